"""Tables the exact search (:mod:`~tarock_tutor.core.solver_search`) builds once per
search, so that a node reads lists instead of recomputing: each card's holder, the
sort keys of the follower's move order, and the cards that take a trick.

Pure Python, no game named."""

from __future__ import annotations

from typing import NamedTuple

from tarock_tutor.core.kernel import CompiledRules, Kernel

__all__ = ["OrderKeys", "beat_mask", "holders", "key_tables", "merge_groups", "named_mask",
           "order_keys", "suit_part"]


def holders(k: Kernel) -> list[int]:
    """Each card index's holder: the seat whose hand holds it, or who played it in the
    trick in progress or a finished trick (0 for a card outside the play).  A card
    never changes hands, so this holds for every position the search reaches."""
    out = [0] * len(k.r.cards)
    for s, h in enumerate(k.hands):
        while h:
            low = h & -h
            out[low.bit_length() - 1] = s
            h ^= low
    for seats, cards in [(t.seats, t.cards) for t in k.history] + [(k.trick_seats,
                                                                     k.trick_cards)]:
        for s, i in zip(seats, cards, strict=True):
            out[i] = s
    return out


def named_mask(r: CompiledRules) -> int | None:
    """The cards a follow rule of the game's own names (``FollowRule.named_cards``, as
    a mask), where it declares them and the trick's winner reads only suits and ranks
    (trumps win, no ties, no winner hook, no capture hook): the search may then merge
    and key by relative ranks with these cards kept apart (the rule reads nothing else
    of a card but its suit, trump-ness and rank).  ``None``: the rule declares none, or
    is a kernel form (shared or exempt, merged already), or the winner reads more."""
    named = type(r.rules.follow).__dict__.get("named_cards")
    if named is None or r.fast or r.exempt_rule or not r.plain_winner or r.rules.capture:
        return None
    return r.mask(named)


def key_tables(r: CompiledRules, value_of: list[int], apart: int
               ) -> tuple[list[int], list[int], list[int], list[int]]:
    """Per card index: its merge class for :meth:`~.solver_search.Search.moves`
    ((suit, value) numbered; -1: never merged), and :func:`suit_part`'s ``code`` and
    ``code_tie`` (a code per (suit, value), another for the same when it ties with the
    card in play below it) and ``same`` (the same-rank cards below it).  A card kept
    apart (``apart``, a mask; -1: every card, no merging) is never merged and has
    codes of its own."""
    classes: dict[tuple[int, int], int] = {}
    merge = [-1 if (apart >> i) & 1 else classes.setdefault((r.suit[i], v), len(classes))
             for i, v in enumerate(value_of)]
    codes: dict[tuple[int, ...], int] = {}
    code = [codes.setdefault((i,) if (apart >> i) & 1 else (r.suit[i], v, 0), len(codes))
            for i, v in enumerate(value_of)]
    tie = [codes.setdefault((i,) if (apart >> i) & 1 else (r.suit[i], v, 1), len(codes))
           for i, v in enumerate(value_of)]
    assert len(codes) < 256
    same = [sum(1 << j for j in range(i) if r.suit[j] == r.suit[i] and r.power[j] == r.power[i])
            for i in range(len(r.cards))]
    return merge, code, tie, same


def suit_part(cards: int, code: list[int], code_tie: list[int], same: list[int],
              owner: list[int]) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """One suit's part of :meth:`~.solver_search.Search.hands_key` for its cards in
    play ``cards``: the cards' pattern codes (8 bits each, lowest card first; a card
    that ties with the one below it (``same``: the same-rank cards below each) has its
    ``code_tie``), how many cards, and each holder's ranks among them (``owner``: each
    card's holder).

    >>> suit_part(0b1011, [10, 11, 12, 13], [20, 21, 22, 23], [0, 1, 0, 0], [0, 1, 1, 0])
    (660749, 3, ((0, 5), (1, 2)))
    """
    codes = count = 0
    ranks: dict[int, int] = {}
    prev = -1
    while cards:
        low = cards & -cards
        i = low.bit_length() - 1
        cards ^= low
        codes = codes << 8 | (code_tie[i] if prev >= 0 and (same[i] >> prev) & 1 else code[i])
        ranks[owner[i]] = ranks.get(owner[i], 0) | 1 << count
        count += 1
        prev = i
    return codes, count, tuple(ranks.items())


