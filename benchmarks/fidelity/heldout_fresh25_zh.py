"""Twenty-fifth fresh held-out set (Chinese): written blind, against the twenty-fourth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the run script, the baselines, the summarizer tests, the other blind sets beyond the first 330 lines of
one file for its format, or any commit's log or diff); committed before its first run and not to be
edited after it. ``heldout_fresh25.py`` is the English half, written by someone else at the same time.

Domains (grepped unused with ``grep -il``): a crosstalk club in Tianjin, a Wuqiao acrobatic troupe in a
summer residency at a Qingdao seaside park, a Suzhou pingtan storytelling house, a county Qinqiang opera
troupe that takes shows to the villages. The descriptions below were written before the dialogue.
Proposals come from the assistant, a liquor sponsor (by WeChat), a media company, the park's manager, an
agent, the park's safety department (its decision relayed by the manager), the owner's son, the old
storyteller's family (relayed by the owner), a village party secretary and the county media centre (by
e-mail). Failures are multi-line blocks from ffprobe, openai-whisper (PyTorch), mpv, pyserial, SoX,
yt-dlp, supervisor with a Python service, and the MinIO client ``mc``; each is left unresolved for a
reason given. Routine work (``routine_zh``) is this file's own: a parking-fee service in Java on
Micronaut, built with the Maven wrapper; it has turns that look like facts and are not planted.

Descriptions:
- xiangsheng: 于建 runs the business side of 聚兴社, a crosstalk club in 红桥, Tianjin (140 seats, 60 yuan a
  seat, two shows a day); the head of the club is 孟爷. Rules: inside a long account of the club, new
  pieces are never put online before they are polished on stage; after a cancelled show kept selling on
  the mini program, a cancelled show is taken off sale before anyone is told. Proposals: the assistant's
  live-streaming every show on Douyin (turned down by a reason alone, never a "no"); a liquor company's
  salesman, by WeChat, wants actors to read an ad on stage, 孟爷 counters with a logo on the back of the
  programme and a tasting table at the door, the company accepts; a media company's three-year exclusive
  short-video rights (bluntly no); the assistant's one-minute clips of old pieces are accepted.
  Identifiers: the show code JXS-0321-XW, the mini program's AppID. Paths: last night's recording, the
  shows config. Commands: an ffprobe, a whisper run. Failures: ffprobe finds no moov atom (the camera
  died; the reference file is on 小董's card, he is in Beijing for an exam); whisper runs out of GPU
  memory (a new card is on order). Open: a table of each actor's shows this month (asked again later);
  whether the district's heritage subsidy comes this year (the culture centre hasn't answered); a later
  ask from 孟爷 to put the Qingming extra shows on sale before next Wednesday.
- zaji: 耿小宇 does the tech for his father's troupe, 长青杂技团 from 吴桥, in a three-month residency at a
  Qingdao seaside park (82,000 yuan a month, two 50-minute shows a day). The show music runs from a laptop
  with mpv; the rigger 老包 put a load cell on the flying-trapeze rigging, read by a pyserial script.
  Rules: inside a long account, two people each check the safety clips before an aerial act; after the
  park posted a trainee's photo with her full name and school, trainees' photos never go out with names.
  Proposals: the park manager's extra evening show every day (polite no, a Saturday show instead); an
  agent's three-month Malaysia tour (put off, refused a round later); the assistant's drone filming of
  the aerial act (voted down by the park's safety department, relayed by the manager); the assistant's
  WeChat alarm on the load cell is accepted. Identifiers: the contract QDHL-2026-0518, the sensor
  LC-3T-20417. Failures: mpv can't open the USB sound card (a new one is coming from Taobao); pyserial
  can't open /dev/ttyUSB0 (老包 took the RS485 adapter to Weifang). Open: a list of everyone's accident
  insurance expiry dates (asked again later); whether the park renews after September (the boss hasn't
  decided); a later ask from the manager for August's schedule before 25 July.
- pingtan: 顾阿姨 runs 清音书场 by 平江路 in Suzhou (one afternoon session, 15 yuan for tea and ticket); she is
  digitising the 63 cassettes of the 85-year-old storyteller 陆老师 and backing up the club's Bilibili
  videos. Rules: inside a long account, the storyteller's own voice never gets background music; after a
  wrong programme notice, notices go out only once the storyteller himself has agreed. Proposals: the
  assistant's AI clean-up of all tape hiss (turned down by a reason alone); her son 阿强's afternoon-tea
  café by day (put off, refused a round later); the assistant's paid album on Ximalaya (the storyteller's
  family decided against it, relayed by 顾阿姨); the assistant's per-tape catalogue is accepted.
  Identifiers: the tape label LBN-1987-07, the radio archive number SZDT-PT-0871. Failures: SoX finds no
  RIFF header (the deck's belt snapped, a new belt comes next week); yt-dlp gets HTTP 412 on the 21st
  video (the cookies are stale and the account is on her nephew's phone in Shanghai). Open: a table of
  every story 陆老师 has told, by year (asked again later); whether the 1987 radio tapes belong to the
  station or to 陆老师 (the station hasn't written back); a later ask for the Mid-Autumn programme before
  10 September.
- qinqiang: 小薛 runs the subtitles for the 乾县 Qinqiang troupe: LED screens on the stage truck fed by a
  Raspberry Pi running a Python service under supervisor (120 shows a year, 4,500 yuan a show from the
  county). Rules: inside a long account, the troupe never takes a fen from a village; after the
  subtitles ran ahead of the singing, pages are turned by hand, never by time. Proposals: the
  assistant's Mandarin gloss beside the lyrics (bluntly no); a village secretary's three days of full
  opera (polite no, one extra excerpt instead); the county media centre's full live stream (the head
  counters by e-mail with a 20-minute edited version, they agree); the assistant's title page before the
  show is accepted. Identifiers: the Pi zimuji-pi02, the project QX-SXXX-2026-041. Paths: tonight's
  script file, the supervisor config. Failures: the service dies with no space left on the SD card (the
  recordings can't be deleted until uploaded); mc refuses the access key (the culture bureau's IT man is
  away at training). Open: a table of the villages' signed receipts for the first half-year (asked again
  later); whether the county replaces the stage truck this year (the bureau hasn't said); a later ask
  from the troupe head for the National Day plays' subtitles before 25 September.
"""

from __future__ import annotations

import hashlib

from .script import Builder, Scripted, call, turn


