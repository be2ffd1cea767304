"""The deal (規則集 §3.1): every hand in bidding order, the dealer last (with four at the
table the dealer sits out and holds no cards), and the talon face down.

>>> from tarock_tutor import games
>>> parts = deal_figures(games.new_deal("dreierles3", seed=8))
>>> len(parts), parts[-1].count('data-card="back"')
(4, 6)
"""

from __future__ import annotations

from tarock_tutor.games.dreierles import DreierlesState
from tarock_tutor.render.svg import hand_svg, talon_svg

from ..panels import Figures
from .names import bidder_name, dreierles_deal

__all__ = ["deal_figures", "show_deal"]


@dreierles_deal
def deal_figures(state: DreierlesState) -> list[str]:
    """Every hand in bidding order (the dealer last; with four, the dealer holds no cards),
    then the talon face down."""
    order = [*state.active] + ([state.dealer] if state.table == 4 else [])
    out = []
    for seat in order:
        cards = state.dealt[seat]
        if cards:
            trumps = sum(c.is_trump for c in cards)
            out.append(hand_svg(cards, pack=state.pack, width=34, per_row=16,
                                label=f"{bidder_name(state, seat)}の手札(切札 {trumps}枚)"))
        else:
            out.append(f"<p>{bidder_name(state, seat)}:カードは配られません。</p>")
    out.append(talon_svg(state.talon, pack=state.pack, face_up=False, width=34,
                         label="タロン(6枚、伏せたまま、上から順)"))
    return out


@dreierles_deal
def show_deal(state: DreierlesState) -> Figures:
    return Figures(deal_figures(state))

