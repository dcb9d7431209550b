"""Fifth fresh held-out set (Chinese): the other half of ``heldout_fresh5.py``, written the same way and
at the same time (blind, in parallel with the sixth round's rules, by someone who had not read them; from
the descriptions below, written before the dialogue; committed before its first run, not to be edited
after it). Failures come from ffmpeg, Go, Spring/Java, MySQL, Prisma (Node), Ruby, Django (its Chinese
messages) and ImageMagick, in blocks of several shapes; open items are acknowledged and left, asked again,
or asked and never answered. Routine work (``routine_zh``) is this file's own, with turns that look like
facts and are not planted (a request done at once, a lint failure fixed and rerun clean, an offer put off,
a weekly-report line asked for and reported later).

Descriptions:
- dubbing: 一家配音工作室的录音棚排期和素材管理。规则：未上映片源一律不出内网（先讲去年实习生把干声传到网盘、
  片方差点起诉）；配音演员连续录音不能超过 4 小时（以"记得"提醒，带情态）。用户用"要是……"设想让演员在家
  用自己的设备录，助手"可以是可以，但是……"（音质、片方要求棚录）；片方制片人（第三方）想用 AI 合成声音补
  台词，用户直接拒绝（演员合同）；助手提议把排期和财务系统打通，用户推迟（"等明年换了财务软件再说"）。失败：
  ffmpeg 转码报错，原因在 "Error" 那行上面；Go 测试在长日志末尾失败（FAIL 行在原因下面）。待办：导演要每场
  录音一份台词进度表（转述别人的要求，助手一句话应下没做）；演员迟到棚费算谁的（用户问了，助手没接这个话）；
  后来：月底前把第二季的排期导出给片方（截止）。
- radiology: 医院放射科技师的排班（CT、磁共振、夜班）。规则：夜班之后第二天不排白班（否定句、无情态，嵌在讲
  护理部规定的长句里）；怀孕的技师不排 CT 和介入机房（先讲上个月排错、护士长发火）。用户用祈使句说干脆让
  技师在手机上抢班，助手反提议（先报意向，系统按规则排）；助手讲别家医院的做法，提议按历史检查量自动预测
  每班人数，用户只用一个理由回绝（急诊量说变就变）；信息科（第三方）想把排班表挂到医院公众号上，用户婉拒
  （上面有手机号）。失败：Spring 启动失败的长 Maven 日志，真正原因在下面的 "Caused by"；MySQL 外键错误。
  待办：调班的审批记录还是空白（缺口）；每个人的月度夜班数统计（请求，助手应了没做，后来用户又催）；后来：
  五一值班表的截止日期。
- climbing: 一家攀岩馆的线路管理、会员和自动保护器检查。规则：自动保护器每天开馆前必须拉一次测试（安全员
  说的，转述）；没通过结组考核的会员只能玩抱石和自动保护（先讲去年有人没考过就上了先锋墙）。用户"在想"把
  线路难度交给会员投票，助手直截了当说不建议并讲理由；助手用"如果……呢"提议刷脸进馆，用户讲家长投诉的事
  回绝；岩鞋品牌（第三方）想在每条线路起步点挂二维码广告，用户"想法可以，但今年不行"。失败：Prisma 唯一约束
  错误（中间有空行，原因在最后）；Ruby 的 NoMethodError（出错位置在错误名前面）在长日志末尾。待办：换线时
  通知关注这面墙的会员（愿望）；儿童课签到表（请求，助手说修完再做）；后来：冻卡时年卡顺不顺延（问了，助手
  答了别的）。
- guji: 市图书馆古籍修复室的修复档案和扫描件。规则：修复时不能用任何胶带（先讲清刻本被胶带毁了的事）；善本
  出库要两个人同时签字（平铺直叙，嵌在长句里）。馆长（第三方）想把修复过程拍成短视频每周发，用户反提议
  （一季度一次，只拍修好的）；用户问"为什么不能"让读者在线预约看原件，助手用理由回答；助手提议 OCR 自动
  生成全文，用户生硬拒绝（"不行"，繁体竖排错得离谱）。失败：Django 迁移长日志末尾的中文校验错误；ImageMagick
  的尺寸超限（原因和 "error" 在同一行，前面是原因）。待办：修复前后的对比照片还没地方放（缺口）；省里检查前
  把今年的修复档案整理成册（截止）；后来：修复师老周托问能不能记上用纸的批次（别人的请求，后来又提了一次）。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (fifth fresh set)
_CHORES_ZH = (("把导出按钮挪到表格右上角", "导出按钮挪到右上角了"), ("统一所有页面的时间格式", "时间格式统一了"),
              ("给后台列表加上按名称排序", "后台列表能按名称排序了"), ("把重复的表单校验抽成一个函数", "表单校验抽成一个函数了"),
              ("清掉浏览器控制台里的警告", "控制台的警告清掉了"), ("把旧的接口地址换成新的", "接口地址都换成新的了"),
              ("给上传控件加上文件大小提示", "上传控件有大小提示了"), ("压缩首页的大图", "首页大图压缩好了"))
_OPENERS_ZH = ("接着做整理：{}。", "整理的下一步，{}。", "再来一项整理，麻烦{}。")


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        chore, done = _CHORES_ZH[r % len(_CHORES_ZH)]
        src = f"app/{tag}/views_{r % 4}.py"
        out = [
            turn(_OPENERS_ZH[r % 3].format(chore),
                 ("我先打开看看。", [call("read", f"def index_{r % 4}(request):\n    return render(request, 'list.html')\n" * 5,
                                          path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="'list.html'", newText="'list.html', ctx")]),
                 ("", [call("bash", f"{30 + r % 12} passed in 2.{r % 10}s", command=f"python -m pytest -q app/{tag}")]),
                 f"好了，{done}。"),
        ]
        if r % 4 == 3:
            out.append(turn("提交前跑一下 ruff。",
                            ("", [call("bash", f"{src}:{5 + r % 20}:8: F401 [*] `os` imported but unused\nFound 1 error.",
                                       error=True, command="ruff check app/")]),
                            ("有个没用到的 import，删掉。", [call("edit", "Applied 1 edit.", path=src, oldText="import os\n", newText="")]),
                            ("", [call("bash", "All checks passed!", command="ruff check app/")]),
                            "ruff 现在没问题了。"))
        if r % 5 == 1:
            out.append(turn("顺手把 README 里的启动命令改成 make dev。",
                            ("", [call("edit", "Applied 1 edit.", path="README.md", oldText="python manage.py runserver",
                                       newText="make dev")]),
                            "改好了。"))
        if r % 6 == 4:
            out.append(turn("现在列表页加载要多久？", f"本地大概 {300 + r % 9 * 20} 毫秒。"))
        if r % 7 == 2:
            out.append(turn("还有什么要顺便处理的？", "依赖里有几个小版本可以升，要不要一起升？"))
            out.append(turn("这次不用，下个版本再说。", "好，这次不动依赖。"))
        if r % 9 == 5:
            out.append(turn("周报里记一笔这次整理的进度。", "好，等这一项合并了就记。"))
        if r % 9 == 6:
            out.append(turn("周报记上了吗？", ("", [call("edit", "Applied 1 edit.", path="docs/weekly.md", oldText="## 本周",
                                                     newText="## 本周\n- 整理进度")]), "记上了。"))
        return tuple(out)

    return turns


def _dubbing() -> Scripted:
    f = Builder()
    ff = f("failure", "[aac @ 0x5581e6c0] Input contains (near) NaN/+-inf\n"
                      "[aost#0:0/aac @ 0x5581e900] Error submitting audio frame to the encoder")
    ff_out = ("Input #0, wav, from 'assets/raw/ep07_vo.wav':\n  Duration: 00:42:17.05, bitrate: 2304 kb/s\n"
              "Stream mapping:\n  Stream #0:0 -> #0:0 (pcm_s24le (native) -> aac (native))\n" + ff
              + "\n[aost#0:0/aac @ 0x5581e900] Error encoding a frame: Invalid argument\nConversion failed!")
    go_fail = f("failure", "--- FAIL: TestOverlap (0.00s)\n    rooms_test.go:58: 2 号棚被重复预订：14:00-16:00 与 15:30-17:00 重叠")
    rounds = (
        (turn(f"我们是一家配音工作室，{f('number', '4 间录音棚')}，排期一直靠前台一块白板。排期的代码我放在 "
              f"{f('path', 'studio/booking/rooms.go')}。先说一件事：去年有个实习生把一集还没上映的片子的干声传到了自己的网盘上，"
              f"片方知道后差点起诉我们。从那以后，{f('constraint', '未上映片源一律不出内网')}，拷贝、上传、发微信都不行。",
              ("", [call("read", "func Book(room Room, from, to time.Time) error {\n\treturn nil\n}\n" * 12,
                         path="studio/booking/rooms.go")]),
              f"明白，素材只走内网。棚费现在是{f('number', '每小时 600 元')}？"),
         turn(f"对。我一直在想，要是{f('rejected', '让演员在家用自己的设备录')}，排期是不是就没这么紧了？",
              "可以是可以，但是每个人家里的话筒和房间都不一样，混到一起音色对不上，后期要花更多时间去修；而且好几家片方的"
              "合同里写着必须棚录。我的建议是还是在棚里录。"),
         turn("也是，那就算了。", "好。")),
        (turn("跑一下排期的测试。",
              ("", [call("bash", long_log(130, "dub-gotest", go_fail + "\nFAIL\nFAIL\tstudio/booking\t0.213s"), error=True,
                         command=f("command", "go test ./studio/booking/ -run TestOverlap"))]),
              "判断时间段重叠的时候用了小于等于，结束和开始正好挨着也算冲突，反过来真正重叠的又漏掉了。"),
         turn(f"记得，{f('constraint', '配音演员连续录音不能超过 4 小时')}，中间必须歇半小时，嗓子会出问题的。"
              f"这次的项目编号是 {f('identifier', 'DUB-2025-0633')}。",
              "好，排期里加上这个检查。")),
        (turn(f"片方的制片人今天打电话来，说想{f('rejected', '用 AI 合成声音补台词')}，就差几句，不想再约演员进棚。",
              "你打算怎么回？"),
         turn("不行。演员合同里写得清清楚楚，声音不能拿去做合成，我们签了字的。这个没得商量。帮我把第七集的人声转一下码。",
              ("", [call("bash", ff_out, error=True,
                         command=f("command", "ffmpeg -i assets/raw/ep07_vo.wav -c:a aac -b:a 256k out/ep07_vo.m4a"))]),
              "原始人声里有一段是坏的采样，编码器遇到了非法值。"),
         turn("那段我让录音师重新导一遍。",
              f"另外，我可以{f('rejected', '把排期和财务系统打通')}，录完自动生成结算单，不用前台再抄一遍。"),
         turn("等明年换了财务软件再说，现在这套软件连接口都没有。", "好，先不做。")),
        (turn(f"导演说了，希望{f('pending', '每场录音生成一份台词进度表')}，录到哪一句一眼就能看到。原始素材都在 "
              f"{f('path', 'assets/raw/')}。",
              "好，回头做。"),
         turn(f"还有个事我一直没想明白：{f('pending', '演员迟到的话，棚费算谁的')}？上周有人迟到一个多小时。"
              "另外顺便看看这周 2 号棚还有没有空档。",
              ("", [call("bash", "周三 10:00-13:00 空\n周五 15:00-18:00 空", command="go run ./cmd/free-slots --room 2 --week")]),
              "2 号棚这周三上午和周五下午有空。")),
    )
    later = ((17, (turn(f"月底之前要{f('pending', '把第二季的排期导出给片方')}，他们要排宣传。", "收到。"),)),)
    return Scripted("fresh5-zh-dubbing", "zh", rounds, tuple(f.facts), held_out=True, fresh5=True, later=later,
                    routine=routine_zh("dub"))


def _radiology() -> Scripted:
    f = Builder()
    cause = f("failure", "Caused by: java.lang.IllegalArgumentException: Unknown shift code: N2\n"
                         "\tat rota.ShiftCode.parse(ShiftCode.java:41)")
    maven = long_log(140, "rad-maven", "[ERROR] Application run failed\n"
                                       "org.springframework.beans.factory.BeanCreationException: Error creating bean with name "
                                       "'onCallPlanner': Invocation of init method failed\n"
                                       "\tat org.springframework.beans.factory.annotation.InitDestroyAnnotationBeanPostProcessor"
                                       ".postProcessBeforeInitialization(InitDestroyAnnotationBeanPostProcessor.java:222)\n"
                                       + cause + "\n\tat rota.OnCallPlanner.load(OnCallPlanner.java:66)\n\t... 18 common frames omitted\n"
                                       "[INFO] BUILD FAILURE")
    mysql = f("failure", "ERROR 1452 (23000) at line 7: Cannot add or update a child row: a foreign key constraint fails "
                         "(`rota`.`duty`, CONSTRAINT `duty_ibfk_2` FOREIGN KEY (`machine_id`) REFERENCES `machines` (`id`))")
    rounds = (
        (turn(f"我是医院放射科的技师长，科里 {f('number', '23 名技师')}、{f('number', '3 台 CT')} 加 {f('number', '2 台磁共振')}，排班现在全靠我一个人"
              f"在 Excel 里拖。新的排班程序在 {f('path', 'rota/src/main/java/rota/OnCallPlanner.java')}。护理部去年出过一个文件，"
              f"说技师连轴转容易出差错，所以{f('constraint', '夜班之后第二天不排白班')}，这一条系统里得卡死。",
              ("", [call("read", "public class OnCallPlanner {\n  public Rota plan(Month m) { return null; }\n}\n" * 11,
                         path="rota/src/main/java/rota/OnCallPlanner.java")]),
              "好，夜班后一天只能是休息或者下夜班。"),
         turn(f"干脆{f('rejected', '让技师自己在手机上抢班')}，谁手快谁上，省得我天天被人找。",
              "抢班的话，手快的人会把好排的班都抢走，夜班没人要，最后还是你来填；而且抢的时候系统顾不上夜班后不排白班这条。"
              "要不这样：每个人先在手机上报下个月的意向，系统按规则排出来，你最后看一眼再发？"),
         turn("这个可以，就先报意向再排。", "好，我按这个做。")),
        (turn("启动一下排班服务。",
              ("", [call("bash", maven, error=True, command=f("command", "./mvnw -q spring-boot:run -pl rota"))]),
              "排班模板里有个班次代码 N2，程序里没有定义。"),
         turn("N2 是我们新加的二线夜班。上个月人工排的时候，把一个怀孕的同事排进了介入室，护士长发了很大的火。"
              f"所以{f('constraint', '怀孕的技师不排 CT 和介入机房')}，这个也要系统来挡。",
              "明白，在技师资料里加一个标记，排班时自动跳过这些机房。")),
        (turn("你有什么好主意吗？每天多少人上班全凭感觉。",
              f"我看到过一家医院的做法，{f('rejected', '按历史检查量自动预测每班人数')}，高峰日多排、淡日少排。"),
         turn("急诊量说变就变，一场车祸进来就是十几个 CT，预测不了。人数还是我来定。",
              f"好。磁共振那台的设备编号是 {f('identifier', 'MR-GE-0412')} 吗？我导入一下机房数据。"),
         turn("对。",
              ("", [call("bash", mysql, error=True, command=f("command", "mysql rota < db/import_machines.sql"))]),
              "值班表里引用了一台还没录入的机器。")),
        (turn(f"信息科来问，想{f('rejected', '把排班表挂到医院公众号上')}，说病人也能看到哪天谁值班。",
              "你的意思呢？"),
         turn("谢谢他们的好意，但是排班表上有每个人的手机号和家里情况，挂出去不合适。你帮我回一下，客气一点。"
              f"还有，{f('pending', '调班的审批记录')}到现在还是空白，谁跟谁换了只有他们自己知道。排班导出放在 "
              f"{f('path', 'rota/exports/')}。",
              "好，我写个回复给信息科。"),
         turn(f"另外帮我出一个{f('pending', '每个人的月度夜班数统计')}，年底评优要用。", "好的。")),
    )
    later = ((28, (turn(f"{f('pending', '五一值班表要在 4 月 20 日之前贴出来')}。对了，夜班数统计那个还没弄吧？护士长又问了。",
                        "还没有，我记着。"),)),)
    return Scripted("fresh5-zh-radiology", "zh", rounds, tuple(f.facts), held_out=True, fresh5=True, later=later,
                    routine=routine_zh("rad"))


def _climbing() -> Scripted:
    f = Builder()
    prisma = f("failure", "Invalid `prisma.route.create()` invocation in\n/srv/wall/src/routes/setter.ts:37:22\n\n"
                          "Unique constraint failed on the fields: (`wall_id`,`grade`,`colour`)")
    prisma_out = ("PrismaClientKnownRequestError: \n" + prisma + "\n    at Mn.handleRequestError "
                  "(/srv/wall/node_modules/@prisma/client/runtime/library.js:121:7749)\n  code: 'P2002'")
    ruby = f("failure", "app/models/membership.rb:52:in `expires_on': undefined method `+' for nil (NoMethodError)")
    ruby_tail = (ruby + "\n\n      start_date + duration\n                 ^\n"
                 "\tfrom app/models/membership.rb:61:in `renewal_notice'\n\tfrom bin/renewals:9:in `<main>'")
    rounds = (
        (turn(f"我在一家攀岩馆管线路和会员，馆里现在有 {f('number', '140 条线路')}、{f('number', '6 台自动保护器')}。"
              f"定线员录线路的代码在 {f('path', 'wall/src/routes/setter.ts')}。安全员交代过，"
              f"{f('constraint', '自动保护器每天开馆前必须拉一次测试')}，没测的那台当天就挂停用牌，"
              f"上周 {f('identifier', 'AB-TRU-2291')} 就停了一天。",
              ("", [call("read", "export async function createRoute(input: RouteInput) {}\n" * 12, path="wall/src/routes/setter.ts")]),
              "好，我在开馆检查里给每台自动保护器加一项测试记录。"),
         turn(f"我在想，能不能{f('rejected', '把线路难度交给会员投票决定')}？大家老说定级不准。",
              "不建议。投票出来的难度会跟着来爬的人走，高手多的那天就偏低，新手多就偏高，同一条线一周变三次，新会员更"
              "看不懂。定级还是定线员来定，会员可以留言说觉得偏难偏易，给定线员参考。")),
        (turn("录一条新线试试。",
              ("", [call("bash", prisma_out, error=True, command=f("command", "npx tsx wall/scripts/add-route.ts --wall B --grade 5.10a"))]),
              "B 墙已经有一条同颜色、同难度的线了，表上的唯一约束不让重复。"),
         turn("那是老线没拆。去年有个会员没考过结组就跟朋友上了先锋墙，脱落的时候朋友没拉住，差点出大事。"
              f"所以现在{f('constraint', '没通过结组考核的会员只能玩抱石和自动保护')}。",
              f"明白。如果{f('rejected', '会员卡改成刷脸进馆')}呢？前台就不用一个个核对了，结组资格也能进门就查。"),
         turn("之前隔壁馆搞过刷脸，好几个家长来投诉，说孩子的脸凭什么存在你们那儿，最后闹到要退卡。我们不碰这个。",
              "好，还是用卡。")),
        (turn(f"岩鞋品牌那边来谈赞助，想{f('rejected', '在每条线路的起步点挂二维码广告')}。",
              "你倾向于答应吗？"),
         turn("想法可以，但今年不行，墙面刚翻新，先别往上挂东西。明年再谈。跑一下会员续费提醒的脚本。",
              ("", [call("bash", long_log(110, "wall-ruby", ruby_tail), error=True,
                         command=f("command", "bundle exec ruby bin/renewals --dry-run"))]),
              "有的会员卡没有开卡日期，算到期日时拿 nil 去加了。"),
         turn(f"那是老系统导过来的卡。会员号像 {f('identifier', 'CM-08817')} 这样的都是。", "我把这些卡找出来补上日期。")),
        (turn(f"要是{f('pending', '换线的时候自动通知关注这面墙的会员')}就好了，现在换了线都没人知道。"
              f"每天的检查记录放在 {f('path', 'wall/inspections/')}。",
              "确实有用。"),
         turn(f"再帮我把{f('pending', '儿童课的签到表')}做出来，周末的课老是有家长说孩子来了没记上。",
              "好，等续费脚本修完就做。")),
    )
    later = ((22, (turn(f"问你个事：{f('pending', '会员冻结卡的时候，年卡要不要顺延')}？还有，今天 B 墙那条老线拆了没有？",
                        ("", [call("bash", "B 墙：5.10a 黄色 已拆除", command="npx tsx wall/scripts/list-routes.ts --wall B")]),
                        "B 墙那条老线已经拆了。"),)),)
    return Scripted("fresh5-zh-climbing", "zh", rounds, tuple(f.facts), held_out=True, fresh5=True, later=later,
                    routine=routine_zh("wall"))


def _guji() -> Scripted:
    f = Builder()
    django = f("failure", "django.core.exceptions.ValidationError: ['“2024-13-02” 的值有一个错误的日期格式。它的格式应该是 YYYY-MM-DD 。']")
    django_tail = ("  Applying repairs.0007_backfill_dates...Traceback (most recent call last):\n"
                   "  File \"archive/repairs/migrations/0007_backfill_dates.py\", line 23, in backfill\n"
                   "    rec.full_clean()\n" + django)
    magick = f("failure", "magick: width or height exceeds limit `archive/scans/sb0412_p017.tif' @ error/cache.c/OpenPixelCache/3911.")
    magick_out = magick + "\nmagick: no images defined `out/sb0412_p017.jpg' @ error/convert.c/ConvertImageCommand/3342."
    rounds = (
        (turn(f"我在市图书馆的古籍修复室，馆里有 {f('number', '1870 册善本')}，修复室 {f('number', '4 名修复师')}。"
              f"修复档案的模型在 {f('path', 'archive/repairs/models.py')}。前些年有人用透明胶带粘过一本清刻本的书页，"
              f"现在胶带发黄变脆，把字都吃掉了，补都补不回来。所以{f('constraint', '修复时不能用任何胶带')}，"
              "只用小麦淀粉浆糊，档案里材料那一栏也别给胶带留选项。",
              ("", [call("read", "class Repair(models.Model):\n    material = models.CharField(max_length=40)\n" * 10,
                         path="archive/repairs/models.py")]),
              "好，材料改成固定选项，没有胶带。"),
         turn(f"馆长那边想{f('rejected', '把修复过程拍成短视频每周发')}，说现在流行这个。",
              "你怎么看？"),
         turn("每周拍一次，修复师根本干不了活。我准备回馆长：一个季度拍一次，只拍已经修好的，过程不拍。",
              "这个折中挺好，我帮你起草一下给馆长的话。")),
        (turn("把档案的数据迁移跑一下。",
              ("", [call("bash", long_log(115, "guji-migrate", django_tail), error=True,
                         command=f("command", "python manage.py migrate repairs"))]),
              "有一条旧档案的日期写成了 2024-13-02，月份不对。"),
         turn("那条是手抄过来的。善本平时都在书库里，"
              f"{f('constraint', '善本出库要两个人同时签字')}，这是馆里一直以来的规矩，出库单上要有两个名字。"
              f"这批书的普查登记编号是 {f('identifier', 'GJPC-330100-01872')}。",
              "明白，出库单上两个签名都填了才能提交。")),
        (turn(f"为什么不能{f('rejected', '让读者直接在线预约看原件')}？老有人打电话来问。",
              "因为原件每翻一次都有损耗，能数字化的都已经出了扫描件，只有扫描件看不清的才调原件，而且要修复师在旁边。"
              "在线直接约原件，就绕过了这一步。可以在网上放扫描件，原件走申请。"),
         turn("对，是这个道理。把这批扫描件转成网页用的图。",
              ("", [call("bash", magick_out, error=True,
                         command=f("command", "magick archive/scans/sb0412_p017.tif -resize 2000x out/sb0412_p017.jpg"))]),
              "这页扫描的分辨率太高，超过了 ImageMagick 的像素上限。"),
         turn("那就先调一下上限再转。",
              f"好。另外我可以{f('rejected', '用 OCR 自动给扫描件生成全文')}，读者就能搜了。"),
         turn("不行。OCR 对繁体竖排错得一塌糊涂，错字放出去比没有更糟。", "好，不做 OCR。")),
        (turn(f"{f('pending', '修复前后的对比照片')}还没地方放，现在都在修复师各自的手机里。扫描件在 {f('path', 'archive/scans/')}。",
              "嗯。"),
         turn(f"下个月省里来检查，之前要{f('pending', '把今年的修复档案整理成册')}，打印出来装订，"
              f"最急的是 {f('identifier', 'SB-0412')} 那一函。", "知道了。")),
    )
    later = ((12, (turn(f"修复师老周托我问，能不能{f('pending', '在档案里记上用的纸是哪一批')}，以后出了问题好追。", "好，我记下了。"),)),
             (26, (turn("老周又问了一次用纸批次那个事，他挺着急的。", "明白，我记着呢。"),)))
    return Scripted("fresh5-zh-guji", "zh", rounds, tuple(f.facts), held_out=True, fresh5=True, later=later,
                    routine=routine_zh("guji"))


SESSIONS = (_dubbing(), _radiology(), _climbing(), _guji())
