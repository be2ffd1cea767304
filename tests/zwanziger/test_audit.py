"""Audit of Zwanzigerrufen against spec neunzehner-zwanziger-sicilian.md §2, clause by clause,
through the public protocol (``games.new_deal``, ``legal_actions``, ``explain``, ``apply``,
``score_sheet``).  Each test names its clause; the scoring clauses are also checked against
a reference written here from the §2.7 table alone, on random outcomes and on random
complete deals."""

from __future__ import annotations

from collections import Counter
from typing import ClassVar

import pytest

from tarock_tutor import games
from tarock_tutor.core.cards import Suit
from tarock_tutor.core.dealing import Rng, deal, packet_plan
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Phase
from tarock_tutor.games.zwanziger import PACK, score_deal
from tarock_tutor.games.zwanziger.phase_names import Phases
from tarock_tutor.games.zwanziger.state import seeded_deal

GAME = "zwanzigerrufen"
T1 = parse_cards("T1", PACK)[0]
# S0 holds the ten highest tarocks (no I): whoever plays what, he takes every trick.
TOP_TEN = ("Sk T21 T20 T19 T18 T17 T16 T15 T14 T13",
           "T12 T11 T10 T9 T8 SK SQ SN SJ S10",
           "T7 T6 T5 T4 T1 CK CQ CN CJ C10",
           "HK HQ HN HJ H1 DK DQ DN DJ D1")
# S3 is dealt the trull (Sküs, XXI, I).
TRULL_AT_S3 = ("T20 T19 T18 T17 T16 SK SQ SN SJ S10",
               "T15 T14 T13 T12 T11 CK CQ CN CJ C10",
               "T10 T9 T8 T7 T6 HK HQ HN HJ H1",
               "Sk T21 T1 T5 T4 DK DQ DN DJ D1")


def play_random(state, seed):
    rng = Rng(seed)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    return state


def finish_quietly(g, zw):
    """Everyone says ``done`` (or passes) until the play begins."""
    while g.phase is Phases.AUCTION:
        legal = zw.legal(g)
        pick = next((a for a in legal if a.endswith(("announce done", "bid pass"))), legal[0])
        zw.run(g, pick)
    return g


# --- reference scoring, from the §2.7 table only ------------------------------------------
VALUE = {"rufer": 1, "farberl": 4, "solo": 4}


def reference_ledger(contract, declarer, partner, points, levels, pagat_by, valat,
                     pagat_won_by, all_tricks, trull):
    team = {declarer} if partner is None else {declarer, partner}

    def pattern(v):            # v > 0: the declarer side gains v per opponent
        if contract == "rufer":
            return [v if s in team else -v for s in range(4)]
        return [3 * v if s == declarer else -v for s in range(4)]

    rows = [pattern((1 if points >= 45 else -1) * VALUE[contract] * 2 ** levels.get("game", 0))]
    if pagat_by is not None:
        rows.append(pattern((1 if pagat_won_by == pagat_by else -1) * 2
                            * 2 ** levels.get("pagat", 0)))
    elif pagat_won_by is not None:
        rows.append(pattern(1 if pagat_won_by in team else -1))
    if valat:
        rows.append(pattern((1 if all_tricks == "declarer_side" else -1) * 12
                            * 2 ** levels.get("valat", 0)))
    elif all_tricks is not None:
        rows.append(pattern(6 if all_tricks == "declarer_side" else -6))
    if trull is not None:
        rows.append([3 if s == trull else -1 for s in range(4)])
    return tuple(sum(col) for col in zip(*rows, strict=True))


# --- §2.2 pack ------------------------------------------------------------------------------
def test_s2_2_pack_has_40_cards_worth_88_without_ii_and_iii():
    """§2.2: 20 tarocks without II and III; K Q C J and one 0-point pip per suit; plain
    count, 88 in all; Sküs, XXI and I worth 5, other tarocks 1."""
    assert len(PACK.cards) == 40 and sum(PACK.value[c] for c in PACK.cards) == 88
    trumps = sorted((c for c in PACK.cards if c.suit is Suit.TRUMP),
                    key=lambda c: -PACK.strength[c])
    assert [c.code for c in trumps] == ["Sk", "T21", *(f"T{r}" for r in range(20, 3, -1)), "T1"]
    assert [PACK.value[c] for c in trumps] == [5, 5, *[1] * 17, 5]
    for suit, pip in (("S", "10"), ("C", "10"), ("H", "1"), ("D", "1")):
        cards = parse_cards(" ".join(suit + r for r in ("K", "Q", "N", "J", pip)), PACK)
        assert [PACK.value[c] for c in cards] == [5, 4, 3, 2, 0]
        assert sorted(cards, key=lambda c: -PACK.strength[c]) == cards


