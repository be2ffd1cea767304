"""EXCHANGE: talon cards into hands, as many cards out (spec §1.7, §1.13).

Who takes which talon cards, in order:

* Rufer: the declarer talon I–IV, then his right neighbour V and his left
  neighbour VI (3 players: the next two players in play order, the dummy
  skipped, D-A12);
* Dreier, Zweier, Einer: the declarer the packet he took in the staged looks;
* 2 players: the declarer talon I–IV, the dealer talon V (D-A15).

Each discards exactly as many cards under the discard rule (D-A5); trumps
discarded lie face up.  A Solo has no exchange.
"""

from __future__ import annotations

from typing import ClassVar

from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Discard, Phase

from ..parts.base import NeunzehnerTable
from ..parts.contracts import PACK, REF_DISCARD, RUFER
from ..parts.staged_talon import check_discard, legal_discards
from ..parts.table import SEATS, order_from


def exchange_order(state: NeunzehnerTable) -> list[tuple[int, tuple[int, ...]]]:
    """(seat, talon indices) for everyone who draws, in order."""
    decl = state.declarer
    assert decl is not None
    if state.form == "2p":
        return [(decl, (0, 1, 2, 3)), (state.dealer, (4,))]
    if state.contract == RUFER:
        if state.form == "3p_dummy":
            others = [s for s in order_from(decl)[1:] if s not in state.dummies]
        else:  # right neighbour, then left (the opposite seat none)
            others = [(decl + 1) % SEATS, (decl + 3) % SEATS]
        return [(decl, (0, 1, 2, 3)), (others[0], (4,)), (others[1], (5,))]
    assert state.staged is not None
    return [(decl, state.staged.taken_indices())]


def _draw_next(state: NeunzehnerTable) -> None:
    if not state.exchange_queue:
        state.exchanging = None
        return
    seat, idx = state.exchange_queue.pop(0)
    state.hands[seat].extend(state.talon[i] for i in idx)
    for i in idx:
        state.talon_owner[i] = seat
    state.exchanging = (seat, idx)


class ExchangePhase(PhaseHandler[NeunzehnerTable]):
    phase = Phase.EXCHANGE
    accepts: ClassVar[tuple[type[Action], ...]] = (Discard,)

    def enter(self, state: NeunzehnerTable) -> None:
        state.exchange_queue = exchange_order(state)
        _draw_next(state)

    def _need(self, state: NeunzehnerTable) -> tuple[int, int]:
        assert state.exchanging is not None
        return state.exchanging[0], len(state.exchanging[1])

    def to_move(self, state: NeunzehnerTable) -> int | None:
        return state.exchanging[0] if state.exchanging else None

    def legal(self, state: NeunzehnerTable) -> list[Action]:
        seat, n = self._need(state)
        return [Discard(seat, d) for d in legal_discards(
            state.hands[seat], n, trump_rule=state.options["trump_discard"])]

    def check(self, state: NeunzehnerTable, action: Action) -> Check:
        action = self.expect(state, action, Discard)
        seat, n = self._need(state)
        code, params = check_discard(state.hands[seat], action.cards, n,
                                     trump_rule=state.options["trump_discard"])
        return Check(code == "N19_DISCARD_OK", code, REF_DISCARD, params)

    def apply(self, state: NeunzehnerTable, action: Action) -> None:
        action = self.expect(state, action, Discard)
        hand = state.hands[action.seat]
        for c in action.cards:
            hand.remove(c)
        state.discards[action.seat] = tuple(PACK.sorted(action.cards))
        _draw_next(state)

    def done(self, state: NeunzehnerTable) -> bool:
        return state.exchanging is None

    def next_phase(self, state: NeunzehnerTable) -> Phase:
        return Phase.CALL if state.contract == RUFER else Phase.ANNOUNCE
