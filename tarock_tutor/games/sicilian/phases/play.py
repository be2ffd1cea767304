"""Trick play (seed 004, spec §3.8): the trick rules of :mod:`..trick_rules` (the
Fugitive's exception, decision D-C9; the dealer's lead rule when he is the called
partner; the Fugitive's capture rule), and knocking.

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

from typing import TYPE_CHECKING, ClassVar

from tarock_tutor.core.phases import Check
from tarock_tutor.core.phases import PlayPhase as CorePlayPhase
from tarock_tutor.core.protocol import Action, Announce, Play
from tarock_tutor.core.trickplay import TrickPlay

from ..parts.deal import GIOVE, PACK, PALLA
from ..trick_rules import deal_rules
from ..variants import ref

if TYPE_CHECKING:
    from ..parts.table import SicilianTable

KNOCK_REF = ref("§3.8", "signals")
FUGITIVE_REF = ref("§3.8", "D-C9")
SIGNALS = {"knock": (GIOVE, PALLA), "knock_20": (GIOVE,), "knock_19": (PALLA,)}
SIGNAL_CARDS = {"knock": "giove_or_palla", "knock_20": "giove", "knock_19": "palla"}
"""The card a signal needs, as a term id (the labels give its Japanese)."""
class PlayPhase(CorePlayPhase):
    accepts: ClassVar[tuple[type[Action], ...]] = (Play, Announce)

    def make(self, state: SicilianTable) -> TrickPlay:
        first = state.soloist if state.soloist is not None else state.twenty
        assert first is not None
        return TrickPlay.from_hooks(PACK, [list(h) for h in state.held], deal_rules(state),
                                    order=(0, 1, 2, 3), leader=(first + 1) % 4)

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
