"""The derived state of one Dreierles deal and its views (no rules: the phases hold
those; spec cego-dreierles.md §3).

:class:`DreierlesDeal` is what every phase handler reads and changes: the deal
(seeded or typed in), the bids, the exchange, the announcements and knocks, and
during play the core :class:`~tarock_tutor.core.trickplay.TrickPlay`.  The state
class in :mod:`..state` adds the phase handlers; this module imports none of them.
"""

from __future__ import annotations

from tarock_tutor.core.cards import Card, Pack, card
from tarock_tutor.core.dealing import Deal, deal, packet_plan
from tarock_tutor.core.doubling import Chain
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.phases import PhasedState
from tarock_tutor.core.setup import Setup, resolve_deal
from tarock_tutor.core.variants import Options, Variant

from ..phase_names import Phases
from .rules import KEY, PACK, PFEIFE, PFEIFE_CALL, RAEUBER, SOLO


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


def _interned(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """Typed-in cards may be equal copies; the engine compares cards by identity."""
    return tuple(card(c.suit, c.rank) for c in cards)


class DreierlesDeal(PhasedState):
    """One deal of Dreierles, three or four at the table: the data the phases share."""

    game_key = KEY

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.pack: Pack = PACK
        self.table = setup.variant.seats
        self.active = active_seats(self.table, setup.dealer)
        d = resolve_deal(setup, lambda seed: deal_for(setup.variant, setup.options,
                                                      setup.dealer, seed))
        if self.table == 4 and d.hands[setup.dealer]:
            raise TarockError(f"impossible deal: the dealer (seat {setup.dealer}) sits out with "
                              "four at the table and holds no cards (§3.1)",
                              code="DEAL_IMPOSSIBLE",
                              params={"detail": "4人の卓ではディーラーは休み、カードを持ちません"
                                                "(規則集 §3.1)。",
                                      "detail_en": "the dealer sits out"})
        self.dealt: tuple[tuple[Card, ...], ...] = tuple(_interned(tuple(h)) for h in d.hands)
        self.talon: tuple[Card, ...] = _interned(tuple(d.talon))
        self.cards: list[list[Card]] = [list(h) for h in self.dealt]
        self.bids: list[tuple[int, str]] = []
        self.passed_open: set[int] = set()
        self.contract: str | None = None
        self.declarer: int | None = None
        self.taken: tuple[Card, ...] = ()
        self.discards: list[Card] = []
        self.face_up: list[Card] = []
        self.announced: list[str] = []
        self.fertig = False
        self.window = False               # the knocking window after "fertig" is open
        self.queue: list[int] = []        # who is still asked to knock at this step
        self.chain = Chain("game", created=0, calls=())   # set when the announcements open

    # --- views ---------------------------------------------------------------------
    @property
    def hands(self) -> list[list[Card]]:
        """Every seat's current hand (in play: the cards not yet played)."""
        if self.trickplay is not None:
            return [self.trickplay.hand(s) for s in range(self.table)]
        return [list(h) for h in self.cards]

    @property
    def doublings(self) -> int:
        """Kontra and Re said so far (Räuber: the Kontras): the core chain's level."""
        return self.chain.level

    @property
    def knocks(self) -> list[tuple[int, str]]:
        """Every Kontra and Re as ``(seat, call)``, in order."""
        return [(seat, call) for _, seat, call in self.chain.history]

    @property
    def awaiting(self) -> str | None:
        """The call the open knocking window waits for (``None``: no window open)."""
        return self.chain.next_call() if self.window else None

    @property
    def shown(self) -> tuple[Card, ...]:
        """Cards everybody has seen face up: the talon cards turned up for the exchange,
        trumps discarded face up (decision D2), and an announced Pfeife still in the
        declarer's hand (laid face up, as the English Wikipedia summary describes)."""
        out = [*self.taken, *self.face_up]
        if PFEIFE_CALL in self.announced and self.declarer is not None and \
                PFEIFE in self.hands[self.declarer]:
            out.append(PFEIFE)
        return tuple(out)

    def talon_view(self, seat: int) -> list[Card | None]:
        """The talon as ``seat`` sees it (§3.5): the turned-up cards for everybody, the
        rest for the defenders once the exchange is over (Solo: the whole talon);
        ``None`` for a card this seat has not seen.  In Räuber nobody sees it."""
        visible = set(self.taken)
        defender = seat in self.active and seat != self.declarer
        exchanged = self.phase not in (Phases.AUCTION, Phases.EXCHANGE)
        if defender and (self.contract == SOLO or (
                self.contract not in (None, RAEUBER) and exchanged)):
            visible = set(self.talon)
        return [c if c in visible else None for c in self.talon]
