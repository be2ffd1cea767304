"""The Cego auction as a small incremental machine (spec cego-dreierles.md §2.6–2.7).

Stages: ``solo`` (stage 1: Solo or pass), ``negative`` (4 players, stage 2:
Piccolo/Bettel, one chance each), ``ladder`` (the seniority duel of stage 2,
or stage 3 with four players; also after a Solo bid), ``convert`` (4 players:
the forced Cego opener may turn the deal into Räuber), ``done``.

The machine keeps only a few fields, so its legal list costs almost nothing;
``explain`` says why any other bid is refused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tarock_tutor.core.protocol import RuleRef

from .contracts import (
    BETTEL,
    CEGO,
    CONTRACTS,
    FEASIBILITY_CODE,
    LADDER,
    PICCOLO,
    RAEUBER,
    SOLO,
    successor,
)
from .contracts import ref as _ref

PASS, HOLD = "pass", "hold"
BIDS: tuple[str, ...] = (SOLO, PASS, HOLD, *LADDER, PICCOLO, BETTEL, RAEUBER)

REF_STAGE1 = _ref("§2.6 stage 1")
REF_LADDER = _ref("§2.6 ladder auction, rules 1–6")
REF_JUNIOR = _ref("§2.6 rule 1 (junior bids exactly one step up)")
REF_SENIOR = _ref("§2.6 rule 2 (senior may only hold, Selbst)")
REF_FEASIBLE = _ref("§2.6 rule 3 and §2.4 last column (impossible bids)")
REF_FORCED = _ref("§2.6 stage 2a (Vorhand must open Cego)")
REF_AFTER_SOLO = _ref("§2.6 stage 2b, rule 5")
REF_STAGE2_4P = _ref("§2.7 item 3 (Piccolo/Bettel)")
REF_RAEUBER = _ref("§2.7 item 4 (Räuber conversion)")


@dataclass(frozen=True)
class AuctionResult:
    """How the auction ended."""

    declarer: int
    contract: str
    after_solo: bool          # a Solo was bid in stage 1 (higher multipliers, §2.12)
    from_last_stage: bool     # 3p stage 2a / 4p stage 3 without a Solo (exposure allowed)


class Auction:
    """The auction of one deal.  ``feasible(seat, contract)`` judges the dealt hand."""

    __slots__ = ("_awaiting", "_bidders", "_feasible", "_next_idx", "_solo_idx",
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
        self._bidders: list[int] = []
        self._next_idx = 0
        self.forced = False
        self.holder: int | None = None
        self.level: str | None = None
        self.challenger: int | None = None
        self._awaiting = ""
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
            return self.holder if self._awaiting == "respond" else self.challenger
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
        aw = self._awaiting
        if aw == "open":
            if self.forced and self.challenger == self._bidders[0]:
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

    # --- why not ----------------------------------------------------------------
    def refusal(self, bid: str) -> tuple[str, RuleRef, dict[str, Any]]:
        """Reason code, rule and parameters for a bid that is not in :meth:`legal_bids`."""
        known = ", ".join(BIDS)
        if bid not in BIDS:
            return "UNKNOWN_BID", REF_LADDER, {"bid": bid, "known": known}
        st = self.stage
        if st == "solo":
            return "STAGE1_SOLO_OR_PASS", REF_STAGE1, {}
        if bid == SOLO:
            return "SOLO_ONLY_IN_STAGE1", REF_STAGE1, {}
        if st == "negative":
            if self.neg_seat is not None and bid == PICCOLO:
                return "ONLY_BETTEL_AFTER_PICCOLO", REF_STAGE2_4P, {}
            return "STAGE2_PICCOLO_BETTEL_OR_PASS", REF_STAGE2_4P, {}
        if st == "convert":
            return "RAEUBER_OR_CEGO", REF_RAEUBER, {}
        if bid in (PICCOLO, BETTEL):
            return "NEGATIVE_NOT_AVAILABLE", REF_STAGE2_4P, {"bid": bid}
        if bid == RAEUBER:
            return "RAEUBER_NOT_AVAILABLE", REF_RAEUBER, {}
        aw = self._awaiting
        if aw == "open":
            if self.forced and self.challenger == self._bidders[0]:
                return "MUST_OPEN_CEGO", REF_FORCED, {}
            if bid == HOLD:
                return "NO_BID_TO_HOLD", REF_SENIOR, {}
            ref = REF_AFTER_SOLO if self.solo_bidder is not None else REF_LADDER
            return "OPENING_BID_IS_CEGO", ref, {}
        assert self.level is not None
        if aw == "challenge":
            nxt = successor(self.level)
            if bid == HOLD:
                return "NO_BID_TO_HOLD", REF_SENIOR, {}
            if nxt is None:
                return "NO_HIGHER_CONTRACT", REF_JUNIOR, {}
            if bid == nxt:
                return FEASIBILITY_CODE[nxt], REF_FEASIBLE, {"bid": bid}
            return "BID_ONE_STEP_ONLY", REF_JUNIOR, {"next": nxt, "next_ja": CONTRACTS[nxt].ja}
        if bid == HOLD:
            return FEASIBILITY_CODE[self.level], REF_FEASIBLE, {"bid": self.level}
        return "SENIOR_HOLD_OR_PASS", REF_SENIOR, {}

    def rule_for_allowed(self) -> RuleRef:
        return {"solo": REF_STAGE1, "negative": REF_STAGE2_4P,
                "convert": REF_RAEUBER}.get(self.stage, REF_LADDER)

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
        aw = self._awaiting
        if aw == "open":
            if bid == CEGO:
                self.holder, self.level = seat, CEGO
                if seat != self._bidders[0]:
                    self.others_bid = True
            self._next_challenger()
        elif aw == "challenge":
            if bid == PASS:
                self._next_challenger()
            else:
                self.level = bid
                self.others_bid = True
                self._awaiting = "respond"
        else:  # respond
            if bid == HOLD:
                self._awaiting = "challenge"
            else:
                self.holder = self.challenger
                self._next_challenger()

    def _start_ladder(self, bidders: list[int], *, forced: bool) -> None:
        self.stage = "ladder"
        self._bidders = bidders
        self.forced = forced
        self._next_idx = 0
        self._next_challenger()

    def _next_challenger(self) -> None:
        if self._next_idx >= len(self._bidders):
            self._end_ladder()
            return
        self.challenger = self._bidders[self._next_idx]
        self._next_idx += 1
        self._awaiting = "open" if self.holder is None else "challenge"

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
    def stage_ja(self) -> str:
        """A short Japanese label of the current stage, for trainers."""
        if self.stage == "solo":
            return "第1ステージ(ソロかパス)"
        if self.stage == "negative":
            return "第2ステージ(ピッコロ・ベッテル)"
        if self.stage == "ladder":
            if self.solo_bidder is not None:
                return "ソロのあとのビッド"
            return "第3ステージ" if self.n == 4 else "第2ステージ"
        if self.stage == "convert":
            return "ロイバーへの変更"
        return "ビッド終了"

