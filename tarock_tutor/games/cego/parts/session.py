"""A session of Cego deals: the traditional columns and the settlement between every
pair of players (spec cego-dreierles.md §2.14)."""

from __future__ import annotations

from collections.abc import Sequence

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.scoring import Amount, LineItem, ScoreSheet

from ..scoring import DealScore, names_for
from .contracts import CONTRACTS, check_seat
from .contracts import ref as _ref
from .points import pack_for

REF_SHEET = _ref("§2.14 score sheet")
REF_SETTLE = _ref("§2.14 settlement between every pair")


class CegoSession:
    """A session of several deals: the traditional columns and the final settlement.

    >>> from tarock_tutor.games.cego.scoring import score_contract
    >>> s = CegoSession(players=3)
    >>> s.record(score_contract(players=3, contract="cego", declarer=1, declarer_points=36))
    >>> s.record(score_contract(players=3, contract="eine", declarer=2, declarer_points=30))
    >>> s.columns()
    (4, 5, 0)
    >>> s.settlement()
    [(0, 1, 1), (2, 0, 4), (2, 1, 5)]
    """

    def __init__(self, players: int = 3, *, names: Sequence[str] | None = None,
                 first_dealer: int = 0) -> None:
        pack_for(players)
        check_seat(first_dealer, players, "first_dealer")
        self.players = players
        self.names = names_for(players, names)
        self.first_dealer = first_dealer
        self.deals: list[DealScore] = []

    @property
    def dealer(self) -> int:
        """The next deal's dealer: the deal passes to the right each time (§2.3)."""
        return (self.first_dealer + len(self.deals)) % self.players

    def record(self, result: DealScore) -> None:
        if not isinstance(result, DealScore):
            raise TarockError(f"a session records DealScore results (from result_score() or "
                              f"the score_* functions), not {result!r}",
                              code="CEGO_SESSION_RESULT", params={"value": repr(result)[:30]})
        if result.players != self.players:
            raise TarockError(f"a {result.players}-player deal cannot go into a "
                              f"{self.players}-player session",
                              code="SESSION_PLAYERS",
                              params={"count": result.players, "seats": self.players})
        self.deals.append(result)

    def columns(self) -> tuple[Amount, ...]:
        """The running total of each player's column on the traditional sheet."""
        out: list[Amount] = [0] * self.players
        for d in self.deals:
            for i, e in enumerate(d.entries):
                out[i] += e
        return tuple(out)

    def sheet(self) -> ScoreSheet:
        """One zero-sum line item per deal (net changes)."""
        sheet = ScoreSheet(self.names, title="ツェゴ:セッション")
        for k, d in enumerate(self.deals, 1):
            sheet.add(LineItem(f"deal{k}", f"第{k}ディール: {CONTRACTS[d.contract].ja}",
                               d.net, rule=REF_SHEET, note=f"entries {d.entries}"))
        return sheet

    def settlement(self) -> list[tuple[int, int, Amount]]:
        """Every pair settles the difference of their columns: (payer, payee, amount)."""
        cols = self.columns()
        out: list[tuple[int, int, Amount]] = []
        for i in range(self.players):
            for j in range(i + 1, self.players):
                d = cols[i] - cols[j]
                if d > 0:
                    out.append((j, i, d))
                elif d < 0:
                    out.append((i, j, -d))
        return out

    def net(self) -> tuple[Amount, ...]:
        """Each player's balance after settling with every other player."""
        bal: list[Amount] = [0] * self.players
        for payer, payee, amt in self.settlement():
            bal[payer] -= amt
            bal[payee] += amt
        return tuple(bal)

    def _repr_html_(self) -> str:
        return self.sheet()._repr_html_()
