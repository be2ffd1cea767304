"""Dealing Cego (spec cego-dreierles.md §2.3) and arranged deals for worked examples."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Deal, Rng, deal, packet_plan
from tarock_tutor.core.errors import TarockError

from .contracts import as_cards
from .scoring import pack_for


def cards_of(x: Sequence[Card] | str, what: str = "cards") -> tuple[Card, ...]:
    """Cards from notation text or a sequence of cards or notation (interned)."""
    return as_cards(x, what)


def deal_for(players: int, pack_cards: Sequence[Card], *, seed: int, dealer: int) -> Deal:
    """Talon first (12 / 10 cards), then one packet (13 / 11) to each player from the
    dealer's right, anticlockwise (spec §2.3)."""
    talon, hand = (12, 13) if players == 3 else (10, 11)
    plan = packet_plan(seats=players, first=(dealer + 1) % players, talon_first=talon,
                       packets=[hand])
    return deal(pack_for(players), seed=seed, plan=plan, seats=players)




def check_deal(d: Deal, n: int, pack_cards: Sequence[Card]) -> None:
    talon, hand = (12, 13) if n == 3 else (10, 11)
    if len(d.hands) != n or any(len(h) != hand for h in d.hands) or len(d.talon) != talon:
        raise TarockError(f"a {n}-player Cego deal needs {n} hands of {hand} cards and a "
                          f"talon of {talon} (spec §2.3)")
    every = [c for h in d.hands for c in h] + list(d.talon)
    if sorted(every, key=lambda c: c.index) != sorted(pack_cards, key=lambda c: c.index):
        missing = set(pack_cards) - set(every)
        extra = [c.code for c in every if c not in set(pack_cards)]
        raise TarockError(f"the deal must use every card of the pack exactly once "
                          f"(missing {sorted(c.code for c in missing)}, not in pack {extra})")


def arrange_deal(players: int, hands: Mapping[int, Sequence[Card] | str]
                 | Sequence[Sequence[Card] | str], talon: Sequence[Card] | str | None = None,
                 *, seed: int = 0) -> Deal:
    """A deal with the given cards in place and the rest dealt from a seeded shuffle."""
    pack = pack_for(players)
    talon_size, hand_size = (12, 13) if players == 3 else (10, 11)
    if isinstance(hands, Mapping):
        fixed = dict(hands)
    elif isinstance(hands, list | tuple):
        fixed = dict(enumerate(hands))
    else:
        raise TarockError(f"hands must map seats to cards ({{1: 'Sk T21'}}) or list every "
                          f"seat's cards, not {hands!r}")
    want: dict[int | None, list[Card]] = {}
    for seat, cards in fixed.items():
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise TarockError(f"seat {seat!r} is not a seat of a {players}-player game")
        want[seat] = list(cards_of(cards, f"hand of seat {seat}"))
    want[None] = list(cards_of(talon, "talon")) if talon is not None else []
    used: set[Card] = set()
    for key, cards in want.items():
        limit = talon_size if key is None else hand_size
        if len(cards) > limit:
            raise TarockError(f"{'the talon' if key is None else f'seat {key}'} can hold "
                              f"{limit} cards, not {len(cards)}")
        for c in cards:
            if c not in pack:
                raise TarockError(f"card {c.code!r} is not in the {pack.title}")
            if c in used:
                raise TarockError(f"card {c.code!r} is placed twice")
            used.add(c)
    rest = Rng(seed).shuffle([c for c in pack.cards if c not in used])
    out: list[tuple[Card, ...]] = []
    for seat in range(players):
        h = want.get(seat, [])
        k = hand_size - len(h)
        out.append(tuple(h + rest[:k]))
        rest = rest[k:]
    return Deal(seed, tuple(out), tuple(want[None] + rest))
