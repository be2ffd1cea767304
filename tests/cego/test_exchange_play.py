"""Exchanges (spec §2.4–2.5), play with the Pfeife rule (§2.9), the court card kept as a
pip (§2.4 option), exposure permission (§2.8) and the Räuber lead."""

from __future__ import annotations

import pytest

from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.games import cego

A3, B3, C3 = 1, 2, 0
A4, B4, C4, D4 = 1, 2, 3, 0
ALL_PASS_3 = [(A3, "pass"), (B3, "pass"), (C3, "pass")]


def run(g: cego.CegoState, calls: list[tuple[int, str]]) -> cego.CegoState:
    for seat, what in calls:
        g.apply(cego.bid(seat, what))
    return g


def to_contract(contract: str, hands: dict[int, str], talon: str | None = None,
                **options: object) -> cego.CegoState:
    """A 3p deal where A (seat 1) ends as declarer of ``contract`` with B holding
    at each step and then passing."""
    g = cego.new_game(players=3, hands=hands, talon=talon, **options)
    run(g, ALL_PASS_3)
    g.apply(cego.bid(A3, "cego"))
    for step in cego.LADDER[1:cego.LADDER.index(contract) + 1]:
        g.apply(cego.bid(B3, step))
        g.apply(cego.bid(A3, "hold"))
    run(g, [(B3, "pass"), (C3, "pass")])
    assert (g.declarer, g.contract) == (A3, contract)
    return g


PIPS = "S8 S9 H1 D1 T1 T2 T3 T20"
B_PIPS = "C8 C9 H2 D2"


def test_cego_keep_two_take_talon_discard_any() -> None:
    """§2.4 row 1: Cego keeps any 2 (78 ways from 13), takes the talon, discards 1 of 14."""
    g = to_contract("cego", {A3: PIPS, B3: B_PIPS})
    keeps = g.legal_actions()
    assert len(keeps) == 78
    g.apply(cego.keep(A3, "S8", "T20"))
    assert len(g.hand(A3)) == 14 and len(g.legage) == 11
    assert len(g.legal_actions()) == 14
    g.apply(cego.discard(A3, "S8"))
    assert len(g.hand(A3)) == 13 and len(g.legage) == 12
    assert g.verification_discard is None and g.phase.value == "play"
    assert g.to_move == A3                          # the declarer leads (§2.9)


def test_eine_keeps_one_and_no_discard() -> None:
    """§2.4 row 2: Eine keeps 1 card and takes the talon: 1 + 12 = 13, no discard."""
    g = to_contract("eine", {A3: PIPS, B3: B_PIPS})
    assert len(g.legal_actions()) == 13
    v = g.explain(cego.keep(A3, "S8", "S9"))
    assert (v.allowed, v.code) == (False, "WRONG_KEEP_COUNT")
    g.apply(cego.keep(A3, "T20"))
    assert g.phase.value == "play" and len(g.hand(A3)) == 13 and g.shown == ()


def test_eine_leere_keeps_a_pip_face_up_until_first_lead() -> None:
    """§2.4 row 3: exactly one pip card, shown face up until the first card is played."""
    g = to_contract("eine_leere", {A3: PIPS, B3: B_PIPS})
    assert {a.cards for a in g.legal_actions()} == {  # type: ignore[attr-defined]
        (parse_card(c),) for c in ("S8", "S9", "H1", "D1")}
    assert g.explain(cego.keep(A3, "T20")).code == "KEEP_MUST_BE_PIP"
    assert g.explain(cego.keep(A3, "SK")).code in ("KEEP_MUST_BE_PIP", "NOT_IN_HAND")
    g.apply(cego.keep(A3, "H1"))
    assert g.shown == (parse_card("H1"),)
    g.apply(g.legal_actions()[0])
    assert g.shown == ()


def test_zwei_leere_same_suit_and_lowest_trump_discard() -> None:
    """§2.4 row 4: two pips of one suit; final discard the lowest trump, kept apart."""
    g = to_contract("zwei_leere", {A3: PIPS, B3: B_PIPS})
    assert [a.cards for a in g.legal_actions()] == [  # type: ignore[attr-defined]
        tuple(parse_cards("S8 S9"))]
    assert g.explain(cego.keep(A3, "S8", "H1")).code == "KEEP_SAME_SUIT"
    assert g.explain(cego.keep(A3, "S8", "S8")).code == "DUPLICATE_CARD"
    g.apply(cego.keep(A3, "S8", "S9"))
    lowest = min((c for c in g.hand(A3) if c.is_trump), key=lambda c: c.rank)
    others = [c for c in g.hand(A3) if c != lowest]
    v = g.explain(cego.discard(A3, others[0]))
    assert (v.allowed, v.code, v.params["card"]) == (False, "MUST_DISCARD_LOWEST_TRUMP",
                                                     lowest.code)
    assert [a.cards for a in g.legal_actions()] == [(lowest,)]  # type: ignore[attr-defined]
    g.apply(cego.discard(A3, lowest))
    assert g.verification_discard == lowest and lowest in g.legage


