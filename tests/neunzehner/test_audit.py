"""Audit of the Neunzehnerrufen engine against seed 001 and spec
neunzehner-zwanziger-sicilian.md §1, clause by clause.

Each test names the clause it pins down; the expected figures are worked out
by hand from the spec's wording (not read back from the engine).  The second
half feeds malformed input through the public API: every refusal must be a
``TarockError`` (or a verdict) that names the input, never a deep traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from tarock_tutor.core.cards import Suit, card
from tarock_tutor.core.counting import count_austrian
from tarock_tutor.core.dealing import shuffled
from tarock_tutor.core.errors import IllegalAction, InvalidRecord, TarockError, VariantError
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.protocol import Action, Announce, Bid, Call, Discard, Phase, Play, Take
from tarock_tutor.core.tricks import explain_play, trick_winner
from tarock_tutor.games.neunzehner import (
    PACK,
    Auction,
    NeunzehnerState,
    ScoreInputError,
    StagedTalon,
    best_declaration,
    called_card_among,
    called_card_for,
    check_declaration,
    from_record,
    game_value,
    legal_discards,
    max_talon_multiplier,
    new_game,
    next_dealer,
    random_playout,
    score_deal,
    talon_multiplier,
    to_record,
    variant_for,
)
from tarock_tutor.games.neunzehner.parts.drive import advance_until, auction_to

T = Suit.TRUMP


def finish_exchange(g: NeunzehnerState) -> None:
    while g.phase is Phase.EXCHANGE:
        g.apply(g.legal_actions()[0])


# --- §1.2 pack and §1.3 count ---------------------------------------------------------

def test_s1_2_pack_ranks_red_pips_reversed_and_skus_on_top() -> None:
    """§1.2: 54 cards; ♥♦ pips rank 1 > 2 > 3 > 4, ♠♣ 10 > … > 7; the Sküs beats the XXI."""
    assert len(PACK.cards) == 54 and len(set(PACK.cards)) == 54
    assert sum(1 for c in PACK.cards if c.suit is T) == 22
    assert trick_winner(parse_cards("H4 H3 H1 H2"), PACK) == 2
    assert trick_winner(parse_cards("S7 S10 S9 S8"), PACK) == 1
    assert trick_winner(parse_cards("T21 Sk T20 T1"), PACK) == 1
    assert trick_winner(parse_cards("HK T1 HQ H1"), PACK) == 1  # any trump beats the suit


def test_s1_3_whole_pack_counts_70() -> None:
    """§1.3: face values total 106; 18 groups of three take off 36 → 70."""
    assert sum(PACK.value[c] for c in PACK.cards) == 106
    assert count_austrian(PACK.cards, PACK) == 70


# --- §1.4 deal ------------------------------------------------------------------------

@pytest.mark.parametrize("dealer", range(4))
def test_s1_4_talon_first_then_two_rounds_of_six_from_dealers_right(dealer: int) -> None:
    """§1.4 (D-A2): talon = the first 6 cards dealt, in order; then 6 each, twice, from the
    dealer's right in play order."""
    order = shuffled(PACK, 77)
    g = new_game("4p", seed=77, dealer=dealer)
    assert g.talon == order[:6]
    for i in range(4):
        seat = (dealer + 1 + i) % 4
        assert g.initial_hands[seat] == order[6 + 6 * i:12 + 6 * i] + order[30 + 6 * i:36 + 6 * i]


def test_s1_13_three_player_deal_gives_the_dummy_the_second_packet() -> None:
    """§1.13 (3 players) step 1: packets go right player, dummy, left player, dealer."""
    order = shuffled(PACK, 5)
    g = new_game("3p_dummy", seed=5, dealer=3)
    assert g.dummies == (1,)
    assert g.initial_hands[1] == order[12:18] + order[36:42]


def test_s1_13_two_player_seats() -> None:
    """§1.13 (2 players) step 1–2: dummies at dealer+1 and dealer+3; the opponent declares."""
    g = new_game("2p", seed=5, dealer=0)
    assert g.dummies == (1, 3) and g.declarer == 2 and g.contract == "rufer"
    assert g.exposed == {1, 3}  # both dummies are face up at once


