"""Thirty-third fresh held-out set (Chinese): written blind while the twenty-eighth round of rules was being
made, by a writer who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the benchmark's runner or report, or any earlier blind set beyond the first lines of one file
for its format); first run against that round, committed before its first run and not to be edited after
it. The English half of the set is written separately, by another writer.

Domains (grepped unused with ``grep -il``): a Bai tie-dye workshop in 周城 near Dali, a second-hand
bookshop in Changsha by the university, a Hanfu rental shop by 大唐不夜城 in Xi'an, a handmade leather
studio on 小河直街 in Hangzhou. Proposals come from the assistant, a tour guide (through WeChat), the
village committee (its decision relayed by an uncle), a publisher's rep, the landlord's family (through
the landlord's son), the shop's photographer, the husband's friend, a university Hanfu club, a leather
supplier's rep, a shopping mall's property office (relayed by the apprentice) and a customer. Failures are
multi-line blocks from rclone, ImageMagick, calibredb, miniprogram-ci, mysqldump, a WeChat Pay refund
script, a GRBL G-code sender and the Shopify CLI; each is left unresolved for a reason given. Routine work
(``routine_zh``) is this file's own: a D-language vibe.d web back office for small workshops, built with
dub; it has turns that look like facts (rules of thumb, an accepted suggestion, numbers, paths) and are
not planted.

Descriptions (written before the dialogue):
- zharan: 阿秀 runs the online shop of 蓝花坊, her mother 杨金花's tie-dye workshop in 周城. Rules: inside a
  long account of how cloth is dyed, cloth out of the vat dries a full three days before it ships; after a
  customer's white shirt was stained, every piece is rinsed three times in clear water before packing.
  Proposals: the assistant's synthetic indigo (turned down by a reason alone); a tour guide's 30% kickback
  for workshop visits (put off, refused a round later); the assistant's billboard at the village gate (the
  village committee votes it down, relayed by her uncle); the assistant's washing-card in each parcel is
  accepted. Numbers: 128 yuan a scarf; one vat dyes forty metres. Identifiers: bucket lanhua-zharan-img,
  SKU LHF-WJ-0312. Failures: rclone gets a disabled OSS access key (the account is her cousin's, who is
  trekking at 雨崩 without signal); ImageMagick has no HEIC delegate (the admin password is with her
  husband, driving tourists in 丽江). Open: a list of repeat customers (asked again later); will this
  year's indigo plants last to the year's end (the grower hasn't replied); a later quote for 200 table
  runners for a 喜洲 inn before May Day.
- shudian: 蒋老板 runs 半页书店, a second-hand bookshop in Changsha; stock is a calibre library on a shared
  disk, sales go through a WeChat mini-program his friend 老邓 administers. Rules: inside a long account,
  books with underlining or notes get 【有笔记】 after the title; after police came about stolen library
  books, books with a library stamp are never bought in. Proposals: the assistant's automatic pricing by
  Douban score (polite no, smaller: show the score beside his own price); a publisher's rep wants him to
  sell new books on consignment (bluntly no); the assistant's café on the first floor up (the landlord's
  family says no, relayed by the landlord's son); the assistant's ISBN scan that fills in title and author
  is accepted. Numbers: membership 99 yuan a year; about twelve thousand books. Identifiers: AppID
  wx7c3e9a1f52d08b64, ISBN 9787020002207. Failures: calibredb refuses because calibre is open on the
  back-room PC (locked; the clerk 小周 knows the password and is away); miniprogram-ci is refused for an IP
  not on the whitelist (only 老邓 can add it, he hasn't replied). Open: a list of books unsold for over a
  year (asked again); can he keep a bookstall outside while the road is dug up (the street office hasn't
  answered); a later blind-box page before World Book Day, asked by a reading-club teacher.
- hanfu: 陈姐 runs 云裳汉服馆 by 大唐不夜城; her husband 老宋 keeps the WeChat Pay certificate; a part-time
  student 小吴 set up the MySQL backups. Rules: inside a long account, returned clothes are steamed before
  they are rented again; after a rainy-day damage, gold-woven skirts are never rented out on rainy days.
  Proposals: the photographer's cheap polyester studio costumes (reason alone); the husband's friend's
  franchise (put off, refused a round later); a university Hanfu club asks half price for a graduation
  booking, 陈姐 counters with 30% off and a free hairdo, and the club takes it; the assistant's SMS reminder
  the day before return is accepted. Numbers: deposit 300 yuan a set; basic sets 158 a day. Identifiers:
  order YS20260412-0087, merchant number 1654328907. Failures: mysqldump access denied for the backup
  user (小吴 changed the password and hasn't replied); the refund script gets SIGN_ERROR (the new API
  certificate is on 老宋's USB stick, he is delivering in 宝鸡 till Friday). Open: how often each set has
  been rented (asked again); will the scenic area limit visitors this summer (no notice yet); a later
  graduation-booking contract before June 10th.
- pizuo: 林一舟 runs 拙木皮作, a leather studio on 小河直街; his partner 陈可 owns the Shopify store and is at a
  fair in Milan; apprentice 小满. Rules: inside a long account, edge paint goes on three coats, each dry
  before the next; after a wrong engraving, a preview goes to the customer for confirmation first.
  Proposals: a supplier's cheaper split leather (bluntly no); the assistant's live laser engraving in a
  mall pop-up (the mall's property office says no, relayed by 小满); a customer wants a Hermès copy (polite
  no, smaller: a tote of their own design in her size); the assistant's automatic engraving preview is
  accepted. Numbers: card wallet 280 yuan; leather 45 yuan a square foot. Identifiers: the store
  zhuomu-leather.myshopify.com, style ZM-KB-07. Failures: GRBL ALARM:9 homing fail (the X limit switch is
  broken, a new one is on order); Shopify CLI not authorised to edit themes (only 陈可 can grant it).
  Open: a leather stock table by colour and thickness (asked again); when the Buttero hides reach Shanghai
  (the forwarder hasn't replied); a later ask for fifty corporate card-wallet samples before May 20th.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a D / vibe.d back office
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "后台编译不过了，帮我看看咋回事。",
                ("我先 build 一下。", [
                    call("bash",
                         "    Starting Performing \"debug\" build using /usr/bin/dmd for x86_64.\n"
                         "  Up-to-date vibe-d:http 0.10.1: target for configuration [library] is up to date.\n"
                         "    Building gongfang ~master: building configuration [application]\n"
                         "source/app.d(42,17): Error: undefined identifier `OrderRepo`, did you mean struct `OrderRepository`?\n"
                         "Error /usr/bin/dmd failed with exit code 1.",
                         error=True, command="dub build"),
                ]),
                ("上次把 OrderRepo 改名成 OrderRepository 了，app.d 里还有一处旧名字。我改过来。", [
                    call("edit", "ok", path="source/app.d",
                         old="auto repo = new OrderRepo(db);", new="auto repo = new OrderRepository(db);"),
                    call("bash", "    Building gongfang ~master: building configuration [application]\n"
                                 "     Linking gongfang\n    Finished To force a rebuild of up-to-date targets, run again with --force",
                         command="dub build"),
                ]),
                "好了。经验是：改类型名的时候全项目搜一遍，别只改定义那一处。",
            ),
            turn("嗯，以后注意。", "好的。"),
        )
    if k == 1:
        return (
            turn(
                "订单页加个导出 CSV 的按钮吧，月底对账用。",
                ("我加一个路由，再在页面上放个按钮。", [
                    call("edit", "ok", path="source/app.d",
                         old='router.get("/orders", &listOrders);',
                         new='router.get("/orders", &listOrders);\n    router.get("/orders/export.csv", &exportOrders);'),
                    call("edit", "ok", path="views/orders.dt",
                         old="h1 订单", new="h1 订单\na.btn(href=\"/orders/export.csv\") 导出 CSV"),
                    call("bash", "     Linking gongfang\n    Finished", command="dub build"),
                ]),
                "加好了。我建议一次最多导出五千行，再多就按月份分开导，不然浏览器会卡。",
            ),
            turn("行，就五千行。", "好，已经加上限制了，超过会提示按月份导出。"),
        )
    if k == 2:
        return (
            turn(
                "有个单元测试挂了，你瞅瞅。",
                ("跑一下测试。", [
                    call("bash",
                         "    Building gongfang ~master: building configuration [unittest]\n"
                         "     Running gongfang-test-unittest\n"
                         "core.exception.AssertError@source/orders/price.d(88): unittest failure\n"
                         "----------------\n??:? _d_unittestp [0x55d1c2a1]\n"
                         "1/23 modules FAILED unittests\nError Program exited with code 1",
                         error=True, command="dub test"),
                ]),
                ("打折那里用 double 算的，0.1 加几次就差了一分钱。改成按分存整数来算。", [
                    call("edit", "ok", path="source/orders/price.d",
                         old="double total = price * qty * discount;",
                         new="long totalCents = priceCents * qty * discountPct / 100;"),
                    call("bash", "23 modules passed unittests", command="dub test"),
                ]),
                "全过了。钱的地方最好都用整数的分，别用浮点。",
            ),
        )
    if k == 3:
        return (
            turn(
                "客户页面打开是 500，昨天还好好的。",
                ("我看下服务日志。", [
                    call("bash",
                         "gongfang[2211]: [main(----) ERR] Template compilation failed\n"
                         "gongfang[2211]: views/customers.dt(14,5): Error: Indentation mismatch (expected 4 spaces, got a tab)",
                         error=True, command="journalctl -u gongfang --since '1 hour ago' | tail -n 20"),
                ]),
                ("Diet 模板里混进了一个 tab，缩进必须统一用空格。我改掉。", [
                    call("edit", "ok", path="views/customers.dt",
                         old="\ttd= c.phone", new="    td= c.phone"),
                    call("bash", "     Linking gongfang\n    Finished", command="dub build"),
                ]),
                "改好了，重新部署后页面正常打开。",
            ),
        )
    if k == 4:
        return (
            turn(
                "vibe-d 升一下小版本吧，看到有安全更新。",
                ("只升 vibe-d 这一个。", [
                    call("bash", "Upgrading project in /srv/gongfang\n"
                                 "  Upgrading vibe-d 0.10.0 -> 0.10.1\n"
                                 "  Upgrading vibe-core 2.8.2 -> 2.8.4",
                         command="dub upgrade vibe-d"),
                    call("bash", "23 modules passed unittests", command="dub test"),
                ]),
                "升好了，测试全过。建议 dub.selections.json 也提交进仓库，这样服务器上装的版本跟本地一样。",
            ),
            turn("可以，提交吧。", ("好。", [call("bash", "[main 4c1e9d2] 升级 vibe-d 到 0.10.1\n 2 files changed",
                                               command="git commit -am '升级 vibe-d 到 0.10.1'")]),
                 "提交了。"),
        )
    return (
        turn(
            "服务重启以后起不来了。",
            ("看下状态。", [
                call("bash",
                     "gongfang[3020]: [main(----) INF] Listening for requests on http://127.0.0.1:8080/\n"
                     "gongfang[3020]: [main(----) ERR] Failed to listen on 127.0.0.1:8080: Address already in use\n"
                     "systemd[1]: gongfang.service: Main process exited, code=exited, status=1/FAILURE",
                     error=True, command="systemctl status gongfang --no-pager"),
            ]),
            ("旧进程没退干净，还占着 8080。我把它停掉再启动，顺便把 systemd 里的 KillMode 改成 mixed。", [
                call("edit", "ok", path="deploy/gongfang.service", old="KillMode=process", new="KillMode=mixed"),
                call("bash", "Active: active (running) since 10:42:07", command="systemctl daemon-reload && systemctl restart gongfang"),
            ]),
            "起来了。以后重启等个三五秒再看状态，别连着点。",
        ),
    )


# ---------------------------------------------------------------- zharan
def _zharan() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好～我是大理周城做扎染的，店叫蓝花坊，我妈杨金花是老师傅，我叫阿秀，管网店和拍照片。新品照片都从手机倒到店里那台电脑上了，"
            "在 " + f("path", "/home/axiu/lanhua/photos/2026-chun") + " 这个文件夹，要传到阿里云 OSS 上网店才能用。"
            "我照我表妹写给我的那条命令跑，一直报错，你帮我看看嘛？",
            ("我按那条命令跑一遍，看具体报什么。", [
                call("bash",
                     "2026/03/18 10:22:40 INFO  : S3 bucket lanhua-zharan-img path 2026-chun: Making map for --track-renames\n"
                     "2026/03/18 10:22:41 ERROR : IMG_4021.jpg: Failed to copy: "
                     + f("failure", "InvalidAccessKeyId: The OSS Access Key Id you provided is disabled.") + "\n"
                     "\tstatus code: 403, request id: 6412A9F0C3E1B2D4A7F0, host id: \n"
                     "2026/03/18 10:22:41 ERROR : IMG_4022.jpg: Failed to copy: InvalidAccessKeyId: "
                     "The OSS Access Key Id you provided is disabled.\n"
                     "2026/03/18 10:22:41 ERROR : Attempt 1/3 failed with 38 errors and: InvalidAccessKeyId\n"
                     "Transferred:   \t          0 B / 0 B, -, 0 B/s, ETA -\n"
                     "Errors:                38 (retrying may help)\n"
                     "Elapsed time:         2.3s\n"
                     "2026/03/18 10:22:47 Failed to copy with 38 errors: last error was: InvalidAccessKeyId",
                     error=True,
                     command=f("command", "rclone copy /home/axiu/lanhua/photos/2026-chun oss:lanhua-zharan-img/2026-chun --progress")),
            ]),
            "命令本身没问题，是阿里云那边把这个 AccessKey 禁用了，返回 403。key 写在 "
            + f("path", "/home/axiu/.config/rclone/rclone.conf") + " 里，存储桶是 "
            + f("identifier", "lanhua-zharan-img") + "。要到阿里云控制台把 key 重新启用或者新建一个，这得用开账号那个人登录才行。",
        ),
        turn(
            "账号是我表妹小段的……她去雨崩徒步了，山里没信号，估计下礼拜才出来。那先等她吧，照片先放着，反正也不急这两天。",
            "好，上传先搁着，等小段出山了把 key 重新开一下再传。",
        ),
        turn(
            "那我顺便跟你讲讲我们家是咋做的，你帮我写网店的商品介绍要用。布是白棉布和麻布，我妈先画图样，然后一针一针扎花，"
            "扎好了泡水，再下到染缸里。染料是我们自己地里的板蓝根发酵出来的靛，一口缸要养好久，天冷了还要给它喂点酒和红糖，"
            "跟养个娃娃一样哈哈。一块布要下缸、出缸、氧化，来回七八遍才有那种深蓝。然后拆线、漂洗，挂到院子里晒，"
            + f("constraint", "出缸的布要晾足三天才能发货") + "，没干透就装袋会捂出霉点，以前吃过亏的。"
            "我们那口大缸养好了的话" + f("number", "一缸能染四十米布") + "，再多颜色就淡了，所以量真的很少。"
            "价格嘛，围巾现在" + f("number", "一百二十八一条") + "，桌旗贵一点，商品编号是 " + f("identifier", "LHF-WJ-0312") + "，那个是卖得最好的蝴蝶纹围巾。",
            "好的，介绍就突出这几点：自家种的板蓝根、手工扎花、反复下缸、晾足了才发货。要不要再加一句“每一块的花纹都不一样”？",
        ),
        turn(
            "要的要的。还有个事，上个月有个上海的客人说围巾第一次洗把她白衬衫染蓝了，给了个差评，我妈气得一晚上没睡着。后来我们定了规矩，"
            + f("constraint", "寄出去的布一律先单独过三遍清水") + "，浮色洗掉了再包。介绍里也写一下，第一次最好单独洗。",
            "明白，我在介绍里加一句：首次清洗请单独冷水手洗，不要和浅色衣物一起洗。另外有个小建议：每个包裹里放一张小卡片，写怎么洗、怎么晾，客人拆开就能看到。",
        ),
        turn(
            "这个好！卡片让我妈用毛笔写，我拍下来去印。",
            "好，卡片上的字我先拟一版给你看，你妈妈照着写就行。",
        ),
    )
    r2 = (
        turn(
            "最近订单一下子多起来了，我妈一个人染不过来，天天弄到半夜。你有啥办法没？",
            "一个办法是" + f("rejected", "改用化学靛蓝") + "，颜色稳定，出缸快，产量大概能翻一倍。",
        ),
        turn(
            "那就不叫周城扎染了嘛。板蓝根染的布有股草香，颜色越洗越柔和，老客人认的就是这个；化学的那种蓝是死的，懂行的一眼就看出来了。"
            "我妈要是听到这话，要拿棒槌撵人的😂",
            "明白了，染料这块不动。那只能从扎花那一步想办法，比如请村里的阿姨来帮忙扎，染还是你妈妈来。",
        ),
        turn(
            "还有，我新手机拍的照片都是 HEIC 的，网店后台不认，你帮我批量转成 jpg 吧，顺便缩小一点，不然传得慢。",
            ("我在照片文件夹里批量转一下。", [
                call("bash",
                     "Version: ImageMagick 7.1.1-21 Q16-HDRI x86_64 21699 https://imagemagick.org\n"
                     "Delegates (built-in): bzlib fontconfig freetype jng jpeg lcms lzma png tiff webp xml zlib\n"
                     "mogrify: " + f("failure", "no decode delegate for this image format `HEIC'") + " @ error/constitute.c/ReadImage/746.\n"
                     "mogrify: no decode delegate for this image format `HEIC' @ error/constitute.c/ReadImage/746.\n"
                     "mogrify: no images defined `IMG_4107.HEIC' @ error/mogrify.c/MogrifyImageCommand/7205.",
                     error=True,
                     command="cd /home/axiu/lanhua/photos/2026-chun && "
                     + f("command", "magick mogrify -format jpg -resize 1600x -quality 85 *.HEIC")),
            ]),
            "这台电脑上的 ImageMagick 装的时候没带 HEIC 支持，上面 Delegates 那一行里没有 heic。要装 libheif 再重装 ImageMagick，得有电脑的管理员密码。",
        ),
        turn(
            "密码只有我老公阿鹏知道，他这几天在丽江跑车拉客人，周末才回来。那先不转了，等他回来再装。",
            "好，HEIC 转换先放着，等阿鹏回来装好 libheif 再弄。",
        ),
        turn(
            "对了，昨天有个导游加我微信，说他经常带团来周城，想带客人来我们院子里体验扎染，条件是"
            + f("rejected", "给旅行社三成返点") + "。我妈说让她想想，你觉得呢？",
            "体验课确实能带客流，不过三成返点不少，得算算一节课的布料、染料和你妈妈的时间。你们先想想，不用急着回他。",
        ),
        turn(
            "嗯，先拖着，过两天再说。",
            "好。另外线下这块，也可以考虑" + f("rejected", "在村口立广告牌") + "，游客一进村就能看到“蓝花坊”，顺着路标走过来。",
        ),
        turn(
            "这个我得去问问村委会，村口那块地是公家的。",
            "好，等村委会的意思。",
        ),
    )
    r3 = (
        turn(
            "导游那个事，我妈想好了，不做。三成给出去我们就是白忙，还要赶着团的时间，缸里的靛也经不起一天几十个人去搅，搅坏了一缸要养半个月。"
            "我已经回他了，客客气气的。",
            "好，旅行社返点这个就不做了。",
        ),
        turn(
            "广告牌那个也不行了。我舅舅在村委会，他说昨天开会定了，村口要统一风貌，谁家的牌子都不准立，不光是我们家。",
            "明白，村口的牌子不弄了，那就多在网上和小红书上下功夫。",
        ),
        turn(
            "嗯嗯。还有你帮我整理一个" + f("pending", "买过两次以上的老客户名单") + "，我想上新的时候给她们发个通知，老客人回头率高。",
            "好，我从订单记录里把下过两单以上的筛出来，整理好给你。等我把商品介绍写完就弄。",
        ),
        turn(
            "好。唉，还有个事我心里一直没底，" + f("pending", "今年的板蓝根够不够染到年底") + "。地是租给村里老李种的，"
            "我前天问他今年长得咋样，他到现在还没回我。",
            "这个只能等老李回话了，我先把这个问题记着，他回了你告诉我，我们再看要不要少接点单。",
        ),
    )
    later = (
        (5, (
            turn(
                "老客户名单弄好没？这周想发上新通知了。",
                "还没弄，还在我的待办里：买过两次以上的老客户名单。我这就开始筛。",
            ),
        )),
        (9, (
            turn(
                "喜洲那边有家客栈的老板娘找我，想订两百条桌旗挂在房间里，她说" + f("pending", "五一前要拿到两百条桌旗的报价单") + "，"
                "你帮我把报价单做出来，单价我问问我妈再告诉你。",
                "好，五一前做出两百条桌旗的报价单，单价等你妈妈定了我填上。",
            ),
        )),
    )
    return Scripted(
        name="fresh33-zh-zharan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh33=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- shudian
def _shudian() -> Scripted:
    f = Builder()
    ci_tail = (
        "✔ compile miniprogram\n"
        "✔ pack 2.31 MB (main 1.62 MB, subpackages 0.69 MB)\n"
        "✖ upload\n"
        'Error: {"errCode":-10008,"errMsg":"' + f("failure", "invalid ip: 113.246.87.21")
        + ', reference: https://developers.weixin.qq.com/miniprogram/dev/devtools/ci.html"}\n'
        "    at upload (/home/jiang/banye-miniapp/node_modules/miniprogram-ci/dist/ci/upload.js:1:2840)"
    )
    r1 = (
        turn(
            "你好，我姓蒋，在长沙开个旧书店，叫半页书店，就在大学后门那条巷子里。书的库存我是用 calibre 管的，书库放在 "
            + f("path", "/srv/banye/calibre-library") + "，后屋那台电脑和前台这台共用一个盘。我想看看哪些书打了“待上架”的标签还没上，你帮我列一下。",
            ("我用 calibredb 查一下。", [
                call("bash",
                     f("failure", "Another calibre program such as calibre-server or the main calibre program is running.") + "\n"
                     "Having multiple programs that can make changes to a calibre library running at the same time is a bad idea.\n"
                     "calibredb can connect directly to a running calibre Content server, to make changes through it, instead.\n"
                     "See the documentation of the --with-library option for details.",
                     error=True,
                     command=f("command", "calibredb list --library-path /srv/banye/calibre-library --search tags:待上架 -f title,isbn")),
            ]),
            "calibredb 不让动，因为书库那边有别的 calibre 程序开着。应该是后屋那台电脑上 calibre 没关，把它关掉就能查了。",
        ),
        turn(
            "后屋那台电脑锁屏了，密码只有小周知道，她请假回邵阳了，礼拜一才回来。那就等她回来再说吧，不急。",
            "好，这个先放着，等小周回来把后屋的 calibre 关了再查。",
        ),
        turn(
            "我跟你说说店里的情况，你心里有个数。店不大，上下两层，楼下文史哲，楼上是社科和外文，现在大概有" + f("number", "一万两千本书") + "。"
            "书主要是收来的，学生毕业卖的、老教师家里清出来的都有，收回来我一本本翻，看品相、看版本。"
            "学生来得多，所以我搞了个会员，" + f("number", "会员年费九十九块") + "，买书打九折，还能借阅。"
            "有一条你记住：凡是有划线、有笔记的书，上架的时候" + f("constraint", "书名后面必须加上【有笔记】") + "，有人专门找有笔记的，"
            "有人最讨厌这个，标清楚了谁都不会买错。",
            "记住了。那上架信息里品相、版本、有没有笔记这几项最要紧。",
        ),
        turn(
            "对。还有，前年出过一档子事，我收了一批书，结果是有人从学校图书馆偷出来的，派出所都找上门了，书全退回去，钱也打了水漂。"
            "从那以后" + f("constraint", "盖了图书馆藏书章的书一律不收") + "，多好的书都不收。",
            "明白，收书登记的时候我加一项“有没有馆藏章”，有的直接提示不收。另外我有个想法：收书的时候拿手机扫一下 ISBN，书名、作者、出版社自动带出来，省得手打。",
        ),
        turn(
            "这个好，手打累死人了，加上吧。",
            ("我先把扫码查 ISBN 的接口接上。", [
                call("edit", "ok", path="/home/jiang/banye-miniapp/pages/shoushu/index.js",
                     old="onScan() {}", new="onScan() {\n    wx.scanCode({ scanType: ['barCode'], success: (res) => this.lookupIsbn(res.result) })\n  },"),
            ]),
            "接好了，扫完会自动填书名、作者和出版社，你再补品相就行。",
        ),
    )
    r2 = (
        turn(
            "我们的小程序也要更新一下，加了扫码那个功能嘛。项目在 " + f("path", "/home/jiang/banye-miniapp") + "，AppID 是 "
            + f("identifier", "wx7c3e9a1f52d08b64") + "，以前都是老邓帮我传的。",
            ("我用 miniprogram-ci 上传一个新版本。", [
                call("bash", long_log(36, "banye-ci", ci_tail), error=True,
                     command=f("command", "npx miniprogram-ci upload --pp ./ --pkp ./private.wx7c3e9a1f52d08b64.key --appid wx7c3e9a1f52d08b64 --uv 1.4.0 -r 1")),
            ]),
            "编译打包都过了，卡在最后上传：微信那边说这台电脑的 IP 不在上传白名单里。要在小程序后台的开发设置里把这个 IP 加进去，得管理员扫码确认。",
        ),
        turn(
            "管理员是老邓，他在深圳上班，我昨晚就发微信问他了，到现在没回。等他吧。",
            "好，上传先等老邓把 IP 加进白名单。",
        ),
        turn(
            "定价这块你有没有啥好办法？我每本书都要自己想半天。",
            "可以" + f("rejected", "按豆瓣评分自动定价") + "：评分高的、绝版的往上调，评分低的打折，收书的时候扫完码价格就出来了。",
        ),
        turn(
            "这个嘛……价我还是自己定。一本书值多少，我翻两页、看看版次就心里有数，豆瓣评分高的书满大街都是，不一定值钱。"
            "你要么把豆瓣评分显示在后台定价那一栏旁边，给我做个参考就行。",
            "好，那就只在定价旁边显示豆瓣评分，价格还是你来填。",
        ),
        turn(
            "还有今天一个出版社的王经理来店里，说想让我给他们" + f("rejected", "代销新书") + "，放在门口的架子上，卖一本给我提两成。",
            "你怎么想的？",
        ),
        turn("不干。我这是旧书店。", "好，代销的事就不接了。"),
    )
    r3 = (
        turn(
            "前几天你说的那个咖啡区的想法，我跟房东提了。",
            "你是说" + f("rejected", "把二楼改成咖啡区") + "那个？房东怎么说？",
        ),
        turn(
            "房东儿子刚在微信上回我了，说他们家里开会商量过了，老房子是木楼板，二楼不能搞餐饮，也不准用电水壶那些大功率的，咖啡区不行。",
            "明白，二楼咖啡区就不搞了，那楼上还是放书。",
        ),
        turn(
            "嗯。你有空帮我把" + f("pending", "放了一年以上还没卖掉的书列个单子") + "，我想搞个特价区清一清。",
            "好，等后屋 calibre 能查了，我按入库时间筛一年以上没卖的，列出来给你。",
        ),
        turn(
            "还有个事我也拿不准，巷子下个月要开挖修下水道，听说要挖三个月，" + f("pending", "修路那三个月门口还能不能摆书摊") + "？"
            "我去街道办问了，他们说要等施工方案下来再答复我，到现在还没消息。",
            "那只能等街道办答复了，我先记着这个问题，有消息了你跟我说。",
        ),
    )
    later = (
        (5, (
            turn(
                "一年以上没卖掉的书，那个单子列好了没？",
                "还没有，还在待办里：放了一年以上还没卖掉的书列个单子。小周回来了的话我今天就去查。",
            ),
        )),
        (8, (
            turn(
                "读书会的林老师刚找我，说想搞个旧书盲盒活动，让我们" + f("pending", "四月二十三号读书日之前把旧书盲盒页面上线") + "，"
                "一个盒子三本书，她那边帮忙宣传。还有个学生问 ISBN " + f("identifier", "9787020002207") + " 那本红楼梦还有没有，你顺便查一下。",
                "好，读书日之前把旧书盲盒页面做好上线；那本红楼梦我查完库存告诉你。",
            ),
        )),
    )
    return Scripted(
        name="fresh33-zh-shudian", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh33=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- hanfu
def _hanfu() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是云裳汉服馆的陈露，店在大唐不夜城边上，做汉服租赁加妆造的。我们的预约系统是之前一个兼职的学生小吴搭的，"
            "数据库每天半夜会自动备份到 " + f("path", "/data/backup/mysql") + "，我今天一看，最近一个礼拜的备份文件都是 0 字节，吓死我了。",
            ("我手动跑一次备份看看报什么。", [
                call("bash",
                     "Enter password: \n"
                     "mysqldump: " + f("failure", "Got error: 1045: Access denied for user 'backup'@'localhost' (using password: YES) when trying to connect") + "\n"
                     "$ ls -l /data/backup/mysql | tail -n 3\n"
                     "-rw-r--r-- 1 root root 0 Apr 10 03:00 yunshang_rent_2026-04-10.sql\n"
                     "-rw-r--r-- 1 root root 0 Apr 11 03:00 yunshang_rent_2026-04-11.sql\n"
                     "-rw-r--r-- 1 root root 0 Apr 12 03:00 yunshang_rent.sql",
                     error=True,
                     command=f("command", "mysqldump -u backup -p --single-transaction yunshang_rent > /data/backup/mysql/yunshang_rent.sql")),
            ]),
            "备份用的 backup 这个数据库账号密码不对了，登不上，所以每次都只生成一个空文件。应该是有人改过这个账号的密码，定时任务里还是旧的。",
        ),
        turn(
            "那肯定是小吴改的，他上个月说要“加强安全”。他回汉中做毕业设计去了，我给他发了消息还没回。数据库 root 密码我也不知道。"
            "那就先等他回吧，这几天别出事就行。",
            "好，备份的事等小吴回消息。这几天我每天提醒你一下在后台手动导出一次预约表，先保个底。",
        ),
        turn(
            "我跟你讲讲店里咋运转的。客人一般在小程序上预约，选衣服、选时间，到店以后小雅给她们化妆、做头发，大概一个小时，"
            "然后自己去不夜城拍，或者约我们的摄影师阿杰跟拍。衣服晚上十点前还回来。" + f("number", "基础款一百五十八一天") + "，"
            "好一点的明制、唐制要贵些，" + f("number", "押金每套三百块") + "，衣服检查没问题就原路退。"
            "还有一条最要紧的，" + f("constraint", "还回来的衣服先蒸汽消毒才能再租") + "，夏天出汗多，不消毒的话下一个客人穿着有味道，那就砸招牌了。",
            "明白。那归还那一步系统里要有个“已消毒”的状态，没点这个就不能再被预约。",
        ),
        turn(
            "对，加上。还有上个月下暴雨，有个客人穿着我们那条织金的马面裙在外面淋了半天，金线全起毛了，一条裙子小两千，押金三百哪够。"
            "现在规定" + f("constraint", "织金的马面裙下雨天一律不外租") + "，天气预报有雨就在系统里把它们锁了。",
            "好，我在预约页面加个开关，下雨天一键把织金款全部下架。另外建议在归还前一天晚上自动给客人发条短信，提醒几点前还、还到哪里，能少很多超时的。",
        ),
        turn(
            "这个可以，超时的真的多，加上。",
            ("我把提醒短信加到定时任务里。", [
                call("edit", "ok", path="/opt/yunshang/backend/jobs/remind.py",
                     old="JOBS = []", new="JOBS = [ReturnReminder(hour=20, template='归还提醒')]"),
            ]),
            "加好了，每天晚上八点给第二天要还衣服的客人发提醒。",
        ),
    )
    r2 = (
        turn(
            "有个客人昨天还的衣服，检查没问题，押金要退给她，订单号 " + f("identifier", "YS20260412-0087") + "。你帮我用那个退款脚本退一下。",
            ("我跑一下退款脚本。", [
                call("bash",
                     "[refund] 订单 YS20260412-0087 退押金 300.00 元\n"
                     "[refund] 商户号 1654328907，证书序列号 3D1F6A0C9B2E7F45\n"
                     "[refund] POST https://api.mch.weixin.qq.com/v3/refund/domestic/refunds\n"
                     "[refund] 返回 HTTP 401\n"
                     '[refund] ' + f("failure", '{"code":"SIGN_ERROR","message":"签名错误，请检查后再试"}') + "\n"
                     "Traceback (most recent call last):\n"
                     '  File "/opt/yunshang/backend/tools/refund.py", line 61, in <module>\n'
                     "    raise RefundFailed(resp.status_code, resp.text)\n"
                     "tools.refund.RefundFailed: 401",
                     error=True,
                     command="cd /opt/yunshang/backend && " + f("command", "python3 tools/refund.py --order YS20260412-0087 --amount 300")),
            ]),
            "微信支付说签名不对。脚本用的私钥是 " + f("path", "/opt/yunshang/config/wxpay/apiclient_key.pem") + "，"
            "跟现在登记的证书序列号对不上，多半是商户证书换过新的，服务器上还是旧的私钥。商户号是 " + f("identifier", "1654328907") + "，要去商户平台下载新证书。",
        ),
        turn(
            "哦对，年初证书过期，我老公老宋重新申请过，新的证书在他那个 U 盘里。他这礼拜去宝鸡送货了，礼拜五才回来。"
            "那这个客人的押金我先在手机上商户平台里手动退，服务器上的等他回来再换。",
            "好，这单你先手动退，服务器上的证书等老宋礼拜五回来再换。",
        ),
        turn(
            "还有阿杰（我们的摄影师）跟我说，想让我" + f("rejected", "进一批便宜的涤纶影楼款") + "，一套才一百多，说客人反正就拍拍照。",
            "你怎么看？",
        ),
        turn(
            "涤纶的那种一打光就反光，拍出来跟睡衣似的，而且不透气，西安夏天四十度，客人穿半小时就一身汗。我们家回头客都是冲着料子来的。",
            "明白，那衣服还是按现在的标准进。",
        ),
        turn(
            "另外老宋有个朋友，撺掇我们" + f("rejected", "加盟连锁品牌") + "，说交个加盟费，人家统一给衣服、给流量。我还没想好，你先别管，回头再说。",
            "好，加盟的事先放着，等你想好了再说。",
        ),
    )
    r3 = (
        turn(
            "加盟那个我想清楚了，不加。加盟费就要八万，衣服还得从他们那里拿货，款式跟满大街一样，我们的特色就没了。我已经跟老宋说了，让他回了他朋友。",
            "好，加盟连锁的事就不考虑了。",
        ),
        turn(
            "还有个好消息，西北大学的汉服社社长来找我，说毕业季想包场拍毕业照，三十几个人，一开口就是" + f("rejected", "毕业季包场打五折") + "。",
            "五折的话基本上就是白干了，妆造的人工都不够。可以换个给法。",
        ),
        turn(
            "我跟她说五折不行，可以打七折，每个人再送一个发型。她回去跟社里商量了一下，说行，就这么定。",
            ("我把汉服社的包场记下来。", [
                call("edit", "ok", path="/opt/yunshang/backend/data/group_bookings.csv", old="# end",
                     new="西北大学汉服社,毕业季包场,30余人,七折,每人送发型\n# end"),
            ]),
            "记上了：七折，每人送一个发型。",
        ),
        turn(
            "好。你帮我" + f("pending", "统计一下每套衣服租了多少次") + "，有些衣服租太多次都旧了，该淘汰的淘汰，该补的补。",
            "好，我从预约记录里按衣服编号数一下出租次数，排个序给你。先把手上的弄完就做。",
        ),
        turn(
            "嗯。唉，还有个事我也拿不准，" + f("pending", "今年暑假景区会不会限流") + "，去年限了两个礼拜，生意掉了一半。"
            "我问了管委会，说还没有通知，等文件。",
            "这个只能等管委会的通知了，我先记下，有消息我们再调整暑假的排班和备货。",
        ),
    )
    later = (
        (5, (
            turn(
                "每套衣服租了多少次，那个统计弄了没？",
                "还没，还在待办上：统计一下每套衣服租了多少次。我今天就开始数。",
            ),
        )),
        (10, (
            turn(
                "汉服社的社长又来问了，学校那边要走报销流程，她说" + f("pending", "六月十号之前要拿到毕业季包场的合同") + "，"
                "你帮我拟一份，七折、送发型这些写清楚。",
                "好，六月十号之前把毕业季包场的合同拟好，七折和每人送一个发型都写进去。",
            ),
        )),
    )
    return Scripted(
        name="fresh33-zh-hanfu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh33=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- pizuo
def _pizuo() -> Scripted:
    f = Builder()
    theme_tail = (
        "Uploading theme files to zhuomu-leather.myshopify.com ...\n"
        "  × sections/product-engrave.liquid\n"
        "Error: " + f("failure", "You are not authorized to edit themes on zhuomu-leather.myshopify.com.") + "\n"
        "Ask the store owner to give your staff account the \"Themes\" permission, then run `shopify theme push` again."
    )
    r1 = (
        turn(
            "你好，我叫林一舟，在杭州小河直街开了个小皮具工作室，叫拙木皮作，卡包、钱包、托特包都做，可以刻字。"
            "刻字是用一台小激光机，我写了个脚本发 G 代码过去，刻好的文件都放在 " + f("path", "/home/lin/zhuomu/laser/jobs/2026-04") + " 里。"
            "今天一个客人的卡包要刻名字，机器一动不动，你帮我看下？",
            ("我用你的脚本发一次看看。", [
                call("bash",
                     "连接 /dev/ttyUSB0 @ 115200\n"
                     "Grbl 1.1h ['$' for help]\n"
                     "> $H\n"
                     + f("failure", "ALARM:9 Homing fail. Could not find limit switch within search distance.") + "\n"
                     "> G21 G90\n"
                     "error:9 G-code locked out during alarm or jog state.\n"
                     "> M4 S600\n"
                     "error:9 G-code locked out during alarm or jog state.\n"
                     "发送中止：控制器处于报警状态，共发送 3/1842 行",
                     error=True,
                     command="cd /home/lin/zhuomu/laser && "
                     + f("command", "python3 send_gcode.py --port /dev/ttyUSB0 jobs/2026-04/kabao_wang.nc")),
            ]),
            "机器回原点的时候没找到限位开关，报了 ALARM:9，后面的 G 代码全被锁住了。应该是 X 轴那个限位开关或者它的线出了问题。",
        ),
        turn(
            "我让小满去看了，X 轴限位开关那根线断在开关根上了，开关本身也裂了。新的在淘宝上下单了，说礼拜四到。"
            "不回原点的话刻出来位置对不准，皮子一块好几十，不敢硬刻，只能等开关到了。",
            "好，刻字先停着，等新的限位开关到了装上再刻。",
        ),
        turn(
            "我跟你说说我们怎么做东西的，你帮我写店里的介绍。皮子主要用意大利的 Buttero 植鞣革，进价" + f("number", "一平尺四十五块") + "，"
            "先裁片、削边、打孔，全部手缝，马鞍针法，一个卡包缝下来得两三个钟头。缝好了打磨边，上边油，"
            + f("constraint", "边油刷三遍，每遍干透再刷") + "，急着一次刷厚了，过几个月就开裂脱落，这个是做皮具最偷不得懒的地方。"
            "卖的话，" + f("number", "卡包两百八十块一个") + "，款号是 " + f("identifier", "ZM-KB-07") + "，那个是卖得最好的竖版卡包。",
            "好，介绍里就写：意大利植鞣革、全手缝、边油三层。要不要放几张削边和上边油的过程图？客人挺喜欢看过程的。",
        ),
        turn(
            "可以，小满拍了一些。还有个规矩你记一下：上个月给一个客人刻名字缩写，她写的是 J.W.，我们刻成了 J.M.，整块皮子废了，重做还晚了一个礼拜。"
            "从那以后" + f("constraint", "刻字前必须发预览图给客人确认") + "，客人回了“没问题”才能刻。",
            "明白。我建议下单的时候系统自动把刻字内容按实际字体和大小生成一张预览图，直接发给客人确认，这样你们也不用每次手动做图。",
        ),
        turn(
            "这个好，省事，做吧。",
            ("我先写一个按字体生成预览图的小工具。", [
                call("edit", "ok", path="/home/lin/zhuomu/laser/preview.py",
                     old="# TODO preview", new="def render_preview(text, font='Didot', size_mm=6):\n    ..."),
            ]),
            "写好了，输入刻字内容就能出一张带皮子底色的预览图。",
        ),
    )
    r2 = (
        turn(
            "刻字预览想放到网店商品页上，让客人下单前自己就能看到。我们网店是 Shopify 的，店铺是 "
            + f("identifier", "zhuomu-leather.myshopify.com") + "，主题文件我拉到本地了，要改的是 "
            + f("path", "/home/lin/zhuomu/shop-theme/sections/product-engrave.liquid") + "。",
            ("我改好以后推一下这个文件。", [
                call("bash", long_log(28, "zhuomu-theme", theme_tail), error=True,
                     command="cd /home/lin/zhuomu/shop-theme && "
                     + f("command", "shopify theme push --store zhuomu-leather.myshopify.com --only sections/product-engrave.liquid")),
            ]),
            "文件检查都过了，最后上传被拒：你登录的这个员工账号没有改主题的权限。得店主在后台给你的账号勾上“主题”权限。",
        ),
        turn(
            "店主账号是我合伙人陈可的，他去米兰看皮革展了，差六个小时，我昨天发消息他还没回。那就等他吧，先不上线。",
            "好，商品页的刻字预览先在本地放着，等陈可给了权限再推。",
        ),
        turn(
            "今天供皮子的老方来了，说现在皮子涨价，建议我们卡包内层" + f("rejected", "换成二层皮") + "，说客人看不出来，一个能省十几块。",
            "你的意思呢？",
        ),
        turn("不要。二层皮不用，跟他说了。", "好，内层还是用头层植鞣革。"),
        turn(
            "下个月湖滨银泰有个手作市集的快闪店，我们报上名了，你帮我想想怎么弄得吸引人一点。",
            "可以搞" + f("rejected", "快闪店现场激光刻字") + "，客人买完当场刻名字，排队本身就是广告。",
        ),
        turn(
            "听着不错，我让小满去问问商场让不让。",
            "好，等商场的回复。",
        ),
    )
    r3 = (
        turn(
            "小满今天去商场物业那边问了，物业说他们开会定的，商场里不能用激光设备，有烟还有消防隐患，所以现场刻字不行。",
            "明白，那快闪店就只展示和卖现货，刻字的订单留下信息回工作室刻，刻好寄过去。",
        ),
        turn(
            "嗯，就这么弄。还有今天有个客人拿着照片来，想让我们给她" + f("rejected", "仿一个爱马仕的款") + "，说钱不是问题。",
            "仿大牌的款风险挺大的，你打算怎么回她？",
        ),
        turn(
            "我跟她说仿款我们不做，这个口子不能开。不过她要是喜欢那种大小和结构，我可以按她常装的东西给她画一个我们自己的托特，"
            "不带任何人家的标志。她说考虑一下。",
            "好，仿款不接，给她出一版我们自己设计的托特草图。",
        ),
        turn(
            "对了，你帮我把" + f("pending", "皮料库存按颜色和厚度做成一张表") + "，现在全靠我脑子记，上次差点把最后一张酒红色的用掉了。",
            "好，我做一张表，按颜色和厚度分，每张皮子剩多少平尺也记上。先把手上的做完就弄。",
        ),
        turn(
            "还有，陈可在米兰订的那批 Buttero，我也不知道" + f("pending", "米兰那批皮子什么时候到上海港") + "，"
            "货代说船期要问船公司，问了好几天了还没给我准话。",
            "那只能等货代回话，我先记着，到港时间定了我们再排五月的生产。",
        ),
    )
    later = (
        (5, (
            turn(
                "皮料库存那张表做了没？",
                "还没做，还在我的待办里：皮料库存按颜色和厚度做成一张表。我今天先把颜色那一栏理出来。",
            ),
        )),
        (9, (
            turn(
                "有家公司的 HR 找我们做员工礼物，要五十个刻公司标志的卡包，她说" + f("pending", "五月二十号之前要看到五十个企业定制卡包的打样") + "，"
                "你帮我把打样的排期和刻字文件准备一下。",
                "好，五月二十号之前出企业定制卡包的打样，排期和刻字文件我来准备，等限位开关装好就能刻。",
            ),
        )),
    )
    return Scripted(
        name="fresh33-zh-pizuo", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh33=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_zharan(), _shudian(), _hanfu(), _pizuo())
