#!/usr/bin/env python3
"""Hide the code of every notebook cell in the static book (one click shows it).

Adds the myst-nb tag ``hide-input`` to every code cell of every notebook under
``book/`` (or of the notebooks given on the command line), and Japanese labels
for the toggle (cell metadata ``mystnb.code_prompt_show``/``code_prompt_hide``,
unless a cell already sets its own).  Idempotent: a second run changes nothing.

    .venv/bin/python scripts/hide_code_cells.py            # every notebook in book/
    .venv/bin/python scripts/hide_code_cells.py book/cego/exercises.ipynb
    .venv/bin/python scripts/hide_code_cells.py --check    # exit 1 if a cell lacks the tag

Only the cell metadata is touched; sources and outputs stay byte-for-byte, and
the file keeps nbformat's layout (one-space indent, its trailing newline or none).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TAG = "hide-input"
# myst-nb fills "{type}" with English words; a cell-level label avoids that.
PROMPTS = {
    "input": ("コードを表示", "コードを隠す"),
    "input+output": ("コード/出力を表示", "コード/出力を隠す"),
    "all": ("セルを表示", "セルを隠す"),
}


def _mode(tags: list[str]) -> str:
    if "hide-cell" in tags:
        return "all"
    if "hide-output" in tags:
        return "input+output"
    return "input"


def hide_cells(nb: dict) -> int:
    """Tag every code cell of ``nb`` in place; return how many cells changed."""
    changed = 0
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        meta = cell.setdefault("metadata", {})
        before = json.dumps(meta, sort_keys=True)
        tags = meta.setdefault("tags", [])
        if TAG not in tags:
            tags.append(TAG)
        show, hide = PROMPTS[_mode(tags)]
        mystnb = meta.setdefault("mystnb", {})
        mystnb.setdefault("code_prompt_show", show)
        mystnb.setdefault("code_prompt_hide", hide)
        if json.dumps(meta, sort_keys=True) != before:
            changed += 1
    return changed


def missing(nb: dict) -> list[int]:
    """Indices of code cells that do not carry the tag."""
    return [i for i, c in enumerate(nb.get("cells", []))
            if c.get("cell_type") == "code" and TAG not in c.get("metadata", {}).get("tags", [])]


def notebooks(paths: list[str]) -> list[Path]:
    if paths:
        return [Path(p).resolve() for p in paths]
    return sorted(p for p in (ROOT / "book").rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in p.parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", help="notebooks (default: every notebook in book/)")
    ap.add_argument("--check", action="store_true", help="report; exit 1 if untagged")
    args = ap.parse_args(argv)
    bad = 0
    for path in notebooks(args.paths):
        text = path.read_text(encoding="utf-8")
        nb = json.loads(text)
        if args.check:
            cells = missing(nb)
            if cells:
                bad += 1
                print(f"{path.relative_to(ROOT)}: code cells without {TAG}: {cells}")
            continue
        n = hide_cells(nb)
        if n:
            ending = "\n" if text.endswith("\n") else ""
            path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + ending, encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {n} cell(s) changed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
