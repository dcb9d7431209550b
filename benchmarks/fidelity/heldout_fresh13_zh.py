"""Thirteenth fresh held-out set (Chinese): the other half of ``heldout_fresh13.py``, written the same way
and at the same time (blind, against the fourteenth round's rules, by someone who had not read them; from
the descriptions below, written before the dialogue; committed before its first run, not to be edited after
it). Domains used nowhere else in the corpus (grepped): 山西老陈醋作坊, 潍坊风筝作坊, 苏州书画装裱店, 苗族银饰作坊.
Failures come from Kotlin/Gradle, Terraform, PHP, nginx, C++/CMake, Ruby, Perl and MongoDB, in blocks of
several shapes (a Kotlin "e:" line above Gradle's "What went wrong", a Terraform error in its box-drawing
frame with the cause on the last line of the box, a PHP fatal TypeError above its stack trace, an nginx
[emerg] above "test failed", a g++ error with the source line and caret below and make below that, a Ruby
NoMethodError on the first line of its backtrace, a Perl "Can't locate" above "BEGIN failed", a MongoDB
E11000 bulk-write error after ordinary mongosh output). Proposals come from a supermarket buyer (relayed),
the assistant, a nephew, a travel company's e-mail, an apprentice, an auction house on the phone, a
daughter, a brand company's letter, a scenic-area shop at a meeting; they are turned down bluntly, by a
reason alone, in two steps, by a counter-offer taken, by saying what they'll do instead, by a story, by
negating the verb, and answered only a round later after a compaction. Some proposals are accepted and
are not facts. Open items are acknowledged and left, asked again later, asked and never answered, or
stated as gaps, deadlines and someone else's ask. Routine work (``routine_zh``) is this file's own, a
WordPress site, with turns that look like facts and are not planted (a request done at once, a phpcs error
fixed and rerun clean, an offer taken up, a request deferred and reported done a round later, a failing
wp-cli smoke check fixed at once).

Descriptions:
- cu: 山西清徐一家老陈醋作坊（父亲和侄子小伟，蒸、酵、熏、淋、陈，陶缸露天晒；醋醅温度用小伟写的 Kotlin 安卓程序记，
  网店的云服务器是小伟用 Terraform 建的）。规则：讲熏醅的时候顺口说的"规矩"：熏醅只烧枣木，不用电炉；抱怨去年有人给
  缸盖塑料布闷坏了一缸，夏天晒醋的缸一律不盖塑料布（下冰雹时除外，说在规则外面）。超市采购要加焦糖色把颜色调深，用户
  转述时同一条消息里一口回绝；助手提议用不锈钢罐代替陶缸陈酿，用户只说一个理由（陶缸会呼吸）；小伟想把五年陈提前到三年
  就装瓶卖，用户先说"我想想"，压缩之后一轮才说不行。助手提议半小时记一次温度，用户接受（不是事实）。失败：Kotlin 的
  Type mismatch 在 Gradle 的 What went wrong 上面，等小伟回来改；Terraform 的 Unsupported argument 在方框里，原因在框的
  最后一行，用户不让动云上的东西。待办：县非遗中心要每道工序的照片和说明（别人的要求）；卖到新加坡的醋标签要不要印英文
  （问了没人答）；每缸醋的入缸日期和翻醅记录导成一张表（请求，应一声，后来又催）。
- fengzheng: 潍坊一家风筝作坊（老两口和一个徒弟小孙，毛竹扎骨、手绘绢面；网店是 PHP，服务器前面一个 nginx）。规则：带
  "只"：骨架只用三年以上的毛竹；长句里带例外：硬翅风筝一律不折叠发货（软翅的小燕子可以卷起来寄）。旅行社发邮件要一千只
  印他们 logo 的印刷风筝，用户的反提议（两百只手绘、挂他们的小牌子）被接受；助手提议用碳纤维杆代替竹骨，用户客气地说
  "我们还是自己削竹子"；徒弟想网店客服开到夜里十二点，先"再说"，后来一轮才回绝。助手提议订单导出按省份分组，接受
  （不是事实）。失败：PHP 的 Uncaught TypeError 在 stack trace 上面，用户说先别改钱的代码；nginx -t 的 [emerg] 在
  "test failed" 上面，等管服务器的表弟。待办：每种风筝的扎制尺寸图存电子版（请求，应一声）；寄日本的风筝竹骨要不要熏蒸
  证明（问了没人答）；后来一个截止（四月十八号风筝节开幕前交二十块展品说明牌），后来又催。
- zhuangbiao: 苏州一家书画装裱店（林师傅和女儿，托心、覆背、上墙、砑光，也修旧画；恒湿柜是女儿写的 C++ 程序控的，
  取件单是 Ruby 脚本打的）。规则："只用"：托心只用自己熬的小麦淀粉浆糊；抱怨加长句：黄梅天不在外间上墙（恒湿间里可以，
  说在规则外面）。拍卖行打电话要三天内裱好四十张拍品，用户说"我们两个星期，急的话找别家"（说我们怎么做）；助手讲有店用
  热压机代替手工托裱，用户讲一个故事回绝（十年前热压的画两年后起泡）；女儿想拿客人的画拍修复视频，父亲的反提议（拍自家
  练手的旧画）她接受了。助手提议恒湿柜超限就发短信，接受（不是事实）。失败：g++ 的 has no member named，源码和脱字符
  在下面，等女儿回来；Ruby 的 NoMethodError 在回溯第一行，取件日期空着，用户说先别填。待办：博物馆王老师要清代手卷修复
  前后的对比照片（别人的要求）；缺口：老客户寄存的画还没登记进系统；后来一个截止（春节前把寄存画的保管费单子发给客人）。
- yinshi: 贵州雷山一家苗族银饰作坊（阿妈、儿子阿勇和两个徒弟，银角、银冠、项圈，手工錾花；老订单是表哥写的 Perl 脚本
  导入，网店库存在 MongoDB）。规则："只用"：银料只用九九九足银，不掺白铜；讲寨子里的规矩：寨子里订的盛装银饰一律当面交。
  一家品牌公司来信要用冲压模子代替手工錾花，用户在同一条消息里一口回绝；助手建议给银饰镀一层防氧化层，用户"回头再说"，
  压缩之后一轮才用理由回绝（镀了就不是苗银了）；景区商店在会上想把银饰放在他们店里寄卖，用户只否定动词（"我们不寄卖"）。
  助手提议每件拍一张称重照片，接受（不是事实）。失败：Perl 的 Can't locate 在 BEGIN failed 上面，用户说新服务器上先别装
  东西；MongoDB 的 E11000 在几行正常输出之后，两件货用了同一个编号，等阿妈说哪件对。待办：寄美国的银饰报关写首饰还是
  工艺品（问了没人答）；每件银饰的重量和检测报告编号做成一张表（请求，应一声，后来又催）；后来：县文化馆要传承谱系，从
  爷爷那辈写起（别人的要求）。
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# ---------------------------------------------------------------- routine work (thirteenth fresh set)
_JOBS_ZH = (("把首页写死的电话号码改成从自定义字段读", "电话号码从自定义字段读了"),
            ("给商品页加面包屑导航", "商品页有面包屑了"),
            ("把图片懒加载打开", "图片懒加载开了"),
            ("给文章列表加分页", "文章列表能分页了"),
            ("把页脚的版权年份改成自动的", "页脚年份自动更新了"),
            ("删掉没用的 Hello Dolly 插件", "Hello Dolly 删了"),
            ("给联系表单加一个验证码", "联系表单有验证码了"),
            ("把主题里的内联样式挪进 style.css", "内联样式挪进 style.css 了"))
_ASK_ZH = ("网站的小活：{}。", "有空的时候{}。", "顺手帮我{}。", "麻烦你{}。")


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        job, done = _JOBS_ZH[r % len(_JOBS_ZH)]
        src = f"wp-content/themes/{tag}/parts/block-{r % 5}.php"
        out = [
            turn(_ASK_ZH[r % 4].format(job),
                 ("我看一下。", [call("bash", f"{src}:{2 + r % 19}:<?php the_title(); ?>",
                                    command=f"grep -rn 'the_title' wp-content/themes/{tag}/parts")]),
                 ("", [call("read", "<div class=\"block\">\n  <h2><?php the_title(); ?></h2>\n  <?php the_content(); ?>\n</div>\n" * 3,
                            path=src)]),
                 ("", [call("edit", "Applied 1 edit.", path=src, oldText="<?php the_title(); ?>",
                            newText="<?php echo esc_html( get_the_title() ); ?>")]),
                 ("", [call("bash", f"Success: 页面返回 200，耗时 {120 + r % 300} ms",
                            command="wp eval-file tools/smoke.php")]),
                 f"好了，{done}。"),
        ]
        if r % 4 == 2:
            out.append(turn("跑一下 phpcs。",
                            ("", [call("bash", f"FILE: {src}\n----------------------------------------\n"
                                               f" {4 + r % 10} | ERROR | All output should be run through an escaping function "
                                               "(WordPress.Security.EscapeOutput.OutputNotEscaped)\n"
                                               "----------------------------------------\nFOUND 1 ERROR AFFECTING 1 LINE",
                                       error=True, command=f"vendor/bin/phpcs --standard=WordPress wp-content/themes/{tag}")]),
                            ("有一处输出没转义，套上 esc_html。", [call("edit", "Applied 1 edit.", path=src,
                                                            oldText="<?php echo $label; ?>", newText="<?php echo esc_html( $label ); ?>")]),
                            ("", [call("bash", "No violations found.", command=f"vendor/bin/phpcs --standard=WordPress wp-content/themes/{tag}")]),
                            "phpcs 过了。"))
        if r % 5 == 1:
            out.append(turn("冒烟检查红了，看一下。",
                            ("", [call("bash", "Error: 页面 /shop/ 返回 500\nPHP Warning:  Undefined array key \"banner\" in "
                                               f"wp-content/themes/{tag}/front-page.php on line 12", error=True,
                                       command="wp eval-file tools/smoke.php")]),
                            ("首页横幅的设置项改过名字，模板还在读旧的键名，改成新的。",
                             [call("edit", "Applied 1 edit.", path=f"wp-content/themes/{tag}/front-page.php",
                                   oldText="$opts['banner']", newText="$opts['hero_banner'] ?? ''")]),
                            ("", [call("bash", "Success: 页面返回 200", command="wp eval-file tools/smoke.php")]),
                            "好了。"))
        if r % 6 == 3:
            out.append(turn(f"把主题版本号改成 1.{r % 12}。",
                            ("", [call("edit", "Applied 1 edit.", path=f"wp-content/themes/{tag}/style.css", oldText="Version: ",
                                       newText=f"Version: 1.{r % 12}.0 /* */ ")]),
                            "改好了。"))
        if r % 7 == 6:
            out.append(turn("现在首页打开要多久？", f"不到 {1 + r % 3} 秒。"))
        if r % 8 == 3:
            out.append(turn("还有什么能顺手收拾的？", "好几个模板都自己写了一遍日期格式，要不要合成一个函数？"))
            out.append(turn("合吧。", ("", [call("edit", "Applied 4 edits.", path=f"wp-content/themes/{tag}/inc/format.php",
                                             oldText="date( 'Y-m-d' )", newText="site_date()")]),
                            "合好了，都走一个函数。"))
        if r % 9 == 1:
            out.append(turn("回头把后台的登录地址改一下。", "好，下次一起弄。"))
        if r % 9 == 2:
            out.append(turn("登录地址改了吗？", ("", [call("bash", "Success: Updated 'login_slug' option.",
                                                       command="wp option update login_slug houtai")]),
                            "改了。"))
        return tuple(out)

    return turns


def _cu() -> Scripted:
    f = Builder()
    mismatch = f("failure", "Type mismatch: inferred type is String but Double was expected")
    gradle = ("> Task :app:preBuild UP-TO-DATE\n> Task :app:compileDebugKotlin FAILED\n"
              "w: file:///home/xiaowei/peiwen/app/src/main/java/com/laochencu/peiwen/MainActivity.kt:18:9 Variable 'unused' is never used\n"
              "e: file:///home/xiaowei/peiwen/app/src/main/java/com/laochencu/peiwen/TempLog.kt:42:27 " + mismatch + "\n\n"
              "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
              "Execution failed for task ':app:compileDebugKotlin'.\n"
              "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n"
              "   > Compilation error. See log for more details\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\n"
              "BUILD FAILED in 14s\n19 actionable tasks: 3 executed, 16 up-to-date")
    unsupported = f("failure", "An argument named \"instance_charge_typ\" is not expected here.")
    tf = ("alicloud_vpc.shop: Refreshing state... [id=vpc-2ze0k8s1]\n\n"
          "Planning failed. Terraform encountered an error while generating this plan.\n\n"
          "╷\n│ Error: Unsupported argument\n│\n│   on main.tf line 23, in resource \"alicloud_instance\" \"shop\":\n"
          "│   23:   instance_charge_typ = \"PostPaid\"\n│\n│ " + unsupported + " Did you mean \"instance_charge_type\"?\n╵")
    xun = f("constraint", "熏醅只烧枣木，不用电炉")
    caramel = f("rejected", "加焦糖色把颜色调深")
    early = f("rejected", "五年陈提前到三年就装瓶卖")
    table = f("pending", "每缸醋的入缸日期和翻醅记录导成一张表")
    rounds = (
        (turn("你好，我们是清徐的一个老醋坊，我爸带着我和侄子小伟干，蒸、酵、熏、淋、陈，一样不少，"
              f"{f('number', '一年出四十来吨醋')}。醋醅的温度现在用小伟写的安卓程序记，他改了记录那页，"
              f"{f('path', 'app/src/main/java/com/laochencu/peiwen/TempLog.kt')}，编不过去了。",
              ("", [call("bash", gradle, error=True, command=f("command", "./gradlew assembleDebug"))]),
              "记录那页从输入框读到的温度是字符串，存的地方要的是小数，类型对不上。上面那行 w: 只是个警告。"),
         turn("那是小伟的活，他去太原送货了，回来他自己改，你别动。醋醅一缸多少你也记一下，"
              f"{f('number', '每缸醋醅三百斤')}。",
              "好，温度记录那页我不动，每缸三百斤我记到缸的资料里。")),
        (turn("跟你说说我们的做法。熏醅这一步最要紧，颜色和香味都从这儿来，我们家的规矩是"
              f"{xun}，人家说电炉省事，省事出来的醋没有那个味儿。程序里要是有熏醅的记录，燃料那一栏就别给别的选项了。",
              "那熏醅记录的燃料就固定成枣木，不留别的选项。"),
         turn("还有一个我想起来就来气。去年七月下了两天雨，有个帮工怕雨水进缸，拿塑料布把缸盖上了，闷了一夜，一缸醋全馊了。"
              f"从那以后，{f('constraint', '夏天晒醋的缸一律不盖塑料布')}。下冰雹那是另一回事，盖缸盖，不是塑料布。",
              "明白，夏天晒缸不盖塑料布；冰雹的时候用缸盖。"),
         turn("网店的服务器小伟用那个 Terraform 搭的，他说这个月要换个便宜点的配置，你看看他写的对不对。",
              ("", [call("bash", tf, error=True, command=f("command", "terraform plan -out shop.plan"))]),
              f"{f('path', 'infra/main.tf')} 第 23 行参数名少打了一个字母，Terraform 不认，所以计划没生成出来。"),
         turn("先别改，云上的东西我不懂，动坏了网店就停了，等小伟回来看。",
              "好，main.tf 我不碰。")),
        (turn("前天超市的采购来了，说我们的醋颜色太浅，摆在货架上不显陈，让我们"
              f"{caramel}。我当场就说不行，那是勾兑醋的做法，我们家不干这个。",
              "那就跟超市说颜色照旧，不加任何东西。"),
         turn("对。你觉得陈酿这块还有什么能改进的？",
              f"有的醋厂{f('rejected', '用不锈钢罐代替陶缸陈酿')}，好清洗，也不怕冻裂。"),
         turn("陶缸会呼吸。",
              "明白。另外温度现在是一天记一次，要不要改成每半小时自动记一次？发酵起来温度变得快。"),
         turn("半小时一次好，改吧。",
              ("", [call("edit", "Applied 1 edit.", path="app/src/main/java/com/laochencu/peiwen/Schedule.kt",
                         oldText="TimeUnit.DAYS", newText="TimeUnit.MINUTES * 30")]),
              "改成半小时一次了，等小伟编好装上就生效。"),
         turn(f"小伟还提了一个，想把{early}，说现在年轻人不讲究，早点卖钱周转快。这个我想想。",
              "好，你想好了告诉我。")),
        (turn(f"我们的生产许可证号是 {f('identifier', 'SC10314012100235')}，印到网店的商品页上。县里非遗中心要"
              f"{f('pending', '每道工序的照片和文字说明')}，说是要出一本册子。",
              "好，许可证号我加到商品页上。"),
         turn(f"还有个事我一直没搞明白：{f('pending', '卖到新加坡的醋，标签上要不要印英文')}？有个华人超市来问货了。"
              f"另外给我把{table}。",
              "嗯。"),
         turn("这个月网店卖了多少？",
              ("", [call("bash", "2025-03: 订单 286，售出 1,140 瓶", command="curl -s localhost:8080/api/stats/month")]),
              "三月份 286 单，卖了一千一百四十瓶。")),
    )
    later = ((5, (turn("五年陈提前卖那个事，我跟小伟说了，不行。五年就是五年，瓶子上写的是五年，里头就得是五年。",
                       "好，五年陈还是陈足五年才装瓶。"),)),
             (15, (turn("入缸日期和翻醅记录那张表弄好没有？我要拿给我爸看。", "还没弄。"),)))
    return Scripted("fresh13-zh-cu", "zh", rounds, tuple(f.facts), held_out=True, fresh13=True, later=later,
                    routine=routine_zh("cu"))


def _fengzheng() -> Scripted:
    f = Builder()
    typeerr = f("failure", "Uncaught TypeError: number_format(): Argument #1 ($num) must be of type float, string given")
    php = ("同步 2025-03-01 以来的订单……\n已处理 57 单\n"
           "PHP Fatal error:  " + typeerr + " in /srv/shop/src/Order/Checkout.php:88\n"
           "Stack trace:\n#0 /srv/shop/src/Order/Checkout.php(88): number_format('128元', 2)\n"
           "#1 /srv/shop/cli/sync_orders.php(41): Order\\Checkout->total()\n#2 {main}\n"
           "  thrown in /srv/shop/src/Order/Checkout.php on line 88")
    emerg = f("failure", "nginx: [emerg] \"proxy_pass\" cannot have URI part in location given by regular expression")
    nginx = (emerg + ", or inside named location, or inside \"if\" statement, or inside \"limit_except\" block in "
             "/etc/nginx/conf.d/shop.conf:31\nnginx: configuration file /etc/nginx/nginx.conf test failed")
    bamboo = f("constraint", "骨架只用三年以上的毛竹")
    fold = f("constraint", "硬翅风筝一律不折叠发货")
    night = f("rejected", "网店客服开到夜里十二点")
    drawings = f("pending", "每种风筝的扎制尺寸图都存一份电子版")
    rounds = (
        (turn("你好，我们在潍坊做风筝，老两口加一个徒弟小孙，扎、糊、绘、放都是手上的活，"
              f"{f('number', '一年卖三千多只')}。网店是找人做的 PHP，订单同步那块今天报错了，代码在 "
              f"{f('path', 'shop/src/Order/Checkout.php')}。",
              ("", [call("bash", php, error=True, command=f("command", "php cli/sync_orders.php --since=2025-03-01"))]),
              "第 58 单的金额带了个\"元\"字，是字符串，算总价的函数要的是数字。"),
         turn("那单是小孙手填的。钱的代码先别动，算错了比报错还麻烦，我让做网店的小伙子来看。",
              "好，算钱的地方我不碰。")),
        (turn(f"跟你交代一下我们的讲究。材料上，{bamboo}，当年的嫩竹子削出来软，风一大就折，客人放一次就散架。"
              "进料的时候程序里记一下竹子的年份。",
              "好，进料记录加一栏竹龄，不到三年的提示不能用。"),
         turn("发货也有规矩，去年有个快递员嫌盒子大，把一只沙燕硬折了塞进小箱子，到了客人手里竹骨全断，"
              f"所以现在{fold}，盒子再大也得整只寄，软翅的小燕子能卷起来的不算。",
              "那发货单上硬翅的就只给整只的大盒子选。"),
         turn("服务器那边我表弟加了个什么规则，网站就打不开了。",
              ("", [call("bash", nginx, error=True, command=f("command", "sudo nginx -t"))]),
              f"{f('path', '/etc/nginx/conf.d/shop.conf')} 第 31 行，正则的 location 里 proxy_pass 后面带了路径，nginx 不允许，配置检查没过。"),
         turn("服务器是我表弟管的，你别改，我让他晚上自己弄。",
              "好，我不动 nginx。")),
        (turn("旅行社发邮件来，想让我们"
              f"{f('rejected', '做一千只印他们logo的印刷风筝')}当纪念品。我回信说印刷的我们不做，可以给他们做两百只手绘的，"
              "风筝尾巴上挂一块印他们名字的小牌子。他们回信说行。",
              "那就是两百只手绘的，挂小牌子。要不要给这单建个订单？"),
         turn(f"建吧，订单号用 {f('identifier', 'WF20250314-0087')}。",
              ("", [call("bash", "已创建订单 WF20250314-0087：手绘沙燕 ×200，附挂牌", command="php cli/new_order.php WF20250314-0087")]),
              "建好了。"),
         turn("你说骨架这块还有啥能改的？",
              f"现在不少风筝厂{f('rejected', '用碳纤维杆代替竹骨')}，轻，也不怕潮。"),
         turn("谢谢，我们还是自己削竹子。",
              "好。还有一个：订单导出现在是一长串，要不要按省份分组，方便打快递单？"),
         turn("按省份分好，弄吧。",
              ("", [call("edit", "Applied 1 edit.", path="shop/src/Order/Export.php", oldText="ORDER BY created_at",
                         newText="ORDER BY province, created_at")]),
              "导出按省份分组了。")),
        (turn(f"小孙说想把{night}，说年轻人都夜里逛网店。再说吧。我们最大的那条蜈蚣"
              f"{f('number', '有三十米长')}，要给它拍个视频放首页。",
              "好，视频有了我放到首页。"),
         turn(f"还有，把{drawings}，我老了，记不住。另外有个问题：{f('pending', '寄到日本的风筝，竹骨要不要熏蒸证明')}？",
              "好的。"),
         turn("这礼拜的单多少？",
              ("", [call("bash", "本周：订单 64，待发货 19", command="php cli/stats.php --week")]),
              "六十四单，还有十九单没发。")),
    )
    later = ((6, (turn("小孙说的客服开到夜里那个，不开。我们两口子晚上九点就睡了，小孙也得歇着，第二天还要削竹子。",
                       "好，客服还是原来的时间。"),)),
             (13, (turn(f"风筝节的人来电话了，{f('pending', '四月十八号开幕前要交二十块展品说明牌')}。", "好，记下了。"),)),
             (22, (turn("说明牌的事你弄了没有？风筝节快到了。", "还没弄。"),)))
    return Scripted("fresh13-zh-fengzheng", "zh", rounds, tuple(f.facts), held_out=True, fresh13=True, later=later,
                    routine=routine_zh("fengzheng"))


def _zhuangbiao() -> Scripted:
    f = Builder()
    nomember = f("failure", "error: 'class Hygro' has no member named 'readRH'; did you mean 'readRh'?")
    cmake = ("[ 25%] Building CXX object CMakeFiles/hengshi.dir/src/hygro.cpp.o\n"
             "[ 50%] Building CXX object CMakeFiles/hengshi.dir/src/controller.cpp.o\n"
             "/home/lin/hengshi/src/controller.cpp: In member function 'void Controller::tick()':\n"
             "/home/lin/hengshi/src/controller.cpp:64:23: " + nomember + "\n"
             "   64 |     double rh = hygro.readRH();\n      |                       ^~~~~~\n      |                       readRh\n"
             "gmake[2]: *** [CMakeFiles/hengshi.dir/build.make:90: CMakeFiles/hengshi.dir/src/controller.cpp.o] Error 1\n"
             "gmake[1]: *** [CMakeFiles/Makefile2:83: CMakeFiles/hengshi.dir/all] Error 2\ngmake: *** [Makefile:91: all] Error 2")
    nomethod = f("failure", "undefined method `strftime' for nil:NilClass (NoMethodError)")
    ruby = ("/home/lin/quhuo/lib/receipt.rb:27:in `block in render': " + nomethod + "\n"
            "\tfrom /home/lin/quhuo/lib/receipt.rb:22:in `each'\n"
            "\tfrom /home/lin/quhuo/lib/receipt.rb:22:in `render'\n"
            "\tfrom bin/receipts.rb:14:in `<main>'\n")
    paste = f("constraint", "托心只用自己熬的小麦淀粉浆糊")
    auction = f("rejected", "三天内裱好四十张拍品")
    video = f("rejected", "拿客人的画拍修复视频")
    deposit = f("pending", "老客户寄存的画还没登记进系统")
    rounds = (
        (turn("你好，我姓林，在苏州开一家裱画店，三十多年了，现在和女儿一起做，托心、覆背、上墙、砑光，也修旧画，"
              f"{f('number', '一年裱五六百幅')}。恒湿柜是女儿写的程序控的，她换了个传感器的库，现在编不过了，"
              f"代码在 {f('path', 'hengshi/src/controller.cpp')}。",
              ("", [call("bash", cmake, error=True, command=f("command", "cmake --build build -j4"))]),
              "新的传感器库把读湿度的函数名改成了小写的 readRh，控制程序还在叫旧名字。"),
         turn("等她回来弄吧，她说这个库她还要再看看，别的地方可能也改了。恒湿柜现在手动开着，不碍事。",
              "好，代码先不动。")),
        (turn(f"说说我们店里的规矩。浆糊是裱画的根本，{paste}，化学胶图省事，可过几年就发黄变脆，揭都揭不下来，"
              "以后修画的人要骂我们。记材料的时候别给我写成别的。",
              "好，材料单上浆糊只记小麦淀粉浆，不列别的胶。"),
         turn("还有，苏州一到黄梅天，墙上全是潮气，前年我徒弟图快，梅雨里在外间上墙挣平，一张画干了以后全是褶子，赔了人家一千多。"
              f"所以现在{f('constraint', '黄梅天不在外间上墙')}，要上墙就进恒湿间。",
              "明白，黄梅天排活的时候上墙都排进恒湿间。"),
         turn("取件单打不出来了。",
              ("", [call("bash", ruby, error=True, command=f("command", "bundle exec ruby bin/receipts.rb 2025-03"))]),
              f"有一张单子的取件日期是空的，打印的时候格式化日期就出错了，出错的地方在 {f('path', 'quhuo/lib/receipt.rb')} 第 27 行。"),
         turn("那是张先生那单，他还没定哪天来拿，日期就让它空着，先别填。",
              "好，那张单我不改。")),
        (turn("上午拍卖行打电话来，说下个月有个拍卖会，要我们"
              f"{auction}。我跟他们说了，我们裱一张画要两个星期，浆糊得干透，急的话你们找别家。",
              "那就还是两星期的工期。"),
         turn("你说有没有办法快一点？",
              f"上海有家店{f('rejected', '用热压机代替手工托裱')}，一天能托几十张。"),
         turn("十年前我师兄那儿也进过一台热压机，头一年看着挺好，两年以后送回来的画一张张起泡，揭开一看胶全糊在画心上，"
              "师兄后来把机器当废铁卖了。",
              "明白了。另外恒湿柜要是湿度超了，要不要让它给你手机发个短信？"),
         turn("发短信好，你跟我女儿说一声，让她弄。",
              ("", [call("edit", "Applied 1 edit.", path="hengshi/config/alert.toml", oldText="sms = false", newText="sms = true")]),
              "短信提醒的开关打开了，等她把程序编好就能用。"),
         turn(f"我女儿想{video}，放到网上，说现在大家爱看这个。我说客人的东西不能拿出去拍，拿咱们自己练手的旧画拍吧，她也同意了。",
              "那就拍自家练手的旧画。")),
        (turn(f"一幅四尺立轴我们收{f('number', '八百元')}，镜片另算。博物馆的王老师要"
              f"{f('pending', '那幅清代手卷修复前后的对比照片')}，他们要写报告。取件单号 "
              f"{f('identifier', 'QJ-0325-112')} 就是那幅手卷。",
              "好，我在那张单子下面记上要照片。"),
         turn(f"还有件事一直拖着，{deposit}，有些放了十几年了，全在我脑子里。",
              "那些画要是找不着主人就麻烦了。"),
         turn("这个月还有多少没取的？",
              ("", [call("bash", "未取件：23 张，其中超过三个月 6 张", command="bundle exec ruby bin/pending.rb")]),
              "二十三张没取，六张放了三个月以上。")),
    )
    later = ((14, (turn(f"对了，{f('pending', '春节前要把寄存画的保管费单子发给客人')}，去年就没发。", "好。"),)),)
    return Scripted("fresh13-zh-zhuangbiao", "zh", rounds, tuple(f.facts), held_out=True, fresh13=True, later=later,
                    routine=routine_zh("zhuangbiao"))


def _yinshi() -> Scripted:
    f = Builder()
    cantlocate = f("failure", "Can't locate Text/CSV_XS.pm in @INC (you may need to install the Text::CSV_XS module)")
    perl = (cantlocate + " (@INC contains: /etc/perl /usr/local/lib/x86_64-linux-gnu/perl/5.36.0 "
            "/usr/local/share/perl/5.36.0 /usr/lib/x86_64-linux-gnu/perl5/5.36 /usr/share/perl5) at "
            "orders/bin/import_orders.pl line 6.\nBEGIN failed--compilation aborted at orders/bin/import_orders.pl line 6.\n")
    dup = f("failure", "E11000 duplicate key error collection: yinshi.products index: sku_1 dup key: { sku: \"XQ-018\" }")
    mongo = ("Current Mongosh Log ID:\t6601a2f3c4e5\nConnecting to:\t\tmongodb://127.0.0.1:27017/yinshi\n"
             "Using MongoDB:\t\t7.0.6\n已读取 14 件新品\n"
             "MongoBulkWriteError: " + dup + "\n"
             "Result: BulkWriteResult {\n  insertedCount: 11,\n  matchedCount: 0,\n  writeErrors: 1\n}\n")
    silver = f("constraint", "银料只用九九九足银，不掺白铜")
    plating = f("rejected", "给银饰镀一层防氧化层")
    customs = f("pending", "寄到美国的银饰，报关单上写首饰还是写工艺品")
    sheet = f("pending", "每件银饰的重量和检测报告编号做成一张表")
    rounds = (
        (turn("你好，我们是雷山的一家银匠铺，我阿妈是老银匠，我叫阿勇，还有两个徒弟，做银角、银冠、项圈、手镯，全是手工錾花。"
              f"{f('number', '一顶银角要用两公斤多银子')}。以前的订单是我表哥写的 Perl 脚本导的，"
              f"{f('path', 'orders/bin/import_orders.pl')}，搬到新服务器上就跑不起来了。",
              ("", [call("bash", perl, error=True, command=f("command", "perl orders/bin/import_orders.pl 2025-03.csv"))]),
              "新服务器上没装脚本要用的读 CSV 的模块，脚本第 6 行一加载就停了。"),
         turn("新服务器先别往上装东西，表哥说他要统一装，你装了他不知道。等他。",
              "好，不装，脚本先放着。")),
        (turn(f"跟你说我们家的规矩。{silver}。外面很多铺子掺白铜，又硬又亮，便宜，可那不是银，戴几年就发黑掉皮。"
              "网店的材质那一栏，就写足银，别的选项不要。",
              "好，材质只留足银。"),
         turn("还有，我们寨子里的人订银饰，都是给姑娘出嫁、过苗年穿的，"
              f"{f('constraint', '寨子里订的盛装银饰一律当面交')}，要一件件给人家戴上试，不走快递，也不走网店。",
              "那寨子里的订单就不进网店的发货流程，只记交货日期。"),
         turn("网店新品我让徒弟录进去了，你导一下。",
              ("", [call("bash", mongo, error=True, command=f("command", "mongosh yinshi --file scripts/load_products.js"))]),
              f"{f('path', 'scripts/load_products.js')} 里有两件新品用了同一个编号 XQ-018，第二件被拒了，其他十一件进去了。"),
         turn("那是两只项圈，徒弟编号编重了，哪只该是 XQ-018 我得问阿妈，先放着。",
              "好，重复的那件先不动。")),
        (turn("上礼拜来了封信，一个做首饰的品牌公司，说想跟我们合作，让我们"
              f"{f('rejected', '用冲压模子代替手工錾花')}，说一天能出几百件。不做。手工錾的花才是我们的东西。",
              "明白，不合作冲压。"),
         turn("银子放久了会发黑，客人老问怎么办。",
              f"有的银饰店会{plating}，这样不容易发黑。"),
         turn("这个回头再说吧。你先告诉我，网店上哪些卖得最好？",
              ("", [call("bash", "1. 錾花手镯 52 件\n2. 小银铃项链 31 件\n3. 蝴蝶纹耳环 27 件", command="mongosh yinshi --eval 'db.sales.top(3)'")]),
              "錾花手镯最好卖，五十二件，其次小银铃项链和蝴蝶纹耳环。"),
         turn("县里开旅游会，景区商店的老板说想"
              f"{f('rejected', '把我们的银饰放在他们店里寄卖')}，他们抽三成。我们不寄卖。",
              "好。另外，每件银饰出门前要不要拍一张在秤上的照片，存在订单里？客人问重量的时候有凭据。"),
         turn("拍，这个好。",
              ("", [call("edit", "Applied 1 edit.", path="scripts/order_fields.js", oldText="fields: [",
                         newText="fields: ['weigh_photo', ")]),
              "订单里加了一个称重照片。")),
        (turn(f"一个大项圈{f('number', '重四百八十克')}，我们的检测报告编号是 {f('identifier', 'GZ-LS-0416')}，商品页上都要有。"
              f"有个问题一直没人说得清楚：{customs}？",
              "检测报告编号我加到商品页上。"),
         turn(f"再帮我把{sheet}。", "嗯。")),
    )
    later = ((5, (turn("镀防氧化层那个我想过了，不镀。镀了就不是苗银了，发黑了拿牙膏擦擦就亮，这是银子本来的样子。",
                       "好，不镀，商品页上写清楚怎么擦。"),)),
             (18, (turn("重量和检测编号那张表做了没有？有客人要。", "还没做。"),)),
             (24, (turn(f"县文化馆来人了，要一份{f('pending', '传承谱系，从我爷爷那辈写起')}，说要申报。", "好的，记下了。"),)))
    return Scripted("fresh13-zh-yinshi", "zh", rounds, tuple(f.facts), held_out=True, fresh13=True, later=later,
                    routine=routine_zh("yinshi"))


SESSIONS = (_cu(), _fengzheng(), _zhuangbiao(), _yinshi())
