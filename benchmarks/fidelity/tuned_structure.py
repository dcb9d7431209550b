"""Tuned sessions for the fourth round: proposals found by structure, requests in any form, and the noise
the second fresh set showed (MISSED.md, third round).

What the second fresh set (``heldout_fresh2*.py``) missed is written here again in new domains and in
wording of this file's own (nothing copied from that set): options put forward by grammar rather than by a
listed opening — a modal with any subject ("the drivers might …", "parents could …", "I'd simply …", "we
might as well …", "…，不妨…", "…，可以…"), a why-question with a negated auxiliary ("Why couldn't we …?"),
a reported ask ("The head baker asked for …", "家长们希望…"), a plain statement the reply points back at
("Other museums let visitors …" / "That only works …"); and work asked for without an imperative — a polite
question accepted with a yes ("Could you put together …?" / "Sure thing."), a wish ("I'd love …", "我希望
…"). The rules of the fourth round (``replies.py``, ``requests.py``, ``facts.closes`` / ``facts.labels``)
were developed on these; the third fresh set (``heldout_fresh3*.py``) is their check.

Routine work (``routine_en``, ``routine_zh``) has the noise those rules must not add to and the noise the
third round left: numbered cards on a board closed by "Card N wrapped up", a release cut "after the board
empties" closed by "rc-N is cut", ticket numbers (``T-12``) in repeated sentences, statements of fact
answered by another fact, polite requests the assistant does at once, and wishes it fulfils.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

_CARDS_EN = (("tidy the colour tokens", "colour tokens tidied"), ("lazy-load the gallery", "gallery loads lazily"),
             ("drop the legacy polyfills", "legacy polyfills gone"), ("rename the route helpers", "route helpers renamed"),
             ("pin the linter version", "linter version pinned"), ("shrink the hero image", "hero image is smaller"))
_CARDS_ZH = (("整理颜色变量", "颜色变量整理好了"), ("图库改成懒加载", "图库懒加载弄好了"), ("去掉旧的兼容脚本", "旧的兼容脚本去掉了"),
             ("统一路由工具函数的命名", "路由工具函数改好名了"), ("锁定代码检查工具的版本", "代码检查工具的版本锁好了"),
             ("压缩首页大图", "首页大图压完了"))


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        card, outcome = _CARDS_EN[r % len(_CARDS_EN)]
        out = [turn(f"Card {r} on the board: {card}.",
                    ("", [call("edit", "Applied 1 edit.", path=f"site/{tag}/mod{r % 3}.ts", oldText="a", newText="b")]),
                    f"Card {r} wrapped up: {outcome}.")]
        if r % 4 == 2:
            out.append(turn(f"Could you rerun the smoke suite for ticket T-{r}?",
                            ("", [call("bash", f"{30 + r % 7} passed", command="npm run smoke")]), f"Smoke suite green for T-{r}."))
        if r % 5 == 3:
            out.append(turn(f"Cut release rc-{r} after the board empties.", "Sure thing."))
        if r % 5 == 4:
            out.append(turn("Anything left on the board?", f"Nothing left, and rc-{r - 1} is cut."))
        if r % 6 == 1:
            out.append(turn("The staging banner still says beta.", "It does; the banner text comes from the release notes."))
        if r % 7 == 2:
            out.append(turn("I'd like the changelog regenerated.",
                            ("", [call("bash", "changelog written", command="npm run changelog")]), "Regenerated."))
        return tuple(out)

    return turns


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        card, outcome = _CARDS_ZH[r % len(_CARDS_ZH)]
        out = [turn(f"看板上的卡片 {r}：{card}。",
                    ("", [call("edit", "Applied 1 edit.", path=f"site/{tag}/mod{r % 3}.ts", oldText="a", newText="b")]),
                    f"卡片 {r} 收尾了，{outcome}。")]
        if r % 4 == 2:
            out.append(turn(f"能帮我把工单 T-{r} 的冒烟测试再跑一遍吗？",
                            ("", [call("bash", f"{30 + r % 7} passed", command="npm run smoke")]), f"T-{r} 的冒烟测试全过。"))
        if r % 5 == 3:
            out.append(turn(f"看板清完之后切一个发布候选 rc-{r}。", "好嘞。"))
        if r % 5 == 4:
            out.append(turn("看板上还有东西吗？", f"没有了，rc-{r - 1} 也切好了。"))
        if r % 6 == 1:
            out.append(turn("预发环境的横幅还写着测试版。", "对，横幅的文字是从发布说明里取的。"))
        if r % 7 == 2:
            out.append(turn("我希望把变更日志重新生成一下。",
                            ("", [call("bash", "changelog written", command="npm run changelog")]), "重新生成了。"))
        return tuple(out)

    return turns


def _bakery() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"Our bakery takes wholesale orders from cafés through a little web app; the order intake is "
              f"{f('path', 'orders/wholesale/intake.rb')}. {f('constraint', 'An order placed after 2 pm is baked the day after next')}.",
              ("", [call("read", "class Intake\nend\n" * 12, path="orders/wholesale/intake.rb")]),
              f"We bake for {f('number', '64 cafés')} at the moment."),
         turn(f"The cafés keep changing their minds, so I'd simply {f('rejected', 'let cafés edit an order up to an hour before the van leaves')}.",
              "The dough for tomorrow is mixed at 9 pm; an edit at 5 am would change an order we can no longer bake, "
              "and the drivers would load the wrong crates.")),
        (turn("Run the intake specs.",
              ("", [call("bash", long_log(120, "bakery-spec", f("failure", "Failure/Error: expect(order.bake_on).to eq(Date.new(2025, 3, 4))\n"
                                                               "  expected: 2025-03-04 got: 2025-03-03")
                                          + "\nexit code 1"), error=True, command=f("command", "bundle exec rspec spec/intake_spec.rb"))]),
              "The cut-off is read in UTC, so orders just after 2 pm land a day early."),
         turn(f"The app's account with the payment provider is {f('identifier', 'acct_BAKE_77Q2')}.",
              f"For the morning rush, the drivers might {f('rejected', 'skip the delivery note and just leave the crates at the back door')}."),
         turn("Two cafés had crates go missing from a back door last winter, and the note is what the insurer asks for.",
              "Right, the note stays.")),
        (turn(f"The head baker asked for {f('rejected', 'a separate order form for gluten-free loaves')}.",
              "A second form splits the same café's order in two, and the packing list would no longer match the invoice."),
         turn(f"Fine. Minimum order is {f('number', '12 loaves')}.",
              ("", [call("bash", f("failure", "PG::UndefinedColumn: ERROR:  column orders.min_qty does not exist"), error=True,
                         command=f("command", "bin/rails db:migrate:status"))]),
              "The minimum-quantity column was never migrated.")),
        (turn(f"Could you put together {f('pending', 'a price sheet for the new rye range')}? The cafés get it in March.", "Sure thing."),
         turn(f"I'd love {f('pending', 'a printable packing list per van')} by the end of the month. "
              f"{f('constraint', 'Never show one café the prices of another')}.", "Noted.")),
    )
    later = ((18, (turn(f"Once the Easter orders are in, {f('pending', 'compare the hot cross bun numbers with last year')}.", "Okay."),)),)
    return Scripted("tuned-en-structure-bakery", "en", rounds, tuple(f.facts), later=later, routine=routine_en("bake"))


def _museum() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The museum's audio guide is getting a new player; the playlist builder is {f('path', 'guide/player/playlist.swift')}. "
              f"{f('constraint', 'Every track must have a written transcript')}.",
              ("", [call("read", "struct Playlist {}\n" * 14, path="guide/player/playlist.swift")]),
              f"There are {f('number', '212 tracks')} across the three floors."),
         turn(f"Other museums let visitors {f('rejected', 'download the whole guide at home before they come')}.",
              "That only works for people who plan ahead; most of our visitors decide at the door, and the full guide is "
              "over a gigabyte on a phone plan.")),
        (turn("Build the player for the simulator.",
              ("", [call("bash", f("failure", "error: cannot find 'TranscriptView' in scope\n  --> guide/player/TrackScreen.swift:41:9"),
                         error=True, command=f("command", "xcodebuild -scheme GuidePlayer -destination 'platform=iOS Simulator,name=iPhone 15'"))]),
              "The transcript view was moved to another target."),
         turn(f"The beacon for the sculpture hall is {f('identifier', 'BCN-HALL-C-09')}.",
              f"We might as well {f('rejected', 'start each track automatically when a visitor walks past a beacon')}."),
         turn("People stop to talk in front of the big pieces; a track starting on its own in the middle of a "
              "conversation is the complaint we got with the old guide.",
              "Understood, tracks start on a tap.")),
        (turn(f"Why couldn't we {f('rejected', 'charge two pounds for the guide')}?",
              "The grant that paid for it says the guide is free; charging for it would mean paying part of the grant back."),
         turn(f"OK. Tracks are at most {f('number', '3 minutes')} long.",
              ("", [call("bash", long_log(90, "guide-upload", f("failure", "413 Payload Too Large: track-118.m4a")
                                          + "\nexit code 22"), error=True, command=f("command", "curl -f -T dist/tracks.zip https://cdn.example.org/guide/upload"))]),
              "The CDN refuses the archive; it's over its upload limit.")),
        (turn(f"We need {f('pending', 'a large-print map of the second floor')} for the front desk. "
              f"And {f('pending', 'check the transcripts of the children’s trail')} before the school holidays.", "Okay."),
         turn(f"The curators keep the label texts in {f('path', 'content/labels/')}.", "Good to know.")),
    )
    later = ((26, (turn(f"Would you mind {f('pending', 'writing the volunteers a one-page how-to for the new player')}?", "Happy to."),)),)
    return Scripted("tuned-en-structure-museum", "en", rounds, tuple(f.facts), later=later, routine=routine_en("mus"))


def _schoolbus() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The district wants the school bus routes planned by software; the planner lives in "
              f"{f('path', 'routes/planner/solve.py')}. {f('constraint', 'No child may ride longer than 45 minutes')}.",
              ("", [call("read", "def solve(stops):\n    ...\n" * 16, path="routes/planner/solve.py")]),
              f"We have {f('number', '38 buses')} for the district."),
         turn(f"Parents could {f('rejected', 'pick their own stop from a map each morning')}, couldn't they?",
              "Then the route would change every morning, and a driver can't learn a route that moves; the district also "
              "has to approve every stop for safety.")),
        (turn("Run the planner on last year's stops.",
              ("", [call("bash", long_log(160, "bus-solve", f("failure", "ortools.InfeasibleError: no solution for 412 stops within 45 min")
                                          + "\nexit code 2"), error=True, command=f("command", "python -m routes.planner.solve --stops data/stops-2024.csv"))]),
              "With last year's stops there is no plan that keeps every ride under 45 minutes."),
         turn(f"The district's code on the state portal is {f('identifier', 'DIST-OR-0431')}.",
              f"One thing we could try: {f('rejected', 'stagger the school start times by twenty minutes')}."),
         turn("The start times were set by the board after a year of meetings with the unions. Nobody is reopening that.",
              "Okay, start times stay.")),
        (turn(f"The transport office wants {f('rejected', 'one route per bus for the whole year')}.",
              "With families moving in and out every month, a frozen route would keep stopping at empty corners and miss new ones."),
         turn(f"Fair. The longest route now is {f('number', '51 minutes')}.",
              ("", [call("bash", f("failure", "KeyError: 'stop_id'\n  File \"routes/planner/load.py\", line 27, in read_stops"), error=True,
                         command=f("command", "python -m routes.planner.load data/stops-2025.csv"))]),
              "This year's file uses a different column name.")),
        (turn(f"Can you get {f('pending', 'a route map for each driver')} printed before the first week? "
              f"{f('constraint', 'Home addresses never appear on a printed map')}.", "Will do."),
         turn(f"It would be great to {f('pending', 'text parents when a bus runs ten minutes late')}.", "Okay.")),
    )
    return Scripted("tuned-en-structure-schoolbus", "en", rounds, tuple(f.facts), routine=routine_en("bus"))


def _canteen() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"园区食堂要做线上订餐，下单接口在 {f('path', 'canteen/order/api.go')}。{f('constraint', '每份套餐的价格不能超过公司补贴的上限')}。",
              ("", [call("read", "func Order() {}\n" * 14, path="canteen/order/api.go")]),
              f"园区一共 {f('number', '5 个食堂')}。"),
         turn(f"大家都嫌排队，{f('rejected', '干脆取消现场点餐，全部线上下单')}。",
              "这样的话不用手机的老师傅就吃不上饭了，后勤去年做过一次调查，这部分人还不少。")),
        (turn("跑一下下单接口的测试。",
              ("", [call("bash", long_log(110, "canteen-test", f("failure", "--- FAIL: TestOrderQuota (0.01s)\n"
                                                                "    api_test.go:88: quota exceeded not reported")
                                          + "\nexit status 1"), error=True, command=f("command", "go test ./canteen/order/ -run Quota"))]),
              "超过额度的订单没有报错。"),
         turn(f"食堂的商户号是 {f('identifier', 'MCH-CANTEEN-2208')}。",
              f"高峰的时候，不妨{f('rejected', '让大家提前一天预订第二天的午饭')}。"),
         turn("第二天的会议和出差谁也说不准，提前一天订了不来吃，剩下的饭菜全得倒掉。", "明白，不做提前一天预订。")),
        (turn(f"后勤主任希望{f('rejected', '每个窗口只卖一种套餐')}。",
              "一个窗口一种套餐，哪个套餐卖得好哪个窗口就排长队，其他窗口空着。"),
         turn(f"嗯。每份套餐补贴 {f('number', '12 元')}。",
              ("", [call("bash", f("failure", "dial tcp 10.8.3.21:6379: connect: connection refused"), error=True,
                         command=f("command", "go run ./cmd/seed --canteen all"))]),
              "连不上缓存。")),
        (turn(f"能帮我{f('pending', '做一张各食堂每天的销量报表')}吗？", "好的。"),
         turn(f"我希望{f('pending', '在下单页上标出每道菜的过敏原')}。{f('constraint', '员工的工号不能出现在小票上')}。", "收到。")),
    )
    later = ((21, (turn(f"等新食堂开张以后，{f('pending', '把新食堂的菜单录进系统')}。", "好。"),)),)
    return Scripted("tuned-zh-structure-canteen", "zh", rounds, tuple(f.facts), later=later, routine=routine_zh("cant"))


def _seats() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"图书馆的座位预约要改版，预约逻辑在 {f('path', 'library/seats/reserve.py')}。{f('constraint', '同一个人同一时间只能占一个座位')}。",
              ("", [call("read", "def reserve(user, seat):\n    ...\n" * 14, path="library/seats/reserve.py")]),
              f"馆里有 {f('number', '1,200 个座位')}。"),
         turn(f"考试周那几天，可以{f('rejected', '只让高年级的学生预约')}，他们更急。",
              "低年级也有期末考试，按年级卡人，学生会马上就会来找馆长。")),
        (turn("跑一下预约的单元测试。",
              ("", [call("bash", f("failure", "AssertionError: seat A-101 booked twice at 09:00\n  tests/test_reserve.py:44"), error=True,
                         command=f("command", "pytest tests/test_reserve.py -x"))]),
              "同一个座位同一时段被约了两次。"),
         turn(f"座位分区的编号从 {f('identifier', 'ZONE-N3-EAST')} 开始。",
              f"我觉得最好{f('rejected', '超过十五分钟没签到就自动释放座位')}。"),
         turn("去洗手间、去打水都不止十五分钟，学生回来座位没了肯定吵起来。", "好，那就不自动释放。")),
        (turn(f"学生会说想{f('rejected', '把通宵自习室也放进预约系统')}。",
              "通宵自习室没有管理员值班，放进系统就等于我们承诺那里有人管，出了事说不清。"),
         turn(f"行。每次最多预约 {f('number', '4 小时')}。",
              ("", [call("bash", long_log(100, "seats-sync", f("failure", "ldap3.core.exceptions.LDAPBindError: invalid credentials")
                                          + "\nexit code 1"), error=True, command=f("command", "python tools/sync_students.py --term 2025-fall"))]),
              "同步学生名单时 LDAP 登录失败。")),
        (turn(f"麻烦{f('pending', '给各楼层的管理员写一份新系统的操作说明')}。", "好的。"),
         turn(f"开学之前，{f('pending', '把残障座位单独标出来')}。", "收到。")),
    )
    later = ((29, (turn(f"最好能{f('pending', '每周给馆长发一份座位使用率')}。", "好的。"),)),)
    return Scripted("tuned-zh-structure-seats", "zh", rounds, tuple(f.facts), later=later, routine=routine_zh("seat"))


def _repairs() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"小区物业的报修要上线小程序，派单逻辑在 {f('path', 'estate/repair/dispatch.ts')}。{f('constraint', '业主的电话只对接单的师傅可见')}。",
              ("", [call("read", "export function dispatch() {}\n" * 12, path="estate/repair/dispatch.ts")]),
              f"小区有 {f('number', '2,860 户')}。"),
         turn(f"为什么不能{f('rejected', '让业主自己挑维修师傅')}？",
              "熟悉的师傅会被抢着约，新来的师傅接不到单，过两个月就走了，夜里报修就没人了。")),
        (turn("跑一下派单的测试。",
              ("", [call("bash", long_log(130, "repair-test", f("failure", "TypeError: Cannot read properties of undefined (reading 'building')\n"
                                                               "    at assign (estate/repair/dispatch.ts:63:18)")
                                          + "\nexit code 1"), error=True, command=f("command", "npx jest estate/repair --runInBand"))]),
              "有的报修单没有楼栋信息。"),
         turn(f"物业公司的编码是 {f('identifier', 'PM-SH-0619')}。",
              f"夜里的报修，{f('rejected', '可以统一转到第二天早上再派')}。"),
         turn("水管爆了等不到第二天早上，去年冬天就淹过一次地下车库。", "明白，夜里照常派。")),
        (turn(f"业委会提议{f('rejected', '每次维修都让业主在线签字确认')}。",
              "很多报修是家里没人的时候修的，比如楼道灯，在线签字就卡住了，单子永远关不掉。"),
         turn(f"好吧。上门费是 {f('number', '30 元')}。",
              ("", [call("bash", f("failure", "Error: ENOENT: no such file or directory, open 'config/sms.prod.json'"), error=True,
                         command=f("command", "node scripts/send_test_sms.js"))]),
              "短信的生产配置文件不在仓库里。")),
        (turn(f"可以帮忙{f('pending', '把维修价目表放到小程序首页')}吗？", "好的。"),
         turn(f"{f('pending', '给每位师傅建一个评价页')}，业主修完能打分。", "收到。")),
    )
    return Scripted("tuned-zh-structure-repairs", "zh", rounds, tuple(f.facts), routine=routine_zh("rep"))


SESSIONS = (_bakery(), _museum(), _schoolbus(), _canteen(), _seats(), _repairs())
