"""Contracts, values, the partner call and the citations the other modules share.

Seed 002 (Akagiri 1995) gives two contracts, Rufer (1) and Solo (4), and the
optional Farberl between them (4); spec neunzehner-zwanziger-sicilian.md §2.5.
A Rufer calls the highest tarock from XX down, Sküs and XXI excluded, that the
declarer lacks (II and III are not in the pack; decision D-B3):

>>> from tarock_tutor.core.notation import parse_cards
>>> called_trump(parse_cards("T20 T19 T17 HK")).code
'T18'
>>> called_trump(parse_cards("Sk T21 HK")).code
'T20'
"""

from __future__ import annotations

from collections.abc import Iterable

from tarock_tutor.core.cards import SKUS, ZWANZIGER40, Card, Pack, Suit, card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Citation

GAME = "zwanzigerrufen"
PACK: Pack = ZWANZIGER40
SEATS = 4
HAND_SIZE = 10
TOTAL_POINTS = 88
WIN_POINTS = 45

RUFER, FARBERL, SOLO, PASS = "rufer", "farberl", "solo", "pass"
CONTRACTS: tuple[str, ...] = (RUFER, FARBERL, SOLO)        # weakest first
VALUE: dict[str, int] = {RUFER: 1, FARBERL: 4, SOLO: 4}

GAME_ITEM, PAGAT, VALAT = "game", "pagat", "valat"
ITEMS: tuple[str, ...] = (GAME_ITEM, PAGAT, VALAT)
DONE = "done"
SILENT = {PAGAT: 1, VALAT: 6}
ANNOUNCED = {PAGAT: 2, VALAT: 12}

TRUMP_I = card(Suit.TRUMP, 1)
TRUMP_XXI = card(Suit.TRUMP, 21)
SKUES = card(Suit.TRUMP, SKUS)
TRULL: frozenset[Card] = frozenset({SKUES, TRUMP_XXI, TRUMP_I})
CALLABLE: tuple[Card, ...] = tuple(card(Suit.TRUMP, r) for r in (*range(20, 3, -1), 1))

SEED = "seed 002 (Akagiri 1995)"
SPEC = "neunzehner-zwanziger-sicilian.md"


ref = Citation(SEED, SPEC)


REF_PACK = ref("§2.2", "[R:WPEN20]")
REF_DEAL = ref("§2.3", "(D-B1)")
REF_TRULL = ref("§2.4", "(D-B2)")
REF_AUCTION = ref("§2.5")
REF_CALL = ref("§2.5", "(D-B3)")
REF_ANNOUNCE = ref("§2.5", "(announcements; D-B8)")
REF_VALAT_BLOCK = ref("§2.5", "(Rufer-side Valat; D-B4)")
REF_DOUBLING = ref("§2.5", "(doubling; D-B5)")
REF_PLAY = ref("§2.6")
REF_FARBERL = ref("§2.6", "(Farberl)")
REF_SCORE = ref("§2.7")
REF_BONUS = ref("§2.7", "(Pagat, Valat; D-B6–D-B8)")


def called_trump(hand: Iterable[Card]) -> Card:
    """The tarock a Rufer must call with ``hand`` (spec §2.5, D-B3)."""
    held = set(hand)
    for c in CALLABLE:
        if c not in held:
            return c
    raise TarockError("this hand holds every tarock from XX down to I; a 10-card hand "
                      "cannot (spec §2.5, D-B3)")


def contract_rank(contract: str) -> int:
    return CONTRACTS.index(contract)


LAP_BIDS: tuple[str, ...] = (RUFER, FARBERL, SOLO, PASS)
"""The first-lap bids in the order the legal lists give them."""
