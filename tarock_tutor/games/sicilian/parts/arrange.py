"""Deals arranged for teaching and tests: give some cards of some hands (and of the
talon), the rest is filled in from the unused cards of the pack, in pack order.

Each hand lists its cards in deal order: the first 10 are held during the
bargaining, the last 5 come with the rest of the deal.  Blanks are filled in
before counting cards, so a hand given no counting cards gets none unless the
blanks run out.

>>> g = arranged(hands={1: "T20 T19 T18 T17 T16 Fu"}, talon="S5 S6 S7")
>>> g.dealt[1][:6] == tuple(parse_cards("T20 T19 T18 T17 T16 Fu")), g.talon[0].code
(True, 'S5')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.setup import Setup

from ..state import SicilianState
from ..variants import SICILIAN
from .deal import HAND, PACK, TALON, parse_cards


def arranged(*, hands: Mapping[int, str] | None = None, talon: str = "", dealer: int = 3,
             **options: Any) -> SicilianState:
    """A typed-in deal from partial hands; every given card is placed as written."""
    given = {s: parse_cards(h, PACK) for s, h in (hands or {}).items()}
    top = parse_cards(talon, PACK)
    for s, cards in given.items():
        if not isinstance(s, int) or isinstance(s, bool) or s not in range(4):
            raise TarockError(f"seat {s!r} does not exist: the seats are 0..3",
                              code="SEAT_RANGE",
                              params={"what": "プレイヤー", "value": repr(s)[:30], "high": 4,
                                      "last": 3})
        if len(cards) > HAND:
            raise TarockError(f"seat {s}: {len(cards)} cards given, but a hand is {HAND} "
                              "cards (spec §3.4: 5 + 5 + 5)",
                              code="SICILIAN_HAND_TOO_LONG",
                              params={"seat": s + 1, "count": len(cards), "most": HAND})
    if len(top) > TALON:
        raise TarockError(f"the talon has {TALON} cards, not {len(top)}",
                          code="SICILIAN_TALON_TOO_LONG",
                          params={"count": len(top), "most": TALON})
    used = [c for cs in given.values() for c in cs] + top
    twice = sorted({c.code for c in used if used.count(c) > 1})
    if twice:
        raise TarockError(f"card(s) {' '.join(twice)} given twice in the arranged deal "
                          "(every card exists once in the 63-card pack)",
                          code="CARD_TWICE", params={"card": twice[0]})
    # blanks first, so the counting cards not placed by hand end up last (talon side)
    rest = sorted((c for c in PACK.cards if c not in set(used)), key=lambda c: PACK.value[c] > 0)
    full = []
    for s in range(4):
        cards = list(given.get(s, []))
        while len(cards) < HAND:
            cards.append(rest.pop(0))
        full.append(cards)
    talon_cards = top + [rest.pop(0) for _ in range(TALON - len(top))]
    return SicilianState(Setup.arranged_deal(SICILIAN, full, talon_cards, dealer=dealer,
                                             options=options))
