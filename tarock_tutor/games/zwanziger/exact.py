"""Zwanzigerrufen's objective for the exact solver (seed 002, spec §2.2, §2.6, §2.7).

The value is the declarer's total on the deal's own score sheet
(:meth:`~.state.ZwanzigerState.outcome_sheet`, the function the finished deal's sheet
is built with): the game (won with 45 of the 88 card points, plain count), Pagat
Ultimo (the last trick won with the I; silent 1, announced 2, each side's own as
the options say) and Valat (all ten tricks; silent 6, announced 12), each with its
doubling level, and the Trull; then the card points break ties: value = sheet × 100
+ card points (``Objective.scale``).  A Rufer's game is worth 1, so without the card
points most cards would tie.  In a Farberl the trick play's own ``trumps_win=False``
and follow hook go into the kernel.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.counting import count_plain
from tarock_tutor.core.solver import ExactPlay
from tarock_tutor.core.solver_sheet import sheet_objective

from .parts.rules import PACK, SEATS, TOTAL_POINTS, TRUMP_I
from .scoring import DECLARER_SIDE, DEFENDERS

SCALE = 100
"""Sheet points weigh this much against one card point (more than the 88 in the pack)."""


def exact_play(state: Any) -> ExactPlay:
    side = frozenset(state.declarer_side)
    d = state.declarer

    def sheet(points: int, pagat_by: int | None, every: str | None) -> int:
        return int(state.outcome_sheet(points, pagat_by, every).totals()[d])

    return ExactPlay(sheet_objective(
        side=side, seats=SEATS, sheet=sheet, count=lambda pile: count_plain(pile, PACK),
        card_gain=PACK.value, total=TOTAL_POINTS, last_card=TRUMP_I,
        all_names=(DECLARER_SIDE, DEFENDERS), scale=SCALE, additive=True,
        count_rises=True))
