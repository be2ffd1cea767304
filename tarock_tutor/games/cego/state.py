"""The Cego state: deal → auction → exchange → play → finished, one handler per phase.

The truth is the :class:`~tarock_tutor.core.setup.Setup` (variant, options,
dealer, a seed or the typed-in hands) plus the history of frozen actions;
``CegoState.replay(setup, history)``, ``copy()`` and ``undo()`` rebuild from
exactly that.  The derived state and its views are in :mod:`.parts.base`, the
rules in the phase modules of :mod:`.phases`: auction, exchange, play.

>>> from tarock_tutor.core.setup import Setup
>>> from tarock_tutor.games.cego.variants import CEGO4
>>> g = CegoState(Setup.seeded(CEGO4, 3, dealer=2))
>>> g.phase.value, g.to_move, [len(h) for h in g.hands]
('auction', 3, [11, 11, 11, 11])
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.phases import PROTOCOL_REF, PhaseHandler
from tarock_tutor.core.protocol import (
    Action,
    Announce,
    Bid,
    DealView,
    Discard,
    Keep,
    Phase,
    Play,
    Verdict,
)
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup
from tarock_tutor.games.cego.phase_names import Phases

from .labels import LABELS
from .parts.actions import EXPOSE
from .parts.base import CegoDeal
from .parts.outcome import score_finished, side_points
from .phases import HANDLERS
from .scoring import DealScore


class CegoState(CegoDeal):
    """One deal of Cego for 3 or 4 players (variants ``cego3`` / ``cego4``)."""

    handlers: ClassVar[Mapping[Phase, PhaseHandler[Any]]] = HANDLERS

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self._score: DealScore | None = None
        self.enter(Phases.AUCTION)

    # --- the protocol ------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        tp = self.trickplay   # the hot path: a play after the first lead (no exposure)
        if tp is not None and (tp.tricks or tp.current) and not tp.finished:
            return tp.legal()  # type: ignore[return-value]  # a fresh list of Play actions
        return super().legal_actions()

    def apply(self, action: Action, *, check: bool = True) -> None:
        """Apply an action; an illegal one raises ``IllegalAction`` (the trick play's
        fast path for legal card play, the phase handlers for everything else)."""
        tp = self.trickplay
        if tp is not None and type(action) is Play and tp.try_apply(action):
            self.history.append(action)
            if tp.finished:
                self._advance()
            return
        super().apply(action, check=check)

    def check_shape(self, action: object) -> Action:
        """Refuse a malformed action (a wrong type, not merely an illegal move) with a
        :class:`TarockError` that names the input, before any rule looks at it."""
        a = super().check_shape(action)
        kind = type(a).__name__
        if isinstance(a, Bid) and not isinstance(a.bid, str):
            raise TarockError(f"Bid.bid must be a bid id such as 'pass' or 'cego', not "
                              f"{a.bid!r} (spec §2.6–2.7)",
                              code="ACTION_FIELD",
                              params={"field": "ビッド",
                                      "expect": "「pass」「cego」のようなビッドの名前(文字)",
                                      "value": repr(a.bid)[:30]})
        if isinstance(a, Announce) and not isinstance(a.what, str):
            raise TarockError(f"Announce.what must be text such as 'expose', not {a.what!r}",
                              code="ACTION_FIELD",
                              params={"field": "予告",
                                      "expect": "「expose」のような予告の名前(文字)",
                                      "value": repr(a.what)[:30]})
        if isinstance(a, Play) and not isinstance(a.card, Card):
            raise TarockError(f"Play.card must be a Card, not {a.card!r} "
                              "(cego.play(seat, 'T21') reads notation)",
                              code="NOT_A_CARD", params={"value": repr(a.card)[:30]})
        if isinstance(a, Keep | Discard):
            cards = a.cards
            if not isinstance(cards, tuple | list) or not all(isinstance(c, Card)
                                                             for c in cards):
                raise TarockError(f"{kind}.cards must be a tuple of Cards, not {cards!r} "
                                  f"(cego.{kind.lower()}(seat, 'S8', …) reads notation)",
                                  code="CARDS_NOT_TEXT", params={"value": repr(cards)[:30]})
        return a

    def explain(self, action: Action) -> Verdict:
        """Allowed or not, the reason code, the legal alternatives and the rule (the shape
        is checked by ``PhasedState.explain``; an announcement reads its field first)."""
        if isinstance(action, Announce):
            self.check_shape(action)
            if action.what != EXPOSE:
                return Verdict(False, "UNKNOWN_ACTION", action, tuple(self.legal_actions()),
                               PROTOCOL_REF, {"action": str(action)}, *self.wording())
        return super().explain(action)

    def legal_plays(self) -> list[Card]:
        """The cards the player to move may play (empty outside the play phase)."""
        if self.phase is not Phase.PLAY:
            return []
        return [a.card for a in self.legal_actions() if type(a) is Play]

    # --- scoring -------------------------------------------------------------------------
    def card_points(self) -> tuple[int, int]:
        """(declarer, defenders) card points for a contract scored by card points (§2.10)."""
        return side_points(self)

    def result_score(self) -> DealScore:
        """The score of the finished deal (entries and net sheet)."""
        if self.phase is not Phase.FINISHED:
            raise TarockError("the deal is not finished yet; there is no score "
                              f"(phase: {self.phase.value})",
                              code="DEAL_NOT_FINISHED", params={"phase": self.phase.ja})
        if self._score is None:
            self._score = score_finished(self)
        return self._score

    def score_sheet(self) -> ScoreSheet:
        return self.result_score().sheet

    # --- display -------------------------------------------------------------------------
    def deal_view(self) -> DealView:
        """The declarer plays alone against the others (spec §2.1): no partner, no dummy."""
        return DealView(self.hands, self.dealt_hands, self.talon, self.trickplay, self.declarer,
                        contract=self.contract, eldest=(self.dealer + 1) % self.n,
                        to_move=self.to_move)

    def __repr__(self) -> str:
        return (f"CegoState({self.variant.key}, seed={self.seed}, dealer={self.dealer}, "
                f"phase={self.phase.value}, contract={self.contract}, "
                f"declarer={self.declarer}, actions={len(self.history)})")

    def _repr_html_(self) -> str:
        from html import escape

        from tarock_tutor.core.labels import seat_ja, seat_role_ja
        from tarock_tutor.render.svg import hand_svg

        head = (f"{self.variant.title} — {self.phase.ja}"
                + (f" / {LABELS.term(self.contract)} ({seat_ja(self.declarer)})"
                   if self.contract and self.declarer is not None else ""))
        rows = [f"<div>{escape(seat_role_ja(s, dealer=self.dealer, seats=self.n))}: "
                f"{hand_svg(self.hand(s), pack=self.pack)}</div>" for s in range(self.n)]
        return f"<div><b>{escape(head)}</b>{''.join(rows)}</div>"
