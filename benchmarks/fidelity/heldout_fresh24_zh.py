"""Twenty-fourth fresh held-out set (Chinese): written blind, against the twenty-third round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh24.py`` holds the English
half, written at the same time by another writer.

How it was written: each session was first described in plain words (below), then its dialogue was
written from the description, in the voices of the people in it. Only ``script.py``, ``drive.py`` and the
first lines of ``heldout_fresh20_zh.py`` (for the format) were read.

Domains (grepped unused with ``grep -il`` over ``benchmarks/fidelity/*.py`` and ``tests/*.py``: 茶油, 油茶,
榨油, 稻虾, 小龙虾, 潜江, 红糖, 甘蔗, 杨梅, 仙居, and chayou/camellia/crayfish/hongtang/yangmei/bayberry all
had no hits): a camellia-oil press in 常宁 (Hunan), a rice-and-crayfish farm in 潜江 (Hubei), a wood-fired
brown-sugar workshop in 耿马 (Yunnan), a bayberry orchard in 仙居 (Zhejiang). Proposals come from the
assistant, a Guangzhou distributor (a WeChat message forwarded by a cousin), a Wuhan restaurant owner
(through the farmer's wife), the farmer's son, a Shanghai milk-tea shop (through a nephew), the village
party secretary, a Jiaxing wholesaler (through the father), a Shanghai community group-buy leader (WeChat).
Turn-downs: a reason alone, put off then refused, a counter-offer accepted, a partners' decision relayed,
a blunt no, a polite no with a smaller counter-ask, a family decision relayed after being put off.
Failures are multi-line blocks from mbpoll, the influx CLI, PlatformIO (a long build log with the cause
at the end), mysql, sqlite3, esptool, a pymodbus script and systemd; each left unresolved for a reason
given. Routine work (``routine_zh``) is this file's own, a go-zero (goctl) group-buy order service; it has
turns that look like facts (a rule of thumb, an accepted suggestion, a timeout, paths) and are not planted.

Descriptions:
- chayou: 谭军 runs his father 谭师傅's camellia-oil press in 常宁; his sister 谭小雨 (working in 长沙) put a
  Raspberry Pi by the seed roaster: Node-RED (flow file /home/pi/.node-red/flows_youfang.json) polls the
  roaster's temperature controller over Modbus RTU and writes to InfluxDB (bucket youfang_chaoguo), viewed
  in Grafana. Rules: inside a long account of the season (seeds, drying, roasting, his mother's sprained
  wrist), not one drop of rapeseed oil is ever mixed into the tea oil; after a Zhuzhou customer found
  sediment, every batch settles a full fifteen days before bottling. Proposals: the Guangzhou distributor
  刘总, in a WeChat message forwarded by cousin 阿斌, wants a white-label deal under his brand (put off
  "我再想想", refused a round later: the brand is the grandfather's); the assistant's 500 ml plastic bottles
  (a reason alone: tea oil picks up a plastic smell); the assistant's WeChat alert on roaster temperature is
  accepted. Numbers: oil yield about 23%; 120 yuan a jin retail. Identifier: batch codes like TJ-2411-03
  (and the bucket). Paths: the flow file, the batch sheet /home/pi/youfang/jilu/pici.csv. Commands: the
  mbpoll read of slave 3, the influx query. Failures: mbpoll times out (a new controller was fitted by the
  press maker's fitter; its manual, with the slave address and baud rate, is being posted from 郴州);
  influx says 401 unauthorized (the admin password is with 小雨, working late in 长沙 until the weekend).
  Open: a monthly oil-output report (asked again at round 5); how much of this year's tea fruit the hills
  will bear after the drought (nobody knows); at round 8, New Year gift-box labels before 腊月初十.
- daxia: 熊国平 farms crayfish in rice fields in 潜江 with two partners, his cousin 老曾 and 老万; his wife
  春梅 takes orders; his son 熊浩 (at university) built an ESP32 dissolved-oxygen box with PlatformIO in
  /home/xiong/daxia-yangqi, publishing on daxia/tang07/rongyang. Rules: inside a long account (ditches,
  seedlings, the collapsed ridge), no chemical pesticide ever goes on the rice fields; after a Changsha
  customer got a box with dead crayfish, not a single dead one goes in a box. Proposals: a Wuhan restaurant
  owner, through 春梅, wants goods now and payment at month end (counter-offer: settle weekly; he agrees);
  the assistant's cold-chain shipping to Beijing and Shanghai (the three partners decided against it over
  drinks, relayed); 熊浩's automatic feeder (blunt no); the assistant's dead-crayfish column on the sorting
  sheet is accepted. Numbers: aerators on below 3 mg per litre; 28 yuan a jin for big ones over four qian.
  Paths: the project folder, the sorting template /home/xiong/fenjian/fenjian_moban.csv. Commands: the pio
  build, the mysql login. Failures: the PlatformIO build (long log) cannot find the pH probe library (the
  zip from the probe seller is on 熊浩's dorm computer, he has exams); mysql access denied (the co-op's
  accountant 小郑 changed all passwords before maternity leave; back at month end). Open: a per-pond daily
  feeding log (asked again at round 5); whether the autumn crayfish price falls again (nobody knows); at
  round 9, the booking page before May Day.
- hongtang: 罗姐 (罗春燕) makes wood-fired brown sugar in 耿马; her nephew 小军 (studying in 昆明) keeps
  orders in sqlite (/home/luo/hongtang/dingdan.db) and put an ESP8266 thermometer on the pans. Rules:
  inside a long account (cutting cane, the five-pan stove, her sick child), white sugar is never boiled
  back in; after a burnt 200-jin pan, nobody leaves the pans while the sugar boils. Proposals: the
  assistant's induction pans (a reason alone: no smoky flavour, and the heritage title is for the old
  method); a Shanghai milk-tea shop, through 小军, wants ginger brown sugar (polite no, counter-ask: try ten
  jin of plain first); the village secretary 赵书记 wants the workshop moved into the town's industrial park
  (blunt no); the assistant's boiling date and pan number on labels is accepted. Numbers: ten jin of cane
  for one jin of sugar; 35 yuan a box. Identifier: SKU GM-HT-KUAI-500. Paths: the order database, the label
  template /home/luo/hongtang/biaoqian/muban.html. Commands: the sqlite3 count, the esptool flash. Failures:
  sqlite says the database image is malformed after a power cut (the backup USB stick is with 小军 in
  昆明 until the weekend); esptool cannot connect (the board is in a box sealed by electrician 刀师傅, away
  wiring a house in 勐撒). Open: merge last year's Taobao and WeChat orders into one table (asked again at
  round 5); whether the county keeps the heritage-workshop subsidy next year (nobody knows); at round 8,
  the Double-12 page before 20 November.
- yangmei: 应晓燕 sells the bayberries her father 应师傅 and his two brothers grow in 仙居. A new cold room has
  a controller polled by the installer's script /opt/lengku/poll_lengku.py; shipping SMS go out from a
  systemd service her cousin wrote (template SMS_468210375). Rules: inside a long account (东魁, picking
  at dawn, the uncle's foot), picked berries go into the cold room within two hours; after six of twenty
  boxes to Beijing arrived rotten, out-of-province orders go only by SF air. Proposals: the Jiaxing
  wholesaler 老陈, through the father, wants berries picked at eighty percent ripe (blunt no); the
  assistant's Xiaohongshu picking groups (put off, then the three brothers decide against it, relayed); a
  Shanghai group-buy leader wants 120 yuan a box (counter-offer of 145, accepted); the assistant's
  cold-room temperature alert is accepted. Numbers: the cold room at zero to two degrees; 168 yuan a box.
  Paths: the poll script, the courier config /home/yingxy/fahuo/kuaidi.yaml. Commands: the poll script
  run, the systemctl status. Failures: pymodbus cannot connect to the controller (the installer 许师傅 has
  its IP in his notebook, comes Thursday); the SMS service fails on an illegal signature (the new
  signature is waiting for Aliyun's review). Open: a daily picked-weight summary (asked again at round 5);
  whether the plum rains come early this year (nobody knows); at round 9, the presale link before 10 June.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a go-zero group-buy order service
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "下单接口的单测红了，帮我看一下。",
                ("我先跑一下 logic 层的测试。", [
                    call("bash",
                         "--- FAIL: TestCreateOrderLogic_Quota (0.01s)\n"
                         "    createorderlogic_test.go:58: 限购校验: got err <nil>, want ErrOverQuota\n"
                         "FAIL\nFAIL\ttuangou/order/internal/logic\t0.214s\nFAIL",
                         error=True, command="go test ./internal/logic/..."),
                ]),
                ("限购判断只比了已经买过的数量，没把这次要买的算进去。补上。", [
                    call("edit", "ok", path="internal/logic/createorderlogic.go",
                         old="if bought > item.Quota {", new="if bought+req.Qty > item.Quota {"),
                    call("bash", "ok  \ttuangou/order/internal/logic\t0.198s", command="go test ./internal/logic/..."),
                ]),
                "测试过了。",
            ),
            turn("行。以后这种边界你都顺手补个用例。", "好，已经补了一个刚好等于上限的用例。"),
        )
    if k == 1:
        return (
            turn(
                "团长那边要在订单上看到自提点名称，加个字段吧。",
                ("我加一个迁移，再重新生成 model。", [
                    call("write", "ok", path="migrations/00014_order_pickup_name.sql",
                         content="ALTER TABLE `order` ADD COLUMN `pickup_name` varchar(64) NOT NULL DEFAULT '';"),
                    call("bash", "Done.", command="goctl model mysql ddl -src migrations/00014_order_pickup_name.sql -dir internal/model"),
                    call("bash", "OK    00014_order_pickup_name.sql (31.2ms)", command="goose -dir migrations up"),
                ]),
                "字段加好了，model 也重新生成了。要不要在订单列表接口里一起返回？",
            ),
            turn("要，返回吧。", ("好。", [
                call("edit", "ok", path="order.api", old="  Status int `json:\"status\"`",
                     new="  Status int `json:\"status\"`\n  PickupName string `json:\"pickupName\"`"),
                call("bash", "Done.", command="goctl api go -api order.api -dir ."),
            ]), "列表里已经带上自提点了。生成的代码别手改，改 api 文件再跑 goctl。"),
        )
    if k == 2:
        return (
            turn(
                "跑一下 lint，CI 上报了好几条。",
                ("我本地跑一遍。", [
                    call("bash",
                         "internal/svc/servicecontext.go:31:12: Error return value of `rds.Ping` is not checked (errcheck)\n"
                         "internal/logic/refundlogic.go:44:2: ineffectual assignment to err (ineffassign)\n"
                         "2 issues:\n* errcheck: 1\n* ineffassign: 1",
                         error=True, command="golangci-lint run ./..."),
                ]),
                ("两处都是真问题：Ping 的错误没处理，退款里 err 被覆盖了没判断。都改掉。", [
                    call("edit", "ok", path="internal/svc/servicecontext.go",
                         old="rds.Ping()", new="if !rds.Ping() {\n\t\tlogx.Must(errors.New(\"redis 连不上\"))\n\t}"),
                    call("edit", "ok", path="internal/logic/refundlogic.go",
                         old="err = l.svcCtx.RefundModel.Update(l.ctx, rf)",
                         new="if err = l.svcCtx.RefundModel.Update(l.ctx, rf); err != nil {\n\t\treturn nil, err\n\t}"),
                    call("bash", "0 issues.", command="golangci-lint run ./..."),
                ]),
                "lint 干净了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "团长说订单列表翻到第二页，第一页最后一条又出现了一次。",
                ("我看一下分页的写法。", [
                    call("read", path="internal/logic/listorderlogic.go",
                         result="offset := req.Page * req.Size\nrows, err := l.svcCtx.OrderModel.FindPage(l.ctx, req.LeaderId, offset-1, req.Size)"),
                ]),
                ("offset 多减了一个 1，而且页码是从 1 开始的，应该是 (Page-1)*Size。我改一下。", [
                    call("edit", "ok", path="internal/logic/listorderlogic.go",
                         old="offset := req.Page * req.Size", new="offset := (req.Page - 1) * req.Size"),
                    call("edit", "ok", path="internal/logic/listorderlogic.go",
                         old="offset-1, req.Size", new="offset, req.Size"),
                    call("bash", "ok  \ttuangou/order/internal/logic\t0.203s", command="go test ./internal/logic/..."),
                ]),
                "改好了，翻页不会重复了。",
            ),
        )
    if k == 4:
        return (
            turn(
                "go-zero 出了个小版本修了 rest 的一个 bug，升一下吧。",
                ("只升 go-zero 这一个。", [
                    call("bash", "go: upgraded github.com/zeromicro/go-zero v1.7.3 => v1.7.4",
                         command="go get github.com/zeromicro/go-zero@v1.7.4"),
                    call("bash", "", command="go mod tidy"),
                    call("bash", "ok  \ttuangou/order/internal/logic\t0.207s\nok  \ttuangou/order/internal/handler\t0.088s",
                         command="go test ./..."),
                ]),
                "升到 v1.7.4 了，测试都过。建议 goctl 也升到同一个版本，生成的代码才一致。",
            ),
            turn("那也升了吧。", ("好。", [
                call("bash", "goctl version 1.7.4 linux/amd64", command="go install github.com/zeromicro/go-zero/tools/goctl@v1.7.4 && goctl --version"),
            ]), "goctl 也是 1.7.4 了。"),
        )
    return (
        turn(
            "早上八点那阵好多团长说下单转圈，看看日志。",
            ("我看一下服务日志。", [
                call("bash",
                     '{"@timestamp":"2025-03-03T08:02:11.418+08:00","caller":"logic/createorderlogic.go:73",'
                     '"content":"扣库存失败: context deadline exceeded","level":"error","span":"7c1e","trace":"b41d09"}\n'
                     '{"@timestamp":"2025-03-03T08:02:11.930+08:00","caller":"handler/createorderhandler.go:28",'
                     '"content":"[HTTP] 503 - POST /api/order/create","level":"error"}',
                     error=True, command="tail -n 200 logs/error.log | grep createorder"),
            ]),
            ("八点整开团，扣库存走 redis 的 Lua 脚本，超时设的是 500 毫秒，高峰时不够。我把超时改成 2 秒，再看看是不是需要加连接池。", [
                call("edit", "ok", path="etc/order-api.yaml", old="  PingTimeout: 500ms", new="  PingTimeout: 2s"),
            ]),
            "改好了。一般这种超时别设太长，两秒就够，长了反而把请求堆住。",
        ),
        turn("行，就两秒。", "已经重新发布到测试环境了，下午高峰再观察一下。"),
    )


# ---------------------------------------------------------------- chayou
def _chayou() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我叫谭军，家里在常宁开榨油坊的，榨茶油。我妹小雨去年给炒籽的锅弄了个测温度的，说是树莓派上跑 Node-RED，"
            "读温控表的数，存到 InfluxDB，手机上用 Grafana 看曲线。礼拜二下午开始曲线就断了，一直是平的。"
            "她说流程文件在 " + f("path", "/home/pi/.node-red/flows_youfang.json") + "，你帮我看看是哪里的问题。",
            ("我先绕开 Node-RED，直接读一下温控表，看表本身回不回话。", [
                call("bash",
                     "mbpoll 1.4-12 - FieldTalk(tm) Modbus(R) Master Simulator\n"
                     "Protocol configuration: Modbus RTU\n"
                     "Slave configuration...: address = [3]\n"
                     "                        start reference = 1, count = 2\n"
                     "Communication.........: /dev/ttyUSB0,       9600-8N1\n"
                     "                        t/o 1.00 s, poll rate 1000 ms\n"
                     "Data type.............: 16-bit register, input register table\n\n"
                     "-- Polling slave 3... Ctrl-C to stop)\n"
                     + f("failure", "Read input register failed: Connection timed out") + "\n"
                     "-- Polling slave 3... Ctrl-C to stop)\n"
                     "Read input register failed: Connection timed out",
                     error=True,
                     command=f("command", "mbpoll -m rtu -a 3 -b 9600 -P none -t 3 -r 1 -c 2 /dev/ttyUSB0")),
            ]),
            "站号 3 的表一直不回话。Node-RED 里配的也是站号 3、9600。要么是表的站号或者波特率变了，要么是 485 的线松了。最近有人动过温控表吗？",
        ),
        turn(
            "啊，想起来了，上礼拜榨油机厂家派了个师傅来，把炒锅那个温控表换了个新的，换完他看了下说亮了就走了。"
            "新表的说明书他说回郴州给我寄过来，到现在还没收到。是不是这个原因？",
            "很可能就是新表的站号或者波特率跟旧的不一样。我不建议现在一个个去试，试乱了表的参数更麻烦。"
            "等说明书寄到，我照上面的参数改 Node-RED 的配置。",
        ),
        turn(
            "行，那等说明书。我顺便跟你讲讲我们是咋做的，小雨那个系统以后要记批次，你心里有个底。"
            "我们收的都是本地山上的茶籽，寒露到霜降那阵摘果，果子摘回来堆几天，等它自己裂口，剥出籽来要晒，晒到抓一把摇起来哗哗响才算干。"
            "晒干了先炒，炒籽那个火候是最要紧的，温控表就是看这个的，炒过了油发苦，炒不够出油少。炒完上榨，榨出来的毛油再过滤。"
            "我爸是老派人，干了四十年，规矩多，最大的一条就是" + f("constraint", "茶油里一滴菜籽油都不掺") + "，"
            "以前有收油的贩子来问能不能兑点便宜油进去，我爸拿扫把把人赶出去的。我们这的籽" + f("number", "出油率百分之二十三左右") + "，"
            "好年份能到二十五。哦对了，我妈前天赶集摔了一跤，手腕扭了，没大事，就是这阵子灌装只能我一个人弄，回你消息可能慢。",
            "明白了。以后批次记录里记上籽的来源、炒籽温度、出油率。你妈好好养着，消息慢没关系。",
        ),
        turn(
            "还有啥要我弄的你说。",
            "有个建议：等温控表通了，我在 Node-RED 里加一条提醒，炒锅温度超过你们定的上限就发到你微信上，人不在锅边也能知道。",
        ),
        turn("这个好，要的，到时候加上。", "好，记下了，表通了就加这个提醒。"),
    )
    r2 = (
        turn(
            "又发现个事，小雨那个 Grafana 上不光炒锅的，连仓库的温湿度也没了，仓库那个可没换过表。",
            ("那就不只是温控表的事了，我查一下 InfluxDB 那头。", [
                call("bash",
                     f("failure", "Error: failed to execute query: 401 Unauthorized: unauthorized access"),
                     error=True,
                     command=f("command", "influx query 'from(bucket: \"youfang_chaoguo\") |> range(start: -2h)' --org tanjia")),
                call("bash",
                     "12 Mar 14:02:31 - [error] [influxdb out:写入炒锅温度] HttpError: unauthorized access\n"
                     "12 Mar 14:02:31 - [error] [influxdb out:写入仓库温湿度] HttpError: unauthorized access",
                     command="journalctl -u nodered -n 20 --no-pager"),
            ]),
            "InfluxDB 不认现在的 token 了，命令行查询和 Node-RED 写入都被拒，所以所有曲线一起断的。存数据的库叫 "
            + f("identifier", "youfang_chaoguo") + "，数据本身应该还在，只是写不进去。要用管理员账号登进去重新生成一个 token。",
        ),
        turn(
            "管理员密码只有小雨知道，她在长沙上班，这礼拜项目上线，天天加班到半夜，我打电话她都没接。她说周末回来弄。",
            "好，InfluxDB 的 token 等小雨周末回来。她回来之前曲线会一直断着，炒籽的时候先看表上的数。",
        ),
        turn(
            "还有个事。我表哥阿斌转了条微信给我，是广州那个经销商刘总发的，我贴给你：『谭老板你好，你们家的油在我们店里卖得不错，"
            "想跟你们谈个合作，" + f("rejected", "用我们的牌子贴牌代工") + "，一年先要三千斤，量以后还能加，价钱好商量。』你看这个咋样？",
            "贴牌的好处是量稳，不用自己找客人；坏处是你们自己的牌子就出不了头，质量出了事算谁的也要写进合同。这个得你们家自己拿主意。",
        ),
        turn("我再想想，得跟我爸商量，他的脾气你懂的。", "好，等你们商量完再说。"),
        turn(
            "另外，现在网上卖油都是小瓶的，我们那个玻璃瓶太沉，一寄运费就上去了，你有啥办法没？",
            "可以考虑" + f("rejected", "换成五百毫升的塑料瓶") + "，轻很多，也不怕摔。",
        ),
        turn(
            "茶油装塑料瓶里放久了有股塑料味，老顾客一开盖就闻得出来。我们家从来只用玻璃瓶和铁桶。",
            "明白，那还是玻璃瓶，运费我从包装和快递上想办法。",
        ),
    )
    r3 = (
        turn(
            "跟你说个糟心的事。上个月发株洲的一桶油，客户拍照说瓶底一层渣，我一看确实是没沉干净，那批是赶着年前灌的，心急了。"
            "我爸气得一晚上没睡。从现在起，" + f("constraint", "灌装前必须静置沉淀满十五天") + "，再急也不能提前灌。"
            "你在小雨那个批次表里给每批加一列沉淀开始的日期，没满十五天的不能标可以灌装。批次号是 "
            + f("identifier", "TJ-2411-03") + " 这样编的，TJ 是谭家，2411 是年月，03 是这个月第几榨。",
            ("好，我在批次表里加两列：沉淀开始日期、可以灌装的日期。", [
                call("edit", "ok", path=f("path", "/home/pi/youfang/jilu/pici.csv"),
                     old="批次号,籽来源,炒籽温度,出油斤数", new="批次号,籽来源,炒籽温度,出油斤数,沉淀开始,可灌装日期"),
            ]),
            "加好了。可灌装日期等于沉淀开始再加十五天，没到日子的那一格是空的。",
        ),
        turn(
            "刘总那个贴牌的事，我跟我爸说了，不做。我爸说这牌子是我爷爷那辈传下来的，给别人贴牌等于把招牌卖了。"
            "你帮我写句话回刘总，客气一点，就说散装油照常供，贴牌就算了。",
            "可以这么回：『刘总，谢谢您看得上我们家的油。贴牌这个我们家商量过了，还是想守着自家的老牌子，就不做了。散装油照常给您供，量多量少都好说。』",
        ),
        turn(
            "行，就这么发。顺便说下价钱，我们自己牌子零售是" + f("number", "一百二十块一斤") + "，给刘总的散装按批发走，便宜些。"
            "还有，你帮我做个" + f("pending", "每个月出了多少油的报表") + "，按批次加起来，我爸每个月底要看。",
            "好，报表从批次表里按月汇总。等沉淀这两列弄稳了就做。",
        ),
        turn(
            "嗯。还有件事我心里一直没底，" + f("pending", "今年山上的茶果能收几成") + "，夏天旱了两个月，落果多，收籽的老板都说不好讲。"
            "收得少的话我得早点跟老顾客打招呼。",
            "这个现在确实没人说得准，要等寒露开摘了才知道。我先记着，到时候再按收籽的量算能出多少油。",
        ),
    )
    later = (
        (5, (
            turn(
                "每个月出油的那个报表做了没？我爸又问了。",
                "还没做，还在单子上：每个月出了多少油的报表，按批次加起来。手头这点弄完就做它。",
            ),
        )),
        (8, (
            turn(
                "又来个活，过年的礼盒，一盒两瓶玻璃瓶的。" + f("pending", "腊月初十之前把年货礼盒的标签做出来") + "，"
                "标签上要有批次号和灌装日期，我妈说字要大，老人家看得清。",
                "好，腊月初十之前出礼盒标签，带批次号和灌装日期，字号放大。",
            ),
        )),
    )
    return Scripted(
        name="fresh24-zh-chayou", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh24=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- daxia
def _daxia() -> Scripted:
    f = Builder()
    pio_tail = (
        "Processing esp32dev (platform: espressif32; board: esp32dev; framework: arduino)\n"
        "--------------------------------------------------------------------------------\n"
        "Library Manager: Installing DFRobot_PH @ ^1.2.0\n"
        + f("failure", "UnknownPackageError: Could not find the package with 'DFRobot_PH @ ^1.2.0' requirements for your system 'linux_x86_64'")
        + "\n========================= [FAILED] Took 41.27 seconds ========================="
    )
    r1 = (
        turn(
            "师傅你好，我姓熊，在潜江搞稻虾的，就是稻田里养小龙虾。我儿子熊浩去年给塘里做了个测溶氧的小盒子，ESP32 的，"
            "代码用那个 PlatformIO 编。他回学校前说代码里加了个 pH 探头，让我编一下烧进去，我照他写的敲了，出来一大串，最后是红的。"
            "代码在 " + f("path", "/home/xiong/daxia-yangqi") + " 里面。",
            ("我跑一遍看看最后报的是什么。", [
                call("bash", long_log(150, "fresh24-daxia-pio", pio_tail), error=True,
                     command="cd /home/xiong/daxia-yangqi && " + f("command", "pio run -e esp32dev")),
            ]),
            "前面都编过了，最后卡在装 pH 探头的库上：库管理器里找不到这个库的这个版本。多半熊浩用的是卖探头的给的压缩包，装在他自己电脑上，没传上来。",
        ),
        turn(
            "我刚问他了，他说是淘宝卖探头那家客服发他的一个 zip，在他宿舍电脑里。他这礼拜考试，考完发过来。",
            "那 pH 这块先放着，等熊浩把库发过来。原来测溶氧的程序还在盒子里跑，不受影响。",
        ),
        turn(
            "那我跟你讲讲我们这是咋弄的。我们是三个人合伙，我、我表哥老曾、还有老万，一共两百来亩田。每块田四周挖一圈沟，虾在沟里，稻子在中间，"
            "三月放苗，四五月出第一季虾，然后插秧，九月底割稻，十月份再出一季秋虾。稻子生虫了就用诱虫灯、放鸭子，"
            + f("constraint", "稻田里一律不打化学农药") + "，一打沟里的虾就死一片，再说我们的米是当生态米卖的，人家要来抽检。"
            "溶氧是最要命的，夏天晚上闷热最容易缺氧，" + f("number", "溶氧低于三毫克每升") + "就得马上开增氧机。"
            "哦对，前两天下大雨，三号田的田埂塌了一截，老万这两天在那修，我也是抽空跟你说。",
            ("我看一下盒子里现在的报警值是多少。", [
                call("read", path="/home/xiong/daxia-yangqi/src/config.h",
                     result="#define DO_ALARM_MG_L 3.0\n#define MQTT_TOPIC \"daxia/tang07/rongyang\"\n#define REPORT_EVERY_S 300"),
            ]),
            "报警值是 3.0，跟你说的一样，五分钟报一次。数据发在 " + f("identifier", "daxia/tang07/rongyang")
            + " 这个主题上。",
        ),
    )
    r2 = (
        turn(
            "春梅，就是我老婆，说合作社那个订单库里查不到昨天的单子，她一登就报错，你帮着看看。",
            ("我用她的账号登一下试试。", [
                call("bash",
                     "Enter password: \n"
                     + f("failure", "ERROR 1045 (28000): Access denied for user 'xiong'@'10.0.3.22' (using password: YES)"),
                     error=True,
                     command=f("command", "mysql -h 10.0.3.15 -u xiong -p daxia_dingdan")),
            ]),
            "密码被拒了，不是单子丢了，是登不进去。合作社那边最近是不是改过密码？",
        ),
        turn(
            "合作社记账的小郑管这个。她上个月生孩子休产假了，说走之前把大家的密码都改了一遍，新密码写在本子上锁她抽屉里了，"
            "社长也打不开。社长说等她月底回来上班。",
            "好，订单库等小郑月底回来再说。这几天的单子让春梅先记在表格里，到时候我帮着补进去。",
        ),
        turn(
            "还有个事，春梅说武汉那个做油焖大虾的王老板托她问，想" + f("rejected", "先发货月底统一结账") + "，他说一个月要两三千斤。",
            "量是大，但压一个月的账风险也不小，他要是拖着不给就麻烦了。可以跟他谈个短一点的结法。",
        ),
        turn(
            "我让春梅回他了：月底结不行，一个礼拜结一回，上礼拜的货这礼拜一打钱。王老板说行，下礼拜开始要货。",
            ("好，我把王老板记成周结的客户。", [
                call("edit", "ok", path="/home/xiong/kehu/kehu.csv", old="# 结算方式见备注",
                     new="武汉王老板,油焖大虾馆,周结,每周一付上周货款\n# 结算方式见备注"),
            ]),
            "记上了。",
        ),
        turn(
            "还有熊浩，说要给我们买个" + f("rejected", "自动投喂机") + "，网上两千多，定时往沟里撒料。你觉得呢？",
            "你们平时喂料是怎么定量的？",
        ),
        turn(
            "不要。喂多少要看天、看水、看头天吃没吃完，机器晓得个啥。",
            "好，不买。另外我想到一个：北京上海那边大虾价钱高不少，可以考虑" + f("rejected", "走冷链直发北京上海") + "，一单能多挣一截。",
        ),
        turn("这个我一个人定不了，得跟老曾老万商量。", "好，等你们商量。"),
    )
    r3 = (
        turn(
            "冷链那个事，昨晚我们三个喝酒说了，他俩都不同意。一箱冷链运费就四十多，路上两天，死得多了全赔进去。我们还是只做湖北湖南周边。"
            "另外上礼拜发长沙那单出事了，客户收到一箱里死了二三十只，拍视频发朋友圈说我们卖死虾。我去查了，是小工分拣的时候没挑干净。"
            "从今天起，" + f("constraint", "死虾一只都不能装箱") + "，挑出来的死虾单独过秤，记到损耗里。",
            "明白，冷链不做，只做周边。分拣这块我有个想法：分拣单上加一栏“挑出死虾（斤）”，每箱封口前勾一个“已挑净”，谁分的签谁的名字。你看行不行？",
        ),
        turn(
            "行，就这么弄，打出来贴在分拣棚里。",
            ("我做个分拣单的模板。", [
                call("write", "ok", path=f("path", "/home/xiong/fenjian/fenjian_moban.csv"),
                     content="日期,塘号,规格,斤数,挑出死虾(斤),已挑净,分拣人签名\n"),
            ]),
            "模板做好了，按规格一行一行填，打印出来就能用。",
        ),
        turn(
            "对了，今年的价你也记一下，" + f("number", "四钱以上的大青二十八块一斤") + "，中青便宜点，小的就论筐走了。"
            "还有，你帮我弄个" + f("pending", "每口塘每天的投喂量记录表") + "，老曾现在记在烟盒上，月底一对根本对不上。",
            "好，价钱记下了。投喂量的表我按塘号和日期做，弄好发你。",
        ),
        turn(
            "唉，我最愁的还是价钱，" + f("pending", "今年秋虾收购价会不会再跌") + "？上个月一下跌了三块，贩子都在观望，谁也不敢说。",
            "这个现在确实没人能给准话，得看秋虾上市那阵的行情。我先记着，价格出来了再帮你算划不划得来。",
        ),
    )
    later = (
        (5, (
            turn(
                "投喂量那个表弄好没？老曾天天问我。",
                "还没弄好，还在单子上：每口塘每天的投喂量记录表。这两天就做出来。",
            ),
        )),
        (9, (
            turn(
                "熊浩说要搞个小程序让客户自己订虾，" + f("pending", "五一之前把预订页面弄好") + "，先能选规格、填斤数就行，付钱以后再说。",
                "好，五一之前出预订页面，先做选规格和填斤数。",
            ),
        )),
    )
    return Scripted(
        name="fresh24-zh-daxia", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh24=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- hongtang
def _hongtang() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是罗姐，在临沧耿马这边做古法红糖的，家庭作坊。我侄子小军在昆明读大学，他给我们弄了个电脑上记订单的程序，"
            "今天一打开就闪退，点了好几次都一样。他说数据在 D 盘……不对不对，这个电脑装的是那个 Ubuntu，他说数据在 "
            + f("path", "/home/luo/hongtang/dingdan.db") + "。",
            ("我直接查一下订单库，看数据还在不在。", [
                call("bash",
                     f("failure", "Error: in prepare, database disk image is malformed (11)"),
                     error=True,
                     command=f("command", "sqlite3 /home/luo/hongtang/dingdan.db \"select count(*) from dingdan;\"")),
            ]),
            "订单库的文件坏了，程序一读就崩，所以闪退。最近是不是停过电，或者电脑没关机就拔了电？",
        ),
        turn(
            "前天晚上跳闸了，电脑直接就黑了。备份……小军说他每个月拷一份到 U 盘，U 盘他带去昆明了，他这个周末坐大巴回来。",
            ("那就等小军带 U 盘回来从备份恢复。硬修容易把单子修丢，我先不动它，只把坏的文件复制一份留底。", [
                call("bash", "", command="cp /home/luo/hongtang/dingdan.db /home/luo/hongtang/dingdan.db.huai"),
            ]),
            "复制好了。这几天的单子先记在本子上，恢复以后再补进去。",
        ),
        turn(
            "好。那我给你说说我们这红糖咋熬的，你以后帮我写网店的介绍用得上。甘蔗是我们寨子自己种的，也收隔壁几家的，十一月底开榨，"
            "一直熬到第二年三四月。甘蔗砍下来当天就要榨汁，放久了会酸。汁过滤了下锅，我们是五口锅连在一起的老灶，烧柴，"
            "从第一口锅一勺一勺往最后一口锅舀，越熬越稠，最后倒进模子里打成块。从头到尾就是甘蔗汁，别的啥都不放，"
            + f("constraint", "绝不拿白砂糖回锅熬") + "，外面有些便宜红糖就是白糖加糖蜜回熬的，看着差不多，吃着根本不是那个味。"
            "一般" + f("number", "十斤甘蔗才出一斤糖") + "，所以我们的糖不便宜。哦还有，我家老二这两天发烧，我回你消息要是慢了你别见怪。",
            "了解，介绍里就写：当天砍当天榨、五口锅柴火熬、只有甘蔗汁。孩子要紧，你慢慢回。",
        ),
        turn(
            "你觉得我们作坊还有啥能改进的？",
            "柴火灶要一直有人添柴看火，挺累人的。现在有商用的电磁熬糖锅，温度能设定，可以考虑" + f("rejected", "把柴火灶换成电磁锅") + "。",
        ),
        turn(
            "柴火熬出来有股焦香，老顾客就认这个味，电磁锅熬的颜色是好看，味道淡。再说我们挂的是县里的非遗牌子，评的就是这个古法。",
            "明白，灶不动，还是柴火。",
        ),
    )
    r2 = (
        turn(
            "锅上那个测温度的小板子也不亮了，小军走之前留了个命令给我，说不亮了就重新烧一下程序，我不会弄，你帮我。",
            ("我照他留的命令烧一下。", [
                call("bash",
                     "esptool.py v4.7.0\n"
                     "Serial port /dev/ttyUSB0\n"
                     "Connecting........_____....._____....._____....._____....._____....._____....._____\n\n"
                     + f("failure", "A fatal error occurred: Failed to connect to ESP8266: Timed out waiting for packet header"),
                     error=True,
                     command=f("command", "esptool.py --chip esp8266 --port /dev/ttyUSB0 write_flash 0x0 tangguo_wendu.bin")),
            ]),
            "板子没进下载模式，烧不进去。一般要按住板子上的 FLASH 键再插电才行。板子放在哪？你能摸到吗？",
        ),
        turn(
            "板子装在锅边一个铁盒子里，是寨子里的电工刀师傅封的，防水防烟，那个螺丝是特殊的，只有他有起子。"
            "刀师傅去勐撒帮人家新房子拉电线了，说要下礼拜才回来。",
            "那等刀师傅回来开盒子。到时候按住 FLASH 键再插 USB，我再烧一次。",
        ),
        turn(
            "说到这个板子我就来气。上礼拜有一锅糖熬糊了，发苦，一整锅两百多斤全废了，就是帮工去接了个电话，锅边没人。"
            "以后" + f("constraint", "熬糖的时候锅边不能离人") + "，接电话也得先喊别人来顶着。板子修好以后温度高了也要会响。",
            "明白。板子修好以后我加个蜂鸣器，超温就响，但那只是帮忙的，锅边还是得有人。",
        ),
        turn(
            "对，人是第一位的。另外网店上卖得最好的是五百克的块糖，编号是 " + f("identifier", "GM-HT-KUAI-500") + "，"
            + f("number", "三十五块一盒") + "，小军说这个价算便宜的了。",
            "好，这款我记下了。有个建议：包装上印上熬制日期和第几锅，顾客问起来好查，出了问题也知道是哪一锅。",
        ),
        turn(
            "这个好，我们本来每锅就有本子记的，印上去就行。",
            ("我做个标签模板，日期和锅次留成空让你填。", [
                call("write", "ok", path=f("path", "/home/luo/hongtang/biaoqian/muban.html"),
                     content="<div class=\"biaoqian\"><h1>古法红糖</h1><p>熬制日期：{{riqi}}</p><p>锅次：第{{guoci}}锅</p></div>"),
            ]),
            "做好了，打印的时候填日期和锅次就行。",
        ),
    )
    r3 = (
        turn(
            "小军转了个消息给我，是上海的一家奶茶店，说喝了我们的糖觉得好，想让我们" + f("rejected", "在红糖里加姜粉做成姜母红糖") + "，"
            "说冬天好卖，一个月要三百斤。你说呢？",
            "三百斤一个月是不小的单子。不过加了姜就是另外一个产品了，生产许可上要不要加品类也得问清楚。你自己怎么想？",
        ),
        turn(
            "我让小军回他了：谢谢看得上，姜的我们不做，我们只做纯甘蔗的。要是他们愿意，先订十斤原味的试试，好用再说。他们说考虑一下。",
            "好，要是他们订十斤原味的，我给他们单独开个链接。",
        ),
        turn(
            "今天赵书记也来了，说镇上新建了个工业园，问我们要不要" + f("rejected", "把作坊搬进镇上的工业园") + "，说有补贴，厂房也新。"
            "我直接跟他说了，不搬。灶是我公公那辈砌的，搬了就不是这个糖了。",
            "好，作坊不搬。",
        ),
        turn(
            "还有两个事。一个是你帮我把" + f("pending", "去年淘宝和微信的订单合成一张表") + "，县里报非遗要交销量，微信的单子在我手机截图里。"
            "另一个是我一直想问又没人说得清的，" + f("pending", "县里明年还给不给非遗作坊补贴") + "，文旅局的人说要等省里的文件。",
            "订单合表我来做，淘宝的可以导出来，微信截图你发我，我一张张录。补贴的事现在确实没人能回答，只能等省里的文件下来，我先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "上次说的把淘宝和微信订单合成一张表的，弄了没？县里催了。",
                "还没弄完，还在单子上：去年淘宝和微信的订单合成一张表。淘宝那部分导出来了，微信截图还差你发过来。",
            ),
        )),
        (8, (
            turn(
                "小军说网店要参加双十二，" + f("pending", "十一月二十号之前把双十二的活动页面准备好") + "，主推块糖，再配个两盒装。",
                "好，十一月二十号之前准备双十二的页面，主推块糖加两盒装。",
            ),
        )),
    )
    return Scripted(
        name="fresh24-zh-hongtang", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh24=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- yangmei
def _yangmei() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是应晓燕，仙居种杨梅的，家里三兄弟合着一片山，我爸是老大，我管网上卖。今年山脚下新建了个小冷库，装冷库的许师傅"
            "留了个 Python 脚本，说能读冷库里的温度，放在 " + f("path", "/opt/lengku/poll_lengku.py") + "。我跑了一下报错，你帮我看看。",
            ("我按他的用法跑一下。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/opt/lengku/poll_lengku.py\", line 23, in <module>\n"
                     "    rr = client.read_holding_registers(100, count=4, slave=1)\n"
                     "  File \"/usr/lib/python3/dist-packages/pymodbus/client/base.py\", line 191, in execute\n"
                     "    raise ConnectionException(f\"Failed to connect[{self!s}]\")\n"
                     + f("failure", "pymodbus.exceptions.ConnectionException: Modbus Error: [Connection] Failed to connect[ModbusTcpClient 192.168.0.50:502]"),
                     error=True,
                     command=f("command", "python3 /opt/lengku/poll_lengku.py --host 192.168.0.50")),
                call("bash",
                     "PING 192.168.0.50 (192.168.0.50) 56(84) bytes of data.\n\n"
                     "--- 192.168.0.50 ping statistics ---\n3 packets transmitted, 0 received, 100% packet loss, time 2041ms",
                     error=True, command="ping -c 3 192.168.0.50"),
            ]),
            "连不上冷库控制器，网上根本找不到 192.168.0.50 这个地址。可能控制器的 IP 不是这个，也可能网线没接到路由器上。",
        ),
        turn(
            "许师傅装的时候说 IP 他设好了，写在他自己本子上，我也没记。他人在台州，说礼拜四过来调压缩机，到时候问他。",
            "好，等礼拜四许师傅来了对一下 IP，再跑脚本。",
        ),
        turn(
            "那我先跟你讲下我们家杨梅，你帮我弄发货的时候心里有数。我们种的是东魁，果子大，六月中旬开摘，前后就二十来天，一年就靠这几天。"
            "每天早上四点多上山，趁凉快摘，中午太阳一大就不摘了，摘了也是软塌塌的。摘下来的杨梅" + f("constraint", "两个小时之内必须进冷库") + "，"
            "不然就出水，这是我爸定死的，谁摘的谁负责背下山。冷库要保持在" + f("number", "零到两度") + "，太冷也不行，会冻伤。"
            "我三叔去年摔了脚，今年背篓背不动了，就在下面分拣，他分得比谁都细。",
            "明白。脚本通了以后我加个检查：冷库温度跑出零到两度就给你发提醒。",
        ),
        turn("这个要，温度一高我们就得去看压缩机。", "好，记下了。"),
        turn(
            "还有，我爸说嘉兴的批发商老陈昨天打电话来，说能不能" + f("rejected", "八成熟就摘下来") + "，路上走两天正好熟，他那边烂得少。"
            "我爸当场就回他了：不行。八成熟的杨梅是酸的，那就不是东魁的味了。",
            "好，还是熟透了再摘。",
        ),
    )
    r2 = (
        turn(
            "我们发货以后会给客户发个短信，告诉他快递单号，是我表弟写的程序，装在那个 systemd 里。今天好几个客户说没收到短信。",
            ("我看一下服务的状态。", [
                call("bash",
                     "× yangmei-duanxin.service - 应家杨梅发货短信\n"
                     "     Loaded: loaded (/etc/systemd/system/yangmei-duanxin.service; enabled; preset: enabled)\n"
                     "     Active: failed (Result: exit-code) since Thu 2025-06-12 09:14:03 CST; 2h 3min ago\n"
                     "    Process: 2231 ExecStart=/usr/bin/python3 /opt/duanxin/send.py (code=exited, status=1/FAILURE)\n"
                     "Jun 12 09:14:03 lengku python3[2231]: aliyunsdkcore.acs_exception.exceptions."
                     + f("failure", "ServerException: HTTP Status: 400 Error:isv.SMS_SIGNATURE_ILLEGAL 该账号下找不到对应签名")
                     + " RequestID: 5F2A91C3-77B0-5E4D-9C1A-2E6B0D3F8A11\n"
                     "Jun 12 09:14:03 lengku systemd[1]: yangmei-duanxin.service: Failed with result 'exit-code'.",
                     error=True,
                     command=f("command", "systemctl status yangmei-duanxin.service")),
            ]),
            "短信签名不对，阿里云不让发。程序里用的签名是不是最近换过？",
        ),
        turn(
            "对，表弟说原来用的签名是他们公司的，不能再用了，上礼拜重新申请了一个“仙居应家杨梅”，阿里云说审核要几个工作日，到现在还没下来。"
            "模板编号是 " + f("identifier", "SMS_468210375") + "，这个不用改吧？",
            "模板不用动，只是签名要换。等新签名审核通过，我把程序里的签名改过来再重启服务。这几天发货的单号先手动在微信上发给客户。",
        ),
        turn(
            "行。你说我们今年还能搞点啥，多卖一点？",
            "东魁名气大，城里人周末喜欢带孩子上山，可以考虑" + f("rejected", "在小红书上招采摘团") + "，一人收个门票，摘的另外按斤算。",
        ),
        turn("听着是不错，我再想想，得跟我爸和两个叔叔说。", "好，你们商量。"),
    )
    r3 = (
        turn(
            "采摘团那个事，昨晚我爸把两个叔叔叫来吃饭商量了，他们都不同意：人一多树底下踩实了伤根，还有小孩爬树，摔了谁负责。就不搞了。"
            "还有更糟的，前天发北京的二十箱，有六箱到了全烂了，走的普通快递，路上三天。客户全退了款。我爸说以后"
            + f("constraint", "外省一律只发顺丰空运") + "，运费再贵也认。",
            ("明白，采摘团不做了。快递我改一下配置，外省只留顺丰空运。", [
                call("edit", "ok", path=f("path", "/home/yingxy/fahuo/kuaidi.yaml"),
                     old="waisheng: [zto, sf_lu, sf_kong]", new="waisheng: [sf_kong]"),
            ]),
            "改好了，外省的单子现在只能选顺丰空运。",
        ),
        turn(
            "上海有个社区团购的团长加了我微信，说要两百箱，但是要" + f("rejected", "每箱压到一百二十块") + "。我们五斤装平时"
            + f("number", "一箱卖一百六十八") + "，空运还是我们出。",
            "两百箱量是大，但一百二十连空运都不太够。你可以报个折中的价。",
        ),
        turn(
            "我回她一百四十五，说不能再低了，她想了一下说行，下礼拜一先要一百箱。",
            ("好，我把上海团长这单记上。", [
                call("edit", "ok", path="/home/yingxy/fahuo/dingdan_tuangou.csv", old="# end",
                     new="上海社区团购团长,200箱,145元/箱,首批100箱下周一\n# end"),
            ]),
            "记上了。",
        ),
        turn(
            "还有，你帮我" + f("pending", "把今年每天摘了多少斤汇总成表") + "，我爸跟叔叔们年底要按斤数分钱。"
            "另外我一直担心，" + f("pending", "今年梅雨会不会提前") + "，梅雨一来杨梅就烂在树上，气象站也说不准。",
            "汇总表我从每天的过秤记录里做，按人按天分开。梅雨的事现在谁也说不准，只能盯着天气预报，我先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "每天摘了多少斤的汇总表好了吗？我三叔在问。",
                "还没好，还在单子上：把今年每天摘了多少斤汇总成表。过秤记录我正在整理。",
            ),
        )),
        (9, (
            turn(
                "明年的事也得提前弄，" + f("pending", "六月十号之前把预售链接挂到小店上") + "，只卖东魁五斤装，按下单顺序发货。",
                "好，六月十号之前挂预售链接，东魁五斤装，按下单顺序发。",
            ),
        )),
    )
    return Scripted(
        name="fresh24-zh-yangmei", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh24=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_chayou(), _daxia(), _hongtang(), _yangmei())
