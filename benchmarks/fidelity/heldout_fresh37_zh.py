"""Thirty-seventh fresh held-out set (Chinese): written blind while the thirtieth round of rules was being
made, by someone who never saw any rules (nor the rule modules under ``src/``, their docs, the tests, the
earlier misses in MISSED.md, RESULTS.md, the tuned sessions, the baselines, the earlier blind sets beyond the
first 330 and the last 60 lines of one English file for its format, ``run.py`` or the git history of any of
these, nor any retention figure); first run against that round, committed before its first run and not to
be edited after it. The English half (``heldout_fresh37.py``) was written separately by another writer.

How they were written: the descriptions below first, in plain words, then each dialogue from its
description in the voices of the people in it (WeChat-style spoken Mandarin of small-business owners, with
asides, stories and the odd slip), in leisure businesses in China whose main words were grepped (``grep
-il``, file names only) and found nowhere else in the corpus: a go-kart track (卡丁车场), a murder-mystery
role-play shop (剧本杀店), a table-tennis hall (乒乓球馆) and a river-rafting scenic area (漂流景区).
Proposals come from the assistant, the track manager (decided by the shareholders' dinner vote), a racing
team's captain, the shop's partner (answered by the mall's property office), the head game-master, the
hall's front-desk clerk (answered by the mall's leasing office), the head of the parents' group chat, the rafting owner's younger brother (answered by the town's work-safety station) and a
Changsha travel agency's tour planner. Failures are multi-line blocks from pyserial (a Python traceback),
ffmpeg, ansible-playbook, a uni-app ``npm run build`` (vite/Rollup), openssl, adb, mysqldump and a systemd
service's journal (a Python OSError); each is left unresolved for a reason given in the dialogue (a cable on
order from Taobao, the camera's owner racing in Shanghai, a room occupied by a six-hour game, the contractor
away getting married, the WeChat Pay super-admin studying in England, the signing key on a laptop in the
contractor's home town, a lightning-struck fibre box awaiting China Telecom, a new disk arriving tomorrow).
Routine work (``routine_zh``) is this file's own: a Rust Axum booking service (cargo build, cargo test, sqlx
migrations and offline query data, clippy, a connection pool), in Chinese; it has turns that look like facts
(rules of thumb, accepted suggestions, numbers, paths) and are not planted.

Descriptions:
- kadingche (go-kart track): 周建国 (周哥) owns 疾风卡丁车场 behind an industrial estate in 容桂, 顺德: a
  650-metre track, twenty single karts and four two-seaters; his wife 阿珍 runs the front desk and the
  Douyin group deals, 阿斌 is the track manager, 老黄 the mechanic. The timing PC (kart-timing-01) exports
  lap times to /srv/jifeng/laps/2026-05.csv, which he wants checked every night for karts that are slow
  (a loose chain or worn tyres). Rules: inside a long story about a birthday party and an angry mother,
  children under 1.4 metres only drive the children's karts; after a girl's ponytail was caught by the rear
  axle, long hair must be tied up and tucked into a balaclava before driving. Proposals: the assistant's
  night sessions (turned down by a reason alone: no lights, a grid upgrade quoted at 48,000 yuan); 阿斌's
  extension of the track to 1.2 km (voted down two to one at the shareholders' dinner, relayed); the
  racing-team captain 大鹏 wants the track every Wednesday night for training (put off, then countered a
  round later with two hours on the first Monday morning of each month, which he takes); the assistant's
  lap-time sheet sent to each driver's WeChat is accepted. Numbers: 120 yuan for a ten-minute single-kart
  session; at most 8 karts per session. Commands: the dry run of the lap-sheet sender; the decoder reader
  on the serial port. A team-building booking TJ-0606-03 (forty people from a company, 6 June). Failures:
  pyserial can't open /dev/ttyUSB0 because the USB-serial cable is broken (left until the new one from
  Taobao arrives the day after tomorrow); ffmpeg finds no moov atom in the onboard video
  /home/zhou/kart/onboard/0518_car07.mp4, cut off when the camera lost power in a crash (left until 大鹏,
  who has a reference file from the same camera, is back from a race in Shanghai). Open: a this-month lap
  leaderboard for the TV at the front desk (asked again later); nobody knows whether the fuel-drum shed
  needs its own fire-safety inspection (the fire brigade's phone is never answered); 阿珍's later ask for the
  Father's Day parent-and-child two-seater poster before 15 June.
- jubensha (murder-mystery shop): 小鹿 (陆思琪) runs 雾屿剧本杀 near 建设路 in Chengdu, six rooms, two of
  them horror rooms; 阿凯 is the head DM, 胖虎 her partner, 小吴 the contractor who built the mini program
  (AppID wx7f3c2a91d04e5b88). Scripts inventory in /srv/wuyu/kucun/scripts.csv; each room's lights and sound
  run on a Raspberry Pi, room 3's is wuyu-room3 with its cues at /opt/wuyu/rooms/room3/cues.yaml. Rules:
  inside a long story about a group of high-school pupils, horror scripts are never run for minors; after a
  player flipped the third act's clue cards laid out on the table and the whole game was refunded, clue
  cards are handed out by the DM on the spot, never laid out in advance. Proposals: the assistant's tablets
  instead of paper clue cards (turned down by a reason alone: the publisher's licence and the players' love
  of paper); 胖虎's NPCs in costume touting in the mall corridor (the property office's 王经理 said no,
  relayed); 阿凯's knocking rooms 3 and 4 together for a live-action script (put off until the month's
  takings are in, then refused a round later: takings down and a load-bearing wall); the assistant's
  automatic WeChat reminder the day before a game is accepted. Numbers: 168 yuan a head for an emotional
  script; at least 6 players before a game starts. Commands: the reminder dry run; ansible-playbook for the
  room 3 lights. Failures: the mini program build can't resolve the seat-picker component, which only lives
  on 小吴's laptop (left because he is back in his home town getting married until mid next month);
  ansible can't reach wuyu-room3, no route to host (left because a six-hour game is running in the room
  until 11 pm). Open: next month's room schedule (asked again later); nobody knows whether the publisher will
  renew the licence of 《长夜渡》 next year (the new contact never replies); 胖虎's later ask for the number
  of games per script in the first half year by 30 June.
- pingpang (table-tennis hall): 郑国平 (郑指导), eight years on the provincial team, runs a hall with twelve
  tables on the fourth floor of a mall in 拱墅, Hangzhou, mostly children's lessons; 小马 is a coach, 琳琳
  the front desk, his daughter 郑悦 (studying in England) is the WeChat Pay super-admin, 阿杰 (now working
  in Shenzhen) built the front-desk tablet app com.weidong.kiosk, whose new APK 琳琳 saved at
  /home/linlin/Downloads/weidong-kiosk-1.4.apk. Members' stored-value balances are
  exported to /data/weidong/members/balance.csv; the WeChat Pay merchant number is 1642839015. Rules: inside
  a long story about a father shouting "backhand!" during a lesson, parents watch lessons from behind the
  glass and never come onto the floor; after running shoes cut the floor mat (over 3,000 yuan a piece),
  nobody goes on the mat without flat indoor shoes. Proposals: the assistant's 24-hour self-service opening
  (turned down by a reason alone: the mall cuts the power and locks the lifts at 11 pm); 琳琳's milk tea at
  the front desk (the leasing office said no: the tea shop downstairs has the whole building's exclusive,
  relayed); 王姐, head of the parents' group chat, wants 40% off the summer camp (countered with two free
  lessons for twenty booked, which she accepts); the assistant's auto-release of a table fifteen minutes
  after a no-show is accepted. Numbers: 45 yuan a table an hour; 280 yuan for a one-to-one lesson. Commands:
  the balance export; openssl on the new API certificate. Failures: openssl can't read the certificate (no
  PEM start line: the "certificate" is the platform's login page), left because only 郑悦 can re-download
  it by scanning a code and it is the middle of the night in England; adb refuses the new kiosk APK because
  its signature doesn't match, left because the original keystore is on 阿杰's old computer in his home
  town until the Dragon Boat holiday. Open: an end-of-term skills assessment sheet for every pupil (asked
  again later); nobody knows whether the district sports bureau will pay the youth-training subsidy this
  year; 小马's later ask for the summer-camp sign-up form before 1 July.
- piaoliu (river rafting): 邓志勇 (邓总) runs 青石峡漂流 near 大围山 in 浏阳, 5.8 km with a drop of over a
  hundred metres; 杨队 leads the lifeguards, 小彭 does tickets, his younger brother 邓二 has ideas, 李姐 is a
  tour planner at a Changsha agency. Water-level alerts are configured in /opt/qingshi/shuiwei/alert.yaml;
  the start-gate announcement is /opt/qingshi/broadcast/start_gate.txt; the raft photos sit on a machine
  called photo-nas. Rules: inside a long story about the flood two years
  ago, all rafting stops once the upstream gauge passes 2.3 m; after a young man unbuckled his life jacket
  to film and went in at the next rapid, life jackets stay buckled the whole way and anyone who unbuckles
  is turned back at the next rescue point without a refund. Proposals: the assistant's half-hour timed
  booking (turned down by a reason alone: the coaches from Changsha never know when they'll arrive); 邓二's
  night rafting with a light show (the town work-safety station said no outright, relayed); 李姐's group
  ticket at 58 yuan a head (put off until early July, then refused: July is full anyway); the assistant's
  photos grouped by wristband number is accepted. Numbers: 138 yuan for an adult full-course ticket; at
  most 2,400 people a day. Commands: mysqldump of the gate's ticket orders; the photo grouping script. A
  group booking HNLX-0719-32 (45 people on Saturday). Failures: mysqldump can't connect to the ticket
  office's server (error 2003), left because lightning hit the fibre box and China Telecom comes the day
  after tomorrow; the photo-sync service dies on "No space left on device" after a long journal, left
  until the new disk ordered on JD arrives tomorrow. Open: the peak-season lifeguard rota (asked again
  later); nobody knows whether this year's visitor accident insurance must go up to 500,000 yuan a head
  (the agent hasn't replied); 杨队's later ask for the life-jacket and helmet inspection records before
  15 August.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Rust Axum booking service
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "预约服务的测试挂了，你看下咋回事。",
                ("我先跑一下测试。", [
                    call("bash",
                         "   Compiling yuding v0.3.2 (/home/dev/yuding)\n"
                         "    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.81s\n"
                         "     Running tests/bookings.rs (target/debug/deps/bookings-5c1e0a7f3b2d9e44)\n\n"
                         "running 4 tests\ntest create_booking_ok ... ok\ntest cancel_booking ... ok\n"
                         "test list_slots ... ok\ntest double_booking_same_slot ... FAILED\n\n"
                         "failures:\n\n---- double_booking_same_slot stdout ----\n"
                         "thread 'double_booking_same_slot' panicked at tests/bookings.rs:58:5:\n"
                         "assertion `left == right` failed\n  left: 201\n right: 409\n\n"
                         "test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out\n"
                         "error: test failed, to rerun pass `--test bookings`",
                         error=True, command="cargo test"),
                ]),
                ("同一个时段订两次，第二次也返回了 201。表上没有唯一约束，代码里也没查。我加一个迁移建唯一索引，"
                 "再把数据库的 23505 错误转成 409。", [
                    call("write", "ok", path="migrations/20260610120000_unique_slot.sql",
                         content="CREATE UNIQUE INDEX bookings_slot_uniq ON bookings (venue_id, slot_start) "
                                 "WHERE cancelled_at IS NULL;"),
                    call("edit", "ok", path="src/routes/bookings.rs",
                         old="    .await?;\n    Ok((StatusCode::CREATED, Json(b)))",
                         new="    .await\n    .map_err(conflict_on_unique)?;\n    Ok((StatusCode::CREATED, Json(b)))"),
                    call("bash", "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out",
                         command="cargo test"),
                ]),
                "全绿了。经验一条：防重复预约靠数据库的唯一索引兜底，别只靠代码里先查再插，并发下会漏。",
            ),
        )
    if k == 1:
        return (
            turn(
                "我加了个改期的接口，编不过，报一大串看不懂。",
                ("我看看编译报错。", [
                    call("bash",
                         "   Compiling yuding v0.3.2 (/home/dev/yuding)\n"
                         "error[E0277]: the trait bound `fn(State<AppState>, Json<Reschedule>, Path<i64>) -> "
                         "impl Future<Output = Result<Json<Booking>, ApiError>> {reschedule}: Handler<_, _>` "
                         "is not satisfied\n"
                         "   --> src/routes/mod.rs:27:40\n    |\n"
                         "27  |         .route(\"/bookings/:id/reschedule\", post(reschedule))\n"
                         "    |                                              ---- ^^^^^^^^^^ the trait `Handler<_, _>` "
                         "is not implemented for fn item\n"
                         "    = note: Consider using `#[axum::debug_handler]` to improve the error message\n"
                         "error: could not compile `yuding` (bin \"yuding\") due to 1 previous error",
                         error=True, command="cargo build"),
                ]),
                ("axum 要求会读请求体的提取器放最后一个参数，这里 Json 放在 Path 前面了。调一下顺序。", [
                    call("edit", "ok", path="src/routes/bookings.rs",
                         old="State(st): State<AppState>,\n    Json(req): Json<Reschedule>,\n    Path(id): Path<i64>,",
                         new="State(st): State<AppState>,\n    Path(id): Path<i64>,\n    Json(req): Json<Reschedule>,"),
                    call("bash", "   Compiling yuding v0.3.2 (/home/dev/yuding)\n"
                                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.02s",
                         command="cargo build"),
                ]),
                "编过了。以后 handler 报这种 trait 不满足，先加 #[axum::debug_handler] 看，基本都是提取器顺序问题。",
            ),
            turn("好的，那个宏留着吧，调试方便。", "留着了，只在 debug 构建里生效。"),
        )
    if k == 2:
        return (
            turn(
                "我在测试库上跑迁移报错了。",
                ("跑一下看看。", [
                    call("bash",
                         "Applied 20260601093000/migrate create venues (12.4ms)\n"
                         "error: migration 20260605110000 was previously applied but has been modified",
                         error=True, command="sqlx migrate run"),
                ]),
                ("有人改了一个已经执行过的迁移文件，sqlx 校验和对不上。我把那个文件还原，改动挪到一个新的迁移里。", [
                    call("bash", "Updated 1 path from the index", command="git checkout -- migrations/20260605110000_slots.sql"),
                    call("write", "ok", path="migrations/20260611090000_slot_capacity.sql",
                         content="ALTER TABLE slots ADD COLUMN capacity INT NOT NULL DEFAULT 1;"),
                    call("bash", "Applied 20260611090000/migrate slot capacity (8.7ms)", command="sqlx migrate run"),
                ]),
                "好了。规矩是：跑过的迁移一个字都不要动，要改就新建一个。",
            ),
        )
    if k == 3:
        return (
            turn(
                "CI 上 clippy 又红了。",
                ("本地跑一下。", [
                    call("bash",
                         "    Checking yuding v0.3.2 (/home/dev/yuding)\n"
                         "error: you seem to be trying to use `match` for destructuring a single pattern. "
                         "Consider using `if let`\n"
                         "  --> src/notify.rs:41:5\n   |\n"
                         "41 | /     match booking.phone {\n42 | |         Some(p) => send_sms(&p, &msg).await?,\n"
                         "43 | |         None => {}\n44 | |     }\n   | |_____^\n"
                         "   = note: `-D clippy::single-match` implied by `-D warnings`\n"
                         "error: could not compile `yuding` (bin \"yuding\") due to 1 previous error",
                         error=True, command="cargo clippy --all-targets -- -D warnings"),
                ]),
                ("按它说的改成 if let，顺便 fmt 一下。", [
                    call("edit", "ok", path="src/notify.rs",
                         old="match booking.phone {\n        Some(p) => send_sms(&p, &msg).await?,\n        None => {}\n    }",
                         new="if let Some(p) = &booking.phone {\n        send_sms(p, &msg).await?;\n    }"),
                    call("bash", "", command="cargo fmt"),
                    call("bash", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.40s",
                         command="cargo clippy --all-targets -- -D warnings"),
                ]),
                "干净了。建议提交前本地跑一遍 clippy 带 -D warnings，跟 CI 一致。",
            ),
            turn("行，我加到 pre-commit 里。", "好，pre-commit 钩子里加了 cargo fmt --check 和 clippy。"),
        )
    if k == 4:
        return (
            turn(
                "CI 的构建说什么 SQLX_OFFLINE，本地明明好好的。",
                ("看下 CI 日志。", [
                    call("bash",
                         "   Compiling yuding v0.3.2 (/builds/yuding)\n"
                         "error: `SQLX_OFFLINE=true` but there is no cached data for this query, run "
                         "`cargo sqlx prepare` to update the query cache or unset `SQLX_OFFLINE`\n"
                         "  --> src/routes/slots.rs:33:15\n"
                         "error: could not compile `yuding` (bin \"yuding\") due to 1 previous error",
                         error=True, command="SQLX_OFFLINE=true cargo build"),
                ]),
                ("新加的那条查询没有生成离线数据。本地连着库跑一下 prepare。", [
                    call("bash", "query data written to .sqlx in the current directory; please check this into "
                                 "version control", command="cargo sqlx prepare"),
                    call("bash", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 11.3s",
                         command="SQLX_OFFLINE=true cargo build"),
                ]),
                "离线也能编了。我建议把 .sqlx 目录提交进仓库，CI 就不用连数据库。另外可以给时段列表加一层 Redis 缓存。",
            ),
            turn("提交 .sqlx 可以。缓存先别搞，现在量不大。", "好，.sqlx 已提交，缓存不做。"),
        )
    return (
        turn(
            "中午订场高峰的时候接口一堆 500，你查查。",
            ("看一下服务日志。", [
                call("bash",
                     "2026-06-12T12:03:41.552Z ERROR yuding::routes::bookings: create booking failed "
                     "error=pool timed out while waiting for an open connection\n"
                     "2026-06-12T12:03:41.880Z ERROR tower_http::trace::on_failure: response failed "
                     "classification=Status code: 500 Internal Server Error latency=30004 ms",
                     error=True, command="journalctl -u yuding --since 12:00 --until 12:10"),
            ]),
            ("连接池只有 5 个连接，导出报表的任务一直占着。池子调到 20，获取超时设成 3 秒，快速失败总比卡 30 秒好。", [
                call("edit", "ok", path="src/db.rs", old=".max_connections(5)",
                     new=".max_connections(20)\n        .acquire_timeout(Duration::from_secs(3))"),
                call("bash", "    Finished `release` profile [optimized] target(s) in 48.9s",
                     command="cargo build --release"),
            ]),
            "重新部署了，高峰期池子用量在十个以内。",
        ),
    )


# ---------------------------------------------------------------- kadingche: go-kart track
def _kadingche() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "早啊。我周建国，大家叫我周哥，顺德容桂那个疾风卡丁车场就是我的，工业区后面，导航搜得到。跟你讲下"
            "情况哈，场子不大，赛道六百五十米，单人车二十台，双人车四台，周末人最多。上礼拜六来了一大帮小学生过"
            "生日，家长一个比一个急，有个妈妈非说她儿子开过碰碰车没问题，要上大车，阿斌拿尺一量才一米三几，她就"
            "在前台吵，说别的场都给上。这个真没得商量，" + f("constraint", "身高不到1米4的小孩只能开儿童车")
            + "，儿童车是限速的，大车油门一脚下去四十多码，小孩腿都够不着刹车。后来那个妈妈还在抖音给我们打了个"
            "一星，阿珍气得饭都没吃。算了不说这个。正事：计时电脑每天会导一份表出来，放在 "
            + f("path", "/srv/jifeng/laps/2026-05.csv") + "，我想每天晚上自动整理一下，看每节开了几台车，哪台车"
            "圈速慢得不正常，慢了一般就是链条松了或者胎不行了。价钱你也记一下，"
            + f("number", "单人车10分钟一节120块") + "，" + f("number", "每节最多上8台车") + "，再多赛道上就挤了，"
            "容易追尾。",
            ("我先看看这个表长啥样。", [
                call("bash",
                     "节次,车号,车手,圈数,最快圈,平均圈,时间\n"
                     "0518-07,03,陈先生,11,00:41.26,00:43.90,2026-05-18 15:20\n"
                     "0518-07,12,Lily,10,00:47.81,00:50.12,2026-05-18 15:20",
                     command="head -3 /srv/jifeng/laps/2026-05.csv"),
            ]),
            "有车号和每圈的最快、平均，够用了。我按车号把每天的平均圈速跟这台车过去两周的平均比，慢了超过两秒就"
            "标出来给老黄看，再按节次数一下每节上了几台车。",
        ),
        turn(
            "对，就这么搞。你弄着先。",
            ("先把每晚的检查脚本写好。", [
                call("write", "ok", path="/srv/jifeng/bin/daily_laps.py",
                     content="rows = load(CSV)\nfor car, today in avg_by_car(rows).items():\n"
                             "    if today - baseline(car, days=14) > 2.0:\n        flag(car)\n"
                             "print_session_counts(rows)"),
            ]),
            "脚本放好了，每晚十点跑。另外想到个事：周五周六晚上下班的人多，可以考虑" + f("rejected", "开夜场")
            + "，七点到十点，价格稍微高一点。",
        ),
        turn(
            "赛道那边一盏灯都没有哦。要装灯得先去供电局报增容，变压器都要换，人家报价四万八，我一年夜场能赚回"
            "四万八吗，还要多请两个人看场。",
            "明白，那就还是白天营业。还有个小想法：每节跑完，把这个车手的圈速成绩单自动发到他微信上，最快圈、第几"
            "名都写上，客人挺喜欢发朋友圈的，等于免费宣传。",
        ),
        turn(
            "这个好！弄。客人老是跑来前台问自己最快多少，阿珍一个个翻电脑。",
            ("先用昨天的数据试一下，不真发。", [
                call("bash",
                     "[dry-run] 0518-07 陈先生 最快 00:41.26 本节第1名 -> 微信 (未发送)\n"
                     "[dry-run] 0518-07 Lily 最快 00:47.81 本节第6名 -> 微信 (未发送)\n"
                     "[dry-run] 共 46 条, 未绑定微信 5 条",
                     command=f("command", "python3 send_laptimes.py --date 2026-05-18 --dry-run")),
            ]),
            "试跑正常，46 条里有 5 个客人没绑微信，会跳过。你说可以了我就打开真发。",
        ),
        turn(
            "先别真发，周末再开。还有，计时那台电脑叫 " + f("identifier", "kart-timing-01") + "，接了个计时解码器，"
            "用一根串口线连着。现在表是我们每晚手动点导出的，你能不能直接从解码器读数据？",
            ("我在计时电脑上试着直接读解码器。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     '  File "/usr/lib/python3/dist-packages/serial/serialposix.py", line 322, in open\n'
                     "    self.fd = os.open(self.portstr, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)\n"
                     "FileNotFoundError: [Errno 2] No such file or directory: '/dev/ttyUSB0'\n\n"
                     "During handling of the above exception, another exception occurred:\n\n"
                     "Traceback (most recent call last):\n"
                     '  File "/home/zhou/kart/read_decoder.py", line 14, in <module>\n'
                     "    ser = serial.Serial(args.port, 9600, timeout=1)\n"
                     '  File "/usr/lib/python3/dist-packages/serial/serialutil.py", line 244, in __init__\n'
                     "    self.open()\n"
                     '  File "/usr/lib/python3/dist-packages/serial/serialposix.py", line 325, in open\n'
                     '    raise SerialException(msg.errno, "could not open port {}: {}".format(self._port, msg))\n'
                     + f("failure", "serial.serialutil.SerialException: [Errno 2] could not open port /dev/ttyUSB0: [Errno 2] No such file or directory: '/dev/ttyUSB0'"),
                     error=True,
                     command=f("command", "python3 read_decoder.py --port /dev/ttyUSB0")),
            ]),
            "系统里根本没有这个串口设备，说明那根 USB 转串口线没被识别，要么线坏了要么没插好。能让人去看一眼插头吗？",
        ),
        turn(
            "老黄刚过去看了，是那种CH340的转接线，插头都断了一半，之前拿胶布缠着的，难怪。他已经在淘宝下单了，"
            "后天才到。先放着吧，这两天还是手动导。",
            "好，等新线到了再接着弄直接读解码器。",
        ),
    )
    r2 = (
        turn(
            "说个事。前天下午有个女孩子，头发老长，就扎了个马尾，开到第三圈马尾甩到后面，卷到后轴那边去了，"
            "幸好老黄之前装了链条罩，只扯掉一小撮头发，人吓得直哭，我腿都软了。我们几个当场就定了：以后"
            + f("constraint", "长头发必须盘起来塞进头套才能上车") + "，头套前台免费发，不塞的一律不让上。你帮我把"
            "这条加到安全须知里，还有扫码签免责的那个页面也加上。",
            ("两个地方都加上。", [
                call("edit", "ok", path="/srv/jifeng/site/safety.md", old="## 上车前",
                     new="## 上车前\n\n- 长发须盘起并塞入头套，前台免费领取头套，否则不得上车。"),
                call("edit", "ok", path="/srv/jifeng/site/waiver.html", old="<li>全程系好安全带</li>",
                     new="<li>全程系好安全带</li>\n<li>长发须盘起塞入头套</li>"),
            ]),
            "安全须知和免责页面都改好了，放在最前面那几条里。人没事就好。",
        ),
        turn(
            "还有，阿斌上个月在股东会上提了个" + f("rejected", "把赛道延长到一公里二") + "，说隔壁那块地空着可以"
            "租下来。昨晚我们三个股东吃饭的时候举手表决了，二比一，我表哥和老陈都不同意，说租金一年十几万，还要重新"
            "铺沥青，回本太慢。你之前帮阿斌算的那个表可以不用算了。",
            "好，延长赛道的测算停掉，那个表我归档了，不再更新。",
        ),
        turn(
            "顺德狼队那个大鹏你知道吧，玩车的车队队长，今天又跑来问能不能" + f("rejected", "每周三晚上给他们车队包场训练")
            + "。我跟他说我考虑考虑，你先别回他消息。",
            "收到，先不回他，等你定了再说。",
        ),
        turn(
            "另外他们上周六有台车装了车载摄像头，视频我拷下来了，在 " + f("path", "/home/zhou/kart/onboard/0518_car07.mp4")
            + "，他们想要撞护栏那一段，大概三分十秒那里，你帮剪个二十秒出来。",
            ("我用 ffmpeg 直接截那一段，不重新编码。", [
                call("bash",
                     "ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers\n"
                     "  built with gcc 13 (Ubuntu 13.2.0-23ubuntu3)\n"
                     "  configuration: --prefix=/usr --extra-version=3ubuntu5 --toolchain=hardened --enable-gpl "
                     "--enable-libx264 --enable-libx265\n"
                     "  libavutil      58. 29.100 / 58. 29.100\n  libavcodec     60. 31.102 / 60. 31.102\n"
                     "  libavformat    60. 16.100 / 60. 16.100\n"
                     + f("failure", "[mov,mp4,m4a,3gp,3g2,mj2 @ 0x5581c3a4e2c0] moov atom not found")
                     + "\n/home/zhou/kart/onboard/0518_car07.mp4: Invalid data found when processing input",
                     error=True,
                     command="ffmpeg -ss 00:03:10 -t 20 -i /home/zhou/kart/onboard/0518_car07.mp4 -c copy crash_0518.mp4"),
            ]),
            "这个文件没有 moov 索引，就是录像没正常结束，多半是撞的时候摄像头断电了，文件没写完。数据其实还在，"
            "用 untrunc 这种工具拿同一台摄像头录的另一个正常视频做参考，一般能修回来。",
        ),
        turn(
            "摄像头是他们车队自己的，同一台录的其他视频在大鹏手机里，可他这礼拜去上海跑比赛了，下礼拜才回来。"
            "那等他回来再说吧，也不急。",
            "行，等大鹏回来拿到参考视频再修。",
        ),
        turn(
            "还有个团建，美的那边一个部门，六月六号下午四十个人，订单号 " + f("identifier", "TJ-0606-03")
            + "，阿珍已经收了定金。你在排班表里给他们留出一点到五点。",
            ("给他们把下午锁上。", [
                call("edit", "ok", path="/srv/jifeng/schedule/2026-06.csv", old="2026-06-06,13:00,open",
                     new="2026-06-06,13:00-17:00,团建包场"),
            ]),
            "六月六号一点到五点锁了，散客预约那几个时段会显示已满。",
        ),
    )
    r3 = (
        turn(
            "大鹏那个事我想好了。每周三肯定不行，周三晚上是老黄检修的时间，全场的车要换机油、查刹车。我跟他说了，"
            "每个月第一个礼拜一上午给他们两个钟，按团建价算。他说行，就这么定。",
            "好，我在排班表里每月第一个周一上午九点到十一点给狼队留着。",
        ),
        turn(
            "两件事你帮我记着。一个是我想要" + f("pending", "前台电视上的本月圈速排行榜") + "，前二十名，每天自动"
            "更新，客人看到自己上榜会再来刷。另一个嘛，加油区那个放油桶的棚子，消防上次来检查随口说了一句，"
            "现在搞不清楚" + f("pending", "加油区那个油桶棚要不要单独报消防验收") + "，我问街道，街道叫我问消防，"
            "消防那个电话一直打不通。",
            "排行榜我接下来做。油桶棚要不要单独验收我这边答不了，得等消防的答复，我先记在待办里。",
        ),
    )
    later = (
        (5, (
            turn(
                "上次说的那个排行榜，搞好没有？这周末有个车友聚会，想挂出来给他们看。",
                "还没做好，抱歉。我这周就按月度最快圈做出来，先给你看个样子。",
            ),
        )),
        (11, (
            turn(
                "你好，我是阿珍，周哥老婆，前台是我管。父亲节想推个父子一起开双人车的套餐，"
                + f("pending", "6月15号之前把父亲节亲子双人车的海报做出来") + "，要发抖音的，竖版。",
                "好的阿珍姐，我先出两版竖版的给你挑，15号之前肯定给你。",
            ),
        )),
    )
    return Scripted(name="fresh37-kadingche", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh37=True, later=later, routine=routine_zh)


# ---------------------------------------------------------------- jubensha: murder-mystery role-play shop
def _jubensha() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "哈喽～我是小鹿，在成都建设路这边开了家剧本杀，叫雾屿，六个房间，其中两个是恐怖主题房。先跟你说下"
            "我们店的情况嘛。上个月有一车高中生，七八个，周末下午来的，点名要玩《回魂夜》，那是我们店最吓人的本，"
            "还有NPC扮鬼的那种。前台妹妹看他们个子都挺高，差点就给开了，还好阿凯多问了一句，有两个才十六岁，赶紧"
            "给换成欢乐本。我跟你说，" + f("constraint", "恐怖本一律不给未成年人开") + "，就算家长打电话来说没关系"
            "也不行，真吓出啥问题家长第一个找的是我们。那天他们后面玩得也挺开心，还在大众点评给了五星哈哈哈。"
            "好啦说正事。我们所有的本子都记在一个表里，" + f("path", "/srv/wuyu/kucun/scripts.csv") + "，哪个本"
            "有几盒、开过几车、授权到啥时候都在里面，想让你每周帮我看一下哪些本子快到期了。",
            ("我先看下表的结构。", [
                call("bash",
                     "本名,类型,盒数,开车次数,授权到期,人数\n"
                     "长夜渡,情感,2,87,2027-03-31,6-7\n"
                     "回魂夜,恐怖,1,41,2026-09-30,6",
                     command="head -3 /srv/wuyu/kucun/scripts.csv"),
            ]),
            "有授权到期这一列就好办，我每周一早上列出九十天内到期的本，按开车次数排，卖得好的排前面，方便你先去谈续约。",
        ),
        turn(
            "可以可以。价格你也记一下哈：" + f("number", "情感本每人168") + "，恐怖本贵二十。然后"
            + f("number", "最少凑够6个人才发车") + "，人不够就拼车，拼不满就改期。",
            ("到期提醒的脚本先写上。", [
                call("write", "ok", path="/srv/wuyu/bin/check_expiry.py",
                     content="rows = read_csv(INVENTORY)\nsoon = [r for r in rows if days_left(r) <= 90]\n"
                             "for r in sorted(soon, key=lambda r: -r.plays):\n    print(r.name, r.expires, r.plays)"),
            ]),
            "脚本写好了，每周一九点出结果。我看你们每车都要打印一大堆线索卡，其实可以" + f("rejected", "用平板电脑代替纸质线索卡")
            + "，DM 在后台点一下就推到玩家手上，纸和打印机墨都省了。",
        ),
        turn(
            "我们跟发行签的授权合同里写死了，线索只能用他们印的实体卡。再说玩家就喜欢那种一张张翻卡的仪式感，"
            "拿个平板跟打游戏一样，没那个味儿。",
            "懂了，那还是实体卡。另外组局成功以后，可以在开本前一天晚上自动给每个玩家发个微信提醒，时间、房间、"
            "要不要换装都写上，能少一些迟到和放鸽子的。",
        ),
        turn(
            "这个要！上周就有个玩家睡过头了，一车人等了他四十分钟。",
            ("拿下周六晚上那一车先试一下，不真发。", [
                call("bash",
                     "[dry-run] 场次 0614-19 《长夜渡》 2号房 6人\n"
                     "[dry-run]  -> 6 条提醒已生成, 0 条发送 (dry-run)\n"
                     "[dry-run] 模板: 明晚19:00 雾屿2号房, 请提前15分钟到店换装",
                     command=f("command", "python3 remind.py --session 0614-19 --dry-run")),
            ]),
            "提醒内容生成没问题，6 个人都有。你确认模板可以，我就设成每天晚上八点自动发。",
        ),
        turn(
            "模板OK的。哦对，我们的小程序是外包小吴做的，AppID 是 " + f("identifier", "wx7f3c2a91d04e5b88")
            + "，他之前把代码打包给我了。选座那个页面有个bug，两个人能选到同一个角色，你能帮我改了重新编一版吗？",
            ("我先把项目编一下，看能不能正常出包。", [
                call("bash",
                     long_log(150, "wuyu-mp-build",
                              "\n" + f("failure", '[vite]: Rollup failed to resolve import "@/uni_modules/wuyu-seat-picker/components/seat-picker.vue" from "/home/xiaolu/wuyu-mp/src/pages/book/index.vue".')
                              + "\nThis is most likely unintended because it can break your application at runtime.\n"
                              "If you do want to externalize this module explicitly add it to\n"
                              "`build.rollupOptions.external`\n"
                              " ERROR  Build failed with errors."),
                     error=True, command="npm run build:mp-weixin"),
            ]),
            "编不过：选座页面引用的那个 seat-picker 组件不在代码里，uni_modules 下面根本没有这个目录。应该是小吴自己"
            "写的组件，留在他电脑上没打包进来。选座的 bug 恰好就在这个组件里，没有它我改不了。",
        ),
        turn(
            "小吴啊……他回老家结婚去了，说下个月中旬才回成都，我发微信他估计也顾不上看。那就等他回来吧，选座先让"
            "前台手动分角色。",
            "好，等小吴回来要到那个组件再改。",
        ),
    )
    r2 = (
        turn(
            "昨天那车《长夜渡》炸车了。有个玩家上完厕所回来，顺手翻了桌上提前摆好的第三幕线索卡，一眼看到凶手是谁，"
            "然后全车都知道了，本子直接没法玩，只能全车退款，一千多块就这么没了，DM 也被骂了。所以从今天开始："
            + f("constraint", "线索卡一律由DM当场发，不许提前摆桌上") + "。你帮我写进 DM 手册，然后发给所有 DM。",
            ("写进手册的开场流程里。", [
                call("edit", "ok", path="/srv/wuyu/docs/dm_manual.md", old="## 开场前准备",
                     new="## 开场前准备\n\n**线索卡只能在对应环节由 DM 现场发放，开场前不得摆放在桌面。**"),
            ]),
            "手册改好了，我把这一段单独截出来，你可以直接转到 DM 群里。",
        ),
        turn(
            "还有个事。胖虎前几天跟我说想" + f("rejected", "让NPC穿着戏服在商场走廊里拉客") + "，说隔壁那家密室"
            "就这么干的，效果很好。我就去问了商场物业，王经理今天回话了，说不行，之前有顾客投诉被吓到，商场规定走廊"
            "不能有任何表演。那就算了呗。你帮我跟胖虎说一声哈，他不在这个群里。",
            "好，我写一段话你转给胖虎：物业王经理不同意走廊表演，这个方案不做了。",
        ),
        turn(
            "阿凯又在那念叨" + f("rejected", "把3号和4号房打通做实景本") + "，说现在实景本火，一车能收三百一位。"
            "我说等这个月流水出来再看。你先别动那两个房间的灯光配置哈。",
            "好，3 号和 4 号房的配置我不碰，等你看完流水再说。",
        ),
        turn(
            "说到灯光，3号房的灯最近老是不跟剧情切，第二幕该变红的时候没反应。每个房间的灯光音效都是一个树莓派"
            "控制的，3号房那台叫 " + f("identifier", "wuyu-room3") + "，配置在 " + f("path", "/opt/wuyu/rooms/room3/cues.yaml")
            + "，阿凯说他改过一版。你能帮我推上去吗？",
            ("我先看下配置，再推到那台树莓派上。", [
                call("read", path="/opt/wuyu/rooms/room3/cues.yaml",
                     result="scene_2:\n  trigger: dm_button_2\n  lights: {color: red, fade_ms: 1500}\n"
                            "  sound: act2_heartbeat.mp3"),
                call("bash",
                     "\nPLAY [rooms] *******************************************************************\n\n"
                     "TASK [Gathering Facts] *********************************************************\n"
                     + f("failure", 'fatal: [wuyu-room3]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: ssh: connect to host 192.168.31.63 port 22: No route to host", "unreachable": true}')
                     + "\n\nPLAY RECAP *********************************************************************\n"
                     "wuyu-room3                 : ok=0    changed=0    unreachable=1    failed=0    skipped=0    "
                     "rescued=0    ignored=0",
                     error=True,
                     command=f("command", "ansible-playbook -i rooms.ini lights.yml --limit wuyu-room3")),
            ]),
            "配置本身没问题，第二幕是按 DM 按钮切红灯。但那台树莓派连不上，网络上找不到它，多半是死机了或者断电了，"
            "需要有人进房间重启一下。",
        ),
        turn(
            "3号房现在有一车在玩六个小时的城限本，要到晚上十一点才散场，人家正玩着呢，不能进去拔电源。等散场了"
            "让阿凯去看一下吧，今天先这样。",
            "好的，等散场重启以后再推配置。",
        ),
    )
    r3 = (
        turn(
            "流水出来了，不太好看，比上个月少了两万多。而且我问了房东，3号和4号中间那堵是承重墙，根本打不通。"
            "所以阿凯那个想法彻底不考虑了，我已经跟他说了。",
            "明白，打通的方案作废。",
        ),
        turn(
            "帮我做一下" + f("pending", "下个月的房间排期表") + "，哪天哪个房开哪个本，哪个DM带，我好在群里发。"
            "还有个事一直悬着：《长夜渡》是我们卖得最好的本，但发行那边对接的人换了，新来的一直不回我消息，所以"
            "现在谁也说不清" + f("pending", "《长夜渡》的授权明年到期以后发行还给不给续") + "。",
            "排期表我接着做。授权续不续要等发行回复，我先记下，有消息再更新。",
        ),
    )
    later = (
        (7, (
            turn(
                "排期表呢？下周一就要发群里了，DM 们要抢班的。",
                "还没做完，不好意思，今天之内给你初稿。",
            ),
        )),
        (12, (
            turn(
                "你好，我是胖虎，小鹿的合伙人。" + f("pending", "6月30号前把上半年每个本开了几车统计出来")
                + "，我七月要跟几个发行谈下半年进货，心里要有个数。",
                "好的胖虎哥，我从库存表里按本子把上半年的开车次数汇总出来，30 号之前发你。",
            ),
        )),
    )
    return Scripted(name="fresh37-jubensha", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh37=True, later=later, routine=routine_zh)


# ---------------------------------------------------------------- pingpang: table-tennis hall
def _pingpang() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好你好。我姓郑，郑国平，以前在省队打了八年，退下来就开了这个球馆，在拱墅一个商场的四楼，十二张台子，"
            "主要教小孩，周末从早上八点排到晚上九点。跟你讲个事你就晓得我们这边的家长了。上礼拜有个爸爸，儿子在"
            "上课，他就站在球台边上，一边看一边喊“反手！反手！”，小马教的是正手，小孩子一下就懵了，后来哭着不打了。"
            "我们以前就说过，现在我再强调一遍，" + f("constraint", "上课时家长一律在玻璃外面看，不准进场")
            + "，外面有椅子有空调，看得清清楚楚的。那个爸爸后来也挺不好意思，给小马买了杯咖啡。好，说正事。我们"
            "会员都是储值卡，余额每个月导出来放在 " + f("path", "/data/weidong/members/balance.csv") + "，琳琳每个"
            "月对账对到半夜，你帮我看看能不能自动对。",
            ("我先看下导出的格式。", [
                call("bash",
                     "卡号,姓名,手机尾号,上月余额,本月充值,本月消费,本月余额\n"
                     "W0231,刘子涵,8812,1260.00,2000.00,1530.00,1730.00\n"
                     "W0232,陈一鸣,0347,440.00,0.00,360.00,80.00",
                     command="head -3 /data/weidong/members/balance.csv"),
            ]),
            "每张卡都有上月余额、充值、消费和本月余额，可以逐张核：上月加充值减消费应该等于本月。对不上的列出来给琳琳就行。",
        ),
        turn(
            "价格你也记下。散客" + f("number", "一张台一小时45块") + "，会员打八折。"
            + f("number", "一对一私教课每节280块") + "，我和小马都带。",
            ("按月对一遍五月的。", [
                call("bash",
                     "核对 2026-05: 共 318 张卡\n对不上 3 张:\n"
                     "  W0117 差 -45.00 (消费记录缺一笔)\n  W0260 差 +280.00 (充值未入账)\n  W0301 差 -36.00",
                     command=f("command", "python3 export_balance.py --month 2026-05")),
            ]),
            "五月 318 张卡里只有 3 张对不上，原因也列出来了，琳琳只要看这三张。",
        ),
        turn(
            "太好了，她要高兴坏了。还有个事，晚上好多上班的想来打，可我们九点半就关门了，有没有什么办法？",
            "可以试试" + f("rejected", "24小时自助开馆") + "：门口扫码进门，预约了哪张台哪张台的灯就自动亮，"
            "晚上不用留人。",
        ),
        turn(
            "商场晚上十一点整栋楼断电，电梯扶梯全停，消防通道也锁上，客人上都上不来，还自助啥。",
            "那确实，营业时间还是跟着商场走。",
        ),
        turn(
            "还有个急事。我们小程序收款用的微信支付，商户号 " + f("identifier", "1642839015") + "，商户平台发短信说"
            "API证书下个月到期，琳琳已经把新证书下载下来放到服务器上了，你帮我看看对不对。",
            ("我看下新证书的有效期。", [
                call("bash",
                     "unable to load certificate\n"
                     + f("failure", "140335792055616:error:0909006C:PEM routines:get_name:no start line:../crypto/pem/pem_lib.c:745:Expecting: TRUSTED CERTIFICATE"),
                     error=True,
                     command=f("command", "openssl x509 -in /etc/weidong/wxpay/apiclient_cert.pem -noout -enddate")),
                call("bash", "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>微信支付商户平台 - 登录</title>",
                     command="head -c 120 /etc/weidong/wxpay/apiclient_cert.pem"),
            ]),
            "这个文件根本不是证书，是商户平台登录页的网页，应该是下载的时候登录过期了，存下来的是网页。要重新登录商户"
            "平台下载证书，这一步需要超级管理员扫码确认。",
        ),
        turn(
            "超级管理员是我女儿郑悦，当时用她的微信注册的，她在英国读研，那边现在是半夜。重新下证书要她扫码，只能等"
            "她有空了。先这样吧，反正还有一个多月。",
            "好，等郑悦扫码以后再换证书，旧证书到期前还能用。",
        ),
    )
    r2 = (
        turn(
            "跟你说，上个月有个小伙子穿着跑步鞋直接上场，那种鞋底带颗粒的，把三号台边上的地胶划了两道口子，"
            "换一块地胶三千多。从那以后我们定死了，" + f("constraint", "不换室内平底鞋不许上地胶")
            + "，前台有鞋可以借。你帮我把这条加到小程序预约成功的提示里。",
            ("加到预约成功页的提示里。", [
                call("edit", "ok", path="/srv/weidong/miniapp/pages/booked/booked.wxml",
                     old="<view class=\"tip\">请提前10分钟到场</view>",
                     new="<view class=\"tip\">请提前10分钟到场</view>\n"
                         "<view class=\"tip warn\">进场须换室内平底鞋，前台可免费借鞋</view>"),
            ]),
            "加好了，用的醒目的黄色提示。",
        ),
        turn(
            "琳琳想" + f("rejected", "在前台卖奶茶") + "，说家长等孩子的时候都跑去楼下买。我让她去问商场招商部，"
            "今天招商部回话了，楼下那家奶茶店签的是整栋楼的独家，我们卖了要罚款。那就不搞了。",
            "好，前台还是只卖水和运动饮料。",
        ),
        turn(
            "家长群的群主王姐昨天在群里提议" + f("rejected", "暑假集训班打六折") + "，一堆家长跟着点赞。六折我们是"
            "亏本的，小马他们的课时费都不够。我在群里回了：老学员报满二十节送两节。王姐说也行，大家就没再说了。",
            "明白，集训班原价，老学员报二十节送两节，我把这个规则记到课程设置里。",
        ),
        turn(
            "前台有台安卓平板是给客人自助开台用的，阿杰以前给我们做的app，包名好像叫 "
            + f("identifier", "com.weidong.kiosk") + "。他发了个新版的安装包给琳琳，琳琳存在 "
            + f("path", "/home/linlin/Downloads/weidong-kiosk-1.4.apk") + "，你帮我装上去，平板已经用数据线"
            "连到电脑上了。",
            ("先确认平板连上了，再装。", [
                call("bash", "List of devices attached\nR9KT30A1BCD\tdevice", command="adb devices"),
                call("bash",
                     "Performing Streamed Install\n"
                     + f("failure", "adb: failed to install weidong-kiosk-1.4.apk: Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: Package com.weidong.kiosk signatures do not match previously installed version; ignoring!]"),
                     error=True, command="cd /home/linlin/Downloads && adb install -r weidong-kiosk-1.4.apk"),
            ]),
            "装不上：新安装包的签名跟平板上现在这个版本不一样，系统不让覆盖。卸载再装倒是可以，但平板上缓存的开台记录"
            "和离线会员数据会一起清掉。最好是让阿杰用原来的签名文件重新打一个包。",
        ),
        turn(
            "阿杰去深圳上班了，微信回得很慢。刚问了，他说签名文件在他以前那台电脑上，电脑放在老家。那先用旧版本吧，"
            "等他端午回老家再说。",
            "好，平板先不动，等阿杰端午拿到签名文件重新打包。",
        ),
    )
    r3 = (
        turn(
            "晚上订了台又不来的人太多了，台子空着，别人又订不到。",
            "可以这样：预约时间过了十五分钟还没人签到，就自动把台子释放出来，并通知排队候补的人。",
        ),
        turn(
            "可以，就这么弄，过了十五分钟就放。",
            ("加上自动释放。", [
                call("edit", "ok", path="/srv/weidong/booking/jobs.py", old="NO_SHOW_RELEASE = None",
                     new="NO_SHOW_RELEASE = timedelta(minutes=15)  # 未签到自动释放并通知候补"),
            ]),
            "改好了，今晚就生效。",
        ),
        turn(
            "学期快结束了，我想给每个孩子出一份" + f("pending", "学员的期末技术评估表") + "，正手、反手、步法、发球"
            "分别打分，家长最喜欢看这个。还有，去年区体育局给青少年培训有补贴，一个孩子补几百块，今年到现在一点动静"
            "都没有，我打电话问了两次，那边说文件还没下来，所以现在真不知道" + f("pending", "区体育局今年还发不发青少年培训补贴") + "。",
            "评估表我来做个模板。补贴的事得等区里的文件，我记着，有消息你告诉我。",
        ),
    )
    later = (
        (4, (
            turn(
                "评估表做得怎么样了？下礼拜最后一节课就要发给家长了。",
                "还没弄好，我这两天先出一版模板给你和小马看看打分项。",
            ),
        )),
        (10, (
            turn(
                "您好，我是小马，球馆的教练，郑指导让我直接找你。" + f("pending", "7月1号之前把暑假集训班报名表做出来")
                + "，要有孩子年龄、球龄、想上哪个时段，家长在群里就能填的那种。",
                "好的马教练，我做个在线表单，1 号之前发你试填。",
            ),
        )),
    )
    return Scripted(name="fresh37-pingpang", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh37=True, later=later, routine=routine_zh)


# ---------------------------------------------------------------- piaoliu: river-rafting scenic area
def _piaoliu() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是青石峡漂流的邓志勇，在浏阳大围山那边，全程五公里八，落差一百多米。我们这行最怕的就是涨水。"
            "你不晓得，前年七月那场雨，上午还好好的，中午上游一场暴雨，水一下就涨上来了，颜色都变黄了，当时河道里"
            "还有两百多条艇，杨队带着救生员一个点一个点往岸上拉人，拉到天黑才拉完，还好一个人都没出事。那次以后"
            "镇里水利站给我们装了水位尺，数据直接传到监控室。我跟你讲死规矩：" + f("constraint", "上游水位过了2米3就全线停漂")
            + "，不管下面排了多少旅行社的车，不管客人怎么闹。后来还有人在网上骂我们不退票，其实都退了的，唉。现在是"
            "这样，水位告警的配置在 " + f("path", "/opt/qingshi/shuiwei/alert.yaml") + "，你帮我看一下，告警短信是"
            "不是发给了杨队和我两个人。",
            ("我看一下配置。", [
                call("read", path="/opt/qingshi/shuiwei/alert.yaml",
                     result="gauge: upstream_01\nwarn_at_m: 2.0\nstop_at_m: 2.3\nsms_to:\n"
                            "  - 139****2207  # 邓志勇\n  - 137****6615  # 杨队\n  - 158****0932  # 刘"),
            ]),
            "短信发给三个号码：你、杨队，还有一个备注“刘”的。预警和停漂两档都有，预警那档会提前提醒。",
        ),
        turn(
            "那个刘是以前的小刘，人早就走了，删掉。",
            ("删掉这个号码。", [
                call("bash", "", command="cd /opt/qingshi/shuiwei && sed -i '/# 刘$/d' alert.yaml"),
            ]),
            "删了，现在只发你和杨队。",
        ),
        turn(
            "还有票的事。" + f("number", "全程漂流成人票138元") + "，一米二以下的小孩不让漂。旺季周末人多，镇里给"
            "我们核定的是" + f("number", "单日最多放2400人") + "，超了要罚款的。",
            "旺季可以" + f("rejected", "按半小时分时段预约") + "，每个时段放固定人数，这样既不会超，排队也短。",
        ),
        turn(
            "我们这里八成客人是旅行社大巴，从长沙过来，路上堵到几点谁也说不准，司机十点到和十二点到都正常。你让他们"
            "约九点半那个时段，到了进不来，导游要跟我拼命的。",
            "明白，旅行社团的到达时间控制不了，那还是按全天总量控制。",
        ),
        turn(
            "小彭每天要把闸机的检票数据导出来给旅行社对账，闸机的数据库在入口售票厅那台服务器上，你试试能不能直接导。",
            ("我试着连那台服务器导出检票订单。", [
                call("bash",
                     "-- Connecting to 10.0.8.21...\n"
                     + f("failure", "mysqldump: Got error: 2003: Can't connect to MySQL server on '10.0.8.21:3306' (110) when trying to connect"),
                     error=True,
                     command=f("command", "mysqldump --defaults-extra-file=/root/.qs_report.cnf -v -h 10.0.8.21 gate_db ticket_orders")),
                call("bash",
                     "PING 10.0.8.21 (10.0.8.21) 56(84) bytes of data.\n\n--- 10.0.8.21 ping statistics ---\n"
                     "4 packets transmitted, 0 received, 100% packet loss, time 3062ms",
                     command="ping -c 4 10.0.8.21"),
            ]),
            "连不上，不是账号密码的问题，是网络根本不通，售票厅那台服务器 ping 都 ping 不到。可能是那边的网线或者光纤断了。",
        ),
        turn(
            "对对对，昨天晚上打雷，售票厅那个光纤盒子被雷劈了，电信说后天才能派人来换。那就等电信吧，这两天小彭先用U盘拷。",
            "好，等电信修好网络再导。",
        ),
    )
    r2 = (
        turn(
            "上礼拜出了个事。有个小伙子在第二个滩那里把救生衣扣子解开了，说要拍视频，结果到下一个滩就翻艇了，人掉"
            "水里，救生衣差点从头上脱出去，还好下游的救生员一把捞住了。杨队当天晚上开会就定了："
            + f("constraint", "救生衣全程不许解扣，谁解了下一个救生点就劝返") + "，劝返的不退票。你帮我把这条加到"
            "出发口的广播词和电子票的须知里，广播词的文件是 " + f("path", "/opt/qingshi/broadcast/start_gate.txt")
            + "，小彭上次改过。",
            ("广播词和须知都加上。", [
                call("edit", "ok", path="/opt/qingshi/broadcast/start_gate.txt", old="请系好救生衣。",
                     new="请系好救生衣，全程不得解开卡扣。解开卡扣者将在下一救生点劝返，费用不退。"),
                call("edit", "ok", path="/srv/qingshi/ticket/notice.md", old="## 安全须知",
                     new="## 安全须知\n\n- 救生衣全程扣好，中途解扣者劝返且不退票。"),
            ]),
            "两处都改了，广播词明天开园就用新的。",
        ),
        turn(
            "我弟弟邓二一直想搞" + f("rejected", "晚上开夜漂带灯光秀") + "，说抖音上别的地方搞得很火。我拿去镇安监站"
            "问了，站长当场就说不行，晚上河道里出了事救援根本看不见，想都别想。你跟他说也没用，他不听我的，反正安监站"
            "不批就是不批。",
            "了解，夜漂不做了。",
        ),
        turn(
            "长沙那家旅行社的李姐又打电话来了，想把" + f("rejected", "团队票压到每人58") + "，说她一个暑假能给我们"
            "送五千人。我跟她讲等七月初看看客流再说。",
            "好，先不答复，七月初看了客流你再定。",
        ),
        turn(
            "河道里有三个拍照点，客人漂完可以买照片。现在照片都堆在一台叫 " + f("identifier", "photo-nas")
            + " 的机器上，客人要自己在屏幕上一张张翻，翻半天找不到自己。",
            "客人进场都戴了手环，拍照点的相机如果拍到手环号，可以按手环号把照片自动分好组，客人在出口刷一下手环就只"
            "看到自己的。",
        ),
        turn(
            "这个可以！先拿昨天的照片试试。",
            ("按手环号分组试一下。", [
                call("bash",
                     "读取 0712 照片 6184 张\n识别到手环号 5907 张, 未识别 277 张 (放入 unmatched/)\n"
                     "生成分组 1302 个",
                     command=f("command", "python3 group_photos.py --date 0712 --by wristband")),
            ]),
            "六千多张里九成五认出了手环号，1302 个客人各自一组，认不出的放在单独的文件夹里让人工看。",
        ),
        turn(
            "不对啊，今天下午拍照点的照片传不上来了，屏幕上还是中午的。",
            ("看一下照片同步服务的日志。", [
                call("bash",
                     long_log(130, "qingshi-photo-sync",
                              "Jul 12 15:02:11 qingshi-srv2 photo-sync[1423]: Traceback (most recent call last):\n"
                              'Jul 12 15:02:11 qingshi-srv2 photo-sync[1423]:   File "/opt/qingshi/photo/sync.py", line 88, in copy_batch\n'
                              "Jul 12 15:02:11 qingshi-srv2 photo-sync[1423]:     shutil.copy2(src, dst)\n"
                              'Jul 12 15:02:11 qingshi-srv2 photo-sync[1423]:   File "/usr/lib/python3.11/shutil.py", line 436, in copy2\n'
                              "Jul 12 15:02:11 qingshi-srv2 photo-sync[1423]:     copyfile(src, dst, follow_symlinks=follow_symlinks)\n"
                              "Jul 12 15:02:11 qingshi-srv2 photo-sync[1423]: "
                              + f("failure", "OSError: [Errno 28] No space left on device: '/data/qingshi/photos/0712/QS0712-0458.jpg'")
                              + "\nJul 12 15:02:11 qingshi-srv2 systemd[1]: photo-sync.service: Main process exited, code=exited, status=1/FAILURE\n"
                              "Jul 12 15:02:11 qingshi-srv2 systemd[1]: photo-sync.service: Failed with result 'exit-code'."),
                     error=True, command="journalctl -u photo-sync -n 200 --no-pager"),
            ]),
            "下午三点开始硬盘满了，同步服务写不进去就退出了。旺季一天六千多张，硬盘顶不住，要么清旧照片要么加硬盘。",
        ),
        turn(
            "旧照片不能删，有客人过了几个月还来要的。新硬盘我让小彭在京东下单了，8T的，明天到。今天先让拍照点用相机"
            "的卡存着吧。",
            "好，等明天新硬盘装上再把同步服务起起来。",
        ),
    )
    r3 = (
        turn(
            "七月了，这几个周末每天都两千出头，快到顶了。李姐那个价我回绝了，旺季不缺人，团队价还是原来那样。不过"
            "她这周六有个团，团号 " + f("identifier", "HNLX-0719-32") + "，四十五个人，你帮我在系统里先把名额留好。",
            ("先给这个团留名额。", [
                call("bash", "已预留: 2026-07-19 团队 45 人, 当日剩余可售 612",
                     command="python3 reserve.py --group HNLX-0719-32 --date 2026-07-19 --people 45"),
            ]),
            "留好了，周六还剩 612 个散客名额。",
        ),
        turn(
            "帮我排一下" + f("pending", "旺季救生员排班表") + "，十二个救生员，七个点位，每个人每天在水里最多站六个"
            "小时。还有保险的事，今年保险公司说游客意外险的保额要调整，但具体怎么调，业务员到现在都没回我，所以还"
            "不知道" + f("pending", "今年的游客意外险是不是要提到每人50万") + "。",
            "排班表我来排。保险要等业务员答复，我先记着。",
        ),
    )
    later = (
        (6, (
            turn(
                "排班表弄出来没有？下个礼拜就要用了，杨队在催我。",
                "还没排完，抱歉，明天先给你一版，七个点位都排上。",
            ),
        )),
        (9, (
            turn(
                "我是杨队，管救生这块的，邓总让我找你。安监站月底要来查，" + f("pending", "8月15号之前把救生衣和头盔的年检记录整理好")
                + "，每件的编号、检查日期、谁检查的都要有。",
                "好的杨队，我做个台账模板，15 号之前整理好给你。",
            ),
        )),
    )
    return Scripted(name="fresh37-piaoliu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts),
                    held_out=True, fresh37=True, later=later, routine=routine_zh)


SESSIONS = (_kadingche(), _jubensha(), _pingpang(), _piaoliu())
