"""The tuned part of the fidelity corpus: scenario data poured into phrase variants, then routine work.

The offline summarizer's cues were developed against these sessions; ``heldout.py`` and
``heldout_long.py`` are the check. Every session plants its facts in the first five rounds (and two
more around rounds 12 and 28) and is then buried under routine work (``routine``: "continue with step
12.1", "step 12.1 done", tests, edits to a working set, a flaky test that passes on rerun, an open item
closed a round later) for as many rounds as the benchmark drives.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn

# Each scenario: task, two paths, two identifiers, two commands, two numbers, two failures, a rejected
# plan with its reason, two constraints and two pending items.
EN = [
    dict(name="auth-tokens", late=('never reuse a kid value', 'announce the rotation in #platform'), task="rotate the JWT signing keys without logging anyone out",
         paths=("src/auth/keys.py", "config/jwks.json"), ids=("kid-2024-07-a", "https://auth.example.com/.well-known/jwks.json"),
         cmds=("pytest tests/auth -q", "python scripts/rotate_keys.py --dry-run"), nums=("3600 seconds", "2 keys"),
         fails=("KeyError: 'kid'", "jwt.exceptions.InvalidSignatureError: Signature verification failed"),
         rejected=("revoking all sessions at once", "it would log out 40k users"),
         cons=("keep the old key valid for one rotation period", "do not print private keys in the logs"),
         pend=("update the runbook for key rotation", "schedule the next rotation in the ops calendar")),
    dict(name="search-index", late=('keep the old analyzer as a fallback', 'delete the idx-products-v6 alias'), task="make product search tolerate typos",
         paths=("search/analyzers.py", "search/mappings/products.json"), ids=("idx-products-v7", "8f14e45fceea167a5a36dedd4bea2543"),
         cmds=("curl -s localhost:9200/_cat/indices", "make reindex INDEX=products"), nums=("fuzziness 2", "120 ms p95"),
         fails=("illegal_argument_exception: analyzer [typo_en] not found", "circuit_breaking_exception: [parent] Data too large"),
         rejected=("a second Elasticsearch cluster", "the budget does not cover it"),
         cons=("never reindex during business hours", "stay on Elasticsearch 7.17"),
         pend=("add synonyms for the top 50 queries", "benchmark the new analyzer on staging")),
    dict(name="mobile-crash", late=('no new permissions in the manifest', 'check the crash rate after 48 hours'), task="fix the Android crash on the settings screen",
         paths=("app/src/main/java/com/acme/SettingsFragment.kt", "app/build.gradle"), ids=("crash-9f3a12", "com.acme.shop"),
         cmds=("./gradlew :app:testDebugUnitTest", "adb logcat -s AndroidRuntime"), nums=("API level 26", "3.2% of sessions"),
         fails=("java.lang.NullPointerException: Attempt to invoke virtual method on a null object reference",
                "Execution failed for task ':app:compileDebugKotlin'"),
         rejected=("disabling the settings screen remotely", "support tickets would explode"),
         cons=("don't bump the minSdk", "keep the fix inside SettingsFragment"),
         pend=("add a regression test for rotation", "ship the hotfix to the beta track")),
    dict(name="invoice-pdf", late=('do not store rendered PDFs longer than 30 days', 'add a watermark to draft invoices'), task="render invoices as PDF with the new template",
         paths=("invoices/render.py", "templates/invoice_v2.html"), ids=("INV-2024-000173", "tmpl_01HZX3K9QF"),
         cmds=("python -m invoices.render --id INV-2024-000173", "weasyprint --version"), nums=("A4 portrait", "300 dpi"),
         fails=("OSError: cannot load library 'pango-1.0-0'", "UnicodeEncodeError: 'latin-1' codec can't encode character"),
         rejected=("generating PDFs in the browser", "the output differs per browser"),
         cons=("must keep the legal footer text unchanged", "only use fonts we already license"),
         pend=("ask legal to review the footer", "add the Danish translation")),
    dict(name="db-migration", late=('batches must stay under 2 seconds each', 'archive the migration logs'), task="split the users table into users and profiles",
         paths=("migrations/0042_split_profiles.sql", "app/models/profile.py"), ids=("pg-prod-eu-1", "1b4e28ba-2fa1-11d2-883f-0016d3cca427"),
         cmds=("psql -f migrations/0042_split_profiles.sql", "python manage.py check_profiles"), nums=("18 million rows", "500 rows per batch"),
         fails=("ERROR: column \"bio\" of relation \"profiles\" does not exist", "psycopg2.errors.LockNotAvailable: canceling statement due to lock timeout"),
         rejected=("a big-bang migration in one transaction", "it would lock users for hours"),
         cons=("never run DDL on the primary during peak hours", "keep reads backwards compatible"),
         pend=("drop the old columns after two releases", "verify the row counts on the replica")),
    dict(name="ci-speed", late=('do not skip the security scan job', 'move the docs build to a nightly job'), task="cut the CI time in half",
         paths=(".github/workflows/ci.yml", "tox.ini"), ids=("run 8812345501", "actions/cache@v4"),
         cmds=("gh run view 8812345501 --log", "tox -e py311 -- -n auto"), nums=("27 minutes", "4 shards"),
         fails=("Error: The operation was canceled.", "ModuleNotFoundError: No module named 'xdist'"),
         rejected=("moving CI to self-hosted runners", "nobody owns the machines"),
         cons=("no paid GitHub features", "keep the coverage gate at 90%"),
         pend=("cache the pip wheels", "split the integration tests into their own job")),
    dict(name="rate-limit", late=('return Retry-After on every 429', 'load-test the limiter with 5000 keys'), task="add rate limiting to the public API",
         paths=("api/middleware/ratelimit.go", "api/config/limits.yaml"), ids=("redis://cache-01.internal:6379/3", "X-RateLimit-Remaining"),
         cmds=("go test ./api/middleware/...", "hey -n 2000 -c 50 http://localhost:8080/v1/items"), nums=("100 requests per minute", "status 429"),
         fails=("panic: assignment to entry in nil map", "dial tcp 10.0.3.7:6379: connect: connection refused"),
         rejected=("a token bucket per IP address", "NAT makes whole offices share one IP"),
         cons=("don't rate limit the health endpoint", "limits must be configurable per API key"),
         pend=("document the headers in the API reference", "alert when a key hits the limit repeatedly")),
    dict(name="i18n", late=('plural rules come from CLDR only', 'translate the onboarding emails'), task="extract all UI strings for translation",
         paths=("web/src/i18n/en.json", "web/scripts/extract-strings.ts"), ids=("crowdin project 471203", "LANG-88"),
         cmds=("npx ts-node web/scripts/extract-strings.ts", "npm run lint:i18n"), nums=("1,284 strings", "12 languages"),
         fails=("SyntaxError: Unexpected token '<' in JSON at position 0", "Error: Missing translation key checkout.total"),
         rejected=("machine translation for the launch", "the legal pages need human review"),
         cons=("keep the keys in English", "no string concatenation in templates"),
         pend=("send the files to the translators", "add a CI check for missing keys")),
    dict(name="backup-restore", late=('never copy backups out of the eu-west-1 region', 'rotate the restore credentials'), task="prove we can restore last night's backup",
         paths=("/backups/nightly/2024-06-11.tar.zst", "ops/restore.sh"), ids=("snap-0a1b2c3d4e5f67890", "restore-drill-q2"),
         cmds=("zstd -t /backups/nightly/2024-06-11.tar.zst", "bash ops/restore.sh --target staging-db"), nums=("47 GB", "2 hours 10 minutes"),
         fails=("zstd: error 70 : Write error : cannot write block : No space left on device", "pg_restore: error: could not execute query: ERROR: role \"app_rw\" does not exist"),
         rejected=("restoring straight into production", "it would overwrite today's orders"),
         cons=("only restore into the staging account", "do not delete any snapshot"),
         pend=("write up the restore drill results", "automate the monthly restore test")),
]

ZH = [
    dict(name="zh-payment", late=('金额一律用分做单位', '补一份回调失败的告警'), task="接入微信支付回调",
         paths=("pay/wechat/notify.py", "pay/config/wechat.yaml"), ids=("商户号 1900012345", "wx_notify_v3"),
         cmds=("pytest pay/tests -k notify", "curl -X POST localhost:8000/pay/notify"), nums=("5 秒", "3 次重试"),
         fails=("签名验证失败：SIGN_ERROR", "ConnectionResetError: [Errno 104] Connection reset by peer"),
         rejected=("轮询订单状态代替回调", "会给支付接口带来很大压力"),
         cons=("不要在日志里打印用户手机号", "回调接口必须幂等"),
         pend=("补充退款回调的处理", "和财务确认对账文件格式")),
    dict(name="zh-cache", late=('缓存键里不能带用户隐私信息', '统计一下缓存穿透的次数'), task="给商品详情页加缓存",
         paths=("service/product/detail.go", "deploy/redis.conf"), ids=("product:detail:{id}", "redis-prod-02"),
         cmds=("go test ./service/product/...", "redis-cli -h redis-prod-02 info memory"), nums=("命中率 92%", "TTL 600 秒"),
         fails=("OOM command not allowed when used memory > 'maxmemory'", "context deadline exceeded"),
         rejected=("本地内存缓存方案", "多实例之间数据不一致"),
         cons=("缓存失效时不能直接打到数据库", "只能使用现有的 Redis 集群"),
         pend=("加上缓存预热脚本", "评估热点商品的单独处理")),
    dict(name="zh-report", late=('报表里的金额保留两位小数', '给报表加一个同比列'), task="生成每周销售报表",
         paths=("reports/weekly_sales.sql", "reports/export.py"), ids=("报表任务 RPT-0315", "dw.sales_fact"),
         cmds=("python reports/export.py --week 2024-W23", "hive -f reports/weekly_sales.sql"), nums=("2300 万行", "每周一 8 点"),
         fails=("FAILED: SemanticException [Error 10004]: Invalid table alias or column reference 'region'", "MemoryError"),
         rejected=("用 Excel 宏生成报表", "无法自动化并且容易出错"),
         cons=("报表口径必须和财务一致", "不要修改数仓里的原始表"),
         pend=("增加按地区的汇总", "把报表发送到销售群")),
    dict(name="zh-k8s", late=('生产环境的配置只能通过 GitOps 修改', '清理旧的 Jenkins 任务'), task="把订单服务迁移到 Kubernetes",
         paths=("deploy/order/deployment.yaml", "deploy/order/hpa.yaml"), ids=("namespace order-prod", "镜像 registry.cn/acme/order:1.8.3"),
         cmds=("kubectl apply -f deploy/order/", "kubectl -n order-prod rollout status deploy/order"), nums=("副本数 6", "CPU 限制 2 核"),
         fails=("ImagePullBackOff: unauthorized: authentication required", "Readiness probe failed: HTTP probe failed with statuscode: 503"),
         rejected=("一次性切换全部流量", "出问题时无法快速回滚"),
         cons=("迁移期间订单接口不能中断", "必须保留旧虚拟机一周"),
         pend=("配置灰度发布的流量比例", "下线旧的虚拟机")),
    dict(name="zh-search", late=('分词词典的修改要先在预发环境验证', '整理一份慢查询清单'), task="优化搜索接口的响应时间",
         paths=("search/api/handler.py", "search/es/query_builder.py"), ids=("索引 goods_v5", "trace-id 4bf92f3577b34da6"),
         cmds=("locust -f tests/load/search.py --headless -u 200", "python -m cProfile search/api/handler.py"), nums=("P99 1.8 秒", "目标 300 毫秒"),
         fails=("TransportError(429, 'es_rejected_execution_exception')", "TimeoutError: search took longer than 2000 ms"),
         rejected=("把所有结果预先算好存到 MySQL", "数据量太大而且更新不及时"),
         cons=("不要改变接口的返回字段", "不能降低搜索结果的相关性"),
         pend=("给慢查询加监控", "和前端确认分页参数")),
    dict(name="zh-sdk", late=('公开接口的参数名不能改', '在文档里补上异步用法示例'), task="发布 Python SDK 的 2.0 版本",
         paths=("sdk/python/acme/client.py", "sdk/python/pyproject.toml"), ids=("版本号 2.0.0rc1", "PyPI 项目 acme-sdk"),
         cmds=("python -m build sdk/python", "twine upload --repository testpypi dist/*"), nums=("覆盖率 87%", "支持 4 个 Python 版本"),
         fails=("HTTPError: 403 Forbidden from https://test.pypi.org/legacy/", "ImportError: cannot import name 'Client' from partially initialized module"),
         rejected=("保留旧的同步接口作为默认", "会让新用户继续用过时的写法"),
         cons=("必须兼容 Python 3.8", "不要引入新的运行时依赖"),
         pend=("编写迁移指南", "在更新日志里列出破坏性变更")),
]

_EN_PHRASES = dict(
    goal=["I want to {task}. The main code is in {p0}.", "Today's job: {task}. Start with {p0}.",
          "Please help me {task}; have a look at {p0} first."],
    cons=["Important: {c}.", "One rule: {c}.", "Please {c}.", "Constraint from my side: {c}."],
    rej_ask=["Could we try {r}?", "What do you think about {r}?", "Maybe just go with {r}?"],
    rej=["I'd advise against {r} because {why}.", "Let's not do {r}: {why}.", "We should reject {r}, since {why}."],
    ident=["For reference, the id is {i}.", "Note the identifier {i}.", "It's tracked as {i}."],
    num=["The target is {n}.", "We measured {n}.", "Set it to {n}."],
    pend=["We still need to {x}.", "TODO: {x}.", "Remember to {x} later.", "Next: {x}.", "Still to do: {x}."],
    late_cons=["From now on, {c}.", "New constraint: {c}."],
    late_pend=["Before the release we have to {x}.", "Open item: {x}."],
)
_ZH_PHRASES = dict(
    goal=["这次的任务是{task}，主要代码在 {p0}。", "帮我{task}，先看看 {p0}。", "今天要{task}，入口是 {p0}。"],
    cons=["注意：{c}。", "有个要求：{c}。", "请记住，{c}。", "约束条件：{c}。"],
    rej_ask=["可以考虑{r}吗？", "要不直接用{r}？", "{r}怎么样？"],
    rej=["不建议{r}，因为{why}。", "我们放弃{r}，原因是{why}。", "{r}不可行，{why}。"],
    ident=["相关标识是 {i}。", "记一下：{i}。", "对应的是 {i}。"],
    num=["目标是 {n}。", "测下来是 {n}。", "设置为 {n}。"],
    pend=["还需要{x}。", "后续要{x}。", "记下来：之后{x}。", "下一步：{x}。", "待检查：{x}。"],
    late_cons=["从现在开始，{c}。", "新的约束：{c}。"],
    late_pend=["上线前还要{x}。", "待办：{x}。"],
)

# ---------------------------------------------------------------- routine work (tuned)
_MODS = ("loader", "parser", "writer", "report", "cli")
_FNS = ("load_rows", "parse_header", "write_batch", "render_table", "main", "flush", "normalize_row")
_TASKS_EN = (("move the remaining handlers to the new router", "moved the remaining handlers to the new router"),
             ("add type hints to the loader", "added type hints to the loader"),
             ("split the long function in the parser", "split the long function in the parser"),
             ("replace the print calls with logging", "replaced the print calls with logging"),
             ("rename the config keys to snake case", "renamed the config keys to snake case"),
             ("add docstrings to the public helpers", "added docstrings to the public helpers"),
             ("remove the dead code in the writer", "removed the dead code in the writer"),
             ("cache the parsed headers", "cached the parsed headers"),
             ("tighten the error messages", "tightened the error messages"),
             ("sort the imports", "sorted the imports"),
             ("extract the retry helper", "extracted the retry helper"),
             ("inline the tiny wrappers", "inlined the tiny wrappers"))
_TASKS_ZH = (("把剩下的处理函数迁到新路由", "剩下的处理函数已迁到新路由"), ("给加载器加上类型标注", "加载器已加上类型标注"),
             ("拆分解析器里的长函数", "解析器里的长函数已拆分"), ("把 print 换成日志", "print 已换成日志"),
             ("把配置项改成蛇形命名", "配置项已改成蛇形命名"), ("给公共函数补文档字符串", "公共函数已补上文档字符串"),
             ("删除写入模块的死代码", "写入模块的死代码已删除"), ("缓存解析后的表头", "解析后的表头已缓存"),
             ("改进错误提示", "错误提示已改进"), ("整理 import 顺序", "import 顺序已整理"),
             ("抽出重试辅助函数", "重试辅助函数已抽出"), ("内联那些很小的包装函数", "很小的包装函数已内联"))
_STEPS = 150  # steps in the plan


def routine_en(tag: str):
    def turns(r: int) -> tuple:
        n, mod, fn = 40 + r % 9, _MODS[r % 5], _FNS[r % 7]
        task, did = _TASKS_EN[r % len(_TASKS_EN)]
        out = [
            turn(f"Continue with step {r}.1: {task}.",
                 (f"Working on step {r}.1.", [call("bash", f"{n} passed in {1 + r % 4}.{r % 10}s", command="pytest tests/unit -q")]),
                 f"Step {r}.1 done: I {did}. All {n} tests pass in {1 + r % 4}.{r % 10}s."),
            turn(f"Next: step {r}.2.",
                 ("", [call("edit", "Applied 1 edit.", path=f"src/{tag}/{mod}.py", oldText="old", newText="new")]),
                 f"Updated `{fn}` in src/{tag}/{mod}.py; {3 + r % 11} lines changed. Step {r}.2 done. "
                 f"{2 * r} of {_STEPS} steps of the plan are complete."),
        ]
        if r % 2 == 1:
            out.append(turn("How much is left in that module?",
                            f"{5 + r % 8} functions in src/{tag}/{mod}.py still use the old style."))
        if r % 4 == 0:
            log = long_log(80, f"{tag}-flaky-{r}", "FAILED tests/integration/test_sync.py::test_retry - TimeoutError: timed out after 30s")
            out.append(turn("Run the integration tests too.",
                            ("", [call("bash", log, error=True, command="pytest tests/integration -q -x")]),
                            ("Timed out; rerunning.", [call("bash", "34 passed in 41.0s", command="pytest tests/integration -q -x")]),
                            "Passes on rerun; it was flaky."))
        if r % 5 == 0:
            out.append(turn("Double-check that module.",
                            ("", [call("read", "def f():\n    return 1\n" * 30, path=f"src/{tag}/{mod}.py")]),
                            f"Checked src/{tag}/{mod}.py; nothing else to change there."))
        if r % 7 == 0:
            out.append(turn(f"We still need to finish step {r}.3 later.", "Okay, step 3 stays open."))
        if r % 7 == 1 and r > 7:
            out.append(turn(f"Step {r - 1}.3 is done now.", "Great."))
        if r % 3 == 0:
            out.append(turn("Looks good, keep going.", "Will do."))
        return tuple(out)

    return turns


def routine_zh(tag: str):
    def turns(r: int) -> tuple:
        n, mod, fn = 40 + r % 9, _MODS[r % 5], _FNS[r % 7]
        task, did = _TASKS_ZH[r % len(_TASKS_ZH)]
        out = [
            turn(f"继续第 {r}.1 步：{task}。",
                 (f"开始第 {r}.1 步。", [call("bash", f"{n} passed in {1 + r % 4}.{r % 10}s", command="pytest tests/unit -q")]),
                 f"第 {r}.1 步完成：{did}。{n} 个测试全部通过，用时 {1 + r % 4}.{r % 10}s。"),
            turn(f"下一步：第 {r}.2 步。",
                 ("", [call("edit", "Applied 1 edit.", path=f"src/{tag}/{mod}.py", oldText="old", newText="new")]),
                 f"更新了 src/{tag}/{mod}.py 里的 `{fn}`，改了 {3 + r % 11} 行，第 {r}.2 步完成。"
                 f"计划共 {_STEPS} 步，已完成 {2 * r} 步。"),
        ]
        if r % 2 == 1:
            out.append(turn("这个模块还剩多少？", f"src/{tag}/{mod}.py 里还有 {5 + r % 8} 个函数是旧写法。"))
        if r % 4 == 0:
            log = long_log(80, f"{tag}-flaky-{r}", "FAILED tests/integration/test_sync.py::test_retry - TimeoutError: timed out after 30s")
            out.append(turn("集成测试也跑一下。",
                            ("", [call("bash", log, error=True, command="pytest tests/integration -q -x")]),
                            ("超时了，重跑一次。", [call("bash", "34 passed in 41.0s", command="pytest tests/integration -q -x")]),
                            "重跑通过，是偶发的。"))
        if r % 5 == 0:
            out.append(turn("再检查一下这个模块。",
                            ("", [call("read", "def f():\n    return 1\n" * 30, path=f"src/{tag}/{mod}.py")]),
                            f"检查了 src/{tag}/{mod}.py，没有别的要改。"))
        if r % 7 == 0:
            out.append(turn(f"第 {r}.3 步还需要稍后完成。", "好的，第 3 小步先留着。"))
        if r % 7 == 1 and r > 7:
            out.append(turn(f"第 {r - 1}.3 步已经完成了。", "很好。"))
        if r % 3 == 0:
            out.append(turn("看起来不错，继续。", "好的。"))
        return tuple(out)

    return turns


# ---------------------------------------------------------------- hand-written tuned sessions
def _checklist_zh() -> Scripted:
    """The seed article's scenario: editing a project checklist, docs only today."""
    f = Builder()
    rounds = (
        (turn(f"帮我整理项目清单 {f('path', 'docs/checklist.md')}，先把任务分组。注意：{f('constraint', '先别动数据库，今天只改文档')}。",
              ("", [call("read", "- [ ] 任务\n" * 40, path="docs/checklist.md")]), "清单里有 40 项任务，我按模块分组。"),),
        (turn("有两个方案：按负责人分组，或者按截止日期分组。",
              f"我们放弃{f('rejected', '按负责人分组')}，因为负责人经常变动。改为按截止日期分组。"),
         turn(f"好。把截止日期统一成 {f('identifier', 'YYYY-MM-DD')} 格式。",
              ("", [call("edit", "Applied 3 edits.", path="docs/checklist.md", oldText="6/1", newText="2024-06-01")]), "已统一。")),
        (turn("检查一下链接。",
              ("", [call("bash", long_log(200, "checklist-links", f("failure", "ERROR: 2 dead links found: docs/setup.md#db, docs/api.md#auth")
                                          + "\nexit code 1"), error=True, command=f("command", "npx markdown-link-check docs/checklist.md"))]),
              "有两个失效链接。"),),
        (turn(f"{f('pending', '文档里还有两项待检查')}，明天再看。数据库相关的那 {f('number', '7 项')}先不动。", "好的。"),),
    )
    return Scripted("tuned-zh-checklist", "zh", rounds, tuple(f.facts), routine=routine_zh("checklist"))


