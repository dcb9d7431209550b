"""Twentieth fresh held-out set (Chinese): written blind, against the twenty-first round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the
earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh20.py`` holds the English
half and says how the set was written.

Domains (grepped unused with ``grep -il``): a Lanzhou beef noodle shop, a Yunnan flower-cake workshop, a
Yangcheng Lake hairy-crab farmer, a Changbai Mountain ginseng grower. Proposals come from the assistant,
a beef supplier (through the owner's wife), an office building's admin, a cousin, a tour guide (through
the husband), the crab co-op (its decision relayed by the village accountant), a company buyer, a Korean
trader (through the son), the village party secretary. Failures are multi-line blocks from Deno,
mosquitto, wp-cli, Maven, MicroPython, GDAL's ogr2ogr, kubectl and npm; each left unresolved for a reason
given. Routine work (``routine_zh``) is this file's own, a C# Blazor stock-keeping app; it has turns that
look like facts and are not planted.

Descriptions:
- lamian: 马师傅 runs a Lanzhou beef noodle shop; his nephew 小马 wrote a Deno script that prints kitchen
  tickets and put an MQTT temperature probe on the soup pot. Rules: inside a long account of the day,
  noodles are pulled only once a customer orders; after a wrong-thickness bowl, the thickness is printed
  in the biggest font. Proposals: the assistant's Meituan delivery (turned down by a reason alone); the
  beef supplier 老韩, through his wife, offers frozen shank (bluntly no); an office admin wants 20% off
  group meals, 马师傅 counters with a free egg each and she accepts; the assistant's pickup number on the
  ticket is accepted. Numbers: soup at about 95 degrees; 14 yuan a large bowl. Identifier: the topic
  shop/kitchen/tangguo1/temp. Paths: print/ticket.ts under 小马's folder, the mosquitto conf. Commands: the
  deno run, a mosquitto_sub. Failures: Deno can't fetch the escpos module (404), left for 小马 who knows
  the fork; mosquitto refuses as not authorised, the password is on 小马's phone in 临夏. Open: a daily
  bowls-sold table (asked again later); whether the street gets demolished next year (nobody knows); a
  later ask for the new menu with fried flatbread by month end.
- xianhuabing: 段姐 makes rose flower cakes in 嵩明 and sells through a WooCommerce shop; a Java label tool
  (Maven) prints the date labels. Rules: inside a long account, overnight flowers are never used; after a
  complaint, production dates are printed the same day, never a stack in advance. Proposals: the
  assistant's live-stream selling (bluntly no); her cousin's preservatives for a longer shelf life (reason
  alone); a tour guide's 20% kickback, through her husband (put off, refused later); the assistant's
  shelf-life SMS is accepted. Numbers: 68 yuan a box; 180 degrees for 25 minutes. Identifier: SKU
  MGHB-12. Failures: wp-cli can't reach the database (host maintenance), Maven can't find the Zebra SDK jar
  (the dealer must send it). Open: an in-province free-shipping template (asked again); will cakes
  survive seven or eight days to Xinjiang (nobody knows); a later New Year gift box page before 腊月二十.
- dazhaxie: 老周 farms hairy crabs in a pen on Yangcheng Lake; an ESP32 with MicroPython reads dissolved
  oxygen; the fishery station sent the pen boundary as a shapefile. Rules: inside a long account, every
  crab wears the anti-fake ring before leaving the pond; after a frozen shipment, ice packs never touch
  the crabs. Proposals: the assistant's Pinduoduo shop (reason alone); the co-op's shared courier
  (decided against by the co-op, relayed by the accountant 老陆); a company buyer wants cards shipped before
  payment, 老周 counters with half up front and the buyer agrees; the assistant's WeChat oxygen alert is
  accepted. Numbers: about 200 jin a mu; oxygen never under 5 mg a litre. Identifier: the pen licence
  YCH-B-0417. Failures: the sensor raises ENODEV (waiting for a new probe); ogr2ogr can't open the .shx
  (waiting for the fishery station). Open: de-duplicate this year's customer list (asked again); when is
  the opening day of the catch this year (nobody knows); a later card redemption page a week before
  Mid-Autumn.
- renshen: 老金 grows forest and field ginseng in 抚松; his son 金哲 runs a traceability service on the
  county's Kubernetes and a Vue admin built with npm. Rules: inside a long account, forest ginseng is
  never written as wild ginseng; after a complaint, root age counts from the year it sprouted, never
  rounded up. Proposals: the assistant's sliced ginseng gift boxes (polite no, smaller ask: better photos
  of whole roots); a Korean trader, through the son, wants to buy by the jin, ungraded (bluntly no); the
  village secretary's switch to blueberries (reason alone); the assistant's QR tag on every root is
  accepted. Numbers: a little over 300 yuan a jin; 70% shade. Identifier: batch FS-LXS-2026-031. Paths:
  /home/jinzhe/suyuan-admin, k8s/suyuan/deployment.yaml. Failures: kubectl unauthorised (the county's
  e-commerce centre must renew the cert); the npm build can't resolve a logo file (the designer hasn't
  sent it). Open: reconcile last year's purchase book (asked again); can the forest plot's lease be
  renewed next year (nobody knows); a later ask to print the gift boxes' trace codes before 正月十五.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a C# Blazor stock app
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "库存页面编译不过了，你看下。",
                ("我先编译一下看看。", [
                    call("bash",
                         "  正在确定要还原的项目…\n"
                         "Pages/Stock/Index.razor(27,13): error CS0103: 当前上下文中不存在名称“_items”\n"
                         "生成失败。\n    0 个警告\n    1 个错误",
                         error=True, command="dotnet build src/StockApp/StockApp.csproj"),
                ]),
                ("字段在 code-behind 里改名成 _rows 了，页面还在用旧名字。我把 razor 里改过来。", [
                    call("edit", "ok", path="src/StockApp/Pages/Stock/Index.razor",
                         old="@foreach (var item in _items)", new="@foreach (var item in _rows)"),
                    call("bash", "已成功生成。\n    0 个警告\n    0 个错误", command="dotnet build src/StockApp/StockApp.csproj"),
                ]),
                "好了，能编译了。以后改字段名记得两边一起改。",
            ),
        )
    if k == 1:
        return (
            turn(
                "入库单加个备注栏，最多两百字。",
                ("我加个迁移。", [
                    call("edit", "ok", path="src/StockApp/Data/Receipt.cs",
                         old="public decimal Qty { get; set; }",
                         new="public decimal Qty { get; set; }\n    [MaxLength(200)] public string? Note { get; set; }"),
                    call("bash", "Build started...\nBuild succeeded.\nDone. To undo this action, use 'ef migrations remove'",
                         command="dotnet ef migrations add AddReceiptNote -p src/StockApp"),
                    call("bash", "Applying migration '20261201083015_AddReceiptNote'.\nDone.",
                         command="dotnet ef database update -p src/StockApp"),
                ]),
                "加好了。要不要在表单上显示还能输入多少字？",
            ),
            turn("行，加上吧。", "加了，输入的时候右下角会显示剩余字数。"),
        )
    if k == 2:
        return (
            turn(
                "测试挂了一个，帮我看看。",
                ("跑一下测试。", [
                    call("bash",
                         "  失败 StockApp.Tests.StockServiceTests.Outbound_reduces_qty [12 ms]\n"
                         "  错误消息:\n   Assert.Equal() Failure\nExpected: 8\nActual:   10\n"
                         "失败!  - 失败:     1，通过:    36，已跳过:     0，总计:    37",
                         error=True, command="dotnet test tests/StockApp.Tests"),
                ]),
                ("出库方法里忘了 SaveChangesAsync，数量没写回去。补上。", [
                    call("edit", "ok", path="src/StockApp/Services/StockService.cs",
                         old="item.Qty -= qty;", new="item.Qty -= qty;\n        await _db.SaveChangesAsync();"),
                    call("bash", "已通过!  - 失败:     0，通过:    37，已跳过:     0，总计:    37",
                         command="dotnet test tests/StockApp.Tests"),
                ]),
                "全过了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "手机上点那个“盘点”按钮没反应。",
                ("我看看组件。", [
                    call("read", path="src/StockApp/Shared/CountButton.razor",
                         result='<button class="btn" @onclick="StartCount" disabled="@_busy">盘点</button>'),
                ]),
                "_busy 在上次盘点出错以后没重置，一直是 true。我在 finally 里把它改回 false。",
            ),
            turn("改吧。", ("改好了。", [call("bash", "已通过!  - 失败:     0，通过:    37",
                                              command="dotnet test tests/StockApp.Tests")]),
                 "测试也过了。"),
        )
    if k == 4:
        return (
            turn(
                "MudBlazor 升一下小版本。",
                ("只升这一个包。", [
                    call("bash", "info : 正在将包“MudBlazor”版本“6.11.1”的 PackageReference 添加到项目\n"
                                 "info : 已将包“MudBlazor”的 PackageReference 添加到文件",
                         command="dotnet add src/StockApp package MudBlazor --version 6.11.2"),
                    call("bash", "已成功生成。\n    0 个警告", command="dotnet build src/StockApp/StockApp.csproj"),
                ]),
                "升到 6.11.2 了，编译没有警告。建议以后都固定版本号，别用浮动版本。",
            ),
            turn("好。", "已经固定了。"),
        )
    return (
        turn(
            "早上导出的报表是空的。",
            ("我看下日志。", [
                call("bash",
                     "fail: StockApp.Services.ReportService[0]\n"
                     "      导出失败: System.InvalidOperationException: Sequence contains no elements\n"
                     "         at StockApp.Services.ReportService.Export(DateOnly day) in ReportService.cs:line 58",
                     error=True, command="journalctl -u stockapp --since today | tail -n 20"),
            ]),
            ("今天还没有出库记录，First() 直接抛异常了。改成 FirstOrDefault，没有数据就导出一张空表并写上“今日无记录”。", [
                call("edit", "ok", path="src/StockApp/Services/ReportService.cs",
                     old="var first = rows.First();", new="var first = rows.FirstOrDefault();"),
            ]),
            "改好了，重新部署到测试环境了。",
        ),
    )


# ---------------------------------------------------------------- lamian
def _lamian() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是马师傅，开牛肉面馆的，兰州那种。店里点单的小票是我侄子小马弄的，一个什么 deno 的脚本，"
            "放在 " + f("path", "/home/xiaoma/mianguan/print/ticket.ts") + "。今天打不出来了，后厨都是靠喊的，乱成一锅粥。",
            ("我先按他平时的方式跑一下。", [
                call("bash",
                     "Download https://deno.land/x/escpos@v0.3.1/mod.ts\n"
                     + f("failure", "error: Import 'https://deno.land/x/escpos@v0.3.1/mod.ts' failed: 404 Not Found")
                     + "\n    at file:///home/xiaoma/mianguan/print/ticket.ts:2:24",
                     error=True,
                     command=f("command", "deno run --allow-net --allow-write print/ticket.ts")),
            ]),
            "脚本引用的打印库那个版本在网上已经没了，下载报 404。换别的库要改代码，得知道小马当时用的是哪个版本、有没有自己改过。",
        ),
        turn(
            "那得问小马，他回临夏老家了，说是下礼拜回来。先放着吧，这几天手写。",
            "好，这个先放着等小马回来。",
        ),
        turn(
            "我跟你说说我们店里是咋弄的，你心里有个数。早上四点多我就起来熬汤，牛骨头牛肉一起下，汤要一直保持在"
            + f("number", "九十五度上下") + "，不能大滚。七点开门，客人进来先到窗口点，要几两、要啥粗细、要不要加肉加蛋，"
            "然后拉面师傅现拉，" + f("constraint", "客人点了才拉，不提前拉好放着") + "，提前拉的面一坨，"
            "老兰州人一口就吃出来了。小碗十二，" + f("number", "大碗十四块") + "，加肉另算。",
            "明白了。那小票最重要的就是粗细和加什么，后厨要一眼看清楚。",
        ),
        turn(
            "对对对，就是这个。上礼拜有个客人要的毛细，小票上字太小，师傅看成了二细，客人当场就不高兴了，我赔了一碗。"
            "以后" + f("constraint", "粗细要印成最大号字") + "，别的小点没关系。",
            "好，等打印恢复了我把粗细那一行改成最大号、加粗。还有个想法：小票上加个取餐号，叫号的时候不用喊“那个毛细加蛋的”。",
        ),
        turn(
            "这个好，加上。",
            ("我先把取餐号的逻辑写上，打印那块等小马。", [
                call("edit", "ok", path="/home/xiaoma/mianguan/print/ticket.ts",
                     old="const lines = [", new="const no = nextPickupNo();\nconst lines = [`取餐号 ${no}`,"),
            ]),
            "加好了，每天从 1 开始排。",
        ),
    )
    r2 = (
        turn(
            "还有那个汤锅，小马装了个测温的，说手机上能看，现在也看不到了。",
            ("我订阅一下温度的主题看看。", [
                call("bash",
                     "Client null sending CONNECT\n"
                     "Client null received CONNACK (5)\n"
                     + f("failure", "Connection error: Connection Refused: not authorised.")
                     + "\nClient null sending DISCONNECT",
                     error=True,
                     command=f("command", "mosquitto_sub -h 192.168.1.20 -t 'shop/kitchen/#' -v -d")),
            ]),
            "服务器要用户名密码，没给就不让连。配置在 " + f("path", "/etc/mosquitto/conf.d/tangguo.conf")
            + "，密码不在配置里，是单独的密码文件，加密过的。温度是发在 " + f("identifier", "shop/kitchen/tangguo1/temp")
            + " 这个主题上的。",
        ),
        turn(
            "密码在小马手机里，他那个人，啥都存手机上。我给他打电话他在山里没信号。等他吧。",
            "行，汤锅温度也等小马。",
        ),
        turn(
            "对了，问你个事，我们能不能上外卖？我媳妇一直念叨。",
            "可以考虑" + f("rejected", "接美团外卖") + "，中午写字楼那块单子应该不少。",
        ),
        turn(
            "面一出锅就得吃，在路上二十分钟就坨了，汤也凉了，送过去那还叫兰州牛肉面吗，人家吃了骂的是我。",
            "明白，那就只做堂食。",
        ),
        turn(
            "还有，我媳妇说送牛肉的老韩问我们要不要换" + f("rejected", "冷冻牛腱子") + "，说便宜一块多一斤。",
            "你怎么打算的？",
        ),
        turn("不要。跟老韩说，还是要当天的鲜肉。", "好，还是鲜肉。"),
    )
    r3 = (
        turn(
            "隔壁写字楼有个行政小姑娘来问，说她们公司每天中午订三十份，想要" + f("rejected", "团餐打八折") + "。",
            "八折的话一碗少将近三块，三十份一天就是八九十块。你可以换个她们也觉得划算的给法。",
        ),
        turn(
            "我跟她说了，折不打，每份送个卤蛋，汤随便加。她说行，明天就开始订。你帮我记一下，每天中午三十份，送蛋。",
            ("记到团餐那张表里。", [
                call("edit", "ok", path="/home/xiaoma/mianguan/data/tuancan.csv", old="# end",
                     new="隔壁写字楼,每天中午,30份,不打折,每份送卤蛋\n# end"),
            ]),
            "记上了。",
        ),
        turn(
            "还有个事，我想要个" + f("pending", "每天卖多少碗的统计表") + "，大碗小碗分开，看看哪天人多，好安排师傅。",
            "好，我从点单记录里按天统计，大碗小碗分开。先把手头的弄完就做。",
        ),
        turn(
            "嗯。唉，说到安排，我心里一直悬着个事，" + f("pending", "明年这条街到底拆不拆") + "？街道说不知道，房东也说不知道，"
            "我这装修还要不要搞。",
            "这个我也没法知道，得等街道那边有正式的通知。先记着这个问题。",
        ),
    )
    later = (
        (5, (
            turn(
                "那个卖了多少碗的表，弄了没？",
                "还没弄，还在单子上：每天卖多少碗的统计表，大碗小碗分开。下一个就做它。",
            ),
        )),
        (7, (
            turn(
                "跟你说，我们要加个牛肉炒饼，" + f("pending", "月底前把加了炒饼的新菜单印出来") + "，价钱我回头告诉你。",
                "好，月底前出新菜单，加上牛肉炒饼，价钱等你定。",
            ),
        )),
    )
    return Scripted(
        name="fresh20-zh-lamian", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh20=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- xianhuabing
def _xianhuabing() -> Scripted:
    f = Builder()
    mvn_tail = (
        "[INFO] ------------------------------------------------------------------------\n"
        "[INFO] BUILD FAILURE\n"
        "[INFO] ------------------------------------------------------------------------\n"
        "[ERROR] Failed to execute goal on project label-printer: Could not resolve dependencies for project "
        "com.yunbiao:label-printer:jar:1.4.2: " + f("failure", "Could not find artifact com.zebra:zsdk-api:jar:2.14.5198")
        + " in aliyun (https://maven.aliyun.com/repository/public) -> [Help 1]\n"
        "[ERROR] Re-run Maven using the -X switch to enable full debug logging."
    )
    r1 = (
        turn(
            "在吗？我姓段，在嵩明做鲜花饼的，小作坊，就我和我老公还有两个帮工。网店是 WooCommerce 的，做网站的小杨给弄的，"
            "装在 " + f("path", "/var/www/xianhuabing") + "。我想把玫瑰饼的价格改一下，后台老是转圈。",
            ("我用命令行看一下商品。", [
                call("bash",
                     "Error: " + f("failure", "Error establishing a database connection")
                     + ". This either means that the username and password information in your wp-config.php file "
                     "is incorrect or that contact with the database server at localhost could not be established. "
                     "This could mean your host's database server is down.",
                     error=True,
                     command="cd /var/www/xianhuabing && "
                     + f("command", "wp wc product list --user=admin --fields=id,sku,price")),
            ]),
            "连不上数据库，不是你后台的问题，是主机那边。有没有收到主机商的通知？",
        ),
        turn(
            "哦对，主机那边发了个短信，说数据库服务器在维护，明天早上才好。那就等明天吧。",
            "好，改价等数据库恢复再弄。",
        ),
        turn(
            "那我先跟你说说我们怎么做的，你好帮我写商品介绍。花是我们自己地里的食用玫瑰，滇红，早上五六点露水还没干就去摘，"
            "摘回来去蒂、挑花瓣，当天就拿糖腌上，" + f("constraint", "隔夜的花一律不用") + "，放一夜颜色就暗了，香味也跑了。"
            "腌好的花馅包进酥皮里，" + f("number", "一百八十度烤二十五分钟") + "，出炉晾凉就装盒。",
            "好，介绍就照这个写：当天摘、当天腌、现烤。你家主卖的是哪一款？",
        ),
        turn(
            "玫瑰的，十二枚一盒，编号 " + f("identifier", "MGHB-12") + "，" + f("number", "六十八块一盒") + "。",
            "记下了。我有个建议，你们可以试试在网店加个" + f("rejected", "直播带货") + "的入口，现在挺多人这么卖的。",
        ),
        turn("不搞，我们俩哪有那个工夫。", "好，不弄直播。"),
    )
    r2 = (
        turn(
            "标签那个也出问题了。我们每盒贴个标签，印生产日期和保质期，用的是斑马打印机的一个小程序，小杨说是 Java 的，"
            "在 " + f("path", "/home/duanjie/biaoqian/label-printer") + "，电脑重装了以后就没编译过。",
            ("我编译一下。", [
                call("bash", long_log(35, "xianhuabing-mvn", mvn_tail), error=True,
                     command=f("command", "mvn -q -DskipTests package")),
            ]),
            "缺一个斑马打印机的 SDK 包，公共仓库里没有，一般是打印机代理商单独给的 jar。得找代理商要。",
        ),
        turn(
            "那我问问卖打印机的那个刘老板，他说下礼拜过来送色带，顺便让他带过来。先这样。",
            "好，等刘老板把 jar 带来再编译。",
        ),
        turn(
            "说到标签我就来气。上个月有个客人收到货，说日期是三天前的，问我们是不是卖的陈货。其实是帮工图省事，一次打了一沓放着。"
            "我跟她们说了，" + f("constraint", "生产日期当天打，不许提前打一沓放着") + "。你程序里能不能也管一下？",
            "可以，标签程序里只允许打当天日期，改日期要输密码。等能编译了我就加上。",
        ),
        turn(
            "好。还有我表弟，他在昆明做食品的，非说我们应该" + f("rejected", "加防腐剂延长保质期") + "，能卖到外省去。",
            "你怎么看？",
        ),
        turn(
            "我们卖的就是现做现发，七天保质期，人家就是冲这个买的。加了那东西跟超市的有啥区别。",
            "懂了，配方不动。",
        ),
    )
    r3 = (
        turn(
            "我老公说有个导游找他，说带团来我们这儿参观，买了饼要" + f("rejected", "给导游两成回扣") + "。我想想再说。",
            "好，你考虑好了告诉我。要是做的话网店这边不用改，是线下的事。",
        ),
        turn(
            "还有个烦心事，老有客人收到了放冰箱放半个月，然后来说不好吃了。",
            "可以发货以后自动给客人发个短信提醒保质期：到货后七天内吃完，开了盒尽快吃。用你们现在的短信接口就行。",
        ),
        turn(
            "这个行，弄吧。",
            ("我加在发货的钩子里。", [
                call("edit", "ok", path="/var/www/xianhuabing/wp-content/mu-plugins/ship-sms.php",
                     old="// on shipped", new="// on shipped\nsend_sms($order, '鲜花饼保质期七天，到货请尽快食用。');"),
            ]),
            "加好了，下一单发货就会发。",
        ),
        turn(
            "还有运费，我想弄个" + f("pending", "省内包邮的运费模板") + "，省外还按原来的。",
            "好，这个等数据库好了我在后台设。",
        ),
        turn(
            "对了，新疆有个客人问能不能寄，我也说不准，" + f("pending", "寄到新疆路上七八天会不会坏") + "？快递说不好说，我自己也没试过。",
            "这个我也没法保证，要看路上的温度和时间，七天保质期确实紧。先记着这个问题，没试过之前最好别答应。",
        ),
    )
    later = (
        (5, (
            turn(
                "导游那个我想好了，不给。回扣一开口子就收不住了，跟我老公也说好了。",
                "好，不做回扣。",
            ),
            turn(
                "包邮那个模板弄了没？",
                "数据库已经恢复了，但我还没设，还在单子上：省内包邮的运费模板，省外不变。这就去弄。",
            ),
        )),
        (9, (
            turn(
                "过年的礼盒要上了，" + f("pending", "腊月二十之前把年货礼盒的页面上了") + "，图我让小杨拍。",
                "好，腊月二十之前把年货礼盒的页面做好上线，等小杨的图。",
            ),
        )),
    )
    return Scripted(
        name="fresh20-zh-xianhuabing", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh20=True, later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- dazhaxie
def _dazhaxie() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我老周，在阳澄湖包了一块围网养蟹的。我儿子给我弄了个测水里溶氧的东西，一个小板子泡在塘边上，"
            "程序在 " + f("path", "/home/laozhou/tangkou/esp32/main.py") + "，这两天手机上一直没数。",
            ("我连上板子跑一下看看。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     '  File "main.py", line 22, in <module>\n'
                     '  File "do_sensor.py", line 41, in read\n'
                     '  File "machine_i2c.py", line 17, in readfrom_mem\n'
                     + f("failure", "OSError: [Errno 19] ENODEV")
                     + "\nMicroPython v1.22.2 on 2024-02-22; Generic ESP32 module with ESP32\n"
                     'Type "help()" for more information.',
                     error=True,
                     command=f("command", "mpremote connect /dev/ttyUSB0 run main.py")),
            ]),
            "板子是好的，但是找不到溶氧探头，总线上没这个设备。多半是探头或者线进水坏了。",
        ),
        turn(
            "前几天刮大风，那根线泡水里了。我儿子已经在网上又买了一个探头，说礼拜五到。那就等探头到了再说。",
            "好，等新探头。",
        ),
        turn(
            "我跟你讲讲我们的规矩。九月底开捕，每天早上天不亮下地笼，起上来的蟹先在网箱里吐两天泥，然后按公母、按大小挑，"
            "公蟹四两五以上、母蟹三两五以上算好货，" + f("constraint", "每只蟹出塘前都要戴上防伪蟹扣") + "，协会发的，"
            "扣上有编号，客人扫码能查到是我们这块围网的，我的养殖证号是 " + f("identifier", "YCH-B-0417")
            + "。产量不高，" + f("number", "一亩两百来斤") + "，比不上那些乱扩网的。",
            "明白了。那扣子编号、养殖证号要一起进发货记录，客人查得到。",
        ),
        turn(
            "对。你说这个溶氧，多少算危险？",
            "一般说夜里到早上最容易缺氧，蟹塘" + f("number", "溶氧不能低于每升五毫克") + "。等探头好了，我可以设个提醒，"
            "一低于这个数就给你发微信。",
        ),
        turn("这个好，半夜缺氧我真不知道，弄上。", "好，提醒的代码我先写好，探头一到就能用。"),
    )
    r2 = (
        turn(
            "渔政站给了一个围网范围的文件，说是要做养殖备案的图，" + f("path", "/home/laozhou/tangkou/weiwang_2026.shp")
            + "，你帮我转成手机上能看的。",
            ("我转成 GeoJSON。", [
                call("bash",
                     "ERROR 4: " + f("failure", "Unable to open weiwang_2026.shx or weiwang_2026.SHX")
                     + ". Set SHAPE_RESTORE_SHX config option to YES to restore or create it.\n"
                     "FAILURE:\nUnable to open datasource `weiwang_2026.shp' with the following drivers.\n"
                     "  -> `ESRI Shapefile'\n  -> `MapInfo File'\n  -> `GeoJSON'\n  -> ...",
                     error=True,
                     command=f("command", "ogr2ogr -f GeoJSON weiwang.geojson weiwang_2026.shp")),
            ]),
            "这种文件是好几个一起的，他们只给了 .shp，少了 .shx 和 .dbf。硬恢复也能恢复，但是备案的图我不想猜，最好让渔政站把整套发过来。",
        ),
        turn(
            "行，我明天去渔政站找小沈要，他这礼拜去县里开会了，估计下礼拜。",
            "好，等小沈把整套文件发过来。",
        ),
        turn(
            "我儿子老说要开网店，咋开？",
            "可以考虑" + f("rejected", "在拼多多开店") + "，流量大，现在好多蟹农在上面卖。",
        ),
        turn(
            "那上面一对卖四五十的都有，都是外面塘里拉来“洗澡”的，我们这个价一挂上去，人家一比，还以为我们是骗子。",
            "明白，那还是走老客和朋友圈。",
        ),
        turn(
            "去年发货出过事，有一箱到了上海，客人打开一看蟹全冻死了，冰袋直接压在蟹上。赔了人家两箱。"
            + f("constraint", "冰袋不能直接贴着蟹放") + "，中间要隔一层湿稻草或者报纸。你把这个写进发货的单子里。",
            ("我加到打包说明里。", [
                call("edit", "ok", path="/home/laozhou/tangkou/fahuo/dabao.md", old="## 打包",
                     new="## 打包\n- 冰袋放在最上层，与蟹之间隔一层湿稻草或报纸"),
            ]),
            "写上了，打包单上会印出来。",
        ),
    )
    r3 = (
        turn(
            "村里的会计老陆来说，合作社开会了，本来有人提" + f("rejected", "统一走合作社的快递") + "，说便宜。"
            "最后大家定了不搞，各家自己发，出了事各家自己担。",
            "那你这边发货还是照旧，用你自己的快递。",
        ),
        turn(
            "对。还有个公司的采购，要买两百张蟹卡送客户，他说" + f("rejected", "先发卡后付款") + "，年底统一结账。",
            "两百张卡金额不小，先发卡风险在你这边。可以要一部分定金。",
        ),
        turn(
            "我跟他讲了，先付一半，卡发过去，剩下的提货前结清。他同意了，下午就打款。帮我记一下。",
            ("记到蟹卡的表里。", [
                call("edit", "ok", path="/home/laozhou/tangkou/xieka/2026.csv", old="# end",
                     new="某公司采购,200张,先付一半,余款提货前结清\n# end"),
            ]),
            "记好了。",
        ),
        turn(
            "还有，客户名单乱得很，好几个人名字写了三四遍，" + f("pending", "把今年的客户名单去个重") + "，电话一样的算一个。",
            "好，按电话号码去重。我手上这个弄完就做。",
        ),
        turn(
            "最愁的是，" + f("pending", "今年开捕到底定在哪天") + "？协会一直不发通知，客人天天问我，我也不知道。",
            "这个只能等协会的通知，我也没法知道。先记着，通知一出来就改页面上的日期。",
        ),
    )
    later = (
        (4, (
            turn(
                "客户名单那个去重弄了吗？",
                "还没，还在单子上：把今年的客户名单去个重，电话一样的算一个人。",
            ),
        )),
        (8, (
            turn(
                "蟹卡卖得多了，客人要能自己在手机上兑换，" + f("pending", "中秋前一周把蟹卡兑换页弄好") + "，来得及不？",
                "来得及，中秋前一周弄好蟹卡兑换页，输卡号密码、填地址、选发货日期。",
            ),
        )),
    )
    return Scripted(
        name="fresh20-zh-dazhaxie", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh20=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- renshen
def _renshen() -> Scripted:
    f = Builder()
    npm_tail = (
        "ERROR  Failed to compile with 1 error\n\n"
        "This relative module was not found:\n\n"
        "* ./assets/logo-2026.png in ./src/views/Home.vue?vue&type=template&id=7ba5bd90\n\n"
        "Module not found: Error: " + f("failure", "Can't resolve './assets/logo-2026.png'")
        + " in '/home/jinzhe/suyuan-admin/src/views'\n"
        "npm ERR! code 1\n"
        "npm ERR! path /home/jinzhe/suyuan-admin\n"
        "npm ERR! command failed\n"
        "npm ERR! command sh -c vue-cli-service build"
    )
    r1 = (
        turn(
            "你好，我姓金，在抚松种人参的，园参林下参都有。我儿子金哲弄了个溯源的，客人扫二维码能看到参是哪块地哪年种的。"
            "他人在长春考试，这礼拜让我看着点，说是后台接口挂了。",
            ("我先看看服务的状态。", [
                call("bash",
                     "E1202 09:14:07.331204   48213 memcache.go:265] couldn't get current server API group list: "
                     "the server has asked for the client to provide credentials\n"
                     "E1202 09:14:07.402118   48213 memcache.go:265] couldn't get current server API group list: "
                     "the server has asked for the client to provide credentials\n"
                     + f("failure", "error: You must be logged in to the server (Unauthorized)"),
                     error=True,
                     command=f("command", "kubectl -n suyuan rollout restart deployment/suyuan-api")),
            ]),
            "连集群的证书失效了，服务器不认。这个集群是谁管的？证书得管理员重新发。",
        ),
        turn(
            "是县里电商中心的，他们那儿有个小伙子管，我打电话了，说下礼拜一才上班。那就等下礼拜吧。",
            ("好。我先看看部署文件，心里有数。", [
                call("read", path=f("path", "k8s/suyuan/deployment.yaml"),
                     result="apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: suyuan-api\n  namespace: suyuan\n"
                            "spec:\n  replicas: 1"),
            ]),
            "就一个副本，等电商中心把证书弄好了重启一下就行。",
        ),
        turn(
            "我说说我们这儿的情况啊。园参就是参棚底下种的，" + f("number", "遮光要七成") + "，太亮了叶子烧，太暗了长不好。"
            "林下参是撒在山上林子里的，十几年二十年才挖，跟园参不是一个东西，价钱差老远了。但是有一条，"
            + f("constraint", "林下参绝对不能写成野山参") + "，野山参是国家保护的，写了是要出事的，网上好多人乱写，我们不干这个。",
            "明白。溯源页面和介绍里只写“林下参”，我再查一下有没有哪里带了“野山参”三个字。",
        ),
        turn(
            "对。去年有个事，有个收参的把五年的园参当六年的卖给客人，客人拿去一鉴定，回头找到我们这儿，说我们的溯源码是假的。"
            "气死我了。" + f("constraint", "参龄从出苗那年算，不许往上凑") + "，系统里也这么算。",
            "好，参龄按出苗年份自动算，不让手动改。等接口能用了我去改这个逻辑。",
        ),
        turn(
            "你有啥主意没，今年想多卖点。",
            "可以做" + f("rejected", "人参切片礼盒") + "，切片好看，送礼的人多。",
        ),
        turn(
            "切片不弄，切了看不出参龄参形，人家还以为是拿次的切的。不过你能帮我把整支参的照片拍得好看点吗？弄个说明，手机怎么拍。",
            "能，我写个拍照说明：黑绒布当底，自然光，须子要展开，芦头那段拍特写。",
        ),
    )
    r2 = (
        turn(
            "金哲那个管理后台也说要改个图标，他说在 " + f("path", "/home/jinzhe/suyuan-admin") + "，让我跑一下那个构建。",
            ("我跑一下。", [
                call("bash", long_log(30, "renshen-npm", npm_tail), error=True,
                     command="cd /home/jinzhe/suyuan-admin && " + f("command", "npm run build")),
            ]),
            "代码里引用了一个新的图标文件 logo-2026.png，但这个文件不在项目里，所以构建不过。是谁做的图标？",
        ),
        turn(
            "图标是金哲找他同学画的，还没给呢。等那孩子画好了再说吧。",
            "好，等图标文件到了再构建。",
        ),
        turn(
            "对了，金哲说有个韩国的客商联系他，想" + f("rejected", "按斤统货收") + "，大的小的好的次的一个价。",
            "统货的话好参就被拉低了价钱。你是什么意思？",
        ),
        turn("不卖。好参得一支一支卖。", "好，不跟他统货。"),
        turn(
            "这批六年的园参，收的价大概" + f("number", "一斤三百出头") + "，批号是 " + f("identifier", "FS-LXS-2026-031")
            + "，你帮我录到系统里。",
            "接口现在连不上，我先记到本地表里，等证书好了再导进去。",
        ),
        turn(
            "行。你说每支参都贴个溯源码咋样？现在是一箱一个码。",
            "每支一个码更好，客人手里那支就能查到，别人也没法拿次参混进箱子里。标签我按批号加序号生成。",
        ),
        turn("那就这么弄，每支一个。", "好，每支参一个溯源码。"),
    )
    r3 = (
        turn(
            "村支书前两天来家里，说县里鼓励" + f("rejected", "改种蓝莓") + "，有补贴，让我把东边那块参地改了。",
            "补贴有多少？",
        ),
        turn(
            "补贴不少，但那块地是林下参，一挖就白瞎了十几年，这种地再想种参二三十年都缓不过来。",
            "明白，东边那块保持原样。",
        ),
        turn(
            "还有个事，你帮我把" + f("pending", "去年的收参账对一遍") + "，本子上的和系统里的好像对不上。",
            "好，我把本子上的拍照录进来和系统导出的对一下。等接口好了才能导出，先放着。",
        ),
        turn(
            "嗯。还有个问题我到现在也没弄明白，" + f("pending", "林下参那块地的承包明年还能不能续")
            + "？林业站说政策还没下来，村里也说不清。",
            "这个我也回答不了，得等林业站的政策。先记下。",
        ),
    )
    later = (
        (6, (
            turn(
                "去年那个账你对了没？",
                "还没对，证书到现在还没弄好，导不出系统里的数。还在单子上：去年的收参账对一遍。",
            ),
        )),
        (10, (
            turn(
                "过年礼盒订出去不少，" + f("pending", "正月十五之前把礼盒的溯源码印好") + "，每支一个，别弄错了批号。",
                "好，正月十五之前把礼盒的溯源码都印出来，每支一个，按批号加序号。",
            ),
        )),
    )
    return Scripted(
        name="fresh20-zh-renshen", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh20=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_lamian(), _xianhuabing(), _dazhaxie(), _renshen())
