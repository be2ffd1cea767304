"""Interned actions of the Cego phases.

Legal lists hand out the same frozen action objects every time, so the loops of
a playout build no new objects and can compare by identity.  Cards are interned
by the core (``card(suit, rank)``), so ``id(card)`` is a stable, cheap key; card
plays are interned by the core's trick play (``core.trickplay.play_action``).
"""

from __future__ import annotations

from collections.abc import Iterable

from tarock_tutor.core.cards import Card
from tarock_tutor.core.protocol import Announce, Bid, Discard, Keep

EXPOSE = "expose"

BIDS: dict[tuple[int, str], Bid] = {}
KEEPS: list[dict[tuple[int, int], Keep]] = [{} for _ in range(4)]
DISCARDS: list[dict[int, Discard]] = [{} for _ in range(4)]
EXPOSES: dict[int, Announce] = {}


def bid_action(seat: int, b: str) -> Bid:
    a = BIDS.get((seat, b))
    if a is None:
        a = BIDS[(seat, b)] = Bid(seat, b)
    return a


def new_keep(seat: int, cards: tuple[Card, ...]) -> Keep:
    a = KEEPS[seat][(id(cards[0]), id(cards[-1]))] = Keep(seat, cards)
    return a


def keep_actions(seat: int, keeps: Iterable[tuple[Card, ...]]) -> list[Keep]:
    """Interned Keep actions (cards are interned, so their ids are stable keys)."""
    get = KEEPS[seat].get
    return [get((id(k[0]), id(k[-1]))) or new_keep(seat, k) for k in keeps]


def discard_action(seat: int, c: Card) -> Discard:
    cache = DISCARDS[seat]
    a = cache.get(id(c))
    if a is None:
        a = cache[id(c)] = Discard(seat, (c,))
    return a


def expose_action(seat: int) -> Announce:
    a = EXPOSES.get(seat)
    if a is None:
        a = EXPOSES[seat] = Announce(seat, EXPOSE)
    return a
