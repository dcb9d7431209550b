"""Thirty-ninth fresh held-out set (Chinese half): written blind while the thirty-first round of rules was
being made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the
tuned sessions, the other blind sets beyond ``heldout_fresh36_zh.py`` looked at for its format, or the
benchmark's report). It is to be first run, together with its other half (``heldout_fresh39.py``, the
English half, written separately by another writer), against the thirty-first round's rules; it was
committed before its first run and is not to be edited after it.

Domains (cities grepped unused in the corpus with ``grep -ril``, file names only): a teahouse on 西街 in
泉州, a calligraphy class by 米公祠 in 樊城, 襄阳, a pottery studio by 南湖 in 岳阳, a fishing pond by 柳叶湖
in 常德. Proposals come from the assistant, a tea merchant, a neighbourhood culture office (relayed by the
owner's nephew), a parent in the class's WeChat group, the district children's palace (relayed by the
son-in-law), a study-tour agency, an estate office (relayed by the owner's partner), a regular angler, a
fish-fry farm and a village committee (relayed by the owner's son). Failures are multi-line blocks from
an Ezviz (萤石云) open-API snapshot script, python-escpos on a USB receipt printer, wkhtmltoimage, a WeChat
Pay v3 query script, a pymodbus kiln-controller monitor, restic to Tencent COS, a Hikvision HCNetSDK
recording puller and mosquitto_pub to a 4G relay vendor's broker; each is left unresolved for a reason
given in the dialogue. Routine work (``routine_zh``) is this file's own: a Go (Gin + GORM) backend for a
WeChat mini program that books courses, with go test and golangci-lint; it has turns that look like facts
(a rule of thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions (written before the dialogue):
- chaguan: 庄阿姨 runs 半闲茶舍 on 西街 in 泉州, near 开元寺; her nephew 阿杰 (a freshman in 福州) set up
  萤石 cameras in the private rooms with a snapshot script, and a receipt script for the front-desk
  printer. Rules: inside a long account of the house, no card games for money in the private rooms; after
  a child scalded a hand, kettles always sit on the wall side of the tea table. Proposals: the assistant's
  scan-to-order so tea masters need not sit at tables (turned down by a reason alone: old customers come to
  watch the brewing); the merchant 老苏 wants her to take 500 jin of 铁观音 a year, she counters with 100
  jin first and paying as it sells, he agrees; tables outside the door (the 西街 culture office said no,
  relayed by 阿杰: fire lane). Accepted: the assistant's "careful, hot" line and start time on the receipt.
  Numbers: a seat fee of 38 yuan a person; the big room seats at most twelve. Identifiers: camera serial
  J39215874; printer USB id 0416:5011. Paths: the snapshot script and the receipt script under
  /home/ajie/banxian. Commands: the snapshot run and the receipt test run. Failures: the Ezviz token is
  expired (the appSecret sits in 阿杰's open-platform account, the SMS code goes to his phone, which is
  handed in during military training for two weeks); the printer is busy (the 美团 cash box holds it; only
  美团's service man may reconfigure it, booked next Tuesday). Open: weekly hours used per private room
  (asked again); has the 鲤城区 market regulator approved the food-licence renewal (waiting); a later ask
  to lay out the Mid-Autumn tea gift box price list.
- shufa: 贺老师, a retired teacher of seventy, runs 墨池书法班 by 米公祠 in 樊城; her son-in-law 小邓 wrote a
  wkhtmltoimage certificate script and a WeChat Pay v3 script to check fee payments; her daughter 贺敏 is
  the merchant account's admin. Rules: inside a long account, first-term pupils write only regular script,
  no running or cursive; after a parent complained, pupils' work posted on WeChat Moments never carries
  full name or school. Proposals: a parent's Saturday-evening hard-pen class (put off, then refused a round
  later: her eyes and energy); the children's palace wants 30% of fees for hanging its sign, she counters
  with a fixed monthly room fee and they agree (relayed by 小邓); the assistant's AI-made copybooks (bluntly
  no). Accepted: a watermark on posted images. Numbers: 1280 yuan a term; at most sixteen pupils a class.
  Identifiers: the merchant number 1648203917; a pupil's number MC-2025-A17. Failures: wkhtmltoimage can't
  find the new background image (the art student 小柯 hasn't delivered the high-res file); the pay query
  fails signing (贺敏 renewed the API certificate in August; only she can download the new one, and she is
  in her month after childbirth, the family says not to bother her). Open: list parents who haven't paid
  (asked again); will the city calligraphers' association take the class's works for the children's show
  (waiting); a later ask for the winter class poster before New Year's Day.
- taoyi: 小满, an art-school graduate, runs 泥巴仓陶艺 by 南湖 in 岳阳 with 大刘, who does the tech: a
  pymodbus script watching the kiln's AI-518P controller, and restic backups of piece photos to Tencent
  COS. Rules: inside a long account, children never touch glaze, the teacher glazes; after a customer's cup
  burst in the kiln and broke others' pieces, no greenware goes in before seven days of drying. Proposals:
  the assistant's unattended night firing on cheap power (turned down by a reason: a studio in a
  neighbouring county had a kiln fire at night); a study-tour agency's 周总 wants wheel-throwing at twenty
  yuan a child, 小满 counters with hand-building small bowls at forty-five and he agrees; a wood kiln in the
  yard (the estate office said no over smoke, relayed by 大刘). Accepted: a WeChat notice when a piece is out
  of the kiln. Numbers: a wheel session 128 yuan; glaze firing to 1230 degrees. Identifiers: AI-518P; the
  bucket nibacang-photos-1318842207. Failures: Modbus gets no response (the kiln is mid glaze firing, the
  control box can't be opened until it's cooled, tomorrow afternoon); restic's access key doesn't exist (the
  Tencent Cloud account is 小满's cousin's, he's a seaman at sea and hasn't replied). Open: electricity per
  firing this month (asked again); has the city culture bureau picked them for the heritage-in-schools
  project (waiting); a later ask for a one-page stored-value card rule sheet before the first of next month.
- diaoyu: 覃师傅 runs 老覃钓场 by 柳叶湖 in 常德; his son 覃小军 set up Hikvision cameras with an SDK script to
  pull recordings, and a 4G relay for aerator 02 driven over MQTT. Rules: inside a long account, one rod per
  person; after lightning struck a tree next to an angler, everyone reels in and leaves the bank at the
  first thunder. Proposals: the regular 老彭's all-night fishing (put off, refused a round later: no night
  staff, deep water); the fry farm's 老杨 wants 2000 jin of crucian carp paid at once, 覃 counters with two
  batches paid on delivery and he agrees; cabins on the pond bank (the village committee said no, basic
  farmland, relayed by 小军). Accepted: a WeChat alert when the aerator relay drops offline. Numbers: 120
  yuan a rod a day; keep-your-catch at 12 yuan a jin. Identifiers: the relay lq-aerator-02; the camera serial
  FB6612345. Failures: the SDK login fails with a wrong password (the installer 谭师傅 changed it, he's on a
  job in 长沙 till next Wednesday, guessing would lock it); the broker refuses the relay (the vendor's
  yearly platform fee lapsed and 覃 hasn't decided whether to pay or buy a timer switch). Open: a daily
  table of anglers and kept catch this month (asked again); will the district agriculture bureau subsidise
  aerators this year (waiting); a later ask for the National Day contest rules and prize list.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: Go (Gin + GORM) course-booking backend
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "约课后端的测试挂了一个，帮我看下。",
                ("我先跑一遍 booking 包的测试。", [
                    call("bash",
                         "=== RUN   TestReserve_Full\n"
                         "    reserve_test.go:58: expected ErrCourseFull, got <nil>\n"
                         "--- FAIL: TestReserve_Full (0.01s)\n"
                         "=== RUN   TestReserve_Cancel\n"
                         "--- PASS: TestReserve_Cancel (0.00s)\n"
                         "FAIL\n"
                         "FAIL\tgithub.com/yueke/api/internal/booking\t0.214s\n"
                         "FAIL",
                         error=True, command="go test ./internal/booking/..."),
                ]),
                ("名额判断写成了 `count > capacity`，满员那一下还能再约一个。改成 `>=`。", [
                    call("edit", "ok", path="internal/booking/reserve.go",
                         old="if count > c.Capacity {", new="if count >= c.Capacity {"),
                    call("bash", "ok  \tgithub.com/yueke/api/internal/booking\t0.198s",
                         command="go test ./internal/booking/..."),
                ]),
                "过了。以后边界条件都补一个刚好满员的用例，这种错最容易漏。",
            ),
        )
    if k == 1:
        return (
            turn(
                "CI 里 lint 报了一堆，能不能清一下？",
                ("我本地跑一下 golangci-lint。", [
                    call("bash",
                         "internal/handler/course.go:41:15: Error return value of `rows.Close` is not checked (errcheck)\n"
                         "\tdefer rows.Close()\n"
                         "internal/handler/course.go:77:2: ineffectual assignment to err (ineffassign)\n"
                         "\terr = c.ShouldBindJSON(&req)\n"
                         "internal/service/coach.go:19:6: func `pickColor` is unused (unused)\n"
                         "3 issues:\n* errcheck: 1\n* ineffassign: 1\n* unused: 1",
                         error=True, command="golangci-lint run ./..."),
                ]),
                ("三处：rows.Close 的错误没处理、一个 err 赋值后没用、一个没人调用的函数。逐个改掉。", [
                    call("edit", "ok", path="internal/handler/course.go",
                         old="\tdefer rows.Close()",
                         new="\tdefer func() { _ = rows.Close() }()"),
                    call("edit", "ok", path="internal/handler/course.go",
                         old="\terr = c.ShouldBindJSON(&req)\n",
                         new="\tif err := c.ShouldBindJSON(&req); err != nil {\n"
                             "\t\tc.JSON(http.StatusBadRequest, gin.H{\"error\": err.Error()})\n\t\treturn\n\t}\n"),
                    call("edit", "ok", path="internal/service/coach.go",
                         old="func pickColor(level int) string {", new="// removed: pickColor was unused\nfunc _unused() {"),
                    call("bash", "0 issues.", command="golangci-lint run ./..."),
                ]),
                "清干净了，0 issues。",
            ),
            turn("那个 unused 的函数你干脆删了吧，别留个空壳。",
                 "好，已经整段删掉了，lint 仍然是 0 issues。"),
        )
    if k == 2:
        return (
            turn(
                "有用户说同一节课被他约了两次，扣了两次次数。",
                ("数据库层面没拦。我给 bookings 表加个 (course_id, user_id) 的唯一索引，GORM 迁移里带上。", [
                    call("edit", "ok", path="internal/model/booking.go",
                         old="\tCourseID uint\n\tUserID   uint\n",
                         new="\tCourseID uint `gorm:\"uniqueIndex:idx_course_user\"`\n"
                             "\tUserID   uint `gorm:\"uniqueIndex:idx_course_user\"`\n"),
                    call("bash",
                         "2025/09/20 10:12:03 /app/internal/db/migrate.go:22\n"
                         "[4.812ms] [rows:0] CREATE UNIQUE INDEX `idx_course_user` ON `bookings`(`course_id`,`user_id`)\n"
                         "migrate: done",
                         command="go run ./cmd/migrate"),
                ]),
                "索引建好了。重复约课现在会报唯一键冲突，我在 handler 里把它翻成“你已经约过这节课了”。"
                "另外建议 bookings 用 GORM 的软删除，取消的记录留着，对账方便。",
            ),
            turn("软删除可以，就这么弄。",
                 ("加上 gorm.DeletedAt。", [
                     call("edit", "ok", path="internal/model/booking.go",
                          old="type Booking struct {\n\tgorm.Model",
                          new="type Booking struct {\n\tgorm.Model // 自带 DeletedAt，软删除"),
                     call("bash", "ok  \tgithub.com/yueke/api/internal/model\t0.051s", command="go test ./internal/model/..."),
                 ]),
                 "gorm.Model 本身就带 DeletedAt，取消预约改成调用 Delete 就是软删除了，测试过了。"),
        )
    if k == 3:
        return (
            turn(
                "课程列表接口有点慢，小程序首页转圈转好久。",
                ("我开一下 GORM 的慢日志看看。", [
                    call("bash",
                         "2025/09/21 09:30:11 /app/internal/service/course.go:48 SLOW SQL >= 200ms\n"
                         "[1834.221ms] [rows:120] SELECT * FROM `courses` WHERE start_at > '2025-09-21 09:30:09'\n"
                         "2025/09/21 09:30:11 /app/internal/service/course.go:55\n"
                         "[3.102ms] [rows:1] SELECT * FROM `coaches` WHERE `coaches`.`id` = 7\n"
                         "... (119 more similar lines)",
                         command="GIN_MODE=debug go run ./cmd/api 2>&1 | grep -A1 course.go | head -n 8"),
                ]),
                ("两个问题：courses 的 start_at 没索引；每节课再单独查一次教练，是 N+1。加索引，用 Preload 一次查完。", [
                    call("edit", "ok", path="internal/service/course.go",
                         old="db.Where(\"start_at > ?\", now).Find(&list)",
                         new="db.Preload(\"Coach\").Where(\"start_at > ?\", now).Order(\"start_at\").Limit(50).Find(&list)"),
                    call("edit", "ok", path="internal/model/course.go",
                         old="\tStartAt time.Time", new="\tStartAt time.Time `gorm:\"index\"`"),
                ]),
                "改完从 1.8 秒左右降到 120 毫秒上下。首页一次最多拿 50 节，往下滑再分页。",
            ),
        )
    if k == 4:
        return (
            turn(
                "小程序登录偶尔报 40163，是啥？",
                ("40163 是 code 被用过了。我看下登录 handler。", [
                    call("bash",
                         "internal/handler/auth.go:31:\tresp, err := wx.Code2Session(req.Code)\n"
                         "internal/handler/auth.go:36:\t\tresp, err = wx.Code2Session(req.Code) // retry once\n",
                         command="grep -n Code2Session internal/handler/auth.go"),
                ]),
                ("失败时拿同一个 code 又重试了一次，code 只能用一次，第二次必然 40163。把重试去掉，让小程序端重新 wx.login。", [
                    call("edit", "ok", path="internal/handler/auth.go",
                         old="\t\tresp, err = wx.Code2Session(req.Code) // retry once\n", new=""),
                    call("bash", "ok  \tgithub.com/yueke/api/internal/handler\t0.332s", command="go test ./internal/handler/..."),
                ]),
                "去掉了。前端那边我写了个说明：收到 401 就重新调 wx.login 再换一次。",
            ),
        )
    return (
        turn(
            "加了 -race 以后测试报 data race 了。",
            ("我跑一下带 race 的测试。", [
                call("bash",
                     "==================\n"
                     "WARNING: DATA RACE\n"
                     "Write at 0x00c0001a2d80 by goroutine 23:\n"
                     "  runtime.mapassign_faststr()\n"
                     "  github.com/yueke/api/internal/cache.(*SeatCache).Set()\n"
                     "      /app/internal/cache/seat.go:27 +0x84\n"
                     "Previous read at 0x00c0001a2d80 by goroutine 22:\n"
                     "  github.com/yueke/api/internal/cache.(*SeatCache).Get()\n"
                     "      /app/internal/cache/seat.go:19 +0x5c\n"
                     "==================\n"
                     "--- FAIL: TestSeatCache_Concurrent (0.03s)\n"
                     "    testing.go:1465: race detected during execution of test\n"
                     "FAIL\tgithub.com/yueke/api/internal/cache\t0.087s",
                     error=True, command="go test -race ./internal/cache/..."),
            ]),
            ("剩余名额的缓存是个裸 map，读写没加锁。换成 sync.RWMutex 保护。", [
                call("edit", "ok", path="internal/cache/seat.go",
                     old="type SeatCache struct {\n\tm map[string]int\n}",
                     new="type SeatCache struct {\n\tmu sync.RWMutex\n\tm  map[string]int\n}"),
                call("bash", "ok  \tgithub.com/yueke/api/internal/cache\t1.104s", command="go test -race ./internal/cache/..."),
            ]),
            "Get 用读锁、Set 用写锁，race 测试过了。CI 里我也把 -race 加上了。",
        ),
    )


# ---------------------------------------------------------------- chaguan
def _chaguan() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我姓庄，在泉州西街开了个茶馆叫半闲茶舍，就在开元寺边上。我侄子阿杰暑假的时候帮我在包厢里装了萤石的摄像头，"
            "又写了个小程序，说在电脑上一跑就能拍一张包厢的照片，我在前台就知道哪个包厢有人没人。程序在 "
            + f("path", "/home/ajie/banxian/ezviz_snap.py") + "，他写了张纸条贴在电脑边上，教我怎么运行。"
            "今天我照着敲，屏幕上出来一大串英文，你帮我看看雅竹那间现在有没有人。",
            ("我照纸条上的方式跑一下，拍雅竹包厢。", [
                call("bash",
                     "2025-09-12 15:02:10 INFO  load token from /home/ajie/banxian/.ezviz_token (saved 2025-08-05)\n"
                     "2025-09-12 15:02:11 INFO  POST https://open.ys7.com/api/lapp/device/capture deviceSerial=J39215874 channelNo=1\n"
                     "2025-09-12 15:02:11 ERROR response {\"code\":\"10002\",\"msg\":\"accessToken过期或异常\"}\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/home/ajie/banxian/ezviz_snap.py\", line 64, in <module>\n"
                     "    url = capture(token, args.device, args.channel)\n"
                     "  File \"/home/ajie/banxian/ezviz_snap.py\", line 37, in capture\n"
                     "    raise RuntimeError(f\"ezviz error {data['code']}: {data['msg']}\")\n"
                     + f("failure", "RuntimeError: ezviz error 10002: accessToken过期或异常"),
                     error=True,
                     cwd="/home/ajie/banxian",
                     command=f("command", "python3 ezviz_snap.py --device J39215874 --channel 1 --out /tmp/yazhu.jpg")),
            ]),
            "照片没拍出来。萤石开放平台的 accessToken 只管七天，阿杰存的是八月初的那个，早就过期了。摄像头本身没坏，序列号 "
            + f("identifier", "J39215874") + " 这台还在线。要换新 token，得用阿杰开放平台账号里的 appKey 和 appSecret，"
            "电脑上没存 appSecret，登录他的账号又要手机验证码。",
        ),
        turn(
            "哎哟，阿杰去福州上大学了，这两个礼拜在军训，手机都被教官收走了，打电话也打不通。那只能等他军训完再说了，"
            "包厢我先自己上楼看。",
            "好，拍照这个等阿杰军训结束、能收验证码了再弄。",
        ),
        turn(
            "我跟你讲讲我们店，你心里有个数。我们楼下是大厅，六张茶台，楼上四个包厢，雅竹、听松、观云，还有一个大的叫半闲，"
            "大包厢" + f("number", "最多坐十二个人") + "，再多就挤了。大厅里不收包厢费，只收茶位，" + f("number", "茶位费每位三十八元")
            + "，茶叶另外点，铁观音、大红袍、单丛都有。来的多是老街坊，喝茶聊天，一坐一下午。说起来好笑，前年有一伙人包了听松，"
            "一下午关着门，我还以为他们谈生意，结果派出所的人上门，说有人举报在里面打麻将赌钱，我差点被连累，茶馆的执照都差点出事。"
            "从那以后我就定了，" + f("constraint", "包厢里不准打牌赌钱") + "，谁来都一样，老熟人也不行，茶艺师看见了就请他们走。"
            "平时我们有三个茶艺师，小林、阿香、秀琴，周末再叫一个兼职的。",
            "明白了，楼上四个包厢、楼下六张茶台；包厢里打牌赌钱一律不行。",
        ),
        turn(
            "还有上个礼拜出了个事，一个妈妈带小孩来喝茶，烧水壶放在茶台外边，小孩一伸手碰到壶嘴，手背烫红了一大片，"
            "我赶紧拿冷水冲，还好没起泡。我吓坏了，赔了人家医药费。现在我们规定" + f("constraint", "烧水壶一律放在茶台靠墙那一侧")
            + "，客人那一侧只放茶杯和茶点。",
            "这个规矩要紧。我还有个小建议：前台打小票的时候在小票上印一行“壶水滚烫，请看好小孩”，再把包厢的开台时间印上，"
            "客人一看就知道坐了多久。",
        ),
        turn(
            "这个好，印上去。",
            "好，我记下了，等小票能打了就把这两行加上。",
        ),
    )
    r2 = (
        turn(
            "前台那个小票机今天也不出纸了，阿杰写的打小票的程序在 " + f("path", "/home/ajie/banxian/receipt/print_ticket.py")
            + "，你顺便看看，顺便把你说的那两行加上。",
            ("我先看打印机有没有认到，再打一张测试票。", [
                call("bash",
                     "Bus 001 Device 004: ID 0416:5011 Winbond Electronics Corp. Virtual Com Port\n"
                     "Bus 001 Device 003: ID 046d:c534 Logitech, Inc. Unifying Receiver\n"
                     "Bus 001 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub",
                     command="lsusb"),
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/home/ajie/banxian/receipt/print_ticket.py\", line 52, in <module>\n"
                     "    p = Usb(0x0416, 0x5011, 0, profile=\"POS-5890\")\n"
                     "  File \"/usr/local/lib/python3.10/dist-packages/escpos/printer/usb.py\", line 76, in __init__\n"
                     "    self.open()\n"
                     "  File \"/usr/local/lib/python3.10/dist-packages/escpos/printer/usb.py\", line 121, in open\n"
                     "    self.device.set_configuration()\n"
                     "  File \"/usr/local/lib/python3.10/dist-packages/usb/core.py\", line 915, in set_configuration\n"
                     "    self._ctx.managed_set_configuration(self, configuration)\n"
                     "  File \"/usr/local/lib/python3.10/dist-packages/usb/backend/libusb1.py\", line 604, in _check\n"
                     "    raise USBError(_strerror(ret), ret, _libusb_errno[ret])\n"
                     + f("failure", "usb.core.USBError: [Errno 16] Resource busy"),
                     error=True,
                     cwd="/home/ajie/banxian/receipt",
                     command=f("command", "python3 print_ticket.py --room 雅竹 --test")),
            ]),
            "打印机认到了，USB 编号是 " + f("identifier", "0416:5011") + "，但是程序打不开它，说设备正忙，"
            "就是有别的程序占着。我查了一下，是美团收银盒子的软件开机就把这台打印机抢过去了，两个程序不能同时用。",
        ),
        turn(
            "美团那个盒子是他们地推的小伙子装的，说里面的设置我们自己不能动，动了要不保修。我刚打了美团的客服，约了下礼拜二有人上门来调。"
            "那就等他们来了再说吧，这几天先手写。",
            "好，小票这块等美团的人下礼拜二上门调完盒子再试，印那两行也一起。",
        ),
        turn(
            "现在周末人手不够，茶艺师忙不过来，客人老喊加水。",
            "可以考虑" + f("rejected", "扫码自助点单，茶艺师不用一直坐在茶台边") + "，客人自己在手机上点茶叶和茶点，"
            "茶艺师只管送和加水，一个人能照顾好几桌。",
        ),
        turn(
            "来我这里的老茶客，就是要看茶艺师当面泡茶、陪着说几句话的，洗杯、温壶、高冲低斟，那是喝茶的一半。让他们自己拿手机点，"
            "那跟奶茶店有什么两样。",
            "明白，还是茶艺师上桌。周末人手的事，可以考虑再多叫一个兼职。",
        ),
        turn(
            "说到兼职再说。今天安溪的茶商老苏又来了，他说他家今年春茶好，要我们" + f("rejected", "每年包销五百斤铁观音")
            + "，价钱给我算便宜一点。五百斤，我一年哪卖得掉，压在仓库里还要受潮。",
            "五百斤确实压货。你打算怎么回他？",
        ),
        turn(
            "我跟他说，先拿一百斤，卖掉多少结多少的钱，卖得好明年再多拿。他嘟囔了半天，最后说行，下礼拜先送一百斤过来。",
            ("我在进货表里记上。", [
                call("edit", "ok", path="/home/ajie/banxian/stock/jinhuo.csv", old="# end",
                     new="安溪老苏,铁观音,首批100斤,卖出多少结多少,下周送货\n# end"),
            ]),
            "记上了。",
        ),
    )
    r3 = (
        turn(
            "阿杰昨天军训休息，借同学手机给我发了条微信。他说上个月帮我去街道问的那个" + f("rejected", "门口摆几张外摆茶桌")
            + "，西街文旅办开会定了，古街是消防通道，一律不让摆，他让我别想了。可惜了，晚上门口多凉快。",
            "那就只能放下。门口不摆，可以把一楼靠窗的两张茶台调一下，让进门的客人一眼能看到泡茶。",
        ),
        turn(
            "窗边那个我想想。还有，你帮我" + f("pending", "统计每个包厢每个礼拜坐了多少个钟头")
            + "，我想看看观云那间是不是老空着，空着的话就改成大厅卡座。",
            "好，阿杰的照片这几天拍不了，我先从前台的开台记录本里按包厢统计，做好了给你。",
        ),
        turn(
            "嗯。还有一件事我心里一直不踏实，我们的食品经营许可证到期了，上个月在网上交了延续申请，"
            + f("pending", "鲤城区市场监管局的许可证延续批下来没有") + "，到现在网上还显示“审核中”，打电话也说在走流程。",
            "这个只能等市场监管局审批。我先记着，网上状态一变我提醒你下载新证。",
        ),
    )
    later5 = (
        turn(
            "包厢一个礼拜坐多少钟头那个，弄好没有？",
            "还没弄完，还在待办里：统计每个包厢每个礼拜坐了多少个钟头。开台本上有几天字迹看不清，我在对。",
        ),
    )
    later10 = (
        turn(
            "快中秋了，今年我们做茶叶礼盒，铁观音配月饼。你" + f("pending", "中秋前把茶叶礼盒的价目表排好版")
            + "，价钱我跟老苏商量好了再告诉你。",
            "好，等你把价钱发来就排版，中秋前给你。",
        ),
    )
    return Scripted(
        name="fresh39-chaguan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh39=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


# ---------------------------------------------------------------- shufa
def _shufa() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "小同志你好，我姓贺，退休前在中学教语文，现在在樊城米公祠旁边开了个书法班，叫墨池书法班，教小学生写毛笔字。"
            "这学期结业要给孩子们发证书，我女婿小邓写了个做证书图片的东西，叫 " + f("path", "/home/xiaodeng/mochi/cert/render_cert.sh")
            + "，说把名单放进去就一张一张出来了。我弄了半天出不来，你帮我弄一下。",
            ("我用秋季班的名单跑一下。", [
                call("bash",
                     "读取名单 2025秋季班.csv：共 31 人\n"
                     "生成 MC-2025-A01.png ... 完成\n"
                     "Loading page (1/2)\n"
                     "Warning: Failed to load file:///home/xiaodeng/mochi/cert/assets/cert_bg_hd.png (ignore)\n"
                     "Error: Failed to load file:///home/xiaodeng/mochi/cert/assets/cert_bg_hd.png, with network status code 203 and http status code 0 - "
                     "Error opening /home/xiaodeng/mochi/cert/assets/cert_bg_hd.png: No such file or directory\n"
                     "Rendering (2/2)\n"
                     + f("failure", "Exit with code 1 due to network error: ContentNotFoundError") + "\n"
                     "render_cert.sh: 第 23 行: 生成 MC-2025-A02.png 失败，退出",
                     error=True,
                     cwd="/home/xiaodeng/mochi/cert",
                     command=f("command", "bash render_cert.sh 2025秋季班.csv")),
            ]),
            "第一张出来了，第二张开始就停了。模板里换成了一张新的高清底图 cert_bg_hd.png，可这张图不在电脑上，"
            "程序找不到底图就退出了。第一张是用旧底图缓存出来的，比较模糊。",
        ),
        turn(
            "哦，新底图是我托美院的学生小柯重新画的，加了米芾的一个印章，她说这礼拜画完发给小邓，到现在还没发来。"
            "那证书就等她的图吧，旧的太糊了，我不想用。",
            "好，证书等小柯把高清底图发来再做。",
        ),
        turn(
            "我跟你说说我们这个班。一共两个班，周六上午一个，周日上午一个，" + f("number", "每班最多十六个学生")
            + "，多了我一个人看不过来，孩子握笔姿势不对要一个个去扶。" + f("number", "一学期学费一千二百八十元")
            + "，笔墨纸砚是我们出的，毛毡也是。说起来我教了一辈子书，退休以后闲不住，一开始就在家里教邻居的两个孩子，"
            "后来人多了才租了米公祠旁边这间房子。家长总想让孩子快点学行书，觉得好看，拿去比赛能得奖，我不答应，"
            + f("constraint", "头一个学期只写楷书，不碰行书草书") + "，楷书是站，行书是走，站都没站稳就想跑，以后一辈子改不过来。"
            "我自己小时候是我父亲逼着临了三年颜体才让碰别的。学号我们也是按入学排的，比如张子涵，学号 "
            + f("identifier", "MC-2025-A17") + "，她写得最好，证书上我想给她加一个“优秀”的章。",
            "明白，两个班、每班十六人以内；第一学期只练楷书。张子涵那张证书我到时候单独加“优秀”。",
        ),
        turn(
            "还有件不愉快的事。上个月我把孩子们的作品拍了发朋友圈，写了孩子的名字，还写了是哪个小学的，想夸夸他们。"
            "结果一个家长找过来，说你这样把孩子的全名和学校都发出去，坏人看到了怎么办。我想想也是，当天就删了。"
            "以后" + f("constraint", "学生作品发朋友圈不写全名和学校") + "，最多写个小名。",
            "家长说得对。再加一个办法：发出去的图片右下角打个“墨池书法班”的水印，别人拿去转发也知道出处。",
        ),
        turn(
            "水印可以，你弄吧。",
            ("我写个小脚本，给作品图片批量加水印。", [
                call("write", "ok", path="/home/xiaodeng/mochi/watermark.sh",
                     content="#!/bin/sh\nfor f in \"$@\"; do\n  convert \"$f\" -gravity southeast -pointsize 28 -fill '#80000080' "
                             "-annotate +20+20 '墨池书法班' \"wm_$f\"\ndone\n"),
            ]),
            "好了，以后把要发的图拖给这个脚本，出来的 wm_ 开头的就是带水印的。",
        ),
    )
    r2 = (
        turn(
            "学费这个月陆续交了，都是在小邓弄的那个微信支付上交的。他说可以查每一笔交没交，脚本在 "
            + f("path", "/home/xiaodeng/mochi/pay/wxpay_v3.py") + "，我们的商户号是 " + f("identifier", "1648203917")
            + "。你帮我查一下九月六号那笔，有个家长说交了，我这边没看到。",
            ("我用那个订单号查一下。", [
                call("bash",
                     "load merchant key: /home/xiaodeng/mochi/pay/apiclient_key.pem (serial 3B7E2C91A0F4D5E6)\n"
                     "GET https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/MC20250906017?mchid=1648203917\n"
                     "HTTP/1.1 401 Unauthorized\n"
                     "Request-ID: 08F2B6B8C60610C80318E0A4E9C10120A53128A8E805-0\n"
                     "{\"code\":\"SIGN_ERROR\",\"detail\":{\"detail\":{\"issue\":\"sign not match\"},\"field\":\"signature\","
                     "\"location\":\"authorization\"},\"message\":\"错误的签名，验签失败\"}\n"
                     "wxpay_v3: " + f("failure", "查询失败 401 SIGN_ERROR 错误的签名，验签失败"),
                     error=True,
                     cwd="/home/xiaodeng/mochi/pay",
                     command=f("command", "python3 wxpay_v3.py query MC20250906017")),
            ]),
            "微信那边说签名对不上。脚本用的还是旧的商户 API 证书和私钥，我看商户平台的记录，八月份证书换过一次新的，"
            "新的私钥要超级管理员登录商户平台、输操作密码、再收手机验证码才能下载。",
        ),
        turn(
            "超级管理员是我女儿贺敏，她上个礼拜刚生了孩子，在坐月子，家里人都说这点事别去烦她。等她出了月子再说吧，"
            "交没交学费我先在家长群里问。",
            "好，查账这块等贺敏出了月子下载新证书再弄。",
        ),
        turn(
            "家长群里有个王女士今天又提了，说能不能" + f("rejected", "周六晚上加一节硬笔课")
            + "，她说孩子平时写作业用铅笔，字写得歪歪扭扭，毛笔字好了硬笔还是不行。好几个家长跟着点赞。",
            "硬笔课需求看起来不少。你有没有精力？要不要我帮你排一下课表看看？",
        ),
        turn(
            "你先别排，我考虑考虑，晚上上课我得想想身体吃不吃得消。",
            "好，先放着，等你想好。",
        ),
        turn(
            "对了，你们现在不是都有那个人工智能嘛，能不能帮孩子们写字帖？",
            "可以试试" + f("rejected", "用AI给每个孩子生成专属字帖") + "，按他写得不好的字专门出一页，每周换。",
        ),
        turn(
            "不要。",
            "好，字帖照旧用您选的颜体。",
        ),
    )
    r3 = (
        turn(
            "王女士说的那个周六晚上的硬笔课，我想好了，不加。我七十了，晚上灯下看孩子写小字，眼睛吃不消，"
            "上完一天的课也没那个精神了。你帮我在群里回一句，客气点。",
            "可以这样回：“各位家长好，谢谢大家对硬笔的关心。贺老师年纪大了，晚上的课实在安排不了。孩子们毛笔楷书练扎实了，"
            "硬笔字也会跟着变好，平时写作业可以提醒孩子慢一点、坐端正。”",
        ),
        turn(
            "就这么回。还有一件，小邓前天去了趟樊城区少年宫，他们说我们这个班可以挂少年宫的牌子，招生好招，但是要"
            + f("rejected", "学费三成分给少年宫") + "。小邓替我跟他们说了，三成太多，我们每个月按固定的钱交场地挂牌费，"
            "不按学费分成。少年宫那边昨天回话说可以，下个月签个协议。",
            "好，那是固定挂牌费、不分成。协议来了我可以帮你看一下条款。",
        ),
        turn(
            "好。你先帮我" + f("pending", "把还没交学费的家长名单理出来") + "，我在群里接龙收了一部分截图，你对着花名册看看缺谁。",
            "好，我拿接龙截图对花名册，先把还没交的列出来。微信那边查不了，只能先这样对。",
        ),
        turn(
            "还有，市书法家协会年底要办一个少儿书法展，我报了我们班六个孩子的作品，" + f("pending", "市书法家协会的少儿书法展收不收我们班的作品")
            + "，他们说十一月中旬才通知。",
            "这个得等协会通知。我先记着，通知来了提醒你给孩子们装裱。",
        ),
    )
    later5 = (
        turn(
            "没交学费的名单，理出来没有？上回让你弄的。",
            "还没理完，还挂着：把还没交学费的家长名单理出来。接龙截图里有三个名字和花名册对不上，我在核对。",
        ),
    )
    later10 = (
        turn(
            "寒假我想开个短期班，一天两小时，连上十天。你" + f("pending", "元旦前把寒假班的招生海报做出来")
            + "，用小柯画的那个底图的颜色。",
            "好，元旦前做好寒假班海报，配色跟小柯的底图一致。",
        ),
    )
    return Scripted(
        name="fresh39-shufa", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh39=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


# ---------------------------------------------------------------- taoyi
def _taoyi() -> Scripted:
    f = Builder()
    restic_tail = (
        "open repository\n"
        + f("failure", "Fatal: unable to open config file: Stat: The Access Key Id you provided does not exist in our records.")
        + "\nIs there a repository at the following location?\n"
        "s3:https://cos.ap-guangzhou.myqcloud.com/nibacang-photos-1318842207"
    )
    r1 = (
        turn(
            "哈喽～我叫小满，在岳阳南湖边上跟朋友大刘一起开了个陶艺工作室，叫泥巴仓。大刘给我们的电窑装了个监控，"
            "能在手机上看窑里多少度，程序是 " + f("path", "/home/daliu/kiln/kiln_watch.py") + "。今天中午开始釉烧，"
            "手机上一直显示“--”，大刘出去送货了，你能帮我看看吗",
            ("我在工作室那台电脑上手动跑一下监控程序。", [
                call("bash",
                     "2025-10-03 21:14:05 kiln_watch starting, port=/dev/ttyUSB1 baud=9600 unit=1 controller=AI-518P\n"
                     "2025-10-03 21:14:05 connected to /dev/ttyUSB1\n"
                     "2025-10-03 21:14:08 WARNING pymodbus.logging: No response received after 3 retries, continue with next request\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/home/daliu/kiln/kiln_watch.py\", line 71, in <module>\n"
                     "    pv = read_pv(client, args.unit)\n"
                     "  File \"/home/daliu/kiln/kiln_watch.py\", line 33, in read_pv\n"
                     "    raise IOError(rr)\n"
                     "OSError: " + f("failure", "Modbus Error: [Input/Output] No response received after 3 retries"),
                     error=True,
                     cwd="/home/daliu/kiln",
                     command=f("command", "python3 kiln_watch.py --port /dev/ttyUSB1 --unit 1")),
            ]),
            "USB 转 485 的线电脑认到了，但温控表 " + f("identifier", "AI-518P") + " 一直不回话。多半是控制箱里 485 那两根线松了或者接反了，"
            "得打开控制箱看。温控表自己还在正常控温，窑烧着没问题，只是我们这边看不到温度。",
        ),
        turn(
            "窑正在烧，控制箱就贴在窑身上，现在烫得手都不敢碰，打开更不敢。大刘说要等它降到两百度以下，明天下午才能开箱看线。"
            "那今晚就先这样，我隔一会儿去看一下温控表上的数字。",
            "好，接线等明天下午窑凉了再查。今晚看表上的读数就行。",
        ),
        turn(
            "那我趁着等窑，跟你讲讲我们店吧。我们主要做体验，大人来拉坯，" + f("number", "一次拉坯体验一百二十八元")
            + "，两个小时，做完的坯我们帮他修坯、上釉、烧好，半个月后来取。釉烧要" + f("number", "烧到一千二百三十度")
            + "，素烧低一些。我是学陶瓷设计的，毕业那年本来想去景德镇，后来我妈不让，就回岳阳了，跟大刘东拼西凑开了这个店，"
            "房子是以前的粮站仓库，所以叫泥巴仓。周末带小朋友来的家长特别多，小朋友捏泥巴玩得可开心了，不过有一条我特别坚持，"
            + f("constraint", "小朋友不碰釉料，釉都是老师来上") + "，有些釉里有金属氧化物，小孩手一抹就往嘴里放。"
            "家长有时候想让孩子自己涂颜色，我就给他们用专门的儿童彩泥，不用釉。",
            "明白，体验是两小时拉坯、半个月取件；小朋友一律不碰釉料。",
        ),
        turn(
            "还有上个月，有个客人做的杯子，杯底太厚，里面包了气泡，我们又赶着烧，坯没干透就进了窑，结果在窑里炸了，"
            "碎片把旁边五六个客人的作品全崩坏了，我挨个打电话道歉，还退了钱。从那以后，" + f("constraint", "坯子没阴干满七天不进窑")
            + "，多急都不行。",
            "这条很有必要。我也提个建议：作品出窑以后给客人发一条微信，说作品好了可以来取，附一张照片，省得客人老来问。",
        ),
        turn(
            "这个好啊！客人天天问我“我的杯子好了没”，就这么弄。",
            "好，我记下了，出窑通知加上照片。等大刘回来我跟他确认一下客人的微信是怎么存的再做。",
        ),
    )
    r2 = (
        turn(
            "大刘说客人作品的照片每个礼拜会自动备份到腾讯云上，配置在 " + f("path", "/home/daliu/backup/restic-env.sh")
            + "，但是他说好像好久没备份成功了。照片可重要了，客人取件以后就只剩照片了。你帮我跑一下备份。",
            ("我先加载大刘的环境配置，然后跑一次备份。", [
                call("bash", long_log(6, "nibacang-restic-env", restic_tail), error=True,
                     command="source /home/daliu/backup/restic-env.sh && " + f("command", "restic backup /srv/nibacang/photos --tag weekly")),
            ]),
            "备份连仓库都没打开：腾讯云那边说这个 AccessKey 不存在。存储桶 " + f("identifier", "nibacang-photos-1318842207")
            + " 还在，就是钥匙失效了，多半是被删掉或者换掉了。得登录那个腾讯云账号重新建一把密钥。",
        ),
        turn(
            "那个腾讯云账号是我表哥的，当初他帮我们开的，用他的身份证实名的。他是跑远洋的海员，现在在船上，信号时有时无，"
            "我昨天给他发了微信，到现在也没回。只能等他了，照片先留在电脑上别删。",
            "好，备份等你表哥回复、拿到新密钥再弄，电脑上的照片一张都不动。",
        ),
        turn(
            "这个月电费好贵，窑是大头。",
            "有个办法可以省一些：把烧窑挪到夜里谷电的时候，用定时启动，" + f("rejected", "夜里无人值守烧窑")
            + "，白天来了窑已经烧完在降温了。",
        ),
        turn(
            "这个不行。去年隔壁县一家工作室就是夜里烧窑，没人看着，电线老化起火，整个店都烧没了。窑烧着的时候必须有人在店里。",
            "明白，烧窑一定有人守着。省电的话可以看看能不能一窑多装一些，少烧几窑。",
        ),
        turn(
            "还有个事，一个做研学的机构周总找我，说十一月要带两百个小学生来，要" + f("rejected", "拉坯体验每人只收二十元")
            + "，说人多量大。",
            "两百个孩子拉坯，轮盘只有那么几台，二十元连泥料和烧窑的钱都不够。你怎么打算？",
        ),
        turn(
            "我跟他说拉坯不行，孩子太多转盘排不过来，改成手捏小碗，一个孩子四十五，泥巴和烧都包了，做好了我们统一寄到学校。"
            "他算了一下说可以，下礼拜来签合同。",
            ("我在活动表里记上。", [
                call("edit", "ok", path="/home/daliu/events/2025-11.csv", old="# end",
                     new="研学机构周总,11月,约200名小学生,手捏小碗,每人45元含泥料烧制,统一寄回学校\n# end"),
            ]),
            "记上了，就等下礼拜签合同。",
        ),
    )
    r3 = (
        turn(
            "大刘今天跟我说，他上礼拜去问了园区物业，我一直想" + f("rejected", "在院子里搭一个柴窑")
            + "，烧出来的东西有落灰，特别好看。物业开会说了，柴窑冒烟，周围都是居民楼，环保那边肯定通不过，不批。唉。",
            "那就只能放下。想要落灰的效果，以后可以找有柴窑的地方代烧，比如合作几窑。",
        ),
        turn(
            "代烧我再打听打听。你帮我" + f("pending", "把这个月每一窑的用电量算出来") + "，我想知道一窑到底多少钱，好定价。",
            "好，电表读数你们记在本子上了吧？我先按本子上的读数和烧窑记录一窑一窑算。温控那边明天修好了也能帮着对时间。",
        ),
        turn(
            "本子上有记。还有个事，市文旅局在搞非遗进校园，要找做陶艺的去中小学上课，我们报了名，"
            + f("pending", "市文旅局的非遗进校园项目我们入选没有") + "，说月底公布，我天天刷公众号。",
            "这个只能等文旅局公布。我先记着，名单一出来就帮你看。",
        ),
    )
    later5 = (
        turn(
            "每一窑的电费算了没？我这边要定价了。",
            "还没算完，还在待办里：把这个月每一窑的用电量算出来。本子上有两窑的读数只记了开始没记结束，我在跟大刘对。",
        ),
    )
    later10 = (
        turn(
            "我们想推储值卡，充一千送一百那种。你" + f("pending", "下个月一号之前把储值卡的规则写成一页纸")
            + "，要写清楚能不能退、能不能转给别人。",
            "好，下个月一号之前写好一页纸的储值卡规则，退和转这两条都写清楚。",
        ),
    )
    return Scripted(
        name="fresh39-taoyi", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh39=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


# ---------------------------------------------------------------- diaoyu
def _diaoyu() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "喂，你好，我姓覃，在常德柳叶湖边上开了个钓场，叫老覃钓场。昨天上午两个钓友吵起来了，一个说另一个偷了他鱼护里的青鱼，"
            "差点打架。塘边装了海康的摄像头，我儿子小军写了个拉录像的程序，在 " + f("path", "/home/xiaojun/diaochang/hik_pull.py")
            + "，你帮我把昨天早上六点到八点的录像拉出来，我要给他们看。",
            ("我按那个时间段拉 1 号塘那台摄像头的录像。", [
                call("bash",
                     "[2025-08-18 10:21:33.512][INF] NET_DVR_Init success, SDK version 6.1.9.48\n"
                     "[2025-08-18 10:21:33.513][INF] log dir: /home/xiaojun/diaochang/sdklog\n"
                     "[2025-08-18 10:21:33.540][INF] connecting 192.168.1.64:8000 user=admin serial=FB6612345\n"
                     "[2025-08-18 10:21:34.102][ERR] " + f("failure", "NET_DVR_Login_V40 failed, error code: 1") + "\n"
                     "[2025-08-18 10:21:34.103][ERR] 用户名或者密码错误 (剩余尝试次数: 4)\n"
                     "[2025-08-18 10:21:34.104][INF] NET_DVR_Cleanup\n"
                     "hik_pull: login failed, abort",
                     error=True,
                     cwd="/home/xiaojun/diaochang",
                     command=f("command", "python3 hik_pull.py --ip 192.168.1.64 --start '2025-08-17 06:00' --end '2025-08-17 08:00'")),
            ]),
            "登录不进去，摄像头说用户名或密码错。这台序列号 " + f("identifier", "FB6612345") + "，程序里写的是出厂时候的密码，"
            "应该是后来被人改过了。再错四次账号就会被锁住，我不敢再乱试。",
        ),
        turn(
            "那肯定是装摄像头的谭师傅改的，他装完跟我说过改了个密码，我也没记。他现在在长沙给人装监控，说下个礼拜三才回常德。"
            "那就等他回来，吵架的事我先让两个人各退一步。",
            "好，录像等谭师傅下礼拜三回来告诉你密码再拉，这期间谁也别去试密码。",
        ),
        turn(
            "我跟你讲讲我们钓场的规矩，你以后帮我弄东西心里有底。我们一共三口塘，一号塘是鲤鱼鲫鱼，二号塘是草鱼青鱼，"
            "三号塘小，给小孩子钓着玩。收费是" + f("number", "一天一竿一百二十元") + "，钓上来的鱼想带走的，" + f("number", "回鱼十二块钱一斤")
            + "，不带走的放回去。以前来的人带好几根竿子，一个人霸一大片，别人没位置，还老缠线，为这个吵过好多回，"
            "有回两个老头为了一个钓位推推搡搡，一个掉到塘边泥里，后来我就说死了，" + f("constraint", "一个人只准下一根竿")
            + "，要多下竿的另外买票。小军他妈在门口收钱，我在塘边转。",
            "明白，三口塘、一人一竿；回鱼按斤算。",
        ),
        turn(
            "还有，前个月下午突然打雷，二号塘边上的一棵杨树被劈了，老彭就坐在树底下，手里还拿着碳素竿，离那棵树不到十米，"
            "吓得他脸都白了。碳素竿导电的。从那以后，" + f("constraint", "一打雷所有人收竿上岸") + "，去棚子里躲着，雷停了再说。",
            "这个必须严格。另外我有个建议：增氧机那个 4G 开关要是掉线了，就给你和小军的微信发个提醒，夏天夜里增氧机停了鱼会翻塘。",
        ),
        turn(
            "这个要得，加上。",
            "好，我记下了，增氧机掉线就发微信提醒，等我把增氧机那边先弄通了一起加。",
        ),
    )
    r2 = (
        turn(
            "说到增氧机，二号塘那台这两天手机上点“开”没反应，每天凌晨三点小军只好打着手电去塘边手动开。控制的东西小军放在 "
            + f("path", "/opt/laoqin/aerator/relay_ctl.sh") + "，那个开关的编号是 " + f("identifier", "lq-aerator-02")
            + "。你帮我试试能不能开。",
            ("我直接往开关的平台发一条“开”的命令试试。", [
                call("bash",
                     "Client null sending CONNECT\n"
                     "Client null received CONNACK (5)\n"
                     + f("failure", "Connection error: Connection Refused: not authorised.") + "\n"
                     "Error: The connection was refused.",
                     error=True,
                     command=f("command", "mosquitto_pub -h 47.106.33.21 -p 1883 -u laoqin -P \"$MQTT_PASS\" -t dtu/lq-aerator-02/set -m on -d")),
            ]),
            "厂家的服务器不让我们连了，说没有授权。我看了 relay_ctl.sh 里的账号没变，一般是平台那边把账号停了。"
            "你们这个 4G 开关的平台是不是要交年费？",
        ),
        turn(
            "对，我想起来了，厂家上个月打电话说平台年费到期了，要交六百八，我嫌贵，还没交。我在想是交钱还是干脆换个几十块钱的定时开关，"
            "到点就开，不要网。我还没想好，先让小军手动开着。",
            "好，增氧机这块等你想好是续费还是换定时开关再动，掉线提醒也跟着这个决定来。",
        ),
        turn(
            "老彭今天又来了，他钓了十几年鱼，说夏天晚上凉快，鱼也开口，让我搞" + f("rejected", "通宵夜钓")
            + "，说好多钓场都搞了，一晚上能多收不少钱。",
            "夜钓确实有人喜欢。你想不想搞？要的话得先想好晚上谁值班、灯怎么装。",
        ),
        turn(
            "我想想再说，这事不急。",
            "好，先放着。",
        ),
        turn(
            "还有，汉寿那个鱼苗场的老杨打电话，说国庆前要给我们补一批鲫鱼，他要" + f("rejected", "两千斤鲫鱼一次付清")
            + "，说先付钱再发货。两千斤一次付，我手头一下子拿不出这么多。",
            "而且一次放两千斤，塘里一下子太密，也容易缺氧。你打算怎么跟他谈？",
        ),
        turn(
            "我跟他说了，分两批送，一批一千斤，隔半个月，货到了塘边我看了鱼再付钱。他犹豫了一下，说老客户了，行。",
            ("我在进鱼表里记上。", [
                call("edit", "ok", path="/home/xiaojun/diaochang/jinyu.csv", old="# end",
                     new="汉寿老杨,鲫鱼,分两批各1000斤,间隔半月,货到验鱼后付款\n# end"),
            ]),
            "记上了。",
        ),
    )
    r3 = (
        turn(
            "老彭说的那个通宵夜钓，我想好了，不搞。晚上我和小军都要睡觉，请人值班请不起，塘最深的地方三米多，"
            "黑灯瞎火的人掉下去都没人知道，去年隔壁刘家塘就出过事。你帮我想句话回老彭，他是老顾客，别让他不高兴。",
            "可以这么说：“老彭，夜钓我想了几天，还是不搞了。晚上没人照应，塘深，出了事对不住大家。"
            "夏天我们早上五点就开门，你早点来，早上鱼口也好。”",
        ),
        turn(
            "就这么说。还有，小军去村委会问了，我想" + f("rejected", "在塘边盖几间钓鱼小木屋") + "，给钓友歇脚过夜，"
            "村委会开会说那块地是基本农田，不能盖房子，木头的也不行。小军让我死了这条心。",
            "那就不盖了。歇脚的话，现在的棚子可以加几把躺椅和遮阳网，不算建房子。",
        ),
        turn(
            "躺椅这个可以想想。你帮我" + f("pending", "把这个月每天进场的人数和回鱼的斤数做个表") + "，小军他妈收钱记在本子上的，我拍照给你。",
            "好，你拍过来我就按天录，进场人数和回鱼斤数各一栏，月底合计。",
        ),
        turn(
            "还有个事，听说区里今年有给鱼塘装增氧机的补贴，" + f("pending", "区农业农村局今年给不给鱼塘增氧机补贴")
            + "，我去问了，那边说文件还没下来，让我等通知。要是有补贴，那个开关的事我就好决定了。",
            "这个得等农业农村局的文件。我先记着，有消息了帮你算算补贴能抵多少。",
        ),
    )
    later5 = (
        turn(
            "每天进场人数那个表，做了没有？照片我前天发了。",
            "还没做完，还在待办里：把这个月每天进场的人数和回鱼的斤数做个表。有几页照片反光看不清，我先把看得清的录了。",
        ),
    )
    later10 = (
        turn(
            "国庆我想搞个钓鱼比赛，按斤数排名，前三名有奖。你" + f("pending", "国庆钓鱼比赛之前把比赛规则和奖品清单写出来")
            + "，奖品我想要渔具店的竿子和鱼护。",
            "好，国庆比赛前把规则和奖品清单写好，奖品按渔具店的竿子和鱼护列。",
        ),
    )
    return Scripted(
        name="fresh39-diaoyu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh39=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


SESSIONS = (_chaguan(), _shufa(), _taoyi(), _diaoyu())
