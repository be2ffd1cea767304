"""HTML score sheets, verdicts and legal-play tables in Japanese (issue 2, item 8)."""

from __future__ import annotations

from fractions import Fraction
from html.parser import HTMLParser

from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.scoring import LineItem, ScoreSheet, team_1v_rest
from tarock_tutor.core.tricks import explain_play, legal_plays
from tarock_tutor.games.cego.pack import TAROCK54
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.sicilian.trick_rules import SICILIAN_FUGITIVE
from tarock_tutor.render.html import (
    legal_table_html,
    pack_table_html,
    score_sheet_html,
    verdict_html,
)


class Cells(HTMLParser):
    """Collects table rows as lists of cell texts, and checks tags are balanced."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.stack: list[str] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: object) -> None:
        if tag in ("br",):
            return
        self.stack.append(tag)
        if tag == "tr":
            self.rows.append([])
        if tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, (self.stack, tag)
        self.stack.pop()
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def cells(html: str) -> list[list[str]]:
    p = Cells()
    p.feed(html)
    p.close()
    assert p.stack == []
    return p.rows


def test_score_sheet_has_one_row_per_item_and_totals() -> None:
    sheet = ScoreSheet(("A", "B", "C"), title="ディール1")
    sheet.add(LineItem("game", "ゲーム", team_1v_rest(0, 3, 2), base=2, multiplier=3,
                       announced=False, achieved=True, rule=RuleRef("spec", "§2.12")))
    sheet.add(LineItem("raeuber", "ロイバー", (Fraction(-2, 3), Fraction(1, 3), Fraction(1, 3)),
                       note="三者同点"))
    rows = cells(score_sheet_html(sheet))
    assert rows[0] == ["項目", "基本点", "倍率", "予告", "達成", "根拠", "A", "B", "C"]
    # the rule as the book's rules reference, never a file name (issue 13)
    assert rows[1] == ["ゲーム", "2", "3", "予告なし", "達成", "規則集 §2.12", "+4", "-2", "-2"]
    assert rows[2][0] == "ロイバー三者同点"
    assert rows[2][6:] == ["-2/3", "+1/3", "+1/3"]
    assert rows[3][0] == "合計"
    assert rows[3][6:] == ["+10/3", "-5/3", "-5/3"]
    assert "ディール1" in score_sheet_html(sheet)


def test_score_sheet_announcement_column_takes_the_games_word() -> None:
    """Dreierles calls what is said before "fertig" 宣言 (book/appendix/style.md): the
    column and its flags use the sheet's word, not 予告."""
    sheet = ScoreSheet(("A", "B", "C"), announce_word="宣言")
    sheet.add(LineItem("pfeife", "プファイフェ", team_1v_rest(0, 3, 2), base=2, announced=True))
    sheet.add(LineItem("bonus", "ドロル", team_1v_rest(1, 3, 1), base=1))
    rows = cells(score_sheet_html(sheet))
    assert rows[0][3] == "宣言"
    assert [r[3] for r in rows[1:3]] == ["宣言あり", "—"]


def test_score_sheet_repr_html_uses_the_renderer() -> None:
    sheet = ScoreSheet(("A", "B"), [LineItem("x", "項目", (1, -1))])
    assert sheet._repr_html_() == score_sheet_html(sheet)


def test_verdict_refused_names_reason_alternatives_and_rule() -> None:
    v = explain_play(parse_cards("T3 HK H2 S8"), parse_cards("H1"), parse_card("S8"))
    html = verdict_html(v)
    # reader-facing: the reason in Japanese, no reason code (issue 13)
    assert "✗ 不可" in html and "MUST_FOLLOW_SUIT" not in html and "台札のスート" in html
    assert "出せるカード: ♥K、♥2" in html
    assert "根拠: 規則集 §1.4" in html and ".md" not in html
    assert v._repr_html_() == html


def test_verdict_allowed_has_no_alternatives_line() -> None:
    v = explain_play(parse_cards("T3 HK H2 S8"), parse_cards("H1"), parse_card("HK"))
    html = verdict_html(v)
    assert "✓ 可" in html and "出せるカード" not in html


def test_legal_table_marks_exactly_the_legal_plays() -> None:
    hand = parse_cards("T3 HK H2 S8", TAROCK54)
    rows = cells(legal_table_html(hand, parse_cards("H1"), pack=TAROCK54))
    assert rows[0] == ["カード", "可否", "理由"]
    marks = {r[0]: r[1] for r in rows[1:]}
    legal = {c.symbol for c in legal_plays(hand, parse_cards("H1"))}
    assert {k for k, v in marks.items() if v == "✓"} == legal == {"♥K", "♥2"}
    assert marks["切札3"] == "✗"   # a trump by its name, not its code T3 (issue 21)


def test_legal_table_with_a_game_rule_shows_the_fugitive_exception() -> None:
    hand = parse_cards("Fu H7 T3", SICILIAN63)
    rows = cells(legal_table_html(hand, parse_cards("S5"), pack=SICILIAN63,
                                  rule=SICILIAN_FUGITIVE))
    by_name = {r[0]: r for r in rows[1:]}
    fugitive = next(k for k in by_name if "逃亡者" in k)   # the Fugitive by its name, not "Fu"
    assert by_name[fugitive][1] == "✓" and "逃亡者" in by_name[fugitive][2]
    assert by_name["♥7"][1] == "✗"


def test_pack_table_lists_every_card_with_its_value() -> None:
    rows = cells(pack_table_html(TAROCK54))
    assert len(rows) == len(TAROCK54) + 1
    assert rows[0] == ["表記", "現地名", "日本語", "点数"]   # no English column (issue 21)
    assert sum(int(r[3]) for r in rows[1:]) == TAROCK54.total_value == 106
    trumps = cells(pack_table_html(SICILIAN63, suits=[parse_card("T1").suit]))
    assert len(trumps) == 1 + 20 + 1  # header, trumps 20..1, the Miseria (21 trumps)