def _agents_en() -> Scripted:
    """Workspace rules in a bootstrap message before the first user message."""
    f = Builder()
    agents = ("# AGENTS.md\n\n## Session Startup\n- Read docs/ARCHITECTURE.md first.\n\n## Red Lines\n"
              f"- {f('constraint', 'Never run migrations against the shared dev database')}.\n"
              f"- {f('constraint', 'Ask before deleting any file')}.\n\n## Tone\n- Be brief.\n")
    rounds = (
        (turn(f"Add CSV export to the reports page. The view is {f('path', 'app/reports/views.py')}.",
              ("", [call("read", "def report(request):\n    return render(request)\n" * 10, path="app/reports/views.py")]),
              f"I'll add an export endpoint; the report id format is {f('identifier', 'RPT-2024-0042')}."),),
        (turn(f"Exports must stream; files can reach {f('number', '800 MB')}.",
              ("", [call("bash", long_log(160, "agents-export", f("failure", "django.db.utils.OperationalError: no such table: reports_export")
                                          + "\nexit code 1"), error=True, command=f("command", "python manage.py test reports"))]),
              "The test database lacks the export table."),),
        (turn("Should we build the CSV in memory first?",
              f"I'd advise against {f('rejected', 'building the whole CSV in memory')} because 800 MB would exhaust the worker."),),
        (turn(f"Fine. TODO: {f('pending', 'add a download link to the report header')}.", "Noted."),),
    )
    return Scripted("tuned-en-agents", "en", rounds, tuple(f.facts), routine=routine_en("agents"),
                    bootstrap=(("agents-md", agents),))


