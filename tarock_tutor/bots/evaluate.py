"""Small, generic pieces of the games' hand evaluators (``games/<game>/bot.py``).

>>> from tarock_tutor.core.notation import parse_cards
>>> hand = parse_cards("Sk T21 T18 T3 HK S8")
>>> trumps(hand), high_trumps(hand, 18), kings(hand)
(4, 3, 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tarock_tutor.core.cards import KING, Card, Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Announce, Bid, GameState

__all__ = ["PLAIN_SUITS", "first_of", "high_trumps", "king_suits", "kings", "mover", "pick_hidden",
           "trump_strength", "trumps", "voids"]

PLAIN_SUITS = (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)


def trumps(hand: Iterable[Card]) -> int:
    """How many trumps (the Fool/Fugitive is no trump here)."""
    return sum(1 for c in hand if c.suit is Suit.TRUMP)


def high_trumps(hand: Iterable[Card], at_least: int) -> int:
    """How many trumps of rank ``at_least`` or higher (the Sküs counts as 22)."""
    return sum(1 for c in hand if c.suit is Suit.TRUMP and c.rank >= at_least)


def kings(hand: Iterable[Card]) -> int:
    return sum(1 for c in hand if c.suit not in (Suit.TRUMP, Suit.FOOL) and c.rank == KING)


def voids(hand: Iterable[Card]) -> int:
    """How many of the four plain suits ``hand`` holds no card of (a void lets the hand
    trump that suit).

    >>> from tarock_tutor.core.notation import parse_cards
    >>> voids(parse_cards("T20 SK S5 C7"))
    2
    """
    held = {c.suit for c in hand}
    return sum(1 for s in PLAIN_SUITS if s not in held)


def king_suits(hand: Iterable[Card]) -> set[Suit]:
    """The plain suits whose King is in ``hand``.

    >>> from tarock_tutor.core.notation import parse_cards
    >>> sorted(s.name for s in king_suits(parse_cards("HK SQ T21 DK")))
    ['DIAMONDS', 'HEARTS']
    """
    return {c.suit for c in hand if c.suit not in (Suit.TRUMP, Suit.FOOL) and c.rank == KING}


def first_of(legal: Sequence[Action], ids: Iterable[str]) -> Action | None:
    """The first legal bid or announcement whose id is in ``ids`` (in ``ids``' order)."""
    by_id: dict[str, Action] = {}
    for a in legal:
        if isinstance(a, Bid):
            by_id.setdefault(a.bid, a)
        elif isinstance(a, Announce):
            by_id.setdefault(a.what, a)
    for i in ids:
        if i in by_id:
            return by_id[i]
    return None


def trump_strength(hand: Iterable[Card]) -> float:
    """A rough hand value for a bidding ladder: one for each trump, one more for each
    trump from 18 up, half for each king.

    >>> from tarock_tutor.core.notation import parse_cards
    >>> trump_strength(parse_cards("Sk T21 T18 T3 HK S8"))
    7.5
    """
    cards = list(hand)
    return trumps(cards) + high_trumps(cards, 18) + kings(cards) / 2


def mover(state: GameState) -> tuple[tuple[Card, ...], list[Action]] | None:
    """The hand and the legal actions of the seat to move (``None`` when nobody moves)."""
    seat = state.to_move
    if seat is None:
        return None
    hand: tuple[Card, ...] = tuple(state.hands[seat])  # type: ignore[attr-defined]
    return hand, state.legal_actions()


def pick_hidden(known: Sequence[Card], candidates: Sequence[Card], size: int,
                rng: Rng) -> list[Card]:
    """A guess at a hidden set of ``size`` cards (a declarer's discards): the cards
    known to be in it, then cards drawn at random from ``candidates`` (those the
    sampled deal left out of every hand and the seat cannot place elsewhere).

    >>> from tarock_tutor.core.notation import parse_cards
    >>> from tarock_tutor.core.dealing import Rng
    >>> [c.code for c in pick_hidden(parse_cards("T5"), parse_cards("HK"), 2, Rng(1))]
    ['T5', 'HK']
    """
    out = list(known)[:size]
    pool = [c for c in candidates if c not in out]
    while len(out) < size and pool:
        out.append(pool.pop(rng.below(len(pool))))
    return out
