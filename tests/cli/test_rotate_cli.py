"""``rotate`` on the command line."""

from __future__ import annotations
from sessionlog.core.names import ROTATED_TO
from functools import partial

from support import COMPACTED, ids, stored

stored = partial(stored, sid="pred-1")


# ---------------------------------------------------------------- CLI
def run(db, *args):
    from click.testing import CliRunner
    from sessionlog.cli import cli

    return CliRunner().invoke(cli, ["--db", str(db), *args])


def test_cli_rotate_dry_run_prints_the_plan_and_creates_nothing(store):
    import json

    sid = stored(store, COMPACTED)
    store.move_head(sid, "ly")
    count = len(store.sessions())
    doc = json.loads(run(store.path, "rotate", sid, "--dry-run", "--json").stdout)
    assert doc["leaf"] == "ly" and doc["compaction"] == "C" and ids(doc["entries"])[0] == "t"
    text = run(store.path, "rotate", sid, "--dry-run")
    assert text.exit_code == 0 and "compaction:  C" in text.stdout
    assert len(store.sessions()) == count and store.annotations(sid, kind=ROTATED_TO) == []


def test_cli_rotate_prints_the_successor_and_show_links_both_ways(store):
    import json

    sid = stored(store, COMPACTED)
    result = run(store.path, "rotate", sid)
    assert result.exit_code == 0, result.output
    succ = result.stdout.strip()
    assert store.header(succ)["parentSession"] == sid
    shown = run(store.path, "show", sid).stdout
    assert "rotated-to" in shown and succ in shown
    shown = run(store.path, "show", succ).stdout
    assert "rotated-from" in shown and sid in shown
    doc = json.loads(run(store.path, "show", succ, "--json").stdout)
    assert doc["links"] == [{"kind": "rotated-from", "entry": store.head(sid), "session": sid}]
    again = json.loads(run(store.path, "rotate", succ, "--json").stdout)
    assert again["predecessor"] == succ and store.header(again["session"])["parentSession"] == succ
