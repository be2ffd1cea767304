"""Zwanzigerrufen's trick rules for Farberl (seed 002): the follow rule is the shared
one under its own reason code; the winner changes (trumps lose their power), which
the play phase asks of ``TrickPlay(trumps_win=False)``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.tricks import STANDARD, FollowRule, Legality, standard_legality

__all__ = ["FARBERL", "FarberlFollow"]

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

FOLLOW: FollowRule = STANDARD
"""The follow rule of an ordinary Zwanzigerrufen deal (the ``GameSpec``'s
``follow_rule``); Farberl plays under :data:`FARBERL`."""
