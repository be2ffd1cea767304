"""Neunzehnerrufen deals as records (the text form of :mod:`tarock_tutor.core.records`).

The record carries the variant, the seed (or every hand and the talon of a deal
typed in), the dealer and any non-default option; replaying it through the
rules rebuilds the same state.

>>> from tarock_tutor.games.neunzehner import new_game, random_playout
>>> g = random_playout(new_game("3p_dummy", seed=4, dealer=1, loss_reference=36), 2)
>>> text = to_record(g)
>>> for line in text.splitlines()[:5]:   # engine seat 1 deals: 席2
...     print(line)
[Game "neunzehnerrufen-3p-dummy"]
[Format "2"]
[Seed "4"]
[Dealer "2"]
[Option "loss_reference" "36"]
>>> again = from_record(text)
>>> again.history == g.history, again.score_sheet().totals() == g.score_sheet().totals()
(True, True)
"""

from __future__ import annotations

from tarock_tutor.core import records
from tarock_tutor.core.errors import InvalidRecord, TarockError

from ..state import NeunzehnerState
from ..variants import FORM_OF_VARIANT


def to_record(state: NeunzehnerState) -> str:
    """The canonical text record of a deal (so far)."""
    if not isinstance(state, NeunzehnerState):
        raise TarockError(f"to_record() needs a NeunzehnerState, got {state!r}",
                          code="NOT_A_STATE", params={"value": repr(state)[:30]})
    return records.dumps(state)


def from_record(text: str) -> NeunzehnerState:
    """Read a record and replay it; bad lines raise ``InvalidRecord`` with their line."""
    if not isinstance(text, str):
        raise InvalidRecord(f"a record is a text, got {text!r}",
                            code="RECORD_NOT_TEXT", params={"type": type(text).__name__})
    rec = records.parse_text(text)
    key = rec.tags.get("Game", "")
    if key not in FORM_OF_VARIANT:
        raise InvalidRecord(f"game {key!r} is not a Neunzehnerrufen form; known: "
                            f"{', '.join(sorted(FORM_OF_VARIANT))}",
                            line=rec.lines.get("Game", 1),
                            code="NOT_VARIANT_OF",
                            params={"value": str(key)[:30], "title": "ノインツェーナールーフェン"})
    state = records.load(text)
    if not isinstance(state, NeunzehnerState):   # a form registered by another state class
        raise InvalidRecord(f"game {key!r} did not load as a Neunzehnerrufen deal",
                            line=rec.lines.get("Game", 1),
                            code="NOT_VARIANT_OF",
                            params={"value": str(key)[:30], "title": "ノインツェーナールーフェン"})
    return state
