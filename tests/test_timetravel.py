"""Time travel: the head as of an append number or a time, for live, batched and imported sessions."""


from __future__ import annotations
import pytest
from sessionlog.core.errors import InvalidInputError
from sessionlog.core.timetravel import (
    EntryRow,
    LogRow,
    find_head_at_seq,
    find_head_at_time,
)


# ---------------------------------------------------------------- pure functions
ENTRIES = [EntryRow(1, "a", "2025-01-01T00:00:01.000Z"), EntryRow(2, "b", "2025-01-01T00:00:02.000Z"),
           EntryRow(3, "c", "2025-01-01T00:00:03.000Z"), EntryRow(4, "d", "2025-01-01T00:00:04.000Z")]


LOG = [LogRow(1, "main", "a", "append", "2025-01-01T00:00:01.000Z"),
       LogRow(2, "main", "b", "append", "2025-01-01T00:00:02.000Z"),
       LogRow(3, "main", "a", "move", "2025-01-01T00:00:02.500Z"),   # rewind after entry 2
       LogRow(4, "side", "b", "move", "2025-01-01T00:00:02.600Z"),
       LogRow(5, "main", "d", "append", "2025-01-01T00:00:04.000Z")]  # a batch: c then d


@pytest.mark.parametrize(("seq", "expected"), [(0, None), (1, "a"), (2, "a"), (3, "c"), (4, "d")])
def test_head_at_seq_includes_moves_before_the_next_append_and_splits_batches(seq, expected) -> None:
    assert find_head_at_seq(LOG, ENTRIES, seq) == expected


def test_a_head_that_did_not_exist_yet_is_empty_and_other_heads_are_independent() -> None:
    assert find_head_at_seq(LOG, ENTRIES, 1, "side") is None
    assert find_head_at_seq(LOG, ENTRIES, 2, "side") == "b"
    assert find_head_at_seq(LOG, ENTRIES, 4, "side") == "b"


def test_seq_out_of_range_is_invalid_input() -> None:
    with pytest.raises(InvalidInputError):
        find_head_at_seq(LOG, ENTRIES, 5)
    with pytest.raises(InvalidInputError):
        find_head_at_seq(LOG, ENTRIES, -1)


@pytest.mark.parametrize(("when", "expected"), [
    ("2024-12-31T00:00:00.000Z", None), ("2025-01-01T00:00:02.000Z", "b"),
    ("2025-01-01T00:00:02.700Z", "a"), ("2025-01-01T00:00:03.500Z", "a"), ("2030-01-01T00:00:00.000Z", "d")])
def test_head_at_time_is_the_last_move_at_or_before_it(when, expected) -> None:
    assert find_head_at_time(LOG, ENTRIES, when) == expected


def test_head_at_time_inside_an_import_follows_entry_timestamps() -> None:
    log = [LogRow(1, "main", "d", "import", "2026-06-01T00:00:00.000Z")]
    assert find_head_at_time(log, ENTRIES, "2025-01-01T00:00:00.500Z") is None
    assert find_head_at_time(log, ENTRIES, "2025-01-01T00:00:02.999Z") == "b"
    assert find_head_at_time(log, ENTRIES, "2026-06-01T00:00:00.000Z") == "d"
    assert find_head_at_seq(log, ENTRIES, 3) == "c"
