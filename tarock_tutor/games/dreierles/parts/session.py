"""A Dreierles session (spec §3.13): the deal passes to the right, a round is one deal
by each person at the table, the session ends after whole rounds, and the last round
may be played as 'Räuber oder Solo'.  Each finished deal's totals become one line
of the session sheet.

>>> from tarock_tutor import games
>>> s = DreierlesSession("dreierles3", rounds=1, last_round_raeuber_or_solo=True)
>>> [s.dealer, s.in_last_round]
[0, True]
>>> s.record(games.playout(s.new_deal(seed=4), seed=1))
>>> s.dealer, len(s.sheet().items), sum(s.sheet().totals())
(1, 1, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.protocol import GameState
from tarock_tutor.core.scoring import LineItem, ScoreSheet
from tarock_tutor.core.variants import get_variant

from ..labels import LABELS
from ..scoring import ANNOUNCE
from .rules import KEY, REF_LAST_ROUND


class DreierlesSession:
    """Whole rounds of deals at one table, with the optional last round (§3.13)."""

    def __init__(self, variant_key: str = "dreierles3", *, rounds: int = 1,
                 first_dealer: int = 0, last_round_raeuber_or_solo: bool = False,
                 names: Sequence[str] = (), **options: Any) -> None:
        self.variant = get_variant(variant_key)
        if self.variant.game != KEY:
            raise TarockError(f"{variant_key!r} is not a Dreierles variant "
                              "(dreierles3, dreierles4)",
                              code="NOT_VARIANT_OF",
                              params={"value": str(variant_key)[:30], "title": "ドライアーレス"})
        if not isinstance(rounds, int) or isinstance(rounds, bool) or rounds < 1:
            raise TarockError(f"a session lasts one or more whole rounds, not {rounds!r} "
                              "(§3.13)",
                              code="WHOLE_AT_LEAST",
                              params={"what": "ラウンドの数", "low": 1, "value": repr(rounds)[:30]})
        self.table = self.variant.seats
        if first_dealer not in range(self.table):
            raise TarockError(f"first_dealer must be a seat 0..{self.table - 1}, not "
                              f"{first_dealer!r}",
                              code="SEAT_RANGE",
                              params={"what": "最初のディーラー", "value": repr(first_dealer)[:30],
                                      "high": self.table, "last": self.table - 1})
        self.rounds, self.first_dealer = rounds, first_dealer
        self.last_round = last_round_raeuber_or_solo
        self.names = tuple(names) or tuple(seat_ja(s, first_dealer, self.table)
                                           for s in range(self.table))
        self.options = dict(options)
        self.variant.options(**self.options)   # unknown options are refused at once
        self.deals: list[GameState] = []

    @property
    def dealer(self) -> int:
        """The next deal's dealer: the deal passes to the right (§3.3)."""
        return (self.first_dealer + len(self.deals)) % self.table

    @property
    def finished(self) -> bool:
        return len(self.deals) >= self.rounds * self.table

    @property
    def in_last_round(self) -> bool:
        """Whether the next deal belongs to the last round, played as 'Räuber oder Solo'
        when the session says so."""
        return self.last_round and len(self.deals) >= (self.rounds - 1) * self.table

    def new_deal(self, **deal: Any) -> GameState:
        """The next deal (``seed=`` or ``hands=``/``talon=``) with this session's dealer
        and options, the last-round rule switched on in the last round."""
        from tarock_tutor import games

        if self.finished:
            raise TarockError("the session is over: every round has been dealt (§3.13)",
                              code="SESSION_OVER")
        options = dict(self.options)
        if self.in_last_round:
            options["last_round_raeuber_or_solo"] = True
        return games.new_deal(self.variant.key, dealer=self.dealer, **deal, **options)

    def record(self, state: GameState) -> None:
        """Add a finished deal of this session (the right variant and dealer)."""
        if not isinstance(state, GameState) or state.variant is not self.variant:
            raise TarockError(f"a {self.variant.title} session records its own deals, not "
                              f"{state!r}",
                              code="SESSION_OTHER_DEAL", params={"value": repr(state)[:30]})
        if not state.is_terminal:
            raise TarockError("only a finished deal can be recorded in the session",
                              code="SESSION_UNFINISHED")
        if state.dealer != self.dealer:
            raise TarockError(f"this deal was dealt by seat {state.dealer}, but the session's "
                              f"next dealer is seat {self.dealer} (the deal passes to the right)",
                              code="SESSION_DEALER",
                              params={"dealt": state.dealer + 1, "dealer": self.dealer + 1})
        if self.finished:
            raise TarockError("the session is over: every round has been dealt (§3.13)",
                              code="SESSION_OVER")
        self.deals.append(state)

    def sheet(self) -> ScoreSheet:
        """One zero-sum line per deal (its totals), in engine seat order."""
        sheet = ScoreSheet(self.names, title="ドライアーレス:セッション", announce_word=ANNOUNCE)
        for k, d in enumerate(self.deals, 1):
            contract = getattr(d, "contract", "") or ""
            sheet.add(LineItem(f"deal{k}", f"第{k}ディール:{LABELS.term(contract)}",
                               d.score_sheet().totals(), rule=REF_LAST_ROUND,
                               note=f"dealer seat {d.dealer}"))
        return sheet
