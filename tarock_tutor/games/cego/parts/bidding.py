"""The Cego auction as a small incremental machine (spec cego-dreierles.md §2.6–2.7).

Stages: ``solo`` (stage 1: Solo or pass), ``negative`` (4 players, stage 2:
Piccolo/Bettel, one chance each), ``ladder`` (the seniority duel of stage 2,
or stage 3 with four players; also after a Solo bid), ``convert`` (4 players:
the forced Cego opener may turn the deal into Räuber), ``done``.

The machine keeps only a few fields, so its legal list costs almost nothing; the
auction phase (:mod:`..phases.auction`) says why any other bid is refused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..labels import LABELS
from .contracts import (
    BETTEL,
    CEGO,
    LADDER,
    PICCOLO,
    RAEUBER,
    SOLO,
    successor,
)

PASS, HOLD = "pass", "hold"
BIDS: tuple[str, ...] = (SOLO, PASS, HOLD, *LADDER, PICCOLO, BETTEL, RAEUBER)

@dataclass(frozen=True)
class AuctionResult:
    """How the auction ended."""

    declarer: int
    contract: str
    after_solo: bool          # a Solo was bid in stage 1 (higher multipliers, §2.12)
    from_last_stage: bool     # 3p stage 2a / 4p stage 3 without a Solo (exposure allowed)


class Auction:
    """The auction of one deal.  ``feasible(seat, contract)`` judges the dealt hand."""

    __slots__ = ("_feasible", "_next_idx", "_solo_idx", "awaiting", "bidders",
                 "challenger", "forced", "holder", "level", "log", "n", "neg_idx",
                 "neg_seat", "order", "others_bid", "result", "solo_bidder", "stage")

    def __init__(self, players: int, dealer: int,
                 feasible: Callable[[int, str], bool]) -> None:
        self.n = players
        self.order = [(dealer + 1 + i) % players for i in range(players)]
        self._feasible = feasible
        self.stage = "solo"
        self._solo_idx = 0
        self.solo_bidder: int | None = None
        self.neg_idx = 0
        self.neg_seat: int | None = None        # the Piccolo bidder, if any
        self.bidders: list[int] = []
        self._next_idx = 0
        self.forced = False
        self.holder: int | None = None
        self.level: str | None = None
        self.challenger: int | None = None
        self.awaiting = ""
        self.others_bid = False
        self.result: AuctionResult | None = None
        self.log: list[tuple[int, str]] = []

    # --- whose turn, what is legal -------------------------------------------
    @property
    def to_move(self) -> int | None:
        st = self.stage
        if st == "solo":
            return self.order[self._solo_idx]
        if st == "negative":
            return self.order[self.neg_idx]
        if st == "ladder":
            return self.holder if self.awaiting == "respond" else self.challenger
        if st == "convert":
            return self.order[0]
        return None

    def legal_bids(self) -> list[str]:
        """The exact list of calls open to the player to move."""
        st = self.stage
        if st == "solo":
            return [SOLO, PASS]
        if st == "negative":
            return [BETTEL, PASS] if self.neg_seat is not None else [PICCOLO, BETTEL, PASS]
        if st == "convert":
            return [CEGO, RAEUBER]
        if st != "ladder":
            return []
        aw = self.awaiting
        if aw == "open":
            if self.forced and self.challenger == self.bidders[0]:
                return [CEGO]
            return [CEGO, PASS]
        assert self.level is not None
        if aw == "challenge":
            nxt = successor(self.level)
            assert self.challenger is not None
            if nxt is not None and self._feasible(self.challenger, nxt):
                return [nxt, PASS]
            return [PASS]
        assert self.holder is not None
        if self._feasible(self.holder, self.level):
            return [HOLD, PASS]
        return [PASS]

    # --- change ------------------------------------------------------------------
    def apply(self, seat: int, bid: str) -> None:
        """Record a legal call (the caller has checked it) and advance."""
        self.log.append((seat, bid))
        st = self.stage
        if st == "solo":
            if bid == SOLO:
                self.solo_bidder = seat
                i = self.order.index(seat)
                others = [self.order[(i + k) % self.n] for k in range(1, self.n)]
                self._start_ladder(others, forced=False)
                return
            self._solo_idx += 1
            if self._solo_idx == self.n:
                if self.n == 4:
                    self.stage = "negative"
                else:
                    self._start_ladder(list(self.order), forced=True)
            return
        if st == "negative":
            if bid == BETTEL:
                self._finish(seat, BETTEL, last=False)
                return
            if bid == PICCOLO:
                self.neg_seat = seat
            self.neg_idx += 1
            if self.neg_idx == self.n:
                if self.neg_seat is not None:
                    self._finish(self.neg_seat, PICCOLO, last=False)
                else:
                    self._start_ladder(list(self.order), forced=True)
            return
        if st == "convert":
            self._finish(seat, RAEUBER if bid == RAEUBER else CEGO, last=True)
            return
        aw = self.awaiting
        if aw == "open":
            if bid == CEGO:
                self.holder, self.level = seat, CEGO
                if seat != self.bidders[0]:
                    self.others_bid = True
            self._next_challenger()
        elif aw == "challenge":
            if bid == PASS:
                self._next_challenger()
            else:
                self.level = bid
                self.others_bid = True
                self.awaiting = "respond"
        else:  # respond
            if bid == HOLD:
                self.awaiting = "challenge"
            else:
                self.holder = self.challenger
                self._next_challenger()

    def _start_ladder(self, bidders: list[int], *, forced: bool) -> None:
        self.stage = "ladder"
        self.bidders = bidders
        self.forced = forced
        self._next_idx = 0
        self._next_challenger()

    def _next_challenger(self) -> None:
        if self._next_idx >= len(self.bidders):
            self._end_ladder()
            return
        self.challenger = self.bidders[self._next_idx]
        self._next_idx += 1
        self.awaiting = "open" if self.holder is None else "challenge"

    def _end_ladder(self) -> None:
        self.challenger = None
        if self.holder is None:
            assert self.solo_bidder is not None  # a forced opening always has a holder
            self._finish(self.solo_bidder, SOLO, last=False)
            return
        assert self.level is not None
        last = self.solo_bidder is None
        if (self.n == 4 and last and self.holder == self.order[0] and self.level == CEGO
                and not self.others_bid):
            self.stage = "convert"
            return
        self._finish(self.holder, self.level, last=last)

    def _finish(self, declarer: int, contract: str, *, last: bool) -> None:
        self.stage = "done"
        self.result = AuctionResult(declarer, contract, self.solo_bidder is not None,
                                    last and contract not in (RAEUBER, PICCOLO, BETTEL))

    @property
    def stage_key(self) -> str:
        """The id of the current stage (a term of :mod:`..labels`)."""
        st = self.stage
        if st == "ladder":
            if self.solo_bidder is not None:
                return "stage.after_solo"
            return f"stage.ladder{self.n}"
        return f"stage.{st}"

    @property
    def stage_ja(self) -> str:
        """A short Japanese label of the current stage, for trainers."""
        return LABELS.term(self.stage_key)
