"""Seventeenth fresh held-out set (Chinese): written blind, against the rules as they stand at its first
run, by someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond the first lines of one file for its format, or the benchmark's
report); committed before its first run and not to be edited after it. ``heldout_fresh17.py`` holds the
English half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (checked with
``grep -l``: 武夷岩茶, 潮汕牛肉丸, 哈尔滨红肠, 普洱茶). Proposals come from a tea merchant (through the son),
the assistant, the son, a beef supplier (through the wife), the nephew, a supermarket buyer (through the
daughter), the smokehouse master, a tea dealer (through the co-op's accountant) and the wife. They are
turned down bluntly, by a reason alone, by a counter-offer that is taken, bluntly by the reason, in two
steps with the wife asked between, by saying what they'll do instead, through the daughter, a round later
after thinking it over, bluntly, politely with a smaller thing instead, and through the accountant a
round later. Some proposals are accepted and are not facts. Failures are multi-line blocks from pymodbus
(a ConnectionException at the bottom of a traceback), Docker Compose (a port already allocated), the Go
compiler (a type mismatch), nginx under systemd (an emerg line after the job failed), NuGet under dotnet
(NU1301 among the restore lines), PlatformIO (a missing header among the compile lines), a Rust program on
SQLite (a UNIQUE constraint in a debug-printed error) and Terraform with the Alibaba Cloud provider (an
account-balance code in the middle of the error). Open items: asks acknowledged and repeated later,
questions nobody can answer, other people's asks with deadlines, some planted in ``later`` rounds.
Routine work (``routine_zh``) is this file's own, a small NestJS service for a shop's member points; it
has turns that look like facts and are not planted: a request done at once, an ESLint error fixed and
rerun clean, an offer of a test taken up, a failing Jest test fixed at once, a TypeORM migration run.

Descriptions:
- yancha: 老魏在武夷山有个岩茶作坊，儿子小魏管电脑和网店，阿坤是焙火师傅。小魏写了个 Python 脚本从焙间的温湿度
  传感器（Modbus）读数，数据进 Docker 里的 InfluxDB。规则：说拼配的一长段话里顺带说，正岩和半岩的毛茶不能进同一个
  焙笼；抱怨上次有人走开、一笼茶焙过头时说，焙火期间焙间不能断人，最后一道文火除外。茶商（小魏转述）建议用电焙笼
  代替炭焙：一口回绝。助手建议网店做直播带货：只给理由（一年就这点茶）。小魏想把肉桂全部改成小罐装：老魏还价，
  先做一款试装盒，小魏接受（不是事实）。助手建议订单页加焙火等级，接受（不是事实）。数字：焙火 118℃；每笼 3 斤。
  编号：食品生产许可证号。失败：pymodbus 连不上传感器，等阿坤查接线；InfluxDB 的端口被占用，小魏回来再查。待办：
  订单页显示每批茶的焙火日期（应下，后来又问）；没人能答的问题（包装上能不能写“牛栏坑”）；后来，茶叶协会要七月底前交
  毛茶产量登记表。
- niurouwan: 阿雄在汕头做牛肉丸，老婆阿娟管账，侄子阿杰管网店和冷链发货。阿杰用 Go 写了打快递面单的小程序，网店
  在一台云服务器上，nginx 前面挡着。规则：随口说，隔夜的牛肉不打丸；抱怨外省客户投诉丸子化了时说，冷链只发广东和
  福建，客户肯加钱走航空件的除外。供应商（阿娟转述）建议改用进口冻牛肉：直接用理由回绝。助手建议上美团外卖：阿雄
  说问问阿娟，后来转述阿娟的不（抽成太高）。阿杰想在面单上印评价二维码：阿雄说不用，改成箱子里放手写卡。助手建议
  加每日发货汇总，接受（不是事实）。数字：每箱 2.5 公斤；出锅到装箱不超过 30 分钟。编号：顺丰月结卡号。失败：Go
  编译类型不对，等阿杰回来；nginx 证书文件找不到，等阿杰从云服务商那儿下载新证书。待办：网店商品页加到货时间预估
  （应下，后来又问）；没人答的问题（牛筋丸能不能标“手打”）；后来，市场监管所要下周三前交上半年进货台账。
- hongchang: 老邵在哈尔滨做红肠，一个作坊两家门店，女儿邵婷管电商，熏房是老于师傅。门店收银是一个 .NET 小程序，
  导出日结；熏房温度用一块 Arduino（PlatformIO）报上来。规则：作为老规矩说，熏房只烧果木，松木一根都不能进；抱怨
  有批货袋里起水珠时说，真空装袋前必须晾到常温，门店当天现卖的除外。连锁超市采购（邵婷转述）想让他们贴超市牌子
  代工：通过邵婷回绝。助手建议换成云端 SaaS 收银：只给理由（门店网一断就收不了钱）。老于提出用烟熏液：老邵说
  想想，下一轮说不用。助手建议日结导出加按门店汇总，接受（不是事实）。数字：熏制 75℃；每根 500 克。编号：食品
  生产许可证号。失败：dotnet restore 连不上 NuGet，等网管来看代理；PlatformIO 找不到 OneWire 头文件，邵婷要先确认
  熏房那块板子的型号。待办：电商后台发货前发短信（应下，后来又问）；没人答的问题（往俄罗斯寄红肠要什么检疫证明）；
  后来，中央大街店店长要国庆前打出礼盒价签。
- puer: 小岩在勐海做普洱，收古树毛料压饼，老婆玉香管仓库，合作社会计老杨管账。仓库账是侄子写的 Rust 命令行程序，
  存在 SQLite 里；网店服务器用 Terraform 在阿里云上开。规则：顺带说，古树料和台地茶不拼配；抱怨有人把樟木箱搬进
  仓库时说，仓库里不许放有气味的东西，老杨那个放账本的铁皮柜除外。茶商（老杨转述）想要包装纸印“大师监制”：一口
  回绝。助手建议预售明年的春茶：客气地不要，换成到货提醒登记（接受，不是事实）。玉香想把仓库账改到微信小程序上：
  小岩说先问老杨，下一轮老杨的不回来了。数字：每饼 357 克；仓库湿度不超过 65%。编号：合作社统一社会信用代码。
  失败：入库时 UNIQUE 约束冲突，等玉香查哪批录了两次；Terraform 开机器余额不足，等老杨充值。待办：仓库账按山头查
  库存（应下，后来又问）；没人答的问题（古树茶认证今年要不要重新申请）；后来，老杨要月底前把今年收的毛料按户列单。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn


def routine_zh(r: int) -> tuple:
    """会员积分 NestJS 小服务的日常活；这里没有埋任何事实。"""
    k = r % 5
    if k == 0:
        return (
            turn("积分查询接口的返回字段 pts 改成 points 吧，前端那边看不懂。",
                 ("", [call("edit", path="src/points/points.controller.ts", old="pts: total", new="points: total")]),
                 "改好了，接口现在返回 points。"),
            turn("顺便跑一下测试。",
                 ("", [call("bash", "Test Suites: 9 passed, 9 total\nTests:       37 passed, 37 total", command="npx jest")]),
                 "37 个测试都过了。"),
        )
    if k == 1:
        return (
            turn("ESLint 报错了，帮我看看。",
                 ("", [call("bash", "/app/src/members/members.service.ts\n"
                                    "  23:9  error  'phone' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n"
                                    "✖ 1 problem (1 error, 0 warnings)",
                            error=True, command="npx eslint src --ext .ts")]),
                 ("phone 这个变量没用上，删掉了，重新跑一遍。",
                  [call("edit", path="src/members/members.service.ts", old="const phone = dto.phone;\n", new=""),
                   call("bash", "", command="npx eslint src --ext .ts")]),
                 "ESLint 现在没有报错了。"),
        )
    if k == 2:
        return (
            turn("注册会员的时候手机号要校验一下格式。",
                 ("", [call("edit", path="src/members/dto/create-member.dto.ts", old="phone: string;",
                            new="@Matches(/^1\\d{10}$/)\n  phone: string;")]),
                 "加了手机号格式校验。要不要顺手加个测试？"),
            turn("加吧。",
                 ("", [call("write", path="src/members/dto/create-member.dto.spec.ts", content="// rejects a bad phone number"),
                       call("bash", "Tests:       38 passed, 38 total", command="npx jest")]),
                 "测试加上了，38 个都过。"),
        )
    if k == 3:
        return (
            turn("昨天改完以后有个测试挂了。",
                 ("", [call("bash", "FAIL src/points/points.service.spec.ts\n"
                                    "  ● PointsService › expires points after a year\n\n"
                                    "    expect(received).toBe(expected) // Object.is equality\n\n"
                                    "    Expected: 0\n    Received: 120\n\n"
                                    "Tests:       1 failed, 37 passed, 38 total",
                            error=True, command="npx jest")]),
                 ("过期判断把天数和毫秒搞混了，改好重跑。",
                  [call("edit", path="src/points/points.service.ts", old="age > 365", new="age > 365 * 24 * 3600 * 1000"),
                   call("bash", "Tests:       38 passed, 38 total", command="npx jest")]),
                 "全绿了。"),
        )
    return (
        turn("会员表加了个 birthday 字段，帮我生成迁移并执行。",
             ("", [call("bash", "Migration /app/src/migrations/1718090000000-MemberBirthday.ts has been generated successfully.",
                        command="npx typeorm migration:generate src/migrations/MemberBirthday -d dist/data-source.js"),
                   call("bash", "Migration MemberBirthday1718090000000 has been executed successfully.",
                        command="npx typeorm migration:run -d dist/data-source.js")]),
             "迁移生成并执行了，会员表有 birthday 字段了。"),
    )


def _yancha() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn("你好，我是老魏，在武夷山做岩茶的，电脑上的东西都是我儿子小魏弄的，他这两天去厦门送货了。焙间里装了个温湿度"
                 "传感器，他写了个程序读数据，现在读不出来了。",
                 ("我先跑一下看看。",
                  [call("bash",
                        "Traceback (most recent call last):\n"
                        "  File \"/home/wei/beijian/sensor_reader.py\", line 58, in <module>\n"
                        "    main()\n"
                        "  File \"/home/wei/beijian/sensor_reader.py\", line 41, in main\n"
                        "    rr = client.read_holding_registers(0, count=2, slave=args.slave)\n"
                        "  File \"/usr/lib/python3/dist-packages/pymodbus/client/base.py\", line 167, in execute\n"
                        "    raise ConnectionException(f\"Failed to connect[{self!s}]\")\n"
                        "pymodbus.exceptions.ConnectionException: "
                        + f("failure", "Modbus Error: [Connection] Failed to connect[ModbusSerialClient /dev/ttyUSB1:0]"),
                        error=True, command=f("command", "python beijian/sensor_reader.py --port /dev/ttyUSB1 --slave 3"))]),
                 "程序连不上传感器，串口那头没有应答。代码在 " + f("path", "beijian/sensor_reader.py") +
                 "，看起来不是代码的问题，更像是线没接好或者传感器没上电。"),
            turn("那等阿坤明天早上来看看线，传感器是他装的。你先别动。",
                 "好，等阿坤查完接线再说。"),
            turn("我跟你说下我们这里的做法，免得小魏回来又改乱。我们收的毛茶分正岩、半岩，价钱差好几倍，拼配的时候我自己一笼一笼"
                 "看，" + f("constraint", "正岩和半岩的毛茶不能进同一个焙笼") + "，所以记录里每一笼都要写清楚是哪里的料。",
                 ("", [call("edit", path="beijian/batch.py", old="fields = ['cage', 'weight']",
                            new="fields = ['cage', 'weight', 'origin']")]),
                 "每一笼的记录都加了产地这一栏。"),
            turn("小魏说有个茶商跟他讲，现在很多人" + f("rejected", "用电焙笼代替炭焙") + "，省人工。我们不搞，炭焙是我们家的"
                 "招牌。",
                 "明白，程序这边还是按炭焙来记。"),
        ),
        (
            turn("数据存在哪个什么数据库里，小魏说是用 Docker 开的，现在好像也起不来。",
                 ("", [call("bash",
                            "[+] Running 1/2\n"
                            " ✔ Network deploy_default  Created\n"
                            " ⠿ Container deploy-influxdb-1  Starting\n"
                            "Error response from daemon: driver failed programming external connectivity on endpoint "
                            "deploy-influxdb-1 (3f9c2a81d7e4): "
                            + f("failure", "Bind for 0.0.0.0:8086 failed: port is already allocated"),
                            error=True, command=f("command", "docker compose -f deploy/docker-compose.yml up -d influxdb"))]),
                 "数据库要用的 8086 端口已经被别的程序占了。配置在 " + f("path", "deploy/docker-compose.yml") +
                 "。我可以查一下是谁占了。"),
            turn("别查了，这台电脑上装了什么只有小魏知道，他周五回来自己弄。",
                 "好，留给小魏。"),
            turn("焙火的温度你记一下，我们头道火大概 " + f("number", "118℃") + "，每笼放 " + f("number", "3 斤") +
                 "，多了焙不透。",
                 ("", [call("edit", path="beijian/batch.py", old="MAX_WEIGHT = 5", new="MAX_WEIGHT = 3")]),
                 "每笼的上限改成 3 了。"),
            turn("你们这些年轻人是不是都觉得要上网卖？",
                 "可以考虑" + f("rejected", "在网店上做直播带货") + "，现在不少茶企在做。"),
            turn("我们一年就这么点茶，老客户都不够分。",
                 "明白，那就不往这方面弄了。"),
            turn("小魏上次还说要" + f("rejected", "把肉桂全部改成小罐装") + "，说年轻人喜欢。全部改我不同意。先出一款小罐"
                 "的试装盒，卖得好再说。他刚在电话里说行。",
                 "好，那网店先加一款肉桂试装盒。"),
        ),
        (
            turn("还有个事，我最恼火的。上个月有人半夜走开去抽烟，一笼水仙焙过了头，整笼报废。所以"
                 + f("constraint", "焙火期间焙间不能断人") + "，最后一道文火那段可以让徒弟看着，别的时候必须有人。排班表上帮我"
                 "标出来。",
                 ("", [call("edit", path="beijian/schedule.csv", old="shift,who", new="shift,who,must_attend")]),
                 "排班表加了一栏必须有人的班次。"),
            turn("订单页那边，能不能把焙火等级写上，轻火中火足火，客人老问。",
                 "可以，我建议订单页每款茶都标焙火等级，要我加吗？"),
            turn("加。",
                 ("", [call("edit", path="shop/templates/order.html", old="{{ tea.name }}", new="{{ tea.name }} · {{ tea.roast }}")]),
                 "订单页上已经显示焙火等级了。"),
            turn("另外我要" + f("pending", "订单页上显示每批茶的焙火日期") + "，喝岩茶的人讲究退火多久。",
                 "可以，不过焙火日期现在只记在纸本上，要等录进系统才能显示。"),
            turn("许可证号是 " + f("identifier", "SC11435078200412") + "，页面底下要印。还有个事我一直没搞明白："
                 + f("pending", "包装上能不能写“牛栏坑”") + "？我们有几笼确实是那里的料。",
                 ("", [call("edit", path="shop/templates/footer.html", old="<footer>", new="<footer>{{ licence_no }}")]),
                 "许可证号加到页脚了。能不能写那个山场的名字我答不了，要问茶叶协会或者市场监管部门。"),
        ),
    )
    later = (
        (4, (
            turn("协会来通知了，要" + f("pending", "七月底前交今年的毛茶产量登记表") + "。",
                 "记下了。"),
        )),
        (5, (
            turn("焙火日期那个，订单页上有了没有？",
                 "还没有，订单页上显示每批茶的焙火日期这件事还在等纸本的日期录进来。"),
        )),
    )
    return Scripted("f17-yancha", "zh", rounds, tuple(f.facts), held_out=True, fresh17=True, later=later, routine=routine_zh)


def _niurouwan() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn("老板阿雄，汕头做牛肉丸的。我侄子阿杰弄了个打快递单的程序，今天打不出来，他去广州进货了，电话里说让你看看。",
                 ("我先编译一下。",
                  [call("bash",
                        "# shop/waybill\n"
                        "waybill/label.go:57:14: "
                        + f("failure", "cannot use order.Weight (variable of type string) as float64 value in argument to calcFee") + "\n"
                        "waybill/label.go:63:9: undefined: sfRoute\n"
                        "note: module requires Go 1.22",
                        error=True, command=f("command", "go build -o bin/waybill ./waybill"))]),
                 "面单程序里重量是文字格式，计算运费那里要的是数字，所以编译不过。代码在 " + f("path", "waybill/label.go") +
                 "，下面还有一个没定义的函数，像是阿杰改到一半。"),
            turn("那等阿杰回来，他改一半的东西你别碰，面单今天我手写。",
                 "好，面单程序先不动。"),
            turn("我们这行规矩多，你记一下。肉每天早上四点去屠宰场拿，" + f("constraint", "隔夜的牛肉不打丸") +
                 "，剩的做别的。程序里进货那里要能写宰杀日期。",
                 ("", [call("edit", path="stock/models.go", old="Kg float64", new="Kg float64\n\tSlaughteredOn time.Time")]),
                 "进货记录加了宰杀日期。"),
            turn("阿娟说供应商打电话来，建议我们" + f("rejected", "改用进口冻牛肉") + "，便宜一半。冻肉打出来没有弹性，一咬就知道，"
                 "不要。",
                 "明白，进货还是只记鲜牛肉。"),
        ),
        (
            turn("网店也出问题了，阿杰昨天说换了个证书，现在网页打不开。",
                 ("", [call("bash",
                            "Job for nginx.service failed because the control process exited with error code.\n"
                            "See \"systemctl status nginx.service\" and \"journalctl -xeu nginx.service\" for details.\n"
                            "× nginx.service - A high performance web server and a reverse proxy server\n"
                            "     Active: failed (Result: exit-code)\n"
                            "nginx[21877]: nginx: [emerg] "
                            + f("failure", "cannot load certificate \"/etc/nginx/ssl/shop.crt\": BIO_new_file() failed") +
                            " (SSL: error:80000002:system library::No such file or directory:calling fopen(/etc/nginx/ssl/shop.crt, r))\n"
                            "nginx[21877]: nginx: configuration file /etc/nginx/nginx.conf test failed",
                            error=True, command=f("command", "sudo systemctl reload nginx"))]),
                 "nginx 找不到证书文件，配置 " + f("path", "/etc/nginx/conf.d/shop.conf") + " 里写的那个文件不在服务器上。"
                 "新证书要从云服务商那里下载下来放上去。"),
            turn("证书阿杰在云服务商那个后台弄的，账号只有他有，等他晚上回来下。",
                 "好，等阿杰下载新证书。"),
            turn("我跟你讲，上礼拜有个北京的客户投诉丸子到了都化了，差评。以后" + f("constraint", "冷链只发广东和福建") +
                 "，别的省不接，除非客户自己肯加钱走航空件。网店下单那里改一下。",
                 ("", [call("edit", path="shop/checkout.go", old="allowed := allProvinces",
                            new="allowed := []string{\"广东\", \"福建\"} // 航空件另议")]),
                 "下单页现在只让选广东和福建，航空件单独联系。"),
            turn("还有装箱，" + f("number", "每箱 2.5 公斤") + "，冰袋另算。丸子从出锅到装箱不超过 " + f("number", "30 分钟") +
                 "，这个程序管不了，我就是说给你听。",
                 ("", [call("edit", path="waybill/box.go", old="BoxKg = 3", new="BoxKg = 2.5")]),
                 "箱重改成 2.5 了。"),
            turn("现在外卖平台那么多，你看我们要不要搞？",
                 "可以" + f("rejected", "上美团外卖") + "，汕头本地的单子能多一些。"),
            turn("这个我问问阿娟，钱是她管的。",
                 "好。"),
        ),
        (
            turn("阿娟说不上，抽成太高，一盒丸子利润本来就薄。",
                 "明白，那外卖平台就不弄了。"),
            turn("阿杰说想" + f("rejected", "在面单上印评价二维码") + "，让客户扫了给好评。不用，我们在箱子里放一张手写的卡，"
                 "写多谢帮衬，老客户都认这个。",
                 "好，面单上不加二维码。"),
            turn("你上次说每天能出一个发货汇总？",
                 "对，可以每天晚上出一份当天发了哪些单、几箱、去哪里的汇总，要做吗？"),
            turn("做。",
                 ("", [call("write", path="waybill/daily.go", content="// 每日发货汇总")]),
                 "加好了，每天晚上出一份汇总。"),
            turn("顺丰月结卡号是 " + f("identifier", "7698041123") + "，程序里要用的。我还想" + f("pending", "在商品页加一个到货时间预估") +
                 "，客户老问几天到。",
                 ("", [call("edit", path="waybill/config.toml", old="monthly_card = \"\"", new="monthly_card = \"见账本\"")]),
                 "卡号的位置留好了。到货时间预估要先知道各地走几天，我等阿杰把线路表给我再做。"),
            turn("有个事我一直想问，没人说得清：" + f("pending", "牛筋丸能不能在包装上标“手打”") +
                 "？我们一半是机器打一半是手打的。",
                 "这个我答不上来，要问市场监管那边对“手打”有没有标注要求。"),
        ),
    )
    later = (
        (4, (
            turn("市场监管所来电话，要" + f("pending", "下周三之前交上半年的进货台账") + "。",
                 "记下了，进货记录可以导出一份给阿娟核对。"),
        )),
        (5, (
            turn("商品页上那个几天到的，弄了吗？",
                 "还没有，在商品页加一个到货时间预估还在等阿杰的线路表。"),
        )),
    )
    return Scripted("f17-niurouwan", "zh", rounds, tuple(f.facts), held_out=True, fresh17=True, later=later, routine=routine_zh)


def _hongchang() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn("你好，我爸老邵做红肠的，我叫邵婷，管网上卖的这块。门店收银是一个 .NET 写的小程序，导日结用的，今天想重新编译，"
                 "卡住了。",
                 ("我编译一下看看。",
                  [call("bash",
                        "  Determining projects to restore...\n"
                        "/usr/share/dotnet/sdk/8.0.204/NuGet.targets(156,5): error : "
                        + f("failure", "NU1301: Unable to load the service index for source https://api.nuget.org/v3/index.json") +
                        ". [/home/shao/Cashier/Cashier.csproj]\n"
                        "/usr/share/dotnet/sdk/8.0.204/NuGet.targets(156,5): error :   The proxy tunnel request to proxy "
                        "'http://10.0.0.1:3128/' failed with status code '407'.\n\n"
                        "Build FAILED.\n    0 Warning(s)\n    1 Error(s)",
                        error=True, command=f("command", "dotnet build Cashier/Cashier.csproj -c Release"))]),
                 "依赖包下载不下来，是门店网络的代理要登录，挡住了。代码本身没到编译那一步。"),
            turn("代理是商场网管弄的，下礼拜一他来，先放着。",
                 "好，等网管来看代理。"),
            turn("日结导出的那块代码在 " + f("path", "Cashier/Export/DailyReport.cs") + "，你看看能不能加一个按门店汇总的表？"
                 "现在两家店混在一起。",
                 "可以，在导出的表格里加一页按门店汇总，要我加吗？"),
            turn("加吧，能编译的时候再测。",
                 ("", [call("edit", path="Cashier/Export/DailyReport.cs", old="// sheets", new="AddSheet(\"按门店汇总\", byStore);")]),
                 "加好了，等能编译了再跑一遍。"),
            turn("我爸让我跟你说我们家的老规矩，他说谁改程序都得知道：" + f("constraint", "熏房只烧果木，松木一根都不能进") +
                 "，一进就一股松油味，整批肠就毁了。进货单里木柴那一项只能选苹果木、梨木。",
                 ("", [call("edit", path="Cashier/Stock/Wood.cs", old="Pine,", new="")]),
                 "木柴选项里把松木删了，只剩果木。"),
        ),
        (
            turn("熏房里那块测温的板子也不好使了，老于说温度好几天没报上来。",
                 ("", [call("bash",
                            "Processing nanoatmega328 (platform: atmelavr; board: nanoatmega328; framework: arduino)\n"
                            "Compiling .pio/build/nanoatmega328/src/main.cpp.o\n"
                            "src/main.cpp:3:10: " + f("failure", "fatal error: OneWire.h: No such file or directory") + "\n"
                            "    3 | #include <OneWire.h>\n"
                            "      |          ^~~~~~~~~~~\n"
                            "compilation terminated.\n"
                            "*** [.pio/build/nanoatmega328/src/main.cpp.o] Error 1\n"
                            "========================= [FAILED] Took 2.31 seconds =========================",
                            error=True, command=f("command", "pio run -e nanoatmega328 -t upload"))]),
                 "缺一个温度探头要用的库，配置里没写依赖。程序在 " + f("path", "smokehouse/src/main.cpp") +
                 "。我可以把库加到 platformio.ini 里。"),
            turn("先别，熏房那块板子我记得换过一次，不一定是 nano，我得先去看看是什么型号，别烧坏了。",
                 "好，等你确认板子型号再说。"),
            turn("熏的温度是 " + f("number", "75℃") + " 左右，一根 " + f("number", "500 克") + "，这两个数报表里要有。",
                 ("", [call("edit", path="smokehouse/src/main.cpp", old="// report", new="report(tempC);")]),
                 "温度上报那里留好了；每根的重量我加到了日结的商品说明里。"),
            turn("有个超市的采购找我，想让我们" + f("rejected", "给超市贴牌代工") + "，我问了我爸，他说不贴别人的牌子，"
                 "让我回了他们。",
                 "明白，这个不用在系统里做什么。"),
            turn("我们老于说现在很多厂都" + f("rejected", "用烟熏液代替果木熏") + "，快，他问能不能试试。",
                 "那是工艺上的事，我这边记下了。"),
            turn("我爸说他想想。",
                 "好。"),
        ),
        (
            turn("我爸想好了，烟熏液不用。那东西熏出来的不是那个味，老客户一吃就吃出来了。",
                 "明白，还是果木熏。"),
            turn("收银程序老出问题，是不是换个别的好？",
                 "可以考虑" + f("rejected", "换成云端 SaaS 收银") + "，不用自己维护。"),
            turn("门店那网一断就收不了钱了，我们这个至少断网还能收。",
                 "有道理，那就还用现在这个。"),
            turn("还有件事我爸一直在骂。上个月有一批货装袋的时候还热着，袋子里全是水珠，退了好几箱。所以"
                 + f("constraint", "真空装袋前必须晾到常温") + "，门店当天现卖的不用。作坊的出货单能不能加一栏晾凉时间？",
                 ("", [call("edit", path="Cashier/Stock/Batch.cs", old="public DateTime SmokedAt;",
                            new="public DateTime SmokedAt;\n    public DateTime CooledAt;")]),
                 "出货单加了晾凉时间。"),
            turn("许可证号 " + f("identifier", "SC10423010200358") + "，网店上要写。还有，我想" + f("pending", "在电商后台加一个发货前给客户发短信") +
                 "。",
                 "可以，不过要先开一个短信服务的账号，你们有吗？"),
            turn("还没有，我问问。还有个事谁也说不清：" + f("pending", "往俄罗斯寄红肠要什么检疫证明") +
                 "？老有俄罗斯客人来问能不能寄回去。",
                 "这个我答不了，要问海关或者出入境检验检疫那边。"),
        ),
    )
    later = (
        (4, (
            turn("中央大街那家店的店长说了，要" + f("pending", "国庆前把礼盒价签打出来") + "。",
                 "记下了。"),
        )),
        (5, (
            turn("发货前发短信那个，你那边弄得怎么样？",
                 "还没开始，在电商后台加一个发货前给客户发短信还在等短信账号。"),
        )),
    )
    return Scripted("f17-hongchang", "zh", rounds, tuple(f.facts), held_out=True, fresh17=True, later=later, routine=routine_zh)


def _puer() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn("我是小岩，在勐海做普洱的。我侄子给我们写了个记仓库的程序，今天入库一批饼，报错了。",
                 ("我跑一下看看。",
                  [call("bash",
                        "   Compiling cangku v0.3.1 (/home/yan/cangku)\n"
                        "    Finished dev [unoptimized + debuginfo] target(s) in 2.87s\n"
                        "     Running `target/debug/ruku --batch 2025-GS-07`\n"
                        "读取 入库单 2025-GS-07：84 片\n"
                        "Error: SqliteFailure(Error { code: ConstraintViolation, extended_code: 2067 }, Some(\""
                        + f("failure", "UNIQUE constraint failed: cakes.batch_code") + "\"))",
                        error=True, command=f("command", "cargo run --bin ruku -- --batch 2025-GS-07"))]),
                 "这个批次号库里已经有了，所以插不进去。入库的代码在 " + f("path", "cangku/src/bin/ruku.rs") +
                 "。可能是这批之前录过一次。"),
            turn("那得玉香去查，仓库是她管的，她晚上对一下纸本，看是哪批录了两次。",
                 "好，等玉香核对完再处理。"),
            turn("我们收料有个规矩，" + f("constraint", "古树料和台地茶不拼配") + "，所以入库的时候要分开记，一饼都不能混。",
                 ("", [call("edit", path="cangku/src/model.rs", old="pub weight_g: u32,",
                            new="pub weight_g: u32,\n    pub gushu: bool,")]),
                 "每饼加了一个古树还是台地的标记。"),
            turn("标准饼 " + f("number", "357 克") + "，程序里要是看到别的重量就提醒一下。",
                 ("", [call("edit", path="cangku/src/check.rs", old="// weight", new="if cake.weight_g != 357 { warn!(\"重量不对\") }")]),
                 "重量不是 357 的会提醒。"),
            turn("老杨说有个茶商跟他谈，要我们" + f("rejected", "包装纸印“大师监制”") + "，说好卖。我们不是什么大师，不印。",
                 "明白。"),
        ),
        (
            turn("网店那台服务器，侄子说是用一个叫 Terraform 的东西开的，现在要换一台大点的，开不出来。",
                 ("", [call("bash",
                            "alicloud_instance.shop: Creating...\n"
                            "╷\n"
                            "│ Error: [ERROR] terraform-provider-alicloud/alicloud/resource_alicloud_instance.go:880: "
                            "Resource alicloud_instance RunInstances Failed!!! [SDK alibaba-cloud-sdk-go ERROR]:\n"
                            "│ SDKError:\n"
                            "│    StatusCode: 403\n"
                            "│    Code: " + f("failure", "InvalidAccountStatus.NotEnoughBalance") + "\n"
                            "│    Message: code: 403, Your account does not have enough balance.\n"
                            "│ \n"
                            "│   with alicloud_instance.shop,\n"
                            "│   on main.tf line 22, in resource \"alicloud_instance\" \"shop\":\n"
                            "╵",
                            error=True, command=f("command", "terraform apply -var-file=prod.tfvars"))]),
                 "阿里云账户余额不够，开不了新机器。配置在 " + f("path", "infra/main.tf") + "，充值之后再跑就行。"),
            turn("钱是老杨管的，他下礼拜去县里才能充，先放着。",
                 "好，等老杨充值。"),
            turn("玉香说她想" + f("rejected", "把仓库账改到微信小程序上") + "，手机上就能记。我说先问问老杨。",
                 "好，等老杨的意见。"),
            turn("你说网店怎么能多卖点？",
                 "可以试试" + f("rejected", "预售明年的春茶") + "，先收订金，春茶下来就发。"),
            turn("预售不做，茶还没采谁知道好不好。你要是能弄个登记，春茶到了提醒一下，那个可以。",
                 ("", [call("write", path="shop/notify.rs", content="// 春茶到货提醒登记")]),
                 "加了一个到货提醒登记，春茶上架时会通知登记过的人。"),
        ),
        (
            turn("老杨说不行，小程序那个，合作社的账要对得上纸本，还是用电脑。",
                 "明白，仓库账还在现在的程序里。"),
            turn("我跟你说件气人的事。上礼拜有人把一个樟木箱子搬进仓库，说放茶好，整个仓库一股樟脑味。"
                 + f("constraint", "仓库里不许放有气味的东西") + "，樟木箱也不行，就老杨那个放账本的铁皮柜可以放。"
                 "仓库的检查表上加一条。",
                 ("", [call("edit", path="cangku/checklist.md", old="- 温湿度", new="- 温湿度\n- 没有带气味的东西")]),
                 "检查表加上了。"),
            turn("仓库湿度不能超过 " + f("number", "65%") + "，超了要报警。合作社的信用代码是 " + f("identifier", "93532822MA6K4XQ21B") +
                 "，单据上要印。",
                 ("", [call("edit", path="cangku/src/check.rs", old="// humidity", new="if rh > 65.0 { alarm() }")]),
                 "湿度超限会报警；信用代码我放到单据模板里了。"),
            turn("还有，我想要" + f("pending", "仓库账能按山头查库存") + "，老班章、南糯山这样分开看。",
                 "可以，不过现在毛料入库的时候没记山头，要先加这一栏，以后的才能查。"),
            turn("先记着吧。还有个事问了好几个人都说不清：" + f("pending", "勐海的古树茶认证今年还要不要重新申请") + "？",
                 "这个我答不上，要问县里管茶产业的部门。"),
        ),
    )
    later = (
        (4, (
            turn("老杨说" + f("pending", "月底前把今年收的毛料按户列个单子") + "，合作社要分红。",
                 "记下了，可以从入库记录里按户导出来。"),
        )),
        (5, (
            turn("按山头查库存那个，做了没有？",
                 "还没做，仓库账能按山头查库存要先在入库时加山头这一栏。"),
        )),
    )
    return Scripted("f17-puer", "zh", rounds, tuple(f.facts), held_out=True, fresh17=True, later=later, routine=routine_zh)


SESSIONS = (_yancha(), _niurouwan(), _hongchang(), _puer())
