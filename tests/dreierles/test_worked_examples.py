"""The spec's worked examples for Dreierles (cego-dreierles.md §4.3), one named test each.

Seats as in the spec: three at the table, A = dealer's right (seat 1), B (seat 2),
C = dealer (seat 0); four at the table, A, B, C = seats 0–2, D = seat 3 deals and
sits out.  A pile is built from the cards the example lists plus blanks, then
counted by the engine's batch count; the payments come from the engine's sheet.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.games.cego.pack import TAROCK54
from tarock_tutor.games.dreierles.scoring import score_game, score_raeuber

A3, B3, C3 = 1, 2, 0          # three at the table, dealer C = seat 0
A4, B4, C4, D4 = 0, 1, 2, 3    # four at the table, dealer D = seat 3
BLANKS = [c for c in TAROCK54.cards if TAROCK54.value[c] == 1]


def pile(valued: str, blanks: int) -> list[Card]:
    cards = parse_cards(valued)
    assert all(TAROCK54.value[c] > 1 for c in cards)
    return cards + BLANKS[:blanks]


def rest_of(cards: list[Card]) -> list[Card]:
    return [c for c in TAROCK54.cards if c not in cards]


def seats3(a, b, c):
    """Nets in seat order (C = seat 0, A = seat 1, B = seat 2)."""
    return (c, a, b)


def test_dr01_dreier_plain_win():
    """DR-01: 27 cards, F 59 → 41; defenders 29; +2 to A."""
    mine = pile("Sk T21 HK SK CK SQ HQ CN DN HJ SJ", 16)
    assert sum(TAROCK54.value[c] for c in mine) == 59 and len(mine) == 27
    assert count_baden(mine, TAROCK54) == 41
    assert count_baden(rest_of(mine), TAROCK54) == 29
    sheet = score_game(table=3, declarer=A3, contract="dreier", points=41)
    assert sheet.totals() == seats3(4, -2, -2)


def test_dr03_einer_exactly_35_loses():
    """DR-03: 28 cards with one left over → 35, a loss of 1 × 3."""
    mine = pile("Sk T21 T1 SK HQ DQ CN HJ SJ", 19)
    assert count_baden(mine, TAROCK54) == 35
    assert count_baden(rest_of(mine), TAROCK54) == 35
    sheet = score_game(table=3, declarer=C3, contract="einer", points=35)
    assert sheet.totals() == seats3(3, 3, -6)


def test_dr05_einer_no_trick_blank_discard_scores_zero_row():
    """DR-05: only the discarded ♠8 → 0 points; the seed's 0/Einer cell −24."""
    assert count_baden(parse_cards("S8"), TAROCK54) == 0
    sheet = score_game(table=3, declarer=B3, contract="einer", points=0)
    assert sheet.totals() == seats3(24, -48, 24)
    solo0 = score_game(table=3, declarer=B3, contract="solo", points=0).items[0]
    assert solo0.base * solo0.multiplier == -32   # §3.11 Fach cell: achievement × bid


def test_dr07_kontra_and_re():
    """DR-07: 50 points, Kontra and Re → 4 × 1 × 2 × 2 = 16 to A."""
    sheet = score_game(table=3, declarer=A3, contract="dreier", points=50, doublings=2)
    assert sheet.items[0].multiplier == 4
    assert sheet.totals() == seats3(32, -16, -16)


def test_dr09_bonuses_on_both_sides():
    """DR-09: game 2 to A, Zehn Druck 1 to A, Königsrolle 1 to B."""
    sheet = score_game(table=3, declarer=A3, contract="dreier", points=40,
                       bonuses=[(A3, "zehn_druck"), (B3, "koenigsrolle")])
    assert sheet.totals() == seats3(5, -1, -4)
    assert [i.key for i in sheet.items] == ["game", "zehn_druck", "koenigsrolle"]


def test_dr11_silent_pfeife_wins_last_trick():
    """DR-11: Zweier 45 → 6, silent Pfeife +1 → 7 to A."""
    sheet = score_game(table=3, declarer=A3, contract="zweier", points=45, pfeife=1)
    assert sheet.totals() == seats3(14, -7, -7)


