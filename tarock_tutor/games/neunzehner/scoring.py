"""Scoring a deal: the game value, then bonuses settled as a team (spec §1.11–1.12).

Game value (restored from the Czech form of the game, [R:TCZVYS]):

* win  (P ≥ 36): ``G = (P − 35) × Mb``
* loss (P ≤ 35): ``G = (ref − P) × Mb × Mt`` with ``ref`` = option
  ``loss_reference`` (35 by default, 36 as an unsourced alternative).

``Mb`` is the bid multiplier, ``Mt`` the talon multiplier (losses only).
A Rufer settles 2 v 2, every other contract 1 v 3.  Bonuses (hand
declarations, Pagat Ultimo, Valat) are never multiplied and always go to the
team of whoever earned them, whatever the outcome of the game.

Worked example A-7 (Dreier won, ``Mt`` ignored on a win):

>>> sheet = score_deal(contract="dreier", declarer=1, declarer_points=44, talon_multiplier=3)
>>> sheet.totals()
(-27, 81, -27, -27)

Worked example A-9 (Einer lost after going back to the 5th card, ``Mt`` = 11):

>>> score_deal(contract="einer", declarer=0, declarer_points=34, talon_multiplier=11).totals()
(-165, 55, 55, 55)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import product

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.scoring import Amount, LineItem, ScoreSheet, team_1v_rest, team_2v2

from .contracts import (
    BID_MULTIPLIER,
    CONTRACT_JA,
    CONTRACTS,
    REF_BONUS,
    REF_SCORE,
    RUFER,
    max_talon_multiplier,
)
from .declarations import (
    ANNOUNCED_VALUE,
    HAND_ITEMS,
    ITEM_JA,
    PAGAT,
    SILENT_VALUE,
    TRULL_ITEM,
    TRUMPS8,
    TRUMPS10,
    TRUMPS12,
    VALAT,
    VALUE,
    canonical,
    combination_problem,
    parse_declaration,
)

SEATS = 4
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


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_game(contract: str, declarer_points: int, talon_multiplier: int,
                loss_reference: int) -> None:
    if not isinstance(contract, str) or contract not in CONTRACTS:
        raise ScoreInputError(f"unknown contract {contract!r}; contracts: "
                              f"{', '.join(CONTRACTS)} (spec §1.5)")
    low, high = POINT_RANGE[contract]
    if not _is_int(declarer_points) or not low <= declarer_points <= high:
        raise ScoreInputError(f"declarer-side card points {declarer_points!r} are impossible "
                              f"in a {contract}: reachable {low}..{high} (the pack totals 70, so "
                              "never outside 0..70, spec §1.3; talon and discards, §1.7)")
    top = max_talon_multiplier(contract)
    if not _is_int(talon_multiplier) or not 1 <= talon_multiplier <= top:
        raise ScoreInputError(f"talon multiplier {talon_multiplier!r} is impossible in a "
                              f"{contract}: allowed 1..{top} (spec §1.7)")
    if loss_reference not in (35, 36) or isinstance(loss_reference, bool):
        raise ScoreInputError(f"loss_reference must be 35 or 36, got {loss_reference!r} "
                              "(spec §1.11)")


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


class ScoreInputError(TarockError):
    """Inputs to the score calculator that no deal can produce."""


def game_value(contract: str, declarer_points: int, *, talon_multiplier: int = 1,
               loss_reference: int = 35) -> tuple[bool, int, int]:
    """``(won, base, multiplier)``; the declarer side receives ``±base × multiplier``.

    >>> game_value("rufer", 35), game_value("rufer", 35, loss_reference=36)
    ((False, 0, 1), (False, 1, 1))
    """
    _check_game(contract, declarer_points, talon_multiplier, loss_reference)
    mb = BID_MULTIPLIER[contract]
    if declarer_points >= WIN_THRESHOLD:
        return True, declarer_points - 35, mb
    return False, loss_reference - declarer_points, mb * talon_multiplier


def _seat(name: str, value: int | None) -> None:
    if value is not None and (not _is_int(value) or not 0 <= value < SEATS):
        raise ScoreInputError(f"{name} must be a seat 0..3, got {value!r}")


def score_deal(*, contract: str, declarer: int, declarer_points: int,
               partner: int | None = None, talon_multiplier: int = 1,
               declarations: Mapping[int, Iterable[str]] | None = None,
               pagat_announced_by: int | None = None, valat_announced_by: int | None = None,
               pagat_won_by: int | None = None, all_tricks: str | None = None,
               loss_reference: int = 35, players: Sequence[str] | None = None,
               fold: Mapping[int, int] | None = None, title: str = "") -> ScoreSheet:
    """The score sheet of one deal, from its outcome alone (no play needed).

    ``declarer_points`` is the pooled card-point count of the declarer side;
    ``pagat_won_by`` the seat that won the last trick with the I, if any;
    ``all_tricks`` is ``"declarer_side"`` or ``"defenders"`` when one team
    took all twelve tricks; ``fold`` maps a dummy seat to its controller when
    option ``dummy_result_to`` is ``controller``.
    """
    _check_game(contract, declarer_points, talon_multiplier, loss_reference)
    _seat("declarer", declarer)
    _seat("partner", partner)
    for name, v in (("pagat_announced_by", pagat_announced_by),
                    ("valat_announced_by", valat_announced_by), ("pagat_won_by", pagat_won_by)):
        _seat(name, v)
    if (partner is None) == (contract == RUFER):
        raise ScoreInputError("a Rufer needs a partner seat and the other contracts have none "
                              f"(contract {contract!r}, partner {partner!r}; spec §1.5)")
    if partner == declarer:
        raise ScoreInputError(f"the partner cannot be the declarer (seat {declarer})")
    if all_tricks not in (None, DECLARER_SIDE, DEFENDERS):
        raise ScoreInputError(f"all_tricks must be None, {DECLARER_SIDE!r} or {DEFENDERS!r}, "
                              f"got {all_tricks!r}")

    team = {declarer} if partner is None else {declarer, partner}
    others = [s for s in range(SEATS) if s not in team]
    decls = _declarations(declarations)
    _check_feats(decls, declarer_points, team, pagat_announced_by, pagat_won_by, all_tricks)
    if fold is not None:
        _check_fold(fold)
    if players is not None and (isinstance(players, str) or len(players) != SEATS):
        raise ScoreInputError(f"players must name the {SEATS} seats, got {players!r}")

    def settle(for_declarers: bool, v: Amount) -> tuple[Amount, ...]:
        signed = v if for_declarers else -v
        if contract == RUFER:
            return team_2v2(sorted(team), others, SEATS, signed)
        return team_1v_rest(declarer, SEATS, signed)

    items: list[LineItem] = []
    won, base, mult = game_value(contract, declarer_points, talon_multiplier=talon_multiplier,
                                 loss_reference=loss_reference)
    items.append(LineItem("game", f"ゲーム({CONTRACT_JA[contract]})",
                          settle(won, base * mult), base=base, multiplier=mult,
                          achieved=won, rule=REF_SCORE,
                          note=f"P={declarer_points}; Mb={BID_MULTIPLIER[contract]}; "
                               f"Mt={talon_multiplier if not won else 1}"))
    for seat in sorted(decls):
        for it in canonical(decls[seat]):
            items.append(LineItem(f"declaration:{seat}:{it}", f"{ITEM_JA[it]}(S{seat})",
                                  settle(seat in team, VALUE[it]), base=VALUE[it],
                                  announced=True, achieved=True, rule=REF_BONUS))
    if pagat_announced_by is not None:
        ok = pagat_won_by == pagat_announced_by
        items.append(LineItem("pagat_ultimo", f"{ITEM_JA[PAGAT]}(予告、S{pagat_announced_by})",
                              settle((pagat_announced_by in team) == ok, ANNOUNCED_VALUE[PAGAT]),
                              base=ANNOUNCED_VALUE[PAGAT], announced=True, achieved=ok,
                              rule=REF_BONUS))
    elif pagat_won_by is not None:
        items.append(LineItem("pagat_ultimo", f"{ITEM_JA[PAGAT]}(予告なし、S{pagat_won_by})",
                              settle(pagat_won_by in team, SILENT_VALUE[PAGAT]),
                              base=SILENT_VALUE[PAGAT], announced=False, achieved=True,
                              rule=REF_BONUS))
    if valat_announced_by is not None:
        side = DECLARER_SIDE if valat_announced_by in team else DEFENDERS
        ok = all_tricks == side
        items.append(LineItem("valat", f"{ITEM_JA[VALAT]}(予告、S{valat_announced_by})",
                              settle((side == DECLARER_SIDE) == ok, ANNOUNCED_VALUE[VALAT]),
                              base=ANNOUNCED_VALUE[VALAT], announced=True, achieved=ok,
                              rule=REF_BONUS))
    elif all_tricks is not None:
        items.append(LineItem("valat", f"{ITEM_JA[VALAT]}(予告なし)",
                              settle(all_tricks == DECLARER_SIDE, SILENT_VALUE[VALAT]),
                              base=SILENT_VALUE[VALAT], announced=False, achieved=True,
                              rule=REF_BONUS))
    if fold:
        items = [_fold(item, fold) for item in items]
    names = tuple(players) if players is not None else tuple(f"S{i}" for i in range(SEATS))
    default_title = f"ノインツェーナールーフェン {CONTRACT_JA[contract]}"
    return ScoreSheet(names, items, title=title or default_title)


def _declarations(declarations: Mapping[int, Iterable[str]] | None
                  ) -> dict[int, tuple[str, ...]]:
    """Seat → hand items, each seat's set checked against the combination rules (§1.9)."""
    if declarations is None:
        return {}
    if not isinstance(declarations, Mapping):
        raise ScoreInputError(f"declarations must map a seat to its items, e.g. "
                              f"{{1: 'trull'}}, got {declarations!r} (spec §1.9)")
    out: dict[int, tuple[str, ...]] = {}
    for seat, items in declarations.items():
        _seat("declaring seat", seat)
        try:
            decl = parse_declaration(items)
        except TarockError as err:
            raise ScoreInputError(f"seat {seat}: {err}") from None
        problem = combination_problem(decl)
        bad = [it for it in decl if it not in HAND_ITEMS]
        if problem is not None or bad:
            what = problem[1] if problem else bad[0]
            raise ScoreInputError(f"declaration {'+'.join(decl)!r} of seat {seat} is not legal "
                                  f"({problem[0] if problem else 'not a hand item'}: {what!r}; "
                                  "spec §1.9)")
        if decl:
            out[seat] = decl
    return out