def test_zwei_verschiedene_different_suits_and_highest_trump_discard() -> None:
    """§2.4 row 5: two pips of different suits; final discard the highest trump."""
    g = to_contract("zwei_verschiedene", {A3: PIPS, B3: B_PIPS})
    kept = {frozenset(c.code for c in a.cards) for a in g.legal_actions()}  # type: ignore
    assert kept == {frozenset(p) for p in (("S8", "H1"), ("S8", "D1"), ("S9", "H1"),
                                           ("S9", "D1"), ("H1", "D1"))}
    assert g.explain(cego.keep(A3, "S8", "S9")).code == "KEEP_DIFFERENT_SUITS"
    g.apply(cego.keep(A3, "S8", "H1"))
    highest = max((c for c in g.hand(A3) if c.is_trump), key=lambda c: c.rank)
    assert g.explain(cego.discard(A3, "S8")).code == "MUST_DISCARD_HIGHEST_TRUMP"
    g.apply(cego.discard(A3, highest))
    assert g.verification_discard == highest


def test_forced_discard_without_trump_is_free() -> None:
    """Decision C5: with no trump after the talon, any one card may be discarded."""
    talon = "SK SQ SN SJ CK CQ CN CJ HK HQ HN HJ"
    g = to_contract("zwei_leere", {A3: PIPS, B3: B_PIPS}, talon=talon)
    g.apply(cego.keep(A3, "S8", "S9"))
    assert not any(c.is_trump for c in g.hand(A3))
    assert len(g.legal_actions()) == 14
    v = g.explain(cego.discard(A3, "HK"))
    assert (v.allowed, v.code) == (True, "NO_TRUMP_ANY_DISCARD")


def test_court_as_pip_option_and_its_rank() -> None:
    """§2.4 optional rule: a court may stand in for a missing pip (only then) and ranks
    below every card of its suit; it keeps its value (decision C4)."""
    hands = {A3: "S8 SK HK H1 T1 T2 T3 T20 T4 T5 T6 T7 T8", B3: "C8 C9 H2 D2 S9 S10",
             C3: "SQ"}
    g = to_contract("zwei_leere", hands, face_card_as_pip=True)
    assert g.explain(cego.keep(A3, "S8", "SK")).code == "KEEP_OK"
    assert g.explain(cego.keep(A3, "H1", "HK")).code == "KEEP_OK"
    plain = to_contract("zwei_leere", {A3: "S8 S9 SK T1 T2 T3", B3: B_PIPS},
                        face_card_as_pip=True)
    assert plain.explain(cego.keep(A3, "S8", "SK")).code == "COURT_ONLY_IF_SHORT_OF_PIPS"
    g.apply(cego.keep(A3, "S8", "SK"))
    assert g.demoted == (parse_card("SK"),)
    lowest = min((c for c in g.hand(A3) if c.is_trump), key=lambda c: c.rank)
    g.apply(cego.discard(A3, lowest))
    g.apply(cego.play(A3, "SK"))               # led: lowest spade now
    g.apply(cego.play(B3, "S9"))               # B must follow spades
    g.apply(cego.play(C3, "SQ"))
    assert g.tricks[0].winner == C3            # SQ beats S9, and S9 beat the demoted SK
    assert g.captured[C3] and parse_card("SK") in g.captured[C3]


def test_pfeife_keep_and_table() -> None:
    """§2.4 row 6: Pfeife keeps exactly T1, face up until the first lead."""
    hands = {A3: "S8 S9 H1 D1 T1", B3: B_PIPS}
    g = cego.new_game(players=3, hands=hands)
    run(g, ALL_PASS_3)
    g.apply(cego.bid(A3, "cego"))
    for step in ("eine", "eine_leere", "zwei_leere", "zwei_verschiedene"):
        g.apply(cego.bid(B3, step))
        g.apply(cego.bid(A3, "hold"))
    assert [a.bid for a in g.legal_actions()] == ["pass"]   # B lacks T1
    g.apply(cego.bid(B3, "pass"))
    g.apply(cego.bid(C3, "pass"))
    assert g.contract == "zwei_verschiedene"


# The Pfeife contract: B (seat 2) holds T1 and climbs the ladder against A; B's talon
# is T2..T13, A holds the high trumps, C holds no trump.
PF_HANDS = {A3: "C8 C9 D1 SK Sk T21 T20 T19 T18 T17 T16 T15 T14",
            B3: "T1 S8 S9 H1 SQ SN SJ S10 HK HQ HN HJ H2"}
