"""Reading and writing cards.

Accepted forms of one card token (case does not matter):

* trumps: ``T1`` … ``T21`` (also Roman: ``TXXI``); the top trump ``Sk``
  (exactly so: ``SK`` is the King of spades; also ``Sküs``, ``Skus``,
  ``Stieß``, ``Stiess``, ``Gstieß``); the lowest trump of a pack that has
  one, ``Mi`` (``Miseria``); the Fugitive (the Fool) ``Fu`` (``Fool``, ``Fugitive``);
* suit cards: a suit letter ``S C H D`` or symbol ``♠ ♣ ♥ ♦`` followed by a
  rank: ``K Q N J`` (``C`` also means the Cavall, ``M`` the Maid) or a pip
  ``A``/``1`` … ``10``; the symbol may also follow the rank (``K♠``).

>>> parse_card("HK")
Card('HK')
>>> parse_cards("T21 Sk ♠10, sk D1")
[Card('T21'), Card('Sk'), Card('S10'), Card('SK'), Card('D1')]
>>> format_cards(parse_cards("T21 HK"), style="unicode")
'T21 ♥K'
>>> parse_card("X9")
Traceback (most recent call last):
...
tarock_tutor.core.errors.InvalidNotation: cannot read card 'X9': ...
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Literal

from tarock_tutor.core.cards import (
    CAVALL,
    JACK,
    KING,
    MISERIA,
    QUEEN,
    SKUS,
    Card,
    Pack,
    Suit,
    card,
    roman,
)
from tarock_tutor.core.errors import InvalidNotation

ACCEPTED_FORMS = ("T1..T21 or TI..TXXI (trumps), Sk/Sküs/Stieß (top trump; SK is the King "
                  "of spades), Mi/Miseria, Fu/Fugitive, or a suit S C H D (♠ ♣ ♥ ♦) "
                  "with a rank K Q N/C J/M A 1..10, e.g. HK, ♠10, D1")

_SUIT_OF = {"S": Suit.SPADES, "C": Suit.CLUBS, "H": Suit.HEARTS, "D": Suit.DIAMONDS,
            "♠": Suit.SPADES, "♣": Suit.CLUBS, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS,
            "♤": Suit.SPADES, "♧": Suit.CLUBS, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS}
_RANK_OF = {"K": KING, "Q": QUEEN, "N": CAVALL, "C": CAVALL, "J": JACK, "M": JACK, "A": 1}
_TOP = {"SKÜS", "SKUS", "SKUES", "STIESS", "STIEß", "GSTIEß", "GSTIESS", "EXCUSE"}
_ROMAN_OF = {roman(n): n for n in range(1, 22)}
_SPLIT = re.compile(r"[\s,;]+")


def _quote(token: str, limit: int = 40) -> str:
    """``token`` quoted for a message, cut short if it is long."""
    return repr(token) if len(token) <= limit else repr(token[:limit]) + f"… ({len(token)} chars)"


def _number(text: str) -> bool:
    """Plain ASCII digits only (``²`` and ``①`` pass ``str.isdigit``, but are no numbers)."""
    return text.isascii() and text.isdigit()


def _bad(token: str, why: str) -> InvalidNotation:
    return InvalidNotation(f"cannot read card {_quote(token)}: {why}; accepted forms: "
                           f"{ACCEPTED_FORMS}", code="BAD_CARD", params={"card": token[:20]})


def _parse_rank(token: str, text: str) -> int:
    if text in _RANK_OF:
        return _RANK_OF[text]
    if _number(text):
        n = int(text) if len(text) <= 3 else 10**6
        if 1 <= n <= 10:
            return n
        raise _bad(token, f"pip {_quote(text, 8)} is out of range 1..10")
    raise _bad(token, f"unknown rank {_quote(text, 8)}")


def parse_card(token: str, pack: Pack | None = None) -> Card:
    """Read one card; with ``pack``, also insist that the pack contains it."""
    if not isinstance(token, str):
        raise InvalidNotation(f"cannot read card {token!r}: expected a string",
                              code="CARDS_NOT_TEXT", params={"value": repr(token)[:30]})
    t = token.strip()
    u = t.upper()
    c: Card
    if not t:
        raise _bad(token, "empty token")
    if t == "Sk" or u in _TOP:  # exactly "Sk"; "SK"/"sk" is the King of spades
        c = card(Suit.TRUMP, SKUS)
    elif u in ("MI", "MISERIA"):
        c = card(Suit.TRUMP, MISERIA)
    elif u in ("FU", "FOOL", "FUGITIVE", "FUGGITIVO"):
        c = card(Suit.FOOL, 0)
    elif u[0] == "T" and len(u) > 1 and (_number(u[1:]) or u[1:] in _ROMAN_OF):
        digits = u[1:]
        n = _ROMAN_OF.get(digits) or (int(digits) if len(digits) <= 3 else 10**6)
        if not 1 <= n <= 21:
            raise _bad(token, f"trump number {_quote(u[1:], 8)} is out of range 1..21")
        c = card(Suit.TRUMP, n)
    elif u[0] in _SUIT_OF and len(u) > 1:
        c = card(_SUIT_OF[u[0]], _parse_rank(token, u[1:]))
    elif u[-1] in _SUIT_OF and len(u) > 1 and u[-1] not in "SCHD":
        c = card(_SUIT_OF[u[-1]], _parse_rank(token, u[:-1]))
    else:
        raise _bad(token, "no suit or trump prefix")
    if pack is not None and c not in pack:
        raise InvalidNotation(f"card {_quote(token)} ({c.code}) is not in the {pack.title}",
                              code="CARD_NOT_IN_PACK", params={"typed": token[:20]})
    return c


def parse_cards(text: str | Iterable[str], pack: Pack | None = None) -> list[Card]:
    """Read a list of cards separated by spaces, commas or semicolons (or an iterable of tokens).

    Duplicates are refused, since no pack has two copies of a card.
    """
    if isinstance(text, str):
        tokens = [t for t in _SPLIT.split(text) if t]
    elif isinstance(text, Iterable) and not isinstance(text, bytes | bytearray):
        tokens = list(text)
    else:
        raise InvalidNotation(f"cannot read cards from {type(text).__name__}: expected text "
                              "such as 'T21 Sk HK' or a list of card tokens",
                              code="CARDS_NOT_TEXT", params={"value": repr(text)[:30]})
    out = [parse_card(t, pack) for t in tokens]
    seen: set[Card] = set()
    for tok, c in zip(tokens, out, strict=True):
        if c in seen:
            raise InvalidNotation(f"card {_quote(tok)} ({c.code}) is listed twice; "
                                  "every card exists only once in a pack", code="CARD_TWICE",
                                  params={"card": str(tok)[:20]})
        seen.add(c)
    return out


Style = Literal["ascii", "unicode", "ja", "local"]


def format_card(c: Card, *, style: Style = "ascii", pack: Pack | None = None) -> str:
    """Write one card.  ``ja`` and ``local`` need the ``pack`` for game-specific names."""
    if style == "ascii":
        return c.code
    if style == "unicode":
        return c.symbol
    if pack is None:
        raise ValueError(f"style {style!r} needs the pack (names depend on the game)")
    return pack.name(c, "ja" if style == "ja" else "local")


def format_cards(cards: Iterable[Card], *, style: Style = "ascii", pack: Pack | None = None,
                 sep: str | None = None) -> str:
    """Write a list of cards, space-separated (``、`` for Japanese names)."""
    if sep is None:
        sep = "、" if style == "ja" else " "
    return sep.join(format_card(c, style=style, pack=pack) for c in cards)
