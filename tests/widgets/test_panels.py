"""The generic pieces of tarock_tutor.widgets.panels: several figures as one cell's
outputs, the verdict of an action without applying it, a live panel with its static
twin, a seed panel, and the head of a record."""

from __future__ import annotations

from functools import partial

import pytest

from tarock_tutor import games
from tarock_tutor.core.protocol import Bid
from tarock_tutor.widgets.panels import Figures, explained, figures, record_head


def test_figures_keep_order_and_drop_empty_parts() -> None:
    f = figures("<p>1</p>", "", "<p>2</p>")
    assert f.parts == ["<p>1</p>", "<p>2</p>"] and f._repr_html_() == "<p>1</p><p>2</p>"


def test_figures_display_one_output_each(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("IPython")
    import IPython.display

    shown: list[str] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj.data))
    Figures(["<p>a</p>", "<p>b</p>"])._ipython_display_()
    assert shown == ["<p>a</p>", "<p>b</p>"]


def test_explained_does_not_apply() -> None:
    """Dreierles §3.3: after a Zweier a Dreier is refused, an Einer allowed; nothing applied."""
    s = games.new_deal("dreierles3", seed=8)
    s.apply(Bid(1, "zweier"))
    html = explained(s, Bid(2, "dreier"))
    assert "✗ 不可" in html and len(s.history) == 1
    assert "✓ 可" in explained(s, Bid(2, "einer")) and len(s.history) == 1


def test_record_head() -> None:
    assert record_head("a\nb\nc\nd", 2) == "a\nb\n…"
    assert record_head("a", 5) == "a\n…"


def test_live_panel_twin_is_the_first_figure_and_redraws() -> None:
    pytest.importorskip("ipywidgets")
    import ipywidgets as w

    from tarock_tutor.widgets.panels import live_panel, seed_panel

    box = w.IntText(value=2)
    panel = live_panel([box], lambda: f"<p>{box.value * 10}</p>")
    out = panel.widget.children[-1]
    assert panel.static == "<p>20</p>" == out.value
    box.value = 3
    assert out.value == "<p>30</p>" and panel.static == "<p>20</p>"
    seeds = seed_panel(partial("<i>{}</i>".format), seed=5)
    seed_box, seed_out = seeds.widget.children[0].children[0], seeds.widget.children[-1]
    seed_box.value = 6
    assert seeds.static == "<i>5</i>" and seed_out.value == "<i>6</i>"


def test_live_panel_bad_input_shows_the_error_box() -> None:
    pytest.importorskip("ipywidgets")
    import ipywidgets as w

    from tarock_tutor.core.errors import TarockError
    from tarock_tutor.widgets.panels import live_panel

    box = w.IntText(value=1)

    def draw() -> str:
        if box.value < 0:
            raise TarockError(f"negative value {box.value!r}")
        return "<p>ok</p>"

    panel = live_panel([box], draw)
    box.value = -1
    assert "入力を受け付けられません" in panel.widget.children[-1].value
