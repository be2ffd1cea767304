"""No engine text reaches a reader of the built book (issue 21).

Reads what a reader can see in the built site, not the sources: the visible text
of every page under ``_build/html`` (scripts, styles, code cells and code listings
left out), every string a widget shows (the widget state stored in the page:
HTML and label values, descriptions, option labels, Output widgets), and every
output of the executed notebooks (``_build/jupyter_execute``) in the form the
page shows it.  It fails on reason codes (``MUST_FOLLOW_SUIT``), English exception
names and tracebacks, ``seed 3``/``spec …`` references, and card notation codes
(``T21``, ``HK``, ``Sk``, ``Fu`` …, see :mod:`tarock_tutor.core.cards`).

Allowed, each for a reason given where it is decided:

* code, which is code: the input area of a code cell, a highlighted code listing
  or an inline ``code`` span in the pages' own text, outside any cell output (the
  Python appendix's examples, record files, the notation a page teaches: 「HK が
  ハートのキング」); a cell output gets no such allowance;
* the notation being taught: a table column headed 表記 (it shows how a reader
  types each card) and the text a reader types into a box (a widget's Text value
  and placeholder);
* a picture (``<svg>``): a card's face carries its corner index (``K``, ``21``, and
  ``Sk``/``Mi``/``Fu`` for the three cards without a number), and its tooltip
  ends with the card's notation so that a reader can type it;
* the book's decision numbers (判断 C1, D3 …, D-C1), which look like card codes: a
  code shortly after 判断/注釈/記録, inside a 〔…〕 decision note, in a range
  (C1〜C10), in a column headed
  番号, or in a heading or the navigation (which hold titles like 「D8 最後の…」);
* a command line a reader types (``tarock-tutor deal cego4 --seed 7``), a card
  quoted as the reader typed it (「T19」が2回書かれています), which a message about
  bad input must name, and a record file printed as it is stored (a block that
  opens with a tag pair such as ``[Game "cego4"]``): the notation a reader writes;
* the text of a link to a decision (its target's id holds ``decision``), which is
  the decision's title (「C4 数札の代わりに…」).

Needs a built site (``scripts/test.sh`` builds it first); skipped without one.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # importlib mode: no implicit path
import browsing

SITE = browsing.SITE
EXECUTED = SITE.parent / "jupyter_execute"
_NOT_LETTER = r"A-Za-z0-9\u00c0-\u024f"          # a code stands alone: no Latin letter beside it
_ALONE_L, _ALONE_R = rf"(?<![{_NOT_LETTER}\-])", rf"(?![{_NOT_LETTER}])"
FORBIDDEN: dict[str, re.Pattern[str]] = {
    "reason code": re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Z0-9]*_[A-Z_]+(?![a-z])"),
    "English exception": re.compile(r"IllegalAction|InvalidNotation|InvalidRecord|VariantError"
                                    r"|TarockError|Traceback|\b[A-Za-z]*Error:"),
    "seed/spec reference": re.compile(r"(?<!--)\bseed \d+|\bspec |\.md §"),
    "card code": re.compile(_ALONE_L + r"(?:T\d{1,2}|Sk|Mi|Fu|[SCHD](?:[KQNJ]|10|[1-9]))"
                            + _ALONE_R),
}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr", "param"}
HIDDEN_TAGS = {"script", "style", "template", "title", "head", "svg"}
NOTATION_COLUMNS = {"表記", "番号"}                 # the notation taught; decision numbers
DECISION_BEFORE = re.compile(r"(?:判断|注釈|記録|〔|〜)[^。、]{0,6}$")
RECORD = re.compile(r'\s*\[[A-Za-z]+ "')                # a record file opens with a tag pair
HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6", "nav"}


class VisibleText(HTMLParser):
    """The text a reader sees on a page (with the allowances of the module docstring)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool, bool]] = []   # (tag, skipped, inside an output)
        self.parts: list[str] = []
        self.widget_states: list[str] = []
        self.tables: list[dict[str, Any]] = []
        self._script_is_state = False
        self._header_text: list[str] | None = None
        self._pre: list[str] | None = None

    @property
    def skipping(self) -> bool:
        return bool(self.stack) and self.stack[-1][1]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        in_output = (bool(self.stack) and self.stack[-1][2]) or "cell_output" in classes
        skip = self.skipping or tag in HIDDEN_TAGS or "hidden" in a
        skip = skip or "cell_input" in classes                    # code, shown only on request
        skip = skip or (not in_output and tag in HEADINGS)         # titles: 「D8 最後のラウンド…」
        skip = skip or (not in_output and ("highlight" in classes or tag in ("code", "kbd")))
        skip = skip or (tag == "a" and "decision" in (a.get("href") or ""))   # a decision's title
        if tag == "pre" and not skip:
            self._pre = []                                       # kept unless it is a record
        if tag == "script":
            self._script_is_state = a.get("type") == "application/vnd.jupyter.widget-state+json"
        if tag == "table":
            self.tables.append({"skip_cols": set(), "col": -1})
        elif tag == "tr" and self.tables:
            self.tables[-1]["col"] = -1
        elif tag in ("td", "th") and self.tables:
            t = self.tables[-1]
            t["col"] += 1
            if tag == "th":
                self._header_text = []
            elif t["col"] in t["skip_cols"]:
                skip = True                                       # the notation column 表記
        if tag not in VOID:
            self.stack.append((tag, skip, in_output))

    def handle_endtag(self, tag: str) -> None:
        if tag == "pre" and self._pre is not None:
            block, self._pre = "".join(self._pre), None
            if not RECORD.match(block):
                self.parts.append(block)
        if tag == "th" and self.tables and self._header_text is not None:
            if "".join(self._header_text).strip() in NOTATION_COLUMNS:
                self.tables[-1]["skip_cols"].add(self.tables[-1]["col"])
            self._header_text = None
        if tag == "table" and self.tables:
            self.tables.pop()
        if any(t == tag for t, _, _ in self.stack):
            while self.stack and self.stack.pop()[0] != tag:
                pass

    def handle_data(self, data: str) -> None:
        if self._script_is_state and self.stack and self.stack[-1][0] == "script":
            self.widget_states.append(data)
            return
        if self._header_text is not None:
            self._header_text.append(data)
        if not self.skipping:
            (self._pre if self._pre is not None else self.parts).append(data)

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.parts).split())


