"""The exact solver: equal to a plain minimax on random positions with at most four
tricks left for every deal kind; the best card's value is the position's value;
every card it returns is legal; its line replays through the object path; its
value counts as each game's own scoring does; bad input and budgets."""

from __future__ import annotations

import pytest

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Phase, Play
from tarock_tutor.core.solver import solve
from tarock_tutor.games import new_deal
from tarock_tutor.solver_check import DEAL_KINDS, brute_force, play_position

FOUR_PLAYERS = {"cego4", "neunzehnerrufen", "neunzehnerrufen-2p", "neunzehnerrufen-3p-dummy",
                "neunzehnerrufen-4p-dealer-dummy", "sicilian", "zwanzigerrufen"}


def positions(case, count):
    """``count`` positions: 1–4 tricks left (four only every few, in four-player
    games, to keep the plain minimax short), at a trick's start or inside it."""
    variant, prefer, options = case
    for seed in range(count):
        most = 4 if variant not in FOUR_PLAYERS or seed % 4 == 0 else 3
        yield play_position(variant, seed=seed, tricks_left=1 + seed % most,
                            mid_trick=seed % 3 == 1, prefer=prefer, **options)


@pytest.mark.parametrize("case", DEAL_KINDS, ids=lambda c: "-".join([c[0], *c[1]]))
def test_equal_to_plain_minimax(case):
    for state in positions(case, 16):
        sol = solve(state)
        expected = brute_force(state)
        assert {p.card: v for p, v in sol.values} == expected
        assert sol.exact
        assert sol.value == (max if sol.maximizing else min)(expected.values())
        assert sol.value == dict(sol.values)[sol.best]
        legal = [a for a in state.legal_actions() if isinstance(a, Play)]
        assert [p for p, _ in sol.values] == legal
        assert sol.best in legal


@pytest.mark.parametrize("case", DEAL_KINDS[::3], ids=lambda c: "-".join([c[0], *c[1]]))
def test_line_replays_and_each_step_keeps_the_value(case):
    """The principal line is legal on the object path, and after each of its cards
    the solver gives the same value for the same side (the value is kept)."""
    for state in positions(case, 4):
        sol = solve(state)
        copy = state.copy()
        assert sol.line[0] == sol.best
        for play in sol.line:
            if copy.phase is not Phase.PLAY:
                break   # a negative contract stopped early
            assert copy.can_apply(play)
            copy.apply(play)
            if copy.phase is Phase.PLAY and copy.to_move is not None:
                nxt = solve(copy)
                if nxt.side == sol.side:   # (Räuber: each mover is his own side)
                    assert nxt.value == sol.value


def _finish(state):
    """Play the solver's line to the end of play; its value there."""
    sol = solve(state)
    for play in sol.line:
        state.apply(play)
    return sol.value


@pytest.mark.parametrize("seed", range(6))
def test_values_count_as_the_games_do(seed):
    """At the end of the line, the value equals each game's own count of the
    declarer side's points, or its own score sheet where the value is the sheet
    (independent code: the games' scoring, from the finished deal)."""
    from tarock_tutor.games.cego.parts.outcome import side_points
    from tarock_tutor.games.dreierles.parts.result import result_of
    from tarock_tutor.games.sicilian.scoring import count_hand

    s = play_position("cego3", seed=seed, tricks_left=2)
    v = _finish(s)
    assert s.phase is not Phase.PLAY and v == side_points(s)[0]
    s = play_position("dreierles3", seed=seed, tricks_left=2)
    v = _finish(s)
    r = result_of(s)
    if r.pfeife_trick is None:   # the declarer never played the Pfeife: card points
        assert v == r.declarer_points
    else:                        # the sheet (with its Pfeife line) x 100 + card points
        assert v == r.sheet.totals()[s.declarer] * 100 + r.declarer_points
    # Neunzehnerrufen and Zwanzigerrufen: the declarer's total on the finished deal's
    # own sheet (Zwanzigerrufen: sheet x 100 + the side's card points, ties broken)
    s = play_position("neunzehnerrufen", seed=seed, tricks_left=2)
    v = _finish(s)
    assert v == s.score_sheet().totals()[s.declarer]
    s = play_position("zwanzigerrufen", seed=seed, tricks_left=2)
    v = _finish(s)
    assert v == s.score_sheet().totals()[s.declarer] * 100 + s.card_points()[0]
    s = play_position("sicilian", seed=seed, tricks_left=2, prefer=("partnership", "pass"))
    v = _finish(s)
    assert v == count_hand(s).points


