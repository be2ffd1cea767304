"""Scoring a deal (spec neunzehner-zwanziger-sicilian.md §2.7): the game, Pagat Ultimo,
Valat and Trull, each a cited line item.

The declarer side wins with 45 of the 88 card points.  A Rufer settles 2 v 2,
Solo and Farberl 1 v 3; every item is multiplied by its own doubling level
(×2, ×4, ×8).  Worked example B-5 (Kontra and Re, won):

>>> score_deal(contract="rufer", declarer=0, partner=1, declarer_points=50,
...            levels={"game": 2}).totals()
(4, 4, -4, -4)

Worked example B-9 (a defender's silent Pagat against a winning Solo):

>>> score_deal(contract="solo", declarer=2, declarer_points=60, pagat_won_by=0).totals()
(-3, -3, 9, -3)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tarock_tutor.core.scoring import Amount, LineItem, ScoreSheet, team_1v_rest, team_2v2

from . import messages as _codes  # noqa: F401  (registers the error codes)
from .labels import ITEM_JA
from .parts.reader import ReaderError
from .parts.rules import (
    ANNOUNCED,
    CONTRACTS,
    GAME_ITEM,
    ITEMS,
    PAGAT,
    REF_BONUS,
    REF_SCORE,
    REF_TRULL,
    RUFER,
    SEATS,
    SILENT,
    TOTAL_POINTS,
    VALAT,
    VALUE,
    WIN_POINTS,
)

DECLARER_SIDE, DEFENDERS = "declarer_side", "defenders"
CALL_JA = {1: "コントラ", 2: "リコントラ", 3: "スブコントラ"}


class ScoreInputError(ReaderError):
    """Inputs to the score calculator that no deal can produce (``ja``: what to correct)."""


def _seat(name: str, ja: str, v: object, *, optional: bool = True) -> None:
    if v is None and optional:
        return
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < SEATS:
        raise ScoreInputError(f"{name} must be a seat 0..3, got {v!r}",
                              code="ZW_SCORE_SEAT", params={"what": ja})


def _check(contract: str, declarer: int, partner: int | None, points: int,
           levels: Mapping[str, int], pagat_by: int | None, valat: bool,
           pagat_won_by: int | None, all_tricks: str | None, trull: int | None) -> None:
    if contract not in CONTRACTS:
        raise ScoreInputError(f"unknown contract {contract!r}; contracts: "
                              f"{', '.join(CONTRACTS)} (spec §2.5)",
                              code="ZW_SCORE_CONTRACT", params={"value": str(contract)[:30]})
    _seat("declarer", "デクレアラー", declarer, optional=False)
    for name, ja, v in (("partner", "パートナー", partner),
                        ("pagat_announced_by", "パガット・ウルティモを予告した人", pagat_by),
                        ("pagat_won_by", "最後のトリックをパガットで取った人", pagat_won_by),
                        ("trull_holder", "トルルを持っていた人", trull)):
        _seat(name, ja, v)
    if (partner is None) == (contract == RUFER) or partner == declarer:
        raise ScoreInputError(
            f"a Rufer has one partner other than the declarer and the other contracts none "
            f"(contract {contract!r}, declarer {declarer}, partner {partner!r}; spec §2.5)",
            code="ZW_SCORE_PARTNER")
    if not isinstance(points, int) or isinstance(points, bool) or not 0 <= points <= 88:
        raise ScoreInputError(f"declarer-side card points must be 0..{TOTAL_POINTS}, got "
                              f"{points!r} (spec §2.2)",
                              code="ZW_SCORE_POINTS", params={"total": TOTAL_POINTS})
    for k, v in levels.items():
        if k not in ITEMS or not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 3:
            raise ScoreInputError(f"doubling level {k!r}: {v!r} is impossible; items "
                                  f"{', '.join(ITEMS)}, levels 0..3 (spec §2.5)",
                                  code="ZW_SCORE_LEVEL")
    team = {declarer} if partner is None else {declarer, partner}
    if (levels.get(PAGAT) and pagat_by is None) or (levels.get(VALAT) and not valat):
        raise ScoreInputError("only an announced Pagat or Valat can be doubled (spec §2.5)",
                              code="ZW_SCORE_DOUBLE_UNANNOUNCED")
    if pagat_by is not None and pagat_by not in team:
        raise ScoreInputError(f"seat {pagat_by} is not on the declarer side and cannot announce "
                              "Pagat (spec §2.5)",
                              code="ZW_SCORE_PAGAT_SIDE", params={"seat": pagat_by + 1})
    if pagat_by is not None and pagat_won_by not in (None, pagat_by):
        raise ScoreInputError(f"only the holder of the I announces Pagat (D-B8): announced by "
                              f"seat {pagat_by}, won by seat {pagat_won_by}",
                              code="ZW_SCORE_PAGAT_HOLDER",
                              params={"by": pagat_by + 1, "won": pagat_won_by + 1})
    if all_tricks not in (None, DECLARER_SIDE, DEFENDERS):
        raise ScoreInputError(f"all_tricks must be None, {DECLARER_SIDE!r} or {DEFENDERS!r}",
                              code="ZW_SCORE_ALL_TRICKS")
    if (all_tricks == DECLARER_SIDE and points != TOTAL_POINTS) or (
            all_tricks == DEFENDERS and points != 0):
        need = TOTAL_POINTS if all_tricks == DECLARER_SIDE else 0
        raise ScoreInputError(f"a side that took all ten tricks has all {TOTAL_POINTS} points "
                              f"(no talon): {all_tricks} with {points} (spec §2.2)",
                              code="ZW_SCORE_ALL_TRICKS_POINTS",
                              params={"total": TOTAL_POINTS, "need": need})
    if all_tricks is not None and pagat_won_by is not None and (
            (pagat_won_by in team) != (all_tricks == DECLARER_SIDE)):
        raise ScoreInputError(f"seat {pagat_won_by} cannot win the last trick when the other "
                              f"side took all ten ({all_tricks})",
                              code="ZW_SCORE_LAST_TRICK", params={"seat": pagat_won_by + 1})


def score_deal(*, contract: str, declarer: int, declarer_points: int,
               partner: int | None = None, levels: Mapping[str, int] | None = None,
               pagat_announced_by: int | None = None, valat_announced: bool = False,
               pagat_won_by: int | None = None, all_tricks: str | None = None,
               trull_holder: int | None = None, failed_valat_pays: bool = True,
               defender_silent_bonuses: bool = True, players: Sequence[str] | None = None,
               title: str = "") -> ScoreSheet:
    """The score sheet of one deal from its outcome (no play needed).

    ``levels`` maps an item (``game``, ``pagat``, ``valat``) to its doubling level
    0..3; ``pagat_won_by`` is the seat that won the last trick with the I;
    ``all_tricks`` names the side that took all ten tricks."""
    lv = dict(levels or {})
    _check(contract, declarer, partner, declarer_points, lv, pagat_announced_by,
           valat_announced, pagat_won_by, all_tricks, trull_holder)
    team = [declarer] if partner is None else sorted({declarer, partner})
    others = [s for s in range(SEATS) if s not in team]

    def settle(for_declarers: bool, v: Amount) -> tuple[Amount, ...]:
        signed = v if for_declarers else -v
        if contract == RUFER:
            # team settlement: spec neunzehner-zwanziger-sicilian.md §0.4
            return team_2v2(team, others, SEATS, signed)
        return team_1v_rest(declarer, SEATS, signed)

    def item(key: str, label: str, for_declarers: bool, base: int, k: int, *,
             announced: bool | None, achieved: bool, rule: object, note: str = "") -> LineItem:
        mult = 2 ** k
        extra = f"({CALL_JA[k]} ×{mult})" if k else ""
        return LineItem(key, label + extra, settle(for_declarers, base * mult), base=base,
                        multiplier=mult, announced=announced, achieved=achieved,
                        rule=rule, note=note)  # type: ignore[arg-type]

    items: list[LineItem] = []
    won = declarer_points >= WIN_POINTS
    items.append(item(GAME_ITEM, f"ゲーム({ITEM_JA[contract]})", won, VALUE[contract],
                      lv.get(GAME_ITEM, 0), announced=None, achieved=won, rule=REF_SCORE,
                      note=f"デクレアラー側 {declarer_points}点({WIN_POINTS}点以上で勝ち)"))
    if pagat_announced_by is not None:
        ok = pagat_won_by == pagat_announced_by
        items.append(item(PAGAT, f"{ITEM_JA[PAGAT]}(予告)", ok, ANNOUNCED[PAGAT],
                          lv.get(PAGAT, 0), announced=True, achieved=ok, rule=REF_BONUS))
    elif pagat_won_by is not None and (pagat_won_by in team or defender_silent_bonuses):
        items.append(item(PAGAT, f"{ITEM_JA[PAGAT]}(予告なし)", pagat_won_by in team,
                          SILENT[PAGAT], 0, announced=False, achieved=True, rule=REF_BONUS))
    if valat_announced:
        ok = all_tricks == DECLARER_SIDE
        if ok or failed_valat_pays:
            items.append(item(VALAT, f"{ITEM_JA[VALAT]}(予告)", ok, ANNOUNCED[VALAT],
                              lv.get(VALAT, 0), announced=True, achieved=ok, rule=REF_BONUS))
    elif all_tricks == DECLARER_SIDE or (all_tricks == DEFENDERS and defender_silent_bonuses):
        items.append(item(VALAT, f"{ITEM_JA[VALAT]}(予告なし)", all_tricks == DECLARER_SIDE,
                          SILENT[VALAT], 0, announced=False, achieved=True, rule=REF_BONUS))
    names = tuple(players) if players is not None else tuple(f"席{i + 1}" for i in range(SEATS))
    if len(names) != SEATS:
        raise ScoreInputError(f"players must name the {SEATS} seats, got {players!r}",
                              code="ZW_SCORE_NAMES", params={"seats": SEATS})
    if trull_holder is not None:
        items.append(LineItem("trull", f"トルル({names[trull_holder]})",
                              team_1v_rest(trull_holder, SEATS, 1), base=1, multiplier=1,
                              achieved=True, rule=REF_TRULL))
    default = f"ツヴァンツィガールーフェン {ITEM_JA[contract]}"
    return ScoreSheet(names, items, title=title or default)
