"""Dreierles' trick rules and objective for the kernel and the exact solver
(spec cego-dreierles.md §3.7, §3.9–3.12).

* Games with a declarer: his card points (Baden count) of his tricks and his
  discards, when the Pfeife (trump 1) cannot be his: the sheet then rises with the
  card points alone (units, §1.5).
* When the declarer holds the Pfeife (or has played it), the sheet reads the tricks
  (§3.7): his Pfeife in the last trick scores +1 if it wins and −1 if it loses
  (silent; ±2 announced), and an announced Pfeife played earlier fails (−2) and gives
  that trick and every later one to the defenders for counting.  The value is then
  his total on the deal's own sheet (:func:`.parts.result.outcome_sheet`, as the
  finished deal is scored) × 100 + the card points he counts
  (:func:`.parts.exact_pfeife.pfeife_objective`, with its quick bounds: the Pfeife's
  items as slack, and while an announced one is held a floor from what he has).
* Räuber: each for himself, searched paranoid from the mover (the mover against
  the other two); the value is the mover's total on the Räuber sheet
  (:func:`.parts.result.raeuber_sheet`, as the finished deal is scored: the most
  points pays 2 to each other person, two tied pay 1, three tied with four at the
  table pay 2/3 each, × 2 per Kontra, §3.12.4) × 100 + the card points the other two
  took (so among equal sheets he takes fewer).  The 2/3 stays exact (the sheet is
  counted in twelfths); the sheet reads only who took the most, so the search bounds
  the value by who still may (the Baden count's gain and split, §1.3,
  :func:`~tarock_tutor.core.solver_sheet.each_for_himself`).  The Steinmauern and
  Iffezheim hooks read the trump leads so far and the tricks done
  (:func:`.trick_rules.raeuber_context`, the same function the play phase's bundle
  gives ``TrickPlay``), from the kernel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import (
    CARD_POINTS,
    ExactPlay,
    Objective,
    key_baden,
    split_baden,
)
from tarock_tutor.core.solver_sheet import each_for_himself
from tarock_tutor.games.dreierles.trick_rules import RAEUBER_RULES

from .parts.exact_pfeife import SCALE, pfeife_objective
from .parts.result import raeuber_sheet
from .parts.rules import PACK, PFEIFE, RAEUBER

_TRUMP = int(Suit.TRUMP)   # (the kernel's suit number)


def exact_play(state: Any) -> ExactPlay:
    if state.contract == RAEUBER:
        obj = raeuber_objective(state)
        hooks = RAEUBER_RULES.get(state.options["raeuber_pfeife"])
        if hooks is None:
            return ExactPlay(obj)
        # the context the play phase's bundle reads, from the kernel; the table key
        # holds only what of the tricks played the rule reads (see raeuber_history_key)
        form = state.options["raeuber_pfeife"]
        return ExactPlay(obj, context=hooks.context, history_key=raeuber_history_key(form))
    d = state.declarer
    discards: list[Card] = list(state.discards)
    tp = state.trickplay
    played = any(t.card_of(d) is PFEIFE for t in tp.tricks if d in t.seats)
    if PFEIFE in tp.hand(d) or played or (tp.current_seats and d in tp.current_seats
                                         and PFEIFE in tp.current):
        return ExactPlay(pfeife_objective(state))
    return ExactPlay(Objective(
        CARD_POINTS, frozenset({d}), lambda pile, won, extra: count_baden([*pile, *discards], PACK),
        split=lambda pile, won, extra: split_baden([*pile, *discards], PACK), gain=PACK.value,
        rises_with_value=True))


def raeuber_history_key(form: str) -> Callable[[Kernel], Any] | None:
    """What of the tricks played the Räuber follow rule of ``form`` reads beyond the
    position itself (the transposition table's ``history_key``; every position of one
    search has the tricks done fixed by the cards left).  Steinmauern reads the trump
    leads only through "this trump lead is the third or later" while the Pfeife is
    still held (§3.12.3): so the trump leads done, counted up to two, while it is in
    a hand, and nothing once it has fallen.  Iffezheim reads only the tricks done."""
    if form != "steinmauern":
        return None
    at: list[Any] = [None, 0]   # the compiled rules last asked, the Pfeife's bit

    def key(k: Kernel) -> int:
        if at[0] is not k.r:
            at[0], at[1] = k.r, 1 << k.r.index[PFEIFE]
        bit = at[1]
        for h in k.hands:
            if h & bit:
                break
        else:   # fallen: nothing of the past counts any more
            return -1
        done = 0
        for t in k.history:
            if t.lead == _TRUMP:
                done += 1
                if done == 2:
                    break
        return done
    return key


def raeuber_objective(state: Any) -> Objective:
    """Räuber's value for the seat to move: his total on the Räuber sheet × 100 + the
    card points the others took (:func:`~tarock_tutor.core.solver_sheet.each_for_himself`)."""
    mover = state.trickplay.to_move
    active = tuple(state.active)

    def sheet(points: tuple[int, ...]) -> Any:
        return raeuber_sheet(state, dict(zip(active, points, strict=True))).totals()[mover]
    return each_for_himself(mover=mover, seats=active,
                            count=lambda cards: count_baden(cards, PACK),
                            key=lambda cards: key_baden(cards, PACK), sheet=sheet, scale=SCALE,
                            gain=PACK.value,
                            split_count=lambda cards: split_baden(cards, PACK),
                            batch_count=True)
