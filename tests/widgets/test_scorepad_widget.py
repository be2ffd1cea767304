"""The score pad's panel (issue 20, item 5), driven as a reader would, in plain Python:
the kept state survives a new panel (a reload), errors are Japanese sentences."""

from __future__ import annotations

import re
from typing import Any

from tarock_tutor import scorepad as pad
from tarock_tutor.widgets.cego.evening import example_evening
from tarock_tutor.widgets.scorepad import evening_html, scorepad_widget


def find(panel: Any, kind: str, description: str) -> Any:
    stack = [panel]
    while stack:
        w = stack.pop()
        if type(w).__name__ == kind and getattr(w, "description", None) == description:
            return w
        stack.extend(getattr(w, "children", ()))
    raise AssertionError(f"no {kind} {description!r}")


def message(panel: Any) -> str:
    html = panel.children[0].value
    return re.sub(r"<[^>]+>", "", html)


def test_three_deals_then_a_new_panel_finds_them_kept() -> None:
    store: dict[str, str] = {}
    panel = scorepad_widget(store)
    names = [find(panel, "Text", f"席{i}") for i in (1, 2, 3)]
    for box, name in zip(names, ["アキ", "ベン", "チカ"], strict=True):
        box.value = name
    find(panel, "Button", "新しい夜を始める").click()
    for declarer, contract, points in ((1, "solo", 40), (2, "eine", 30), (0, "cego", 42)):
        find(panel, "Dropdown", "契約").value = contract
        find(panel, "Dropdown", "デクレアラー").value = declarer
        find(panel, "BoundedIntText", "点数").value = points
        find(panel, "Button", "このディールを記入").click()
    kept = pad.from_json(store[pad.STORAGE_KEY])
    assert kept == example_evening()
    again = scorepad_widget(store)   # the page reloaded
    assert "3ディール" in message(again)
    sheet = again.children[3].value
    assert sheet == evening_html(kept)
    assert 'data-seat="3"><b>-12</b>' in sheet


def test_a_refused_entry_says_why_in_japanese() -> None:
    panel = scorepad_widget({})
    find(panel, "Button", "新しい夜を始める").click()
    find(panel, "Dropdown", "パートナー").value = find(panel, "Dropdown", "デクレアラー").value
    find(panel, "Button", "このディールを記入").click()
    text = message(panel)
    assert "パートナーはデクレアラーとは別の席です" in text
    assert not re.search(r"[A-Za-z]{4,}", text)


def test_a_new_evening_over_kept_deals_asks_first() -> None:
    store = {pad.STORAGE_KEY: pad.to_json(example_evening())}
    panel = scorepad_widget(store)
    find(panel, "Button", "新しい夜を始める").click()
    assert "チェック" in message(panel)
    assert pad.from_json(store[pad.STORAGE_KEY]).records == example_evening().records


def test_a_broken_kept_state_starts_afresh_with_a_message() -> None:
    panel = scorepad_widget({pad.STORAGE_KEY: "{broken"})
    assert "読めませんでした" in message(panel)