# --- §2.3 deal ------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_s2_3_two_packets_of_five_from_the_dealers_left(dealer):
    """§2.3 (D-B1): two rounds of five cards, the first to the eldest (the dealer's left),
    no talon; the eldest speaks first."""
    eldest = (dealer + 1) % 4
    for seed in (0, 7, 123):
        d = seeded_deal(seed, dealer)
        ref = deal(PACK, seed=seed, seats=4,
                   plan=packet_plan(seats=4, first=eldest, packets=[5, 5]))
        assert [list(h) for h in d.hands] == [list(h) for h in ref.hands]
        g = games.new_deal(GAME, seed=seed, dealer=dealer)
        assert g.to_move == eldest and g.eldest == eldest
        assert Counter(c for h in g.dealt_hands for c in h) == Counter(PACK.cards)


def test_s2_3_direction_option_moves_the_eldest_only():
    """§2.3: clockwise by default (the eldest at the dealer's left); anticlockwise as an
    option puts him at the dealer's right; turns are counted in play order either way."""
    cw = games.new_deal(GAME, seed=3)
    acw = games.new_deal(GAME, seed=3, direction="anticlockwise")
    assert cw.options["direction"] == "clockwise"
    assert cw.table_side(cw.eldest) == "left" and acw.table_side(acw.eldest) == "right"
    assert cw.dealt_hands == acw.dealt_hands and cw.to_move == acw.to_move


# --- §2.4 Trull -----------------------------------------------------------------------------
@pytest.mark.parametrize("opening", [("0 bid rufer", "0 call T15"), ("0 bid solo",),
                                     ("0 bid rufer", "0 call T15", "0 announce done",
                                      "1 bid solo")])
def test_s2_4_trull_paid_at_once_whatever_the_contract(zw, opening):
    """§2.4 (D-B2): the holder of Sküs, XXI and I gets 1 from each other player, in any
    contract and whichever side he is on; it is never doubled."""
    g = zw.run(zw.deal(TRULL_AT_S3), *opening)
    assert g.trull_holder == 3
    sheet = play_random(finish_quietly(g, zw), 5).score_sheet()
    trull = [i for i in sheet if i.key == "trull"]
    assert len(trull) == 1 and trull[0].amounts == (-1, -1, -1, 3) and trull[0].multiplier == 1


# --- §2.5 auction ---------------------------------------------------------------------------
@pytest.mark.parametrize("farberl", [False, True])
def test_s2_5_eldest_must_bid_rufer_or_solo(farberl):
    """§2.5 item 1: the eldest may not pass; Rufer or Solo (or Farberl if played)."""
    for seed in range(6):
        g = games.new_deal(GAME, seed=seed, dealer=seed % 4, farberl=farberl)
        s = g.to_move
        bids = ["rufer", "farberl", "solo"] if farberl else ["rufer", "solo"]
        assert [str(a) for a in g.legal_actions()] == [f"{s} bid {b}" for b in bids]


def test_s2_5_one_bid_each_and_rufer_only_by_the_eldest(zw):
    """§2.5: one bid each in the first lap; only the eldest may bid Rufer; no second bid."""
    g = zw.run(zw.deal(), "0 bid rufer", "0 call T20")
    assert g.explain(zw.action("0 bid solo")).code == "ZW_BID_ONCE"
    zw.run(g, "0 announce done")
    assert g.explain(zw.action("1 bid rufer")).code == "ZW_RUFER_ONLY_ELDEST"
    zw.run(g, "1 bid pass")
    assert g.explain(zw.action("1 bid solo")).code == "ZW_BID_ONCE"
    zw.run(g, "1 announce kontra:game", "2 bid pass", "2 announce done", "3 bid pass")
    assert g.speech.turn == 4 and g.explain(zw.action("0 bid solo")).code == "ZW_BID_ONCE"


