"""Interactive pieces of the Cego part of the book (book/cego/*.ipynb).

Every widget has a static twin: a plain function that computes the same thing
and returns HTML (or a displayable :class:`StaticFigure`), so each page teaches
without a kernel.  ipywidgets is imported inside the widget builders only.

* :mod:`.deal` — a seeded deal and the solo-hand test (spec cego-dreierles.md §2.3, §2.8);
* :mod:`.auction` — the auction trainer (§2.6–2.7);
* :mod:`.exchange` — the exchange trainer (§2.4–2.5);
* :mod:`.play` — the follow checker on a live deal (§1.4, §2.9);
* :mod:`.score` — the score calculator, session sheet and settlement (§2.10–2.14, §4.2);
* :mod:`.example` — one complete annotated deal.
"""

from __future__ import annotations

from ..common import StaticFigure
from .auction import (
    CG04_BIDS,
    CG04_HANDS,
    auction_figure,
    auction_trainer,
    bid_cases_figure,
    bid_figure,
    bid_report,
    play_auction,
    show_auction,
    show_bid,
    show_bid_cases,
    try_bid,
)
from .compare import show_variants, variants_figure
from .deal import (
    deal_figure,
    deal_report,
    deal_viewer,
    first_solo_seed,
    show_deal,
    show_solo_hand,
    show_solo_share,
    solo_hand_figure,
)
from .exchange import (
    exchange_check,
    exchange_figure,
    exchange_report,
    exchange_trainer,
    show_exchange,
)
from .play import (
    follow_case_figure,
    follow_live,
    follow_step,
    follow_tricks_figure,
    live_deal,
    show_follow_case,
    show_follow_tricks,
)
from .score import (
    WORKED_EXAMPLES,
    score_calculator,
    score_case,
    score_figure,
    session_figure,
    show_score,
    show_session,
    show_worked_examples,
    worked_deal,
    worked_examples_html,
)

__all__ = [
    "CG04_BIDS", "CG04_HANDS", "WORKED_EXAMPLES", "StaticFigure", "auction_figure",
    "auction_trainer", "bid_cases_figure", "bid_figure", "bid_report", "deal_figure",
    "deal_report", "deal_viewer", "exchange_check", "exchange_figure", "exchange_report",
    "exchange_trainer", "first_solo_seed", "follow_case_figure", "follow_live", "follow_step",
    "follow_tricks_figure", "live_deal", "play_auction", "score_calculator", "score_case",
    "score_figure", "session_figure", "show_auction", "show_bid", "show_bid_cases", "show_deal",
    "show_exchange", "show_follow_case", "show_follow_tricks", "show_score", "show_session",
    "show_solo_hand", "show_solo_share", "show_variants", "show_worked_examples",
    "solo_hand_figure", "try_bid", "variants_figure", "worked_deal", "worked_examples_html"
]
