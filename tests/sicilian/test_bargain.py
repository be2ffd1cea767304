"""The bargaining round (seed 004; spec §3.4, decision D-C3): offers, shuffle, takes
limited by what is left for the others, "I play"; exact legal lists and refusals."""

from __future__ import annotations

import pytest

from tarock_tutor.core.errors import IllegalAction
from tarock_tutor.core.protocol import Bid, Phase
from tarock_tutor.games.sicilian.parts.arrange import arranged
from tarock_tutor.games.sicilian.variants import MAX_OFFER


def speak(state, *lines: str) -> None:
    for line in lines:
        seat, bid = line.split()
        state.apply(Bid(int(seat), bid))


def ids(state):
    return [a.bid for a in state.legal_actions()]


def test_offers_stage_exact_list_and_the_first_ten_cards():
    g = arranged()
    assert g.phase is Phase.BARGAIN and g.to_move == 0
    assert ids(g) == [f"offer_{x}" for x in range(1, MAX_OFFER + 1)] + ["shuffle", "wait",
                                                                      "play"]
    assert [len(h) for h in g.hands] == [10, 10, 10, 10]
    assert g.bottom_card == g.talon[-1]    # the card the dealer may see after the cut


def test_everybody_waits_the_hand_is_played_with_15_cards_each():
    """Nobody offered or shuffled: the hand is played; 5 more cards each."""
    g = arranged()
    speak(g, "0 wait", "1 wait", "2 wait", "3 wait")
    assert g.phase is Phase.AUCTION and [len(h) for h in g.hands] == [15, 15, 15, 15]
    assert all(tuple(g.hands[s]) == g.dealt[s] for s in range(4))


def test_i_play_ends_the_bargaining_and_voids_the_offers():
    g = arranged()
    speak(g, "0 offer_5", "1 play")
    assert g.phase is Phase.AUCTION and g.outcome == "played"
    assert g.bargain.result == "play"


def test_play_during_the_takes_ends_it_too():
    g = arranged()
    speak(g, "0 offer_3", "1 wait", "2 wait", "3 wait", "1 play")
    assert g.phase is Phase.AUCTION


def test_a_waiting_player_is_polled_again_after_an_offer():
    """Offers close only after a full round in which every unspoken player waited."""
    g = arranged()
    speak(g, "0 wait", "1 wait", "2 wait", "3 offer_4")
    assert g.bargain.stage == "offers" and g.to_move == 0
    speak(g, "0 wait", "1 wait")
    assert g.to_move == 2 and g.bargain.stage == "offers"
    speak(g, "2 wait")
    assert g.bargain.stage == "takes" and g.to_move == 0


def test_take_limits_leave_one_for_each_player_still_to_speak():
    """Pot 4, three takers: the first takes 1..2, the second what leaves 1, the last the rest."""
    g = arranged()
    speak(g, "0 wait", "1 wait", "2 offer_4", "3 wait", "0 wait", "1 wait")
    assert ids(g) == ["take_1", "take_2", "play"]
    v = g.explain(Bid(0, "take_0"))
    assert not v.allowed and v.code == "BARGAIN_TAKE_TOO_LITTLE" and v.params["min"] == 1
    speak(g, "0 take_2")
    assert ids(g) == ["take_1", "play"]
    speak(g, "1 take_1")
    assert ids(g) == ["take_1", "play"]
    v = g.explain(Bid(3, "take_0"))
    assert not v.allowed and v.code == "BARGAIN_LAST_TAKES_ALL"
    speak(g, "3 take_1")
    assert g.score_sheet().totals() == (2, 1, -4, 1)


def test_small_pot_allows_zero_takes():
    """Pot 1, three takers: the first two may take only 0, the last takes 1."""
    g = arranged()
    speak(g, "0 offer_1", "1 wait", "2 wait", "3 wait")
    assert ids(g) == ["take_0", "play"]
    speak(g, "1 take_0")
    assert ids(g) == ["take_0", "play"]
    speak(g, "2 take_0", "3 take_1")
    assert g.score_sheet().totals() == (-1, 0, 0, 1)


def test_shuffle_only_pays_nothing_and_redeals():
    g = arranged()
    speak(g, "0 shuffle", "1 wait", "2 wait", "3 wait", "1 take_0", "2 take_0", "3 take_0")
    assert g.outcome == "throw_in" and g.score_sheet().totals() == (0, 0, 0, 0)
    assert g.redeal


def test_all_four_offer_no_taker_redeal_by_default():
    """D-C3: all four offered or shuffled, nobody to take: no payments, same dealer."""
    g = arranged()
    speak(g, "0 offer_3", "1 shuffle", "2 offer_1", "3 offer_2")
    assert g.phase is Phase.FINISHED and g.outcome == "no_taker"
    assert g.score_sheet().totals() == (0, 0, 0, 0) and g.redeal


def test_all_four_offer_option_play():
    """D-C3 alternative ``no_taker = play`` (Bunbury's retelling): the hand is played."""
    g = arranged(no_taker="play")
    speak(g, "0 offer_3", "1 shuffle", "2 offer_1", "3 offer_2")
    assert g.phase is Phase.AUCTION


@pytest.mark.parametrize(("bid", "code"), [
    ("offer_0", "BARGAIN_OFFER_RANGE"), (f"offer_{MAX_OFFER + 1}", "BARGAIN_OFFER_RANGE"),
    ("take_1", "BARGAIN_NOT_TAKING_YET"), ("give_5", "BARGAIN_UNKNOWN"),
    ("offer_x", "BARGAIN_UNKNOWN"), ("solo", "BARGAIN_UNKNOWN")])
def test_refusals_in_the_offers_stage(bid, code):
    g = arranged()
    v = g.explain(Bid(0, bid))
    assert not v.allowed and v.code == code and v.game == "sicilian"
    assert bid in v.message("en") and v.message("ja") and "§3.4" in str(v.rule)
    with pytest.raises(IllegalAction):
        g.apply(Bid(0, bid))


def test_offers_closed_in_the_takes_stage():
    g = arranged()
    speak(g, "0 offer_3", "1 wait", "2 wait", "3 wait")
    for bid in ("offer_2", "shuffle", "wait"):
        v = g.explain(Bid(1, bid))
        assert not v.allowed and v.code == "BARGAIN_OFFERS_CLOSED"


def test_a_player_speaks_only_once():
    g = arranged()
    speak(g, "0 offer_3", "1 wait", "2 wait", "3 wait")
    v = g.explain(Bid(0, "take_1"))
    assert not v.allowed and v.code == "NOT_YOUR_TURN"
