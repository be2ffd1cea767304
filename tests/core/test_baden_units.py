"""The shared achievement bands of Cego and Dreierles (cego-dreierles.md §1.5)."""

from __future__ import annotations

import pytest

from tarock_tutor.core.counting import baden_units
from tarock_tutor.core.errors import TarockError

# the spec's band table, row by row: (min, max, units)
BANDS = [(70, 70, 8), (65, 69, 7), (60, 64, 6), (55, 59, 5), (50, 54, 4), (45, 49, 3),
         (40, 44, 2), (36, 39, 1), (31, 35, -1), (26, 30, -2), (21, 25, -3), (16, 20, -4),
         (11, 15, -5), (6, 10, -6), (1, 5, -7), (0, 0, -8)]


@pytest.mark.parametrize(("low", "high", "units"), BANDS)
def test_spec_1_5_band_table(low, high, units):
    for p in range(low, high + 1):
        assert baden_units(p) == units


def test_bands_cover_every_point_once():
    covered = sorted(p for low, high, _ in BANDS for p in range(low, high + 1))
    assert covered == list(range(71))


@pytest.mark.parametrize("bad", [-1, 71, 35.5, "36", True, None])
def test_impossible_points_are_refused_by_name(bad):
    with pytest.raises(TarockError, match="0 to 70"):
        baden_units(bad)
