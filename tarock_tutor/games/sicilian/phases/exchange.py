"""The talon exchange, always (seed 004, spec §3.6, decision D-C5).

A non-dealer soloist turns the three talon cards face up for all, takes them
and discards three face down; a dealer soloist does the same unseen; in a
partnership game the dealer exchanges unseen.  The discard counts for the
exchanger's side.  Default restriction: no King, no trump, no Fugitive; with
fewer than three other cards the hand discards all of them and its lowest
trumps by rank (the Miseria, then Picciotti, then 2, 3 …), face up; with
``forced_discard = spare_honours`` Picciotti and Giove are passed over.
``discard_rule = no_king_no_honour``: no King, no Giove, Picciotti or Fugitive.

>>> from tarock_tutor.core.notation import parse_cards
>>> hand = parse_cards("SK T5 T9 Mi T1 Fu S5 T20")
>>> [c.code for c in forced_discard(hand, "no_king_trump_fugitive")]
['S5', 'Mi', 'T1']
>>> [c.code for c in forced_discard(hand, "no_king_trump_fugitive", "spare_honours")]
['S5', 'Mi', 'T5']
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, ClassVar

from tarock_tutor.core.cards import KING, Card, Suit
from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Discard, Phase

from ..parts.deal import FUGITIVE, GIOVE, PACK, PICCIOTTI
from ..variants import ref

if TYPE_CHECKING:
    from ..parts.table import SicilianTable

REF = ref("§3.6", "D-C5")
HONOURS = (GIOVE, PICCIOTTI, FUGITIVE)


def refusal(c: Card, rule: str) -> str | None:
    """The reason code that keeps ``c`` out of a discard (before the forced case)."""
    if c.suit is not Suit.TRUMP and c.suit is not Suit.FOOL and c.rank == KING:
        return "DISCARD_KING"
    if rule == "no_king_no_honour":
        return "DISCARD_HONOUR" if c in HONOURS else None
    if c is FUGITIVE:
        return "DISCARD_FUGITIVE"
    if c.suit is Suit.TRUMP:
        return "DISCARD_TRUMP"
    return None


def free_cards(hand: Sequence[Card], rule: str) -> list[Card]:
    return [c for c in hand if refusal(c, rule) is None]


def forced_discard(hand: Sequence[Card], rule: str,
                   forced: str = "lowest_trumps") -> tuple[Card, ...] | None:
    """With fewer than three free cards: all of them and the lowest trumps (else None).

    Spec §3.6 (D-C5) says "the lowest trumps": by rank, so the Miseria and then
    Picciotti (trump 1) come first; ``forced = spare_honours`` skips Picciotti and Giove."""
    free = free_cards(hand, rule)
    if len(free) >= 3:
        return None
    spared = HONOURS if forced == "spare_honours" else ()
    trumps = sorted((c for c in hand if c.suit is Suit.TRUMP and c not in spared),
                    key=lambda c: PACK.strength[c])
    return tuple(free) + tuple(trumps[:3 - len(free)])


class ExchangePhase(PhaseHandler["SicilianTable"]):
    phase = Phase.EXCHANGE
    accepts: ClassVar[tuple[type[Action], ...]] = (Discard,)

    def enter(self, state: SicilianTable) -> None:
        seat = state.dealer if state.soloist is None else state.soloist
        state.exchanger = seat
        state.talon_shown = state.soloist is not None and state.soloist != state.dealer
        state.held[seat].extend(state.talon)

    def to_move(self, state: SicilianTable) -> int | None:
        return None if state.discard else state.exchanger

    def legal(self, state: SicilianTable) -> list[Action]:
        seat = state.exchanger
        assert seat is not None
        hand = state.held[seat]
        rule = state.options["discard_rule"]
        forced = forced_discard(hand, rule, state.options["forced_discard"])
        if forced is not None:
            return [Discard(seat, forced)]
        free = PACK.sorted(free_cards(hand, rule))
        return [Discard(seat, combo) for combo in combinations(free, 3)]

    def check(self, state: SicilianTable, action: Action) -> Check:
        action = self.expect(state, action, Discard)
        seat = state.exchanger
        assert seat is not None
        hand = state.held[seat]
        cards = action.cards
        if not isinstance(cards, tuple) or not all(isinstance(c, Card) for c in cards):
            return Check(False, "DISCARD_NOT_CARDS", REF, {"cards": repr(cards)})
        if len(cards) != 3:
            return Check(False, "DISCARD_COUNT", REF, {"n": len(cards)})
        for c in cards:
            if cards.count(c) > 1:
                return Check(False, "DISCARD_TWICE", REF, {"card": c.code})
            if c not in hand:
                return Check(False, "DISCARD_NOT_IN_HAND", REF, {"card": c.code})
        rule = state.options["discard_rule"]
        forced = forced_discard(hand, rule, state.options["forced_discard"])
        if forced is not None:
            if set(cards) == set(forced):
                return Check(True, "DISCARD_FORCED_TRUMPS_OK", REF)
            return Check(False, "DISCARD_LOWEST_TRUMPS", REF,
                         {"forced": " ".join(c.code for c in forced)})
        for c in cards:
            code = refusal(c, rule)
            if code is not None:
                return Check(False, code, REF, {"card": c.code})
        return Check(True, "DISCARD_OK", REF)

    def apply(self, state: SicilianTable, action: Action) -> None:
        action = self.expect(state, action, Discard)
        seat = state.exchanger
        assert seat is not None
        for c in action.cards:
            state.held[seat].remove(c)
        state.discard = tuple(action.cards)
        state.discard_face_up = tuple(c for c in action.cards if c.suit is Suit.TRUMP)

    def done(self, state: SicilianTable) -> bool:
        return bool(state.discard)

    def next_phase(self, state: SicilianTable) -> Phase:
        return Phase.PLAY if state.soloist is not None else Phase.CALL
