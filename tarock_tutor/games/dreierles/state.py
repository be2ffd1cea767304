"""The Dreierles state: a thin phase machine over the deal (spec §3).

Phases: auction → exchange (Dreier/Zweier/Einer) → announcements and knocking
(Räuber: Kontra once round) → play → finished.  Truth is the setup and the
history; everything here is derived by replaying them.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.dealing import Deal, deal, packet_plan
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.phases import PhasedState, PhaseHandler
from tarock_tutor.core.protocol import Announce, Phase, Verdict
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup, resolve_deal
from tarock_tutor.core.variants import Options, Variant

from . import messages as _codes  # noqa: F401  (registers the reason codes)
from .announce import Announcements, knock_refusal
from .auction import Auction
from .exchange import Exchange
from .play import Tricks
from .result import Result, result_of
from .rules import KEY, KONTRA, PACK, RAEUBER, RE, REF_KONTRA_LIMIT, SOLO


def active_seats(table: int, dealer: int) -> tuple[int, ...]:
    """The three players in bidding and play order, from the dealer's right (§3.1):
    with four at the table the dealer sits out."""
    return tuple((dealer + i) % table for i in range(1, 4))


def deal_for(variant: Variant, options: Options, dealer: int, seed: int) -> Deal:
    """The seeded deal (§3.3): six talon cards first, in order, then packets of 8
    (or 4) to the active players from the dealer's right."""
    table = variant.seats
    packets = (8, 8) if options["deal_packets"] == "8-8" else (4, 4, 4, 4)
    active = active_seats(table, dealer)
    plan = packet_plan(seats=table, first=active[0], talon_first=6, packets=packets,
                       active=active)
    return deal(PACK, seed=seed, plan=plan, seats=table)


class DreierlesState(PhasedState):
    game_key = KEY
    handlers: ClassVar[dict[Phase, PhaseHandler[Any]]] = {
        Phase.AUCTION: Auction(), Phase.EXCHANGE: Exchange(), Phase.ANNOUNCE: Announcements(),
        Phase.PLAY: Tricks()}

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.pack: Pack = PACK
        self.table = setup.variant.seats
        self.active = active_seats(self.table, setup.dealer)
        d = resolve_deal(setup, lambda seed: deal_for(setup.variant, setup.options,
                                                      setup.dealer, seed))
        if self.table == 4 and d.hands[setup.dealer]:
            raise TarockError(f"impossible deal: the dealer (seat {setup.dealer}) sits out with "
                              "four at the table and holds no cards (§3.1)")
        self.dealt: tuple[tuple[Card, ...], ...] = d.hands
        self.talon: tuple[Card, ...] = d.talon
        self.cards: list[list[Card]] = [list(h) for h in d.hands]
        self.bids: list[tuple[int, str]] = []
        self.passed_open: set[int] = set()
        self.contract: str | None = None
        self.declarer: int | None = None
        self.taken: tuple[Card, ...] = ()
        self.discards: list[Card] = []
        self.face_up: list[Card] = []
        self.announced: list[str] = []
        self.fertig = False
        self.awaiting: str | None = None
        self.queue: list[int] = []
        self.knocks: list[tuple[int, str]] = []
        self.enter(Phase.AUCTION)

    # --- views ---------------------------------------------------------------------
    @property
    def hands(self) -> list[list[Card]]:
        """Every seat's current hand (in play: the cards not yet played)."""
        if self.trickplay is not None:
            return [self.trickplay.hand(s) for s in range(self.table)]
        return [list(h) for h in self.cards]

    @property
    def doublings(self) -> int:
        """Kontra and Re said so far (Räuber: the Kontras)."""
        return len(self.knocks)

    def talon_view(self, seat: int) -> list[Card | None]:
        """The talon as ``seat`` sees it (§3.5): the turned-up cards for everybody, the
        rest for the defenders once the exchange is over (Solo: the whole talon);
        ``None`` for a card this seat has not seen.  In Räuber nobody sees it."""
        visible = set(self.taken)
        defender = seat in self.active and seat != self.declarer
        exchanged = self.phase not in (Phase.AUCTION, Phase.EXCHANGE)
        if defender and (self.contract == SOLO or (
                self.contract not in (None, RAEUBER) and exchanged)):
            visible = set(self.talon)
        return [c if c in visible else None for c in self.talon]

    def result(self) -> Result:
        """The finished deal's piles, points, Pfeife and bonuses (see :mod:`.result`)."""
        if not self.is_terminal:
            raise TarockError("the deal is not finished yet: no result before the last trick")
        return result_of(self)

    def score_sheet(self) -> ScoreSheet:
        return self.result().sheet

    # --- refusals the turn order would hide ----------------------------------------------
    def explain(self, action: Any) -> Verdict:
        self.check_shape(action)
        if isinstance(action, Announce):
            special = self._knock_refusal(action)
            if special is not None:
                return special
        return super().explain(action)

    def _knock_refusal(self, action: Announce) -> Verdict | None:
        """A knock by someone who may not knock at all, or after the limit was reached
        (both before the first card is played)."""
        if self.contract in (None, RAEUBER) or action.what not in (KONTRA, RE):
            return None
        if not 0 <= action.seat < self.table:
            return None
        tp = self.trickplay
        if not (self.phase in (Phase.EXCHANGE, Phase.ANNOUNCE) or (
                tp is not None and not tp.tricks and not tp.current)):
            return None
        if action.what == KONTRA and action.seat != self.to_move:
            why = knock_refusal(self, action.seat)
            if why is not None:
                return Verdict(False, why[0], action, tuple(self.legal_actions()), why[1],
                               {}, game=KEY)
        limit = self.options["max_doublings"]
        if self.phase is Phase.PLAY and self.doublings >= limit:
            return Verdict(False, "KONTRA_LIMIT", action, tuple(self.legal_actions()),
                           REF_KONTRA_LIMIT, {"limit": limit}, game=KEY)
        return None
