"""What the simulation scripts share (``sim_contracts.py``, ``sim_decisions.py``,
``sim_n19_talon.py``, ``fit_sicilian_bargain.py``, issue 19): one seat, the *tester*,
plays a deal by a rule under test while every other seat plays the engine's fixed
policy (``GameSpec.policy``), each seat with its own seeded generator; and the tasks
spread over worker processes.

A script imports it as ``from simlib import ...`` (Python puts the script's folder
on the path).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from multiprocessing import Pool
from typing import Any, TypeVar

from tarock_tutor import games
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, GameState

T = TypeVar("T")
R = TypeVar("R")

Decide = Callable[[GameState, int, Rng], Action]
"""The tester's action: (state, seat that acts, that seat's generator)."""


class Skip(Exception):
    """Raised by a rule under test: this deal cannot test it (the result is ``None``)."""


def new_deal(variant: str, seed: int) -> GameState:
    """A deal of ``variant``, with ``+option`` flags switched on (``zwanzigerrufen+farberl``)."""
    key, *flags = variant.split("+")
    options: dict[str, Any] = dict.fromkeys(flags, True)
    return games.new_deal(key, seed=seed, **options)


def package(variant: str) -> str:
    """The game package a variant belongs to (``cego``, ``neunzehner`` …)."""
    spec = games.game_of(new_deal(variant, 0).variant)
    return spec.new_state.__module__.split(".")[2]


def play_tester(state: GameState, seed: int, tester: int, decide: Decide) -> float | None:
    """Play ``state`` to its end, the tester's actions by ``decide`` (a dummy's cards
    by the seat that plays them), the others by the fixed policy; the tester's score,
    or ``None`` where ``decide`` raised :class:`Skip`."""
    fixed = games.game_of(state.variant).policy
    rngs = {s: Rng(seed * 7919 + s) for s in range(state.variant.seats)}
    try:
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            tp = state.deal_view().trickplay
            who = tp.acting(seat) if tp is not None and state.phase.value == "play" else seat
            action = decide(state, who, rngs[who]) if who == tester else fixed(state, rngs[who])
            state.apply(action)
    except Skip:
        return None
    return float(state.score_sheet().totals()[tester])


def run(fn: Callable[[T], R], tasks: Iterable[T], jobs: int, chunksize: int = 2) -> list[R]:
    """``fn`` over ``tasks``, in ``jobs`` worker processes (1: in this one), in order."""
    items = list(tasks)
    if jobs > 1:
        with Pool(jobs) as pool:
            return pool.map(fn, items, chunksize=chunksize)
    return [fn(t) for t in items]
