"""Sicilian Tarocchi's trick rules (referenced from the game's ``GameSpec``): the
Fugitive's exemption from the follow rule (decision D-C9).  Its bitmask form is the
kernel's generic "exempt card" form (:mod:`tarock_tutor.core.kernel`).

>>> from tarock_tutor.core.notation import parse_cards
>>> legal_plays(parse_cards("Fu H7 T3"), [], rule=SICILIAN_FUGITIVE)
[Card('H7'), Card('T3')]
>>> legal_plays(parse_cards("Fu H7 T3"), parse_cards("S5"), rule=SICILIAN_FUGITIVE)
[Card('T3'), Card('Fu')]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card, Suit, card
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.tricks import FollowRule, Legality, legal_plays, standard_legality

__all__ = ["FUGITIVE", "SICILIAN_FUGITIVE", "SicilianFugitiveFollow", "legal_plays"]

FUGITIVE = card(Suit.FOOL, 0)

FUGITIVE_REF = RuleRef("seed 004 (rule lost); spec neunzehner-zwanziger-sicilian.md",
                       "§3.8, decision D-C9 (after trionfi.eu, Philebus, Lippi)")

messages.register({
    "FUGITIVE_MAY_NOT_LEAD": {
        "ja": "逃亡者はリードできません(手札がこの1枚だけのときを除く)。",
        "en": "The Fugitive may not be led (unless it is the last card in hand)."},
    "FUGITIVE_EXEMPT": {
        "ja": "逃亡者はフォローの義務に関係なく、いつでも出せます(ただしトリックには勝てません)。",
        "en": "The Fugitive may be played to any trick instead of a card one must play; "
              "it never wins."},
    "FUGITIVE_LAST_CARD_LEAD": {
        "ja": "手札が逃亡者だけなのでリードします。次に出されたカードがスートを決めます。",
        "en": "The Fugitive is the only card left, so it is led; the next card sets the suit."},
})


class SicilianFugitiveFollow(FollowRule):
    """Sicilian Tarocchi's Fugitive (decision D-C9): never led unless it is the
    last card; when following, it may replace the card one would have to play."""

    key = "sicilian_fugitive"
    kernel_form = "exempt"
    exempt_card = FUGITIVE

    def legality(self, hand: Sequence[Card], trick: Sequence[Card],
                 context: Any = None) -> Legality:
        if FUGITIVE not in hand:
            return standard_legality(hand, trick)
        others = [c for c in hand if c is not FUGITIVE]
        if not trick:
            if not others:
                return Legality((FUGITIVE,), "FUGITIVE_LAST_CARD_LEAD", FUGITIVE_REF)
            base = standard_legality(others, trick)
            return Legality(base.cards, base.code, base.rule, base.params,
                            {FUGITIVE: ("FUGITIVE_MAY_NOT_LEAD", FUGITIVE_REF)})
        base = standard_legality(others, trick) if others else Legality((), "FREE_DISCARD")
        return Legality((*base.cards, FUGITIVE), base.code, base.rule, base.params,
                        {FUGITIVE: ("FUGITIVE_EXEMPT", FUGITIVE_REF)})


SICILIAN_FUGITIVE = SicilianFugitiveFollow()

FOLLOW: FollowRule = SICILIAN_FUGITIVE
"""The follow rule of every Sicilian deal (the ``GameSpec``'s ``follow_rule``)."""
