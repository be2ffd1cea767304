"""Widgets and static figures of the Neunzehnerrufen notebooks (book/neunzehner/*.ipynb).

Each interactive panel has static twins: plain functions returning HTML (SVG cards
and tables) that need no ipywidgets, so every widget cell also leaves a picture that
teaches in the static book.  ipywidgets is imported inside the panel functions only.

Modules: :mod:`.auction` (auction trainer), :mod:`.talon` (staged looks, Rufer draw),
:mod:`.hands` (partner call, declarations), :mod:`.score` (score calculator) and
:mod:`.deal` (a whole deal in pictures); the trainers are the generic
:mod:`tarock_tutor.widgets.trainer`, and the example player is the engine's
(:mod:`tarock_tutor.games.neunzehner.policy`).
"""

from __future__ import annotations

from tarock_tutor.games.neunzehner.policy import choose_action, known_ally, play_deal

from ..common import StaticFigure, show, twin, verdict_box
from .auction import (
    AuctionStep,
    auction_figure,
    auction_table_html,
    auction_trainer,
    play_auction,
    show_auction,
    try_bid,
)
from .deal import (
    auction_html,
    call_html,
    deal_hands_html,
    deal_stepper,
    declarations_html,
    exchange_html,
    score_html,
    state_at_trick,
    stepper_figure,
    trick_html,
    trick_note,
)
from .hands import (
    BEST_DECLARATION_TABLE,
    best_table_figure,
    call_figure,
    call_from_deal_figure,
    call_ladder,
    declaration_checker,
    declaration_figure,
    declaration_rows,
    partner_call_helper,
    play_trainer,
    show_best_table,
    show_call,
    show_declarations,
)
from .names import cards_row_html, ja, seat_label
from .score import (
    formula_html,
    parse_declarations,
    refusals_figure,
    score_calculator,
    score_calculator_with_twin,
    score_figure,
    score_sheet_for,
    show_refusals,
    show_score,
)
from .talon import (
    STAGED,
    TalonStage,
    multiplier_table_html,
    rufer_draw,
    rufer_draw_figure,
    show_talon,
    staged_looks,
    stakes_svg,
    talon_figure,
    talon_trainer,
)

__all__ = [
    "BEST_DECLARATION_TABLE", "STAGED", "AuctionStep", "StaticFigure", "TalonStage",
    "auction_figure", "auction_html", "auction_table_html", "auction_trainer", "best_table_figure",
    "call_figure", "call_from_deal_figure", "call_html", "call_ladder", "cards_row_html",
    "choose_action", "deal_hands_html", "deal_stepper", "declaration_checker",
    "declaration_figure", "declaration_rows", "declarations_html", "exchange_html", "formula_html",
    "ja", "known_ally", "multiplier_table_html", "parse_declarations", "partner_call_helper",
    "play_auction", "play_deal", "play_trainer", "refusals_figure", "rufer_draw",
    "rufer_draw_figure", "score_calculator", "score_calculator_with_twin", "score_figure",
    "score_html", "score_sheet_for", "seat_label", "show", "show_auction", "show_best_table",
    "show_call", "show_declarations", "show_refusals", "show_score", "show_talon", "staged_looks",
    "stakes_svg", "state_at_trick", "stepper_figure", "talon_figure", "talon_trainer",
    "trick_html", "trick_note", "try_bid", "twin", "verdict_box"
]
