"""The analysis widget and its static twin: an analysed record, or the Japanese reason
it cannot be analysed (never a traceback)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tarock_tutor.widgets.analysis import analysis_page, analysis_widget

RECORDS = Path(__file__).parents[2] / "book" / "disputes" / "records"


def test_page_of_a_record_without_play_says_why() -> None:
    html = analysis_page((RECORDS / "n19_remembered_35.txt").read_text(encoding="utf-8"))
    assert "カードのプレイがない" in html and "Traceback" not in html


def test_page_of_garbage_says_it_cannot_be_read() -> None:
    assert "読めません" in analysis_page("this is not a record")


def test_page_of_a_record_draws_its_tricks() -> None:
    text = (RECORDS / "cego4_after_solo.txt").read_text(encoding="utf-8")
    html = analysis_page(text, from_trick=10)
    assert html.count("<svg") == 2 and "10番目のトリック" in html


def test_widget_analyses_on_click() -> None:
    pytest.importorskip("ipywidgets")
    text = (RECORDS / "cego4_after_solo.txt").read_text(encoding="utf-8")
    box = analysis_widget({"例": text})
    controls, _, area, out = box.children
    _, start, run = controls.children
    assert area.value == text and out.value == ""
    start.value = 11
    run.click()
    assert "11番目のトリック" in out.value and "ダブルダミー" in out.value
