"""Fortieth fresh held-out set (Chinese): written blind while the thirty-first round of rules was being made,
by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one English and one Chinese file read for their format, or the
benchmark's report); to be first run, with its English half, against the thirty-first round's rules;
committed before its first run and not to be edited after it. ``heldout_fresh40.py`` is the English half,
written separately by another writer.

Domains (cities grepped unused with ``grep -ril``, file names only): a driving school in Tongshan,
Xuzhou; a pet boarding shop in Yinzhou, Ningbo; a village guesthouse in the hills of Songyang, Lishui; a
seafood stall in a market in Xiashan, Zhanjiang. Proposals come from the assistant, a group-buying
platform's salesman, a trainee's parent, a customer, the shop owner herself (turned down by her landlord,
relayed by the estate office), an internet blogger, the guesthouse owner's husband (voted down by the
village committee, relayed by the nephew), and a restaurant owner. Failures are multi-line blocks from a Python
script against the provincial driving-training timing platform, 7-Zip, a Python script around the TTLock
door-lock open API, an ONVIF snapshot script (python-onvif-zeep) against the NVR, a Python script on the
Meituan open platform SDK, a WeCom (企业微信) group robot, a pyserial script reading an electronic scale,
and python-escpos driving a receipt printer; each is left unresolved for a reason given in the dialogue.
Routine work (``routine_zh``) is this file's own: a Django REST Framework + Celery class-scheduling (排课)
service tested with pytest-django and linted with ruff; it has turns that look like facts (a rule of
thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions (written before the dialogue):
- jiaxiao: 孟校长 runs 通达驾校 in 铜山, Xuzhou, with his son-in-law 小魏, who wrote the script that uploads
  trainees' training hours to the provincial timing platform (/opt/tongda/jishi/upload_hours.py). Rules:
  inside a long account of how the school runs, a trainee whose medical form isn't in is never given a
  car; after a trainee hit the gas instead of the brake during reverse parking and the car nearly hit
  coach 老秦 standing outside, coaches never get out to direct from outside the car. Proposals: the
  assistant's red "new trainee" tag for a trainee's first three sessions on the car roster is accepted;
  a group-buying platform's salesman wants the full fee at 70% on the platform, 孟 counters with only the
  practice sessions at 90% and the salesman agrees; the assistant's idea that trainees grab car slots
  themselves in a mini program is put off and refused a round later (older trainees can't use it, and
  cars are given by progress); a parent asks to pay extra for a guaranteed pass, refused by a reason
  alone (it's illegal, the exam is judged by computer). Numbers: C1 manual fee 4200 yuan; at most six
  trainees per car a day. Identifiers: the school's platform number JS0312-TD-0086; the car plate
  苏C·J5327学. Failures: the platform rejects the upload because the institution certificate has
  expired (renewal needs the legal person, 孟's wife, in person at the transport office; she's in Nanjing
  until next week); 7z says the photo archive's password is wrong (only the receptionist 小周 knows it,
  she's on maternity leave and not answering). Open: each coach's subject-two pass rate this month (asked
  again later); whether the subject-three exam route changes next month (waiting on the vehicle
  office); a later ask for the summer student-class recruiting text before May Day.
- chongwu: 阿芬 runs 小爪子宠物寄养 in 鄞州, Ningbo; her cousin 阿杰 set up the TTLock door locks and the NVR
  cameras with two scripts. Rules: inside a long account, no animal without a vaccination booklet is
  taken in; after a corgi slipped out when a customer opened the outer door, the outer door is never
  opened until the inner one is shut. Proposals: the assistant's printed check-in form with vaccination
  date and emergency contact is accepted; a customer's 24-hour live stream of her dog is refused by a
  reason alone (other customers' pets and people are in the frame); the assistant's temporary door
  codes for late pick-up are put off and refused a round later (nobody in the shop at night, the corgi
  again); 阿芬's idea of renting the shop next door as a cat room is turned down by the landlord,
  relayed by the estate office's 小王. Numbers: a dog 120 yuan a night; at most ten cats in the cat room.
  Identifiers: the back-door lock's lockId 6610382; a golden retriever's microchip 156100003381942.
  Failures: the TTLock API says permission denied (the lock's admin is 阿杰's account, he's travelling in
  New Zealand, transfer needs his phone code); the ONVIF snapshot is not authorized (the installer 老郑
  changed the NVR password, he's in Zhoushan till next week, and a reset would wipe recordings 阿芬 must
  keep for the corgi insurance claim). Open: last month's boarding days and fees per animal (asked
  again); whether the shop needs an animal epidemic-prevention certificate (the district bureau hasn't
  answered); a later ask for boarding notes for WeChat Moments before National Day.
- minsu: 蓝姐 runs 竹溪小院, seven rooms in a hill village of 松阳; her nephew 小叶 wrote the Meituan order
  sync and a WeCom robot that tells the cleaner when a room checks out; her husband 老雷 works on sites in
  Wenzhou. Rules: inside a long account, no guest goes down to the stream after eight in the evening;
  after a Shanghai guest's car slid into the ditch on the foggy road at night, on foggy days guests never
  drive up themselves (they park at the village entrance and are fetched). Proposals: the assistant's
  pick-up phone and parking spot in the order confirmation is accepted; a blogger wants three free
  nights for a video, 蓝姐 counters with one night free and two at half price and the blogger agrees;
  the assistant's hourly rooms on Meituan are put off and refused a round later (nobody drives two hours
  up a hill for three hours, the cleaner comes once a day); 老雷's tent camp on the tea terrace is voted
  down by the village committee, relayed by 小叶. Numbers: 680 yuan a night at weekends; seven rooms.
  Identifiers: the Meituan shop id 1782239045; an order MT20260412883105. Failures: the SDK's order query
  is still under permission review (Meituan review, three to five working days); the WeCom robot's
  webhook is invalid (the cleaners' group was recreated, only the admin 老雷 can add a robot, he's back
  only at weekends). Open: a table of every room's orders over the May Day five days (asked again);
  when the county's gold-guesthouse rating results come out (the county tourism bureau hasn't said); a
  later ask for a bamboo-rice experience blurb for the shop page before Dragon Boat Festival.
- shuichan: 阿珍 helps her father 陈伯 at a seafood stall in 东风市场, 霞山; she wrote a script that reads
  the electronic scale over serial and one that prints receipts. Rules: inside a long account, dead
  shrimp are never mixed in with live ones; after a market-inspection spot check found the scale 15 g
  light and they were warned, the scale is checked against the test weight before opening every day.
  Proposals: the assistant's receipt with unit price, weight, amount and stall number is accepted; a
  restaurant owner, 黄老板, wants to settle once at month end, 阿珍 counters with weekly settlement on
  Saturdays and a 2000 yuan deposit and he agrees; the assistant's Douyin live selling is put off and
  refused a round later by 陈伯 (one person at the stall, live fish die in delivery); the assistant's price
  boards per kilogram refused by a reason alone (old neighbours only know jin). Numbers: stall rent 1100
  yuan a month; about 80 jin of shrimp bought in a day. Identifiers: the stall B区17号; the scale's
  verification certificate ZJJL-2026-04417. Failures: the scale sends frames the script can't read (the
  baud setting sits behind the metrology lead seal, only the metrology institute may open it, at next
  month's annual check); the receipt printer isn't found on USB (sea water splashed it, it's gone back
  to the maker's service in Guangzhou). Open: this week's shrimp sold per day in jin (asked again);
  whether the market's renovation in the second half moves the stalls (the management office hasn't
  said); a later ask for a seafood gift-box price list before Mid-Autumn.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn


# ---------------------------------------------------------------- routine work: a DRF + Celery class-scheduling service
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "排课服务的测试红了，CI 上挂着，帮我看一下。",
                ("我先在本地跑一遍 pytest。", [
                    call("bash",
                         "============================= test session starts ==============================\n"
                         "platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0\n"
                         "django: version: 5.0.6, settings: paike.settings.test (from ini)\n"
                         "collected 86 items\n\n"
                         "scheduling/tests/test_api.py ........F.....................\n"
                         "scheduling/tests/test_tasks.py ..........\n\n"
                         "=================================== FAILURES ===================================\n"
                         "________________________ test_overlapping_lesson_rejected _______________________\n"
                         ">       assert resp.status_code == 400\n"
                         "E       assert 201 == 400\n"
                         "scheduling/tests/test_api.py:142: AssertionError\n"
                         "=========================== short test summary info ============================\n"
                         "FAILED scheduling/tests/test_api.py::test_overlapping_lesson_rejected - assert 201 == 400\n"
                         "========================= 1 failed, 85 passed in 6.12s =========================",
                         error=True, command="pytest -q scheduling"),
                ]),
                ("LessonSerializer.validate 里判断时间重叠用的是 start < other.start，漏了新课开始时间落在老课中间的情况。改成标准的区间相交判断。", [
                    call("edit", "ok", path="scheduling/serializers.py",
                         old="Lesson.objects.filter(room=room, start__gt=start, start__lt=end)",
                         new="Lesson.objects.filter(room=room, start__lt=end, end__gt=start)"),
                    call("bash", "86 passed in 5.98s", command="pytest -q scheduling"),
                ]),
                "86 个全过了。以后判断两个时间段冲突，一律写成“A 开始早于 B 结束，且 A 结束晚于 B 开始”，别分情况写。",
            ),
        )
    if k == 1:
        return (
            turn(
                "ruff 报了一堆，提交不上去。",
                ("我看看 ruff check 的输出。", [
                    call("bash",
                         "scheduling/views.py:3:1: F401 [*] `django.db.models.Q` imported but unused\n"
                         "scheduling/views.py:88:101: E501 Line too long (117 > 100)\n"
                         "scheduling/tasks.py:12:5: B006 Do not use mutable data structures for argument defaults\n"
                         "Found 3 errors.\n"
                         "[*] 1 fixable with the `--fix` option.",
                         error=True, command="ruff check ."),
                ]),
                ("F401 让 ruff 自己修；长行我手动拆开；B006 是 send_reminders(teacher_ids=[]) 这个默认参数，改成 None。", [
                    call("bash", "Found 1 error (1 fixed, 0 remaining).", command="ruff check --fix scheduling/views.py"),
                    call("edit", "ok", path="scheduling/tasks.py",
                         old="def send_reminders(teacher_ids=[]):",
                         new="def send_reminders(teacher_ids=None):\n    teacher_ids = teacher_ids or []"),
                    call("bash", "All checks passed!", command="ruff check ."),
                ]),
                "都清掉了。要不要把 ruff 加到 pre-commit 里，提交前自动跑？",
            ),
            turn("加吧。", "加好了，.pre-commit-config.yaml 里用的是 ruff-pre-commit 的 v0.4.8，check 和 format 都跑。"),
        )
    if k == 2:
        return (
            turn(
                "提醒老师上课的那个定时任务好像没发，昨天好几个老师说没收到。",
                ("我看一下 worker 的日志。", [
                    call("bash",
                         "[2026-03-02 07:30:00,014: INFO/MainProcess] Scheduler: Sending due task lesson-reminders (scheduling.tasks.send_reminders)\n"
                         "[2026-03-02 07:30:00,031: ERROR/MainProcess] Received unregistered task of type 'scheduling.tasks.send_reminders'.\n"
                         "The message has been ignored and discarded.\n\n"
                         "Did you remember to import the module containing this task?\n"
                         "Or maybe you're using relative imports?",
                         error=True, command="journalctl -u paike-celery --since yesterday | grep -A4 reminders"),
                ]),
                ("worker 没注册这个任务：celery.py 里 autodiscover_tasks 只扫了 courses，scheduling 这个 app 没扫到。改成按 INSTALLED_APPS 自动发现。", [
                    call("edit", "ok", path="paike/celery.py",
                         old="app.autodiscover_tasks([\"courses\"])",
                         new="app.autodiscover_tasks()"),
                    call("bash", "  . scheduling.tasks.send_reminders\n  . courses.tasks.rebuild_calendar",
                         command="celery -A paike inspect registered"),
                ]),
                "现在两个任务都注册上了。beat 里的任务名我改成直接引用函数的 .name，不再手写字符串，省得改名之后对不上。",
            ),
        )
    if k == 3:
        return (
            turn(
                "教室要加一个容量字段，排课的时候人数超了要拦住。",
                ("先改模型、生成迁移。", [
                    call("edit", "ok", path="scheduling/models.py",
                         old="    name = models.CharField(max_length=64)",
                         new="    name = models.CharField(max_length=64)\n    capacity = models.PositiveSmallIntegerField(default=30)"),
                    call("bash",
                         "Migrations for 'scheduling':\n  scheduling/migrations/0014_room_capacity.py\n    - Add field capacity to room",
                         command="python manage.py makemigrations scheduling"),
                    call("bash", "Operations to perform:\n  Apply all migrations: scheduling\nRunning migrations:\n  Applying scheduling.0014_room_capacity... OK",
                         command="python manage.py migrate"),
                ]),
                "默认值先给 30，老数据都按 30 算。序列化器里加了校验：报名人数超过 capacity 返回 400。",
            ),
            turn("30 有点多，小教室就 12 个位子。", "那就不给统一默认值，迁移里按教室名字把小教室设成 12，其他的维持 30，我补一个数据迁移 0015。"),
        )
    if k == 4:
        return (
            turn(
                "课表接口特别慢，打开一周的课要好几秒。",
                ("我用 django-debug-toolbar 的数据看一下查询数。", [
                    call("bash",
                         "GET /api/lessons/?week=2026-W10\n"
                         "SQL queries: 213 (187 similar, 181 duplicates)\n"
                         "  SELECT ... FROM scheduling_teacher WHERE id = %s  x 91\n"
                         "  SELECT ... FROM scheduling_room WHERE id = %s  x 90\n"
                         "Time: 2864 ms",
                         command="python manage.py shell -c \"from tools.profile import run; run('/api/lessons/?week=2026-W10')\""),
                ]),
                ("典型的 N+1：每节课都单独查老师和教室。LessonViewSet 的 queryset 加 select_related。", [
                    call("edit", "ok", path="scheduling/views.py",
                         old="queryset = Lesson.objects.all()",
                         new="queryset = Lesson.objects.select_related(\"teacher\", \"room\").prefetch_related(\"students\")"),
                    call("bash", "GET /api/lessons/?week=2026-W10\nSQL queries: 3\nTime: 96 ms",
                         command="python manage.py shell -c \"from tools.profile import run; run('/api/lessons/?week=2026-W10')\""),
                ]),
                "从 213 条查询降到 3 条，接口 96 毫秒。我再加一个 django_assert_num_queries 的测试，防止以后又退回去。",
            ),
        )
    return (
        turn(
            "有老师反馈课表上的时间比实际早了八个小时。",
            ("我看一下 settings 和序列化出来的时间。", [
                call("bash",
                     "USE_TZ = True\nTIME_ZONE = 'UTC'\n"
                     "{\"id\": 512, \"start\": \"2026-03-05T01:00:00Z\", \"room\": \"301\"}",
                     command="python manage.py diffsettings | grep -E 'USE_TZ|TIME_ZONE'; http :8000/api/lessons/512/"),
            ]),
            ("库里存 UTC 没问题，问题是 TIME_ZONE 还是 UTC，前端直接拿来显示了。把 TIME_ZONE 改成 Asia/Shanghai，beat 的 crontab 也跟着按北京时间走。", [
                call("edit", "ok", path="paike/settings/base.py",
                     old="TIME_ZONE = 'UTC'", new="TIME_ZONE = 'Asia/Shanghai'"),
                call("edit", "ok", path="paike/celery.py",
                     old="app.conf.timezone = 'UTC'", new="app.conf.timezone = 'Asia/Shanghai'"),
                call("bash", "{\"id\": 512, \"start\": \"2026-03-05T09:00:00+08:00\", \"room\": \"301\"}",
                     command="http :8000/api/lessons/512/"),
            ]),
            "现在返回 09:00+08:00 了。早上 7:30 的提醒任务也会按北京时间跑。",
        ),
    )


# ---------------------------------------------------------------- jiaxiao
def _jiaxiao() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我姓孟，在徐州铜山开了个驾校，叫通达驾校。我女婿小魏懂电脑，他写了个程序每天晚上把学员的学时传到省里的计时平台，"
            "程序在 " + f("path", "/opt/tongda/jishi/upload_hours.py") + " 。这两天好几个学员跟我说手机上查不到学时，"
            "说练了三天了一个学时都没有，急得要命，怕考不了试。你帮我看看是咋回事。",
            ("我按小魏的用法把昨天的学时重新传一遍，看看报什么错。", [
                call("bash",
                     "[upload_hours] 2026-03-16 21:00:02 载入本地学时记录 47 条 (日期 2026-03-15)\n"
                     "[upload_hours] 机构编号 JS0312-TD-0086，读取机构证书 /opt/tongda/jishi/cert/inst.pfx\n"
                     "[upload_hours] POST https://jp.jsjtxx.cn/api/v2/period/batch (47 条)\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/opt/tongda/jishi/upload_hours.py\", line 133, in <module>\n"
                     "    main()\n"
                     "  File \"/opt/tongda/jishi/upload_hours.py\", line 121, in main\n"
                     "    client.upload_batch(records)\n"
                     "  File \"/opt/tongda/jishi/jishi/client.py\", line 78, in upload_batch\n"
                     "    raise PlatformError(body[\"code\"], body[\"msg\"], self.inst_no)\n"
                     + f("failure", "jishi.client.PlatformError: [E1107] 机构证书已过期，请到属地运管机构办理证书更新 (inst=JS0312-TD-0086)") + "\n"
                     "[upload_hours] 本次上传失败，记录保留在本地 /var/lib/tongda/jishi/pending/2026-03-15.json",
                     error=True,
                     command="cd /opt/tongda/jishi && " + f("command", "python3 upload_hours.py --date 2026-03-15 --verbose")),
            ]),
            "程序没毛病，是平台不收：驾校在平台上的机构证书过期了，平台要求到运管所去更新证书，更新之前所有学时都传不上去。"
            "好消息是学时都存在本地了，一条没丢，证书换好之后补传就行。",
        ),
        turn(
            "哎呀这个证书我都忘了还有这回事。我刚打电话问了小魏，他说换证要去铜山区运输管理所，要营业执照原件，还得法人本人去，"
            "法人是我老伴，她去南京给闺女带孩子了，下礼拜才回来。那就只能等她回来再去办了。学员那边我先跟他们解释，学时不会丢。",
            "好，补传先放着，等证书换好了我按日期把本地存着的那几天一起补上去。",
        ),
        turn(
            "那我跟你讲讲我们驾校是怎么弄的，以后有啥事你心里有个数。我们现在有二十台教练车，科目二的场地在汉王那边，"
            "科目三就在老路上练。学员报名以后先去医院体检，照片、身份证复印件、体检表交到前台，" + f("constraint", "体检表没交的学员不给排车")
            + "，这个我说了好多遍了，以前有个学员色弱，练了半个月去车管所才查出来，钱也退不了人也学不成，闹得很难看。"
            "收费是" + f("number", "C1手动挡学费四千二百元") + "，自动挡 C2 多四百。排车的话，"
            + f("number", "一辆教练车一天最多带六个学员") + "，再多教练顾不过来，学员也摸不着车。哦对了，冬天早上六点半就开始练了，夏天中午十二点到两点停。",
            "明白了：体检表不交不排车，一台车一天最多六个学员，C1 四千二。排车表是小魏那个约车系统里的吧？",
        ),
        turn(
            "对，也是他弄的网页。还有个事我得说，上礼拜出了个险情。一个新学员练倒车入库，脚踩错了，把油门当刹车，车一下子窜出去把杆子撞倒了，"
            "老秦当时站在车后面拿手比划着指挥，差一点就撞到他腿上，吓得他脸都白了。所以现在定死了：" + f("constraint", "教练不许下车站在外面指挥")
            + "，必须坐副驾驶，脚放在副刹上。谁再站外面我扣他奖金。",
            "人没事就好，这个规矩很对。我有个建议：在排车表上给新学员的前三次练车标个红色的“新学员”，教练一看就知道这个人刚上车，要格外盯着。",
        ),
        turn(
            "这个好，弄上吧。",
            ("我改一下排车表的模板：学员练车次数不满三次的，名字后面加红色标签。", [
                call("edit", "ok", path="/srv/tongda/yueche/templates/schedule.html",
                     old="<td>{{ s.trainee.name }}</td>",
                     new="<td>{{ s.trainee.name }}{% if s.trainee.sessions_done < 3 %} <span class=\"tag-red\">新学员</span>{% endif %}</td>"),
            ]),
            "改好了，练车不满三次的学员名字后面会有红色“新学员”，第四次起自动去掉。",
        ),
    )
    r2 = (
        turn(
            "还有个事。前台小周把三月这批学员的照片打了个压缩包，说是要传到车管所的预约系统里，包在 "
            + f("path", "/data/tongda/photos/xueyuan_2026-03.7z") + " ，有密码的，她平时都用我们前台那个密码。你帮我解开。",
            ("我用前台那个密码试着解压。", [
                call("bash",
                     "7-Zip [64] 16.02 : Copyright (c) 1999-2016 Igor Pavlov : 2016-05-21\n"
                     "p7zip Version 16.02 (locale=zh_CN.UTF-8,Utf16=on,HugeFiles=on,64 bits,4 CPUs Intel(R) Core(TM) i5-8500 CPU @ 3.00GHz (906EA),ASM,AES-NI)\n\n"
                     "Scanning the drive for archives:\n1 file, 48213377 bytes (46 MiB)\n\n"
                     "Extracting archive: /data/tongda/photos/xueyuan_2026-03.7z\n--\n"
                     "Path = /data/tongda/photos/xueyuan_2026-03.7z\nType = 7z\nPhysical Size = 48213377\n"
                     "Headers Size = 1530\nMethod = LZMA2:24 7zAES\nSolid = +\nBlocks = 1\n\n"
                     + f("failure", "ERROR: Wrong password : xueyuan_2026-03/TD2603-001.jpg") + "\n"
                     "ERROR: Wrong password : xueyuan_2026-03/TD2603-002.jpg\n"
                     "ERROR: Wrong password : xueyuan_2026-03/TD2603-003.jpg\n\n"
                     "Sub items Errors: 38\n\nArchives with Errors: 1",
                     error=True,
                     command=f("command", "7z x /data/tongda/photos/xueyuan_2026-03.7z -o/data/tongda/photos/2026-03") + " -p\"$FRONT_PW\""),
            ]),
            "密码不对，38 张照片一张都没解出来。压缩包本身是好的，就是小周打包的时候用的不是前台那个密码。得问她本人用的是什么。",
        ),
        turn(
            "小周刚生完孩子在坐月子，我给她发了微信没回，她老公说她这几天睡不好，手机都关了。那就等她回我吧，不好老去催人家。"
            "车管所那边我先跟他们说晚几天交。",
            "好，照片先放着，等小周回了密码再解开传上去。",
        ),
        turn(
            "今天来了个搞团购的业务员，说他们平台上好多人搜驾校，要我" + f("rejected", "学费打七折挂到团购上") + "，说量能翻一倍。"
            "打七折我一个学员亏好几百，油钱、教练工资都在那放着呢。我跟他说了，学费不打折，我只拿陪练课上团购，打九折，他回去请示了一下，说行。"
            "你帮我记一下，下个月一号上线。",
            "记下了：团购只上陪练课，九折，下个月一号上线；学费本身不上团购。",
        ),
        turn(
            "嗯。还有个学员家长打电话，问能不能" + f("rejected", "加钱包过") + "，说多给两千都行，孩子在外地上班请不了几次假。",
            "我建议这样回他：现在科目二科目三都是电子评判，车管所全程录像，谁也包不了，收这种钱是违法的。可以给他孩子排集中练车，请假少一点。",
        ),
        turn(
            "对，就这么跟他说。还有那台 " + f("identifier", "苏C·J5327学") + " 的教练车，下个月要年检，你帮我记着点，到时候提醒我。"
            "我们驾校在平台上的机构编号是 " + f("identifier", "JS0312-TD-0086") + "，年检和换证都要填这个。",
            "记下了：苏C·J5327学 下个月年检；机构编号 JS0312-TD-0086。我还有个想法：可以做个小程序，"
            + f("rejected", "让学员在小程序上自己抢约车名额") + "，前台就不用天天打电话排车了。",
        ),
        turn(
            "这个听着是省事……我得问问几个老教练，他们排车排了十几年了，你先别弄。",
            "好，先不动，等你问完教练再说。",
        ),
    )
    r3 = (
        turn(
            "小程序抢车那个事我问了，老秦他们都说不行。来学车的好多是四五十岁的，手机用不利索，抢不到就打电话骂人；"
            "再说排车得看学员练到哪一步了，刚上车的跟快考试的不能一样排，让他们自己抢就乱套了。算了，还是前台排。",
            "明白，这个不做了，排车还是前台按进度排。",
        ),
        turn(
            "还有个事你帮我弄一下，" + f("pending", "把这个月每个教练的科目二通过率统计出来")
            + "，月底开会我要表扬几个、说说几个。",
            "好，我从约车系统里按教练把这个月考过科目二的学员拉出来算。计时补传和照片的事先挂着，这个我排在后面做。",
        ),
        turn(
            "嗯。还有个事我心里一直没底，听人说" + f("pending", "徐州车管所科目三考试路线下个月换不换")
            + "，要是换了我们得赶紧带学员去跑新路线。我托人去问了，车管所说等通知，到现在也没个准信。",
            "这个只能等车管所的正式通知。我先记着，通知出来了我帮你把新路线整理成一张图发给教练。",
        ),
        turn(
            "行，你先忙吧。",
            "好。手上的事：补传学时等证书，解压照片等小周的密码，教练通过率我来统计，科目三路线等车管所通知。",
        ),
    )
    later5 = (
        turn(
            "上回说的每个教练的通过率，弄好了没？",
            "还没弄完，还在待办上：把这个月每个教练的科目二通过率统计出来。有几个学员约车记录里没写教练，我在跟前台核对。",
        ),
    )
    later10 = (
        turn(
            "跟你说个事，暑假学生多，" + f("pending", "五一前把暑假学生班的招生文案写好")
            + "，要写清楚学费、大概多少天能拿证、能不能分期。",
            "好，五一前写好暑假学生班的招生文案，学费、拿证周期和分期这几点都写进去。",
        ),
    )
    return Scripted(
        name="fresh40-jiaxiao", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh40=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


# ---------------------------------------------------------------- chongwu
def _chongwu() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好呀，我是阿芬，在宁波鄞州开了家宠物寄养店叫小爪子。店里的门锁是我表弟阿杰装的通通锁，他还写了个小程序……不对，是脚本，"
            "可以给店员发开门密码，在 " + f("path", "/opt/xiaozhuazi/lock/ttlock_pwd.py") + " 。明天新来的兼职小吴要上班，"
            "你帮我给她开个后门的密码，一个礼拜的就行。",
            ("我用阿杰的脚本给小吴加一个七天的密码。", [
                call("bash",
                     "[ttlock] 读取配置 /opt/xiaozhuazi/lock/config.ini\n"
                     "[ttlock] access_token 有效，账号 afen_xzz，过期时间 2026-04-02\n"
                     "[ttlock] 目标锁: 后门 (lockId 6610382)\n"
                     "[ttlock] POST https://euapi.ttlock.com/v3/keyboardPwd/add  keyboardPwdType=3  name=小吴\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/opt/xiaozhuazi/lock/ttlock_pwd.py\", line 97, in <module>\n"
                     "    sys.exit(main())\n"
                     "  File \"/opt/xiaozhuazi/lock/ttlock_pwd.py\", line 84, in main\n"
                     "    resp = api.add_password(lock_id, name, start, end)\n"
                     "  File \"/opt/xiaozhuazi/lock/ttapi.py\", line 41, in add_password\n"
                     "    return self._check(r.json())\n"
                     "  File \"/opt/xiaozhuazi/lock/ttapi.py\", line 22, in _check\n"
                     "    raise TTLockError(body)\n"
                     + f("failure", "ttapi.TTLockError: errcode=-2018, errmsg=Permission Denied, lockId=6610382"),
                     error=True,
                     command="cd /opt/xiaozhuazi/lock && " + f("command", "python3 ttlock_pwd.py add --lock back --name 小吴 --days 7")),
            ]),
            "脚本登录用的是你的账号 afen_xzz，但这把后门锁的管理员是别人的账号，你的账号只是普通钥匙，没有发密码的权限，所以平台拒绝了。"
            "要么管理员把锁转给你，要么管理员给你授权。",
        ),
        turn(
            "管理员肯定是阿杰，锁是他拿他手机绑的。他跟他女朋友去新西兰玩了，月底才回来，有时差，我发微信他半天才回一句。"
            "他说转锁要他手机收验证码，在国外收不到国内的短信。那就算了，等他回来再弄吧。小吴这礼拜跟我一起上班，我给她开门。",
            "好，密码等阿杰回来把锁转给你再发。",
        ),
        turn(
            "那我跟你说说我们店里是怎么弄的。我们是上下两层，楼下狗、楼上猫，分开的，狗叫起来猫会吓得不吃饭。"
            "客人送来之前要先加微信登记，问清楚吃什么粮、一天遛几次、有没有病。" + f("constraint", "没有疫苗本的一律不收")
            + "，去年有个客人说打过了，本子忘带了，结果那只狗带了细小进来，传了两只，我赔钱赔到心痛，从那以后谁说都没用。"
            "价钱的话，" + f("number", "狗每晚一百二十元") + "，大型犬加三十；猫便宜点。楼上" + f("number", "猫房最多住十只")
            + "，再多就有打架的了。节假日要提前两个礼拜订。",
            "记下了：楼下狗楼上猫，没疫苗本不收，狗一晚一百二，猫房最多十只。",
        ),
        turn(
            "还有个事，上个月出了个大事。一个客人来接她的柯基，我们里门还开着，她就从外面把外门拉开了，柯基一下子就冲出去了，"
            "我们三个人找了三个小时，最后在菜场后面找到的，脚都跑破了。客人差点报警。从那以后我们定了：" + f("constraint", "里门没关上之前不许开外门")
            + "，我还在外门上贴了大字。",
            "找回来就好。我建议做一张入住登记表，打印出来放前台：狗猫名字、疫苗日期、紧急联系人、接的人是谁，客人来送的时候当面填，接的时候对一下。",
        ),
        turn(
            "好啊，这个我要，你帮我做一张。",
            ("我做成一个网页表格，前台直接打印。", [
                call("edit", "ok", path="/srv/xiaozhuazi/forms/checkin.html",
                     old="<!-- fields -->",
                     new="<tr><td>宠物名字</td><td></td></tr>\n<tr><td>疫苗日期</td><td></td></tr>\n"
                         "<tr><td>紧急联系人</td><td></td></tr>\n<tr><td>接宠人</td><td></td></tr>"),
            ]),
            "做好了，打印出来一张 A4，四栏：宠物名字、疫苗日期、紧急联系人、接宠人。",
        ),
    )
    r2 = (
        turn(
            "有个客人林小姐，她家的布偶猫在楼上三号房，她想看看猫今天吃饭没。阿杰之前弄过一个从监控里截图的脚本，在 "
            + f("path", "/opt/xiaozhuazi/cam/onvif_snap.py") + " ，你帮我截一张三号房的。",
            ("我从硬盘录像机上截一张三号通道的图。", [
                call("bash",
                     "[snap] 连接 NVR 192.168.1.64:80 (用户 admin)\n"
                     "[snap] 获取 Media 服务 ...\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/usr/local/lib/python3.10/dist-packages/onvif/client.py\", line 23, in wrapped\n"
                     "    return func(*args, **kwargs)\n"
                     "  File \"/usr/local/lib/python3.10/dist-packages/onvif/client.py\", line 153, in wrapped\n"
                     "    return call(params, callback)\n"
                     "  File \"/usr/local/lib/python3.10/dist-packages/zeep/proxy.py\", line 46, in __call__\n"
                     "    return self._proxy._binding.send(\n"
                     "  File \"/usr/local/lib/python3.10/dist-packages/zeep/wsdl/bindings/soap.py\", line 329, in process_error\n"
                     "    raise Fault(\n"
                     "zeep.exceptions.Fault: Sender not Authorized\n\n"
                     "During handling of the above exception, another exception occurred:\n\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/opt/xiaozhuazi/cam/onvif_snap.py\", line 58, in <module>\n"
                     "    uri = media.GetSnapshotUri({'ProfileToken': token})\n"
                     + f("failure", "onvif.exceptions.ONVIFError: Unknown error: Sender not Authorized"),
                     error=True,
                     command=f("command", "python3 /opt/xiaozhuazi/cam/onvif_snap.py --host 192.168.1.64 --channel 3 --out /tmp/room3.jpg")),
            ]),
            "录像机不认这个账号密码了，说明录像机的 admin 密码被人改过，脚本里存的还是旧的。知道新密码就能截。",
        ),
        turn(
            "哦对，上个月装监控的老郑来升级过一次，可能是他改的。我打他电话，他说在舟山装一个大厂子的监控，下礼拜才回来，新密码记在他店里的本子上。"
            "我问能不能把录像机复位一下，他说复位的话里面的录像都没了。那不行，柯基那天的录像我还要留着给保险公司看呢。等老郑回来吧。"
            "林小姐那边我先拿手机上楼拍一张给她。",
            "好，截图的事等老郑回来给了新密码再说，录像机先别动。",
        ),
        turn(
            "林小姐还说，能不能" + f("rejected", "24小时直播") + "她家猫，她上班的时候想随时点开看。",
            "三号房的摄像头是对着整个猫房的，画面里还有别的客人的猫，接送的客人也会拍进去，别的客人都没同意过。",
        ),
        turn(
            "对，就这个意思，你帮我回她，客气点。另外我记一下，寄养的那只金毛豆豆，芯片号是 " + f("identifier", "156100003381942")
            + "，主人说万一丢了凭这个找。后门那把锁的编号你也记一下，" + f("identifier", "6610382") + "，阿杰回来转锁要用。",
            "回林小姐：“林小姐您好，猫房的摄像头会拍到别的客人的猫和来接送的人，所以没法给您开直播。我们每天晚上六点拍一张咪咪的照片发给您，您看行吗？”"
            "金毛豆豆芯片号 156100003381942、后门锁 6610382 都记下了。",
        ),
        turn(
            "行。上次你说的那个，哦不对，是我自己想的：本来想" + f("rejected", "把隔壁那间铺面租下来做猫房")
            + "，猫的生意比狗好。刚才物业的小王跟我说，房东已经答应租给一家奶茶店了，合同都签了，不租给我们。唉，那就没办法了。",
            "明白，隔壁铺面不考虑了，猫房还是楼上那间，十只封顶。",
        ),
        turn(
            "还有，有的客人下班晚，九点十点才来接。你看能不能想个办法？",
            "可以" + f("rejected", "给客人发临时开门密码") + "，客人到了自己开门把宠物接走，店里不用留人。等锁转到你名下，密码可以用脚本一次性生成。",
        ),
        turn(
            "嗯……我再想想，你先别弄。",
            "好，先不弄，你想好了跟我说。",
        ),
    )
    r3 = (
        turn(
            "临时密码那个我想好了，不搞。晚上店里没人，客人自己开门进来，里面的狗一激动就往外冲，又没人看着里门外门，"
            "柯基那种事我再也不想来一次了。晚来的客人我宁愿自己等着，或者让他们第二天早上来接。",
            "明白，不做临时密码。晚接的客人你来安排。",
        ),
        turn(
            "还有你帮我" + f("pending", "把上个月每只寄养的天数和费用汇总成一张表") + "，我要对账，上个月好像少收了几笔。",
            "好，我从微信登记的记录里按每只宠物算住了几天、该收多少，做成一张表。手头截图和门锁的事先挂着，这个我排在后面做。",
        ),
        turn(
            "嗯。还有个事我心里没底，同行说" + f("pending", "寄养店要不要办动物防疫条件合格证")
            + "，说查到了要罚款。我打了鄞州区农业农村局的电话，他们说要请示一下再回我，到现在也没回。",
            "这个要等农业农村局的答复。我先记着，他们回了我帮你把要准备的材料列出来。",
        ),
        turn(
            "好的，谢谢你哦。",
            "不客气。待办：门锁密码等阿杰回来转锁，截图等老郑的新密码，上个月的对账表我来做，防疫证等区里答复。",
        ),
    )
    later5 = (
        turn(
            "上个月那个对账的表做好了吗？",
            "还没做完，还在待办上：把上个月每只寄养的天数和费用汇总成一张表。有三只狗中途续住过，我在核对续住的天数。",
        ),
    )
    later10 = (
        turn(
            "国庆快到了，订的人多，" + f("pending", "国庆前写一段寄养须知发朋友圈")
            + "，要写疫苗本、提前多久订、节假日加不加价。",
            "好，国庆前写好寄养须知，疫苗本、提前预订和节假日价格都写上。",
        ),
    )
    return Scripted(
        name="fresh40-chongwu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh40=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


# ---------------------------------------------------------------- minsu
def _minsu() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是蓝姐，在松阳山里开民宿的，叫竹溪小院。我侄子小叶给我弄了个程序，把美团上的订单拉到我们自己的房态表里，"
            "程序在 " + f("path", "/home/xiaoye/zhuxi/mt_sync.py") + " 。这几天美团上明明有新订单，房态表上就是没有，"
            "昨天差点把一间房订重了，你帮我看看。",
            ("我从 4 月 10 号开始重新同步一遍，看看报什么。", [
                call("bash",
                     "2026-04-13 10:02:11 INFO  mt_sync: 门店 1782239045，拉取 2026-04-10 以来的订单\n"
                     "2026-04-13 10:02:11 INFO  meituan-open-sdk 1.4.2, developerId=108823, api=order.query\n"
                     "2026-04-13 10:02:12 ERROR mt_sync: 订单查询失败\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/home/xiaoye/zhuxi/mt_sync.py\", line 64, in pull_orders\n"
                     "    resp = client.invoke(OrderQueryRequest(start=since, poi_id=POI_ID))\n"
                     "  File \"/home/xiaoye/.local/lib/python3.11/site-packages/meituan_open/client.py\", line 112, in invoke\n"
                     "    raise MeituanOpenError(data[\"code\"], data[\"msg\"], api=request.api)\n"
                     + f("failure", "meituan_open.errors.MeituanOpenError: code=2004, msg=接口权限审核中，请等待审核通过后调用 (api=order.query)") + "\n"
                     "2026-04-13 10:02:12 WARN  mt_sync: 本次未写入任何订单，房态表保持不变",
                     error=True,
                     command="cd /home/xiaoye/zhuxi && " + f("command", "python3 mt_sync.py --since 2026-04-10")),
            ]),
            "程序是好的，是美团那边不让查：订单查询这个接口的权限还在审核，审核通过之前拉不到订单。小叶是不是最近重新提交过资料？",
        ),
        turn(
            "对对，他说美团让他们重新交一下营业执照和特种行业许可证，上礼拜四交的，说三到五个工作日审完。那就等美团审吧，"
            "这几天我自己在美团商家的 app 上看订单，手写到房态表上。",
            "好，同步等美团审核通过了再跑，到时候我把这几天的订单补拉一遍，和你手写的对一下。",
        ),
        turn(
            "那我跟你说说我们这儿。我们在山上，村子叫上坪，开车从县城上来四十分钟，最后一段是盘山路。" + f("number", "一共七间房")
            + "，都是老房子改的，楼下有个火塘。" + f("number", "周末房价六百八十元一晚") + "，平时四百八，含早饭，晚饭另外点，土鸡要提前一天说。"
            "房子前面有条溪，夏天客人最喜欢下去玩水，但是溪边没有灯，石头上有青苔，" + f("constraint", "晚上八点以后不让客人下溪")
            + "，我们会在溪边那个小门上挂锁。还有，山里信号不好，二楼东边那间没信号，订的时候要跟客人说。",
            "记下了：七间房，周末六百八一晚，平时四百八含早，晚上八点以后溪边小门锁上不让下溪。",
        ),
        turn(
            "还有上个月的事，吓死我了。一个上海来的客人晚上九点多自己开车上山，那天起大雾，什么都看不见，车滑到路边沟里去了，"
            "人没事，车是村里拖拉机给拉上来的。从那以后我们定了：" + f("constraint", "下雾天客人不许自己开车上山")
            + "，车停在村口停车场，我们开车下去接。",
            "人没事就好。我建议在订单确认的消息里写上接驳电话和村口停车场的位置，客人出发前就知道，雾天一个电话你们就下去接。",
        ),
        turn(
            "好的呀，这个好，加上。",
            ("我改一下订单确认消息的模板。", [
                call("edit", "ok", path="/home/xiaoye/zhuxi/templates/confirm.txt",
                     old="感谢预订竹溪小院！",
                     new="感谢预订竹溪小院！\n雾天请把车停在上坪村口停车场，打接驳电话，我们下山接您。"),
            ]),
            "加好了，以后每条确认消息里都有村口停车场和接驳电话。",
        ),
    )
    r2 = (
        turn(
            "小叶还弄了个企业微信的机器人，客人退房了就在保洁群里说一声，让保洁阿姨来打扫。配置在 "
            + f("path", "/home/xiaoye/zhuxi/config/wecom.yaml") + " 。这两天阿姨说群里没消息了，你试一下。",
            ("我发一条测试消息。", [
                call("bash",
                     "[notify] 读取 /home/xiaoye/zhuxi/config/wecom.yaml，群：竹溪保洁\n"
                     "[notify] POST https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=****\n"
                     "[notify] HTTP 200，返回：\n"
                     "{\"errcode\":93000,\"errmsg\":\"invalid webhook url, hint: [1713402211450872305563301], from ip: 115.231.26.8, "
                     "more info at https://open.work.weixin.qq.com/devtool/query?e=93000\"}\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/home/xiaoye/zhuxi/notify_clean.py\", line 39, in <module>\n"
                     "    send(text)\n"
                     "  File \"/home/xiaoye/zhuxi/notify_clean.py\", line 27, in send\n"
                     "    raise SendError(body)\n"
                     + f("failure", "notify_clean.SendError: errcode=93000 errmsg=invalid webhook url"),
                     error=True,
                     command="cd /home/xiaoye/zhuxi && " + f("command", "python3 notify_clean.py --test \"3号房退房，请打扫\"")),
            ]),
            "企业微信说这个机器人的地址失效了，一般是机器人被删了，或者群解散重建了。要在群里重新加一个机器人，把新地址填到配置里。",
        ),
        turn(
            "想起来了，上个礼拜保洁群有人拉错人，我老公老雷把群解散又重新建了一个。加机器人要管理员弄，企业微信的管理员只有他一个，"
            "他在温州工地上干活，礼拜六才回来。那就等他回来吧，这几天退房我自己打电话叫阿姨。",
            "好，机器人等老雷回来重新加，新地址给我，我改配置。",
        ),
        turn(
            "还有个事，有个小红书上的博主找我，说有十几万粉丝，想" + f("rejected", "免费住三晚") + "，拍个视频帮我们推广。"
            "三晚我可舍不得，周末一晚六百八呢。我跟她说一晚免费，另外两晚打对折，她想了想答应了，说五月中旬来。",
            "记下了：博主五月中旬来，一晚免费，两晚半价，拍推广视频。",
        ),
        turn(
            "你记一下，那个博主的美团订单号是 " + f("identifier", "MT20260412883105") + " ，她要开发票。还有我们门店在美团上的 ID 是 "
            + f("identifier", "1782239045") + " ，小叶说你以后可能要用。",
            "都记下了：博主订单 MT20260412883105 要开发票；门店 ID 1782239045。我有个想法：美团上可以" + f("rejected", "开钟点房")
            + "，白天空着的房间卖几个小时，平时入住率不高的时候能多收一点。",
        ),
        turn(
            "钟点房啊……这个我没想过，我问问小叶，你先别上。",
            "好，先不上，等你问过小叶。",
        ),
    )
    r3 = (
        turn(
            "钟点房我跟小叶商量了，不弄。我们这山里头，谁开四十分钟盘山路上来就住三个钟头？保洁阿姨也是一天只来一趟，上午来下午走，"
            "钟点房退了谁打扫。不搞。",
            "明白，钟点房不上了。",
        ),
        turn(
            "还有，老雷之前一直想" + f("rejected", "在后山茶园搭帐篷营地") + "，说现在年轻人喜欢露营。小叶去村委会问了，"
            "村委会开会说茶园是村集体的，而且秋天山上防火，不同意。小叶刚在微信上跟我说的。那就算了。",
            "明白，帐篷营地不做了，村委会不同意。",
        ),
        turn(
            "你帮我" + f("pending", "把五一那五天每间房的订单排成一张表") + "，哪间哪天谁住、哪个平台订的，我好安排阿姨和早饭。",
            "好，我把美团、携程和你手写的订单合在一起，按房间按天排。美团同步和机器人的事先挂着，这个我排在后面做。",
        ),
        turn(
            "嗯。还有个事，去年我们报了县里的金宿评定，检查的人都来过了，" + f("pending", "县里的金宿评定结果什么时候出来")
            + "，我问了县文旅局，说还在汇总，没说什么时候。评上了能挂牌子，房价能往上提一点。",
            "这个要等县文旅局公布。我先记着，结果出来了我帮你把美团店铺页的介绍改一下。",
        ),
    )
    later5 = (
        turn(
            "五一那几天的订单表排好了没？",
            "还没排完，还在待办上：把五一那五天每间房的订单排成一张表。美团那边还没审完，美团的订单我先照你手写的抄。",
        ),
    )
    later10 = (
        turn(
            "快端午了，我们想搞个竹筒饭的体验，客人自己砍竹子装米。你" + f("pending", "端午前写一段竹筒饭体验的介绍")
            + "，放到美团店铺页上，要写多少钱、几点开始、小孩能不能参加。",
            "好，端午前写好竹筒饭体验的介绍，价格、时间、小孩能不能参加都写上。",
        ),
    )
    return Scripted(
        name="fresh40-minsu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh40=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


# ---------------------------------------------------------------- shuichan
def _shuichan() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我叫阿珍，在湛江霞山东风市场帮我爸看水产摊。我自己学了点 Python，写了个脚本读电子秤的数，"
            "秤上称多少电脑上就显示多少，还能算钱，脚本在 " + f("path", "/home/azhen/yutan/scale_read.py") + " 。今天早上一开就乱码，"
            "数字全是怪符号，你帮我看看。",
            ("我按你平时的参数跑一下，把原始数据也打出来。", [
                call("bash",
                     "[scale] 打开 /dev/ttyUSB1  9600 8N1  协议=dingjian\n"
                     "[scale] 原始数据: b'\\x9e\\xfe\\x00\\xe6\\x9e\\x18\\xfe\\x00'\n"
                     "[scale] 原始数据: b'\\xfe\\x9e\\x00\\x86\\xe6\\xfe'\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/home/azhen/yutan/scale_read.py\", line 71, in <module>\n"
                     "    w = read_weight(ser)\n"
                     "  File \"/home/azhen/yutan/scale_read.py\", line 46, in read_weight\n"
                     "    raise FrameError(f\"bad frame header 0x{b[0]:02x}, expected STX 0x02 (baud mismatch?)\")\n"
                     + f("failure", "scale_read.FrameError: bad frame header 0x9e, expected STX 0x02 (baud mismatch?)"),
                     error=True,
                     command="cd /home/azhen/yutan && " + f("command", "python3 scale_read.py --port /dev/ttyUSB1 --proto dingjian --raw")),
                call("bash",
                     "[scale] 2400: b'\\x00\\x00\\xf8\\x00'  FrameError\n"
                     "[scale] 4800: b'\\x80\\xfe\\x80'  FrameError\n"
                     "[scale] 19200: b''  超时\n"
                     "[scale] 没有一个波特率能读出正常的帧",
                     error=True,
                     command="cd /home/azhen/yutan && for b in 2400 4800 19200; do python3 scale_read.py --port /dev/ttyUSB1 --proto dingjian --baud $b --once; done"),
            ]),
            "线是通的，秤也在发数据，但收到的全是乱的，几个常用的波特率都试过了也不对。像是秤那边的通讯设置被改了。"
            "秤上一般有个设置菜单能看到波特率，你知道怎么进吗？",
        ),
        turn(
            "我爸说前几天秤有点不准，他按了半天按钮，可能就是那时候乱按的。我刚查了说明书，进设置菜单要拆开后面那个盖子按一个小按钮，"
            "可盖子上有计量所的铅封，封了就不能拆，拆了算违规的。我打电话问了计量所，他们说下个月年检的时候来弄。那就等下个月吧，"
            "这些天我还是看秤上的数手算。",
            "好，读秤的脚本先放着，等计量所来了把通讯设置调回来再试。",
        ),
        turn(
            "那我跟你说说我们摊子。我们是 " + f("identifier", "B区17号") + " ，主要卖虾、蟹、东风螺，还有几个缸养活鱼。"
            "我爸每天凌晨四点去码头进货，" + f("number", "每天大概进八十斤虾") + "，周末多一点。虾分活的和冰鲜的，"
            + f("constraint", "死虾不能混在活虾里卖") + "，死了的就捞出来放冰上按冰鲜价卖，我爸说这是做了三十年生意的本分，"
            "以前隔壁摊就是混着卖被街坊骂到收摊。摊位费" + f("number", "每个月一千一百元") + "，水电另算，增氧泵一天到晚开着，电费不少。",
            "记下了：B区17号，每天进八十斤左右的虾，死虾单独放冰上卖，摊位费每月一千一百。",
        ),
        turn(
            "还有上礼拜的事。市场监管的人来抽查秤，拿标准砝码一称，我们的秤轻了十五克，虽然没罚款，但是给了个警告，贴在摊子上，"
            "我爸脸都挂不住。从那以后：" + f("constraint", "每天开档前用砝码校一次秤") + "，我买了一个一公斤的砝码放在摊子底下。",
            "这个做法对。我建议小票上把单价、重量、金额和摊位号都打出来，客人拿着票能自己算，有争议也说得清。",
        ),
        turn(
            "好，这个好，改吧。",
            ("我改一下打小票的模板。", [
                call("edit", "ok", path="/home/azhen/yutan/ticket_tpl.txt",
                     old="{name}  {amount}元",
                     new="东风市场 B区17号\n{name}  单价{price}元/斤  重量{weight}斤\n金额 {amount}元"),
            ]),
            "改好了，小票上有摊位号、单价、重量和金额。",
        ),
    )
    r2 = (
        turn(
            "说到小票，打小票的那个机器今天也不出纸了，脚本在 " + f("path", "/home/azhen/yutan/print_ticket.py") + " ，你帮我试一下。",
            ("我先打一张测试票。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/home/azhen/yutan/print_ticket.py\", line 18, in <module>\n"
                     "    p = Usb(0x0416, 0x5011, profile=\"POS-5890\")\n"
                     "  File \"/usr/local/lib/python3.10/dist-packages/escpos/printer/usb.py\", line 82, in __init__\n"
                     "    self.open()\n"
                     "  File \"/usr/local/lib/python3.10/dist-packages/escpos/printer/usb.py\", line 116, in open\n"
                     "    raise USBNotFoundError(f\"Device not found ({self.usb_args})\")\n"
                     + f("failure", "escpos.exceptions.USBNotFoundError: USB device not found (Device not found ({'idVendor': 1046, 'idProduct': 20497}))"),
                     error=True,
                     command="cd /home/azhen/yutan && " + f("command", "python3 print_ticket.py --test --copies 1")),
                call("bash",
                     "Bus 001 Device 003: ID 1a86:7523 QinHeng Electronics CH340 serial converter\n"
                     "Bus 001 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub",
                     command="lsusb"),
            ]),
            "电脑上根本看不到打印机，USB 上只有秤的那根串口线。打印机要么没通电，要么 USB 口或者板子坏了。",
        ),
        turn(
            "哎，礼拜六下午换缸的时候我爸把一桶海水泼到台子上，打印机也淋到了，当时还能打，后来就不行了。我爸不让自己拆，"
            "说越拆越坏，已经顺丰寄回广州的售后了，说要一个礼拜。那就等修好寄回来吧。",
            "好，打印等售后修好寄回来再接上试。这几天要小票的客人只能手写了。",
        ),
        turn(
            "还有个事，海滨路那家大排档的黄老板，每天在我们这拿二三十斤虾和螺，他说要" + f("rejected", "月底一次性结账")
            + "，说别的摊都给他月结。我们小本生意，一个月压几千块受不了，去年还有个饭店欠钱跑了。我跟他说每个礼拜六结一次，"
            "再押两千块在我这，他嘟囔了几句也答应了。你帮我记一下。",
            "记下了：黄老板每周六结账，押金两千元。",
        ),
        turn(
            "还有你帮我记一下，秤的检定证书编号是 " + f("identifier", "ZJJL-2026-04417") + " ，下个月计量所来的时候要对。",
            "记下了：检定证书 ZJJL-2026-04417。另外有个建议：价格牌可以" + f("rejected", "按公斤标价")
            + "，现在大超市都按公斤，看着跟超市一样规范。",
        ),
        turn(
            "我们这的老街坊买菜都是论斤的，你写个四十八一公斤，阿婆还以为我们涨价了，要吵的。",
            "明白，价格牌还是按斤写。还有个想法：可以" + f("rejected", "在抖音上开直播卖海鲜") + "，现在好多海鲜摊都在直播，外地的单子也能接。",
        ),
        turn(
            "直播……我有点心动，可我爸那关不好过，我回去问问他，你先别弄。",
            "好，先不弄，等你问过陈伯。",
        ),
    )
    r3 = (
        turn(
            "直播的事我问了我爸，他不同意。他说摊子上就我们两个人，一个人直播另一个人又要称又要杀又要收钱，根本忙不过来；"
            "再说活鱼活虾发快递到外地，到了就死了，人家要退款。我想想也是，算了，不搞。",
            "明白，直播不做了。",
        ),
        turn(
            "还有，你帮我" + f("pending", "把这个礼拜每天卖了多少斤虾做成表") + "，我想看看哪天进多了，少进一点，虾死了都是亏的。",
            "好，我从你手记的账里把每天卖出的斤数整理出来，跟进货的斤数对一下。读秤和打印的事先挂着，这个我排在后面做。",
        ),
        turn(
            "嗯。还有个事心里没底，听说东风市场下半年要改造，" + f("pending", "东风市场下半年改造要不要搬摊")
            + "，要是搬到临时市场去，老客人就找不着我们了。我去管理处问了，他们说方案还没批下来，等通知。",
            "这个只能等管理处的通知。我先记着，方案出来了我帮你把新摊位的位置发给老客人。",
        ),
        turn(
            "好，先这样。",
            "好。待办：读秤等计量所下个月来调，打印机等售后寄回，这个礼拜的卖虾表我来做，市场改造等管理处通知。",
        ),
    )
    later5 = (
        turn(
            "这个礼拜卖虾的表你做了没？",
            "还没做完，还在待办上：把这个礼拜每天卖了多少斤虾做成表。礼拜三那天的账你记的是总钱数没记斤数，我在按单价反推。",
        ),
    )
    later10 = (
        turn(
            "中秋快到了，好多人要送礼，" + f("pending", "中秋前做一张海鲜礼盒价目单")
            + "，分三个档，要写清楚里面有什么、多少斤、能不能送货。",
            "好，中秋前做好海鲜礼盒价目单，三个档，内容、斤数和送货都写上。",
        ),
    )
    return Scripted(
        name="fresh40-shuichan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh40=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


SESSIONS = (_jiaxiao(), _chongwu(), _minsu(), _shuichan())
