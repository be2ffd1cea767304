"""Game-specific exceptions to the shared follow rule, as :class:`FollowRule` hooks.

Each hook narrows or widens the shared rule of :mod:`tarock_tutor.core.tricks`
and names its own reason codes, so ``explain_play`` tells a learner exactly
which exception applied.

>>> from tarock_tutor.core.notation import parse_cards
>>> legal_plays(parse_cards("Fu H7 T3"), [], rule=SICILIAN_FUGITIVE)
[Card('H7'), Card('T3')]
>>> legal_plays(parse_cards("Fu H7 T3"), parse_cards("S5"), rule=SICILIAN_FUGITIVE)
[Card('T3'), Card('Fu')]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tarock_tutor.core import messages
from tarock_tutor.core.cards import SKUS, Card, Suit, card
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.tricks import FollowRule, Legality, legal_plays, standard_legality

__all__ = ["FARBERL", "RAEUBER_IFFEZHEIM", "RAEUBER_PFEIFE", "SICILIAN_FUGITIVE",
           "FarberlFollow", "RaeuberContext", "RaeuberIffezheimFollow", "RaeuberPfeifeFollow",
           "SicilianFugitiveFollow", "legal_plays"]

FUGITIVE = card(Suit.FOOL, 0)
PFEIFE = card(Suit.TRUMP, 1)
T21 = card(Suit.TRUMP, 21)
STIESS = card(Suit.TRUMP, SKUS)

FUGITIVE_REF = RuleRef("seed 004 (rule lost); spec neunzehner-zwanziger-sicilian.md",
                       "§3.8, decision D-C9 (after trionfi.eu, Philebus, Lippi)")
RAEUBER_REF = RuleRef("seed 003 (Dreierles); spec cego-dreierles.md",
                      "§3.12 (Räuber play, spec item 3.12.3: Steinmauern rules), "
                      "decision dreierles.raeuber_pfeife")
IFFEZHEIM_REF = RuleRef("pagat.com 'Dreierles' via harbour-tarock docs/tapptarock.md; "
                        "spec cego-dreierles.md",
                        "§3.12 (Räuber play, spec item 3.12.3: regional alternative 'iffezheim'), "
                        "decision dreierles.raeuber_pfeife")
FARBERL_REF = RuleRef("seed 002 (Zwanzigerrufen, Akagiri 1995)",
                      "spec neunzehner-zwanziger-sicilian.md §2.6 Farberl")

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
    "PFEIFE_MAY_NOT_LEAD": {
        "ja": "ロイバーではプファイフェ(切札1)をリードできません。",
        "en": "In Räuber the Pfeife (trump 1) may not be led."},
    "PFEIFE_FORCED": {
        "ja": "切札が3回目(以降)にリードされたので、プファイフェを出さなければなりません。",
        "en": "Trumps have been led for the third time: the Pfeife must be played now."},
    "PFEIFE_NOT_YET": {
        "ja": "プファイフェは切札が3回目にリードされるまで、自分から出すことはできません。",
        "en": "The Pfeife may not be played voluntarily before the third trump lead."},
    "T21_NOT_ON_STIESS": {
        "ja": "シュティースが出ているトリックに切札21を出すことはできません。",
        "en": "Trump 21 may not be played to a trick that already holds the Stieß."},
    "IFFEZHEIM_MUST_PLAY": {
        "ja": "イッフェツハイムのルールでは、シュティースと切札21は最初の2トリックで(出せる最初の"
              "トリックで)出さなければなりません。",
        "en": "Iffezheim rules: the Stieß and trump 21 must fall in the first two tricks "
              "(each at the first trick its holder can play it to)."},
    "IFFEZHEIM_NOT_TOGETHER": {
        "ja": "イッフェツハイムのルールでは、シュティースと切札21を同じトリックに"
              "出すことはできません。",
        "en": "Iffezheim rules: the Stieß and trump 21 may not fall in the same trick."},
    "IFFEZHEIM_PFEIFE_THIRD": {
        "ja": "イッフェツハイムのルールでは、プファイフェ(切札1)は3番目のトリックで出さなければ"
              "なりません(出せなければ、出せる次のトリックで)。",
        "en": "Iffezheim rules: the Pfeife (trump 1) must be played to the third trick "
              "(or, if the follow rule prevents it, to the next trick it can go to)."},
    "IFFEZHEIM_PFEIFE_NOT_YET": {
        "ja": "イッフェツハイムのルールでは、プファイフェは3番目のトリックより前には出せません。",
        "en": "Iffezheim rules: the Pfeife may not be played before the third trick."},
    "FARBERL_MUST_PLAY_TAROCK": {
        "ja": "ファルバールでは台札のスートがなければタロック(切札)を出さなければなりません。"
              "ただしタロックはトリックに勝てません。",
        "en": "In Farberl a player void in the led suit must still play a tarock, "
              "though it cannot win."},
})


class SicilianFugitiveFollow(FollowRule):
    """Sicilian Tarocchi's Fugitive (decision D-C9): never led unless it is the
    last card; when following, it may replace the card one would have to play."""

    key = "sicilian_fugitive"
    kernel_form = "fugitive"

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


@dataclass(frozen=True)
class RaeuberContext:
    """What the Räuber rules need: trump-led tricks so far, this one included
    (Steinmauern), and the tricks already completed (Iffezheim)."""

    trump_leads: int
    tricks_done: int = 0


class RaeuberPfeifeFollow(FollowRule):
    """Dreierles Räuber, Steinmauern rules (spec cego-dreierles.md §3.12.3): the
    Pfeife may not be led; from the third trump lead on its holder must play it
    to a trump-led trick; trump 21 may not join the Stieß; the normal follow rule
    takes precedence when a restricted card is the only legal one."""

    key = "raeuber_pfeife"

    def legality(self, hand: Sequence[Card], trick: Sequence[Card],
                 context: Any = None) -> Legality:
        base = standard_legality(hand, trick)
        trump_leads = context.trump_leads if isinstance(context, RaeuberContext) else 0
        special: dict[Card, tuple[str, RuleRef]] = {}
        allowed = list(base.cards)
        if not trick:
            if PFEIFE in allowed:
                allowed.remove(PFEIFE)
                special[PFEIFE] = ("PFEIFE_MAY_NOT_LEAD", RAEUBER_REF)
        else:
            if trick[0].is_trump and trump_leads >= 3 and PFEIFE in allowed:
                forced = {c: ("PFEIFE_FORCED", RAEUBER_REF) for c in allowed if c is not PFEIFE}
                forced[PFEIFE] = ("PFEIFE_FORCED", RAEUBER_REF)
                return Legality((PFEIFE,), "PFEIFE_FORCED", RAEUBER_REF, base.params, forced)
            if PFEIFE in allowed:
                allowed.remove(PFEIFE)
                special[PFEIFE] = ("PFEIFE_NOT_YET", RAEUBER_REF)
            if STIESS in trick and T21 in allowed:
                allowed.remove(T21)
                special[T21] = ("T21_NOT_ON_STIESS", RAEUBER_REF)
        if not allowed:  # the normal rule takes precedence
            return base
        return Legality(tuple(allowed), base.code, base.rule, base.params, special)


class RaeuberIffezheimFollow(FollowRule):
    """Dreierles Räuber, Iffezheim rules (spec cego-dreierles.md §3.12.3, regional
    alternative): the Stieß and trump 21 fall in the first two tricks, never
    both in one; the Pfeife falls in the third.  As read here (decision D7): each
    holder plays the Stieß or 21 at the first trick he can (not to a trick that
    holds the other); the Pfeife is held back until the third trick and then
    played (led or followed), or at the next trick it can go to; the normal
    follow rule comes first.

    >>> from tarock_tutor.core.notation import parse_cards
    >>> hand = parse_cards("T21 T1 T5 H3")
    >>> legal_plays(hand, [], rule=RAEUBER_IFFEZHEIM, context=RaeuberContext(0, 0))
    [Card('T21')]
    >>> legal_plays(hand, parse_cards("Sk"), rule=RAEUBER_IFFEZHEIM, context=RaeuberContext(1, 0))
    [Card('T5')]
    >>> legal_plays(parse_cards("T1 T5 H3"), parse_cards("H7"), rule=RAEUBER_IFFEZHEIM,
    ...             context=RaeuberContext(0, 2))
    [Card('H3')]
    """

    key = "raeuber_iffezheim"

    def legality(self, hand: Sequence[Card], trick: Sequence[Card],
                 context: Any = None) -> Legality:
        base = standard_legality(hand, trick)
        done = context.tricks_done if isinstance(context, RaeuberContext) else 0
        allowed = list(base.cards)
        special: dict[Card, tuple[str, RuleRef]] = {}
        for card_in, other in ((STIESS, T21), (T21, STIESS)):
            if card_in in trick and other in allowed:
                allowed.remove(other)
                special[other] = ("IFFEZHEIM_NOT_TOGETHER", IFFEZHEIM_REF)
        if done < 2 and PFEIFE in allowed:
            allowed.remove(PFEIFE)
            special[PFEIFE] = ("IFFEZHEIM_PFEIFE_NOT_YET", IFFEZHEIM_REF)
        duty = [c for c in allowed if c in (STIESS, T21) or (c is PFEIFE and done >= 2)]
        if duty:
            code = "IFFEZHEIM_PFEIFE_THIRD" if duty == [PFEIFE] else "IFFEZHEIM_MUST_PLAY"
            special.update({c: (code, IFFEZHEIM_REF) for c in allowed if c not in duty})
            return Legality(tuple(duty), code, IFFEZHEIM_REF, base.params, special)
        if not allowed:  # the normal rule takes precedence
            return base
        return Legality(tuple(allowed), base.code, base.rule, base.params, special)


class FarberlFollow(FollowRule):
    """Zwanzigerrufen Farberl (seed 002): the legal cards are the shared rule's
    (a void player must still play a tarock); only the winner changes, which
    the game asks of ``trick_winner(..., trumps_win=False)``."""

    key = "farberl"
    kernel_form = "standard"

    def legality(self, hand: Sequence[Card], trick: Sequence[Card],
                 context: Any = None) -> Legality:
        base = standard_legality(hand, trick)
        if base.code == "MUST_TRUMP":
            return Legality(base.cards, "FARBERL_MUST_PLAY_TAROCK", FARBERL_REF, base.params)
        return base


SICILIAN_FUGITIVE = SicilianFugitiveFollow()
RAEUBER_PFEIFE = RaeuberPfeifeFollow()
RAEUBER_IFFEZHEIM = RaeuberIffezheimFollow()
FARBERL = FarberlFollow()
