"""Cego deals as records (the core text format: a seed or the typed-in hands, the
dealer, the options, one action a line).

>>> from tarock_tutor.games import cego
>>> g = cego.random_playout(cego.new_game(players=4, seed=9, dealer=3), seed=2)
>>> text = dumps(g)
>>> text.splitlines()[:3]
['[Game "cego4"]', '[Format "2"]', '[Seed "9"]']
>>> text.splitlines()[3]   # engine seat 3 deals: 席4 (records name seats 1 … n)
'[Dealer "4"]'
>>> loads(text).result_score().net == g.result_score().net
True
"""

from __future__ import annotations

from tarock_tutor.core import records
from tarock_tutor.core.errors import InvalidRecord

from ..state import CegoState


def dumps(state: CegoState) -> str:
    """The record text of a deal (seeded, or typed in with ``[Hand]`` tags)."""
    return records.dumps(state)


def loads(text: str) -> CegoState:
    """Read a record and replay it through the rules (errors carry the line number)."""
    state = records.load(text)
    if not isinstance(state, CegoState):
        raise InvalidRecord(f"record is for {state.variant.key!r}, not a Cego variant", line=1,
                            code="NOT_VARIANT_OF",
                            params={"value": state.variant.key, "title": "ツェゴ"})
    return state
