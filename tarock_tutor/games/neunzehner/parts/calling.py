"""The partner call of a Rufer (spec §1.8) and its 2-player form (spec §1.13).

The declarer names the highest trump from XIX downwards that he does not
hold; trumps lying face up among the discards are skipped (decision D-A6).
Its holder is the partner and stays hidden until the card is played.

>>> from tarock_tutor.core.notation import parse_cards
>>> called_card_for(parse_cards("T19 T18 T16 HK"))
Card('T17')
>>> called_card_for(parse_cards("T19 T18 T16 HK"), parse_cards("T17"))
Card('T15')
>>> called_card_among([parse_cards("T12 HK"), parse_cards("T15 S10")])
Card('T15')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tarock_tutor.core.cards import Card, Suit, card
from tarock_tutor.core.errors import TarockError

from .declarations import as_cards

CALLABLE: tuple[Card, ...] = tuple(card(Suit.TRUMP, r) for r in range(19, 0, -1))


def called_card_for(hand: str | Iterable[Card], face_up_discards: str | Iterable[Card] = ()
                    ) -> Card:
    """The trump the declarer must call with ``hand`` (after his exchange)."""
    held = set(as_cards(hand))
    skip = set(as_cards(face_up_discards, "list of face-up discards"))
    for c in CALLABLE:
        if c not in held and c not in skip:
            return c
    raise TarockError("no trump from XIX down is missing from this hand and the face-up "
                      "discards; a 12-card hand cannot hold all of them (spec §1.8)")


def called_card_among(dummies: Sequence[str | Iterable[Card]]) -> Card | None:
    """2 players: the highest trump from XIX down in either dummy (``None``: redeal, D-A16)."""
    present = {c for hand in dummies for c in as_cards(hand, "dummy hand")}
    for c in CALLABLE:
        if c in present:
            return c
    return None
