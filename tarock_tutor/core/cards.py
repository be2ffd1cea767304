"""Cards and packs for the five games.

A :class:`Card` is identity only (suit and rank).  What a card is *worth*, how
strong it is and what it is called depend on the game, so those live on the
:class:`Pack`.  Cards are interned: ``Card(Suit.TRUMP, 21) is Card(Suit.TRUMP, 21)``
holds for cards made through :func:`card`, and every pack hands out the same
objects, which keeps comparisons and hashing cheap in the hot play loop.

Sources for the packs are cited on each :class:`Pack` (``source`` field).
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
    FOOL = 5  # the Sicilian Fugitive: no suit, no trump

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
# the Sicilian Miseria (unnumbered, lowest trump) is 0.
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


# Card-point categories used by the counting functions.
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
    for Zwanzigerrufen a Glatze is 0, for the Sicilian count a blank is 0).
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
# Names
_JA_SUIT = {Suit.SPADES: "スペード", Suit.CLUBS: "クラブ", Suit.HEARTS: "ハート",
            Suit.DIAMONDS: "ダイヤ"}
_EN_SUIT = {Suit.SPADES: "Spades", Suit.CLUBS: "Clubs", Suit.HEARTS: "Hearts",
            Suit.DIAMONDS: "Diamonds"}
_DE_SUIT = {Suit.SPADES: "Pik", Suit.CLUBS: "Kreuz", Suit.HEARTS: "Herz",
            Suit.DIAMONDS: "Karo"}
_IT_SUIT = {Suit.SPADES: "Spade", Suit.CLUBS: "Bastoni", Suit.HEARTS: "Coppe",
            Suit.DIAMONDS: "Denari"}
_JA_IT_SUIT = {Suit.SPADES: "剣(スパーデ)", Suit.CLUBS: "棒(バストーニ)",
               Suit.HEARTS: "杯(コッペ)", Suit.DIAMONDS: "貨(デナーリ)"}
_EN_IT_SUIT = {Suit.SPADES: "Swords", Suit.CLUBS: "Batons", Suit.HEARTS: "Cups",
               Suit.DIAMONDS: "Coins"}
_DE_COURT = {KING: "König", QUEEN: "Dame", CAVALL: "Cavall", JACK: "Bube"}
_JA_COURT = {KING: "キング", QUEEN: "クイーン", CAVALL: "カバル", JACK: "ジャック"}
_EN_COURT = {KING: "King", QUEEN: "Queen", CAVALL: "Cavalier", JACK: "Jack"}
_IT_COURT = {KING: "Re", QUEEN: "Regina", CAVALL: "Cavallo", JACK: "Donna"}
_JA_IT_COURT = {KING: "キング(レ)", QUEEN: "クイーン(レジーナ)", CAVALL: "カヴァッロ",
                JACK: "メイド(ドンナ)"}
_EN_IT_COURT = {KING: "King", QUEEN: "Queen", CAVALL: "Knight", JACK: "Maid"}

_ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII",
          "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"]


def roman(n: int) -> str:
    """Roman numeral for a trump number 1..21.

    >>> roman(19)
    'XIX'
    """
    return _ROMAN[n]


def _suit_names(c: Card, italian: bool) -> Names:
    pip = "A" if c.rank == 1 and italian else str(c.rank)
    if italian:
        if c.is_court:
            return Names(f"{_IT_COURT[c.rank]} di {_IT_SUIT[c.suit]}",
                         f"{_JA_IT_SUIT[c.suit]}の{_JA_IT_COURT[c.rank]}",
                         f"{_EN_IT_COURT[c.rank]} of {_EN_IT_SUIT[c.suit]}")
        return Names(f"{pip} di {_IT_SUIT[c.suit]}", f"{_JA_IT_SUIT[c.suit]}の{c.rank}",
                     f"{pip} of {_EN_IT_SUIT[c.suit]}")
    if c.is_court:
        return Names(f"{_DE_SUIT[c.suit]}-{_DE_COURT[c.rank]}",
                     f"{_JA_SUIT[c.suit]}の{_JA_COURT[c.rank]}",
                     f"{_EN_COURT[c.rank]} of {_EN_SUIT[c.suit]}")
    return Names(f"{_DE_SUIT[c.suit]} {c.rank}", f"{_JA_SUIT[c.suit]}の{c.rank}",
                 f"{c.rank} of {_EN_SUIT[c.suit]}")


def _tarock_trump_names(c: Card, top: str, top_ja: str, mond: bool) -> Names:
    if c.rank == SKUS:
        return Names(top, top_ja, f"{top} (unnumbered top trump)")
    if c.rank == 21:
        if mond:
            return Names("Mond (XXI)", "モンド(21)", "Mond (21)")
        return Names("Einundzwanzig (21)", "切札21", "Trump 21")
    if c.rank == 1:
        if mond:
            return Names("Pagat (I)", "パガット(1)", "Pagat (1)")
        return Names("Pfeife (1)", "プファイフェ(1)", "Pfeife (1)")
    return Names(f"Tarock {roman(c.rank)}", f"切札{c.rank}", f"Trump {c.rank}")


_SICILIAN_TRUMPS: dict[int, tuple[str, str, str]] = {
    20: ("Giove", "ジョーヴェ(木星)", "Jupiter"),
    19: ("Palla (Badda)", "パッラ(地球)", "Atlas / Ball"),
    18: ("Sole", "ソーレ(太陽)", "Sun"),
    17: ("Luna", "ルーナ(月)", "Moon"),
    16: ("Stella", "ステッラ(星)", "Star"),
    15: ("Torre", "トッレ(塔)", "Tower"),
    14: ("Nave", "ナーヴェ(船)", "Ship"),
    13: ("Morte", "モルテ(死神)", "Death"),
    12: ("Tempo", "テンポ(時)", "Time"),
    11: ("Impiccato", "インピッカート(吊られた男)", "Hanged Man"),
    10: ("Ruota", "ルオータ(運命の輪)", "Wheel"),
    9: ("Carro", "カッロ(戦車)", "Chariot"),
    8: ("Amore", "アモーレ(恋人)", "Love"),
    7: ("Giustizia", "ジュスティツィア(正義)", "Justice"),
    6: ("Fortezza", "フォルテッツァ(力)", "Fortitude"),
    5: ("Temperanza", "テンペランツァ(節制)", "Temperance"),
    4: ("Costanza", "コスタンツァ(恒心)", "Constancy"),
    3: ("Imperatore", "インペラトーレ(皇帝)", "Emperor"),
    2: ("Imperatrice", "インペラトリーチェ(女帝)", "Empress"),
    1: ("Picciotti (Bagatto)", "ピチョッティ(1)", "Picciotti (Magician)"),
    MISERIA: ("Miseria", "ミゼリア(最下位の切札)", "Miseria"),
}


# --------------------------------------------------------------------------
# Pack builders

_BLACK = (Suit.SPADES, Suit.CLUBS)
_RED = (Suit.HEARTS, Suit.DIAMONDS)
_SUITS = _BLACK + _RED


def _court_value(rank: int) -> int:
    return {KING: 5, QUEEN: 4, CAVALL: 3, JACK: 2}[rank]


def _red_pip_strength(rank: int) -> int:
    """Reversed red pips of the 54-card packs: 1 is highest (strength 4), 4 lowest (1)."""
    return 5 - rank


def _tarock54(key: str, title: str, *, top: str, top_ja: str, mond: bool,
              removed: Iterable[Card] = (), source: str) -> Pack:
    removed_set = set(removed)
    cards: list[Card] = []
    strength: dict[Card, int] = {}
    value: dict[Card, int] = {}
    names: dict[Card, Names] = {}
    for r in [SKUS, *range(21, 0, -1)]:
        c = card(Suit.TRUMP, r)
        cards.append(c)
        strength[c] = r
        value[c] = 5 if r in (SKUS, 21, 1) else 1
        names[c] = _tarock_trump_names(c, top, top_ja, mond)
    for s in _SUITS:
        pips = (10, 9, 8, 7) if s in _BLACK else (1, 2, 3, 4)
        for r in (KING, QUEEN, CAVALL, JACK, *pips):
            c = card(s, r)
            if c in removed_set:
                continue
            cards.append(c)
            if r >= JACK:
                strength[c] = r
                value[c] = _court_value(r)
            else:
                strength[c] = r if s in _BLACK else _red_pip_strength(r)
                value[c] = 1
            names[c] = _suit_names(c, italian=False)
    return Pack(key, title, tuple(cards), strength, value, names, source)


_SRC54 = ("Akagiri 1997 (seed 000, Cego, after Dummett, Twelve Tarot Games); "
          "spec cego-dreierles.md §1.1–1.2")

TAROCK54 = _tarock54("tarock54", "54-card Cego pack (Cego 4p, Dreierles)",
                     top="Stieß", top_ja="シュティース", mond=False, source=_SRC54)
CEGO51 = _tarock54(
    "cego51", "51-card pack for 3-player Cego (without ♠7 ♣7 ♦4)",
    top="Stieß", top_ja="シュティース", mond=False,
    removed=(card(Suit.SPADES, 7), card(Suit.CLUBS, 7), card(Suit.DIAMONDS, 4)),
    source=_SRC54 + "; removed cards restored from German Wikipedia 'Cego' (2004) "
    "and the Scribd club sheet 'Spielregeln für Cego' (spec §2.2)")
NEUNZEHNER54 = _tarock54(
    "neunzehner54", "54-card Tarock pack (Neunzehnerrufen)",
    top="Sküs", top_ja="スキュース", mond=True,
    source="seed 001 (Neunzehnerrufen, after Philebus, Tarocchi); "
    "spec neunzehner-zwanziger-sicilian.md §1.2")


def _zwanziger40() -> Pack:
    cards: list[Card] = []
    strength: dict[Card, int] = {}
    value: dict[Card, int] = {}
    names: dict[Card, Names] = {}
    for r in [SKUS, *range(21, 3, -1), 1]:
        c = card(Suit.TRUMP, r)
        cards.append(c)
        strength[c] = r
        value[c] = 5 if r in (SKUS, 21, 1) else 1
        names[c] = _tarock_trump_names(c, "Sküs", "スキュース", True)
    for s in _SUITS:
        pip = 10 if s in _BLACK else 1
        for r in (KING, QUEEN, CAVALL, JACK, pip):
            c = card(s, r)
            cards.append(c)
            if r >= JACK:
                strength[c] = r
                value[c] = _court_value(r)
                names[c] = _suit_names(c, italian=False)
            else:
                strength[c] = 1
                value[c] = 0  # Glatze
                base = _suit_names(c, italian=False)
                names[c] = Names(base.local + " (Glatze)", base.ja + "(グラッツェ)",
                                 base.en + " (Glatze)")
    return Pack("zwanziger40", "40-card pack for Zwanzigerrufen", tuple(cards), strength,
                value, names,
                "seed 002 (Akagiri 1995); removed trumps II/III, Glatzen and values "
                "restored from English and German Wikipedia 'Zwanzigerrufen' "
                "(spec neunzehner-zwanziger-sicilian.md §2.2)")


ZWANZIGER40 = _zwanziger40()


def _sicilian63() -> Pack:
    cards: list[Card] = []
    strength: dict[Card, int] = {}
    value: dict[Card, int] = {}
    names: dict[Card, Names] = {}
    for r in range(20, -1, -1):
        c = card(Suit.TRUMP, r)
        cards.append(c)
        strength[c] = r
        value[c] = 10 if r in (20, 1) else 5 if 16 <= r <= 19 else 0
        local, ja, en = _SICILIAN_TRUMPS[r]
        names[c] = Names(local, ja, en)
    fool = card(Suit.FOOL, 0)
    for s in _SUITS:
        pips: tuple[int, ...] = (10, 9, 8, 7, 6, 5) + ((4,) if s is Suit.DIAMONDS else ())
        for r in (KING, QUEEN, CAVALL, JACK, *pips):
            c = card(s, r)
            cards.append(c)
            strength[c] = r
            value[c] = _court_value(r) if r >= JACK else 0
            names[c] = _suit_names(c, italian=True)
    cards.append(fool)
    strength[fool] = 0
    value[fool] = 10
    names[fool] = Names("Fuggitivo ('u Fujutu)", "逃亡者(フジュトゥ)", "Fugitive (Fool)")
    return Pack("sicilian63", "63-card Sicilian Tarocchi pack", tuple(cards), strength,
                value, names,
                "seed 004 (Dummett, Twelve Tarot Games, via Akagiri); suit-card count "
                "corrected to 41 from giocotarocchisiciliani 'Il mazzo'; values from "
                "spec neunzehner-zwanziger-sicilian.md §3.2")


SICILIAN63 = _sicilian63()

PACKS: dict[str, Pack] = {p.key: p for p in (TAROCK54, CEGO51, NEUNZEHNER54, ZWANZIGER40,
                                             SICILIAN63)}


def get_pack(key: str) -> Pack:
    """Look a pack up by key; unknown keys raise :class:`~tarock_tutor.core.errors.VariantError`."""
    from tarock_tutor.core.errors import VariantError

    try:
        return PACKS[key]
    except KeyError:
        raise VariantError(f"unknown pack {key!r}; known packs: {', '.join(PACKS)}") from None


def check_in_pack(cards: Iterable[Card], pack: Pack, *, what: str = "card") -> None:
    """Raise a clear error for any card the pack does not contain."""
    from tarock_tutor.core.errors import InvalidNotation

    for c in cards:
        if c not in pack:
            raise InvalidNotation(
                f"{what} {c.code!r} is not in the {pack.title} ({pack.key})")

