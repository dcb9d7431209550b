"""Thirty-second fresh held-out set (Chinese): written blind while the twenty-seventh round of rules was
being made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the
tuned sessions, the earlier blind sets beyond the first lines of one file for its format, or the
benchmark's report), and first run against that round; committed before its first run and not to be
edited after it.

Domains (grepped unused with ``grep -il``): a street's elderly meal-assistance point (长者助餐点), a
home-bathing service for bed-bound old people (上门助浴队), an electric-bike charging shed in an old
factory's family compound (家属院充电棚), a volunteer-run community reading room (社区书屋). Proposals
come from the assistant, a catering company's manager (by WeChat), the cook (turned down by the street's
civil-affairs office, relayed by its clerk), an insurance salesman (through a carer), an old lady's son in
Shenzhen (by e-mail), a delivery station's manager, a charging-post company (through the street, voted
down by the residents' committee, relayed by a grandfather), a parent in the WeChat group and a
children's English school downstairs. Failures are multi-line blocks from pcscd/pcsc_scan, curl, mbpoll,
ModemManager's mmcli, arduino-cli with esptool, Caddy, calibredb and mount.cifs; each is left unresolved
for a reason given. Routine work (``routine_zh``) is this file's own: a Lazarus / Free Pascal desktop
ledger app on SQLite, with turns that look like facts and are not planted.

Descriptions (written before the dialogue):
- zhucan: 蔡姐 runs the 和平里 elderly meal point; old people swipe their 敬老卡 on an ACR122U reader on
  a locked industrial PC. Rules: inside a long account of the day, an old person whose card fails still
  gets lunch first and is registered afterwards; after 刘奶奶 got a fish bone stuck, fish is always
  boned before serving. Proposals: the catering company's manager wants the meal price raised to 18
  yuan, 蔡姐 counters with 16 plus the weekend meals and he takes it; the assistant's face-recognition
  pickup (turned down by a reason alone); the cook's idea of opening lunch to office workers (the
  civil-affairs office decided against it, relayed by 小刘); the assistant's large-print menu at the door
  is accepted. Numbers: 7 yuan paid by the old person; about 120 meals a day. Identifiers: site code
  HPL-ZC-0309, the ACR122U. Paths: the reader's config.ini, the month's subsidy csv. Commands: pcsc_scan
  -r, the curl upload. Failures: pcscd can't claim the USB interface (a kernel driver holds it; the PC
  is locked and the vendor's engineer comes next Wednesday); curl's expired-certificate error on the
  district platform (the district data centre is fixing it). Open: a per-person subsidy summary (asked
  again later); when the district's new card machines arrive (nobody knows); a later ask to send the
  New Year week's menu to the street by 25 December.
- zhuyu: 田志强 leads a home-bathing team with a converted van; a Raspberry Pi reads the water heater's
  controller over RS485 and sends SMS reminders through a 4G modem. Rules: inside a long account, never
  fewer than two people on a visit; after an old man nearly fainted, blood pressure is measured first
  and no bath above 160. Proposals: the assistant's online booking mini-program (polite no, smaller ask:
  just get the SMS reminders working); an insurance ad on the van, through 小芳 (bluntly no); a son in
  Shenzhen e-mails for twice a week at a monthly package price (put off, refused a round later); the
  assistant's line in the SMS asking families to warm the room is accepted. Numbers: a 120-litre tank;
  98 yuan a visit. Identifiers: the van plate 鲁B7K3M2, the district registration QDSN-ZY-2025-118.
  Failures: mbpoll times out (the RS485 adapter is dead, a new one arrives Friday); mmcli finds no modem
  (it is in the other van, out in 即墨 until evening). Open: visits per carer this month (asked again);
  whether the van may drive up to the textile-mill dormitory (the residents' committee hasn't replied);
  a later ask for January's rota before next Monday.
- chongdianpeng: 郑小宇, a student, looks after the charging shed his grandfather's retirees' committee
  runs in the old machine-tool factory compound; every socket has an ESP32-C3 meter, and the old PC in
  the gatehouse serves a page through Caddy. Rules: inside a long account, batteries are never carried
  upstairs to charge; after a modified battery swelled and smoked, modified batteries are not let into
  the shed. Proposals: the assistant's QR-code payment (reason alone); the delivery station's riders
  want 50 yuan a month unlimited, the grandfather counters with daytime charging at the normal rate and
  the manager agrees; a charging-post company taking over the shed (voted down by the committee,
  relayed by the grandfather); the assistant's green light on the shed screen is accepted. Numbers: 800
  watts a socket at most; 0.8 yuan a kWh. Identifiers: socket PENG-A-17, the NVRClient program holding
  port 80. Failures: esptool can't connect to the board (the cabinet key is with the grandfather until
  Sunday); Caddy can't bind :80 (the CCTV software holds it and its installer doesn't answer). Open:
  each household's bill this month (asked again); whether the power company will fit the shed its own
  meter (no answer yet); a later ask for a one-page print of three months' records before Saturday's
  meeting.
- shuwu: 汪老师, a retired Chinese teacher, runs the 银杏里 community reading room; the catalogue is a
  calibre library on the front-desk PC and weekly backups go to the street's NAS. Rules: inside a long
  account, no deposit for borrowing; after many picture books went missing, picture books are read in
  the room only. Proposals: the assistant's RFID tags (polite no, smaller: barcodes); a parent's paid
  weekend composition class (put off, refused a round later); a children's English school's leaflet
  stand (bluntly no); the assistant's age-coloured shelf labels are accepted. Numbers: about 4,600
  books; a 21-day loan. Identifiers: barcode YXL-003187, the branch code QLIB-YX-07. Failures: calibredb
  refuses while the calibre GUI is open (the PC is locked, 小陶 is at training until tomorrow);
  mount.cifs permission denied (the street's IT man 小冯 is on leave until Monday). Open: a list of
  overdue books (asked again); whether the street funds new books next year (nobody can say); a later
  ask for a children's book list for the district library before the winter holiday.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Lazarus / Free Pascal ledger app
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "台账那个程序编译不过了，你帮我看看是咋回事。",
                ("我用 lazbuild 编一下。", [
                    call("bash",
                         "(1002) Target OS: Linux for x86-64\n"
                         "(3104) Compiling taizhang.lpr\n"
                         "(3104) Compiling mainform.pas\n"
                         "mainform.pas(112,17) Error: (5000) Identifier not found \"FRecords\"\n"
                         "mainform.pas(140) Fatal: (10026) There were 1 errors compiling module, stopping\n"
                         "Fatal: (1018) Compilation aborted\n"
                         "Error: /usr/bin/ppcx64 returned an error exitcode",
                         error=True, command="lazbuild src/taizhang/taizhang.lpi"),
                ]),
                ("上次把 FRecords 改名成 FEntries 了，mainform 里还有一处用的旧名字。我改过来再编。", [
                    call("edit", "ok", path="src/taizhang/mainform.pas",
                         old="for i := 0 to FRecords.Count - 1 do", new="for i := 0 to FEntries.Count - 1 do"),
                    call("bash", "(3104) Compiling mainform.pas\n(9015) Linking src/taizhang/taizhang\n"
                                 "(1008) 2214 lines compiled, 1.9 sec",
                         command="lazbuild src/taizhang/taizhang.lpi"),
                ]),
                "编过了。以后改字段名用 Lazarus 里的“重构—重命名标识符”，别手改，手改容易漏。",
            ),
        )
    if k == 1:
        return (
            turn(
                "活动登记那张表加个备注栏吧，别太长，一百五十个字够了。",
                ("我加个迁移脚本，再在表单上放个 TMemo。", [
                    call("edit", "ok", path="src/taizhang/db/migrations/0007_note.sql",
                         old="", new="ALTER TABLE huodong ADD COLUMN beizhu TEXT;"),
                    call("bash", "", command="sqlite3 src/taizhang/data/taizhang.db < src/taizhang/db/migrations/0007_note.sql"),
                    call("edit", "ok", path="src/taizhang/huodongform.lfm",
                         old="object EdtPlace: TEdit", new="object MemoNote: TMemo\n    MaxLength = 150\n  end\n  object EdtPlace: TEdit"),
                ]),
                "加好了。要不要在备注框下面显示还能输几个字？",
            ),
            turn("要的，加上。", "加了，打字的时候下面会显示“还可输入 N 字”。"),
        )
    if k == 2:
        return (
            turn(
                "单元测试红了一个，你看看。",
                ("跑一下测试。", [
                    call("bash",
                         " Time:00.012 N:24 E:0 F:1 I:0\n"
                         "  TTestExport Time:00.004 N:6 E:0 F:1 I:0\n"
                         "    1) Failure: TTestExport.TestRowCount: \"导出行数\" expected: <12> but was: <11>\n"
                         "Number of run tests: 24\nNumber of errors:    0\nNumber of failures:  1",
                         error=True, command="./src/taizhang/tests/taizhang_tests --all --format=plain"),
                ]),
                ("导出的时候循环前面多调了一次 Q.Next，第一条记录被跳过了。删掉那一行。", [
                    call("edit", "ok", path="src/taizhang/export.pas",
                         old="Q.Open;\n  Q.Next;\n  while not Q.EOF do", new="Q.Open;\n  while not Q.EOF do"),
                    call("bash", " Time:00.011 N:24 E:0 F:0 I:0\nNumber of failures:  0",
                         command="./src/taizhang/tests/taizhang_tests --all --format=plain"),
                ]),
                "24 个全过了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "列表里好几行日期显示成 1899-12-30，看着吓人。",
                ("我看看那一列的设置。", [
                    call("read", path="src/taizhang/mainform.lfm",
                         result="object GridHuodong: TDBGrid\n  Columns = <\n    item\n      FieldName = 'riqi'\n"
                                "      DisplayFormat = 'yyyy-mm-dd'\n    end>"),
                ]),
                "是日期为空的记录，空值被当成 0 显示成了 1899-12-30。我在 OnGetText 里判断一下，空的就显示“未填”。"
                "顺便把每页改成 50 行，翻页少一点。",
            ),
            turn("行，改吧。", ("改好了。", [call("bash", " Time:00.010 N:24 E:0 F:0 I:0",
                                             command="./src/taizhang/tests/taizhang_tests --all --format=plain")]),
                 "测试也都过了。"),
        )
    if k == 4:
        return (
            turn(
                "发给居委会那边的版本太大了，U 盘拷半天。",
                ("现在用的是 Debug 模式，带调试信息。我用 Release 模式编一个。", [
                    call("bash", "(3104) Compiling taizhang.lpr\n(9015) Linking src/taizhang/taizhang\n"
                                 "(1008) 2214 lines compiled, 3.2 sec",
                         command="lazbuild --build-mode=Release src/taizhang/taizhang.lpi"),
                    call("bash", "14.2M\tsrc/taizhang/taizhang.debug\n3.9M\tsrc/taizhang/taizhang",
                         command="du -h src/taizhang/taizhang.debug src/taizhang/taizhang"),
                ]),
                "从 14.2M 降到 3.9M 了。建议以后对外发的都用 Release 模式编。",
            ),
            turn("好，就这么办。", "我在项目里把默认发布模式设成 Release 了。"),
        )
    return (
        turn(
            "导出 Excel 的时候报错了，啥也没导出来。",
            ("我看下程序的日志。", [
                call("bash",
                     "[2026-12-02 16:40:11] 导出开始: 活动台账-2026-12.xlsx\n"
                     "[2026-12-02 16:40:11] EFCreateError: Unable to create file \"导出/活动台账-2026-12.xlsx\"\n"
                     "[2026-12-02 16:40:11] 导出失败",
                     error=True, command="tail -n 3 ~/.config/taizhang/taizhang.log"),
            ]),
            ("“导出”这个文件夹在新电脑上还没建，fpspreadsheet 不会自己建目录。保存前先 ForceDirectories 一下。", [
                call("edit", "ok", path="src/taizhang/export.pas",
                     old="Book.WriteToFile(FileName, sfOOXML, True);",
                     new="ForceDirectories(ExtractFileDir(FileName));\n  Book.WriteToFile(FileName, sfOOXML, True);"),
            ]),
            "改好了，重新编了一个，再导就有了。",
        ),
    )


# ---------------------------------------------------------------- zhucan: an elderly meal-assistance point
def _zhucan() -> Scripted:
    f = Builder()
    reader_path = f("path", "/opt/zhucan/reader/config.ini")
    csv_path = f("path", "/home/zhucan/butie/2026-11.csv")
    site = f("identifier", "HPL-ZC-0309")
    face = f("rejected", "改成人脸识别取餐")
    summary = f("pending", "把上个月的补贴明细按老人汇总成一张表")
    r1 = (
        turn(
            "你好，我是和平里长者助餐点的蔡红梅，大家都叫我蔡姐。我们这儿老人来吃饭是刷敬老卡的，刷了才能记街道的补贴。"
            "今天上午那个读卡器一直不认卡，老人排了一长溜，我急得不行。帮我们弄程序的大学生小蒋说，读卡那个程序的配置在 "
            + reader_path + "，让我找你看看。读卡器是厂家配的，型号叫 " + f("identifier", "ACR122U") + "，我看盒子上写的。",
            ("我先看看系统能不能认到读卡器，顺便看下读卡服务的日志。", [
                call("bash",
                     "PC/SC device scanner\n"
                     "V 1.6.2 (c) 2001-2022, Ludovic Rousseau <ludovic.rousseau@free.fr>\n"
                     "Using reader plug'n play mechanism\n"
                     "Scanning present readers...\n"
                     "0 readers found\n"
                     "12月03日 09:12:41 zhucan-ipc pcscd[612]: 00000000 ccid_usb.c:697:OpenUSBByName() "
                     + f("failure", "Can't claim interface 1/5: LIBUSB_ERROR_BUSY") + "\n"
                     "12月03日 09:12:41 zhucan-ipc pcscd[612]: 00000012 ifdhandler.c:150:CreateChannelByNameOrChannel() failed\n"
                     "12月03日 09:12:41 zhucan-ipc pcscd[612]: 00000031 readerfactory.c:1106:RFInitializeReader() "
                     "Open Port 0x200000 Failed (usb:072f/2200:libudev:0:/dev/bus/usb/001/004)\n"
                     "12月03日 09:12:41 zhucan-ipc pcscd[612]: 00000007 readerfactory.c:376:RFAddReader() "
                     "ACS ACR122U PICC Interface init failed.",
                     error=True,
                     command=f("command", "pcsc_scan -r") + "; journalctl -u pcscd -n 5 --no-pager"),
            ]),
            "读卡器是插上了，但它那个 USB 口被系统自带的一个 NFC 驱动（pn533）先占住了，读卡服务抢不到，所以一张卡都刷不出来。"
            "一般把那个驱动禁掉就好，不过要 root 权限。",
        ),
        turn(
            "root 密码我们哪有啊。这台小电脑是厂家装好锁死的，小蒋上回也想动，进不去。我刚给厂家打了电话，说工程师下礼拜三才能过来。"
            "那这几天就先手写登记，让老人签个字。",
            "好，读卡器先放着，等厂家工程师下礼拜三来弄。这几天纸上登记，我给你做张登记表，打印出来就能用。",
        ),
        turn(
            "行。你先听我说说我们这儿咋运转的，你心里有个数。每天中午十一点开饭，做饭的老高早上六点就来备菜，一荤两素一汤，"
            "主食管够。来吃饭的都是辖区里六十岁以上的老人，刷敬老卡，街道补一部分，老人" + f("number", "自付七块钱")
            + "一顿，八十岁以上的和低保的另算，那个表上都有。平时" + f("number", "每天中午一百二十份左右") + "，下雨下雪少点，"
            "月初发了退休金那几天多点，哈哈。有的老人卡忘带了，有的卡刷不出来，反正" + f("constraint", "刷不了卡也先让老人把饭打上")
            + "，事后再补登记，不能让老人饿着肚子回家翻卡去。还有些是子女在外地，钱是子女帮着交的，这个月底一起结。",
            "明白了。那纸上的登记表至少要有：姓名、敬老卡号后四位、份数、自付金额、本人签字，回头补登记的时候好对得上。",
        ),
        turn(
            "对，就这几样。哎，还有个事，上礼拜三刘奶奶吃红烧鲅鱼卡了根刺，卡得直咳嗽，我们赶紧送社区医院了，吓死我了。"
            "所以打那以后，" + f("constraint", "鱼一律剔了刺再上") + "，剔不干净的宁可那天不做鱼。菜单上你也给我标清楚。",
            "好，菜单模板里鱼类的菜后面加一行“已去刺”。我还有个想法：每天的菜单做一张大字版的，贴在门口和楼道里，"
            "老人不用进来一个个问今天吃啥。",
        ),
        turn(
            "这个好，字大点，老人眼神都不好。",
            ("我把大字版菜单加上，一号字，一页一天。", [
                call("edit", "ok", path="/opt/zhucan/menu/template.html",
                     old="<h2>{{ date }} 菜单</h2>", new="<h1 style=\"font-size:72px\">{{ date }} 菜单</h1>"),
            ]),
            "加好了，每天早上打印一张贴门口就行。",
        ),
    )
    r2 = (
        turn(
            "街道补贴那个表，每个月要传到区里的平台上，不传钱就不拨。这个月的我已经导出来了，在 " + csv_path
            + "。我们点在平台上的编号是 " + site + "。小蒋写了个命令贴在显示器边上，你照着帮我传一下。",
            ("我按小蒋写的命令传。", [
                call("bash",
                     f("failure", "curl: (60) SSL certificate problem: certificate has expired") + "\n"
                     "More details here: https://curl.se/docs/sslcerts.html\n\n"
                     "curl failed to verify the legitimacy of the server and therefore could not\n"
                     "establish a secure connection to it. To learn more about this situation and\n"
                     "how to fix it, please visit the web page mentioned above.",
                     error=True,
                     command="cd /home/zhucan/butie && "
                     + f("command", "curl -sS -F site=HPL-ZC-0309 -F file=@2026-11.csv https://mzpt.hpq.gov.cn/api/zhucan/upload")),
            ]),
            "区里平台的网站证书过期了，是他们服务器那边的问题，不是咱们的表。加个参数可以硬传过去，"
            "但表里有老人的身份证号，我不建议绕过证书校验传。",
        ),
        turn(
            "那可别硬传，出了事我担不起。我给民政科小刘打了个电话……她说区大数据中心已经知道了，正在弄，让等通知，月底前传上去就行。",
            "好，补贴表先不传，等区里把证书弄好了再传。",
        ),
        turn(
            "还有个事。给我们配菜的那个配餐公司，王经理，昨天晚上给我发微信，说今年菜价肉价都涨了，想把"
            "每餐的" + f("rejected", "餐标涨到十八块") + "，现在是十五。你帮我算算。",
            "涨三块的话，一天一百二十份就是三百六，一个月一万出头，街道的补贴不一定跟得上，多半得老人多掏。"
            "可以跟他谈个中间的，比如给他点别的好处。",
        ),
        turn(
            "我今天上午跟他说了，十八不行，给他十六，但是周末那两天的饭也归他们公司做，以前周末是老高自己做的，老高也能歇歇。"
            "他想了一会说行，下个月一号开始。",
            "记下了：餐标十六块，周末也由配餐公司供餐，下个月一号起。我把周末的排班也改一下。",
        ),
        turn(
            "你说这刷卡老出毛病，有没有啥别的办法？",
            "可以考虑" + face + "，老人不用带卡，站到摄像头前面就行，街道那边也能直接看到记录。",
        ),
        turn(
            "去年区里在东湖那个点试过。冬天老人戴帽子戴口罩，一摘一戴半天认不出来，后头排一长队，有的老人腿脚不好站不住。"
            "还有好几个老人一听要拍脸就不乐意，说怕是骗子来套信息的。",
            "明白，那还是用敬老卡，等读卡器修好。",
        ),
    )
    r3 = (
        turn(
            "小刘昨天在工作群里说了，之前老高提的" + f("rejected", "中午对周边上班族开放") + "，想多卖点份数，科里开会研究了，"
            "不同意，说助餐点是给老人的，补贴的账也不好分。那就算了，老高还有点不高兴。",
            "好，那还是只接待老人。",
        ),
        turn(
            "你有空帮我" + summary + "，每个老人吃了几顿、自己掏了多少、补贴多少，街道说年底要抽查。",
            "好，我把上个月的刷卡记录和纸上的补登记合在一起汇总。手头这个排班改完就做。",
        ),
        turn(
            "嗯。还有，小刘说区里要统一换新的刷卡机，可" + f("pending", "新刷卡机到底啥时候到") + "，她也不知道，说等区里通知。"
            "要是快到了，这个旧的修不修都两说。",
            "这个现在谁也答不上来，先记着，等小刘那边有消息再定旧读卡器修不修。",
        ),
    )
    later = (
        (5, (
            turn(
                "上回说的那个补贴明细汇总表，弄出来没？街道下礼拜可能就来抽查了。",
                "还没弄完，还在单子上：" + summary + "。我接着做，这两天给你。",
            ),
        )),
        (9, (
            turn(
                "街道刚打电话来，说" + f("pending", "十二月二十五号前把元旦那周的菜单报给街道") + "，要审核营养搭配。"
                "你帮我记着，到时候提醒我一下。",
                "好，记下了：十二月二十五号前把元旦那周的菜单报给街道。到时候我提醒你。",
            ),
        )),
    )
    return Scripted(
        name="fresh32-zh-zhucan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh32=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- zhuyu: a home-bathing team
def _zhuyu() -> Scripted:
    f = Builder()
    port = f("path", "/dev/ttyUSB0")
    tomorrow = f("path", "/home/tian/zhuyu/mingtian.csv")
    plate = f("identifier", "鲁B7K3M2")
    twice = f("rejected", "每周上门两次，按月打包价")
    per_carer = f("pending", "把这个月每个护理员上门了多少次统计一下")
    mb_fail = f("failure", "Read output (holding) register failed: Connection timed out")
    r1 = (
        turn(
            "喂，你好。我是田志强，我们是做上门助浴的，就是给瘫在床上、行动不方便的老人上门洗澡。车上装了个热水器，"
            "小芳她对象帮着接了个树莓派，平时手机上能看水温。今天看不了了，一片空白。线是从 " + port + " 那个口接出去的，他说的。",
            ("我直接读一下热水器控制器的寄存器。", [
                call("bash",
                     "mbpoll 1.4-12 - FieldTalk(tm) Modbus(R) Master Simulator\n"
                     "Copyright (c) 2015-2019 Pascal JEAN, https://github.com/epsilonrt/mbpoll\n\n"
                     "Protocol configuration: Modbus RTU\n"
                     "Slave configuration...: address = [3]\n"
                     "                        start reference = 1, count = 2\n"
                     "Communication.........: /dev/ttyUSB0,       9600-8N1\n"
                     "                        t/o 1.00 s, poll rate 1000 ms\n"
                     "Data type.............: 16-bit register, output (holding) register table\n\n"
                     "-- Polling slave 3... Ctrl-C to stop)\n"
                     + mb_fail + "\n"
                     "-- Polling slave 3... Ctrl-C to stop)\n"
                     + mb_fail + "\n"
                     "--- /dev/ttyUSB0 poll statistics ---\n"
                     "2 frames transmitted, 0 received, 2 errors, 100.0% frame loss",
                     error=True,
                     command=f("command", "mbpoll -m rtu -a 3 -b 9600 -P none -t 4 -r 1 -c 2 /dev/ttyUSB0")),
            ]),
            "串口是能打开的，但热水器那个控制器一点回应都没有。要么是 485 转换头坏了，要么是 A、B 两根线松了或者接反了。",
        ),
        turn(
            "老魏刚去车上看了，说转换头上那个小灯都不亮了，估计是上回车里漏水给泡坏了。淘宝上买了个新的，说礼拜五到。"
            "那这几天先拿温度计量吧，我们以前也是这么干的。",
            "好，水温监控先放着，等新转换头礼拜五到了再接上试。",
        ),
        turn(
            "我跟你讲讲我们上门是咋弄的，你好帮我写流程单。一个车一般去两到三个人，" + f("constraint", "上门必须两个人以上，不准一个人去")
            + "，老人要抱要翻身，一个人根本弄不动，万一出点事也说不清。到了先铺防滑垫，把折叠浴缸支起来，车上热水箱" + f("number", "一百二十升")
            + "，管子从窗户或者门口拉进屋。水温三十八到四十度，我们一般调三十九。洗一回大概四十分钟，连洗带擦带换衣服，"
            + f("number", "一次收九十八块") + "，低保户区里补一半。冬天活多，夏天反倒少点。",
            "明白了。流程单我就按这个顺序写：铺垫子、支浴缸、接水、试水温、洗、擦干换衣、收拾。",
        ),
        turn(
            "还有一条你给我写最前头。上个月有个大爷，洗到一半脸刷一下白了，差点晕过去，后来一量血压一百八。小芳吓得腿都软了。"
            "打那以后，" + f("constraint", "洗之前先量血压，高压过一百六不洗") + "，家属怎么说都不洗。",
            "好，流程单第一步就是量血压，高压过一百六就停。另外短信提醒里可以加一句“请提前把屋里暖气或空调开到二十六度”，"
            "老人洗完不容易着凉。",
        ),
        turn(
            "这个好，加上加上。",
            "加上了。我还有个想法：可以" + f("rejected", "做个线上预约小程序") + "，家属在外地也能自己约时间，不用老给你打电话。",
        ),
        turn(
            "谢谢你啊，想得挺周到。不过那个先不弄了，我们一共就两个车，约多了也排不过来，找我们的大多是居委会介绍的老人。"
            "你先把短信提醒给我弄好用就行。",
            "好，那先把短信提醒弄好。",
        ),
    )
    r2 = (
        turn(
            "短信提醒之前是用车上那个4G上网卡发的。你试试给明天的三户发一下，明天的单子在 " + tomorrow
            + "。短信里写上我们的车牌 " + plate + "，家属下楼好认车。",
            ("我先看看上网卡在不在。", [
                call("bash",
                     "No modems were found\n"
                     + f("failure", "error: couldn't find modem"),
                     error=True,
                     command="mmcli -L; " + f("command", "mmcli -m any --messaging-status")),
            ]),
            "树莓派上找不到 4G 模块，要么没插，要么没通电。短信发不出去，单子我先没动。",
        ),
        turn(
            "哎呀对，那个上网卡在老魏那台车上，他今天拉着小芳去即墨了，晚上才回来。今天我先挨个打电话吧。",
            "好，短信等老魏的车晚上回来再试，明天那三户今天你先电话通知。",
        ),
        turn(
            "小芳说有个卖保险的找她，想" + f("rejected", "在我们车身上喷保险公司的广告") + "，一年给三千块。",
            "你怎么想？",
        ),
        turn(
            "不干。老人家属一看，还以为我们是卖保险的。",
            "明白，车身不做广告。",
        ),
        turn(
            "还有个事，香港路那个张奶奶的儿子，在深圳上班，昨天给我发了个邮件，说想要" + twice
            + "，问能不能便宜点。这个我得跟小芳老魏商量商量，下回再说。",
            "好，等你们商量完再回他。",
        ),
    )
    r3 = (
        turn(
            "张奶奶儿子那个事，我们仨商量了，不接。一个礼拜两回我们排不过来，别的老人一个月都排不上一回，不能光顾着一家。"
            "你帮我回他个邮件，客气点，就说排不开，以后有空档了再联系他。",
            ("我起个草稿，你看看。", [
                call("write", "ok", path="/home/tian/zhuyu/huixin_zhang.txt",
                     content="张先生您好：感谢信任。目前我们只有两辆助浴车，排班已满，暂时没法安排每周两次上门，"
                             "有空档了第一时间联系您。田志强"),
            ]),
            "草稿在这儿了，你看行就发。",
        ),
        turn(
            "行。你再帮我" + per_carer + "，年底发补贴要按这个算。我们区里的备案号是 "
            + f("identifier", "QDSN-ZY-2025-118") + "，表头上要印着。",
            "好，从派单记录里按人统计，表头印上备案号。邮件这个弄完就做。",
        ),
        turn(
            "还有个烦心事，" + f("pending", "纺织厂宿舍那栋楼能不能让车开到楼下") + "，居委会说要问问楼里的住户，到现在也没回话。"
            "车停不到楼下，管子拉不了那么远。",
            "这个只能等居委会回话，先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "护理员上门次数那个表弄好没？小芳问我她这个月跑了多少趟。",
                "还没弄好，还在单子上：" + per_carer + "。我这就接着弄。",
            ),
        )),
        (10, (
            turn(
                "区里民政局来电话要材料，让" + f("pending", "下周一前把元月的排班表排出来") + "发给他们。你先记着，我把请假的人报给你。",
                "好，下周一前排好元月的排班表，等你把请假的人报过来。",
            ),
        )),
    )
    return Scripted(
        name="fresh32-zh-zhuyu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh32=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- chongdianpeng: a compound's charging shed
def _chongdianpeng() -> Scripted:
    f = Builder()
    sketch = f("path", "firmware/peng_meter/peng_meter.ino")
    caddyfile = f("path", "/srv/peng/Caddyfile")
    socket = f("identifier", "PENG-A-17")
    bills = f("pending", "把每户这个月的电费算出来")
    upload_tail = (
        "Sketch uses 912346 bytes (69%) of program storage space. Maximum is 1310720 bytes.\n"
        "Global variables use 38212 bytes (11%) of dynamic memory, leaving 289468 bytes for local variables.\n"
        "esptool.py v4.6\n"
        "Serial port /dev/ttyACM0\n"
        "Connecting......................................\n\n"
        + f("failure", "A fatal error occurred: Failed to connect to ESP32-C3: No serial data received.") + "\n"
        "For troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html\n"
        "Failed uploading: uploading error: exit status 2"
    )
    caddy_out = (
        '2026/12/03 10:21:07.412\tINFO\tusing config from file\t{"file": "/srv/peng/Caddyfile"}\n'
        '2026/12/03 10:21:07.415\tINFO\tadapted config to JSON\t{"adapter": "caddyfile"}\n'
        '2026/12/03 10:21:07.418\tINFO\tadmin\tadmin endpoint started\t{"address": "localhost:2019", '
        '"enforce_origin": false, "origins": ["//localhost:2019", "//[::1]:2019", "//127.0.0.1:2019"]}\n'
        '2026/12/03 10:21:07.419\tINFO\thttp.auto_https\tserver is listening only on the HTTP port, so no '
        'automatic HTTPS will be applied to this server\t{"server_name": "srv0", "http_port": 80}\n'
        "Error: loading initial config: loading new config: http app module: start: listening on :80: "
        + f("failure", "listen tcp :80: bind: address already in use")
    )
    r1 = (
        turn(
            "你好～我叫郑小宇，在这边上大学。我们院是老机床厂的家属院，院里搭了个电动车充电棚，是我爷爷他们退休职工自管会张罗的。"
            "每个插座我都装了个小板子计电量，程序是 " + sketch + "。A 排十七号那个插座，编号 " + socket
            + "，这两天计的度数老是偏高，邻居都找我爷爷了。我改了下程序想重新烧进去，烧不进去。",
            ("我编译一下再烧录看看。", [
                call("bash", long_log(42, "fresh32-peng", upload_tail), error=True,
                     command=f("command", "arduino-cli compile --upload -p /dev/ttyACM0 --fqbn esp32:esp32:esp32c3 firmware/peng_meter")),
            ]),
            "编译是过的，问题在烧录：一直连不上板子，串口那头一个字节都没回。一般是板子没进下载模式，或者用的线只能充电不能传数据。"
            "得到板子跟前按住 BOOT 键再试。",
        ),
        turn(
            "板子装在棚里那个电箱里头，我是拿根长线从门卫室拉过去的……电箱钥匙在我爷爷那，他去我姑家了，礼拜天才回来。那先放着吧。",
            "好，十七号插座的程序等礼拜天拿到电箱钥匙再烧。这几天它的度数先别算进账里。",
        ),
        turn(
            "嗯。我跟你说下这个棚是咋回事哈。前年院里有户人家在楼道里给电瓶充电，半夜着了，幸亏邻居闻着味儿早发现了。"
            "后来自管会就定了规矩，" + f("constraint", "电瓶一律不准拎上楼充") + "，都到棚里来充。棚里一共二十四个插座，"
            + f("number", "单个插座最大八百瓦") + "，超了板子自动断电。电费是" + f("number", "八毛钱一度")
            + "，就是从供电局买的价再加一点线损，每个月底我爷爷拿着单子挨家收。平时门卫李叔帮着看着点。",
            "明白了。那程序里按插座记度数、月底按户汇总，超功率自动断，这几块我心里有数了。",
        ),
        turn(
            "还有上个月，三号楼有个人的车换了个改装的大电瓶，充着充着鼓包冒烟了，还好棚里有灭火器，李叔拎着就冲过去了。"
            "自管会第二天开会定了：" + f("constraint", "改装过的电瓶不许进棚充") + "。这个我想在程序里也管一下。",
            "可以在登记表里加一栏“电瓶是否改装”，勾了改装的就不给开插座。另外我建议：充满以后门口那块小屏上对应的插座显示成绿色，"
            "大家不用老跑过来看。",
        ),
        turn(
            "绿色这个好！弄吧。",
            ("我把充满的判断加上，功率连续五分钟低于一个值就算充满。", [
                call("edit", "ok", path="firmware/peng_screen/screen.ino",
                     old="drawSocket(i, COLOR_GRAY);", new="drawSocket(i, full[i] ? COLOR_GREEN : COLOR_GRAY);"),
            ]),
            "加好了，等屏那块板子下回烧程序的时候一起更新。",
        ),
    )
    r2 = (
        turn(
            "门卫室那台旧电脑上跑着个网页，大家在手机上看自己充了多少度。昨天院里停了次电，来电以后网页就打不开了。配置在 "
            + caddyfile + "，你帮我看看。",
            ("我把网页服务起一下。", [
                call("bash", caddy_out, error=True, command=f("command", "caddy run --config /srv/peng/Caddyfile")),
                call("bash",
                     "State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process\n"
                     "LISTEN 0      128          0.0.0.0:80        0.0.0.0:*     users:((\"NVRClient\",pid=1432,fd=12))",
                     command="ss -ltnp 'sport = :80'"),
            ]),
            "80 端口被一个叫 " + f("identifier", "NVRClient") + " 的程序占了，看名字像是监控录像的软件，停电以后它比咱们的网页先起来，"
            "把端口抢走了。可以把咱们的网页换到 8080 端口。",
        ),
        turn(
            "那是门卫李叔的监控，装监控的公司弄的，我不敢乱动，停了院里监控就没了。换端口的话大家手机上收藏的地址全得改，"
            "院里老人哪会弄。装监控那个师傅的电话我打了两回都没人接。先这样吧，等联系上他再说。",
            "好，监控不动，网页先停着，等联系上装监控的师傅再看怎么让开 80 端口。",
        ),
        turn(
            "电费现在都是我爷爷月底挨家收现金，挺累的。",
            "可以" + f("rejected", "改成扫码付费") + "，每人手机上扫一下就交了，月底不用挨家跑。",
        ),
        turn(
            "院里一大半是七八十的老头老太太，好多用的还是老人机，连微信都没有。再说我爷爷挨家收钱顺便串个门、唠唠嗑，他自己还挺乐意的。",
            "明白，那还是现金，我月底把每户的单子打出来给他。",
        ),
        turn(
            "对了还有，门口那个外卖站的站长前天来找我爷爷，说他们骑手想" + f("rejected", "包月五十块随便充")
            + "。我爷爷没答应，跟他说骑手可以来充，但是只能白天充，照样按度收钱，八毛一度。站长想了想说行，明天就让骑手来登记。",
            "好，骑手白天充、按度计费，我在登记表里加个“骑手”类别，晚上给他们的插座自动关掉。",
        ),
    )
    r3 = (
        turn(
            "上礼拜街道来了个人，说有家充电桩公司愿意来" + f("rejected", "把棚交给充电桩公司统一运营")
            + "，设备他们出。我爷爷说自管会昨天开会举手表决了，没通过，大家怕交出去以后涨价，也怕人家不管老人。",
            "知道了，棚还是自管会自己管，程序也照现在这样维护。",
        ),
        turn(
            "你帮我" + bills + "，按户号汇总，月底我爷爷要挨家收。",
            "好，从每个插座的计量记录里按户汇总，十七号插座这几天的数据单独核一下再算。绿灯那块弄完就做。",
        ),
        turn(
            "还有个事，自管会去问了" + f("pending", "供电局能不能给棚单独装一块电表") + "，人家说要研究研究，到现在没信儿。"
            "要是能单独装，电价还能便宜点。",
            "这个只能等供电局回复，先记着，装不装会影响每度电收多少。",
        ),
    )
    later = (
        (5, (
            turn(
                "每户电费那个算出来没？我爷爷问了两回了。",
                "还没算完，还在单子上：" + bills + "。我今天接着弄。",
            ),
        )),
        (8, (
            turn(
                "我爷爷说" + f("pending", "下周六开会前把这三个月的充电记录打印成一页纸") + "，要给大家看，字要大。",
                "好，下周六开会前出一页纸的三个月充电记录，用大字打印。",
            ),
        )),
    )
    return Scripted(
        name="fresh32-zh-chongdianpeng", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh32=True, later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- shuwu: a community reading room
def _shuwu() -> Scripted:
    f = Builder()
    library = f("path", "/home/shuwu/Calibre书库")
    nas = f("path", "/mnt/jiedao-nas/shuwu")
    zuowen = f("rejected", "办收费的作文班")
    overdue = f("pending", "把逾期没还的书列个单子")
    calibre_out = (
        f("failure", "Another calibre program such as calibre-server or the main calibre program is running.") + "\n"
        "Having multiple programs that can make changes to a calibre library running at the same time is a bad idea.\n"
        "calibredb can connect directly to a running calibre server, to make changes through it, instead.\n"
        "See the documentation of the --with-library option for details."
    )
    r1 = (
        turn(
            "您好，我姓汪，退休前是教语文的，现在在银杏里社区书屋当志愿者，大家推我管事。书屋的书都登记在电脑上一个叫 calibre 的软件里，"
            "书库在 " + library + "。我想查一下绘本现在借出去了多少本，小陶教过我一个命令，我抄在本子上了，可是一敲就报错。",
            ("我照您本子上的命令跑一下。", [
                call("bash", calibre_out, error=True,
                     command=f("command", "calibredb list --library-path /home/shuwu/Calibre书库 --search tags:绘本 --fields title,#borrower")),
            ]),
            "书库正被打开着的 calibre 主程序占着，命令行就不让同时动它。前台那台电脑上是不是开着 calibre？把它关了就能查。",
        ),
        turn(
            "开着呢，小陶早上开的，后来电脑锁屏了，密码只有她知道。她今天去区里参加社工培训了，明天才来。那就明天再查吧。",
            "好，查绘本借阅的事等小陶明天来把电脑解开再弄。",
        ),
        turn(
            "我先跟您说说我们书屋的情况。书是街坊们捐的，再加上街道每年给点钱买的，" + f("number", "现在大概四千六百册")
            + "。谁都能来看，" + f("constraint", "借书不收押金") + "，登记个名字和电话就行，我们图的就是让孩子们多读书，"
            "老人也来看报纸。借期是" + f("number", "二十一天") + "，到期了还能续一次。星期一闭馆，其余每天下午开，"
            "几个退休的老姐妹轮流值班。",
            "明白了。那程序里借书只记姓名电话、不记押金，到期日按借出那天往后算，续借再延一次。",
        ),
        turn(
            "对。还有，上学期绘本丢得太厉害了，一学期少了三十多本，有的拿回来撕得不成样子，心疼死我了。我们几个商量了一下就定了："
            + f("constraint", "绘本只在屋里看，不往外借") + "。系统里要是能把绘本设成借不出去就好了。",
            "可以，给绘本统一打个“馆内阅览”的标签，借书的时候一扫就提示不能借。另外我建议书架按年龄段贴不同颜色的标签，"
            "小孩自己就能找到适合的书。",
        ),
        turn(
            "颜色这个好，小孩认颜色比认字快。就这么办。",
            "好，颜色标签我列个对照表给您。还有一个想法：" + f("rejected", "给每本书贴RFID标签") + "，借还的时候往台子上一放就登记了。",
        ),
        turn(
            "谢谢您啊，想得真周到。不过那个太贵了，一个标签好几毛，四千多本，还得买读写器，我们那点经费哪够。"
            "咱们先贴个条码就行，手机扫扫就能登记。",
            "好，那就用条码，我来做条码的打印模板。",
        ),
    )
    r2 = (
        turn(
            "有个家长在我们的读书群里说，想周末借我们书屋的地方" + zuowen + "，他请个老师来讲，收点钱，说给书屋也分一点。"
            "这个我得想想，过两天再说。",
            "好，您想好了再定。",
        ),
        turn(
            "街道给我们在他们那个网络硬盘上开了个地方，让我们每个礼拜把书库备份过去，挂上去的地方叫 " + nas + "。您帮我备一下。",
            ("我先把街道的网络硬盘挂上来。", [
                call("bash",
                     "Password for shuwu@//192.168.10.8/shuwu:\n"
                     + f("failure", "mount error(13): Permission denied") + "\n"
                     "Refer to the mount.cifs(8) manual page (e.g. man mount.cifs) and kernel log messages (dmesg)",
                     error=True,
                     command=f("command", "sudo mount -t cifs //192.168.10.8/shuwu /mnt/jiedao-nas/shuwu -o username=shuwu,vers=3.0")),
            ]),
            "网络硬盘拒绝了，说明用户名或者密码不对。街道那边最近是不是改过密码？",
        ),
        turn(
            "八成是，上个月街道说换了个新系统。管电脑的小冯休年假去了，下礼拜一才回来。那就等他吧，回来我找他要新密码。",
            "好，备份等小冯下礼拜一回来给了新密码再做。这期间书库先别大改。",
        ),
        turn(
            "对了，楼下那个少儿英语培训班的老板，想在我们书屋门口" + f("rejected", "摆个招生宣传架") + "。",
            "您怎么看？",
        ),
        turn("不行，没得商量。", "好，书屋不放宣传架。"),
        turn(
            "还有啊，有本《城南旧事》好像登记了两遍，一本条码是 " + f("identifier", "YXL-003187")
            + "，另一本是 YXL-003817，是不是小陶手快输错了？您帮我看看。街道还说以后要跟区图书馆通借通还，"
            "我们的分馆代码是 " + f("identifier", "QLIB-YX-07") + "，别弄丢了。",
            "等电脑解锁了我把这两条记录调出来比一下，要是同一本就合并。分馆代码我记下了。",
        ),
    )
    r3 = (
        turn(
            "那个作文班的事我想好了，不行。书屋是公益的，地方是街道给的，一收钱就说不清了。我已经在群里回那个家长了，话说得挺客气。",
            "好，书屋不办收费的班。",
        ),
        turn(
            "您帮我" + overdue + "，按借书人排，带上电话，我挨个打电话催。",
            "好，等电脑解锁了从借阅记录里导出来，按借书人排，附上电话。",
        ),
        turn(
            "还有件事我心里没底，" + f("pending", "街道明年还给不给买书的钱") + "，我问了，说要等预算批下来，谁也说不准。",
            "这个现在没人能答，先记着，等街道预算出来再说。",
        ),
    )
    later = (
        (5, (
            turn(
                "逾期的书那个单子列出来没有？快到月底了。",
                "还没列，还在单子上：" + overdue + "。小陶这两天把前台电脑解开了，我今天就导。",
            ),
        )),
        (10, (
            turn(
                "区图书馆刚来电话，让我们" + f("pending", "寒假前把少儿书目整理一份给区图书馆") + "，他们要统一配书。您先记下，回头咱们一起弄。",
                "好，记下了：寒假前把少儿书目整理好交给区图书馆。",
            ),
        )),
    )
    return Scripted(
        name="fresh32-zh-shuwu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh32=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_zhucan(), _zhuyu(), _chongdianpeng(), _shuwu())
