"""Worked examples CG-01 … CG-19 of spec cego-dreierles.md §4.2 (and the counting
checks of §4.1 that concern Cego) as fixtures.

Seat letters of the spec map to seats with dealer 0: 3 players A=1, B=2, C=0;
4 players A=1, B=2, C=3, D=0.
"""

from __future__ import annotations

import pytest

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.games import cego
from tarock_tutor.games.cego.pack import CEGO51, TAROCK54

A3, B3, C3 = 1, 2, 0
A4, B4, C4, D4 = 1, 2, 3, 0


def run_bids(g: cego.CegoState, calls: list[tuple[int, str]]) -> None:
    for seat, what in calls:
        g.apply(cego.bid(seat, what))


# --- §4.1 counting -------------------------------------------------------------------

@pytest.mark.parametrize(("cards", "points"), [
    ("HK SN S10", 7), ("HK SQ Sk", 12), ("T21 T1 HK", 13), ("HQ SQ CQ", 10),
    ("HQ SQ CN", 9), ("HJ SJ CJ", 4), ("T2 T3 T4", 1), ("HK", 4), ("T2 T3", 1), ("T2", 0),
])
def test_spec_4_1_counting_groups(cards: str, points: int) -> None:
    """Spec §4.1: three-card groups and leftovers, Baden count (seed 000 phrasing)."""
    assert count_baden(parse_cards(cards), TAROCK54) == points


def test_spec_4_1_whole_packs_and_3p_bonus() -> None:
    """Spec §4.1 / §2.10: 54 cards count 70; 51 cards 69, +1 for the 3p declarer = 70."""
    assert count_baden(TAROCK54.cards, TAROCK54) == 70
    assert count_baden(CEGO51.cards, CEGO51) == 69
    assert cego.card_points(CEGO51.cards, 3) == 70


# --- §4.2 -----------------------------------------------------------------------------

CG01_PILE = "Sk T21 HK SK CQ DQ HN SJ DJ " + " ".join(f"T{r}" for r in range(2, 20))


def test_cg01_exactly_36_wins() -> None:
    """CG-01 (§4.2): 27 cards, valued 35 + 18 blanks → 35, +1 (3p) = 36; units +1 ×1."""
    pile = parse_cards(CG01_PILE)
    assert len(pile) == 27
    assert cego.card_points(pile, 3) == 36
    rest = [c for c in CEGO51.cards if c not in pile]
    assert count_baden(rest, CEGO51) == 34
    r = cego.score_contract(players=3, contract="cego", declarer=A3, declarer_cards=pile)
    assert (r.declarer_points, r.units, r.multiplier) == (36, 1, 1)
    assert r.entries[A3] == 1 and sum(r.entries) == 1
    assert r.net[A3] == 2 and r.net[B3] == -1 and r.net[C3] == -1


def test_cg01_auction_forced_cego_then_passes() -> None:
    """CG-01 bidding: A opens Cego (forced), B pass, C pass → A declarer in Cego."""
    g = cego.new_game(players=3, seed=11)
    run_bids(g, [(A3, "pass"), (B3, "pass"), (C3, "pass"), (A3, "cego"), (B3, "pass"),
                 (C3, "pass")])
    assert (g.declarer, g.contract, g.after_solo) == (A3, "cego", False)


# CG-03: B and C hold pips in two suits, two of one suit; C lacks the Pfeife.
CG03_HANDS = {B3: "S8 S9 H1 T2 T3", C3: "C8 C9 D1 T4 T5", A3: "T1"}


def test_cg03_auction_b_holds_zwei_verschiedene_c_cannot_bid_pfeife() -> None:
    """CG-03 (§4.2): A Cego, B Eine, A pass, C Eine Leere, B hold, C Zwei Leere, B hold,
    C Zwei Verschiedene, B hold → C lacks T1, may only pass → B declarer (×5)."""
    g = cego.new_game(players=3, hands=CG03_HANDS)
    run_bids(g, [(A3, "pass"), (B3, "pass"), (C3, "pass"), (A3, "cego"), (B3, "eine"),
                 (A3, "pass"), (C3, "eine_leere"), (B3, "hold"), (C3, "zwei_leere"),
                 (B3, "hold"), (C3, "zwei_verschiedene"), (B3, "hold")])
    assert [a.bid for a in g.legal_actions()] == ["pass"]
    v = g.explain(cego.bid(C3, "pfeife"))
    assert (v.allowed, v.code) == (False, "NEED_PFEIFE")
    g.apply(cego.bid(C3, "pass"))
    assert (g.declarer, g.contract) == (B3, "zwei_verschiedene")


