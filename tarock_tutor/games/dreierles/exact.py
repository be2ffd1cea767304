"""Dreierles' trick rules and objective for the kernel and the exact solver
(spec cego-dreierles.md §3.9–3.12).

* Games with a declarer: his card points (Baden count) of his tricks and his
  discards.  The announced Pfeife's re-awarded tricks (§3.11) are not part of it.
* Räuber: each for himself, searched paranoid from the mover; the value is minus the
  card points the mover takes.  The Steinmauern and Iffezheim hooks read the trump
  leads so far and the tricks done (:class:`RaeuberContext`), from the kernel.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.follow_rules import RaeuberContext
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import CARD_POINTS, SCORE, ExactPlay, Objective, split_baden

from .parts.rules import PACK, RAEUBER

_TRUMP = int(Suit.TRUMP)


def trump_leads(k: Kernel) -> int:
    """Tricks led with a trump so far, the one in progress included."""
    suit = k.r.suit
    done = sum(1 for t in k.history if suit[t.cards[0]] == _TRUMP)
    return done + (1 if k.trick_cards and suit[k.trick_cards[0]] == _TRUMP else 0)


def raeuber_context(k: Kernel) -> RaeuberContext:
    return RaeuberContext(trump_leads(k), len(k.history))


def _done_leads(k: Kernel) -> int:
    suit = k.r.suit
    return sum(1 for t in k.history if suit[t.cards[0]] == _TRUMP)


def exact_play(state: Any) -> ExactPlay:
    if state.contract == RAEUBER:
        obj = Objective(SCORE, None, lambda pile, won, extra: -count_baden(pile, PACK),
                        split=lambda pile, won, extra: split_baden(pile, PACK, sign=-1))
        if state.options["raeuber_pfeife"] in ("steinmauern", "iffezheim"):
            return ExactPlay(obj, context=raeuber_context, history_key=_done_leads)
        return ExactPlay(obj)
    d = state.declarer
    discards: list[Card] = list(state.discards)
    return ExactPlay(Objective(
        CARD_POINTS, frozenset({d}), lambda pile, won, extra: count_baden([*pile, *discards], PACK),
        split=lambda pile, won, extra: split_baden([*pile, *discards], PACK)))
