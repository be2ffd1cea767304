"""The names a reader sees (the book's Japanese, the Italian original, its reading).

>>> LABELS.term("twenty"), LABELS.original("fugitive")
('「20」', "Fuggitivo ('u Fujutu)")
>>> bid_ja("offer_6"), bid_ja("take_4")
('「6点出します」', '「4点貰います」')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import Labels, Term
from tarock_tutor.core.notation import parse_card
from tarock_tutor.games.sicilian.pack import SICILIAN63 as PACK

from .variants import GAME, MAX_OFFER

TERMS = (
    Term("offer", "「xx点出します」"),
    Term("shuffle", "「シャッフル」"),
    Term("take", "「xx点貰います」"),
    Term("play", "「プレイします」"),
    Term("wait", "待つ", "", ""),
    Term("solo", "ソロ", "solo", "ソーロ"),
    Term("pass", "パス", "passo", "パッソ"),
    Term("twenty", "「20」", "venti", "ヴェンティ"),
    Term("fifteen", "「15」", "quindici", "クインディチ"),
    Term("zero", "「ゼロ」", "zero", "ゼロ"),
    Term("knock", "ノック", "batto", "バット"),
    Term("knock_20", "ノック(ジョーヴェを持っている)", "batto", "バット"),
    Term("knock_19", "ノック(パッラを持っている)", "batto", "バット"),
    Term("fugitive", "逃亡者", "Fuggitivo ('u Fujutu)", "フッジティーヴォ(ウ・フジュトゥ)"),
    Term("giove", "ジョーヴェ(木星、切札20)", "Giove", "ジョーヴェ"),
    Term("palla", "パッラ(地球、切札19)", "Palla (Badda)", "パッラ(バッダ)"),
    Term("giove_or_palla", "ジョーヴェ(切札20)かパッラ(切札19)", "", ""),
    Term("picciotti", "ピチョッティ(切札1)", "Picciotti", "ピチョッティ"),
    Term("miseria", "ミゼリア(最下位の切札)", "Miseria", "ミゼリア"),
    Term("arie", "アリエ(切札16〜20)", "Arie", "アリエ"),
    Term("maid", "メイド", "Donna", "ドンナ"),
    Term("swords", "剣", "spade", "スパーデ"),
    Term("batons", "棒", "bastoni", "バストーニ"),
    Term("cups", "杯", "coppe", "コッペ"),
    Term("coins", "貨", "denari", "デナーリ"),
    Term("partnership", "パートナーのゲーム", "", ""),
    Term("throw_in", "交渉で決着(配り直し)", "", ""),
    Term("no_taker", "全員が出す側(配り直し)", "", ""),
    Term("no_twenty", "「20」なし(配り直し)", "", ""),
)

NUMBERED = tuple(Term(f"offer_{x}", f"「{x}点出します」", "", "")
                 for x in range(1, MAX_OFFER + 1)) + tuple(
    Term(f"take_{x}", f"「{x}点貰います」", "", "")
    for x in range(0, 3 * MAX_OFFER + 1))          # three offers of 54 make the largest pot


class SicilianLabels(Labels):
    """The table, and any other number a reader may type ("offer_99") in the same words."""

    def term(self, id: str) -> str:
        kind, _, num = id.partition("_")
        if id not in self.terms and kind in ("offer", "take") and num.isascii() \
                and num.isdigit() and len(num) <= 6:   # bounded before int() (issue 20)
            return f"「{int(num)}点{'出します' if kind == 'offer' else '貰います'}」"
        return super().term(id)


LABELS = SicilianLabels(GAME, TERMS + NUMBERED)
_SPLIT = re.compile(r"[\s,;、]+")


def bid_ja(bid: str) -> str:
    """A bargaining or bidding id in the book's words.

    >>> bid_ja("take_150"), bid_ja("offer_99"), bid_ja("solo")
    ('「150点貰います」', '「99点出します」', 'ソロ')
    """
    return LABELS.term(bid)


SPELLING_JA = ("切札は T1〜T20 と Mi(ミゼリア)、逃亡者は Fu、スートのカードは S(剣)・C(棒)・"
               "H(杯)・D(貨)に K・Q・N(カヴァッロ)・J(メイド)・10〜5 を付けて書きます"
               "(4 は D4 だけ)。")


def read_cards_ja(text: str, *, what: str, most: int,
                  taken: Sequence[Card] = ()) -> tuple[list[Card], str]:
    """Cards a reader typed into a trainer box, or the reason in Japanese why not:
    ``(cards, "")`` or ``([], message)``.  ``taken`` are cards already given elsewhere
    (e.g. the hand when reading the trick), which may not appear again.

    >>> read_cards_ja("Fu XX", what="手札", most=15)[1][:20]
    '手札の「XX」はカードとして読めません。'
    >>> read_cards_ja("T21", what="手札", most=15)[1]
    '手札の「T21」はシチリアのパック(63枚)にないカードです。'
    >>> read_cards_ja("S5 S6 S7 S8", what="台札", most=3)[1]
    '台札は3枚までです(4枚書かれています)。'
    >>> read_cards_ja("S5 S5", what="台札", most=3)[1]
    '台札に「S5」が2回書かれています。どのカードもパックに1枚だけです。'
    """
    if not isinstance(text, str):
        return [], f"{what}は文字で書きます。"
    out: list[Card] = []
    for token in (t for t in _SPLIT.split(text) if t):
        shown = token if len(token) <= 12 else token[:12] + "…"
        try:
            c = parse_card(token)
        except TarockError:
            return [], f"{what}の「{shown}」はカードとして読めません。{SPELLING_JA}"
        if c not in PACK:
            return [], f"{what}の「{shown}」はシチリアのパック(63枚)にないカードです。"
        if c in out:
            return [], f"{what}に「{shown}」が2回書かれています。どのカードもパックに1枚だけです。"
        if c in taken:
            return [], (f"「{shown}」はほかの場所にも書かれています。"
                        "どのカードもパックに1枚だけです。")
        out.append(c)
    if len(out) > most:
        return [], f"{what}は{most}枚までです({len(out)}枚書かれています)。"
    return out, ""