def test_cg03_declarer_takes_no_trick() -> None:
    """CG-03 score: no trick → 0 points (legage and +1 to the defenders), −8 × 5 = −40."""
    r = cego.score_contract(players=3, contract="zwei_verschiedene", declarer=B3,
                            declarer_points=50, took_trick=False)
    assert (r.declarer_points, r.units, r.multiplier) == (0, -8, 5)
    assert r.entries == (40, 40, 0)         # seats C=0, A=1 get 40 each
    assert r.net[B3] == -80 and r.net[A3] == 40 and r.net[C3] == 40


CG04_HANDS = {A3: "S8 S9 H1 T2", B3: "C8 C9 D1 T3", C3: "T1 H2 H3 D2"}
CG04_BIDS = [(A3, "pass"), (B3, "pass"), (C3, "pass"), (A3, "cego"), (B3, "eine"),
             (A3, "hold"), (B3, "eine_leere"), (A3, "hold"), (B3, "zwei_leere"),
             (A3, "pass"), (C3, "zwei_verschiedene"), (B3, "hold"), (C3, "pfeife")]


def test_cg04_auction_pfeife_cannot_be_held() -> None:
    """CG-04 bidding and §4.2 assertion: nobody may hold a Pfeife bid; the senior passes."""
    g = cego.new_game(players=3, hands=CG04_HANDS)
    run_bids(g, CG04_BIDS)
    assert g.to_move == B3
    assert [a.bid for a in g.legal_actions()] == ["pass"]
    v = g.explain(cego.bid(B3, "hold"))
    assert (v.allowed, v.code) == (False, "NEED_PFEIFE")
    g.apply(cego.bid(B3, "pass"))
    assert (g.declarer, g.contract) == (C3, "pfeife")


def test_cg04_pfeife_broken_with_44() -> None:
    """CG-04: Pfeife lost late, 44 points ≥ 36 → units −1 × 6 = −6."""
    r = cego.score_contract(players=3, contract="pfeife", declarer=C3, declarer_points=44,
                            pfeife_broken=True)
    assert (r.units, r.multiplier, r.won) == (-1, 6, False)
    assert r.net[C3] == -12 and r.net[A3] == 6 and r.net[B3] == 6


def test_cg05_pfeife_broken_with_30() -> None:
    """CG-05: Pfeife lost late, 30 points → units(30) = −2 × 6 = −12."""
    r = cego.score_contract(players=3, contract="pfeife", declarer=C3, declarer_points=30,
                            pfeife_broken=True)
    assert r.units == -2
    assert r.entries[A3] == 12 and r.entries[B3] == 12
    assert r.net[C3] == -24 and r.net[A3] == 12 and r.net[B3] == 12


def test_cg07_contract_after_solo() -> None:
    """CG-07: A Solo; B Cego; C Eine; B hold; C Eine Leere; B pass → C Eine Leere after
    Solo (×4); 47 points → +3 × 4 = +12."""
    g = cego.new_game(players=3, hands={B3: "S8 S9", C3: "H1 H2"})
    run_bids(g, [(A3, "solo"), (B3, "cego"), (C3, "eine"), (B3, "hold"),
                 (C3, "eine_leere"), (B3, "pass")])
    assert (g.declarer, g.contract, g.after_solo) == (C3, "eine_leere", True)
    r = cego.score_contract(players=3, contract="eine_leere", declarer=C3, declarer_points=47,
                            after_solo=True)
    assert (r.units, r.multiplier) == (3, 4)
    assert r.net[C3] == 24 and r.net[A3] == -12 and r.net[B3] == -12


