"""The derived state of one Cego deal and its views (no rules: the phases hold those).

:class:`CegoDeal` is what every phase handler reads and changes: the deal (from
the :class:`~tarock_tutor.core.setup.Setup`, seeded or typed in), the auction
machine, the exchange (kept cards, the set-aside *legage*), and during play the
core :class:`~tarock_tutor.core.trickplay.TrickPlay`.  The state class in
:mod:`..state` adds the phase handlers; this module imports none of them.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card, card
from tarock_tutor.core.dealing import Deal
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.hand import Trick
from tarock_tutor.core.phases import PhasedState
from tarock_tutor.core.protocol import Keep
from tarock_tutor.core.setup import Setup, check_seat, resolve_deal

from .bidding import Auction, AuctionResult
from .contracts import RAEUBER, SOLO, feasible
from .dealing import deal_for
from .points import solo_hand_check


def _interned(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(card(c.suit, c.rank) for c in cards)


class CegoDeal(PhasedState):
    """One deal of Cego for 3 or 4 players: the data the phases share, and its views."""

    game_key = "cego"

    def __init__(self, setup: Setup) -> None:
        if not isinstance(setup, Setup):
            raise TarockError(f"a Cego deal is built from a Setup (see cego.new_game or "
                              f"games.new_deal), not {setup!r}",
                              code="NOT_A_SETUP", params={"value": repr(setup)[:30]})
        if setup.variant.game != "cego":
            raise TarockError(f"{setup.variant.key!r} is not a Cego variant (cego3, cego4)",
                              code="NOT_VARIANT_OF",
                              params={"value": setup.variant.key, "title": "ツェゴ"})
        super().__init__(setup)
        n = self.n = setup.variant.seats
        self.pack = setup.variant.pack
        dealt = resolve_deal(setup, lambda seed: deal_for(n, seed=seed, dealer=setup.dealer))
        if setup.arranged:   # typed-in cards may be equal copies: play compares identity
            dealt = Deal(None, tuple(_interned(tuple(h)) for h in dealt.hands),
                         _interned(tuple(dealt.talon)))
        self.deal = dealt
        hands = tuple(tuple(h) for h in dealt.hands)
        self.dealt_hands: tuple[tuple[Card, ...], ...] = hands
        self.talon: tuple[Card, ...] = tuple(dealt.talon)
        self.held: list[list[Card]] = [list(h) for h in hands]   # hands before play
        self.court_as_pip = bool(self.options["face_card_as_pip"])
        self._feasible_cache: dict[tuple[int, str], bool] = {}
        self.auction = Auction(n, self.dealer, self._feasible)
        self.result: AuctionResult | None = None
        self.keep_list: list[Keep] | None = None   # the legal keeps, once asked for
        self.kept: tuple[Card, ...] = ()
        self.kept_face_up: tuple[Card, ...] = ()   # shown until the first lead
        self.legage: list[Card] = []               # the declarer's set-aside cards
        self.discarded: Card | None = None         # the extra discard, once made
        self.verification_discard: Card | None = None
        self.demoted: tuple[Card, ...] = ()        # court cards kept as pips
        self.exposed = False
        self.pfeife_broken = False

    # --- the deal -----------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.n

    @property
    def arranged(self) -> bool:
        """The hands were typed in, not dealt from a seed."""
        return self.setup.arranged

    def _feasible(self, seat: int, contract: str) -> bool:
        key = (seat, contract)
        ok = self._feasible_cache.get(key)
        if ok is None:
            ok = self._feasible_cache[key] = feasible(contract, self.dealt_hands[seat],
                                                      face_card_as_pip=self.court_as_pip)
        return ok

    @property
    def solo_hands(self) -> tuple[bool, ...]:
        """Which dealt hands are solo hands (spec §2.8)."""
        return tuple(solo_hand_check(h, self.n).is_solo_hand for h in self.dealt_hands)

    # --- hands ----------------------------------------------------------------------
    def hand_cards(self, seat: int) -> list[Card]:
        """A seat's current hand in engine order (see :meth:`hand` for display order)."""
        tp = self.trickplay
        return tp.hand(seat) if tp is not None else list(self.held[seat])

    def hand(self, seat: int) -> tuple[Card, ...]:
        check_seat(seat, self.n)
        return tuple(self.pack.sorted(self.hand_cards(seat)))

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every current hand, in display order."""
        return tuple(self.hand(s) for s in range(self.n))

    # --- the auction's outcome ---------------------------------------------------------
    @property
    def declarer(self) -> int | None:
        return None if self.result is None else self.result.declarer

    @property
    def contract(self) -> str | None:
        return None if self.result is None else self.result.contract

    @property
    def after_solo(self) -> bool:
        return self.auction.solo_bidder is not None

    @property
    def first_leader(self) -> int:
        """The declarer leads; in Räuber the dealer's right (the caller) does (§2.9)."""
        assert self.result is not None
        if self.result.contract == RAEUBER:
            return (self.dealer + 1) % self.n
        return self.result.declarer

    # --- play ------------------------------------------------------------------------------
    @property
    def leader(self) -> int | None:
        tp = self.trickplay
        return None if tp is None else tp.leader

    @property
    def trick_cards(self) -> list[Card]:
        """The cards of the trick in progress, in play order."""
        tp = self.trickplay
        return [] if tp is None else tp.current

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        """The trick in progress as ``(seat, card)`` pairs."""
        tp = self.trickplay
        return [] if tp is None else list(zip(tp.current_seats, tp.current, strict=True))

    @property
    def tricks(self) -> list[Trick]:
        """The finished tricks (core :class:`~tarock_tutor.core.hand.Trick`)."""
        tp = self.trickplay
        return [] if tp is None else tp.tricks

    @property
    def captured(self) -> list[list[Card]]:
        tp = self.trickplay
        return [[] for _ in range(self.n)] if tp is None else tp.captured

    @property
    def tricks_won(self) -> list[int]:
        tp = self.trickplay
        return [0] * self.n if tp is None else tp.won

    @property
    def shown(self) -> tuple[Card, ...]:
        """Kept cards lying face up (Eine Leere, Zwei …, Pfeife) until the first lead."""
        tp = self.trickplay
        if self.exposed or (tp is not None and (tp.tricks or tp.current)):
            return ()
        return self.kept_face_up

    def expose_open(self) -> bool:
        """Whether the declarer may still expose instead of leading (spec §2.8)."""
        tp = self.trickplay
        return (tp is not None and self.result is not None and self.result.from_last_stage
                and not self.exposed and not tp.tricks and not tp.current)

    def declarer_pile(self) -> list[Card]:
        """The declarer's tricks plus his set-aside cards (or the Solo talon)."""
        assert self.result is not None
        d = self.result.declarer
        extra = list(self.talon) if self.result.contract == SOLO else self.legage
        return [*self.captured[d], *extra]

    def describe(self) -> dict[str, Any]:
        """A plain summary (for notebooks and records)."""
        return {"variant": self.variant.key, "seed": self.seed, "dealer": self.dealer,
                "phase": self.phase.value, "contract": self.contract,
                "declarer": self.declarer, "after_solo": self.after_solo,
                "auction": [f"{s} {b}" for s, b in self.auction.log],
                "tricks": [" ".join(c.code for c in t.cards) for t in self.tricks]}
