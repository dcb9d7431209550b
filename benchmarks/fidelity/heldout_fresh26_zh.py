"""Twenty-sixth fresh held-out set (Chinese): written blind, against the twenty-fourth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. The English half is written separately, in
``heldout_fresh26.py``.

Domains (transport and logistics, grepped unused with ``grep -il``): a county bus station in 太和 (Anhui),
a family-run Yangtze bulk-cargo boat out of 芜湖, a container-truck fleet at 北仑 (Ningbo), a removals
company in 贵阳. Proposals come from the assistant, a parcel company's area manager (by text), a bus-line
owner (his request decided by the county transport office, relayed by the ticket clerk), a sand-yard
owner (by phone), a crewman's uncle at a shipyard, a freight forwarder (by e-mail), the husband (his idea
decided against by the partners, relayed by WeChat), a housing estate's property manager and a customer
(through the front-desk girl). Failures are multi-line blocks from Traccar, gammu-smsd, gpsd, SocketCAN
(candump and the mcp251x driver), OSRM in docker compose, Asterisk PJSIP, wkhtmltopdf and Odoo; each left
unresolved for a reason given. Routine work (``routine_crystal_zh``) is this file's own: a small Crystal /
Kemal repair-ticket service; it has turns that look like facts and are not planted.

Descriptions:
- keyunzhan: 孟站长 runs the old second-class bus station of 太和县; the only IT man, 小葛, is away at a
  training course in 合肥. Rules: inside a long account of the station, tickets are sold only up to the
  bus's rated seats, never standing; after a bus with a bald tyre left without its check sheet signed and
  blew a tyre, no bus leaves without the signed daily check sheet. Proposals: the assistant's self-service
  ticket machines in place of two windows (turned down by a reason alone: the passengers are old people);
  a parcel company wants the whole east end of the waiting hall for sorting, 孟站长 counters with two
  lockers at the door and the company agrees; bus-line owner 老刘's 8 p.m. night bus to 阜阳 is voted down
  by the county transport office, relayed by the clerk 王姐; the assistant's SMS to passengers of a late
  bus is accepted. Numbers: a little over 140 departures a day; 18 yuan to 阜阳. Identifiers: the plate
  皖K52T87 and its GPS terminal's IMEI. Paths: traccar.xml, /etc/gammu-smsdrc. Commands: tail of the
  tracker-server log, restarting gammu-smsd. Failures: Traccar can't bind port 5023 (the ticket vendor's
  face-check gateway holds it; wait for the vendor's engineer), gammu-smsd finds no modem (locked in the
  IT room, 小葛 has the key, and the SIM is in arrears). Open: last month's on-time rate per line (asked
  again later); whether the feeder line to the 阜阳西 high-speed station gets approved (nobody knows); a
  later ask from the county transport bureau for the Qingming extra-bus plan before 20 March.
- huochuan: 刘晓燕 keeps the books ashore for her father 刘长水's 1,800-ton bulk boat; her cousin 阿斌
  wired an industrial PC on board with GPS/AIS and a CAN reader on the main engine. Rules: inside a long
  account, no overtaking in bridge zones; after the deckhand 小韦 nearly went overboard, life jackets on
  deck at all times. Proposals: the assistant's online freight platform (put off to ask the father, refused
  a round later); the sand-yard owner 老潘 wants 300 tons over the load line (bluntly no); 小韦's uncle at a
  shipyard proposes an LNG dual-fuel refit (polite no, a fuel meter first instead); the assistant's boat
  position to the family chat every four hours is accepted. Numbers: 4.1 m draught laden; 26 yuan a ton.
  Identifiers: the boat's name 皖无为货1869 and its MMSI. Paths: /etc/default/gpsd, the CAN logging
  script. Commands: gpsd in the foreground, candump on can0. Failures: gpsd can't open /dev/ttyUSB0 (the
  USB-serial lead got wet; a new one is posted to 南通), the MCP2515 CAN board doesn't answer (in the
  engine room, only reachable when the engine is stopped at the 江阴 anchorage).
  Open: a fuel-against-freight table for each trip this half-year (asked again); whether a laden boat can
  pass 南京 in this year's low-water season (the waterway bureau hasn't published depths); a later ask to
  put the certificate scans in order before the 10 April survey.
- jika: 陈姐 runs an 18-truck container fleet at 北仑 with the dispatcher 阿强 and her husband 老吴; the
  freelancer 小蒋 (now in Vietnam) set up OSRM and an Asterisk phone system. Rules: inside a long account,
  a driver rests twenty minutes after four hours at the wheel; after a wrong container was picked up, the
  box number is photographed and checked in the group before leaving the yard. Proposals: the assistant's
  fatigue cameras on all eighteen trucks (polite no, three night trucks instead); the forwarder 张总 asks by
  e-mail for 90-day payment, 陈姐 counters with 45 and he agrees; 老吴's battery-swap trucks on a loan,
  voted down by the partners and relayed by 老吴 on WeChat; the assistant's automatic dispatch call is
  accepted. Numbers: 1,600 yuan a trip to 义乌; 2.3 yuan fuel money a km. Identifiers: the truck 浙BF6372,
  the box MSKU7391054. Failures: OSRM's partition file broken after a power cut (the map file is on 小蒋's
  laptop), the telecom SIP trunk answers 403 (the line is in 老吴's name, he must go in person). Open: each
  driver's March trips and kilometres (asked again); when the 梅山 terminal's booking system goes live
  (nobody knows); a later ask from 张总 for the first-quarter statement by next Friday.
- banjia: 谭老板 runs 谭师傅搬家 in 贵阳 with six vans; quotes are HTML turned into PDF by wkhtmltopdf and
  orders live in Odoo with a quote add-on written by the contractor 小邓. Rules: inside a long account,
  cash and jewellery are always left to the customer to carry; after a scratched rosewood sofa, rosewood
  is wrapped in three layers of bubble film first. Proposals: the assistant's Douyin ads (reason alone: tried
  last year, no orders); a property manager's exclusive deal with a tenth back on every job (put off, refused
  a round later); a customer asks to pay at month end (bluntly no); the assistant's evening-before SMS
  checklist is accepted. Numbers: 380 yuan starting price; 20 yuan a floor without a lift. Identifiers: the
  order GYBJ-0314-027, the van 贵AD73915. Failures: wkhtmltopdf can't resolve the old website's host (the
  domain is in the ex-partner 老罗's name, he hasn't replied), the Odoo upgrade fails on a field missing
  from the model (小邓 is on honeymoon with the code on his laptop). Open: last year's orders by estate and
  district (asked again); whether the road by the metro works at 花果园 stays half-closed after June (the
  traffic police don't know yet); a later ask from 宏远公司 for an office-move quote before May Day.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Crystal / Kemal ticket service
def routine_crystal_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "报修单那个小服务编译不过了，帮我看一眼。",
                ("我先编译看看。", [
                    call("bash",
                         "Showing last frame. Use --error-trace for full trace.\n\n"
                         "In src/handlers/tickets.cr:42:35\n\n"
                         " 42 | env.response.print ticket.status.to_s\n"
                         "                                    ^-----\n"
                         "Error: undefined method 'status' for Ticket",
                         error=True, command="shards build gongdan"),
                ]),
                ("模型里字段前两天改名叫 state 了，handler 还在用旧名字。我把这里改过来。", [
                    call("edit", "ok", path="src/handlers/tickets.cr",
                         old="ticket.status.to_s", new="ticket.state.to_s"),
                    call("bash", "Dependencies are satisfied\nBuilding: gongdan", command="shards build gongdan"),
                ]),
                "编译过了。以后改模型字段名，记得全局搜一下再提交。",
            ),
        )
    if k == 1:
        return (
            turn(
                "报修单加个备注字段吧，最多三百字就够了。",
                ("我加个迁移。", [
                    call("write", "ok", path="db/migrations/20260305101540_add_note_to_tickets.sql",
                         content="-- +micrate Up\nALTER TABLE tickets ADD COLUMN note TEXT;\n\n"
                                 "-- +micrate Down\nALTER TABLE tickets DROP COLUMN note;\n"),
                    call("bash", "Migrating db, current version: 20260301093012, target: 20260305101540\n"
                                 "OK   20260305101540_add_note_to_tickets.sql",
                         command="bin/micrate up"),
                ]),
                "字段加上了，长度在模型的校验里限制成三百字。要不要在表单上显示还剩多少字？",
            ),
            turn("加上吧，省得有人写一大篇。", "加好了，输入框右下角会显示剩余字数。"),
        )
    if k == 2:
        return (
            turn(
                "跑测试有一个红的。",
                ("我跑一下。", [
                    call("bash",
                         "F.......\n\nFailures:\n\n"
                         "  1) Ticket closes after the requester confirms\n"
                         "     Failure/Error: ticket.closed?.should be_true\n\n"
                         "       Expected: true\n            got: false\n\n"
                         "     # spec/ticket_spec.cr:18\n\n"
                         "Finished in 4.21 milliseconds\n8 examples, 1 failures, 0 errors, 0 pending",
                         error=True, command="crystal spec"),
                ]),
                ("confirm 方法里只改了内存里的状态，没调 save。补上。", [
                    call("edit", "ok", path="src/models/ticket.cr",
                         old="@state = \"closed\"", new="@state = \"closed\"\n    save"),
                    call("bash", "........\n\nFinished in 4.05 milliseconds\n8 examples, 0 failures, 0 errors, 0 pending",
                         command="crystal spec"),
                ]),
                "全绿了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "手机上打开 /tickets/ 是 404，电脑上好好的。",
                ("我看下路由。", [
                    call("read", path="src/routes.cr",
                         result='get "/tickets" do |env|\n  Handlers::Tickets.index(env)\nend'),
                ]),
                "手机浏览器的收藏里多了个结尾斜杠，Kemal 不会自动把 /tickets/ 当成 /tickets。我加个中间件把结尾斜杠去掉再匹配。"
                "建议以后路由统一不带结尾斜杠。",
            ),
            turn("行，照你说的来。", ("加好了。", [call("bash", "........\n\n8 examples, 0 failures, 0 errors, 0 pending",
                                                 command="crystal spec")]),
                 "测试也过了。"),
        )
    if k == 4:
        return (
            turn(
                "kemal 有个小版本更新，升一下？",
                ("只升这一个。", [
                    call("bash", "Resolving dependencies\nFetching https://github.com/kemalcr/kemal.git\n"
                                 "Using radix (0.4.1)\nUsing backtracer (1.2.2)\nUsing exception_page (0.4.1)\n"
                                 "Installing kemal (1.5.1)\nWriting shard.lock",
                         command="shards update kemal"),
                    call("bash", "Dependencies are satisfied\nBuilding: gongdan", command="shards build gongdan"),
                ]),
                "升到 1.5.1 了，编译正常。我建议 shard.yml 里把版本写成 ~> 1.5.1，shard.lock 也一起提交进仓库，换机器装出来的都一样。",
            ),
            turn("好，就这么办。", "改好了，shard.lock 也加进提交里了。"),
        )
    return (
        turn(
            "月初导出报修汇总的时候程序崩了。",
            ("我看看日志。", [
                call("bash",
                     "Unhandled exception: Error opening file with mode 'w': "
                     "'/var/lib/gongdan/export/2026-03.csv': No such file or directory (File::NotFoundError)\n"
                     "  from /usr/share/crystal/src/crystal/system/unix/file.cr:12:7 in 'open'\n"
                     "  from src/export.cr:27:5 in 'monthly'",
                     error=True, command="journalctl -u gongdan --since today --no-pager | tail -n 20"),
            ]),
            ("导出目录在新机器上没建。写文件前先 Dir.mkdir_p 一下，目录不存在就自己建。", [
                call("edit", "ok", path="src/export.cr",
                     old="File.open(path, \"w\") do |io|",
                     new="Dir.mkdir_p(File.dirname(path))\n    File.open(path, \"w\") do |io|"),
            ]),
            "改好了，重新部署了。这个月的汇总也补导出来了，一共九十七张单子。",
        ),
    )


# ---------------------------------------------------------------- keyunzhan
def _traccar_log(f: Builder) -> str:
    lines = []
    for i in range(36):
        sec = (i * 7) % 60
        lines.append(
            f"2026-03-09 05:{40 + i // 3:02d}:{sec:02d}  INFO: [T{(0x3a1f00 + i * 97):08x}: gt06 < 10.20.{i % 4}.{11 + i}] "
            f"id: 8621060{(51000000 + i * 7919) % 100000000:08d}, time: 2026-03-09 05:{40 + i // 3:02d}:{sec:02d}, "
            f"lat: 33.{16000 + i * 37:05d}, lon: 115.{62000 + i * 53:05d}, speed: {(i * 3) % 47:.1f}, course: {(i * 29) % 360:.1f}")
    lines += [
        "2026-03-09 05:52:17  WARN: Connection reset - IOException (...)",
        "2026-03-09 06:12:40  INFO: Version: 5.12",
        "2026-03-09 06:12:40  INFO: Operating system name: Linux version: 5.15.0-97-generic architecture: amd64",
        "2026-03-09 06:12:41  INFO: Java runtime name: OpenJDK 64-Bit Server VM vendor: Ubuntu version: 17.0.10+7-Ubuntu-122.04.1",
        "2026-03-09 06:12:41  INFO: Memory limit heap: 1964mb non-heap: 0mb",
        "2026-03-09 06:12:42  INFO: Character encoding: UTF-8 charset: UTF-8",
        "2026-03-09 06:12:43  INFO: Liquibase: Update has been successful.",
        "2026-03-09 06:12:44 ERROR: Main method error - "
        + f("failure", "Failed to bind to 0.0.0.0/0.0.0.0:5023: Address already in use")
        + " - BindException (... < ServerManager:112 < Main:160)",
        "2026-03-09 06:12:44  INFO: Shutting down server...",
    ]
    return "\n".join(lines)


def _keyunzhan() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是太和汽车站的站长，姓孟。我们站信息科就一个小葛，去合肥参加省里的培训了，走之前说有事可以找你。"
            "现在调度室大屏上那些班车的位置全不动了，全定在早上六点多。那个定位的东西叫啥 traccar，装在站里那台服务器上，"
            "小葛说配置文件在 " + f("path", "/opt/traccar/conf/traccar.xml") + "，你给看看咋回事。",
            ("先看它的日志。", [
                call("bash", _traccar_log(f), error=True,
                     command=f("command", "tail -n 200 /opt/traccar/logs/tracker-server.log")),
            ]),
            ("早上六点多服务器重启过一次，traccar 起来的时候端口 5023 被别的程序占了，没起来。我看看是谁占的。", [
                call("bash",
                     "State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process\n"
                     "LISTEN 0      4096         0.0.0.0:5023      0.0.0.0:*     users:((\"java\",pid=2841,fd=57))\n"
                     "/opt/rlhy-gateway/jre/bin/java -jar /opt/rlhy-gateway/rlhy-gateway.jar",
                     command="ss -ltnp 'sport = :5023'; ps -o args= -p 2841"),
            ]),
            "5023 是车上定位终端往上报数据的端口，现在被 /opt/rlhy-gateway 下面一个 java 程序占着，看名字是人脸核验的网关。"
            "早上来电以后它比 traccar 先起来，把端口抢走了。要么给那个网关换个端口，要么 traccar 换端口——"
            "可 traccar 换的话，一百多台车上的终端都得一台台重新设，不现实。",
        ),
        turn(
            "人脸验票那个是售票系统厂家上礼拜才装的，他们交代过不让我们碰，停了进站口闸机就不开。厂家的工程师说周三过来，"
            "小葛也是周三回。那就等周三，让他们当面把端口的事定了，定位先放着，调度室这两天先打电话问司机。",
            "好，定位这边我不动，等周三厂家工程师和小葛都在的时候再处理端口。弄完以后我再用 "
            "tail -n 200 /opt/traccar/logs/tracker-server.log 看它起没起来。",
        ),
        turn(
            "行。那我顺便跟你说说我们站的情况，你心里有个数，以后弄啥也好对得上。我们是二级站，老站了，九几年盖的，"
            "一天发车" + f("number", "一百四十多班") + "，跑阜阳的最多，再就是界首、亳州、临泉，还有十几条下乡镇的线，"
            "旧县、双浮、宫集那些。车大部分不是站里的，是各个班线老板挂靠进来的，站里收站务费、管安全。"
            "卖票这块我定得死：" + f("constraint", "核定几座就卖几张票，不卖站票") + "，哪怕过年，哪怕人在窗口跟你吵，"
            "超员一个被运管查到就是停班，一条线后头是好几家人吃饭呢。去阜阳全程" + f("number", "十八块一张") + "，学生半价。"
            "售票窗口现在开四个，王姐在这站干了二十年，哪个老板的车几点走她闭着眼都知道。早上七点到九点，赶集的、"
            "上县医院的人最多，排队能排到大门口，你说咋整。",
            "明白了，我记着：按核定座位卖票，去阜阳全程十八块。排队的事，可以考虑"
            + f("rejected", "把人工窗口减到两个，其余换成自助售票机") + "，刷身份证就能买，早上高峰能分流不少人。",
        ),
        turn(
            "来坐车的一大半是六七十岁的老年人，上县医院拿药的、去阜阳给儿子看孩子的，智能手机都不会使，身份证都塞在布包最里头。"
            "前年省里给配过一台，就搁在大厅柱子边上，一天用不了三回，现在上面落的灰能写字。",
            "懂了，窗口还是照现在这样开。换个小点的：哪班车要是晚点超过半小时，给买了这班票的乘客自动发条短信，"
            "省得他们在大厅里干等、一趟趟跑窗口问。",
        ),
        turn(
            "这个中，老年人不看手机，他闺女儿子也看。你弄吧，小葛以前弄过个短信猫，回头我把配置给你。",
            "好，等短信猫的配置到了就做。",
        ),
    )
    r2 = (
        turn(
            "短信猫的配置小葛微信发我了，说在 " + f("path", "/etc/gammu-smsdrc") + "，里头手机号、设备啥的都写好了，"
            "你看能不能发。",
            ("我重启一下短信服务，看它连不连得上猫。", [
                call("bash",
                     "Mar 10 09:14:02 tzz-server systemd[1]: Started SMS daemon for Gammu.\n"
                     "Mar 10 09:14:02 tzz-server gammu-smsd[3312]: Starting phone communication...\n"
                     "Mar 10 09:14:03 tzz-server gammu-smsd[3312]: "
                     + f("failure", "Error at init connection: Error opening device, it doesn't exist. (DEVICENOTEXIST[4])")
                     + "\nMar 10 09:14:03 tzz-server gammu-smsd[3312]: Failed to run SMSD: Error opening device, "
                     "it doesn't exist. (DEVICENOTEXIST[4])\n"
                     "Mar 10 09:14:03 tzz-server systemd[1]: gammu-smsd.service: Main process exited, code=exited, "
                     "status=2/INVALIDARGUMENT\n"
                     "Mar 10 09:14:03 tzz-server systemd[1]: gammu-smsd.service: Failed with result 'exit-code'.",
                     error=True,
                     command=f("command", "sudo systemctl restart gammu-smsd")
                     + "; sleep 3; journalctl -u gammu-smsd -n 6 --no-pager"),
            ]),
            "配置里写的设备是 /dev/ttyUSB2，可系统里现在根本没有这个设备，短信猫要么没插，要么从 USB 上掉了。"
            "得有人到服务器跟前看一眼，插拔一下。",
        ),
        turn(
            "那个猫锁在信息科柜子里，钥匙小葛带走了。再说那张卡去年就说欠费了，得他拿单位证明去移动营业厅办。"
            "算了，短信也等他回来吧。",
            "好，短信这块也等小葛回来，先把卡和猫弄好，再跑一遍 sudo systemctl restart gammu-smsd，连上了才能发。",
        ),
        turn(
            "还有辆车也怪，定位没停之前就老漂，明明在站里趴着，屏上显示跑到沙颍河里头去了。车牌 "
            + f("identifier", "皖K52T87") + "，跑宫集那条线的，车上终端的 IMEI 小葛抄给我了，"
            + f("identifier", "862106052734418") + "。",
            "记下了，皖K52T87，终端 862106052734418。等 traccar 起来以后，我查这台终端的历史定位，看是信号漂还是终端天线松了。",
        ),
        turn(
            "昨天县里一个快递公司的片区经理给我发短信，想" + f("rejected", "把候车厅东头整个租给快递公司做分拣")
            + "，一年给八万。我回他说东头是老年人候车的地方，有暖气片，冬天人都挤那，不能给。门口那块空地倒是可以摆两组快递柜，"
            "一年一万二，坐车的顺手取个件也方便。他刚回短信说行，下礼拜来签。",
            "这样挺好，候车厅不动，门口放两组柜子。签合同的时候把柜子用电怎么算写清楚就行。",
        ),
        turn("电费让他们自己装个表，合同他们公司有模板。", "好。"),
    )
    r3 = (
        turn(
            "跟你说个事，气得我一宿没睡。上礼拜三有辆去界首的车，左后轮胎都磨平了，例检员发现了没签字，司机嫌耽误，"
            "自己把车开出去了，走到半路爆胎，幸亏没伤着人。我今天早上开会定了：" + f("constraint", "例检单上没签字的车一律不准出站")
            + "，门岗见不着签字就不抬杆，谁放出去的谁担着。",
            "明白。要是以后出站这块上系统，我就把例检签字做成放行前必须勾的一项。",
        ),
        turn(
            "王姐刚发微信语音过来，说跑阜阳那条线的刘老板，去年不是申请" + f("rejected", "加开晚上八点去阜阳的夜班车")
            + "嘛，县运管所昨天开会研究了，没批，说阜阳那头进城的路晚上在施工，夜里不安全。刘老板正在窗口那发牢骚呢。",
            "那夜班车就不排了，时刻表照旧，去阜阳的末班还是原来那个点。",
        ),
        turn(
            "对了，你帮我把" + f("pending", "上个月各条班线的准点率统计") + "弄一下，月底要开安全例会，我想拿着数说话，"
            "哪条线老晚点就点哪个老板的名。",
            "好。traccar 的历史位置都在它的数据库里，服务起不来不影响数据。不过周三之前我不想去动那台服务器，"
            "等厂家把端口的事弄完，我从库里把上个月的发车和到站时间导出来，按线路算。",
        ),
        turn(
            "行，先记着。还有个事我一直心里没底：阜阳西站高铁通了以后，交通局说要开一条从咱站直达西站的接驳线，"
            + f("pending", "去阜阳西站的高铁接驳线能不能批") + "，我问了两回，局里说还在研究，省厅也没回话。批下来我得提前准备车。",
            "这个现在谁也说不准，只能等局里的正式答复。我记着，有消息了再按接驳线排车。",
        ),
    )
    later = (
        (5, (
            turn(
                "准点率那个统计，弄出来没？例会下礼拜就开了。",
                "还没有。厂家工程师周三没来成，改到这礼拜五了，端口的事还没处理，我没去动库。上个月各条班线的准点率统计还在单子上，"
                "端口一好我先导这个。",
            ),
        )),
        (9, (
            turn(
                "县交通局刚发通知，让各站" + f("pending", "三月二十号前报清明节加班车计划") + "，要按线路报车数和时刻。"
                "你先帮我把去年清明的发车情况翻出来看看，我再跟各家老板商量。",
                "好，三月二十号前要报清明的加班车计划。我先找去年清明那几天的发车记录。",
            ),
        )),
    )
    return Scripted(
        name="fresh26-zh-keyunzhan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh26=True, later=later, routine=routine_crystal_zh,
    )


# ---------------------------------------------------------------- huochuan
def _huochuan() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好。我家是跑船的，我爸刘长水是船老大，一条一千八百吨的散货船，叫" + f("identifier", "皖无为货1869")
            + "，我叫刘晓燕，在芜湖岸上给他管账。船上有台工控机，我表弟阿斌装的，接了个 AIS 接收机和 GPS，"
            "我们在家里手机上能看船开到哪了，别的船在 AIS 上搜我们船的 MMSI " + f("identifier", "413826150") + " 也搜得到。这两天一直不刷新，阿斌让我找你，说先看看 gpsd，他已经给你开了远程。",
            ("我先在前台跑一下 gpsd，看它自己说什么。", [
                call("bash",
                     "gpsd:INFO: launching (Version 3.22, revision 3.22)\n"
                     "gpsd:INFO: starting uid 0, gid 0\n"
                     "gpsd:INFO: Command line: gpsd -N -D 3 /dev/ttyUSB0\n"
                     "gpsd:INFO: stashing device /dev/ttyUSB0 at slot 0\n"
                     "gpsd:ERROR: SER: device open of /dev/ttyUSB0 failed: No such file or directory - retrying read-only\n"
                     + f("failure", "gpsd:ERROR: SER: read-only device open of /dev/ttyUSB0 failed: No such file or directory")
                     + "\ngpsd:ERROR: initial GPS device /dev/ttyUSB0 open failed\n"
                     "gpsd:INFO: running with effective group ID 20\n"
                     "gpsd:INFO: running with effective user ID 65534\n"
                     "gpsd:INFO: startup at 2026-03-08T02:41:17.000Z (1772937677)",
                     error=True, command=f("command", "sudo gpsd -N -D 3 /dev/ttyUSB0")),
            ]),
            ("/dev/ttyUSB0 这个设备根本不存在。看看 USB 上挂了些什么。", [
                call("bash",
                     "Bus 001 Device 003: ID 0424:ec00 Microchip Technology, Inc. SMSC9512/9514 Fast Ethernet Adapter\n"
                     "Bus 001 Device 002: ID 0424:9514 Microchip Technology, Inc. SMC9514 Hub\n"
                     "Bus 001 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub",
                     command="lsusb"),
            ]),
            "USB 上只剩板子自带的东西，那根 CH340 的 USB 转串口线没被认到，要么线坏了，要么插头松了，GPS 和 AIS 都是走这根线进来的。"
            "顺带说一句：gpsd 开机用哪个设备，写在 " + f("path", "/etc/default/gpsd")
            + " 的 DEVICES 那一行，换了新线要是变成 ttyUSB1，得改这里。",
        ),
        turn(
            "阿斌说那根线八成是进水了，上礼拜下大雨驾驶台窗户没关严。他在淘宝上买了根新的，直接寄到南通，"
            "我爸船后天到南通卸货，到时候让船上的小韦换上。这之前就先这样吧。",
            "好，等新线到了换上再看。换完让小韦告诉我一声，我再跑一遍 sudo gpsd -N -D 3 /dev/ttyUSB0 看认没认到。",
        ),
        turn(
            "那我跟你说说我们船的情况。我爸跑长江二十多年了，现在主要是芜湖这边装黄沙、石子往下游送，南通、张家港、江阴都去，"
            "有时候也从安庆装熟料。船上就三个人：我爸、我妈做饭兼看舵，还有个小工小韦，无为老乡，二十出头。满载吃水"
            + f("number", "四米一") + "，运费现在行情不好，黄沙到南通大概" + f("number", "二十六块一吨")
            + "，扣了油钱、港杂、小韦的工钱，一趟落不下多少。我爸开船稳，" + f("constraint", "过桥区一律不追越")
            + "，南京长江大桥、润扬大桥那些桥区，前头的船再慢他也跟着，他说桥墩子不认人。晚上也尽量不在航道边上抛锚，都进锚地。",
            "明白了。等船位恢复了，我可以把桥区和锚地在图上标出来。另外有个想法：现在货都是你爸打电话找熟人，可以试试"
            + f("rejected", "把船挂到网络货运平台上接单") + "，回程空船的时候能接点顺路货。",
        ),
        turn(
            "这个……我得问问我爸，他那个人老脑筋，我回头跟他商量了再说。",
            "好，不急，你们商量好了告诉我。",
        ),
        turn(
            "还有，我妈天天打电话问船到哪了，我爸开船的时候接电话又不方便，烦得很。",
            "等 GPS 好了，我让工控机每四个小时往你们家群里发一条船位：到了哪、航速多少、离下个港还有多远，你妈就不用老打电话了。",
        ),
        turn("这个好，就这么弄。", "好，线换好就加上。"),
    )
    r2 = (
        turn(
            "上回你说挂平台接单，我跟我爸说了。他说不挂：平台上的运价压得比市场还低，还要抽成；去年隔壁船老杨挂了，"
            "一个货主拖了他三个月运费，平台客服就会回一句“已反馈”。我们还是接熟人的货。",
            "好，那接货还是照老办法来。",
        ),
        turn(
            "阿斌还接了个读主机转速和油耗的东西，说是走 CAN 的，脚本在 " + f("path", "/home/abin/chuan/canlog.py")
            + "，以前每分钟记一条，这几天文件里一条都没有。",
            ("我看下 can0 上有没有数据，顺便看开机时驱动的记录。", [
                call("bash",
                     "SIOCGIFINDEX: No such device\n"
                     "[    7.204113] mcp251x spi0.0: "
                     + f("failure", "MCP251x didn't enter in conf mode after reset")
                     + "\n[    7.204562] mcp251x spi0.0: Probe failed, err=110\n"
                     "[    7.206871] mcp251x: probe of spi0.0 failed with error -110",
                     error=True, command=f("command", "candump -tA can0") + "; dmesg | grep -i mcp251x"),
            ]),
            "CAN 口根本没起来：开机的时候驱动去找那块 MCP2515 的小板子，板子没回应，驱动就放弃了，所以 can0 都不存在。"
            "常见是接线松了或者板子没供上电，得有人下机舱看一眼那块板子。",
        ),
        turn(
            "那块板子阿斌装在机舱里，挨着主机。开着船人下不去，又热又吵，我爸也不让。下礼拜船在江阴锚地等货要停两天，"
            "到时候停了机让小韦下去拍个照片给你看。",
            "行，等江阴锚地停机的时候再看那块板子。线接好开机以后，我跑 candump -tA can0，有数据滚出来就说明好了。",
        ),
        turn(
            "刚才沙场的潘老板打电话，说这趟让我们" + f("rejected", "压过载重线多装三百吨") + "，说海事最近查得松，"
            "运费每吨给我们多加一块。我爸在旁边把电话拿过去，就一句：不装，你找别人。挂了。",
            "好，还是照载重线装。",
        ),
        turn(
            "唉，说起来我爸最近火气大。上个月小韦在甲板上冲舱盖，脚一滑差点掉江里，幸亏一把抓住了缆桩。从那以后我爸定了，"
            + f("constraint", "甲板上干活一律穿救生衣") + "，谁不穿扣一天工钱，连他自己也一样。",
            "这个规矩定得对。以后船上要是装摄像头，我也可以顺带看看甲板上的人有没有穿。",
        ),
        turn("摄像头就算了，我爸嫌花钱。", "好，那就不提了。"),
    )
    r3 = (
        turn(
            "小韦他舅舅在无为的船厂上班，跟我爸说现在有补贴，可以" + f("rejected", "把主机改成LNG双燃料")
            + "，说省油。我爸说谢谢他好意，可改机器要进厂一个多月，船停一个月家里就断了收入，这个先不改；"
            "要不先装个油耗表，看看一趟到底烧多少油，心里有个数再说。舅舅说油耗表他那有现成的，下回船回芜湖给装上。",
            "先装油耗表挺好，到时候表的读数也能接到工控机上，跟 CAN 读的油耗对一对。",
        ),
        turn(
            "你帮我做个表吧，" + f("pending", "这半年每一趟的油耗和运费对照表") + "，我想看看哪几趟其实是亏的。"
            "加油的小票和运费我都记在本子上，回头拍照发你。",
            "好。照片到了我先从账本上录，等 CAN 那边好了再拿实测的油耗对一下。",
        ),
        turn(
            "还有个事我爸一直念叨：" + f("pending", "今年枯水期能不能满载过南京") + "。去年冬天水浅，只敢装八成，少挣不少。"
            "长江航道局每年会发维护水深的通告，今年的还没出来，问了好几个船老大都说不知道。",
            "这个现在没人说得准，只能等航道局的通告出来再定装多少。我先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "那个油耗和运费的表做了没？账本的照片我前天就发你了。",
                "还没做完，还在单子上：这半年每一趟的油耗和运费对照表。照片我收到了，下一个就弄它。",
            ),
        )),
        (10, (
            turn(
                "船检所来电话了，年检定在四月十号，让我们" + f("pending", "四月十号船检之前把证书扫描件整理好")
                + "，国籍证书、适航证书、最低配员证书都要，按他们给的顺序排好发过去。",
                "好，四月十号年检前把证书扫描件整理好，按船检所给的顺序排。",
            ),
        )),
    )
    return Scripted(
        name="fresh26-zh-huochuan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh26=True, later=later, routine=routine_crystal_zh,
    )


# ---------------------------------------------------------------- jika
def _jika() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "侬好，我姓陈，北仑做集卡运输的，车队十八台车，我管调度和账，大家叫我陈姐。以前有个小伙子小蒋帮我们搭了个算路线的服务，"
            "叫 OSRM，装在办公室那台电脑的 docker 里，配置在 " + f("path", "/srv/osrm/docker-compose.yml")
            + "。调度软件靠它算去义乌、去绍兴多少公里，油钱按公里给司机。前天晚上停电，来电以后它就起不来了。",
            ("我先把它拉起来，看日志。", [
                call("bash",
                     "[+] Running 1/1\n"
                     " \u2714 Container osrm-osrm-1  Started\n"
                     "osrm-1  | [info] starting up engines, v5.27.1\n"
                     "osrm-1  | [info] Threads: 4\n"
                     "osrm-1  | [info] IP address: 0.0.0.0\n"
                     "osrm-1  | [info] IP port: 5000\n"
                     "osrm-1  | " + f("failure", "[warn] Missing/Broken File: /data/zhejiang-latest.osrm.partition") + "\n"
                     "osrm-1  | [error] Required files are missing, cannot continue.  Have all the pre-processing steps been run?\n"
                     "osrm-1 exited with code 1",
                     error=True,
                     command="cd /srv/osrm && " + f("command", "docker compose up -d osrm")
                     + " && sleep 5 && docker compose logs --tail=20 osrm"),
            ]),
            "停电的时候硬盘上那个 .partition 文件坏了，服务启动时读不了就退出了。要修得把地图预处理从头再跑一遍，"
            "可这需要原始的浙江地图文件，/srv/osrm 下面我没找到，只有处理好的结果。",
        ),
        turn(
            "地图文件在小蒋自己的笔记本上，他当时就是在笔记本上跑好了拷过来的。他去越南做项目了，月底才回来，微信回得慢。"
            "那就等他吧，这几天阿强先照老办法看地图估公里数。",
            "好，OSRM 等小蒋回来带上地图文件再重新跑预处理，跑完在 /srv/osrm 下面 docker compose up -d osrm 就能起来。",
        ),
        turn(
            "我跟你讲讲我们怎么做的，你好心里有数。活主要是货代派的，从北仑、梅山提箱，拉到义乌、绍兴、余姚的工厂装货，"
            "再拉回来进港。一般" + f("number", "义乌一趟一千六百块") + "，往返，高速费我们出。司机工资是底薪加趟数，"
            "油钱按公里给，" + f("number", "一公里油钱两块三") + "。阿强排班，老吴也跑车，都是老司机了。我们车队的规矩，"
            + f("constraint", "连续开满四个钟头必须歇二十分钟") + "，GPS 上都看得到，谁违反了当月安全奖就没了，这个我不讲情面。"
            "晚上跑义乌的最多，白天厂里装货，晚上回来正好赶第二天进港。",
            "明白了。夜里跑得多的话，有个想法：可以" + f("rejected", "十八台车全部装上疲劳驾驶监测")
            + "，司机眯眼、打哈欠会报警，还能推到调度的手机上。",
        ),
        turn(
            "想法是好的。不过我问过，一台要三千多，每个月还有流量费，今年运价跌成这样，十八台全装我吃不消。"
            "先给跑夜班义乌的那三台装上看看效果，有用明年再说。",
            "好，先装跑夜班的三台。",
        ),
        turn(
            "还有，派单现在都是阿强一个个打电话，司机在开车也接不到，回头又说没人通知他。",
            "可以让系统派了单以后自动给司机打个电话，语音念一遍箱号和提箱地点，司机听完按 1 确认，没确认的再提醒阿强。"
            "小蒋搭的那个电话系统应该做得了。",
        ),
        turn("这个好，就这么搞。", "好，下回我去看电话系统那边。"),
    )
    r2 = (
        turn(
            "上回说的自动打电话，电话系统的配置小蒋说在 " + f("path", "/etc/asterisk/pjsip.conf")
            + "。可是现在连外面打进办公室的电话都打不进来了，司机说一直是忙音。",
            ("我看看跟电信的线路注册上没有。", [
                call("bash",
                     "\n <Registration/ServerURI..............................>  <Auth..........>  <Status.......>\n"
                     "==========================================================================================\n\n"
                     " ctc-trunk/sip:ims.zj.ctcims.cn                            ctc-auth          Rejected\n\n"
                     "Objects found: 1\n\n"
                     "[Mar 10 08:41:07] NOTICE[2217] res_pjsip_outbound_registration.c: Outbound registration attempt to "
                     "'sip:ims.zj.ctcims.cn' with client 'sip:057486881230@ims.zj.ctcims.cn' failed\n"
                     "[Mar 10 08:41:07] WARNING[2217] res_pjsip_outbound_registration.c: "
                     + f("failure", "Fatal response '403' received from 'sip:ims.zj.ctcims.cn'")
                     + " on registration attempt to 'sip:057486881230@ims.zj.ctcims.cn', stopping outbound registration",
                     error=True,
                     command=f("command", "asterisk -rx 'pjsip show registrations'")
                     + "; tail -n 3 /var/log/asterisk/messages"),
            ]),
            "电信那边直接回了 403，拒绝注册。这不是我们配置写错了，是线路账号在电信那头被停了或者锁了，一般是欠费、实名过期，"
            "或者密码被重置过。得找电信查。",
        ),
        turn(
            "这个号是用老吴身份证办的，电信客服说要本人带身份证去营业厅。他今天跑义乌，明天晚上才回来。那就等他回来吧。",
            "好，等老吴去营业厅弄好了，我再跑 asterisk -rx 'pjsip show registrations'，状态变成 Registered 就通了。",
        ),
        turn(
            "气死我了。前天阿强派" + f("identifier", "浙BF6372") + "去梅山提箱，箱号是" + f("identifier", "MSKU7391054")
            + "，司机看错了一位，提成了 7391045，拉到绍兴厂里人家才发现不对，来回白跑三百多公里，货代还罚了我们两千。"
            "从今天开始，" + f("constraint", "提箱前箱号必须拍照发群里核对") + "，阿强核对完回个“对”字，才准出堆场。",
            "明白。以后自动派单的电话里，我也把箱号一位一位念出来。",
        ),
        turn(
            "还有件事。货代张总昨天发邮件过来，说他们公司资金紧，想把" + f("rejected", "运费月结改成九十天")
            + "。我回邮件说九十天我垫不起，油钱、过路费、工资月月要出，最多四十五天。他今天回了，说四十五天可以，下个月开始。",
            ("好，那张总那边从下个月起按四十五天算账期。我把对账表里的到期日公式改一下。", [
                call("edit", "ok", path="/home/chenjie/zhangmu/duizhang.csv", old="账期天数,30", new="账期天数,45"),
            ]),
            "改好了。",
        ),
    )
    r3 = (
        turn(
            "老吴之前一直想" + f("rejected", "贷款买两台换电重卡") + "，说北仑有换电站，电比油便宜。"
            "车队是我们跟他大哥、还有阿芬三家合伙的，他刚在微信里跟我讲，昨晚三家开了个会，他大哥和阿芬都不同意，"
            "说贷款压力太大，二手车也不好卖。这事就算了。",
            "好，那车队还是按现在的柴油车排。",
        ),
        turn(
            "你帮我把" + f("pending", "三月份每个司机的趟数和公里数汇总") + "一下，月底发工资要用。公里数本来是 OSRM 算的，现在它坏了。",
            "好。OSRM 没好之前，我可以从 GPS 轨迹里直接算里程，趟数从派单记录里数。等手上这点弄完就做。",
        ),
        turn(
            "嗯，月底前要。还有，听说梅山港区要上新的预约提箱系统，上线以后提箱要提前约时段，我们排班全得改。"
            + f("pending", "梅山港区新的预约提箱系统什么时候上线") + "，我问了港区调度，他们也说不知道，等通知。",
            "那现在只能等港区的通知。我记着，通知一出来就按预约时段改排班。",
        ),
    )
    later = (
        (5, (
            turn(
                "司机三月份的趟数公里数，汇总好没有？",
                "还没有，三月份每个司机的趟数和公里数汇总还在单子上，我这就开始从 GPS 轨迹里算。",
            ),
        )),
        (8, (
            turn(
                "张总又发邮件了，让我们" + f("pending", "下周五前把一季度对账单发给张总") + "那边，按箱号一条条列，带提箱日期和运费。",
                "好，下周五前把一季度对账单发过去，按箱号列明细，带提箱日期和运费。",
            ),
        )),
    )
    return Scripted(
        name="fresh26-zh-jika", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh26=True, later=later, routine=routine_crystal_zh,
    )


# ---------------------------------------------------------------- banjia
def _banjia() -> Scripted:
    f = Builder()
    odoo_tail = (
        "2026-03-12 10:22:31,804 4121 INFO banjia_test odoo.modules.loading: loading banjia_quote/views/quote_views.xml\n"
        "2026-03-12 10:22:31,912 4121 WARNING banjia_test odoo.modules.loading: Transient module states were reset\n"
        "2026-03-12 10:22:31,913 4121 ERROR banjia_test odoo.modules.registry: Failed to load registry\n"
        "Traceback (most recent call last):\n"
        "  File \"/opt/odoo/odoo/tools/convert.py\", line 698, in _tag_root\n"
        "    f(rec)\n"
        "  File \"/opt/odoo/odoo/tools/convert.py\", line 599, in _tag_record\n"
        "    record = model._load_records([data], self.mode == 'update')\n"
        "odoo.tools.convert.ParseError: while parsing /opt/odoo/custom_addons/banjia_quote/views/quote_views.xml:24\n"
        + f("failure", "Field \"floor_fee\" does not exist in model \"banjia.quote.line\"")
    )
    r1 = (
        turn(
            "老师你好，我是贵阳花果园这边做搬家的，谭师傅搬家，我姓谭。我们的报价单是系统里自动出 PDF 的，模板在 "
            + f("path", "/srv/banjia/templates/quote.html") + "，用一个叫 wkhtmltopdf 的东西转。"
            "今天有个客户等着要报价单，一直出不来，急死个人。",
            ("我手动转一下，看报什么错。", [
                call("bash",
                     "Loading pages (1/6)\n"
                     "[>                                                           ] 0%\n"
                     "[======>                                                     ] 10%\n"
                     "Warning: Failed to load http://www.tanshifubanjia.com/static/logo.png (ignore)\n"
                     "Error: Failed to load http://www.tanshifubanjia.com/static/quote.css, with network status code 3 "
                     "and http status code 0 - " + f("failure", "Host www.tanshifubanjia.com not found") + "\n"
                     "[============================================================] 100%\n"
                     "Counting pages (2/6)\n"
                     "[============================================================] Object 1 of 1\n"
                     "Resolving links (4/6)\n"
                     "Loading headers and footers (5/6)\n"
                     "Printing pages (6/6)\n"
                     "[>                                                           ] Preparing\n"
                     "Done\n"
                     "Exit with code 1 due to network error: HostNotFoundError",
                     error=True,
                     command="cd /srv/banjia/templates && " + f("command", "wkhtmltopdf --encoding utf-8 quote.html /tmp/quote.pdf")),
            ]),
            "模板里的样式表和 logo 是从你们官网 www.tanshifubanjia.com 上加载的，现在这个域名解析不到了，多半是过期了。"
            "PDF 出是出了半张，但没有样式，排版全乱。",
        ),
        turn(
            "那个网站是以前跟老罗合伙的时候做的，域名用的他的身份证注册的，后来散伙了一直没过户。我微信问他了，还没回。"
            "这样，模板先莫动，等老罗回话，能续就续，续不了再说。今天这个客户我手写一张拍照发他。",
            "好，模板先不动，等老罗那边回话。域名续好了我再跑一遍 wkhtmltopdf --encoding utf-8 quote.html /tmp/quote.pdf 试。",
        ),
        turn(
            "那我跟你摆一下我们这行。我们有六台车，四台 4 米 2 的厢货，两台 6 米 8 的，师傅二十来个，一单一般派两到三个人。"
            "价格嘛，市内十公里以内，4 米 2 的车" + f("number", "起步价三百八十块") + "，含两个师傅，超了按公里加。"
            "楼层费是大头，贵阳坡多楼多，老小区都没得电梯，" + f("number", "没电梯每层加二十块") + "，一件大家具算一件。"
            "新来的师傅我都要跟他们讲规矩：进门先穿鞋套，拆装的螺丝装袋子贴条子，" + f("constraint", "现金首饰一律让客户自己拿")
            + "，我们的人手都不要碰，丢了说不清楚。还有一条，不许在现场跟客户加价，群里报好是好多就是好多。",
            "明白了。生意这块有个想法：可以试试" + f("rejected", "在抖音上投流") + "，本地搬家大多是临时上网搜的。",
        ),
        turn(
            "去年我侄儿帮我投过，三千块钱投进去，来的全是问价的，问完转头就去找路边举牌子的游击队了，一单都没成。",
            "那推广先不花这个钱。换个小点子：搬家前一天晚上给客户发条清单，提醒他把贵重东西收好、跟物业打好招呼、电梯约好，"
            "第二天到了现场少扯皮。",
        ),
        turn(
            "这个可以，你写个模板。",
            ("好，我写一个。", [
                call("write", "ok", path="/srv/banjia/templates/sms_reminder.txt",
                     content="【谭师傅搬家】{name}您好，明天{time}我们的师傅上门。请提前收好贵重物品，跟物业打好招呼，"
                             "有电梯的请预约好电梯。有问题随时打这个电话。"),
            ]),
            "写好了，姓名和时间会自动填。",
        ),
        turn(
            "还有个事。南明那边一个大小区的物业经理找我，说想跟我们签独家合作，小区里搬家都介绍给我们，条件是"
            + f("rejected", "每单给物业返一成") + "。你觉得呢？我还没想好。",
            "那个小区要是每个月真能介绍不少单子，倒是可以算一算；不过返一成对利润影响不小。你先想想，定了告诉我。",
        ),
        turn("我再想想，过两天回他。", "好。"),
    )
    r2 = (
        turn(
            "物业那个事我想好了，不签。返一成的话，扣了油钱、师傅工钱，一单基本白干；而且这个口子一开，别的小区物业听说了都要来要。"
            "我已经回他了。",
            "好，那物业那边就按正常的来。",
        ),
        turn(
            "还有，我们开单用的那个 odoo 系统，小邓给我们做了个报价插件，目录在 " + f("path", "/opt/odoo/custom_addons/banjia_quote")
            + "。我让他加一项楼层费自动算，他说代码改好传上来了，让我升级一下模块，结果一升级就报错。系统现在还能用吧？",
            ("我在测试库上升级一下看看。", [
                call("bash", long_log(48, "fresh26-banjia-odoo", odoo_tail), error=True,
                     command=f("command", "odoo-bin -c /etc/odoo/odoo.conf -d banjia_test -u banjia_quote --stop-after-init")),
            ]),
            "视图里用了新字段 floor_fee，可模型的 Python 文件里没有这个字段——小邓多半只传了界面的 XML，没传改过的模型文件。"
            "正式库没升级，现在还是旧版本，照常能用。",
        ),
        turn(
            "小邓结婚去三亚了，婚假到下个月初，代码都在他笔记本里。那就等他回来补传吧，莫催人家度蜜月。",
            "好，等小邓回来把模型文件补上，先在测试库上跑 "
            "odoo-bin -c /etc/odoo/odoo.conf -d banjia_test -u banjia_quote --stop-after-init，过了再升正式库。",
        ),
        turn(
            "说个丢人的事。上礼拜" + f("identifier", "GYBJ-0314-027") + " 那单，观山湖的，搬一套红木沙发，师傅图快，只裹了一层毯子就上楼，"
            "楼道窄，扶手磕掉一块漆，赔了人家八百。以后" + f("constraint", "红木家具必须先裹三层气泡膜")
            + "再抬，裹不够不准动。那天开的是" + f("identifier", "贵AD73915") + "那台 4 米 2 的，司机我也说了他。",
            "记住了。以后派单时单子上写了红木的，我在派单消息里提醒一句带够气泡膜。",
        ),
        turn(
            "客服小妹说有个客户问能不能" + f("rejected", "搬完月底再结账") + "，说他是做生意的，习惯月结。"
            "我让小妹直接回他：不行。个人搬家搬完当场结，从来不赊账。",
            "好。",
        ),
    )
    r3 = (
        turn(
            "你帮我做个" + f("pending", "去年订单按小区分片区的统计") + "，看看哪几个片区单子多，我想在那几个片区的小区门口贴点广告。"
            "订单在 odoo 里都有。",
            "好。我从正式库只读地把去年的订单导出来，按小区地址归到片区再统计。等我把手头这点弄完就做。",
        ),
        turn(
            "还有个头疼的：花果园到南明那段修地铁，封了半边路，我们大车白天进不去，只能绕。"
            + f("pending", "花果园那段地铁施工的路六月以后还封不封") + "，我问了交警，说要看施工进度，还没定。这个影响我报价，绕路要多算钱。",
            "这个现在谁也说不准，只能等交警的正式通告。我记着，通告出来再调报价里的绕路费。",
        ),
    )
    later = (
        (5, (
            turn(
                "去年订单那个按片区的统计，做了没有？我广告都印好了。",
                "还没做，去年订单按小区分片区的统计还排着，今天就开始导。",
            ),
        )),
        (10, (
            turn(
                "宏远公司的行政王小姐刚打电话，说他们要搬整层办公室，让我们" + f("pending", "五一前给宏远公司出整层办公室搬迁报价")
                + "，她要拿去给老板比价。",
                "好，五一前出宏远公司整层办公室搬迁的报价。得先约时间去现场看一下工位和柜子有多少。",
            ),
        )),
    )
    return Scripted(
        name="fresh26-zh-banjia", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh26=True, later=later, routine=routine_crystal_zh,
    )


SESSIONS = (_keyunzhan(), _huochuan(), _jika(), _banjia())
