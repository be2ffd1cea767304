"""Seeded, deterministic shuffling and dealing.

The shuffle is our own (SplitMix64 with a Fisher–Yates pass), so a seed gives
the same deal on every Python version and under Pyodide in the browser; the
``random`` module makes no such promise across versions
(examples on a game's pack: ``tests/core/test_generic_doc_examples.py``).

A six-card pack built here, dealt as a two-card talon, then two cards to each of
two seats: every card lands exactly once, and the same seed deals the same again.

>>> from tarock_tutor.core.cards import Names, Pack, Suit, card
>>> cards = tuple(card(s, r) for s in (Suit.TRUMP, Suit.HEARTS) for r in (1, 2, 3))
>>> demo = Pack("demo6", "six-card demo pack", cards, strength={c: c.rank for c in cards},
...             value={c: 1 for c in cards}, names={c: Names(c.code, c.code, c.code)
...                                                 for c in cards})
>>> d = deal(demo, seed=1, plan=[(None, 2), (0, 2), (1, 2)], seats=2)
>>> [len(h) for h in d.hands], len(d.talon)
([2, 2], 2)
>>> sorted(c.code for c in (*d.hands[0], *d.hands[1], *d.talon)) == sorted(
...     c.code for c in cards)
True
>>> deal(demo, seed=1, plan=[(None, 2), (0, 2), (1, 2)], seats=2) == d
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.errors import TarockError

_MASK = (1 << 64) - 1
_LIMITS = tuple((1 << 64) - ((1 << 64) % n) if n else 0 for n in range(129))
T = TypeVar("T")


class Rng:
    """SplitMix64 (Steele, Lea & Flood 2014): tiny, fast, and fully specified."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TarockError(f"seed {seed!r} must be an integer",
                              code="SEED_RANGE", params={"value": repr(seed)[:30]})
        self._state = seed & _MASK

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError(f"below() needs n >= 1, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: Sequence[T]) -> list[T]:
        """A shuffled copy (Fisher–Yates, from the end).

        The same draws as calling :meth:`below` for each position, inlined
        because dealing is on the hot path of every simulated deal."""
        out = list(items)
        state = self._state
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < len(_LIMITS) else (1 << 64) - ((1 << 64) % n)
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            out[i], out[j] = out[j], out[i]
        self._state = state
        return out

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]


def shuffled(pack: Pack, seed: int) -> tuple[Card, ...]:
    """The pack in the order a seeded shuffle leaves it (index 0 is dealt first)."""
    return tuple(Rng(seed).shuffle(pack.cards))


DealPlan = Sequence[tuple[int | None, int]]
"""Steps of a deal: ``(seat, n)`` gives ``n`` cards to a seat, ``(None, n)`` to the talon."""


@dataclass(frozen=True)
class Deal:
    """The outcome of a deal.  ``talon`` keeps the order in which it was laid (top first);
    ``seed`` is ``None`` for a deal typed in by hand."""

    seed: int | None
    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]


def deal(pack: Pack, *, seed: int, plan: DealPlan, seats: int) -> Deal:
    """Shuffle with ``seed`` and deal by ``plan``; every card must be used exactly once."""
    order = shuffled(pack, seed)
    if sum(n for _, n in plan) != len(order):
        raise TarockError(
            f"deal plan uses {sum(n for _, n in plan)} cards but the {pack.title} has "
            f"{len(order)}")
    hands: list[list[Card]] = [[] for _ in range(seats)]
    talon: list[Card] = []
    pos = 0
    for seat, n in plan:
        chunk = order[pos:pos + n]
        pos += n
        if seat is None:
            talon.extend(chunk)
        else:
            hands[seat].extend(chunk)
    return Deal(seed, tuple(tuple(h) for h in hands), tuple(talon))


def packet_plan(*, seats: int, first: int, talon_first: int = 0, talon_last: int = 0,
                packets: Sequence[int], active: Sequence[int] | None = None) -> list[
                    tuple[int | None, int]]:
    """A plan for the common shape: talon, then rounds of packets in play order.

    ``first`` is the seat that receives the first packet; ``packets`` lists the
    packet size of each round; ``active`` restricts the deal to some seats
    (a game in which the dealer sits out).
    """
    who = list(active) if active is not None else list(range(seats))
    start = who.index(first)
    ring = who[start:] + who[:start]
    plan: list[tuple[int | None, int]] = []
    if talon_first:
        plan.append((None, talon_first))
    for size in packets:
        plan.extend((s, size) for s in ring)
    if talon_last:
        plan.append((None, talon_last))
    return plan
