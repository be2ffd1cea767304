"""The phases of Neunzehnerrufen, one module each, in order (spec §1.6–§1.13).

AUCTION (:mod:`.auction`) → TALON (:mod:`.talon`, the staged looks of Dreier,
Zweier and Einer) → EXCHANGE (:mod:`.exchange`; the Rufer draw) → CALL
(:mod:`.call`, Rufer) → ANNOUNCE (:mod:`.announce`: declarations, announcements,
who plays the dummy) → PLAY (:mod:`.play`, the core trick play).  The 2-player
form starts in EXCHANGE: its declarer always plays a Rufer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarock_tutor.core.phases import PhaseHandler
from tarock_tutor.core.protocol import Phase

from .announce import AnnouncePhase
from .auction import AuctionPhase
from .call import CallPhase
from .exchange import ExchangePhase
from .play import PlayPhase
from .talon import TalonPhase

#: The phase handlers in the order a deal meets them (the state's ``handlers``).
HANDLERS: Mapping[Phase, PhaseHandler[Any]] = {
    Phase.AUCTION: AuctionPhase(),
    Phase.TALON: TalonPhase(),
    Phase.EXCHANGE: ExchangePhase(),
    Phase.CALL: CallPhase(),
    Phase.ANNOUNCE: AnnouncePhase(),
    Phase.PLAY: PlayPhase(),
}

__all__ = ["HANDLERS", "AnnouncePhase", "AuctionPhase", "CallPhase", "ExchangePhase", "PlayPhase",
           "TalonPhase"]
