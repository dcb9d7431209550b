"""Second fresh held-out set (Chinese): the other half of ``heldout_fresh2.py``, written the same way and
at the same time (after the rules were frozen at 7464a40, from the descriptions below, with the rule
modules closed, committed before the first run, not to be edited after it).

Descriptions:
- drive: 驾校约车，学员总约不到练车时段。用户提议按缴费先后排队，助手不同意（新学员永远排不上）；助手提议
  加一个自动递补候补，用户拒绝（教练不愿意临时加课）。按名拒绝：开放周末晚上的时段。待办：给教练出一份排班表、
  考试前一周的学员优先、停掉旧的微信群通知。
- usedcar: 二手车检测报告。用户想让系统根据照片自动判定事故车，助手有顾虑（误判要赔钱）；助手提议把报告压成
  一页，用户否（车商要看完整的检测项）。第三方：有车商希望报告里隐藏小刮擦，助手说明后果。待办：接入保险出险
  记录、给检测员做一次培训、月底前核对报告编号。
- trace: 农产品溯源码，消费者扫码看产地。用户提议直接用快递单号当溯源码，助手否（能伪造、会重复）；助手提议
  每箱贴 NFC 标签，用户否（成本比橘子还贵）。第三方：合作社问能不能事后手写批次号补录，助手说明问题。待办：
  和合作社对接批次数据、跟印刷厂确认二维码尺寸、秋收结束后做一次全流程抽查。
- gym: 健身房团课排课和签到。用户提议取消预约、先到先得，助手否（热门课会挤爆）；助手提议爽约三次封号一个月，
  用户否（会员会流失）。按名拒绝：所有课程统一成 45 分钟（教练们提的）。待办：候补通知、把教练课时统计发给财务、
  新店开业前把教室录进系统。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (second fresh set)
_JOBS_ZH = (("把页脚的链接理一下", "页脚链接理好了"), ("去掉没用的字体", "没用的字体去掉了"), ("让搜索框支持键盘操作", "搜索框可以用键盘操作了"),
            ("清理测试数据目录", "测试数据目录清理干净了"), ("缩短冷启动时间", "冷启动快了不少"), ("修正小票上的日期格式", "小票日期格式对了"),
            ("关掉吵人的调试输出", "调试输出关掉了"), ("把图标合成雪碧图", "图标合成雪碧图了"))


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        job, outcome = _JOBS_ZH[r % len(_JOBS_ZH)]
        out = [
            turn(f"看板上下一个，任务 {r}：{job}。",
                 ("看一下。", [call("bash", f"{20 + r % 5} files checked", command="npm run check")]),
                 ("", [call("edit", "Applied 1 edit.", path=f"web/{tag}/view{r % 3}.tsx", oldText="p", newText="q")]),
                 f"任务 {r} 弄好了，{outcome}。"),
        ]
        if r % 4 == 3:
            out.append(turn("预发环境正常吗？", f"正常，{40 + r % 9} 个健康检查都通过。"))
        if r % 5 == 2:
            log = long_log(60, f"{tag}-e2e-{r}", "TimeoutError: page.goto: Timeout 30000ms exceeded")
            out.append(turn("跑一下浏览器测试。",
                            ("", [call("bash", log, error=True, command="npx playwright test")]),
                            ("有一个超时，重跑。", [call("bash", "58 passed", command="npx playwright test")]),
                            "第二次全过。"))
        if r % 6 == 4:
            out.append(turn("评审之前要不要把最近几个提交压成一个？", "可以，我这就压。"))
        if r % 7 == 5:
            out.append(turn(f"看板清空以后打一个候选版本 rc-{r}。", "好。"))
        if r % 7 == 6:
            out.append(turn("看板清空了吗？", f"清空了，候选版本 rc-{r - 1} 也打好了。"))
        return tuple(out)

    return turns


def _drive() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"驾校的约车系统，学员老是约不到练车时段。约车逻辑在 {f('path', 'booking/coach/slots.go')}。"
              f"有一条规矩：{f('constraint', '一个教练一天最多带 8 个学时')}。",
              ("", [call("read", "func Reserve(s Slot) error { return nil }\n" * 16, path="booking/coach/slots.go")]),
              f"现在在学的学员有 {f('number', '1,640 人')}。"),
         turn(f"干脆{f('rejected', '按缴费先后排队约车')}，谁先交钱谁先练，多公平。",
              "这样的话后报名的学员几个月都排不上，去年有个分校就这么做过，退费的人一下子多了好几倍。")),
        (turn("跑一下约车的单元测试。",
              ("", [call("bash", long_log(120, "drive-ut", f("failure", "--- FAIL: TestReserveConflict (0.02s)\n"
                                                              "    slots_test.go:64: expected ErrTaken, got <nil>")
                                          + "\nexit status 1"), error=True, command=f("command", "go test ./booking/coach/ -run Reserve"))]),
              "同一个时段能被约两次。"),
         turn(f"驾校在系统里的编号是 {f('identifier', 'DS-0755-017')}。",
              f"有人取消的时候，我们可以{f('rejected', '让候补的学员自动递补上去')}。"),
         turn("教练们最烦这个，临时多出一节课他们根本安排不过来，上次试了一周就被投诉了。", "好，不做自动递补。")),
        (turn(f"有学员在群里说想{f('rejected', '开放周末晚上的练车时段')}。",
              "周末晚上场地没有照明，出了事故保险不赔，这个时段开不了。"),
         turn(f"行。每次练车是 {f('number', '2 个学时')}。",
              ("", [call("bash", f("failure", "Error 1146 (42S02): Table 'drive.coach_shift' doesn't exist"), error=True,
                         command=f("command", "mysql -h db-drive -e 'select count(*) from drive.coach_shift'"))]),
              "排班表还没建。")),
        (turn(f"{f('pending', '给教练出一份下个月的排班表')}，周五要发。{f('constraint', '学员的身份证号在页面上只显示后四位')}。", "好的。"),
         turn(f"考试前一周的学员，{f('pending', '约车的时候优先排')}。旧的通知走的是 {f('identifier', '企业微信群 driving-notice')}。", "收到。")),
    )
    later = ((22, (turn(f"新系统稳定一段时间以后，{f('pending', '把旧的微信群通知停掉')}。", "好的。"),)),)
    return Scripted("fresh2-zh-drive", "zh", rounds, tuple(f.facts), held_out=True, fresh2=True, later=later, routine=routine_zh("drive"))


def _usedcar() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"二手车检测报告要重做，生成报告的服务在 {f('path', 'inspect/report/builder.py')}。"
              f"{f('constraint', '报告一旦签发就不能再修改')}。",
              ("", [call("read", "def build(car):\n    pass\n" * 15, path="inspect/report/builder.py")]),
              f"一份报告有 {f('number', '268 个检测项')}。"),
         turn(f"能不能{f('rejected', '根据检测员拍的照片自动判定是不是事故车')}？",
              "说实话我心里没底。照片的角度和光线差别太大，误判一次事故车，按合同要全额赔给买家。")),
        (turn("跑一下报告生成。",
              ("", [call("bash", long_log(150, "car-build", f("failure", "jinja2.exceptions.UndefinedError: 'dict object' has no attribute 'frame_number'")
                                          + "\nexit code 1"), error=True, command=f("command", "python -m inspect.report.builder --vin LSVAM4187C2184431"))]),
              "模板里引用的车架号字段不存在。"),
         turn(f"测试用的车辆 VIN 是 {f('identifier', 'LSVAM4187C2184431')}。",
              f"我在想，可以{f('rejected', '把报告压缩成一页的摘要')}，车商看起来更快。"),
         turn("车商买车就是看完整的检测项，少一项他们都要打电话来问，一页纸的东西他们不会认。", "明白，保留完整报告。")),
        (turn(f"有几家车商希望{f('rejected', '报告里不显示小刮擦')}。",
              "小刮擦不写进报告，买家提车时一看就会觉得我们在帮车商遮掩，平台的公信力就没了。"),
         turn(f"嗯。报告 PDF 每份限制在 {f('number', '8 MB')} 以内。",
              ("", [call("bash", f("failure", "OSError: [Errno 28] No space left on device\n  while writing /data/reports/2025/04/R-88213.pdf"), error=True,
                         command=f("command", "python -m inspect.report.export --month 2025-04"))]),
              "报告目录所在的盘满了。")),
        (turn(f"保险那边的接口文档在 {f('path', 'docs/insurance-api.md')}，{f('pending', '接入保险出险记录的查询')}。", "好。"),
         turn(f"新模板上线以后，{f('pending', '给检测员做一次培训')}。月底之前{f('pending', '把这个月的报告编号核对一遍')}。", "好的。")),
    )
    return Scripted("fresh2-zh-usedcar", "zh", rounds, tuple(f.facts), held_out=True, fresh2=True, routine=routine_zh("car"))


def _trace() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"我们给合作社的橘子做溯源码，扫码能看到产地和采摘日期。生成码的服务在 {f('path', 'trace/code/issue.ts')}。"
              f"{f('constraint', '每一箱的溯源码都必须唯一')}。",
              ("", [call("read", "export function issue() {}\n" * 14, path="trace/code/issue.ts")]),
              f"今年预计 {f('number', '12 万箱')}。"),
         turn(f"{f('rejected', '直接拿快递单号当溯源码')}，省得再印一张标签？",
              "快递单号谁都能看到，仿冒的人照着印一张就行，而且同一个单号有时候一单发好几箱，码就不唯一了。")),
        (turn("生成一批测试用的码。",
              ("", [call("bash", f("failure", "RangeError: Maximum call stack size exceeded\n    at nextSerial (trace/code/issue.ts:41:12)"), error=True,
                         command=f("command", "npx ts-node trace/code/issue.ts --batch 5000"))]),
              "生成序号的递归太深了。"),
         turn(f"合作社的主体编号是 {f('identifier', 'COOP-HUNAN-0093')}。",
              f"防伪的话，我建议{f('rejected', '每箱贴一个 NFC 标签')}。"),
         turn("一个 NFC 标签比一箱橘子的利润还高，合作社不可能掏这个钱。", "好，那就只用二维码。")),
        (turn(f"合作社的会计问，忙的时候能不能{f('rejected', '先发货，批次号事后再手写补录')}。",
              "事后补录的批次没法和采摘记录对上，消费者扫出来的信息可能是错的，一旦被发现，整个溯源就没人信了。"),
         turn(f"好吧。二维码至少要 {f('number', '2 厘米')}宽才扫得出来。",
              ("", [call("bash", long_log(90, "trace-sync", f("failure", "HTTPError: 502 Bad Gateway for url: https://coop.example.cn/api/batches")
                                          + "\nexit code 1"), error=True, command=f("command", "python tools/sync_batches.py --coop COOP-HUNAN-0093"))]),
              "合作社的批次接口挂了。")),
        (turn(f"{f('pending', '和合作社把批次数据的对接格式定下来')}，他们用的是 Excel。", "好的。"),
         turn(f"印刷厂那边，{f('pending', '确认一下二维码印出来的尺寸')}。{f('constraint', '消费者扫码看到的页面不能要求登录')}。", "收到。")),
    )
    later = ((27, (turn(f"秋收结束以后，{f('pending', '从采摘到发货做一次全流程抽查')}。", "好的。"),)),)
    return Scripted("fresh2-zh-trace", "zh", rounds, tuple(f.facts), held_out=True, fresh2=True, later=later, routine=routine_zh("trace"))


def _gym() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"健身房的团课排课和签到要改。排课服务在 {f('path', 'gym/classes/schedule.kt')}。"
              f"{f('constraint', '每节课的人数不能超过教室的消防限额')}。",
              ("", [call("read", "class Schedule { fun plan() {} }\n" * 14, path="gym/classes/schedule.kt")]),
              f"每周大概有 {f('number', '340 节团课')}。"),
         turn(f"要不{f('rejected', '取消预约，到店先到先得')}？预约太麻烦了。",
              "热门的单车课和搏击课会在门口排长队，晚到的会员白跑一趟，前台会被骂。")),
        (turn("跑一下签到的接口测试。",
              ("", [call("bash", long_log(140, "gym-it", f("failure", "org.opentest4j.AssertionFailedError: expected: <201> but was: <409>\n"
                                                            "\tat CheckInApiTest.checkInTwice(CheckInApiTest.kt:52)")
                                          + "\nexit code 1"), error=True, command=f("command", "./gradlew :checkin:test --tests CheckInApiTest"))]),
              "重复签到返回了 409。"),
         turn(f"门店编号是 {f('identifier', 'GYM-SZ-NS-03')}。",
              f"对付爽约，可以{f('rejected', '爽约三次就封号一个月')}。"),
         turn("会员花钱办的卡，封一个月他们直接就去隔壁了，这种惩罚我们承受不起。", "明白，不封号。")),
        (turn(f"教练们提议{f('rejected', '所有课程统一成 45 分钟')}。",
              "瑜伽和普拉提的课程设计是 60 分钟的，硬改成 45 分钟，教练自己都说上不完。"),
         turn(f"行。签到要在开课前 {f('number', '15 分钟')}开放。",
              ("", [call("bash", f("failure", "redis.clients.jedis.exceptions.JedisConnectionException: Could not get a resource from the pool"), error=True,
                         command=f("command", "./gradlew :checkin:bootRun --args='--spring.profiles.active=staging'"))]),
              "连不上 Redis。")),
        (turn(f"{f('pending', '课满了以后给候补的会员发通知')}。{f('constraint', '会员的手机号不能出现在教练端')}。", "好的。"),
         turn(f"每个月初，{f('pending', '把教练的课时统计发给财务')}。新店在 {f('identifier', 'GYM-SZ-QH-01')}。", "收到。")),
    )
    later = ((19, (turn(f"新店开业之前，{f('pending', '把新店的教室和器械录进系统')}。", "好的。"),)),)
    return Scripted("fresh2-zh-gym", "zh", rounds, tuple(f.facts), held_out=True, fresh2=True, later=later, routine=routine_zh("gym"))


SESSIONS = (_drive(), _usedcar(), _trace(), _gym())