# ---------------------------------------------------------------- routine work: a Micronaut parking-fee service
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "计费服务的测试挂了，帮我看一眼。",
                ("我先跑一下测试。", [
                    call("bash",
                         "[INFO] Running cn.tingche.fee.FeeControllerTest\n"
                         "[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 2.41 s <<< FAILURE!\n"
                         "[ERROR] cn.tingche.fee.FeeControllerTest.createRecord -- Time elapsed: 0.118 s <<< FAILURE!\n"
                         "org.opentest4j.AssertionFailedError: expected: <201> but was: <200>\n"
                         "[INFO] BUILD FAILURE",
                         error=True, command="./mvnw -q test -Dtest=FeeControllerTest"),
                ]),
                ("新建停车记录的接口没写状态码，默认回了 200。我在控制器方法上加 @Status(HttpStatus.CREATED)。", [
                    call("edit", "ok", path="src/main/java/cn/tingche/fee/FeeController.java",
                         old="    @Post(\"/records\")\n", new="    @Post(\"/records\")\n    @Status(HttpStatus.CREATED)\n"),
                    call("bash", "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
                         command="./mvnw -q test -Dtest=FeeControllerTest"),
                ]),
                "过了。",
            ),
            turn("以后新建资源的接口都回 201 吧，统一一下。", "好，我把另外两个 POST 接口也顺手改成 201 了。"),
        )
    if k == 1:
        return (
            turn(
                "停车记录加一个备注字段，最长一百个字。",
                ("我加个 Liquibase 变更集，再改实体。", [
                    call("edit", "ok", path="src/main/resources/db/changelog/004-add-remark.xml",
                         old="<databaseChangeLog>",
                         new="<databaseChangeLog>\n  <changeSet id=\"004\" author=\"dev\">\n"
                             "    <addColumn tableName=\"parking_record\"><column name=\"remark\" type=\"varchar(100)\"/></addColumn>\n"
                             "  </changeSet>"),
                    call("edit", "ok", path="src/main/java/cn/tingche/fee/ParkingRecord.java",
                         old="    private Long feeCents;", new="    private Long feeCents;\n    @Size(max = 100)\n    private String remark;"),
                    call("bash", "[INFO] Tests run: 41, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
                         command="./mvnw -q verify"),
                ]),
                "加好了，字段可以为空，老数据不受影响。",
            ),
            turn("嗯，以后加字段都先允许为空。", "好。"),
        )
    if k == 2:
        return (
            turn(
                "压测的时候数据库连接不够用，报了一堆超时。",
                ("我看下连接池配置。", [
                    call("read", path="src/main/resources/application.yml",
                         result="datasources:\n  default:\n    url: jdbc:postgresql://localhost:5432/tingche\n"
                                "    maximum-pool-size: 4\n    connection-timeout: 3000"),
                ]),
                "池子只有 4 个连接，压测开了 50 个并发，排队超时了。建议调到 12，再把超时放宽到 5 秒。",
            ),
            turn(
                "调到 10 吧，别太大，数据库那台机器也不强。",
                ("好，10 个。", [
                    call("edit", "ok", path="src/main/resources/application.yml",
                         old="    maximum-pool-size: 4", new="    maximum-pool-size: 10"),
                ]),
                "改成 10 了，超时也改成 5000 毫秒。",
            ),
        )
    if k == 3:
        return (
            turn(
                "本地起不来了。",
                ("我跑一下看看。", [
                    call("bash",
                         "__  __ _                                  _\n|  \\/  (_) ___ _ __ ___  _ __   __ _ _   _| |_\n"
                         "ERROR i.m.runtime.Micronaut - Error starting Micronaut server: Unable to start Micronaut server on *:8080\n"
                         "io.micronaut.http.server.exceptions.ServerStartupException: Unable to start Micronaut server on *:8080\n"
                         "Caused by: java.net.BindException: Address already in use",
                         error=True, command="./mvnw mn:run"),
                ]),
                "8080 被别的程序占了，多半是上回没关掉的那个进程。建议本地开发固定用 8081，写在 application-dev.yml 里，省得每次撞车。",
            ),
            turn(
                "行，本地就用 8081。",
                ("改了。", [
                    call("edit", "ok", path="src/main/resources/application-dev.yml",
                         old="micronaut:\n", new="micronaut:\n  server:\n    port: 8081\n"),
                    call("bash", "INFO  io.micronaut.runtime.Micronaut - Startup completed in 912ms. Server Running: http://localhost:8081",
                         command="MICRONAUT_ENVIRONMENTS=dev ./mvnw mn:run"),
                ]),
                "起来了，8081。",
            ),
        )
    if k == 4:
        return (
            turn(
                "Micronaut 升个小版本，有个安全补丁。",
                ("只动 pom 里的版本号。", [
                    call("edit", "ok", path="pom.xml",
                         old="<micronaut.version>4.6.2</micronaut.version>", new="<micronaut.version>4.6.3</micronaut.version>"),
                    call("bash", "[INFO] Tests run: 41, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n[INFO] Total time:  38.204 s",
                         command="./mvnw -q verify"),
                ]),
                "升到 4.6.3 了，41 个测试都过。",
            ),
            turn("好，顺便把 README 里写的版本也改了。", ("改了。", [
                call("edit", "ok", path="README.md", old="Micronaut 4.6.2", new="Micronaut 4.6.3")]), "README 也是 4.6.3 了。"),
        )
    return (
        turn(
            "按月汇总的接口一调就 500。",
            ("我看下日志。", [
                call("bash",
                     "ERROR i.m.http.server.RouteExecutor - Unexpected error occurred: "
                     "No serializable introspection present for type MonthlySummary. "
                     "Consider adding Serdeable.Serializable annotation to type MonthlySummary.\n"
                     "io.micronaut.serde.exceptions.SerdeException: No serializable introspection present for type MonthlySummary",
                     error=True, command="journalctl -u tingche-fee --since '10 min ago' | tail -n 20"),
            ]),
            ("新加的 MonthlySummary 忘了加 @Serdeable，Micronaut 序列化不了。我加上。", [
                call("edit", "ok", path="src/main/java/cn/tingche/fee/MonthlySummary.java",
                     old="public record MonthlySummary(", new="@Serdeable\npublic record MonthlySummary("),
                call("bash", "[INFO] Tests run: 42, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
                     command="./mvnw -q verify"),
            ]),
            "好了，顺手补了一个这个接口的测试。记一条：新加的返回类型都要带 @Serdeable。",
        ),
    )


