"""Twenty-eighth fresh held-out set (Chinese): written blind, against the twenty-fifth round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh28.py`` holds the English
half, written by someone else at the same time.

Domains (grepped unused with ``grep -il``): a timber-frame temple restoration team in Gaoping (Shanxi), a
Husa knife forge of the Achang in Longchuan (Yunnan), a saddle workshop in West Ujimqin Banner (Inner
Mongolia), a pipa maker's workshop in Xiangcheng (Suzhou). Proposals come from the assistant, the county
heritage bureau's expert panel (relayed by the village party secretary), the village party secretary
himself, a Kunming dealer (through the son, by WeChat), a prefecture TV crew, a cousin, a Xilinhot travel
agency, the banner's horse-racing association, a Shanghai music shop, a nephew, the street's culture
station (its decision by the workshop's council relayed by the apprentice). Failures are multi-line
blocks from PDAL, latexmk/xelatex, ffmpeg, a pyserial script, Inkscape, git pushing to Gitee, ESPHome and
a Python soundfile script; each left unresolved for a reason given. Routine work (``routine_zh``) is
this file's own, a modern Fortran heat-conduction solver built with fpm and gfortran; it has turns that
look like facts and are not planted.

Descriptions (written before the dialogue):
- gujian: 申建国 leads a timber-frame restoration team repairing the Ming main hall of a Guandi temple in
  南庄村, 高平. A surveying firm's 小段 left a 3-D scan and a PDAL pipeline; the design institute's 王工 left
  a LaTeX template for the scheme the heritage bureau must approve. Rules: inside a long account of the
  work, no usable old roof tile is ever thrown away; after an angle grinder's sparks scorched the painted
  beams, no power tools under painted work. Proposals: the assistant's steel plates bolted round the
  cracked beam (turned down by a reason alone); replacing the three rotten rear columns with new ones
  (the bureau's expert panel voted it down, relayed by the party secretary); the party secretary wants it
  all finished before the temple fair on the eighth of the fourth month, 申 counters with a scaffold lane
  for incense and the secretary agrees; the assistant's QR tags on the dismantled members are accepted.
  Numbers: 320 yuan a work-day; new larch under 18% moisture. Identifiers: member DD-LJ-07, the bureau's
  approval number. Failures: PDAL finds no LASF signature (the file is really E57; 小段 is scanning in
  陵川 until next week); xelatex can't find the FZXiaoBiaoSong font (the institute holds the licence, 王工
  is in 大同). Open: a monthly work-day summary (asked again); when the bureau's acceptance experts come
  (nobody knows); a later ask from the secretary for the progress-board draft before 清明.
- husadao: 项师傅 forges Husa knives in 户撒; his son 小龙 cuts the videos and wrote a hardness-tester
  reader. Rules: inside a long account, blades are only forged from old leaf-spring steel; after a tip
  pierced a parcel and cut the courier, every tip is wrapped in two layers of corrugated card. Proposals:
  the assistant's selling sharpened long knives online (reason alone); a Kunming dealer, through 小龙,
  wants his own brand stamped on them (bluntly no); a TV crew wants to film in the forge for a week (polite
  no, one day of quenching instead); the assistant's care card with each knife is accepted. Numbers:
  680 yuan a long knife; quenched at about 820 degrees. Identifiers: the SF waybill, product HSD-LONG-07.
  Failures: ffmpeg finds no moov atom in a quench clip (the SD card is with 小龙 in 芒市); the serial port
  gives an I/O error (the USB-serial cable is on order). Open: last year's orders by knife type (asked
  again); whether the county's workshop subsidy is paid this year (nobody knows); a later ask from 小龙
  for the festival gift-box page before 阿露窝罗节.
- maan: 朝鲁 makes saddles with silver and carved leather in 西乌旗; his daughter 其其格, at university in
  呼和浩特, drew the patterns in Inkscape and set up the shop site on Gitee. Rules: inside a long account,
  saddle trees are birch only; after a nail in a pad galled a racehorse, no nails at all inside pads.
  Proposals: a cousin's moving to a shop in 锡林浩特 (bluntly no); a travel agency's hundred
  plastic-cored show saddles (put off, refused a round later); the racing association's half price on ten
  racing saddles, 朝鲁 counters with full price plus brass stirrups and engraved names, accepted; the
  assistant's numbered photo record of each saddle is accepted. Numbers: 26,000 yuan a silver saddle;
  4 mm leather. Identifiers: the pattern group g_huiwen_03, the association's contract number. Failures:
  Inkscape can't find the group (其其格 renamed it; she is sitting exams); Gitee rejects the token (hers).
  Open: a table of customers' horses' measurements (asked again); whether the banner holds a tack show at
  this year's Naadam (nobody knows); a later ask from 其其格 for the Mongolian-script pages before Naadam.
- pipa: 蒋师傅 makes pipas in 相城; her apprentice 小邱 put an ESPHome humidity sensor in the timber store
  and records the soundboards' tap tones. Rules: inside a long account, paulownia soundboards air-dry a full
  three years; after a pipa sent to 哈尔滨 cracked, every pipa sent north travels with a humidity pack.
  Proposals: a Shanghai music shop's twenty student pipas a month (polite no, eight at most); a nephew's
  CNC-carved phoenix heads (put off, refused a round later); the street culture station's weekend crash
  course (voted down by the workshop's council, relayed by 小邱); the assistant's tap-tone archive is
  accepted. Numbers: 12,000 yuan a concert pipa; 55% to 60% humidity. Identifiers: the sensor
  muliaoku-th01, pipa XC-PP-118. Failures: ESPHome can't resolve the sensor (the store's router died in a
  storm, 小邱 is at a wedding in 盐城); soundfile can't read one recording (the original is on 小邱's
  phone). Open: an after-sale call-back sheet (asked again); whether old paulownia can still be bought
  from 兰考 this year (the timber dealer hasn't replied); a later ask from the music shop for eight
  certificates before 五一.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Fortran heat solver (fpm)
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "热传导那个程序编不过了，帮我看一眼。",
                ("我先 build 一下。", [
                    call("bash",
                         "[  0%]                      rechuan.f90\n"
                         "src/solver.f90:42:18:\n\n"
                         "   42 |     u_new(i) = u(i) + alpha*dt/dx**2*(u(i+1) - 2*u(i) + u(i-1))\n"
                         "      |                  1\n"
                         "Error: Symbol 'dx' at (1) has no IMPLICIT type\n"
                         "<ERROR> Compilation failed for object \" src_solver.f90.o \"\n"
                         "<ERROR> stopping due to failed compilation\n"
                         "STOP 1",
                         error=True, command="fpm build"),
                ]),
                ("上次把网格间距挪到 grid 模块里了，solver 里没 use 进来。补一行 use grid, only: dx。", [
                    call("edit", "ok", path="src/solver.f90",
                         old="  use params, only: dp, alpha\n",
                         new="  use params, only: dp, alpha\n  use grid, only: dx\n"),
                    call("bash", "[100%] Project compiled successfully.", command="fpm build"),
                ]),
                "编过了。另外建议每个模块开头都写 implicit none，这种错编译器会报得更早。",
            ),
            turn("行，都加上。", "加好了，一共六个模块，全都有 implicit none 了。"),
        )
    if k == 1:
        return (
            turn(
                "结果能不能存成 csv？我想拿表格看。",
                ("加个 --csv 参数，默认还是打到屏幕上。", [
                    call("edit", "ok", path="app/main.f90",
                         old="  call print_profile(u)",
                         new="  if (want_csv) then\n    call write_csv('out/profile.csv', u)\n  else\n"
                             "    call print_profile(u)\n  end if"),
                    call("bash", "[100%] Project compiled successfully.\n写出 out/profile.csv，共 201 行",
                         command="fpm run -- --csv"),
                ]),
                "好了，out/profile.csv 第一列是位置（米），第二列是温度（摄氏度）。",
            ),
            turn("表头用中文行不行？", "可以，但有的表格软件打开会乱码。我先用英文 x_m,temp_c，要中文再改。"),
            turn("先英文吧。", "好，就这样。"),
        )
    if k == 2:
        return (
            turn(
                "测试挂了一个，你瞧瞧。",
                ("跑一下测试。", [
                    call("bash",
                         "test_boundary ... passed\n"
                         "test_energy ... FAILED\n"
                         "    能量守恒检查: expected 1.000000  got 0.998731  (tol 1.0E-06)\n"
                         "test_steady ... passed\n"
                         "2 of 3 tests passed\n"
                         "STOP 1",
                         error=True, command="fpm test"),
                ]),
                ("右边界用的是一阶差分，每一步漏一点热量。改成和左边一样的二阶格式。", [
                    call("edit", "ok", path="src/boundary.f90",
                         old="u(n) = u(n-1)", new="u(n) = (4.0_dp*u(n-1) - u(n-2)) / 3.0_dp"),
                    call("bash", "test_boundary ... passed\ntest_energy ... passed\ntest_steady ... passed\n"
                                 "3 of 3 tests passed", command="fpm test"),
                ]),
                "三个都过了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "网格加密到四百个点就崩，两百个点好好的。",
                ("开边界检查跑一下。", [
                    call("bash",
                         "At line 57 of file src/solver.f90\n"
                         "Fortran runtime error: Index '201' of dimension 1 of array 'u' above upper bound of 200\n\n"
                         "Error termination. Backtrace:\n"
                         "#0  0x55e1c2a4b3d1 in __solver_MOD_step\n"
                         "#1  0x55e1c2a4c0f2 in MAIN__",
                         error=True, command="fpm run --profile debug -- --n 400"),
                ]),
                "数组 u 在 init 里写死了 200 的长度，没跟着 n 走。我改成 allocatable，按 n 分配。",
            ),
            turn("改吧。以后别写死长度。", ("改好了。", [
                call("edit", "ok", path="src/state.f90",
                     old="real(dp) :: u(200)", new="real(dp), allocatable :: u(:)"),
                call("bash", "[100%] Project compiled successfully.\nn = 400, 步数 8000, 完成",
                     command="fpm run --profile debug -- --n 400"),
            ]), "四百个点跑完了，结果和两百个点的曲线基本重合。"),
        )
    if k == 4:
        return (
            turn(
                "算一次要四十多秒，能快点不？",
                ("试试 OpenMP，把内层循环并行。", [
                    call("edit", "ok", path="src/solver.f90",
                         old="    do i = 2, n - 1", new="    !$omp parallel do\n    do i = 2, n - 1"),
                    call("bash", "[100%] Project compiled successfully.\nreal\t0m11.842s",
                         command="time fpm run --flag \"-O2 -fopenmp\" -- --n 400"),
                ]),
                "从四十三秒降到十二秒左右，四个线程。建议把 -O2 -fopenmp 写进 fpm.toml 的 release 配置，别每次手敲。",
            ),
            turn("好，写进去。", ("写进去了。", [
                call("edit", "ok", path="fpm.toml", old="[build]",
                     new="[build]\n# release 用 -O2 -fopenmp"),
            ]), "以后 fpm run --profile release 就是快的那个。"),
        )
    return (
        turn(
            "画个温度随时间变化的图给我。",
            ("用 gnuplot 画，脚本放 scripts 下面。", [
                call("edit", "ok", path="scripts/plot.gp", old="",
                     new="set datafile separator ','\nset xlabel 'x (m)'\nset ylabel 'T (C)'\n"
                         "plot 'out/profile.csv' using 1:2 with lines title 't=end'"),
                call("bash", "", command="gnuplot -e \"set terminal png; set output 'out/profile.png'\" scripts/plot.gp"),
            ]),
            "图在 out/profile.png，中间温度最高，两头往下掉，跟预期一样。",
        ),
        turn("时间轴也要。", "那得每隔一段时间存一次剖面。我加个 --every 参数，默认每 500 步存一次。"),
        turn("500 步就行。", "好，加上了。"),
    )


# ---------------------------------------------------------------- gujian: timber-frame restoration
def _gujian() -> Scripted:
    f = Builder()
    pdal_out = (
        "(pdal pipeline Debug) Loading pipeline from pipelines/dadian_clean.json\n"
        "(pdal pipeline readers.las Debug) Opening /home/shen/nanzhuang/scan/dadian_0412.laz\n"
        + f("failure", "PDAL: readers.las: Invalid file signature. Was expecting 'LASF', Check the first four bytes of the file.")
        + "\n(pdal pipeline Debug) Stages: readers.las -> filters.outlier -> filters.smrf -> filters.range -> writers.las\n"
        "(pdal pipeline Debug) Executed 0 of 5 stages\n"
        "pipeline execution failed"
    )
    tex_tail = (
        "This is XeTeX, Version 3.141592653-2.6-0.999995 (TeX Live 2023/Debian) (preloaded format=xelatex)\n"
        "(./xiushan_fangan.tex\nLaTeX2e <2022-11-01> patch level 1\n(/usr/share/texlive/texmf-dist/tex/latex/ctex/ctexart.cls\n"
        "Document Class: ctexart 2022/07/14 v2.5.10 Chinese adapter for class article)\n\n"
        + f("failure", '! Package fontspec Error: The font "FZXiaoBiaoSong-B05" cannot be found.')
        + "\n\nFor immediate help type H <return>.\n ...\n\n"
        "l.18 \\setCJKfamily{biaosong}{FZXiaoBiaoSong-B05}\n\n"
        "Latexmk: Errors, so I did not complete making targets\n"
        "Collected error summary (may duplicate other messages):\n"
        "  xelatex: Command for 'xelatex' gave return code 1"
    )
    r1 = (
        turn(
            "你好。我是申建国，高平的，干古建修缮的，手底下十来个人。眼下在南庄村修关帝庙的大殿，明代的殿，"
            "梁架往东边歪了，后檐柱子根也糟了。晋城测绘公司的小段上礼拜来扫了一遍，三维的那种，文件拷给我了，放在 "
            + f("path", "/home/shen/nanzhuang/scan/dadian_0412.laz")
            + "。他说用 pdal 把地面和杂点去了就能看清梁架，还给写了个配置。我照他说的敲了 "
            + f("command", "pdal pipeline pipelines/dadian_clean.json") + "，一敲就报错，你给瞅瞅是咋回事。",
            ("我用详细输出再跑一遍，看它卡在哪一步。", [
                call("bash", pdal_out, error=True,
                     command="cd /home/shen/nanzhuang && pdal pipeline pipelines/dadian_clean.json --verbose 4"),
            ]),
            ("第一步读文件就失败了，后面几步都没执行。我看一下文件头。", [
                call("bash", "00000000: 4153 544d 2d45 3537 0000 0100 0000 0000  ASTM-E57........",
                     command="xxd -l 16 /home/shen/nanzhuang/scan/dadian_0412.laz"),
            ]),
            "找到原因了：这个文件名字叫 .laz，里面其实是 E57 格式（扫描仪的另一种导出格式），文件头是 ASTM-E57，"
            "不是 LAS 要的 LASF。小段可能拷错了文件，或者导出的时候选错了格式。你这台电脑上的 pdal 没装读 E57 的插件，"
            "最省事的是让小段重新导一份真正的 laz。",
        ),
        turn(
            "我给小段打了电话，他在陵川扫另一个庙，说原始工程在他们公司那台电脑上，下礼拜回了晋城才能重新导。那就等他吧，不急这几天。",
            "好，点云这块先放着，等小段下礼拜重新导出来再跑。",
        ),
        turn(
            "那趁这会儿我跟你说说我们这活咋干的，你心里有个底，以后写东西也用得上。这殿是要落架的，不是整个拆，"
            "是把歪了的梁架一榀一榀拆下来，糟朽的地方挖补，该墩接的墩接，然后再原样装回去。拆之前每一根构件都要编号、"
            "拍照、量尺寸，装回去一根都不能错位。屋面上的瓦先揭，揭下来在西厢房里码好，"
            + f("constraint", "老瓦能用的一片也不许扔") + "，哪怕缺个角，能用在不显眼的地方就用上，老瓦烧不出来了。"
            "工人是按工日算的，" + f("number", "一个工日三百二十块") + "，管一顿午饭，木匠瓦匠一个价，小工便宜点。"
            "哦对了，我们村里那个老乡的三轮车也天天借来拉土，这个不算钱，给他两包烟就行，哈哈。",
            "明白了：落架、编号拍照、原样归安，老瓦一片不扔。工日按三百二十块一天算。要不要我帮你把构件编号和照片对上，"
            "做成一张构件档案表？",
        ),
        turn(
            "档案表王工那边设计院会出，你就别操心了。我是想问那根五架梁，编号 " + f("identifier", "DD-LJ-07")
            + "，中间顺着木纹裂了一道缝，二尺来长，你觉得咋弄好？",
            "裂缝不算太深的话，一个办法是" + f("rejected", "用钢板箍住大梁加固") + "，两边各一块钢板，螺栓穿过去拉紧，"
            "这样承载力有保证，施工也快。",
        ),
        turn(
            "文物上讲究的是不改变原状、最小干预。老辈子也用铁箍，那是扁铁打的，箍在外面能看见，也能拆。你说的钢板打螺栓，"
            "梁身上要钻眼，钻了就回不去了，专家来了一看就得骂人。",
            "明白，那 DD-LJ-07 就按传统办法：裂缝里嵌木条、胶粘，外面用扁铁箍，以后能拆。还有个小建议：拆下来的构件"
            "挂个编号牌，牌子上印二维码，手机一扫就是拆之前的照片和尺寸，归安的时候对着看，不容易装错。",
        ),
        turn(
            "这个好，二维码这个你给弄，牌子我让小栗去县城打印店做。",
            ("我先把二维码的生成脚本写出来，按编号出图。", [
                call("edit", "ok", path="/home/shen/nanzhuang/tools/qr_tags.py", old="",
                     new="import qrcode\n\nfor no in open('bianhao.txt', encoding='utf-8').read().split():\n"
                         "    qrcode.make(f'https://nanzhuang.local/gj/{no}').save(f'qr/{no}.png')\n"),
            ]),
            "脚本写好了，编号一行一个放进 bianhao.txt 就能批量出图。",
        ),
    )
    r2 = (
        turn(
            "还有个事。修缮方案要报到文物局，设计院王工给了个模板，说是 tex 的，放在 "
            + f("path", "fangan/xiushan_fangan.tex") + "，让我用 " + f("command", "latexmk -xelatex xiushan_fangan.tex")
            + " 编成 pdf。封面上得写上文物局的批复文号，" + f("identifier", "晋文物函〔2026〕112号")
            + "，这个一个字都不能错。我这电脑编不出来，你看看。",
            ("我在 fangan 目录下编一下。", [
                call("bash", long_log(70, "gujian-latexmk", tex_tail), error=True,
                     command="cd /home/shen/nanzhuang/fangan && latexmk -xelatex xiushan_fangan.tex"),
            ]),
            "前面都正常，最后卡在字体上：模板的标题用的是方正小标宋，你这台电脑上没有这个字体。文物局的公文格式要求标题用小标宋，"
            "这个字体是商用的，要有授权才能装。批复文号我已经核对过了，模板封面上写的就是 晋文物函〔2026〕112号，没问题。",
        ),
        turn(
            "王工说他们设计院买了授权，让他们那边编就行，可他出差去大同了，下礼拜三才回太原。那就先搁着，等他回来编。",
            "好，方案 pdf 等王工回太原再编，我这边不动模板。",
        ),
        turn(
            "唉，说个糟心事。昨天小栗在前檐底下用角磨机切一根锈钉子，火星子溅到额枋的彩画上，烫了个黑点，指甲盖那么大。"
            "我骂了他一顿，他自己也难受。彩画是清代补绘的，也是文物。从今天起，" + f("constraint", "彩画底下一律不准用电动工具")
            + "，要切要磨搬到院子里去，实在挪不动的就用手锯。",
            "记下了，彩画下面不用电动工具，要切割打磨都挪到院子里。烫黑的那块要不要拍个照，报给王工，让他在方案里写上？",
        ),
        turn(
            "拍了，已经发给他了。再就是墩接柱子的木料，新配的落叶松，木料厂说晾干了，我让他们拿仪器测，"
            + f("number", "含水率低于18%") + "才拉过来，高了装上去一干就裂。",
            "好，进场前要看含水率检测单，低于18%才收。",
        ),
        turn(
            "对了，后檐那三根糟了的柱子，原来村里和监理的意思是" + f("rejected", "把后檐三根柱子整根换新")
            + "，说省事还结实。前天文物局的专家组开会，说能墩接就不能换，三票对一票给否了。村支书老冯打电话跟我说的，"
            "说专家意见书过几天寄过来。",
            "明白，后檐三根柱子不换，按专家组的意见墩接。意见书到了我帮你对一下墩接的高度要求。",
        ),
    )
    r3 = (
        turn(
            "老冯今天又来工地了，他的意思是村里想" + f("rejected", "四月初八庙会前全部完工")
            + "，庙会上十里八乡的人都来上香，殿里搭着架子不好看。你说这可能吗？",
            "按现在的进度，落架、墩接、归安、屋面，四月初八前全做完不现实，木料含水率不够都还不能装。可以跟他商量个折中的。",
        ),
        turn(
            "我跟他说了，完工是不可能的，赶工就是糟蹋东西。我说庙会前我把大殿前面的脚手架用彩条布围好，中间留一条道，"
            "香客能进到月台上香，庙会那三天停工。他一听说行，就这么办。",
            "好，那就这样：庙会前把前面的架子围好、留出进香的通道，庙会三天停工，工期还按原来的计划走。",
        ),
        turn(
            "还有，你给我弄个" + f("pending", "每个月的工日汇总表") + "，谁干了几天、木匠瓦匠小工分开，月底我好跟村里结账。",
            "好，按人按工种汇总，每月一张。我先把手头二维码牌子的事弄完就做。",
        ),
        turn(
            "嗯。另外我心里一直悬着，" + f("pending", "文物局的验收专家哪天能来") + "？我问了县文旅局，说要等市里排，"
            "市里的人电话打了两回都没人接。不来验收，后面屋面的活就不敢往下干。",
            "这个现在没人能回答，只能等市里排期。我先记着，有消息了我们再安排屋面的活。",
        ),
    )
    later = (
        (5, (
            turn(
                "那个工日的表，弄好了没？月底快到了。",
                "还没做，还在单子上：每个月的工日汇总表，按人、按工种分开。这两天就出第一张。",
            ),
        )),
        (9, (
            turn(
                "老冯刚才发微信，说村委要在庙门口立个牌子给村里人看修到哪一步了，让我" + f("pending", "清明前把修缮进度展板的稿子发给村委")
                + "，照片要多放几张，字要大，老人家看得清。",
                "好，清明前出展板稿子，多放照片、字放大，写好先给你看再发老冯。",
            ),
        )),
    )
    return Scripted(
        name="fresh28-zh-gujian", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh28=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- husadao: Achang knife forge
def _husadao() -> Scripted:
    f = Builder()
    ffmpeg_out = (
        "ffmpeg version 4.4.2-0ubuntu0.22.04.1 Copyright (c) 2000-2021 the FFmpeg developers\n"
        "  built with gcc 11 (Ubuntu 11.2.0-19ubuntu1)\n"
        "[mov,mp4,m4a,3gp,3g2,mj2 @ 0x5581c3a2f8c0] Auto-inserting h264_mp4toannexb bitstream filter\n"
        "Input #0, concat, from 'list.txt':\n"
        "  Duration: N/A, start: 0.000000, bitrate: 18234 kb/s\n"
        "[concat @ 0x5581c39e1a40] Impossible to open '/home/xiaolong/husa/video/clips/0312_cuihuo.mp4'\n"
        + f("failure", "[mov,mp4,m4a,3gp,3g2,mj2 @ 0x5581c3a31200] moov atom not found")
        + "\nlist.txt: Invalid data found when processing input\n"
        "frame=  412 fps=0.0 q=-1.0 Lsize=   38912kB time=00:00:13.73 bitrate=23211.4kbits/s speed=61.2x\n"
        "video:38720kB audio:180kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.031%"
    )
    serial_out = (
        "读取硬度计，端口 /dev/ttyUSB0，波特率 9600\n"
        "Traceback (most recent call last):\n"
        "  File \"/home/xiaolong/husa/tools/hrc_read.py\", line 31, in <module>\n"
        "    ser = serial.Serial(args.port, 9600, timeout=2)\n"
        "  File \"/usr/lib/python3/dist-packages/serial/serialutil.py\", line 244, in __init__\n"
        "    self.open()\n"
        "  File \"/usr/lib/python3/dist-packages/serial/serialposix.py\", line 325, in open\n"
        "    raise SerialException(msg.errno, \"could not open port {}: {}\".format(self._port, msg))\n"
        + f("failure", "serial.serialutil.SerialException: [Errno 5] could not open port /dev/ttyUSB0: [Errno 5] Input/output error: '/dev/ttyUSB0'")
    )
    r1 = (
        turn(
            "你好，我是户撒这边打刀的，姓项，大家叫我项师傅。我普通话讲不好，字也打得慢，你将就看。我儿子小龙平时弄那些视频，"
            "网上卖刀要放打刀淬火的视频。他走之前跟我说，拼视频就敲这个 " + f("command", "ffmpeg -f concat -safe 0 -i list.txt -c copy cuihuo_full.mp4")
            + "，他写在本子上了。我敲了，出来一堆英文，视频也只有十几秒，后面淬火那段没有了。",
            ("我在视频目录下照着跑一遍。", [
                call("bash", ffmpeg_out, error=True,
                     command="cd /home/xiaolong/husa/video && ffmpeg -f concat -safe 0 -i list.txt -c copy cuihuo_full.mp4"),
            ]),
            "问题出在淬火那一段，" + f("path", "/home/xiaolong/husa/video/clips/0312_cuihuo.mp4")
            + " 这个文件坏了：mp4 文件最后要写一段索引，录像的时候如果相机没电或者卡被拔了，这段就没写进去，播放器就打不开。"
            "前面那几段是好的，所以只拼出来十几秒。要修得有原始的卡，有时候能从卡上把数据救回来。",
        ),
        turn(
            "卡在小龙身上，他去芒市学做网店的培训了，要一个礼拜。那就等他回来，我先不管了。",
            "好，淬火视频等小龙带卡回来再说，别的几段我先不动。",
        ),
        turn(
            "我跟你讲讲我们户撒刀是咋打的，你好帮小龙写网上的介绍。我们家打刀打了四代了。" + f("constraint", "刀身只用旧汽车板簧的钢")
            + "，板簧钢韧，砍骨头不崩口，新钢材我们不用，不是省钱，是那个钢不认识它的脾气。烧红了打，打薄了修形，"
            "最要紧的是淬火，炉子烧到" + f("number", "八百二十度左右") + "，看颜色，樱桃红，出炉往水里一蘸，听声音。"
            "淬完回火，再磨，再配刀柄刀鞘。刀鞘是我老婆做的，牛皮的，她手巧，村里人都找她。唉，说远了。",
            "明白，介绍就写：四代手艺、旧汽车板簧钢、樱桃红淬火、手工刀鞘。有个想法，现在网上很多人想买能直接用的刀，"
            "可以在网店里" + f("rejected", "直接卖开了刃的长刀") + "，省得客人自己开刃。",
        ),
        turn(
            "开了刃的长刀就算管制刀具了，快递公司根本不收，派出所也要来问的。我们这里打刀的人家，这个都晓得。",
            "明白了，网店上只卖不开刃的，要开刃的客人到铺子里来再开。另外我建议每把刀附一张小卡片，写上钢材、淬火的日子、"
            "怎么保养，客人看了放心。",
        ),
        turn(
            "这个好，小卡片你写好字，我拿去芒市印。",
            ("我先写个模板，刀的日期和型号空着填。", [
                call("edit", "ok", path="/home/xiaolong/husa/shop/kapian.md", old="",
                     new="# 项家户撒刀\n钢材：旧汽车板簧钢\n淬火日期：____\n保养：用后擦干，薄抹一层油，别放潮湿地方。\n"),
            ]),
            "模板写好了。",
        ),
    )
    r2 = (
        turn(
            "小龙还弄了个读硬度计的东西，说是测了硬度要写在卡片上。程序在 " + f("path", "/home/xiaolong/husa/tools/hrc_read.py")
            + "，他教我敲 " + f("command", "python3 tools/hrc_read.py --port /dev/ttyUSB0 --out hrc_0312.csv")
            + "，今天又不行了。",
            ("我跑一下看。", [
                call("bash", serial_out, error=True,
                     command="cd /home/xiaolong/husa && python3 tools/hrc_read.py --port /dev/ttyUSB0 --out hrc_0312.csv"),
            ]),
            "不是程序的问题：端口能看到，但一读就出输入输出错误，多半是硬度计和电脑之间那根串口转 USB 的线坏了，或者插头松了。"
            "你看看那根线有没有被压过、折过？",
        ),
        turn(
            "你一说我想起来了，前天搬砧子压了一下那根线，外皮都破了。我让小龙在淘宝上又买了一根，说后天到。等线到了再测。",
            "好，硬度先等新线到了再测，程序不用改。",
        ),
        turn(
            "小龙刚才微信上说，昆明有个做旅游商品的老板，想订两百把，要我们" + f("rejected", "给他们贴他们的牌子")
            + "，刀上打他们的字。",
            "你怎么打算的？",
        ),
        turn("不贴。", "好，我跟小龙说回绝他。"),
        turn(
            "还有个事你记一下。上礼拜寄给大理一个客人的刀，单号 " + f("identifier", "SF1409372261843")
            + "，客人说收到的时候刀尖把盒子戳穿了，快递小哥拿的时候手上还划了个口子，人家打电话来骂。我赔了人家医药费。"
            "以后寄刀，" + f("constraint", "刀尖必须包两层瓦楞纸") + "，再套刀鞘，再装盒，一样都不能少。",
            "记下了：刀尖先包两层瓦楞纸，再套鞘，再装盒。我把这条写进小龙的发货清单里。",
        ),
    )
    r3 = (
        turn(
            "州电视台的人打电话来，说要拍非遗的片子，想" + f("rejected", "在铺子里拍一个礼拜") + "，从打铁拍到做刀鞘。",
            "你怎么想？",
        ),
        turn(
            "我跟他们讲，一个礼拜不行，铺子里还要干活，订单排着呢，人家一来灯啊线啊摆一屋子，啥也干不成。"
            "我说你们挑一天来，我专门烧一炉，给你们拍淬火，拍一天可以。他们说回去商量。",
            "好，那就是最多拍一天淬火，具体哪天等他们回话。",
        ),
        turn(
            "网上那款长刀，编号 " + f("identifier", "HSD-LONG-07") + " 的，价钱要改，" + f("number", "一把长刀六百八")
            + "，带牛皮鞘。原来标的五百八，那是去年的价，今年板簧钢都涨了。",
            "好，HSD-LONG-07 改成六百八，带牛皮鞘。等小龙回来在后台改，还是我现在告诉你怎么改？",
        ),
        turn(
            "等小龙改吧，我弄不来。还有，你帮我" + f("pending", "把去年的订单按刀型汇总一下") + "，看哪种卖得好，今年好多打点。",
            "好，去年的订单按刀型汇总，看销量。等我把手头卡片的事收个尾就做。",
        ),
        turn(
            "再问你个事，你晓不晓得" + f("pending", "县里的非遗工坊补贴今年还发不发") + "？去年发了一万，今年问了文旅局，"
            "说等通知，等了两个月了。",
            "这个我没法知道，只能等县文旅局的正式通知。我先记着这件事，有消息了再说。",
        ),
    )
    later = (
        (4, (
            turn(
                "去年那个订单，按刀型弄出来没有？",
                "还没弄，还在单子上：把去年的订单按刀型汇总一下。这两天就做。",
            ),
        )),
        (10, (
            turn(
                "爸让我跟你说（我是小龙，回来了），" + f("pending", "阿露窝罗节前把节日礼盒的商品页做好")
                + "，礼盒里是一把小刀加一个刀鞘，价钱我晚点发你。",
                "好的小龙，阿露窝罗节前做好节日礼盒的商品页，价钱等你发。",
            ),
        )),
    )
    return Scripted(
        name="fresh28-zh-husadao", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh28=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- maan: saddle workshop
def _maan() -> Scripted:
    f = Builder()
    ink_out = (
        "** (org.inkscape.Inkscape:48213): WARNING **: 10:42:07.311: Unable to find font-family \"Mongolian Baiti\", "
        "using \"sans-serif\"\n"
        + f("failure", 'Object with id="g_huiwen_03" was not found in the document. Skipping.')
        + "\n** (org.inkscape.Inkscape:48213): WARNING **: 10:42:07.512: Nothing to export.\n"
        "InkscapeApplication::process_document: export failed"
    )
    git_out = (
        "remote: Powered by GITEE.COM [1.1.5]\n"
        "remote: Set trace flag 4d41a0b2\n"
        + f("failure", "remote: [session-6e41b7a0] Incorrect username or password (access token)")
        + "\nfatal: Authentication failed for 'https://gitee.com/qiqige/andian.git/'"
    )
    r1 = (
        turn(
            "赛音白努！你好。我叫朝鲁，在西乌旗做马鞍子的，做了二十多年了。我女儿其其格在呼和浩特上大学，她给我画了皮雕的花样，"
            "在 " + f("path", "/home/chaolu/andian/pattern/yunwen_v2.svg") + "。激光机要先把花样导出成图片，她教我敲 "
            + f("command", "inkscape pattern/yunwen_v2.svg --export-id=g_huiwen_03 --export-id-only --export-type=png --export-dpi=600")
            + "，上个月还好好的，今天导不出来了。",
            ("我在 andian 目录里跑一下。", [
                call("bash", ink_out, error=True,
                     command="cd /home/chaolu/andian && inkscape pattern/yunwen_v2.svg --export-id=g_huiwen_03 "
                             "--export-id-only --export-type=png --export-dpi=600"),
            ]),
            "字体那行只是警告，不影响。真正的问题是文件里找不到 " + f("identifier", "g_huiwen_03")
            + " 这一组：那组回纹可能被改了名字或者合并到别的组里了。文件最后修改是上个礼拜，应该是其其格改过花样。"
            "我可以把文件里所有组的名字列出来，可是哪一组是你要的回纹，得她来认。",
        ),
        turn(
            "她这两个礼拜期末考试，手机都交了，礼拜五考完才回我。那就等她吧，这副鞍子不急。",
            "好，回纹的导出等其其格礼拜五考完再说，文件我不动。",
        ),
        turn(
            "我给你讲讲我们的鞍子，你帮其其格写网页上的字。一副鞍子，先做鞍架，" + f("constraint", "鞍架只用桦木")
            + "，桦木轻，结实，不怕冻，松木一冬天就裂。鞍架做好蒙皮子，皮子用" + f("number", "四毫米厚")
            + "的头层牛皮，薄了不耐磨，厚了不贴马。然后上银饰，鞍桥前后的银片是我自己敲的，花样是祖上传下来的。"
            "冬天冷，零下三十多度，胶不好干，我们就在屋里烧着炉子干活，我老伴一边熬奶茶一边给我递家伙。",
            "明白：桦木鞍架、四毫米头层牛皮、手敲银饰。网页上可以每副鞍子拍照登记一个编号，写上做的日子和用的料，"
            "买的人一看就知道是手工一副一副做的。",
        ),
        turn(
            "这个行，以后每副都拍。我表弟巴图昨天打电话，又让我" + f("rejected", "搬到锡林浩特去开店")
            + "，说城里人多。",
            "你怎么回他的？",
        ),
        turn(
            "不去。",
            ("好。那我先把登记表的格式定下来。", [
                call("edit", "ok", path="/home/chaolu/andian/dengji.csv", old="",
                     new="编号,做成日期,鞍架木料,皮子,银饰,马主\n"),
            ]),
            "表头建好了，以后一副一行。",
        ),
    )
    r2 = (
        turn(
            "其其格给我做的网站，上面有一页是银饰鞍子，文件在 " + f("path", "site/content/products/yinshi-an.md")
            + "。价钱要改，" + f("number", "两万六千块") + "一副，去年是两万二，银子涨了。她说改完了敲 "
            + f("command", "git push gitee main") + " 就上网了。",
            ("我把价钱改了，然后推上去。", [
                call("edit", "ok", path="/home/chaolu/andian/site/content/products/yinshi-an.md",
                     old="价格：22000 元", new="价格：26000 元"),
                call("bash", git_out, error=True, command="cd /home/chaolu/andian/site && git push gitee main"),
            ]),
            "价钱在文件里改好了，但推不上去：码云说用户名或者令牌不对。这个令牌是其其格账号的，可能过期了，"
            "要她登录码云重新生成一个才行。",
        ),
        turn(
            "又得等她考完。行，礼拜五以后再说，价钱先在本地改着。",
            "好，改动留在本地，等其其格换了令牌再推。",
        ),
        turn(
            "锡林浩特有个旅行社的老板打电话，想订一百副" + f("rejected", "塑料芯的装饰马鞍")
            + "，摆在蒙古包里让游客骑上去拍照，不上马的，说量大，价钱好商量。我还没想好，你说呢？",
            "一百副是不小的单子。不过塑料芯的鞍子跟你现在做的完全是两样东西，你的名字挂上去，别人以为你家也做这种。"
            "要不要先问问他能不能用你的木鞍架，只是简化银饰？",
        ),
        turn(
            "我再想想，过两天回他。",
            "好，这件事你想好了再定。",
        ),
        turn(
            "说个难受的事。上个月给乌拉盖一个牧民做的鞍子，鞍垫里面固定毡子的一颗小钉子冒头了，把马背磨破了巴掌大一块，"
            "人家那匹马是要跑那达慕的。我给人家赔了钱，心里还是难受。从今以后，" + f("constraint", "鞍垫里面一颗钉子都不准用")
            + "，全用皮绳缝。",
            "记下了：鞍垫里不用钉子，全部皮绳缝。登记表里我加一栏“鞍垫缝法”，每副都写上。",
        ),
    )
    r3 = (
        turn(
            "旅行社那个事我想好了，不做。塑料芯的东西挂我朝鲁的名字，我丢不起这个人。我已经给他打电话说了。",
            "好，旅行社的装饰马鞍不接了。",
        ),
        turn(
            "旗里的赛马协会要订十副赛马鞍，会长说想" + f("rejected", "十副赛马鞍打五折")
            + "，说是给旗里的比赛用，算支持家乡。我跟他说五折不行，原价，每副我送一对铜马镫，再把马的名字刻在鞍桥上。"
            "他想了想说行，合同号是 " + f("identifier", "XW-SMXH-2026-07") + "，让我记好。",
            "记下了：十副赛马鞍原价，每副送一对铜马镫、鞍桥刻马名，合同号 XW-SMXH-2026-07。要不要我按合同号建个交货清单？",
        ),
        turn(
            "要。还有，你帮我" + f("pending", "把订做客户的马的尺寸整理成表") + "，马背长、肩宽、马的名字，都在我那个本子上，"
            "我拍照发给你。",
            "好，照片到了我就整理成表，一匹马一行。先把赛马协会的交货清单弄完就做。",
        ),
        turn(
            "嗯。还有个事我一直惦记，" + f("pending", "今年那达慕旗里还办不办马具展") + "？去年办了，我摆了三副鞍子。"
            "今年问旗文旅局，说还没定，领导没批。",
            "这个现在没人知道，要等旗文旅局定下来。我先记着，有消息了咱们再准备展品。",
        ),
    )
    later = (
        (5, (
            turn(
                "马的尺寸那个表，做了没？",
                "还没做完，还在单子上：把订做客户的马的尺寸整理成表。本子的照片我只收到一半，剩下几页你再拍给我。",
            ),
        )),
        (8, (
            turn(
                "我是其其格，考完试啦！爸说网站的事都找你。我想" + f("pending", "七月那达慕前把网站的蒙古文页面做出来")
                + "，蒙古文我来翻，你帮我把页面和切换按钮做好。",
                "好的其其格，七月那达慕前把蒙古文页面和切换按钮做好，你翻好了发我。另外码云的令牌也得你重新生成一下。",
            ),
        )),
    )
    return Scripted(
        name="fresh28-zh-maan", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh28=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- pipa: pipa maker's workshop
def _pipa() -> Scripted:
    f = Builder()
    esphome_tail = (
        "Linking .pioenvs/muliaoku-th01/firmware.elf\n"
        "RAM:   [=         ]  11.2% (used 36704 bytes from 327680 bytes)\n"
        "Flash: [=====     ]  52.9% (used 970445 bytes from 1835008 bytes)\n"
        "Building .pioenvs/muliaoku-th01/firmware.bin\n"
        "========================= [SUCCESS] Took 48.31 seconds =========================\n"
        "INFO Successfully compiled program.\n"
        "INFO Resolving IP address of muliaoku-th01.local\n"
        + f("failure", "ERROR Error resolving IP address of muliaoku-th01.local. Is it connected to WiFi?")
        + "\nERROR (If this error persists, please set a static IP address: https://esphome.io/components/wifi.html#manual-ips)"
    )
    tap_out = (
        "处理 luyin/mianban_01.wav ... 主频 196.4 Hz\n"
        "处理 luyin/mianban_02.wav ... 主频 201.1 Hz\n"
        "处理 luyin/mianban_03.wav ... 主频 188.0 Hz\n"
        "处理 luyin/mianban_04.wav ... 主频 193.7 Hz\n"
        "处理 luyin/mianban_05.wav ... 主频 205.2 Hz\n"
        "处理 luyin/mianban_06.wav ... 主频 190.9 Hz\n"
        "处理 luyin/mianban_07.wav ...\n"
        + f("failure", "soundfile.LibsndfileError: Error opening 'luyin/mianban_07.wav': Format not recognised.")
        + "\n处理 luyin/mianban_08.wav ... 主频 199.6 Hz\n"
        "完成 7/8，失败 1，结果写入 luyin/zhupin.csv"
    )
    r1 = (
        turn(
            "侬好呀。我姓蒋，在相城做琵琶的，做了三十几年了，工坊里加我四个人。我徒弟小邱给木料库装了个测湿度的小盒子，"
            "配置在 " + f("path", "esphome/muliaoku.yaml") + "，她说改了配置要敲 " + f("command", "esphome run esphome/muliaoku.yaml")
            + " 刷进去。我昨天想把报警的湿度改一改，敲下去跑了老半天，最后是红字。",
            ("我照着跑一遍，看最后是哪里出错。", [
                call("bash", long_log(60, "pipa-esphome", esphome_tail), error=True,
                     command="cd /home/jiang/gongfang && esphome run esphome/muliaoku.yaml"),
            ]),
            "前面编译都成功了，最后一步往盒子里传的时候找不到它：名字叫 " + f("identifier", "muliaoku-th01")
            + " 的那个盒子不在网络上。要么盒子没电了，要么木料库那边的无线网断了。",
        ),
        turn(
            "哦哟，那就是路由器了。前天打雷，木料库那边的路由器烧掉了，小邱说她去买新的。她现在回盐城吃她姐姐的喜酒，"
            "下礼拜一回来。那等她回来装好再弄吧。",
            "好，湿度报警的改动等小邱装好新路由器再刷，配置我先不动。",
        ),
        turn(
            "我跟你讲讲我们做琴的规矩，你帮我写店里的介绍用得着。琵琶的背板用红木、紫檀，面板用梧桐，"
            + f("constraint", "面板的梧桐木要自然风干满三年") + "，不好烘的，烘出来的木头声音是死的。木料库里湿度要稳，"
            + f("number", "55%到60%") + "，太干了木头要裂，太潮了发霉。我们演奏琴" + f("number", "一万二一把")
            + "，学生琴便宜些。哎，讲到学生琴，小邱做的那个学生琴的品位还要再校一遍，这个我自己来。",
            "记下了：梧桐面板自然风干三年，木料库湿度保持在55%到60%。我有个想法：每块面板上胶之前敲一下、录个音存起来，"
            "以后哪把琴声音好，能查到它面板当时的声音，也好挑料。",
        ),
        turn(
            "好的呀，这个好，小邱手机上就能录。",
            ("那我先把存档的目录和命名规则定下来。", [
                call("edit", "ok", path="/home/jiang/gongfang/luyin/README.md", old="",
                     new="# 面板敲音存档\n文件名：mianban_编号.wav，编号两位数，按上胶顺序。\n"),
            ]),
            "定好了，按上胶的顺序编号。",
        ),
        turn(
            "还有个事。上海一家琴行的老板打电话，想让我们" + f("rejected", "一个月交二十把学生琴")
            + "，说学校要。我跟他讲，我们是手工的，一个月二十把做不出来，最多八把，要就先拿八把。他说回去算算。",
            "好，如果他要，就按每月八把排。",
        ),
    )
    r2 = (
        turn(
            "小邱录的面板敲音，放在 luyin 下面，她写了个小程序算主频，敲 " + f("command", "python3 tap/fenxi.py luyin/")
            + "。你跑跑看。",
            ("我跑一下。", [
                call("bash", tap_out, error=True, command="cd /home/jiang/gongfang && python3 tap/fenxi.py luyin/"),
            ]),
            "八个里面七个算出来了，第七块 " + f("path", "luyin/mianban_07.wav")
            + " 打不开：文件名是 wav，里面不是 wav，像是手机录的 m4a 直接改了后缀。要有原始录音才能重新转。",
        ),
        turn(
            "那块面板已经上胶了，重新敲不了了。原始的录音在小邱手机里，她回来再说吧。",
            "好，第七块等小邱回来从手机里找原始录音。",
        ),
        turn(
            "我外甥阿杰讲，现在好多作坊" + f("rejected", "用雕刻机刻凤头") + "，又快又整齐，他认得卖机器的，问我要不要弄一台。"
            "我一时拿不定主意，你讲讲看。",
            "雕刻机刻得快，尺寸一致，适合学生琴批量做。不过机器刻的线条偏硬，手工刻的那种味道出不来。你可以想想只用在学生琴上。",
        ),
        turn(
            "让我想想，过两天跟他讲。",
            "好，等你想好了再定。",
        ),
        turn(
            "跟你讲件事，去年冬天有一把琴，编号 " + f("identifier", "XC-PP-118") + "，发到哈尔滨，客人家里暖气开得足，"
            "一个礼拜面板就裂了，退回来修了两个月，来回运费都是我出的。从那以后，" + f("constraint", "发往北方的琴一律放加湿袋")
            + "，还要写张纸条告诉客人别放在暖气边上。",
            "记下了：发往北方的琴都放加湿袋，附一张别靠暖气的提醒。我把这条加到发货的注意事项里。",
        ),
    )
    r3 = (
        turn(
            "阿杰那个雕刻机，我想好了，不弄。凤头是琵琶的脸面，机器刻出来的没有灵气，学生琴也不用。我已经跟他讲了。",
            "好，凤头还是全部手刻。",
        ),
        turn(
            "还有，街道文化站想让我们" + f("rejected", "开周末琵琶速成班") + "，说是搞非遗进社区。我那天在外面送琴，"
            "工坊的理事会，就是我师兄他们三个，开会投票，二比一没通过，说速成班教不出东西，还占工坊的地方。小邱微信跟我讲的。",
            "明白，速成班理事会没通过，那就不开了。文化站那边要不要回个话？",
        ),
        turn(
            "我自己去讲。你帮我" + f("pending", "把今年卖出去的琴做一张回访表") + "，谁买的、哪天发的、发到哪里，"
            "过半年打电话问问琴怎么样。",
            "好，今年卖出的琴做一张回访表，按发货日期排。手头木料库的事弄完我就做。",
        ),
        turn(
            "还有件事我心里没底，" + f("pending", "兰考那边今年还能不能收到老梧桐") + "？一直是老耿给我们送的，"
            "我打了好几个电话，他都没回，不晓得是不是没料了。",
            "这个现在没法知道，要等老耿回话。我先记着，他回了我们再算今年的面板够不够用。",
        ),
    )
    later = (
        (5, (
            turn(
                "那个回访表做了伐？",
                "还没做好，还在单子上：把今年卖出去的琴做一张回访表。发货记录我整理到一半了。",
            ),
        )),
        (9, (
            turn(
                "上海琴行的周老板讲，八把学生琴定下来了，让我们" + f("pending", "五一前把八把学生琴的合格证做出来")
                + "，学校要验收的，格式他发到我微信上。",
                "好，五一前做八把学生琴的合格证，格式等周老板发来我就照着排。",
            ),
        )),
    )
    return Scripted(
        name="fresh28-zh-pipa", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh28=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_gujian(), _husadao(), _maan(), _pipa())