def test_s2_5_call_is_xx_or_the_highest_missing_below_it(zw):
    """§2.5 (D-B3): XX, else XIX, …, IV, I — never Sküs, XXI, II or III; its holder is
    the partner."""
    order = [20, *range(19, 3, -1), 1]
    for seed in range(200):
        g = games.new_deal(GAME, seed=seed)
        held = {c.rank for c in g.dealt_hands[0] if c.suit is Suit.TRUMP}
        want = next(r for r in order if r not in held)
        g.apply(zw.action("0 bid rufer"))
        (call,) = g.legal_actions()
        assert call.card.suit is Suit.TRUMP and call.card.rank == want
        g.apply(call)
        assert call.card in g.dealt_hands[g.partner] and g.partner != 0


def test_s2_5_solo_overrides_rufer_and_is_final(zw):
    """§2.5 item 2: Solo over Rufer; nothing over Solo; the Rufer's partnership is gone."""
    g = zw.run(zw.deal(), "0 bid rufer", "0 call T20", "0 announce done", "1 bid solo")
    assert (g.contract, g.declarer, g.partner, g.called) == ("solo", 1, None, None)
    zw.run(g, "1 announce done")
    assert zw.legal(g) == ["2 bid pass"]


def test_s2_5_farberl_between_rufer_and_solo(zw):
    """§2.5 (option farberl): Farberl over Rufer, Solo over Farberl, not the reverse."""
    g = zw.run(zw.deal(farberl=True), "0 bid farberl")
    zw.run(g, "0 announce done")
    assert zw.legal(g) == ["1 bid solo", "1 bid pass"]
    zw.run(g, "1 bid solo", "1 announce done")
    assert g.contract == "solo" and zw.legal(g) == ["2 bid pass"]


def test_s2_5_announcements_ride_on_the_bid(zw):
    """§2.5: Pagat and Valat only by the bidder with his bid, or by the holder of the called
    tarock without a bid (which reveals him); never by a defender, never after lap 1."""
    g = zw.run(zw.deal(), "0 bid rufer", "0 call T20", "0 announce done", "1 bid pass")
    assert g.explain(zw.action("1 announce valat")).code == "ZW_ANNOUNCE_NOT_BIDDER"
    zw.run(g, "1 announce done", "2 bid pass")
    assert not g.speech.revealed and "2 announce valat" in zw.legal(g)
    zw.run(g, "2 announce valat")          # nothing more he may say: his turn ends
    assert g.speech.revealed and g.speech.valat_by == 2
    zw.run(g, "3 bid pass", "3 announce done")
    assert g.phase is Phases.AUCTION and g.to_move == 1       # S1 may still Kontra the Valat
    s = zw.run(zw.deal(), "0 bid rufer", "0 call T20", "0 announce done", "1 bid pass",
               "1 announce kontra:game", "2 bid pass", "2 announce done", "3 bid pass")
    assert s.speech.turn == 4 and s.to_move == 0                # S0 may answer with Re
    assert s.explain(zw.action("0 announce valat")).code == "ZW_ANNOUNCE_LAP_OVER"


def test_s2_5_partners_valat_forbids_a_later_solo(zw):
    """§2.5: a Valat of the Rufer side — here the partner's — forbids any Solo after it."""
    g = zw.run(zw.deal(), "0 bid rufer", "0 call T20", "0 announce done", "1 bid pass",
               "1 announce done", "2 bid pass", "2 announce valat")
    assert zw.legal(g) == ["3 bid pass"]
    assert g.explain(zw.action("3 bid solo")).code == "ZW_VALAT_BLOCKS_OVERCALL"


def test_s2_5_doubling_per_item_with_sides(zw):
    """§2.5 doubling: each item has its own level; Kontra and Sub from outside the declarer
    side, Re from inside (the hidden partner too, who reveals himself)."""
    g = zw.run(zw.deal(), "0 bid rufer", "0 call T20", "0 announce pagat", "0 announce done",
               "1 bid pass", "1 announce kontra:pagat", "1 announce done", "2 bid pass")
    assert g.levels() == {"game": 0, "pagat": 1}
    assert g.explain(zw.action("2 announce kontra:game")).code == "ZW_DOUBLE_WRONG_SIDE"
    zw.run(g, "2 announce re:pagat")
    assert g.levels() == {"game": 0, "pagat": 2} and g.speech.revealed
    zw.run(g, "2 announce done", "3 bid pass")
    assert g.explain(zw.action("3 announce re:game")).code == "ZW_DOUBLE_WRONG_CALL"
    assert zw.legal(g) == ["3 announce kontra:game", "3 announce sub:pagat", "3 announce done"]


