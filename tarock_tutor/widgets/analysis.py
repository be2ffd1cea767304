"""The deal analysis of the book: paste a finished record, choose the first trick and see
every card judged with all hands open.  Only the generic analysis is used, so every
registered game works.  ipywidgets is imported inside the functions only."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from tarock_tutor.analysis import AnalysisError, analyse_text
from tarock_tutor.core.errors import TarockError, error_ja
from tarock_tutor.render.analysis import analysis_html


def analysis_page(text: str, *, from_trick: int | None = None, seconds: float = 20.0) -> str:
    """The analysis of ``text`` as HTML, or the Japanese reason it cannot be analysed
    (the static twin of the widget)."""
    try:
        return analysis_html(analyse_text(text, from_trick=from_trick, max_seconds=seconds))
    except AnalysisError as err:
        return f'<p style="color:#b71c1c">{escape(err.ja)}</p>'
    except TarockError as err:
        return f'<p style="color:#b71c1c">{escape(error_ja(err))}</p>'


def analysis_widget(examples: Mapping[str, str] | None = None, *, seconds: float = 20.0
                    ) -> Any:
    """Paste a record (or pick an example), choose the first trick, press 分析する."""
    import ipywidgets as w

    examples = dict(examples or {})
    first = next(iter(examples.values()), "")
    area = w.Textarea(value=first, layout=w.Layout(width="100%", height="14em"))
    pick = w.Dropdown(options=[("(例を選ぶ)", ""), *examples.items()], value="",
                      description="例", layout=w.Layout(width="auto", max_width="100%"))
    start = w.BoundedIntText(value=0, min=0, max=30, description="最初のトリック",
                             style={"description_width": "initial"},
                             layout=w.Layout(width="auto"))
    run = w.Button(description="分析する", button_style="primary", icon="search")
    out = w.HTML(value="")   # the page shows a static analysis below the widget
    hint = w.HTML("<small>最初のトリックを0にすると、最後の6トリック(読む時間があれば"
                  "それより前から)を分析します。</small>")

    def on_pick(change: dict[str, Any]) -> None:
        if change["new"]:
            area.value = change["new"]
            on_run(None)

    def on_run(_: Any) -> None:
        out.value = "<p>分析中…</p>"
        out.value = analysis_page(area.value, from_trick=start.value or None,
                                  seconds=seconds)

    pick.observe(on_pick, names="value")
    run.on_click(on_run)
    return w.VBox([w.HBox([pick, start, run], layout=w.Layout(flex_flow="row wrap")), hint,
                   area, out], layout=w.Layout(max_width="100%"))
