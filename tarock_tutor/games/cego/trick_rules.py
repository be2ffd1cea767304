"""Cego's trick rules (spec cego-dreierles.md §1.4, §2.8–2.9, option C10), bundled per
deal by :func:`deal_rules` (the ``GameSpec``'s ``trick_rules``): the shared follow rule
and winner, with Cego's own parts as hooks —

* a court card kept as a pip (Zwei Leere / Zwei Verschiedene, optional rule) ranks
  below every card of its suit: the bundle's ``strength`` order (the kernel is
  compiled from the same order);
* the Pfeife rule (the Pfeife contract fails if trump 1 is played after the first
  trick and lost): an end-of-trick hook (:func:`pfeife_rule`);
* Piccolo and Bettel may stop as soon as they are lost (option C10): an end-of-trick
  hook (:func:`stop_when_lost`).

The two end-of-trick hooks change the deal's own record only; exact play does not
search them (:mod:`.exact` says so for the Pfeife; a stopped negative contract is
already lost, which its value shows)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tarock_tutor.core.cards import Card
from tarock_tutor.core.hand import Trick
from tarock_tutor.core.tricks import STANDARD, FollowRule, TrickHooks

from .parts.contracts import BETTEL, PFEIFE, PFEIFE_CARD, PICCOLO

if TYPE_CHECKING:
    from .parts.base import CegoDeal

FOLLOW: FollowRule = STANDARD
"""The follow rule of every Cego contract (the ``GameSpec``'s ``follow_rule``)."""


def pfeife_rule(state: CegoDeal) -> Callable[[Trick], None]:
    """§2.9: the Pfeife played after the first trick and lost breaks the contract."""
    declarer = state.declarer

    def on_trick(trick: Trick) -> None:
        tp = state.trickplay
        assert tp is not None
        if len(tp.tricks) > 1 and trick.won_by != declarer and PFEIFE_CARD in trick.cards:
            state.pfeife_broken = True
    return on_trick


def stop_when_lost(state: CegoDeal, most: int) -> Callable[[Trick], None]:
    """Option C10: end a Piccolo (at most one trick) or Bettel (none) once it is lost."""
    declarer = state.declarer
    assert declarer is not None

    def on_trick(trick: Trick) -> None:
        tp = state.trickplay
        assert tp is not None
        if tp.won[declarer] > most:
            tp.stop()
    return on_trick


def deal_rules(state: CegoDeal) -> TrickHooks:
    """The trick rules of a Cego deal."""
    contract = state.contract
    strength: dict[Card, int] | None = None
    if state.demoted:
        strength = dict(state.pack.strength)
        for c in state.demoted:
            strength[c] = 0
    on_trick = None
    if contract == PFEIFE:
        on_trick = pfeife_rule(state)
    elif contract in (PICCOLO, BETTEL) and state.options["stop_negative_early"]:
        on_trick = stop_when_lost(state, 1 if contract == PICCOLO else 0)
    return TrickHooks(FOLLOW, strength=strength, on_trick=on_trick)
