"""Twenty-seventh fresh held-out set (Chinese): written blind, against the twenty-fifth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. The English half, if any, is a sibling
file written separately by another writer.

Domains (grepped unused with ``grep -il``): a community health service station in Chengdu, an
after-school care class in Wuhan, a blind massage shop in Tianjin, a neighbourhood dry cleaner in
Shenyang. Proposals come from the assistant, the sub-district office (voted down by the station's staff
meeting, relayed by the head doctor), a pharmaceutical rep, a parents' group, a tutoring franchise's
area manager, a working mother, a gym owner, a logistics company's HR (through the owner's wife, by
text), a solvent supplier, and the residents' committee (its vote relayed by the property manager).
Failures are multi-line blocks from dcmtk's storescu, duplicity, zbarcam, nmcli, FreeSWITCH's fs_cli,
espeak-ng, libnfc's nfc-list and a uni-app build with miniprogram-ci upload; each is left unresolved for
a reason given. Routine work (``routine_zh``) is this file's own: an Erlang/OTP points service on Cowboy
built with rebar3; it has turns that look like facts and are not planted.

Descriptions (written before the dialogue):
- weishengzhan: 蒋护士 does the chronic-disease follow-ups at 玉林社区卫生服务站 in Chengdu. ECGs go to
  the district hospital's PACS with storescu; the follow-up database is backed up with duplicity to the
  sub-district's NAS. Rules: inside a long account, blood pressure is taken twice five minutes apart and
  averaged; after a complaint, lab results go only to the patient, never to a family group chat.
  Proposals: the assistant's Bluetooth cuffs for home upload (turned down by a reason alone); the
  sub-district's idea of grid workers making the calls (voted down by the staff meeting, relayed by 刘医生);
  a pharma rep wants his drug's name in the follow-up SMS (polite no, smaller offer: unbranded posters);
  the assistant's overdue-first list is accepted. Numbers: 386 signed hypertension patients; 120 yuan a
  person a year. Identifiers: the platform's station code 510107-CHC-0023, SMS template SMS_298431756.
  Paths: /srv/ecg/outbox, /srv/suifang/suifang.sqlite. Failures: storescu's calling AE title not
  recognised (the PACS engineer is at a training in Beijing); duplicity's no space left on the NAS (a disk
  awaits the sub-district's purchase approval). Open: a per-building list of people not seen for three
  months (asked again later); whether medical insurance still pays the fee next year (the bureau hasn't
  answered); a later ask from 刘医生 to send the check-up booking SMS before the 20th.
- tuoguanban: 方老师 runs an after-school care class near a primary school in 洪山; a parent, 黄工, set up
  a Raspberry Pi at the door that scans pickup QR codes, on the landlord's Wi-Fi. Rules: inside a long
  account, anyone not registered who comes to pick up a child means a phone call to the parent first;
  after an allergy scare, no snack may contain peanuts. Proposals: the parents' group wants a live camera
  in the classroom (bluntly no); a franchise manager wants her to join his homework brand (put off, refused
  a round later); a mother wants care until eight in the evening, 方老师 counters with half past seven
  and dinner and the mother takes it; the assistant's daily homework note is accepted. Numbers: 1380 yuan
  a month; at most 28 children. Identifiers: SSID ChinaNet-Fang403, filing number HS-KH-2026-0158. Paths:
  /home/pi/jieban/scan.py, /var/lib/jieban/roster.csv. Failures: zbarcam can't open the camera (a new one
  is on order); nmcli wants the Wi-Fi secret (the landlord changed it and is travelling in Yunnan). Open:
  a monthly summary of this term's fees (asked again later); will the landlord renew next year (he
  doesn't answer); a later ask from the parents' committee to post the winter-class form before 1 月 10 号.
- anmo: 孟师傅, blind, runs a massage shop in 河西区, dictating by phone. A volunteer, 小屈, set up a
  FreeSWITCH booking line; the shop computer reads the day's list aloud with espeak-ng, set up by 郝工 of
  the disabled persons' federation. Rules: inside a long account, no pregnant women and nobody who has been
  drinking; after a dizzy old customer, nobody over seventy gets their neck cracked. Proposals: the
  assistant's Douyin group-buy deals (turned down by a reason alone); a gym owner wants two masseurs at his
  gym on weekends (put off, refused a round later); an HR wants staff cards at 40% off, through 孟's wife
  by text, 孟 counters with 15% off and a day's notice and HR agrees; the assistant's "next free slot"
  voice prompt is accepted. Numbers: 98 yuan an hour; 6 beds. Identifiers: the phone account
  8602258306127, the new masseur's certificate MY-120103-0087. Paths: the FreeSWITCH gateway XML,
  /home/meng/yuyue/today.txt. Failures: the gateway gets 403 Forbidden (the account is in 小屈's name and
  she is sitting an exam); espeak-ng's phontab is missing (only 郝工 has the sudo password, he is away).
  Open: balance lookup by keypad for member cards (asked again later); whether the federation's rent
  subsidy continues this year (no reply); a later ask to record the Spring Festival hours before 腊月二十五.
- ganxidian: 于姐 runs a dry cleaner in 铁西; clothes carry NFC tags read with an ACR122U; her son 于洋, at
  university in 大连, built a WeChat mini program. Rules: inside a long account, cashmere and silk are
  only hand-washed, never in the machine; after a lost ring, pockets are turned out in front of the
  customer. Proposals: the assistant's pick-up and delivery across the district (polite no, smaller offer:
  dropping off for old people in three buildings); a supplier's cheap bulk perchloroethylene (bluntly no);
  the assistant's self-service lockers in the lobby (voted down by the residents' committee, relayed by
  the property manager 小潘); the assistant's pick-up deadline on the receipt is accepted. Numbers: 45 yuan
  a down jacket; 12 kilograms a machine load. Identifiers: appid wx7c3e9a51d20f4b68, order
  HM20261207-0031. Paths: /home/yu/xiaochengxu, /srv/ganxi/orders.db. Failures: nfc-list can't set up the
  reader's USB interface (a new reader is on its way); the upload is refused for an IP not on the
  whitelist (only 于洋 can add it, he is in exams). Open: a list of clothes not collected for three
  months (asked again later); whether the new solvent-recovery standard applies next year (the
  environment bureau hasn't said); a later ask to enter the school's sixty uniforms before New Year's Day.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: an Erlang/Cowboy points service
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "积分服务编译不过，帮我瞅一眼。",
                ("我先编一下。", [
                    call("bash",
                         "===> Verifying dependencies...\n"
                         "===> Analyzing applications...\n"
                         "===> Compiling jifen\n"
                         "src/jifen_handler.erl:42:5: variable 'Req1' is unbound\n"
                         "src/jifen_handler.erl:38:5: Warning: variable 'Req0' is unused",
                         error=True, command="rebar3 compile"),
                ]),
                ("第 38 行把 cowboy_req:reply 的返回值绑成了 Req0，后面又用 Req1。统一成 Req1。", [
                    call("edit", "ok", path="apps/jifen/src/jifen_handler.erl",
                         old="Req0 = cowboy_req:reply(200, Headers, Body, Req),",
                         new="Req1 = cowboy_req:reply(200, Headers, Body, Req),"),
                    call("bash", "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling jifen",
                         command="rebar3 compile"),
                ]),
                "编过了，也没有警告了。",
            ),
            turn("行。以后变量名别这么乱起。", "好，我后面改 handler 都按 Req0、Req1、Req2 顺着往下编号。"),
        )
    if k == 1:
        return (
            turn(
                "单元测试红了一个，说积分算错了。",
                ("跑一下 eunit。", [
                    call("bash",
                         "===> Performing EUnit tests...\n"
                         "jifen_calc_tests: round_points_test...*failed*\n"
                         "in function jifen_calc_tests:'-round_points_test/0-fun-0-'/0 (test/jifen_calc_tests.erl, line 17)\n"
                         "**error:{assertEqual,[{module,jifen_calc_tests},{line,17},{expression,\"jifen_calc:points(11.9)\"},"
                         "{expected,11},{value,12}]}\n"
                         "=======================================================\n"
                         "  Failed: 1.  Skipped: 0.  Passed: 23.",
                         error=True, command="rebar3 eunit --module=jifen_calc_tests"),
                ]),
                ("jifen_calc:points/1 里用的是 round/1，四舍五入了；测试期望的是向下取整。换成 trunc/1。", [
                    call("edit", "ok", path="apps/jifen/src/jifen_calc.erl",
                         old="points(Amount) -> round(Amount).", new="points(Amount) -> trunc(Amount)."),
                    call("bash", "===> Performing EUnit tests...\n  All 24 tests passed.",
                         command="rebar3 eunit --module=jifen_calc_tests"),
                ]),
                "全过了。积分一律向下取整，一块九毛九也只算一分。",
            ),
        )
    if k == 2:
        return (
            turn(
                "加个查询接口，按会员号查积分。",
                ("在路由表里加一条，再写个 handler。", [
                    call("edit", "ok", path="apps/jifen/src/jifen_app.erl",
                         old='{"/api/health", jifen_health_h, []}',
                         new='{"/api/health", jifen_health_h, []},\n            {"/api/points/:member_id", jifen_points_h, []}'),
                    call("write", "ok", path="apps/jifen/src/jifen_points_h.erl",
                         content="-module(jifen_points_h).\n-export([init/2]).\n\ninit(Req0, State) ->\n"
                                 "    Id = cowboy_req:binding(member_id, Req0),\n"
                                 "    Body = jsx:encode(#{member => Id, points => jifen_store:get(Id)}),\n"
                                 "    Req = cowboy_req:reply(200, #{<<\"content-type\">> => <<\"application/json\">>}, Body, Req0),\n"
                                 "    {ok, Req, State}.\n"),
                    call("bash", '{"member":"A1002","points":340}',
                         command="rebar3 shell --eval 'application:ensure_all_started(jifen).' & sleep 3; "
                                 "curl -s localhost:8088/api/points/A1002"),
                ]),
                "通了，返回的是 JSON。要不要顺手加个限流，一个 IP 一秒最多查十次？",
            ),
            turn("先不用，就咱们自己用。", "好，不加。"),
        )
    if k == 3:
        return (
            turn(
                "dialyzer 跑一下，上回说有警告。",
                ("跑。", [
                    call("bash",
                         "===> Verifying dependencies...\n===> Analyzing applications...\n===> Dialyzer starting, this may take a while...\n"
                         "apps/jifen/src/jifen_store.erl\n"
                         "Line 29 Column 2: Invalid type specification for function jifen_store:get/1.\n"
                         " The success typing is jifen_store:get(binary()) -> 'undefined' | non_neg_integer()\n"
                         " But the spec is jifen_store:get(binary()) -> non_neg_integer()\n"
                         "===> Warnings occurred running dialyzer: 1",
                         error=True, command="rebar3 dialyzer"),
                ]),
                ("查不到会员的时候返回 undefined，spec 没写。改成查不到就返回 0，spec 不动。", [
                    call("edit", "ok", path="apps/jifen/src/jifen_store.erl",
                         old="[] -> undefined", new="[] -> 0"),
                    call("bash", "===> Dialyzer starting, this may take a while...\n===> Warnings occurred running dialyzer: 0",
                         command="rebar3 dialyzer"),
                ]),
                "干净了。",
            ),
        )
    if k == 4:
        return (
            turn(
                "打个正式的包，我要放到那台小服务器上。",
                ("用 prod 配置打 release。", [
                    call("read", path="config/sys.config",
                         result='[{jifen, [{port, 8088}, {request_timeout, 5000}]}].'),
                    call("edit", "ok", path="config/sys.config",
                         old="{request_timeout, 5000}", new="{request_timeout, 15000}"),
                    call("bash",
                         "===> Assembling release jifen-0.4.1...\n===> Release successfully assembled: _build/prod/rel/jifen\n"
                         "===> Building release tarball jifen-0.4.1.tar.gz...\n===> Tarball successfully created: "
                         "_build/prod/rel/jifen/jifen-0.4.1.tar.gz",
                         command="rebar3 as prod tar"),
                ]),
                "包在 _build/prod/rel/jifen/jifen-0.4.1.tar.gz。请求超时我顺便从 5 秒调到 15 秒了，那台机器慢。",
            ),
            turn("好，我自己拷过去。", "行，解压以后 bin/jifen daemon 就能起来。"),
        )
    return (
        turn(
            "集成测试那个兑换的用例挂了。",
            ("跑一下 common test。", [
                call("bash",
                     "===> Running Common Test suites...\n"
                     "%%% jifen_SUITE: init_per_suite...ok\n"
                     "%%% jifen_SUITE: redeem_case...FAILED\n"
                     "jifen_SUITE.erl:54 {badarg,[{ets,lookup,[jifen_points,<<\"A1002\">>],\n"
                     "    [{error_info,#{cause => #{1 => id},module => erl_stdlib_errors}}]}]}\n"
                     "Failed 1 tests. Passed 6 tests.",
                     error=True, command="rebar3 ct --suite=test/jifen_SUITE"),
            ]),
            ("ets 表是在 jifen_store 进程里建的，用例里那个进程没起，表不存在。在 init_per_suite 里先把应用起起来。", [
                call("edit", "ok", path="apps/jifen/test/jifen_SUITE.erl",
                     old="init_per_suite(Config) ->\n    Config.",
                     new="init_per_suite(Config) ->\n    {ok, _} = application:ensure_all_started(jifen),\n    Config."),
                call("bash", "===> Running Common Test suites...\nAll 7 tests passed.",
                     command="rebar3 ct --suite=test/jifen_SUITE"),
            ]),
            "都过了。",
        ),
    )


# ---------------------------------------------------------------- weishengzhan: a community health station
def _weishengzhan() -> Scripted:
    f = Builder()
    dup_out = (
        "Local and Remote metadata are synchronized, no sync needed.\n"
        "Last full backup date: Mon Dec  1 02:00:04 2026\n"
        "Reuse configured PASSPHRASE as SIGN_PASSPHRASE\n"
        "Attempt of put Nr. 1 failed. " + f("failure", "OSError: [Errno 28] No space left on device") + "\n"
        "Attempt of put Nr. 2 failed. OSError: [Errno 28] No space left on device\n"
        "Attempt of put Nr. 3 failed. OSError: [Errno 28] No space left on device\n"
        "Giving up after 3 attempts. BackendException: sftp put of "
        "duplicity-inc.20261201T020004Z.to.20261208T020003Z.vol1.difftar.gpg (as "
        "duplicity-inc.20261201T020004Z.to.20261208T020003Z.vol1.difftar.gpg) failed\n"
        "Cleanup of temporary directory /tmp/duplicity-3kq9_x8w-tempdir failed - this is probably a bug.\n"
        "Exiting with status 50"
    )
    r1 = (
        turn(
            "你好，我是玉林社区卫生服务站的蒋护士，管慢病随访的，站里电脑上的这些东西也是我在弄，其实我也不太懂。"
            "心电图机做完的图会导出到 " + f("path", "/srv/ecg/outbox") + "，然后每天下午传到区人民医院，那边的医生帮我们看，"
            "叫远程心电。这两天传不上去了，老人做完心电图等结果，我只能说明天再来。",
            ("我在那台机器上按平时的方式传一次看看。", [
                call("bash",
                     "I: checking input files ...\n"
                     "I: Requesting Association\n"
                     "F: Association Rejected:\n"
                     "F: Result: Rejected Permanent, Source: Service User\n"
                     "F: " + f("failure", "Reason: Calling AE Title Not Recognized") + "\n"
                     "F: Association Request Failed: 0006:0317 Peer aborted Association (or never connected)",
                     error=True,
                     command="cd /srv/ecg && " + f("command", "storescu -v +sd -aet YULINCHC -aec WHPACS 10.20.3.15 104 outbox/20261208")),
            ]),
            "不是网络的问题，医院的 PACS 连上了，但是它不认我们这边的 AE 名字 YULINCHC，直接拒了。一般是医院那边换了服务器或者"
            "重新配了白名单，得他们把我们重新登记进去。登记的时候他们会要咱们在区平台上的机构编码。",
        ),
        turn(
            "机构编码是 " + f("identifier", "510107-CHC-0023") + "，我贴在显示器边上的。医院管 PACS 的是邓工，我刚打电话，"
            "他说在北京培训，下周一才回来，别人不会弄。那就等他吧，这几天心电图先打印出来，让病人自己拿过去。",
            "好，远程心电先放着，等邓工回来登记。我把机构编码和被拒的原因记下来，到时候直接发给他。",
        ),
        turn(
            "那我顺便跟你讲讲我们随访是怎么做的，你后面帮我弄表格好有个数。我们站签约的" + f("number", "高血压患者 386 人") + "，"
            "大部分是七十岁往上的，住在玉林北路、芳草街那几个老院子里。每个月我和另外两个护士分着打电话，问吃药没有、头晕不晕，"
            "能走的就叫到站里来量。来了先坐着歇一会儿，别一进门就量，爬了楼梯的血压都高，" + f("constraint", "血压量两次，中间隔五分钟，取平均值")
            + "，记到随访本上，再录进电脑。刘医生说过好多次了，量一次就记的那种数不作数。哦对了，电脑那个数据库我也不知道叫啥，反正每天晚上会自己备份。",
            "明白了。那电脑上的随访表，最要紧的是每次两个读数和平均值，还有上次来是哪天。",
        ),
        turn(
            "对。你有没有什么办法，让那些老是不来的老人也能把血压报上来？",
            "有个办法是" + f("rejected", "发蓝牙血压计让老人在家自动上传") + "，量完手机上自动同步到站里的表，不用跑腿。",
        ),
        turn(
            "我们这片的老人一大半用的是老年机，连微信都没有，蓝牙配对更别说了。去年街道搞过一回，发了十台，三个月以后还在用的就剩一台，"
            "其他的不是没电了就是被孙子拿去玩了。",
            "懂了，那还是靠电话和上门。要不这样，随访表按“多少天没来了”排个序，超过九十天的标红，打电话的时候从最久没来的打起。",
        ),
        turn(
            "这个好，就这么弄。",
            ("我在随访表的导出视图里加上排序和标红。", [
                call("edit", "ok", path="/srv/suifang/views/overdue.sql",
                     old="ORDER BY name", new="ORDER BY days_since_last_visit DESC"),
            ]),
            "加好了，明天打开就是最久没来的排在最上面。",
        ),
    )
    r2 = (
        turn(
            "还有个事，电脑右下角老是弹一个框说备份失败，我截了个图也看不懂。",
            ("我手动跑一下它每天晚上那个备份。", [
                call("bash", dup_out, error=True,
                     command=f("command", "duplicity incremental /srv/suifang sftp://backup@192.168.10.8//volume1/chc_backup")),
            ]),
            "备份本身没坏，是街道那台 NAS 的盘满了，写不进去。随访的数据库是 " + f("path", "/srv/suifang/suifang.sqlite")
            + "，现在只在这台电脑上有一份，最近一周的都没备份出去。得在 NAS 上清点空间或者加块盘。",
        ),
        turn(
            "NAS 是街道的，管它的许老师说那台盘早就满了，去年就打了报告要买新硬盘，采购要主任签字，主任这个月都在区里开会。"
            "他说旧东西他不敢删，都是各个科室的。那就只能等了。",
            "好，备份先等街道的新硬盘。这期间我每天下班前把数据库拷一份到站里的 U 盘上，先顶着。",
        ),
        turn(
            "唉，跟你说个糟心事。上礼拜有个婆婆的血糖和肝功能化验单，小王护士图省事，拍了照发到她家那个家属群里，"
            "结果群里有她儿媳妇的娘家人，一下子都知道了。婆婆今天过来哭了一场，刘医生也被区里问了。所以以后"
            + f("constraint", "化验结果只发给本人，不发家属群") + "，本人不会用手机的，就打电话叫本人来拿。",
            "明白。以后随访表里发结果那一栏，我只留本人电话，家属那栏去掉。",
        ),
        turn(
            "还有，上个月街道办的人来开会，提了个想法，说随访电话太多我们打不过来，想" + f("rejected", "让网格员代打随访电话")
            + "，他们网格员反正天天在院子里转。",
            "你们站里怎么看？",
        ),
        turn(
            "刘医生刚在工作群里说了，昨天站务会上大家举手，没通过。说网格员不懂病，问不出东西，老人的病情也不能随便给外人知道。"
            "刘医生让我跟街道那边回个话，就说谢谢，电话还是我们自己打。",
            "好，那随访电话还是站里自己打，表格也不用给网格员开账号。",
        ),
    )
    r3 = (
        turn(
            "今天来了个药厂的代表，小周，挺会说的。他说每个月随访不是要给老人发短信提醒吃药吗，想" + f("rejected", "随访短信里带上他们家降压药的名字")
            + "，说可以给站里赞助一台新的血压计。",
            "这个你们怎么回他的？",
        ),
        turn(
            "我跟他说谢谢啊，但是这个真不行，药名不能进我们的短信，老人会以为是医生叫他换药。要不这样，他们要是愿意，出几张讲怎么按时吃药、"
            "怎么自己量血压的挂图，不印牌子的，我们挂在候诊区。他说回去问问。",
            "好。那短信模板还是保持现在这样，只提醒按时吃药、按时来量。",
        ),
        turn(
            "短信是用区里统一的那个平台发的，模板号是 " + f("identifier", "SMS_298431756") + "，改模板要重新报备，所以能不动就不动。"
            "对了，签约的事老人老问我，" + f("number", "每人每年 120 元") + "的签约服务费，医保报一部分，自己出一部分。",
            "记下了，模板不动。",
        ),
        turn(
            "你帮我弄个东西：" + f("pending", "按楼栋导出超过三个月没来量血压的名单") + "，我想让各个院子的楼长帮忙喊一喊。",
            "好，我从随访库里按楼栋分组导出来，一栋一张。手上这个排序弄完就做。",
        ),
        turn(
            "嗯。还有个事老人们天天问我，" + f("pending", "明年签约服务费医保还报不报") + "。我问了区医保局，说政策还没下来，让等通知，"
            "都两个礼拜了也没回我。",
            "这个只能等医保局的通知了，我先记着，有消息了再改宣传单上的说法。",
        ),
    )
    later = (
        (5, (
            turn(
                "上次说的那个按楼栋的名单，弄好了吗？楼长们在问了。",
                "还没弄完，还在单子上：按楼栋导出超过三个月没来量血压的名单。我今天先把芳草街那几栋出出来。",
            ),
        )),
        (10, (
            turn(
                "刘医生交代的，下个月要给六十五岁以上的老人做免费体检，他让" + f("pending", "20 号前把老人体检的预约短信发出去")
                + "，哪天哪个院子来，你帮我排一下。",
                "好，20 号前发出去。我先按院子排日子，排好给你看，确认了再发。",
            ),
        )),
    )
    return Scripted(
        name="fresh27-weishengzhan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh27=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- tuoguanban: an after-school care class
def _tuoguanban() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我姓方，在洪山这边开了个小学生托管班，就在学校对面楼上。门口有个扫码的小盒子，家长来接孩子扫一下二维码，"
            "电脑上就记一笔谁几点接走的。是班里一个孩子的爸爸黄工帮忙弄的，程序在 " + f("path", "/home/pi/jieban/scan.py")
            + " 这个位置，他跟我说的。今天一下午都扫不上，家长在门口排长队。",
            ("我先把扫码那部分单独起一下看看。", [
                call("bash",
                     "WARNING: zbar video in v4l2_probe_iomode():\n"
                     "    system error: unable to query video device: Inappropriate ioctl for device\n"
                     "ERROR: zbar processor in _zbar_processor_open():\n"
                     "    " + f("failure", "system error: opening video device '/dev/video0': No such file or directory"),
                     error=True,
                     command=f("command", "zbarcam --raw --prescale=640x480 /dev/video0")),
                call("bash", "Bus 001 Device 002: ID 2109:3431 VIA Labs, Inc. Hub\n"
                             "Bus 001 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub",
                     command="lsusb"),
            ]),
            "程序本身没报别的错，是摄像头根本没被认出来，USB 上找不到它。要么线松了，要么摄像头坏了。",
        ),
        turn(
            "我把线拔了又插，还是不行。黄工说那个摄像头是他家淘汰的，估计是坏了，他在京东下单了个新的，说礼拜四到。"
            "这几天就先用本子签字吧。",
            "好，扫码等新摄像头到了再弄。",
        ),
        turn(
            "我跟你说说我们每天怎么弄的。四点学校放学，我和另一个老师去校门口接，点好人数一起过马路上来。先吃点心，然后写作业，"
            "写完的可以看会儿书。家长六点到六点半来接，" + f("constraint", "没登记的人来接，一律先给家长打电话")
            + "，爷爷奶奶外公外婆也得登记过，哪怕孩子说认识也不行。上回就有个说是孩子舅舅的，我打电话一问，孩子妈妈根本不知道这回事。"
            "收费是" + f("number", "每月 1380 元") + "，含点心，不含晚饭。",
            "明白了。那接走记录最要紧的是谁接的、几点、是不是登记过的人。",
        ),
        turn(
            "对。你看还有啥能让家长省心的？",
            "可以每天孩子走的时候，给家长发一条很短的消息：今天作业写完没有、哪门没写完。家长晚上就不用再一个个问了。",
        ),
        turn(
            "这个好，家长肯定喜欢。就这么弄，先发到每个家长的微信上。",
            ("我先把名单和作业登记的格式定下来。", [
                call("edit", "ok", path="/home/pi/jieban/notice.py",
                     old="FIELDS = ['name', 'pickup_time']", new="FIELDS = ['name', 'pickup_time', 'homework_done', 'homework_left']"),
            ]),
            "格式加好了，老师在平板上勾一下写完没写完就行。",
        ),
    )
    r2 = (
        turn(
            "摄像头还没到，但是更麻烦的来了，那个小盒子连不上网了，平板上显示离线。",
            ("我看下它的网络连接。", [
                call("bash",
                     "Passwords or encryption keys are required to access the wireless network 'ChinaNet-Fang403'.\n"
                     "Warning: password for '802-11-wireless-security.psk' not given in 'passwd-file' and nmcli cannot ask without '--ask' option.\n"
                     + f("failure", "Error: Connection activation failed: Secrets were required, but not provided.") + "\n"
                     "Hint: use 'journalctl -xe NM_CONNECTION=5b1f0c7e-2d8a-4c1e-9a55-0f3e6c9d7b21 + NM_DEVICE=wlan0' to get more details.",
                     error=True,
                     command=f("command", "sudo nmcli connection up wlan-tuoguan")),
            ]),
            "它存的 Wi-Fi 密码不对了，路由器那边应该是改过密码。Wi-Fi 名字是 " + f("identifier", "ChinaNet-Fang403")
            + "，拿到新密码我就能连上。",
        ),
        turn(
            "网是房东的，我们用的是他的宽带，一个月给他五十块。他前两天说是有人蹭网就改了密码，然后人就去云南旅游了，"
            "我发微信他一直没回。算了，等他回来再说，登记先用本子。",
            "好，网络也等房东的新密码。",
        ),
        turn(
            "还有一件事，家长群里几个妈妈在说，想让我们" + f("rejected", "教室装摄像头给家长看直播") + "，说别的托管班都有。",
            "你想不想弄？",
        ),
        turn(
            "不装。孩子写作业被人盯着看什么样子，再说了，拍到别人家的孩子，出了事算谁的。",
            "好，不装。",
        ),
        turn(
            "说到这个我还得跟你说个事。前天有个新来的孩子对花生过敏，他妈妈登记表上写了，但是另一个老师买的小面包里有花生碎，"
            "孩子咬了一口嘴唇就肿了，吓死我了，赶紧打电话叫家长，还好没事。从那天起" + f("constraint", "所有点心都不能含花生")
            + "，买之前看配料表，不光是过敏那个孩子，全班都一样，免得分错了。",
            "明白。我在登记表里加一栏过敏，点心采购单上也加一行“配料无花生”让老师勾。",
        ),
        turn(
            "还有，今天有个什么辅导品牌的区域经理来找我，想让我" + f("rejected", "加盟他们那个作业辅导品牌")
            + "，说给统一的教材和招牌，还帮我招生。我说我想想，过两天回他。",
            "好，你考虑好了跟我说，要是加盟的话，接送和收费的东西可能都要换成他们的。",
        ),
    )
    r3 = (
        turn(
            "那个加盟的我想好了，不加。一年加盟费三万八，还得用他们的教材，他们的东西跟学校进度根本不一样，孩子回来两头学。"
            "我已经跟那个经理说了。",
            "好，那还是用咱们自己的这一套。",
        ),
        turn(
            "再跟你说个事。有个王女士，在光谷那边上班，老加班，她问能不能" + f("rejected", "托管延长到晚上八点") + "。",
            "你们那边晚上人手够吗？",
        ),
        turn(
            "八点不行，我们也要回家带自己孩子的。我跟她说最晚七点半，管一顿晚饭，晚饭一次十五块，她说行，下礼拜就开始。"
            "你帮我记一下，她家孩子是晚托，七点半，晚饭另算。",
            ("记到晚托名单上。", [
                call("edit", "ok", path=f("path", "/var/lib/jieban/roster.csv"), old="# wantuo",
                     new="# wantuo\n王女士家,晚托到19:30,晚饭15元/次"),
            ]),
            "记好了，名单在 /var/lib/jieban/roster.csv 里，晚托的单独一段。",
        ),
        turn(
            "对了，消防来检查过，说我们这个面积" + f("number", "最多 28 个孩子") + "，现在是二十五个，再来也就只能收三个了。"
            "我们的备案号是 " + f("identifier", "HS-KH-2026-0158") + "，以后招生简章上要印这个。",
            "记下了，招生简章上加备案号，名额还剩三个。",
        ),
        turn(
            "还有，你帮我" + f("pending", "把这学期的缴费记录按月汇总") + "一下，有几个家长说交了我这边没记上，我得对一对。",
            "好，我从缴费登记里按月、按孩子汇总一张表出来，先弄完晚托名单就做。",
        ),
        turn(
            "嗯。其实我最担心的是房子，租约明年三月到期，" + f("pending", "房东明年续不续租") + "也不说，问他就回个“再说”，"
            "现在人在云南连微信都不回。",
            "这个只能等房东回话了，我先记着，到时候看要不要提前找别的地方。",
        ),
    )
    later = (
        (5, (
            turn(
                "缴费那个汇总好了没有？今天又有个家长来问了。",
                "还没好，还在单子上：把这学期的缴费记录按月汇总。今天就先把九月、十月的出出来给你对。",
            ),
        )),
        (10, (
            turn(
                "家委会的陈妈妈刚找我，说寒假班要早点定人数，让我" + f("pending", "1 月 10 号前把寒假班报名表发到家长群")
                + "，要写清楚每天几点到几点、多少钱。",
                "好，1 月 10 号前发。钱数和时间你定了告诉我，我把表做好先给你看。",
            ),
        )),
    )
    return Scripted(
        name="fresh27-tuoguanban", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh27=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- anmo: a blind massage shop
def _anmo() -> Scripted:
    f = Builder()
    fs_out = (
        "=================================================================================================\n"
        "Name    \texternal::telecom_gw\n"
        "Scheme  \tDigest\n"
        "Realm   \ttj.ctcims.cn\n"
        "Username\t8602258306127\n"
        "Password\tyes\n"
        "From    \t<sip:8602258306127@tj.ctcims.cn>\n"
        "Proxy   \tsip:tj.ctcims.cn\n"
        "Context \tpublic\n"
        "Expires \t3600\n"
        "State   \tFAIL_WAIT\n"
        "Status  \tDOWN\n"
        "CallsIN \t0\n"
        "CallsOUT\t0\n"
        "=================================================================================================\n"
        "2026-12-09 08:59:41.220413 [NOTICE] sofia_reg.c:438 Registering telecom_gw\n"
        "2026-12-09 08:59:41.301876 [WARNING] sofia_reg.c:2864 "
        + f("failure", "telecom_gw Failed Registration with status 403 Forbidden") + " [freeswitch: 1]. failure #12\n"
        "2026-12-09 08:59:41.301901 [NOTICE] sofia_reg.c:3091 telecom_gw Failed Registration [403], setting retry to 30 seconds.\n"
        "2026-12-09 09:00:11.302557 [NOTICE] sofia_reg.c:438 Registering telecom_gw"
    )
    r1 = (
        turn(
            "你好 我是河西区孟记按摩的孟师傅 我眼睛看不见 这是用手机语音打的字 有错字你别见怪。店里那个预约电话 是盲协的志愿者小屈帮我弄的 "
            "客人打进来 机器会说话 按一就预约。这两天客人都说打不通 一直是忙音 你帮我看看咋回事",
            ("我先看一下电话那台机器跟电信的连接状态。", [
                call("bash", fs_out, error=True,
                     command=f("command", "fs_cli -x 'sofia status gateway telecom_gw'")
                     + " && grep telecom_gw /var/log/freeswitch/freeswitch.log | tail -n 4"),
                call("read", path=f("path", "/etc/freeswitch/sip_profiles/external/telecom.xml"),
                     result='<include>\n  <gateway name="telecom_gw">\n    <param name="username" value="8602258306127"/>\n'
                            '    <param name="realm" value="tj.ctcims.cn"/>\n    <param name="register" value="true"/>\n'
                            '  </gateway>\n</include>'),
            ]),
            "机器本身是好的，问题在电信那边：它每次去电信登记，电信都回 403，就是不让这个账号登上。配置文件 "
            "/etc/freeswitch/sip_profiles/external/telecom.xml 里的账号是 " + f("identifier", "8602258306127")
            + "，密码也没动过。一般是电信把账号停了，比如欠费或者实名认证过期。",
        ),
        turn(
            "话费是我老伴上个月刚交的 不欠费。那就是实名的事了 我让老伴去营业厅问了 营业厅说要账户本人带身份证去 账户是小屈的名字 "
            "她在考研 下礼拜考完才能去。那就等她吧 这几天客人打我手机",
            "好，电话预约先等小屈考完去营业厅。",
        ),
        turn(
            "我给你说说我们店 你心里有数。店里" + f("number", "6 张床") + " 四个师傅 都是盲人 有两个是全盲 两个能看见一点光。"
            "全身推拿" + f("number", "一个钟 98 元") + " 足疗便宜点。客人来了先问哪儿不舒服 有没有高血压 有没有骨折过 "
            + f("constraint", "孕妇不接，喝了酒的也不接") + " 这是我师父那辈就定下的 出了事说不清。"
            "预约最好提前打电话 不然周末来了没床得等",
            "明白了。那预约电话最要紧的是让客人知道什么时候有空床，别白跑。",
        ),
        turn(
            "对 你有啥办法让生意好点 这条街新开了两家",
            "可以" + f("rejected", "上抖音团购套餐") + "，附近的人刷到了就能直接买券过来，年轻人多半这么找店。",
        ),
        turn(
            "团购那个我打听过 隔壁那家上了 一张券三十九块一个钟 师傅一个钟提成就四十 他们是倒贴钱 干了半年师傅跑了俩。"
            "我们这儿主要是老客 住附近的 一来十几年了",
            "明白了，老客是根本。换个思路：电话预约的时候，机器先报一句“最近的空床是几点”，客人不用按一堆键去试。",
        ),
        turn(
            "这个好 老客打电话最烦一个个试 就这么弄",
            ("我把报空床的那一段先写进拨号计划里，等线路恢复就能用。", [
                call("edit", "ok", path="/etc/freeswitch/dialplan/public/yuyue.xml",
                     old='<action application="playback" data="yuyue/welcome.wav"/>',
                     new='<action application="playback" data="yuyue/welcome.wav"/>\n'
                         '        <action application="lua" data="next_free_slot.lua"/>'),
            ]),
            "写好了，电话一接通先报最近的空床时间。",
        ),
    )
    r2 = (
        turn(
            "还有个事 店里那台电脑 以前每天早上会把今天的预约念一遍 谁几点来 哪个师傅 我们听着就知道。从前天开始不念了 "
            "我用读屏也不出声 所以才用手机跟你说话",
            ("我在那台电脑上手动念一下今天的单子看看。", [
                call("bash",
                     f("failure", "Error processing file '/usr/lib/x86_64-linux-gnu/espeak-ng-data/phontab': No such file or directory."),
                     error=True,
                     command="cd /home/meng/yuyue && " + f("command", "espeak-ng -v cmn -s 150 -f today.txt")),
                call("bash", "rc  espeak-ng-data:amd64  1.51+dfsg-10  amd64  formant-based speech synthesizer: data files",
                     command="dpkg -l | grep espeak-ng-data"),
            ]),
            "它找不到 phontab 这个文件，就是念字用的语音数据包被卸掉了，只剩个空壳，多半是系统前几天自动更新的时候弄坏的。预约单 "
            + f("path", "/home/meng/yuyue/today.txt") + " 是好好的，只是念不出来。读屏用的也是这个，所以一起哑了。重装这个包要管理员密码。",
        ),
        turn(
            "电脑是区残联的郝工给装的 密码就他知道 我们谁也不知道。他去北京出差了 说下礼拜回来。那就先这样 早上我让能看见点光的小刘师傅看屏幕给大家念",
            "好，念单子等郝工回来重装。",
        ),
        turn(
            "跟你说个事 上礼拜有个老爷子 七十四了 颈椎不好 新来的师傅给他扳了一下脖子 当时就头晕 坐了半个钟才缓过来 吓得我够呛。"
            "以后" + f("constraint", "七十岁以上的不扳脖子") + " 只能揉 我已经跟每个师傅都说了",
            "明白。预约单上我给七十岁以上的客人名字后面加个记号，念单子的时候会一起念出来。",
        ),
        turn(
            "还有 斜对面新开的健身房 老板姓蔡 今天过来说 想让我" + f("rejected", "周末派两个师傅去健身房驻场") + " 给练完的会员放松 按次给钱。"
            "我说我跟师傅们商量商量 过两天给他回话",
            "好，你们商量完跟我说，要去的话周末预约那边得少排两个师傅。",
        ),
    )
    r3 = (
        turn(
            "健身房那个商量完了 不去。师傅们看不见 去个生地方 上下楼找厕所都费劲 那边地上还都是哑铃。再说周末正是店里最忙的时候。"
            "我今天给蔡老板回了",
            "好，周末的师傅照常排在店里。",
        ),
        turn(
            "我老伴刚才念短信给我听 有个物流公司的人事 说想给员工办按摩卡 想要" + f("rejected", "员工按摩卡打六折") + " 说一次办五十张",
            "六折的话一个钟不到六十块，师傅提成就不够了。你打算怎么回？",
        ),
        turn(
            "我让老伴回她 六折不行 最多八五折 而且来之前得提前一天打电话 不能一下来一车人。人事刚回短信说行 下礼拜来签。"
            "你帮我记上 五十张 八五折 提前一天约",
            ("记到团体客户那张表里。", [
                call("edit", "ok", path="/home/meng/yuyue/tuanti.csv", old="# end",
                     new="物流公司,员工卡50张,八五折,需提前一天预约\n# end"),
            ]),
            "记好了。",
        ),
        turn(
            "对了 新来的那个师傅姓于 他的按摩师证号是 " + f("identifier", "MY-120103-0087") + " 残联要报补贴得用 你帮我记着。"
            "还有 老客老问我卡里还剩多少钱 我想弄个" + f("pending", "会员卡余额能在电话里按键查") + " 按个几就念出来",
            "记下证号了。余额查询我来做：电话里按三，输卡号，机器念余额。等线路恢复了一起测。",
        ),
        turn(
            "好。还有个心事 残联以前每年给我们这种店补一部分房租 今年到现在也没信儿 " + f("pending", "区残联今年的房租补贴还发不发")
            + " 我打了两次电话 说领导还没定",
            "这个只能等残联定下来了，我先记着，有消息你告诉我。",
        ),
    )
    later = (
        (5, (
            turn(
                "那个电话里查余额的 弄上了没",
                "还没弄上，还在单子上：会员卡余额能在电话里按键查。电信线路还没恢复，我先把念余额那段写好，线路一通就能测。",
            ),
        )),
        (10, (
            turn(
                "小屈刚打电话 说考完了 过两天去营业厅。她还说 让我" + f("pending", "腊月二十五前把春节营业时间录进电话语音")
                + " 不然过年客人打来不知道我们哪天开门。时间是初一到初五歇 初六开",
                "好，腊月二十五前录进去：初一到初五休息，初六开门。我先把那段语音的字写好，你听着没问题再录。",
            ),
        )),
    )
    return Scripted(
        name="fresh27-anmo", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh27=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- ganxidian: a neighbourhood dry cleaner
def _ganxidian() -> Scripted:
    f = Builder()
    upload_out = long_log(
        46, "ganxidian-uniapp",
        " DONE  Build complete.\n"
        "[upload] appid wx7c3e9a51d20f4b68, version 1.3.0, robot 1, desc: 取衣提醒\n"
        "[upload] compiling ... done\n"
        "Error: {\"errCode\":-10008,\"errMsg\":\"" + f("failure", "invalid ip: 175.167.32.118")
        + ", reference: https://developers.weixin.qq.com/miniprogram/dev/devtools/ci.html\"}\n"
        "    at upload (/home/yu/xiaochengxu/node_modules/miniprogram-ci/dist/ci/upload.js:1:4127)",
    )
    r1 = (
        turn(
            "你好，我是铁西红梅干洗店的于姐。我们店收衣服的时候，每件都别一个小扣子，叫啥 NFC 的，在电脑旁边那个读卡的小盒子上一碰，"
            "就知道是谁家的衣服、啥时候收的。今天早上开始碰了没反应，我光靠手写小票，一上午写得手都酸了。",
            ("我先看看电脑能不能认到那个读卡器。", [
                call("bash",
                     "nfc-list uses libnfc 1.8.0\n"
                     "debug\tlibnfc.general\tlog_level is set to 3\n"
                     "debug\tlibnfc.driver.acr122_usb\tdevice found: Bus 003 Device 007 Name ACS ACR122\n"
                     "error\tlibnfc.driver.acr122_usb\t" + f("failure", "Unable to set alternate setting on USB interface (Connection timed out)") + "\n"
                     "nfc-list: ERROR: Unable to open NFC device: acr122_usb:003:007",
                     error=True, command=f("command", "nfc-list -v")),
            ]),
            "电脑能看到读卡器插着，但是跟它说话它不回应，超时了。这种多半是读卡器本身或者线坏了，换个 USB 口也可以试一下。",
        ),
        turn(
            "换了口也不行。那个线被我们家猫咬过，估计是里面断了。我在淘宝又买了一个一样的，卖家说礼拜五到。那就先手写吧。",
            "好，读卡器等新的到了再接。到了插上以后我先跑一遍 nfc-list -v，能认出来再把这几天手写的单子补录进去。",
        ),
        turn(
            "我跟你说说我们店里的规矩，你帮我弄系统的时候有个数。收衣服先看面料，普通的进干洗机，"
            + f("constraint", "羊绒真丝一律手洗，不进机器") + "，上回有个小工图省事扔进去了，一件两千多的羊绒大衣缩成童装，我赔了一半。"
            "价钱嘛，" + f("number", "羽绒服一件 45 元") + "，大衣六十，西服套装五十。机器是意大利的二手货，"
            + f("number", "一次最多装 12 公斤") + "，装多了洗不干净还费溶剂。",
            "明白了。那收衣的时候，系统最好按面料分开，羊绒真丝的单子直接标成手洗。",
        ),
        turn(
            "对。你看还能怎么弄，让客人不老打电话问洗好没？",
            "可以在小票上直接印“最晚取衣日期”，比如收衣后三十天，客人心里有数，到日子不来我们也好提醒。",
        ),
        turn(
            "这个行，加上。",
            ("我在小票模板里加一行。", [
                call("edit", "ok", path="/srv/ganxi/templates/receipt.txt",
                     old="收衣日期：{received}", new="收衣日期：{received}\n最晚取衣：{received_plus_30}"),
            ]),
            "加好了，明天打出来的小票就有了。",
        ),
    )
    r2 = (
        turn(
            "我儿子于洋给我们做了个小程序，客人能在手机上看衣服洗好没有。他让我学着把新版本传上去，说照着他写的单子敲命令就行，"
            "代码在 " + f("path", "/home/yu/xiaochengxu") + "。我敲了，一大串字，最后好像是红的。",
            ("我照他的步骤跑一遍。", [
                call("bash", upload_out, error=True,
                     command="cd /home/yu/xiaochengxu && npm run build:mp-weixin && " + f("command", "node scripts/upload.js --robot 1")),
            ]),
            "程序编译没问题，是上传那一步被微信拒了：小程序 " + f("identifier", "wx7c3e9a51d20f4b68")
            + " 只允许从登记过的 IP 上传，咱们店里宽带的 IP 变了，不在白名单里。得有管理员在微信公众平台后台把新 IP 加上。",
        ),
        turn(
            "管理员就是于洋，得他扫码。他在大连上大学，这两个礼拜期末考试，我不想这时候烦他，等他考完吧。",
            "好，小程序上传等于洋考完加白名单。",
        ),
        turn(
            "唉，还有个事，说起来我就来气。上礼拜有个大姐来取大衣，说兜里有个金戒指没了，那件大衣是小宋收的，单号 "
            + f("identifier", "HM20261207-0031") + "，收的时候根本没翻兜。最后戒指在洗衣机滤网里找着了，还好。从那以后"
            + f("constraint", "收衣服必须当着客人的面翻兜") + "，翻出来的东西当场还给客人，小票上写一句“已翻兜”。",
            "明白。我在小票模板里加一行“已翻兜”，收衣的时候勾上才能打印。",
        ),
        turn(
            "还有，好多上班的客人说我晚上七点关门，他们下班赶不上，衣服送不来也取不走。你有啥主意？",
            "可以" + f("rejected", "在小区大堂放自助收衣柜") + "，客人下班把衣服扔进柜子，洗好了再放回去，扫码开柜，不用碰上店里开门。",
        ),
        turn(
            "听着挺好，但大堂是物业管的，我去问问物业的小潘。……问了，她说这种事得业委会同意，她去提。",
            "好，等业委会的意见。",
        ),
        turn(
            "小潘刚给我发微信了，说业委会昨天开会表决，没通过，说大堂地方小，放快递柜已经挤了，再放一个消防不让。那就算了。",
            "好，那自助柜就不弄了，还是到店里收。",
        ),
    )
    r3 = (
        turn(
            "今天有个卖溶剂的业务员又来了，第三回了，非要我" + f("rejected", "换他们家的散装四氯乙烯") + "，说比我现在用的便宜三分之一。",
            "你现在用的是厂家原装桶的吧？",
        ),
        turn(
            "不换。散装的来路不明，洗坏了衣服我找谁去。我让他别再来了。",
            "好，溶剂照旧用原来的。",
        ),
        turn(
            "对了，有几个老客问我能不能上门来收衣服，说别的店都有。",
            "可以考虑做" + f("rejected", "全铁西区上门取送") + "，客人在小程序上下单，约个时间上门收，洗好了再送回去，收一点跑腿费。",
        ),
        turn(
            "谢谢你想着，但是真弄不了，店里就我和小宋俩人，我出去送衣服店就得关门。这样吧，咱们这个小区里三栋楼的老人，"
            "腿脚不好的，我晚上关门以后顺路给送一下，别的就算了。",
            "好，那就只做本小区三栋楼老人的顺路送，我在系统里给这些客人加个“送”字标记。",
        ),
        turn(
            "还有，你帮我" + f("pending", "把超过三个月没取的衣服列个单子") + "，店里架子上堆满了，我要一个个打电话叫他们来取。"
            "数据都在 " + f("path", "/srv/ganxi/orders.db") + " 里，于洋说的。",
            "好，我从订单库里把收衣超过九十天还没取的挑出来，按电话号码排好。先把顺路送的标记加完就做。",
        ),
        turn(
            "嗯。还有个事我一直闹心，听说环保要出个新标准，干洗机的溶剂都得回收，"
            + f("pending", "溶剂回收那个新国标明年执不执行") + "，执行的话我这台二手机器就得换。我打电话问区环保局，说还没接到文件。",
            "这个只能等环保局的文件了，我先记着，有消息了再算换机器的账。",
        ),
    )
    later = (
        (5, (
            turn(
                "那个三个月没取的衣服单子呢？架子真放不下了。",
                "还没弄完，还在单子上：把超过三个月没取的衣服列个单子。我今天先把最早那批收的挑出来给你。",
            ),
        )),
        (10, (
            turn(
                "铁西二中的后勤主任刚来了，说学生的校服要统一洗，让我" + f("pending", "元旦前把二中那六十套校服的单子录进系统")
                + "，他们要按班级对账。",
                "好，元旦前录进去，按班级分开。你把他们的班级名单拍给我，我来建单子。",
            ),
        )),
    )
    return Scripted(
        name="fresh27-ganxidian", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh27=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_weishengzhan(), _tuoguanban(), _anmo(), _ganxidian())
