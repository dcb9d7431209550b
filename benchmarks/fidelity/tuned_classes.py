"""Tuned sessions for the fifth round (5 EN + 5 ZH): rules, turn-downs and open items read by closed grammatical classes
(MISSED.md, the third fresh set's section).

What the third fresh set (``heldout_fresh3*.py``) missed is written here again in new domains and in this
file's own wording, with more forms than the misses: rules said as plain statements with a negator
("Scores never leave the clubhouse", "nobody outside the committee sees …", "没有押金不发钥匙", "非会员
不能…"), a restrictor ("… and no other", "solely", "except", "仅限…", "除了…都不…") or a universal
quantifier ("Every crate carries …", "所有…一律…"); turn-downs that concede then contrast ("Clever, but
…", "I get the appeal; however …", "Appealing, though …", "有道理，可是…", "听着不错，只是…") or point back in
the middle of their first sentence ("The old committee tried that …", "隔壁小区前年就这么干过"); options
put forward in forms no list has ("Part of me wants to …", "If it were up to me, …", "我一直琢磨着…");
a reported ask whose subordinate clause has a participle ("… wants X no matter what was planned");
open items stated as gaps ("… is still missing", "nobody has … yet", "… hasn't been set up", "还缺…",
"…还没做", "…还没有…"). The rules of the fifth round (``classes.py``, ``facts.states_rule``,
``replies.responds``, the gap family of ``lexicon.PENDING``) were developed on these.

Routine work (``routine_en``, ``routine_zh``) carries the noise those rules must not add to: long ticket
labels (``HIVE-2204``) in repeated sentences and in a note asked for and written a round later,
acknowledgements with a class word ("No rush.", "Not yet.", "No, that's fine.", "没问题。", "不用了。"),
questions with one ("Nothing else on the list?"), instructions with a quantifier ("Run all the checks.")
and reports with a negator ("Nothing failed this time.").
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

_JOBS_EN = (("tighten the form validation", "validation tightened"), ("cache the map tiles", "tiles cached"),
            ("split the settings page", "settings page split"), ("retire the old CSV export", "old export retired"),
            ("speed up the search box", "search box faster"))
_JOBS_ZH = (("收紧表单校验", "表单校验收紧了"), ("缓存地图切片", "地图切片缓存好了"), ("拆分设置页", "设置页拆好了"),
            ("下线旧的导出功能", "旧的导出功能下线了"), ("加快搜索框", "搜索框快多了"))


def routine_en(tag: str):
    code = tag.upper()

    def turns(r: int) -> tuple:
        job, outcome = _JOBS_EN[r % len(_JOBS_EN)]
        out = [turn(f"Picking up {code}-{2200 + r} now: {job}.",
                    ("", [call("edit", "Applied 1 edit.", path=f"app/{tag}/view{r % 3}.tsx", oldText="a", newText="b")]),
                    f"{code}-{2200 + r} closed: {outcome}.")]
        if r % 3 == 0:
            out.append(turn("Run all the checks.", ("", [call("bash", f"{40 + r % 9} passed", command="npm test")]),
                            "Nothing failed this time."))
        if r % 4 == 1:
            out.append(turn("Nothing else on the list?", "Not yet."))
            out.append(turn("No rush.", "Thanks."))
        if r % 5 == 2:
            out.append(turn(f"Draft the changelog entry for {code}-{2200 + r} when you can.", "Will do."))
        if r % 5 == 3:
            out.append(turn("Anything pending from yesterday?", f"The changelog entry for {code}-{2200 + r - 1} is drafted."))
        if r % 6 == 4:
            out.append(turn("Should I rerun the nightly export?", "No, that's fine; it ran at midnight."))
        return tuple(out)

    return turns


def routine_zh(tag: str):
    code = tag.upper()

    def turns(r: int) -> tuple:
        job, outcome = _JOBS_ZH[r % len(_JOBS_ZH)]
        out = [turn(f"接着做 {code}-{2200 + r}：{job}。",
                    ("", [call("edit", "Applied 1 edit.", path=f"app/{tag}/view{r % 3}.tsx", oldText="a", newText="b")]),
                    f"{code}-{2200 + r} 做完了，{outcome}。")]
        if r % 3 == 0:
            out.append(turn("把所有检查都跑一遍。", ("", [call("bash", f"{40 + r % 9} passed", command="npm test")]), "这次都过了。"))
        if r % 4 == 1:
            out.append(turn("清单上没别的了吧？", "暂时没有。"))
            out.append(turn("不急。", "好的。"))
        if r % 5 == 2:
            out.append(turn(f"有空给 {code}-{2200 + r} 写一条更新说明。", "好。"))
        if r % 5 == 3:
            out.append(turn("昨天还有没收尾的吗？", f"{code}-{2200 + r - 1} 的更新说明写好了。"))
        if r % 6 == 4:
            out.append(turn("夜里的导出要不要重跑？", "不用了，半夜已经跑过。"))
        return tuple(out)

    return turns


def _bowls() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"Our bowls club wants its league scores online; the scorecard parser is {f('path', 'club/league/scorecard.py')}. "
              f"{f('constraint', 'Scores never leave the clubhouse network')}.",
              ("", [call("read", "def parse(card):\n    ...\n" * 10, path="club/league/scorecard.py")]),
              f"The league has {f('number', '18 rinks')} this summer."),
         turn(f"Part of me wants to {f('rejected', 'let captains enter scores from their phones on the green')}.",
              "The old committee tried that in 2021 and half the cards were entered twice, once by each captain.")),
        (turn("Run the parser tests.",
              ("", [call("bash", long_log(110, "bowls-test", f("failure", "AssertionError: assert 21 == 12\n"
                                                              "  club/tests/test_scorecard.py:47: shots read column-swapped")
                                          + "\nexit code 1"), error=True, command=f("command", "pytest club/tests/test_scorecard.py -q"))]),
              "The two columns of the card are read the wrong way round."),
         turn(f"Our affiliation number is {f('identifier', 'EBA-AFF-3318')}.",
              f"We could {f('rejected', 'print a QR code on each card so the score is scanned instead of typed')}."),
         turn("Clever, but half our members play without a phone, and the cards are printed by the county.",
              "Fair, the cards stay as they are.")),
        (turn(f"The fixtures secretary wants {f('rejected', 'every postponed match replayed within a week no matter what was planned for that week')}.",
              "Then the same rink would be double-booked on the weekends of the county finals."),
         turn(f"Right. {f('constraint', 'Nobody outside the committee sees the members’ handicaps')}. Green fees are {f('number', '£6 a session')}.",
              ("", [call("bash", f("failure", "sqlite3.OperationalError: no such table: fixtures"), error=True,
                         command=f("command", "python -m club.league.import_fixtures 2025.csv"))]),
              "The fixtures table is never created by the import.")),
        (turn(f"{f('pending', 'The spring fixture list')} is still missing. "
              f"And {f('pending', 'nobody has asked the county for the umpire rota')} yet.", "Noted."),
         turn(f"{f('constraint', 'Results are posted by the match secretary and no other member')}.", "Understood.")),
    )
    return Scripted("tuned-en-classes-bowls", "en", rounds, tuple(f.facts), routine=routine_en("bowl"))


def _props() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The theatre's props store is moving to an inventory app; the checkout code is {f('path', 'props/store/checkout.kt')}. "
              f"{f('constraint', 'A prop with a blade goes out solely to the stage manager')}.",
              ("", [call("read", "class Checkout\n" * 14, path="props/store/checkout.kt")]),
              f"The store holds about {f('number', '4,300 props')}."),
         turn(f"If it were up to me, {f('rejected', 'every prop would get an RFID tag')}.",
              "Appealing, though the tags we priced cost more than most of the props, and the gun rack would need a reader of its own.")),
        (turn("Build the app.",
              ("", [call("bash", long_log(100, "props-build", f("failure", "e: props/store/checkout.kt:88:17 Unresolved reference: dueBack")
                                          + "\nexit code 1"), error=True, command=f("command", "./gradlew :props:assembleDebug"))]),
              "The due-back date was renamed in the model."),
         turn(f"The store's asset prefix is {f('identifier', 'PRP-STORE-7')}.",
              f"I'm half inclined to {f('rejected', 'let the cast book props themselves')}."),
         turn("I get the appeal; however, the cast would book the same chairs for three shows at once.",
              "Okay, booking stays with the crew.")),
        (turn(f"{f('constraint', 'Nothing from the period collection is lent to other companies')}.",
              ("", [call("bash", f("failure", "java.lang.IllegalStateException: no loan policy for category PERIOD"), error=True,
                         command=f("command", "./gradlew :props:test --tests LoanPolicyTest"))]),
              "The loan policy has no rule for the period collection."),
         turn(f"Hire is {f('number', '£15 a week')} for outside groups. {f('constraint', 'Props are photographed before every loan, without exception')}.",
              "Got it.")),
        (turn(f"{f('pending', 'The condition report for the armoury')} hasn't been set up. "
              f"The props lists live in {f('path', 'props/lists/')}.", "Okay."),),
    )
    later = ((15, (turn(f"We still need {f('pending', 'a returns shelf label for each show')}.", "Noted."),)),)
    return Scripted("tuned-en-classes-props", "en", rounds, tuple(f.facts), later=later, routine=routine_en("prop"))


def _beekeepers() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"Our beekeeping association logs hive inspections in an app; the log writer is {f('path', 'hives/log/inspection.go')}. "
              f"{f('constraint', 'Apiary locations are not shown on the public map')}.",
              ("", [call("read", "package log\n" * 12, path="hives/log/inspection.go")]),
              f"Members look after {f('number', '140 hives')} between them."),
         turn(f"I keep coming back to the idea of {f('rejected', 'sending a text alert to every member when a swarm is reported')}.",
              "The county group did exactly that last spring and people stopped reading the alerts after a fortnight.")),
        (turn("Run the Go tests.",
              ("", [call("bash", long_log(95, "hive-test", f("failure", "--- FAIL: TestVarroaCount (0.01s)\n"
                                                             "    inspection_test.go:52: want 3 mites per 100 bees, got 30")
                                          + "\nFAIL\nexit status 1"), error=True, command=f("command", "go test ./hives/log/..."))]),
              "The mite count is multiplied twice."),
         turn(f"The association's charity number is {f('identifier', 'CH-1049332')}.",
              f"Maybe {f('rejected', 'members could log inspections by voice while they wear gloves')}?"),
         turn("Sounds neat; still, the apiaries are noisy and the gloves are covered in propolis.",
              "Right, typed entries it is.")),
        (turn(f"{f('constraint', 'Every inspection records the queen status, even when she is not seen')}.",
              ("", [call("bash", f("failure", "panic: runtime error: index out of range [7] with length 7"), error=True,
                         command=f("command", "go run ./cmd/import -file inspections-2024.csv"))]),
              "The import reads one column past the end."),
         turn(f"Membership is {f('number', '£28 a year')}. {f('constraint', 'Treatment records are kept except for hives that have been sold')}.",
              "Noted.")),
        (turn(f"{f('pending', 'The honey yield chart')} does not exist yet. "
              f"{f('pending', 'The swarm collectors list is empty')} too.", "Okay."),),
    )
    return Scripted("tuned-en-classes-bees", "en", rounds, tuple(f.facts), routine=routine_en("hive"))


def _darts() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The pub darts league wants a fixtures site; the rota builder is {f('path', 'league/rota/build.rb')}. "
              f"{f('constraint', 'Teams play at home only on their own pub night')}.",
              ("", [call("read", "class Rota\nend\n" * 11, path="league/rota/build.rb")]),
              f"There are {f('number', '22 teams')} this season."),
         turn(f"The landlords want {f('rejected', 'the final moved to a Saturday whatever was printed on the flyers')}.",
              "Then half the teams lose their players to the football on Saturdays.")),
        (turn("Run the specs.",
              ("", [call("bash", long_log(90, "darts-spec", f("failure", "Failure/Error: expect(rota.home_pub).to eq(\"Red Lion\")\n"
                                                              "  expected: \"Red Lion\"\n       got: nil")
                                          + "\nexit code 1"), error=True, command=f("command", "bundle exec rspec spec/rota_spec.rb"))]),
              "A pub without a board night gets no home fixture."),
         turn(f"The league's bank reference is {f('identifier', 'DL-REF-5520')}.",
              f"Tempted though I am, {f('rejected', 'we might drop the paper scoresheets')}."),
         turn("Nice thought, but the scoresheets are what the trophy engraver works from.",
              "Fair enough, paper stays.")),
        (turn(f"{f('constraint', 'A player is registered with one team and no other')}.",
              ("", [call("bash", f("failure", "ActiveRecord::RecordNotUnique: duplicate key value violates unique constraint \"players_pkey\""),
                         error=True, command=f("command", "bin/rails runner scripts/import_players.rb"))]),
              "Two players share an id in last year's file."),
         turn(f"Entry is {f('number', '£40 a team')}.", "Okay.")),
        (turn(f"{f('pending', 'The averages table for the cup')} is still blank.", "Noted."),),
    )
    later = ((22, (turn(f"And {f('pending', 'no one has written the handicap rules page')} so far.", "Noted."),)),)
    return Scripted("tuned-en-classes-darts", "en", rounds, tuple(f.facts), later=later, routine=routine_en("dart"))


def _parcels() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"小区快递驿站要做取件小程序，取件逻辑在 {f('path', 'station/pickup/claim.ts')}。{f('constraint', '没有取件码不放包裹')}。",
              ("", [call("read", "export function claim() {}\n" * 12, path="station/pickup/claim.ts")]),
              f"每天大概 {f('number', '900 件')}。"),
         turn(f"我一直琢磨着{f('rejected', '让邻居代取包裹')}。", "隔壁小区前年就这么干过，丢了好几件，最后还是取消了。")),
        (turn("跑一下取件的测试。",
              ("", [call("bash", long_log(100, "parcel-test", f("failure", "Error: expect(received).toBe(expected)\n"
                                                               "    Expected: \"A-12-3\"\n    Received: \"A-12\"")
                                          + "\nexit code 1"), error=True, command=f("command", "npx vitest run station/pickup"))]),
              "货架编号少了层号。"),
         turn(f"驿站的网点编号是 {f('identifier', 'ST-SZ-0418')}。", f"{f('rejected', '可以把超过三天的包裹自动退回')}。"),
         turn("有道理，可是好多业主出差一周，退回去还得重新寄。", "明白，不自动退。")),
        (turn(f"{f('constraint', '非本小区住户不能注册')}。",
              ("", [call("bash", f("failure", "QueryFailedError: duplicate key value violates unique constraint \"uq_phone\""),
                         error=True, command=f("command", "npm run migrate:run"))]),
              "同一个手机号注册了两次。"),
         turn(f"超时保管费是 {f('number', '每天 1 元')}。{f('constraint', '所有包裹一律拍照入库')}。", "好的。")),
        (turn(f"{f('pending', '生鲜包裹的冷柜')}还缺一台。", "收到。"),),
    )
    return Scripted("tuned-zh-classes-parcels", "zh", rounds, tuple(f.facts), routine=routine_zh("pkg"))


def _elders() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"老年大学要做网上报名，报名逻辑在 {f('path', 'college/enroll/signup.py')}。{f('constraint', '每位学员一学期最多报三门课')}。",
              ("", [call("read", "def signup():\n    pass\n" * 10, path="college/enroll/signup.py")]),
              f"今年有 {f('number', '36 门课')}。"),
         turn(f"子女们希望{f('rejected', '不管之前是怎么安排的都能替老人抢课')}。", "那样名额会被子女们用脚本抢光，自己来报名的老人就报不上了。")),
        (turn("跑一下报名的测试。",
              ("", [call("bash", long_log(90, "elder-test", f("failure", "AssertionError: 4 != 3 : 报名上限没有生效\n"
                                                             "  college/tests/test_signup.py:58")
                                          + "\nexit code 1"), error=True, command=f("command", "python -m pytest college/tests/test_signup.py"))]),
              "上限是按课算的，不是按人。"),
         turn(f"学校的办学许可证号是 {f('identifier', 'LX-EDU-2207')}。", f"{f('rejected', '可以让老人打电话用语音报名')}。"),
         turn("听着不错，只是方言太多，识别出来的课名常常不对。", "好，先不做语音。")),
        (turn(f"{f('constraint', '学员的身份证号仅限教务处查看')}。",
              ("", [call("bash", f("failure", "django.db.utils.IntegrityError: NOT NULL constraint failed: enroll_student.phone"),
                         error=True, command=f("command", "python manage.py loaddata students.json"))]),
              "有的学员没留手机号。"),
         turn(f"学费是 {f('number', '每门 120 元')}。", "好的。")),
        (turn(f"{f('pending', '书法班的教室')}还没定。", "知道了。"),),
    )
    later = ((17, (turn(f"{f('pending', '退费流程的说明')}还没有人写。", "好的。"),)),)
    return Scripted("tuned-zh-classes-elders", "zh", rounds, tuple(f.facts), later=later, routine=routine_zh("edu"))


def _petcare() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"宠物寄养店要做预约系统，寄养单在 {f('path', 'petstay/booking/order.go')}。{f('constraint', '未打疫苗的猫狗不收')}。",
              ("", [call("read", "package booking\n" * 12, path="petstay/booking/order.go")]),
              f"店里有 {f('number', '48 个笼位')}。"),
         turn(f"要不{f('rejected', '让主人通过摄像头随时看宠物')}？", "好是好，但是夜里开着摄像头，狗一直叫，别的宠物都睡不好。")),
        (turn("跑一下 Go 的测试。",
              ("", [call("bash", long_log(85, "pet-test", f("failure", "--- FAIL: TestCageOverlap (0.00s)\n"
                                                            "    order_test.go:40: cage 12 booked twice for 2025-02-01")
                                          + "\nFAIL\nexit status 1"), error=True, command=f("command", "go test ./petstay/booking/..."))]),
              "退房当天的笼位被算成空的。"),
         turn(f"店里的营业执照号是 {f('identifier', 'PET-LIC-0931')}。", f"我想{f('rejected', '把寄养单直接对接到美团')}。"),
         turn("想法不错，不过美团那边抽成太高，我们的价格本来就低。", "好，不接美团。")),
        (turn(f"{f('constraint', '除了店长，其他人都不能改价格')}。",
              ("", [call("bash", f("failure", "Error 1062 (23000): Duplicate entry 'PET-0412' for key 'pets.tag'"), error=True,
                         command=f("command", "go run ./cmd/seed -file pets.csv"))]),
              "两只宠物的牌号重复了。"),
         turn(f"寄养费是 {f('number', '每晚 80 元')}。{f('constraint', '别把主人的住址打印在寄养单上')}。", "好的。")),
        (turn(f"{f('pending', '喂药记录')}还没做。", "收到。"),),
    )
    return Scripted("tuned-zh-classes-petcare", "zh", rounds, tuple(f.facts), routine=routine_zh("pet"))


def _homestay() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"民宿要做保洁排班，排班逻辑在 {f('path', 'homestay/clean/shifts.java')}。{f('constraint', '退房前禁止进房打扫')}。",
              ("", [call("read", "class Shifts {}\n" * 12, path="homestay/clean/shifts.java")]),
              f"一共 {f('number', '26 间房')}。"),
         turn(f"我琢磨着{f('rejected', '把保洁外包给家政公司')}。", "去年旺季我们也这么做过，客人投诉床单没换，后来又收回来自己做了。")),
        (turn("构建一下。",
              ("", [call("bash", long_log(95, "stay-build", f("failure", "error: cannot find symbol\n  symbol:   method checkoutTime()\n"
                                                              "  location: class homestay.clean.Room")
                                          + "\nexit code 1"), error=True, command=f("command", "mvn -q -pl homestay package"))]),
              "退房时间的方法改名了。"),
         turn(f"民宿的备案号是 {f('identifier', 'MS-ZJ-6630')}。", f"{f('rejected', '可以让客人自己选保洁时间')}。"),
         turn("挺好的主意，可是客人选的时间都扎堆在中午。", "明白，不让客人选。")),
        (turn(f"{f('constraint', '保洁员的工资无论如何不在系统里显示')}。",
              ("", [call("bash", f("failure", "org.postgresql.util.PSQLException: ERROR: relation \"shifts\" does not exist"),
                         error=True, command=f("command", "mvn -q flyway:migrate"))]),
              "排班表的迁移没有跑。"),
         turn(f"每间房打扫费是 {f('number', '35 元')}。{f('constraint', '所有布草都送外面洗')}。", "好的。")),
        (turn(f"{f('pending', '周末的加班表')}还没有排。", "收到。"),),
    )
    return Scripted("tuned-zh-classes-homestay", "zh", rounds, tuple(f.facts), routine=routine_zh("stay"))


def _swimming() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"The swimming club is moving lane bookings online; the lane planner is {f('path', 'pool/lanes/planner.php')}. "
              f"{f('constraint', 'Lane one is kept for the lifeguards and for no one else')}.",
              ("", [call("read", "<?php class Planner {}\n" * 12, path="pool/lanes/planner.php")]),
              f"We run {f('number', '6 lanes')} on weekday evenings."),
         turn("OK.", f"Opening at six would {f('rejected', 'give the early swimmers an extra hour before work')}."),
         turn("Lovely in theory; the caretaker only unlocks at seven though.", "Right, seven it stays.")),
        (turn("Run the PHP tests.",
              ("", [call("bash", long_log(100, "pool-test", "1) PlannerTest::testLaneClash\n"
                                          + f("failure", "Failed asserting that 2 matches expected 1.")
                                          + "\nexit code 1"), error=True, command=f("command", "vendor/bin/phpunit tests/PlannerTest.php"))]),
              "Two squads land in the same lane."),
         turn(f"The club's pool hire contract is {f('identifier', 'HIRE-POOL-4471')}.",
              f"We could {f('rejected', 'text members when a lane frees up')}."),
         turn("Been there: the old committee did it and the texts went out at midnight.", "Fair, no texts.")),
        (turn(f"{f('constraint', 'Children under eight never swim without a parent on the poolside')}.",
              ("", [call("bash", f("failure", "PDOException: SQLSTATE[42S02]: Base table or view not found: 1146 Table 'pool.squads'"),
                         error=True, command=f("command", "php artisan migrate --force"))]),
              "The squads table is missing from the migration."),
         turn(f"A lane costs {f('number', '£22 an hour')}.", "Noted.")),
        (turn(f"{f('pending', 'The gala entry form')} is still not done. "
              f"Nobody's {f('pending', 'booked the timing pads for the gala')}.", "Noted."),),
    )
    return Scripted("tuned-en-classes-swimming", "en", rounds, tuple(f.facts), routine=routine_en("swim"))


def _bikeshare() -> Scripted:
    f = Builder()
    rounds = (
        (turn(f"园区共享单车要做调度后台，调度逻辑在 {f('path', 'park/bikes/dispatch.py')}。{f('constraint', '夜里十二点以后一律不派车')}。",
              ("", [call("read", "def dispatch():\n    pass\n" * 10, path="park/bikes/dispatch.py")]),
              f"园区里有 {f('number', '320 辆车')}。"),
         turn("好。", f"{f('rejected', '可以给停到指定区域的人发积分奖励')}。"),
         turn("以前试过，积分被几个人刷光了，后来就停了。", "明白，不发积分。")),
        (turn("跑一下调度的测试。",
              ("", [call("bash", long_log(90, "bike-test", f("failure", "AssertionError: expected 12 bikes at gate A, got 0\n"
                                                            "  park/tests/test_dispatch.py:71")
                                          + "\nexit code 1"), error=True, command=f("command", "python -m pytest park/tests/test_dispatch.py"))]),
              "东门的车位数读成了零。"),
         turn(f"园区的运营许可编号是 {f('identifier', 'BK-YQ-0825')}。", f"{f('rejected', '可以把坏车直接锁死不让扫')}。"),
         turn("主意是好主意，就是锁死以后维修师傅也扫不开了。", "好，不锁死。")),
        (turn(f"{f('constraint', '用户的骑行轨迹只保留七天')}。",
              ("", [call("bash", f("failure", "redis.exceptions.ResponseError: WRONGTYPE Operation against a key holding the wrong kind of value"),
                         error=True, command=f("command", "python scripts/rebuild_cache.py"))]),
              "缓存里同一个键存了两种类型。"),
         turn(f"押金是 {f('number', '99 元')}。", "好的。")),
        (turn(f"{f('pending', '故障车的回收流程')}还是空白的，{f('pending', '调度员的排班')}也没人负责。", "收到。"),),
    )
    return Scripted("tuned-zh-classes-bikeshare", "zh", rounds, tuple(f.facts), routine=routine_zh("bike"))


SESSIONS = (_bowls(), _props(), _beekeepers(), _darts(), _parcels(), _elders(), _petcare(), _homestay(), _swimming(), _bikeshare())
