"""Neunzehnerrufen's phases, declared with their Japanese names (the core knows only
the shared trick play and the end of a deal)."""

from __future__ import annotations

from tarock_tutor.core.protocol import Phase


class Phases:
    """Neunzehnerrufen's phases, in the order of a deal."""

    AUCTION = Phase.declare("auction", "ビッド")   # the auction
    TALON = Phase.declare("talon", "タロン")   # staged looks at the talon and draws
    EXCHANGE = Phase.declare("exchange", "交換")   # keep / discard
    CALL = Phase.declare("call", "パートナー指名")   # the partner call
    ANNOUNCE = Phase.declare("announce", "宣言")   # declarations, announcements, doubling
    PLAY = Phase.PLAY
    FINISHED = Phase.FINISHED
