"""The Sicilian deal (spec §3.4) and the card facts the bidding needs.

The dealer's left-hand player cuts and the dealer may see the bottom card;
the dealer gives 5 cards to each player twice, anticlockwise from his right
(10 each), and only if the hand is played 5 more each; the last 3 cards are
the talon, so the bottom card the dealer saw is the last talon card.

A deal is kept whole from the start: each hand holds its 15 cards in the order
they were dealt (the first 10 are the first stage), then the talon.  A deal
typed in by hand gives the same: every player's 15 cards in deal order and the
3 talon cards.

>>> d = seeded_deal(5, dealer=3)
>>> [len(h) for h in d.hands], len(d.talon)
([15, 15, 15, 15], 3)
>>> hand_value(parse_cards("T20 T19 SK SQ Fu S5"))
30
>>> tarot78_name(parse_cards("Mi")[0]), tarot78_name(parse_cards("DJ")[0])
('切札21(ミゼリアとして)', 'ダイヤのジャック(メイドとして)')
"""

from __future__ import annotations

from collections.abc import Iterable

from tarock_tutor.core.cards import JACK, KING, MISERIA, QUEEN, SICILIAN63, Card, Suit, card
from tarock_tutor.core.dealing import Deal, deal, packet_plan
from tarock_tutor.core.notation import parse_cards

__all__ = ["FIRST_STAGE", "FUGITIVE", "GIOVE", "PACK", "PALLA", "PICCIOTTI", "hand_value",
           "is_blank", "parse_cards", "seeded_deal", "tarot78_name"]

PACK = SICILIAN63
FUGITIVE = card(Suit.FOOL, 0)
GIOVE = card(Suit.TRUMP, 20)
PALLA = card(Suit.TRUMP, 19)
PICCIOTTI = card(Suit.TRUMP, 1)
MISERIA_CARD = card(Suit.TRUMP, MISERIA)
SUITS = (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)
KINGS = tuple(card(s, KING) for s in SUITS)
QUEENS = tuple(card(s, QUEEN) for s in SUITS)
FIRST_STAGE = 10
"""Cards each player holds during the bargaining (two packets of 5)."""
HAND = 15
TALON = 3


def seeded_deal(seed: int, *, dealer: int) -> Deal:
    """The deal of ``seed``: three rounds of 5 from the dealer's right, talon last."""
    plan = packet_plan(seats=4, first=(dealer + 1) % 4, packets=[5, 5, 5], talon_last=TALON)
    return deal(PACK, seed=seed, plan=plan, seats=4)


def hand_value(cards: Iterable[Card]) -> int:
    """The value the '20' and '15' bids look at: only the 10- and 5-point cards
    (Giove, Picciotti, the Fugitive 10; trumps 19–16 and Kings 5); Queens,
    Cavalli and Maids are not counted (seed 004, spec §3.7)."""
    return sum(v for v in (PACK.value[c] for c in cards) if v in (5, 10))


def is_blank(c: Card) -> bool:
    """A card worth nothing (seed: 点数のないカード)."""
    return PACK.value[c] == 0


def tarot78_name(c: Card) -> str:
    """The card of an ordinary 78-card tarot that stands for ``c`` (seed 004, spec §3.2):
    trump 21 for the Miseria, jacks for maids, diamonds for coins (with their 4)."""
    if c is MISERIA_CARD:
        return "切札21(ミゼリアとして)"
    if c is FUGITIVE:
        return "エクスキューズ(逃亡者として)"
    if c.suit is Suit.TRUMP:
        return f"切札{c.rank}"
    suit = {Suit.SPADES: "スペード", Suit.CLUBS: "クラブ", Suit.HEARTS: "ハート",
            Suit.DIAMONDS: "ダイヤ"}[c.suit]
    if c.rank == JACK:
        return f"{suit}のジャック(メイドとして)"
    court = {KING: "キング", QUEEN: "クイーン", JACK + 1: "カバリエ"}
    return f"{suit}の{court.get(c.rank, str(c.rank))}"
