"""Every Cego term in one place: contracts, bids, actions and auction stages.

The Japanese follows the book (``book/glossary.md``, ``book/cego/rules3.md``):
contract names in katakana, *Selbst* as ゼルプスト, the exposure as 手札公開.
Engines, widgets and the book read this table, so a term is spelled once.

>>> LABELS.term("zwei_verschiedene"), LABELS.original("zwei_verschiedene")
('ツヴァイ・フェアシーデネ', 'Zwei Verschiedene')
>>> from tarock_tutor.core.protocol import Bid
>>> LABELS.action(Bid(1, "hold"))
'席2: ビッド ゼルプスト'
"""

from __future__ import annotations

from tarock_tutor.core.labels import Labels, Term

CONTRACT_TERMS: tuple[Term, ...] = (
    Term("solo", "ソロ", "Solo", "ソロ"),
    Term("cego", "ツェゴ", "Cego", "ツェゴ"),
    Term("eine", "アイネ", "Eine", "アイネ"),
    Term("eine_leere", "アイネ・レーレ", "Eine Leere", "アイネ・レーレ"),
    Term("zwei_leere", "ツヴァイ・レーレ", "Zwei Leere", "ツヴァイ・レーレ"),
    Term("zwei_verschiedene", "ツヴァイ・フェアシーデネ", "Zwei Verschiedene",
         "ツヴァイ・フェアシーデネ"),
    Term("pfeife", "プファイフェ", "Pfeife", "プファイフェ"),
    Term("piccolo", "ピッコロ", "Piccolo", "ピッコロ"),
    Term("bettel", "ベッテル", "Bettel", "ベッテル"),
    Term("raeuber", "ロイバー", "Räuber", "ロイバー"),
)

CALL_TERMS: tuple[Term, ...] = (
    Term("pass", "パス"),   # the sources give no German word for it
    Term("hold", "ゼルプスト", "Selbst", "ゼルプスト"),
    Term("expose", "手札公開", "Hosen runter", "ホーゼン・ルンター"),
)

STAGE_TERMS: tuple[Term, ...] = (
    Term("stage.solo", "第1ステージ(ソロかパス)"),
    Term("stage.negative", "第2ステージ(ピッコロ・ベッテル)"),
    Term("stage.after_solo", "ソロのあとのビッド"),
    Term("stage.ladder3", "第2ステージ"),
    Term("stage.ladder4", "第3ステージ"),
    Term("stage.convert", "ロイバーへの変更"),
    Term("stage.done", "ビッド終了"),
)

LABELS = Labels("cego", (*CONTRACT_TERMS, *CALL_TERMS, *STAGE_TERMS),
                kinds={"keep": "残す", "discard": "捨てる"})
"""The Cego labels (registered with the game's :class:`~tarock_tutor.core.registry.GameSpec`)."""


def term(id: str) -> str:
    """The book's Japanese for a Cego id (the id itself if it is not a term)."""
    return LABELS.term(id)
