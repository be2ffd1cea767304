"""Interactive pieces of the book.  ipywidgets is imported inside the functions only,
so ``import tarock_tutor.widgets`` works without it (and every widget has a static twin).

:mod:`.common` holds what every page shares (verdict box, names from the game's labels,
seats, card rows); :mod:`.trainer` is the one trainer every game's auction, talon,
exchange and play panels use; :mod:`.follow` is the follow checker over the registry;
:mod:`.cego` and :mod:`.neunzehner` keep only their games' own figures."""

from __future__ import annotations

from tarock_tutor.widgets.follow import (
    GAMES,
    follow_check,
    follow_checker,
    follow_figure,
    show_follow,
)

__all__ = ["GAMES", "follow_check", "follow_checker", "follow_figure", "show_follow"]
