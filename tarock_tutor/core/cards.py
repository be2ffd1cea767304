"""Cards, packs and the pack registry.

A :class:`Card` is identity only (suit and rank).  What a card is *worth*, how
strong it is and what it is called depend on the game, so those live on the
:class:`Pack`.  Cards are interned: ``Card(Suit.TRUMP, 21) is Card(Suit.TRUMP, 21)``
holds for cards made through :func:`card`, and every pack hands out the same
objects, which keeps comparisons and hashing cheap in the hot play loop.

Each game builds and registers its own packs (``tarock_tutor/games/<game>/pack.py``);
sources are cited on each :class:`Pack` (``source`` field).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import IntEnum


class Suit(IntEnum):
    """The suits.  Italian suits map onto the French ones as the seeds do:
    swords = spades, batons = clubs, cups = hearts, coins = diamonds."""

    TRUMP = 0
    SPADES = 1
    CLUBS = 2
    HEARTS = 3
    DIAMONDS = 4
    FOOL = 5  # a card of no suit that is not a trump (a Fool)

    @property
    def letter(self) -> str:
        return _SUIT_LETTER[self]

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_LETTER = {Suit.TRUMP: "T", Suit.SPADES: "S", Suit.CLUBS: "C", Suit.HEARTS: "H",
                Suit.DIAMONDS: "D", Suit.FOOL: "F"}
_SUIT_SYMBOL = {Suit.TRUMP: "T", Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.HEARTS: "♥",
                Suit.DIAMONDS: "♦", Suit.FOOL: "★"}

# Ranks of suit cards.  Pips keep their face number (1..10); courts are 11..14.
JACK, CAVALL, QUEEN, KING = 11, 12, 13, 14
COURT_LETTER = {KING: "K", QUEEN: "Q", CAVALL: "N", JACK: "J"}
# Ranks of trumps: 1..21 as printed; the unnumbered top trump (Stieß/Sküs) is 22;
# an unnumbered lowest trump is 0.
MISERIA, SKUS = 0, 22


@dataclass(frozen=True, slots=True)
class Card:
    """One card: a suit and a rank.

    >>> Card(Suit.HEARTS, KING)
    Card('HK')
    >>> Card(Suit.TRUMP, 21).is_trump
    True
    """

    suit: Suit
    rank: int

    @property
    def is_trump(self) -> bool:
        return self.suit is Suit.TRUMP

    @property
    def is_court(self) -> bool:
        return self.suit not in (Suit.TRUMP, Suit.FOOL) and self.rank >= JACK

    @property
    def index(self) -> int:
        """A small integer unique to the card across every pack (for tables)."""
        return int(self.suit) * 24 + self.rank

    @property
    def code(self) -> str:
        """Compact ASCII notation, e.g. ``T21``, ``Sk``, ``HK``, ``S10``."""
        if self.suit is Suit.TRUMP:
            if self.rank == SKUS:
                return "Sk"
            if self.rank == MISERIA:
                return "Mi"
            return f"T{self.rank}"
        if self.suit is Suit.FOOL:
            return "Fu"
        return self.suit.letter + COURT_LETTER.get(self.rank, str(self.rank))

    @property
    def symbol(self) -> str:
        """Notation with Unicode suit symbols, e.g. ``♥K``, ``T21``."""
        if self.suit in (Suit.TRUMP, Suit.FOOL):
            return self.code
        return self.suit.symbol + self.code[1:]

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def _repr_svg_(self) -> str:
        from tarock_tutor.render.svg import card_svg

        return card_svg(self)


_INTERN: dict[tuple[int, int], Card] = {}


def card(suit: Suit, rank: int) -> Card:
    """The interned card of that suit and rank."""
    key = (int(suit), rank)
    c = _INTERN.get(key)
    if c is None:
        c = _INTERN[key] = Card(Suit(suit), rank)
    return c


@dataclass(frozen=True, slots=True)
class Names:
    """Names of one card in one game: local term (German or Italian), Japanese, English."""

    local: str
    ja: str
    en: str


@dataclass(frozen=True)
class Pack:
    """The cards one game uses, their strength, value and names.

    ``strength`` orders cards within their own suit (and trumps among
    themselves); higher wins.  ``value`` is the card's counting value as the
    game's counting method expects it (for the batch methods a blank is 1,
    for a plain count a blank is often 0).
    """

    key: str
    title: str
    cards: tuple[Card, ...]
    strength: dict[Card, int] = field(repr=False)
    value: dict[Card, int] = field(repr=False)
    names: dict[Card, Names] = field(repr=False)
    source: str = ""

    def __post_init__(self) -> None:
        if len(set(self.cards)) != len(self.cards):
            raise ValueError(f"pack {self.key!r} lists a card twice")

    def __contains__(self, item: object) -> bool:
        return item in self.strength

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def total_value(self) -> int:
        return sum(self.value.values())

    def suit_cards(self, suit: Suit) -> tuple[Card, ...]:
        """The pack's cards of one suit, strongest first."""
        return tuple(sorted((c for c in self.cards if c.suit is suit),
                            key=lambda c: -self.strength[c]))

    def sort_key(self, c: Card) -> tuple[int, int]:
        """Display order: trumps first (highest first), then ♠ ♣ ♥ ♦, Fugitive last."""
        suit_order = 6 if c.suit is Suit.FOOL else int(c.suit)
        return (suit_order, -self.strength[c])

    def sorted(self, cards: Iterable[Card]) -> list[Card]:
        return sorted(cards, key=self.sort_key)

    def name(self, c: Card, lang: str = "ja") -> str:
        n = self.names[c]
        return {"ja": n.ja, "en": n.en}.get(lang, n.local)

    def is_counting(self, c: Card) -> bool:
        """True for a card with a value of its own (courts, honours)."""
        return self.value[c] > self.blank_value

    @property
    def blank_value(self) -> int:
        return min(self.value.values())

    def _repr_html_(self) -> str:
        from tarock_tutor.render.svg import hand_svg

        return hand_svg(self.cards, pack=self)


