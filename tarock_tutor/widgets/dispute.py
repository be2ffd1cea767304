"""The dispute checker of the book: paste a record (or type a deal in, seat by seat) and
see the verdict and the cited score sheet.  Only the generic checker is used, so every
registered game works.  ipywidgets is imported inside the functions only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from pathlib import Path
from typing import Any

from tarock_tutor.core.checker import CheckReport, check_text, what_if_text
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.render.html import score_sheet_html
from tarock_tutor.render.report import report_html

from .common import StaticFigure, shown
from .panels import LivePanel


def check_html(text: str) -> str:
    """The report of ``text`` as HTML (the static twin of the widget)."""
    return report_html(check_text(text))


def check_record(text: str) -> CheckReport:
    return check_text(text)


def case_figure(path: str | Path) -> str:
    """The checker's report on the record file ``path``, titled with the file's name."""
    p = Path(path)
    return report_html(check_text(p.read_text(encoding="utf-8")), title=p.name)


def what_if_figure(path: str | Path, options: Mapping[str, str], heading: str) -> str:
    """The score sheet of the record ``path`` recomputed under other rule ``options``."""
    sheets, _ = what_if_text(Path(path).read_text(encoding="utf-8"), [dict(options)])
    other = sheets[1]      # the irregularities in Japanese where no sheet could be made
    body = score_sheet_html(other) if isinstance(other, ScoreSheet) else f"<p>{escape(other)}</p>"
    return f"<p><b>{escape(heading)}</b></p>" + body


show_case = shown(case_figure)


def show_what_if(path: str | Path, options: Mapping[str, str], heading: str) -> StaticFigure:
    return StaticFigure(what_if_figure(path, options, heading))


def record_from_form(variant: str, dealer: int, hands: Sequence[str], talon: str,
                     actions: str, names: Sequence[str] = ()) -> str:
    """A record text from a deal typed in seat by seat (the form of :func:`dispute_widget`):
    ``dealer`` is the dealer's seat number (席1 is 1), ``hands`` are 席1, 席2 … in order, and
    the actions are typed with seat numbers, as every record of format 2 (an example
    is in the tests).
    """
    def q(s: str) -> str:
        return s.replace('"', "'").strip()

    lines = [f'[Game "{q(variant)}"]', '[Format "2"]', f'[Dealer "{int(dealer)}"]']
    if any(n.strip() for n in names):
        lines.append(f'[Names "{", ".join(q(n) for n in names)}"]')
    lines += [f'[Hand "{i}" "{q(h)}"]' for i, h in enumerate(hands, start=1)]
    lines.append(f'[Talon "{q(talon)}"]')
    lines += [ln.strip() for ln in actions.splitlines() if ln.strip()]
    return "\n".join(lines) + "\n"


def dispute_widget(examples: Mapping[str, str] | None = None) -> LivePanel:
    """Paste a record, or pick an example, and press 判定する; or type a deal in below.
    Displayed, the verdict on the first example comes first as the panel's static twin."""
    import ipywidgets as w

    from tarock_tutor import games
    from tarock_tutor.core.variants import REGISTRY

    examples = dict(examples or {})
    first = next(iter(examples.values()), "")
    area = w.Textarea(value=first, layout=w.Layout(width="100%", height="14em"))
    pick = w.Dropdown(options=[("(例を選ぶ)", ""), *examples.items()], value="",
                      description="例", layout=w.Layout(width="auto", max_width="100%"))
    run = w.Button(description="判定する", button_style="primary", icon="check")
    out = w.HTML(value=check_html(first) if first else "")

    def on_pick(change: dict[str, Any]) -> None:
        if change["new"]:
            area.value = change["new"]
            out.value = check_html(area.value)

    def on_run(_: Any) -> None:
        out.value = check_html(area.value)

    pick.observe(on_pick, names="value")
    run.on_click(on_run)

    variant = w.Dropdown(options=games.variant_keys(), description="ゲーム",
                         layout=w.Layout(width="auto"))
    dealer = w.BoundedIntText(value=1, min=1, max=4, description="ディーラーの席",
                              layout=w.Layout(width="auto"))
    seat_boxes: list[Any] = []
    seats_area = w.VBox()
    talon = w.Text(description="タロン", layout=w.Layout(width="100%"))
    acts = w.Textarea(description="行動", placeholder="1 bid pass\n2 bid pass\n…",
                      layout=w.Layout(width="100%", height="8em"))
    make = w.Button(description="記録にする", icon="arrow-up")

    def on_variant(_: Any = None) -> None:
        n = REGISTRY[variant.value].seats
        dealer.max = n
        seat_boxes[:] = [w.Text(description=f"席{i + 1}", placeholder="T21 Sk HK …",
                                layout=w.Layout(width="100%")) for i in range(n)]
        seats_area.children = tuple(seat_boxes)

    def on_make(_: Any) -> None:
        area.value = record_from_form(variant.value, dealer.value,
                                      [b.value for b in seat_boxes], talon.value, acts.value)
        out.value = check_html(area.value)

    variant.observe(on_variant, names="value")
    on_variant()
    make.on_click(on_make)
    form = w.VBox([w.HTML("<b>手で入力する</b>(配られた手札を席ごとに、行動を1行に1つ)"),
                   w.HBox([variant, dealer], layout=w.Layout(flex_flow="row wrap")),
                   seats_area, talon, acts, make])
    panel = w.VBox([w.HBox([pick, run], layout=w.Layout(flex_flow="row wrap")), area, out,
                    w.Accordion(children=[form], titles=("手で入力する",))],
                   layout=w.Layout(max_width="100%"))
    return LivePanel(panel, out.value)
