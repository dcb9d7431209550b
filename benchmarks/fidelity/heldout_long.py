"""Held-out long sessions: written by hand before the rolling summarizer's rules, never tuned on.

Each session plants its facts in the first four rounds (a few more later, around rounds 13-33), and
from round 5 on is buried under routine work written here too (``routine_en`` / ``routine_zh``: a
checklist worked item by item, a check command, edits to a small working set, a transient failure
that passes on retry) in wording of its own, not the tuned corpus's. These sessions, their routine
work and the old held-out sessions' routine (``heldout.py`` sessions are extended with the same
routine) were committed before any rule of the rolling summarizer was written. Do not edit them to
make a result better; add new sessions to ``tuned.py`` instead.
"""

from __future__ import annotations

from .script import Builder, Scripted, call, long_log, turn


# ---------------------------------------------------------------- routine work (held out)
_CHORES_EN = (("drop the unused feature flags", "dropped the unused feature flags"),
              ("bump the lint rules", "bumped the lint rules"),
              ("update the fixtures for the new schema", "updated the fixtures for the new schema"),
              ("trim the noisy debug output", "trimmed the noisy debug output"),
              ("align the error codes with the spec", "aligned the error codes with the spec"),
              ("refresh the snapshot files", "refreshed the snapshot files"),
              ("shorten the slow test setup", "shortened the slow test setup"),
              ("document the environment variables", "documented the environment variables"),
              ("remove the legacy shims", "removed the legacy shims"),
              ("check the date parsing edge cases", "checked the date parsing edge cases"))
_CHORES_ZH = (("删掉没用的功能开关", "删掉了没用的功能开关"), ("升级一下 lint 规则", "升级了 lint 规则"),
              ("按新表结构更新测试数据", "按新表结构更新了测试数据"), ("去掉啰嗦的调试输出", "去掉了啰嗦的调试输出"),
              ("让错误码和规范对齐", "错误码已经和规范对齐"), ("刷新快照文件", "刷新了快照文件"),
              ("缩短慢测试的准备时间", "缩短了慢测试的准备时间"), ("补上环境变量的说明", "补上了环境变量的说明"),
              ("移除旧的兼容层", "移除了旧的兼容层"), ("检查日期解析的边界情况", "检查了日期解析的边界情况"))
_TOTAL = 160  # checklist items in the plan


def routine_en(tag: str):
    parts = ("intake", "schema", "render", "export")

    def turns(r: int) -> tuple:
        item = f"{r}-{1 + r % 3}"
        part = parts[r % 4]
        chore, chored = _CHORES_EN[r % len(_CHORES_EN)]
        done = 3 * r
        out = [turn(f"On to checklist item {item}: {chore}.",
                    (f"Picking up item {item}.", [call("bash", f"ok: {12 + r % 5} checks, 0 problems", command="make check")]),
                    f"Item {item} is finished: {chored}. make check reports no problems in {20 + r % 7} seconds. "
                    f"That makes {done} of {_TOTAL} checklist items.")]
        if r % 3 == 0:
            out.append(turn(f"Tidy the {part} module you just touched.",
                            ("", [call("edit", "Applied 1 edit.", path=f"lib/{tag}/{part}.py", oldText="tmp", newText="value")]),
                            f"Tidied lib/{tag}/{part}.py as planned; {4 + r % 6} lines shorter."))
        if r % 5 == 0:
            out.append(turn("Anything else in that area?",
                            f"Renamed `load_{part}` to `read_{part}` so the names match the rest of the package."))
        if r % 2 == 0:
            out.append(turn("Is the checklist still on track?",
                            f"Yes, {_TOTAL - done} items remain and none of them is blocked."))
        if r % 6 == 0:
            log = long_log(90, f"{tag}-{r}", "error: connection reset by peer\nexit status 1")
            out.append(turn("Run the integration checks as well.",
                            ("", [call("bash", log, error=True, command="make integration")]),
                            ("Looks transient, trying again.", [call("bash", "integration: 27 passed", command="make integration")]),
                            "Green on the second attempt."))
        if r % 4 == 1:
            out.append(turn("Fine, go on.", "Going on."))
        return tuple(out)

    return turns


