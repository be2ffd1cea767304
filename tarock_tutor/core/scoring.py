"""Score sheets: line items that each sum to zero across the seats.

A score is never a bare number.  Each :class:`LineItem` says what was scored,
for whom, from which base and multiplier, whether it was announced and
achieved, and which rule it follows.  Amounts may be fractions (a three-way
tie may pay 2/3 each).

>>> sheet = ScoreSheet(("A", "B", "C"))
>>> sheet.add(LineItem("game", "ゲーム", team_1v_rest(0, 3, 2), base=2, multiplier=1,
...                    rule=RuleRef("spec", "§x")))
>>> sheet.totals()
(4, -2, -2)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import RuleRef

Amount = int | Fraction


def team_2v2(team_a: Iterable[int], team_b: Iterable[int], seats: int, v: Amount
             ) -> tuple[Amount, ...]:
    """Each member of ``team_a`` gets ``+v``, each member of ``team_b`` ``-v``
    (the usual team settlement of the games with a called partner)."""
    out: list[Amount] = [0] * seats
    a, b = list(team_a), list(team_b)
    if len(a) != len(b):
        raise TarockError(f"team_2v2 needs equal teams, got {a} and {b}")
    for s in a:
        out[s] += v
    for s in b:
        out[s] -= v
    return tuple(out)


def team_1v_rest(x: int, seats: int, v: Amount, *, others: Iterable[int] | None = None
                 ) -> tuple[Amount, ...]:
    """Seat ``x`` receives ``v`` from each other seat (``team_1v3`` in the spec)."""
    out: list[Amount] = [0] * seats
    rest = [s for s in range(seats) if s != x] if others is None else list(others)
    for s in rest:
        out[s] -= v
        out[x] += v
    return tuple(out)


@dataclass(frozen=True)
class LineItem:
    """One entry of a score sheet.  ``amounts`` has one value per seat and sums to 0."""

    key: str                  # stable id, e.g. "game", "valat", "exposure_penalty"
    label_ja: str             # what the book shows
    amounts: tuple[Amount, ...]
    base: Amount | None = None
    multiplier: Amount = 1
    announced: bool | None = None
    achieved: bool | None = None
    rule: RuleRef = field(default_factory=lambda: RuleRef(""))
    note: str = ""

    def __post_init__(self) -> None:
        if sum(self.amounts) != 0:
            raise TarockError(f"line item {self.key!r} does not sum to zero: {self.amounts}")


class ScoreSheet:
    """The score of one deal (or of a session): line items and per-seat totals."""

    def __init__(self, players: Sequence[str], items: Iterable[LineItem] = (),
                 *, title: str = "", announce_word: str = "予告") -> None:
        self.players = tuple(players)
        self.title = title
        # what the game's own rules call saying an item before play: 予告 (a promise
        # to achieve it: Pagat, Valat) or 宣言 (a game whose announcements come before
        # "fertig"); the rendered column is headed with it
        self.announce_word = announce_word
        self.items: list[LineItem] = []
        for item in items:
            self.add(item)

    def add(self, item: LineItem) -> None:
        if len(item.amounts) != len(self.players):
            raise TarockError(f"line item {item.key!r} has {len(item.amounts)} amounts for "
                              f"{len(self.players)} players")
        self.items.append(item)

    def totals(self) -> tuple[Amount, ...]:
        out: list[Amount] = [0] * len(self.players)
        for item in self.items:
            for i, a in enumerate(item.amounts):
                out[i] += a
        return tuple(_norm(x) for x in out)

    def is_zero_sum(self) -> bool:
        return sum(self.totals()) == 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __repr__(self) -> str:
        return f"ScoreSheet({self.players!r}, totals={self.totals()!r})"

    def to_text(self) -> str:
        """A plain-text table (for the command line and handouts).

        >>> s = ScoreSheet(("A", "B"), [LineItem("game", "ゲーム", (3, -3), base=3)])
        >>> print(s.to_text())
        ゲーム    A +3  B -3
        合計      A +3  B -3
        """
        width = max([len(i.label_ja) for i in self.items] + [2]) + 2

        def row(label: str, amounts: Sequence[Amount]) -> str:
            cells = "  ".join(f"{p} {_signed(a)}" for p, a in zip(self.players, amounts,
                                                                  strict=True))
            return label + " " * (2 * width - _wide(label)) + cells

        lines = [self.title] if self.title else []
        lines += [row(i.label_ja, i.amounts) for i in self.items]
        lines.append(row("合計", self.totals()))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        from tarock_tutor.render.html import score_sheet_html

        return score_sheet_html(self)


def _signed(a: Amount) -> str:
    return f"+{a}" if a > 0 else str(a)


def _wide(text: str) -> int:
    """Display width: East Asian characters count 2."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _norm(x: Amount) -> Amount:
    if isinstance(x, Fraction) and x.denominator == 1:
        return int(x)
    return x


def settle_pairs(totals: Sequence[Amount]) -> list[tuple[int, int, Amount]]:
    """A short list of payments (payer, payee, amount) that settles zero-sum totals.

    >>> settle_pairs((4, -2, -2))
    [(1, 0, 2), (2, 0, 2)]
    """
    bal: list[tuple[Amount, int]] = [(_norm(Fraction(t)), i) for i, t in enumerate(totals)]
    if sum(t for t, _ in bal) != 0:
        raise TarockError(f"totals {tuple(totals)} do not sum to zero")
    debtors = sorted(([-t, i] for t, i in bal if t < 0), key=lambda x: (-x[0], x[1]))
    creditors = sorted(([t, i] for t, i in bal if t > 0), key=lambda x: (-x[0], x[1]))
    out: list[tuple[int, int, Amount]] = []
    while debtors and creditors:
        d, c = debtors[0], creditors[0]
        amt = min(d[0], c[0])
        out.append((int(d[1]), int(c[1]), _norm(Fraction(amt))))
        d[0] -= amt
        c[0] -= amt
        if d[0] == 0:
            debtors.pop(0)
        if c[0] == 0:
            creditors.pop(0)
    return out
