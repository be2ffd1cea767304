"""Neunzehnerrufen's trick rules (seed 001; spec neunzehner-zwanziger-sicilian.md
§1.10, restored): the shared follow rule and the shared winner; dummies are played
by their controllers (the play phase passes them to ``TrickPlay``)."""

from __future__ import annotations

from tarock_tutor.core.tricks import STANDARD, FollowRule

FOLLOW: FollowRule = STANDARD
"""The follow rule of every Neunzehnerrufen contract (the ``GameSpec``'s ``follow_rule``)."""
