"""Tenth fresh held-out set (Chinese): the other half of ``heldout_fresh10.py``, written the same way and
at the same time (blind, in parallel with the eleventh round's rules, by someone who had not read them;
from the descriptions below, written before the dialogue; committed before its first run, not to be
edited after it). Domains used nowhere else in the corpus (grepped): 斫琴工作室, 豆腐坊, 篆刻印章店, 蜡染作坊.
Failures come from Python, Rust, Java/Spring, Node, Go, SQLite, TypeScript and Redis, in blocks of
several shapes (the cause as the last line of a long traceback, the Rust cause in the "expected … found"
line under the error header, a "Caused by" below the header, a Node error with its stack and a blank
line, a Go compile error listed among several, a SQLite error after a long import log, a tsc error in a
long build, a Redis reply inside a Node stack). Proposals are put forward by an apprentice, a letter, a
phone call, a meeting, a designer and the assistant (told as what another workshop does); they are
turned down bluntly, by a story, by a counter-proposal taken instead, by negating the verb only, by
what stays, spread over two messages, deferred, and answered only a round or two later, after a
compaction and other talk. Open items are acknowledged and left, asked again later, asked and never
answered, or stated as gaps, deadlines and someone else's ask. Routine work (``routine_zh``) is this
file's own, a Go web service, with turns that look like facts and are not planted (a request done at
once, a golangci-lint error fixed and rerun clean, an offer taken up, a changelog line asked for and
reported done a round later).

Descriptions:
- guqin: 一间斫琴工作室（老杉木做面板，大漆、鹿角霜漆灰，一年做几十张琴）。规则：漆灰没干透不上面漆（否定，无情态，
  嵌在讲工序的长句里）；"记住"提醒：荫房的湿度不能低于百分之七十（带一个前年琴面开裂的故事）。学徒提议用化学漆代替大漆，
  用户一口回绝；一家琴行来信要批量订两百张学生琴，用户的反提议（只接二十张，明年交）被接受；助手讲苏州一家工作室开了
  斫琴体验课，用户说"我想想"，隔了一轮（压缩之后、中间别的活）才回绝（只给理由）。失败：Python 脚本在长日志末尾抛
  KeyError；Rust 编译错误 E0308，原因在 expected/found 那一行。待办：每张琴的漆层记录表（请求，应下，后来又催）；出口的琴
  要不要办濒危木材证明（问了没人答）；后来一个截止（下月十五号前交琴展报名表）。
- doufu: 一家老豆腐坊（每天凌晨磨豆、盐卤点豆腐，给菜场、学校食堂送货）。规则：点豆腐只用盐卤，不用石膏（平铺直叙）；
  带"必须"的抱怨：去年夏天一板豆腐在车上放了半天，客人吃坏了肚子，所以豆腐出锅四个小时内必须送到。超市采购打电话要加
  防腐剂延长保质期，用户转述时在同一条消息里拒绝，只给理由；助手讲别人家换了全自动生产线，用户"是，但是"（只换磨浆机，
  点卤还是手工）；用户自己打算每天加一个夜班，助手指出两个师傅凌晨三点就起，用户作罢。失败：Java Spring 的 Caused by 在
  下面，原因是非空约束；Node 连接 Redis 被拒，错误在堆栈上面、中间有空行。待办：缺口（冷藏车的年检报告还没拿到）；学校
  食堂要每个月的检测报告（别人的请求）；后来一个心愿（给老客人做个预订小程序），再后来又问一次。
- zhuanke: 一家篆刻印章店（寿山石、青田石、私章闲章，也有人来刻公章）。规则：没有公安备案的公章一律不刻（否定，带
  "一律"）；客人的印稿得留底存档五年（带"得"，嵌在讲归档的句子里）。朋友建议买激光雕刻机，用户用一个故事回绝（一位老先生
  把机刻的章退回来）；拍卖行来信请他们给印石断代，拒绝分两条消息（先"这个我们不做"，隔了别的话，再说只刻不鉴）；助手提议
  在网店上接单，用户只否定动词（"不开网店"）。失败：Go 编译错误 undefined，和别的错误列在一起；SQLite database is locked 在
  长导入日志末尾。待办：按石材分的价目表（请求，应下）；给外国客人刻中文名要不要加收翻译费（问了没人答）；后来一个截止
  （和别的问题一起说：周五前把书法协会那三十方闲章的印稿发过去），后来又催。
- laran: 一家蜡染作坊（蓝靛发酵、点蜡、入缸、脱蜡，卖布料和围巾，也接待游客）。规则：染缸里的靛水每天早上都要搅一遍
  （带"要"，讲早上流程）；前年用过化学靛，布一洗就掉色，一整批退货，从此只用自己发酵的板蓝根靛（故事里的规则）。旅游公司
  开会提议让游客自己下染缸，用户反提议（游客只画蜡，染由师傅来）被接受；服装设计师打电话建议改用数码印花仿蜡染，用户先问
  助手怎么看，隔了一轮才说还是手工点蜡（只说什么不变）；一位老顾客写信希望他们办个网上直播课，用户推迟（"等过了旅游旺季
  再说"）。失败：TypeScript tsc 的 TS2339 在一长串构建输出里；Redis WRONGTYPE 错误被 Node 抛出，原因在 ReplyError 那行。
  待办：每块布的入缸次数记录（请求，应下）；缺口：新染缸的排水许可还没批下来；后来一个心愿（做一本蜡染纹样图册）。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (tenth fresh set)
_JOBS_ZH = (("把配置从硬编码改成读环境变量", "配置改成读环境变量了"),
            ("给健康检查接口加个超时", "健康检查有超时了"),
            ("把日志换成 slog", "日志用 slog 了"),
            ("给订单查询加一个分页参数", "订单查询能分页了"),
            ("把 go.mod 里的 Go 版本升到 1.22", "Go 版本升好了"),
            ("给路由加上请求 ID 中间件", "路由有请求 ID 了"),
            ("给价格计算补几个表驱动测试", "价格计算有表驱动测试了"),
            ("去掉一个没人用的接口", "没人用的接口删掉了"))
_ASK_ZH = ("后端顺手{}。", "有空的时候{}。", "服务那边一个小活：{}。", "麻烦{}。")


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        job, done = _JOBS_ZH[r % len(_JOBS_ZH)]
        src = f"server/{tag}/internal/handler/h{r % 5}.go"
        out = [
            turn(_ASK_ZH[r % 4].format(job),
                 ("我看一下。", [call("bash", f"{src}:{6 + r % 30}:func (h *Handler{r % 5}) ServeHTTP(w http.ResponseWriter, r *http.Request) {{",
                                     command=f"grep -rn 'ServeHTTP' server/{tag}/internal")]),
                 ("", [call("read", f"func (h *Handler{r % 5}) ServeHTTP(w http.ResponseWriter, r *http.Request) {{\n\tw.WriteHeader(200)\n}}\n" * 5,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="w.WriteHeader(200)", newText="w.WriteHeader(http.StatusOK)")]),
                 ("", [call("bash", f"ok  \tserver/{tag}/internal/handler\t0.{10 + r % 80}s\nok  \tserver/{tag}/internal/store\t0.{20 + r % 70}s",
                            command="go test ./...")]),
                 f"好了，{done}。"),
        ]
        if r % 4 == 3:
            out.append(turn("跑一下 golangci-lint。",
                            ("", [call("bash", f"{src}:{4 + r % 20}:2: Error return value of `w.Write` is not checked (errcheck)",
                                       error=True, command="golangci-lint run ./...")]),
                            ("有一处没检查返回值，补上。", [call("edit", "Applied 1 edit.", path=src, oldText="w.Write(body)",
                                                             newText="_, _ = w.Write(body)")]),
                            ("", [call("bash", "", command="golangci-lint run ./...")]),
                            "lint 过了。"))
        if r % 5 == 2:
            out.append(turn(f"把镜像标签改成 v0.{r % 17}。",
                            ("", [call("edit", "Applied 1 edit.", path=f"server/{tag}/deploy/app.yaml", oldText="image: app:",
                                       newText=f"image: app:v0.{r % 17} #")]),
                            "改好了。"))
        if r % 6 == 5:
            out.append(turn("现在测试跑一遍多久？", f"大概 {6 + r % 9} 秒。"))
        if r % 7 == 1:
            out.append(turn("还看到别的毛病没有？", "有个查询在循环里一条一条查数据库，要不要改成一次查出来？"))
            out.append(turn("改吧。", ("", [call("edit", "Applied 1 edit.", path=f"server/{tag}/internal/store/store.go",
                                             oldText="for _, id := range ids {", newText="rows := s.byIDs(ids)\nfor _, id := range ids {")]),
                            "改好了，只查一次。"))
        if r % 9 == 4:
            out.append(turn("回头在 CHANGELOG 里记一笔这次的改动。", "好，下次一起记。"))
        if r % 9 == 5:
            out.append(turn("CHANGELOG 记了吗？", ("", [call("edit", "Applied 1 edit.", path=f"server/{tag}/CHANGELOG.md",
                                                          oldText="## 未发布", newText="## 未发布\n- 小改动若干")]), "记了。"))
        return tuple(out)

    return turns


def _guqin() -> Scripted:
    f = Builder()
    keyerr = f("failure", "KeyError: '岳山高度'")
    py = long_log(115, "guqin-py", "Traceback (most recent call last):\n  File \"/studio/qin/measure.py\", line 88, in <module>\n"
                                   "    report(load(sys.argv[1]))\n  File \"/studio/qin/measure.py\", line 71, in report\n"
                                   "    h = row['岳山高度'] - row['龙龈高度']\n        ~~~^^^^^^^^^^\n" + keyerr)
    mismatch = f("failure", "expected `f32`, found `f64`")
    rust = ("error[E0308]: mismatched types\n  --> src/humidity.rs:23:22\n   |\n"
            "23 |     let target: f32 = read_sensor(&port)?;\n   |                 ---   ^^^^^^^^^^^^^^^^^^^^ "
            + mismatch + "\n   |                 |\n   |                 expected due to this\n\n"
            "For more information about this error, try `rustc --explain E0308`.\n"
            "error: could not compile `yinfang` (bin \"yinfang\") due to 1 previous error\n")
    record = f("pending", "每张琴的漆层记录表")
    rounds = (
        (turn("你好，我们是一间斫琴工作室，三个人，"
              f"{f('number', '一年做四十张琴')}左右，面板用老杉木，底板用梓木。一张琴从开料到上弦差不多要"
              f"{f('number', '十八个月')}，大半时间都在等漆干。琴的尺寸是用脚本量的，"
              f"{f('path', 'qin/measure.py')}，今天一跑就报错。",
              ("", [call("bash", py, error=True, command=f("command", "python qin/measure.py 2026-仲尼式-03.csv"))]),
              "这张琴的数据表里没有岳山高度这一列，脚本去取的时候就出错了。"),
         turn("小周量的时候把那列写成岳山高了，少了一个度字。你让脚本两种写法都认。",
              ("", [call("edit", "Applied 1 edit.", path="qin/measure.py", oldText="row['岳山高度']",
                         newText="row.get('岳山高度', row.get('岳山高'))")]),
              "改好了，这张琴量出来了。")),
        (turn("我们的工序是一层漆灰一层漆灰往上刮，"
              f"{f('constraint', '漆灰没干透不上面漆')}，急不得，这个你写进工序单里。还有荫房，记住，"
              f"{f('constraint', '荫房的湿度不能低于百分之七十')}。前年夏天除湿机开过了头，三张琴的琴面全裂了。",
              "两条都写进工序单了，荫房那条加粗放在最上面。"),
         turn("荫房的湿度控制是个 Rust 小程序，昨天改了一下编不过了。",
              ("", [call("bash", rust, error=True, command=f("command", "cargo build --release --manifest-path yinfang/Cargo.toml"))]),
              "传感器读出来的是 f64，变量声明成了 f32，类型对不上。"),
         turn("那就都用 f64。",
              ("", [call("edit", "Applied 1 edit.", path="yinfang/src/humidity.rs", oldText="let target: f32",
                         newText="let target: f64")]),
              "编过了。")),
        (turn(f"徒弟小周今天问我，能不能{f('rejected', '用化学漆代替大漆')}，说干得快。不行。大漆的琴能弹一百年，"
              "化学漆十年就发闷。",
              "明白，只用大漆。"),
         turn("还有一封信，是杭州一家琴行写来的，你看看。",
              ("", [call("read", "尊敬的老师：我行拟向贵工作室批量订两百张学生琴，明年秋季开学前交货，价格可以商量……",
                         path="信件/琴行来信-2026-10.txt")]),
              f"他们想{f('rejected', '批量订两百张学生琴')}，明年秋天前交货。"),
         turn("我回了，两百张我们做不了，十年也做不了。我说只接二十张，后年春天交，他们同意了。",
              f"好，记下了：二十张，后年春天交。合同编号是不是 {f('identifier', 'QH-2026-041')}？"),
         turn("是这个。",
              f"顺便说一件事：苏州有家工作室{f('rejected', '开了周末斫琴体验课')}，让客人自己刮一遍漆灰，听说报名的人挺多。")),
        (turn(f"我想想。先说正事，以后每张琴的照片放在 {f('path', '档案/琴/')} 下面，一张琴一个文件夹。"
              f"我还想要{record}，哪天上的哪一层。",
              "好的。"),
         turn(f"有件事一直没弄清楚：{f('pending', '出口到国外的琴要不要办濒危木材证明')}？算了，先看看荫房现在多少度。",
              ("", [call("bash", "荫房: 26.1°C 湿度 78%", command="yinfang --status")]),
              "二十六度，湿度百分之七十八。")),
    )
    later = ((6, (turn("上次你说的体验课，我不开。客人刮一遍漆灰，我们得花三天把它铲掉重来。",
                       "明白，不开体验课。"),)),
             (14, (turn(f"记一下：{f('pending', '下个月十五号前把琴展的报名表交了')}。", "记下了。"),)),
             (25, (turn("漆层记录表做了吗？小周又在问哪张琴上到第几层了。", "还没做。"),)))
    return Scripted("fresh10-zh-guqin", "zh", rounds, tuple(f.facts), held_out=True, fresh10=True, later=later,
                    routine=routine_zh("qin"))


def _doufu() -> Scripted:
    f = Builder()
    notnull = f("failure", "Caused by: org.postgresql.util.PSQLException: ERROR: null value in column \"route_id\" of relation \"deliveries\" violates not-null constraint")
    java = long_log(100, "doufu-java", "2026-10-09T03:12:44.118+08:00 ERROR 4121 --- [main] o.s.boot.SpringApplication : Application run failed\n\n"
                                       "org.springframework.dao.DataIntegrityViolationException: could not execute statement; "
                                       "SQL [n/a]; constraint [route_id]\n"
                                       "\tat com.doufu.delivery.DeliveryService.schedule(DeliveryService.java:48)\n\n"
                                       + notnull + "\n  Detail: Failing row contains (1093, 菜场东门, null, 2026-10-09 05:30:00).\n"
                                       "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)\n"
                                       "\t... 38 more")
    refused = f("failure", "Error: connect ECONNREFUSED 127.0.0.1:6379")
    node = (refused + "\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n"
            "  errno: -111,\n  code: 'ECONNREFUSED',\n  syscall: 'connect',\n  address: '127.0.0.1',\n  port: 6379\n}\n\n"
            "Node.js v20.12.2\n")
    wish = f("pending", "给老客人做一个预订豆腐的小程序")
    rounds = (
        (turn("我家是开了两代的豆腐坊，每天凌晨三点开始磨豆，"
              f"{f('number', '一天磨三百斤黄豆')}，给三个菜场和两所学校的食堂送货。送货排班是 Java 写的，"
              f"{f('path', 'delivery/src/main/java/com/doufu/delivery/DeliveryService.java')}，今天早上排不出来了。",
              ("", [call("bash", java, error=True, command=f("command", "java -jar delivery/target/delivery.jar --date=2026-10-09"))]),
              "有一单菜场东门的货没有分配送货路线，数据库不让路线为空。"),
         turn("东门那个摊子是新来的，归二号线。",
              ("", [call("edit", "Applied 1 edit.", path="delivery/data/stalls.csv", oldText="菜场东门,", newText="菜场东门,2")]),
              "加到二号线了，排班出来了。")),
        (turn(f"跟你说一下我们的规矩。{f('constraint', '点豆腐只用盐卤，不用石膏')}，老辈传下来的，味道不一样。还有，"
              "去年夏天有一板豆腐在车上放了大半天，有位阿姨吃了拉肚子，我们赔了钱还上了本地新闻。所以"
              f"{f('constraint', '豆腐出锅四个小时内必须送到')}，排班的时候你算着点。",
              "好，排班程序会检查每一单从出锅到送达不超过四个小时。"),
         turn("订单提醒也不响了，你看一下。",
              ("", [call("bash", node, error=True, command=f("command", "node notify/index.js"))]),
              "提醒程序连不上本机的 Redis。"),
         turn("停电以后 Redis 没起来，你起一下。",
              ("", [call("bash", "Starting redis-server... done", command="sudo systemctl start redis-server")]),
              "Redis 起来了，提醒也发出去了。")),
        (turn(f"超市的采购打电话来，想让我们{f('rejected', '在豆腐里加防腐剂把保质期延长到七天')}。我说不加，"
              "我们的豆腐就是当天吃的，加了就不是这个东西了。",
              "明白，不加防腐剂。"),
         turn(f"嗯。一板豆腐是 {f('number', '二十四块')}，菜场的货单号都像 {f('identifier', 'DF-CC-0917')} 这样。"
              "你看看人家别的豆腐坊都怎么弄的？",
              f"有家做得大的，{f('rejected', '把整条线换成了全自动豆腐生产线')}，从泡豆到压板都是机器，一天能做两千斤。"),
         turn("是省人，但是点卤这一步机器做不好，老师傅看浆的火候，机器看不出来。要换也只换磨浆机。",
              "那就是只考虑换磨浆机，点卤还是手工。"),
         turn(f"对。我在想，要不{f('rejected', '每天加一个夜班')}，多做一板给超市。",
              "两个师傅凌晨三点就起来磨豆了，再加夜班，等于一天干二十个小时，没人替得了他们。")),
        (turn("那算了，人比钱要紧。",
              f"好。每天的排班表我放在 {f('path', 'delivery/out/')} 下面，按日期命名，可以吗？"),
         turn(f"可以。还有，{f('pending', '冷藏车的年检报告还没拿到')}，车管所说下周。",
              "知道了。"),
         turn(f"学校食堂的王主任要{f('pending', '每个月的豆腐检测报告')}，从这个月开始。明天几点出第一板？",
              ("", [call("bash", "首板 04:20 出锅, 05:10 装车", command="java -jar delivery/target/delivery.jar --first")]),
              "四点二十出锅，五点十分装车。")),
    )
    later = ((16, (turn(f"我闺女说可以{wish}，老客人在手机上点一下就留一块，你觉得呢？", "可以做，我记下了。"),)),
             (31, (turn("那个预订小程序，你那边有进展吗？", "还没开始。"),)))
    return Scripted("fresh10-zh-doufu", "zh", rounds, tuple(f.facts), held_out=True, fresh10=True, later=later,
                    routine=routine_zh("doufu"))


def _zhuanke() -> Scripted:
    f = Builder()
    undef = f("failure", "undefined: sealSize")
    gobuild = ("# zhuanke/cmd/yingao\n"
               "cmd/yingao/main.go:14:2: \"strings\" imported and not used\n"
               "cmd/yingao/main.go:41:9: " + undef + "\n"
               "cmd/yingao/main.go:52:17: cannot use w (variable of type float64) as int value in argument to draw\n")
    locked = f("failure", "Error: stepping, database is locked (5)")
    sqlite = long_log(90, "zhuanke-sqlite", "importing 印稿 2019-2026 into archive.db ...\n"
                                            "  2019: 212 rows\n  2020: 187 rows\n  2021: 240 rows\n"
                                            "Runtime error near line 1204: database is locked (5)\n" + locked)
    rounds = (
        (turn("您好，我开一家篆刻印章店，"
              f"{f('number', '一年刻七八百方印')}，私章、闲章为主，寿山石青田石都有。印稿是用一个 Go 程序出的，"
              f"{f('path', 'cmd/yingao/main.go')}，我侄子改了以后编不过了。",
              ("", [call("bash", gobuild, error=True, command=f("command", "go build ./cmd/yingao"))]),
              "有三处错：一个没用的 import，一个函数里用了没定义的尺寸变量，还有一处类型不对。最要紧的是那个没定义的变量。"),
         turn("他把尺寸挪到 config 里了，叫 cfg.SealSize。你都改一下。",
              ("", [call("edit", "Applied 3 edits.", path="cmd/yingao/main.go", oldText="sealSize", newText="cfg.SealSize")]),
              "三处都改好了，编过了。")),
        (turn("有些规矩你要知道。常有人拿着单位介绍信来刻公章，"
              f"{f('constraint', '没有公安备案的公章一律不刻')}，介绍信不算。还有归档：每方印刻完，"
              f"{f('constraint', '客人的印稿得留底存档五年')}，万一有纠纷拿得出来。",
              "明白。我在接单页面加一项：公章要上传备案回执，不然不能下单；印稿归档保留五年。"),
         turn("把这几年的印稿导进档案库。",
              ("", [call("bash", sqlite, error=True, command=f("command", "sqlite3 archive.db < import/yingao_2019_2026.sql"))]),
              "导到 2021 年就停了，数据库被锁住了，应该是有别的程序开着它。"),
         turn("店里那台电脑上的查询小工具一直开着，我关掉了，你再导。",
              ("", [call("bash", "imported 1,534 rows", command="sqlite3 archive.db < import/yingao_2019_2026.sql")]),
              "导完了，一共 1534 条。")),
        (turn(f"老朋友劝我{f('rejected', '买一台激光雕刻机刻印')}，说一天能刻几十方。我跟你说个事：前年有位老先生让我们"
              "给他孙子刻一方名章，那阵子忙，我拿外面机器刻的先顶上，老先生拿放大镜一看就退回来了，说这章没有刀味。"
              "从那以后我心里有数了。",
              "明白了，还是手刻。"),
         turn("拍卖行寄了封信来。",
              ("", [call("read", "某某印社：我行秋拍有印石四十余方，想请贵店帮忙给印石断代并出具意见书……",
                         path="信件/拍卖行-2026-10.txt")]),
              f"他们想请您{f('rejected', '给拍卖的印石断代并出具意见书')}。"),
         turn("这个我们不做。",
              f"好。另外，印稿的图片是放在 {f('path', '印稿/2026/')} 吗？")),
        (turn("对，按月份分。拍卖行那边你回信就说，我们只刻印，不鉴定，断代请他们找博物馆的老师。",
              f"我这样写回信。一方寿山石私章现在收 {f('number', '六百元起')} 吗？"),
         turn(f"对。订单号都是 {f('identifier', 'ZK-26-0388')} 这样的。"
              f"我要{f('pending', '一份按石材分的价目表')}，挂在店里。",
              f"好的。说起来，好多店都{f('rejected', '在网店上接单')}，客人上传名字就行。"),
         turn("不开网店。"
              f"还有个问题我一直没想好：{f('pending', '给外国客人刻中文名要不要加收翻译费')}？今天有几单？",
              ("", [call("bash", "今日订单: 6 (私章 4, 闲章 2)", command="sqlite3 archive.db 'select * from today'")]),
              "六单，四方私章，两方闲章。")),
    )
    later = ((22, (turn("你觉得青田石冬天会不会裂？还有，"
                        f"{f('pending', '周五前把书法协会那三十方闲章的印稿发过去')}，别忘了。",
                        "冬天干燥的时候青田石要防裂。我记着。"),)),
             (32, (turn("书法协会的印稿发了没有？他们打电话来问。", "还没发。"),)))
    return Scripted("fresh10-zh-zhuanke", "zh", rounds, tuple(f.facts), held_out=True, fresh10=True, later=later,
                    routine=routine_zh("seal"))


def _laran() -> Scripted:
    f = Builder()
    ts = f("failure", "error TS2339: Property 'dipCount' does not exist on type 'Batch'.")
    tsc = long_log(120, "laran-tsc", "> shop@0.9.0 build\n> tsc -p tsconfig.json && vite build\n\n"
                                     "src/batches/record.ts:33:18 - " + ts + "\n\n33   return batch.dipCount + 1;\n"
                                     "                    ~~~~~~~~\n\n\nFound 1 error in src/batches/record.ts:33\n")
    wrong = f("failure", "ReplyError: WRONGTYPE Operation against a key holding the wrong kind of value")
    redis = ("/srv/laran/tours/book.js:22\n        throw err;\n        ^\n\n" + wrong + "\n"
             "    at parseError (/srv/laran/node_modules/redis-parser/lib/parser.js:179:12)\n"
             "    at parseType (/srv/laran/node_modules/redis-parser/lib/parser.js:302:14) {\n"
             "  command: { name: 'hincrby', args: [ 'tour:2026-10-12', 'seats', '1' ] }\n}\n")
    dips = f("pending", "每块布的入缸次数记录")
    rounds = (
        (turn("你好，我们是黔东南的一家蜡染作坊，"
              f"{f('number', '六口染缸')}，五个绣娘，做布料和围巾，也接待游客。早上的流程是先看缸，"
              f"{f('constraint', '染缸里的靛水每天早上都要搅一遍')}，看颜色和泡沫，然后才点蜡、入缸。"
              f"网店后台是我表弟写的，{f('path', 'shop/src/batches/record.ts')}，今天编不过了。",
              ("", [call("bash", tsc, error=True, command=f("command", "npm run build --prefix shop"))]),
              "代码里用了批次的入缸次数字段，但批次类型里没有这个字段。"),
         turn("他在数据库里加了，类型里忘了加。",
              ("", [call("edit", "Applied 1 edit.", path="shop/src/batches/types.ts", oldText="interface Batch {",
                         newText="interface Batch {\n  dipCount: number;")]),
              "加上了，编过了。")),
        (turn("前年我们图便宜进过一批化学靛，布一下水就掉色，一整批围巾被退了回来，赔了两万多。从那以后"
              f"{f('constraint', '只用自己发酵的板蓝根靛')}，网店的商品说明里也要写清楚。",
              "商品说明里都加上了：靛蓝自家发酵，原料是板蓝根。"),
         turn("游客预订的程序也坏了。",
              ("", [call("bash", redis, error=True, command=f("command", "node tours/book.js 2026-10-12"))]),
              "这一天的场次在 Redis 里存成了字符串，程序按哈希去加座位数，类型不对。"),
         turn("那是我手动改过的，删掉重建。",
              ("", [call("bash", "(integer) 1\nOK", command="redis-cli del tour:2026-10-12 && node tours/init.js 2026-10-12")]),
              "重建好了，预订正常。")),
        (turn(f"上周旅游公司来开会，提议{f('rejected', '让游客自己下染缸染布')}。我说缸是活的，手一多就染坏了；"
              "游客可以画蜡，入缸由师傅来。他们同意了。",
              "好，游客只点蜡，入缸由师傅来。"),
         turn(f"嗯。一条围巾卖 {f('number', '三百八十元')}。刚才有个服装设计师打电话，说可以"
              f"{f('rejected', '改用数码印花做仿蜡染')}，成本低，出货快。你怎么看？",
              "数码印花出来的纹路太整齐，没有蜡裂的冰纹，懂行的人一眼就看得出来；不过做大货确实便宜。"),
         turn(f"我再想想。批次号是 {f('identifier', 'LR-2026-118')} 这种格式。每批的照片放在 "
              f"{f('path', 'shop/public/photos/')}。",
              "好的，记下了。")),
        (turn(f"还有，我要{dips}，同一块布入缸七次和九次，颜色不一样。",
              "好。"),
         turn(f"一位老顾客写信来，希望我们{f('rejected', '办一个网上直播课教人点蜡')}。等过了旅游旺季再说吧，现在人手不够。"
              f"另外，{f('pending', '新染缸的排水许可还没批下来')}，环保站说还要等。",
              "知道了，直播课等旺季过了再说。"),
         turn("今天有几个游客团？",
              ("", [call("bash", "今日: 3 团, 共 46 人", command="node tours/today.js")]),
              "三个团，一共四十六个人。")),
    )
    later = ((5, (turn("设计师说的那个数码印花，我们还是手工点蜡。机器印的东西不叫蜡染。",
                       "明白，还是手工点蜡。"),)),
             (28, (turn(f"以后有空，想{f('pending', '做一本蜡染纹样图册')}，把老人们画的纹样都收进去。", "好主意。"),)))
    return Scripted("fresh10-zh-laran", "zh", rounds, tuple(f.facts), held_out=True, fresh10=True, later=later,
                    routine=routine_zh("laran"))


SESSIONS = (_guqin(), _doufu(), _zhuanke(), _laran())