class OrderKeys(NamedTuple):
    """One sort key per card index for :meth:`~.solver_search.Search.ordered`: group
    (65536: the later group), then a sub-order (× 128), then the index (< 128)."""

    low: list[int]       # the index alone (first group)
    high: list[int]      # the later group, by index
    val: list[int]       # by value, cheapest first (first group)
    val_high: list[int]  # the later group, by value, cheapest first
    inv: list[int]       # by value, dearest first (first group)
    lead_low: list[tuple[int, int]]   # a low lead: (value, strength)


def order_keys(r: CompiledRules, value_of: list[int]) -> OrderKeys:
    """The sort keys of the cards of ``r`` with card values ``value_of`` (a card of
    value 1 at index 3: ``val`` 131, ``val_high`` 65667, ``inv`` 8067, ``high`` 65539)."""
    n = len(value_of)
    return OrderKeys(list(range(n)), [65536 + i for i in range(n)],
                     [v * 128 + i for i, v in enumerate(value_of)],
                     [65536 + v * 128 + i for i, v in enumerate(value_of)],
                     [(64 - v) * 128 + i for i, v in enumerate(value_of)],
                     [(v, r.power[i]) for i, v in enumerate(value_of)])


def follower_keys(keys: OrderKeys, avoid: bool) -> tuple[tuple[list[int], list[int]],
                                                          tuple[list[int], list[int]]]:
    """A follower's (take, duck) key tables, indexed by whether his side holds the
    trick (0: the other side's, 1: his own): cards that let his side's trick stand,
    most valuable first, else the weakest card that takes it, then the cheapest
    discards; ``avoid`` (each would rather take few points): duck, throwing the most
    onto the other side's trick.  Read by both search paths, so they order alike.

    >>> k = OrderKeys([0], [65536], [131], [65667], [8067], [(1, 0)])
    >>> follower_keys(k, False)[1] == (k.high, k.inv), follower_keys(k, True)[0][1] is k.inv
    (True, True)
    """
    if avoid:
        return (keys.val_high, keys.inv), (keys.val_high, keys.val)
    return (keys.low, keys.val_high), (keys.high, keys.inv)


def duck_keys(n: int) -> list[int]:
    """The mover's ducking order (:attr:`~.solver.Objective.mover_ducks`) as
    :func:`follower_keys`' first group: the highest card index first, the card that
    :class:`~.solver_forced.Forced`'s fixed play ducks with.

    >>> duck_keys(3)
    [16256, 16129, 16002]
    """
    return [(127 - i) * 128 + i for i in range(n)]


def beat_mask(r: CompiledRules, top: int, lead: int) -> int:
    """The mask of the cards that would take a trick that card ``top`` holds (suit
    ``lead`` led), by the general winner rule: a trump (when trumps win) beats a
    card of another suit, else a stronger card of the same suit; a tie never takes
    it."""
    suit, power = r.suit, r.power
    trumps = r.rules.trumps_win
    top_trump = trumps and suit[top] == 0
    top_power = power[top]
    beat = 0
    for i, si in enumerate(suit):
        if trumps and si == 0:
            if not top_trump or power[i] > top_power:
                beat |= 1 << i
        elif si == lead and not top_trump and power[i] > top_power:
            beat |= 1 << i
    return beat


def merge_groups(k: Kernel, reps: list[int]) -> list[list[int]]:
    """Every legal card of the seat to move, grouped under the representative it was
    merged into (``reps``: :meth:`~.solver_search.Search.moves`, strongest first);
    a merged card joins the nearest representative above it in its suit."""
    groups: list[list[int]] = [[r] for r in reps]
    rest = k.legal()
    for r in reps:
        rest &= ~(1 << r)
    while rest:
        low = rest & -rest
        i = low.bit_length() - 1
        rest ^= low
        best = None
        for g in groups:
            if g[0] > i and k.r.suit[g[0]] == k.r.suit[i] and (best is None or
                                                                 g[0] < best[0]):
                best = g
        assert best is not None
        best.append(i)
    return groups
