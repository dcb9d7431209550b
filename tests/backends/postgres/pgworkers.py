"""A writer process for the server-restart test: appends COUNT entries with client ids, each with
``expected_head`` = the head it just read; on a conflict it re-reads the head, on a store error
(server gone, restarting, connection lost) it reports the error on stderr and retries the same entry
(its id makes the retry idempotent). Prints each acknowledged id on stdout, flushed.

    python pgworkers.py URL SESSION TAG COUNT DEADLINE_SECONDS
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from sessionlog import open_store  # noqa: E402
from sessionlog.core.errors import HeadConflictError, StoreError  # noqa: E402


def main(url: str, session: str, tag: str, count: int, deadline: float) -> None:
    end = time.monotonic() + deadline
    while True:  # the server may be restarting as this process starts
        try:
            store = open_store(url, busy_timeout=30)
            break
        except StoreError as e:
            if time.monotonic() > end:
                raise
            sys.stderr.write(f"retry open: {type(e).__name__}: {e}\n".replace("\n", " ") + "\n")
            time.sleep(0.02)
    for i in range(count):
        entry_id = f"{tag}-{i:04d}"
        entry = {"type": "message", "id": entry_id, "message": {"role": "user", "content": entry_id, "timestamp": i}}
        while True:
            if time.monotonic() > end:
                raise SystemExit(f"gave up on {entry_id}")
            try:
                head = store.head(session)
                store.append(session, dict(entry), expected_head=head)
            except HeadConflictError:
                continue
            except StoreError as e:
                sys.stderr.write(f"retry {entry_id}: {type(e).__name__}: {e}\n".replace("\n", " ") + "\n")
                sys.stderr.flush()
                time.sleep(0.02)  # back off while the server restarts (a retry pace, not a synchronisation)
                continue
            sys.stdout.write(entry_id + "\n")
            sys.stdout.flush()
            break
    store.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5]))
