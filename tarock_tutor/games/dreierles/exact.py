"""Dreierles' trick rules and objective for the kernel and the exact solver
(spec cego-dreierles.md §3.9–3.12).

* Games with a declarer: his card points (Baden count) of his tricks and his
  discards.  The announced Pfeife's re-awarded tricks (§3.11) are not part of it.
* Räuber: each for himself, searched paranoid from the mover; the value is minus the
  card points the mover takes.  The Steinmauern and Iffezheim hooks read the trump
  leads so far and the tricks done (:func:`.trick_rules.raeuber_context`, the same
  function the play phase's bundle gives ``TrickPlay``), from the kernel.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.solver import CARD_POINTS, SCORE, ExactPlay, Objective, split_baden
from tarock_tutor.games.dreierles.trick_rules import RAEUBER_RULES, done_trump_leads

from .parts.rules import PACK, RAEUBER


def exact_play(state: Any) -> ExactPlay:
    if state.contract == RAEUBER:
        obj = Objective(SCORE, None, lambda pile, won, extra: -count_baden(pile, PACK),
                        split=lambda pile, won, extra: split_baden(pile, PACK, sign=-1))
        hooks = RAEUBER_RULES.get(state.options["raeuber_pfeife"])
        if hooks is not None:   # the context the play phase's bundle reads, from the kernel
            return ExactPlay(obj, context=hooks.context, history_key=done_trump_leads)
        return ExactPlay(obj)
    d = state.declarer
    discards: list[Card] = list(state.discards)
    return ExactPlay(Objective(
        CARD_POINTS, frozenset({d}), lambda pile, won, extra: count_baden([*pile, *discards], PACK),
        split=lambda pile, won, extra: split_baden([*pile, *discards], PACK), gain=PACK.value))