# --- §1.5 contracts and §1.11 game value ----------------------------------------------

@pytest.mark.parametrize(("contract", "mb"), [("rufer", 1), ("dreier", 3), ("zweier", 4),
                                              ("einer", 5), ("solo", 6)])
def test_s1_5_bid_multipliers(contract: str, mb: int) -> None:
    """§1.5 table: Mb = 1, 3, 4, 5, 6; a win of P = 40 is worth 5 × Mb."""
    assert game_value(contract, 40) == (True, 5, mb)
    assert game_value(contract, 30) == (False, 5, mb)


@pytest.mark.parametrize(("contract", "mt"), [("dreier", 3), ("zweier", 5), ("einer", 11)])
def test_s1_11_talon_multiplier_only_on_a_loss(contract: str, mt: int) -> None:
    """§1.11: Mt multiplies a lost game only; a won game pays (P − 35) × Mb."""
    assert game_value(contract, 36, talon_multiplier=mt)[2] == game_value(contract, 36)[2]
    won, base, mult = game_value(contract, 33, talon_multiplier=mt)
    assert (won, base) == (False, 2) and mult == game_value(contract, 33)[2] * mt


def test_s1_11_threshold_36_wins_and_35_reference_both_ways() -> None:
    """§1.11: P ≥ 36 wins (36 → 1); P = 35 loses for 0; the 36 option changes losses only."""
    assert game_value("rufer", 36) == (True, 1, 1)
    assert game_value("rufer", 35) == (False, 0, 1)
    assert game_value("rufer", 36, loss_reference=36) == (True, 1, 1)
    assert game_value("rufer", 20, loss_reference=36) == (False, 16, 1)


def test_s1_11_solo_lost_is_paid_to_each_opponent() -> None:
    """§1.11 settlement: a lost Solo (P = 30) costs 5 × 6 = 30 to each of the three."""
    assert score_deal(contract="solo", declarer=3, declarer_points=30).totals() == \
        (30, 30, 30, -90)


def test_s1_11_rufer_loss_is_two_against_two() -> None:
    """§1.11 settlement: a lost Rufer (P = 30): declarer and partner pay 5 each."""
    assert score_deal(contract="rufer", declarer=0, partner=3, declarer_points=30).totals() == \
        (-5, 5, 5, -5)


# --- §1.6 auction -----------------------------------------------------------------------

def test_s1_6_holder_who_holds_keeps_standing_against_the_next_challenger() -> None:
    """§1.6: after S0 holds and S1 passes, S0 still stands and meets S2 in a new duel."""
    g = new_game("4p", seed=2)
    for b in [Bid(0, "rufer"), Bid(1, "dreier"), Bid(0, "hold"), Bid(1, "pass")]:
        g.apply(b)
    assert g.to_move == 2 and [a.bid for a in g.legal_actions() if isinstance(a, Bid)] == \
        ["zweier", "einer", "solo", "pass"]  # Dreier still stands: the next bid must beat it
    g.apply(Bid(2, "zweier"))
    assert g.to_move == 0  # the holder is asked again
    g.apply(Bid(0, "pass"))
    g.apply(Bid(3, "pass"))
    assert (g.declarer, g.contract) == (2, "zweier")


def test_s1_6_every_player_speaks_in_one_lap() -> None:
    """§1.6: the auction is one lap; four passes after the opening end it (no second lap)."""
    g = new_game("4p", seed=2)
    for b in [Bid(0, "einer"), Bid(1, "pass"), Bid(2, "pass"), Bid(3, "pass")]:
        g.apply(b)
    assert g.phase is Phase.TALON and (g.declarer, g.contract) == (0, "einer")


def test_s1_6_equal_bid_is_not_higher_for_a_challenger() -> None:
    """§1.6: a challenger may not repeat the standing bid; only the holder may hold it."""
    a = Auction((0, 1, 2, 3))
    a.apply(0, "zweier")
    assert a.check("zweier")[0] == "N19_BID_NOT_HIGHER"
    assert a.check("dreier")[0] == "N19_BID_NOT_HIGHER"
    assert a.check("hold")[0] == "N19_HOLD_NOT_ALLOWED"


