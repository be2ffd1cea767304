"""Finding a seeded deal that shows a follow rule: the first seed whose checked hand gets a
given reason code against a given led card (for the follow checker page's examples).
"""

from __future__ import annotations

from tarock_tutor.core.errors import TarockError

from .follow import follow_check

__all__ = ["first_seed"]


def first_seed(game: str, led: str, code: str, seeds: range = range(1, 500)) -> int:
    """The first of ``seeds`` whose follow check against ``led`` gives reason ``code``;
    seeds where ``led`` is in the checked hand or the talon are passed over."""
    for s in seeds:
        try:
            if follow_check(game, seed=s, led=led).code == code:
                return s
        except TarockError:   # the led card is in this seat's hand or in the talon
            continue
    raise TarockError(f"no seed in {seeds.start}–{seeds.stop - 1} gives {code!r} when "
                      f"{led!r} is led in {game!r}",
                      code="SEED_SEARCH_EMPTY")