# ---------------------------------------------------------------- xiangsheng
def _xiangsheng() -> Scripted:
    f = Builder()
    ffprobe_out = (
        "ffprobe version 6.1.1-3ubuntu5 Copyright (c) 2007-2023 the FFmpeg developers\n"
        "  built with gcc 13 (Ubuntu 13.2.0-23ubuntu3)\n"
        "  configuration: --prefix=/usr --extra-version=3ubuntu5 --toolchain=hardened "
        "--libdir=/usr/lib/x86_64-linux-gnu --incdir=/usr/include/x86_64-linux-gnu --arch=amd64 --enable-gpl "
        "--disable-stripping --enable-gnutls --enable-ladspa --enable-libaom --enable-libass --enable-libx264\n"
        "  libavutil      58. 29.100 / 58. 29.100\n"
        "  libavcodec     60. 31.102 / 60. 31.102\n"
        "  libavformat    60. 16.100 / 60. 16.100\n"
        "  libavdevice    60.  3.100 / 60.  3.100\n"
        "  libavfilter     9. 12.100 /  9. 12.100\n"
        "  libswscale      7.  5.100 /  7.  5.100\n"
        "  libswresample   4. 12.100 /  4. 12.100\n"
        "  libpostproc    57.  3.100 / 57.  3.100\n"
        + f("failure", "[mov,mp4,m4a,3gp,3g2,mj2 @ 0x55d1c3a4e2c0] moov atom not found") + "\n"
        "0314_wanchang.mp4: Invalid data found when processing input"
    )
    whisper_out = (
        "100%|██████████████████████████████████████| 1.42G/1.42G [03:12<00:00, 7.93MiB/s]\n"
        "Traceback (most recent call last):\n"
        "  File \"/usr/local/bin/whisper\", line 8, in <module>\n"
        "    sys.exit(cli())\n"
        "  File \"/usr/local/lib/python3.10/dist-packages/whisper/transcribe.py\", line 577, in cli\n"
        "    model = load_model(model_name, device=device, download_root=model_dir)\n"
        "  File \"/usr/local/lib/python3.10/dist-packages/whisper/__init__.py\", line 160, in load_model\n"
        "    return model.to(device)\n"
        "  File \"/usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py\", line 1340, in to\n"
        "    return self._apply(convert)\n"
        "  File \"/usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py\", line 900, in _apply\n"
        "    module._apply(fn)\n"
        "  File \"/usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py\", line 927, in _apply\n"
        "    param_applied = fn(param)\n"
        "  File \"/usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py\", line 1326, in convert\n"
        "    return t.to(\n"
        + f("failure", "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 26.00 MiB")
        + ". GPU 0 has a total capacity of 1.95 GiB of which 9.38 MiB is free. Including non-PyTorch memory, "
        "this process has 1.93 GiB memory in use. Of the allocated memory 1.84 GiB is allocated by PyTorch, "
        "and 17.62 MiB is reserved by PyTorch but unallocated."
    )
    r1 = (
        turn(
            "您好，我是天津聚兴社的，管事儿的，姓于，大伙儿叫我于哥。我们是个说相声的小园子，在红桥那边儿，一天两场。"
            "昨儿晚场录的像打不开了，文件在 " + f("path", "/srv/juxingshe/luxiang/0314_wanchang.mp4")
            + "，小董说是录到一半相机没电了，他也没顾上看。您给瞅瞅还有救没有？",
            ("我先用 ffprobe 看一下这个文件的结构。", [
                call("bash", ffprobe_out, error=True,
                     command="cd /srv/juxingshe/luxiang && " + f("command", "ffprobe -show_streams 0314_wanchang.mp4")),
            ]),
            "文件里找不到 moov 索引。相机录 mp4 是最后停止的时候才把索引写进去的，没电直接断了，索引没写上，所以什么播放器都认不出来。"
            "画面数据大概率还在文件里，可以拿同一台相机、同样设置录的一个完好文件当参考，用 untrunc 这类工具把索引重建出来。"
            "您手上有这台相机别的好的录像吗？",
        ),
        turn(
            "好的文件都在小董那张卡里，卡在他身上呢。他去北京考试了，下礼拜一才回来。得，那就等他吧，这个先搁着。",
            "好，这个先放着，等小董带卡回来再修。原文件我不动它，修也是在副本上修。",
        ),
        turn(
            "行。趁这功夫我跟您说说我们园子的情况，您心里有个底儿。我们这园子不大，一共" + f("number", "一百四十个座")
            + "，下午两点一场，晚上七点半一场，" + f("number", "散座六十块") + "，头两排贵点儿。来的一半是老听众，一半是外地游客，"
            "游客基本都在小程序上买票。演员七八个，逗哏捧哏轮着来，孟爷是班主，七十多了，高兴了还上台来段单口。"
            "我们这儿规矩多，别的我慢慢跟您说，有一条您先记住：" + f("constraint", "新活儿没使熟之前一个字都不许往网上发")
            + "，这是孟爷定的，说了好几回了，谁发谁走人。老活儿剪点儿片段倒无所谓。录像本来就是留着自己看、给演员对活儿用的，"
            "哪段包袱没响，回来一看就知道毛病在哪儿。",
            "明白了：录像是内部对活儿用的，新活儿没使熟之前任何片段、文字都不往外发，老活儿可以剪。",
        ),
        turn(
            "唉，最近孟爷老念叨，说上座不如去年，周三周四晚场有时候才坐一半。您有啥招儿没有？",
            "一个办法是" + f("rejected", "每场都在抖音上直播") + "，在线上看的人多了，总有觉得好的会来园子里，直播间里还能挂购票链接。",
        ),
        turn(
            "直播了谁还花钱进园子听啊？再说了，包袱在网上抖过一回，下回台底下就不乐了，演员还怎么使活儿。孟爷要是听见这个，得拿扇子抽我。",
            "是这个理儿。那换个小点儿的：从老活儿里每天剪一段一分钟左右的精彩片段发出去，片尾挂小程序的购票码，新活儿一概不碰。这样不伤现场。",
        ),
        turn(
            "这个行，老活儿随便剪。片尾那个码怎么弄？",
            "小程序码要用你们小程序的 AppID 生成，您把 AppID 给我就行，我生成一张带园子名字的码，剪片段的时候自动加在最后三秒。",
        ),
        turn(
            "AppID 是 " + f("identifier", "wx7c2e91d04a3b5f68") + "，当初一个大学生给做的，后台是拿孟爷手机号注册的，要验证码我得找孟爷。",
            ("好，生成小程序码只要 AppID 和后台密钥，我先把剪片段的脚本搭起来。", [
                call("edit", "ok", path="/srv/juxingshe/jianji/clip.sh",
                     old="# TODO: 片尾", new="ffmpeg -i \"$1\" -i qrcode_end.mp4 -filter_complex concat=n=2:v=1:a=1 \"$2\""),
            ]),
            "脚本框架好了，等密钥到了再把码生成出来。",
        ),
    )
    r2 = (
        turn(
            "跟您说个糟心事儿。上礼拜六下午场，大郝发烧了，孟爷临时说这场不演了，群里也通知了，可小程序上没下架，还一直在卖，"
            "结果来了二十来位，站门口不走，我挨个儿退钱赔不是，还有位大姐是从塘沽坐车来的。孟爷发话了：以后"
            + f("constraint", "停演的场次必须先下架再发通知") + "。您帮我看看下礼拜六那场，场次号 " + f("identifier", "JXS-0321-XW")
            + "，大郝说不定还没好利索，先给它设成暂停售票。场次的配置文件在 " + f("path", "/srv/juxingshe/xiaochengxu/config/changci.yaml") + "。",
            ("我把这一场改成暂停售票。", [
                call("edit", "ok", path="/srv/juxingshe/xiaochengxu/config/changci.yaml",
                     old="JXS-0321-XW: {status: on_sale, seats: 140}", new="JXS-0321-XW: {status: paused, seats: 140}"),
            ]),
            "改好了，JXS-0321-XW 现在是暂停售票，已经卖出去的票不受影响。以后要停演，我都先把那一场下架，确认小程序上买不了了，再发群通知。",
        ),
        turn(
            "还有个事儿。孟爷想把老活儿都整理成文字稿，留个底儿，以后年轻的学活儿有个本儿。我们那台旧电脑上装了个 whisper，"
            "小石说能把录音转成字，可一跑就报错。录音是《报菜名》那段。",
            ("我用小石平时的参数跑一下。", [
                call("bash", whisper_out, error=True,
                     command="cd /srv/juxingshe/wenzigao && "
                     + f("command", "whisper baocaiming_0302.wav --model medium --language zh")),
            ]),
            "模型下载下来了，但是往显卡上放的时候显存不够。这台电脑的显卡只有 2G 显存，medium 模型放不下。"
            "换 small 模型能跑，可天津话和贯口的准确率会差不少；要么就换一张显存大点的卡。",
        ),
        turn(
            "显卡孟爷已经让我在京东下单了，说礼拜四到。先别拿小的凑合，错字多了还得一个一个改，比我自己听着打还费事。等卡到了再说。"
            "也别往网上那些转文字的网站传，孟爷不放心。",
            "好，文字稿等新显卡到了再跑，也不用在线的转写服务。",
        ),
        turn(
            "对了，还有，津沽老酒厂有个业务员小魏，给我发微信，说想赞助我们，条件是" + f("rejected", "每场演员在台上口播一段广告")
            + "，一年给五万。我转给孟爷了。",
            "这个您和孟爷怎么打算？",
        ),
        turn(
            "孟爷一听就摇头，说台上是使活儿的地方，不是卖酒的柜台。他让我回小魏：节目单背面给你们印 logo，散场的时候门口让你们摆张桌子试饮，"
            "钱少点儿也行。刚才小魏回微信了，说他们领导同意了，三万，下个月开始。",
            ("那就按这个办：节目单背面印酒厂的 logo，散场门口摆试饮桌，台上不口播。我在节目单模板里先把背面的位置留出来。", [
                call("edit", "ok", path="/srv/juxingshe/jiemudan/template.html",
                     old="<div class=\"back\"></div>", new="<div class=\"back\"><img src=\"sponsor_logo.png\" alt=\"赞助\"></div>"),
            ]),
            "模板改好了，等小魏把 logo 的原图发过来换上就行。",
        ),
    )
    r3 = (
        turn(
            "今儿来了个什么传媒公司的经理，西装革履的，说想跟我们" + f("rejected", "签三年独家短视频版权")
            + "，我们所有演出的视频都归他们发，给我们分成，还说能把小石捧成网红。您觉着呢？",
            "这种合同要看细则：独家意味着你们自己的号也不能再发，分成比例、怎么结算、三年里想解约要赔多少，都得写清楚。而且跟孟爷那条新活儿不外发的规矩也有冲突。",
        ),
        turn(
            "不签。甭琢磨了，孟爷也是这意思。",
            "好，不签。",
        ),
        turn(
            "月底要分份儿钱了，我们是按场开份儿，上一场算一场。您帮我弄个" + f("pending", "每个演员这个月上了几场的表")
            + "，从小程序的场次记录里拉就行，谁跟谁搭的也列上。",
            "好，我从场次记录里按演员统计这个月的场数，把搭档也列上。等我把剪片段的脚本收个尾就做。",
        ),
        turn(
            "还有个事儿，孟爷天天问我：" + f("pending", "区文化馆今年的非遗补贴还发不发") + "？去年给过一笔，说是传承保护的。"
            "我打电话问了，那边说等通知，到现在也没个信儿。",
            "这个现在谁也说不准，只能等文化馆那边回话。我先记着，有消息了再把申请材料准备上。",
        ),
    )
    later = (
        (5, (
            turn(
                "于哥我又来了。上回说的那个每个演员这个月上了几场的表，弄好没？后天就分份儿钱了。",
                "还没弄，还在待办上：每个演员这个月上了几场的表，按场次记录统计，带搭档。今天就做。",
            ),
        )),
        (10, (
            turn(
                "孟爷刚说，清明小长假要加两场，四月四号、五号下午各一场，让我跟您说："
                + f("pending", "下礼拜三之前把清明加场挂到小程序上") + "，票价跟平时一样。",
                "好，下礼拜三之前把清明的两场加场挂到小程序上，四号、五号下午，票价照旧。",
            ),
        )),
    )
    return Scripted(
        name="fresh25-xiangsheng", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh25=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- zaji
def _zaji() -> Scripted:
    f = Builder()
    mpv_out = (
        "Playing: /home/gengxy/yinyue/01_kaichang.mp3\n"
        " (+) Audio --aid=1 (mp3 2ch 44100Hz)\n"
        "File tags:\n Artist: 长青杂技团\n Title: 开场\n"
        + f("failure", "[ao/alsa] Playback open error: No such device") + "\n"
        "[ao] Failed to initialize audio driver 'alsa'\n"
        "Could not open/initialize audio device -> no sound.\n"
        "Audio: no audio\n\n"
        "Playing: /home/gengxy/yinyue/02_dingwan.mp3\n"
        " (+) Audio --aid=1 (mp3 2ch 44100Hz)\n"
        "[ao/alsa] Playback open error: No such device\n"
        "[ao] Failed to initialize audio driver 'alsa'\n"
        "Could not open/initialize audio device -> no sound.\n"
        "Audio: no audio\n\n"
        "Exiting... (Errors when loading file)"
    )
    serial_out = (
        "Traceback (most recent call last):\n"
        "  File \"/usr/lib/python3/dist-packages/serial/serialposix.py\", line 322, in open\n"
        "    self.fd = os.open(self.portstr, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)\n"
        "FileNotFoundError: [Errno 2] No such file or directory: '/dev/ttyUSB0'\n\n"
        "During handling of the above exception, another exception occurred:\n\n"
        "Traceback (most recent call last):\n"
        "  File \"/home/gengxy/lali/lali.py\", line 41, in <module>\n"
        "    main()\n"
        "  File \"/home/gengxy/lali/lali.py\", line 18, in main\n"
        "    ser = serial.Serial(args.port, 9600, timeout=1)\n"
        "  File \"/usr/lib/python3/dist-packages/serial/serialutil.py\", line 244, in __init__\n"
        "    self.open()\n"
        "  File \"/usr/lib/python3/dist-packages/serial/serialposix.py\", line 325, in open\n"
        "    raise SerialException(msg.errno, \"could not open port {}: {}\".format(self._port, msg))\n"
        + f("failure", "serial.serialutil.SerialException: [Errno 2] could not open port /dev/ttyUSB0")
        + ": [Errno 2] No such file or directory: '/dev/ttyUSB0'"
    )
    r1 = (
        turn(
            "你好，我是吴桥长青杂技团的，我叫耿小宇，团长是我爸。我们今年夏天在青岛一个海边乐园驻场。放演出音乐的那台电脑今天罢工了，"
            "下午场差点开不了，最后是拿手机连蓝牙音箱放的，声音小得跟蚊子似的。平时放的单子在 " + f("path", "/home/gengxy/yinyue/xiawu.m3u")
            + "，命令是这个：" + f("command", "mpv --audio-device=alsa/hw:CARD=U192k --playlist=xiawu.m3u") + "。你帮我看看咋回事。",
            ("我照你的命令跑一下。", [
                call("bash", mpv_out, error=True,
                     command="cd /home/gengxy/yinyue && mpv --audio-device=alsa/hw:CARD=U192k --playlist=xiawu.m3u"),
                call("bash", "**** List of PLAYBACK Hardware Devices ****\n"
                             "card 0: PCH [HDA Intel PCH], device 0: ALC257 Analog [ALC257 Analog]\n"
                             "  Subdevices: 1/1\n  Subdevice #0: subdevice #0",
                     command="aplay -l"),
            ]),
            "系统里只看得到电脑自带的声卡，你们那块 USB 声卡没被认出来，所以 mpv 打不开 U192k 这个设备。多半是线或者接口的问题。",
        ),
        turn(
            "对，就是那个声卡，接口松了，我爸前天搬箱子的时候磕了一下。我淘宝上又买了一个一样的，说后天到。这两天先用手机顶着，电脑这边先别折腾了。",
            "好，等新声卡到了再配，到时候设备名要是变了我再改命令。",
        ),
        turn(
            "顺便跟你说说我们团的情况。我们一共十九个人，有一半是学员，最小的十一岁，跟着团边演边上网课。一天两场，上午十点半、下午四点，"
            + f("number", "每场五十分钟") + "，节目有顶碗、蹬技、转碟、钻圈，压轴的是空中飞人。乐园跟我们签的是驻场三个月，"
            + f("number", "一个月八万二") + "，吃住他们管，水电也不用我们操心。空中飞人那个吊点我们装了拉力传感器，是老包弄的，超过六百公斤电脑会叫。"
            "我爸的规矩是" + f("constraint", "高空节目开演前两个人分别查一遍保险扣") + "，查完了在本子上签字，这个谁都不能省，"
            "他自己演了三十年也照样签。",
            "记住了。拉力传感器现在是怎么读数的？",
        ),
        turn(
            "老包写了个 python 脚本，放在 " + f("path", "/home/gengxy/lali/lali.py") + "，平时用 "
            + f("command", "python3 lali.py --port /dev/ttyUSB0") + " 跑起来，屏幕上一直跳数。今天早上我想看一眼，也报错。"
            "传感器是三吨的，编号 " + f("identifier", "LC-3T-20417") + "，老包说换传感器的话得重新标定。",
            ("我跑一下。", [
                call("bash", serial_out, error=True,
                     command="cd /home/gengxy/lali && python3 lali.py --port /dev/ttyUSB0"),
            ]),
            "电脑上根本没有 /dev/ttyUSB0 这个设备，就是说那个 485 转 USB 的小盒子没插在电脑上。",
        ),
        turn(
            "哦！那个小盒子老包拿走了，他昨天跟着货车去潍坊看下一个场地了，说礼拜五回来。等他回来吧。他走之前把吊点都看过了，下午照演。",
            "好，拉力读数等老包带盒子回来再接。我有个想法：接上以后，在脚本里加个报警，超过报警线不光电脑叫，还给你爸和老包的微信发消息，人不在电脑跟前也能知道。",
        ),
        turn(
            "这个好，加上。我爸老在后台转悠，根本听不见电脑叫。",
            ("我先把发消息的部分写好，等盒子回来一起试。", [
                call("edit", "ok", path="/home/gengxy/lali/lali.py",
                     old="        if value > LIMIT:\n            beep()",
                     new="        if value > LIMIT:\n            beep()\n            notify_wechat(f\"吊点拉力 {value} 公斤，超过报警线\")"),
            ]),
            "写好了，用的是企业微信群机器人，你把群机器人的地址发我就行。",
        ),
    )
    r2 = (
        turn(
            "跟你说个事儿，我爸气坏了。乐园的公众号发了篇推文，把我们小雅顶碗的照片发上去了，底下写着她全名，还写了她在哪个学校上学，"
            "她妈在老家看见了，吓得给我爸打了半个钟头电话。我爸当场去找了周经理，推文撤了。以后" + f("constraint", "学员的照片不许带名字往外发")
            + "，乐园那边也得照这个来。你帮我把要给乐园的演员资料表里学员那几行的名字都去掉，换成“学员”俩字。",
            ("我把资料表里学员的名字换掉。", [
                call("edit", "ok", path="/home/gengxy/ziliao/yanyuan_gei_leyuan.csv",
                     old="耿雅,学员,顶碗\n赵小川,学员,钻圈", new="学员,学员,顶碗\n学员,学员,钻圈"),
            ]),
            "换好了，一共七个学员，名字都去掉了，只留节目。以后给乐园的东西我都先过一遍这个。",
        ),
        turn(
            "周经理今天又来了，说暑假人多，想让我们" + f("rejected", "每天加一场夜场") + "，晚上八点的，钱另算。我爸说孩子们一天三场真扛不住，"
            "白天还得上网课，跟她好好说了，这个加不了，周六可以加一场，别的天不行。周经理说她回去跟老板说说。",
            "那排期上我先只在周六加一场晚上八点的，标成待确认，等周经理回话。",
        ),
        turn(
            "还有个事，有个叫陈凯文的经纪人，我爸以前在石家庄认识的，打电话说可以带我们" + f("rejected", "去马来西亚巡演三个月")
            + "，九月走，包机票包住。我爸说让他想想，你先别往排期里放。",
            "好，先不放，等你爸定了再说。",
        ),
        turn(
            "对了，乐园让我们把合同号写在每个月的结算单上，合同号是 " + f("identifier", "QDHL-2026-0518") + "，你帮我加到结算单模板的抬头上。",
            ("我改一下模板。", [
                call("edit", "ok", path="/home/gengxy/ziliao/jiesuan_moban.md",
                     old="# 长青杂技团 演出结算单", new="# 长青杂技团 演出结算单\n\n合同号：QDHL-2026-0518"),
            ]),
            "加上了。另外宣传上可以考虑" + f("rejected", "用无人机航拍高空节目") + "，空中飞人从上面往下拍特别震撼，剪出来做宣传片效果很好。",
        ),
        turn(
            "这个得问乐园，场子是他们的，我回头问问周经理。",
            "好。",
        ),
    )
    r3 = (
        turn(
            "马来西亚那事儿我爸定了，不去。孩子们一半没护照，现办来不及，去三个月功课也落下了，再说空中飞人那套架子运出去光海关就够呛。"
            "已经跟陈凯文说了，他也理解。",
            "明白，不去了，九月的排期照常。",
        ),
        turn(
            "无人机那个，周经理回微信了，说乐园安全部开会讨论了，没通过，场馆上空不让飞，万一掉下来砸着观众谁也担不起。那就算了。",
            "好，那宣传片就用地面机位拍，我到时候找两个好角度。",
        ),
        turn(
            "我爸让你弄个东西：" + f("pending", "把每个人的意外险到期日列个表") + "，谁快到期了提前一个月提醒。资料都在给乐园的那个 csv 旁边，"
            "有个 baoxian 的表格。",
            "好，我记下了。先把拉力报警那块收个尾，接着就弄保险到期的表和提醒。",
        ),
        turn(
            "还有，" + f("pending", "九月以后乐园还续不续约") + "，周经理说老板还没定，要看暑假的票卖得咋样。我爸急着知道，要是不续，八月底就得找下家了。",
            "这个只能等乐园老板定。我先记着，到时候不管续不续，排期表都好改。",
        ),
    )
    later = (
        (5, (
            turn(
                "上回让你弄的每个人的意外险到期日的表，弄了没？小雅的好像这个月就到期。",
                "还没弄完，还在待办上：每个人的意外险到期日列表，提前一个月提醒。我先把这个月到期的挑出来给你。",
            ),
        )),
        (10, (
            turn(
                "周经理来消息了：" + f("pending", "七月二十五号之前把八月的演出排期表发给她") + "，乐园要印宣传单。周六晚上那场也要写上。",
                "好，七月二十五号之前把八月的排期表整理好发给周经理，周六晚八点那场也列上。",
            ),
        )),
    )
    return Scripted(
        name="fresh25-zaji", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh25=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- pingtan
def _bv(i: int) -> str:
    h = hashlib.sha256(f"qingyin-bv:{i}".encode()).hexdigest()
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    return "BV1" + "".join(alphabet[int(h[j:j + 2], 16) % len(alphabet)] for j in range(0, 18, 2))


def _pingtan() -> Scripted:
    f = Builder()
    lines = [
        "[BiliBiliSpaceVideo] Extracting URL: https://space.bilibili.com/3493117826",
        "[BiliBiliSpaceVideo] 3493117826: Downloading space page 1",
        "[BiliBiliSpaceVideo] 3493117826: Extracting videos in page 1",
        "[download] Downloading playlist: 清音书场",
        "[BiliBiliSpaceVideo] Playlist 清音书场: Downloading 48 items of 48",
    ]
    for i in range(1, 21):
        bv = _bv(i)
        mib = 180 + int(hashlib.md5(bv.encode()).hexdigest()[:3], 16) % 200
        lines += [
            f"[download] Downloading item {i} of 48",
            f"[BiliBili] Extracting URL: https://www.bilibili.com/video/{bv}",
            f"[BiliBili] {bv[2:]}: Downloading webpage",
            f"[BiliBili] {bv[2:]}: Downloading wbi sign",
            f"[info] {bv}: Downloading 1 format(s): 30080+30280",
            f"[download] Destination: 清音书场 第{i}集 [{bv}].mp4",
            f"[download] 100% of  {mib}.{i % 10}4MiB in 00:01:{10 + i:02d} at 3.{i % 9}1MiB/s",
        ]
    lines += [
        "[download] Downloading item 21 of 48",
        "[BiliBili] Extracting URL: https://www.bilibili.com/video/BV1Lh4y1P7aZ",
        "[BiliBili] 1Lh4y1P7aZ: Downloading webpage",
        f("failure", "ERROR: [BiliBili] BV1Lh4y1P7aZ: Unable to download JSON metadata: HTTP Error 412: Precondition Failed")
        + " (caused by <HTTPError 412: 'Precondition Failed'>)",
    ]
    ytdlp_out = "\n".join(lines)
    r1 = (
        turn(
            "侬好，我姓顾，在平江路边上开一个小书场，叫清音书场，说评弹的。我们书场有个老先生陆老师，今年八十五了，他老早录的"
            + f("number", "磁带有六十三盘") + "，我想趁录音机还能转，统统转成电脑里的文件存起来。我外甥小蒋给我弄了台小电脑，接着录音机，"
            "昨天录的一盘在 " + f("path", "/mnt/luyin/zhenzhuta/07A.wav") + "，是《珍珠塔》第七盘 A 面，磁带盒子上贴着 "
            + f("identifier", "LBN-1987-07") + "。录好想转成那个 flac，小蒋教我的命令是 "
            + f("command", "sox 07A.wav -r 44100 -b 16 07A.flac") + "，我一个字母一个字母抄的，打进去就报错。",
            ("我照小蒋的命令转一下，加个 -V3 让它多说几句，再看看文件本身。", [
                call("bash",
                     "sox:      SoX v14.4.2\n\n"
                     "sox INFO formats: using handler `wav' for `07A.wav' (from file extension)\n"
                     + f("failure", "sox FAIL formats: can't open input file `07A.wav': WAVE: RIFF header not found"),
                     error=True, command="cd /mnt/luyin/zhenzhuta && sox -V3 07A.wav -r 44100 -b 16 07A.flac"),
                call("bash", "-rw-r--r-- 1 gu gu 1048576 Jun  3 16:42 07A.wav", command="ls -l /mnt/luyin/zhenzhuta/07A.wav"),
            ]),
            "文件只有 1MB，一面磁带四十几分钟正常应该有几百 MB，文件头也没写完整，sox 认不出来是 wav。看样子是录到一半就停了，录的时候出什么事了吗？",
        ),
        turn(
            "哦哟，对额。昨天录到一半录音机不转了，咔哒一声，我吓得就拔了电。修录音机的老师傅来看过，讲是里厢皮带断脱了，皮带他那里没有，"
            "要网上买，讲下礼拜才到。那只好等修好了再重录这一面，磁带我先收起来。",
            "好，这一面等录音机修好再重录，这个坏文件我先不删，留着对照。",
        ),
        turn(
            "小蒋讲，转好了还可以拿电脑把声音弄弄清爽。我跟侬讲，我们书场的规矩，陆老师自己也交代过：" + f("constraint", "先生的原声不许加背景音乐")
            + "，现在网上好多人弄评弹，后头配个古筝啥额，陆老师听了要光火的。我们书场一天就下午一场，一点半开书，一杯茶一张票，"
            + f("number", "茶票十五块") + "，来的都是老听客，一个礼拜七天天天来的也有。陆老师现在一个礼拜说两回，其它辰光是年轻先生说。",
            "晓得了，转出来的录音只做整理，不加任何配乐。另外杂音方面，现在有 AI 工具可以把磁带的沙沙声、嗡嗡声基本去干净，我可以帮您试试"
            + f("rejected", "用AI把磁带杂音全去掉") + "，听起来会清爽很多。",
        ),
        turn(
            "磁带那点沙沙声就是那个辰光的声音呀。去得太干净，陆老师的声音听上去也跟着发干发薄，像假的一样。老听客要听的就是这个味道，"
            "他们讲一听沙沙声就想起老早在书场里听书。",
            "明白，那就保留原样。换个做法：每转好一盘，我在目录表里记上是第几盘、哪一面、哪一回、大概哪一年录的，以后找起来方便。",
        ),
        turn(
            "好额好额，这个要的。陆老师的书有时候一回要翻好几盘找。",
            ("我先把目录表建起来。", [
                call("edit", "ok", path="/mnt/luyin/mulu.csv", old="盘号,面,书目,回目,年份",
                     new="盘号,面,书目,回目,年份\nLBN-1987-07,A,珍珠塔,待重录,1987"),
            ]),
            "建好了，第一行就是这盘，标了“待重录”。",
        ),
        turn(
            "还有桩事体，我儿子阿强讲，书场下午一场太浪费，想把书场" + f("rejected", "白天改成下午茶咖啡馆") + "，晚上再说书，"
            "讲现在年轻人欢喜这种，拍照片发朋友圈。我还没想好，侬先不要帮他弄那个什么菜单。",
            "好，这个等您想好了再说，菜单先不弄。",
        ),
    )
    r2 = (
        turn(
            "阿强那个咖啡馆，我想过了，不弄。老听客一点钟就来占位子，泡一杯茶坐到书散，白天弄成咖啡馆，他们到哪里去？书场就是书场。阿强那里我去讲。",
            "好，那就不改，书场照旧。",
        ),
        turn(
            "上礼拜出了个洋相。网站上书目预告写的是陆老师礼拜三说《玉蜻蜓》，其实陆老师那天说的是《珍珠塔》，好几个老听客是冲着《玉蜻蜓》来的，"
            "当场就问我。陆老师也不开心，讲没问过他就乱写。以后" + f("constraint", "书目预告要等先生本人点头才能发")
            + "。预告的文件小蒋讲在 " + f("path", "/srv/qingyin/site/content/yugao.md") + "，侬帮我把这礼拜的先改成“待定”。",
            ("我把这礼拜陆老师那几场改成待定。", [
                call("edit", "ok", path="/srv/qingyin/site/content/yugao.md",
                     old="| 礼拜三 | 陆伯年 | 《玉蜻蜓》 |", new="| 礼拜三 | 陆伯年 | 待定 |"),
            ]),
            "改好了。以后每次改预告，我先问一句先生点过头没有，没点头就写待定。",
        ),
        turn(
            "小蒋以前把陆老师说书的视频都传到 B 站上了，号就叫清音书场。我怕哪天号没了，想全部下载下来存一份。小蒋给了我一条命令，我抄在本子上："
            + f("command", "yt-dlp --cookies cookies.txt --download-archive done.txt https://space.bilibili.com/3493117826")
            + "，跑了老半天，最后讲错误。",
            ("我照这条命令跑一下，看是在哪一个停的。", [
                call("bash", ytdlp_out, error=True,
                     command="cd /mnt/beifen/bilibili && yt-dlp --cookies cookies.txt --download-archive done.txt "
                             "https://space.bilibili.com/3493117826"),
            ]),
            "前面二十个视频都下好了，到第二十一个 B 站返回 412，就是不让下。一般是 cookies.txt 里的登录信息过期了，"
            "得有人用清音书场的号重新登录，再导一份新的 cookies 出来。",
        ),
        turn(
            "号是小蒋手机上登的，验证码也是发到他手机上。他在上海上班，这礼拜项目上线，天天加班，电话都不接。等他礼拜天回来再弄。",
            "好，下载先停在第二十个，done.txt 里记着进度，下回接着下，不会重复。另外，等录音都整理好了，可以考虑把陆老师的录音"
            + f("rejected", "上喜马拉雅做付费专辑") + "，收一点钱，也好贴补书场。",
        ),
        turn(
            "这个我做不了主，要问陆老师屋里的人。",
            "好，等您问了再说。",
        ),
    )
    r3 = (
        turn(
            "侬上趟讲的喜马拉雅那个，陆老师的儿子女儿礼拜天开了个家庭会，商量下来不同意。讲老爷子的书是说给人听的，不是拿来卖钱的，"
            "以后也不想为了钱的事情弄得不开心。侬就不要再弄了。",
            "明白，那就不弄了，录音只留书场自己存档。",
        ),
        turn(
            "侬帮我做一张" + f("pending", "陆老师说过的书目总表") + "，按年份排，哪一年在哪里说的啥书，我这里有他的老本子，我拍照片给侬。",
            "好，等照片发过来，我先把磁带目录弄完，再排这张总表。",
        ),
        turn(
            "还有一桩。八七年那批是苏州电台来书场录的，电台的档案号是 " + f("identifier", "SZDT-PT-0871") + "，"
            + f("pending", "这批磁带的版权到底归电台还是归陆老师") + "，我写信去问电台了，一直没回音。没搞清爽之前，这批先不要放到网上。",
            "好，这批先只存在本地，不上网，等电台回信。",
        ),
    )
    later = (
        (5, (
            turn(
                "上趟讲的陆老师说过的书目总表，照片我发给侬了，排好了伐？",
                "照片收到了，表还没排好，还在待办上：陆老师说过的书目总表，按年份排。这两天就弄。",
            ),
        )),
        (10, (
            turn(
                "书场要搞中秋书会，请了三档先生。" + f("pending", "九月十号之前把中秋书会的节目单排出来") + "，要拿去印的。",
                "好，九月十号之前把中秋书会三档先生的节目单排出来，排好先给您和先生们看过再印。",
            ),
        )),
    )
    return Scripted(
        name="fresh25-pingtan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh25=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- qinqiang
def _qinqiang() -> Scripted:
    f = Builder()
    run_out = (
        "2026-05-19 09:12:03 INFO  加载剧本 juben/sanniang_jiaozi.txt，共 412 句\n"
        "2026-05-19 09:12:03 INFO  LED 屏 左 192.168.8.31 已连接\n"
        "2026-05-19 09:12:04 INFO  LED 屏 右 192.168.8.32 已连接\n"
        "2026-05-19 09:12:04 INFO  写入渲染缓存 /home/pi/zimuji/cache/\n"
        "Traceback (most recent call last):\n"
        "  File \"/home/pi/zimuji/main.py\", line 88, in <module>\n"
        "    render.build_cache(lines, out=CACHE_DIR)\n"
        "  File \"/home/pi/zimuji/render.py\", line 53, in build_cache\n"
        "    img.save(path, \"PNG\")\n"
        "  File \"/usr/lib/python3/dist-packages/PIL/Image.py\", line 2439, in save\n"
        "    fp = builtins.open(filename, \"w+b\")\n"
        + f("failure", "OSError: [Errno 28] No space left on device") + ": '/home/pi/zimuji/cache/0001.png'\n"
        "2026-05-19 09:12:05 WARNING 遥控端口 9300 未监听，遥控器将无法翻页\n"
        "2026-05-19 09:12:05 INFO  清理 LED 连接\n"
        "2026-05-19 09:12:05 INFO  退出，返回码 1"
    )
    r1 = (
        turn(
            "你好，我是乾县秦腔剧团的，管字幕的，叫我小薛就行。我们一年到头送戏下乡，舞台车两边挂着 LED 屏打字幕，后头是个树莓派，"
            "主机名叫 " + f("identifier", "zimuji-pi02") + "。昨晚在马连镇演完收的车，今天开机字幕出不来了。今晚演《三娘教子》，剧本在 "
            + f("path", "/home/pi/zimuji/juben/sanniang_jiaozi.txt") + "。我已经 ssh 上去了，你帮我看看。",
            ("我先重启一下字幕服务。", [
                call("bash", "zimuji: stopped\nzimuji: ERROR (spawn error)", error=True,
                     command=f("command", "supervisorctl restart zimuji")),
                call("read", path="/etc/supervisor/conf.d/zimuji.conf",
                     result="[program:zimuji]\ncommand=/usr/bin/python3 /home/pi/zimuji/main.py --juben juben/sanniang_jiaozi.txt\n"
                            "directory=/home/pi/zimuji\nuser=pi\nautorestart=true\nstderr_logfile=/var/log/supervisor/zimuji.err.log"),
            ]),
            ("起不来。supervisor 的配置在 " + f("path", "/etc/supervisor/conf.d/zimuji.conf") + "，里头就是直接起 main.py，我手动跑一遍看它报什么。", [
                call("bash", run_out, error=True,
                     command="cd /home/pi/zimuji && python3 main.py --juben juben/sanniang_jiaozi.txt"),
                call("bash", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/root        29G   29G     0 100% /\n"
                             "27G\t/home/pi/luxiang",
                     command="df -h / && du -sh /home/pi/luxiang"),
            ]),
            "SD 卡满了，29G 全用完了，程序生成字幕图片的时候写不进去就退出了。占地方的是 /home/pi/luxiang，27G，都是录像。是不是有人把录像拷到这上头了？",
        ),
        turn(
            "对，老白图省事，每场录完都往上头拷。那些可不敢乱删，里头有文旅局要的演出视频，哪些交过了我也不知道。老白今天跟车去礼泉拉道具了，"
            "明天才回来。今晚……算了，今晚我拿投影仪放 PPT 顶一场。等老白回来认了再说。",
            "好，录像一个都不动，等老白回来确认哪些能删。",
        ),
        turn(
            "我跟你说下我们团是咋回事，你心里有个数。我们是县里的剧团，四十来号人，" + f("number", "一年一百二十场")
            + "，大部分是文旅局的送戏下乡项目，项目编号 " + f("identifier", "QX-SXXX-2026-041") + "，县上" + f("number", "每场补贴四千五")
            + "，演员的工钱、舞台车的油钱都从这里头出。我们的规矩是" + f("constraint", "送戏下乡不收村里一分钱")
            + "，村里要管顿饭那是人家的心意，别的啥都不要，前几年邻县有个团收了钱，叫人告到县上去了。一场戏两个半钟头，字幕就是唱词，一句一页，"
            "老白在台下录像，我在侧台翻字幕。",
            "明白了。我有个想法：现在有些年轻观众听不懂老陕话里的一些词，可以在" + f("rejected", "唱词旁边加普通话翻译")
            + "，一行原词，底下一行小字解释。",
        ),
        turn(
            "不加。",
            "好。",
        ),
    )
    r2 = (
        turn(
            "前天在阳洪镇出了个岔子。遥控器上有个自动翻页，按时间走的，那天我图省事开了，结果演员唱得慢，字幕跑到前头去了，"
            "底下观众在那笑，任团下来把我一顿骂。任团说了，以后" + f("constraint", "字幕必须手动翻页，不许按时间自动走")
            + "。你帮我把程序里那个自动翻页关了，配置文件里应该有个开关。",
            ("树莓派的卡还是满的，我先改你笔记本上那份代码的配置，等卡腾出地方再同步上去。", [
                call("edit", "ok", path="/home/xueting/zimuji-src/config.toml",
                     old="auto_advance = true", new="auto_advance = false"),
            ]),
            "改好了，自动翻页关了，遥控器上那个键按了也不起作用。再提个小建议：开演前屏上先打一页“今晚剧目：《三娘教子》 主演：XXX”，观众坐下就知道演啥。",
        ),
        turn(
            "这个美，加上。主演的名字每场我发给你。",
            ("我加一个开场页。", [
                call("edit", "ok", path="/home/xueting/zimuji-src/render.py",
                     old="def build_cache(lines, out):", new="def build_cache(lines, out, title_page=None):"),
            ]),
            "加好了，开场页在第一页，翻过去才是唱词。",
        ),
        turn(
            "老白回来了。他说这几场的录像都得先传到文旅局的存储上，传完了卡里的才能删。他原来是这么传的，你帮我跑一下："
            + f("command", "mc cp /home/pi/luxiang/0517_malian.mp4 wenlv/songxi2026/"),
            ("我先传马连镇这一场试试。", [
                call("bash",
                     "mc: <ERROR> Failed to copy `/home/pi/luxiang/0517_malian.mp4`. "
                     + f("failure", "The Access Key Id you provided does not exist in our records."),
                     error=True, command="mc cp /home/pi/luxiang/0517_malian.mp4 wenlv/songxi2026/"),
                call("bash", "wenlv  \n  URL       : https://oss.qianxian-wlj.cn\n  AccessKey : QXWL7F3A2K\n  API       : s3v4",
                     command="mc alias list wenlv"),
            ]),
            "文旅局的存储不认这个 AccessKey 了，多半是那边换了密钥，老的作废了。得找文旅局管存储的人要一个新的。",
        ),
        turn(
            "管这个的是文旅局的小孙，我打电话了，他在西安培训，下礼拜才回来，别人都不知道密码。那就先等着吧，卡里的录像也先别动。",
            "好，上传和清理都等小孙回来给了新密钥再弄。",
        ),
        turn(
            "还有个事。马连镇北边有个村的王支书打电话，说他们村过会，想让我们" + f("rejected", "连唱三天大戏")
            + "。任团跟他说，三天实在排不开，后头的村子都定好了，给他们在正戏前头加一个折子戏，《火焰驹》里头那段，王支书也没说啥。",
            "那那一场的字幕我把《火焰驹》那段唱词也加上，剧本文件你有吗？",
        ),
        turn("有，回头发你。", "好。"),
    )
    r3 = (
        turn(
            "县融媒体中心给任团发了个邮件，说想把我们国庆在县城广场那几场做" + f("rejected", "全场网络直播")
            + "。任团不太愿意，说全场一播，以后谁还来现场，再说网上一卡，唱词对不上难看得很。他回邮件说：可以录，录完剪个二十分钟的精华版给你们播，"
            "片尾打上剧团的名字。融媒体中心今天回了，说行，就按精华版来。",
            "好，那到时候字幕要跟录像对得上，我把那几场每段唱词的时间点记下来，方便他们剪。",
        ),
        turn(
            "文旅局要我们把" + f("pending", "上半年各村的签字回执汇总成一张表") + "，哪天、哪个村、演的啥、村里谁签的字。回执照片都在我手机里，我一会儿传给你。",
            "好，照片到了我就做，按日期排，一村一行。",
        ),
        turn(
            "还有，舞台车开了九年了，上回在半路上熄火两回，拿绳子拖回来的。任团打报告问" + f("pending", "县上今年给不给换舞台车")
            + "，文旅局说要上会研究，到现在没消息。",
            "这个只能等文旅局研究的结果。我先记着。",
        ),
    )
    later = (
        (5, (
            turn(
                "上半年签字回执那张表做了没有？文旅局又催了。",
                "还没做完，还在待办上：上半年各村的签字回执汇总表。照片我已经在整理，今天先把前三个月的弄出来。",
            ),
        )),
        (10, (
            turn(
                "任团说国庆在县城广场演三场，《三滴血》《周仁回府》《火焰驹》，" + f("pending", "九月二十五号之前把这三本戏的字幕都做好")
                + "，到时候还要先走一遍台。",
                "好，九月二十五号之前把《三滴血》《周仁回府》《火焰驹》三本戏的字幕做好，留出走台的时间。",
            ),
        )),
    )
    return Scripted(
        name="fresh25-qinqiang", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh25=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_xiangsheng(), _zaji(), _pingtan(), _qinqiang())
