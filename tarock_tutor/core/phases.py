"""Phases as handlers: one small object per phase per game, one state that dispatches.

A :class:`PhaseHandler` knows one phase of one game: who moves, the legal
actions, the check of an action (code, rule and parameters), how an action
changes the state, and when the phase is done and which comes next.  A
:class:`PhasedState` holds a game's derived state and dispatches every
protocol call to the handler of its current phase, so a newcomer finds any
rule as game → phase → rule.  :class:`PlayPhase` is the trick-play phase every
game shares (see :mod:`tarock_tutor.core.trickplay`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.protocol import Action, GameState, Phase, Play, RuleRef, Verdict
from tarock_tutor.core.setup import Setup
from tarock_tutor.core.trickplay import TrickPlay

PROTOCOL_REF = RuleRef("protocol")
_FINISHED = Phase.FINISHED   # a module constant: class attribute lookups cost time


@dataclass(frozen=True)
class Check:
    """A handler's judgement of one action, before it becomes a :class:`Verdict`."""

    allowed: bool
    code: str
    rule: RuleRef = PROTOCOL_REF
    params: Mapping[str, Any] = field(default_factory=dict)
    alternatives: tuple[Action, ...] | None = None   # None: the phase's legal actions


St = TypeVar("St", bound="PhasedState")
Act = TypeVar("Act", bound=Action)


def wrong_phase(state: GameState, action: Action) -> Verdict:
    """The refusal of an action of a kind the current phase does not take."""
    return Verdict(False, "WRONG_PHASE", action, tuple(state.legal_actions()), PROTOCOL_REF,
                   {"phase": state.phase.value}, *state.wording())


class PhaseHandler(Generic[St]):
    """One phase of one game.  Subclasses set ``phase`` and ``accepts``."""

    phase: ClassVar[Phase]
    accepts: ClassVar[tuple[type[Action], ...]] = ()

    def enter(self, state: St) -> None:
        """Called when the state enters this phase."""

    def expect(self, state: St, action: Action, kind: type[Act]) -> Act:
        """``action`` as ``kind``, or :class:`IllegalAction` (``WRONG_PHASE``).

        Never an ``assert``: an action of the wrong kind that reaches a handler (an
        unchecked ``apply``, a record's line) is refused under ``python -O`` too."""
        if not isinstance(action, kind):
            raise IllegalAction(wrong_phase(state, action))
        return action

    def to_move(self, state: St) -> int | None:
        raise NotImplementedError

    def legal(self, state: St) -> list[Action]:
        raise NotImplementedError

    def check(self, state: St, action: Action) -> Check:
        raise NotImplementedError

    def apply(self, state: St, action: Action) -> None:
        raise NotImplementedError

    def fast_apply(self, state: St, action: Action) -> bool:
        """Apply a common legal action without the full check; ``False``: not handled."""
        return False

    def verdict(self, state: St, action: Action) -> Verdict | None:
        """The whole verdict on a common action of the kind this phase accepts, in one
        step (the same as :meth:`check` would give); ``None``: ask :meth:`check`.  A
        subclass whose ``check`` adds a rule for such actions overrides this too."""
        return None

    def done(self, state: St) -> bool:
        return False

    def next_phase(self, state: St) -> Phase:
        return Phase.FINISHED