PF_TALON = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13"


def pfeife_game() -> cego.CegoState:
    g = cego.new_game(players=3, hands=PF_HANDS, talon=PF_TALON)
    run(g, ALL_PASS_3)
    g.apply(cego.bid(A3, "cego"))
    for step in ("eine", "eine_leere", "zwei_leere", "zwei_verschiedene"):
        g.apply(cego.bid(B3, step))
        g.apply(cego.bid(A3, "hold"))
    g.apply(cego.bid(B3, "pfeife"))
    assert [a.bid for a in g.legal_actions()] == ["pass"]
    run(g, [(A3, "pass"), (C3, "pass")])
    assert (g.declarer, g.contract) == (B3, "pfeife")
    assert [a.cards for a in g.legal_actions()] == [(parse_card("T1"),)]  # type: ignore
    g.apply(cego.keep(B3, "T1"))
    assert g.shown == (parse_card("T1"),) and g.phase.value == "play" and g.to_move == B3
    return g


def test_pfeife_lost_when_played_late_and_beaten() -> None:
    """§2.9: T1 played in trick 2 and beaten → contract lost whatever the points;
    §2.11: ≥ 36 points → units −1, else the table's negative value; play continues."""
    g = pfeife_game()
    g.apply(cego.play(B3, "T2"))
    g.apply(g.legal_actions()[0])              # C: no trump, any card
    g.apply(cego.play(A3, "T14"))              # A must trump
    assert g.tricks[0].winner == A3 and not g.pfeife_broken
    g.apply(cego.play(A3, "Sk"))
    g.apply(cego.play(B3, "T1"))
    g.apply(g.legal_actions()[0])
    assert g.tricks[1].winner == A3 and g.pfeife_broken
    g = cego.random_playout(g, seed=1)
    r = g.result_score()
    pts = g.card_points()[0]
    assert r.declarer_points == pts
    assert r.units == (-1 if pts >= 36 else cego.units(pts)) and r.won is False
    assert r.multiplier == 6 and sum(r.net) == 0


def test_pfeife_led_to_first_trick_may_lose() -> None:
    """§2.9: leading T1 to trick 1 and losing that trick is allowed."""
    g = pfeife_game()
    g.apply(cego.play(B3, "T1"))
    g.apply(g.legal_actions()[0])
    g.apply(cego.play(A3, "T14"))
    assert g.tricks[0].winner == A3 and not g.pfeife_broken
    g = cego.random_playout(g, seed=2)
    assert not g.pfeife_broken
    r = g.result_score()
    assert r.units == cego.units(g.card_points()[0])


def test_pfeife_kept_card_is_not_discarded_and_talon_counts() -> None:
    """§2.5: the set-aside cards number exactly the talon size (12 in 3p)."""
    g = pfeife_game()
    assert len(g.legage) == 12 and len(g.hand(B3)) == 13


def test_exposure_only_after_all_pass_and_only_before_first_lead() -> None:
    """§2.8: exposure is offered instead of the first lead, only after an all-pass
    stage 1 (3p); never after a Solo bid; never once a card is played."""
    g = cego.new_game(players=3, seed=21)
    run(g, [(A3, "solo"), (B3, "cego"), (C3, "pass")])
    g.apply(g.legal_actions()[0])
    g.apply(g.legal_actions()[0])
    assert cego.expose(B3) not in g.legal_actions()
    assert g.explain(cego.expose(B3)).code == "EXPOSE_NOT_AVAILABLE"
    g2 = to_contract("eine", {A3: PIPS, B3: B_PIPS})
    g2.apply(cego.keep(A3, "T20"))
    assert g2.legal_actions()[-1] == cego.expose(A3)
    g2.apply(g2.legal_actions()[0])
    assert g2.explain(cego.expose(A3)).code in ("EXPOSE_NOT_AVAILABLE", "NOT_YOUR_TURN")


def test_exposure_without_offender_penalises_declarer() -> None:
    """§2.8: if no defender holds a solo hand the declarer is scored as taking no trick:
    −8 × 2 (Eine) → 16 in each defender's column."""
    g = to_contract("eine", {A3: PIPS, B3: B_PIPS})
    assert not any(g.solo_hands[s] for s in (B3, C3))
    g.apply(cego.keep(A3, "T20"))
    g.apply(cego.expose(A3))
    r = g.result_score()
    assert r.entries[B3] == 16 and r.entries[C3] == 16 and r.net[A3] == -32


