"""One whole deal told in pictures (the annotated example page): the hands as dealt,
every statement of the auction, every trick with the running points of both sides.

>>> deal = played_deal(7)
>>> deal.is_terminal, sum(deal.card_points())
(True, 88)
"""

from __future__ import annotations

from html import escape

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.games.zwanziger import ZwanzigerState
from tarock_tutor.render.svg import hand_svg, trick_svg

from ..common import seat_of, seat_roles, table_html
from ..panels import Figures, figures
from .deal import new_deal
from .names import B15_HANDS, GAME, PACK, cards, say, zwanziger_deal

__all__ = ["b15_hands", "dealt_figures", "played_deal", "speech_table", "trick_figures"]


def b15_hands() -> Figures:
    """The four hands of spec example B-15 (the exercises' deal), each its own figure."""
    return figures(*(hand_svg(cards(h), pack=PACK, width=30, per_row=10, label=f"席{s + 1}の手札")
                     for s, h in enumerate(B15_HANDS)))


def played_deal(seed: int, policy_seed: int = 0) -> ZwanzigerState:
    """A seeded deal played to its end by the engine's fixed policy."""
    done = games.playout(new_deal(seed), seed=policy_seed, policy=games.GAMES[GAME].policy)
    if not isinstance(done, ZwanzigerState):
        raise TarockError(f"{GAME} gave no Zwanzigerrufen deal")
    return done


@zwanziger_deal
def dealt_figures(deal: ZwanzigerState) -> list[str]:
    """The four hands as dealt, each headed by its seat and roles."""
    return [hand_svg(deal.dealt_hands[s], pack=PACK, width=32, per_row=10,
                     label=f"{seat_of(deal, s, seat_roles(deal, s))}の手札") for s in range(4)]


@zwanziger_deal
def speech_table(deal: ZwanzigerState) -> str:
    """Every statement of the auction, turn by turn."""
    return table_html(["手番", "席", "発言"],
                      [[str(t), escape(seat_of(deal, s)), escape(say(what, s))]
                       for t, s, what in deal.speech.said])


@zwanziger_deal
def trick_figures(deal: ZwanzigerState) -> list[str]:
    """Every trick (its points and who took it), then the running totals of both sides."""
    if deal.trickplay is None:
        raise TarockError("the deal has no tricks yet (規則集 §2.9)",
                          code="WIDGET_WRONG_MOMENT")
    names = {s: seat_of(deal, s) for s in range(4)}
    running = {True: 0, False: 0}
    side = set(deal.declarer_side)
    out, rows = [], []
    for i, t in enumerate(deal.trickplay.tricks, 1):
        if t.winner is None:
            continue
        pts = sum(PACK.value[x] for x in t.cards)
        running[t.winner in side] += pts
        out.append(trick_svg(t.plays, pack=PACK, winner=t.winner, seat_names=names,
                             label=f"第{i}トリック({pts}点、{names[t.winner]}が取る)"))
        rows.append([str(i), escape(names[t.winner]), str(pts), str(running[True]),
                     str(running[False])])
    return [*out, table_html(["トリック", "取った席", "点数", "デクレアラー側の累計",
                              "ディフェンダー側の累計"], rows)]
