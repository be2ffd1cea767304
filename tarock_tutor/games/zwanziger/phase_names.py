"""Zwanzigerrufen's phases, declared with their Japanese names (the core knows only
the shared trick play and the end of a deal)."""

from __future__ import annotations

from tarock_tutor.core.protocol import Phase


class Phases:
    """Zwanzigerrufen's phases, in the order of a deal."""

    AUCTION = Phase.declare("auction", "ビッド")   # the auction
    PLAY = Phase.PLAY
    FINISHED = Phase.FINISHED
