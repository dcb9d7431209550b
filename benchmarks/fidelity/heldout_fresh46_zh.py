"""Forty-sixth fresh held-out set (Chinese): written blind while the thirty-fourth round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond one file for its format, or the benchmark's report), and to be first
run, with its other half, against the thirty-fourth round's rules; committed before its first run and not to
be edited after it. ``heldout_fresh46.py`` is the English half, written separately by another writer.

How it was written: domains grepped unused with ``grep -il`` (file names only): a lantern-making workshop in
Zigong, a zitao pottery workshop in Jianshui, a team of mountain porters (Huangshan was taken, so Mount Tai,
Tai'an), and a herder's guest camp (牧家乐) in Hulunbuir. Proposals come from the assistant, a sponsor turned
down by the lantern festival's organising committee (relayed by its clerk by phone), a cousin in the family
WeChat group, a tour guide by WeChat, the owner's father (turned down by the 街道办, relayed by the community
grid worker), a summit hotel's manager by phone, a travel agency (turned down by the scenic area's management
committee, relayed by its section chief through the leader's nephew), a Ctrip account manager by e-mail, and
the husband (turned down by the gacha committee, relayed by the gacha head). Failures are multi-line blocks
from openocd (behind a make build), sshfs, electron-builder, obsutil, scp (behind a make build), xsv,
tectonic (behind a make build) and ssh-copy-id; each is left unresolved for a reason given in the dialogue.
Routine work (``routine_zh``) is this file's own: a county's rural bus (乡村公交) timetable service on
ThinkPHP 8 with MySQL behind nginx; it has turns that look like facts (a rule of thumb, an accepted
suggestion, numbers, paths) and are not planted.

Descriptions (written before the dialogue):
- caideng: 钟师傅 runs a lantern workshop in 自贡 that builds lantern groups for festivals at home and abroad;
  his nephew 阿伟 wrote the firmware for the STM32 boards that drive the lights, and the designer 邹姐 keeps
  the drawings on her studio's NAS. Rules: inside a long account of a working day, every lantern group is
  powered on for forty-eight hours straight before it leaves; after a child got a tingle from a wet railing
  at last year's festival, outdoor groups only run on low safety voltage. Proposals: the assistant's phone
  Bluetooth remote control (put off, refused a round later: 阿伟 says festival crowds jam Bluetooth); a
  liquor sponsor's QR codes on the bases (turned down by the festival's organising committee, relayed by
  its clerk 小罗 by phone); a cousin's laser cutter bought on a loan, in the family WeChat group (钟
  counters: rent machine time at a factory per job); the assistant's numbered plates on every module for
  assembly on site are accepted. Numbers: silk lantern cloth 38 yuan a metre; the main group 12 metres
  high. Identifiers: the controller board DZ-F103-V2; the export contract ZGCD-EX-0719. Paths: the firmware
  directory /home/zhong/dengzu/fw; the mount point /mnt/zou_tuzhi. Failures: openocd can't open the
  ST-Link at the end of a make build (阿伟 took the probe to a festival site in 成都; 钟 won't buy a clone);
  sshfs is refused by the NAS (the studio switched to key-only login and only 邹姐's IT man can add keys,
  she is away at a festival in 西安). Open: a cost sheet of materials per lantern group (asked again in
  round ten); whether next year's 自贡灯会 still gives small workshops a place in the main area (nobody
  knows); a later ask to have the installation manual translated into English before 腊月二十.
- zitao: 李老师 runs a 紫陶 workshop in 建水; his son 小李, studying in 昆明, built an Electron app that logs
  the kiln's firing curve, and product photos go to a Huawei Cloud OBS bucket in a cousin's account. Rules:
  inside a long account of a day, no pot goes into the kiln before seven days of shade drying; after an
  apprentice opened the kiln door too early and a load cracked, the door opens only below 100 degrees.
  Proposals: the assistant's cheaper slip-cast line in the web shop (refused by a reason alone: the name
  rests on hand throwing); a tour guide on WeChat wants to bring a coach of tourists every afternoon (李
  counters: weekends only, eight people a time); the father's wood-fired kiln in the courtyard (turned down
  by the 街道办, relayed by the community grid worker); the assistant's card with kiln number and firing
  date in each box is accepted. Numbers: firing at 1150 degrees Celsius; a 汽锅 sells for 680 yuan.
  Identifiers: the kiln controller YL-2208; the heritage-bearer certificate YNFY-2019-0423. Paths: the app
  at /home/li/yaolu-jilu; photos in /data/zitao/chanpin_photos/2026-03. Failures: electron-builder needs
  wine for a Windows build at the end of a long log (小李 said install nothing, he builds on his own Windows
  PC when back from school); obsutil says the bucket does not exist (it was in the cousin's account, she is
  away and will only look at the weekend, and the shop's links all point there). Open: the yield of every
  firing this year (asked again in round ten); whether the county's rent subsidy for 紫陶街 shops goes on
  this year (nobody knows); a later ask to list the new tea caddies' photos before the end of March.
- tiaoshan: 老赵 leads a team of porters at 中天门 on 泰山; his daughter 晓燕 keeps the loads ledger as CSV
  and built a little order page for the summit hotels, on a server a friend 小孔 runs. Rules: inside a long
  account of a day, no pole carries more than 120 jin; after a porter slipped on the iced 十八盘 and broke a
  leg, carrying stops on days the steps are iced. Proposals: the assistant's step-counting wristbands for
  every porter (bluntly no); a summit hotel manager's 3 a.m. fresh-milk run by phone (put off, refused a
  round later: night steps are too dangerous); a travel agency's paid photos with porters, through 老赵's
  nephew (turned down by the scenic area's management committee, relayed by 王科长); the assistant's
  evening load message in the WeChat group is accepted. Numbers: 150 yuan per hundred jin carried to
  南天门; 3.5 km from 中天门 to 南天门. Identifiers: the porter registration TSJQ-TSG-017; the hotel supply
  number SQ-2026-044. Paths: the order page at /home/zhao/diaodu; the ledger /home/zhao/zhangben/2026-04.csv.
  Failures: scp is denied writing into the web directory at the end of a make build (only 小孔 has root,
  he is on his honeymoon until the 15th); xsv finds a row with an extra field (the paper ledger for that day
  is up at the 南天门 store with 老孙 until next week, and nobody guesses someone's pay). Open: each
  porter's total jin this month (asked again in round ten); whether the scenic area keeps the anti-slip
  shoe subsidy next year (nobody knows); a later ask to print the summit hotels' order forms before May Day.
- mujiale: 乌日娜 and her husband 巴特尔 run a 牧家乐 by the 莫日格勒河 in 陈巴尔虎旗; their son 阿古拉,
  studying in 呼和浩特, wrote a contract generator with tectonic and set up a mini PC at the summer camp.
  Rules: inside a long account of a day, guests who have been drinking don't ride that day; after a
  guest's SUV got stuck on the river flat, guests' cars always stay in the car park outside the fence.
  Proposals: the assistant's year-round online booking including winter (refused by a reason alone: minus
  forty, lambing, no hands); a Ctrip account manager by e-mail wants all eight yurts in high season at 30%
  off (乌日娜 counters: four yurts at 10% off); 巴特尔's bonfire ground by the river (turned down by the
  gacha committee for the fire season, relayed by the gacha head); the assistant's booking confirmation
  text with the parking and no-riding-after-drinking notice is accepted. Numbers: a yurt 580 yuan a night;
  riding 200 yuan an hour. Identifiers: the homestay registration HLBE-MJL-0362; the riders' accident
  policy PDAA202615070000048213. Paths: the contract project /home/urna/hetong; the key ~/.ssh/id_ed25519.pub.
  Failures: tectonic can't fetch its bundle at the end of a make build (the pasture's 4G is too weak; 巴特尔
  downloads it in 海拉尔 next Friday); ssh-copy-id has no route to the summer camp's mini PC (its solar
  battery is flat after days of rain, eighty kilometres away, nobody goes until the move next week). Open:
  nights per yurt last summer (asked again in round ten); whether the banner allows guests by the river this
  year (nobody knows); a later ask to put the Naadam package prices on Ctrip before 10 June.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a county rural-bus timetable service (ThinkPHP 8 + MySQL + nginx)
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "时刻表查询接口报错了，县交通局的小杨说小程序上点进去是一片白。",
                ("我本地起一下服务，请求一下那个接口。", [
                    call("bash",
                         "ThinkPHP Development server is started On <http://0.0.0.0:8000/>\n"
                         "You can exit with `CTRL-C`\n"
                         "Document root is: /www/wwwroot/xcgj/public",
                         command="php think run -p 8000"),
                    call("bash",
                         "HTTP/1.1 500 Internal Server Error\nContent-Type: application/json; charset=utf-8\n\n"
                         "{\"code\":0,\"msg\":\"Undefined array key \\\"depart_at\\\"\",\"data\":[],"
                         "\"file\":\"/www/wwwroot/xcgj/app/controller/api/Timetable.php\",\"line\":47}",
                         error=True,
                         command="curl -i 'http://127.0.0.1:8000/api/timetable?line=K12&date=2026-03-02'"),
                ]),
                ("上周迁移把字段改成了 departs_at，控制器里还在读旧字段。我改过来，顺便用模型的获取器统一格式。", [
                    call("edit", "ok", path="app/controller/api/Timetable.php",
                         old="$row['depart_at']", new="$row['departs_at']"),
                    call("bash", "HTTP/1.1 200 OK\nContent-Type: application/json; charset=utf-8\n\n"
                                 "{\"code\":1,\"msg\":\"ok\",\"data\":[{\"trip\":\"K12-03\",\"departs_at\":\"07:20\",\"from\":\"县客运站\",\"to\":\"石门乡\"}]}",
                         command="curl -i 'http://127.0.0.1:8000/api/timetable?line=K12&date=2026-03-02'"),
                ]),
                "好了。以后改字段名，controller 和 view 里先全局搜一遍再合并。",
            ),
        )
    if k == 1:
        return (
            turn(
                "单元测试有一个红的，我没看懂。",
                ("我跑一下 PHPUnit。", [
                    call("bash",
                         "PHPUnit 10.5.20 by Sebastian Bergmann and contributors.\n\n"
                         "Runtime:       PHP 8.2.18\n\n"
                         "....F..                                                             7 / 7 (100%)\n\n"
                         "Time: 00:00.118, Memory: 10.00 MB\n\n"
                         "There was 1 failure:\n\n"
                         "1) tests\\TripTest::testLastTripAfterMidnight\n"
                         "Failed asserting that '23:50' is identical to '00:20'.\n\n"
                         "/www/wwwroot/xcgj/tests/TripTest.php:38\n\n"
                         "FAILURES!\nTests: 7, Assertions: 19, Failures: 1.",
                         error=True, command="vendor/bin/phpunit"),
                ]),
                ("末班车过零点以后，算到站时间的时候没有跨天，直接按字符串比大小了。改成用 Carbon 加分钟。", [
                    call("edit", "ok", path="app/service/TripService.php",
                         old="return date('H:i', strtotime($start) + $minutes * 60);",
                         new="return \\Carbon\\Carbon::parse($start)->addMinutes($minutes)->format('H:i');"),
                    call("bash", "OK (7 tests, 19 assertions)", command="vendor/bin/phpunit"),
                ]),
                "7 个都过了。",
            ),
        )
    if k == 2:
        return (
            turn(
                "交通局要给每个站点加一个顺序号，站牌上要按顺序印。",
                ("我建一个迁移加字段。", [
                    call("bash", "Created migrations/20260305093000_add_stop_order.php",
                         command="php think migrate:create AddStopOrder"),
                    call("edit", "ok", path="database/migrations/20260305093000_add_stop_order.php",
                         old="public function change()\n    {\n    }",
                         new="public function change()\n    {\n        $this->table('bus_stop')\n"
                             "            ->addColumn('stop_order', 'integer', ['default' => 0])\n            ->update();\n    }"),
                    call("bash", " == 20260305093000 AddStopOrder: migrating\n"
                                 " == 20260305093000 AddStopOrder: migrated 0.0241s\n\nAll Done. Took 0.0617s",
                         command="php think migrate:run"),
                ]),
                "字段加好了，默认是 0。要不要顺便按现在站点的录入顺序把号先填上？",
            ),
            turn("填上吧，错的让小杨在后台改。", "填好了，每条线路从 1 开始按站点录入顺序编号。"),
        )
    if k == 3:
        return (
            turn(
                "线上那台服务器，后台页面一刷新就 404，首页倒是好的。",
                ("我看一下 nginx 配置。", [
                    call("bash",
                         "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
                         "nginx: configuration file /etc/nginx/nginx.conf test is successful",
                         command="nginx -t"),
                    call("bash", "    location / {\n        try_files $uri $uri/ =404;\n    }",
                         command="grep -A2 'location /' /etc/nginx/sites-enabled/xcgj.conf"),
                ]),
                ("ThinkPHP 要把不存在的路径重写到 index.php，现在直接返回 404 了。我改一下 try_files。", [
                    call("edit", "ok", path="/etc/nginx/sites-enabled/xcgj.conf",
                         old="try_files $uri $uri/ =404;",
                         new="try_files $uri $uri/ /index.php?s=$uri&$args;"),
                    call("bash", "", command="nginx -t && systemctl reload nginx"),
                ]),
                "好了，后台刷新不会 404 了。",
            ),
        )
    if k == 4:
        return (
            turn(
                "春运加班车的时刻改了，小程序上还显示老的。",
                ("应该是缓存没清。我看看缓存配置。", [
                    call("bash", "'default' => env('cache.driver', 'redis'),\n            'expire' => 3600,",
                         command="grep -n \"'default'\\|'expire'\" config/cache.php"),
                    call("bash", "Clear Successed", command="php think clear"),
                ]),
                ("清完就正常了。我建议后台保存时刻表的时候自动清掉那条线路的缓存标签，不用每次手动清。", [
                    call("edit", "ok", path="app/controller/admin/Timetable.php",
                         old="$trip->save($data);",
                         new="$trip->save($data);\n        Cache::tag('line_' . $trip->line_id)->clear();"),
                ]),
                "改好了，后台一保存，那条线路的缓存就清掉。",
            ),
            turn("好，就这样。", "嗯，以后改时刻不用找我清缓存了。"),
        )
    return (
        turn(
            "想加一个按乡镇查线路的接口，村里人不知道线路号，只知道自己是哪个乡的。",
            ("我先生成控制器，再加路由。", [
                call("bash", "Controller:app\\controller\\api\\Township created successfully.",
                     command="php think make:controller api/Township"),
                call("edit", "ok", path="route/app.php",
                     old="Route::get('api/timetable', 'api.Timetable/index');",
                     new="Route::get('api/timetable', 'api.Timetable/index');\n"
                         "Route::get('api/township/:name/lines', 'api.Township/lines');"),
                call("bash",
                     "+--------------------------------+----------------------------+--------+\n"
                     "| Rule                           | Route                      | Method |\n"
                     "+--------------------------------+----------------------------+--------+\n"
                     "| api/timetable                  | api.Timetable/index        | get    |\n"
                     "| api/township/<name>/lines      | api.Township/lines         | get    |\n"
                     "+--------------------------------+----------------------------+--------+",
                     command="php think route:list"),
            ]),
            "接口加好了，传乡镇名字返回经过这个乡的所有线路和首末班时间。一般一个乡镇不超过 6 条线，不用分页。",
        ),
    )


# ---------------------------------------------------------------- caideng
def _caideng() -> Scripted:
    f = Builder()
    flash_tail = (
        "arm-none-eabi-size build/longfeng.elf\n"
        "   text\t   data\t    bss\t    dec\t    hex\tfilename\n"
        "  41268\t    412\t   6880\t  48560\t   bdb0\tbuild/longfeng.elf\n"
        "openocd -f interface/stlink.cfg -f target/stm32f1x.cfg -c \"program build/longfeng.elf verify reset exit\"\n"
        "Open On-Chip Debugger 0.12.0\n"
        "Licensed under GNU GPL v2\n"
        "For bug reports, read\n"
        "\thttp://openocd.org/doc/doxygen/bugs.html\n"
        "Info : auto-selecting first available session transport \"hla_swd\". To override use 'transport select <transport>'.\n"
        "Info : The selected transport took over low-level target control. The results might differ compared to plain JTAG/SWD\n"
        "Info : clock speed 1000 kHz\n"
        + f("failure", "Error: open failed")
        + "\nin procedure 'program'\n"
        "** OpenOCD init failed **\n"
        "shutdown command invoked\n\n"
        "make: *** [Makefile:58: flash] Error 1\n"
        "make: Leaving directory '/home/zhong/dengzu/fw'"
    )
    r1 = (
        turn(
            "你好哈，我姓钟，在自贡贡井这边开了个彩灯作坊，扎灯扎了三十多年了，自贡灯会、外地的灯会、国外的灯会都接。"
            "现在的灯跟我们年轻时候不一样了，里头全是 LED 灯带，一组灯要跑啥子流水、渐变，都是板子上的程序控制的。"
            "程序是我侄儿阿伟写的，放在 " + f("path", "/home/zhong/dengzu/fw")
            + " 里头。这回给成都那边做的一组“龙凤呈祥”，阿伟改了一版新程序，走之前说要烧到板子上，他没来得及烧就走了。你帮我烧一下嘛。",
            ("我按阿伟的 Makefile 编译再烧录。", [
                call("bash", long_log(48, "longfeng-fw", flash_tail), error=True,
                     command="cd /home/zhong/dengzu && " + f("command", "make -C fw flash PROBE=stlink")),
            ]),
            "程序编译是好的，最后一步烧录的时候 openocd 打不开下载器。也就是说电脑上没认到那个 ST-Link 下载器，"
            "要么没插，要么插的不是它。板子是 " + f("identifier", "DZ-F103-V2") + " 这一款，必须要下载器接上板子上那四根针才能烧。"
            "你那边桌上有没有一个蓝色的小 U 盘样子的东西，带四根杜邦线的？",
        ),
        turn(
            "我翻遍了，抽屉头都没得。刚给阿伟打电话，他说下载器他揣在包包头带到成都灯会现场去了，现场也要调灯，下个礼拜才回来。"
            "淘宝上二三十块钱就有，但是阿伟说便宜的山寨货有时候把板子搞坏，他不放心。那就等他回来嘛，反正这组灯月底才发货。",
            "好，新程序等阿伟带下载器回来再烧，先不买山寨的。",
        ),
        turn(
            "我给你摆一下我们作坊一天是咋个过的，你以后帮我弄东西心里有个数。早上七点半工人来，先开会分活路，"
            "扎骨架的扎骨架，糊布的糊布，装灯的装灯。骨架以前用竹篾，现在大的灯组都是铁丝焊的，一个焊工一天焊得出两三个造型。"
            "糊布用的是丝绸，" + f("number", "丝绸灯布每米三十八元") + "，比起涤纶布贵一截，但是灯一亮透光好看得多，这个钱不能省。"
            "这回成都那组龙，" + f("number", "主灯组整体高度十二米") + "，龙身子要拆成十几段运过去，现场再拼。"
            "下午一般是装灯、接线，晚上天黑了点灯看效果，不好看的第二天返工。还有一条是我们作坊几十年的老规矩："
            + f("constraint", "灯组出厂前必须连续通电测试四十八小时") + "，中间哪一段灯不亮、哪个接头发烫，都要在厂里头暴露出来，"
            "到了现场再出问题，几千里路，哭都来不及。",
            "明白了：白天扎骨架、糊布、装灯，晚上点灯看效果，出厂前都要通电四十八个钟头。",
        ),
        turn(
            "还有个事，说起来我现在都后怕。去年我们有一组灯在外地灯会展出，连到下了两天雨，灯组外头的铁栏杆漏电，"
            "一个小娃娃摸栏杆被麻了一下，好在有漏电保护，跳闸了，娃娃没得事，但是家长闹到组委会，我们赔了钱还道了歉。"
            "后来查是二百二十伏的线在灯肚子里头泡了水。从那以后我定了：" + f("constraint", "室外灯组一律用安全低压供电")
            + "，二百二十伏只到变压器箱子为止，箱子放在围栏外头，灯肚子里头一根高压线都不准有。",
            "这个一定要守住。我有个建议：灯组拆成十几段运输，可以给每一段都贴一块编号牌，编号和拼装图对应，"
            "现场工人照着图和编号拼，不容易拼错，接线也按编号对。",
        ),
        turn(
            "这个好，上回在外地就是拼错了两段，龙尾巴接到龙脖子上去了，笑死人。编号牌你帮我出个样子。",
            ("我先在阿伟的项目里加一个编号清单，按段号和接线口列出来。", [
                call("edit", "ok", path="/home/zhong/dengzu/fw/docs/segments.csv", old="# end",
                     new="LF-01,龙头,接线口A1\nLF-02,龙颈,接线口A2\nLF-03,龙身一,接线口A3\n# end"),
            ]),
            "清单起了个头，按龙头、龙颈、龙身的顺序编，编号牌就照这个印。",
        ),
    )
    r2 = (
        turn(
            "灯组的图纸都是邹姐她们设计室画的，她们有个 NAS，以前阿伟都是把那个盘挂到我这台电脑上，直接在 "
            + f("path", "/mnt/zou_tuzhi") + " 里头看图。今天我想看一下龙凤那组的拼装图，点进去是空的。你帮我挂一下嘛。",
            ("我照阿伟以前的办法用 sshfs 挂上去。", [
                call("bash",
                     f("failure", "zoujie@nas.zoujie-design.cn: Permission denied (publickey).")
                     + "\nread: Connection reset by peer",
                     error=True,
                     command=f("command", "sshfs zoujie@nas.zoujie-design.cn:/volume1/灯组图纸 /mnt/zou_tuzhi -o reconnect")),
            ]),
            "NAS 那边拒绝登录了，而且只认密钥，不认密码了。应该是邹姐那边把登录方式改成了只准用密钥，"
            "要她们那边把我们这台电脑的公钥加进去才挂得上。",
        ),
        turn(
            "对头，我想起来了，邹姐上个月说她们被人扫了，管电脑的小伙子把啥子都改了。加钥匙只有那个小伙子会，"
            "邹姐这几天在西安灯会布展，电话都打不通，微信回得慢得很。图纸我先让她们拍照片发微信，挂盘的事等邹姐回来再说。",
            "好，挂盘等邹姐那边加了公钥再弄，图先看微信上的照片。",
        ),
        turn(
            "有个事你帮我出个主意。这组灯成都那边要求灯光会变，阿伟的程序是定死的几个花样。",
            "可以考虑" + f("rejected", "把灯组的控制改成手机蓝牙遥控") + "，现场的人拿手机就能切换花样，不用每次改程序重新烧。",
        ),
        turn(
            "这个嘛……我不懂，我问一下阿伟再说，你先莫动。",
            "好，先不动，等阿伟的意见。",
        ),
        turn(
            "还有，成都那组灯的出口版也要做一套，发迪拜的，合同号是 " + f("identifier", "ZGCD-EX-0719")
            + "，报关要用，你帮我记到。迪拜那边的灯组尺寸跟成都的一样，就是颜色要改，他们喜欢金色。",
            ("记到订单表里。", [
                call("edit", "ok", path="/home/zhong/dengzu/orders.csv", old="# end",
                     new="ZGCD-EX-0719,迪拜,龙凤呈祥出口版,金色为主\n# end"),
            ]),
            "记上了。",
        ),
        turn(
            "唉，还有我们家族群里头，我表哥又在说，喊我" + f("rejected", "贷款买一台八十万的激光切割机")
            + "，说现在铁骨架都是激光切的，快得很。我算了一下，我们一年用得到的时候也就两三个月。",
            "你打算咋个回他？",
        ),
        turn(
            "八十万，还要贷款，我这个岁数了不想背账。我在群里回他了：不买，哪回要切，就拿图纸到高新区那家钢构厂，按件给他们加工费，"
            "人家机器闲着也是闲着。表哥发了个捂脸的表情，也没再说啥子。",
            "好，激光切割按件外包给高新区那家厂。",
        ),
    )
    r3 = (
        turn(
            "蓝牙遥控那个，阿伟回我了，说不搞。他说灯会现场一晚上几万人，个个手机都开起蓝牙，干扰大得很，"
            "去年有个厂家就是用蓝牙控的，现场根本连不上，最后还是人爬上去拔插头。他说还是程序里头多写几个花样，定时切换。",
            "明白了，那就不做蓝牙，等阿伟回来在程序里加几个花样定时切。",
        ),
        turn(
            "还有个事。一家酒厂要赞助成都那组灯，条件是" + f("rejected", "在灯组底座上印赞助商的二维码")
            + "。我拿不准，就问了灯会组委会，组委会的小罗刚给我打电话，说他们开会定了，灯组上一律不准出现商业二维码，"
            "赞助商只能在入口的赞助商墙上露名字。那就只有这样了。",
            "好，灯组上不印二维码。酒厂那边可以跟他们说，名字上入口的赞助商墙。",
        ),
        turn(
            "嗯。你帮我" + f("pending", "把每组灯的用料成本算一张表")
            + "，铁丝、丝绸、灯带、变压器，一样一样列出来，我好跟客户报价，不要每回都拍脑袋。",
            "好，我先按龙凤这组的材料单列一个表，再套到其他灯组上。图纸挂不上和程序烧不进去的事我先记着，这个表我排在后面做。",
        ),
        turn(
            "还有个事我一直心里没底，" + f("pending", "明年自贡灯会主展区的灯位还分不分给小作坊")
            + "？今年听说大公司要包整片区域，我们这种小作坊可能就只能去边上。问了几个人，都说还没定。",
            "这个现在没人说得准，只有等灯会组委会出方案。我先记着这个问题，有消息了再帮你准备报名材料。",
        ),
    )
    later = (
        (5, (
            turn(
                "迪拜那组灯的客户催了，" + f("pending", "腊月二十之前把灯组的安装说明书翻成英文")
                + "，中文版我让阿伟的媳妇整理好了，明天发给你。",
                "好，等中文版到了就翻，腊月二十之前给你英文版。",
            ),
        )),
        (10, (
            turn(
                "上次喊你算的那个用料成本表，弄出来没得？客户又在问价了。",
                "还没弄完，还挂着：把每组灯的用料成本算一张表。铁丝和丝绸的用量我核了，灯带和变压器还差几个数，这两天给你。",
            ),
        )),
    )
    return Scripted(
        name="fresh46-caideng", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh46=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- zitao
def _zitao() -> Scripted:
    f = Builder()
    eb_tail = (
        "  • electron-builder  version=24.13.3 os=6.8.0-52-generic\n"
        "  • loaded configuration  file=package.json (\"build\" field)\n"
        "  • writing effective config  file=dist/builder-effective-config.yaml\n"
        "  • packaging       platform=win32 arch=x64 electron=29.4.6 appOutDir=dist/win-unpacked\n"
        "  • downloading     url=https://npmmirror.com/mirrors/electron/29.4.6/electron-v29.4.6-win32-x64.zip size=106 MB parts=8\n"
        "  • downloaded      url=https://npmmirror.com/mirrors/electron/29.4.6/electron-v29.4.6-win32-x64.zip duration=14.2s\n"
        "  • default Electron icon is used  reason=application icon is not set\n"
        "  " + f("failure", "⨯ wine is required, please see https://electron.build/multi-platform-build#linux")
        + "\n  ⨯ /home/li/yaolu-jilu/node_modules/app-builder-bin/linux/x64/app-builder process failed ERR_ELECTRON_BUILDER_CANNOT_EXECUTE\n"
        "Exit code:\n1  failedTask=build stackTrace=Error: /home/li/yaolu-jilu/node_modules/app-builder-bin/linux/x64/app-builder process failed ERR_ELECTRON_BUILDER_CANNOT_EXECUTE\n"
        "    at ChildProcess.<anonymous> (/home/li/yaolu-jilu/node_modules/builder-util/src/util.ts:252:14)"
    )
    r1 = (
        turn(
            "你好，我姓李，在建水碗窑村做紫陶，家里三代都是做这个的，县里给我评了个传承人。我儿子小李在昆明读大学，"
            "去年给我做了个电脑上的小软件，窑里烧的时候温度曲线会记下来，哪一窑烧得好烧得坏，回头对着曲线看。"
            "代码在 " + f("path", "/home/li/yaolu-jilu") + "。作坊里那台记温度的是 Windows 电脑，这台是小李留下的 Linux 电脑。"
            "他说新版改好了，让我在这台上打个 Windows 的安装包拷过去，我弄不来，你帮我打一下。",
            ("我在项目目录里打 Windows 的 64 位安装包。", [
                call("bash", long_log(44, "yaolu-eb", eb_tail), error=True,
                     command="cd /home/li/yaolu-jilu && " + f("command", "npx electron-builder --win --x64")),
            ]),
            "前面都顺利，最后要生成 Windows 安装包的时候停了：在 Linux 上打 Windows 的包，需要先装一个叫 wine 的东西。"
            "装 wine 要动系统里不少东西，有好几百兆。",
        ),
        turn(
            "小李走之前专门说了，这台电脑别乱装东西，他的东西都是配好的。他说放假回来在他自己的 Windows 电脑上打就行了。"
            "那就等他回来嘛，作坊那台先用着老版本，能记就行。",
            "好，安装包等小李放假回来在他的 Windows 电脑上打，这台不装 wine。",
        ),
        turn(
            "我跟你说一下我们一天是咋个做的。早上先和泥，泥是五色土，要陈腐好的。然后拉坯，拉好了阴干，"
            "半干的时候刻字画、刻填，填完了还要接着阴干。这个急不得，" + f("constraint", "阴干不满七天的坯子不进窑")
            + "，里头还有潮气，一进窑就裂，一窑几十件全完。进窑是电窑，" + f("number", "烧成温度一千一百五十摄氏度")
            + "，烧一窑要十几个钟头。烧出来还要磨，建水紫陶是无釉磨光，一件壶磨一两个钟头。"
            "我们家卖得最好的是汽锅，" + f("number", "一把汽锅卖六百八十元") + "，大的贵一点。",
            "明白了：和泥、拉坯、刻填、阴干七天、进窑、磨光，一整套下来慢工出细活。",
        ),
        turn(
            "还有个事，上个月我那个小徒弟急得很，客人在等，窑还在三百多度他就把窑门开了，冷风一灌，满窑的壶炸得噼里啪啦的，"
            "有一件还崩到他手上，烫起了泡。一窑的东西全废了。后来我就定了：" + f("constraint", "窑温降到一百度以下才准开窑门")
            + "，哪个客人催都不行。",
            "这个规矩要紧。我有个建议：每一件出窑的东西配一张小卡片，印上窑号和烧制日期，放在盒子里，客人拿到知道是哪一窑的，"
            "以后有问题也好对着温度曲线查。",
        ),
        turn(
            "这个要得，显得正规。你帮我弄个卡片的样子。",
            ("我在小李的项目里加一个卡片模板，窑号和日期从记录里取。", [
                call("edit", "ok", path="/home/li/yaolu-jilu/templates/card.html",
                     old="<div class=\"card\"></div>",
                     new="<div class=\"card\">\n  <p>窑号：{{ kiln }}</p>\n  <p>烧制日期：{{ fired_on }}</p>\n</div>"),
            ]),
            "模板加好了，每一窑出来可以直接打印。",
        ),
    )
    r2 = (
        turn(
            "网店上的照片，小李说是放在华为云上的，他做了个命令一传就上去了。这一批新拍的茶叶罐照片放在 "
            + f("path", "/data/zitao/chanpin_photos/2026-03") + "，你帮我传上去嘛。",
            ("我用小李配好的 obsutil 整个目录传上去。", [
                call("bash",
                     "Start at 2026-03-12 06:41:19.3386727 +0000 UTC\n\n"
                     "Parallel:      5                   Jobs:          5\n"
                     "Threshold:     50.00MB             PartSize:      auto\n"
                     "VerifyLength:  false               VerifyMd5:     false\n"
                     "CheckpointDir: /home/li/.obsutil_checkpoint\n\n"
                     "[------------------------------------------------] 0.00% ?/s 0/38 0B/212.47MB ?\n"
                     + f("failure", "Http status [404], error code [NoSuchBucket], error message [The specified bucket does not exist]")
                     + ", request id [0000019A3C2F8E1B9E4D3C7A2B1F0E6D]",
                     error=True,
                     command=f("command", "obsutil cp /data/zitao/chanpin_photos/2026-03 obs://jianshui-zitao-img/2026-03 -r -f")),
            ]),
            "华为云那边说，放照片的那个桶不存在了。不是网不好，是桶本身没了，可能被删了，也可能账号欠费被停了。"
            "得去那个华为云账号里看一下。",
        ),
        turn(
            "那个账号是我表姐的，当初小李用她的身份证开的。表姐在广东带孙子，我打电话问她，她说记不得了，可能是收到过欠费的短信，"
            "她周末有空了再登上去看。网店上所有的图都是连到那个桶上的，重新开个账号的话，小李说全部链接都要改，麻烦得很。那就等表姐看了再说。",
            "好，照片先不传，等表姐周末登上去看那个桶怎么回事。",
        ),
        turn(
            "网店上卖得慢，我在想咋个多卖点。",
            "可以考虑在网店上" + f("rejected", "上架一批机器注浆的便宜款") + "，价格压到一两百块，走量，手工拉坯的精品照样卖高价。",
        ),
        turn(
            "建水紫陶的名声就靠手工拉坯、手工刻填撑着，注浆的一上架，老客人一看，就不信我们其他的东西是手工的了，我们家三代人的招牌就砸了。",
            "明白了，网店只卖手工拉坯的。",
        ),
        turn(
            "我这张传承人的证书，证书号是 " + f("identifier", "YNFY-2019-0423")
            + "，你帮我记一下，网店上要放，县里评优也要填。还有记温度的那个控制器是 " + f("identifier", "YL-2208")
            + "，小李说软件里认的就是这个号。",
            "都记下了。证书号放网店的店铺介绍里，控制器号我在软件配置里核对过，对得上。",
        ),
        turn(
            "还有，古城那边一个导游加了我微信，说想" + f("rejected", "每天下午拉一车游客来作坊参观")
            + "，一车四五十个人，让游客体验拉坯，他抽点提成。",
            "每天一车四五十人，作坊里怕是转不开。你打算咋个回他？",
        ),
        turn(
            "每天来我们还做不做活路了。我回他了：只有周末接，一回最多八个人，要提前一天预约，体验拉坯按人头收费，他要提成自己跟游客收。"
            "他说八个人太少，想了一下还是答应了，说先试两个周末。",
            ("我把体验的规矩记到预约表里。", [
                call("edit", "ok", path="/home/li/yaolu-jilu/data/tiyan.csv", old="# end",
                     new="古城导游,周末,每次最多8人,提前一天预约,按人头收费\n# end"),
            ]),
            "记上了，先试两个周末。",
        ),
    )
    r3 = (
        turn(
            "我爹前段时间一直念叨，想" + f("rejected", "在院子里砌一口柴窑")
            + "，说电窑烧出来的没得柴窑的味道。我让他先去问一下。今天社区的网格员小普来了，说街道办开会研究了，碗窑村这一片是历史风貌区，"
            "院子里不准新建明火的窑，消防也过不了。我爹气了半天，也没得办法。",
            "那柴窑就不砌了。要是想要柴烧的效果，以后可以拿几件去村里那口老的公共柴窑搭烧。",
        ),
        turn(
            "嗯，这个以后再说。你帮我" + f("pending", "把这一年每一窑的成品率统计出来")
            + "，每一窑进了多少件、出来好的有几件，我想看看是哪几个月裂得多。",
            "好，软件里每一窑都有记录，我从记录里把进窑和出窑的件数对起来算。安装包和照片的事先记着，这个我排在后面做。",
        ),
        turn(
            "还有个事，县里前年出了个政策，" + f("pending", "紫陶街的店铺租金补贴今年还有没有")
            + "？我们在紫陶街租了个小门面，去年补了一半，今年到现在都没得消息，去问了几回，都说要等上面的文件。",
            "这个现在谁也说不准，只能等县里的文件。我先记着这个问题，文件一出来就帮你看条件。",
        ),
    )
    later = (
        (5, (
            turn(
                "这批茶叶罐有人在问了，" + f("pending", "三月底之前把新一批茶叶罐的照片上架")
                + "，价格我让小李定，他周末会发给你。",
                "好，等小李的价格到了就上架，三月底之前弄好。",
            ),
        )),
        (10, (
            turn(
                "每一窑的成品率那个，统计出来没有？",
                "还没弄完，还在待办上：把这一年每一窑的成品率统计出来。有几窑当时没记出窑件数，我在对着卡片核。",
            ),
        )),
    )
    return Scripted(
        name="fresh46-zitao", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh46=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- tiaoshan
def _tiaoshan() -> Scripted:
    f = Builder()
    deploy_tail = (
        "vite v5.4.11 building for production...\n"
        "✓ 38 modules transformed.\n"
        "dist/index.html                  0.62 kB │ gzip:  0.41 kB\n"
        "dist/assets/index-B3k9xQ1a.css   4.18 kB │ gzip:  1.52 kB\n"
        "dist/assets/index-Dm72LhQp.js   61.07 kB │ gzip: 23.90 kB\n"
        "✓ built in 1.84s\n"
        "scp -r dist/* tsg@web.tsdiaodu.cn:/var/www/diaodu/\n"
        + f("failure", "scp: dest open \"/var/www/diaodu/index.html\": Permission denied")
        + "\nscp: failed to upload directory dist/assets to /var/www/diaodu/assets\n"
        "make: *** [Makefile:21: deploy] Error 1\n"
        "make: Leaving directory '/home/zhao/diaodu'"
    )
    r1 = (
        turn(
            "你好，俺姓赵，在泰山中天门这儿带一帮挑山工，十几个老伙计，给山顶上的宾馆、饭店、小卖部往上挑货。"
            "俺闺女晓燕给山顶那几家宾馆做了个订货的网页，他们在上面下单，俺们照着单子挑。网页的东西在 "
            + f("path", "/home/zhao/diaodu") + "，她说改了个新样子，让俺传上去，俺不会弄，你给俺传一下。",
            ("我照晓燕的 Makefile 打包再传到服务器上。", [
                call("bash", long_log(42, "diaodu-deploy", deploy_tail), error=True,
                     command=f("command", "make -C /home/zhao/diaodu deploy")),
            ]),
            "打包是好的，传的时候服务器不让往网页那个目录里写文件，没有权限。得有服务器最高权限的人把那个目录改成我们这个账号能写才行。",
        ),
        turn(
            "那个服务器是晓燕的同学小孔弄的，就他有那个最高的密码。小孔这礼拜结婚，度蜜月去了云南，说十五号才回来，"
            "人家蜜月俺也不好意思打电话。那就先用老样子的网页，等小孔回来再说。",
            "好，新网页等小孔十五号回来改了目录权限再传。",
        ),
        turn(
            "俺跟你说说俺们这一天咋干的。早上天不亮，四点多就在中天门的货场装货，米面、菜、啤酒、矿泉水、煤气罐，啥都有。"
            "一根扁担两头挑，从中天门走到南天门，" + f("number", "中天门到南天门三点五公里")
            + "，全是台阶，十八盘最陡。工钱是按斤算的，" + f("number", "每百斤货挑到南天门工钱一百五十元")
            + "。俺们有个规矩，不管谁多想挣钱，" + f("constraint", "一根扁担挑的货不能超过一百二十斤")
            + "，挑重了腰就废了，老伙计里好几个腰椎都不好。一天一般挑两趟，上午一趟，下午一趟，天黑之前都得下来。",
            "明白了：天不亮装货，按斤算工钱，一根扁担不超过一百二十斤，一天两趟。",
        ),
        turn(
            "还有，今年过年那阵子，老周一早挑着两箱啤酒走十八盘，台阶上结了一层薄冰，看不出来，一脚踩滑了，连人带货滚下去好几级，"
            "小腿骨折了，到现在还在家养着。从那以后俺定了：" + f("constraint", "台阶结冰的天一律停挑")
            + "，宾馆那边催也不行，少挣一天钱也比摔断腿强。",
            "这个要坚持。我有个建议：每天晚上八点，在你们挑山工的微信群里发一条当天每个人挑了几趟、多少斤，"
            "大家心里有数，月底算钱也不容易扯皮。",
        ),
        turn(
            "这个中，老伙计们就爱掰扯谁挑得多谁挑得少。你给俺弄上。",
            ("我写一个按天汇总的小脚本，晚上八点生成一段话，你复制到群里。", [
                call("edit", "ok", path="/home/zhao/zhangben/daily_msg.py", old="# end",
                     new="def daily_message(rows):\n    return '\\n'.join(f\"{r['挑夫']}：{r['趟数']}趟，{r['斤数']}斤\" for r in rows)\n# end"),
            ]),
            "脚本加好了，每天晚上跑一下就出一段话。",
        ),
    )
    r2 = (
        turn(
            "晓燕每天把挑货的账记在电脑上，这个月的在 " + f("path", "/home/zhao/zhangben/2026-04.csv")
            + "。你给俺看看这个月一共挑了多少斤，俺想心里有个数。",
            ("我先用 xsv 对整张表做个统计。", [
                call("bash",
                     f("failure", "CSV error: record 137 (line: 138, byte: 6211): found record with 7 fields, but the previous record has 6 fields"),
                     error=True,
                     command=f("command", "xsv stats /home/zhao/zhangben/2026-04.csv")),
            ]),
            "第 138 行多了一栏，别的行都是六栏，这一行是七栏，可能是斤数那里多打了一个逗号，比如把“1,20”打成了两栏。"
            "光看电脑上的，分不清到底是一百二十斤还是别的，得对一下纸上的账本。",
        ),
        turn(
            "那一天是晓燕她表妹替她记的，纸账本在南天门那边的货棚里，老孙管着，他下礼拜才下山。这关系到人家的工钱，可不能瞎猜，"
            "等老孙把账本带下来再对。",
            "好，这一行先不动，等老孙带账本下来再对。",
        ),
        turn(
            "俺们队在景区登过记，登记证号是 " + f("identifier", "TSJQ-TSG-017")
            + "，你记一下，景区查的时候要报。还有山顶神憩那家宾馆给俺们的供货编号是 " + f("identifier", "SQ-2026-044") + "，网页上要用。",
            "都记下了，供货编号我核了一下，跟网页里那家宾馆的配置对得上。",
        ),
        turn(
            "老伙计们年纪都大了，有啥法子能让大伙轻快点，你帮俺想想。",
            "可以给" + f("rejected", "每个挑山工配一个智能手环记步数") + "，谁走了多少级台阶、心率高不高都看得到，也能按这个算工钱。",
        ),
        turn(
            "不要。",
            "好，不弄手环。",
        ),
        turn(
            "还有，山顶那家宾馆的刘经理今天给俺打电话，说旅游旺季早上客人多，想让俺们" + f("rejected", "每天凌晨三点先送一趟早餐的鲜奶")
            + "，钱好说。",
            "凌晨三点的话，天黑路滑，你看要不要答应？",
        ),
        turn(
            "俺琢磨琢磨，明儿跟老伙计们商量商量再回他。",
            "好，等你们商量完再回刘经理。",
        ),
    )
    r3 = (
        turn(
            "刘经理那个凌晨三点送鲜奶，俺们商量了，不干。三点上山，十八盘黑灯瞎火的，打着手电也看不清台阶，真出了事，钱再多也没用。"
            "你给俺拟句话回他，客气点，人家也是老主顾了。",
            "可以这样回：“刘经理，凌晨三点的活我们商量过了，夜里台阶太险，老伙计们实在不敢接。"
            "我们早上第一趟能在七点前把鲜奶送到，您看行不行？”",
        ),
        turn(
            "行，就这么说。还有个事，俺侄子在泰安一家旅行社上班，他们旅行社想搞个" + f("rejected", "游客花钱跟挑山工在十八盘合影")
            + "，一张照片二十块，给俺们分一半。俺让侄子去问景区管委会，今天侄子回话，说管委会的王科长讲了，他们开会定的，"
            "十八盘上不许搞收费拍照，堵路，也怕出事。那就拉倒。",
            "明白了，合影收费不搞。",
        ),
        turn(
            "嗯。你给俺" + f("pending", "把每个人这个月挑了多少斤汇总出来") + "，月底发工钱要用。",
            "好，等老孙的账本对完那一行，我按每个人把斤数加起来，出一张表。网页上传的事还记着，这个我排在后面做。",
        ),
        turn(
            "还有个事俺心里没底，" + f("pending", "景区明年还给不给挑山工发防滑鞋补贴")
            + "？今年一人补了两双，老伙计们都说好穿。俺问了管委会，说明年的预算还没批下来。",
            "这个现在只能等管委会的预算，谁也说不准。我先记着这个问题，有信儿了再帮你报人数。",
        ),
    )
    later = (
        (5, (
            turn(
                "五一游客多，宾馆订货也多，" + f("pending", "五一之前把山顶几家宾馆的订货单印出来")
                + "，一家一张，晓燕说她礼拜三把样子发给你。",
                "好，等晓燕礼拜三发了样子就做，五一之前一家一张印出来。",
            ),
        )),
        (10, (
            turn(
                "每个人挑了多少斤那个，汇总出来了没？月底了，等着发钱呢。",
                "还没汇总完，还挂着：把每个人这个月挑了多少斤汇总出来。老孙的账本还没带下来，第 138 行对不上，我先把别的都加好了。",
            ),
        )),
    )
    return Scripted(
        name="fresh46-tiaoshan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh46=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- mujiale
def _mujiale() -> Scripted:
    f = Builder()
    tex_tail = (
        "tectonic -X build\n"
        "note: \"version 2\" Tectonic command-line interface activated\n"
        "note: connecting to https://relay.fullyjustified.net/default_bundle_v33.tar\n"
        "warning: failed to download https://relay.fullyjustified.net/default_bundle_v33.tar (attempt 1 of 3); retrying\n"
        "warning: failed to download https://relay.fullyjustified.net/default_bundle_v33.tar (attempt 2 of 3); retrying\n"
        "error: failed to build the document\n"
        + f("failure", "caused by: error sending request for url (https://relay.fullyjustified.net/default_bundle_v33.tar): operation timed out")
        + "\nmake: *** [Makefile:14: pdf] Error 1\n"
        "make: Leaving directory '/home/urna/hetong'"
    )
    r1 = (
        turn(
            "你好，我叫乌日娜，跟我爱人巴特尔在陈巴尔虎旗莫日格勒河边上开了个牧家乐，有八个蒙古包，夏天接游客住、骑马、吃手把肉。"
            "我儿子阿古拉在呼和浩特上大学，他给我们弄了个出合同的东西，游客一订，填个表就能出一份带价格的合同 PDF，"
            "东西都在 " + f("path", "/home/urna/hetong") + " 里。今年的新价格他改好了，让我把合同重新生成一遍，我点了没反应，你帮我看看。",
            ("我照阿古拉的 Makefile 把合同全部重新生成一遍。", [
                call("bash", long_log(46, "hetong-tex", tex_tail), error=True,
                     command=f("command", "make -C /home/urna/hetong all")),
            ]),
            "前面每个客人的数据都整理好了，最后排版出 PDF 的那个程序要先从网上下载一个几百兆的字体和模板包，下载超时了。"
            "不是程序坏了，是网太慢，包下不下来。",
        ),
        turn(
            "我们这儿在草原上，手机就一两格信号，刷个视频都转圈圈，几百兆肯定下不来。巴特尔下礼拜五要去海拉尔拉货，"
            "到时候在城里找个网好的地方下。合同先用去年的，价格手写改一下。",
            "好，合同等巴特尔下礼拜五在海拉尔把那个包下下来再生成。",
        ),
        turn(
            "我跟你讲讲我们这儿一天是咋过的。早上五点多天就亮了，我先挤牛奶、烧奶茶，给客人准备早饭，炒米、奶豆腐、果条。"
            "上午客人骑马，巴特尔和他弟弟牵着马带着走，" + f("number", "骑马一小时两百元") + "，去河湾那边转一圈。"
            "中午杀羊、煮手把肉。下午客人自己在草原上溜达拍照。晚上住蒙古包，" + f("number", "一个蒙古包一晚五百八十元")
            + "，能住四个人，带早饭。我们这儿还有个规矩，客人晚上喝酒我们不拦，但是" + f("constraint", "喝过酒的客人当天不许骑马")
            + "，马是活的，人晃悠悠的坐不稳，摔下来不是闹着玩的，中午喝了下午也不行。",
            "明白了：上午骑马、中午手把肉、晚上住包，喝了酒当天就不上马。",
        ),
        turn(
            "还有，去年八月出了个事。一个客人开着越野车，非要去河滩上追日落，说他的车四驱，结果陷到河滩的烂泥里，草场压出两道大沟，"
            "巴特尔套了拖拉机拖了半夜才拖出来，嘎查里还说了我们一顿。从那以后就定了：" + f("constraint", "客人的车一律停在围栏外面的停车场")
            + "，谁开进来都不行，要去哪儿我们骑马或者开皮卡送。",
            "这个要守住。我有个建议：客人一订好，就给他发一条确认短信，里头写清楚车停围栏外的停车场、喝了酒当天不骑马，"
            "来之前就知道规矩，到了不容易吵。",
        ),
        turn(
            "这个好，上回就是客人说“你们又没提前说”。你给我弄上。",
            ("我在阿古拉的项目里加一段确认短信的模板。", [
                call("edit", "ok", path="/home/urna/hetong/templates/confirm_sms.txt", old="# end",
                     new="【莫日格勒河牧家乐】{name}您好，已为您预订{date}的蒙古包。车辆请停围栏外停车场；饮酒当天不安排骑马。\n# end"),
            ]),
            "模板加好了，订单一确认就用这个发。",
        ),
    )
    r2 = (
        turn(
            "阿古拉在夏营地那边放了个小电脑，接着一个摄像头看马群，他说让我把这台电脑的钥匙传到那边去，以后就不用输密码了。"
            "钥匙在 " + f("path", "~/.ssh/id_ed25519.pub") + "，你帮我传一下。",
            ("我用 ssh-copy-id 把公钥装到夏营地那台小电脑上。", [
                call("bash",
                     "/usr/bin/ssh-copy-id: INFO: Source of key(s) to be installed: \"/home/urna/.ssh/id_ed25519.pub\"\n"
                     "/usr/bin/ssh-copy-id: INFO: attempting to log in with the new key(s), to filter out any that are already installed\n\n"
                     "/usr/bin/ssh-copy-id: ERROR: " + f("failure", "ssh: connect to host 10.20.0.8 port 22: No route to host"),
                     error=True,
                     command=f("command", "ssh-copy-id -i ~/.ssh/id_ed25519.pub herder@10.20.0.8")),
            ]),
            "连不上那台小电脑，网络上找不到它，像是那边断电了或者网断了。",
        ),
        turn(
            "哦，对了，那台电脑是靠太阳能板供电的，这一礼拜天天下雨，电瓶估计早没电了，摄像头这几天也看不到了。"
            "夏营地离这儿八十多公里，土路，下雨天车开不进去，下礼拜转场的时候才去。那就等转场的时候再说。",
            "好，钥匙等下礼拜转场到了夏营地、电瓶充上电再传。",
        ),
        turn(
            "我们在旗里登记过，民宿登记证号是 " + f("identifier", "HLBE-MJL-0362")
            + "，你记一下，携程上要填。还有骑马的客人我们都给买了意外险，保单号是 " + f("identifier", "PDAA202615070000048213")
            + "，合同里要写上。",
            "都记下了，保单号我写进合同模板里骑马那一条下面。",
        ),
        turn(
            "冬天我们这儿就没人来了，一年就挣夏天这三个月。",
            "可以考虑" + f("rejected", "在网上开放全年预订连冬天也接客") + "，现在冰雪游很火，冬天来看雪原、坐马拉爬犁的人越来越多。",
        ),
        turn(
            "冬天零下四十度，蒙古包里的水管一晚上就冻裂，冬天还要接羔，羊圈里一天到晚离不开人，我们家就这几口人，顾不过来。",
            "明白了，冬天不接客。",
        ),
        turn(
            "还有，携程的客户经理给我发了封邮件，说有家旅行团想" + f("rejected", "旺季包下全部八个蒙古包打七折")
            + "，包七月整个月。",
            "整个七月八个包全给一家，还打七折，散客那边就一个都订不上了。你怎么回他？",
        ),
        turn(
            "我回他了，最多给四个包，九折，剩下四个要留给老客人，好多是每年都来的。他回邮件说旅行团那边同意了，先签七月上半个月。",
            ("我把这单记到订单表里。", [
                call("edit", "ok", path="/home/urna/hetong/data/orders.csv", old="# end",
                     new="携程旅行团,7月上半月,4个蒙古包,九折\n# end"),
            ]),
            "记上了：四个包，九折，七月上半个月。",
        ),
    )
    r3 = (
        turn(
            "巴特尔前几天一直想" + f("rejected", "在河边搭一个篝火晚会的场地") + "，说游客都爱围着篝火跳舞。他去跟嘎查达说了，"
            "今天嘎查达给他回话，说嘎查委员会开会定了，现在是草原防火期，河边草长得高，不许点篝火，抓到要罚款。巴特尔也没话说了。",
            "那篝火就不搞了。晚上要热闹的话，可以在蒙古包里弄个马头琴和长调，不用明火。",
        ),
        turn(
            "嗯，他弟弟会拉马头琴。你帮我" + f("pending", "把去年夏天每个蒙古包住了多少晚统计出来")
            + "，我想看看哪几个包住得少，是不是位置不好。",
            "好，我从去年的订单里按包号一晚一晚算出来。合同和夏营地那台电脑的事先记着，这个我排在后面做。",
        ),
        turn(
            "还有个事我心里一直打鼓，" + f("pending", "旗里今年让不让在莫日格勒河边接待游客")
            + "？听说为了保护河湾，要划一片不让接待，我们正好在边上。去旗文旅局问了，说方案还没定。",
            "这个现在只能等旗里的方案，谁也说不准。我先记着这个问题，方案一出来就帮你看咱们在不在里面。",
        ),
    )
    later = (
        (5, (
            turn(
                "那达慕快到了，" + f("pending", "六月十号之前把那达慕那几天的套餐价格发到携程")
                + "，套餐里有看赛马、摔跤，住两晚，价格我跟巴特尔商量好了晚上发你。",
                "好，等你晚上发了价格就做套餐，六月十号之前发到携程。",
            ),
        )),
        (10, (
            turn(
                "去年每个包住了多少晚，统计出来了没？",
                "还没弄完，还在待办上：把去年夏天每个蒙古包住了多少晚统计出来。去年有几单是微信上订的，没进表，我在一单一单补。",
            ),
        )),
    )
    return Scripted(
        name="fresh46-mujiale", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh46=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_caideng(), _zitao(), _tiaoshan(), _mujiale())
