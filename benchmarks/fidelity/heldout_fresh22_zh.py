"""Twenty-second fresh held-out set (Chinese): written blind, against the twenty-second round's rules, by
someone who had not read them (nor the rule modules, their docs, the earlier misses, the tuned sessions,
the earlier blind sets beyond the first lines of one file for its format, or the benchmark's report);
committed before its first run and not to be edited after it. ``heldout_fresh22.py`` holds the English
half.

How it was written: each session was first described in plain words below (people, rules, proposals,
numbers, paths, identifiers, commands, failures, open items), then the dialogue was written from the
description in the voices of the people in it, with only ``script.py``, ``drive.py`` and the first lines
of ``heldout_fresh20_zh.py`` (for the format) read beforehand.

Domains (grepped with ``grep -il`` over ``benchmarks/fidelity/*.py`` and ``tests/*.py``): an optician's
shop in Luoyang (眼镜, 验光, 配镜, optician: unused; 镜片 turned up in one earlier file, so the dialogue says
片子 instead), a bottled-water delivery station in Zhengzhou (送水, 水站, 桶装水, bottled water: unused), a
small postpartum confinement centre in Chengdu (月子, 产后, 母婴, confinement: unused), a home-appliance
repair business in Hefei (家电, 热水器, 油烟机, 洗衣机, appliance: unused; 冰箱 and 空调 turned up, so the
session avoids them). Locksmith, seal carving and e-bike repair were considered first and dropped because
they turned up (locksmith, 公章/印章, e-bike).

Proposals come from the assistant, a lens factory's salesman (a WeChat forwarded by a shop assistant),
the owner's son, the water-delivery men (their decision relayed by the husband), a property manager
(through the husband), a milk-powder rep (through the head nurse), the owner herself (a smaller
counter-ask), a Meituan account manager (through the wife) and an old classmate at an extended-warranty
firm. Failures are multi-line blocks from the WeChat Pay v3 SDK, LibreOffice headless, mysqldump, a
Python import of a Kingdee (金蝶) export, docker compose build (a long build log with the cause at the
end), nginx, Ansible and restic; each is left unresolved for a reason given in the dialogue. Routine work
(``routine_zh``) is this file's own, a Taro (React + TypeScript) WeChat mini program with a Prisma
backend; it has turns that look like facts (a rule of thumb, an accepted suggestion, a number, a path)
and are not planted.

Descriptions:
- yanjing: 老屈 has run 清亮眼镜 in Luoyang's old town for almost twenty years; his daughter's classmate
  阿涛 built a mini program with WeChat Pay deposits, shop assistant 小谭 forwards messages. Payment fails
  with SIGN_ERROR (merchant number 1651837260): the API certificate was renewed and the new one must be
  downloaded on the merchant platform, whose super admin is 老屈's wife, away in Shanghai with their
  daughter for a postgraduate interview. LibreOffice can't load the prescription template
  templates/yanguangdan.docx: it is password-protected by 小黎, a former assistant who left last year and
  doesn't answer. Rules: inside a long account, under-eighteens are dilated before any glasses are made;
  after a pair was made with a wrongly copied pupil distance, the PD must be checked by 老屈 himself before
  an order goes to the lab; customers' phone numbers are for pick-up and recheck notices only, never ads.
  Proposals: the assistant's selling coloured contacts online (turned down by a reason alone: it needs a
  class-III licence); the lens salesman's own-brand lenses (put off, refused the next round, the
  assistant drafts a polite reply); the assistant's half-year recheck SMS is accepted. Numbers:
  single-vision resin from 280 yuan; three working days at the lab. Paths: /srv/qingliang/pay/config.yaml,
  the template. Commands: the pay_test one-fen order, the soffice conversion. Open: import old customers'
  prescriptions from several Excel files (asked again at round 5); whether the medical-insurance card can
  pay for glasses this year (nobody knows); a later ask at round 10 for a youth myopia package page before
  May Day.
- songshui: 贺姐 runs a bottled-water station in Zhengzhou's Jinshui district; her son 子轩 set up the order
  system on a 宝塔 server; her husband 老贺 and the delivery men 小牛 and others deliver. mysqldump is
  refused (1045) because 子轩 changed the password and is at a maths-modelling camp where phones are
  handed in; the Kingdee statement from the water plant's accountant 刘会计 decodes after a GBK fix but has
  no 客户编码 column (a general-ledger export, not a customer statement); she is back on Monday. Rules:
  inside a long account, deposits are refunded only against the empty bucket, and for old people living
  alone the bucket is put on the dispenser before leaving; after a customer posted photos of two-month-old
  water, no bucket older than a month leaves the station. Proposals: the assistant's recharge card (a
  blunt no); 子轩's grab-orders-by-distance (the delivery men decided against it, relayed by 老贺); the
  property manager's monthly 800-yuan entry fee (贺姐 counters with ten free buckets a month for the
  property office and he accepts); the assistant's sorting the dispatch sheet by building is accepted.
  Numbers: 15 yuan a bucket; a 50-yuan bucket deposit. Identifier: the customer code HX-0318 at the water
  plant. Open: a list of customers owing for water tickets (asked again at round 5); whether the plant
  raises its price in May (nobody knows); a later ask at round 9 to add 锦绣苑 before 1 June.
- yuezi: 钟院长 runs 暖阳月子中心 in Shuangliu, Chengdu, twelve rooms; freelancer 小冯 built the visit and
  meal system on docker compose; head nurse 孙护士长, cook 杜师傅. The web image won't build: npm gets 401
  from 小冯's private Nexus, and he withholds the token until his 12,000-yuan final payment is settled
  (finance is negotiating); the old image 1.7.3 is put back. nginx can't load a certificate that doesn't
  exist: the domain sits in the Aliyun account of 赵总, a former partner who is slow to transfer it.
  Rules: inside a long account, no chilli or Sichuan pepper in mothers' meals; after a mother allergic to
  shrimp was served shrimp, allergens go at the top of the meal sheet in bold red; at most two visitors
  at a time. Proposals: free milk powder for display stands in every room (through the head nurse; a
  blunt no); the assistant's 24-hour nursery live stream (polite no, smaller ask: two photos a day to
  each family); the assistant's daily weight and jaundice curve is accepted. Numbers: twelve rooms; the
  28-day package at 38,000. Identifier: the image registry.cn-chengdu.aliyuncs.com/nuanyang/web:1.7.3.
  Open: the April call-back list (asked again at round 6); when the district health commission's new
  rules come out (nobody knows); a later ask at round 11 to move visit booking into the mini program by
  the end of June.
- jiadian: 严师傅 runs a home-appliance repair business in Hefei with four repairmen (老魏 holds the gas
  licence, 小宋); his wife 周梅 takes orders; nephew 小宇 runs two servers with Ansible and restic to Aliyun
  OSS. Ansible can't reach web2 (publickey): the only key is on 小宇's laptop, in for a screen repair until
  next Wednesday. restic says wrong password: 小宇 wrote the new one on paper for 周梅, who is at the
  hospital with her mother tonight. Rules: inside a long account, shoe covers on at the door, and gas water
  heaters only go to 老魏; after a customer claimed a used part and got a refund, the removed part is
  handed to the customer in person. Proposals: the assistant's Douyin repair videos (reason alone);
  Meituan's fixed prices for all repairs (through 周梅; counter-offer: only hood cleaning, accepted); an
  old classmate's extended-warranty network with money advanced (put off, refused at round 4); the
  assistant's electronic warranty card is accepted. Numbers: 30 yuan call-out check; parts guaranteed 90
  days. Paths: /home/xiaoyu/ops/site.yml, /etc/restic/guodong.env. Identifier: the restic repository.
  Open: orders per repairman last month (asked again at round 4); whether small shops can take the
  trade-in subsidy (nobody knows); a later ask at round 9 for the summer hood-cleaning price list by
  1 July.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work: a Taro (React) mini program
def routine_zh(r: int) -> tuple:
    k = r % 6
    if k == 0:
        return (
            turn(
                "价格那个单测红了，帮我看一下。",
                ("我先跑一下这个测试文件。", [
                    call("bash",
                         " FAIL  src/utils/price.test.ts\n"
                         "  ● formatPrice › 保留两位小数\n\n"
                         "    expect(received).toBe(expected) // Object.is equality\n\n"
                         "    Expected: \"¥12.50\"\n    Received: \"¥12.5\"\n\n"
                         "      at Object.<anonymous> (src/utils/price.test.ts:9:31)\n\n"
                         "Tests:       1 failed, 23 passed, 24 total",
                         error=True, command="pnpm test -- src/utils/price.test.ts"),
                ]),
                ("formatPrice 里直接除了一百就转字符串，没补零。改成 toFixed(2)。", [
                    call("edit", "ok", path="src/utils/price.ts",
                         old="return `¥${fen / 100}`", new="return `¥${(fen / 100).toFixed(2)}`"),
                    call("bash", "Tests:       24 passed, 24 total\nTime:        2.31 s",
                         command="pnpm test -- src/utils/price.test.ts"),
                ]),
                "过了。建议价格在前端一律按分存，显示的时候再换算，中间别用浮点加减。",
            ),
            turn("好，就这么办。", "好的，我在 src/utils/price.ts 顶上写了注释。"),
        )
    if k == 1:
        return (
            turn(
                "预约单加个“备注”，后端也要存下来。",
                ("我先改 schema，再做迁移。", [
                    call("edit", "ok", path="server/prisma/schema.prisma",
                         old="  phone     String", new="  phone     String\n  remark    String?  @db.VarChar(120)"),
                    call("bash",
                         "Applying migration `20260502031522_add_booking_remark`\n\n"
                         "Your database is now in sync with your schema.\n\n"
                         "✔ Generated Prisma Client (v5.14.0) to ./node_modules/@prisma/client in 212ms",
                         command="pnpm --filter server exec prisma migrate dev --name add_booking_remark"),
                    call("edit", "ok", path="src/pages/booking/index.tsx",
                         old="<Input name='phone' />",
                         new="<Input name='phone' />\n          <Textarea name='remark' maxlength={120} />"),
                ]),
                "加好了，备注最多一百二十个字，前后端都限制了。",
            ),
            turn("一百二十够用了。", "嗯，够了。"),
        )
    if k == 2:
        return (
            turn(
                "提交前跑一下 lint，别又被 CI 卡住。",
                ("跑一下。", [
                    call("bash",
                         "/app/src/pages/home/index.tsx\n"
                         "  14:9   error    'Taro' is defined but never used                        "
                         "@typescript-eslint/no-unused-vars\n"
                         "  31:6   warning  React Hook useEffect has a missing dependency: 'loadList'  "
                         "react-hooks/exhaustive-deps\n\n"
                         "✖ 2 problems (1 error, 1 warning)",
                         error=True, command="pnpm lint"),
                ]),
                ("一个没用的 import，一个 useEffect 依赖没写全。我把 loadList 包进 useCallback。", [
                    call("edit", "ok", path="src/pages/home/index.tsx",
                         old="import Taro from '@tarojs/taro'\n", new=""),
                    call("edit", "ok", path="src/pages/home/index.tsx",
                         old="const loadList = async () => {", new="const loadList = useCallback(async () => {"),
                    call("bash", "Done in 4.2s.", command="pnpm lint"),
                ]),
                "干净了。",
            ),
        )
    if k == 3:
        return (
            turn(
                "有客户说苹果手机上预约时间显示 NaN，安卓是好的。",
                ("我看下日期工具函数。", [
                    call("read", path="src/utils/date.ts",
                         result="// s 形如 2026-05-01 10:00\nexport const toDate = (s: string) => new Date(s)"),
                ]),
                ("iOS 不认“2026-05-01 10:00”这种横杠加空格的格式，要换成斜杠。", [
                    call("edit", "ok", path="src/utils/date.ts",
                         old="new Date(s)", new="new Date(s.replace(/-/g, '/'))"),
                ]),
                "改好了。",
            ),
            turn("安卓会不会受影响？", "不会，斜杠格式两边都认。以后日期字符串都走这个函数，别直接 new Date。"),
        )
    if k == 4:
        return (
            turn(
                "Taro 升到 3.6.34 吧，说是修了个分包的问题。",
                ("Taro 的几个包一起升。", [
                    call("bash",
                         "Progress: resolved 1284, reused 1270, downloaded 14, added 14, done\n\n"
                         "dependencies:\n- @tarojs/taro 3.6.30\n+ @tarojs/taro 3.6.34\n"
                         "- @tarojs/components 3.6.30\n+ @tarojs/components 3.6.34\n"
                         "- @tarojs/react 3.6.30\n+ @tarojs/react 3.6.34",
                         command="pnpm up @tarojs/taro@3.6.34 @tarojs/components@3.6.34 @tarojs/react@3.6.34 "
                                 "@tarojs/cli@3.6.34"),
                    call("bash", "✔ Webpack\n  Compiled successfully in 38.41s\n→ 编译完成，产物在 dist/",
                         command="pnpm build:weapp"),
                ]),
                "升完了，编译通过。Taro 的包最好版本号保持一致，不然会报很怪的错。",
            ),
            turn("行。", "好。"),
        )
    return (
        turn(
            "后端昨晚报了一堆错，你看看日志。",
            ("看一下 pm2 的日志。", [
                call("bash",
                     "0|server  | PrismaClientKnownRequestError:\n"
                     "0|server  | Invalid `prisma.booking.create()` invocation:\n"
                     "0|server  | Unique constraint failed on the fields: (`openid`,`slot_id`)\n"
                     "0|server  |     at /app/server/node_modules/@prisma/client/runtime/library.js:123:6886\n"
                     "0|server  |   code: 'P2002',",
                     error=True, command="pm2 logs server --lines 30 --nostream"),
            ]),
            ("同一个人同一个时段提交了两次，是按钮连点了。前端提交时把按钮置灰，后端遇到 P2002 返回“已经预约过了”。", [
                call("edit", "ok", path="src/pages/booking/index.tsx",
                     old="<Button onClick={submit}>", new="<Button onClick={submit} disabled={submitting}>"),
                call("edit", "ok", path="server/src/routes/booking.ts",
                     old="} catch (e) {", new="} catch (e) {\n    if (e.code === 'P2002') return reply.code(409).send({ msg: '已经预约过了' })"),
            ]),
            "改好了。",
        ),
        turn("要不要再加个防抖？", "加了，八百毫秒内只认第一次点击。"),
    )


# ---------------------------------------------------------------- yanjing
def _yanjing() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我姓屈，在洛阳老城开眼镜店的，清亮眼镜，开了快二十年了。店里有个小程序能预约验光、交定金，"
            "是我闺女的同学阿涛帮着弄的，他说支付的配置在 " + f("path", "/srv/qingliang/pay/config.yaml")
            + "。这两天顾客交定金老是失败，说支付出错，人家在店门口举着手机干着急，你帮我看看咋回事。",
            ("我先在服务器上下一笔一分钱的测试单。", [
                call("bash",
                     "[pay_test] mchid=" + f("identifier", "1651837260")
                     + " serial_no=5C1E0A3F9B2D7E44A86F03B1C27D9E5A61F0B8C2\n"
                     "-> POST https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi\n"
                     "<- HTTP 401\n"
                     "<- " + f("failure", '{"code":"SIGN_ERROR","message":"错误的签名，验签失败"}') + "\n"
                     "Traceback (most recent call last):\n"
                     "  File \"/srv/qingliang/manage.py\", line 22, in <module>\n"
                     "    execute_from_command_line(sys.argv)\n"
                     "wechatpayv3.core.WeChatPayError: 401 SIGN_ERROR",
                     error=True,
                     command="cd /srv/qingliang && " + f("command", "python3 manage.py pay_test --amount 1 --env prod")),
                call("read", path="/srv/qingliang/pay/config.yaml",
                     result='mchid: "1651837260"\ncert_serial_no: 5C1E0A3F9B2D7E44A86F03B1C27D9E5A61F0B8C2\n'
                            "private_key_path: /srv/qingliang/pay/cert/apiclient_key.pem\n"
                            "apiv3_key: ${WXPAY_APIV3_KEY}\nnotify_url: https://qingliang-yj.cn/pay/notify"),
            ]),
            "微信那边验签没通过。配置里的证书序列号还是旧的，看样子商户平台上的 API 证书换过了，新证书和私钥没放到服务器上。"
            "得有人登商户平台把新证书下载下来。",
        ),
        turn(
            "阿涛说证书是他弄的，可商户平台的超级管理员是我爱人，下证书要她手机扫码确认。她这礼拜陪闺女在上海考研复试，"
            "白天顾不上，晚上又老忘。那先这么着吧，定金让顾客到店里交现金。",
            "好，支付先放着，等嫂子有空扫码把新证书下下来，我再换到服务器上。",
        ),
        turn(
            "行。我跟你说说店里平时咋弄的，你以后帮我改东西心里有个底。早上八点半开门，来的多是老街坊，"
            "也有学生家长带孩子来的。验光是我自己验，电脑验光完了还得插片试戴，走两圈，看看晕不晕。"
            "小孩子这块我抓得紧，" + f("constraint", "未满十八岁的必须先散瞳验光再配") + "，有的家长嫌麻烦，"
            "说别家都不散瞳，那我也不配，孩子眼睛调节力强，不散瞳验出来的度数不准，配高了那是害孩子。"
            "价钱嘛，" + f("number", "单光树脂片两百八起") + "，镜架另算，好一点的片子要送到郑州加工，"
            + f("number", "加工三个工作日") + "，急的我也没办法。对了小谭的孩子最近病了，她下午三点就走，"
            "下午的单子多半是我自己接。",
            "明白了，我记着：小孩子先散瞳，加工按三个工作日算。",
        ),
        turn(
            "你看小程序上还能弄点啥，现在年轻人都在网上买东西。",
            "可以在小程序上" + f("rejected", "网上卖美瞳") + "，年轻女孩买得多，利润也不错。",
        ),
        turn(
            "美瞳那是三类医疗器械，卖得有三类经营许可证，我们店就一个二类的。隐形眼镜我们都是让人在店里试戴完了才拿走。",
            "明白，那小程序还是只做预约和定金。",
        ),
    )
    r2 = (
        turn(
            "上礼拜出了个事。一个老顾客，眼镜做回来戴着头晕，我一查，瞳距单子上写的六十二，实际是六十六，"
            "小谭往加工单上抄的时候抄错了。重新给人做了一副，白搭两百多。以后" + f("constraint", "瞳距必须我本人复核了才能发加工")
            + "，你在系统里给卡上，没我复核的不让发。",
            ("我在提交加工单那一步加个检查。", [
                call("edit", "ok", path="/srv/qingliang/orders/submit.py",
                     old="def submit_to_lab(order):\n",
                     new="def submit_to_lab(order):\n    if order.pd_checked_by != 'laoqu':\n"
                         "        raise ValidationError('瞳距还没复核')\n"),
            ]),
            "加好了：加工单上多了一栏“瞳距复核”，只有你的账号能勾，没勾的提交不了。",
        ),
        turn(
            "好。还有验光单，我想打成 PDF 直接发顾客微信上。以前的模板是小谭前面那个小黎做的，在 "
            + f("path", "/srv/qingliang/templates/yanguangdan.docx") + "，你看能不能转。",
            ("我用 LibreOffice 转一下。", [
                call("bash",
                     "javaldx: Could not find a Java Runtime Environment!\n"
                     "Warning: failed to read path from javaldx\n"
                     + f("failure", "Error: source file could not be loaded"),
                     error=True,
                     command=f("command", "soffice --headless --convert-to pdf --outdir /tmp/yg "
                                          "/srv/qingliang/templates/yanguangdan.docx")),
                call("bash", "/srv/qingliang/templates/yanguangdan.docx: CDFV2 Encrypted",
                     command="file /srv/qingliang/templates/yanguangdan.docx"),
            ]),
            "这个文件加了打开密码，LibreOffice 打不开。得知道密码才行。",
        ),
        turn(
            "密码？那肯定是小黎设的，她去年就不干了，我微信上问她，到现在没回。那先搁着，我再想法子找她。",
            "好，模板先放着。实在找不着密码，我也可以照着纸质的验光单重新做一个，你说一声就行。",
        ),
        turn(
            "小谭转过来一条微信，是镜片厂那个业务员小包发的，你看看：“屈老板好，我们厂现在做贴牌，"
            "可以" + f("rejected", "把店里的片子全换成贴牌片") + "，印清亮眼镜自己的牌子，进价比你现在低三成，"
            "量大还能再谈。”这事你觉得咋样？",
            "进价低三成挺有吸引力，不过贴牌的片子质量和售后全看这个厂靠不靠谱，出了问题顾客找的是你。你自己怎么想？",
        ),
        turn("我再想想，回头再说。", "好，不急。"),
    )
    r3 = (
        turn(
            "贴牌那事我想了一晚上，不换。老顾客认的就是那几个大牌子，换成我自己的牌子，人家心里要犯嘀咕的。"
            "你帮我给小包回一句，客气点，以后还得跟他们厂订货。",
            "可以这么回：“包经理您好，谢谢您想着我们。贴牌这块我们店暂时不考虑，还是照原来的订货，有新款麻烦再发我看看。”",
        ),
        turn(
            "行，就这么回。还有，顾客配完眼镜我想让他们过半年回来复查，有啥办法不？",
            "可以在取镜的时候自动排一条半年后的复查短信，到日子系统自己发。",
        ),
        turn(
            "这个好，弄上。不过你记着，" + f("constraint", "手机号只发取镜和复查通知，不发广告")
            + "，街坊最烦这个，收到一条广告能骂我半年。",
            ("好，我把短信模板就限定成这两种。", [
                call("edit", "ok", path="/srv/qingliang/notify/sms.py",
                     old="TEMPLATES = {", new="TEMPLATES = {\n    'recheck_6m': '您在清亮眼镜配的眼镜已满半年，欢迎回店免费复查。',"),
            ]),
            "加好了，取镜后一百八十天发复查提醒，别的类型的短信发不出去。",
        ),
        turn(
            "还有个大活。我那些老顾客的验光档案，这些年都记在几个 Excel 里，有三千多人，"
            "你帮我" + f("pending", "把老顾客的验光档案从那几个Excel导进来") + "，以后查起来方便。",
            "好，你把那几个文件发我，我先看看格式再导。",
        ),
        turn(
            "还有人老问我，" + f("pending", "今年医保卡到底能不能刷配眼镜") + "，我给医保局打了好几回电话，都说还没接到通知。你知道不？",
            "这个我也没法确定，各地政策不一样，得等洛阳医保局正式发通知。我先记着这个问题。",
        ),
    )
    later = (
        (5, (
            turn(
                "档案那个导进去没？",
                "还没有，还在等你那几个 Excel：把老顾客的验光档案从那几个Excel导进来。收到就导。",
            ),
            turn("我让小谭今晚发你。", "好。"),
        )),
        (10, (
            turn(
                "五一快到了，学校放假带孩子来的多。你帮我" + f("pending", "五一前上线青少年近视防控套餐页面")
                + "，价格我列了个单子，明天拍给你。",
                "好，五一前把青少年近视防控套餐页面上线，价格等你的单子。",
            ),
        )),
    )
    return Scripted(
        name="fresh22-zh-yanjing", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh22=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- songshui
def _songshui() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我是贺姐，在金水区开送水站的，附近六七个小区都是我们送。我儿子子轩给弄了个下单的系统，"
            "装在阿里云上，用的那个宝塔面板。他说让我每个礼拜备份一下数据库，我是真不会，你帮我弄一下。",
            ("我在服务器上导一份数据库。", [
                call("bash",
                     "mysqldump: [Warning] Using a password on the command line interface can be insecure.\n"
                     + f("failure", "mysqldump: Got error: 1045: Access denied for user 'shuizhan'@'localhost' "
                                    "(using password: YES) when trying to connect"),
                     error=True,
                     command=f("command", "mysqldump --defaults-extra-file=/home/he/.my.cnf --single-transaction "
                                          "shuizhan > /www/backup/database/shuizhan_0420.sql")),
            ]),
            "数据库不认这个密码。/home/he/.my.cnf 里存的密码跟现在的对不上，可能子轩在宝塔里改过。"
            "备份文件我打算放在 " + f("path", "/www/backup/database/") + " 下面，宝塔也认这个目录。",
        ),
        turn(
            "他上个月是说改过密码，怕被人黑了。可他这阵在学校集训，搞什么数学建模比赛，手机白天交上去，"
            "晚上十点才给半个钟头。我晚上问问他吧，今天先不备了。",
            "好，等子轩把新密码改进 .my.cnf 那个文件里我再备份。密码别在聊天里发我，让他直接改文件就行。",
        ),
        turn(
            "行。我跟你说说我们站是咋干的，你心里有个数。水是从荥阳那个水厂进的，十八升一桶，"
            + f("number", "一桶纯净水十五块") + "，老小区没电梯的，六楼往上一桶加一块钱上楼费。"
            "第一次订水要交" + f("number", "桶押金五十块") + "，开个押金条。" + f("constraint", "退押金必须见到空桶才退")
            + "，以前吃过亏，有人拿着押金条来退钱，桶早卖给收破烂的了。还有，三号楼的王奶奶、七号楼的李大爷，"
            "都是一个人住，" + f("constraint", "给独居老人送水要帮着装上饮水机再走") + "，他们自己搬不动，"
            "上回有个新来的放门口就走了，王奶奶自己搬，差点闪了腰。我们早上六点半开门，晚上八点收，"
            "中午那会儿最忙，老贺蹬三轮，小牛骑电动的。哎你说，这些系统里能看出来不？",
            "押金和楼层费系统里都有字段，送水的规矩系统里没有，我在派单备注里给独居的那几户加个提醒。",
        ),
        turn(
            "那挺好。",
            "还有个想法：可以搞个" + f("rejected", "充五百送五十的充值卡") + "，能提前回笼点钱，老客户也跑不了。",
        ),
        turn("不搞。", "好，不弄充值卡。"),
    )
    r2 = (
        turn(
            "气死我了。昨天小牛给五号楼送了两桶，人家一看生产日期是二月份的，快俩月了，在业主群里发照片，"
            "说我们卖陈水，一下午好几个人来问。以后" + f("constraint", "生产日期超过一个月的桶不许往外送")
            + "，你在派单那块加个提醒，进货的时候把生产日期记上。",
            ("我给进货记录加生产日期，派单时超过三十天的标红，不让出库。", [
                call("edit", "ok", path="/home/he/shuizhan/app/dispatch.py",
                     old="def can_dispatch(bucket):\n    return bucket.in_stock\n",
                     new="def can_dispatch(bucket):\n    if (today() - bucket.produced_on).days > 30:\n"
                         "        return False\n    return bucket.in_stock\n"),
            ]),
            "加好了，进货时要填生产日期，过期的派不出去。",
        ),
        turn(
            "好。还有水厂的刘会计，每个月发个对账单过来，是金蝶导出来的，子轩写了个脚本往系统里导，在 "
            + f("path", "/home/he/shuizhan/scripts/import_duizhang.py") + "，你帮我把三月的导进去。"
            "我们在水厂的客户编码是 " + f("identifier", "HX-0318") + "。",
            ("我跑一下脚本。", [
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/home/he/shuizhan/scripts/import_duizhang.py\", line 14, in <module>\n"
                     "    for row in csv.DictReader(f):\n"
                     "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xc8 in position 0: invalid continuation byte",
                     error=True,
                     command=f("command", "python3 /home/he/shuizhan/scripts/import_duizhang.py --file "
                                          "/home/he/下载/3月对账单.csv")),
            ]),
            ("金蝶导出来是 GBK 编码，脚本按 UTF-8 读的。我改成 gbk 再跑。", [
                call("edit", "ok", path="/home/he/shuizhan/scripts/import_duizhang.py",
                     old="open(args.file, newline='')", new="open(args.file, newline='', encoding='gbk')"),
                call("bash",
                     "Traceback (most recent call last):\n"
                     "  File \"/home/he/shuizhan/scripts/import_duizhang.py\", line 22, in <module>\n"
                     "    code = row[\"客户编码\"]\n"
                     + f("failure", "KeyError: '客户编码'"),
                     error=True,
                     command="python3 /home/he/shuizhan/scripts/import_duizhang.py --file /home/he/下载/3月对账单.csv"),
                call("bash", "日期,凭证字号,摘要,借方金额,贷方金额,方向,余额\n2026-03-01,记-0012,期初余额,,,借,3860.00",
                     command="iconv -f gbk -t utf-8 /home/he/下载/3月对账单.csv | head -2"),
            ]),
            "编码好了，但这份不是往来对账单，是总账明细，里面没有客户编码这一列，脚本找不到 HX-0318 的记录。"
            "得让刘会计在金蝶里按往来单位重新导一份。",
        ),
        turn(
            "刘会计礼拜一才上班，我给她留个言，让她按往来单位导。",
            "好，等她重新导了我再跑。",
        ),
        turn(
            "对了，子轩之前说要搞个什么" + f("rejected", "按距离抢单") + "，谁离得近谁接单。老贺跟几个送水的一说，"
            "几个人商量了，都不干，说抢来抢去伤和气，还是按片分，谁的片谁送。",
            "行，那就还按片区派。我可以把派单表按楼号排一下，同一栋楼的单挨在一起，送的时候少跑冤枉路。",
        ),
        turn(
            "这个好，你弄吧。",
            ("按小区、楼号排序。", [
                call("edit", "ok", path="/home/he/shuizhan/app/dispatch.py",
                     old="orders.sort(key=lambda o: o.created_at)",
                     new="orders.sort(key=lambda o: (o.area, o.building, o.created_at))"),
            ]),
            "改好了，明天早上打出来的派单表就是按楼排的。",
        ),
    )
    r3 = (
        turn(
            "老贺说物业的刘经理昨天找他了，说要我们" + f("rejected", "每月交八百进场费") + "，才让我们在小区里独家送，"
            "不让别家进。我让老贺跟他说，钱不交，物业办公室喝的水我们包了，一个月送他们十桶。刘经理想了想说行。"
            "你帮我在系统里给物业办公室建个户，每月十桶，不收钱。",
            ("我建个月结户，金额记零。", [
                call("bash", "INSERT 0 1", command="python3 /home/he/shuizhan/app/cli.py add-customer --name 物业办公室 "
                                                   "--monthly 10 --price 0"),
            ]),
            "建好了，每个月自动派十桶，账上记零元。",
        ),
        turn(
            "还有，有些老客户水票钱老是欠着，这个月我想挨个打电话要一下，你帮我" + f("pending", "把欠着水票钱的客户拉个名单") + "。",
            "好，我从订单里查。要不要把欠了多久、欠多少也列上？",
        ),
        turn(
            "都列上。不急，你手头的先弄着。唉，还有个事闹心，都在传水厂要涨价，" + f("pending", "水厂五月份出厂价涨不涨")
            + "，刘会计说她也不知道，老板还没定。要是涨了，我这零售价也得跟着动。",
            "这个只能等水厂老板定了。我先记着，他们一定价你告诉我，我改价格表。",
        ),
    )
    later = (
        (5, (
            turn(
                "欠水票的那个名单出来没？",
                "还没弄完，还在单子上：把欠着水票钱的客户拉个名单，带上欠了多久、欠多少。今天出给你。",
            ),
        )),
        (9, (
            turn(
                "子轩说旁边新交房的锦绣苑也让我们送，" + f("pending", "六月一号前把锦绣苑加进配送范围")
                + "，楼号他周末发你。",
                "好，六月一号前把锦绣苑加进去，等子轩的楼号。",
            ),
        )),
    )
    return Scripted(
        name="fresh22-zh-songshui", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh22=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- yuezi
def _yuezi() -> Scripted:
    f = Builder()
    build_tail = (
        "#14 [web 5/8] RUN npm ci --registry=https://nexus.fengdev.cn/repository/npm-group/\n"
        "#14 3.218 npm ERR! code E401\n"
        "#14 3.219 " + f("failure", "npm ERR! 401 Unauthorized - GET https://nexus.fengdev.cn/repository/npm-private/"
                                    "@nuanyang%2fmeal-ui - authentication required") + "\n"
        "#14 3.224 npm ERR! A complete log of this run can be found in: /root/.npm/_logs/2026-04-21T02_11_09_514Z-debug-0.log\n"
        "#14 ERROR: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: 1\n"
        "failed to solve: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: 1"
    )
    r1 = (
        turn(
            "你好，我是钟院长，在双流开了个月子中心，叫暖阳，不大，" + f("number", "一共十二间房") + "。"
            "我们有个给家属预约探视、看每天餐单的小系统，是外包的小冯做的，用 docker 跑在店里那台服务器上，"
            "他说 compose 文件在 " + f("path", "/opt/nuanyang/docker-compose.yml") + "。前天我让他改了下餐单页面，"
            "他改完说还没部署，结果现在页面都打不开了，家属一直在问，你帮我看看。",
            ("我先把 web 重新构建一下，看卡在哪。", [
                call("bash", long_log(70, "nuanyang-web-build", build_tail), error=True,
                     command=f("command", "docker compose -f /opt/nuanyang/docker-compose.yml build web")),
            ]),
            "构建卡在装依赖：新的餐单页面用了小冯私有仓库里的一个组件包，下载要他的账号令牌，服务器上没有。",
        ),
        turn(
            "唉，这个小冯。他合同上个月到期了，尾款还差一万二没结，他说结了款才把账号这些交过来。财务正在跟他谈。"
            "那能不能先让原来那个版本跑起来？家属看不了餐单天天打电话。",
            ("旧镜像还在，我把 web 退回上一个版本。", [
                call("edit", "ok", path="/opt/nuanyang/docker-compose.yml",
                     old="image: registry.cn-chengdu.aliyuncs.com/nuanyang/web:1.8.0",
                     new="image: " + f("identifier", "registry.cn-chengdu.aliyuncs.com/nuanyang/web:1.7.3")),
                call("bash", " Container nuanyang-web-1  Recreate\n Container nuanyang-web-1  Recreated\n"
                             " Container nuanyang-web-1  Starting\n Container nuanyang-web-1  Started",
                     command="docker compose -f /opt/nuanyang/docker-compose.yml up -d web"),
            ]),
            "旧版 1.7.3 跑起来了，页面能打开，就是新改的餐单页面还没有。等小冯交了令牌我再重新构建。",
        ),
        turn(
            "好好，能打开就行。我跟你说说我们这边的情况，你以后改东西心里有数。住进来的都是刚生完的妈妈，"
            "顺产的一般住二十八天，剖的有的住到四十二天，" + f("number", "二十八天标准套餐三万八") + "，"
            "四十二天的另外谈。每天六顿，厨房是杜师傅管，他手艺是真好，就是我们成都人嘛，啥都想放点辣，"
            "可" + f("constraint", "产妇餐一律不放辣椒花椒") + "，喂奶的妈妈吃了宝宝容易拉肚子，杜师傅老想偷偷放一点提味，"
            "我说过他好几回了。护理那边是孙护士长管，一个护士最多带三个宝宝，晚上两班倒。"
            "哦对了，下个月有两家要提前出所，你到时候提醒我退差价，这个我自己也记着的。",
            "明白。餐单系统里我给每份产妇餐加个“无辣”的标记，杜师傅打单子的时候就能看到。",
        ),
        turn(
            "孙护士长刚跟我说，有个奶粉的业务员找她，说" + f("rejected", "免费送奶粉，在每个房间摆他们的展架")
            + "，问我行不行。你觉得呢？",
            "这个主要看你们的定位，系统这边不用动。",
        ),
        turn("不行。让孙护士长跟他说不合作。", "好。"),
    )
    r2 = (
        turn(
            "昨天出事了。八号房的妈妈对虾过敏，入住登记的时候写了的，结果餐单上那行字跟别的一样大，杜师傅没看见，"
            "中午上了个虾仁蒸蛋，她吃了两口身上起疹子，还好不严重，家属在前台闹了一下午。以后"
            + f("constraint", "过敏的食材放在餐单最上面，标红加粗") + "，你现在就给改。",
            ("厨房打的那张餐单是服务器上的脚本出的，不走网页，我直接改脚本，下午打的就能看到。", [
                call("edit", "ok", path="/opt/nuanyang/scripts/print_menu.py",
                     old="lines = [f'{room.no}号房 {room.name}']",
                     new="lines = [f'<b style=\"color:red\">过敏：{room.allergens}</b>'] if room.allergens else []\n"
                         "    lines += [f'{room.no}号房 {room.name}']"),
                call("bash", "已生成 /opt/nuanyang/out/menu_0422.pdf（12 间房，1 间有过敏）",
                     command="python3 /opt/nuanyang/scripts/print_menu.py --date 2026-04-22"),
            ]),
            "改好了，八号房那张最上面是红字“过敏：虾”。",
        ),
        turn(
            "还有家属老说我们网址打开提示“不安全”，小冯之前说要上那个 https，你看能弄不。",
            ("我先在 nginx 里加上 https 的配置，测一下。", [
                call("edit", "ok", path=f("path", "/etc/nginx/conf.d/nuanyang.conf"),
                     old="listen 80;",
                     new="listen 80;\n    listen 443 ssl;\n    ssl_certificate /etc/nginx/ssl/nuanyang.crt;\n"
                         "    ssl_certificate_key /etc/nginx/ssl/nuanyang.key;"),
                call("bash",
                     f("failure", 'nginx: [emerg] cannot load certificate "/etc/nginx/ssl/nuanyang.crt": '
                                  "BIO_new_file() failed (SSL: error:80000002:system library::No such file or "
                                  "directory:calling fopen(/etc/nginx/ssl/nuanyang.crt, r) error:10000080:BIO "
                                  "routines::no such file)") + "\n"
                     "nginx: configuration file /etc/nginx/nginx.conf test failed",
                     error=True, command=f("command", "sudo nginx -t && sudo systemctl reload nginx")),
            ]),
            ("证书还没申请，文件不存在。我先把配置改回去，免得 nginx 重启的时候起不来。", [
                call("edit", "ok", path="/etc/nginx/conf.d/nuanyang.conf",
                     old="listen 80;\n    listen 443 ssl;\n    ssl_certificate /etc/nginx/ssl/nuanyang.crt;\n"
                         "    ssl_certificate_key /etc/nginx/ssl/nuanyang.key;",
                     new="listen 80;"),
            ]),
            "申请证书要在域名所在的账号里做一下验证。这个域名在谁的阿里云账号下？",
        ),
        turn(
            "域名是当初跟我合伙的赵总注册的，在他账号下。他去年退股了，说好要把域名过户给我，拖到现在。我再催催他。",
            "好，https 等域名过户过来再弄。nginx 现在配置是原样的，网站正常。",
        ),
    )
    r3 = (
        turn(
            "家属老问宝宝今天咋样，一天打好几个电话，护士都烦了。",
            "可以在小程序上做个" + f("rejected", "婴儿房24小时直播") + "，家属想看随时看。",
        ),
        turn(
            "直播不行，婴儿房里不光他一家的宝宝，隐私说不清，万一被谁录了传出去更麻烦。你看能不能让护士每天给每家推两张宝宝的照片，"
            "再写一句今天吃奶睡觉咋样，就够了。",
            "可以。我做个每天的推送，护士拍两张照片、填一句话就能发给那家家属。顺便可以把每天称的体重和黄疸值也推过去，"
            "画成一条曲线，家属看着放心。",
        ),
        turn(
            "曲线这个好，加上。对了探视这块你记一下，" + f("constraint", "探视一次最多进两个人")
            + "，还得量体温戴口罩，预约的时候超过两个人就别让选了。",
            ("我在预约接口里限一下人数。", [
                call("edit", "ok", path="/opt/nuanyang/api/visit.py",
                     old="MAX_VISITORS = 4", new="MAX_VISITORS = 2"),
            ]),
            "改好了，最多选两位。",
        ),
        turn(
            "还有个事，出所的妈妈我们都要打电话回访，你帮我" + f("pending", "整理四月份出所的回访电话表")
            + "，四月份出去的有九家。",
            "好，我从入住记录里把四月出所的九家拉出来，做成回访表。",
        ),
        turn(
            "另外听同行说区里要出母婴护理机构的新规，房间面积、护士证啥的都要查。" + f("pending", "区卫健委的新规到底什么时候出")
            + "，谁也说不准，我都不知道要不要先装修。",
            "这个我也没法知道，得等区卫健委正式发文。先记着，出了我帮你对一下条款。",
        ),
    )
    later = (
        (6, (
            turn(
                "回访表弄好了没？",
                "还没，还在待办里：整理四月份出所的回访电话表，九家。今天弄完发你。",
            ),
        )),
        (11, (
            turn(
                "财务说跟小冯谈好了，款也结了，他说下个月交东西。另外你帮我" + f("pending", "六月底前把探视预约搬到小程序上")
                + "，现在家属还是打电话约，前台接不过来。",
                "好，六月底前把探视预约做到小程序上。小冯的令牌到了我再重新构建 web。",
            ),
        )),
    )
    return Scripted(
        name="fresh22-zh-yuezi", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh22=True,
        later=later, routine=routine_zh,
    )


# ---------------------------------------------------------------- jiadian
def _jiadian() -> Scripted:
    f = Builder()
    r1 = (
        turn(
            "你好，我姓严，合肥做家电上门维修的，热水器、油烟机、洗衣机这些都修，手底下四个师傅。"
            "接单的系统是我侄子小宇搭的，两台服务器，他说改啥都用一个叫 ansible 的东西，文件在 "
            + f("path", "/home/xiaoyu/ops/site.yml") + "。昨天周梅说派单短信发不出去了，小宇让我找人看看，"
            "他笔记本摔了，屏幕碎了送去修了。",
            ("我先对短信那台机器跑一遍。", [
                call("bash",
                     "PLAY [web] *********************************************************************\n\n"
                     "TASK [Gathering Facts] *********************************************************\n"
                     + f("failure", 'fatal: [web2]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to '
                                    'the host via ssh: root@47.98.212.36: Permission denied (publickey).", '
                                    '"unreachable": true}') + "\n\n"
                     "PLAY RECAP *********************************************************************\n"
                     "web2                       : ok=0    changed=0    unreachable=1    failed=0    skipped=0",
                     error=True,
                     command=f("command", "ansible-playbook -i /home/xiaoyu/ops/inventory.ini "
                                          "/home/xiaoyu/ops/site.yml --limit web2")),
            ]),
            "连不上 web2：服务器只认小宇笔记本上那把密钥，这台电脑上没有。发短信的服务就在 web2 上。",
        ),
        turn(
            "笔记本得下礼拜三才修好，售后说屏幕要从厂里调。那就等他吧，这几天让周梅手动发。",
            "好，等小宇的笔记本回来再弄 web2。",
        ),
        turn(
            "行。我跟你讲讲我们干活的规矩，以后你帮我弄系统也照这个来。客户打电话来，周梅先问清楚啥牌子啥毛病，"
            "派单，师傅到了先检测，" + f("number", "上门检测费三十块") + "，修了就不收检测费。师傅到了人家，"
            + f("constraint", "进门先套鞋套") + "，工具包放在自己带的垫子上，不能直接搁人家地板上，这是我干了十几年的老规矩。"
            "燃气的东西我最怕，" + f("constraint", "燃气热水器只派有证的老魏去") + "，别人没有燃气证，出了事说不清。"
            + f("number", "换的件保修九十天") + "，人工不保。哎，你说现在年轻师傅咋都不爱记这些。",
            "明白了。派单的时候我给燃气热水器的单子只留老魏一个人可选。",
        ),
        turn(
            "嗯嗯。你看生意能不能再多点？",
            "可以" + f("rejected", "在抖音上拍维修视频引流") + "，现在不少师傅靠这个接单。",
        ),
        turn(
            "师傅们一天跑七八家，手上全是油，哪有工夫拍。再说人家客户家里，谁愿意让你举着手机拍。",
            "明白，那就不弄视频。",
        ),
    )
    r2 = (
        turn(
            "前天小宋修一台洗衣机，换了个排水泵，客户后来在美团上说我们换的是旧件，还说换下来的不给他看。"
            "其实是新件，但说不清了，退了钱还挨了个差评。以后" + f("constraint", "换下来的旧配件当着客户面给他")
            + "，还要拍照传到系统里。你在完工那一步加个必须传旧件照片。",
            ("我在完工接口里加个检查。", [
                call("edit", "ok", path="/home/xiaoyu/app/orders/finish.py",
                     old="def finish(order, req):\n",
                     new="def finish(order, req):\n    if order.parts_replaced and not req.old_part_photos:\n"
                         "        raise BadRequest('请上传换下旧件的照片')\n"),
            ]),
            "加好了。顺便可以在完工的时候给客户发一张电子保修卡，写上换了啥件、保修到哪天，以后有纠纷也好说。",
        ),
        turn(
            "这个好，加上。还有，小宇走之前说每天夜里会自动备份到阿里云，让我隔几天看一眼备份还在不在。",
            ("我先看下备份的配置，再列一下最近的备份。", [
                call("read", path=f("path", "/etc/restic/guodong.env"),
                     result="export RESTIC_REPOSITORY=" + f("identifier", "s3:oss-cn-hangzhou.aliyuncs.com/guodong-backup")
                            + "\nexport AWS_ACCESS_KEY_ID=LTAI5tQ9xxxxxxxxxxxx\n"
                              "export AWS_SECRET_ACCESS_KEY=********\nexport RESTIC_PASSWORD_FILE=/root/.restic-pass"),
                call("bash",
                     "repository 3e0c1f2a opened (version 2, compression level auto)\n"
                     "Load(<key/9a41d77c02>, 0, 0) returned error, retrying after 552.330144ms: ...\n"
                     + f("failure", "Fatal: wrong password or no key found"),
                     error=True, command=f("command", "set -a && . /etc/restic/guodong.env && restic snapshots --latest 3")),
            ]),
            "密码文件里的密码打不开这个备份仓库，应该是小宇换过密码没更新文件。备份到底还在不在，现在看不了。",
        ),
        turn(
            "密码？小宇说他把备份密码写在纸上给了周梅。周梅今晚在医院陪她妈，明天回来我问她。",
            "好，明天拿到密码再看，密码你直接写进 /root/.restic-pass 就行，不用发我。",
        ),
    )
    r3 = (
        turn(
            "周梅说美团那个业务经理又来找了，要我们" + f("rejected", "所有维修都按美团一口价") + "，平台抽两成。"
            "我让周梅跟他讲，维修不上，修啥毛病事先哪知道，油烟机清洗可以上一口价，清洗好定价。经理说行，先上清洗。"
            "你帮我把清洗的价目整理一下给周梅。",
            ("我按现在的报价列个表。", [
                call("write", "ok", path="/home/xiaoyu/app/docs/qingxi_jiamu.md",
                     content="# 油烟机清洗价目\n- 欧式/顶吸：按现行价\n- 侧吸：按现行价\n- 集成灶：上门看了再定\n"),
            ]),
            "列好了，具体数你跟周梅对一下再填。",
        ),
        turn(
            "还有个事，我老同学在一家延保公司，微信上跟我说，让我们" + f("rejected", "做延保公司的指定网点，先垫钱后结算")
            + "，说一个月能多一百来单。你觉得呢？",
            "单量确实能多，但先垫钱后结算，账期一长你资金压力会很大，得问清楚多久结一次、拖了怎么办。",
        ),
        turn("我再想想。", "好。"),
        turn(
            "对了，月底要发提成，" + f("pending", "上个月每个师傅各跑了多少单") + "，你给我统计一下。",
            "好，我从完工记录里按师傅统计。",
        ),
        turn(
            "还有，现在都在说以旧换新有国家补贴，" + f("pending", "以旧换新补贴我们小店能不能接")
            + "，我去商务局问了，人家说细则还没下来。",
            "这个我也不知道，得等细则出来才能看。先记着。",
        ),
    )
    later = (
        (4, (
            turn(
                "延保那个我想好了，不做。垫钱垫不起，前年一家保险公司拖了我半年的款。你帮我回老同学一句，别伤了和气。"
                "还有那个师傅单量统计，弄了没？",
                "可以这么回：“老同学，谢谢你想着我，垫款这块我们小店实在压不起，先不参加了，改天请你吃饭。”"
                "单量统计还没出，还在单子上：上个月每个师傅各跑了多少单，今天给你。",
            ),
        )),
        (9, (
            turn(
                "天热了洗油烟机的多，" + f("pending", "七月一号前把油烟机清洗夏季价目表挂上去") + "，价钱跟美团那边一样。",
                "好，七月一号前把夏季清洗价目表挂到小程序上，价格跟美团对齐。",
            ),
        )),
    )
    return Scripted(
        name="fresh22-zh-jiadian", lang="zh", rounds=(r1, r2, r3), facts=tuple(f.facts), held_out=True, fresh22=True,
        later=later, routine=routine_zh,
    )


SESSIONS = (_yanjing(), _songshui(), _yuezi(), _jiadian())
