"""The bargaining round before the hand is completed ("pay not to play"), seed
004 and spec §3.4 with decision D-C3.

Each player speaks at most once.  Offers first, polled in play order from the
dealer's right: ``offer_x`` ("I give x"), ``shuffle`` (call it off, paying
nothing), ``play`` ("I play": the hand is played, every offer void) or ``wait``;
the offers close after a full round in which every unspoken player waited.
Then the unspoken players take, in play order: ``take_x`` within what is left,
leaving at least 1 for each player still to speak when the pot allows it; the
last takes the rest; ``play`` still ends it.  If nobody offered or shuffled the
hand is played; if all four offered or shuffled, nobody is left to take.

The record itself (:class:`~..parts.offers.Bargain`) lives in :mod:`..parts.offers`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Bid, Phase
from tarock_tutor.games.sicilian.phase_names import Phases

from ..parts.offers import OFFERS, TAKES
from ..variants import MAX_OFFER, ref

if TYPE_CHECKING:
    from ..parts.table import SicilianTable

REF = ref("§3.4", "D-C3")

_OFFER_IDS = (*(f"offer_{x}" for x in range(1, MAX_OFFER + 1)), "shuffle", "wait", "play")
_OFFERS: dict[int, tuple[Bid, ...]] = {}   # seat → its offer-stage bids, in order
_TAKES: dict[int, list[Bid]] = {}          # seat → its bids take_0, take_1, …


def offer_bids(seat: int) -> tuple[Bid, ...]:
    """The bids of the offer stage, in order (one shared tuple per seat: actions are
    frozen, and the list is asked for at every step of the bargain)."""
    bids = _OFFERS.get(seat)
    if bids is None:
        bids = _OFFERS[seat] = tuple(Bid(seat, i) for i in _OFFER_IDS)
    return bids


def take_bids(seat: int, least: int, most: int) -> list[Action]:
    """``take_least`` … ``take_most`` and ``play``, as shared actions."""
    have = _TAKES.setdefault(seat, [])
    while len(have) <= most:
        have.append(Bid(seat, f"take_{len(have)}"))
    return [*have[least:most + 1], offer_bids(seat)[-1]]


def parse(bid: str) -> tuple[str, int] | None:
    """``"offer_6"`` → ``("offer", 6)``; ``"shuffle"`` → ``("shuffle", 0)``; else None.
    A number is written plainly (``offer_007`` is not the id of an offer of 7).

    >>> parse("offer_6"), parse("take_0"), parse("offer_007"), parse("take_-1")
    (('offer', 6), ('take', 0), None, None)
    """
    if bid in ("shuffle", "wait", "play"):
        return bid, 0
    kind, _, num = bid.partition("_")
    if kind in ("offer", "take") and num.isascii() and num.isdigit() and len(num) <= 6 \
            and num == str(int(num)):
        return kind, int(num)
    return None


class BargainPhase(PhaseHandler["SicilianTable"]):
    phase = Phases.BARGAIN
    accepts: ClassVar[tuple[type[Action], ...]] = (Bid,)

    def to_move(self, state: SicilianTable) -> int | None:
        return state.bargain.to_move()

    def legal(self, state: SicilianTable) -> list[Action]:
        b = state.bargain
        seat = b.to_move()
        if seat is None:
            return []
        if b.stage == OFFERS:
            return list(offer_bids(seat))
        least, most = b.take_range(seat)
        return take_bids(seat, least, most)

    def check(self, state: SicilianTable, action: Action) -> Check:
        action = self.expect(state, action, Bid)
        b = state.bargain
        said = parse(action.bid) if isinstance(action.bid, str) else None
        if said is None:
            return Check(False, "BARGAIN_UNKNOWN", REF, {"bid": action.bid})
        kind, x = said
        if kind == "play":
            return Check(True, "BARGAIN_PLAY_OK", REF)
        if b.stage == OFFERS:
            if kind == "take":
                return Check(False, "BARGAIN_NOT_TAKING_YET", REF)
            if kind == "offer" and not 1 <= x <= MAX_OFFER:
                return Check(False, "BARGAIN_OFFER_RANGE", REF, {"x": x, "max": MAX_OFFER})
            code = {"offer": "BARGAIN_OFFER_OK", "shuffle": "BARGAIN_SHUFFLE_OK",
                    "wait": "BARGAIN_WAIT_OK"}[kind]
            return Check(True, code, REF, {"x": x})
        if kind != "take":
            return Check(False, "BARGAIN_OFFERS_CLOSED", REF)
        least, most = b.take_range(action.seat)
        rest = b.rest_after(action.seat)
        params = {"x": x, "min": least, "max": most, "left": b.left, "rest": rest}
        if rest == 0 and x != b.left:
            return Check(False, "BARGAIN_LAST_TAKES_ALL", REF, params)
        if x > most:
            return Check(False, "BARGAIN_TAKE_TOO_MUCH", REF, params)
        if x < least:
            return Check(False, "BARGAIN_TAKE_TOO_LITTLE", REF, params)
        return Check(True, "BARGAIN_TAKE_OK", REF, params)

    def apply(self, state: SicilianTable, action: Action) -> None:
        action = self.expect(state, action, Bid)
        b = state.bargain
        said = parse(action.bid)
        assert said is not None
        kind, x = said
        b.pointer = (b.order.index(action.seat) + 1) % len(b.order)
        if kind == "play":
            b.spoken[action.seat] = ("play", 0)
            b.result = "play"
            return
        if kind == "wait":
            b.waits += 1
        else:
            b.spoken[action.seat] = (kind, x)
            b.waits = 0
            if kind == "offer":
                b.pot += x
                b.left += x
            elif kind == "take":
                b.left -= x
        unspoken = b.unspoken()
        if b.stage == OFFERS:
            if not unspoken:  # all four offered or shuffled: nobody to take (D-C3)
                b.result = "play" if state.options["no_taker"] == "play" else "no_taker"
            elif b.waits >= len(unspoken):
                if not b.spoken:
                    b.result = "play"
                else:
                    b.stage, b.pointer, b.waits = TAKES, 0, 0
        elif not unspoken:
            b.result = "throw_in"

    def done(self, state: SicilianTable) -> bool:
        return state.bargain.result is not None

    def next_phase(self, state: SicilianTable) -> Phase:
        if state.bargain.result == "play":
            state.complete_deal()
            return Phases.AUCTION
        state.outcome = state.bargain.result
        return Phase.FINISHED
