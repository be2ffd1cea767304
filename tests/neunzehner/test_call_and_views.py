"""Spec §1.8 (partner call), §1.13 (dummies) and §4.4 (hidden partner in views)."""

from __future__ import annotations

from tarock_tutor.core.cards import Suit, card
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Call, Phase, Play
from tarock_tutor.games.neunzehner import (
    NeunzehnerState,
    called_card_for,
    new_game,
)
from tarock_tutor.games.neunzehner.parts.drive import advance_until, auction_to


def rufer_at_call(form: str, seed: int) -> NeunzehnerState:
    g = new_game(form, seed=seed)
    if g.auction is not None:
        auction_to(g, declarer=g.eldest, contract="rufer")
    while g.phase is Phase.EXCHANGE:
        g.apply(g.legal_actions()[0])
    assert g.phase is Phase.CALL
    return g


def test_called_card_skips_held_and_face_up() -> None:
    """§1.8 D-A6: the highest trump from XIX down not held and not face up."""
    assert called_card_for(parse_cards("T20 T21 HK")) == card(Suit.TRUMP, 19)
    hand = parse_cards("T19 T18 T17 T15")
    assert called_card_for(hand) == card(Suit.TRUMP, 16)
    assert called_card_for(hand, parse_cards("T16")) == card(Suit.TRUMP, 14)


def test_call_exact_list_and_wrong_call() -> None:
    """§1.8: exactly one legal call; any other trump is refused with N19_CALL_WRONG_CARD."""
    g = rufer_at_call("4p", 21)
    expected = called_card_for(g.hands[0], g.face_up_discards)
    assert g.legal_actions() == [Call(0, expected)]
    wrong = next(c for c in parse_cards("T19 T18 T17") if c != expected)
    v = g.explain(Call(0, wrong))
    assert not v.allowed and v.code == "N19_CALL_WRONG_CARD"
    assert v.params["expected"] == expected.code
    g.apply(Call(0, expected))
    assert g.called_card == expected and g.partner != 0
    assert expected in g.hands[g.partner]  # type: ignore[index]


def test_partner_hidden_until_the_called_card_is_played() -> None:
    """§1.8 / §4.4: only the partner knows until the called card falls."""
    g = rufer_at_call("4p", 21)
    g.apply(g.legal_actions()[0])
    partner = g.partner
    assert partner is not None
    for seat in range(4):
        assert g.view(seat).partner == (partner if seat == partner else None)
    while not g.is_terminal:
        was = g.partner_revealed
        a = g.legal_actions()[0]
        g.apply(a)
        if isinstance(a, Play) and a.card == g.called_card:
            assert not was and g.partner_revealed
            assert all(g.view(s).partner == partner for s in range(4))
        elif not was:
            assert not g.partner_revealed


def test_view_hides_other_hands_and_untaken_talon() -> None:
    """§4.4: a seat sees its own hand, exposed dummies only, and talon cards it saw."""
    g = rufer_at_call("4p", 21)
    v = g.view(2)  # the player opposite the declarer draws nothing
    assert v.hand == g.hand(2) and v.exposed_hands == {}
    assert v.talon_seen == (None,) * 6
    assert g.view(0).talon_seen[:4] == g.talon[:4]
    assert g.view(1).talon_seen[4] == g.talon[4]


def test_two_player_call_among_the_dummies() -> None:
    """§1.13 (2 players) step 4: the highest trump ≤ XIX in either dummy; partners set."""
    g = rufer_at_call("2p", 13)
    dummies = (0, 2)
    present = [c for s in dummies for c in g.hands[s] if c.suit is Suit.TRUMP and c.rank <= 19]
    best = max(present, key=lambda c: c.rank)
    assert g.legal_actions() == [Call(1, best)]
    g.apply(Call(1, best))
    assert g.partner in dummies and g.partner_revealed
    other = 2 if g.partner == 0 else 0
    assert g.controller == {g.partner: 1, other: 3}
    assert g.view(1).exposed_hands.keys() == {0, 2}


def test_two_player_dealer_leads() -> None:
    """§1.13 (2 players) step 5: the dealer leads first."""
    g = new_game("2p", seed=13)
    advance_until(g, Phase.PLAY, seed=1)
    assert g.to_move == 3 and g.leader == 3


def test_three_player_dummy_exposed_after_declarations() -> None:
    """§1.13 (3 players) step 4: the dummy is turned face up after the declarations."""
    g = rufer_at_call("3p_dummy", 30)
    g.apply(g.legal_actions()[0])
    assert g.phase is Phase.ANNOUNCE and g.view(0).exposed_hands == {}
    advance_until(g, Phase.PLAY, seed=2)
    assert g.view(0).exposed_hands.keys() == {1}
    assert g.partner_revealed  # in the dummy, or the called player made himself known


def test_dealer_dummy_form_dealer_declarer_plays_his_exposed_hand() -> None:
    """§1.13 (dealer's hand as dummy): a dealer-declarer's hand is shown; he plays it."""
    g = new_game("4p_dealer_dummy", seed=6)
    auction_to(g, declarer=3, contract="solo")
    advance_until(g, Phase.PLAY, seed=3)
    assert 3 in g.exposed and g.controller.get(3, 3) == 3
    assert g.view(0).exposed_hands.keys() == {3}


def test_dealer_dummy_form_dealer_sits_out() -> None:
    """§1.13 (dealer's hand as dummy, D-A14): another declarer → the dealer's hand is a dummy
    played by someone else; the dealer still declares in the lap."""
    g = new_game("4p_dealer_dummy", seed=6)
    auction_to(g, declarer=1, contract="zweier")
    advance_until(g, Phase.ANNOUNCE, seed=3)
    seen = []
    while g.phase is Phase.ANNOUNCE and not g.in_volunteer_step:
        seen.append(g.to_move)
        g.apply(g.legal_actions()[-1])  # "done"
    assert list(dict.fromkeys(seen)) == [0, 1, 2, 3]
    assert g.in_volunteer_step and g.to_move == 2  # defenders after the declarer: 2, then 0
    assert [a.what for a in g.legal_actions()] == ["dummy_volunteer", "dummy_decline"]
    g.apply(g.legal_actions()[1])
    assert g.to_move == 0
    g.apply(g.legal_actions()[1])  # nobody volunteers → the first defender (2) must
    assert g.controller[3] == 2 and g.phase is Phase.PLAY


def test_two_player_no_callable_trump_means_redeal() -> None:
    """§1.13 D-A16: no trump ≤ XIX in either dummy → nothing to call (the engine redeals)."""
    from tarock_tutor.games.neunzehner import called_card_among
    from tarock_tutor.games.neunzehner.parts.table import deal_for

    assert called_card_among([parse_cards("Sk T21 T20 HK"), parse_cards("S10 C10")]) is None
    assert deal_for(5, 3, 1) != deal_for(5, 3, 0)  # a redeal is a fresh, reproducible deal
    assert new_game("2p", seed=5).redeals == 0


def test_three_player_called_trump_in_dummy_happens() -> None:
    """§1.13 step 5: both cases (partner = dummy, partner = a player) occur in real deals."""
    from tarock_tutor.games.neunzehner import random_playout

    partners = {random_playout(new_game("3p_dummy", seed=s), s, contract="rufer").partner == 1
                for s in range(60)}
    assert partners == {True, False}
