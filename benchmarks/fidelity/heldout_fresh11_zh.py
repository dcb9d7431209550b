"""Eleventh fresh held-out set (Chinese): the other half of ``heldout_fresh11.py``, written the same way
and at the same time (blind, in parallel with the twelfth round's rules, by someone who had not read
them; from the descriptions below, written before the dialogue; committed before its first run, not to
be edited after it). Domains used nowhere else in the corpus (grepped): 中药铺, 舞狮队, 宣纸作坊, 木版年画作坊.
Failures come from Go, MySQL, Node, SQLite, Rust, PostgreSQL, Python and Kotlin, in blocks of several
shapes (a Go panic with its goroutine trace below, a MySQL error on one line after a warning, a Node
SyntaxError with the source line above and the stack below, a SQLite error with a blank line inside,
a Rust panic deep in a long log, a PostgreSQL error with DETAIL below, a Python traceback ending in the
cause, a Kotlin compile error listed among warnings). Proposals are put forward by a milk-tea shop on
the phone, a shopping mall at a meeting, a wedding company's letter, a wholesaler's call, a calligraphy
society's meeting, a design company's letter, an apprentice and the assistant (told as what another
workshop or team does); they are turned down bluntly, by a reason only after a clarifying question,
by a counter-proposal taken instead, by negating the verb only, by what stays, spread over two
messages, deferred, and answered only a round or two later, after a compaction and other talk. Open
items are acknowledged and left, asked again later, asked and never answered, or stated as gaps,
deadlines and someone else's ask. Routine work (``routine_zh``) is this file's own, a Django site, with
turns that look like facts and are not planted (a request done at once, a ruff error fixed and rerun
clean, an offer taken up, a migration asked for and reported done a round later, a failing test fixed
at once).

Descriptions:
- yaopu: 一家百年中药铺（坐堂大夫、抓药、代煎，饮片库房；库存程序是 Go 写的，数据在 MySQL）。规则：毒性药材没有
  医生处方一律不抓（否定，带"一律"，嵌在讲抓药流程的句子里）；带"得"和一个故事（前年梅雨季一整批当归发霉烧掉）：
  饮片库房的湿度得保持在百分之六十以下。网红奶茶店打电话想联名做中药奶茶，用户转述时同一条消息里一口回绝；助手讲
  别家把切片外包给饮片厂，用户只问"那质量谁管"，隔了别的话，压缩之后两轮才回绝（老师傅自己切）；用户自己打算周日
  也开门，助手指出坐堂大夫周日不在、处方没人审，用户作罢。失败：Go 的 nil map panic，goroutine 在下面；MySQL 的
  ERROR 1366 字符集错误。待办：每味药的进货批次表（请求，应下，后来又催）；代煎的药能不能寄到外省（问了没人答）；后来
  一个截止（月底前交药监局的年度自查表）。
- wushi: 一支南狮队（醒狮、高桩、锣鼓，接商演和婚庆；排练和订单系统是 Node 写的，数据在 SQLite）。规则：高桩表演时
  桩下永远站两个保护的人（描述句）；抱怨：去年一个狮头演完闷在箱子里发了霉，所以狮头演出当天就要拆开晾干。商场开会
  要狮子在扶梯上采青，用户的反提议（在中庭平地采青）被接受；婚庆公司来信希望每场加放烟花，拒绝分两条消息（先"这个
  不行"，隔了别的话，再说还是锣鼓开场，只说什么不变）；助手讲佛山一支队在短视频平台直播带货，用户只否定动词（"我们
  不带货"）。失败：Node 的 JSON SyntaxError，源码行在上、堆栈在下；SQLite 的 FOREIGN KEY 约束失败，中间有空行。待办：
  教练要的每个队员的训练出勤表（别人的请求）；缺口：高桩的年检还没做；春节商演的报价单（请求，后来又要一次）。
- xuanzhi: 一家宣纸作坊（青檀皮、沙田稻草，捞纸、晒纸，烘墙温控是 Rust 写的，订单在 PostgreSQL）。规则：捞纸只用
  后山的泉水（平铺直叙）；带"不能"和故事：晒纸墙不能超过七十度，有一年烘墙开高了，一批纸全起泡。书画协会开会要每月
  一百张丈二大纸，用户的反提议（每季度二十张）被接受；批发商打电话建议掺木浆降成本，助手问"我怎么回他"，用户只给
  理由；用户自己说冬天也要捞纸，助手指出纸药冬天不起作用、水会结冰，用户作罢。失败：Rust 的 ParseIntError panic 埋在
  长日志里；PostgreSQL 主键冲突，DETAIL 在下面。待办：每刀纸的出厂记录（请求，应下）；出口日本的纸要不要做熏蒸证明
  （问了没人答）；后来一个截止（十二月二十号前交非遗申报材料），后来又催。
- nianhua: 一家木版年画作坊（梨木雕版、套色手印，卖年画，也接待游客）。规则：雕版用完当天刷一遍清油再收（描述）；
  "记住"提醒，带一个故事：套色一律先浅后深。徒弟提议用树脂版代替梨木版，用户一口回绝；文创公司来信想把门神的脸改成
  卡通形象，拒绝分两条（先"不太对劲"，隔了别的话，再说门神照老版印）；助手讲杨柳青有作坊出了年画盲盒，用户说"回头
  再说"，压缩之后才推迟（过了年再说）。失败：Python 的 ZeroDivisionError 在长 traceback 末尾；Kotlin 编译错误
  Unresolved reference，和几条 warning 列在一起。待办：游客体验课的报名表（请求，应下）；雕版能不能申请外观专利（问了
  没人答）；缺口：梨木料的采伐证明还没下来。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (eleventh fresh set)
_JOBS_ZH = (("把首页的查询加上 select_related", "首页查询加了 select_related"),
            ("给表单加上手机号校验", "表单有手机号校验了"),
            ("把静态文件交给 whitenoise", "静态文件走 whitenoise 了"),
            ("给后台列表加一个按日期筛选", "后台能按日期筛选了"),
            ("把时区设置改成 Asia/Shanghai", "时区改好了"),
            ("给商品模型补一个 __str__", "商品模型有 __str__ 了"),
            ("给下单视图补两个测试", "下单视图有测试了"),
            ("删掉没用的 context processor", "没用的 context processor 删了"))
_ASK_ZH = ("网站那边顺手{}。", "有空{}。", "Django 那边一个小活：{}。", "帮忙{}。")


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        job, done = _JOBS_ZH[r % len(_JOBS_ZH)]
        src = f"site/{tag}/shop/views/v{r % 5}.py"
        out = [
            turn(_ASK_ZH[r % 4].format(job),
                 ("我先找一下。", [call("bash", f"{src}:{5 + r % 28}:class Page{r % 5}View(TemplateView):",
                                      command=f"grep -rn 'class Page' site/{tag}/shop")]),
                 ("", [call("read", f"class Page{r % 5}View(TemplateView):\n    template_name = 'shop/page{r % 5}.html'\n" * 5,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="TemplateView):", newText="LoginRequiredMixin, TemplateView):")]),
                 ("", [call("bash", f"Ran {20 + r % 30} tests in 0.{100 + r % 800}s\n\nOK", command="python manage.py test shop")]),
                 f"好了，{done}。"),
        ]
        if r % 4 == 2:
            out.append(turn("跑一下 ruff。",
                            ("", [call("bash", f"{src}:{2 + r % 10}:8: F401 [*] `django.http.HttpResponse` imported but unused\n"
                                               "Found 1 error.\n[*] 1 fixable with the `--fix` option.",
                                       error=True, command=f"ruff check site/{tag}")]),
                            ("有一个没用的 import，删掉。", [call("edit", "Applied 1 edit.", path=src,
                                                           oldText="from django.http import HttpResponse\n", newText="")]),
                            ("", [call("bash", "All checks passed!", command=f"ruff check site/{tag}")]),
                            "ruff 过了。"))
        if r % 5 == 1:
            out.append(turn("CI 上有个测试红了，看一下。",
                            ("", [call("bash", "FAIL: test_price_display (shop.tests.PriceTests)\nAssertionError: '¥12.5' != '¥12.50'",
                                       error=True, command="python manage.py test shop.tests.PriceTests")]),
                            ("模板里价格少保留了一位小数，改成两位。",
                             [call("edit", "Applied 1 edit.", path=f"site/{tag}/shop/templates/shop/price.html",
                                   oldText="floatformat:1", newText="floatformat:2")]),
                            ("", [call("bash", "Ran 1 test in 0.012s\n\nOK", command="python manage.py test shop.tests.PriceTests")]),
                            "绿了。"))
        if r % 6 == 3:
            out.append(turn(f"把版本号改成 2.{r % 11}。",
                            ("", [call("edit", "Applied 1 edit.", path=f"site/{tag}/pyproject.toml", oldText="version = ",
                                       newText=f"version = \"2.{r % 11}\" # ")]),
                            "改了。"))
        if r % 7 == 2:
            out.append(turn("现在整套测试跑多久？", f"大约 {5 + r % 12} 秒。"))
        if r % 8 == 3:
            out.append(turn("还有别的能顺手改的吗？", "列表页每一行都单独查一次库存，要不要改成一次 prefetch？"))
            out.append(turn("改。", ("", [call("edit", "Applied 1 edit.", path=f"site/{tag}/shop/views/listing.py",
                                            oldText="Item.objects.all()", newText="Item.objects.prefetch_related('stock')")]),
                            "改好了，一次查完。"))
        if r % 9 == 5:
            out.append(turn("回头给新字段做个迁移。", "好，下回一起做。"))
        if r % 9 == 6:
            out.append(turn("迁移做了没有？", ("", [call("bash", f"Migrations for 'shop':\n  shop/migrations/00{10 + r % 80}_auto.py",
                                                       command="python manage.py makemigrations shop")]), "做了。"))
        return tuple(out)

    return turns


def _yaopu() -> Scripted:
    f = Builder()
    nilmap = f("failure", "panic: assignment to entry in nil map")
    golog = long_log(110, "yaopu-go", "stock: 读取 2026-11 进货单 3 张, 共 214 行\n"
                                      "stock: 合并批次 当归/黄芪/党参 ...\n\n" + nilmap + "\n\n"
                                      "goroutine 1 [running]:\nmain.(*Ledger).addBatch(0xc000012180, {0xc00001e0c0, 0x9}, 0x3)\n"
                                      "\t/srv/yaopu/stock/ledger.go:47 +0x8d\nmain.main()\n\t/srv/yaopu/stock/main.go:29 +0x2b1\n"
                                      "exit status 2")
    incorrect = f("failure", "ERROR 1366 (HY000): Incorrect string value: '\\xE5\\xBD\\x93\\xE5\\xBD\\x92' for column 'name' at row 1")
    mysql = "mysql: [Warning] Using a password on the command line interface can be insecure.\n" + incorrect + "\n"
    batches = f("pending", "每味药的进货批次表")
    rounds = (
        (turn("您好，我们是一家开了一百多年的中药铺，有两位坐堂大夫，"
              f"{f('number', '柜上常备六百多味饮片')}。库存程序是 Go 写的，{f('path', 'stock/ledger.go')}，"
              "这个月的进货单一导就崩。",
              ("", [call("bash", golog, error=True, command=f("command", "go run ./stock --month 2026-11"))]),
              "新来的这批药材在账本里还没有对应的批次表，程序往一个没初始化的 map 里写，就崩了。"),
         turn("是党参，第一次从甘肃那家进。你初始化一下。",
              ("", [call("edit", "Applied 1 edit.", path="stock/ledger.go", oldText="l.batches[name][lot] = qty",
                         newText="if l.batches[name] == nil {\n\t\tl.batches[name] = map[string]int{}\n\t}\n\tl.batches[name][lot] = qty")]),
              "改好了，三张进货单都导进去了。")),
        (turn(f"说说我们抓药的规矩。客人拿方子来，药工对着方子一味一味称，{f('constraint', '毒性药材没有医生处方一律不抓')}，"
              "附子、半夏这些，熟人也不行。",
              "好，库存程序里把毒性药材单独标出来，出库要填处方号。"),
         turn("还有库房。前年梅雨季，一整批当归发了霉，全烧了，亏了好几万。所以"
              f"{f('constraint', '饮片库房的湿度得保持在百分之六十以下')}，你在程序里加个提醒。",
              "湿度传感器超过百分之六十就发提醒。"),
         turn("药名导进数据库的时候报错了。",
              ("", [call("bash", mysql, error=True, command=f("command", "mysql -u yaopu herbs < sql/import_2026_11.sql"))]),
              "表的字符集是 latin1，中文药名存不进去。"),
         turn("老系统留下来的。改成 utf8mb4。",
              ("", [call("edit", "Applied 1 edit.", path="sql/import_2026_11.sql", oldText="SET NAMES latin1;",
                         newText="ALTER TABLE herbs CONVERT TO CHARACTER SET utf8mb4;\nSET NAMES utf8mb4;")]),
              "导进去了，当归、黄芪都显示正常。")),
        (turn("刚才街口那家网红奶茶店打电话，想跟我们"
              f"{f('rejected', '联名出一款中药奶茶')}。不搞，药就是药，不是饮料。",
              "明白，不接这个联名。"),
         turn(f"药监那边给我们的许可证号是 {f('identifier', '药经字-沪2026-0173')}，打印处方单的时候印在底下。",
              "好，处方单底部加上许可证号。顺便说一句，我看到杭州有家药铺"
              f"{f('rejected', '把切片外包给饮片厂')}，自己只管抓药，省了两个人工。"),
         turn("那质量谁管？先不说这个。我想"
              f"{f('rejected', '星期天也开门')}，周末来的人多。",
              "周日两位坐堂大夫都不在，毒性药材的处方没人审，柜上只能卖成药和普通饮片。"),
         turn("那就算了，星期天还是关门。", "好，周日照旧关门。")),
        (turn(f"行。以后进货单都放在 {f('path', '进货/2026/')} 下面，一个月一个文件。我还要{batches}，哪批从哪来、哪天进的。",
              "好的。"),
         turn(f"代煎这块，我们一天煎{f('number', '八十多副药')}。有人问过，{f('pending', '代煎的药能不能寄到外省')}？"
              "先不管了，看看库房现在湿度多少。",
              ("", [call("bash", "库房: 22.4°C 湿度 56%", command="go run ./stock --sensor")]),
              "二十二度，湿度百分之五十六。")),
    )
    later = ((6, (turn("你上次说的外包切片，我跟老师傅商量了，不外包。饮片厂切的厚薄不匀，我们老师傅手上有数，还是自己切。",
                       "明白，切片还是自己来。"),)),
             (12, (turn(f"记一下：{f('pending', '月底前把药监局的年度自查表交上去')}。", "记下了。"),)),
             (29, (turn("进货批次表弄好了没有？药监来抽查要看的。", "还没弄好。"),)))
    return Scripted("fresh11-zh-yaopu", "zh", rounds, tuple(f.facts), held_out=True, fresh11=True, later=later,
                    routine=routine_zh("yaopu"))


def _wushi() -> Scripted:
    f = Builder()
    syntax = f("failure", "SyntaxError: Unexpected token } in JSON at position 214")
    node = ("/srv/wushi/app/schedule.js:18\n    const plan = JSON.parse(raw);\n                      ^\n\n" + syntax + "\n"
            "    at JSON.parse (<anonymous>)\n    at loadPlan (/srv/wushi/app/schedule.js:18:23)\n"
            "    at Object.<anonymous> (/srv/wushi/app/schedule.js:52:1)\n\nNode.js v18.19.0\n")
    fk = f("failure", "Runtime error near line 12: FOREIGN KEY constraint failed (19)")
    sqlite = long_log(95, "wushi-sqlite", "sqlite> .read sql/spring_shows.sql\n导入 演出 31 场 ...\n\n" + fk + "\n\n"
                                          "  INSERT INTO bookings(show_id, lion_id, date) VALUES (2027014, 9, '2027-02-12');\n")
    quote = f("pending", "春节商演的报价单")
    rounds = (
        (turn("你好，我们是一支南狮队，队员都是年轻人，"
              f"{f('number', '一共二十六个队员')}，平时练高桩，接商演和婚庆。排练计划是 Node 写的，"
              f"{f('path', 'app/schedule.js')}，今天一跑就报错。",
              ("", [call("bash", node, error=True, command=f("command", "node app/schedule.js --week 2026-48"))]),
              "排练计划的 JSON 文件里多了一个逗号，解析到一半就停了。"),
         turn("阿杰手改的。你把逗号去掉。",
              ("", [call("edit", "Applied 1 edit.", path="app/plans/2026-48.json", oldText="\"drums\": 4,\n}",
                         newText="\"drums\": 4\n}")]),
              "好了，这周排练排出来了。")),
        (turn(f"跟你讲讲安全。{f('constraint', '高桩表演的时候桩下永远站着两个保护的人')}，排班的时候别把保护的人排去敲锣。",
              "好，排高桩的场次会先排两个保护的人，再排锣鼓。"),
         turn("还有一件事我一说就来气。去年有个狮头演完直接闷在箱子里，一个礼拜后打开全是霉，几千块的狮头。"
              f"从那以后{f('constraint', '狮头演出当天就要拆开晾干')}，提醒单上给我写清楚。",
              "提醒单上加一条：演出当天拆开狮头晾干。"),
         turn("春节的演出导进数据库的时候出错了。",
              ("", [call("bash", sqlite, error=True, command=f("command", "sqlite3 wushi.db < sql/spring_shows.sql"))]),
              "有一场预订用的狮子编号 9 在狮子表里没有。"),
         turn("9 号是新做的黄狮，还没登记。先登记。",
              ("", [call("edit", "Applied 1 edit.", path="sql/spring_shows.sql", oldText="INSERT INTO bookings",
                         newText="INSERT INTO lions(id, name) VALUES (9, '黄狮');\nINSERT INTO bookings")]),
              "导进去了，三十一场都在。")),
        (turn("昨天去万象商场开会，他们想让我们"
              f"{f('rejected', '在扶梯上采青')}。我说扶梯上站不稳，出了事谁负责，改成在中庭平地采青，他们同意了。",
              "好，商场那场在中庭平地采青。"),
         turn("婚庆公司还寄了封信，你看看。",
              ("", [call("read", "贵队好！为了让婚礼更热闹，我们希望以后每场醒狮表演都加放烟花，费用我们出……",
                         path="信件/婚庆公司-2026-11.txt")]),
              f"他们希望{f('rejected', '每场表演都加放烟花')}，费用他们出。"),
         turn("这个不行。",
              f"好。另外商场那场的合同编号是 {f('identifier', 'WX-2027-0210')}，要我记到排班里吗？"),
         turn("记上。",
              f"记好了。我看到佛山有支队伍{f('rejected', '在短视频平台上直播带货')}，一场能卖好几万。")),
        (turn("我们不带货。婚庆那封信你回一下：还是锣鼓开场，不放烟花，狮子怕火。"
              f"演出照片以后放在 {f('path', '照片/2027春节/')} 下面。",
              "回信写好了：锣鼓开场，不放烟花。照片放那个目录。"),
         turn(f"教练要{f('pending', '每个队员这个月的训练出勤表')}。还有，"
              f"{f('pending', '高桩的年检还没做')}，年前一定得做。一场商演我们收{f('number', '三千八百元')}，"
              f"你帮我做一份{quote}。",
              "好，我先记下。"),
         turn("现在春节排了几场？",
              ("", [call("bash", "2027-02: 31 场, 高桩 12 场", command="sqlite3 wushi.db 'select count(*) from bookings'")]),
              "三十一场，其中高桩十二场。")),
    )
    later = ((21, (turn("春节商演的报价单做了吗？商场那边又来要了。", "还没做。"),)),)
    return Scripted("fresh11-zh-wushi", "zh", rounds, tuple(f.facts), held_out=True, fresh11=True, later=later,
                    routine=routine_zh("wushi"))


def _xuanzhi() -> Scripted:
    f = Builder()
    parse = f("failure", "called `Result::unwrap()` on an `Err` value: ParseIntError { kind: InvalidDigit }")
    rust = long_log(120, "xuanzhi-rust", "    Finished `release` profile [optimized] target(s) in 0.12s\n"
                                         "     Running `target/release/hongqiang --wall 3`\n"
                                         "读取温度计 3 号墙: 62 63 64 6５ ...\n"
                                         "thread 'main' panicked at src/sensor.rs:31:40:\n" + parse + "\n"
                                         "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace")
    dupkey = f("failure", "ERROR:  duplicate key value violates unique constraint \"orders_pkey\"")
    pg = ("psql:sql/orders_2026_12.sql:7: " + dupkey + "\n"
          "DETAIL:  Key (order_no)=(XZ-1207) already exists.\n")
    record = f("pending", "每一刀纸的出厂记录")
    rounds = (
        (turn("你好，我们是一家做宣纸的小作坊，青檀皮加沙田稻草，"
              f"{f('number', '一年出纸大约三千刀')}。晒纸的烘墙是一个 Rust 程序控温的，"
              f"{f('path', 'hongqiang/src/sensor.rs')}，今天早上程序自己退出了。",
              ("", [call("bash", rust, error=True, command=f("command", "cargo run --release -- --wall 3"))]),
              "3 号墙的温度计读出来的数字里混了一个全角的数字，程序把它当整数解析失败了。"),
         turn("那个温度计是老的，你把全角转成半角再解析。",
              ("", [call("edit", "Applied 1 edit.", path="hongqiang/src/sensor.rs", oldText="s.trim().parse::<u32>().unwrap()",
                         newText="to_halfwidth(s.trim()).parse::<u32>().unwrap_or(0)")]),
              "好了，3 号墙读数正常。")),
        (turn(f"我们的纸讲究水。{f('constraint', '捞纸只用后山的泉水')}，自来水有漂白粉，纸会发黄。",
              "好，写进工序单。"),
         turn("烘墙那个程序你要特别注意：有一年烘墙开得太高，一整批纸全起了泡，只能当草纸卖。"
              f"所以{f('constraint', '晒纸墙的温度不能超过七十度')}，超了程序就要关火。",
              "程序里加一条：超过七十度自动关火并报警。"),
         turn("订单导进数据库也出错了。",
              ("", [call("bash", pg, error=True, command=f("command", "psql -d xuanzhi -f sql/orders_2026_12.sql"))]),
              "订单号 XZ-1207 已经存在，这份文件里又插了一遍。"),
         turn("那是重复下的单，删掉文件里那一行。",
              ("", [call("edit", "Applied 1 edit.", path="sql/orders_2026_12.sql", oldText="('XZ-1207',", newText="-- ('XZ-1207',")]),
              "导好了。")),
        (turn("上礼拜书画协会开会，他们要我们"
              f"{f('rejected', '每个月做一百张丈二大纸')}。丈二要八个人一起抬帘，我们哪有那么多人。我说每个季度二十张，他们答应了。",
              "好，丈二大纸每季度二十张。"),
         turn("刚才批发商老王打电话，说可以"
              f"{f('rejected', '在纸浆里掺木浆降成本')}。",
              "我怎么回他？"),
         turn("掺了木浆就不是宣纸了，过不了产地证明，写字也洇得不对。就这么跟他说。",
              f"好，就这么回。协会那批大纸的订单号是 {f('identifier', 'XZ-SH-2027-003')}，我记在订单里了。"),
         turn(f"我打算{f('rejected', '冬天也照样捞纸')}，多出点货。",
              "冬天纸药不起作用，捞出来的纸会粘在一起；槽里的水也会结冰。往年不都是腊月就停槽吗？"),
         turn("也是，那冬天还是停槽，开春再捞。")),
        (turn(f"好。出厂的纸{f('number', '每刀一百张')}，你帮我做{record}，哪天捞的、哪面墙晒的。",
              "好的，记下了。"),
         turn(f"纸样的照片以后放在 {f('path', '纸样/2027/')} 下面。还有个事我一直想问，"
              f"{f('pending', '出口到日本的纸要不要做熏蒸证明')}？算了，看看烘墙现在多少度。",
              ("", [call("bash", "1号墙 64°C | 2号墙 66°C | 3号墙 63°C", command="cargo run --release -- --status")]),
              "三面墙都在六十三到六十六度之间。")),
    )
    later = ((9, (turn(f"记一下，{f('pending', '十二月二十号前把非遗申报材料交上去')}。", "好，记下了。"),)),
             (24, (turn("非遗的材料准备得怎么样了？二十号快到了。", "还没开始。"),)))
    return Scripted("fresh11-zh-xuanzhi", "zh", rounds, tuple(f.facts), held_out=True, fresh11=True, later=later,
                    routine=routine_zh("xuanzhi"))


def _nianhua() -> Scripted:
    f = Builder()
    zde = f("failure", "ZeroDivisionError: division by zero")
    py = long_log(100, "nianhua-py", "Traceback (most recent call last):\n"
                                     "  File \"/shop/report/sales.py\", line 64, in <module>\n    main(sys.argv[1])\n"
                                     "  File \"/shop/report/sales.py\", line 58, in main\n    print(margin(row))\n"
                                     "  File \"/shop/report/sales.py\", line 31, in margin\n"
                                     "    return (row.price - row.cost) / row.sold\n           ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~~\n" + zde)
    unresolved = f("failure", "e: file:///shop/app/src/main/kotlin/Prints.kt:42:17 Unresolved reference: colourCount")
    kotlin = ("> Task :app:compileKotlin\n"
              "w: file:///shop/app/src/main/kotlin/Stock.kt:12:9 Variable 'unused' is never used\n"
              + unresolved + "\n"
              "w: file:///shop/app/src/main/kotlin/Prints.kt:57:5 Parameter 'size' is never used\n\n"
              "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:compileKotlin'.\n"
              "> Compilation error. See log for more details\n")
    signup = f("pending", "游客体验课的报名表")
    rounds = (
        (turn("你好，我们是一家木版年画作坊，祖上传下来的手艺，梨木雕版，一张画要"
              f"{f('number', '套印五种颜色')}。年底是旺季。销售报表是 Python 写的，"
              f"{f('path', 'report/sales.py')}，跑到一半就挂了。",
              ("", [call("bash", py, error=True, command=f("command", "python report/sales.py 2026-11"))]),
              "有一款画这个月一张没卖出去，算利润的时候除以零了。"),
         turn("那是新刻的《连年有余》，还没上架。没卖的就跳过。",
              ("", [call("edit", "Applied 1 edit.", path="report/sales.py", oldText="return (row.price - row.cost) / row.sold",
                         newText="return (row.price - row.cost) / row.sold if row.sold else 0")]),
              "报表出来了。")),
        (turn(f"跟你说一下我们的做法。{f('constraint', '雕版用完当天刷一遍清油再收起来')}，不然梨木会裂。",
              "好，记进收工清单。"),
         turn("再提醒你一件事，记住，"
              f"{f('constraint', '套色一律先印浅色再印深色')}。有一年徒弟图快先上了黑，后面的黄全脏了，两百张全废。",
              "记住了，印刷单上的颜色顺序从浅到深排。"),
         turn("店里的库存小程序编不过了，是 Kotlin 的。",
              ("", [call("bash", kotlin, error=True, command=f("command", "./gradlew :app:compileKotlin"))]),
              "Prints.kt 第 42 行用了一个不存在的名字 colourCount，类里叫 colorCount。"),
         turn("改成类里那个。",
              ("", [call("edit", "Applied 1 edit.", path="app/src/main/kotlin/Prints.kt", oldText="colourCount",
                         newText="colorCount")]),
              "编过了。")),
        (turn(f"徒弟小孙今天问我能不能{f('rejected', '用树脂版代替梨木版')}，说刻得快。不行，树脂版印不出木纹。",
              "明白，只用梨木版。"),
         turn("还有封文创公司的信。",
              ("", [call("read", "您好！我司希望与贵坊合作，把门神的脸改成卡通形象，更受年轻人喜欢，首批订量五千张……",
                         path="信件/文创公司-2026-11.txt")]),
              f"他们想{f('rejected', '把门神的脸改成卡通形象')}，首批五千张。"),
         turn("嗯……不太对劲。这个我回头再说。",
              f"好。对了，这批门神的版号是 {f('identifier', 'NH-MS-1988-07')}，要写进印刷单吗？"),
         turn("写。",
              f"写好了。我看到杨柳青有家作坊{f('rejected', '出了年画盲盒')}，年轻人排队买。")),
        (turn("回头再说吧。文创那封信你替我回：门神照老版印，脸不改，订量可以谈。",
              "好，就按老版回。"),
         turn(f"印好的画拍照放在 {f('path', '画样/2026/')} 下面。我还要一份{signup}，寒假游客多。",
              "好。"),
         turn(f"另外，{f('pending', '梨木料的采伐证明还没下来')}，林业站说要等。我一直想知道"
              f"{f('pending', '雕版能不能申请外观专利')}。不过先看看这个月卖了多少，我估计有{f('number', '一千二百张')}。",
              ("", [call("bash", "2026-11: 售出 1,214 张, 门神 540 张", command="python report/sales.py 2026-11 --total")]),
              "一千二百一十四张，门神占了五百四十张。")),
    )
    later = ((6, (turn("盲盒那个，过了年再说，年前忙不过来。", "好，等过了年。"),)),)
    return Scripted("fresh11-zh-nianhua", "zh", rounds, tuple(f.facts), held_out=True, fresh11=True, later=later,
                    routine=routine_zh("nianhua"))


SESSIONS = (_yaopu(), _wushi(), _xuanzhi(), _nianhua())
