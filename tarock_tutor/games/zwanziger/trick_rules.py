"""Zwanzigerrufen's trick rules (seed 002), bundled per deal by :func:`deal_rules` (the
``GameSpec``'s ``trick_rules``): the shared ones, or in a Farberl the shared follow
rule under its own reason code with the winner changed (tarocks win only when led:
``trumps_win=False``).  The play phase builds its ``TrickPlay`` from the bundle and
the kernel is compiled from that ``TrickPlay``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.tricks import STANDARD, FollowRule, Legality, TrickHooks, standard_legality

from .parts.rules import FARBERL as FARBERL_CONTRACT
from .parts.rules import REF_FARBERL, REF_PLAY

__all__ = ["FARBERL", "FARBERL_RULES", "PLAIN_RULES", "FarberlFollow", "deal_rules"]

FARBERL_REF = RuleRef("seed 002 (Zwanzigerrufen, Akagiri 1995)",
                      "spec neunzehner-zwanziger-sicilian.md §2.6 Farberl")

messages.register({
    "FARBERL_MUST_PLAY_TAROCK": {
        "ja": "ファルバールでは台札のスートがなければタロック(切札)を出さなければなりません。"
              "ただしタロックはトリックに勝てません。",
        "en": "In Farberl a player void in the led suit must still play a tarock, "
              "though it cannot win."},
})


class FarberlFollow(FollowRule):
    """Zwanzigerrufen Farberl (seed 002): the legal cards are the shared rule's
    (a void player must still play a tarock); only the winner changes, which
    the game asks of ``trick_winner(..., trumps_win=False)``."""

    key = "farberl"
    kernel_form = "standard"

    def legality(self, hand: Sequence[Card], trick: Sequence[Card],
                 context: Any = None) -> Legality:
        base = standard_legality(hand, trick)
        if base.code == "MUST_TRUMP":
            return Legality(base.cards, "FARBERL_MUST_PLAY_TAROCK", FARBERL_REF, base.params)
        return base


FARBERL = FarberlFollow()

FARBERL_RULES = TrickHooks(FARBERL, trumps_win=False, ref=REF_FARBERL)
"""A Farberl's trick rules: tarocks must still be played by a void player, but win
only when led."""
PLAIN_RULES = TrickHooks(ref=REF_PLAY)
"""The shared trick rules of every other contract."""


def deal_rules(state: Any) -> TrickHooks:
    """The trick rules of a Zwanzigerrufen deal (by its contract)."""
    return FARBERL_RULES if state.speech.contract == FARBERL_CONTRACT else PLAIN_RULES


FOLLOW: FollowRule = STANDARD
"""The follow rule of an ordinary Zwanzigerrufen deal (the ``GameSpec``'s
``follow_rule``); Farberl plays under :data:`FARBERL`."""
