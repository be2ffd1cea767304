"""The book follows its style sheet (book/appendix/style.md) on every page and notebook.

Scans the text a reader sees: every Markdown page, the Markdown cells of every
notebook, and the string literals with Japanese text in notebook code cells
(labels, answers and messages the cells print).  A forbidden form fails the
test with the file and line where it occurs.  A variant quoted as a word, as in
「カバロ」, is allowed (that is how the style sheet and the notes name them).
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from .bookpages import BOOK, ROOT, page_params

STYLE = BOOK / "appendix" / "style.md"


@dataclass(frozen=True)
class Rule:
    name: str
    pattern: re.Pattern[str]
    advice: str
    quoted_ok: bool = True      # a form quoted as a word (「…」) is allowed
    in_code: bool = True        # also checked in string literals of code cells
    listed: tuple[str, ...] = ()  # forms the style sheet must name in 「」


def _rule(name: str, regex: str, advice: str, **kw: object) -> Rule:
    return Rule(name, re.compile(regex), advice, **kw)  # type: ignore[arg-type]


RULES = [
    # one form per term (style sheet, section 1)
    _rule("honsho", r"このブック|この本(?!文)", "本書 と書く", listed=("このブック", "この本")),
    _rule("bairitsu", r"(?<!\dの)(?<!人数の)(?<!枚数の)倍数",
          "倍率 と書く(「3の倍数」のような算数の意味は可)", listed=("倍数",)),
    _rule("defender", r"相手側|守る側|守り手|守備側", "ディフェンダー(側)と書く",
          listed=("相手側", "守る側", "守り手", "守備側")),
    _rule("declarer", r"ディクレアラー", "デクレアラー と書く", listed=("ディクレアラー",)),
    _rule("handan", r"決定", "判断(番号つきの判断)、または 決める・決まる と書く",
          listed=("決定",)),
    _rule("cavall", r"カヴァル|カバロ", "カバル と書く(イタリア語の Cavallo は カヴァッロ)",
          listed=("カヴァル", "カバロ")),
    _rule("skus", r"スキュス", "スキュース と書く", listed=("スキュス",)),
    _rule("valat", r"ボレー", "ヴァラート と書く", listed=("ボレー",)),
    # sources by name, seeds only for deals (section 2)
    _rule("source-number", r"(?i)(?<!-)\bseeds?\s*\d|シード\s*0\d\d",
          "資料は 赤桐 1997 のように筆者と年で呼ぶ(シードは配りの番号だけ)", quoted_ok=False),
    # citations a reader can follow (section 3)
    _rule("spec", r"仕様書|(?i:\bspecs?\b)|cego-dreierles|neunzehner-zwanziger-sicilian",
          "本書の規則集の節({ref}`規則集 §… <…>`)を引く", quoted_ok=False),
    _rule("section-sign", r"§", "§ は {ref} のリンクの中だけに書く", quoted_ok=False),
    _rule("reason-code-word", r"理由コード", "読者向けの文に理由コードを出さない", quoted_ok=False),
    _rule("reason-code", r"(?<![A-Za-z0-9_`'\"])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![A-Za-z0-9_])|"
          r"`[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+`",
          "読者向けの文に理由コードを出さない", quoted_ok=False, in_code=False),
    # seats (section 4)
    _rule("seat", r"(?<![A-Za-z0-9_])S[0-3](?![A-Za-z0-9_])|席0|[A-D][((]席\d",
          "席1〜席4 と書く(番号は固定、ディーラーと先手は役割)", quoted_ok=False,
          in_code=False),
]

# Rules that do not apply to a page, with the reason.
EXEMPT = {
    # The Python appendix documents the API, whose verdicts carry reason codes.
    "book/appendix/python.md": {"reason-code", "reason-code-word"},
}


REF_SPAN = re.compile(r"\{(?:ref|numref|doc)\}`[^`]*`")
QUOTED = re.compile(r"「[^「」]{1,20}」")
URL = re.compile(r"https?://\S+|\]\([^)]*\)")
CODE_FENCE = re.compile(r"^\s*(```+|~~~+)\s*(\S*)")
NON_TEXT_FENCES = {"python", "py", "bash", "sh", "console", "pycon", "ipython", "json", "yaml"}




def markdown_lines(text: str) -> list[tuple[int, str]]:
    """Lines of Markdown a reader sees (skipping program code blocks)."""
    out: list[tuple[int, str]] = []
    fence: str | None = None
    for n, line in enumerate(text.splitlines(), 1):
        m = CODE_FENCE.match(line)
        if fence is None and m and m.group(2).lower() in NON_TEXT_FENCES:
            fence = m.group(1)
            continue
        if fence is not None:
            if line.strip().startswith(fence) and line.strip().strip("`~") == "":
                fence = None
            continue
        out.append((n, line))
    return out


def code_strings(source: str) -> list[tuple[int, str]]:
    """String literals with non-ASCII text in a code cell (what the cell shows)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:          # IPython magics: fall back to quoted spans
        return [(n, s) for n, line in enumerate(source.splitlines(), 1)
                for s in re.findall(r"\"[^\"]*\"|'[^']*'", line) if not s.isascii()]
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and not node.value.isascii()]


