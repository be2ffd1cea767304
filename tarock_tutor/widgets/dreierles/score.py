"""The Kontra calculator (規則集 §3.9–3.10): a sheet from a few inputs, the panel, the
table of game values by bid and doubling, and the knocking after the exchange.

>>> kontra_sheet(3, "ドライアー(3枚)", 50, doublings=2).totals()
(32, -16, -16)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Announce, Bid
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.games.dreierles import DreierlesState
from tarock_tutor.games.dreierles.phase_names import Phases

from ..common import action_ja, table_html
from ..panels import LivePanel, live_panel
from .names import GAME, dreierles_deal, score_game, seat_names

__all__ = ["BIDS", "PFEIFE", "after_exchange", "doubling_table", "knock_table", "kontra_calculator",
           "kontra_sheet"]

BIDS = {"ドライアー(3枚)": "dreier", "ツヴァイアー(2枚)": "zweier", "アイナー(1枚)": "einer",
        "ソロ": "solo"}
PFEIFE = {"なし": (0, False), "宣言なしで最後のトリックに勝つ(+1)": (1, False),
          "宣言なしで最後のトリックに負ける(−1)": (-1, False),
          "宣言して成功(+2)": (2, True), "宣言して失敗(−2)": (-2, True)}


def kontra_sheet(table: int, bid: str, points: int, doublings: int = 0,
                 zehn_druck: bool = False, declarer_bonuses: Sequence[str] = (),
                 defender_bonuses: Sequence[str] = (), pfeife: str = "なし") -> ScoreSheet:
    """The engine's sheet with 席1 declaring; bonuses of 席2 are the defenders'.
    ``bid`` and ``pfeife`` are the panel's Japanese labels (:data:`BIDS`, :data:`PFEIFE`)."""
    if bid not in BIDS:
        raise TarockError(f"unknown bid {bid!r}; bids: {', '.join(BIDS)} (規則集 §3.3)",
                          code="UNKNOWN_CONTRACT",
                          params={"value": str(bid)[:30], "contracts": "、".join(BIDS)})
    if pfeife not in PFEIFE:
        raise TarockError(f"unknown Pfeife outcome {pfeife!r} (規則集 §3.10)",
                          code="BAD_OPTION_VALUE",
                          params={"option": "プファイフェ", "value": str(pfeife)[:30],
                                  "values": "、".join(PFEIFE)})
    bonuses = [(0, "zehn_druck")] if zehn_druck else []
    bonuses += [(0, b) for b in declarer_bonuses] + [(1, b) for b in defender_bonuses]
    value, announced = PFEIFE[pfeife]
    return score_game(table=table, declarer=0, contract=BIDS[bid], points=points,
                      doublings=doublings, bonuses=bonuses, pfeife=value,
                      pfeife_announced=announced, dealer=table - 1)


def kontra_calculator() -> LivePanel:
    """Every input of :func:`kontra_sheet` as a control; the sheet below."""
    import ipywidgets as w

    controls: dict[str, Any] = dict(
        table=w.Dropdown(options=[("3人", 3), ("4人(席4が休み)", 4)], value=3,
                         description="人数"),
        bid=w.Dropdown(options=list(BIDS), value="ドライアー(3枚)", description="ビッド"),
        points=w.IntSlider(value=41, min=0, max=69, description="カード点"),
        doublings=w.IntSlider(value=0, min=0, max=6, description="コントラとレ"),
        zehn_druck=w.Checkbox(value=False, description="席1が切札10枚以上を宣言"),
        declarer_bonuses=w.SelectMultiple(options=[("ドロル", "droll"),
                                                   ("キング4枚", "koenigsrolle")],
                                          description="席1の手役"),
        defender_bonuses=w.SelectMultiple(options=[("ドロル", "droll"),
                                                   ("キング4枚", "koenigsrolle"),
                                                   ("切札10枚以上", "zehn_druck")],
                                          description="席2の手役"),
        pfeife=w.Dropdown(options=list(PFEIFE), value="なし", description="プファイフェ"),
    )
    return live_panel(list(controls.values()), lambda: kontra_sheet(
        **{k: c.value for k, c in controls.items()})._repr_html_())


def doubling_table(points: int = 41) -> str:
    """What a defender pays by bid, with no doubling, Kontra, and Kontra and Re."""
    rows = [[label] + [f"{-kontra_sheet(3, label, points, doublings=d).items[0].amounts[1]:+d}"
                       for d in range(3)] for label in BIDS]
    return table_html(["ビッド", "なし", "コントラ", "コントラとレ"], rows)


@dreierles_deal
def knock_table(state: DreierlesState, calls: Sequence[str]) -> str:
    """Says ``calls`` (fertig, kontra, re …) in turn (applied): who, what the engine
    allowed, what was said."""
    rows = []
    names = seat_names(state)
    for what in calls:
        seat = state.to_move
        chosen = [a for a in state.legal_actions() if isinstance(a, Announce) and a.what == what]
        if seat is None or not chosen:
            raise TarockError(f"{what!r} may not be said now (規則集 §3.6)",
                              code="WIDGET_CALL_NOT_NOW", params={"value": str(what)[:30]})
        options = "、".join(action_ja(a, GAME) for a in state.legal_actions())
        state.apply(chosen[0])
        rows.append([names[seat], options, action_ja(chosen[0], GAME)])
    return table_html(["席", "選べたもの", "選んだもの"], rows)


def after_exchange(bids: Sequence[str], seed: int = 8) -> DreierlesState:
    """A three-player deal with ``bids`` said and the first allowed cards discarded."""
    state = games.new_deal("dreierles3", seed=seed)
    if not isinstance(state, DreierlesState):
        raise TarockError("dreierles3 gave no Dreierles deal")
    for b in bids:
        seat = state.to_move
        if seat is None or state.phase is not Phases.AUCTION:
            raise TarockError(f"bid {b!r} comes after the auction ended (規則集 §3.3)",
                              code="BID_AFTER_AUCTION", params={"value": str(b)[:30]})
        state.apply(Bid(seat, b))
    while state.phase is Phases.EXCHANGE:
        state.apply(state.legal_actions()[0])
    return state
