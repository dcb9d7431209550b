"""Fourth fresh held-out set (Chinese): the other half of ``heldout_fresh4.py``, written the same way and
at the same time (blind, in parallel with the fifth round's rules, by someone who had not read them; from
the descriptions below, written before the dialogue; committed before its first run, not to be edited
after it). Routine work (``routine_zh``) is this file's own.

Descriptions:
- orchestra: 交响乐团的乐器库（借用、保养）。规则：借琴的人必须是乐团在册团员（先讲了一把大提琴借出去琴颈裂了
  找不到人赔）；定音鼓不出排练厅（平铺直叙的描述）。用户问能不能让团员之间自己转借，助手讲了别的乐团丢琴的事
  来回绝；助手提议给每件乐器贴蓝牙定位标签，用户转述琴师的话拒绝（贴在琴身上影响音色）；第三方：首席想把最好
  的那把小提琴长期留在手里，用户推迟（"这个乐季先不考虑"）。失败：Rust 测试在长日志末尾 panic；MySQL 导入
  报重复键。待办：还缺一个登记钢琴调律记录的地方（缺口）、团长要求巡演前给出借乐器拍照存档（转述别人的要求）、
  后来：乐季结束时的归还检查表谁来出（问了没人答）。
- translation: 翻译公司的派单和术语库。规则：医疗稿件只派给有医学背景的译员（带"只"的规定）；客户原文不能上传
  到公共机翻引擎（先讲去年丢了客户）。用户说干脆自动派给报价最低的译员，助手用反提议回绝（按等级分档轮流）；
  助手提议机翻出初稿、译员只做译后编辑，用户"想法是好的，可是……"（合同写明人工翻译）；第三方：销售想承诺
  所有稿件 24 小时交付，助手只用一个理由回绝（一个译员一天的字数）。失败：Node 构建长日志末尾的模块错误；
  Python 导入 TMX 的解析错误。待办：周五前把德语译员的资质证书录进系统（截止）、要是能自动提醒译员交稿就好了
  （愿望）、后来：财务问能不能直接导出每月的译员结算单（别人的问题，没人答）。
- foodbank: 社区食物银行的捐赠入库和领取登记。规则：保质期不到 3 天的食品不收（否定句，无情态词）；领取人名单
  只有站长能看（先讲名单被发到群里、老人不敢再来）。用户琢磨按积分领取，助手直接说不建议并讲理由；助手提议
  让超市直接在系统里登记捐赠，用户讲了超市店员填错数量的故事来拒绝；第三方：街道办要每周的领取记录，助手
  以名单规则回绝并提出只报总户数。失败：C# 测试长日志末尾的异常；EF 迁移时 PostgreSQL 的非空约束错误。待办：
  冷柜温度记录表还没做（缺口）、春节前把志愿者排班表发出去（截止）、后来：站长问能不能打印领取小票（转述）。
- guesthouse: 山里一家民宿的订房和保洁。规则：退房和下一位入住之间至少留 3 小时（嵌在长句里）；带宠物的客人只能
  住一楼的房间（以"记住"提醒）。助手问"如果把周末价格交给算法自动调呢"，用户讲去年差评的事拒绝；用户让没付
  定金的订单半小时后自动取消，助手提出改成 6 小时，用户干脆不做了（"那就先不自动取消"）；第三方：OTA 的经理
  劝开通先住后付，用户推迟到旺季以后。失败：PHP 测试长日志末尾的未定义键；nginx 配置检查报未知指令。待办：
  客人老问能不能开电子发票（问题，没人答）、把保洁阿姨的排班同步到她们手机上（请求）、后来：国庆前让两间新装修
  的房上线（截止）。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (fourth fresh set)
_STEPS_ZH = (("把日期选择器换成系统自带的", "换成系统自带的日期选择器了"), ("删掉没用的样式", "没用的样式删掉了"),
             ("给搜索框加防抖", "搜索框有防抖了"), ("把很长的设置表单拆成两个标签页", "设置表单拆成两页了"),
             ("缓存图标雪碧图", "图标雪碧图缓存上了"), ("清理种子数据", "种子数据清理好了"),
             ("把空状态的提示写得友好一点", "空状态提示改好了"), ("修好小屏幕上页脚遮挡的问题", "页脚不再遮挡了"),
             ("升级测试框架", "测试框架升级了"))


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        step, done = _STEPS_ZH[r % len(_STEPS_ZH)]
        item = f"{r}.{r % 3 + 1}"
        out = [
            turn(f"清单上的下一项，第 {item} 条：{step}。",
                 ("我先看一下。", [call("read", f"export const part{r % 5} = () => null;\n" * 6, path=f"web/{tag}/part{r % 5}.tsx")]),
                 ("", [call("edit", "Applied 1 edit.", path=f"web/{tag}/part{r % 5}.tsx", oldText="null", newText="<div/>")]),
                 ("", [call("bash", f"{20 + r % 9} tests passed", command="npm test -- --silent")]),
                 f"第 {item} 条做完了：{done}。"),
        ]
        if r % 4 == 1:
            out.append(turn("现在覆盖率多少？", f"行覆盖率 {70 + r % 11}%，跟之前差不多。"))
        if r % 5 == 2:
            log = long_log(50, f"{tag}-e2e-{r}", "TimeoutError: page.goto: Timeout 30000ms exceeded.")
            out.append(turn("把端到端测试跑一遍。",
                            ("", [call("bash", log, error=True, command="npx playwright test")]),
                            ("预发环境响应慢，超时了，我再跑一次。", [call("bash", "18 passed (41s)", command="npx playwright test")]),
                            "第二次全过了。"))
        if r % 6 == 3:
            out.append(turn("我审之前把分支整理一下。", "要不要顺便压成一个提交？"))
            out.append(turn("可以，压吧。", ("", [call("bash", "1 commit", command="git rebase -i --autosquash main")]),
                            "已经压成一个提交了。"))
        if r % 7 == 4:
            out.append(turn("改这块代码的时候还有什么想顺手做的吗？", "我可以给那几个老的辅助函数补上类型标注。"))
            out.append(turn("现在先不用，过几周再说。", "好，先不动它们。"))
        if r % 8 == 5:
            out.append(turn(f"麻烦给清单第 {item} 条在变更日志里加一行。", "做完下一条就加。"))
        if r % 8 == 6:
            out.append(turn("变更日志那行写了吗？", f"写了，第 {r - 1}.{(r - 1) % 3 + 1} 条那行已经在 CHANGELOG.md 里了。"))
        return tuple(out)

    return turns


def _orchestra() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"我在市交响乐团管乐器库，现在借琴全靠一个本子。借用的代码我放在 {f('path', 'pool/loans/src/loans.rs')}。"
              "前年有把大提琴借给了一个来帮忙的学生，还回来琴颈裂了，人却找不到了，所以现在的规矩是"
              f"{f('constraint', '借琴的人必须是乐团在册团员')}。",
              ("", [call("read", "pub fn lend(item: &Item, member: &Member) -> Result<Loan> { todo!() }\n" * 12,
                         path="pool/loans/src/loans.rs")]),
              f"明白。库里一共 {f('number', '214 件乐器')}，押金是{f('number', '每件 800 元')}。"),
         turn(f"能不能{f('rejected', '让团员之间自己转借乐器')}？每次都来库里登记太麻烦了。",
              "我看过一个青年乐团这么做，半年以后盘点，有三把琴谁也说不清最后在谁手上，其中一把再也没找回来。"
              "还是每次经过库里登记比较稳。")),
        (turn("跑一下借还的测试。",
              ("", [call("bash", long_log(125, "pool-cargo", f("failure", "thread 'loans::tests::return_twice' panicked at src/loans.rs:142:9:\n"
                                                               "assertion `left == right` failed\n  left: 2\n right: 1")
                                          + "\nerror: test failed, to rerun pass `--lib`"), error=True,
                         command=f("command", "cargo test --manifest-path pool/loans/Cargo.toml"))]),
              "同一件乐器还两次，库存被加了两次。"),
         turn(f"定音鼓和竖琴你单独处理一下，{f('constraint', '定音鼓不出排练厅')}，从来都是这样。",
              f"好。另外我可以{f('rejected', '给每件乐器贴一个蓝牙定位标签')}，在哪儿一查就知道。"),
         turn("我问过琴师了，他说什么东西贴在琴身上都会影响共鸣，好琴他坚决不让贴。", "那就不贴标签。")),
        (turn(f"首席前两天来找我，想{f('rejected', '把最好的那把小提琴长期留在自己手里')}。",
              "这个你打算怎么回他？"),
         turn(f"这个乐季先不考虑，等乐季结束再商量。那把琴的编号是 {f('identifier', 'VN-1903-07')}。",
              ("", [call("bash", f("failure", "ERROR 1062 (23000) at line 18: Duplicate entry 'VN-1903-07' for key 'instruments.serial'"),
                         error=True, command=f("command", "mysql orchestra < db/seed_instruments.sql"))]),
              "种子数据里这把琴录了两遍。")),
        (turn(f"还缺一个{f('pending', '登记钢琴调律记录的地方')}，调律师每次来都是写在便签上。保养记录放在 {f('path', 'pool/care/')}。",
              "好的。"),
         turn(f"团长说了，巡演之前要{f('pending', '给每件出借的乐器拍照存档')}，免得回来说不清是谁碰坏的。"
              f"乐团的保险单号是 {f('identifier', 'PICC-2025-88317')}。",
              "收到。")),
    )
    later = ((27, (turn(f"对了，{f('pending', '乐季结束时的归还检查表')}到时候谁来出？", "这个得定一下。"),)),)
    return Scripted("fresh4-zh-orchestra", "zh", rounds, tuple(f.facts), held_out=True, fresh4=True, later=later,
                    routine=routine_zh("pool"))


def _translation() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"我们是一家翻译公司，派单现在靠项目经理在微信里吼。派单的代码在 {f('path', 'tms/assign/dispatcher.ts')}。"
              f"有一条先说清楚：{f('constraint', '医疗类稿件只派给有医学背景的译员')}。",
              ("", [call("read", "export function dispatch(job: Job): Translator | null { return null; }\n" * 13,
                         path="tms/assign/dispatcher.ts")]),
              f"好的。签约译员一共 {f('number', '62 名')}，均价{f('number', '每千字 180 元')}。"),
         turn(f"我觉得干脆{f('rejected', '自动派给报价最低的译员')}，省得项目经理挑来挑去。",
              "只看价格的话，最便宜的那几位会接到做不完的活，质量也会跟着掉。我建议按译员等级分档，同一档里轮流派，"
              "价格只在同档里比。"),
         turn("行，按等级分档轮流派吧。", "好，我按这个改。")),
        (turn("构建一下派单服务。",
              ("", [call("bash", long_log(115, "tms-build", f("failure", "Error [ERR_MODULE_NOT_FOUND]: Cannot find module "
                                                              "'/srv/tms/dist/glossary/match.js' imported from /srv/tms/dist/assign/dispatcher.js")
                                          + "\nNode.js v20.11.1"), error=True, command=f("command", "pnpm build && node dist/assign/dispatcher.js"))]),
              "术语匹配的模块没有被编译进 dist。"),
         turn("术语库这块以后也要接进来。",
              f"要不要{f('rejected', '让机翻先出初稿，译员只做译后编辑')}？速度能快一倍。"),
         turn("想法是好的，可是我们跟大客户的合同里写明了人工翻译，改成译后编辑就是违约。",
              "明白，派单里不加机翻环节。")),
        (turn("去年有个兼职把一份并购合同贴到网上的免费翻译里，客户知道以后直接终止了合作。"
              f"所以{f('constraint', '客户原文不能上传到公共机翻引擎')}，哪怕只是一句。",
              ("", [call("bash", f("failure", "xml.etree.ElementTree.ParseError: not well-formed (invalid token): line 2041, column 37"),
                         error=True, command=f("command", "python scripts/import_tmx.py glossary/med.tmx"))]),
              "医疗术语库的 TMX 文件里有一个非法字符。"),
         turn(f"销售那边又来了，想{f('rejected', '对所有稿件承诺 24 小时交付')}。",
              f"一个译员一天认真做也就{f('number', '三千字')}左右，大稿子 24 小时根本交不出来。")),
        (turn(f"周五之前要{f('pending', '把德语译员的资质证书录进系统')}。这个项目的编号是 {f('identifier', 'PRJ-2025-0419')}，"
              f"术语库放在 {f('path', 'tms/glossary/')}。",
              "好。"),
         turn(f"要是能{f('pending', '自动提醒译员交稿')}就好了，现在都是项目经理一个个打电话。", "嗯，确实。")),
    )
    later = ((15, (turn(f"财务刚才问我，{f('pending', '每月的译员结算单')}能不能从系统里直接导出来？", "我记一下。"),)),)
    return Scripted("fresh4-zh-translation", "zh", rounds, tuple(f.facts), held_out=True, fresh4=True, later=later,
                    routine=routine_zh("tms"))


def _foodbank() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"社区食物银行要做个入库和领取的小系统。入库的代码是 {f('path', 'src/Stock/IntakeService.cs')}。"
              f"{f('constraint', '保质期不到 3 天的食品不收')}。",
              ("", [call("read", "public class IntakeService { public void Accept(Donation d) { } }\n" * 11,
                         path="src/Stock/IntakeService.cs")]),
              f"了解。现在每周大约{f('number', '180 户')}来领，库房有{f('number', '2 个冷柜')}。"),
         turn(f"我在琢磨，要不要{f('rejected', '按积分领取')}，来当志愿者的可以多领一点？",
              "不建议。来领东西的人本来就不容易，再用积分一分高低，最需要的人反而会不好意思来。")),
        (turn("跑一下入库的测试。",
              ("", [call("bash", long_log(105, "food-dotnet", f("failure", "System.InvalidOperationException: Sequence contains no elements\n"
                                                                "   at Stock.IntakeService.Assign(IntakeService.cs:line 57)")
                                          + "\nFailed!  - Failed: 1, Passed: 23, Skipped: 0"), error=True,
                         command=f("command", "dotnet test tests/Stock.Tests"))]),
              "没有可用货架的时候分配货位会直接抛异常。"),
         turn(f"我们在民政的登记号是 {f('identifier', 'MZ-3301-0582')}。",
              f"我想到一个办法：{f('rejected', '让超市直接在系统里登记捐赠')}，省得我们再录一遍。"),
         turn("试过。去年跟一家超市合作，店员把整箱的数量填成了单件，库存乱了一个多月才对上。", "明白，还是我们自己录。")),
        (turn("之前有志愿者把领取名单发到了群里，有几位老人知道以后就不敢再来了。"
              f"从那以后{f('constraint', '领取人名单只有站长能看')}。",
              ("", [call("bash", f("failure", "Npgsql.PostgresException (0x80004005): 23502: null value in column \"expiry_date\" "
                                              "of relation \"donations\" violates not-null constraint"),
                         error=True, command=f("command", "dotnet ef database update --project src/Stock"))]),
              "旧数据里有没填保质期的捐赠，新加的非空约束通不过。"),
         turn(f"街道办那边打电话来，想让我们{f('rejected', '每周把领取记录报给街道办')}。",
              "那就等于把名单交出去了，跟你说的只有站长能看冲突。可以每周只报领取的总户数和发出去的斤数，不带名字。")),
        (turn(f"{f('pending', '冷柜温度记录表')}还没做，现在是贴在冷柜门上手写。领取的代码在 {f('path', 'src/Pickup/')}。",
              "好的。"),
         turn(f"春节前要{f('pending', '把志愿者排班表发出去')}，这批捐赠的批号是 {f('identifier', 'DN-20250312-17')}。", "收到。")),
    )
    later = ((20, (turn(f"站长托我问一句：能不能{f('pending', '打印领取小票')}？有些老人想拿张纸回去。", "可以考虑。"),)),)
    return Scripted("fresh4-zh-foodbank", "zh", rounds, tuple(f.facts), held_out=True, fresh4=True, later=later,
                    routine=routine_zh("food"))


def _guesthouse() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"我在山里开了家民宿，一共 {f('number', '11 间房')}，订房现在是三个平台加一个本子。房态日历的代码在 "
              f"{f('path', 'app/Rooms/Calendar.php')}。阿姨打扫一间房要两个多小时，所以"
              f"{f('constraint', '退房和下一位入住之间至少留 3 小时')}，这个别排错了。",
              ("", [call("read", "<?php\nclass Calendar { public function book(Room $r): void {} }\n" * 10, path="app/Rooms/Calendar.php")]),
              f"好的。旺季的价格是{f('number', '每晚 680 元')}吧？"),
         turn("对。",
              f"如果{f('rejected', '把周末价格交给算法自动调')}呢？周末涨价的空间挺大的。"),
         turn("去年试过一个月，老客人一看价格天天变，觉得被宰了，好几个差评就是那时候来的。不要了。", "好，价格还是你手动定。")),
        (turn("跑一下日历的测试。",
              ("", [call("bash", long_log(112, "inn-phpunit", f("failure", "ErrorException: Undefined array key \"checkout\"\n\n"
                                                                "  at app/Rooms/Calendar.php:93")
                                          + "\n\n  Tests:  1 failed, 37 passed"), error=True,
                         command=f("command", "php artisan test --filter=CalendarTest"))]),
              "平台同步过来的订单里，有的没有退房日期。"),
         turn(f"记住，{f('constraint', '带宠物的客人只能住一楼的房间')}，楼上是木地板。"
              f"另外{f('rejected', '没付定金的订单半小时后自动取消')}。",
              "半小时可能太短了，很多客人是在高铁上订的，信号一断就付不了。改成 6 小时怎么样？"),
         turn("那就先不自动取消了，我自己打电话问。", "好。")),
        (turn(f"携程的经理一直劝我们{f('rejected', '开通先住后付')}。我们在携程的酒店编号是 {f('identifier', 'CTRIP-HTL-6672031')}。",
              "你怎么想？"),
         turn("今年先不开，等旺季过了再说。帮我检查一下服务器上的 nginx 配置。",
              ("", [call("bash", f("failure", "nginx: [emerg] unknown directive \"proxy_passs\" in /etc/nginx/sites-enabled/inn.conf:27\n"
                                              "nginx: configuration file /etc/nginx/nginx.conf test failed"),
                         error=True, command=f("command", "sudo nginx -t"))]),
              "第 27 行把 proxy_pass 拼错了。")),
        (turn(f"客人老问能不能{f('pending', '开电子发票')}，这个怎么弄？平台对接的配置在 {f('path', 'config/ota/')}。",
              "我查一下。"),
         turn(f"还有，帮我{f('pending', '把保洁阿姨的排班同步到她们手机上')}。", "好的。")),
    )
    later = ((31, (turn(f"国庆前要{f('pending', '让两间新装修的房上线')}，房号是 {f('identifier', 'R-203')} 和 R-204。", "好。"),)),)
    return Scripted("fresh4-zh-guesthouse", "zh", rounds, tuple(f.facts), held_out=True, fresh4=True, later=later,
                    routine=routine_zh("inn"))


SESSIONS = (_orchestra(), _translation(), _foodbank(), _guesthouse())