def test_dr13_announced_pfeife_forced_early_reawards_tricks():
    """DR-13: after the re-award A keeps 21 trick cards + 1 discard → 38 (not 46);
    game +3, announced Pfeife −2."""
    mine = pile("Sk T21 SK HK DK CQ SQ HN DN CJ", 12)
    assert len(mine) == 22 and count_baden(mine, TAROCK54) == 38
    assert count_baden(rest_of(mine), TAROCK54) == 32
    # without the re-award A would also keep tricks 14 and 16: six cards with F = 12
    kept = mine + parse_cards("DQ SN HJ") + BLANKS[12:15]
    assert len(kept) == 28 and sum(TAROCK54.value[c] for c in kept) == 65
    assert count_baden(kept, TAROCK54) == 46
    sheet = score_game(table=3, declarer=A3, contract="einer", points=38, pfeife=-2,
                       pfeife_announced=True)
    assert sheet.totals() == seats3(2, -1, -1)


def test_dr15_raeuber_single_loser():
    """DR-15: A 20, B 30, C 15 → B pays 2 to each."""
    sheet = score_raeuber(table=3, dealer=C3, points={A3: 20, B3: 30, C3: 15})
    assert sheet.totals() == seats3(2, -4, 2)


def test_dr17_raeuber_three_way_tie_four_players():
    """DR-17: 22/22/22 with four at the table, D knocks once: D receives 4, each
    player pays 4/3."""
    sheet = score_raeuber(table=4, dealer=D4, points={A4: 22, B4: 22, C4: 22}, kontras=1)
    third = Fraction(-4, 3)
    assert sheet.totals() == (third, third, third, 4)


def test_dr19_four_players_dealer_pays_too():
    """DR-19: B Zweier 47 → 6 to B from A, C and the sitting-out dealer D."""
    sheet = score_game(table=4, declarer=B4, contract="zweier", points=47)
    assert sheet.totals() == (-6, 18, -6, -6)


def test_raeuber_two_way_tie_three_players():
    """§3.12.4: the two tied pay 1 to every person outside the tie (third player +2)."""
    sheet = score_raeuber(table=3, dealer=C3, points={A3: 25, B3: 25, C3: 15})
    assert sheet.totals() == seats3(-1, -1, 2)


def test_raeuber_two_way_tie_four_players_dealer_receives():
    """§3.12.4: four at the table, third player +2 and the dealer +2, the two −2 each."""
    sheet = score_raeuber(table=4, dealer=D4, points={A4: 30, B4: 10, C4: 30})
    assert sheet.totals() == (-2, 2, -2, 2)


def test_raeuber_three_way_tie_three_players_nothing():
    sheet = score_raeuber(table=3, dealer=C3, points={A3: 22, B3: 22, C3: 22})
    assert sheet.totals() == (0, 0, 0)


def test_raeuber_single_loser_four_players_and_kontras_double():
    """§3.12.4: the loser pays 2 to each of three others, × 2 per Kontra."""
    sheet = score_raeuber(table=4, dealer=D4, points={A4: 30, B4: 10, C4: 20}, kontras=2)
    assert sheet.totals() == (-24, 8, 8, 8)


def test_game_table_every_cell_is_units_times_multiplier():
    """§3.11: the seed's Fach table, including the 0-point row, whose Dreier and Zweier
    cells are '(impossible)' (§3.10: the discards always count at least 1)."""
    rows = {65: (7, 14, 21, 28), 60: (6, 12, 18, 24), 55: (5, 10, 15, 20), 50: (4, 8, 12, 16),
            45: (3, 6, 9, 12), 40: (2, 4, 6, 8), 36: (1, 2, 3, 4), 31: (-1, -2, -3, -4),
            26: (-2, -4, -6, -8), 21: (-3, -6, -9, -12), 16: (-4, -8, -12, -16),
            11: (-5, -10, -15, -20), 6: (-6, -12, -18, -24), 1: (-7, -14, -21, -28),
            0: (None, None, -24, -32)}
    for low, cells in rows.items():
        high = {65: 69, 36: 39, 0: 0}.get(low, low + 4)   # the band's top
        for p in (low, high):
            for bid, cell in zip(("dreier", "zweier", "einer", "solo"), cells, strict=True):
                if cell is None:
                    with pytest.raises(TarockError, match="impossible"):
                        score_game(table=3, declarer=0, contract=bid, points=p)
                    continue
                item = score_game(table=3, declarer=0, contract=bid, points=p).items[0]
                got = item.base * item.multiplier   # no Kontra: the Fach cell
                assert got == cell, (p, bid, got)
