"""Dreierles scoring (spec §3.6, §3.7, §3.10–3.12): every payment a cited line item.

Every value goes to or from *every other person at the table* — both other
active players and, with four, the sitting-out dealer (§3.11).  Kontra and Re
double only the game result (§3.8 rule 4).

>>> sheet = score_game(table=3, declarer=0, contract="dreier", points=41)
>>> sheet.totals()
(4, -2, -2)
>>> score_raeuber(table=4, dealer=3, points={0: 22, 1: 22, 2: 22}, kontras=1).totals()
(Fraction(-4, 3), Fraction(-4, 3), Fraction(-4, 3), 4)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

from tarock_tutor.core.counting import baden_units
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.scoring import Amount, LineItem, ScoreSheet, team_1v_rest

from . import messages as _codes  # noqa: F401  (registers the error codes)
from .labels import LABELS
from .parts.rules import (
    BIDS,
    BONUSES,
    REF_BONUS,
    REF_FACH,
    REF_PFEIFE,
    REF_PLAYERS,
    REF_POINTS,
    REF_RAEUBER_PAY,
    REF_ZEHN_DRUCK,
    SOLO,
    ZEHN_DRUCK,
)


def _names(table: int, names: Sequence[str], dealer: int | None) -> tuple[str, ...]:
    """Seat names as people number them: 席1 is engine seat 0, whoever deals."""
    return tuple(names) if names else tuple(seat_ja(s, dealer, table) for s in range(table))


ANNOUNCE = "宣言"
"""What the sheets head their announcement column with: Dreierles' Zehn Druck and
Pfeife are said before "fertig" (§3.8), which the book calls 宣言 (appendix/style.md),
not a 予告 of something to achieve."""

MAX_DOUBLINGS = 6
"""The highest Kontra/Re limit a table may agree (the ``max_doublings`` option's choices)."""


_WHAT_JA = {"the declarer": "デクレアラー", "the bonus holder": "手役を持つ人",
            "the dealer": "ディーラー"}


def _whole(value: object, what: str, low: int, high: int, *, ja: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise TarockError(f"{what} must be a whole number from {low} to {high}, not {value!r}",
                          code="WHOLE_RANGE", params={"what": ja, "low": low, "high": high,
                                                      "value": repr(value)[:30]})
    return value


def _check(table: int, seat: int, what: str, dealer: int | None = None) -> None:
    if table not in (3, 4):
        raise TarockError(f"Dreierles is played by 3 or 4 at the table, not {table!r} (§3.1)",
                          code="PLAYERS_COUNT", params={"title": "ドライアーレス",
                                                        "choices": "3か4",
                                                        "value": repr(table)[:20]})
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < table:
        raise TarockError(f"{what} must be a seat 0..{table - 1}, not {seat!r}",
                          code="SEAT_RANGE", params={"what": _WHAT_JA.get(what, "席"),
                                                     "value": repr(seat)[:30], "high": table,
                                                     "last": table - 1})
    if table == 4 and dealer is not None and seat == dealer:
        raise TarockError(f"{what} cannot be seat {seat}: with four at the table the dealer "
                          f"sits out and holds no cards ({REF_PLAYERS.section})",
                          code="DREIERLES_DEALER_SITS_OUT",
                          params={"what": _WHAT_JA.get(what, "席"),
                                  "seat": seat_ja(seat, dealer, table)})


def _check_points(contract: str, points: object) -> int:
    """The declarer's card points (§3.10): 70 never happens (the defenders keep at least
    three talon cards), 0 only in Einer and Solo (the Dreier/Zweier discards count)."""
    p = _whole(points, "card points", 0, 70, ja="カードの点数")
    if p == 70:
        raise TarockError(f"a declarer cannot take all 70 card points: the defenders always "
                          f"keep at least three talon cards ({REF_POINTS.section})",
                          code="DREIERLES_POINTS_ALL")
    if p == 0 and contract in BIDS and BIDS[contract].exchange > 1:
        raise TarockError(f"a {contract} declarer keeps his {BIDS[contract].exchange} "
                          f"discards, so 0 card points are impossible ({REF_POINTS.section}; "
                          "the table's '-' cell)",
                          code="DREIERLES_POINTS_ZERO",
                          params={"contract": LABELS.term(contract),
                                  "count": BIDS[contract].exchange})
    return p


def game_item(*, table: int, declarer: int, contract: str, points: int, doublings: int = 0,
              solo_double: bool = False, dealer: int | None = None) -> LineItem:
    """The play result (§3.11): units of the §1.5 bands (the item's base) × the bid's
    multiplier × 2 per Kontra/Re (× 2 more for a doubled last-round Solo), all of it
    the item's multiplier, from each other person."""
    _check(table, declarer, "the declarer", dealer)
    if contract not in BIDS:
        raise TarockError(f"{contract!r} is not a Dreierles bid (dreier, zweier, einer, solo)",
                          code="UNKNOWN_CONTRACT",
                          params={"value": str(contract)[:30],
                                  "contracts": "、".join(LABELS.term(b) for b in BIDS)})
    _check_points(contract, points)
    _whole(doublings, "doublings (Kontra and Re)", 0, MAX_DOUBLINGS, ja="コントラとレの回数")
    units = baden_units(points)
    bid = BIDS[contract].multiplier
    knocks = 2 ** doublings
    last_round = 2 if solo_double and contract == SOLO else 1
    mult = bid * knocks * last_round
    why = f"ビッドの倍率 {bid} × コントラ・レ {doublings}回の {knocks}"
    if last_round > 1:
        why += " × 最終ラウンドのソロ 2"
    return LineItem("game", f"{LABELS.term(contract)}: デクレアラー {points}点",
                    team_1v_rest(declarer, table, units * mult), base=units, multiplier=mult,
                    achieved=units > 0, rule=REF_FACH,
                    note=f"カードの点数 {points} → 達成点 {units:+d}。倍率 {mult} = {why}")


def bonus_item(*, table: int, holder: int, bonus: str, announced: bool | None = None,
               dealer: int | None = None) -> LineItem:
    """One bonus (§3.6): 1 Fach from every other person at the table."""
    _check(table, holder, "the bonus holder", dealer)
    if bonus not in BONUSES:
        raise TarockError(f"{bonus!r} is not a Dreierles bonus ({', '.join(BONUSES)}; "
                          f"{REF_BONUS.section})",
                          code="DREIERLES_UNKNOWN_BONUS",
                          params={"value": str(bonus)[:30],
                                  "bonuses": "、".join(LABELS.term(b) for b in BONUSES)})
    return LineItem(bonus, f"手役 {LABELS.term(bonus)}({seat_ja(holder, dealer, table)})",
                    team_1v_rest(holder, table, 1), base=1, announced=announced,
                    achieved=True, rule=REF_ZEHN_DRUCK if announced else REF_BONUS)


def pfeife_item(*, table: int, declarer: int, value: int, announced: bool) -> LineItem:
    """The last-trick Pfeife (§3.7): ±1 silent, ±2 announced, never doubled."""
    _check(table, declarer, "the declarer")
    if value not in ((2, -2) if announced else (1, -1)):
        raise TarockError(f"the last-trick Pfeife is worth ±{2 if announced else 1} "
                          f"{'announced' if announced else 'silent'}, not {value!r} "
                          f"({REF_PFEIFE.section})",
                          code="DREIERLES_PFEIFE_VALUE",
                          params={"value": repr(value)[:20], "worth": 2 if announced else 1,
                                  "kind": "宣言あり" if announced else "宣言なし"})
    kind = "宣言あり" if announced else "宣言なし"
    return LineItem("pfeife", f"最後のトリックのプファイフェ({kind})",
                    team_1v_rest(declarer, table, value), base=abs(value),
                    announced=announced, achieved=value > 0, rule=REF_PFEIFE)


def score_game(*, table: int, declarer: int, contract: str, points: int, doublings: int = 0,
               bonuses: Iterable[tuple[int, str]] = (), pfeife: int = 0,
               pfeife_announced: bool = False, solo_double: bool = False,
               dealer: int | None = None, names: Sequence[str] = ()) -> ScoreSheet:
    """The sheet of a played game: result, bonuses ``(holder, bonus)``, Pfeife."""
    sheet = ScoreSheet(_names(table, names, dealer),
                       title=f"ドライアーレス:{LABELS.term(contract)}", announce_word=ANNOUNCE)
    sheet.add(game_item(table=table, declarer=declarer, contract=contract, points=points,
                        doublings=doublings, solo_double=solo_double, dealer=dealer))
    for holder, bonus in bonuses:
        announced = True if holder == declarer and bonus == ZEHN_DRUCK else None
        sheet.add(bonus_item(table=table, holder=holder, bonus=bonus, announced=announced,
                             dealer=dealer))
    if pfeife:
        sheet.add(pfeife_item(table=table, declarer=declarer, value=pfeife,
                              announced=pfeife_announced))
    return sheet


def raeuber_amounts(table: int, dealer: int, points: Mapping[int, int]) -> tuple[Amount, ...]:
    """Base Räuber payments (§3.12.4): the most points pays 2 to each other person;
    two tied pay 1 each to every person outside the tie; three tied: nothing with
    three at the table, with four the dealer receives 2, 2/3 from each player."""
    out: list[Amount] = [0] * table
    top = max(points.values())
    losers = [s for s in sorted(points) if points[s] == top]
    if len(losers) == 1:
        return team_1v_rest(losers[0], table, -2)
    if len(losers) == 2:
        for loser in losers:
            for other in range(table):
                if other not in losers:
                    out[loser] -= 1
                    out[other] += 1
        return tuple(out)
    if table == 4:
        for loser in losers:
            out[loser] -= Fraction(2, 3)
        out[dealer] += 2
    return tuple(out)


def score_raeuber(*, table: int, dealer: int, points: Mapping[int, int], kontras: int = 0,
                  last_round_double: bool = False, names: Sequence[str] = ()) -> ScoreSheet:
    """The Räuber sheet: base payments × 2 per Kontra (× 2 more by the last-round option)."""
    _check(table, dealer, "the dealer")
    _whole(kontras, "kontras (at most one per person, once round)", 0, table,
           ja="コントラの回数(1人1回まで)")
    for s, p in points.items():
        _whole(p, f"Räuber card points of seat {s!r}", 0, 70,
               ja=f"席「{str(s)[:10]}」のロイバーの点数")
    active = sorted(points)
    if len(active) != 3 or (table == 4 and dealer in points) or any(
            not 0 <= s < table for s in active):
        raise TarockError(f"Räuber points are needed for the three active players, not "
                          f"{dict(points)!r} (§3.12)",
                          code="DREIERLES_RAEUBER_SEATS",
                          params={"count": len(active), "table": table})
    mult = 2 ** kontras * (2 if last_round_double else 1)
    base = raeuber_amounts(table, dealer, points)
    top = max(points.values())
    losers = [s for s in active if points[s] == top]
    who = "・".join(seat_ja(s, dealer, table) for s in losers)
    item = LineItem("raeuber", f"{LABELS.term('raeuber')}: 最多 {top}点({who})",
                    tuple(a * mult for a in base), base=2, multiplier=mult, rule=REF_RAEUBER_PAY,
                    note="カードの点数 " + "、".join(f"{seat_ja(s, dealer, table)} {points[s]}点"
                                                     for s in active)
                         + f"。倍率 {mult} = コントラ {kontras}回"
                         + ("、最終ラウンドの2倍" if last_round_double else ""))
    return ScoreSheet(_names(table, names, dealer), [item], title="ドライアーレス:ロイバー",
                      announce_word=ANNOUNCE)
