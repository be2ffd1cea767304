"""Hands and tricks as small frozen values that draw themselves in a notebook.

A :class:`Hand` is a tuple of cards with the pack that names and orders them;
a :class:`Trick` is the cards played so far with the seat that played each.
Their ``_repr_svg_`` imports the renderer lazily, so the core stays free of it
(examples on a game's pack: ``tests/core/test_generic_doc_examples.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from tarock_tutor.core.cards import Card, Pack, Suit, check_in_pack
from tarock_tutor.core.errors import InvalidNotation, TarockError
from tarock_tutor.core.messages import card_words_ja
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.tricks import led_suit, trick_winner

__all__ = ["Hand", "Trick"]


@dataclass(frozen=True)
class Hand:
    """Cards held by one player.  Equality and hashing look at the cards only.

    >>> Hand.parse("HK HK")
    Traceback (most recent call last):
    ...
    tarock_tutor.core.errors.InvalidNotation: card 'HK' (HK) is listed twice; ...
    """

    cards: tuple[Card, ...]
    pack: Pack | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        cards = tuple(self.cards)
        object.__setattr__(self, "cards", cards)
        if len(set(cards)) != len(cards):
            dup = next(c for c in cards if cards.count(c) > 1)
            raise InvalidNotation(f"card {dup.code!r} appears twice in the hand",
                                  code="CARD_TWICE", params={"card": dup.code})
        if self.pack is not None:
            check_in_pack(cards, self.pack)

    @classmethod
    def parse(cls, text: str, pack: Pack | None = None) -> Hand:
        """A hand from notation such as ``"T21 HK S8"``."""
        return cls(tuple(parse_cards(text, pack)), pack)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, item: object) -> bool:
        return item in self.cards

    def codes(self) -> list[str]:
        return [c.code for c in self.cards]

    def sorted(self) -> Hand:
        """The same hand in display order (needs a pack; without one, trumps first by rank)."""
        if self.pack is not None:
            return Hand(tuple(self.pack.sorted(self.cards)), self.pack)
        return Hand(tuple(sorted(self.cards, key=lambda c: (int(c.suit), -c.rank))), None)

    def without(self, cards: Iterable[Card]) -> Hand:
        gone = set(cards)
        missing = [c.code for c in gone if c not in self.cards]
        if missing:
            raise TarockError(f"cannot remove {', '.join(sorted(missing))}: not in the hand",
                              code="CARDS_NOT_IN_HAND",
                              params={"cards": "、".join(card_words_ja(m)
                                                        for m in sorted(missing))})
        return Hand(tuple(c for c in self.cards if c not in gone), self.pack)

    def __str__(self) -> str:
        return " ".join(self.codes())

    def __repr__(self) -> str:
        return f"Hand({str(self)!r})"

    def _repr_svg_(self) -> str:
        from tarock_tutor.render.svg import hand_svg

        return hand_svg(self.cards, pack=self.pack)

    def _repr_html_(self) -> str:
        """Inline SVG, so the card titles (tooltips) survive in the built book."""
        return self._repr_svg_()


@dataclass(frozen=True)
class Trick:
    """Cards played to one trick, in play order, each with its seat: the one trick
    record of every game (a trick in progress, or a finished one with its winner;
    an example is in the tests).
    """

    plays: tuple[tuple[int, Card], ...]
    pack: Pack | None = field(default=None, compare=False, repr=False)
    won_by: int | None = field(default=None, compare=False, repr=False)

    @classmethod
    def finished(cls, plays: tuple[tuple[int, Card], ...], pack: Pack | None,
                 winner: int) -> Trick:
        """A finished trick as the engine records it (already checked; no validation)."""
        t = object.__new__(cls)
        object.__setattr__(t, "plays", plays)
        object.__setattr__(t, "pack", pack)
        object.__setattr__(t, "won_by", winner)
        return t

    @property
    def leader(self) -> int:
        return self.plays[0][0]

    def seat_of(self, i: int) -> int:
        """The seat that played the ``i``-th card."""
        return self.plays[i][0]

    def card_of(self, seat: int) -> Card:
        """The card ``seat`` played to this trick."""
        for s, c in self.plays:
            if s == seat:
                return c
        raise TarockError(f"seat {seat} did not play to this trick",
                          code="SEAT_NOT_IN_TRICK", params={"seat": seat + 1})

    def __post_init__(self) -> None:
        plays = tuple((int(s), c) for s, c in self.plays)
        object.__setattr__(self, "plays", plays)
        seats = [s for s, _ in plays]
        if len(set(seats)) != len(seats):
            raise TarockError(f"a seat plays twice to one trick: seats {seats}",
                              code="TRICK_SEAT_TWICE")
        cards = [c for _, c in plays]
        if len(set(cards)) != len(cards):
            raise InvalidNotation(f"a card appears twice in the trick: {[c.code for c in cards]}",
                                  code="CARD_TWICE",
                                  params={"card": next(c.code for c in cards
                                                       if cards.count(c) > 1)})
        if self.pack is not None:
            check_in_pack(cards, self.pack)

    @classmethod
    def parse(cls, text: str, pack: Pack | None = None, *, leader: int = 0,
              seats: int = 4) -> Trick:
        """A trick from notation, played by ``leader`` and the seats after it."""
        cards = parse_cards(text, pack)
        if len(cards) > seats:
            raise TarockError(f"{len(cards)} cards cannot be one trick of {seats} seats",
                              code="TRICK_SIZE", params={"count": len(cards), "seats": seats})
        return cls(tuple(((leader + i) % seats, c) for i, c in enumerate(cards)), pack)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.plays)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(s for s, _ in self.plays)

    @property
    def led(self) -> Sequence[Card]:
        return self.cards[:1]

    @property
    def led_suit(self) -> Suit | None:
        return led_suit(self.cards)

    @property
    def winner(self) -> int | None:
        """The seat that won (as the game decided), else the seat winning so far by the
        shared rule (``None`` without a pack or cards)."""
        if self.won_by is not None:
            return self.won_by
        if self.pack is None or not self.plays:
            return None
        return self.plays[trick_winner(self.cards, self.pack)][0]

    def __len__(self) -> int:
        return len(self.plays)

    def __repr__(self) -> str:
        body = " ".join(f"{s}:{c.code}" for s, c in self.plays)
        return f"Trick({body!r})"

    def _repr_svg_(self) -> str:
        from tarock_tutor.render.svg import trick_svg

        return trick_svg(self.plays, pack=self.pack, winner=self.winner)

    def _repr_html_(self) -> str:
        return self._repr_svg_()
