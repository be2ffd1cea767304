"""The auction (cego-dreierles.md §3.4): exact legal lists, refusals, Räuber."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import IllegalAction
from tarock_tutor.core.protocol import Bid
from tarock_tutor.games.dreierles.phase_names import Phases


def legal(state):
    return [str(a) for a in state.legal_actions()]


def test_first_bidder_is_dealers_right_and_may_bid_anything():
    state = games.new_deal("dreierles3", seed=1, dealer=2)
    assert state.to_move == 0
    assert legal(state) == ["0 bid dreier", "0 bid zweier", "0 bid einer", "0 bid solo",
                            "0 bid pass"]


def test_each_bid_above_the_last_jumps_allowed():
    state = games.new_deal("dreierles3", seed=1)
    state.apply(Bid(1, "zweier"))
    assert legal(state) == ["2 bid einer", "2 bid solo", "2 bid pass"]
    v = state.explain(Bid(2, "dreier"))
    assert not v.allowed and v.code == "BID_NOT_HIGHER" and v.params["best"] == "zweier"
    v = state.explain(Bid(2, "zweier"))
    assert not v.allowed and v.code == "BID_NOT_HIGHER"
    state.apply(Bid(2, "solo"))
    assert legal(state) == ["0 bid pass"]


def test_last_bidder_declares_one_chance_each():
    state = games.new_deal("dreierles3", seed=1)
    for a in (Bid(1, "dreier"), Bid(2, "einer"), Bid(0, "pass")):
        state.apply(a)
    assert state.declarer == 2 and state.contract == "einer"
    assert state.phase is Phases.EXCHANGE


def test_all_pass_is_raeuber():
    state = games.new_deal("dreierles4", seed=4, dealer=3)
    assert state.to_move == 0
    for s in (0, 1, 2):
        state.apply(Bid(s, "pass"))
    assert state.contract == "raeuber" and state.declarer is None
    assert state.phase is Phases.ANNOUNCE


def test_passed_with_dreier_open_is_remembered():
    """§3.8 rule 2 needs who passed before anybody bid."""
    state = games.new_deal("dreierles3", seed=1)
    for a in (Bid(1, "pass"), Bid(2, "dreier"), Bid(0, "pass")):
        state.apply(a)
    assert state.passed_open == {1}


def test_unknown_bid_is_refused_with_its_name():
    state = games.new_deal("dreierles3", seed=1)
    v = state.explain(Bid(1, "vierer"))
    assert not v.allowed and v.code == "UNKNOWN_BID" and "vierer" in v.message("ja")
    with pytest.raises(IllegalAction, match="vierer"):
        state.apply(Bid(1, "vierer"))


def test_out_of_turn_bid_is_refused():
    state = games.new_deal("dreierles3", seed=1)
    assert state.explain(Bid(2, "solo")).code == "NOT_YOUR_TURN"


def test_last_round_only_solo_or_pass():
    """§3.13 'Räuber oder Solo'."""
    state = games.new_deal("dreierles3", seed=1, last_round_raeuber_or_solo=True)
    assert legal(state) == ["1 bid solo", "1 bid pass"]
    v = state.explain(Bid(1, "dreier"))
    assert not v.allowed and v.code == "LAST_ROUND_SOLO_ONLY"


def test_four_at_the_table_dealer_never_bids():
    state = games.new_deal("dreierles4", seed=2, dealer=1)
    seen = []
    while state.phase is Phases.AUCTION:
        seen.append(state.to_move)
        state.apply(Bid(state.to_move, "pass"))
    assert seen == [2, 3, 0]
    assert state.hands[1] == []