def test_s2_5_never_against_a_call_more_than_one_lap_old(zw):
    """§2.5 (D-B5): at turn t only items changed at t−3..t−1 may be raised; the calls go
    on in turn while any raise is still possible."""
    g = zw.run(zw.deal(), "0 bid solo", "0 announce pagat", "0 announce done",   # t0
               "1 bid pass", "1 announce kontra:game", "1 announce done",         # t1
               "2 bid pass", "2 announce done", "3 bid pass")                     # t2, t3
    assert g.explain(zw.action("3 announce kontra:pagat")).allowed            # t0 ≥ t3 − 3
    zw.run(g, "3 announce done", "0 announce re:game")                            # t3, t4
    assert g.speech.turn == 5 and g.to_move == 1
    assert g.explain(zw.action("1 announce kontra:pagat")).code == "ZW_DOUBLE_TOO_OLD"
    assert zw.legal(g) == ["1 announce sub:game", "1 announce done"]
    zw.run(g, "1 announce done")
    assert g.to_move == 2 and zw.legal(g) == ["2 announce sub:game", "2 announce done"]
    zw.run(g, "2 announce done", "3 announce done")                               # t6, t7
    assert g.phase is Phase.PLAY and g.levels() == {"game": 2, "pagat": 0}


def test_s2_5_a_voided_call_takes_its_doublings_along(zw):
    """§2.5 item 3: Kontra on the Rufer and on its Pagat vanish with the Rufer when a Solo
    is bid; the Solo is scored undoubled."""
    g = zw.run(zw.deal(), "0 bid rufer", "0 call T20", "0 announce pagat", "0 announce done",
               "1 bid pass", "1 announce kontra:game", "1 announce kontra:pagat",
               "2 bid pass", "2 announce re:game", "2 announce done", "3 bid solo")
    assert g.levels() == {"game": 0} and g.speech.pagat_by is None and not g.speech.revealed
    sheet = play_random(finish_quietly(g, zw), 3).score_sheet()
    assert sheet.items[0].multiplier == 1 and all(i.key != "pagat" or not i.announced
                                                  for i in sheet)


# --- §2.6 play ------------------------------------------------------------------------------
def test_s2_6_eldest_leads_unless_farberl(zw):
    """§2.6: the eldest leads in a Rufer and in a Solo by someone else; in a Farberl the
    declarer leads."""
    solo = finish_quietly(zw.run(zw.deal(), "0 bid rufer", "0 call T20", "0 announce done",
                                 "1 bid pass", "1 announce done", "2 bid solo"), zw)
    assert solo.declarer == 2 and solo.to_move == 0
    farb = finish_quietly(zw.run(zw.deal(farberl=True), "0 bid rufer", "0 call T20",
                                 "0 announce done", "1 bid pass", "1 announce done",
                                 "2 bid farberl"), zw)
    assert farb.declarer == 2 and farb.to_move == 2


def test_s2_6_farberl_tarocks_must_be_played_but_cannot_win(zw):
    """§2.6 Farberl: a player void in the led suit must play a tarock, which cannot win."""
    g = finish_quietly(zw.run(zw.deal(TOP_TEN, farberl=True), "0 bid rufer", "0 call T12",
                              "0 announce done", "1 bid pass", "1 announce done",
                              "2 bid pass", "2 announce done", "3 bid farberl"), zw)
    assert g.to_move == 3
    zw.run(g, "3 play HK", "0 play Sk")
    assert zw.legal(g) == [f"1 play T{r}" for r in (12, 11, 10, 9, 8)]   # no heart: tarock
    assert g.explain(zw.action("1 play SK")).code == "FARBERL_MUST_PLAY_TAROCK"
    zw.run(g, "1 play T12", "2 play T7")
    assert g.trickplay.tricks[0].winner == 3


