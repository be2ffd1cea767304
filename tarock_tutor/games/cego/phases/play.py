"""The play phase of Cego (spec cego-dreierles.md §1.4, §2.8–2.9) on the core's one
trick play: the shared follow rule and winner, with Cego's own parts as hooks —

* a court card kept as a pip (Zwei Leere / Zwei Verschiedene, optional rule) ranks
  below every card of its suit: the trick play gets a ``strength`` order;
* the Pfeife rule (the Pfeife contract fails if trump 1 is played after the first
  trick and lost): an ``on_trick`` hook;
* Piccolo and Bettel may stop as soon as they are lost (option C10): ``stop()``;
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

from tarock_tutor.core.cards import Card
from tarock_tutor.core.hand import Trick
from tarock_tutor.core.phases import PROTOCOL_REF, Check
from tarock_tutor.core.phases import PlayPhase as CorePlayPhase
from tarock_tutor.core.protocol import Action, Announce, Discard, Keep, Phase, Play
from tarock_tutor.core.trickplay import TrickPlay

from ..parts.actions import expose_action
from ..parts.base import CegoDeal
from ..parts.contracts import BETTEL, CONTRACTS, PFEIFE, PFEIFE_CARD, PICCOLO
from ..parts.contracts import ref as _ref

REF_EXPOSE = _ref("§2.8 exposure ('Hosen runter')")
REF_EXCHANGE = _ref("§2.5 exchange procedure")


def _pfeife_rule(state: CegoDeal) -> Any:
    """§2.9: the Pfeife played after the first trick and lost breaks the contract."""
    declarer = state.declarer

    def on_trick(trick: Trick) -> None:
        tp = state.trickplay
        assert tp is not None
        if len(tp.tricks) > 1 and trick.won_by != declarer and PFEIFE_CARD in trick.cards:
            state.pfeife_broken = True
    return on_trick


def _stop_when_lost(state: CegoDeal, most: int) -> Any:
    """Option C10: end a Piccolo (at most one trick) or Bettel (none) once it is lost."""
    declarer = state.declarer
    assert declarer is not None

    def on_trick(trick: Trick) -> None:
        tp = state.trickplay
        assert tp is not None
        if tp.won[declarer] > most:
            tp.stop()
    return on_trick


class PlayPhase(CorePlayPhase):
    """Tricks; the exposure; and why a keep or discard is refused here."""

    phase = Phase.PLAY
    accepts: ClassVar[tuple[type[Action], ...]] = (Play, Announce, Keep, Discard)

    def make(self, state: CegoDeal) -> TrickPlay:
        contract = state.contract
        strength: dict[Card, int] | None = None
        if state.demoted:
            strength = dict(state.pack.strength)
            for c in state.demoted:
                strength[c] = 0
        on_trick = None
        if contract == PFEIFE:
            on_trick = _pfeife_rule(state)
        elif contract in (PICCOLO, BETTEL) and state.options["stop_negative_early"]:
            on_trick = _stop_when_lost(state, 1 if contract == PICCOLO else 0)
        return TrickPlay(state.pack, state.held, order=range(state.n),
                         leader=state.first_leader, strength=strength, on_trick=on_trick)

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
