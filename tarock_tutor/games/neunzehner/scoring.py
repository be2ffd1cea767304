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

from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.scoring import Amount, LineItem, ScoreSheet, team_1v_rest, team_2v2

from .labels import CONTRACT_JA, ITEM_JA
from .parts.contracts import BID_MULTIPLIER, REF_BONUS, REF_SCORE, RUFER
from .parts.declarations import ANNOUNCED_VALUE, PAGAT, SILENT_VALUE, VALAT, VALUE, canonical
from .parts.score_checks import (
    DECLARER_SIDE,
    DEFENDERS,
    SEATS,
    WIN_THRESHOLD,
    ScoreInputError,
    check_feats,
    check_fold,
    check_game,
    check_seat,
    checked_declarations,
)

__all__ = ["DECLARER_SIDE", "DEFENDERS", "ScoreInputError", "game_value", "score_deal"]


DEFAULT_DEALER = 3  # the engine's default dealer (席4); engine seat s is 席 s+1


def game_value(contract: str, declarer_points: int, *, talon_multiplier: int = 1,
               loss_reference: int = 35) -> tuple[bool, int, int]:
    """``(won, base, multiplier)``; the declarer side receives ``±base × multiplier``.

    >>> game_value("rufer", 35), game_value("rufer", 35, loss_reference=36)
    ((False, 0, 1), (False, 1, 1))
    """
    check_game(contract, declarer_points, talon_multiplier, loss_reference)
    mb = BID_MULTIPLIER[contract]
    if declarer_points >= WIN_THRESHOLD:
        return True, declarer_points - 35, mb
    return False, loss_reference - declarer_points, mb * talon_multiplier


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
    check_game(contract, declarer_points, talon_multiplier, loss_reference)
    check_seat("declarer", declarer)
    check_seat("partner", partner)
    for name, v in (("pagat_announced_by", pagat_announced_by),
                    ("valat_announced_by", valat_announced_by), ("pagat_won_by", pagat_won_by)):
        check_seat(name, v)
    if (partner is None) == (contract == RUFER):
        raise ScoreInputError("a Rufer needs a partner seat and the other contracts have none "
                              f"(contract {contract!r}, partner {partner!r}; spec §1.5)",
                              code="PARTNER_ONLY_IN_RUFER")
    if partner == declarer:
        raise ScoreInputError(f"the partner cannot be the declarer (seat {declarer})",
                              code="PARTNER_IS_DECLARER")
    if all_tricks not in (None, DECLARER_SIDE, DEFENDERS):
        raise ScoreInputError(f"all_tricks must be None, {DECLARER_SIDE!r} or {DEFENDERS!r}, "
                              f"got {all_tricks!r}", code="NZ_ALL_TRICKS",
                              params={"value": repr(all_tricks)[:30]})

    team = {declarer} if partner is None else {declarer, partner}
    others = [s for s in range(SEATS) if s not in team]
    decls = checked_declarations(declarations)
    check_feats(decls, declarer_points, team, pagat_announced_by, pagat_won_by, all_tricks)
    if fold is not None:
        check_fold(fold)
    if players is not None and (isinstance(players, str) or len(players) != SEATS):
        raise ScoreInputError(f"players must name the {SEATS} seats, got {players!r}",
                              code="NAMES_COUNT",
                              params={"seats": SEATS, "count": 1 if isinstance(players, str)
                                      else len(players)})

    def settle(for_declarers: bool, v: Amount) -> tuple[Amount, ...]:
        signed = v if for_declarers else -v
        if contract == RUFER:
            # team settlement: spec neunzehner-zwanziger-sicilian.md §0.4
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
            items.append(LineItem(f"declaration:{seat}:{it}", f"{ITEM_JA[it]}({seat_ja(seat)})",
                                  settle(seat in team, VALUE[it]), base=VALUE[it],
                                  achieved=True, rule=REF_BONUS))   # declared, not announced
    if pagat_announced_by is not None:
        ok = pagat_won_by == pagat_announced_by
        items.append(LineItem("pagat_ultimo",
                              f"{ITEM_JA[PAGAT]}(予告、{seat_ja(pagat_announced_by)})",
                              settle((pagat_announced_by in team) == ok, ANNOUNCED_VALUE[PAGAT]),
                              base=ANNOUNCED_VALUE[PAGAT], announced=True, achieved=ok,
                              rule=REF_BONUS))
    elif pagat_won_by is not None:
        items.append(LineItem("pagat_ultimo",
                              f"{ITEM_JA[PAGAT]}(予告なし、{seat_ja(pagat_won_by)})",
                              settle(pagat_won_by in team, SILENT_VALUE[PAGAT]),
                              base=SILENT_VALUE[PAGAT], announced=False, achieved=True,
                              rule=REF_BONUS))
    if valat_announced_by is not None:
        side = DECLARER_SIDE if valat_announced_by in team else DEFENDERS
        ok = all_tricks == side
        items.append(LineItem("valat", f"{ITEM_JA[VALAT]}(予告、{seat_ja(valat_announced_by)})",
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
    names = tuple(players) if players is not None else tuple(
        seat_ja(i, DEFAULT_DEALER, SEATS) for i in range(SEATS))
    default_title = f"ノインツェーナールーフェン {CONTRACT_JA[contract]}"
    return ScoreSheet(names, items, title=title or default_title)


def _fold(item: LineItem, fold: Mapping[int, int]) -> LineItem:
    """Move each folded seat's amount into its controller's column."""
    amounts = list(item.amounts)
    for dummy, controller in fold.items():
        amounts[controller] += amounts[dummy]
        amounts[dummy] = 0
    return LineItem(item.key, item.label_ja, tuple(amounts), item.base, item.multiplier,
                    item.announced, item.achieved, item.rule, item.note)
