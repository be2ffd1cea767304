"""Every panel leaves a static picture of its first state (「パネルの初期状態」), so the
page teaches without a kernel and prints (issue 17's loose ends: the dispute checker,
the follow checker and Cego's deal viewer had none).

The notebooks' own code cells run here in an IPython shell, in the notebook's folder,
up to the cell that shows the panel; that cell's outputs must hold the twin
(``tt-static-figure``) before the widget, and the twin must be the panel's figure.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

BOOK = Path(__file__).resolve().parents[2] / "book"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
TWIN = "パネルの初期状態"

# page -> a call its panel cell makes (the cell that shows the panel)
PANEL_PAGES = {
    "disputes/checker": "dispute_widget(",
    "follow_checker": "follow_checker(",
    "cego/deal_and_solo_hand": "deal_viewer(",
}


def panel_cell_outputs(page: str, call: str) -> list[dict[str, Any]]:
    """The rich outputs (mime bundles, in order) of the cell of ``page`` that calls
    ``call``, after the cells above it ran."""
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    path = BOOK / f"{page}.ipynb"
    cells = ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
             if c["cell_type"] == "code"]
    shell = InteractiveShell.instance()
    here = Path.cwd()
    os.chdir(path.parent)
    try:
        for source in cells:
            with capture_output() as captured:
                result = shell.run_cell(source, store_history=False)
            result.raise_error()
            if call in source:
                return [o.data for o in captured.outputs]
    finally:
        os.chdir(here)
        InteractiveShell.clear_instance()   # no shell left behind for other tests
    raise AssertionError(f"{page}.ipynb has no cell calling {call}")


@pytest.mark.parametrize(("page", "call"), list(PANEL_PAGES.items()))
def test_the_panel_cell_shows_its_static_twin_before_the_widget(page: str, call: str) -> None:
    outputs = panel_cell_outputs(page, call)
    kinds = ["twin" if TWIN in o.get("text/html", "") else
             "widget" if WIDGET_VIEW in o else "other" for o in outputs]
    assert "widget" in kinds, kinds
    assert "twin" in kinds, f"{page}: the panel leaves no static picture ({kinds})"
    assert kinds.index("twin") < kinds.index("widget"), kinds
    assert 'class="tt-static-figure"' in outputs[kinds.index("twin")]["text/html"]


def test_each_twin_is_its_panels_first_figure() -> None:
    """The picture is the panel's own first state, not some other figure."""
    from tarock_tutor.widgets.cego import deal_figure, deal_viewer
    from tarock_tutor.widgets.dispute import check_html, dispute_widget
    from tarock_tutor.widgets.follow import follow_checker, follow_figure

    record = (BOOK / "disputes" / "records" / "cego3_revoke.txt").read_text(encoding="utf-8")
    checker = dispute_widget({"例": record})
    assert checker.static == check_html(record) == checker.widget.children[2].value
    assert "判定: 不備あり" in checker.static and "4つ目のトリック" in checker.static  # its revoke
    follow = follow_checker("cego4", seed=23, led="H1")
    assert follow.static == follow_figure("cego4", seed=23, led="H1")
    assert follow.static == follow.widget.children[-1].value
    deal = deal_viewer(3, seed=1)
    assert deal.static == deal_figure(3, seed=1, show_talon=False)
    assert deal.static == deal.widget.children[-1].value
