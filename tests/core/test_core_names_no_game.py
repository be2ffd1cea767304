"""Issue 17, "Done when": generic code names no game.

The generic modules (``core/``, ``cli.py``, ``cli_input.py``, ``dispute_cli.py``,
``render/`` and the top-level ``widgets/*.py``; no ``__pycache__``) hold mechanisms
only: no game name, no pack key, no game's phase, and no ``getattr(state, …)`` probe.
The words come from the registry itself (every registered game, variant and pack key,
and every declared phase), so a new game is covered the day it is registered.

What is scanned is the whole text of each file: identifiers, string literals,
comments *and* docstrings with their doctests.  A docstring of generic code explains
the mechanism in general terms; a source citation (``seed 000 (Cego)``) belongs to
the game's own module, and a doctest that needs a game's pack or deal lives in that
game's module or in the tests (``tests/core/test_generic_doc_examples.py``).

Besides the registry's words, the names of rules that are game facts are banned
(:data:`RULE_NAMES`): Räuber (Dreierles' contract in which each plays for himself),
Pfeife (the Baden games' name of trump 1, a Cego contract and the Räuber rule about
leading it; spec cego-dreierles.md) and Farberl (Zwanzigerrufen's optional contract,
in which trumps lose their power; spec neunzehner-zwanziger-sicilian.md).  The core
calls these cards and contracts by their mechanism (``T1``, ``trumps_win=False``).
Names of *cards* that the core itself models for every pack are not game facts and
stay allowed: the unnumbered top trump (Sküs, Stieß,
Gstieß; ``cards.SKUS``), the Fugitive/Fool (``Suit.FOOL``, parsed by
``core.notation``) and Miseria (``cards.MISERIA``).
"""

from __future__ import annotations

import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

from tarock_tutor import games
from tarock_tutor.core.cards import PACKS
from tarock_tutor.core.protocol import Phase

ROOT = Path(__file__).resolve().parents[2] / "tarock_tutor"
GAME_NAMES = ("cego", "dreierles", "neunzehner", "neunzehnerrufen", "zwanziger",
              "zwanzigerrufen", "sicilian", "tarocchi")
SHARED_PHASES = ("play", "finished")   # the only phases the core declares
# Names of rules that belong to one game (see the module docstring); umlaut-free
# spellings included.
RULE_NAMES = ("räuber", "raeuber", "rauber", "pfeife", "farberl")


def generic_files() -> list[Path]:
    files = [*ROOT.joinpath("core").glob("*.py"), ROOT / "cli.py", ROOT / "cli_input.py",
             ROOT / "dispute_cli.py", *ROOT.joinpath("render").glob("*.py"),
             *ROOT.joinpath("widgets").glob("*.py")]
    return sorted(p for p in files if p.exists() and "__pycache__" not in p.parts)


