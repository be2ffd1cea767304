"""The Neunzehnerrufen phase machine (spec §1.4–§1.13) for all four forms.

Phases: AUCTION → TALON (staged looks: Dreier, Zweier, Einer) → EXCHANGE
(discards; the Rufer draw is automatic) → CALL (Rufer) → ANNOUNCE (one lap of
declarations and announcements from the dealer's right; then, in the dummy
forms, who plays the dummy) → PLAY → FINISHED, one handler each in
:mod:`.phases`.  The 2-player form starts in EXCHANGE: there is no auction.

A state is built from its :class:`~tarock_tutor.core.setup.Setup` (a seed or
every hand and the talon), so ``replay``, ``copy`` and ``undo`` keep the
dealer and the hands.  A dummy keeps its seat: a ``Play`` for a dummy names the
dummy's seat, and :attr:`acting_player` says who chooses the card.  The
partner of a Rufer is known to the engine (:attr:`partner`) but not to the
players: use :meth:`view` for what one seat may see.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar, TypeVar

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.phases import PhaseHandler
from tarock_tutor.core.protocol import Action, DealView, Phase, Play, Verdict
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup
from tarock_tutor.games.neunzehner.phase_names import Phases

from . import messages as _messages  # noqa: F401  (registers the reason codes)
from .parts.base import NeunzehnerTable
from .parts.contracts import RUFER
from .parts.sheet import deal_score_sheet, seat_labels
from .parts.table import SEATS
from .parts.view import SeatView, seat_view
from .phases import HANDLERS

S = TypeVar("S", bound="NeunzehnerState")


@dataclass(frozen=True)
class Quoted(Action):
    """Stands in for a malformed action inside a verdict, so that the refusal can quote
    it (``str()`` of e.g. ``Discard(0, None)`` fails on the missing cards)."""

    text: str = ""
    kind: ClassVar[str] = "?"

    def __str__(self) -> str:
        return self.text


class NeunzehnerState(NeunzehnerTable):
    """One deal of Neunzehnerrufen in any of its four forms: ``NeunzehnerState(setup)``."""

    handlers: ClassVar[Mapping[Phase, PhaseHandler[Any]]] = HANDLERS

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        if self.form == "2p":  # no auction: the non-dealer plays a Rufer (spec §1.13)
            self.contract, self.declarer = RUFER, (self.dealer + 2) % SEATS
            self.enter(Phases.EXCHANGE)
        else:
            self.enter(Phases.AUCTION)

    def explain(self, action: Action) -> Verdict:
        """The verdict on ``action``; a malformed one is quoted by its ``repr``."""
        verdict = super().explain(action)
        if type(action) is Play and type(action.card) is Card:   # well formed (the hot path)
            return verdict
        try:
            str(action)
        except (AttributeError, TypeError, ValueError):
            return replace(verdict, action=Quoted(action.seat, repr(action)))
        return verdict

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now (no hidden partner, no unseen talon cards)."""
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in range(SEATS):
            raise TarockError(f"seat must be 0..3, got {seat!r}",
                              code="SEAT_RANGE",
                              params={"what": "プレイヤー", "value": repr(seat)[:30], "high": 4,
                                      "last": 3})
        return seat_view(self, seat)

    def deal_view(self) -> DealView:
        """Engine truth: the partner even while hidden; the dummies of the dummy forms and
        the dummy a defender plays (D-A13), never the declarer's own seat."""
        dummies = set(self.dummies)
        if self.play_dummy is not None and self.play_dummy != self.declarer:
            dummies.add(self.play_dummy)
        partner = self.partner
        return DealView(tuple(self.hand(s) for s in range(SEATS)), self.initial_hands,
                        self.talon, self.trickplay, self.declarer,
                        () if partner is None else (partner,), tuple(sorted(dummies)),
                        self.contract, self.eldest, self.to_move)

    def seat_labels(self) -> tuple[str, ...]:
        """Column names of the score sheet ("S1(ダミー)" for a dummy seat)."""
        return seat_labels(self)

    def score_sheet(self) -> ScoreSheet:
        """The sheet of the finished deal (spec §1.11–1.13), every line cited."""
        return deal_score_sheet(self)

    def __repr__(self) -> str:
        deal = f"seed={self.seed}" if self.seed is not None else "typed-in"
        return (f"NeunzehnerState(form={self.form!r}, {deal}, dealer={self.dealer}, "
                f"phase={self.phase.value!r}, to_move={self.to_move}, "
                f"contract={self.contract!r}, declarer={self.declarer})")