def visible(html: str) -> VisibleText:
    parser = VisibleText()
    parser.feed(html)
    parser.close()
    return parser


def html_text(fragment: str) -> str:
    """The visible text of an HTML fragment (a widget's value, a cell output)."""
    return visible(f"<div>{fragment}</div>").text


# What myst-nb shows of a rich output: the first of these it has (a widget view is a
# picture of the widget state, which is read from the page).
SHOWN_MIME = ("application/vnd.jupyter.widget-view+json", "text/html", "image/svg+xml",
              "text/markdown", "text/latex", "text/plain")


def output_text(out: dict[str, Any]) -> str:
    kind = out.get("output_type")
    if kind == "stream":
        text = "".join(out.get("text", ""))
        return "" if RECORD.match(text) else text
    if kind == "error":
        return " ".join([str(out.get("ename")), str(out.get("evalue")),
                         *map(str, out.get("traceback", []))])
    data = out.get("data", {})
    for mime in SHOWN_MIME:
        if mime in data:
            if mime == SHOWN_MIME[0]:
                return ""
            body = data[mime]
            body = "".join(body) if isinstance(body, list) else str(body)
            return html_text(body) if mime in ("text/html", "image/svg+xml") else body
    return ""


# Widget models and the fields a reader sees of them; a Text box holds what the reader
# types (card notation is the input language), so its value is not read.
WIDGET_FIELDS = ("description", "tooltip", "_options_labels", "button_style_text")
SHOWN_VALUE = {"HTMLModel", "HTMLMathModel", "LabelModel"}


def widget_texts(state_json: str) -> Iterator[str]:
    try:
        state = json.loads(state_json).get("state", {})
    except json.JSONDecodeError:
        return
    for model in state.values():
        name, s = model.get("model_name", ""), model.get("state", {})
        for key in WIDGET_FIELDS:
            v = s.get(key)
            if isinstance(v, str):
                yield html_text(v) if s.get("description_allow_html") else v
            elif isinstance(v, list):
                yield from (str(x) for x in v)
        if name in SHOWN_VALUE and isinstance(s.get("value"), str):
            yield html_text(s["value"])
        if name == "OutputModel":
            yield from (output_text(o) for o in s.get("outputs", []))


def offences(text: str) -> list[str]:
    found = []
    for what, pattern in FORBIDDEN.items():
        for m in pattern.finditer(text):
            before = text[max(0, m.start() - 200):m.start()]
            quoted = before.endswith("「") and text[m.end():m.end() + 1] == "」"
            if what == "card code" and (quoted or DECISION_BEFORE.search(before[-10:])
                                        or before.rfind("〔") > before.rfind("〕")
                                        or text[m.end():m.end() + 1] == "〜"):
                continue                                    # a decision number, not a card
            found.append(f"{what}: …{text[max(0, m.start() - 30):m.end() + 30]}…")
    return found


def pages() -> list[Path]:
    if not (SITE / "index.html").is_file():
        return []
    return sorted(p for p in (SITE / "book").rglob("*.html"))


