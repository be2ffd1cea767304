"""Every game package has the same shape (issue 17, item 3; written down in
``tarock_tutor/games/README.md`` and in the book's Python appendix).

The same module names at the top of every package, the phase handlers in
``phases/`` named after their phase, everything else of a game in ``parts/``,
and no file over ``MAX_LINES`` lines.  :func:`shape_problems` reads a listing
(path → line count) so that the rule itself is tested on made-up listings and
on a copy of a real package that gains or loses a module.
"""

from __future__ import annotations

import importlib
import shutil
from collections.abc import Mapping
from pathlib import Path

import pytest

from tarock_tutor.core.phases import PhasedState, PhaseHandler

GAMES_DIR = Path(__file__).resolve().parents[2] / "tarock_tutor" / "games"

#: The top-level modules every game package has, no more and no fewer.  (The
#: ``spec`` branch adds ``pack`` and ``trick_rules`` here when it is merged.)
TOP_MODULES = frozenset({
    "__init__", "variants", "state", "scoring", "facts", "labels", "messages",
    "policy", "bot", "exact",
})
#: The sub-packages every game package has: the phase handlers and the game's helpers.
SUBPACKAGES = frozenset({"phases", "parts"})
#: The names a module in ``phases/`` may have: one per phase role, the phase's name.
PHASE_ROLES = frozenset({"bargain", "auction", "talon", "exchange", "call", "announce", "play"})
#: Names a module in ``parts/`` must not take (they would shadow a shared role).
SHARED_NAMES = (TOP_MODULES - {"__init__"}) | PHASE_ROLES
MAX_LINES = 260

GAMES = sorted(p.parent.name for p in GAMES_DIR.glob("*/__init__.py"))


def handler_class_name(role: str) -> str:
    """``AuctionPhase`` for ``auction``: the class a phase module defines."""
    return role.capitalize() + "Phase"


def listing_of(root: Path) -> dict[str, int]:
    """Every ``.py`` file under ``root`` (a game package) → its number of lines,
    keyed by its POSIX path relative to ``root``."""
    return {p.relative_to(root).as_posix(): len(p.read_text(encoding="utf-8").splitlines())
            for p in sorted(root.rglob("*.py")) if "__pycache__" not in p.parts}


def shape_problems(listing: Mapping[str, int]) -> list[str]:
    """What is wrong with one game package's listing (empty when it has the shape)."""
    problems: list[str] = []
    top = {Path(f).stem for f in listing if "/" not in f}
    for name in sorted(TOP_MODULES - top):
        problems.append(f"missing top-level module {name}.py")
    for name in sorted(top - TOP_MODULES):
        problems.append(f"top-level module {name}.py is not one of the shared names"
                        " (game helpers go in parts/, phase handlers in phases/)")
    folders = {f.split("/")[0] for f in listing if "/" in f}
    for name in sorted(SUBPACKAGES - folders):
        problems.append(f"missing sub-package {name}/")
    for name in sorted(folders - SUBPACKAGES):
        problems.append(f"sub-package {name}/ is not one of {sorted(SUBPACKAGES)}")
    for sub in sorted(SUBPACKAGES & folders):
        if f"{sub}/__init__.py" not in listing:
            problems.append(f"{sub}/ has no __init__.py")
    for f in sorted(listing):
        parts = f.split("/")
        if len(parts) > 2:
            problems.append(f"{f} is nested too deep (one level of sub-packages only)")
        elif parts[0] == "phases" and parts[1] != "__init__.py" \
                and Path(parts[1]).stem not in PHASE_ROLES:
            problems.append(f"{f} is not named after a phase ({sorted(PHASE_ROLES)})")
        elif parts[0] == "parts" and Path(parts[1]).stem in SHARED_NAMES:
            problems.append(f"{f} repeats a shared top-level or phase name")
        if listing[f] > MAX_LINES:
            problems.append(f"{f} has {listing[f]} lines (at most {MAX_LINES})")
    return problems


# --- the rule on made-up listings ---------------------------------------------------

