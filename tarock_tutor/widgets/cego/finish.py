"""The end of a Cego deal as the book shows it: the count of the declarer's pile step by
step, and the score with its columns in speaking order.

Both the annotated example deals (:mod:`.example`) and the live trainer (:mod:`.play`)
show them; this module imports neither, so the two do not import each other."""

from __future__ import annotations

from dataclasses import replace
from html import escape

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Phase
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.games.cego import CegoState
from tarock_tutor.render.svg import hand_svg

from ..common import box
from .names import cards_ja, short
from .score import score_figure

__all__ = ["counting_part", "score_part"]


def counting_part(g: CegoState) -> str:
    """The count of the declarer's pile (tricks + set-aside cards), step by step."""
    if g.phase is not Phase.FINISHED or g.declarer is None or g.contract is None:
        raise TarockError("the deal is not finished; nothing to count yet",
                          code="WIDGET_WRONG_MOMENT")
    if g.contract in ("piccolo", "bettel", "raeuber"):
        return box("このコントラクトは点数を数えません(ロイバーは各自が数えます)。", ok=None)
    pack = g.pack
    d = g.declarer
    pile = g.declarer_pile()
    took = g.tricks_won[d] > 0
    f = sum(pack.value[c] for c in pile)
    n = len(pile)
    groups, left = divmod(n, 3)
    pts, other = g.card_points()
    valued = [c for c in pile if pack.value[c] > 1]
    extra = "タロン" if g.contract == "solo" else "捨て札"
    parts = [hand_svg(pile, pack=pack, width=28, per_row=14, show_value=True,
                      label=f"デクレアラーの取り札 {n}枚(取ったトリック+{extra})")]
    if not took:
        parts.append(box("デクレアラーは1トリックも取れなかったので、点数は0です。", ok=False))
    else:
        lines = [f"点数のある札 {len(valued)}枚: {escape(cards_ja(valued))}"
                 f"(合計 {f - (n - len(valued))})、素札 {n - len(valued)}枚",
                 f"F(素札を1点として) = {f}; {n}枚 = 3枚組 {groups}組"
                 + (f" + 余り{left}枚" if left else ""),
                 f"{f} − 2 × {groups}" + (" − 1" if left else "")
                 + (" + 1(3人ゲームの1点)" if g.players == 3 else "") + f" = <b>{pts}点</b>",
                 f"ディフェンダー側は {other}点({pts} + {other} = {pts + other})"]
        parts.append(box("<br>".join(lines), ok=pts >= 36))
    return "<div>" + "".join(f"<div>{p}</div>" for p in parts) + "</div>"


def score_part(g: CegoState) -> str:
    """The deal's score: the computation, the traditional entries and the net sheet,
    with the columns in speaking order (A, B, C …) rather than by seat number."""
    r = g.result_score()
    order = [(g.dealer + 1 + k) % g.players for k in range(g.players)]
    letters = tuple(short(g, s) for s in order)
    sheet = ScoreSheet(letters, [replace(i, amounts=tuple(i.amounts[s] for s in order))
                                 for i in r.sheet.items], title=r.sheet.title)
    moved = replace(r, entries=tuple(r.entries[s] for s in order), sheet=sheet,
                    declarer=None if r.declarer is None else order.index(r.declarer),
                    points=None if r.points is None else tuple(r.points[s] for s in order))
    return score_figure(moved, names=letters)
