"""Neunzehnerrufen's trick rules (seed 001; spec neunzehner-zwanziger-sicilian.md
§1.10, restored), bundled per deal by :func:`deal_rules` (the ``GameSpec``'s
``trick_rules``): the shared follow rule and the shared winner, and a hook that makes
the called partner known when the called card falls.  Dummies are played by their
controllers (the play phase passes them to ``TrickPlay``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.tricks import STANDARD, FollowRule, TrickHooks

from .parts.contracts import REF_PLAY

FOLLOW: FollowRule = STANDARD
"""The follow rule of every Neunzehnerrufen contract (the ``GameSpec``'s ``follow_rule``)."""


def reveal_partner(table: Any, called: Card) -> Callable[[int, Card], None]:
    """The partner of a Rufer becomes known to all when the called card is played."""
    def on_play(seat: int, c: Card) -> None:
        if c == called:
            table.partner_revealed = True
    return on_play


def deal_rules(table: Any) -> TrickHooks:
    """The trick rules of a Neunzehnerrufen deal."""
    called = table.called_card
    hook = reveal_partner(table, called) if called is not None and not table.partner_revealed \
        else None
    return TrickHooks(FOLLOW, on_play=hook, ref=REF_PLAY)