GOOD = {**{f"{m}.py": 10 for m in TOP_MODULES}, "phases/__init__.py": 5,
        "phases/auction.py": 50, "phases/play.py": 40, "parts/__init__.py": 3,
        "parts/contracts.py": 100}


def test_a_listing_with_the_shape_has_no_problem() -> None:
    assert shape_problems(GOOD) == []


def test_a_game_that_loses_or_gains_a_top_level_module_fails() -> None:
    lost = {f: n for f, n in GOOD.items() if f != "facts.py"}
    assert shape_problems(lost) == ["missing top-level module facts.py"]
    gained = {**GOOD, "contracts.py": 10}
    assert shape_problems(gained) == [
        "top-level module contracts.py is not one of the shared names"
        " (game helpers go in parts/, phase handlers in phases/)"]


def test_phase_modules_are_named_after_their_phase() -> None:
    assert shape_problems({**GOOD, "phases/bidding.py": 10}) == [
        "phases/bidding.py is not named after a phase "
        "(['announce', 'auction', 'bargain', 'call', 'exchange', 'play', 'talon'])"]


def test_other_folders_deep_nesting_long_files_and_shadowing_names_fail() -> None:
    assert shape_problems({**GOOD, "helpers/__init__.py": 1}) == [
        "sub-package helpers/ is not one of ['parts', 'phases']"]
    assert shape_problems({f: n for f, n in GOOD.items() if not f.startswith("parts/")}) == [
        "missing sub-package parts/"]
    assert shape_problems({**GOOD, "parts/x/y.py": 1}) == [
        "parts/x/y.py is nested too deep (one level of sub-packages only)"]
    assert shape_problems({**GOOD, "state.py": MAX_LINES + 1}) == [
        f"state.py has {MAX_LINES + 1} lines (at most {MAX_LINES})"]
    assert shape_problems({**GOOD, "parts/scoring.py": 5}) == [
        "parts/scoring.py repeats a shared top-level or phase name"]


def test_a_copy_of_a_real_package_fails_when_it_gains_or_loses_a_module(
        tmp_path: Path) -> None:
    copy = tmp_path / "cego"
    shutil.copytree(GAMES_DIR / "cego", copy, ignore=shutil.ignore_patterns("__pycache__"))
    assert shape_problems(listing_of(copy)) == []
    (copy / "extra.py").write_text('"""A module the shape does not know."""\n')
    assert len(shape_problems(listing_of(copy))) == 1
    (copy / "extra.py").unlink()
    (copy / "bot.py").unlink()
    assert shape_problems(listing_of(copy)) == ["missing top-level module bot.py"]


# --- the five real packages ---------------------------------------------------------

def test_the_five_games_are_checked() -> None:
    assert GAMES == ["cego", "dreierles", "neunzehner", "sicilian", "zwanziger"]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_package_has_the_shape(game: str) -> None:
    assert shape_problems(listing_of(GAMES_DIR / game)) == []


@pytest.mark.parametrize("game", GAMES)
def test_every_phase_module_defines_its_handler_and_the_state_uses_them_in_order(
        game: str) -> None:
    """``phases/<role>.py`` defines ``<Role>Phase`` for the phase ``<role>``;
    ``phases.HANDLERS`` lists exactly those, and the state's ``handlers`` is it."""
    pkg = importlib.import_module(f"tarock_tutor.games.{game}")
    phases = importlib.import_module(f"tarock_tutor.games.{game}.phases")
    roles = sorted(p.stem for p in (GAMES_DIR / game / "phases").glob("*.py")
                   if p.stem != "__init__")
    assert roles and "play" in roles
    handlers = phases.HANDLERS
    assert sorted(str(ph) for ph in handlers) == roles
    for role in roles:
        module = importlib.import_module(f"tarock_tutor.games.{game}.phases.{role}")
        cls = getattr(module, handler_class_name(role))
        assert issubclass(cls, PhaseHandler) and str(cls.phase) == role
        assert type(next(h for ph, h in handlers.items() if str(ph) == role)) is cls
    states = [v for v in vars(pkg.state).values()
              if isinstance(v, type) and issubclass(v, PhasedState)
              and v.__module__ == pkg.state.__name__]
    assert len(states) == 1 and states[0].handlers is handlers