def _check_feats(decls: Mapping[int, tuple[str, ...]], points: int, team: set[int],
                 pagat_announced_by: int | None, pagat_won_by: int | None,
                 all_tricks: str | None) -> None:
    """Refuse outcomes no deal can produce (one I, 3 trull cards, 4 Kings, 22 trumps)."""
    if None not in (pagat_announced_by, pagat_won_by) and pagat_announced_by != pagat_won_by:
        raise ScoreInputError(f"only the holder of the I can announce Pagat (D-A8) and win a "
                              f"trick with it: announced by seat {pagat_announced_by} but won "
                              f"by seat {pagat_won_by} (spec §1.9, §1.12)")
    if all_tricks == DECLARER_SIDE and points < VALAT_DECLARER_MIN:
        raise ScoreInputError(f"a declarer side that took all 12 tricks has at least "
                              f"{VALAT_DECLARER_MIN} card points, not {points} (spec §1.3, §1.7)")
    if all_tricks == DEFENDERS and points > VALAT_DEFENDERS_MAX:
        raise ScoreInputError(f"a declarer side that took no trick holds only its discards, at "
                              f"most {VALAT_DEFENDERS_MAX} card points, not {points} "
                              "(spec §1.3, §1.7)")
    if all_tricks is not None and pagat_won_by is not None \
            and (pagat_won_by in team) != (all_tricks == DECLARER_SIDE):
        raise ScoreInputError(f"seat {pagat_won_by} cannot win the last trick when the other "
                              f"side took all twelve ({all_tricks}; spec §1.12)")
    # The holder of the I is deliberately not matched against a Trull declared elsewhere:
    # worked example A-11 of spec §1.15 has S1 declaring Trull and S3 winning the last
    # trick with the I, and the calculator must reproduce the spec's examples.
    seats = sorted(decls)
    options = [_hand_shapes(decls[s]) for s in seats]
    for s, shapes in zip(seats, options, strict=True):
        if not shapes:
            raise ScoreInputError(f"no 12-card hand meets seat {s}'s declaration "
                                  f"{'+'.join(decls.get(s, ()))!r} (spec §1.9)")
    if not any(sum(c[0] for c in combo) <= 3 and sum(c[1] for c in combo) <= 4
               and sum(c[2] for c in combo) <= 22 for combo in product(*options)):
        raise ScoreInputError("these declarations need more trull cards, Kings or trumps than "
                              "the pack has (3 trull cards, 4 Kings, 22 trumps; spec §1.2, "
                              "§1.9): " + ", ".join(f"S{s} {'+'.join(decls[s])}" for s in seats))


def _check_fold(fold: Mapping[int, int]) -> None:
    if not isinstance(fold, Mapping):
        raise ScoreInputError(f"fold must map a dummy seat to its controller, got {fold!r}")
    for dummy, controller in fold.items():
        _seat("folded dummy seat", dummy)
        _seat("controller seat", controller)
        if dummy == controller:
            raise ScoreInputError(f"a dummy (seat {dummy}) cannot control itself (spec §1.13)")


def _fold(item: LineItem, fold: Mapping[int, int]) -> LineItem:
    """Move each folded seat's amount into its controller's column."""
    amounts = list(item.amounts)
    for dummy, controller in fold.items():
        amounts[controller] += amounts[dummy]
        amounts[dummy] = 0
    return LineItem(item.key, item.label_ja, tuple(amounts), item.base, item.multiplier,
                    item.announced, item.achieved, item.rule, item.note)
