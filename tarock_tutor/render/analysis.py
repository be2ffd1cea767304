"""A deal analysis as HTML: each analysed trick drawn, each card's verdict beside it."""

from __future__ import annotations

from html import escape
from itertools import groupby

from tarock_tutor.analysis import Analysis, CardVerdict
from tarock_tutor.render.svg import trick_svg

_COLOUR = {"": "#1b5e20", "小さな損": "#8d6e00", "損": "#e65100", "大きな損": "#b71c1c"}


def analysis_html(a: Analysis, *, title: str = "") -> str:
    """The analysis as an HTML fragment: the double-dummy caveat, every trick from the
    first analysed one as a picture with each card's values, and the first decisive
    mistake."""
    from tarock_tutor.core.variants import get_variant

    pack = get_variant(a.variant).pack
    names = {s: a.seat_ja(s) for s in range(a.seats)}
    d = a.decisive
    parts = ['<div class="tt-analysis" style="max-width:100%;overflow-x:auto">',
             f"<h4>{escape(title or a.game_ja)}: {a.from_trick}〜{a.tricks}番目のトリック"
             "の分析</h4>",
             "<p><small>判定は全員の手札を見たうえでの最善(ダブルダミー)です。実際の卓では"
             f"見えないカードがあるので、最善でない一手が悪手とは限りません。{escape(a.whose_ja)}"
             "</small></p>"]
    parts += [f"<p><small>{escape(n)}</small></p>" for n in a.notes]
    for trick, group in groupby(a.cards, key=lambda c: c.trick):
        cards = list(group)
        parts.append(f"<div style='margin:.6em 0'><b>{trick}番目のトリック</b><br>"
                     + trick_svg([(c.seat, c.card) for c in cards], pack=pack,
                                 seat_names=names)
                     + "<ul style='margin:.2em 0'>"
                     + "".join(_item(a, c, c is d) for c in cards) + "</ul></div>")
    parts.append("<p><b>勝負を分けた最初の誤り:</b> " + (
        escape(f"{d.trick}番目のトリックの{a.seat_ja(d.seat)}の{a.card_ja(d.card)}"
               f"({a.loss_ja(d)}を失った{'、勝敗が入れ替わった' if d.turned else ''})")
        if d is not None else "なし") + "</p></div>")
    return "".join(parts)


def _item(a: Analysis, c: CardVerdict, decisive: bool) -> str:
    colour = _COLOUR[c.mark]
    star = " ★" if decisive else ""
    return (f'<li style="color:{colour}">{escape(a.verdict_ja(c))}{star}</li>')
