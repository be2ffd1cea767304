"""Inputs to the score calculator that no deal can produce are refused by name.

The checks behind :func:`~tarock_tutor.games.neunzehner.scoring.score_deal`: a
contract and card points a side can reach (spec §1.3, §1.7), a talon multiplier
the staged looks allow, seats, declarations that one 12-card hand can meet and
the pack can supply (spec §1.9), and feats that fit together (spec §1.12).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import product

from tarock_tutor.core.errors import TarockError, error_ja
from tarock_tutor.core.messages import text
from tarock_tutor.core.problems import seat_what_ja

from ..labels import GAME, LABELS
from .contracts import CONTRACTS, RUFER, contracts_ja, max_talon_multiplier
from .declarations import (
    HAND_ITEMS,
    TRULL_ITEM,
    TRUMPS8,
    TRUMPS10,
    TRUMPS12,
    combination_problem,
    parse_declaration,
)

SEATS = 4


class ScoreInputError(TarockError):
    """Inputs to the score calculator that no deal can produce."""

DECLARER_SIDE, DEFENDERS = "declarer_side", "defenders"
WIN_THRESHOLD = 36

# The declarer side's reachable card points per contract (spec §1.3 count, §1.7 talon).
# Every card is worth at least 1, so n cards count at least n − 2⌊n/3⌋ − (1 if n mod 3).
# Low end: a Rufer declarer always keeps his 4 discards (≥ 1 point); the others can end
# with a single discard (0) or nothing (Solo).  High end: the opponents always keep the
# untaken talon (Dreier 3 cards, Zweier 4, Einer 5, Solo 6: at least 1, 1, 2, 2 points);
# in a Rufer they may keep a single one-point discard (0 points).
POINT_RANGE: dict[str, tuple[int, int]] = {RUFER: (1, 70), "dreier": (0, 69),
                                           "zweier": (0, 69), "einer": (0, 68),
                                           "solo": (0, 68)}
# A side that took all twelve tricks: the other side holds at most six talon or discard
# cards (worth at most 30 − 4 = 26 points) or, for the declarer side, at most five
# discards without Kings or trull cards (4 Queens + a Cavall: 19 − 3 = 16 points).
VALAT_DECLARER_MIN, VALAT_DEFENDERS_MAX = 44, 16


def _seat(seat: int | None) -> str:
    return "?" if seat is None else f"席{seat + 1}"


def _terms(items: Iterable[str]) -> str:
    """Declaration items in the book's Japanese, joined (``trull+four_kings`` → …)."""
    return "+".join(LABELS.term(it) for it in items)


def is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def check_game(contract: str, declarer_points: int, talon_multiplier: int,
                loss_reference: int) -> None:
    if not isinstance(contract, str) or contract not in CONTRACTS:
        raise ScoreInputError(f"unknown contract {contract!r}; contracts: "
                              f"{', '.join(CONTRACTS)} (spec §1.5)", code="UNKNOWN_CONTRACT",
                              params={"value": str(contract)[:30],
                                      "contracts": contracts_ja()})
    low, high = POINT_RANGE[contract]
    if not is_int(declarer_points) or not low <= declarer_points <= high:
        raise ScoreInputError(f"declarer-side card points {declarer_points!r} are impossible "
                              f"in a {contract}: reachable {low}..{high} (the pack totals 70, so "
                              "never outside 0..70, spec §1.3; talon and discards, §1.7)",
                              code="POINTS_RANGE", params={"value": repr(declarer_points)[:30],
                                                           "low": low, "high": high})
    top = max_talon_multiplier(contract)
    if not is_int(talon_multiplier) or not 1 <= talon_multiplier <= top:
        raise ScoreInputError(f"talon multiplier {talon_multiplier!r} is impossible in a "
                              f"{contract}: allowed 1..{top} (spec §1.7)",
                              code="TALON_MULTIPLIER_RANGE",
                              params={"value": repr(talon_multiplier)[:30], "top": top})
    if loss_reference not in (35, 36) or isinstance(loss_reference, bool):
        raise ScoreInputError(f"loss_reference must be 35 or 36, got {loss_reference!r} "
                              "(spec §1.11)", code="BAD_OPTION_VALUE",
                              params={"option": "loss_reference",
                                      "value": repr(loss_reference)[:20], "values": "35、36"})


# For a feasibility check of the declarations: what one 12-card hand must hold.
_TRUMP_MIN = {TRUMPS8: 8, TRUMPS10: 10, TRUMPS12: 12}


def _hand_shapes(items: Sequence[str]) -> list[tuple[int, int, int]]:
    """Minimal (trull cards, Kings, trumps) of a 12-card hand meeting every item."""
    need_trumps = max((_TRUMP_MIN[it] for it in items if it in _TRUMP_MIN), default=0)
    shapes = []
    for t, k in product(range(4), range(5)):
        x = max(need_trumps, t)  # trull cards are trumps
        if x + k > 12:
            continue
        ok = all((it != TRULL_ITEM or t == 3) and (it != "four_kings" or k == 4)
                 and (it != "honneurs" or t + k >= 4)
                 and (it != "grosse_honneurs" or (t == 3 and k >= 1) or (k == 4 and t >= 1))
                 for it in items)
        if ok:
            shapes.append((t, k, x))
    return [s for s in shapes if not any(o != s and all(a <= b for a, b in zip(o, s, strict=True))
                                         for o in shapes)]


def check_seat(name: str, value: int | None) -> None:
    if value is not None and (not is_int(value) or not 0 <= value < SEATS):
        raise ScoreInputError(f"{name} must be a seat 0..3, got {value!r}", code="SEAT_RANGE",
                              params={"what": seat_what_ja(name), "value": repr(value)[:30],
                                      "high": SEATS,
                                      "last": SEATS - 1})


