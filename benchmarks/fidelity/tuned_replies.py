"""Tuned sessions for two phrasings the first tuned set lacked: an option turned down without being
repeated, and open items said in the wider pending lexicon.

Each scenario has an option the *user* proposes and the assistant turns down without naming it, and
one the *assistant* proposes and the user turns down; the option counts as kept only if the words of
the proposal reach the view. Open items use deferral, reminder and obligation phrasing ("Later we still
need to …", "Don't forget to …", "回头还得…", "别忘了…", "改天…"). The offline summarizer's proposal and
pending rules (``sessionlog/summarizers/proposals.py``, ``lexicon.py``) were developed on these; the
fresh held-out set (``heldout_fresh.py``) is their check. Routine work is the tuned corpus's.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn
from .tuned import routine_en, routine_zh

# name, task, path, identifier, number, command, failure, constraint,
# (option the user proposes, why not), (option the assistant proposes, why not), two open items
EN = [
    dict(name="flags", task="clean up the stale feature flags", path="web/flags/registry.ts", ident="FLAG-2291",
         num="214 flags", cmd="npm run flags:audit", fail="TypeError: Cannot read properties of undefined (reading 'variant')",
         cons="never remove a flag that is still read in the mobile app",
         user_opt=("delete every flag older than a year in one sweep", "a dozen of them still gate paid features"),
         bot_opt=("turn the audit into a blocking CI step", "the audit takes nine minutes on a cold cache"),
         pend=("tell the mobile team which flags are going away", "add an owner field to each flag entry")),
    dict(name="email", task="get our transactional email out of the spam folder", path="infra/dns/mail.zone",
         ident="selector s2024", num="p=quarantine", cmd="dig +short TXT _dmarc.example.org",
         fail="550 5.7.26 Unauthenticated email from example.org is not accepted",
         cons="do not touch the marketing sender domain",
         user_opt=("switch every message to a brand-new sending domain", "a fresh domain starts with no reputation at all"),
         bot_opt=("raise the DMARC policy straight to reject", "the invoicing vendor still sends unsigned mail for us"),
         pend=("ask the vendor to sign with our DKIM key", "watch the aggregate reports for a week")),
    dict(name="graphql", task="add cursor pagination to the orders query", path="api/graphql/orders.resolver.ts",
         ident="OrdersConnection", num="100 items per page", cmd="npm test -- orders.resolver",
         fail="GraphQLError: Cannot query field \"pageInfo\" on type \"OrderList\"",
         cons="keep the old offset arguments working for the partner apps",
         user_opt=("return all orders and let the client page through them", "some accounts have two million orders"),
         bot_opt=("encode the cursor as the raw database id", "clients would start depending on the id format"),
         pend=("document the cursor format for partners", "deprecate the offset arguments in the schema")),
    dict(name="retention", task="delete customer data on request within the legal deadline", path="jobs/erasure/worker.py",
         ident="ERASE-REQ-5512", num="30 days", cmd="python -m jobs.erasure --dry-run",
         fail="IntegrityError: update or delete on table \"customers\" violates foreign key constraint",
         cons="the audit trail of each erasure must survive the erasure itself",
         user_opt=("soft-delete the rows by setting a flag", "the law asks for the data to be gone, not hidden"),
         bot_opt=("run the erasure straight against the primary at noon", "the cascade locks the orders table"),
         pend=("purge the copies in the nightly backups", "add the erasure report to the privacy dashboard")),
    dict(name="transcode", task="stop the video transcoding queue from backing up", path="media/queue/consumer.go",
         ident="queue transcode-high", num="18 minutes", cmd="go test ./media/queue/...",
         fail="context canceled: ffmpeg exited with status 137",
         cons="no new paid encoding services",
         user_opt=("drop the 4K renditions for everyone", "the premium plan is sold on 4K"),
         bot_opt=("double the worker count on the current nodes", "the nodes are already at 90% memory"),
         pend=("move the thumbnail jobs to their own queue", "alert when a job waits more than ten minutes")),
    dict(name="proration", task="fix proration when a customer changes plan mid-cycle", path="billing/proration.rb",
         ident="plan_team_annual", num="0.01 EUR", cmd="bundle exec rspec spec/billing/proration_spec.rb",
         fail="expected 41.67 but got 41.66 (rounding)", cons="amounts are computed in cents, never in floats",
         user_opt=("round everything up in our favour", "finance says that breaks the consumer rules"),
         bot_opt=("credit the unused days as account balance instead of refunding", "support gets tickets about stuck balances"),
         pend=("backfill the wrong invoices from March", "tell support how the new credit note looks")),
]
ZH = [
    dict(name="stock", task="修复秒杀时库存超卖", path="inventory/deduct.go", ident="活动 SK-0618", num="每秒 8000 次",
         cmd="go test ./inventory/... -run Deduct", fail="超卖检测：库存变为 -3", cons="扣减逻辑必须放在一个事务里",
         user_opt=("给库存表加一把全局锁", "秒杀时所有请求都会排队"),
         bot_opt=("把库存全部放到本地内存里扣", "多台机器之间的数字对不上"),
         pend=("压测一下十倍流量", "和运营确认超卖的补偿规则")),
    dict(name="mq", task="处理订单消息队列的积压", path="consumer/order_listener.py", ident="topic order-events",
         num="积压 120 万条", cmd="kafka-consumer-groups --describe --group order-svc", fail="CommitFailedException: 消费组正在重平衡",
         cons="不能丢任何一条订单消息",
         user_opt=("把积压的消息直接清空重来", "里面有还没发货的订单"),
         bot_opt=("把分区数从 12 加到 48", "下游按分区保证顺序，改了会乱序"),
         pend=("给消费延迟加告警", "写一份积压处理的预案")),
    dict(name="mask", task="给测试环境的数据做脱敏", path="tools/mask/rules.yaml", ident="脱敏规则 MASK-07",
         num="43 张表", cmd="python tools/mask/run.py --env test", fail="UnicodeDecodeError: 'utf-8' codec can't decode byte 0xb0",
         cons="身份证号和手机号一律不能以明文出现在测试库",
         user_opt=("直接用生产库的快照给测试用", "快照里全是真实用户信息"),
         bot_opt=("把姓名统一替换成同一个假名", "有些用例要靠姓名区分用户"),
         pend=("检查新加的表有没有漏掉字段", "把脱敏脚本接到每周的数据同步里")),
    dict(name="cron", task="把分散的定时任务统一到调度平台", path="scheduler/jobs/settle.yaml", ident="任务 JOB-SETTLE-02",
         num="凌晨 2 点", cmd="scheduler-cli validate scheduler/jobs/", fail="错误：任务 JOB-SETTLE-02 的依赖 JOB-DUMP-01 不存在",
         cons="结算任务必须在对账任务之前跑完",
         user_opt=("所有任务都改成每分钟跑一次", "数据库会被扫表拖垮"),
         bot_opt=("先把旧的 crontab 全部停掉再迁", "中间会有一段时间没人结算"),
         pend=("把失败重试的次数统一成三次", "下线旧机器上的 crontab")),
    dict(name="images", task="把商品图片压缩后走 CDN", path="media/compress/pipeline.py", ident="CDN 域名 img.acme-cdn.cn",
         num="平均 380 KB", cmd="python -m media.compress --sample 200", fail="OSError: cannot identify image file 'p_88213.webp'",
         cons="不要改动商家上传的原图",
         user_opt=("所有图片都转成最低画质", "商家会投诉图片糊了"),
         bot_opt=("只保留 WebP 一种格式", "老版本的安卓客户端不支持 WebP"),
         pend=("统计一下压缩后的流量节省", "给上传接口加上尺寸校验")),
    dict(name="invoice", task="接入电子发票开具", path="finance/einvoice/client.java", ident="税号 91310000MA1K",
         num="单张上限 10 万元", cmd="mvn -pl finance test -Dtest=EInvoiceClientTest", fail="开票失败：错误码 E1024 购方税号校验不通过",
         cons="开票金额只能从订单实付金额取",
         user_opt=("让用户自己在页面上填金额", "金额对不上会被税务稽查"),
         bot_opt=("把开票请求改成同步等待结果", "税局接口高峰期要十几秒才返回"),
         pend=("补上红冲发票的流程", "和财务确认发票抬头的校验规则")),
]

_EN = dict(
    user_ask=["Could we just {r}?", "How about we {r}?", "Why not {r}?", "Should we {r} instead?",
              "Would it be easier to {r}?", "Maybe {r}?"],
    bot_no=["No: {why}.", "That won't work, because {why}.", "I'd advise against it, since {why}.",
            "That would work in principle, but {why}.", "Not a good idea; {why}.", "Let's not: {why}."],
    bot_ask=["I could {r}.", "One option is to {r}.", "Shall I {r}?", "Want me to {r}?", "We could {r}.", "I'll {r}."],
    user_no=["No, not that — {why}.", "Please don't; {why}.", "Let's not do that, {why}.", "Nope. {why}.",
             "I don't think so: {why}.", "Better not — {why}."],
    pend=["Later we still need to {x}.", "Don't forget to {x}.", "At some point we have to {x}.",
          "Remember to {x}.", "We'll need to {x} before the release.", "Afterwards, {x}."],
)
_ZH = dict(
    user_ask=["要不{r}？", "干脆{r}吧？", "不如{r}？", "{r}行不行？", "能不能{r}？", "我们可以{r}吗？"],
    bot_no=["不行，{why}。", "不建议这样做，{why}。", "这个办法不太合适：{why}。", "可以是可以，但是{why}。",
            "恐怕不行，{why}。", "算了吧，{why}。"],
    bot_ask=["我可以先{r}。", "要不要我{r}？", "或者我们{r}。", "我打算{r}。", "要不{r}？", "不如{r}。"],
    user_no=["别用那个办法，{why}。", "不要这样，{why}。", "不行。{why}。", "还是别了，{why}。", "不好，{why}。", "算了，{why}。"],
    pend=["回头还得{x}。", "之后还要{x}。", "别忘了{x}。", "改天{x}。", "有空的时候{x}。", "这周五前{x}。"],
)


def _session(k: int, d: dict, lang: str) -> Scripted:
    f = Builder()
    ph = _ZH if lang == "zh" else _EN
    pick = lambda key, j=0: ph[key][(k + j) % len(ph[key])]
    ok = "好的。" if lang == "zh" else "Okay."
    log = long_log(120 + 10 * k, f"replies-{d['name']}", f"{f('failure', d['fail'])}\nexit code 1") if k % 2 else f("failure", d["fail"])
    if lang == "zh":
        opener = f"这次要{d['task']}，代码在 {f('path', d['path'])}。有个硬性要求：{f('constraint', d['cons'])}。"
        facts_turn = turn(f"对应的是 {f('identifier', d['ident'])}，现在的量大概是 {f('number', d['num'])}。", ok)
    else:
        opener = f"Let's {d['task']}; the code is in {f('path', d['path'])}. Hard rule: {f('constraint', d['cons'])}."
        facts_turn = turn(f"It's tracked as {f('identifier', d['ident'])}; right now it is {f('number', d['num'])}.", ok)
    (uopt, uwhy), (bopt, bwhy) = d["user_opt"], d["bot_opt"]
    rounds = (
        (turn(opener, (ok, [call("read", "# source\n" + "x = 1\n" * 200, path=d["path"])])), facts_turn),
        (turn(pick("user_ask").format(r=f("rejected", uopt)), pick("bot_no").format(why=f("rejected", uwhy))),),
        (turn("Run the check." if lang == "en" else "跑一下检查。",
              (ok, [call("bash", log, error=True, command=f("command", d["cmd"]))]),
              pick("bot_ask").format(r=f("rejected", bopt))),
         turn(pick("user_no").format(why=f("rejected", bwhy)), ok)),
        (turn(pick("pend").format(x=f("pending", d["pend"][0])), ok),),
        (turn("Carry on." if lang == "en" else "继续。", pick("pend", 3).format(x=f("pending", d["pend"][1]))),),
    )
    return Scripted(f"tuned-{lang}-replies-{d['name']}", lang, rounds, tuple(f.facts),
                    routine=routine_zh(d["name"]) if lang == "zh" else routine_en(d["name"]))


SESSIONS = tuple([_session(k, d, "en") for k, d in enumerate(EN)] + [_session(k, d, "zh") for k, d in enumerate(ZH)])
