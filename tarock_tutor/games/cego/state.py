"""The Cego phase machine: deal → auction → exchange → play → finished.

The truth is the variant, the options, the seed, the dealer (and, for worked
examples, an explicitly given deal) plus the history of frozen actions;
:meth:`CegoState.replay` rebuilds the same state from them.  The derived state
is updated incrementally, so legal lists stay cheap in the play loop.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from tarock_tutor.core.cards import Card, Suit, card
from tarock_tutor.core.dealing import Deal
from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.protocol import (
    Action,
    Announce,
    Bid,
    Discard,
    GameState,
    Keep,
    Phase,
    Play,
    RuleRef,
    Verdict,
)
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.variants import Options, Variant

from .actions import (
    PLAYS,
    TrickRecord,
    bid_action,
    discard_action,
    expose_action,
    keep_actions,
    play_action,
    strength_by_id,
)
from .auction import Auction, AuctionResult
from .contracts import (
    CONTRACTS,
    PFEIFE,
    PFEIFE_CARD,
    PICCOLO,
    RAEUBER,
    SOLO,
    as_cards,
    feasible,
    is_pip,
)
from .contracts import ref as _ref
from .dealing import check_deal, deal_for
from .exchange import (
    forced_discard,
    legal_discards,
    legal_keeps,
)
from .explain import check_shape, explain_action
from .outcome import score_finished, side_points
from .scoring import (
    DealScore,
    solo_hand_check,
)

REF_EXPOSE = _ref("§2.8 exposure ('Hosen runter')")
REF_PROTOCOL = RuleRef("protocol")
REF_EXCHANGE = _ref("§2.5 exchange procedure")

_TRUMP = Suit.TRUMP
_PLAY_PHASE = Phase.PLAY
_FINISHED_PHASE = Phase.FINISHED


class CegoState(GameState):
    """One deal of Cego for 3 or 4 players (variants ``cego3`` / ``cego4``)."""

    game_key = "cego"
    seed: int

    def __init__(self, variant: Variant, options: Options, seed: int, *, dealer: int = 0,
                 deal: Deal | None = None) -> None:
        from tarock_tutor.core.setup import Setup

        n = variant.seats
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise TarockError(f"dealer must be a seat 0..{n - 1}, not {dealer!r}")
        if not isinstance(deal, Deal | None):
            raise TarockError(f"deal must be a core Deal (see arrange_deal), not {deal!r}")
        if deal is None:
            super().__init__(Setup(variant, options, dealer, seed=seed))
        else:
            super().__init__(Setup(variant, options, dealer, hands=tuple(map(tuple, deal.hands)),
                                   talon=tuple(deal.talon)))
            self.seed = seed
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise TarockError(f"dealer must be a seat 0..{n - 1}, not {dealer!r}")
        self.n = n
        self.pack = variant.pack
        self.dealer = dealer
        self._given_deal = deal
        self.arranged = deal is not None     # hands set up by hand, not by the seed
        if deal is None:
            deal = deal_for(n, self.pack.cards, seed=seed, dealer=dealer)
        else:
            if not isinstance(deal, Deal):
                raise TarockError(f"deal must be a core Deal (see arrange_deal), not {deal!r}")
            deal = Deal(deal.seed, tuple(as_cards(h, f"hand of seat {i}")
                                         for i, h in enumerate(deal.hands)),
                        as_cards(deal.talon, "talon"))
            check_deal(deal, n, self.pack.cards)
        self.deal = deal
        self.dealt_hands: tuple[tuple[Card, ...], ...] = deal.hands
        self.talon: tuple[Card, ...] = deal.talon
        self._hands: list[list[Card]] = [list(h) for h in deal.hands]
        self.court_as_pip = bool(options["face_card_as_pip"])
        self._feasible_cache: dict[tuple[int, str], bool] = {}
        self.auction = Auction(n, dealer, self._feasible)
        self.result: AuctionResult | None = None
        self._phase = Phase.AUCTION
        self.kept: tuple[Card, ...] = ()
        self.shown: tuple[Card, ...] = ()          # kept cards lying face up
        self.legage: list[Card] = []               # declarer's set-aside cards
        self.verification_discard: Card | None = None
        self._strength: dict[int, int] = strength_by_id(self.pack)
        self._bysuit: list[list[list[Play]]] | None = None   # play phase: hands by suit
        self._hand_size = len(deal.hands[0])
        self.demoted: tuple[Card, ...] = ()        # court cards kept as pips
        self.leader: int | None = None
        self._trick: list[Card] = []
        self.tricks: list[TrickRecord] = []
        self.captured: list[list[Card]] = [[] for _ in range(n)]
        self.tricks_won: list[int] = [0] * n
        self.exposed = False
        self.pfeife_broken = False
        self._score: DealScore | None = None
        self._keeps: list[Keep] | None = None
        self._pfeife_contract = False
        self._stop_early = bool(options["stop_negative_early"])

    # --- construction ------------------------------------------------------------
    @classmethod
    def new(cls, variant: Variant, options: Options, seed: int, *, dealer: int = 0,
            deal: Deal | None = None) -> CegoState:
        return cls(variant, options, seed, dealer=dealer, deal=deal)

    @classmethod
    def replay(cls, variant: Variant, options: Options, seed: int,  # type: ignore[override]
               history: Sequence[Action], *, dealer: int = 0,
               deal: Deal | None = None) -> CegoState:
        state = cls.new(variant, options, seed, dealer=dealer, deal=deal)
        for a in history:
            state.apply(a)
        return state

    def copy(self) -> CegoState:
        return self.replay(self.variant, self.options, self.seed, self.history,
                           dealer=self.dealer, deal=self._given_deal)

    def undo(self) -> CegoState:
        return self.replay(self.variant, self.options, self.seed, self.history[:-1],
                           dealer=self.dealer, deal=self._given_deal)

    # --- views ---------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.n

    @property
    def trick_cards(self) -> list[Card]:
        """The cards of the trick in progress, in play order."""
        return self._trick

    def hand_cards(self, seat: int) -> list[Card]:
        """A seat's current hand in engine order (see :meth:`hand` for display order)."""
        b = self._bysuit
        if b is None:
            return self._hands[seat]
        return [p.card for lst in b[seat] for p in lst]

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's current hand (sorted for display)."""
        return tuple(self.hand(s) for s in range(self.n))

    def hand(self, seat: int) -> tuple[Card, ...]:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n:
            raise TarockError(f"seat must be 0..{self.n - 1}, not {seat!r}")
        return tuple(self.pack.sorted(self.hand_cards(seat)))

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
    def current_trick(self) -> list[tuple[int, Card]]:
        """The cards of the trick in progress as ``(seat, card)``."""
        if self.leader is None:
            return []
        return [((self.leader + i) % self.n, c) for i, c in enumerate(self._trick)]

    @property
    def solo_hands(self) -> tuple[bool, ...]:
        """Which dealt hands are solo hands (spec §2.8)."""
        return tuple(solo_hand_check(h, self.n).is_solo_hand for h in self.dealt_hands)

    def _feasible(self, seat: int, contract: str) -> bool:
        key = (seat, contract)
        ok = self._feasible_cache.get(key)
        if ok is None:
            ok = self._feasible_cache[key] = feasible(contract, self.dealt_hands[seat],
                                                      face_card_as_pip=self.court_as_pip)
        return ok

    # --- protocol --------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def is_terminal(self) -> bool:
        return self._phase is _FINISHED_PHASE

    @property
    def to_move(self) -> int | None:
        ph = self._phase
        if ph is Phase.PLAY:
            assert self.leader is not None
            return (self.leader + len(self._trick)) % self.n
        if ph is Phase.AUCTION:
            return self.auction.to_move
        if ph is Phase.EXCHANGE:
            return self.declarer
        return None

    def legal_plays(self) -> list[Card]:
        """The cards the player to move may play (empty outside the play phase)."""
        if self._phase is not _PLAY_PHASE:
            return []
        return [a.card for a in self.legal_actions() if type(a) is Play]

    def expose_open(self) -> bool:
        return (self.result is not None and self.result.from_last_stage
                and not self.tricks and not self._trick)

    def legal_actions(self) -> list[Action]:
        ph = self._phase
        if ph is _PLAY_PHASE:
            trick = self._trick
            seat = (self.leader + len(trick)) % self.n  # type: ignore[operator]
            b = self._bysuit[seat]  # type: ignore[index]
            if trick:
                lead = trick[0].suit
                if b[lead]:
                    return b[lead][:]  # type: ignore[return-value]
                if lead is not _TRUMP and b[0]:
                    return b[0][:]  # type: ignore[return-value]
                return [*b[0], *b[1], *b[2], *b[3], *b[4]]
            out: list[Action] = [*b[0], *b[1], *b[2], *b[3], *b[4]]
            if not self.tricks and self.expose_open():
                out.append(expose_action(seat))
            return out
        if ph is Phase.AUCTION:
            seat2 = self.auction.to_move
            assert seat2 is not None
            return [bid_action(seat2, b) for b in self.auction.legal_bids()]
        if ph is Phase.EXCHANGE:
            assert self.result is not None
            d, contract = self.result.declarer, self.result.contract
            hand = self._hands[d]
            if not self.kept:
                if self._keeps is None:
                    self._keeps = keep_actions(d, combinations(hand, 2) if contract == "cego"
                                                else legal_keeps(contract, hand,
                                                                 face_card_as_pip=self.court_as_pip))
                return list(self._keeps)
            return [discard_action(d, c) for c in legal_discards(contract, hand)]
        return []

    def apply(self, action: Action, *, check: bool = True) -> None:
        """Apply an action; an illegal one raises :class:`IllegalAction` (fast path for
        card play, the full :meth:`explain` otherwise)."""
        if self._phase is _PLAY_PHASE and type(action) is Play:
            # the hot path: one identity scan both checks and removes the card
            trick = self._trick
            seat = action.seat
            if seat == (self.leader + len(trick)) % self.n:  # type: ignore[operator]
                c = action.card
                b = self._bysuit[seat]  # type: ignore[index]
                try:
                    s = c.suit
                    lst = b[s]
                except (AttributeError, IndexError, TypeError):
                    lst = []    # not a card of this pack: explain() below refuses it
                i = 0
                for p in lst:
                    if p is action:
                        break
                    i += 1
                else:
                    i = -1
                if i >= 0:
                    if trick:
                        lead = trick[0].suit
                        ok = s is lead or not (b[lead] or (lead is not _TRUMP
                                                           and s is not _TRUMP and b[0]))
                    else:
                        ok = True
                    if ok:
                        del lst[i]
                        self._add_card(c)
                        self.history.append(action)
                        return
        if check and not self._fast_ok(action):
            verdict = self.explain(action)
            if not verdict.allowed:
                raise IllegalAction(verdict)
        self._apply(action)
        self.history.append(action)

    def _fast_ok(self, action: Action) -> bool:
        """A cheap yes for the common legal actions; ``False`` means "ask explain"."""
        check_shape(action)
        ph, kind = self._phase, type(action)
        if ph is Phase.PLAY:
            return False  # legal plays were taken by the hot path in apply()
        if ph is Phase.AUCTION:
            return (kind is Bid and action.seat == self.auction.to_move
                    and action.bid in self.auction.legal_bids())  # type: ignore[attr-defined]
        if ph is Phase.EXCHANGE and action.seat == self.declarer:
            if kind is Keep and not self.kept and self._keeps is not None:
                return any(k is action for k in self._keeps)
            if kind is Discard and self.kept:
                assert self.result is not None
                cards = action.cards  # type: ignore[attr-defined]
                hand = self._hands[action.seat]
                if len(cards) != 1 or not any(x is cards[0] for x in hand):
                    return False
                must = forced_discard(self.result.contract, hand)
                return must is None or must is cards[0]
        return False

    def explain(self, action: Action) -> Verdict:
        """Allowed or not, the reason code, the legal alternatives and the rule."""
        return explain_action(self, action)

    # --- change ----------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        if type(action) is Play:
            self._play(action.seat, action.card)
        elif isinstance(action, Bid):
            self.auction.apply(action.seat, action.bid)
            if self.auction.result is not None:
                self._auction_done(self.auction.result)
        elif isinstance(action, Keep):
            self._keep(tuple(card(c.suit, c.rank) for c in action.cards))
        elif isinstance(action, Discard):
            c = card(action.cards[0].suit, action.cards[0].rank)
            hand = self._hands[action.seat]
            del hand[next(i for i, x in enumerate(hand) if x is c)]
            self.legage.append(c)
            assert self.result is not None
            if self.result.contract != "cego":
                self.verification_discard = c
            self._start_play()
        elif isinstance(action, Announce):
            self.exposed = True
            self.shown = ()
            self._finish()
        else:  # pragma: no cover - explain refuses everything else
            raise TarockError(f"cannot apply {action!r}")

    def _auction_done(self, result: AuctionResult) -> None:
        self.result = result
        if CONTRACTS[result.contract].keep:
            self._phase = Phase.EXCHANGE
        else:
            self._start_play()

    def _keep(self, cards: tuple[Card, ...]) -> None:
        assert self.result is not None
        d, contract = self.result.declarer, self.result.contract
        hand = self._hands[d]
        self.kept = tuple(cards)
        ids = {id(c) for c in cards}
        self.legage = [c for c in hand if id(c) not in ids]
        if CONTRACTS[contract].shows_kept:
            self.shown = self.kept
        demoted = tuple(c for c in cards if not is_pip(c) and c.suit is not _TRUMP
                        and contract in ("zwei_leere", "zwei_verschiedene"))
        if demoted:
            self.demoted = demoted
            self._strength = dict(self._strength)
            for c in demoted:
                self._strength[id(c)] = 0
        self._hands[d] = [*cards, *self.talon]
        if not CONTRACTS[contract].extra_discard:
            self._start_play()

    def _start_play(self) -> None:
        assert self.result is not None
        self._phase = Phase.PLAY
        self._pfeife_contract = self.result.contract == PFEIFE
        self._bysuit = []
        for seat, hand in enumerate(self._hands):
            by: list[list[Play]] = [[], [], [], [], []]
            cache = PLAYS[seat]
            for c in hand:
                p = cache.get(id(c))
                if p is None or p.card is not c:
                    p = play_action(seat, c)
                by[c.suit].append(p)
            self._bysuit.append(by)
        # the declarer leads; in Räuber the dealer's right (the caller) leads (§2.9)
        self.leader = (self.result.declarer if self.result.contract != RAEUBER
                       else (self.dealer + 1) % self.n)

    def _play(self, seat: int, c: Card) -> None:
        lst = self._bysuit[seat][c.suit]  # type: ignore[index]
        p = PLAYS[seat].get(id(c))
        if p is None or p.card is not c:  # an equal card that is not interned
            c = card(c.suit, c.rank)
            p = play_action(seat, c)
        i = 0
        while lst[i] is not p:  # by identity: no dataclass __eq__ in the hot loop
            i += 1
        del lst[i]
        self._add_card(c)

    def _add_card(self, c: Card) -> None:
        trick = self._trick
        if not trick and self.shown:
            self.shown = ()
        trick.append(c)
        if len(trick) < self.n:
            return
        strength = self._strength
        lead = trick[0].suit
        best, best_trump, best_s = 0, lead is _TRUMP, strength[id(trick[0])]
        for i in range(1, len(trick)):
            x = trick[i]
            if x.suit is _TRUMP:
                s = strength[id(x)]
                if not best_trump or s > best_s:
                    best, best_trump, best_s = i, True, s
            elif x.suit is lead and not best_trump:
                s = strength[id(x)]
                if s > best_s:
                    best, best_s = i, s
        leader = self.leader
        assert leader is not None
        winner = (leader + best) % self.n
        cards = tuple(trick)
        if (self._pfeife_contract and self.tricks and PFEIFE_CARD in cards
                and winner != self.declarer):
            self.pfeife_broken = True
        self.tricks.append(TrickRecord(leader, cards, winner))
        self.captured[winner].extend(cards)
        self.tricks_won[winner] += 1
        self._trick = []
        self.leader = winner
        if len(self.tricks) == self._hand_size or (self._stop_early and self._negative_lost()):
            self._finish()

    def _negative_lost(self) -> bool:
        assert self.result is not None
        c = self.result.contract
        won = self.tricks_won[self.result.declarer]
        if c == PICCOLO:
            return won > 1
        return c == "bettel" and won > 0

    def _finish(self) -> None:
        self._phase = Phase.FINISHED
        self._score = None

    # --- scoring ------------------------------------------------------------------------
    def declarer_pile(self) -> list[Card]:
        """The declarer's tricks plus his set-aside cards (or the Solo talon)."""
        assert self.result is not None
        d = self.result.declarer
        extra = list(self.talon) if self.result.contract == SOLO else self.legage
        return [*self.captured[d], *extra]

    def card_points(self) -> tuple[int, int]:
        """(declarer, defenders) card points for a contract scored by card points (§2.10)."""
        return side_points(self)

    def result_score(self) -> DealScore:
        """The score of the finished deal (entries and net sheet)."""
        if self._phase is not Phase.FINISHED:
            raise TarockError("the deal is not finished yet; there is no score "
                              f"(phase: {self._phase.value})")
        if self._score is None:
            self._score = score_finished(self)
        return self._score

    def score_sheet(self) -> ScoreSheet:
        return self.result_score().sheet

    def __repr__(self) -> str:
        return (f"CegoState({self.variant.key}, seed={self.seed}, dealer={self.dealer}, "
                f"phase={self._phase.value}, contract={self.contract}, "
                f"declarer={self.declarer}, actions={len(self.history)})")

    def _repr_html_(self) -> str:
        from html import escape

        from tarock_tutor.render.svg import hand_svg

        head = (f"{self.variant.title} — {self._phase.ja}"
                + (f" / {CONTRACTS[self.contract].ja} (席{self.declarer})" if self.contract
                   else ""))
        rows = [f"<div>席{s}{'(ディーラー)' if s == self.dealer else ''}: "
                f"{hand_svg(self.hand(s), pack=self.pack)}</div>" for s in range(self.n)]
        return f"<div><b>{escape(head)}</b>{''.join(rows)}</div>"

    def describe(self) -> dict[str, Any]:
        """A plain summary (for notebooks and records)."""
        return {"variant": self.variant.key, "seed": self.seed, "dealer": self.dealer,
                "phase": self._phase.value, "contract": self.contract,
                "declarer": self.declarer, "after_solo": self.after_solo,
                "auction": [f"{s} {b}" for s, b in self.auction.log],
                "tricks": [" ".join(c.code for c in t.cards) for t in self.tricks]}
