"""Twenty-third fresh held-out set (Chinese): written blind, against the twenty-third round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh23.py`` holds the English
half, written at the same time by someone else.

How it was written: each session was first described in plain words below (people, rules, proposals and
what became of them, numbers, paths, identifiers, commands, failures, open items), and the dialogue was
then written from the description, in the voices of the people in it. Facts are planted in what people
say, in the command of a tool call, in a failed tool's output or in a path a call names; never only in
the body of a successful tool result.

Domains (grepped with ``grep -il`` over ``benchmarks/fidelity/*.py`` and ``tests/*.py``): a Xiamen
marathon running club (跑团: unused), a fishing association on 长湖 in Jingzhou (钓: unused), a seniors'
gateball team in Shenyang's 铁西 district (门球: unused), a volunteer mountain rescue team in Hangzhou's 临安
(救援队: unused; the bare word 救援 occurs once in passing in ``heldout_fresh6_zh.py``, a lighthouse
session, not as a domain, so the rescue team was kept). 龙舟 and 羽毛球 were avoided because they turned up.
Proposals come from the assistant, a vice-captain, a drinks sponsor (through the captain's wife's
colleague), a tackle-shop owner (a WeChat message forwarded by the vice-president), the president's son,
the association's council, the captain's granddaughter (relayed by the captain), a health-products firm
(through the neighbourhood committee), an outdoor-gear brand (through a member's WeChat), a member's wife,
and the rescue team's monthly meeting. Failures are multi-line blocks from the WeChat developer tools
CLI, Tencent Cloud's coscli, Vercel (a long build log with the cause at the end), Playwright, xcodebuild
via fastlane (a long log), the Aliyun CLI (SMS and ECS) and rclone; each is left unresolved for a reason
given in the dialogue. Routine work (``routine_zh``) is this file's own, a Kotlin Ktor sign-up backend
built with Gradle (``grep -il ktor`` finds nothing); it has turns that look like facts (store times in
UTC, a pool size of 10, a ktlint rule, a path) and are not planted.

Descriptions:
- paotuan: 郑卫东 leads 环岛路晨跑团 in Xiamen; volunteer 林浩 wrote the sign-up WeChat mini program and
  keeps run photos in a Tencent COS bucket. Rules: inside a long account of a Saturday run, everyone wears
  a reflective vest on night runs; after a member's number leaked from an exported list, the middle four
  digits of phone numbers are masked in every export. Proposals: the assistant's pulling mileage from
  sports watches (turned down by a reason alone: everyone's watch is different and the older runners use
  phone step counts); a drinks sponsor, through 郑's wife's colleague, wants its banner in every group
  photo (put off with "我再想想", refused two turns later, the round after); the vice-captain 老蔡's raising
  the yearly fee to two hundred yuan (the members voted it down in the group, relayed); the assistant's
  automatic reminder the day before sign-up closes is accepted. Numbers: 347 members; gathering at
  six-thirty on Saturdays. Identifiers: AppID wx7c3e5a19b20d4f86, bucket paotuan-photos-1312345678. Paths:
  /Users/linhao/code/paotuan-mp, miniprogram/pages/signup/index.js. Commands: the devtools ``cli upload``,
  a ``coscli cp``. Failures: the CLI upload needs the admin to log in again by scanning a QR code, and the
  admin 林浩 is on a business trip in Urumqi; coscli is denied because the Tencent Cloud account is in
  arrears, and the treasurer 王姐 who pays it is on holiday. Open: last year's mileage leaderboard (asked
  again at round 5); how many team places the Xiamen Marathon will give the club this year (nobody
  knows); a later ask (round 9) for the Mid-Autumn night-run sign-up page by the 15th of next month.
- diaoyu: 刘建国 is secretary of the 长湖钓鱼协会 in Jingzhou; the association's results site is a Next.js app
  on Vercel with a Playwright test for the peg draw. Rules: inside a long account of a match day, pegs are
  always drawn on the spot, never assigned in advance; after a wrongly entered weight caused a quarrel,
  every weight needs both referees' confirmation before it is entered. Proposals: a tackle-shop owner, in a
  WeChat message forwarded by the vice-president, wants every entrant to use his shop's groundbait
  (bluntly no); the assistant's live stream of the match (polite no, a smaller ask instead: results that
  refresh live); the president's son's raising the entry fee to eighty yuan (voted down by the council,
  relayed); the assistant's QR code on each peg's card is accepted. Numbers: 64 pegs; four hours a match.
  Identifiers: the Vercel project prj_8fKq2ZrT1mXbLw0dYv3N, the match CHDX-2026-Q3-07. Paths: /srv/changhu/web,
  tests/e2e/draw.spec.ts. Commands: ``vercel deploy --prod``, the Playwright run. Failures: the Vercel build
  stops on a missing AMAP_KEY, and the Amap developer account belongs to the president's son who is away
  on a ship; Playwright cannot find its Chromium, and the office PC cannot download it until the
  company's network admin, on leave, opens the proxy. Open: a page of past champions (asked again at
  round 6); whether the fishing ban on 长湖 will be extended next year (nobody knows); a later ask (round 10)
  to open autumn match sign-up before the end of October.
- menqiu: 周德明 (72) captains the 铁西区老年门球队 in Shenyang; his granddaughter 周晓雨, at university in
  Beijing, built the uni-app scoring app (iOS through fastlane) and the SMS notices through Aliyun. Rules:
  inside a long account of a match, ten minutes' rest between games; after a notice woke everyone at five
  in the morning, notices go out only between eight in the morning and eight in the evening; every font
  in the app at least eighteen points. Proposals: the granddaughter's sign-up through a WeChat mini program
  (relayed by 周; turned down by a reason alone: several players use feature phones); a health-products
  firm, through the neighbourhood committee, wants a health talk before the match (周 counters with a
  banner at the side of the court and no talk, and they accept); the assistant's automatic draw by points
  (put off, then refused a round later: 周 pairs the teams himself); the assistant's big score buttons are
  accepted. Numbers: 23 players; twenty yuan a month for the court. Identifiers: bundle id
  cn.tiexi.menqiu.score, SMS template SMS_468210937. Paths: /Users/zhouxiaoyu/Projects/menqiu-score,
  fastlane/Fastfile. Commands: ``bundle exec fastlane ios beta``, the ``aliyun dysmsapi SendSms``. Failures:
  xcodebuild finds no distribution certificate (a long log; the cert is on 周晓雨's Mac in Beijing, she has
  exams); Aliyun rejects the SMS signature, which is still under review until the neighbourhood committee
  stamps the letter. Open: print this year's points table for the activity room (asked again at round 5);
  whether the district's autumn seniors' games are held this year (nobody knows); a later ask (round 8) for
  the Double Ninth Cup draw before 重阳节.
- jiuyuan: 葛建平 leads the 临安山地应急救援队; 潘宇 on duty keeps the GPS tracks, backs them up with rclone to
  a Jianguoyun WebDAV, and runs the team's site on an Aliyun ECS. Rules: inside a long account of a search,
  nobody goes into the hills alone, always two or more; after a family's name appeared in a public task
  log, the name and address of whoever called for help never appear in public records; everyone reports
  in the system before going in. Proposals: an outdoor-gear brand, through a member's WeChat, wants the
  team to shoot an ad in its jackets (bluntly no); the assistant's switching dispatch from WeChat groups to
  DingTalk (polite no, a smaller ask instead: one fixed format for dispatch messages); a member's wife's
  charging rescued people a fee (voted down at the monthly meeting, relayed); the assistant's auto-filled
  task numbers are accepted. Numbers: 86 members on the roll; radio on 438.500 MHz. Identifiers: ECS
  instance i-bp1f3k9x2mz7qw8e5t0a, task LA-SJ-20260914-02. Paths: /data/jiuyuan/tracks,
  /home/xiaopan/.config/rclone/rclone.conf. Commands: the ``rclone sync``, ``aliyun ecs DescribeInstances``.
  Failures: Jianguoyun answers 507 Insufficient Storage (a bigger plan needs the monthly meeting to approve
  the money); the Aliyun RAM user is not authorised (the main account is with the former captain, now in
  Shenzhen, who hasn't answered). Open: this year's hours on call per person (asked again at round 5);
  whether the emergency management bureau will approve the team's registration (nobody knows); a later ask
  (round 9) to send the insurance list to the insurer before 10 December.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Kotlin Ktor sign-up backend
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "报名接口的测试红了，帮我看看咋回事。",
                ("我跑一下测试。", [
                    call("bash",
                         "> Task :test FAILED\n\n"
                         "SignupRouteTest > duplicate signup returns 409() FAILED\n"
                         "    org.opentest4j.AssertionFailedError: expected: <409 Conflict> but was: <200 OK>\n"
                         "        at app//signup.SignupRouteTest.duplicate signup returns 409(SignupRouteTest.kt:41)\n\n"
                         "12 tests completed, 1 failed\n\nBUILD FAILED in 9s",
                         error=True, command="./gradlew test --tests 'signup.SignupRouteTest'"),
                ]),
                ("重复报名的判断用的是 name，应该按手机号查。我改一下仓库层。", [
                    call("edit", "ok", path="src/main/kotlin/signup/SignupRepository.kt",
                         old="Signups.name eq req.name", new="Signups.phone eq req.phone"),
                    call("bash", "BUILD SUCCESSFUL in 11s\n5 actionable tasks: 2 executed, 3 up-to-date",
                         command="./gradlew test --tests 'signup.SignupRouteTest'"),
                ]),
                "全绿了。",
            ),
            turn("好。以后查重都按手机号来吧，名字重的太多了。", "嗯，记住了，查重一律按手机号。"),
        )
    if k == 1:
        return (
            turn(
                "报名表要加一个紧急联系人，名字加电话。",
                ("我加一个 Flyway 迁移，再把实体改了。", [
                    call("write", "ok", path="src/main/resources/db/migration/V7__add_emergency_contact.sql",
                         content="ALTER TABLE signups ADD COLUMN emergency_name VARCHAR(32);\n"
                                 "ALTER TABLE signups ADD COLUMN emergency_phone VARCHAR(20);\n"),
                    call("bash", "Successfully validated 7 migrations (execution time 00:00.021s)\n"
                                 "Migrating schema \"public\" to version \"7 - add emergency contact\"\n"
                                 "Successfully applied 1 migration to schema \"public\", now at version v7",
                         command="./gradlew flywayMigrate"),
                ]),
                "迁移跑完了，现在是 v7。老数据这两列是空的，要不要给个默认值？",
            ),
            turn("空着就行，下次报名让他们补。", "好，就空着。"),
        )
    if k == 2:
        return (
            turn(
                "提交之前 ktlint 报了一堆，你顺手清一下。",
                ("我看看都是啥。", [
                    call("bash",
                         "src/main/kotlin/signup/Routes.kt:18:1: Unexpected blank line(s) before \"}\" (standard:no-blank-line-before-rbrace)\n"
                         "src/main/kotlin/signup/Routes.kt:33:5: Wildcard import (standard:no-wildcard-imports)\n"
                         "src/main/kotlin/signup/Dto.kt:9:1: Exceeded max line length (140) (standard:max-line-length)\n\n"
                         "> Task :ktlintMainSourceSetCheck FAILED",
                         error=True, command="./gradlew ktlintCheck"),
                ]),
                ("大部分能自动修，通配符导入我手动改成具体的。", [
                    call("bash", "BUILD SUCCESSFUL in 4s", command="./gradlew ktlintFormat"),
                    call("edit", "ok", path="src/main/kotlin/signup/Routes.kt",
                         old="import io.ktor.server.routing.*",
                         new="import io.ktor.server.routing.Route\nimport io.ktor.server.routing.post"),
                    call("bash", "BUILD SUCCESSFUL in 3s", command="./gradlew ktlintCheck"),
                ]),
                "干净了。我建议把 ktlintCheck 挂到 pre-commit 上，省得每次攒一堆。",
            ),
            turn("行，挂上。", "挂好了，提交前会自动跑。"),
        )
    if k == 3:
        return (
            turn(
                "有人说报名截止时间显示的是下午四点，明明设的是半夜十二点。",
                ("我看下时间是怎么存的。", [
                    call("read", path="src/main/kotlin/signup/Deadline.kt",
                         result="fun deadlineOf(e: Event): LocalDateTime =\n    LocalDateTime.ofInstant(e.closesAt, ZoneOffset.UTC)"),
                ]),
                ("存的是 UTC 没错，显示的时候也按 UTC 转了，差了八个小时。显示改成按 Asia/Shanghai。", [
                    call("edit", "ok", path="src/main/kotlin/signup/Deadline.kt",
                         old="ZoneOffset.UTC)", new="ZoneId.of(\"Asia/Shanghai\"))"),
                    call("bash", "BUILD SUCCESSFUL in 10s", command="./gradlew test"),
                ]),
                "改好了。规矩还是那条：库里存 UTC，只在显示的时候转本地时间。",
            ),
        )
    if k == 4:
        return (
            turn(
                "Ktor 出了个补丁版本，升一下？",
                ("只动版本目录里这一行。", [
                    call("edit", "ok", path="gradle/libs.versions.toml", old='ktor = "2.3.11"', new='ktor = "2.3.12"'),
                    call("bash", "BUILD SUCCESSFUL in 38s\n9 actionable tasks: 9 executed", command="./gradlew build"),
                ]),
                "升到 2.3.12 了，构建和测试都过了。",
            ),
            turn("Exposed 要不要也一起升？", "Exposed 跨了小版本，改动多，建议下回单独升，这次先不动。"),
            turn("听你的。", "好。"),
        )
    return (
        turn(
            "昨晚报名高峰的时候接口慢得要死，看看日志。",
            ("我翻一下服务日志。", [
                call("bash",
                     "WARN  com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Connection is not available, "
                     "request timed out after 30001ms.\n"
                     "ERROR io.ktor.server.application - Unhandled: POST /api/signup\n"
                     "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available",
                     error=True, command="journalctl -u signup-api --since '2 hours ago' | grep -E 'WARN|ERROR'"),
            ]),
            ("连接池只有 3 个，高峰不够用。改成 10。", [
                call("edit", "ok", path="src/main/resources/application.conf",
                     old="maximumPoolSize = 3", new="maximumPoolSize = 10"),
            ]),
            "改了，重启以后再观察一晚上。",
        ),
    )


# ---------------------------------------------------------------- paotuan
def _paotuan() -> Scripted:
    f = Builder()
    cli = "/Applications/wechatwebdevtools.app/Contents/MacOS/cli"
    r1 = (
        turn(
            "你好，我是环岛路晨跑团的郑卫东，大家叫我老郑。我们团的报名小程序是林浩弄的，他是个程序员，义务帮忙。"
            "代码他拷了一份在我这台 Mac 上，" + f("path", "/Users/linhao/code/paotuan-mp") + "，"
            "说报名页有个 bug，截止了还能报，让我找人改了重新传一下。我自己是一点不懂，你帮我弄弄？",
            ("我先看看报名页的代码。", [
                call("read", path="/Users/linhao/code/paotuan-mp/" + f("path", "miniprogram/pages/signup/index.js"),
                     result="Page({\n  data: { closed: false },\n  onLoad() {\n    const now = Date.now()\n"
                            "    this.setData({ closed: now > this.data.deadline })\n  },\n})"),
            ]),
            ("deadline 根本没从接口取，一直是 undefined，所以永远不会截止。我改成从活动详情里拿，然后试着上传。", [
                call("edit", "ok", path="/Users/linhao/code/paotuan-mp/miniprogram/pages/signup/index.js",
                     old="closed: now > this.data.deadline", new="closed: now > this.data.event.deadline"),
                call("bash",
                     "✔ Using AppID: wx7c3e5a19b20d4f86\n"
                     "✖ preparing upload\n"
                     "[error] {\n  code: 10,\n  message: '" + f("failure", "Error: 需要重新登录 (code 10)") + "'\n}\n"
                     "请在开发者工具中使用管理员微信扫码登录后重试",
                     error=True,
                     command=f("command", cli + " upload --project /Users/linhao/code/paotuan-mp -v 2.4.0 -d 报名截止修复")),
            ]),
            "代码改好了，但上传被拒：开发者工具的登录失效了，要小程序管理员用微信扫码重新登录。管理员是谁？",
        ),
        turn(
            "管理员就是林浩，AppID " + f("identifier", "wx7c3e5a19b20d4f86") + " 是挂在他微信下面的。"
            "可他出差去乌鲁木齐了，说要下周三才回来，扫码这事只能等他。唉，这几天报名的先别管了。",
            "好，改动先留在本地，等林浩回来扫码再传。",
        ),
        turn(
            "趁这会儿跟你说说我们团平时怎么搞的，你心里有个数。我们团现在" + f("number", "三百四十七个人") + "，"
            "真正每周来的大概一百出头。每周六早上" + f("number", "六点半集合") + "，在椰风寨那个停车场，先热身再分配速组，"
            "六分、六分半、七分，新人一般跟七分的。周三晚上还有一次夜跑，人少一点，三四十个吧，沿着环岛路跑到曾厝垵再折回来，"
            "那段路晚上车多，灯也不亮，所以" + f("constraint", "夜跑一律穿反光背心") + "，没穿的不让跑，这个我们是硬规定。"
            "哦对了，跑完还有个小仪式，大家在沙滩上拍合影，发公众号。去年还办过两次半马拉练，那个另说。",
            "明白了。报名小程序里我可以在夜跑活动的报名须知里加一条反光背心的提示。",
        ),
        turn(
            "可以可以。还有啥能让报名省心的，你也说说。",
            "可以在报名截止前一天自动给没报名的老团员发个提醒，很多人是忘了报而不是不想来。",
        ),
        turn(
            "这个好，就这么办，等林浩回来一起上。",
            "好，截止前一天的提醒先写好，和截止修复一起传。",
        ),
    )
    r2 = (
        turn(
            "还有个事，上周六的合影和沿途照片，有四百多张，林浩说是存在腾讯云的什么桶里，你帮我传上去，公众号要用。"
            "照片在桌面那个 2026-09-06 的文件夹里。",
            ("我用 coscli 传。", [
                call("bash",
                     "Start uploading ./2026-09-06 to cos://paotuan-photos-1312345678/2026/09-06/ ...\n"
                     "ERROR upload IMG_0412.JPG failed\n"
                     "Error: cos: service error, StatusCode=403, ErrorCode=AccessDenied, ErrorMessage=\""
                     + f("failure", "Access Denied. Your account has an overdue payment.") + "\"\n"
                     "Upload failed: 0 succeeded, 418 failed",
                     error=True,
                     command=f("command", "coscli cp ~/Desktop/2026-09-06 cos://paotuan-photos-1312345678/2026/09-06/ -r")),
            ]),
            "一张都没传上去：腾讯云说账号欠费了，桶 " + f("identifier", "paotuan-photos-1312345678") + " 拒绝写入。要先把费用补上。",
        ),
        turn(
            "欠费？腾讯云是我们财务王姐在交的，她这礼拜休年假带孩子去云南了，支付宝绑的是她的卡，我也没密码。等她回来吧。",
            "行，照片先留在本地，等王姐续费以后我再传。",
        ),
        turn(
            "对了你之前说能帮我们省事，那每个人跑了多少公里能不能自动统计？年底要评全勤和里程之星。",
            "可以考虑" + f("rejected", "接入运动手表数据自动算里程") + "，跑完同步一下就有了，不用大家手动报。",
        ),
        turn(
            "我们团的人手表五花八门，佳明高驰华为小米都有，还有好几个六十多岁的大哥就拿手机计步，你这接得过来吗，接一半还不如不接。"
            "还是让大家打卡的时候自己填公里数吧。",
            "明白，还是打卡时自己填公里数。",
        ),
        turn(
            "还有，我老婆单位有个同事，她老公在一个运动饮料公司做市场，听说我们团人多，想赞助点水，条件是"
            + f("rejected", "每次合影都拉上他们的横幅") + "。我老婆让我问问你怎么看。",
            "有赞助能省不少钱，不过合影是大家自己的纪念，要不要每次都挂横幅，你可以先问问团里的意见。",
        ),
        turn("嗯……我再想想吧。", "好，你想好了告诉我。"),
    )
    r3 = (
        turn(
            "出事了。上周有个团员的手机号被人拿去打骚扰电话，一查，是有人把报名名单截图发到别的群里了，名单上手机号是全的。"
            "她气得不行，在群里骂了半天。以后" + f("constraint", "导出名单时手机号中间四位打星号") + "，谁导都一样，包括我。",
            ("我把导出的地方改掉。", [
                call("edit", "ok", path="/Users/linhao/code/paotuan-mp/cloudfunctions/exportList/index.js",
                     old="phone: m.phone,", new="phone: m.phone.replace(/^(\\d{3})\\d{4}(\\d{4})$/, '$1****$2'),"),
            ]),
            "改好了，导出的表里手机号会变成 138****1234 这样。这个也得等林浩扫码登录后才能部署。",
        ),
        turn(
            "好。那个饮料赞助我想好了，还是算了。合影是大家的，天天挂个横幅像给人打工，水我们自己买得起。你跟我老婆说一声……哦不对，我自己说。",
            "好，横幅的事不接。",
        ),
        turn(
            "还有个事给你说一下结果。副团长老蔡上礼拜在群里提，说场地保险和补给越来越贵，想把" + f("rejected", "年费涨到两百")
            + "，搞了个群投票，结果两百多人投，七成多反对，说现在的一百二挺好。那就不涨了，你那边收费页面别动。",
            "好，年费还是一百二，收费页面不动。",
        ),
        turn(
            "再就是我想要个" + f("pending", "把去年全年的里程排行榜做出来") + "，年会上要念。"
            "还有个事我也心里没底，" + f("pending", "今年厦马能给我们团几个团体名额") + "，组委会到现在都没消息，去年给了三十个。",
            "排行榜我从打卡记录里按人汇总去年一整年的公里数来做。厦马名额这个我这边查不到，只能等组委会的通知，先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "去年那个里程排行榜，弄得咋样了？",
                "还没做完，还在待办里：把去年全年的里程排行榜做出来。打卡记录我已经导出来了，这周内排好给你。",
            ),
        )),
        (9, (
            turn(
                "新任务啊：今年中秋搞个夜跑，要单独报名，" + f("pending", "下个月十五号前把中秋夜跑的报名页上线") + "，"
                "名额先定两百个，反光背心那条一定要写上。",
                "好，下个月十五号前上线中秋夜跑报名页，两百个名额，报名须知里写反光背心。上线还是得林浩扫码。",
            ),
        )),
    )
    return Scripted(
        name="fresh23-zh-paotuan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh23=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- diaoyu
def _diaoyu() -> Scripted:
    f = Builder()
    vercel_log = long_log(
        90, "changhu-vercel",
        "  ▲ Next.js 14.2.5\n"
        "   Creating an optimized production build ...\n"
        " ✓ Compiled successfully\n"
        "   Collecting page data ...\n"
        + f("failure", "Error: Missing required environment variable AMAP_KEY") + "\n"
        "    at getAmapKey (/vercel/path0/.next/server/chunks/812.js:1:2044)\n"
        "    at /vercel/path0/.next/server/app/pegs/page.js:1:3310\n"
        "> Build error occurred\n"
        "Error: Failed to collect page data for /pegs\n"
        "Error: Command \"npm run build\" exited with 1",
    )
    r1 = (
        turn(
            "喂，你好。我是长湖钓鱼协会的秘书长刘建国。协会有个网站，放比赛成绩和钓位图的，放在那个 Vercel 上，"
            "本地代码在 " + f("path", "/srv/changhu/web") + "。上回比赛的成绩我改好了，你帮我发布一下，会员都等着看排名呢。",
            ("我直接发布到正式环境。", [
                call("bash", vercel_log, error=True,
                     command="cd /srv/changhu/web && " + f("command", "vercel deploy --prod")),
            ]),
            "构建在最后一步失败了：钓位图那页要用高德地图的 key，Vercel 项目 " + f("identifier", "prj_8fKq2ZrT1mXbLw0dYv3N")
            + " 里没配这个环境变量。得有人从高德开放平台把 key 拿过来。",
        ),
        turn(
            "高德那个账号是会长他儿子小黄注册的，他在远洋货轮上当二副，一走就是两三个月，船上就偶尔能发个微信。我给他留言了，回不回看运气。",
            "好，那发布先等小黄回 key。",
        ),
        turn(
            "那我先跟你讲讲我们比赛是咋办的。每年春秋两季各一场大赛，平时还有月赛。长湖南岸那段堤，我们划了"
            + f("number", "六十四个钓位") + "，每个钓位插牌子编号。比赛那天早上六点签到，签完到大家一起抽签，抽到几号就去几号，"
            + f("constraint", "钓位一律现场抽签") + "，从来不提前排，以前有人说谁谁跟会长关系好分了好位置，吵得不可开交，后来就定死了现场抽。"
            "七点开竿，" + f("number", "每场四个小时") + "，十一点收竿过秤。哦对了，中午协会管一顿盒饭，这个跟网站没关系，我就顺嘴一说。",
            "明白。那抽签页面就只在比赛当天现场开，平时不开放。",
        ),
        turn(
            "对，就是这个意思。",
            "另外可以给每个钓位的牌子上印个二维码，钓友扫一下就能看到自己这个钓位的成绩。",
        ),
        turn("这个好，印上。牌子正好要换新的。", "好，我按六十四个钓位生成二维码，发你去印。"),
    )
    r2 = (
        turn(
            "抽签那个页面，小黄之前写了个自动测试，说每次改完要跑一下，你跑跑看。",
            ("我跑一下抽签的测试。", [
                call("bash",
                     "Running 3 tests using 1 worker\n\n"
                     "  ✘  1 [chromium] › draw.spec.ts:5:5 › 抽签不重复 (12ms)\n\n"
                     "  1) [chromium] › draw.spec.ts:5:5 › 抽签不重复\n\n"
                     "    " + f("failure", "Error: browserType.launch: Executable doesn't exist at "
                                        "/home/liujg/.cache/ms-playwright/chromium-1140/chrome-linux/chrome") + "\n"
                     "    ╔═════════════════════════════════════════════════════════════════════════╗\n"
                     "    ║ Looks like Playwright Test or Playwright was just installed or updated. ║\n"
                     "    ║ Please run the following command to download new browsers:              ║\n"
                     "    ║     npx playwright install                                              ║\n"
                     "    ╚═════════════════════════════════════════════════════════════════════════╝\n"
                     "  3 failed",
                     error=True,
                     command="cd /srv/changhu/web && " + f("command", "npx playwright test tests/e2e/draw.spec.ts --project=chromium")),
            ]),
            "测试 " + f("path", "tests/e2e/draw.spec.ts") + " 还没跑就停了：这台电脑上没装测试用的浏览器，要联网下载。我试一下 npx playwright install？",
        ),
        turn(
            "这台电脑是我单位的，外网下载要走公司代理，网管老吴请了婚假，下个月才回来，我没那个权限。先不跑了，等老吴。",
            "好，抽签测试等老吴开了代理再跑。",
        ),
        turn(
            "你看看这个，副会长转给我的微信，是镇上开渔具店的老孙发的：“刘秘书长，秋季赛我赞助十箱饵料，条件是"
            + f("rejected", "参赛的都用他家的饵料") + "，网站上挂个我们店的名字。”你说说这个。",
            "赞助饵料能省一笔钱，不过规定统一用一家的饵料，可能有的钓友不乐意。你们怎么定？",
        ),
        turn(
            "不行。比赛用啥饵是钓友自己的本事，统一了还比个啥。我回了老孙，谢了。",
            "好，饵料不统一。",
        ),
        turn(
            "说到网站，会员老说比赛那天在外面的家属看不到进度。",
            "那可以" + f("rejected", "比赛现场开直播") + "，架个手机在堤上，家属在网站上就能看。",
        ),
        turn(
            "直播就算了，堤上风大没信号，谁也没空盯着手机。你帮我把成绩页做成能自己刷新的，过完一个秤就更新一个，家属看排名就够了。",
            ("好，成绩页改成每三十秒自动刷新。", [
                call("edit", "ok", path="/srv/changhu/web/app/results/page.tsx",
                     old="export const revalidate = 3600", new="export const revalidate = 30"),
            ]),
            "改好了，等发布的时候一起上。",
        ),
    )
    r3 = (
        turn(
            "唉，上个月的月赛出了个岔子。三十一号钓位的老邓钓了四斤二两，录的人手快录成了二斤四两，名次一下掉到后面去了，"
            "老邓当场在堤上吵起来，差点动手。所以以后" + f("constraint", "重量必须两个裁判都确认了才能录") + "，一个人说了不算。"
            "你看网站那边能不能也卡一下。",
            ("我在录入接口上加一道：两个裁判都点了确认才写进成绩表。", [
                call("edit", "ok", path="/srv/changhu/web/app/api/weigh/route.ts",
                     old="await saveWeight(body)",
                     new="if (body.confirmedBy?.length !== 2) return Response.json({ error: '需要两名裁判确认' }, { status: 400 })\n  await saveWeight(body)"),
            ]),
            "加好了，只有一个裁判确认的会被退回去。",
        ),
        turn(
            "还有，会长儿子小黄上船前提过想把" + f("rejected", "报名费涨到八十") + "，说奖品越来越贵。"
            "这事上周理事会讨论了，七个理事五个不同意，说月赛来的都是退休的老钓友，涨了人就少了。所以维持五十，网站上别改。",
            "好，报名费还是五十，不改。",
        ),
        turn(
            "这次秋季赛的编号是 " + f("identifier", "CHDX-2026-Q3-07") + "，成绩页上要显示这个。另外我想"
            + f("pending", "把历届冠军名单整理成一页") + "，从零九年建会到现在，我有个本子记着，回头拍照给你。",
            "好，成绩页标题加上比赛编号。历届冠军那页等你拍照过来我就做。",
        ),
        turn(
            "还有件事大家都在问，" + f("pending", "明年长湖的禁渔期会不会延长") + "。听说要改成全年禁，也有人说只是延长两个月，"
            "渔政那边也没个准话。要是全年禁，我们明年的比赛就得换地方。",
            "这个现在谁也答不上来，只能等渔政的正式文件。我先记着，有消息再调整明年的赛程。",
        ),
    )
    later = (
        (6, (
            turn(
                "历届冠军那个页面你做了没？照片我上礼拜就发你了。",
                "照片收到了，页面还没做完，还在待办里：把历届冠军名单整理成一页。有几年的名字字迹看不清，我标出来了，你帮我认一下。",
            ),
        )),
        (10, (
            turn(
                "通知你一下，秋季赛定在十一月第二个礼拜天，" + f("pending", "十月底前把秋季赛的报名通道打开") + "，"
                "报名费五十，还是六十四个位子。",
                "好，十月底前开秋季赛报名，五十块，六十四个名额。发布还卡在高德 key 上，我再催一下小黄。",
            ),
        )),
    )
    return Scripted(
        name="fresh23-zh-diaoyu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh23=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- menqiu
def _menqiu() -> Scripted:
    f = Builder()
    xcode_log = long_log(
        120, "menqiu-xcodebuild",
        "▸ Compiling AppDelegate.swift\n"
        "▸ Processing Info.plist\n"
        "❌  error: " + f("failure", "No signing certificate \"iOS Distribution\" found")
        + ": No \"iOS Distribution\" signing certificate matching team ID \"7K2M9QX4PL\" with a private key was found. "
        "(in target 'MenqiuScore' from project 'MenqiuScore')\n"
        "** ARCHIVE FAILED **\n"
        "[!] Error building the application - see the log above",
    )
    r1 = (
        turn(
            "小同志你好，我姓周，周德明，今年七十二了，是铁西区老年门球队的队长。我孙女周晓雨在北京念大学，"
            "她给我们做了个记分的手机软件，代码放在我这个苹果电脑里，" + f("path", "/Users/zhouxiaoyu/Projects/menqiu-score")
            + "。她说苹果手机的新版本要用一个叫啥 fastlane 的东西传上去，让我找个懂行的弄。麻烦你了。",
            ("我看看她写的发布配置。", [
                call("read", path="/Users/zhouxiaoyu/Projects/menqiu-score/" + f("path", "fastlane/Fastfile"),
                     result="default_platform(:ios)\nplatform :ios do\n  lane :beta do\n"
                            "    build_app(scheme: \"MenqiuScore\", export_method: \"app-store\")\n"
                            "    upload_to_testflight\n  end\nend"),
            ]),
            ("配置是打包后传到测试平台。我按她的配置跑一遍。", [
                call("bash", xcode_log, error=True,
                     command="cd /Users/zhouxiaoyu/Projects/menqiu-score && " + f("command", "bundle exec fastlane ios beta")),
            ]),
            "打包到最后失败了：这台电脑上没有苹果的发布证书。证书一般在开发者自己的电脑里，得晓雨导出来给你，或者她自己传。"
            "软件的包名是 " + f("identifier", "cn.tiexi.menqiu.score") + "，这个没问题。",
        ),
        turn(
            "证书？那肯定在晓雨她自己那台电脑上。她这两个礼拜期末考试，我跟她妈说了，考完再弄，别分她心。",
            "好，发布先放着，等晓雨考完试。",
        ),
        turn(
            "那我跟你说说我们队的情况。队里" + f("number", "二十三个人") + "，最小的六十一，最大的八十四，"
            "每天早上在劳动公园那块场子打，每人" + f("number", "每月交二十块场地费") + "。比赛一般一队五个人，打三场，"
            "年纪大的体力跟不上，所以" + f("constraint", "每两场中间必须歇十分钟") + "，喝口水上个厕所，这个谁也不能催。"
            "记分以前是老孙拿个小本子记，后来他眼睛花了，老记错，晓雨才给做了这个软件。对了，老孙人挺好的，就是倔。",
            "明白。软件里计时的地方可以在两场之间自动停十分钟，不让直接开下一场。",
        ),
        turn(
            "行。还有一点，我们这帮老头老太太眼神都不行，" + f("constraint", "软件里的字一律不能小于十八号") + "，小了看不见。",
            "好。我顺便建议把加分减分的按钮也做大，占半个屏幕那种，手抖也能点准。",
        ),
        turn("对对，按钮大点好，你弄吧。", ("我改一下记分页的按钮。", [
            call("edit", "ok", path="/Users/zhouxiaoyu/Projects/menqiu-score/pages/score/score.vue",
                 old=".btn { height: 44px; font-size: 16px; }", new=".btn { height: 45vh; font-size: 40px; }"),
        ]), "改好了，等晓雨能发布的时候一起出新版。"),
    )
    r2 = (
        turn(
            "下礼拜六有场友谊赛，跟于洪区的队打，晓雨弄了个发短信通知的，用阿里云的，你帮我给大家发一下，说礼拜六上午九点劳动公园集合。",
            ("我用她配好的短信模板发一条试试。", [
                call("bash",
                     "{\n"
                     "\t\"BizId\": \"\",\n"
                     "\t" + f("failure", "\"Code\": \"isv.SMS_SIGNATURE_ILLEGAL\"") + ",\n"
                     "\t\"Message\": \"该账号下找不到对应签名\",\n"
                     "\t\"RequestId\": \"6A1F0C3E-2B7D-5E49-9C21-8D4E0F7A3B55\"\n"
                     "}",
                     error=True,
                     command=f("command", "aliyun dysmsapi SendSms --PhoneNumbers 13904012345 --SignName 铁西门球队 "
                                          "--TemplateCode SMS_468210937 --TemplateParam '{\"time\":\"周六上午九点\"}'")),
            ]),
            "没发出去：阿里云说“铁西门球队”这个短信签名不存在，多半是还在审核，没批下来。模板 " + f("identifier", "SMS_468210937")
            + " 本身是好的。",
        ),
        turn(
            "哦，晓雨说过，签名要居委会开个证明盖章才能批，居委会王主任说章在街道，要等礼拜一。那这次我在群里喊一声，再挨个打电话吧。",
            "好，短信等签名批了再用。",
        ),
        turn(
            "说到群，晓雨前阵子还说，让我们" + f("rejected", "用微信小程序报名") + "，比赛谁来谁不来点一下就知道了，省得我一个个问。",
            "这个挺方便的，你们队里大家觉得怎么样？",
        ),
        turn(
            "老张、老孙、刘大姐他们几个用的都是老人机，就能打电话，微信都没有，你让他们咋点？最后还是得我挨个打电话问。",
            "明白，报名还是电话问。",
        ),
        turn(
            "另外你帮我出出主意，比赛对阵每次都是我排，排得我脑仁疼。",
            "可以" + f("rejected", "按积分自动排对阵") + "，每场打完积分一更新，下一轮谁跟谁打就自动出来了。",
        ),
        turn("我再想想。", "好，你考虑好了跟我说。"),
    )
    r3 = (
        turn(
            "唉，这礼拜出了个洋相。礼拜二早上五点不到，好几个人手机“叮”一下，是软件发的什么比赛提醒，把老刘家老伴吓醒了，"
            "血压一下上来了，在群里说了好几天。晓雨说是时区还是啥没弄对。你记住，以后" + f("constraint", "通知只在早上八点到晚上八点之间发") + "。",
            ("我在发通知的地方加个时间窗，不在这个时间的先攒着，到早上八点再发。", [
                call("edit", "ok", path="/Users/zhouxiaoyu/Projects/menqiu-score/utils/notify.js",
                     old="export function send(msg) {",
                     new="export function send(msg) {\n  const h = new Date().getHours()\n  if (h < 8 || h >= 20) return queueUntil8am(msg)"),
            ]),
            "改好了。晚上八点以后的通知会留到第二天早上八点。",
        ),
        turn(
            "还有，居委会王主任说，有个卖保健品的公司想赞助我们重阳杯，给奖品，条件是" + f("rejected", "赛前搞个健康讲座") + "。"
            "我跟王主任说了，讲座不行，大家是来打球的，不是来听课的，要赞助可以在场边挂个横幅。王主任刚回话，那边说行，就挂横幅。",
            "好，只挂横幅，不搞讲座。",
        ),
        turn(
            "那个自动排对阵的事，我想好了，还是不要了。我们这帮人谁跟谁不对付、谁跟谁一打就吵，我心里有数，机器哪知道这些。还是我手排。",
            "好，对阵还是你手排，软件里就只管记分。",
        ),
        turn(
            "行。你再帮我" + f("pending", "把今年的积分表打出来贴到活动室") + "，大家老问自己排第几。"
            "还有个事我一直惦记着，" + f("pending", "区里今年秋季老年运动会还办不办") + "，往年九月就通知了，今年到现在没动静，"
            "问了区老干部局也说不知道。",
            "积分表我从记分记录里导出来，排成大字的打印版。运动会的事现在确实没人知道，等区里通知，先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "小同志，积分表弄好没有？大伙儿天天问。",
                "还没好，还在待办里：把今年的积分表打出来贴到活动室。老孙本子上有几场的分跟软件对不上，我列出来了，你帮我核一下。",
            ),
        )),
        (8, (
            turn(
                "跟你说个事，重阳杯定了，十六个队来打，" + f("pending", "重阳节前把重阳杯的对阵表做好") + "，"
                "对阵我排好了拍照发你，你照着做成表，字要大。",
                "好，重阳节前做好重阳杯对阵表，按你排的来，字不小于十八号。",
            ),
        )),
    )
    return Scripted(
        name="fresh23-zh-menqiu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh23=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- jiuyuan
def _jiuyuan() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是临安山地应急救援队的葛建平。我们队每次搜救都有 GPS 轨迹，值班的潘宇说要备份到坚果云，"
            "轨迹放在服务器的 " + f("path", "/data/jiuyuan/tracks") + " 下面，他配好了 rclone，配置在 "
            + f("path", "/home/xiaopan/.config/rclone/rclone.conf") + "。这周他值夜班白天睡觉，你帮我把上周那次的轨迹备份一下。",
            ("我按他的配置同步一下。", [
                call("bash",
                     "Transferred:   \t  212.431 MiB / 1.874 GiB, 11%, 3.102 MiB/s, ETA 9m8s\n"
                     "2026/09/16 10:42:07 ERROR : 2026-09/xianrending/team3_track.gpx: "
                     + f("failure", "Failed to copy: 507 Insufficient Storage") + "\n"
                     "2026/09/16 10:42:09 ERROR : 2026-09/xianrending/drone_0914.mp4: Failed to copy: 507 Insufficient Storage\n"
                     "2026/09/16 10:42:09 ERROR : Attempt 3/3 failed with 37 errors and: 507 Insufficient Storage\n"
                     "Errors:                37 (retrying may help)",
                     error=True,
                     command=f("command", "rclone sync /data/jiuyuan/tracks jianguo:jiuyuan/tracks --progress")),
            ]),
            "传了一小部分就停了：坚果云返回 507，空间满了。要么清掉旧文件，要么升级套餐。",
        ),
        turn(
            "旧的不能删，出过事的轨迹以后可能要给警方和家属看。升级套餐要花钱，队里花钱得月底队务会通过，现在定不了。先放着吧。",
            "好，备份等队务会定了升级再做。",
        ),
        turn(
            "我跟你讲讲我们出任务是怎么弄的，免得你弄错。我们队" + f("number", "在册队员八十六人") + "，真能随叫随到的也就三十来个，"
            "都是上班的，有开出租的、有老师、有卖茶叶的。接到 110 或者家属的求助，值班的在群里派单，谁能去谁接。"
            "上周那次是天目山那边有个驴友崴了脚下不来，我们去了十一个人，分了三组，搜了五个钟头才找到。"
            "进山的规矩是死的：" + f("constraint", "不许单人进山，至少两人一组") + "，哪怕你对那片山再熟也不行。"
            "山里手机没信号，全靠对讲机，我们用的是" + f("number", "438.500兆赫") + "，出发前每个人都要对一遍频。"
            "哦还有，那天回来天都亮了，大伙儿在镇上吃了碗片儿川才回家。",
            "明白了。任务记录里我可以按组记人，保证每组至少两个人，单人的组系统直接不让提交。",
        ),
        turn(
            "可以。还有啥能省事的？",
            "任务编号现在是值班的手写，我可以让系统按日期自动生成，比如 " + f("identifier", "LA-SJ-20260914-02")
            + " 就是九月十四号第二个任务，省得重号。",
        ),
        turn("这个好，就按这个来。", "好，以后新建任务自动编号。"),
    )
    r2 = (
        turn(
            "我们队的网站打不开了，家属报名当志愿者的入口也在上面。潘宇说是阿里云上一台服务器，重启一下就好，你帮我弄一下。",
            ("我重启那台服务器。", [
                call("bash",
                     "ERROR: SDK.ServerError\n"
                     "ErrorCode: Forbidden.RAM\n"
                     "Recommend: https://api.aliyun.com/troubleshoot?q=Forbidden.RAM&product=Ecs\n"
                     "RequestId: 3F6B2A91-7C0E-5D84-A1B3-92E4C7D05F18\n"
                     "Message: " + f("failure", "User not authorized to operate on the specified resource, or this API doesn't support RAM."),
                     error=True,
                     command=f("command", "aliyun ecs RebootInstance --InstanceId i-bp1f3k9x2mz7qw8e5t0a")),
            ]),
            "重启被拒了：现在用的这个子账号没有重启实例 " + f("identifier", "i-bp1f3k9x2mz7qw8e5t0a")
            + " 的权限，得用主账号给它加上权限。",
        ),
        turn(
            "主账号是前任队长老方的，他去年调到深圳工作了，我微信问了两次都没回，估计忙。那只能等他了。网站先挂着吧。",
            "好，网站等老方回了再弄。",
        ),
        turn(
            "另外有个事烦得很。我们一个队员在户外店上班，他们老板托他在微信上跟我说，想让我们" + f("rejected", "穿他们的冲锋衣拍宣传片")
            + "，衣服白送，还给队里捐两万。",
            "你怎么想的？",
        ),
        turn(
            "不干。救援队给商家拍广告，以后出了事人家怎么看我们。我让他回了老板。",
            "好，不拍。",
        ),
        turn(
            "还有，派单现在全在微信群里，消息一多就刷没了，有时候谁接了单都找不到。",
            "可以考虑" + f("rejected", "派单改用钉钉") + "，有已读、有接单按钮，记录也查得到。",
        ),
        turn(
            "钉钉就别了，大家都是业余的，手机里再装一个没人看。你帮我把派单的消息定个固定格式就行，地点、人数、集合时间、带啥装备，一行一行写清楚。",
            ("好，我写个派单模板，值班的填空就行。", [
                call("write", "ok", path="/srv/jiuyuan/templates/dispatch.txt",
                     content="【派单】任务编号：{no}\n地点：{place}\n需要人数：{people}\n集合时间：{time}\n装备：{gear}\n接单请回复：接+姓名"),
            ]),
            "模板写好了，放在网站后台的派单页里。",
        ),
    )
    r3 = (
        turn(
            "有个事得跟你严肃说一下。上个月找一个走失的老人，任务记录里把老人的名字和家里住哪个村都写上了，"
            "网站上是公开的，结果被自媒体抄去发了，家属打电话来骂，我们挨个道歉。以后"
            + f("constraint", "求助人的姓名和住址不许出现在公开的任务记录里") + "，内部记录可以有，公开的一个字都不能有。",
            ("我把公开页面的字段去掉，只留编号、大概区域和结果。", [
                call("edit", "ok", path="/srv/jiuyuan/web/templates/task_public.html",
                     old="<td>{{ t.caller_name }}</td><td>{{ t.caller_address }}</td>",
                     new="<td>{{ t.area }}</td>"),
            ]),
            "改好了。不过网站现在打不开，要等能重启以后才生效。",
        ),
        turn(
            "还有，队员小钱的爱人上次队务会提了个意见，说我们每次出去油费饭钱都是自己掏，想" + f("rejected", "向被救的人收救援费")
            + "。大家讨论了半天，最后举手表决，二十多个人就三个同意，这事就否了。公益就是公益，收钱就变味了。",
            "好，不收费，网站上也不加收费的内容。",
        ),
        turn(
            "再就是，" + f("constraint", "进山前必须在系统里报备") + "，名字、几点进、走哪条线，这个以后你做报表的时候也要核对，没报备的单独标出来。"
            "然后我想" + f("pending", "把今年每个人的出勤时长统计出来") + "，年底要给出勤多的发个证书。",
            "好，报表里把没报备的单独标红。出勤时长我按任务记录里每个人的进山出山时间来算。",
        ),
        turn(
            "还有个事悬着，我们去年就交了材料，" + f("pending", "应急管理局今年的备案能不能批下来") + "，批下来才能正式挂牌，"
            "打电话问，说还在走流程，也没说要多久。",
            "这个只能等应急管理局的答复，我先记着，有消息再说。",
        ),
    )
    later = (
        (5, (
            turn(
                "出勤时长那个统计，你弄到哪了？",
                "还没弄完，还在待办里：把今年每个人的出勤时长统计出来。有四次任务没记出山时间，我列出来了，要找当时的组长补。",
            ),
        )),
        (9, (
            turn(
                "保险公司那边来通知了，明年的团体意外险要续，" + f("pending", "十二月十号前把队员保险名单报给保险公司") + "，"
                "要姓名、身份证号、手机号，别漏人。",
                "好，十二月十号前把名单整理好报给保险公司，按在册的队员来，一个不漏。",
            ),
        )),
    )
    return Scripted(
        name="fresh23-zh-jiuyuan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh23=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_paotuan(), _diaoyu(), _menqiu(), _jiuyuan())
