"""Neunzehnerrufen's objective for the exact solver (spec §1.10–1.11): the declarer
side's card points (batch count, seed 001) of its tricks and its discards.  The side
is the one the deal holds (a called partner counts even before he is known: the
solver sees all cards).  Dummies are played by their controllers."""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import count_austrian
from tarock_tutor.core.solver import CARD_POINTS, ExactPlay, Objective, split_batches

from .parts.contracts import PACK


def exact_play(state: Any) -> ExactPlay:
    side: frozenset[int] = state.declarer_side
    discards: list[Card] = [c for s in side for c in state.discards.get(s, ())]
    return ExactPlay(Objective(
        CARD_POINTS, side, lambda pile, won, extra: count_austrian([*pile, *discards], PACK),
        split=lambda pile, won, extra: split_batches([*pile, *discards], PACK.value),
        gain=PACK.value))
