"""The table of one Neunzehnerrufen deal: everything the phases read and change.

:class:`NeunzehnerTable` holds the derived state (hands, talon, contract,
discards, the call, declarations, dummies and their controllers) and the facts
read off it (the declarer's side, the talon multiplier, card points).  The
phase handlers in :mod:`..phases` change it; :class:`..state.NeunzehnerState`
adds the handlers and the public views.  Seats are absolute (0–3) and counted
in play order; the eldest hand is the dealer's right neighbour.
"""

from __future__ import annotations

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.counting import count_austrian
from tarock_tutor.core.dealing import Deal
from tarock_tutor.core.errors import TarockError, VariantError
from tarock_tutor.core.hand import Trick
from tarock_tutor.core.phases import PhasedState
from tarock_tutor.core.setup import Setup, resolve_deal
from tarock_tutor.games.neunzehner.phase_names import Phases

from ..labels import GAME
from ..variants import FORM_OF_VARIANT
from .bidding import Auction
from .calling import called_card_among, called_card_for
from .contracts import PACK
from .staged_talon import StagedTalon
from .table import SEATS, check_typed_in, dummy_seats, order_from, seeded_deal


class NeunzehnerTable(PhasedState):
    """The derived state of one deal (no phase handlers: see ``NeunzehnerState``)."""

    game_key = GAME

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        form = FORM_OF_VARIANT.get(setup.variant.key)
        if form is None:
            raise VariantError(f"variant {setup.variant.key!r} is not a Neunzehnerrufen form",
                               code="NOT_VARIANT_OF",
                               params={"value": setup.variant.key,
                                       "title": "ノインツェーナールーフェン"})
        dealer = setup.dealer
        self.form = form
        self.eldest = (dealer + 1) % SEATS
        self.dummies: tuple[int, ...] = dummy_seats(form, dealer)
        self.redeals = 0

        def seeded(seed: int) -> Deal:
            d, self.redeals = seeded_deal(form, seed, dealer=dealer)
            return d

        d = resolve_deal(setup, seeded)
        if setup.arranged:
            self.redeals = 0
            check_typed_in(form, d, dealer)
        self.initial_hands: tuple[tuple[Card, ...], ...] = tuple(tuple(h) for h in d.hands)
        self.talon: tuple[Card, ...] = tuple(d.talon)
        self._hands: list[list[Card]] = [list(h) for h in d.hands]
        self.auction: Auction | None = None
        self.contract: str | None = None
        self.declarer: int | None = None
        self.staged: StagedTalon | None = None
        self.exchange_queue: list[tuple[int, tuple[int, ...]]] = []
        self.exchanging: tuple[int, tuple[int, ...]] | None = None
        self.discards: dict[int, tuple[Card, ...]] = {}
        self.talon_owner: dict[int, int] = {}
        self.called_card: Card | None = None
        self._partner: int | None = None
        self.partner_revealed = False
        self.declarations: dict[int, list[str]] = {s: [] for s in range(SEATS)}
        self.pagat_announced_by: int | None = None
        self.valat_announced_by: int | None = None
        self.announce_queue: list[int] = []
        self.volunteers: list[int] = []
        self.defenders: list[int] = []
        self.play_dummy: int | None = None
        self.controller: dict[int, int] = {}
        self.exposed: set[int] = set(self.dummies) if form == "2p" else set()

    # --- hands and tricks (held by the trick play once it starts) ----------------------
    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's cards now (engine order)."""
        tp = self.trickplay
        if tp is None:
            return self._hands
        return [tp.hand(s) for s in range(SEATS)]

    def hand(self, seat: int) -> tuple[Card, ...]:
        """A seat's hand now, in display order."""
        return tuple(PACK.sorted(self.hands[seat]))

    @property
    def tricks(self) -> list[Trick]:
        """The finished tricks (``core.hand.Trick``: leader, cards, winner, …)."""
        return self.trickplay.tricks if self.trickplay is not None else []

    @property
    def trick_cards(self) -> list[Card]:
        """The cards of the trick in progress, in play order."""
        return list(self.trickplay.current) if self.trickplay is not None else []

    @property
    def leader(self) -> int:
        """Who leads the trick in progress (before play: who will lead the first)."""
        if self.trickplay is not None:
            return self.trickplay.leader
        return self.dealer if self.form == "2p" else self.eldest

    @staticmethod
    def order_from(seat: int) -> list[int]:
        return order_from(seat)

    # --- who acts ------------------------------------------------------------------------
    @property
    def in_volunteer_step(self) -> bool:
        """True while the defenders say whether they will play the dummy (D-A13)."""
        return self.phase is Phases.ANNOUNCE and not self.announce_queue

    @property
    def acting_player(self) -> int | None:
        """The real player who chooses the next action (a dummy's controller in play)."""
        s = self.to_move
        return None if s is None else self.controller.get(s, s)

    # --- the teams -----------------------------------------------------------------------
    @property
    def partner(self) -> int | None:
        """The holder of the called card — engine truth, hidden from the players.

        Use ``view(seat).partner`` for what a seat may know."""
        return self._partner

    @partner.setter
    def partner(self, seat: int | None) -> None:
        self._partner = seat

    @property
    def declarer_side(self) -> frozenset[int]:
        if self.declarer is None:
            return frozenset()
        if self._partner is None:
            return frozenset({self.declarer})
        return frozenset({self.declarer, self._partner})

    def expected_call(self) -> Card:
        """The one card the declarer must call (spec §1.8; 2 players: §1.13)."""
        if self.form == "2p":
            c = called_card_among([self._hands[s] for s in self.dummies])
            if c is None:  # pragma: no cover - the deal guarantees one (D-A16)
                raise TarockError("no trump from XIX down in either dummy (D-A16)")
            return c
        assert self.declarer is not None
        return called_card_for(self._hands[self.declarer], self.face_up_discards)

    # --- the talon -----------------------------------------------------------------------
    @property
    def talon_multiplier(self) -> int:
        """``Mt``: the loss multiplier of the staged looks (1 for Rufer and Solo)."""
        return self.staged.multiplier if self.staged else 1

    @property
    def face_up_discards(self) -> tuple[Card, ...]:
        return tuple(c for s in sorted(self.discards) for c in self.discards[s]
                     if c.suit is Suit.TRUMP)

    @property
    def exposed_talon(self) -> tuple[Card, ...]:
        """Talon cards lying face up (packets refused in a staged look)."""
        if self.staged is None:
            return ()
        return tuple(self.talon[i] for i in self.staged.exposed_indices())

    def untaken_talon(self) -> tuple[Card, ...]:
        """Talon cards nobody took (they count for the opponents, spec §1.7)."""
        return tuple(c for i, c in enumerate(self.talon) if i not in self.talon_owner)

    # --- points ----------------------------------------------------------------------------
    def won_cards(self, seats: frozenset[int] | set[int]) -> list[Card]:
        """The pile of a set of seats: their tricks and their discards."""
        pile = [c for t in self.tricks if t.winner in seats for c in t.cards]
        pile += [c for s in seats for c in self.discards.get(s, ())]
        return pile

    def card_points(self) -> tuple[int, int]:
        """(declarer side, opponents), each counted on its pooled pile (D-A1).

        Before the last trick this counts the piles as they stand."""
        side = self.declarer_side
        rest = frozenset(range(SEATS)) - side
        return (count_austrian(self.won_cards(side), PACK),
                count_austrian([*self.won_cards(rest), *self.untaken_talon()], PACK))
