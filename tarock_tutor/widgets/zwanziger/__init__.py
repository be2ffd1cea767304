"""Widgets and static figures of the Zwanzigerrufen notebooks (book/zwanziger/*.ipynb).

Every figure is a plain function returning HTML (SVG cards and tables) that needs no
ipywidgets; the panels (the generic :mod:`tarock_tutor.widgets.trainer` with this
game's scenarios and pictures, the score calculator, the follow checker, the Trull
seed panel) import ipywidgets when called and show their static twin first.
Modules: :mod:`.deal` (deal and Trull), :mod:`.example` (one whole deal),
:mod:`.auction` (bids, call and doubling calls), :mod:`.follow` (the Farberl),
:mod:`.score` and :mod:`.names`.
"""

from __future__ import annotations

from ..common import card_ja, show
from ..panels import explained, figures, record_head
from .auction import (
    B15_SCRIPT,
    CALL_SCENARIOS,
    call_tries,
    calls_picture,
    calls_trainer,
    levels_note,
    open_html,
    said_html,
    script_table,
)
from .deal import (
    WHERE,
    call_counts_table,
    deal_html,
    direction_table,
    new_deal,
    trull_panel,
    trull_seeds,
)
from .example import b15_hands, dealt_figures, played_deal, speech_table, trick_figures
from .follow import (
    CASES,
    FARBERL_SCRIPT,
    case_figures,
    checker_html,
    compare_html,
    farberl_deal,
    farberl_trainer,
    follow_checker,
    play_picture,
    play_tries,
)
from .names import (
    B15_HANDS,
    CALL_JA,
    GAME,
    ITEM_JA,
    LEVEL_JA,
    PACK,
    TRULL,
    Step,
    action_of,
    after,
    cards,
    say,
    short_ja,
    words,
)
from .score import (
    BAD_INPUTS,
    EXAMPLES,
    LEVELS,
    error_box,
    examples_table,
    levels_table,
    score_calculator,
    sheet_html,
    signed,
)

__all__ = [
    "B15_HANDS", "B15_SCRIPT", "BAD_INPUTS", "CALL_JA", "CALL_SCENARIOS", "CASES", "EXAMPLES",
    "FARBERL_SCRIPT", "GAME", "ITEM_JA", "LEVELS", "LEVEL_JA", "PACK", "TRULL", "WHERE", "Step",
    "action_of", "after", "b15_hands", "call_counts_table", "call_tries", "calls_picture",
    "calls_trainer", "card_ja", "cards", "case_figures", "checker_html", "compare_html",
    "deal_html", "dealt_figures", "direction_table", "error_box", "examples_table", "explained",
    "farberl_deal", "farberl_trainer", "figures", "follow_checker", "levels_note", "levels_table",
    "new_deal", "open_html", "play_picture", "play_tries", "played_deal", "record_head",
    "said_html", "say", "score_calculator", "script_table", "sheet_html", "short_ja", "show",
    "signed", "speech_table", "trick_figures", "trull_panel", "trull_seeds", "words"
]
