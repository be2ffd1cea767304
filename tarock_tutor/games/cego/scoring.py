"""Cego scoring: multipliers, the traditional score-sheet entries and the zero-sum
net sheet of one deal (spec cego-dreierles.md §2.8–2.14); card points and units are
in :mod:`.parts.points`, a session of deals in :mod:`.parts.session`.

A deal's result is a :class:`DealScore`: the seed's sheet *entries* (a win in the
declarer's column, a loss in every defender's column) and a score sheet whose line
items are the zero-sum net changes ``net_i = N·entry_i − Σ entries``.

>>> r = score_contract(players=3, contract="cego", declarer=1, declarer_points=36)
>>> r.units, r.multiplier, r.entries, r.net
(1, 1, (0, 1, 0), (-1, 2, -1))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.scoring import Amount, LineItem, ScoreSheet

from . import messages as _codes  # noqa: F401  (registers the reason codes)
from .parts.contracts import (
    BETTEL,
    CONTRACTS,
    FIXED_VALUES,
    LADDER,
    MULTIPLIER_REF,
    PFEIFE,
    PICCOLO,
    RAEUBER_CALLER_LOSS,
    RAEUBER_LOSS,
    SOLO,
    check_seat,
    multiplier,
)
from .parts.contracts import ref as _ref
from .parts.points import card_points, check_points, pack_for, units

REF_PFEIFE = _ref("§2.9 Pfeife rule, §2.11")
REF_EXPOSURE = _ref("§2.8 exposure, decision C6")
REF_NEGATIVE = _ref("§2.13 Piccolo/Bettel")
REF_RAEUBER = _ref("§2.13 Räuber, decision C8")
_MULTIPLE, _TIES = "each_pays、first_after_declarer", "each_tied_player_full、split"  # choices

__all__ = ["DealScore", "net_of", "pack_for", "score_contract", "score_exposure",
           "score_negative", "score_raeuber"]


@dataclass(frozen=True)
class DealScore:
    """The score of one Cego deal: traditional sheet entries and the net sheet."""

    players: int
    contract: str
    declarer: int | None
    entries: tuple[Amount, ...]        # what the seed writes in each column
    sheet: ScoreSheet = field(repr=False)
    after_solo: bool = False
    declarer_points: int | None = None
    units: int | None = None
    multiplier: int | None = None
    won: bool | None = None
    points: tuple[int, ...] | None = None   # Räuber: each player's card points

    @property
    def net(self) -> tuple[Amount, ...]:
        return self.sheet.totals()

    def _repr_html_(self) -> str:
        return self.sheet._repr_html_()


def names_for(players: int, names: Sequence[str] | None, dealer: int = 0
              ) -> tuple[str, ...]:
    """Column names: the seats as people number them (席1 = engine seat 0, whoever deals)."""
    if names is None:
        return tuple(seat_ja(i, dealer, players) for i in range(players))
    if len(names) != players:
        raise TarockError(f"{len(names)} names given for {players} players",
                          code="NAMES_COUNT", params={"seats": players, "count": len(names)})
    return tuple(names)


def net_of(entries: Sequence[Amount]) -> tuple[Amount, ...]:
    """Zero-sum net changes from sheet entries: ``N·entry_i − Σ entries`` (§2.14)."""
    n, total = len(entries), sum(entries)
    return tuple(n * e - total for e in entries)


def _entries_for(players: int, declarer: int, score: Amount) -> tuple[Amount, ...]:
    if score > 0:
        return tuple(score if s == declarer else 0 for s in range(players))
    return tuple(0 if s == declarer else -score for s in range(players))


def score_contract(*, players: int, contract: str, declarer: int,
                   declarer_points: int | None = None,
                   declarer_cards: Iterable[Card] | str | None = None,
                   took_trick: bool = True, after_solo: bool = False,
                   pfeife_broken: bool = False,
                   names: Sequence[str] | None = None) -> DealScore:
    """Score a played ladder contract or Solo without playing it.

    Give either ``declarer_points`` or ``declarer_cards`` (his tricks plus the
    set-aside cards or the Solo talon); ``took_trick=False`` scores 0 points.
    """
    pack_for(players)
    check_seat(declarer, players, "declarer")
    if contract not in (SOLO, *LADDER):
        raise TarockError(f"score_contract takes Solo or a ladder contract, not {contract!r}",
                          code="CEGO_SCORE_CONTRACT_KIND", params={"value": str(contract)[:30]})
    if contract == SOLO and not after_solo:
        raise TarockError("Solo is always after a Solo bid", code="CEGO_SOLO_AFTER_SOLO")
    if (declarer_points is None) == (declarer_cards is None):
        raise TarockError("give exactly one of declarer_points and declarer_cards",
                          code="CEGO_POINTS_OR_CARDS")
    if declarer_cards is not None:
        cards = parse_cards(declarer_cards) if isinstance(declarer_cards, str) else declarer_cards
        pts = card_points(cards, players, took_trick=took_trick)
    else:
        pts = 0 if not took_trick else check_points(declarer_points, "declarer_points")
    u = units(pts)
    note = ""
    if contract == PFEIFE and pfeife_broken:
        if pts >= 36:
            u = -1
        note = messages.text("PFEIFE_LOST_LATE", "ja", game="cego")
    won = u > 0
    m = multiplier(contract, after_solo=after_solo, won=won)
    score = u * m
    entries = _entries_for(players, declarer, score)
    label = CONTRACTS[contract].ja + ("(ソロのビッドのあと)" if after_solo and contract != SOLO
                                       else "")
    item = LineItem("game", f"{label} {pts}点 → 達成点{u:+d} × {m}", net_of(entries),
                    base=u, multiplier=m, achieved=won,
                    rule=REF_PFEIFE if note else MULTIPLIER_REF, note=note)
    sheet = ScoreSheet(names_for(players, names), [item], title=f"ツェゴ:{CONTRACTS[contract].ja}")
    return DealScore(players, contract, declarer, entries, sheet, after_solo, pts, u, m, won)


def score_exposure(*, players: int, contract: str, declarer: int, offenders: Sequence[int],
                   multiple: str = "each_pays",
                   names: Sequence[str] | None = None) -> DealScore:
    """The exposure outcome (§2.8): each defender holding a solo hand is scored as a
    declarer of ``contract`` who took no trick; with none, the declarer is.
    ``multiple="first_after_declarer"`` penalises only the offender who sits first
    after the declarer in play order (decision C6 alternative)."""
    pack_for(players)
    check_seat(declarer, players, "declarer")
    if contract not in LADDER:
        raise TarockError(f"exposure is only possible in a ladder contract, not {contract!r}",
                          code="CEGO_EXPOSURE_LADDER_ONLY", params={"value": str(contract)[:30]})
    if multiple not in ("each_pays", "first_after_declarer"):
        raise TarockError(f"multiple must be {_MULTIPLE}, not {multiple!r}",
                          code="BAD_OPTION_VALUE", params={"option": "multiple",
                                                           "value": str(multiple)[:30],
                                                           "values": _MULTIPLE})
    if not isinstance(offenders, Sequence) or isinstance(offenders, str):
        raise TarockError(f"offenders must list seats, not {offenders!r}",
                          code="CEGO_OFFENDERS_NOT_LIST", params={"value": repr(offenders)[:30]})
    for o in offenders:
        check_seat(o, players, "offender")
        if o == declarer:
            raise TarockError("the declarer cannot be an offender of his own exposure",
                              code="CEGO_DECLARER_OFFENDER")
    if len(set(offenders)) != len(offenders):
        raise TarockError(f"offenders {list(offenders)!r} name a seat twice (§2.8, C6)",
                          code="CEGO_OFFENDER_TWICE",
                          params={"value": "、".join(str(o + 1) for o in offenders)})
    order = sorted(offenders, key=lambda s: (s - declarer) % players)
    losers = list(order) if multiple == "each_pays" else order[:1]
    if not losers:
        losers = [declarer]
    m = multiplier(contract, after_solo=False, won=False)
    score = units(0) * m
    items = []
    total: list[Amount] = [0] * players
    for loser in losers:
        entries = _entries_for(players, loser, score)
        for i, e in enumerate(entries):
            total[i] += e
        who = "ソロの手札を持っていたディフェンダー" if loser != declarer else "デクレアラー"
        items.append(LineItem("exposure_penalty", f"手札公開: {names_for(players, names)[loser]}"
                              f"({who})が"
                              f"{CONTRACTS[contract].ja}で1トリックも取れなかったとみなす "
                              f"−8 × {m}", net_of(entries), base=-8, multiplier=m,
                              achieved=False, rule=REF_EXPOSURE))
    sheet = ScoreSheet(names_for(players, names), items, title="ツェゴ:手札公開")
    return DealScore(players, contract, declarer, tuple(total), sheet, False, None, -8, m, False)


def score_negative(*, players: int, contract: str, declarer: int, tricks_won: int,
                   names: Sequence[str] | None = None) -> DealScore:
    """Piccolo (exactly one trick) or Bettel (no trick): fixed 10 / 15 (§2.13)."""
    if players != 4 or contract not in (PICCOLO, BETTEL):
        raise TarockError(f"Piccolo and Bettel are 4-player only, not {contract!r}/{players!r}",
                          code="CEGO_NEGATIVE_4P_ONLY",
                          params={"value": str(contract)[:30], "players": str(players)[:10]})
    check_seat(declarer, players, "declarer")
    if (not isinstance(tricks_won, int) or isinstance(tricks_won, bool)
            or not 0 <= tricks_won <= 11):
        raise TarockError(f"tricks_won must be a whole number 0..11, not {tricks_won!r}",
                          code="CEGO_TRICKS_RANGE", params={"value": repr(tricks_won)[:30]})
    won = tricks_won == (1 if contract == PICCOLO else 0)
    v = FIXED_VALUES[contract]
    entries = _entries_for(players, declarer, v if won else -v)
    item = LineItem("game", f"{CONTRACTS[contract].ja} {'成功' if won else '失敗'} {v}点",
                    net_of(entries), base=v, multiplier=1, achieved=won,
                    rule=REF_NEGATIVE, note=f"取ったトリック {tricks_won}")
    sheet = ScoreSheet(names_for(players, names), [item], title=f"ツェゴ:{CONTRACTS[contract].ja}")
    return DealScore(players, contract, declarer, entries, sheet, False, None, None, None, won)


def score_raeuber(*, points: Sequence[int], caller: int, ties: str = "each_tied_player_full",
                  names: Sequence[str] | None = None) -> DealScore:
    """Räuber (§2.13): the most card points loses 5, or 10 if it is the caller."""
    if not isinstance(points, Sequence) or isinstance(points, str):
        raise TarockError(f"points must list each player's card points, not {points!r}",
                          code="CEGO_POINTS_NOT_LIST", params={"value": repr(points)[:30]})
    players = len(points)
    if players != 4:
        raise TarockError("Räuber exists only in 4-player Cego",
                          code="CEGO_RAEUBER_4P_ONLY", params={"count": players})
    if ties not in ("each_tied_player_full", "split"):
        raise TarockError(f"ties must be {_TIES}, not {ties!r} (decision C8)",
                          code="BAD_OPTION_VALUE",
                          params={"option": "ties", "value": str(ties)[:30], "values": _TIES})
    check_seat(caller, players, "caller")
    for p in points:
        check_points(p, "each Räuber player's card points")
    if sum(points) > 70:
        raise TarockError(f"Räuber card points {list(points)!r} add up to {sum(points)} > 70",
                          code="CEGO_RAEUBER_POINTS_SUM",
                          params={"value": "、".join(map(str, points)), "total": sum(points)})
    top = max(points)
    losers = [s for s in range(players) if points[s] == top]
    entries: list[Amount] = [0] * players
    for s in losers:
        pen: Amount = RAEUBER_CALLER_LOSS if s == caller else RAEUBER_LOSS
        if ties == "split" and len(losers) > 1:
            pen = Fraction(pen, len(losers))
        entries[s] = -pen
    ent = tuple(entries)
    item = LineItem("raeuber", f"ロイバー: 最高点 {top}点の{'・'.join(seat_ja(s) for s in losers)}",
                    net_of(ent), rule=REF_RAEUBER,
                    note="カードの点数 " + "、".join(f"{seat_ja(s)} {p}点"
                                                     for s, p in enumerate(points)))
    sheet = ScoreSheet(names_for(players, names), [item], title="ツェゴ:ロイバー")
    return DealScore(players, "raeuber", None, ent, sheet, False, None, None, None, None,
                     tuple(points))
