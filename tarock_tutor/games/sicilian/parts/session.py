"""A session: deals one after another, their sheets summed into a ledger that sums
to zero, and the dealer rotation with redeals (seed 004, spec §3.4, §3.9).

>>> from tarock_tutor.games.sicilian.scoring import score_bargain, score_solo
>>> s = SicilianSession(dealer=3)
>>> s.add_items([score_bargain((-6, 0, 4, 2))], played=False)   # C-9: same dealer
>>> s.dealer
3
>>> s.add_items([score_solo(1, 60)], played=True)               # C-4: the deal passes
>>> s.dealer, s.totals()
(0, (-11, 15, -1, -3))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.protocol import Phase
from tarock_tutor.core.scoring import Amount, LineItem, ScoreSheet

from ..state import SicilianState, next_dealer


class SicilianSession:
    """Deals in order; ``dealer`` is the dealer of the next deal."""

    def __init__(self, *, dealer: int = 3, names: Sequence[str] = ()) -> None:
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < 4:
            raise TarockError(f"the first dealer is a seat 0..3, not {dealer!r}",
                              code="SEAT_RANGE",
                              params={"what": "最初のディーラー", "value": repr(dealer)[:30],
                                      "high": 4, "last": 3})
        self.names = tuple(names) or tuple(seat_ja(s, dealer, 4) for s in range(4))
        self.dealer = dealer
        self.deals: list[tuple[int, ScoreSheet]] = []

    def add(self, state: SicilianState) -> None:
        """Add a finished deal dealt by the session's current dealer."""
        if state.phase is not Phase.FINISHED:
            raise TarockError("only a finished deal can be added to the session",
                              code="SICILIAN_SESSION_UNFINISHED")
        if state.dealer != self.dealer:
            raise TarockError(f"this deal was dealt by seat {state.dealer}, but the session's "
                              f"dealer is seat {self.dealer}",
                              code="SICILIAN_SESSION_DEALER",
                              params={"dealt": state.dealer + 1, "dealer": self.dealer + 1})
        self.deals.append((self.dealer, state.score_sheet()))
        self.dealer = next_dealer(state)

    def add_items(self, items: Iterable[LineItem], *, played: bool) -> None:
        """Add a deal given by its line items (e.g. from the score calculator)."""
        sheet = ScoreSheet(self.names, items)
        self.deals.append((self.dealer, sheet))
        if played:
            self.dealer = (self.dealer + 1) % 4

    def ledger(self) -> ScoreSheet:
        """Every deal's lines, numbered; the totals are the settlement."""
        out = ScoreSheet(self.names, title="累計")
        for i, (dealer, sheet) in enumerate(self.deals, start=1):
            for item in sheet.items:
                out.add(replace(item, key=f"deal{i}.{item.key}",
                                label_ja=f"第{i}ディール(ディーラー{self.names[dealer]}) "
                                         f"{item.label_ja}"))
        return out

    def totals(self) -> tuple[Amount, ...]:
        return self.ledger().totals()
