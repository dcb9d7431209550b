"""Twenty-ninth fresh held-out set (Chinese): written blind, against the twenty-sixth round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the
earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it.

Domains (grepped unused with ``grep -il``): a taekwondo dojang in 郑州, an abacus mental-arithmetic class in
义乌, a youth riding club outside 成都, an art-exam (艺考) drawing studio in 杭州转塘. Proposals come from the
assistant, parents (through the front desk), a shopping-mall property manager, a textbook supplier (by
e-mail), the parents' committee, the club's shareholders (relayed by the manager), a school's study-trip
office, the owner's brother-in-law, a former student's father and a frame shop. Failures are multi-line
blocks from beancount's bean-check, fswebcam, CUPS lp, litestream, ffmpeg, gpg, ImageMagick and rsync;
each left unresolved for a reason given. Routine work (``routine_grails_zh``) is this file's own, a Groovy
Grails course-booking app built with the Grails wrapper; it has turns that look like facts and are not
planted.

Descriptions:
- taekwondo: 韩磊 runs 磐石跆拳道馆 in 郑州 with his wife 刘芳 keeping the books in beancount. Rules: inside a
  long account of a Saturday, children under six never spar with contact; after a child fell off the
  stacked mats, the mats are never stacked more than two high. Proposals: the assistant's Douyin live
  classes (turned down by a reason alone); parents, through the front desk girl 小雅, want two belt levels
  in one exam (bluntly no); the mall's property manager wants free shows in the atrium every weekend, 韩磊
  counters with one show a month for a cut in the rent and she takes it; the assistant's QR sign-in is
  accepted. Numbers: 2680 yuan a term; 40 children a class at most. Identifier: the belt-exam batch
  ZZ-TKD-2026-07; the ledger account Assets:Bank:ZhengzhouBank. Paths: the ledger file, the photo folder.
  Failures: bean-check's balance assertion fails (刘芳 is away with the bank slips); fswebcam can't find
  the camera (the USB camera is at the repair shop). Open: a list of children whose terms end this month
  (asked again later); whether the city's new rule on after-school classes covers martial arts (nobody
  knows); a later ask for the exam certificates before the 28th.
- zhusuan: 楼老师 teaches abacus and mental arithmetic in 义乌 with her partner 吴姐; worksheets print on a
  CUPS printer and the scores database is replicated with litestream. Rules: inside a long account,
  children never take a worksheet home without a parent's signature; after a mix-up, scores are never
  read out in front of the class. Proposals: the assistant's one-to-one online classes (polite no, and a
  smaller thing instead: five-minute demonstration videos); the textbook supplier's app textbooks by
  e-mail (put off, then refused a round later); the parents' committee votes down Sunday-evening extra
  classes (relayed); the assistant's weekly progress card is accepted. Numbers: 45 minutes a lesson; 1800
  yuan for 48 lessons. Identifiers: the printer Brother_HL2260, the bucket zhusuan-backup. Failures: lp says the printer does not exist (the printer is away for repair);
  litestream has no credentials (吴姐 has the keys, on a trade fair trip). Open: a chart of each child's
  speed over the term (asked again later); whether the city competition is held this year (the
  association hasn't replied); a later ask for the competition sign-up sheet before Friday.
- mashu: 蒋姐 manages the youth lessons of 锦江马术俱乐部 outside 成都; the arena camera streams to parents
  through ffmpeg, the vet sends encrypted health records. Rules: inside a long account, no child rides
  without a helmet and a body protector; after a pony bolted, no lesson goes ahead when the wind is
  strong. Proposals: the assistant's trail rides by the river for children (bluntly no); a second
  warmblood horse, voted down by the shareholders (relayed by 蒋姐); a school's study-trip office wants a
  free trial day for the whole grade, 蒋姐 counters with a paid half day at a group price and they accept;
  the assistant's SMS weather notice is accepted. Numbers: 380 yuan a lesson; 20 minutes in the saddle
  for beginners. Identifiers: the pony's passport number, the club's gpg key id. Failures: ffmpeg 401 from the camera (the
  installer has the password); gpg has no secret key (the key is on the vet's laptop). Open: a lesson
  timetable for the summer (asked again); whether the farrier comes this month (he hasn't replied); a
  later ask for the insurance list before the end of the month.
- huashi: 老罗 runs a drawing studio for art-exam students in 转塘, 杭州; scans of drawings are resized with
  ImageMagick and backed up to a Synology with rsync. Rules: inside a long account, phones are handed in
  during the long sketching sessions; after a student's work went online without asking, no student's
  work is posted without written consent. Proposals: the assistant's paid online critique subscription
  (reason alone); the brother-in-law's dorm bunk beds for more students (put off, then refused); a frame
  shop's framing deal for all mock-exam work (polite no, only the top ten); the assistant's weekly
  ranking wall is accepted. Numbers: 36800 yuan for the winter intensive; 8 hours of drawing a day.
  Identifiers: the NAS login, a student's number. Failures: ImageMagick's security policy blocks PDF (the IT friend with sudo is away); rsync runs out of
  space on the NAS (a new disk is on order). Open: a list of which universities each student applies to
  (asked again); whether the joint exam date moves this year (nobody knows); a later ask for the parents'
  meeting slides before Sunday.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Groovy Grails booking app
def routine_grails_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "预约页面又报错了，说什么找不到属性，你看看。",
                ("我先跑一下测试。", [
                    call("bash",
                         "> Task :compileGroovy\n> Task :test\n\n"
                         "BookingControllerSpec > 保存预约 FAILED\n"
                         "    groovy.lang.MissingPropertyException: No such property: slotTime for class: booking.Lesson\n"
                         "        at booking.BookingController.save(BookingController.groovy:41)\n\n"
                         "12 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.",
                         error=True, command="./grailsw test-app BookingControllerSpec"),
                ]),
                ("域类里那个字段上周改成 startsAt 了，控制器还在用 slotTime。我改过来。", [
                    call("edit", "ok", path="grails-app/controllers/booking/BookingController.groovy",
                         old="lesson.slotTime", new="lesson.startsAt"),
                    call("bash", "12 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 38s",
                         command="./grailsw test-app BookingControllerSpec"),
                ]),
                "测试过了。以后改域类字段，先全局搜一下用到的地方。",
            ),
        )
    if k == 1:
        return (
            turn(
                "课程表上加个“教室”栏，选项就三个：一号厅、二号厅、小间。",
                ("我在域类里加个字段，再做个迁移。", [
                    call("edit", "ok", path="grails-app/domain/booking/Lesson.groovy",
                         old="Date startsAt", new="Date startsAt\n    String room"),
                    call("edit", "ok", path="grails-app/domain/booking/Lesson.groovy",
                         old="static constraints = {", new="static constraints = {\n        room inList: ['一号厅', '二号厅', '小间']"),
                    call("bash", "Running migration: changelog-add-room.groovy\nLiquibase: Update has been successful.",
                         command="./grailsw dbm-update"),
                ]),
                "加好了。要不要默认选一号厅？",
            ),
            turn("行，默认一号厅。", "改了，新建课程时默认是一号厅。"),
        )
    if k == 2:
        return (
            turn(
                "启动的时候特别慢，一分多钟，正常吗？",
                ("我看下启动日志。", [
                    call("bash",
                         "Grails application running at http://localhost:8080 in environment: development\n"
                         "Started Application in 71.204 seconds (process running for 73.9)",
                         command="./gradlew bootRun --console=plain | tail -n 2"),
                ]),
                "开发环境每次都会重新建表再灌测试数据，所以慢。我把 BootStrap 里灌数据那段改成只在表为空时执行。",
            ),
            turn("改吧。", ("好。", [
                call("edit", "ok", path="grails-app/init/booking/BootStrap.groovy",
                     old="seedLessons()", new="if (Lesson.count() == 0) seedLessons()"),
            ]), "现在二十秒左右就起来了。"),
        )
    if k == 3:
        return (
            turn(
                "手机上看课表，日期那一列挤成一团了。",
                ("我看下模板。", [
                    call("read", path="grails-app/views/lesson/index.gsp",
                         result='<td><g:formatDate date="${l.startsAt}" format="yyyy-MM-dd HH:mm:ss"/></td>'),
                ]),
                "格式带了秒，手机上太长。我改成“MM-dd HH:mm”，年份在表头写一次就够了。",
            ),
            turn("可以。", ("改好了。", [
                call("edit", "ok", path="grails-app/views/lesson/index.gsp",
                     old='format="yyyy-MM-dd HH:mm:ss"', new='format="MM-dd HH:mm"'),
            ]), "刷新一下就能看到。"),
        )
    if k == 4:
        return (
            turn(
                "Spring Security 那个插件要升级吗？有个提示。",
                ("我只升小版本。", [
                    call("edit", "ok", path="build.gradle",
                         old="implementation 'org.grails.plugins:spring-security-core:6.1.0'",
                         new="implementation 'org.grails.plugins:spring-security-core:6.1.1'"),
                    call("bash", "BUILD SUCCESSFUL in 1m 4s\n9 actionable tasks: 9 executed",
                         command="./gradlew assemble"),
                ]),
                "升到 6.1.1 了，编译正常。我的建议是插件版本都写死，别用加号。",
            ),
            turn("好，听你的。", "都写死了。"),
        )
    return (
        turn(
            "早上导出的签到表是空的，昨天明明有人来上课。",
            ("我看下服务日志。", [
                call("bash",
                     "ERROR booking.ExportService - 导出失败\n"
                     "java.lang.NullPointerException: Cannot invoke method getName() on null object\n"
                     "    at booking.ExportService.row(ExportService.groovy:27)",
                     error=True, command="journalctl -u booking --since today | tail -n 20"),
            ]),
            ("有一条签到记录的学员已经被删了，取名字时是空的。我改成安全导航，删掉的学员写“已退学”。", [
                call("edit", "ok", path="grails-app/services/booking/ExportService.groovy",
                     old="att.student.name", new="att.student?.name ?: '已退学'"),
            ]),
            "改好了，重新部署到测试机了。",
        ),
    )


# ---------------------------------------------------------------- taekwondo
def _taekwondo() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是韩磊，在郑州开跆拳道馆的，叫磐石跆拳道馆，金水路那边。账是我媳妇刘芳用那个 beancount 记的，"
            "文件在 " + f("path", "/home/liufang/panshi/2026.beancount") + "。她走之前说每个月要对一次账，我这一跑就报错，你帮我看看咋回事。",
            ("我先检查一下账本。", [
                call("bash",
                     "/home/liufang/panshi/2026.beancount:188:      Transaction does not balance: (0.00 CNY)\n"
                     "  ... ok\n"
                     "/home/liufang/panshi/2026.beancount:214:      "
                     + f("failure", "Balance failed for 'Assets:Bank:ZhengzhouBank': expected 18230.00 CNY != accumulated 17630.00 CNY (600.00 too little)")
                     + "\n\n   2026-06-30 balance Assets:Bank:ZhengzhouBank  18230.00 CNY\n",
                     error=True,
                     command=f("command", "bean-check /home/liufang/panshi/2026.beancount")),
            ]),
            "账本里 6 月 30 号写的银行余额是 18230，可是按记录算下来只有 17630，差了 600 块。多半是有一笔学费到账没记，"
            "或者记错了账户。账户名是 " + f("identifier", "Assets:Bank:ZhengzhouBank") + "，得拿银行流水对一下。",
        ),
        turn(
            "流水单子都在刘芳那，她带她妈去北京看病了，得下礼拜才回来。那就先别动，等她回来对。",
            "好，这 600 块的差额先放着，等刘芳带流水回来再对，我不改账本。",
        ),
        turn(
            "行。我跟你说说我们馆里平时咋弄的，你心里有数。周六最忙，早上八点半是幼儿班，四五岁的小孩，主要练踢腿、队列、"
            "喊口号，九点半以后是少儿班，下午是考级前的集训。小的那些家长老问能不能让孩子也上去打两下，"
            "我是定死了的，" + f("constraint", "六岁以下的孩子一律不上对抗") + "，最多踢踢脚靶，骨头还软着呢。一个班人多了也不行，"
            + f("number", "一个班最多四十个孩子") + "，再多教练看不过来。学费是" + f("number", "一学期两千六百八") + "，含道服不含护具。",
            "明白。那签到、分班这些以后可以按年龄自动分一下，六岁以下的自动排不进对抗课。",
        ),
        turn(
            "对，就这意思。还有个事你听听，上周三一个小孩爬到叠起来的垫子上，摔下来了，还好没大事，家长来闹了一回。"
            "我跟教练们都说了，以后" + f("constraint", "垫子最多叠两层") + "，收的时候也一样，谁叠高了扣谁钱。",
            "记下了。另外我有个想法：前台贴个二维码，孩子进门扫码签到，家长手机上就能看到孩子到了。",
        ),
        turn(
            "这个好，家长肯定喜欢，弄吧。",
            ("我先在签到表里加个扫码入口。", [
                call("edit", "ok", path="/home/hanlei/panshi-signin/config.yaml", old="checkin: manual",
                     new="checkin: qrcode\nnotify_parent: true"),
            ]),
            "加好了，二维码打出来贴在前台就行。",
        ),
    )
    r2 = (
        turn(
            "考级要给孩子拍证件照，我们有个摄像头接在前台电脑上，原来一条命令就拍了，今天不行了。",
            ("我按原来的命令拍一张试试。", [
                call("bash",
                     "--- Opening /dev/video0...\n"
                     + f("failure", "stat: No such file or directory")
                     + "\n--- No frames captured.",
                     error=True,
                     command=f("command", "fswebcam -d /dev/video0 -r 1280x720 --no-banner /home/hanlei/kaoji/zhengjianzhao/test.jpg")),
            ]),
            "电脑上找不到摄像头这个设备，不是软件的问题，像是摄像头没插上或者坏了。照片是存在 "
            + f("path", "/home/hanlei/kaoji/zhengjianzhao") + " 这个文件夹的。",
        ),
        turn(
            "哦，想起来了，那摄像头上礼拜小雅拿去修了，说是线接触不良，修理店说要一个礼拜。那先等着吧，不急这两天。",
            "好，证件照等摄像头修回来再拍。这批考级的编号是多少？我先把名单建起来。",
        ),
        turn(
            "编号是 " + f("identifier", "ZZ-TKD-2026-07") + "，七月那批，一共三十来个孩子。",
            "好，名单先按这个批次建上，照片那栏空着。",
        ),
        turn(
            "对了，你之前说的那个什么，现在好多馆在抖音上直播上课，你觉得我们要不要也弄？",
            "可以试试" + f("rejected", "在抖音开直播课") + "，不用来馆里也能跟着练，能多招点外地的学员。",
        ),
        turn(
            "跆拳道这东西得有人在旁边抠动作，隔着屏幕踢歪了都不知道，踢伤了膝盖谁负责？再说我们就是做这片小区的生意，外地的招来也来不了考级。",
            "明白，那还是专心做馆里的课。",
        ),
        turn(
            "还有，小雅跟我说好几个家长在群里问，能不能让孩子" + f("rejected", "一次考两个级") + "，说省得跑两趟。",
            "你看怎么回复家长？",
        ),
        turn("不行。一级一级考，跟小雅说就这么回。", "好，我帮小雅拟个回复：考级不跳级，一次只考一级。"),
    )
    r3 = (
        turn(
            "商场物业那个王经理又来了，想让我们" + f("rejected", "每个周末去中庭免费表演") + "，说给商场聚人气。",
            "每周末都去的话，教练和孩子的周六下午就全搭进去了，集训也没法上。可以跟她谈个双方都划算的办法。",
        ),
        turn(
            "我跟她说了，每周不行，一个月去一次，房租每月给我减一千。她回去问了领导，说可以，下个月开始。你帮我记一下。",
            ("我记到馆里的事务表里。", [
                call("edit", "ok", path="/home/hanlei/panshi-signin/notes/shangchang.md", old="# 商场",
                     new="# 商场\n- 每月中庭表演一次，房租每月减一千，下月开始"),
            ]),
            "记上了。",
        ),
        turn(
            "还有，你帮我弄个" + f("pending", "这个月学期到期的孩子名单") + "，我好让小雅挨个打电话问续不续费。",
            "好，我从签到和缴费记录里筛，先把手上这个弄完就做。",
        ),
        turn(
            "嗯。还有个事我心里没底，听说市里出了个校外培训的新规定，" + f("pending", "跆拳道这种体育类的归不归新规定管")
            + "？我问了体育局的熟人，他也说不清，说等文件。",
            "这个我也判断不了，得等正式文件出来。我先把这个问题记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "那个学期到期的名单，弄出来了没？小雅等着打电话呢。",
                "还没有，还在单子上：这个月学期到期的孩子名单。我下一个就做。",
            ),
        )),
        (10, (
            turn(
                "道协那边刚来电话，说" + f("pending", "二十八号之前把考级证书打印出来盖章") + "，孩子们月底要领。",
                "好，二十八号前把这批考级证书打出来，盖章的事你那边安排。",
            ),
        )),
    )
    return Scripted(
        name="fresh29-taekwondo", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh29=True,
        later=later, routine=routine_grails_zh,
    )


# ---------------------------------------------------------------- zhusuan
def _zhusuan() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好呀，我是楼老师，在义乌稠城这边教珠心算的，跟吴姐合伙开的班。每个礼拜要给孩子们打练习卷，打印机接在教室那台电脑上，"
            "今天一打就报错，三十份卷子都等着呢。",
            ("我用命令行打一份试试。", [
                call("bash",
                     f("failure", "lp: The printer or class does not exist.")
                     + "\n$ lpstat -p\nlpstat: No destinations added.",
                     error=True,
                     command=f("command", "lp -d Brother_HL2260 -n 30 /home/lou/zhusuan/juanzi/week12.pdf")),
            ]),
            "系统里已经没有 " + f("identifier", "Brother_HL2260") + " 这台打印机了，一台都没有，像是打印机被拔掉以后配置也给删了。卷子在 "
            + f("path", "/home/lou/zhusuan/juanzi/week12.pdf") + "，文件本身没问题。",
        ),
        turn(
            "哦哟，我想起来了，打印机送去修了，卡纸卡坏了，店里说要等配件，下礼拜才能拿回来。那这礼拜先去文印店打吧。",
            "好，等打印机拿回来我再把它重新加上。",
        ),
        turn(
            "跟你讲讲我们这边的规矩哈，你以后帮我弄东西心里有数。孩子们一节课" + f("number", "四十五分钟")
            + "，前十分钟听心算，中间打算盘，最后做卷子。卷子做完是要带回家订正的，但是" + f("constraint", "没有家长签字的卷子不让带回家")
            + "，以前有小孩自己把错的撕了，家长都不知道。收费的话一期" + f("number", "四十八节课一千八") + "，教材另算。",
            "明白。那卷子上我加一栏家长签字，带回家前老师看一眼。",
        ),
        turn(
            "对。还有你上次说的那个，要不要开" + f("rejected", "线上一对一") + "，我想了想，还是算了，我就一个人，晚上还要带自己孩子，实在顾不过来。"
            "要么这样，你帮我弄几个五分钟的示范小视频，孩子在家能跟着拨珠子就行。",
            "好，那就先做示范视频，一个视频讲一种指法。",
        ),
        turn(
            "嗯。另外教材那边的供应商发了封邮件来，说想让我们" + f("rejected", "换成他们APP上的电子教材") + "，一年便宜两百多，你帮我看看。",
            ("我把邮件打开看一下。", [
                call("read", path="/home/lou/mail/jiaocai-2026.eml",
                     result="主题：关于电子教材合作\n楼老师您好，我司新推出珠心算 APP 电子教材……"),
            ]),
            "邮件里说电子教材每个孩子一年便宜两百多，但孩子要用平板或者手机看。你要现在回他吗？",
        ),
        turn(
            "这个我再想想，也得问问吴姐的意思，先不回他。",
            "好，先放着，等你和吴姐商量了再回。",
        ),
    )
    r2 = (
        turn(
            "成绩那个数据库吴姐说是会自动备份到云上的，电脑前两天重装了，我想把它拿回来。",
            ("我从云上恢复一下。", [
                call("bash",
                     "time=2026-06-11T09:14:02.118+08:00 level=INFO msg=\"restoring snapshot\" db=/srv/zhusuan/chengji.db\n"
                     "time=2026-06-11T09:14:03.502+08:00 level=ERROR msg=\"failed to run\" "
                     "error=\"cannot fetch generations: " + f("failure", "NoCredentialProviders: no valid providers in chain") + "\"",
                     error=True,
                     command=f("command", "litestream restore -o /srv/zhusuan/chengji.db s3://zhusuan-backup/chengji.db")),
            ]),
            "没有云存储的钥匙，连不上去。备份是放在 " + f("identifier", "zhusuan-backup") + " 这个桶里的，要恢复到 "
            + f("path", "/srv/zhusuan/chengji.db") + "。电脑重装以后原来的密钥没了，得找当初配置的人要。",
        ),
        turn(
            "钥匙是吴姐弄的，她去广交会看货了，这两天忙得电话都不接。等她回来再说。",
            "好，成绩库先不恢复，等吴姐回来拿到钥匙再弄。",
        ),
        turn(
            "哦对，上次那个教材供应商的电子教材，我和吴姐商量了，不换。小孩子本来眼睛就用得多，再天天对着平板，家长也不会答应的。你帮我回个邮件，客气点。",
            ("我写个回复。", [
                call("edit", "ok", path="/home/lou/mail/huifu-jiaocai.txt", old="",
                     new="您好，感谢推荐，我们这边还是继续用纸质教材，谢谢。"),
            ]),
            "写好了，措辞比较客气，你看一下再发。",
        ),
        turn(
            "好。还有件事，上个月出了个岔子，我把成绩念错了，把一个孩子的分念成了别人的，那孩子回去哭了一晚上。"
            "我们现在定了，" + f("constraint", "成绩一律不在班上念") + "，单独发给家长。",
            "明白，那以后成绩只出私信版本，每个家长只看到自己孩子的。",
        ),
        turn(
            "对。你之前说的每周给家长发个进度卡，我觉得可以，弄吧。",
            "好，每周五发，写这周练了什么、速度多少、哪里要多练。",
        ),
    )
    r3 = (
        turn(
            "跟你说下，之前有家长提议" + f("rejected", "周日晚上加一节课") + "，说孩子要比赛了多练练。家委会昨天投票了，大多数不同意，说周日晚上孩子要早点睡，第二天上学。那就不加了。",
            "好，周日晚上不加课，还是原来的课表。",
        ),
        turn(
            "嗯。你帮我做个" + f("pending", "每个孩子这学期的速度变化图") + "，一个孩子一张，开家长会用。",
            "好，从每周的测速记录里出图，一人一张。我先把进度卡弄完再做。",
        ),
        turn(
            "还有，" + f("pending", "今年市里的珠心算比赛还办不办") + "？我给珠算协会打了好几次电话，没人回，急死了，要是办的话得早点准备。",
            "这个只能等协会回复了，我先记着，有消息就告诉我。",
        ),
    )
    later = (
        (5, (
            turn(
                "速度变化图做了没？家长会下个月就开了。",
                "还没做，还在单子上：每个孩子这学期的速度变化图。我接下来就做。",
            ),
        )),
        (10, (
            turn(
                "协会终于回了！说办。他们要我们" + f("pending", "礼拜五之前把比赛报名表交上去") + "，你帮我整理一下名单。",
                "好，礼拜五前把报名表整理出来，名单先按这学期的测速成绩排。",
            ),
        )),
    )
    return Scripted(
        name="fresh29-zhusuan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh29=True,
        later=later, routine=routine_grails_zh,
    )


# ---------------------------------------------------------------- mashu
def _mashu() -> Scripted:
    f = Builder()
    ffmpeg_log = long_log(
        40, "mashu-ffmpeg",
        "[rtsp @ 0x55d4c3a1e2c0] method DESCRIBE failed: 401 Unauthorized\n"
        + f("failure", "rtsp://192.168.0.64:554/Streaming/Channels/101: Server returned 401 Unauthorized (authorization failed)")
        + "\nConversion failed!",
    )
    r1 = (
        turn(
            "喂，你好，我是锦江马术俱乐部管青少年课的，叫我蒋姐就行，俱乐部在成都三圣乡再往外走一点。家长们想在手机上看孩子上课，"
            "场边装了个海康的摄像头，原来推到我们网页上的，昨天开始家长说黑屏了。",
            ("我把推流那条命令跑一下看看。", [
                call("bash", ffmpeg_log, error=True,
                     command=f("command", "ffmpeg -rtsp_transport tcp -i rtsp://192.168.0.64:554/Streaming/Channels/101 -c copy -f flv rtmp://127.0.0.1/live/changdi")),
            ]),
            "前面都正常，最后是摄像头拒绝了，密码不对。可能是摄像头被重置过，或者有人改了密码。",
        ),
        turn(
            "密码是装摄像头的小周设的，他去外地装工程了，说月底回来。那就先跟家长说一声，这几天看不了。",
            "好，推流先停着，等小周回来把密码给我们再弄。",
        ),
        turn(
            "我跟你讲一下我们青少年课是怎么上的哈。小朋友来了先领装备，" + f("constraint", "不戴头盔不穿护甲的一律不准上马")
            + "，家长说就骑一圈也不行。零基础的孩子" + f("number", "每节课在马上二十分钟") + "，剩下时间学刷马、牵马，"
            "主要是跟马熟悉。价格是" + f("number", "一节课三百八") + "，十节的课包打九折。",
            "明白。那课表上零基础和有基础的分开排，零基础的我标一下马上时间。",
        ),
        turn(
            "对。上个礼拜风特别大，那匹小矮马“豆豆”被塑料布吓到了，驮着孩子跑了半圈，孩子没事，我们吓死了。"
            "现在定了，" + f("constraint", "刮大风的时候一律不上课") + "，改期。",
            "好。我有个想法：每天早上看一下天气预报，风大的话自动给家长发短信说改期，省得白跑一趟。",
        ),
        turn(
            "这个好，就这么弄。",
            ("我把天气通知加到课程系统里。", [
                call("edit", "ok", path="/srv/jinjiang-mashu/notify/weather.yaml", old="enabled: false",
                     new="enabled: true\nsms_on_strong_wind: true"),
            ]),
            "加好了，每天早上七点查一次预报。",
        ),
    )
    r2 = (
        turn(
            "兽医杨医生把豆豆的体检报告发过来了，说是加密的，我打不开。",
            ("我解一下试试。", [
                call("bash",
                     "gpg: encrypted with rsa3072 key, ID 7C2E91AB04D35F18, created 2025-03-02\n"
                     "      \"Jinjiang Equestrian <admin@jinjiang-mashu.cn>\"\n"
                     + f("failure", "gpg: decryption failed: No secret key"),
                     error=True,
                     command=f("command", "gpg --output /srv/jinjiang-mashu/health/doudou-2026.pdf --decrypt /srv/jinjiang-mashu/health/doudou-2026.pdf.gpg")),
            ]),
            "报告是用俱乐部的密钥 " + f("identifier", "7C2E91AB04D35F18") + " 加密的，可是这台电脑上没有对应的私钥。文件在 " + f("path", "/srv/jinjiang-mashu/health/doudou-2026.pdf.gpg") + "。",
        ),
        turn(
            "哦，那个私钥当初是杨医生帮忙弄的，在他自己的笔记本上，他这礼拜在阿坝那边给牧民的马看病，信号时有时无。等他回来吧。",
            "好，体检报告先放着，等杨医生回来把私钥导过来。豆豆的马匹护照号你知道吗？我先把档案建上。",
        ),
        turn(
            "豆豆的护照号是 " + f("identifier", "CEA-P-2019-03871") + "，马协发的。",
            "好，档案先按这个号建上。课程系统在 " + f("path", "/srv/jinjiang-mashu/kecheng") + " 下面，我把档案也放那里。",
        ),
        turn(
            "对了，你上次说的那个，带小朋友去河边" + f("rejected", "骑马走野外路线") + "，我想都没想就不行。",
            "好，那就只在场地里上课。",
        ),
        turn(
            "还有个事跟你说一下，我们不是一直想" + f("rejected", "再买一匹温血马") + "吗，给大一点的孩子练障碍。股东开会了，说今年投入太多，没通过。那就先用现在这几匹。",
            "明白，今年不添马，排课按现有的马来。",
        ),
    )
    r3 = (
        turn(
            "有个学校的研学办打电话来，想让我们给他们整个年级" + f("rejected", "免费体验一天") + "，两百多个孩子，说给我们做宣传。",
            "两百多个孩子一天下来，马和教练都吃不消，免费的话成本全是俱乐部出。可以跟他们谈个别的方式。",
        ),
        turn(
            "我跟他们说了，免费一天不行，可以来半天，按团体价收，每个孩子一百二，分三批来。他们刚回话，说行，下个月来。你帮我记一下。",
            ("我记到研学那张表里。", [
                call("edit", "ok", path="/srv/jinjiang-mashu/kecheng/yanxue.csv", old="# end",
                     new="某小学研学,半天,团体价每人一百二,分三批,下月\n# end"),
            ]),
            "记上了。",
        ),
        turn(
            "还有，你帮我排一个" + f("pending", "暑假青少年班的课表") + "，零基础的和有基础的分开，七月中开始。",
            "好，我按现有的马和教练排，先把研学的事弄完就做。",
        ),
        turn(
            "唉，还有个头疼的，钉马掌的老师傅，" + f("pending", "他这个月到底来不来") + "？我发了好几条微信他都没回，有两匹马的掌都该换了。",
            "这个只能等他回了，我先记着这件事。",
        ),
    )
    later = (
        (5, (
            turn(
                "暑假的课表排了没？家长在问什么时候能报名。",
                "还没排，还在单子上：暑假青少年班的课表，零基础和有基础的分开。我下一个就排。",
            ),
        )),
        (10, (
            turn(
                "保险公司刚来电话，" + f("pending", "月底前要把参加暑假班孩子的保险名单交过去") + "，名字、身份证号都要。",
                "好，月底前把暑假班孩子的保险名单整理出来交过去。",
            ),
        )),
    )
    return Scripted(
        name="fresh29-mashu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh29=True,
        later=later, routine=routine_grails_zh,
    )


# ---------------------------------------------------------------- huashi
def _huashi() -> Scripted:
    f = Builder()
    magick_log = long_log(
        55, "huashi-magick",
        "magick: " + f("failure", "attempt to perform an operation not allowed by the security policy `PDF' @ error/constitute.c/IsCoderAuthorized/426")
        + ".\nmagick: no images defined `/home/luo/huashi/moni/0412/all.pdf' @ error/convert.c/ConvertImageCommand/3342.",
    )
    r1 = (
        turn(
            "你好，我老罗，在转塘开画室的，带艺考生，素描色彩速写都带。每次模考完我们要把学生的画扫描出来，缩小了合成一个 PDF 发给家长。"
            "扫描的图都在 " + f("path", "/home/luo/huashi/moni/0412") + "，以前一条命令就合好了，现在一跑就是一大堆东西最后报错。",
            ("我跑一遍看看最后报的什么。", [
                call("bash", magick_log, error=True,
                     command=f("command", "magick /home/luo/huashi/moni/0412/*.jpg -resize 50% /home/luo/huashi/moni/0412/all.pdf")),
            ]),
            "前面缩图都是好的，最后写 PDF 的时候被系统的安全策略拦住了。系统更新以后 ImageMagick 默认不让写 PDF，要改它的策略文件，那个文件得有管理员权限才能改。",
        ),
        turn(
            "管理员密码是我一个搞 IT 的朋友阿杰弄的，他去新疆写生了，一个月才回来。算了，先一张张发图片吧。",
            "好，合 PDF 的事先放着，等阿杰回来改了策略再弄。",
        ),
        turn(
            "我跟你说说我们画室的情况。冬季集训是最累的，" + f("number", "一天画八个小时") + "，早上素描，下午色彩，晚上速写。"
            "长期作业的时候" + f("constraint", "手机一律交到前台") + "，画完再拿，不然一会儿刷一下，一张头像画三天。冬季集训收费"
            + f("number", "三万六千八") + "，包住不包吃。",
            "明白。那作品档案我按学生、按科目分开存，每次模考一个文件夹。",
        ),
        turn(
            "对。你上次说的那个，搞个" + f("rejected", "线上付费改画会员") + "，我琢磨了一下，我们这几个老师白天带班晚上改画，已经连轴转了，再接外面的画根本改不过来，带的这些孩子反而顾不上了。",
            "明白，那精力还是放在画室里的学生身上。",
        ),
        turn(
            "嗯。还有我小舅子说，宿舍可以" + f("rejected", "换成上下铺多招点学生") + "，一间能多住四个，他认识卖床的。",
            "你怎么想？",
        ),
        turn(
            "这个我还没想好，先放放，过完这个月再说。",
            "好，宿舍的事先放着。",
        ),
    )
    r2 = (
        turn(
            "画的扫描件每周要备份到群晖上，今天备份的时候断了，你看看。",
            ("我看一下备份命令的输出。", [
                call("bash",
                     "sending incremental file list\n"
                     "2026/sumiao/0412/\n"
                     "2026/sumiao/0412/zhangsan_01.jpg\n"
                     "rsync: [receiver] " + f("failure", "write failed on \"/volume1/huashi/2026/sumiao/0412/lisi_03.jpg\": No space left on device (28)")
                     + "\nrsync error: error in file IO (code 11) at receiver.c(380) [receiver=3.2.7]\n"
                     "rsync: [sender] write error: Broken pipe (32)\n"
                     "rsync error: error in file IO (code 11) at io.c(848) [sender=3.2.7]",
                     error=True,
                     command=f("command", "rsync -av /home/luo/huashi/saomiao/ luo@192.168.31.8:/volume1/huashi/")),
            ]),
            "群晖（" + f("identifier", "luo@192.168.31.8") + "）的硬盘满了，写不进去了，后面那个断开是因为前面写不进去。备份目标是 " + f("path", "/volume1/huashi")
            + "，要么删旧东西，要么加硬盘。",
        ),
        turn(
            "旧的不能删，都是往届的范画。我已经在京东下单了一块新硬盘，说后天到。等到了再备份。",
            "好，备份等新硬盘装上再跑，这几天的扫描件先留在电脑上别删。",
        ),
        turn(
            "还有一件事，上个月有个学生，学号 " + f("identifier", "LH2026-117") + " 那个小姑娘，她的画被一个老师发到小红书上了，孩子家长不愿意，打电话来骂了一顿。"
            "我已经跟老师们说了，" + f("constraint", "没有学生签字同意的作品一律不准发到网上") + "，以前发的也都删了。",
            "明白。那我在作品档案里加一栏“是否同意公开”，没签的默认不公开。",
        ),
        turn(
            "好。你之前说的每周排名墙，把每周画得好的贴出来，我觉得行，孩子们有劲头，弄吧。",
            "好，每周一贴，按模考分数排前二十。",
        ),
        turn(
            "对了，上个月说的宿舍上下铺的事，我想好了，不弄。消防那边查得严，屋里挤了出事谁担得起，再说孩子们画一天了，得睡好觉。你帮我给小舅子回个消息，说得好听点。",
            "好，我拟一条：谢谢他想着，宿舍还是保持现在的样子，主要是消防和孩子们休息的考虑。",
        ),
    )
    r3 = (
        turn(
            "有个做画框的老板找上门来，说我们" + f("rejected", "所有模考的画都拿去他那装框") + "，给我们打七折。"
            "我跟他说全部装不了，太多了也没地方挂，只有每次模考前十名的画可以拿去装，挂在走廊上。他说那也行。",
            "好，以后每次模考前十名的画送去装框。",
        ),
        turn(
            "画框的钱我回头告诉你。你帮我弄个" + f("pending", "每个学生报了哪些学校的表") + "，美院、师范那些分开列，我好安排校考的时间。",
            "好，我先找老师们要每个学生的志愿，收齐了就做表。",
        ),
        turn(
            "还有，今年" + f("pending", "联考的时间会不会提前") + "？听别的画室说可能要提前一个礼拜，考试院的网站上还没有通知，我也不知道信谁。",
            "这个只能等考试院正式发通知了，我先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "学生报学校的那张表，弄了没有？",
                "还没弄完，还在单子上：每个学生报了哪些学校的表。有几个老师还没把志愿给我，收齐就做。",
            ),
        )),
        (10, (
            turn(
                "这个礼拜天开家长会，" + f("pending", "礼拜天之前把家长会的PPT做出来") + "，放集训的安排、模考的成绩和往年的录取情况。",
                "好，礼拜天前把家长会的 PPT 做出来，三部分：集训安排、模考成绩、往年录取。",
            ),
        )),
    )
    return Scripted(
        name="fresh29-huashi", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh29=True,
        later=later, routine=routine_grails_zh,
    )


SESSIONS = (_taekwondo(), _zhusuan(), _mashu(), _huashi())
