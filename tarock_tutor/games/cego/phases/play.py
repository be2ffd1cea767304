"""The play phase of Cego (spec cego-dreierles.md §1.4, §2.8–2.9) on the core's one
trick play, built from the deal's trick rules (:func:`..trick_rules.deal_rules`: the
shared follow rule and winner, a court card kept as a pip, the Pfeife rule, Piccolo
and Bettel stopped once lost), and:

* the declarer's exposure instead of the first lead: an extra accepted ``Announce``.

>>> from tarock_tutor.games import cego
>>> g = cego.new_game(players=3, seed=1)
>>> for a in ("1 solo", "2 pass", "0 pass"):
...     g.apply(cego.bid(*a.split()))
>>> g.phase.value, g.to_move, len(g.legal_actions())
('play', 1, 13)
"""

from __future__ import annotations

from typing import Any, ClassVar

from tarock_tutor.core.phases import PROTOCOL_REF, Check
from tarock_tutor.core.phases import PlayPhase as CorePlayPhase
from tarock_tutor.core.protocol import Action, Announce, Discard, Keep, Phase, Play
from tarock_tutor.core.trickplay import TrickPlay

from ..parts.actions import expose_action
from ..parts.base import CegoDeal
from ..parts.contracts import CONTRACTS
from ..parts.contracts import ref as _ref
from ..trick_rules import deal_rules

REF_EXPOSE = _ref("§2.8 exposure ('Hosen runter')")
REF_EXCHANGE = _ref("§2.5 exchange procedure")


class PlayPhase(CorePlayPhase):
    """Tricks; the exposure; and why a keep or discard is refused here."""

    phase = Phase.PLAY
    accepts: ClassVar[tuple[type[Action], ...]] = (Play, Announce, Keep, Discard)

    def make(self, state: CegoDeal) -> TrickPlay:
        return TrickPlay.from_hooks(state.pack, state.held, deal_rules(state),
                                    order=range(state.n), leader=state.first_leader)

    def legal(self, state: Any) -> list[Action]:
        tp: TrickPlay = state.trickplay
        out: list[Action] = tp.legal()  # type: ignore[assignment]  # a fresh list
        if not tp.tricks and not tp.current and state.expose_open():
            out.append(expose_action(tp.leader))
        return out

    def check(self, state: Any, action: Action) -> Check:
        if isinstance(action, Play):
            return super().check(state, action)
        if isinstance(action, Announce):     # the state refused every other announcement
            if state.expose_open() and action.seat == state.declarer:
                return Check(True, "EXPOSE_OK", REF_EXPOSE)
            return Check(False, "EXPOSE_NOT_AVAILABLE", REF_EXPOSE, {"players": state.n})
        contract = state.contract
        if not CONTRACTS[contract].keep:
            return Check(False, "NO_EXCHANGE", REF_EXCHANGE, {"contract": contract})
        return Check(False, "WRONG_PHASE", PROTOCOL_REF, {"phase": Phase.PLAY.value})

    def apply(self, state: Any, action: Action) -> None:
        if isinstance(action, Announce):
            state.exposed = True
            state.trickplay.stop()
            return
        super().apply(state, action)
