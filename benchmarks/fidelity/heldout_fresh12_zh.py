"""Twelfth fresh held-out set (Chinese): the other half of ``heldout_fresh12.py``, written the same way
and at the same time (blind, in parallel with the thirteenth round's rules, by someone who had not read
them; from the descriptions below, written before the dialogue; committed before its first run, not to
be edited after it). Domains used nowhere else in the corpus (grepped): 紫砂壶作坊, 油纸伞作坊, 蚕桑合作社,
景泰蓝作坊. Failures come from Python, Redis, Go, Oracle, Node, Rust, Java and PostgreSQL, in blocks of
several shapes (a Python traceback deep in a long log ending in the cause, a Redis WRONGTYPE reply after
ordinary replies, a Go deadlock with a blank line and the goroutine trace below, an Oracle ORA-01400 with
ORA-06512 lines below, a Node ECONNREFUSED with the stack below, a Rust E0308 whose cause is in the
expected/found lines under the header, a Java exception whose cause is a "Caused by" deep in a long log,
a PostgreSQL error with CONTEXT below). Proposals are put forward by a live-stream seller on the phone,
an apprentice, a scenic area at a meeting, a wedding company's e-mail, a silk mill's call, a board
member at a meeting, a design firm's letter, a museum's call and the assistant (told as what another
workshop or co-op does); they are turned down bluntly in the same message, answered only a round or two
later after a compaction and other talk, by a counter-proposal taken instead, by a plan dropped after an
objection, spread over two messages, by saying only what stays, by negating the verb, by a story, by
"yes, but" after a clarifying question, or deferred. Open items are acknowledged and left, asked again
later, asked and never answered, or stated as gaps, deadlines and someone else's ask. Routine work
(``routine_zh``) is this file's own, an Ansible repository, with turns that look like facts and are not
planted (a request done at once, an ansible-lint error fixed and rerun clean, an offer taken up, a
request deferred and reported done a round later, a failing molecule test fixed at once).

Descriptions:
- zisha: 一家宜兴紫砂壶作坊（一位老师傅、两个徒弟，全手工拍身筒；泥料库存是 Python 程序，订单队列在 Redis）。规则：
  泥料至少陈腐两年才上手（平铺直叙，嵌在讲泥料库的话里）；抱怨去年一窑裂了十几把：烧窑升温每小时不能超过一百度。
  直播带货的主播打电话，要在直播间里现场做壶，用户转述时同一条消息里一口回绝（理由：拍身筒要静心）；徒弟提议用注浆
  模具批量做壶，助手问"我怎么跟他说"，隔了别的话、压缩之后一轮用户才回（全手工才值这个价）；助手讲有作坊在壶底印
  二维码防伪，用户只否定动词（"我们不印"）。失败：Python 的 ValueError 在长日志末尾的 traceback 里；Redis 的 WRONGTYPE
  错误在几条正常回复之后。待办：每把壶的泥料和烧成记录（请求，只应一声）；卖到台湾的壶要不要做重金属检测（问了没人
  答）；后来一个截止（一月十五号前把八把参展壶送到无锡），后来又催一次。
- san: 一家泸州油纸伞作坊（楠竹伞骨、皮纸、桐油，七十多道工序；晾伞架是 Go 程序控的，订单在 Oracle）。规则：带
  "得"：桐油刷完得晾足七天才能收伞；否定加"一律"：下雨天一律不刷桐油。景区开会要在伞面印二维码，用户的反提议（伞
  柄挂一块小木牌）被接受；用户自己打算把桐油换成清漆，助手指出清漆不透气、伞面一折就裂，用户作罢；婚庆公司发邮件要
  一个月交五百把红伞，拒绝分两条消息（先"我想想"，隔了别的话，再说一个月最多八十把）。失败：Go 的 all goroutines
  are asleep 死锁，中间有空行，goroutine 在下面；Oracle 的 ORA-01400，下面跟 ORA-06512。待办：文旅局要近三年的产量
  统计（别人的要求）；缺口：伞面花样图案还没建档；网店的新品介绍（请求，后来又催）。
- cansang: 一个蚕桑合作社（三十二户蚕农，春秋两季养蚕，统一收茧；蚕室温湿度监测是 Node 写的，茧站称重程序是 Rust）。
  规则：描述句加故事：带露水的桑叶不喂蚕；"不能"：蚕室里不能点蚊香，也不能喷任何药。助手讲浙江有合作社用人工饲料代替
  桑叶，用户"回头再说"，压缩之后才推迟（明年再看）；丝厂打电话要按重量一口价收茧不分等级，用户转述时同一条消息里回绝；
  一位理事在会上提一年养三季，用户只说什么不变（还是春秋两季，桑叶不够）。失败：Node 连 MQTT 的 ECONNREFUSED，堆栈
  在下面；Rust 编译错误 E0308，原因在 expected/found 两行里。待办：每户的交茧记录和等级（请求，应下）；秋蚕补贴今年还
  发不发（问了没人答）；后来一个截止（二月二十号前把春蚕的蚕种订数报给蚕种场），后来又催。
- jingtailan: 一家北京景泰蓝作坊（铜胎、掐丝、点蓝、烧蓝、磨光、镀金；订单是 Java 程序，库存在 PostgreSQL）。规则：
  "记住"提醒：釉料不许带进休息室（含铅，带一个徒弟拿茶杯调釉的故事）；"都要"：每一窑烧蓝都要老师傅在旁边看火。
  设计公司来信要用丝网印刷代替掐丝，用户用一个故事回绝（十年前一家厂这么干，后来倒了）；博物馆打电话要借镇店的大瓶
  展半年，助手问"要我怎么回"，用户"借可以，但是"只借三个月、要上保险；助手讲河北有作坊把点蓝外包，用户说"再说吧"，
  隔了一轮压缩后回绝（点蓝是手艺的命）。失败：Java 的 FileNotFoundException，原因在长日志里 Caused by 那一行；
  PostgreSQL 的 value too long，CONTEXT 在下面。待办：缺口（那对莲花瓶的图样还没存档）；春节礼盒的报价（请求，后来
  又要一次）；出口的景泰蓝要不要做铅溶出检测（问了没人答）。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (twelfth fresh set)
_JOBS_ZH = (("给 nginx 角色加上 gzip 配置", "nginx 开了 gzip"),
            ("把 ntp 换成 chrony", "时间同步换成 chrony 了"),
            ("给备份任务加一个 cron", "备份有定时任务了"),
            ("把防火墙规则挪进 group_vars", "防火墙规则在 group_vars 里了"),
            ("给 postgres 角色补一个 handler", "postgres 有重启 handler 了"),
            ("把用户列表改成从变量读", "用户列表从变量读了"),
            ("给 logrotate 模板加上压缩", "日志轮转会压缩了"),
            ("删掉没用的 docker 角色", "docker 角色删了"))
_ASK_ZH = ("运维那边顺手{}。", "有空帮我{}。", "Ansible 一个小活：{}。", "麻烦{}。")


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        job, done = _JOBS_ZH[r % len(_JOBS_ZH)]
        src = f"ops/{tag}/roles/r{r % 5}/tasks/main.yml"
        out = [
            turn(_ASK_ZH[r % 4].format(job),
                 ("我先看一下。", [call("bash", f"{src}:{3 + r % 24}:- name: install packages r{r % 5}",
                                      command=f"grep -rn 'name: install' ops/{tag}/roles")]),
                 ("", [call("read", f"- name: install packages r{r % 5}\n  ansible.builtin.package:\n    name: \"{{{{ pkgs }}}}\"\n" * 4,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="ansible.builtin.package:",
                            newText="ansible.builtin.package:\n    state: present")]),
                 ("", [call("bash", f"PLAY RECAP *********\nweb{r % 3}  : ok={12 + r % 20}  changed={1 + r % 4}  unreachable=0  failed=0",
                            command=f"ansible-playbook -i ops/{tag}/inventory site.yml --check")]),
                 f"好了，{done}。"),
        ]
        if r % 4 == 3:
            out.append(turn("跑一下 ansible-lint。",
                            ("", [call("bash", f"name[missing]: All tasks should be named.\n{src}:{8 + r % 9} Task/Handler: "
                                               "ansible.builtin.shell\n\nFailed: 1 failure(s), 0 warning(s) on 14 files.",
                                       error=True, command=f"ansible-lint ops/{tag}")]),
                            ("有一个任务没起名字，补上。", [call("edit", "Applied 1 edit.", path=src,
                                                          oldText="- ansible.builtin.shell:", newText="- name: reload units\n  ansible.builtin.shell:")]),
                            ("", [call("bash", "Passed: 0 failure(s), 0 warning(s) on 14 files.", command=f"ansible-lint ops/{tag}")]),
                            "lint 过了。"))
        if r % 5 == 2:
            out.append(turn("molecule 测试红了，看一下。",
                            ("", [call("bash", "TASK [Verify config] ***\nfatal: [instance]: FAILED! => {\"msg\": \"'/etc/app/app.conf' "
                                               "mode is 0644, expected 0640\"}", error=True, command="molecule test -s default")]),
                            ("模板的权限写成了 0644，测试要的是 0640，改成 0640。",
                             [call("edit", "Applied 1 edit.", path=f"ops/{tag}/roles/app/tasks/config.yml",
                                   oldText="mode: \"0644\"", newText="mode: \"0640\"")]),
                            ("", [call("bash", "PLAY RECAP ***\ninstance : ok=9 changed=0 failed=0", command="molecule verify")]),
                            "绿了。"))
        if r % 6 == 4:
            out.append(turn(f"把角色版本号改成 3.{r % 10}。",
                            ("", [call("edit", "Applied 1 edit.", path=f"ops/{tag}/galaxy.yml", oldText="version: ",
                                       newText=f"version: 3.{r % 10}.0 # ")]),
                            "改好了。"))
        if r % 7 == 5:
            out.append(turn("现在整套 playbook 跑一遍多久？", f"大概 {3 + r % 6} 分钟。"))
        if r % 8 == 2:
            out.append(turn("还有什么能顺手收拾的？", "好几个角色都各自写了一遍时区设置，要不要合成一个公共任务？"))
            out.append(turn("合吧。", ("", [call("edit", "Applied 3 edits.", path=f"ops/{tag}/roles/common/tasks/tz.yml",
                                             oldText="timezone:", newText="community.general.timezone:")]),
                            "合好了，一处设置。"))
        if r % 9 == 6:
            out.append(turn("回头把 vault 的密码文件路径改一下。", "好，下次一起改。"))
        if r % 9 == 7:
            out.append(turn("vault 路径改了吗？", ("", [call("edit", "Applied 1 edit.", path=f"ops/{tag}/ansible.cfg",
                                                        oldText="vault_password_file =", newText="vault_password_file = ~/.vault/")]),
                            "改了。"))
        return tuple(out)

    return turns


def _zisha() -> Scripted:
    f = Builder()
    valueerr = f("failure", "ValueError: could not convert string to float: '三斤二两'")
    py = long_log(105, "zisha-py", "niliao: 读取 2026-12 入库单 4 张\n"
                                   "Traceback (most recent call last):\n"
                                   "  File \"/srv/zisha/niliao/stock.py\", line 88, in <module>\n    main()\n"
                                   "  File \"/srv/zisha/niliao/stock.py\", line 71, in main\n    total += weigh(row)\n"
                                   "  File \"/srv/zisha/niliao/stock.py\", line 29, in weigh\n"
                                   "    return float(row['重量'])\n" + valueerr)
    wrongtype = f("failure", "(error) WRONGTYPE Operation against a key holding the wrong kind of value")
    redis = "127.0.0.1:6379[2]> SELECT 2\nOK\n127.0.0.1:6379[2]> LLEN orders:2026-12\n(integer) 17\n" + wrongtype + "\n"
    record = f("pending", "每把壶的泥料和烧成记录")
    mould = f("rejected", "用注浆模具批量做壶")
    rounds = (
        (turn("你好，我们是宜兴丁蜀镇的一家紫砂作坊，一个老师傅带两个徒弟，全手工拍身筒，"
              f"{f('number', '一年大概做一百二十把壶')}。泥料库存是个 Python 程序，{f('path', 'niliao/stock.py')}，"
              "这个月的入库单一导就报错。",
              ("", [call("bash", py, error=True, command=f("command", "python niliao/stock.py --month 2026-12"))]),
              "有一张入库单的重量写的是“三斤二两”，程序要的是数字，转不过来。"),
         turn("那是老师傅手写的，你把斤两换成公斤再算。",
              ("", [call("edit", "Applied 1 edit.", path="niliao/stock.py", oldText="return float(row['重量'])",
                         newText="return jin_liang_to_kg(row['重量'])")]),
              "好了，四张入库单都进了，一共一百三十六公斤泥。")),
        (turn(f"泥料库那块你再加个判断。我们的规矩是{f('constraint', '泥料至少陈腐两年才上手')}，"
              "程序里每批泥得有入库日期，没到两年的不让领。",
              "好，每批泥记入库日期，不满两年的领料时挡住。"),
         turn("还有烧窑，说起来就心疼。去年新来的徒弟嫌慢，把窑温一下子推上去，一窑裂了十几把，都是订好的。"
              f"从那以后{f('constraint', '烧窑升温每小时不能超过一百度')}，你在窑控的提醒里写上。",
              "窑控里加一条：升温超过每小时一百度就报警。"),
         turn("订单队列好像也出问题了。",
              ("", [call("bash", redis, error=True, command=f("command", "redis-cli -n 2 LPUSH orders:2026-12:kiln 0417"))]),
              "orders:2026-12:kiln 这个键已经被别的程序存成了哈希，不能再往里推列表。"),
         turn("那是徒弟测试时留下的，删了重建。",
              ("", [call("bash", "(integer) 1\n(integer) 1", command="redis-cli -n 2 DEL orders:2026-12:kiln")]),
              "删掉重建了，队列里十七个订单都在。")),
        (turn("刚才有个做直播的主播打电话，想让我们"
              f"{f('rejected', '在直播间里现场做壶')}，说能卖爆。我直接回了，不干。拍身筒要静心，几千人盯着看，手都不稳。",
              "明白，不上直播。"),
         turn(f"徒弟小蒋今天跟我说，想{mould}，说一天能出几十把。",
              "要我怎么跟他说？"),
         turn(f"先放着。那个证书编号记一下，{f('identifier', 'ZS-2026-1187')}，是老师傅的工艺师证书，每把壶的证书上都要印。",
              "好，证书模板里加上这个编号。顺便说一句，我看到有的作坊"
              f"{f('rejected', '在壶底印二维码防伪')}，扫一下就能看到是谁做的。"),
         turn("我们不印。壶底只盖老师傅的章。", "好，壶底只盖章。")),
        (turn(f"一把壶从打泥片到烧成，{f('number', '要做五六天')}。做好的壶拍了照放在 {f('path', '壶照/2027/')} 下面。"
              f"我要{record}，每把壶用的哪批泥、哪一窑烧的。",
              "好的。"),
         turn(f"还有一件事一直没弄明白：{f('pending', '卖到台湾的壶要不要做重金属检测')}？算了，先看看这个月出了多少把。",
              ("", [call("bash", "2026-12: 已烧成 9 把, 待烧 6 把", command="python niliao/stock.py --kiln-report")]),
              "这个月烧成九把，还有六把等着进窑。")),
    )
    later = ((5, (turn("小蒋说的注浆模具，你就这么跟他讲：我们的壶是全手工的，才值这个价，注浆出来的东西不叫我们的壶，不做。",
                       "好，我跟他说不做注浆。"),)),
             (11, (turn(f"记一下：{f('pending', '一月十五号前把八把参展壶送到无锡')}。", "记下了。"),)),
             (25, (turn("参展的壶，一月十五号，别忘了。现在准备到哪一步了？", "我去查一下。"),)))
    return Scripted("fresh12-zh-zisha", "zh", rounds, tuple(f.facts), held_out=True, fresh12=True, later=later,
                    routine=routine_zh("zisha"))


def _san() -> Scripted:
    f = Builder()
    deadlock = f("failure", "fatal error: all goroutines are asleep - deadlock!")
    golog = long_log(100, "san-go", "liangsan: 4 号架 36 把伞, 风机 2 台\n\n" + deadlock + "\n\n"
                                    "goroutine 1 [chan receive]:\nmain.waitRack(0xc00001c0c0)\n"
                                    "\t/srv/san/liangsan/main.go:57 +0x45\nmain.main()\n\t/srv/san/liangsan/main.go:23 +0x1d8\n"
                                    "exit status 2")
    ora = f("failure", "ORA-01400: cannot insert NULL into (\"SAN\".\"ORDERS\".\"SHIP_DATE\")")
    oracle = ("SQL> @sql/orders_dec.sql\n\n1 row created.\n\n1 row created.\n\nINSERT INTO orders VALUES (2718, '红伞', 30, NULL)\n*\n"
              "ERROR at line 1:\n" + ora + "\nORA-06512: at \"SAN.ORDERS_BI\", line 4\n"
              "ORA-04088: error during execution of trigger 'SAN.ORDERS_BI'\n")
    webshop = f("pending", "网店的新品介绍")
    rounds = (
        (turn("你好，我们是泸州分水的一家油纸伞作坊，楠竹做骨、皮纸做面、刷桐油，"
              f"{f('number', '一把伞要七十多道工序')}。晾伞的架子是 Go 程序控风机的，{f('path', 'liangsan/main.go')}，"
              "今天一开就卡死退出了。",
              ("", [call("bash", golog, error=True, command=f("command", "go run ./liangsan --rack 4"))]),
              "程序在等风机回报状态，可是 4 号架的两台风机都没启动，没人往通道里发消息，就卡死了。"),
         turn("4 号架的风机昨天拆去修了。没有风机的架子就跳过。",
              ("", [call("edit", "Applied 1 edit.", path="liangsan/main.go", oldText="<-r.done",
                         newText="if len(r.fans) > 0 {\n\t\t<-r.done\n\t}")]),
              "好了，4 号架跳过，其他三个架子正常转。")),
        (turn(f"晾伞这块你记清楚：{f('constraint', '桐油刷完得晾足七天才能收伞')}，程序里每把伞都要记刷油的日子，"
              "不到七天不许标成可以入库。",
              "好，每把伞记刷油日期，满七天才能入库。"),
         turn(f"还有一条，{f('constraint', '下雨天一律不刷桐油')}，刷了干不透，伞面会发黏。天气预报有雨的那天，排工单别排刷油。",
              "排工单的时候先看天气，有雨的日子不排刷油。"),
         turn("订单导进去报错了。",
              ("", [call("bash", oracle, error=True, command=f("command", "sqlplus san@orcl @sql/orders_dec.sql"))]),
              "有一张订单没有发货日期，表上的触发器不许发货日期为空。"),
         turn("那是婚庆的单子，日子还没定，先填一月底。",
              ("", [call("edit", "Applied 1 edit.", path="sql/orders_dec.sql", oldText="(2718, '红伞', 30, NULL)",
                         newText="(2718, '红伞', 30, DATE '2027-01-31')")]),
              "导进去了。")),
        (turn("上午去景区开了个会，他们想让我们"
              f"{f('rejected', '在伞面上印景区的二维码')}。我说伞面是画花的，印个二维码不像样，改成在伞柄上挂一块小木牌，"
              "二维码刻在木牌上。他们说行。",
              "好，二维码刻在伞柄的木牌上。"),
         turn(f"我在想，要不要{f('rejected', '把桐油换成清漆')}，清漆干得快，不用晾七天。",
              "清漆刷上去是一层硬壳，不透气，伞面一收一折就裂；而且桐油伞是非遗的做法，换了清漆就不是分水油纸伞了。"),
         turn("你说得对，还是用桐油。婚庆公司的邮件你看一下。",
              ("", [call("read", "您好，我们明年春季有一批婚礼，想订五百把红色油纸伞，一个月内交货，价钱好商量……",
                         path="邮件/婚庆公司-2026-12.eml")]),
              f"他们想{f('rejected', '一个月内交五百把红伞')}，价钱好商量。"),
         turn("这个我想想。",
              f"好。景区那单的订单号是 {f('identifier', 'LZ-FS-0093')}，木牌的尺寸要我记进去吗？"),
         turn("记进去，六厘米乘三厘米。", "记好了。")),
        (turn("婚庆那个，你回他：一个月五百把做不了，按我们的工期"
              f"{f('number', '一个月最多八十把')}，要就早点定。",
              "好，回信写一个月最多八十把。"),
         turn(f"文旅局要{f('pending', '近三年每年的产量统计')}，下个月评非遗工坊用。"
              f"还有，{f('pending', '伞面的花样图案还没有建档')}，老师傅画的稿子都堆在柜子里。"
              f"订单文件以后放在 {f('path', '订单/2027/')} 下面。你再帮我写一份{webshop}。",
              "好，我记下了。"),
         turn("现在晾着的伞有多少把？",
              ("", [call("bash", "1号架 40 | 2号架 38 | 3号架 35 | 4号架 停用", command="go run ./liangsan --status")]),
              "一百一十三把，4 号架停着。")),
    )
    later = ((20, (turn("网店的新品介绍写了没有？新伞都拍好照了。", "还没写。"),)),)
    return Scripted("fresh12-zh-san", "zh", rounds, tuple(f.facts), held_out=True, fresh12=True, later=later,
                    routine=routine_zh("san"))


def _cansang() -> Scripted:
    f = Builder()
    refused = f("failure", "Error: connect ECONNREFUSED 192.168.1.40:1883")
    node = ("jiance: 连接 mqtt://192.168.1.40:1883 ...\n" + refused + "\n"
            "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {\n"
            "  errno: -111,\n  code: 'ECONNREFUSED',\n  syscall: 'connect',\n  address: '192.168.1.40',\n  port: 1883\n}\n\nNode.js v20.10.0\n")
    mismatch = f("failure", "error[E0308]: mismatched types")
    rust = long_log(90, "cansang-rust", "   Compiling chengzhong v0.2.1 (/srv/cansang/chengzhong)\n" + mismatch + "\n"
                                        "  --> chengzhong/src/grade.rs:27:24\n   |\n"
                                        "27 |     let jin: f64 = row.weight;\n   |              ---   ^^^^^^^^^^ expected `f64`, found `&str`\n"
                                        "   |              |\n   |              expected due to this\n\n"
                                        "For more information about this error, try `rustc --explain E0308`.\n"
                                        "error: could not compile `chengzhong` (lib) due to 1 previous error")
    cocoons = f("pending", "每户的交茧记录和等级")
    feed = f("rejected", "用人工饲料代替桑叶养蚕")
    rounds = (
        (turn("你好，我们是一个蚕桑合作社，"
              f"{f('number', '三十二户蚕农')}，春秋两季养蚕，茧子统一收到茧站。蚕室的温湿度监测是 Node 写的，"
              f"{f('path', 'jiance/src/mqtt.js')}，今天连不上了。",
              ("", [call("bash", node, error=True, command=f("command", "node jiance/src/mqtt.js --room 3"))]),
              "程序连不上 192.168.1.40 那台机器上的消息服务，那边没有在 1883 端口监听。"),
         turn("那台小主机停电以后没自己起来。我去按了一下，你再试试。",
              ("", [call("bash", "jiance: 已连接, 3 号蚕室 25.8°C 湿度 78%", command="node jiance/src/mqtt.js --room 3 --once")]),
              "连上了，3 号蚕室二十五度八，湿度百分之七十八。")),
        (turn("跟你说说养蚕的讲究。早上露水重，桑叶采回来要摊开晾干，"
              f"{f('constraint', '带露水的桑叶不喂蚕')}，前年有户人家图省事，一匾蚕全拉稀死了。",
              "好，喂叶提醒里写上：叶子上有露水先晾，不喂湿叶。"),
         turn(f"还有，{f('constraint', '蚕室里不能点蚊香，也不能喷任何药')}，蚕对这些最敏感，隔壁田里打药都要关窗。",
              "明白，监测程序的提醒里加一条：附近打药时提醒关窗。"),
         turn("茧站的称重程序也编不过了，是 Rust 的。",
              ("", [call("bash", rust, error=True, command=f("command", "cargo build -p chengzhong"))]),
              "grade.rs 第 27 行把一个字符串直接当成数字用了，重量要先解析。"),
         turn("那你解析一下。",
              ("", [call("edit", "Applied 1 edit.", path="chengzhong/src/grade.rs", oldText="let jin: f64 = row.weight;",
                         newText="let jin: f64 = row.weight.trim().parse()?;")]),
              "编过了。")),
        (turn("刚才丝厂的刘经理打电话，想"
              f"{f('rejected', '按重量一口价收茧，不分等级')}。我当场就回了，不行，好茧次茧一个价，谁还用心养。",
              "好，收茧还是按等级定价。"),
         turn("上个礼拜开理事会，老周提出"
              f"{f('rejected', '一年养三季蚕')}，多挣一季的钱。",
              "大家怎么说？"),
         turn("还是春秋两季。夏天的桑叶要留着长树，三季的话桑园撑不住。",
              f"好，还是春秋两季。今年秋茧的收购批次号是 {f('identifier', 'CS-2026-Q-017')}，要记进茧站的表里吗？"),
         turn("记上。",
              f"记好了。我看到浙江有个合作社{feed}，一年四季都能养，不看桑叶的脸色。"),
         turn("这个回头再说。", "好。")),
        (turn(f"一张蚕种{f('number', '大概能收四十五斤茧')}，这是我们这儿的平均数。你帮我整理{cocoons}，年底分红要用。",
              "好的。"),
         turn(f"茧站的单子放在 {f('path', '茧站/2026秋/')} 下面。有户人家问我，"
              f"{f('pending', '秋蚕的补贴今年还发不发')}？我也说不准。先看看今天蚕室的温度吧。",
              ("", [call("bash", "1号 24.9°C 76% | 2号 25.3°C 79% | 3号 25.6°C 77%", command="node jiance/src/mqtt.js --all --once")]),
              "三个蚕室都在二十五度上下，湿度七成多。")),
    )
    later = ((6, (turn("人工饲料那个，我问了几户，大家心里没底，成本也高。明年再看吧，今年不弄。", "好，今年不弄，明年再看。"),)),
             (14, (turn(f"有个截止记一下：{f('pending', '二月二十号前把春蚕的蚕种订数报给蚕种场')}。", "记下了。"),)),
             (31, (turn("春蚕蚕种的订数报了没有？二十号就到了。", "还没报。"),)))
    return Scripted("fresh12-zh-cansang", "zh", rounds, tuple(f.facts), held_out=True, fresh12=True, later=later,
                    routine=routine_zh("cansang"))


def _jingtailan() -> Scripted:
    f = Builder()
    fnf = f("failure", "Caused by: java.io.FileNotFoundException: /data/tuyang/lianhua-ping.svg (No such file or directory)")
    java = long_log(100, "jingtailan-java", "[INFO] --- exec:3.1.0:java (default-cli) @ orders ---\n"
                                            "订单导入: 2026-12 共 23 单\n"
                                            "Exception in thread \"main\" java.lang.IllegalStateException: 图样加载失败: JTL-2026-0871\n"
                                            "\tat cn.jtl.orders.Pattern.load(Pattern.java:44)\n"
                                            "\tat cn.jtl.orders.Import.main(Import.java:31)\n"
                                            + fnf + "\n"
                                            "\tat java.base/java.io.FileInputStream.open0(Native Method)\n"
                                            "\tat java.base/java.io.FileInputStream.<init>(FileInputStream.java:213)\n"
                                            "\t... 2 more\n"
                                            "[ERROR] Failed to execute goal org.codehaus.mojo:exec-maven-plugin:3.1.0:java")
    toolong = f("failure", "ERROR:  value too long for type character varying(20)")
    pg = ("psql:sql/stock_2026_12.sql:9: " + toolong + "\n"
          "CONTEXT:  COPY glazes, line 14, column name: \"宝石蓝（法国进口，含铅，限老师傅领用）\"\n")
    quote = f("pending", "春节礼盒的报价")
    outsource = f("rejected", "把点蓝外包给别的作坊")
    rounds = (
        (turn("您好，我们是北京的一家景泰蓝作坊，铜胎、掐丝、点蓝、烧蓝、磨光、镀金都在自己手里，"
              f"{f('number', '一年大概出三百件')}。订单程序是 Java 写的，"
              f"{f('path', 'orders/src/main/java/cn/jtl/orders/Pattern.java')}，这个月的订单导不进去。",
              ("", [call("bash", java, error=True, command=f("command", "mvn -q exec:java -Dexec.mainClass=cn.jtl.orders.Import"))]),
              "有一单要用莲花瓶的图样，图样目录里没有这个文件。"),
         turn("那个图样还在老师傅的电脑上，我拷过来了，你再导。",
              ("", [call("bash", "订单导入: 2026-12 共 23 单, 完成", command="mvn -q exec:java -Dexec.mainClass=cn.jtl.orders.Import")]),
              "二十三单都进了。")),
        (turn("记住，"
              f"{f('constraint', '釉料不许带进休息室')}。釉料里有铅，去年一个徒弟拿喝水的茶杯调釉，后来查出来血铅高，"
              "吓坏了。休息室门口贴上，吃饭前都得洗手。",
              "好，写进车间守则，第一条。"),
         turn(f"烧蓝是最要紧的一步，{f('constraint', '每一窑烧蓝都要老师傅在旁边看火')}，徒弟自己不许开炉。排班表上你给我看着点。",
              "排班的时候烧蓝的班次必须有老师傅，没有就排不进去。"),
         turn("釉料入库的时候报错了。",
              ("", [call("bash", pg, error=True, command=f("command", "psql -d jtl -f sql/stock_2026_12.sql"))]),
              "有一种釉料的名字写得太长，名称这一列只能放二十个字。"),
         turn("名字里那些备注挪到备注列去。",
              ("", [call("edit", "Applied 1 edit.", path="sql/stock_2026_12.sql", oldText="宝石蓝（法国进口，含铅，限老师傅领用）",
                         newText="宝石蓝\t法国进口，含铅，限老师傅领用")]),
              "入库了。")),
        (turn("一家设计公司来了封信，你念念。",
              ("", [call("read", "贵坊好！我们建议用丝网印刷代替掐丝，图案更精细，成本能降一半，可以做成文创小件……",
                         path="信件/设计公司-2026-12.txt")]),
              f"他们建议{f('rejected', '用丝网印刷代替掐丝')}，说成本能降一半。"),
         turn("十年前通州有家厂就是这么干的，掐丝改成印的，东西一看就假，卖不动，两年厂子就关了。你回他们，谢谢好意。",
              "好，回信婉谢。"),
         turn("还有，博物馆的人打电话，想"
              f"{f('rejected', '把镇店的大瓶借去展半年')}。",
              "要我怎么回？"),
         turn("借可以，但是只借三个月，而且他们得上保险。",
              f"好，就这么回。借展合同的编号是 {f('identifier', 'JTL-2026-0892')}，我记在那只大瓶的档案里了。另外我看到"
              f"河北有的作坊{outsource}，自己只做掐丝和烧蓝，产量翻了一倍。"),
         turn("再说吧。", "好。")),
        (turn(f"掐丝一个中号花瓶{f('number', '要十二天')}。"
              f"{f('pending', '那对莲花瓶的图样还没有存档')}，就在老师傅电脑里，哪天坏了就没了。"
              f"存档的图样以后放在 {f('path', '图样/2027/')} 下面。",
              "对，那对图样最好尽早存一份。"),
         turn(f"商场那边要{quote}。还有，我一直想问，{f('pending', '出口的景泰蓝要不要做铅溶出检测')}？"
              "先不说这个了，这个月烧了几窑？",
              ("", [call("bash", "2026-12: 烧蓝 14 窑, 成品 21 件", command="psql -d jtl -c 'select * from kiln_month'")]),
              "十四窑，成品二十一件。")),
    )
    later = ((5, (turn("点蓝外包那个，不外包。点蓝是这门手艺的命，颜色深浅全在手上，交给别人就不是我们的东西了。",
                       "明白，点蓝自己做。"),)),
             (17, (turn("春节礼盒的报价做好了吗？商场又来催了。", "还没做好。"),)))
    return Scripted("fresh12-zh-jingtailan", "zh", rounds, tuple(f.facts), held_out=True, fresh12=True, later=later,
                    routine=routine_zh("jingtailan"))


SESSIONS = (_zisha(), _san(), _cansang(), _jingtailan())
