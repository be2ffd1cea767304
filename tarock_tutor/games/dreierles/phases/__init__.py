"""The phases of Dreierles, one module each, in the order a deal meets them:
AUCTION (:mod:`.auction`) → EXCHANGE (:mod:`.exchange`, the talon) → ANNOUNCE
(:mod:`.announce`: knocks, Kontra and the bonuses) → PLAY (:mod:`.play`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarock_tutor.core.phases import PhaseHandler
from tarock_tutor.core.protocol import Phase

from .announce import AnnouncePhase
from .auction import AuctionPhase
from .exchange import ExchangePhase
from .play import PlayPhase

#: The phase handlers in the order a deal meets them (the state's ``handlers``).
HANDLERS: Mapping[Phase, PhaseHandler[Any]] = {
    Phase.AUCTION: AuctionPhase(),
    Phase.EXCHANGE: ExchangePhase(),
    Phase.ANNOUNCE: AnnouncePhase(),
    Phase.PLAY: PlayPhase(),
}

__all__ = ["HANDLERS", "AnnouncePhase", "AuctionPhase", "ExchangePhase", "PlayPhase"]
