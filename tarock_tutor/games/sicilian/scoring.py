"""Scoring (seed 004, spec §3.3 and §3.9): the Sicilian count on pooled side
piles, the last trick's 5, the Fugitive's blank, and the two formulas.

* Solo: the soloist scores 3 × (P − 55); each defender scores the defenders'
  pooled points minus 54, i.e. (109 − P) − 54.
* Partnership: each member of the team with the dealer scores its points
  minus 55, each member of the other team its points minus 54.
* Bargaining: offers −x, takes +x.

>>> score_solo(1, 60).amounts          # spec §3.11 C-4
(-5, 15, -5, -5)
>>> score_partnership((0, 2), dealer=3, points=62).amounts   # C-8
(8, -8, 8, -8)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.scoring import LineItem
from tarock_tutor.games.sicilian.parts.counting import count_sicilian

from . import messages as _codes  # noqa: F401  (registers the error codes)
from .parts.deal import FUGITIVE, PACK, is_blank
from .variants import ref

if TYPE_CHECKING:
    from tarock_tutor.core.cards import Card

    from .parts.table import SicilianTable

TOTAL = 109
LAST_TRICK = 5
SOLO_BASE, DEFENDER_BASE = 55, 54
SOLO_REF = ref("§3.9", "solo formula")
TEAM_REF = ref("§3.9", "partnership formula")
BARGAIN_REF = ref("§3.4", "D-C3")


def _check_points(points: object) -> int:
    if not isinstance(points, int) or isinstance(points, bool) or not 0 <= points <= TOTAL:
        raise TarockError(f"side points must be a whole number from 0 to {TOTAL}, not "
                          f"{points!r} (spec §3.3: the whole pack counts 109)",
                          code="WHOLE_RANGE",
                          params={"what": "チームの点数", "low": 0, "high": TOTAL,
                                  "value": repr(points)[:30]})
    return points


def _check_seat(seat: object) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
        raise TarockError(f"a seat is a number 0..3, not {seat!r}",
                          code="SEAT_RANGE",
                          params={"what": "プレイヤー", "value": repr(seat)[:30], "high": 4,
                                  "last": 3})
    return seat


def score_solo(soloist: int, points: int, *, dealer: int = 3) -> LineItem:
    """The Solo line: ``points`` are the soloist's (last trick included); ``dealer``
    is kept for callers; seats are named 席1 … 席4 whoever deals."""
    s, p = _check_seat(soloist), _check_points(points)
    defenders = TOTAL - p
    amounts = tuple(3 * (p - SOLO_BASE) if seat == s else defenders - DEFENDER_BASE
                    for seat in range(4))
    label = (f"ソロ({seat_ja(s, dealer, 4)}): {p}点 − {SOLO_BASE} の3倍、"
             f"ディフェンダー側 {defenders}点 − {DEFENDER_BASE}")
    return LineItem("solo", label, amounts, base=SOLO_BASE, multiplier=3,
                    achieved=p > SOLO_BASE, rule=SOLO_REF,
                    note=f"ソロは ({p} − 55) × 3、ディフェンダーは各自 {defenders} − 54")


def score_partnership(team: Iterable[int], *, dealer: int, points: int) -> LineItem:
    """The partnership line: ``team`` is the "20" player's team, ``points`` its points."""
    a = tuple(sorted(_check_seat(s) for s in team))
    d, p = _check_seat(dealer), _check_points(points)
    if len(a) != 2 or a[0] == a[1]:
        raise TarockError(f"a partnership team is two different seats, not {a!r}",
                          code="SICILIAN_TEAM_SEATS",
                          params={"value": "、".join(seat_ja(s) for s in a)})
    b = tuple(s for s in range(4) if s not in a)
    base_a, base_b = (SOLO_BASE, DEFENDER_BASE) if d in a else (DEFENDER_BASE, SOLO_BASE)
    other = TOTAL - p
    amounts = tuple(p - base_a if s in a else other - base_b for s in range(4))
    def named(team: tuple[int, ...]) -> str:
        return "・".join(seat_ja(s) for s in sorted(team))

    names_a, names_b = named(a), named(b)
    label = (f"パートナー({names_a}): {p}点 − {base_a}、({names_b}): {other}点 − {base_b}")
    return LineItem("partnership", label, amounts, base=base_a, multiplier=1,
                    achieved=p > base_a, rule=TEAM_REF,
                    note="ディーラーを含むチームの基本点は55、相手のチームは54")


