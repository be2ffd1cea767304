"""One numbering for people (issue 20, item 1): every dispute report names the same
seats in its text and in its pictures.  席k is engine seat k−1 whoever deals, so the
seat a sentence blames is the seat under which the picture draws the card."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from tarock_tutor import games  # noqa: F401  (registers every game)
from tarock_tutor.core.checker import check_text
from tarock_tutor.render.report import report_html
from tarock_tutor.render.svg import HIGHLIGHT

RECORDS = sorted((Path(__file__).parents[2] / "book" / "disputes" / "records").glob("*.txt"))
SEAT = re.compile(r"席(\d+)")
TRICK = re.compile(r"<div>(\d+): (<svg.*?</svg>)</div>", re.S)
# a card of a trick picture: its group (with its frame), then the seat's name under it
PLAY = re.compile(r'<g transform="[^"]*" data-card="([^"]+)">(.*?)</g>(?:<rect [^>]*/>)?'
                  r"<text [^>]*>([^<]*)</text>", re.S)


def plays_drawn(svg: str) -> list[tuple[str, str, bool]]:
    """(card code, seat name under it, highlighted) for each card of a trick picture."""
    return [(card, unescape(name), f'stroke="{HIGHLIGHT}"' in group)
            for card, group, name in PLAY.findall(svg)]


def test_there_are_dispute_records():
    assert len(RECORDS) >= 7


@pytest.mark.parametrize("path", RECORDS, ids=[p.name for p in RECORDS])
def test_text_and_pictures_name_the_same_seats(path: Path) -> None:
    report = check_text(path.read_text(encoding="utf-8"))
    assert report.readable and not report.notes   # the book's records are format 2
    html = report_html(report, title=path.name)
    n = len(report.sheet.players) if report.sheet is not None else 0
    text = re.sub(r"<svg.*?</svg>", "", html, flags=re.S)
    named = {int(k) for k in SEAT.findall(text)}
    assert named and named <= set(range(1, n + 1)), (path.name, named)
    tricks = {int(i): plays_drawn(svg) for i, svg in TRICK.findall(html)}
    if tricks:
        drawn = {int(k) for plays in tricks.values() for _, name, _ in plays
                 for k in SEAT.findall(name)}
        assert drawn <= set(range(1, n + 1))   # (a 4-player Dreierles dealer sits out)
        blamed = {int(k) for x in report.irregularities for k in SEAT.findall(x.seat_ja)}
        assert blamed <= drawn
    for x in report.irregularities:
        if x.trick is None:
            continue
        card = x.action.split()[-1]
        seat_named = x.seat_ja   # the seat the sentence blames
        assert x.action.split()[0] == seat_named.removeprefix("席")   # the record's line
        hits = [(name, lit) for code, name, lit in tricks[x.trick] if code == card]
        assert len(hits) == 1, (x.trick, card, tricks[x.trick])
        name, lit = hits[0]
        assert SEAT.match(name) and SEAT.match(name).group(0) == seat_named, (name, seat_named)
        assert lit   # the irregular card is marked


def test_case_1_revoke_is_drawn_under_the_seat_the_text_names() -> None:
    """Case 1 (Cego 3p, Anna deals): Anna (席1) plays the Jack of spades in trick 4
    without following with a trump; the picture draws that card over 席1 Anna."""
    path = next(p for p in RECORDS if p.name == "cego3_revoke.txt")
    report = check_text(path.read_text(encoding="utf-8"))
    [x] = report.irregularities
    assert (x.seat, x.seat_ja, x.trick, x.action) == (0, "席1", 4, "1 play SJ")
    svg = dict(TRICK.findall(report_html(report)))["4"]
    assert ("SJ", "席1 Anna", True) in plays_drawn(svg)
    assert "席1 Anna(ディーラー)" in report_html(report)
    assert "4つ目のトリック 席1 Anna: 「席1: プレイ スペードのジャック」は不可" in report.text_ja()
    assert "4つ目のトリック、席1 Anna</b>" in report_html(report)