# --- §1.7 talon procedures --------------------------------------------------------------

def test_s1_7_rufer_draw_in_the_dealer_dummy_form() -> None:
    """§1.13 (dealer's hand as dummy): the exchange is the 4-player one (4 / right 1 / left 1)."""
    g = new_game("4p_dealer_dummy", seed=8, dealer=1)
    auction_to(g, declarer=2, contract="rufer")
    order = []
    while g.phase is Phase.EXCHANGE:
        assert g.exchanging is not None
        order.append(g.exchanging)
        g.apply(g.legal_actions()[0])
    assert order == [(2, (0, 1, 2, 3)), (3, (4,)), (1, (5,))]


def test_s1_7_staged_declarer_obeys_the_discard_rule() -> None:
    """§1.7: the common discard rule binds the staged declarer too (no King, no XXI …)."""
    for seed in range(100):
        g = new_game("4p", seed=seed)
        auction_to(g, declarer=1, contract="dreier")
        g.apply(Take(1, "accept"))
        honour = [c for c in g.hands[1] if c.rank == 14 or c in parse_cards("Sk T21 T1")]
        if honour:
            others = [c for c in g.hands[1] if c not in honour][:2]
            v = g.explain(Discard(1, (honour[0], *others)))
            assert not v.allowed and v.code == "N19_DISCARD_HONOUR"
            assert all(len(a.cards) == 3 for a in g.legal_actions() if isinstance(a, Discard))
            return
    pytest.fail("no staged hand with an honour card")


def test_s1_7_discard_rule_forces_every_plain_card_before_trumps() -> None:
    """§1.7 D-A5: short of plain cards, all of them go and the trumps only fill up."""
    hand = parse_cards("Sk T21 T1 T20 T19 T18 T17 T16 T15 HK SK CK DK S10 T14 T13")
    assert all(parse_card("S10") in d for d in legal_discards(hand, 4))
    assert all(sum(1 for c in d if c.suit is T) == 3 for d in legal_discards(hand, 4))
    assert len(legal_discards(hand, 4)) == 56  # C(8, 3) trumps II–XX with S10


def test_s1_7_zweier_back_to_second_pair_exposes_first_and_third() -> None:
    """§1.7 Zweier: refusing all three pairs, going back to P2 (Mt 5): P1 and P3 lie face up,
    P2 is in the declarer's hand, and P1 + P3 count for the opponents."""
    g = new_game("4p", seed=5)
    auction_to(g, declarer=2, contract="zweier")
    for _ in range(3):
        g.apply(Take(2, "reject"))
    g.apply(Take(2, "back2"))
    assert g.talon_multiplier == 5
    assert set(g.exposed_talon) == {g.talon[i] for i in (0, 1, 4, 5)}
    assert {g.talon[2], g.talon[3]} <= set(g.hands[2])
    assert set(g.untaken_talon()) == {g.talon[i] for i in (0, 1, 4, 5)}
    assert g.view(0).talon_seen[2:4] == g.talon[2:4]  # taken back from the table: seen by all


def test_s1_7_einer_first_look_multipliers_in_a_deal() -> None:
    """§1.7 Einer: accepting card k on its first look costs k times on a loss."""
    for k in range(1, 7):
        g = new_game("4p", seed=5)
        auction_to(g, declarer=0, contract="einer")
        for _ in range(k - 1):
            g.apply(Take(0, "reject"))
        g.apply(Take(0, "accept"))
        assert g.talon_multiplier == k and g.talon[k - 1] in g.hands[0]


def test_s1_7_ownership_of_discards_and_talon_in_a_rufer() -> None:
    """§1.7/§1.8/§1.11: the partner's discard counts for the declarer side, an opponent's
    discard for the opponents; the pooled piles are counted once each (D-A1)."""
    for seed in range(300):
        g = random_playout(new_game("4p", seed=seed), seed, contract="rufer")
        if g.partner not in (1, 3):
            continue
        side = {0, g.partner}
        pile = [c for t in g.tricks if t.winner in side for c in t.cards]
        pile += [*g.discards[0], *g.discards[g.partner]]
        opp = next(s for s in (1, 3) if s != g.partner)
        rest = [c for t in g.tricks if t.winner not in side for c in t.cards]
        rest += list(g.discards[opp])
        assert len(pile) + len(rest) == 54 and g.untaken_talon() == ()
        assert g.card_points() == (count_austrian(pile, PACK), count_austrian(rest, PACK))
        return
    pytest.fail("no Rufer with a neighbour as partner")


