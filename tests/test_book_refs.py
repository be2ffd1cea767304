"""Every citation in the book points to something a reader can open.

- every {ref} names a label that exists, and every {doc} a page that exists;
- every line that gives a 根拠 (the rule a statement rests on) links to the book;
- every worked-example ID (CG-04, A-11) in the text is a link to the rules reference;
- the rules references have a label for every section cited from the pages.
The strict build (-W -n) catches the same broken links; this test names the line.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .bookpages import BOOK, ROOT, book_files, page_params, toc_pages

LABEL = re.compile(r"^\(([A-Za-z0-9_.:-]+)\)=\s*$")
REF = re.compile(r"\{(?:ref|numref)\}`(?:[^`<]*<([^`>]+)>|([^`<>]+))`")
DOC = re.compile(r"\{doc\}`(?:[^`<]*<([^`>]+)>|([^`<>]+))`")
ANY_LINK = re.compile(r"\{(?:ref|numref|doc)\}`[^`]*`")
GROUNDS = re.compile(r"根拠\s*[::]")
EXAMPLE_ID = re.compile(r"(?<![\w-])(?:CG-\d{2}|A-\d{1,2})(?![\w-])")
REFERENCE_PAGES = {"book/cego/reference.md", "book/neunzehner/reference.md"}




def text_lines(path: Path) -> list[tuple[str, str]]:
    """(where, line) for the Markdown of a page or of a notebook's Markdown cells."""
    rel = path.relative_to(ROOT).as_posix()
    if path.suffix == ".md":
        lines = path.read_text(encoding="utf-8").splitlines()
        return [(f"{rel}:{n}", line) for n, line in enumerate(lines, 1)]
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [(f"{rel}: cell {i}, line {n}", line)
            for i, cell in enumerate(nb["cells"]) if cell["cell_type"] == "markdown"
            for n, line in enumerate("".join(cell["source"]).splitlines(), 1)]


def all_labels() -> dict[str, list[str]]:
    labels: dict[str, list[str]] = {}
    for path in book_files():
        for where, line in text_lines(path):
            m = LABEL.match(line)
            if m:
                labels.setdefault(m.group(1), []).append(where)
    return labels


def doc_exists(page: Path, target: str) -> bool:
    base = (BOOK if target.startswith("/") else page.parent) / target.lstrip("/")
    return any(base.with_name(base.name + ext).exists() for ext in (".md", ".ipynb"))


def problems(path: Path, labels: dict[str, list[str]]) -> list[str]:
    rel = path.relative_to(ROOT).as_posix()
    found = []
    for where, line in text_lines(path):
        for m in REF.finditer(line):
            label = (m.group(1) or m.group(2)).strip()
            if label not in labels:
                found.append(f"{where}: {{ref}} to missing label {label!r}")
        for m in DOC.finditer(line):
            target = (m.group(1) or m.group(2)).strip()
            if not doc_exists(path, target):
                found.append(f"{where}: {{doc}} to missing page {target!r}")
        if GROUNDS.search(line) and not ANY_LINK.search(line[GROUNDS.search(line).start():]):
            found.append(f"{where}: 根拠 without a link to the book: {line.strip()[:60]!r}")
        if rel not in REFERENCE_PAGES:
            for m in EXAMPLE_ID.finditer(ANY_LINK.sub("", line)):
                found.append(f"{where}: example {m.group(0)} is not a link to the rules reference")
    return found





@pytest.mark.parametrize("path", page_params())
def test_every_citation_resolves(path: Path) -> None:
    found = problems(path, all_labels())
    assert not found, "\n".join(found)


def test_labels_are_unique() -> None:
    dup = {k: v for k, v in all_labels().items() if len(v) > 1}
    assert not dup, dup


@pytest.mark.parametrize(("prefix", "sections"), [
    ("cego-ref", [f"1-{i}" for i in range(1, 6)] + [f"2-{i}" for i in range(1, 17)]
     + ["4-1", "4-2", "5", "6"]),
    ("n19-ref", ["0-2", "0-4"] + [f"1-{i}" for i in range(1, 16)] + ["5"]),
    ("sic-ref", [f"3-{i}" for i in range(1, 12)] + ["5"]),
])
def test_rules_reference_has_every_section(prefix: str, sections: list[str]) -> None:
    labels = all_labels()
    missing = [f"{prefix}-{s}" for s in sections if f"{prefix}-{s}" not in labels]
    assert not missing, missing


@pytest.mark.parametrize("label", [
    *(f"cego-ex-cg-{n:02d}" for n in (1, 3, 4, 5, 7, 8, 9, 11, 13, 15, 17, 19)),
    *(f"n19-ex-a-{n}" for n in (1, 3, 5, 7, 9, 11, 13, 15)),
    *(f"sic-ex-c-{n:02d}" for n in (1, 3, 4, 5, 7, 8, 9, 11, 13, 15)),
])
def test_published_worked_examples_have_labels(label: str) -> None:
    assert label in all_labels()


def test_every_page_is_in_the_book() -> None:
    """Every page under book/ is in _toc.yml, so the page tests check what readers see."""
    toc = toc_pages()
    outside = [p.relative_to(ROOT).as_posix() for p in book_files()
               if p.relative_to(ROOT).with_suffix("").as_posix() not in toc]
    assert not outside, outside