def notebooks() -> list[Path]:
    return sorted(EXECUTED.rglob("*.ipynb")) if EXECUTED.is_dir() else []


def _skip_without_site() -> None:
    if not pages():
        pytest.skip(browsing.NO_SITE)


@pytest.mark.parametrize("page", pages() or [None],
                         ids=lambda p: p.relative_to(SITE).as_posix() if p else "no-site")
def test_page_shows_no_engine_text(page: Path | None) -> None:
    _skip_without_site()
    assert page is not None
    parsed = visible(page.read_text(encoding="utf-8"))
    texts = [parsed.text, *(t for s in parsed.widget_states for t in widget_texts(s))]
    bad = [o for t in texts for o in offences(t)]
    assert not bad, f"{page.relative_to(SITE)}:\n" + "\n".join(dict.fromkeys(bad))


@pytest.mark.parametrize("nb", notebooks() or [None],
                         ids=lambda p: p.relative_to(EXECUTED).as_posix() if p else "no-site")
def test_every_cell_output_shows_no_engine_text(nb: Path | None) -> None:
    _skip_without_site()
    if nb is None:
        pytest.skip(f"no executed notebooks in {EXECUTED}")
    doc = json.loads(nb.read_text(encoding="utf-8"))
    bad = []
    for i, cell in enumerate(doc.get("cells", [])):
        for out in cell.get("outputs", []):
            bad += [f"cell {i}: {o}" for o in offences(output_text(out))]
    assert not bad, f"{nb.relative_to(EXECUTED)}:\n" + "\n".join(dict.fromkeys(bad))


# The checker itself, on made-up pages (these run without a built site).

def test_checker_finds_what_the_issue_saw() -> None:
    seen = ("False BID_ONE_STEP_ONLY seed 000 (Cego); spec cego-dreierles.md §2.6",
            "IllegalAction : '1 bid trumpf' is not allowed", "出せるカード: T16 T14",
            "T5 を出したときの勝ち", "ノインツェーナールーフェン(4人) seed 1", "手札: Fu H7 T3",
            "指名: SK CK")
    for s in seen:
        assert offences(html_text(f"<p>{s}</p>")), s


def test_checker_leaves_words_code_and_the_notation_column_alone() -> None:
    page = ("<p>切札21、♥K、シュティース(Stieß)、Sküs、Fuggitivo、Miseria、D-C1、D-K2、§3.12</p>"
            "<p>判断 C1 と〔判断 D5〕、注釈: C4、判断した事項(C1〜C10)、deal cego4 --seed 7</p>"
            "<p>受け付けません:「T19」が2回書かれています。"
            "(<a href='decisions.html#cego-decision-c4'>C4 数札の代わりに</a>)</p>"
            "<div class='cell_output'><pre>[Game \"cego4\"]\n1 play T20</pre></div>"
            "<h2>D8 最後のラウンドの倍加</h2><p>〔判断 C5: C5 捨てる〕判断の記録: C8 ロイバー</p>"
            "<table><tr><th>番号</th><th>問題</th></tr><tr><td>C3</td><td>余り</td></tr></table>"
            "<div class='cell_input'><pre>show_follow('cego4', led='H1')</pre></div>"
            "<div class='highlight'><pre>[Hand \"1\"] T21 HK</pre></div>"
            "<p><code>HK</code> がハートのキング</p>"
            "<table><tr><th>表記</th><th>日本語</th></tr><tr><td>T21</td><td>切札21</td></tr></table>"
            "<svg><title>切札21 — T21</title><text>Sk</text></svg>"
            "<script>var x = 'MUST_TRUMP';</script>")
    assert offences(visible(page).text) == []
    shown_output = ("<div class='cell_output'><div class='highlight'><pre>T21</pre></div>"
                    "<code>HK</code></div>")
    assert offences(visible(shown_output).text)    # a printed output is not a code listing


def test_widget_state_is_read_where_a_reader_sees_it() -> None:
    state = json.dumps({"state": {
        "a": {"model_name": "HTMLModel", "state": {"value": "<b>出せるカード:</b> T16"}},
        "b": {"model_name": "TextModel", "state": {"value": "T5 T4 DK", "description": "手札"}},
        "c": {"model_name": "DropdownModel", "state": {"_options_labels": ["T20 ジョーヴェ"]}},
        "d": {"model_name": "OutputModel", "state": {"outputs": [
            {"output_type": "stream", "name": "stdout", "text": "N19_BID_NOT_HIGHER\n"}]}}}})
    bad = [o for t in widget_texts(state) for o in offences(t)]
    assert len(bad) == 3 and not any("T5" in o for o in bad)
