"""Sicilian Tarocchi's trick rules (seed 004, spec §3.8), as data the core interprets:
the Fugitive's exemption from the follow rule (decision D-C9; its bitmask form is the
kernel's generic "exempt card" form, :mod:`tarock_tutor.core.kernel`), the called
dealer's first lead (:class:`SicilianFollow`, with :func:`must_lead_suit` as its
context) and the Fugitive's capture hook (:func:`capture_fugitive`), bundled per deal
by :func:`deal_rules`.  The play phase builds its ``TrickPlay`` from that bundle and
the exact-play hooks (:mod:`.exact`) derive the kernel's forms from the same functions.

>>> from tarock_tutor.core.notation import parse_cards
>>> legal_plays(parse_cards("Fu H7 T3"), [], rule=SICILIAN_FUGITIVE)
[Card('H7'), Card('T3')]
>>> legal_plays(parse_cards("Fu H7 T3"), parse_cards("S5"), rule=SICILIAN_FUGITIVE)
[Card('T3'), Card('Fu')]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card, Suit, card
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.tricks import (
    CaptureRule,
    FollowRule,
    Legality,
    TrickHooks,
    TrickView,
    led_suit,
    legal_plays,
    standard_legality,
)

from .labels import LABELS
from .variants import ref

if TYPE_CHECKING:
    from tarock_tutor.core.hand import Trick

    from .parts.table import SicilianTable

__all__ = ["FOLLOW", "FUGITIVE", "SICILIAN_FOLLOW", "SICILIAN_FUGITIVE", "SicilianFollow",
           "SicilianFugitiveFollow", "capture_fugitive", "deal_rules", "dealer_lead_pending",
           "fugitive_owner", "italian_suits", "legal_plays", "must_lead_suit",
           "record_fugitive_debt"]

FUGITIVE = card(Suit.FOOL, 0)

LEAD_REF = ref("§3.8", "dealer as called partner")
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


SUIT_IDS = {Suit.SPADES: "swords", Suit.CLUBS: "batons", Suit.HEARTS: "cups",
            Suit.DIAMONDS: "coins"}
"""Suit ids for verdict parameters (the labels give their Japanese)."""
SUIT_JA = {suit: LABELS.terms[key].ja for suit, key in SUIT_IDS.items()}
"""The Italian suits as the labels (and the glossary) name them: 剣, 棒, 杯, 貨."""


def italian_suits(legality: Legality, trick: Sequence[Card]) -> Legality:
    """The shared follow rule's reasons name the French suits (ハート …); this pack's
    suits are Italian, so its reasons name them as the labels do (杯 …).

    >>> from tarock_tutor.core.notation import parse_cards
    >>> italian_suits(standard_legality(parse_cards("H7 S5"), parse_cards("H9")),
    ...               parse_cards("H9")).params
    {'suit': '杯', 'suit_en': 'cups'}
    """
    suit = led_suit(trick)
    if suit not in SUIT_JA or "suit" not in legality.params:
        return legality
    return Legality(legality.cards, legality.code, legality.rule,
                    {**legality.params, "suit": SUIT_JA[suit], "suit_en": SUIT_IDS[suit]},
                    legality.special)


class SicilianFugitiveFollow(FollowRule):
    """Sicilian Tarocchi's Fugitive (decision D-C9): never led unless it is the
    last card; when following, it may replace the card one would have to play."""

    key = "sicilian_fugitive"
    kernel_form = "exempt"
    exempt_card = FUGITIVE

    def legality(self, hand: Sequence[Card], trick: Sequence[Card],
                 context: Any = None) -> Legality:
        return italian_suits(self._fugitive(hand, trick), trick)

    def _fugitive(self, hand: Sequence[Card], trick: Sequence[Card]) -> Legality:
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


class SicilianFollow(FollowRule):
    """The Fugitive's rule, and the dealer's first lead when he is the called partner
    (``context`` is the suit he must lead, else ``None``)."""

    key = "sicilian"
    kernel_form = "exempt"   # when the context is None (no special lead due)
    exempt_card = FUGITIVE
    context_at_lead_only = True   # (legality below: with a card on the table, as None)

    def legality(self, hand: Sequence[Card], trick: Sequence[Card],
                 context: Any = None) -> Legality:
        base = SICILIAN_FUGITIVE.legality(hand, trick)   # with this pack's suit names
        if trick or not isinstance(context, Suit):
            return base
        same = tuple(c for c in base.cards if c.suit is context)
        if not same:
            return base
        code = "DEALER_MUST_LEAD_CALLED_SUIT"
        special = dict(base.special)
        for c in hand:
            if c not in same and c not in special:
                special[c] = (code, LEAD_REF)
        return Legality(same, code, LEAD_REF,
                        {"suit": SUIT_IDS[context]}, special)


SICILIAN_FOLLOW = SicilianFollow()


def dealer_lead_pending(state: SicilianTable, view: TrickView) -> bool:
    """The dealer is the called partner and his special first lead is still to come
    (he has led no trick and the called suit has not been led)."""
    called, dealer = state.called, state.dealer
    if called is None or state.partner != dealer:
        return False
    suit = called.suit
    return not any(leader == dealer or led is suit
                   for leader, led in zip(view.trick_leaders(), view.led_suits(), strict=True))


def must_lead_suit(state: SicilianTable, view: TrickView) -> Suit | None:
    """The called suit the dealer must lead now, if the special lead rule applies
    (the context of :class:`SicilianFollow`)."""
    called, dealer = state.called, state.dealer
    if called is None or state.partner != dealer or view.to_move != dealer \
            or view.played_in_trick():
        return None
    return called.suit if dealer_lead_pending(state, view) else None


def fugitive_owner(state: SicilianTable, seats: Sequence[int], cards: Sequence[Card],
                   winner: int) -> int | None:
    """The seat the Fugitive goes back to from this trick (its owner, when the other
    side won it), else ``None`` (D-C9, item 4)."""
    if FUGITIVE not in cards:
        return None
    owner = seats[list(cards).index(FUGITIVE)]
    return None if winner in state.side(owner) else owner


def capture_fugitive(state: SicilianTable) -> CaptureRule:
    """The capture hook: the Fugitive goes back to its owner's side when the other side
    won its trick; the winner takes the rest."""
    def capture(seats: Sequence[int], cards: Sequence[Card], winner: int) -> list[int] | None:
        owner = fugitive_owner(state, seats, cards, winner)
        if owner is None:
            return None
        return [owner if c is FUGITIVE else winner for c in cards]
    return capture


def record_fugitive_debt(state: SicilianTable) -> Callable[[Trick], None]:
    """The end-of-trick hook: a Fugitive given back leaves its side owing the winners
    one blank at the end of the hand (:mod:`.scoring`)."""
    def on_trick(trick: Trick) -> None:
        assert trick.winner is not None
        owner = fugitive_owner(state, trick.seats, trick.cards, trick.winner)
        if owner is not None:
            state.fugitive_debt = (owner, trick.winner, len(state.trick_play().tricks) - 1)
    return on_trick


def deal_rules(state: SicilianTable) -> TrickHooks:
    """The trick rules of a Sicilian deal (the ``GameSpec``'s ``trick_rules``)."""
    return TrickHooks(SICILIAN_FOLLOW, context=lambda view: must_lead_suit(state, view),
                      capture=capture_fugitive(state), capture_cards=(FUGITIVE,),
                      on_trick=record_fugitive_debt(state),
                      ref=ref("§3.8"))


FOLLOW: FollowRule = SICILIAN_FUGITIVE
"""The follow rule of every Sicilian deal (the ``GameSpec``'s ``follow_rule``)."""
