"""One whole deal in pictures and tables (the annotated example page): the hands, the
auction, the exchange, the announcements, the tricks and the two piles.

>>> done = example_deal(176)
>>> done.is_terminal, done.contract
(True, 'zweier')
"""

from __future__ import annotations

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Announce, Bid
from tarock_tutor.games.dreierles import DreierlesState
from tarock_tutor.render.svg import hand_svg, talon_svg, trick_svg

from ..common import action_ja, card_ja, table_html
from .names import GAME, dreierles_deal, seat_names

__all__ = ["announce_table", "bids_table", "dealt_figures", "example_deal",
           "exchange_figures", "piles_table", "tricks_figures"]


def example_deal(seed: int) -> DreierlesState:
    """A three-player deal played to its end by the engine's fixed policy."""
    start = games.new_deal("dreierles3", seed=seed)
    done = games.playout(start, policy=games.game_of(start.variant).policy)
    if not isinstance(done, DreierlesState):
        raise TarockError("dreierles3 gave no Dreierles deal")
    return done


@dreierles_deal
def dealt_figures(done: DreierlesState) -> list[str]:
    """The hands as dealt, from the dealer's right, and the talon face down."""
    names = seat_names(done)
    out = [hand_svg(done.dealt[s], pack=done.pack, width=34, per_row=16,
                    label=f"{names[s]}の手札(切札 {sum(c.is_trump for c in done.dealt[s])}枚)")
           for s in done.active]
    return [*out, talon_svg(done.talon, pack=done.pack, face_up=False, width=34,
                            label="タロン(伏せたまま)")]


@dreierles_deal
def bids_table(done: DreierlesState) -> str:
    """The auction replayed: who, the bids allowed then, the bid said."""
    names = seat_names(done)
    replay = type(done)(done.setup)
    rows = []
    for a in done.history:
        if not isinstance(a, Bid):
            break
        rows.append([names[a.seat], "、".join(action_ja(x, GAME) for x in replay.legal_actions()),
                     action_ja(a, GAME)])
        replay.apply(a)
    return table_html(["席", "選べたビッド", "言ったビッド"], rows)


@dreierles_deal
def exchange_figures(done: DreierlesState) -> list[str]:
    """The cards turned up, the declarer's discards and the rest of the talon."""
    decl = seat_names(done)[done.declarer if done.declarer is not None else 0]
    n = len(done.taken)
    return [hand_svg(done.taken, pack=done.pack, sort=False, width=38,
                     label=f"タロンの上の{n}枚(全員に見せる)"),
            hand_svg(done.discards, pack=done.pack, sort=False, width=38,
                     label=f"{decl}の捨て札(伏せる。{decl}の点)"),
            hand_svg(done.talon[n:], pack=done.pack, sort=False, width=38,
                     label=f"タロンの残り{len(done.talon) - n}枚"
                           "(ディフェンダーが見る。ディフェンダーの点)")]


@dreierles_deal
def announce_table(done: DreierlesState) -> str:
    names = seat_names(done)
    return table_html(["席", "宣言"], [[names[a.seat], action_ja(a, GAME)]
                                     for a in done.history if isinstance(a, Announce)])


@dreierles_deal
def tricks_figures(done: DreierlesState) -> list[str]:
    """Every trick in a table (the winner in bold), then the last trick's picture."""
    if done.trickplay is None or not done.trickplay.tricks:
        raise TarockError("the deal has no tricks yet (規則集 §3.7)",
                          code="WIDGET_WRONG_MOMENT")
    names = seat_names(done)
    rows = [[str(i), *(f"{names[s]} {card_ja(c, done.pack)}" for s, c in t.plays),
             f"<b>{names[t.winner] if t.winner is not None else ''}</b>"]
            for i, t in enumerate(done.trickplay.tricks, 1)]
    last = done.trickplay.tricks[-1]
    return [table_html(["トリック", "リード", "2番目", "3番目", "勝ち"], rows),
            trick_svg(last.plays, pack=done.pack, winner=last.winner, seat_names=names,
                      label="最後のトリック")]


@dreierles_deal
def piles_table(done: DreierlesState) -> str:
    """Both piles: cards, the sum of the card values (blanks count 1), card points."""
    r = done.result()
    names = seat_names(done)
    decl = done.declarer if done.declarer is not None else 0
    defenders = "・".join(names[s] for s in sorted(done.active) if s != decl)
    value = done.pack.value
    rows = [[f"デクレアラー({names[decl]})", str(len(r.declarer_pile)),
             str(sum(value[c] for c in r.declarer_pile)), str(r.declarer_points)],
            [f"ディフェンダー({defenders})", str(len(r.defender_pile)),
             str(sum(value[c] for c in r.defender_pile)), str(r.defender_points)]]
    return table_html(["山", "枚数", "値の合計(素札は1)", "カードの点数"], rows)
