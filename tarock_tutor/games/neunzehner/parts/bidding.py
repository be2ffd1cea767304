"""The auction: a forced opening, then one lap of head-to-head duels with holds.

Spec §1.6 (seed 001): the dealer's right neighbour must open with some
contract; each later speaker passes or bids strictly higher; the player who
held the standing bid may *hold* (take over the same contract) right after
being overcalled, and may only hold or pass (decision D-A4).  A pass is final.
Because at most one player can hold at a time, the auction is a single lap.

Worked example A-3 of spec §1.15:

>>> a = Auction((0, 1, 2, 3))
>>> for seat, bid in [(0, "rufer"), (1, "dreier"), (0, "hold"), (1, "zweier"), (0, "pass"),
...                   (2, "pass"), (3, "solo"), (1, "hold")]:
...     a.apply(seat, bid)
>>> a.to_move, a.legal()
(3, ['pass'])
>>> a.apply(3, "pass")
>>> a.done, a.standing, a.current
(True, 1, 'solo')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tarock_tutor.core.errors import TarockError

from .contracts import CONTRACTS, HOLD, PASS, contract_rank


@dataclass
class Auction:
    """The bidding among ``bidders`` (live players in play order, eldest first)."""

    bidders: tuple[int, ...]
    standing: int | None = None
    current: str | None = None
    challenger: int = 1           # index into bidders of the player challenging now
    awaiting_hold: bool = False   # the standing player must now hold or pass
    log: list[tuple[int, str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if len(self.bidders) < 2 or len(set(self.bidders)) != len(self.bidders):
            raise TarockError(f"an auction needs two or more different bidders, got "
                              f"{self.bidders!r} (spec §1.6)")

    @property
    def done(self) -> bool:
        return self.current is not None and self.challenger >= len(self.bidders)

    @property
    def to_move(self) -> int | None:
        if self.done:
            return None
        if self.current is None:
            return self.bidders[0]
        if self.awaiting_hold:
            return self.standing
        return self.bidders[self.challenger]

    def legal(self) -> list[str]:
        """The exact calls open to the player to move (contracts weakest first, then pass)."""
        if self.done:
            return []
        if self.current is None:
            return list(CONTRACTS)
        if self.awaiting_hold:
            return [HOLD, PASS]
        higher = [c for c in CONTRACTS if contract_rank(c) > contract_rank(self.current)]
        return [*higher, PASS]

    def check(self, bid: str) -> tuple[str, dict[str, Any]]:
        """The reason code for ``bid`` by the player to move (``N19_*_OK`` when legal)."""
        params: dict[str, Any] = {"bid": bid, "current": self.current or "-"}
        if bid not in CONTRACTS and bid not in (PASS, HOLD):
            return "N19_UNKNOWN_BID", params
        if self.current is None:
            if bid == PASS:
                return "N19_OPENING_MUST_BID", params
            if bid == HOLD:
                return "N19_HOLD_NOT_ALLOWED", params
            return "N19_BID_OK", params
        if self.awaiting_hold:
            if bid == HOLD:
                return "N19_HOLD_OK", params
            if bid == PASS:
                return "N19_PASS_OK", params
            return "N19_HOLDER_HOLD_OR_PASS", params
        if bid == PASS:
            return "N19_PASS_OK", params
        if bid == HOLD:
            return "N19_HOLD_NOT_ALLOWED", params
        if contract_rank(bid) <= contract_rank(self.current):
            return "N19_BID_NOT_HIGHER", params
        return "N19_BID_OK", params

    def apply(self, seat: int, bid: str) -> None:
        """Record a legal call (the caller has checked it)."""
        self.log.append((seat, bid))
        if self.current is None:
            self.current, self.standing = bid, seat
            return
        if self.awaiting_hold:
            self.awaiting_hold = False
            if bid == PASS:  # the overcalled player drops out; the challenger now stands
                self.standing = self.bidders[self.challenger]
                self.challenger += 1
            return
        if bid == PASS:
            self.challenger += 1
            return
        self.current = bid
        self.awaiting_hold = True
