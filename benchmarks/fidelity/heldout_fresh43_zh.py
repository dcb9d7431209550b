"""Forty-third fresh held-out set (Chinese): written blind while the thirty-third round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-third round's rules; committed before its first run and not to
be edited after it. ``heldout_fresh43.py`` is the English half, written separately by another writer.

How it was written: the four domains were checked unused with ``grep -il`` (file names only). The brief's
Kaifeng soup-dumpling shop, Lijiang Naxi copper workshop and Zhoushan sea-fishing boat were taken (Kaifeng,
soup dumplings, Lijiang and Zhoushan all occur elsewhere), so they became a hot-and-spicy soup (胡辣汤) shop in
Zhoukou, a Bai copper workshop in 新华村, Heqing, and a leisure sea-fishing boat out of 石浦, Xiangshan; the
Korean rice-cake (打糕) shop in Yanji, Yanbian, was unused as given. Proposals come from the assistant, an
outsourcing firm in Zhengzhou (by phone), the 街道办's 城管 squad (decided, relayed by the community grid
worker), a Douyin agency (through the daughter), a Dali hotel buyer, a nephew's wife in Seoul (by WeChat), a
tour guide (by phone), the owner's mother-in-law (relayed by the husband), anglers in the boat's WeChat group,
the county leisure-fishery association (decided, relayed by its secretary) and a brother-in-law (through the
wife). Failures are multi-line blocks from edge-tts, mongodump, dcraw, ddclient, a ``make flash`` that ends in
stm32flash, hwclock, aria2c and rtl_ais, none used by any other file; each is left unresolved for a reason
given. Routine work (``routine_zh``) is this file's own: a Python service built on Sanic with Tortoise ORM for
a street-level elderly canteen's (长者食堂) meal-subsidy records; it has turns that look like facts (a rule of
thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions (written before the dialogue):
- hulatang: 姚红梅 (姚姐) runs 老姚家逍遥镇胡辣汤 on 七一路 in 周口; her nephew 小磊, a student in 郑州, set up
  the number-calling PC (hostname laoyao-jh01) that speaks "请 N 号取餐" from voice files made with edge-tts in
  /home/yao/jiaohao/voices; a Zhengzhou outsourcing firm built the 工地 group-meal mini program on MongoDB.
  Rules: inside a long account of the day, the gluten (面筋) is only ever the one washed that morning; after a
  child's peanut allergy, peanuts are never put in a bowl by default, always asked. Proposals: the assistant's
  scan-to-order with no cash (refused by a reason alone: half the customers are old people with change in their
  pockets); the outsourcing firm's 1800-yuan-a-year maintenance package (put off, refused a round later); her
  tables on the pavement (the 街道办's 城管 squad says no, relayed by the grid worker 小韩); the assistant's
  peanut notice at the counter is accepted. Numbers: a large bowl 5 yuan; a pot simmers four and a half hours.
  Identifiers: the food licence JY24116020058731; the PC laoyao-jh01. Paths: the voices folder; the file
  ~/.config/tuancan/uri.env holding the database address. Commands: the batch voice script with its numbers;
  mongodump with the URI and an archive. Failures: edge-tts gets a 403 at the Bing handshake (the fix is a
  newer edge-tts, but the PC's admin password is 小磊's and he is sitting exams in 郑州); mongodump's login is
  refused (the firm changed the password and wants the package paid first). Open: split the group-meal
  accounts by building site (asked again later); will the 七一路 old-street renovation pull down their row (no
  one knows); a later ask for the new price list picture in the regulars' WeChat group by month's end.
- tongqi: 寸师傅 (寸光明) beats copper in 新华村, 鹤庆; his daughter 寸雪梅 runs the Taobao shop
  (shop573028816) and the photos, shot on a cousin's borrowed camera; a small PC keeps a DDNS name,
  cunshi-tongqi.f3322.net, for the workshop camera so he can watch from Kunming. Rules: inside a long account
  of the day, any pot for food is tinned inside; after a kettle arrived crushed, every large piece ships in a
  wooden crate. Proposals: a Douyin agency's selling machine-pressed kettles as handmade, through 雪梅 (bluntly
  no); a Dali hotel's two hundred kettles at 300 yuan each (countered: fifty at 450, agreed); the assistant's
  paid hammering classes in the workshop (put off, refused a round later); the assistant's short hammering
  clip on every product page is accepted. Numbers: a hand-made copper hotpot 1280 yuan; 1.2 mm red copper
  sheet. Paths: ~/铜器照片/原图; /etc/ddclient.conf. Commands: the RAW conversion script; ddclient in debug.
  Failures: dcraw can't decode the new camera's CR3 files (the cousin has Lightroom in 大理古城 and 雪梅 will
  send him the card; nothing new goes on the old laptop); ddclient gets badauth from 3322 (the account is on
  the camera installer 小李's old phone number, he has moved to Kunming). Open: last year's Taobao sales by
  month and style (asked again later); when this year's provincial intangible-heritage inheritor applications
  open (nobody knows); a later ask for the new hotpot's detail page before 三月街 opens.
- dagao: 金顺姬 (金大姐) makes 打糕 near 延吉 西市场; her nephew 朴成浩, now working in Seoul, built an STM32
  timer for the pounding machine and set up the label PC. Rules: inside a long account of the day, nobody puts
  a hand into the mortar while the pestle moves, stop first; after labels went out with a 2019 production
  date, the date is checked against a phone before each label run. Proposals: the nephew's wife's selling in
  Seoul by post (refused by a reason alone: it keeps two days and food can't clear customs like that); a tour
  guide's two busloads a day for 20 yuan a head commission (countered: come, no commission, a tasting piece
  each); the assistant's cheese 打糕, relayed by the husband 老崔 as his mother's no; the assistant's Korean
  name line on the labels is accepted. Numbers: 18 yuan a jin; glutinous rice soaks twelve hours. Identifiers:
  the production licence SC12422240100387; the SF monthly account 4310826655. Paths: /home/jin/dagao-timer;
  /home/jin/biaoqian/labels.csv. Commands: make flash on the port; hwclock read verbosely. Failures:
  stm32flash can't init the board (BOOT0 is inside the machine's case, opening it voids the 龙井 maker's
  warranty, and 成浩 is in Seoul till 秋夕); hwclock times out on the RTC (the CMOS cell is dead; a new one is
  ordered, and the PC can't go to the 电脑城 before the festival). Open: a daily table of jin sold this month
  (asked again later); will this year's 朝鲜族 folk festival give snack stalls (no word); a later ask for the
  cold-chain postage sheet before 端午.
- haidiao: 郑国海 (郑老大) runs the leisure fishing boat 浙象渔休08826 from 石浦, 象山; his son 阿杰 put a
  Raspberry Pi aboard with an RTL-SDR stick for AIS so families see the boat (MMSI 412418760), and a script
  that pulls wind GRIB files. Rules: inside a long account of a day out, life jackets stay on the whole time,
  fishing too; after a guest broke his wrist in a swell, once the waves pass 1.5 m they turn for port whatever
  the catch. Proposals: anglers in the group want sixteen aboard for a cheaper price (bluntly no); his two-day
  trip sleeping at 渔山岛 (the county leisure-fishery association says no, relayed by its secretary 俞);
  the brother-in-law's second-hand bigger engine, through the wife (a reason alone: a new engine means a new
  survey and months ashore); the assistant's sending the sea-state forecast with each booking confirmation the
  night before is accepted. Numbers: 680 yuan a person a day; fishing grounds 25 nautical miles out. Paths:
  /home/zhengjie/haidiao/grib; /etc/modprobe.d/blacklist-rtl.conf. Commands: the wind script; rtl_ais with its ppm.
  Failures: aria2c's download is refused, authorization failed (the Ningbo marine-weather account ran out and
  the association will give members a shared one next month); rtl_ais can't claim the USB stick (the kernel's
  DVB driver has it; the fix needs a reboot, and nothing aboard is rebooted while the boat is at sea with the
  uncle). Open: sort guests' catch photos into folders by date (asked again later); will leisure boats be let
  out in this year's summer fishing moratorium (no notice yet); a later ask for the charter price picture in
  the anglers' group before 五一.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a 长者食堂 meal-subsidy service (Python, Sanic + Tortoise ORM)
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "长者食堂那个补贴系统打不开了，街道的小周说早上一打开就是白的。",
                ("我先在服务器上前台起一下，看它报什么。", [
                    call("bash",
                         "[2025-03-10 09:14:02 +0800] [3311] [INFO] \n"
                         "  ┌─────────────────────────────────────────────────────────┐\n"
                         "  │                      Sanic v24.6.0                      │\n"
                         "  │            Goin' Fast @ http://0.0.0.0:8000             │\n"
                         "  ├──────────────────────┬──────────────────────────────────┤\n"
                         "  │                      │  mode: production, w/ 2 workers  │\n"
                         "  │                      │  server: sanic, HTTP/1.1         │\n"
                         "  │                      │  python: 3.11.8                  │\n"
                         "  └──────────────────────┴──────────────────────────────────┘\n"
                         "Traceback (most recent call last):\n"
                         "  File \"/srv/canteen/venv/lib/python3.11/site-packages/sanic/app.py\", line 1952, in _startup\n"
                         "    raise ServerError(\n"
                         "sanic.exceptions.ServerError: Duplicate route names detected: canteen.meals.list_meals. "
                         "You should rename one or more of them explicitly by using the `name` param, or changing the "
                         "implicit name derived from the class and function name.",
                         error=True, command="cd /srv/canteen && sanic canteen.server:app --host 0.0.0.0 --port 8000 --workers 2"),
                ]),
                ("meals 蓝图里有两个处理函数都叫 list_meals，一个按日期列，一个按老人列。Sanic 23.3 以后路由不许重名，"
                 "我把按老人列的那个改个名字，再显式写上 name。", [
                    call("edit", "ok", path="canteen/blueprints/meals.py",
                         old="@bp.get(\"/elders/<elder_id:int>/meals\")\nasync def list_meals(request, elder_id):",
                         new="@bp.get(\"/elders/<elder_id:int>/meals\", name=\"list_meals_by_elder\")\n"
                             "async def list_meals_by_elder(request, elder_id):"),
                    call("bash",
                         "[2025-03-10 09:16:40 +0800] [3402] [INFO] Starting worker [3402]\n"
                         "[2025-03-10 09:16:40 +0800] [3403] [INFO] Starting worker [3403]",
                         command="sudo systemctl restart canteen && journalctl -u canteen -n 2 --no-pager -o cat"),
                ]),
                "起来了，两个 worker 都正常。经验是：同一个蓝图里的处理函数名字带上“按什么查”，就不会撞名。",
            ),
        )
    if k == 1:
        return (
            turn(
                "街道每个月要一张补贴汇总，一个老人一行，能不能加个接口，小周每月一号自己点一下就能拿？",
                ("我在 subsidy 蓝图里加一个 /subsidy/monthly，按老人分组，数餐次、加补贴。", [
                    call("edit", "ok", path="canteen/blueprints/subsidy.py",
                         old="# routes end",
                         new="@bp.get(\"/monthly\", name=\"subsidy_monthly\")\n"
                             "async def subsidy_monthly(request):\n"
                             "    start, end = month_range(request.args.get(\"month\"))\n"
                             "    rows = await (Meal.filter(served_at__gte=start, served_at__lt=end)\n"
                             "                  .annotate(meals=Count(\"id\"), subsidy=Sum(\"subsidy\"))\n"
                             "                  .group_by(\"elder_id\", \"elder__name\")\n"
                             "                  .values(\"elder_id\", \"elder__name\", \"meals\", \"subsidy\"))\n"
                             "    return json(rows, default=str)\n\n# routes end"),
                    call("bash",
                         "HTTP/1.1 200 OK\ncontent-length: 196\nconnection: keep-alive\ncontent-type: application/json\n\n"
                         "[\n    {\n        \"elder__name\": \"王秀英\",\n        \"elder_id\": 17,\n        \"meals\": 22,\n"
                         "        \"subsidy\": \"110.00\"\n    },\n    {\n        \"elder__name\": \"李德福\",\n"
                         "        \"elder_id\": 23,\n        \"meals\": 19,\n        \"subsidy\": \"57.00\"\n    }\n]",
                         command="http :8000/subsidy/monthly month==2025-02"),
                ]),
                "接口好了。要不要再按年龄段出个合计？街道的表上一般分六十到七十九岁、八十岁以上两档。",
            ),
            turn("要，分两档。", "加上了：返回里多一个 band 字段，最后两行是两档各自的餐次和补贴合计。"),
        )
    if k == 2:
        return (
            turn(
                "测试挂了一个，小周说有个大爷这个月的补贴算多了。",
                ("我跑一下测试。", [
                    call("bash",
                         "============================= test session starts ==============================\n"
                         "platform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0\n"
                         "rootdir: /srv/canteen\nplugins: asyncio-0.23.6\ncollected 31 items\n\n"
                         "tests/test_meals.py .................                                    [ 54%]\n"
                         "tests/test_subsidy.py .........F....                                     [100%]\n\n"
                         "=================================== FAILURES ===================================\n"
                         "_______________________ test_turns_80_later_this_year ________________________\n\n"
                         "    def test_turns_80_later_this_year():\n"
                         "        elder = Elder(birthday=date(1945, 11, 3))\n"
                         ">       assert per_meal_subsidy(elder, on=date(2025, 3, 10)) == Decimal(\"3.00\")\n"
                         "E       AssertionError: assert Decimal('5.00') == Decimal('3.00')\n\n"
                         "tests/test_subsidy.py:61: AssertionError\n"
                         "=========================== short test summary info ============================\n"
                         "FAILED tests/test_subsidy.py::test_turns_80_later_this_year - AssertionError: ...\n"
                         "========================= 1 failed, 30 passed in 0.91s =========================",
                         error=True, command="cd /srv/canteen && python -m pytest -q tests"),
                ]),
                ("年龄是拿年份直接相减的，今年十一月才满八十的老人，三月就按八十岁那档算了。改成看生日过没过。", [
                    call("edit", "ok", path="canteen/rules.py",
                         old="age = on.year - elder.birthday.year",
                         new="age = on.year - elder.birthday.year - ((on.month, on.day) < (elder.birthday.month, elder.birthday.day))"),
                    call("bash", "31 passed in 0.88s", command="cd /srv/canteen && python -m pytest -q tests"),
                ]),
                "31 个全过了。这个月已经算多的那几笔，我可以出个清单给小周核对。",
            ),
        )
    if k == 3:
        return (
            turn(
                "Sanic 好像出新版了，要不要升？",
                ("我只升 Sanic 这一个，升完跑测试。", [
                    call("bash",
                         "Collecting sanic<25,>=24.6\n  Using cached sanic-24.6.0-py3-none-any.whl (245 kB)\n"
                         "Collecting sanic-routing>=23.12.0\n  Using cached sanic_routing-23.12.0-py3-none-any.whl (25 kB)\n"
                         "Installing collected packages: sanic-routing, sanic\n"
                         "  Attempting uninstall: sanic\n    Found existing installation: sanic 23.12.1\n"
                         "    Uninstalling sanic-23.12.1:\n      Successfully uninstalled sanic-23.12.1\n"
                         "Successfully installed sanic-24.6.0 sanic-routing-23.12.0",
                         command="cd /srv/canteen && venv/bin/pip install -U \"sanic>=24.6,<25\""),
                    call("bash", "31 passed in 0.93s", command="cd /srv/canteen && venv/bin/python -m pytest -q tests"),
                ]),
                "升到 24.6.0，测试全过。建议 requirements.txt 里每个包都写上大版本的上限，免得哪天装出一个不兼容的。",
            ),
            turn("行，照你说的写。", "写好了，sanic 和 tortoise-orm 都加了上限。"),
        )
    if k == 4:
        return (
            turn(
                "导出来给街道的那个表，小周用 Excel 打开，老人名字全是乱码。",
                ("我看下导出接口的响应。", [
                    call("bash",
                         "HTTP/1.1 200 OK\ncontent-disposition: attachment; filename=meals-2025-02.csv\n"
                         "content-type: text/csv\n\nelder_id,name,meals,subsidy\n17,ç\x8e\x8bç§\x80è\x8b±,22,110.00",
                         command="http --print=hb :8000/export/meals.csv month==2025-02 | head -n 6"),
                ]),
                ("文件是 UTF-8 但没有 BOM，Excel 按 GBK 去读就乱了。改成 utf-8-sig 输出，再把 charset 写进头里。", [
                    call("edit", "ok", path="canteen/blueprints/export.py",
                         old="body = buf.getvalue().encode(\"utf-8\")",
                         new="body = buf.getvalue().encode(\"utf-8-sig\")"),
                    call("edit", "ok", path="canteen/blueprints/export.py",
                         old="content_type=\"text/csv\"",
                         new="content_type=\"text/csv; charset=utf-8\""),
                ]),
                "改好了，小周那边重新下载，名字正常了。",
            ),
        )
    return (
        turn(
            "中午开饭那会儿系统报错，刷卡的窗口卡了好几分钟。",
            ("我翻一下中午的日志。", [
                call("bash",
                     "canteen[5120]: [2025-03-12 11:31:07 +0800] [5121] [ERROR] Exception occurred while handling uri: "
                     "'http://10.0.3.12:8000/meals/checkin'\n"
                     "canteen[5120]: Traceback (most recent call last):\n"
                     "canteen[5120]:   File \"/srv/canteen/canteen/blueprints/meals.py\", line 88, in checkin\n"
                     "canteen[5120]:     await Meal.create(elder=elder, served_at=now(), subsidy=amount)\n"
                     "canteen[5120]: asyncpg.exceptions.TooManyConnectionsError: sorry, too many clients already",
                     error=True, command="journalctl -u canteen --since '11:00' --until '12:00' --no-pager -o cat | tail -n 20"),
            ]),
            ("每个 worker 的连接池上限是 50，两个 worker 加上街道报表那个服务，一到饭点就把数据库的连接占满了。"
             "我把每个 worker 的池子改成 10。", [
                call("edit", "ok", path="canteen/settings.py",
                     old="\"maxsize\": 50,", new="\"maxsize\": 10,"),
                call("bash", "", command="sudo systemctl restart canteen"),
            ]),
            "改好重启了。经验是：池子的上限乘上 worker 数，要比数据库的 max_connections 小一截。",
        ),
    )


# ---------------------------------------------------------------- hulatang
def _hulatang() -> Scripted:
    f = Builder()
    tts_tail = (
        "[gen_voice] 101 -> /home/yao/jiaohao/voices/101.mp3\n"
        "Traceback (most recent call last):\n"
        "  File \"/home/yao/jiaohao/gen_voice.py\", line 41, in <module>\n"
        "    asyncio.run(main(args.start, args.end))\n"
        "  File \"/usr/lib/python3.10/asyncio/runners.py\", line 44, in run\n"
        "    return loop.run_until_complete(main)\n"
        "  File \"/usr/lib/python3.10/asyncio/base_events.py\", line 649, in run_until_complete\n"
        "    return future.result()\n"
        "  File \"/home/yao/jiaohao/gen_voice.py\", line 33, in main\n"
        "    await communicate.save(out)\n"
        "  File \"/home/yao/.local/lib/python3.10/site-packages/edge_tts/communicate.py\", line 463, in save\n"
        "    async for message in self.stream():\n"
        "  File \"/home/yao/.local/lib/python3.10/site-packages/edge_tts/communicate.py\", line 318, in stream\n"
        "    async with aiohttp.ClientSession(\n"
        "  File \"/home/yao/.local/lib/python3.10/site-packages/aiohttp/client.py\", line 1197, in __aenter__\n"
        "    self._resp = await self._coro\n"
        "  File \"/home/yao/.local/lib/python3.10/site-packages/aiohttp/client.py\", line 856, in _ws_connect\n"
        "    raise WSServerHandshakeError(\n"
        + f("failure", "aiohttp.client_exceptions.WSServerHandshakeError: 403, message='Invalid response status'")
        + ", url=URL('wss://speech.platform.bing.com/consumer/speech/synthesize/readaloud/edge/v1"
        "?TrustedClientToken=6A5AA1D4EAFF4E9FB37E23D68491D6F4&ConnectionId=3f1c0a9e8b7d4c2aa5e16b0f9d2c7e41')"
    )
    r1 = (
        turn(
            "恁好，俺姓姚，在周口七一路开了个胡辣汤铺子，叫老姚家逍遥镇胡辣汤，街坊都喊俺姚姐。俺这店里有个叫号的，"
            "客人交了钱拿个号，汤盛好了喇叭里一个闺女的声儿喊“请多少号取餐”。这是俺侄子小磊给弄的，那台电脑他起了个名叫 "
            + f("identifier", "laoyao-jh01") + "，喊号的声音一个号一个文件，都搁在 " + f("path", "/home/yao/jiaohao/voices")
            + " 里头。原先只做到一百号，这阵儿生意好，早上七点多就过一百了，过了一百喇叭就不吭声。你能不能给它续上，做到三百号？",
            ("我先把一百零一到三百号的声音文件补出来，用小磊留下的那个脚本。", [
                call("bash", long_log(100, "laoyao-gen-voice", tts_tail), error=True,
                     command="cd /home/yao/jiaohao && " + f("command", "python3 gen_voice.py --start 101 --end 300")),
            ]),
            "前面一百个号都检查过了，好好的；从一百零一号开始生成，一连上微软那个语音服务就被拒了，回的是 403。"
            "这个脚本用的是 edge-tts，借的是 Edge 浏览器的朗读接口，微软那边隔一阵就改一次验证，旧版本的 edge-tts 就连不上了。"
            "要修得把这台电脑上的 edge-tts 升到新版。",
        ),
        turn(
            "升级？那电脑开机要密码，管理员的密码就小磊一个人知道，他临走交代俺了，说他不在谁也别往上装东西，装坏了店里就没法叫号了。"
            "他在郑州上大学，这两个礼拜期末考试，俺也不好意思打电话搅和他。那就先这样吧，一百号以后俺扯着嗓子喊，喊了十几年了，嗓门有的是。",
            "好，这个先不动，等小磊考完试回来，让他升级 edge-tts 以后再把一百零一到三百号补齐。这期间一百以内照常用喇叭。",
        ),
        turn(
            "俺跟你说说俺这铺子一天咋过的，你心里也有个数。夜里三点俺跟俺家老李就起来了，头天晚上泡好的牛骨头下锅，"
            "一锅汤要" + f("number", "熬四个半钟头") + "，中间不能离人，火大了糊底，火小了没味儿。四点多开始洗面筋，"
            "面粉和好了搁水里一遍一遍揉，揉出来的面筋下到汤里才劲道。" + f("constraint", "面筋只用当天早上现洗的")
            + "，头天剩下的一点儿也不要，宁可倒了喂隔壁的狗，隔夜的面筋一下锅就发酸，老主顾一口就喝出来了。"
            "然后是胡椒、八角、粉条、黄花菜、木耳，胡椒是俺从西华县城一家老店称的，别家的不中。五点半开门，"
            + f("number", "大碗五块钱") + "，小碗三块五，油条水煎包另算。早上六点到八点是最忙的，送孩子上学的、上工地的，"
            "门口能排到马路牙子上。九点以后就稀了，十点半收摊，下午刷锅泡骨头，晚上早早睡，一年到头就这样。",
            "明白了：夜里三点起锅，五点半开门，十点半收摊；面筋天天现洗，不用隔夜的。",
        ),
        turn(
            "还有个事儿，上个月可把俺吓坏了。一个当妈的领着个五六岁的小妮儿来喝汤，俺顺手就撒了一把花生碎，"
            "谁知道那小妮儿对花生过敏，喝了两口嘴就肿起来了，脸上起一片红疙瘩，赶紧打车送到市中心医院，打了一针才下去。"
            "人家妈妈没跟俺闹，可俺心里过不去。从那以后俺定了：" + f("constraint", "花生一律不往碗里直接放，先问客人")
            + "，要的自己说，俺再给撒。店里帮工的俺也都交代了。",
            "这个规矩很对。我再提个建议：在柜台和叫号的小票底下都印一行“本店花生另放，需要请说一声”，客人自己看见了，"
            "忙的时候帮工忘了问也有个提醒。",
        ),
        turn(
            "中，这个弄上。",
            ("我把小票底下那行字加上，柜台那边打一张 A4 的贴上。", [
                call("edit", "ok", path="/home/yao/jiaohao/ticket_footer.txt",
                     old="谢谢惠顾 欢迎再来", new="本店花生另放，需要请说一声\n谢谢惠顾 欢迎再来"),
            ]),
            "加好了，从下一张小票起底下就有这一行。",
        ),
    )
    r2 = (
        turn(
            "俺还接工地的团餐，附近三个工地，每天早上按人头送汤送包子。郑州一家做软件的公司给俺做了个小程序，工地的工长在上头报人数。"
            "这家公司合同到期了，俺想先把上头的数据备一份搁自己手里，心里踏实。小磊说数据库的地址和密码写在 "
            + f("path", "~/.config/tuancan/uri.env") + " 里头，你看看能不能弄。",
            ("我读出那个地址，用 mongodump 把团餐的库整个导成一个压缩包。", [
                call("bash",
                     "2025-03-06T14:20:10.987+0800\tchecking options\n"
                     "2025-03-06T14:20:10.987+0800\t\tdumping with object check disabled\n"
                     "2025-03-06T14:20:10.988+0800\twill listen for SIGTERM, SIGINT, and SIGKILL\n"
                     "2025-03-06T14:20:11.402+0800\tFailed: can't create session: could not connect to server: "
                     "connection() error occurred during connection handshake: auth error: sasl conversation error: "
                     + f("failure", "unable to authenticate using mechanism \"SCRAM-SHA-1\": (AuthenticationFailed) Authentication failed."),
                     error=True,
                     command="set -a && . ~/.config/tuancan/uri.env && set +a && "
                             + f("command", "mongodump -v --uri=\"$TUANCAN_URI\" --gzip --archive=/home/yao/backup/tuancan-0306.gz")),
            ]),
            "服务器是连上了，可用户名密码验证不过去。文件里记的密码对不上，多半是那边把密码改了。得找那家公司要新密码。",
        ),
        turn(
            "俺刚给那家公司的小孟打了个电话。他说去年底服务器续费的时候密码统一换了，新密码能给，可得先签他们" + f("rejected", "一年一千八的维护套餐")
            + "，说里头包改 bug、包备份、包节假日有人值班。俺一听一千八，心里直打鼓，俺一碗汤才挣几毛钱。俺跟他说俺想想，过两天回他。",
            "好，维护套餐先放着，你想好了再回。备份这一块就只能等拿到新密码再做。",
        ),
        turn(
            "对了，工地那边项目部要跟俺签个正经的供餐协议，要俺的食品经营许可证号，是 " + f("identifier", "JY24116020058731")
            + "，你给俺记着，以后填表老用。还有个事，俺外甥女在上海，她说现在人家都不收现金了，叫俺也学学。",
            "许可证号记下了。外甥女说的我也想过：可以在桌上贴码，让客人" + f("rejected", "扫码点单，柜台不再收现金")
            + "，点了单叫号的电脑直接出号，前台少一个人收钱找零，早上最忙那会儿能快不少。",
        ),
        turn(
            "来俺这喝汤的，一半是六七十的老头老太太，好多人手机就会接电话，兜里揣的是一块五块的零钱，跟俺还要掰扯一毛两毛的。"
            "不收现金，这些老主顾明儿就不来了。",
            "明白，柜台照旧收现金，扫码付款的牌子也还挂着，谁方便用谁的。",
        ),
        turn(
            "还有个窝心事。早上人多，屋里就八张桌，好些人端着碗蹲马路牙子上喝。俺上个月跟社区递了个申请，想在" + f("rejected", "门口人行道上摆六张桌子")
            + "，就早上五点半到九点，九点一过俺就收。今儿社区网格员小韩给俺打电话，说街道城管中队开会研究了，不中，说七一路是创文明城市的重点路段，"
            "人行道上一律不许占道经营，谁家都不给开这个口子。",
            "那就只能在屋里想办法了。要不要看看把靠墙那一排换成窄条桌，一排能多坐四五个人？",
        ),
        turn(
            "这个回头让老李量量再说。",
            "好。",
        ),
    )
    r3 = (
        turn(
            "郑州那个维护套餐俺想好了，不签。俺问了小磊，他说一年一千八他都能给俺干了，寒假回来他把数据从人家服务器上挪出来，"
            "以后就搁咱自己手里。你帮俺拟几句话回小孟，客客气气的，人家这几年也帮过俺不少忙。",
            "可以这样回：“小孟你好，这两年小程序多亏你们照应，谢谢了。维护套餐俺们商量过，这回就先不续了，"
            "以后数据让俺侄子自己管。合同到期前还麻烦你们把新密码给俺们一份，俺们好把数据备下来。”",
        ),
        turn(
            "中，就这么发。还有你帮俺" + f("pending", "把团餐的账按工地分开算") + "，三个工地掺在一块儿，月底对账老是对不上，"
            "项目部的会计问起来俺都说不清。",
            "好，等拿到数据能备份下来，我就按工地把每天的人数和钱数分开列，一个工地一张表。手头叫号和备份两件事先挂着，这个我排在后面。",
        ),
        turn(
            "嗯。还有个事俺一直心里不踏实。听说七一路老街要改造，有人说要拆，有人说就是刷刷墙换换招牌。"
            + f("pending", "七一路老街改造会不会拆到俺这一排门面") + "，俺问了房东，房东也不知道；问了小韩，小韩说方案还没定，街道也没接到信儿。"
            "俺这铺子开了十几年，真要拆了俺得早点找地方。",
            "这个现在确实谁也说不准，只能等街道把方案公布出来。我先记着这个问题，有了消息再帮你合计搬不搬、往哪搬。",
        ),
    )
    later = (
        (5, (
            turn(
                "过了年牛骨头涨价了，俺打算一碗涨五毛。" + f("pending", "月底前把新价目表做成图片发到老主顾群里")
                + "，俺那个微信群里有两百多个老主顾，得提前跟人家说一声，省得到时候有人说俺偷偷涨价。价钱俺晚上列好发你。",
                "好，等你把价钱发过来，我做一张大字的价目图，月底前发到老主顾群里，配一句说明为啥涨。",
            ),
        )),
        (10, (
            turn(
                "上回说的那个，三个工地的账分开，弄出来没？项目部的会计又来问了。",
                "还没弄出来：团餐的数据还在郑州那家公司的服务器上，新密码没拿到，导不出来。我先用你手里的送餐记录本按工地分开抄一份，"
                "等小磊寒假把数据挪回来，再拿系统里的数对一遍。",
            ),
        )),
    )
    return Scripted(
        name="fresh43-hulatang", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh43=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- tongqi
def _tongqi() -> Scripted:
    f = Builder()
    raw_tail = (
        "raw2tiff: _MG_5538.CR2\n"
        "Loading Canon EOS 700D image from _MG_5538.CR2 ...\n"
        "Scaling with darkness 2047, saturation 13584, and\n"
        "multipliers 2.099609 1.000000 1.519531 1.000000\n"
        "AHD interpolation...\n"
        "Converting to sRGB colorspace...\n"
        "Writing data to _MG_5538.tiff ...\n"
        "raw2tiff: IMG_0087.CR3\n"
        + f("failure", "Cannot decode file IMG_0087.CR3") + "\n"
        "raw2tiff: IMG_0088.CR3\n"
        "Cannot decode file IMG_0088.CR3\n"
        "raw2tiff: IMG_0089.CR3\n"
        "Cannot decode file IMG_0089.CR3\n"
        "raw2tiff: IMG_0090.CR3\n"
        "Cannot decode file IMG_0090.CR3\n"
        "raw2tiff: done, 38 converted, 29 failed"
    )
    r1 = (
        turn(
            "你好嘛，我是鹤庆新华村打铜的，姓寸，村里人都喊我寸师傅。我姑娘雪梅在网上帮我开了个淘宝店，店铺号是 "
            + f("identifier", "shop573028816") + "。新做的一批火锅、铜壶，她借了她表哥的相机拍的照片，拍出来是那种原图，"
            "放在 " + f("path", "~/铜器照片/原图") + " 里头。她说要先转成一般的图才好修、好往网上传，以前有个脚本一整就好了，"
            "这回整了半天出不来几张，你帮我看看是哪样回事。",
            ("我把那个转换脚本跑一遍，看哪几张没转出来。", [
                call("bash", long_log(70, "cunshi-raw2tiff", raw_tail), error=True,
                     command="cd ~/铜器照片/原图 && " + f("command", "bash ~/铜器照片/raw2tiff.sh")),
            ]),
            "原来那台 700D 拍的 CR2 照片都转好了，二十九张转不出来的全是 CR3 格式的，那是表哥那台新相机拍的。"
            "脚本里用的是 dcraw，这个工具很老了，根本不认新佳能的 CR3。要转得换个新一点的软件。",
        ),
        turn(
            "雪梅说她表哥在大理古城开照相馆，电脑上有那个 Lightroom，转这种图一下就好了。我这台旧笔记本卡得很，她不让再往上装东西，"
            "说再装就开不了机了。表哥这几天带人去洱海边拍婚纱照，礼拜天回来，到时候雪梅把卡给他寄过克。那就等他嘛。",
            "好，CR3 这二十九张等表哥用 Lightroom 转，这台笔记本上先不装新软件。转好的三十八张我先放着，等齐了一起修。",
        ),
        turn(
            "我跟你说说我们这个活是咋个整的，你心里有个底。早上六点多起来生炉子，炉子烧旺了把铜板放进去烧，烧到通红拿出来，"
            "往水里一淬，铜就软了，这个叫退火。我们用的是" + f("number", "一点二毫米厚的紫铜板") + "，太薄了不经敲，太厚了敲不动。"
            "软了就上砧子敲，一口火锅从一张平板敲到成型，少说也要敲上万锤，敲一阵硬了又要回炉退一回火。中午吃了饭錾花，"
            "龙啊凤啊、我们白族的山茶花，一錾子一錾子錾出来。还有一条，我爹传给我的，我也传给徒弟：" + f("constraint", "装吃的东西的铜器，里面必须挂锡")
            + "，紫铜直接煮东西久了要起铜绿，吃了对人不好，挂一层锡就没得事了。挂锡要把锡化了一遍遍擦，最费工夫。"
            "一口纯手工的火锅，前前后后要整十来天，我们卖" + f("number", "一千二百八十块一口") + "，淘宝上跟工厂压出来的几百块的摆在一起，好多人嫌贵。",
            "明白了：一点二毫米的紫铜，退火、锤打、錾花、挂锡，装吃食的一律挂锡。",
        ),
        turn(
            "还有，前个月恼火得很。一个上海的客人买了把大铜壶，雪梅用纸箱子装了，塞了些泡沫就发了。到人家手里壶嘴都压瘪了，壶身也凹进去一块，"
            "客人拍了照片来，说一万多锤敲出来的东西就这么糟蹋了，气得要退货。我心疼得一晚上没睡着。从那天起我就跟雪梅讲死了："
            + f("constraint", "大件铜器发货一律打木架") + "，木架钱我们自己出，宁可少挣点。",
            "这个该这么办。我还有个想法：每件东西的详情页上放一段十几秒的视频，就拍您在砧子上敲这件东西的样子，"
            "客人一看就知道是一锤一锤敲出来的，不是压出来的，也就不嫌贵了。",
        ),
        turn(
            "这个板扎，整嘛。让雪梅拍的时候跟我讲一声，我换件干净衣裳。",
            "好，我跟雪梅说好：每件新东西上架前拍一段敲打的视频，放在详情页第一屏。",
        ),
    )
    r2 = (
        turn(
            "还有个事，我作坊里装了个监控，出门参加展会的时候在手机上看一眼，心里踏实。装监控的小李当时弄了个网址，叫 "
            + f("identifier", "cunshi-tongqi.f3322.net") + "，这个礼拜我在昆明参加旅游商品展，拿手机一看，连不上了。"
            "雪梅说家里那台小电脑上有个自动更新的东西，配置在 " + f("path", "/etc/ddclient.conf") + "，你帮我看看。",
            ("我让它立刻更新一次，把详细过程打出来。", [
                call("bash",
                     "DEBUG:    ddclient 3.10.0\n"
                     "DEBUG:    get_ip: using web, http://members.3322.org/dyndns/getip reports 112.117.45.201\n"
                     "INFO:     setting IP address to 112.117.45.201 for cunshi-tongqi.f3322.net\n"
                     "UPDATE:   updating cunshi-tongqi.f3322.net\n"
                     "CONNECT:  members.3322.org\n"
                     "CONNECTED:  using HTTP\n"
                     "SENDING:  GET /dyndns/update?system=dyndns&hostname=cunshi-tongqi.f3322.net&myip=112.117.45.201 HTTP/1.1\n"
                     "SENDING:  Host: members.3322.org\n"
                     "SENDING:  Authorization: Basic ****************\n"
                     "SENDING:  User-Agent: ddclient/3.10.0\n"
                     "SENDING:  Connection: close\n"
                     "RECEIVE:  HTTP/1.1 200 OK\n"
                     "RECEIVE:  Server: nginx\n"
                     "RECEIVE:  Content-Type: text/plain\n"
                     "RECEIVE:  \n"
                     "RECEIVE:  badauth\n"
                     "FAILED:   updating cunshi-tongqi.f3322.net: " + f("failure", "badauth: Bad authorization (username or password)"),
                     error=True,
                     command="sudo " + f("command", "ddclient -daemon=0 -debug -verbose -noquiet")),
            ]),
            "家里的网换了地址，它要去 3322 那边更新，可 3322 说用户名密码不对。多半是那个账号的密码被改过，或者账号过期被重置了。"
            "得登进 3322 的账号把密码找回来，再写进配置里。",
        ),
        turn(
            "那个账号是小李用他自己手机号注册的。雪梅刚才给他打电话，号码停机了，问了他原来一起干活的人，说他搬到昆明去了，换了新号，"
            "人家答应帮忙找。找回密码要往那个旧手机号发验证码，小李不联系上就整不成。那就先这样，展会这几天让雪梅每天晚上去作坊看一眼门锁。",
            "好，监控的远程先放着，等联系上小李，用他的旧号找回 3322 的密码再改配置。",
        ),
        turn(
            "雪梅下午给我转了一段话，是抖音上一家运营公司的，说要帮我们做直播带货，条件是" + f("rejected", "把机器冲压的铜壶当手工的卖")
            + "，他们从外头进货，我们只管在镜头前敲两下，说这样量才起得来。",
            "你怎么回他们？",
        ),
        turn(
            "不行！",
            "明白，这家就不合作了。",
        ),
        turn(
            "大理古城有家客栈的采购，姓段，给我打电话，说他们新开的店每个房间要摆一把铜壶烧茶，想" + f("rejected", "订两百把铜壶，一把只给三百")
            + "，说量大，要我算便宜点。",
            "两百把纯手工的，您一个人加两个徒弟，得敲到哪年去？三百一把连料钱和挂锡的工钱都不太够。您打算怎么跟他说？",
        ),
        turn(
            "我跟他讲，两百把我整不出来，先订五十把，一把四百五，壶底给他们錾上客栈的名字，三个月交货。他说回去跟老板商量，"
            "刚才回话说老板同意了，下礼拜先打三成定金过来。",
            ("我把这单记到订单表里。", [
                call("edit", "ok", path="~/铜器照片/订单/2025订单.csv", old="# end",
                     new="大理古城段经理客栈,铜壶,50把,450元/把,壶底錾店名,三个月交货,三成定金\n# end"),
            ]),
            "记上了：五十把，四百五一把，壶底錾店名，三个月交货，先付三成定金。",
        ),
        turn(
            "好。过了五月雨季一来，村里游客就少了，作坊里也就清了，我愁的是淡季没得进项。",
            "我想过一个办法：旺季来村里的游客多，可以" + f("rejected", "在作坊里开打铜体验课")
            + "，一人收个一两百，让游客自己敲个小铜碟子带走，攒下的钱淡季也能撑一撑；淡季还可以在网上约小团。",
        ),
        turn(
            "这个……让我想想，跟雪梅商量一下再说。",
            "好，不急，您想好了告诉我。",
        ),
    )
    r3 = (
        turn(
            "体验课那个，我跟雪梅商量了，不整了。作坊里炉子一直烧着，退火的铜板通红的，游客带着娃娃，一不注意就烫着；"
            "再说一屋子人叮叮当当乱敲，隔壁两家是开客栈的，早就跟我提过声音大。手艺也不是一下午能学的，我不想让人以为打铜就是敲两下。",
            "明白，体验课不开了。以后有游客想看，可以隔着门口的栏杆看您干活，不动手。",
        ),
        turn(
            "嗯。还有你帮我" + f("pending", "把去年淘宝每个月卖了多少件按款式统计出来") + "，火锅、铜壶、铜盆、小件，我想看看哪样好卖，"
            "明年多备哪样的料。",
            "好，我从淘宝后台把去年的订单导出来，按月份和款式数件数。照片和监控两件事先挂着，这个排在后面做。",
        ),
        turn(
            "还有一个事我一直惦记着。县上文化馆的人跟我提过，我可以报省级的非遗传承人，报上了有补贴，徒弟也好招。可"
            + f("pending", "今年省级非遗传承人的申报啥时候开始") + "，文化馆说省里还没下文，他们也不晓得。我怕错过了又要等几年。",
            "这个现在谁也说不准，得等省里的通知。我先记着这个问题，通知一出来就帮您把材料清单理出来。",
        ),
    )
    later = (
        (5, (
            turn(
                "三月街快要到了，大理那边人多得很，好多人逛完三月街顺路来新华村。" + f("pending", "三月街开街之前把新款火锅的详情页上线")
                + "，照片表哥转好了雪梅就发给你，敲打的视频这两天拍。",
                "好，照片和视频一到我就做详情页，赶在三月街开街之前上线。",
            ),
        )),
        (10, (
            turn(
                "上回请你算的去年哪样卖得好，整出来了没得？雪梅说她要去进紫铜板了，等着看。",
                "还没整完：去年的淘宝订单我导出来了，有一部分商品名写得乱，火锅和铜盆混在一起，我在一条条对。"
                "对完按月份和款式排好就发给您和雪梅。",
            ),
        )),
    )
    return Scripted(
        name="fresh43-tongqi", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh43=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- dagao
def _dagao() -> Scripted:
    f = Builder()
    flash_tail = (
        "arm-none-eabi-gcc build/main.o build/pound.o build/buzzer.o build/stm32f1xx_it.o build/system_stm32f1xx.o "
        "-mcpu=cortex-m3 -mthumb -specs=nano.specs -TSTM32F103C8Tx_FLASH.ld -Wl,--gc-sections -o build/dagao-timer.elf\n"
        "arm-none-eabi-size build/dagao-timer.elf\n"
        "   text\t   data\t    bss\t    dec\t    hex\tfilename\n"
        "  18244\t    120\t   2216\t  20580\t   5064\tbuild/dagao-timer.elf\n"
        "arm-none-eabi-objcopy -O ihex build/dagao-timer.elf build/dagao-timer.hex\n"
        "stm32flash -w build/dagao-timer.hex -v -g 0x0 /dev/ttyUSB0\n"
        "stm32flash 0.7\n\n"
        "http://stm32flash.sourceforge.net/\n\n"
        "Using Parser : Intel HEX\n"
        "Location     : Flash\n"
        "Size         : 18364\n"
        "Interface serial_posix: 57600 8E1\n"
        + f("failure", "Failed to init device, timeout.") + "\n"
        "make: *** [Makefile:188: flash] Error 1"
    )
    r1 = (
        turn(
            "你好啊，我姓金，在延吉西市场边上开个打糕店，街坊都叫我金大姐。我们家打糕是机器打的，那个机器上有个定时的小盒子，"
            "是我侄子成浩给做的，到点了就停、滴滴响。原来设的是打十二分钟，现在我们要做黄米打糕，黄米筋道，得打十五分钟。"
            "成浩走之前把那个盒子的程序拷在电脑上了，在 " + f("path", "/home/jin/dagao-timer") + " 里，他说改了数一刷就行。你帮我整一下呗。",
            ("我先把源码里打糕的时长从十二分钟改成十五分钟。", [
                call("edit", "ok", path="/home/jin/dagao-timer/Core/Src/pound.c",
                     old="#define POUND_MINUTES 12", new="#define POUND_MINUTES 15"),
            ]),
            ("再编译，刷进定时盒子里。", [
                call("bash", long_log(60, "dagao-timer-make", flash_tail), error=True,
                     command="cd /home/jin/dagao-timer && " + f("command", "make flash PORT=/dev/ttyUSB0")),
            ]),
            "程序编过了，往盒子里刷的时候，盒子上的芯片没有答应。这种板子要刷程序，得先把板子上一个叫 BOOT0 的跳线拨到另一头，"
            "让它进“刷机模式”，再通电才行。现在它还在正常干活的模式，所以连不上。",
        ),
        turn(
            "那个跳线在哪儿？在机器里头啊？那可不敢动。这台打糕机是龙井那边的厂子做的，外壳上贴着封条，厂里说了，拆了封条就不给保修了，"
            "一台机器一万多块呢。成浩在首尔打工，得秋夕才回来，到时候让他自己弄吧。这阵儿黄米的我就拿手机定个闹钟，响了再多打三分钟。",
            "好，定时盒子先不动，改好的程序就放在电脑里，等成浩秋夕回来拨了跳线再刷。这期间黄米打糕用手机计时。",
        ),
        turn(
            "我跟你唠唠我们一天咋整的。头天晚上把糯米淘好泡上，" + f("number", "糯米泡足十二个小时") + "，泡不透打出来有硬芯儿。"
            "早上四点起来上锅蒸，蒸透了趁热倒进石臼里，开机器打。老早以前都是我阿爸吉抡木槌打，现在用机器省劲儿了，可也有危险，"
            "所以我们家有个死规矩：" + f("constraint", "杵子动着的时候谁也不许把手伸进臼里") + "，要翻糕、要抹水，先把机器停了，"
            "等杵子落稳了再伸手。我们那条街上有家店的小工，就是手快，被杵子砸断过两根手指头。打好了切块、滚黄豆面，"
            "豆面是头天现炒现磨的。七点开门，白打糕、黄米打糕、艾蒿打糕，" + f("number", "一斤十八块") + "，逢年过节一天能卖二百来斤。",
            "明白了：糯米泡十二个小时，四点上锅，七点开门；机器在打的时候一律不伸手，先停机。",
        ),
        turn(
            "还有个闹心事。上个月停了一回电，来电以后那台打标签的电脑日子就乱了，打出来的标签生产日期全成了二〇一九年的。我们也没注意，"
            "贴了一上午，一个老顾客拿着盒子回来问我，说你这打糕放了六年了？市场管理处的人也过来看了，说这回算了，再有就要罚。"
            "丢死人了。打那以后我就定了：" + f("constraint", "每回打标签之前先拿手机对一遍日期") + "，对上了再打。",
            ("这个规矩好。我看一下电脑主板上那个时钟是不是坏了，停电以后为啥会跳回去。", [
                call("bash",
                     "hwclock from util-linux 2.37.2\n"
                     "System Time: 1741219864.512033\n"
                     "Trying to open: /dev/rtc0\n"
                     "Using the rtc interface to the clock.\n"
                     "Last drift adjustment done at 0 seconds after 1969\n"
                     "Last calibration done at 0 seconds after 1969\n"
                     "Hardware clock is on UTC time\n"
                     "Assuming hardware clock is kept in UTC time.\n"
                     "Waiting for clock tick...\n"
                     + f("failure", "hwclock: select() to /dev/rtc0 to wait for clock tick timed out") + "\n"
                     "...synchronization failed",
                     error=True,
                     command=f("command", "sudo hwclock -r --verbose")),
            ]),
            "主板上那个管时间的小钟不走了，一般是上面那颗纽扣电池没电了。电脑一断电，时间就没处存，这台电脑又没连网，没法自己对时，"
            "来电开机就跳回很早以前的日子。"
            "换一颗 CR2032 的纽扣电池就好。",
        ),
        turn(
            "电池我在拼多多上下单了，说得五六天才到。可这个电脑是在百货大楼那边电脑城买的，还在保修，修电脑的小全说让我拿过去他给换，"
            "自己拆了不给保。拿过去得放一天，我这天天要打标签，节前哪离得开？过了节再说吧，反正现在我每回都对日期。",
            "好，电池先放着，过了节再拿到电脑城换。这期间每次打标签前照你的规矩对一遍日期。",
        ),
    )
    r2 = (
        turn(
            "标签上的东西我想改改。生产许可证号是 " + f("identifier", "SC12422240100387") + "，这个得印上，模板里的字太小了，"
            "管理处的人说看不清。标签的内容成浩弄成了一张表，在 " + f("path", "/home/jin/biaoqian/labels.csv") + "，你帮我把字号调大点。",
            ("我把许可证那一栏的字号调大，再打一张样看看。", [
                call("edit", "ok", path="/home/jin/biaoqian/template.lbl",
                     old="FIELD license FONT 7", new="FIELD license FONT 10"),
            ]),
            "调大了。我还有个想法：来买打糕的好多是韩国游客和朝鲜族老人，标签上品名底下加一行朝鲜文，像白打糕写“인절미”、艾蒿打糕写“쑥떡”，"
            "他们一看就明白。",
        ),
        turn(
            "哎呀，这个好！我怎么没想到。加上吧，朝鲜文我给你对，别写错了让人笑话。",
            ("我在表里加一栏朝鲜文品名，先填上三种，你对一下。", [
                call("edit", "ok", path="/home/jin/biaoqian/labels.csv",
                     old="name,weight,price", new="name,name_ko,weight,price"),
            ]),
            "加上了：白打糕 인절미、艾蒿打糕 쑥떡、黄米打糕 찰기장떡，你看看对不对。",
        ),
        turn(
            "成浩他媳妇美善在首尔，昨天晚上给我发微信，说首尔那边人也爱吃这个，问能不能" + f("rejected", "往首尔寄打糕卖")
            + "，她在那边帮着卖，说一斤能卖到一万多韩元呢。",
            "你怎么看？",
        ),
        turn(
            "打糕放两天就硬了，不放防腐剂的东西哪经得起寄到韩国？再说吃的东西过海关，要检疫要报关，咱这小本买卖哪整得明白。",
            "明白，打糕就在本地卖，不往外国寄。",
        ),
        turn(
            "还有个导游小郑今天给我打电话，说他带韩国团，想" + f("rejected", "每天带两车韩国游客来，一个人返二十块")
            + "，说保证我生意火。",
            "一车四十来人，两车一天就是一千六百块的返点。你打算怎么回他？",
        ),
        turn(
            "返点我是不给的，一斤才挣几个钱。我跟小郑说了，团想来就来，来了我现场打一臼给他们看，一人送一小块尝尝，想买的按原价，"
            "不给返钱。他嘟囔了两句，说那先带一车来试试。",
            "好，记下了：导游的团可以来，现场表演、一人一小块试吃，不返点。",
        ),
        turn(
            "说起来，现在年轻人来得少了，嫌打糕太粘、太老派，就我们这些老顾客认。",
            "可以试试" + f("rejected", "出一款芝士打糕卖给年轻人") + "，里头夹一层芝士，外头还滚黄豆面，现在网上好多店在卖，年轻人爱拍照发朋友圈。",
        ),
        turn(
            "这个我说了不算，店是老崔他妈传下来的，得让老崔回去问问老太太。",
            "好，等老太太的意思。",
        ),
    )
    r3 = (
        turn(
            "寄外地的快递我们用顺丰，月结账号是 " + f("identifier", "4310826655") + "，你记着。芝士那个事，老崔昨晚回家问了他妈。",
            "账号记下了。老太太怎么说？",
        ),
        turn(
            "老崔说他妈一听就急了，八十五了，拍着炕沿说：“打糕就是打糕，老祖宗传下来的东西，往里头塞洋玩意儿，"
            "我崔家的招牌不能这么糟践。”老太太这么说了，那就不整了，店是她传给我们的。",
            "明白，芝士打糕不做了，老口味不动。",
        ),
        turn(
            "嗯。还有，你帮我" + f("pending", "按天统计这个月卖了多少斤打糕") + "，我想看看礼拜几卖得多，好定每天泡多少米。泡多了剩下，泡少了不够卖。",
            "好，我从收款机的流水里按天把斤数加起来，做成一张表。定时盒子和电池两件事先挂着，这个排在后面做。",
        ),
        turn(
            "还有个事儿我一直没底。往年九月三号自治州成立那阵儿，市里办朝鲜族民俗文化节，给我们这些小吃铺子摆摊，一个摊位一天能卖好几百斤。"
            "可" + f("pending", "今年的朝鲜族民俗节还给不给小吃摊位") + "，我问了市场管理处，也问了文旅局的人，都说还没定，让等通知。",
            "这个现在谁也说不准，只能等文旅局的通知。我先记着这个问题，一有信儿就帮你算算要备多少米。",
        ),
    )
    later = (
        (5, (
            turn(
                "端午我们朝鲜族叫단오，过节家家都买打糕，外地的老乡也托人带。今年我想往外地寄，" + f("pending", "端午之前把寄外地的冷链运费表算好")
                + "，东三省、北京、山东这几个地方，一斤、三斤、五斤各多少钱，我好在朋友圈发。",
                "好，我按顺丰冷链的价，把这几个地方、三种重量的运费排成一张表，端午之前给你。",
            ),
        )),
        (10, (
            turn(
                "上回让你算的，一天卖了多少斤那个，出来了吗？老崔今天又泡多了，剩了半盆米。",
                "还没出来：收款机的流水里有好几天是按块卖的，不是按斤，我在一笔笔折成斤数。折完就把按天的表发你，"
                "顺手把礼拜几卖得最多标出来。",
            ),
        )),
    )
    return Scripted(
        name="fresh43-dagao", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh43=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- haidiao
def _haidiao() -> Scripted:
    f = Builder()
    wind_tail = (
        "[fetch_wind] run 00, area ECS 26N-32N 120E-126E\n"
        "[fetch_wind] aria2c -x4 -d /home/zhengjie/haidiao/grib https://data.hyqx-nb.cn/grib/ecs_wind_2025041200.grb2\n\n"
        "04/12 04:30:07 [NOTICE] Downloading 1 item(s)\n\n"
        "04/12 04:30:08 [ERROR] CUID#7 - Download aborted. URI=https://data.hyqx-nb.cn/grib/ecs_wind_2025041200.grb2\n"
        "Exception: [AbstractCommand.cc:351] errorCode=24 URI=https://data.hyqx-nb.cn/grib/ecs_wind_2025041200.grb2\n"
        "  -> " + f("failure", "[HttpSkipResponseCommand.cc:219] errorCode=24 Authorization failed.") + "\n\n"
        "04/12 04:30:08 [NOTICE] Download GID#8b2c6f0e4d1a7395 not complete: "
        "/home/zhengjie/haidiao/grib/ecs_wind_2025041200.grb2\n\n"
        "Download Results:\n"
        "gid   |stat|avg speed  |path/URI\n"
        "======+====+===========+=======================================================\n"
        "8b2c6f|ERR |       0B/s|/home/zhengjie/haidiao/grib/ecs_wind_2025041200.grb2\n\n"
        "Status Legend:\n(ERR):error occurred.\n\n"
        "aria2 will resume download if the transfer is restarted.\n"
        "If there are any errors, then see the log file. See '-l' option in help/man page for details.\n"
        "[fetch_wind] download failed, keeping yesterday's chart"
    )
    r1 = (
        turn(
            "侬好，阿拉是石浦的，姓郑，开一条休闲海钓船，船名叫 " + f("identifier", "浙象渔休08826")
            + "，码头上都叫我郑老大。每天凌晨我儿子阿杰弄的一个脚本会去宁波一家海洋气象公司下载风的预报，画成图发到钓友群里，"
            "下载的东西放在 " + f("path", "/home/zhengjie/haidiao/grib") + "。今天早上群里的图还是昨天的，钓友一直在问明天能不能出，"
            "侬帮我看看。",
            ("我把阿杰的下载脚本手动跑一遍。", [
                call("bash", long_log(80, "haidiao-fetch-wind", wind_tail), error=True,
                     command="cd /home/zhengjie/haidiao && " + f("command", "bash fetch_wind.sh --run 00")),
            ]),
            "前面检查、整理都正常，到下载预报文件那一步，人家服务器说账号验证不过，不给下。多半是那家气象公司的账号到期了，"
            "或者密码改了。得去他们网站上续费或者重新要个账号。",
        ),
        turn(
            "对对，阿杰说过，那个账号一年九百八，好像是上个月到期的。不过我们县里的休闲渔业协会讲了，下个月开始给会员弄个统一的账号，"
            "不要钱的，那阿拉就不去续了，等协会的账号下来。这几天我自己看手机上中央气象台的海洋预报，群里我用嘴讲。",
            "好，预报下载先停着，等协会的统一账号下来，换进脚本再跑。这期间群里的风图就不更新了。",
        ),
        turn(
            "我跟侬讲讲阿拉一趟海是怎么出的。凌晨四点半码头集合，点人数、签安全告知书，然后一个一个穿救生衣。" + f("constraint", "救生衣从上船穿到下船，钓鱼的时候也不许脱")
            + "，夏天热也不行，有人嫌热偷偷脱了，我就把船停下来，穿好再走。五点开船，开一个多钟头到钓场，阿拉的钓场在" + f("number", "离岸二十五海里")
            + "那一片，礁多，鲈鱼、黑鲷、石斑都有。中午船上吃饭，我老婆烧的，下午两点收竿往回开，四点多到码头。价钱是" + f("number", "一人一天六百八十块")
            + "，钓饵、午饭、保险都在里面，鱼钓上来归客人自己。船上最多拉十二个人，这是船检证上写死的。",
            "明白了：四点半集合，五点开船，下午两点收竿；救生衣全程不脱；船检核定十二个人。",
        ),
        turn(
            "还有，上个月出了个事，我到现在还后怕。那天下午起了涌，浪越来越大，客人鱼口正好，都说再钓半个钟头，我心一软就没走。"
            "结果一个大浪打过来，一个上海的客人没站稳摔在甲板上，手腕骨折了，回来送到象山医院打了石膏。保险是赔了，可人家受罪。"
            "从那以后我定了：" + f("constraint", "浪高过了一米五，不管钓没钓着，立马掉头回港") + "，客人说啥都没用。",
            "这个规矩要守住。我还有个建议：每次有人订船，前一天晚上发确认消息的时候，把第二天钓场的浪高和风力一起发过去，"
            "客人心里先有数，到时候真要提前回港，也不容易闹。",
        ),
        turn(
            "这个好，弄起来。",
            ("我在订船确认的消息模板里加上第二天的浪高和风力。", [
                call("edit", "ok", path="/home/zhengjie/haidiao/templates/confirm.txt",
                     old="明早4:30石浦码头集合，请准时。",
                     new="明早4:30石浦码头集合，请准时。\n明日钓场预报：浪高{wave}米，风力{wind}级。浪高超过规定会提前返航，敬请理解。"),
            ]),
            "加好了，以后每条确认消息都会带上第二天的浪高和风力。",
        ),
    )
    r2 = (
        turn(
            "阿杰还在船上装了个小电脑，插了个收信号的小棒子，能收到周围大船的 AIS，夜里二叔在驾驶台上拿平板一看，哪里有大货轮一清二楚。"
            "阿拉自己船的 MMSI 是 " + f("identifier", "412418760") + "，家里人在船讯网上也能看到船在哪。今天二叔打电话来说平板上一条大船都没有，"
            "船现在在海上，二叔带了一船客人去渔山那边，要三天。侬能连上去看看吗？阿杰说船上有 4G 的路由器。",
            ("我通过 4G 连到船上的小电脑，把接收程序前台跑一下。", [
                call("bash",
                     "Found 1 device(s):\n"
                     "  0:  Realtek, RTL2838UHIDIR, SN: 00000001\n\n"
                     "Using device 0: Generic RTL2832U OEM\n\n"
                     "Kernel driver is active, or device is claimed by second instance of librtlsdr.\n"
                     "In the first case, please either detach or blacklist the kernel module\n"
                     "(dvb_usb_rtl28xxu), or enable automatic detaching at compile time.\n\n"
                     + f("failure", "usb_claim_interface error -6") + "\n"
                     "Failed to open rtlsdr device #0.",
                     error=True,
                     command="ssh pi@haidiao-pi '" + f("command", "rtl_ais -n -p 42") + "'"),
            ]),
            "收信号的小棒子被系统自带的电视驱动抢走了，接收程序用不上它。多半是前几天小电脑自己升级了一次系统。"
            "要修得把那个驱动屏蔽掉，写一个 " + f("path", "/etc/modprobe.d/blacklist-rtl.conf") + "，然后重启小电脑。",
        ),
        turn(
            "重启？船在海上，覅重启。阿杰讲过，那个小电脑还连着驾驶台的屏，重启以后 4G 要重新拨号，万一起不来，连都连不回去，"
            "二叔夜里两眼一抹黑。船上的东西，海上一概不动，礼拜五船回港了，让阿杰上船弄。这两天我让二叔夜里多看雷达。",
            "好，船上的东西一概不碰，等礼拜五船回港，阿杰上船写那个屏蔽文件再重启。这两天 AIS 平板就看不到大船了。",
        ),
        turn(
            "钓友群里有几个老钓友今天在起哄，说能不能" + f("rejected", "一船拉十六个人，价钱便宜点") + "，说人多热闹，分下来每人少出一百多。",
            "你怎么回？",
        ),
        turn(
            "想也覅想。",
            "明白，还是最多十二个人，价钱不变。",
        ),
        turn(
            "我老婆她阿弟，在奉化修船的，托我老婆带话给我，说他认识人有一台" + f("rejected", "换一台二手的大马力柴油机")
            + "的机会，比我现在这台马力大一半，去渔山能快四十分钟，价钱也便宜。",
            "你觉得怎么样？",
        ),
        turn(
            "主机一换，船检要重新报，证书、营运证都得跟着改，一折腾大半年出不了海，阿拉一家人吃什么？我叫老婆跟她阿弟讲，心意领了。",
            "好，主机不换。",
        ),
    )
    r3 = (
        turn(
            "还有个事，我本来想搞个两天的线路，第一天钓一天，晚上船靠在渔山岛过一夜，第二天早上再钓。我写了个方案报到县休闲渔业协会。"
            "今天协会的秘书长老俞给我打电话，说他们开会研究了，再问了海事处，" + f("rejected", "在渔山岛过一夜的两天行程")
            + "不批，休闲渔船不许在外岛过夜停泊，出了事救援来不及。唉，白写了。",
            "那就只能按当天往返来。要是想让客人钓得久一点，可以考虑把早上开船的时间再往前提半个钟头，你看合不合规定。",
        ),
        turn(
            "这个以后再讲。侬帮我" + f("pending", "把钓客的鱼获照片按日子分好文件夹") + "，群里每天发那么多照片，乱七八糟，我想年底挑些好的做个宣传册。",
            "好，我把群里导出来的照片按拍摄日期分到一天一个文件夹。风图和 AIS 两件事先挂着，这个排在后面做。",
        ),
        turn(
            "嗯。还有个最要紧的事，每年五月一号开始伏季休渔，以前休闲海钓船也跟着停，去年有的地方说休闲船可以报备了出海。"
            + f("pending", "今年伏季休渔期休闲海钓船让不让出海") + "，协会说省里文件还没下来，我问了渔政，渔政也说等通知。"
            "要是能出，夏天这几个月是最好的生意。",
            "这个现在谁都说不准，只能等省里的文件。我先记着这个问题，文件一下来就帮你看条款、算能出几趟。",
        ),
    )
    later = (
        (5, (
            turn(
                "五一小长假好几个公司来问包船。" + f("pending", "五一之前把包船的价目表做成长图发到钓友群")
                + "，分半天、全天、夜钓三种，价钱我晚上发给侬。",
                "好，等你发了价钱，我做一张长图，三种都列上，五一之前发到钓友群。",
            ),
        )),
        (10, (
            turn(
                "上趟讲的那个照片，分好了没？我老婆说要先挑几张印出来挂在码头的售票亭。",
                "还没分完：群里导出来的照片有一半没有拍摄时间，是转发过的，我在按消息发出的日子一天天对。对好了就分进文件夹，"
                "先把最近一个月的给你老婆挑。",
            ),
        )),
    )
    return Scripted(
        name="fresh43-haidiao", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh43=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_hulatang(), _tongqi(), _dagao(), _haidiao())
