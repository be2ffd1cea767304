"""The Python appendix of the book runs as a doctest: its examples show real results."""

from __future__ import annotations

import doctest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_python_appendix_examples_run():
    result = doctest.testfile(str(ROOT / "book" / "appendix" / "python.md"),
                              module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0
    assert result.failed == 0