# --- §2.7 scoring ---------------------------------------------------------------------------
def test_s2_7_scores_agree_with_the_table_on_random_outcomes():
    """§2.7: 45 of 88 wins; Rufer 1 each way 2 v 2; Solo and Farberl 4 from each opponent;
    Pagat silent 1 / announced ±2; Valat silent 6 / announced ±12; ×2/×4/×8 per item;
    Trull 1 from each — against the reference above, on 3000 random consistent outcomes."""
    rng = Rng(2002)
    for _ in range(3000):
        contract = rng.choice(["rufer", "farberl", "solo"])
        declarer = rng.below(4)
        partner = rng.choice([s for s in range(4) if s != declarer]) if contract == "rufer" \
            else None
        team = [declarer] if partner is None else [declarer, partner]
        all_tricks = rng.choice([None, None, "declarer_side", "defenders"])
        points = {None: rng.below(89), "declarer_side": 88, "defenders": 0}[all_tricks]
        pagat_by = rng.choice([None, *team])
        valat = rng.choice([False, True])
        if pagat_by is not None:
            pagat_won_by = rng.choice([None, pagat_by])
        else:
            pagat_won_by = rng.choice([None, *range(4)])
        if all_tricks is not None and pagat_won_by is not None and (
                (pagat_won_by in team) != (all_tricks == "declarer_side")):
            pagat_won_by = None
        levels = {"game": rng.below(4)}
        if pagat_by is not None:
            levels["pagat"] = rng.below(4)
        if valat:
            levels["valat"] = rng.below(4)
        trull = rng.choice([None, *range(4)])
        got = score_deal(contract=contract, declarer=declarer, partner=partner,
                         declarer_points=points, levels=levels, pagat_announced_by=pagat_by,
                         valat_announced=valat, pagat_won_by=pagat_won_by,
                         all_tricks=all_tricks, trull_holder=trull).totals()
        assert got == reference_ledger(contract, declarer, partner, points, levels, pagat_by,
                                       valat, pagat_won_by, all_tricks, trull)


@pytest.mark.parametrize("seed", range(40))
def test_s2_7_played_deals_score_as_the_table_says(seed):
    """§2.7 on random complete deals: the sheet equals the reference computed from the
    tricks themselves (side points, last trick with the I, all ten tricks) and the calls."""
    g = play_random(games.new_deal(GAME, seed=seed, dealer=seed % 4, farberl=seed % 2 == 0),
                    seed)
    tp = g.trickplay
    team = set(g.declarer_side)
    points = sum(PACK.value[c] for t in tp.tricks if t.winner in team for c in t.cards)
    last = tp.tricks[-1]
    pagat_won_by = last.winner if last.card_of(last.winner) is T1 else None
    won = sum(t.winner in team for t in tp.tricks)
    all_tricks = "declarer_side" if won == 10 else "defenders" if won == 0 else None
    trull = next((s for s, h in enumerate(g.dealt_hands)
                  if {"Sk", "T21", "T1"} <= {c.code for c in h}), None)
    expected = reference_ledger(g.contract, g.declarer, g.partner, points, g.levels(),
                                g.speech.pagat_by, g.speech.valat_by is not None,
                                pagat_won_by, all_tricks, trull)
    assert g.score_sheet().totals() == expected


def test_s2_7_announced_valat_doubled_through_the_protocol(zw):
    """§2.7: a Solo with an announced Valat, Kontra and Re on the Valat (×4): the declarer
    takes all ten tricks: game 4 × 3 = 12, Valat 12 × 4 × 3 = 144."""
    g = zw.run(zw.deal(TOP_TEN), "0 bid solo", "0 announce valat",
               "1 bid pass", "1 announce kontra:valat", "1 announce done")
    g = play_random(finish_quietly(zw.run(g, "2 bid pass", "2 announce done", "3 bid pass",
                                          "3 announce done", "0 announce re:valat"), zw), 9)
    assert g.levels() == {"game": 0, "valat": 2} and g.card_points() == (88, 0)
    sheet = g.score_sheet()
    assert [(i.key, i.amounts[0]) for i in sheet] == [("game", 12), ("valat", 144)]
    assert sheet.totals() == (156, -52, -52, -52)


def test_s2_7_silent_valat_by_the_declarer(zw):
    """§2.7: silent Valat is 6 in the team pattern (Solo: 3 × 6 to the declarer)."""
    g = play_random(finish_quietly(zw.run(zw.deal(TOP_TEN), "0 bid solo"), zw), 4)
    assert [(i.key, i.announced) for i in g.score_sheet()] == [("game", None),
                                                               ("valat", False)]
    assert g.score_sheet().totals() == (12 + 18, -10, -10, -10)