def routine_zh(tag: str):
    parts = ("导入", "校验", "渲染", "导出")
    files = ("intake", "schema", "render", "export")

    def turns(r: int) -> tuple:
        item = f"{r}-{1 + r % 3}"
        k = r % 4
        chore, chored = _CHORES_ZH[r % len(_CHORES_ZH)]
        done = 3 * r
        out = [turn(f"继续清单第 {item} 项：{chore}。",
                    (f"开始处理第 {item} 项。", [call("bash", f"ok: {12 + r % 5} checks, 0 problems", command="make check")]),
                    f"第 {item} 项处理完毕：{chored}。make check 用了 {20 + r % 7} 秒，没有发现问题。"
                    f"清单一共 {_TOTAL} 项，已经完成 {done} 项。")]
        if r % 3 == 0:
            out.append(turn(f"顺手整理一下{parts[k]}模块。",
                            ("", [call("edit", "Applied 1 edit.", path=f"lib/{tag}/{files[k]}.py", oldText="tmp", newText="value")]),
                            f"按计划整理了 lib/{tag}/{files[k]}.py，少了 {4 + r % 6} 行。"))
        if r % 5 == 0:
            out.append(turn("这一块还有别的吗？", f"把 `load_{files[k]}` 改名为 `read_{files[k]}`，和包里其他函数保持一致。"))
        if r % 2 == 0:
            out.append(turn("清单进度正常吗？", f"正常，还剩 {_TOTAL - done} 项，没有卡住的。"))
        if r % 6 == 0:
            log = long_log(90, f"{tag}-{r}", "error: connection reset by peer\nexit status 1")
            out.append(turn("再跑一下集成检查。",
                            ("", [call("bash", log, error=True, command="make integration")]),
                            ("看起来是偶发问题，再试一次。", [call("bash", "integration: 27 passed", command="make integration")]),
                            "第二次通过了。"))
        if r % 4 == 1:
            out.append(turn("好的，继续。", "继续。"))
        return tuple(out)

    return turns


# ---------------------------------------------------------------- English
def _recsys() -> Scripted:
    f = Builder()
    trainer = "def train(cfg):\n    model = TwoTower(cfg)\n    return fit(model, FeatureClient(cfg.store))\n" * 12
    rounds = (
        (
            turn(f"We're retraining the recommender this week. The training entry point is {f('path', 'pipelines/train/recsys_v4.py')}. "
                 f"Heads up: {f('constraint', 'the feature store is read-only for this job')}, so nothing may write back to it.",
                 ("I'll start by reading the trainer.", [call("read", trainer, path="pipelines/train/recsys_v4.py")]),
                 "The trainer loads features through a FeatureClient and logs runs to MLflow."),
        ),
        (
            turn(f"Last week's baseline was experiment {f('identifier', 'exp-7731-ab')} with an {f('number', 'AUC of 0.812')}. Kick off a training run.",
                 ("Starting the pipeline.",
                  [call("bash", long_log(180, "recsys-oom", f("failure", "RuntimeError: CUDA out of memory. Tried to allocate 2.50 GiB")
                                         + " (GPU 0; 15.78 GiB total capacity)\nexit code 1"),
                        error=True, command=f("command", "dvc repro train_recsys"))]),
                 "The run ran out of GPU memory in the first epoch."),
        ),
        (
            turn(f"What if we just moved the trainer over to TensorFlow, it handles memory better?",
                 f"I wouldn't. {f('rejected', 'Porting to TensorFlow')} means rewriting the custom sampler and the eval harness, "
                 "which is weeks of work for a memory problem we can fix with a smaller batch."),
            turn(f"OK. Use {f('number', 'batch size 2048')} from now on.",
                 ("", [call("edit", "Applied 1 edit.", path="pipelines/train/config.yaml", oldText="batch_size: 4096",
                            newText="batch_size: 2048")]),
                 "Batch size is now 2048."),
        ),
        (
            turn(f"The MLflow run for the retry is {f('identifier', '3f2a9c0d51e84b6f')}, keep that handy. When the new labels land on "
                 f"Thursday we have to {f('pending', 'redo the offline eval')}.",
                 "Noted the run id. I'll redo the offline eval once the labels are in."),
        ),
    )
    later = (
        (13, (turn(f"New rule from the platform team: {f('constraint', 'training jobs may use at most 2 GPUs')}.",
                   "Understood, I'll cap the job at two GPUs."),)),
        (31, (turn(f"Before we wrap up, someone should {f('pending', 'write the model card for recsys v4')}.",
                   "I'll keep that on the list."),)),
    )
    return Scripted("heldout-long-en-recsys", "en", rounds, tuple(f.facts), held_out=True, later=later,
                    routine=routine_en("recsys"))


