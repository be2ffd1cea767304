"""The book's names for every bid, announcement and doubling call of Zwanzigerrufen.

>>> LABELS.term("kontra:pagat"), LABELS.term("farberl"), LABELS.original("sub")
('パガット・ウルティモにコントラ', 'ファルバール', 'Subkontra')
"""

from __future__ import annotations

from tarock_tutor.core.doubling import CALLS
from tarock_tutor.core.labels import Labels, Term

from .parts.rules import DONE, FARBERL, GAME, GAME_ITEM, PAGAT, PASS, RUFER, SOLO, VALAT

BASE: tuple[Term, ...] = (
    Term(RUFER, "ルーファー", "Rufer", "ルーファー"),
    Term(FARBERL, "ファルバール", "Farberl", "ファルベルル"),
    Term(SOLO, "ソロ", "Solo", "ゾロ"),
    Term(PASS, "パス", "Pass", "パス"),
    Term(GAME_ITEM, "ゲーム", "Spiel", "シュピール"),
    Term(PAGAT, "パガット・ウルティモ", "Pagat Ultimo", "パガット・ウルティモ"),
    Term(VALAT, "ヴァラート", "Valat", "ヴァラート"),
    Term("kontra", "コントラ", "Kontra", "コントラ"),
    Term("re", "リコントラ", "Rekontra", "レコントラ"),
    Term("sub", "スブコントラ", "Subkontra", "ズブコントラ"),
    Term(DONE, "発言終わり", "fertig", "フェアティヒ"),
    Term("trull", "トルル", "Trull", "トルル"),
)
ITEM_JA = {t.id: t.ja for t in BASE}


def statement_terms() -> list[Term]:
    """``kontra:game`` … ``sub:valat``: one term per call on each item."""
    out = []
    for call in CALLS:
        for item in (GAME_ITEM, PAGAT, VALAT):
            c = next(t for t in BASE if t.id == call)
            i = next(t for t in BASE if t.id == item)
            out.append(Term(f"{call}:{item}", f"{i.ja}に{c.ja}", f"{c.original} ({i.original})",
                            f"{c.reading}({i.reading})"))
    return out


LABELS = Labels(GAME, [*BASE, *statement_terms()],
                kinds={"announce": "発言", "call": "パートナー指名"})
