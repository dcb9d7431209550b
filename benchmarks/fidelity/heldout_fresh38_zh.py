"""Thirty-eighth fresh held-out set (Chinese half): written blind while the thirty-first round of rules was
being made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the
tuned sessions, the other blind sets beyond one English and one Chinese file read for their format, or the
benchmark's report); to be first run, together with its other half, against the thirtieth round's rules;
committed before its first run and not to be edited after it. ``heldout_fresh38.py`` is the English half,
written separately by another writer.

Domains (grepped unused with ``grep -il`` on file names only): a mahjong and card room (棋牌室) in Qingxiu,
Nanning; a surf club at Riyue Bay (日月湾), Wanning; a dive shop on Weizhou Island, Beihai; an ultimate
frisbee club (飞盘社) in Yantai. Proposals come from the assistant, a mahjong-table supplier, a regular
customer, a Meituan sales rep, the village committee (relayed by a guesthouse owner), a Beihai travel
agency, the owner's wife, an influencer (relayed by a dive master), the club members' vote (relayed by the
vice-president) and a club member who is a PE teacher. Failures are multi-line blocks from python-escpos
(a USB receipt printer), smartctl, ffmpeg, miniprogram-ci (WeChat mini program upload), dctool
(libdivecomputer, a dive computer's USB download), nmcli, adb and Aliyun ossutil; each is left unresolved
for a reason given. Routine work (``routine_zh``) is this file's own: a Javalin (Kotlin) membership/points
service with Exposed and JUnit 5, built with the Gradle Kotlin DSL; it has turns that look like facts (a
rule of thumb, accepted suggestions, numbers, paths) and are not planted.

Descriptions (written before the dialogue):
- qipai: 韦姐 runs 好运来棋牌室 in 青秀区, Nanning: eight rooms with automatic mahjong tables; her nephew 阿锋
  (works in Shenzhen) wrote the front-desk timing program that prints receipts on a USB thermal printer
  (/opt/haoyunlai/jishi/receipt.py). Failure one: the test print dies with python-escpos's
  USBNotFoundError; lsusb shows no printer, because a customer spilt tea on it and it is at a repair shop on
  朝阳路 until Saturday (receipts handwritten meanwhile). Rules: inside a long account of how the room runs
  (35 yuan an hour daytime, 500 yuan top-up gets 80 yuan extra), no cash on the table ever (the police
  check); after old 老黄 fainted at five in the morning after an all-nighter, no new room is opened after
  2 a.m. The assistant's greying out the open/extend buttons after two is accepted. Failure two: the
  surveillance PC's disk (recordings under /mnt/luxiang/baoxiang) fails smartctl's health check, serial
  WD-WCC4N7PL2K31; the case carries the installer's warranty seal, so nobody opens it until 黄师傅 comes
  on Monday. Proposals: the supplier 老梁 wants all eight tables replaced at once (36,000 yuan in one go),
  韦姐 counters with the three oldest, paid over two months, and he agrees; the regular 老莫 (card
  HYL-VIP-0088) proposes an all-night monthly card, put off, then refused a round later (老黄's fainting,
  the police); the assistant's members' leaderboard by games played, refused by a reason alone (it would
  look like a winnings table). Open: a per-room revenue summary for last month (asked again later,
  blocked by handwritten days); whether the police station wants the room's registration redone this
  year (the community officer 小覃 is asking the station); later, a Mid-Autumn top-up poster.
- chonglang: 阿杰, from Guangzhou, runs 浪人冲浪俱乐部 at 日月湾; his partner 小鹿 is the mini program's
  admin and is leading a trip in Bali; coach 阿浪 is local. Failure one: ffmpeg can't read a student's
  GoPro clip (/data/xueyuan/0716/GX010087.MP4): moov atom not found, the camera died mid-recording; a
  repair needs a reference clip from the same camera, which 阿浪 has taken to 石梅湾 until Friday. Rules:
  inside a long account (two-hour trial lesson 380 yuan, board rental 150 yuan a day), everyone wears a
  leash in the water; after a student was carried off by a rip current by the southern rocks, students
  only have lessons in the water in front of the lifeguard tower. The assistant's morning post of tides,
  wave height and the lesson-area map is accepted. Failure two: miniprogram-ci upload of
  /home/ajie/langren-miniapp (AppID wx5d2a8e17c03b94f6) is refused with errCode -10008, invalid ip; only
  小鹿 can add the IP to the whitelist by scanning, and Bali's signal comes and goes. Proposals: Meituan's
  rep wants a 35% commission and the lowest price, 阿杰 counters with 20% and weekday lessons only and they
  agree; the assistant's night surf lessons, refused by a reason alone (can't see the waves, lifeguards
  leave at six); 阿杰's own fixed wooden shed on the beach, turned down by the village committee, relayed by
  the guesthouse owner 阿琼. A student's order number RYW-20250716-031. Open: July lesson hours per coach
  (asked again later, 阿Ken's cash lessons missing); whether the Wanning surf festival is at 日月湾 this
  year (the culture and tourism bureau hasn't decided); later, the National Day surf camp sign-up page by
  20 September.
- qianshui: 老潘, a former fisherman turned instructor, runs 蓝珊瑚潜水 on Weizhou Island; wife 阿梅 at the
  front desk, dive master 小朱, landlord 陈伯 owns the router. Failure one: dctool can't download rental
  dive computer LSH-ZL-07 (a Suunto D4i): the port opens but the watch never answers; the clip's pins are
  green with salt, and a new clip by ferry takes a week. Rules: inside a long account (OW course 3,280
  yuan, a boat dive 450), anyone who drank the night before doesn't dive next day; after a customer
  surfaced with 20 bar, at 50 bar you signal and the group ascends. The assistant's extra column in the
  registration sheet (/srv/lanshanhu/kehu/dengji.csv) for the pressure at surfacing is accepted. Failure
  two: nmcli can't join the shop Wi-Fi (secrets were required), 陈伯 changed the password and is in a
  Beihai hospital until Thursday; the failed profile sits under /etc/NetworkManager/system-connections/.
  It was for a customer's PADI advanced application (diver number 2312CN4417). Proposals: the travel agency
  海之旅's 覃经理 wants 200 yuan a head for try dives, 老潘 counters with 350, ten a day, weekdays, and he
  agrees; 阿梅's second-hand speedboat, put off, refused a round later (boat inspection, skipper licence,
  typhoons); an influencer's fish feeding on the reef for video, relayed by 小朱, refused by a reason
  alone. Open: August dive records of all customers in one sheet (asked again, LSH-ZL-07 missing); whether
  the coral reserve's no-dive area changed this year (waiting for the city's document); later, the
  off-season price list on WeChat Moments before 1 October.
- feipan: 于小满, an accountant, leads 海风飞盘社 in Yantai; games on a rented pitch in a seaside sports park;
  member 老孙 wrote the Android scoring app on a tablet; vice-president 大刘; 阿宁 is a PE teacher. Failure
  one: adb install of /home/xiaoman/feipan/apk/ultiscore-1.4.apk fails with
  INSTALL_FAILED_UPDATE_INCOMPATIBLE (package com.haifeng.ultiscore); uninstalling would wipe the season's
  scores, never exported, and 老孙 is in Xinjiang for two weeks. Rules: inside a long account (pitch 600
  yuan a time, membership 120 yuan a year), at least three women on the field every point; after a
  newcomer's metal studs hurt 小葛's foot, no metal studs. The assistant's shoe line in the sign-up template
  is accepted. Failure two: ossutil cp of /home/xiaoman/feipan/photos/0907 to bucket haifeng-ultimate gets
  403 UserDisable (account in arrears); spending club money over 200 yuan needs the committee, which meets
  at the end of the month. Proposals: 小满's own beach games at 金沙滩, voted down, relayed by 大刘; 阿宁's
  paid youth summer camp, put off, then refused a round later (insurance, no coaching licence); the
  assistant's 50-yuan deposit on sign-up, refused by a reason alone. Open: a points and assists
  leaderboard (asked again, waits on the tablet's data); whether Yantai's city league runs this autumn (the
  sports federation hasn't met); later, the winter indoor sign-up form by month's end.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn


# ---------------------------------------------------------------- routine work: a Javalin (Kotlin) points service
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "积分服务编译不过了，早上拉了同事的代码就这样。",
                ("我先跑一下构建。", [
                    call("bash",
                         "> Task :compileKotlin FAILED\n"
                         "e: file:///home/dev/points-service/src/main/kotlin/points/repo/PointsRepository.kt:42:24 "
                         "Type mismatch: inferred type is Int? but Int was expected\n\n"
                         "FAILURE: Build failed with an exception.\n\n"
                         "* What went wrong:\n"
                         "Execution failed for task ':compileKotlin'.\n"
                         "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n"
                         "   > Compilation error. See log for more details\n\n"
                         "BUILD FAILED in 6s",
                         error=True, command="./gradlew build"),
                ]),
                ("同事把 Members.balance 改成了可空列，仓库层还按非空用。新会员还没有余额，按 0 处理。", [
                    call("edit", "ok", path="src/main/kotlin/points/repo/PointsRepository.kt",
                         old="balance = row[Members.balance],",
                         new="balance = row[Members.balance] ?: 0,"),
                    call("bash", "> Task :compileKotlin\n> Task :test\n\nBUILD SUCCESSFUL in 9s\n7 actionable tasks: 3 executed, 4 up-to-date",
                         command="./gradlew build"),
                ]),
                "编过了，测试也都过了。表结构里改了可空的话，最好在同一个提交里把用到的地方一起改掉。",
            ),
        )
    if k == 1:
        return (
            turn(
                "前端要一个查积分流水的接口，按会员查，最好能翻页。",
                ("我在路由里加一个 GET /members/{id}/points/history。", [
                    call("edit", "ok", path="src/main/kotlin/points/App.kt",
                         old="get(\"/members/{id}\", memberController::get)",
                         new="get(\"/members/{id}\", memberController::get)\n"
                             "            get(\"/members/{id}/points/history\", pointsController::history)"),
                    call("edit", "ok", path="src/main/kotlin/points/web/PointsController.kt",
                         old="class PointsController(private val repo: PointsRepository) {",
                         new="class PointsController(private val repo: PointsRepository) {\n"
                             "    fun history(ctx: Context) {\n"
                             "        val id = ctx.pathParam(\"id\").toLong()\n"
                             "        val page = ctx.queryParamAsClass<Int>(\"page\").getOrDefault(1)\n"
                             "        val size = ctx.queryParamAsClass<Int>(\"size\").getOrDefault(20).coerceAtMost(100)\n"
                             "        ctx.json(repo.history(id, page, size))\n"
                             "    }"),
                    call("bash", "HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"page\":1,\"size\":20,\"total\":3,\"items\":[...]}",
                         command="curl -i 'http://127.0.0.1:7070/members/1001/points/history'"),
                ]),
                "接口通了。我默认每页 20 条，最多 100 条，免得有人一次拉全表。要不要按时间倒序？",
            ),
            turn("要，最新的在最上面。", "改成按 created_at 倒序了。"),
        )
    if k == 2:
        return (
            turn(
                "CI 上有个单元测试挂了，说积分算错了。",
                ("我本地跑一下那个测试类。", [
                    call("bash",
                         "PointsCalculatorTest > 消费 129 元应得 12 分() FAILED\n"
                         "    org.opentest4j.AssertionFailedError: expected: <12> but was: <13>\n"
                         "        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n"
                         "        at app//points.PointsCalculatorTest.消费 129 元应得 12 分(PointsCalculatorTest.kt:18)\n\n"
                         "6 tests completed, 1 failed\n\n"
                         "> Task :test FAILED",
                         error=True, command="./gradlew test --tests 'points.PointsCalculatorTest'"),
                ]),
                ("规则是每满 10 元记 1 分，代码里用了 roundToInt，12.9 被四舍五入成了 13。改成整除。", [
                    call("edit", "ok", path="src/main/kotlin/points/domain/PointsCalculator.kt",
                         old="return (amountFen / 1000.0).roundToInt()",
                         new="return (amountFen / 1000).toInt()"),
                    call("bash", "BUILD SUCCESSFUL in 4s\n6 tests completed, 0 failed",
                         command="./gradlew test --tests 'points.PointsCalculatorTest'"),
                ]),
                "6 个都过了。金额我们一直用分存成 Long，这里也没动。",
            ),
        )
    if k == 3:
        return (
            turn(
                "Exposed 是不是该升级了？听说新版本 upsert 好用多了。",
                ("我只升 Exposed 这一组，别的依赖不动。", [
                    call("edit", "ok", path="gradle/libs.versions.toml",
                         old="exposed = \"0.49.0\"", new="exposed = \"0.50.1\""),
                    call("bash",
                         "w: file:///home/dev/points-service/src/main/kotlin/points/repo/MemberRepository.kt:27:9 "
                         "'select(Op<Boolean>): Query' is deprecated. This function will be removed in future releases.\n\n"
                         "BUILD SUCCESSFUL in 21s\n7 actionable tasks: 7 executed",
                         command="./gradlew build"),
                ]),
                ("能编过，有一个弃用警告：select(where) 要换成 selectAll().where { }。我顺手改掉。", [
                    call("edit", "ok", path="src/main/kotlin/points/repo/MemberRepository.kt",
                         old="Members.select { Members.phone eq phone }",
                         new="Members.selectAll().where { Members.phone eq phone }"),
                ]),
                "升好了，警告也清了。建议一次只升一个依赖，出了问题好定位。",
            ),
            turn("行，以后都这样。", "好。"),
        )
    if k == 4:
        return (
            turn(
                "会员详情接口一调就 500，昨天还好好的。",
                ("我看下服务日志。", [
                    call("bash",
                         "[JettyServerThreadPool-31] ERROR io.javalin.Javalin - Exception occurred while servicing http-request\n"
                         "com.fasterxml.jackson.databind.exc.InvalidDefinitionException: Java 8 date/time type `java.time.LocalDateTime` "
                         "not supported by default: add Module \"com.fasterxml.jackson.datatype:jackson-datatype-jsr310\" to enable handling "
                         "(through reference chain: points.web.MemberView[\"joinedAt\"])\n"
                         "\tat com.fasterxml.jackson.databind.exc.InvalidDefinitionException.from(InvalidDefinitionException.java:77)",
                         error=True, command="journalctl -u points-service --since '10 min ago' | tail -n 20"),
                ]),
                ("昨天 MemberView 加了个 joinedAt 字段，Jackson 默认不认 LocalDateTime。给 Javalin 的 JSON 映射注册 JavaTimeModule。", [
                    call("edit", "ok", path="src/main/kotlin/points/App.kt",
                         old="config.jsonMapper(JavalinJackson())",
                         new="config.jsonMapper(JavalinJackson(jacksonObjectMapper()\n"
                             "            .registerModule(JavaTimeModule())\n"
                             "            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)))"),
                    call("edit", "ok", path="build.gradle.kts",
                         old="implementation(\"com.fasterxml.jackson.module:jackson-module-kotlin:2.17.1\")",
                         new="implementation(\"com.fasterxml.jackson.module:jackson-module-kotlin:2.17.1\")\n"
                             "    implementation(\"com.fasterxml.jackson.datatype:jackson-datatype-jsr310:2.17.1\")"),
                ]),
                "改好了，joinedAt 现在按 2024-05-03T10:15:00 这种格式输出。",
            ),
        )
    return (
        turn(
            "夜里定时任务跑积分过期的时候崩了。",
            ("我翻一下日志。", [
                call("bash",
                     "points-service[1893]: Exception in thread \"expire-job\" java.lang.IllegalStateException: No transaction in context.\n"
                     "points-service[1893]: \tat org.jetbrains.exposed.sql.transactions.TransactionManager$Companion.current(TransactionApi.kt:156)\n"
                     "points-service[1893]: \tat points.jobs.ExpireJob.run(ExpireJob.kt:22)\n"
                     "systemd[1]: points-service.service: Main process exited, code=exited, status=1/FAILURE",
                     error=True, command="journalctl -u points-service --since yesterday | grep -A3 expire-job"),
            ]),
            ("定时任务是在自己的线程里跑的，没有包 transaction，Exposed 找不到当前事务。把整个过期逻辑包进 transaction(db) { }。", [
                call("edit", "ok", path="src/main/kotlin/points/jobs/ExpireJob.kt",
                     old="override fun run() {\n        repo.expireBefore(cutoff())\n    }",
                     new="override fun run() {\n        transaction(db) {\n            repo.expireBefore(cutoff())\n        }\n    }"),
                call("bash", "BUILD SUCCESSFUL in 11s", command="./gradlew test"),
            ]),
            "改好了，测试环境手动触发了一次，过期了 42 条，没再报错。",
        ),
    )


# ---------------------------------------------------------------- qipai
def _qipai() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我姓韦，大家叫我韦姐，在南宁青秀区开了个棋牌室，叫好运来，八个包厢，楼下就是菜市场。我侄子阿锋给我弄了个电脑计时的，"
            "客人走的时候打一张小票出来结账。今天下午开始小票机一张都打不出来了，客人在前台等着，我只能拿笔写。阿锋说程序在 "
            + f("path", "/opt/haoyunlai/jishi/receipt.py") + " ，你帮我看看嘛，我电脑不太懂的。",
            ("我先用测试模式打一张看看。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/opt/haoyunlai/jishi/receipt.py\", line 112, in <module>\n"
                     "    main()\n"
                     "  File \"/opt/haoyunlai/jishi/receipt.py\", line 97, in main\n"
                     "    p = Usb(0x0416, 0x5011, profile=\"POS-5890\")\n"
                     "  File \"/usr/local/lib/python3.11/dist-packages/escpos/printer/usb.py\", line 92, in __init__\n"
                     "    self.open()\n"
                     "  File \"/usr/local/lib/python3.11/dist-packages/escpos/printer/usb.py\", line 136, in open\n"
                     "    raise USBNotFoundError(f\"Device not found or cable not plugged in. ({self.usb_args})\")\n"
                     + f("failure", "escpos.exceptions.USBNotFoundError: USB device not found (Device not found or cable not plugged in. (idVendor=0x0416, idProduct=0x5011))"),
                     error=True,
                     command=f("command", "python3 /opt/haoyunlai/jishi/receipt.py --room 3 --test")),
                call("bash",
                     "Bus 002 Device 001: ID 1d6b:0003 Linux Foundation 3.0 root hub\n"
                     "Bus 001 Device 003: ID 046d:c31c Logitech, Inc. Keyboard K120\n"
                     "Bus 001 Device 002: ID 0bda:0129 Realtek Semiconductor Corp. RTS5129 Card Reader Controller\n"
                     "Bus 001 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub",
                     command="lsusb"),
            ]),
            "程序没问题，是电脑上根本看不到小票机：USB 设备列表里只有键盘和读卡器，没有它。你看一下小票机的电源灯亮不亮、USB 线是不是松了？",
        ),
        turn(
            "哎呀我看了，电源灯都不亮。中午有个客人把一杯茶打翻了，全泼在小票机上，我拿纸巾擦了擦以为没事的。"
            "刚才拿去朝阳路那家修打印机的店，老板拆开看了说主板可能短路了，要等配件，礼拜六才能拿回来。那这几天就先手写吧，没办法。",
            "好，小票机等礼拜六修好拿回来再接上试。这几天手写的单子都留着，到时候补录进系统，不然账对不上。",
        ),
        turn(
            "好的好的。我跟你讲下我们这里平时怎么弄的，你以后帮我心里有个数。八个包厢都是自动麻将机，也有两间放了扑克桌，"
            "白天场" + f("number", "每小时三十五块") + "，晚上七点以后贵五块，会员打九折。会员卡是充值的，"
            + f("number", "充值五百元送八十元") + "，楼上楼下好多老街坊都办了，阿姨们最喜欢。我们是正经在派出所备了案的，"
            "社区民警隔三差五上来转一圈，所以有一条我跟服务员讲了无数遍：" + f("constraint", "桌面上一律不许放现金")
            + "，客人私底下怎么算我们不管，但是桌上看到钱，服务员就要上去提醒收起来，被查到了是要停业整顿的。"
            "包厢里也不让抽烟，这个就难管咯，老头子们忍不住，我只能多开窗。哦还有，茶水是免费的，瓜子要另外买。",
            "明白了：八个包厢，按小时计费，会员充值有赠送，桌上不见现金。",
        ),
        turn(
            "还有个事，说起来我现在都后怕。上个礼拜老黄在三号包厢打通宵，早上五点多人一下子就歪下去了，送到区医院，说是低血糖加上太累，"
            "还好没什么大事。他儿子第二天跑来闹了一场，说我们不该让老人打通宵。我想想也是。所以现在定了："
            + f("constraint", "凌晨两点以后不再开新的包厢") + "，已经在打的打完这一圈就散，续钟也不给续了。",
            "这个规矩很有必要。我建议在计时程序里直接做进去：凌晨两点到早上十点，开台和续钟的按钮都变灰，点不了，这样服务员也不用当坏人。",
        ),
        turn(
            "这个好，你弄吧，省得老客跟服务员磨。",
            ("我改一下开台和续钟的判断。", [
                call("edit", "ok", path="/opt/haoyunlai/jishi/rooms.py",
                     old="def can_open(room, now):\n    return room.status == \"idle\"",
                     new="def can_open(room, now):\n    if 2 <= now.hour < 10:\n        return False\n    return room.status == \"idle\""),
                call("edit", "ok", path="/opt/haoyunlai/jishi/rooms.py",
                     old="def can_extend(room, now):\n    return room.status == \"busy\"",
                     new="def can_extend(room, now):\n    if 2 <= now.hour < 10:\n        return False\n    return room.status == \"busy\""),
            ]),
            "改好了。两点以后前台界面上开台、续钟都是灰的，早上十点开门以后自动恢复。",
        ),
    )
    r2 = (
        turn(
            "还有前台那台录监控的电脑，这两天老是卡，画面一顿一顿的，昨晚还自己重启了一次。装监控的公司说录像都存在 "
            + f("path", "/mnt/luxiang/baoxiang") + " 下面，派出所要求录像至少留三十天的。你帮我看看是不是硬盘的问题？",
            ("我查一下硬盘的健康状态。", [
                call("bash",
                     "smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-18-amd64] (local build)\n"
                     "Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org\n\n"
                     "=== START OF INFORMATION SECTION ===\n"
                     "Model Family:     Western Digital Purple\n"
                     "Device Model:     WDC WD20PURZ-85GU6Y0\n"
                     "Serial Number:    " + f("identifier", "WD-WCC4N7PL2K31") + "\n"
                     "User Capacity:    2,000,398,934,016 bytes [2.00 TB]\n\n"
                     "=== START OF READ SMART DATA SECTION ===\n"
                     + f("failure", "SMART overall-health self-assessment test result: FAILED!") + "\n"
                     "Drive failure expected in less than 24 hours. SAVE ALL DATA.\n"
                     "See vendor-specific Attribute list for failed Attributes.\n\n"
                     "ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE\n"
                     "  1 Raw_Read_Error_Rate     0x002f   001   001   051    Pre-fail  Always   FAILING_NOW 18342\n"
                     "  5 Reallocated_Sector_Ct   0x0033   097   097   140    Pre-fail  Always   FAILING_NOW 1611\n"
                     "  9 Power_On_Hours          0x0032   061   061   000    Old_age   Always       -       28714\n"
                     "197 Current_Pending_Sector  0x0032   200   195   000    Old_age   Always       -       236",
                     error=True,
                     command=f("command", "smartctl -i -H -A /dev/sdb")),
            ]),
            "是硬盘快坏了：自检结果是 FAILED，已经有一千六百多个坏扇区被换掉，还有两百多个在等着换，所以画面会卡、会重启。"
            "要尽快换盘，换之前最好把还能读出来的录像先拷走。要报保修的话，盘的序列号是 WD-WCC4N7PL2K31。",
        ),
        turn(
            "那台电脑是安防公司的黄师傅装的，机箱侧面贴了保修的封条，他说过封条撕了就不保了，三年保修还剩一年多呢。"
            "我刚打电话给他了，他说礼拜一过来换。那就等他来吧，机箱我不敢动。",
            "好，机箱不拆，等黄师傅礼拜一来换盘。这几天尽量别关机重启，他来了把序列号给他，顺便让他把旧盘里的录像拷到新盘上。",
        ),
        turn(
            "今天卖麻将机的老梁上门来了，说我这几台用了五年，洗牌老是卡，劝我" + f("rejected", "八台麻将机一次全部换新")
            + "，给我打八折，但是要一次付清三万六。我哪里拿得出一下子三万六哦。",
            "一次三万六压力确实大。几台里面卡得最厉害的是哪几台？可以先换那几台。",
        ),
        turn(
            "我也是这么想的。我跟他讲了，先换三号、五号、七号这三台最老的，钱分两个月给。他在那里嘀咕了半天，说不划算，"
            "最后还是答应了，下礼拜三送货来。",
            "好，记下了：老梁先换三号、五号、七号三台，分两个月付款，下周三送货。",
        ),
        turn(
            "还有我们一个老客，老莫，会员卡号是 " + f("identifier", "HYL-VIP-0088") + "，他今天跟我提，说搞个"
            + f("rejected", "通宵包月卡") + "，一个月交一千块，通宵随便打，说他那几个牌友都想要。我有点心动，一个月稳稳的进账，"
            "又有点怕，你说呢？",
            "进账是稳，但是跟你刚定的两点以后不开新包厢有冲突。你不用急着回他，想清楚再说。",
        ),
        turn(
            "嗯，我先不回他，过两天再讲。",
            "好，先放着。",
        ),
    )
    r3 = (
        turn(
            "老莫那个通宵包月卡，我想好了，不搞。老黄那个事才过去多久，再弄个通宵卡，哪天又有人倒了我担不起，"
            "派出所那边看到我们搞通宵也不好看。你帮我想几句话回老莫，他是老客，别让他不高兴。",
            "可以这样说：“莫哥，谢谢你帮我想办法拉生意。上次老黄的事你也知道，我现在两点以后就不开台了，通宵卡就不搞了。"
            "你平时来，我给你留你最喜欢的六号包厢，茶叶我给你换好一点的。”",
        ),
        turn(
            "好，就这么讲。会员卡这块，你有没有什么点子让大家多来几次？",
            "可以" + f("rejected", "按打牌的局数搞会员排行榜") + "，每个月前五名送两个小时免费钟点，贴在前台。",
        ),
        turn(
            "排行榜一贴出来，人家一看还以为是谁赢得多的榜，民警上来看到我怎么说得清楚。",
            "明白。那就只按充值送钟点，不排名次，也不往外贴。",
        ),
        turn(
            "对。还有你帮我" + f("pending", "把上个月每个包厢的营业额汇总一下") + "，我想看看哪个包厢最赚钱，"
            "还有空调最差那间是不是根本没人要。",
            "好，计时系统的数据库里有每次开台的记录，我按包厢汇总，出来给你。",
        ),
        turn(
            "另外我听隔壁街那家棋牌室的老板说，今年" + f("pending", "派出所要不要重新办棋牌室备案")
            + "，她那边好像被通知了。我打电话问了社区民警小覃，他说要问一下所里，到现在还没回我。",
            "这个只能等小覃问了所里再说，我先记着，有消息了我帮你看要准备哪些材料。",
        ),
    )
    later = (
        (5, (
            turn(
                "上个月包厢营业额那个，汇总好没有嘛？我今天想看一下。",
                "还没好。小票机坏的那几天是手写的单子，系统里没有记录，得先补录进去，不然那几天的营业额是空的。"
                "你把手写单子拍照发我，补完我就把八个包厢的数出来。",
            ),
        )),
        (10, (
            turn(
                "中秋快到了，" + f("pending", "中秋节前把会员充值活动的海报做出来")
                + "，充五百送一百那种，图片我叫阿锋帮我找，他说周末发过来。",
                "好，等阿锋的图片到了就做，中秋之前给你。",
            ),
        )),
    )
    return Scripted(
        name="fresh38-qipai", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh38=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- chonglang
def _chonglang() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "hello～我是阿杰，在万宁日月湾开冲浪俱乐部的，叫浪人。我们每节课教练都在水里用 GoPro 给学员拍，回来剪成小视频发给学员，"
            "学员特别喜欢，好多人就是冲着视频来的。今天有个北京来的学员张萌，她那节课的视频打不开，文件在 "
            + f("path", "/data/xueyuan/0716/GX010087.MP4") + "，你帮我转成 720p 的，看看还能不能救回来，她明天就走了。",
            ("我用 ffmpeg 转一下试试。", [
                call("bash",
                     "ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers\n"
                     "  built with gcc 13 (Ubuntu 13.2.0-23ubuntu3)\n"
                     "  configuration: --prefix=/usr --extra-version=3ubuntu5 --toolchain=hardened --enable-gpl --enable-libx264\n"
                     "  libavutil      58. 29.100 / 58. 29.100\n"
                     "  libavcodec     60. 31.102 / 60. 31.102\n"
                     "  libavformat    60. 16.100 / 60. 16.100\n"
                     + f("failure", "[mov,mp4,m4a,3gp,3g2,mj2 @ 0x5612c0e4a640] moov atom not found") + "\n"
                     "/data/xueyuan/0716/GX010087.MP4: Invalid data found when processing input",
                     error=True,
                     command=f("command", "ffmpeg -i /data/xueyuan/0716/GX010087.MP4 -vf scale=-2:720 -c:v libx264 -crf 23 -c:a aac /data/xueyuan/0716/out/zhangmeng_720p.mp4")),
            ]),
            "这个文件没有录完整：MP4 的索引（moov）是相机停止录像的时候最后才写进去的，录到一半断电就会缺这一块，播放器和 ffmpeg 都认不出来。"
            "可以用 untrunc 这类工具修，但需要一段同一台相机、同样分辨率和帧率拍的正常视频做参照。",
        ),
        turn(
            "对对对，阿浪说那节课拍到一半 GoPro 就没电了。可是那台 GoPro 是阿浪自己的，他这礼拜去石梅湾带一个团课，相机带走了，"
            "礼拜五才回来。那只能等他回来再修了，我先跟张萌说一声，修好了发她微信。她的订单号是 "
            + f("identifier", "RYW-20250716-031") + "，你记一下，到时候好对上是哪节课。",
            "好，等阿浪礼拜五带相机回来，用同样的设置拍一段参照视频再修，修好按这个订单号发给张萌。",
        ),
        turn(
            "跟你说说我们这边的情况吧。日月湾的浪是好浪，一年四季都能冲，但是对新手来说有时候也挺凶的。我们的体验课是"
            + f("number", "两小时体验课三百八") + "，包板子包防晒衣，一个教练带四个。板子也对外租，"
            + f("number", "冲浪板日租一百五十元") + "，押金另外算。有一条我跟每个教练都交代过：" + f("constraint", "下水一律要系脚绳")
            + "，不管你是新手还是老手，板子一脱手在浪里乱飞，砸到人不是闹着玩的，去年隔壁俱乐部就有人被板鳍划了脸缝了八针。"
            "我们早上一般六点半就下水，中午太阳太毒就休息，下午四点以后再开一轮，晚上大家就在沙滩上喝椰子水吹牛。",
            "明白了：体验课两小时一带四，租板按天，下水必系脚绳。",
        ),
        turn(
            "还有，上礼拜三差点出大事。一个学员自己划到南边礁石那一片去了，那里有离岸流，一下子就被冲出去一百多米，"
            "是阿浪划过去把她拖回来的，上岸的时候脸都白了。从那以后我规定：" + f("constraint", "学员只能在救生员瞭望塔正前面那片水域上课")
            + "，教练也不许带学员往礁石那边去，老学员想去自己去，跟我们没关系。",
            "这个要讲死。我建议每天早上在学员群里发当天的潮汐和浪高，顺便把上课水域的范围图再发一遍，让新来的学员一眼就知道能去哪、不能去哪。",
        ),
        turn(
            "可以，这个每天发。",
            "好，我做一个模板：每天早上六点前把潮汐时间、浪高、风向和水域图一起发到群里。",
        ),
    )
    r2 = (
        turn(
            "小程序那个，小鹿走之前说新版本她都改好了，就差上传，代码在 " + f("path", "/home/ajie/langren-miniapp")
            + "，AppID 是 " + f("identifier", "wx5d2a8e17c03b94f6") + "，她说用那个命令行的工具传一下就行，密钥文件也在里面。",
            ("我用 miniprogram-ci 上传。", [
                call("bash",
                     "miniprogram-ci v1.9.16\n"
                     "- compile project...\n"
                     "✔ compile project\n"
                     "- upload...\n"
                     "✖ upload\n"
                     + f("failure", "Error: {\"errCode\":-10008,\"errMsg\":\"invalid ip: 124.225.71.38, reference: https://developers.weixin.qq.com/miniprogram/dev/devtools/ci.html\"}")
                     + "\n    at Object.upload (/usr/lib/node_modules/miniprogram-ci/dist/ci/upload.js:1:2716)\n"
                     "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                     error=True,
                     command=f("command", "miniprogram-ci upload --pp /home/ajie/langren-miniapp --pkp /home/ajie/langren-miniapp/private.wx5d2a8e17c03b94f6.key --appid wx5d2a8e17c03b94f6 --uv 2.4.0 -r 1 --enable-es6 true")),
            ]),
            "代码编译是过的，上传被微信拒了：这台电脑的公网 IP 不在小程序后台的上传 IP 白名单里。要在小程序后台“开发管理”里把这个 IP 加进去，"
            "或者把白名单关掉，这一步必须管理员扫码确认。",
        ),
        turn(
            "管理员是小鹿的微信。她在巴厘岛带队冲浪，那边信号时有时无的，我给她留言了，她看到了会弄。那只能等她了，小程序先用旧的。",
            "好，等小鹿把 IP 加进白名单再传。",
        ),
        turn(
            "美团那边有个商务小哥找我，说要把我们的体验课上到他们平台上，条件是" + f("rejected", "抽百分之三十五的佣金")
            + "，而且要保证他们平台上的价格比我们自己小程序上的低。",
            "三成五太高了，而且压价以后你自己的小程序就没人用了。可以跟他谈一下别的条件。",
        ),
        turn(
            "我就跟他讲，最多给百分之二十，而且只上平日的课，周末我们自己的学员都约满了。他说要问领导，今天回我说可以，下礼拜上线。",
            "好，美团那边：两成佣金，只上平日的体验课，下周上线。",
        ),
        turn(
            "最近晚上好多游客在沙滩上问能不能学，说白天太晒了不敢下水。",
            "可以考虑" + f("rejected", "开晚上的夜冲课") + "，比如傍晚七点到九点，沙滩上架几盏灯。",
        ),
        turn(
            "晚上黑乎乎的根本看不清浪从哪边来，救生员六点就下班了，出了事连个看着的人都没有。",
            "明白，那还是白天两轮。怕晒的游客可以推荐他们约早上六点半那一节。",
        ),
    )
    r3 = (
        turn(
            "今天民宿的阿琼姐跟我说，她去村委会开会了。我之前跟村里提的" + f("rejected", "在沙滩上搭一个固定的木棚当教室")
            + "，村委会讨论了，说沙滩是公共的，不能搭固定的东西，台风天还要留通道，没批。唉。",
            "那就只能用可以拆的遮阳棚，每天收工收回来。",
        ),
        turn(
            "嗯，先这样吧。月底要给教练结工资了，你帮我" + f("pending", "把七月每个教练带课的课时统计出来")
            + "，阿浪、小黎、阿Ken 三个，按小时算。",
            "好，课时我从小程序的预约记录里按教练汇总，统计完给你。",
        ),
        turn(
            "还有个事。往年秋天这边有个万宁冲浪节，全国的人都来，" + f("pending", "今年万宁冲浪节还在不在日月湾办")
            + "？要是办，我想提前订一批板子。我问了文旅局的人，说还没定，让等通知。",
            "好，等文旅局发通知，我先记着。定了以后我帮你按往年的人数算一下要订多少块板子。",
        ),
    )
    later = (
        (5, (
            turn(
                "七月课时那个弄好没有？阿Ken 今天又问我了。",
                "阿浪和小黎的已经算出来了。阿Ken 后半个月有几节课是学员现场给的现金，预约记录里没有，你找他要一下那几节的日期和人数，我补上就能出。",
            ),
        )),
        (10, (
            turn(
                "国庆好多人来问冲浪营，" + f("pending", "九月二十号前把国庆冲浪营的报名页做出来")
                + "，五天四晚，含住宿，住阿琼姐的民宿。",
                "好，九月二十号之前做好报名页：五天四晚，含住宿。价格和每天的安排你定了发我。",
            ),
        )),
    )
    return Scripted(
        name="fresh38-chonglang", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh38=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- qianshui
def _qianshui() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "老板你好，我是涠洲岛开潜水店的老潘，店叫蓝珊瑚。我们店里有十几块租给客人用的潜水电脑表，客人潜完了我要把表里的记录导出来，"
            "签潜水日志用，考进阶证的还要看深度够不够。今天 " + f("identifier", "LSH-ZL-07")
            + " 这块表导不出来，线插上了电脑没反应。小朱说用那个 dctool 的命令导，我不会，你帮我弄弄。",
            ("我先看串口在不在，再导。", [
                call("bash", "crw-rw---- 1 root dialout 188, 0 Aug 12 16:05 /dev/ttyUSB0", command="ls -l /dev/ttyUSB*"),
                call("bash",
                     "INFO: Open: name=/dev/ttyUSB0\n"
                     "INFO: Configure: baudrate=9600, databits=8, parity=0, stopbits=1, flowcontrol=0\n"
                     "INFO: Timeout: value=3000\n"
                     "INFO: DTR: value=1\n"
                     "INFO: RTS: value=1\n"
                     "INFO: Write: size=4, data=0F000F00\n"
                     "INFO: Read: size=0, data=\n"
                     + f("failure", "ERROR: Failed to receive the answer. [in suunto_d9.c:150 (suunto_d9_device_packet)]") + "\n"
                     "ERROR: Failed to read the version. [in suunto_d9.c:231 (suunto_d9_device_version)]\n"
                     "ERROR: Error opening the device. (Timeout)",
                     error=True,
                     command=f("command", "dctool -d \"Suunto D4i\" -l /tmp/d4i.log download -o /srv/lanshanhu/logs/lsh-zl-07.xml /dev/ttyUSB0")),
            ]),
            "数据线本身是好的，电脑认到了串口，也能打开；但是发给表的命令一点回音都没有。D4i 是靠表背面的几个金属触点跟夹子上的弹针接触传数据的，"
            "触点或者弹针被海水腐蚀了就会这样。你看一下夹子里的针有没有发绿？",
        ),
        turn(
            "我看了，夹子里面有两根针全是绿锈，拿牙刷刷了半天还是不行。淘宝上新买了一根，客服说快递到岛上要坐船，起码一个礼拜。"
            "那这块表的记录只能等线到了再导了，客人的日志我先手写签了。",
            "好，等新夹子到了再导这块表的记录。表背面的触点这几天用淡水冲一下擦干就行，别拿别的东西刮。",
        ),
        turn(
            "好嘞。跟你讲讲我们店吧。我以前是打鱼的，后来去三亚考了教练证，回岛上开的店，开了六年了。我们这边潜点主要是石螺口和滴水丹屏那一片，"
            "能见度好的时候有十几米，运气好能看到海龟。开放水域的课" + f("number", "OW 课程三千二百八十元")
            + "，三天，教材和证书费都含在里面；已经有证的来玩船潜，" + f("number", "船潜一潜四百五")
            + "，含气瓶和配重。船是租村里渔民的，一天出两趟。还有我们店一直有个老规矩，" + f("constraint", "前一天晚上喝了酒的第二天不让下水")
            + "，岛上晚上大排档啤酒便宜，好多客人一喝就喝多，第二天早上一身酒气来上船，我一律退钱让他改天，得罪人也没办法。",
            "明白了：OW 三天，船潜按潜次算，前一晚喝酒的第二天不下水。",
        ),
        turn(
            "还有，上礼拜出了个事。一个上海来的客人跟小朱一组，在水里光顾着拍海蛞蝓，上来的时候气瓶只剩二十巴，差一点就没气了，小朱吓得够呛。"
            "从那以后我们规定：" + f("constraint", "气瓶剩五十巴就必须示意上升") + "，潜伴互相看表，谁先到五十谁打手势，整组一起上，不许一个人留下。"
            "客人的登记表在 " + f("path", "/srv/lanshanhu/kehu/dengji.csv") + "，每次下水前都要填。",
            "这个一定要讲死。我建议登记表里加一栏，记每个人每次出水时的剩余气压，谁总是压着线上来，下次简报的时候教练心里就有数。",
        ),
        turn(
            "这个可以，加一栏。",
            ("我在登记表里加一列“出水气压(bar)”。", [
                call("edit", "ok", path="/srv/lanshanhu/kehu/dengji.csv",
                     old="日期,姓名,证书等级,潜点,最大深度(m),潜水时长(min),潜伴",
                     new="日期,姓名,证书等级,潜点,最大深度(m),潜水时长(min),潜伴,出水气压(bar)"),
            ]),
            "加好了，在最后一列，以前的记录那一格空着就行。",
        ),
    )
    r2 = (
        turn(
            "我们前台新买了台笔记本，要连店里的 Wi-Fi，名字叫 LanShanHu-5G。连上了好把客人刘思远的进阶证申请传给 PADI，他的潜水员编号是 "
            + f("identifier", "2312CN4417") + "。密码我记得是八个八前面加 lsh，你帮我连一下。",
            ("我用 nmcli 连，密码在提示的时候输入。", [
                call("bash",
                     "Password: ••••••••••\n"
                     + f("failure", "Error: Connection activation failed: (7) Secrets were required, but not provided.") + "\n"
                     "Hint: use 'journalctl -xe NM_CONNECTION=5b0f3c9e-7d21-4a6f-9c1e-2f8a0b6d4e17 + NM_DEVICE=wlp2s0' to get more details.",
                     error=True,
                     command=f("command", "nmcli --ask device wifi connect LanShanHu-5G")),
            ]),
            "路由器不认这个密码，连接被拒了。刚才失败的那次会在 " + f("path", "/etc/NetworkManager/system-connections/LanShanHu-5G.nmconnection")
            + " 留下一份配置，拿到正确的密码以后我先把它删了再重新连。",
        ),
        turn(
            "肯定是房东陈伯改了密码，上个月有游客蹭网他就说要改。路由器在他家楼上，他这几天去北海住院做检查，电话也不怎么接，"
            "阿梅说等他礼拜四回来再问。用手机热点传吧，岛上这边信号也差，一个文件传半天。算了，等陈伯回来吧。",
            "好，Wi-Fi 等陈伯礼拜四回来拿到新密码再连，刘思远的申请到时候一起传。",
        ),
        turn(
            "北海那家海之旅旅行社的覃经理今天打电话来，说暑假要往我们这里送体验潜水的客人，要求" + f("rejected", "体验潜水每人只收两百块")
            + "，我们平时是收四百八的。",
            "两百块连船钱和气瓶都不够。你打算怎么回他？",
        ),
        turn(
            "我跟他讲，三百五，而且他一天要送够十个人以上，只送平日的，周末我们自己的客人都排不过来。他说回去算一下，下午回电话说行。",
            "好，记下了：海之旅体验潜水三百五一位，每天十人以上，只限平日。",
        ),
        turn(
            "阿梅一直跟我讲，与其每天租渔民的船，不如" + f("rejected", "买一条二手快艇自己出船")
            + "，她表哥在北海有一条要卖，开价十八万。我心里没底，你帮我想想？",
            "自己有船能省租金，出海时间也自己说了算；但是船检、船长证、保险，还有台风季停哪、坏了谁修，都是事。要不要我先列一张每年开销的对比？",
        ),
        turn(
            "先不用，我再想想，过阵子再说。",
            "好，先放着。",
        ),
    )
    r3 = (
        turn(
            "快艇那个我想好了，不买。我去问了岛上有船的老黎，光船检和考船长证就要折腾大半年，台风一来还得到处找地方避风，我一个人顾不过来。"
            "你帮我想几句话跟阿梅讲，她表哥那边也得回人家。",
            "可以这样说：“船是好船，我也动心。但是船检和船长证要大半年，台风季我一个人也看不过来，店里现在离不开人。"
            "等哪天店里再多一个能开船的人，我们再一起商量。替我谢谢表哥。”",
        ),
        turn(
            "行。还有小朱说，有个拍短视频的网红想来拍，要" + f("rejected", "在珊瑚礁上喂鱼拍视频") + "，说画面好看，她有五十万粉丝。",
            "你怎么看？",
        ),
        turn(
            "喂鱼你晓得的，鱼吃惯了人喂的东西，珊瑚上的藻就没有鱼去啃了，珊瑚慢慢就死掉。再说保护区管理站抓到是要罚款的。",
            "明白。那让小朱跟她说，正常潜、正常拍，不带喂鱼，海龟也不能摸。",
        ),
        turn(
            "对。月底我要给 PADI 报数，你帮我" + f("pending", "把八月所有客人的潜水记录导成一张表")
            + "，要有日期、潜点、最大深度、时长这几样。",
            "好，从登记表和已经导出来的电脑表记录里拼一张。LSH-ZL-07 那块表的还没导，先空着。",
        ),
        turn(
            "还有啊，听说" + f("pending", "涠洲岛珊瑚保护区今年的禁潜范围有没有调整") + "，去年就改过一次，把滴水那边划进去了一块。"
            "我去问了海洋站，他们说要等市里的文件下来。",
            "好，这个等市里的文件，我先记着。范围一出来我对一下我们常去的几个潜点。",
        ),
    )
    later = (
        (5, (
            turn(
                "八月的潜水记录那张表，做了没有？",
                "做了一大半。还差 LSH-ZL-07 那块表的记录，新夹子还没到；另外登记表里 8 月 19 号有两个客人的时长没填，你问一下小朱。",
            ),
        )),
        (10, (
            turn(
                "淡季快到了，" + f("pending", "十月一号前把淡季套餐的价格发到朋友圈")
                + "，OW 加两潜打个包，价格我跟阿梅商量好了再告诉你。",
                "好，等你们定了价格我就做，十月一号之前发朋友圈。",
            ),
        )),
    )
    return Scripted(
        name="fresh38-qianshui", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh38=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- feipan
def _feipan() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "嗨～我是于小满，烟台海风飞盘社的社长（其实就是个组织活动的打工人哈哈）。我们比赛计分用的是社员老孙写的一个安卓 app，"
            "装在一台平板上，场边拿着点。他前两天发了个新版本给我，" + f("path", "/home/xiaoman/feipan/apk/ultiscore-1.4.apk")
            + "，让我装到平板上。平板已经用线连上电脑了，你帮我装一下吧，我真的不太会弄这个。",
            ("我先看平板连上没有，再装。", [
                call("bash", "List of devices attached\nR52T30KQ9ZM\tdevice", command="adb devices"),
                call("bash",
                     "Performing Streamed Install\n"
                     "adb: failed to install /home/xiaoman/feipan/apk/ultiscore-1.4.apk: "
                     + f("failure", "Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: Package com.haifeng.ultiscore signatures do not match previously installed version; ignoring!]"),
                     error=True,
                     command=f("command", "adb install -r /home/xiaoman/feipan/apk/ultiscore-1.4.apk")),
            ]),
            "装不上：新版本和平板上现在这个旧版的签名不一样，安卓不让直接覆盖。包名是 " + f("identifier", "com.haifeng.ultiscore")
            + "。办法只有两个：老孙用原来那把签名重新打包；或者先把旧版卸了再装，但卸载会把 app 里存的数据一起删掉。",
        ),
        turn(
            "不能卸！这个赛季所有比赛的比分都存在平板里面，一次都没导出来过。老孙去新疆出差了，在那边跑项目，说下下周才回来，网也不好。"
            "那还是等他回来用原来的签名重新打吧，平板先用旧版。",
            "好，不卸载，等老孙回来用原来的签名重打一个包再装。",
        ),
        turn(
            "嗯嗯。跟你讲讲我们社吧，你以后帮我弄东西好有数。我们现在六十多个人，每周六下午在海边体育公园那块草坪打，场地是租的，"
            + f("number", "场地费一次六百元") + "，来的人平摊。入社交" + f("number", "年费一百二十元")
            + "，买飞盘、标志桶、急救包这些。我们打的是男女混合，社里定了" + f("constraint", "每一分上场至少三个女生")
            + "，不然男生一多就变成男生自己传来传去，女生在旁边站着看，上一任社长那会儿好几个女生就是这么走掉的。"
            "分队我一般是群里接龙，然后按男女和水平分，老队员带新人，打完了大家去吃烧烤，哈哈这个是重点。",
            "明白了：每周六下午草坪，场地费平摊，年费一年一交，每一分至少三个女生在场上。",
        ),
        turn(
            "还有上周出了个事。一个新来的男生穿了带金属钉的足球鞋，防守的时候一脚踩在小葛的脚背上，脚背肿了好大一块，"
            "去医院拍了片，还好没骨折。从那以后：" + f("constraint", "场上禁止穿金属钉鞋") + "，塑料钉、碎钉都可以，报名的时候就要说清楚。",
            "这个应该。我建议在接龙的模板里直接加一行鞋子的提醒，每个人接龙的时候自己看一眼，新人也不会不知道。",
        ),
        turn(
            "好，加上。",
            "接龙模板改成这样了：“周六 14:00 海边体育公园草坪｜请穿运动鞋或塑料钉鞋，金属钉鞋不能上场｜1. ”。你下次直接复制这个发群里。",
        ),
    )
    r2 = (
        turn(
            "我们每次活动的照片都传到阿里云的一个存储里，叫 " + f("identifier", "haifeng-ultimate")
            + "，大家从那里下原图。上周六的照片在 " + f("path", "/home/xiaoman/feipan/photos/0907") + "，你帮我传上去。",
            ("我用 ossutil 整个目录传上去。", [
                call("bash",
                     "Total num: 214, size: 1,062,331,904. Dealed num: 0, OK size: 0, Progress: 0.000%, Speed: 0.00B/s\n"
                     + f("failure", "Error: oss: service returned error: StatusCode=403, ErrorCode=UserDisable, ErrorMessage=\"UserDisable\", RequestId=66E2B1C94A7F3D3536A1F0C2, Bucket=haifeng-ultimate, Object=photos/0907/DSC_4102.JPG")
                     + ", File=/home/xiaoman/feipan/photos/0907/DSC_4102.JPG\n\n"
                     "0.912123(s) elapsed",
                     error=True,
                     command=f("command", "ossutil cp -r /home/xiaoman/feipan/photos/0907 oss://haifeng-ultimate/photos/0907/")),
            ]),
            "阿里云那边直接拒了，错误是 UserDisable，一般是账号欠费被停用了。把欠的钱补上、再充一点，过一会儿就能恢复，到时候重新传一遍就行。",
        ),
        turn(
            "哦……账号是社团的，绑的是社里的支付宝。可是我们社规定动社费超过两百块要社委会几个人一起同意，我估计要充个三百多。"
            "社委会月底才开会，那就先等月底吧，照片先发群相册凑合一下。",
            "好，照片等月底社委会同意充值以后再传。",
        ),
        turn(
            "还有个事，我之前在群里提议" + f("rejected", "把周六活动改到金沙滩打沙滩飞盘") + "，觉得夏天海边凉快。"
            "大刘今天跟我说投票结果出来了，二十三比四十，没过，大家说沙子太烫，跑两步就不行了，还有人要带孩子不方便。",
            "那就还在草坪打。",
        ),
        turn(
            "嗯，少数服从多数。还有阿宁，她是我们社里的体育老师，提了个想法，说暑假可以" + f("rejected", "办一个收费的青少年飞盘夏令营")
            + "，给社里挣点活动经费。听着挺好的，但我有点犹豫，你先帮我记着，我想想。",
            "好，先放着。真要办的话，保险、家长签字、白天的场地这几样都得先想清楚。",
        ),
    )
    r3 = (
        turn(
            "阿宁那个夏令营，我想了几天，还是不办了。问了一圈，要给每个孩子买意外险，白天的场地还得另外租，我们谁也没有教练证，"
            "小孩子出了事社团担不起。你帮我想几句话回阿宁，她挺热情的，我不想打击她。",
            "可以这样说：“阿宁，夏令营的想法特别好，我认真想过。但是给孩子上保险、租白天的场地、还要有资质的教练，这些我们现在都还没有，"
            "万一出了事社团担不起，这次就先不办了。以后你要是愿意，我们先在社里办一次家庭开放日，带孩子来玩玩。”",
        ),
        turn(
            "好，就这么说。另外老有人接龙了又不来，场地费按人头摊，来的人就吃亏了。",
            "可以让大家" + f("rejected", "报名先交五十块押金") + "，来了退，不来不退。",
        ),
        turn(
            "都是下了班来玩的朋友，交个押金搞得跟上班打卡一样，而且收钱退钱我一个人也忙不过来。",
            "明白。那接龙的时候写清楚截止时间就行，截止以后不来的，下次分队的时候你心里有数。",
        ),
        turn(
            "嗯。你帮我" + f("pending", "把每个队员的得分和助攻排个榜") + "，年底评 MVP 要用。数据都在平板上。",
            "好，等平板里的数据能导出来我就排。",
        ),
        turn(
            "还有一个，" + f("pending", "烟台市飞盘联赛今年秋天办不办") + "？去年是市体育总会牵头的，我问了那边的刘老师，她说还没开会定，让我们等等。",
            "好，等体育总会开完会再说，我先记着。要是办，我帮你把报名的队员名单提前整理好。",
        ),
    )
    later = (
        (5, (
            turn(
                "得分助攻的排行榜，有进展了吗？",
                "还没有。比分都在平板上那个旧版 app 里，得等老孙回来把数据导出来，他还没回烟台。",
            ),
        )),
        (10, (
            turn(
                "天冷了，草坪风太大没法打，" + f("pending", "月底前把冬季室内场地的报名表做好")
                + "，周三晚上和周日上午两个时段，场地我还在谈。",
                "好，月底前做好，周三晚上、周日上午两个时段。场地定了告诉我地址，我加到表头上。",
            ),
        )),
    )
    return Scripted(
        name="fresh38-feipan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh38=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_qipai(), _chonglang(), _qianshui(), _feipan())
