"""Golden playthroughs: every saved deal in ``tests/playthroughs/`` replays through its
game's rules to the end and gives exactly the score sheet saved with it.

The files were written by ``tests/playthroughs/make.py`` from the engines as they
stood; a changed sheet here means a changed rule, not a changed test.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tarock_tutor import games

FOLDER = Path(__file__).parent / "playthroughs"
FILES = sorted(FOLDER.glob("*.txt"))


def split(text: str) -> tuple[str, str]:
    """(record text, expected sheet): the sheet is the trailing block of ``; `` lines."""
    lines = text.splitlines()
    k = len(lines)
    while k > 0 and lines[k - 1].startswith(";"):
        k -= 1
    sheet = "\n".join(line[2:] for line in lines[k:])
    return "\n".join(lines[:k]) + "\n", sheet


def test_there_are_playthroughs() -> None:
    assert {"cego3.txt", "cego4.txt", "cego3-typed.txt", "cego4-typed.txt"} <= {
        f.name for f in FILES}


@pytest.mark.parametrize("path", FILES, ids=[f.name for f in FILES])
def test_playthrough_gives_saved_sheet(path: Path) -> None:
    record, sheet = split(path.read_text(encoding="utf-8"))
    assert sheet, f"{path.name} has no saved score sheet"
    state = games.load_record(record)
    assert state.is_terminal, f"{path.name} is not a complete deal"
    assert state.score_sheet().to_text() == sheet
    assert sum(state.score_sheet().totals()) == 0
    # the canonical record of the replayed deal is the saved one (setup and history)
    body = "".join(line + "\n" for line in record.splitlines() if not line.startswith(";"))
    assert games.dump_record(state) == body


def test_a_changed_action_is_noticed() -> None:
    """The comparison has teeth: dropping the last action leaves an unfinished deal."""
    path = FOLDER / "cego3.txt"
    record, _ = split(path.read_text(encoding="utf-8"))
    cut = "\n".join(record.splitlines()[:-1]) + "\n"
    assert not games.load_record(cut).is_terminal
