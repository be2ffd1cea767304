"""The bitmask trick kernel: the play of tricks as small integers, for search.

A :class:`TrickRules` is one deal's trick rules as data, read from the deal's own
:class:`~tarock_tutor.core.trickplay.TrickPlay` (pack, play order, controllers,
the follow-rule object and its context, the winner, ``trumps_win``, the strength
order, the capture hook), which a play phase builds from the game's bundle
(:class:`~tarock_tutor.core.tricks.TrickHooks`): :func:`rules_from` reads it back,
turning the capture hook into its mask form once (:func:`kernel_capture`), and a
context reads a :class:`~tarock_tutor.core.tricks.TrickView`, which the kernel
offers as ``TrickPlay`` does.  :func:`compile_rules`
turns it into tables once: every card of the pack gets a small index (suit by
suit, weakest first, in the deal's own strength order), a hand is an ``int``
bitmask of indices, and the follow rule becomes a few mask operations.

The games' follow exceptions are not written here a second time: a
:class:`~tarock_tutor.core.tricks.FollowRule` class says by its own ``kernel_form``
which mask form it reduces to — ``"standard"`` (follow suit, else trump, else
anything) or ``"exempt"`` (the same, with one card, the rule's ``exempt_card``, free
of the obligation and never led unless it is the last, when the game's context is
``None``) — and every other hook a game writes is asked of the very ``FollowRule``
object the explained path uses, with the context computed from the kernel (cached by hand,
trick and context).  A rule that reads its context at a lead only says so
(``FollowRule.context_at_lead_only``): the kernel then asks the context at leads only,
and inside a trick applies the rule's mask form directly.  The shared rule itself is
written once, as the table
:data:`~tarock_tutor.core.tricks.OBLIGATION` (led suit, trumps or anything, from
which of the two the hand holds): :meth:`Kernel.legal` reads it as two masks per suit
led, ``hand & first or hand & then or hand``, which :func:`obligation_masks` finds
once per deal by asking the table in every case a hand can be in (and the search's
fast path, :mod:`~.solver_fast`, maps the table onto masks inline; the exempt form's
follower, both through one function, :func:`exempt_follow`), as
``standard_legality`` maps it onto cards and ``TrickPlay`` onto its per-suit lists;
``tests/core/test_kernel.py`` and ``benchmarks/bench_solver_agree.py`` check that
kernel and ``TrickPlay`` agree on legal sets, turns, winners and piles.

Random playouts start a kernel per deal and play it out card by card, so the play
path is kept short: the seat tables (the seat after each seat, each seat's trick in
play order) are made once per compiled rules and shared by their kernels
(:attr:`CompiledRules.seating`), a card's bit and the suit it leads are looked up
(:attr:`CompiledRules.bit`, :attr:`CompiledRules.leads`), and where the highest bit
wins and no capture hook shares the trick out, :meth:`Kernel.play` ends the trick
itself (:meth:`Kernel._finish` holds the general case).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel_masks import exempt_follow, obligation_masks
from tarock_tutor.core.trickplay import TrickPlay
from tarock_tutor.core.tricks import STANDARD, CaptureRule, FollowRule, WinnerHook

__all__ = ["CompiledRules", "Kernel", "TrickRules", "compile_rules", "exempt_follow",
           "kernel_capture", "kernel_from", "obligation_masks", "rules_from"]

ContextFn = Callable[["Kernel"], Any]
"""The context a game's follow hook reads, computed from the kernel."""
CaptureFn = Callable[["Kernel", Sequence[int], Sequence[int], int], Mapping[int, int]]
"""A capture hook: (kernel, seats, card indices, winner) → the pile mask each seat
gets from the finished trick (default: all to the winner)."""

_SUITS = tuple(Suit)
_TRUMP = int(Suit.TRUMP)
_FOOL = int(Suit.FOOL)


