"""Problems for teachers (issue 18 item 7): every stored problem still has its one best
card, value and margin when solved again, and its line is playable from the position."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tarock_tutor.core.protocol import Play
from tarock_tutor.core.registry import GAMES
from tarock_tutor.core.solver import solve
from tarock_tutor.problems import MARGIN, MIN_PER_GAME, Problem, candidate, position, problem_sets


def _all() -> list[object]:
    return [pytest.param(p, id=f"{p.variant}-{p.seed}") for ps in problem_sets().values()
            for p in ps]


def test_every_game_has_its_problems() -> None:
    from tarock_tutor import games  # noqa: F401

    sets = problem_sets()
    assert set(sets) == set(GAMES)
    assert all(len(ps) >= MIN_PER_GAME for ps in sets.values())


@pytest.mark.parametrize("problem", _all())
def test_stored_problem_has_its_unique_answer(problem: Problem) -> None:
    state = position(problem)
    sol = solve(state)
    assert sol.exact and sol.best.card.code == problem.answer
    assert sol.value == problem.value
    others = [v for p, v in sol.values if p.card.code != problem.answer]
    gap = [(problem.value - v) if sol.maximizing else (v - problem.value) for v in others]
    assert min(gap) == problem.margin >= MARGIN
    assert candidate(state, sol)
    assert problem.line[0] == f"{state.to_move} {problem.answer}"
    for step in problem.line:   # the stored line is a legal way to the end
        seat, code = step.split()
        assert any(isinstance(a, Play) and a.seat == int(seat) and a.card.code == code
                   for a in state.legal_actions()), step
        state.apply(next(a for a in state.legal_actions()
                         if isinstance(a, Play) and a.card.code == code))


def test_a_changed_answer_is_refused() -> None:
    """A problem whose stored answer is not a legal card there is rejected by name."""
    p = next(iter(problem_sets().values()))[0]
    from tarock_tutor.core.errors import TarockError

    with pytest.raises(TarockError, match="no longer has its answer"):
        position(replace(p, answer="XX"))
    with pytest.raises(TarockError, match="past the end"):
        position(replace(p, ply=10_000))


def test_candidate_needs_one_best_card_by_the_margin() -> None:
    """Two cards of equal best value, or a lead of less than MARGIN, make no problem."""
    p = next(iter(problem_sets().values()))[0]
    state = position(p)
    sol = solve(state)
    plays = [a for a, _ in sol.values]
    sign = 1 if sol.maximizing else -1
    v = sol.value

    def with_values(*vals: int) -> object:
        return replace(sol, values=tuple(zip(plays, (v - sign * d for d in vals),
                                             strict=False)))
    assert len(plays) >= 3
    assert candidate(state, with_values(0, MARGIN, MARGIN + 5, *[9] * len(plays)))
    assert not candidate(state, with_values(0, 0, MARGIN + 5, *[9] * len(plays)))
    assert not candidate(state, with_values(0, MARGIN - 1, 9, *[9] * len(plays)))
    assert not candidate(state, replace(sol, exact=False))


def test_answers_read_the_sheet_and_the_card_points_where_both_count() -> None:
    """Zwanzigerrufen's values are sheet × 100 + card points: each answer gives both
    parts of its value and says in which part the runner-up falls short."""
    from tarock_tutor.core.solver import value_ja
    from tarock_tutor.render.problems import problem_set_html

    html = problem_set_html("zwanzigerrufen")
    for p in problem_sets()["zwanzigerrufen"]:
        sheet, points = p.value // 100, p.value % 100
        assert value_ja(p.value, 100) == f"得点表{sheet:+}・カード点{points}"
        assert f"最終的に{value_ja(p.value, 100)}" in html
    assert html.count("2番目によいカードとの差は得点表で") + \
        html.count("2番目によいカードとの差はカード点で") == len(problem_sets()["zwanzigerrufen"])
