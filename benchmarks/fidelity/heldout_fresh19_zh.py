"""Nineteenth fresh held-out set (Chinese): written blind, against the twenty-first round's rules, by someone
who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions, the earlier
blind sets beyond the first lines of one file for its format, or the benchmark's report); committed before
its first run and not to be edited after it. ``heldout_fresh19.py`` holds the English half and says more
about how both were written.

How they were written: descriptions first, then dialogues in spoken Mandarin, in domains grepped unused
(苏绣工作室, 徽墨作坊, 马头琴制作坊, 糖画摊). Proposals come from the assistant, a customer (through the
owner's nephew), the town's cultural station, a dealer, a county heritage centre (through the owner's son), a
music shop owner (through an apprentice), the owner's family (a decision relayed by his wife), a tourist-town
management office, the owner's daughter and a school teacher. Failures are multi-line blocks from Terraform,
exiftool, Ansible, Redis, KiCad's DRC, a Swift build, a Flutter release build and PowerShell; each is left
standing for a stated reason. Routine work (``routine_zh``) is this file's own: a Java Quarkus service, with
turns that look like facts and are not planted.

Descriptions:
- embroidery: 沈姐 runs a Suzhou embroidery studio in 镇湖 with a few embroiderers; her nephew 小周 put the
  online shop on Alibaba Cloud with Terraform; photos of finished pieces go through exiftool. Rules: inside a
  long account of how a piece is made, "绣线只用我们自己染的真丝线"; as a complaint after a photo went out
  with an embroiderer's home location, "发出去的照片一律先把定位去掉". Proposals: the assistant's move of the
  shop to a Douyin store (refused by a reason alone); a customer's double-sided cat in seven days (through 小周;
  counter-offer of a small single-sided piece, accepted); the cultural station's heritage experience point
  (put off, refused two rounds later); the assistant's watermark (accepted). Paths: the Terraform main.tf and
  a photo file. Identifier: piece SX-2024-037. Commands: terraform apply, exiftool stripping GPS. Numbers:
  a thread split into 32 strands (劈成三十二丝), about forty days a square chi. Failures: Terraform's InvalidAccessKeyId
  (left: 小周 has the key and is away); exiftool on a HEIC named .jpg (left: the original is on an
  embroiderer's phone, she's gone home). Open: a double-sided embroidery article for the shop (asked about
  again in round 5); whether the old embroidered panel is Qing or Republican (nobody knows); the craft-fair
  entry form before the 20th (round 8).
- ink: 老胡 makes Huizhou ink sticks in 歙县 with his son 胡斌, who runs the order site (deployed by Ansible,
  orders queued in Redis). Rules: inside a long account of ink-making, "墨要阴干够六个月才能出货"; as a
  complaint after breakages, "墨一律走顺丰，别家快递不发". Proposals: a dealer's own-brand ink (bluntly
  refused); the assistant's QR code pressed into the sticks (refused by a reason alone: the old moulds); the
  heritage centre's livestream-selling course (through 胡斌; a polite no with a smaller ask for photos); the
  assistant's stick weight on the product page (accepted). Paths: deploy/inventory/prod.ini and
  /etc/redis/redis.conf. Identifier: product YY-1032. Commands: ansible-playbook and redis-cli. Numbers: one
  liang a stick, the drying room at about 65 percent humidity. Failures: Ansible can't log in with its key
  (left: the key was on 胡斌's broken laptop); Redis can't save for lack of disk (left: paying for a bigger
  disk needs the boss's wife, away). Open: this year's prices on the site (asked about again in round 6);
  which year the pine soot in the store was burned (nobody knows); fifty sticks to a Shanghai painting
  academy before the Dragon Boat festival (round 9).
- morinkhuur: 巴特尔 makes horse-head fiddles in Hohhot with an apprentice, 小那; a friend's preamp board for
  electric fiddles is in KiCad, his nephew's iOS tuner is in Swift. Rules: inside a long account of making a
  fiddle, "面板只用放了三十年以上的老松木"; as a complaint after a supplier's batch, "马头一律手雕，机器雕的
  不要". Proposals: a music shop's two hundred student fiddles in one order (through 小那; counter-offer of
  fifty, accepted); the assistant's Bluetooth preamp (bluntly refused); the family's move of the workshop to
  the new industrial park (decided against, relayed by his wife); the assistant's test points (accepted).
  Paths: the .kicad_pcb file and PitchDetector.swift. Identifier: fiddle MTQ-0588. Commands: kicad-cli DRC
  and swift build. Numbers: 130 hairs a string, a string length of 61 centimetres. Failures: DRC clearance
  0.127 mm (left until the board house answers); Swift can't find AVAudioApplication (left until the new Mac
  arrives). Open: soldering notes for the apprentice (asked about again in round 5); who carved the head of
  the old fiddle (nobody knows); twenty fiddles to the arts college before 10 July (round 7).
- candy: 老李 has a sugar-painting stall in an old water town; his daughter 小李 wrote a Flutter order app, and
  a PowerShell script on the Windows laptop totals each day's takings. Rules: inside a long account of a day,
  "糖稀里一点色素都不加"; as a complaint after a child got burned, "铜板那边不许小孩靠近". Proposals: the
  management office's electric sugar-painting machines (a polite no with a smaller ask); the assistant's
  loyalty points (refused by a reason alone: tourists); his daughter's delivery service (bluntly refused); a
  teacher's four hundred pieces for the whole school (counter-offer of a demonstration and a hundred,
  accepted); the assistant's bigger QR code (accepted). Paths: the .ps1 script and order_page.dart.
  Identifier: merchant number 1609823374. Commands: flutter build apk and the PowerShell run. Numbers: sugar
  cooked to about 150 degrees, a 30-centimetre dragon from one ladle. Failures: the release keystore isn't
  there (left: it's on the daughter's computer at university); Import-Csv can't find the 3 October export
  (left: the login code goes to his wife's phone). Open: new prices in the app (asked about again in round 5);
  whether open flames are allowed at next year's temple fair (nobody knows); a new price board design by next
  Friday (round 8).
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine: a Java Quarkus service
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "库存服务那边加个按商品查库存的接口，GET 就行。",
                ("好，在 resource 里加一个。", [
                    call("edit", "ok", path="src/main/java/com/shop/stock/StockResource.java",
                         old="public class StockResource {",
                         new="public class StockResource {\n    @GET @Path(\"/{sku}\")\n    public Stock bySku(String sku) "
                             "{ return service.find(sku); }"),
                    call("bash", "[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
                         command="./mvnw -q test"),
                ]),
                "加好了，GET /stock/{sku}，测试都过了。",
            ),
            turn("接口统一返回 JSON 啊，别返回纯文本。", "好的，这个接口返回的就是 JSON。"),
        )
    if k == 1:
        return (
            turn(
                "跑测试挂了一个，你看看。",
                ("我跑一下。", [
                    call("bash", "[ERROR] Tests run: 14, Failures: 1, Errors: 0, Skipped: 0\n"
                         "[ERROR] StockResourceTest.testEmptySku:41 expected: <404> but was: <500>\n"
                         "[INFO] BUILD FAILURE", error=True, command="./mvnw test"),
                ]),
                ("空 sku 的时候 service 抛了 NullPointerException，应该返回 404。我加个判断。", [
                    call("edit", "ok", path="src/main/java/com/shop/stock/StockResource.java",
                         old="return service.find(sku);",
                         new="Stock s = service.find(sku);\n        if (s == null) throw new NotFoundException();\n"
                             "        return s;"),
                    call("bash", "[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
                         command="./mvnw test"),
                ]),
                "修好了，现在返回 404，测试全过。",
            ),
        )
    if k == 2:
        return (
            turn(
                "本地端口改一下吧，8080 跟我别的东西冲突，改成 8090。",
                ("改 application.properties。", [
                    call("edit", "ok", path="src/main/resources/application.properties",
                         old="quarkus.http.port=8080", new="quarkus.http.port=8090"),
                ]),
                "改好了，本地默认 8090，环境变量 QUARKUS_HTTP_PORT 还是可以覆盖。",
            ),
            turn(
                "要不要顺便把配置都挪到 YAML？",
                "目前就七八行配置，我觉得 properties 够用了，先不动，以后多了再说。",
            ),
            turn("行，那就不动。", "好，配置保持原样。"),
        )
    if k == 3:
        return (
            turn(
                "加个健康检查，运维要。",
                ("加 smallrye-health 扩展。", [
                    call("bash", "[SUCCESS] ✅  Extension io.quarkus:quarkus-smallrye-health has been installed",
                         command="./mvnw quarkus:add-extension -Dextensions='smallrye-health'"),
                    call("bash", "{\"status\": \"UP\", \"checks\": []}", command="curl -s localhost:8090/q/health"),
                ]),
                "好了，/q/health 返回 UP。",
            ),
        )
    if k == 4:
        return (
            turn(
                "native 包打不出来，说是反射的问题。",
                ("我看一下。", [
                    call("bash", "Error: Unsupported features in 2 methods\n"
                         "Detailed message:\nError: Class com.shop.stock.StockDto is not registered for reflection\n"
                         "[ERROR] BUILD FAILURE", error=True, command="./mvnw package -Dnative"),
                ]),
                ("StockDto 要加 @RegisterForReflection。", [
                    call("edit", "ok", path="src/main/java/com/shop/stock/StockDto.java",
                         old="public class StockDto {", new="@RegisterForReflection\npublic class StockDto {"),
                    call("bash", "[INFO] BUILD SUCCESS", command="./mvnw package -Dnative"),
                ]),
                "加上注解之后 native 包打出来了。",
            ),
            turn("每个 DTO 都这样弄吧，别漏了。", "好，我把其它几个 DTO 也检查一遍，有用到序列化的都加上。"),
        )
    return (
        turn(
            "日志里的时间是 UTC，看着别扭，能不能改成北京时间？",
            ("改日志格式里的时区。", [
                call("edit", "ok", path="src/main/resources/application.properties",
                     old="quarkus.log.console.format=%d{HH:mm:ss}",
                     new="quarkus.log.console.format=%d{HH:mm:ss}{Asia/Shanghai}"),
            ]),
            "改好了，控制台日志按 Asia/Shanghai 显示。",
        ),
        turn(
            "还有那个 Panache 实体，字段名老是跟数据库对不上。",
            ("我对一下表结构。", [
                call("bash", "ERROR: column \"sku_code\" does not exist", error=True,
                     command="./mvnw quarkus:dev -Dquarkus.hibernate-orm.log.sql=true"),
            ]),
            ("表里叫 sku，实体里写成 skuCode 了，加个 @Column(name = \"sku\")。", [
                call("edit", "ok", path="src/main/java/com/shop/stock/Stock.java",
                     old="public String skuCode;", new="@Column(name = \"sku\")\n    public String skuCode;"),
            ]),
            "对上了，dev 模式启动正常。",
        ),
    )


# ---------------------------------------------------------------- embroidery
def _embroidery() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是镇湖做苏绣的，姓沈，叫我沈姐就行。我们工作室网店的服务器是我外甥小周弄的，说是用什么 terraform，"
            "他说改一下配置就能把服务器升级一下，现在网店一到晚上就卡。配置在 "
            + f("path", "/home/shen/suxiu-shop/infra/main.tf") + "，你帮我看看。",
            ("我先看看配置，然后按他的做法跑一下。", [
                call("read", "resource \"alicloud_instance\" \"shop\" {\n  instance_type = \"ecs.t6-c1m2.large\"\n"
                     "  image_id      = \"ubuntu_22_04_x64_20G_alibase_20240130.vhd\"\n  ...\n}",
                     path="/home/shen/suxiu-shop/infra/main.tf"),
                call("bash",
                     "alicloud_instance.shop: Refreshing state... [id=i-bp1f3c9x2m7k0d5q8w1e]\n\n"
                     "Terraform will perform the following actions:\n\n"
                     "  # alicloud_instance.shop will be updated in-place\n"
                     "  ~ instance_type = \"ecs.t6-c1m2.large\" -> \"ecs.c7.large\"\n\n"
                     "Plan: 0 to add, 1 to change, 0 to destroy.\n"
                     "alicloud_instance.shop: Modifying... [id=i-bp1f3c9x2m7k0d5q8w1e]\n"
                     "╷\n"
                     "│ Error: [ERROR] terraform-provider-alicloud/alicloud/resource_alicloud_instance.go:1874: "
                     "Resource i-bp1f3c9x2m7k0d5q8w1e ModifyInstanceSpec Failed!!! [SDK alibaba-cloud-sdk-go ERROR]:\n"
                     "│ SDKError:\n"
                     "│    " + f("failure", "Code: InvalidAccessKeyId.NotFound") + "\n"
                     "│    Message: Specified access key is not found.\n"
                     "│\n"
                     "│   with alicloud_instance.shop,\n"
                     "│   on main.tf line 12, in resource \"alicloud_instance\" \"shop\":\n"
                     "╵",
                     error=True, command=f("command", "terraform apply -var-file=prod.tfvars -auto-approve")),
            ]),
            "计划是对的，把机器从 t6 升到 c7，但是阿里云不认这个 AccessKey，说找不到。可能是小周换过密钥，prod.tfvars "
            "里还是旧的。你有新的 AccessKey 吗？",
        ),
        turn(
            "那个我哪有，都在小周手机上，他去新疆出差了，下礼拜才回来。那就先不弄了，等他回来再说，卡就卡几天吧。",
            "好，升级先放着，等小周回来拿到新的 AccessKey 再跑。",
        ),
        turn(
            "我跟你讲讲我们怎么做活的，你心里有个数。接了单子先画稿，画稿客户点头了再上绷，我们用的绷子大的小的都有，"
            "一幅猫的话一般中号绷子。然后配线，配线是最要紧的，"
            + f("constraint", "绣线只用我们自己染的真丝线") + "，外面买的化纤线光泽不对，一看就看出来，客户说便宜点"
            "也不行。一根线要劈开，细的地方要"
            + f("number", "劈成三十二丝") + "，猫的毛就靠这个。快不了的，双面绣一平方尺"
            + f("number", "大概要绣四十天") + "，还是两个绣娘换着绣。绣好了拍照，拍照片都是小梅拍，她拍得好。",
            "明白了：线只用你们自己染的真丝线，细处劈到三十二丝，双面绣一平方尺大概四十天。拍照是小梅负责。",
        ),
        turn(
            "对。你帮我想想网店怎么弄好一点，现在生意一般。",
            "有一个想法：把网店搬到抖音小店，那边流量大，还能直播绣的过程。",
        ),
        turn(
            "我们这种活一幅几万块，刷抖音的人哪个买这个。来买的都是看了实物、找熟人介绍来的。",
            "有道理，" + f("rejected", "把网店搬到抖音小店") + "不适合你们这种价位，那就还是现在的网店，我想别的办法。",
        ),
    )
    r2 = (
        turn(
            "气死我了。上个月发到网店上的照片，有一张是小梅在她家里拍的，照片里带着定位，有个客户就照着找到她家门口"
            "去了，说要直接找绣娘订，吓得她几天没睡好。以后"
            + f("constraint", "发出去的照片一律先把定位去掉") + "，一张都不能漏。",
            "这个太吓人了。以后照片上传之前我都先用 exiftool 把 GPS 信息清掉。现在网店上那批我也一起清一遍？",
        ),
        turn(
            "清，今年的都在 /data/photos/2024 里。",
            ("批量去掉定位信息。", [
                call("bash",
                     "    1 directories scanned\n"
                     "   46 image files updated\n"
                     "Error: " + f("failure", "Not a valid JPG (looks more like a HEIC) - /data/photos/2024/shuangmianmao_03.jpg")
                     + "\n    1 image files weren't updated due to errors",
                     error=True,
                     command=f("command", "exiftool -gps:all= -overwrite_original /data/photos/2024/")),
            ]),
            "46 张清好了。有一张 " + f("path", "/data/photos/2024/shuangmianmao_03.jpg")
            + " 其实是苹果手机的 HEIC 格式，只是后缀改成了 jpg，exiftool 不肯改。最好用原图重新导出一张。",
        ),
        turn(
            "这张原图在小梅手机里，她回安徽老家了，过了中秋才回来。这张先从网店上撤下来，别的等她回来再说。",
            ("先把这张从网店撤下来。", [
                call("bash", "removed 1 image from listing SX-2024-037",
                     command="./shop-cli image rm SX-2024-037 shuangmianmao_03.jpg"),
            ]),
            "撤下来了，原图等小梅回来再处理。",
        ),
        turn(
            "这幅就是那只双面猫，编号 " + f("identifier", "SX-2024-037") + "。对了，小周说有个上海客户看了这只猫，想要"
            + f("rejected", "七天内交一幅双面绣猫") + "，说送人急用。",
            "七天做双面绣是做不出来的。要我帮你回他吗？",
        ),
        turn(
            "你帮我写，就说双面的七天肯定做不了，我可以给他做一幅单面的小猫，团扇那么大，十天能交，价钱也便宜一半。",
            ("写好了，发小周转给客户。", [
                call("write", "ok", path="/home/shen/letters/shanghai_cat.txt",
                     content="您好，双面绣工期很长，七天无法完成。沈老师可以为您绣一幅单面小猫团扇……"),
            ]),
            "回复写好在 shanghai_cat.txt 里了。",
        ),
        turn(
            "小周说客户同意了，要单面的团扇。还有个事，照片这样被人找上门，能不能在照片上加个水印？",
            "可以，我在每张照片右下角加一个半透明的工作室名字，不挡作品。要这样吗？",
        ),
        turn("好，就这样弄。", ("加水印。", [
            call("bash", "watermarked 46 images", command="./watermark.sh /data/photos/2024 '镇湖沈氏绣庄'"),
        ]), "46 张都加上水印了。"),
    )
    r3 = (
        turn(
            "镇上文化站的王站长今天来了，说想把"
            + f("rejected", "我们工作室挂牌做非遗体验点") + "，游客来了可以坐下来绣两针。我先想想。",
            "好，你想好了再说，我先不动。",
        ),
        turn(
            "网店上能不能写一篇介绍双面绣的文章？客人老是问双面绣是怎么绣的，两面怎么都一样。不急，有空写。",
            "好，我记下来：给网店写一篇双面绣的介绍文章。写之前想问你几个针法的细节。",
        ),
        turn(
            "还有，我收了一块老绣片，人家说是清代的，我看着像民国的。"
            + f("pending", "那块老绣片到底是清代的还是民国的") + "？你能看出来吗？",
            "这个我看不出来，照片上也判断不了，得找懂的老师傅或者博物馆的人看实物。",
        ),
        turn("唉，那就没人知道了，先放着吧。", "好，这个先放着。"),
    )
    later = (
        (5, (
            turn(
                "文化站那个事我想好了，不挂了。游客进进出出，绣娘没法静下心，绷子上的活碰一下就毁了。你帮我回王站长一声。",
                ("写个客气的回复。", [
                    call("write", "ok", path="/home/shen/letters/wenhuazhan.txt",
                         content="王站长您好，谢谢您想着我们。工作室地方小，绣娘做活需要安静……"),
                ]),
                "回复写好了，客气地说工作室不挂体验点。",
            ),
            turn(
                "那篇双面绣的文章写了没？",
                "还没有，还在单子上：" + f("pending", "给网店写一篇双面绣的介绍文章") + "。你哪天有空跟我讲讲针法，我就能写。",
            ),
        )),
        (8, (
            turn(
                "苏州文博会今年又开了，我想去摆个摊。你帮我"
                + f("pending", "二十号之前把文博会的报名表填好") + "，过了二十号就不收了。",
                "好，二十号之前填好报名表，需要工作室的营业执照和几张作品照片，照片我用清过定位加了水印的。",
            ),
        )),
    )
    return Scripted(
        name="fresh19-zh-embroidery", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh19=True, later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- ink
def _ink() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我老胡，歙县做墨的。儿子胡斌弄了个网上订墨的网站，他说用 ansible 一键部署，叫我有改动就跑他写的"
            "那个命令。我把价格改了，你帮我跑一下："
            + f("command", "ansible-playbook -i deploy/inventory/prod.ini deploy/site.yml --limit shop"),
            ("好，按胡斌的命令跑。", [
                call("bash",
                     "PLAY [shop] *********************************************************************\n\n"
                     "TASK [Gathering Facts] **********************************************************\n"
                     "fatal: [shop01]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via "
                     "ssh: " + f("failure", "hu@47.96.12.88: Permission denied (publickey).") + "\", \"unreachable\": true}\n\n"
                     "PLAY RECAP **********************************************************************\n"
                     "shop01                     : ok=0    changed=0    unreachable=1    failed=0    skipped=0",
                     error=True,
                     command="ansible-playbook -i deploy/inventory/prod.ini deploy/site.yml --limit shop"),
            ]),
            "连不上服务器：服务器不认这台电脑的 ssh 密钥。"
            + f("path", "deploy/inventory/prod.ini") + " 里写的是 hu 这个用户，得用胡斌那把钥匙才能登。",
        ),
        turn(
            "钥匙在他那个旧笔记本里，笔记本上礼拜进水坏了，他在合肥拿去修了，说要等几天。那就等他吧，价格晚几天改没事。",
            "好，部署先放着，等胡斌的笔记本修好拿到钥匙再跑。",
        ),
        turn(
            "我跟你说说我们这个墨是怎么做的，你就知道为什么急不来。先是烧烟，松烟油烟都有，烧出来的烟要筛，然后跟胶"
            "和在一起，加药料，麝香冰片这些，然后上墩子捶，捶透了才能进模子压，压出来的墨"
            + f("number", "一锭一两重") + "，然后就是晾，晾墨的屋子湿度要"
            + f("number", "保持在百分之六十五左右") + "，太干了裂，太湿了发霉。"
            + f("constraint", "墨要阴干够六个月才能出货") + "，不够六个月的墨写字会跑胶，我爷爷那辈就是这个规矩。",
            "明白了，所以网站上任何货都要是阴干满六个月的，不能提前卖。湿度六十五左右，一锭一两。",
        ),
        turn(
            "对。前两天有个经销商打电话，想让我们给他"
            + f("rejected", "贴牌做他们自己的牌子") + "，量很大。",
            "你怎么打算？",
        ),
        turn("不做。我们家的墨就是胡家的墨。", "好，不接贴牌。"),
        turn(
            "网上现在假的胡家墨多得很，有什么办法？",
            "可以在墨锭上压一个二维码，扫了能查真伪和出厂日期。",
        ),
        turn(
            "模子是我太爷爷那辈传下来的老木模子，一刀都不能动，压不了什么码。",
            "那" + f("rejected", "在墨锭上压二维码") + "就不行了。可以考虑把防伪码印在盒子上，不碰墨本身，你看呢？",
        ),
        turn("盒子上可以，等胡斌回来跟他商量。", "好，盒子防伪码等胡斌回来再定。"),
    )
    r2 = (
        turn(
            "今天网站上下单下不了，客人打电话来说一直转圈。",
            ("我看一下订单队列，订单是存在 Redis 里的。", [
                call("bash",
                     "(error) MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist "
                     "to disk. Commands that may modify the data set are disabled, because this instance is configured "
                     "to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). "
                     "Please check the Redis logs for details about the RDB error.",
                     error=True, command=f("command", "redis-cli -h 127.0.0.1 -p 6379 LPUSH orders:new test")),
                call("bash",
                     "1284:M 14 May 2024 10:02:11.031 * 1 changes in 3600 seconds. Saving...\n"
                     "1284:M 14 May 2024 10:02:11.032 * Background saving started by pid 22871\n"
                     "22871:C 14 May 2024 10:02:11.033 # "
                     + f("failure", "Failed opening the temp RDB file temp-22871.rdb (in server root dir /var/lib/redis) for saving: No space left on device")
                     + "\n1284:M 14 May 2024 10:02:11.133 # Background saving error\n"
                     "1284:M 14 May 2024 10:02:17.051 * 1 changes in 3600 seconds. Saving...",
                     error=True, command="tail -n 5 /var/log/redis/redis-server.log"),
            ]),
            "问题找到了：服务器硬盘满了，Redis 存不了盘，就不让写新订单。要么清一些东西，要么把云盘扩大。配置在 "
            + f("path", "/etc/redis/redis.conf") + "，但改配置不解决根本问题。",
        ),
        turn(
            "扩盘要花钱吧？阿里云是绑的老板娘的支付宝，她跟姐妹去黄山玩了，后天回来。那里面的东西我也不敢乱删，都是胡斌"
            "弄的。等她回来付了钱再扩吧，这两天客人打电话我就手记。",
            "好，不删东西也不改配置，等老板娘回来付款扩盘。这两天电话订单你记本子上，之后我帮你补进系统。",
        ),
        turn(
            "客人下不了的那单是我们的油烟墨，一两的，卖得最好，编号 " + f("identifier", "YY-1032") + "。",
            "记住了，YY-1032 是一两的油烟墨。",
        ),
        turn(
            "还有个气人的事。上个月图便宜，发了几单别家快递，结果摔断了三锭，客人要退，墨断了就不值钱了。以后"
            + f("constraint", "墨一律走顺丰，别家快递不发") + "，贵就贵点。",
            "明白了，以后只发顺丰。网站上的快递选项我也只留顺丰，等部署能跑了一起改。",
        ),
        turn(
            "胡斌打电话说，县里非遗中心的人叫我们去参加"
            + f("rejected", "直播带货培训班") + "，一个礼拜，在县城。",
            "你想去吗？",
        ),
        turn(
            "谢谢他们好意，一个礼拜我走不开，墩子上天天要人。你让胡斌回他们，培训我就不去了，能不能请他们派人来作坊"
            "拍几张照片，给我们网站用。",
            ("帮胡斌拟一段回复。", [
                call("write", "ok", path="/home/hu/letters/feiyi.txt",
                     content="感谢非遗中心的邀请。作坊离不开人，培训班这次就不参加了，想麻烦中心派人来作坊拍些照片……"),
            ]),
            "写好了，客气地谢绝培训班，请他们派人来拍照。",
        ),
        turn(
            "网站上商品能不能写上墨有多重？客人老问。",
            "可以，每个商品加一个重量字段，显示在价格旁边。要加吗？",
        ),
        turn("加。", ("加上重量字段。", [
            call("edit", "ok", path="shop/templates/product.html", old="<span class=\"price\">",
                 new="<span class=\"weight\">{{ p.weight }}</span>\n<span class=\"price\">"),
        ]), "加好了，等能部署了就上线。"),
    )
    r3 = (
        turn(
            "今年的价格单我给你了，网站上的价格也要改成今年的，等能部署了记得改。",
            "好，我记着：把今年的价格更新到网站上，跟快递选项和重量一起上。",
        ),
        turn(
            "库房里还有一批松烟，我爸那时候烧的，具体哪年谁也说不清了，"
            + f("pending", "库房里那批松烟是哪一年烧的") + "，这个对定价有关系。",
            "这个我没办法知道，要是没有账本记录，只能靠老师傅看。",
        ),
        turn("我爸不在了，没人知道。先放着。", "好，先放着。"),
    )
    later = (
        (6, (
            turn(
                "胡斌电脑修好了，钥匙也拿回来了。价格那个事你还记得吧？",
                "记得，还没做：" + f("pending", "把今年的价格更新到网站上") + "，顺便把快递只留顺丰、加重量，"
                "一起部署。",
            ),
        )),
        (9, (
            turn(
                "上海有个书画院要五十锭油烟墨，"
                + f("pending", "端午前给上海那家书画院发五十锭") + "，你帮我把单子和发货记着，别忘了走顺丰。",
                "好，端午前发五十锭给上海书画院，顺丰，我先把订单记上。",
            ),
        )),
    )
    return Scripted(
        name="fresh19-zh-ink", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh19=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- morinkhuur
def _morinkhuur() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "赛白努！我是巴特尔，呼和浩特做马头琴的。现在好多年轻人要插电的马头琴，上台用，我朋友小刘帮我画了个前级放大"
            "的板子，用 kicad 画的，说下单之前要跑一下检查。文件在 "
            + f("path", "/Users/bater/hardware/preamp-v2/preamp-v2.kicad_pcb") + "。",
            ("我跑一下设计规则检查。", [
                call("bash",
                     "Loading board\nRunning DRC...\n** Found 2 DRC violations **\n"
                     "[clearance]: " + f("failure", "Clearance violation (netclass 'Default' clearance 0.2000 mm; actual 0.1270 mm)")
                     + "\n    Rule: netclass 'Default'; error\n"
                     "    @(112.4000 mm, 86.2500 mm): Track [VIN] on F.Cu, length 4.2100 mm\n"
                     "    @(112.5300 mm, 86.3100 mm): Pad 3 [GND] of U2 on F.Cu\n"
                     "[silk_overlap]: Silkscreen overlap\n    Rule: ; warning\n"
                     "** Found 0 unconnected pads **\n"
                     "Error: DRC found violations",
                     error=True,
                     command=f("command", "kicad-cli pcb drc --output drc.rpt preamp-v2.kicad_pcb")),
            ]),
            "有一处间距不够：电源那根线离 U2 的接地焊盘只有 0.127 毫米，规则要求 0.2。要么挪线，要么问板厂他们的工艺"
            "能不能做 0.127。",
        ),
        turn(
            "小刘说别动他的线，他问问嘉立创能不能做，客服还没回。那就等客服回了再说。",
            "好，板子先不改，等嘉立创回复。",
        ),
        turn(
            "我跟你讲讲做琴，你就明白为什么板子要小。一把琴先选料，"
            + f("constraint", "面板只用放了三十年以上的老松木") + "，新木头声音发闷，放几年还会开裂，这个我不让步。"
            "然后是琴箱，蒙面的、木面的都有，我们现在做木面的多。弦是马尾的，一股"
            + f("number", "一百三十根马尾") + "，粗弦多一点，弦长"
            + f("number", "六十一公分") + "。板子要塞进琴箱里，不能碰音梁，所以越小越好。",
            "明白，板子要小，不能碰音梁。面板只用三十年以上的老松木。",
        ),
        turn(
            "你帮我看看板子还能怎么改好一点？",
            "一个是在几个关键点加测试点，徒弟焊完可以拿万用表一量就知道对不对。还有一个想法，做一个蓝牙无线的前级，"
            "台上就不用拖线了。",
        ),
        turn(
            "测试点好，加。蓝牙不要，台上掉一下线整场就完了，老老实实插线。",
            ("加测试点，蓝牙不做。", [
                call("bash", "added 4 test points: TP1 VIN, TP2 GND, TP3 VREF, TP4 OUT",
                     command="python3 add_testpoints.py preamp-v2.kicad_pcb VIN GND VREF OUT"),
            ]),
            "加了四个测试点：VIN、GND、VREF、OUT。" + f("rejected", "蓝牙无线的前级") + "就不做了，还是插线。",
        ),
    )
    r2 = (
        turn(
            "我外甥给我写了个手机调音的软件，用 swift 写的，让我在 Mac 上编一下装到 iPad 上。代码他发我了。",
            ("我编译一下。", [
                call("bash", long_log(
                    38, "tunerapp",
                    "Compiling Tuner PitchDetector.swift\n"
                    "/Users/bater/TunerApp/Sources/Tuner/PitchDetector.swift:42:25: "
                    + f("failure", "error: cannot find 'AVAudioApplication' in scope") + "\n"
                    "        let session = AVAudioApplication.shared\n"
                    "                      ^~~~~~~~~~~~~~~~~~\n"
                    "error: fatalError"),
                    error=True, command=f("command", "swift build -c release")),
            ]),
            "编不过：" + f("path", "TunerApp/Sources/Tuner/PitchDetector.swift") + " 里用了 AVAudioApplication，这是"
            "新系统才有的，得 Xcode 15 以上。你这台 Mac 的 Xcode 是 14。",
        ),
        turn(
            "这台 Mac 太老了，升不了系统，新的已经订了，下礼拜到。等新电脑到了再编吧。",
            "好，等新 Mac 到了再编。",
        ),
        turn(
            "还有个事，小那说市里那家乐器店老板想"
            + f("rejected", "一次订两百把学生琴") + "，开学要用。",
            "两百把你们做得过来吗？",
        ),
        turn(
            "做不过来，两百把要做一年。你帮我让小那回他：先做五十把，开学前给他，剩下的明年再说。",
            ("帮小那拟个回复。", [
                call("write", "ok", path="/Users/bater/letters/yueqidian.txt",
                     content="王老板您好，两百把学生琴我们一时做不出来，开学前可以先给您五十把……"),
            ]),
            "写好了：先做五十把开学前交，剩下的明年再说。",
        ),
        turn(
            "小那说老板答应了，五十把就五十把。哎你不知道，上个月有个供货的给我送了一批琴头，全是机器雕的，马的眼睛"
            "都是死的，我差点就装上了。以后" + f("constraint", "马头一律手雕，机器雕的不要") + "，你帮我记着，订料的时候写清楚。",
            "记住了，马头只要手雕的，以后订料单上都写上。",
        ),
    )
    r3 = (
        turn(
            "我老婆说，家里人那天商量了，"
            + f("rejected", "把作坊搬到新城区的产业园") + "这个事不搬了，那边租金是便宜，可是老顾客都认这个老院子。",
            "好，作坊就在老院子。",
        ),
        turn(
            "这把琴你帮我登记一下，是给乌兰牧骑的，编号 " + f("identifier", "MTQ-0588") + "。",
            "登记了，MTQ-0588，乌兰牧骑。",
        ),
        turn(
            "板子到了以后要教小那焊，你给他写个焊接说明吧，一步一步的，别太复杂。等板子定了再写也行。",
            "好，记下了：给小那写一份前级板的焊接说明，等板子定下来再写。",
        ),
        turn(
            "还有一把老琴，我师父留下的，琴头雕得特别好，没有落款。"
            + f("pending", "那把老琴的琴头是谁雕的") + "？我问了好多人都不知道。",
            "这个我也没法知道，没落款又没记录，只能问认识你师父那一辈的老人。",
        ),
        turn("那一辈的人都不在了。算了。", "好，这个就先这样。"),
    )
    later = (
        (5, (
            turn(
                "嘉立创回了没我也不知道，小刘没说。焊接说明写了吗？",
                "还没写，在等板子定下来：" + f("pending", "给小那写一份前级板的焊接说明") + "。板厂那边有消息了我就写。",
            ),
        )),
        (7, (
            turn(
                "艺术学院订了二十把，"
                + f("pending", "七月十号之前把二十把琴交给艺术学院") + "，你帮我排一下每礼拜要做几把。",
                "好，七月十号之前交二十把，我按每周的进度排一下。",
            ),
        )),
    )
    return Scripted(
        name="fresh19-zh-morinkhuur", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True,
        fresh19=True, later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- candy
def _candy() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我在古镇摆糖画摊的，姓李。我闺女在上大学，给我做了个扫码点糖画的小程序，用 flutter 做的，她说我这边"
            "改了价格要重新打包，命令是 " + f("command", "flutter build apk --release") + "，你帮我弄一下。",
            ("好，我打个包。", [
                call("bash", long_log(
                    34, "tanghua-app",
                    "Running Gradle task 'assembleRelease'...\n\n"
                    "FAILURE: Build failed with an exception.\n\n"
                    "* What went wrong:\n"
                    "Execution failed for task ':app:validateSigningRelease'.\n"
                    "> " + f("failure", "Keystore file '/home/xiaoli/keys/upload-keystore.jks' not found for signing config 'release'.")
                    + "\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\n"
                    "BUILD FAILED in 41s\n"
                    "Gradle task assembleRelease failed with exit code 1"),
                    error=True, command="flutter build apk --release"),
            ]),
            "打包前面都好的，最后签名这步找不到签名文件，路径写的是你闺女电脑上的。没有那个文件打不出正式包。",
        ),
        turn(
            "那个文件在她学校的电脑上，密码也只有她知道。她这礼拜考试，我不去烦她，等她放假回来弄。",
            "好，先不打包，等她放假回来。",
        ),
        turn(
            "我说说我一天怎么弄的。早上在家熬糖，白砂糖加麦芽糖，熬到"
            + f("number", "一百五十度左右") + "，拿筷子挑起来能拉丝就行，"
            + f("constraint", "糖稀里一点色素都不加") + "，有人弄彩色的糖画，那个小孩吃了不好，我们就是本色，金黄的。"
            "然后出摊，转盘转到什么画什么，龙最难，一勺糖"
            + f("number", "画一条三十公分的龙") + "。收摊回来电脑上算一下一天卖了多少。",
            "明白：只用本色糖，不加色素，熬到一百五十度左右。晚上电脑上算账。",
        ),
        turn(
            "算账的是我闺女写的脚本，在 " + f("path", r"C:\Users\laoli\Documents\tanghua\daily_report.ps1")
            + "，你帮我把国庆那几天的算一下。",
            ("跑一下 3 号的。", [
                call("bash",
                     "Import-Csv : " + f("failure", r"Could not find file 'C:\Users\laoli\Documents\tanghua\export\2024-10-03.csv'.")
                     + "\nAt C:\\Users\\laoli\\Documents\\tanghua\\daily_report.ps1:7 char:9\n"
                     "+ $rows = Import-Csv $file -Encoding UTF8\n"
                     "+         ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
                     "    + CategoryInfo          : OpenError: (:) [Import-Csv], FileNotFoundException\n"
                     "    + FullyQualifiedErrorId : FileOpenFailure,Microsoft.PowerShell.Commands.ImportCsvCommand",
                     error=True,
                     command=f("command", r"powershell -ExecutionPolicy Bypass -File C:\Users\laoli\Documents\tanghua\daily_report.ps1 -Date 2024-10-03")),
            ]),
            "3 号的收款记录没导出来，export 文件夹里没有那天的文件。要从收款后台再下载一次。",
        ),
        turn(
            "收款后台登录要验证码，发到我老婆手机上，她回娘家了，手机老不接。等她回来再下吧。",
            "好，3 号的先空着，等拿到验证码再下载。",
        ),
    )
    r2 = (
        turn(
            "古镇管委会今天来人，说要"
            + f("rejected", "统一换成电加热的糖画机") + "，说明火不安全。",
            "你打算怎么回他们？",
        ),
        turn(
            "我跟他们说了，电的熬不出那个味，糖画就是要铜板小火。好话说尽了，人家也讲道理。我就说能不能给我摊子旁边放个"
            "灭火器，他们说可以。",
            "那就是不换机器，管委会在摊边放灭火器。",
        ),
        turn(
            "上礼拜出了个事，有个小孩趁我不注意把手按到铜板上了，烫了个泡，家长跟我吵了半天。以后"
            + f("constraint", "铜板那边不许小孩靠近") + "，我要拉个绳子，你帮我做个牌子的字。",
            ("写几个字。", [
                call("write", "ok", path=r"C:\Users\laoli\Documents\tanghua\paizi.txt",
                     content="铜板很烫 小朋友请站在绳子外面"),
            ]),
            "牌子的字写好了：铜板很烫，小朋友请站在绳子外面。",
        ),
        turn(
            "小程序能不能弄得让人多来几次？",
            "可以加会员积分，买十次送一次之类的。",
        ),
        turn(
            "来古镇的都是游客，玩一天就走了，谁还来第二次。",
            "也是，" + f("rejected", "在小程序里加会员积分") + "对游客没用。那把收款码印大一点，放在转盘旁边，"
            "排队的时候就能扫，要吗？",
        ),
        turn("这个好，印大点。", ("改一下收款码的尺寸。", [
            call("edit", "ok", path=f("path", "lib/pages/order_page.dart"), old="size: 160", new="size: 320"),
        ]), "码放大一倍了，等打包的时候一起出。"),
        turn(
            "我闺女说还想给小程序" + f("rejected", "加个外卖配送") + "。",
            "你觉得呢？",
        ),
        turn("糖画送到就化了、碎了，送什么送。不弄。", "好，不加外卖。"),
    )
    r3 = (
        turn(
            "镇上小学的张老师打电话，说想给全校四百个学生每人画一个，开学典礼用。四百个我一个人画到半夜也画不完，"
            "我说我去学校做一场演示，现场画一百个，抽签给孩子。她说那也好。",
            "那就不是" + f("rejected", "给全校四百个学生每人画一个") + "，改成去学校演示、现场画一百个，张老师同意了。",
        ),
        turn(
            "小程序里的价格也要改成新的，龙从二十涨到二十五，其他不变，等打包的时候弄。",
            "好，记下了：小程序的价格改成新价，龙二十五，等能打包的时候一起改。",
        ),
        turn(
            "收款的商户号你记一下，" + f("identifier", "1609823374") + "，以后对账要用。",
            "记下了，商户号 1609823374。",
        ),
        turn(
            "还有，听说明年要整治，"
            + f("pending", "明年春节庙会还让不让用明火") + "？谁也说不清，管委会也说没定。",
            "这个我也没法知道，要等上面的文件。",
        ),
    )
    later = (
        (5, (
            turn(
                "闺女快放假了，价格那个事别忘了。",
                "没忘，还等着打包：" + f("pending", "小程序的价格改成新价") + "，龙二十五，跟放大的收款码一起出。",
            ),
        )),
        (8, (
            turn(
                "摊子的价目牌旧了，字都掉了，你帮我"
                + f("pending", "下周五之前做一块新价目牌的图") + "，我拿去打印店做。",
                "好，下周五之前出一块新价目牌的图，按新价，龙二十五。",
            ),
        )),
    )
    return Scripted(
        name="fresh19-zh-candy", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh19=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_embroidery(), _ink(), _morinkhuur(), _candy())
