"""Sixteenth fresh held-out set (Chinese): written blind, against the rules as they stand at its first run,
by someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets, the fifteenth set beyond the first lines of one file for its format, or
the benchmark's report); committed before its first run and not to be edited after it.
``heldout_fresh16.py`` holds the English half.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped with
``grep -l``: 景德镇手工瓷作坊, 和田玉籽料店, 川剧脸谱画室, 天津彩塑泥人工作室). Proposals come from a son, a
Yiwu wholesaler (through the son on WeChat), the assistant, a jade market's consignment counter (through
the owner's wife on the phone), the wife, a niece, a tourism company (through the niece), an apprentice, a
cultural-products company (by letter, read out by a wife, answered after a senior apprentice-brother was
asked) and the assistant again. They are turned down by a question back, a round later after the sums,
politely with a smaller ask instead, bluntly, by a reason alone, in two steps ("after New Year" and then
dropped), by "a mask is not a toy", by a counter-offer the company took, by saying what they'll do
instead, by the reason alone, through the senior brother, and politely with something simpler. Some
proposals are accepted and are not facts. Failures are multi-line blocks from pg_dump (a version
mismatch above its detail line), wrangler (an authentication error inside a Cloudflare API failure),
OpenCV (an assertion at the bottom of a Python traceback), ``openssl s_client`` (a verify error among
the handshake lines), Pillow (an OSError under ``ImageFont.truetype``), git (a rejected push above its
hints), Klipper (a heater check inside a shutdown message) and openpyxl (a BadZipFile at the bottom of a
traceback). Open items: asks acknowledged and repeated later, questions nobody answers, other people's
asks with deadlines, some planted in ``later`` rounds. Routine work (``routine_zh``) is this file's own, a
small NestJS backend the four share; it has turns that look like facts and are not planted: a request done
at once, an ESLint error fixed and rerun clean, an offer of a test taken up, a request put off and
reported done a round later, a failing Jest test fixed at once, a flaky e2e test that passes on rerun.

Descriptions:
- porcelain: 周师傅 runs a family porcelain workshop in 景德镇; his son 小周 runs the online shop, 林姐
  paints 青花. Firing records and orders are in PostgreSQL on a cloud server; the product catalogue is a
  static site deployed to Cloudflare Pages with wrangler. Rules: said while explaining the catalogue,
  wood-kiln pieces and gas-kiln pieces are never sold mixed together; as a complaint about a listing,
  decal pieces may never be written up as hand-painted. 小周 wants to livestream sales every night:
  answered with a question back (who'll throw the pots). A Yiwu wholesaler, through 小周, wants 5,000
  cups with their own logo: 周师傅 does the sums and says no a round later. The assistant suggests 3D
  scans of every piece: politely no, two photos instead (front and the mark on the base). 林姐's idea of
  a firing number on each label is accepted (not a fact). Numbers: fired to 1320℃; a firing takes 18
  hours. Identifier: the Pages project name. Failures: pg_dump is older than the server, left for 小周's
  classmate who set it up; wrangler's API token is refused, left because 小周 is at the porcelain fair.
  Left to do: 林姐's painter names on product pages (acknowledged, asked again later); an unanswered
  question (do orders to Japan need a lead and cadmium test); later, the fair's exhibit list by 8 October.
- jade: 马老板 sells 和田玉 pebbles and carvings; his wife 王姐 keeps the books, 小韩 carves. A Python
  OpenCV script crops the light-box photos and measures each piece; the shop's site runs on their own
  certificate. Rules: as the rule the shop is known for, nothing goes on sale without a national
  inspection certificate; as a complaint about a photo, no filters or colour grading on jade photos,
  plain white-background cut-outs excepted. The jade market's consignment counter, through 王姐, wants
  pieces on their counter at a commission: no, bluntly. The assistant suggests a model to price pieces
  automatically: turned down by the reason alone. 王姐 wants a Douyin shop: "after New Year", then
  dropped a round later. The assistant's idea of a scale ruler in every photo is taken (not a fact).
  Numbers: density 2.95 g/cm³; 800 元 a gram for the best pebbles. Identifier: a certificate number.
  Failures: OpenCV gets an empty image (HEIC from the new phone), left until 小韩 switches the phone back
  to JPG; the site's certificate has expired, left for the cousin whose Aliyun account it is. Left to do:
  王姐's provenance note for every piece (acknowledged, asked again); an unanswered question (do parcels to
  Hong Kong need a customs declaration); later, the antiques market's fire-inspection papers by Friday.
- opera masks: 陈老师, a retired Sichuan-opera actor, paints 脸谱 and teaches students; his niece 小雨 keeps
  the course site in a GitHub repo and a Pillow script makes the WeChat posters. Rules: inside a long
  explanation of the colours, masks that break the set patterns are not sold; as a complaint about a
  student filming, nothing about face-changing is ever filmed. 小雨 suggests selling masks as blind
  boxes: "a mask is not a toy". A tourism company, through 小雨, wants a ten-minute quick-painting stall
  at a scenic spot; 陈老师 offers a weekend talk instead and they take it. The assistant suggests
  AI-generated patterns for posters: he'll use students' real work instead. The assistant's timetable page
  is accepted (not a fact). Numbers: 120 元 a lesson; masks 24 厘米 tall. Identifier: the official
  account's original id. Failures: Pillow can't open the font (it's on 小雨's computer), left for her; a
  push is rejected because 小雨 pushed first, left because he won't pull without her. Left to do: the
  parents' completion certificates (acknowledged, asked again); an unanswered question (can mask designs
  be registered for copyright); later, a primary school's November timetable by 20 October.
- clay figures: 刘师傅 makes painted clay figures in a studio on 古文化街 with an apprentice, 小孟; his wife
  keeps the accounts. A Klipper 3D printer prints the display bases; stock is an Excel workbook read by a
  Python script with openpyxl. Rules: only mineral pigments, never acrylic; portraits need the person to
  come in, except for the departed elderly, done from photos. 小孟 suggests resin moulds for batches: turned
  down by a reason alone. A cultural-products company, by letter, wants the figures licensed for fridge
  magnets; 刘师傅 must ask his senior brother, whose no comes a round later. The assistant suggests a
  self-checkout scanner: politely no, the payment code on the counter is enough. 小孟's idea of numbering
  the bases is accepted (not a fact). Numbers: figures dry in the shade for 15 天; the bed at 60℃.
  Identifier: the printer board's serial id. Failures: Klipper shuts down because the extruder isn't
  heating at the expected rate, left until the thermistor arrives; openpyxl says the workbook is not a zip
  file (saved as .xls in WPS), left for his wife. Left to do: the wife's monthly accounts split by shop and
  online (acknowledged, asked again); an unanswered question (can they take foreign visitors' Visa cards);
  later, the street committee's Spring Festival stall sign-up by 15 December.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn

# ---------------------------------------------------------------- routine work (a small NestJS backend)

_MODS = ("orders", "products", "customers", "coupons", "shipping", "reviews", "banners", "articles")


def routine_zh(r: int) -> tuple:
    mod = _MODS[r % len(_MODS)]
    k = r % 8
    if k == 0:
        return (turn(f"先把单元测试跑一遍（第 {r} 轮）。",
                     ("", [call("bash", f"PASS src/{mod}/{mod}.service.spec.ts\nPASS src/{mod}/{mod}.controller.spec.ts\n\n"
                                        f"Test Suites: {12 + r % 5} passed, {12 + r % 5} total\nTests:       {60 + r} passed, {60 + r} total\n"
                                        f"Time:        {3 + r % 4}.21 s",
                                command="npm run test")]),
                     "全部通过。"),)
    if k == 1:
        return (turn(f"{mod} 接口的分页默认改成每页 20 条。",
                     ("", [call("edit", "ok", path=f"src/{mod}/dto/query-{mod}.dto.ts",
                                old="  limit?: number = 10;", new="  limit?: number = 20;")]),
                     "改好了，默认每页 20 条。"),)
    if k == 2:
        return (turn(f"{mod} 模块的 lint 报错了，处理一下。",
                     ("", [call("bash", f"/app/src/{mod}/{mod}.service.ts\n  14:7  error  'dayjs' is defined but never used  @typescript-eslint/no-unused-vars\n\n"
                                        "✖ 1 problem (1 error, 0 warnings)",
                                error=True, command=f"npx eslint src/{mod}")]),
                     ("是一个没用到的 import，删掉了。",
                      [call("edit", "ok", path=f"src/{mod}/{mod}.service.ts", old="import dayjs from 'dayjs';\n", new=""),
                       call("bash", "", command=f"npx eslint src/{mod}")]),
                     "lint 干净了。"),)
    if k == 3:
        return (turn(f"给 {mod} 表加一个 updatedAt 字段。",
                     ("", [call("edit", "ok", path="prisma/schema.prisma", old="  createdAt DateTime @default(now())\n",
                                new="  createdAt DateTime @default(now())\n  updatedAt DateTime @updatedAt\n"),
                           call("bash", f"Applying migration `2024{r:04d}_add_updated_at`\n\nYour database is now in sync with your schema.",
                                command=f"npx prisma migrate dev --name add_updated_at_{r}")]),
                     ("加好了，迁移也跑了。要不要补一个测试，确认更新时这个字段会变？", [])),
                turn("要，补上。",
                     ("", [call("edit", "ok", path=f"src/{mod}/{mod}.service.spec.ts", old="});\n",
                                new="  it('bumps updatedAt on update', async () => { await expectUpdatedAtBumped(service); });\n});\n"),
                           call("bash", "Tests:       1 passed, 1 total", command=f"npx jest src/{mod} -t updatedAt")]),
                     "测试加好了，通过。"))
    if k == 4:
        return (turn(f"{mod} 的测试挂了一个，看看。",
                     ("", [call("bash", f"FAIL src/{mod}/{mod}.controller.spec.ts\n  ● {mod.title()}Controller › findAll\n\n"
                                        "    expect(received).toHaveLength(expected)\n\n    Expected length: 2\n    Received length: 0\n\n"
                                        "Tests:       1 failed, 9 passed, 10 total",
                                error=True, command=f"npx jest src/{mod}")]),
                     ("测试里的 mock 还是旧的方法名 findMany，服务里已经改成 list 了。改一下 mock。",
                      [call("edit", "ok", path=f"src/{mod}/{mod}.controller.spec.ts", old="findMany: jest.fn()", new="list: jest.fn()"),
                       call("bash", "Tests:       10 passed, 10 total", command=f"npx jest src/{mod}")]),
                     "修好了，通过。"),)
    if k == 5:
        return (turn(f"按计划下一步：{mod} 接口加上按日期筛选。",
                     ("", [call("read", f"@Get()\nfindAll(@Query() q: Query{mod.title()}Dto) {{\n  return this.service.list(q);\n}}",
                                path=f"src/{mod}/{mod}.controller.ts"),
                           call("edit", "ok", path=f"src/{mod}/dto/query-{mod}.dto.ts", old="export class",
                                new="// from / to: ISO dates\nexport class")]),
                     ("加好了，跑一下测试。", [call("bash", f"Tests:       {61 + r} passed, {61 + r} total", command="npm run test")]),
                     "通过。"),)
    if k == 6:
        return (turn(f"有空的时候把 {mod} 接口的缓存时间调到 5 分钟，不急。",
                     "好，下一轮做，等这轮的筛选改动稳定了再动。"),
                turn("e2e 测试又不稳定了，再跑一次。",
                     ("", [call("bash", "FAIL test/app.e2e-spec.ts\n  ● AppController (e2e) › /health (GET)\n\n    thrown: \"Exceeded timeout of 5000 ms for a test.\"",
                                error=True, command="npm run test:e2e")]),
                     ("", [call("bash", "PASS test/app.e2e-spec.ts\nTests:       6 passed, 6 total", command="npm run test:e2e")]),
                     "重跑通过了，还是之前那个超时，不是新问题。"))
    prev = _MODS[(r - 1) % len(_MODS)]
    return (turn("上一轮还有没做完的吗？",
                 ("", [call("edit", "ok", path=f"src/{prev}/{prev}.controller.ts",
                            old="@CacheTTL(60_000)", new="@CacheTTL(300_000)")]),
                 (f"{prev} 接口的缓存上轮说好的，现在调好了，5 分钟。", [])),)


# ---------------------------------------------------------------- 景德镇瓷器


def _porcelain() -> Scripted:
    f = Builder()
    pg_fail = (
        "$ pg_dump -h 10.0.3.12 -U kiln -Fc kilnlog -f /backup/kilnlog_20240915.dump\n"
        "Password:\n"
        f"{f('failure', 'pg_dump: error: aborting because of server version mismatch')}\n"
        "pg_dump: detail: server version: 16.2; pg_dump version: 14.11 (Ubuntu 14.11-0ubuntu0.22.04.1)\n"
        "backup_kiln_db.sh: 备份失败，退出码 1"
    )
    wrangler_fail = (
        " ⛅️ wrangler 3.28.1\n"
        "-------------------\n"
        "\n"
        "✘ [ERROR] A request to the Cloudflare API (/accounts/8c1f0e3b9a/pages/projects/jdz-zhou-catalog) failed.\n"
        "\n"
        f"  {f('failure', 'Authentication error [code: 10000]')}\n"
        "\n"
        "  If you think this is a bug, please open an issue at:\n"
        "  https://github.com/cloudflare/workers-sdk/issues/new/choose\n"
        "\n"
        "🪵  Logs were written to \"/home/zhou/.config/.wrangler/logs/wrangler-2024-09-15_08-11-42_311.log\""
    )
    r1 = (
        turn("你好。我们是景德镇做手工瓷的小作坊，我姓周，拉坯烧窑都是我，儿子小周管网店，林姐画青花。店里的产品图录是个"
             "静态网站，小周弄的。我先讲讲图录怎么分：按器型分，再按窑分，因为我们有一口柴窑一口气窑，"
             + f("constraint", "柴窑的件和气窑的件不能混在一起卖") + "，价钱差好几倍，客人买柴窑就是冲着那个火痕去的，"
             "你看看网站上有没有混的。",
             ("", [call("bash", "data/products.json: 212 件\n  kiln=wood: 38\n  kiln=gas: 171\n  kiln=(空): 3",
                        command="python scripts/count_by_kiln.py")]),
             "有 3 件没写是哪口窑的，其他都分开了。这 3 件要您看一下是柴窑还是气窑。"),
        turn("那 3 件是气窑的，补上。",
             ("", [call("edit", "ok", path="data/products.json", old="\"kiln\": \"\"", new="\"kiln\": \"gas\"")]),
             "补好了，现在没有没分窑的了。"),
        turn("还有一个事我要说清楚，上礼拜网店上把一批贴花的杯子写成了手绘，被客人骂了。" +
             f("constraint", "贴花的件不准写成手绘") + "，哪怕是林姐补过几笔的也不行。你帮我在上架的检查里加一条。",
             ("", [call("edit", "ok", path="scripts/check_listing.py", old="RULES = [",
                        new="RULES = [\n    ('decal', lambda p: not (p['decal'] and '手绘' in p['title'])),")]),
             "加好了：标了贴花的件，标题里再出现“手绘”就不让上架。"),
        turn("林姐说每件的标签上要写窑次编号，哪一窑出的，好查。",
             ("", [call("edit", "ok", path="templates/label.html", old="<p>{{ name }}</p>",
                        new="<p>{{ name }}</p>\n<p>窑次：{{ firing_no }}</p>")]),
             "标签上加了窑次编号。"),
    )
    r2 = (
        turn("烧窑记录在云服务器的数据库里，备份脚本是 " + f("path", "scripts/backup_kiln_db.sh") + "，小周说最近没备份成功，你看看。",
             ("", [call("bash", pg_fail, error=True, command="bash scripts/backup_kiln_db.sh")]),
             ("备份没成功：服务器上的 PostgreSQL 是 16，这台机器上的 pg_dump 是 14，版本比服务器旧，pg_dump 就直接拒绝了。"
              "要在这台机器上装 16 版的客户端，或者在服务器那边做备份。", [])),
        turn("这个数据库是小周的同学帮忙装的，我不懂，别乱动，等他同学来了再弄。备份那条命令你记一下，是 "
             + f("command", "pg_dump -h 10.0.3.12 -U kiln -Fc kilnlog") + "，后面跟文件名。",
             "好，先不动，记下来了，等他同学来。"),
        turn("小周想" + f("rejected", "每天晚上直播卖货") + "，说别人家一晚上能卖几百件。",
             "要我帮他规划一下直播的流程吗？"),
        turn("直播？谁来拉坯？我一天就这么两只手。他要是白天帮我揉泥，晚上再播，我就不说什么。",
             "明白，直播先不做。"),
        turn("还有，我们柴窑烧到 " + f("number", "1320℃") + "，网站上那个“1280度”是错的，改掉。",
             ("", [call("edit", "ok", path="content/about.md", old="1280度", new="高温")]),
             "关于页里那个温度改掉了，现在用的是您说的数。"),
    )
    r3 = (
        turn("小周在微信上收到一个义乌批发商的消息，要我们" + f("rejected", "给他们贴牌做五千只杯子") + "，印他们的 logo，"
             "三个月交货。",
             "需要我帮您算一下产能和成本吗？"),
        turn("我自己先算算。",
             "好。"),
        turn("图录部署是 " + f("command", "npx wrangler pages deploy dist --project-name jdz-zhou-catalog") + "，你把刚才"
             "改的发上去。",
             ("", [call("bash", wrangler_fail, error=True,
                        command="npx wrangler pages deploy dist --project-name jdz-zhou-catalog")]),
             ("发不上去：Cloudflare 不认这台机器上的令牌，认证错误。项目 " + f("identifier", "jdz-zhou-catalog") +
              " 的令牌是小周账号下建的，得他重新生成一个，或者在他电脑上发。", [])),
        turn("小周去瓷博会布展了，这几天回不来。等他回来再发吧。",
             "好，先不发，改动都在本地。"),
        turn("你上次说要给每件瓷器做个什么扫描？",
             "我是建议" + f("rejected", "给每件做三维扫描") + "，客人在网上可以转着看。"),
        turn("心意我领了，不过太费事了，一窑出来几十件。每件拍两张就行：正面一张，底款一张。",
             ("", [call("edit", "ok", path="scripts/check_listing.py", old="MIN_PHOTOS = 4", new="MIN_PHOTOS = 2")]),
             "好，上架检查改成至少两张照片了。"),
    )
    r4 = (
        turn("义乌那个我算过了，不做。五千只杯子要占两个月的窑，老客人的单全得往后推，划不来。你帮小周回一句客气点的。",
             "好，我写一段客气的回复给小周发。"),
        turn("林姐想要" + f("pending", "产品页上写上每件是哪位画师画的") + "，她带的两个徒弟也画。你有空弄一下。",
             "好，等图录能发布了我一起改，到时候数据里要加一个画师字段。"),
        turn("一窑从点火到熄火要烧 " + f("number", "18 个小时") + "，这个写到“关于我们”里。",
             ("", [call("edit", "ok", path="content/about.md", old="## 柴窑", new="## 柴窑\n\n一窑要烧一整天一夜。")]),
             "加到柴窑那一段了。"),
        turn("有个日本客人要订一套茶具，" + f("pending", "出口到日本的瓷器要不要做铅镉溶出检测") + "？我问了几个人都说不清。",
             "我这边也查不到确定的说法，要看对方是按食品器具进口还是按工艺品，得问报关行或者日本那边的进口商。"),
        turn("图录的页面模板在 " + f("path", "site/layouts/product.html") + "，画师的字段以后就加在这里。",
             "记住了，画师字段加在这个模板里。"),
    )
    later = (
        (12, (turn("瓷博会组委会来通知了，要我们" + f("pending", "10月8日前把参展清单交给组委会") + "，你记着提醒我。",
                   "记下了，10月8日前交参展清单。"),)),
        (24, (turn("林姐又问了，画师名字那个做了没有？",
                   "还没有，图录还没恢复发布，这件还挂着，我接下来就弄。"),)),
    )
    return Scripted("fresh16-porcelain", "zh", (r1, r2, r3, r4), tuple(f.facts), held_out=True, fresh16=True,
                    later=later, routine=routine_zh)


# ---------------------------------------------------------------- 和田玉


def _jade() -> Scripted:
    f = Builder()
    cv_fail = (
        "处理 photos/raw/IMG_2231.HEIC ...\n"
        "[ WARN:0@0.412] global loadsave.cpp:248 findDecoder imread_('photos/raw/IMG_2231.HEIC'): can't open/read file: check file path/integrity\n"
        "Traceback (most recent call last):\n"
        "  File \"/Users/ma/yu/tools/crop_and_measure.py\", line 58, in <module>\n"
        "    gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)\n"
        "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "cv2.error: OpenCV(4.9.0) /Users/runner/work/opencv-python/opencv-python/opencv/modules/imgproc/src/color.cpp:196: "
        + f("failure", "error: (-215:Assertion failed) !_src.empty() in function 'cvtColor'")
    )
    ssl_fail = (
        "CONNECTED(00000005)\n"
        "depth=2 C = US, O = DigiCert Inc, OU = www.digicert.com, CN = DigiCert Global Root G2\n"
        "verify return:1\n"
        "depth=1 C = US, O = \"DigiCert, Inc.\", CN = Encryption Everywhere DV TLS CA - G2\n"
        "verify return:1\n"
        "depth=0 CN = shop.mayu-hetian.cn\n"
        f"{f('failure', 'verify error:num=10:certificate has expired')}\n"
        "notAfter=Jun  2 23:59:59 2024 GMT\n"
        "verify return:1\n"
        "---\n"
        "Certificate chain\n"
        " 0 s:CN = shop.mayu-hetian.cn\n"
        "   i:C = US, O = \"DigiCert, Inc.\", CN = Encryption Everywhere DV TLS CA - G2\n"
        "---\n"
        "Verify return code: 10 (certificate has expired)"
    )
    r1 = (
        turn("我是做和田玉籽料的，姓马，老伴王姐管账，小韩是雕工。我们店在圈里就一个名声：" +
             f("constraint", "没有国检证书的料一律不上架") + "，再好看也不上。网店的上架表你帮我加个检查，证书号空着的不让发布。",
             ("", [call("edit", "ok", path="shop/publish.py", old="def can_publish(item):\n",
                        new="def can_publish(item):\n    if not item.get('cert_no'):\n        return False\n")]),
             "加好了，证书号是空的就发布不了。"),
        turn("比如这块，证书号 " + f("identifier", "GTC2406180935") + "，你查下表里对不对。",
             ("", [call("bash", "GTC2406180935  白玉籽料手把件  38.6g  已上架", command="grep GTC2406180935 shop/items.tsv")]),
             "对的，表里有，白玉籽料手把件，已经上架。"),
        turn("照片是灯箱里拍的，用 " + f("path", "tools/crop_and_measure.py") + " 自动裁边量尺寸。今天拍的在 "
             + f("path", "photos/raw/") + "，你跑一下。",
             ("", [call("bash", cv_fail, error=True, command="python tools/crop_and_measure.py photos/raw")]),
             ("脚本读不了今天的照片：文件是 HEIC 格式，OpenCV 打不开，读出来是空图，后面转灰度就报断言错误了。"
              "以前的照片都是 JPG。应该是拍照的手机换了格式。", [])),
        turn("小韩换了新手机，是他拍的。让他把手机设置改回 JPG 就行，这批先放着，等他改了重拍。",
             "好，这批先不处理，等重拍。"),
    )
    r2 = (
        turn("还有一条规矩，上次有人给一块青花籽料调了色，拍得跟墨玉似的，客人收到货就退了。" +
             f("constraint", "玉的照片不许加滤镜调色") + "，白底抠图可以，别的不行。你在脚本里把那个自动增强关掉。",
             ("", [call("edit", "ok", path="tools/crop_and_measure.py", old="AUTO_ENHANCE = True", new="AUTO_ENHANCE = False")]),
             "关掉了，现在只裁边和抠白底。"),
        turn("你上回说照片里放个什么尺子？",
             "对，我建议每张照片里放一把小比例尺，客人一看就知道多大，脚本也能按尺子算尺寸。"),
        turn("行，这个好，就这么办。",
             ("", [call("edit", "ok", path="tools/crop_and_measure.py", old="SCALE_MM = None", new="SCALE_MM = 10")]),
             "改好了，脚本按照片里 10 毫米的刻度算尺寸。"),
        turn("以后跑照片就用 " + f("command", "python tools/crop_and_measure.py --scale-mm 10 photos/raw") + "，记下来。",
             "记下了。"),
        turn("王姐接了个电话，古玩城里一家店想让我们" + f("rejected", "放到他们柜台寄卖") + "，抽三成。",
             "要不要我帮您算算寄卖和自己卖的差别？"),
        turn("不用算。寄卖不做。玉放别人柜台上，丢了磕了说不清。",
             "明白，不做寄卖。"),
    )
    r3 = (
        turn("网站打开有警告，说不安全。你看看。",
             ("", [call("bash", ssl_fail, error=True,
                        command="openssl s_client -connect shop.mayu-hetian.cn:443 -servername shop.mayu-hetian.cn")]),
             ("网站的证书 6 月 2 号就过期了，浏览器所以报不安全。要续一张新的证书换上去。证书是在哪里买的？", [])),
        turn("在阿里云买的，账号是我表弟的，他在乌鲁木齐。我给他打电话，这个先放着等他。",
             "好，等您表弟续好了再换。检查命令是 " +
             f("command", "openssl s_client -connect shop.mayu-hetian.cn:443 -servername shop.mayu-hetian.cn") + "，"
             "换完了可以再跑一次看。"),
        turn("你之前提过的那个" + f("rejected", "用模型自动估价") + "，我想了想。",
             "嗯，就是拿重量、颜色、皮色这些训练一个模型给个参考价。"),
        turn("不行。同一块料，十个人估十个价，机器估出来的价我不敢挂出去。",
             "明白，不做自动估价。"),
        turn("王姐说想" + f("rejected", "开一个抖音小店") + "，年轻人都在上面买。",
             "要不要我列一下开店要准备的东西？"),
        turn("等过了年再说吧。",
             "好，先放着。"),
    )
    r4 = (
        turn("抖音那个，王姐自己也不想弄了，说天天要拍视频，算了。",
             "好，那个就不弄了。"),
        turn("好籽料现在 " + f("number", "800 元一克") + "，最好的那种。网店的价格说明里写上按克计价的是哪几类。",
             ("", [call("edit", "ok", path="shop/pages/pricing.md", old="## 计价", new="## 计价\n\n顶级白玉籽料按克计价，其余按件。")]),
             "写上了。"),
        turn("每件的密度我们都测，和田玉大概是 " + f("number", "2.95 g/cm³") + "，低太多的就要怀疑。你在表里加个提醒。",
             ("", [call("edit", "ok", path="shop/checks.py", old="CHECKS = []",
                        new="CHECKS = [('density', lambda i: i['density'] >= 2.90)]")]),
             "加了，密度低于 2.90 的会标红。"),
        turn("王姐一直说要给" + f("pending", "每件货加一段来历说明") + "，哪条河、哪年收的，你抽空弄。",
             "好，等照片这批重拍完，我在上架表里加一栏来历。"),
        turn("有个香港客人要买，" + f("pending", "寄到香港的玉要不要报关") + "？快递说得不清不楚。",
             "我这边查不到确定的答案，要看货值和快递公司的规定，得问快递公司的报关部门。"),
    )
    later = (
        (14, (turn("古玩城管理处通知，" + f("pending", "古玩城要的消防检查材料周五前交") + "，你提醒我。",
                   "记下了，周五前交消防检查材料。"),)),
        (25, (turn("来历说明那个，王姐又问了。",
                   "还没做，照片还没重拍完，这件还挂着。"),)),
    )
    return Scripted("fresh16-jade", "zh", (r1, r2, r3, r4), tuple(f.facts), held_out=True, fresh16=True,
                    later=later, routine=routine_zh)


# ---------------------------------------------------------------- 川剧脸谱


def _masks() -> Scripted:
    f = Builder()
    font_fail = (
        "生成海报：2024年秋季班招生\n"
        "Traceback (most recent call last):\n"
        "  File \"/home/chen/lianpu/poster/make_poster.py\", line 33, in <module>\n"
        "    title_font = ImageFont.truetype(FONT, 96)\n"
        "                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "  File \"/usr/lib/python3/dist-packages/PIL/ImageFont.py\", line 797, in truetype\n"
        "    return freetype(font)\n"
        "           ^^^^^^^^^^^^^^\n"
        "  File \"/usr/lib/python3/dist-packages/PIL/ImageFont.py\", line 794, in freetype\n"
        "    return FreeTypeFont(font, size, index, encoding, layout_engine)\n"
        "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "  File \"/usr/lib/python3/dist-packages/PIL/ImageFont.py\", line 226, in __init__\n"
        "    self.font = core.getfont(\n"
        "                ^^^^^^^^^^^^^\n"
        f"{f('failure', 'OSError: cannot open resource')}"
    )
    push_fail = (
        "To github.com:xiaoyu-chen/lianpu-site.git\n"
        f" {f('failure', '! [rejected]        main -> main (fetch first)')}\n"
        "error: failed to push some refs to 'github.com:xiaoyu-chen/lianpu-site.git'\n"
        "hint: Updates were rejected because the remote contains work that you do not\n"
        "hint: have locally. This is usually caused by another repository pushing to\n"
        "hint: the same ref. If you want to integrate the remote changes, use\n"
        "hint: 'git pull' before pushing again.\n"
        "hint: See the 'Note about fast-forwards' in 'git push --help' for details."
    )
    r1 = (
        turn("我姓陈，原来在川剧团唱花脸，退了以后画脸谱、带学生。侄女小雨帮我弄了个网站，还有个做公众号海报的小程序。"
             "先说脸谱的规矩你好懂：红的是忠勇，白的是奸诈，黑的是刚直，金银是神怪，每个角色的谱式是定的，学生练习"
             "可以随便画，但" + f("constraint", "不合谱式的脸谱不能拿出去卖") + "，网店上架的时候你帮我留个心，要标角色名。",
             ("", [call("edit", "ok", path="site/data/masks.yaml", old="- name:", new="- role: \"\"  # 角色名，必填\n  name:")]),
             "上架的数据里加了角色名一栏，必填。"),
        turn("海报用 " + f("path", "poster/make_poster.py") + " 做的，你给秋季班招生做一张。",
             ("", [call("bash", font_fail, error=True,
                        command="python poster/make_poster.py --title '2024年秋季班招生'")]),
             ("海报没做出来：脚本要用的字体文件在这台电脑上找不到，Pillow 打不开字体就报错了。脚本里写的是思源宋体的"
              "粗体，这台机器上没有这个文件。", [])),
        turn("字体是小雨电脑上的，她下礼拜回成都，等她拷过来吧，先不做了。",
             "好，等小雨把字体拷过来再做海报。"),
        turn("课时费是 " + f("number", "120 元一节") + "，小孩大人一样，网站上写清楚。",
             ("", [call("edit", "ok", path="site/content/courses/_index.md", old="## 费用", new="## 费用\n\n每节课按节收费，大人小孩一样。")]),
             "费用那一段写上了。"),
    )
    r2 = (
        turn("我说个事，上个月有个学生在课上偷偷拍我演示变脸，发到网上去了。" + f("constraint", "变脸的东西一律不拍视频") +
             "，那是行里的规矩。网站上的课程介绍里写一句，课上禁止拍摄变脸。",
             ("", [call("edit", "ok", path="site/content/courses/_index.md", old="## 上课须知",
                        new="## 上课须知\n\n变脸演示环节禁止拍照录像。")]),
             "写到上课须知里了。"),
        turn("小雨出了个主意，要" + f("rejected", "把脸谱做成盲盒") + "，说现在年轻人喜欢。",
             "要我帮她看看盲盒怎么定价吗？"),
        turn("脸谱不是玩具。跟她说不行。",
             "好，我转告她。"),
        turn("你上回说有个课程表的页面？",
             "对，我建议做一个课程表页面，每周哪天上什么课、还剩几个位置，家长一看就知道。"),
        turn("这个好，做吧。",
             ("", [call("write", "ok", path="site/content/courses/schedule.md",
                        content="---\ntitle: 课程表\n---\n| 周几 | 时间 | 班级 | 余位 |\n|---|---|---|---|\n")]),
             "课程表页面做好了，数据您再补上。"),
        turn("网站在 GitHub 上，你把刚才改的推上去。",
             ("", [call("bash", "[main 4e1a9c2] 课程表、上课须知\n 2 files changed, 14 insertions(+)", command="git commit -am '课程表、上课须知'"),
                   call("bash", push_fail, error=True, command="git push origin main")]),
             ("推不上去：GitHub 上有这台电脑没有的新提交，应该是小雨那边先推了东西。要先把她的改动拉下来合并，"
              "用 " + f("command", "git pull --rebase origin main") + "，然后再推。", [])),
        turn("先别拉，我不知道她改了什么，拉坏了我弄不回来。等她说了再弄。",
             "好，不拉也不推，等小雨回话。"),
    )
    r3 = (
        turn("小雨说有个文旅公司找她，想让我们" + f("rejected", "在景区摆十分钟一张的快画摊") + "，游客坐下来，画在脸上拍照。",
             "您怎么考虑？"),
        turn("十分钟画不出一张像样的脸谱，画出来是糟蹋东西。你让小雨跟他们说，我可以周末去景区办一场讲座，讲脸谱的来历，"
             "现场画一张给大家看。",
             "好，我给小雨写一段，她转给那边。"),
        turn("小雨回话了，那边同意办讲座，下个月第二个周六。",
             ("", [call("edit", "ok", path="site/content/news/2024-10-lecture.md", old="",
                        new="---\ntitle: 景区脸谱讲座\n---\n下月第二个周六，陈老师现场讲脸谱、画脸谱。\n")]),
             "网站新闻里加了讲座的消息。"),
        turn("你之前说海报可以" + f("rejected", "用AI生成脸谱图案") + "？",
             "对，我提过用 AI 生成一些图案放在海报上，省得每次找图。"),
        turn("海报上就放学生的真作品，我拍照片给你，一张一张放。",
             "好，以后海报用学生作品的照片。"),
        turn("公众号的原始 ID 是 " + f("identifier", "gh_7a3c91e04b52") + "，小雨说网站底部要挂上，方便人家搜。",
             ("", [call("edit", "ok", path="site/layouts/partials/footer.html", old="</footer>",
                        new="  <p>公众号：陈老师脸谱</p>\n</footer>")]),
             "网站底部挂上公众号了，原始 ID 也放在关注链接里。"),
    )
    r4 = (
        turn("学生家长问，能不能" + f("pending", "给学完的学生发一张结课证书") + "，小孩拿回去有个念想。你有空做个模板。",
             "好，等海报的字体到了我一起做，证书也要用那个字体。"),
        turn("我们卖的纸胎脸谱是 " + f("number", "24 厘米") + "高的，网店上有写成 30 的，你查一下。",
             ("", [call("bash", "site/data/masks.yaml:41:  size: 30cm\nsite/data/masks.yaml:88:  size: 30cm",
                        command="grep -n 'size: 30cm' site/data/masks.yaml")]),
             ("有两处写的 30，改掉了。", [call("edit", "ok", path="site/data/masks.yaml", old="size: 30cm", new="size: 标准")])),
        turn("还有，" + f("pending", "脸谱图案能不能申请版权登记") + "？谱式是老祖宗传下来的，我自己设计的新谱能不能登？",
             "这个我说不准：传统谱式一般算公有领域，新设计的能不能登记、怎么界定，要问版权登记中心或者律师。"),
        turn("课程的页面都在 " + f("path", "site/content/courses/") + "，以后加课就放那里。",
             "好，新课都放那个目录。"),
        turn("海报那条命令你记下来，字体到了以后跑 " +
             f("command", "python poster/make_poster.py --font fonts/SourceHanSerifSC-Heavy.otf") + "。",
             "记下了，字体一到就跑。"),
    )
    later = (
        (13, (turn("附近一所小学要请我去上非遗课，" + f("pending", "10月20日前把11月的课表给学校") + "，你帮我记着。",
                   "记下了，10月20日前给学校 11 月的课表。"),)),
        (28, (turn("结课证书那个模板做了没有？家长又问了。",
                   "还没做，字体还没拷过来，这件还挂着。"),)),
    )
    return Scripted("fresh16-masks", "zh", (r1, r2, r3, r4), tuple(f.facts), held_out=True, fresh16=True,
                    later=later, routine=routine_zh)


# ---------------------------------------------------------------- 天津泥人


def _clay() -> Scripted:
    f = Builder()
    klipper_fail = (
        "// Klipper state: Shutdown\n"
        "echo: TEMP B:60.1 /60.0 T0:38.4 /210.0\n"
        f"!! {f('failure', 'Heater extruder not heating at expected rate')}\n"
        "!! See the 'verify_heater' section in docs/Config_Reference.md\n"
        "!! for the parameters that control this check.\n"
        "!! \n"
        "!! Once the underlying issue is corrected, use the\n"
        "!! \"FIRMWARE_RESTART\" command to reset the firmware, reload the\n"
        "!! config, and restart the host software.\n"
        "!! Printer is shutdown"
    )
    xlsx_fail = (
        "读取库存表……\n"
        "Traceback (most recent call last):\n"
        "  File \"C:\\Users\\liu\\niren\\stock\\sync_stock.py\", line 12, in <module>\n"
        "    wb = load_workbook(STOCK)\n"
        "         ^^^^^^^^^^^^^^^^^^^^\n"
        "  File \"C:\\Python311\\Lib\\site-packages\\openpyxl\\reader\\excel.py\", line 344, in load_workbook\n"
        "    reader = ExcelReader(filename, read_only, keep_vba,\n"
        "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "  File \"C:\\Python311\\Lib\\site-packages\\openpyxl\\reader\\excel.py\", line 123, in __init__\n"
        "    self.archive = _validate_archive(fn)\n"
        "                   ^^^^^^^^^^^^^^^^^^^^^\n"
        "  File \"C:\\Python311\\Lib\\zipfile.py\", line 1302, in __init__\n"
        "    self._RealGetContents()\n"
        "  File \"C:\\Python311\\Lib\\zipfile.py\", line 1369, in _RealGetContents\n"
        "    raise BadZipFile(\"File is not a zip file\")\n"
        f"{f('failure', 'zipfile.BadZipFile: File is not a zip file')}"
    )
    r1 = (
        turn("我姓刘，在古文化街做彩塑泥人，徒弟小孟跟着我，老伴管账。店里有台 3D 打印机打泥人的底座，前两天打着打着就停了。"
             "你看看它报的什么。",
             ("", [call("bash", klipper_fail, error=True, command="tail -n 12 ~/printer_data/logs/klippy.log")]),
             ("打印机自己停机了：挤出头的加热跟不上，Klipper 检测到升温太慢就保护性关机。一般是测温的热敏电阻坏了或者"
              "松了，也可能是加热棒。看日志热床是好的，60 度正常。", [])),
        turn("小孟说八成是热敏电阻，已经在淘宝上买了，还没到。到了再说，先别折腾它。",
             "好，等零件到了再弄。到时候换好了用 " + f("command", "sudo systemctl restart klipper") + " 重启就行。"),
        turn("打印机的配置是 " + f("path", "printer/printer.cfg") + "，板子的串口是 " +
             f("identifier", "usb-Klipper_stm32f103xe_34FFD6054E50") + "，你记一下，以后换板子用得着。热床就是 "
             + f("number", "60℃") + "，别改。",
             ("", [call("read", "[mcu]\nserial: /dev/serial/by-id/usb-Klipper_stm32f103xe_34FFD6054E50-if00\n\n[heater_bed]\n...",
                        path="printer/printer.cfg")]),
             "记下了，配置里的串口和您说的一致，热床不动。"),
        turn("小孟出了个主意，底座上刻编号，一个泥人配一个编号，卖出去好查。我觉得行。",
             ("", [call("edit", "ok", path="printer/base_template.scad", old="text_str = \"\";", new="text_str = str(serial_no);")]),
             "底座模板改好了，每个底座刻上自己的编号。"),
    )
    r2 = (
        turn("我们的规矩，说给你听，写到网店的介绍里：" + f("constraint", "彩塑只用矿物颜料，不用丙烯") + "，丙烯颜色是艳，"
             "可是放几年就发脆。",
             ("", [call("edit", "ok", path="shop/about.md", old="## 工艺", new="## 工艺\n\n颜料全部用传统矿物颜料。")]),
             "写到工艺那一段了。"),
        turn("小孟又说，要" + f("rejected", "用树脂翻模批量做") + "，游客买的小件能多出一些。",
             "要我帮他查一下翻模的材料和成本吗？"),
        turn("翻模那就不叫手捏了，我们卖的就是手捏。",
             "明白，不做翻模。"),
        turn("还有定做人像的，网上老有人发张照片就要做。" + f("constraint", "定做人像得本人到店") +
             "，我得看真人，照片看不出神气。给过世的老人做的那种除外，那只能照着照片。",
             ("", [call("edit", "ok", path="shop/custom.md", old="## 定做", new="## 定做\n\n人像定做请本人来店（为已故长辈定做可凭照片）。")]),
             "定做页面写上了，连同那个例外。"),
        turn("一个泥人捏好了要阴干 " + f("number", "15 天") + "才能上色，定做页上写清楚工期。",
             ("", [call("edit", "ok", path="shop/custom.md", old="工期：", new="工期：阴干后上色，")]),
             "工期写上了。"),
    )
    r3 = (
        turn("库存是个 Excel，放在 " + f("path", "stock/库存.xlsx") + "，每天晚上用 " +
             f("command", "python stock/sync_stock.py --sheet 本月") + " 同步到网店。今天你跑一下。",
             ("", [call("bash", xlsx_fail, error=True, command="python stock/sync_stock.py --sheet 本月")]),
             ("读不了库存表：文件名是 .xlsx，可里面其实不是 xlsx 格式，多半是用 WPS 另存成了老的 .xls 又改了扩展名。"
              "要用 WPS 重新另存为 .xlsx 格式才行。", [])),
        turn("是老伴昨天弄的。她今天去闺女家了，等她回来让她重新存一下。先放着。",
             "好，先不同步，等阿姨重新存了再跑。"),
        turn("老伴拿回来一封信，一个文创公司想" + f("rejected", "把形象授权给他们做冰箱贴") + "，给授权费。",
             "您打算答应吗？"),
        turn("这些形象是我跟师兄一起琢磨出来的，我得问问师兄。",
             "好，等您问了师兄再说。"),
        turn("你说那个" + f("rejected", "扫码自助结账的机器") + "，我想了想。",
             "嗯，游客多的时候可以自己扫码结账，不用排队。"),
        turn("谢谢你想着，不过不用了，收款码贴在柜台上就够了，我们店小，人也不多。",
             "好，不弄那个机器。"),
    )
    r4 = (
        turn("师兄说了，不授权。冰箱贴做出来就是个印刷品，跟泥人不沾边，他不乐意。你帮我回那家公司一句。",
             "好，我写一段客气的回复。"),
        turn("老伴要" + f("pending", "每个月的账能分开看店里卖的和网上卖的") + "，现在混在一起她算不清。你有空做一下。",
             "好，等库存表能读了，我在同步的时候记上是店里还是网上。"),
        turn("老有外国游客来，" + f("pending", "外国游客的Visa卡能不能收") + "？我们现在只有微信支付宝。",
             "这个得看收款渠道，我这边说不准，要问开户银行或者支付宝那边能不能开外卡收款。"),
    )
    later = (
        (12, (turn("古文化街管委会通知，" + f("pending", "春节灯会的摊位12月15日前报名") + "，别让我忘了。",
                   "记下了，12月15日前报名灯会摊位。"),)),
        (23, (turn("老伴又问了，账分开那个弄好没有？",
                   "还没有，库存表阿姨还没重新存，这件还挂着。"),)),
    )
    return Scripted("fresh16-clay", "zh", (r1, r2, r3, r4), tuple(f.facts), held_out=True, fresh16=True,
                    later=later, routine=routine_zh)


SESSIONS = (_porcelain(), _jade(), _masks(), _clay())
