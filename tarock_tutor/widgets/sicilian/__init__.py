"""Widgets and static figures of the Sicilian Tarocchi notebooks (book/sicilian/*.ipynb).

Every panel has a static twin (plain functions returning HTML), so each page teaches
without a kernel; ipywidgets is imported inside the panel functions only.

* :mod:`.pack` — the 63 cards, the counting cards, the 78-card substitutes (§3.2–3.3);
* :mod:`.bargain` — the bargaining trainer and scripted bargains (§3.4);
* :mod:`.hands` — the hand's count, "20"/"15" and the partner call (§3.5–3.7);
* :mod:`.play` — the Fugitive's follow rule and its debt (§3.8);
* :mod:`.score` — the score calculator, worked examples and a session (§3.9–3.12);
* :mod:`.example` — one complete annotated deal.
"""

from __future__ import annotations

from .bargain import bargain_trainer, bargain_walk, bargain_walk_figure, show_bargain_walk
from .example import (
    call_part,
    count_part,
    example_deal,
    hands_part,
    opening_part,
    rule_trick_part,
    tricks_part,
)
from .hands import (
    call_walk_figure,
    examples_figure,
    finder_figure,
    partner_finder,
    show_call_walk,
    show_examples,
)
from .pack import (
    card_info,
    card_viewer,
    counting_figure,
    pack_figure,
    show_counting,
    show_pack,
    show_tarot78,
    tarot78_figure,
)
from .play import (
    cases_figure,
    fugitive_checker,
    fugitive_deal,
    fugitive_figure,
    judge_figure,
    show_cases,
    show_fugitive,
)
from .score import examples_figure as score_examples_figure
from .score import (
    score_calculator,
    session_figure,
    sheet_figure,
    show_session,
    show_sheet,
)
from .score import show_examples as show_score_examples

__all__ = [
    "bargain_trainer", "bargain_walk", "bargain_walk_figure", "call_part", "call_walk_figure",
    "card_info", "card_viewer", "cases_figure", "count_part", "counting_figure",
    "example_deal", "examples_figure", "finder_figure", "fugitive_checker", "fugitive_deal",
    "fugitive_figure", "hands_part", "judge_figure", "opening_part", "pack_figure",
    "partner_finder", "rule_trick_part", "score_calculator", "score_examples_figure",
    "session_figure", "sheet_figure", "show_bargain_walk", "show_call_walk", "show_cases",
    "show_counting", "show_examples", "show_fugitive", "show_pack", "show_score_examples",
    "show_session", "show_sheet", "show_tarot78", "tarot78_figure", "tricks_part",
]
