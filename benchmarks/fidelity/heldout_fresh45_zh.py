"""Forty-fifth fresh held-out set (Chinese): written blind while the thirty-fourth round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be
first run, with its other half, against the thirty-fourth round's rules; committed before its first run
and not to be edited after it. ``heldout_fresh45.py`` is the English half, written separately by another
writer.

How it was written:
Domains (grepped unused with ``grep -il``, file names only; the briefed cities Shaoxing, Anji, Yangshuo and
Yixing and the trades rock climbing and zisha were already taken, so each was swapped): a black-awning boat
fleet in Anchang old town, Keqiao; a white-tea co-operative by Tianmu Lake, Liyang; a rock-climbing guide
at the Getu River, Ziyun; a Jianshui purple-clay pottery web shop. Proposals come from the assistant, a
Shanghai tour agency on the phone, the owner's son on WeChat, a live-selling company by e-mail, the
chairwoman's brother-in-law on the phone, the scenic area's management committee (relayed by the village
head), a Shanghai travel agency on WeChat, a live-streaming agency (through the owner's cousin) and the
Jianshui pottery association (relayed by its secretary). Failures are multi-line blocks from openvpn,
rdiff-backup, a shell script around qrencode, unison, autossh (through journalctl), sshfs, rembg and
electron-builder; each is left unresolved for a reason given in the dialogue. Routine work
(``routine_zh``) is this file's own: a township clinic's vaccination appointment records, a Frappe app
run with ``bench``; it has turns that look like facts (a rule of thumb, accepted suggestions, numbers,
paths) and are not planted.

Descriptions (written before the dialogue):
- wupeng: 阮师傅 runs a fleet of twelve black-awning boats in 安昌古镇; his nephew 小谢 set up the ticket
  PC, which reaches the scenic area's ticketing network over OpenVPN, and backs the ticket data up with
  rdiff-backup to the tourism company's server. Rules: inside a long account of a day on the river, every
  passenger wears a life jacket, babies in arms too; after a tourist stood up under a stone bridge and hit
  his head, nobody stands up while the boat goes under a bridge. Proposals: the assistant's night boats
  with lanterns (a reason alone: the 街道办 allows no boats on the river at night, the boatmen are old); a
  Shanghai tour agency's half-price group tickets on the phone (countered: 20% off and group boarding
  first, accepted); the son's colourful painted boats for Douyin, on WeChat (put off, refused a round later:
  the old town's committee says the boats stay black); the assistant's "stay seated under bridges" line on
  the printed ticket is accepted. Numbers: a whole boat 180 yuan; a round trip 40 minutes. Identifiers: the
  merchant number ACGZ-SH-0086; the backup host backup.kqly-tour.cn. Failures: openvpn's account is
  expired (the 管委会 信息科 renews accounts only after the National Day holiday); rdiff-backup's versions
  differ (the server is the tourism company's, only their IT 小潘 may upgrade it). Open: trips per boat this
  month (asked again later); whether the old town will put all boats under the tourism company next year
  (the 街道办 hasn't said); a later ask for the Golden Week rota in the boatmen's group by next Wednesday.
- baicha: 吴大姐 chairs a white-tea co-operative by 天目湖 in 溧阳; her nephew 小邵 wrote a script that makes
  traceability QR labels with qrencode, and the office PC and the tea-factory laptop are synced with unison.
  Rules: inside a long account of the picking season, fresh leaf goes into the spreading room within four
  hours of coming down the hill; after outside leaf was found mixed in, no leaf is taken without its tea
  garden number written down on the spot. Proposals: a live-selling company's e-mail to sell all the
  pre-Qingming tea (countered: 200 jin only, agreed); the assistant's picking machines (bluntly no); the
  brother-in-law's paid picking festival on the phone (put off, refused a round later: no money, the
  pickers are needed on the hill); the assistant's picking date on the label is accepted. Numbers: top
  grade fresh leaf 160 yuan a jin; four jin of fresh leaf make one jin of dry tea. Identifiers: the
  traceability code LY-ZS-320481-0093; the food production licence SC11432048100731. Failures: qrencode's
  data is too long for the label's version (the label size is fixed, the county platform promised short
  links and hasn't sent them); unison's archive is missing on one side (the other laptop is with the
  accountant at a training course, and 小邵 says not to touch archives without both sides). Open: each
  member's fresh leaf total this year (asked again); whether the province still pays the white-tea subsidy
  next year (nobody knows); a later ask for the new label proof to the printer before May Day.
- panyan: 韦小龙 guides rock climbing at the 格凸河 in 紫云; his friend 阿峰 set up an autossh tunnel from the
  inn's mini PC to a cloud server for the booking page; the inn owner 杨老板's old computer holds the
  clients' photos. Rules: inside a long account of a guiding day, he checks every client's harness and
  figure-eight knot himself before they climb; after a falling stone hit a bystander, nobody goes near the
  foot of the wall without a helmet. Proposals: the assistant's night climbing (a reason alone: loose rock
  nobody can see at night, the bats); an outdoor company's new bolted routes in the 燕子洞 (refused by the
  scenic area's management committee, relayed by the village head on the phone); a Shanghai agency's whole
  National Day week on WeChat (countered: three days at full price); the assistant's height and weight on
  the booking form is accepted. Numbers: a half-day taster 380 yuan a person; the highest line is 90 m.
  Identifiers: the relay host relay.getu-climb.cn; his instructor certificate CMA-PY-2019-0462. Failures:
  autossh's host key check fails (阿峰 reinstalled the server and is leading a group in the mountains with
  no signal); sshfs gets no SFTP subsystem (杨老板 lets nobody change his computer and is in Guiyang).
  Open: this year's clients by province (asked again); who bolted the old 燕子洞 line and whether the
  bolts can be trusted (nobody knows); a later ask for the winter price list on the booking page before
  1 November.
- zitao: 普姐 runs a web shop for Jianshui purple-clay pots her husband throws in 碗窑村; her cousin 小李 wrote
  an Electron app for printing shipping labels; product photos get their backgrounds removed with rembg.
  Rules: inside a long account of a shop day, every pot is filled with water and checked for leaks before
  packing; after a pot broke in the post, pots over 500 yuan go in double boxes with pearl cotton.
  Proposals: the assistant's 9.9-yuan small-cup flash sale (put off, refused a round later: the husband
  says it cheapens hand-made and the kiln has no room); a live-streaming agency's three-year exclusive
  contract, through the cousin 表姐 (bluntly no); a wholesaler's own brand stamped on the pot bottoms
  (refused by the Jianshui pottery association, relayed by its secretary); the assistant's leak-test video
  with each shipping message is accepted. Numbers: an ordinary pot 280 yuan; a firing takes 36 hours.
  Identifiers: the credit code 92532524MA6N8XK73Q; the YTO monthly account KM88301752. Failures: rembg
  can't download its model from GitHub (小李 will send the file from Kunming); electron-builder wants wine
  for a Windows build (普姐 won't install it on the old shop computer; 小李 will build it on his own). Open:
  this year's returns by reason (asked again); whether the village's dragon kiln may still burn wood next
  year (the environment bureau hasn't said); a later ask for the new products' detail pages before 11.11.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a township clinic's vaccination appointments (Frappe + bench)
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "我在预约单上加了个“第几针”的字段，migrate 的时候报错了，你看看。",
                ("我先在站点上跑一遍 migrate。", [
                    call("bash",
                         "Migrating wsy.local\n"
                         "Updating DocTypes for frappe        : [========================================] 100%\n"
                         "Updating DocTypes for jiezhong      : [================                        ] 40%\n"
                         "Traceback (most recent call last):\n"
                         "  File \"apps/frappe/frappe/model/sync.py\", line 97, in sync_for\n"
                         "    import_file_by_path(doc_path, force=force, ignore_version=True)\n"
                         "  File \"apps/frappe/frappe/core/doctype/doctype/doctype.py\", line 1311, in check_unique_fieldname\n"
                         "    frappe.throw(msg, UniqueFieldnameError)\n"
                         "frappe.core.doctype.doctype.doctype.UniqueFieldnameError: Vaccination Appointment: Fieldname dose_no appears multiple times in rows 4, 9",
                         error=True, command="bench --site wsy.local migrate"),
                ]),
                ("预约单的 JSON 里 dose_no 出现了两次，第 9 行那个是后来在界面上又拖了一个。我把重复的删掉，再 migrate。", [
                    call("edit", "ok", path="apps/jiezhong/jiezhong/jiezhong/doctype/vaccination_appointment/vaccination_appointment.json",
                         old="{\"fieldname\": \"dose_no\", \"fieldtype\": \"Int\", \"label\": \"剂次\"},\n",
                         new=""),
                    call("bash", "Migrating wsy.local\nUpdating DocTypes for jiezhong      : [========================================] 100%\n"
                                 "Updating Dashboard for jiezhong\nQueued rebuilding of search index for wsy.local",
                         command="bench --site wsy.local migrate"),
                ]),
                "过了。以后改 DocType 最好只在一个地方改，要么界面要么 JSON，两边一起动很容易出这种重复。",
            ),
        )
    if k == 1:
        return (
            turn(
                "护士站想每天早上看一眼当天约了多少人，按疫苗分开。",
                ("我做一个 Script Report，按疫苗名称分组计数。", [
                    call("edit", "ok", path="apps/jiezhong/jiezhong/jiezhong/report/today_by_vaccine/today_by_vaccine.py",
                         old="def execute(filters=None):\n\treturn [], []",
                         new="def execute(filters=None):\n\tcolumns = [\"疫苗:Data:160\", \"人数:Int:80\"]\n"
                             "\tdata = frappe.db.sql(\"\"\"select vaccine, count(*) from `tabVaccination Appointment`\n"
                             "\t\twhere appointment_date = curdate() and docstatus < 2 group by vaccine\"\"\")\n"
                             "\treturn columns, data"),
                    call("bash", "[[\"乙肝疫苗\", 7], [\"百白破\", 5], [\"麻腮风\", 3], [\"流感疫苗\", 12]]",
                         command="bench --site wsy.local execute jiezhong.jiezhong.report.today_by_vaccine.today_by_vaccine.execute"),
                ]),
                "报表出来了，今天一共 27 人，流感的最多。要不要把已取消的也单列一栏？",
            ),
            turn("不用，取消的不看。", "好，就按现在这样，只算没取消的。"),
        )
    if k == 2:
        return (
            turn(
                "测试挂了一个，好像是算月龄的。",
                ("我跑一下这个 app 的测试。", [
                    call("bash",
                         "....F.\n"
                         "======================================================================\n"
                         "FAIL: test_age_in_months (jiezhong.jiezhong.doctype.vaccination_appointment.test_vaccination_appointment.TestVaccinationAppointment)\n"
                         "----------------------------------------------------------------------\n"
                         "Traceback (most recent call last):\n"
                         "  File \"apps/jiezhong/jiezhong/jiezhong/doctype/vaccination_appointment/test_vaccination_appointment.py\", line 41, in test_age_in_months\n"
                         "    self.assertEqual(age_in_months(\"2025-01-31\", \"2025-07-30\"), 5)\n"
                         "AssertionError: 6 != 5\n\n"
                         "----------------------------------------------------------------------\n"
                         "Ran 6 tests in 1.382s\n\nFAILED (failures=1)",
                         error=True, command="bench --site wsy.local run-tests --app jiezhong"),
                ]),
                ("月龄是用天数除以 30 算的，月底出生的孩子会多算一个月。改成 relativedelta 按日历月算。", [
                    call("edit", "ok", path="apps/jiezhong/jiezhong/utils.py",
                         old="return (getdate(on) - getdate(born)).days // 30",
                         new="d = relativedelta(getdate(on), getdate(born))\n\treturn d.years * 12 + d.months"),
                    call("bash", "......\n----------------------------------------------------------------------\nRan 6 tests in 1.297s\n\nOK",
                         command="bench --site wsy.local run-tests --app jiezhong"),
                ]),
                "6 个都过了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "能不能前一天给家长发个短信提醒？老有人忘了来。",
                ("我在 hooks.py 里挂一个每天跑的任务，查第二天的预约。", [
                    call("edit", "ok", path="apps/jiezhong/jiezhong/hooks.py",
                         old="scheduler_events = {}",
                         new="scheduler_events = {\n\t\"cron\": {\"0 18 * * *\": [\"jiezhong.tasks.remind_tomorrow\"]}\n}"),
                    call("bash", "Scheduler is enabled for site wsy.local", command="bench --site wsy.local enable-scheduler"),
                ]),
                "每天晚上 6 点发第二天的提醒。我建议短信里只写孩子的姓、疫苗和时间，不写全名和身份证号。",
            ),
            turn("对，就这样，别把信息写全了。", "好，短信模板里只留姓、疫苗和时间段。"),
        )
    if k == 4:
        return (
            turn(
                "列表页那个状态颜色不显示了，前两天还好好的。",
                ("我先重新打一下前端的包。", [
                    call("bash",
                         "✘ [ERROR] Expected \";\" but found \"indicator\"\n\n"
                         "    ../jiezhong/jiezhong/public/js/appointment_list.js:7:10:\n"
                         "      7 │   get indicator(doc) {\n"
                         "        ╵           ^\n\n"
                         "1 error\nBuild failed",
                         error=True, command="bench build --app jiezhong"),
                ]),
                ("list settings 那个对象里 get_indicator 写成了 get indicator，少了个下划线，打包直接失败，页面用的还是旧的坏文件。", [
                    call("edit", "ok", path="apps/jiezhong/jiezhong/public/js/appointment_list.js",
                         old="get indicator(doc) {", new="get_indicator(doc) {"),
                    call("bash", "✔ Application Assets Linked\n\n  File                                   Size\n"
                                 "  dist/js/jiezhong.bundle.ZQ3R7K2D.js   3.14 KB\n\n✨  Done in 2.87s",
                         command="bench build --app jiezhong"),
                ]),
                "好了，刷新一下就能看到已接种是绿的、爽约是红的。",
            ),
        )
    return (
        turn(
            "院长问数据有没有备份，你帮我看看。",
            ("我手动备一次，带上附件。", [
                call("bash",
                     "Backup Summary for wsy.local at 2025-11-03 02:00:05.119283\n"
                     "Config  : ./wsy.local/private/backups/20251103_020005-wsy_local-site_config_backup.json 283.0B\n"
                     "Database: ./wsy.local/private/backups/20251103_020005-wsy_local-database.sql.gz         1.9MiB\n"
                     "Public  : ./wsy.local/private/backups/20251103_020005-wsy_local-files.tar               12.4MiB\n"
                     "Private : ./wsy.local/private/backups/20251103_020005-wsy_local-private-files.tar       40.0KiB\n"
                     "Backup for Site wsy.local has been successfully completed with files",
                     command="bench --site wsy.local backup --with-files"),
            ]),
            "备好了，库 1.9MiB，附件 12 兆多。自动备份也开着，我建议备份只留最近 7 天，再每周拷一份到院里的移动硬盘上。",
        ),
        turn("行，就按你说的。", "好，保留天数改成 7 天了，每周拷一份的事我写进了值班表。"),
    )


# ---------------------------------------------------------------- wupeng
def _wupeng() -> Scripted:
    f = Builder()
    vpn_tail = (
        "2025-09-27 08:41:17 OpenVPN 2.6.12 x86_64-pc-linux-gnu [SSL (OpenSSL)] [LZO] [LZ4] [EPOLL] [PKCS11] [MH/PKTINFO] [AEAD] [DCO]\n"
        "2025-09-27 08:41:17 TCP/UDP: Preserving recently used remote address: [AF_INET]115.238.91.26:1194\n"
        "2025-09-27 08:41:17 UDPv4 link local: (not bound)\n"
        "2025-09-27 08:41:17 UDPv4 link remote: [AF_INET]115.238.91.26:1194\n"
        "2025-09-27 08:41:18 VERIFY OK: depth=0, CN=acgz-vpn-gw\n"
        "2025-09-27 08:41:18 [acgz-vpn-gw] Peer Connection Initiated with [AF_INET]115.238.91.26:1194\n"
        + f("failure", "2025-09-27 08:41:19 AUTH: Received control message: AUTH_FAILED,account expired")
        + "\n2025-09-27 08:41:19 SIGTERM[soft,auth-failure] received, process exiting"
    )
    r1 = (
        turn(
            "喂，你好，我姓阮，在安昌古镇撑乌篷船的，我们一帮老兄弟一共十二条船，算是一个船队。售票亭里那台电脑是我外甥小谢弄的，"
            "要连到景区的售票系统上，游客扫码买的票才显示得出来。今朝早上开机，票一张都刷不出来，游客排了老长，"
            "我只好撕纸票。小谢说连景区用的是个什么 VPN，配置在 " + f("path", "/etc/openvpn/client/anchang-jingqu.conf")
            + "，你帮我看看是啥个毛病。",
            ("我用这个配置手动连一下，看它报什么。", [
                call("bash", long_log(36, "acgz-openvpn", vpn_tail), error=True,
                     command=f("command", "sudo openvpn --config /etc/openvpn/client/anchang-jingqu.conf")),
            ]),
            "网络是通的，也连到景区的服务器了，但是景区那边说这个账号过期了，不让进。这不是电脑的毛病，"
            "得景区那边把账号续上。",
        ),
        turn(
            "哦哟，账号是景区管委会信息科管的。我打了电话，那个小姑娘说国庆前后她们忙不过来，要节后统一续，让我们先卖纸票。"
            "那就只好等节后了，现在也没别的办法。",
            "好，售票这块等信息科节后续账号再连，这几天先卖纸票，纸票的数我帮你记着好对账。",
        ),
        turn(
            "我跟你讲讲我们一天是怎么过的，你以后帮我弄东西心里有数。早上七点多我们就到埠头了，先把船里的水舀干净，"
            "竹篷擦一擦，八点半开始接客。一条船前头坐客人，我们坐在船尾，脚划桨、手把舵，这是祖上传下来的手艺。"
            "客人一上船，头一桩事体就是穿救生衣，" + f("constraint", "不管大人小孩上船都要穿救生衣，抱在手里的毛毛头也不例外")
            + "，景区来抽查过好几趟，我们从来没被扣过分。线路是从埠头出去，过三座石桥绕到老街尾巴再回来，"
            + f("number", "绕一圈四十分钟") + "，中间还要给客人讲讲鲁迅写的社戏、讲讲腊肠酱鸭。价钱么，散客拼船一人四十，"
            + f("number", "包一条船一百八十元") + "，节假日也不涨。中午我们轮流吃饭，老婆送过来的黄酒不许碰的，下午还要撑。",
            "明白了：八点半开船，一圈四十分钟，包船一百八，救生衣一个都不能少。",
        ),
        turn(
            "还有个事体，上礼拜出了桩事，我现在想起来心还怦怦跳。一个上海来的小伙子，过广宁桥那个桥洞的时候站起来拍照，"
            "头一下撞在桥洞的石头上，血都出来了，送到卫生院缝了三针。好在人家讲道理，没闹。那以后我跟兄弟们都讲死了："
            + f("constraint", "船过桥洞的时候客人一律坐好，谁都不许站起来") + "，哪个船老大看见客人站起来就停船，坐好了再走。",
            "这个一定要守住。我有个建议：纸票和电子票上都印一行“过桥洞请坐好，勿站立”，客人上船前就看到了，船老大也少费口舌。",
        ),
        turn(
            "这个好，印上去。纸票是镇上印刷店印的，电子票你弄。",
            ("我先把电子票的模板改了，纸票的字我整理好你拿给印刷店。", [
                call("edit", "ok", path="/srv/chuandui/shoupiao/templates/ticket.html",
                     old="<p class=\"note\">请保管好船票</p>",
                     new="<p class=\"note\">请保管好船票</p>\n<p class=\"note warn\">过桥洞请坐好，勿站立</p>"),
            ]),
            "电子票模板改好了，账号续上以后出的票都会带这一行。",
        ),
    )
    r2 = (
        turn(
            "小谢走之前讲过，售票的数据每天要往旅游公司的服务器上备一份，放在 " + f("path", "/srv/chuandui/shoupiao")
            + " 这个目录里。服务器是 " + f("identifier", "backup.kqly-tour.cn") + "，你帮我备一下，账上的事体马虎不得。",
            ("我用小谢装的 rdiff-backup 往那台服务器上备。", [
                call("bash",
                     f("failure", "Warning: Local version 2.2.6 does not match remote version 1.2.8.")
                     + "\nCouldn't start up the remote connection by executing\n\n"
                     "    ssh -C backup@backup.kqly-tour.cn rdiff-backup server\n\n"
                     "Remember that, under the default settings, rdiff-backup must be\n"
                     "installed in the PATH on the remote system.  See the man page for more\n"
                     "information on this.  This message may also be displayed if the remote\n"
                     "version of rdiff-backup is quite different from the local version (2.2.6).",
                     error=True,
                     command=f("command", "rdiff-backup backup /srv/chuandui/shoupiao backup@backup.kqly-tour.cn::/data/chuandui")),
            ]),
            "我们这台电脑上的 rdiff-backup 是新的 2.2 版，旅游公司服务器上还是很老的 1.2 版，两边对不上话，备不了。"
            "要么服务器那头升级，要么我们这头装个老版本。",
        ),
        turn(
            "我们这头小谢交代过不要乱动。服务器是柯桥旅游公司的，只有他们信息部的小潘能动，我打电话问了，"
            "小潘说下个月机房统一升级的时候一起弄，叫我们先别急。那就等下个月好了。",
            "好，备份等旅游公司下个月升级服务器再弄，这段时间我先把每天的纸票数记在本地。",
        ),
        turn(
            "上海一家旅行社的吴经理刚给我打电话，说十月份有十几个团要来，问我能不能" + f("rejected", "团队票一律打对折")
            + "，讲团多量大，以后长期合作。",
            "团队量确实大，但对折的话一条船一趟才九十，船老大一天的辛苦钱就没了。你看能不能给他一个小一点的优惠？",
        ),
        turn(
            "我也是这样想的。我跟他讲，对折不可能的，团队票打八折，他们的团来了不用跟散客一起排队，优先上船。他讲回去跟老板汇报，"
            "下午就回电话说可以，就这么定了。你帮我记一记。",
            ("我记到合作单位那张表里。", [
                call("edit", "ok", path="/srv/chuandui/shoupiao/data/hezuo.csv", old="# end",
                     new="上海旅行社吴经理,十月团队,团队票八折,团队优先上船\n# end"),
            ]),
            "记上了：团队票八折，团队优先上船。",
        ),
        turn(
            "还有我儿子，在杭州上班的，昨天晚上在微信里跟我讲，" + f("rejected", "把船篷漆成五颜六色的拍抖音")
            + "，他讲现在年轻人就喜欢拍照打卡，黑乎乎的没人看。",
            "彩色的船拍出来确实显眼。你打算怎么回他？",
        ),
        turn(
            "我一时也讲不好，这种事体我要去问问管委会，也要跟兄弟们商量商量，你先不要帮他弄什么图。",
            "好，这个先放着，等你问过管委会和兄弟们再说。",
        ),
        turn(
            "对了，景区给我们船队的商户编号是 " + f("identifier", "ACGZ-SH-0086") + "，以后对账、报名评星级都要填，你记一下。",
            "记下了。说到吸引客人，我有个想法：可以" + f("rejected", "搞夜游，船头挂红灯笼晚上也开船")
            + "，古镇夜里灯一亮很好看，晚上还能多做一轮生意。",
        ),
        turn(
            "街道办早就发过文件的，天黑以后河道里不许行船，出了事没人担得起。再讲我们船队里一大半是六十多岁的人了，"
            "夜里眼睛不灵光，桥洞又低，我自己也不放心。",
            "明白了，那就只做白天的船，晚上不开。",
        ),
    )
    r3 = (
        turn(
            "我儿子那个彩色船篷的事，我问过了。管委会的人讲，乌篷船乌篷船，篷就是要黑的，古镇申报的时候就是按老样子报的，"
            "改了颜色要被通报。兄弟们也都不愿意，讲这是老祖宗的东西。所以不弄了。你帮我想一段话回我儿子，他脾气犟，讲得软一点。",
            "可以这样说：“儿子，你的主意是为船队好，爸爸晓得。不过管委会讲了，乌篷船的篷一定要黑的，改了颜色要被通报，"
            "叔叔伯伯们也舍不得。你要是有空，帮我们把黑篷船拍得好看点，发到网上也一样的。”",
        ),
        turn(
            "好，就这么发。还有，你帮我" + f("pending", "把十二条船这个月每条船出了几趟统计出来")
            + "，年底分钱要按趟数算，兄弟们都盯着呢。",
            "好，电子票连不上这几天的纸票我都记着，等账号续上以后把两边合起来按船统计。手头售票和备份的事先记着，这个排在后面做。",
        ),
        turn(
            "嗯。还有个事我心里一直不踏实，外头在传，" + f("pending", "明年古镇会不会把乌篷船统一收给旅游公司经营")
            + "，要是收过去，我们这些个体船老大就变成给人家打工了。我去街道办问过，他们讲还在研究，没有定。",
            "这个现在没人能给准话，只能等街道办或者管委会发通知。我先记着这个问题，有消息了再帮你看看对船队有什么影响。",
        ),
    )
    later = (
        (5, (
            turn(
                "国庆黄金周马上到了，" + f("pending", "下礼拜三之前把黄金周的排班表发到船工群里")
                + "，哪条船几点出、谁歇哪天，我晚上把兄弟们的意思讲给你。",
                "好，等你讲了大家的意思我就排，下礼拜三之前发到船工群里。",
            ),
        )),
        (10, (
            turn(
                "每条船出了几趟那个，你统计好了没有？年底要分钱了。",
                "还没统计完，还挂着：把十二条船这个月每条船出了几趟统计出来。纸票那几天的数我还在跟电子票对，对齐了就给你。",
            ),
        )),
    )
    return Scripted(
        name="fresh45-wupeng", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh45=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- baicha
def _baicha() -> Scripted:
    f = Builder()
    label_tail = (
        "[make_labels] batch 2025-04-12, 480 labels, qrencode -v 3 -l M -s 6\n"
        "[make_labels] 0129 LT2504120129 ok -> out/2025-04-12/0129.png\n"
        "[make_labels] 0130 LT2504120130 ok -> out/2025-04-12/0130.png\n"
        "[make_labels] 0131 LT2504120131 https://zs.lyagri.gov.cn/trace/q?ent=LY-ZS-320481-0093&lot=LT2504120131&g=TMH-07&d=20250412&v=2\n"
        + f("failure", "Failed to encode the input data: Numerical result out of range")
        + "\n[make_labels] 0131 FAILED: qrencode exited with status 1\n"
        "[make_labels] stopped after 130 of 480 labels"
    )
    r1 = (
        turn(
            "你好啊，我是天目湖边上白茶合作社的吴秀英，社员都叫我吴大姐，合作社的理事长是我。今年县里要求每盒茶都贴溯源二维码，"
            "我外甥小邵帮我们写了个打标签的程序，放在 " + f("path", "/home/wu/suyuan/make_labels.sh")
            + "。昨天晚上打了一百多张就停了，后面三百多张都没出来，明天一早茶商要来拉货，你帮我看看。",
            ("我按小邵平时的用法把这一批重新跑一遍。", [
                call("bash", long_log(44, "tmh-labels", label_tail), error=True,
                     command="cd /home/wu/suyuan && " + f("command", "bash make_labels.sh --batch 2025-04-12 --version 3")),
            ]),
            "从第 131 张开始，县里溯源平台给的链接后面多了几个参数，变长了，这个尺寸的二维码装不下，qrencode 就罢工了。"
            "要么把二维码做大一号，要么让平台给短一点的链接。",
        ),
        turn(
            "做大是不行的，贴纸是印刷厂按盒子上那个小方框定做的，二维码一大就贴不下，扫也扫不出。我们合作社在县溯源平台上的企业编码是 " + f("identifier", "LY-ZS-320481-0093") + "，小邵说县农业农村局讲过要给我们短链接，"
            "我打电话催过，那边说在弄，还没给。那只能等短链接了，明天的货先把打好的一百三十张贴上。",
            "好，剩下的标签等农业农村局的短链接到了再打。",
        ),
        turn(
            "我跟你讲讲我们采茶季是怎么弄的，你心里有个数。清明前后是最忙的，天不亮社员就上山了，一芽一叶、一芽两叶地掐，"
            "中午十一点左右第一批鲜叶背下来，过秤、定级、记账。" + f("number", "特级鲜叶收购价一斤一百六十元")
            + "，一级的便宜一半还多。白茶娇气得很，" + f("constraint", "鲜叶背下山以后四个钟头之内一定要进摊青间")
            + "，放久了叶子发红，炒出来就是次品，卖不上价。摊完青再杀青、理条、烘干，" + f("number", "四斤鲜叶出一斤干茶")
            + "。夜里厂里的机器一响就是一通宵，我和老蒋轮流看着。",
            "明白了：鲜叶下山四个钟头内进摊青间，四斤鲜叶出一斤干茶，特级一斤一百六。",
        ),
        turn(
            "还有，去年出过一个大事体，丢人丢到县里去了。有个社员贪便宜，从外地贩了一袋鲜叶掺在自己的里面交上来，"
            "市场监管局抽检的时候查出来那批茶不是本地的，合作社被通报，地理标志差点被拿掉。从那以后我们定了规矩："
            + f("constraint", "社员交鲜叶必须当场登记是哪块茶园的编号，说不出编号的一两都不收") + "，亲戚也一样。",
            "这个要严格。我有个建议：溯源标签上除了批次，再印上采摘日期，客人一扫就知道是哪天采的，也和茶园编号对得上。",
        ),
        turn(
            "好的呀，这个加上去，茶商也喜欢。",
            ("我在打标签的程序里把采摘日期加到二维码下面那行字上。", [
                call("edit", "ok", path="/home/wu/suyuan/make_labels.sh",
                     old="caption=\"批次 ${lot}\"",
                     new="caption=\"批次 ${lot}  采摘 ${pick_date}\""),
            ]),
            "加好了，等短链接到了打剩下那批的时候就带上日期了。",
        ),
    )
    r2 = (
        turn(
            "办公室这台电脑跟茶厂那台笔记本，小邵弄了个同步，收茶的账两边都能看，配置在 " + f("path", "~/.unison/chachang.prf")
            + "。今天我在这边记的账，会计小董说她那边没有，你帮我同步一下。",
            ("我按这个配置同步一次。", [
                call("bash",
                     "Contacting server...\n"
                     "Connected [//office-pc//home/wu/zhangben -> //chachang-laptop//home/dong/zhangben]\n"
                     "Looking for changes\n"
                     "Fatal error: Warning: inconsistent state.\n"
                     + f("failure", "The archive file is missing on some hosts.")
                     + "\nFor safety, the remaining hosts should have their archive files removed.\n"
                     "Or you could use -ignorearchives to ignore the archive files.\n"
                     "Please delete the archive files on the remaining hosts (or use -ignorearchives)\n"
                     "and run unison again.",
                     error=True,
                     command=f("command", "unison chachang -batch")),
            ]),
            "茶厂那台笔记本上 unison 自己记的存档文件没了，可能是那边清理过电脑。两边各自改过账，这时候硬同步有可能把一边的账盖掉，"
            "要两台电脑都在跟前，对过账再处理。",
        ),
        turn(
            "那台笔记本小董带到县里去了，她在财政局参加三天的会计培训。小邵也讲了，两边都不在跟前的时候别乱删那个文件，账弄丢了要出大事。"
            "那就等小董回来再同步，这几天我先在本子上记。",
            "好，同步等小董带笔记本回来，两边对过账再弄。",
        ),
        turn(
            "还有，南京一家做直播的电商公司给我们发了个邮件，说想" + f("rejected", "今年的明前茶全部包给他们直播卖")
            + "，价格给得还不低。",
            "全包出去省事，可是老客户那边就没货了。你看能不能只给他们一部分？",
        ),
        turn(
            "就是嘛，我们的老茶商跟了我们十几年了，不能断了人家的货。我回邮件讲，明前茶最多给他们两百斤，价钱按他们讲的，剩下的留给老客户。"
            "他们回信讲两百斤也行，先合作一季看看。",
            ("我把这单记到销售那张表里。", [
                call("edit", "ok", path="/home/wu/zhangben/xiaoshou.csv", old="# end",
                     new="南京直播电商,明前茶,200斤,按对方报价,试合作一季\n# end"),
            ]),
            "记上了：明前茶两百斤，先做一季。",
        ),
        turn(
            "我们的食品生产许可证号是 " + f("identifier", "SC11432048100731") + "，直播公司要填，你记一下。"
            "唉，今年采茶工难找，工钱一天涨到两百多，还抢不到人。",
            "许可证号记下了。人工这么贵的话，可以考虑" + f("rejected", "买几台采茶机代替人工采") + "，一台机器顶好几个人。",
        ),
        turn(
            "不要。",
            "好，还是人工采。",
        ),
        turn(
            "我妹夫在镇上文化站的，昨天打电话来讲，想让合作社" + f("rejected", "出钱办一个收门票的采茶节")
            + "，让城里人来体验采茶，搞得热热闹闹的，镇里面上也好看。",
            "采茶节热闹是热闹，你们合作社自己怎么看？",
        ),
        turn(
            "我要先跟理事会几个人碰一碰，你先别帮他写方案。",
            "好，等你们理事会碰过再说。",
        ),
    )
    r3 = (
        turn(
            "采茶节的事我们碰过了，不办。合作社账上就那点钱，年底还要给社员分红，哪有闲钱搞节；再讲采茶季山上一个人都抽不出来，"
            "城里人来踩坏了茶棵，心疼都来不及。你帮我想句话回我妹夫，他也是好心，别伤了和气。",
            "可以这样说：“妹夫，谢谢你替合作社想着。理事会商量过了，今年账上紧，采茶季人手也实在抽不出来，采茶节就先不办了。"
            "等哪年宽裕了，我们再跟文化站一起合计。”",
        ),
        turn(
            "好，就这么讲。还有，你帮我" + f("pending", "把今年每户社员交的鲜叶斤数汇总出来")
            + "，年底分红要按这个算，有人已经在问了。",
            "好，等小董回来两边的账同步好了我就按户汇总，不然数会不全。标签和同步的事先记着，这个排在后面做。",
        ),
        turn(
            "嗯。还有个事我一直想问，没人讲得清楚：" + f("pending", "省里给白茶的种植补贴明年还发不发")
            + "？去年一亩给了两百，今年有人讲要取消，农业农村局的人也讲不知道，要等文件。",
            "这个现在谁也说不准，只能等省里的文件。我先记着这个问题，文件一出来就帮你算算合作社能拿多少。",
        ),
    )
    later = (
        (5, (
            turn(
                "印刷厂催了，新包装要换盒子，" + f("pending", "五一之前把新包装的溯源贴纸样稿给印刷厂")
                + "，尺寸我明天量好了发你。",
                "好，等你发了尺寸我就做样稿，五一之前给印刷厂。",
            ),
        )),
        (10, (
            turn(
                "每户社员交的鲜叶斤数，你汇总好了没有？好几个社员又来问了。",
                "还没汇总完，还在待办上：把今年每户社员交的鲜叶斤数汇总出来。有几户的账两边对不上，我在核对。",
            ),
        )),
    )
    return Scripted(
        name="fresh45-baicha", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh45=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- panyan
def _panyan() -> Scripted:
    f = Builder()
    tunnel_tail = (
        "Oct 14 07:02:09 getu-minipc autossh[2281]: ssh exited with error status 255; restarting ssh\n"
        "Oct 14 07:02:11 getu-minipc autossh[2281]: starting ssh (count 14)\n"
        "Oct 14 07:02:11 getu-minipc autossh[2281]: ssh child pid is 30712\n"
        "Oct 14 07:02:12 getu-minipc autossh[30712]: @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
        "Oct 14 07:02:12 getu-minipc autossh[30712]: @    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n"
        "Oct 14 07:02:12 getu-minipc autossh[30712]: @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
        "Oct 14 07:02:12 getu-minipc autossh[30712]: Host key for relay.getu-climb.cn has changed and you have requested strict checking.\n"
        + f("failure", "Oct 14 07:02:12 getu-minipc autossh[30712]: Host key verification failed.")
        + "\nOct 14 07:02:12 getu-minipc autossh[2281]: ssh exited prematurely with status 255; autossh exiting\n"
        "Oct 14 07:02:12 getu-minipc systemd[1]: autossh-getu.service: Main process exited, code=exited, status=1/FAILURE\n"
        "Oct 14 07:02:12 getu-minipc systemd[1]: autossh-getu.service: Failed with result 'exit-code'."
    )
    r1 = (
        turn(
            "你好嘛，我叫韦小龙，在紫云格凸河这边带人攀岩的，当向导十来年了。我朋友阿峰帮我弄了个预约的网页，"
            "放在我住的那家客栈的小电脑上，再通过一个云服务器转出去，外面的人才打得开。今天早上好几个客人微信跟我讲网页打不开，"
            "哦豁，国庆的单子全在上面。阿峰讲那个转发的服务在 " + f("path", "/etc/systemd/system/autossh-getu.service")
            + "，你帮我看一哈。",
            ("我先看看这个服务最近的日志。", [
                call("bash", long_log(50, "getu-autossh", tunnel_tail), error=True,
                     command=f("command", "journalctl -u autossh-getu -n 80 --no-pager")),
            ]),
            "小电脑连云服务器 " + f("identifier", "relay.getu-climb.cn") + " 的时候，发现对方的“身份指纹”变了，"
            "为了安全直接拒绝连接，转发就断了。一般是服务器重装过。要跟管服务器的人核对新的指纹，对得上才能放行，"
            "不能随便跳过这个检查。",
        ),
        turn(
            "对头，阿峰上个礼拜讲他把服务器重装了一遍。他现在在四姑娘山带队，山里头莫得信号，要下礼拜才下山。"
            "那就等他下来核对了再弄，这几天的单子我先在微信上一个一个接。",
            "要得，转发等阿峰下山核对了指纹再开，这几天的微信订单我帮你记着。",
        ),
        turn(
            "我跟你讲下我们一天是咋个带的。早上八点在客栈吃完饭，开车二十分钟到河边，再走半个钟头山路到岩壁底下。"
            "先给客人讲动作，穿安全带、戴头盔，" + f("constraint", "每个客人上墙之前，安全带和八字结我都要亲手检查一遍")
            + "，别个帮忙打的结我也要再摸一遍才放心。新手一般先爬十几米的简单线，熟了再往上，"
            + f("number", "最高那条线路有九十米") + "，那是老手才上的。价钱是" + f("number", "半天体验课一个人三百八十元")
            + "，装备都包了，中午在岩壁底下吃糯米饭。下午三四点太阳晒到岩壁上，烫手，就收工了。",
            "明白了：上墙前亲手查安全带和八字结，半天体验三百八一位，最高九十米。",
        ),
        turn(
            "还有，上个月出了个吓死人的事。岩壁上面掉了块拳头大的石头下来，砸在底下一个看热闹的游客肩膀上，"
            "还好没砸到脑壳，骨头也没断。那个游客是路过来拍照的，没戴头盔。从那以后我定死了：" + f("constraint", "岩壁脚下二十米以内，不戴头盔的人一律不准进")
            + "，拍照的也不行，我拉了一圈警戒线。",
            "这个太要紧了。我再提个建议：预约的时候让客人填上身高体重，你就能提前备好合身的安全带和鞋，到了现场不用临时翻。",
        ),
        turn(
            "这个要得，加上。",
            ("我在预约页上加两栏。", [
                call("edit", "ok", path="/srv/getu/booking/templates/book.html",
                     old="<input name=\"phone\" required>",
                     new="<input name=\"phone\" required>\n<input name=\"height_cm\" placeholder=\"身高(厘米)\" required>\n"
                         "<input name=\"weight_kg\" placeholder=\"体重(公斤)\" required>"),
            ]),
            "加好了，等转发恢复了客人预约的时候就要填身高体重。",
        ),
    )
    r2 = (
        turn(
            "客人的照片都在客栈杨老板那台老电脑上，他帮我拍的那些。我想挂到我这台电脑上挑一挑，阿峰讲用 sshfs 挂，"
            "挂到 " + f("path", "~/kezhan-photos") + " 这个文件夹。你帮我弄一下。",
            ("我带着调试输出挂一下。", [
                call("bash",
                     "SSHFS version 3.7.3\n"
                     "executing <ssh> <-x> <-a> <-oClearAllForwardings=yes> <-2> <laoyang@192.168.1.20> <-s> <sftp>\n"
                     "laoyang@192.168.1.20's password: \n"
                     + f("failure", "subsystem request failed on channel 0")
                     + "\nread: Connection reset by peer",
                     error=True,
                     command=f("command", "sshfs -o debug laoyang@192.168.1.20:/D/照片 ~/kezhan-photos")),
            ]),
            "密码是对的，能登进去，但是杨老板那台电脑上没开文件传输（SFTP）的功能，所以挂不上。要在他电脑上改一下 ssh 的设置才行。",
        ),
        turn(
            "那台电脑杨老板宝贝得很，上回有人动了他的设置，他跟我黑了三天脸。他这几天在贵阳医院陪他妈，下礼拜才回来，"
            "没有他点头我不敢动。那就等他回来再讲，照片先不挑了。",
            "好，照片等杨老板回来同意了再挂。",
        ),
        turn(
            "上海有家旅行社在微信上找我，讲" + f("rejected", "国庆七天全部包给他们的团") + "，他们一天送一车人过来，"
            "价钱还想压一压。",
            "七天全包出去，散客和老客人就一个都接不了。你打算咋个回？",
        ),
        turn(
            "我跟他讲，七天是包不了的，好多老客人早就订了。最多给他们三天，一号到三号，价钱一分不少，按原价。"
            "他们那边商量了一晚上，今天早上回我讲可以，三天就三天。你帮我记到国庆的表里。",
            ("我记到国庆的排期表里。", [
                call("edit", "ok", path="/srv/getu/booking/data/guoqing.csv", old="# end",
                     new="上海旅行社,10月1日-3日,整团,原价\n# end"),
            ]),
            "记上了：一号到三号给上海的团，原价。",
        ),
        turn(
            "我的攀岩指导员证号是 " + f("identifier", "CMA-PY-2019-0462") + "，预约页下面要挂出来，客人看到放心点。",
            "记下了，转发恢复以后挂到页脚。我还有个想法：可以" + f("rejected", "搞夜攀，戴头灯晚上爬")
            + "，城里来的年轻人肯定喜欢，还能多一个时段。",
        ),
        turn(
            "晚上那块岩壁上的松石头根本看不见，白天都掉石头，晚上掉下来哪个躲得开？再讲岩缝里头全是蝙蝠，头灯一照扑你一脸，"
            "客人一慌手就松了。",
            "明白了，那只在白天带。",
        ),
    )
    r3 = (
        turn(
            "村主任刚给我打了电话。之前贵阳一家户外公司想" + f("rejected", "在燕子洞里面打几条新的攀岩线路")
            + "，找了景区管委会。村主任讲管委会开会定了，不批，讲燕子洞是保护区，洞里的钟乳石和燕子都不准动，打膨胀螺丝更不行。"
            "我本来还想跟他们合伙的。",
            "那就只能放下了。以后要加线路，可以看看景区外面那几面野壁，不在保护区里。",
        ),
        turn(
            "野壁的事以后再讲。你帮我" + f("pending", "把今年带过的客人按省份统计出来")
            + "，我想晓得哪里来的人多，明年好去那边的户外群里宣传。",
            "好，等转发恢复了我从预约记录里导，再把微信上接的单补进去，按省份排。手头的事先记着，这个排在后面做。",
        ),
        turn(
            "嗯。还有个事我一直心里打鼓：燕子洞外面那条老线路，上面的挂片不晓得是哪年哪个打的，锈得发黄，"
            + f("pending", "燕子洞老线路的挂片是哪个打的、还能不能信得过") + "，我问了一圈老向导，都讲不清楚。",
            "这个现在谁也答不上来，只能等找到当年打线路的人，或者请专业的人来做拉力测试。在那之前我先记着这个问题，那条线先别带客人上。",
        ),
    )
    later = (
        (5, (
            turn(
                "天要冷了，" + f("pending", "十一月一号之前把冬季价格表挂到预约页上")
                + "，冬天客人少，我想降一点，价钱我晚上想好了发你。",
                "好，等你发了价钱我就做冬季价格表，十一月一号之前挂到预约页上。",
            ),
        )),
        (10, (
            turn(
                "客人按省份那个，统计出来了没得？",
                "还没统计完，还挂着：把今年带过的客人按省份统计出来。微信上接的单有些没写是哪里人，我在一个个补。",
            ),
        )),
    )
    return Scripted(
        name="fresh45-panyan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh45=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- zitao
def _zitao() -> Scripted:
    f = Builder()
    rembg_tail = (
        "Downloading data from 'https://github.com/danielgatis/rembg/releases/download/v0.0.0/u2net.onnx' to file '/home/pu/.u2net/u2net.onnx'.\n"
        "Traceback (most recent call last):\n"
        "  File \"/home/pu/.local/lib/python3.10/site-packages/urllib3/connection.py\", line 198, in _new_conn\n"
        "    sock = connection.create_connection(\n"
        "TimeoutError: [Errno 110] Connection timed out\n\n"
        "During handling of the above exception, another exception occurred:\n\n"
        "Traceback (most recent call last):\n"
        "  File \"/home/pu/.local/bin/rembg\", line 8, in <module>\n"
        "    sys.exit(main())\n"
        "  File \"/home/pu/.local/lib/python3.10/site-packages/rembg/sessions/u2net.py\", line 68, in download_models\n"
        "    pooch.retrieve(\n"
        "  File \"/home/pu/.local/lib/python3.10/site-packages/requests/adapters.py\", line 700, in send\n"
        "    raise ConnectionError(e, request=request)\n"
        + f("failure", "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='github.com', port=443): Max retries exceeded with url: /danielgatis/rembg/releases/download/v0.0.0/u2net.onnx (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f3a2c1b5d90>, 'Connection to github.com timed out. (connect timeout=None)'))")
    )
    r1 = (
        turn(
            "你好，我是建水的普丽芬，在淘宝上开了个卖紫陶壶的小店，壶是我老倌在碗窑村自己拉坯、刻填、烧出来的。"
            "秋天的新品照片拍好了，放在 " + f("path", "~/zitao/photos/2025秋新品") + "，我表弟小李教过我用一个抠图的东西把背景去掉，"
            "今天一弄就报一大堆英文，整不来，你帮我看看嘛。",
            ("我按小李教的命令跑一遍。", [
                call("bash", long_log(42, "zitao-rembg", rembg_tail), error=True,
                     command=f("command", "rembg p ~/zitao/photos/2025秋新品 ~/zitao/photos/out")),
            ]),
            "抠图的程序第一次用要先从 GitHub 上下载一个模型文件，我们这边连不上 GitHub，下载超时了，所以一张都没处理。"
            "只要把那个 u2net.onnx 文件放到 ~/.u2net 下面就能用。",
        ),
        turn(
            "哦，小李讲过这个文件他电脑上有，他在昆明上班，讲周末回去从他电脑上拷了发给我，这几天他加班得很。"
            "那就等他发过来，照片先放着。",
            "好，抠图等小李把模型文件发过来再弄。",
        ),
        turn(
            "我跟你讲讲我们店里一天咋个过的。早上我老倌去窑上，我在家里回客人消息、打包发货，下午三点圆通来收件。"
            "紫陶这个东西怕漏，" + f("constraint", "每一把壶打包之前都要灌满水放一会儿，看着不渗不漏才准包")
            + "，包之前再把水倒干、擦干净。" + f("number", "普通款的壶一把卖二百八十元")
            + "，大师款的贵得多，要预订。我们家那口窑小，" + f("number", "烧一窑要三十六个钟头")
            + "，一窑出来四十几把，烧裂的也有，所以货一直不多。",
            "明白了：打包前灌水试漏，普通款二百八，一窑三十六个钟头。",
        ),
        turn(
            "还有，上个月亏惨了。一把一千二的壶寄到北京，快递路上摔成三瓣，客人拍视频给我，圆通扯皮扯了半个月才赔了一点点。"
            "从那以后我定了：" + f("constraint", "五百块以上的壶一律用双层纸箱，里面裹珍珠棉") + "，成本高一点也认了。",
            "这个好。我有个建议：发货的时候把灌水试漏的小视频一起发给客人，客人放心，万一路上坏了也有个凭证跟快递讲。",
        ),
        turn(
            "要得，以后就这样发。",
            ("我在发货通知的模板里加一句，提醒附上试漏视频。", [
                call("edit", "ok", path="~/zitao/dadan-app/src/templates/shipped.txt",
                     old="亲，您的壶已经发出啦，单号：{{tracking}}",
                     new="亲，您的壶已经发出啦，单号：{{tracking}}\n发货前的灌水试漏视频附在下面，请您查收。"),
            ]),
            "改好了，以后发货通知后面都会带这一句。",
        ),
    )
    r2 = (
        turn(
            "小李给我做了个打快递单的小软件，代码在 " + f("path", "~/zitao/dadan-app")
            + "，他讲改了发货通知以后要重新打个包，装到店里那台 Windows 电脑上。你帮我打一下。",
            ("我在项目目录下打 Windows 的安装包。", [
                call("bash",
                     "  • electron-builder  version=24.13.3 os=6.8.0-45-generic\n"
                     "  • loaded configuration  file=package.json (\"build\" field)\n"
                     "  • writing effective config  file=dist/builder-effective-config.yaml\n"
                     "  • packaging       platform=win32 arch=x64 electron=28.2.0 appOutDir=dist/win-unpacked\n"
                     "  • building        target=nsis file=dist/dadan Setup 1.4.0.exe archs=x64 oneClick=true perMachine=false\n"
                     + f("failure", "  ⨯ wine is required, please see https://electron.build/multi-platform-build#linux"),
                     error=True,
                     command="cd ~/zitao/dadan-app && " + f("command", "npx electron-builder --win --x64")),
            ]),
            "在这台 Linux 电脑上打 Windows 的安装包，需要先装一个叫 wine 的东西。装了就能打。",
        ),
        turn(
            "这台电脑老得很，上回装个东西中了毒，照片差点全没了，我不想再往上装乱七八糟的。小李讲他周末在他自己的 Windows 电脑上打，"
            "打好了发给我。那就等他嘛。",
            "好，安装包等小李周末在他电脑上打。",
        ),
        turn(
            "我们店的营业执照统一社会信用代码是 " + f("identifier", "92532524MA6N8XK73Q") + "，圆通的月结账号是 "
            + f("identifier", "KM88301752") + "，打单软件里要填，你记一下。",
            "记下了。说到生意，我有个想法：双十一前可以" + f("rejected", "搞九块九秒杀小茶杯引流")
            + "，先把人拉进店里，再卖壶。",
        ),
        turn(
            "这个嘛……小茶杯也是我老倌一个一个做的，我要问问他，你先别挂上去。",
            "好，先放着，等你问过再说。",
        ),
        turn(
            "我表姐在昆明一家直播公司上班，她昨天打电话来讲，她们老板想跟我们" + f("rejected", "签三年的独家直播合同")
            + "，我们的壶只准在他们直播间卖。",
            "你怎么想的？",
        ),
        turn(
            "不签。",
            "好，那就不签。",
        ),
    )
    r3 = (
        turn(
            "九块九小杯那个，我问了我老倌，他一听就冒火了，讲手工的东西卖九块九，人家以为我们是机器压的，以后壶都卖不起价；"
            "再讲窑位就那么点，烧杯子就少烧壶。所以不搞了。你帮我想个别的引流法子，别要便宜货。",
            "可以试试这样：新品上架的时候拍一段你老倌在碗窑村拉坯、刻填的视频放在详情页最前面，让客人看到是手工做的；"
            "再给老客户发个小红包券，满一千减五十，不降壶本身的价。",
        ),
        turn(
            "这个可以试试。还有，个旧一个批发商老板前段时间找我，想" + f("rejected", "在壶底盖他的牌子贴牌卖")
            + "，我拿不准，去问了紫陶协会。协会的秘书小杨今天微信回我，讲协会开会定了，不行，讲建水紫陶壶底必须是做壶人自己的印章，"
            "盖别人的牌子要被取消会员资格。那就算了。",
            "明白了，壶底只盖你老倌自己的印章。",
        ),
        turn(
            "嗯。你帮我" + f("pending", "把今年退货的订单按原因分个类") + "，我想看看是摔坏的多还是嫌颜色不对的多。",
            "好，我从淘宝后台导出退货单，按原因分类。抠图和打包的事先记着，这个排在后面做。",
        ),
        turn(
            "还有个事我愁得很，" + f("pending", "碗窑村那口龙窑明年还准不准烧柴")
            + "？村里讲环保局要来查，烧柴的壶颜色才好看，换成电窑就没那个味道了。我问了村委会，他们也讲不晓得，要等上面的文件。",
            "这个现在谁也讲不准，只能等环保局的文件。我先记着这个问题，有消息了帮你算算换电窑要花多少钱。",
        ),
    )
    later = (
        (5, (
            turn(
                "双十一快到了，" + f("pending", "双十一之前把新品的详情页做好")
                + "，文字我这两天写好发你，照片等小李的文件到了抠好再放。",
                "好，等你的文字和抠好的照片，双十一之前把详情页做好。",
            ),
        )),
        (10, (
            turn(
                "退货那个分类，整好了没得？",
                "还没整完，还在待办上：把今年退货的订单按原因分个类。有些客人退货原因写的是“其他”，我在一条条看聊天记录。",
            ),
        )),
    )
    return Scripted(
        name="fresh45-zitao", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh45=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_wupeng(), _baicha(), _panyan(), _zitao())
