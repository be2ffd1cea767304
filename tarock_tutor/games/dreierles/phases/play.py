"""Trick play (spec §3.9, §3.12.3): the core's one trick-play phase with the
active seats in play order (a sitting-out dealer is simply absent).  The
declarer leads; in Räuber the dealer's right leads and the Steinmauern
restrictions apply through the core hook ``RAEUBER_PFEIFE`` (decision D7), or
the Iffezheim ones through ``RAEUBER_IFFEZHEIM``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarock_tutor.core.follow_rules import RAEUBER_IFFEZHEIM, RAEUBER_PFEIFE, RaeuberContext
from tarock_tutor.core.phases import PlayPhase as CorePlayPhase
from tarock_tutor.core.trickplay import TrickPlay

from ..parts.rules import PACK, RAEUBER

if TYPE_CHECKING:
    from ..parts.base import DreierlesDeal as DreierlesState


def trump_leads(tp: TrickPlay) -> int:
    """Tricks led with a trump so far, the one in progress included."""
    done = sum(1 for t in tp.tricks if t.cards[0].is_trump)
    return done + (1 if tp.current and tp.current[0].is_trump else 0)


def raeuber_context(tp: TrickPlay) -> RaeuberContext:
    return RaeuberContext(trump_leads(tp), len(tp.tricks))


class PlayPhase(CorePlayPhase):
    def make(self, state: DreierlesState) -> TrickPlay:
        hands = [list(h) for h in state.cards]
        if state.contract == RAEUBER:
            rule = {"steinmauern": RAEUBER_PFEIFE,
                    "iffezheim": RAEUBER_IFFEZHEIM}.get(state.options["raeuber_pfeife"])
            if rule is not None:
                return TrickPlay(PACK, hands, order=state.active, leader=state.active[0],
                                 rule=rule, context=raeuber_context)
            return TrickPlay(PACK, hands, order=state.active, leader=state.active[0])
        assert state.declarer is not None
        return TrickPlay(PACK, hands, order=state.active, leader=state.declarer)
