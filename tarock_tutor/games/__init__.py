"""The games.  Importing this package registers every variant.

One entry point for code that works with any game through the shared protocol
(the CLI, the record checker, cross-game tests):

>>> state = new_deal("cego3", seed=4)
>>> state.phase.value, state.variant.key
('auction', 'cego3')
>>> done = playout(state, seed=1)
>>> done.is_terminal, sum(done.score_sheet().totals())
(True, 0)
>>> again = load_record(dump_record(done))
>>> again.history == done.history
True
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core import records
from tarock_tutor.core.errors import InvalidRecord
from tarock_tutor.core.protocol import GameState
from tarock_tutor.core.variants import REGISTRY, get_variant
from tarock_tutor.games import cego as cego
from tarock_tutor.games import neunzehner as neunzehner
from tarock_tutor.games.neunzehner.variants import FORM_OF_VARIANT

__all__ = ["cego", "dump_record", "load_record", "neunzehner", "new_deal", "playout",
           "variant_keys"]


def variant_keys() -> list[str]:
    """Every playable variant, e.g. ``cego3``, ``neunzehnerrufen-2p``."""
    return sorted(REGISTRY)


def new_deal(variant_key: str, *, seed: int, dealer: int | None = None,
             **options: Any) -> GameState:
    """A fresh seeded deal of any variant (unknown keys raise ``VariantError``)."""
    variant = get_variant(variant_key)
    if variant.game == "cego":
        return cego.new_game(players=variant.seats, seed=seed,
                             dealer=0 if dealer is None else dealer, **options)
    form = FORM_OF_VARIANT[variant.key]
    return neunzehner.new_game(form, seed=seed, dealer=3 if dealer is None else dealer,
                               **options)


def playout(state: GameState, seed: int = 0) -> GameState:
    """A finished deal: ``state`` continued with seeded random legal actions."""
    if isinstance(state, cego.CegoState):
        return cego.random_playout(state.copy(), seed)
    if isinstance(state, neunzehner.NeunzehnerState):
        return neunzehner.random_playout(state, seed)
    raise TypeError(f"no playout for {type(state).__name__}")


def dump_record(state: GameState) -> str:
    """The canonical text record of a deal."""
    if isinstance(state, cego.CegoState):
        return cego.record.dumps(state)
    if isinstance(state, neunzehner.NeunzehnerState):
        return neunzehner.to_record(state)
    raise TypeError(f"no record format for {type(state).__name__}")


def load_record(text: str) -> GameState:
    """Read any game's record and replay it through that game's rules.

    Syntax errors are collected with their lines; the first illegal action stops
    the replay with its line and the rule's verdict (``InvalidRecord``)."""
    rec = records.parse_text(text)
    key = rec.tags["Game"]
    if key not in REGISTRY:
        raise InvalidRecord(f"unknown game {key!r} in the [Game] tag; known: "
                            f"{', '.join(variant_keys())}", line=1)
    if REGISTRY[key].game == "cego":
        return cego.record.loads(text)
    return neunzehner.from_record(text)
