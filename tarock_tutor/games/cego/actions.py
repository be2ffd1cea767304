"""Interned actions and small records of the Cego engine.

Legal lists hand out the same frozen action objects every time, so the play
loop builds no new objects and can compare by identity.  Cards are interned by
the core (``card(suit, rank)``), so ``id(card)`` is a stable, cheap key.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.protocol import Announce, Bid, Discard, Keep, Play

EXPOSE = "expose"

PLAYS: list[dict[int, Play]] = [{} for _ in range(4)]
BIDS: dict[tuple[int, str], Bid] = {}
KEEPS: list[dict[tuple[int, int], Keep]] = [{} for _ in range(4)]
DISCARDS: list[dict[int, Discard]] = [{} for _ in range(4)]
EXPOSES: dict[int, Announce] = {}
STRENGTH_BY_ID: dict[str, dict[int, int]] = {}


def play_action(seat: int, c: Card) -> Play:
    cache = PLAYS[seat]
    p = cache.get(id(c))
    if p is None or p.card is not c:
        p = cache[id(c)] = Play(seat, c)
    return p


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


def strength_by_id(pack: Pack) -> dict[int, int]:
    table = STRENGTH_BY_ID.get(pack.key)
    if table is None:
        table = STRENGTH_BY_ID[pack.key] = {id(c): s for c, s in pack.strength.items()}
    return table


class TrickRecord(NamedTuple):
    """A completed trick: who led, the cards in play order, who won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    def seats(self, players: int) -> tuple[int, ...]:
        return tuple((self.leader + i) % players for i in range(len(self.cards)))
