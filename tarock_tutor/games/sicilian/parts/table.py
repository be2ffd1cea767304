"""The derived state of one Sicilian deal (the data every phase handler reads and
changes): the deal, the bargaining, the sides, the count.  :mod:`..state` adds the
phase handlers and the score sheet on top, so the handlers depend on this module
only and the package has no import circle.
"""

from __future__ import annotations

from tarock_tutor.core.cards import Card
from tarock_tutor.core.phases import PhasedState
from tarock_tutor.core.protocol import Phase
from tarock_tutor.core.setup import Setup, resolve_deal
from tarock_tutor.core.trickplay import TrickPlay

from ..variants import GAME
from .deal import FIRST_STAGE, seeded_deal, tarot78_name
from .offers import Bargain


class SicilianTable(PhasedState):
    """One deal of Sicilian Tarocchi as data (see :class:`~.state.SicilianState`)."""

    game_key = GAME

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        d = resolve_deal(setup, lambda seed: seeded_deal(seed, dealer=setup.dealer))
        self.dealt: tuple[tuple[Card, ...], ...] = d.hands     # 15 each, in deal order
        self.talon: tuple[Card, ...] = d.talon
        self.order: tuple[int, ...] = tuple((self.dealer + 1 + i) % 4 for i in range(4))
        self.held: list[list[Card]] = [list(h[:FIRST_STAGE]) for h in d.hands]
        self.bargain = Bargain(self.order)
        self.solo_said: dict[int, str] = {}
        self.soloist: int | None = None
        self.exchanger: int | None = None
        self.discard: tuple[Card, ...] = ()
        self.discard_face_up: tuple[Card, ...] = ()
        self.talon_shown = False
        self.partner_stage = ""
        self.twenty_said: list[tuple[int, str]] = []
        self.twenty: int | None = None
        self.fifteen_said: list[tuple[int, str]] = []
        self.called: Card | None = None
        self.partner: int | None = None
        self.alone = False
        self.knocks: list[tuple[int, int, str]] = []
        self.fugitive_debt: tuple[int, int, int] | None = None
        self.outcome: str | None = None
        self.enter(Phase.BARGAIN)

    # --- the deal ---------------------------------------------------------------------
    @property
    def bottom_card(self) -> Card:
        """The card the dealer may look at after the cut: the last talon card (§3.4)."""
        return self.talon[-1]

    def card_name(self, c: Card) -> str:
        """The Japanese name of ``c`` at this table: the Sicilian card, or with
        ``cards = tarot78`` the card of an ordinary tarot that stands for it (§3.2)."""
        if self.options["cards"] == "tarot78":
            return tarot78_name(c)
        return self.variant.pack.name(c, "ja")

    def complete_deal(self) -> None:
        """The hand is played: 5 more cards each (the talon stays face down)."""
        for seat in range(4):
            self.held[seat].extend(self.dealt[seat][FIRST_STAGE:])
        self.outcome = "played"

    @property
    def hands(self) -> list[list[Card]]:
        """What each seat holds now (10 cards while bargaining, 15 after)."""
        if self.trickplay is not None:
            return [self.trickplay.hand(s) for s in range(4)]
        return [list(h) for h in self.held]

    def trick_play(self) -> TrickPlay:
        """The trick play (only once the play has begun)."""
        if self.trickplay is None:
            raise ValueError("the play has not begun")
        return self.trickplay

    # --- sides ------------------------------------------------------------------------
    def declarer_seat(self) -> int:
        """The soloist, else the "20" player."""
        seat = self.soloist if self.soloist is not None else self.twenty
        if seat is None:
            raise ValueError("no soloist and no '20' player yet")
        return seat

    def side(self, seat: int) -> frozenset[int]:
        """The seats on ``seat``'s side (known to the engine, hidden from players)."""
        if self.soloist is not None or self.alone:
            lone = self.declarer_seat()
            return frozenset({lone}) if seat == lone else frozenset(
                s for s in range(4) if s != lone)
        assert self.twenty is not None and self.partner is not None
        team = frozenset({self.twenty, self.partner})
        return team if seat in team else frozenset(range(4)) - team

    @property
    def partner_revealed(self) -> bool:
        """Whether the table knows the partnership: at once after a "15", else when the
        called card has been played (seed 004: unknown until then, spec §3.7)."""
        if self.game_kind != "partnership":
            return self.game_kind is not None
        if self.called is None:
            return True
        tp = self.trickplay
        if tp is None:
            return False
        return self.called in tp.current or any(self.called in t.cards for t in tp.tricks)

    @property
    def game_kind(self) -> str | None:
        """``solo``, ``partnership`` or ``alone`` (D-C8), once known."""
        if self.soloist is not None:
            return "solo"
        if self.alone:
            return "alone"
        return "partnership" if self.partner is not None else None

    # --- score ------------------------------------------------------------------------
    @property
    def redeal(self) -> bool:
        """Whether the same dealer deals the next hand (the hand was not played)."""
        return self.phase is Phase.FINISHED and self.outcome != "played"
