"""Computer players for every game and form (pure Python on the core).

:class:`~tarock_tutor.bots.player.Bot` is the player (a ``Policy``), with the levels
初級 / 中級 / 上級; :mod:`tarock_tutor.bots.sampling` deals the cards a seat cannot
see, consistently with what it has seen.
"""

from __future__ import annotations

from .player import DEFAULT_LEVEL, LEVELS, Bot, BotError, Decision, Level, PlayoutStyle, get_level

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Bot", "BotError", "Decision", "Level", "PlayoutStyle",
           "get_level"]