# --- bad input ------------------------------------------------------------------------------
@pytest.mark.parametrize(("lines", "bad", "code"), [
    ((), "0 announce kontra:trull", "ZW_UNKNOWN_STATEMENT"),
    (("0 bid solo",), "0 call T20", "ZW_NO_CALL"),                     # no call in a Solo
    (("0 bid rufer",), "0 call Sk", "ZW_CALL_WRONG"),                  # Sküs is never called
    (("0 bid rufer", "0 call T20", "0 announce done", "1 bid pass"),
     "1 announce kontra:game kontra:pagat", "ZW_UNKNOWN_STATEMENT"),
    (("0 bid rufer", "0 call T20", "0 announce done", "1 bid pass"),
     "1 announce sub:game", "ZW_DOUBLE_WRONG_CALL"),                   # Sub before Kontra
    (("0 bid rufer", "0 call T20", "0 announce done", "1 bid pass",
      "1 announce kontra:game", "2 bid pass"), "2 announce kontra:game",
     "ZW_DOUBLE_WRONG_CALL"),
    (("0 bid solo",), "0 announce re:game", "ZW_DOUBLE_WRONG_CALL"),    # Re before Kontra
    (("0 bid solo", "0 announce done", "1 bid pass"), "1 announce pagat",
     "ZW_ANNOUNCE_NOT_BIDDER"),
    (("0 bid solo", "0 announce done", "1 bid pass"), "1 announce kontra:valat",
     "ZW_DOUBLE_NO_ITEM"),
])
def test_impossible_bids_calls_and_doublings_are_explained(zw, lines, bad, code):
    """§2.5: every impossible statement is refused with its reason, a rule reference,
    the legal alternatives and a Japanese sentence; ``apply`` raises IllegalAction."""
    from tarock_tutor.core.errors import IllegalAction
    from tarock_tutor.core.protocol import Announce

    g = zw.run(zw.deal(), *lines)
    seat, kind, arg = bad.split(" ", 2)
    action = Announce(int(seat), arg) if kind == "announce" else zw.action(bad)
    v = g.explain(action)
    assert (v.allowed, v.code) == (False, code) and "§2.5" in str(v.rule)
    assert v.alternatives and all(g.explain(a).allowed for a in v.alternatives)
    assert v.message("ja") and not any(w in v.message("ja") for w in ("{", "None"))
    with pytest.raises(IllegalAction):
        g.apply(action)


@pytest.mark.parametrize(("hands", "match"), [
    (("T2",), "not in the 40-card pack"),                                # II is removed
    (("S9",), "not in the 40-card pack"),                                # so is the ♠9
    (("HK",), "dealt twice"),
    ((), "holds 11"),
])
def test_impossible_typed_in_deals_are_refused(zw, hands, match):
    """§2.2/§2.3: a typed-in deal must be the 40-card pack, ten cards each, no talon."""
    from tarock_tutor.core.errors import TarockError

    rows = list(TOP_TEN)
    if hands:
        rows[1] = rows[1].replace("S10", hands[0])
    else:
        rows[0] += " S10"
        rows[1] = rows[1].replace(" S10", "")
    with pytest.raises(TarockError, match=match):
        zw.deal(rows)


def test_wrong_types_in_actions_are_refused(zw):
    """Malformed actions: a seat that is not a number, a card that is not a Card."""
    from tarock_tutor.core.errors import TarockError
    from tarock_tutor.core.protocol import Bid, Play

    g = zw.deal()
    with pytest.raises(TarockError, match="seat"):
        g.explain(Bid("0", "rufer"))  # type: ignore[arg-type]
    g = finish_quietly(zw.run(g, "0 bid solo"), zw)
    with pytest.raises(TarockError, match=r"Play\.card must be a Card"):
        g.explain(Play(0, "HK"))  # type: ignore[arg-type]


# --- Japanese for readers -------------------------------------------------------------------
def is_japanese_sentence(text: str) -> bool:
    """No English words left (card codes and option names aside, which are not here)."""
    import re
    return bool(text) and not re.search(r"[A-Za-z]{3,}", text)


@pytest.mark.parametrize("kwargs", [
    dict(contract="rufer", declarer=0, declarer_points=50),
    dict(contract="rufer", declarer=1, partner=1, declarer_points=50),
    dict(contract="solo", declarer=0, declarer_points=50, levels={"pagat": 1}),
    dict(contract="solo", declarer=0, declarer_points=50, pagat_announced_by=1),
    dict(contract="solo", declarer=0, declarer_points=50, pagat_announced_by=0,
         pagat_won_by=2),
    dict(contract="solo", declarer=0, declarer_points=80, all_tricks="declarer_side"),
    dict(contract="solo", declarer=0, declarer_points=88, all_tricks="declarer_side",
         pagat_won_by=2),
    dict(contract="solo", declarer=0, declarer_points=-1),
    dict(contract="solo", declarer=0, declarer_points=50, levels={"game": 5}),
    dict(contract="solo", declarer=9, declarer_points=50),
    dict(contract="dreier", declarer=0, declarer_points=50),
])
def test_score_calculator_errors_are_explained_in_japanese(kwargs):
    """The score calculator's impossible inputs: the English message for the API and a
    Japanese sentence saying what to correct for the book (``error_ja``)."""
    from tarock_tutor.games.zwanziger import ScoreInputError, error_ja

    with pytest.raises(ScoreInputError) as info:
        score_deal(**kwargs)
    assert is_japanese_sentence(error_ja(info.value)), error_ja(info.value)
    assert error_ja(info.value) == info.value.ja and str(info.value) != info.value.ja


