"""Cego deals as records (the core text format, with a ``Dealer`` tag).

>>> from tarock_tutor.games import cego
>>> g = cego.random_playout(cego.new_game(players=4, seed=9, dealer=3), seed=2)
>>> text = dumps(g)
>>> text.splitlines()[:3]
['[Game "cego4"]', '[Seed "9"]', '[Dealer "3"]']
>>> loads(text).result_score().net == g.result_score().net
True
"""

from __future__ import annotations

from tarock_tutor.core import records
from tarock_tutor.core.errors import InvalidRecord, TarockError
from tarock_tutor.core.variants import get_variant

from .state import CegoState


def dumps(state: CegoState) -> str:
    """The record text of a seeded deal (arranged deals have no record form)."""
    if state.arranged:
        raise TarockError("an arranged deal (hands given by hand) cannot be written as a "
                          "seeded record")
    return records.dumps(state, tags={"Dealer": str(state.dealer)})


def loads(text: str) -> CegoState:
    """Read a record and replay it through the rules (errors carry the line number)."""
    rec = records.parse_text(text)
    variant = get_variant(rec.tags["Game"])
    if variant.game != "cego":
        raise InvalidRecord(f"record is for {variant.key!r}, not a Cego variant", line=1)
    try:
        seed = int(rec.tags.get("Seed", "0"))
        dealer = int(rec.tags.get("Dealer", "0"))
        values = {k: records.option_value(v, variant.option(k).choices)
                  for k, v in rec.options.items()}
        state = CegoState.new(variant, variant.options(**values), seed, dealer=dealer)
    except (ValueError, TarockError) as err:
        if isinstance(err, InvalidRecord):
            raise
        raise InvalidRecord(str(err), line=1) from None
    records.replay(rec, state)
    return state
