"""Interactive pieces of the book.  ipywidgets is imported inside the functions only,
so ``import tarock_tutor.widgets`` works without it (and every widget has a static twin).

Generic modules (they name no game; a game's facts come from its registered spec):

* :mod:`.common` — what every page shares: Japanese names from the game's labels, the
  verdict box, colours, the error box, card rows, ``shown``/``twin``/``Twinned``;
* :mod:`.trainer` — the one trainer every game's auction, talon, exchange and play panels
  use, with its button rows (``button_row``, ``choice_row``);
* :mod:`.panels` — small pieces the game pages share beside the trainer;
* :mod:`.auction` — one auction piece (scripted bids, a judged bid, the table, the panel);
* :mod:`.follow` and :mod:`.follow_seeds` — the follow checker over the registry;
* :mod:`.play` — 「コンピューターと対戦」, the reader against the computer players;
* :mod:`.analysis` — a finished deal judged card by card with all hands open;
* :mod:`.dispute` — the dispute checker (a record in, the verdict and sheet out);
* :mod:`.odds` — where a card lies, how a suit splits;
* :mod:`.scorepad` — the score pad panel;
* :mod:`.cards` — whole packs and counted piles for the cards page.

Each game's own figures and panels live in one subpackage per game, the same shape
for each (``names.py`` its Japanese names, then one module per page or phase)."""

from __future__ import annotations

from tarock_tutor.widgets.follow import (
    GAMES,
    follow_check,
    follow_checker,
    follow_figure,
    show_follow,
)

__all__ = ["GAMES", "follow_check", "follow_checker", "follow_figure", "show_follow"]
