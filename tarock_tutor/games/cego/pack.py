"""Cego's packs: the 54-card pack for four players and the 51-card pack for three
(spec cego-dreierles.md §1.1–1.2, §2.2), registered with the core."""

from __future__ import annotations

from tarock_tutor.core.cards import Suit, card, register_pack
from tarock_tutor.games.tarock_deck import tarock54

_SRC54 = ("Akagiri 1997 (seed 000, Cego, after Dummett, Twelve Tarot Games); "
          "spec cego-dreierles.md §1.1–1.2")

TAROCK54 = register_pack(tarock54(
    "tarock54", "54-card Cego pack (Cego 4p, Dreierles)",
    top="Stieß", top_ja="シュティース", mond=False, source=_SRC54))
CEGO51 = register_pack(tarock54(
    "cego51", "51-card pack for 3-player Cego (without ♠7 ♣7 ♦4)",
    top="Stieß", top_ja="シュティース", mond=False,
    removed=(card(Suit.SPADES, 7), card(Suit.CLUBS, 7), card(Suit.DIAMONDS, 4)),
    source=_SRC54 + "; removed cards restored from German Wikipedia 'Cego' (2004) "
    "and the Scribd club sheet 'Spielregeln für Cego' (spec §2.2)"))
