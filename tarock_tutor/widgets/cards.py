"""Pictures of whole packs and counted piles for the cards page (book/cards.ipynb): every
card of a pack with its value, under a caption naming the pack, its size and its total of
card values; a pile with the arithmetic of its count.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.counting import Counter, count_austrian, count_baden, count_plain
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.render.html import pack_table_html
from tarock_tutor.render.svg import hand_svg

from .common import StaticFigure, shown

__all__ = ["Steps", "count_steps", "pack_figure", "show_count", "show_pack", "show_pack_table"]

Steps = Callable[[Sequence[Card], Pack, int], str]
"""How a pile's count came about, in words: ``steps(pile, pack, counted)``."""


def pack_figure(pack: Pack, title: str, **kw: Any) -> str:
    """All cards of ``pack`` with their values, 11 to a row (``kw`` goes to ``hand_svg``,
    e.g. ``numerals="roman"``)."""
    label = f"{title}:{len(pack)}枚、カードの点数の合計 {pack.total_value}"
    return hand_svg(pack.cards, pack=pack, show_value=True, label=label, per_row=11, **kw)


show_pack = shown(pack_figure)
show_pack_table = shown(pack_table_html)


def _total(pile: Sequence[Card], pack: Pack) -> int:
    return sum(pack.value[c] for c in pile)


def _baden(pile: Sequence[Card], pack: Pack, counted: int) -> str:
    return f"点数の合計: {_total(pile, pack)} → 数えた点: {counted}"


def _austrian(pile: Sequence[Card], pack: Pack, counted: int) -> str:
    n = len(pile)
    return f"{n}枚、合計 {_total(pile, pack)} − 2×{n // 3} − {1 if n % 3 else 0} = {counted}"


def _plain(pile: Sequence[Card], pack: Pack, counted: int) -> str:
    return f"数えた点: {counted}  パック全体: {count_plain(pack.cards, pack)}"


_STEPS: dict[Counter, Steps] = {count_baden: _baden, count_austrian: _austrian,
                                count_plain: _plain}


def count_steps(pile: Sequence[Card], pack: Pack, counter: Counter, *,
                steps: Steps | None = None) -> str:
    """The arithmetic of counting ``pile`` with ``counter`` (one of the core's methods, or
    any method given its own ``steps``).
    """
    explain = steps if steps is not None else _STEPS.get(counter)
    if explain is None:
        raise TarockError("this counting method has no worked steps: pass steps=")
    return explain(pile, pack, counter(pile, pack))


def show_count(codes: str, pack: Pack, counter: Counter, *, expect: int,
               steps: Steps | None = None, **kw: Any) -> StaticFigure:
    """Print how the cards ``codes`` count and show them with their values (``kw`` goes to
    ``hand_svg``).  ``expect`` is the rule book's figure: a count that differs from it is
    refused, so the page never shows a number its source does not give."""
    pile = parse_cards(codes, pack)
    counted = counter(pile, pack)
    if counted != expect:
        raise TarockError(f"the cards {codes!r} count {counted}, not {expect} as the source says")
    print(count_steps(pile, pack, counter, steps=steps))
    return StaticFigure(hand_svg(pile, pack=pack, show_value=True, **kw))
