"""Scoring tables (spec §1.5, §2.11–2.14), the solo-hand test (§2.8) and the session
sheet with pairwise settlement (§2.14)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tarock_tutor.core.errors import TarockError
from tarock_tutor.games import cego


@pytest.mark.parametrize(("points", "units"), [
    (70, 8), (69, 7), (65, 7), (64, 6), (60, 6), (55, 5), (54, 4), (50, 4), (45, 3),
    (44, 2), (40, 2), (39, 1), (36, 1), (35, -1), (31, -1), (30, -2), (26, -2), (25, -3),
    (21, -3), (20, -4), (16, -4), (15, -5), (11, -5), (10, -6), (6, -6), (5, -7), (1, -7),
    (0, -8),
])
def test_achievement_band_table(points: int, units: int) -> None:
    """§1.5 / seed 000 table: bands of 5, no zero, 36 wins and 35 loses."""
    assert cego.units(points) == units


@pytest.mark.parametrize(("contract", "plain", "after"), [
    ("cego", 1, 2), ("eine", 2, 3), ("eine_leere", 3, 4), ("zwei_leere", 4, 5),
    ("zwei_verschiedene", 5, 6), ("pfeife", 6, 7),
])
def test_multiplier_table(contract: str, plain: int, after: int) -> None:
    """§2.12: multipliers with and without a preceding Solo bid (won = lost)."""
    for won in (True, False):
        assert cego.multiplier(contract, after_solo=False, won=won) == plain
        assert cego.multiplier(contract, after_solo=True, won=won) == after


def test_solo_multiplier_lost_counts_double() -> None:
    """§2.12: Solo ×1 won, ×2 lost."""
    assert cego.multiplier("solo", after_solo=True, won=True) == 1
    assert cego.multiplier("solo", after_solo=True, won=False) == 2


def test_solo_hand_thresholds() -> None:
    """§2.8: 3p 9+ trumps or 8 with two ≥ 18; 4p 8+ or 7 with two ≥ 18."""
    check = cego.solo_hand_check
    nine = "T2 T3 T4 T5 T6 T7 T8 T9 T10 S8 S9 S10 H1"
    eight_high = "Sk T18 T4 T5 T6 T7 T8 T9 S8 S9 S10 H1 H2"
    eight_low = "T17 T3 T4 T5 T6 T7 T8 T9 S8 S9 S10 H1 H2"
    assert check(nine, 3) and check(eight_high, 3) and not check(eight_low, 3)
    assert check("T2 T3 T4 T5 T6 T7 T8 T9 S8 S9 S10", 4)
    assert check("T21 T19 T4 T5 T6 T7 T8 S8 S9 S10 H1", 4)
    assert not check("T21 T17 T4 T5 T6 T7 T8 S8 S9 S10 H1", 4)
    r = check(eight_high, 3)
    assert (r.trumps, r.high_trumps) == (8, 2) and "ソロの手札です" in r.reason_ja


def test_piccolo_and_bettel_fixed_values() -> None:
    """§2.13: Piccolo 10, Bettel 15, not multiplied; a failure goes to each defender."""
    r = cego.score_negative(players=4, contract="bettel", declarer=2, tricks_won=1)
    assert r.won is False and r.entries == (15, 15, 0, 15) and r.net == (15, 15, -45, 15)
    r = cego.score_negative(players=4, contract="piccolo", declarer=2, tricks_won=0)
    assert r.won is False and r.entries == (10, 10, 0, 10)


def test_raeuber_caller_loses_ten_and_ties() -> None:
    """§2.13 and decision C8: the caller loses 10; tied players each lose in full, or
    share with 'split'."""
    r = cego.score_raeuber(points=[10, 20, 15, 10], caller=1)
    assert r.entries == (0, -10, 0, 0) and r.net == (10, -30, 10, 10)
    r = cego.score_raeuber(points=[20, 20, 15, 10], caller=1)
    assert r.entries == (-5, -10, 0, 0)
    r = cego.score_raeuber(points=[20, 20, 15, 10], caller=1, ties="split")
    assert r.entries == (Fraction(-5, 2), -5, 0, 0) and sum(r.net) == 0


def test_traditional_entries_loss_goes_to_every_defender() -> None:
    """§2.14: a win goes into the declarer's column, a loss into each defender's."""
    win = cego.score_contract(players=4, contract="eine_leere", declarer=3,
                              declarer_points=50)
    assert win.entries == (0, 0, 0, 12) and win.net == (-12, -12, -12, 36)
    loss = cego.score_contract(players=4, contract="eine_leere", declarer=3,
                               declarer_points=20)
    assert loss.entries == (12, 12, 12, 0) and loss.net == (12, 12, 12, -36)


def test_session_columns_dealer_rotation_and_settlement() -> None:
    """§2.3 dealer passes to the right; §2.14 every pair settles the column difference,
    and the settled balances equal the sum of the deals' net changes."""
    s = cego.CegoSession(players=3, first_dealer=2)
    assert s.dealer == 2
    s.record(cego.score_contract(players=3, contract="cego", declarer=1, declarer_points=36))
    assert s.dealer == 0
    s.record(cego.score_contract(players=3, contract="zwei_verschiedene", declarer=2,
                                 declarer_points=0, took_trick=False))
    s.record(cego.score_contract(players=3, contract="solo", declarer=0, declarer_points=58,
                                 after_solo=True))
    assert s.columns() == (45, 41, 0)
    assert s.settlement() == [(1, 0, 4), (2, 0, 45), (2, 1, 41)]
    assert s.net() == s.sheet().totals() == (49, 37, -86)
    with pytest.raises(TarockError, match="4-player deal"):
        s.record(cego.score_negative(players=4, contract="bettel", declarer=0, tricks_won=0))


def test_session_records_played_deals() -> None:
    """A session accepts finished states' results, dealer rotating each deal."""
    s = cego.CegoSession(players=4)
    for k in range(6):
        g = cego.new_game(players=4, seed=k, dealer=s.dealer)
        cego.random_playout(g, seed=k)
        s.record(g.result_score())
    assert len(s.deals) == 6 and sum(s.net()) == 0
    assert s.net() == s.sheet().totals()


def test_every_reason_code_has_japanese_and_english_text() -> None:
    """Every reason code the Cego modules use is registered in both languages, in the
    ``cego`` namespace or the shared table."""
    import pathlib
    import re

    from tarock_tutor.core import messages

    root = pathlib.Path(cego.__file__).parent
    names = set(cego.__all__) | set(cego.phases.__all__)
    codes = {t for p in root.rglob("*.py")
             for t in re.findall(r'"([A-Z][A-Z0-9_]{3,})"', p.read_text(encoding="utf-8"))
             if t not in names}
    assert len(codes) >= 40
    for code in codes:
        entry = messages.lookup(code, "cego")
        assert entry is not None, code
        assert entry["ja"] and entry["en"]
