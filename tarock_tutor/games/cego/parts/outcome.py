"""Scoring a finished deal (spec cego-dreierles.md §2.8–2.13)."""

from __future__ import annotations

from collections.abc import Sequence

from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.labels import seat_columns

from ..scoring import (
    DealScore,
    score_contract,
    score_exposure,
    score_negative,
    score_raeuber,
)
from .base import CegoDeal
from .contracts import LADDER, RAEUBER, SOLO


def side_points(state: CegoDeal) -> tuple[int, int]:
    """(declarer, defenders) card points (§2.10): the declarer's pile is his tricks plus
    his set-aside cards (the talon in Solo), +1 in 3p; all to the defenders if he took
    no trick."""
    assert state.result is not None
    d = state.result.declarer
    pack = state.pack
    bonus = 1 if state.n == 3 else 0
    if state.tricks_won[d] == 0:
        return 0, count_baden(pack.cards, pack) + bonus
    mine = state.declarer_pile()
    theirs = [c for s in range(state.n) if s != d for c in state.captured[s]]
    return count_baden(mine, pack) + bonus, count_baden(theirs, pack)


def raeuber_score(state: CegoDeal, points: Sequence[int],
                  names: Sequence[str] | None = None) -> DealScore:
    """The Räuber sheet of this deal for each player's card points (§2.13): the finished
    deal is scored with it, and the exact solver's Räuber value reads it."""
    return score_raeuber(points=points, caller=(state.dealer + 1) % state.n,
                         ties=state.options["raeuber_ties"], names=names)


def score_finished(state: CegoDeal) -> DealScore:
    """The :class:`DealScore` of a finished deal, by contract and exposure."""
    assert state.result is not None
    n, d, contract = state.n, state.result.declarer, state.result.contract
    names = seat_columns(n, state.setup.names)
    if state.exposed:
        offenders = [s for s, solo in enumerate(state.solo_hands) if solo and s != d]
        return score_exposure(players=n, contract=contract, declarer=d, offenders=offenders,
                              multiple=state.options["exposure_multiple_offenders"],
                              names=names)
    if contract == RAEUBER:
        return raeuber_score(state, [count_baden(state.captured[s], state.pack)
                                     for s in range(n)], names=names)
    if contract in ("piccolo", "bettel"):
        return score_negative(players=n, contract=contract, declarer=d,
                              tricks_won=state.tricks_won[d], names=names)
    assert contract in LADDER or contract == SOLO
    pts, _ = side_points(state)
    return score_contract(players=n, contract=contract, declarer=d, declarer_points=pts,
                          after_solo=state.result.after_solo, pfeife_broken=state.pfeife_broken,
                          names=names)
