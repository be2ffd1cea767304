"""Building blocks of the games' packs: the French- and Italian-suited card names,
the court values and the 54-card Tarock pack with cards left out.

Game data, not a core mechanism: several games' ``pack`` modules build their packs
from these (each pack cites its own sources).
"""

from __future__ import annotations

from collections.abc import Iterable

from tarock_tutor.core.cards import (
    CAVALL,
    JACK,
    KING,
    QUEEN,
    SKUS,
    Card,
    Names,
    Pack,
    Suit,
    card,
    roman,
)

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

BLACK = (Suit.SPADES, Suit.CLUBS)
RED = (Suit.HEARTS, Suit.DIAMONDS)
SUITS = BLACK + RED


def suit_names(c: Card, *, italian: bool) -> Names:
    """A suit card's names, French-suited (German terms) or Italian-suited.

    >>> suit_names(card(Suit.HEARTS, KING), italian=False).ja
    'ハートのキング'
    >>> suit_names(card(Suit.CLUBS, 1), italian=True).local
    'A di Bastoni'
    """
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


def trump_names(c: Card, top: str, top_ja: str, *, mond: bool) -> Names:
    """A trump's names in the German-speaking games: the unnumbered top trump as the
    game calls it (Stieß, Sküs); 21 and 1 as Mond and Pagat where ``mond``."""
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


def court_value(rank: int) -> int:
    """King 5, queen 4, cavalier 3, jack 2 (every game of the book)."""
    return {KING: 5, QUEEN: 4, CAVALL: 3, JACK: 2}[rank]


def tarock54(key: str, title: str, *, top: str, top_ja: str, mond: bool,
             removed: Iterable[Card] = (), source: str) -> Pack:
    """The 54-card Tarock pack (22 trumps; in each suit four courts and four pips:
    10–7 in black suits, 1–4 in red, red pips reversed: 1 highest), less ``removed``."""
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
        names[c] = trump_names(c, top, top_ja, mond=mond)
    for s in SUITS:
        pips = (10, 9, 8, 7) if s in BLACK else (1, 2, 3, 4)
        for r in (KING, QUEEN, CAVALL, JACK, *pips):
            c = card(s, r)
            if c in removed_set:
                continue
            cards.append(c)
            if r >= JACK:
                strength[c] = r
                value[c] = court_value(r)
            else:   # red pips reversed: 1 is highest (strength 4), 4 lowest (1)
                strength[c] = r if s in BLACK else 5 - r
                value[c] = 1
            names[c] = suit_names(c, italian=False)
    return Pack(key, title, tuple(cards), strength, value, names, source)