def test_s1_13_two_player_unused_talon_card_counts_for_the_dealer() -> None:
    """§1.13 D-A15: talon VI is not drawn and goes to the dealer's side pile."""
    g = random_playout(new_game("2p", seed=4), 4)
    side = g.declarer_side
    rest = [c for t in g.tricks if t.winner not in side for c in t.cards]
    rest += [c for s in range(4) if s not in side for c in g.discards.get(s, ())]
    rest.append(g.talon[5])
    assert g.card_points()[1] == count_austrian(rest, PACK)


# --- §1.8 partner call ------------------------------------------------------------------

def test_s1_8_call_in_a_deal_skips_a_face_up_discarded_trump() -> None:
    """§1.8 D-A6: a trump the declarer discarded face up is skipped by the call."""
    for seed in range(300):
        g = new_game("4p", seed=seed, trump_discard="any_trump")
        auction_to(g, declarer=0, contract="rufer")
        top = called_card_for([])  # XIX
        want = next((c for c in (card(T, r) for r in range(19, 1, -1)) if c in g.hands[0]
                     and called_card_for(g.hands[0]) != c), None)
        if want is None or called_card_for([c for c in g.hands[0] if c != want]) != want:
            continue
        d = next(a for a in g.legal_actions() if isinstance(a, Discard) and want in a.cards)
        g.apply(d)
        finish_exchange(g)
        assert want in g.face_up_discards
        expected = called_card_for(g.hands[0], g.face_up_discards)
        assert expected != want and expected.rank < want.rank <= top.rank
        assert g.legal_actions() == [Call(0, expected)]
        assert g.explain(Call(0, want)).code == "N19_CALL_WRONG_CARD"
        return
    pytest.fail("no seed lets the declarer discard the trump he would call")


def test_s1_8_called_card_is_never_the_declarers_and_always_in_play() -> None:
    """§1.8: after a 4/1/1 draw the called trump is always in another player's hand."""
    for seed in range(40):
        g = new_game("4p", seed=seed)
        auction_to(g, declarer=0, contract="rufer")
        finish_exchange(g)
        c = g.legal_actions()[0]
        assert isinstance(c, Call)
        g.apply(c)
        assert g.partner in (1, 2, 3) and c.card in g.hands[g.partner]


# --- §1.9 declarations and announcements -------------------------------------------------

def test_s1_9_one_trump_count_in_a_deal() -> None:
    """§1.9: after declaring one trump count, no other trump count is offered or allowed."""
    for seed in range(300):
        g = new_game("4p", seed=seed)
        auction_to(g, declarer=0, contract="solo")
        if sum(1 for c in g.hands[0] if c.suit is T) >= 8:
            g.apply(Announce(0, "trumps8"))
            whats = [a.what for a in g.legal_actions() if isinstance(a, Announce)]
            assert not {"trumps8", "trumps10", "trumps12"} & set(whats)
            assert g.explain(Announce(0, "trumps10")).code in ("N19_DECL_TWO_TRUMP_COUNTS",
                                                                "N19_DECL_NOT_HELD")
            return
    pytest.fail("no hand with 8 trumps")


def test_s1_9_validation_twelve_trumps_and_kings_cannot_combine_on_one_hand() -> None:
    """§1.9: a 12-card hand with 12 trumps has no King: the engine never offers both."""
    hand = parse_cards("Sk T21 T1 T20 T19 T18 T17 T16 T15 T14 T13 T12")
    assert best_declaration(hand).items == ("trumps12", "trull")
    assert check_declaration(hand, "trumps12+four_kings").code == "N19_DECL_NOT_HELD"


