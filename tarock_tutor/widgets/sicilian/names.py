"""Sicilian Tarocchi's own names on top of the shared ones: the pack, the seats (席1 …
席4, the dealer a role), the bargaining words, and the reader's card boxes.  The few
deep imports of the game's modules the widgets need are made here only, so a move
inside the game package is mended in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from tarock_tutor.core.cards import Card
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.games.sicilian.labels import LABELS, read_cards_ja
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.sicilian.phases.call import callable_for
from tarock_tutor.games.sicilian.trick_rules import SICILIAN_FOLLOW

from ..common import NO_COLOUR
from ..common import card_ja as _card_ja
from ..common import cards_ja as _cards_ja

__all__ = ["GAME", "PACK", "SICILIAN_FOLLOW", "callable_for", "card_ja", "cards", "cards_ja",
           "error_line", "ja", "read_cards_ja", "seat_names", "seat_no"]

GAME = "sicilian"
PACK = SICILIAN63


def ja(id: str) -> str:
    """A Sicilian term (bargaining call, bid, knock) in the book's Japanese.

    >>> ja("offer_6"), ja("take_150"), ja("twenty")
    ('「6点出します」', '「150点貰います」', '「20」')
    """
    return LABELS.term(id)


def seat_no(seat: int, dealer: int = 3) -> str:
    """``席1`` … ``席4`` (席k is engine seat k−1, whoever deals)."""
    return seat_ja(seat, dealer, 4)


def seat_names(dealer: int = 3) -> dict[int, str]:
    """Engine seat → ``席k`` for the four seats."""
    return {s: seat_no(s, dealer) for s in range(4)}


def card_ja(c: Card) -> str:
    return _card_ja(c, PACK)


def cards_ja(cards: Sequence[Card]) -> str:
    return _cards_ja(cards, PACK)


def error_line(text: str) -> str:
    """A reader's typing mistake, said in red (the text is already Japanese)."""
    return f"<div style='color:{NO_COLOUR}'>{escape(text)}</div>"


def cards(text: str) -> list[Card]:
    """Cards of the Sicilian pack from notation (``"Fu H7 T3"``), for examples and tests."""
    return parse_cards(text, PACK)