def kernel_capture(rule: CaptureRule, cards: Sequence[Card] = ()) -> CaptureFn:
    """The kernel's form of a game's capture hook (the one ``TrickPlay`` applies):
    the same function, asked with the trick's cards, its answer turned into pile masks.
    ``cards`` (the bundle's ``capture_cards``) are the only cards the hook looks at: a
    trick without any of them goes to its winner without asking it (the compiled
    rules keep their mask, :attr:`CompiledRules.capture_mask`, so the kernel does not
    even call it then).
    """
    return _KernelCapture(rule, tuple(cards))


class _KernelCapture:
    """:func:`kernel_capture`'s hook; ``cards``: the only cards the rule looks at
    (empty: every trick is asked).  The rule's answer reads only the trick (seats,
    cards, winner) and the deal, which the search does not change, so the pile masks
    are kept per trick and compiled rules (``known``: search meets the same trick
    again and again)."""

    __slots__ = ("cards", "known", "rule", "seen")

    def __init__(self, rule: CaptureRule, cards: tuple[Card, ...]) -> None:
        self.rule = rule
        self.cards = cards
        self.seen: list[Any] = [None, 0]   # the compiled rules last asked, the cards' mask
        self.known: dict[tuple[tuple[int, ...], tuple[int, ...], int], Mapping[int, int]] = {}

    def __call__(self, k: Kernel, seats: Sequence[int], trick: Sequence[int],
                 winner: int) -> Mapping[int, int]:
        seen = self.seen
        if seen[0] is not k.r:
            seen[0] = k.r
            seen[1] = k.r.mask([c for c in self.cards if c in k.r.index]) if self.cards else -1
            self.known = {}
        key = (tuple(seats), tuple(trick), winner)
        gains = self.known.get(key)
        if gains is None:
            gains = self.known[key] = self._ask(k, seats, trick, winner)
        return gains

    def _ask(self, k: Kernel, seats: Sequence[int], trick: Sequence[int],
             winner: int) -> Mapping[int, int]:
        m = 0
        for i in trick:
            m |= 1 << i
        if not m & self.seen[1]:
            return {winner: m}
        table = k.r.cards
        takers = self.rule(seats, [table[i] for i in trick], winner)
        if takers is None:
            return {winner: m}
        gains: dict[int, int] = {}
        for seat, i in zip(takers, trick, strict=True):
            gains[seat] = gains.get(seat, 0) | 1 << i
        return gains


@dataclass(frozen=True)
class TrickRules:
    """One deal's trick rules as data (the kernel is compiled from this).

    ``follow`` is the game's :class:`FollowRule` object (the same one the explained
    path uses); ``context`` computes its context from the kernel; ``strength`` a
    deal's own strength order (default the pack's); ``capture`` a capture hook;
    ``controllers`` maps a dummy's seat to the seat that chooses its cards; ``winner``
    a game's own winner rule (the function ``TrickPlay`` calls)."""

    pack: Pack
    order: tuple[int, ...]
    follow: FollowRule = STANDARD
    context: ContextFn | None = None
    trumps_win: bool = True
    strength: Mapping[Card, int] | None = None
    capture: CaptureFn | None = None
    controllers: Mapping[int, int] = field(default_factory=dict)
    winner: WinnerHook | None = None


def _capture_cards(tp: TrickPlay) -> Sequence[Card]:
    return tp.hooks.capture_cards if tp.hooks is not None else ()


def rules_from(tp: TrickPlay) -> TrickRules:
    """The kernel's trick rules of a deal, read from its ``TrickPlay`` (which a play
    phase builds from the game's bundle, :meth:`TrickPlay.from_hooks`): the same follow
    rule object and context function (both read a
    :class:`~tarock_tutor.core.tricks.TrickView`, which the kernel offers), winner
    function, strength order and controllers, and the capture hook's kernel form."""
    strength = {c: tp._strength[id(c)] for c in tp.pack.cards}
    return TrickRules(tp.pack, tp.order, follow=tp.rule, context=tp.context,
                      trumps_win=tp.trumps_win, strength=strength,
                      capture=kernel_capture(tp.capture, _capture_cards(tp))
                      if tp.capture is not None else None,
                      controllers=dict(tp.controllers), winner=tp.winner_hook)


