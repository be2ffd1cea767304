"""PLAY: the tricks, through the core trick play (spec §1.10, §1.13).

All four seats play in play order, dummies included: a dummy keeps its seat
and its controller chooses its cards.  The eldest hand leads the first trick
(2 players: the dealer, whose side sits to the declarer's right, spec §1.13).
The shared follow rule holds (follow suit, else trump; no duty to beat).  The
partner of a Rufer becomes known to all when the called card is played (the
deal's trick rules, :func:`~tarock_tutor.games.neunzehner.trick_rules.deal_rules`).
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.phases import PROTOCOL_REF, Check
from tarock_tutor.core.phases import PlayPhase as CorePlayPhase
from tarock_tutor.core.protocol import Action, Play
from tarock_tutor.core.trickplay import TrickPlay

from ..parts.base import NeunzehnerTable
from ..parts.contracts import PACK
from ..parts.table import order_from
from ..trick_rules import deal_rules


class PlayPhase(CorePlayPhase):
    def make(self, state: Any) -> TrickPlay:
        table: NeunzehnerTable = state
        return TrickPlay.from_hooks(PACK, table.hands, deal_rules(table), order=order_from(0),
                                    leader=table.leader, controllers=table.controller)

    def check(self, state: Any, action: Action) -> Check:
        action = self.expect(state, action, Play)
        if not isinstance(action.card, Card):
            return Check(False, "NOT_IN_HAND", PROTOCOL_REF, {"card": repr(action.card)})
        return super().check(state, action)
