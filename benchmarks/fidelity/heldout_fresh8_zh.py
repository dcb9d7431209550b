"""Eighth fresh held-out set (Chinese): the other half of ``heldout_fresh8.py``, written the same way and
at the same time (blind, in parallel with the ninth round's rules, by someone who had not read them;
from the descriptions below, written before the dialogue; committed before its first run, not to be
edited after it). Domains used nowhere else in the corpus (grepped): 老酱园, 皮影戏班, 信鸽协会, 竹编合作社.
Failures come from Go, MySQL, Node, PostgreSQL, Rust, Java and Python, in blocks of several shapes (a
panic message above its signal line deep in a long log, a "Caused by" below the header, the Rust cause in
the note lines, a DETAIL line under the ERROR, blank lines inside); open items are acknowledged and
left, asked again later, asked and never answered, or stated as gaps, deadlines and someone else's ask.
Routine work (``routine_zh``) is this file's own, a Vue 3 front end, with turns that look like facts and
are not planted (a request done at once, a vue-tsc error fixed and rerun clean, an offer taken up, a
更新日志 line asked for and reported done a round later).

Descriptions:
- jiang: 一家老酱园（三百多口晒缸、黄豆发酵、晒酱、酱油卖给饭馆和超市）。规则：酱醅在缸里晒满一百八十天才出油
  （平铺直叙，嵌在讲晒场的长句里）；下雨前所有缸盖都得盖上（"别忘了"提醒，带前年雷阵雨淋坏二十缸的抱怨）。超市
  采购打电话要求在酱油里加焦糖色，用户在同一条消息里转述并说已经回绝；助手讲广东一家酱厂改用不锈钢恒温罐，用户先
  问"味道一样吗"，中间谈别的，后来才说缸还是那些老缸（只说什么不变）；用户自己打算把晒场扩到后院，助手指出后院
  下午被楼挡着晒不到，用户作罢。失败：Go 空指针 panic，在长日志深处，下面是 SIGSEGV 和调用栈；MySQL 1048 非空错误。
  待办：每一口缸的入缸日期表（请求，一句话应下，后来又催）；老抽和生抽要不要分开记库存（问了没人答）；缺口：食品
  生产许可证还没扫描进系统。
- piying: 县里的一个皮影戏班（驴皮影人、影窗、下乡巡演、进校园）。规则：演出的时候灯箱后面从来不少于两个人（描述，
  嵌在讲后台的长句里）；影人收起来要夹在书里平放，不能挂着（否定，带一个夏天挂着的影人全卷了边的故事）。文旅局来信
  建议把影窗换成 LED 大屏投影，用户讲理由婉拒；小学老师打电话想请戏班每周去教孩子刻皮影，用户推迟（"这学期不行，
  秋天再说"）；助手提议把老戏本改成普通话唱，拒绝分两条消息（先"不改"，助手问为什么，再说方言唱腔是戏的魂）。失败：
  Node 的 RangeError 调用栈在长日志末尾；PostgreSQL 外键错误，DETAIL 在下面。待办：清明前把巡演日程发到各村（截止）；
  县文化馆要一份全部剧目的清单（别人的请求，应下没做）；缺口：两个新学徒的合同还没签。
- gezi: 市信鸽协会（比赛、集鸽、放飞、电子足环、公棚）。规则：赛前七十二小时内不给鸽子用药（"记得"提醒）；风力
  六级以上一律不放飞（抱怨前年大风里一场比赛丢了三百多羽）。会员大会上有人提议把放飞点改到五百公里外的戈壁，用户的
  反提议（先放三百公里）被采纳；助手提议给所有参赛鸽换 GPS 脚环，用户"可以，但是"（只给长距离赛的试）；一个赞助商
  打电话想在比赛里加押注，用户转述时一口回绝，理由只有一句。失败：Rust 编译错误 E0308，原因在下面的 note/expected
  行；Java 的 DateTimeParseException 在 Caused by 里。待办：公棚的电费是协会出还是棚主出（问了，助手答了别的）；足环号
  对照表打印出来（请求，后来又提）；后来：年检材料十月底前交体育局（截止）。
- zhubian: 山村竹编合作社（砍竹、破篾、编篮子、网店订单）。规则：只砍三年生以上的竹子（平铺直叙）；篾条编之前一定
  用盐水煮过（抱怨一批果篮生虫被退货）。网店平台的运营建议给竹篮刷彩色清漆，用户直接讲理由拒绝；助手讲浙江一家
  合作社用机器破篾，用户只否定动词（"篾还是手破"）；用户自己说打算接一万只果篮的大单，助手指出人手三个月编不完，
  用户作罢。失败：Python 的 ValueError 在长日志末尾的回溯里；MySQL 1062 重复键。待办：每户编织户的月度计件工资表
  （请求，应下没做）；缺口：网店还缺一半商品照片；后来：县里要的非遗申报材料下个月十号前交（别人的请求、截止，和另一个
  问题放在同一条消息里）。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (eighth fresh set)
_JOBS_ZH = (("把列表页拆成几个小组件", "列表页拆成小组件了"), ("把 Options API 改成 setup 写法", "组件都改成 setup 写法了"),
            ("给表单加上必填校验", "表单有必填校验了"), ("把写死的接口地址挪到 .env", "接口地址从 .env 读了"),
            ("删掉没用的 mixin", "没用的 mixin 删了"), ("给日期格式化函数补单元测试", "日期格式化有单元测试了"),
            ("把全局样式里的颜色换成变量", "颜色都换成变量了"), ("给路由加懒加载", "路由是懒加载的了"))
_OPEN_ZH = ("前端日常整理：{}。", "再收拾一下前端，{}。", "有空的时候{}。")


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        job, done = _JOBS_ZH[r % len(_JOBS_ZH)]
        src = f"web/src/views/{tag}/Panel{r % 5}.vue"
        out = [
            turn(_OPEN_ZH[r % 3].format(job),
                 ("先找一下。", [call("bash", f"{src}:{12 + r % 25}:const rows{r % 5} = ref([])",
                                    command=f"grep -rn 'const rows' web/src/views/{tag}")]),
                 ("", [call("read", f"<script setup>\nconst rows{r % 5} = ref([])\n</script>\n" * 6, path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="ref([])", newText="ref<Row[]>([])")]),
                 ("", [call("bash", f"Test Files  {3 + r % 6} passed\n     Tests  {20 + r % 40} passed",
                            command=f"npx vitest run web/src/views/{tag}")]),
                 f"好了，{done}。"),
        ]
        if r % 4 == 2:
            out.append(turn("跑一下类型检查。",
                            ("", [call("bash", f"{src}:{4 + r % 20}:9 - error TS2322: Type 'string' is not assignable to "
                                               "type 'number'.\nFound 1 error.", error=True, command="npx vue-tsc --noEmit")]),
                            ("有个字段类型写错了，改成 number。", [call("edit", "Applied 1 edit.", path=src,
                                                                    oldText="count: ''", newText="count: 0")]),
                            ("", [call("bash", "", command="npx vue-tsc --noEmit")]),
                            "类型检查通过了。"))
        if r % 5 == 4:
            out.append(turn(f"package.json 的版本改成 1.{r}.0。",
                            ("", [call("edit", "Applied 1 edit.", path="web/package.json", oldText="\"version\": ",
                                       newText=f"\"version\": \"1.{r}.0\", \"_\": ")]),
                            f"版本是 1.{r}.0 了。"))
        if r % 6 == 5:
            out.append(turn("现在打包一次要多久？", f"大概 {14 + r % 10} 秒。"))
        if r % 7 == 3:
            out.append(turn("还有什么顺手能改的吗？", "有几个组件没写 key，列表渲染会有警告。要补上吗？"))
            out.append(turn("补。", ("", [call("edit", "Applied 2 edits.", path=src, oldText="v-for=\"r in rows\"",
                                               newText="v-for=\"r in rows\" :key=\"r.id\"")]), "补上了。"))
        if r % 9 == 2:
            out.append(turn("回头在更新日志里记一笔这些整理。", "好，下次一起写。"))
        if r % 9 == 3:
            out.append(turn("更新日志记了吗？", ("", [call("edit", "Applied 1 edit.", path="web/CHANGELOG.md", oldText="## 未发布",
                                                     newText="## 未发布\n- 前端整理")]), "记了。"))
        return tuple(out)

    return turns


def _jiang() -> Scripted:
    f = Builder()
    nilp = f("failure", "panic: runtime error: invalid memory address or nil pointer dereference")
    golog = long_log(140, "jiang-go", nilp + "\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x4a2f1c]\n\n"
                                      "goroutine 1 [running]:\njiangyuan/sunning.(*Vat).DaysInSun(0x0, {0xc0000b2000, 0xa})\n"
                                      "\t/src/jiangyuan/sunning/vat.go:33 +0x1c\nmain.main()\n"
                                      "\t/src/jiangyuan/cmd/sunning/main.go:27 +0x9e\nexit status 2")
    mysql = f("failure", "ERROR 1048 (23000) at line 14: Column 'customer_id' cannot be null")
    rounds = (
        (turn(f"我在周记酱园管电脑。我们家是老酱园，晒场上有 {f('number', '三百二十口缸')}，一年出 "
              f"{f('number', '八十吨酱油')}。晒场的事有一条老规矩，黄豆下缸以后天天翻晒，"
              f"{f('constraint', '酱醅在缸里晒满一百八十天才出油')}，一天都不提前。记晒缸天数的是个 Go 程序，"
              f"{f('path', 'jiangyuan/cmd/sunning/main.go')}，今天一跑就崩。",
              ("", [call("bash", golog, error=True, command=f("command", "go run ./cmd/sunning --day 2026-06-02"))]),
              "它去查一口缸的记录，那口缸在表里不存在，拿到的是空指针，再去算天数就崩了。"),
         turn("是上个月刚换的新缸，还没登记。先让它跳过没登记的缸。还有，别忘了"
              f"{f('constraint', '下雨前所有缸盖都得盖上')}。前年七月一场雷阵雨，夜里没人盖，二十缸酱全淋了水，发酸发臭，"
              "只能倒掉，我到现在想起来还心疼。",
              "好，跳过没登记的缸，再按天气预报提前发一条盖缸提醒。")),
        (turn("昨天超市的采购打电话，想让我们"
              f"{f('rejected', '在酱油里加焦糖色')}，说颜色深一点好卖。我当时就跟他说了不加，我们卖的就是本色。",
              "明白，焦糖色这事就不考虑了。"),
         turn("把饭馆这个月的订单导进去。",
              ("", [call("bash", mysql + "\n", error=True, command=f("command", "mysql -u jiang jiangyuan < sql/orders_june.sql"))]),
              "第 14 行有一张订单没有客户编号，这一列不许为空。"),
         turn(f"那是老王饭馆，编号是 {f('identifier', 'KH-0317')}，补上。你知道现在别的酱厂怎么弄吗？",
              ("", [call("edit", "Applied 1 edit.", path="sql/orders_june.sql", oldText="NULL, '老王饭馆'",
                         newText="'KH-0317', '老王饭馆'")]),
              f"补上了。广东有一家酱厂前几年{f('rejected', '改用不锈钢恒温发酵罐')}，一年四季都能出酱，不看天吃饭。")),
        (turn("那样做出来味道一样吗？", "温度稳，发酵快，不过很多老师傅说少了晒出来的那股酱香。"),
         turn("今年的黄豆进了多少？",
              ("", [call("bash", "黄豆入库：41.6 吨（东北大豆 30.2，本地 11.4）", command="go run ./cmd/sunning --beans")]),
              "入库 41.6 吨，东北大豆占了 30.2 吨。"),
         turn("嗯。刚才说的罐子，缸还是那些老缸，有的是我爷爷那辈留下来的。",
              "好，还是用老缸。"),
         turn(f"缸不够用了，我打算{f('rejected', '把晒场扩到后院那块空地')}，能再摆五十口。",
              "后院西边是新盖的六层楼，下午两点以后就整片背阴，酱醅晒不足日头。")),
        (turn("那就算了，不扩了。每天的晒缸记录以后放在哪？",
              f"放在 {f('path', 'records/2026/')} 下面，一天一个文件。"),
         turn(f"好。我要{f('pending', '每一口缸的入缸日期表')}，贴在晒场门口。",
              "行。"),
         turn(f"还有个事一直没定：{f('pending', '老抽和生抽要不要分开记库存')}？另外"
              f"{f('pending', '食品生产许可证还没扫描进系统')}，检查的人来了要看。",
              "许可证我记下了。")),
    )
    later = ((17, (turn("入缸日期表呢？晒场门口还空着。", "还没做好。"),)),)
    return Scripted("fresh8-zh-jiang", "zh", rounds, tuple(f.facts), held_out=True, fresh8=True, later=later,
                    routine=routine_zh("jiang"))


def _piying() -> Scripted:
    f = Builder()
    rangeerr = f("failure", "RangeError: Maximum call stack size exceeded")
    node = long_log(120, "piying-node", "/srv/piying/src/schedule.js:88\nfunction nextVillage(route, day) {\n"
                                        "                     ^\n\n" + rangeerr + "\n"
                                        "    at nextVillage (/srv/piying/src/schedule.js:88:22)\n"
                                        "    at nextVillage (/srv/piying/src/schedule.js:95:12)\n"
                                        "    at nextVillage (/srv/piying/src/schedule.js:95:12)\n"
                                        "    at nextVillage (/srv/piying/src/schedule.js:95:12)\n\nNode.js v20.12.2")
    pgfk = f("failure", "ERROR:  insert or update on table \"shows\" violates foreign key constraint \"shows_play_id_fkey\"")
    pg_out = ("psql:sql/shows.sql:22: " + pgfk + "\nDETAIL:  Key (play_id)=(PY-041) is not present in table \"plays\".\n")
    rounds = (
        (turn(f"我们是县里的皮影戏班，一共 {f('number', '九个人')}，箱子里有 {f('number', '六百多个影人')}，都是驴皮刻的。"
              f"下乡巡演的日程是用 {f('path', 'piying/src/schedule.js')} 排的，这个月排不出来了。",
              ("", [call("bash", node, error=True, command=f("command", "node piying/src/schedule.js --month 4"))]),
              "两个村互相把对方设成了下一站，排程一直在这两个村之间来回递归，停不下来。"),
         turn("东坪和西坪，是同一天的上下午。先改了再说。后台的事你也记一下：灯箱点着，影人在窗上走，"
              f"{f('constraint', '演出的时候灯箱后面从来不少于两个人')}，一个人顾不过来，灯一歪影窗就烧。",
              ("", [call("edit", "Applied 1 edit.", path="piying/src/schedule.js", oldText="visited.has(v)",
                         newText="visited.has(v) || v === route.at(-1)")]),
              "改好了，也在排人的时候检查每场后台至少两个人。")),
        (turn(f"还有收影人。{f('constraint', '影人收起来夹在书里平放，不能挂着')}。有一年夏天小刘图省事把一整套《西游记》"
              "挂在墙上晾，过了一个伏天全卷了边，孙悟空的腿都翘起来了。",
              "明白，库存表里加一栏，记每个影人夹在哪本书里。"),
         turn(f"文旅局来了封信，你看看。",
              ("", [call("read", "贵戏班：为提升演出效果，建议将传统影窗更换为 LED 大屏投影，局里可补贴部分费用……",
                         path="letters/wenlvju.txt")]),
              f"他们建议{f('rejected', '把影窗换成 LED 大屏投影')}，还愿意补贴一部分钱。"),
         turn("谢谢他们的好意，可皮影就是灯把影子打在布上，那层纱一透光，才叫皮影。换了大屏就成放电影了。你帮我回得客气点。",
              ("", [call("write", "Draft saved.", path="letters/wenlvju-reply.md", content="尊敬的文旅局……")]),
              "回信写好了，措辞很客气。")),
        (turn("把这个月的演出录进数据库。",
              ("", [call("bash", pg_out, error=True, command=f("command", "psql -d piying -f sql/shows.sql"))]),
              "有一场演的剧目 PY-041 不在剧目表里。"),
         turn(f"那是新排的《哪吒闹海》，先加进剧目表。老剧目比如 {f('identifier', 'PY-034')} 是《火焰山》。",
              f"加好了。我有个想法：现在年轻人听不懂方言，能不能{f('rejected', '把老戏本改成普通话唱')}？"),
         turn("不改。", "能说说为什么吗？我好记下来。")),
        (turn("我们这调子是碗碗腔，方言一换，板眼全乱了，唱腔就是戏的魂。普通话的字幕可以打在旁边。",
              "懂了，唱还是方言，旁边加字幕。"),
         turn(f"今天城关小学的老师打电话，想请我们{f('rejected', '每周去学校教孩子刻皮影')}。",
              "怎么回她？"),
         turn("这学期不行，巡演排满了。跟她说秋天开学再商量。",
              "好，秋天再商量。"),
         turn(f"县文化馆也来要东西，要{f('pending', '一份戏班全部剧目的清单')}，老本子都在 {f('path', 'scripts/old/')} 里。"
              f"另外{f('pending', '两个新学徒的合同还没签')}。",
              "好的，知道了。")),
    )
    later = ((14, (turn(f"记着，{f('pending', '清明前把巡演日程发到各村')}，村里要提前搭台。", "记下了。"),)),
             (29, (turn("巡演日程发了没有？清明快到了。", "还没发。"),)))
    return Scripted("fresh8-zh-piying", "zh", rounds, tuple(f.facts), held_out=True, fresh8=True, later=later,
                    routine=routine_zh("piying"))


def _gezi() -> Scripted:
    f = Builder()
    e0308 = f("failure", "error[E0308]: mismatched types")
    rust_out = ("   Compiling race v0.4.1 (/xiehui/race)\n" + e0308 + "\n  --> src/speed.rs:23:19\n   |\n"
                "23 |     let metres: u32 = distance_km * 1000.0;\n   |                 ---   ^^^^^^^^^^^^^^^^^^^^ "
                "expected `u32`, found `f64`\n   |                 |\n   |                 expected due to this\n\n"
                "For more information about this error, try `rustc --explain E0308`.\n"
                "error: could not compile `race` (lib) due to 1 previous error")
    cause = f("failure", "Caused by: java.time.format.DateTimeParseException: Text '2026/09/15 07:30' could not be parsed at index 4")
    java = long_log(100, "gezi-java", "Exception in thread \"main\" java.lang.IllegalStateException: clock file rejected\n"
                                      "\tat cn.xiehui.clock.ClockReader.read(ClockReader.java:58)\n"
                                      "\tat cn.xiehui.clock.Main.main(Main.java:12)\n" + cause + "\n"
                                      "\tat java.base/java.time.format.DateTimeFormatter.parseResolved0(DateTimeFormatter.java:2108)\n"
                                      "\tat java.base/java.time.LocalDateTime.parse(LocalDateTime.java:494)\n"
                                      "\t... 2 more")
    rounds = (
        (turn(f"我是市信鸽协会的秘书，协会有 {f('number', '二百一十个会员')}，秋季大赛报了 {f('number', '一千四百羽参赛鸽')}。"
              f"算分速的程序是 Rust 写的，{f('path', 'race/src/speed.rs')}，小陈改完就编不过了。",
              ("", [call("bash", rust_out, error=True, command=f("command", "cargo build -p race"))]),
              "公里数是小数，乘出来还是小数，他直接赋给了整数类型的米数。"),
         turn("你看着改。另外记得，"
              f"{f('constraint', '赛前七十二小时内不给鸽子用药')}，集鸽的时候要抽查，查出来取消成绩。",
              ("", [call("edit", "Applied 1 edit.", path="race/src/speed.rs", oldText="distance_km * 1000.0;",
                         newText="(distance_km * 1000.0).round() as u32;")]),
              "改好了，编译过了。抽查结果我在集鸽登记里加一栏。")),
        (turn("还有一件，前年那场四百公里，会长顶着大风放了，结果一千多羽回来不到七百，三百多羽就这么没了，会员骂了半年。"
              f"所以现在{f('constraint', '风力六级以上一律不放飞')}，谁说情都不行。",
              "好，放飞前先查放飞地的风力，六级以上就把放飞改期。"),
         turn("归巢钟的数据导不进来。",
              ("", [call("bash", java, error=True, command=f("command", "java -jar clock/target/clock.jar import data/0915.txt"))]),
              "归巢钟导出的时间用的是斜杠日期，程序只认横杠格式。"),
         turn(f"两种都认吧。昨天会员大会上，老郑提议{f('rejected', '把放飞点改到五百公里外的戈壁')}，说这样才能比出好鸽子。"
              "我说先放三百公里，看看回来的情况再说，大家举手同意了我的。",
              "那今年就先放三百公里。")),
        (turn(f"嗯。你觉得现在的电子足环够用吗？", f"可以考虑{f('rejected', '给所有参赛鸽换 GPS 脚环')}，每羽飞的路线都能看到。"),
         turn("可以，但是只给长距离赛的鸽子试一试，一千多羽全换，会员掏不起这个钱。",
              "明白，先在长距离赛上试。"),
         turn(f"有个赞助商打电话来，想在比赛里{f('rejected', '加一个押注环节')}。我直接回了：那是赌博，协会不碰。",
              "好，这事不提了。"),
         turn(f"足环号是这种格式，{f('identifier', '2026-15-0388421')}。我想要{f('pending', '一张足环号对照表打印出来')}，"
              "集鸽那天对着查。",
              "好。")),
        (turn(f"问你个事，{f('pending', '公棚的电费是协会出还是棚主出')}？棚主老李又来问了。对了，今年报名的鸽子公棚里还剩多少？",
              ("", [call("bash", "公棚在棚：1388 羽（幼鸽 1120，成鸽 268）", command="cargo run -p race -- loft --count")]),
              "公棚里现在有 1388 羽，幼鸽 1120 羽。"),
         turn(f"比赛成绩放到 {f('path', 'records/races/')} 下面吧，一场一个文件。", "好的，就放那里。")),
    )
    later = ((12, (turn("足环号对照表打印出来了吗？后天就集鸽了。", "还没打。"),)),
             (26, (turn(f"体育局通知：{f('pending', '年检材料十月底前交体育局')}，别忘了。", "好。"),)))
    return Scripted("fresh8-zh-gezi", "zh", rounds, tuple(f.facts), held_out=True, fresh8=True, later=later,
                    routine=routine_zh("gezi"))


def _zhubian() -> Scripted:
    f = Builder()
    valerr = f("failure", "ValueError: could not convert string to float: '一尺二'")
    py = long_log(130, "zhubian-py", "Traceback (most recent call last):\n  File \"/coop/zhubian/orders/import.py\", line 61, in <module>\n"
                                     "    main(sys.argv[1])\n  File \"/coop/zhubian/orders/import.py\", line 44, in main\n"
                                     "    size = float(row[\"尺寸\"])\n           ^^^^^^^^^^^^^^^^^^\n" + valerr)
    dup = f("failure", "ERROR 1062 (23000) at line 5: Duplicate entry '东坞-07' for key 'weavers.PRIMARY'")
    rounds = (
        (turn(f"我们是竹坞村的竹编合作社，{f('number', '十七户编织户')}，每个月大概出 {f('number', '两千只竹篮')}，大多在网店卖。"
              f"订单是用 {f('path', 'zhubian/orders/import.py')} 从表格导进来的，这个月的导不进去。",
              ("", [call("bash", py, error=True, command=f("command", "python zhubian/orders/import.py data/june.xlsx"))]),
              "有一行的尺寸写的是“一尺二”，程序要的是数字。"),
         turn("客人自己填的，换算成厘米吧，一尺二就是四十厘米。我们合作社有个规矩，"
              f"{f('constraint', '只砍三年生以上的竹子')}，砍竹的登记表里要有竹龄。",
              "好，导入时把尺寸换算成厘米，砍竹登记加一列竹龄，不满三年的不让登记。")),
        (turn("还有煮篾的事。去年有一批果篮偷懒没煮，发到上海，一个月后客人发来照片，篮子里全是蛀虫的粉，退了两百多只。"
              f"从那以后{f('constraint', '篾条编之前一定用盐水煮过')}，一锅都不能省。",
              "那就在工序表里把盐水煮篾设成编织之前的必经一步。"),
         turn("把编织户的名单导进数据库。",
              ("", [call("bash", dup + "\n", error=True, command=f("command", "mysql -u zb zhubian < sql/weavers.sql"))]),
              "东坞-07 这个编号出现了两次。"),
         turn("第二个是他家儿媳妇，单独算一户，改成东坞-18。网店平台的运营昨天跟我说，"
              f"想让我们{f('rejected', '给竹篮刷一层彩色清漆')}，拍照好看。刷了漆就不是竹编了，闻着还一股味，我没答应。",
              ("", [call("edit", "Applied 1 edit.", path="sql/weavers.sql", oldText="('东坞-07', '陈秀兰')",
                         newText="('东坞-18', '陈秀兰')")]),
              "改好了。运营那边我记下了，不刷漆。")),
        (turn("破篾太费工了，有没有别的办法？",
              f"浙江安吉有一家合作社{f('rejected', '用机器破篾')}，一台机器顶五六个人。"),
         turn("篾还是手破。机器破的篾厚薄一样，编出来死板。", "好，还是手工破篾。"),
         turn(f"有个超市来问，我打算{f('rejected', '接那个一万只果篮的大单')}，价钱给得不错。",
              "十七户人家一个月两千只，一万只要五个月，他们要三个月交货，还得把网店的单全停了。"),
         turn("那不接了，老客户要紧。", f"好。这个超市的询价单号是 {f('identifier', 'XJ-20260611-07')}，我回个婉拒。")),
        (turn(f"我要{f('pending', '每户编织户的月度计件工资表')}，月底发钱要用。", "好，记下了。"),
         turn(f"网店那边，{f('pending', '网店还缺一半商品照片')}，照片都要放到 {f('path', 'photos/shop/')} 里。",
              "知道了。")),
    )
    later = ((32, (turn("你说竹篮出口要不要做熏蒸证明？还有，县里来通知，"
                        f"{f('pending', '非遗申报材料下个月十号前交到县里')}。",
                        "出口一般要熏蒸证明。申报材料我记着。"),)),)
    return Scripted("fresh8-zh-zhubian", "zh", rounds, tuple(f.facts), held_out=True, fresh8=True, later=later,
                    routine=routine_zh("zhubian"))


SESSIONS = (_jiang(), _piying(), _gezi(), _zhubian())
