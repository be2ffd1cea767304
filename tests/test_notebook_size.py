"""A notebook's code reads as a reader's example: short calls into the package, at most
30 lines of code per notebook in book/ (issue 17, item 4).  Every line of a code cell
counts, blank ones too, except in cells tagged ``answer-check``: the hidden answers of
the exercises, whose asserts hold the rule book's numbers and may be as long as the
answer needs.  Longer set-up belongs in ``tarock_tutor/widgets/``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p for p in (ROOT / "book").rglob("*.ipynb")
                   if "_build" not in p.parts and ".ipynb_checkpoints" not in p.parts)
MAX_LINES = 30
ANSWER_TAG = "answer-check"


def code_lines(nb: dict[str, Any]) -> int:
    """Lines of code in the notebook's code cells, answer checks left out.

    >>> cell = lambda src, *tags: {"cell_type": "code", "source": src,
    ...                            "metadata": {"tags": list(tags)}}
    >>> code_lines({"cells": [cell(["a = 1\\n", "\\n", "b"]), cell("c\\nd", "answer-check"),
    ...                       {"cell_type": "markdown", "source": "x\\ny", "metadata": {}}]})
    3
    """
    total = 0
    for c in nb["cells"]:
        if c["cell_type"] != "code" or ANSWER_TAG in c.get("metadata", {}).get("tags", []):
            continue
        src = c["source"] if isinstance(c["source"], str) else "".join(c["source"])
        total += len(src.splitlines())
    return total


def test_book_has_notebooks() -> None:
    assert len(NOTEBOOKS) >= 50


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(ROOT).as_posix() for p in NOTEBOOKS])
def test_notebook_code_is_short(path: Path) -> None:
    n = code_lines(json.loads(path.read_text(encoding="utf-8")))
    assert n <= MAX_LINES, (f"{path.relative_to(ROOT)}: {n} lines of code (at most {MAX_LINES} "
                            f"outside cells tagged {ANSWER_TAG!r}); move set-up into "
                            "tarock_tutor/widgets/")


def test_answer_checks_are_hidden_answers() -> None:
    """The tag exempts only the exercises' hidden answers: each tagged cell is folded
    away (``hide-cell``) and checks something (``assert``)."""
    tagged = []
    for path in NOTEBOOKS:
        for c in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            tags = c.get("metadata", {}).get("tags", [])
            if ANSWER_TAG in tags:
                src = "".join(c["source"])
                assert "hide-cell" in tags and "assert" in src, (path, src[:60])
                tagged.append(path.name)
    assert set(tagged) == {"exercises.ipynb"}


def test_count_fails_above_the_limit() -> None:
    long_cell = {"cell_type": "code", "metadata": {}, "source": "x\n" * (MAX_LINES + 1)}
    assert code_lines({"cells": [long_cell]}) == MAX_LINES + 1
