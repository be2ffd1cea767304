"""The score pad page's static example: an evening of Cego for three (the pad itself,
:mod:`tarock_tutor.widgets.scorepad`, names no game)."""

from __future__ import annotations

from tarock_tutor import scorepad as pad


def example_evening() -> pad.Evening:
    """Three remembered deals of Cego for three."""
    evening = pad.start("cego3", ["アキ", "ベン", "チカ"])
    evening = pad.add_facts(evening, contract="solo", declarer=1, points=40)
    evening = pad.add_facts(evening, contract="eine", declarer=2, points=30)
    return pad.add_facts(evening, contract="cego", declarer=0, points=42)