def code_tokens(source: str) -> Iterator[tokenize.TokenInfo]:
    """Identifiers, string literals and comments, without docstrings (a string that
    is a whole statement of its own)."""
    prev = tokenize.ENCODING
    skip = {tokenize.COMMENT, tokenize.NL}
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in (tokenize.NAME, tokenize.STRING, tokenize.COMMENT) or (
                tok.type == getattr(tokenize, "FSTRING_MIDDLE", -1)):
            docstring = tok.type == tokenize.STRING and prev in (
                tokenize.ENCODING, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
            if not docstring:
                yield tok
        if tok.type not in skip:
            prev = tok.type


def without_docstrings(source: str) -> str:
    """The source with every docstring blanked (line numbers kept)."""
    lines = source.splitlines()
    prev = tokenize.ENCODING
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.STRING and prev in (
                tokenize.ENCODING, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT):
            for n in range(tok.start[0] - 1, tok.end[0]):
                lines[n] = ""
        if tok.type not in (tokenize.COMMENT, tokenize.NL):
            prev = tok.type
    return "\n".join(lines)


def _word_pattern(words: set[str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![A-Za-z])({alternatives})(?![A-Za-z])", re.IGNORECASE)


def game_words() -> set[str]:
    assert games.GAMES, "the games must be registered for their packs and phases to be known"
    variants = {v.key for spec in games.GAMES.values() for v in spec.variants}
    return {*GAME_NAMES, *games.GAMES, *PACKS, *variants, *RULE_NAMES}


def text_findings(pattern: re.Pattern[str], path: Path, text: str) -> list[str]:
    """Every match in the whole text (docstrings and doctests included)."""
    return [f"{path.relative_to(ROOT)}:{n}: {m.group(0)!r}"
            for n, line in enumerate(text.splitlines(), 1)
            for m in pattern.finditer(line)]


def findings(pattern: re.Pattern[str], files: list[Path]) -> list[str]:
    out = []
    for path in files:
        out.extend(text_findings(pattern, path, path.read_text(encoding="utf-8")))
    return out


def test_the_scanner_finds_what_it_looks_for() -> None:
    """The scan is not blind: a game name in code, a string or a comment is found; the
    same word in a docstring is not."""
    sample = ('"""Cego is cited here."""\n'
              'x = "cego3"  # a cego comment\n'
              'def f():\n    """Sicilian docs."""\n    return sicilian_thing\n')
    pattern = _word_pattern(game_words())
    hits = [(t.start[0], t.string) for t in code_tokens(sample) if pattern.search(t.string)]
    assert hits == [(2, '"cego3"'), (2, "# a cego comment"), (5, "sicilian_thing")]
    assert without_docstrings(sample).splitlines()[:4] == [
        "", 'x = "cego3"  # a cego comment', "def f():", ""]


def test_the_text_scan_reads_docstrings_and_rule_names() -> None:
    """The whole-text scan also finds a game name or a game's rule name in a docstring
    or a doctest, but not a card name the core models (Sküs, the Fugitive)."""
    sample = ('"""Cego is cited here.\n\n>>> get_pack("tarock54")\n"""\n'
              '# the Sküs and the Fugitive are cards\n'
              'def f():\n    """The Räuber, Raeuber and Farberl contracts; a Pfeife."""\n')
    hits = text_findings(_word_pattern(game_words()), ROOT / "x.py", sample)
    assert hits == ["x.py:1: 'Cego'", "x.py:3: 'tarock54'", "x.py:7: 'Räuber'",
                    "x.py:7: 'Raeuber'", "x.py:7: 'Farberl'", "x.py:7: 'Pfeife'"]


def test_the_scope_is_the_generic_modules() -> None:
    names = {str(p.relative_to(ROOT)) for p in generic_files()}
    assert {"core/cards.py", "cli.py", "cli_input.py", "dispute_cli.py", "render/svg.py",
            "widgets/common.py"} <= names
    assert not any(n.startswith(("games/", "widgets/cego/")) for n in names)


def test_generic_code_names_no_game_or_pack() -> None:
    assert findings(_word_pattern(game_words()), generic_files()) == []


def test_generic_code_uses_no_game_phase() -> None:
    """Only the core's own phases (trick play, the end) appear as ``Phase.X``, and no
    game's phase value is looked up by name."""
    # A phase the generic code declares itself (its doctest's toy phase) is an example
    # of the mechanism, not a game's: left out, so the scan does not depend on whether
    # that doctest ran earlier in the same process.
    own = {m.group(1) for path in generic_files() for m in re.finditer(
        r"Phase\.declare\(\s*[\"']([^\"']+)[\"']", path.read_text(encoding="utf-8"))}
    assert own - set(SHARED_PHASES) == {"toy-deal"}   # and no other phase of its own
    declared = {p for p in Phase._declared if p not in SHARED_PHASES and p not in own}
    assert {"auction", "exchange"} <= declared   # the games declared theirs
    attr = re.compile(r"\bPhase\.(?!PLAY\b|FINISHED\b|declare\b|is_declared\b|_declared\b)\w+")
    lookup = re.compile(r"\bPhase\(\s*[\"'](" + "|".join(map(re.escape, declared)) + r")[\"']")
    found = []
    for path in generic_files():
        text = path.read_text(encoding="utf-8")   # docstrings and doctests included
        for m in (*attr.finditer(text), *lookup.finditer(text)):
            found.append(f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, m.start()) + 1}: "
                         f"{m.group(0)}")
    assert found == []


PROBE = re.compile(r"getattr\(\s*(state|st|g|s|done|self\.state|report\.state)\s*,")


def test_generic_code_has_no_getattr_probe_of_a_state() -> None:
    found = []
    for path in generic_files():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if PROBE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []
