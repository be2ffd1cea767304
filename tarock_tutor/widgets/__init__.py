"""Interactive pieces of the book.  ipywidgets is imported inside the functions only,
so ``import tarock_tutor.widgets`` works without it (and every widget has a static twin)."""

from __future__ import annotations

from tarock_tutor.widgets.follow import (
    GAMES,
    follow_check,
    follow_checker,
    follow_figure,
    show_follow,
)

__all__ = ["GAMES", "follow_check", "follow_checker", "follow_figure", "show_follow"]
