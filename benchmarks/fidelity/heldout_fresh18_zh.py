"""Eighteenth fresh held-out set (Chinese): written blind, against the nineteenth round's rules, by someone
who had not read them; committed before its first run and not to be edited after it. See
``heldout_fresh18.py`` for how the set was written.

Domains used nowhere else in the corpus (grepped with ``grep -l``): a Longquan celadon kiln (龙泉青瓷), a
Tibetan incense workshop (藏香作坊), a northern-Shaanxi paper-cutting family (陕北剪纸) and a Chaozhou
pewter workshop (潮州锡器). Proposals come from an online-shop agency (through the potter's daughter), the
assistant, a scenic-area shop (on the phone, through an apprentice), a Chengdu wholesaler (through the
incense maker's wife), a volunteer, the county culture bureau (through the village secretary), a
cultural-products company, a cousin and a tea merchant. Failures are multi-line blocks from Lua on an
OpenWrt box, pnpm, the .NET compiler, nginx, Go modules, a Docker build, PHP and rsync. Routine work
(``routine_zh``) is this file's own, a small Rust axum order service; it has turns that look like facts and
are not planted.

Descriptions:
- celadon: 叶师傅 has a celadon kiln in 龙泉 with his daughter 叶青 (the online shop) and an apprentice
  阿斌. A Lua script on an OpenWrt router logs the kiln's thermocouple; the shop site is built with pnpm.
  Rules: said as how the kiln works, any piece with a flawed crackle is smashed, never sold as seconds; as a
  complaint about a firing left to a phone chart, someone stays by the kiln the whole firing (except the
  last cooling night). An online agency, through 叶青, wants nightly live selling: no, bluntly. The
  assistant suggests 3D-printed moulds: turned down by a reason alone. A scenic-area shop, on the phone
  through 阿斌, wants its own logo on the base; the counter-offer (a joint series, the kiln's mark stays) is
  taken. The assistant's CSV export of the firing curve is accepted (not a fact). Numbers: reduction at
  about 1280℃; 78 pieces a firing. Identifier: the kiln controller's serial. Failures: the Lua logger does
  arithmetic on nil (the thermocouple reads nothing), left until the new probe arrives; pnpm refuses a stale
  lockfile, left for 叶青's cousin who added a package. Left to do: new product photos (acknowledged,
  repeated); an unanswered question (does export to Japan need a lead/cadmium test); later, the scenic
  shop's contract by 15 June.
- incense: 次仁 makes Tibetan incense in 尼木 with his wife 拉姆. A volunteer wrote a .NET console app for
  stock and orders; the little site is served by nginx. Rules: inside a long explanation of the paste, no
  chemical fragrance ever goes in; as a complaint about a spoiled batch, drying incense never sits in direct
  sun. A Chengdu wholesaler, through 拉姆, wants coloured sticks; 次仁 says he'll think and says no a round
  later. The assistant suggests an extrusion machine: he says what they'll do instead (the horn extruder).
  The volunteer suggests moving to a hosted shop platform: polite no. The assistant's batch-number column is
  accepted (not a fact). Numbers: sticks 20 cm long; 15 kg of paste a batch. Identifier: the heritage base
  number. Failures: the .NET build can't find ClosedXML, left until the volunteer is back online; nginx can't
  load the certificate, left until 次仁's nephew renews it. Left to do: an English product page
  (acknowledged, repeated); an unanswered question (does posting incense to Taiwan need a quarantine
  certificate); later, a Lhasa mall's samples by 1 August.
- papercut: 高大娘 is an old paper-cutter in 延川; her granddaughter 小燕 runs the shop side. A Go tool
  watermarks scans; a small shop backend runs in Docker. Rules: said as a family rule, the originals are
  never sold, only prints of the scans; as a complaint about a customer, changes are never made on 大娘's
  own piece, a new one is cut instead. The county culture bureau, through the village secretary, wants
  laser-cut mass production: turned down with a reason. The assistant suggests digital collectibles:
  bluntly no. A cultural-products company wants an exclusive licence; the counter-offer (non-exclusive, one
  year) is taken. The assistant's watermark in the lower right is accepted (not a fact). Numbers: scans at
  1200 dpi; boxes 30×40 厘米. Identifier: the trademark number. Failures: go can't find a module version,
  left until 小燕's classmate checks; docker runs out of disk, left until the server is upgraded. Left to
  do: a portfolio page (acknowledged, repeated); an unanswered question (who holds the copyright on old
  traditional patterns); later, the bureau's application papers by 10 September.
- pewter: 陈师傅 makes pewter tea caddies in 潮州; his son 陈浩 keeps an old PHP site and an rsync backup.
  Rules: as how the workshop works, tea caddies are pure tin, no lead; as a complaint about a misspelt
  engraving, no engraving starts before the customer signs off the lettering. A cousin wants them on
  Amazon, through an agency: no, a round later. The assistant suggests moving to Shopify: the counter-offer
  (just upgrade PHP) is what 陈浩 does instead. A tea merchant wants a silver plating: politely no, with a
  reason. The assistant's earlier backup time is accepted (not a fact). Numbers: a one-jin caddy weighs 380
  克; tin at 99.9%. Identifier: the cloud instance id. Failures: PHP's PDO connection is refused (the
  database moved), left until the host answers; rsync is denied on the backup share, left. Left to do: an
  engraving order page (acknowledged, repeated); an unanswered question (whether old-tin trade-ins need an
  invoice); later, the tea fair's exhibit list by 20 October.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn


# ---------------------------------------------------------------- celadon
def _celadon() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我姓叶，在龙泉烧青瓷。窑上有个温度记录的小程序，是去年请人写的，跑在一个刷了 OpenWrt 的路由器上，"
            "脚本在 " + f("path", "/root/kiln/logger.lua") + "。这两天曲线是空的，你帮我看看。我平时是这样跑的："
            + f("command", "lua /root/kiln/logger.lua /dev/ttyUSB0 9600") + "。",
            ("我先照你的方式跑一下。", [
                call("bash",
                     "kiln logger 0.3 start, port=/dev/ttyUSB0 baud=9600\n"
                     "read frame: 02 03 00\nread frame: (timeout)\n"
                     "lua: " + f("failure", "/root/kiln/logger.lua:42: attempt to perform arithmetic on a nil value (local 'temp')")
                     + "\nstack traceback:\n\t/root/kiln/logger.lua:42: in function 'sample'\n"
                     "\t/root/kiln/logger.lua:88: in main chunk\n\t[C]: in ?",
                     error=True, command="lua /root/kiln/logger.lua /dev/ttyUSB0 9600"),
            ]),
            "串口读不到数据，temp 是空的，第 42 行拿空值去算就崩了。多半是热电偶或者变送器那头没有信号。",
        ),
        turn(
            "那就是探头坏了，上个月就有点不准。新的探头厂家说下礼拜寄到，到时候再弄，现在先别改程序。"
            "对了，窑控制器背面的编号是 " + f("identifier", "KX-2209-0417") + "，厂家问过我两次了，你记一下。",
            "好，程序先不动，等新探头到了再看。编号记下了。我另外可以把每一窑的温度曲线导出成 CSV，方便你发给厂家看，要不要？",
        ),
        turn(
            "要的，这个好。",
            ("加一个导出函数。", [
                call("edit", "ok", path="/root/kiln/logger.lua", old="local function sample()", new="local function export_csv(path)\n  -- 每窑一份\nend\n\nlocal function sample()"),
            ]),
            "导出加好了，每窑一份 CSV，文件名按开窑日期。",
        ),
        turn(
            "我跟你讲讲我们窑上的规矩，你写网店文案的时候用得着。梅子青、粉青都是还原焰，"
            + f("number", "烧到1280℃左右") + "，一窑装 " + f("number", "78 件") + "，出窑以后我一件一件看，"
            + f("constraint", "开片不对的一律砸掉，不当次品卖") + "，这个没得商量，龙泉的名声就是这么守下来的。",
            "明白，文案里不会出现“次品”“瑕疵价”这类说法。",
        ),
    )
    r2 = (
        turn(
            "我女儿叶青管网店。她那边有个代运营公司，说要我们每天晚上开直播卖货，说现在不直播就没人买。",
            "直播确实能带流量。要不要我先帮她列一下直播需要的设备和时间？",
        ),
        turn(
            "不要。我们是做瓷的，不是卖货的。",
            "好，" + f("rejected", "每天晚上开直播") + "这个就不考虑了。",
        ),
        turn(
            "网店的页面是叶青的表弟搭的，说是用 pnpm 打包。她让我跑一下 "
            + f("command", "pnpm install --frozen-lockfile && pnpm build") + "，你帮我跑。",
            ("跑一下。", [
                call("bash",
                     "Lockfile is up to date, resolution step is skipped\n"
                     " ERR_PNPM_OUTDATED_LOCKFILE  "
                     + f("failure", "Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to date with package.json")
                     + "\n\nNote that in CI environments this setting is true by default. If you still need to run install in such "
                     "cases, use \"pnpm install --no-frozen-lockfile\"\n\n"
                     "    Failure reason:\n    specifiers in the lockfile ({\"vite\":\"^5.0.0\"}) don't match specs in package.json "
                     "({\"vite\":\"^5.0.0\",\"swiper\":\"^11.1.0\"})",
                     error=True, command="cd ~/shop && pnpm install --frozen-lockfile && pnpm build"),
            ]),
            "package.json 里新加了 swiper，但锁文件没更新。我可以去掉 frozen-lockfile 重新装，不过这样会改锁文件。",
        ),
        turn(
            "那是表弟加的，让他自己弄，我不懂这些别给他搞乱了。商品的数据在 "
            + f("path", "shop/src/data/products.json") + "，你先把上周新出的两件斗笠碗加进去。",
            ("加两条商品。", [
                call("edit", "ok", path="shop/src/data/products.json", old="\n]", new=",\n  {\"name\": \"梅子青斗笠碗\", \"series\": \"2024春\"},\n  {\"name\": \"粉青斗笠碗\", \"series\": \"2024春\"}\n]"),
            ]),
            "加好了，两件斗笠碗在 2024 春的系列里。锁文件那个问题我留给表弟。",
        ),
        turn(
            "还有，网店的照片太旧了，有空帮我弄个新的产品照片页面，叶青拍了一批。另外我一直想问："
            + f("pending", "我们的瓷器卖到日本要不要做铅镉溶出的检测") + "？问了几个人都说不清楚。",
            "照片页面我记下了，等叶青把照片发过来。铅镉检测这个我这边没法确定，要问日本那边的进口商或者检测机构。",
        ),
    )
    r3 = (
        turn(
            "你上回说可以用 3D 打印做模具，省得阿斌一个个拉坯。我想了一下，拉坯就是手艺，模子出来的东西就没有那个味道了。",
            "明白，" + f("rejected", "用3D打印做模具") + "不做，继续手工拉坯。",
        ),
        turn(
            "上礼拜差点出事。阿斌烧窑的时候跑去吃饭，说手机上看着曲线呢。曲线能看出窑里什么样？"
            "以后" + f("constraint", "烧窑的时候窑边必须有人守着") + "，只有最后降温那一夜可以回去睡。",
            "记下了：整个烧成要有人在窑边，只有最后降温那一夜例外。",
        ),
        turn(
            "阿斌接了个电话，是景区里一家店，想在我们的碗底下印他们店的标。阿斌跟他们说底款必须是我们叶家窑的，"
            "可以做一个联名系列，盒子上印他们的名字，他们说行。",
            "好，所以" + f("rejected", "在碗底印景区店的标") + "没答应，改成联名系列，底款还是叶家窑的，对方同意了。",
        ),
    )
    later = (
        (4, (
            turn(
                "景区那家店说" + f("pending", "联名的合同要在6月15日之前签好") + "，他们要赶暑假。合同我还没看。",
                "记下了日期，合同还没看，也还没签。",
            ),
        )),
        (5, (
            turn(
                "照片页面呢？叶青问我好几次了。",
                "还没做，" + f("pending", "新的产品照片页面") + "还在待办里，叶青的照片一到我就开始。",
            ),
        )),
    )
    return Scripted(
        name="fresh18-zh-celadon", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts),
        held_out=True, fresh18=True, later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- incense
def _incense() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "扎西德勒。我叫次仁，在尼木做藏香，家里几代人都做。我们的香泥是柏木粉加上藏红花、甘松这些药材，"
            "用水磨磨出来的木粉和上药粉，要揉很久，"
            + f("constraint", "香泥里一点化学香精都不能加") + "，有人说加一点香味更冲、卖得好，那就不是尼木藏香了。"
            "好，说正事：有个志愿者帮我们写了个管库存和订单的程序，代码在 "
            + f("path", "C:\\zangxiang\\Inventory\\Program.cs") + "，现在编译不过。",
            ("我编译一下看看。", [
                call("bash",
                     "  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
                     "C:\\zangxiang\\Inventory\\Export.cs(3,7): " + f("failure", "error CS0246: The type or namespace name 'ClosedXML' could not be found")
                     + " (are you missing a using directive or an assembly reference?) [C:\\zangxiang\\Inventory\\Inventory.csproj]\n"
                     "\nBuild FAILED.\n\n    0 Warning(s)\n    1 Error(s)\n\nTime Elapsed 00:00:02.41",
                     error=True, command="dotnet build C:\\zangxiang\\Inventory"),
            ]),
            "Export.cs 用到了 ClosedXML 这个包，但项目文件里没有引用，可能志愿者本地装了没提交。",
        ),
        turn(
            "他叫小周，在内地上班，周末才上线。等他来弄吧，我怕改坏了。导出月报他教我用的是 "
            + f("command", "dotnet run --project Inventory -- export --month 2024-05") + "。",
            "好，等小周。我另外有个小建议：库存表加一个批次号，哪批香出了问题能查到是哪天做的。",
        ),
        turn(
            "这个好，加吧。",
            ("加批次号字段。", [
                call("edit", "ok", path="C:\\zangxiang\\Inventory\\Models\\Stock.cs", old="public int Qty { get; set; }", new="public int Qty { get; set; }\n    public string BatchNo { get; set; } = \"\";"),
            ]),
            "加好了，BatchNo，等编译好了就能用。",
        ),
        turn(
            "我们一根香 " + f("number", "长20厘米") + "，一批和 " + f("number", "15公斤香泥") + "，你在页面上写清楚。"
            "我们是" + f("identifier", "XZ-NM-2019-036") + "号非遗传承基地，这个也写上。",
            "好，规格和基地编号都会写到产品页上。",
        ),
    )
    r2 = (
        turn(
            "拉姆说成都有个批发商，想让我们做彩色的线香，红的绿的，说年轻人喜欢。我想想再说。",
            "好，你想好了告诉我。",
        ),
        turn(
            "网站打不开了，我侄子说是证书的问题。配置在 " + f("path", "/etc/nginx/sites-enabled/zangxiang.conf") + "。",
            ("检查一下 nginx 配置。", [
                call("bash",
                     "nginx: [emerg] " + f("failure", "cannot load certificate \"/etc/nginx/ssl/zangxiang.pem\": BIO_new_file() failed")
                     + " (SSL: error:80000002:system library::No such file or directory:calling fopen(/etc/nginx/ssl/zangxiang.pem, r) "
                     "error:10000080:BIO routines::no such file)\nnginx: configuration file /etc/nginx/nginx.conf test failed",
                     error=True, command="sudo nginx -t"),
            ]),
            "证书文件不在了，可能过期后被删掉了。要重新申请一张，申请的账号在你侄子那里吗？",
        ),
        turn(
            "在他那里，他在拉萨上学，这周考试。等他考完再弄。弄好以后是不是跑 "
            + f("command", "sudo nginx -t && sudo systemctl reload nginx") + " 就行？",
            "对，证书放回去以后跑这个就行。先放着等你侄子。",
        ),
        turn(
            "上个月坏了一批香，气死我了。新来的工人把刚搓好的香摆到院子里太阳底下晒，全都裂了。"
            + f("constraint", "晾香绝对不能见直射的太阳") + "，要放在阴凉通风的棚子里。",
            "记下了，我也写进给工人的说明里。",
        ),
        turn(
            "我们现在搓香还是用牛角挤，手工一根一根挤。你觉得呢？",
            "量大的话可以考虑买一台制香机，挤出来粗细更均匀，产量能翻几倍。",
        ),
        turn(
            "机器就算了，我们还是用牛角挤，慢一点没关系，忙不过来就多请两个村里的人。",
            "好，" + f("rejected", "买制香机") + "不考虑，继续牛角手工挤，人手不够就多请人。",
        ),
    )
    r3 = (
        turn(
            "彩色线香那个，我想好了，不做。藏香就是这个颜色，染了色就是骗人。你帮我回拉姆一句，让她跟批发商说。",
            "好，" + f("rejected", "做彩色线香") + "不做，我拟一句话给拉姆转给批发商。",
        ),
        turn(
            "小周留言说，要不把网店搬到有赞上去，省得自己维护服务器。",
            "有赞确实省事。你怎么想？",
        ),
        turn(
            "谢谢小周的好意，可是平台抽成，我们的香本来就便宜，而且我侄子弄这个也不难。先不搬了，你帮我谢谢他。",
            "好，" + f("rejected", "搬到有赞") + "先不做，我会转达谢意。",
        ),
        turn(
            "还有两件事。一个是有外国客人问，要一个英文的产品介绍页，你有空弄一下。另一个我一直不知道："
            + f("pending", "香寄到台湾要不要检疫证明") + "？快递公司也说不准。",
            "英文页记下了。寄台湾要不要检疫证明我这里查不准，最好问海关或者有经验的寄件人。",
        ),
    )
    later = (
        (4, (
            turn(
                "拉萨一个商场想进我们的香，" + f("pending", "要我们8月1日之前寄三种样品过去") + "，还没寄。",
                "记下了日期，样品还没寄。",
            ),
        )),
        (5, (
            turn(
                "英文那个页面做了吗？又有人问了。",
                "还没有，" + f("pending", "英文的产品介绍页") + "还没做，我等你确认要介绍哪几种香。",
            ),
        )),
    )
    return Scripted(
        name="fresh18-zh-incense", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts),
        held_out=True, fresh18=True, later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- papercut
def _papercut() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "我是小燕，帮我奶奶高大娘打理剪纸的网店，我们在延川。奶奶剪了六十年了，扫描件我都是 "
            + f("number", "1200 dpi") + " 扫的。加水印的小程序是我同学写的，Go 语言，在 "
            + f("path", "~/jianzhi/watermark/main.go") + "。平时跑 "
            + f("command", "go run ./watermark -in scans/2024 -out web/img") + "，今天报错了。",
            ("我跑一下。", [
                call("bash",
                     "go: downloading github.com/disintegration/imaging v1.6.3\n"
                     "go: " + f("failure", "github.com/disintegration/imaging@v1.6.3: invalid version: unknown revision v1.6.3")
                     + "\ngo: downloading golang.org/x/image v0.15.0",
                     error=True, command="cd ~/jianzhi && go run ./watermark -in scans/2024 -out web/img"),
            ]),
            "go.mod 里写的 imaging v1.6.3 这个版本不存在，最新的是 v1.6.2。可能是你同学手改了 go.mod。",
        ),
        turn(
            "那我问问他是不是故意的，先别改。水印现在在正中间，太难看了，能不能挪到右下角？",
            ("改到右下角。", [
                call("edit", "ok", path="~/jianzhi/watermark/main.go", old="pos := image.Pt((w-mw)/2, (h-mh)/2)", new="pos := image.Pt(w-mw-40, h-mh-40)"),
            ]),
            "改好了，离边 40 像素，等依赖的问题解决了就能跑。",
        ),
        turn(
            "我们家有个规矩，你写店铺介绍的时候要写上：" + f("constraint", "奶奶的原作一张都不卖") + "，"
            "网店卖的全是扫描以后印的，原作留着给家里，也给以后办展览。",
            "明白，介绍里会写清楚卖的是复制品，原作不出售。",
        ),
        turn(
            "你之前说的那个，把奶奶的作品做成数字藏品卖？",
            "对，现在有些平台可以发数字藏品，可以试试。",
        ),
        turn(
            "不做。那玩意儿跟炒币差不多。",
            "好，" + f("rejected", "做数字藏品") + "不做了。",
        ),
    )
    r2 = (
        turn(
            "村支书带话来，说县文旅局想把奶奶的图样拿去用激光机批量刻，做成旅游纪念品，给村里增加收入。",
            "这样确实能多卖一些。你们怎么打算？",
        ),
        turn(
            "奶奶不同意。机器刻出来的再好看也不是剪纸，而且一批批刻出来，奶奶的东西就不值钱了。你帮我写个回复给支书，话说软一点。",
            ("写一段回复。", [
                call("write", "ok", path="letters/zhishu.txt",
                     content="王书记：谢谢县里想着我们。奶奶觉得机器刻的就不是剪纸了，这个我们就不参加了，"
                             "县里要是办剪纸培训班，奶奶愿意去教。小燕"),
            ]),
            "回复写好了：" + f("rejected", "用激光机批量刻奶奶的图样") + "不参加，另外提出可以去培训班教。",
        ),
        turn(
            "网店后台是用 Docker 跑的，我改了一下商品页，部署的时候跑 "
            + f("command", "docker compose -f deploy/docker-compose.yml up -d --build") + "，失败了。",
            ("看看日志。", [
                call("bash",
                     "[+] Building 41.7s (9/12)\n => [web 1/6] FROM docker.io/library/golang:1.22-alpine\n"
                     " => [web 4/6] COPY . .\n => ERROR [web 5/6] RUN go build -o /app/shop ./cmd/shop\n"
                     "------\n > [web 5/6] RUN go build -o /app/shop ./cmd/shop:\n"
                     "------\nfailed to solve: " + f("failure", "write /var/lib/docker/overlay2/4f1c9e/diff/root/.cache/go-build/7a/7a3e: no space left on device"),
                     error=True, command="docker compose -f deploy/docker-compose.yml up -d --build"),
            ]),
            "服务器的磁盘满了。可以清一下旧镜像腾空间，或者给服务器扩容。",
        ),
        turn(
            "这台服务器是 20G 的，我下个月续费的时候一起升级，先不动它，清了怕把数据清掉。配置在 "
            + f("path", "deploy/docker-compose.yml") + "，你别改。",
            "好，先不动，等下个月升级。",
        ),
        turn(
            "有个客人气死我了，买了奶奶的《抓髻娃娃》，非要奶奶在原来那张上加个他儿子的属相。"
            + f("constraint", "奶奶剪好的东西不在上面改") + "，要改就重新剪一张，钱另算。",
            "记下了，我会写进定制说明里：要改图案就重剪一张，另外收费。",
        ),
    )
    r3 = (
        turn(
            "西安有个文创公司想买奶奶图样的独家授权，五年。我跟他们说独家不行，可以给非独家的，先签一年，他们说可以。",
            "好，" + f("rejected", "五年的独家授权") + "没答应，改成一年的非独家授权，对方接受了。",
        ),
        turn(
            "我们的商标注册号是" + f("identifier", "第48712093号") + "，授权合同里要写上。"
            "寄剪纸用的盒子是 " + f("number", "30×40厘米") + " 的，你在购买须知里写一下尺寸。",
            "商标号会写进合同，盒子尺寸写进购买须知。",
        ),
        turn(
            "还有，我想给奶奶做一个作品集的页面，按年份排，以后申报用得着。你先记着。"
            "另外有件事没人能回答我：" + f("pending", "奶奶剪的那些老样子，著作权算她的还是算民间传统的") + "？文创公司也问。",
            "作品集页面记下了。著作权这个问题我给不了可靠的答案，要问律师或者版权局。",
        ),
    )
    later = (
        (4, (
            turn(
                "县文旅局又来了，这次是正事：" + f("pending", "非遗传承人的申报材料9月10日之前交") + "，要作品照片和简历。",
                "记下了日期，材料还没准备。",
            ),
        )),
        (5, (
            turn(
                "作品集页面开始做了吗？",
                "还没开始，" + f("pending", "奶奶的作品集页面") + "还在待办，正好申报材料也用得上，我等你把照片按年份整理出来。",
            ),
        )),
    )
    return Scripted(
        name="fresh18-zh-papercut", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts),
        held_out=True, fresh18=True, later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- pewter
def _pewter() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "我是陈浩，我爸在潮州打锡器，主要做茶叶罐。网站是好多年前做的 PHP，今天打开全是报错。"
            "数据库的配置在 " + f("path", "/var/www/xiqi/config/database.php") + "。",
            ("先看错误日志。", [
                call("bash",
                     "[14-May-2024 09:21:07 Asia/Shanghai] PHP Fatal error:  Uncaught PDOException: "
                     + f("failure", "SQLSTATE[HY000] [2002] Connection refused")
                     + " in /var/www/xiqi/lib/Db.php:18\nStack trace:\n#0 /var/www/xiqi/lib/Db.php(18): PDO->__construct()\n"
                     "#1 /var/www/xiqi/index.php(7): Db::connect()\n#2 {main}\n  thrown in /var/www/xiqi/lib/Db.php on line 18",
                     error=True, command="tail -n 8 /var/log/php/error.log"),
            ]),
            "连不上数据库，配置里写的是 127.0.0.1，但本机上没有 MySQL 在跑。数据库是不是搬到别的地方了？",
        ),
        turn(
            "好像是，阿里云前阵子发短信说要迁移什么的。我问问客服新地址，问到之前先别动。实例是 "
            + f("identifier", "i-wz9d3k7f2hq1x8m0") + "。",
            "好，等客服回复。我在这期间能做点什么？",
        ),
        turn(
            "你帮我把产品介绍改一下。我爸的规矩：" + f("constraint", "茶叶罐只用纯锡，一点铅都不掺") + "，"
            "锡料纯度 " + f("number", "99.9%") + "，一斤装的茶叶罐 " + f("number", "重380克") + "左右。这些写上。",
            ("改产品介绍。", [
                call("edit", "ok", path="/var/www/xiqi/templates/about.html", old="<p>精选锡料</p>", new="<p>纯锡打制，不含铅</p>"),
            ]),
            "改好了，纯度和重量我放在每个茶叶罐的详情页里。另外我看这个站的代码很老了，要不要干脆搬到 Shopify 上？",
        ),
        turn(
            "搬 Shopify 要钱，还要重新弄一遍，我爸不会用。我就把 PHP 升个级吧，你帮我看看升到 8 要改哪些地方。"
            "代码我平时是 " + f("command", "cd /var/www/xiqi && git pull origin master") + " 更新的，你改完我再拉。",
            "好，那就" + f("rejected", "不搬 Shopify") + "，改成在现有代码上升级到 PHP 8，我先列一下要改的地方。",
        ),
    )
    r2 = (
        turn(
            "备份是每天晚上用 rsync 推到家里的 NAS 上，定时任务在 " + f("path", "/etc/cron.d/xiqi-backup") + "，"
            "命令是 " + f("command", "rsync -avz --delete /var/www/xiqi/ backup@192.168.1.20:/volume1/backup/xiqi/")
            + "。你帮我手动跑一次看看，好像好几天没备份了。",
            ("手动跑一次。", [
                call("bash",
                     "sending incremental file list\n"
                     "rsync: [receiver] mkstemp \"/volume1/backup/xiqi/.index.php.Xk2a9Q\" failed: "
                     + f("failure", "Permission denied (13)")
                     + "\nrsync: [receiver] mkstemp \"/volume1/backup/xiqi/lib/.Db.php.Tz91aL\" failed: Permission denied (13)\n"
                     "sent 48,212 bytes  received 1,904 bytes  33,410.67 bytes/sec\ntotal size is 18,733,520  speedup is 373.80\n"
                     "rsync error: some files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) [sender=3.2.7]",
                     error=True, command="rsync -avz --delete /var/www/xiqi/ backup@192.168.1.20:/volume1/backup/xiqi/"),
            ]),
            "NAS 上那个目录 backup 用户写不进去。可能是 NAS 升级以后权限被重置了，要在 NAS 的管理界面里改。",
        ),
        turn(
            "NAS 的管理员密码在我表哥那，他出差了。先放着吧。备份时间你觉得改到几点好？",
            "现在是晚上 11 点，那时候还有客人下单，建议改到凌晨 3 点。",
        ),
        turn(
            "行，就 3 点。",
            ("改定时任务。", [
                call("edit", "ok", path="/etc/cron.d/xiqi-backup", old="0 23 * * *", new="0 3 * * *"),
            ]),
            "改好了，凌晨 3 点跑。权限的问题还是要等你表哥。",
        ),
        turn(
            "我表妹说她认识一个亚马逊代运营，让我们把茶叶罐放到亚马逊上卖到国外。我跟我爸商量一下。",
            "好，商量好了告诉我。",
        ),
        turn(
            "还有个事说起来就来气。上个月有个客人要在罐子上刻“静心”，我爸刻完了客人说他要的是“净心”。"
            "以后" + f("constraint", "刻字的活客户签字确认字样以后才开刻") + "，不签不刻。",
            "记下了，我在下单页上加一个确认字样的步骤。",
        ),
    )
    r3 = (
        turn(
            "亚马逊那个，我爸说不做，他一个人打不过来，做大了就只能找别人打，那就不是他的东西了。",
            "明白，" + f("rejected", "上亚马逊卖到国外") + "不做。",
        ),
        turn(
            "有个茶商想订五十个罐子，要求外面镀一层银，说看起来高档。",
            "镀银工艺上可以做，要我帮你问问镀银的价格吗？",
        ),
        turn(
            "不用问了。谢谢他看得起，可锡器就是要锡的本色，镀了银用久了发黑，反倒坏了名声。我爸说原色的可以给他打九折。",
            "好，" + f("rejected", "外面镀一层银") + "不做，原色的给他九折。我把这句话写进给茶商的回复里。",
        ),
        turn(
            "我想加一个定制刻字的下单页面，客户自己填字，自己确认。你有空弄。另外问你个事："
            + f("pending", "客户拿旧锡器来换新的，抵扣的那部分要不要开发票") + "？我问了两个会计说法不一样。",
            "刻字下单页记下了。旧锡抵扣开不开票我说不准，最好以当地税务局的答复为准。",
        ),
    )
    later = (
        (4, (
            turn(
                "茶博会来通知了，" + f("pending", "参展的展品清单10月20日之前要交") + "，我还没开始列。",
                "记下了日期，清单还没列。",
            ),
        )),
        (5, (
            turn(
                "刻字的下单页做了没？",
                "还没做，" + f("pending", "定制刻字的下单页面") + "还在待办，我等数据库恢复了再做，因为订单要写进库里。",
            ),
        )),
    )
    return Scripted(
        name="fresh18-zh-pewter", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts),
        held_out=True, fresh18=True, later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- routine: a Rust axum order service
def routine_zh(r: int) -> tuple:
    n = r % 6
    if n == 0:
        return (turn(
            f"给订单服务加一个第 {r} 号版本的健康检查返回，带上版本号。",
            ("改 handler。", [
                call("edit", "ok", path="orders/src/routes/health.rs", old="\"ok\"", new=f"\"ok v0.{r}\""),
            ]),
            f"好了，/healthz 现在返回 ok v0.{r}。",
        ),)
    if n == 1:
        return (turn(
            "编译一下订单服务。",
            ("编译。", [
                call("bash", f"   Compiling orders v0.{r}.0 (/srv/orders)\n    Finished `release` profile [optimized] target(s) in {20 + r % 30}.{r % 10}s",
                     command="cargo build --release"),
            ]),
            "编译通过。",
        ),)
    if n == 2:
        return (turn(
            "跑一下 clippy。",
            ("跑 clippy。", [
                call("bash", "warning: redundant clone\n  --> src/routes/orders.rs:31:27\n   |\n31 |     let id = order.id.clone();\n"
                             "   |                      ^^^^^^^^ help: remove this\n   = note: `-D clippy::redundant-clone` implied by `-D warnings`\n"
                             "error: could not compile `orders` (bin \"orders\") due to 1 previous error",
                     error=True, command="cargo clippy -- -D warnings"),
            ]),
            ("去掉多余的 clone 再跑一次。", [
                call("edit", "ok", path="orders/src/routes/orders.rs", old="let id = order.id.clone();", new="let id = order.id;"),
                call("bash", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.12s", command="cargo clippy -- -D warnings"),
            ]),
            "clippy 干净了。",
        ),)
    if n == 3:
        return (turn(
            "订单列表接口加个分页参数。",
            ("加 page 和 per_page。", [
                call("edit", "ok", path="orders/src/routes/orders.rs", old="Query(q): Query<ListQuery>", new="Query(q): Query<ListQuery>, Query(p): Query<Page>"),
            ]),
            "加好了，默认每页 20 条。要不要我顺手给分页写个测试？",
        ), turn(
            "写吧。",
            ("写测试并跑。", [
                call("bash", f"running {8 + r % 5} tests\n" + "test routes::orders::tests::paginates ... ok\n"
                             f"test result: ok. {8 + r % 5} passed; 0 failed; 0 ignored", command="cargo test"),
            ]),
            "测试通过。",
        ))
    if n == 4:
        return (turn(
            "日志里时间是 UTC，看着别扭，有空改成北京时间。",
            "好，下一轮我把 tracing 的时间格式改成东八区。",
        ),)
    return (turn(
        "跑一下测试，时区改了没有？",
        ("先跑测试。", [
            call("bash", "running 9 tests\ntest routes::health::tests::reports_version ... FAILED\n\nfailures:\n\n"
                         "---- routes::health::tests::reports_version stdout ----\nthread 'routes::health::tests::reports_version' panicked at src/routes/health.rs:22:9:\n"
                         "assertion `left == right` failed\n  left: \"ok v0.6\"\n right: \"ok\"\n\ntest result: FAILED. 8 passed; 1 failed",
                 error=True, command="cargo test"),
        ]),
        ("测试还在比老的返回值，改测试再跑。", [
            call("edit", "ok", path="orders/src/routes/health.rs", old="assert_eq!(body, \"ok\")", new="assert!(body.starts_with(\"ok\"))"),
            call("bash", "running 9 tests\ntest result: ok. 9 passed; 0 failed; 0 ignored", command="cargo test"),
        ]),
        "测试全过了。时区也改好了，日志现在是东八区时间。",
    ),)


SESSIONS = (_celadon(), _incense(), _papercut(), _pewter())
