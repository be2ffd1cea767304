"""The deal, the Trull and the eldest's call (規則集 §2.3–2.5).

>>> seeds = trull_seeds(40)
>>> all(len(TRULL & set(new_deal(s).hand(new_deal(s).trull_holder or 0))) == 3 for s in seeds)
True
"""

from __future__ import annotations

from collections import Counter
from html import escape

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.games.zwanziger import ZwanzigerState
from tarock_tutor.render.svg import hand_svg

from ..common import card_ja, seat_of, seat_roles, table_html
from ..panels import LivePanel, seed_panel
from .names import GAME, PACK, TRULL, short_ja

__all__ = [
    "WHERE",
    "call_counts_table",
    "deal_html",
    "direction_table",
    "new_deal",
    "trull_panel",
    "trull_seeds",
]

WHERE = {"left": "ディーラーの左隣", "right": "ディーラーの右隣", "opposite": "ディーラーの向かい",
         "dealer": "ディーラー"}


def new_deal(seed: int, **options: object) -> ZwanzigerState:
    g = games.new_deal(GAME, seed=seed, **options)  # type: ignore[arg-type]
    if not isinstance(g, ZwanzigerState):
        raise TarockError(f"{GAME} gave no Zwanzigerrufen deal")
    return g


def deal_html(seed: int) -> str:
    """The four hands of a seeded deal, the Trull cards framed, and the facts the engine
    derives from them (the Trull holder, the eldest's call)."""
    g = new_deal(seed)
    pics, rows = [], []
    for s in range(4):
        hand = g.hand(s)
        name = seat_of(g, s, seat_roles(g, s))
        trull = [c for c in hand if c in TRULL]
        pics.append(hand_svg(hand, pack=PACK, width=32, per_row=10, highlight=trull,
                             label=f"{name}の手札"))
        rows.append([
            escape(name),
            str(sum(1 for c in hand if c.is_trump)),
            str(sum(PACK.value[c] for c in hand)),
            escape(short_ja(trull)) or "なし",
            "宣言する(+3)" if g.trull_holder == s else "―",
            escape(card_ja(g.call_for(s), PACK)) if s == g.eldest else "―",
        ])
    table = table_html(["席", "切札の枚数", "手札の点数", "トルルの札", "トルル",
                        "ルーファーで指名する切札"], rows)
    return "".join(f"<div>{p}</div>" for p in pics) + table


def trull_panel(seed: int = 1) -> LivePanel:
    """A seed box above :func:`deal_html`."""
    return seed_panel(deal_html, seed)


def trull_seeds(n: int) -> list[int]:
    """The seeds among 0 … n−1 whose deal puts all three Trull cards in one hand."""
    return [s for s in range(n) if new_deal(s).trull_holder is not None]


def call_counts_table(n: int) -> str:
    """How often the eldest (席1) calls each trump over seeds 0 … n−1, the highest first."""
    calls = Counter(new_deal(s).call_for(0) for s in range(n))
    rows = [[escape(card_ja(c, PACK)), str(k)]
            for c, k in sorted(calls.items(), key=lambda kv: -kv[0].rank)]
    return table_html(["指名した切札", f"回数({n}回中)"], rows)


def direction_table(seed: int = 1) -> str:
    """Where each seat sits from the dealer, dealing clockwise and anticlockwise."""
    cw, acw = new_deal(seed), new_deal(seed, direction="anticlockwise")
    rows = [[escape(seat_of(cw, s, seat_roles(cw, s))), WHERE[cw.table_side(s)],
             WHERE[acw.table_side(s)]] for s in range(4)]
    return table_html(["席", "時計回り(本書の既定)", "反時計回り"], rows)