@dataclass(eq=False)
class CompiledRules:
    """Tables compiled once from :class:`TrickRules`."""

    rules: TrickRules
    cards: tuple[Card, ...]           # index → card
    index: dict[Card, int]            # card → index
    suit: tuple[int, ...]             # index → suit number
    power: tuple[int, ...]            # index → strength (the deal's order)
    suit_mask: tuple[int, ...]        # suit number → mask of its cards
    exempt: int                       # mask of the rule's exempt card (0: none)
    fast: bool                        # the follow rule is the shared one (kernel form)
    exempt_rule: bool                 # the shared rule plus one exempt card
    plain_winner: bool                # trumps win and no two cards of a suit tie
    capture_mask: int = -1            # a trick the capture hook is asked about has one
    lead_context: bool = False        # the rule reads its context at a lead only
    legal_cache: dict[tuple[int, tuple[int, ...], Any], int] = field(default_factory=dict)
    obey: tuple[tuple[int, int], ...] = ()   # the shared rule as masks (obligation_masks)
    bit: tuple[int, ...] = ()                # index → 1 << index
    leads: tuple[int, ...] = ()              # index → the suit it leads (-1: none)
    seating: dict[int, tuple[tuple[int, ...], tuple[list[int], ...]]] = field(
        default_factory=dict)   # hand count → the kernels' seat tables (_seating)

    def mask(self, cards: Sequence[Card]) -> int:
        m = 0
        for c in cards:
            try:
                m |= 1 << self.index[c]
            except KeyError:
                raise TarockError(f"{c.code} is not in the {self.rules.pack.title}",
                                  code="CARD_NOT_IN_PACK", params={"typed": c.code}) from None
        return m

    def follow_mask(self, hand: int, trick: Sequence[int], ctx: Any) -> int:
        """The game's own follow-rule object's answer (the explained path's), asked with
        the cards of ``hand`` (a mask), the trick's card indices ``trick`` (in play
        order) and the context ``ctx``, as a mask; not cached (the callers keep it)."""
        return self.mask(self.rules.follow.legality(
            self.cards_of(hand), [self.cards[i] for i in trick], ctx).cards)

    def cards_of(self, mask: int) -> list[Card]:
        """The cards of a mask, by index (suit by suit, weakest first)."""
        out = []
        while mask:
            low = mask & -mask
            out.append(self.cards[low.bit_length() - 1])
            mask ^= low
        return out


def compile_rules(rules: TrickRules) -> CompiledRules:
    pack = rules.pack
    strength = rules.strength if rules.strength is not None else pack.strength
    ordered = sorted(pack.cards, key=lambda c: (int(c.suit), strength[c], pack.cards.index(c)))
    index = {c: i for i, c in enumerate(ordered)}
    suit_mask = [0] * 6
    for i, c in enumerate(ordered):
        suit_mask[int(c.suit)] |= 1 << i
    form = type(rules.follow).__dict__.get("kernel_form", "")
    exempt_card = rules.follow.exempt_card if form == "exempt" else None
    exempt = 1 << index[exempt_card] if exempt_card in index else 0
    no_ties = len({(c.suit, strength[c]) for c in ordered}) == len(ordered)
    capture_mask = -1   # (no hook, or one of unknown reach: every trick asks it)
    if isinstance(rules.capture, _KernelCapture) and rules.capture.cards:
        capture_mask = 0
        for c in rules.capture.cards:
            if c in index:
                capture_mask |= 1 << index[c]
    return CompiledRules(rules, tuple(ordered), index, tuple(int(c.suit) for c in ordered),
                         tuple(strength[c] for c in ordered), tuple(suit_mask),
                         exempt, form == "standard", form == "exempt",
                         rules.trumps_win and no_ties and rules.winner is None, capture_mask,
                         type(rules.follow).__dict__.get("context_at_lead_only", False),
                         obey=obligation_masks(suit_mask),
                         bit=tuple(1 << i for i in range(len(ordered))),
                         leads=tuple(-1 if c.suit is Suit.FOOL else int(c.suit) for c in ordered))


