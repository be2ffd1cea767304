"""What a finished deal comes to (spec §3.6, §3.7, §3.10, §3.12): the two piles,
the card points, the Pfeife, the bonuses, and the score sheet.

The declarer's pile is his tricks plus his discards; the rest of the talon goes
to the defenders (all of it in Solo) — unconditionally, unlike Cego (§3.5 item 4).
An announced Pfeife played before the last trick gives that trick and every
later one to the defenders for counting (§3.7).  In Räuber each player counts
his own tricks; the talon is not counted (§3.12.1).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import baden_units, count_baden
from tarock_tutor.core.labels import seat_columns
from tarock_tutor.core.scoring import ScoreSheet

from ..scoring import score_game, score_raeuber
from .rules import BONUSES, PACK, PFEIFE, PFEIFE_CALL, RAEUBER, SOLO, ZEHN_DRUCK, bonuses_in

if TYPE_CHECKING:
    from .base import DreierlesDeal as DreierlesState


@dataclass(frozen=True)
class Result:
    """The counted deal.  For Räuber only ``raeuber_points`` and ``sheet`` matter."""

    contract: str
    declarer: int | None
    declarer_pile: tuple[Card, ...]
    defender_pile: tuple[Card, ...]
    declarer_points: int
    defender_points: int
    units: int
    pfeife: int                      # signed Fach per other person, 0 if none
    pfeife_trick: int | None         # index of the trick the declarer's Pfeife fell in
    reawarded: tuple[int, ...]       # tricks given to the defenders by a failed announced Pfeife
    bonuses: tuple[tuple[int, str], ...]
    raeuber_points: dict[int, int]
    sheet: ScoreSheet


def declarer_hand(state: DreierlesState) -> tuple[Card, ...]:
    """The declarer's hand after the exchange (the hand his bonuses count from, §3.6)."""
    assert state.declarer is not None
    dealt = state.dealt[state.declarer]
    return tuple(c for c in (*dealt, *state.taken) if c not in state.discards)


def bonuses_of(state: DreierlesState) -> tuple[tuple[int, str], ...]:
    """Every bonus held at the table (§3.6): the dealt hands, the declarer's after the
    exchange; the declarer's Zehn Druck only if he announced it."""
    out = []
    for seat in state.active:
        hand = declarer_hand(state) if seat == state.declarer else state.dealt[seat]
        for bonus in bonuses_in(hand):
            if seat == state.declarer and bonus == ZEHN_DRUCK and \
                    ZEHN_DRUCK not in state.announced:
                continue
            out.append((seat, bonus))
    return tuple(sorted(out, key=lambda x: (BONUSES.index(x[1]), x[0])))


def raeuber_sheet(state: DreierlesState, points: Mapping[int, int],
                  names: Sequence[str] = ()) -> ScoreSheet:
    """The Räuber sheet of this deal for the active players' card points (§3.12.4, with
    its Kontras and the last-round option): the finished deal is scored with it, and
    the exact solver's Räuber value reads it."""
    return score_raeuber(table=state.table, dealer=state.dealer, points=points,
                         kontras=state.doublings, names=names,
                         last_round_double=bool(state.options["last_round_raeuber_or_solo"]
                                                and state.options["last_round_raeuber_double"]))


def result_of(state: DreierlesState) -> Result:
    tp = state.trickplay
    assert tp is not None and state.contract is not None
    names = seat_columns(state.table, state.setup.names)
    if state.contract == RAEUBER:
        points = {s: count_baden(tp.captured[s], PACK) for s in state.active}
        sheet = raeuber_sheet(state, points, names)
        return Result(RAEUBER, None, (), (), 0, 0, 0, 0, None, (), (), points, sheet)
    decl = state.declarer
    assert decl is not None
    last = len(tp.tricks) - 1
    fell = next((i for i, t in enumerate(tp.tricks) if PFEIFE in t.cards and
                 t.card_of(decl) is PFEIFE), None) if decl in state.active else None
    announced = PFEIFE_CALL in state.announced
    pfeife = 0
    reawarded: tuple[int, ...] = ()
    if fell == last:
        pfeife = (2 if announced else 1) * (1 if tp.tricks[last].winner == decl else -1)
    elif fell is not None and announced:
        pfeife, reawarded = -2, tuple(range(fell, last + 1))
    pile = [*state.discards]
    for i, t in enumerate(tp.tricks):
        if t.winner == decl and i not in reawarded:
            pile.extend(t.cards)
    rest = [c for c in PACK.cards if c not in pile]
    declarer_points = count_baden(pile, PACK)
    bonuses = bonuses_of(state)
    sheet = outcome_sheet(state, declarer_points, pfeife, bonuses)
    return Result(state.contract, decl, tuple(pile), tuple(rest), declarer_points,
                  count_baden(rest, PACK), baden_units(declarer_points), pfeife, fell, reawarded,
                  bonuses, {}, sheet)


def outcome_sheet(state: DreierlesState, points: int, pfeife: int,
                  bonuses: tuple[tuple[int, str], ...] | None = None) -> ScoreSheet:
    """The sheet of this deal's game for an outcome of the play: the declarer's card
    points (after any re-award) and the last-trick Pfeife (signed Fach, 0 if none):
    the finished deal's sheet, and the exact solver's value (:mod:`..exact`)."""
    assert state.declarer is not None and state.contract is not None
    return score_game(table=state.table, declarer=state.declarer, contract=state.contract,
                      points=points, doublings=state.doublings,
                      bonuses=bonuses_of(state) if bonuses is None else bonuses,
                      pfeife=pfeife, pfeife_announced=PFEIFE_CALL in state.announced,
                      names=seat_columns(state.table, state.setup.names),
                      dealer=state.dealer,
                      solo_double=bool(state.contract == SOLO
                                       and state.options["last_round_raeuber_or_solo"]
                                       and state.options["last_round_solo_double"]))
