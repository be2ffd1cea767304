"""Dealing Cego (spec cego-dreierles.md §2.3), and arranged deals for worked examples:
some cards placed by hand, the rest dealt from a seeded shuffle, so that the whole
deal can be given to the engine as a typed-in deal (every hand and the talon).

>>> d = arrange_deal(3, {1: "Sk T21"}, seed=4)
>>> d.hands[1][:2], [len(h) for h in d.hands], len(d.talon)
((Card('Sk'), Card('T21')), [13, 13, 13], 12)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Deal, Rng, deal, packet_plan
from tarock_tutor.core.errors import TarockError

from .contracts import as_cards
from .points import pack_for, sizes


def cards_of(x: Sequence[Card] | str, what: str = "cards") -> tuple[Card, ...]:
    """Cards from notation text or a sequence of cards or notation (interned)."""
    return as_cards(x, what)


def deal_for(players: int, *, seed: int, dealer: int) -> Deal:
    """Talon first (12 / 10 cards), then one packet (13 / 11) to each player from the
    dealer's right, anticlockwise (spec §2.3)."""
    talon, hand = sizes(players)
    plan = packet_plan(seats=players, first=(dealer + 1) % players, talon_first=talon,
                       packets=[hand])
    return deal(pack_for(players), seed=seed, plan=plan, seats=players)


def arrange_deal(players: int, hands: Mapping[int, Sequence[Card] | str]
                 | Sequence[Sequence[Card] | str], talon: Sequence[Card] | str | None = None,
                 *, seed: int = 0) -> Deal:
    """A deal with the given cards in place and the rest dealt from a seeded shuffle."""
    pack = pack_for(players)
    talon_size, hand_size = sizes(players)
    if isinstance(hands, Mapping):
        fixed = dict(hands)
    elif isinstance(hands, list | tuple):
        fixed = dict(enumerate(hands))
    else:
        raise TarockError(f"hands must map seats to cards ({{1: 'Sk T21'}}) or list every "
                          f"seat's cards, not {hands!r}",
                          code="HANDS_NOT_LIST", params={"value": repr(hands)[:30]})
    want: dict[int | None, list[Card]] = {}
    for seat, cards in fixed.items():
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise TarockError(f"seat {seat!r} is not a seat of a {players}-player game",
                              code="SEAT_RANGE",
                              params={"what": "手札の席", "value": repr(seat)[:30], "high": players,
                                      "last": players - 1})
        want[seat] = list(cards_of(cards, f"hand of seat {seat}"))
    want[None] = list(cards_of(talon, "talon")) if talon is not None else []
    used: set[Card] = set()
    for key, cards in want.items():
        limit = talon_size if key is None else hand_size
        if len(cards) > limit:
            raise TarockError(f"{'the talon' if key is None else f'seat {key}'} can hold "
                              f"{limit} cards, not {len(cards)}",
                              code="PILE_TOO_LONG",
                              params={"what": "タロン" if key is None else f"席{key + 1}の手札",
                                      "most": limit, "count": len(cards)})
        for c in cards:
            if c not in pack:
                raise TarockError(f"card {c.code!r} is not in the {pack.title}",
                                  code="CARD_NOT_IN_PACK", params={"typed": c.code})
            if c in used:
                raise TarockError(f"card {c.code!r} is placed twice",
                                  code="CARD_TWICE", params={"card": c.code})
            used.add(c)
    rest = Rng(seed).shuffle([c for c in pack.cards if c not in used])
    out: list[tuple[Card, ...]] = []
    for seat in range(players):
        h = want.get(seat, [])
        k = hand_size - len(h)
        out.append(tuple(h + rest[:k]))
        rest = rest[k:]
    return Deal(seed, tuple(out), tuple(want[None] + rest))
