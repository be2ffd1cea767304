"""Spec §1.9 (declarations in the deal), §1.10 (play) and §1.12 (bonus scoring in a deal)."""

from __future__ import annotations

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.protocol import Announce, Phase, Play
from tarock_tutor.games.neunzehner import NeunzehnerState, best_declaration, new_game
from tarock_tutor.games.neunzehner.parts.drive import advance_until, auction_to


def solo_at_announce(form: str = "4p", seed: int = 1) -> NeunzehnerState:
    g = new_game(form, seed=seed)
    auction_to(g, declarer=g.eldest, contract="solo")
    assert g.phase is Phase.ANNOUNCE
    return g


def test_declaration_lap_order_and_exact_list() -> None:
    """§1.9 D-A7: one lap from S0; legal items + Pagat (holder) + Valat + done."""
    g = solo_at_announce(seed=1)
    order = []
    while g.phase is Phase.ANNOUNCE:
        s = g.to_move
        assert s is not None
        order.append(s)
        whats = [a.what for a in g.legal_actions() if isinstance(a, Announce)]
        assert whats[-1] == "done" and "valat" in whats
        assert ("pagat_ultimo" in whats) == any(c.suit is Suit.TRUMP and c.rank == 1
                                                for c in g.hands[s])
        for it in whats[:-2]:
            if it != "pagat_ultimo":
                assert g.explain(Announce(s, it)).code == "N19_DECLARE_OK"
        g.apply(Announce(s, "done"))
    assert order == [0, 1, 2, 3] and g.phase is Phase.PLAY


def test_three_player_lap_skips_the_dummy() -> None:
    """§1.13 D-A10: the dummy never declares."""
    g = solo_at_announce("3p_dummy", seed=3)
    order = []
    while g.phase is Phase.ANNOUNCE and not g.in_volunteer_step:
        order.append(g.to_move)
        g.apply(g.legal_actions()[-1])
    assert order == [0, 2, 3]


def test_three_player_solo_volunteer_takes_the_dummy() -> None:
    """§1.13 step 6, D-A13: the first defender after the declarer who volunteers plays it."""
    g = solo_at_announce("3p_dummy", seed=3)
    while not g.in_volunteer_step:
        g.apply(g.legal_actions()[-1])
    assert g.to_move == 2
    g.apply(Announce(2, "dummy_decline"))
    g.apply(Announce(3, "dummy_volunteer"))
    assert g.controller == {1: 3} and g.phase is Phase.PLAY
    assert g.to_move == 0  # S0 leads (§1.13 step 7)


def test_declarations_checked_against_the_hand() -> None:
    """§1.9: a declaration the hand does not support is refused with a reason code."""
    for seed in range(60):
        g = solo_at_announce(seed=seed)
        hand = g.hands[0]
        trumps = sum(1 for c in hand if c.suit is Suit.TRUMP)
        if trumps < 8:
            v = g.explain(Announce(0, "trumps8"))
            assert not v.allowed and v.code == "N19_DECL_NOT_HELD"
            if not any(c.suit is Suit.TRUMP and c.rank == 1 for c in hand):
                assert g.explain(Announce(0, "pagat_ultimo")).code == "N19_PAGAT_NOT_HOLDER"
                break
    else:
        raise AssertionError("no suitable seed")
    assert g.explain(Announce(0, "sans_atout")).code == "N19_DECL_UNKNOWN"
    g.apply(Announce(0, "valat"))
    g.apply(Announce(0, "done"))
    assert g.explain(Announce(1, "valat")).code == "N19_VALAT_ALREADY"


def test_best_declaration_is_always_legal_in_the_deal() -> None:
    """§1.9: the helper's suggestion can be declared item by item."""
    for seed in range(30):
        g = solo_at_announce(seed=seed)
        best = best_declaration(g.hands[0])
        for it in best.items:
            g.apply(Announce(0, it))
        assert g.declarations[0] == list(best.items)


def test_play_follow_rules_through_the_state() -> None:
    """§1.10 (restored follow rules): the state's refusals carry the core follow codes."""
    g = solo_at_announce(seed=4)
    advance_until(g, Phase.PLAY)
    codes = set()
    for seed in range(12 * 4):
        s = g.to_move
        assert s is not None
        legal = {a.card for a in g.legal_actions() if isinstance(a, Play)}
        for c in g.hands[s]:
            v = g.explain(Play(s, c))
            assert v.allowed == (c in legal)
            codes.add(v.code)
            assert "§1.10" in v.rule.section
        g.apply(g.legal_actions()[seed % len(legal)])
    assert g.is_terminal
    assert {"FREE_LEAD"} <= codes
    assert codes <= {"FREE_LEAD", "MUST_FOLLOW_SUIT", "MUST_TRUMP", "MUST_PLAY_TRUMP",
                     "FREE_DISCARD"}


def test_silent_pagat_and_team_settlement_in_a_deal() -> None:
    """§1.12: a last trick won with the I scores 10 for the winner's team (never multiplied)."""
    from tarock_tutor.games.neunzehner import random_playout

    for seed in range(3000):
        g = random_playout(new_game("4p", seed=seed), seed, contract="rufer")
        last = g.tricks[-1]
        if last.card_of(last.winner).rank == 1 and last.card_of(last.winner).is_trump \
                and g.pagat_announced_by is None:
            item = next(i for i in g.score_sheet().items if i.key == "pagat_ultimo")
            side = last.winner in g.declarer_side
            for s in range(4):
                assert item.amounts[s] == (10 if (s in g.declarer_side) == side else -10)
            return
    raise AssertionError("no silent Pagat in 3000 random deals")