def _scenario(k: int, d: dict, lang: str) -> Scripted:
    f = Builder()
    ph = _ZH_PHRASES if lang == "zh" else _EN_PHRASES
    pick = lambda key, j=0: ph[key][(k + j) % len(ph[key])]
    p0, p1 = f("path", d["paths"][0]), f("path", d["paths"][1])
    ok = "好的。" if lang == "zh" else "Okay."

    def failed(text: str, n: int) -> str:
        """Odd scenarios print a long log first and the cause at the end, as real commands do."""
        return long_log(150 + 20 * n, f"{d['name']}-{n}", f"{text}\nexit code {n + 1}") if k % 2 else text

    rounds = (
        (
            turn(pick("goal").format(task=d["task"], p0=p0) + " " + pick("cons").format(c=f("constraint", d["cons"][0])),
                 (ok, [call("read", "# source\n" + "x = 1\n" * 300, path=p0)]),
                 pick("ident").format(i=f("identifier", d["ids"][0]))),
        ),
        (
            turn(pick("rej_ask").format(r=d["rejected"][0]),
                 pick("rej").format(r=f("rejected", d["rejected"][0]), why=f("rejected", d["rejected"][1]))),
            turn(pick("num").format(n=f("number", d["nums"][0])),
                 (ok, [call("bash", "ok\n" * 40, command=f("command", d["cmds"][0]))])),
        ),
        (
            turn("Run it again." if lang == "en" else "再跑一次。",
                 (ok, [call("bash", failed(f("failure", d["fails"][0]), 1), error=True, command=d["cmds"][0])]),
                 (ok, [call("edit", "Applied 1 edit.", path=p1, oldText="a", newText="b")])),
            turn(pick("ident", 1).format(i=f("identifier", d["ids"][1])), ok),
        ),
        (
            turn(pick("cons", 1).format(c=f("constraint", d["cons"][1])) + " " + pick("pend").format(x=f("pending", d["pend"][0])),
                 (ok, [call("bash", "done", command=f("command", d["cmds"][1]))])),
        ),
        (
            turn(pick("num", 1).format(n=f("number", d["nums"][1])),
                 (ok, [call("bash", failed(f("failure", d["fails"][1]), 2), error=True, command=d["cmds"][1])]),
                 pick("pend", 1).format(x=f("pending", d["pend"][1]))),
        ),
    )
    later = (
        (12, (turn(pick("late_cons").format(c=f("constraint", d["late"][0])), ok),)),
        (28, (turn(pick("late_pend").format(x=f("pending", d["late"][1])), ok),)),
    )
    return Scripted(f"tuned-{lang}-{d['name']}", lang, rounds, tuple(f.facts), later=later,
                    routine=routine_zh(d["name"]) if lang == "zh" else routine_en(d["name"]))


SESSIONS = tuple([_scenario(k, d, "en") for k, d in enumerate(EN)] + [_scenario(k, d, "zh") for k, d in enumerate(ZH)]
                 + [_checklist_zh(), _agents_en()])
