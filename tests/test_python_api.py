"""The example in docs/python-api.md runs as written."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "python-api.md"


def test_the_documented_agent_loop_runs(tmp_path, capsys):
    code = re.search(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)
    exec(compile(code, str(DOC), "exec"), {"DB_PATH": str(tmp_path / "api.db"), "__name__": "doc"})
    assert "claude-sonnet-4-5" in capsys.readouterr().out
    import sessionlog

    store = sessionlog.open_store(tmp_path / "api.db")
    [row] = store.sessions()
    assert row.name == "Partial refunds" and row.entry_count == 8
    assert store.verify().ok
