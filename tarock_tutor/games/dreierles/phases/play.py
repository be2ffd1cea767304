"""Trick play (spec §3.9, §3.12.3): the core's one trick-play phase with the
active seats in play order (a sitting-out dealer is simply absent).  The
declarer leads; in Räuber the dealer's right leads and the Steinmauern
restrictions apply through the core hook ``RAEUBER_PFEIFE`` (decision D7), or
the Iffezheim ones through ``RAEUBER_IFFEZHEIM`` (the deal's bundle,
:func:`~tarock_tutor.games.dreierles.trick_rules.deal_rules`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarock_tutor.core.phases import PlayPhase as CorePlayPhase
from tarock_tutor.core.trickplay import TrickPlay
from tarock_tutor.games.dreierles.trick_rules import deal_rules, trump_leads

from ..parts.rules import PACK, RAEUBER

if TYPE_CHECKING:
    from ..parts.base import DreierlesDeal as DreierlesState

__all__ = ["PlayPhase", "trump_leads"]


class PlayPhase(CorePlayPhase):
    def make(self, state: DreierlesState) -> TrickPlay:
        hands = [list(h) for h in state.cards]
        if state.contract == RAEUBER:
            leader = state.active[0]
        else:
            assert state.declarer is not None
            leader = state.declarer
        return TrickPlay.from_hooks(PACK, hands, deal_rules(state), order=state.active,
                                    leader=leader)
