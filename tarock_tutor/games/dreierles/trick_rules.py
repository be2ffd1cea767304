"""Dreierles' trick rules for Räuber (referenced from the game's play phase): the
Steinmauern Pfeife and Stieß/21 restrictions and the Iffezheim alternative
(spec cego-dreierles.md §3.12.3), bundled per deal by :func:`deal_rules`.  The play
phase builds its ``TrickPlay`` from that bundle; the kernel asks the same hooks card by
card, with the same context function (:func:`raeuber_context`) read from its own
position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tarock_tutor.core import messages
from tarock_tutor.core.cards import SKUS, Card, Suit, card
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.tricks import (
    STANDARD,
    FollowRule,
    Legality,
    TrickHooks,
    TrickView,
    legal_plays,
    standard_legality,
)

from .parts.rules import RAEUBER

__all__ = ["PLAIN", "RAEUBER_IFFEZHEIM", "RAEUBER_PFEIFE", "RAEUBER_RULES", "RaeuberContext",
           "RaeuberIffezheimFollow", "RaeuberPfeifeFollow", "deal_rules", "done_trump_leads",
           "legal_plays", "raeuber_context", "trump_leads"]

PFEIFE = card(Suit.TRUMP, 1)
T21 = card(Suit.TRUMP, 21)
STIESS = card(Suit.TRUMP, SKUS)

RAEUBER_REF = RuleRef("seed 003 (Dreierles); spec cego-dreierles.md",
                      "§3.12 (Räuber play, spec item 3.12.3: Steinmauern rules), "
                      "decision dreierles.raeuber_pfeife")
IFFEZHEIM_REF = RuleRef("pagat.com 'Dreierles' via harbour-tarock docs/tapptarock.md; "
                        "spec cego-dreierles.md",
                        "§3.12 (Räuber play, spec item 3.12.3: regional alternative 'iffezheim'), "
                        "decision dreierles.raeuber_pfeife")

messages.register({
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
})


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
    context_fixed_in_trick = True   # raeuber_context: the tricks done and the lead
    # the only cards legality names: the rest is the shared rule (suits, trump-ness, no
    # duty to beat), and the context counts trump leads, naming no card
    named_cards = (PFEIFE, STIESS, T21)

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

    def context_key(self, context: Any) -> bool:
        """Only whether this is the third trump lead or later (:meth:`legality`)."""
        return isinstance(context, RaeuberContext) and context.trump_leads >= 3


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
    context_fixed_in_trick = True   # raeuber_context: the tricks done and the lead
    # as RaeuberPfeifeFollow's: the context counts the tricks done, naming no card
    named_cards = (PFEIFE, STIESS, T21)

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

    def context_key(self, context: Any) -> bool:
        """Only whether two tricks are done (:meth:`legality`: the Pfeife's trick)."""
        return isinstance(context, RaeuberContext) and context.tricks_done >= 2


RAEUBER_PFEIFE = RaeuberPfeifeFollow()
RAEUBER_IFFEZHEIM = RaeuberIffezheimFollow()

def done_trump_leads(view: TrickView) -> int:
    """Finished tricks led with a trump."""
    return sum(1 for led in view.led_suits() if led is Suit.TRUMP)


def trump_leads(view: TrickView) -> int:
    """Tricks led with a trump so far, the one in progress included."""
    return done_trump_leads(view) + (1 if view.current_lead() is Suit.TRUMP else 0)


def raeuber_context(view: TrickView) -> RaeuberContext:
    """The context both Räuber hooks read (the play phase's and the kernel's)."""
    led = view.led_suits()
    done = sum(1 for s in led if s is Suit.TRUMP)
    return RaeuberContext(done + (1 if view.current_lead() is Suit.TRUMP else 0), len(led))


RAEUBER_RULES = {"steinmauern": TrickHooks(RAEUBER_PFEIFE, context=raeuber_context),
                 "iffezheim": TrickHooks(RAEUBER_IFFEZHEIM, context=raeuber_context)}
"""Räuber's trick rules by the deal's ``raeuber_pfeife`` option (others: the shared ones)."""
PLAIN = TrickHooks()
"""The shared trick rules (follow rule and winner, no hooks)."""


def deal_rules(state: Any) -> TrickHooks:
    """The trick rules of a Dreierles deal (the ``GameSpec``'s ``trick_rules``)."""
    if state.contract == RAEUBER:
        return RAEUBER_RULES.get(state.options["raeuber_pfeife"], PLAIN)
    return PLAIN


FOLLOW: FollowRule = STANDARD
"""The follow rule of an ordinary Dreierles deal (the ``GameSpec``'s ``follow_rule``);
Räuber plays under :data:`RAEUBER_PFEIFE` or :data:`RAEUBER_IFFEZHEIM`."""
