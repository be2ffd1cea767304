"""The names a reader sees (the book's Japanese, the Italian original, its reading).

>>> LABELS.term("twenty"), LABELS.original("fugitive")
('「20」', "Fuggitivo ('u Fujutu)")
>>> bid_ja("offer_6"), bid_ja("take_4")
('「6点出します」', '「4点貰います」')
"""

from __future__ import annotations

from tarock_tutor.core.labels import Labels, Term

from .variants import GAME

TERMS = (
    Term("offer", "「xx点出します」", "offro", "オッフロ"),
    Term("shuffle", "「シャッフル」", "mischia", "ミスキア"),
    Term("take", "「xx点貰います」", "prendo", "プレンド"),
    Term("play", "「プレイします」", "gioco", "ジョーコ"),
    Term("wait", "待つ", "", ""),
    Term("solo", "ソロ", "solo", "ソーロ"),
    Term("pass", "パス", "passo", "パッソ"),
    Term("twenty", "「20」", "venti", "ヴェンティ"),
    Term("fifteen", "「15」", "quindici", "クインディチ"),
    Term("zero", "「ゼロ」", "zero", "ゼーロ"),
    Term("knock", "ノック", "batto", "バット"),
    Term("knock_20", "ノック(ジョーヴェを持っている)", "batto", "バット"),
    Term("knock_19", "ノック(パッラを持っている)", "batto", "バット"),
    Term("fugitive", "逃亡者", "Fuggitivo ('u Fujutu)", "フッジティーヴォ(ウ・フジュトゥ)"),
    Term("giove", "ジョーヴェ(木星、切札20)", "Giove", "ジョーヴェ"),
    Term("palla", "パッラ(地球、切札19)", "Palla (Badda)", "パッラ(バッダ)"),
    Term("picciotti", "ピチョッティ(切札1)", "Picciotti", "ピチョッティ"),
    Term("miseria", "ミゼリア(最下位の切札)", "Miseria", "ミゼーリア"),
    Term("arie", "アリエ(切札16〜20)", "Arie", "アーリエ"),
    Term("maid", "メイド", "Donna", "ドンナ"),
    Term("partnership", "パートナーのゲーム", "", ""),
    Term("throw_in", "交渉で決着(配り直し)", "", ""),
    Term("no_taker", "全員が出す側(配り直し)", "", ""),
    Term("no_twenty", "「20」なし(配り直し)", "", ""),
)

NUMBERED = tuple(Term(f"offer_{x}", f"「{x}点出します」", f"offro {x}", "オッフロ")
                 for x in range(1, 55)) + tuple(
    Term(f"take_{x}", f"「{x}点貰います」", f"prendo {x}", "プレンド") for x in range(0, 55))

LABELS = Labels(GAME, TERMS + NUMBERED)


def bid_ja(bid: str) -> str:
    """A bargaining or bidding id in the book's words."""
    kind, _, num = bid.partition("_")
    if kind == "offer" and num.isdigit():
        return f"「{num}点出します」"
    if kind == "take" and num.isdigit():
        return f"「{num}点貰います」"
    return LABELS.term(bid)