def reader_text(path: Path) -> list[tuple[str, str, bool]]:
    """(where, text, is_code) for everything a reader sees on ``path``."""
    rel = path.relative_to(ROOT).as_posix()
    if path.suffix == ".md":
        return [(f"{rel}:{n}", line, False)
                for n, line in markdown_lines(path.read_text(encoding="utf-8"))]
    nb = json.loads(path.read_text(encoding="utf-8"))
    out: list[tuple[str, str, bool]] = []
    for i, cell in enumerate(nb["cells"]):
        src = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            out += [(f"{rel}: cell {i}, line {n}", line, False) for n, line in markdown_lines(src)]
        elif cell["cell_type"] == "code":
            for n, s in code_strings(src):
                out += [(f"{rel}: cell {i}, line {n} (string)", part, True)
                        for part in s.splitlines()]
    return out


def violations(path: Path) -> list[str]:
    rel = path.relative_to(ROOT).as_posix()
    skip = EXEMPT.get(rel, set())
    found = []
    for where, text, is_code in reader_text(path):
        plain = URL.sub("", REF_SPAN.sub("", text))
        for rule in RULES:
            if rule.name in skip or (is_code and not rule.in_code):
                continue
            target = QUOTED.sub("", plain) if rule.quoted_ok else plain
            for m in rule.pattern.finditer(target):
                found.append(f"{where}: {m.group(0)!r} ({rule.name}): {rule.advice}")
    return found





@pytest.mark.parametrize("path", page_params())
def test_page_follows_the_style_sheet(path: Path) -> None:
    found = violations(path)
    assert not found, "forbidden forms (see book/appendix/style.md):\n" + "\n".join(found)


def test_style_sheet_names_every_forbidden_form() -> None:
    text = STYLE.read_text(encoding="utf-8")
    for rule in RULES:
        for form in rule.listed:
            assert f"「{form}」" in text, f"the style sheet should name 「{form}」 ({rule.name})"
            assert rule.pattern.search(form), f"rule {rule.name} should catch {form!r}"


@pytest.mark.parametrize(("text", "rule"), [
    ("シード000(赤桐 1997)", "source-number"), ("seed 000", "source-number"),
    ("仕様書 §1.3", "spec"), ("cego-dreierles.md §1.4", "spec"), ("`MUST_TRUMP`", "reason-code"),
    ("S0 がリード", "seat"), ("席0(C)", "seat"), ("A(席1)", "seat"), ("タロン倍数", "bairitsu"),
    ("カヴァル", "cavall"), ("守り手", "defender"), ("決定 D-A4", "handan"),
])
def test_rules_catch_the_drift_the_issue_names(text: str, rule: str) -> None:
    assert any(r.name == rule and r.pattern.search(text) for r in RULES)


@pytest.mark.parametrize("text", [
    "シード4の配り", "3の倍数", "人数の倍数のディール数", "{ref}`規則集 §1.4 <cego-ref-1-4>`",
    "カヴァッロ(Cavallo)", "原典は「カバロ」と書きます", "♠8 と S8", "席1(先手)",
])
def test_rules_allow_the_book_forms(text: str) -> None:
    plain = QUOTED.sub("", REF_SPAN.sub("", text))
    assert not [r.name for r in RULES if r.pattern.search(plain)]
