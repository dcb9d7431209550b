"""Twenty-first fresh held-out set (Chinese): written blind, against the twenty-second round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh21.py`` holds the English
half, written at the same time by another writer.

How it was written: each session was first described in plain words (below), then its dialogue was
written from the description in the voices of the people in it, with every planted string wrapped in the
builder ``f(kind, ...)`` where it is said. Only ``script.py``, ``drive.py`` and the first lines of
``heldout_fresh20_zh.py`` (for the format) were read; the structure was checked with the set validator,
which never reports retention.

Domains (grepped unused with ``grep -il`` over ``benchmarks/fidelity/*.py`` and ``tests/*.py``): a
community Go (weiqi) club in Hangzhou, an amateur Peking-opera club (票房) in a Tianjin teahouse, a
model-aircraft club flying on a river beach in Shuangliu, a community penjing (bonsai) society in
Yangzhou. A community choir was the first plan and was dropped because "choir" turns up in an earlier
English set; a folk-music ensemble was dropped because an orchestra's instrument library turns up in an
earlier set; astronomy ("astronom") turns up too and was not used.

Proposals come from the assistant, a board-game shop owner (through a student member's WeChat), a
community director, a teahouse owner (through the user's husband), a district culture-centre clerk, a
Taobao seller (a forwarded WeChat message), a club member's motion put to the members' meeting, a
nursery company (through the user's nephew) and a parks-bureau section chief. Turn-downs are a reason
alone, a board vote relayed, a counter-offer the other side accepts, a blunt no, a put-off refused a
round later, a polite no with a smaller counter-ask, and a members' vote relayed. Failures are multi-line
blocks from DuckDB, pandoc/xelatex, LilyPond (a long log with the cause at its end), ffmpeg,
arduino-cli/avrdude, OpenSCAD, gphoto2 and Rscript; each left unresolved for a reason given. Routine
work (``routine_zh``) is this file's own, a Clojure (Leiningen, Ring, migratus, clj-kondo) membership
back-office; it has turns that look like facts (a rule of thumb, an accepted suggestion, a pool size, a
timeout, paths) and are not planted.

Descriptions:
- weiqi: 沈老师, a retired maths teacher, runs the 石桥围棋社 in a Hangzhou community centre; a student
  member 小邓 keeps the club rating in DuckDB and writes a monthly bulletin in Markdown for pandoc. Rules:
  inside a long account of a Saturday, games are always counted by Chinese rules (area scoring); after a
  mother complained about her child's full name and school in the bulletin, under-age players appear with
  surname only. Proposals: the assistant's online tournament on 野狐 (turned down by a reason alone:
  eyesight, face-to-face play); the board-game shop owner 刘老板, through 小邓's WeChat, wants to name the
  spring tournament (the board voted it down four to one, relayed); the community director wants the club
  moved to Wednesday afternoons, 沈老师 counters with Saturday mornings only and she accepts; the
  assistant's pairing sheet posted on Friday evening is accepted. Numbers: 45 minutes a game; a 20 yuan
  entry fee. Identifier: the district dan-exam registration code GS-WQ-DW-0412. Paths: the rating
  database, the March bulletin. Commands: the duckdb INSERT from the March CSV; the pandoc/xelatex call.
  Failures: DuckDB cannot convert "弃权" (a forfeit) in the result column, and how a forfeit counts is for
  the chief referee 老包, who is in Shenzhen until next month; xelatex cannot find the Source Han Serif
  font, and installing it needs the admin password held by the community clerk 小韦, on maternity leave.
  Open: backfill last autumn's tournament results into the rating (asked again at round 5); whether the
  city holds its seniors' Go league this year (nobody knows); at round 9, send the dan-exam entry list to
  the district sports centre before 10 April.
- jingju: 于大姐 manages the 海河票房, twenty-three amateurs singing Peking opera on Thursday afternoons in
  a Tianjin teahouse; her son-in-law 小罗 set up a computer with LilyPond scores and ffmpeg for
  accompaniments recorded by the fiddler 老穆. Rules: inside a long account, recordings go only to the club
  group, never to Douyin; after 小罗 once overwrote an original accompaniment with a lowered copy, the
  originals are never touched and lowered versions are saved separately. Proposals: the assistant's
  ready-made accompaniment tracks from the internet (a blunt no); the teahouse owner 冯老板, through her
  husband 老贺, wants Sunday tickets split with the teahouse (put off, refused a round later); the culture
  centre's 小郑 wants to film short videos for the centre's account (a polite no with a smaller ask: lend
  the sound system for the May Day show); the assistant's lyric sheet marking 上口字 and 尖团字 is accepted.
  Numbers: twenty-three members; 15 yuan tea per head. Identifier: repertoire number HH-017 (春秋亭).
  Paths: the 锁麟囊 score, the accompaniment folder. Commands: the lilypond call; the ffmpeg rubberband
  call. Failures: LilyPond cannot find the jianpu include file, which is on 老穆's USB stick while he is in
  hospital for cataract surgery; ffmpeg has no rubberband filter, and installing another build needs
  小罗's password while he is on a business trip to Urumqi. Open: a list of each member's usual arias
  (asked again at round 5); whether 老穆 can still play after the operation (nobody knows); at round 10,
  the May Day programme before 25 April.
- hangmo: 老钟 chairs the 蓝天航模俱乐部, flying fixed-wing models on a river beach in Shuangliu; the
  student 阿杰 built an Arduino battery alarm and draws parts in OpenSCAD. Rules: inside a long account,
  transmitter on before battery in, battery out before transmitter off, and lithium batteries charged only
  in fireproof bags; after 老吴's plane fell into a fish pond east of the river, nobody flies over the
  ponds on the east side. Proposals: the assistant's FPV racing event (a reason alone: the airport's
  clearance zone); a Taobao seller's bulk no-name batteries, forwarded by 阿杰 (a blunt no); a member's
  motion to raise the fee to 300 (voted down by the members' meeting, relayed); the assistant's LED on the
  alarm is accepted. Numbers: at most 120 metres; the alarm at 3.5 volts a cell. Identifier: the club's
  filing number SLHM-BA-0193. Failures: avrdude gets no sync (the Nano batch came without a bootloader, the
  seller is sending replacements next week); OpenSCAD cannot open BOSL2, which 阿杰 modified for the club's
  screws and will copy over after his exams. Open: a charge-count table for every battery (asked again at
  round 5); whether the beach can still be flown after the flood season (nobody knows); at round 10, the
  children's open day sign-up form before 20 May.
- penjing: 蒋老师, secretary of the 东关街 penjing society in Yangzhou, prepares the autumn show:
  eighty-six entries photographed with the volunteer 小冯's Canon through gphoto2, and the judges' scores
  averaged by an R script her nephew 蒋磊 wrote. Rules: inside a long account, judges score by entry
  number only, never seeing the author, and the highest and lowest marks are dropped before averaging;
  after 老胡 chipped a pot while moving it for a photo, only the camera moves, never the tree. Proposals:
  the assistant's 360-degree video of every tree (a polite no with a smaller ask: one front and one side
  photo, named by number); a nursery company, through the nephew, wants to sell trees at the show (put
  off, refused a round later with the society's president); the parks bureau's 王科长 wants the show open
  all seven days of the National Day holiday, 蒋老师 counters with the first three and he accepts; the
  assistant's QR signs beside the pots are accepted. Numbers: eighty-six entries; ten points per judge.
  Identifier: entry YZ-QJ-047 (孙老爷子's old boxwood). Failures: gphoto2 finds no camera (the battery is
  flat and the charger went to Nanjing with 小冯, back Thursday); R has no readxl package and the activity
  room's computer is offline until the renovation ends next month. Open: check the entrants' phone numbers
  (asked again at round 5); whether the old boxwood survives the winter (nobody knows); at round 10, lay
  out the catalogue before 20 September.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Clojure membership back-office
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "会费那块的测试红了，帮我看看。",
                ("我先跑一下。", [
                    call("bash",
                         "lein test huiyuan.fee-test\n\n"
                         "FAIL in (annual-fee-test) (fee_test.clj:14)\n"
                         "半年入会按一半收\n"
                         "expected: (= 180 (fee/annual {:joined \"2026-07-01\"}))\n"
                         "  actual: (not (= 180 360))\n\n"
                         "Ran 12 tests containing 31 assertions.\n1 failures, 0 errors.\nTests failed.",
                         error=True, command="lein test huiyuan.fee-test"),
                ]),
                ("annual 函数根本没看 :joined，下半年入会的也按全年收了。我把判断加上。", [
                    call("edit", "ok", path="src/huiyuan/fee.clj",
                         old="(defn annual [m] full-year)",
                         new="(defn annual [{:keys [joined]}]\n  (if (second-half? joined) (quot full-year 2) full-year))"),
                    call("bash", "Ran 12 tests containing 31 assertions.\n0 failures, 0 errors.", command="lein test"),
                ]),
                "全绿了。以后会费规则一改，先改测试再改代码，比较稳。",
            ),
            turn("嗯，就这么办。", "好。"),
        )
    if k == 1:
        return (
            turn(
                "会员表加一栏微信号，可以为空。",
                ("加一个迁移。", [
                    call("bash", "Creating migration 20260412093011-add-member-wechat",
                         command="lein migratus create add-member-wechat"),
                    call("write", "ok", path="resources/migrations/20260412093011-add-member-wechat.up.sql",
                         content="ALTER TABLE member ADD COLUMN wechat text;"),
                    call("write", "ok", path="resources/migrations/20260412093011-add-member-wechat.down.sql",
                         content="ALTER TABLE member DROP COLUMN wechat;"),
                    call("bash", "INFO  migratus.core - Starting migrations\n"
                                 "INFO  migratus.core - Running up for [20260412093011]\n"
                                 "INFO  migratus.core - Ending migrations",
                         command="lein migratus migrate"),
                ]),
                "加好了。要不要顺手给微信号建个索引？以后按微信号查人会快点。",
            ),
            turn("行，建一个。", ("再加一个迁移建索引。", [
                call("bash", "INFO  migratus.core - Running up for [20260412094520]", command="lein migratus migrate"),
            ]), "索引建好了。"),
        )
    if k == 2:
        return (
            turn(
                "提交前跑一下 lint。",
                ("跑 clj-kondo。", [
                    call("bash",
                         "src/huiyuan/handler.clj:23:9: warning: unused binding req\n"
                         "src/huiyuan/db.clj:41:3: warning: Redundant let expression.\n"
                         "linting took 312ms, errors: 0, warnings: 2",
                         error=True, command="clj-kondo --lint src test"),
                ]),
                ("两个警告：一个没用的参数，一个多余的 let。都改掉。", [
                    call("edit", "ok", path="src/huiyuan/handler.clj", old="(fn [req]", new="(fn [_req]"),
                    call("edit", "ok", path="src/huiyuan/db.clj", old="(let [rows (query ds sql)]\n    rows)",
                         new="(query ds sql)"),
                    call("bash", "linting took 298ms, errors: 0, warnings: 0", command="clj-kondo --lint src test"),
                ]),
                "干净了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "会员列表页点开就 500，早上还好好的。",
                ("我看下日志。", [
                    call("bash",
                         "2026-04-12 10:02:17 ERROR huiyuan.handler - 渲染会员列表失败\n"
                         "java.lang.NullPointerException: Cannot invoke \"String.substring(int, int)\" because \"s\" is null\n"
                         "\tat huiyuan.view$mask_phone.invokeStatic(view.clj:17)\n"
                         "\tat huiyuan.view$member_row.invoke(view.clj:31)",
                         error=True, command="tail -n 30 logs/huiyuan.log"),
                ]),
                ("今天新加的会员有人没填手机号，打码那个函数拿到 nil 就崩了。没号码就显示“未填”。", [
                    call("edit", "ok", path="src/huiyuan/view.clj",
                         old="(defn mask-phone [s]\n  (str (subs s 0 3) \"****\" (subs s 7)))",
                         new="(defn mask-phone [s]\n  (if (and s (>= (count s) 11))\n    (str (subs s 0 3) \"****\" (subs s 7))\n    \"未填\"))"),
                    call("bash", "Ran 13 tests containing 33 assertions.\n0 failures, 0 errors.", command="lein test"),
                ]),
                "修好了，也补了一个空号码的测试。",
            ),
        )
    if k == 4:
        return (
            turn(
                "看看有哪些依赖能升级。",
                ("用 lein ancient 查一下。", [
                    call("bash",
                         "[ring/ring-jetty-adapter \"1.12.2\"] is available but we use \"1.12.1\"\n"
                         "[metosin/reitit \"0.7.2\"] is available but we use \"0.7.0\"\n"
                         "[migratus \"1.5.8\"] is available but we use \"1.5.6\"",
                         command="lein ancient"),
                ]),
                "有三个能升。reitit 那个跨了小版本，路由的写法可能有变化，我建议这次只升 ring，别的下回单独升。",
            ),
            turn("行，只升 ring。", ("改 project.clj。", [
                call("edit", "ok", path="project.clj", old="[ring/ring-jetty-adapter \"1.12.1\"]",
                     new="[ring/ring-jetty-adapter \"1.12.2\"]"),
                call("bash", "Ran 13 tests containing 33 assertions.\n0 failures, 0 errors.", command="lein test"),
            ]), "升好了，测试都过。"),
        )
    return (
        turn(
            "昨晚有人说后台特别卡，最后打不开了，你查查。",
            ("翻一下服务的日志。", [
                call("bash",
                     "Apr 12 21:40:03 srv java[2211]: WARN com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - "
                     "Connection is not available, request timed out after 30000ms.\n"
                     "Apr 12 21:40:03 srv java[2211]: ERROR huiyuan.db - org.postgresql.util.PSQLException: "
                     "FATAL: sorry, too many clients already",
                     error=True, command="journalctl -u huiyuan --since yesterday | tail -n 40"),
            ]),
            ("数据库连接被占满了。导出报表那段用完连接没还回池子。我改成 with-open，再把池子上限定成十个。", [
                call("edit", "ok", path="src/huiyuan/export.clj",
                     old="(let [conn (jdbc/get-connection ds)]", new="(with-open [conn (jdbc/get-connection ds)]"),
                call("edit", "ok", path="resources/config.edn", old=":maximum-pool-size 30", new=":maximum-pool-size 10"),
            ]),
            "改好了，重启了服务。以后凡是手动拿连接的地方都用 with-open，我在代码规范里加了一句。",
        ),
        turn("好，辛苦。", "不客气。"),
    )


# ---------------------------------------------------------------- weiqi
def _weiqi() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好你好，我姓沈，退休前教数学的，大家叫我沈老师。我在我们社区搞了个围棋社，叫石桥围棋社，每个礼拜六在社区活动中心"
            "下棋。社里有个等级分，是一个大学生小邓帮忙弄的，用的什么 duckdb，库在 "
            + f("path", "/home/shen/weiqishe/data/dengjifen.duckdb") + "。三月份的对局记录裁判老包已经导出来了，"
            "我想把等级分更新一下，小邓说照他那条命令跑就行，我给你贴过来了。",
            ("我按小邓的命令跑一下。", [
                call("bash",
                     "Conversion Error:\n"
                     "CSV Error on Line: 37\n"
                     "Original Line: 2026-03-14,第三轮,周建国,何立,弃权\n"
                     + f("failure", "Error when converting column \"result\". Could not convert string \"弃权\" to 'BIGINT'")
                     + "\n\nColumn result is being converted as type BIGINT\n"
                     "This type was auto-detected from the CSV file.\n"
                     "Possible solutions:\n"
                     "* Override the type for this column manually by setting the type explicitly, e.g. types={'result': 'VARCHAR'}\n"
                     "* Set the sample size to a larger value to enable the auto-detection to scan more values, e.g. sample_size=-1\n"
                     "* Use a COPY statement to automatically derive types from an existing table.\n\n"
                     "  file = data/duiju_2026-03.csv\n"
                     "  delimiter = , (Auto-Detected)",
                     error=True,
                     command="cd /home/shen/weiqishe && " + f(
                         "command",
                         "duckdb data/dengjifen.duckdb -c \"INSERT INTO duiju SELECT * FROM read_csv_auto('data/duiju_2026-03.csv')\"")),
            ]),
            "第 37 行那盘周建国对何立，结果写的是“弃权”，别的盘都是 1 和 0，等级分的表只认数字，所以整批都没进去。"
            "弃权算赢算输、算不算进等级分，得你们社里定个说法，我不好替你们填。",
        ),
        turn(
            "哎呀，弃权怎么算得裁判组定，老包是裁判长，他去深圳带外孙了，下个月才回来。能不能先把别的盘算进去？"
            "算了算了，不行，要算就一起算，少一盘后面的分全是错的，回头还得返工。先放着等老包吧。",
            "好，三月的等级分先不动，等老包定了弃权怎么算再一起导。",
        ),
        turn(
            "那我跟你讲讲我们社的情况，你心里有个数。社里现在四十来个人，老的七十多，小的才八岁，都是周边几个小区的。"
            "礼拜六早上八点半开门，先摆棋，九点开始下，" + f("number", "每盘限时四十五分钟") + "，到点下不完的裁判判胜负。"
            "我们下棋" + f("constraint", "一律按中国规则数子") + "，有几个老同志年轻时候学的日本规则，老想数目，为这个争了好几回，"
            "后来理事会定死了。茶水是社区给的，棋具有一半是我自己家拿来的，那几副云子是我老伴留下的，宝贝着呢，你别笑。"
            "哦对了，春季赛" + f("number", "报名费每人二十元") + "，收上来全买奖品，账在小邓那儿。",
            "不笑，记住了：中国规则数子，每盘四十五分钟，春季赛报名费二十元买奖品。",
        ),
        turn(
            "还有个发愁的，现在年轻人都在手机上下，来社里的越来越老，你有没有啥办法吸引点年轻人？",
            "可以试试" + f("rejected", "改到野狐上办线上赛") + "，年轻人在家就能参加，对局记录还能自动导出来，省得老包手抄。",
        ),
        turn(
            "我们这帮老头老太太，来社里图的就是面对面摆盘棋，复盘的时候吵两句。手机那么小的格子，好几个人白内障刚做完，"
            "看都看不清，还得教他们装软件。",
            "明白，还是线下下。换个小办法：每个礼拜五晚上把第二天的对阵表先发到群里，大家心里有数，早上来了直接找位子坐。",
        ),
        turn(
            "这个行，省得早上乱哄哄的。你先弄个对阵表的样子出来。",
            ("我按上礼拜的名单排一张样表。", [
                call("write", "ok", path="/home/shen/weiqishe/duizhen/yangbiao.md",
                     content="# 石桥围棋社 本周六对阵\n\n| 台号 | 执黑 | 执白 |\n|---|---|---|\n| 1 | 周建国 | 何立 |\n"),
            ]),
            "样表放好了，礼拜五晚上发群里就行。",
        ),
    )
    r2 = (
        turn(
            "小邓每个月还出个简报，写谁升段了、谁连赢了几盘，转成 PDF 发群里。三月的他写好了，在 "
            + f("path", "/home/shen/weiqishe/jianbao/2026-03.md") + "，你帮我转一下 PDF，他说命令跟上个月一样。",
            ("我转一下。", [
                call("bash",
                     "Error producing PDF.\n"
                     + f("failure", "! Package fontspec Error: The font \"Source Han Serif SC\" cannot be found.")
                     + "\n\nFor immediate help type H <return>.\n ...\n\n"
                     "l.63 \\setmainfont{Source Han Serif SC}",
                     error=True,
                     command="cd /home/shen/weiqishe && " + f(
                         "command",
                         "pandoc jianbao/2026-03.md -o jianbao/2026-03.pdf --pdf-engine=xelatex -V CJKmainfont=\"Source Han Serif SC\"")),
                call("bash", "", command="fc-list :lang=zh family"),
            ]),
            "这台电脑上一个中文字体都没有，简报里指定的思源宋体找不到，PDF 就生成不了。装字体要管理员密码，你知道密码吗？",
        ),
        turn(
            "这台是社区活动中心的电脑，密码在社区的小韦那儿，她休产假了，我问了主任，主任也不知道。唉，那 PDF 先放着，"
            "这个月我先拍照发群里凑合。",
            "好，PDF 等拿到密码装上字体再转。",
        ),
        turn(
            "说到简报，上个月出了个事。简报里写了个小孩的全名，还写了哪个小学几年级，说他升了一段。他妈妈看到了很不高兴，"
            "说孩子的信息不能这么往外发，我们群里好几百人呢，我当面给人家道了歉。以后"
            + f("constraint", "未成年棋手在简报上只写姓不写名") + "，学校也别写。你帮我看看三月这份里有没有犯的。",
            ("我看一下。", [
                call("read", path="/home/shen/weiqishe/jianbao/2026-03.md",
                     result="# 石桥围棋社简报 2026年3月\n\n## 升段\n- 何小宇（8岁，拱宸桥小学二年级）升一段\n"
                            "- 周建国 升三段\n\n## 连胜\n- 何立 五连胜\n"),
            ]),
            ("有一处，何小宇写了全名和学校。改成“何同学（8岁）”。", [
                call("edit", "ok", path="/home/shen/weiqishe/jianbao/2026-03.md",
                     old="- 何小宇（8岁，拱宸桥小学二年级）升一段", new="- 何同学（8岁）升一段"),
            ]),
            "改好了，别的都是大人。",
        ),
        turn(
            "还有个事你帮我回一下。棋具店的刘老板托小邓在微信上问，想" + f("rejected", "让棋具店冠名春季赛")
            + "，他出奖品，棋盘上都贴他们店的标。我拿到理事会上说了，上礼拜五个理事投票，四票反对，否了，说社里是公益的，"
            "不搞这个。你帮我拟几句话让小邓转过去，客气点，人家也是好心。",
            "拟好了：“刘老板您好，谢谢您对石桥围棋社的支持。理事会商量过，社里一直是公益性质，比赛就不冠名了。"
            "以后社里添置棋具还请您多关照。”你看行不行。",
        ),
        turn("行，就这么发。", "好。"),
    )
    r3 = (
        turn(
            "社区主任今天找我，说活动中心礼拜六下午要给舞蹈班用，问我们能不能" + f("rejected", "活动改到周三下午")
            + "。周三下午小孩都上学，上班的也来不了，那我们社不就散了。我跟她说我们礼拜六上午照旧，下午让出来给舞蹈班，"
            "十二点前收拾干净。她想了想说可以。你帮我把群公告改一下，说以后只有上午。",
            ("改群公告的草稿。", [
                call("edit", "ok", path="/home/shen/weiqishe/gonggao.md",
                     old="每周六 8:30-17:00 活动中心二楼", new="每周六 8:30-12:00 活动中心二楼（下午场地让给舞蹈班，十二点前收拾干净）"),
            ]),
            "改好了，你复制到群里就行。",
        ),
        turn(
            "还有，区里今年的业余段位赛在我们这儿报名，区体育中心给了个编号 " + f("identifier", "GS-WQ-DW-0412")
            + "，说报名表上都要写这个编号。你先记着。另外有个老账，" + f("pending", "把去年秋季赛的成绩补录进等级分")
            + "，去年秋季赛的成绩是纸的，小邓一直没录，复印件我这儿有，回头拍照发你，你帮着录一下。",
            "好，编号记下了。秋季赛的成绩等你照片发来就录。",
        ),
        turn(
            "唉，我最发愁的其实是 " + f("pending", "市里今年还办不办老年围棋联赛") + "。去年是市体育局办的，我们社拿了个团体第三，"
            "今年一点风声都没有，问了好几个人都说不知道。好几个老同志就盼着这个呢。你说我现在要不要先组队？",
            "这个现在确实没人说得准，得等体育局发通知。先不急着组队，我记着这件事，有消息了再安排选拔。",
        ),
    )
    later = (
        (5, (
            turn(
                "秋季赛那个补录，你弄了没有？照片我前两天发你了啊。",
                "还没录完，这件还挂着：去年秋季赛的成绩补录进等级分。照片里有两页反光看不清，录到那儿得问你。",
            ),
        )),
        (9, (
            turn(
                "区体育中心又打电话催了，让" + f("pending", "四月十号前把段位赛报名名单发给区体育中心")
                + "，名单上每个人后面都要写那个编号。报名的现在十一个，还有两个在犹豫。",
                "好，四月十号前把名单整理好发过去，每人后面写上编号。那两个犹豫的你定了告诉我。",
            ),
        )),
    )
    return Scripted(
        name="fresh21-zh-weiqi", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh21=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- jingju
def _jingju() -> Scripted:
    f = Builder()
    ly_tail = (
        "Interpreting music...\n"
        + f("failure", "pu/suolinnang.ly:3:1: error: cannot find file: `jianpu10a.ly'") + "\n"
        "\\include \"jianpu10a.ly\"\n"
        "(search path: `/home/luo/piaofang/pu:/usr/share/lilypond/2.24.3/ly')\n"
        "fatal error: failed files: \"pu/suolinnang.ly\""
    )
    r1 = (
        turn(
            "你好，我是海河票房的，姓于，大伙都叫我于大姐。我们是一帮唱京剧的票友，每个礼拜四下午在河北区一个茶馆里唱。"
            "我女婿小罗给我们弄了台电脑，把老穆——就是我们的琴师——拉的伴奏都存里头了，还装了个打谱的，叫 lilypond，"
            "说能把谱子打得跟书上印的一样。今儿我想把《锁麟囊》春秋亭那段的谱子打出来，小罗说文件在 "
            + f("path", "/home/luo/piaofang/pu/suolinnang.ly") + "，你给弄一下呗。",
            ("我排一下这个谱子。", [
                call("bash",
                     "GNU LilyPond 2.24.3 (running Guile 2.2)\nProcessing `pu/suolinnang.ly'\nParsing...\n"
                     + long_log(150, "fresh21-zh-jingju-ly", ly_tail),
                     error=True,
                     command="cd /home/luo/piaofang && " + f("command", "lilypond -o out pu/suolinnang.ly")),
            ]),
            "谱子开头引用了一个简谱用的插件文件 jianpu10a.ly，这台电脑上没有，所以一页都没排出来。这个文件一般是跟谱子一起拷过来的。",
        ),
        turn(
            "哦，那是老穆的。他打谱那一套都在他自己的U盘里，小罗是从他那儿拷的谱子，估计落下了。老穆这礼拜做白内障手术，"
            "住院呢，他闺女说下礼拜才出院。那等他吧，你可别上网乱下，小罗说版本不对老穆那些谱全得乱。",
            "好，不乱下。谱子等老穆出院把U盘拿来再排。",
        ),
        turn(
            "跟你说说我们票房，你心里有个底。我们一共" + f("number", "二十三位票友") + "，最大的八十一，最小的四十出头，"
            "老生青衣花脸老旦都有，就是缺个像样的小生。礼拜四下午两点开唱，茶馆给我们留最里头那间，"
            + f("number", "茶位费一人十五块") + "，茶水瓜子管够。老穆拉琴，老齐打鼓。大伙唱完都想听听自己唱得咋样，"
            "小罗就给录下来，不过有个规矩，" + f("constraint", "票友的录音只发票房群，不往抖音上传")
            + "，好几个老姐妹不乐意让外人听见，上回有个人偷着发了，差点闹翻。还有老穆那把琴，是他师父传下来的，谁都不许碰，"
            "这个跟你没关系，我就是顺嘴一说。",
            "明白，录音只在票房群里发，别处都不放。",
        ),
        turn(
            "那老穆住院这几个礼拜，礼拜四没人拉琴了，咋整？",
            "可以先" + f("rejected", "用网上现成的伴奏带") + "，春秋亭、空城计这种常唱的段子网上都有，我帮你们按段子下好，放着就能唱。",
        ),
        turn("不用。我们清唱。", "好，这几个礼拜清唱。"),
    )
    r2 = (
        turn(
            "还有个事。马大爷嗓子不如以前了，老穆的伴奏调门高，他够不着，小罗说电脑能把伴奏降个调，他写了个命令，降两个调门。"
            "你帮我弄一下《空城计》那段，原来的文件在 " + f("path", "/home/luo/piaofang/banzou") + " 里头，叫 kongchengji.wav。",
            ("按小罗的命令跑一下。", [
                call("bash",
                     "ffmpeg version 6.1.1 Copyright (c) 2000-2023 the FFmpeg developers\n"
                     "  built with gcc 13 (GCC)\n"
                     "  configuration: --enable-gpl --enable-libmp3lame --enable-libopus --disable-doc\n"
                     "Input #0, wav, from 'banzou/kongchengji.wav':\n"
                     "  Duration: 00:04:12.53, bitrate: 1411 kb/s\n"
                     "  Stream #0:0: Audio: pcm_s16le ([1][0][0][0] / 0x0001), 44100 Hz, 2 channels, s16, 1411 kb/s\n"
                     + f("failure", "[AVFilterGraph @ 0x55d0c8a3e2c0] No such filter: 'rubberband'") + "\n"
                     "[aost#0:0/pcm_s16le @ 0x55d0c8a41f00] Error initializing a simple filtergraph\n"
                     "Error opening output file banzou/kongchengji_jiang2.wav.\n"
                     "Error opening output files: Filter not found",
                     error=True,
                     command="cd /home/luo/piaofang && " + f(
                         "command", "ffmpeg -i banzou/kongchengji.wav -af \"rubberband=pitch=0.891\" banzou/kongchengji_jiang2.wav")),
            ]),
            "这台电脑上的 ffmpeg 是个精简版，没带变调用的 rubberband 模块，命令本身没错。得重装一个带这个模块的 ffmpeg。",
        ),
        turn(
            "ffmpeg 是小罗装的，电脑的密码也是他设的，装东西得用他那个密码。他出差去乌鲁木齐了，得半个月。我给他发微信，"
            "他说回来弄，让我们别瞎装。那就先这样，马大爷先凑合着唱低一点。\n\n"
            "哎对了，说到降调我想起来，上回小罗降《捉放曹》那段，把降完的存成了原来的名字，老穆原来那个伴奏就给盖了，没了，"
            "老穆心疼坏了，又重新拉了一遍。你以后弄，" + f("constraint", "原版伴奏一个字都不能动，降调的另存一份") + "，记住啊。",
            ("记住了。我先把原版的都设成只读，防着再被盖。", [
                call("bash", "", command="chmod a-w /home/luo/piaofang/banzou/*.wav"),
            ]),
            "设好了，以后降调的都另起名字存。",
        ),
        turn(
            "还有个事。我们家老贺昨儿从茶馆回来说，冯老板——就是茶馆老板——想让我们" + f("rejected", "周日清唱收门票跟茶馆分成")
            + "，说礼拜天下午喝茶的人多，一人收二十，他拿一半。我再想想，这个得跟大伙商量，不能我一个人说了算。",
            "好，等你们商量完再说。",
        ),
        turn(
            "嗯。你还有啥好主意没有？新来的几个票友老倒字，我们说了好几回也记不住。",
            "我做一张唱词单怎么样？上口字和尖团字都标出来，新来的照着唱就不容易倒字。先从春秋亭做起。",
        ),
        turn(
            "这个好！你弄吧，先弄春秋亭。",
            ("先起个头。", [
                call("write", "ok", path="/home/luo/piaofang/changci/chunqiuting.md",
                     content="# 锁麟囊·春秋亭 唱词\n\n说什么（上口）……\n（标注：尖字用△，上口字用○）\n"),
            ]),
            "框架做好了，唱词我再一句句补。",
        ),
    )
    r3 = (
        turn(
            "门票那个事我跟大伙说了，也想好了，不干。我们是票房，又不是戏园子，一收钱味儿就变了，到时候唱不好还有人挑理。"
            "老贺去跟冯老板说了，冯老板也没说啥。",
            "好，礼拜天还是不收钱。",
        ),
        turn(
            "区文化馆的小郑今天打电话来，说想来" + f("rejected", "文化馆拍短视频放他们账号上")
            + "，拍我们礼拜四唱戏。我跟她说谢谢好意，录像就不拍了，好些人不愿意露脸，你也知道。不过我顺嘴问她，"
            "能不能把文化馆那套音响借我们用两回，五一汇演用，她说她去问问领导。",
            "好，拍视频不拍了，借音响等小郑回话。",
        ),
        turn(
            "对了，我们有个曲目单，每段戏一个编号，春秋亭那段是 " + f("identifier", "HH-017")
            + "，以后我说编号你就知道是哪段。你帮我" + f("pending", "整理一份每个票友常唱的段子目录")
            + "，谁唱什么，按行当分开，汇演排节目的时候用得着。",
            "好，HH-017 是春秋亭，记下了。目录我先照群里录音的文件名整理，对不上的再问你。",
        ),
        turn(
            "唉，最让人揪心的还是老穆。" + f("pending", "老穆手术以后还能不能接着拉琴")
            + "，他那眼睛一只早就不大行了，这回做的是另一只。医生说不准，得看恢复。我们票房离了他真不行，你说是不是得早点找个替补？",
            "这个现在谁也说不准，只能等他恢复。我先记着，等老穆出院看看情况，真要找替补再一起商量。",
        ),
    )
    later = (
        (5, (
            turn(
                "那个常唱段子的目录弄得咋样了？",
                "还在做，十几个人的整理完了，剩下几个的录音文件名跟人对不上，还得问你。这件还挂着。",
            ),
        )),
        (10, (
            turn(
                "五一社区汇演定了，街道让报节目。" + f("pending", "四月二十五号前把五一汇演的节目单做出来")
                + "，一共六个节目，先后顺序我回头跟大伙定了告诉你。",
                "好，四月二十五号前出节目单，顺序等你们定。",
            ),
        )),
    )
    return Scripted(
        name="fresh21-zh-jingju", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh21=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- hangmo
def _hangmo() -> Scripted:
    f = Builder()
    sync = "\n".join(
        f"avrdude: stk500_recv(): programmer is not responding\navrdude: stk500_getsync() attempt {i} of 10: not in sync: resp=0x00"
        for i in range(1, 10)
    )
    r1 = (
        turn(
            "哈喽，我是双流蓝天航模俱乐部的老钟。我们一帮人周末在江安河边的河滩上飞固定翼。俱乐部有个大学生阿杰，"
            "用 arduino 做了个电池电压报警器，绑飞机上，电压低了就叫，程序在 "
            + f("path", "/home/ajie/hangmo/dianya_baojing/dianya_baojing.ino")
            + "。新焊了五个板子要把程序烧进去，他说用他那个命令就行，板子我已经插上电脑了。",
            ("我按阿杰的命令烧一下。", [
                call("bash",
                     "Sketch uses 4862 bytes (15%) of program storage space. Maximum is 30720 bytes.\n"
                     + sync + "\navrdude: stk500_recv(): programmer is not responding\n"
                     + f("failure", "avrdude: stk500_getsync() attempt 10 of 10: not in sync: resp=0x00")
                     + "\n\navrdude done.  Thank you.\n\nFailed uploading: uploading error: exit status 1",
                     error=True,
                     command="cd /home/ajie/hangmo && " + f(
                         "command", "arduino-cli upload -p /dev/ttyUSB0 --fqbn arduino:avr:nano dianya_baojing")),
            ]),
            ("板子不回话。很多便宜的 Nano 用的是老引导程序，我换老的试一次。", [
                call("bash", "avrdude: stk500_getsync() attempt 10 of 10: not in sync: resp=0x00\n\n"
                             "Failed uploading: uploading error: exit status 1",
                     error=True,
                     command="cd /home/ajie/hangmo && arduino-cli upload -p /dev/ttyUSB0 "
                             "--fqbn arduino:avr:nano:cpu=atmega328old dianya_baojing"),
                call("bash", "Bus 001 Device 007: ID 1a86:7523 QinHeng Electronics CH340 serial converter", command="lsusb"),
            ]),
            "新老两种都不行。USB 那颗 CH340 芯片认得到，是单片机本身不回话，多半是这批板子没烧引导程序，或者板子有问题。",
        ),
        turn(
            "哎，这批是淘宝上找的便宜货。阿杰刚才在群里说了，那家店发错了，发的是没有 bootloader 的，卖家认了，说补发一批，"
            "下礼拜到。那就等新板子到了再烧吧，这五块先扔一边。",
            "好，等补发的板子到了再烧。",
        ),
        turn(
            "给你讲讲我们飞场的规矩，你以后写东西注意点。河滩是跟村里租的，一年给村里两千块，会员一年交两百，学生减半。"
            "平时来飞的十来个人，礼拜六礼拜天早上飞，太阳大了就收。飞的时候有几条：" + f("constraint", "先开遥控再插电，先拔电再关遥控")
            + "，这个是要命的，桨一转起来手指头就没了，去年隔壁俱乐部一个哥们就是顺序搞反了，缝了八针。高度嘛，"
            + f("number", "最高不超过一百二十米") + "，再往上就是民航的事了。还有电池，" + f("constraint", "锂电池一律装防爆袋里充")
            + "，阿杰他们宿舍有人充电起过火，差点把宿舍烧了。哦还有我们那条狗，大黄，看见飞机就追，起飞前看看狗拴好没有，哈哈。",
            "记住了：先开遥控后插电、先拔电后关遥控，高度一百二十米以内，锂电池在防爆袋里充。狗也拴好。",
        ),
        turn(
            "对了报警器那个你有啥想法没，阿杰说有意见随便提。",
            "现在只有蜂鸣器，飞远了地面上根本听不见。我建议加一个高亮 LED，电压低了就一直闪，地上抬头就看得见。",
        ),
        turn(
            "要得，加上。报警电压阿杰设的是" + f("number", "单片低于三点五伏就叫") + "，这个别改，是他试出来的。",
            ("电压不动，只加 LED。", [
                call("edit", "ok", path="/home/ajie/hangmo/dianya_baojing/dianya_baojing.ino",
                     old="  tone(BUZZER, 2000);", new="  tone(BUZZER, 2000);\n  digitalWrite(LED_PIN, (millis() / 200) % 2);"),
            ]),
            "加好了，等新板子到了一起烧。",
        ),
    )
    r2 = (
        turn(
            "阿杰还画了个机翼的固定座，用 openscad 画的，让我拿去打印店打，文件在 " + f("path", "/home/ajie/hangmo/scad/wing_mount.scad")
            + "。打印店要 stl，你帮我导一个出来。",
            ("我导一下。", [
                call("bash",
                     "Parsing design (AST generation)...\n"
                     + f("failure", "WARNING: Can't open include file 'BOSL2/std.scad'.") + "\n"
                     "Compiling design (CSG Tree generation)...\n"
                     "WARNING: Ignoring unknown module 'cuboid' in file wing_mount.scad, line 9\n"
                     "WARNING: Ignoring unknown module 'screw_hole' in file wing_mount.scad, line 14\n"
                     "Current top level object is empty.",
                     error=True,
                     command="cd /home/ajie/hangmo && " + f("command", "openscad -o out/wing_mount.stl scad/wing_mount.scad")),
            ]),
            "文件里用了 BOSL2 这个库，这台电脑上没有，所以模型是空的，导不出东西。BOSL2 网上能下，不过得先问问阿杰用的哪个版本。",
        ),
        turn(
            "问了，阿杰说他那个 BOSL2 是自己改过的，螺丝孔的尺寸按我们买的那批螺丝改的，网上下的装不上。他这两个礼拜期末考试，"
            "说考完了拷给我。那就等他考完，不急。",
            "好，固定座等阿杰考完把改过的库拷过来再导。",
        ),
        turn(
            "说个心里话，现在年轻人都玩穿越机，我们这玩固定翼的越来越少了，一个个都是老家伙。你有啥主意没？",
            "可以" + f("rejected", "办一场穿越机竞速赛") + "，河滩上搭几个门，年轻人爱看，还能顺便招点新会员、拉点赞助。",
        ),
        turn(
            "河滩往北两公里就是双流机场的净空区。固定翼我们都压着高度飞，穿越机那帮小伙子图的就是快、刺激，一场比赛几十架乱窜，"
            "真出点事俱乐部就没了。",
            "明白，这个不搞。",
        ),
        turn(
            "阿杰刚转了个微信给我，是那个卖板子的淘宝店说的：“老板你们俱乐部人多的话，可以" + f("rejected", "团购杂牌的锂电池")
            + "，比格氏便宜一半，包邮。”我回他了：不要。",
            "好，电池还是买原来的牌子。",
        ),
    )
    r3 = (
        turn(
            "出事了。昨天老吴那架塞斯纳，风一大没拉回来，飘到河东边，一头扎人家鱼塘里了，塘主拉着我要赔鱼苗钱，最后赔了三百。"
            "大家在群里商量了，以后" + f("constraint", "河东边鱼塘上空一律不飞") + "，起飞降落都朝西。你帮我在群公告里加上这条。",
            ("加到公告里。", [
                call("edit", "ok", path="/home/ajie/hangmo/gonggao.md",
                     old="## 飞行规定\n", new="## 飞行规定\n- 河东边鱼塘上空不飞，起降一律朝西（老吴事件后定）\n"),
            ]),
            "加好了，放在飞行规定第一条。",
        ),
        turn(
            "还有，上个月有人提议" + f("rejected", "会费涨到三百") + "，说拿多出来的钱去租对岸那块更大的地。礼拜天开了会员大会，"
            "十四个人投票，九个反对，没通过。大家说学生会员多，涨了他们来不起。你把会议记录整理一下。",
            ("我写一份会议记录。", [
                call("write", "ok", path="/home/ajie/hangmo/huiyi/2026-04.md",
                     content="# 会员大会记录 2026年4月\n\n议题：会费调整及租用对岸场地\n表决：14人参加，9人反对，未通过\n"
                             "理由：学生会员多，负担不起\n"),
            ]),
            "整理好了。",
        ),
        turn(
            "对了，我们俱乐部在区体育局备了案，备案号是 " + f("identifier", "SLHM-BA-0193")
            + "，以后对外的东西上都要写这个号。还有个事，" + f("pending", "给每块电池的充电次数记个表")
            + "，谁的电池、充了多少回、鼓包没有，到一定次数就提醒换，省得再出事。",
            "好，备案号记下了。电池表我先做个格子，你们每次充完自己填。",
        ),
        turn(
            "最后一个我自己都不知道的事：水务局说今年汛期以后要清河道，" + f("pending", "河滩汛期以后还能不能飞")
            + "，我去问了，说方案还没定。要是不让飞了我们就得另找场地，你说找地方要先准备啥？",
            "这个现在没人能定，得等水务局出方案。我先记着，真要换场地再一起看附近的地和要办的手续。",
        ),
    )
    later = (
        (5, (
            turn(
                "电池那个表，你做了没？",
                "格子做了一半，这件还挂着：给每块电池的充电次数记个表。鼓包那一栏是填有没有还是填鼓了多少，你们定一下。",
            ),
        )),
        (10, (
            turn(
                "区青少年宫找我们搞个儿童体验日，让小孩摸摸飞机、看看飞行。" + f("pending", "五月二十号前把儿童体验日的报名表做好")
                + "，限二十个小孩，要家长签字那种。",
                "好，五月二十号前做好报名表，限二十个孩子，带家长签字栏。",
            ),
        )),
    )
    return Scripted(
        name="fresh21-zh-hangmo", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh21=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- penjing
def _penjing() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "您好，我是扬州东关街社区盆景协会的蒋老师，协会的秘书长。我们十月份要办秋季盆景展，每盆参展的都要拍照做图录。"
            "会员小冯有个佳能相机，上礼拜接在协会电脑上，说能用电脑直接拍，照片直接存进 " + f("path", "/home/jiang/penjing/zhanpin")
            + "，省得拷来拷去。今天我想先拍几盆试试，小冯教我的命令我抄下来了。",
            ("我按这个命令拍一张。", [
                call("bash",
                     "\n" + f("failure", "*** Error: No camera found. ***") + "\n\n"
                     "*** Error (-105: 'Unknown model') ***\n\n"
                     "For debugging messages, please use the --debug option.\n"
                     "Debugging messages may help finding a solution to your problem.\n"
                     "If you intend to send any error or debug messages to the gphoto\n"
                     "developer mailing list <gphoto-devel@lists.sourceforge.net>, please run\n"
                     "gphoto2 as follows:\n\n"
                     "    env LANG=C gphoto2 --debug --debug-logfile=my-logfile.txt --capture-image-and-download --filename zhanpin/%n.jpg",
                     error=True,
                     command="cd /home/jiang/penjing && " + f("command", "gphoto2 --capture-image-and-download --filename zhanpin/%n.jpg")),
                call("bash", "Model                          Port\n----------------------------------------------------------",
                     command="gphoto2 --auto-detect"),
            ]),
            "电脑上一台相机都没认到。相机开着吗？屏幕亮不亮？",
        ),
        turn(
            "哦……屏幕不亮。是电池没电了。充电器小冯拿回去了，她去南京她儿子那儿了，礼拜四才回来。那就等她回来吧，别的电池也对不上。",
            "好，拍照等小冯礼拜四带充电器回来。",
        ),
        turn(
            "那我给您说说这个展。今年报名的" + f("number", "一共八十六盆") + "，比去年多了二十来盆，扬派的云片最多，还有几盆苏派的、岭南的。"
            "请了五位评委，都是园林局的和几位老艺人，" + f("number", "每位评委满分十分") + "。我们评分有个老规矩，"
            + f("constraint", "评委打分只看编号不看作者") + "，盆上只贴编号，作者名字另外一张表，锁在我抽屉里，去年有个评委跟作者是师徒，"
            "闹了点闲话，今年更得严。对了布展在个园边上那个展厅，朝西，下午太阳晒得很，得拉帘子，这个您不用管。哦还有，"
            + f("constraint", "去掉一个最高分一个最低分再平均") + "，这是协会章程里写的。",
            "记下了：只看编号打分，去掉最高最低再平均。",
        ),
        turn(
            "图录您有什么好建议吗？",
            "除了照片，可以" + f("rejected", "每盆拍一段三百六十度环绕视频") + "，放进二维码里，观众手机一扫就能转着看。",
        ),
        turn(
            "谢谢您想得周到，不过八十多盆一盆一盆转着拍，小冯一个人吃不消，我们这些老头老太太也不会弄。您看这样行不行，"
            "每盆就拍正面一张、侧面一张，您帮我把文件名按编号排好就行。",
            "行，正面侧面各一张，按编号命名。另外每盆边上可以放个小牌子，印个二维码，链到这两张照片和树种介绍，您看要不要？",
        ),
        turn("这个可以，弄！", "好，等照片拍好了一起做牌子。"),
    )
    r2 = (
        turn(
            "去年的评分我想拿来试试今年的算分程序，是我外甥蒋磊写的，R 语言的，程序在 " + f("path", "/home/jiang/penjing/pingfen/pingjun.R")
            + "，去年的分数表是 excel 的，在 data 里头。",
            ("我跑一下去年的。", [
                call("bash",
                     f("failure", "Error in library(readxl) : there is no package called ‘readxl’") + "\nExecution halted",
                     error=True,
                     command="cd /home/jiang/penjing && " + f("command", "Rscript pingfen/pingjun.R data/pingfen_2025qiu.xlsx")),
            ]),
            ("程序要用读 excel 的 readxl 包，这台电脑上没装。装包要联网下载，我看看能不能上网。", [
                call("bash", "ping: mirrors.tuna.tsinghua.edu.cn: Temporary failure in name resolution", error=True,
                     command="ping -c 2 mirrors.tuna.tsinghua.edu.cn"),
            ]),
            "这台电脑上不了网，包装不上。",
        ),
        turn(
            "对，活动室这台电脑没网。社区在装修，网线拆了，说装修完才给重新拉，得下个月。蒋磊那儿倒是有网，可他在苏州上班，"
            "周末也不一定回来。那评分程序先放着吧。",
            "好，等活动室通网了再装包试。",
        ),
        turn(
            "还有个事。我外甥蒋磊说，他有个朋友开花木公司的，想在我们展会上" + f("rejected", "展会现场卖盆景")
            + "，他们出展架，卖出去给协会抽成。我再想想，这个得跟会长商量。",
            "好，等您跟会长商量。",
        ),
        turn(
            "唉，说个糟心事。昨天老胡来帮忙试着摆拍，那盆六十年的雀梅，他嫌背景不好，搬起来挪了个地方，一转身盆磕在桌角上，"
            "磕掉一块釉。作者是老会员，心疼得不得了，我赔了半天不是。以后" + f("constraint", "拍照只挪相机不挪盆景")
            + "，谁都不许动盆。您帮我写到拍摄须知里。",
            ("写进拍摄须知。", [
                call("write", "ok", path="/home/jiang/penjing/paishe_xuzhi.md",
                     content="# 秋季盆景展 拍摄须知\n\n1. 盆景就位后一律不再搬动，机位围着盆景调整。\n"
                             "2. 背景布由工作人员挂，不要移动展台。\n"),
            ]),
            "写好了，放第一条。",
        ),
    )
    r3 = (
        turn(
            "花木公司那个事，我跟会长说了，我们俩都觉得不行。展会是给大家看手艺的，摆上价签就成了花鸟市场了。您帮我拟一句回蒋磊。",
            "拟好了：“磊磊，你朋友的好意我们心领了。协会商量过，秋展只展不卖，就不麻烦他们了，替我们谢谢他。”",
        ),
        turn(
            "园林局的王科长来电话，想让我们" + f("rejected", "国庆七天全程展出") + "，说国庆游客多。七天太长了，"
            "盆景在展厅里闷七天受不了，天天浇水也没那么多人手。我跟他说就国庆前三天，一号到三号，他想了想答应了。您把展期改一下。",
            ("改展览信息。", [
                call("edit", "ok", path="/home/jiang/penjing/zhanlan/info.md",
                     old="展期：待定", new="展期：10月1日至10月3日（与园林局王科长商定）"),
            ]),
            "改好了。",
        ),
        turn(
            "今年的报名编号是 YZ-QJ 开头加三位数。有一盆特别要紧，" + f("identifier", "YZ-QJ-047")
            + "，孙老爷子那盆老黄杨，一百多年了，放展厅正中间。另外还得" + f("pending", "核对参展人的联系电话")
            + "，报名表上好多电话是手写的，看不清，一个个核一遍，别到时候通知不到人。",
            "好，047 放正中间。电话我先把看不清的挑出来，您再一个个确认。",
        ),
        turn(
            "说到那盆黄杨，孙老爷子说今年春天叶子有点发黄。" + f("pending", "那盆老黄杨能不能熬过今年冬天")
            + "，请园林局的人来看过，也说不好，得看秋天翻盆时候的根。老爷子九十了，就指着这盆。",
            "这个现在谁也说不准，先记着，等秋天看了根再说。",
        ),
    )
    later = (
        (5, (
            turn(
                "联系电话核对得咋样了？",
                "看不清的挑出来了，一共十一个，还没核完，这件还挂着：核对参展人的联系电话。",
            ),
        )),
        (10, (
            turn(
                "图录要送印了。" + f("pending", "九月二十号前把展览图录排版出来") + "，印刷厂说要提前十天拿到文件，不然赶不上国庆。",
                "好，九月二十号前排好图录交给印刷厂。",
            ),
        )),
    )
    return Scripted(
        name="fresh21-zh-penjing", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh21=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_weiqi(), _jingju(), _hangmo(), _penjing())
