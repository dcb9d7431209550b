"""The held-out quarter of the fidelity corpus: written before the offline summarizer, never tuned on.

Do not edit these sessions to make a result better; add new sessions to ``tuned.py`` instead.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, turn


def _refunds() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn(
                f"We need partial refunds in the billing service. Hard requirement: {f('constraint', 'do not change the public REST response shape')}. "
                f"The refund logic lives in {f('path', 'services/billing/refunds/partial.py')}.",
                ("Let me look at the current implementation first.",
                 [call("read", "def refund(order):\n    return full_refund(order)\n" * 20,
                       path="services/billing/refunds/partial.py")]),
                "The current code only supports full refunds; I'll add an amount parameter.",
            ),
            turn(
                f"The Stripe account we test against is {f('identifier', 'acct_1Nv8ZqLkdIoHu7ix')}. Run the billing tests.",
                ("Running the suite.",
                 [call("bash", f("failure", "ImportError: cannot import name 'RefundLedger' from 'billing.ledger'"),
                       error=True, command=f("command", "pytest services/billing -k refund -x"))]),
                "The ledger import fails; RefundLedger was renamed in a previous refactor.",
            ),
        ),
        (
            turn(
                "What about doing the refund math in the database with a stored procedure?",
                f"I'd advise against it: {f('rejected', 'a stored procedure for refund math')} would hide the rounding rules from code review and we can't unit-test it, so I'm not going that way.",
            ),
            turn(
                f"Agreed, drop it. Refunds above {f('number', '2500 EUR')} need a second approver.",
                ("Adding the approval threshold.",
                 [call("edit", "Applied 1 edit.", path="services/billing/refunds/partial.py",
                       oldText="def refund(order):", newText="def refund(order, amount=None):")]),
                "Threshold added as APPROVAL_THRESHOLD_CENTS = 250000.",
            ),
        ),
        (
            turn(
                "Check the config for the currency rounding mode.",
                ("Reading the config.",
                 [call("read", "[billing]\nrounding = half_even\nprecision = 2\n", path="config/billing.toml")]),
                f"Rounding is half_even with precision 2; the ticket for this work is {f('identifier', 'BILL-4471')}.",
            ),
            turn(
                "Good. Please also migrate the refund events table.",
                ("Running the migration.",
                 [call("bash", "alembic: target database is not up to date.\nFAILED: Multiple head revisions are present",
                       error=True, command="alembic upgrade head")]),
                "Alembic found multiple heads; the migration did not run.",
            ),
        ),
        (
            turn(
                f"Leave the migration for now, but {f('pending', 'merge the two alembic heads before Friday')}. "
                f"Also, {f('constraint', 'never log full card numbers')}.",
                "Understood. I will mask PANs in the refund logger and leave the alembic heads alone for now.",
            ),
            turn(
                "Run a lint pass.",
                ("Linting.", [call("bash", "All checks passed!", command=f("command", "ruff check services/billing"))]),
                "Lint is clean.",
            ),
        ),
        (
            turn(
                f"Last thing: the webhook retry window should be {f('number', '36 hours')}.",
                ("Updating the webhook settings.",
                 [call("write", "Wrote 120 bytes.", path=f("path", "services/billing/webhooks/retry.py"),
                       content="RETRY_WINDOW_HOURS = 36\n")]),
                f"Done. {f('pending', 'The refund e2e test against staging still has to be written')}.",
            ),
        ),
    )
    return Scripted("heldout-en-refunds", "en", rounds, tuple(f.facts), held_out=True)


def _deploy() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn(
                f"Our API pods crash-loop after the last release. Please investigate, but {f('constraint', 'do not restart the production database')}.",
                ("Checking pod status.",
                 [call("bash", "NAME READY STATUS RESTARTS\napi-7f9c 0/1 CrashLoopBackOff 14",
                       command=f("command", "kubectl -n prod get pods -l app=api"))]),
                "The api pods restart repeatedly.",
            ),
            turn(
                "Show me the logs.",
                ("Fetching logs.",
                 [call("bash", f("failure", "Error: listen EADDRINUSE: address already in use 0.0.0.0:9464"),
                       error=True, command="kubectl -n prod logs api-7f9c --previous")]),
                "The metrics exporter port collides with the sidecar.",
            ),
        ),
        (
            turn(
                f"The failing image is {f('identifier', 'sha256:9b2f61c0e4d7a8b35e1f0c6d2a4b7e9f3c8d1a05')}. Could we just roll back?",
                f"We could, but {f('rejected', 'rolling back to v2.14.0')} loses the security patch for CVE-2024-3094, so I'd rather fix forward.",
            ),
            turn(
                "OK, fix forward then. Where is the exporter port configured?",
                ("Searching the chart.",
                 [call("read", "metrics:\n  port: 9464\nsidecar:\n  port: 9464\n",
                       path=f("path", "deploy/charts/api/values-prod.yaml"))]),
                f"Both use 9464. I'll move the exporter to port {f('number', '9465')}.",
            ),
        ),
        (
            turn(
                "Do it, and keep the change minimal.",
                ("Editing the values file.",
                 [call("edit", "Applied 1 edit.", path="deploy/charts/api/values-prod.yaml",
                       oldText="  port: 9464\nsidecar", newText="  port: 9465\nsidecar")]),
                "Changed only the metrics port.",
            ),
            turn(
                f"Preference: {f('constraint', 'all prod changes go through the helm diff plugin first')}.",
                ("Running helm diff.",
                 [call("bash", "api, Deployment (apps) has changed:\n-  port: 9464\n+  port: 9465",
                       command=f("command", "helm diff upgrade api deploy/charts/api -f deploy/charts/api/values-prod.yaml"))]),
                "The diff shows only the port change.",
            ),
        ),
        (
            turn(
                f"Ship it. The change request is {f('identifier', 'CHG0031337')}.",
                ("Upgrading.",
                 [call("bash", f("failure", "Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress"),
                       error=True, command="helm upgrade api deploy/charts/api -f deploy/charts/api/values-prod.yaml")]),
                "A stuck helm release blocks the upgrade.",
            ),
            turn(
                "Should we delete the helm secret to unlock it?",
                f"No: {f('rejected', 'deleting the helm release secret')} would orphan the release history. Waiting for the lock to time out is safer.",
            ),
        ),
        (
            turn(
                f"Fine. The lock should clear within {f('number', '15 minutes')}. {f('pending', 'Retry the helm upgrade after the lock clears')}.",
                f"Noted. Also {f('pending', 'add an alert for CrashLoopBackOff on the api deployment')}.",
            ),
        ),
    )
    return Scripted("heldout-en-deploy", "en", rounds, tuple(f.facts), held_out=True)


def _pipeline() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn(
                f"The nightly ETL has been slow. It reads from {f('path', '/data/raw/events/2024/')} and writes parquet. Can you profile it?",
                ("Profiling a sample run.",
                 [call("bash", "total 1843.2s\n  parse_events 1501.7s\n  write_parquet 301.4s",
                       command=f("command", "python -m cProfile -o etl.prof etl/run.py --date 2024-05-01"))]),
                f"parse_events dominates at {f('number', '1501.7s')} of 1843.2s.",
            ),
        ),
        (
            turn(
                "Could we rewrite parse_events in Rust?",
                f"That is a large change. {f('rejected', 'A Rust rewrite of parse_events')} is out of scope for this sprint; vectorising with pyarrow should give most of the gain.",
            ),
            turn(
                f"Go with pyarrow. I'd like you to {f('constraint', 'keep Python 3.9 compatibility')} because the scheduler image is old.",
                ("Editing the parser.",
                 [call("edit", "Applied 2 edits.", path=f("path", "etl/parse/events.py"),
                       oldText="for line in fh:", newText="table = pacsv.read_csv(fh)")]),
                "Switched to pyarrow.csv.",
            ),
        ),
        (
            turn(
                "Run the unit tests.",
                ("Testing.",
                 [call("bash", f("failure", "TypeError: unsupported operand type(s) for |: 'type' and 'NoneType'"),
                       error=True, command="pytest etl/tests -q")]),
                "A `X | None` annotation breaks on Python 3.9; I'll use Optional.",
            ),
            turn(
                "Fix it.",
                ("Fixing annotations.",
                 [call("edit", "Applied 1 edit.", path="etl/parse/events.py",
                       oldText="str | None", newText="Optional[str]")]),
                "Fixed; tests pass now.",
            ),
        ),
        (
            turn(
                f"The bucket for outputs is {f('identifier', 's3://acme-analytics-prod/etl/v3/')}. The job id in Airflow is {f('identifier', 'etl_nightly_events_v3')}.",
                "Thanks, I'll point the writer there.",
            ),
            turn(
                f"Also {f('constraint', 'no new dependencies besides pyarrow')}.",
                "Understood, pyarrow only.",
            ),
        ),
        (
            turn(
                "How long does it take now?",
                ("Timing the run.",
                 [call("bash", "total 412.9s", command="time python etl/run.py --date 2024-05-01")]),
                f"It now takes {f('number', '412.9s')}. {f('pending', 'Backfill April with the new parser')} is still open, and we should {f('pending', 'delete the old CSV staging tables')}.",
            ),
            turn(
                f"Add a note that {f('command', 'airflow dags backfill etl_nightly_events_v3 -s 2024-04-01 -e 2024-04-30')} is the backfill command.",
                "Noted.",
            ),
        ),
    )
    return Scripted("heldout-en-pipeline", "en", rounds, tuple(f.facts), held_out=True)


def _login_zh() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn(
                f"登录页面在移动端显示错位，请帮我看看。注意：{f('constraint', '不要修改后端接口')}。",
                ("我先看一下样式文件。",
                 [call("read", ".login-form { width: 480px; }\n" * 10, path=f("path", "web/src/pages/login/Login.module.css"))]),
                "表单宽度写死为 480px，在小屏幕上会溢出。",
            ),
        ),
        (
            turn(
                "能不能直接用 Bootstrap 重写这个页面？",
                f"不建议。{f('rejected', '引入 Bootstrap 重写登录页')}会增加大约 200KB 的包体积，而且和现有设计系统冲突，所以我们不采用。",
            ),
            turn(
                f"好的。断点用 {f('number', '768px')}，其他保持不变。",
                ("修改样式。",
                 [call("edit", "Applied 1 edit.", path="web/src/pages/login/Login.module.css",
                       oldText=".login-form { width: 480px; }", newText=".login-form { max-width: 480px; width: 100%; }")]),
                "已改为自适应宽度。",
            ),
        ),
        (
            turn(
                "跑一下前端测试。",
                ("运行测试。",
                 [call("bash", f("failure", "FAIL src/pages/login/Login.test.tsx: Unable to find an element with the text: 登录"),
                       error=True, command=f("command", "pnpm --filter web test -- Login"))]),
                "测试找不到“登录”按钮文字，可能是快照过期。",
            ),
            turn(
                "按钮文字改成了“立即登录”，更新测试吧。",
                ("更新测试。",
                 [call("edit", "Applied 1 edit.", path=f("path", "web/src/pages/login/Login.test.tsx"),
                       oldText="getByText('登录')", newText="getByText('立即登录')")]),
                "测试已更新并通过。",
            ),
        ),
        (
            turn(
                f"这个需求的工单号是 {f('identifier', 'FE-20931')}，提交的时候带上。另外{f('constraint', '提交信息必须用英文')}。",
                ("提交代码。",
                 [call("bash", "[fix/login-mobile 3e7a9c1] fix(login): responsive form width (FE-20931)",
                       command="git commit -am 'fix(login): responsive form width (FE-20931)'")]),
                f"已提交，提交哈希 {f('identifier', '3e7a9c1')}。",
            ),
        ),
        (
            turn(
                f"下周还要{f('pending', '适配平板横屏模式')}，先记下来。会话超时改成 {f('number', '30 分钟')}。",
                f"好的，已记录。{f('pending', '超时配置需要等产品确认后再上线')}。",
            ),
        ),
    )
    return Scripted("heldout-zh-login", "zh", rounds, tuple(f.facts), held_out=True)


def _logs_zh() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn(
                f"日志服务的磁盘快满了，帮我排查一下。服务器是 {f('identifier', '10.24.8.17')}，{f('constraint', '只能读取，不要删除任何日志文件')}。",
                ("查看磁盘占用。",
                 [call("bash", "/var/log/app  412G\n/var/log/nginx  38G",
                       command=f("command", "du -sh /var/log/* | sort -h"))]),
                "应用日志占用 412G。",
            ),
        ),
        (
            turn(
                "日志轮转配置在哪里？",
                ("读取配置。",
                 [call("read", "/var/log/app/*.log {\n  daily\n  rotate 90\n}\n", path=f("path", "/etc/logrotate.d/app"))]),
                f"目前保留 {f('number', '90 天')}，没有压缩。",
            ),
            turn(
                "那直接把保留天数改成 7 天可以吗？",
                f"不行，{f('rejected', '把保留期缩短到 7 天')}违反审计要求，合规需要至少保留 30 天。我们改为开启压缩。",
            ),
        ),
        (
            turn(
                "好，开启压缩。",
                ("修改配置。",
                 [call("edit", "Applied 1 edit.", path="/etc/logrotate.d/app", oldText="  daily\n", newText="  daily\n  compress\n")]),
                "已添加 compress。",
            ),
            turn(
                "手动执行一次轮转试试。",
                ("执行轮转。",
                 [call("bash", f("failure", "error: skipping \"/var/log/app/api.log\" because parent directory has insecure permissions"),
                       error=True, command="logrotate -f /etc/logrotate.d/app")]),
                "父目录权限过宽，logrotate 拒绝执行。",
            ),
        ),
        (
            turn(
                f"需要在配置里加上 su 指令。{f('constraint', '不要修改目录权限')}。",
                ("添加 su 指令。",
                 [call("edit", "Applied 1 edit.", path="/etc/logrotate.d/app", oldText="  daily\n", newText="  daily\n  su app app\n")]),
                f"已添加，再次执行后压缩率约为 {f('number', '87%')}。",
            ),
            turn(
                f"相关告警规则 ID 是 {f('identifier', 'alert-disk-usage-7d2c')}，先静默它。",
                "已静默该告警。",
            ),
        ),
        (
            turn(
                f"最后，{f('pending', '给 nginx 日志也配置同样的压缩')}。",
                f"好的。另外还需要{f('pending', '在周五前恢复告警 alert-disk-usage-7d2c')}。",
            ),
        ),
    )
    return Scripted("heldout-zh-logs", "zh", rounds, tuple(f.facts), held_out=True)


SESSIONS = (_refunds(), _deploy(), _pipeline(), _login_zh(), _logs_zh())
