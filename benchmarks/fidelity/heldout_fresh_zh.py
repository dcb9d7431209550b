"""Fresh held-out sessions (Chinese): the second half of ``heldout_fresh.py``, written the same way
and at the same time (after the rules were frozen at 662c9ba, from the descriptions below, committed
before their first run, not edited since to make a result better).

Descriptions:
- tracking: 物流轨迹推送。用户想把所有状态变化都实时推给收件人，助手婉拒（短信费用和打扰）；助手提议改用轮询
  快递公司接口，用户拒绝（对方限流）。按名拒绝：把推送外包给第三方平台。待办：夜间免打扰、和客服对一下文案、
  退订入口。
- danmaku: 直播弹幕高峰时卡顿。用户提议干脆高峰期关掉弹幕，助手不同意（主播收入）；助手提议把所有弹幕先落库
  再推送，用户否掉（延迟太高）。按名拒绝：用户端本地随机丢弃。待办：压测、敏感词库更新、给运营一个开关。
- ocr: 对公开户的营业执照 OCR。用户提议识别不出来就让客户经理手工录入，助手不赞成（合规留痕）；助手提议换一个
  云端识别服务，用户拒绝（数据不能出境/出内网）。按名拒绝：降低置信度阈值。待办：模糊图片的样本、和风控确认
  字段、上线前的抽检。
- courses: 校园选课系统开放时被挤爆。用户提议按年级分批开放，助手解释为什么不行（教务规定同一时间开放）；助手
  提议加一个排队页面让学生等，用户不同意（去年被骂）。按名拒绝：临时扩容到十倍机器。待办：缓存课程列表、
  给教务处写说明、选课结束后的对账。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (fresh held-out)
_CARDS_ZH = (("把空状态页面接上", "空状态页面接好了"), ("修一下日期选择器偶尔失灵", "日期选择器正常了"),
             ("把常量收拢到一个模块", "常量都放到一个模块里了"), ("整理 README 上的徽章", "README 徽章整理好了"),
             ("删掉没用到的样式", "没用到的样式删掉了"), ("给那个谁都看不懂的辅助函数改个名", "辅助函数改好名了"),
             ("让排序变成稳定排序", "排序稳定了"), ("审计表加上分页", "审计表可以分页了"), ("把弃用警告压下去", "弃用警告没了"))
_BOARD = 120


def routine_zh(tag: str):
    areas = ("ui", "core", "io", "jobs")

    def turns(r: int) -> tuple:
        card, outcome = _CARDS_ZH[r % len(_CARDS_ZH)]
        area = areas[r % len(areas)]
        out = [
            turn(f"接着做卡片 {r}A：{card}。",
                 ("在做。", [call("bash", f"ok: {30 + r % 7} checks", command="make lint")]),
                 f"卡片 {r}A 做完了，{outcome}，lint 没问题。"),
            turn(f"然后是卡片 {r}B。",
                 ("", [call("edit", "Applied 1 edit.", path=f"pkg/{tag}/{area}.py", oldText="a", newText="b")]),
                 f"改了 pkg/{tag}/{area}.py（{2 + r % 9} 行），卡片 {r}B 做完，{_BOARD} 张卡片关了 {r * 2} 张。"),
        ]
        if r % 3 == 1:
            out.append(turn("目前有什么异常吗？", "没什么值得说的。"))
        if r % 4 == 2:
            log = long_log(70, f"{tag}-net-{r}", "ERROR fetch https://mirror.local/simple/ - ReadTimeout after 15s")
            out.append(turn("跑一下冒烟测试。",
                            ("", [call("bash", log, error=True, command="make smoke")]),
                            ("镜像源抽风，再来一次。", [call("bash", "smoke: 12/12 green", command="make smoke")]),
                            "第二次全绿，是镜像源慢。"))
        if r % 6 == 0:
            out.append(turn(f"卡片 {r}C 明天再弄。", f"行，{r}C 先等等。"))
        if r % 6 == 1 and r > 6:
            out.append(turn(f"卡片 {r - 1}C 也关掉了。", "收到。"))
        if r % 5 == 3:
            out.append(turn("不错，继续。", "继续。"))
        return tuple(out)

    return turns


def _tracking() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"我们要做物流轨迹的消息推送，代码在 {f('path', 'notify/tracking/push_service.py')}。"
              f"前提是{f('constraint', '收件人的手机号不能出现在任何日志里')}。",
              ("", [call("read", "def push(event):\n    send(event)\n" * 20, path="notify/tracking/push_service.py")]),
              f"现在每天大约有 {f('number', '260 万条')}轨迹事件。"),
         turn(f"我的想法是{f('rejected', '每一次状态变化都实时推给收件人')}，这样体验最好？",
              "这个我有顾虑。短信是按条收费的，一个包裹一天能变七八次状态，用户也会觉得被骚扰。")),
        (turn("先跑一下单元测试。",
              ("", [call("bash", long_log(160, "track-ut", f("failure", "AssertionError: 期望推送 1 条，实际推送 3 条（重复事件未去重）")
                                          + "\nexit code 1"), error=True, command=f("command", "pytest notify/tracking -q"))]),
              "重复事件没有去重。"),
         turn(f"快递公司那边给的接口是 {f('identifier', 'https://open.express-demo.cn/v2/track')}。",
              f"另一个思路：我们{f('rejected', '定时轮询快递公司的轨迹接口')}，就不用等他们回调了。"),
         turn("这条路走不通，他们对每个账号每分钟只给 60 次调用，轮询根本撑不住。", "明白，那还是用回调。")),
        (turn(f"有人建议{f('rejected', '把推送整个外包给第三方消息平台')}。",
              "不建议把推送整个外包给第三方消息平台：收件人信息要出我们的系统，法务那关过不了。"),
         turn(f"同意。推送模板编号是 {f('identifier', 'SMS_TPL_40021')}。",
              ("", [call("bash", f("failure", "isv.BUSINESS_LIMIT_CONTROL: 触发号码天级流控"), error=True,
                         command=f("command", "python -m notify.tracking.send_test --to 138****0000"))]),
              "测试号码触发了当天的流控。")),
        (turn(f"晚上十点到早上八点要{f('pending', '加一个夜间免打扰的时段')}，这个得排上。"
              f"还有，{f('constraint', '同一个包裹一天最多发 3 条')}。", "好的。"),
         turn(f"文案的事{f('pending', '找客服一起过一遍推送文案')}，别拖。配置放在 {f('path', 'notify/tracking/templates.yaml')}。",
              "收到。")),
    )
    later = (
        (21, (turn(f"差点忘了，{f('pending', '短信里要带退订入口')}，运营商有要求。", "好的。"),)),
    )
    return Scripted("fresh-zh-tracking", "zh", rounds, tuple(f.facts), held_out=True, fresh=True, later=later,
                    routine=routine_zh("track"))


def _danmaku() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"大主播开播的时候弹幕会卡，服务在 {f('path', 'live/danmaku/gateway.go')}。"
              f"{f('constraint', '弹幕从发出到显示不能超过 2 秒')}。",
              ("", [call("read", "func Broadcast(m Msg) { for _, c := range conns { c.Send(m) } }\n" * 20, path="live/danmaku/gateway.go")]),
              f"峰值是每秒 {f('number', '18 万条')}弹幕。"),
         turn(f"高峰的时候{f('rejected', '直接把弹幕功能关掉')}算了？",
              "我不太赞成。弹幕里的礼物和互动是主播收入的大头，关掉等于让主播少赚钱。")),
        (turn("压一下现在的网关。",
              ("", [call("bash", long_log(190, "dm-bench", f("failure", "panic: send on closed channel\ngoroutine 4711 [running]")
                                          + "\nexit status 2"), error=True, command=f("command", "go test ./live/danmaku -run TestFanout -count=1"))]),
              "关闭连接时有并发写。"),
         turn(f"房间号用 {f('identifier', 'room 880021')} 测。",
              f"我有个方案：{f('rejected', '所有弹幕先写进数据库再统一推送')}，这样不会丢。"),
         turn("那延迟就爆了，一条弹幕要等落库再出来，观众早就刷过去了。", "好，我换个思路。")),
        (turn(f"运营问能不能{f('rejected', '在客户端本地随机丢掉一部分弹幕')}。",
              "客户端本地随机丢弃弹幕不合适：付费弹幕也可能被丢掉，用户会投诉。"),
         turn(f"好吧。机器是 {f('identifier', 'k8s 集群 live-sh-03')}，每个 pod {f('number', '4 核 8G')}。",
              ("", [call("bash", f("failure", "Error from server (Forbidden): pods \"danmaku-gw-7f9\" is forbidden: exceeded quota"), error=True,
                         command=f("command", "kubectl -n live scale deploy/danmaku-gw --replicas=40"))]),
              "命名空间配额不够。")),
        (turn(f"周末有大活动，{f('pending', '活动前做一次全链路压测')}。{f('constraint', '敏感词过滤不能绕过')}。", "明白。"),
         turn(f"敏感词库在 {f('path', 'live/danmaku/words/')}，{f('pending', '把新一批敏感词导进去')}，法务昨天刚给的。", "好的。")),
    )
    later = (
        (15, (turn(f"运营那边想要{f('pending', '一个能按房间关闭弹幕的后台开关')}，记一下。", "好的。"),)),
    )
    return Scripted("fresh-zh-danmaku", "zh", rounds, tuple(f.facts), held_out=True, fresh=True, later=later,
                    routine=routine_zh("dm"))


def _ocr() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"对公开户要识别营业执照，识别服务在 {f('path', 'kyc/ocr/license_reader.py')}。"
              f"{f('constraint', '影像资料一律不能离开行内网络')}。",
              ("", [call("read", "def read(img):\n    return model(img)\n" * 15, path="kyc/ocr/license_reader.py")]),
              f"现在字段级准确率是 {f('number', '91.3%')}。"),
         turn(f"识别不出来的时候，{f('rejected', '让客户经理手工把信息敲进去')}不就行了？",
              "从合规角度看有问题：手工录入没有原图和识别结果的比对留痕，审计会追问。")),
        (turn("跑一遍回归集。",
              ("", [call("bash", long_log(170, "ocr-reg", f("failure", "ValueError: 统一社会信用代码校验位错误：91440300MA5XXXXX1")
                                          + "\nexit code 1"), error=True, command=f("command", "python -m kyc.ocr.regress --set reg-2025q1"))]),
              "有一批信用代码的校验位识别错了。"),
         turn(f"回归集的编号是 {f('identifier', 'reg-2025q1')}。",
              f"要不我们{f('rejected', '换成某家云厂商的识别接口')}？他们的准确率更高。"),
         turn("这个想都别想，影像出不了内网，这是红线。", "明白。")),
        (turn(f"有同事说{f('rejected', '把置信度阈值从 0.9 降到 0.7')}就能少很多转人工。",
              "降低置信度阈值到 0.7 风险太大，错误识别会直接进开户系统。"),
         turn(f"嗯。模型版本是 {f('identifier', 'lic-ocr v2.3.1')}。",
              ("", [call("bash", f("failure", "CUDA error: out of memory (tried to allocate 1.50 GiB)"), error=True,
                         command=f("command", "python -m kyc.ocr.serve --batch 64"))]),
              "批量太大，显存不够。")),
        (turn(f"{f('pending', '收集一批拍糊了的营业执照样本')}，下周要用。每张图不超过 {f('number', '5 MB')}。", "好的。"),
         turn(f"字段清单在 {f('path', 'kyc/ocr/fields.json')}，{f('pending', '跟风控确认必须识别的字段')}这件事我这周想落地。"
              f"{f('constraint', '识别结果必须保留原图的哈希')}。", "收到。")),
    )
    later = (
        (26, (turn(f"上线之前{f('pending', '做一次人工抽检')}，比例按百分之五。", "好的。"),)),
    )
    return Scripted("fresh-zh-ocr", "zh", rounds, tuple(f.facts), held_out=True, fresh=True, later=later,
                    routine=routine_zh("ocr"))


def _courses() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"每学期选课一开放系统就挂，入口是 {f('path', 'course/select/api.py')}。"
              f"{f('constraint', '同一门课的名额绝对不能超卖')}。",
              ("", [call("read", "def select(student, course):\n    ...\n" * 20, path="course/select/api.py")]),
              f"去年开放的第一分钟有 {f('number', '3.2 万人')}同时在线。"),
         turn(f"要是{f('rejected', '按年级分批开放选课')}，压力不就分散了吗？",
              "教务处的规定是全校同一时间开放，分批的话低年级会说不公平，这个我们改不了。")),
        (turn("压测一下选课接口。",
              ("", [call("bash", long_log(150, "course-load", f("failure", "Deadlock found when trying to get lock; try restarting transaction")
                                          + "\nexit code 1"), error=True, command=f("command", "locust -f load/select.py --headless -u 5000 -r 500"))]),
              "高并发下名额扣减死锁了。"),
         turn(f"数据库是 {f('identifier', 'mysql-edu-01')}。",
              f"我建议{f('rejected', '加一个排队页面让学生按顺序进入')}。"),
         turn("去年试过，被学生在论坛上骂惨了，说像抢火车票，今年不想再来一次。", "好，那就不做排队。")),
        (turn(f"信息中心问要不要{f('rejected', '临时扩容到十倍的机器')}。",
              "临时扩容到十倍的机器没用：瓶颈在数据库的行锁，不在应用服务器。"),
         turn(f"明白。课程表大概 {f('number', '4800 门课')}。",
              ("", [call("bash", f("failure", "redis.exceptions.ResponseError: OOM command not allowed"), error=True,
                         command=f("command", "python scripts/warm_cache.py --term 2025-spring"))]),
              "预热缓存时 Redis 内存满了。")),
        (turn(f"学期代码是 {f('identifier', '2025-spring')}，{f('pending', '把课程列表做成缓存')}，开放前搞定。"
              f"{f('constraint', '选课结果必须以数据库为准')}。", "好的。"),
         turn(f"教务处那边，{f('pending', '给教务处写一份这次改动的说明')}。日志放在 {f('path', '/var/log/course/select.log')}。", "收到。")),
    )
    later = (
        (19, (turn(f"等选课结束，{f('pending', '核对每门课的最终人数')}。", "好的。"),)),
    )
    return Scripted("fresh-zh-courses", "zh", rounds, tuple(f.facts), held_out=True, fresh=True, later=later,
                    routine=routine_zh("course"))


SESSIONS = (_tracking(), _danmaku(), _ocr(), _courses())
