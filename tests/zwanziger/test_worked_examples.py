"""The worked examples of spec neunzehner-zwanziger-sicilian.md §2.9 (game B), by name.

Ledgers are in seat order S0..S3, S0 the eldest (dealer S3).  The scoring examples
go through :func:`score_deal`; B-13 and B-15 also run their procedure through the
engine (typed-in deal, public protocol)."""

from __future__ import annotations

from tarock_tutor.core.protocol import Phase
from tarock_tutor.games.zwanziger import score_deal


def test_b1_rufer_exactly_45_wins():
    """B-1: S0 declarer, partner S2, P = 45 → success (45 of 88 wins, §2.7)."""
    sheet = score_deal(contract="rufer", declarer=0, partner=2, declarer_points=45)
    assert sheet.totals() == (1, -1, 1, -1)
    assert [i.key for i in sheet] == ["game"] and sheet.items[0].achieved


def test_b1_boundary_44_loses():
    """§2.7: success iff P ≥ 45, so 44 reverses B-1's ledger."""
    assert score_deal(contract="rufer", declarer=0, partner=2,
                      declarer_points=44).totals() == (-1, 1, -1, 1)


def test_b3_solo_won():
    """B-3: S2 Solo, P = 60: S2 +12; S0, S1, S3 −4 each."""
    assert score_deal(contract="solo", declarer=2, declarer_points=60).totals() == (
        -4, -4, 12, -4)


def test_b5_rufer_kontra_re_won():
    """B-5: S0 with partner S1; Kontra by S2, Re by S1: value 1 × 4; P = 50."""
    sheet = score_deal(contract="rufer", declarer=0, partner=1, declarer_points=50,
                       levels={"game": 2})
    assert sheet.totals() == (4, 4, -4, -4)
    assert sheet.items[0].multiplier == 4


def test_b7_trull_held_by_a_defender():
    """B-7: Rufer S0 + S2 wins (±1); S3 was dealt the trull: team_1v3(S3, others, 1)."""
    sheet = score_deal(contract="rufer", declarer=0, partner=2, declarer_points=50,
                       trull_holder=3)
    assert sheet.totals() == (0, -2, 0, 2)
    assert [i.key for i in sheet] == ["game", "trull"]


def test_b9_defenders_silent_pagat_against_a_winning_solo():
    """B-9: S2 Solo wins (+12/−4); S0 wins the last trick with the I (D-B7)."""
    sheet = score_deal(contract="solo", declarer=2, declarer_points=60, pagat_won_by=0)
    assert sheet.totals() == (-3, -3, 9, -3)
    assert sheet.items[1].amounts == (1, 1, -3, 1)


def test_b9_without_defender_silent_bonuses():
    """Option defender_silent_bonuses=False (D-B7 reversed): only the game is paid."""
    sheet = score_deal(contract="solo", declarer=2, declarer_points=60, pagat_won_by=0,
                       defender_silent_bonuses=False)
    assert sheet.totals() == (-4, -4, 12, -4)


def test_b11_announced_valat_failed_game_won():
    """B-11: Rufer S0 + S3 with an announced Valat, one trick lost, P = 80:
    game +1, Valat −12 (D-B6)."""
    sheet = score_deal(contract="rufer", declarer=0, partner=3, declarer_points=80,
                       valat_announced=True)
    assert sheet.totals() == (-11, 11, 11, -11)
    assert [(i.key, i.achieved) for i in sheet] == [("game", True), ("valat", False)]


def test_b11_failed_valat_free_under_the_option():
    """Option failed_valat_pays=False: a failed announced Valat costs nothing."""
    sheet = score_deal(contract="rufer", declarer=0, partner=3, declarer_points=80,
                       valat_announced=True, failed_valat_pays=False)
    assert sheet.totals() == (1, -1, -1, 1)


def test_b13_farberl_won(zw):
    """B-13: S1 bids Farberl over S0's Rufer; S1 leads; tarocks are a plain suit;
    P = 46: S1 +12, the others −4 each."""
    g = zw.deal(farberl=True)
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce done", "1 bid farberl",
           "1 announce done", "2 bid pass", "2 announce done", "3 bid pass",
           "3 announce done", "0 announce done")
    assert g.phase is Phase.PLAY and g.contract == "farberl" and g.declarer == 1
    assert g.to_move == 1 and g.trickplay.trumps_win is False
    assert score_deal(contract="farberl", declarer=1, declarer_points=46).totals() == (
        -4, 12, -4, -4)


def test_b15_doubling_window_procedure_and_score(zw):
    """B-15: the doubling window turn by turn (D-B5), then game ×8 and Pagat 2 × 8."""
    g = zw.deal()
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce pagat", "0 announce done",  # t0
           "1 bid pass", "1 announce kontra:game", "1 announce done",             # t1
           "2 bid pass", "2 announce re:game", "2 announce done",                 # t2
           "3 bid pass", "3 announce sub:game", "3 announce kontra:pagat",        # t3
           "0 announce re:pagat")                                                 # t4
    assert g.to_move == 1 and zw.legal(g) == ["1 announce sub:pagat", "1 announce done"]
    zw.run(g, "1 announce done")                                                  # t5
    # t6: S2 may raise nothing, so his turn passes by itself; t7 is S3's.
    assert g.speech.turn == 7 and g.to_move == 3
    zw.run(g, "3 announce sub:pagat")                                             # t7
    # t8..t10: nothing may be raised any more; the procedure ends (t11 would stop it).
    assert g.phase is Phase.PLAY and g.to_move == 0
    assert g.levels() == {"game": 3, "pagat": 3} and g.partner == 2 and g.speech.revealed
    sheet = score_deal(contract="rufer", declarer=0, partner=2, declarer_points=50,
                       levels=g.levels(), pagat_announced_by=g.speech.pagat_by,
                       pagat_won_by=0)
    assert sheet.totals() == (24, -24, 24, -24)
    assert [(i.key, i.amounts[0]) for i in sheet] == [("game", 8), ("pagat", 16)]
