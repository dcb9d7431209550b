"""Thirty-first fresh held-out set (Chinese): written blind while the twenty-seventh round of rules was being
made, by someone who never saw any rules (nor the rule modules, their docs, the earlier misses, the tuned
sessions, the earlier blind sets beyond the first lines of one file for its format, or the benchmark's
report), and first run against that round; committed before its first run and not to be edited after it.

Domains (grepped unused with ``grep -il``): an abalone farm on sea rafts off 连江黄岐, a kiwifruit growers'
co-operative in 周至, a family growing black fungus in the fields of 东宁, an ostrich farm with a children's
park near 德阳. Proposals come from the assistant, a feed seller, a Shanghai restaurant owner, the co-op's
board (relayed by its bookkeeper), the chairman's brother-in-law, a neighbour, a Beijing group-buy leader, a
travel agent, the shareholders (relayed by the manager), a primary-school teacher. Failures are multi-line
blocks from a Python courier script (SF Express API), ffmpeg, mysqldump, mbpoll, arduino-cli/esptool, rsync,
curl against an incubator maker's cloud, and adb; each is left unresolved for a reason given. Routine work
(``routine_zh``) is this file's own: an R Shiny dashboard (golem, renv, testthat, shinytest2); it has turns
that look like facts and are not planted.

Descriptions (written before the dialogue):
- baoyu: 陈小燕 sells her father's abalone, raised in cages under raft HQ-B07 off 黄岐, and ships it by SF
  Express with a script her cousin wrote. Rules: inside a long account, not one dead abalone goes into a
  box; after her uncle nearly went overboard, nobody goes onto the rafts once a typhoon warning is up.
  Proposals: a feed seller's switch to formulated feed (put off, refused next round); a Shanghai
  restaurant wants to pay in full after inspection, she counters with a 30% deposit and he takes it; the
  assistant's canned ready-to-eat abalone (turned down by a reason alone); the assistant's packing video
  is accepted. Numbers: 160 yuan a jin; boxes from 3 jin. Identifiers: the raft number, the SF monthly
  account. Paths: the script, its config. Commands: the script's run, an ffmpeg snapshot. Failures: SF
  says the monthly account is stopped (the salesman is back Monday to renew); the raft camera answers 401
  (the installer is out at sea). Open: group old customers by city (asked again); will the boat fee north
  to 威海 go up this year (the boatman hasn't answered); a later ask for the Dragon Boat gift-box link.
- mihoutao: 郭敏 keeps the books of a kiwifruit co-op in 周至, after the last bookkeeper went on maternity
  leave. Rules: inside a long account, fruit treated with swelling agent is never bought; after a
  truckload of early-picked fruit came back, every truck is sugar-tested before weighing. Proposals: a
  Guangdong buyer's take-now-pay-later (the board voted it down, relayed); the assistant's nightly live
  stream (polite no, short videos instead); the chairman's brother-in-law's selling 徐香 as 红阳 (bluntly
  no); the assistant's grower number on each box is accepted. Numbers: 2.6 yuan a jin; a 400-tonne cold
  store. Identifiers: the co-op's credit code, a batch number. Paths: the backup script, the cold-store
  config. Failures: mysqldump access denied (only the bookkeeper on leave knows the password); mbpoll
  times out (the RS485 converter is broken, a new one is on the way). Open: the members' rebate table
  (asked again); is there a provincial cold-store subsidy this year (the county bureau hasn't said); a later
  ask for a Hema quote by 10 November.
- muer: 老姜 grows black fungus on the ground in 东宁 and talks in voice-typed run-on sentences; his nephew
  小于 built an ESP32 timer for the sprinklers and a little shop website. Rules: inside a long account,
  nothing is ever mixed into the fungus; after a mouldy parcel, fungus not dried through is never bagged.
  Proposals: a neighbour's shared drying room (put off, refused next round); a Beijing group-buy leader
  asks 45 a jin post-free, he counters 55 with a free pack of hazel mushrooms and she accepts; the
  assistant's paid promotion on Douyin (reason alone); the assistant's picking date on each bag is
  accepted. Numbers: 1.5 yuan a bag of spawn; 68 yuan a jin. Identifiers: a batch code, the green-food
  mark number. Failures: esptool can't talk to the ESP32 (the BOOT button fell off, 小于 brings a new
  board); rsync refused the key (the key was on the broken laptop, the cloud account is on 小于's phone).
  Open: last year's customers' phone numbers into one table (asked again); will spawn bags cost more next
  year (the spawn plant's boss is away); a later ask for the New Year gift page before 腊八.
- tuoniao: 罗芳 manages 蒋总's ostrich farm and children's park near 德阳. Rules: inside a long account,
  visitors never enter the hatchery; after a child was pecked, ostriches are fed only with long spoons
  through the fence. Proposals: a travel agent's ostrich rides (bluntly no); the town tourism office's
  summer night opening (the shareholders voted it down, relayed); a school's 300 pupils for free (polite
  no, teachers free and a group price instead); the assistant's timed online booking is accepted.
  Numbers: 42 days to hatch; 60 yuan an adult ticket. Identifiers: incubator FH-3301, gate ZJ-DY-0007.
  Paths: the breeders' spreadsheet, the gate config. Failures: the incubator cloud says the licence has
  expired (the salesman is on holiday and 蒋总 must approve); adb says the gate is unauthorised (its
  touch screen is cracked, a new one is on order). Open: enter the breeders' records (asked again); when
  the 3A scenic-area review comes out (nobody knows); a later ask for a family-ticket group-buy link
  before 六一.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: an R Shiny dashboard
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "新电脑上 renv 装包装不上，你看一下。",
                ("我先还原一下环境。", [
                    call("bash",
                         "# Downloading packages -------------------------------------------------------\n"
                         "- Downloading leaflet from CRAN ...            ERROR [error code 22]\n"
                         "Warning: failed to find source for 'leaflet 2.1.2' in package repositories\n"
                         "Error: failed to retrieve package 'leaflet@2.1.2'\n"
                         "Traceback (most recent calls last):\n"
                         "5: renv::restore(prompt = FALSE)",
                         error=True, command="Rscript -e 'renv::restore(prompt = FALSE)'"),
                ]),
                ("默认镜像上这个旧版本的源码包下架了。我把仓库换成 Posit Package Manager 的固定日期快照，再还原一次。", [
                    call("edit", "ok", path="wxboard/.Rprofile",
                         old='options(repos = c(CRAN = "https://cloud.r-project.org"))',
                         new='options(repos = c(CRAN = "https://packagemanager.posit.co/cran/2024-06-03"))'),
                    call("bash", "- Resolving 'leaflet' ... OK\nThe library is already synchronized with the lockfile.",
                         command="Rscript -e 'renv::restore(prompt = FALSE)'"),
                ]),
                "装好了。以后锁文件和仓库快照一起提交，换电脑就不会再这样。",
            ),
        )
    if k == 1:
        return (
            turn(
                "测试红了一个，按天汇总那个。",
                ("跑一下测试。", [
                    call("bash",
                         "== Failed tests ================================================================\n"
                         "-- Failure (test-daily_summary.R:14:3): 按天汇总不丢最后一天 --\n"
                         "nrow(out) (`actual`) not equal to 7 (`expected`).\n\n"
                         "  `actual`: 6\n`expected`: 7\n"
                         "[ FAIL 1 | WARN 0 | SKIP 0 | PASS 41 ]\nError: Test failures",
                         error=True, command="Rscript -e 'devtools::test()'"),
                ]),
                ("as.Date() 默认按 UTC 切天，早上八点前的数据算到前一天去了。我给它加上时区。", [
                    call("edit", "ok", path="wxboard/R/daily_summary.R",
                         old="day = as.Date(ts)", new='day = as.Date(ts, tz = "Asia/Shanghai")'),
                    call("bash", "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 42 ]", command="Rscript -e 'devtools::test()'"),
                ]),
                "全绿了。顺手说一句：以后凡是时间转日期，都把 tz 写明白，别靠默认值。",
            ),
            turn("好，记住了。", "嗯。"),
        )
    if k == 2:
        return (
            turn(
                "站点那个折线图切换一下要等好几秒，能快点吗？",
                ("我先看看模块。", [
                    call("read", path="wxboard/R/mod_station.R",
                         result="output$trend <- renderPlot({\n  d <- load_station(input$station, input$range)\n"
                                "  ggplot(d, aes(ts, value)) + geom_line()\n})"),
                ]),
                "每次切换都重新读一遍数据再画。可以用 bindCache 按站点和时间范围缓存，同样的选择第二次就是秒出。",
            ),
            turn(
                "行，就这么弄。",
                ("加上缓存。", [
                    call("edit", "ok", path="wxboard/R/mod_station.R",
                         old="})", new="}) |> bindCache(input$station, input$range)"),
                    call("bash",
                         "Warning message:\nRemoved 12 rows containing missing values or values outside the scale "
                         "range (`geom_line()`).",
                         command="Rscript -e 'source(\"dev/run_dev.R\")'"),
                ]),
                "缓存生效了。那条警告是缺测的空值，不影响，我顺手在画之前把 NA 过滤掉了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "镜像打一下，准备上测试服务器。",
                ("用 rocker/shiny 打镜像。", [
                    call("bash",
                         "[+] Building 84.2s (11/11) FINISHED\n => [4/6] RUN Rscript -e 'renv::restore()'\n"
                         " => exporting to image\n => => naming to docker.io/library/wxboard:0.3.1",
                         command="docker build -t wxboard:0.3.1 ."),
                ]),
                "镜像好了。健康检查我建议超时设成 30 秒，第一次启动加载数据比较慢。",
            ),
            turn("可以，就 30 秒。", ("改好了。", [
                call("edit", "ok", path="wxboard/Dockerfile",
                     old="HEALTHCHECK --timeout=10s", new="HEALTHCHECK --timeout=30s"),
            ]), "下次部署就按这个来。"),
        )
    if k == 4:
        return (
            turn(
                "lintr 报了一堆，清一下。",
                ("跑一下 lint。", [
                    call("bash",
                         "R/mod_station.R:23:81: style: [line_length_linter] Lines should not be more than 80 "
                         "characters. This line is 97 characters.\n"
                         "R/utils_format.R:8:5: style: [object_name_linter] Variable and function name style "
                         "should match snake_case or symbols.",
                         command="Rscript -e 'lintr::lint_package()'"),
                ]),
                ("两处：一行太长，一个函数名是驼峰。我改掉。", [
                    call("edit", "ok", path="wxboard/R/utils_format.R",
                         old="formatTemp <- function(x)", new="format_temp <- function(x)"),
                    call("bash", "No lints found.", command="Rscript -e 'lintr::lint_package()'"),
                ]),
                "干净了。",
            ),
        )
    return (
        turn(
            "界面测试挂了，我没改过首页啊。",
            ("我跑一下 shinytest2。", [
                call("bash",
                     "-- Failure (test-app.R:9:3): 首页能打开 --\n"
                     "Snapshot of `app` to 'app/001.json' has changed\n"
                     "Run `testthat::snapshot_review('app/')` to review changes\n"
                     "[ FAIL 1 | WARN 0 | SKIP 0 | PASS 5 ]",
                     error=True, command="Rscript -e 'testthat::test_file(\"tests/testthat/test-app.R\")'"),
            ]),
            "快照变了是因为上回改了页脚的版本号，内容本身没问题。你看一眼没意见的话我就接受新快照。",
        ),
        turn("没意见，接受吧。", ("好。", [
            call("bash", "Accepting snapshot: 'app/001.json'", command="Rscript -e 'testthat::snapshot_accept(\"app\")'"),
        ]), "接受了，再跑一遍是绿的。"),
    )


# ---------------------------------------------------------------- baoyu: abalone on sea rafts
def _baoyu() -> Scripted:
    f = Builder()
    sf_log = (
        "2025-05-12 21:03:11,204 INFO 读取待发订单 23 条\n"
        "2025-05-12 21:03:11,388 INFO 第 1 单 SO20250512001 -> 上海市 闵行区\n"
        "2025-05-12 21:03:11,912 WARNING 顺丰接口返回 apiResultCode=A1000, 业务结果失败\n"
        "Traceback (most recent call last):\n"
        '  File "/home/xiaoyan/baoyu/sf_order.py", line 88, in <module>\n'
        "    main()\n"
        '  File "/home/xiaoyan/baoyu/sf_order.py", line 71, in main\n'
        "    resp = client.create_order(order)\n"
        '  File "/home/xiaoyan/baoyu/sfapi.py", line 42, in create_order\n'
        '    raise ApiError(data["errorCode"], data["errorMsg"])\n'
        "sfapi.ApiError: " + f("failure", "8016 月结卡号已停用或不存在，请联系收派员")
    )
    r1 = (
        turn(
            "你好，我叫陈小燕，家在连江黄岐，养鲍鱼的，海上渔排那种，我阿爸弄了二十多年了。我在家管网上的单子，"
            "发顺丰。我表哥给我写了个下单的脚本，放在 " + f("path", "/home/xiaoyan/baoyu/sf_order.py")
            + "，每天晚上我就敲一下 " + f("command", "python3 sf_order.py --batch today")
            + "，当天的单子就推到顺丰了。今天敲了一堆红字，你帮我看看？",
            ("我先照你平时那样跑一遍，看它报什么。", [
                call("bash", sf_log, error=True,
                     command="cd /home/xiaoyan/baoyu && python3 sf_order.py --batch today"),
            ]),
            "不是脚本坏了，是顺丰那边不认这个月结卡号，说停用了或者不存在。一般是合同到期或者欠费被停了，得顺丰的业务员在他们系统里重新开。",
        ),
        turn(
            "哦……那可能是合同到期了，去年五月签的。业务员小林说他在厦门培训，下礼拜一才回来给我续。那先放着吧，"
            "这两天我自己在顺丰小程序上一单一单下，累是累点。",
            "好，这个等小林礼拜一回来续签再说，脚本先不动。",
        ),
        turn(
            "你顺便了解一下我们家是怎么弄的，以后帮我写商品介绍也用得上。我们的排在黄岐外面那片海，排号 "
            + f("identifier", "HQ-B07") + "，鲍鱼是一笼一笼吊在排下面的，喂龙须菜跟海带，五六天喂一次。冬天在这边养，"
            "每年五月底六月初水一热就整排拖去山东威海那边避暑，叫“北鲍南养”，十月再拖回来。卖的时候我阿爸早上去起笼，"
            "挑个头好的，我阿妈装箱前还要一只一只再过一遍，" + f("constraint", "死鲍鱼一个都不能混进箱子")
            + "，客人收到一只死的，人家就觉得整箱都不新鲜，我们也丢人。价钱按头数算，十头的（一斤十只）"
            + f("number", "一百六一斤") + "，八头的贵一点。泡沫箱加冰袋，" + f("number", "每箱三斤起发")
            + "，少了冰袋化得快，路上就闷死了。哦对了，福州城里的客人有时候要自己来码头拿，那种不用装冰。",
            "明白了：排号 HQ-B07，冬天连江、夏天威海，当天起笼当天发，死的一只都不进箱。我有个小建议：每箱封箱前"
            "拍个十几秒的视频发给客人，看得到鲍鱼是活的、在动，收到以后有纠纷也好说。",
        ),
        turn(
            "这个可以，就这么弄，让我阿妈封箱的时候拍，她手机拍得比我还好。",
            "好，以后每箱封箱前拍段视频发给客人。",
        ),
        turn(
            "还有个事，渔排上装了个摄像头，以前手机上能看，我想截几张图放店里当主图，现在看不到了。",
            ("我试着从摄像头抓一帧图。", [
                call("bash",
                     "ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers\n"
                     "  built with gcc 13 (Ubuntu 13.2.0-23ubuntu3)\n"
                     "  libavutil      58. 29.100 / 58. 29.100\n"
                     "  libavformat    60. 16.100 / 60. 16.100\n"
                     "[rtsp @ 0x5603a1c2e4c0] " + f("failure", "method DESCRIBE failed: 401 Unauthorized") + "\n"
                     "rtsp://admin@192.168.8.64:554/Streaming/Channels/101: Server returned 401 Unauthorized "
                     "(authorization failed)",
                     error=True,
                     command=f("command", "ffmpeg -rtsp_transport tcp -i rtsp://admin@192.168.8.64:554/Streaming/Channels/101 -frames:v 1 paizi.jpg")),
            ]),
            "摄像头连得上，但是密码不对，401 就是不让进。是不是有人改过摄像头的密码？",
        ),
        turn(
            "肯定是阿忠，上个月他来换过网线，说顺便把密码改了。他现在跟船出海了，要十来天才回来，海上没信号。等他回来再说，图我先自己坐船去拍。",
            "行，摄像头的事等阿忠回来问到新密码再弄。",
        ),
    )
    r2 = (
        turn(
            "今天卖饲料的小黄来家里坐了半天，说现在黄岐好多排都" + f("rejected", "改喂人工配合饲料")
            + "了，不用天天开船去割海带，省人工，鲍鱼长得也快，第一批还给我们打九折。我阿爸去镇上了，我说等他回来问问他。你觉得呢？",
            "省人工是真的，长得快也有人这么说；但饲料喂出来的口感和鲜海带喂的是不是一样，老客户吃不吃得惯，"
            "这个你阿爸最有数。等他回来你们商量。",
        ),
        turn(
            "嗯。顺丰那个脚本，小林续签以后是不是要改什么地方？他说卡号可能会换。",
            ("我看一下配置。", [
                call("read", path="/home/xiaoyan/baoyu/config/sf.toml",
                     result='[sf]\npartner_id = "CLJBY2021"\nmonthly_card = "5910428837"\nsandbox = false'),
            ]),
            "配置在 " + f("path", "/home/xiaoyan/baoyu/config/sf.toml") + "，里面月结卡号现在写的是 "
            + f("identifier", "5910428837") + "。续签以后要是换了新号，就改 monthly_card 这一行，别的不用动。",
        ),
        turn(
            "上海有个做福建菜的馆子，老板姓郑，要两百斤十头的，一次三万多块。他一开始说要" + f("rejected", "到货验完再付全款")
            + "，我心里不踏实，万一他说死了一半不给钱我找谁去。我就跟他说先付三成定金，剩下的到了验完再付，"
            "他想了一晚上，今天早上回我说行。",
            ("好，那就三成定金，尾款验货后付。我把这单记下来。", [
                call("edit", "ok", path="/home/xiaoyan/baoyu/data/dadan.csv", old="# end",
                     new="上海郑老板,十头,200斤,三成定金已谈妥,尾款验货后付\n# end"),
            ]),
            "记好了，发货那天记得让他先把定金转过来。",
        ),
        turn(
            "还有，你有空的时候帮我" + f("pending", "把老客户按城市分个组")
            + "，福州的、上海的、北京的分开，我发朋友圈和群发的时候好挑人。",
            "好，等顺丰这摊事理顺了我就弄，你先把客户表导出来给我。",
        ),
    )
    r3 = (
        turn(
            "饲料那个事我问了阿爸。他说喂饲料长得是快，可是肉没那么脆，我们家的老客户吃了二十年了，一口就吃得出来，"
            "让我跟小黄说算了，还是喂海带。我已经回小黄了。",
            "好，还是喂龙须菜和海带。",
        ),
        turn(
            "上个月有个事差点吓死我。台风“海葵”的警报都挂出来了，我舅舅还偷偷开船上排去加固绳子，一个浪打上来，"
            "人差点就下去了。阿爸这次真发火了，定下来以后" + f("constraint", "台风警报挂出来就不许上渔排")
            + "，谁都不行，绳子断了就断了，人要紧。你在给客人的发货通知里也加一句，台风天停发。",
            ("好，我在通知模板里加上。", [
                call("edit", "ok", path="/home/xiaoyan/baoyu/templates/notice.txt", old="感谢支持！",
                     new="遇台风天停发，恢复后按下单顺序补发。\n感谢支持！"),
            ]),
            "加好了。",
        ),
        turn(
            "我在想，淡季的时候能不能多卖点东西。",
            "淡季可以考虑" + f("rejected", "做即食鲍鱼罐头") + "，放得久，发到内地也不怕路上死，客单价也高。",
        ),
        turn(
            "那个要办食品生产许可证的，还得有专门的车间，我家就阿爸阿妈和我三个人，厨房是自己烧饭用的。",
            "明白，那还是专心卖鲜活的。",
        ),
        turn(
            "对了，还有个事我心里一直没底：" + f("pending", "今年北上威海的拖船费涨不涨")
            + "？去年一个排两万八。拖船的船老大老吴我发了三次微信了，一直没回，不知道是不是在海上。",
            "这个只能等老吴回你，我先记着。定价和今年的预算都要等他这个数。",
        ),
    )
    later = (
        (5, (
            turn(
                "那个客户分组的事，弄了没？",
                "还没弄，还在单子上：把老客户按城市分个组，福州、上海、北京分开。你把客户表导给我我就开始。",
            ),
        )),
        (8, (
            turn(
                "我阿爸说今年端午要卖礼盒，八只装和十二只装两种，你" + f("pending", "端午前把礼盒链接上好")
                + "，图我这两天拍。",
                "好，端午前把两种礼盒的链接上好，等你的图。",
            ),
        )),
    )
    return Scripted(
        name="fresh31-baoyu", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh31=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- mihoutao: a kiwifruit co-op
def _mihoutao() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是周至县一个猕猴桃专业合作社的会计，姓郭，叫我小郭就行。我们社里一百二十多户，主要种徐香和翠香。"
            "原来的会计小段休产假了，主任让我把收购账接过来。我想先把数据库备份一下，小段留了个脚本 "
            + f("path", "/srv/hezuoshe/backup/dump.sh") + "，我一跑就报错。",
            ("我先看看脚本里写的什么，再单独跑一下备份那一步。", [
                call("read", path="/srv/hezuoshe/backup/dump.sh",
                     result="#!/bin/bash\nset -e\ncd /srv/hezuoshe/backup\n"
                            "mysqldump --single-transaction -u coop -p\"$COOP_PW\" hezuoshe > hzs_$(date +%F).sql"),
                call("bash",
                     "mysqldump: [Warning] Using a password on the command line interface can be insecure.\n"
                     "mysqldump: " + f("failure", "Got error: 1045: Access denied for user 'coop'@'localhost' (using password: YES)")
                     + " when trying to connect",
                     error=True,
                     command=f("command", "mysqldump --single-transaction -u coop -p hezuoshe > /srv/hezuoshe/backup/hzs.sql")),
            ]),
            "数据库不认这个密码。我单独跑的是 mysqldump --single-transaction -u coop -p hezuoshe > /srv/hezuoshe/backup/hzs.sql，脚本里用的是环境变量里的旧密码，应该是有人在数据库里改过 coop 这个用户的密码。",
        ),
        turn(
            "那就是小段改的，她走之前说过要改密码。可她现在坐月子，她婆婆不让她碰手机，我微信留言了，等她回吧。",
            "好，备份等小段回了新密码再弄。这期间别去动数据库里的东西，免得没有备份。",
        ),
        turn(
            "跟你说说我们收购是咋弄的，你心里有个数。每年九月下旬开始收，社员自己把果子拉到社门口过地磅，按户记账。"
            "今年徐香统货" + f("number", "两块六一斤") + "，一百克以上的大果三块一。我们有个规矩是主任定死的，"
            + f("constraint", "打了膨大剂的一律不收") + "，前几年就因为这个丢过一个上海的大客户，社员都知道。收了以后进冷库，"
            "我们冷库" + f("number", "库容四百吨") + "，一般能放到第二年三月。冷库门口有个温度表，每天早晚我去看一眼。",
            "明白了。我建议每个箱子上贴社员编号，哪箱出了问题都能追到是哪一户的果子。",
        ),
        turn(
            "这个主任早就想弄，行，就这么办。编号就用社员花名册上的。",
            "好，装箱的时候箱贴上印社员编号。",
        ),
        turn(
            "冷库那个温控是个小盒子，小段说电脑能直接读温度，你帮我看看现在多少度。",
            ("我读一下温控器的寄存器。", [
                call("bash",
                     "mbpoll 1.4-25 - FieldTalk(tm) Modbus(R) Master Simulator\n"
                     "Copyright (c) 2015-2019 Pascal JEAN, https://github.com/epsilonrt/mbpoll\n\n"
                     "Protocol configuration: Modbus RTU\n"
                     "Slave configuration...: address = [3]\n"
                     "                        start reference = 1, count = 2\n"
                     "Communication.........: /dev/ttyUSB0,       9600-8N1\n"
                     "                        t/o 1.00 s, poll rate 1000 ms\n"
                     "Data type.............: 16-bit register, input register table\n\n"
                     "-- Polling slave 3... Ctrl-C to stop)\n"
                     + f("failure", "Read input register failed: Connection timed out") + "\n"
                     "-- Polling slave 3... Ctrl-C to stop)\n"
                     "Read input register failed: Connection timed out",
                     error=True,
                     command=f("command", "mbpoll -m rtu -a 3 -b 9600 -P none -t 3 -r 1 -c 2 /dev/ttyUSB0")),
            ]),
            "温控器一点回应都没有。读温度的设置在 " + f("path", "/etc/hezuoshe/lengku.yaml")
            + "，从站地址 3、波特率 9600，和我刚才用的一样，所以多半是线路或者那个 485 转换器的问题。以后转换器修好了，还是用 mbpoll -m rtu -a 3 -b 9600 -P none -t 3 -r 1 -c 2 /dev/ttyUSB0 这条读。你看一下转换器上的灯闪不闪？",
        ),
        turn(
            "我刚叫电工老李来看了，他说那个转换器烧了，灯都不亮。他在网上给买了个新的，说后天才到。温度这两天我还是看门口的表。",
            "好，等新转换器到了再接上读。",
        ),
    )
    r2 = (
        turn(
            "昨天晚上理事会开会，说了广东那个收购商的事。他想" + f("rejected", "先拉货后结账")
            + "，一车先拉走，卖完一个月再打钱。五个理事四个不同意，说前年隔壁社就是这么被拖了十几万。主任让我跟人家回话，还是款到发货。"
            "我今天早上已经打电话说了。",
            "好，记下了：广东那家还是款到发货。",
        ),
        turn(
            "还有个事得跟你说。上礼拜发到西安的一车翠香，客户说放了十天还是硬的，一点都不甜，退回来一半。"
            "一查是有一户提前半个月就摘了，混在里头。主任气坏了，开会定了：以后" + f("constraint", "每车果子过秤前先抽检糖度")
            + "，不到六点五的整车拉回去。",
            ("那收购表里加一列糖度，过秤的时候一起录。", [
                call("edit", "ok", path="/srv/hezuoshe/app/shougou_fields.txt", old="户号,品种,毛重,皮重",
                     new="户号,品种,糖度,毛重,皮重"),
            ]),
            "加好了，糖度那一列空着的单子存不进去。",
        ),
        turn(
            "今年行情一般，主任让我想想办法多走点货。",
            "可以试试" + f("rejected", "每天晚上开直播") + "，现在不少合作社都这么卖，主任出镜讲讲果园，社员在后面摘果子。",
        ),
        turn(
            "主任五十多了，对着镜头话都说不利索。我白天记账，晚上还要接娃辅导作业，实在顾不上天天播。"
            "要不先拍几个短视频吧，摘果子、过秤、进冷库那种，放视频号上，这个我周末能弄。",
            "行，先拍短视频，一周发两三条就够。",
        ),
        turn(
            "还有，你帮我" + f("pending", "把社员的二次返利表算出来") + "，按每户交了多少斤分，年底要发。",
            "好，这个要用完整的收购数据，等数据库备份好了我就算，先记上。",
        ),
    )
    r3 = (
        turn(
            "今天主任他小舅子来社里了，说红阳卖得贵，让我们" + f("rejected", "把徐香贴成红阳卖")
            + "，说反正外地人吃不出来。主任当场就说：不行，砸牌子的事不干。",
            "明白，品种照实写。",
        ),
        turn(
            "开发票和上平台都要填合作社的统一社会信用代码，" + f("identifier", "93610124MA6XK2TQ8R")
            + "，你帮我存到系统里，省得我每次翻营业执照。",
            ("存到合作社的基本信息里。", [
                call("edit", "ok", path="/srv/hezuoshe/app/coop_info.ini", old="credit_code =",
                     new="credit_code = 93610124MA6XK2TQ8R"),
            ]),
            "存好了，开票的时候会自动带出来。",
        ),
        turn(
            "贴社员编号的第一批果子今天装箱了，批次号我们定成 " + f("identifier", "ZZXH-2025-118")
            + " 这样，ZZ 是周至，XH 是徐香，后面是年份和序号。",
            "好，批次号格式记下了，箱贴上批次号和社员编号印在一起。",
        ),
        turn(
            "还有个事问你，" + f("pending", "省里的冷库补贴今年还有没有") + "？我们想再扩两百吨。我打电话问了县农业农村局，"
            "人家说文件还没下来，让等通知。",
            "这个我也查不到准信，只能等农业农村局的通知。我先记着，扩库的预算先按没有补贴做一版。",
        ),
    )
    later = (
        (5, (
            turn(
                "返利表弄好没？理事们在问了。",
                "还没有：把社员的二次返利表算出来，这件事还卡在数据库备份上，小段的新密码还没回。她回了我当天就算。",
            ),
        )),
        (9, (
            turn(
                "盒马那边来人看了果园，说想要我们的翠香。主任让你" + f("pending", "十一月十号前把给盒马的报价单做出来")
                + "，翠香和徐香分开报，带上冷库的照片。",
                "好，十一月十号前出盒马的报价单，两个品种分开，附冷库照片。",
            ),
        )),
    )
    return Scripted(
        name="fresh31-mihoutao", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh31=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- muer: black fungus in the fields
def _muer() -> Scripted:
    f = Builder()
    upload_tail = (
        "Sketch uses 912345 bytes (69%) of program storage space. Maximum is 1310720 bytes.\n"
        "Global variables use 41232 bytes (12%) of dynamic memory.\n"
        "esptool.py v4.6\nSerial port /dev/ttyUSB0\n"
        "Connecting......................................\n\n"
        + f("failure", "A fatal error occurred: Failed to connect to ESP32: No serial data received.") + "\n"
        "For troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html\n"
        "Failed uploading: uploading error: exit status 2"
    )
    r1 = (
        turn(
            "你好 我是东宁种木耳的老姜 地栽的 今年摆了八万袋 我外甥小于给我弄了个浇水的小板子 到点自动开微喷 "
            "昨天突然不喷了 这时候正出耳 一天不浇就打蔫 小于说电脑上有个程序重新烧一遍就好了 程序在 "
            + f("path", "/home/laojiang/penlin/penlin.ino") + " 你给整整",
            ("我编译一下再烧进去。", [
                call("bash", long_log(30, "muer-penlin", upload_tail), error=True,
                     command="cd /home/laojiang && "
                     + f("command", "arduino-cli compile --upload -p /dev/ttyUSB0 --fqbn esp32:esp32:esp32 penlin")),
            ]),
            "程序编译没问题，烧的时候板子不应答。这种板子有时候要按住上面那个 BOOT 小按钮才能烧进去，你按住试试？",
        ),
        turn(
            "那个小按钮早掉了 去年就掉了 小于说这礼拜六从绥芬河回来给我带块新板子 那就等他吧 这两天俺早晚自己去开阀门",
            "好，板子的事等小于礼拜六带新的来再烧。",
        ),
        turn(
            "跟你唠唠俺家木耳咋整的 你给写网上介绍的时候用 俺们东宁这边是地栽 菌包从镇上菌厂买 " + f("number", "一块五一袋")
            + " 开春摆到地里 划口 浇水 出耳了一茬一茬采 采下来铺在晾床上晒 俺家就是太阳晒 不上炉子 现在有的人往木耳里拌硫酸镁 压秤 "
            "泡开一股味儿 " + f("constraint", "卖的木耳不许拌任何东西") + " 拌了那就是坑人 一级的小碗耳 "
            + f("number", "六十八一斤") + " 包邮 东三省以外的加五块 还有俺媳妇说那个晾床下面得垫网子 要不耳子沾土",
            "明白：地栽、太阳晒、什么都不拌。我有个建议：每袋上印采摘日期和批次，客人一看就知道是今年的新耳。",
        ),
        turn(
            "中 就这么整 俺媳妇管装袋 让她印",
            "好，以后每袋印采摘日期和批次。",
        ),
        turn(
            "邻居老孙今天来找俺 说" + f("rejected", "合伙建个烘干房") + " 一家出五万 下雨天也不怕了 俺说俺琢磨琢磨 你说呢",
            "下雨天不怕耽误是实在的好处；但一家五万不少，而且你家卖点就是自然晾晒，上了烘干房介绍也得改。你先琢磨，有账我帮你算。",
        ),
    )
    r2 = (
        turn(
            "小于还给俺弄了个卖木耳的网站 俺拍了一堆新照片想传上去 他说用这个命令 "
            + f("command", "rsync -avz ~/Pictures/muer2025/ jiang@39.105.22.17:/var/www/muer/images/"),
            ("我来跑一下。", [
                call("bash",
                     f("failure", "jiang@39.105.22.17: Permission denied (publickey).") + "\n"
                     "rsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
                     "rsync error: unexplained error (code 255) at io.c(232) [sender=3.2.7]",
                     error=True,
                     command="rsync -avz ~/Pictures/muer2025/ jiang@39.105.22.17:/var/www/muer/images/"),
            ]),
            "服务器不认这台电脑的钥匙。照片要传到 " + f("path", "/var/www/muer/images/")
            + "，可是这台电脑上没有小于当时配的那把登录钥匙。",
        ),
        turn(
            "对 原来那个电脑摔坏了 这是新买的 钥匙在旧电脑里 小于说得上阿里云后台重新弄 那个账号绑的是他手机 等他礼拜六回来一块整",
            "好，照片上传也等小于礼拜六回来。",
        ),
        turn(
            "上礼拜有个哈尔滨的客人 收到木耳一打开全是白毛 发霉了 俺一看是下雨前那批 没晒透就装袋了 给人家退了钱 "
            "俺媳妇现在定了 以后" + f("constraint", "没晒透的木耳一律不装袋") + " 手一攥嘎嘣脆才行",
            "记下了，装袋前先攥一把，不脆的接着晒。",
        ),
        turn(
            "北京有个团购的团长 姓何 说她们小区一百多户要买 要" + f("rejected", "四十五一斤包邮")
            + " 俺说这价俺连本都不够 俺给她五十五一斤包邮 每单再送一小包榛蘑 她琢磨一宿 今儿回话说行 下礼拜发",
            ("好，五十五一斤包邮，每单送一小包榛蘑。我记一下这单。", [
                call("edit", "ok", path="/home/laojiang/muer/dingdan.csv", old="# end",
                     new="北京何团长,一百多户,55一斤包邮,每单送榛蘑一小包,下礼拜发\n# end"),
            ]),
            "记好了。",
        ),
        turn(
            "还有 你帮俺" + f("pending", "把去年的客人电话整理成一张表") + " 都在微信和快递单上 乱七八糟的 今年好挨个问",
            "好，你把快递的导出文件和微信里的名单发给我，我就整理，先记上。",
        ),
    )
    r3 = (
        turn(
            "烘干房那事 俺跟老孙说不整了 一家五万太多 再说俺家卖的就是太阳晒的 上了炉子那还叫啥晒的 老孙说那他找别人",
            "好，还是自然晾晒。",
        ),
        turn(
            "今年货多 咋能多卖点",
            "可以在抖音上" + f("rejected", "花钱投流") + "推一推，按东北、北京这些地方定向投。",
        ),
        turn(
            "去年小于给投了二百块 来了三千多人看 一单都没成 全是看热闹的",
            "明白，那还是靠老客户和团购走货。",
        ),
        turn(
            "袋子上印的批次 你就按 " + f("identifier", "DNMR-2025-0612") + " 这样 DN 东宁 后面是采的日子 "
            "还有绿色食品那个标也得印上 编号是 " + f("identifier", "LB-18-23100812345A"),
            ("好，我把袋贴模板改了。", [
                call("edit", "ok", path="/home/laojiang/muer/daitie.txt", old="批次：", new="批次：DNMR-2025-0612\n绿色食品：LB-18-23100812345A"),
            ]),
            "改好了，批次和绿色食品编号都在袋贴上。",
        ),
        turn(
            "菌厂的小宋说 " + f("pending", "明年菌包涨不涨价") + " 得等他们老板从山东回来才知道 俺还得定明年摆多少袋 这不干等着",
            "这个只能等菌厂老板回来给准话，我先记着；摆多少袋先按今年的价做一版账。",
        ),
    )
    later = (
        (6, (
            turn(
                "去年客人电话那个表 你整了没",
                "还没有，还在单子上：把去年的客人电话整理成一张表。还差你那边快递的导出文件，发我就整。",
            ),
        )),
        (10, (
            turn(
                "俺媳妇说要赶年货 你" + f("pending", "腊八之前把年货礼盒的页面做好") + " 三斤装五斤装两样 照片小于拍",
                "好，腊八之前把三斤装、五斤装两种年货礼盒的页面做好，等小于的照片。",
            ),
        )),
    )
    return Scripted(
        name="fresh31-muer", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh31=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- tuoniao: an ostrich farm and park
def _tuoniao() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是罗芳，在德阳一个鸵鸟园当经理，园子是蒋总的，一半养殖一半搞亲子游。孵化室有三台孵化机，"
            "厂家有个云平台能看温度湿度，手机 App 前天开始就看不到了。IT 这块原来是蒋总儿子弄的，他在成都上班，"
            "他留了个查设备的命令，我贴给你。三号机编号是 " + f("identifier", "FH-3301") + "。",
            ("我按他的命令查一下三号机。", [
                call("bash",
                     "HTTP/1.1 403 Forbidden\nServer: nginx\nContent-Type: application/json;charset=UTF-8\n"
                     "X-Request-Id: 7f2c9a1e0b44\n\n"
                     '{"code":40302,"msg":"' + f("failure", "设备授权已过期，请联系销售续费")
                     + '","device":"FH-3301","expired_at":"2025-03-31"}',
                     error=True,
                     command=f("command", 'curl -si -H "Authorization: Bearer $FUHUA_TOKEN" https://api.danboshi.cn/v2/devices/FH-3301/status')),
            ]),
            "机器本身没坏，是厂家云平台的授权三月底到期了，续了费才能在手机上看。孵化机自己的控温不受影响。",
        ),
        turn(
            "续费要钱，得蒋总批，他去新疆看种鸟了，这礼拜回不来。厂家的销售小唐也在休年假，消息不回。"
            "那先这样，我让值班的每两个钟头去看一眼机器上的屏幕，记在本子上。",
            "好，续费等蒋总回来批、小唐回消息再办。",
        ),
        turn(
            "跟你说说我们园子的情况。种鸟四十多只，一公配两三母，三月到九月下蛋，一个蛋三斤左右。蛋收回来先熏蒸消毒再进孵化机，"
            + f("number", "孵四十二天") + "出壳。游客最想看的就是小鸵鸟出壳，但是" + f("constraint", "游客一律不准进孵化室")
            + "，只能在外面隔着玻璃看，人一进去带了细菌，一机器的蛋就废了。门票" + f("number", "成人票六十块")
            + "，小孩三十五，一米二以下免票。周末人多，停车场都停不下。",
            "明白了。周末挤的话，可以做网上分时段预约，每个时段限人数，到了现场也不用排长队买票。",
        ),
        turn(
            "这个好，蒋总也说周末挤得跟赶场一样。就这么弄。",
            "好，做分时段预约，每个时段限多少人你们定了告诉我。",
        ),
        turn(
            "今天有个旅行社的经理打电话，说能不能搞" + f("rejected", "骑鸵鸟拍照") + "，说南方有的园子有，一次收五十。"
            "我直接跟他说不搞。鸵鸟一脚能把人肋骨踢断，出了事谁负责。",
            "好，这个不做。",
        ),
    )
    r2 = (
        turn(
            "又出事了，闸机扫码进不去，今天早上游客在门口排了一长溜。闸机是个安卓屏，供应商说用电脑连上去看日志。",
            ("我连上闸机看一下日志。", [
                call("bash",
                     "* daemon not running; starting now at tcp:5037\n"
                     "* daemon started successfully\n"
                     "connected to 192.168.31.58:5555\n"
                     + f("failure", "error: device unauthorized.") + "\n"
                     "This adb server's $ADB_VENDOR_KEYS is not set\n"
                     "Try 'adb kill-server' if that seems wrong.\n"
                     "Otherwise check for a confirmation dialog on your device.",
                     error=True,
                     command=f("command", "adb -s 192.168.31.58:5555 logcat -d -t 200")),
            ]),
            "闸机没授权这台电脑，需要有人在闸机屏幕上点一下“允许调试”才能看日志。",
        ),
        turn(
            "点不了，那个屏上礼拜被一个小孩拿石头划了，下半截摸着没反应。供应商说寄个新屏过来，下礼拜才到。这几天先人工验票吧。",
            "好，闸机等新屏到了再连。",
        ),
        turn(
            "上礼拜天还出了个事，一个小朋友把手伸进网里喂，被鸵鸟啄了一口，手背青了一大块，家长闹了半天，最后赔了五百。"
            "蒋总在电话里说了，以后" + f("constraint", "喂鸵鸟只能用长柄勺隔着网喂") + "，饲料袋也不准给小孩自己拿。",
            ("我把入园须知改一下。", [
                call("edit", "ok", path="/home/luofang/tuoniao/ruyuan_xuzhi.md", old="## 喂食",
                     new="## 喂食\n请使用园区提供的长柄勺，隔网投喂，儿童须由家长陪同。"),
            ]),
            "改好了，门口的牌子也照这个重新做一块。",
        ),
        turn(
            "镇上文旅站的人之前建议我们" + f("rejected", "夏天开夜场") + "，说晚上凉快人多。蒋总他们三个股东昨天开会说了这事，"
            "两个不同意，说鸵鸟晚上要休息，灯一照第二天就不好好下蛋，还得多请两个保安。蒋总让我跟你说这事不弄了。",
            "好，记下了，夏天还是白天开。",
        ),
        turn(
            "还有，你帮我" + f("pending", "把四十多只种鸟的档案录进系统") + "，哪只哪年买的、几岁、每年下了多少蛋，"
            "一部分在小罗的本子上，一部分在 " + f("path", "/home/luofang/tuoniao/zhongniao.xlsx") + " 里。",
            "好，我先看看表格怎么排的，本子上的你拍照给我，这几天录。",
        ),
    )
    r3 = (
        turn(
            "德阳一个小学的老师来问，说想带" + f("rejected", "三百个学生来免费参观")
            + "，说是研学活动。三百人都免费我们真扛不住，一天的饲料和人工都不止那点。我跟她说免费实在不行，老师和带队家长免票，"
            "学生按团体价二十块一个。她说回去跟学校商量。",
            "好，团体价二十一个学生，老师和带队家长免票。她回话了你告诉我，我把预约那边留出时段。",
        ),
        turn(
            "闸机供应商让我先把闸机的编号记下来，是 " + f("identifier", "ZJ-DY-0007") + "，配置文件在票务服务器上，"
            + f("path", "/opt/piaowu/config/gate01.json") + "，新屏到了他远程弄。",
            "好，闸机编号和配置文件的位置都记下了，新屏到了给他。",
        ),
        turn(
            "还有个事没人说得清楚，" + f("pending", "文旅局的3A景区评审什么时候出结果") + "？材料三月份就交了，"
            "打电话说还在走流程，问谁都说不知道。评上了门票能涨十块。",
            "这个只能等文旅局的消息，我先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "种鸟的档案录了吗？蒋总回来要看。",
                "还没录完：把四十多只种鸟的档案录进系统，表格里的录了一半，小罗本子上的照片还没收到。",
            ),
        )),
        (9, (
            turn(
                "蒋总说暑假前要冲一把，让你" + f("pending", "六一之前把亲子票的团购链接上线") + "，美团和抖音两边都要，一大一小一百二。",
                "好，六一之前把亲子票的团购链接在美团和抖音都上线，一大一小一百二。",
            ),
        )),
    )
    return Scripted(
        name="fresh31-tuoniao", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh31=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_baoyu(), _mihoutao(), _muer(), _tuoniao())
