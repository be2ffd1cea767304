"""Pictures of whole packs for the cards page (book/cards.ipynb): every card of a pack with
its value, under a caption naming the pack, its size and its total of card values.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Pack
from tarock_tutor.render.svg import hand_svg

from .common import shown

__all__ = ["pack_figure", "show_pack"]


def pack_figure(pack: Pack, title: str, **kw: Any) -> str:
    """All cards of ``pack`` with their values, 11 to a row (``kw`` goes to ``hand_svg``,
    e.g. ``numerals="roman"``)."""
    label = f"{title}:{len(pack)}枚、カードの点数の合計 {pack.total_value}"
    return hand_svg(pack.cards, pack=pack, show_value=True, label=label, per_row=11, **kw)


show_pack = shown(pack_figure)