def test_s1_12_announced_pagat_made_and_failed() -> None:
    """§1.12: announced Pagat ±20 for the announcer's team, never multiplied; a failed one is
    paid the other way (here in a Zweier lost at Mt 5: the bonus stays 20)."""
    made = score_deal(contract="rufer", declarer=0, partner=2, declarer_points=40,
                      pagat_announced_by=1, pagat_won_by=1)
    assert made.items[1].amounts == (-20, 20, -20, 20)
    failed = score_deal(contract="zweier", declarer=1, declarer_points=30,
                        talon_multiplier=5, pagat_announced_by=1)
    item = failed.items[1]
    assert item.key == "pagat_ultimo" and item.achieved is False and item.multiplier == 1
    assert item.amounts == (20, -60, 20, 20)


def test_s1_12_valat_silent_and_announced_failed() -> None:
    """§1.12: silent Valat 20 for the team; an announced Valat that fails costs 40 (D-A9:
    no silent award besides)."""
    silent = score_deal(contract="solo", declarer=2, declarer_points=60,
                        all_tricks="declarer_side")
    assert silent.items[1].amounts == (-20, -20, 60, -20)
    failed = score_deal(contract="rufer", declarer=0, partner=1, declarer_points=60,
                        valat_announced_by=0)
    assert [i.key for i in failed.items] == ["game", "valat"]
    assert failed.items[1].amounts == (-40, -40, 40, 40)


def test_s1_12_defender_bonus_in_one_against_three() -> None:
    """§1.12: a defender's declaration in a 1 v 3 game: the declarer pays it to each."""
    sheet = score_deal(contract="einer", declarer=0, declarer_points=40,
                       declarations={2: "trull"})
    assert sheet.items[1].amounts == (-24, 8, 8, 8)


# --- §1.10 play ---------------------------------------------------------------------------

@pytest.mark.parametrize(("hand", "trick", "played", "allowed", "code"), [
    ("H1 T5 S10", "HK", "H1", True, "MUST_FOLLOW_SUIT"),
    ("H1 T5 S10", "HK", "T5", False, "MUST_FOLLOW_SUIT"),
    ("T5 S10", "HK", "S10", False, "MUST_TRUMP"),
    ("T5 S10", "HK", "T5", True, "MUST_TRUMP"),
    ("S10 C10", "HK", "C10", True, "FREE_DISCARD"),
    ("T5 S10", "T20", "S10", False, "MUST_PLAY_TRUMP"),
    ("S10 C10", "T20", "S10", True, "FREE_DISCARD"),
    ("T2 T21", "T20", "T2", True, "MUST_PLAY_TRUMP"),   # no need to beat (no Stichzwang)
    ("H4 HK", "H1 T3", "H4", True, "MUST_FOLLOW_SUIT"),  # follow suit even over a trump
])
def test_s1_10_restored_follow_rules(hand: str, trick: str, played: str, allowed: bool,
                                     code: str) -> None:
    """§1.10 [R:DESK] [R:SEED002]: suit led → follow, else trump, else any; trump led →
    trump, else any; never an obligation to overtake."""
    v = explain_play(parse_cards(hand), parse_cards(trick), parse_card(played))
    assert (v.allowed, v.code) == (allowed, code)


@pytest.mark.parametrize("dealer", range(4))
def test_s1_10_first_lead_is_the_dealers_right_and_winner_leads(dealer: int) -> None:
    """§1.10: the eldest (dealer's right) leads the first trick; each winner leads the next."""
    g = new_game("4p", seed=3, dealer=dealer)
    advance_until(g, Phase.PLAY, seed=1)
    assert g.to_move == (dealer + 1) % 4
    done = random_playout(g, 2)
    assert done.tricks[0].leader == (dealer + 1) % 4
    for prev, nxt in zip(done.tricks, done.tricks[1:], strict=False):
        assert nxt.leader == prev.winner


# --- §1.13 dummy forms ----------------------------------------------------------------------

def test_s1_13_two_player_dummies_never_declare() -> None:
    """§1.13 D-A10 (2 players): only the two live players speak in the declaration lap."""
    g = new_game("2p", seed=6, dealer=3)
    finish_exchange(g)
    g.apply(g.legal_actions()[0])
    speakers = []
    while g.phase is Phase.ANNOUNCE:
        speakers.append(g.to_move)
        g.apply(Announce(g.to_move or 0, "done"))
    assert speakers == [1, 3]


