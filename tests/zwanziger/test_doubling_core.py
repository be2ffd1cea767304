"""The core doubling chain (tarock_tutor.core.doubling), as Zwanzigerrufen uses it."""

from __future__ import annotations

import pytest

from tarock_tutor.core.doubling import Chain, in_window
from tarock_tutor.core.errors import TarockError


def test_chain_levels_sides_and_multipliers():
    c = Chain("pagat", created=0)
    seen = []
    for turn, seat in ((3, 3), (4, 0), (7, 3)):
        seen.append((c.next_call(), c.against_side_next()))
        c.raise_(turn=turn, seat=seat)
    assert seen == [("kontra", True), ("re", False), ("sub", True)]
    assert c.multiplier == 8 and c.last == 7 and c.next_call() is None
    assert c.history == [(3, 3, "kontra"), (4, 0, "re"), (7, 3, "sub")]
    with pytest.raises(TarockError, match="complete"):
        c.raise_(turn=8, seat=0)


def test_window_is_one_lap():
    assert [t for t in range(0, 9) if in_window(2, turn=t, seats=4)] == [3, 4, 5]
