"""The play of tricks, once for every game.

:class:`TrickPlay` is the whole trick-play phase: who plays next (a dealer who
sits out is simply not in ``order``; a dummy keeps its seat and a controller
chooses its cards), the follow rule with a game's hook and context, the winner
(highest trump, else highest card of the led suit, with game hooks for trumps
that lose their power or a card that never wins), a capture hook (after each
trick, e.g. a card that goes back to its owner), the end (hands empty, or a game
stops early) and one :class:`~tarock_tutor.core.hand.Trick` record per trick.

The shared follow rule has a fast path: hands are kept by suit as interned
``Play`` actions, the rule's own table (:data:`~tarock_tutor.core.tricks.OBLIGATION`,
which the explained path and the kernel read too) says which list may be played,
so the legal list of a random playout costs a few list copies, ``apply``
removes the played action by identity and :meth:`TrickPlay.quick_verdict` explains a
held card in one step.  Examples on a game's pack:
``tests/core/test_generic_doc_examples.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tarock_tutor.core.cards import Card, Pack, Suit, card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.hand import Trick
from tarock_tutor.core.protocol import Play, RuleRef, Verdict
from tarock_tutor.core.tricks import (
    ANY,
    FOLLOW_RULE_REF,
    LEAD_SUIT,
    OBLIGATION,
    STANDARD,
    TRUMPS,
    CaptureRule,
    FollowRule,
    TrickHooks,
    TrickView,
    WinnerHook,
    explain_play,
    suit_params,
)

_TRUMP = Suit.TRUMP
_FOOL = Suit.FOOL
_OBLIGED = tuple(what for what, _ in OBLIGATION)   # the shared rule, without its codes
_PLAYS: list[dict[int, Play]] = []   # per seat: id(card) → its interned Play
_STRENGTH: dict[str, dict[int, int]] = {}
_NEW = object.__new__


def play_action(seat: int, c: Card) -> Play:
    """The interned ``Play(seat, c)`` (cards are interned, so ``id(c)`` is a stable key)."""
    while len(_PLAYS) <= seat:
        _PLAYS.append({})
    cache = _PLAYS[seat]
    p = cache.get(id(c))
    if p is None or p.card is not c:
        p = cache[id(c)] = Play(seat, c)
    return p


def strength_by_id(pack: Pack) -> dict[int, int]:
    table = _STRENGTH.get(pack.key)
    if table is None:
        table = _STRENGTH[pack.key] = {id(c): s for c, s in pack.strength.items()}
    return table


class TrickPlay:
    """The trick-play phase of one deal."""

    def __init__(self, pack: Pack, hands: Sequence[Sequence[Card]], *, order: Sequence[int],
                 leader: int, rule: FollowRule = STANDARD,
                 context: Callable[[TrickView], Any] | None = None,
                 trumps_win: bool = True, winner: WinnerHook | None = None,
                 on_play: Callable[[int, Card], None] | None = None,
                 on_trick: Callable[[Trick], None] | None = None,
                 controllers: Mapping[int, int] | None = None,
                 strength: Mapping[Card, int] | None = None,
                 capture: CaptureRule | None = None,
                 ref: RuleRef = FOLLOW_RULE_REF) -> None:
        if leader not in order:
            raise TarockError(f"the leader (seat {leader}) does not play in this deal")
        self.pack = pack
        self.order = tuple(order)
        self._size = len(self.order)   # cards in a trick
        self._next = {s: self.order[(i + 1) % len(self.order)] for i, s in enumerate(self.order)}
        self.rule = rule
        self.fast = rule is STANDARD
        self.context = context
        self.trumps_win = trumps_win
        self.winner_hook = winner
        self.on_play = on_play
        self.on_trick = on_trick
        self.capture = capture
        self.hooks: TrickHooks | None = None   # the game's bundle, when built from one
        self.controllers: dict[int, int] = dict(controllers or {})
        self.ref = ref
        if strength is None:
            self._strength = strength_by_id(pack)
        else:  # a game's own order (e.g. court cards kept as pips)
            self._strength = {id(c): s for c, s in strength.items()}
        self._bysuit: list[list[list[Play]]] = []
        for seat, hand in enumerate(hands):
            by: list[list[Play]] = [[], [], [], [], [], []]
            cache = _PLAYS[seat] if seat < len(_PLAYS) else {}
            for c in hand:
                p = cache.get(id(c))
                if p is None or p.card is not c:   # not seen yet, or an equal copy
                    p = play_action(seat, card(c.suit, c.rank))
                by[p.card.suit].append(p)
            self._bysuit.append(by)
        self.seats = len(hands)
        self.leader = leader
        self.to_move: int | None = leader
        self.current: list[Card] = []
        self.current_seats: list[int] = []
        self.tricks: list[Trick] = []
        self._led: list[Suit | None] = []   # the suit led in each finished trick
        self.captured: list[list[Card]] = [[] for _ in hands]
        self.won: list[int] = [0] * len(hands)
        self.total = len(hands[leader])
        self.stopped = False
        self.finished = self.total == 0   # hands empty, or stopped early
        self.lead: Suit | None = None     # the suit to follow in the trick in progress

    @classmethod
    def from_hooks(cls, pack: Pack, hands: Sequence[Sequence[Card]], hooks: TrickHooks, *,
                   order: Sequence[int], leader: int,
                   controllers: Mapping[int, int] | None = None) -> TrickPlay:
        """The trick play of a deal whose trick rules are the game's bundle ``hooks``
        (kept as :attr:`hooks`: the kernel is compiled from the same bundle)."""
        tp = cls(pack, hands, order=order, leader=leader, rule=hooks.follow,
                 context=hooks.context, trumps_win=hooks.trumps_win, winner=hooks.winner,
                 on_play=hooks.on_play, on_trick=hooks.on_trick, controllers=controllers,
                 strength=hooks.strength, capture=hooks.capture,
                 ref=hooks.ref if hooks.ref is not None else FOLLOW_RULE_REF)
        tp.hooks = hooks
        return tp

    # --- the view the games' hooks read (:class:`~tarock_tutor.core.tricks.TrickView`)
    def led_suits(self) -> list[Suit | None]:
        return list(self._led)

    def trick_leaders(self) -> list[int]:
        return [t.leader for t in self.tricks]

    def current_lead(self) -> Suit | None:
        return self.lead

    def played_in_trick(self) -> int:
        return len(self.current)

    # --- views ------------------------------------------------------------------
    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` still holds (engine order)."""
        return [p.card for lst in self._bysuit[seat] for p in lst]

    @property
    def current_trick(self) -> Trick:
        """The trick in progress (its ``winner`` is the one winning so far).

        When trumps have lost their power (``trumps_win=False``, a contract
        without trumps) the winner so far is this phase's own, not the shared rule's."""
        plays = tuple(zip(self.current_seats, self.current, strict=True))
        if plays and not self.trumps_win and self.winner_hook is None:
            best = self.current_seats[self._winner_index(self.current)]
            return Trick.finished(plays, self.pack, best)
        return Trick(plays, self.pack)

    def acting(self, seat: int) -> int:
        """Who chooses the cards of ``seat`` (a dummy's controller, else the seat)."""
        return self.controllers.get(seat, seat)

    def stop(self) -> None:
        """End play early (a negative contract already lost)."""
        self.stopped = self.finished = True
        self.to_move = None

    def led_suit(self) -> Suit | None:
        for c in self.current:
            if c.suit is not _FOOL:
                return c.suit
        return None

    # --- legality ----------------------------------------------------------------
    def legal(self) -> list[Play]:
        """The plays open to the seat to move, as interned actions."""
        seat = self.to_move
        if seat is None:
            return []
        b = self._bysuit[seat]
        if self.fast:   # the shared rule's table, mapped onto the per-suit lists
            lead = self.lead
            if lead is not None:
                led, trumps = b[lead], b[0]
                what = _OBLIGED[(4 if lead is _TRUMP else 0) | (2 if led else 0)
                                | (1 if trumps else 0)]
                if what == LEAD_SUIT:
                    return led[:]
                if what == TRUMPS:
                    return trumps[:]
            return [*b[0], *b[1], *b[2], *b[3], *b[4], *b[5]]
        ctx = self.context(self) if self.context is not None else None
        cards = self.rule.legality(self.hand(seat), self.current, ctx).cards
        return [play_action(seat, c) for c in cards]

    def explain(self, action: Play) -> Verdict:
        """The follow rule's verdict on ``action`` (seat and turn already checked)."""
        if not isinstance(action.card, Card):
            raise TarockError(f"Play.card must be a Card, not {action.card!r}",
                              code="NOT_A_CARD", params={"value": repr(action.card)[:30]})
        ctx = self.context(self) if self.context is not None else None
        v = explain_play(self.hand(action.seat), self.current, action.card, seat=action.seat,
                         rule=self.rule, context=ctx)
        if v.rule.source == FOLLOW_RULE_REF.source and self.ref is not FOLLOW_RULE_REF:
            return Verdict(v.allowed, v.code, v.action, v.alternatives, self.ref, v.params)
        return v

    def quick_verdict(self, action: Play, wording: tuple[Any, ...]) -> Verdict | None:
        """The verdict a game state gives on playing a held card under the shared rule,
        in one step: :meth:`explain`'s answer with the state's ``wording`` (see
        ``GameState.wording``), read from the per-suit lists and the rule's table
        (:data:`~tarock_tutor.core.tricks.OBLIGATION`), the alternatives as interned
        plays.  ``None`` where it does not apply (another follow rule, a card not held):
        ask :meth:`explain`.  A test holds the two equal."""
        if not self.fast:
            return None
        c = action.card
        b = self._bysuit[action.seat]
        try:
            suit = c.suit
            own = b[suit]
        except (AttributeError, IndexError, TypeError):
            return None
        for p in own:
            if p.card is c:
                break
        else:
            return None
        lead = self.lead
        if lead is None:
            return Verdict(True, "FREE_LEAD", action, (*b[0], *b[1], *b[2], *b[3], *b[4], *b[5]),
                           self.ref, {"card": c.code}, *wording)
        led, trumps = b[lead], b[0]
        what, code = OBLIGATION[(4 if lead is _TRUMP else 0) | (2 if led else 0)
                                | (1 if trumps else 0)]
        if what == ANY:
            return Verdict(True, code, action, (*b[0], *b[1], *b[2], *b[3], *b[4], *b[5]),
                           self.ref, {"card": c.code}, *wording)
        params = suit_params(lead)
        params["card"] = c.code
        if what == LEAD_SUIT:
            return Verdict(suit is lead, code, action, tuple(led), self.ref, params, *wording)
        return Verdict(suit is _TRUMP, code, action, tuple(trumps), self.ref, params, *wording)

    # --- change ------------------------------------------------------------------
    def try_apply(self, action: Play) -> bool:
        """Play ``action`` if it is the interned legal play of the seat to move (the hot
        path); ``False`` means "not decided here": ask :meth:`explain`."""
        seat = action.seat
        if seat != self.to_move or not self.fast:
            return False
        c = action.card
        try:
            b = self._bysuit[seat]
            suit = c.suit
            lst = b[suit]
        except (AttributeError, IndexError, TypeError):
            return False
        i = 0
        for p in lst:
            if p is action:
                break
            i += 1
        else:
            return False
        lead = self.lead   # None on the lead (or after a card of no suit alone)
        if lead is not None and suit is not lead:
            what = _OBLIGED[(4 if lead is _TRUMP else 0) | (2 if b[lead] else 0)
                            | (1 if b[0] else 0)]
            if what == LEAD_SUIT or (what == TRUMPS and suit is not _TRUMP):
                return False
        del lst[i]
        current = self.current
        if len(current) + 1 < self._size and self.on_play is None:
            # not the last card of the trick: the short form of _add
            current.append(c)
            self.current_seats.append(seat)
            if lead is None and suit is not _FOOL:
                self.lead = suit
            self.to_move = self._next[seat]
            return True
        self._add(seat, c)
        return True

    def play(self, seat: int, c: Card) -> Trick | None:
        """Play a card already judged legal; returns the trick if it is now complete."""
        c = card(c.suit, c.rank)
        lst = self._bysuit[seat][c.suit]
        for i, p in enumerate(lst):
            if p.card is c:
                del lst[i]
                break
        else:
            raise TarockError(f"{c.code} is not in the hand of seat {seat}", code="NOT_IN_HAND",
                              params={"card": c.code, "seat": seat})
        return self._add(seat, c)

    def _add(self, seat: int, c: Card) -> Trick | None:
        current = self.current
        current.append(c)
        self.current_seats.append(seat)
        if self.lead is None and c.suit is not _FOOL:
            self.lead = c.suit
        if self.on_play is not None:
            self.on_play(seat, c)
        if len(current) < self._size:
            self.to_move = self._next[seat]
            return None
        cards = tuple(current)
        seats = self.current_seats
        winner = seats[self._winner_index(cards)]
        trick = _NEW(Trick)   # Trick.finished(plays, pack, winner), without its setattr calls
        d = trick.__dict__
        d["plays"] = tuple(zip(seats, cards, strict=False))   # equal lengths by construction
        d["pack"], d["won_by"] = self.pack, winner
        self.tricks.append(trick)
        self._led.append(self.lead)
        takers = self.capture(seats, cards, winner) if self.capture is not None else None
        if takers is None:
            self.captured[winner].extend(cards)
        else:   # the game's capture hook: a card goes to another pile
            for taker, c in zip(takers, cards, strict=True):
                self.captured[taker].append(c)
        self.won[winner] += 1
        self.current = []
        self.current_seats = []
        self.lead = None
        self.leader = winner
        self.to_move = winner
        if len(self.tricks) == self.total:
            self.finished = True
        if self.on_trick is not None:
            self.on_trick(trick)
        if self.finished:
            self.to_move = None
        return trick

    def _winner_index(self, cards: Sequence[Card]) -> int:
        if self.winner_hook is not None:
            ctx = self.context(self) if self.context is not None else None
            return self.winner_hook(cards, self.pack, ctx)
        strength = self._strength
        lead = self.lead
        if self.trumps_win:   # the common case, in one pass
            best, best_trump, best_s = -1, False, -1
            for i, x in enumerate(cards):
                s = x.suit
                if s is _TRUMP:
                    v = strength[id(x)]
                    if not best_trump or v > best_s:
                        best, best_trump, best_s = i, True, v
                elif s is lead and not best_trump:
                    v = strength[id(x)]
                    if v > best_s:
                        best, best_s = i, v
            if best < 0:
                raise TarockError("no card in the trick can win it")
            return best
        trumps_win = False
        best, best_rank, best_s = -1, -1, -1
        for i, x in enumerate(cards):
            s = x.suit
            if s is _FOOL:
                continue
            if trumps_win and s is _TRUMP:
                rank = 2
            elif s is lead:
                rank = 1
            else:
                continue
            v = strength[id(x)]
            if rank > best_rank or (rank == best_rank and v > best_s):
                best, best_rank, best_s = i, rank, v
        if best < 0:
            raise TarockError("no card in the trick can win it")
        return best
