"""Helpers for the Dreierles tests: typed-in deals with some hands fixed."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest

from tarock_tutor import games
from tarock_tutor.core.cards import Card
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import GameState
from tarock_tutor.games.cego.pack import TAROCK54
from tarock_tutor.games.dreierles import active_seats

Arrange = Callable[..., GameState]


def arranged(variant: str = "dreierles3", *, dealer: int = 0,
             hands: Mapping[int, str] | None = None, talon: str = "",
             **options: Any) -> GameState:
    """A typed-in deal: the given hands (possibly partial) and talon, the rest of the
    pack dealt to the active seats in pack order (trumps first), the talon last."""
    table = 4 if variant.endswith("4") else 3
    fixed = {s: parse_cards(h) for s, h in (hands or {}).items()}
    top = parse_cards(talon)
    used = {c for h in fixed.values() for c in h} | set(top)
    rest = [c for c in TAROCK54.cards if c not in used]
    out: dict[int, list[Card]] = {s: list(fixed.get(s, [])) for s in range(table)}
    for s in active_seats(table, dealer):
        while len(out[s]) < 16:
            out[s].append(rest.pop(0))
    full_talon = top + rest[: 6 - len(top)]
    return games.new_deal(variant, dealer=dealer,
                          hands=[" ".join(c.code for c in out[s]) for s in range(table)],
                          talon=" ".join(c.code for c in full_talon), **options)


@pytest.fixture
def arrange() -> Arrange:
    return arranged


def run(state: GameState, *lines: str) -> GameState:
    """Apply actions written as record lines in the engine's seat numbers (``"1 bid
    dreier"`` is engine seat 1; record format 1, as these tests were written)."""
    from tarock_tutor.core.records import action_from_raw, parse_text

    rec = parse_text('[Game "x"]\n[Format "1"]\n' + "\n".join(lines) + "\n")
    for raw in rec.actions:
        state.apply(action_from_raw(raw, TAROCK54))
    return state


@pytest.fixture
def act() -> Callable[..., GameState]:
    return run
