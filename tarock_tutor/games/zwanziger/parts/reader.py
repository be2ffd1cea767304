"""Bad input a reader can type into the book's Zwanzigerrufen pages, explained in Japanese.

The English text of an error stays the Python API's; the pages show ``error_ja(e)``:
the error's own Japanese sentence when it carries one (``ReaderError.ja``: what is wrong
and what to correct), else the verdict's reason, else the shared hint.

>>> try:
...     follow_position("T5 CK", "CK")
... except ReaderError as e:
...     print(error_ja(e))
クラブのキングが手札と台札の両方にあります。どのカードもパックに1枚しかないので、どちらかから消してください。
"""

from __future__ import annotations

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.errors import error_ja as shared_error_ja
from tarock_tutor.core.notation import parse_cards

from .rules import HAND_SIZE, PACK, SEATS


class ReaderError(TarockError):
    """Bad input with a Japanese sentence for the reader in ``ja``."""

    def __init__(self, message: str, *, ja: str) -> None:
        super().__init__(message)
        self.ja = ja


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
                          ja=f"手札は1〜{HAND_SIZE}枚で入れてください(いま{len(h)}枚)。")
    if len(t) >= SEATS:
        raise ReaderError(f"a trick in progress holds 0..{SEATS - 1} cards, not {len(t)} "
                          f"({trick!r}); with {SEATS} it is complete",
                          ja=f"台札(すでに出ているカード)は0〜{SEATS - 1}枚で入れてください"
                             f"(いま{len(t)}枚)。{SEATS}枚目でトリックは終わります。")
    both = [c for c in h if c in t]
    if both:
        raise ReaderError(f"card {both[0].code!r} is both in the hand and in the trick",
                          ja=f"{PACK.name(both[0], 'ja')}が手札と台札の両方にあります。"
                             "どのカードもパックに1枚しかないので、どちらかから消してください。")
    return h, t