def test_s1_13_three_player_rufer_partner_is_a_player_then_the_other_plays_dummy() -> None:
    """§1.13 step 5: called card in a live hand → the remaining player plays the dummy, which
    is on the opponents' team (its column pays with them)."""
    for seed in range(60):
        g = random_playout(new_game("3p_dummy", seed=seed), seed, contract="rufer")
        if g.partner != 1:
            remaining = ({0, 2, 3} - {0, g.partner}).pop()
            assert g.controller[1] == remaining
            totals = g.score_sheet().totals()
            assert totals[1] == totals[remaining]
            return
    pytest.fail("no 3-player Rufer with a live partner")


# --- adversarial input through the public API -----------------------------------------------

def _at(phase: Phase, form: str = "4p", contract: str = "rufer") -> NeunzehnerState:
    g = new_game(form, seed=3)
    if phase is Phase.AUCTION:
        return g
    if g.auction is not None:
        auction_to(g, declarer=g.eldest if contract in ("rufer", "solo") else 1,
                   contract=contract)
    advance_until(g, phase, seed=1)
    assert g.phase is phase
    return g


@pytest.mark.parametrize(("phase", "contract", "action", "code"), [
    (Phase.AUCTION, "rufer", Bid(0, ["rufer"]), "N19_UNKNOWN_BID"),  # type: ignore[arg-type]
    (Phase.AUCTION, "rufer", Bid(0, None), "N19_UNKNOWN_BID"),  # type: ignore[arg-type]
    (Phase.EXCHANGE, "rufer", Discard(0, None), "NOT_IN_HAND"),  # type: ignore[arg-type]
    (Phase.EXCHANGE, "rufer", Discard(0, 5), "NOT_IN_HAND"),  # type: ignore[arg-type]
    (Phase.EXCHANGE, "rufer", Discard(0, "HK S10"), "NOT_IN_HAND"),  # type: ignore[arg-type]
    (Phase.CALL, "rufer", Call(0, "T19"), "NOT_IN_HAND"),  # type: ignore[arg-type]
    (Phase.ANNOUNCE, "rufer", Announce(0, ["trull"]), "N19_DECL_UNKNOWN"),  # type: ignore
    (Phase.ANNOUNCE, "rufer", Announce(0, None), "N19_DECL_UNKNOWN"),  # type: ignore
    (Phase.ANNOUNCE, "rufer", Announce(0, "trull+four_kings"), "N19_DECL_UNKNOWN"),
    (Phase.TALON, "einer", Take(1, ["accept"]), "N19_TALON_UNKNOWN"),  # type: ignore
    (Phase.TALON, "einer", Take(1, "back²"), "N19_TALON_UNKNOWN"),
    (Phase.TALON, "einer", Take(1, "back0"), "N19_TALON_RETURN_NOT_YET"),
    (Phase.PLAY, "rufer", Play(0, None), "NOT_IN_HAND"),  # type: ignore[arg-type]
    (Phase.PLAY, "rufer", Play(0, ["HK"]), "NOT_IN_HAND"),  # type: ignore[arg-type]
])
def test_malformed_actions_get_a_verdict_that_quotes_them(phase: Phase, contract: str,
                                                          action: Action, code: str) -> None:
    """Bad input: wrong types inside an action give the rule's refusal, and both the verdict
    message and the IllegalAction raised by apply() quote the input."""
    g = _at(phase, contract=contract)
    action = replace(action, seat=g.to_move or 0)
    v = g.explain(action)
    assert not v.allowed and v.code == code
    assert repr(action)[:8] in v.message("en") or str(action) in v.message("en")
    # the Japanese quotes the input too, in the book's words (issue 13: no engine text)
    given = next(str(x) for k, x in vars(action).items() if k != "seat")
    assert given in v.message("ja") or str(action) in v.message("ja")
    before = len(g.history)
    with pytest.raises(IllegalAction) as err:
        g.apply(action)
    assert err.value.verdict.code == code
    assert len(g.history) == before  # nothing was applied


