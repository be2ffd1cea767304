"""The Neunzehnerrufen phase machine (spec §1.4–§1.13) for all four forms.

Phases: AUCTION → TALON (staged looks: Dreier, Zweier, Einer) → EXCHANGE
(discards; the Rufer draw is automatic) → CALL (Rufer) → ANNOUNCE (one lap of
declarations and announcements from the dealer's right; then, in the dummy
forms, who plays the dummy) → PLAY → FINISHED.  The 2-player form starts in
EXCHANGE: there is no auction.

Seats are absolute (0–3) and counted in play order; the eldest hand is the
dealer's right neighbour ``(dealer + 1) % 4``.  A dummy keeps its seat: a
``Play`` for a dummy names the dummy's seat, and :attr:`acting_player` says
who chooses the card.  The partner of a Rufer is known to the engine
(:attr:`partner`) but not to the players: use :meth:`view` for what one seat
may see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.counting import count_austrian
from tarock_tutor.core.errors import TarockError, VariantError
from tarock_tutor.core.protocol import (
    Action,
    Announce,
    Bid,
    Call,
    Discard,
    GameState,
    Phase,
    Play,
    RuleRef,
    Take,
    Verdict,
)
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.tricks import explain_play, legal_plays, trick_winner
from tarock_tutor.core.variants import Options, Variant

from . import messages as _messages  # noqa: F401  (registers the reason codes)
from .announce import announce_choices, check_announce
from .auction import Auction
from .call import called_card_among, called_card_for
from .contracts import (
    PACK,
    PACKETS,
    REF_AUCTION,
    REF_CALL,
    REF_PLAY,
    REF_STAGED,
    RUFER,
    SOLO,
    TALON_TAKE,
    ref,
)
from .declarations import DECLINE, DONE, PAGAT, VALAT, VOLUNTEER
from .sheet import deal_score_sheet, seat_labels
from .table import Trick as Trick
from .table import deal_for as deal_for
from .table import next_dealer as next_dealer
from .table import printable
from .talon import StagedTalon, check_discard, legal_discards
from .variants import FORM_OF_VARIANT
from .view import SeatView, seat_view

_PROTOCOL = RuleRef("protocol")
_EXPECTED = {Phase.AUCTION: Bid, Phase.TALON: Take, Phase.EXCHANGE: Discard, Phase.CALL: Call,
             Phase.ANNOUNCE: Announce, Phase.PLAY: Play}


class NeunzehnerState(GameState):
    """One deal of Neunzehnerrufen in any of its four forms."""

    game_key = "neunzehnerrufen"
    seed: int

    def __init__(self, variant: Variant, options: Options, seed: int, *,
                 dealer: int = 3) -> None:
        from tarock_tutor.core.setup import Setup

        if not isinstance(dealer, int) or isinstance(dealer, bool) or dealer not in range(4):
            raise TarockError(f"dealer must be a seat 0..3, got {dealer!r}")
        super().__init__(Setup(variant, options, dealer, seed=seed))
        if variant.key not in FORM_OF_VARIANT:
            raise VariantError(f"variant {variant.key!r} is not a Neunzehnerrufen form")
        if not isinstance(dealer, int) or isinstance(dealer, bool) or dealer not in range(4):
            raise TarockError(f"dealer must be a seat 0..3, got {dealer!r}")
        self.form = FORM_OF_VARIANT[variant.key]
        self.dealer = dealer
        self.eldest = (dealer + 1) % 4
        self.dummies: tuple[int, ...] = {"3p_dummy": ((dealer + 2) % 4,),
                                         "2p": ((dealer + 1) % 4, (dealer + 3) % 4)
                                         }.get(self.form, ())
        self.redeals = 0
        d = deal_for(seed, dealer)
        if self.form == "2p":  # D-A16: no trump ≤ XIX in either dummy → deal again
            while called_card_among([d.hands[s] for s in self.dummies]) is None:
                self.redeals += 1
                d = deal_for(seed, dealer, self.redeals)
        self.initial_hands: tuple[tuple[Card, ...], ...] = d.hands
        self.talon: tuple[Card, ...] = d.talon
        self.hands: list[list[Card]] = [list(h) for h in d.hands]
        self.auction: Auction | None = None
        self.contract: str | None = None
        self.declarer: int | None = None
        self.staged: StagedTalon | None = None
        self._queue: list[tuple[int, tuple[int, ...]]] = []
        self.exchanging: tuple[int, tuple[int, ...]] | None = None
        self.discards: dict[int, tuple[Card, ...]] = {}
        self.talon_owner: dict[int, int] = {}
        self.called_card: Card | None = None
        self._partner: int | None = None
        self.partner_revealed = False
        self.declarations: dict[int, list[str]] = {s: [] for s in range(4)}
        self.pagat_announced_by: int | None = None
        self.valat_announced_by: int | None = None
        self._announce_queue: list[int] = []
        self._volunteers: list[int] = []
        self._defenders: list[int] = []
        self.play_dummy: int | None = None
        self.controller: dict[int, int] = {}
        self.exposed: set[int] = set(self.dummies) if self.form == "2p" else set()
        self.tricks: list[Trick] = []
        self.trick_cards: list[Card] = []
        self.leader = self.eldest
        self._phase = Phase.AUCTION
        if self.form == "2p":
            self.contract, self.declarer = RUFER, (dealer + 2) % 4
            self._queue = [(self.declarer, (0, 1, 2, 3)), (dealer, (4,))]
            self._begin_exchange()
        else:
            self.auction = Auction(tuple(s for s in self.order_from(self.eldest)
                                         if s not in self.dummies))

    # --- construction and replay ------------------------------------------------
    @classmethod
    def new(cls, variant: Variant, options: Options, seed: int, *,
            dealer: int = 3) -> NeunzehnerState:
        return cls(variant, options, seed, dealer=dealer)

    @classmethod
    def replay(cls, variant: Variant, options: Options, seed: int,  # type: ignore[override]
               history: Sequence[Action], *, dealer: int = 3) -> NeunzehnerState:
        state = cls.new(variant, options, seed, dealer=dealer)
        for a in history:
            state.apply(a)
        return state

    def copy(self) -> NeunzehnerState:
        return type(self).replay(self.variant, self.options, self.seed, self.history,
                                 dealer=self.dealer)

    def undo(self) -> NeunzehnerState:
        return type(self).replay(self.variant, self.options, self.seed, self.history[:-1],
                                 dealer=self.dealer)

    # --- derived facts ----------------------------------------------------------------
    @staticmethod
    def order_from(seat: int) -> list[int]:
        return [(seat + i) % 4 for i in range(4)]

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def to_move(self) -> int | None:
        ph = self._phase
        if ph is Phase.AUCTION:
            return self.auction.to_move if self.auction else None
        if ph in (Phase.TALON, Phase.CALL):
            return self.declarer
        if ph is Phase.EXCHANGE:
            return self.exchanging[0] if self.exchanging else None
        if ph is Phase.ANNOUNCE:
            q = self._announce_queue or self._volunteers
            return q[0] if q else None
        if ph is Phase.PLAY:
            return (self.leader + len(self.trick_cards)) % 4
        return None

    @property
    def in_volunteer_step(self) -> bool:
        """True while the defenders say whether they will play the dummy (D-A13)."""
        return self._phase is Phase.ANNOUNCE and not self._announce_queue

    @property
    def acting_player(self) -> int | None:
        """The real player who chooses the next action (a dummy's controller in play)."""
        s = self.to_move
        return None if s is None else self.controller.get(s, s)

    @property
    def partner(self) -> int | None:
        """The holder of the called card — engine truth, hidden from the players.

        Use ``view(seat).partner`` for what a seat may know."""
        return self._partner

    @property
    def declarer_side(self) -> frozenset[int]:
        if self.declarer is None:
            return frozenset()
        if self._partner is None:
            return frozenset({self.declarer})
        return frozenset({self.declarer, self._partner})

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

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now (no hidden partner, no unseen talon cards)."""
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in range(4):
            raise TarockError(f"seat must be 0..3, got {seat!r}")
        return seat_view(self, seat)

    def __repr__(self) -> str:
        return (f"NeunzehnerState(form={self.form!r}, seed={self.seed}, dealer={self.dealer}, "
                f"phase={self._phase.value!r}, to_move={self.to_move}, "
                f"contract={self.contract!r}, declarer={self.declarer})")

    def hand(self, seat: int) -> tuple[Card, ...]:
        """A seat's hand now, in display order."""
        return tuple(PACK.sorted(self.hands[seat]))

    def won_cards(self, seats: frozenset[int] | set[int]) -> list[Card]:
        """The pile of a set of seats: their tricks and their discards."""
        pile = [c for t in self.tricks if t.winner in seats for c in t.cards]
        pile += [c for s in seats for c in self.discards.get(s, ())]
        return pile

    def untaken_talon(self) -> tuple[Card, ...]:
        """Talon cards nobody took (they count for the opponents, spec §1.7)."""
        return tuple(c for i, c in enumerate(self.talon) if i not in self.talon_owner)

    def card_points(self) -> tuple[int, int]:
        """(declarer side, opponents), each counted on its pooled pile (D-A1).

        Before the last trick this counts the piles as they stand."""
        side = self.declarer_side
        rest = frozenset(range(4)) - side
        return (count_austrian(self.won_cards(side), PACK),
                count_austrian([*self.won_cards(rest), *self.untaken_talon()], PACK))

    def _expected_call(self) -> Card:
        if self.form == "2p":
            c = called_card_among([self.hands[s] for s in self.dummies])
            assert c is not None  # the deal was redone until one exists (D-A16)
            return c
        assert self.declarer is not None
        return called_card_for(self.hands[self.declarer], self.face_up_discards)

    # --- legal actions ----------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        s = self.to_move
        if s is None:
            return []
        ph = self._phase
        if ph is Phase.AUCTION:
            assert self.auction is not None
            return [Bid(s, b) for b in self.auction.legal()]
        if ph is Phase.TALON:
            assert self.staged is not None
            return [Take(s, w) for w in self.staged.legal()]
        if ph is Phase.EXCHANGE:
            assert self.exchanging is not None
            n = len(self.exchanging[1])
            return [Discard(s, d) for d in legal_discards(
                self.hands[s], n, trump_rule=self.options["trump_discard"])]
        if ph is Phase.CALL:
            return [Call(s, self._expected_call())]
        if ph is Phase.ANNOUNCE:
            if self._announce_queue:
                return [Announce(s, w) for w in announce_choices(self, s)]
            return [Announce(s, VOLUNTEER), Announce(s, DECLINE)]
        return [Play(s, c) for c in PACK.sorted(legal_plays(self.hands[s], self.trick_cards))]

    # --- explanations -----------------------------------------------------------------
    def explain(self, action: Action) -> Verdict:
        """The verdict on ``action``; anything that is not an action raises ``TarockError``."""
        if not isinstance(action, Action):
            raise TarockError(f"{action!r} is not an action: use Bid, Take, Discard, Call, "
                              "Announce or Play from tarock_tutor.core.protocol")
        verdict = self._explain(action)
        quoted = printable(action)
        return verdict if quoted is action else replace(verdict, action=quoted)

    def _explain(self, action: Action) -> Verdict:
        refusal = self.generic_refusal(action)
        if refusal is not None:
            return refusal
        legal = tuple(self.legal_actions())
        ph = self._phase
        if not isinstance(action, _EXPECTED[ph]):
            return Verdict(False, "WRONG_PHASE", action, legal, _PROTOCOL,
                           {"phase": f"{ph.ja} ({ph.value})"})
        if isinstance(action, Play | Call) and not isinstance(action.card, Card):
            return Verdict(False, "NOT_IN_HAND", action, legal, _PROTOCOL,
                           {"card": repr(action.card)})
        code: str
        params: dict[str, Any]
        rule = REF_AUCTION
        if isinstance(action, Bid):
            assert self.auction is not None
            code, params = self.auction.check(action.bid)
        elif isinstance(action, Take):
            assert self.staged is not None
            code, params = self.staged.check(action.what)
            rule = REF_STAGED
        elif isinstance(action, Discard):
            assert self.exchanging is not None
            code, params = check_discard(self.hands[action.seat], action.cards,
                                         len(self.exchanging[1]),
                                         trump_rule=self.options["trump_discard"])
            rule = ref("§1.7", "(discard rule, D-A5)")
        elif isinstance(action, Call):
            expected = self._expected_call()
            ok = action.card == expected
            code = ("N19_CALL_2P" if self.form == "2p" else "N19_CALL_OK") if ok \
                else "N19_CALL_WRONG_CARD"
            params, rule = {"card": action.card.code, "expected": expected.code}, REF_CALL
        elif isinstance(action, Announce):
            code, params, rule = check_announce(self, action)
        else:
            assert isinstance(action, Play)
            v = explain_play(self.hands[action.seat], self.trick_cards, action.card,
                             seat=action.seat)
            return replace(v, rule=REF_PLAY)
        allowed = code.endswith("_OK") or code in ("N19_CALL_2P", "N19_TALON_ACCEPT",
                                                   "N19_TALON_REJECT", "N19_TALON_RETURN",
                                                   "N19_ANNOUNCE_DONE", "N19_DUMMY_VOLUNTEER",
                                                   "N19_DUMMY_DECLINE")
        return Verdict(allowed, code, action, legal, rule, params)

    # --- transitions --------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        if isinstance(action, Bid):
            assert self.auction is not None
            self.auction.apply(action.seat, action.bid)
            if self.auction.done:
                self._after_auction()
        elif isinstance(action, Take):
            assert self.staged is not None
            self.staged.apply(action.what)
            if self.staged.done:
                assert self.declarer is not None
                self._queue = [(self.declarer, self.staged.taken_indices())]
                self._begin_exchange()
        elif isinstance(action, Discard):
            hand = self.hands[action.seat]
            for c in action.cards:
                hand.remove(c)
            self.discards[action.seat] = tuple(PACK.sorted(action.cards))
            self._begin_exchange()
        elif isinstance(action, Call):
            self._after_call(action.card)
        elif isinstance(action, Announce):
            self._after_announce_action(action)
        elif isinstance(action, Play):
            self._after_play(action)
        else:  # pragma: no cover - explain() refuses every other kind first
            raise TarockError(f"unknown action {action!r}")

    def _after_auction(self) -> None:
        assert self.auction is not None
        self.declarer, self.contract = self.auction.standing, self.auction.current
        decl, contract = self.declarer, self.contract
        assert decl is not None and contract is not None
        if contract == RUFER:
            others = [s for s in self.order_from(decl)[1:] if s not in self.dummies]
            if self.form != "3p_dummy":  # right neighbour, then left (the opposite seat none)
                others = [(decl + 1) % 4, (decl + 3) % 4]
            self._queue = [(decl, (0, 1, 2, 3)), (others[0], (4,)), (others[1], (5,))]
            self._begin_exchange()
        elif contract in PACKETS:
            self.staged = StagedTalon(contract)
            self._phase = Phase.TALON
        else:
            assert contract == SOLO
            self._begin_announce()

    def _begin_exchange(self) -> None:
        if not self._queue:
            self.exchanging = None
            if self.contract == RUFER:
                self._phase = Phase.CALL
            else:
                self._begin_announce()
            return
        seat, idx = self._queue.pop(0)
        self.hands[seat].extend(self.talon[i] for i in idx)
        for i in idx:
            self.talon_owner[i] = seat
        self.exchanging = (seat, idx)
        self._phase = Phase.EXCHANGE
        assert len(idx) == TALON_TAKE[self.contract or SOLO] or self.contract == RUFER

    def _after_call(self, called: Card) -> None:
        self.called_card = called
        self._partner = next(s for s in range(4) if called in self.hands[s])
        if self.form == "2p":  # both dummies are face up: everybody sees who the partner is
            assert self.declarer is not None
            other = next(d for d in self.dummies if d != self._partner)
            self.controller = {self._partner: self.declarer, other: self.dealer}
            self.partner_revealed = True
        self._begin_announce()

    def _begin_announce(self) -> None:
        self._phase = Phase.ANNOUNCE
        self._announce_queue = [s for s in self.order_from(self.eldest)
                                if s not in self.dummies]

    def _after_announce_action(self, action: Announce) -> None:
        seat, what = action.seat, action.what
        if not self._announce_queue:  # who plays the dummy (D-A13)
            assert self.play_dummy is not None
            if what == VOLUNTEER:
                self.controller[self.play_dummy] = seat
                self._volunteers = []
            else:
                self._volunteers.pop(0)
                if not self._volunteers:
                    self.controller[self.play_dummy] = self._defenders[0]
            if not self._volunteers:
                self._begin_play()
            return
        if what == DONE:
            self._announce_queue.pop(0)
            if not self._announce_queue:
                self._after_declarations()
        elif what == PAGAT:
            self.pagat_announced_by = seat
        elif what == VALAT:
            self.valat_announced_by = seat
        else:
            self.declarations[seat].append(what)

    def _after_declarations(self) -> None:
        if self.form == "3p_dummy":
            self._set_up_dummy(self.dummies[0])
        elif self.form == "4p_dealer_dummy":
            if self.declarer == self.dealer:  # his hand is shown, he plays it himself
                self.exposed.add(self.dealer)
            else:
                self._set_up_dummy(self.dealer)
        if not self._volunteers:
            self._begin_play()

    def _set_up_dummy(self, dummy: int) -> None:
        """Spec §1.13 steps 4–6: expose the dummy and settle who plays it."""
        decl = self.declarer
        assert decl is not None
        self.play_dummy = dummy
        self.exposed.add(dummy)
        live = [s for s in self.order_from(decl)[1:] if s != dummy]
        if self.contract == RUFER:
            self.partner_revealed = True  # in the dummy, or the called player says so
            if self._partner == dummy:
                self.controller[dummy] = decl
            else:
                self.controller[dummy] = next(s for s in live if s != self._partner)
        else:
            self._defenders = live
            self._volunteers = list(live)

    def _begin_play(self) -> None:
        self._phase = Phase.PLAY
        self.leader = self.dealer if self.form == "2p" else self.eldest

    def _after_play(self, action: Play) -> None:
        self.hands[action.seat].remove(action.card)
        self.trick_cards.append(action.card)
        if action.card == self.called_card:
            self.partner_revealed = True
        if len(self.trick_cards) == 4:
            cards = tuple(self.trick_cards)
            winner = (self.leader + trick_winner(cards, PACK)) % 4
            self.tricks.append(Trick(self.leader, cards, winner))
            self.leader, self.trick_cards = winner, []
            if len(self.tricks) == 12:
                self._phase = Phase.FINISHED

    # --- scoring --------------------------------------------------------------------------
    def seat_labels(self) -> tuple[str, ...]:
        """Column names of the score sheet ("S1(ダミー)" for a dummy seat)."""
        return seat_labels(self)

    def score_sheet(self) -> ScoreSheet:
        """The sheet of the finished deal (spec §1.11–1.13), every line cited."""
        return deal_score_sheet(self)
