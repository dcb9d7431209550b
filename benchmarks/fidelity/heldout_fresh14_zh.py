"""Fourteenth fresh held-out set (Chinese): the other half of ``heldout_fresh14.py``, written the same way
and at the same time (blind, against the fifteenth round's rules, by someone who had not read them; from
the descriptions below, written before the dialogue; committed before its first run, not to be edited after
it). Domains used nowhere else in the corpus (grepped): 湖州善琏湖笔作坊, 宁夏中宁枸杞种植户, 热贡唐卡画室,
哈尔滨冰雕工作室. Failures come from the WeChat mini-program devtools, Vite/Rollup, InfluxDB, Grafana, rsync,
exiftool, PlatformIO (the ESP32 linker) and Lua, in blocks of several shapes (an app.json error line under
the compile banner, a Rollup resolve error between "modules transformed" and "error during build", an
influx 400 with the cause after "partial write:", a Grafana provisioning error as a logfmt journal line,
an rsync receiver write failure above the "rsync error" line, an exiftool error between a warning and the
file counts, a region overflow between the section line and collect2, a Lua error above its stack
traceback). Proposals come from a study-tour agency (relayed phone call), the assistant, a daughter, a
buyer on the phone, a son, a cultural-products company's letter (answered by an apprentice on the phone),
an apprentice, a shopping mall's planner on WeChat; they are turned down by saying what they'll do instead,
bluntly, dropped later by the one who proposed it, by "not this year" said politely, by a reason, through
a third person, by a story, in two steps with other talk between, by negating the verb, and dropped rounds
later after the user's wife objected. Some proposals are accepted and are not facts. Open items are asks
acknowledged and left, asked again later, questions nobody answers, gaps, other people's asks with
deadlines, some planted in ``later`` rounds. Routine work (``routine_zh``) is this file's own, a Hexo
website, with turns that look like facts and are not planted (a request done at once, a markdownlint error
fixed and rerun clean, an offer of a 404 page taken up, a request put off and reported done a round later,
a failing hexo generate fixed at once).

Descriptions:
- hubi: 湖州善琏一家湖笔作坊（沈师傅和妻子做笔，女儿沈悦管网店：一个微信小程序，后台是她用 Vite 写的网页）。规则：
  讲发货时带例外说的"一律"：寄出去的笔一律卷在竹帘里（大斗笔除外，单独装木盒）；抱怨去年帮工没晾够笔头、客人退货：
  笔头扎好了不晾满七天不装杆。研学机构打电话要每周带五十个学生来作坊体验，用户转述时说我们怎么做（每年非遗日开放一天）；
  助手提议便宜的练习笔羊毫里掺尼龙毛降成本，用户一口回绝；女儿想开直播卖笔，父亲说过了年再说，后来女儿自己说算了（拍的
  时候手上的活停了）。助手提议小程序加定制刻字选项，接受（不是事实）。失败：小程序开发者工具 app.json 里的页面找不到
  文件，等女儿从杭州回来；Vite 构建找不到 dayjs 的中文语言包，用户不让装新包。待办：湖州非遗馆要全套工序样品（别人的
  要求）；狼毫笔寄日本要不要濒危物种证明（问了没人答）；后来：老客户的刻字记录整理成一张表（请求，应一声，后来又催）。
- gouqi: 宁夏中宁一家种枸杞的（马大哥一家，四十亩地，自己烘干，网上卖；烘干房温湿度由表弟装的传感器写进 InfluxDB，
  Grafana 看）。规则：讲"我们的做法"：鲜果当天进烘干房，不过夜；抱怨邻村熏硫磺坏了名声：不熏硫磺，也不泡碱水。收购商
  打电话要把头茬果全部按统货收走，用户说自己怎么办（头茬自己卖，二茬以后再谈）；助手提议改用太阳能烘干棚，用户客气地说
  今年先不动；儿子小马要把烘干温度调到 65 度，用户讲一个理由回绝。助手提议湿度告警，接受（不是事实）。失败：influx write
  的 field type conflict，表弟写的，等他；Grafana 数据源配置只能有一个 default，收果期看板先别动。待办：出口马来西亚
  要不要清真认证（问了没人答）；合作社要八月底前交每户的农药使用记录（别人的要求）；后来：每批货的烘干曲线截图发给客户
  （请求，应一声，后来又催）。
- thangka: 青海同仁（热贡）一家唐卡画室（才让师傅和三个徒弟，寺院和私人订单；高清扫描图用 rsync 备份到县城朋友扎西家的
  NAS，作品编号用 exiftool 写进元数据）。规则："只用"：颜料只用矿物和植物颜料，不用丙烯；带例外：开脸那天画室不让外人进
  （寺院派来的喇嘛可以）。一家文创公司来信要把唐卡图案印在丝巾和手机壳上，大徒弟多杰回电话替师傅回绝，用户转述；助手提
  喷绘打底再手工描金，用户讲一个故事回绝；二徒弟想接三个月赶完的大唐卡，用户先说想想，后来一轮才说不接。助手提议生成
  缩略图，接受（不是事实）。失败：rsync 写 NAS 时磁盘满了，NAS 是扎西的，等他买硬盘；exiftool 说一张扫描图格式错，
  等扫描店重扫。待办：隆务寺要护法殿壁画的修复方案，藏历新年前（别人的要求、截止）；缺口：2019 年以前的作品没编号也没
  证书；后来：卖到国外要不要文物鉴定证明（问了没人答）。
- bingdiao: 哈尔滨一家冰雕工作室（老赵带六个工人，冬天给冰雪大世界和商场做冰雕冰灯，夏天开室内冰雕馆；冰里的灯用 ESP32
  控制，固件用 PlatformIO 编，灯光节目是儿子小赵写的 Lua 脚本）。规则："只用"：冰只用松花江上游采的；抱怨去年有工人
  夜里一个人上架子：零下二十五度以下不许一个人上脚手架。商场企划在微信上要用亚克力做假冰雕，用户只否定动词（我们不做假
  冰）；助手提议换成 DMX 灯控台，用户说先用现在的；小赵要夏天开夜场到十二点，用户说再说，几轮以后老婆王姐说电费顶不住，
  不开了。助手提议全白应急模式，接受（不是事实）。失败：PlatformIO 链接时 dram0_0_seg 溢出，开园前不动固件；Lua 脚本
  取不到 tail 字段，等小赵。待办：冰雪大世界要每个冰灯的用电功率表，12 月 10 号前（别人的要求）；江上采冰工人的意外险保
  不保冻伤（问了没人答）；后来：每个控制器贴编号和位置（请求，应一声，后来又催）。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn

# ---------------------------------------------------------------- routine work (fourteenth fresh set)
_JOBS_ZH = (("把关于我们页面的电话换成新号码", "关于我们页面的电话换好了"),
            ("给文章页加上一篇、下一篇的链接", "文章页有上一篇下一篇了"),
            ("首页大图太大了，压一下", "首页大图压过了"),
            ("站点标题换成思源宋体", "标题字体换好了"),
            ("归档页按年份分组", "归档页按年份分组了"),
            ("页脚备案号的链接换成新地址", "备案号链接改好了"),
            ("把侧边栏的标签云去掉", "标签云去掉了"),
            ("相册页点图片能看大图", "相册页能点开大图了"))
_ASK_ZH = ("网站上的小事：{}。", "有空帮我{}。", "网站那边，{}。", "再麻烦一下：{}。")


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        job, done = _JOBS_ZH[r % len(_JOBS_ZH)]
        part = f"themes/{tag}/layout/_partial/part-{r % 5}.ejs"
        out = [
            turn(_ASK_ZH[r % 4].format(job),
                 ("我看看。", [call("bash", f"{part}:{4 + r % 13}:<%- partial('_partial/header') %>",
                                  command=f"grep -rn \"partial(\" themes/{tag}/layout/_partial")]),
                 ("", [call("read", "<header class=\"site\">\n  <%- partial('_partial/header') %>\n</header>\n"
                                    "<main><%- body %></main>\n", path=part)]),
                 ("", [call("edit", "Applied 1 edit.", path=part, oldText="<main><%- body %></main>",
                            newText=f"<main class=\"m{r % 5}\"><%- body %></main>")]),
                 ("", [call("bash", f"INFO  Start processing\nINFO  Files loaded in {120 + r % 80} ms\n"
                                    f"INFO  {40 + r % 9} files generated in {300 + r % 200} ms",
                            command="npx hexo generate")]),
                 f"好了，{done}。"),
        ]
        if r % 6 == 1:
            out.append(turn("顺便跑一下 markdownlint。",
                            ("", [call("bash", f"source/_posts/{tag}-{r % 4}.md:{6 + r % 20} MD012/no-multiple-blanks "
                                               "Multiple consecutive blank lines [Expected: 1; Actual: 2]",
                                       error=True, command="npx markdownlint-cli2 \"source/_posts/*.md\"")]),
                            ("多了一个空行，删掉。", [call("edit", "Applied 1 edit.", path=f"source/_posts/{tag}-{r % 4}.md",
                                                      oldText="\n\n\n", newText="\n\n")]),
                            ("", [call("bash", "Summary: 0 error(s)", command="npx markdownlint-cli2 \"source/_posts/*.md\"")]),
                            "现在没有报错了。"))
        elif r % 6 == 3:
            out.append(turn("网站现在有 404 页吗？",
                            "还没有，访问不存在的地址会显示空白。要不要我做一个简单的 404 页？"))
            out.append(turn("做吧。",
                            ("", [call("write", "Wrote 12 lines.", path="source/404.md")]),
                            ("", [call("bash", "INFO  41 files generated in 310 ms", command="npx hexo generate")]),
                            "404 页做好了。"))
        elif r % 6 == 4:
            out.append(turn("hexo 的版本是不是该升了？",
                            "是旧了一点，这轮先把页面的事弄完，下一轮我来升。"))
        elif r % 6 == 5:
            out.append(turn("上次说的还有什么没弄？",
                            ("", [call("edit", "Applied 1 edit.", path="package.json", oldText="\"hexo\": \"^6.3.0\"",
                                       newText="\"hexo\": \"^7.3.0\"")]),
                            ("", [call("bash", "INFO  42 files generated in 298 ms", command="npx hexo generate")]),
                            "上次说的升级 hexo：升到 7.3 了，生成正常。"))
        elif r % 6 == 0:
            out.append(turn("我这边生成报错了。",
                            ("", [call("bash", "ERROR Process failed: _config.yml\nYAMLException: bad indentation of a "
                                               "mapping entry (14:9)", error=True, command="npx hexo generate")]),
                            ("_config.yml 第 14 行缩进多了两个空格，改掉。",
                             [call("edit", "Applied 1 edit.", path="_config.yml", oldText="    per_page: 10",
                                   newText="  per_page: 10")]),
                            ("", [call("bash", "INFO  42 files generated in 305 ms", command="npx hexo generate")]),
                            "好了，能生成了。"))
        return tuple(out)
    return turns


# ---------------------------------------------------------------- hubi
def _hubi() -> Scripted:
    f = Builder()
    appjson = f("path", "miniprogram/app.json")
    orders = f("path", "admin/src/views/Orders.vue")
    zhulian = f("constraint", "寄出去的笔一律卷在竹帘里")
    dry = f("constraint", "笔头扎好了不晾满七天不装杆")
    mpbuild = f("command", "npm run build:mp-weixin")
    vite = f("command", "pnpm vite build")
    wxml = f("failure", "[ app.json 文件内容错误] app.json: [\"pages\"][3] 未找到对应的 pages/engrave/index.wxml 文件")
    dayjs = f("failure", "[vite]: Rollup failed to resolve import \"dayjs/locale/zh-cn\" from \"admin/src/views/Orders.vue\".")
    tour = f("rejected", "每周带五十个学生来作坊体验做笔")
    nylon = f("rejected", "羊毫里掺尼龙毛")
    live = f("rejected", "开直播卖笔")
    order = f("identifier", "HB20250311-027")
    tip = f("number", "3.5 厘米")
    museum = f("pending", "从选料到装套的全套工序样品")
    cites = f("pending", "狼毫笔寄到日本要不要濒危物种证明")
    engrave = f("pending", "把老客户的刻字记录整理成一张表")
    vite_out = ("vite v5.2.8 building for production...\ntransforming (188) src/views/Customers.vue\n"
                "✓ 231 modules transformed.\n"
                f"{dayjs}\nThis is most likely unintended because it can break your application at runtime.\n"
                "If you do want to externalize this module explicitly add it to\n`build.rollupOptions.external`\n"
                "error during build:\nError: [vite]: Rollup failed to resolve import \"dayjs/locale/zh-cn\".\n"
                "    at viteWarn (file:///home/shen/admin/node_modules/vite/dist/node/chunks/dep-cNe07EU9.js:67334:27)\n"
                " ELIFECYCLE  Command failed with exit code 1.")
    rounds = (
        (turn("你好，我姓沈，在善琏做湖笔，我跟我老婆做笔，女儿沈悦管网上卖的那块，一个微信小程序，还有个她自己写的后台。"
              f"她去杭州了，走之前说小程序要加一个刻字的页面，文件在 {appjson} 那一套里，我看不懂，你帮我看看能不能编出来。",
              ("我先编译一下看看。", [call("bash", "[ 编译 ] 开始编译\n[ 编译 ] 读取 project.config.json\n"
                                             f"{wxml}\n[ 编译 ] 编译失败", error=True, command=mpbuild)]),
              "app.json 里已经登记了 pages/engrave/index 这个页面，但这个页面的文件还没写，所以编译不过。要么先把这一行"
              "去掉，要么把页面补上。另外，刻字页面上可以加一个\"定制刻字\"的选项，让客人填要刻的字，要不要加？"),
         turn("加，刻字的选项要的。但是页面是我女儿写到一半的，别给她删了，等她从杭州回来自己弄。",
              "好，app.json 我不动，刻字选项等页面有了再接上。")),
        (turn("说一下发货的事，后台的发货说明里写清楚：" + zhulian + "，竹帘护着笔头不会压坏，大斗笔除外，大斗笔单独装"
              "木盒。还有，去年有个帮工手脚快，笔头没晾干就装了杆，客人写字掉毛，退回来好几支，丢人。所以" + dry +
              "，这个也写进去，让新来的都看到。",
              "好，两条都写进发货和制作说明里。"),
         turn(f"后台的订单页 {orders} 也坏了，女儿说打包不出来。",
              ("", [call("bash", vite_out, error=True, command=vite)]),
              "订单页引用了 dayjs 的中文语言包，但这个包没装，所以打包失败。装上 dayjs 就能好。"),
         turn("先别装东西，这是女儿的电脑，她回来再说。订单倒是要查一个，" + order + "，客人说狼毫小楷的出锋要 " + tip +
              "，你看订单备注里写了没有。",
              ("", [call("bash", "HB20250311-027  狼毫小楷 x2  备注：出锋 3.5 厘米，杆上刻\"守拙\"", command="grep HB20250311-027 orders.csv")]),
              "写了，备注里有出锋 3.5 厘米，还要在杆上刻\"守拙\"两个字。")),
        (turn("昨天有个研学机构打电话来，要" + tour + "。我跟他们说我们这儿是干活的地方，不是景点，每年六月非遗日我们开放"
              "一天，那天他们可以带学生来看。网站上帮我把非遗日开放的事写一下。",
              "好，我在网站上加一段非遗日开放的说明。"),
         turn("还有一个事，湖州非遗馆要我们做一套" + museum + "，放在他们馆里展。这个我得记着，年底前要给。",
              "记下了。"),
         turn("练习笔卖得便宜，利润薄得很，你有什么办法？",
              "有的作坊为了降成本，在" + nylon + "，写起来差不多，成本能降不少。")),
        (turn("那是骗人的，不做。我们的练习笔就是纯羊毫，便宜就便宜。",
              "明白，不提这个了。"),
         turn("女儿发微信说想" + live + "，说别人家都在播。我跟她说过了年再说。",
              "好，这事先放着。"),
         turn("有个老问题一直没人说得清：" + cites + "？日本有个老客户一直要狼毫的。",
              "这个我说不准，得问海关或者林业部门，我不敢乱说。")),
    )
    later = (
        (8, (turn("女儿回来了，她自己说不" + live + "了，试了一次，拍的时候手上的活全停了，一个下午一支笔都没做出来。",
                  "好，那这事就不弄了。"),
             turn("你帮我" + engrave + "，哪个客人刻了什么字，以后回头客好查。",
                  "好，记下了。"))),
        (21, (turn("刻字记录那张表呢？上次跟你说了" + engrave + "，今天又有个老客人问他前年刻的是什么字。",
                   "还没做，我还记着。"),)),
    )
    return Scripted("fresh14-zh-hubi", "zh", rounds, tuple(f.facts), held_out=True, fresh14=True, later=later,
                    routine=routine_zh("hubi"))


# ---------------------------------------------------------------- gouqi
def _gouqi() -> Scripted:
    f = Builder()
    ds = f("path", "/etc/grafana/provisioning/datasources/influx.yaml")
    push = f("path", "/home/pi/dryer/push.py")
    sameday = f("constraint", "鲜果当天进烘干房，不过夜")
    sulfur = f("constraint", "不熏硫磺，也不泡碱水")
    write = f("command", "influx write -b dryer -f readings.lp")
    restart = f("command", "sudo systemctl restart grafana-server")
    conflict = f("failure", "field type conflict: input field \"humidity\" on measurement \"dryer_room\" is type integer, already exists as type float")
    default = f("failure", "Datasource provisioning error: datasource.yaml config is invalid. Only one datasource per organization can be marked as default")
    bulk = f("rejected", "头茬果全部按统货收走")
    solar = f("rejected", "改用太阳能烘干棚")
    hot = f("rejected", "把烘干温度调到65度")
    organic = f("identifier", "137OP2400521")
    maxtemp = f("number", "55 度")
    yield_ = f("number", "300 斤")
    halal = f("pending", "出口到马来西亚要不要清真认证")
    pesticide = f("pending", "八月底前交每户的农药使用记录")
    curve = f("pending", "每批货的烘干曲线截图发给客户")
    influx_out = (f"$ {write}\nError: failed to write data: 400 Bad Request: partial write: {conflict} dropped=48")
    grafana_out = ("● grafana-server.service - Grafana instance\n     Loaded: loaded (/lib/systemd/system/grafana-server.service; enabled)\n"
                   "     Active: activating (auto-restart) (Result: exit-code) since Sun 2025-07-20 08:14:03 CST; 2s ago\n"
                   "Jul 20 08:14:02 dryer-pi grafana[2211]: logger=provisioning t=2025-07-20T08:14:02.51+08:00 level=error "
                   f"msg=\"Failed to provision data sources\" error=\"{default}\"\n"
                   "Jul 20 08:14:02 dryer-pi grafana[2211]: logger=server t=2025-07-20T08:14:02.51+08:00 level=error "
                   "msg=\"Server shutdown\" error=\"*provisioning.ProvisioningServiceImpl run error\"\n"
                   "Jul 20 08:14:03 dryer-pi systemd[1]: grafana-server.service: Failed with result 'exit-code'.")
    rounds = (
        (turn("我是中宁种枸杞的，姓马。家里四十亩地，一亩能出 " + yield_ + " 干果，自己烘干自己卖。烘干房里有表弟装的温湿度传感器，"
              f"数据是树莓派上一个程序往数据库里写的，{push}，这两天看板上湿度那条线断了，你看看。",
              ("", [call("read", "import time, sensor\nfrom influx import write_line\nwhile True:\n"
                                 "    t, h = sensor.read()\n    write_line(f'dryer_room temp={t},humidity={int(h)}i')\n"
                                 "    time.sleep(60)\n", path=push)]),
              ("我手动写一批试试。", [call("bash", influx_out, error=True, command=write)]),
              "问题在程序里：湿度原来按小数存，表弟后来改成了整数，数据库不认，这一批 48 条都被丢了。把 int(h) 改回来就行。"),
         turn("这是表弟写的，他说过别人别乱动他的程序，等他礼拜天过来再改。烘干房的规矩你先帮我写到员工须知里：" + sameday +
              "，摘多少烘多少，宁可晚上加班。温度我们最高开到 " + maxtemp + "，慢慢烘。",
              "好，程序不动，等你表弟。员工须知里加上这两条。")),
        (turn("网店的商品介绍也改一下。邻村去年有人用硫磺熏，颜色红得吓人，被查出来上了新闻，整个中宁的枸杞都跟着挨骂。"
              "我们家" + sulfur + "，写在最上面，再把有机认证的证书编号写上：" + organic + "。",
              "好，放在商品介绍第一行，证书编号也加上。"),
         turn("看板能不能加个提醒？湿度太高我好知道开风机。",
              "可以在 Grafana 里加一个告警，烘干房湿度超过 70% 就发微信。要加吗？"),
         turn("加。",
              ("", [call("edit", "Applied 1 edit.", path=ds, oldText="isDefault: true", newText="isDefault: true\n    jsonData: {}")]),
              ("重启一下让它生效。", [call("bash", grafana_out, error=True, command=restart)]),
              "Grafana 起不来了：配置目录里现在有两个数据源都标了默认，只能有一个。去掉其中一个的 default 就好。"),
         turn("那两个数据源是表弟弄的，我不知道哪个该留。正在收果，看板先别动了，等忙完这一茬。",
              "好，我不动，告警等看板修好了再加。")),
        (turn("收购商老杨打电话来，说要把我们的" + bulk + "，价钱给得不高。我跟他说头茬我们自己卖，网上老客户等着要，二茬三茬的"
              "可以按统货跟他谈。",
              "明白。网店的头茬预订页要不要现在上？"),
         turn("上吧，按斤卖。还有，有个马来西亚的客人问，我也不知道：" + halal + "？我们家是回族，但是证没办过。",
              "这个我也不清楚，要看进口那边的规定，最好问问做出口的代理。"),
         turn("合作社也来通知了，让" + pesticide + "，说是县里要检查。",
              "记下了，这个八月底前要交。")),
        (turn("你觉得我们烘干房还能怎么改？",
              "有些种植户" + solar + "，白天靠太阳，电费能省一大半。"),
         turn("你说的在理，不过今年先不动，刚换的烘干机，钱还没挣回来。",
              "好，今年先不提。"),
         turn("我儿子小马说要" + hot + "，说烘得快能早点发货。我跟他说了，一过六十度果子就发黑，卖不上价，不行。",
              "明白，温度上限不变。")),
    )
    later = (
        (9, (turn("以后每发一批货，你帮我把" + curve + "，让人家看看我们是低温慢烘的。",
                  "好的，记下了。"),)),
        (24, (turn("烘干曲线的事你还记得吧？就是" + curve + "。今天又发了三单，客人问了。",
                   "记得，还没弄，看板修好了才有图。"),)),
    )
    return Scripted("fresh14-zh-gouqi", "zh", rounds, tuple(f.facts), held_out=True, fresh14=True, later=later,
                    routine=routine_zh("gouqi"))


# ---------------------------------------------------------------- thangka
def _thangka() -> Scripted:
    f = Builder()
    scans = f("path", "/srv/scans/2025")
    backup = f("path", "scripts/backup.sh")
    pigment = f("constraint", "颜料只用矿物和植物颜料，不用丙烯")
    face = f("constraint", "开脸那天画室不让外人进")
    rsync = f("command", "rsync -avz --partial /srv/scans/ nas:/volume1/thangka/")
    exif = f("command", "exiftool -overwrite_original -XMP-dc:Rights=热贡才让画室 *.tif")
    nospace = f("failure", "write failed on \"/volume1/thangka/2025/RG-2025-011_full.tif\": No space left on device (28)")
    badtif = f("failure", "Error: File format error - RG-2025-009_full.tif")
    scarf = f("rejected", "把唐卡图案印在丝巾和手机壳上")
    inkjet = f("rejected", "喷绘打底再手工描金")
    rush = f("rejected", "三个月赶完一幅一米二的大唐卡")
    work = f("identifier", "RG-2025-014")
    gold = f("number", "580 元")
    dpi = f("number", "1200 dpi")
    mural = f("pending", "护法殿壁画的修复方案，藏历新年前要")
    gap = f("pending", "2019 年以前的作品没有编号，也没有证书")
    relic = f("pending", "卖到国外的唐卡要不要开文物鉴定证明")
    rsync_out = ("sending incremental file list\n2025/\n2025/RG-2025-010_full.tif\n"
                 "   1,864,220,160 100%   11.02MB/s    0:02:41 (xfr#1, to-chk=3/6)\n2025/RG-2025-011_full.tif\n"
                 f"rsync: [receiver] {nospace}\n"
                 "rsync error: error in file IO (code 11) at receiver.c(378) [receiver=3.2.7]\n"
                 "rsync: [sender] write error: Broken pipe (32)")
    exif_out = ("Warning: [minor] Unrecognized MakerNotes - RG-2025-008_full.tif\n"
                f"{badtif}\n    4 image files updated\n    1 files weren't updated due to errors")
    rounds = (
        (turn("扎西德勒。我是同仁画唐卡的才让，带三个徒弟。画好的唐卡都拿到西宁的店里用 " + dpi + " 扫描，扫描图放在画室电脑的 "
              + scans + "，每个礼拜备份到县城我朋友扎西家的 NAS 上，大徒弟写了个 " + backup + "。这礼拜备份没成功，你看看。",
              ("", [call("bash", rsync_out, error=True, command=rsync)]),
              "前面的文件传过去了，到 011 这张的时候扎西那台 NAS 的硬盘满了，写不进去。得清出空间或者加硬盘。"),
         turn("NAS 是扎西的，我不好去删他的东西。他说月底去西宁买块新硬盘，等他吧。",
              "好，我不动 NAS，等新硬盘装上再备份。")),
        (turn("每张扫描图要写上作品编号和我们画室的名字，这张是 " + work + "，给一位香港客人画的绿度母。",
              ("先把画室名字写进所有的图。", [call("bash", exif_out, error=True, command="cd /srv/scans/2025 && " + exif)]),
              "四张写好了，009 那张 exiftool 说文件格式不对，打不开，可能扫描的时候文件就坏了。另外，我可以给每张大图"
              "生成一张小的缩略图，发给客人看方便，要吗？"),
         turn("要缩略图，客人手机上打不开几个 G 的图。009 那张让西宁的店重扫吧，他们下礼拜才有空，先放着。",
              ("", [call("bash", "", command="mogrify -path thumbs -resize 1600x -format jpg *.tif")]),
              "缩略图生成好了，在 thumbs 目录里。009 等重扫。"),
         turn("作品说明里要写我们的规矩：" + pigment + "，金是真金，金粉现在一克 " + gold + "，客人要知道贵在哪里。",
              "好，写进作品说明里。")),
        (turn("有家做文创的公司来信，想" + scarf + "，说给我们分成。我让多杰回的电话，他跟人家说师傅不同意，佛像不能随便印在"
              "丝巾上让人围在脖子上。他说得对。",
              "明白，这个不做。"),
         turn("隆务寺的管家也来了，说寺里要我们出一个" + mural + "。这个是寺里交代的事，不能忘。",
              "记下了，藏历新年前要交。"),
         turn("还有一个麻烦，" + gap + "，客人拿来问真假，我们也说不清。",
              "这个确实是个缺口，以后可以慢慢补登记。")),
        (turn("画一幅大的要一年多，有没有快一点的办法？",
              "有的画室用" + inkjet + "，线稿先喷上去，省掉起稿和铺底色的时间。"),
         turn("我给你讲个事。前几年有个老板拿来一幅，就是喷绘打的底，上面描了金，看着挺好。三年不到，底下的颜色全褪了，金还"
              "亮着，像一张旧报纸上贴了金箔。我们不那样画。",
              "明白，还是从起稿开始手画。"),
         turn("二徒弟接了个电话，有人要" + rush + "，给的钱多。我想想再说。",
              "好，你定了告诉我。"),
         turn("下礼拜二给隆务寺的度母开脸，那天要记着：" + face + "，寺里派来的喇嘛可以进。网站上那天的参观预约关掉。",
              ("", [call("edit", "Applied 1 edit.", path="source/_data/visits.yml", oldText="closed: []",
                         newText="closed: [\"下礼拜二\"]")]),
              "那天的参观预约关掉了。")),
    )
    later = (
        (6, (turn("那个三个月的大唐卡，不接。一米二的画最少画一年，三个月赶出来的不是唐卡，是糊弄人。让二徒弟回了。",
                  "好，不接这一单。"),)),
        (13, (turn("有个德国人要买一幅，问" + relic + "，我们也不知道，你知道吗？",
                   "这个我不清楚，得问海关或者文物部门，我不敢说。"),)),
    )
    return Scripted("fresh14-zh-thangka", "zh", rounds, tuple(f.facts), held_out=True, fresh14=True, later=later,
                    routine=routine_zh("thangka"))


# ---------------------------------------------------------------- bingdiao
def _bingdiao() -> Scripted:
    f = Builder()
    main = f("path", "firmware/src/main.cpp")
    show = f("path", "shows/dragon.lua")
    river = f("constraint", "冰只用松花江上游采的")
    scaffold = f("constraint", "零下二十五度以下不许一个人上脚手架")
    upload = f("command", "pio run -e esp32dev -t upload")
    monitor = f("command", "pio device monitor -b 115200")
    overflow = f("failure", "region `dram0_0_seg' overflowed by 18432 bytes")
    nil = f("failure", "shows/dragon.lua:88: attempt to index a nil value (field 'tail')")
    acrylic = f("rejected", "用亚克力做假冰雕")
    dmx = f("rejected", "换成 DMX 灯控台")
    night = f("rejected", "夏天展馆开夜场到十二点")
    contract = f("identifier", "BXSJ-2025-A17")
    hall = f("number", "零下 8 度")
    leds = f("number", "600 颗")
    power = f("pending", "每个冰灯的用电功率表，12 月 10 号前交")
    frostbite = f("pending", "江上采冰的工人意外险保不保冻伤")
    labels = f("pending", "给每个控制器贴上编号和位置")
    pio_out = ("Processing esp32dev (platform: espressif32; board: esp32dev; framework: arduino)\n"
               "--------------------------------------------------------------------------------\n"
               "Compiling .pio/build/esp32dev/src/main.cpp.o\nLinking .pio/build/esp32dev/firmware.elf\n"
               "/root/.platformio/packages/toolchain-xtensa-esp32/bin/../lib/gcc/xtensa-esp32-elf/8.4.0/../../../../xtensa-esp32-elf/bin/ld: "
               ".pio/build/esp32dev/firmware.elf section `.dram0.bss' will not fit in region `dram0_0_seg'\n"
               "/root/.platformio/packages/toolchain-xtensa-esp32/bin/../lib/gcc/xtensa-esp32-elf/8.4.0/../../../../xtensa-esp32-elf/bin/ld: "
               f"{overflow}\ncollect2: error: ld returned 1 exit status\n"
               "*** [.pio/build/esp32dev/firmware.elf] Error 1\n"
               "========================= [FAILED] Took 21.37 seconds =========================")
    lua_out = (f"lua5.3: {nil}\nstack traceback:\n        {show}:88: in function 'step'\n"
               f"        {show}:140: in main chunk\n        [C]: in ?")
    rounds = (
        (turn("我是哈尔滨做冰雕的老赵，手底下六个工人，冬天给冰雪大世界和商场做冰雕冰灯，夏天开个室内冰雕馆，馆里常年 " + hall +
              "。冰里的灯是我儿子小赵弄的，一个控制器带一串灯。他说要把每个控制器的灯加到 " + leds + "，改了程序，"
              f"{main}，让我帮着烧进去，他出去采冰了。",
              ("", [call("bash", pio_out, error=True, command=upload)]),
              "没烧进去，链接的时候就失败了：灯珠加到 600 颗以后，程序要的内存超过了这块板子能给的，差了 18K 左右。要么少带"
              "几颗灯，要么换一种存灯光数据的写法。"),
         turn("那先别弄了，冰雪大世界马上开园，现在的灯好好的，开园前谁也不许动固件。等小赵回来再说。",
              "好，固件不动，板子上还是原来的程序。")),
        (turn("灯光节目也有问题，龙那个，" + show + "，跑一半就停。",
              ("", [call("bash", lua_out, error=True, command="lua5.3 " + show + " --dry-run")]),
              "第 88 行要取龙尾巴那一段灯（tail），但是配置里没有这一段，所以停了。可能是小赵还没把龙尾的灯登记进去。"),
         turn("龙尾巴那段灯还没装，等小赵装好再说。你加一个应急的东西，万一节目出问题，灯能一下全变白，别黑着，游客看着吓人。",
              "可以做一个全白应急模式，节目报错就自动切过去。我加上？"),
         turn("加。",
              ("", [call("edit", "Applied 1 edit.", path="shows/common.lua", oldText="function run(show)",
                         newText="function run(show)\n  local ok = pcall(show.step)\n  if not ok then all_white() end")]),
              ("", [call("bash", "all_white: 12 zones -> 255,255,255", command="lua5.3 shows/common.lua --test-white")]),
              "加好了，节目一报错就全白。")),
        (turn("网站上写一下我们的讲究：" + river + "，上游的冰透亮，下游的发乌，雕出来一看就不一样。还有，去年冬天有个工人半夜"
              "一个人爬上去修灯，零下三十度，手冻坏了，差点出事。从今年起" + scaffold + "，两个人起，这个也写到工地的牌子上。",
              "好，网站上写讲究，安全那条我另外排一张能打印的牌子。"),
         turn("冰雪大世界的合同号是 " + contract + "，他们那边要" + power + "，我得记着这个日子。",
              "记下了，12 月 10 号前。"),
         turn("还有个事一直没弄明白：" + frostbite + "？保险公司的人说了半天我也没听懂。",
              "这个我也说不准，得看保单条款，最好让保险公司书面回答。")),
        (turn("万达那边的企划在微信上说，想让我们" + acrylic + "，说能放一整年不化。我们不做假冰。冰雕就是冰，化了明年再雕。",
              "明白，这个不接。"),
         turn("灯控这块你有什么建议？",
              "大的冰灯展一般" + dmx + "，节目能做得更细，一个人就能控全场。"),
         turn("那套东西一台好几万，我们先用现在的，小赵写的够用。",
              "好，还是用现在的控制器。"),
         turn("小赵还想" + night + "，说夏天晚上人多。再说吧。",
              "好，先放着。")),
    )
    later = (
        (7, (turn("开园了，灯都好。你帮我" + labels + "，出了毛病工人一看就知道是哪个。",
                  "好，记下了。"),
             turn("烧完固件看串口输出用什么命令？小赵走之前让我问问。",
                  "用 " + monitor + "，能看到控制器打出来的信息。"))),
        (16, (turn("夜场的事，王姐算了一下电费，说开到十二点一个月电费顶不住，不开了。小赵也没话说。",
                   "好，夜场不开。"),)),
        (29, (turn("控制器贴编号的事弄了没？就是" + labels + "。昨天坏了一个，工人找了半个钟头。",
                   "还没弄，这个还欠着。"),)),
    )
    return Scripted("fresh14-zh-bingdiao", "zh", rounds, tuple(f.facts), held_out=True, fresh14=True, later=later,
                    routine=routine_zh("bingdiao"))


SESSIONS = (_hubi(), _gouqi(), _thangka(), _bingdiao())