def test_cg08_solo_won() -> None:
    """CG-08: A Solo, B pass, C pass → A plays Solo; 58 → +5 × 1."""
    g = cego.new_game(players=3, seed=8)
    run_bids(g, [(A3, "solo"), (B3, "pass"), (C3, "pass")])
    assert (g.declarer, g.contract, g.phase.value) == (A3, "solo", "play")
    r = cego.score_contract(players=3, contract="solo", declarer=A3, declarer_points=58,
                            after_solo=True)
    assert (r.units, r.multiplier) == (5, 1)
    assert r.net[A3] == 10 and r.net[B3] == -5 and r.net[C3] == -5


def test_cg09_solo_lost_counts_double() -> None:
    """CG-09: Solo with 28 → −2 × 2 (a lost Solo) = −4."""
    r = cego.score_contract(players=3, contract="solo", declarer=A3, declarer_points=28,
                            after_solo=True)
    assert (r.units, r.multiplier) == (-2, 2)
    assert r.net[A3] == -8 and r.net[B3] == 4 and r.net[C3] == 4


CG11_HANDS = {
    A3: "S8 S9 H1 T2 T3 T4 T5 HK CK DK SQ CQ DQ",
    B3: "Sk T19 T6 T7 T8 T9 T10 T11 C8 C9 H2 H3 D1",
    C3: "T12 T13 S10 C10 H4 D2 D3 SK HQ SN CN HN DN",
}


def test_cg11_exposure_catches_a_defender() -> None:
    """CG-11 (§4.2, §2.8): A declarer in Zwei Leere (plain ×4) exposes; B holds 8 trumps
    with Stieß and T19 (a solo hand) → B scored −8 × 4 = −32: B −64, A +32, C +32."""
    g = cego.new_game(players=3, hands=CG11_HANDS)
    assert g.solo_hands == (False, False, True)
    run_bids(g, [(A3, "pass"), (B3, "pass"), (C3, "pass"), (A3, "cego"), (B3, "eine"),
                 (A3, "hold"), (B3, "eine_leere"), (A3, "hold"), (B3, "zwei_leere"),
                 (A3, "hold"), (B3, "pass"), (C3, "pass")])
    assert (g.declarer, g.contract) == (A3, "zwei_leere")
    g.apply(cego.keep(A3, "S8", "S9"))
    assert g.shown == tuple(parse_cards("S8 S9"))
    lowest = min((c for c in g.hand(A3) if c.is_trump), key=lambda c: c.rank)
    g.apply(cego.discard(A3, lowest))
    assert g.verification_discard == lowest
    assert cego.expose(A3) in g.legal_actions()
    g.apply(cego.expose(A3))
    assert g.phase.value == "finished"
    r = g.result_score()
    assert r.entries == (32, 32, 0)
    assert r.net[B3] == -64 and r.net[A3] == 32 and r.net[C3] == 32


def test_cg13_first_bidder_passes_after_solo() -> None:
    """CG-13 (§4.2, §2.6 rule 5): A Solo; B pass; C may only open Cego and is declarer at
    once; Cego after Solo ×2, 40 points → +2 × 2 = +4."""
    g = cego.new_game(players=3, seed=13)
    run_bids(g, [(A3, "solo"), (B3, "pass")])
    assert [a.bid for a in g.legal_actions()] == ["cego", "pass"]
    assert g.explain(cego.bid(C3, "eine")).code == "OPENING_BID_IS_CEGO"
    g.apply(cego.bid(C3, "cego"))
    assert (g.declarer, g.contract, g.after_solo) == (C3, "cego", True)
    assert g.phase.value == "exchange"
    r = cego.score_contract(players=3, contract="cego", declarer=C3, declarer_points=40,
                            after_solo=True)
    assert (r.units, r.multiplier) == (2, 2)
    assert r.net[C3] == 8 and r.net[A3] == -4 and r.net[B3] == -4


CG15_PILE = "T21 SK HK CQ DN HJ " + " ".join(f"T{r}" for r in range(2, 18))


