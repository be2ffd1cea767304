"""One way to start a deal and to play it out (issue 17 item 6): the games' own
constructors are aliases of ``games.new_deal``, and no playout changes its argument."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.games import cego, neunzehner


@pytest.mark.parametrize(("players", "seed", "dealer"), [(3, 4, 0), (4, 9, 2)])
def test_cego_new_game_is_new_deal(players: int, seed: int, dealer: int) -> None:
    mine = cego.new_game(players=players, seed=seed, dealer=dealer)
    generic = games.new_deal(f"cego{players}", seed=seed, dealer=dealer)
    assert mine.setup == generic.setup and mine.hands == generic.hands


@pytest.mark.parametrize(("form", "key"), [("4p", "neunzehnerrufen"),
                                          ("3p_dummy", "neunzehnerrufen-3p-dummy"),
                                          ("2p", "neunzehnerrufen-2p")])
def test_neunzehner_new_game_is_new_deal(form: str, key: str) -> None:
    mine = neunzehner.new_game(form, seed=6)
    generic = games.new_deal(key, seed=6)
    assert mine.setup == generic.setup and mine.hands == generic.hands


@pytest.mark.parametrize("playout", [
    lambda s: cego.random_playout(s, seed=3),
    lambda s: games.playout(s, 3),
])
def test_a_playout_leaves_its_argument(playout) -> None:   # type: ignore[no-untyped-def]
    start = cego.new_game(players=3, seed=12)
    before = list(start.history)
    done = playout(start)
    assert done is not start and done.is_terminal
    assert start.history == before and not start.is_terminal
