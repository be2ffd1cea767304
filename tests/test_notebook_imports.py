"""The live book runs notebook cells in Pyodide, where IPython's kernel builtins do not
exist: a cell that calls ``display(...)`` must import it, or the page's live panel stops
with a NameError (a Jupyter kernel, and so nbval, never notices)."""

from __future__ import annotations

import json
import re
from pathlib import Path

BOOK = Path(__file__).resolve().parents[1] / "book"
CALL = re.compile(r"(?<![\w.])display\(")
IMPORT = re.compile(r"^\s*from IPython\.display import [^\n]*\bdisplay\b", re.M)


def unimported_display(source: str) -> bool:
    """Whether ``source`` (a notebook's code) calls ``display`` without importing it.

    >>> unimported_display("display(x)")
    True
    >>> unimported_display("from IPython.display import HTML, display\\ndisplay(x)")
    False
    >>> unimported_display("w.display(x)")
    False
    """
    return bool(CALL.search(source)) and not IMPORT.search(source)


def test_every_notebook_that_displays_imports_display() -> None:
    offenders = []
    for path in sorted(BOOK.rglob("*.ipynb")):
        if "_build" in path.parts or ".ipynb_checkpoints" in path.parts:
            continue
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        if unimported_display(code):
            offenders.append(str(path.relative_to(BOOK)))
    assert offenders == []
