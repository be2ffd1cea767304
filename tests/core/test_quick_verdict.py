"""The play phase's one-step verdict (``TrickPlay.quick_verdict``, the object path's hot
path, issue 17 "Speed of the object path") says what the shared follow rule's reference
function says (:func:`~tarock_tutor.core.tricks.explain_play`, rule specs §1.4): the
same permission, reason code, alternatives in hand order, parameters and rule, worded
for the state that asks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.phases import PhasedState
from tarock_tutor.core.protocol import Phase, Play, Verdict
from tarock_tutor.core.trickplay import TrickPlay
from tarock_tutor.core.tricks import explain_play

VARIANTS = games.variant_keys()


def reference(state: PhasedState, tp: TrickPlay, action: Play) -> Verdict:
    """The verdict built the long way: the rule's function, then the state's wording."""
    v = explain_play(tp.hand(action.seat), tp.current, action.card, seat=action.seat,
                     rule=tp.rule)
    return Verdict(v.allowed, v.code, action, v.alternatives, tp.ref, v.params,
                   game=state.game_key, dealer=state.dealer, seats=state.variant.seats)


@pytest.mark.parametrize("variant", VARIANTS)
def test_quick_verdict_equals_the_rule_function(variant: str) -> None:
    """Every card of the pack, asked of the seat to move, at every step of random deals
    played under the shared rule (a deal under another rule never takes the quick path)."""
    rng = random.Random(17)
    codes: Counter[str] = Counter()
    seed = 0
    while sum(codes.values()) < 1500 and seed < 200:
        seed += 1
        try:
            state = games.new_deal(variant, seed=seed)
        except TarockError:
            continue
        assert isinstance(state, PhasedState)
        while not state.is_terminal:
            tp = state.trickplay
            if state.phase is Phase.PLAY and tp is not None and tp.fast:
                seat = tp.to_move
                assert seat is not None
                held = set(tp.hand(seat))
                for card in state.variant.pack.cards:
                    action = Play(seat, card)
                    got = state.explain(action)
                    assert got == reference(state, tp, action), (seed, str(action))
                    assert got.labels is state.labels and got.pack is state.variant.pack
                    quick = tp.quick_verdict(action, state.wording())
                    assert (quick is not None) == (card in held)
                    codes[got.code] += 1
            elif state.phase is Phase.PLAY and tp is not None and tp.to_move is not None:
                # another follow rule (the Fugitive's): always the full path
                seat = tp.to_move
                assert tp.quick_verdict(Play(seat, tp.hand(seat)[0]), state.wording()) is None
                codes["(another rule)"] += 1
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    if set(codes) == {"(another rule)"}:
        return
    assert "NOT_IN_HAND" in codes and "FREE_LEAD" in codes
    assert codes.keys() & {"MUST_FOLLOW_SUIT", "MUST_PLAY_TRUMP"}


def test_every_obligation_is_met_across_the_variants() -> None:
    """The five codes of the shared rule all occur in the runs above (cego3, a sample)."""
    rng = random.Random(3)
    seen: set[str] = set()
    for seed in range(1, 60):
        state = games.new_deal("cego3", seed=seed)
        while not state.is_terminal:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            if isinstance(action, Play):
                seen.add(state.explain(action).code)
            state.apply(action)
    assert seen == {"FREE_LEAD", "MUST_FOLLOW_SUIT", "MUST_PLAY_TRUMP", "MUST_TRUMP",
                    "FREE_DISCARD"}
