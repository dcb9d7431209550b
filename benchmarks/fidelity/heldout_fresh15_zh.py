"""Fifteenth fresh held-out set (Chinese): the Chinese half of ``heldout_fresh15.py``, written the same way
and under the same rule (blind, against the sixteenth round's rules, committed before its first run and not
to be edited after it).

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it, in domains used nowhere else in the corpus (grepped with
``grep -l``: 柳州螺蛳粉作坊, 重庆牛油火锅底料作坊, 红原牦牛奶合作社, 南京云锦工作室). Proposals come from an MCN agency
(through a nephew), the assistant, a cousin, a hotpot chain's buyer (answered by the father on the spot),
an apprentice (answered through the daughter), a travel company (through the co-op's chairman), the
co-op's own young IT volunteer (answered by the accountant), an in-flight magazine and a student. They are
turned down in two steps ("after Qingming", then the sums), by a reason alone, by a counter-offer the
cousin took, by a reason given by someone else, by a story about a neighbour's burnt batch, through a
third person, after the herders were asked two rounds later, politely with the terms stated, bluntly with
a reason, and a round later with the master's reason. Some proposals are accepted and are not facts.
Failures are multi-line blocks from MySQL (an ERROR 1366 after the password prompt), an Excel VBA macro run
from a VBScript (a runtime error line above the failing source line), pymodbus (a ConnectionException at
the bottom of a traceback after retry warnings), Maven (a missing artifact inside the "[ERROR] Failed to
execute goal" line below BUILD FAILURE), adb (a signatures mismatch inside the Failure bracket), Redis
(an RDB write failure in the server log below a MISCONF error), git-lfs (a quota message above the push
error) and robocopy (an error-5 line between the header and the retry lines). Open items: asks
acknowledged and repeated later, questions nobody answers, other people's asks with deadlines, some
planted in ``later`` rounds. Routine work (``routine_zh``) is this file's own, a small Next.js site in
TypeScript; it has turns that look like facts and are not planted: a request done at once, an ESLint error
fixed and rerun clean, an offer of a test taken up, a request put off and reported done a round later, a
failing Jest test fixed at once.

Descriptions:
- luosifen: 韦姐 runs a small snail-rice-noodle workshop in Liuzhou with a shop and an online store; her
  nephew 阿杰 runs the store and the server, 覃会计 keeps the books in Excel. Orders are imported nightly into
  MySQL; a VBA macro reconciles the month. Rules: inside a long account of how they cook, the sour bamboo
  shoots soak twenty-one days before they go in the pot; as a complaint about 阿杰 being warned by the
  platform, no cash-back for good reviews. An MCN agency, through 阿杰, offers a livestream slot: "after
  Qingming", then no after the sums. The assistant suggests moving the stock sheet to Feishu: no, 覃会计
  only uses Excel. The cousin wants a duck-feet noodle on the online store; 韦姐's counter (sell it in the
  shop for a month first) is taken. The assistant's spice-level option is accepted (not a fact). Numbers: the
  broth cooks 6 hours; a pack is 280 grams. Identifier: the food production licence number. Failures: MySQL
  can't store emoji in the remark column (utf8, not utf8mb4), left for 阿杰 at the weekend because the
  table would lock; the macro hits "subscript out of range" because there are two March sheets, left for 覃会计.
  Left to do: a monthly summary of refund reasons (acknowledged, asked again); an unanswered question
  (anything extra needed to ship to Hong Kong); later, the market regulator's deadline (15 April).
- hotpot: 冉小雨 looks after the computers at her father 冉师傅's beef-tallow hotpot-base workshop in Chongqing
  (three woks). A Python script reads the wok temperature controllers over Modbus TCP; a Java traceability
  app (Maven) prints batch labels, written by a contractor, 老周. Rules: inside a long explanation of why the
  temperature log exists, someone is always at the wok while frying; as how they record things, with their
  own field's chillies as the exception, every batch's chilli lot number goes into the traceability app. A
  hotpot chain's buyer wants them to make an own-label base at a low price; the father turned it down on the
  spot with the reason. The assistant suggests PLC temperature control; turned down by a story (the
  neighbour's burnt wok). The apprentice 小邓 wants to livestream the frying on Douyin; the father has the
  daughter tell him no. The assistant's five-second logging with red marks is accepted (not a fact).
  Numbers: never above 180℃; 300 斤 a wok. Identifier: a batch number. Failures: pymodbus can't connect
  to wok two's new controller, left for the electrician on Wednesday; Maven can't find the label printer
  SDK, left for 老周 to send the jar. Left to do: last month's yield per wok (acknowledged, asked again);
  an unanswered question (extra testing for export to Singapore); later, a supermarket buyer's deadline for
  a third-party test report (end of May).
- yak: 小杨, back from university, does the IT for a yak-milk co-op in Hongyuan (forty-odd herding
  families; the chairman 扎西, the accountant 卓玛). The milk station weighs on an Android tablet app; a small
  server syncs it through Redis. Rules: inside the explanation of the app, every can is weighed in front of
  the herder; as a complaint about a collector paying cash, milk money goes to bank cards, with three old
  people without cards as the exception. A travel company, through 扎西, wants to bring tourists to milk;
  扎西 said no with the reason. The assistant suggests electronic ear tags; 小杨 must ask 扎西 and the herders,
  whose no comes two rounds later. 小杨's own idea of a WeChat mini program is turned down by 卓玛 in one
  sentence. The assistant's printed receipt for herders is accepted (not a fact). Numbers: 3500 metres up;
  9.5 yuan a kilo. Identifier: the co-op's credit code. Failures: adb refuses the new build because the
  signatures differ, left because uninstalling would wipe unsynced records; Redis can't write its snapshot
  because the disk is full of backups, left because the backups are not to be deleted. Left to do: each
  family's monthly milk table for 卓玛 (acknowledged, asked again); an unanswered question (cold-chain
  licence to sell yoghurt outside the province); later, the county's annual report deadline (end of June).
- yunjin: 孙蕾 manages a Nanjing brocade studio for 周老师, an inheritor of the craft. Pattern scans live in a
  Git LFS repository; a robocopy job mirrors them to a NAS her husband 小刘 set up. Rules: said first, with
  museums as the exception, original pattern drafts never go out; as how they work, peacock-feather thread
  only in commissioned pieces. An in-flight magazine wants a pattern for a cover for free: politely no. The
  assistant suggests generating new patterns in the old style with a model: no, bluntly, with the reason. A
  student asks for online live classes; 孙蕾 asks 周老师 and his no comes a round later. The assistant's era
  and source fields in the archive are accepted (not a fact). Numbers: 5 cm a day; 78 cm wide. Identifier:
  the repository. Failures: git-lfs is over its data quota, left until 周老师 decides about paying; robocopy
  gets access denied on one file, left for 小刘. Left to do: refund rules on the class sign-up page
  (acknowledged, asked again); an unanswered question (register the patterns with the copyright office?);
  later, the museum's ask (twenty high-resolution images before October).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn


def routine_zh(tag: str):
    """这个文件自己的日常工作：一个用 Next.js（TypeScript）写的小网站。"""
    pages = ("首页", "产品页", "联系我们", "新闻", "关于我们")
    slugs = ("home", "products", "contact", "news", "about")

    def work(r: int) -> tuple:
        name, slug = pages[r % 5], slugs[r % 5]
        k = r % 5
        out = []
        if k == 0:
            out.append(turn(
                f"{name}的标题字太小了，手机上看不清，调大一点。",
                ("", [call("edit", path=f"app/{slug}/page.module.css", old=".title { font-size: 18px; }",
                           new=".title { font-size: 24px; }")]),
                f"改好了，{name}的标题放大到 24px。"))
        elif k == 1:
            out.append(turn(
                "提交之前跑一下 lint。",
                ("", [call("bash", command="npm run lint", error=True,
                           result=f"> site@0.1.0 lint\n> next lint\n\n./app/{slug}/page.tsx\n{8 + r % 5}:10  Error: "
                                  "'useState' is defined but never used.  @typescript-eslint/no-unused-vars\n\n"
                                  "info  - Need to disable some ESLint rules? Learn more here: https://nextjs.org/docs/basic-features/eslint#disabling-rules")]),
                ("", [call("edit", path=f"app/{slug}/page.tsx", old="import { useState } from 'react'\n", new="")]),
                ("", [call("bash", command="npm run lint", result="> site@0.1.0 lint\n> next lint\n\n✔ No ESLint warnings or errors")]),
                "有一个没用到的 import，删掉了，lint 现在是干净的。"))
        elif k == 2:
            out.append(turn(
                "跑一下测试。",
                ("", [call("bash", command="npx jest", error=True,
                           result=f"FAIL  __tests__/{slug}.test.tsx\n  ● {name} › 显示页脚电话\n\n"
                                  "    expect(received).toContain(expected) // indexOf\n\n"
                                  "    Expected substring: \"电话：\"\n    Received string:    \"电话:0772-\"\n\n"
                                  f"Tests:       1 failed, 9 passed, 10 total\nTime:        {1 + r % 3}.2 s")]),
                ("", [call("edit", path=f"__tests__/{slug}.test.tsx", old="toContain('电话：')", new="toMatch(/电话[:：]/)")]),
                ("", [call("bash", command="npx jest", result="Tests:       10 passed, 10 total\nTime:        1.9 s")]),
                "一个测试写死了全角冒号，页面上是半角的，我把测试改成两种都认，十个都过了。"))
        elif k == 3:
            out.append(turn(
                f"有空的时候给{name}加个分享到微信时显示的标题和图片，不急。",
                "好的，这个我跟下一批改动一起做。"))
        else:
            out.append(turn(
                "上次说的还有什么没弄？",
                ("", [call("edit", path="app/layout.tsx", old="export const metadata = {",
                           new="export const metadata = {\n  openGraph: { title: siteName, images: ['/og.jpg'] },")]),
                "上次说的分享标题和图片已经加上了，所有页面都用网站名和默认图。要不要加个测试检查一下？"))
            out.append(turn(
                "加吧。",
                ("", [call("write", path="__tests__/og.test.ts",
                           content="import { metadata } from '../app/layout'\ntest('og', () => expect(metadata.openGraph).toBeDefined())\n")]),
                ("", [call("bash", command="npx jest __tests__/og.test.ts", result="Tests:       1 passed, 1 total")]),
                "加好了，通过。"))
        out.append(turn(
            f"{name}底部的营业时间跟别的页面不一样，统一一下。",
            ("", [call("edit", path=f"app/{slug}/page.tsx", old="<Footer hours={oldHours} />", new="<Footer />")]),
            "统一了，现在都用公共页脚里的营业时间。"))
        return tuple(out)

    return work


def _luosifen() -> Scripted:
    f = Builder()
    mysql_cause = f("failure", r"ERROR 1366 (HY000) at line 214: Incorrect string value: '\xF0\x9F\x8C\xB6\xEF\xB8...' for column 'remark' at row 1")
    mysql_fail = "Enter password: \n" + mysql_cause
    vba_fail = (
        "正在打开 D:\\对账\\月度对账.xlsm ...\n"
        "正在运行宏 月度对账.xlsm!模块1.对账主程序 ...\n"
        "读取 网店导出_2025-03.csv：1862 行\n"
        "读取 银行流水_2025-03.xls：1790 行\n"
        f"D:\\对账\\run_macro.vbs(14, 1) Microsoft Excel: {f('failure', '运行时错误 ' + chr(39) + '9' + chr(39) + ': 下标越界')}\n"
        "  出错位置：模块1 第 37 行    Set ws = ThisWorkbook.Worksheets(\"三月流水\")")
    rounds = (
        (
            turn(
                "你好，我是柳州韦记螺蛳粉的，小作坊，十几个工人，一个门店加一个网店。先说一下我们做粉的规矩，都是老辈传下来的："
                f"{f('constraint', '酸笋不泡够二十一天不下锅')}，汤底每天现熬，"
                f"一锅要熬 {f('number', '6 小时')}，所以每天能出多少货是定死的。网店的订单每天晚上导进一个 MySQL 库，"
                f"是我侄子阿杰写的脚本 {f('path', 'scripts/import_orders.sql')}，用 "
                f"`{f('command', 'mysql -u shop -p luosifen < scripts/import_orders.sql')}` 跑。这两天一到晚上就报错，"
                "订单导不进去，你帮我看看。",
                ("", [call("bash", command="mysql -u shop -p luosifen < scripts/import_orders.sql", result=mysql_fail, error=True)]),
                ("", [call("bash", command="mysql -u shop -p luosifen -e \"SHOW CREATE TABLE orders\\G\" | grep remark",
                           result="  `remark` varchar(255) CHARACTER SET utf8mb3 COLLATE utf8mb3_general_ci DEFAULT NULL,")]),
                "是买家备注里的表情符号（一个辣椒🌶️）存不进去：remark 这一列是 utf8mb3，只能存三个字节的字，表情要四个字节。"
                "要改成 utf8mb4 得对 orders 表做 ALTER TABLE，表里有四十多万行，改的时候会锁表，网店那边下单就写不进来。"
                "改之前最好先备份一下。"),
            turn(
                "那先备份，备份完别动表，白天网店在跑。阿杰说周末晚上他来弄，服务器的 root 密码也只有他有。",
                ("", [call("bash", command=f("command", "mysqldump --default-character-set=utf8mb4 luosifen orders > orders_backup.sql"),
                           result="")]),
                ("", [call("bash", command="ls -lh orders_backup.sql", result="-rw-r--r-- 1 shop shop 187M Mar 12 21:40 orders_backup.sql")]),
                "备份好了，187M。表我没动，等阿杰周末来改。今晚导不进去的订单还在网店后台，改完再导一遍就行。"),
            turn(
                "还有覃会计的对账表，"
                f"{f('path', 'D:' + chr(92) + '对账' + chr(92) + '月度对账.xlsm')}，里面有个宏每个月一号跑，"
                "把网店的账跟银行流水对一遍。这个月一跑就弹框，她电脑现在开着，你远程看看。",
                ("", [call("bash", command="cscript //nologo D:\\对账\\run_macro.vbs", result=vba_fail, error=True)]),
                ("", [call("bash", command="cscript //nologo D:\\对账\\list_sheets.vbs",
                           result="一月流水\n二月流水\n3月流水\n3月流水 (2)\n汇总")]),
                "宏里写死了要找叫“三月流水”的表，可这个文件里没有，只有“3月流水”和“3月流水 (2)”两张，内容还不一样。"
                "改宏很简单，但到底哪张才是这个月的银行流水，我看不出来。"),
            turn(
                "那你别乱改她的表，她最讨厌别人动她的东西。等覃会计周一来了我问她。",
                "好，宏和表我都没动。"),
        ),
        (
            turn(
                "阿杰说有个 MCN 公司找他，想让我们"
                f"{f('rejected', '上他们的直播间带货')}，坑位费五千，再抽百分之三十的佣金。我跟阿杰说等过了清明再说。",
                "好，记下了，这个先放着。"),
            turn(
                "库存现在是一张 Excel 表，阿杰和覃会计都在改，老是对不上。你有什么办法？",
                f"可以考虑{f('rejected', '把库存表搬到飞书多维表格')}上，几个人同时改，谁改了什么都有记录。"),
            turn(
                "覃会计五十多了，只认 Excel，换了她要骂人的，算了。还有个事：上礼拜阿杰又给人返现让改好评，被平台警告了一次。"
                f"我说了多少遍，{f('constraint', '不许给买家返现换好评')}，差评就老老实实回复。网店后台那个“好评返现”的卡片模板你给我删了。",
                ("", [call("bash", command="git rm public/cards/haoping-fanxian.png && git commit -m \"删掉返现卡片\"",
                           result="rm 'public/cards/haoping-fanxian.png'\n[main 3f2c1aa] 删掉返现卡片\n 1 file changed, 0 insertions(+), 0 deletions(-)")]),
                "删了。"),
            turn(
                f"我表哥想{f('rejected', '在网店上一款鸭脚螺蛳粉')}，他那边有鸭脚的货源。我跟他说网店先不上，"
                "先在门店卖一个月看看卖不卖得动，他也同意了。",
                "明白，网店不上新款，门店先卖一个月。另外网店下单页可以加一个“辣度”选项（微辣、中辣、特辣），"
                "现在很多人都在备注里写，仓库容易漏看。"),
            turn(
                "这个好，加上。",
                ("", [call("edit", path="app/products/[id]/OrderForm.tsx", old="<QuantityInput />",
                           new="<QuantityInput />\n      <Select name=\"spice\" options={['微辣', '中辣', '特辣']} />")]),
                "加好了，下单时选辣度，订单里单独一列。"),
        ),
        (
            turn(
                "直播那个事我算了一下，三十个点的佣金再加坑位费，一包要亏两块多，不做了，让阿杰回了他们。",
                "好的。"),
            turn(
                f"网店详情页底下要放我们的生产许可证号 {f('identifier', 'SC11245020500871')}，"
                f"还有每包净含量 {f('number', '280 克')}，上次被人投诉说没写清楚。",
                ("", [call("edit", path="app/products/[id]/page.tsx", old="<ProductSpecs />",
                           new="<ProductSpecs />\n      <p>净含量：280 克　食品生产许可证编号：SC11245020500871</p>")]),
                "加上了，在规格下面。"),
            turn(
                f"还有，你帮我把{f('pending', '每个月的退款原因汇个总')}，我想知道到底是漏汤多还是发错货多。",
                "好，这个我记下了。"),
        ),
        (
            turn(
                f"有个香港的客人问能不能寄过去，{f('pending', '寄到香港要不要另外办什么手续')}？",
                "这个我说不准，食品寄香港涉及那边对预包装食品的规定，还有快递公司自己的限制，最好问一下快递公司或者做过的同行。"),
        ),
    )
    later = (
        (5, (turn(
            "上回说的退款原因，每个月的退款原因汇个总，弄了没有？这个月退款又多了。",
            "还没弄，还在单子上。"),)),
        (6, (turn(
            "市场监管局来通知了，"
            f"{f('pending', '四月十五号前要交上一年的出厂检验记录')}，这个都在覃会计那，我先跟你说一声。",
            "记下了，这些记录不在网站和数据库里，得覃会计那边整理。"),)),
    )
    return Scripted("fresh15-zh-luosifen", "zh", rounds, tuple(f.facts), held_out=True, fresh15=True, later=later,
                    routine=routine_zh("luosifen"))


def _hotpot() -> Scripted:
    f = Builder()
    modbus_fail = (
        "2025-03-12 08:30:01 INFO    wok_logger 启动，目标 192.168.1.50:502，从站 3\n"
        "2025-03-12 08:30:04 WARNING 连接超时，重试 (1/3)\n"
        "2025-03-12 08:30:07 WARNING 连接超时，重试 (2/3)\n"
        "2025-03-12 08:30:10 WARNING 连接超时，重试 (3/3)\n"
        "Traceback (most recent call last):\n"
        "  File \"D:\\wok\\tools\\wok_logger.py\", line 48, in <module>\n"
        "    main()\n"
        "  File \"D:\\wok\\tools\\wok_logger.py\", line 31, in main\n"
        "    rr = client.read_holding_registers(0x0000, count=2, slave=args.unit)\n"
        "  File \"D:\\wok\\.venv\\Lib\\site-packages\\pymodbus\\client\\mixin.py\", line 107, in read_holding_registers\n"
        "    return self.execute(no_response_expected, pdu_reg.ReadHoldingRegistersRequest(address, count, slave=slave))\n"
        "  File \"D:\\wok\\.venv\\Lib\\site-packages\\pymodbus\\client\\base.py\", line 203, in execute\n"
        "    raise ConnectionException(f\"Failed to connect[{self!s}]\")\n"
        f"{f('failure', 'pymodbus.exceptions.ConnectionException: Modbus Error: [Connection] Failed to connect[ModbusTcpClient 192.168.1.50:502]')}")
    mvn_fail = (
        "[INFO] Scanning for projects...\n"
        "[INFO] \n"
        "[INFO] ----------------------< com.ranji:trace-app >-----------------------\n"
        "[INFO] Building trace-app 1.2.0\n"
        "[INFO]   from trace-app/pom.xml\n"
        "[INFO] --------------------------------[ jar ]---------------------------------\n"
        "[WARNING] The POM for com.ranji:label-printer-sdk:jar:2.3 is missing, no dependency information available\n"
        "[INFO] ------------------------------------------------------------------------\n"
        "[INFO] BUILD FAILURE\n"
        "[INFO] ------------------------------------------------------------------------\n"
        "[INFO] Total time:  3.412 s\n"
        "[INFO] Finished at: 2025-03-12T15:21:07+08:00\n"
        "[INFO] ------------------------------------------------------------------------\n"
        "[ERROR] Failed to execute goal on project trace-app: Could not resolve dependencies for project "
        f"com.ranji:trace-app:jar:1.2.0: {f('failure', 'Could not find artifact com.ranji:label-printer-sdk:jar:2.3 in aliyun')} "
        "(https://maven.aliyun.com/repository/public) -> [Help 1]\n"
        "[ERROR] \n"
        "[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n"
        "[ERROR] Re-run Maven using the -X switch to enable full debug logging.")
    rounds = (
        (
            turn(
                "你好。我爸在重庆做牛油火锅底料，厂子不大，三口炒锅，我在家里管电脑这一摊。炒锅上的温控表是带网口的，"
                f"我写了个 Python 脚本 {f('path', 'tools/wok_logger.py')} 隔一会儿读一次温度存下来。先说个厂里的规矩你心里有数："
                f"{f('constraint', '炒料的时候锅边必须有人')}，一刻都不许走开，牛油一过火就是大事，"
                f"出锅前最高不能超过 {f('number', '180℃')}，所以这个温度记录是给我爸事后看的，不是拿来代替人看锅的。"
                f"脚本用 `{f('command', 'python tools/wok_logger.py --host 192.168.1.50 --unit 3')}` 跑，"
                "上周电工把二号锅的温控表换了，现在连不上了。",
                ("", [call("bash", command="python tools/wok_logger.py --host 192.168.1.50 --unit 3", result=modbus_fail, error=True)]),
                ("", [call("bash", command="ping -n 2 192.168.1.50",
                           result="正在 Ping 192.168.1.50 具有 32 字节的数据:\n请求超时。\n请求超时。\n\n192.168.1.50 的 Ping 统计信息:\n"
                                  "    数据包: 已发送 = 2，已接收 = 0，丢失 = 2 (100% 丢失)，")]),
                "这个地址现在根本 ping 不通。新表要么出厂地址不是 192.168.1.50，要么默认走的是 RS485、网口的 Modbus TCP 没开，"
                "得在表的设置菜单里看。"),
            turn(
                "那得等电工周三来，说明书在他那。我爸不让我们自己去按那个表，上回按乱了参数。",
                "好，那就等电工。二号锅这几天没有温度记录，要记的话只能先手抄。"),
            turn(
                "还有个追溯系统，是之前老周帮我们写的 Java 程序，贴标签、记批次。我想在标签上加个字段，改完打包就报错："
                f"`{f('command', 'mvn -pl trace-app clean package -DskipTests')}`。",
                ("", [call("bash", command="mvn -pl trace-app clean package -DskipTests", result=mvn_fail, error=True)]),
                ("", [call("read", path=f("path", "trace-app/pom.xml"),
                           result="<dependency>\n  <groupId>com.ranji</groupId>\n  <artifactId>label-printer-sdk</artifactId>\n"
                                  "  <version>2.3</version>\n</dependency>")]),
                "不是你改的字段的问题。标签打印机的 SDK 不在公共仓库里，是老周当时装在他自己电脑本地仓库的 jar，"
                "你这台电脑上没有，所以依赖解析不了。"),
            turn(
                "老周现在在成都上班，我发微信问他要那个 jar。你先别动 pom。",
                "好，pom 不动，等 jar。"),
        ),
        (
            turn(
                "有个连锁火锅店的采购来找我爸，要我们"
                f"{f('rejected', '给他们贴牌做底料')}，印他们的牌子，一斤只给十二块。我爸当场就回了：这个价钱连牛油钱都不够。",
                "明白了。"),
            turn(
                f"批次号是这样编的，比如 {f('identifier', 'HG240315-02')}，日期加锅号。"
                f"厂里还有个规矩：{f('constraint', '每批底料用的辣椒批次号都要记进追溯系统')}，"
                "只有我们自己地里的二荆条没有批次号，写地块名。追溯系统里能不能让辣椒批次这一栏必填？",
                ("", [call("edit", path="trace-app/src/main/resources/templates/batch_form.html",
                           old="<input name=\"chiliLot\">", new="<input name=\"chiliLot\" required placeholder=\"批次号或地块名\">")]),
                "改好了，这一栏不填保存不了，提示里写了“批次号或地块名”。这个是模板，不用重新打包。"),
            turn(
                "温度那块你还有什么想法？",
                f"长远看可以给三口锅{f('rejected', '上一套 PLC 自动控温')}，到温度自动关小火，人就不用一直盯着表。"),
            turn(
                "隔壁王老板前年就上了自动控温，传感器漂了没人晓得，一锅全炒糊了，还差点起火。我爸说人看锅比什么都靠得住。",
                "懂了。那退一步：脚本改成每五秒记一次，超过一百七十度的点在表里标红，你爸翻记录的时候一眼就能看到。"),
            turn(
                "这个好，弄吧。",
                ("", [call("edit", path="tools/wok_logger.py", old="INTERVAL = 30", new="INTERVAL = 5")]),
                ("", [call("edit", path="tools/report.py", old="def row_style(t):\n    return ''",
                           new="def row_style(t):\n    return 'background:#f88' if t > 170 else ''")]),
                "改好了：每五秒一条，报表里过了一百七十度的标红。二号锅要等连上了才有数据。"),
        ),
        (
            turn(
                f"徒弟小邓想{f('rejected', '在抖音上直播炒料')}，我爸不好当面说他，让我去讲：锅边不许拿手机。我已经跟他说了，他也没话说。",
                "好的。"),
            turn(
                f"每锅投料是 {f('number', '300 斤')}，你帮我"
                f"{f('pending', '把上个月每锅的出成率算出来')}，我爸老觉得三号锅出得少。",
                "好，我记下了，等二号锅的记录接上了一起算。"),
        ),
        (
            turn(
                f"有个新加坡的客户问货，{f('pending', '出口新加坡要不要另外做检测')}？我们只有国内的检测报告。",
                "这个我答不准，新加坡对进口食品有自己的要求，含牛油的还可能涉及肉类来源的规定，最好问一下做出口的代理或者海关。"),
        ),
    )
    later = (
        (5, (turn(
            "出成率那个算出来没有？我爸又在问三号锅。",
            "还没有，二号锅的温控表还没连上，这个还挂着。"),)),
        (6, (turn(
            f"超市那边来消息了，{f('pending', '超市的采购要五月底前拿到第三方检测报告')}，不然进不了货架。",
            "记下了，这个得找检测机构送样，网站这边做不了。"),)),
    )
    return Scripted("fresh15-zh-hotpot", "zh", rounds, tuple(f.facts), held_out=True, fresh15=True, later=later,
                    routine=routine_zh("hotpot"))


def _yak() -> Scripted:
    f = Builder()
    adb_fail = (
        "Performing Streamed Install\n"
        "adb: failed to install app-release.apk: Failure ["
        f"{f('failure', 'INSTALL_FAILED_UPDATE_INCOMPATIBLE: Package cn.hongyuan.shounai signatures do not match previously installed version')}"
        "; ignoring!]")
    redis_fail = (
        "(error) MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. "
        "Commands that may modify the data set are disabled, because this instance is configured to report errors "
        "during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). Please check the Redis logs "
        "for details about the RDB error.\n"
        "---- /var/log/redis/redis-server.log ----\n"
        "2317:M 14 Mar 2025 06:31:02.118 * 100 changes in 300 seconds. Saving...\n"
        "2317:M 14 Mar 2025 06:31:02.119 * Background saving started by pid 40512\n"
        f"40512:C 14 Mar 2025 06:31:02.121 # {f('failure', 'Failed opening the temp RDB file temp-40512.rdb (in server root dir /var/lib/redis) for saving: No space left on device')}\n"
        "2317:M 14 Mar 2025 06:31:02.219 # Background saving error")
    rounds = (
        (
            turn(
                "你好，我是红原县一个牦牛奶合作社的，四十多户牧民入社，我大学毕业回来帮着弄电脑。我们夏天收奶，做酸奶和奶渣。"
                "收奶站用一个安卓平板上的 app 称重记账，是我找同学做的。我们收奶的规矩是"
                f"{f('constraint', '每桶都当着牧民的面称')}，称完把数报给他听了才记，这个 app 就是照这个做的，"
                "称完会大声念一遍。我改了一版，装不上："
                f"`{f('command', 'adb install -r app-release.apk')}`。",
                ("", [call("bash", command=f"ls -l {f('path', 'android/app/build/outputs/apk/release/app-release.apk')}",
                           result="-rw-r--r-- 1 yang yang 8.3M Mar 13 22:10 android/app/build/outputs/apk/release/app-release.apk")]),
                ("", [call("bash", command="cd android/app/build/outputs/apk/release && adb install -r app-release.apk",
                           result=adb_fail, error=True)]),
                "新包的签名跟平板上装的旧版不一样，旧版是用你同学电脑上的签名文件签的，安卓不让覆盖。"
                "办法有两个：拿到原来的 keystore 重新签名，或者先卸载旧版再装。卸载会把平板里的本地数据一起清掉。"),
            turn(
                "那不能卸，平板上还有三天的收奶记录没传上去，山上没信号。等卓玛下山把数据同步了再说，keystore 我也得问同学要。",
                "好，平板先不动。"),
            turn(
                "服务器那边也不对劲，平板一有信号同步就报错。",
                ("", [call("bash", command="redis-cli SET sync:test 1; tail -n 4 /var/log/redis/redis-server.log",
                           result=redis_fail, error=True)]),
                ("", [call("bash", command=f("command", "redis-cli CONFIG GET dir"), result="1) \"dir\"\n2) \"/var/lib/redis\"")]),
                ("", [call("read", path=f("path", "/etc/redis/redis.conf"),
                           result="save 300 100\nstop-writes-on-bgsave-error yes\ndir /var/lib/redis\n")]),
                ("", [call("bash", command="df -h /var; du -sh /var/backups",
                           result="Filesystem      Size  Used Avail Use% Mounted on\n/dev/vda1        40G   40G     0 100% /\n31G\t/var/backups")]),
                "磁盘满了，Redis 存不了快照，就不让写了，所以同步一直失败。占地方的主要是 /var/backups 里每天一份的数据库备份，"
                "半年没清，有 31G。删哪些得你来定。"),
            turn(
                "备份先别删，卓玛说去年有一回就是靠备份把账找回来的。我这周末回成都，跟服务器商问问能不能加块盘。",
                "好，备份一个都不动，等加盘。"),
        ),
        (
            turn(
                "扎西说县上有家旅游公司找他，想夏天"
                f"{f('rejected', '带游客来牧场体验挤奶')}，一个人给合作社二十块。扎西没答应：夏天正是产奶的时候，"
                "牛一受惊奶就少了，牧民也忙不过来。",
                "明白。"),
            turn(
                "上个月有个收奶员给牧民付了现金，账对不上，卓玛气坏了。"
                f"{f('constraint', '奶钱一律打卡，不给现金')}，只有那三户没有银行卡的老人例外，那也得卓玛在场。"
                "app 里付款方式那里能不能把现金去掉，只给那三户留着？",
                ("", [call("edit", path="android/app/src/main/java/cn/hongyuan/shounai/PayOptions.kt",
                           old="val options = listOf(PayMethod.CARD, PayMethod.CASH)",
                           new="val options = if (herder.cashAllowed) listOf(PayMethod.CARD, PayMethod.CASH) else listOf(PayMethod.CARD)")]),
                "改好了，只有标了“允许现金”的牧户才看得到现金，这三户要在后台标一下。不过要等签名的事解决了才装得上。"),
            turn(
                "你觉得这个 app 还能怎么改？",
                f"一个想法：{f('rejected', '给每头牦牛打电子耳标')}，收奶的时候一扫就知道是哪家哪头牛的奶，以后还能看每头牛的产量。"),
            turn(
                "这个我得问扎西，还得牧民同意，牛是他们的。",
                "好，等你们商量。还有个小的：称完可以用蓝牙小票机打一张收奶小票给牧民，上面有日期、重量和金额。"),
            turn(
                "这个好，牧民喜欢手里有张纸。",
                ("", [call("edit", path="android/app/src/main/java/cn/hongyuan/shounai/WeighScreen.kt",
                           old="saveRecord(record)", new="saveRecord(record)\n        printer.printReceipt(record)")]),
                "加上了，称完保存就打小票。"),
        ),
        (
            turn(
                f"我跟卓玛说想{f('rejected', '把收奶 app 换成微信小程序')}，以后不用装来装去。她就一句话：山上没网，小程序打不开。不换了。",
                "明白，还是用 app。"),
            turn(
                f"网站页脚要放合作社的统一社会信用代码 {f('identifier', '93513232MA62X4K7XP')}，"
                f"还有今年的收购价 {f('number', '9.5 元一公斤')}，牧民老来问。",
                ("", [call("edit", path="app/components/Footer.tsx", old="</footer>",
                           new="  <p>统一社会信用代码：93513232MA62X4K7XP　今年收购价：9.5 元一公斤</p>\n</footer>")]),
                "加上了。"),
            turn(
                f"还有，你帮我{f('pending', '把每户每个月的交奶量做成一张表给卓玛')}，她现在是一本一本翻本子。",
                "好，记下了。"),
        ),
        (
            turn(
                "电子耳标的事问过了，牧民不同意，说牛耳朵上打洞他们心疼，而且山上也没信号，扫了也传不出去。算了。",
                "好，不做耳标。"),
            turn(
                f"我们这边海拔 {f('number', '3500 米')}，酸奶做出来想卖到成都去，"
                f"{f('pending', '酸奶要卖到省外，要不要冷链运输的资质')}？",
                "这个我答不上来，跟食品经营许可和冷链运输的要求都有关系，最好问县市场监管局。"),
        ),
    )
    later = (
        (5, (turn(
            "卓玛又问了，每户每个月的交奶量那张表什么时候有？",
            "还没做，还在单子上，等服务器加了盘能同步了再做。"),)),
        (6, (turn(
            f"县农业农村局来电话，要合作社{f('pending', '六月底前报年报')}，卓玛说去年是她手填的。",
            "记下了。"),)),
    )
    return Scripted("fresh15-zh-yak", "zh", rounds, tuple(f.facts), held_out=True, fresh15=True, later=later,
                    routine=routine_zh("yak"))


def _yunjin() -> Scripted:
    f = Builder()
    lfs_fail = (
        "Locking support detected on remote \"origin\". Consider enabling it with:\n"
        "  $ git config lfs.https://github.com/yunjin-studio/patterns.git/info/lfs.locksverify true\n"
        "Uploading LFS objects:   0% (0/37), 0 B | 0 B/s, done.\n"
        f"{f('failure', 'batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.')}\n"
        "error: failed to push some refs to 'github.com:yunjin-studio/patterns.git'")
    robo_fail = (
        "-------------------------------------------------------------------------------\n"
        "   ROBOCOPY     ::     Windows 的可靠文件复制\n"
        "-------------------------------------------------------------------------------\n\n"
        "  开始时间: 2025年3月18日 21:04:02\n"
        "        源: D:\\纹样\\\n"
        "      目标: Z:\\纹样备份\\\n\n"
        "      文件: *.*\n\n"
        "      选项: *.* /S /E /DCOPY:DA /COPY:DAT /PURGE /MIR /R:2 /W:5\n\n"
        "------------------------------------------------------------------------------\n\n"
        "\t                   3\tD:\\纹样\\清代\\\n"
        f"2025/03/18 21:04:11 {f('failure', '错误 5 (0x00000005) 正在复制文件 D:' + chr(92) + '纹样' + chr(92) + '清代' + chr(92) + '龙纹_局部.tif')}\n"
        "拒绝访问。\n\n"
        "等待 5 秒... 正在重试...\n"
        "2025/03/18 21:04:16 错误 5 (0x00000005) 正在复制文件 D:\\纹样\\清代\\龙纹_局部.tif\n"
        "拒绝访问。\n\n"
        "错误: 超过重试限制。\n\n"
        "------------------------------------------------------------------------------\n\n"
        "               总数       复制      跳过       不匹配        失败      其他\n"
        "    目录:        12         0        12         0         0         0\n"
        "    文件:       418         3       414         0         1         0")
    rounds = (
        (
            turn(
                "你好，我是南京一家云锦工作室的，周老师是云锦织造的传承人，我管工作室的杂事：网店、体验课、纹样档案。先跟你说一声，"
                f"{f('constraint', '老纹样的原稿一律不外发')}，谁来要都不给，只有博物馆做研究的例外，那也得周老师亲自签字，所以仓库是私有的。"
                f"纹样原稿扫成 tif 放在 {f('identifier', 'yunjin-studio/patterns')} 这个 git 仓库里，用 git lfs 管，"
                "之前一直好好的。今天新扫的明代纹样推不上去，比如 "
                f"{f('path', 'patterns/明代/缠枝莲_原稿.tif')}，命令是 `{f('command', 'git lfs push origin main --all')}`。",
                ("", [call("bash", command="git lfs push origin main --all", result=lfs_fail, error=True)]),
                "仓库的 LFS 额度用完了，GitHub 不让再传大文件，跟文件本身没关系。要么买流量包（一个包每月 5 美元，50GB），"
                "要么把大图挪到别的地方放，仓库里只留小图和记录。"),
            turn(
                "买不买我一个人定不了，花钱的事要跟周老师说，他下周从苏州回来。先放着。",
                "好，先放着。新扫的图还在你电脑上，没丢。"),
            turn(
                "还有每天晚上的备份，电脑上的纹样文件夹用 robocopy 镜像到 NAS 上，是我爱人小刘设的。昨晚的日志说有错，命令是 "
                f"`{f('command', 'robocopy D:' + chr(92) + '纹样 Z:' + chr(92) + '纹样备份 /MIR /R:2 /W:5')}`。",
                ("", [call("bash", command="robocopy D:\\纹样 Z:\\纹样备份 /MIR /R:2 /W:5", result=robo_fail, error=True)]),
                ("", [call("bash", command="icacls Z:\\纹样备份\\清代",
                           result="Z:\\纹样备份\\清代 NAS\\liu:(OI)(CI)(F)\n                NAS\\admin:(OI)(CI)(F)\n\n已成功处理 1 个文件; 处理 0 个文件时失败")]),
                "别的文件都备上了，只有清代文件夹里的一张龙纹复制不过去。NAS 上那个文件夹只给了小刘和管理员权限，"
                "你电脑用的备份账号不在里面，像是上个月有人改过权限。"),
            turn(
                "NAS 是小刘弄的，我不敢乱点，等他出差回来。",
                "好，NAS 我不动。"),
        ),
        (
            turn(
                "有家航空公司的机上杂志联系我们，想"
                f"{f('rejected', '免费用我们的纹样做一期封面')}，说给我们署名宣传。我跟他们编辑客客气气说了："
                "署名很感谢，但纹样是要授权费的，免费的我们不做。",
                "明白。"),
            turn(
                "网店的丝巾想多出几个花色，你有什么主意？",
                f"可以用图像生成模型，{f('rejected', '按老纹样的风格批量出一些新图案')}，挑好的给丝巾用，出样会快很多。"),
            turn(
                "这个我问都不用问周老师，他肯定骂人。云锦的纹样每一样都有讲究，不是画得像就行。不弄。"
                f"顺便说，{f('constraint', '孔雀羽线只用在定制件上')}，网店的丝巾一律不用，页面上别写“孔雀羽”。",
                ("", [call("bash", command="grep -rl 孔雀羽 app/products", result="app/products/scarf-03/page.tsx")]),
                ("", [call("edit", path="app/products/scarf-03/page.tsx", old="孔雀羽线点缀", new="金线点缀")]),
                "好，不做。丝巾页面里有一处写了孔雀羽线，改成了金线。"),
            turn(
                "有学员问能不能开线上直播课，在家也能学，我说我跟周老师商量一下。",
                f"好。另外纹样档案 {f('path', 'archive/records.csv')} 里每个文件可以加上“年代”和“出处”两个字段，"
                "以后找图、给博物馆回信都方便。"),
            turn(
                "这个好，加吧。",
                ("", [call("edit", path="archive/schema.json", old="\"fields\": [\"name\", \"file\"]",
                           new="\"fields\": [\"name\", \"file\", \"era\", \"source\"]")]),
                "加上了，旧记录这两栏先空着。"),
        ),
        (
            turn(
                f"直播课周老师说不开：大花楼机是两个人一上一下配合，镜头根本拍不出是怎么织的，看了也学不会。所以"
                f"{f('rejected', '开线上直播课')}这个事就不考虑了。",
                "明白。"),
            turn(
                f"网店介绍里要写清楚，妆花一天只能织 {f('number', '5 厘米')}，幅宽 {f('number', '78 厘米')}，"
                "老有人嫌贵。",
                ("", [call("edit", path="app/about/page.tsx", old="<h2>关于云锦</h2>",
                           new="<h2>关于云锦</h2>\n      <p>妆花织物一天只能织 5 厘米，幅宽 78 厘米，全靠两位师傅在大花楼机上配合完成。</p>")]),
                "写上了。"),
            turn(
                f"还有，{f('pending', '体验课报名页要加上退款规则')}，上回有人临时不来要退全款。",
                "好，记下了。"),
        ),
        (
            turn(
                f"问你个事，{f('pending', '纹样要不要去版权局登记')}？周老师觉得没必要，我心里没底。",
                "这个我给不了准话，作品登记不是必须的，但出了纠纷时有没有登记差别不小，最好问一下做知识产权的律师或者版权局。"),
        ),
    )
    later = (
        (5, (turn(
            "体验课报名页的退款规则加了没有？周末又有人问。",
            "还没加，还在单子上。"),)),
        (6, (turn(
            f"博物馆来函了，{f('pending', '博物馆要我们十月前交二十张高清图做展览图录')}，周老师已经签字同意了。",
            "记下了。这些图有一部分还没推上仓库，要等额度的事定了。"),)),
    )
    return Scripted("fresh15-zh-yunjin", "zh", rounds, tuple(f.facts), held_out=True, fresh15=True, later=later,
                    routine=routine_zh("yunjin"))


SESSIONS = (_luosifen(), _hotpot(), _yak(), _yunjin())
