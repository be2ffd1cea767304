"""The search behind :func:`tarock_tutor.core.solver.solve`: fail-soft alpha-beta in
an aspiration window around a guess (:meth:`Search.exact`; zero-window MTD(f) from
above for one against three or more, :meth:`Search.mtdf`) on the bitmask kernel; a
transposition table at trick starts keyed by the hands (by relative ranks where
equivalent cards merge: under the shared follow rule, or a rule of the game's own that
names the cards it reads by identity, ``FollowRule.named_cards``, those kept apart),
the leader and the class of what the side has taken (with its split offset); move
ordering (the table's move, else at a lead the killer: the card that last cut off at
that seat and depth; in three-handed play between sides only at the pair's leads;
following, where the bounds read the each-for-himself mover's ducking play,
``Objective.mover_ducks``, his ducking card first); a forced last trick kept in a table
of its own; the node/time budget.

Quick bounds (:meth:`Search.bounds`, at a trick's start, once per table entry): for
an objective that never falls when its side takes one more card or trick (``gain``
given: the batch counts, the plain count, a game's own count or sheet; what a debt,
a last-trick bonus or Valat can move besides the pile is the objective's ``slack``),
the final value lies between

* low: the value of the side's pile plus its *sure* cards, less the slack's drop
  (or the objective's ``floor`` where that is higher);
* high: the value of its pile plus every card still in play except the other side's
  sure cards, with every remaining trick won, plus the slack's jump (the value of
  the largest pile it can end with, so a sheet's game line counts only what those
  points can reach).

Sure cards (:class:`~.solver_bounds.SureCards`, whose module gives each rule and its
proof): the run of top trumps a team holds, the leader's *cash* at the side's own leads
with three tricks left or more (:func:`~.solver_bounds.cashed`), a seat's top trumps
outnumbering each other seat's (:func:`~.solver_bounds.master_trumps`), and, where the
value rises with a card's value (``Objective.rises_with_value``, where
``Objective.rises_at`` allows it), every seat's lowest cards given to the tricks a side
surely wins (:func:`~.solver_bounds.given`).  The bounds are stored as the entry's first
(low, high), relative to the split offset like every entry, and a window outside them
returns at once.  Where the objective's ``slack_leading`` gives a smaller drop (a line
of the side's seat on lead that the cash does not play), the low end is the better of
the cash's cards less ``slack``'s drop and the sure cards without the cash less that
one.  They are exact-preserving: a bound only ever cuts where the true value is
already known to lie outside the window.  An objective without that shape may give its
own bounds (``Objective.bound``, from the position's ``extra``: each for himself,
:func:`~.solver_sheet.each_for_himself`), and one where each would rather take few
points (``Objective.avoid_points``) its own move order.

Cost per node: ``hands_key`` numbers each suit's part (:func:`~.search_tables.suit_part`,
cached per suit); a follower's order sorts precomputed per-card keys
(:func:`~.search_tables.order_keys`); the cards after a lead take
:mod:`~.solver_fast`'s path where the rules allow it (:mod:`~.solver_hooked`'s for a
follow rule of the game's own); a trick's start reads ``extra``, the offset and the
class from one look-up by the side's tallies where ``Objective.extra_by_tally`` allows
(:meth:`Search.start`); two tricks left between sides: :mod:`~.solver_end`.

What each technique saved, what was tried and left out, and where the nodes go, with
the figures per deal kind: ``benchmarks/solver_notes.md``."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tarock_tutor.core import search_tables as tables
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.search_tables import (
    beat_mask,
    follower_keys,
    holders,
    merge_groups,
    order_keys,
)
from tarock_tutor.core.solver_bounds import SureCards
from tarock_tutor.core.solver_side import side_bounds

if TYPE_CHECKING:
    from tarock_tutor.core.solver import Objective

__all__ = ["REASK", "Budget", "Search"]

REASK = True
"""Where the mover's ducking play is in the bounds (``Objective.mover_ducks``): a table
entry whose low end falls short of a later pass's lower beta asks it again."""