def _a11y() -> Scripted:
    f = Builder()
    agents = ("# AGENTS.md\n\n## Project\nThis is the storefront web app (React, TypeScript).\n\n## Red Lines\n"
              f"- {f('constraint', 'Never commit directly to the release branch')}.\n"
              f"- {f('constraint', 'Do not edit files under ui/tokens/ by hand')}; they are generated.\n\n"
              "## Style\n- Prefer small pull requests.\n")
    rounds = (
        (
            turn(f"Accessibility audit time. The date picker at {f('path', 'ui/components/DatePicker.tsx')} fails keyboard navigation, "
                 f"start there. The ticket is {f('identifier', 'A11Y-312')}.",
                 ("", [call("read", "export function DatePicker(props) {\n  return <div onClick={select} />\n}\n" * 8,
                            path="ui/components/DatePicker.tsx")]),
                 "Arrow keys aren't handled; only mouse clicks move the selection."),
        ),
        (
            turn("Run the axe suite.",
                 ("", [call("bash", long_log(140, "a11y-axe", "Error: " + f("failure", "3 accessibility violations found: color-contrast (serious), button-name (critical)")),
                            error=True, command=f("command", "npx playwright test a11y/ --project=chromium"))]),
                 "Three violations: contrast and unnamed buttons."),
            turn(f"Contrast must reach at least {f('number', '4.5:1')} on all text.", "Got it."),
        ),
        (
            turn(f"Could we {f('rejected', 'wrap every control in an aria-live region')} so screen readers announce everything?",
                 "That tends to backfire: announcing every control makes the page extremely noisy for screen reader users, "
                 "and the guidance discourages it. I'd only add a live region for the selected date."),
            turn("Agreed, just the selected date then.", "Done that way."),
        ),
        (
            turn(f"Touch targets should be {f('number', '44 px')} minimum. Also, {f('pending', 'the modal focus trap still needs an audit')} after this.",
                 ("", [call("edit", "Applied 1 edit.", path="ui/components/DatePicker.module.css", oldText=".day {",
                            newText=".day { min-height: 44px;")]),
                 "Set min-height to 44px on the day cells."),
        ),
    )
    later = (
        (17, (turn(f"Heads up, the design team says the high-contrast toggle lives in {f('path', 'ui/settings/ThemeSwitch.tsx')} "
                   f"and we should {f('constraint', 'not rename its props')}.", "Understood."),)),
    )
    return Scripted("heldout-long-en-a11y", "en", rounds, tuple(f.facts), held_out=True, later=later,
                    routine=routine_en("a11y"), bootstrap=(("agents-md", agents),))


