"""Spec §1.6: the auction — forced opening, holds, one lap; exact legal lists."""

from __future__ import annotations

import pytest

from tarock_tutor.core.errors import IllegalAction
from tarock_tutor.core.protocol import Bid, Play
from tarock_tutor.games.neunzehner import new_game
from tarock_tutor.games.neunzehner.phase_names import Phases

ALL = ["rufer", "dreier", "zweier", "einer", "solo"]


def bids(g: object) -> list[str]:
    from tarock_tutor.games.neunzehner import NeunzehnerState

    assert isinstance(g, NeunzehnerState)
    return [a.bid for a in g.legal_actions() if isinstance(a, Bid)]


def test_opening_is_forced_and_any_contract() -> None:
    """§1.6: the dealer's right (S0) must open; every contract is open to him, pass is not."""
    g = new_game("4p", seed=2)
    assert g.phase is Phases.AUCTION and g.to_move == 0
    assert bids(g) == ALL
    v = g.explain(Bid(0, "pass"))
    assert not v.allowed and v.code == "N19_OPENING_MUST_BID"
    assert [a.bid for a in v.alternatives if isinstance(a, Bid)] == ALL


def test_exact_lists_through_a_duel() -> None:
    """§1.6: challenger: higher bids or pass; overcalled holder: hold or pass only (D-A4)."""
    g = new_game("4p", seed=2)
    g.apply(Bid(0, "dreier"))
    assert g.to_move == 1 and bids(g) == ["zweier", "einer", "solo", "pass"]
    g.apply(Bid(1, "zweier"))
    assert g.to_move == 0 and bids(g) == ["hold", "pass"]
    g.apply(Bid(0, "hold"))
    assert g.to_move == 1 and bids(g) == ["einer", "solo", "pass"]
    g.apply(Bid(1, "pass"))
    assert g.to_move == 2 and bids(g) == ["einer", "solo", "pass"]
    g.apply(Bid(2, "solo"))
    assert g.to_move == 0 and bids(g) == ["hold", "pass"]
    g.apply(Bid(0, "pass"))
    assert g.to_move == 3 and bids(g) == ["pass"]  # nothing is higher than Solo
    g.apply(Bid(3, "pass"))
    assert (g.declarer, g.contract) == (2, "solo")


def test_hold_only_right_after_being_overcalled() -> None:
    """§1.6: a hold is only for the overcalled standing player."""
    g = new_game("4p", seed=2)
    g.apply(Bid(0, "rufer"))
    assert g.explain(Bid(1, "hold")).code == "N19_HOLD_NOT_ALLOWED"
    assert g.explain(Bid(1, "rufer")).code == "N19_BID_NOT_HIGHER"
    g.apply(Bid(1, "einer"))
    assert g.explain(Bid(0, "solo")).code == "N19_HOLDER_HOLD_OR_PASS"


def test_pass_is_final_and_turn_order_enforced() -> None:
    """§1.6: a player who passed is not asked again; others cannot bid out of turn."""
    g = new_game("4p", seed=2)
    g.apply(Bid(0, "rufer"))
    g.apply(Bid(1, "pass"))
    v = g.explain(Bid(1, "solo"))
    assert v.code == "NOT_YOUR_TURN"
    with pytest.raises(IllegalAction) as err:
        g.apply(Bid(1, "solo"))
    assert err.value.verdict.code == "NOT_YOUR_TURN"


def test_unknown_bid_and_wrong_action_kind() -> None:
    """Bad input: an unknown bid word and a card play during the auction."""
    g = new_game("4p", seed=2)
    assert g.explain(Bid(0, "sechser")).code == "N19_UNKNOWN_BID"
    from tarock_tutor.core.notation import parse_card

    assert g.explain(Play(0, parse_card("T5"))).code == "WRONG_PHASE"


def test_three_player_auction_skips_the_dummy() -> None:
    """§1.13 (3 players) step 2: S0, S2 and S3 bid; the dummy S1 never does."""
    g = new_game("3p_dummy", seed=4)
    assert g.auction is not None and g.auction.bidders == (0, 2, 3)
    g.apply(Bid(0, "rufer"))
    assert g.to_move == 2


def test_dealer_dummy_form_has_four_bidders() -> None:
    """§1.13 (dealer's hand as dummy, D-A14): all four bid, the dealer included."""
    g = new_game("4p_dealer_dummy", seed=4)
    assert g.auction is not None and g.auction.bidders == (0, 1, 2, 3)


def test_two_players_have_no_auction() -> None:
    """§1.13 (2 players) step 2: the non-dealer is always declarer in a Rufer."""
    g = new_game("2p", seed=4)
    assert g.auction is None and g.phase is Phases.EXCHANGE
    assert (g.declarer, g.contract) == (1, "rufer")


def test_dealer_rotation_moves_the_eldest() -> None:
    """§1.4: the eldest (first bidder, first leader) is the dealer's right: dealer + 1."""
    for dealer in range(4):
        g = new_game("4p", seed=9, dealer=dealer)
        assert g.to_move == (dealer + 1) % 4


def test_next_dealer_is_the_dealers_right() -> None:
    """§1.4: the deal passes anticlockwise; the new dealer is the old eldest."""
    from tarock_tutor.games.neunzehner import next_dealer

    assert [next_dealer(d) for d in range(4)] == [1, 2, 3, 0]
    assert new_game("4p", dealer=next_dealer(3)).eldest == 1


def test_undo_rebuilds_the_previous_state() -> None:
    """§0.4 / protocol: undo() replays the history without its last action."""
    g = new_game("4p", seed=2, dealer=1)
    g.apply(Bid(2, "einer"))
    g.apply(Bid(3, "solo"))
    back = g.undo()
    assert back.history == g.history[:-1] and back.dealer == 1
    assert back.to_move == 3 and [a.bid for a in back.legal_actions()
                                  if isinstance(a, Bid)] == ["solo", "pass"]