@pytest.mark.parametrize(("hand", "trick", "match", "ja"), [
    ("T5 CK", "CK", "both in the hand and in the trick", "クラブのキングが手札と台札の両方"),
    ("T5", "CK CQ CN S10", "0..3 cards", "0〜3枚"),
    ("", "CK", "1..10 cards", "1〜10枚"),
    ("T2", "CK", "not in the 40-card pack", "パックにないカード"),
    ("T5 T5", "CK", "twice", "2回"),
])
def test_follow_checker_input_is_checked_and_explained_in_japanese(hand, trick, match, ja):
    """The Farberl follow checker's typed-in position (§2.6): a hand of 1..10 cards, a
    trick of 0..3 cards, no card twice; the reader gets a Japanese sentence."""
    from tarock_tutor.core.errors import TarockError
    from tarock_tutor.games.zwanziger import error_ja, follow_position

    with pytest.raises(TarockError, match=match) as info:
        follow_position(hand, trick)
    assert ja in error_ja(info.value)
    assert follow_position("T5 T4 DK", "CK CQ") == (parse_cards("T5 T4 DK", PACK),
                                                   parse_cards("CK CQ", PACK))


def test_unknown_bid_is_named_in_japanese(zw):
    """A reader's verdict names the bids in Japanese (not the API's ids)."""
    from tarock_tutor.core.protocol import Bid

    text = zw.deal().explain(Bid(0, "dreier")).message("ja")
    assert "ルーファー、ファルバール、ソロ、パス" in text and "rufer" not in text


def test_score_sheet_notes_are_japanese():
    """The game line's note is shown on the sheet: Japanese, with the threshold."""
    sheet = score_deal(contract="rufer", declarer=0, partner=2, declarer_points=50)
    assert sheet.items[0].note == "デクレアラー側 50点(45点以上で勝ち)"


# --- §2.5 as a whole: a reference model of the spoken procedure -----------------------------
class ReferenceAuction:
    """The spoken procedure written again from spec §2.5 (and D-B4, D-B5, D-B8) alone."""

    RANK: ClassVar[dict[str, int]] = {"rufer": 0, "farberl": 1, "solo": 2}

    def __init__(self, hands, farberl, valat_blocks_farberl=True):
        self.hands, self.farberl, self.block_farberl = hands, farberl, valat_blocks_farberl
        self.t, self.bid_said, self.awaiting_call, self.finished = 0, False, False, False
        self.contract = self.declarer = self.partner = self.pagat_by = self.valat_by = None
        self.bid_turn, self.items = -1, {}

    def seat(self):
        return self.t % 4                        # dealer 3: the eldest is seat 0

    def statements(self, s, t):
        side = {self.declarer, self.partner} - {None}
        out = []
        if t < 4:
            for item in ("pagat", "valat"):
                by_bid = s == self.declarer and self.bid_turn == t
                by_partner = self.contract == "rufer" and s == self.partner
                held = item == "valat" or T1 in self.hands[s]
                if (by_bid or by_partner) and held and getattr(self, item + "_by") is None:
                    out.append(item)
        for item, (level, last) in self.items.items():
            against = level % 2 == 0
            if level < 3 and (s in side) != against and t - 4 < last < t:
                out.append(f"{('kontra', 're', 'sub')[level]}:{item}")
        return out

    def legal(self):
        s = self.seat()
        if self.awaiting_call:
            return ["call"]
        if self.t < 4 and not self.bid_said:
            if self.t == 0:
                return ["bid rufer", *(["bid farberl"] if self.farberl else []), "bid solo"]
            out = []
            blocked = self.contract == "rufer" and self.valat_by is not None
            for b in ("farberl", "solo"):
                if (b == "solo" or self.farberl) and self.RANK[b] > self.RANK[self.contract] \
                        and not (blocked and (b == "solo" or self.block_farberl)):
                    out.append(f"bid {b}")
            return [*out, "bid pass"]
        return [f"announce {w}" for w in self.statements(s, self.t)] + ["announce done"]

    def apply(self, text, called_holder):
        s = self.seat()
        kind, _, arg = text.partition(" ")
        if kind == "call":
            self.awaiting_call, self.partner = False, called_holder
        elif kind == "bid":
            self.bid_said = True
            if arg != "pass":
                self.contract, self.declarer, self.bid_turn = arg, s, self.t
                self.partner = self.pagat_by = self.valat_by = None
                self.items = {"game": (0, self.t)}
                self.awaiting_call = arg == "rufer"
        elif arg == "done":
            return self.end_turn()
        elif arg in ("pagat", "valat"):
            setattr(self, arg + "_by", s)
            self.items[arg] = (0, self.t)
        else:
            item = arg.split(":")[1]
            self.items[item] = (self.items[item][0] + 1, self.t)
        if not self.awaiting_call and not (self.t < 4 and not self.bid_said) \
                and not self.statements(s, self.t):
            self.end_turn()

    def end_turn(self):
        self.t, self.bid_said = self.t + 1, False
        while self.t >= 4:
            if self.statements(self.seat(), self.t):
                return
            if not any(lv < 3 and self.t <= last + 3 for lv, last in self.items.values()):
                self.finished = True
                return
            self.t += 1


