"""Thirty-sixth fresh held-out set (Chinese): written blind while the twenty-ninth round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond the first lines of one file for its format, or the benchmark's
report); first run against that round; committed before its first run and not to be edited after it.
``heldout_fresh36.py`` is the English half, written separately by another writer.

Domains (grepped unused with ``grep -il``): a children's fencing club in Shanghai, a real-ice rink in a
Chengdu shopping mall, an archery range by Xixi in Hangzhou, a youth football camp in Wuhua, Meizhou.
Proposals come from the assistant, a parent in the club's WeChat group, a kit supplier, a PE teacher, the
mall's leasing committee (relayed by the mall's operations clerk), a company HR, an internet blogger, the
owner's mother (through the husband), a sponsor (through the assistant coach), a parent, and the parents'
committee (relayed by its chair). Failures are multi-line blocks from pyserial, pg_dump, a shell script
around snmpget, docker compose, certbot, a uni-app npm build, Gradle and rsync; each is left unresolved
for a reason given. Routine work (``routine_ada``) is this file's own: an Ada gear-lending service built
with Alire on AWS (the Ada Web Server); it has turns that look like facts and are not planted.

Descriptions (written before the dialogue):
- jianji: 顾教练 runs 锋芒击剑俱乐部 in 静安, mostly children's foil; a member, 小沈, wrote a Python script that
  reads the scoring box over a USB serial cable, and a booking system with a Postgres database. Rules:
  inside a long account, children under twelve never fence adults; after a blade broke in a bout, blades
  are checked for cracks before every class. Proposals: the assistant's Douyin live stream of club bouts
  (turned down by a reason alone: parents signed that no video leaves the club); a parent's 7 a.m. weekend
  class (put off, refused a round later: the coaches live too far); the supplier 老钱 wants full
  prepayment for fifty suits, 顾 counters with twenty suits and a 30% deposit and he agrees; the
  assistant's "blade checked" tick box at check-in is accepted. Numbers: a monthly card 1680 yuan; at
  most eight children a class. Identifiers: the database fengmang_booking; a child's association number
  SHFA-J-0457. Failures: the serial port is missing (the cable is dead, a new one arrives Thursday);
  pg_dump's version is older than the server's (only 小沈 may install on that machine, he's in Chengdu).
  Open: export the members whose cards expire (asked again later); will the city association hold the
  youth points events this year (no reply); a later ask for the summer timetable in the parents' group
  before 20 June.
- bingchang: 罗经理 runs 雪域真冰场 on B1 of 锦城广场 in Chengdu; the part-timer 小蒋 wrote a script that
  polls the chiller over SNMP; the gate vendor ships its service as a Docker image. Rules: inside a long
  account, nobody goes on the ice until fifteen minutes after resurfacing; after a collision, a barrier
  tape always separates the teaching area from free skating. Proposals: the assistant's raising the ice
  temperature two degrees to save power (bluntly no); a PE teacher's three afternoons a week booked out
  (polite no, smaller offer: two hours on Wednesday at half price); a milk-tea stall by the rink (voted
  down by the mall's leasing meeting, relayed by 小付); the assistant's next-resurfacing time on the LED
  screen is accepted. Numbers: ice at minus six degrees; 88 yuan a two-hour session. Identifiers: chiller
  LJ-02; the lease JCGC-ZL-2025-117. Failures: snmpget times out (the machine-room switch is behind a door
  only 肖工 has the key to, Monday); docker can't pull the gate image (the vendor hasn't sent the registry
  account). Open: skaters per session by hour (asked again); will the rent go up next year (leasing
  department hasn't answered); a later ask for the Christmas Eve event page before Christmas Eve.
- shejian: 沈燕, a former provincial archer, runs an archery range by Xixi; her husband 阿斌 does the web
  site and a uni-app WeChat mini program. Rules: inside a long account, a beginner's first time on the line
  has a coach beside them; after someone walked downrange, nobody draws while the red light is on.
  Proposals: a games company's HR wants a full day for half-day money, 沈 counters with full price plus
  lunch boxes and a small contest and the HR agrees; a blogger's free full-day shoot (polite no, two free
  trial lessons instead); her mother's craft beer in the evenings, relayed by 阿斌 (a reason alone); the
  assistant's safety notice ticked before booking is accepted. Numbers: 18 m to the target; a trial
  lesson 99 yuan an hour. Identifiers: the domain xixi-archery.cn; the AppID wx7c3e91a0b2d45f18. Failures:
  certbot's DNS plugin key is gone (the domain sits in the former partner 陈哥's Aliyun account, he hasn't
  answered); the mini program build can't find the pay secret file (it's on 阿斌's laptop, he's at a trade
  fair in Guangzhou). Open: turn member points into levels (asked again); will the Asian Games archery
  venue open to the public next year (nobody knows); a later price sheet for team-building packages before
  National Day.
- zuqiu: 曾指导 runs a youth football camp in 五华; a parent, 李工, built the Android attendance app; training
  videos go to a Synology NAS by rsync. Rules: inside a long account, no training on grass above 35
  degrees; after a near miss at pickup, children go only to registered pickup people. Proposals: a beef-ball
  factory sponsor's full-chest logo on the shirts, through the assistant coach 阿豪 (put off, refused a
  round later); a parent wants his son to play only striker (bluntly no); the coach's own summer camp in
  Guangzhou (voted down by the parents' committee, relayed by its chair 林姐); the assistant's showing the
  pickup people's photos on the roll-call page is accepted. Numbers: 90 minutes a session; 2400 yuan a
  term. Identifiers: the app id com.wuhuafc.attendance; a player's registration number MZ-U10-023.
  Failures: Gradle can't find the release keystore (it's on 李工's USB stick in Shenzhen); rsync runs out
  of space on the NAS (a new drive is on order). Open: rank this term's attendance by child (asked again);
  which city hosts the provincial U10 games this year (not announced); a later ask for the summer camp
  sign-up form by next Friday.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: an Ada gear-lending service (Alire + AWS)
def routine_ada(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "借还服务编译不过，帮我看看。",
                ("我先用 alr 编一下。", [
                    call("bash",
                         "ⓘ Building gear_loans=0.3.0/gear_loans.gpr...\n"
                         "Compile\n"
                         "   [Ada]          gear_loans-handlers.adb\n"
                         "gear_loans-handlers.adb:57:22: error: \"Due_Date\" is undefined\n"
                         "gear_loans-handlers.adb:61:10: error: \"Due_Date\" is undefined\n"
                         "gprbuild: *** compilation phase failed\n"
                         "error: Command [\"gprbuild\", \"-s\", \"-j0\", \"-p\", \"-P\", \"gear_loans.gpr\"] exited with code 4",
                         error=True, command="alr build"),
                ]),
                ("spec 里字段已经改名叫 Return_By 了，body 还用着旧名字。我把 handlers 里两处改过来。", [
                    call("edit", "ok", path="src/gear_loans-handlers.adb",
                         old="Loan.Due_Date", new="Loan.Return_By"),
                    call("bash", "ⓘ Building gear_loans=0.3.0/gear_loans.gpr...\nBind\n   [gprbind]      gear_loans-main.bexch\n"
                                 "Link\n   [link]         gear_loans-main.adb\n✓ Build finished successfully in 3.41 seconds.",
                         command="alr build"),
                ]),
                "编过了。以后 spec 里改名，body 里顺手全局搜一下。",
            ),
        )
    if k == 1:
        return (
            turn(
                "加个健康检查的接口吧，运维那边要探活。",
                ("我在 AWS 的分发表里加一条 /health。", [
                    call("edit", "ok", path="src/gear_loans-server.adb",
                         old="AWS.Services.Dispatchers.URI.Register (Root, \"/loans\", Loans_CB'Access);",
                         new="AWS.Services.Dispatchers.URI.Register (Root, \"/loans\", Loans_CB'Access);\n"
                             "      AWS.Services.Dispatchers.URI.Register (Root, \"/health\", Health_CB'Access);"),
                    call("bash", "✓ Build finished successfully in 2.87 seconds.", command="alr build"),
                    call("bash", "HTTP/1.1 200 OK\nContent-Type: text/plain\n\nok", command="curl -i http://127.0.0.1:8080/health"),
                ]),
                "加好了，返回 200 和 ok。要不要顺便把数据库连不上的情况也算成不健康？",
            ),
            turn("要，连不上就返回 503。", "改了：库连不上时 /health 返回 503，探活会把实例摘掉。"),
        )
    if k == 2:
        return (
            turn(
                "单元测试红了一个。",
                ("跑一下 AUnit。", [
                    call("bash",
                         "OK Test_Borrow_Adds_Loan\n"
                         "OK Test_Return_Clears_Loan\n"
                         "FAIL Test_Overdue_After_Seven_Days\n"
                         "    Expected overdue on day 8, got not overdue\n"
                         "    at tests/src/test_loans.adb:33\n"
                         "Total Tests Run:   14\nSuccessful Tests:  13\nFailed Assertions: 1",
                         error=True, command="alr exec -- ./tests/bin/test_loans"),
                ]),
                ("逾期判断用的是 Ada.Calendar 的秒数相减再整除，跨零点差了一天。改成按日期比较。", [
                    call("edit", "ok", path="src/gear_loans-rules.adb",
                         old="return Days_Between (Loan.Start, Now) > 7;",
                         new="return Ada.Calendar.Arithmetic.Difference_In_Days (Now, Loan.Start) > 7;"),
                    call("bash", "Total Tests Run:   14\nSuccessful Tests:  14\nFailed Assertions: 0",
                         command="alr exec -- ./tests/bin/test_loans"),
                ]),
                "14 个全过了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "aws 这个依赖能不能升一下？听说修了个内存泄漏。",
                ("我只动这一个依赖，先看看能升到哪。", [
                    call("bash", "Changes to dependencies:\n   ↑ aws 23.0.0 → 24.0.0 (upgraded)\n"
                                 "Do you want to proceed? [Y/n] Y\nDependencies were updated",
                         command="alr with aws^24.0.0"),
                    call("bash", "✓ Build finished successfully in 9.12 seconds.", command="alr build"),
                ]),
                "升到 24.0.0 了，编译正常。建议 alire.toml 里一直用 ^ 固定大版本，别写成任意版本。",
            ),
            turn("行，就这么办。", "已经写进 alire.toml 了。"),
        )
    if k == 4:
        return (
            turn(
                "接口返回的中文名字在前端显示成乱码。",
                ("我看下响应头。", [
                    call("bash", "HTTP/1.1 200 OK\nContent-Type: application/json\n\n[{\"name\":\"\\u00e6\\u0088\\u0091\"}]",
                         command="curl -i http://127.0.0.1:8080/loans?limit=1"),
                ]),
                ("两个问题：头里没写 charset，而且 GNATCOLL.JSON 收到的是 Latin-1 当成了宽字符。我改成按 UTF-8 构造字符串，并加上 charset。", [
                    call("edit", "ok", path="src/gear_loans-json.adb",
                         old="Set_Field (Obj, \"name\", To_Unbounded_String (Item.Name));",
                         new="Set_Field (Obj, \"name\", Ada.Strings.UTF_Encoding.Wide_Strings.Encode (Item.Name));"),
                    call("edit", "ok", path="src/gear_loans-handlers.adb",
                         old="Content_Type => \"application/json\"",
                         new="Content_Type => \"application/json; charset=utf-8\""),
                ]),
                "改好了，前端刷新后显示正常。",
            ),
        )
    return (
        turn(
            "早上服务挂了一次，自己重启了。",
            ("我翻一下 journal。", [
                call("bash",
                     "gear_loans[2211]: raised CONSTRAINT_ERROR : gear_loans-store.adb:88 index check failed\n"
                     "gear_loans[2211]: [C:\\...] 0x4a81c2 Gear_Loans.Store.Latest at gear_loans-store.adb:88\n"
                     "systemd[1]: gear-loans.service: Main process exited, code=exited, status=1/FAILURE\n"
                     "systemd[1]: gear-loans.service: Scheduled restart job, restart counter is at 1.",
                     error=True, command="journalctl -u gear-loans --since today | tail -n 20"),
            ]),
            ("Latest 在列表为空的时候去取了第一个元素。加个判断，空的时候返回 No_Loan。", [
                call("edit", "ok", path="src/gear_loans-store.adb",
                     old="return Loans.First_Element;",
                     new="if Loans.Is_Empty then\n         return No_Loan;\n      end if;\n      return Loans.First_Element;"),
            ]),
            "改好了，测试环境重新部署过了。",
        ),
    )


# ---------------------------------------------------------------- jianji
def _jianji() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我姓顾，在静安开了个击剑俱乐部，叫锋芒，主要带小孩练花剑。我们馆里有个会员小沈是写程序的，"
            "他帮我弄了个电子计分的东西，裁判器接一根线到电脑上，比分就显示在墙上的电视里，脚本在 "
            + f("path", "/opt/fengmang/scoreboard/favero_reader.py") + "。今天下午队内赛，电视上一直是零比零，你帮我看看咋回事。",
            ("我按小沈平时的启动方式跑一下。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/usr/lib/python3/dist-packages/serial/serialposix.py\", line 322, in open\n"
                     "    self.fd = os.open(self.portstr, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)\n"
                     "FileNotFoundError: [Errno 2] No such file or directory: '/dev/ttyUSB0'\n\n"
                     "During handling of the above exception, another exception occurred:\n\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/opt/fengmang/scoreboard/favero_reader.py\", line 88, in <module>\n"
                     "    main()\n"
                     "  File \"/opt/fengmang/scoreboard/favero_reader.py\", line 41, in main\n"
                     "    ser = serial.Serial(args.port, args.baud, timeout=1)\n"
                     "  File \"/usr/lib/python3/dist-packages/serial/serialutil.py\", line 244, in __init__\n"
                     "    self.open()\n"
                     "  File \"/usr/lib/python3/dist-packages/serial/serialposix.py\", line 325, in open\n"
                     "    raise SerialException(msg.errno, \"could not open port {}: {}\".format(self._port, msg))\n"
                     + f("failure", "serial.serialutil.SerialException: [Errno 2] could not open port /dev/ttyUSB0: [Errno 2] No such file or directory: '/dev/ttyUSB0'"),
                     error=True,
                     command="cd /opt/fengmang/scoreboard && "
                     + f("command", "python3 favero_reader.py --port /dev/ttyUSB0 --baud 2400")),
            ]),
            "脚本本身没问题，是系统里根本没有 /dev/ttyUSB0 这个串口，也就是说电脑没认到那根 USB 转串口的线。"
            "要么线没插好，要么线坏了。你方便的话换个 USB 口插一下试试？",
        ),
        turn(
            "换了，前后几个口都插过了，还是不行。我刚在微信上问了小沈，他说那根 CH340 的线之前就接触不良，"
            "他已经在淘宝上重新下单了，礼拜四到。那今天就算了，裁判手动记分吧，反正是队内赛。",
            "好，计分这块等礼拜四新线到了再接上试。",
        ),
        turn(
            "那我顺便跟你说说我们馆里平时怎么上课的，你以后帮我弄东西心里有数。我们一共四条剑道，"
            "平时晚上六点到九点是少儿班，周末全天。少儿班分年龄段，" + f("constraint", "十二岁以下的孩子不跟成人对练")
            + "，哪怕是陪练也不行，力量差太多了，一剑下去小孩吓哭了以后就不来了。一个教练带一节课，"
            + f("number", "每节课最多八个孩子") + "，多了根本看不过来。收费的话，" + f("number", "月卡一千六百八十元")
            + "，一周能来三次；私教另外算。哦对，服装器材新手可以先租，练满三个月再让家长买。",
            "明白了：分年龄段、小孩不跟大人对练、一节课八个孩子封顶。那签到和约课是在小沈那个约课系统里弄的吧？",
        ),
        turn(
            "对，约课也是他弄的。还有个事我得说一下，上礼拜两个孩子对练，一个孩子的剑条中间断了，断口戳在对面孩子的护胸上，"
            "好在护胸是八百牛的，没出事，但是把家长吓得够呛。我查了一下，那根剑条早就有裂纹了，没人注意。"
            "所以现在定了：" + f("constraint", "每节课前都要检查剑条有没有裂纹") + "，有裂纹的当场折了扔掉，不许再用。",
            "这个很有必要。我有个建议：在约课系统的签到页上加一个“剑条已检查”的勾，教练不勾就签不了到，这样不会忘。",
        ),
        turn(
            "这个好，就这么弄。",
            ("我先把签到页的勾选加上。", [
                call("edit", "ok", path="/srv/fengmang/booking/checkin/templates/checkin.html",
                     old="<button type=\"submit\">签到</button>",
                     new="<label><input type=\"checkbox\" name=\"blade_checked\" required> 剑条已检查</label>\n"
                         "<button type=\"submit\">签到</button>"),
            ]),
            "加好了，不勾选的话签到按钮提交不了。",
        ),
    )
    r2 = (
        turn(
            "小沈之前跟我说约课系统的数据每个礼拜要备份一次，他走之前还没弄。系统装在 " + f("path", "/srv/fengmang/booking")
            + "，数据库叫 " + f("identifier", "fengmang_booking") + "，你帮我备一份。",
            ("我用 pg_dump 导一份到 /backup 下面。", [
                call("bash",
                     f("failure", "pg_dump: error: server version: 16.3; pg_dump version: 14.12 (Ubuntu 14.12-0ubuntu0.22.04.1)")
                     + "\npg_dump: error: aborting because of server version mismatch",
                     error=True,
                     command=f("command", "pg_dump -h 127.0.0.1 -U fm_admin -Fc fengmang_booking -f /backup/fengmang_booking.dump")),
            ]),
            "数据库是 16 版的，机器上的 pg_dump 还是 14 版的，老版本不肯导新版本的库。要装一个 16 版的客户端才行，"
            "得从 PostgreSQL 官方的源装，会动到系统的软件源。",
        ),
        turn(
            "那台机器小沈交代过，别人别在上面乱装东西，上次我表弟装了个什么把约课搞挂了半天。小沈出差去成都了，下礼拜才回来，"
            "等他回来再弄吧。",
            "好，备份先不动，等小沈回来装客户端。",
        ),
        turn(
            "还有，家长群里王妈妈问，能不能" + f("rejected", "周末加开早上七点的课") + "，她家孩子周末上午还要上奥数，"
            "七点练完正好赶过去。好几个家长跟着点赞。",
            "从场地上看周末七点是空的。你倾向于开吗？",
        ),
        turn(
            "我再想想，得先问问教练那边愿不愿意，你先别回她。",
            "好，先不回，等你问完教练。",
        ),
        turn(
            "对了，下个月有个区里的小比赛，我们家朵朵要报名，协会注册号是 " + f("identifier", "SHFA-J-0457")
            + "，你帮我记一下，报名表上要填。",
            "记下了。说到比赛，我有个想法：可以" + f("rejected", "把队内赛直播到抖音") + "，让没来的家长也能看到，顺便给俱乐部做做宣传。",
        ),
        turn(
            "家长入会的时候签的协议里写得清清楚楚，孩子的照片视频不外传。好多家长特别在意这个，"
            "上次有个教练把一张合影发到小红书，被家长投诉到我这儿，我道歉道了半天。",
            "明白了，那比分就只在馆里的电视上放，不往外发。",
        ),
    )
    r3 = (
        turn(
            "王妈妈那个早上七点的事，我问了两个教练，他们都住嘉定那边，七点上课得五点多就出门，冬天天都没亮。不搞了。"
            "你帮我拟一句回王妈妈的话，客气点，别让人家觉得我们不上心。",
            "可以这样回：“王妈妈您好，周末早上七点的课我们认真商量过，教练这边实在排不开，暂时开不了。"
            "周六上午九点的班还有两个空位，您看时间合不合适？”",
        ),
        turn(
            "行，就这么发。还有个事，做器材的老钱给我发微信，说今年新款比赛服能给个好价，但是要" + f("rejected", "预付全款订五十套")
            + "。我哪用得了五十套，钱压在那儿干嘛。",
            "五十套确实多了。你可以跟他谈个小一点的量，定金少付一点。",
        ),
        turn(
            "我跟他说了，先订二十套，付三成定金，到货验完再付尾款，价钱还按他说的那个价。他磨叽了一会儿，最后同意了。你帮我在器材表里记一下。",
            ("记到器材采购那张表里。", [
                call("edit", "ok", path="/srv/fengmang/booking/data/purchase.csv", old="# end",
                     new="老钱,新款比赛服,20套,三成定金,到货验收后付尾款\n# end"),
            ]),
            "记上了：二十套，三成定金，验收后付尾款。",
        ),
        turn(
            "好。还有你帮我" + f("pending", "把会员卡到期名单导出来") + "，下个月到期的那些，我好提前跟家长说续费的事。",
            "好，我从约课系统里按到期日筛下个月的，导成表格给你。手头计分和备份的事先记着，这个我排在后面做。",
        ),
        turn(
            "嗯。唉，还有个事我一直没底，" + f("pending", "市击剑协会今年的青少年积分赛还办不办")
            + "？去年办了四站，今年到现在一点消息都没有，我发邮件问了，协会也没回。我们好多孩子就指着这个攒积分。",
            "这个我这边没法知道，只能等协会回复。我先记着这个问题，有消息了再安排报名。",
        ),
    )
    later = (
        (5, (
            turn(
                "上次说的会员卡到期名单，导出来没有？",
                "还没导，还在待办上：把会员卡到期名单导出来，下个月到期的。接下来就做它。",
            ),
        )),
        (9, (
            turn(
                "跟你说个急事，暑期班要开了，" + f("pending", "六月二十号前把暑期班课表发到家长群")
                + "，课表我这两天把教练排班给你。",
                "好，等你给了排班我就排课表，六月二十号前发到家长群。",
            ),
        )),
    )
    return Scripted(
        name="fresh36-jianji", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh36=True,
        later=later, routine=routine_ada,
    )


# ---------------------------------------------------------------- bingchang
def _bingchang() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "喂，你好，我是雪域真冰场的罗经理，我们在锦城广场负一楼。冰面温度平时是小蒋写了个脚本去读制冷机组的，"
            "脚本在 " + f("path", "/opt/xueyu/chiller/check_ice.sh") + "，结果写到前台那个看板上。今天一早看板上全是空的，"
            "我有点慌，冰面要是化了就完蛋了。",
            ("我先带上详细输出跑一遍脚本。", [
                call("bash",
                     "[check_ice] 2026-01-08 09:12:03 polling chiller LJ-02 at 192.168.10.50 (community xueyu)\n"
                     "[check_ice] oid .1.3.6.1.4.1.40418.7.1.2.0 (brine supply temp)\n"
                     + f("failure", "Timeout: No Response from 192.168.10.50.") + "\n"
                     "[check_ice] retry 1/3 in 5s\n"
                     "Timeout: No Response from 192.168.10.50.\n"
                     "[check_ice] retry 2/3 in 5s\n"
                     "Timeout: No Response from 192.168.10.50.\n"
                     "[check_ice] retry 3/3 in 5s\n"
                     "Timeout: No Response from 192.168.10.50.\n"
                     "[check_ice] giving up, wrote NaN to /var/lib/xueyu/ice_temp.csv",
                     error=True,
                     command=f("command", "bash /opt/xueyu/chiller/check_ice.sh --verbose")),
            ]),
            "脚本去问机组 " + f("identifier", "LJ-02") + " 的控制器，一直没有回应，ping 也不通。机组本身可能没事，"
            "更像是机房里那台交换机或者网线断了。冰面现在摸着怎么样？",
        ),
        turn(
            "老丁刚去看了，冰面是好的，硬邦邦的，机组也在响。机房那个门钥匙在维保公司肖工手里，他礼拜一才来。那就先这样，"
            "这几天让老丁每两个小时拿测温枪打一下，记在本子上。",
            "好，看板这块等礼拜一肖工开了机房再查交换机。",
        ),
        turn(
            "我跟你说说我们冰场是怎么运转的。早上十点开门，每一场两个小时，场与场之间老丁开浇冰车浇一遍冰，"
            + f("constraint", "浇完冰至少等十五分钟才能放人上冰") + "，水没冻透就上人，冰面全是坑，摔一跤那是要赔钱的。"
            "平时" + f("number", "冰面温度保持在零下六度") + "，花滑的孩子喜欢软一点的冰，打冰球的喜欢硬一点的，"
            "我们折中。票价是" + f("number", "两小时一场八十八元") + "，租鞋包含在里面，护具另租。",
            "明白了：一场两小时，浇冰后等十五分钟，冰温零下六度。",
        ),
        turn(
            "还有，上礼拜天下午出了个事。自由滑的时候一个十几岁的大孩子倒滑，一下撞进了教学区，把一个上课的五岁小朋友撞倒了，"
            "嘴唇磕破了，家长在前台闹了一个钟头。从那以后定了规矩：" + f("constraint", "教学区和自由滑区之间必须拉隔离带")
            + "，每场开始前值班的人要检查一遍。",
            "这个要坚持。我再提个建议：在入口的 LED 屏上滚动显示下一次浇冰的时间，客人知道什么时候要下冰，前台也少被问。",
        ),
        turn(
            "可以，弄吧。",
            ("我在排班表的脚本里加一段，把下一次浇冰时间推到屏上。", [
                call("edit", "ok", path="/opt/xueyu/led/push_schedule.py",
                     old="lines = [today_banner()]", new="lines = [today_banner(), next_resurface_line()]"),
            ]),
            "加好了，屏上会滚动显示“下次浇冰 15:00”这样的字。",
        ),
    )
    r2 = (
        turn(
            "入口那个闸机，厂家说他们的新版后台是 docker 的，配置文件放在 " + f("path", "/srv/xueyu/gate/docker-compose.yml")
            + "，让我们自己起一下。你帮我弄一下。",
            ("我按厂家的配置起服务。", [
                call("bash",
                     "[+] Running 0/1\n"
                     " ⠿ gate-api Error                                                     1.8s\n"
                     + f("failure", "Error response from daemon: pull access denied for registry.cn-chengdu.aliyuncs.com/tongda/gate-api, repository does not exist or may require 'docker login': denied: requested access to the resource is denied"),
                     error=True,
                     command=f("command", "docker compose -f /srv/xueyu/gate/docker-compose.yml up -d")),
            ]),
            "镜像放在厂家自己的私有仓库里，我们没有账号，拉不下来。需要厂家给一个仓库的登录账号，docker login 以后才能拉。",
        ),
        turn(
            "我昨天就找通达的售后要了，他说要问一下他们技术，到现在也没给我。等他吧，老闸机先凑合用着。",
            "好，闸机新后台等通达发账号再起。",
        ),
        turn(
            "这个月电费单出来了，三万多，老板看了直皱眉头。",
            "制冷是大头。有个办法可以考虑：夜里闭馆以后" + f("rejected", "把冰面温度调高两度省电") + "，开门前再降回来，能省一些。",
        ),
        turn(
            "不行。",
            "好，温度不动。",
        ),
        turn(
            "另外，附近一所小学的体育老师陈老师来找我，说学校开冰上兴趣课，想" + f("rejected", "每周包场三个下午") + "，问能不能打个折。",
            "三个下午整场包给学校的话，散客那几场就没了。你打算怎么答复？",
        ),
        turn(
            "包是包不了的，下午放学以后正是我们人最多的时候。我跟陈老师说了，每周三下午给他们留两个小时，按半价算，他说回去跟校长商量。",
            "好，先按周三下午两小时半价记着，等学校回话。",
        ),
    )
    r3 = (
        turn(
            "商场运营部的小付刚给我发了封邮件。我上个月提的" + f("rejected", "冰场边加奶茶档口") + "，他们招商会开会表决了，"
            "说消防那边不同意冰场边再加电器，投票没通过。唉，本来想多点收入的。",
            "那就只能放下了。奶茶这块以后可以看看前台卖瓶装饮料，不用加电器。",
        ),
        turn(
            "嗯，瓶装的可以再说。我想要个" + f("pending", "按小时统计每个场次的人数") + "，看看哪几场人少，好调价或者排课。",
            "好，人数得从闸机的进场记录里算。新后台还没起来，我先从老闸机导出的表里试着统计，做好了给你。",
        ),
        turn(
            "还有个事我心里一直七上八下的，我们跟商场的租赁合同是 " + f("identifier", "JCGC-ZL-2025-117")
            + "，明年到期要续。" + f("pending", "商场续租合同明年涨不涨租金") + "，我问了招商部两次了，一直说在研究，没个准话。",
            "这个只能等招商部答复。我先记着这个问题，等他们给了数再帮你算账。",
        ),
    )
    later = (
        (5, (
            turn(
                "按小时统计每个场次的人数那个，弄好了没？",
                "还没弄好，还挂着：按小时统计每个场次的人数。老闸机的表格式有点乱，我接着整理。",
            ),
        )),
        (10, (
            turn(
                "今年圣诞我们要搞个冰上圣诞夜，有圣诞老人滑冰表演。" + f("pending", "平安夜之前把冰上圣诞夜的活动页面上线")
                + "，文案和图我让小蒋下礼拜给你。",
                "好，等小蒋的文案和图到了就做，平安夜之前上线。",
            ),
        )),
    )
    return Scripted(
        name="fresh36-bingchang", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh36=True,
        later=later, routine=routine_ada,
    )


# ---------------------------------------------------------------- shejian
def _shejian() -> Scripted:
    f = Builder()
    mp_tail = (
        " ERROR  Failed to compile with 1 error\n\n"
        " error  in ./src/api/pay.js\n\n"
        + f("failure", "Module not found: Error: Can't resolve '../config/wxpay.secret.js' in '/home/abin/xixi-mp/src/api'")
        + "\n\n @ ./src/api/pay.js 3:0-48 12:18-28\n @ ./src/pages/booking/confirm.vue\n"
        " @ ./src/main.js\n\nnpm ERR! code ELIFECYCLE\nnpm ERR! errno 1\n"
        "npm ERR! xixi-mp@1.6.0 build:mp-weixin: `cross-env NODE_ENV=production UNI_PLATFORM=mp-weixin vue-cli-service uni-build`\n"
        "npm ERR! Exit status 1"
    )
    r1 = (
        turn(
            "你好呀，我叫沈燕，在西溪湿地边上开了个射箭馆，以前是省队练射箭的。今天好几个客人跟我说，打开我们官网浏览器提示“不安全”，"
            "吓得不敢在上面预约。网站是我老公阿斌弄的，他说证书是自动续的，我也不懂。",
            ("我先手动续一下证书看看。", [
                call("bash",
                     "Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n"
                     "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\n"
                     "Processing /etc/letsencrypt/renewal/xixi-archery.cn.conf\n"
                     "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\n"
                     "Renewing an existing certificate for xixi-archery.cn and www.xixi-archery.cn\n"
                     + f("failure", "Failed to renew certificate xixi-archery.cn with error: Error determining zone identifier for xixi-archery.cn: InvalidAccessKeyId.NotFound: Specified access key is not found.")
                     + "\n\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\n"
                     "All renewals failed. The following certificates could not be renewed:\n"
                     "  /etc/letsencrypt/live/xixi-archery.cn/fullchain.pem (failure)\n"
                     "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\n"
                     "1 renew failure(s), 0 parse failure(s)\n"
                     "Ask for help or search for solutions at https://community.letsencrypt.org. See the logfile "
                     "/var/log/letsencrypt/letsencrypt.log or re-run Certbot with -v for more details.",
                     error=True,
                     command=f("command", "certbot renew --cert-name xixi-archery.cn")),
            ]),
            "证书续不上，原因是续证的时候要往域名 " + f("identifier", "xixi-archery.cn")
            + " 的解析里加一条记录，用的那把阿里云的 AccessKey 已经不存在了。这把 key 的配置写在 "
            + f("path", "/etc/letsencrypt/renewal/xixi-archery.cn.conf") + " 引用的凭据文件里。得在域名所在的阿里云账号里重新建一把。",
        ),
        turn(
            "哎呀，这个域名当初是陈哥注册的，在他的阿里云账号下面。陈哥去年退股了，估计把 key 删了。阿斌刚给他发了微信，还没回。"
            "那只能等陈哥回了。",
            "好，证书这块等陈哥回复，拿到新 key 再续。",
        ),
        turn(
            "我跟你讲讲我们馆里怎么弄的。一共十个靶位，成人用的" + f("number", "靶距十八米") + "，小朋友的靶拉近到十米。"
            "大部分客人是来体验的，" + f("number", "体验课九十九元一小时") + "，包教包弓，会员另有价格。"
            "有一条我们是死规矩：" + f("constraint", "新手第一次上靶必须有教练站在旁边") + "，教握弓、教站位，"
            "反曲弓拉起来看着简单，姿势不对箭飞哪儿去都不知道。周末人多的时候我自己也得下场带。",
            "明白了，十个靶位，新手一定有教练陪着。",
        ),
        turn(
            "还有，前两天差点出大事。一个客人射完了直接走进箭道去捡箭，旁边靶位的人还在拉弓，幸亏我喊了一嗓子。"
            "现在我们箭道上面装了红绿灯，" + f("constraint", "红灯亮着谁都不许拉弓") + "，等所有人都退回线后面，我按了绿灯才能开始。",
            "这个一定要严格。我建议在小程序的预约页上加一段安全须知，把红绿灯的规矩写进去，客人勾选“已阅读”才能预约。",
        ),
        turn(
            "好，这个加上。",
            "好，我记下了，等小程序能编译了就把安全须知和勾选框加进预约页。",
        ),
    )
    r2 = (
        turn(
            "小程序那个，阿斌说代码在 " + f("path", "/home/abin/xixi-mp") + "，小程序的 AppID 是 "
            + f("identifier", "wx7c3e91a0b2d45f18") + "。你先编一下看能不能过，他说要用什么 npm 命令。",
            ("我在项目目录下打个微信小程序的包。", [
                call("bash", long_log(40, "xixi-mp-build", mp_tail), error=True,
                     command="cd /home/abin/xixi-mp && " + f("command", "npm run build:mp-weixin")),
            ]),
            "编到最后报错：支付那块引用了一个 wxpay.secret.js 的配置文件，项目里没有。这种放商户密钥的文件一般不提交到代码库，"
            "应该在阿斌自己电脑上。",
        ),
        turn(
            "对，他说过密钥不放网上。他这礼拜在广州看体育用品展，电脑带走了，礼拜天回来。那等他回来再弄吧。",
            "好，小程序的打包等阿斌礼拜天回来拿到那个文件。",
        ),
        turn(
            "滨江一家游戏公司的 HR 联系我，说下个月搞团建，四十来个人，想" + f("rejected", "包场一整天只付半天的钱")
            + "，说他们人多算团购。",
            "四十个人一整天确实占满了，半天的钱你会亏不少。可以换一个他们觉得划算、你又不亏的给法。",
        ),
        turn(
            "我就跟她说，钱按全天的付，我给每个人送一份午饭盒饭，下午再给他们办一场小比赛，前三名发奖牌。她跟领导一说，领导挺高兴，就这么定了。",
            ("我把这单记到团建那张表里。", [
                call("edit", "ok", path="/home/abin/xixi-mp/data/tuanjian.csv", old="# end",
                     new="滨江游戏公司,下月,约40人,全天价,送午餐盒饭,下午积分赛前三发奖牌\n# end"),
            ]),
            "记上了。",
        ),
        turn(
            "还有个小红书的博主私信我，说粉丝有二十万，想" + f("rejected", "免费包场拍一天视频") + "，说能给我们引流。",
            "你觉得值得吗？",
        ),
        turn(
            "一整天不营业我可受不了，上次有个博主拍完一条视频才几百个赞。我回她说包场不行，送她两张体验课的券，平时营业的时候来拍，"
            "别挡着其他客人就行。",
            "好，这样也不得罪人。",
        ),
    )
    r3 = (
        turn(
            "跟你说个好笑的，我妈让阿斌给我带话，说晚上人少，不如" + f("rejected", "晚上在馆里卖精酿啤酒")
            + "，她看人家开酒吧挺挣钱的。",
            "你妈妈的意思是晚上多一份收入。你怎么看？",
        ),
        turn(
            "喝了酒还拿着弓，手一抖箭就出去了，真出点事谁担得起？我们买的那个场馆险，条款里写着饮酒出事不赔。",
            "有道理，那晚上还是只做射箭。",
        ),
        turn(
            "还有，会员那边你帮我" + f("pending", "把会员积分换算成等级") + "，比如一百分是黄箭、三百分是红箭，这种，我想做个会员墙。",
            "好，等级的分档我先按你说的做个初稿。先把证书和小程序的事记着，这个做完给你看。",
        ),
        turn(
            "嗯。还有我一直在打听，" + f("pending", "亚运场馆明年对外开不开放射箭场")
            + "？富阳那个射箭场要是对外开放，我们的会员可以去那边办比赛，场地比我们的正规多了。问了几个人都说不知道。",
            "这个现在没人能给准话，得等场馆那边公布。我先记着这个问题。",
        ),
    )
    later = (
        (5, (
            turn(
                "积分换等级那个，你弄了没？",
                "还没弄完，还在待办上：把会员积分换算成等级。分档我按黄箭红箭的思路排，这两天给你初稿。",
            ),
        )),
        (9, (
            turn(
                "国庆有好几家公司问团建，" + f("pending", "国庆前把团建套餐的报价单做好")
                + "，分半天、全天、带比赛三档，价格我晚上发你。",
                "好，等你发了价格就做报价单，三档，国庆前给你。",
            ),
        )),
    )
    return Scripted(
        name="fresh36-shejian", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh36=True,
        later=later, routine=routine_ada,
    )


# ---------------------------------------------------------------- zuqiu
def _zuqiu() -> Scripted:
    f = Builder()
    gradle_tail = (
        "> Task :app:validateSigningRelease FAILED\n\n"
        "FAILURE: Build failed with an exception.\n\n"
        "* What went wrong:\n"
        "Execution failed for task ':app:validateSigningRelease'.\n"
        "> " + f("failure", "Keystore file '/home/zeng/wuhua-fc/keys/wuhua-release.jks' not found for signing config 'release'.")
        + "\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n"
        "> Run with --info or --debug option to get more log output.\n\n"
        "BUILD FAILED in 1m 12s\n31 actionable tasks: 31 executed"
    )
    r1 = (
        turn(
            "你好，我系五华这边搞少儿足球训练营的，姓曾，家长都叫我曾指导。我们有个点名的手机 app，是一个家长李工帮我们写的，"
            "代码他拷了一份在我电脑上，放在 " + f("path", "/home/zeng/wuhua-fc/attendance-app")
            + "。新学期来了一批新孩子，要出个新版本给教练装，你帮我打个包。",
            ("我在项目目录下打正式包。", [
                call("bash", long_log(55, "wuhua-gradle", gradle_tail), error=True,
                     command="cd /home/zeng/wuhua-fc/attendance-app && " + f("command", "./gradlew assembleRelease")),
            ]),
            "编译都过了，最后签名那一步找不到签名用的 keystore 文件。正式包必须用原来那把 key 签，app 的包名是 "
            + f("identifier", "com.wuhuafc.attendance") + "，要是换一把新 key，教练手机上装的旧版就没法直接升级，得卸了重装，数据也没了。",
        ),
        turn(
            "哦，那个文件李工放在他的 U 盘里，人在深圳上班，说下个月回来才带过来。那就等他，教练先用旧版点名。",
            "好，新版本等李工带 keystore 回来再打。",
        ),
        turn(
            "我跟你讲讲我们训练营的情况。孩子从六岁到十二岁，分 U8、U10、U12 三个组，一周练三次，"
            + f("number", "每次练九十分钟") + "，周六上午打对抗。学费是" + f("number", "一期学费两千四百元")
            + "，一期三个月，球衣球袜包含在里面。夏天我们这边热，" + f("constraint", "超过三十五度就不上草地练")
            + "，改到室内馆做体能或者看录像，这个家长都是知道的。",
            "明白了，分三个组，一周三练，热天改室内。",
        ),
        turn(
            "还有，上个月放学接孩子的时候出了个事。有个男的说是孩子的舅舅，要把 U8 的一个小姑娘接走，阿豪觉得不对劲，"
            "打电话问了孩子妈妈，根本没这个舅舅。吓死人了。所以现在规定：" + f("constraint", "孩子只能交给登记过的接送人")
            + "，没登记的谁来都不行，爷爷奶奶也得先登记。",
            "这个太重要了。我有个建议：点名页上每个孩子旁边显示登记接送人的照片，放学交接的时候教练对着照片看一眼就知道。",
        ),
        turn(
            "这个好，弄上。",
            ("我先在点名页上把接送人照片加上，等正式包能打了一起发。", [
                call("edit", "ok", path="/home/zeng/wuhua-fc/attendance-app/app/src/main/res/layout/item_player.xml",
                     old="<TextView android:id=\"@+id/player_name\"",
                     new="<ImageView android:id=\"@+id/pickup_photo\" android:layout_width=\"48dp\" android:layout_height=\"48dp\" />\n"
                         "    <TextView android:id=\"@+id/player_name\""),
            ]),
            "加好了，每个孩子名字左边会显示接送人的照片。",
        ),
    )
    r2 = (
        turn(
            "训练的录像我们每次用 GoPro 拍，回来要传到 NAS 上，放在 " + f("path", "/volume1/训练录像/U10")
            + " 这个目录，给教练复盘用。你帮我把今天拍的传上去。",
            ("我用 rsync 传到 NAS 上。", [
                call("bash",
                     "sending incremental file list\n"
                     "GX010231.MP4\n  4,018,733,056 100%   98.21MB/s    0:00:39 (xfr#1, to-chk=2/3)\n"
                     "GX010232.MP4\n  3,995,112,448 100%   97.64MB/s    0:00:39 (xfr#2, to-chk=1/3)\n"
                     + f("failure", "rsync: [Receiver] write failed on \"/volume1/训练录像/U10/GX010233.MP4\": No space left on device (28)")
                     + "\nrsync error: error in file IO (code 11) at receiver.c(380) [receiver=3.2.7]\n"
                     "rsync: [sender] write error: Broken pipe (32)\n"
                     "rsync error: error in file IO (code 11) at io.c(848) [sender=3.2.7]",
                     error=True,
                     command=f("command", "rsync -av --progress /media/zeng/GOPRO/DCIM/100GOPRO/ nas:/volume1/训练录像/U10/")),
            ]),
            "前两个文件传上去了，第三个传到一半 NAS 满了，没空间了。要么删点旧录像，要么加硬盘。",
        ),
        turn(
            "旧的不能删，好多是比赛的录像，家长要留着。我上礼拜就在京东下单了一块八 T 的硬盘，说下礼拜到，到了让阿豪装上。那第三个先不传了。",
            "好，第三个文件等新硬盘装上再传。",
        ),
        turn(
            "对了，市里转过来一个孩子，省里的注册号是 " + f("identifier", "MZ-U10-023") + "，你帮我记下来，以后报名比赛要用。"
            "还有个事，阿豪说县里做牛肉丸的那个老板愿意赞助我们，条件是要在" + f("rejected", "球衣胸前印整块广告") + "。",
            "注册号记下了。赞助的事你倾向于接吗？每期的球衣钱能省下不少。",
        ),
        turn(
            "让我想想，这个不急，先别回阿豪。",
            "好，先放着，等你想好。",
        ),
        turn(
            "还有个家长，黄先生，今天训练完拉着我说，" + f("rejected", "让我儿子只踢前锋") + "，说他儿子以后是要进球的，踢后卫浪费了。",
            "你怎么回他的？",
        ),
        turn(
            "不行。U10 的孩子每个位置都要轮，我直接跟他说了。",
            "好，位置照常轮换。",
        ),
    )
    r3 = (
        turn(
            "牛肉丸老板那个胸前广告，我想好了，不印。孩子穿出去比赛胸前一大块牛肉丸，像个广告牌，好几个家长私下也跟我说不想要。"
            "你帮我拟一段话，我让阿豪转给老板，客气点，人家也是好心。",
            "可以这样说：“老板您好，谢谢您一直支持孩子们踢球。球衣胸前我们想留给训练营的队徽，广告就不印了。"
            "要是您愿意，我们可以在训练场的围栏上挂您的横幅，比赛的时候也在秩序册上写上您的名字。”",
        ),
        turn(
            "行，就这么说。还有，我本来想暑假带 U12 的孩子去广州参加一个集训营，跟那边的青训队伍踢几场。"
            "家委会的会长林姐刚给我发微信，说家委会投了票，" + f("rejected", "暑假去广州集训营") + "八比三没通过，嫌一个孩子要五六千，太贵了。",
            "那就按家委会的意思，暑假在本地安排。需要的话我可以帮你看看请广州的队伍过来踢友谊赛要多少钱。",
        ),
        turn(
            "这个以后再说。你帮我" + f("pending", "把这学期的出勤率按孩子排出来") + "，缺得多的我要找家长聊聊。",
            "好，等新版 app 发出去之前，我先从旧版的点名记录里算，按孩子从低到高排。手头的事先记着，这个排在后面做。",
        ),
        turn(
            "嗯。还有个问题，" + f("pending", "今年省青少年足球赛U10组在哪个市比") + "？往年五月就定了，今年省足协到现在还没发通知，"
            "我们没法订车订住。",
            "这个得等省足协发通知，现在谁也说不准。我先记着，通知一出来就帮你订车。",
        ),
    )
    later = (
        (5, (
            turn(
                "出勤率那个排出来了吗？",
                "还没排完，还在待办上：把这学期的出勤率按孩子排出来。旧版的记录有几天是空的，我在核对。",
            ),
        )),
        (10, (
            turn(
                "夏令营要开始报名了，" + f("pending", "下周五之前把夏令营报名表做出来")
                + "，要有孩子身高体重、过敏史和接送人这几栏。",
                "好，下周五之前做好报名表，身高体重、过敏史、接送人这几栏都放上。",
            ),
        )),
    )
    return Scripted(
        name="fresh36-zuqiu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh36=True,
        later=later, routine=routine_ada,
    )


SESSIONS = (_jianji(), _bingchang(), _shejian(), _zuqiu())
