"""Forty-first fresh held-out set (Chinese): written blind while the thirty-second round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-second round's rules; committed before its first run and not to
be edited after it.

``heldout_fresh41.py`` is the English half, written separately by another writer.

How it was written: the four domains were given as a hot-dry-noodle breakfast stall in Wuhan, a tie-dye
workshop in Dali, an ice-sculpture studio in Harbin and a Jingdezhen porcelain web shop, and each was grepped
with ``grep -il`` (file names only). The first was unused and kept (a breakfast stall on 粮道街 in 武昌); tie-dye,
ice sculpture and Jingdezhen porcelain were taken, so they became a bark-paper workshop near 丹寨 in Guizhou,
a snow-sculpture studio in 雪乡 (双峰林场, 牡丹江), and a web shop for 德化 white porcelain. Proposals come from
the assistant (four times), the wife's brother (through the wife), the community grid worker (for the
街道办), an MCN company on the phone, the village committee (through the village party secretary), a wedding
company on the phone, the scenic area's management committee (through its office clerk), a guesthouse
owner, a German buyer by e-mail, and the warehouse's property management (in the owners' WeChat group).
Each session has one refusal of every other kind: put off and refused a round later, a reason alone, blunt,
a smaller counter-offer, a third party's decision; and one accepted proposal that is not planted. Failures
are multi-line blocks from tools no other file uses (grepped): a Nuitka build, ``tccli`` (Tencent Cloud
SMS), ``whois``, a VitePress build, Blender on the command line, ``ethtool``, ``lpadmin`` and a Nuxt
``nuxi generate``; one per session sits at the end of a long log, and each is left unresolved for a reason
given in the dialogue. Routine work (``routine_zh``) is this file's own: the NestJS + TypeORM stack named in
the task was already used by another file, so it is a Vue 3 admin page with a Koa + Sequelize (MySQL)
backend for a community canteen's (社区饭堂) WeChat mini-program meal orders; it has turns that look like
facts (a rule of thumb, accepted suggestions, prices, paths) and are not planted.

Descriptions (written before the dialogue):
- reganmian: 老周 (周德明) and his wife 桂芳 run 老周热干面 on 粮道街 in 武昌; their daughter 周雯, a programmer
  in 光谷, wrote a Python tool that tallies the WeChat-group 接龙 pre-orders into a prep sheet (in
  /home/laozhou/jielong), and an H5 pre-order page on a Tencent Cloud server (instance ins-3kq8zv1m) that
  texts customers when their bowl is ready (settings in /srv/laozhou-h5/config/sms.json). Rules: inside a
  long account of the morning, the oil for frying 面窝 is used one day only and changed the next; after a
  customer with a peanut allergy ended up in hospital, not a spoonful of peanut butter goes into the sesame
  paste. Proposals: the assistant's listing on 美团外卖 (put off while 老周 asks 桂芳, refused a round later:
  the commission, and riders crowding the stall at the rush); 桂芳's brother's vacuum-packed noodle gift
  boxes sold on live stream, relayed by 桂芳 (refused by a reason alone: no SC food-production licence);
  four small tables on the pavement outside the new shopfront (refused by the 街道办, relayed by the grid
  worker 小刘 in WeChat: it's a 占道 case); the assistant's "our sesame paste has no peanut" notice on the
  pre-order page is accepted. Numbers: 7 yuan a bowl; 120 jin of noodles a morning. Identifiers: the
  business licence code 92420106MA4K7XQ35D; the server ins-3kq8zv1m. Commands: the ``python3 -m nuitka``
  build; the ``tccli sms SendSms`` line. Failures: Nuitka's C compile is killed (out of memory) at the end of
  a long log (the old laptop has 2 GB; 周雯 ordered a memory stick and will fit it and rebuild herself); the
  SMS signature is not approved (it needs the licence, which the 市场监管所 is reissuing for the new address,
  about two weeks). Open: count last month's 接龙 orders by office building (asked again in later10); will
  the landlord renew the shopfront next year (his son in Canada hasn't decided; nobody can say); a later5 ask
  to post the Spring Festival closing notice in the 接龙 groups before 腊月二十八.
- zaozhi: 杨秀梅 (杨姐), who is Miao, makes bark paper the old way at 构皮纸坊 in a village south of 丹寨 county
  town, takes school study tours (研学) from 长沙 and 贵阳, and sells on 抖音; her nephew 阿宝, studying
  computing in 贵阳, made the website (files in /srv/goupizhi/site) and a VitePress study-tour handbook (in
  /home/yang/yanxue-shouce). Rules: inside a long account of the work, the bark is steamed only in wood-ash
  lye, never with caustic soda; after a child from a 长沙 group put his hand under the pounding mallet,
  children watch the pounding only from behind the yellow line. Proposals: an MCN company's exclusive
  live-selling contract at 30% commission, on the phone (countered with one trial live session at 15%,
  which they take); the assistant's dyed colour paper for tourists (bluntly no); a big billboard at the
  village entrance (voted down by the 村委会 under the traditional-village rules, relayed by the party
  secretary on the phone); the assistant's writing the yellow-line rule into the registration form that
  teachers sign is accepted. Numbers: 25 yuan a four-chi sheet; 168 yuan a student for a study tour.
  Identifiers: the study-tour liability policy PDAA202452263600000317; the prefecture's study-tour base
  number QDN-YXJD-2024-07. Commands: ``whois goupizhi.cn``; ``npx vitepress build docs``. Failures: whois
  shows the domain on serverHold (registered under the ID card of 小吴 at the county tourism company, who
  has moved to 凯里; the company is looking for him); VitePress finds a dead link to the insurance page at the
  end of a long log (the page needs the insurer's terms, not yet approved by its provincial office, and the
  teachers insist on that page, so the link stays). Open: a table of this year's study groups by school, with
  students and money (asked again in later10); will the prefecture's intangible-heritage subsidy go on next
  year (the 文化馆 has no document yet); a later5 ask to send the spring study-tour quote to 刘老师 in 长沙
  before the end of March.
- xuediao: 孙大军 (孙师傅) runs 大军雪雕 in 雪乡; his son 孙小北 designs in Blender (the scenic area's piece is
  /home/sun/xuediao/2026-tianma.blend) and keeps a time-lapse camera on a Raspberry Pi in the yard, wired to
  the workshop PC, saving to /mnt/yanshi/2025-12. Rules: inside a long account of the work, a compacted
  snow block freezes two full nights before the first cut; after a piece of horn fell on a tourist who had
  climbed a sculpture, a warning rope goes round every sculpture two metres out. Proposals: a wedding
  company's LED strips buried inside a sculpture, on the phone (refused by a reason alone: the heat melts it
  hollow); a have-a-go carving corner by the scenic area's main road (voted down by the 管委会, relayed by
  its office clerk 小王); the guesthouse owner 老韩's four-metre castle paid for after New Year (countered:
  two metres, half paid as a deposit, and 老韩 agrees); the assistant's QR-code sign on the rope posts is
  accepted. Numbers: 12,000 yuan for a two-metre sculpture; snow packed to over 500 kg per cubic metre.
  Identifiers: the scenic-area contract SXJQ-HT-2025-0386; the drone's registration UAS028716435.
  Commands: the ``blender -b`` render; ``ethtool enp3s0``. Failures: Cycles runs out of GPU memory at the end
  of a long log (小北 wants his settings left alone; his cousin's internet café in 牡丹江 city has a bigger
  card, on Saturday); ethtool shows no link to the camera (the cable buried across the yard has probably
  cracked at minus thirty-eight, and a big sculpture now stands over it until the thaw). Open: this season's
  orders listed by client with unpaid balances (asked again in later10); will the scenic area hold its
  snow-sculpture contest next year (a new 管委会 director; nobody knows); a later5 ask to draft 老韩's
  contract before 20 December.
- baici: 林美玉 (林姐) runs 玉瓷坊, a 淘宝 and 抖音 shop for 德化 white porcelain, with a warehouse in 浔中; her
  husband 阿财 fires the kiln with his father; the hired operator 小郑 built an English Nuxt site for
  foreign buyers (in /home/lin/yuci-site); packing videos are kept in ~/Videos/打包留底. Rules: inside a long
  account, pieces rest three full days after leaving the kiln before they are listed; after a buyer claimed
  a broken piece and the platform made her refund in full, every parcel is filmed before it is sealed.
  Proposals: the assistant's 先用后付 (put off, refused a round later: returns would double); a German buyer's
  e-mail asking for sole agency for all of Europe (bluntly no); a steel shed on the empty ground outside the
  warehouse (refused by the 物业 in the owners' WeChat group: it's a fire lane); the assistant's video number
  written into the order note is accepted. Numbers: 368 yuan a 羊脂白 gaiwan set; 45 yuan for a wooden crate.
  Identifiers: the SKU YZB-GW-150; the 德邦 monthly account 5820137741. Commands: the ``lpadmin`` line for
  the new 汉印 label printer; ``npx nuxi generate``. Failures: lpadmin can't open the PPD (汉印 shipped only
  a Windows driver; the regional agent sends the Linux one on Monday); nuxi's prerender fails at the end of
  a long log on a new product with no USD price (the USD prices come from Amy, the foreign-trade agent in
  厦门, who is waiting for new freight quotes). Open: last quarter's breakage refunds by courier (asked again
  in later10); will 顺丰 renew the contract rate next year (the rep waits for head office's year-end policy);
  a later5 ask for the 双十一 discount poster by 20 October.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a community canteen's meal orders (Vue 3 + Koa + Sequelize/MySQL)
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "饭堂后台加的那个“忌口备注”字段，测试库迁移报错了，你看看。",
                ("我先跑一下迁移。", [
                    call("bash",
                         "\nSequelize CLI [Node: 20.11.1, CLI: 6.6.2, ORM: 6.37.1]\n\n"
                         "Loaded configuration file \"config/config.js\".\n"
                         "Using environment \"test\".\n"
                         "== 20250312083015-add-diet-note-to-orders: migrating =======\n\n"
                         "ERROR: Duplicate column name 'diet_note'",
                         error=True, command="cd /srv/canteen-api && npx sequelize-cli db:migrate --env test"),
                ]),
                ("测试库里 diet_note 这一列已经有了，应该是之前有人在 Navicat 里手动加过。我让迁移先看表结构，列已存在就跳过。", [
                    call("edit", "ok", path="/srv/canteen-api/migrations/20250312083015-add-diet-note-to-orders.js",
                         old="await queryInterface.addColumn('orders', 'diet_note', {",
                         new="const cols = await queryInterface.describeTable('orders');\n"
                             "    if (cols.diet_note) return;\n"
                             "    await queryInterface.addColumn('orders', 'diet_note', {"),
                    call("bash",
                         "== 20250312083015-add-diet-note-to-orders: migrating =======\n"
                         "== 20250312083015-add-diet-note-to-orders: migrated (0.061s)",
                         command="cd /srv/canteen-api && npx sequelize-cli db:migrate --env test"),
                ]),
                "迁移过了。建议以后表结构只通过迁移文件改，别再在 Navicat 里手动加字段，不然正式库和测试库对不上。",
            ),
            turn("行，我跟小组里说一声。", "好。down 方法我也补上了，回滚的时候会把这一列删掉。"),
        )
    if k == 1:
        return (
            turn(
                "食堂阿姨想每天十点前知道中午要备多少份，能不能给个按套餐汇总的接口？",
                ("我在订单路由里加一个 /api/orders/summary，按日期和套餐分组计数。", [
                    call("edit", "ok", path="/srv/canteen-api/src/routes/orders.js",
                         old="router.get('/api/orders', listOrders);",
                         new="router.get('/api/orders', listOrders);\n"
                             "router.get('/api/orders/summary', requireStaff, summaryByMeal);"),
                    call("bash",
                         "HTTP/1.1 200 OK\nContent-Type: application/json; charset=utf-8\n\n"
                         "{\"date\":\"2025-03-14\",\"items\":[{\"meal\":\"A套餐\",\"count\":46},"
                         "{\"meal\":\"B套餐\",\"count\":31},{\"meal\":\"软烂餐\",\"count\":12}]}",
                         command="curl -i -H 'Authorization: Bearer $STAFF_TOKEN' "
                                 "'http://127.0.0.1:3000/api/orders/summary?date=2025-03-14'"),
                ]),
                "接口好了，只有食堂工作人员的账号能看。要不要把取消的单排除掉？",
            ),
            turn("要，取消的不算。", "改了：status 为 cancelled 的不计入汇总，后台首页的数字也跟着变了。"),
        )
    if k == 2:
        return (
            turn(
                "后台订单页的日期老是显示成前一天，社区的王主任看了说数据不对。",
                ("我先跑一下前端的单元测试。", [
                    call("bash",
                         " FAIL  src/utils/__tests__/date.spec.ts > formatOrderDate > keeps the local day\n"
                         "AssertionError: expected '2025-03-13' to be '2025-03-14' // Object.is equality\n\n"
                         "- Expected\n+ Received\n\n- 2025-03-14\n+ 2025-03-13\n\n"
                         " ❯ src/utils/__tests__/date.spec.ts:12:38\n\n"
                         " Test Files  1 failed | 7 passed (8)\n      Tests  1 failed | 41 passed (42)",
                         error=True, command="cd /srv/canteen-admin && npm run test:unit -- --run"),
                ]),
                ("后端返回的是 UTC 时间，前端直接切了前十个字符，早上八点前下的单就变成前一天了。改成用 dayjs 按本地时区格式化。", [
                    call("edit", "ok", path="/srv/canteen-admin/src/utils/date.ts",
                         old="return iso.slice(0, 10);",
                         new="return dayjs(iso).tz('Asia/Shanghai').format('YYYY-MM-DD');"),
                    call("bash", " Test Files  8 passed (8)\n      Tests  42 passed (42)",
                         command="cd /srv/canteen-admin && npm run test:unit -- --run"),
                ]),
                "42 个测试全过了，订单页的日期也对了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "有几个老人说小程序点“微信登录”要点两次才进得去。",
                ("我看一下登录接口的日志。", [
                    call("bash",
                         "[2025-03-14 07:41:08] POST /api/auth/wx-login 200 212ms\n"
                         "[2025-03-14 07:41:08] POST /api/auth/wx-login 401 96ms "
                         "code2session failed: {\"errcode\":40163,\"errmsg\":\"code been used, rid: 65f2a1c4-4b1e2d7a-3c9f\"}\n"
                         "[2025-03-14 07:42:55] POST /api/auth/wx-login 401 88ms "
                         "code2session failed: {\"errcode\":40163,\"errmsg\":\"code been used, rid: 65f2a21f-1a0c6e33-77b0\"}",
                         error=True, command="pm2 logs canteen-api --lines 200 --nostream | grep wx-login"),
                ]),
                ("同一个 code 被发了两次：页面 onShow 和按钮点击各调了一次 wx.login。我把 onShow 里那次去掉，只在点按钮时登录。", [
                    call("edit", "ok", path="/srv/canteen-mp/pages/login/login.js",
                         old="onShow() {\n    this.doLogin();\n  },",
                         new="onShow() {},"),
                ]),
                "改好了，提审前你在体验版上点一次试试。",
            ),
            turn("试了，一次就进去了。", "好，我记着下次提审把这个带上。"),
        )
    if k == 4:
        return (
            turn(
                "koa-router 那个包装的时候有警告，说不维护了，要不要换？",
                ("我换成官方接手的 @koa/router，用法基本一样。", [
                    call("bash",
                         "removed 1 package, added 2 packages, and audited 318 packages in 6s\n\n"
                         "41 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities",
                         command="cd /srv/canteen-api && npm uninstall koa-router && npm install @koa/router@12"),
                    call("edit", "ok", path="/srv/canteen-api/src/routes/index.js",
                         old="const Router = require('koa-router');", new="const Router = require('@koa/router');"),
                    call("bash", "Test Suites: 9 passed, 9 total\nTests:       57 passed, 57 total",
                         command="cd /srv/canteen-api && npm test"),
                ]),
                "换好了，57 个接口测试都过。我建议 package.json 里依赖都锁到小版本，用 ~ 别用 ^，免得哪天装出来不一样。",
            ),
            turn("可以，就这么锁。", "锁好了，package-lock.json 也一起提交了。"),
        )
    return (
        turn(
            "中午十一点半那会儿小程序下单转圈圈，好几个人打电话到社区。",
            ("我翻一下那个时间段的日志。", [
                call("bash",
                     "0|canteen-api | 2025-03-14T03:31:12.408Z SequelizeConnectionAcquireTimeoutError: Operation timeout\n"
                     "0|canteen-api |     at ConnectionManager.getConnection (/srv/canteen-api/node_modules/sequelize/lib/dialects/abstract/connection-manager.js:180:15)\n"
                     "0|canteen-api |     at async /srv/canteen-api/node_modules/sequelize/lib/sequelize.js:654:26\n"
                     "0|canteen-api | 2025-03-14T03:31:12.409Z POST /api/orders 500 60003ms",
                     error=True, command="pm2 logs canteen-api --lines 500 --nostream | grep -B2 -A2 Acquire"),
            ]),
            ("连接池被占满了：下单时开了事务，库存不够的分支直接 return，没有回滚，连接一直没还。我把事务改成托管式的，出错自动回滚。", [
                call("edit", "ok", path="/srv/canteen-api/src/services/order.js",
                     old="const t = await sequelize.transaction();",
                     new="return sequelize.transaction(async (t) => {"),
            ]),
            "改好了，压了一下两百个并发下单，连接数稳定在五个以内。",
        ),
    )


# ---------------------------------------------------------------- reganmian
def _reganmian() -> Scripted:
    f = Builder()
    nuitka_tail = (
        "Nuitka-Options: Used command line options: --onefile --output-dir=build jielong_tongji.py\n"
        "Nuitka: Starting Python compilation with Nuitka '2.4.8' on Python '3.10' commercial grade 'not installed'.\n"
        "Nuitka: Completed Python level compilation and optimization.\n"
        "Nuitka: Generating source code for C backend compiler.\n"
        "Nuitka: Running data composer tool for optimal constant value handling.\n"
        "Nuitka: Running C compilation via Scons.\n"
        "Nuitka-Scons: Backend C compiler: gcc (gcc 11).\n"
        "Nuitka-Scons:WARNING: The C compilation may run out of memory, due to using '2' processes.\n"
        + f("failure", "gcc: fatal error: Killed signal terminated program cc1")
        + "\ncompilation terminated.\n"
        "scons: *** [build/jielong_tongji.build/module.pandas.core.frame.o] Error 1\n"
        "Nuitka-Scons:FATAL: Failed unexpectedly in Scons C backend compilation.\n"
        "Nuitka-Reports: Compilation crash report written to file 'nuitka-crash-report.xml'."
    )
    r1 = (
        turn(
            "你好啊，我姓周，在武昌粮道街卖热干面，别个都喊我老周。我跟你说，我这个人电脑是一窍不通，都是我姑娘雯雯搞的，"
            "她在光谷那边写程序。我们有几个接龙群，写字楼里上班的伢们头天晚上在群里接龙订第二天的早饭，"
            "雯雯写了个小东西，把接龙一复制进去，就算出来明天要备几多面、几多芝麻酱。东西放在 "
            + f("path", "/home/laozhou/jielong") + " 里头。她前天改了个新版本，跟我说在摊子上那台旧笔记本上“编一下”就能用，"
            "我搞了半天搞不好，你帮我弄一下咧。",
            ("我按周雯留的办法在那台笔记本上打包一下。", [
                call("bash", long_log(58, "laozhou-nuitka", nuitka_tail), error=True,
                     command="cd /home/laozhou/jielong && "
                     + f("command", "python3 -m nuitka --onefile --output-dir=build jielong_tongji.py")),
            ]),
            "前面都顺利，编到 C 代码那一步，编译器被系统强行杀掉了，就是内存不够用。这个小工具里用了 pandas，编起来很吃内存，"
            "这台笔记本内存太小了。可以试试 Nuitka 的省内存选项，或者换一台内存大的电脑来编。",
        ),
        turn(
            "是的是的，这台电脑是雯雯读大学剩下来的，内存就两个G。她昨天在京东下单了一根内存条，说礼拜五到，"
            "到了她自己回来装，装好了她自己编，还特地交代我莫乱试，怕把她的东西搞坏了。那就还用老版本算，老版本也能用。",
            "好，新版本先不编，等礼拜五周雯装好内存条自己来。老版本照常用。",
        ),
        turn(
            "那我跟你讲下我们一早上是么样搞的，你心里也有个数。我跟桂芳，就是我屋里的，每天四点半起来，五点半出摊。"
            "面是头天晚上就掸好了的，碱面煮个七八成捞起来，拌油摊开吹凉，第二天早上在开水里烫几下就起锅。"
            "生意好的时候，" + f("number", "一早上要下一百二十斤面") + "，七点到八点半那一阵，排队排到巷子口。"
            "价钱不贵，" + f("number", "热干面七块钱一碗") + "，加个卤蛋两块。除了热干面，我们还炸面窝、卖蛋酒，"
            "面窝是桂芳炸，她有个规矩我也认的：" + f("constraint", "炸面窝的油只用一天，第二天必须换新油")
            + "，有些摊子一锅油用一个礼拜，炸出来黑黢黢的，吃了拉肚子，我们不搞那个名堂。"
            "还有萝卜丁、酸豆角、葱花，都是桂芳头天晚上切好的，早上七点以前最忙，她一个人要收钱还要装碗。",
            "明白了：一早上一百二十斤面，七块钱一碗，面窝的油天天换。",
        ),
        turn(
            "还有个事，上个月把我吓得不轻。有个在写字楼上班的姑娘，吃了我们的面，没得十分钟嘴巴就肿起来了，喉咙发紧，"
            "她同事把她送到省人民医院，打了针才好。后来一问，她对花生过敏。我们那个芝麻酱，以前是掺了一点花生酱的，"
            "好多摊子都掺，香一些，也便宜一些，我们从来冇想到这个。从那以后我跟桂芳说死了：" + f("constraint", "芝麻酱里一勺花生酱都不许掺")
            + "，只用纯芝麻酱，贵就贵一点。",
            "这个一定要守住。我提个建议：在预订页面上醒目地写一句“本店芝麻酱为纯芝麻酱，不含花生”，再加一个忌口的备注栏，"
            "过敏的客人下单的时候能看到，也能告诉你们。",
        ),
        turn(
            "这个好，你跟雯雯那个页面上加上。",
            ("我把提示语和忌口备注加到预订页上。", [
                call("edit", "ok", path="/srv/laozhou-h5/pages/order.html",
                     old="<div class=\"menu-title\">明日早餐预订</div>",
                     new="<div class=\"menu-title\">明日早餐预订</div>\n"
                         "<p class=\"notice\">本店芝麻酱为纯芝麻酱，不含花生</p>\n"
                         "<textarea name=\"jikou\" placeholder=\"忌口/过敏请写在这里\"></textarea>"),
            ]),
            "加好了，页面最上面有提示，下单时可以填忌口。",
        ),
    )
    r2 = (
        turn(
            "雯雯还搞了个短信，预订的人面好了，就发个短信喊他们下楼来拿。这两天一条都发不出去，客人都说冇收到。"
            "她说配置在 " + f("path", "/srv/laozhou-h5/config/sms.json") + "，服务器是腾讯云上的那台，编号 "
            + f("identifier", "ins-3kq8zv1m") + "。你帮我看看是么回事。",
            ("我用配置里的账号手动发一条测试短信。", [
                call("bash",
                     "{\n"
                     "    \"SendStatusSet\": [\n"
                     "        {\n"
                     "            \"SerialNo\": \"\",\n"
                     "            \"PhoneNumber\": \"+8613871234567\",\n"
                     "            \"Fee\": 0,\n"
                     "            \"SessionContext\": \"\",\n"
                     "            " + f("failure", "\"Code\": \"FailedOperation.SignatureIncorrectOrUnapproved\"") + ",\n"
                     "            \"Message\": \"signature format is error or signature is not approved\",\n"
                     "            \"IsoCode\": \"CN\"\n"
                     "        }\n"
                     "    ],\n"
                     "    \"RequestId\": \"6f2d1c9a-3b7e-4e55-9a08-1d2c4b7f0e61\"\n"
                     "}",
                     error=True,
                     command=f("command", "tccli sms SendSms --cli-unfold-argument --SmsSdkAppId 1400881234 "
                                          "--SignName 老周热干面 --TemplateId 2031547 "
                                          "--PhoneNumberSet +8613871234567 --TemplateParamSet A032")),
            ]),
            "腾讯云那边直接拒了：短信签名“老周热干面”没有审核通过。国内发短信，签名要用营业执照去报备审核，审过了才能发。"
            "要在腾讯云的短信控制台重新提交签名，附上营业执照。",
        ),
        turn(
            "营业执照啊，这就扯到一起去了。街道办今年搞“过早示范街”，不让我们在马路边上摆了，把我们几家都迁到巷子里的门面里头，"
            "执照上的地址就要改。我上礼拜去市场监管所交了材料，人家说新执照要半个月才下得来。老执照的代码是 "
            + f("identifier", "92420106MA4K7XQ35D") + "，地址是老地址，雯雯说拿老的去报签名肯定过不了。那就等新执照吧，"
            "这几天我在群里喊一嗓子算了。",
            "好，短信签名等新执照下来再提交，这段时间面好了就在接龙群里喊。",
        ),
        turn(
            "生意是还可以，就是过了九点就冇得人了，面剩下来也是浪费。",
            "九点以后可以考虑" + f("rejected", "上美团外卖") + "，附近写字楼晚起的人多，外卖能把上午的生意拉长一点，剩面也消化得掉。",
        ),
        turn(
            "这个我要跟桂芳商量下，她管钱。你先莫搞。",
            "好，先不动，等你跟桂芳商量了再说。",
        ),
        turn(
            "还有，桂芳她老弟，在汉正街做批发的，他那个人点子多。他跟桂芳说，让我们" + f("rejected", "做真空包装的热干面礼盒在直播间卖")
            + "，说外地人都想吃武汉的热干面，一盒卖三四十都有人买。桂芳昨天晚上跟我说了半天。",
            "你怎么看？",
        ),
        turn(
            "做预包装的东西要办食品生产许可证，就是那个SC，要有正规的车间，要检测，我们一个小门面，哪里办得下来。办不下来就是违法卖，"
            "被查到要罚死。",
            "明白，那礼盒就不做了。",
        ),
    )
    r3 = (
        turn(
            "上美团的事，我跟桂芳说了。她说不上，一单平台要抽差不多两成，七块钱的面还赚么斯？再说早上那一阵骑手往门口一站，"
            "排队的客人都冇得地方站。你帮我想一句话，回那个美团的业务员，他天天给我打电话。",
            "可以这样回：“谢谢你们一直关照，我们店小，早上忙不过来，外卖暂时不做了。以后要是做，我再联系你。”",
        ),
        turn(
            "行，就这么回。还有，社区的网格员小刘刚在微信上跟我说，我前两天跟街道办提的" + f("rejected", "门面外头人行道上摆四张小桌子")
            + "，街道办城管那边开会说了，不批，说这就是占道经营，示范街哪一家都不准摆，摆了就要罚。唉，门面里头只放得下两张桌子。",
            "那只能按街道办的来。门面里两张桌子，客人多的时候可以多准备打包盒，让赶时间的带走吃。",
        ),
        turn(
            "嗯，打包盒我多进一些。你帮我" + f("pending", "把上个月接龙的订单按写字楼统计一下")
            + "，我想看哪栋楼的人订得最多，到时候请他们群主吃碗面。",
            "好，接龙记录里大多写了楼名，我从老版本的记录里按写字楼归一下，数出来给你。手头的短信和新版本的事先记着，这个排在后面做。",
        ),
        turn(
            "还有个事我心里一直冇底：" + f("pending", "门面明年房东还续不续租")
            + "？合同就签了一年。房东是个老爹爹，他说他儿子在加拿大，门面要卖还是要租，要等他儿子过年回来定。问了两回了，都是这句话。",
            "这个现在谁也说不准，只能等房东过年跟他儿子商量。我先记着这个问题，有了准话再帮你算后面的账。",
        ),
    )
    later = (
        (5, (
            turn(
                "快过年了，我们年三十到初六歇业，初七开门。你帮我写个通知，" + f("pending", "腊月二十八之前把春节歇业的通知发到接龙群里")
                + "，几个群都要发，莫漏了。",
                "好，我先写好通知给你过目，腊月二十八之前发到每个接龙群。",
            ),
        )),
        (10, (
            turn(
                "上次说的那个，哪栋写字楼订得最多，你数出来冇？我想年后请群主吃面，这个事莫忘了。",
                "还没数完，这件事还挂着：把上个月接龙的订单按写字楼统计一下。有些接龙只写了公司没写楼名，我在一个个对，对完就给你。",
            ),
        )),
    )
    return Scripted(
        name="fresh41-reganmian", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh41=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- zaozhi
def _zaozhi() -> Scripted:
    f = Builder()
    vp_tail = (
        "\n  vitepress v1.5.0\n\n"
        "✓ building client + server bundles...\n"
        "- rendering pages...\n"
        + f("failure", "(!) Found dead link /baoxian/toubao-xuzhi in file baoming/index.md")
        + "\n✖ rendering pages...\n"
        "build error:\n"
        "Error: [vitepress] 1 dead link(s) found.\n"
        "    at Object.buildEnd (file:///home/yang/yanxue-shouce/node_modules/vitepress/dist/node/serve-BOFPh0xN.js:37951:17)\n"
        "    at async Promise.all (index 0)\n"
        "    at async PluginDriver.hookParallel (file:///home/yang/yanxue-shouce/node_modules/rollup/dist/es/shared/node-entry.js:20808:9)"
    )
    r1 = (
        turn(
            "你好，我是丹寨做构皮纸的杨秀梅，寨子里都喊我杨姐。我们寨子在县城往南边走二十多公里，一家一户都会做纸，"
            "我开了个纸坊，接学校的研学团，也在抖音上卖纸。昨天长沙一个学校的老师打电话给我，说我们的网站打不开，"
            "她要给家长发链接都发不出去。网站是我侄儿阿宝搞的，他在贵阳读大学，学电脑的，他说网页放在 "
            + f("path", "/srv/goupizhi/site") + "，他这几天考试，喊我找你帮忙看一哈。",
            ("我先看服务器上的网页在不在，再查一下域名解析。", [
                call("bash", "about.html\nassets\nindex.html\nyanxue.html\nzhipin.html",
                     command="ls /srv/goupizhi/site"),
                call("bash",
                     "Server:\t\t127.0.0.53\nAddress:\t127.0.0.53#53\n\n"
                     "** server can't find www.goupizhi.cn: NXDOMAIN",
                     error=True, command="nslookup www.goupizhi.cn"),
                call("bash",
                     "Domain Name: goupizhi.cn\n"
                     "ROID: 20210315s10001s36629481-cn\n"
                     + f("failure", "Domain Status: serverHold") + "\n"
                     "Domain Status: clientTransferProhibited\n"
                     "Registrant: 吴**\n"
                     "Registrant Contact Email: wu********@163.com\n"
                     "Sponsoring Registrar: 阿里云计算有限公司（万网）\n"
                     "Name Server: dns9.hichina.com\n"
                     "Name Server: dns10.hichina.com\n"
                     "Registration Time: 2021-03-15 10:22:31\n"
                     "Expiration Time: 2026-03-15 10:22:31\n"
                     "DNSSEC: unsigned",
                     error=True, command=f("command", "whois goupizhi.cn")),
            ]),
            "网页文件都在，服务器没问题。问题在域名：域名被注册局暂停解析了（serverHold），所以谁都查不到这个网址。"
            ".cn 的域名出现这种状态，多半是域名持有人的实名认证没通过或者资料过期了，要持有人本人登录阿里云重新上传身份证件。"
            "查出来持有人姓吴，不是你。",
        ),
        turn(
            "哦哟，对头，这个域名是县文旅公司帮我们弄的，当时他们公司的小吴用他自己的身份证注册的，说是帮忙。"
            "小吴去年调到凯里去了，电话也换了，我打过去是空号。文旅公司的人说帮我找他，找到了喊他弄。那只有等了，"
            "我先把抖音的主页发给老师们。",
            "好，域名这块等文旅公司找到小吴，由他去做实名认证。",
        ),
        turn(
            "我跟你摆一下我们纸是咋个做的。构树皮是开春以后上山去剥，剥下来晒干，要用的时候先拿河水泡两三天，泡软了上锅蒸。"
            "我们家的老规矩，" + f("constraint", "蒸构皮只用草木灰水，烧碱一点都不准用")
            + "，烧碱快是快，蒸一天就烂了，但是纸发黄、发脆，放不得几年，我们的纸是要放几十年的。蒸好了拿到河边洗，"
            "再放到石墩上用木槌捶，捶成浆，倒进水槽里，用竹帘一张一张地抄，抄起来贴到墙上晒。"
            "卖的话，" + f("number", "四尺的构皮纸一张二十五块") + "，写字画画的都喜欢。研学团是大头，"
            + f("number", "研学团一个学生收一百六十八元") + "，管一顿中饭，每个娃娃自己抄一张纸带走，还送一个小本子。",
            "明白了：蒸皮只用草木灰，四尺纸二十五块一张，研学一个学生一百六十八元。",
        ),
        turn(
            "还有个事你要晓得。上个月长沙来了一个研学团，四十几个娃娃，我老公在石墩上捶皮，一个小男娃趁老师不注意，"
            "把手伸到木槌底下去摸纸浆，我老公眼尖，木槌在半空中停住了，差一点点就砸下去了。我吓得腿都软了。"
            "后来我在石墩周围地上刷了一圈黄线，定了规矩：" + f("constraint", "捶皮的时候娃娃只能站在黄线外面看")
            + "，想试的等停了槌，大人扶着手一个一个来。",
            "这个规矩很要紧。我建议把黄线这一条写进研学的报名须知里，带队老师签字确认，出发前老师先跟娃娃讲一遍，到了现场就好管了。",
        ),
        turn(
            "要得，这个好，你帮我加进去。",
            ("我把黄线这一条加到报名须知里。", [
                call("edit", "ok", path="/srv/goupizhi/site/yanxue.html",
                     old="<h3>现场安全</h3>",
                     new="<h3>现场安全</h3>\n<p>捶皮时学生须站在黄线以外观看，停槌后在工作人员扶手下逐个体验。</p>\n"
                         "<p>带队老师出发前向学生讲解本条，并在报名表上签字确认。</p>"),
            ]),
            "加好了，带队老师签字那一栏也放上了。",
        ),
    )
    r2 = (
        turn(
            "阿宝还做了个研学手册的网页，学校老师在上面看行程、报名、看须知。东西在 " + f("path", "/home/yang/yanxue-shouce")
            + "，他说今年的价格改好了，要“重新发布”一下。你帮我弄一下嘛，顺便把黄线那条须知也抄到手册里。",
            ("我先把黄线那条抄进手册的安全须知，再在手册目录里重新生成一遍网页。", [
                call("edit", "ok", path="/home/yang/yanxue-shouce/docs/xuzhi/anquan.md",
                     old="## 现场安全",
                     new="## 现场安全\n\n- 捶皮时学生须站在黄线以外观看，停槌后在工作人员扶手下逐个体验。"),
                call("bash", long_log(44, "yanxue-vitepress", vp_tail), error=True,
                     command="cd /home/yang/yanxue-shouce && " + f("command", "npx vitepress build docs")),
            ]),
            "生成到最后报了一个错：报名页上有个链接指向“保险 / 投保须知”那一页，可是那一页还没有写，所以整个手册生成不出来。"
            "要么把那一页写出来，要么先把报名页上的这个链接拿掉。",
        ),
        turn(
            "那一页是保险公司的投保须知。我们给每个研学的娃娃都买了研学责任险，保单号是 " + f("identifier", "PDAA202452263600000317")
            + "，人保的业务员说今年的条款要等他们省公司批下来才给我们，没批之前不敢乱写。链接也不能拿掉，"
            "学校老师就是要先看保险才敢报名。那就等业务员把条款给我，手册先不发。",
            "好，手册先不发布，等人保的条款到了补上那一页再生成。",
        ),
        turn(
            "昨天有个贵阳的公司打电话给我，说是做抖音直播的，叫什么 MCN，说要跟我" + f("rejected", "签独家直播合同，抽百分之三十的佣金")
            + "，签三年，以后我的纸只能在他们的直播间卖。",
            "三年独家、三成佣金，条件很重。你可以不签独家，先跟他们小范围试一试，看效果再说。",
        ),
        turn(
            "我也是这么想的。我跟他说，独家不签，先来寨子里播一场试试，佣金百分之十五，卖得好再谈下一场。"
            "他开始还不干，磨了一会儿，说那就先播一场。",
            ("我把这场直播记到纸坊的合作表里。", [
                call("edit", "ok", path="/home/yang/yanxue-shouce/data/hezuo.csv", old="# end",
                     new="贵阳某MCN,抖音直播试播一场,不签独家,佣金15%,效果好再谈\n# end"),
            ]),
            "记上了：试播一场，不签独家，佣金百分之十五。",
        ),
        turn(
            "好。你看我们的纸都是本色的，白里带点黄，游客有时候嫌不好看。",
            "可以考虑" + f("rejected", "用颜料染成彩色纸卖给游客") + "，红的绿的，做成小礼品，小娃娃和游客可能更喜欢。",
        ),
        turn(
            "不要。",
            "好，纸就做本色的。",
        ),
    )
    r3 = (
        turn(
            "村支书刚给我打电话。我前些天跟村委会提的" + f("rejected", "在寨子口立一块大广告牌")
            + "，他们开会商量了，说我们寨子是传统村落，上面有规定，寨子口不准立大牌子，破坏风貌，大家投票没通过。"
            "他说可以在县里的旅游地图上把我们纸坊标出来。",
            "那就按村委会说的来。旅游地图上标出来也好，我可以帮你写一段纸坊的介绍给县里。",
        ),
        turn(
            "要得，介绍你先写着。还有，你帮我" + f("pending", "把今年来过的研学团按学校列个表")
            + "，带了好多学生、收了好多钱，年底文旅局要我报数。",
            "好，我从报名记录和收款记录里对，按学校列出来。手头的域名和手册的事先挂着，这个我排在后面做。",
        ),
        turn(
            "还有个事，我是州级的非遗传承人，每年有一点补贴，买构皮、修水槽全靠它。今年听说要调整，"
            + f("pending", "州里的非遗补贴明年还发不发") + "？我去文化馆问，他们说上面还没下文件，他们也不晓得。"
            "我们纸坊在州里挂的研学基地编号是 " + f("identifier", "QDN-YXJD-2024-07") + "，他们说有消息会按这个编号通知。",
            "这个现在谁也答不了，只能等州里的文件。我先记着这个问题，文件一下来再帮你看要准备哪些材料。",
        ),
    )
    later = (
        (5, (
            turn(
                "长沙那个学校的刘老师说，开春想带两个班来。" + f("pending", "三月底之前把春季研学的报价单发给长沙的刘老师")
                + "，要分半天和一天两种，一天的要含中饭。",
                "好，半天和一天两种，一天的含中饭，三月底之前做好发给刘老师。",
            ),
        )),
        (10, (
            turn(
                "年底了，文旅局又来催我报数了，上回说的研学团的表，你弄好没得？",
                "还没弄完，还在我这儿挂着：按学校把今年来过的研学团列表，学生人数和收款都要对上。有两个学校是分两次付的钱，我在核对，弄好就给你。",
            ),
        )),
    )
    return Scripted(
        name="fresh41-zaozhi", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh41=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- xuediao
def _xuediao() -> Scripted:
    f = Builder()
    blender_tail = (
        "Blender 4.2.3 LTS (hash 2a5d1ad0f2ab built 2024-10-15 00:47:44)\n"
        "Read blend: \"/home/sun/xuediao/2026-tianma.blend\"\n"
        "Fra:1 Mem:412.36M (Peak 415.02M) | Time:00:01.12 | Mem:0.00M, Peak:0.00M | Scene, ViewLayer | Synchronizing object | 天马主体\n"
        "Fra:1 Mem:1206.80M (Peak 1211.47M) | Time:00:18.53 | Mem:0.00M, Peak:0.00M | Scene, ViewLayer | Initializing\n"
        "Fra:1 Mem:1206.80M (Peak 1211.47M) | Time:00:19.02 | Mem:0.00M, Peak:0.00M | Scene, ViewLayer | Loading render kernels (may take a few minutes the first time)\n"
        "Fra:1 Mem:1874.21M (Peak 1880.65M) | Time:00:41.08 | Mem:3810.44M, Peak:3810.44M | Scene, ViewLayer | Updating Geometry BVH 天马主体 1/1 | Building BVH\n"
        "Fra:1 Mem:1874.21M (Peak 1880.65M) | Time:00:43.77 | Mem:3810.44M, Peak:3810.44M | Scene, ViewLayer | Updating Images | Loading xuepi_displace_8k.exr\n"
        "Fra:1 Mem:1874.21M (Peak 1880.65M) | Time:00:47.12 | Mem:3998.01M, Peak:3998.01M | Scene, ViewLayer | Out of memory in cuMemAlloc(&device_pointer, size)\n"
        + f("failure", "Error: System is out of GPU memory")
        + "\n\nBlender quit"
    )
    r1 = (
        turn(
            "你好啊老弟，我姓孙，在雪乡这疙瘩刻雪雕的，叫大军雪雕，干了十来年了。我儿子小北在电脑上画效果图，"
            "景区明年春节要在入口立一座“天马”，马年嘛。小北把图做好了，文件在 " + f("path", "/home/sun/xuediao/2026-tianma.blend")
            + "，让我渲一张大图明天拿给管委会看。他今天跟人上山拍雪去了，电话打不通，你帮我整一下呗。",
            ("我按小北的设置在命令行里渲第一帧。", [
                call("bash", long_log(50, "tianma-blender", blender_tail), error=True,
                     command="cd /home/sun/xuediao && "
                     + f("command", "blender -b 2026-tianma.blend -E CYCLES -o //render/tianma_#### -f 1")),
            ]),
            "渲到一半显卡内存不够了。这台电脑的显卡只有 4G 显存，小北这个文件里用了一张 8K 的雪面贴图，还开了很细的置换，"
            "显存装不下。办法有两个：把贴图和细分降一档，或者改用 CPU 渲，CPU 渲这么大的图估计得十几个钟头。",
        ),
        turn(
            "小北刚才回了个信儿，说千万别动他的设置，降了就不好看了，管委会那帮人眼毒着呢。他表哥在牡丹江市里开网吧，"
            "那边显卡好，他礼拜六拷过去渲。那明天我就先拿手画的稿子去，反正管委会也得开两回会。",
            "好，效果图不动设置，等礼拜六小北去表哥的网吧渲。",
        ),
        turn(
            "那我给你唠唠我们这活儿是咋干的。一进腊月，天天零下三十来度，早上五点多就得上雪场。先拿木板子钉模子，"
            "往里装雪，一层一层踩、拿夯砸，" + f("number", "雪坯得压到每立方米五百公斤以上")
            + "，压不实的一刻就掉渣。压完了不能着急，" + f("constraint", "雪坯压实以后至少冻两宿才能下刀")
            + "，冻透了才硬实，急着刻，刻到一半整块塌了，前功尽弃。刻的时候先拿铁锹打大形，再上平铲、三角刀抠细节，"
            "最后拿喷壶喷点水，冻上一层亮壳。价钱嘛，看大小，" + f("number", "两米高的雪雕一座一万二千块")
            + "，大的按方算。一冬天能接二三十个活儿，景区的、民宿的、婚庆的都有。",
            "明白了：雪坯压到五百公斤一方以上，压完冻两宿再刻，两米的一万二。",
        ),
        turn(
            "还有个事儿得跟你说。前年龙年，我们在景区刻了一座大龙，一个南方来的游客，非得爬上去骑在龙脖子上拍照，"
            "一块龙角让他给踩活了，掉下来砸他肩膀上，好悬没砸脑袋。后来赔了人家医药费，景区也挨了批评。"
            "从那以后我就定了死规矩：" + f("constraint", "每座雪雕四周两米都得拉上警戒绳") + "，谁也不许往里进，拍照站绳外头拍。",
            "这个规矩对。我有个建议：在警戒绳的立杆上挂个牌子，印个二维码，游客扫了能看这座雪雕从压坯到刻完的延时视频，"
            "游客有的看，就不那么想往里钻了，也能给你们做做宣传。",
        ),
        turn(
            "这招儿好，整吧。",
            ("我先把牌子的样稿做出来。", [
                call("edit", "ok", path="/home/sun/xuediao/paizi/jingjie.svg",
                     old="<text id=\"title\">请勿翻越</text>",
                     new="<text id=\"title\">请勿翻越</text>\n  <text id=\"sub\">扫码看这座雪雕是怎么刻出来的</text>\n"
                         "  <image id=\"qr\" href=\"qr_yanshi.png\" width=\"120\" height=\"120\" />"),
            ]),
            "样稿做好了，二维码先占着位置，延时视频传好了再换成真的。",
        ),
    )
    r2 = (
        turn(
            "说到延时视频，院子里那个拍延时的摄像头，是小北整的树莓派，拍的照片存在屋里电脑的 " + f("path", "/mnt/yanshi/2025-12")
            + " 里头。这两天一张新的都没有，你给瞅瞅。",
            ("我先看最新一张是什么时候的，再看看摄像头连不连得上。", [
                call("bash",
                     "total 1843220\n"
                     "-rw-r--r-- 1 sun sun 2104837 Dec  6 16:40 IMG_20251206_164000.jpg\n"
                     "-rw-r--r-- 1 sun sun 2098112 Dec  6 16:30 IMG_20251206_163000.jpg\n"
                     "-rw-r--r-- 1 sun sun 2110460 Dec  6 16:20 IMG_20251206_162000.jpg",
                     command="ls -lt /mnt/yanshi/2025-12 | head -n 4"),
                call("bash",
                     "PING 192.168.50.2 (192.168.50.2) 56(84) bytes of data.\n"
                     "From 192.168.50.1 icmp_seq=1 Destination Host Unreachable\n"
                     "From 192.168.50.1 icmp_seq=2 Destination Host Unreachable\n"
                     "From 192.168.50.1 icmp_seq=3 Destination Host Unreachable\n\n"
                     "--- 192.168.50.2 ping statistics ---\n"
                     "3 packets transmitted, 0 received, +3 errors, 100% packet loss, time 2031ms",
                     error=True, command="ping -c 3 192.168.50.2"),
                call("bash",
                     "Settings for enp3s0:\n"
                     "\tSupported ports: [ TP\t MII ]\n"
                     "\tSupported link modes:   10baseT/Half 10baseT/Full\n"
                     "\t                        100baseT/Half 100baseT/Full\n"
                     "\t                        1000baseT/Full\n"
                     "\tSupports auto-negotiation: Yes\n"
                     "\tAdvertised link modes:  10baseT/Half 10baseT/Full\n"
                     "\t                        100baseT/Half 100baseT/Full\n"
                     "\t                        1000baseT/Full\n"
                     "\tAdvertised auto-negotiation: Yes\n"
                     "\tSpeed: Unknown!\n"
                     "\tDuplex: Unknown! (255)\n"
                     "\tAuto-negotiation: on\n"
                     "\tPort: Twisted Pair\n"
                     "\tPHYAD: 0\n"
                     "\tTransceiver: external\n"
                     "\tMDI-X: Unknown\n"
                     "\tSupports Wake-on: pumbg\n"
                     "\tWake-on: d\n"
                     "\t" + f("failure", "Link detected: no"),
                     error=True, command=f("command", "ethtool enp3s0")),
            ]),
            "最后一张是 12 月 6 号下午四点四十的，之后就断了。电脑接摄像头的那个网口根本没有连接信号，不是软件的事，"
            "是网线这一路物理上断了：要么线断了，要么水晶头冻坏了，树莓派是靠这根线供电的，线一断它也就没电了。",
        ),
        turn(
            "哎呀妈呀，那根线是从屋里沿着院子埋到杆子底下的，6 号那天夜里零下三十八度，八成是冻裂了。"
            "关键是，线上头现在立着一座给“雪乡人家”民宿刻的大雪雕，三米多高，没法挖，得等开春化了。拉根新线又得从雪雕底下过，"
            "也整不了。那延时先不拍了，反正那座活儿拍得差不多了。",
            "好，摄像头等开春雪雕化了再挖线修。",
        ),
        turn(
            "今天牡丹江市里一个婚庆公司给我打电话，说正月里有对新人在雪乡办婚礼，想让我" + f("rejected", "在雪雕肚子里埋一圈彩色LED灯带")
            + "，晚上一亮，五颜六色的。",
            "晚上确实好看。你打算接吗？",
        ),
        turn(
            "灯带一宿宿亮着，那玩意儿发热，雪从里头往外化，化空了外头看不出来，人一靠就塌。我们这行谁埋灯谁倒霉。",
            "明白，那灯就不往雪里埋，需要的话可以在外面地上打几盏射灯。",
        ),
        turn(
            "还有，民宿的老韩，就是“雪乡人家”那个，又找我，想让我给他" + f("rejected", "做一座四米高的雪城堡，过了年再结账")
            + "，说今年客人少，手头紧。",
            "四米的城堡工程量大，钱还要拖到年后，风险不小。你想怎么回他？",
        ),
        turn(
            "老熟人了，也不好硬驳。我跟他说，四米的整不了，给他刻个两米的，先交一半定金，刻完再给那一半。"
            "他寻思了一会儿，说行，就这么整。我们跟景区签的合同是 " + f("identifier", "SXJQ-HT-2025-0386")
            + "，景区那座天马是大头，老韩这个小的正好穿插着干。",
            ("我把老韩这单记到接活儿的表里。", [
                call("edit", "ok", path="/home/sun/xuediao/jiehuo.csv", old="# end",
                     new="雪乡人家 老韩,雪城堡,两米,先付一半定金,完工付清\n# end"),
            ]),
            "记上了：两米城堡，一半定金，完工结清。",
        ),
    )
    r3 = (
        turn(
            "景区办公室的小王刚给我发微信。我上礼拜跟管委会提的" + f("rejected", "在景区主道边上开个游客自己动手刻雪的体验区")
            + "，他们开会研究了，说主道过年那阵人挤人，再摆个摊子容易出事，而且景区里经营项目得统一招标，没通过。唉。",
            "那就按管委会的意思。体验的事以后可以在你自己院子里小范围搞，不占景区的道。",
        ),
        turn(
            "再说吧。你帮我" + f("pending", "把这一冬接的活儿按客户列出来，标上谁还欠着尾款")
            + "，有几家去年的钱到现在还没给利索，我心里没数。",
            "好，我从接活儿的表和收款记录里对，按客户列，欠尾款的标出来。摄像头和效果图的事先记着，这个排在后面做。",
        ),
        turn(
            "还有，小北想让我把无人机拍的雪雕视频也用上，无人机的实名登记号是 " + f("identifier", "UAS028716435")
            + "，景区让报备用的。再就是，" + f("pending", "明年景区的雪雕大赛还办不办")
            + "？管委会新换了个主任，我问小王，他说新主任还没表态，谁也不知道。要办的话我得早点备人。",
            "登记号记下了。大赛的事只能等新主任拍板，我先记着这个问题，有信儿了再帮你排人手。",
        ),
    )
    later = (
        (5, (
            turn(
                "老韩那边催了，要看合同才给定金。" + f("pending", "十二月二十号之前把老韩那单的合同拟出来")
                + "，写清楚两米、一半定金、完工结清，还有化了塌了不算我们的。",
                "好，二十号之前拟好给你过目：两米高、一半定金、完工结清，自然融化造成的损坏另外写明。",
            ),
        )),
        (10, (
            turn(
                "快过年了，我得挨家要账。上回让你列的，谁欠着尾款那个，整出来没？",
                "还没整完，这个还挂着：把这一冬接的活儿按客户列出来，欠尾款的标上。有两家是现金给的，本子上没记全，我对完就给你。",
            ),
        )),
    )
    return Scripted(
        name="fresh41-xuediao", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh41=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- baici
def _baici() -> Scripted:
    f = Builder()
    nuxi_tail = (
        "Nuxt 3.13.2 with Nitro 2.9.7\n"
        "ℹ Building client...\n"
        "✔ Client built in 8123ms\n"
        "ℹ Building server...\n"
        "✔ Server built in 2561ms\n"
        "✔ Generated public .output/public\n"
        "ℹ Initializing prerenderer\n"
        "ℹ Prerendering 38 routes\n"
        "  ├─ /products (51ms)\n"
        "  ├─ /products/yangzhibai-gaiwan (42ms)\n"
        "  " + f("failure", "├─ /products/milefo-15cm (38ms) (Error: [500] Cannot read properties of undefined (reading 'usd'))")
        + "\n  │ └── Linked from /products\n"
        "  ├─ /about (12ms)\n"
        "✔ Prerendered 37 routes in 4.12 seconds\n"
        "\n ERROR  Exiting due to prerender errors.\n"
        "\n    at prerender (node_modules/nitropack/dist/chunks/prerender.mjs:214:11)\n"
        "    at async node_modules/nuxt/dist/index.mjs:3655:7"
    )
    r1 = (
        turn(
            "你好，我是德化玉瓷坊的林姐，我们在淘宝和抖音上卖德化白瓷，仓库在浔中。我们新买了一台汉印的打单机，打快递面单用的，"
            "店里的运营小郑说要在仓库那台电脑上“装驱动”，他装了半天没装好，今天又请假去福州考驾照了。你帮我看看啦，"
            "不然今天的单子打不出来。",
            ("我先看下小郑放驱动的文件夹，再把打印机加到系统里。", [
                call("bash",
                     "lpadmin: Printer drivers are deprecated and will stop working in a future version of CUPS.\n"
                     + f("failure", "lpadmin: Unable to open PPD file \"/home/lin/drivers/HPRT_N41.ppd\" - No such file or directory"),
                     error=True,
                     command=f("command", "lpadmin -p HPRT_N41 -E -v usb://HPRT/N41?serial=N41A2305117 -P /home/lin/drivers/HPRT_N41.ppd")),
                call("bash", "HPRT_N41_Driver_V2.3.7_Setup.exe\n说明书.pdf", command="ls /home/lin/drivers"),
            ]),
            "打印机没加上：这台电脑是 Linux 系统，要一个叫 PPD 的 Linux 驱动文件，可是驱动文件夹里只有一个 Windows 的安装程序（.exe）"
            "和一份说明书，没有 Linux 的驱动。得找汉印要 Linux 版的驱动。",
        ),
        turn(
            "我刚打了汉印的客服，客服说 Linux 的驱动不在网上放，要找我们这边的区域代理发，代理礼拜一才上班。"
            "那今天还是用那台旧的快麦机打，慢一点就慢一点。",
            "好，新打单机等礼拜一代理发来 Linux 驱动再装。",
        ),
        turn(
            "我跟你讲讲我们这边怎么做的。我老公阿财跟他爸在山上开个小窑，烧白瓷，我跟小郑管网店和发货。"
            "白瓷这个东西，看着好好的，有时候放几天才冒出一条细细的冲线，客人收到就说是裂的。所以我们的规矩是"
            + f("constraint", "出窑的货要放满三天才能上架") + "，三天里每天对着灯照一遍，有冲线的挑出来当次品卖。"
            "卖得最好的是" + f("number", "羊脂白盖碗一套三百六十八元") + "，茶友很喜欢。大件的，像三十公分以上的佛像，"
            "要打木架走德邦，" + f("number", "打一个木架收四十五块") + "，德邦的月结账号是 " + f("identifier", "5820137741")
            + "，小件的走顺丰。每天下午四点前打包完，快递五点来收。",
            "明白了：出窑放满三天再上架，盖碗三百六十八一套，大件打木架走德邦。",
        ),
        turn(
            "还有，上个月我们吃了个哑巴亏。一个客人买了一尊达摩，收到说碎了，拍了张照片申请仅退款。我们没有打包的证据，"
            "平台判我们全额退款，一千多块钱就这么没了，货也没拿回来。阿财气得两天没讲话。所以现在定下来："
            + f("constraint", "每件货封箱之前都要拍视频留底") + "，从包泡沫到封胶带，一镜到底，不能剪。视频存在 "
            + f("path", "~/Videos/打包留底") + " 里面。",
            "这个很有用。我再提个建议：每段视频按订单号命名，再把视频编号写进订单备注里，以后有纠纷，客服在后台一搜订单就能找到对应的视频。",
        ),
        turn(
            "好啊，这个好，省得到时候翻半天。",
            ("我写个小脚本，把视频按订单号改名，再把编号写进订单备注。", [
                call("edit", "ok", path="/home/lin/tools/video_rename.py",
                     old="# TODO: rename",
                     new="for clip in sorted(VIDEO_DIR.glob('*.mp4')):\n"
                         "    order_no = read_order_no(clip)\n"
                         "    clip.rename(clip.with_name(f'{order_no}.mp4'))\n"
                         "    set_order_note(order_no, f'打包视频:{order_no}')"),
            ]),
            "脚本写好了，每天打包完跑一次就行。",
        ),
    )
    r2 = (
        turn(
            "小郑还给我们做了个英文的小网站，给国外的客人看的，有新款就要“重新生成”一下才会显示。东西在 "
            + f("path", "/home/lin/yuci-site") + "，这次主要是上那套盖碗的英文页，编号 " + f("identifier", "YZB-GW-150")
            + "，还有一尊十五公分的新弥勒。他写了张纸条说用一个 nuxi 的命令。",
            ("我在网站目录里重新生成静态页面。", [
                call("bash", long_log(47, "yuci-nuxi", nuxi_tail), error=True,
                     command="cd /home/lin/yuci-site && " + f("command", "npx nuxi generate")),
            ]),
            "盖碗那页生成好了，卡在新弥勒那一页：商品资料里这尊弥勒没有美元价格，页面读价格的时候读不到，整个生成就停了。"
            "把美元价格填进商品资料里就能过。",
        ),
        turn(
            "美元的价格是厦门做外贸的 Amy 帮我们定的，要算运费、关税，她说要等新一批的国际运费报价出来才能定，"
            "我自己不敢乱填，填低了要亏的。那就等 Amy 给价格，网站先不更新。",
            "好，英文网站等 Amy 定了弥勒的美元价再生成。",
        ),
        turn(
            "最近退货有点多，小郑说好多店都开了那个什么，帮我们想想办法啦。",
            "可以考虑" + f("rejected", "开通先用后付") + "，客人收到货再付钱，下单的犹豫少一些，转化率一般会高一点。",
        ),
        turn(
            "这个我要问一下阿财跟小郑，等小郑考完驾照回来再说。",
            "好，先不开，等你们商量了再定。",
        ),
        turn(
            "今天还收到一封邮件，是英文的，Amy 帮我翻了。一个德国的客人，说很喜欢我们的瓷，要" + f("rejected", "整个欧洲只让他一家独家代理")
            + "，以后欧洲的客人都要通过他来买。",
            "你想怎么回他？",
        ),
        turn(
            "不可能。让 Amy 回他，想买可以，按批发价拿货，独家不谈。",
            "好，那就按批发价跟他谈，不给独家。",
        ),
    )
    r3 = (
        turn(
            "先用后付的事，我们三个商量了。小郑说他之前待的那家店开了先用后付，退货率翻了一倍，瓷器这种东西，来回一折腾就碎了。"
            "不开了。",
            "明白，那就不开，退货的事从包装和描述上想办法，详情页多放几张实拍的细节图。",
        ),
        turn(
            "还有，我们仓库是在一个小园区里，纸箱堆得没地方放。我在园区业主群里问" + f("rejected", "在仓库门口空地上搭个彩钢棚放纸箱")
            + "，物业的人刚在群里回了，说那块空地是消防通道，不能搭任何东西，消防检查过不了，整个园区都要挨罚。没办法了。",
            "那只能在仓库里面想办法，可以上几排货架往高处放，纸箱拆开压平了存。",
        ),
        turn(
            "嗯，货架我让阿财去买。你帮我" + f("pending", "把上个季度因为破损退款的单子拉出来，按快递公司分一下")
            + "，我想看看到底是哪家快递摔得多。",
            "好，我从店铺后台的退款记录里筛“破损”原因的，按快递公司分好给你。打单机和英文网站的事先记着，这个排在后面做。",
        ),
        turn(
            "还有一个我心里一直悬着：" + f("pending", "明年顺丰的协议价还能不能续") + "？现在这个价是去年谈下来的，年底到期。"
            "我问了顺丰的业务员，他说总部年底才出新政策，他也不知道。要是涨价，小件的运费就压不住了。",
            "这个现在只能等顺丰总部的政策。我先记着这个问题，等新价出来帮你算一下跟别家比哪个划算。",
        ),
    )
    later = (
        (5, (
            turn(
                "双十一快到了，今年我们要做满三百减三十。" + f("pending", "十月二十号之前把双十一的满减海报做好")
                + "，主图用羊脂白那套盖碗，小郑说他那边先把尺寸发你。",
                "好，等小郑发了尺寸就做，主图用羊脂白盖碗，十月二十号之前交。",
            ),
        )),
        (10, (
            turn(
                "破损退款那个，按快递分的，你拉出来没有？我下礼拜要跟快递的人谈赔偿。",
                "还没拉完，这件还挂着：上个季度破损退款的单子按快递公司分。有十几单退款原因写的是“其他”，我在一单单看聊天记录，看完就给你。",
            ),
        )),
    )
    return Scripted(
        name="fresh41-baici", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh41=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_reganmian(), _zaozhi(), _xuediao(), _baici())
