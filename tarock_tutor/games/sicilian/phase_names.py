"""Sicilian Tarocchi's phases, declared with their Japanese names (the core knows only
the shared trick play and the end of a deal)."""

from __future__ import annotations

from tarock_tutor.core.protocol import Phase


class Phases:
    """Sicilian Tarocchi's phases, in the order of a deal."""

    BARGAIN = Phase.declare("bargain", "交渉")   # pay not to play
    AUCTION = Phase.declare("auction", "ビッド")   # the auction
    EXCHANGE = Phase.declare("exchange", "交換")   # keep / discard
    CALL = Phase.declare("call", "パートナー指名")   # the partner call
    PLAY = Phase.PLAY
    FINISHED = Phase.FINISHED
