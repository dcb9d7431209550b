"""Third fresh held-out set (Chinese): the other half of ``heldout_fresh3.py``, written the same way and
at the same time (after the rules were frozen at 4821cf1, from the descriptions below, with the rule
modules closed, committed before the first run, not to be edited after it).

Descriptions:
- piano: 钢琴培训机构的练琴打卡和排课。用户提议按练琴时长给学员排名、每周在群里公布，助手不赞成（家长压力、
  被投诉过）；助手提议用麦克风自动识别孩子有没有在弹，用户拒绝（录音涉及隐私）。第三方：王老师想把所有课都
  改到周末，助手说明问题（周末琴房已满、一半老师周末不上班）。待办：给家长的月度练琴报告、老师的课时统计表
  （财务月底要）、暑假班前把新来的三位老师录进系统。
- powerbank: 共享充电宝柜机。助手倾向于免押金、只看信用分，用户不同意（很多用户是学生，信用分不够）；用户提议
  超过七天没还就直接扣钱买断，助手说明后果（投诉、被消协点名）。第三方：商场希望柜机屏幕放广告，助手指出合同
  里的功率上限。待办：每天汇总退款失败的订单、和商场对电费结算、国庆前把固件升级。
- blood: 献血预约小程序。用户问能不能让爽约的人下次不能预约，助手不赞成（献血自愿，惩罚只会让人不再来）；助手
  提议把名额放到一个月以后，用户转述血站不同意（排班和库存说不准）。按名拒绝：志愿者团队想预约成功就送电影票，
  助手说不合规定。待办：给各献血点护士长开后台账号、改预约成功的短信文案、春节前核对假期排班。
- photos: 婚纱摄影工作室的客户选片系统。助手提议用人脸识别自动挑掉闭眼的照片，用户拒绝（插件误删过照片）；用户
  提议直接把原片压缩包发给客户自己挑，助手说明后果（没人买加选，利润没了）。第三方：摄影师想让客户在手机上直接
  修图，助手说明返工的问题。待办：给逾期没选片的客户发提醒、摄影师工作量按月统计、旺季前存储扩容。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (third fresh set)
_CHORES_ZH = (("整理设置页", "设置页整理好了"), ("改掉容易混淆的环境变量名", "环境变量改名了"), ("给后台表格加分页", "后台表格可以翻页了"),
              ("给图标补上替代文字", "图标都有替代文字了"), ("加快夜间导出", "夜间导出快多了"), ("锁定那个不稳定的依赖版本", "依赖版本锁定了"),
              ("精简报错提示", "报错提示精简了"), ("修正登录表单的 Tab 顺序", "登录表单的 Tab 顺序对了"))


def routine_zh(tag: str):
    code = tag.upper()

    def turns(r: int) -> tuple:
        chore, outcome = _CHORES_ZH[r % len(_CHORES_ZH)]
        out = [
            turn(f"接着做工单 {code}-{100 + r}：{chore}。",
                 ("马上。", [call("bash", f"{30 + r % 7} checks passed", command="make check")]),
                 ("", [call("edit", "Applied 1 edit.", path=f"src/{tag}/ui{r % 4}.ts", oldText="a", newText="b")]),
                 f"{code}-{100 + r} 完成，{outcome}。"),
        ]
        if r % 3 == 1:
            out.append(turn("CI 怎么样？", f"全绿，{12 + r % 5} 个任务都过了。"))
        if r % 5 == 3:
            log = long_log(60, f"{tag}-it-{r}", "ConnectionResetError: [Errno 104] Connection reset by peer")
            out.append(turn("跑一下集成测试。",
                            ("", [call("bash", log, error=True, command="make integration")]),
                            ("连接被重置了，再跑一次。", [call("bash", "41 passed", command="make integration")]),
                            "重跑通过。"))
        if r % 4 == 2:
            out.append(turn("把改过的文件格式化一下。",
                            ("", [call("bash", "3 files reformatted", command="make fmt")]),
                            "格式化好了。要不要顺便把补丁版本号加一？"))
            out.append(turn("要，加一下。", ("", [call("edit", "Applied 1 edit.", path="VERSION", oldText="x", newText="y")]),
                            f"已经改成 0.{r}.1。"))
        if r % 6 == 5:
            out.append(turn("这个工单还有别的吗？", "我还可以顺手把辅助模块重构一下。"))
            out.append(turn("先别动，今天不在范围内。", "明白，不动它。"))
        if r % 7 == 2:
            out.append(turn(f"有空把 {code}-{100 + r} 的发布说明写一下。", "做完这个就写。"))
        if r % 7 == 3:
            out.append(turn("上次还有没做完的吗？", f"{code}-{100 + r - 1} 的发布说明已经写好推上去了。"))
        return tuple(out)

    return turns


def _piano() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"琴行想做一个练琴打卡和排课的系统。打卡的代码在 {f('path', 'app/practice/checkin.py')}。"
              f"先说好：{f('constraint', '家长手机号只对授课老师可见')}。",
              ("", [call("read", "def check_in(student, minutes):\n    ...\n" * 16, path="app/practice/checkin.py")]),
              f"现在有 {f('number', '430 名学员')}，{f('number', '9 间琴房')}。"),
         turn(f"要不我们{f('rejected', '按练琴时长给学员排名')}，每周在群里公布一次？孩子们会比着练。",
              "排名一公布，练得少的孩子家长压力会很大。隔壁区有家琴行这么做过，结果被家长投诉到了教育局，最后只好道歉撤掉。")),
        (turn("跑一下打卡的测试。",
              ("", [call("bash", long_log(118, "piano-test", f("failure", "django.core.exceptions.ValidationError: ['练琴时长不能为负数']\n"
                                                               "  File \"app/practice/checkin.py\", line 48, in check_in")
                                          + "\nexit code 1"), error=True, command=f("command", "python manage.py test practice"))]),
              "跨零点的打卡算出了负数时长。"),
         turn(f"琴行在教育局的备案号是 {f('identifier', 'PIANO-ORG-7781')}。",
              f"还有个办法：{f('rejected', '用手机麦克风自动识别孩子有没有在弹')}，这样打卡就不怕作假了。"),
         turn("别，家长最怕的就是录音。隐私这块一出事，我们这个牌子就砸了。", "明白，不碰录音。")),
        (turn(f"王老师提了个想法，{f('rejected', '把所有课都改到周末')}。",
              "周末的琴房本来就排满了，平时下午反而空着；而且有一半老师周末本来就不上班，改过去课反而排不开。"),
         turn(f"那算了。{f('constraint', '每间琴房同一时间只排一节课')}，每节课 {f('number', '45 分钟')}。",
              ("", [call("bash", f("failure", "redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused."),
                         error=True, command=f("command", "celery -A app worker -l info"))]),
              "本地的 Redis 没起来。")),
        (turn(f"回头{f('pending', '给家长出一个月度练琴报告')}。排课代码在 {f('path', 'app/schedule/rooms.py')}。", "好的。"),
         turn(f"还差{f('pending', '老师的课时统计表')}，财务月底要。", "嗯。")),
    )
    later = ((21, (turn(f"暑假班开始前，记得{f('pending', '把新来的三位老师录进系统')}。", "好。"),)),)
    return Scripted("fresh3-zh-piano", "zh", rounds, tuple(f.facts), held_out=True, fresh3=True, later=later, routine=routine_zh("piano"))


def _powerbank() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"共享充电宝的柜机要改借还流程。订单逻辑在 {f('path', 'server/rent/order.go')}。"
              f"{f('constraint', '柜机离线时不允许借出')}。",
              ("", [call("read", "func Rent(cab string) (*Order, error) { return nil, nil }\n" * 15, path="server/rent/order.go")]),
              f"全城有 {f('number', '3,200 台柜机')}，{f('number', '每小时 2 元')}。"),
         turn("押金的事你怎么看？",
              f"我倾向于{f('rejected', '免押金，只看信用分')}，借的人会多很多。"),
         turn("不同意。我们很多用户是学生，信用分根本不够，这样一来他们就借不了了。", "好，押金保留。")),
        (turn("跑一下订单的测试。",
              ("", [call("bash", long_log(112, "cab-go", f("failure", "--- FAIL: TestReturnRefund (0.01s)\n"
                                                            "    order_test.go:112: refund not issued for order 7731")
                                          + "\nexit status 1"), error=True, command=f("command", "go test ./server/rent/ -run Refund"))]),
              "归还以后没有触发退款。"),
         turn(f"我们的商户号是 {f('identifier', 'MCH-88021')}。"
              f"咱们干脆{f('rejected', '超过七天没还就直接扣 99 元买断')}？",
              "这样扣款以后投诉会非常多，去年消协点名批评过两家这么做的公司，应用商店也跟着下架过一家。")),
        (turn(f"好吧。{f('constraint', '押金必须在归还后 24 小时内退回')}。",
              ("", [call("bash", f("failure", "E (1532) lock: motor stall on slot 7, current=1.8A"), error=True,
                         command=f("command", "make flash BOARD=esp32 && make monitor"))]),
              "7 号仓的电机卡住了，电流偏高。"),
         turn(f"商场那边希望{f('rejected', '在柜机屏幕上放广告')}。",
              "屏幕要一直亮着，耗电会翻倍；柜机用的是商场的电，合同里写了每台的功率上限，超了要赔。")),
        (turn(f"麻烦{f('pending', '把退款失败的订单每天汇总一下')}。有问题的柜机编号是 {f('identifier', 'CAB-GZ-00471')}，每台 {f('number', '12 个仓位')}。",
              "好。"),
         turn(f"{f('pending', '和商场对一下电费结算')}也要做。固件在 {f('path', 'cabinet/firmware/')}。", "收到。")),
    )
    later = ((16, (turn(f"国庆前{f('pending', '把所有柜机的固件升到 2.3')}。", "好。"),)),)
    return Scripted("fresh3-zh-powerbank", "zh", rounds, tuple(f.facts), held_out=True, fresh3=True, later=later, routine=routine_zh("cab"))


def _blood() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"血站要做一个献血预约的小程序。预约页在 {f('path', 'miniapp/pages/book/index.js')}。"
              f"有一条硬规定：{f('constraint', '两次全血献血间隔不少于 6 个月')}。",
              ("", [call("read", "Page({ onBook() {} })\n" * 18, path="miniapp/pages/book/index.js")]),
              f"一共 {f('number', '4 个献血点')}，每个点{f('number', '每天 60 个名额')}。"),
         turn(f"约了不来的人太多了。是不是可以{f('rejected', '让爽约的人下次不能预约')}？",
              "献血本来就是自愿的，惩罚爽约的人只会让他们以后干脆不来了。血站最缺的恰恰是愿意再来的献血者。")),
        (turn("构建一下小程序。",
              ("", [call("bash", long_log(100, "blood-build", f("failure", "TypeError: Cannot read properties of undefined (reading 'slotId')\n"
                                                               "    at onBook (pages/book/index.js:88:24)")
                                          + "\nexit code 1"), error=True, command=f("command", "npm run build:weapp"))]),
              "没选时段就点预约会崩。"),
         turn(f"小程序的 AppID 是 {f('identifier', 'wx7f3a9c20e1b4d6a8')}。",
              f"不如{f('rejected', '把名额提前一个月放出来')}，大家好安排时间。"),
         turn("我问过血站了，他们不同意：一个月以后的采血车排班和库存都说不准，号放出去了到时候可能兑现不了。", "那就还是提前一周放。")),
        (turn(f"志愿者团队建议{f('rejected', '预约成功就送电影票')}。",
              "无偿献血不能给献血者发有价物品，这条是写在规定里的，送电影票会被通报。"),
         turn(f"知道了。{f('constraint', '献血者的血型和检测结果不进日志')}。",
              ("", [call("bash", f("failure", "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL:  too many connections for role \"blood\""),
                         error=True, command=f("command", "pytest server/tests/test_capacity.py"))]),
              "连接池没有关，测试把数据库连接占满了。")),
        (turn(f"得{f('pending', '给每个献血点的护士长开一个后台账号')}。献血点编号像 {f('identifier', 'BLD-SZ-03')} 这样。", "好的。"),
         turn(f"有空的话{f('pending', '把预约成功的短信文案改一下')}，现在读起来太生硬。名额的代码在 {f('path', 'server/slots/capacity.py')}。", "行。")),
    )
    later = ((29, (turn(f"春节前{f('pending', '核对一下各献血点的假期排班')}。", "好。"),)),)
    return Scripted("fresh3-zh-blood", "zh", rounds, tuple(f.facts), held_out=True, fresh3=True, later=later, routine=routine_zh("blood"))


def _photos() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"婚纱摄影工作室的选片系统要重做。相册页面是 {f('path', 'studio/select/gallery.vue')}。"
              f"{f('constraint', '客户只能看到自己的照片')}。",
              ("", [call("read", "<template><div class=\"gallery\"></div></template>\n" * 14, path="studio/select/gallery.vue")]),
              f"一套婚纱照大概 {f('number', '600 张原片')}，套餐里{f('number', '精修 30 张')}。"),
         turn("客户选片太慢了，一选就是一下午。",
              f"换个思路，{f('rejected', '用人脸识别自动挑掉闭眼的照片')}，客户要看的就少多了。"),
         turn("我们试过一个这样的插件，它把好几张新娘低头的照片也当成闭眼删了，客户差点跟我们翻脸。", "好，那就不自动删。")),
        (turn("跑一下相册的测试。",
              ("", [call("bash", long_log(108, "studio-test", f("failure", "RangeError: Maximum call stack size exceeded\n"
                                                               "    at flattenAlbums (studio/select/gallery.vue:214:11)")
                                          + "\nexit code 1"), error=True, command=f("command", "pnpm test -- gallery"))]),
              "相册嵌套的时候递归没有终止条件。"),
         turn(f"最省事的是{f('rejected', '直接把原片压缩包发给客户自己挑')}，行不行？",
              "原片一发出去，客户就不会再买加选和精修了，这块差不多是工作室一半的利润。")),
        (turn(f"好吧。这个订单是 {f('identifier', 'WED-20250614-088')}，原片放在 {f('identifier', 'oss://studio-raw-2025')}。",
              ("", [call("bash", f("failure", "Error: NoSuchBucket: The specified bucket does not exist."), error=True,
                         command=f("command", "ossutil cp -r ./raw oss://studio-raw-2025/WED-20250614-088/"))]),
              "桶名在另一个地域下，找不到。"),
         turn(f"摄影师们说想{f('rejected', '让客户在手机上直接修图')}。",
              "客户自己修过的图再拿来精修，修图师得从头返工；出了问题也说不清是谁修坏的。"),
         turn(f"有道理。{f('constraint', '精修张数以套餐为准，不能多选')}。", "明白。")),
        (turn(f"记得{f('pending', '给逾期没选片的客户发提醒')}。上传的代码在 {f('path', 'studio/storage/upload.ts')}。", "好。"),
         turn(f"另外{f('pending', '把摄影师的工作量按月统计出来')}，老板要看。现在的存储是 {f('number', '2 TB')}。", "嗯。")),
    )
    later = ((24, (turn(f"旺季之前，{f('pending', '把存储扩容到 4 TB')}。", "好的。"),)),)
    return Scripted("fresh3-zh-photos", "zh", rounds, tuple(f.facts), held_out=True, fresh3=True, later=later, routine=routine_zh("studio"))


SESSIONS = (_piano(), _powerbank(), _blood(), _photos())
