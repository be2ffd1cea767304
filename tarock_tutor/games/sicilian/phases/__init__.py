"""The phases of Sicilian Tarocchi, one module each, in the order a deal meets them:
BARGAIN (:mod:`.bargain`, the offers before the auction) → AUCTION
(:mod:`.auction`, who plays alone) → EXCHANGE (:mod:`.exchange`) → CALL
(:mod:`.call`, the partner call) → PLAY (:mod:`.play`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarock_tutor.core.phases import PhaseHandler
from tarock_tutor.core.protocol import Phase

from .auction import AuctionPhase
from .bargain import BargainPhase
from .call import CallPhase
from .exchange import ExchangePhase
from .play import PlayPhase

#: The phase handlers in the order a deal meets them (the state's ``handlers``).
HANDLERS: Mapping[Phase, PhaseHandler[Any]] = {
    Phase.BARGAIN: BargainPhase(),
    Phase.AUCTION: AuctionPhase(),
    Phase.EXCHANGE: ExchangePhase(),
    Phase.CALL: CallPhase(),
    Phase.PLAY: PlayPhase(),
}

__all__ = ["HANDLERS", "AuctionPhase", "BargainPhase", "CallPhase", "ExchangePhase", "PlayPhase"]