def test_non_actions_raise_a_clear_error() -> None:
    """Bad input: explain()/apply() of something that is not an action name it."""
    g = new_game("4p")
    for bad in ("0 bid rufer", None, 3):
        with pytest.raises(TarockError, match="not an action"):
            g.explain(bad)  # type: ignore[arg-type]
        with pytest.raises(TarockError, match="not an action"):
            g.apply(bad)  # type: ignore[arg-type]


def test_out_of_phase_and_wrong_seat_in_every_phase() -> None:
    """Protocol: in every phase, a wrong seat → NOT_YOUR_TURN, a wrong kind → WRONG_PHASE."""
    g = new_game("4p", seed=9)
    auction_to(g, declarer=1, contract="dreier")
    wrong_kind: list[Action] = [Bid(1, "solo"), Play(1, parse_card("T5"))]
    while not g.is_terminal:
        s = g.to_move
        assert s is not None
        other = (s + 1) % 4
        legal = g.legal_actions()
        assert g.explain(replace(legal[0], seat=other)).code == "NOT_YOUR_TURN"
        for w in wrong_kind:
            if not isinstance(w, type(legal[0])):
                assert g.explain(replace(w, seat=s)).code == "WRONG_PHASE"
        g.apply(legal[0])
    assert g.explain(Bid(0, "solo")).code == "GAME_OVER"


def test_duplicate_discards_in_a_deal() -> None:
    """§1.7: naming one card twice in a discard is refused, not half-applied."""
    g = _at(Phase.EXCHANGE)
    plain = [c for c in g.hands[0] if c.suit is not T and c.rank != 14]
    v = g.explain(Discard(0, (plain[0], plain[0], plain[1], plain[2])))
    assert not v.allowed and v.code == "N19_DISCARD_DUPLICATE"
    assert len(g.hands[0]) == 16


@pytest.mark.parametrize(("call", "error", "match"), [
    (lambda: new_game([]), VariantError, "form"),  # type: ignore[arg-type]
    (lambda: new_game("4p", dealer=True), TarockError, "dealer"),
    (lambda: new_game("4p", seed="x"), TarockError, "seed"),  # type: ignore[arg-type]
    (lambda: new_game("4p", trump_discard="sometimes"), VariantError, "trump_discard"),
    (lambda: new_game("4p", dummy_result_to="nobody"), VariantError, "dummy_result_to"),
    (lambda: new_game("4p").view(True), TarockError, "seat"),
    (lambda: variant_for("3p"), VariantError, "'3p'"),
    (lambda: next_dealer(7), TarockError, "dealer"),
    (lambda: next_dealer("1"), TarockError, "dealer"),  # type: ignore[arg-type]
    (lambda: called_card_for(None), TarockError, "None"),  # type: ignore[arg-type]
    (lambda: called_card_for(["T19"]), TarockError, "Card"),  # type: ignore[list-item]
    (lambda: called_card_among([None]), TarockError, "dummy"),  # type: ignore[list-item]
    (lambda: check_declaration(None, "trull"), TarockError, "hand"),  # type: ignore[arg-type]
    (lambda: check_declaration(parse_cards("T1"), 5), TarockError, "5"),  # type: ignore
    (lambda: check_declaration(parse_cards("T1"), [["trull"]]),  # type: ignore[list-item]
     TarockError, "trull"),
    (lambda: best_declaration("Sk T21 XX"), TarockError, "XX"),
    (lambda: legal_discards(parse_cards("S10"), -1), TarockError, "-1"),
    (lambda: talon_multiplier("rufer", 1, returned=False), TarockError, "rufer"),
    (lambda: talon_multiplier("einer", 7, returned=False), TarockError, "7"),
    (lambda: talon_multiplier("einer", 6, returned=True), TarockError, "6"),
    (lambda: max_talon_multiplier("sechser"), TarockError, "sechser"),
    (lambda: StagedTalon("solo"), TarockError, "solo"),
    (lambda: Auction(()), TarockError, "bidders"),
    (lambda: game_value("sechser", 40), ScoreInputError, "sechser"),
    (lambda: game_value("rufer", 99), ScoreInputError, "99"),
    (lambda: game_value("solo", 20, talon_multiplier=7), ScoreInputError, "1..1"),
    (lambda: random_playout(new_game(), 1, contract="bettel"), TarockError, "bettel"),
    (lambda: from_record(None), InvalidRecord, "None"),  # type: ignore[arg-type]
    (lambda: to_record(None), TarockError, "None"),  # type: ignore[arg-type]
])
def test_public_helpers_refuse_bad_input_clearly(call: Callable[[], Any],
                                                 error: type[Exception], match: str) -> None:
    """Bad input to the public helpers: a TarockError naming the input, not a traceback."""
    with pytest.raises(error, match=match):
        call()


