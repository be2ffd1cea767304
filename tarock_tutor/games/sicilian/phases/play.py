"""Trick play (seed 004, spec §3.8): the shared follow rule with the Fugitive's
exception (core ``SICILIAN_FUGITIVE``, decision D-C9), the dealer's lead rule
when he is the called partner, the Fugitive's capture rule, and knocking.

* First lead: the soloist's right neighbour (the next seat in play order), in a
  partnership game the "20" player's.  Play goes anticlockwise.
* The Fugitive never wins, may not be led unless it is the last card, and may
  replace any card one would have to play.  Its owner's side keeps it; when the
  other side won its trick, the Fugitive's side owes that side one blank, paid
  at the end of the hand (:mod:`..scoring`).
* A called player who is the dealer must, at his first lead, lead the called
  suit if it has not been led yet.
* In a partnership game a holder of Giove (20) or Palla (19) may knock before he
  leads: ``knock``, ``knock_20`` or ``knock_19``; one knock per lead, never "both".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.follow_rules import SICILIAN_FUGITIVE
from tarock_tutor.core.hand import Trick
from tarock_tutor.core.phases import Check
from tarock_tutor.core.phases import PlayPhase as CorePlayPhase
from tarock_tutor.core.protocol import Action, Announce, Play
from tarock_tutor.core.trickplay import TrickPlay
from tarock_tutor.core.tricks import FollowRule, Legality, led_suit

from ..parts.deal import FUGITIVE, GIOVE, PACK, PALLA
from ..variants import ref

if TYPE_CHECKING:
    from ..parts.table import SicilianTable

LEAD_REF = ref("§3.8", "dealer as called partner")
KNOCK_REF = ref("§3.8", "signals")
FUGITIVE_REF = ref("§3.8", "D-C9")
SIGNALS = {"knock": (GIOVE, PALLA), "knock_20": (GIOVE,), "knock_19": (PALLA,)}
SIGNAL_CARDS = {"knock": "giove_or_palla", "knock_20": "giove", "knock_19": "palla"}
"""The card a signal needs, as a term id (the labels give its Japanese)."""
SUIT_IDS = {Suit.SPADES: "swords", Suit.CLUBS: "batons", Suit.HEARTS: "cups",
            Suit.DIAMONDS: "coins"}
"""Suit ids for verdict parameters (the labels give their Japanese)."""
SUIT_JA = {Suit.SPADES: "剣", Suit.CLUBS: "棒", Suit.HEARTS: "杯", Suit.DIAMONDS: "貨"}
"""The suit names of the Sicilian pack, put into the shared follow rule's refusals
(whose own names are the French ones)."""


class SicilianFollow(FollowRule):
    """The Fugitive's rule, and the dealer's first lead when he is the called partner
    (``context`` is the suit he must lead, else ``None``)."""

    key = "sicilian"
    kernel_form = "fugitive"   # when the context is None (no special lead due)

    def legality(self, hand: Sequence[Card], trick: Sequence[Card],
                 context: Any = None) -> Legality:
        base = SICILIAN_FUGITIVE.legality(hand, trick)
        suit = led_suit(trick)
        if suit in SUIT_JA and "suit" in base.params:    # this pack's suit names (剣 棒 杯 貨)
            base = Legality(base.cards, base.code, base.rule,
                            {**base.params, "suit": SUIT_JA[suit], "suit_en": SUIT_IDS[suit]},
                            base.special)
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


def must_lead_suit(state: SicilianTable, tp: TrickPlay) -> Suit | None:
    """The called suit the dealer must lead now, if the special lead rule applies."""
    called, dealer = state.called, state.dealer
    if called is None or state.partner != dealer or tp.current or tp.to_move != dealer:
        return None
    if any(t.leader == dealer or t.led_suit is called.suit for t in tp.tricks):
        return None
    return called.suit


class PlayPhase(CorePlayPhase):
    accepts: ClassVar[tuple[type[Action], ...]] = (Play, Announce)

    def make(self, state: SicilianTable) -> TrickPlay:
        first = state.soloist if state.soloist is not None else state.twenty
        assert first is not None
        return TrickPlay(PACK, [list(h) for h in state.held], order=(0, 1, 2, 3),
                         leader=(first + 1) % 4, rule=SICILIAN_FOLLOW,
                         context=lambda tp: must_lead_suit(state, tp),
                         on_trick=lambda trick: capture_fugitive(state, trick),
                         ref=ref("§3.8"))

    # --- knocking -----------------------------------------------------------------
    def _knock_ids(self, state: SicilianTable) -> list[str]:
        tp = state.trick_play()
        seat = tp.to_move
        if seat is None or self._knock_refusal(state, seat) is not None:
            return []
        hand = tp.hand(seat)
        return [w for w, cards in SIGNALS.items() if any(c in hand for c in cards)]

    def _knock_refusal(self, state: SicilianTable, seat: int) -> str | None:
        tp = state.trick_play()
        if not state.options["knocking"]:
            return "KNOCK_OFF"
        if state.soloist is not None or state.alone:
            return "KNOCK_SOLO_GAME"
        if tp.current or tp.to_move != seat:
            return "KNOCK_NOT_LEADING"
        if any(k[0] == len(tp.tricks) for k in state.knocks):
            return "KNOCK_ONCE_PER_LEAD"
        return None

    def legal(self, state: SicilianTable) -> list[Action]:
        plays: list[Action] = list(super().legal(state))
        if plays:
            plays += [Announce(plays[0].seat, w) for w in self._knock_ids(state)]
        return plays

    def check(self, state: SicilianTable, action: Action) -> Check:
        if isinstance(action, Play):
            return super().check(state, action)
        action = self.expect(state, action, Announce)
        what = action.what
        if not isinstance(what, str):
            return Check(False, "KNOCK_UNKNOWN", KNOCK_REF, {"what": repr(what)})
        if what in ("knock_both", "both", "knock_20_19"):
            return Check(False, "KNOCK_BOTH_FORBIDDEN", KNOCK_REF)
        if what not in SIGNALS:
            return Check(False, "KNOCK_UNKNOWN", KNOCK_REF, {"what": what})
        code = self._knock_refusal(state, action.seat)
        if code is not None:
            return Check(False, code, KNOCK_REF)
        hand = state.trick_play().hand(action.seat)
        cards = SIGNALS[what]
        if not any(c in hand for c in cards):
            return Check(False, "KNOCK_NEEDS_CARD", KNOCK_REF, {"card": SIGNAL_CARDS[what]})
        return Check(True, "KNOCK_OK", KNOCK_REF)

    def apply(self, state: SicilianTable, action: Action) -> None:
        if isinstance(action, Announce):
            state.knocks.append((len(state.trick_play().tricks), action.seat, action.what))
            return
        super().apply(state, action)


def capture_fugitive(state: SicilianTable, trick: Trick) -> None:
    """The Fugitive goes back to its owner's side; if the other side won the trick,
    that side is owed one blank at the end of the hand (D-C9, item 4)."""
    if FUGITIVE not in trick.cards:
        return
    owner = trick.seats[trick.cards.index(FUGITIVE)]
    winner = trick.winner
    assert winner is not None
    if winner in state.side(owner):
        return
    tp = state.trick_play()
    tp.captured[winner].remove(FUGITIVE)
    tp.captured[owner].append(FUGITIVE)
    state.fugitive_debt = (owner, winner, len(tp.tricks) - 1)
