"""Seeds for the follow checker page's examples: the seed found gives the asked reason,
and a search that finds nothing says so (no StopIteration, no silent wrong seed)."""

from __future__ import annotations

import contextlib

import pytest

from tarock_tutor.core.errors import TarockError
from tarock_tutor.widgets.follow import GAMES, follow_check
from tarock_tutor.widgets.follow_seeds import first_seed
from tarock_tutor.widgets.sicilian.play import fugitive_follow_case


def test_first_seed_gives_the_reason_asked_for() -> None:
    """Zwanzigerrufen: a hand void in the led suit with trumps must trump."""
    seed = first_seed("zwanzigerrufen", "DK", "MUST_TRUMP")
    assert follow_check("zwanzigerrufen", seed=seed, led="DK").code == "MUST_TRUMP"
    for earlier in range(1, seed):
        with contextlib.suppress(TarockError):
            assert follow_check("zwanzigerrufen", seed=earlier, led="DK").code != "MUST_TRUMP"


def test_first_seed_that_finds_nothing_is_an_error() -> None:
    with pytest.raises(TarockError, match="no seed"):
        first_seed("cego4", "H1", "NO_SUCH_REASON", seeds=range(1, 4))


def test_fugitive_case_holds_the_fugitive_and_a_free_lead() -> None:
    seed, led = fugitive_follow_case()
    hand = {c.code for c in follow_check("sicilian", seed=seed).hand}
    assert "Fu" in hand and led not in hand
    assert led not in {c.code for c in GAMES["sicilian"].deal(seed).talon}
    with pytest.raises(TarockError, match="no seed"):
        fugitive_follow_case(seeds=range(0, 0))