def test_talon_helpers_still_give_the_spec_values() -> None:
    """§1.7: the stricter talon_multiplier still gives Dreier 1…3, Zweier 1…5, Einer 1…11."""
    got = {c: sorted({talon_multiplier(c, k, returned=False) for k in range(1, n + 1)}
                     | {talon_multiplier(c, k, returned=True) for k in range(1, n)})
           for c, n in (("dreier", 2), ("zweier", 3), ("einer", 6))}
    assert got == {"dreier": [1, 2, 3], "zweier": [1, 2, 3, 4, 5],
                   "einer": list(range(1, 12))}


BASE: dict[str, Any] = {"contract": "rufer", "declarer": 0, "partner": 2,
                        "declarer_points": 40}


@pytest.mark.parametrize(("extra", "match"), [
    ({"declarer_points": 70, "contract": "solo", "partner": None}, "0..68"),
    ({"declarer_points": 0}, "1..70"),
    ({"declarer_points": True}, "True"),
    ({"declarer": True}, "declarer"),
    ({"talon_multiplier": True, "contract": "dreier", "partner": None}, "True"),
    ({"loss_reference": 34}, "loss_reference"),
    ({"pagat_announced_by": 1, "pagat_won_by": 3}, "holder of the I"),
    ({"all_tricks": "declarer_side", "declarer_points": 40}, "at least 44"),
    ({"all_tricks": "defenders", "declarer_points": 20}, "at most 16"),
    ({"all_tricks": "defenders", "declarer_points": 10, "pagat_won_by": 0}, "last trick"),
    ({"declarations": {1: ["trumps12", "four_kings"]}}, "12-card hand"),
    ({"declarations": {1: "trumps10+four_kings"}}, "12-card hand"),
    ({"declarations": {1: ["trull"], 3: ["trull"]}}, "more trull cards"),
    ({"declarations": {1: ["four_kings"], 3: ["grosse_honneurs"]}}, "more trull cards"),
    ({"declarations": {1: ["trumps12"], 3: ["trumps12"]}}, "22 trumps"),
    ({"declarations": ["trull"]}, "map a seat"),
    ({"declarations": {1: None}}, "seat 1"),
    ({"declarations": {7: ["trull"]}}, "declaring seat"),
    ({"fold": {1: 9}}, "controller"),
    ({"fold": {1: 1}}, "itself"),
    ({"players": ("a", "b")}, "players"),
])
def test_score_deal_refuses_impossible_outcomes(extra: dict[str, Any], match: str) -> None:
    """§1.2/§1.3/§1.7/§1.9/§1.12: outcomes no deal can produce are refused with the reason."""
    with pytest.raises(ScoreInputError, match=match):
        score_deal(**{**BASE, **extra})


def test_score_deal_accepts_declarations_as_text() -> None:
    """§1.9: a seat's declaration may be given as 'trull+four_kings' as in check_declaration."""
    sheet = score_deal(**{**BASE, "declarations": {1: "trull+four_kings"}})
    assert sheet.totals() == (-11, 11, -11, 11)  # game +5 to {0, 2}; 16 to {1, 3}


def test_score_deal_still_takes_every_spec_example_edge() -> None:
    """§1.15: the bounds leave the spec's examples alone (A-13: 69 with Valat; A-11: Trull
    declared by S1 while S3 wins the last trick with the I — see the audit report)."""
    assert score_deal(**{**BASE, "declarer_points": 69, "valat_announced_by": 0,
                         "all_tricks": "declarer_side"}).totals() == (74, -74, 74, -74)
    assert score_deal(**{**BASE, "declarations": {2: ["trumps10"], 1: ["trull"]},
                         "pagat_won_by": 3}).totals() == (-5, 5, -5, 5)
