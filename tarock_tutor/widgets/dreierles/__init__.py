"""Widgets and static figures of the Dreierles notebooks (book/dreierles/*.ipynb).

Every figure is a plain function returning HTML (SVG cards and tables) that needs no
ipywidgets; the panels (the generic :mod:`tarock_tutor.widgets.trainer` with this
game's scenarios, the Kontra calculator) import ipywidgets when called and show their
static twin first.  Modules: :mod:`.deal`, :mod:`.auction`, :mod:`.exchange`,
:mod:`.play` (the Räuber), :mod:`.score` (Kontra calculator), :mod:`.example` (one
deal told whole) and :mod:`.names`.
"""

from __future__ import annotations

from ..common import show
from ..panels import explained, figures
from .auction import (
    AUCTION_SCENARIOS,
    auction_table,
    bid_trainer,
    bid_tries,
    declarer_note,
    locked_out_note,
    raeuber_queue_note,
)
from .deal import deal_figures, show_deal
from .example import (
    announce_table,
    bids_table,
    dealt_figures,
    example_deal,
    exchange_figures,
    piles_table,
    tricks_figures,
)
from .exchange import (
    EXCHANGE_SCENARIOS,
    discard_figures,
    discard_trainer,
    discard_tries,
    discards_svg,
    taken_hand_svg,
    talon_piles_table,
    talon_seen,
    talon_views,
    to_exchange,
)
from .names import (
    GAME,
    PACK,
    bidder_name,
    blanks,
    discard_choices,
    player_name,
    score_game,
    score_raeuber,
)
from .play import (
    HANDS,
    RAEUBER_SCENARIOS,
    TALON,
    hands_figures,
    legal_row,
    play_script,
    play_tries,
    raeuber,
    raeuber_points_table,
    raeuber_trainer,
    t21_case,
)
from .score import (
    BIDS,
    PFEIFE,
    after_exchange,
    doubling_table,
    knock_table,
    kontra_calculator,
    kontra_sheet,
)

__all__ = [
    "AUCTION_SCENARIOS", "BIDS", "EXCHANGE_SCENARIOS", "GAME", "HANDS", "PACK", "PFEIFE",
    "RAEUBER_SCENARIOS", "TALON", "after_exchange", "announce_table", "auction_table",
    "bid_trainer", "bid_tries", "bidder_name", "bids_table", "blanks", "deal_figures",
    "dealt_figures",
    "declarer_note", "discard_choices", "discard_figures", "discard_trainer", "discard_tries",
    "discards_svg", "doubling_table", "example_deal", "exchange_figures", "explained",
    "figures", "hands_figures", "knock_table", "kontra_calculator", "kontra_sheet",
    "legal_row", "locked_out_note", "piles_table", "play_script", "play_tries",
    "player_name", "raeuber", "raeuber_points_table", "raeuber_queue_note",
    "raeuber_trainer", "score_game", "score_raeuber", "show", "show_deal", "t21_case",
    "taken_hand_svg", "talon_piles_table", "talon_seen", "talon_views", "to_exchange",
    "tricks_figures",
]
