"""The README's Python example is a doctest, and its two commands are the real ones."""

from __future__ import annotations

import doctest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_examples_run():
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0
    assert result.failed == 0


def test_readme_opens_with_setup_and_test_commands_and_ci_runs_the_test_command():
    lines = [ln for ln in (ROOT / "README.md").read_text(encoding="utf-8").splitlines() if ln]
    block = lines[lines.index("```bash") + 1: lines.index("```bash") + 3]
    assert block[0].startswith("bash scripts/setup.sh")
    assert block[1].startswith("bash scripts/test.sh")
    assert "bash scripts/test.sh" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