def _seating(order: Sequence[int], n: int) -> tuple[tuple[int, ...], tuple[list[int], ...]]:
    """The seat after each seat (``n`` hands; a seat out of ``order`` gets 0) and each
    seat's trick in play order from it (empty for a seat out of ``order``): made once
    per compiled rules and hand count (:attr:`CompiledRules.seating`), shared by its
    kernels, which never change them."""
    size = len(order)
    after = [0] * max(n, max(order) + 1)
    for j, s in enumerate(order):
        after[s] = order[(j + 1) % size]
    return tuple(after), tuple([order[(order.index(s) + j) % size] for j in range(size)]
                               if s in order else [] for s in range(len(after)))


class Finished(NamedTuple):
    """One finished trick on the kernel's stack."""

    leader: int
    seats: list[int]     # the kernel's own lists, handed back on undo (never changed)
    cards: list[int]
    lead: int            # the suit led (-1: none)
    winner: int
    gains: tuple[tuple[int, int], ...]   # (seat, pile mask added)


_new_tuple = tuple.__new__   # a Finished without its Python-level __new__ or a look-up


class Kernel:
    """Hands, the trick in progress and the piles as integers; play and undo."""

    __slots__ = ("_bit", "_capture", "_fast", "_leads", "_obey", "_plain", "_seats_from",
                 "_simple", "_suit", "_suit_mask", "_trumps", "hands", "history", "lead",
                 "leader", "next", "order", "piles", "r", "size", "to_move", "trick_cards",
                 "trick_seats", "tricks_left", "won")

    def __init__(self, rules: CompiledRules, hands: Sequence[int], *, leader: int,
                 trick: Sequence[tuple[int, int]] = (), piles: Sequence[int] | None = None,
                 won: Sequence[int] | None = None, history: Sequence[Finished] = ()) -> None:
        self.r = rules
        order = rules.rules.order
        if leader not in order:
            raise TarockError(f"the leader (seat {leader}) does not play in this deal")
        n = len(hands)
        seating = rules.seating.get(n)
        if seating is None:
            seating = rules.seating[n] = _seating(order, n)
        self.order = order
        self.size = len(order)
        self.next = seating[0]
        self.hands = list(hands)
        self.piles = list(piles) if piles is not None else [0] * n
        self.won = list(won) if won is not None else [0] * n
        self.history: list[Finished] = list(history)
        self.leader = leader
        self.lead = -1
        if trick:
            self.trick_seats = [s for s, _ in trick]
            self.trick_cards = [i for _, i in trick]
            for i in self.trick_cards:
                if rules.suit[i] != _FOOL:
                    self.lead = rules.suit[i]
                    break
            self.to_move = self.next[self.trick_seats[-1]]
        else:
            self.trick_seats = []
            self.trick_cards = []
            self.to_move = leader
        self.tricks_left = self.hands[self.to_move].bit_count()
        # the compiled tables play and _finish read, as attributes of their own
        self._suit = rules.suit
        self._suit_mask = rules.suit_mask
        self._trumps = rules.suit_mask[_TRUMP]
        self._plain = rules.plain_winner
        self._capture = rules.rules.capture
        self._simple = rules.plain_winner and self._capture is None
        self._fast = rules.fast
        self._obey = rules.obey
        self._bit = rules.bit
        self._leads = rules.leads
        self._seats_from = seating[1]

    # --- legality -----------------------------------------------------------------
    def legal(self) -> int:
        """The mask of the cards the seat to move may play."""
        hand = self.hands[self.to_move]
        if self._fast:
            lead = self.lead
            if lead < 0:
                return hand
            first, then = self._obey[lead]
            return hand & first or hand & then or hand
        r = self.r
        context = r.rules.context
        if not r.exempt_rule:
            return self._hooked_legal(hand, context(self) if context is not None else None)
        # the exempt form (inline: one call less at every node of such a deal): the
        # context is asked only where the rule reads it (at a lead, if the rule says
        # so), and a context that is not None leaves the answer to the rule object
        trick = self.trick_cards
        if context is not None and not (trick and r.lead_context):
            ctx = context(self)
            if ctx is not None:
                return self._hooked_legal(hand, ctx)
        f = r.exempt
        if not trick:   # never led unless it is the last
            others = hand & ~f
            return others if others else hand
        return exempt_follow(hand, f, self.lead, r.suit_mask)

    def _hooked_legal(self, hand: int, ctx: Any) -> int:
        """Ask the game's own follow-rule object (the explained path's) with the
        context ``ctx``, cached."""
        r = self.r
        key = (hand, tuple(self.trick_cards), ctx)
        m = r.legal_cache.get(key)
        if m is None:
            m = r.legal_cache[key] = r.follow_mask(hand, self.trick_cards, ctx)
        return m

    # --- the view the games' hooks read (:class:`~tarock_tutor.core.tricks.TrickView`)
    def led_suits(self) -> list[Suit | None]:
        return [_SUITS[t.lead] if t.lead >= 0 else None for t in self.history]

    def trick_leaders(self) -> list[int]:
        return [t.leader for t in self.history]

    def current_lead(self) -> Suit | None:
        return _SUITS[self.lead] if self.lead >= 0 else None

    def played_in_trick(self) -> int:
        return len(self.trick_cards)

    def acting(self, seat: int) -> int:
        return self.r.rules.controllers.get(seat, seat)

    # --- play and undo ---------------------------------------------------------------
    def play(self, i: int) -> None:
        """Play card index ``i`` (already judged legal) for the seat to move."""
        seat = self.to_move
        self.hands[seat] ^= self._bit[i]
        cards = self.trick_cards
        cards.append(i)
        self.trick_seats.append(seat)
        if self.lead < 0:
            self.lead = self._leads[i]
        if len(cards) < self.size:
            self.to_move = self.next[seat]
            return
        lead = self.lead
        if not (self._simple and lead >= 0):
            self._finish()
            return
        # the trick's end where the highest bit wins and no capture hook shares it out
        # (written out here: a call less per trick; :meth:`_finish` does the rest)
        bit = self._bit
        m = 0
        for i in cards:
            m |= bit[i]
        top = m & self._trumps or m & self._suit_mask[lead]
        seats = self.trick_seats
        w = seats[cards.index(top.bit_length() - 1)]
        self.piles[w] |= m
        self.won[w] += 1
        self.history.append(_new_tuple(Finished, (self.leader, seats, cards, lead, w,
                                                     ((w, m),))))
        self.trick_seats = []
        self.trick_cards = []
        self.lead = -1
        self.leader = self.to_move = w
        self.tricks_left -= 1

    def _finish(self) -> None:
        seats, cards = self.trick_seats, self.trick_cards
        lead = self.lead
        m = 0
        for i in cards:
            m |= 1 << i
        if self._plain and lead >= 0:   # no ties, trumps win: the highest bit
            top = m & self._trumps or m & self._suit_mask[lead]
            w = seats[cards.index(top.bit_length() - 1)]
        else:
            w = seats[self.winner_index(cards, lead)]
        capture = self._capture
        if capture is not None and m & self.r.capture_mask:
            gains = tuple(capture(self, seats, cards, w).items())
            for s, m in gains:
                self.piles[s] |= m
        else:
            gains = ((w, m),)
            self.piles[w] |= m
        self.won[w] += 1
        self.history.append(_new_tuple(Finished, (self.leader, seats, cards, lead, w, gains)))
        self.trick_seats = []
        self.trick_cards = []
        self.lead = -1
        self.leader = self.to_move = w
        self.tricks_left -= 1

    def undo(self) -> None:
        """Take back the last card played."""
        cards = self.trick_cards
        if not cards:
            if not self.history:
                raise TarockError("nothing to take back",
                                  code="NOTHING_TO_UNDO")
            t = self.history.pop()
            piles = self.piles
            for s, m in t.gains:
                piles[s] ^= m
            self.won[t.winner] -= 1
            self.trick_seats = t.seats
            self.trick_cards = cards = t.cards
            self.leader = t.leader
            self.lead = t.lead
            self.tricks_left += 1
        seat = self.trick_seats.pop()
        self.hands[seat] |= self._bit[cards.pop()]
        self.to_move = seat
        n = len(cards)
        if not n or (n == 1 and self._leads[cards[0]] < 0):
            self.lead = -1

    # --- a whole trick at once (the search's fast path) ----------------------------------
    def push_trick(self, cards: list[int], lead: int, winner: int, mask: int) -> None:
        """Finish a whole trick in one call, as :meth:`play` does card by card: the
        ``cards`` (in play order, from the leader on; ``mask``: the same as a mask) are
        already out of their holders' hands, ``winner`` takes them, or the capture
        hook shares them out as :meth:`_finish` asks it (for a trick holding a card it
        looks at).  Only at a trick's start; :meth:`pop_trick` takes it back (and
        :meth:`undo`, card by card, may as well)."""
        leader = self.leader
        seats = self._seats_from[leader][:len(cards)]
        if self._capture is None or not mask & self.r.capture_mask:
            self.piles[winner] |= mask
            gains: tuple[tuple[int, int], ...] = ((winner, mask),)
        else:
            gains = tuple(self._capture(self, seats, cards, winner).items())
            piles = self.piles
            for s, m in gains:
                piles[s] |= m
        self.won[winner] += 1
        self.history.append(_new_tuple(Finished, (leader, seats, cards, lead, winner,
                                                     gains)))
        self.leader = self.to_move = winner
        self.tricks_left -= 1

    def pop_trick(self, leader: int, winner: int, mask: int) -> None:
        """Take back the trick :meth:`push_trick` finished (its cards stay out of the
        hands: the caller puts them back)."""
        t = self.history.pop()
        if self._capture is None:
            self.piles[winner] ^= mask
        else:   # (the capture hook's shares)
            piles = self.piles
            for s, m in t.gains:
                piles[s] ^= m
        self.won[winner] -= 1
        self.leader = self.to_move = leader
        self.tricks_left += 1

    # --- winner -------------------------------------------------------------------------
    def winner_index(self, cards: Sequence[int], lead: int) -> int:
        """Index (in play order) of the card that wins a full trick: as
        :meth:`TrickPlay._winner_index` (highest trump, else highest of the led suit;
        with ``trumps_win=False`` trumps win only when led; a suitless card never)."""
        r = self.r
        if r.rules.winner is not None:   # the game's own rule, as the object path calls it
            ctx = r.rules.context(self) if r.rules.context is not None else None
            return r.rules.winner([r.cards[i] for i in cards], r.rules.pack, ctx)
        suit, power = r.suit, r.power
        trumps = r.rules.trumps_win
        best, best_rank, best_s = -1, -1, -1
        for k, i in enumerate(cards):
            s = suit[i]
            if s == _FOOL:
                continue
            if trumps and s == _TRUMP:
                rank = 2
            elif s == lead:
                rank = 1
            else:
                continue
            v = power[i]
            if rank > best_rank or (rank == best_rank and v > best_s):
                best, best_rank, best_s = k, rank, v
        if best < 0:
            raise TarockError("no card in the trick can win it")
        return best


def kernel_from(tp: TrickPlay) -> Kernel:
    """The kernel of a deal's trick play as it stands (hands, the trick in progress, the
    tricks played and the piles), compiled from :func:`rules_from` alone: what the game's
    bundle says, with nothing added by its exact-play hooks."""
    cr = compile_rules(rules_from(tp))
    k = Kernel(cr, [cr.mask(tp.hand(s)) for s in range(tp.seats)], leader=tp.leader,
               trick=[(s, cr.index[c]) for s, c in zip(tp.current_seats, tp.current,
                                                       strict=True)])
    for t in tp.tricks:
        cards = [cr.index[c] for c in t.cards]
        lead = next((cr.suit[i] for i in cards if cr.suit[i] != _FOOL), -1)
        assert t.winner is not None
        k.history.append(Finished(t.leader, list(t.seats), cards, lead, t.winner, ()))
    k.piles = [cr.mask(p) for p in tp.captured]
    k.won = list(tp.won)
    return k