def test_cg15_four_players_one_leftover_loss() -> None:
    """CG-15 (§4.2): stage 3 A Cego, B Eine, A pass, C pass, D pass → B Eine (×2);
    22 cards F 40 → 25 (one leftover, −1); defenders 45; −3 × 2 = −6."""
    g = cego.new_game(players=4, seed=15)
    run_bids(g, [(A4, "pass"), (B4, "pass"), (C4, "pass"), (D4, "pass"),
                 (A4, "pass"), (B4, "pass"), (C4, "pass"), (D4, "pass"),
                 (A4, "cego"), (B4, "eine"), (A4, "pass"), (C4, "pass"), (D4, "pass")])
    assert (g.declarer, g.contract) == (B4, "eine")
    pile = parse_cards(CG15_PILE)
    assert len(pile) == 22 and cego.card_points(pile, 4) == 25
    assert count_baden([c for c in TAROCK54.cards if c not in pile], TAROCK54) == 45
    r = cego.score_contract(players=4, contract="eine", declarer=B4, declarer_cards=pile)
    assert (r.units, r.multiplier) == (-3, 2)
    assert r.net[B4] == -18 and r.net[A4] == 6 and r.net[C4] == 6 and r.net[D4] == 6


def test_cg17_piccolo_made() -> None:
    """CG-17 (§4.2): stage 1 all pass; A Piccolo, B/C/D pass; one trick → +10 (×3 net)."""
    g = cego.new_game(players=4, seed=17)
    run_bids(g, [(A4, "pass"), (B4, "pass"), (C4, "pass"), (D4, "pass"),
                 (A4, "piccolo")])
    assert [a.bid for a in g.legal_actions()] == ["bettel", "pass"]
    run_bids(g, [(B4, "pass"), (C4, "pass"), (D4, "pass")])
    assert (g.declarer, g.contract, g.phase.value) == (A4, "piccolo", "play")
    assert g.to_move == A4
    r = cego.score_negative(players=4, contract="piccolo", declarer=A4, tricks_won=1)
    assert r.entries[A4] == 10
    assert r.net[A4] == 30 and r.net[B4] == -10 and r.net[C4] == -10 and r.net[D4] == -10


def test_cg19_raeuber_single_loser() -> None:
    """CG-19 (§4.2): stages 1–2 all pass; A Cego, B/C/D pass; A converts to Räuber.
    Points A 18, B 20, C 14, D 10 → B −5: B −15, A/C/D +5."""
    g = cego.new_game(players=4, seed=19)
    run_bids(g, [(s, "pass") for s in (A4, B4, C4, D4)] * 2)
    run_bids(g, [(A4, "cego"), (B4, "pass"), (C4, "pass"), (D4, "pass")])
    assert [a.bid for a in g.legal_actions()] == ["cego", "raeuber"]
    g.apply(cego.bid(A4, "raeuber"))
    assert (g.contract, g.to_move) == ("raeuber", A4)
    points = [0] * 4
    points[A4], points[B4], points[C4], points[D4] = 18, 20, 14, 10
    r = cego.score_raeuber(points=points, caller=A4)
    assert r.entries[B4] == -5 and sum(r.entries) == -5
    assert r.net[B4] == -15 and r.net[A4] == 5 and r.net[C4] == 5 and r.net[D4] == 5


def test_cg19_raeuber_piles_count_as_in_the_example() -> None:
    """CG-19's pile arithmetic (§1.3 formula): n 12 F 26 → 18; n 16 F 31 → 20;
    n 8 F 19 → 14; n 8 F 15 → 10; the highest (B) loses."""
    blanks = iter(c for c in TAROCK54.cards if TAROCK54.value[c] == 1)

    def pile(valued: str, n: int) -> list[Card]:
        cards = parse_cards(valued)
        return cards + [next(blanks) for _ in range(n - len(cards))]

    piles = {A4: pile("SK HK SQ HQ", 12), B4: pile("CK DK T21 CQ", 16),
             C4: pile("T1 Sk DQ", 8), D4: pile("SN HN CN SJ", 8)}
    fs = {s: sum(TAROCK54.value[c] for c in p) for s, p in piles.items()}
    assert (fs[A4], fs[B4], fs[C4], fs[D4]) == (26, 31, 19, 15)
    pts = [count_baden(piles[s], TAROCK54) for s in range(4)]
    assert (pts[A4], pts[B4], pts[C4], pts[D4]) == (18, 20, 14, 10)
    assert cego.score_raeuber(points=pts, caller=A4).entries[B4] == -5
