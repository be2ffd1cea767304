"""TALON: the staged looks of a Dreier, Zweier or Einer (spec §1.7).

The declarer sees the packets in turn and accepts one or refuses it (refused
cards lie face up and the loss multiplier rises); after refusing all he goes
back to an earlier packet.  The rules of the looks are
:class:`~tarock_tutor.games.neunzehner.parts.staged_talon.StagedTalon`; once a packet is
taken the declarer discards as many cards (EXCHANGE).
"""

from __future__ import annotations

from typing import ClassVar

from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Phase, Take

from ..parts.base import NeunzehnerTable
from ..parts.contracts import REF_STAGED
from ..parts.staged_talon import StagedTalon

ALLOWED = frozenset({"N19_TALON_ACCEPT", "N19_TALON_REJECT", "N19_TALON_RETURN"})


def _staged(state: NeunzehnerTable) -> StagedTalon:
    assert state.staged is not None
    return state.staged


class TalonPhase(PhaseHandler[NeunzehnerTable]):
    phase = Phase.TALON
    accepts: ClassVar[tuple[type[Action], ...]] = (Take,)

    def enter(self, state: NeunzehnerTable) -> None:
        assert state.contract is not None
        state.staged = StagedTalon(state.contract)

    def to_move(self, state: NeunzehnerTable) -> int | None:
        return state.declarer

    def legal(self, state: NeunzehnerTable) -> list[Action]:
        seat = state.declarer
        assert seat is not None
        return [Take(seat, w) for w in _staged(state).legal()]

    def check(self, state: NeunzehnerTable, action: Action) -> Check:
        action = self.expect(state, action, Take)
        code, params = _staged(state).check(action.what)
        return Check(code in ALLOWED, code, REF_STAGED, params)

    def apply(self, state: NeunzehnerTable, action: Action) -> None:
        action = self.expect(state, action, Take)
        _staged(state).apply(action.what)

    def done(self, state: NeunzehnerTable) -> bool:
        return _staged(state).done

    def next_phase(self, state: NeunzehnerTable) -> Phase:
        return Phase.EXCHANGE
