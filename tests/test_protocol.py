"""One protocol for every game: the same invariants hold for each variant.

Checked step by step on seeded random deals: every listed legal action is
explained as allowed; every card a player holds but may not play is refused
with a registered reason code, a rule reference and exactly the legal plays as
alternatives; refusals are raised as ``IllegalAction``; the finished deal's
sheet is zero-sum; the record replays to the same history and totals.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor import games
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import IllegalAction
from tarock_tutor.core.messages import is_registered
from tarock_tutor.core.protocol import Phase, Play

VARIANTS = games.variant_keys()


def test_every_game_is_registered():
    assert {"cego3", "cego4", "neunzehnerrufen", "neunzehnerrufen-3p-dummy",
            "neunzehnerrufen-4p-dealer-dummy", "neunzehnerrufen-2p"} <= set(VARIANTS)


@pytest.mark.parametrize("variant", VARIANTS)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 10**6))
@settings(max_examples=8, deadline=None)
def test_protocol_invariants(variant, seed, moves):
    state = games.new_deal(variant, seed=seed)
    rng = Rng(moves)
    steps = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        assert legal, f"no legal action in phase {state.phase} of {variant}"
        for a in legal:
            v = state.explain(a)
            assert v.allowed, (a, v.code)
            assert is_registered(v.code, v.game), (v.code, v.game)
        if state.phase is Phase.PLAY:
            seat = legal[0].seat
            plays = [a for a in legal if isinstance(a, Play)]
            hand = state.hands[seat]
            for card in hand:
                action = Play(seat, card)
                if action in plays:
                    continue
                v = state.explain(action)
                assert not v.allowed and is_registered(v.code, v.game) and v.rule.source
                assert set(v.alternatives) == set(plays)
                with pytest.raises(IllegalAction):
                    state.apply(action)
        state.apply(rng.choice(legal))
        steps += 1
        assert steps < 500
    sheet = state.score_sheet()
    assert sum(sheet.totals()) == 0
    again = games.load_record(games.dump_record(state))
    assert again.history == state.history
    assert again.score_sheet().totals() == sheet.totals()


@pytest.mark.parametrize("variant", VARIANTS)
def test_wrong_seat_is_refused_everywhere(variant):
    state = games.new_deal(variant, seed=3)
    action = state.legal_actions()[0]
    wrong = type(action)(**{**action.__dict__, "seat": (action.seat + 1) % 4})
    v = state.explain(wrong)
    assert not v.allowed and v.code == "NOT_YOUR_TURN"
