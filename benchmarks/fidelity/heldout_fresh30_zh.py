"""Thirtieth fresh held-out set (Chinese): written blind, against the twenty-sixth round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the
earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it.

Domains (grepped unused with ``grep -il``): a farm-stay restaurant (农家乐) in 婺源, a night-market stall
owners' alliance in 开封, a travelling village banquet chef (坝坝宴 乡厨) in 金堂, a lakeside campsite by
千岛湖. Proposals come from the assistant, a tour guide (through the husband), a Shanghai company, a
payment platform (voted down by the alliance's council, relayed by the secretary), a skewer wholesaler,
a spice dealer, a wedding family, an influencer (through the partner), and the village committee (its
decision relayed by the village head). Failures are multi-line blocks from frpc, hledger, zint,
apcaccess, bean-check, CUPS lp, PlatformIO and wg-quick; each left unresolved for a reason given.
Routine work (``routine_zh``) is this file's own, a Perl Mojolicious sign-up app; it has turns that look
like facts and are not planted.

Descriptions:
- nongjiale: 胡大姐 runs a farm-stay restaurant with four rooms in 婺源 江湾; her son 小军 put the booking
  mini-program's backend on a home mini PC behind frp, and keeps the books in hledger. Rules: inside a
  long account, only their own free-range chickens are served; after a neighbour's guest got sick, wild
  mushrooms never go on the table. Proposals: the assistant's Douyin live selling of dried bamboo shoots
  (turned down by a reason alone); a tour guide, through the husband, wants thirty yuan a head kickback
  (put off, refused a round later); a Shanghai company wants the whole yard three days at 30% off, she
  counters with a free bamboo-shoot feast and they accept; the assistant's parking-location SMS is
  accepted. Numbers: 680 yuan a table; 220 yuan a room a night. Identifiers: food licence
  JY23611300045612, the frp proxy hujia-booking-web. Failures: frpc login refused (the token is with
  小军's classmate 阿峰 who rents the server and is abroad); hledger can't balance a transaction (the
  receipt went with the husband to 景德镇). Open: sort out last year's returning guests (asked again);
  will the rape-flower festival be postponed (the town hasn't said); a later ask for the flower-season
  price table on the mini-program before 五一.
- yeshi: 老樊 sells soup dumplings and chairs the 西司广场 night market stall owners' alliance in 开封;
  the secretary 小曹 makes stall badges with zint and watches the office UPS with apcupsd. Rules: inside
  a long account, charcoal stalls stay three metres from gas cylinders; after a blocked drain, waste oil
  goes only into the alliance's oil drum. Proposals: a payment platform's single shared QR code (voted
  down by the council, relayed by 小曹); a wholesaler's reformed-meat skewers (bluntly no); the
  assistant's electronic price tags on every stall (polite no, smaller: uniform price boards for the
  barbecue row); the assistant's cleaning-duty roster in the WeChat group is accepted. Numbers: 150 yuan
  management fee a month; about 8000 people a night. Identifiers: stall XS-B023, road-use permit
  KF-ZD-2026-0192. Failures: zint rejects a temporary stall number with a Chinese character (the
  council must decide the new numbering); apcaccess can't reach apcupsd (the electrician with the
  power-room key is at his daughter's wedding). Open: a stall map (asked again); whether the chengguan
  squadron allows opening until 2 a.m. (no reply yet); a later ask from the district tourism bureau for
  the food-festival stall list before National Day.
- bababan: 廖师傅 is a travelling village banquet chef in 金堂; his daughter 廖婷 keeps the books in
  beancount and prints menus through CUPS. Rules: inside a long account, cold-dish and hot-dish boards and
  knives are kept apart; after a sour tofu pudding, cold dishes reach the table within two hours in
  summer. Proposals: the assistant's disposable tableware (reason alone); a spice dealer's ready-made
  braised pork dishes (bluntly no); the 张 family wants sixty tables for the price of fifty, he counters
  with a free table for the helpers and they accept; the assistant's table cards with allergy notes are
  accepted. Numbers: 880 yuan a table; at most sixty tables at once. Identifiers: order ZJ-0418, the
  village-chef filing JT-XC-0087. Failures: bean-check balance off by 400 (the cash receipt is with 二嬢
  in a Chengdu hospital); lp says the printer doesn't exist (the driver disc is in 廖婷's dorm). Open:
  this year's orders by month (asked again); will the town run the village-chef training this year (the
  food office hasn't replied); a later ask from the 李 family for the birthday-banquet menu by month end.
- luying: 阿乐 runs a lakeside campsite by 千岛湖 with his partner 小蒋, who built an ESP32 water-tank
  meter with PlatformIO and a WireGuard link to the camera recorder. Rules: inside a long account, no
  music after ten at night; after an awning caught fire, no cassette stoves inside tents. Proposals: the
  assistant's kayak rental (polite no, smaller: a few fishing spots); an influencer, through 小蒋, wants
  three free nights for a promo video (put off, refused a round later); 阿乐's Saturday bonfire party
  (voted down by the village committee, relayed by the village head); the assistant's rules card at
  check-in is accepted. Numbers: 180 yuan a pitch a night; a two-tonne water tank. Identifiers: filing
  QDH-LY-2025-113, camera channel NVR-CH04. Failures: PlatformIO can't find NewPing.h at the end of a long
  build (小蒋 has the patched library on his laptop in 杭州); wg-quick can't resolve the recorder's domain
  (it lapsed, and only 小蒋 has the registrar account). Open: online pitch availability (asked again);
  will the lake reach zone C in flood season (the water station hasn't replied); a later ask from a
  travel agency for a quote for thirty people before Mid-Autumn.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Perl Mojolicious sign-up app
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "报名页面打开是 500，你看看咋回事。",
                ("我先跑一下测试。", [
                    call("bash",
                         "t/signup.t .. 1/7\n"
                         "#   Failed test '200 OK'\n"
                         "#   at t/signup.t line 21.\n"
                         "#          got: '500'\n"
                         "#     expected: '200'\n"
                         "Can't locate object method \"activity_list\" via package \"Baoming::Model::Activity\" at lib/Baoming/Controller/Signup.pm line 14.\n"
                         "t/signup.t .. Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/7 subtests",
                         error=True, command="prove -lv t/signup.t"),
                ]),
                ("模型里的方法上回改名叫 list_open 了，控制器还在调旧名字。我改过来。", [
                    call("edit", "ok", path="lib/Baoming/Controller/Signup.pm",
                         old="$self->activities->activity_list", new="$self->activities->list_open"),
                    call("bash", "t/signup.t .. ok\nAll tests successful.\nFiles=1, Tests=7,  1 wallclock secs\nResult: PASS",
                         command="prove -lv t/signup.t"),
                ]),
                "好了。以后改方法名顺手 grep 一下调用的地方。",
            ),
        )
    if k == 1:
        return (
            turn(
                "报名表加个“备注”，别太长，一百字以内就行。",
                ("我加一列，再在表单校验里限制长度。", [
                    call("edit", "ok", path="migrations/baoming.sql",
                         old="-- 5 down", new="-- 6 up\nALTER TABLE signup ADD COLUMN note TEXT;\n-- 6 down\nALTER TABLE signup DROP COLUMN note;\n-- 5 down"),
                    call("edit", "ok", path="lib/Baoming/Controller/Signup.pm",
                         old="$v->required('phone')->like(qr/^1\\d{10}$/);",
                         new="$v->required('phone')->like(qr/^1\\d{10}$/);\n  $v->optional('note')->size(0, 100);"),
                    call("bash", "All tests successful.\nFiles=4, Tests=31,  2 wallclock secs\nResult: PASS", command="prove -l t/"),
                ]),
                "加好了，迁移到第 6 版。要不要在输入框下面显示还剩几个字？",
            ),
            turn("加吧。", "加了，一个小小的计数，超了会变红。"),
        )
    if k == 2:
        return (
            turn(
                "装依赖的时候报错了。",
                ("我看下。", [
                    call("bash",
                         "Installing modules using /home/dev/baoming/cpanfile\n"
                         "! Installing Mojo::Pg failed. See /home/dev/.cpanm/work/1735/build.log for details.\n"
                         "! Configure failed for DBD-Pg-3.18.0. pg_config not found",
                         error=True, command="carton install"),
                ]),
                ("机器上没装 PostgreSQL 的开发包，DBD::Pg 编不过去。装上 libpq-dev 再来。", [
                    call("bash", "libpq-dev 已经是最新版 (16.4-1)。", command="sudo apt-get install -y libpq-dev"),
                    call("bash", "Complete! Modules were installed into /home/dev/baoming/local", command="carton install"),
                ]),
                "装好了。我的习惯是 cpanfile.snapshot 一起提交，别人装出来的版本才一样。",
            ),
        )
    if k == 3:
        return (
            turn(
                "手机上点“提交报名”老是点两次才行。",
                ("我看下模板。", [
                    call("read", path="templates/signup/form.html.ep",
                         result='<button type="submit" class="btn" onclick="this.disabled=true">提交报名</button>'),
                ]),
                "按钮一点就被禁用了，可是表单还没提交出去，有些手机浏览器就吞掉了这次点击。改成在 form 的 submit 事件里禁用。",
            ),
            turn("改吧。", ("改好了。", [call("bash", "All tests successful.\nResult: PASS", command="prove -l t/")]),
                 "测试也都过了。"),
        )
    if k == 4:
        return (
            turn(
                "Mojolicious 升个小版本吧，看到说修了个 bug。",
                ("只动这一个。", [
                    call("edit", "ok", path="cpanfile", old="requires 'Mojolicious', '== 9.37';",
                         new="requires 'Mojolicious', '== 9.38';"),
                    call("bash", "Successfully installed Mojolicious-9.38\nComplete!", command="carton install"),
                    call("bash", "All tests successful.\nFiles=4, Tests=31\nResult: PASS", command="carton exec prove -l t/"),
                ]),
                "升到 9.38 了，测试全过。版本号我还是写死的，不用 >=，省得哪天自己变了。",
            ),
            turn("好。", "嗯，已经提交了。"),
        )
    return (
        turn(
            "早上导出的报名名单是空的。",
            ("看下日志。", [
                call("bash",
                     "[2026-05-11 07:30:02.118] [31877] [error] [xK3f9a] Can't call method \"each\" on an undefined value at lib/Baoming/Export.pm line 42.\n"
                     "[2026-05-11 07:30:02.120] [31877] [info] GET \"/export/today\" 500",
                     error=True, command="tail -n 30 log/production.log"),
            ]),
            ("今天还没人报名，查询返回的是 undef，直接调 each 就崩了。没数据就导出一张只有表头的表。", [
                call("edit", "ok", path="lib/Baoming/Export.pm",
                     old="$rows->each(sub {", new="($rows // Mojo::Collection->new)->each(sub {"),
                call("bash", "Reading configuration...\nServer available at http://127.0.0.1:8080\nStarting hot deployment for Hypnotoad server 31877.",
                     command="hypnotoad script/baoming"),
            ]),
            "改好了，热重启过了。每页还是二十条，没动。",
        ),
    )


# ---------------------------------------------------------------- nongjiale
def _nongjiale() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好呀，我姓胡，在婺源江湾开农家乐的，楼上四间房，楼下吃饭。订房那个小程序是我儿子小军弄的，他说后台放在家里那台小电脑上，"
            "用一个叫 frp 的东西穿出去。配置在 " + f("path", "/home/xiaojun/nongjiale/frpc.toml")
            + "，今天客人说小程序打不开，订不了房，我急死了。",
            ("我按小军平时那样启动一下看看。", [
                call("bash",
                     "2026-03-02 09:14:07.361 [I] [sub/root.go:142] start frpc service for config file [./frpc.toml]\n"
                     "2026-03-02 09:14:07.402 [I] [client/service.go:295] try to connect to server...\n"
                     "2026-03-02 09:14:07.655 [W] [client/service.go:298] "
                     + f("failure", "login to the server failed: authorization failed")
                     + "\n2026-03-02 09:14:07.655 [I] [sub/root.go:160] frpc service for config file [./frpc.toml] stopped\n"
                     "login to the server failed: authorization failed. With loginFailExit enabled, no additional retries will be attempted",
                     error=True, cwd="/home/xiaojun/nongjiale",
                     command=f("command", "frpc -c ./frpc.toml")),
            ]),
            "云服务器那头不认这台电脑的口令了，应该是服务器上的 token 改过。小程序走的那条通道叫 "
            + f("identifier", "hujia-booking-web") + "，要把两边的 token 对上才行，服务器那边是谁管？",
        ),
        turn(
            "服务器是小军同学阿峰租的，他俩合用。阿峰去日本读书了，那边这几天考试，微信也不回。小军说等阿峰回他再弄。"
            "那先让客人打电话订吧。",
            "好，这个先放着等阿峰。这几天订房就走电话。",
        ),
        turn(
            "那我跟你讲讲我们家咋做的，你好帮我写小程序上的介绍。我们在江湾边上，前面是溪，后面是茶山。早上我五点起来生火，"
            "老头子去后山挖笋，中午晚上都是现做，菜基本是自己地里的，豆腐是村口老汪家磨的。鸡呢，"
            + f("constraint", "只用自家散养的土鸡，不拿市场上的鸡充数")
            + "，有的农家乐拿饲料鸡冒充，客人一吃就知道，砸的是整个村的牌子。吃饭按桌，八个菜一个汤，"
            + f("number", "每桌六百八十元") + "，住的话" + f("number", "一间一晚二百二十元")
            + "，含早饭。油菜花那阵子人多，平时周末满，周中空。",
            "明白了。介绍就突出现挖的笋、自家土鸡、溪边的房间。你那个餐饮的许可证号要不要放上去？有些客人会看。",
        ),
        turn(
            "放上吧，证上写的是 " + f("identifier", "JY23611300045612") + "，食品经营许可证。",
            "好，写在介绍最下面。还有个想法，客人订完房自动发一条短信，带停车的位置和导航，省得他们在村里转圈找不到。",
        ),
        turn(
            "这个好！上回有个上海客人在村里绕了四十分钟。加上。",
            ("我先把短信模板写好，等小程序恢复了一起上线。", [
                call("edit", "ok", path="/home/xiaojun/nongjiale/templates/sms_booked.txt",
                     old="", new="【胡家农家乐】您已订好房间，车请停在江湾村文化礼堂旁的停车场，导航搜“江湾村文化礼堂”。"),
            ]),
            "模板写好了。",
        ),
    )
    r2 = (
        turn(
            "还有个事。小军说账本也是他弄的，叫什么 hledger，文件在 " + f("path", "/home/xiaojun/zhangben/2026.journal")
            + "。我想看看这个月收了多少钱，你帮我看看。",
            ("我跑一下收入汇总。", [
                call("bash",
                     "hledger: Error: /home/xiaojun/zhangben/2026.journal:214-217:\n"
                     "214 | 2026-02-21 * 上海客人 两桌加三间房\n"
                     "    |     收入:餐饮          ¥-1360\n"
                     "    |     收入:住宿           ¥-660\n"
                     "    |     资产:微信          ¥1985\n\n"
                     "This transaction is unbalanced.\n"
                     "The " + f("failure", "real postings' sum should be 0 but is: ¥-35")
                     + "\nConsider adjusting this entry's amounts, or adding missing postings.",
                     error=True, cwd="/home/xiaojun/zhangben",
                     command=f("command", "hledger -f 2026.journal balance 收入 --monthly")),
            ]),
            "二月二十一号那笔上海客人的账对不上，收入记了两千零二十，微信只进了一千九百八十五，差三十五块。可能是抹零了，也可能有一部分给的现金。"
            "得看那天的单子。",
        ),
        turn(
            "那天的单子……我老公拿去景德镇了，他在那边给他妹妹帮忙装修，下礼拜才回。这个等他回来再对吧。",
            "好，这笔先不动，等单子回来再补。",
        ),
        turn(
            "你说现在都在网上卖东西，我们家笋干也能卖吗？",
            "可以试试" + f("rejected", "开抖音直播卖笋干") + "，春笋季的时候拍挖笋的过程，应该挺吸引人的。",
        ),
        turn(
            "我们这山里信号就两格，一到晚上更卡。再说我一个人又要烧菜又要收拾房间，哪有空对着手机讲话，老头子更是三棍子打不出一个屁。",
            "明白，那就还是靠回头客和小程序。",
        ),
        turn(
            "对了，我老公说有个导游找他，说以后带大巴团过来吃饭，" + f("rejected", "每个客人返导游三十块")
            + "，问我们干不干。",
            "这个你怎么想？",
        ),
        turn("我还没想好，让我想想，跟老头子商量一下。", "好，等你们商量。"),
    )
    r3 = (
        turn(
            "导游那个事我们商量了，不干。一个人返三十，一桌十个人就是三百，我这一桌才多少钱，那只能偷工减料，不行。让老头子回了。",
            "好，导游那边回绝了。",
        ),
        turn(
            "还有，上海有个公司要来团建，想" + f("rejected", "包院三天打七折") + "，说人多。",
            "三天包院打七折，少了快三成，油菜花那几天你本来就能满。你可以换个让他们觉得赚到、你又不亏的给法。",
        ),
        turn(
            "我跟他们说了，价钱不打折，但送一顿全笋宴，再带他们上茶山采一上午茶。他们那边经理说行，就这么定了。你记一下。",
            ("记到订单表里。", [
                call("edit", "ok", path="/home/xiaojun/nongjiale/data/orders.csv", old="# end",
                     new="上海公司团建,包院三天,原价,送全笋宴+采茶半天\n# end"),
            ]),
            "记上了。",
        ),
        turn(
            "唉，说起来上个月邻居老程家出了个事，客人吃了他们家炒的野生菌，半夜吐得送去县医院了。我吓得不轻。以后我们家"
            + f("constraint", "野生菌一律不上桌") + "，客人问也不上，谁求都不行。",
            "好，记住了，菜单上和介绍里都不会出现野生菌。",
        ),
        turn(
            "还有，你帮我" + f("pending", "把去年的回头客名单整理出来") + "，来过两次以上的，过年的时候我想给他们寄点笋干。",
            "好，从订房记录里把去年来过两次以上的挑出来，名字电话来了几次都列上。手头这些弄完就做。",
        ),
        turn(
            "嗯。还有个心事，" + f("pending", "今年油菜花节会不会延期") + "？镇上一直没发通知，去年就是拖了一个礼拜，我房都订出去了。",
            "这个现在谁也说不准，得等镇上正式通知。我先记着，有消息了再调房。",
        ),
    )
    later = (
        (5, (
            turn(
                "回头客的名单弄好了没？",
                "还没，还在单子上：去年来过两次以上的回头客名单。下一个就做它。",
            ),
        )),
        (8, (
            turn(
                "小军刚打电话说，阿峰那边快好了，让我跟你说一声，" + f("pending", "五一前把油菜花季的房价表挂到小程序上")
                + "，价钱他周末发给你。",
                "好，五一前挂上油菜花季的房价表，等小军周末发价钱。",
            ),
        )),
    )
    return Scripted(
        name="fresh30-nongjiale", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh30=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- yeshi
def _yeshi() -> Scripted:
    f = Builder()
    zint_log = long_log(
        38, "xisi-badges",
        "make_badges.sh: 临-03 ...\n"
        + f("failure", "Error 204: Invalid character in data (ISO/IEC 8859-1 only)")
        + "\nmake_badges.sh: 39 of 40 badges written, 1 failed",
    )
    r1 = (
        turn(
            "喂，你好，我是西司广场夜市摊主联盟的老樊，卖灌汤包的，也是这一届的会长。我们联盟秘书小曹给每个摊位做胸牌，"
            "上面有个条形码，城管查的时候一扫就知道是谁家的。脚本在 " + f("path", "/srv/lianmeng/badges/make_badges.sh")
            + "，小曹说跑不完，让我找你。",
            ("我跑一遍全部摊位看看。", [
                call("bash", zint_log, error=True, cwd="/srv/lianmeng/badges",
                     command=f("command", "bash make_badges.sh --all")),
            ]),
            "前面三十九个都出来了，卡在“临-03”这个临时摊位上：条形码只能放英文字母和数字，编号里有个汉字“临”就生成不了。"
            "临时摊位要换个编号规则才行，比如用 L 开头。这个谁说了算？",
        ),
        turn(
            "编号是理事会定的，改规矩得开会，下个月初才开。那临时摊位先手写吧。",
            "好，临时摊位的胸牌等理事会定了新编号再做。",
        ),
        turn(
            "那我顺便跟你说说我们这夜市，你心里有个谱。每天下午五点半出摊，摊位都是画好线的，我自己那个是 "
            + f("identifier", "XS-B023") + "，在中间那排。最要命的是消防，去年别的夜市出过事，所以我们定了，"
            + f("constraint", "炭火摊必须离燃气罐三米以上") + "，城管来查也是先看这个。每家" + f("number", "每月管理费一百五十元")
            + "，交给联盟，用来请保洁、交电费。周末" + f("number", "一晚上人流大概八千人") + "，平时少一半。"
            "占道的许可是区里批的，号是 " + f("identifier", "KF-ZD-2026-0192") + "，每年续一次。",
            "记下了。人这么多，收摊后的卫生谁来管？",
        ),
        turn(
            "轮流，可是老有人溜。",
            "可以在联盟微信群里排个值日表，每天接龙，谁值日到点提醒，做完拍张照片发群里。",
        ),
        turn(
            "这个中，就这么弄。你把表排出来我发群里。",
            ("我按摊位号排一个月的。", [
                call("edit", "ok", path="/srv/lianmeng/duty/2026-06.csv", old="",
                     new="日期,值日摊位\n06-01,XS-A001 XS-A002\n06-02,XS-A003 XS-A004\n"),
            ]),
            "排好了，一天两家。",
        ),
    )
    r2 = (
        turn(
            "还有个事，联盟办公室那台小电脑连着个 UPS，停电能撑一会儿，监控录像就存在里面。小曹说这两天看不到电池还剩多少了。",
            ("我查一下 UPS 状态。", [
                call("bash",
                     "APC      : 001,018,0446\n"
                     + f("failure", "Error contacting host localhost port 3551: Connection refused")
                     + "\n\n$ systemctl status apcupsd\n"
                     "● apcupsd.service - APC UPS Power Control Daemon for Linux\n"
                     "     Active: failed (Result: exit-code) since Mon 2026-06-08 21:47:11 CST\n"
                     "apcupsd[1187]: apcupsd FATAL ERROR in linux-usb.c at line 609: Cannot find UPS device",
                     error=True, command=f("command", "apcaccess status")),
            ]),
            "监控 UPS 的那个服务起不来，它找不到 UPS 的 USB 线。配置在 " + f("path", "/etc/apcupsd/apcupsd.conf") + "，没问题，多半是线松了或者 UPS 那头的口坏了，"
            "得有人去配电房看看。",
        ),
        turn(
            "配电房钥匙在电工老郑那，他闺女这礼拜结婚，回许昌了，得过几天。先这样吧。",
            "好，UPS 这个等老郑回来。",
        ),
        turn(
            "还有个事得跟你说。上礼拜有家卖炸串的把废油直接倒进广场边上的下水道，第二天整条沟堵了，臭得不行，城管把我叫去训了一顿。"
            "理事会当场定了：" + f("constraint", "废油一律倒进联盟统一的废油桶") + "，谁再倒下水道，罚款还停摊三天。你帮我写个通知。",
            ("我写一版，你看看措辞。", [
                call("edit", "ok", path="/srv/lianmeng/notices/feiyou.md", old="",
                     new="# 关于废油处理的通知\n\n各位摊主：废油请倒进广场东北角联盟的废油桶……"),
            ]),
            "写好了，语气硬一点，罚则写在最前面。",
        ),
        turn(
            "对了，有个卖串的批发商老来找我，说他们家" + f("rejected", "合成肉串") + "便宜一半，让联盟统一进。",
            "你打算怎么回他？",
        ),
        turn("让他滚。这种东西谁卖谁砸招牌，连说都别跟我说。", "好，不进。"),
    )
    r3 = (
        turn(
            "小曹刚发微信，说前阵子那个支付公司的方案，就是" + f("rejected", "统一收款码")
            + "，钱先进联盟账户再分给各家那个，昨天理事会投票，十一票里九票反对，没通过。大家怕钱压在账上。",
            "明白，那还是各家用各家的收款码。",
        ),
        turn(
            "嗯。你上回说的那个啥价签的事……",
            "我说的是" + f("rejected", "每个摊位装电子价签") + "，改价方便，顾客看着也整齐。",
        ),
        turn(
            "心是好心，可一个价签一百多，四十家摊位，大家不会掏这个钱的。要不这样，你先给烧烤那一排做个统一样式的价目牌，打印出来塑封，便宜。",
            "好，先做烧烤那一排的价目牌，统一样式。",
        ),
        turn(
            "还有，你给我" + f("pending", "做一张摊位分布图") + "，哪家在哪儿卖啥，贴在广场入口，新来的客人好找。",
            "好，按摊位号画一张，每个格子写上卖啥。手头这些弄完就做。",
        ),
        turn(
            "另外，我们打了个报告，想夏天延长到凌晨两点收摊，交给城管中队了，" + f("pending", "城管中队同不同意延长到凌晨两点")
            + "还不知道，一直没回。",
            "这个只能等中队回复。我先记着，回了再改值日表和通知。",
        ),
    )
    later = (
        (5, (
            turn(
                "摊位分布图弄了没？",
                "还没，还在单子上：摊位分布图，每个格子写卖啥。下一个就做。",
            ),
        )),
        (9, (
            turn(
                "区文旅局的人来了，说国庆有美食节，让我们" + f("pending", "国庆前报一份参加美食节的摊位名单")
                + "，要写清楚卖啥、用不用明火。",
                "好，国庆前把美食节的摊位名单报上去，卖啥、有没有明火都列清楚。",
            ),
        )),
    )
    return Scripted(
        name="fresh30-yeshi", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh30=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- bababan
def _bababan() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是金堂这边办坝坝宴的廖师傅，就是乡里哪家结婚、做寿、满月，我带一班人去搭棚子做席。账是我女儿廖婷在电脑上记的，"
            "她说用的啥子 beancount，文件在 " + f("path", "/home/liaoting/zhang/liaoshi.beancount")
            + "。她回学校了，让我找你看看这个月的账对不对得上。",
            ("我先检查一遍账本。", [
                call("bash",
                     "/home/liaoting/zhang/liaoshi.beancount:188:\n\n"
                     "   2026-04-20 balance Assets:Bank:NongShang  12860.00 CNY\n\n"
                     + f("failure", "Balance failed for 'Assets:Bank:NongShang': expected 12860.00 CNY != accumulated 12460.00 CNY (400.00 too little)")
                     + "\n\n/home/liaoting/zhang/liaoshi.beancount:203:\n\n"
                     "   2026-04-21 * \"张家\" \"婚宴定金\"\n     Income:Banquet   -2000.00 CNY\n     Assets:Cash\n",
                     error=True, cwd="/home/liaoting/zhang",
                     command=f("command", "bean-check liaoshi.beancount")),
            ]),
            "农商行那个账户，廖婷记的余额比流水算出来多四百。要么是有一笔四百的存款没记，要么是余额抄错了。你记得四月中旬有没有人给过四百块？",
        ),
        turn(
            "四百……好像是王家满月酒补的茶水钱，给的现金，我交给我二嬢存的。收条在二嬢那，她这阵在成都华西医院照顾她老汉儿，回不来。等她回来再说。",
            "好，这个先放着等你二嬢回来拿收条。",
        ),
        turn(
            "那我跟你摆一下我们咋做的，你好帮我弄菜单。一般头天下午就去主人家搭棚子、砌灶，第二天天不亮就开始蒸烧白、扣肉，"
            "十二个菜，凉菜四个，热菜八个。我们有个死规矩，" + f("constraint", "凉菜和热菜的砧板刀具分开，一点都不能混")
            + "，生的熟的搞混了要出事。价钱嘛，" + f("number", "每桌八百八十元") + "，酒水主人家自己备。人手就那么多，"
            + f("number", "一次最多做六十桌") + "，再多我就不接了，接了也做不好。",
            "明白了。菜单我就按四凉八热的格式排。",
        ),
        turn(
            "对了，乡里备案的那个号也要印在菜单上，" + f("identifier", "JT-XC-0087") + "，镇上食药所要求的。",
            "好，印在菜单最下面。还有个想法，每桌放一张小桌牌，写上这桌有花生、有海鲜的菜，有过敏的人看一眼就晓得。",
        ),
        turn(
            "这个要得，去年就有个娃娃吃了花生起疙瘩。加上。",
            ("我做一个桌牌的模板。", [
                call("edit", "ok", path="/home/liaoting/caidan/zhuopai.md", old="",
                     new="本桌菜品含：花生（宫保鸡丁）、虾（油焖大虾）。过敏的客人请留意。"),
            ]),
            "模板弄好了。",
        ),
    )
    r2 = (
        turn(
            "下个月张家办婚宴，订单号廖婷写的 " + f("identifier", "ZJ-0418") + "。菜单她做好了放在 "
            + f("path", "/home/liaoting/caidan/zhangjia_0418.pdf") + "，你帮我打出来，要给主人家过目。",
            ("我发到打印机上。", [
                call("bash",
                     "lp: " + f("failure", "The printer or class does not exist.")
                     + "\n$ lpstat -p -d\nlpstat: No destinations added.\n"
                     "$ lpinfo -v\nnetwork beh\ndirect usb://EPSON/L3150%20Series?serial=X6F3012345\nnetwork ipp",
                     error=True, cwd="/home/liaoting/caidan",
                     command=f("command", "lp -d EPSON_L3150 zhangjia_0418.pdf")),
            ]),
            "电脑认得到 USB 上插着的爱普生，但是系统里根本没添加这台打印机，要装驱动才加得进去。驱动你们有没有？",
        ),
        turn(
            "驱动光盘在廖婷学校宿舍里，她说周末回来带。那先不打了，我拿手机给主人家看。",
            "好，打印等廖婷周末带驱动回来。",
        ),
        turn(
            "你说有没有啥法子省点事？一场六十桌，洗碗洗得手都脱皮。",
            "可以用" + f("rejected", "一次性餐具") + "和塑料桌布，吃完一卷一收，省掉洗碗的人工。",
        ),
        turn(
            "乡里办酒用塑料碗，老辈子觉得是看不起人，主人家脸上挂不住，背后要遭人说一辈子。",
            "懂了，那还是用瓷碗。",
        ),
        turn(
            "还有那个卖调料的刘老板，上回来推销，说他们有" + f("rejected", "预制的扣肉烧白") + "，加热就能上桌，问我要不要。",
            "你咋回的？",
        ),
        turn("不要。我廖师傅做了三十年席，拿预制菜糊弄人，不如回家喂猪。", "好，不要预制的。"),
    )
    r3 = (
        turn(
            "张家那边又来说，他们要摆六十桌，想" + f("rejected", "六十桌按五十桌收钱") + "，说是亲戚介绍的。",
            "少十桌就是八千八，你们这一场就白干了。可以换个他们觉得有面子、你又不太亏的说法。",
        ),
        turn(
            "我跟张家老汉说了，价钱一分不少，但是帮工和乐队那一桌我白送，另外每桌加一道醪糟粉子。他说要得，就这么定了。你记一下。",
            ("记到订单里。", [
                call("edit", "ok", path="/home/liaoting/zhang/orders.csv", old="# end",
                     new="ZJ-0418,张家婚宴,60桌,原价,送帮工一桌+每桌加醪糟粉子\n# end"),
            ]),
            "记上了。",
        ),
        turn(
            "唉，上个月那场满月酒出了个丑，七月天热，豆花早上十点就点好了，等到一点多才开席，端上去酸了，主人家脸都黑了。从今以后，"
            + f("constraint", "夏天凉菜出锅到上桌不超过两个钟头") + "，宁可晚点做。",
            "好，记住了，夏天的凉菜都往后排，算着开席时间做。",
        ),
        turn(
            "还有，你帮我" + f("pending", "把今年接的单子按月份排个表") + "，哪个月几场几桌，我好安排人手。",
            "好，从订单里按月份统计场数和桌数。手头这些弄完就做。",
        ),
        turn(
            "嗯。还有个事，" + f("pending", "镇上的乡厨培训今年还办不办") + "？去年办过一回，发了证。我问了食药所，一直没人回话。",
            "这个只能等食药所回复，我先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "那个按月份排的单子表弄好没得？",
                "还没，还在单子上：今年接的单子按月份排表，几场几桌。下一个就做。",
            ),
        )),
        (8, (
            turn(
                "李家老太太做八十大寿，他们说" + f("pending", "下个月十八号的寿宴菜单月底前定下来") + "，要有寿桃和长寿面。",
                "好，月底前把李家寿宴的菜单定下来，寿桃、长寿面都排上。",
            ),
        )),
    )
    return Scripted(
        name="fresh30-bababan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh30=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- luying
def _luying() -> Scripted:
    f = Builder()
    pio_log = long_log(
        34, "qiandaohu-tank",
        "Compiling .pio/build/esp32dev/src/main.cpp.o\n"
        "src/main.cpp:4:10: " + f("failure", "fatal error: NewPing.h: No such file or directory") + "\n"
        "compilation terminated.\n"
        "*** [.pio/build/esp32dev/src/main.cpp.o] Error 1\n"
        "========================= [FAILED] Took 41.27 seconds =========================",
    )
    r1 = (
        turn(
            "哈喽，我是阿乐，在千岛湖边上搞了个露营地，跟朋友小蒋合伙的。营地用水是山上接下来存在水箱里，小蒋做了个小板子测水位，"
            "工程在 " + f("path", "/home/ale/yingdi/shuixiang/platformio.ini")
            + " 那个目录。板子前两天被雨淋了我换了块新的，现在要重新烧程序，你帮我弄一下。",
            ("我编译并烧录一下。", [
                call("bash", pio_log, error=True, cwd="/home/ale/yingdi/shuixiang",
                     command=f("command", "pio run -e esp32dev -t upload")),
            ]),
            "编译到最后卡住了：代码里用的超声波测距库 NewPing 找不到。platformio.ini 里没写这个库，应该是小蒋手动放在他自己电脑上的。"
            "可以从网上装官方版，但要是他改过，装官方版可能读数不对。",
        ),
        turn(
            "他确实改过，说官方那个在水汽大的时候乱跳。小蒋这礼拜去杭州看展了，电脑带走了。等他回来吧，这几天我每天爬上去看一眼水箱。",
            "好，烧程序这个等小蒋回来。",
        ),
        turn(
            "那我给你讲讲营地的情况。营地分 A、B、C 三个区，C 区离湖最近，最抢手。" + f("number", "一个营位一晚一百八十元")
            + "，自带帐篷也是这个价，租我们的帐篷另加。水箱是" + f("number", "两吨的水箱") + "，旺季一天半就得补。规矩不多，"
            "但有一条是死的，" + f("constraint", "晚上十点以后营地里不许放音乐") + "，村里人要睡觉，之前被投诉过一回。"
            "营地的备案号是 " + f("identifier", "QDH-LY-2025-113") + "，挂在门口。",
            "了解。客人入营的时候要不要发一张营地规定的卡片？十点静音、垃圾分类、哪里取水都写上，省得每个人都要你讲一遍。",
        ),
        turn(
            "好主意，弄一个，我打印出来塑封。",
            ("我先写一版。", [
                call("edit", "ok", path="/home/ale/yingdi/docs/rules_card.md", old="",
                     new="# 入营须知\n- 22:00 后请保持安静\n- 垃圾请分类投放到营地入口\n- 饮用水在服务中心取"),
            ]),
            "写好了，放在 docs 里，你看看要不要改。",
        ),
    )
    r2 = (
        turn(
            "还有监控，小蒋弄了个 VPN 连家里的录像机，我在外面用手机能看湖边那个摄像头，" + f("identifier", "NVR-CH04")
            + " 那个通道，现在连不上了。配置在 " + f("path", "/etc/wireguard/wg0.conf") + "。",
            ("我起一下隧道看看。", [
                call("bash",
                     "[#] ip link add wg0 type wireguard\n"
                     "[#] wg setconf wg0 /dev/fd/63\n"
                     + f("failure", "Name or service not known: `nvr.leyingdi.cn:51820'")
                     + "\nConfiguration parsing error\n"
                     "[#] ip link delete dev wg0",
                     error=True, command=f("command", "wg-quick up wg0")),
            ]),
            "隧道那头写的是域名 nvr.leyingdi.cn，现在这个域名解析不出来了，很可能是域名到期没续费。要登录注册域名的那个账号续上。",
        ),
        turn(
            "域名是小蒋用他的阿里云账号买的，密码只有他知道。又得等他。算了，反正营地里的监控屏还能看。",
            "好，监控远程这个也等小蒋。",
        ),
        turn(
            "你有没有啥点子，让客人白天在营地也有事干？",
            "可以在湖边" + f("rejected", "出租皮划艇") + "，现在年轻人很喜欢，一小时收个几十块。",
        ),
        turn(
            "想法挺好，但是下水的东西要办水上经营的证，还要买保险，万一翻了人，我这个小营地赔不起。要不先在湖边划几个钓鱼位，摆几把椅子，这个不下水。",
            "好，先弄几个钓鱼位。",
        ),
        turn(
            "哦对了，小蒋转了个消息给我，说有个小红书博主想来，" + f("rejected", "免费住三晚换推广视频") + "，你觉得咋样？",
            "你倾向于怎么做？",
        ),
        turn("我再看看她的号，回头再说。", "好，等你看完再定。"),
    )
    r3 = (
        turn(
            "那个博主我看了，粉丝一大半是买的，评论都是一个腔调。不换了，让小蒋回她一声。",
            "好，博主那边不接。",
        ),
        turn(
            "本来我还想" + f("rejected", "每周六办篝火晚会") + "，热闹一下。结果村主任昨天来说，村委会开会定了，林区边上一律不准点篝火，"
            "防火期更不行，没得商量。",
            "明白，那就不办篝火了。",
        ),
        turn(
            "说到火，上礼拜真出了个事。有个客人在帐篷里用卡式炉煮火锅，天幕烧了个洞，幸亏旁边人拿水浇了。吓死我了。从现在起，"
            + f("constraint", "帐篷里一律不准用卡式炉") + "，要做饭去公共灶台那边。你把这条加到入营须知最前面。",
            ("加到最前面，加粗。", [
                call("edit", "ok", path="/home/ale/yingdi/docs/rules_card.md", old="# 入营须知\n",
                     new="# 入营须知\n- **帐篷内禁止使用任何明火炉具，做饭请到公共灶台**\n"),
            ]),
            "加好了。",
        ),
        turn(
            "还有，你帮我" + f("pending", "把营位预订做成能在网上看剩几个") + "，现在客人老打电话问还有没有 C 区。",
            "好，做一个页面显示每天每个区还剩几个营位。手头这些弄完就做。",
        ),
        turn(
            "嗯。还有件事心里没底，" + f("pending", "今年汛期湖水会不会涨到C区") + "？前年涨上来过一回。我问了水利站，还没回我。",
            "这个只能等水利站的消息。我先记着，到时候 C 区的预订可能要提前调。",
        ),
    )
    later = (
        (5, (
            turn(
                "网上看剩几个营位那个，弄了没？",
                "还没，还在单子上：营位预订做成能在网上看剩几个。下一个就做。",
            ),
        )),
        (10, (
            turn(
                "杭州一个旅行社打电话来，说中秋要带三十个人的团，" + f("pending", "中秋前给三十个人的团报个价")
                + "，要含帐篷和两顿饭。",
                "好，中秋前给旅行社报价，三十个人，含帐篷和两顿饭。",
            ),
        )),
    )
    return Scripted(
        name="fresh30-luying", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh30=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_nongjiale(), _yeshi(), _bababan(), _luying())
