"""Ninth fresh held-out set (Chinese): the other half of ``heldout_fresh9.py``, written the same way and
at the same time (blind, in parallel with the tenth round's rules, by someone who had not read them;
from the descriptions below, written before the dialogue; committed before its first run, not to be
edited after it). Domains used nowhere else in the corpus (grepped): 裁缝铺, 黄酒坊, 花灯作坊, 钟表修理铺.
Failures come from Java, Python, Rust, PostgreSQL, Go, MySQL, Kotlin and SQLite, in blocks of several
shapes (a "Caused by" below the header, the cause as the last line of a long traceback, the Rust cause
in the note lines, a DETAIL line under the ERROR, a panic above its goroutine trace, blank lines inside);
open items are acknowledged and left, asked again later, asked and never answered, or stated as gaps,
deadlines and someone else's ask. Routine work (``routine_zh``) is this file's own, an Android app in
Kotlin, with turns that look like facts and are not planted (a request done at once, a ktlint error fixed
and rerun clean, an offer taken up, a README line asked for and reported done a round later).

Descriptions:
- caifeng: 一家老裁缝铺（定做西装和旗袍，量体、打版、两次试衣）。规则：量体数据没有客人签字就不下料（平铺直叙，嵌在讲
  流程的长句里）；旗袍的盘扣从来不用机器钉（否定，无情态，带一个婚礼上盘扣崩掉的故事）。商场招商经理打电话想请他们在
  商场一楼开快闪柜台，用户推迟（"今年不行，明年开春再看"）；助手讲上海一家定制店改用三维扫描仪量体，用户先问"准吗"，
  中间谈别的，后来才说还是用皮尺（只说什么不变）；用户自己打算把交货期压到两周，助手指出两次试衣之间面料要缓，用户作罢。
  失败：Java 的 Caused by 在异常头下面，原因是唯一键重复；Python 排料脚本在长日志末尾抛 ZeroDivisionError。待办：每位客人的
  试衣记录表（请求，一句话应下，后来又催）；婚纱那位客人的尾款按哪一版合同算（问了没人答）；缺口：新学徒的健康证还没办。
- huangjiu: 一家黄酒坊（糯米、麦曲、开耙、陶坛陈酿、卖给饭店和老客人）。规则："记住"提醒：开耙的时候品温不能超过三十三度；
  陶坛只用荷叶加黄泥封口（抱怨：有一年图省事用塑料膜封，一批坛子全酸了）。经销商来信要把酒精度提到十八度，拒绝分两条
  消息（先"不提"，助手问怎么回，再说理由）；助手讲绍兴一家酒厂推出小瓶气泡黄酒，用户"可以，但是"（只在中秋礼盒里试一批）；
  旅行社打电话想带旅游团进发酵间参观，用户转述时在同一条消息里回绝，只给理由。失败：Rust 编译错误 E0382，原因在 note 行；
  PostgreSQL 死锁，DETAIL 在下面。待办：清明前把封坛日期表报给税务局（截止，后来又催）；酒博会要一份产品手册（别人的请求）；
  三号库漏雨那面墙边的坛子要不要挪（问了没人答）。
- huadeng: 一家花灯作坊（给元宵灯会扎灯组：竹骨、绢纱、LED 灯带、电机）。规则：灯组里的电线都得穿阻燃管（带"得"，嵌在
  长句里，带前年荷花灯冒烟的故事）；"记得"提醒：每个灯组进场前过一遍漏电测试。灯会主办方开会提议把灯会延长到二月底，用户的
  反提议（延到正月十八）被采纳；徒弟想用塑料骨架代替竹骨，用户一口回绝；助手提议在短视频平台直播扎灯，用户只否定动词（"不
  直播"）。失败：Go 的 nil map panic，后面是 goroutine 调用栈，在长日志深处；MySQL 1452 外键错误。待办：每个灯组的功率清单
  （请求，应下）；缺口：龙灯的电机还没到货；后来一个心愿（灯组的二维码介绍）。
- zhongbiao: 一家钟表修理铺（机械表洗油、换零件、老挂钟、怀表）。规则：客人的表不拍照不开后盖（否定，无情态）；机械表洗油以后
  要走时观察四十八小时才交还（带"要"，嵌在讲交表的长句里）。助手讲另一家店所有表整只放进超声波清洗机，用户先问表壳里的油怎么
  办，中间谈别的，后来说机芯还是手洗（只说什么不变）；客人打电话想把爷爷的怀表换成石英机芯，用户转述，拒绝靠一个故事；用户
  自己打算星期天也开门，助手指出师傅一个人七天不休，用户作罢。失败：Kotlin/Android 的 FATAL EXCEPTION，Caused by 在下面；
  SQLite 外键错误。待办：按品牌分的配件库存表（请求，应下，后来又催）；上门修老挂钟要不要收上门费（问了没人答）；后来一个截止
  （月底前重印一批保修卡，和别的问题一起说）。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (ninth fresh set)
_JOBS_ZH = (("把网络请求从回调改成协程", "网络请求用协程了"),
            ("给列表页加下拉刷新", "列表页能下拉刷新了"),
            ("把硬编码的字符串挪到 strings.xml", "字符串都在 strings.xml 里了"),
            ("升级一下 Room 的版本", "Room 升级了"),
            ("给设置页加一个深色模式开关", "设置页有深色模式开关了"),
            ("把图片加载换成 Coil", "图片用 Coil 加载了"),
            ("给登录页补单元测试", "登录页有单元测试了"),
            ("去掉没用的依赖", "没用的依赖去掉了"))
_ASK_ZH = ("安卓那边顺手{}。", "有空帮我{}。", "App 里的小活：{}。")


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        job, done = _JOBS_ZH[r % len(_JOBS_ZH)]
        src = f"app/src/main/java/com/{tag}/ui/Screen{r % 5}.kt"
        out = [
            turn(_ASK_ZH[r % 3].format(job),
                 ("我看看。", [call("bash", f"{src}:{9 + r % 30}:class Screen{r % 5}ViewModel : ViewModel()",
                                   command=f"grep -rn 'ViewModel()' app/src/main/java/com/{tag}")]),
                 ("", [call("read", f"class Screen{r % 5}ViewModel : ViewModel() {{\n    val items = MutableStateFlow(emptyList<Item>())\n}}\n" * 5,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="emptyList<Item>()", newText="listOf<Item>()")]),
                 ("", [call("bash", f"BUILD SUCCESSFUL in {11 + r % 20}s\n{25 + r % 30} tests completed",
                            command="./gradlew testDebugUnitTest")]),
                 f"好了，{done}。"),
        ]
        if r % 4 == 1:
            out.append(turn("跑一下 ktlint。",
                            ("", [call("bash", f"{src}:{3 + r % 15}:1: Unexpected blank line(s) before \"}}\" (no-blank-line-before-rbrace)",
                                       error=True, command="./gradlew ktlintCheck")]),
                            ("多了一个空行，删掉。", [call("edit", "Applied 1 edit.", path=src, oldText="\n\n}", newText="\n}")]),
                            ("", [call("bash", "BUILD SUCCESSFUL in 4s", command="./gradlew ktlintCheck")]),
                            "ktlint 过了。"))
        if r % 5 == 3:
            out.append(turn(f"versionCode 改成 {100 + r}。",
                            ("", [call("edit", "Applied 1 edit.", path="app/build.gradle.kts", oldText="versionCode = ",
                                       newText=f"versionCode = {100 + r} // ")]),
                            f"versionCode 是 {100 + r} 了。"))
        if r % 6 == 2:
            out.append(turn("现在编一次 debug 包要多久？", f"大概 {30 + r % 15} 秒。"))
        if r % 7 == 5:
            out.append(turn("还看到别的问题没有？", "有两个地方在主线程读数据库，会卡一下。要改到后台吗？"))
            out.append(turn("改。", ("", [call("edit", "Applied 2 edits.", path=src, oldText="dao.all()",
                                              newText="withContext(Dispatchers.IO) { dao.all() }")]), "改好了。"))
        if r % 9 == 7:
            out.append(turn("回头在 README 里写一下怎么本地编译。", "好，下次一起写。"))
        if r % 9 == 8:
            out.append(turn("README 写了吗？", ("", [call("edit", "Applied 1 edit.", path="README.md", oldText="## 开发",
                                                       newText="## 开发\n./gradlew assembleDebug")]), "写了。"))
        return tuple(out)

    return turns


def _caifeng() -> Scripted:
    f = Builder()
    dup = f("failure", "Caused by: java.sql.SQLIntegrityConstraintViolationException: Duplicate entry 'QP-2026-031' for key 'orders.uk_order_no'")
    java = ("org.springframework.dao.DataIntegrityViolationException: could not execute statement; SQL [n/a]; "
            "constraint [orders.uk_order_no]\n"
            "\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:290)\n"
            "\tat com.caifeng.order.OrderService.create(OrderService.java:57)\n\n" + dup + "\n"
            "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:118)\n"
            "\t... 42 more\n")
    zde = f("failure", "ZeroDivisionError: division by zero")
    py = long_log(110, "caifeng-py", "Traceback (most recent call last):\n  File \"/shop/paiban/layout.py\", line 73, in <module>\n"
                                     "    main(sys.argv[1])\n  File \"/shop/paiban/layout.py\", line 66, in main\n"
                                     "    per_piece = fabric_cm / pieces\n                ~~~~~~~~~~^~~~~~~~\n" + zde)
    rounds = (
        (turn("你好，我家是开了三十年的裁缝铺，主要做定制西装和旗袍，一年大概"
              f"{f('number', '260 件定制')}，一件西装从量体到交货要{f('number', '五到六周')}。我们的流程是先量体、打版、"
              f"两次试衣，{f('constraint', '量体数据没有客人签字就不下料')}，这个三十年没变过。订单系统是儿子写的 Java，"
              f"{f('path', 'order/src/main/java/com/caifeng/order/OrderService.java')}，今天建单报错了。",
              ("", [call("bash", java, error=True, command=f("command", "./mvnw spring-boot:run -Dspring-boot.run.arguments=--import=orders.csv"))]),
              "导入的表里有两张单用了同一个单号，数据库不让重复。"),
         turn(f"那是我手抄的时候抄重了，第二张改成 {f('identifier', 'QP-2026-032')}。",
              ("", [call("edit", "Applied 1 edit.", path="orders.csv", oldText="QP-2026-031,王", newText="QP-2026-032,王")]),
              "改了，导入成功。")),
        (turn("还有一件事要写进做工说明里。去年有位新娘，敬酒的时候旗袍领口的盘扣崩了，那是外面工厂机器钉的。"
              f"从那以后我们{f('constraint', '旗袍的盘扣从来不用机器钉')}，全是手工一针一针缝。",
              "好，做工说明里加上了：旗袍盘扣一律手工缝。"),
         turn("排料的脚本也不动了，你看看。",
              ("", [call("bash", py, error=True, command=f("command", "python paiban/layout.py 旗袍-短款"))]),
              "短款这个版型的裁片数是 0，脚本拿面料长度除以裁片数就出错了。"),
         turn("短款是新加的，裁片数还没填，填 9。",
              ("", [call("edit", "Applied 1 edit.", path="paiban/patterns.csv", oldText="旗袍-短款,0", newText="旗袍-短款,9")]),
              f"填好了。说个别人家的事：上海有家定制店，已经{f('rejected', '用三维扫描仪代替皮尺量体')}了，客人站进去十秒钟就量完。")),
        (turn("准吗？旗袍差半寸就不是那个样子了。",
              "他们说误差在五毫米以内，但要客人穿紧身衣站好不动。"),
         turn("商场的招商经理上午打电话来，想让我们"
              f"{f('rejected', '在商场一楼开一个快闪柜台')}，说给我们免三个月租金。",
              "您打算怎么回她？"),
         turn("今年不行，店里就我和两个徒弟，走不开。明年开春再看吧。",
              "好，我记着明年开春再提。"),
         turn("扫描仪那个事，我想了想，还是用皮尺量。手上量出来的松量，机器量不出来。",
              "明白，量体还是皮尺。")),
        (turn(f"最近赶活，我想{f('rejected', '把交货期压到两周')}，多接点单。",
              "两次试衣中间面料要缓几天，第一次试完改了版，布要回缩定型；压到两周，第二次试衣就只能省掉了。"),
         turn("那不行，二试不能省。算了，还是原来那样。",
              f"好，交货期不变。排料结果我放在 {f('path', 'paiban/output/')} 下面可以吗？"),
         turn(f"可以。另外我要{f('pending', '每位客人的试衣记录表')}，哪次试的、改了哪里。",
              "好。"),
         turn(f"还有个事一直没定：{f('pending', '婚纱那位客人的尾款按哪一版合同算')}？"
              f"哦对了，{f('pending', '新学徒的健康证还没办')}，下个月检查要看。这个月接了多少单？",
              ("", [call("bash", "本月订单: 23（西装 14，旗袍 9）", command="./mvnw -q exec:java -Dexec.args=stats")]),
              "这个月 23 单，旗袍 9 件。")),
    )
    later = ((18, (turn("每位客人的试衣记录表做了没有？我还在本子上记。", "还没做。"),)),)
    return Scripted("fresh9-zh-caifeng", "zh", rounds, tuple(f.facts), held_out=True, fresh9=True, later=later,
                    routine=routine_zh("caifeng"))


def _huangjiu() -> Scripted:
    f = Builder()
    moved = f("failure", "error[E0382]: borrow of moved value: `batch`")
    rust = long_log(120, "huangjiu-cargo", "   Compiling jiufang v0.4.0 (/srv/jiufang)\n" + moved + "\n"
                                           "  --> src/kaipa.rs:47:22\n   |\n"
                                           "40 |     let batch = Batch::load(&path)?;\n"
                                           "   |         ----- move occurs because `batch` has type `Batch`, which does not implement the `Copy` trait\n"
                                           "44 |     record(batch);\n   |            ----- value moved here\n"
                                           "47 |     println!(\"{}\", batch.temp);\n   |                      ^^^^^^^^^^ value borrowed here after move\n\n"
                                           "note: consider changing this parameter type in function `record` to borrow instead\n\n"
                                           "error: could not compile `jiufang` (bin \"jiufang\") due to 1 previous error")
    dead = f("failure", "ERROR:  deadlock detected")
    pg = (dead + "\nDETAIL:  Process 18231 waits for ShareLock on transaction 90412; blocked by process 18230.\n"
          "Process 18230 waits for ShareLock on transaction 90413; blocked by process 18231.\n"
          "HINT:  See server log for query details.\nCONTEXT:  while updating tuple (12,7) in relation \"jars\"\n")
    rounds = (
        (turn("我们是绍兴乡下的一家小黄酒坊，一年酿"
              f"{f('number', '四十吨糯米')}，库里存着{f('number', '一千二百只陶坛')}。开耙记温度的程序是 Rust 写的，"
              f"{f('path', 'jiufang/src/kaipa.rs')}，侄子改了一下就编不过了。",
              ("", [call("bash", rust, error=True, command=f("command", "cargo build --release"))]),
              "batch 先整个交给了 record 函数，后面又去读它的温度；让 record 借用就行。"),
         turn("你改吧。记住，"
              f"{f('constraint', '开耙的时候品温不能超过三十三度')}，过了酒就发酸，程序到三十二度就该叫。",
              ("", [call("edit", "Applied 1 edit.", path="jiufang/src/kaipa.rs", oldText="record(batch)", newText="record(&batch)")]),
              "编过了，三十二度报警也加上了。")),
        (turn("说到酸，我到现在还心疼。有一年图省事，封坛用了塑料膜，结果那一批一百多坛全酸了。所以"
              f"{f('constraint', '陶坛只用荷叶加黄泥封口')}，再忙也不许换。",
              "明白，封坛记录里加一栏“荷叶黄泥”。"),
         turn("库存要从老表格挪到数据库里，你跑一下。",
              ("", [call("bash", pg, error=True, command=f("command", "psql -d jiufang -f sql/move_jars.sql"))]),
              "两个更新按不同顺序锁坛子，互相等住了，数据库把其中一个停了。"),
         turn("那你让它们按坛号顺序来。",
              ("", [call("edit", "Applied 1 edit.", path="sql/move_jars.sql", oldText="where jar_no in",
                         newText="where jar_no in (select jar_no from jars order by jar_no for update) and jar_no in")]),
              f"改好了，跑通了。经销商的信到了，他们想让我们{f('rejected', '把酒精度提到十八度')}，说年轻人喜欢冲一点的。")),
        (turn("不提。", "回信里要写理由吗？"),
         turn("写上：十八度就不是我们的酒了，老客人喝的就是十五度那个绵。",
              f"好，我这样回。他们的客户编号是 {f('identifier', 'JXS-0571-088')} 吧？"),
         turn("对。另外旅行社下午打电话，想"
              f"{f('rejected', '带旅游团进发酵间参观')}，我已经说了不行，发酵间要恒温，门一开一关、人一多，温度就乱了。",
              "明白，发酵间不接待参观。"),
         turn("你之前说的那家绍兴酒厂，他们怎么弄的？",
              f"他们{f('rejected', '推出小瓶装的气泡黄酒')}，卖给年轻人，说在网上卖得不错。")),
        (turn("可以，但是只在中秋礼盒里试一批，大坛的照旧。",
              f"好，中秋礼盒试一批小瓶。礼盒的设计稿放在 {f('path', 'lihe/2026/')} 下面？"),
         turn(f"行。酒博会那边要{f('pending', '一份产品手册')}，中英文的。",
              "好，记下了。"),
         turn(f"还有，{f('pending', '三号库漏雨那面墙边的坛子要不要挪')}？我和师傅说法不一样。"
              "你先看看今天发酵间几度。",
              ("", [call("bash", "发酵间 A: 28.6°C  B: 29.1°C  湿度 71%", command="cargo run --release -- --room")]),
              "A 间 28.6 度，B 间 29.1 度。")),
    )
    later = ((15, (turn(f"这个写在你看得见的地方：{f('pending', '清明前把封坛日期表报给税务局')}，晚了要罚。", "记下了。"),)),
             (30, (turn("封坛日期表报了吗？清明快到了。", "还没有。"),)))
    return Scripted("fresh9-zh-huangjiu", "zh", rounds, tuple(f.facts), held_out=True, fresh9=True, later=later,
                    routine=routine_zh("jiufang"))


def _huadeng() -> Scripted:
    f = Builder()
    nilmap = f("failure", "panic: assignment to entry in nil map")
    golog = long_log(130, "huadeng-go", "2026/01/20 21:14:02 power: 读取灯组 37 个\n"
                                        "2026/01/20 21:14:02 power: 荷花灯 1.2kW\n" + nilmap + "\n\n"
                                        "goroutine 1 [running]:\nmain.(*Budget).Add(...)\n\t/srv/huadeng/power/budget.go:29\n"
                                        "main.main()\n\t/srv/huadeng/power/main.go:41 +0x1c5\nexit status 2")
    fk = f("failure", "ERROR 1452 (23000): Cannot add or update a child row: a foreign key constraint fails")
    mysql = (fk + " (`dengHui`.`placements`, CONSTRAINT `fk_place_zone` FOREIGN KEY (`zone_id`) REFERENCES `zones` (`id`))\n")
    rounds = (
        (turn("我们是做花灯的作坊，今年给市里元宵灯会扎"
              f"{f('number', '37 个灯组')}，最大的一条龙灯有{f('number', '四十二米长')}。"
              f"算用电的小程序在 {f('path', 'huadeng/power/budget.go')}，今天一跑就崩。",
              ("", [call("bash", golog, error=True, command=f("command", "go run ./power -plan 2026-元宵"))]),
              "预算表里的那张 map 没有初始化就往里写了。"),
         turn("那你初始化一下。我先说个规矩：前年一组荷花灯接头发热冒了烟，幸亏没着起来，从那以后"
              f"{f('constraint', '灯组里的电线都得穿阻燃管')}，不管多短，预算里要把阻燃管的长度也算上。",
              ("", [call("edit", "Applied 1 edit.", path="huadeng/power/budget.go", oldText="var b Budget",
                         newText="b := Budget{items: map[string]float64{}}")]),
              "初始化了，阻燃管的长度也算进去了。")),
        (turn(f"记得{f('constraint', '每个灯组进场前过一遍漏电测试')}，测完贴绿标签，没贴的不许进场。",
              "好，进场单上加一栏漏电测试。"),
         turn("灯组摆位要录进主办方的库里。",
              ("", [call("bash", mysql, error=True, command=f("command", "mysql denghui < sql/placements.sql"))]),
              "摆位表里有一个区号在分区表里找不到。"),
         turn(f"是新加的滨江区，区号 {f('identifier', 'ZONE-BJ-07')}，先把分区加上。",
              ("", [call("edit", "Applied 1 edit.", path="sql/placements.sql", oldText="-- placements",
                         newText="insert into zones (id, name) values ('ZONE-BJ-07', '滨江');\n-- placements")]),
              "加上了，摆位都进去了。"),
         turn(f"今天开协调会，主办方提议{f('rejected', '把灯会延长到二月底')}，多卖几周门票。我说绢纱灯在外面风吹日晒撑不了那么久，"
              "最多延到正月十八，他们同意了。",
              "好，灯会到正月十八结束。")),
        (turn(f"徒弟小刘问能不能{f('rejected', '用塑料骨架代替竹骨')}，说省事。",
              "您怎么看？"),
         turn("不行。竹骨才有那个弧度，塑料的一看就假。",
              "好，还是竹骨。"),
         turn("做灯的过程挺好看的，有人说该拍一拍。",
              f"可以{f('rejected', '在短视频平台直播扎灯')}，每天晚上一小时，给灯会预热。"),
         turn("不直播。", "好。")),
        (turn(f"灯组的图纸都在 {f('path', 'tuzhi/2026/')} 里。我要{f('pending', '每个灯组的功率清单')}，给电工看。",
              "好的。"),
         turn(f"还有，{f('pending', '龙灯的电机还没到货')}，厂家说下周，我不太信。今天车间温度多少？",
              ("", [call("bash", "车间: 12.4°C 湿度 58%", command="go run ./power -room")]),
              "12.4 度，湿度 58%。")),
    )
    later = ((23, (turn(f"有个想法，有空再弄：{f('pending', '每个灯组旁边放一个二维码讲它的来历')}。", "好。"),)),)
    return Scripted("fresh9-zh-huadeng", "zh", rounds, tuple(f.facts), held_out=True, fresh9=True, later=later,
                    routine=routine_zh("huadeng"))


def _zhongbiao() -> Scripted:
    f = Builder()
    npe = f("failure", "Caused by: kotlin.UninitializedPropertyAccessException: lateinit property repairDao has not been initialized")
    kt = ("FATAL EXCEPTION: main\nProcess: com.zhongbiao.shop, PID: 8812\n"
          "java.lang.RuntimeException: Unable to start activity ComponentInfo{com.zhongbiao.shop/com.zhongbiao.shop.RepairActivity}\n"
          "\tat android.app.ActivityThread.performLaunchActivity(ActivityThread.java:3645)\n\n" + npe + "\n"
          "\tat com.zhongbiao.shop.RepairActivity.onCreate(RepairActivity.kt:34)\n"
          "\tat android.app.Activity.performCreate(Activity.java:8305)\n")
    sq = f("failure", "Error: stepping, FOREIGN KEY constraint failed (19)")
    rounds = (
        (turn("我开了个钟表修理铺，就我一个师傅带一个学徒，一个月大概修"
              f"{f('number', '140 只表')}，洗一次油收{f('number', '三百八十元')}。登记维修的安卓 App 今天一打开就闪退。",
              ("", [call("bash", kt, error=True, command=f("command", "adb logcat -d -s AndroidRuntime"))]),
              "维修页一打开就去读数据库，可是数据库对象还没建好。"),
         turn(f"代码在 {f('path', 'app/src/main/java/com/zhongbiao/shop/RepairActivity.kt')}，你改吧。顺便说一下我们铺子的规矩："
              f"{f('constraint', '客人的表不拍照不开后盖')}，拍了照才算接单，App 里拍照那一步不能跳过。",
              ("", [call("edit", "Applied 1 edit.", path="app/src/main/java/com/zhongbiao/shop/RepairActivity.kt",
                         oldText="super.onCreate(savedInstanceState)",
                         newText="super.onCreate(savedInstanceState)\n        repairDao = db.repairDao()")]),
              "改好了，不闪退了；拍照那一步也改成必填。")),
        (turn("交表的时候还有一条，"
              f"{f('constraint', '机械表洗油以后要走时观察四十八小时才交还')}，客人再急也一样，App 里到时间才能点交还。",
              "好，洗油完成以后四十八小时内交还按钮是灰的。"),
         turn("把旧的维修记录导进去。",
              ("", [call("bash", sq, error=True, command=f("command", "sqlite3 shop.db < import/old_repairs.sql"))]),
              "有几条记录对应的客人在客人表里没有。"),
         turn(f"那是散客，先挂到散客名下，散客编号 {f('identifier', 'KH-0000-SK')}。",
              ("", [call("edit", "Applied 1 edit.", path="import/old_repairs.sql", oldText="customer_id = NULL",
                         newText="customer_id = 'KH-0000-SK'")]),
              f"导进去了。我看到有家店{f('rejected', '把所有表整只放进超声波清洗机洗')}，说一天能多洗一倍。")),
        (turn("那表壳里的油呢？机芯里的油怎么办？", "他们洗完整只重新上油，但是游丝和擒纵那些地方会泡进去。"),
         turn("今天有个老客人打电话，想"
              f"{f('rejected', '把他爷爷的怀表换成石英机芯')}，说走得准。",
              "您怎么回的？"),
         turn("我跟他讲，前几年有人把一只民国的怀表换了石英芯，后来他儿子拿回来想换回去，原来的机芯早扔了，再也找不回来。"
              "他听完说那还是修原来的吧。",
              "好，修原机芯。"),
         turn("超声波那个，机芯还是手洗，一个零件一个零件来。",
              "明白，机芯手洗。")),
        (turn(f"我在想要不要{f('rejected', '星期天也开门')}，周末客人多。",
              "铺子里能洗油的只有您一个人，七天不休的话，眼睛和手都吃不消，出错的就是客人的表。"),
         turn("也是，算了，星期天还是关门。",
              f"好。照片我存在 {f('path', 'photos/intake/')} 下面，按单号分文件夹？"),
         turn(f"行。我还要{f('pending', '一张按品牌分的配件库存表')}，游丝发条那些。",
              "好。"),
         turn(f"对了，{f('pending', '上门修老挂钟要不要收上门费')}？我一直拿不定。今天收了几只表？",
              ("", [call("bash", "今日收表: 7（机械 5，石英 2）", command="sqlite3 shop.db 'select count(*) from repairs where date(created)=date()'")]),
              "今天收了 7 只，机械表 5 只。")),
    )
    later = ((20, (turn("按品牌分的配件库存表呢？我找个发条找了半天。", "还没做好。"),)),
             (33, (turn(f"你觉得玻璃表镜要不要备一些？还有，{f('pending', '月底前重印一批保修卡')}，别让我忘了。",
                        "我觉得要备。我会提醒您。"),)))
    return Scripted("fresh9-zh-zhongbiao", "zh", rounds, tuple(f.facts), held_out=True, fresh9=True, later=later,
                    routine=routine_zh("zhongbiao"))


SESSIONS = (_caifeng(), _huangjiu(), _huadeng(), _zhongbiao())
