"""The phases of Sicilian Tarocchi, one module each, in the order a deal meets them:
BARGAIN (:mod:`.bargain`, "pay not to play") → AUCTION (:mod:`.auction`,
the Solo bidding) → EXCHANGE (:mod:`.exchange`) → CALL
(:mod:`.call`: the "20" or "15" round, or the called King) → PLAY (:mod:`.play`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarock_tutor.core.phases import PhaseHandler
from tarock_tutor.core.protocol import Phase
from tarock_tutor.games.sicilian.phase_names import Phases

from .auction import AuctionPhase
from .bargain import BargainPhase
from .call import CallPhase
from .exchange import ExchangePhase
from .play import PlayPhase

#: The phase handlers in the order a deal meets them (the state's ``handlers``).
HANDLERS: Mapping[Phase, PhaseHandler[Any]] = {
    Phases.BARGAIN: BargainPhase(),
    Phases.AUCTION: AuctionPhase(),
    Phases.EXCHANGE: ExchangePhase(),
    Phases.CALL: CallPhase(),
    Phase.PLAY: PlayPhase(),
}

__all__ = ["HANDLERS", "AuctionPhase", "BargainPhase", "CallPhase", "ExchangePhase", "PlayPhase"]
