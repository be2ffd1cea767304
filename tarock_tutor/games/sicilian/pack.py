"""Sicilian Tarocchi's 63-card pack (seed 004; spec neunzehner-zwanziger-sicilian.md
§3.2): 21 trumps with their Italian names (the Miseria lowest), 41 suit cards in
Italian suits, and the Fugitive; registered with the core."""

from __future__ import annotations

from tarock_tutor.core.cards import (
    CAVALL,
    JACK,
    KING,
    MISERIA,
    QUEEN,
    Card,
    Names,
    Pack,
    Suit,
    card,
    register_pack,
)
from tarock_tutor.games.tarock_deck import SUITS, court_value, suit_names

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
    for s in SUITS:
        pips: tuple[int, ...] = (10, 9, 8, 7, 6, 5) + ((4,) if s is Suit.DIAMONDS else ())
        for r in (KING, QUEEN, CAVALL, JACK, *pips):
            c = card(s, r)
            cards.append(c)
            strength[c] = r
            value[c] = court_value(r) if r >= JACK else 0
            names[c] = suit_names(c, italian=True)
    cards.append(fool)
    strength[fool] = 0
    value[fool] = 10
    names[fool] = Names("Fuggitivo ('u Fujutu)", "逃亡者(フジュトゥ)", "Fugitive (Fool)")
    return Pack("sicilian63", "63-card Sicilian Tarocchi pack", tuple(cards), strength,
                value, names,
                "seed 004 (Dummett, Twelve Tarot Games, via Akagiri); suit-card count "
                "corrected to 41 from giocotarocchisiciliani 'Il mazzo'; values from "
                "spec neunzehner-zwanziger-sicilian.md §3.2")


SICILIAN63 = register_pack(_sicilian63())
