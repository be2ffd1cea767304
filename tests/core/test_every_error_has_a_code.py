"""Every error a person can meet carries a stable code (issue 17 item 5).

An ``ast`` scan of ``tarock_tutor/`` finds every ``raise X(...)`` where ``X`` is
:class:`~tarock_tutor.core.errors.TarockError` or one of its subclasses, and checks
that the call gives a code: the ``code=`` keyword, or the positional parameter named
``code`` of the class's own ``__init__`` (``ScorePadError(code, en, …)``), or a verdict
(``IllegalAction``).  A code written as a literal must look like one (``UPPER_SNAKE``),
and must be registered in a message registry, so that
:func:`~tarock_tutor.core.errors.error_ja` finds a Japanese sentence for it.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import tarock_tutor

ROOT = Path(tarock_tutor.__file__).parent
CODE_SHAPE = re.compile(r"^[A-Z][A-Z0-9_]*$")

EXEMPT: dict[tuple[str, str], str] = {
    # (module path, function) → why the raise cannot be reached from a person's input
    ("tarock_tutor/core/cards.py", "register_pack"):
        "a game package registering a pack twice: a programming error at import time",
    ("tarock_tutor/core/counting.py", "register_method"):
        "a game package registering a counting method twice, at import time",
    ("tarock_tutor/core/registry.py", "__post_init__"):
        "a GameSpec built with another game's variant: a programming error at import time",
    ("tarock_tutor/core/registry.py", "register_game"):
        "a game package registered twice, at import time",
    ("tarock_tutor/core/registry.py", "game_of"):
        "a Variant whose game is not registered: variants come only from registered games",
    ("tarock_tutor/core/protocol.py", "declare"):
        "a game declaring one phase name with two Japanese names, at import time",
    ("tarock_tutor/core/dealing.py", "deal"):
        "a game's deal plan that does not use the whole pack: fixed data of the game",
    ("tarock_tutor/core/scoring.py", "team_2v2"):
        "called by the games' scoring with two fixed teams of two",
    ("tarock_tutor/core/scoring.py", "__post_init__"):
        "a line item built by a game's scoring that is not zero-sum: an engine bug",
    ("tarock_tutor/core/scoring.py", "add"):
        "a line item with another number of amounts than the sheet's players: an engine bug",
    ("tarock_tutor/core/scoring.py", "settle_pairs"):
        "sheet totals are sums of zero-sum line items, so they always sum to zero",
    ("tarock_tutor/core/kernel.py", "__init__"):
        "the leader comes from the game state, which seats him: an engine invariant",
    ("tarock_tutor/core/kernel.py", "winner_index"):
        "a complete trick always has a winner under the game's own rules: an engine invariant",
    ("tarock_tutor/core/trickplay.py", "__init__"):
        "the leader comes from the game state, which seats him: an engine invariant",
    ("tarock_tutor/core/trickplay.py", "_winner_index"):
        "a complete trick always has a winner under the game's own rules: an engine invariant",
    ("tarock_tutor/core/solver_line.py", "principal_line"):
        "the search's own consistency check on its transposition table",
    ("tarock_tutor/core/variants.py", "__post_init__"):
        "an option row whose default is not among its choices: fixed data of a game",
    ("tarock_tutor/core/variants.py", "__init__"):
        "a variant defining one option twice: fixed data of a game, at import time",
    ("tarock_tutor/core/variants.py", "register_variant"):
        "a variant registered twice, at import time",
    ("tarock_tutor/games/neunzehner/parts/base.py", "expected_call"):
        "a 2-player deal without a callable trump is refused when it is dealt (table.py)",
    ("tarock_tutor/games/neunzehner/parts/calling.py", "called_card_for"):
        "a 12-card hand cannot hold every trump from XIX down (spec §1.8): arithmetic",
    ("tarock_tutor/games/neunzehner/parts/bidding.py", "__post_init__"):
        "the bidders come from the game's own forms, never from input",
    ("tarock_tutor/games/zwanziger/parts/rules.py", "called_trump"):
        "a 10-card hand cannot hold every tarock from XX down to I (spec §2.5): arithmetic",
    ("tarock_tutor/problems.py", "position"):
        "the book's stored problems are fixed data, checked by the book's tests",
    ("tarock_tutor/render/problems.py", "_question"):
        "the book's stored problems are fixed data, checked by the book's tests",
    ("tarock_tutor/widgets/sicilian/play.py", "cases_figure"):
        "the figure checks the book's fixed cases against the engine (a book self-check)",
    ("tarock_tutor/widgets/sicilian/score.py", "examples_figure"):
        "the figure checks the book's fixed examples against the engine (a book self-check)",
    ("tarock_tutor/widgets/sicilian/hands.py", "examples_figure"):
        "the figure checks the book's fixed hands against the engine (a book self-check)",
    ("tarock_tutor/widgets/dreierles/example.py", "example_deal"):
        "new_deal of a Dreierles key always gives a Dreierles state (the registry's own)",
    ("tarock_tutor/widgets/dreierles/play.py", "_new"):
        "new_deal of a Dreierles key always gives a Dreierles state (the registry's own)",
    ("tarock_tutor/widgets/dreierles/score.py", "after_exchange"):
        "new_deal of a Dreierles key always gives a Dreierles state (its other raise is coded)",
    ("tarock_tutor/widgets/zwanziger/deal.py", "new_deal"):
        "new_deal of the Zwanzigerrufen key always gives its own state",
    ("tarock_tutor/widgets/zwanziger/names.py", "after"):
        "new_deal of the Zwanzigerrufen key always gives its own state",
    ("tarock_tutor/widgets/neunzehner/hands.py", "best_table_figure"):
        "the figure checks the book's fixed hands against the engine (a book self-check)",
    ("tarock_tutor/widgets/neunzehner/score.py", "refusals_figure"):
        "the figure checks that the book's fixed bad inputs are refused (a book self-check)",
    ("tarock_tutor/widgets/cards.py", "show_count"):
        "the figure checks the book's fixed piles against the source's count (a book self-check)",
    ("tarock_tutor/widgets/cards.py", "count_steps"):
        "a counting method without worked steps is a page-author's call, never a reader's input",
    ("tarock_tutor/widgets/cego/score.py", "show_worked_examples"):
        "the figure checks the book's fixed examples against the engine (a book self-check)",
    ("tarock_tutor/widgets/zwanziger/example.py", "played_deal"):
        "new_deal of the Zwanzigerrufen key always gives its own state",
    ("tarock_tutor/solver_check.py", "play_position"):
        "a developer's cross-check script over fixed seeds, not a reader's entry point",
}


@dataclass(frozen=True)
class Site:
    path: str
    line: int
    function: str
    error: str
    code: ast.expr | None     # the code expression, if the call gives one
    coded: bool


def _trees() -> dict[str, ast.Module]:
    return {str(p.relative_to(ROOT.parent)): ast.parse(p.read_text(encoding="utf-8"))
            for p in sorted(ROOT.rglob("*.py"))}


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def error_classes(trees: dict[str, ast.Module]) -> dict[str, ast.ClassDef | None]:
    """Every TarockError subclass defined in the package, by name (the base: ``None``
    for the classes of :mod:`tarock_tutor.core.errors` that need no special handling)."""
    classes: dict[str, ast.ClassDef | None] = {"TarockError": None}
    defs = [n for t in trees.values() for n in ast.walk(t) if isinstance(n, ast.ClassDef)]
    grown = True
    while grown:
        grown = False
        for d in defs:
            if d.name not in classes and any(_name(b) in classes for b in d.bases):
                classes[d.name] = d
                grown = True
    return classes


def _code_slot(name: str, classes: dict[str, ast.ClassDef | None]) -> tuple[int | None, bool]:
    """Where ``name``'s constructor takes its code: (positional index or ``None``,
    whether it takes a verdict instead)."""
    d = classes.get(name)
    while d is not None:
        for item in d.body:
            if isinstance(item, ast.FunctionDef) and item.name == "__init__":
                params = [a.arg for a in item.args.args[1:]]
                if "verdict" in params:
                    return None, True
                return (params.index("code") if "code" in params else None), False
        d = next((classes[b] for b in (_name(x) for x in d.bases) if b in classes), None)
    return None, False


def sites() -> list[Site]:
    trees = _trees()
    classes = error_classes(trees)
    found: list[Site] = []
    for path, tree in trees.items():
        for func in [tree, *(n for n in ast.walk(tree)
                             if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))]:
            fname = getattr(func, "name", "<module>")
            for node in (n for stmt in func.body for n in ast.walk(stmt)):
                if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                    continue
                error = _name(node.exc.func)
                if error not in classes:
                    continue
                slot, by_verdict = _code_slot(error, classes)
                code = next((k.value for k in node.exc.keywords if k.arg == "code"), None)
                if code is None and slot is not None and len(node.exc.args) > slot:
                    code = node.exc.args[slot]
                found.append(Site(path, node.lineno, fname, error, code,
                                  by_verdict or code is not None))
    # a raise inside a nested function is seen from the outer one too: keep the innermost
    best: dict[tuple[str, int], Site] = {}
    for s in found:
        best[(s.path, s.line)] = s
    return sorted(best.values(), key=lambda s: (s.path, s.line))


def test_scan_finds_the_known_error_classes() -> None:
    """The scan sees subclasses defined anywhere in the package, and the shape of their
    constructors (a check on the checker)."""
    classes = error_classes(_trees())
    assert {"TarockError", "InvalidNotation", "IllegalAction", "InvalidRecord",
            "VariantError", "ScorePadError", "OddsError", "AnalysisError",
            "TooDeep"} <= set(classes)
    assert _code_slot("ScorePadError", classes) == (0, False)
    assert _code_slot("TooDeep", classes) == (1, False)
    assert _code_slot("IllegalAction", classes) == (None, True)
    assert _code_slot("VariantError", classes) == (None, False)


def test_every_raise_gives_a_code() -> None:
    uncoded = [f"{s.path}:{s.line} {s.error} (in {s.function})" for s in sites()
               if not s.coded and (s.path, s.function) not in EXEMPT]
    assert not uncoded, "raises without a code:\n" + "\n".join(uncoded)


def test_exemptions_still_exist() -> None:
    uncoded = {(s.path, s.function) for s in sites() if not s.coded}
    assert set(EXEMPT) <= uncoded


def test_literal_codes_are_codes_and_registered() -> None:
    """A literal code is an UPPER_SNAKE id with a Japanese sentence in some registry (no
    Japanese sentence passed where the code belongs)."""
    import tarock_tutor.analysis
    import tarock_tutor.bots
    import tarock_tutor.odds
    import tarock_tutor.scorepad  # noqa: F401
    from tarock_tutor import games  # noqa: F401
    from tarock_tutor.core import messages, problems  # noqa: F401

    known = set(messages.MESSAGES) | {c for t in messages.GAME_MESSAGES.values() for c in t}
    bad = [f"{s.path}:{s.line} {ast.unparse(s.code)}" for s in sites()
           if isinstance(s.code, ast.JoinedStr)
           or (isinstance(s.code, ast.Constant) and isinstance(s.code.value, str)
               and not (CODE_SHAPE.match(s.code.value) and s.code.value in known))]
    assert not bad, "\n".join(bad)


def test_no_param_is_named_game() -> None:
    """``game`` is :func:`~tarock_tutor.core.messages.text`'s namespace argument, so a
    parameter of that name would never reach the sentence (it stayed ``{game}``)."""
    trees = _trees()
    bad = [f"{path}:{node.lineno}" for path, tree in trees.items() for node in ast.walk(tree)
           if isinstance(node, ast.keyword) and node.arg == "params"
           and isinstance(node.value, ast.Dict)
           and any(isinstance(k, ast.Constant) and k.value == "game" for k in node.value.keys)]
    assert not bad, bad


def test_the_scan_flags_a_raise_without_a_code(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A check on the checker: in a made-up package, the raise without a code is the
    one found, and the coded ones (keyword, positional, verdict) are not."""
    pkg = tmp_path / "tarock_tutor"
    pkg.mkdir()
    (pkg / "m.py").write_text(
        "class TarockError(ValueError): ...\n"
        "class PadError(TarockError):\n"
        "    def __init__(self, code, en): ...\n"
        "def f(x):\n"
        "    if x == 1:\n"
        "        raise TarockError('bad', code='BAD')\n"
        "    if x == 2:\n"
        "        raise PadError('BAD', 'bad')\n"
        "    raise TarockError(f'no code for {x}')\n", encoding="utf-8")
    monkeypatch.setattr(__import__(__name__, fromlist=["ROOT"]), "ROOT", pkg)
    found = [(s.line, s.coded) for s in sites()]
    assert found == [(6, True), (8, True), (9, False)]
