"""The dispute cases of book/disputes/cases.ipynb: each record file gives the verdict the
page's prose describes (who revoked in which trick, which totals), and the figures show it.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from tarock_tutor.core.checker import check_text, what_if_text
from tarock_tutor.widgets.dispute import case_figure, what_if_figure

RECORDS = Path(__file__).resolve().parents[2] / "book" / "disputes" / "records"


def report(name: str):  # type: ignore[no-untyped-def]
    return check_text((RECORDS / name).read_text(encoding="utf-8"))


def test_cego_revoke_is_席1_in_trick_4() -> None:
    x = report("cego3_revoke.txt").irregularities[0]
    assert (x.trick, x.seat_ja) == (4, "席1") and len(x.legal) == 4


def test_cego_after_solo_costs_席1_24() -> None:
    r = report("cego4_after_solo.txt")
    assert r.valid and r.sheet.totals()[0] == -24


def test_remembered_35_pays_nothing_until_the_reference_is_36() -> None:
    """Decision D-A3: 35 card points lose but pay 0; with 36 as the reference they pay 1."""
    r = report("n19_remembered_35.txt")
    sheets, _ = what_if_text((RECORDS / "n19_remembered_35.txt").read_text(encoding="utf-8"),
                             [{"loss_reference": "36"}])
    assert r.sheet.totals() == (0, 0, 0, 0) and sheets[1].totals() == (-1, 1, -1, 1)
    html = what_if_figure(RECORDS / "n19_remembered_35.txt", {"loss_reference": "36"},
                          "判断 D-A3")
    assert "<b>判断 D-A3</b>" in html and "<table" in html


def test_n19_revoke_is_席2_in_trick_5() -> None:
    r = report("n19_revoke.txt")
    y = r.irregularities[0]
    assert (y.trick, y.seat_ja) == (5, "席2") and r.finished


def test_dreierles_raeuber_tie_splits_in_thirds() -> None:
    r = report("dreierles4_raeuber_tie.txt")
    third = Fraction(-2, 3)
    assert r.valid and r.sheet.totals() == (2, third, third, third)


def test_zwanziger_subkontra_costs_席2_102() -> None:
    r = report("zwanziger_subkontra.txt")
    assert r.valid and r.sheet.totals()[1] == -102


def test_sicilian_fugitive_lead_is_席4_in_trick_1() -> None:
    r = report("sicilian_fugitive_lead.txt")
    z = r.irregularities[0]
    assert (z.trick, z.seat_ja) == (1, "席4") and r.finished


@pytest.mark.parametrize("name", ["cego3_revoke.txt", "sicilian_fugitive_lead.txt"])
def test_case_figure_is_titled_with_the_file(name: str) -> None:
    html = case_figure(RECORDS / name)
    assert name in html and "Traceback" not in html


def test_case_figure_missing_file_is_an_os_error() -> None:
    with pytest.raises(OSError):
        case_figure(RECORDS / "no_such_case.txt")
