"""Forty-fourth fresh held-out set (Chinese): written blind while the thirty-third round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-third round's rules; committed before its first run and not to
be edited after it. ``heldout_fresh44.py`` is the English half, written separately by another writer.

How it was written: the domains were grepped unused with ``grep -il`` (file names only) and swapped where a
city or trade was taken: a pig-trotter rice-noodle shop in Qinzhou (Liuzhou and luosifen were taken), a
hand-knotted carpet workshop in Kashgar, a mudflat-photography inn at Beiqi in Xiapu (Wuyuan and its
rapeseed fields were taken), and a village Yingge dance troupe in Puning (Chaozhou was taken). Proposals
come from the assistant, a Meituan sales rep on the phone, a cousin in the family WeChat group, the owner's
husband (decided by the street office through its grid worker), a Shanghai hotel designer by e-mail, the
owner's son (relayed by his mother, decided by the city's culture-and-tourism fair panel), a Ctrip sales
rep, an old member of a Fuzhou photographers' association over WeChat, an uncle in Bangkok on the phone,
and a milk-tea brand through the township culture station (decided by the village elders' group). Each
session has one more proposal that is accepted and not planted. Failures are multi-line blocks from
uhubctl, mongodump, unzip, coscmd, gst-launch-1.0, qshell, ampy and MP4Box; each is left unresolved for a
reason given in the dialogue (a part on order, a password or an account only someone far away holds, a
typhoon on the roof, a clip that must be re-exported by the person who shot it). Routine work
(``routine_zh``) is this file's own: a county library's mobile book-van (流动图书车) schedule service in
C++ with Drogon, built with CMake and vcpkg; it has turns that look like facts (rules of thumb, accepted
suggestions, numbers, paths) and are not planted.

Descriptions (written before the dialogue):
- zhujiaofen: 梅姐 (黄秀梅) runs a pig-trotter rice-noodle shop in 钦南区, Qinzhou, with her husband 老梁;
  her nephew 小韦 set up a scan-to-order system on a mini PC with MongoDB, and a script
  /opt/meijie/print/restart_printer.sh that power-cycles the takeaway receipt printer's USB hub. Rules:
  inside a long account of her day, trotters braised today are never sold the next day ("当天卤的猪脚不留到第二天卖");
  after a customer's peanut allergy flared, a customer who says he is allergic to peanuts gets his bowl cooked
  in a clean pot with a clean ladle ("说花生过敏的客人，换干净的锅和勺单独煮"). Proposals: the Meituan rep 小潘's
  "全店参加满二十五减十二" (bluntly no); cousin 阿珍's "在钦州港开一家分店" in the family group (put off, refused a
  round later: only 梅姐 can mix the braising liquor); 老梁's "晚上在门口人行道摆八张桌子做夜宵" (refused by
  the street office, relayed by the grid worker 小覃); the assistant's making the ordering tablet beep and
  show unprinted orders in red is accepted. Numbers: 一碗猪脚粉十五元; 猪脚进价二十二元一斤. Identifiers: the
  food-business licence JY14507020031886; the business licence's credit code 92450702MA5QX8TK3L. Paths:
  /opt/meijie/print/restart_printer.sh; /opt/meijie/diancan/config/menu.json. Commands: sudo uhubctl -a
  cycle -l 1-4 -p 2; mongodump --config=/root/.mongodump.yaml --gzip --archive=/mnt/upan/diancan-0309.gz.
  Failures: "No compatible devices detected at location 1-4!" (the cheap hub cannot switch port power; a new
  hub is on order from Pinduoduo); at the end of a long log, "Failed: meijie.orders: error reading collection:
  (Unauthorized) not authorized on meijie to execute command" (the backup user lacks the role; only 小韦 has
  the admin password and his phone was stolen in Guangzhou). Open: "按天算出这个月堂食和外卖各卖了多少碗" (asked
  again in round 10); "小店要不要装明厨亮灶的摄像头" (the market regulator has not said); in round 5,
  "三月底之前把加了猪脚饭的新价目表做好".
- ditan: 热合曼大叔 runs a hand-knotted carpet workshop in Kashgar's old town with twelve looms; his son 艾力,
  at university in Urumqi, wrote /home/rehman/gilam/knot_chart.py (pattern to knot chart) and set up coscmd
  (config ~/.cos.conf) to upload product photos to Tencent COS. Rules: inside a long account, one carpet is
  woven from one dye lot from start to finish ("一块地毯从头到尾只用同一缸染的毛线"); after a small fire, no
  electric heaters in the workshop ("作坊里不准再用电炉子烤火"). Proposals: the assistant's "网店里顺带卖机织地毯"
  (refused by a reason alone); the Shanghai designer 陈小姐's e-mail asking for "四十天交一块三米乘五米的大堂地毯"
  (countered: a one-metre sample in forty days, the big one in a hundred and twenty; she accepts); 艾力's
  "去上海的非遗市集摆一个礼拜的摊", relayed by his mother, refused by the city fair's selection panel; the
  assistant's identity card (number, knots, weaver's name) shipped with each carpet is accepted. Numbers:
  每平方米二十四万个结; 一平米卖四千二百元. Identifiers: the SF waybill SF1428830617725; the credit code
  92653101MA79K3XQ2N. Commands: unzip -O GBK ~/订单/上海酒店/大堂图样.zip -d ~/订单/上海酒店/图样; coscmd upload
  -rs /home/rehman/gilam/photos/2025-spring/ shop/2025-spring/. Failures: "End-of-central-directory signature
  not found.  Either this file is not" (the zip arrived truncated; 陈小姐 is flying to Dubai and cannot resend);
  at the end of a long log, "'code': 'InArrearOrInsufficientBalance', 'message': 'The account is in arrears or
  has insufficient balance.'" (the Tencent Cloud account is in arrears and only 艾力 can log in; he is in exams). Open: "算出今年每台织机织了多少平方" (asked again in round
  10); "和田那边的羊毛今年秋天还涨不涨价" (nobody knows); in round 5, "古尔邦节之前把新花样图册做出来".
- tantu: 郑海生 runs 海生客栈 at Beiqi in Xiapu for photographers; a Raspberry Pi on the roof (hostname
  beiqi-roof-pi) streams the mudflats with /srv/tantu-live/push.sh; the booking page reads the tide table
  /etc/haisheng/tide-2025.csv; his daughter 小雨 in Fuzhou keeps the guests' photos on Qiniu. Rules: inside a
  long account, all guests are off the mudflat an hour before high tide ("涨潮前一个小时，所有客人必须从滩涂上撤回来");
  after a guest's drone fell into a laver farm, guests register at the front desk before flying a drone
  ("客人飞无人机之前必须先到前台登记"). Proposals: the assistant's "半夜带客人下滩涂拍星空" (bluntly no); the Ctrip
  rep's "八间房全部参加携程的特牌秒杀" (countered: two mountain-view rooms on weekdays); the Fuzhou
  photographers' association member 老林's "十月整个客栈包给协会办年会，房价打五折" (put off, refused a round
  later); the assistant's tide and sunrise times on the booking page are accepted. Numbers:
  海景房旺季四百八十元一晚; 包船出海拍一趟六百元. Identifiers: beiqi-roof-pi; his brother's fishing boat 闽霞渔05287.
  Commands: gst-launch-1.0 -e v4l2src device=/dev/video0 ! image/jpeg,width=1920,height=1080 ! jpegdec !
  videoconvert ! x264enc tune=zerolatency bitrate=2500 ! flvmux streamable=true ! rtmpsink
  location=rtmp://127.0.0.1/live/beiqi; qshell qupload2 --src-dir=/home/haisheng/kepian/0716
  --bucket=haisheng-kepian --thread-count=4. Failures: "Cannot identify device '/dev/video0'." (the camera's
  cable on the roof; a typhoon is coming, nobody goes up); at the end of a long log, the line ending
  "error:401 bad token" for DSC_4471.jpg (小雨 reset the key after the traffic was stolen and has the new one;
  she has just given birth).
  Open: "把去年每个月的入住率做成一张表" (asked again in round 10); "东壁观景台国庆前能不能修好开放" (nobody
  knows); in round 5, "八月底之前把日文版的客栈介绍做出来".
- yingge: 标叔 (陈锦标) leads 下寨村英歌队 in Puning; his nephew 阿泽 runs the Douyin account xiazhai_yingge; a
  young villager in Shenzhen, 阿杰, made LED Yingge sticks on ESP32 boards running MicroPython, with light
  patterns in /home/azhe/yingge/led/patterns.json; the roster is ~/yingge/队员名册.xlsx. Rules: inside a
  long account, once the face is painted, no smoking or drinking ("脸谱画上以后，烟酒都不许碰"); after
  firecrackers burned a dancer's costume, firecrackers are lit only after the whole troupe has passed
  ("鞭炮等队伍整个走过去了才许点"). Proposals: the assistant's "把排练视频剪成教学课放到抖音上卖" (put off,
  refused a round later: the routines are not sold); the uncle in Bangkok's "正月请队伍去曼谷潮州会馆演出" (by a
  reason alone: the young men go back to the factories, few have passports); a milk-tea brand's
  "戏服上印奶茶的logo" through the township culture station (voted down by the village elders' group); the
  assistant's roll-call chain (接龙) in the troupe's group before each show is accepted. Numbers:
  出一场八千八百元; 一套完整的英歌要跳四十五分钟. Identifiers: xiazhai_yingge; the heritage application number
  PNWL-FY-2025-031. Commands: ampy --port /dev/ttyUSB0 put led_main.py /main.py; MP4Box -cat
  /home/azhe/yingge/luxiang/drone_0224.mp4 -cat /home/azhe/yingge/luxiang/phone_0224.mp4 -new
  /home/azhe/yingge/shenbao/youshen_full.mp4. Failures: "ampy.pyboard.PyboardError: could not enter raw repl"
  (only 阿杰 may reflash the boards, he is in Shenzhen until Qingming); at the end of a long log, "Error
  appending /home/azhe/yingge/luxiang/phone_0224.mp4: Feature Not Supported" (last year's drone clip is HEVC,
  the phone clip H.264; the heritage office wants original quality, so the aerial photographer 小蔡 must
  re-export it from his computer in Shantou, busy with weddings this week). Open:
  "把正月每场出场的队员名单整理出来" (asked again in round 10); "省里今年的非遗展演有没有名额给我们村" (nobody
  knows); in round 5, "正月初十之前把游神路线图发到村群里".
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a county library's book-van schedule (C++ / Drogon)
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "图书车排班那个服务编不过了，昨天还好好的。",
                ("我先完整编一遍看报错。", [
                    call("bash",
                         "[ 87%] Building CXX object CMakeFiles/bookvan.dir/controllers/api_v1_Routes.cc.o\n"
                         "[ 91%] Linking CXX executable bookvan\n"
                         "/usr/bin/ld: CMakeFiles/bookvan.dir/controllers/api_v1_Routes.cc.o: in function "
                         "`api::v1::Routes::upcoming(std::shared_ptr<drogon::HttpRequest> const&, "
                         "std::function<void (std::shared_ptr<drogon::HttpResponse> const&)>&&, int)':\n"
                         "api_v1_Routes.cc:(.text+0x1b4e): undefined reference to "
                         "`drogon_model::bookvan::Visit::Visit(drogon::orm::Row const&, long)'\n"
                         "collect2: error: ld returned 1 exit status\n"
                         "gmake[2]: *** [CMakeFiles/bookvan.dir/build.make:231: bookvan] Error 1\n"
                         "gmake[1]: *** [CMakeFiles/Makefile2:112: CMakeFiles/bookvan.dir/all] Error 2\n"
                         "gmake: *** [Makefile:136: all] Error 2",
                         error=True, command="cmake --build build -j4"),
                ]),
                ("昨天用 drogon_ctl 新生成的 Visit 模型没进 CMakeLists 的源文件列表，编译过了但链接找不到。我把 models 目录下的文件都收进来。", [
                    call("edit", "ok", path="CMakeLists.txt",
                         old="target_sources(${PROJECT_NAME} PRIVATE ${SRC_DIR} ${CTL_SRC} ${FILTER_SRC})",
                         new="aux_source_directory(models MODEL_SRC)\n"
                             "target_sources(${PROJECT_NAME} PRIVATE ${SRC_DIR} ${CTL_SRC} ${FILTER_SRC} ${MODEL_SRC})"),
                    call("bash", "[ 95%] Building CXX object CMakeFiles/bookvan.dir/models/Visit.cc.o\n"
                                 "[100%] Linking CXX executable bookvan\n[100%] Built target bookvan",
                         command="cmake --build build -j4"),
                ]),
                "编过了。以后用 drogon_ctl create model 生成新表的模型，顺手看一眼 CMakeLists 有没有收进来。",
            ),
        )
    if k == 1:
        return (
            turn(
                "乡镇文化站想在他们的公众号里挂一个“图书车下次什么时候来”的查询，给个接口吧。",
                ("我加一个按停靠点查下一班的接口。", [
                    call("bash", "create a http controller: api::v1::Stops\nfile api_v1_Stops.h and api_v1_Stops.cc created",
                         command="cd controllers && drogon_ctl create controller -h api::v1::Stops"),
                    call("edit", "ok", path="controllers/api_v1_Stops.h",
                         old="METHOD_LIST_BEGIN\n",
                         new="METHOD_LIST_BEGIN\n    METHOD_ADD(Stops::next, \"/{1}/next\", Get);\n"),
                    call("bash", "[100%] Built target bookvan", command="cmake --build build -j4"),
                    call("bash", "HTTP/1.1 200 OK\ncontent-type: application/json; charset=utf-8\n\n"
                                 "{\"stop\":\"石塘村委会\",\"next\":\"2025-04-16\",\"window\":\"09:30-11:00\",\"van\":\"2号车\"}",
                         command="curl -i http://127.0.0.1:8848/api/v1/stops/37/next"),
                ]),
                "接口好了，返回停靠点、日期、时间段和车号。排班一天才改一次，要不要加个缓存，省得公众号那边一刷就查库？",
            ),
            turn("加吧，别太久，半小时就行。", "加了，按停靠点缓存三十分钟，排班表一改就清掉。"),
        )
    if k == 2:
        return (
            turn(
                "测试挂了一个，说是双周排班那块。",
                ("跑一下测试程序。", [
                    call("bash",
                         "In test case ScheduleBiweekly\n"
                         "↳ /home/lib/bookvan/test/schedule_test.cc:48  FAILED:\n"
                         "  CHECK(nextVisit(stop, \"2026-01-02\") == \"2026-01-07\")\n"
                         "With expansion\n"
                         "  \"2026-01-14\" == \"2026-01-07\"\n\n"
                         "===============================================================================\n"
                         "  Assertions: 63 | 62 passed | 1 failed\n"
                         "  Test cases: 12 | 11 passed | 1 failed",
                         error=True, command="./build/test/bookvan_test"),
                ]),
                ("单双周是按 ISO 周号的奇偶算的，跨年那周周号从 53 跳回 1，奇偶就错了一次。改成从第一次出车那天起算天数，除以 14 看余数。", [
                    call("edit", "ok", path="src/schedule.cc",
                         old="return isoWeek(day) % 2 == stop.parity;",
                         new="return daysBetween(stop.firstRun, day) % 14 < 7;"),
                    call("bash", "===============================================================================\n"
                                 "  All tests passed (63 assertions in 12 test cases)",
                         command="./build/test/bookvan_test"),
                ]),
                "全过了。凡是隔周、隔月的排班，都按起始日期算天数，别用周号。",
            ),
        )
    if k == 3:
        return (
            turn(
                "drogon 出了新版本，能不能升？",
                ("我先把 vcpkg 的基线往前挪，只动 drogon 这一个包。", [
                    call("bash", "Updated default registry: https://github.com/microsoft/vcpkg\n"
                                 "  baseline 3426db05b996481ca31e95fff3734cf23e0f51bc -> c14d62387153eeb2c0cc5fbb5fa3cc5f5f8c1a11",
                         command="vcpkg x-update-baseline"),
                    call("bash", "-- Running vcpkg install\nThe following packages will be rebuilt:\n"
                                 "    drogon[core,ctl,orm,postgres]:x64-linux -> 1.9.10\n"
                                 "...\n-- Running vcpkg install - done\n-- Configuring done\n-- Generating done",
                         command="cmake -B build -S . -DCMAKE_TOOLCHAIN_FILE=$VCPKG_ROOT/scripts/buildsystems/vcpkg.cmake"),
                    call("bash", "[100%] Built target bookvan", command="cmake --build build -j4"),
                ]),
                "升到 1.9.10 了，编译和测试都正常。依赖最好每次只升一个，出了问题好找。",
            ),
            turn("行，以后就这么办。", "好，我把这条写进项目的 CONTRIBUTING.md 里了。"),
        )
    if k == 4:
        return (
            turn(
                "文化站的人说导出来的排班表用 Excel 打开全是乱码。",
                ("我看下导出接口的返回。", [
                    call("bash", "HTTP/1.1 200 OK\ncontent-type: text/csv\ncontent-disposition: attachment; filename=\"schedule-2025-04.csv\"\n\n"
                                 "stop,date,window,van\n石塘村委会,2025-04-16,09:30-11:00,2号车",
                         command="curl -i 'http://127.0.0.1:8848/api/v1/schedule/export?month=2025-04'"),
                ]),
                ("内容是 UTF-8 的，但没有 BOM，Excel 就按 GBK 去读了。我在文件开头加上 BOM，头里也写上 charset。", [
                    call("edit", "ok", path="controllers/api_v1_Schedule.cc",
                         old="resp->setBody(csv);",
                         new="resp->setBody(\"\\xEF\\xBB\\xBF\" + csv);\n"
                             "    resp->setContentTypeString(\"text/csv; charset=utf-8\");"),
                    call("bash", "[100%] Built target bookvan", command="cmake --build build -j4"),
                ]),
                "改好了，Excel 直接打开就是中文。WPS 也试过，正常。",
            ),
        )
    return (
        turn(
            "服务早上挂了一次，systemd 自己拉起来的。",
            ("我翻一下日志。", [
                call("bash",
                     "bookvan[4127]: 20250415 07:42:11.318 ERROR Unhandled exception in /api/v1/checkins - Routes.cc:112\n"
                     "bookvan[4127]: terminate called after throwing an instance of 'Json::LogicError'\n"
                     "bookvan[4127]:   what():  Value is not convertible to Int.\n"
                     "systemd[1]: bookvan.service: Main process exited, code=killed, status=6/ABRT\n"
                     "systemd[1]: bookvan.service: Scheduled restart job, restart counter is at 1.",
                     error=True, command="journalctl -u bookvan --since today | tail -n 20"),
            ]),
            ("司机那边的打卡页面把停靠点编号当字符串发上来了，asInt 直接抛异常。先判断类型，不对就回 400，不让整个进程挂掉。", [
                call("edit", "ok", path="controllers/api_v1_Routes.cc",
                     old="int stopId = (*json)[\"stop_id\"].asInt();",
                     new="const auto &v = (*json)[\"stop_id\"];\n"
                         "    if (!v.isConvertibleTo(Json::intValue)) {\n"
                         "        auto resp = HttpResponse::newHttpResponse();\n"
                         "        resp->setStatusCode(k400BadRequest);\n"
                         "        return callback(resp);\n"
                         "    }\n"
                         "    int stopId = v.asInt();"),
            ]),
            "改好了，测试环境重新部署了。打卡页那边我也让他们改成传数字。",
        ),
    )


# ---------------------------------------------------------------- zhujiaofen
def _zhujiaofen() -> Scripted:
    f = Builder()
    dump_tail = (
        "2025-03-09T22:40:01.102+0800\twriting meijie.menu to archive '/mnt/upan/diancan-0309.gz'\n"
        "2025-03-09T22:40:01.109+0800\twriting meijie.customers to archive '/mnt/upan/diancan-0309.gz'\n"
        "2025-03-09T22:40:01.117+0800\tdone dumping meijie.menu (52 documents)\n"
        "2025-03-09T22:40:01.163+0800\tdone dumping meijie.customers (1318 documents)\n"
        "2025-03-09T22:40:01.164+0800\twriting meijie.orders to archive '/mnt/upan/diancan-0309.gz'\n"
        "2025-03-09T22:40:01.171+0800\t"
        + f("failure", "Failed: meijie.orders: error reading collection: (Unauthorized) not authorized on meijie to execute command")
        + " { find: \"orders\", filter: {}, lsid: { id: UUID(\"3f0c9b5e-2a71-4d0e-9c1f-8e5b7a24d6c3\") }, $db: \"meijie\" }"
    )
    r1 = (
        turn(
            "喂，你好，我系梅姐，在钦州钦南区开猪脚粉店的，就叫梅姐猪脚粉，开了九年了。中午正忙的时候，美团的单子一张都冇打出来，"
            "骑手在门口站了一排等，我还以为系系统坏了。后来我老公老梁把那个小票机的线拔了再插，又好了。我表侄小韦以前帮我装这套东西的时候，"
            "写了个脚本放在 " + f("path", "/opt/meijie/print/restart_printer.sh")
            + "，讲打印机卡住的时候它会自己把那个 USB 的插座断电再通电，但是今天根本冇反应。你帮我看看。",
            ("我先看一下打印机接在哪个 USB 口上，再手动跑一下脚本里那条给插座断电重启的命令。", [
                call("bash",
                     "/:  Bus 02.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 5000M\n"
                     "/:  Bus 01.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/12p, 480M\n"
                     "    |__ Port 4: Dev 3, If 0, Class=Hub, Driver=hub/4p, 480M\n"
                     "        |__ Port 1: Dev 5, If 0, Class=Human Interface Device, Driver=usbhid, 1.5M\n"
                     "        |__ Port 2: Dev 6, If 0, Class=Printer, Driver=usblp, 12M\n"
                     "    |__ Port 7: Dev 2, If 0, Class=Wireless, Driver=btusb, 12M\n"
                     + f("failure", "No compatible devices detected at location 1-4!") + "\n"
                     "Run with -h to get usage info.",
                     error=True,
                     command="lsusb -t && " + f("command", "sudo uhubctl -a cycle -l 1-4 -p 2")),
            ]),
            "打印机接在一个四口的小 USB 扩展器上，扩展器插在电脑的 4 号口。脚本用的这个工具要扩展器本身支持“单个口断电”才行，"
            "你这个扩展器是几块钱那种，芯片不支持，所以工具根本认不到它，断电重启这一步从来没真正做成过。要么换一个支持按口断电的扩展器，"
            "要么就只能像老梁那样手动拔插。",
        ),
        turn(
            "怪不得，我讲以前怎么也冇见它自己好过。老梁刚才在拼多多上搜了，讲有一种带开关的，他下单了，要五天才到，到了再换。"
            "这几天就先手拔吧，反正中午他守在收银那里。",
            "好，自动重启这块等新扩展器到了再接上试。",
        ),
        turn(
            "不过打印机一卡住我们就不知道有单子进来，这个最要命。骑手催，客人在美团上给差评。有冇办法让我们早点知道？",
            "可以在点餐的平板上加个提醒：外卖单进来以后，如果一分钟内打印机没有回“已打印”，平板就嘀嘀响，这张单在屏幕上标成红色，"
            "你们一看就知道要去拔插打印机，或者照着屏幕先做。你看要不要加？",
        ),
        turn(
            "要，这个好，响大声点，后厨锅响起来听不到的。",
            ("我在点餐系统的外卖单页面加上未打印提醒。", [
                call("edit", "ok", path="/opt/meijie/diancan/web/src/pages/takeaway.vue",
                     old="<order-list :orders=\"orders\" />",
                     new="<order-list :orders=\"orders\" :highlight-unprinted=\"true\" />\n"
                         "    <unprinted-alarm :orders=\"orders\" :after-seconds=\"60\" volume=\"max\" />"),
            ]),
            "加好了：一分钟还没打印的外卖单会变红，平板用最大音量响，直到有人点“已处理”。",
        ),
        turn(
            "好。我跟你讲下我们店一天怎么过的，你以后帮我弄东西心里有个数。我每天早上四点半起身，五点到店里，先把头天晚上泡好的猪脚捞出来，"
            "火燎一遍毛，斩件，下锅飞水，然后落卤锅。我们的卤水是我奶奶传下来的方子，八角、草果、沙姜、罗汉果，还有一样我不讲的。"
            "猪脚要卤两个钟头，再焖一个钟头，七点钟开门刚好入味。早上都系街坊来吃，上班的、送小孩读书的，一人一碗，"
            + f("number", "一碗猪脚粉十五元") + "，加猪脚另外算。粉我们用的系本地的切粉，每天早上粉厂送过来，要新鲜的，隔夜的粉一煮就烂。"
            "中午十一点到一点系最忙的时候，堂食坐满，外卖一单接一单，我在灶台，老梁收钱装打包盒，还有一个阿姨洗碗。"
            "下午两点以后就松一点，我去市场订第二天的猪脚，现在" + f("number", "猪脚进价二十二元一斤") + "，比去年贵了好多，"
            "我一碗都冇加过价。晚上八点收档。有一样我们一直守着的：" + f("constraint", "当天卤的猪脚不留到第二天卖")
            + "，卖不完的就分给阿姨带回去，或者自己吃，宁愿少赚都不卖隔夜的，街坊吃了九年就系信这个。",
            "明白了：早上卤、晚上收，当天卤的当天卖完，卖不完的不留。猪脚进价涨了但粉价一直没动。",
        ),
        turn(
            "还有，上个礼拜差点出事。一个后生仔进来讲他对花生过敏，叫我不要放花生。我们的粉面上是要撒一把炸花生的，阿姨记住了冇撒，"
            "但是煮粉那个漏勺刚刚捞过花生油炸的东西，他吃了几口就讲喉咙痒，脸都红了，吓得我们马上叫车送他去人民医院，还好冇大事。"
            "从那以后我们定了：" + f("constraint", "说花生过敏的客人，换干净的锅和勺单独煮") + "，不跟其他粉一起下锅。",
            "这个很要紧。外卖单上客人备注里写了“过敏”的，我可以让小票上把这句备注打成大字放最上面，后厨一眼就看到。",
        ),
        turn(
            "好，这个也顺手弄上。",
            ("我把小票模板里的备注挪到最上面，遇到“过敏”两个字就加粗放大。", [
                call("edit", "ok", path="/opt/meijie/print/templates/takeaway.txt",
                     old="{{items}}\n备注：{{remark}}",
                     new="{% if '过敏' in remark %}[[BIG]]!!! {{remark}} !!![[/BIG]]{% endif %}\n{{items}}\n备注：{{remark}}"),
            ]),
            "改好了，带“过敏”的备注会用大字打在小票最上面。",
        ),
        turn(
            "对了，美团那边前两天发消息，讲我们的资质要重新上传，叫我把证照号码填一下。食品经营许可证是 "
            + f("identifier", "JY14507020031886") + "，营业执照上面那个统一社会信用代码是 "
            + f("identifier", "92450702MA5QX8TK3L") + "，你帮我记着，下次他们再问我就不用去翻柜桶了。",
            "两个号码都记下了：食品经营许可证和营业执照的信用代码。美团后台填的时候我照着这两个填。",
        ),
    )
    r2 = (
        turn(
            "小韦讲过，点餐那个电脑里的数据每个礼拜要备份一次到 U 盘，不然电脑坏了，会员的储值、这几年的单子全冇了。"
            "他走了以后一直冇人弄过。U 盘我插上去了，你帮我备一份。",
            ("我用小韦留下的备份配置导一份到 U 盘上。", [
                call("bash", long_log(44, "meijie-mongodump", dump_tail), error=True,
                     command=f("command", "mongodump --config=/root/.mongodump.yaml --gzip --archive=/mnt/upan/diancan-0309.gz")),
            ]),
            "菜单和会员两张表导出来了，到了订单表就被拒绝了：小韦给备份用的那个账号只开了菜单和会员的权限，订单表没给读。"
            "要用管理员账号登进数据库给它加权限，或者直接用管理员账号来备份。管理员的密码你们有吗？",
        ),
        turn(
            "我哪里知道这些，密码都系小韦记的。他在广州电子厂打工，上个礼拜在地铁上手机被人偷了，新手机微信还冇登回来，我打电话也打不通。"
            "只能等他搞好手机再问了，今天先不备了。",
            "好，订单的备份等小韦手机弄好、拿到管理员密码再做。菜单和会员那两张先在 U 盘里放着。",
        ),
        turn(
            "菜单的价钱小韦讲是写在 " + f("path", "/opt/meijie/diancan/config/menu.json")
            + " 里面的，平板上显示的就系那里来的，以后我要改价就改那里吧？",
            "对，平板上的菜名和价钱都从这个文件读。改完要重启一下点餐服务才会生效，改之前我会先备一份旧的。",
        ),
        turn(
            "刚刚美团那个业务经理小潘打电话来，讲现在附近好多粉店都在做活动，叫我" + f("rejected", "全店参加满二十五减十二")
            + "，讲平台也补一点，单量能翻一倍。",
            "你考虑吗？",
        ),
        turn(
            "不参加。",
            "好，活动不参加。",
        ),
        turn(
            "还有，我们家族群里，我表妹阿珍今天发了一大段，讲钦州港那边新开了好多厂，工人多，吃早餐的地方少，"
            "叫我" + f("rejected", "在钦州港开一家分店") + "，她讲她出钱出一半，店面她老公的朋友有一间，租金便宜。群里几个亲戚都在点赞。",
            "钦州港那边早上的人流确实大。你自己倾向于做吗？",
        ),
        turn(
            "我也讲不准，等清明拜山回来再讲，你先不要帮我回她。",
            "好，先放着，不回。",
        ),
    )
    r3 = (
        turn(
            "阿珍那个分店，我想了几晚，还是不开。卤水只有我一个人会调，每锅下多少料都系凭手感，我两边跑根本顾不过来，"
            "交给别人调又怕砸了招牌。你帮我写段话，我发到群里，讲好听点，亲戚之间别伤了和气。",
            "可以这样写：“阿珍，谢谢你这么看得起我们的粉，还愿意出钱一起做。我想来想去，卤水一直是我自己一锅一锅调的，"
            "分店开了我两头顾不过来，味道走样就对不住街坊了。等以后我带出一个能调卤水的徒弟，我们再好好商量。”",
        ),
        turn(
            "好，就这样发。还有，老梁前个月想" + f("rejected", "晚上在门口人行道摆八张桌子做夜宵")
            + "，讲晚上那条街好多人散步，卖点猪脚饭、炒粉。我们去街道办问过，今天网格员小覃打电话回来，讲街道办开会定了，"
            "那段人行道今年要创文明城市，一张桌都不准摆，摆了城管会来收。",
            "那夜宵只能先放下。要做的话只能在店里面做，不占道。",
        ),
        turn(
            "店里面晚上再讲，我也累。你帮我" + f("pending", "按天算出这个月堂食和外卖各卖了多少碗")
            + "，我想看看外卖到底占几多，美团抽的钱值不值。",
            "好，我从点餐系统的订单里按天统计，堂食和外卖分开。不过订单表现在备份账号读不了，我用点餐服务自己的接口一天一天拉，"
            "会慢一点。打印机和备份的事先记着，这个排在后面做。",
        ),
        turn(
            "嗯。还有个事我心里一直吊着，前两天市场监管局的人来巡查，讲大店都要搞明厨亮灶，后厨装摄像头，手机上能看到。"
            "我问他" + f("pending", "小店要不要装明厨亮灶的摄像头") + "，他讲文件还冇下来，到时看通知。"
            "装一套要好几千，我又怕装了白装，不装又怕罚款。",
            "这个现在谁也讲不准，得等监管局的正式通知出来，看对小店的要求是什么。我先记着这个问题，通知一出来再帮你看要装哪种。",
        ),
    )
    later5 = (
        turn(
            "讲个事，下个月我想加一个猪脚饭，中午好多人问有冇饭吃。" + f("pending", "三月底之前把加了猪脚饭的新价目表做好")
            + "，墙上那张和平板上都要换，价钱我晚上跟老梁商量好发给你。",
            "好，等你发了价钱我就做，墙上贴的那张和平板上的一起换，三月底之前弄好。",
        ),
    )
    later10 = (
        turn(
            "上次叫你算的，这个月堂食和外卖各卖了几多碗，算出来冇？",
            "还没算完，还在待办上：按天算出这个月堂食和外卖各卖了多少碗。订单要从接口一天一天拉，我拉到二十号了，接着做。",
        ),
    )
    return Scripted(
        name="fresh44-zhujiaofen", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh44=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


# ---------------------------------------------------------------- ditan
def _ditan() -> Scripted:
    f = Builder()
    cos_tail = (
        "Upload /home/rehman/gilam/photos/2025-spring/K07_front.jpg   =>   cos://gilam-1318806243/shop/2025-spring/K07_front.jpg\n"
        "2025-04-03 21:16:44,902 - ERROR - upload file failed: /home/rehman/gilam/photos/2025-spring/K07_front.jpg\n"
        "2025-04-03 21:16:44,903 - ERROR - Error: {"
        + f("failure", "'code': 'InArrearOrInsufficientBalance', 'message': 'The account is in arrears or has insufficient balance.'")
        + ", 'resource': 'gilam-1318806243.cos.ap-guangzhou.myqcloud.com/shop/2025-spring/K07_front.jpg', "
        "'requestid': 'NjdlZTFhOGNfYjc0OTFlMDlfMjA4YjFfMTg0YTc0Zg==', 'traceid': 'OGVmYzZiMmQzYjA2OWNhODk0NTRkMTBiOWVmMDAxODc0OWRkZjk0ZDM0NmI4'}\n"
        "2025-04-03 21:16:44,904 - WARNING - 0 files uploaded, 1 files failed, 36 files skipped"
    )
    r1 = (
        turn(
            "朋友你好，我是热合曼，在喀什老城高台民居后面开手工地毯作坊的，我们家织地毯织了三代了。我汉语说得不太好，你多担待。"
            "上海有个酒店的设计师陈小姐，要在我们这里定做大堂的地毯，她昨天在微信上给我发了一个压缩包，说是花样图。"
            "我巴郎子艾力教过我在电脑上点开，可是今天怎么点都打不开，说文件坏了。你帮我看看，是不是我电脑有毛病。",
            ("我先看看文件多大，再试着解压。", [
                call("bash",
                     "总计 2052\n"
                     "-rw-r--r-- 1 rehman rehman 2097152  4月  2 10:14 大堂图样.zip\n"
                     "Archive:  /home/rehman/订单/上海酒店/大堂图样.zip\n"
                     "  " + f("failure", "End-of-central-directory signature not found.  Either this file is not") + "\n"
                     "  a zipfile, or it constitutes one disk of a multi-part archive.  In the\n"
                     "  latter case the central directory and zipfile comment will be found on\n"
                     "  the last disk(s) of this archive.\n"
                     "unzip:  cannot find zipfile directory in one of /home/rehman/订单/上海酒店/大堂图样.zip or\n"
                     "        /home/rehman/订单/上海酒店/大堂图样.zip.zip, and cannot find /home/rehman/订单/上海酒店/大堂图样.zip.ZIP, period.",
                     error=True,
                     command="ls -l ~/订单/上海酒店/ && " + f("command", "unzip -O GBK ~/订单/上海酒店/大堂图样.zip -d ~/订单/上海酒店/图样")),
            ]),
            "电脑没毛病，是文件本身不完整。这个压缩包正好是 2MB，一点不多一点不少，像是下载到一半断了；压缩包最后面那段“目录”没下下来，"
            "所以解不开。花样图一般有几十兆，得请陈小姐重新发一次，最好用网盘链接或者邮件发，微信电脑版大文件容易断。",
        ),
        turn(
            "哎呀，陈小姐今天早上在机场，说要飞迪拜看一个酒店的项目，飞十个小时，下了飞机还要开会，她的助理手上没有这个图。"
            "她说回来了再发给我。那只能等她了，这个不着急，先放着。",
            "好，花样图等陈小姐从迪拜回来重新发了再解。",
        ),
        turn(
            "我给你说说我们作坊是怎么干活的，你心里有个数。我们有十二台织机，二十多个姐妹在这里干，都是附近巷子里的，"
            "早上送完孩子十点来，下午四点回去接孩子做饭，家门口挣钱，她们高兴。我们用的是和田的羊毛，自己洗、自己纺、自己染，"
            "染料有石榴皮、核桃皮、红花、茜草，也有一部分是买的。我们的地毯是一个结一个结手打的，"
            + f("number", "每平方米二十四万个结") + "，一个熟练的姐妹一天能打一万多个结，一条两米乘三米的地毯，三个人要织四个多月。"
            "价钱嘛，普通花样" + f("number", "一平米卖四千二百元") + "，丝毛混的要贵一些。有一条规矩我们家从我爷爷那时候就有："
            + f("constraint", "一块地毯从头到尾只用同一缸染的毛线") + "，开织之前就把整条要用的毛线一次染够，宁可多染剩下，"
            "不能织到一半再去染一缸，颜色差一点点，铺到地上太阳一照就是一道一道的，客人一看就知道。"
            "艾力给我写了个程序，放在 " + f("path", "/home/rehman/gilam/knot_chart.py")
            + "，把花样图变成一格一格的结图，姐妹们照着打，比以前我用手画方便多了。",
            "明白了：十二台织机、手打结、天然染料，一块地毯只用一缸毛线。花样图来了以后，就是用艾力那个程序转成结图。",
        ),
        turn(
            "还有一件事，去年冬天差一点出大事。喀什冬天冷，有个姐妹自己带了个电炉子放在织机旁边烤手，晚上走的时候忘了关，"
            "旁边一堆毛线烤着了，冒烟了，还好隔壁的买买提看见了，拿水浇灭了，烧了一筐毛线和半条没织完的地毯。"
            "从那以后我就说了：" + f("constraint", "作坊里不准再用电炉子烤火") + "，冷了就穿厚一点，我给每个人买了棉坎肩，"
            "屋子里的暖气片我也找人检查过了。",
            "这个做得对，毛线一点就着。暖气片离毛线堆也要留开一点距离。",
        ),
        turn(
            "对对。还有两个号码你帮我记一下。一个是杭州一个客人买的那条红色的石榴花地毯，上礼拜发的顺丰，单号是 "
            + f("identifier", "SF1428830617725") + "，客人老问到哪了。还有一个是我们作坊营业执照上的号码，"
            + f("identifier", "92653101MA79K3XQ2N") + "，街道说要报非遗工坊，表上要填。",
            "两个都记下了：杭州客人的顺丰单号，和营业执照的统一社会信用代码。我还有个想法：每条地毯发货的时候，随货放一张小卡片，"
            "像地毯的“身份证”，写上编号、尺寸、多少个结、用的什么染料、哪几个姐妹织的，再放一张织的时候拍的照片。"
            "客人收到知道是谁一个结一个结打出来的，也好跟机织的区分开。",
        ),
        turn(
            "这个亚克西！姐妹们的名字写上去，她们肯定高兴。就这么弄。",
            ("我先做一个卡片模板，编号、尺寸、结数、染料、织工名字、照片这几栏。", [
                call("write", "ok", path="/home/rehman/gilam/cards/template.md",
                     content="# 地毯身份证\n编号：{{id}}\n尺寸：{{size}}\n结数：{{knots}}\n染料：{{dyes}}\n织工：{{weavers}}\n![]({{photo}})\n"),
            ]),
            "模板做好了，以后每条发货前填一张打印出来。",
        ),
    )
    r2 = (
        turn(
            "网店上要上新了，今年春天织好的三十多条，照片都拍好了，放在电脑里。艾力以前教过我用一个命令传到网店的图库里，"
            "他说配置在 " + f("path", "~/.cos.conf") + " 里面。你帮我传一下。",
            ("我按艾力的配置把整个文件夹传上去。", [
                call("bash", long_log(38, "gilam-coscmd", cos_tail), error=True,
                     command=f("command", "coscmd upload -rs /home/rehman/gilam/photos/2025-spring/ shop/2025-spring/")),
            ]),
            "前面的照片它都跳过了，说明以前传过；传新照片的时候腾讯云拒绝了，原因是存照片的那个腾讯云账号欠费了。"
            "要有人登进这个账号充值，照片才能继续传，网店上已经挂着的图也可能过几天就打不开了。",
        ),
        turn(
            "那个账号是艾力用他自己的身份证实名的，登录要往他手机上发验证码。他这两个礼拜在乌鲁木齐期末考试，考完才回来，"
            "他说考试的时候千万别给他打电话。那就等他考完吧，上新晚几天也没关系。",
            "好，照片等艾力考完试、把账号充好值再传。",
        ),
        turn(
            "你说，网店上的东西是不是太贵了？好多人问了价就不说话了。",
            "手工的价位确实不是每个人都能接受。有个办法可以考虑：" + f("rejected", "网店里顺带卖机织地毯")
            + "，几百块一条，给预算少的客人一个选择，也能带点流量。",
        ),
        turn(
            "机织的一台机器一天出几十条，放在一个店里，客人就分不清哪条是姐妹们一个结一个结打出来的了。我们家三代人就是靠“手工”两个字吃饭的。",
            "明白，网店里只放手织的。",
        ),
        turn(
            "陈小姐在迪拜给我发了一封邮件，艾力他妈给我念的。她说酒店老板催得紧，要" + f("rejected", "四十天交一块三米乘五米的大堂地毯")
            + "，钱可以多给。",
            "三米乘五米是十五个平方，按每平方二十四万个结算，四十天确实太紧。你打算怎么回她？",
        ),
        turn(
            "四十天就是十二台织机一起上也织不出来，而且一块地毯只能几个人挨着织，人多了手劲不一样，打出来松紧不一。我让艾力他妈帮我回了邮件："
            "四十天先给她交一块一米见方的小样，颜色、花样、手感她和老板先看，满意了，大的那块一百二十天交。"
            "她刚回了，说老板同意了，小样先做。你帮我记到订单表里。",
            ("我把这一单记进订单表。", [
                call("edit", "ok", path="/home/rehman/gilam/orders.csv", old="# end",
                     new="上海酒店陈小姐,大堂地毯,先交1米见方小样(40天),大毯3x5米(120天),花样图待重发\n# end"),
            ]),
            "记上了：小样四十天，大毯一百二十天，花样图等她重发。",
        ),
    )
    r3 = (
        turn(
            "跟你说个事。艾力他妈说，艾力在学校看到上海有个非遗市集，想让我们" + f("rejected", "去上海的非遗市集摆一个礼拜的摊")
            + "，说上海人喜欢手工的东西。我们就通过市文旅局报了名，今天文旅局的人打电话来，说评审组开会选了，喀什就两个名额，"
            "给了做土陶的和做乐器的老字号，我们这次没选上。",
            "那这次就去不了了。以后有别的市集，我可以帮你们先把作坊的介绍和照片准备好，报名的时候用得上。",
        ),
        turn(
            "好，以后再说。你帮我" + f("pending", "算出今年每台织机织了多少平方")
            + "，姐妹们的工钱是按平方算的，我也想看看哪台机子老是空着。",
            "好，我从订单表和织机的登记本里按织机算，每台今年一共织了多少平方。照片和花样图的事先记着，这个排在后面做。",
        ),
        turn(
            "嗯。还有一件事我心里没底。收羊毛的老吾守尔说，今年和田那边羊少了，春天的毛已经涨了两成。"
            + f("pending", "和田那边的羊毛今年秋天还涨不涨价") + "？要是还涨，我现在就多收一点囤着，可是钱又压在那里。我问了好几个人，谁都说不清。",
            "这个现在谁也说不准，要看秋天剪毛的时候收成怎么样。我先记着这个问题，到时候有了行情再帮你算囤多少合适。",
        ),
    )
    later5 = (
        turn(
            "朋友，过节前好多老客人要来看新花样。" + f("pending", "古尔邦节之前把新花样图册做出来")
            + "，今年新织的那些石榴花、巴旦木花的都放进去，照片我让姐妹们再补拍几张。",
            "好，等照片补齐了就排图册，古尔邦节之前做好。",
        ),
    )
    later10 = (
        turn(
            "每台织机织了多少平方，算出来了没有？姐妹们问工钱了。",
            "还没算完，还在待办上：算出今年每台织机织了多少平方。登记本上有几台的数字对不上订单表，我在一条一条核。",
        ),
    )
    return Scripted(
        name="fresh44-ditan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh44=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


# ---------------------------------------------------------------- tantu
def _tantu() -> Scripted:
    f = Builder()
    qshell_tail = (
        "[I] qupload2 start: src-dir=/home/haisheng/kepian/0716, bucket=haisheng-kepian, 212 files to upload, 4 threads\n"
        + f("failure", "[E] upload file:/home/haisheng/kepian/0716/DSC_4471.jpg => [haisheng-kepian:0716/DSC_4471.jpg] error:401 bad token")
        + "\n[I] upload aborted by first error, 0 succeeded, 1 failed, 211 not started\n"
        "[I] see log: /home/haisheng/.qshell/users/haisheng/qupload/0716/qupload.log"
    )
    r1 = (
        turn(
            "你好，我姓郑，郑海生，在霞浦北岐开了个客栈，叫海生客栈，来住的基本都是拍照片的。我以前是讨海的，打了二十多年鱼，"
            "这几年北岐的滩涂拍出名了，我就把老房子改成了客栈。楼顶上我女儿小雨装了个摄像头，对着滩涂直播，"
            "放在公众号上，客人订房之前都要看一眼今天的云和潮水。那个小电脑她说叫 " + f("identifier", "beiqi-roof-pi")
            + "，推流的脚本在 " + f("path", "/srv/tantu-live/push.sh") + "。今天一早起来，公众号上的画面就是黑的，你帮我看看。",
            ("我在那台小电脑上看看摄像头还在不在，再把脚本里推流那一条单独跑一下。", [
                call("bash",
                     "/dev/video10  /dev/video11  /dev/video12  /dev/video13  /dev/video14  /dev/video15  /dev/video16\n"
                     "/dev/video18  /dev/video20  /dev/video21  /dev/video22  /dev/video23  /dev/video31\n"
                     "Setting pipeline to PAUSED ...\n"
                     "ERROR: from element /GstPipeline:pipeline0/GstV4l2Src:v4l2src0: "
                     + f("failure", "Cannot identify device '/dev/video0'.") + "\n"
                     "Additional debug info:\n"
                     "../sys/v4l2/gstv4l2object.c(3829): gst_v4l2_object_open (): /GstPipeline:pipeline0/GstV4l2Src:v4l2src0:\n"
                     "system error: No such file or directory\n"
                     "ERROR: pipeline doesn't want to preroll.\n"
                     "Failed to set pipeline to PAUSED.\n"
                     "Setting pipeline to NULL ...\n"
                     "Freeing pipeline ...",
                     error=True,
                     command="ls /dev/video* ; " + f("command",
                         "gst-launch-1.0 -e v4l2src device=/dev/video0 ! image/jpeg,width=1920,height=1080 ! jpegdec ! "
                         "videoconvert ! x264enc tune=zerolatency bitrate=2500 ! flvmux streamable=true ! "
                         "rtmpsink location=rtmp://127.0.0.1/live/beiqi")),
            ]),
            "小电脑是好的，网也通，但是系统里根本没有摄像头这个设备了，就是说摄像头那头掉了：要么 USB 线松了、断了，要么摄像头进水坏了。"
            "得有人上楼顶看看线。",
        ),
        turn(
            "线是从楼顶的栏杆上绕下来的，在外面风吹日晒的，前几天风大，估计是被吹松了。可是气象台说台风明天下午就到，"
            "现在风已经很大了，楼顶上站都站不稳，我不敢让人上去。等台风过了再上去看吧，这几天直播就先停着。",
            "好，摄像头等台风过去、能上楼顶了再查线。",
        ),
        turn(
            "我跟你讲讲我们客栈平时怎么做的。来的客人都是冲着日出来的，夏天四点多就要起来，我或者我弟弟开车带他们去北岐的观景台，"
            "也有人要下到滩涂上去拍，拍插竹竿的、拍赶海的渔民、拍小船划过去的那一道水线。滩涂上看着平平的，潮水涨起来快得很，"
            "外地人不知道。所以我们这里有一条死规矩：" + f("constraint", "涨潮前一个小时，所有客人必须从滩涂上撤回来")
            + "，我拿着潮汐表站在堤上喊，谁不上来我就下去拉。潮汐表小雨每年做一个放在 " + f("path", "/etc/haisheng/tide-2025.csv")
            + "，订房页面上也是读那个文件。房间一共八间，" + f("number", "海景房旺季四百八十元一晚")
            + "，山景的便宜一百。还有人要出海拍，坐我弟弟海水的渔船，船号是 " + f("identifier", "闽霞渔05287") + "，"
            + f("number", "包船出海拍一趟六百元") + "，一船最多坐六个人，穿救生衣。天黑以后大家就在院子里喝茶、看片子，我老婆煮海蛎饼、鱼丸汤。",
            "明白了：日出、滩涂、出海三样，涨潮前一个小时一定撤回，潮汐表是那个文件。",
        ),
        turn(
            "还有个事，上个月一个客人在滩涂边上飞无人机，飞得太低，一阵风过来，掉进人家的紫菜架子里了，把网扯破了一大片。"
            "养殖户找上门来，要赔两千块，客人不肯，在我院子里吵到半夜，最后是我出面赔了一半。从那以后我定了："
            + f("constraint", "客人飞无人机之前必须先到前台登记") + "，我告诉他哪边是养殖区、哪边可以飞，出了事也知道找谁。",
            "这个登记很有必要。我有个建议：订房页面上每天显示当天的潮汐时间和日出时间，客人订房的时候就知道几点退潮、几点要撤，"
            "也知道要几点起床，你也少解释很多遍。",
        ),
        turn(
            "好啊，这个好，弄上。",
            ("我在订房页上加一块“今日潮汐和日出”，从潮汐表里读。", [
                call("edit", "ok", path="/srv/haisheng-web/templates/booking.html",
                     old="<section id=\"rooms\">",
                     new="<section id=\"today-tide\">{% include 'tide_today.html' %}</section>\n<section id=\"rooms\">"),
            ]),
            "加好了，订房页最上面会显示今天的两次低潮、两次高潮和日出时间，每天零点自动换。",
        ),
    )
    r2 = (
        turn(
            "前两天一个上海的摄影团走了，他们拍的片子留了一份在我电脑上，小雨以前弄了个地方，客人可以从网上下载自己的客片。"
            "你帮我传上去，客人在群里催了。",
            ("我用小雨配好的七牛工具把这批客片传上去。", [
                call("bash", long_log(42, "haisheng-qshell", qshell_tail), error=True,
                     command=f("command", "qshell qupload2 --src-dir=/home/haisheng/kepian/0716 --bucket=haisheng-kepian --thread-count=4")),
            ]),
            "一张都没传上去，第一张就被七牛拒绝了：电脑上存的这把钥匙已经不能用了，应该是被换过。要用现在有效的那把钥匙重新登一下才能传。",
        ),
        turn(
            "哦，我想起来了，上个月小雨说七牛那边流量被人盗刷了，她把钥匙重新换了一把，新的在她那里。可她前天刚生了宝宝，"
            "在福州坐月子，这种事我不好去烦她。等她出了月子再弄吧，我先跟客人说一声，片子晚点给他们。",
            "好，客片等小雨出了月子、给了新钥匙再传。",
        ),
        turn(
            "最近白天天气太热，客人少了，你有什么好点子吗？",
            "夏天晚上北岐的星空很好，可以" + f("rejected", "半夜带客人下滩涂拍星空") + "，做一个夜拍的套餐，白天客人少的时候晚上补回来。",
        ),
        turn(
            "这个不行。",
            "好，夜拍不做。",
        ),
        turn(
            "还有，福州摄影协会有个老会员老林，在我们这儿住过好多回了，刚在微信上跟我讲，" + f("rejected", "十月整个客栈包给协会办年会，房价打五折")
            + "，说他们协会一百多个会员，以后都往我这儿介绍客人。",
            "一百多个会员的影响力不小。你怎么想？",
        ),
        turn(
            "老林是老朋友了，我不好马上回他。我先翻翻十月的预订再说。",
            "好，先不回，等你看完十月的预订。",
        ),
    )
    r3 = (
        turn(
            "十月的本子我翻了，国庆到十月底八间房已经订出去一大半了，都是年年来的老客人，不能推掉。而且十月是我们一年里最好的时候，"
            "打五折一个月就白干了。老林那个不接。你帮我拟一段话回他，别伤了交情。",
            "可以这样回：“林老师，谢谢您一直想着我们海生客栈。十月的房间老客人年初就订掉大半了，实在腾不出整个客栈来。"
            "协会要是愿意错开到十一月中下旬，那时候滩涂一样好拍，我给协会的会员按老客的价格算，您看行不行？”",
        ),
        turn(
            "行，就这样发。还有，携程的一个小姑娘打电话来，说暑假他们有个活动，想让我" + f("rejected", "八间房全部参加携程的特牌秒杀")
            + "，说能上首页。我算了一下，秒杀价比我平时便宜快一半。我跟她说，八间不行，周一到周四拿两间山景房出来参加，周末和海景房都不参加。"
            "她去问了她们经理，刚回电话说可以。",
            ("我把这个记到渠道的备忘里。", [
                call("edit", "ok", path="/srv/haisheng-web/data/channels.md", old="<!-- end -->",
                     new="- 携程暑期特牌秒杀：只放两间山景房，仅周一至周四；海景房和周末不参加（携程经理已同意）\n<!-- end -->"),
            ]),
            "记上了：两间山景房，周一到周四。",
        ),
        turn(
            "好。还有你帮我" + f("pending", "把去年每个月的入住率做成一张表") + "，我想看看哪几个月最淡，淡季要不要关几个月去修房子。",
            "好，我从去年的订房记录里按月算，每个月八间房住了多少晚、占几成。摄像头和客片的事先记着，这个排在后面做。",
        ),
        turn(
            "嗯。还有个事，东壁那个观景台去年说是要加固，围起来修了，到现在还围着。好多客人打电话问我国庆能不能去东壁拍日落，"
            "我也答不上来。" + f("pending", "东壁观景台国庆前能不能修好开放") + "？我问了村里，村里说是镇上管，镇上说要看施工队。",
            "这个现在谁也给不了准话，得等镇上或者施工队公布。我先记着这个问题，有消息了再帮你改客人的行程建议。",
        ),
    )
    later5 = (
        turn(
            "九月有一个日本的摄影团要来，他们的领队问我们有没有日文的介绍。" + f("pending", "八月底之前把日文版的客栈介绍做出来")
            + "，房间、潮汐、出海那几样都要写上，照片就用订房页上那些。",
            "好，我照订房页的内容做一份日文介绍，房间、潮汐、出海都写进去，八月底之前给你。",
        ),
    )
    later10 = (
        turn(
            "去年每个月的入住率，那张表做好了没有？",
            "还没做完，还在待办上：把去年每个月的入住率做成一张表。去年有几个月的记录是手写本上的，我在一笔一笔录进去。",
        ),
    )
    return Scripted(
        name="fresh44-tantu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh44=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


# ---------------------------------------------------------------- yingge
def _yingge() -> Scripted:
    f = Builder()
    mp4box_tail = (
        "Appending file /home/azhe/yingge/luxiang/drone_0224.mp4\n"
        "Track 1 - HEVC Video 3840x2160 @ 29.97 FPS - 00:41:37.115\n"
        "Track 2 - AAC Audio 48000 Hz 2 channels - 00:41:37.104\n"
        "Appending file /home/azhe/yingge/luxiang/phone_0224.mp4\n"
        "Track 1 - AVC/H264 Video 1920x1080 @ 30.00 FPS - 00:06:12.400\n"
        + f("failure", "Error appending /home/azhe/yingge/luxiang/phone_0224.mp4: Feature Not Supported")
    )
    r1 = (
        turn(
            "你好，我是普宁下寨村英歌队的，村里人叫我标叔，队里的动作是我在教。我侄子阿泽放寒假回来，在旁边帮我打字。"
            "我们今年元宵夜里游神，想让英歌槌亮起来，村里有个后生阿杰在深圳电子厂做事，去年给我们做了一批会发光的槌，"
            "里面是一块小板子，灯怎么闪是写在 " + f("path", "/home/azhe/yingge/led/patterns.json")
            + " 里面的。阿泽改了个红黄两色跟着锣鼓闪的样子，阿杰说用一个命令传到板子上就行，可是传不进去。你帮我们看看。",
            ("我按阿杰说的方法把程序传到板子上试试。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/home/azhe/.local/bin/ampy\", line 8, in <module>\n"
                     "    sys.exit(cli())\n"
                     "  File \"/home/azhe/.local/lib/python3.10/site-packages/click/core.py\", line 1157, in __call__\n"
                     "    return self.main(*args, **kwargs)\n"
                     "  File \"/home/azhe/.local/lib/python3.10/site-packages/click/core.py\", line 1078, in main\n"
                     "    rv = self.invoke(ctx)\n"
                     "  File \"/home/azhe/.local/lib/python3.10/site-packages/click/core.py\", line 1688, in invoke\n"
                     "    return _process_result(sub_ctx.command.invoke(sub_ctx))\n"
                     "  File \"/home/azhe/.local/lib/python3.10/site-packages/click/core.py\", line 1434, in invoke\n"
                     "    return ctx.invoke(self.callback, **ctx.params)\n"
                     "  File \"/home/azhe/.local/lib/python3.10/site-packages/click/core.py\", line 783, in invoke\n"
                     "    return __callback(*args, **kwargs)\n"
                     "  File \"/home/azhe/.local/lib/python3.10/site-packages/ampy/cli.py\", line 337, in put\n"
                     "    board_files.put(remote, infile.read())\n"
                     "  File \"/home/azhe/.local/lib/python3.10/site-packages/ampy/files.py\", line 207, in put\n"
                     "    self._pyboard.enter_raw_repl()\n"
                     "  File \"/home/azhe/.local/lib/python3.10/site-packages/ampy/pyboard.py\", line 198, in enter_raw_repl\n"
                     "    raise PyboardError('could not enter raw repl')\n"
                     + f("failure", "ampy.pyboard.PyboardError: could not enter raw repl"),
                     error=True,
                     command="cd /home/azhe/yingge/led && " + f("command", "ampy --port /dev/ttyUSB0 put led_main.py /main.py")),
            ]),
            "电脑认到板子了，但板子不肯进“接收程序”的状态。多半是板子上现在跑着的程序一直在转圈闪灯，把传程序的口占住了，"
            "打断不了。一般的办法是把板子整个重新刷一遍底层固件再传，这一步要是刷错了，板子可能就用不了了。",
        ),
        turn(
            "阿杰交代过，刷板子只能他来，去年阿泽的表弟自己乱刷，烧了一块。今年阿杰厂里赶货，留在深圳过年，要清明才回来。"
            "那今年元宵就用原来那个闪法吧，也好看。",
            "好，新闪法等清明阿杰回来刷了板子再传。",
        ),
        turn(
            "我给你讲讲我们英歌队，你以后帮我们弄东西心里有数。我们下寨的英歌是清朝就有的，一队三十六个人，照水浒的好汉来扮，"
            "前面是时迁拿蛇开路，后面的人两手各拿一根槌，一边跳一边对打。每年正月最忙，初一到十五天天有得跳，本村游神，"
            "外村、外镇请我们去，" + f("number", "出一场八千八百元") + "，钱都入队里的公数，买戏服、买槌、给后生们吃饭。"
            + f("number", "一套完整的英歌要跳四十五分钟") + "，后生们跳完一身汗，衣服拧得出水。出场之前要画脸谱，红的黑的花的，"
            "一个人画要半个钟头，画脸谱的是队里几个老师傅。有一条老规矩我们一直守着：" + f("constraint", "脸谱画上以后，烟酒都不许碰")
            + "，画了脸你就是那个好汉了，不能嘴上叼根烟、手里拿瓶酒，给人看到要被笑的。跳完洗了脸，吃饭喝酒随便你。",
            "明白了：三十六人一队，正月最忙，一套四十五分钟，脸谱画上就不碰烟酒。",
        ),
        turn(
            "还有，去年元宵游神出了个事。巷子里有户人家看队伍过来，高兴，队伍还没过完就点了一大串鞭炮，炸到后面一个后生的戏服上，"
            "裤脚烧了一个大洞，腿上也烫起泡了。从那以后我跟各家各户都讲了：" + f("constraint", "鞭炮等队伍整个走过去了才许点")
            + "，队尾有人举一面小旗，旗过了才能点。",
            "这个要紧。我有个建议：每次出场前一天，在队员的微信群里发个接龙，要去的人自己报名，写上扮谁；"
            "当天集合的时候对着接龙点名，少了谁一眼就知道，也好提前找人替。",
        ),
        turn(
            "好，这个好，以前都是我打电话一个一个问，问到半夜。就这样弄。",
            ("我先写一个接龙的模板，出场前一天发。", [
                call("write", "ok", path="/home/azhe/yingge/jielong.txt",
                     content="#接龙\n{{date}} {{place}} 英歌出场，{{time}} 在祠堂前集合画脸谱\n例：陈阿泽 扮 时迁\n1. \n"),
            ]),
            "模板写好了，日期、地点、集合时间填上就能发。",
        ),
        turn(
            "还有两个号你帮我记着。我们的抖音号是阿泽弄的，叫 " + f("identifier", "xiazhai_yingge")
            + "，现在有一万多人看。还有镇文化站帮我们报县里的非遗项目，给了个申报编号 " + f("identifier", "PNWL-FY-2025-031")
            + "，交材料的时候要写。",
            "两个都记下了：抖音号，和县里非遗申报的编号。",
        ),
    )
    r2 = (
        turn(
            "申报材料要一段完整的游神录像。去年元宵的录像有两段，一段是汕头请来的航拍师小蔡用无人机拍的，一段是阿泽用手机在巷子里拍的，"
            "文化站说要合成一个文件交。你帮我们接起来。",
            ("我把两段按顺序接成一个文件，不重新压缩，画质不变。", [
                call("bash", long_log(47, "xiazhai-mp4box", mp4box_tail), error=True,
                     command=f("command",
                         "MP4Box -cat /home/azhe/yingge/luxiang/drone_0224.mp4 -cat /home/azhe/yingge/luxiang/phone_0224.mp4 "
                         "-new /home/azhe/yingge/shenbao/youshen_full.mp4")),
            ]),
            "接不上：无人机那段是 4K 的 HEVC 格式，手机这段是 1080P 的 H.264 格式，两种格式不能直接首尾接在一起。"
            "要么把其中一段重新压缩成另一种格式，会损失一点画质；要么请小蔡从他剪辑的电脑上把无人机那段重新导出成 H.264 的再接。",
        ),
        turn(
            "文化站的人讲过，交上去的要原来的画质，不要压得糊糊的，县里评审要放大看动作。小蔡讲他电脑上有原始的工程，"
            "可以导出来，但是他这个礼拜天天在汕头拍婚礼，下礼拜才得闲。那就等小蔡吧。",
            "好，录像等小蔡下礼拜导出了无人机那段再接。",
        ),
        turn(
            "你看我们这个抖音，一万多人看，有冇办法挣点钱？队里的公数一年到头都紧。",
            "可以试试" + f("rejected", "把排练视频剪成教学课放到抖音上卖") + "，比如一节课教一套基本动作，九块九一节，想学英歌的外地人不少。",
        ),
        turn(
            "这个我一个人定不了，要问问画脸谱那几个老师傅，他们比我还老。过完年我去问。",
            "好，先放着，等你问过老师傅。",
        ),
        turn(
            "昨晚我大舅从曼谷打电话来，他在那边做生意几十年了，讲曼谷的潮州会馆想" + f("rejected", "正月请队伍去曼谷潮州会馆演出")
            + "，来回机票住宿会馆包，讲那边的潮州人好多年冇看过家乡的英歌了。",
            "这个机会挺难得的。你们怎么考虑？",
        ),
        turn(
            "正月初八以后后生们都要回厂里上班了，请不了假，三十六个人里面有护照的不到十个。",
            "明白，那正月就在家乡跳。",
        ),
    )
    r3 = (
        turn(
            "教学课那个，我问过老师傅了。他们讲，英歌的套路是祖上一代一代口传身教下来的，拿来卖钱，对不起祖宗，"
            "真心想学的，来村里跟着跳，我们不收钱。所以不卖。你帮我在抖音的简介上加一句话，讲清楚这个意思。",
            "可以加这样一句：“下寨英歌，祖传套路不卖课。真心想学的朋友，欢迎来村里跟队练，分文不收。”",
        ),
        turn(
            "好，就这句。还有，镇文化站的林干事转过来一个事，讲县城一家奶茶店想赞助我们一套新戏服，条件是"
            + f("rejected", "戏服上印奶茶的logo") + "。我拿到村里老人组去讲，老人组今早在祠堂开会，大家举手，都讲不行，"
            "英歌的戏服是照好汉的样子做的，印个奶茶上去不像样。",
            "那就照老人组的意思。我可以帮你拟句话给林干事转回去，谢谢人家的好意，戏服不印，要是愿意赞助，可以在游神的路边挂个横幅。",
        ),
        turn(
            "横幅的事以后再讲。你帮我" + f("pending", "把正月每场出场的队员名单整理出来") + "，队员的名字都在 "
            + f("path", "~/yingge/队员名册.xlsx") + " 里面，公数的补贴要按出场次数分，不能分错了，分错了后生们有意见。",
            "好，我按名册和每场的接龙，把正月每一场谁出场了列出来，再算每个人的次数。板子和录像的事先记着，这个排在后面做。",
        ),
        turn(
            "嗯。还有个事我一直想知道，听讲省里每年都有非遗展演，各地挑好的队伍去广州跳。"
            + f("pending", "省里今年的非遗展演有没有名额给我们村") + "？文化站讲要看县里的申报评下来怎么样，县里讲要看省里给几个名额，谁都讲不准。",
            "这个现在确实没人能说定，要等县里评完、省里定了名额。我先记着这个问题，有消息了再帮你准备展演要的材料。",
        ),
    )
    later5 = (
        turn(
            "今年游神的路线要改，新修的那段路要走进去。" + f("pending", "正月初十之前把游神路线图发到村群里")
            + "，从祠堂出发，哪条巷子进、哪条巷子出，在哪里停下来跳，都要标出来，我等下把路线讲给阿泽听，让他发给你。",
            "好，等阿泽把路线发过来我就画，祠堂出发、进出巷子和停下跳的点都标上，正月初十之前发到村群里。",
        ),
    )
    later10 = (
        turn(
            "正月每场出场的名单，你整理出来没有？后生们在问补贴什么时候分。",
            "还没整理完，还在待办上：把正月每场出场的队员名单整理出来。有几场的接龙截图不全，我在对着名册一个一个补。",
        ),
    )
    return Scripted(
        name="fresh44-yingge", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh44=True,
        later=((5, later5), (10, later10)), routine=routine_zh,
    )


SESSIONS = (_zhujiaofen(), _ditan(), _tantu(), _yingge())