def test_exposure_several_offenders_each_pay() -> None:
    """Decision C6: every defender with a solo hand is penalised separately."""
    hands = {B3: "Sk T21 T20 T19 T2 T3 T4 T5 T6", C3: "T18 T17 T16 T15 T14 T13 T12 T11 T10",
             A3: "S8 S9 H1 D1"}
    g = cego.new_game(players=3, hands=hands)
    run(g, [*ALL_PASS_3, (A3, "cego"), (B3, "pass"), (C3, "pass")])
    g.apply(cego.keep(A3, "S8", "S9"))
    g.apply(g.legal_actions()[0])
    g.apply(cego.expose(A3))
    r = g.result_score()
    assert len(r.sheet.items) == 2
    assert r.net[A3] == 16 and r.net[B3] == -8 - 8 + 8 and sum(r.net) == 0
    h = cego.new_game(players=3, hands=hands, exposure_multiple_offenders="first_after_declarer")
    run(h, [*ALL_PASS_3, (A3, "cego"), (B3, "pass"), (C3, "pass")])
    h.apply(cego.keep(A3, "S8", "S9"))
    h.apply(h.legal_actions()[0])
    h.apply(cego.expose(A3))
    assert len(h.result_score().sheet.items) == 1


def test_raeuber_lead_and_scoring_after_play() -> None:
    """§2.9: in Räuber the dealer's right (the caller) leads; §2.13: the talon is out of
    play and each player counts his own tricks."""
    g = cego.new_game(players=4, seed=31, dealer=2)
    first = 3
    for _ in range(8):
        g.apply(cego.bid(g.to_move, "pass"))  # type: ignore[arg-type]
    g.apply(cego.bid(first, "cego"))
    for _ in range(3):
        g.apply(cego.bid(g.to_move, "pass"))  # type: ignore[arg-type]
    g.apply(cego.bid(first, "raeuber"))
    assert (g.contract, g.to_move) == ("raeuber", first)
    assert g.explain(cego.expose(first)).code == "EXPOSE_NOT_AVAILABLE"
    g = cego.random_playout(g, seed=3)
    r = g.result_score()
    assert r.points is not None and len(r.points) == 4
    assert sum(len(p) for p in g.captured) == 44
    loser_pen = [-e for e in r.entries if e]
    assert all(p in (5, 10) for p in loser_pen)


@pytest.mark.parametrize("contract", ["piccolo", "bettel"])
def test_negative_contracts_stop_early_option(contract: str) -> None:
    """Decision C10: with stop_negative_early the deal ends once the contract is lost;
    scoring is the same as a full play."""
    for seed in range(40):
        g = cego.new_game(players=4, seed=seed, stop_negative_early=True)
        for _ in range(4):
            g.apply(cego.bid(g.to_move, "pass"))  # type: ignore[arg-type]
        g.apply(cego.bid(A4, contract))
        while g.phase.value == "auction":
            g.apply(cego.bid(g.to_move, "pass"))  # type: ignore[arg-type]
        g = cego.random_playout(g, seed=seed)
        if len(g.tricks) < 11:
            limit = 1 if contract == "piccolo" else 0
            assert g.tricks_won[A4] == limit + 1
            assert g.result_score().won is False
            return
    pytest.fail("no early stop in 40 random deals")


def test_4p_exposure_only_after_stage3() -> None:
    """§2.8 (4 players): exposure only for a contract decided in stage 3; a defender with
    7 trumps including two of 18 or more is caught: −8 × 1 (Cego) to each other column."""
    hands = {B4: "Sk T18 T2 T3 T4 T5 T6", A4: "S7 S8"}
    g = cego.new_game(players=4, hands=hands)
    assert g.solo_hands[B4]
    for _ in range(8):
        g.apply(cego.bid(g.to_move, "pass"))  # type: ignore[arg-type]
    g.apply(cego.bid(A4, "cego"))
    for s in (B4, C4, D4):
        g.apply(cego.bid(s, "pass"))
    g.apply(cego.bid(A4, "cego"))                 # stays in Cego (no Räuber)
    g.apply(cego.keep(A4, "S7", "S8"))
    g.apply(g.legal_actions()[0])
    assert cego.expose(A4) in g.legal_actions()
    g.apply(cego.expose(A4))
    r = g.result_score()
    assert r.entries[B4] == 0 and all(r.entries[s] == 8 for s in (A4, C4, D4))
    assert r.net[B4] == -24
    p = cego.new_game(players=4, seed=3)
    for _ in range(4):
        p.apply(cego.bid(p.to_move, "pass"))  # type: ignore[arg-type]
    p.apply(cego.bid(A4, "bettel"))
    assert cego.expose(A4) not in p.legal_actions()
    assert p.explain(cego.expose(A4)).code == "EXPOSE_NOT_AVAILABLE"