def test_raeuber_is_paranoid_from_the_mover():
    state = play_position("dreierles3", seed=2, tricks_left=3, prefer=("pass",))
    assert state.contract == "raeuber"
    sol = solve(state)
    assert sol.maximizing and sol.side == frozenset({state.to_move}) and sol.unit == "score"
    assert sol.scale == 1200   # the sheet in twelfths (PARTS) × 100


def test_not_in_play_is_refused():
    state = new_deal("cego3", seed=1)
    with pytest.raises(TarockError, match="play phase; this one is in phase 'auction'"):
        solve(state)
    with pytest.raises(TarockError, match="needs a game state"):
        solve("cego3")  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [0, -5, "10", True])
def test_bad_budget_is_refused(bad):
    state = play_position("cego3", seed=1, tricks_left=3)
    with pytest.raises(TarockError, match="must be a positive number"):
        solve(state, max_nodes=bad)


def test_a_node_budget_gives_a_marked_estimate():
    state = play_position("zwanzigerrufen", seed=1, tricks_left=9)
    sol = solve(state, max_nodes=50)
    assert not sol.exact
    assert sol.nodes <= 50 + len(sol.values)
    assert sol.best in state.legal_actions()


def test_plain_alpha_beta_gives_the_same_values():
    for seed in range(5):
        state = play_position("cego4", seed=seed, tricks_left=5, mid_trick=True)
        assert solve(state).values == solve(state, table=False, merge=False).values


@pytest.mark.parametrize("nodes", [10, 300, 3000, 20000])
def test_any_budget_gives_an_answer(nodes):
    """Wherever the budget runs out (values or line), an answer comes back."""
    state = play_position("cego4", seed=2, tricks_left=6)
    sol = solve(state, max_nodes=nodes)
    assert sol.line and sol.line[0] == sol.best
    assert sol.best in state.legal_actions()
    plain = solve(state, max_nodes=nodes, table=False, merge=False)
    assert plain.line[0] == plain.best


@pytest.mark.parametrize("contract", ["piccolo", "bettel"])
def test_negative_contract_values_follow_the_sheet(contract):
    """Piccolo and Bettel (spec §2.13): +10/+15 when the game scores them made, else
    −10/−15; checked against Cego's own scoring at the end of the line."""
    from tarock_tutor.games.cego.parts.outcome import score_finished

    seen = 0
    for seed in range(12):
        s = play_position("cego4", seed=seed, tricks_left=3, prefer=(contract, "pass"))
        if s.contract != contract:
            continue
        v = _finish(s)
        won = score_finished(s).won
        assert v == (1 if won else -1) * (10 if contract == "piccolo" else 15)
        seen += 1
    assert seen >= 5


@pytest.mark.parametrize("variant", ["cego4", "dreierles3", "dreierles4"])
def test_raeuber_values_are_the_mover_s_sheet(variant):
    """Issue 18 item 2: in Räuber the value is the mover's own result on the sheet the
    finished deal is scored with (Cego §2.13, Dreierles §3.12.4) × 100, plus the card
    points the others took; played out along the principal line, the finished deal's
    own sheet and piles give the same number."""
    from fractions import Fraction

    from tarock_tutor.core.counting import count_baden
    from tarock_tutor.core.solver import sheet_and_points

    seen = 0
    for seed in range(12):
        s = play_position(variant, seed=seed, tricks_left=2, prefer=("pass",))
        if s.contract != "raeuber":
            continue
        sol = solve(s)
        mover = sol.seat
        for play in sol.line:
            s.apply(play)
        assert s.is_terminal
        tp = s.trickplay
        others = sum(count_baden(tp.captured[x], tp.pack) for x in tp.order if x != mover)
        sheet = Fraction(s.score_sheet().totals()[mover])
        assert sol.value == int(sheet * 1200) + others
        assert sheet_and_points(sol.value, sol.scale) == (sheet, others)
        seen += 1
    assert seen >= 3