# --------------------------------------------------------------------------
# Trump numerals (notation reads them; the packs' names use them)

_ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII",
          "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"]


def roman(n: int) -> str:
    """Roman numeral for a trump number 1..21.

    >>> roman(19)
    'XIX'
    """
    return _ROMAN[n]


# --------------------------------------------------------------------------
# The pack registry: each game registers the packs it plays with (from its own
# ``pack`` module); the core knows none of them.

PACKS: dict[str, Pack] = {}


def register_pack(pack: Pack) -> Pack:
    """Make ``pack`` known by its key (the same object again is a no-op).

    >>> demo = Pack("demo3", "three demo cards", (card(Suit.TRUMP, 1), card(Suit.HEARTS, 2),
    ...             card(Suit.HEARTS, 3)), {}, {}, {})
    >>> register_pack(demo) is get_pack("demo3")
    True
    >>> register_pack(Pack("demo3", "another", (), {}, {}, {}))
    Traceback (most recent call last):
    ...
    tarock_tutor.core.errors.VariantError: pack 'demo3' is registered twice ...
    >>> unregister_pack("demo3")
    """
    from tarock_tutor.core.errors import VariantError

    old = PACKS.get(pack.key)
    if old is not None and old is not pack:
        raise VariantError(f"pack {pack.key!r} is registered twice ({old.title} / {pack.title})")
    PACKS[pack.key] = pack
    return pack


def unregister_pack(key: str) -> None:
    """Forget a pack (for tests that register a toy game)."""
    PACKS.pop(key, None)


def get_pack(key: str) -> Pack:
    """Look a registered pack up by key; unknown keys raise
    :class:`~tarock_tutor.core.errors.VariantError`.

    >>> get_pack("no-such-pack")
    Traceback (most recent call last):
    ...
    tarock_tutor.core.errors.VariantError: unknown pack 'no-such-pack'; known packs: ...
    """
    from tarock_tutor.core.errors import VariantError

    try:
        return PACKS[key]
    except KeyError:
        raise VariantError(f"unknown pack {key!r}; known packs: "
                           f"{', '.join(sorted(PACKS)) or '(none registered)'}",
                           code="UNKNOWN_PACK",
                           params={"value": str(key)[:30],
                                   "packs": "、".join(sorted(PACKS))}) from None


def check_in_pack(cards: Iterable[Card], pack: Pack, *, what: str = "card") -> None:
    """Raise a clear error for any card the pack does not contain."""
    from tarock_tutor.core.errors import InvalidNotation

    for c in cards:
        if c not in pack:
            raise InvalidNotation(
                f"{what} {c.code!r} is not in the {pack.title} ({pack.key})",
                                  code="CARD_NOT_IN_PACK", params={"typed": c.code})

