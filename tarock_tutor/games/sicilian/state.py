"""The state of one Sicilian deal: a thin phase machine over the handlers of
bargaining, solo bidding, exchange, partnerships and play (spec §3).

A deal ends in one of five ways (``outcome``): ``played``, ``throw_in`` (the
bargaining settled it: offers and takes are scored), ``no_taker`` (all four
offered or shuffled: nothing paid), ``no_twenty`` (a partnership game where
nobody could or would say "20").  All but ``played`` are redeals by the same
dealer (:func:`next_dealer`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from tarock_tutor.core.cards import Card
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.phases import PhasedState, PhaseHandler
from tarock_tutor.core.protocol import Phase
from tarock_tutor.core.scoring import LineItem, ScoreSheet
from tarock_tutor.core.setup import Setup, resolve_deal
from tarock_tutor.core.trickplay import TrickPlay

from .auction import SoloPhase
from .bargain import Bargain, BargainPhase
from .deal import FIRST_STAGE, seeded_deal, tarot78_name
from .exchange import ExchangePhase
from .partners import PartnerPhase
from .play import TrickPhase
from .scoring import Count, count_hand, score_bargain, score_partnership, score_solo
from .variants import GAME, ref


class SicilianState(PhasedState):
    """One deal of Sicilian Tarocchi, from the bargaining to the score sheet."""

    game_key = GAME
    handlers: ClassVar[dict[Phase, PhaseHandler[Any]]] = {
        Phase.BARGAIN: BargainPhase(), Phase.AUCTION: SoloPhase(),
        Phase.EXCHANGE: ExchangePhase(), Phase.CALL: PartnerPhase(), Phase.PLAY: TrickPhase()}

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
    def count(self) -> Count:
        """The side points of the finished hand (raises before the end of play)."""
        if self.outcome != "played" or self.phase is not Phase.FINISHED:
            raise ValueError("the hand has not been played to the end")
        return count_hand(self)

    def score_sheet(self) -> ScoreSheet:
        names = self.setup.names or tuple(seat_ja(s, self.dealer, 4) for s in range(4))
        sheet = ScoreSheet(names, title="シチリアン・タロッキ")
        if self.phase is not Phase.FINISHED:
            return sheet
        if self.outcome == "throw_in":
            sheet.add(score_bargain(self.bargain.payments(),
                                    note="プレイなし: 同じディーラーが配り直し"))
        elif self.outcome == "no_taker":
            sheet.add(score_bargain((0, 0, 0, 0), note="全員が「出す」側で貰う人がいない: "
                                    "支払いなし、同じディーラーが配り直し(判断 C3)"))
        elif self.outcome == "no_twenty":
            sheet.add(LineItem("no_twenty", "「20」なし: プレイなし、同じディーラーが配り直し",
                               (0, 0, 0, 0), rule=ref("§3.7")))
        else:
            c = self.count()
            if self.game_kind == "partnership":
                sheet.add(score_partnership(c.side, dealer=self.dealer, points=c.points))
            else:
                sheet.add(score_solo(self.declarer_seat(), c.points, dealer=self.dealer))
        return sheet

    @property
    def redeal(self) -> bool:
        """Whether the same dealer deals the next hand (the hand was not played)."""
        return self.phase is Phase.FINISHED and self.outcome != "played"


def next_dealer(state: SicilianState) -> int:
    """Who deals next: the same dealer after a hand not played, else the dealer's right
    (the deal passes anticlockwise, seed 004, spec §3.4)."""
    if state.phase is not Phase.FINISHED:
        raise ValueError("the deal is not finished yet")
    return state.dealer if state.redeal else (state.dealer + 1) % 4
