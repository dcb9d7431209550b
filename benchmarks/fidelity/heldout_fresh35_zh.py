"""Thirty-fifth fresh held-out set (Chinese): written blind while the twenty-ninth round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the other blind sets beyond the first lines of one file for its format, or the benchmark's
report); first run against that round, committed before its first run and not to be edited after it.
``heldout_fresh35.py`` is the English half, written separately at the same time.

Domains (grepped unused with ``grep -il``): a shoe-repair stall at a Chengdu market gate, a cotton-quilt
fluffing shop (弹棉花) in an old Hangzhou estate, an erhu and folk-instrument repair workshop in Suzhou, a
Beijing hutong knife grinder pushing his cart for the neighbourhood service station. Proposals come from
the assistant, a new shoe shop's owner, the stall-keeper's son, the estate committee (relayed by the
building head), the son (a livestreaming idea, put off and refused later), a cousin by WeChat, a folk orchestra's manager, an
antiques dealer by text, a knife factory's salesman, the sub-district office (relayed by the grid
worker). Failures are multi-line blocks from brother_ql (pyusb), restic over sftp, pyserial, pm2 logs of
a WeChat bot, tesseract, smbclient, docker compose and zerotier-cli with ping; each is left unresolved
for a reason given. Routine work (``routine_zh``) is this file's own, a Julia Genie app (a community
repair map) with SearchLight; it has turns that look like facts and are not planted.

Descriptions (written before the dialogue):
- xiuxie: 龚师傅 has mended shoes at the gate of the 驷马桥 market for thirty years; his granddaughter 小雨,
  at university in Chongqing, set up a Raspberry Pi that prints pickup labels on a Brother printer and
  backs up photos of the shoes with restic to a NAS at her parents' flat. Rules: inside a long account of
  the day, no customer's shoes stay overnight on the stall; after a pair of heels went to the wrong
  person, pickup goes by the ticket number, acquaintances included. Proposals: the assistant's
  courier pickup from homes (turned down by a reason alone); his son wants him to sell a salesman's shoe
  insoles (bluntly no); a new shoe shop wants free front-sole taps on shoes it sells, he counters with
  half price and the owner takes it; the assistant's pickup date on the label is accepted. Numbers: 25
  yuan for a pair of heels; glue dries four hours. Identifiers: ticket GS-1127-08 (boots waiting for a
  sole), the sole model NJ-42. Failures: the printer refuses USB access (needs 小雨's sudo password, she
  has exams); restic can't reach the NAS (the parents switched it off while moving). Open: split the
  month's income into repairs and parts (asked again); will the stall be kept after the market is rebuilt
  (the management office hasn't answered); a later price list for the stall before next Wednesday.
- tanmianhua: 汪师傅 and 汪婶 from 六安 fluff and remake quilts in an old estate in 拱墅; their son 汪涛
  wrote a script reading a serial scale and a pm2-run WeChat booking bot. Rules: inside a long account,
  an old quilt's cotton is never mixed with anyone else's; after a weight dispute, cotton is weighed in
  front of the customer. Proposals: the estate committee votes down fluffing on the square (relayed by the
  building head); 汪涛's livestream (put off, refused a round later); a cousin's online shop, by WeChat (polite
  no, only a price list in the account); the assistant's asking for the quilt's weight when booking is
  accepted. Numbers: Xinjiang cotton 32 yuan a jin; a quilt at least five jin. Identifiers: the WeChat
  AppID, order TM-1206-11. Failures: the scale's serial port is gone (a new cable is on order); the bot's
  token is rejected (only the daughter-in-law, away, can reset the secret). Open: sort last month's
  bookings into a table (asked again); will cotton go up around the winter solstice (the cotton trader
  hasn't replied); a later New Year remake notice in the group before 20 December.
- xiuqin: 梅师傅 repairs erhu and other folk instruments off 山塘街 in Suzhou; his niece 阿敏 helps with the
  computer; the old apprentice 小蒋 left for Shanghai. Rules: inside a long account, no python skin
  without a certificate; after a complaint, every repaired instrument is played in front of the owner.
  Proposals: a folk orchestra wants a yearly maintenance package for all its erhu, he counters with a
  per-visit price and the manager agrees; the assistant's synthetic skin (reason alone); an antiques
  dealer, by text, wants to buy the old rosewood erhu (bluntly no); the assistant's before-and-after
  photos are accepted. Numbers: 480 yuan for a new skin; a new skin rests at least ten days. Identifiers:
  register entry QF-1998-214, string model JS-207. Failures: tesseract can't load chi_sim (the laptop's
  admin password is 小蒋's, he answers on weekends); smbclient logon failure (the son changed the NAS
  password and is in Germany). Open: list the customers from the old register before 1998 (asked again);
  does the Guangxi farm still have skins this year (no reply); a later ask from a pingtan troupe to mend
  three sanxian before the New Year's Day show.
- modao: 郑大爷 grinds scissors and kitchen knives round 白塔寺 in 西城; the grid worker 吴佳 put his
  bookings on the neighbourhood service station's little server. Rules: inside a long account, ceramic
  knives are never taken; after a child reached into the cart, sharpened knives are handed over wrapped in
  newspaper. Proposals: the assistant's home visits (put off, refused a round later); the sub-district
  office votes down a fixed grinding kiosk (relayed by 吴佳); a knife factory's salesman wants him to sell
  their sets (bluntly no); the assistant's time slots when booking are accepted. Numbers: 10 yuan a
  kitchen knife; at most 40 knives a day. Identifiers: service registration XC-BM-0317, a customer's
  knife DM-0706. Failures: docker compose can't bind port 8080 (the property company's parking system,
  its IT man is on leave); zerotier says ACCESS_DENIED (the sub-district's IT man must approve, he's on a
  course). Open: count this month's customers by hutong (asked again); may he push the cart here next year
  (the sub-district hasn't answered); a later monthly report for the service station by 15 December.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Julia Genie repair map
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "手艺地图那个项目装依赖装不上了，你看看。",
                ("我先 instantiate 一下。", [
                    call("bash",
                         "  Updating registry at `~/.julia/registries/General.toml`\n"
                         "ERROR: Unsatisfiable requirements detected for package HTTP [cd3eb016]:\n"
                         " HTTP [cd3eb016] log:\n"
                         " ├─possible versions are: 0.9.0-1.10.8 or uninstalled\n"
                         " └─restricted by compatibility requirements with Genie [c43c736e] to versions: 1.0.0-1.10.8",
                         error=True, command="julia --project=. -e 'using Pkg; Pkg.instantiate()'"),
                ]),
                ("Manifest 是旧版 Julia 生成的，里面把 HTTP 锁在 0.9 了。我重新 resolve 一下。", [
                    call("bash", "  Resolving package versions...\n  Updating `~/shoumap/Manifest.toml`\n  [cd3eb016] ↑ HTTP v0.9.17 ⇒ v1.10.8",
                         command="julia --project=. -e 'using Pkg; Pkg.resolve()'"),
                ]),
                "装好了。顺便说一句，Manifest 最好跟着代码一起提交，换电脑也不会乱。",
            ),
            turn("行，那就一起提交。", "好，已经加进提交里了。"),
        )
    if k == 1:
        return (
            turn(
                "加一个按街道查铺子的接口，/shops/street/:name 这种。",
                ("我在 routes.jl 里加路由，控制器里写查询。", [
                    call("edit", "ok", path="routes.jl",
                         old='route("/shops", ShopsController.index)',
                         new='route("/shops", ShopsController.index)\nroute("/shops/street/:name", ShopsController.by_street)'),
                    call("edit", "ok", path="app/resources/shops/ShopsController.jl",
                         old="function index()",
                         new="function by_street()\n  json(find(Shop, street = payload(:name)))\nend\n\nfunction index()"),
                    call("bash", '[{"id":3,"name":"老王修伞","street":"文一路"}]',
                         command="curl -s http://127.0.0.1:8000/shops/street/%E6%96%87%E4%B8%80%E8%B7%AF"),
                ]),
                "接口通了，返回的是 JSON 数组。",
            ),
        )
    if k == 2:
        return (
            turn(
                "测试红了一个。",
                ("跑一下测试看看。", [
                    call("bash",
                         "Test Summary: | Pass  Fail  Total\n"
                         "distance      |    3     1      4\n"
                         "distance_km: Test Failed at /home/dev/shoumap/test/runtests.jl:23\n"
                         "  Expression: distance_km(a, b) ≈ 1.2\n"
                         "   Evaluated: 1200.4 ≈ 1.2\n"
                         "ERROR: LoadError: Some tests did not pass: 3 passed, 1 failed, 0 errored, 0 broken.",
                         error=True, command="julia --project=. -e 'using Pkg; Pkg.test()'"),
                ]),
                ("函数里算出来是米，忘了除以 1000。改一下。", [
                    call("edit", "ok", path="src/Geo.jl", old="return R * c", new="return R * c / 1000"),
                    call("bash", "Test Summary: | Pass  Total\ndistance      |    4      4\n     Testing shoumap tests passed",
                         command="julia --project=. -e 'using Pkg; Pkg.test()'"),
                ]),
                "全过了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "铺子表里加个营业时间字段。",
                ("我写个 SearchLight 迁移。", [
                    call("edit", "ok", path="db/migrations/2026120115300000_add_hours_to_shops.jl",
                         old="", new="function up()\n  add_column(:shops, :hours, :string, limit = 64)\nend"),
                    call("bash", "[ Info: Executed migration AddHoursToShops up",
                         command="julia --project=. -e 'using SearchLight; SearchLight.Migration.lastup()'"),
                ]),
                "加好了，最长 64 个字，一般写“早八点到晚六点”这种够用了。页面上要不要显示？",
            ),
            turn("显示吧，放在地址下面。", "放好了，没填的铺子就不显示这一行。"),
        )
    if k == 4:
        return (
            turn(
                "Genie 有个小版本更新，升一下吧。",
                ("只升 Genie 这一个包。", [
                    call("bash", "   Resolving package versions...\n    Updating `~/shoumap/Project.toml`\n  [c43c736e] ↑ Genie v5.30.5 ⇒ v5.30.6",
                         command="julia --project=. -e 'using Pkg; Pkg.update(\"Genie\")'"),
                    call("bash", "     Testing shoumap tests passed", command="julia --project=. -e 'using Pkg; Pkg.test()'"),
                ]),
                "升到 5.30.6 了，测试都过。建议 Project.toml 的 compat 里写上 Genie = \"5.30\"，防止哪天跳到大版本。",
            ),
            turn("可以，写上。", "写上了。"),
        )
    return (
        turn(
            "线上那个地图页打开报 500。",
            ("我看下服务日志。", [
                call("bash",
                     "┌ Error: GET /shops?page=\n"
                     "│   exception =\n"
                     "│    MethodError: no method matching parse(::Type{Int64}, ::Nothing)\n"
                     "│    @ ShopsController ~/shoumap/app/resources/shops/ShopsController.jl:12\n"
                     "└ @ Genie.Router",
                     error=True, command="journalctl -u shoumap --since '1 hour ago' | tail -n 20"),
            ]),
            ("page 参数是空的时候 parse 直接崩了。给它一个默认值 1。", [
                call("edit", "ok", path="app/resources/shops/ShopsController.jl",
                     old="page = parse(Int, params(:page, nothing))",
                     new="page = something(tryparse(Int, string(params(:page, \"1\"))), 1)"),
            ]),
            "改好了，重启以后页面正常。",
        ),
    )


# ---------------------------------------------------------------- xiuxie
def _xiuxie() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "喂，你好，我姓龚，在驷马桥菜市场门口修鞋的，修了三十年了。我孙女小雨给我弄了个小机器，树莓派，"
            "接了个兄弟牌的标签机，收鞋的时候打个取鞋小票贴在鞋上。程序在 " + f("path", "/home/pi/xiuxie/qupiao.py")
            + "，今天早上一按就不出纸了，客人排着队，我只好拿圆珠笔写。",
            ("我按小雨平时打印的命令跑一下，看看报什么错。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/usr/local/bin/brother_ql\", line 8, in <module>\n"
                     "    sys.exit(cli())\n"
                     "  File \"/usr/local/lib/python3.11/dist-packages/brother_ql/backends/pyusb.py\", line 95, in __init__\n"
                     "    self.dev.set_configuration()\n"
                     + f("failure", "usb.core.USBError: [Errno 13] Access denied (insufficient permissions)")
                     + "\n  File \"/usr/local/lib/python3.11/dist-packages/usb/core.py\", line 915, in set_configuration\n"
                     "    self._ctx.managed_set_configuration(self, configuration)\n"
                     "Error: could not open the printer",
                     error=True,
                     command=f("command", "brother_ql -b pyusb -m QL-700 -p usb://0x04f9:0x2042 print -l 62 /tmp/qupiao.png")),
            ]),
            "程序本身没问题，是系统不让普通用户用这个 USB 口了，多半是系统更新把小雨加的权限规则冲掉了。"
            "要加回去得用管理员密码，你知道树莓派的 sudo 密码吗？",
        ),
        turn(
            "那我哪晓得，都是小雨弄的。她在重庆读书，这两个礼拜考试，我不敢打扰她，考完了再说嘛。先手写。",
            "好，标签机先放着，等小雨考完试再弄，这两周先手写小票。",
        ),
        turn(
            "我给你摆一下我这个摊子是咋个弄的，你心头有个数。早上七点我把三轮推过来，工具箱、补鞋机、鞋油、鞋跟、"
            "鞋底都在车上，菜市场管理处那边一个月收我两百块摊位费。来的多是换鞋跟、打掌、缝开胶的，"
            "换一双女式鞋跟" + f("number", "二十五块一双") + "，打前掌十五。开胶的要刷胶，刷了以后"
            + f("number", "胶水要晾足四个小时") + "才能压，心急了一走路又开了，所以开胶的我一般让人家下午来拿。"
            "晚上七点收摊，还有一条，" + f("constraint", "客人的鞋不过夜留在摊上") + "，没修完的我都装蛇皮袋背回家，"
            "前几年隔壁摊被人撬过，丢了人家一双皮鞋，赔得心痛。",
            "明白了：开胶的要晾四个小时，当天没修完的鞋都带回家。那小票上最要紧的就是单号和什么时候能取。",
        ),
        turn(
            "对头。你说那个取的时间，你想咋弄？",
            "我建议小票上除了单号再印一个“预计取鞋时间”，比如开胶的自动往后推四个小时，客人一看就知道啥时候来，"
            "不用一趟趟跑。",
        ),
        turn(
            "要得，这个好，加上。",
            ("我先把程序里生成小票的部分改了，打印那块等小雨。", [
                call("edit", "ok", path="/home/pi/xiuxie/qupiao.py",
                     old="lines = [f\"单号 {no}\"]",
                     new="lines = [f\"单号 {no}\", f\"取鞋 {ready_at(kind):%H:%M}\"]"),
            ]),
            "改好了，开胶的自动加四个小时，其他的加一个小时。",
        ),
        turn(
            "还有个事，上礼拜有个大姐，拿一双靴子来换底，单号 " + f("identifier", "GS-1127-08")
            + "，我用的那种底叫" + f("identifier", "NJ-42") + "的牛筋底，四十二码的那个卖完了，批发市场说要等一礼拜。你帮我记着，底一到就给她换。",
            "记下了：GS-1127-08 这双靴子等 NJ-42 的牛筋底到货再换。",
        ),
    )
    r2 = (
        turn(
            "小雨说那些鞋的照片每天晚上会自己备份到她家里那个盒子上，我看手机上提示备份失败，你帮我看看。",
            ("我手动跑一次备份看看。", [
                call("bash",
                     "subprocess ssh: " + f("failure", "ssh: connect to host 192.168.31.8 port 22: No route to host")
                     + "\nFatal: unable to open repository at sftp:xiaoyu@192.168.31.8:/srv/restic/xiuxie: "
                     "unable to start the sftp session, error: EOF\n",
                     error=True,
                     command="cd /home/pi/xiuxie && "
                     + f("command", "restic -r sftp:xiaoyu@192.168.31.8:/srv/restic/xiuxie backup photos --tag nightly")),
            ]),
            "连不上小雨家那台存储，网络上根本找不到它，照片都还在树莓派的 " + f("path", "/home/pi/xiuxie/photos")
            + " 里，没丢。是不是她家那台盒子关机了？",
        ),
        turn(
            "哦，对对，我儿子他们在搬家，东西都打包了，那个盒子肯定拔了。等他们搬完再说嘛，月底吧。",
            "好，备份等他们搬完家、存储重新开起来再弄，照片先留在树莓派上。",
        ),
        turn(
            "我在想，现在年轻人都不出门，你说我要不要搞个啥子上门收鞋？",
            "可以试试" + f("rejected", "找跑腿上门取送鞋") + "，客人在手机上下单，跑腿把鞋送过来，修好再送回去。",
        ),
        turn(
            "摊子上就我一个人，我走不开。再说跑腿一趟七八块，来回十几块，比我换个掌还贵，哪个要嘛。",
            "确实，跑腿费比修鞋钱还高，那就还是在摊上收。",
        ),
        turn(
            "还有我儿子，昨天打电话说他一个朋友卖鞋垫的，叫我在摊上" + f("rejected", "帮他朋友代卖鞋垫") + "，一双提五块。",
            "你看呢？",
        ),
        turn("不卖。我就是修鞋的。", "好，不代卖。"),
    )
    r3 = (
        turn(
            "市场对面新开了个皮鞋店，老板姓何，年轻人，过来找我，说他店里卖出去的鞋，想让我"
            + f("rejected", "免费给他们店的鞋打前掌") + "，他把客人往我这边带。",
            "免费的话你每双都要贴料钱和工夫。你可以看看有没有一个两边都划算的价钱。",
        ),
        turn(
            "我跟他说了，免费不得行，他店里来的打前掌算半价，七块五，他说可以，明天就开始往我这边带客人。你帮我记一哈。",
            ("我记到合作那张表里。", [
                call("edit", "ok", path="/home/pi/xiuxie/data/hezuo.csv", old="# end",
                     new="何老板皮鞋店,打前掌,半价七块五,从明天开始\n# end"),
            ]),
            "记上了。",
        ),
        turn(
            "上礼拜出了个事，我跟你说，有个熟人婆婆来拿鞋，我看是熟人就没对小票，把一双红高跟拿给她了，"
            "结果那是别个的，人家来拿的时候找不到，在摊子前头骂了半天。以后" + f("constraint", "取鞋一律对小票号，熟人也不例外") + "。",
            "好，以后取鞋只认小票号。小票上我把单号印大一点，好对。",
        ),
        turn(
            "还有，你帮我" + f("pending", "把这个月的收入按修鞋和卖配件分开算一下") + "，我想看看鞋跟鞋底这些到底赚不赚钱。",
            "好，我从记账本里按修鞋和配件分开算。手上小票的事弄完就做。",
        ),
        turn(
            "唉，还有个事心头不踏实，管理处说明年菜市场要改造，" + f("pending", "改造以后门口还给不给留修鞋的摊位")
            + "，我去问了两回，他们说要等上面定，到现在都没回话。",
            "这个现在没人答得了，得等管理处回话。我先记着这个问题。",
        ),
    )
    later = (
        (5, (
            turn(
                "我上次叫你算的那个收入，修鞋和配件分开的，算出来没得？",
                "还没算，还在单子上：这个月的收入按修鞋和卖配件分开算。下一个就做这个。",
            ),
        )),
        (10, (
            turn(
                "小雨说摊子上要贴个价目表，不然老有人问。你帮我" + f("pending", "下礼拜三之前做一张价目表贴在摊上")
                + "，字要大，我回头把价钱念给你。",
                "好，下周三之前做好价目表，大字，价钱等你念给我。",
            ),
        )),
    )
    return Scripted(
        name="fresh35-xiuxie", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh35=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- tanmianhua
def _tanmianhua() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是汪涛，我爸妈在拱墅一个老小区里开弹棉花的铺子，六安人，干了二十多年了。我给他们写了个称棉花的小程序，"
            "电子秤用串口线接到电脑上，程序在 " + f("path", "/home/wangtao/mianhua/cheng.py")
            + "。我妈打电话说今天称不出来了，屏幕上一片红字，我人在合肥上班，你帮我远程看看。",
            ("我按平时的参数跑一下。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/home/wangtao/mianhua/cheng.py\", line 41, in <module>\n"
                     "    scale = serial.Serial(args.port, args.baud, timeout=1)\n"
                     "  File \"/usr/lib/python3/dist-packages/serial/serialutil.py\", line 244, in __init__\n"
                     "    self.open()\n"
                     "  File \"/usr/lib/python3/dist-packages/serial/serialposix.py\", line 325, in open\n"
                     "    raise SerialException(msg.errno, \"could not open port {}: {}\".format(self._port, msg))\n"
                     + f("failure", "serial.serialutil.SerialException: [Errno 2] could not open port /dev/ttyUSB0: [Errno 2] No such file or directory: '/dev/ttyUSB0'"),
                     error=True,
                     command=f("command", "python3 cheng.py --port /dev/ttyUSB0 --baud 9600")),
                call("bash", "Bus 001 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub", command="lsusb"),
            ]),
            "电脑上根本没认到串口线，USB 列表里只有根集线器。不像程序的问题，像是线坏了或者插头松了。",
        ),
        turn(
            "我妈说那根线被梳棉机压过，外皮都破了。我在淘宝上重新下了一根，说是三天到。那就等线到吧，这几天让我爸用老秤。",
            "好，称重程序等新线到了再试，这几天用老秤。",
        ),
        turn(
            "我跟你讲讲我们家是怎么干的，你好帮我写公众号里的介绍。客人一般是拿旧被子来翻新，老棉絮拆出来，过一遍弹花机，"
            "把结块的打松，再加点新棉，然后拉线、压磨盘。新棉我们用新疆的长绒棉，" + f("number", "新疆棉一斤三十二块")
            + "，翻新按斤收工钱。" + f("number", "一床被子最少五斤") + "，再少就不保暖了，我妈不接。"
            "还有一条是我爸定死的，" + f("constraint", "旧棉絮只用客人自己的，不掺别家的") + "，有的铺子把几家的旧棉混在一起弹，"
            "我爸说那样做对不起人。拉线的时候我妈在一边，我爸在一边，两个人对着拉，一床要拉半个多钟头。",
            "明白了。介绍就照实写：自家旧棉单独弹，新疆长绒棉，两个人手工拉线。",
        ),
        turn(
            "对。还有预约那块，现在是公众号里一个小机器人收预约，用 pm2 跑着的。",
            "我有个建议：预约的时候让客人顺便报一下被子大概几斤、是翻新还是做新的，你妈就能提前备棉花，也好排时间。",
        ),
        turn(
            "这个好，加上。",
            ("我在预约的问题里加两项。", [
                call("edit", "ok", path="/home/wangtao/mianhua/bot/questions.json",
                     old="\"questions\": [\"姓名\", \"电话\"]",
                     new="\"questions\": [\"姓名\", \"电话\", \"被子大概几斤\", \"翻新还是做新的\"]"),
            ]),
            "加好了，下次重启机器人就生效。",
        ),
    )
    r2 = (
        turn(
            "奇怪，我妈说这两天群里没人预约了，是不是机器人出问题了？",
            ("我看一下机器人的日志。", [
                call("bash",
                     "[TAILING] Tailing last 200 lines for [yuyue-bot] process (change the value with --lines option)\n"
                     "/home/wangtao/.pm2/logs/yuyue-bot-out.log last 200 lines:\n"
                     "0|yuyue-bot | 2026-12-05 08:00:01: 刷新 access_token ...\n"
                     "/home/wangtao/.pm2/logs/yuyue-bot-error.log last 200 lines:\n"
                     "0|yuyue-bot | 2026-12-05 08:00:02: 获取 access_token 失败\n"
                     "0|yuyue-bot | " + f("failure", "errcode: 40125, errmsg: 'invalid appsecret rid: 6751a0c2-4e1b3f77-2d9c0a18'") + "\n"
                     "0|yuyue-bot |     at refreshToken (/home/wangtao/mianhua/bot/wx.js:37:11)\n"
                     "0|yuyue-bot | 2026-12-05 08:00:02: 消息推送已停止，重试 5 次后放弃\n"
                     "0|yuyue-bot | Error: process exited with code 1",
                     error=True,
                     command=f("command", "pm2 logs yuyue-bot --lines 200 --nostream")),
            ]),
            "公众号那边说 AppSecret 不对了，应该是有人在后台重置过密钥。公众号的 AppID 是 " + f("identifier", "wx3f8a21c07d5e9b46")
            + "，新的密钥得有管理员在公众平台上扫码才能看到，然后改到 " + f("path", "/home/wangtao/mianhua/bot/ecosystem.config.js") + " 里。",
        ),
        turn(
            "管理员是我老婆的微信，她回娘家坐月子了，手机都不怎么看。我先让我妈在群里说一声，预约直接打电话。等她有空再扫码。",
            "好，机器人先停着，等你爱人有空扫码拿到新密钥再改，这期间电话预约。",
        ),
        turn(
            "对了，我们楼长王阿姨前几天带话过来，说想让我爸妈周末" + f("rejected", "在小区广场上现场弹棉花") + "，当个老手艺展示。"
            "结果居委会开会投票，没通过，说弹花机一开粉尘大，楼上晒的衣服都要遭殃。",
            "那就不在广场上弄了，还是在铺子里做。",
        ),
        turn(
            "还有，我自己有个想法，想给他们" + f("rejected", "开个抖音直播弹棉花") + "，现在好多人爱看这种老手艺。",
            "直播能带来一些年轻客人，不过每天要有人举手机、回评论，你爸妈会不会太累？",
        ),
        turn(
            "我也拿不准，我先问问我爸，回头再说。",
            "好，直播的事先放着，等你问过你爸再定。",
        ),
    )
    r3 = (
        turn(
            "直播那个事我问过了，我爸说干活的时候旁边有个手机对着他，他手都不会动了，我妈也说不弄。那就不搞了。",
            "好，直播不做了。",
        ),
        turn(
            "说个不愉快的事。上礼拜有个客人拿来一床旧被子，拿回去以后说我们少给了他一斤棉花，在群里说我们偷棉花，"
            "我妈气得一晚上没睡着。以后" + f("constraint", "称棉花必须当着客人面称") + "，称完拍个视频发给客人。",
            "好，以后收被子、交被子都当面称，称的时候拍视频。等新串口线到了，称重程序可以自动把斤数发到客人微信里，多一份凭证。",
        ),
        turn(
            "我表哥前两天发微信，说要不要" + f("rejected", "做个网上商城卖被子") + "，我想了下，弄那么大没必要，我爸妈也不会管。就在公众号里放个价目表吧。",
            ("好，那就只放价目表。我先把草稿写出来。", [
                call("edit", "ok", path="/home/wangtao/mianhua/bot/jiamu.md", old="",
                     new="# 价目\n- 旧被翻新：按斤收工钱\n- 新疆长绒棉：另计\n"),
            ]),
            "草稿放好了，价钱你确认以后我再填。",
        ),
        turn(
            "还有个单子你记一下，订单号 " + f("identifier", "TM-1206-11") + "，是一床八斤的新被子，客人要求加宽，下礼拜来拿。"
            "另外帮我" + f("pending", "把上个月的预约整理成一张表") + "，按翻新和做新的分开，我想看看哪种多。",
            "记下了 TM-1206-11，八斤加宽，下周取。上个月的预约表我整理好给你，先把价目表弄完。",
        ),
        turn(
            "嗯。还有件事我心里没底，往年一到冬至前后棉花就涨价，我问了新疆那个老马，" + f("pending", "今年冬至前后棉花会不会涨")
            + "，他说要问问轧花厂，到现在还没回我。",
            "这个现在没人说得准，得等老马回话。我先把这个问题记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "上个月的预约表整理出来了吗？",
                "还没有，还在单子上：把上个月的预约整理成表，按翻新和做新的分开。我接着就做。",
            ),
        )),
        (10, (
            turn(
                "我妈说过年前翻新的人多，想搞个优惠，你帮我写个通知，" + f("pending", "十二月二十号之前发到小区群里")
                + "，优惠多少我跟我妈商量好了告诉你。",
                "好，十二月二十号之前把过年翻新优惠的通知发到群里，具体优惠等你们定。",
            ),
        )),
    )
    return Scripted(
        name="fresh35-tanmianhua", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh35=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- xiuqin
def _xiuqin() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "侬好，我是梅师傅，在山塘街后面弄堂里修二胡、琵琶这些民乐的。我侄女阿敏帮我把几十年的修琴登记本拍成了照片，"
            "想用电脑把上面的字认出来，以后查老客人方便。照片放在 " + f("path", "/home/mei/xiuqin/saomiao/dengji_1998.png")
            + " 这种地方，一年一张。阿敏说认字的东西装好了，就是跑不起来。",
            ("我拿九八年那张试一下。", [
                call("bash",
                     "Error opening data file /usr/share/tesseract-ocr/5/tessdata/chi_sim.traineddata\n"
                     "Please make sure the TESSDATA_PREFIX environment variable is set to your \"tessdata\" directory.\n"
                     + f("failure", "Failed loading language 'chi_sim'")
                     + "\nTesseract couldn't load any languages!\n"
                     "Could not initialize tesseract.",
                     error=True,
                     command=f("command", "tesseract dengji_1998.png out -l chi_sim --psm 6")),
            ]),
            "认字的程序是装了，但是简体中文的字库没装，所以一个字都认不出来。装字库要用这台电脑的管理员密码。",
        ),
        turn(
            "这台电脑是小蒋以前用的，他是我徒弟，去年去上海上班了，密码只有他晓得。他平常忙，礼拜天才回消息。等礼拜天问他。",
            "好，认字的事等礼拜天小蒋回了密码再装字库。",
        ),
        turn(
            "我跟侬讲讲我这里的规矩。二胡最要紧的是琴皮，蒙的是蟒皮。现在蟒皮管得严，要养殖场的证，"
            + f("constraint", "没有证的蟒皮一张都不进") + "，便宜也不要，被查到要吃官司的。换一张皮" + f("number", "四百八一把")
            + "，琴杆、千斤、琴码另算。皮蒙上去以后不能马上拉，" + f("number", "蒙好的皮至少要放十天")
            + "，让它干透、绷匀，拉出来声音才稳。弦我用的是 " + f("identifier", "JS-207") + " 那一款，钢丝的，老客人都认。",
            "明白了：只用有证的蟒皮，换皮四百八，蒙好要放十天。那登记本上最有用的就是哪年哪把琴换过皮、用的什么弦。",
        ),
        turn(
            "对额。侬有啥想法？",
            "我建议以后每把琴修之前、修好之后各拍一张照片，跟登记号放在一起存起来，以后客人问起来，翻出来一看就清楚。",
        ),
        turn(
            "好额，这个好，就这样弄。",
            ("我建一个照片目录，按登记号放。", [
                call("bash", "ok", command="mkdir -p /home/mei/xiuqin/zhaopian/xiuqian /home/mei/xiuqin/zhaopian/xiuhou"),
            ]),
            "建好了，修前、修后两个文件夹，照片名字就用登记号。",
        ),
    )
    r2 = (
        turn(
            "阿敏说店里那台存东西的盒子里还有小蒋以前拍的照片，侬帮我拿下来。",
            ("我连一下那台存储。", [
                call("bash",
                     "Password for [WORKGROUP\\xiaojiang]:\n"
                     + f("failure", "session setup failed: NT_STATUS_LOGON_FAILURE")
                     + "\n",
                     error=True,
                     command=f("command", "smbclient //192.168.0.50/qinfang -U xiaojiang")),
            ]),
            "用户名是对的，密码不对，登录被拒了。是不是有人改过密码？",
        ),
        turn(
            "哦，是我儿子，上个月说不安全，把密码改掉了。他现在在德国出差，那边半夜，要下个月才回来。算了，等他回来。",
            "好，存储里的照片等你儿子回来改好密码再拿。",
        ),
        turn(
            "再问侬个事，现在蟒皮又贵又难买，有没有啥办法？",
            "可以考虑" + f("rejected", "改用人造蟒皮") + "，现在有专门做二胡的人造皮，不怕潮，也不用证。",
        ),
        turn(
            "人造皮声音发干，拉出来像敲塑料桶，懂行的一听就听出来，我这块牌子还要不要了。",
            "明白，还是用真的蟒皮。",
        ),
        turn(
            "还有个事，昨天有个收古董的给我发短信，说看中我店里挂的那把老红木二胡，登记号 " + f("identifier", "QF-1998-214")
            + "，是我师父留下来的，他说想" + f("rejected", "买下那把老红木二胡") + "，出价还不低。",
            "你怎么回他？",
        ),
        turn("不卖。", "好，不卖。"),
    )
    r3 = (
        turn(
            "区里一个民乐团的团长来找我，说他们团里六十几把二胡，想让我" + f("rejected", "给全团二胡包年保养") + "，一年给个总数，"
            "随叫随到。",
            "包年的话坏得多的时候你要亏，随叫随到你一个人也跑不过来。可以想个你们两边都能接受的办法。",
        ),
        turn(
            "我跟团长讲了，包年不做，按次来，每次他们把要弄的琴一起送过来，一把保养六十块，他讲可以，下个月就送第一批。侬帮我记一记。",
            ("记到合作的表里。", [
                call("edit", "ok", path="/home/mei/xiuqin/hezuo.csv", old="# end",
                     new="区民乐团,按次保养,每把六十块,琴统一送来,下月第一批\n# end"),
            ]),
            "记上了。",
        ),
        turn(
            "前两个礼拜有桩事，一个老先生的二胡修好了，我看他急，没当面试，他拿回去一拉，说千斤的位置动过了，音不对，"
            "又跑回来跟我吵。以后" + f("constraint", "交琴前必须当着客人面拉一段") + "，客人点头了再拿走。",
            "好，以后交琴都当面拉一段，客人听过了再走。",
        ),
        turn(
            "还有，侬帮我" + f("pending", "把登记本上九八年以前的老客人整理出来") + "，名字、电话、修过什么，我想过年前挨个问候一下。",
            "好，等字库装上、照片认出来以后，我把九八年以前的老客人整理成表。",
        ),
        turn(
            "还有桩事，我一直从广西一个养殖场进皮，上个月打电话问" + f("pending", "今年养殖场还有没有蟒皮的货")
            + "，对方说要问老板，到现在没回。联系人的电话存在 " + f("path", "/home/mei/xiuqin/kehu.csv") + " 最后一行。",
            "这个现在没人答得上，要等养殖场回话。我先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "九八年以前那些老客人，整理好了伐？",
                "还没有，还在单子上：把登记本上九八年以前的老客人整理出来。字库还没装，装好就做。",
            ),
        )),
        (10, (
            turn(
                "评弹团的小顾刚刚来过，拿来三把三弦，说要" + f("pending", "元旦演出之前修好三把三弦") + "，最晚二十八号要拿走。侬帮我排一排。",
                "好，三把三弦元旦演出前修好，最晚二十八号交，我把这几天的活排一下。",
            ),
        )),
    )
    return Scripted(
        name="fresh35-xiuqin", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh35=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- modao
def _modao() -> Scripted:
    f = Builder()
    compose_tail = (
        " Container bianmin-db-1  Running\n"
        " Container bianmin-yuyue-1  Starting\n"
        "Error response from daemon: driver failed programming external connectivity on endpoint bianmin-yuyue-1 "
        "(3f1c9a7e0b52d8e4a6c1f0b9d7e2a3c5b8f4e6d1a0c9b7e5f3a2d1c0b9e8f7a6): "
        + f("failure", "Bind for 0.0.0.0:8080 failed: port is already allocated")
    )
    r1 = (
        turn(
            "您好，我是白塔寺社区便民服务站的网格员吴佳。我们这儿有位郑大爷，七十二了，推着车在胡同里磨剪子戗菜刀，"
            "我们给他在服务站的小服务器上做了个预约页面，配置在 " + f("path", "/srv/bianmin/docker-compose.yml")
            + "。昨天服务器重启以后，预约页面就打不开了。",
            ("我把预约服务重新起一下。", [
                call("bash",
                     long_log(36, "modao-compose", compose_tail),
                     error=True,
                     command="cd /srv/bianmin && " + f("command", "docker compose up -d yuyue")),
                call("bash", "tcp  LISTEN 0  511  0.0.0.0:8080  0.0.0.0:*  users:((\"java\",pid=1187,fd=42))",
                     command="ss -ltnp | grep 8080"),
            ]),
            "8080 端口被另一个程序占了，是个 java 程序，不是我们的预约服务。你知道这台服务器上还跑着别的什么吗？",
        ),
        turn(
            "哦，物业的停车收费系统也装在这台上，肯定是它。那个不能乱动，动了小区门口的道闸就抬不起来了。"
            "物业管电脑的老孙休年假，下礼拜一才回来，等他回来商量换端口吧。",
            "好，预约页面等物业老孙回来商量端口，停车系统不动。",
        ),
        turn(
            "我把郑大爷的情况跟您说说。大爷每天上午九点推车出来，从白塔寺东夹道走到宫门口，一路吆喝。"
            + f("number", "磨一把菜刀十块钱") + "，剪子八块，戗刀另算。大爷岁数大了，他自己定的，" + f("number", "一天最多磨四十把")
            + "，多了手腕受不了。还有，" + f("constraint", "陶瓷刀一律不接") + "，大爷说那东西一磨就崩口，崩了人家赖你。"
            "他在我们服务站登记的便民服务编号是 " + f("identifier", "XC-BM-0317") + "，街道检查的时候要看。",
            "明白了：菜刀十块一把，一天最多四十把，陶瓷刀不接，服务编号 XC-BM-0317。预约页面上把这几条都写清楚。",
        ),
        turn(
            "对。您看预约还有什么能改进的？",
            "两个想法。一是预约的时候让居民选个时间段，比如上午几点在哪个胡同口，大爷按时间推过去，大家不用干等。"
            "二是可以" + f("rejected", "加一个上门磨刀的选项") + "，腿脚不方便的老人在家等着就行。",
        ),
        turn(
            "时间段那个好，加上。上门那个我得问问大爷，回头再说。",
            ("我先把时间段加到预约表单里。", [
                call("edit", "ok", path="/srv/bianmin/yuyue/form.json",
                     old="\"fields\": [\"姓名\", \"门牌号\", \"几把刀\"]",
                     new="\"fields\": [\"姓名\", \"门牌号\", \"几把刀\", \"时间段\"]"),
            ]),
            "加好了，等服务能起来就生效。上门的事等你问过大爷。",
        ),
    )
    r2 = (
        turn(
            "上门那个我问了大爷了，他说他这腿爬不了楼，胡同里的老楼都没电梯，上门就算了。",
            "好，上门磨刀不做。",
        ),
        turn(
            "还有，我想在家里也能远程看服务站那台电脑，街道张工给装了个 zerotier，您帮我看看连上没有。",
            ("我看下网络状态，再 ping 一下服务站的地址。", [
                call("bash",
                     "200 listnetworks <nwid> <name> <mac> <status> <type> <dev> <ZT assigned ips>\n"
                     + f("failure", "200 listnetworks e5cd7a9e1c3b2f04 baitasi-bm 5e:21:9a:c4:7d:10 ACCESS_DENIED PRIVATE ztrf26xyb3 -")
                     + "\nPING 10.147.17.20 (10.147.17.20) 56(84) bytes of data.\n\n"
                     "--- 10.147.17.20 ping statistics ---\n"
                     "3 packets transmitted, 0 received, 100% packet loss, time 2046ms",
                     error=True,
                     command=f("command", "sudo zerotier-cli listnetworks && ping -c 3 10.147.17.20")),
            ]),
            "已经加入网络了，但状态是 ACCESS_DENIED，说明管理后台还没批准你这台电脑，所以也分不到地址。得管理员在后台打个勾。",
        ),
        turn(
            "管理员是张工，他这礼拜在区里培训，手机都上交了。那等他回来吧。",
            "好，远程连接等张工培训回来在后台批准。",
        ),
        turn(
            "还有件事跟您说一下。我们之前给街道打报告，想在胡同口" + f("rejected", "装一个固定的磨刀亭") + "，大爷冬天不用推着车挨冻。"
            "今天街道办开会，说胡同风貌要保护，不让加固定建筑，没批。",
            "那就还是推车，冬天给大爷多想想保暖的办法。",
        ),
        turn(
            "对了，还有个刀具厂的推销员找到大爷，想让大爷" + f("rejected", "在车上代卖他们的不锈钢刀具套装") + "，卖一套给大爷提二十。",
            "大爷怎么说？",
        ),
        turn("大爷就俩字：不卖。", "好，不代卖。"),
    )
    r3 = (
        turn(
            "上礼拜出了点事，大爷在胡同口磨刀，一个小孩趁大人不注意把手伸到车上的刀堆里，手指头划了个口子，还好不深。"
            "大爷吓得不轻，现在定了规矩，" + f("constraint", "磨好的刀必须用报纸包好再递给人") + "，车上的刀也都包着放。",
            "好，以后磨好的刀都包报纸再交，车上不露刀刃。预约页面的须知里我也加一句，请大人看好孩子。",
        ),
        turn(
            "还有个居民拿来一把日本刀，型号 " + f("identifier", "DM-0706") + "，说是儿子从国外带的，挺贵，大爷没磨过这种，说要先问问他师弟，"
            "刀先放在服务站柜子里了。",
            "记下了，DM-0706 那把日本刀先存服务站，等大爷问过师弟再说。",
        ),
        turn(
            "另外您帮我" + f("pending", "统计一下这个月各个胡同来磨刀的人数") + "，预约数据在 " + f("path", "/srv/bianmin/data/modao_yuyue.csv")
            + "，街道问我们哪几条胡同用得多。",
            "好，我按胡同统计这个月的人数。先把预约页面的事弄完就做。",
        ),
        turn(
            "唉，还有件事大家都悬着，" + f("pending", "明年大爷还能不能在白塔寺这一片推车") + "，街道说今年年底要统一整治流动摊贩，"
            "我们报上去问了，到现在没回复。",
            "这个现在谁也答不了，得等街道的回复。我先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "上次说的各个胡同来磨刀的人数，统计出来没有？",
                "还没有，还在单子上：统计这个月各个胡同来磨刀的人数。接着就做。",
            ),
        )),
        (10, (
            turn(
                "主任刚才说，" + f("pending", "十二月十五号之前要交一份便民服务月报") + "，磨刀这一块要写进去，您帮我先起个草稿。",
                "好，十二月十五号之前交便民服务月报，我先把磨刀这块的草稿写出来。",
            ),
        )),
    )
    return Scripted(
        name="fresh35-modao", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh35=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_xiuxie(), _tanmianhua(), _xiuqin(), _modao())