class Budget(Exception):
    """The node or time budget ran out."""


class Search:
    """Alpha-beta on the kernel for one side's value (see :func:`~.solver.solve`)."""

    def __init__(self, k: Kernel, obj: Objective, history_key: Callable[[Kernel], Any] | None,
                 side: frozenset[int],
                 max_nodes: int | None, deadline: float | None, *, table: bool = True,
                 merge: bool = True, context_free: bool = False) -> None:
        """``context_free``: the follow rule's context never changes the play here (the
        game's ``ExactPlay.context`` is ``None``), so the leader's cash may apply."""
        self.k = k
        self.obj = obj
        self.history_key = history_key
        self.side = side
        self.side_seats = tuple(sorted(side))
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.use_table = table
        self.merge = merge
        self.tt: dict[tuple[Any, ...], tuple[int, int, int]] = {}
        self.killers: dict[int, int] = {}
        self.ends: dict[tuple[Any, ...], int] = {}
        self.splits: dict[tuple[Any, ...], tuple[int, Any]] = {}
        self.leaf: dict[tuple[Any, ...], int] = {}
        self.value_at: dict[tuple[int, int, Any], int] = {}
        self.split_of: dict[tuple[int, int, Any], tuple[int, Any]] = {}
        self.hand_keys: dict[int, tuple[int, ...]] = {}
        self.suit_parts: dict[int, int] = {}   # a suit's cards in play -> its part's id
        self.part_ids: dict[tuple[int, int, tuple[tuple[int, int], ...]], int] = {}
        self.suit_masks = [m for m in k.r.suit_mask if m]
        r = k.r
        self.value_of = [r.rules.pack.value[c] for c in r.cards]
        self.distinct = r.mask(obj.distinct) if obj.distinct else 0
        # merging and relative ranks: under the shared rule (or its exempt form), or a
        # rule of the game's own that names its exceptions (those cards kept apart)
        named = tables.named_mask(r)
        self.mergeable = merge and (r.fast or r.exempt_rule or named is not None)
        apart = self.distinct | (named or 0)
        self.maxer = [k.acting(s) in side for s in range(len(k.hands))]
        # the killer move at leads; in three-handed play between sides only at the
        # pair's leads (at the lone player's it cost more nodes than it saved), each
        # for himself at every lead (see the module doc)
        pair = [sum(1 for t in k.order if self.maxer[t] == self.maxer[s]) >= 2
                for s in range(len(k.hands))]
        self.killer_at = [k.size != 3 or obj.side is None or pair[s]
                          for s in range(len(k.hands))]
        by_value: dict[int, int] = {}
        classes = []
        for i, v in enumerate(self.value_of):
            if (self.distinct >> i) & 1:
                classes.append(1 << i)
            else:
                by_value[v] = by_value.get(v, 0) | 1 << i
        self.classes = [*by_value.values(), *classes]
        # quick bounds (see bounds) where the value never falls as the pile grows
        self.own_bound = obj.bound
        # the mover's ducking play in the bounds (Objective.mover_ducks): his follows
        # try it first, and an entry's low end is asked again under a lower beta
        ducks = obj.side is None and obj.mover_ducks is not None and obj.mover_ducks(k)
        self.duck_seat = k.to_move if ducks else -1
        self.duck_keys = tables.duck_keys(len(r.cards))
        self.reask = obj.bound if ducks and REASK else None
        self.has_bounds = obj.gain is not None or obj.bound is not None
        self.pile_side = [s in side for s in range(len(k.hands))]
        low: list[int] = []   # the cards not distinct by pack value, lowest first
        if obj.rises_with_value:
            for v in sorted(by_value):
                low.append(by_value[v])
        self.sure_cards = SureCards(k, self.distinct, bool(obj.distinct), self.pile_side,
                                    self.maxer, context_free, low)
        self.rises_at = obj.rises_at
        self.slack_leading = obj.slack_leading if obj.slack is not None else None
        self.floor = obj.floor
        self.avoid = obj.avoid_points
        # merging (see moves) and hands_key's pattern codes and ties (the cards kept
        # apart never merged, each a code of its own)
        self.merge_class, self.card_code, self.card_code_tie, self.same_rank_below = \
            tables.key_tables(r, self.value_of, apart if self.mergeable else -1)
        self.node_limit = max_nodes if max_nodes is not None else 1 << 62
        self.owner = holders(k)   # each card's holder (hands_key)
        # ordered's sort keys per card index (group, sub-order, index)
        self.keys = order_keys(r, self.value_of)
        self.follow_keys = follower_keys(self.keys, obj.avoid_points)   # (theirs, ours)
        self.trump_mask = r.suit_mask[0]
        self.beat_at: dict[tuple[int, int], int] = {}
        self.get_extra = obj.extra
        # (offset, class) from extra: the objective's own where it reads extra alone
        self.split_here: Callable[[Any], tuple[int, Any]] = (
            obj.split_by_extra if obj.split_by_extra is not None else self.split)
        # a trick's start: (extra, offset, class) by (pile, tricks taken, tricks played)
        self.by_tally = obj.extra is None or obj.extra_by_tally
        self.at_tally: dict[tuple[int, int, int], tuple[Any, int, Any]] = {}
        from tarock_tutor.core import solver_end as se  # (both import this module)
        from tarock_tutor.core import solver_fast as fp
        from tarock_tutor.core import solver_fast4 as f4
        from tarock_tutor.core import solver_hooked as hk
        self.legal, self.order_here = k.legal, self.ordered   # (for moves and ab)
        # two tricks left, between sides, on the fast path's kernels: on masks
        self.two = (se.TwoTricks(self) if se.ENDING and table and obj.side is not None
                    and fp.plain_kernel(k) else None)
        self.fast = (f4.fast_tricks(self) if fp.FAST_PATH and fp.fast_kernel(k)
                     else hk.hooked_tricks(self))   # (a follow rule of the game's own)

    def extra(self) -> Any:
        """The objective's ``extra`` summary of the position (``None``: none)."""
        return self.obj.extra(self.k) if self.obj.extra is not None else None

    def pile_won(self) -> tuple[int, int]:
        """The side's pile (a mask) and its tricks."""
        k = self.k
        pile = won = 0
        for s in self.side_seats:
            pile |= k.piles[s]
            won += k.won[s]
        return pile, won

    def split(self, extra: Any) -> tuple[int, Any]:
        """(offset, class) of what the side has taken (see :data:`SplitFn`), given
        the position's ``extra`` (computed once per node); cached by the pile itself,
        and behind that by its summary."""
        k = self.k
        piles, taken = k.piles, k.won
        pile = won = 0
        for s in self.side_seats:   # (pile_won, inline: once per node at a trick's start)
            pile |= piles[s]
            won += taken[s]
        fast = (pile, won, extra)
        sp = self.split_of.get(fast)
        if sp is not None:
            return sp
        key = (tuple([(pile & m).bit_count() for m in self.classes]), won, extra)
        sp = self.splits.get(key)
        if sp is None:
            got = None
            if self.obj.split is not None:
                got = self.obj.split(self.k.r.cards_of(pile), won, extra)
            sp = self.splits[key] = got if got is not None else (0, ("all", key))
        self.split_of[fast] = sp
        return sp

    def start(self) -> tuple[Any, int, Any]:
        """(``extra``, offset, class) at a trick's start, with cards still held: where
        ``extra`` reads only the tallies (``by_tally``: ``Objective.extra_by_tally``,
        or there is none), kept by the side's pile, its tricks and the tricks played, so a node
        asks neither the objective nor :meth:`split`."""
        k = self.k
        piles, taken = k.piles, k.won
        pile = won = 0
        for s in self.side_seats:
            pile |= piles[s]
            won += taken[s]
        fast = (pile, won, len(k.history))
        got = self.at_tally.get(fast)
        if got is None:
            ex = self.get_extra(k) if self.get_extra is not None else None
            got = self.at_tally[fast] = (ex, *self.split_here(ex))
        return got

    def final(self) -> int:
        pile, won = self.pile_won()
        return self.value(pile, won, self.extra())

    def bounds(self, ex: Any = ...) -> tuple[int, int]:
        """Quick bounds at a trick's start (:func:`~.solver_side.side_bounds`);
        ``ex``: the position's ``extra`` when the caller has it already."""
        return side_bounds(self, self.extra() if ex is ... else ex)

    def value(self, pile: int, won: int, ex: Any) -> int:
        """The objective's value of a pile mask (cached by the pile, and behind that
        by what the value may read)."""
        fast = (pile, won, ex)
        v = self.value_at.get(fast)
        if v is not None:
            return v
        key = (tuple([(pile & m).bit_count() for m in self.classes]), won, ex)
        v = self.leaf.get(key)
        if v is None:
            v = self.leaf[key] = self.obj.value(self.k.r.cards_of(pile), won, ex)
        self.value_at[fast] = v
        return v

    def hands_key(self) -> tuple[int, ...]:
        """The hands by relative rank, as one small integer per suit: two positions get
        the same key exactly when, suit by suit, the cards still in play have the same
        pattern of values and ties and each seat holds the same ranks among them.  Such
        positions play alike: the follow rule reads suits only, the winner the order
        within a suit, the value the card values (the ``distinct`` cards, and those a
        rule of the game's own names, keep their own identity).  Only where
        ``mergeable``: the shared follow rule, or one that names the only cards it
        reads (:func:`~.search_tables.named_mask`).

        A suit's part (:func:`~.search_tables.suit_part`: its cards' pattern codes,
        lowest first, and each holder's ranks among them) does not depend on the other
        suits (a tie is only ever with a card of the same suit), so it is worked out
        once per set of that suit's cards in play (each card's holder read from
        ``owner``: a card never changes hands) and numbered the first time it is seen
        (:meth:`part_id`); the key is those numbers, one per suit, kept by the cards in
        play (which give the hands: :mod:`~.solver_fast4` looks it up so)."""
        in_play = 0
        for h in self.k.hands:
            in_play |= h
        known = self.hand_keys.get(in_play)
        if known is not None:   # the same hands again (another pass, a transposition)
            return known
        parts = self.suit_parts
        key = []
        for sm in self.suit_masks:
            part = parts.get(in_play & sm)
            key.append(part if part is not None else self.part_id(in_play & sm))
        out = self.hand_keys[in_play] = tuple(key)
        return out

    def part_id(self, cards: int) -> int:
        """The number of one suit's part of :meth:`hands_key` for its cards in play
        ``cards`` (the same part, the same number; kept by ``cards``)."""
        part = tables.suit_part(cards, self.card_code, self.card_code_tie,
                                self.same_rank_below, self.owner)
        got = self.suit_parts[cards] = self.part_ids.setdefault(part, len(self.part_ids))
        return got

    def moves(self) -> list[int]:
        """Legal card indices, one per group of equivalent cards (same suit and value,
        nothing still in play between them), strongest first."""
        k = self.k
        legal = self.legal()
        if not legal & (legal - 1):
            return [legal.bit_length() - 1]
        out = []
        cls = self.merge_class
        prev = pc = in_play = -1
        while legal:
            top = legal.bit_length() - 1
            legal ^= 1 << top
            c = cls[top]
            if c >= 0 and c == pc:
                if in_play < 0:
                    in_play = 0
                    for h in k.hands:
                        in_play |= h
                    for i in k.trick_cards:
                        in_play |= 1 << i
                if not in_play & ((1 << prev) - (1 << (top + 1))):
                    prev = top   # equivalent to the one already listed
                    continue
            out.append(top)
            prev, pc = top, c
        return out

    def ordered(self) -> list[int]:
        """``moves`` in search order: a leader tries strong cards first; a follower,
        when his side holds the trick, cards that let it stand, most valuable first,
        else the weakest card that takes the trick, then the cheapest discards
        (``avoid_points``: low leads first; ducks, dearest onto the other side)."""
        ms = self.moves()
        k = self.k
        cards = k.trick_cards
        lead = k.lead
        if not cards or len(ms) < 2 or lead < 0:
            if self.avoid and not cards and len(ms) > 1:   # lead low
                ms.sort(key=self.keys.lead_low.__getitem__)
            return ms
        r = k.r
        if r.plain_winner:   # no ties, trumps win: the highest trump, else of the led suit
            m = 0
            for i in cards:
                m |= 1 << i
            trumps = self.trump_mask
            top = m & trumps
            if top:   # only a higher trump takes it
                top = top.bit_length() - 1
                beat = trumps & -(2 << top)
            else:   # a higher card of the led suit, or any trump
                top = (m & r.suit_mask[lead]).bit_length() - 1
                beat = trumps | r.suit_mask[lead] & -(2 << top)
            w = cards.index(top)
        else:
            w = k.winner_index(cards, lead)
            beat = self.beaters(cards[w], lead)
        ours = self.maxer[k.trick_seats[w]] == self.maxer[k.to_move]
        # one integer per card: group, then a sub-order, then the index (< 128)
        hi, lo = self.follow_keys[ours]
        if k.to_move == self.duck_seat and not ours:
            lo = self.duck_keys
        keyed = [hi[i] if beat >> i & 1 else lo[i] for i in ms]
        keyed.sort()
        return [x & 127 for x in keyed]

    def beaters(self, top: int, lead: int) -> int:
        """:func:`~.search_tables.beat_mask` for ``top`` with ``lead`` led, cached."""
        beat = self.beat_at.get((top, lead))
        if beat is None:
            beat = self.beat_at[(top, lead)] = beat_mask(self.k.r, top, lead)
        return beat

    def moves_full(self) -> list[list[int]]:
        """Every legal card, grouped under the representative ``moves`` lists."""
        return merge_groups(self.k, self.moves())

    def last_trick(self) -> int:
        """The value at the end, after the one card each still holds (if any)."""
        k = self.k
        played = 0
        while k.hands[k.to_move]:
            hand = k.hands[k.to_move]
            k.play((hand & -hand).bit_length() - 1)
            played += 1
        v = self.final()
        for _ in range(played):
            k.undo()
        return v

    def ab(self, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta: the exact value if it lies in (alpha, beta), else a bound."""
        k = self.k
        boundary = not k.trick_cards
        if boundary:
            hand = k.hands[k.to_move]
            if not hand & (hand - 1):   # no card, or one each: the end is forced
                if not hand or not self.use_table:
                    return self.last_trick()
                if self.by_tally:
                    ex, off, cls = self.start()
                else:
                    ex = self.get_extra(k) if self.get_extra is not None else None
                    off, cls = self.split_here(ex)
                end = (self.hands_key() if self.mergeable else tuple(k.hands), k.to_move, cls,
                       self.history_key(k) if self.history_key is not None else None)
                v = self.ends.get(end)
                if v is None:
                    v = self.ends[end] = self.last_trick() - off
                return v + off
        n = self.nodes = self.nodes + 1   # the budget
        if n > self.node_limit:
            raise Budget
        if self.deadline is not None and not n & 1023 and time.perf_counter() > self.deadline:
            raise Budget
        key = None
        best_move = -1
        off = 0
        if boundary and self.use_table:
            if self.by_tally:
                ex, off, cls = self.start()
            else:
                ex = self.get_extra(k) if self.get_extra is not None else None
                off, cls = self.split_here(ex)
            key = (self.hands_key() if self.mergeable else tuple(k.hands), k.to_move, cls,
                   self.history_key(k) if self.history_key is not None else None)
            hit = self.tt.get(key)
            if hit is None and self.has_bounds:
                lo, hi = (self.bounds(ex) if self.own_bound is None
                          else self.own_bound(k, ex, beta))
                hit = self.tt[key] = (lo - off, hi - off, -1)
            elif (hit is not None and self.reask is not None and hit[0] + off < beta
                  and hit[0] != hit[1]):
                lo = self.reask(k, ex, beta)[0] - off   # (made under a higher beta)
                if lo > hit[0]:
                    hit = self.tt[key] = (lo, hit[1], hit[2])
            if hit is not None:
                lo, hi, best_move = hit
                lo += off
                if lo >= beta:
                    return lo
                hi += off
                if hi <= alpha or lo == hi:
                    return hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
        a0, b0 = alpha, beta
        if key is not None and self.two is not None and k.tricks_left == 2:   # solver_end
            best, chosen = self.two.search(alpha, beta)
            self.store(key, off, best, a0, b0, chosen)
            return best
        maxer = self.maxer[k.to_move]
        moves = self.order_here()
        # leads: the table's move, else the card that last cut off at this seat and depth
        depth = k.tricks_left * 8 + k.to_move if boundary else -1
        if best_move < 0 and boundary and self.killer_at[k.to_move]:
            best_move = self.killers.get(depth, -1)
        if best_move >= 0 and moves[0] != best_move and best_move in moves:
            moves.remove(best_move)
            moves.insert(0, best_move)
        best = -10 ** 9 if maxer else 10 ** 9
        chosen = moves[0]
        play, undo, ab = k.play, k.undo, self.ab
        fast = self.fast if boundary else None
        for i in moves:
            if fast is not None:   # the trick on the hands alone (solver_fast)
                v = fast.lead(alpha, beta, i)
            else:
                play(i)
                try:
                    v = ab(alpha, beta)
                finally:
                    undo()
            if maxer:
                if v > best:
                    best, chosen = v, i
                    if v > alpha:
                        alpha = v
            elif v < best:
                best, chosen = v, i
                if v < beta:
                    beta = v
            if alpha >= beta:
                if boundary:
                    self.killers[depth] = i
                break
        if key is not None:
            self.store(key, off, best, a0, b0, chosen)
        return best

    def store(self, key: tuple[Any, ...], off: int, best: int, a0: int, b0: int,
              chosen: int) -> None:
        """The table entry of a trick's start after a search in (a0, b0) gave ``best``
        (fail-soft) with ``chosen`` first; kept relative to the split offset ``off``."""
        hit = self.tt.get(key)
        lo, hi = (hit[0] + off, hit[1] + off) if hit is not None else (-10 ** 9, 10 ** 9)
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.tt[key] = (lo - off, hi - off, chosen)

    def exact(self, guess: int = 0, width: int = 4) -> int:
        """The exact value: alpha-beta in a window of ``width`` either side of
        ``guess``; a result outside it is a bound, and the next window starts from
        that bound, four times as wide on the open side, twice as wide again at each
        further miss, until the value falls inside.  (MTD(f)'s zero-window passes step
        one point at a time when the guess is a few points off, and each step near the
        value is a full proof; a window of a fixed width steps one sheet result at a
        time where a quick line's guess is several results off.)"""
        alpha, beta = guess - width, guess + width
        step = 4 * width
        while True:
            g = self.ab(alpha, beta)
            if alpha < g < beta:
                return g
            if g <= alpha:   # the value is at most g
                alpha, beta = g - step, g + 1
            else:            # at least g
                alpha, beta = g - 1, g + step
            step *= 2

    def mtdf(self, guess: int) -> int:
        """The exact value by MTD(f): zero-window passes from ``guess`` until the
        bounds meet (for a guess above every value, the passes step down from the
        top; see :func:`~.solver.solve`)."""
        lo, hi = -10 ** 9, 10 ** 9
        g = guess
        while lo < hi:
            beta = g + 1 if g == lo else g
            g = self.ab(beta - 1, beta)
            if g < beta:
                hi = g
            else:
                lo = g
        return g
