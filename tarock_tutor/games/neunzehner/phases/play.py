"""PLAY: the tricks, through the core trick play (spec §1.10, §1.13).

All four seats play in play order, dummies included: a dummy keeps its seat
and its controller chooses its cards.  The eldest hand leads the first trick
(2 players: the dealer, whose side sits to the declarer's right, spec §1.13).
The shared follow rule holds (follow suit, else trump; no duty to beat).  The
partner of a Rufer becomes known to all when the called card is played.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.phases import PROTOCOL_REF, Check
from tarock_tutor.core.phases import PlayPhase as CorePlayPhase
from tarock_tutor.core.protocol import Action, Play
from tarock_tutor.core.trickplay import TrickPlay

from ..parts.base import NeunzehnerTable
from ..parts.contracts import PACK, REF_PLAY
from ..parts.table import order_from


class PlayPhase(CorePlayPhase):
    def make(self, state: Any) -> TrickPlay:
        table: NeunzehnerTable = state
        called = table.called_card

        def reveal(seat: int, c: Card) -> None:
            if c == called:
                table.partner_revealed = True

        hook = reveal if called is not None and not table.partner_revealed else None
        return TrickPlay(PACK, table.hands, order=order_from(0), leader=table.leader,
                         controllers=table.controller, on_play=hook, ref=REF_PLAY)

    def check(self, state: Any, action: Action) -> Check:
        action = self.expect(state, action, Play)
        if not isinstance(action.card, Card):
            return Check(False, "NOT_IN_HAND", PROTOCOL_REF, {"card": repr(action.card)})
        return super().check(state, action)