def checked_declarations(declarations: Mapping[int, Iterable[str]] | None
                  ) -> dict[int, tuple[str, ...]]:
    """Seat → hand items, each seat's set checked against the combination rules (§1.9)."""
    if declarations is None:
        return {}
    if not isinstance(declarations, Mapping):
        raise ScoreInputError(f"declarations must map a seat to its items, e.g. "
                              f"{{1: 'trull'}}, got {declarations!r} (spec §1.9)",
                              code="NZ_DECLARATIONS_NOT_MAP",
                              params={"value": repr(declarations)[:30]})
    out: dict[int, tuple[str, ...]] = {}
    for seat, items in declarations.items():
        check_seat("declaring seat", seat)
        try:
            decl = parse_declaration(items)
        except TarockError as err:
            raise ScoreInputError(f"seat {seat}: {err}", code="NZ_DECLARATION_UNREADABLE",
                                  params={"seat": seat + 1, "why": error_ja(err)}) from None
        problem = combination_problem(decl)
        bad = [it for it in decl if it not in HAND_ITEMS]
        if problem is not None or bad:
            what = problem[1] if problem else bad[0]
            raise ScoreInputError(f"declaration {'+'.join(decl)!r} of seat {seat} is not legal "
                                  f"({problem[0] if problem else 'not a hand item'}: {what!r}; "
                                  "spec §1.9)", code="NZ_DECLARATION_ILLEGAL",
                                  params={"seat": seat + 1, "decl": _terms(decl),
                                          "why": text(problem[0], "ja", game=GAME,
                                                      item=LABELS.term(what))
                                          if problem else f"「{what}」は手役ではありません。"})
        if decl:
            out[seat] = decl
    return out


def check_feats(decls: Mapping[int, tuple[str, ...]], points: int, team: set[int],
                 pagat_announced_by: int | None, pagat_won_by: int | None,
                 all_tricks: str | None) -> None:
    """Refuse outcomes no deal can produce (one I, 3 trull cards, 4 Kings, 22 trumps)."""
    if None not in (pagat_announced_by, pagat_won_by) and pagat_announced_by != pagat_won_by:
        raise ScoreInputError(f"only the holder of the I can announce Pagat (D-A8) and win a "
                              f"trick with it: announced by seat {pagat_announced_by} but won "
                              f"by seat {pagat_won_by} (spec §1.9, §1.12)",
                              code="NZ_PAGAT_HOLDER",
                              params={"by": _seat(pagat_announced_by), "won": _seat(pagat_won_by)})
    if all_tricks == DECLARER_SIDE and points < VALAT_DECLARER_MIN:
        raise ScoreInputError(f"a declarer side that took all 12 tricks has at least "
                              f"{VALAT_DECLARER_MIN} card points, not {points} (spec §1.3, §1.7)",
                              code="NZ_VALAT_DECLARER_POINTS",
                              params={"least": VALAT_DECLARER_MIN, "value": points})
    if all_tricks == DEFENDERS and points > VALAT_DEFENDERS_MAX:
        raise ScoreInputError(f"a declarer side that took no trick holds only its discards, at "
                              f"most {VALAT_DEFENDERS_MAX} card points, not {points} "
                              "(spec §1.3, §1.7)", code="NZ_VALAT_DEFENDERS_POINTS",
                              params={"most": VALAT_DEFENDERS_MAX, "value": points})
    if all_tricks is not None and pagat_won_by is not None \
            and (pagat_won_by in team) != (all_tricks == DECLARER_SIDE):
        raise ScoreInputError(f"seat {pagat_won_by} cannot win the last trick when the other "
                              f"side took all twelve ({all_tricks}; spec §1.12)",
                              code="NZ_LAST_TRICK", params={"seat": _seat(pagat_won_by)})
    # The holder of the I is deliberately not matched against a Trull declared elsewhere:
    # worked example A-11 of spec §1.15 has S1 declaring Trull and S3 winning the last
    # trick with the I, and the calculator must reproduce the spec's examples.
    seats = sorted(decls)
    options = [_hand_shapes(decls[s]) for s in seats]
    for s, shapes in zip(seats, options, strict=True):
        if not shapes:
            raise ScoreInputError(f"no 12-card hand meets seat {s}'s declaration "
                                  f"{'+'.join(decls.get(s, ()))!r} (spec §1.9)",
                                  code="NZ_DECLARATION_NO_HAND",
                                  params={"seat": s + 1, "decl": _terms(decls.get(s, ()))})
    if not any(sum(c[0] for c in combo) <= 3 and sum(c[1] for c in combo) <= 4
               and sum(c[2] for c in combo) <= 22 for combo in product(*options)):
        raise ScoreInputError("these declarations need more trull cards, Kings or trumps than "
                              "the pack has (3 trull cards, 4 Kings, 22 trumps; spec §1.2, "
                              "§1.9): " + ", ".join(f"S{s} {'+'.join(decls[s])}" for s in seats),
                              code="NZ_DECLARATIONS_PACK",
                              params={"detail": "、".join(f"席{s + 1}: {_terms(decls[s])}"
                                                         for s in seats)})


def check_fold(fold: Mapping[int, int]) -> None:
    if not isinstance(fold, Mapping):
        raise ScoreInputError(f"fold must map a dummy seat to its controller, got {fold!r}",
                              code="NZ_FOLD_NOT_MAP", params={"value": repr(fold)[:30]})
    for dummy, controller in fold.items():
        check_seat("folded dummy seat", dummy)
        check_seat("controller seat", controller)
        if dummy == controller:
            raise ScoreInputError(f"a dummy (seat {dummy}) cannot control itself (spec §1.13)",
                                  code="NZ_DUMMY_SELF", params={"seat": dummy + 1})


