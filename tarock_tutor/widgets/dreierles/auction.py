"""The auction (規則集 §3.2–3.3): scripted auctions as tables, who may not knock, the
Räuber's order, the bid trainer.

>>> from tarock_tutor import games
>>> s = games.new_deal("dreierles3", seed=8)
>>> "アイナー" in auction_table(s, ["dreier", "einer", "pass"]), s.contract
(True, 'einer')
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action, Bid, GameState
from tarock_tutor.games.dreierles import LADDER, DreierlesState
from tarock_tutor.games.dreierles.phase_names import Phases

from ..common import action_ja, table_html
from ..trainer import Panel, trainer
from .names import GAME, bidder_name, dreierles_deal, reading

__all__ = [
    "AUCTION_SCENARIOS",
    "auction_table",
    "bid_trainer",
    "bid_tries",
    "declarer_note",
    "locked_out_note",
    "raeuber_queue_note",
]

AUCTION_SCENARIOS = {"3人": partial(games.new_deal, "dreierles3"),
                     "4人(席4が休み)": partial(games.new_deal, "dreierles4", dealer=3)}


@dreierles_deal
def auction_table(state: DreierlesState, bids: Sequence[str]) -> str:
    """Says ``bids`` in turn on ``state`` (applied): who, the bids the engine allowed, the bid."""
    rows = []
    for b in bids:
        seat = state.to_move
        if seat is None or state.phase is not Phases.AUCTION:
            raise TarockError(f"bid {b!r} comes after the auction ended (規則集 §3.3)",
                              code="BID_AFTER_AUCTION", params={"value": str(b)[:30]})
        options = "、".join(action_ja(a, GAME) for a in state.legal_actions())
        state.apply(Bid(seat, b))
        rows.append([bidder_name(state, seat), options, action_ja(Bid(seat, b), GAME)])
    return table_html(["席", "選べたビッド", "言ったビッド"], rows)


@dreierles_deal
def declarer_note(state: DreierlesState) -> str:
    """``デクレアラー:席3、ビッド:アイナー。`` once the auction has a declarer."""
    if state.declarer is None or state.contract is None:
        raise TarockError("the auction has no declarer yet (規則集 §3.3)",
                          code="WIDGET_WRONG_MOMENT")
    return (f"<p>デクレアラー:{bidder_name(state, state.declarer)}、"
            f"ビッド:{reading(state.contract)}。</p>")


@dreierles_deal
def locked_out_note(state: DreierlesState) -> str:
    """Who passed before anybody bid and so may not knock later (§3.3)."""
    return ("<p>コントラできない人:"
            + "、".join(bidder_name(state, s) for s in sorted(state.passed_open)) + "</p>")


@dreierles_deal
def raeuber_queue_note(state: DreierlesState) -> str:
    """The order in which the Räuber asks for Kontra (from the last to pass)."""
    return "<p>コントラを尋ねる順:" + "、".join(bidder_name(state, s) for s in state.queue) + "</p>"


def bid_tries(state: GameState) -> list[Action]:
    """Every bid of the ladder for the seat to move, allowed or not."""
    seat = state.to_move
    return [Bid(seat, b) for b in LADDER] if seat is not None else []


def bid_trainer(seed: int = 8) -> Panel:
    """The bid panel: 3 or 4 at the table; the ladder's refused bids are offered too."""
    return trainer(AUCTION_SCENARIOS, seed=seed, phases={Phases.AUCTION}, tries=bid_tries)
