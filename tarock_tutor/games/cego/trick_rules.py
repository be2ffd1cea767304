"""Cego's trick rules (spec cego-dreierles.md §1.4, §2.9): the shared follow rule
(follow suit, else trump, else anything) and the shared winner.  The game's own
hooks for exact play (the broken Pfeife, Räuber's piles) are in :mod:`.exact`."""

from __future__ import annotations

from tarock_tutor.core.tricks import STANDARD, FollowRule

FOLLOW: FollowRule = STANDARD
"""The follow rule of every Cego contract (the ``GameSpec``'s ``follow_rule``)."""