def _subnets() -> Scripted:
    f = Builder()
    plan_log = "\n".join(f"module.vpc.aws_subnet.private[{i}]: Refreshing state... [id=subnet-0{i:02d}f3]" for i in range(120))
    rounds = (
        (
            turn(f"I need a new isolated subnet tier in the staging VPC. Module code: {f('path', 'infra/modules/vpc/main.tf')}. "
                 f"Ground rule: {f('constraint', 'nothing gets applied to the prod workspace without a second reviewer')}.",
                 ("", [call("read", 'resource "aws_subnet" "private" {\n  count = 3\n}\n' * 10, path="infra/modules/vpc/main.tf")]),
                 "The module creates public and private subnets per AZ; I'll add an isolated tier."),
        ),
        (
            turn(f"The staging VPC is {f('identifier', 'vpc-0a12b34c56d78e9f0')} and the CIDR is {f('identifier', '10.40.0.0/16')}. "
                 f"Spread it over {f('number', '3 availability zones')}.",
                 ("", [call("edit", "Applied 1 edit.", path="infra/modules/vpc/main.tf", oldText="# isolated",
                            newText='resource "aws_subnet" "isolated" {')]),
                 "Added an isolated subnet per AZ using cidrsubnet with newbits 4."),
        ),
        (
            turn("Plan it.",
                 ("", [call("bash", plan_log + "\n\nError: creating EC2 Subnet: "
                            + f("failure", "InvalidSubnet.Conflict: The CIDR '10.40.48.0/20' conflicts with another subnet"),
                            error=True, command=f("command", "terraform plan -var-file=envs/staging.tfvars"))]),
                 "The new range overlaps an existing subnet; I'll shift the offset."),
            turn(f"Would it be simpler to {f('rejected', 'peer the two VPCs directly')} and put the tier in the other one?",
                 "Peering would work technically, but it doubles the routing tables we maintain and the security team has to "
                 "approve every peering, so it's not the simpler path here. Shifting the CIDR offset is a one-line change."),
        ),
        (
            turn(f"Fine, shift it. The NAT gateways cost us about {f('number', '96 USD')} a month each, and we still have to "
                 f"{f('pending', 'tag the NAT gateways with the cost center')} before the review.",
                 ("", [call("edit", "Applied 1 edit.", path="infra/modules/vpc/main.tf", oldText="netnum = 3", newText="netnum = 8")]),
                 "Offset changed."),
        ),
    )
    later = (
        (22, (turn(f"FYI the state bucket is {f('identifier', 's3://acme-tfstate-staging/network/')} and "
                   f"{f('constraint', 'it must stay versioned')}.", "Noted."),)),
    )
    return Scripted("heldout-long-en-subnets", "en", rounds, tuple(f.facts), held_out=True, later=later,
                    routine=routine_en("subnets"))


# ---------------------------------------------------------------- Chinese
def _ch_sync() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn(f"帮我把订单表从 MySQL 增量同步到 ClickHouse，同步脚本在 {f('path', 'sync/jobs/orders_to_ch.py')}。"
                 f"有一点要注意：{f('constraint', '同步过程中不允许锁表')}。",
                 ("", [call("read", "def run(day):\n    rows = mysql.fetch_all(day)\n    ch.insert(rows)\n" * 10, path="sync/jobs/orders_to_ch.py")]),
                 "脚本目前是按天全量拉取的。"),
        ),
        (
            turn(f"目标集群是 {f('identifier', 'ch-cluster-03')}，先跑一次看看。",
                 ("", [call("bash", long_log(160, "ch-mem", "Code: 241. " + f("failure", "DB::Exception: Memory limit (for query) exceeded")
                                             + ": would use 9.32 GiB"), error=True,
                            command=f("command", "python -m sync.run --job orders --since 2024-06-01"))]),
                 "内存超限了，批次太大。"),
            turn(f"那每批改成 {f('number', '5000 条')}。", "好的。"),
        ),
        (
            turn(f"干脆{f('rejected', '每天用全量覆盖')}是不是更省事？",
                 "不太合适：全量覆盖要先清空表，期间报表会查不到数据，而且订单表有两亿多行，每天重写一遍代价太大。还是按 binlog 做增量。"),
            turn(f"好，按 binlog。当前位点是 {f('identifier', 'mysql-bin.004217:98321')}。", "记下了。"),
        ),
        (
            turn(f"同步延迟控制在 {f('number', '45 秒')}以内。另外回头还得{f('pending', '核对一下昨天的订单总数')}。",
                 "明白，延迟目标 45 秒，订单总数的核对我记下了。"),
        ),
    )
    later = (
        (14, (turn(f"运维提醒：{f('number', '凌晨 2 点到 4 点')}是备份窗口，{f('constraint', '这段时间不能跑同步')}。", "好的，我会避开这个时段。"),)),
        (33, (turn(f"对了，下周要{f('pending', '把旧的同步任务 orders_daily_full 下线')}。", "好，记下了。"),)),
    )
    return Scripted("heldout-long-zh-sync", "zh", rounds, tuple(f.facts), held_out=True, later=later,
                    routine=routine_zh("sync"))