@pytest.mark.parametrize("seed", range(60))
def test_s2_5_random_auctions_match_the_reference_model(seed):
    """§2.5 whole: on random auctions (with Farberl on even seeds) the engine's legal list,
    the turn and the end of the procedure agree with the reference model at every step."""
    farberl = seed % 2 == 0
    g = games.new_deal(GAME, seed=seed, farberl=farberl)
    ref = ReferenceAuction(g.dealt_hands, farberl)
    rng = Rng(seed)

    def label(a):
        return "call" if str(a).split()[1] == "call" else str(a).split(" ", 1)[1]

    while g.phase is Phases.AUCTION:
        legal = g.legal_actions()
        assert sorted(map(label, legal)) == sorted(ref.legal()) and g.to_move == ref.seat(), (
            ref.t, legal)
        speaking = [a for a in legal if not str(a).endswith("done")] or legal
        a = rng.choice(speaking if rng.below(3) else legal)
        g.apply(a)
        ref.apply(label(a), next((s for s, h in enumerate(g.dealt_hands) if g.called in h),
                                 None))
    assert ref.finished and g.levels() == {k: lv for k, (lv, _) in ref.items.items()}


@pytest.mark.parametrize(("hands", "match"), [
    (TOP_TEN[:3], "4 seats, but 3 hands"),
    ((*TOP_TEN, "HK"), "4 seats, but 5 hands"),
    ((*TOP_TEN[:3], ""), "seat 3 holds 0 cards"),
    (" ".join(TOP_TEN), "one hand per seat"),
])
def test_typed_in_deal_of_the_wrong_shape_is_refused(hands, match):
    """§2.3: four hands of ten cards, given as a list; anything else names what is wrong."""
    from tarock_tutor.core.errors import TarockError

    with pytest.raises(TarockError, match=match):
        games.new_deal(GAME, hands=list(hands) if isinstance(hands, tuple) else hands)


@pytest.mark.parametrize("farberl", [False, True])
def test_s2_6_every_play_refusal_cites_this_games_rules(zw, farberl):
    """§2.6: a refused play cites §2.6 of this game's spec (Farberl included), never
    another game's section."""
    contract = "farberl" if farberl else "solo"
    g = finish_quietly(zw.run(zw.deal(TOP_TEN, farberl=farberl), f"0 bid {contract}"), zw)
    zw.run(g, "0 play T13")
    for bad in ("1 play SK", "1 play S10"):
        v = g.explain(zw.action(bad))
        assert v.code == "MUST_PLAY_TRUMP" and "§2.6" in str(v.rule), v.rule
        assert "neunzehner-zwanziger-sicilian.md" in str(v.rule)
    zw.run(g, "1 play T12", "2 play T7", "3 play HK", "0 play Sk")
    v = g.explain(zw.action("1 play SK"))
    assert not v.allowed and "§2.6" in str(v.rule)
