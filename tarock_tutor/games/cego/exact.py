"""Cego's trick rules and objective for the kernel and the exact solver
(spec cego-dreierles.md §2.10 card points, §2.13 Piccolo, Bettel and Räuber).

* Solo and the ladder contracts: the declarer's card points (Baden count, §1.3) of
  his tricks plus his set-aside cards (the talon in Solo), +1 with three players,
  and 0 if he took no trick (§2.10).
* Piccolo and Bettel: the declarer's score, +10/+15 if made, −10/−15 if not.
* Räuber: each for himself, searched paranoid from the mover; the value is minus the
  card points the mover takes (the most points loses, §2.13).
The Pfeife contract's broken-Pfeife rule (§2.9) is not part of the value.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.solver import CARD_POINTS, SCORE, ExactPlay, Objective, split_baden

from .parts.base import CegoDeal
from .parts.contracts import BETTEL, FIXED_VALUES, PICCOLO, RAEUBER, SOLO


def exact_play(state: Any) -> ExactPlay:
    st: CegoDeal = state
    pack, contract, d = st.pack, st.contract, st.declarer
    if contract == RAEUBER:
        return ExactPlay(Objective(
            SCORE, None, lambda pile, won, extra: -count_baden(pile, pack),
            split=lambda pile, won, extra: split_baden(pile, pack, sign=-1)))
    assert d is not None
    if contract in (PICCOLO, BETTEL):
        most = 1 if contract == PICCOLO else 0
        v = FIXED_VALUES[contract]
        return ExactPlay(Objective(SCORE, frozenset({d}),
                                   lambda pile, won, extra: v if won == most else -v,
                                   split=lambda pile, won, extra: (0, min(won, most + 1))))
    assert st.result is not None
    extra_cards: list[Card] = list(st.talon) if contract == SOLO else list(st.legage)
    bonus = 1 if st.n == 3 else 0

    def points(pile: list[Card], won: int, extra: object) -> int:
        if won == 0:
            return 0
        return count_baden([*pile, *extra_cards], pack) + bonus

    def split(pile: list[Card], won: int, extra: object) -> tuple[int, Any] | None:
        return split_baden([*pile, *extra_cards], pack, plus=bonus) if won else None
    return ExactPlay(Objective(CARD_POINTS, frozenset({d}), points, split=split, gain=pack.value))

