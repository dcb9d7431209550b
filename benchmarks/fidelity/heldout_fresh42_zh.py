"""Forty-second fresh held-out set (Chinese): written blind while the thirty-second round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-second round's rules; committed before its first run and not to
be edited after it. ``heldout_fresh42.py`` is the English half, written separately by another writer.

How it was written: the brief named a shadow-puppet troupe in Xi'an, a bamboo-raft team on the Li River in
Guilin, a craft brewery in Qingdao and a pingtan story house in Suzhou. ``grep -il`` (file names only) found
shadow puppets, Qingdao, pingtan and Suzhou already used and craft beer used in passing, so three were swapped
for similar unused ones: a laoqiang folk-singing troupe in Huayin (Shaanxi), a small winery at the foot of the
Helan Mountains by Yinchuan, and an errenzhuan theatre in Tieling; the Guilin raft team was kept. Proposals
come from the assistant, a show agent (by phone), the village co-operative (voted down by the villagers'
representatives' meeting, relayed by the village secretary in the WeChat group), a travel agency's guide (by
WeChat voice message), the team captain's wife's cousin (by phone), a wine dealer (by e-mail), the owner's
brother-in-law (through her husband), a tour guide (by phone), and the theatre owner's sister-in-law in the
family group (refused by the street office and the fire brigade). Failures are multi-line blocks from wodim,
a VitePress build, wget, a gulp build, rrdtool, a Nuxt build, pactl and a grunt build (all grepped unused);
each is left unresolved for a reason given. The routine work (``routine_zh``) is this file's own: the brief
asked for PHP Laravel, which ``grep -il`` found used, so it is an AdonisJS system (Lucid ORM, Edge templates,
BullMQ queues) for a county hospital's volunteer escort service; it has turns that look like facts (a rule of
thumb, an accepted suggestion, numbers, paths) and are not planted.

Descriptions (written before the dialogue):
- laoqiang: 党秀琴 manages her father's laoqiang troupe (党家老腔班) in 罗敷镇, Huayin; her cousin's son 小军
  in Xi'an built the troupe's VitePress site; she burns the troupe's CDs with wodim on an old desktop. Rules:
  inside a long account of a show day, her father (the old troupe master) sings at most two shows a day; after
  a bench leg flew off during the bench-striking number, nobody sits in the first two rows while the bench is
  struck. Proposals: the agent 小孟's ten-minute bits at banquets (put off, refused a round later: the father
  won't sing for drinking games); the assistant's selling the CD as a cloud-drive download (bluntly no); the
  co-operative's big stage at the village entrance with tickets (voted down by the villagers' representatives,
  relayed by the village secretary); the assistant's note on the booking page that the first two rows stay
  empty is accepted. Numbers: 8000 yuan a show; a CD 35 yuan. Identifiers: the performance licence
  610582120190031; the domain dangjia-laoqiang.cn. Paths: the site /home/xiuqin/laoqiang-site; the masters
  ~/光盘母带/2025秋. Failures: wodim says the data may not fit on the
  disc (fourteen tracks, 83 minutes; which song to cut is the father's call, he is at the provincial arts
  festival in Xi'an until next week, and she won't overburn); the VitePress build finds a dead link to the
  autumn tour page (the agent hasn't fixed the dates, 小军 wants the link kept). Open: list every show's fee
  this year (asked again later); will the inheritor subsidy be paid next year (nobody knows); a later ask to
  send the Spring Festival booking quote to the agency before the twentieth of the twelfth month.
- zhufa: 蒋队长 runs a bamboo-raft team on the Li River between 杨堤 and 兴坪; a Guilin web firm built the
  booking H5 page with gulp; a script fetches the 杨堤 water level with wget. Rules: inside a long account of a
  day on the river, no raft leaves the bank until everyone's life jacket is on; after a tourist stood up for a
  photo and fell in, no passenger stands up while the raft is moving. Proposals: a travel agency's night rafts
  after eight, by WeChat voice (refused by a reason alone: reefs can't be seen at night and the maritime office
  won't allow it); the assistant's loudspeakers on every raft (countered with a QR code on the bow for a
  recorded commentary on the tourists' phones); the captain's wife's cousin's fibreglass boats instead of
  rafts (put off, refused a round later); the assistant's "closed today" banner on the H5 page is accepted.
  Numbers: 280 yuan a raft; a raftsman's cut 60 yuan a trip. Identifiers: raft GLYD-ZF-0217; the WeChat Pay
  merchant number 1604283917. Paths: /home/jiang/zhufa-h5; ~/竹筏队/筏工名册.xlsx. Failures: wget gets 403 from the
  hydrology site (it now wants an API account, the application went through the town and is waiting); gulp
  can't find the 2025 price file (the price bureau hasn't approved this year's prices). Open: count each
  raftsman's trips this month (asked again later); will the 兴坪 pier move this year (nobody knows); a later ask
  to hand the raftsmen's expiring health certificates to the scenic-area committee before 25 April.
- jiuzhuang: 杨慧 runs a small winery at the foot of the Helan Mountains by Yinchuan with her husband 老马; a
  Raspberry Pi in the cellar logs tank temperatures into rrdtool; a Yinchuan studio built the web shop with
  Nuxt. Rules: inside a long account of harvest days, grapes picked go into the tank the same day; after a
  worker got dizzy from CO2, nobody goes into the tank room alone during fermentation. Proposals: a dealer's
  own-label wine, by e-mail (bluntly no); the assistant's "zero additives" on the product page (refused by a
  reason alone: sulphur dioxide is added and the market regulator fines it); her brother-in-law's twenty mu of
  table grapes for picking, through her husband (put off, refused a round later); the assistant's barrel
  number and bottling date on every product page is accepted. Numbers: the cellar at 14 degrees all year; the
  Marselan 268 yuan a bottle. Identifiers: the food production licence SC11564010500317; the lot MSL22-B07.
  Paths: /home/pi/cellar/log_temp.py; /srv/helanshan-shop. Failures: rrdtool refuses an update older than the
  last one (the Pi's clock is behind because the cellar's 4G card was cut off, the card is in a former
  worker's name and he is in Lanzhou); the Nuxt build can't resolve the gift-box photo (the gift boxes haven't
  come from the printer, so there is no photo). Open: sum last year's bottles sold per lot (asked again later);
  will the region grade classed estates this year (nobody knows); a later ask to put the gift-box page online
  before Mid-Autumn.
- errenzhuan: 刘桂芝 (刘姐) runs 刘家大戏院, an errenzhuan theatre in Tieling; the sound PC uses PulseAudio with
  a USB receiver for the wireless mics; the ticket site was built years ago with grunt and is kept by her
  son-in-law 小董. Rules: inside a long account of a show night, nobody touches a drop of drink before going on
  stage; after a drunk guest climbed on stage, no audience member goes on stage at all. Proposals: a tour
  guide's front three rows every night at half price, by phone (countered: two weeknights at 15% off); the
  assistant's live stream with gifts and tips (bluntly no); the sister-in-law's barbecue stall at the door in
  the family group (refused by the street office and the fire brigade); the assistant's line on the tickets
  and a pre-show announcement that the audience stays off the stage is accepted. Numbers: front-row tickets
  128 yuan; three and a half hours a night. Identifiers: the fire-safety certificate TLXF-2024-0183; the
  Kuaishou account ks_liujiadaxiyuan. Paths: /var/www/daxiyuan-tickets; ~/演出录音/周末场. Failures: pactl has
  no such source (the receiver got beer spilled into it and the sound man 老贾 took it to Shenyang for repair,
  nothing else goes on that port); grunt can't read the second hall's seat map (the fire brigade hasn't
  inspected hall two, so there is no seat count). Open: work out the performers' fees this month (asked again
  later); how many seats hall two will be allowed (nobody knows yet); a later ask for the winter performers'
  rota before the end of November.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a volunteer escort service (AdonisJS)
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "陪诊系统在测试机上跑迁移报错了，你看一下。",
                ("我先跑一遍迁移看报错。", [
                    call("bash",
                         "[ info ] Upgrading migrations version from \"1\" to \"2\"\n"
                         "❯ migrating database/migrations/1719800000000_add_ward_to_escort_requests_table\n"
                         "\n"
                         "  error: alter table \"escort_requests\" add column \"ward\" varchar(64) null - "
                         "column \"ward\" of relation \"escort_requests\" already exists\n"
                         "\n"
                         "❯ FAILED database/migrations/1719800000000_add_ward_to_escort_requests_table",
                         error=True, command="node ace migration:run"),
                ]),
                ("测试库里有人手工加过 ward 这一列，迁移再加就冲突了。我给这个迁移加个判断，列已经在就跳过。", [
                    call("edit", "ok", path="database/migrations/1719800000000_add_ward_to_escort_requests_table.ts",
                         old="    this.schema.alterTable(this.tableName, (table) => {\n      table.string('ward', 64).nullable()\n    })",
                         new="    const exists = await this.schema.hasColumn(this.tableName, 'ward')\n"
                             "    if (!exists) {\n      this.schema.alterTable(this.tableName, (table) => {\n"
                             "        table.string('ward', 64).nullable()\n      })\n    }"),
                    call("bash", "❯ migrated database/migrations/1719800000000_add_ward_to_escort_requests_table\n\n"
                                 "Migrated in 212 ms", command="node ace migration:run"),
                ]),
                "迁移过了。以后迁移文件上了生产就别再改，要改结构就新建一个迁移，库里也别手工加列。",
            ),
        )
    if k == 1:
        return (
            turn(
                "志愿者的任务列表上想看到病人要去哪个科室，现在只有名字和时间。",
                ("我在 Edge 模板里加一列科室，控制器里顺带把科室查出来。", [
                    call("edit", "ok", path="app/controllers/tasks_controller.ts",
                         old=".preload('patient')",
                         new=".preload('patient')\n      .preload('department')"),
                    call("edit", "ok", path="resources/views/pages/tasks/index.edge",
                         old="<td>{{ task.patient.name }}</td>",
                         new="<td>{{ task.patient.name }}</td>\n        <td>{{ task.department?.name ?? '未填' }}</td>"),
                    call("bash", "HTTP/1.1 200 OK\ncontent-type: text/html; charset=utf-8\n\n"
                                 "...<td>张桂兰</td>\n        <td>心内科</td>...",
                         command="curl -s -i -b cookies.txt http://127.0.0.1:3333/tasks | head -n 40"),
                ]),
                "加好了，任务列表里名字后面多了一列科室，没填科室的显示“未填”。表头要不要也加上楼层？",
            ),
            turn("楼层先不用，科室就够了。", "好，只加科室。"),
        )
    if k == 2:
        return (
            turn(
                "测试挂了一个，好像是预约那块。",
                ("我跑一下功能测试。", [
                    call("bash",
                         "tests/functional/escort_requests.spec.ts\n"
                         "  ✔ creates a request with a phone number (88ms)\n"
                         "  ✖ rejects a request without a phone number (41ms)\n"
                         "  ✔ lists today's requests for a volunteer (63ms)\n"
                         "\n"
                         "  ✖ rejects a request without a phone number\n"
                         "    Error: expected response status code 500 to be 422\n"
                         "    at tests/functional/escort_requests.spec.ts:37:14\n"
                         "\n"
                         " FAILED  Tests  1 failed, 27 passed (28)\n"
                         " Duration 3.1s",
                         error=True, command="node ace test functional"),
                ]),
                ("没填电话的时候代码直接往库里写，非空约束报错成了 500。我在校验器里把电话设成必填、按手机号格式校验，这样返回 422。", [
                    call("edit", "ok", path="app/validators/escort_request.ts",
                         old="    contactPhone: vine.string().trim().optional(),",
                         new="    contactPhone: vine.string().trim().mobile({ locale: ['zh-CN'] }),"),
                    call("bash", " PASSED  Tests  28 passed (28)\n Duration 3.0s", command="node ace test functional"),
                ]),
                "28 个都过了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "短信提醒好像有时候发不出去，家属说没收到陪诊提醒。",
                ("我看一下队列里失败的任务。", [
                    call("bash",
                         "[queue] processing job send_reminder_sms#4821\n"
                         "[queue] job send_reminder_sms#4821 failed: SmsGatewayError: 429 Too Many Requests\n"
                         "[queue] job send_reminder_sms#4821 moved to failed (attempts 1/1)\n"
                         "[queue] processing job send_reminder_sms#4822\n"
                         "[queue] job send_reminder_sms#4822 completed in 318ms",
                         error=True, command="node ace queue:listen --queue=sms 2>&1 | tail -n 5"),
                ]),
                "短信平台早上八点那一波限流了，任务只试一次就进了失败队列。建议改成最多重试三次，每次间隔往后退，从一分钟起。",
            ),
            turn(
                "行，就按你说的改。",
                ("我改一下这个任务的重试设置。", [
                    call("edit", "ok", path="app/jobs/send_reminder_sms.ts",
                         old="  static options = { attempts: 1 }",
                         new="  static options = { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } }"),
                ]),
                "改好了：最多三次，第一次隔一分钟，之后翻倍。失败队列里那几条我也重新放回去了。",
            ),
        )
    if k == 4:
        return (
            turn(
                "护士站那个今日陪诊看板打开要好几秒，护士长说太慢。",
                ("我开一下查询日志看看一次打开要查几次库。", [
                    call("bash",
                         "select * from \"escort_requests\" where \"service_date\" = $1  [ '2025-06-12' ]  4.1ms\n"
                         "select * from \"volunteers\" where \"id\" = $1  [ 17 ]  0.9ms\n"
                         "select * from \"volunteers\" where \"id\" = $1  [ 22 ]  0.8ms\n"
                         "select * from \"volunteers\" where \"id\" = $1  [ 17 ]  0.9ms\n"
                         "... 143 more queries\n"
                         "GET /board 200 1812ms",
                         command="DB_DEBUG=true node ace serve 2>&1 | grep -E 'select|GET /board' | tail -n 6"),
                ]),
                ("每条陪诊单都单独去查一次志愿者，一百多次查询。改成一次把志愿者预加载进来。", [
                    call("edit", "ok", path="app/controllers/board_controller.ts",
                         old="const requests = await EscortRequest.query().where('serviceDate', today)",
                         new="const requests = await EscortRequest.query().where('serviceDate', today).preload('volunteer')"),
                ]),
                "改完只查两次库，看板打开从一秒八降到一百二十毫秒左右。",
            ),
        )
    return (
        turn(
            "志愿者说排班页上的时间都差了八个小时。",
            ("我看一下服务器的时区和应用的配置。", [
                call("bash", "               Local time: Thu 2025-06-12 01:14:09 UTC\n"
                             "           Universal time: Thu 2025-06-12 01:14:09 UTC\n"
                             "                Time zone: Etc/UTC (UTC, +0000)",
                     command="timedatectl | head -n 3"),
                call("bash", "TZ=\nAPP_KEY=****\nDB_CONNECTION=pg", command="grep -E '^(TZ|APP_KEY|DB_CONNECTION)=' .env"),
            ]),
            ("服务器是 UTC，模板里直接把时间格式化了，没转成北京时间。我在 Edge 的全局函数里统一按 Asia/Shanghai 显示。", [
                call("edit", "ok", path="start/view.ts",
                     old="edge.global('fmtTime', (dt) => dt.toFormat('HH:mm'))",
                     new="edge.global('fmtTime', (dt) => dt.setZone('Asia/Shanghai').toFormat('HH:mm'))"),
            ]),
            "改好了，排班页上的时间对了。库里还是存 UTC，只在显示的时候转。",
        ),
    )


# ---------------------------------------------------------------- laoqiang
def _laoqiang() -> Scripted:
    f = Builder()
    wodim_out = (
        "wodim: Operation not permitted. Warning: Cannot raise RLIMIT_MEMLOCK limits.\n"
        "scsidev: '/dev/sr0'\n"
        "devname: '/dev/sr0'\n"
        "scsibus: -2 target: -2 lun: -2\n"
        "Linux sg driver version: 3.5.27\n"
        "Wodim version: 1.1.11\n"
        "SCSI buffer size: 64512\n"
        "Device type    : Removable CD-ROM\n"
        "Version        : 5\n"
        "Response Format: 2\n"
        "Capabilities   : \n"
        "Vendor_info    : 'HL-DT-ST'\n"
        "Identification : 'DVDRAM GP65NB60 '\n"
        "Revision       : 'PF00'\n"
        "Device seems to be: Generic mmc2 DVD-R/DVD-RW.\n"
        "Using generic SCSI-3/mmc   CD-R/CD-RW driver (mmc_cdr).\n"
        "Driver flags   : MMC-3 SWABAUDIO BURNFREE \n"
        "Supported modes: TAO PACKET SAO SAO/R96P SAO/R96R RAW/R16 RAW/R96P RAW/R96R\n"
        "Drive buf size : 1048576 = 1024 KB\n"
        "FIFO size      : 4194304 = 4096 KB\n"
        "Track 01: audio   50 MB (04:58.40) no preemp pad\n"
        "Track 02: audio   63 MB (06:14.13) no preemp pad\n"
        "Track 03: audio   55 MB (05:27.60) no preemp pad\n"
        "Track 04: audio   61 MB (06:03.20) no preemp pad\n"
        "Track 05: audio   58 MB (05:45.07) no preemp pad\n"
        "Track 06: audio   66 MB (06:32.47) no preemp pad\n"
        "Track 07: audio   59 MB (05:51.33) no preemp pad\n"
        "Track 08: audio   62 MB (06:08.53) no preemp pad\n"
        "Track 09: audio   57 MB (05:39.27) no preemp pad\n"
        "Track 10: audio   64 MB (06:20.00) no preemp pad\n"
        "Track 11: audio   60 MB (05:57.13) no preemp pad\n"
        "Track 12: audio   65 MB (06:26.67) no preemp pad\n"
        "Track 13: audio   61 MB (06:01.47) no preemp pad\n"
        "Track 14: audio   58 MB (05:44.33) no preemp pad\n"
        "Total size:      845 MB (83:43.60) = 376770 sectors\n"
        "Lout start:      845 MB (83:45/45) = 376770 sectors\n"
        "Current Secsize: 2048\n"
        "ATIP info from disk:\n"
        "  Indicated writing power: 4\n"
        "  Is not unrestricted\n"
        "  Is not erasable\n"
        "  Disk sub type: Medium Type A, high Beta category (A+) (3)\n"
        "  ATIP start of lead in:  -11634 (97:26/66)\n"
        "  ATIP start of lead out: 359846 (79:59/71)\n"
        "Disk type:    Short strategy type (Phthalocyanine or similar)\n"
        "Manuf. index: 3\n"
        "Manufacturer: CMC Magnetics Corporation\n"
        "Blocks total: 359846 Blocks current: 359846 Blocks remaining: -16924\n"
        "Forcespeed is OFF.\n"
        "Speed set to 4234 KB/s\n"
        + f("failure", "wodim: Data may not fit on current disk.") + "\n"
        "wodim: Notice: Most recorders do allow overburning.\n"
        "wodim: Notice: Use -overburn option to write more than the official disk capacity."
    )
    vp_tail = (
        "\n  vitepress v1.5.0\n\n"
        "✓ building client + server bundles...\n"
        "- rendering pages...\n"
        + f("failure", "(!) Found dead link /tour/2025-qiu in file index.md") + "\n"
        "✖ rendering pages...\n"
        "build error:\n"
        "Error: [vitepress] 1 dead link(s) found.\n"
        "    at file:///home/xiuqin/laoqiang-site/node_modules/vitepress/dist/node/serve-Cy2m2HG4.js:41876:13\n"
        "    at async build (file:///home/xiuqin/laoqiang-site/node_modules/vitepress/dist/node/serve-Cy2m2HG4.js:45803:5)"
    )
    r1 = (
        turn(
            "你好，额是华阴罗敷镇的，姓党，叫党秀琴。额屋里是唱老腔的，党家老腔班，班主是额大，额管演出、收钱、卖光盘这些杂事。"
            "今年秋天新录了一张盘，十四首，录音棚给的母带额拷到电脑上了，在 " + f("path", "~/光盘母带/2025秋")
            + " 这个文件夹里。额照着小军写的纸条刻盘，光驱嗡嗡响了一阵子又把盘吐出来了，屏上一堆洋码子，额看不懂。你帮额看看咋回事。",
            ("我进到母带的文件夹里，按纸条上的方法刻一次，看它报什么。", [
                call("bash", wodim_out, error=True,
                     command="cd ~/光盘母带/2025秋 && " + f("command", "wodim -v -dao -audio -pad dev=/dev/sr0 *.wav")),
            ]),
            "光驱和盘都是好的，问题出在长度上：十四首加起来八十三分四十多秒，可这张空盘最多只能刻八十分钟，超了快四分钟，"
            "所以它不肯往下刻。要么拿掉一首歌，要么用“超刻”硬往上刻，超刻有的机器能放，有的车里的机子读到后面会卡。",
        ),
        turn(
            "超刻不弄。去年就吃过这个亏，有一批盘是硬塞满的，好几个买盘的人跑来说在车上放到后头一卡一卡的，额一张一张给人退的钱，丢人得很。"
            "拿掉哪一首额可做不了主，这十四首都是额大挑的，少一首他都要骂人。他这礼拜在西安参加省里的艺术节，下礼拜才回来，"
            "等他回来让他自己定吧，盘先不刻了。",
            "好，刻盘这事先放着，等你父亲回来定下拿掉哪一首再刻。",
        ),
        turn(
            "额给你谝谝额们平时咋演的，你以后帮额弄啥心里也有个数。额们班子连唱带拉带敲一共九个人，有请的就开上面包车走，"
            "早上五点多就得起来装车，月琴、板胡、梆子、惊木、那条长板凳，一样都不能落。到了地方先搭台试音，中午咥一碗面，"
            "下午一场晚上一场。额大七十三了，嗓子还是那个嗓子，可人到底老了，额们班子里定死了：" + f("constraint", "我大一天最多只唱两场")
            + "，人家主家再加钱也不行，第三场让他徒弟上。价钱嘛，" + f("number", "一场演出费八千元")
            + "，路费吃住主家管。演完了台边上摆个小桌子卖盘，" + f("number", "光盘一张三十五元")
            + "，好的时候一晚上能卖七八十张。额们有正经的演出许可证，号码是 " + f("identifier", "610582120190031")
            + "，去外地演出人家文化站都要看这个。",
            "明白了：九个人的班子，一天两场，老班主最多唱两场，一场八千，盘三十五一张。许可证号我也记下了。",
        ),
        turn(
            "还有个事，说起来额这心还扑通扑通的。上个月去潼关庙会演，唱到砸板凳那一段，额们那个后生抡得太猛，板凳腿咔嚓一下断了，"
            "半截子飞出去，落在头排一个碎娃脚边上，差一点点就砸到娃头上了。娃他妈当场就哭了。从那以后额大发了话："
            + f("constraint", "砸板凳的时候前两排不许坐人") + "，主家要是不答应空出来，这一段额们就不唱。",
            "这个一定要守住。我有个建议：网站上请戏的那一页写清楚，砸板凳那段前两排要空出来，主家请戏之前就看到了，"
            "到了现场也不会扯皮。",
        ),
        turn(
            "这个好，写上。网站是小军弄的，就是额表哥家那个娃，在西安上班，他说网站的东西都在 " + f("path", "/home/xiuqin/laoqiang-site")
            + " 这里头，改了要“编一下”才上得去。",
            ("我先把请戏那一页加上这一条。", [
                call("edit", "ok", path="/home/xiuqin/laoqiang-site/docs/qingxi.md",
                     old="## 请戏须知\n",
                     new="## 请戏须知\n\n- 演出中有“砸板凳”一段，这一段开始前请主家把前两排空出来，不坐人。\n"),
            ]),
            "加好了。编译上线这一步我下回跟网站的事一起弄。",
        ),
    )
    r2 = (
        turn(
            "小军给额发微信说，改完了要在那个文件夹里敲 " + f("command", "npx vitepress build docs")
            + "，编出来才能传上去。你帮额编一下，把请戏那一条弄上去。",
            ("我在网站文件夹里编一次。", [
                call("bash", long_log(46, "laoqiang-vitepress", vp_tail), error=True,
                     command="cd /home/xiuqin/laoqiang-site && npx vitepress build docs"),
            ]),
            "编到最后没过：首页上有一个链接指到“2025 秋季巡演”那一页，可这一页还没写，网站不认这种空链接，整个就不让编。"
            "要么先把首页那个链接拿掉，要么把秋季巡演那页补上。",
        ),
        turn(
            "那一页是小军专门留的，秋天去哪几个县演，演出公司到现在都没给额把日子定下来，他说日子一定他就写，链接千万别删，删了他回头还得找。"
            "那就先不编了，等日子定了小军把那页补上再说。",
            "好，网站先不动，请戏那一条等秋季巡演那页补上以后跟着一起上线。",
        ),
        turn(
            "今儿个演出经纪小孟给额打了个电话，说城里现在办婚宴寿宴的都爱热闹，问额们愿不愿意" + f("rejected", "在酒席上唱十分钟的小段")
            + "，一回给两千，一个月能排好几回。钱是不少，可额心里总有点别扭，这事得问额大。",
            "一回两千、时间又短，账面上挺划算。你打算怎么回小孟？",
        ),
        turn(
            "额先没回他，等额大回来问问他的意思再说。",
            "好，先不回小孟，等你父亲的意思。",
        ),
        turn(
            "还有，县文旅局的人说，网站上得把许可证号写到最底下，额们的网址是 " + f("identifier", "dangjia-laoqiang.cn")
            + "，他们要来查。你顺手也给加上。",
            ("我把许可证号加到网站页脚里，跟请戏那条一起等上线。", [
                call("edit", "ok", path="/home/xiuqin/laoqiang-site/docs/.vitepress/config.mts",
                     old="footer: { copyright: '党家老腔班' }",
                     new="footer: { message: '营业性演出许可证 610582120190031', copyright: '党家老腔班' }"),
            ]),
            "加好了。说到盘刻不下的事，我想了个办法：可以" + f("rejected", "把光盘做成网盘链接卖电子版")
            + "，十四首一首不少，也不用管八十分钟的限制，手机上点一下就能听。",
        ),
        turn(
            "不弄，这个你就嫑再提了。",
            "好，不提了，光盘还是照老样子刻。",
        ),
    )
    r3 = (
        turn(
            "额大从西安回来了，小孟那个事额跟他说了。他把烟锅子往桌上一磕，说老腔是在台上吼给人听的，不是给人家划拳喝酒垫场子的，"
            "酒桌上吼两嗓子，把老腔唱贱了。不去。你帮额给小孟回一段话，客气些，人家也是好心给额们揽活。",
            "可以这样回：“孟经理，谢谢你一直惦记着我们班子。酒席上的小段我们商量过了，老班主的意思是老腔还是在台上整场唱，"
            "这个活我们就不接了。以后有庙会、文化节、整场包场的，还请你多想着我们。”",
        ),
        turn(
            "行，就这么发。唉，还有个事，村里那个合作社的理事长前些日子张罗着要" + f("rejected", "在村口修个大戏台收门票")
            + "，让额们班子天天在那儿唱给游客看。今儿个村支书在村里的微信群里发了，村民代表大会投了票，没通过，说要占好几亩地，"
            "钱从哪来也没说清。额心里一半松了口气，一半也有点可惜。",
            "那就照旧，村里的演出还在文化广场那个老台子上。",
        ),
        turn(
            "嗯。你再帮额个忙，" + f("pending", "把今年每一场的演出费列成一张表")
            + "，哪天在哪演的、主家是谁、给了多少，年底要给班子里的人分钱，还要报税。额的账本拍了照片，回头发给你。",
            "好，等你把账本照片发来，我就按日期、地点、主家、金额列成表。手头刻盘和网站的事先挂着，这个我排在后面做。",
        ),
        turn(
            "还有个事额一直心里没底，额大是省级的传承人，每年有一笔补贴，今年是发了，" + f("pending", "明年的传承人补贴还发不发")
            + "？县文化馆说要等省里的文件，省里的文件啥时候下来谁也说不上。",
            "这个现在谁也答不上来，只能等省里的文件。我先记着这个问题，文件下来了再帮你算明年的账。",
        ),
    )
    later = (
        (5, (
            turn(
                "跟你说个要紧的事，演出公司催了，春节期间好几家要包场，" + f("pending", "腊月二十之前把春节包场的报价发给演出公司")
                + "，价钱额跟额大商量好了晚上发你。",
                "好，等你发了价钱我就把春节包场的报价整理好，腊月二十之前发给演出公司。",
            ),
        )),
        (10, (
            turn(
                "上回让你列的那个演出费的表，弄好了没有？",
                "还没弄完，还在待办上：把今年每一场的演出费列成一张表。账本照片有几页看不清，我先把看得清的列上。",
            ),
        )),
    )
    return Scripted(
        name="fresh42-laoqiang", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh42=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- zhufa
def _zhufa() -> Scripted:
    f = Builder()
    gulp_tail = (
        "[08:14:35] Using gulpfile /home/jiang/zhufa-h5/gulpfile.js\n"
        "[08:14:35] Starting 'build'...\n"
        "[08:14:35] Starting 'clean'...\n"
        "[08:14:35] Finished 'clean' after 41 ms\n"
        "[08:14:35] Starting 'styles'...\n"
        "[08:14:36] Finished 'styles' after 1.2 s\n"
        "[08:14:36] Starting 'scripts'...\n"
        "[08:14:37] Finished 'scripts' after 1.02 s\n"
        "[08:14:37] Starting 'prices'...\n"
        "[08:14:37] 'prices' errored after 6.4 ms\n"
        + f("failure", "[08:14:37] Error: File not found with singular glob: /home/jiang/zhufa-h5/src/data/price-2025.json (if this was purposeful, use `allowEmpty` option)")
        + "\n    at Glob.<anonymous> (/home/jiang/zhufa-h5/node_modules/glob-stream/index.js:41:11)\n"
        "    at Object.onceWrapper (node:events:632:26)\n"
        "    at Glob.emit (node:events:517:28)\n"
        "[08:14:37] 'build' errored after 2.31 s"
    )
    r1 = (
        turn(
            "喂，你好，我是杨堤竹筏队的，姓蒋，大家都喊我蒋队长。我们队有四十六条电动竹筏，从杨堤码头放到兴坪，走漓江最好看那一段。"
            "每天早上六点半，电脑上有个小程序会自己去水文站的网上把杨堤的水位拉下来，放到我们队的群里，筏工看了水位才晓得今天放不放筏。"
            "今天早上群里一直没得水位，筏工一个二个都在问我，你帮我看下是么子情况。",
            ("我把拉水位的那条命令单独跑一次，看它报什么。", [
                call("bash",
                     "--2025-04-18 06:30:01--  http://sq.glsw.net.cn/api/level?station=yangdi\n"
                     "Resolving sq.glsw.net.cn (sq.glsw.net.cn)... 116.252.179.36\n"
                     "Connecting to sq.glsw.net.cn (sq.glsw.net.cn)|116.252.179.36|:80... connected.\n"
                     "HTTP request sent, awaiting response... 302 Found\n"
                     "Location: https://sq.glsw.net.cn/api/level?station=yangdi [following]\n"
                     "--2025-04-18 06:30:01--  https://sq.glsw.net.cn/api/level?station=yangdi\n"
                     "Connecting to sq.glsw.net.cn (sq.glsw.net.cn)|116.252.179.36|:443... connected.\n"
                     "HTTP request sent, awaiting response... 403 Forbidden\n"
                     + f("failure", "2025-04-18 06:30:02 ERROR 403: Forbidden."),
                     error=True,
                     command=f("command", "wget -O /opt/zhufa/shuiwei/yangdi.json http://sq.glsw.net.cn/api/level?station=yangdi")),
            ]),
            "电脑和网络都没问题，是水文站那边不让拉了：连上去以后对方直接回了个 403，意思是没有权限。多半是他们改了规矩，"
            "现在要账号或者密钥才给数据，以前那种直接拉的办法不行了。",
        ),
        turn(
            "对对对，你一讲我想起来了，水文站上个月发过一个通知，讲从这个月起要单位去申请接口账号才给用。镇上帮我们把申请交上去了，"
            "讲要一级一级批，起码半个月。那就只能等批下来咯。这几天先叫老黄每天早上去码头看水尺，看了拍照发群里。",
            "好，自动拉水位这块等水文站的账号批下来再弄，这几天先靠老黄看水尺。",
        ),
        turn(
            "我跟你讲下我们一天是怎么搞的，你心里有个数。早上七点筏工到码头，先检查电机、电瓶、筏子上的座椅绑得牢不牢，"
            "八点半旅行社的大巴陆续到，客人在码头排队，我们按号派筏。一条筏坐四个客人加一个筏工，" + f("number", "一条筏二百八十元")
            + "，筏工那边是" + f("number", "筏工跑一趟提成六十元") + "，旺季一天能跑三趟。上筏之前有条规矩是铁的："
            + f("constraint", "没穿好救生衣的筏子一律不准离岸") + "，扣子没扣、带子没系的都不行，筏工要一个个看过。"
            "中午筏工在兴坪那边吃碗米粉，搭车回杨堤再跑下午的。哪个筏工今天跑了几趟，都记在 " + f("path", "~/竹筏队/筏工名册.xlsx")
            + " 里头，月底按这个算钱。下雨天客人少，水涨得太高就封航，全队歇。",
            "明白了：四个客人一条筏，二百八一条，筏工一趟提六十，救生衣没穿好不离岸。趟数都记在名册那张表里。",
        ),
        turn(
            "还有，上礼拜出了个事，吓得我几天没睡好。一个上海来的客人，坐的是 " + f("identifier", "GLYD-ZF-0217")
            + " 那条筏，到了九马画山那里他站起来拍照，筏子一晃，人就翻到江里头去了。还好穿了救生衣，筏工一把给他捞上来，"
            "手机是没得了，人在码头上骂了半天。从那以后我在群里讲死了：" + f("constraint", "筏子走起来客人不准站起来拍照")
            + "，要拍坐着拍，筏工看到有人站起来就停筏。",
            "这个要一直坚持。我有个想法：" + f("rejected", "在每条筏上装音箱放讲解")
            + "，一边介绍九马画山、黄布倒影这些景，一边反复提醒客人坐着拍照、别站起来。",
        ),
        turn(
            "四十六个音箱，一个几百块，江上四十几条筏子一起哇哇叫，吵得要死，管委会肯定有意见，电瓶也顶不住。"
            "我看这样：在筏头贴一张二维码，客人拿自己手机扫了听讲解，里头顺带讲一句坐着拍照，这个便宜，也不吵。",
            ("好，那就做二维码。我先把讲解词的稿子起个头，录好音放到 H5 上，二维码指过去。", [
                call("edit", "ok", path="/home/jiang/zhufa-h5/src/pages/jiangjie.html",
                     old="<!-- 讲解内容 -->",
                     new="<!-- 讲解内容 -->\n<p>温馨提示：竹筏行进中请坐着拍照，不要站起来。</p>\n<audio src=\"/audio/jiangjie-yangdi-xingping.mp3\" controls></audio>"),
            ]),
            "讲解页的架子搭好了，录音好了放进去就能用。",
        ),
    )
    r2 = (
        turn(
            "我们卖票那个 H5 是桂林一家网络公司帮我们做的，代码他们拷了一份放在 " + f("path", "/home/jiang/zhufa-h5")
            + "。他们讲改了东西要在那个文件夹里打 " + f("command", "npx gulp build --env production")
            + "，打出来再传上去。你把讲解那页打进去，顺便看下能不能打得过。",
            ("我在 H5 的文件夹里打一次正式包。", [
                call("bash", long_log(52, "zhufa-gulp", gulp_tail), error=True,
                     command="cd /home/jiang/zhufa-h5 && npx gulp build --env production"),
            ]),
            "前面的样式和脚本都打好了，卡在最后算价钱那一步：它要读一个 2025 年的价格文件 price-2025.json，文件夹里没有这个文件，"
            "整个包就打不出来。网络公司那边应该知道这个文件是做什么的。",
        ),
        turn(
            "哦，这个我晓得。竹筏的价钱不是我们自己定的，每年要报物价局批，今年的批复还没下来，网络公司不敢乱写，就空在那里。"
            "去年的价钱也不能拿来顶，万一今年批的不一样，客人投诉起来讲不清。那就等批复下来再打包吧。",
            "好，H5 打包等物价局的批复下来、网络公司放上价格文件以后再打。",
        ),
        turn(
            "阳朔一个旅行社的小韦刚给我发了条微信语音，讲他们想搞个夜游的线路，叫我们" + f("rejected", "晚上八点以后放夜游筏")
            + "，筏头挂灯笼，讲城里人就喜欢这种。",
            "你觉得能搞吗？",
        ),
        turn(
            "晚上江上黑咕隆咚的，哪里有礁石、哪里是浅滩一个都看不到，出了事哪个负得起？海事那边也从来没批过夜航。",
            "明白，那夜游就不做，筏子还是白天放。",
        ),
        turn(
            "还有，网络公司讲 H5 收钱那块要填我们的微信支付商户号，号码是 " + f("identifier", "1604283917")
            + "，你记下来，他们问起来你告诉他。",
            "记下了。我还有个建议：H5 首页顶上加一条“今日封航”的横幅，水位太高封航的时候你在后台点一下就亮起来，"
            "客人下单之前就看到了，省得大老远跑来码头又退票。",
        ),
        turn(
            "这个要得，加上。",
            ("我在首页加上封航横幅，后台一个开关控制。", [
                call("edit", "ok", path="/home/jiang/zhufa-h5/src/pages/index.html",
                     old="<header class=\"top\">",
                     new="<div class=\"closed-banner\" data-if=\"config.closedToday\">今日漓江封航，竹筏暂停，已购票的客人全额退款。</div>\n<header class=\"top\">"),
            ]),
            "加好了，等价格文件到了跟着一起打包上线。",
        ),
        turn(
            "对了，昨天我老婆的表哥打电话来，他在北海做船的生意，讲现在都兴大船，叫我们干脆" + f("rejected", "把竹筏换成玻璃钢游船")
            + "，一条船能坐二三十个人，一趟顶我们好几条筏。这个事太大了，我要想一下。",
            "好，这个先放着，你想好了再说。",
        ),
    )
    r3 = (
        turn(
            "表哥那个事我想好了，不换。管委会早就讲过，杨堤这段只准走竹筏样子的，游船要另外批，批不下来的。"
            "再讲一条船几十万，我们哪来这么多钱，换了船四十几个筏工一大半要没得事做，都是村里的人。你帮我回他几句，客气点，毕竟是亲戚。",
            "可以这样讲：“表哥，谢谢你替我们操心。换船的事我问过了，管委会规定杨堤这段只能走竹筏，游船批不下来，"
            "我们队的筏工也都指着这个吃饭，暂时就不换了。你那边有什么好的电瓶、电机，倒是可以给我们介绍介绍。”",
        ),
        turn(
            "行，就这么讲。还有你帮我" + f("pending", "把每个筏工这个月跑了几趟统计出来")
            + "，月底要发提成，去年就有筏工讲我算少了他的，今年我要一个一个列清楚。",
            "好，我从筏工名册那张表里按人统计这个月的趟数，一人一行列出来。H5 和水位的事先挂着，这个我排在后面做。",
        ),
        turn(
            "嗯。还有个事我心里一直没底，外面都在传管委会要把兴坪那个下船的码头往下游挪，" + f("pending", "兴坪码头今年搬不搬")
            + "？要是搬了，我们的线路要改，客人坐的时间也不一样了。上次开会我问了，管委会的人讲还在研究。",
            "这个现在没有人能给准话，只能等管委会定。我先记着这个问题，定下来了再帮你改线路和时间。",
        ),
    )
    later = (
        (5, (
            turn(
                "管委会刚发通知，筏工的健康证要统一查，" + f("pending", "四月二十五号之前把筏工健康证到期名单交给管委会")
                + "，哪个快到期了都要列出来。",
                "好，我从筏工名册里把健康证的到期日期筛出来，四月二十五号之前把名单做好给你交上去。",
            ),
        )),
        (10, (
            turn(
                "筏工跑了几趟那个，统计出来没得？",
                "还没统计完，还在待办上：把每个筏工这个月跑了几趟统计出来。名册里有几天是手写补的，我在对。",
            ),
        )),
    )
    return Scripted(
        name="fresh42-zhufa", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh42=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- jiuzhuang
def _jiuzhuang() -> Scripted:
    f = Builder()
    nuxt_tail = (
        "ℹ Building client...\n"
        "ℹ vite v5.4.8 building for production...\n"
        "ℹ transforming...\n"
        "ℹ ✓ 412 modules transformed.\n"
        " ERROR  " + f("failure", "Nuxt Build Error: [vite]: Rollup failed to resolve import \"~/assets/img/marselan-2022-giftbox.jpg\" from \"/srv/helanshan-shop/components/GiftBox.vue\".")
        + "\nThis is most likely unintended because it can break your application at runtime.\n"
        "If you do want to externalize this module explicitly add it to\n"
        "`build.rollupOptions.external`\n"
        "    at viteWarn (node_modules/vite/dist/node/chunks/dep-CDnG8rE7.js:65589:17)\n"
        "    at onRollupWarning (node_modules/vite/dist/node/chunks/dep-CDnG8rE7.js:65621:5)\n"
        "    at onwarn (node_modules/vite/dist/node/chunks/dep-CDnG8rE7.js:65284:7)\n"
        "\n ERROR  Nuxt Build Error: process exited with code 1"
    )
    r1 = (
        turn(
            "你好，我叫杨慧，跟我老公老马在贺兰山下面开了个尕酒庄，叫慧园，三十来亩地，酿赤霞珠和马瑟兰。酒窖里有个小电脑，"
            "马工帮我们装的，他是银川城里搞电脑的朋友，每半个钟头记一次罐子和酒窖的温度，手机上能看曲线，脚本在 "
            + f("path", "/home/pi/cellar/log_temp.py") + "。从昨天下午开始曲线就不动了，一直停在那儿，正发酵的时候我心里慌得很，你帮我看看。",
            ("我先看一下小电脑现在的时间和最后一次记录，再手动记一次。", [
                call("bash",
                     "Thu Sep 12 17:40:21 CST 2024\n"
                     " temp humidity\n\n"
                     "1726221600: 18.1 63\n"
                     + f("failure", "ERROR: /var/lib/cellar/tank03.rrd: illegal attempt to update using time 1726134021 when last update time is 1726221600 (minimum one second step)"),
                     error=True,
                     command="cd /var/lib/cellar && date && rrdtool lastupdate tank03.rrd && "
                     + f("command", "rrdtool update tank03.rrd N:17.8:64")),
            ]),
            "温度记录本身是好的，问题在小电脑的钟上：它以为现在是 12 号下午五点多，可最后一条记录是 13 号晚上六点的，"
            "它往回倒了一天多。记温度的那个工具不许往“过去”写，所以从昨天起一条都没写进去。这种小电脑没有电池，"
            "断过电以后要靠上网对时间，多半是连不上网了。",
        ),
        turn(
            "哎，你这么一说我就明白了。酒窖里那个上网的 4G 路由器，卡停机了，前天就没信号。那张卡是以前在我们这干活的小苏用他身份证办的，"
            "小苏去兰州了，营业厅说要本人拿身份证去才能复机。马工也交代过，那个小电脑的时间别自己乱改，改乱了曲线就对不上了。"
            "那就先这样吧，这几天让老马一天三回下去拿温度计看，记在本子上。",
            "好，温度曲线先停着，等 4G 卡复机、小电脑自己对上时间再看。这几天靠老马手记。",
        ),
        turn(
            "我给你谝谝我们这几天是咋忙的。九月是摘葡萄的时候，天不亮就下地，趁凉快摘，太阳一上来葡萄就热了。摘下来的筐子拉回来，"
            "先在分拣台上把烂果子、叶子挑干净，再进破碎机。我们有个死规矩：" + f("constraint", "葡萄摘下来当天必须进罐")
            + "，哪怕干到半夜也得弄完，放一夜就开始自己发了，酒就不干净了。进罐以后控温发酵，发完了转到橡木桶里下酒窖，"
            + f("number", "酒窖一年到头保持十四度") + "。卖得最好的是马瑟兰，" + f("number", "马瑟兰一瓶二百六十八元")
            + "，赤霞珠便宜些。我们有正经的食品生产许可证，号是 " + f("identifier", "SC11564010500317") + "，标签上都印着。",
            "明白了：当天摘当天进罐，酒窖常年十四度，马瑟兰二百六十八一瓶。许可证号我也记下了。",
        ),
        turn(
            "还有个事，上礼拜差点出人命。发酵的时候罐子里往外冒二氧化碳，看不见闻不着，我们的小工小何一个人下到罐区去压酒帽，"
            "压着压着就头晕，从梯子上栽下来了，幸亏老马下去拿东西看见了，把他拖出来，在外头缓了半天才缓过来。打那以后定了："
            + f("constraint", "发酵期间进罐区必须两个人一起") + "，先开排风扇，一个人干活一个人在门口盯着。",
            "这个一定要守住。罐区门口最好贴一张醒目的牌子，写清楚两个人一起、先开风扇。",
        ),
        turn(
            "牌子老马已经写上贴了，红纸黑字的。",
            "好，那这条就这么执行。",
        ),
    )
    r2 = (
        turn(
            "我们在网上卖酒的那个小网店，是银川城里一个工作室做的，东西放在 " + f("path", "/srv/helanshan-shop")
            + "。今年新做了一款马瑟兰礼盒，他们把礼盒那一页写好了，留了个条子说上线之前要敲 " + f("command", "npx nuxi build")
            + "。你帮我弄一下，看能不能上。",
            ("我在网店的文件夹里编一次。", [
                call("bash", long_log(48, "helanshan-nuxt", nuxt_tail), error=True,
                     command="cd /srv/helanshan-shop && npx nuxi build"),
            ]),
            "编到最后卡住了：礼盒那一页要用一张礼盒的照片 marselan-2022-giftbox.jpg，文件夹里没有这张图，所以整个网店编不出来。"
            "把照片放进去就能过。",
        ),
        turn(
            "照片哪来呀，礼盒还在西安的印刷厂印着呢，盒子都没见着，拿啥拍？工作室说可以先放张电脑做的效果图，我不干，"
            "上回就是效果图跟实物不一样，好几个客人说我们骗人。等盒子到了，让摄影师拍了真的再说。",
            "好，礼盒那页先不上，等盒子到了拍好照片再编。",
        ),
        turn(
            "今天收到一封邮件，是石家庄一个做经销的王总发的，说看上我们的马瑟兰了，想一次要五千瓶，" + f("rejected", "贴他们的牌子做贴牌酒")
            + "，价钱给得还行，他自己拿去卖。",
            "五千瓶量不小。你怎么想？",
        ),
        turn(
            "不干。",
            "好，我帮你回一封邮件，客气地说不做贴牌。",
        ),
        turn(
            "嗯。还有，网店上那款马瑟兰，是二二年的，在七号桶里放了十八个月，今年三月装的瓶，批次号是 " + f("identifier", "MSL22-B07")
            + "。老有客人问这酒是哪年的、在桶里放了多久。",
            "我有个建议：每个商品页上都写上桶号和装瓶日期，客人一看就知道，懂酒的人也信这个。",
        ),
        turn(
            "这个攒劲，弄上。",
            ("我在商品页的模板里加上桶号和装瓶日期两栏。", [
                call("edit", "ok", path="/srv/helanshan-shop/components/WineSpec.vue",
                     old="<dt>年份</dt><dd>{{ wine.vintage }}</dd>",
                     new="<dt>年份</dt><dd>{{ wine.vintage }}</dd>\n      <dt>桶号</dt><dd>{{ wine.barrel }}</dd>\n"
                         "      <dt>装瓶日期</dt><dd>{{ wine.bottledOn }}</dd>"),
            ]),
            "加好了，等网店能编的时候一起上线。说到商品页，好多客人现在在意健康，我想可以在" + f("rejected", "详情页上写‘零添加’")
            + "，看着放心，卖得也好。",
        ),
        turn(
            "那不成，我们酒里是加了二氧化硫的，防氧化的，标签上都印着“含二氧化硫”。写个零添加那就是哄人，"
            "市场监管的人查到了要罚款的，前年隔壁那家就因为这个罚了好几万。",
            "明白，那详情页照实写，配料里写清楚含二氧化硫。",
        ),
    )
    r3 = (
        turn(
            "老马昨天跟我说，他弟弟出了个主意，叫我们" + f("rejected", "拿二十亩地改种阳光玫瑰搞采摘")
            + "，说城里人周末爱开车来摘葡萄，一斤能卖二三十。我当时没吭声，说我先算算账。",
            "好，这个先放着，你算好了再说。",
        ),
        turn(
            "账我算过了，不弄。阳光玫瑰这两年种的人太多了，价钱早就塌了，批发才几块钱一斤。我们那些酿酒的葡萄树是八年前种下的，"
            "刨了可惜，再说酒庄就是酒庄，不搞那个。你帮我写几句话，让老马发给他弟弟，别伤了和气。",
            "可以这样写：“兄弟，你的主意我们认真想了。现在阳光玫瑰种的人太多，价钱下来了，我们的酿酒葡萄树也养了八年，"
            "舍不得刨，这回就不改种了。你要是有朋友想来酒庄参观品酒，随时带过来，我们好好招待。”",
        ),
        turn(
            "行，就这么写。你再帮我" + f("pending", "把去年每个批次卖了多少瓶汇总一下")
            + "，我要看看哪个批次卖得快，明年多酿哪个。网店后台能导出来，线下卖的我有个本子。",
            "好，网店后台的订单我按批次号加起来，线下的等你把本子拍给我再合进去。温度和礼盒的事先挂着，这个我排在后面做。",
        ),
        turn(
            "还有个事我一直惦记着，" + f("pending", "今年产区还评不评列级酒庄")
            + "？前几年评过一回，我们那会儿还太小没资格，今年想试试，可产区管委会到现在也没发通知，问了也说不知道。",
            "这个现在没人能给准话，只能等产区管委会的通知。我先记着，有通知了再帮你准备材料。",
        ),
    )
    later = (
        (5, (
            turn(
                "礼盒印刷厂说这两天就发货了，" + f("pending", "中秋之前把礼盒装的详情页上线")
                + "，中秋送礼的人多，错过了就白做了。",
                "好，盒子一到、照片拍好我就把礼盒页编上去，中秋之前上线。",
            ),
        )),
        (10, (
            turn(
                "上回让你汇总的那个批次卖了多少瓶，弄好没有？",
                "还没弄完，还在待办上：把去年每个批次卖了多少瓶汇总一下。网店的已经加好了，线下那个本子还等你拍给我。",
            ),
        )),
    )
    return Scripted(
        name="fresh42-jiuzhuang", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh42=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- errenzhuan
def _errenzhuan() -> Scripted:
    f = Builder()
    grunt_tail = (
        "Running \"clean:dist\" (clean) task\n"
        ">> 1 path cleaned.\n\n"
        "Running \"less:prod\" (less) task\n"
        ">> 1 stylesheet created.\n\n"
        "Running \"uglify:tickets\" (uglify) task\n"
        ">> 1 file created 48.2 kB → 19.7 kB\n\n"
        "Running \"uglify:seatmap\" (uglify) task\n"
        + f("failure", "Warning: Unable to read \"src/js/seatmap-hall2.js\" file (Error code: ENOENT). Use --force to continue.")
        + "\n\nAborted due to warnings."
    )
    r1 = (
        turn(
            "哎你好你好，我是铁岭刘家大戏院的，姓刘，大伙儿都管我叫刘姐。我们这儿是唱二人转的小剧场，一楼大厅两百来个座。"
            "舞台边上有台电脑，无线麦的声儿都走它，录音也是它录。今儿下午演员试麦，电脑上一点声儿都没有，麦克风那个小绿灯倒是亮着。"
            "晚上七点就开演了，你赶紧帮我瞅瞅咋整。",
            ("我先看一下电脑认没认到无线麦的接收器，再把它设成默认的输入。", [
                call("bash",
                     "Bus 002 Device 001: ID 1d6b:0003 Linux Foundation 3.0 root hub\n"
                     "Bus 001 Device 004: ID 046d:c52b Logitech, Inc. Unifying Receiver\n"
                     "Bus 001 Device 002: ID 8087:0a2b Intel Corp. Bluetooth wireless interface\n"
                     "Bus 001 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub\n"
                     "0\talsa_output.pci-0000_00_1f.3.analog-stereo.monitor\tmodule-alsa-card.c\ts16le 2ch 44100Hz\tSUSPENDED\n"
                     "1\talsa_input.pci-0000_00_1f.3.analog-stereo\tmodule-alsa-card.c\ts16le 2ch 44100Hz\tSUSPENDED\n"
                     + f("failure", "Failure: No such entity"),
                     error=True,
                     command="lsusb; pactl list short sources; "
                     + f("command", "pactl set-default-source alsa_input.usb-0c76_USB_PnP_Audio_Device-00.mono-fallback")),
            ]),
            "电脑压根没认到那个无线麦的接收器：USB 设备里只有键盘鼠标和蓝牙，没有接收器，声音输入里也只剩电脑自带的那个，"
            "所以设它当默认输入的时候报“没有这个设备”。麦克风的灯亮说明麦是好的，毛病在接收器或者它插的那个口上。",
        ),
        turn(
            "哎呀妈呀，想起来了。昨儿晚上有个客人喝多了，一杯啤酒全扣调音台上了，那接收器就搁台子边上，估计是泡了。"
            "音响师老贾今儿一早拿去沈阳修了，他走的时候特意嘱咐，那个口是他专门调好的，别的东西别往上插，等他修好回来自己装。"
            "那今晚就先用有线麦对付吧，演员拽着线唱，不耽误。",
            "好，无线麦这块等老贾修好接收器回来再装，今晚先用有线麦。",
        ),
        turn(
            "我跟你唠唠我们这一晚上咋过的，你心里有个数。六点开门，客人进来先嗑瓜子喝茶，七点开演，" + f("number", "一晚上演三个半小时")
            + "，中间不歇。先上开场小帽，然后一副架一副架地上，正戏、说口、绝活，手绢扔到房梁上再接住那种，观众最稀罕。"
            "票分三种，" + f("number", "前排票一百二十八元") + "，中间的八十，后头的五十。我们这儿演员有一条铁规矩："
            + f("constraint", "上台之前谁也不许沾酒") + "，客人敬的酒也不行，演完了爱咋喝咋喝，喝了酒上台嘴就瓢了，手绢也接不住。"
            "每场的录音存在 " + f("path", "~/演出录音/周末场") + " 里头，小董挑好玩的剪成小段，发到我们快手号 "
            + f("identifier", "ks_liujiadaxiyuan") + " 上，现在也有一万多粉丝了。",
            "明白了：七点开演，三个半小时，前排一百二十八，演员上台前不喝酒。录音存在周末场那个文件夹，剪了发快手号。",
        ),
        turn(
            "还有个事，说起来我就来气。上礼拜六有个客人喝大了，演到一半他自个儿爬上台去了，要抢我们女演员的手绢，还要搂人家，"
            "我们男演员去拦，他一脚踩空从台上掉下来，脑袋磕了个包，他家里人还来闹，说我们台子太高。从那以后我定了："
            + f("constraint", "观众一律不准上台") + "，以前请观众上台互动的那段也不整了，要互动就演员下台去。",
            "这条得让客人都知道。我建议两处都写上：票面上印一行“观众请勿上台”，开演前再放一遍广播提示，客人喝多了也听得见。",
        ),
        turn(
            "这个行，整吧。",
            ("我先把开演前的广播词加上这一句，票面那行等下回改售票网站的时候一起加。", [
                call("edit", "ok", path="/home/liu/广播/开场提示.txt",
                     old="演出期间请将手机调成静音。",
                     new="演出期间请将手机调成静音。为了大家的安全，观众朋友请勿上台，演员会下台和您互动。"),
            ]),
            "广播词改好了，今晚开演前就能放。",
        ),
    )
    r2 = (
        turn(
            "我们卖票那个网站是好些年前一个网络公司给做的，现在是我姑爷小董帮着管，东西在 " + f("path", "/var/www/daxiyuan-tickets")
            + "。他说改完了要敲 " + f("command", "grunt build --target=prod") + " 才能生效。你把票面上那行“观众请勿上台”加上，完了弄一下。",
            ("我先在票面模板上加那一行，再编一次。", [
                call("edit", "ok", path="/var/www/daxiyuan-tickets/src/tpl/ticket.html",
                     old="<p class=\"notice\">请提前二十分钟入场</p>",
                     new="<p class=\"notice\">请提前二十分钟入场</p>\n<p class=\"notice\">观众请勿上台</p>"),
                call("bash", long_log(44, "daxiyuan-grunt", grunt_tail), error=True,
                     command="cd /var/www/daxiyuan-tickets && grunt build --target=prod"),
            ]),
            "票面那行加上了，可整个网站没编过去：它要读一个二号厅的座位图 seatmap-hall2.js，文件夹里没有这个文件，编到那儿就停了，"
            "改的东西也就上不去。",
        ),
        turn(
            "二号厅是今年刚装修的，楼上那个小厅。座位图小董还没画呢，消防的还没来验收，到底让摆多少个座、咋摆，得等人家验完了说了算。"
            "小董说了，这个文件他来弄，别人别瞎整。那就先这么着，等消防验完再说。",
            "好，售票网站先不编，等消防验收完、小董把二号厅座位图画好再一起上线。",
        ),
        turn(
            "沈阳一个旅行社的导游小邹今儿给我打电话，说他们天天有旅游团来铁岭，想" + f("rejected", "每晚包前三排只给半价")
            + "，说他给我送人来，我得让利。",
            "前三排是最贵的座，天天半价的话你一个月少收不少。你打算咋回他？",
        ),
        turn(
            "我跟他掰扯了半天，天天那是不可能的，礼拜五礼拜六前排自个儿就卖得光光的。我说只能礼拜二礼拜三两个晚上，前三排给他打八五折，"
            "他想了想说行，就这么定了。你给我在表里记一笔。",
            ("记到团队订座那张表里。", [
                call("edit", "ok", path="/var/www/daxiyuan-tickets/data/tuandui.csv", old="# end",
                     new="沈阳旅行社小邹,每周二周三,前三排,八五折\n# end"),
            ]),
            "记上了：礼拜二礼拜三，前三排，八五折。",
        ),
        turn(
            "还有，消防给我们发的那个安全检查合格证，号是 " + f("identifier", "TLXF-2024-0183")
            + "，街道办的人说网站上、大厅墙上都得挂出来。你给记着，网站能编的时候一块儿加上。",
            "记下了。说到快手号，我有个想法：现在好多剧场都在" + f("rejected", "搞直播刷礼物打赏")
            + "，我们晚上演出的时候开个直播，粉丝刷礼物也是一笔进项。",
        ),
        turn(
            "不整。",
            "好，直播不搞，快手还是发剪好的小段。",
        ),
    )
    r3 = (
        turn(
            "我跟你说，我小姑子前两天在我们家族群里张罗，说散场的时候人多，让我们在" + f("rejected", "剧场门口支烧烤摊")
            + "，撸串喝啤酒，准能挣钱。我还没拿定主意呢，今儿街道办的人来了，说我们这楼是人员密集场所，门口不让动明火，"
            "消防那边也是这个话。得，这事儿黄了。",
            "那就不弄了。散场卖点不用火的东西倒还行，瓶装饮料、瓜子啥的，以后要整再说。",
        ),
        turn(
            "嗯，那个以后再唠。你帮我" + f("pending", "把演员这个月的出场费算出来")
            + "，一场一人多少钱，谁上了几场，月底得给人发钱，去年就有个演员说我少给他算了一场。",
            "好，我按每场的节目单把谁上了几场数出来，再乘出场费。你把节目单和每人一场的价钱发我。无线麦和网站的事先挂着，这个我排在后面做。",
        ),
        turn(
            "还有个事我心里一直没底，" + f("pending", "二号厅到底能批多少个座")
            + "？装修的时候按一百个座弄的，可消防的人来看过一眼说楼梯窄，得看验收，多少个座到时候才知道。这直接关系到票能卖多少。",
            "这个现在谁也说不准，只能等消防验收。我先记着这个问题，批下来了再帮你算二号厅的票。",
        ),
    )
    later = (
        (5, (
            turn(
                "天冷了，好几个演员要回老家过冬，" + f("pending", "十一月底之前把冬季的演员排班表排出来")
                + "，谁走谁留我晚上拉个单子给你。",
                "好，等你的单子到了就排冬季的演员排班表，十一月底之前给你。",
            ),
        )),
        (10, (
            turn(
                "上回让你算的演员出场费，算出来没？",
                "还没算完，还在待办上：把演员这个月的出场费算出来。节目单有两天没拍全，我先把全的算上。",
            ),
        )),
    )
    return Scripted(
        name="fresh42-errenzhuan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh42=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_laoqiang(), _zhufa(), _jiuzhuang(), _errenzhuan())
