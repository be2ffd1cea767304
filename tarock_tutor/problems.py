"""Card-play problems for teachers: positions from seeded deals with exactly one best
card, by a margin of several points, checked by the exact solver.

Each :class:`Problem` is stored with what rebuilds its position: the variant, the seed
of the deal, the seed of the random play that led to it and the number of actions
played (``scripts/make_problems.py`` draws them; a teacher can rerun it).  The answer,
its value, the next best value and the best line are stored too, and the test suite
solves every stored problem again.  Generic: problems are grouped by game key and the
module names no game.

>>> sets = problem_sets()
>>> len(sets) >= 5 and all(len(ps) >= MIN_PER_GAME for ps in sets.values())
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import GameState, Phase, Play

MIN_PER_GAME = 10
MARGIN = 4
"""The best card beats every other legal card by at least this much (solver's unit)."""


@dataclass(frozen=True)
class Problem:
    """One position and its answer (cards as codes: data, never shown to a reader)."""

    variant: str
    seed: int          # the deal's seed
    playout: int       # the seed of the random legal play that reached the position
    ply: int           # actions played before the position
    answer: str        # the one best card
    value: int         # the position's value (the answer's)
    runner_up: int     # the best value of any other card
    line: tuple[str, ...]   # the best line, "seat card" each, starting with the answer

    @property
    def margin(self) -> int:
        return abs(self.value - self.runner_up)


def position(problem: Problem) -> GameState:
    """The problem's position, rebuilt from its seeds (checked: play phase, the answer
    is a legal card)."""
    from tarock_tutor import games

    state = games.new_deal(problem.variant, seed=problem.seed)
    done = games.playout(state, problem.playout)
    if problem.ply > len(done.history):
        raise TarockError(f"problem {problem.variant}/{problem.seed}: ply {problem.ply} is "
                          f"past the end of the deal ({len(done.history)} actions)")
    for a in done.history[:problem.ply]:
        state.apply(a)
    if state.phase is not Phase.PLAY or not any(
            isinstance(a, Play) and a.card.code == problem.answer
            for a in state.legal_actions()):
        raise TarockError(f"problem {problem.variant}/{problem.seed}: the stored position "
                          "no longer has its answer among the legal cards")
    return state


def candidate(state: GameState, solution: object, *, margin: int = MARGIN) -> bool:
    """Does the solved position make a problem: a declarer side (no each-for-himself
    contract), an exact answer, three cards or more to choose from, one best card
    ahead of every other by ``margin``?"""
    from tarock_tutor.core.solver import Solution, exact_play_of

    assert isinstance(solution, Solution)
    if not solution.exact or exact_play_of(state).objective.side is None:
        return False
    values = [v for _, v in solution.values]
    if len(values) < 3:
        return False
    sign = 1 if solution.maximizing else -1
    ranked = sorted((sign * v for v in values), reverse=True)
    return ranked[0] - ranked[1] >= margin


def problem_of(state: GameState, solution: object, *, seed: int, playout: int) -> Problem:
    from tarock_tutor.core.solver import Solution

    assert isinstance(solution, Solution)
    others = [v for p, v in solution.values if p != solution.best]
    runner = max(others) if solution.maximizing else min(others)
    return Problem(state.variant.key, seed, playout, len(state.history),
                   solution.best.card.code, solution.value, runner,
                   tuple(f"{p.seat} {p.card.code}" for p in solution.line))


def by_game(problems: Sequence[Problem]) -> Mapping[str, tuple[Problem, ...]]:
    from tarock_tutor.core.registry import game_of

    out: dict[str, list[Problem]] = {}
    for p in problems:
        out.setdefault(game_of(p.variant).key, []).append(p)
    return {k: tuple(v) for k, v in out.items()}


_CACHE: dict[str, Mapping[str, tuple[Problem, ...]]] = {}


def problem_sets() -> Mapping[str, tuple[Problem, ...]]:
    """The stored problems by game key (read once)."""
    if "all" not in _CACHE:
        from tarock_tutor import games  # noqa: F401  (registers every game)
        from tarock_tutor.problem_data import DATA

        _CACHE["all"] = by_game([Problem(*row) for row in DATA])
    return _CACHE["all"]
