"""The Sicilian pack of 63 cards (spec neunzehner-zwanziger-sicilian.md §3.2–3.3):
the cards by kind, the counting cards, the substitutes from a 78-card tarot pack,
and a card viewer.

>>> [len(cards) for _, cards in pack_groups()]
[21, 1, 41]
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.games.sicilian import count_sicilian, tarot78_name
from tarock_tutor.games.sicilian.scoring import LAST_TRICK
from tarock_tutor.render.html import pack_table_html
from tarock_tutor.render.svg import card_svg, hand_svg

from ..common import Twinned, figure_panel, shown, table_html
from .names import PACK

__all__ = ["card_info", "card_viewer", "count_steps", "counting_figure", "pack_figure",
           "pack_groups", "show_counting", "show_pack", "show_tarot78", "tarot78_figure"]


def pack_groups() -> list[tuple[str, list[Card]]]:
    """The pack in three groups, each with its caption."""
    def of(kinds: tuple[Suit, ...], inside: bool) -> list[Card]:
        return [c for c in PACK.cards if (c.suit in kinds) is inside]
    return [("切札21枚(20 ジョーヴェが最強、ミゼリアが最弱)", of((Suit.TRUMP,), True)),
            ("逃亡者", of((Suit.FOOL,), True)),
            ("スートのカード41枚(剣・棒・杯は10枚ずつ、貨は4を加えて11枚)",
             of((Suit.TRUMP, Suit.FOOL), False))]


def pack_figure() -> str:
    """The 63 cards: trumps, the Fugitive, the suit cards."""
    return "".join(hand_svg(cards, pack=PACK, per_row=11, width=40, label=label)
                   for label, cards in pack_groups())


def counting_figure() -> str:
    """The 23 cards that count, with their values, and the pack's table of names."""
    counting = [c for c in PACK.cards if PACK.value[c] > 0]
    return (hand_svg(counting, pack=PACK, per_row=12, width=40, show_value=True,
                     label=f"点数のある{len(counting)}枚") + pack_table_html(PACK))


def count_steps(pile: Sequence[Card], pack: Pack, counted: int) -> str:
    """The Sicilian count of ``pile`` as the formula the engine uses (spec §3.3): points,
    less one per counting card, plus one per three cards (rounded up from two), and the
    whole pack's total with the last trick's five.

    >>> from tarock_tutor.widgets.cards import count_steps as steps_of
    >>> from tarock_tutor.games.sicilian import count_sicilian
    >>> print(steps_of(PACK.cards, PACK, count_sicilian, steps=count_steps))
    63枚、合計 106 − 23 + 21 = 104
    パック全体: 104 + 最後のトリック 5 = 109
    """
    counters = sum(1 for c in pile if pack.value[c] > 0)
    whole = count_sicilian(pack.cards, pack)
    return (f"{len(pile)}枚、合計 {sum(pack.value[c] for c in pile)} − {counters} + "
            f"{(len(pile) + 1) // 3} = {counted}\n"
            f"パック全体: {whole} + 最後のトリック {LAST_TRICK} = {whole + LAST_TRICK}")


def tarot78_figure() -> str:
    """Which card of a 78-card tarot pack stands for the 20, the 1, the Fugitive and
    the coins (the cards whose substitute is not obvious)."""
    rows = [(f"<code>{c.code}</code>", escape(PACK.name(c)), escape(tarot78_name(c)))
            for c in PACK.sorted(PACK.cards)
            if (c.suit in (Suit.TRUMP, Suit.FOOL) and c.rank in (20, 1, 0))
            or c.suit is Suit.DIAMONDS]
    return table_html(("表記", "シチリアのパック", "78枚のタロットで使うカード"), rows)


def card_info(c: Card) -> str:
    """One card large, with its names, value and 78-card substitute."""
    return (f"<div style='display:flex;gap:12px;align-items:center'>{card_svg(c, pack=PACK)}"
            f"<div><b>{escape(PACK.name(c))}</b>({escape(PACK.names[c].local)})<br>"
            f"点数: {PACK.value[c]}<br>78枚のタロットでは: {escape(tarot78_name(c))}</div></div>")


show_pack = shown(pack_figure)
show_counting = shown(counting_figure)
show_tarot78 = shown(tarot78_figure)


def card_viewer() -> Twinned:
    """A dropdown of the 63 cards; the chosen card is shown large with its names."""
    import ipywidgets as w

    pick = w.Dropdown(options=[(PACK.name(c), i) for i, c in enumerate(PACK.cards)],
                      description="カード")
    return Twinned(card_info(PACK.cards[0]),
                   figure_panel([pick], lambda: card_info(PACK.cards[int(pick.value)])))
