"""What the Cego exercises show in their answers (book/cego/exercises.ipynb): one deal's
score-sheet columns and net amounts as a small table.

>>> from tarock_tutor.games import cego
>>> deal = cego.score_contract(players=3, contract="eine", declarer=0, declarer_points=44)
>>> "<td>+8</td>" in answer_sheet(deal)._repr_html_()
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from tarock_tutor.core.cards import get_pack
from tarock_tutor.core.scoring import Amount
from tarock_tutor.games.cego import DealScore

from ..common import StaticFigure

__all__ = ["PACK3", "PACK4", "SEATS", "answer_sheet"]

PACK3 = get_pack("cego51")
"""The pack of Cego for three (51 cards), as the exercises write their hands in it."""
PACK4 = get_pack("tarock54")
"""The full 54-card pack of Cego for four."""
SEATS = ("席1", "席2", "席3", "席4")


def _row(name: str, amounts: Sequence[Amount]) -> str:
    cells = "".join(f"<td>{a:+d}</td>" if a else "<td></td>" for a in amounts)
    return f"<tr><th>{name}</th>{cells}</tr>"


def answer_sheet(deal: DealScore, title: str = "") -> StaticFigure:
    """The columns written on the score sheet and each seat's net for one deal."""
    head = "".join(f"<th>{s}</th>" for s in SEATS[:len(deal.entries)])
    cap = f"<caption>{escape(title)}</caption>" if title else ""
    return StaticFigure(f'<table class="tt-answer">{cap}<tr><th></th>{head}</tr>'
                        f'{_row("スコアシートの欄", deal.entries)}'
                        f'{_row("1ディールの収支", deal.net)}</table>')
