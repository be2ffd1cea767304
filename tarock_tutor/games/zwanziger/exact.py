"""Zwanzigerrufen's objective for the exact solver (seed 002, spec §2.2, §2.6): the
declarer side's card points, plain count (values added, Glatzen 0).  In a Farberl
the trick play's own ``trumps_win=False`` and follow hook go into the kernel."""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.counting import count_plain
from tarock_tutor.core.solver import CARD_POINTS, ExactPlay, Objective

from .parts.rules import PACK


def exact_play(state: Any) -> ExactPlay:
    side = frozenset(state.declarer_side)
    return ExactPlay(Objective(CARD_POINTS, side,
                               lambda pile, won, extra: count_plain(pile, PACK),
                               split=lambda pile, won, extra: (count_plain(pile, PACK), 0),
                               gain=PACK.value))
