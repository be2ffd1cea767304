"""Code cells are hidden on the static pages (one click shows them): every code cell
of every notebook in book/ carries the myst-nb tag ``hide-input``
(scripts/hide_code_cells.py adds it, idempotently)."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("hide_code_cells",
                                              ROOT / "scripts" / "hide_code_cells.py")
assert SPEC and SPEC.loader
hide = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(hide)

NOTEBOOKS = hide.notebooks([])


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(ROOT).as_posix() for p in NOTEBOOKS])
def test_every_code_cell_is_hidden(path: Path) -> None:
    missing = hide.missing(json.loads(path.read_text(encoding="utf-8")))
    rel = path.relative_to(ROOT)
    assert not missing, (f"code cells {missing} lack the hide-input tag; "
                         f"run: .venv/bin/python scripts/hide_code_cells.py {rel}")


def test_script_is_idempotent_and_keeps_sources() -> None:
    nb = {"cells": [
        {"cell_type": "markdown", "metadata": {}, "source": ["# t"]},
        {"cell_type": "code", "metadata": {}, "source": ["x = 1"], "outputs": []},
        {"cell_type": "code", "metadata": {"tags": ["hide-cell"]}, "source": ["y"], "outputs": []},
        {"cell_type": "code", "metadata": {"mystnb": {"code_prompt_show": "独自"}},
         "source": ["z"], "outputs": []},
    ]}
    before = copy.deepcopy(nb)
    assert hide.hide_cells(nb) == 3
    once = copy.deepcopy(nb)
    assert hide.hide_cells(nb) == 0 and nb == once
    assert hide.missing(nb) == []
    assert [c["source"] for c in nb["cells"]] == [c["source"] for c in before["cells"]]
    assert nb["cells"][0]["metadata"] == {}
    assert nb["cells"][2]["metadata"]["tags"] == ["hide-cell", "hide-input"]
    assert nb["cells"][2]["metadata"]["mystnb"]["code_prompt_show"] == "セルを表示"
    assert nb["cells"][3]["metadata"]["mystnb"]["code_prompt_show"] == "独自"
