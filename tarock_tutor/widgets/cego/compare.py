"""One Cego deal scored under different settings, side by side (book/cego/score_calculator:
the Räuber tie rule of decision C8, the multiplier after a solo bid, §2.10–2.13).

>>> html = variants_figure(3, "eine_leere", [("なし", {}), ("あり", {"after_solo": True})],
...                        declarer=2, points=47)
>>> html.count("<tr>")
3
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from ..common import StaticFigure, table_html
from .score import score_case

__all__ = ["show_variants", "variants_figure"]


def _amounts(values: Sequence[Any]) -> str:
    return "、".join(f"席{i + 1} {'+' if v > 0 else ''}{v}" for i, v in enumerate(values))


def variants_figure(players: int, contract: str,
                    variants: Sequence[tuple[str, Mapping[str, Any]]], **common: Any) -> str:
    """A row per setting (its label and the keyword arguments it changes): the units
    times the multiplier where the contract has them, the sheet's columns, the net."""
    rows = []
    for label, kw in variants:
        r = score_case(players, contract, **{**common, **kw})
        calc = (f"{r.units:+} × {r.multiplier} = {r.units * r.multiplier:+}"
                if r.units is not None and r.multiplier is not None else "—")
        rows.append((escape(label), escape(calc), escape(_amounts(r.entries)),
                     escape(_amounts(r.net))))
    return table_html(("設定", "達成点 × 倍率", "スコアシートの欄", "1ディールの収支"), rows)


def show_variants(players: int, contract: str,
                  variants: Sequence[tuple[str, Mapping[str, Any]]], **common: Any
                  ) -> StaticFigure:
    return StaticFigure(variants_figure(players, contract, variants, **common))
