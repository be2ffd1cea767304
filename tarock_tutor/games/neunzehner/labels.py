"""Every Neunzehnerrufen term a reader sees, in one place (book/neunzehner/rules.md and
book/glossary.md spell them; the engine's Japanese is read from here).

Actions and verdict parameters carry the ids (``"dreier"``, ``"trull"``,
``"back2"``); :data:`LABELS` turns them into the book's Japanese, with the
German original and its katakana reading beside it.

>>> LABELS.term("dreier"), LABELS.original("dreier")
('ドライアー(3枚)', 'Dreier')
>>> LABELS.term("back2"), LABELS.term("grosse_honneurs")
('2組目に戻って取る', 'グロス・アナーズ')
>>> from tarock_tutor.core.protocol import Bid
>>> LABELS.action(Bid(1, "hold"))
'席2: ビッド ホールド'

A verdict's parameters are ids; :func:`verdict_text` words the reason with the
book's terms in their place:

>>> from tarock_tutor.games.neunzehner import new_game
>>> g = new_game("4p", seed=1)
>>> g.apply(Bid(0, "dreier"))
>>> v = g.explain(Bid(1, "rufer"))
>>> v.params
{'bid': 'rufer', 'current': 'dreier'}
>>> verdict_text(v)
'このビッド(ルーファー)は現在のビッド(ドライアー(3枚))より強くありません。より強いビッドかパスだけです。'
"""

from __future__ import annotations

from tarock_tutor.core import messages
from tarock_tutor.core.labels import Labels, Term
from tarock_tutor.core.protocol import Verdict

GAME = "neunzehnerrufen"

CONTRACT_TERMS: tuple[Term, ...] = (
    Term("rufer", "ルーファー", "Rufer", "ルーファー"),
    Term("dreier", "ドライアー(3枚)", "Dreier", "ドライアー"),
    Term("zweier", "ツヴァイアー(2枚)", "Zweier", "ツヴァイアー"),
    Term("einer", "アイナー(1枚)", "Einer", "アイナー"),
    Term("solo", "ソロ", "Solo", "ソロ"),
)
BID_TERMS: tuple[Term, ...] = (
    Term("pass", "パス", "pass", "パス"),
    Term("hold", "ホールド", "hold", "ホールド"),
)
# The staged looks (spec §1.7): "back<k>" goes back to packet k after refusing all;
# an Einer has six packets, so k runs to 5.
TALON_TERMS: tuple[Term, ...] = (
    Term("accept", "受け取る"),
    Term("reject", "断る"),
    *(Term(f"back{k}", f"{k}組目に戻って取る") for k in range(1, 6)),
)
DECLARATION_TERMS: tuple[Term, ...] = (
    Term("trumps8", "切札8枚"),
    Term("trumps10", "切札10枚"),
    Term("trumps12", "切札12枚"),
    Term("trull", "トルル", "Trull", "トルル"),
    Term("four_kings", "キング4枚"),
    Term("honneurs", "アナーズ", "Honneurs", "アナーズ(オヌール)"),
    Term("grosse_honneurs", "グロス・アナーズ", "Grosse Honneurs", "グロス・アナーズ"),
)
ANNOUNCEMENT_TERMS: tuple[Term, ...] = (
    Term("pagat_ultimo", "パガット・ウルティモ", "Pagat ultimo", "パガット・ウルティモ"),
    Term("valat", "ヴァラート", "Valat", "ヴァラート(ボレー、バラット)"),
    Term("done", "宣言を終える"),
    Term("dummy_volunteer", "ダミーをプレイすると申し出る"),
    Term("dummy_decline", "ダミーのプレイを申し出ない"),
)

LABELS = Labels(GAME, (*CONTRACT_TERMS, *BID_TERMS, *TALON_TERMS, *DECLARATION_TERMS,
                       *ANNOUNCEMENT_TERMS))

CONTRACT_JA: dict[str, str] = {t.id: t.ja for t in CONTRACT_TERMS}
ITEM_JA: dict[str, str] = {t.id: t.ja for t in (*DECLARATION_TERMS, *ANNOUNCEMENT_TERMS[:2])}


def term(id: str) -> str:
    """The book's Japanese for ``id`` (the id itself when it names no term)."""
    return LABELS.term(id)


def verdict_text(verdict: Verdict, lang: str = "ja") -> str:
    """The reason of ``verdict`` in ``lang``, each id parameter replaced by its Japanese
    term (for ``ja``; other languages keep the ids, which are the record's words)."""
    params = {k: LABELS.term(v) if lang == "ja" and isinstance(v, str) else v
              for k, v in verdict.params.items()}
    return messages.text(verdict.code, lang, game=verdict.game or GAME, **params)
