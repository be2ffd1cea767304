"""The games.  Importing this package imports every game package in it, and each
game registers itself (one :class:`~tarock_tutor.core.registry.GameSpec`).

One entry point for code that works with any game through the shared protocol
(the CLI, the record checker, cross-game tests); nothing here names a game:

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

import importlib
import pkgutil
from collections.abc import Sequence
from typing import Any

from tarock_tutor.core import records
from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import GameState
from tarock_tutor.core.registry import GAMES, GameSpec, Policy, game_of, random_policy
from tarock_tutor.core.setup import Setup
from tarock_tutor.core.variants import REGISTRY, get_variant

__all__ = ["GAMES", "dump_record", "game_of", "load_record", "new_deal", "playout",
           "variant_keys"]

for _module in pkgutil.iter_modules(__path__):
    if _module.ispkg:
        importlib.import_module(f"{__name__}.{_module.name}")


def variant_keys() -> list[str]:
    """Every playable variant, e.g. ``cego3``, ``neunzehnerrufen-2p``."""
    return sorted(REGISTRY)


def new_deal(variant_key: str, *, seed: int | None = None, dealer: int | None = None,
             hands: Sequence[Sequence[Card] | str] | None = None,
             talon: Sequence[Card] | str = (), names: Sequence[str] = (),
             **options: Any) -> GameState:
    """A fresh deal of any variant: seeded, or typed in (``hands`` for every seat and
    the ``talon``).  Unknown variants raise ``VariantError``; an impossible deal
    (wrong counts, a card twice, a foreign card) a ``TarockError`` naming it."""
    if not isinstance(variant_key, str):
        raise TarockError(f"a variant is named by text such as 'cego3', not {variant_key!r}",
                          code="VARIANT_NOT_TEXT", params={"value": repr(variant_key)[:30]})
    variant = get_variant(variant_key)
    spec = game_of(variant)
    who = spec.default_dealer if dealer is None else dealer
    if hands is not None:
        if seed is not None:
            raise TarockError("give either a seed or the hands of a deal, not both",
                              code="SEED_AND_HANDS_GIVEN")
        setup = Setup.arranged_deal(variant, hands, talon, dealer=who, options=options,
                                    names=names)
    else:
        if seed is None:
            raise TarockError("a deal needs a seed (seed=…) or every hand (hands=[…])",
                              code="NO_SEED_NO_HANDS")
        setup = Setup.seeded(variant, seed, dealer=who, options=options, names=names)
    return spec.new_state(setup)


def playout(state: GameState, seed: int = 0, *, policy: Policy | None = None) -> GameState:
    """A finished copy of ``state``: continued with seeded random legal actions, or by
    ``policy`` (e.g. ``game_of(state.variant).policy``, the engine's fixed player)."""
    if not isinstance(state, GameState):
        raise TarockError(f"playout needs a game state (from new_deal), not {state!r}",
                          code="NOT_A_STATE", params={"value": repr(state)[:30]})
    choose = policy or random_policy
    rng = Rng(seed)
    out = state.copy()
    while not out.is_terminal:
        out.apply(choose(out, rng))
    return out


def dump_record(state: GameState) -> str:
    """The canonical text record of a deal (seeded or typed in)."""
    if not isinstance(state, GameState):
        raise TarockError(f"dump_record needs a game state, not {state!r}",
                          code="NOT_A_STATE", params={"value": repr(state)[:30]})
    return records.dumps(state)


def load_record(text: str) -> GameState:
    """Read any game's record and replay it through that game's rules."""
    return records.load(text)


def spec_of(state: GameState) -> GameSpec:
    return GAMES[state.variant.game]
