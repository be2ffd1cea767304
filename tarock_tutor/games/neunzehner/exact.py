"""Neunzehnerrufen's objective for the exact solver (spec §1.10–1.12).

The value is the declarer's total on the deal's own score sheet
(:func:`~.parts.sheet.outcome_sheet`, the function the finished deal's sheet is
built with): the game value from the declarer side's card points (batch count,
seed 001, of its tricks and discards: ``(P − 35) × Mb`` won, ``(35 − P) × Mb × Mt``
lost), the declarations, Pagat Ultimo (the last trick won with the I: silent 10,
announced 20) and Valat (every trick: silent 20, announced 40), settled 2 v 2 or
1 v 3 and folded into a dummy's controller as the options say.  The side is the one
the deal holds (a called partner counts even before he is known: the solver sees
all cards).  Dummies are played by their controllers.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import count_austrian
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.solver import CARD_POINTS, ExactPlay, Objective, split_batches
from tarock_tutor.core.solver_sheet import sheet_objective

from .parts.contracts import PACK, TRUMP_I
from .parts.score_checks import DECLARER_SIDE, DEFENDERS, SEATS
from .parts.sheet import outcome_sheet

TOTAL = 70
"""The card points of the whole pack (batch count, spec §1.3)."""


def exact_play(state: Any) -> ExactPlay:
    side: frozenset[int] = state.declarer_side
    discards: list[Card] = [c for s in side for c in state.discards.get(s, ())]
    d = state.declarer

    def sheet(points: int, pagat_by: int | None, every: str | None) -> int:
        return int(outcome_sheet(state, points, pagat_by, every).totals()[d])

    try:
        return ExactPlay(sheet_objective(
            side=side, seats=SEATS, sheet=sheet,
            count=lambda pile: count_austrian([*pile, *discards], PACK),
            card_gain=PACK.value, total=TOTAL, last_card=TRUMP_I,
            all_names=(DECLARER_SIDE, DEFENDERS),
            split_count=lambda pile: split_batches([*pile, *discards], PACK.value),
            count_rises=True))
    except TarockError:
        # a deal the sheet cannot score (a computer player's guess of a hidden
        # partner that leaves a Rufer without one): the card points alone
        return ExactPlay(Objective(
            CARD_POINTS, side, lambda pile, won, extra: count_austrian([*pile, *discards], PACK),
            split=lambda pile, won, extra: split_batches([*pile, *discards], PACK.value),
            gain=PACK.value, rises_with_value=True))
