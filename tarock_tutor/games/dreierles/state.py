"""The Dreierles state: the deal of :mod:`.parts.base` with its phase handlers (spec §3).

Phases: auction → exchange (Dreier/Zweier/Einer) → announcements and knocking
(Räuber: Kontra once round) → play → finished.  Truth is the setup and the
history; everything here is derived by replaying them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.phases import PhaseHandler
from tarock_tutor.core.protocol import Announce, DealView, Phase, Verdict
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup
from tarock_tutor.games.dreierles.phase_names import Phases

from . import messages as _codes  # noqa: F401  (registers the reason codes)
from .parts.base import DreierlesDeal
from .parts.result import Result, result_of
from .parts.rules import KEY, KONTRA, RAEUBER, RE, REF_KONTRA, REF_KONTRA_LIMIT
from .phases import HANDLERS
from .phases.announce import knock_refusal


class DreierlesState(DreierlesDeal):
    """A Dreierles deal that plays: each phase's rules in its handler."""

    handlers: ClassVar[Mapping[Phase, PhaseHandler[Any]]] = HANDLERS

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.enter(Phases.AUCTION)

    def result(self) -> Result:
        """The finished deal's piles, points, Pfeife and bonuses (see :mod:`.parts.result`)."""
        if not self.is_terminal:
            raise TarockError("the deal is not finished yet: no result before the last trick",
                              code="DEAL_NOT_FINISHED", params={"phase": self.phase.ja})
        return result_of(self)

    def score_sheet(self) -> ScoreSheet:
        return self.result().sheet

    # --- refusals the turn order would hide ----------------------------------------------
    def deal_view(self) -> DealView:
        """Three play; at a table of four the dealer sits out with no cards (§3.1)."""
        hands = tuple(tuple(self.pack.sorted(h)) for h in self.hands)
        return DealView(hands, self.dealt, self.talon, self.trickplay, self.declarer,
                        contract=self.contract, eldest=self.active[0], to_move=self.to_move)

    def explain(self, action: Any) -> Verdict:
        self.check_shape(action)
        if isinstance(action, Announce):
            special = self._knock_refusal(action)
            if special is not None:
                return special
        return super().explain(action)

    def _knock_refusal(self, action: Announce) -> Verdict | None:
        """A knock by someone who may not knock at all, before the declarer's 'fertig'
        (§3.8: the window opens only then), or after the limit was reached (all before
        the first card is played)."""
        if self.contract in (None, RAEUBER) or action.what not in (KONTRA, RE):
            return None
        if not 0 <= action.seat < self.table:
            return None
        tp = self.trickplay
        if not (self.phase in (Phases.EXCHANGE, Phases.ANNOUNCE) or (
                tp is not None and not tp.tricks and not tp.current)):
            return None
        if action.what == KONTRA and action.seat != self.to_move:
            why = knock_refusal(self, action.seat)
            if why is not None:
                return Verdict(False, why[0], action, tuple(self.legal_actions()), why[1],
                               {}, game=KEY, labels=self.labels, pack=self.pack)
        if not self.fertig and action.seat != self.to_move:
            return Verdict(False, "KONTRA_NOT_NOW", action, tuple(self.legal_actions()),
                           REF_KONTRA, {}, game=KEY, labels=self.labels, pack=self.pack)
        limit = self.options["max_doublings"]
        if self.phase is Phase.PLAY and self.doublings >= limit:
            return Verdict(False, "KONTRA_LIMIT", action, tuple(self.legal_actions()),
                           REF_KONTRA_LIMIT, {"limit": limit}, game=KEY, labels=self.labels,
                           pack=self.pack)
        return None
