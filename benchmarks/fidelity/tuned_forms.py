"""Tuned sessions for the forms the fresh held-out set showed the rules missed (MISSED.md, third round).

What the fresh set (``heldout_fresh*.py``) missed, by form, is written here in new domains and new
wording (nothing copied from the fresh set): a turn-down said as a consequence, a doubt or a story of
a past failure, with no "no" in it; a proposal put by a third party ("the branch managers
suggested …", "有商家问能不能…"), said as "my idea is" ("我的想法是…", "我有个主意：") or as a question
about someone else ("Could the drivers just …?", "…不就行了？"); an open item said as a bare instruction
the assistant only acknowledges, with a deadline clause ("before any of this goes live", "开售之前",
"大促前", "等高峰过去"), an obligation ("we promised them …") or a note ("put this on our list", "记一笔");
and failures whose cause is two lines of output. The rules of the third round (``proposals.py``,
``lexicon.py``, ``requests.py``, ``failures.py``) were developed on these; the second fresh set
(``heldout_fresh2*.py``) is their check.

Routine work (``routine_en``, ``routine_zh``) is this file's own and deliberately has the things a
looser rule would turn into noise: instructions the assistant acts on at once, an instruction only
acknowledged and done a round later, proposals that are accepted (by a yes, by an echo, by doing it),
and status questions answered with a fact.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

_CHORES_EN = (("bump the lockfile", "lockfile bumped"), ("split the settings page", "settings page split in two"),
              ("delete the dead feature toggle", "dead feature toggle deleted"), ("retitle the error dialogs", "error dialogs retitled"),
              ("cache the avatar lookups", "avatar lookups cached"), ("sort the import statements", "import statements sorted"),
              ("trim the seed data", "seed data trimmed"))
_CHORES_ZH = (("升级一下锁文件", "锁文件升级好了"), ("把设置页拆成两页", "设置页拆好了"), ("删掉废弃的功能开关", "废弃的功能开关删掉了"),
              ("统一错误弹窗的标题", "错误弹窗的标题统一了"), ("给头像查询加缓存", "头像查询加上缓存了"), ("整理导入语句的顺序", "导入语句排好序了"),
              ("精简种子数据", "种子数据精简好了"))


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        chore, did = _CHORES_EN[r % len(_CHORES_EN)]
        out = [turn(f"Ticket T-{r}: {chore}.",
                    ("", [call("edit", "Applied 1 edit.", path=f"app/{tag}/part{r % 4}.py", oldText="x", newText="y")]),
                    f"Ticket T-{r} closed, {did}.")]
        if r % 3 == 0:
            out.append(turn("How are we doing?", f"On track. Shall I rebase the branch on main before ticket T-{r + 1}?"))
            out.append(turn("Yes, go ahead.", ("", [call("bash", "Successfully rebased.", command="git rebase main")]), "Rebased."))
        if r % 4 == 1:
            out.append(turn("Is the preview deploy still up?", f"It is, preview build {r} has been up since this morning."))
        if r % 5 == 0:
            out.append(turn(f"Please tidy the changelog entries of sprint {r} when you get to it.", "Okay."))
        if r % 5 == 1 and r > 5:
            out.append(turn("Anything else from yesterday?", f"The changelog entries of sprint {r - 1} are tidied now."))
        if r % 6 == 2:
            out.append(turn("Could we fold the two tiny config tickets into one pull request?",
                            "Good call, one pull request it is."))
        if r % 7 == 3:
            out.append(turn("Should I keep the old fixtures around for now?", "Keep them, yes."))
        return tuple(out)

    return turns


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        chore, did = _CHORES_ZH[r % len(_CHORES_ZH)]
        out = [turn(f"工单 T-{r}：{chore}。",
                    ("", [call("edit", "Applied 1 edit.", path=f"app/{tag}/part{r % 4}.py", oldText="x", newText="y")]),
                    f"工单 T-{r} 关掉了，{did}。")]
        if r % 3 == 0:
            out.append(turn("进展怎么样？", f"正常。要不要我在做 T-{r + 1} 之前先把分支变基到 main？"))
            out.append(turn("要，弄吧。", ("", [call("bash", "Successfully rebased.", command="git rebase main")]), "变基完成。"))
        if r % 4 == 1:
            out.append(turn("预览环境还在吗？", f"在，预览构建 {r} 从早上起一直正常。"))
        if r % 5 == 0:
            out.append(turn(f"有空把第 {r} 个迭代的变更日志整理一下。", "好的。"))
        if r % 5 == 1 and r > 5:
            out.append(turn("昨天的事还有吗？", f"第 {r - 1} 个迭代的变更日志已经整理好了。"))
        if r % 6 == 2:
            out.append(turn("两个小配置工单能不能合成一个合并请求？", "可以，合成一个。"))
        if r % 7 == 3:
            out.append(turn("旧的测试夹具先留着吗？", "留着。"))
        return tuple(out)

    return turns


def _library() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The county libraries want overdue fines recalculated nightly. The job is {f('path', 'loans/fines/nightly.py')} and "
              f"{f('constraint', 'a fine can never exceed the replacement price of the item')}.",
              ("", [call("read", "def run(day):\n    pass\n" * 20, path="loans/fines/nightly.py")]),
              f"There are {f('number', '58,000 open loans')} right now."),
         turn(f"Could the job just {f('rejected', 'recompute every fine since the loan started on each run')}?",
              "Then the job would take most of the night and lock the loans table while the branches open. "
              "It has to work from yesterday's totals.")),
        (turn("Run it against last night's snapshot.",
              ("", [call("bash", long_log(140, "lib-run", f("failure", "Traceback (most recent call last):\nZeroDivisionError: division by zero")
                                          + "\nexit code 1"), error=True, command=f("command", "python -m loans.fines.nightly --snapshot 2025-02-11"))]),
              "A loan period of zero days breaks the rate."),
         turn(f"The consortium id is {f('identifier', 'LIBCON-044')}.",
              f"My idea is to {f('rejected', 'waive fines under one euro automatically')}, it would cut the letters by half."),
         turn("The board tried that in 2019 and patrons learned to return everything one day late. They still bring it up.",
              "Understood, no automatic waiver.")),
        (turn(f"The branch managers suggested {f('rejected', 'emailing patrons every single day a book is late')}.",
              "I'm not convinced that's a good trade: people would start filtering our mail and miss the hold notices too."),
         turn(f"Fair. Grace period is {f('number', '3 days')}.",
              ("", [call("edit", "Applied 1 edit.", path="loans/fines/rules.py", oldText="GRACE = 0", newText="GRACE = 3")]),
              f"Set in {f('path', 'loans/fines/rules.py')}.")),
        (turn(f"{f('pending', 'Send the branch managers the new fine schedule')}. And {f('constraint', 'cards issued to children are never fined')}.",
              "Okay."),
         turn(f"Before any of this goes live, {f('pending', 'get the consortium lawyer to sign off on the wording')}.", "Noted.")),
    )
    later = ((16, (turn(f"We promised the auditors {f('pending', 'a monthly export of waived fines')}.", "Okay."),)),)
    return Scripted("tuned-en-forms-library", "en", rounds, tuple(f.facts), later=later, routine=routine_en("lib"))


def _podcast() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"Our podcast feed keeps failing validation. The generator is {f('path', 'feed/rss/build.ts')}; "
              f"{f('constraint', 'episode GUIDs must not change once published')}.",
              ("", [call("read", "export function build() {}\n" * 20, path="feed/rss/build.ts")]),
              f"The feed has {f('number', '312 episodes')}."),
         turn(f"What if the generator {f('rejected', 'regenerated all GUIDs from the episode titles')}?",
              "We went through something like that with another show: every app re-downloaded the whole back catalogue "
              "and the hosting bill tripled that month.")),
        (turn("Validate the feed.",
              ("", [call("bash", f("failure", "error: <enclosure> is missing the length attribute\n  at item 87 (episode-0087)"),
                         error=True, command=f("command", "npx podcast-validator dist/feed.xml"))]),
              "One enclosure has no length."),
         turn(f"The show id on the directory is {f('identifier', 'show-7781-nightjar')}.",
              f"Another way out would be to {f('rejected', 'split the feed into one feed per season')}."),
         turn("Subscribers would have to find and add every season by hand. Most of them never would.",
              "Right, one feed then.")),
        (turn(f"A listener wrote in asking whether we could {f('rejected', 'publish the episodes an hour earlier')}.",
              "That one worries me: the sponsors' read windows are booked against the current release time."),
         turn(f"OK. Max enclosure size for the host is {f('number', '200 MB')}.",
              ("", [call("bash", f("failure", "413 Request Entity Too Large"), error=True,
                         command=f("command", "curl -T dist/ep-0312.mp3 https://upload.hostcast.example/v1/media"))]),
              "The upload of the newest episode is too big.")),
        (turn(f"Put this on our list: {f('pending', 'ask the host to raise the upload limit')}. "
              f"{f('constraint', 'Only publish on Tuesdays')}.", "Will do."),
         turn(f"{f('pending', 'Write alt text for every episode cover')}, the accessibility review is next month.", "Okay.")),
    )
    later = ((22, (turn(f"I owe the co-host {f('pending', 'a list of episodes with broken chapter marks')}.", "Okay."),)),)
    return Scripted("tuned-en-forms-podcast", "en", rounds, tuple(f.facts), later=later, routine=routine_en("pod"))


def _warehouse() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"Pickers walk too far in warehouse B. The route planner is {f('path', 'wms/picking/route.go')} and "
              f"{f('constraint', 'heavy items always go to the bottom of the trolley')}.",
              ("", [call("read", "func Plan(o Order) Route { return nil }\n" * 20, path="wms/picking/route.go")]),
              f"An average pick list is {f('number', '23 lines')}."),
         turn(f"Can't the pickers simply {f('rejected', 'pick aisle by aisle in alphabetical order')}?",
              "That ignores the one-way aisles; they would double back past the loading dock every few minutes.")),
        (turn("Benchmark the planner on yesterday's orders.",
              ("", [call("bash", long_log(160, "wms-bench", f("failure", "panic: runtime error: invalid memory address or nil pointer dereference\n"
                                                               "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18]")
                                          + "\nexit status 2"), error=True, command=f("command", "go run ./cmd/bench --orders 2025-01-30.csv"))]),
              "The planner crashes on an order with no location."),
         turn(f"The site code is {f('identifier', 'WH-B-ROTTERDAM')}.",
              f"We could {f('rejected', 'reslot the fast movers next to packing every night')}."),
         turn("The night shift is two people. Moving a few hundred pallets every night would eat all their time.",
              "Okay, no nightly reslotting.")),
        (turn(f"The floor lead proposed {f('rejected', 'giving each picker a fixed zone')}.",
              "Fixed zones sound tidy, but orders would wait at every zone boundary and the long lines would get longer."),
         turn(f"Makes sense. Trolleys hold {f('number', '180 kg')}.", "Noted.")),
        (turn(f"{f('pending', 'Show the floor lead the new routes on the big screen')}. "
              f"{f('constraint', 'Do not route anyone through the cold room')}.", "Okay."),
         turn(f"Once peak season is over, {f('pending', 'rerun the walking-distance comparison')}.", "Will do.")),
    )
    later = ((27, (turn(f"One more for the list: {f('pending', 'label the mezzanine locations in the planner')}.", "Okay."),)),)
    return Scripted("tuned-en-forms-warehouse", "en", rounds, tuple(f.facts), later=later, routine=routine_en("wms"))


def _bikes() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The bike-share vans rebalance stations badly at rush hour. The optimiser is {f('path', 'ops/rebalance/solver.py')}; "
              f"{f('constraint', 'a van must never carry more than 20 bikes')}.",
              ("", [call("read", "def solve(stations):\n    return []\n" * 20, path="ops/rebalance/solver.py")]),
              f"We run {f('number', '14 vans')} in the morning."),
         turn(f"Shouldn't the vans {f('rejected', 'just fill every station to full before 7 am')}?",
              "Full stations at 7 am means nowhere to park at 8 am in the centre, which is where the complaints come from.")),
        (turn("Solve this morning's plan.",
              ("", [call("bash", f("failure", "ortools: INFEASIBLE\nno route serves station 4411 within the time window"),
                         error=True, command=f("command", "python -m ops.rebalance.solver --date 2025-03-04 --shift am"))]),
              "One station can't be reached in its window."),
         turn(f"The city contract number is {f('identifier', 'CTR-BIKE-2023-17')}.",
              f"I'd suggest we {f('rejected', 'let riders earn credits for returning bikes to empty stations')}."),
         turn("Hmm. The city has to approve any new pricing, and that takes half a year.", "Understood, that's out for now.")),
        (turn(f"Dispatch asked if we could {f('rejected', 'send the vans out every 10 minutes instead of every 30')}.",
              "Doing that would burn the drivers' break time; the union agreement sets the breaks."),
         turn(f"Right. Station capacity averages {f('number', '24 docks')}.",
              ("", [call("bash", long_log(90, "bike-api", f("failure", "HTTPError: 503 Service Unavailable for url: https://gbfs.citybikes.example/station_status.json")
                                          + "\nexit code 1"), error=True, command=f("command", "python -m ops.rebalance.fetch_status"))]),
              "The city's status feed is down.")),
        (turn(f"{f('pending', 'Walk the dispatch team through the new morning plan')}. The plan lives in {f('path', 'ops/rebalance/plans/')}.",
              "Okay."),
         turn(f"We owe the city {f('pending', 'a quarterly report on empty-station minutes')}.", "Noted.")),
    )
    later = ((18, (turn(f"Before the summer timetable starts, {f('pending', 'add the two new stations at the harbour')}.", "Okay."),)),)
    return Scripted("tuned-en-forms-bikes", "en", rounds, tuple(f.facts), later=later, routine=routine_en("bike"))


def _delivery() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"外卖派单在午高峰老是派得很远，派单服务在 {f('path', 'dispatch/assign/matcher.py')}。"
              f"{f('constraint', '一个骑手手上同时不能超过 5 单')}。",
              ("", [call("read", "def assign(order, riders):\n    pass\n" * 20, path="dispatch/assign/matcher.py")]),
              f"午高峰每分钟大概 {f('number', '1200 单')}。"),
         turn(f"我的想法是{f('rejected', '每单都派给离商家最近的骑手')}，这样最省事？",
              "那样的话附近的骑手会被一直塞单，远一点的骑手一直空等，等单时间反而更长。")),
        (turn("回放一下昨天中午的数据。",
              ("", [call("bash", long_log(150, "dispatch-replay", f("failure", "KeyError: 'rider_id'\n  in assign_batch (matcher.py:212)")
                                          + "\nexit code 1"), error=True, command=f("command", "python -m dispatch.replay --date 2025-04-02 --window 11:00-13:00"))]),
              "有一批订单没有骑手编号。"),
         turn(f"城市编码是 {f('identifier', 'city 0571')}。",
              f"我有个主意：{f('rejected', '把超过 3 公里的订单统一加价')}，远单就少了。"),
         turn("这个我不太放心，商家会觉得我们在赶客，去年有商家因为配送费的事集体下线过。", "好，那不加价。")),
        (turn(f"有商家问能不能{f('rejected', '让商家自己指定骑手')}。",
              "让商家自己指定骑手的话，熟人骑手会被抢着用，派单的公平性就没了。"),
         turn(f"嗯。骑手平均时速按 {f('number', '18 公里')}算。",
              ("", [call("bash", f("failure", "redis.exceptions.TimeoutError: Timeout reading from socket"), error=True,
                         command=f("command", "python -m dispatch.cache.warm --city 0571"))]),
              "预热骑手位置缓存时 Redis 超时了。")),
        (turn(f"{f('pending', '把新的派单规则讲给站长们听')}。{f('constraint', '雨天的配送时间不能按晴天算')}。", "好的。"),
         turn(f"大促前{f('pending', '把派单服务的扩容方案定下来')}。", "收到。")),
    )
    later = ((19, (turn(f"等午高峰过去，{f('pending', '把骑手的接单率再统计一遍')}。", "好的。"),)),)
    return Scripted("tuned-zh-forms-delivery", "zh", rounds, tuple(f.facts), later=later, routine=routine_zh("dsp"))


def _meters() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"智能电表的数据每天凌晨采集，有一批表老是漏数据。采集程序在 {f('path', 'meter/collect/poller.c')}。"
              f"{f('constraint', '抄表数据只能追加，不能覆盖')}。",
              ("", [call("read", "int poll(int id) { return 0; }\n" * 20, path="meter/collect/poller.c")]),
              f"一个台区大约 {f('number', '800 块表')}。"),
         turn(f"漏了的表{f('rejected', '直接用前一天的读数补上')}不就行了？",
              "补出来的读数会进电费账单，一旦用户来查，我们拿不出真实的读数，这是要被投诉到能源局的。")),
        (turn("重跑一下昨晚漏掉的台区。",
              ("", [call("bash", f("failure", "E_TIMEOUT: meter 33018841 did not answer\nretry 3/3 failed"), error=True,
                         command=f("command", "./poller --area TQ-1187 --retry 3"))]),
              "有一块表三次都没应答。"),
         turn(f"台区编号是 {f('identifier', 'TQ-1187')}。",
              f"或者{f('rejected', '把采集间隔从一天缩短到一小时')}，漏一次也能很快补回来。"),
         turn("集中器的信道带宽就那么点，一小时一次会把白天的控制指令全堵住。", "明白，间隔不动。")),
        (turn(f"运维那边提议{f('rejected', '把老的载波表全部换成 4G 表')}。",
              "全部换表的费用今年的预算根本覆盖不了，而且要一户一户上门。"),
         turn(f"好。电表通信协议是 {f('identifier', 'DL/T 645-2007')}。",
              ("", [call("bash", long_log(120, "meter-parse", f("failure", "ParseError: frame checksum mismatch at byte 14")
                                          + "\nexit code 2"), error=True, command=f("command", "python tools/parse_frames.py dumps/tq1187.bin"))]),
              "有一帧校验和不对。")),
        (turn(f"年底结算之前{f('pending', '把漏采的表整理成清单发给供电所')}。{f('constraint', '不要在白天下发批量指令')}。", "好的。"),
         turn(f"{f('pending', '给集中器的固件版本做一次盘点')}，记一笔。", "记下了。")),
    )
    later = ((25, (turn(f"等这轮换表忙完，{f('pending', '重新评估一下漏采率')}。", "好的。"),)),)
    return Scripted("tuned-zh-forms-meters", "zh", rounds, tuple(f.facts), later=later, routine=routine_zh("mtr"))


def _tickets() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"景区的分时预约一到节假日就约满，预约服务在 {f('path', 'booking/slots/service.java')}。"
              f"{f('constraint', '每个时段的人数不能超过景区核定的承载量')}。",
              ("", [call("read", "public class SlotService {}\n" * 20, path="booking/slots/service.java")]),
              f"国庆每天放 {f('number', '4 万张')}票。"),
         turn(f"{f('rejected', '节假日取消分时段、全天通用')}，大家就不用抢了吧？",
              "全天通用的话上午十点左右会一下子涌进来，去年五一就是这么堵在山门口的，最后还上了新闻。")),
        (turn("压一下预约接口。",
              ("", [call("bash", long_log(170, "slot-load", f("failure", "java.sql.SQLTransactionRollbackException: Deadlock found\n"
                                                               "  at SlotService.reserve(SlotService.java:88)")
                                          + "\nexit code 1"), error=True, command=f("command", "jmeter -n -t load/reserve.jmx -l out.jtl"))]),
              "高并发下扣减名额会死锁。"),
         turn(f"景区编码是 {f('identifier', 'SCENIC-3301-A')}。",
              f"我倾向于{f('rejected', '节假日改成抽签制')}，提前一周抽。"),
         turn("抽签的话外地游客没法提前安排行程，酒店和车票都订不了。", "好，不抽签。")),
        (turn(f"旅行社那边希望{f('rejected', '给团队票单独留一半名额')}。",
              "留一半给团队的话散客的票就更难约了，投诉会集中到我们这边。"),
         turn(f"行。单个账号最多约 {f('number', '5 张')}。",
              ("", [call("bash", f("failure", "Error: certificate has expired\n  while calling https://id-verify.gov.example/api/check"), error=True,
                         command=f("command", "node scripts/check_id_api.js"))]),
              "实名核验接口的证书过期了。")),
        (turn(f"开售之前{f('pending', '跟公安确认一下实名核验的调用量')}。{f('constraint', '身份证号只存加密后的值')}。", "好的。"),
         turn(f"{f('pending', '给售票窗口的同事准备一份退改签的说明')}。", "收到。")),
    )
    later = ((20, (turn(f"节假日前{f('pending', '把候补排队功能做完')}。", "好的。"),)),)
    return Scripted("tuned-zh-forms-tickets", "zh", rounds, tuple(f.facts), later=later, routine=routine_zh("tkt"))


def _groupbuy() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"社区团购的团长佣金每周结算一次，最近老算错。结算脚本在 {f('path', 'settle/commission/weekly.py')}。"
              f"{f('constraint', '佣金必须按实际签收的订单算')}。",
              ("", [call("read", "def settle(week):\n    pass\n" * 20, path="settle/commission/weekly.py")]),
              f"现在有 {f('number', '2300 个团长')}。"),
         turn(f"能不能{f('rejected', '按下单金额直接结算，退款以后再扣回来')}？",
              "以后再扣的话，有些团长拿了钱就不做了，扣不回来的钱最后都成了坏账。")),
        (turn("跑一下上周的结算。",
              ("", [call("bash", f("failure", "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\n  row 1874: amount='12,50'"),
                         error=True, command=f("command", "python -m settle.commission.weekly --week 2025-W14"))]),
              "有一行金额用了逗号当小数点。"),
         turn(f"上周的批次号是 {f('identifier', 'BATCH-2025W14-07')}。",
              f"要不{f('rejected', '把结算改成每天一次')}？错了也能早点发现。"),
         turn("团长们是按周对账的，改成每天结算，他们对账的工作量翻七倍。", "好，还是按周。")),
        (turn(f"财务的同事说{f('rejected', '佣金统一按整数元发放')}省事。",
              "统一取整的话，一年下来差出来的钱不是小数，审计会问。"),
         turn(f"好吧。佣金比例是 {f('number', '8%')}。",
              ("", [call("bash", long_log(130, "settle-pay", f("failure", "PaymentError: 账户 0072 余额不足") + "\nexit code 3"),
                         error=True, command=f("command", "python -m settle.pay --batch BATCH-2025W14-07 --dry-run"))]),
              "付款账户余额不够。")),
        (turn(f"下周一之前{f('pending', '把算错的那几周给团长补发')}。{f('constraint', '不要直接改历史结算记录')}。", "好的。"),
         turn(f"{f('pending', '给团长出一份结算规则的说明')}，放到团长后台。", "收到。")),
    )
    later = ((23, (turn(f"帮我记着：{f('pending', '年底前把结算脚本迁到新的调度平台')}。", "好的。"),)),)
    return Scripted("tuned-zh-forms-groupbuy", "zh", rounds, tuple(f.facts), later=later, routine=routine_zh("grp"))


SESSIONS = (_library(), _podcast(), _warehouse(), _bikes(), _delivery(), _meters(), _tickets(), _groupbuy())
