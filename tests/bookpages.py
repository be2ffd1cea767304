"""The book's pages as the page tests see them (shared by test_book_refs and
test_book_style): every Markdown page and notebook under book/ outside the
build's own folders (``_ext``, ``_static``, ``_build`` …)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "book"


def book_files() -> list[Path]:
    files = [p for p in BOOK.rglob("*") if p.suffix in {".md", ".ipynb"}]
    return sorted(p for p in files
                  if ".ipynb_checkpoints" not in p.parts
                  and not any(part.startswith("_") for part in p.relative_to(BOOK).parts[:-1]))


def toc_pages() -> set[str]:
    """Pages the built book contains (``only_build_toc_files``): the reader-facing ones."""
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    return set(re.findall(r"(?:file|root):\s*(\S+)", toc))


def page_params() -> list[object]:
    """``book_files()`` as pytest parameters named by their paths."""
    import pytest

    return [pytest.param(p, id=p.relative_to(ROOT).as_posix()) for p in book_files()]
