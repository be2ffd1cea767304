"""The phases of Zwanzigerrufen, one module each, in the order a deal meets them:
AUCTION (:mod:`.auction`: the spoken procedure of bids, the call, announcements
and doubling) → PLAY (:mod:`.play`, with the Farberl option).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarock_tutor.core.phases import PhaseHandler
from tarock_tutor.core.protocol import Phase

from .auction import AuctionPhase
from .play import PlayPhase

#: The phase handlers in the order a deal meets them (the state's ``handlers``).
HANDLERS: Mapping[Phase, PhaseHandler[Any]] = {
    Phase.AUCTION: AuctionPhase(),
    Phase.PLAY: PlayPhase(),
}

__all__ = ["HANDLERS", "AuctionPhase", "PlayPhase"]
