"""The book's names for every Dreierles bid, announcement and bonus (one table).

>>> LABELS.term("zweier"), LABELS.original("pass")
('ツヴァイアー(2枚)', 'Weg')
"""

from __future__ import annotations

from tarock_tutor.core.labels import Labels, Term

LABELS = Labels("dreierles", [
    Term("dreier", "ドライアー(3枚)", "Dreier", "ドライアー"),
    Term("zweier", "ツヴァイアー(2枚)", "Zweier", "ツヴァイアー"),
    Term("einer", "アイナー(1枚)", "Einer", "アイナー"),
    Term("solo", "ソロ", "Solo", "ゾロ"),
    Term("pass", "パス", "Weg", "ベク"),
    Term("raeuber", "ロイバー", "Räuber", "ロイバー"),
    Term("droll", "ドロル", "Droll", "ドロル"),
    Term("koenigsrolle", "キング4枚", "Königsrolle", "ケーニヒスロレ"),
    Term("zehn_druck", "切札10枚以上", "Zehn Druck", "ツェーン・ドルック"),
    Term("pfeife", "最後のトリックのプファイフェ", "Pfeife", "プファイフェ"),
    Term("fertig", "準備完了", "fertig", "フェルティヒ"),
    Term("kontra", "コントラ", "Kontra", "コントラ"),
    Term("re", "レ", "Re", "レ"),
])