def score_bargain(payments: Sequence[int], *, note: str = "") -> LineItem:
    """The throw-in line: ``payments`` per seat (offers negative, takes positive)."""
    if len(payments) != 4 or not all(isinstance(x, int) for x in payments):
        raise TarockError(f"bargaining payments are four whole numbers, not {payments!r}",
                          code="SICILIAN_PAYMENTS", params={"value": repr(payments)[:40]})
    if sum(payments) != 0:
        raise TarockError(f"offers and takes must balance: {tuple(payments)} sums to "
                          f"{sum(payments)}",
                          code="SICILIAN_PAYMENTS_BALANCE",
                          params={"value": "、".join(map(str, payments)), "total": sum(payments)})
    return LineItem("bargain", "交渉(出した点 −、貰った点 +)", tuple(payments),
                    rule=BARGAIN_REF, note=note)


@dataclass(frozen=True)
class Count:
    """How the side points of a played hand come about."""

    side: tuple[int, ...]                 # the soloist, or the "20" player's team
    pile: tuple[Card, ...]                # that side's cards after the Fugitive's blank
    other_pile: tuple[Card, ...]
    counted: int                          # the Sicilian count of ``pile``
    last_trick: bool                      # the side won the last trick (+5)
    fugitive: str                         # "", "blank", "surrendered", "kept"

    @property
    def points(self) -> int:
        return self.counted + (LAST_TRICK if self.last_trick else 0)


def pay_for_fugitive(payer: list[Card], payee: list[Card], no_blank: str) -> str:
    """The Fugitive's side gives the other side one blank from its cards; without a
    blank it hands over the Fugitive (``no_blank = surrender``) or nothing (D-C9).
    Changes the piles; returns ``blank``, ``surrendered`` or ``kept``.

    >>> from tarock_tutor.core.notation import parse_cards
    >>> mine, theirs = parse_cards("Fu SQ S5"), parse_cards("T20 T3 C9 C8")
    >>> pay_for_fugitive(mine, theirs, "surrender"), [c.code for c in mine]
    ('blank', ['Fu', 'SQ'])
    >>> pay_for_fugitive(mine, theirs, "surrender"), [c.code for c in theirs][-2:]
    ('surrendered', ['S5', 'Fu'])
    """
    blank = next((c for c in payer if is_blank(c)), None)
    if blank is None:
        if no_blank != "surrender" or FUGITIVE not in payer:
            return "kept"
        blank = FUGITIVE
    payer.remove(blank)
    payee.append(blank)
    return "blank" if blank is not FUGITIVE else "surrendered"


def count_hand(state: SicilianTable) -> Count:
    """The pooled count of a played hand (spec §3.3, §3.8 item 4, §3.9)."""
    tp = state.trickplay
    assert tp is not None
    side = state.side(state.declarer_seat())
    piles: list[list[Card]] = [[], []]
    for seat in range(4):
        piles[0 if seat in side else 1].extend(tp.captured[seat])
    assert state.exchanger is not None
    piles[0 if state.exchanger in side else 1].extend(state.discard)
    fugitive = ""
    if state.fugitive_debt is not None:
        owner = state.fugitive_debt[0]
        fugitive = pay_for_fugitive(piles[0 if owner in side else 1],
                                    piles[1 if owner in side else 0],
                                    state.options["fugitive_no_blank"])
    last = tp.tricks[-1].winner in side
    return Count(tuple(sorted(side)), tuple(piles[0]), tuple(piles[1]),
                 count_sicilian(piles[0], PACK), last, fugitive)