def _album() -> Scripted:
    f = Builder()
    rules = ("# 工作区说明\n\n## 项目\n微信小程序「拾光相册」，前端代码在 miniprogram/。\n\n## 红线\n"
             f"- {f('constraint', '不要把用户照片上传到第三方图床')}。\n- {f('constraint', '发布前必须经过体验版测试')}。\n")
    rounds = (
        (
            turn(f"上传页要支持多选图片，页面代码在 {f('path', 'miniprogram/pages/upload/index.js')}。每次{f('number', '最多 9 张')}。",
                 ("", [call("read", "Page({\n  choose() { wx.chooseImage({ count: 1 }) }\n})\n" * 6, path="miniprogram/pages/upload/index.js")]),
                 "现在只用了 wx.chooseImage 的单选。"),
        ),
        (
            turn(f"图片要先{f('constraint', '压缩到 500KB 以内')}再上传。",
                 ("", [call("edit", "Applied 1 edit.", path="miniprogram/pages/upload/index.js", oldText="count: 1", newText="count: 9")]),
                 "加了 wx.compressImage，质量参数 80。"),
            turn("编译一下。",
                 ("", [call("bash", long_log(120, "album-build", "Error: " + f("failure", "errcode 40001, invalid credential")
                                             + ", access_token is invalid or not latest"), error=True,
                            command=f("command", "npm run build:mp-weixin"))]),
                 "上传接口的 access_token 过期了。"),
        ),
        (
            turn(f"{f('rejected', '原图直接存数据库里')}行不行，省得再搭存储？",
                 "这样不好：图片放进数据库会让备份和查询都变慢，单张几 MB 的二进制也不适合 MySQL，继续用云存储更稳妥。"),
            turn(f"那就继续用云存储。小程序的 AppID 是 {f('identifier', 'wx8a1b2c3d4e5f6a7b')}。", "好的。"),
        ),
        (
            turn(f"空状态的插图还没定，{f('pending', '等设计出图以后再换')}。", "好，先用占位图。"),
        ),
    )
    later = (
        (19, (turn(f"测试账号是 {f('identifier', 'test_album_07')}，{f('constraint', '别用正式账号测')}。", "明白。"),)),
    )
    return Scripted("heldout-long-zh-album", "zh", rounds, tuple(f.facts), held_out=True, later=later,
                    routine=routine_zh("album"), bootstrap=(("workspace-rules", rules),))


def _api_docs() -> Scripted:
    f = Builder()
    rounds = (
        (
            turn(f"这周要把开放平台的 API 文档翻成英文，源文件在 {f('path', 'docs/zh/api/overview.md')}。"
                 f"术语表以 {f('path', 'glossary/terms.csv')} 为准，{f('constraint', '不要自己发明译名')}。",
                 ("", [call("read", "# 概览\n开放平台提供订单、支付和物流接口。\n" * 10, path="docs/zh/api/overview.md")]),
                 "概览页大约 400 行，术语主要集中在鉴权部分。"),
        ),
        (
            turn("用 mkdocs 预览一下。",
                 ("", [call("bash", long_log(100, "mkdocs", "ERROR - Config value 'nav': "
                                             + f("failure", "Documentation file 'api/errors.md' does not exist") + "."),
                            error=True, command=f("command", "mkdocs serve -f mkdocs.en.yml"))]),
                 "导航里引用了还没翻译的 errors.md。"),
        ),
        (
            turn(f"{f('rejected', '用机翻先把剩下的页面填上')}吧？",
                 "我不建议：机翻的术语和 glossary 对不上，审校时反而要逐句重改，不如先在导航里隐藏未完成的页面。"),
            turn(f"行，先隐藏。一共 {f('number', '37 个页面')}，这周先交前 20 个。", "好。"),
        ),
        (
            turn(f"文档站的版本号用 {f('identifier', 'v3.2.0-docs')}。{f('pending', '错误码那一页还要等后端确认再翻')}。", "明白。"),
        ),
    )
    later = (
        (26, (turn(f"提醒一下：英文版的{f('constraint', '示例代码里不要出现真实的 API key')}。", "好的，会用占位符。"),)),
    )
    return Scripted("heldout-long-zh-docs", "zh", rounds, tuple(f.facts), held_out=True, later=later,
                    routine=routine_zh("docs"))


SESSIONS = (_recsys(), _a11y(), _subnets(), _ch_sync(), _album(), _api_docs())
