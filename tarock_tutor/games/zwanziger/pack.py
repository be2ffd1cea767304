"""Zwanzigerrufen's 40-card pack (seed 002; spec neunzehner-zwanziger-sicilian.md
§2.2): trumps II and III and the low pips removed, one Glatze (worth 0) per suit."""

from __future__ import annotations

from tarock_tutor.core.cards import (
    CAVALL,
    JACK,
    KING,
    QUEEN,
    SKUS,
    Card,
    Names,
    Pack,
    Suit,
    card,
    register_pack,
)
from tarock_tutor.games.tarock_deck import BLACK, SUITS, court_value, suit_names, trump_names


def _zwanziger40() -> Pack:
    cards: list[Card] = []
    strength: dict[Card, int] = {}
    value: dict[Card, int] = {}
    names: dict[Card, Names] = {}
    for r in [SKUS, *range(21, 3, -1), 1]:
        c = card(Suit.TRUMP, r)
        cards.append(c)
        strength[c] = r
        value[c] = 5 if r in (SKUS, 21, 1) else 1
        names[c] = trump_names(c, "Sküs", "スキュース", mond=True)
    for s in SUITS:
        pip = 10 if s in BLACK else 1
        for r in (KING, QUEEN, CAVALL, JACK, pip):
            c = card(s, r)
            cards.append(c)
            if r >= JACK:
                strength[c] = r
                value[c] = court_value(r)
                names[c] = suit_names(c, italian=False)
            else:
                strength[c] = 1
                value[c] = 0  # Glatze
                base = suit_names(c, italian=False)
                names[c] = Names(base.local + " (Glatze)", base.ja + "(グラッツェ)",
                                 base.en + " (Glatze)")
    return Pack("zwanziger40", "40-card pack for Zwanzigerrufen", tuple(cards), strength,
                value, names,
                "seed 002 (Akagiri 1995); removed trumps II/III, Glatzen and values "
                "restored from English and German Wikipedia 'Zwanzigerrufen' "
                "(spec neunzehner-zwanziger-sicilian.md §2.2)")


ZWANZIGER40 = register_pack(_zwanziger40())
