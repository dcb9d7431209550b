"""Seventh fresh held-out set (Chinese): the other half of ``heldout_fresh7.py``, written the same way and
at the same time (blind, in parallel with the eighth round's rules, by someone who had not read them;
from the descriptions below, written before the dialogue; committed before its first run, not to be
edited after it). Domains used nowhere else in the corpus (grepped): 茶园, 彩绘玻璃作坊, 海岛邮政所, 龙舟队.
Failures come from Java/Spring, MySQL, Node, Rust, Go's testing package, SQLite, Ruby and PostgreSQL, in
blocks of several shapes (the cause in a "Caused by" far below the header, a panic message above its
note line, got/want lines under a FAIL header, blank lines inside); open items are acknowledged and left,
asked again later, asked and never answered, or stated as gaps and deadlines. Routine work
(``routine_zh``) is this file's own, a Python/FastAPI back end, with turns that look like facts and are
not planted (a request done at once, a ruff failure fixed and rerun clean, an offer taken up, a 周报 line
asked for and reported done a round later).

Descriptions:
- tea: 一座山区茶园（茶山分片、采摘、杀青揉捻、茶叶卖给茶商）。规则：鲜叶从采下到摊晾不超过四个小时（讲前年一车
  鲜叶在山路上堵了半天、闷红了）；打过药的片区挂牌，半个月内不采（平铺直叙，无情态，嵌在讲分片的长句里）。茶商打
  电话想要茶园贴他的牌子代工，用户转述时就说已经回绝了；助手讲云南一家茶园用无人机采摘的事，用户只否定动词
  （"采还是人采"）；合作社开会时有人提议统一收购价，用户的反提议（按等级分价）被采纳。失败：Spring 启动失败，
  真正原因在最下面的 Caused by（NumberFormatException）；MySQL 1366 错误。待办：每片茶山一张今年的产量表（请求，
  助手一句话应下）；采茶工的工钱按斤算还是按天算（问了没人答）；后来：春茶上市前把价目表发给茶商（截止，后来又催）。
- glass: 一个彩绘玻璃作坊（教堂窗户修复、烧窑、铅条、订单）。规则：窑在降温的时候谁也不开窑门（先讲去年一窑
  玻璃炸裂）；老窗户上拆下来的每块玻璃都要先编号拍照再清洗（"记得"提醒）。助手提议用树脂胶代替铅条，用户先问
  "那以后还能拆吗"，助手答了，用户再回绝（修复要可逆）；一位建筑师来信想把整扇老窗换成仿古的新玻璃，用户讲理由
  婉拒；用户自己说"我打算周末也开窑"，助手提出反对（邻居投诉、窑炉检修），用户作罢。失败：Node 的 ENOENT 错误
  在长日志末尾，带调用栈；Rust 程序 unwrap 在 Err 上 panic，原因在 panic 那一行。待办：缺口（烧窑曲线还没有存进
  系统）；教堂要的修复进度照片（别人的请求，应下没做，后来又提）；后来：给保险公司的作坊消防检查表（愿望）。
- post: 一个不通轮渡以外交通的海岛上的邮政所（邮件、包裹、渡船班次、老人代收）。规则：包裹一律在渡船开船前一
  小时截收（描述，"向来是这样"）；代领养老金必须本人签字的委托书（带情态，转述县邮政局的话）。县里来电话提议把
  邮政所改成每周只开三天，用户在同一条消息里转述并说开会时已经顶回去了；助手提议让快递公司直接用渡船送件上岛，
  用户"想是好想，但是"（码头没有仓库）；用户随口说想在渡船上开个临时柜台，助手讲风浪和现金安全，用户放弃。
  失败：Go 测试失败（--- FAIL 行，下面是 got/want，中间有空行）；SQLite 非空约束错误。待办：给行动不便的老人送件
  的名单（请求，后来又提）；台风停航时滞留的包裹怎么赔（问了，助手答了别的）；后来：年底前把邮编牌全部换新（截止）。
- dragon: 一支村里的龙舟队（训练、划手名单、鼓手、端午比赛）。规则：下水训练人人穿救生衣，不管会不会游泳（先讲
  有一年有人落水）；鼓手和舵手不能是同一个人（否定，嵌在长句里）。镇上体育办写信提议用碳纤维新船代替老木船，
  用户讲老船的来历回绝（祖上传下来的）；助手提议用手机应用记录桨频，用户推迟（"今年先不弄，明年再看"）；
  一个赞助商想在龙头上贴广告，用户生硬拒绝，拒绝分两条消息（先"不行"，助手问原因，再说龙头是祭过的）。
  失败：Ruby 的 NoMethodError 带回溯，原因在第一行；PostgreSQL 字段超长错误。待办：端午前一周的训练时间表（截止）；
  新队员的体检表还缺三份（缺口）；后来：买新桨的钱从哪笔经费出（问了没人答）。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (seventh fresh set)
_WORK_ZH = (("把路由按模块拆开", "路由按模块拆开了"), ("给所有接口加上类型注解", "接口都有类型注解了"),
            ("把 requests 换成 httpx", "现在用 httpx 发请求"), ("删掉注释掉的旧代码", "注释掉的旧代码删了"),
            ("把配置改成从环境变量读", "配置从环境变量读了"), ("给分页接口补测试", "分页接口有测试了"),
            ("统一异常处理的返回格式", "异常返回格式统一了"), ("把重复的查询抽成函数", "重复的查询抽成函数了"))
_PHRASES_ZH = ("日常维护：{}。", "再做一项维护，{}。", "手头不忙的话，{}。")


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        job, done = _WORK_ZH[r % len(_WORK_ZH)]
        src = f"app/{tag}/routes_{r % 5}.py"
        out = [
            turn(_PHRASES_ZH[r % 3].format(job),
                 ("先定位。", [call("bash", f"{src}:{9 + r % 30}:async def list_{r % 5}(db=Depends(get_db)):",
                                  command=f"grep -rn 'async def list_' app/{tag}")]),
                 ("", [call("read", f"async def list_{r % 5}(db=Depends(get_db)):\n    return []\n" * 6, path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="return []", newText="return await repo.list(db)")]),
                 ("", [call("bash", f"{18 + r % 12} passed in 0.{30 + r % 60}s", command=f"pytest -q tests/{tag}")]),
                 f"好了，{done}。"),
        ]
        if r % 4 == 3:
            out.append(turn("跑一下 ruff 再继续。",
                            ("", [call("bash", f"{src}:{2 + r % 15}:8: F401 [*] `os` imported but unused\nFound 1 error.",
                                       error=True, command="ruff check app")]),
                            ("多了一个没用的 import，删掉。", [call("edit", "Applied 1 edit.", path=src, oldText="import os\n",
                                                                 newText="")]),
                            ("", [call("bash", "All checks passed!", command="ruff check app")]),
                            "ruff 通过了。"))
        if r % 5 == 1:
            out.append(turn(f"顺手把 pyproject 里的版本改成 0.{r}.2。",
                            ("", [call("edit", "Applied 1 edit.", path="pyproject.toml", oldText="version = ",
                                       newText=f"version = \"0.{r}.2\" # ")]),
                            f"版本改成 0.{r}.2 了。"))
        if r % 6 == 4:
            out.append(turn("现在整套测试跑完要多久？", f"大约 {12 + r % 9} 秒。"))
        if r % 7 == 2:
            out.append(turn("还有什么可以顺便收拾的？", "有几个函数名还是驼峰写法，要不要改成下划线？"))
            out.append(turn("改。", ("", [call("edit", "Applied 3 edits.", path=src, oldText="getItems", newText="get_items")]),
                            "改好了。"))
        if r % 9 == 5:
            out.append(turn("周报里写一句这周的维护。", "好，这项做完就写。"))
        if r % 9 == 6:
            out.append(turn("周报写了吗？", ("", [call("edit", "Applied 1 edit.", path="docs/weekly.md", oldText="## 本周",
                                                   newText="## 本周\n- 日常维护")]), "写了。"))
        return tuple(out)

    return turns


def _tea() -> Scripted:
    f = Builder()
    cause = f("failure", "Caused by: java.lang.NumberFormatException: For input string: \"12,5\"")
    spring = long_log(130, "tea-spring", "APPLICATION FAILED TO START\n\n***************************\n"
                                         "org.springframework.beans.factory.BeanCreationException: Error creating bean with "
                                         "name 'pickingPlan' defined in file [/srv/chashan/PickingPlan.class]\n"
                                         "\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory."
                                         "initializeBean(AbstractAutowireCapableBeanFactory.java:1806)\n"
                                         "\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:335)\n"
                                         "\t... 14 common frames omitted\n" + cause + "\n"
                                         "\tat java.base/java.lang.NumberFormatException.forInputString(NumberFormatException.java:67)\n"
                                         "\tat java.base/java.lang.Double.parseDouble(Double.java:792)\n"
                                         "\tat com.yunwu.chashan.PickingPlan.load(PickingPlan.java:44)")
    mysql = f("failure", "ERROR 1366 (HY000) at line 7: Incorrect decimal value: '约3斤' for column 'fresh_jin' at row 12")
    rounds = (
        (turn(f"我在云雾山茶园管账和电脑。茶园一共 {f('number', '46 片茶山')}，春茶那一个月每天要收 "
              f"{f('number', '两千多斤鲜叶')}。采摘计划是个 Spring 程序，{f('path', 'chashan/src/main/java/com/yunwu/chashan/PickingPlan.java')}，"
              "今天早上起不来了。",
              ("", [call("bash", spring, error=True, command=f("command", "java -jar chashan/target/chashan.jar"))]),
              "配置里有个产量写成了“12,5”，用的是逗号，解析成数字的时候失败了。"),
         turn("是小周从表格里抄的。改成 12.5。还有一条最要紧的：前年清明，一车鲜叶在盘山路上堵了大半天，到厂里已经闷红了，"
              f"一整车只能当粗茶卖。从那以后 {f('constraint', '鲜叶从采下到摊晾不超过四个小时')}，系统排车的时候要算进去。",
              "明白，排车时按采摘时间倒推，超过四小时的就报警。")),
        (turn(f"分片也有讲究，每片茶山有编号，比如 {f('identifier', 'YW-17 号片')}，"
              f"{f('constraint', '打过药的片区挂牌，半个月内不采')}，这个挂牌的日子现在都记在本子上。",
              "那就把打药日期录进去，采摘计划自动跳过还没满十五天的片区。"),
         turn("好。把去年的采摘记录导进数据库。",
              ("", [call("bash", mysql + "\n", error=True, command=f("command", "mysql -u tea chashan < sql/2024_picking.sql"))]),
              "第 12 行的鲜叶重量写的是“约3斤”，数字列不收汉字。"),
         turn("老记录就这样，写约的都按整数算。昨天福建一个茶商打电话来，想让我们"
              f"{f('rejected', '给他的牌子代工贴牌')}，量还挺大。我当场就说不做了，云雾山的茶只出我们自己的名字。",
              "好的，贴牌的事就此打住。")),
        (turn("你知道别的茶园现在怎么采吗？", f"云南有一家大茶园在试 {f('rejected', '用无人机采摘')}，说是一个人能顶二十个采茶工。"),
         turn("采还是人采。机器分不出一芽一叶。", "好，还是人工采。"),
         turn(f"上周合作社开会，有人提议{f('rejected', '全村统一一个鲜叶收购价')}，省得各家吵。我说按等级分价，特级一档、"
              "一级一档，最后大家都同意按我的来。",
              "那收购价就按等级来定，我在系统里加个等级字段。")),
        (turn(f"我想要{f('pending', '每片茶山一张今年的产量表')}，放在 {f('path', 'reports/yield/')} 下面。",
              "好，记下了。"),
         turn(f"还有个事一直没弄清楚：{f('pending', '采茶工的工钱按斤算还是按天算')}？去年两种都有人。对了，今天收了多少鲜叶？",
              ("", [call("bash", "今日鲜叶：2136 斤（特级 412，一级 1190，二级 534）", command="java -jar chashan/target/chashan.jar --today")]),
              "今天收了 2136 斤，特级 412 斤。")),
    )
    later = ((15, (turn(f"提醒一下，{f('pending', '春茶上市前把价目表发给茶商')}，下个月初就要。", "好的。"),)),
             (26, (turn("价目表的事怎么样了？茶商又来问了。", "还没弄。"),)))
    return Scripted("fresh7-zh-tea", "zh", rounds, tuple(f.facts), held_out=True, fresh7=True, later=later,
                    routine=routine_zh("tea"))


def _glass() -> Scripted:
    f = Builder()
    enoent = f("failure", "Error: ENOENT: no such file or directory, open 'kiln/curves/k2-annealing.json'")
    node = long_log(120, "glass-node", "> kiln@0.9.2 start\n> node bin/fire.js --kiln k2\n\nnode:internal/fs/utils:356\n"
                                       "    throw err;\n    ^\n\n" + enoent + "\n    at Object.openSync (node:fs:573:18)\n"
                                       "    at Object.readFileSync (node:fs:452:35)\n    at loadCurve (/studio/kiln/src/curve.js:12:19)\n"
                                       " {\n  errno: -2,\n  code: 'ENOENT',\n  syscall: 'open'\n}\n\nNode.js v18.19.0")
    rust = f("failure", "called `Result::unwrap()` on an `Err` value: ParseIntError { kind: InvalidDigit }")
    rust_out = ("    Finished release [optimized] target(s) in 0.08s\n     Running `target/release/panes --import old/st-mary-east.csv`\n"
                "thread 'main' panicked at src/import.rs:31:44:\n" + rust + "\n"
                "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace")
    rounds = (
        (turn(f"我们是个小彩绘玻璃作坊，四个人，现在手上是修圣玛丽教堂东窗，一共 {f('number', '318 块玻璃')}。窑的控制程序在 "
              f"{f('path', 'kiln/src/curve.js')}，今天点火点不起来。",
              ("", [call("bash", node, error=True, command=f("command", "npm start -- --kiln k2"))]),
              "二号窑的退火曲线文件找不到，程序读不到曲线就不肯点火。"),
         turn("那个文件上个月被阿梅挪走了，我找回来。说到窑：去年冬天有人嫌慢，窑还在降温就把门打开看，一窑玻璃全炸了，"
              f"三个礼拜的活。窑最高烧到 {f('number', '六百二十度')}，降温要一整夜。所以{f('constraint', '窑在降温的时候谁也不开窑门')}，程序里降温阶段门锁要锁死。",
              "好，降温阶段门锁一直锁着，温度降到安全值以下才放开。")),
        (turn(f"还有，记得{f('constraint', '老窗户上拆下来的每块玻璃都要先编号拍照再清洗')}，洗过就看不出原来的样子了。"
              "把老窗的清单导进来吧。",
              ("", [call("bash", rust_out, error=True, command=f("command", "cargo run --release -- --import old/st-mary-east.csv"))]),
              "清单里有几行编号不是数字，导入程序一碰到就崩了。"),
         turn(f"老清单有的编号带字母，比如 {f('identifier', 'SM-E-114a')}，别当数字处理。",
              f"改成字符串了。另外我在想，能不能{f('rejected', '用树脂胶代替铅条')}？粘得牢，也不会氧化发黑。"),
         turn("那以后还能拆吗？", "基本拆不了，树脂固化以后玻璃和胶就是一体的，硬拆会裂。"),
         turn("那就不行。修复的东西必须能拆回去，一百年后别人还要修。", "明白，铅条不换。")),
        (turn("一位建筑师来信，说业主想"
              f"{f('rejected', '把整扇老窗换成仿古的新玻璃')}，老的收进库房。你帮我回他一下，意思是老玻璃是窗子的价值所在，"
              "换了就不是这扇窗了，我们只修不换。",
              ("", [call("write", "Draft saved.", path="letters/architect.md", content="尊敬的王先生：……")]),
              "回信写好了，在 letters/architect.md。"),
         turn(f"活太多了，我打算{f('rejected', '周末也开窑')}。",
              "周末开窑的话，隔壁几户上次投诉过窑的风机声，居委会说过周末不行；而且窑炉的检修一直排在周六。"),
         turn("也是，上次居委会来过两趟。算了，周末不开。", "好。")),
        (turn(f"现在{f('pending', '烧窑曲线还没有存进系统')}，都在老李的脑子里。他的笔记本扫描件放在 "
              f"{f('path', 'docs/kiln-notes/')}。", "知道了。"),
         turn(f"教堂的管委会要{f('pending', '每周一份修复进度照片')}，发给他们的会计。", "好的，回头弄。")),
    )
    later = ((21, (turn("教堂那边又问修复进度照片了，这周能发吗？", "我尽快。"),)),
             (30, (turn(f"要是有{f('pending', '一份给保险公司的作坊消防检查表')}就好了，年检老是临时抱佛脚。", "记下了。"),)))
    return Scripted("fresh7-zh-glass", "zh", rounds, tuple(f.facts), held_out=True, fresh7=True, later=later,
                    routine=routine_zh("glass"))


def _post() -> Scripted:
    f = Builder()
    gofail = f("failure", "postage_test.go:27: Postage(1200g, zoneIsland) = 18.50, want 22.00")
    go_out = ("=== RUN   TestPostage\n=== RUN   TestPostage/heavy_island\n    " + gofail + "\n\n"
              "--- FAIL: TestPostage (0.00s)\n    --- FAIL: TestPostage/heavy_island (0.00s)\nFAIL\n"
              "FAIL\tisland/post/rates\t0.004s\nFAIL")
    sqlite = f("failure", "Runtime error near line 14: NOT NULL constraint failed: parcels.ferry_id (19)")
    sqlite_out = long_log(90, "post-sqlite", sqlite)
    rounds = (
        (turn(f"我在鹭屿岛邮政所，岛上 {f('number', '一千三百来口人')}，没有桥，只有渡船，每天 {f('number', '四班渡船')}。"
              f"资费计算是个 Go 程序，在 {f('path', 'post/rates/postage.go')}，测试挂了。",
              ("", [call("bash", go_out, error=True, command=f("command", "go test ./post/rates/..."))]),
              "一千二百克以上寄岛外的包裹还在按旧的资费算，少了三块五。"),
         turn("上个月调价了，按新的来。我们这里向来是这样，"
              f"{f('constraint', '包裹一律在渡船开船前一小时截收')}，晚一分钟都不收，船上不等人。",
              "好，系统里每班船开船前一小时就停止收包裹。")),
        (turn(f"县邮政局的人上回来交代过，{f('constraint', '代领养老金必须有本人签字的委托书')}，没有就不能给，出了事邮政所担责任。",
              "明白，代领的时候先查委托书。"),
         turn("把包裹登记导进新库。",
              ("", [call("bash", sqlite_out, error=True, command=f("command", "sqlite3 post.db < sql/import_parcels.sql"))]),
              "有一批包裹没有记是哪班船带来的，新表要求必须有。"),
         turn(f"那些是台风天滞留的，船次就填 {f('identifier', 'LY-FERRY-00')}。今天县里来电话，说想"
              f"{f('rejected', '把邮政所改成每周只开三天')}，省人手。我在上周的协调会上就顶回去了：岛上老人领养老金、"
              "寄药都靠我们，三天不够。",
              "那就维持现在的开门天数。")),
        (turn("你有什么省事的办法吗？",
              f"可以{f('rejected', '让快递公司直接用渡船送件上岛')}，他们自己派人跟船，包裹不用先到邮政所。"),
         turn("想是好想，但是码头上没有仓库，包裹下船没地方放，淋了雨谁负责？", "那就还是先到邮政所。"),
         turn(f"我有时候想，干脆{f('rejected', '在渡船上开个临时柜台')}，乘客坐船的时候顺便寄东西。",
              "船上风浪大，称重不准，现金放在船上也不安全，船员也不愿意担这个责任。"),
         turn("嗯，有道理，那就不弄了。", "好。")),
        (turn(f"我要{f('pending', '一份给行动不便的老人送件的名单')}，谁家住山上、谁腿脚不好。名单以前在 "
              f"{f('path', 'post/data/elderly.csv')}，好久没更新了。", "好，知道了。"),
         turn(f"还有，{f('pending', '台风停航时滞留的包裹怎么赔')}？县里没说清楚。对了，今天的船都准点吗？",
              ("", [call("bash", "07:10 准点\n10:40 准点\n14:20 晚 15 分\n17:30 未开", command="go run ./cmd/ferry --today")]),
              "上午两班准点，下午那班晚了十五分钟，最后一班还没开。")),
    )
    later = ((18, (turn("送件的老人名单做了吗？下周要去山上送一批药。", "还没有。"),)),
             (28, (turn(f"年底事多，先记着：{f('pending', '年底前把全岛的邮编牌换新')}。", "记下了。"),)))
    return Scripted("fresh7-zh-post", "zh", rounds, tuple(f.facts), held_out=True, fresh7=True, later=later,
                    routine=routine_zh("post"))


def _dragon() -> Scripted:
    f = Builder()
    ruby = f("failure", "NoMethodError: undefined method `strokes' for nil:NilClass")
    ruby_out = long_log(110, "dragon-ruby", "rake aborted!\n" + ruby + "\n"
                                            "/team/lib/roster.rb:42:in `block in seat_plan'\n"
                                            "/team/lib/roster.rb:38:in `each'\n/team/lib/roster.rb:38:in `seat_plan'\n"
                                            "/team/Rakefile:9:in `block in <top (required)>'\nTasks: TOP => roster:seats\n"
                                            "(See full trace by running task with --trace)")
    pg = f("failure", "ERROR:  value too long for type character varying(8)")
    pg_out = ("psql:sql/003_members.sql:5: " + pg + "\nCONTEXT:  COPY members, line 23, column nickname: \"龙头阿强的侄子\"\n")
    rounds = (
        (turn(f"我们是沙头村龙舟队，一条船 {f('number', '22 个划手')}，加一个鼓手一个舵手，端午比赛的赛道是 {f('number', '五百米')}。划手座位表是个 Ruby 脚本，"
              f"{f('path', 'lib/roster.rb')}，排座位的时候报错。",
              ("", [call("bash", ruby_out, error=True, command=f("command", "bundle exec rake roster:seats"))]),
              "名单里有个人的训练记录是空的，脚本去读他的桨数时拿到的是空值。"),
         turn("新来的，还没练过。跳过他。有件事你要放进程序里：前几年有一回训练，一个自称水性好的后生没穿救生衣，"
              f"翻船时被船底扣住，差点没上来。打那以后{f('constraint', '下水训练人人穿救生衣，不管会不会游泳')}。",
              "好，点名的时候加一项救生衣，没勾上的不排座位。")),
        (turn(f"还有一条，比赛排人的时候要注意，{f('constraint', '鼓手和舵手不能是同一个人')}，上回隔壁村就是一个人兼着，"
              "结果转弯时没人喊号。",
              "排班时鼓手和舵手分开选，同一个人只能占一个。"),
         turn("把队员名单导进数据库。",
              ("", [call("bash", pg_out, error=True, command=f("command", "psql -d longzhou -f sql/003_members.sql"))]),
              "第 23 行的外号有七个字，加上编码超出了八个字符的长度限制。"),
         turn(f"外号那一栏放宽一点。队里每人有个编号，像 {f('identifier', 'ST-2025-07')}。镇体育办来了封信，说想给我们"
              f"{f('rejected', '换一条碳纤维新船')}，把老木船退下来。",
              "你打算怎么回？"),
         turn("这条老船是我太公那辈人用樟木造的，九十多年了，每年端午前都要请出来上油。新船再快我们也不换。你帮我写回信，"
              "客气一点，谢谢他们。",
              ("", [call("write", "Draft saved.", path="letters/sports-office.md", content="镇体育办：……")]),
              "写好了。")),
        (turn("你有没有什么办法让训练更科学？",
              f"可以{f('rejected', '用手机应用记录每个人的桨频')}，一次训练下来能看出谁跟不上节奏。"),
         turn("今年先不弄，明年再看，老队员不一定肯戴手机下水。", "好，明年再说。"),
         turn(f"有个卖饮料的赞助商想{f('rejected', '在龙头上贴广告')}。不行。", "为什么不行？他们给的钱不少。"),
         turn("龙头是点过睛、祭过的，在村里是神物，贴广告是大不敬，多少钱都不行。", "明白了，我回绝他们。")),
        (turn(f"{f('pending', '端午前一周的训练时间表')}要早点排出来，大家要跟工厂请假。", "好。"),
         turn(f"新队员的体检表交上来的放在 {f('path', 'docs/health/')}，{f('pending', '还缺三份新队员的体检表')}。",
              "知道了。")),
    )
    later = ((24, (turn(f"问你个事：{f('pending', '买新桨的钱从哪笔经费出')}？村委会的还是赞助的？另外下周训练几点开始？",
                        "下周还是傍晚六点。"),)),)
    return Scripted("fresh7-zh-dragon", "zh", rounds, tuple(f.facts), held_out=True, fresh7=True, later=later,
                    routine=routine_zh("dragon"))


SESSIONS = (_tea(), _glass(), _post(), _dragon())
