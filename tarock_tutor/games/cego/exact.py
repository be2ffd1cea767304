"""Cego's trick rules and objective for the kernel and the exact solver
(spec cego-dreierles.md §2.10 card points, §2.13 Piccolo, Bettel and Räuber).

* Solo and the ladder contracts: the declarer's card points (Baden count, §1.3) of
  his tricks plus his set-aside cards (the talon in Solo), +1 with three players,
  and 0 if he took no trick (§2.10).
* Piccolo and Bettel: the declarer's score, +10/+15 if made, −10/−15 if not.
* Räuber: each for himself, searched paranoid from the mover (the mover against
  the other three); the value is the mover's net on the Räuber sheet
  (:func:`.parts.outcome.raeuber_score`, as the finished deal is scored: the most
  card points loses 5, the caller 10, ties by ``raeuber_ties``, §2.13, C8) × 100 +
  the card points the other three took (so among equal sheets he takes fewer).
  With ``raeuber_ties = split`` a net may be a fraction; the sheet is counted in
  twelfths (:func:`~tarock_tutor.core.solver_sheet.each_for_himself`).  The sheet
  reads only who took the most, so the search bounds the value by who still may
  (the Baden count's gain and split, §1.3).
* The Pfeife contract: the declarer's net on the score sheet
  (:func:`~.scoring.score_contract`, as the finished deal is scored), then his card
  points breaking ties: value = net × 100 + card points.  The sheet reads the tricks:
  the Pfeife played after the first trick and lost breaks the contract (§2.9), which
  then scores −1 unit at 36 points or more (§2.11).  (The other ladder contracts'
  sheet is a rising step of the card points alone (units, §1.5), so the card points
  order their cards as the sheet does.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import (
    CARD_POINTS,
    SCORE,
    ExactPlay,
    Objective,
    key_baden,
    split_baden,
)
from tarock_tutor.core.solver_sheet import each_for_himself

from .parts.base import CegoDeal
from .parts.contracts import BETTEL, FIXED_VALUES, PFEIFE, PFEIFE_CARD, PICCOLO, RAEUBER, SOLO
from .parts.outcome import raeuber_score
from .scoring import score_contract

SCALE = 100
"""The sheet weighs this much against one card point (71 at most)."""
OPEN_DROP = 10 ** 9
"""Below every value: a slack that leaves the low end to the ``floor``."""


def exact_play(state: Any) -> ExactPlay:
    st: CegoDeal = state
    pack, contract, d = st.pack, st.contract, st.declarer
    if contract == RAEUBER:
        return ExactPlay(raeuber_objective(st))
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
    if contract == PFEIFE:
        return ExactPlay(pfeife_objective(st, points))
    return ExactPlay(Objective(CARD_POINTS, frozenset({d}), points, split=split, gain=pack.value,
                               rises_with_value=True))



def pfeife_objective(st: CegoDeal, points: Callable[[list[Card], int, object], int]
                     ) -> Objective:
    """The Pfeife contract's value: net on the sheet × 100 + card points; ``extra`` is
    whether the Pfeife is broken (played by the declarer after the first trick, in a
    trick someone else won: the rule :func:`.trick_rules.pfeife_rule` applies).

    Quick bounds (``gain``, ``rises_with_value``: the Baden count's, §1.3): at a fixed
    ``extra`` the sheet never falls as his card points rise (units, §1.5; broken: the
    same units up to 35 points, −1 from 36 on, §2.11; the multipliers are positive,
    §2.12), and a broken sheet is never above the whole one at the same points
    (``test_exact_pfeife`` checks both over every count).  Once the Pfeife has been
    played ``extra`` never changes, so nothing is left open.  While he holds it, it may
    yet break: the low end is then the broken sheet at what he counts now (``floor``:
    his pile only grows), the high end the whole sheet's.  Unlike Dreierles' Pfeife
    (§3.7, :mod:`tarock_tutor.games.dreierles.parts.exact_pfeife`: a last-trick item
    and an early fall that gives the later tricks away), breaking it here keeps every
    trick and only caps the units, so no jump and no fixed early value are needed."""
    d, n, after = st.declarer, st.n, st.after_solo
    assert d is not None
    nets: dict[tuple[int, bool], int] = {}

    def broken(k: Kernel) -> bool:
        i = k.r.index[PFEIFE_CARD]
        return any(j > 0 and i in t.cards and t.winner != d for j, t in enumerate(k.history))

    def value(pile: list[Card], won: int, is_broken: Any) -> int:
        pts: int = points(pile, won, None)
        key = (pts, bool(is_broken))
        net = nets.get(key)
        if net is None:
            r = score_contract(players=n, contract=PFEIFE, declarer=d, declarer_points=pts,
                               after_solo=after, pfeife_broken=bool(is_broken))
            net = nets[key] = int(r.net[d])
        return net * SCALE + pts

    bit: list[Any] = [None, 0]   # the rules last asked, the Pfeife's bit

    def held(k: Kernel) -> bool:
        if bit[0] is not k.r:
            bit[0], bit[1] = k.r, 1 << k.r.index[PFEIFE_CARD]
        return bool(k.hands[d] & bit[1])

    def slack(k: Kernel) -> tuple[int, int]:
        return (OPEN_DROP, 0) if held(k) else (0, 0)

    now: dict[tuple[int, int], int] = {}   # (his pile, his tricks) -> the floor

    def floor(k: Kernel, ex: Any) -> int:
        if not held(k):
            return -OPEN_DROP
        key = (k.piles[d], k.won[d])
        got = now.get(key)
        if got is None:
            got = now[key] = value(k.r.cards_of(key[0]), key[1], True)
        return got
    return Objective(SCORE, frozenset({d}), value, extra=broken, distinct=(PFEIFE_CARD,),
                     scale=SCALE, gain=st.pack.value, slack=slack, rises_with_value=True,
                     floor=floor)


def raeuber_objective(st: CegoDeal) -> Objective:
    """Räuber's value for the seat to move: his net on the Räuber sheet × 100 + the
    card points the others took (:func:`~tarock_tutor.core.solver_sheet.each_for_himself`)."""
    pack, tp = st.pack, st.trickplay
    assert tp is not None and tp.to_move is not None
    mover = tp.to_move

    def sheet(points: tuple[int, ...]) -> Any:
        return raeuber_score(st, points).net[mover]
    return each_for_himself(mover=mover, seats=range(st.n),
                            count=lambda cards: count_baden(cards, pack),
                            key=lambda cards: key_baden(cards, pack), sheet=sheet, scale=SCALE,
                            gain=pack.value,
                            split_count=lambda cards: split_baden(cards, pack),
                            batch_count=True)
