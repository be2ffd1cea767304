"""Bad input a reader can type into the book's Zwanzigerrufen pages, explained in Japanese.

The English text of an error stays the Python API's; the pages show ``error_ja(e)``:
the error's own Japanese sentence when it carries one (``ReaderError.ja``: what is wrong
and what to correct), else the verdict's reason, else the shared hint.

>>> try:
...     follow_position("T5 CK", "CK")
... except ReaderError as e:
...     print(error_ja(e))
クラブのキングが手札と台札の両方にあります。どのカードも1枚しかないので、どちらかから消してください。
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.errors import error_ja as shared_error_ja
from tarock_tutor.core.notation import parse_cards

from .rules import HAND_SIZE, PACK, SEATS


class ReaderError(TarockError):
    """Bad input with a Japanese sentence for the reader: the sentence of its ``code``
    (from the message registry), or one of its own (``ja``)."""

    def __init__(self, message: str, *, ja: str = "", code: str = "",
                 params: Mapping[str, Any] | None = None) -> None:
        super().__init__(message, code=code, params=params)
        self.ja = ja or (messages.text(code, "ja", **self.params) if code else "")


def error_ja(err: BaseException) -> str:
    """The Japanese explanation of ``err`` for a reader of the book."""
    ja = getattr(err, "ja", None)
    return ja if isinstance(ja, str) and ja else shared_error_ja(err)


def follow_position(hand: str, trick: str) -> tuple[list[Card], list[Card]]:
    """A hand and the cards already in the trick, typed in by a reader (the follow
    checker): each read from the 40-card pack, the hand 1..10 cards, the trick 0..3
    cards (a fourth card ends it), and no card in both."""
    h, t = parse_cards(hand, PACK), parse_cards(trick, PACK)
    if not 1 <= len(h) <= HAND_SIZE:
        raise ReaderError(f"a hand holds 1..{HAND_SIZE} cards, not {len(h)} ({hand!r})",
                          code="ZW_READER_HAND", params={"most": HAND_SIZE, "count": len(h)})
    if len(t) >= SEATS:
        raise ReaderError(f"a trick in progress holds 0..{SEATS - 1} cards, not {len(t)} "
                          f"({trick!r}); with {SEATS} it is complete",
                          code="ZW_READER_TRICK",
                          params={"most": SEATS - 1, "count": len(t), "seats": SEATS})
    both = [c for c in h if c in t]
    if both:
        raise ReaderError(f"card {both[0].code!r} is both in the hand and in the trick",
                          code="CARD_IN_HAND_AND_TRICK",
                          params={"cards": PACK.name(both[0], "ja")})
    return h, t
