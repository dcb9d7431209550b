"""Thirty-fourth fresh held-out set (Chinese): written blind while the twenty-eighth round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond the first lines of one file for its format, or the benchmark's
report); first run against that round, committed before its first run and not to be edited after it. The
English half of the set is written separately, at the same time, by another writer.

Domains (grepped unused with ``grep -il``): a county-town car repair shop, a county-town cinema, a farm
supplies shop, a bottled-gas (LPG) depot. Proposals come from the assistant, a parts dealer, a logistics
fleet's captain, the owner's nephew, an advertising agent, the cinema chain (its decision relayed by the
area manager), a fertiliser company's salesman, the county supply-and-marketing co-op (its decision
relayed by the area manager), the owner's brother-in-law, a gas filling plant's salesman and a village shop
owner. Failures are multi-line blocks from pyserial, sqlite3, xmlsec1, DCP-o-matic, pandas/xlrd, curl,
apksigner (at the end of a long build log) and zbarimg; each is left unresolved for a reason given. Routine
work (``routine_lapis``) is this file's own: a Lua membership-points service on OpenResty with Lapis,
tested with busted; it has turns that look like facts and are not planted.

Descriptions:
- xiuche: 老郑 runs 郑记汽修 in 固始; his son 小军 (now a soldier in Xinjiang) wrote an OBD code reader and
  an encrypted repair-order database. Rules: inside a long account of the day, old parts are shown to
  the owner before they are thrown away; after a Honda got the wrong oil, the viscosity in the owner's
  manual is checked before any oil goes in. Proposals: the assistant's second-hand scrapyard parts
  (turned down by a reason alone); the parts dealer 老冯 wants the shop to sell his loose engine oil
  (bluntly no); the fleet captain 王队长 wants three months' credit, 老郑 counters with monthly billing
  and 5% off labour, and he takes it; the assistant's service-due SMS reminder is accepted. Numbers: the
  lift takes at most 3.5 tonnes; 4 litres of oil for 160 yuan. Identifiers: the plate 豫S·3Q718, the
  code P0302. Failures: the serial port is missing (the cable was crushed, a new one is on its way); the
  database will not open (encrypted; the key is with 小军, who can phone only on Sundays). Open: last
  year's repair orders as a table searchable by plate (asked again later); the rent at the new auto-parts
  mall (the mall's agent has not answered); a later ask for the fleet's statement by the fifth of next
  month.
- dianying: 刘红梅 leases the old 郓城 people's cinema, with the projectionist 老孙. Rules: inside a long
  account, nobody is let in fifteen minutes after the start; after an old woman fell, the step lights
  stay on during shows. Proposals: the nephew's 4D hall (polite no, a smaller thing instead: repair hall
  2's speakers); the ad agent 老蒋 wants ten minutes of pre-show ads (put off, refused a round later);
  the assistant's 9.9-yuan tickets on Meituan (the chain voted it down, relayed by the area manager); the
  assistant's showing end times on the ticket page is accepted. Numbers: 186 seats in hall 1; student
  tickets 25 yuan. Identifiers: cinema code 37172501, the film's CPL uuid. Failures: xmlsec1 says the
  KDM signer's certificate has expired (the distributor resends on Monday); DCP-o-matic cannot read a
  half-uploaded ad (the editor is away shooting a wedding). Open: the weekly schedule posted to the
  members' group (asked again later); whether the chain renews the contract next year (no answer yet);
  a later ask from the education bureau for a school screenings schedule by 10 September.
- nongzi: 老许 runs 建国农资 in 阜南, a co-op franchise; his daughter 许静 wrote an import script and an
  uploader to the province's pesticide trace platform. Rules: inside a long account, pesticide and seed
  never share a shelf; after a customer killed his peanuts, every herbicide sale asks which crop it is
  for. Proposals: the salesman 小邓 wants 20,000 yuan up front for foliar fertiliser (put off, refused a
  round later); the assistant's Douyin live selling (reason alone); the assistant's listing seed on the
  county's farm-help mini program (the co-op decided against it, relayed by 小孙); the assistant's
  dosage labels are accepted. Numbers: compound fertiliser 168 yuan a bag; 30 jin of water a mu.
  Identifiers: shop number NY341225-0087, registration PD20152387. Failures: xlrd cannot find the
  workbook (the file is password-protected, 小邓 does not answer); the trace platform's token has expired
  (the official is away on training). Open: the credit book typed in by village (asked again later);
  will urea go up this summer (no price yet); a later ask for the real-name ledger by 25 May.
- yehuaqi: 覃永华 runs an LPG depot in 灵山; the delivery app was written by 小韦, now in Shenzhen. Rules:
  inside a long account, cylinders always travel upright; after an expired cylinder was delivered, no
  cylinder past its inspection date leaves the depot. Proposals: the brother-in-law wants his son to
  drive deliveries (polite no, a smaller job instead); a filling plant's refurbished cylinders (bluntly
  no); a village shop wants 5 yuan a cylinder, 覃 counters with 3 yuan and free delivery and she takes
  it; the assistant's safety checkboxes on the delivery slip are accepted. Numbers: 115 yuan a 15 kg
  cylinder; 10 yuan extra beyond 5 km. Identifiers: licence 桂202645072100018, cylinder
  QP450721-0016283. Failures: apksigner cannot find the keystore (小韦 has not replied); zbarimg finds
  no code in the worn label (the testing station relabels on Thursday). Open: reminders of each
  cylinder's next inspection (asked again later); whether the depot may still deliver after the county
  unifies delivery (no notice yet); a later ask for the training records by 10 June.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: Lua, OpenResty + Lapis points service
def routine_lapis(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "积分那个测试挂了一个，你看一下。",
                ("我跑一下 busted。", [
                    call("bash",
                         "●●●●◼●●●\n"
                         "7 successes / 1 failure / 0 errors / 0 pending : 0.031204 seconds\n\n"
                         "Failure → spec/points_spec.lua @ 24\n"
                         "积分 按消费金额算积分\n"
                         "spec/points_spec.lua:27: Expected objects to be the same.\n"
                         "Passed in:\n(number) 12.5\nExpected:\n(number) 12",
                         error=True, command="busted spec/points_spec.lua"),
                ]),
                ("消费 125 块算出来 12.5 分，没取整。我在 models/points.lua 里加个 math.floor。", [
                    call("edit", "ok", path="models/points.lua",
                         old="return amount / 10", new="return math.floor(amount / 10)"),
                    call("bash", "●●●●●●●●\n8 successes / 0 failures / 0 errors / 0 pending : 0.029871 seconds",
                         command="busted spec/points_spec.lua"),
                ]),
                "都过了。以后积分一律向下取整，半分不给，这样对账也简单。",
            ),
        )
    if k == 1:
        return (
            turn(
                "会员表加个生日，生日那个月消费积分翻倍。",
                ("先加迁移。", [
                    call("edit", "ok", path="migrations.lua",
                         old="return {",
                         new='return {\n  [1715000000] = function()\n    schema.add_column("members", "birthday", types.date({ null = true }))\n  end,'),
                    call("bash", "Running migration: 1715000000\nMigrations completed", command="lapis migrate"),
                ]),
                "字段加好了，允许为空，老会员不填也不影响。翻倍的逻辑我写在 models/points.lua 里，按生日的月份判断。",
            ),
            turn("行。以后加字段都这样，允许空，别把老数据卡住。", "好，后面加字段都默认允许空。"),
        )
    if k == 2:
        return (
            turn(
                "查一个不存在的会员号，接口直接报 500 了。",
                ("我复现一下。", [
                    call("bash", "500", error=True,
                         command='curl -s -o /dev/null -w "%{http_code}" http://127.0.0.1:8080/members/9999'),
                    call("bash",
                         "2026/05/12 10:21:07 [error] 2315#2315: *41 lua entry thread aborted: runtime error: "
                         "app.lua:58: attempt to index local 'member' (a nil value)\n"
                         "stack traceback:\ncoroutine 0:\n\tapp.lua:58: in function 'handler'",
                         command="tail -n 5 logs/error.log"),
                ]),
                ("查不到会员的时候 member 是 nil，后面直接取字段就崩了。改成查不到返回 404。", [
                    call("edit", "ok", path="app.lua",
                         old="local member = Members:find(self.params.id)",
                         new='local member = Members:find(self.params.id)\n    if not member then\n'
                             '      return { status = 404, json = { error = "会员不存在" } }\n    end'),
                    call("bash", "404", command='curl -s -o /dev/null -w "%{http_code}" http://127.0.0.1:8080/members/9999'),
                ]),
                "现在返回 404 了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "要调短信接口，装个 lua-resty-http。",
                ("装指定版本。", [
                    call("bash",
                         "Installing https://luarocks.org/lua-resty-http-0.17.2-0.src.rock\n"
                         "lua-resty-http 0.17.2-0 is now installed in /usr/local/openresty/luajit (license: BSD-2-Clause)",
                         command="luarocks install lua-resty-http 0.17.2-0"),
                ]),
                "装好了。建议把版本写进 rockspec 的 dependencies 里锁死，换机器部署也是同一个版本。",
            ),
            turn("锁上吧。", ("改了。", [
                call("edit", "ok", path="points-dev-1.rockspec",
                     old='"lapis == 1.16.0",', new='"lapis == 1.16.0",\n  "lua-resty-http == 0.17.2",'),
            ]), "rockspec 里两个依赖都固定版本了。"),
        )
    if k == 4:
        return (
            turn(
                "查积分流水那个页面太慢了，柜台上等好几秒。",
                ("我看一下执行计划。", [
                    call("bash",
                         "Seq Scan on point_logs  (cost=0.00..4127.00 rows=53 width=48) (actual time=0.412..811.906 rows=61 loops=1)\n"
                         "  Filter: (member_id = 318)\n  Rows Removed by Filter: 180339\n"
                         "Planning Time: 0.088 ms\nExecution Time: 812.334 ms",
                         command='psql points -c "EXPLAIN ANALYZE SELECT * FROM point_logs WHERE member_id = 318 ORDER BY created_at DESC"'),
                ]),
                ("全表扫描，十八万行。加个 member_id 加 created_at 的联合索引。", [
                    call("edit", "ok", path="migrations.lua",
                         old="return {",
                         new='return {\n  [1715100000] = function()\n    schema.create_index("point_logs", "member_id", "created_at")\n  end,'),
                    call("bash", "Running migration: 1715100000\nMigrations completed", command="lapis migrate"),
                ]),
                "加完再看，从八百多毫秒降到四毫秒左右。以后按会员查的表都先把索引建上。",
            ),
        )
    return (
        turn(
            "下礼拜要上线了，你把配置过一遍。",
            ("我看一下 config.lua。", [
                call("read", path="config.lua",
                     result='config("production", {\n  port = 80,\n  code_cache = "off",\n  num_workers = "1",\n'
                            '  postgres = { host = "127.0.0.1", database = "points" }\n})'),
            ]),
            "production 里 code_cache 还是 off，每个请求都重新加载一遍 Lua 文件，慢。建议改成 on，worker 数设成 auto。",
        ),
        turn("改。以后上线前都过一遍这个文件。", ("改好了。", [
            call("edit", "ok", path="config.lua", old='code_cache = "off",\n  num_workers = "1",',
                 new='code_cache = "on",\n  num_workers = "auto",'),
        ]), "上线前检查配置，我记着。"),
    )


# ---------------------------------------------------------------- xiuche: a car repair shop in 固始
def _xiuche() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "喂，能看到不？我是固始北关开修车铺的老郑，郑记汽修。我儿子小军以前给店里弄了个读故障码的小程序，"
            "把那根蓝色的线插到车上就能读，程序放在 " + f("path", "/home/xiaojun/xiuche/obd_read.py") + "。今天来了辆车，车牌 "
            + f("identifier", "豫S·3Q718") + "，发动机抖得厉害，我想读一下码，一点就出一大串英文。",
            ("我按小军平时的用法跑一下。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/usr/lib/python3/dist-packages/serial/serialposix.py\", line 322, in open\n"
                     "    self.fd = os.open(self.portstr, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)\n"
                     "FileNotFoundError: [Errno 2] No such file or directory: '/dev/ttyUSB0'\n\n"
                     "During handling of the above exception, another exception occurred:\n\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/home/xiaojun/xiuche/obd_read.py\", line 41, in <module>\n"
                     "    conn = serial.Serial(args.port, 38400, timeout=2)\n"
                     "  File \"/usr/lib/python3/dist-packages/serial/serialutil.py\", line 244, in __init__\n"
                     "    self.open()\n"
                     "  File \"/usr/lib/python3/dist-packages/serial/serialposix.py\", line 325, in open\n"
                     "    raise SerialException(msg.errno, \"could not open port {}: {}\".format(self._port, msg))\n"
                     + f("failure", "serial.serialutil.SerialException: [Errno 2] could not open port /dev/ttyUSB0: "
                                    "[Errno 2] No such file or directory: '/dev/ttyUSB0'"),
                     error=True,
                     command="cd /home/xiaojun/xiuche && " + f("command", "python3 obd_read.py --port /dev/ttyUSB0 --dtc")),
            ]),
            "不是程序坏了，是电脑压根没认到那根线，/dev/ttyUSB0 这个口不存在。你看看线两头插紧没有，线头上那个小灯亮不亮？",
        ),
        turn(
            "灯不亮。阿亮说前天举升机落下来的时候压了它一下，估计是压断了。我在拼多多上又买了一根，说后天到。"
            "那就等线到了再读吧，这车我先凭耳朵听，八成是二缸不干活。",
            "好，读码等新线到了再弄。要真是二缸缺火，读出来一般是 " + f("identifier", "P0302") + "，线一到读一下就清楚了。",
        ),
        turn(
            "我跟你说说我们店里平常咋弄的，你心里有个数。早上八点开门，阿亮先把举升机检查一遍，油管、保险都看看，"
            "我们那台是老式双柱的，" + f("number", "举升机限重三点五吨") + "，上回有人开个皮卡拉了一车货非要上，我给撵下去了。"
            "换机油、换滤芯、换刹车片这些，" + f("constraint", "换下来的旧件要给车主看过才能扔") + "，有的车主不放心，"
            "你当着他面拆下来给他瞅瞅，他就服气了。机油我们用的全合成，" + f("number", "四升一百六十块") + "，"
            "小保养连工带料两百出头。中午一般不歇，吃饭轮着来。",
            "明白了。那以后给客人的保养单我就按这个写：用的什么油、换了哪些件、旧件已经给车主看过。",
        ),
        turn(
            "中。还有个事，今天有个客人嫌刹车总泵贵，新的要四百多，问能不能便宜点。",
            "可以考虑给他" + f("rejected", "用拆车件") + "，拆车的总泵一百来块就能拿到，比新的便宜一大半，客人也高兴。",
        ),
        turn(
            "拆车件谁知道在报废车上泡过几年水？刹车是要命的东西，人家一家老小坐车上，上高速出了事，找我还是找拆车厂？",
            "明白，刹车上的件还是用新的，我跟客人解释清楚贵在哪。",
        ),
        turn(
            "嗯。你还有啥好主意没有？",
            "有一个：很多客人保养到日子了自己记不住，我可以按上次保养的日期和里程算一下，到期前三天给车主发条短信提醒。",
        ),
        turn(
            "这个中，弄吧，短信里把咱店电话带上。",
            ("我把提醒的脚本写上。", [
                call("edit", "ok", path="/home/xiaojun/xiuche/tixing.py",
                     old="# TODO", new="for car in due_in_days(3):\n    send_sms(car.phone, tpl(car))"),
            ]),
            "写好了，每天早上八点跑一次，短信末尾带店里电话。",
        ),
    )
    r2 = (
        turn(
            "小军还弄了个记维修单的，现在也打不开了。我想查查上回 豫S·3Q718 换的啥火花塞。",
            ("我看一下那个数据库。", [
                call("bash",
                     "-rw-r--r-- 1 xiaojun xiaojun 2895872 Apr 28 19:02 weixiudan.db\n"
                     "weixiudan.db: data\n"
                     + f("failure", "Error: in prepare, file is not a database (26)"),
                     error=True,
                     command="cd /home/xiaojun/xiuche && ls -l weixiudan.db && file weixiudan.db && "
                     + f("command", 'sqlite3 weixiudan.db "select * from dan order by id desc limit 5;"')),
            ]),
            "文件还在，" + f("path", "/home/xiaojun/xiuche/weixiudan.db") + "，两兆多，数据应该没丢。但 file 认不出它是 SQLite，"
            "sqlite3 也说不是数据库，多半是小军用 SQLCipher 加了密，得有他设的密码才能打开。",
        ),
        turn(
            "他在新疆当兵，手机平时收上去，一个礼拜就礼拜天能打一回电话。那就等礼拜天我问问他。",
            "好，维修单这块等小军礼拜天给了密码再弄，我不乱动那个文件。",
        ),
        turn(
            "今天丢人了。一辆本田飞度来做保养，阿亮顺手加了我们平常用的 5W-40，车主回家一翻手册，上面写的 0W-20，"
            "又开回来了，我只好免费给人家重新换了一遍，油钱滤芯钱都搭进去了。以后" + f("constraint", "加机油前先对一遍车主手册上的粘度")
            + "，谁也不许凭感觉加，阿亮也一样。",
            "记下了。保养单上我加一栏“手册粘度”，加油的人先对着手册填上，再去拿油。",
        ),
        turn(
            "还有，配件城的老冯今天又来了，非要我们帮他" + f("rejected", "代卖散装机油") + "，说一桶能挣二十块。",
            "你怎么打算？",
        ),
        turn("不弄，没商量。", "好，不代卖。"),
        turn(
            "对了，县里在南边新建了个汽配城，招商的人来问我搬不搬过去。我得先知道" + f("pending", "汽配城那边的铺面租金多少")
            + "，招商的说回去问问领导，到现在一个礼拜了也没回话。",
            "这个只能等招商那边回话，我先记着，回了话我帮你算算搬过去划不划算。",
        ),
    )
    r3 = (
        turn(
            "顺达物流车队的王队长今天来谈，他们十几辆厢货以后都想放在我们这儿修，但是要" + f("rejected", "挂账三个月一结")
            + "。三个月我压不起那么多钱，配件都是现钱进的。",
            "那可以给他一个别的甜头，比如结账周期短一点，但工时上让一点。",
        ),
        turn(
            "我就是这么跟他说的：一个月一结，工时给他打九五折。他想了想说中，下个月就开始送车过来。你帮我记上。",
            ("记到月结客户那张表里。", [
                call("edit", "ok", path="/home/xiaojun/xiuche/data/yuejie.csv", old="# end",
                     new="顺达物流车队,一个月一结,工时九五折,配件原价\n# end"),
            ]),
            "记上了：顺达物流，一个月一结，工时九五折。",
        ),
        turn(
            "还有，我想" + f("pending", "把去年的维修单导成表，能按车牌查") + "，谁家的车上回啥时候修的、换的啥，一查就出来，"
            "省得我翻本子。",
            "可以做。不过去年的单子也在那个加了密的库里，得先拿到小军的密码。密码一到我就导。",
        ),
        turn("中，先这样。", "好。"),
    )
    later = (
        (5, (
            turn(
                "维修单导成表那个，弄好没？",
                "还没有，还在单子上：把去年的维修单导成表，能按车牌查。小军的密码还没拿到，拿到就做。",
            ),
        )),
        (9, (
            turn(
                "王队长打电话来了，说他们公司财务要对账，让" + f("pending", "下月五号前把顺达物流车队的对账单做出来")
                + "，每辆车修了啥、多少钱都列清楚。",
                "好，下月五号前出顺达物流的对账单，按车列明细。",
            ),
        )),
    )
    return Scripted(
        name="fresh34-xiuche", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh34=True,
        later=later, routine=routine_lapis,
    )


# ---------------------------------------------------------------- dianying: a county-town cinema in 郓城
def _dianying() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是郓城人民电影院的刘红梅，影院是我承包下来的。今天晚上七点半那场新片放不了，放映员老孙说是密钥不对。"
            "密钥文件他放在 " + f("path", "/media/fangying/KDM") + " 这个文件夹里了，叫 LLS_IMB2.xml。你帮我看看到底咋回事，票都卖出去四十多张了。",
            ("我先验一下这个密钥文件的签名。", [
                call("bash",
                     f("failure", "func=xmlSecOpenSSLX509StoreVerify:file=x509vfy.c:line=360:obj=x509-store:"
                                  "subj=X509_verify_cert:error=4:crypto library function failed:"
                                  "subj=/CN=KDM-SIGNER.ZYSZ;err=10;msg=certificate has expired") + "\n"
                     "func=xmlSecOpenSSLKeyDataX509VerifyAndExtractKey:file=x509.c:line=1530:obj=x509:subj=unknown:"
                     "error=71:certificate verification failed: \n"
                     "func=xmlSecKeysMngrGetKey:file=keys.c:line=1370:obj=unknown:subj=xmlSecKeysMngrFindKey:"
                     "error=1:xmlsec library function failed: \n"
                     "func=xmlSecDSigCtxProcessKeyInfoNode:file=xmldsig.c:line=790:obj=unknown:"
                     "subj=xmlSecKeysMngrGetKey:error=1:xmlsec library function failed:node=KeyInfo\n"
                     "Error: signature failed \nERROR\nSignedInfo References (ok/all): 0/1",
                     error=True,
                     command="cd /media/fangying/KDM && " + f("command", "xmlsec1 --verify --trusted-pem chain.pem LLS_IMB2.xml")),
            ]),
            "问题不在咱们的放映服务器。是发行方给密钥签名用的那张证书过期了，签出来的密钥服务器不认。"
            "这个咱们自己改不了，只能让发行方用新证书重新签一个发过来。",
        ),
        turn(
            "老孙给发行公司打电话了，对接的人周末不上班，说礼拜一上班再重新发。那今晚这场只能换成老片了，这个先放着吧。",
            "好，密钥等礼拜一发行方重发。今晚七点半那场我先在售票页面上改成别的片，买了票的人发个短信说一声。",
        ),
        turn(
            "你听我说说我们这儿的情况。影院是以前的县电影院改的，两个厅，" + f("number", "一号厅一百八十六个座")
            + "，二号厅小，八十个。我们的影院编码是 " + f("identifier", "37172501") + "，报票房、跟发行方要密钥都用这个号。"
            "平常票价三十五，" + f("number", "学生票二十五块") + "，周二全天半价。还有，" + f("constraint", "开演十五分钟以后就不让进场了")
            + "，以前老有人看一半进来，打着手电找座，后排的人骂得不行。卖小吃的柜台开到最后一场开演。",
            "明白了。那售票页上我把“开演十五分钟后停止入场”写在每场下面，免得有人跑来进不去。",
        ),
        turn(
            "中。还有个事，我侄子小凯在济南上大学，放假回来非说要" + f("rejected", "把二号厅改成4D厅") + "，说现在年轻人就认这个。",
            "4D 座椅加上特效设备，一个厅下来得几十万，还得找厂家来改地面和电路。",
        ),
        turn(
            "孩子想法是好的，可这钱我真掏不出来。我跟他说了，先把二号厅那对音箱修好，左边那只一到打仗的镜头就破音。",
            "好，先修二号厅的音箱，我帮你查查附近谁修专业音箱。",
        ),
        turn(
            "行。你还有啥能马上弄的？",
            "售票页面上可以把每场的散场时间也显示出来，带孩子的、要赶末班车回乡下的，一看就知道来不来得及。",
        ),
        turn(
            "这个好，加上。",
            ("我改一下场次的模板。", [
                call("edit", "ok", path="shoupiao/templates/changci.html",
                     old="<span>{{ start }}</span>", new="<span>{{ start }}</span> <span>散场 {{ finish }}</span>"),
            ]),
            "加好了，每场后面显示散场时间。",
        ),
    )
    r2 = (
        turn(
            "老孙说礼拜一新密钥来了，要对一下是不是这部片子的，片子的编号是 "
            + f("identifier", "urn:uuid:6f1c2b7e-3a94-4d1e-9b8a-2c5e7d01a4f3") + "，他抄在本子上了，你也记一下。",
            "记下了。新密钥到了我先对一下里面写的 CPL 编号是不是这个，对上了再导进服务器。",
        ),
        turn(
            "还有映前广告的事。县里卖家具的、卖电动车的都在我们这儿投广告，广告公司老蒋那边做好片子发过来了，叫 "
            + f("path", "/home/fangying/guanggao/yingqian_0601.mp4") + "，老孙说要转成放映机能放的格式。",
            ("我用 DCP-o-matic 转一下。", [
                call("bash",
                     "dcpomatic2_create 2.16.78 git 4f0e2b1\n"
                     "Creating film in /home/fangying/guanggao/dcp_0601\n"
                     "Adding content /home/fangying/guanggao/yingqian_0601.mp4\n"
                     "Examining content...\n"
                     + f("failure", "DCP-o-matic could not open the file /home/fangying/guanggao/yingqian_0601.mp4 "
                                    "(End of file). Perhaps it does not exist or is in an unexpected format.") + "\n"
                     "Could not create film; nothing written.",
                     error=True,
                     command=f("command", "dcpomatic2_create -o /home/fangying/guanggao/dcp_0601 "
                                          "/home/fangying/guanggao/yingqian_0601.mp4")),
            ]),
            "文件读到一半就到头了。我看了下大小才二十三兆，一分钟的广告片正常得一两百兆，应该是传的时候断了，只传上来一截。"
            "得让广告公司重新传一遍完整的。",
        ),
        turn(
            "老蒋说做片子的小伙去菏泽拍婚礼了，明天晚上回来才能重传。那就先等着吧，这礼拜的广告还放上礼拜的。",
            "好，广告片等明天重传，这礼拜先放旧的。",
        ),
        turn(
            "说到老蒋，他还想" + f("rejected", "映前广告加到十分钟") + "，说多给我一成的钱。我还没想好，你先别动。",
            "好，先不动，现在还是按五分钟排。",
        ),
        turn(
            "还有啥能多卖点票的法子？平常工作日下午基本没人。",
            "淡季的时候可以试试" + f("rejected", "在美团上挂九块九的特价票") + "，工作日下午场空着也是空着，能拉一点人来。",
        ),
        turn(
            "我问问院线。……院线片区的经理回微信了，说院线开会定了，全院线的票价都不能低于最低限价，九块九肯定不让挂，挂了要罚款。",
            "明白，那这个就不做了。",
        ),
        turn(
            "唉，还有个心事。院线的合同今年年底到期，" + f("pending", "院线明年还续不续约") + "，我问了两回，片区经理说要等总部定，一直没回话。",
            "这个只能等院线总部回话，我先记着。",
        ),
    )
    r3 = (
        turn(
            "老蒋加广告那个事，我想好了，不加。人家买票是来看电影的，前面放十分钟广告，观众要骂娘，回头都跑市里看去了。还是五分钟。",
            "好，我回老蒋：还是五分钟，不加长。",
        ),
        turn(
            "昨天晚上出事了。一个老太太散场的时候在台阶上绊了一跤，膝盖磕破了，送医院拍了片子没伤着骨头，我赔了医药费。"
            "一问是老孙为了省电把台阶地灯关了。以后" + f("constraint", "台阶地灯放映时不许关") + "，谁关我扣谁工资。",
            "记下了。要不要在每天的开场检查表里加一条“台阶地灯已开”，老孙开场前勾一下？",
        ),
        turn("加上。", ("我改一下检查表。", [
            call("edit", "ok", path="shoupiao/data/kaichang_jiancha.txt", old="□ 空调", new="□ 空调\n□ 台阶地灯已开"),
        ]), "加好了。"),
        turn(
            "还有，我想" + f("pending", "每周的排片表自动发到会员群里") + "，现在都是我一张一张截图发，累死了。",
            "可以，从售票系统里把下周的场次导出来，生成一张图发到群里。我把广告片那边弄完就做这个。",
        ),
    )
    later = (
        (6, (
            turn(
                "排片表自动发会员群那个，弄了没有？",
                "还没有，还在单子上：每周的排片表自动发到会员群里。下一个就做它。",
            ),
        )),
        (10, (
            turn(
                "县教育局来通知了，要搞中小学生爱国主义教育观影，让" + f("pending", "九月十号前把全县中小学包场的排期表报给教育局")
                + "，学校名单他们过两天发来。",
                "好，九月十号前出包场排期表，等教育局的学校名单一到就排。",
            ),
        )),
    )
    return Scripted(
        name="fresh34-dianying", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh34=True,
        later=later, routine=routine_lapis,
    )


# ---------------------------------------------------------------- nongzi: a farm supplies shop in 阜南
def _nongzi() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我在阜南县城开农资店，姓许，店名叫建国农资，是县供销社的加盟店。我闺女许静在合肥上班，"
            "以前给我写了个把厂家进货单导进电脑的小东西，在 " + f("path", "D:/nongzi/scripts/daoru.py")
            + "。今天厂家业务员小邓发来的春季进货单导不进去，文件是 " + f("path", "D:/nongzi/jinhuo/2026春季进货单.xlsx") + "。",
            ("我照许静写的用法跑一下。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"D:\\nongzi\\scripts\\daoru.py\", line 27, in <module>\n"
                     "    df = pd.read_excel(args.file, sheet_name=args.sheet, dtype=str)\n"
                     "  File \"C:\\Python311\\Lib\\site-packages\\pandas\\io\\excel\\_base.py\", line 495, in read_excel\n"
                     "    io = ExcelFile(\n"
                     "  File \"C:\\Python311\\Lib\\site-packages\\pandas\\io\\excel\\_base.py\", line 1567, in __init__\n"
                     "    self._reader = self._engines[engine](\n"
                     "  File \"C:\\Python311\\Lib\\site-packages\\pandas\\io\\excel\\_xlrd.py\", line 46, in __init__\n"
                     "    super().__init__(\n"
                     "  File \"C:\\Python311\\Lib\\site-packages\\pandas\\io\\excel\\_base.py\", line 573, in __init__\n"
                     "    self.book = self.load_workbook(self.handles.handle, engine_kwargs)\n"
                     "  File \"C:\\Python311\\Lib\\site-packages\\pandas\\io\\excel\\_xlrd.py\", line 63, in load_workbook\n"
                     "    return open_workbook(file_contents=data, **engine_kwargs)\n"
                     "  File \"C:\\Python311\\Lib\\site-packages\\xlrd\\__init__.py\", line 172, in open_workbook\n"
                     "    bk = open_workbook_xls(\n"
                     "  File \"C:\\Python311\\Lib\\site-packages\\xlrd\\book.py\", line 626, in biff2_8_load\n"
                     "    raise XLRDError(\"Can't find workbook in OLE2 compound document\")\n"
                     + f("failure", "xlrd.biffh.XLRDError: Can't find workbook in OLE2 compound document"),
                     error=True,
                     command="cd D:/nongzi/scripts && " + f("command", "python daoru.py --file ../jinhuo/2026春季进货单.xlsx --sheet 进货")),
            ]),
            "后缀写的是 xlsx，可里面其实是个加了密的包，程序把它当老式的 xls 去读，找不到表。应该是小邓那边导出的时候设了打开密码。"
            "你用 WPS 双击打开看看，是不是让你输密码？",
        ),
        turn(
            "是，要密码。我给小邓发微信问了，他没回。",
            "那进货单就等他回了密码再导，我先不动它。",
        ),
        turn(
            "小邓这两天一直缠着我，要我" + f("rejected", "先打两万块压一批叶面肥") + "，说是厂里新出的，返点高。我说回头再说。",
            "好，这个先放着，等你想好了再说。",
        ),
        turn(
            "你再听我说说店里的情况。店面两间，左边一间放化肥，一袋一袋码到房顶，右边一间放农药种子，"
            "不过" + f("constraint", "农药跟种子不能放一个架子上") + "，种子沾了药味，农民一闻就不要了，出苗也受影响。"
            "现在" + f("number", "复合肥一袋一百六十八块") + "，尿素一百二十出头。限用的农药买的人得登记身份证，这是上面的规定。"
            "忙的时候是春耕跟麦收前后，一天能来一两百号人。",
            "明白了。那店里的货我按化肥、农药、种子分三类记，农药单独一张表，登记身份证的那些另外标出来。",
        ),
        turn(
            "中。你说现在做生意都上网，我这种店能弄点啥？",
            "现在有不少县里的农资店在做" + f("rejected", "抖音直播卖化肥") + "，要不要试试？",
        ),
        turn(
            "一袋复合肥一百斤，快递运一袋比我卖一袋挣得还多。再说种地的都是五六十岁的人，买肥要上手捏一捏、看看颗粒，"
            "跟我当面唠两句才放心。",
            "明白了，那还是守着店面。有个小的我觉得能马上用上：卖药的时候给每瓶贴一张小标签，写上兑水比例和安全间隔期，"
            "老人家回去不用再打电话问。",
        ),
        turn(
            "这个行，弄吧，字要大，老人眼神不好。",
            ("我写个打标签的脚本，用最大号字。", [
                call("edit", "ok", path="D:/nongzi/scripts/biaoqian.py",
                     old="FONT_SIZE = 12", new="FONT_SIZE = 28"),
            ]),
            "写好了，标签上有药名、兑水比例、安全间隔期三行。",
        ),
    )
    r2 = (
        turn(
            "小邓又来催那批叶面肥了。我想明白了，不压。去年压了一批杀菌剂，到现在还剩半个仓库，两万块不是小钱。",
            "好，叶面肥不压货，我帮你回他。",
        ),
        turn(
            "现在县农业农村局要求，限用农药卖出去要传到省里的追溯平台，许静也给弄了个上传的。我们店的编号是 "
            + f("identifier", "NY341225-0087") + "。昨天卖的今天传不上去。",
            ("我手动传一下昨天的记录。", [
                call("bash",
                     "*   Trying 218.22.41.107:443...\n"
                     "* Connected to zhuisu.nongyao-ah.cn (218.22.41.107) port 443\n"
                     "* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384\n"
                     "> POST /api/v2/sales HTTP/1.1\n"
                     "> Host: zhuisu.nongyao-ah.cn\n"
                     "> Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOjg3fQ.kq3Vn0\n"
                     "> Content-Type: application/json\n"
                     "> Content-Length: 1843\n"
                     ">\n"
                     "< HTTP/1.1 401 Unauthorized\n"
                     "< Server: nginx\n"
                     "< Content-Type: application/json;charset=UTF-8\n"
                     "< Content-Length: 86\n"
                     "<\n"
                     + f("failure", '{"code":40102,"msg":"令牌已过期，请重新申请接入凭证","data":null}') + "\n"
                     "* Connection #0 to host zhuisu.nongyao-ah.cn left intact\n"
                     "curl: (22) The requested URL returned error: 401",
                     error=True,
                     command="cd D:/nongzi/scripts && "
                     + f("command", "curl -v --fail-with-body -X POST https://zhuisu.nongyao-ah.cn/api/v2/sales "
                                    "-H \"Authorization: Bearer $ZS_TOKEN\" -d @xiaoshou_0512.json")),
            ]),
            "平台说接入凭证过期了，得找发凭证的部门重新申请一个，我这边换不了。",
        ),
        turn(
            "管这个的是农业农村局的王科长，他去省里培训了，下礼拜才回来。只能等他。这几天卖的我先手写登记，回头补传。",
            "好，上传等王科长回来换了凭证再补，手写的单子留好。",
        ),
        turn(
            "还有别的法子多卖点不？离得远的村子来一趟不容易。",
            "县里不是有个助农小程序吗？可以" + f("rejected", "把种子挂到助农小程序上卖") + "，远的村子在上面下单，你赶集顺路送过去。",
        ),
        turn(
            "我问问供销社。……片区经理小孙回我微信了，说总社开会定了，加盟店一律不许在外面的平台上卖种子，出了假种子的事说不清。",
            "明白，那种子还是只在店里卖。",
        ),
        turn(
            "还有，有个老头说上回买的那个除草剂效果好，让我再进一箱，瓶子上的登记证号是 " + f("identifier", "PD20152387")
            + "，你记一下，下回进货对着这个号找，别进错了。",
            "记下了，下回进货我按这个登记证号核对。",
        ),
    )
    r3 = (
        turn(
            "出事了。前天后庄的老李来买除草剂，我给他拿的是玉米地用的那种，他回去打到花生地里了，死了一大片，找上门来闹，"
            "我赔了他八百块。以后" + f("constraint", "卖除草剂必须问清楚打的是啥庄稼") + "，问清楚了再拿药，标签上也写上。"
            "还有这个药的兑水量，" + f("number", "一亩兑水三十斤") + "，少了打不匀，也得写上。",
            "记住了。标签上我加一行“适用作物”，卖的时候填，兑水量也印上。",
        ),
        turn(
            "还有，我那个赊账本，翻得都快散了。你帮我" + f("pending", "把赊账本录进电脑，按村分开") + "，哪个村谁欠多少，秋后好去收。",
            "行，你把本子一页页拍照发我，我来录。先把标签的事弄完就做。",
        ),
        turn(
            "还有件事我心里没底，" + f("pending", "今年夏天尿素还涨不涨") + "，要涨的话我得趁现在多进点。厂家还没报夏季价，"
            "小邓那边也不回消息。",
            "这个现在谁也说不准，得等厂家报价出来。我先记着，报价一来我帮你算算进多少合适。",
        ),
    )
    later = (
        (5, (
            turn(
                "赊账本录进电脑那个，弄了没？",
                "还没弄完，还在单子上：把赊账本录进电脑，按村分开。你拍的照片我收到了前半本，后半本还差着。",
            ),
        )),
        (8, (
            turn(
                "县农业执法大队通知下来了，麦收前要来查，让" + f("pending", "五月二十五号前把限用农药的实名台账打印出来")
                + "，按日期排好。",
                "好，五月二十五号前打出实名台账，按日期排。",
            ),
        )),
    )
    return Scripted(
        name="fresh34-nongzi", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh34=True,
        later=later, routine=routine_lapis,
    )


# ---------------------------------------------------------------- yehuaqi: a bottled-gas depot in 灵山
def _yehuaqi() -> Scripted:
    f = Builder()
    sign_tail = (
        "BUILD SUCCESSFUL in 1m 52s\n"
        "47 actionable tasks: 47 executed\n"
        "==> signing app/build/outputs/apk/release/app-release-unsigned.apk\n"
        "Failed to load signer \"signer #1\"\n"
        + f("failure", "java.io.FileNotFoundException: /home/qin/peisong-app/keystore/release.jks (No such file or directory)")
        + "\n"
        "\tat java.base/java.io.FileInputStream.open0(Native Method)\n"
        "\tat java.base/java.io.FileInputStream.open(FileInputStream.java:216)\n"
        "\tat java.base/java.io.FileInputStream.<init>(FileInputStream.java:157)\n"
        "\tat com.android.apksigner.ApkSignerTool$SignerParams.loadKeyStoreFromFile(ApkSignerTool.java:1134)\n"
        "\tat com.android.apksigner.ApkSignerTool.sign(ApkSignerTool.java:345)\n"
        "\tat com.android.apksigner.ApkSignerTool.main(ApkSignerTool.java:92)\n"
        "==> apksigner failed (exit 2)"
    )
    r1 = (
        turn(
            "老板你好，我是灵山县城永华液化气站的覃永华。我们送气师傅手机上装了个配送的 APP，是以前的小韦做的，"
            "扫钢瓶上的码，登记送到哪一家。现在要改个电话号码重新打包，打到签名那一步就报错。代码在 /home/qin/peisong-app。",
            ("我跑一下他留下的打包脚本。", [
                call("bash", long_log(40, "peisong-release", sign_tail), error=True,
                     command="cd /home/qin/peisong-app && " + f("command", "bash scripts/build_release.sh --sign")),
            ]),
            "编译是成功的，卡在最后签名：签名要用的密钥文件 " + f("path", "/home/qin/peisong-app/keystore/release.jks")
            + " 不在，小韦当时没把它放进代码里。而且签名必须跟师傅们手机上装的那个一样，要是换个新的签，"
            "手机上就得先卸了再装，以前的登记记录也跟着没了。",
        ),
        turn(
            "小韦去深圳打工了，我给他发了微信，还没回。那就等他回吧，师傅们先用老版本，电话号码错就错几天。",
            "好，打包等小韦把密钥文件发过来再弄。",
        ),
        turn(
            "我说说我们站里平时咋弄的你听听。我们是县里定点的供应站，燃气经营许可证号是 " + f("identifier", "桂202645072100018")
            + "，检查的来了头一个就问这个。每天早上七点，阿杰他们三个送气工先把空瓶拉回来，再把重瓶装车，"
            + f("constraint", "钢瓶一律立着放，不许躺着运") + "，躺着运阀门那里容易漏。价钱是" + f("number", "十五公斤一瓶一百一十五")
            + "，城区送上门不加钱，" + f("number", "超过五公里加收十块") + "。下雨天送得慢，饭店那几家要先送。",
            "明白了。那配送单上我把距离也带上，超过五公里的自动加上那十块，免得师傅们算错。",
        ),
        turn(
            "好。还有个事，我小舅子想让他儿子阿华来站里干，说" + f("rejected", "让阿华开车送气") + "，他有驾照。",
            "送液化气是危险货物，光有驾照不行，还要危险货物运输的从业资格证，查到了罚的是站里。",
        ),
        turn(
            "是啊，我跟小舅子说了，送气真不行，没证上路查到要罚款还要停业。先让阿华在站里帮忙扫码登记，学着，等他考了证再说。",
            "好，阿华先在站里管扫码登记。",
        ),
        turn(
            "你看还有啥要改的没有？",
            "配送单上可以加几个安检勾选项：胶管有没有老化、有没有装报警器、灶台跟瓶子离得够不够远，送气工送到了当场勾。",
        ),
        turn(
            "好，这个加上，出了事也有个凭证。",
            ("我先把勾选项写进配送单的模板，等能打包了一起发。", [
                call("edit", "ok", path="/home/qin/peisong-app/app/src/main/res/layout/peisong_dan.xml",
                     old="<!-- anjian -->",
                     new='<CheckBox android:text="胶管未老化"/>\n<CheckBox android:text="已装报警器"/>\n'
                         '<CheckBox android:text="灶瓶距离够"/>'),
            ]),
            "模板改好了，三个勾选项。",
        ),
    )
    r2 = (
        turn(
            "APP 扫不了一个瓶的码。我让阿杰把瓶子上的码拍下来放电脑上了，在 " + f("path", "/home/qin/qiping-zhaopian")
            + " 里，你用电脑认一下，编号应该是 " + f("identifier", "QP450721-0016283") + "。",
            ("我用 zbarimg 认一下照片。", [
                call("bash",
                     f("failure", "WARNING: barcode data was not detected in some image(s)") + "\n"
                     "Things to check:\n"
                     "  - is the barcode type supported? Currently supported symbologies are:\n"
                     "\t. EAN/UPC (EAN-13, EAN-8, EAN-2, EAN-5, UPC-A, UPC-E, ISBN-10, ISBN-13)\n"
                     "\t. DataBar, DataBar Expanded\n\t. Code 128\n\t. Code 93\n\t. Code 39\n\t. Codabar\n"
                     "\t. Interleaved 2 of 5\n\t. QR code\n\t. SQ code\n"
                     "  - is the barcode large enough in the image?\n"
                     "  - is the barcode mostly in focus?\n"
                     "  - is there sufficient contrast/illumination?\n"
                     "  - If the symbol is split in several barcodes, are they combined in one image?\n\n"
                     "scanned 0 barcode symbols from 1 images in 0.05 seconds",
                     error=True,
                     command=f("command", "zbarimg --raw /home/qin/qiping-zhaopian/IMG_0412.jpg")),
            ]),
            "照片里认不出码。我看了下照片，二维码那块标签磨花了一半，还有锈，电脑也读不出来。这个瓶得让检测站重新贴标签。",
        ),
        turn(
            "检测站礼拜四才来收这批瓶子去检，到时候一起重新贴。那这个瓶先放库房角落，别动它。",
            "好，这个瓶先不动，等礼拜四检测站来了一起重新贴标签。",
        ),
        turn(
            "充装站那个业务员又打电话，说他们有一批" + f("rejected", "翻新的旧钢瓶") + "，八十块一个，让我们把站里的老瓶换掉。",
            "价钱确实低，新瓶一个要两百多。",
        ),
        turn("不要。", "好，不要。"),
        turn(
            "还有，村口开小卖部的梁姐想给我们当代销点，村里人要气先到她那里登记，她打电话给我们送。她要" + f("rejected", "每瓶提成五块") + "。",
            "五块的话，她那个村又在五公里外，一瓶下来站里就剩不了几个钱了。",
        ),
        turn(
            "我跟她说，三块一瓶，她那个村不管远近都免费送，不收那十块。她说行，下礼拜就开始。你记上。",
            ("记到代销点的表里。", [
                call("edit", "ok", path="/home/qin/peisong-app/data/daixiaodian.csv", old="# end",
                     new="梁姐小卖部,每瓶三块,免远途费\n# end"),
            ]),
            "记上了：梁姐小卖部，每瓶三块，免远途费。",
        ),
        turn(
            "唉，还有个事我一直悬着。县里说要搞瓶装液化气统一配送，" + f("pending", "统一配送以后我们站还能不能自己送气")
            + "，住建局一直没发文件，问了也说等通知。",
            "这个只能等住建局的文件，我先记着，文件一出我帮你看里面怎么说。",
        ),
    )
    r3 = (
        turn(
            "昨天差点出大事。阿杰给城南一家饭店送了一瓶，饭店老板看了一眼说瓶上的检验日期去年就过了，当场退回来，还说要去举报我们。"
            "我一查，是库房里混进去的。以后" + f("constraint", "过了检验期的瓶一个都不许出站") + "，装车前每个都要看钢印上的日期。",
            "记下了。装车前我让 APP 扫码的时候也核一下检验日期，过期的直接提示不能装车。",
        ),
        turn(
            "所以你帮我弄个" + f("pending", "每个钢瓶下次检验日期的到期提醒") + "，提前一个月提醒我，好送去检。",
            "好，这个要从扫码登记的记录里拿日期。我先把配送单的勾选项弄完，然后做这个。",
        ),
        turn("好。", "好的。"),
    )
    later = (
        (5, (
            turn(
                "钢瓶到期提醒那个，做了没？",
                "还没做，还在单子上：每个钢瓶下次检验日期的到期提醒，提前一个月。配送单那边弄完就做。",
            ),
        )),
        (10, (
            turn(
                "应急管理局下个月要来搞安全生产检查，让" + f("pending", "六月十号前把送气工的安全培训记录整理好")
                + "，每个人哪天培训的、培训了啥都要有。",
                "好，六月十号前整理出送气工的培训记录，按人列日期和内容。",
            ),
        )),
    )
    return Scripted(
        name="fresh34-yehuaqi", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh34=True,
        later=later, routine=routine_lapis,
    )


SESSIONS = (_xiuche(), _dianying(), _nongzi(), _yehuaqi())
