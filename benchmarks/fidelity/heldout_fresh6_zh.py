"""Sixth fresh held-out set (Chinese): the other half of ``heldout_fresh6.py``, written the same way and
at the same time (blind, in parallel with the seventh round's rules, by someone who had not read them;
from the descriptions below, written before the dialogue; committed before its first run, not to be
edited after it). Failures come from PHP/Laravel, Go's race detector, SQLite, the GNU linker, PostgreSQL
and the TypeScript compiler, in blocks of several shapes (the cause above "error", a DETAIL line below
ERROR, blank lines inside a race report); open items are acknowledged and left, asked again later, or
asked and never answered. Routine work (``routine_zh``) is this file's own, a Java/Maven back end, with
turns that look like facts and are not planted (a request done at once, a checkstyle failure fixed and
rerun clean, an offer taken up, a 日报 line asked for and reported a round later).

Descriptions:
- puppet: 一个提线木偶剧团的演出排期、木偶库房和巡演。规则：每个木偶上台前由操纵它的演员亲手查线（先讲去年
  《大闹天宫》演到一半孙悟空断线）；清代传下来的老木偶从来不出省（平铺直叙，嵌在讲巡演的长句里）。区文化馆
  打电话想借老木偶去春节庙会展览，用户在同一条消息里转述并说已经当场拒绝了；助手讲另一家剧团把演出录像做成
  付费点播，用户只否定动词（"录像不卖"）；用户自己打算把周末场次加到三场，助手提出反对（演员手臂、线的磨损），
  用户作罢，说"还是两场"。失败：Laravel 迁移的 QueryException（SQLSTATE 在前，SQL 在后）；PHP 测试的
  TypeError 在长日志末尾，带调用栈。待办：舞美老陈托问的木偶出库登记表（别人的请求，助手一句话应下没做，
  后来又提）；巡演时木偶坏了修理费算谁的（问了没人答）；后来：六一前上线儿童专场的购票页面（截止）。
- zoo: 一家城市动物园的饲喂排班和饲料库存。规则：猛兽区的投喂口只在动物回笼之后打开（以"记得"提醒）；竹子
  当天送当天喂，隔夜的竹子不给熊猫吃（描述，无情态，嵌在长句里）。游客服务部在例会上提出让游客花钱亲手喂
  长颈鹿，用户的反提议（只让游客看饲养员喂，加讲解）被采纳；助手提议鸟类馆用自动投喂器定时投食，用户先问
  一句"那谁看它们吃没吃"，助手答了，用户再回绝（要人看着记）；兽医在微信上建议给每只动物戴电子耳标，用户
  推迟（等新兽医院建好再说）。失败：Go 竞态检测报告（WARNING: DATA RACE，中间有空行）在长日志末尾；SQLite
  外键错误。待办：每个馆舍一张本周饲料用量表（愿望）；竹子到货提醒（请求，助手说稍后，后来用户又催）；
  后来：爬行馆的温度记录还没接进来（缺口）。
- lighthouse: 一座海岛灯塔的保护站（值守排班、灯器维护、参观预约）。规则：备用发电机每周一上午试车一次（先讲
  前年雾季主电断了、灯黑了四十分钟）；灯亮着的时候没人进灯室（否定句，无情态，嵌在讲透镜的长句里）。用户问
  "为什么不能"让游客晚上上塔看灯，助手讲理由回绝；一家婚庆公司来信想在灯塔底下办婚礼，用户讲一个故事回绝
  （去年的无人机撞了栏杆）；助手提议把灯器运行数据实时放到官网上，用户"想法是好，但是"（航标处的规定）。
  失败：固件链接失败（undefined reference 在上，collect2: error 在下）在长 make 日志末尾；PostgreSQL 唯一
  约束错误，原因在 DETAIL 行。待办：台风季前把值守排班排到十月底（截止）；每盏备用灯一份更换记录（请求，
  助手应了没做）；后来：冬季停航时值守人员的补贴怎么算（问了，助手答了别的）。
- cheese: 一家农场奶酪工坊（收奶、凝乳、熟成窖、批次追溯）。规则：生乳批次没出检测结果之前不能进罐（质检员的
  话，转述，带情态）；熟成窖里翻奶酪一律戴手套（先讲去年一批奶酪被手上的油弄出斑）。助手提议用工业发酵剂
  代替自家的乳清发酵，用户生硬拒绝；超市采购打电话想要 200 克的小包装，用户推迟（"今年做不了，等切割间装好
  明年再谈"）；用户随口想把奶酪放到直播间里卖，助手的回绝分在两条消息里（先迟疑，用户追问后才讲冷链）。
  失败：TypeScript 编译错误（文件位置一行，下面是详细说明）；PostgreSQL 死锁，原因在下面的 DETAIL 行。
  待办：奶农老孙要每天的收奶量短信（别人的请求，应下没做）；每个批次的追溯页面（请求，后来又催）；后来：
  熟成窖的温湿度还没有接进系统（缺口）。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (sixth fresh set)
_JOBS_ZH = (("把分页参数统一成 page 和 size", "分页参数统一好了"), ("给接口返回加上统一的错误码", "错误码统一了"),
            ("把日志里的 System.out 换成 slf4j", "日志都走 slf4j 了"), ("删掉没人调用的旧控制器", "旧控制器删掉了"),
            ("给列表查询加上按创建时间倒序", "列表按创建时间倒序了"), ("把配置里的魔法数字提成常量", "魔法数字提成常量了"),
            ("补上实体类的 toString", "实体类都有 toString 了"), ("把单元测试里的重复数据抽成工厂方法", "测试数据抽成工厂方法了"))
_LEADS_ZH = ("后端整理：{}。", "接着整理后端，{}。", "有空的话{}。")


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        job, done = _JOBS_ZH[r % len(_JOBS_ZH)]
        src = f"server/src/main/java/{tag}/web/Api{r % 4}Controller.java"
        out = [
            turn(_LEADS_ZH[r % 3].format(job),
                 ("先找一下。", [call("bash", f"{src}:{15 + r % 35}:public class Api{r % 4}Controller {{",
                                     command=f"grep -rn 'class Api' server/src/main/java/{tag}")]),
                 ("", [call("read", f"public class Api{r % 4}Controller {{\n  public List<Item> list() {{ return List.of(); }}\n}}\n" * 5,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="return List.of();", newText="return service.list();")]),
                 ("", [call("bash", f"Tests run: {40 + r % 15}, Failures: 0, Errors: 0, Skipped: 0\nBUILD SUCCESS",
                            command=f"mvn -q -pl server test -Dtest='Api{r % 4}*'")]),
                 f"好了，{done}。"),
        ]
        if r % 4 == 2:
            out.append(turn("提交前跑一下 checkstyle。",
                            ("", [call("bash", f"[WARN] {src}:{3 + r % 20}: 'import java.util.Map' 未使用。 [UnusedImports]\n"
                                               "You have 1 Checkstyle violation.",
                                       error=True, command="mvn -q checkstyle:check")]),
                            ("有一个没用的 import，去掉。", [call("edit", "Applied 1 edit.", path=src,
                                                                  oldText="import java.util.Map;\n", newText="")]),
                            ("", [call("bash", "You have 0 Checkstyle violations.", command="mvn -q checkstyle:check")]),
                            "checkstyle 过了。"))
        if r % 5 == 4:
            out.append(turn(f"顺便把 pom 里的版本号改成 1.{r}.0。",
                            ("", [call("edit", "Applied 1 edit.", path="server/pom.xml", oldText="<version>",
                                       newText=f"<version>1.{r}.0")]),
                            f"版本号改成 1.{r}.0 了。"))
        if r % 6 == 5:
            out.append(turn("现在打一次包要多久？", f"大概 {40 + r % 8 * 3} 秒。"))
        if r % 7 == 3:
            out.append(turn("还有别的要顺手改的吗？", "有两个 DTO 字段名还是拼音，要不要一起改成英文？"))
            out.append(turn("改吧。", ("", [call("edit", "Applied 2 edits.", path=src, oldText="mingcheng", newText="name")]),
                            "字段名改好了。"))
        if r % 8 == 6:
            out.append(turn("日报里记一下今天的整理。", "好，等这一项测完再记。"))
        if r % 8 == 7:
            out.append(turn("日报记了没有？", ("", [call("edit", "Applied 1 edit.", path="docs/daily.md", oldText="## 今日",
                                                     newText="## 今日\n- 后端整理")]), "记了。"))
        return tuple(out)

    return turns


def _puppet() -> Scripted:
    f = Builder()
    qe = f("failure", "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'string_count' in 'field list'")
    qe_out = ("   INFO  Running migrations.\n\n  2025_03_01_000004_add_strings_to_puppets ........ 12ms FAIL\n\n"
              "   Illuminate\\Database\\QueryException \n\n  " + qe + " (Connection: mysql, SQL: update `puppets` set "
              "`string_count` = 9 where `kind` = 'marionette')\n\n  at vendor/laravel/framework/src/Illuminate/Database/"
              "Connection.php:825")
    php = f("failure", "TypeError: App\\Schedule\\Slot::__construct(): Argument #2 ($minutes) must be of type int, string given, "
                       "called in /srv/muou/app/Schedule/Planner.php on line 58")
    php_log = long_log(120, "puppet-php", "  FAILED  Tests\\Feature\\ScheduleTest > weekend slots                    "
                                          "TypeError   \n  " + php + "\n\n  at app/Schedule/Slot.php:14\n"
                                          "     10▕ final class Slot\n     14▕     public function __construct(string $show, int $minutes)\n\n"
                                          "  Tests:    1 failed, 31 passed (88 assertions)")
    rounds = (
        (turn(f"我们是个提线木偶剧团，库房里有{f('number', '86 个木偶')}，一场戏{f('number', '90 分钟')}。演出排期的代码在 "
              f"{f('path', 'app/Http/Controllers/ShowController.php')}，前任写的，我也看不太懂。先说一条最要紧的：去年演《大闹天宫》，"
              "演到一半孙悟空的一根线断了，胳膊耷拉下来，台下小孩都笑了，演员当场哭了。后来查下来是上台前谁也没看线。所以现在"
              f"{f('constraint', '每个木偶上台前由操纵它的演员亲手查线')}，别人查了不算。",
              ("", [call("read", "public function store(Request $r) {\n    return back();\n}\n" * 12,
                         path="app/Http/Controllers/ShowController.php")]),
              "明白。那排期里每场戏要记上每个木偶是谁操纵的，开演前由那个人在系统里勾一下查线。"),
         turn("好。先把数据库升一下级。",
              ("", [call("bash", qe_out, error=True, command=f("command", "php artisan migrate"))]),
              "迁移要更新的 string_count 字段还没加上，前面那个加字段的迁移被跳过了。")),
        (turn("巡演的事也说一下。我们每年下半年出去演一个多月，外省的剧场都喜欢点老戏，不过"
              f"{f('constraint', '清代传下来的老木偶从来不出省')}，出去都带复制的那一套。前两天区文化馆打电话，想"
              f"{f('rejected', '把老木偶借去春节庙会展览')}，我当场就回了，庙会人挤人，又冷又潮，不借。",
              "好，老木偶只在团里。那巡演的排期要单独标出带哪一套。"),
         turn("对。跑一下排期的测试。",
              ("", [call("bash", php_log, error=True, command=f("command", "php artisan test --filter=ScheduleTest"))]),
              "周末场次的时长是从表单读进来的字符串，没转成整数就传给了 Slot。")),
        (turn(f"这周的戏码是 {f('identifier', 'PLAY-2025-07')}，《三打白骨精》。你有什么增加收入的主意没有？",
              f"我看到南方有个剧团{f('rejected', '把演出录像做成付费点播')}，每场录下来放到网上，一集几块钱。"),
         turn("录像不卖。", "好。"),
         turn(f"我倒是打算{f('rejected', '把周末场次从两场加到三场')}，周末的票总是不够。",
              "加之前想一下演员：提线一场下来胳膊是酸的，三场连着演，最后一场的动作肯定走样；线也是按场次磨的，三场的话换线得"
              "翻倍。我担心会出去年那样的事。"),
         turn("……你说得对，那就还是两场。", "好，周末维持两场。")),
        (turn(f"舞美的老陈托我问，能不能做一个{f('pending', '木偶出库登记表')}，谁什么时候拿走了哪个木偶，现在全靠他脑子记。"
              f"木偶的照片和资料在 {f('path', 'storage/puppets/')}。",
              "行，回头弄。"),
         turn(f"还有一件事一直没定：{f('pending', '巡演时木偶坏了，修理费算剧团的还是主办方的')}？去年为这个吵了一架。另外，"
              "库房里现在有多少个木偶是在修的？",
              ("", [call("bash", "在修：7", command="php artisan puppets:count --status=repair")]),
              "现在有 7 个在修。")),
    )
    later = ((16, (turn(f"{f('pending', '六一前要把儿童专场的购票页面上线')}，学校已经在问了。", "收到。"),)),
             (29, (turn("老陈又问起那个木偶出库登记表了。", "知道了。"),)))
    return Scripted("fresh6-zh-puppet", "zh", rounds, tuple(f.facts), held_out=True, fresh6=True, later=later,
                    routine=routine_zh("muou"))


def _zoo() -> Scripted:
    f = Builder()
    race = f("failure", "WARNING: DATA RACE\nWrite at 0x00c0001a4018 by goroutine 12:\n  zoo/feed.(*Plan).Add()\n"
                        "      /src/zoo/feed/plan.go:73 +0x1c4")
    race_out = long_log(130, "zoo-race", "==================\n" + race + "\n\nPrevious read at 0x00c0001a4018 by goroutine 9:\n"
                                         "  zoo/feed.(*Plan).Total()\n      /src/zoo/feed/plan.go:91 +0x8c\n\n"
                                         "Goroutine 12 (running) created at:\n  zoo/feed.TestConcurrentRounds()\n"
                                         "==================\n--- FAIL: TestConcurrentRounds (0.02s)\n"
                                         "    testing.go:1465: race detected during execution of test\nFAIL\tzoo/feed\t0.118s")
    lite = f("failure", "Runtime error near line 4: FOREIGN KEY constraint failed (19)")
    rounds = (
        (turn(f"我在市动物园管饲喂排班，全园{f('number', '212 只动物')}，饲养员三班倒。排班和饲料计划的代码在 "
              f"{f('path', 'zoo/feed/plan.go')}。记得，{f('constraint', '猛兽区的投喂口只在动物回笼之后打开')}，这个顺序不能反，"
              "系统里投喂任务必须排在回笼确认之后。",
              ("", [call("read", "func (p *Plan) Add(m Meal) {\n\tp.meals = append(p.meals, m)\n}\n" * 12, path="zoo/feed/plan.go")]),
              "好，猛兽区的投喂任务要等回笼确认了才能开始。"),
         turn("跑一下饲料计划的测试，加上竞态检查。",
              ("", [call("bash", race_out, error=True, command=f("command", "go test -race ./zoo/feed/..."))]),
              "几个班次同时往同一个计划里加餐，Add 和 Total 没有加锁。")),
        (turn("熊猫馆那边你也要知道，我们的竹子是每天一早从基地拉过来的，"
              f"{f('constraint', '竹子当天送当天喂，隔夜的竹子不给熊猫吃')}，剩下的拿去给别的馆做垫料。用量是"
              f"{f('number', '每天 180 公斤竹子')}左右。",
              "好，竹子的库存按天清零，不结转。"),
         turn(f"周二例会上游客服务部提了一个想法，{f('rejected', '让游客花钱亲手喂长颈鹿')}，说别的动物园都这么干。我说要不"
              "这样：游客不上手，隔着栏杆看饲养员喂，我们加一段讲解。他们觉得也行，就这么定了。",
              f"那长颈鹿馆加一个讲解时段。长颈鹿的档案号是像 {f('identifier', 'ZOO-GIR-03')} 这样的吧？")),
        (turn("对。帮我把上个月的饲喂记录导进去。",
              ("", [call("bash", lite, error=True, command=f("command", "sqlite3 zoo.db < db/009_meals.sql"))]),
              "有几条饲喂记录引用的饲养员在员工表里没有，可能是离职的人。"),
         turn("那是实习生，后来走了。",
              f"明白。另外鸟类馆那边，可以{f('rejected', '用自动投喂器给鸟类馆定时投食')}，早晚各一次，饲养员就不用一天进去好几趟。"),
         turn("那谁看它们吃没吃？", "投喂器旁边可以装个摄像头，饲养员在值班室看回放。"),
         turn("不用了。鸟吃没吃、谁没吃、剩了多少，都是饲养员站在边上看着记的，哪只不吃就是生病的第一个信号，回放里看不出来。",
              "好，鸟类馆还是人工投喂。")),
        (turn(f"兽医小林昨晚在微信上说，想{f('rejected', '给每只动物戴电子耳标')}，方便她记体重。等新兽医院建好再说吧，现在连读卡器放哪都没地方。"
              f"对了，要是{f('pending', '每个馆舍能有一张本周饲料用量表')}就好了。饲料单据都在 {f('path', 'data/feed/')}。",
              "好，耳标的事先放着。"),
         turn(f"再帮我做一个{f('pending', '竹子到货提醒')}，车到了给熊猫馆的人发个消息。", "好的，稍后。")),
    )
    later = ((20, (turn("竹子到货提醒做了吗？今天车到了半个小时都没人去卸。还有，"
                        f"{f('pending', '爬行馆的温度记录还没接进来')}，那边的人还在纸上记。", "还没，我记下了。"),)),)
    return Scripted("fresh6-zh-zoo", "zh", rounds, tuple(f.facts), held_out=True, fresh6=True, later=later,
                    routine=routine_zh("zoo"))


def _lighthouse() -> Scripted:
    f = Builder()
    ld = f("failure", "rotor.c:(.text.rotor_step+0x1e): undefined reference to `stepper_set_speed'")
    make = long_log(140, "light-make", "arm-none-eabi-gcc -Os -mcpu=cortex-m4 -o build/lamp.elf build/main.o build/rotor.o\n"
                                       "/usr/lib/gcc/arm-none-eabi/13.2.1/../../../arm-none-eabi/bin/ld: build/rotor.o: "
                                       "in function `rotor_step':\n" + ld + "\ncollect2: error: ld returned 1 exit status\n"
                                       "make: *** [Makefile:41: build/lamp.elf] Error 1")
    pg = f("failure", "ERROR:  duplicate key value violates unique constraint \"visits_day_slot_key\"\n"
                      "DETAIL:  Key (day, slot)=(2025-07-12, 3) already exists.")
    rounds = (
        (turn(f"我在东礁灯塔保护站，塔高{f('number', '36 米')}，灯的射程{f('number', '22 海里')}，现在还有人值守，白天也对游客开放。"
              f"灯器控制板的固件在 {f('path', 'firmware/lamp/rotor.c')}。前年雾季有一晚主电断了，备用发电机好几个月没人动过，"
              "打了三次才着，灯黑了四十分钟，那天夜里正好有渔船进港。从那以后，"
              f"{f('constraint', '备用发电机每周一上午试车一次')}，试完在值守日志里签字。",
              ("", [call("read", "void rotor_step(void) {\n    /* TODO */\n}\n" * 13, path="firmware/lamp/rotor.c")]),
              "好。值守排班里每周一上午要排一个试车任务，签了字才算完成。"),
         turn("编一下固件。",
              ("", [call("bash", make, error=True, command=f("command", "make -C firmware all"))]),
              "rotor.c 调了 stepper_set_speed，可是 stepper.c 没加进链接的文件列表里。")),
        (turn("透镜是一百多年前的法国货，擦一次要两个人，而且"
              f"{f('constraint', '灯亮着的时候没人进灯室')}，透镜把光聚起来，里面又热又晃眼，维护都排在白天灯灭的时候。",
              "明白，灯室的维护只排白天。"),
         turn(f"老有游客问，{f('rejected', '为什么不能让游客晚上上塔看灯')}？我也有点想，晚上的票肯定好卖。",
              "晚上灯是亮着的，灯室就不能进人，刚才你也说了；外面的平台夜里海风大、没照明，只有一圈矮栏杆，出了事救援也很难"
              "上来。我不建议开夜场，可以在码头那边设一个看灯的点。"),
         turn("嗯，那就不开。", "好。")),
        (turn(f"一家婚庆公司来信，问能不能{f('rejected', '在灯塔底下办婚礼')}，说给我们场地费。去年有个拍婚纱照的摄影队在这儿"
              "放无人机，一阵风过来撞到塔顶的栏杆上，掉下来差点砸到游客，栏杆到现在还是歪的。我不想再来一次。你帮我回了吧。",
              ("", [call("write", "Draft saved.", path="letters/wedding.md", content="您好，感谢来信……")]),
              "回信写好了，客气地说不接待，提了安全的原因。"),
         turn("参观预约导一下今年的数据。",
              ("", [call("bash", pg, error=True, command=f("command", "psql -d lighthouse -f sql/003_visits.sql"))]),
              "七月十二号第三个时段有两条一样的预约，导入的时候撞了唯一约束。"),
         turn(f"灯塔在航标处的编号是 {f('identifier', 'HB-3107')}。",
              f"记下了。我想到一个：咱们可以{f('rejected', '把灯器的运行数据实时放到官网上')}，转速、亮灯时间都公开，游客会觉得挺酷。"),
         turn("想法是好，但是航标处有规定，灯器的运行数据只能报给他们，不能公开。", "那就不放了。")),
        (turn(f"{f('pending', '台风季前要把值守排班排到十月底')}，不然到时候人手调不过来。预约的数据在 "
              f"{f('path', 'site/bookings/')}。",
              "好。"),
         turn(f"还有，帮我给{f('pending', '每盏备用灯建一份更换记录')}，上次换灯泡的日期没人记得。", "好的，这个我记着。")),
    )
    later = ((24, (turn(f"问一下，{f('pending', '冬季停航的时候，值守人员的补贴怎么算')}？另外今天的值守是谁？",
                        ("", [call("bash", "今日值守：老何、小郑", command="python manage.py duty --today")]),
                        "今天是老何和小郑。"),)),)
    return Scripted("fresh6-zh-lighthouse", "zh", rounds, tuple(f.facts), held_out=True, fresh6=True, later=later,
                    routine=routine_zh("light"))


def _cheese() -> Scripted:
    f = Builder()
    ts = f("failure", "src/batches/trace.ts(42,27): error TS2345: Argument of type 'string | undefined' is not assignable "
                      "to parameter of type 'string'.")
    ts_out = (ts + "\n  Type 'undefined' is not assignable to type 'string'.\n\n42     return lookupVat(batch.vatId);\n"
              "                             ~~~~~~~~~~~\n\n\nFound 1 error in src/batches/trace.ts:42")
    dead = f("failure", "ERROR:  deadlock detected\nDETAIL:  Process 4411 waits for ShareLock on transaction 90817; "
                        "blocked by process 4409.")
    dead_out = (dead + "\nProcess 4409 waits for ShareLock on transaction 90818; blocked by process 4411.\n"
                "HINT:  See server log for query details.\nCONTEXT:  while updating tuple (12,7) in relation \"wheels\"")
    rounds = (
        (turn(f"我们是个小奶酪工坊，{f('number', '每天收 1,800 升奶')}，做硬质奶酪，大部分要{f('number', '熟成 90 天')}。"
              f"批次追溯的代码在 {f('path', 'src/batches/trace.ts')}。质检员小吴定的规矩，我原话转给你："
              f"“{f('constraint', '生乳批次没出检测结果之前不能进罐')}，谁放进去谁负责。”",
              ("", [call("read", "export function trace(batch: Batch) {\n  return lookupVat(batch.vatId);\n}\n" * 12,
                         path="src/batches/trace.ts")]),
              "好，进罐前要检查这批生乳有没有检测结果，没有就不让登记。"),
         turn("先编译一下看看有没有问题。",
              ("", [call("bash", ts_out, error=True, command=f("command", "npx tsc --noEmit -p ."))]),
              "batch.vatId 可能是空的，老批次没填罐号，类型检查不让过。")),
        (turn("老批次确实没罐号。熟成窖那边，去年一个新来的徒手翻了一整架奶酪，手上的油渗进外皮，一个月后全是斑，只能降价卖。"
              f"所以{f('constraint', '熟成窖里翻奶酪一律戴手套')}，系统里的翻面任务单上也印一句。",
              f"好。顺便提一个：现在用的是自家的乳清做发酵，每天得留种，{f('rejected', '用工业发酵剂代替自家的乳清发酵')}会稳定很多。"),
         turn("不行。", "好，还是用自家的乳清。")),
        (turn("记一下翻面的数据。",
              ("", [call("bash", dead_out, error=True, command=f("command", "psql -d dairy -f sql/021_turns.sql"))]),
              "两个更新按不同的顺序锁了同一批奶酪轮，互相等死了。"),
         turn(f"超市采购昨天打电话，想让我们{f('rejected', '把每块奶酪缩成 200 克的小包装')}。今年做不了，切割间还没装好，"
              f"等明年装好了再谈。这批的批次号是 {f('identifier', 'CH-2025-0412')}。",
              "好，小包装明年再说。"),
         turn(f"我有时候在想，要不要{f('rejected', '把奶酪放到直播间里卖')}，现在都这么卖。", "嗯……这个我有点犹豫。"),
         turn("犹豫什么？", "我们的奶酪要冷链，直播一卖就是全国的单子，南方夏天三四天的快递，到了就出油变形，退货和差评会比卖的"
                          "还多。我觉得不适合。"),
         turn("行吧，那就不弄了。", "好。")),
        (turn(f"奶农老孙托我问，能不能{f('pending', '每天给他发一条收奶量短信')}，他好对账。熟成窖的表格在 {f('path', 'data/cellar/')}。",
              "可以，回头做。"),
         turn(f"我自己想要的是{f('pending', '每个批次的追溯页面')}，从哪天的奶、哪个罐、哪天翻的面，一页看完。", "好，记下了。")),
    )
    later = ((18, (turn("追溯页面怎么样了？客户又来问一批奶酪的来路。还有，"
                        f"{f('pending', '熟成窖的温湿度还没有接进系统')}，现在每天抄两次表。", "还没做，我排上。"),)),)
    return Scripted("fresh6-zh-cheese", "zh", rounds, tuple(f.facts), held_out=True, fresh6=True, later=later,
                    routine=routine_zh("cheese"))


SESSIONS = (_puppet(), _zoo(), _lighthouse(), _cheese())