class PhasedState(GameState):
    """A game state that dispatches the protocol to its phase handlers."""

    handlers: ClassVar[Mapping[Phase, PhaseHandler[Any]]] = {}

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self._phase = _FINISHED
        self._handler: PhaseHandler[Any] | None = None   # the current phase's handler
        self.trickplay: TrickPlay | None = None

    # --- phases -----------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        return self._phase

    def enter(self, phase: Phase) -> None:
        """Move to ``phase`` (calling its handler's ``enter``), then past every phase
        that is already done."""
        self._phase = phase
        h = self._handler = self.handlers.get(phase)
        if h is not None:
            h.enter(self)
        self._advance()

    def _advance(self) -> None:
        while self._phase is not _FINISHED:
            h = self.handlers[self._phase]
            if not h.done(self):
                return
            nxt = h.next_phase(self)
            self._phase = nxt
            nh = self._handler = self.handlers.get(nxt)
            if nh is not None:
                nh.enter(self)

    # --- the protocol -------------------------------------------------------------
    @property
    def is_terminal(self) -> bool:
        return self._phase is _FINISHED

    @property
    def to_move(self) -> int | None:
        if self._phase is _FINISHED:
            return None
        return self.handlers[self._phase].to_move(self)

    def legal_actions(self) -> list[Action]:
        h = self._handler
        if h is None or self._phase is _FINISHED:
            return []
        return h.legal(self)

    def check_shape(self, action: object) -> Action:
        """Refuse what is not an action at all (a wrong type, not an illegal move)."""
        if not isinstance(action, Action):
            raise TarockError(f"{action!r} is not an action; build one with Bid, Keep, "
                              "Discard, Take, Call, Announce or Play", code="NOT_AN_ACTION",
                              params={"value": repr(action)[:30]})
        seat = action.seat
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise TarockError(f"{type(action).__name__}.seat must be a seat number, "
                              f"not {seat!r}", code="SEAT_NOT_NUMBER",
                              params={"value": repr(seat)[:30]})
        return action

    def explain(self, action: Action) -> Verdict:
        self.check_shape(action)
        h = self._handler
        # the shared refusals (finished, wrong seat) are asked for only when one applies
        if h is None or self._phase is _FINISHED or action.seat != h.to_move(self):
            refusal = self.generic_refusal(action)
            if refusal is not None:
                return refusal
            h = self.handlers[self._phase]
        if not isinstance(action, h.accepts):
            return wrong_phase(self, action)
        verdict = h.verdict(self, action)
        if verdict is not None:
            return verdict
        chk = h.check(self, action)
        alts = chk.alternatives if chk.alternatives is not None else tuple(h.legal(self))
        return Verdict(chk.allowed, chk.code, action, alts, chk.rule, chk.params,
                       *self.wording())

    def apply(self, action: Action, *, check: bool = True) -> None:
        h = self._handler
        if h is not None and self._phase is not _FINISHED and h.fast_apply(self, action):
            self.history.append(action)
            if h.done(self):
                self._advance()
            return
        if check:
            verdict = self.explain(action)
            if not verdict.allowed:
                raise IllegalAction(verdict)
        self._apply(action)
        self.history.append(action)

    def _apply(self, action: Action) -> None:
        """Apply (unchecked); an action the phase cannot take at all is still refused, so
        a wrong kind never corrupts the state (a card played in the auction, say)."""
        self.check_shape(action)
        refusal = self.generic_refusal(action)
        if refusal is not None:
            raise IllegalAction(refusal)
        h = self.handlers[self._phase]
        if not isinstance(action, h.accepts):
            raise IllegalAction(wrong_phase(self, action))
        h.apply(self, action)
        self._advance()


class PlayPhase(PhaseHandler[Any]):
    """The trick-play phase shared by every game: the state's ``trickplay`` does the work.

    A game builds its :class:`TrickPlay` (hooks, order, leader) in its own
    handler's ``enter`` — usually by subclassing this one and overriding
    :meth:`make`."""

    phase = Phase.PLAY
    accepts: ClassVar[tuple[type[Action], ...]] = (Play,)

    def make(self, state: Any) -> TrickPlay:
        raise NotImplementedError

    def enter(self, state: Any) -> None:
        state.trickplay = self.make(state)

    def to_move(self, state: Any) -> int | None:
        tp: TrickPlay = state.trickplay
        return tp.to_move

    def legal(self, state: Any) -> list[Action]:
        tp: TrickPlay = state.trickplay
        return tp.legal()  # type: ignore[return-value]  # a fresh list of Play actions

    def check(self, state: Any, action: Action) -> Check:
        tp: TrickPlay = state.trickplay
        v = tp.explain(self.expect(state, action, Play))
        return Check(v.allowed, v.code, v.rule, v.params, v.alternatives)

    def verdict(self, state: Any, action: Action) -> Verdict | None:
        tp: TrickPlay = state.trickplay
        return tp.quick_verdict(action, state.wording()) if type(action) is Play else None

    def fast_apply(self, state: Any, action: Action) -> bool:
        tp: TrickPlay = state.trickplay
        return type(action) is Play and tp.try_apply(action)

    def apply(self, state: Any, action: Action) -> None:
        tp: TrickPlay = state.trickplay
        play = self.expect(state, action, Play)
        tp.play(play.seat, play.card)

    def done(self, state: Any) -> bool:
        tp: TrickPlay = state.trickplay
        return tp.finished
