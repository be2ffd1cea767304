"""The spoken part of a deal: bids, the partner call, announcements and doubling calls,
as one procedure in turns (spec neunzehner-zwanziger-sicilian.md §2.5).

Turn ``t`` belongs to seat ``(eldest + t) mod 4``.  In the first lap (t < 4) a
player first says his bid (or pass), then may announce and double; later only
doubling calls are possible, and only on items made or last raised since the
speaker's previous turn (decision D-B5).  A turn ends with ``done``, or by
itself when the speaker has nothing more he may say; turns in which a player
could say nothing are skipped, and the procedure ends when nobody can say
anything any more.  This module holds the data and the rules as functions;
:mod:`.auction` wraps them as the phase handler.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tarock_tutor.core.cards import Card
from tarock_tutor.core.doubling import CALLS, Chain, in_window
from tarock_tutor.core.phases import Check

from .labels import ITEM_JA
from .rules import (
    CONTRACTS,
    FARBERL,
    GAME_ITEM,
    LAP_BIDS,
    PACK,
    PAGAT,
    PASS,
    REF_ANNOUNCE,
    REF_AUCTION,
    REF_CALL,
    REF_DOUBLING,
    REF_VALAT_BLOCK,
    RUFER,
    SEATS,
    SOLO,
    TRUMP_I,
    VALAT,
    contract_rank,
)

if TYPE_CHECKING:
    from .state import ZwanzigerState

LAP = SEATS
SIDE_JA = {True: "ディフェンダー(デクレアラー側でない人)",
           False: "デクレアラー側(デクレアラーかパートナー)"}
SIDE_EN = {True: "a player not on the declarer side", False: "the declarer side"}


@dataclass
class Speech:
    """Everything said so far, and whose turn it is."""

    eldest: int
    turn: int = 0
    bid_said: bool = False            # the first-lap bid (or pass) of this turn is said
    contract: str | None = None
    declarer: int | None = None
    bid_turn: int = -1
    called: Card | None = None
    awaiting_call: bool = False
    pagat_by: int | None = None
    valat_by: int | None = None
    revealed: bool = False            # the partner has shown himself (announcement, Re)
    chains: dict[str, Chain] = field(default_factory=dict)
    said: list[tuple[int, int, str]] = field(default_factory=list)     # (turn, seat, what)
    voided: list[tuple[int, str, int]] = field(default_factory=list)   # (turn, item, level)
    finished: bool = False

    def seat_at(self, turn: int) -> int:
        return (self.eldest + turn) % SEATS


def _ja(x: str) -> str:
    return ITEM_JA.get(x, x)


def declarer_side(state: ZwanzigerState) -> frozenset[int]:
    sp = state.speech
    if sp.declarer is None:
        return frozenset()
    partner = state.partner
    return frozenset({sp.declarer} if partner is None else {sp.declarer, partner})


# --- bids -------------------------------------------------------------------------
def check_bid(state: ZwanzigerState, seat: int, bid: str) -> Check:
    sp = state.speech
    if sp.turn >= LAP or sp.bid_said:
        return Check(False, "ZW_BID_ONCE", REF_AUCTION)
    if sp.awaiting_call:
        return Check(False, "ZW_CALL_NOW", REF_CALL, _card_params(state.call_for(seat)))
    p = {"bid": bid, "bid_ja": _ja(bid)}
    if bid not in LAP_BIDS:
        return Check(False, "ZW_UNKNOWN_BID", REF_AUCTION,
                     {**p, "bids": ", ".join(LAP_BIDS)})
    if bid == PASS:
        if sp.turn == 0:
            return Check(False, "ZW_ELDEST_MUST_BID", REF_AUCTION, p)
        return Check(True, "ZW_PASS_OK", REF_AUCTION, p)
    if bid == RUFER and sp.turn != 0:
        return Check(False, "ZW_RUFER_ONLY_ELDEST", REF_AUCTION, p)
    if bid == FARBERL and not state.options["farberl"]:
        return Check(False, "ZW_FARBERL_NOT_PLAYED", REF_AUCTION, p)
    if sp.contract is not None:
        if contract_rank(bid) <= contract_rank(sp.contract):
            return Check(False, "ZW_NOT_HIGHER", REF_AUCTION,
                         {**p, "contract": sp.contract, "contract_ja": _ja(sp.contract)})
        if sp.contract == RUFER and sp.valat_by is not None and (
                bid == SOLO or state.options["valat_blocks_farberl"]):
            return Check(False, "ZW_VALAT_BLOCKS_OVERCALL", REF_VALAT_BLOCK, p)
    return Check(True, "ZW_BID_OK", REF_AUCTION, p)


def apply_bid(state: ZwanzigerState, seat: int, bid: str) -> None:
    sp = state.speech
    sp.bid_said = True
    sp.said.append((sp.turn, seat, bid))
    if bid == PASS:
        return
    for key, chain in sp.chains.items():   # an overcall voids the old calls (§2.5 item 3)
        sp.voided.append((sp.turn, key, chain.level))
    sp.contract, sp.declarer, sp.bid_turn = bid, seat, sp.turn
    sp.called, sp.pagat_by, sp.valat_by, sp.revealed = None, None, None, False
    sp.chains = {GAME_ITEM: Chain(GAME_ITEM, created=sp.turn)}
    sp.awaiting_call = bid == RUFER
    state.partner_changed()


def _card_params(c: Card) -> dict[str, str]:
    return {"card": c.code, "card_ja": PACK.name(c, "ja")}


def check_call(state: ZwanzigerState, seat: int, c: Card) -> Check:
    sp = state.speech
    if not sp.awaiting_call:
        return Check(False, "ZW_NO_CALL", REF_CALL)
    right = state.call_for(seat)
    if c is not right:
        return Check(False, "ZW_CALL_WRONG", REF_CALL,
                     {**_card_params(c), "right": right.code, "right_ja": PACK.name(right, "ja")})
    return Check(True, "ZW_CALL_OK", REF_CALL, _card_params(c))


def apply_call(state: ZwanzigerState, seat: int, c: Card) -> None:
    sp = state.speech
    sp.called, sp.awaiting_call = c, False
    sp.said.append((sp.turn, seat, f"call {c.code}"))
    state.partner_changed()


# --- announcements and doubling calls ----------------------------------------------
def parse_statement(what: str) -> tuple[str, str] | None:
    """``("announce", item)``, ``(call, item)`` or ``("done", "")``; ``None``: unknown."""
    if what == "done":
        return ("done", "")
    if what in (PAGAT, VALAT):
        return ("announce", what)
    call, _, item = what.partition(":")
    if call in CALLS and item in (GAME_ITEM, PAGAT, VALAT):
        return (call, item)
    return None


def check_statement(state: ZwanzigerState, seat: int, what: str, turn: int | None = None
                    ) -> Check:
    sp = state.speech
    t = sp.turn if turn is None else turn
    parsed = parse_statement(what) if isinstance(what, str) else None
    if parsed is None:
        return Check(False, "ZW_UNKNOWN_STATEMENT", REF_AUCTION, {"what": str(what)})
    if t < LAP and not sp.bid_said and turn is None:
        return Check(False, "ZW_BID_FIRST", REF_AUCTION)
    if sp.awaiting_call:
        return Check(False, "ZW_CALL_NOW", REF_CALL, _card_params(state.call_for(seat)))
    kind, item = parsed
    if kind == "done":
        return Check(True, "ZW_DONE_OK", REF_AUCTION)
    p: dict[str, object] = {"item": item, "item_ja": _ja(item)}
    if kind == "announce":
        return _check_announce(state, seat, item, t, p)
    return _check_double(state, seat, kind, item, t, p)


def _check_announce(state: ZwanzigerState, seat: int, item: str, t: int,
                    p: dict[str, object]) -> Check:
    sp = state.speech
    if t >= LAP:
        return Check(False, "ZW_ANNOUNCE_LAP_OVER", REF_ANNOUNCE, p)
    as_bidder = seat == sp.declarer and sp.bid_turn == t
    as_partner = sp.contract == RUFER and seat == state.partner and seat != sp.declarer
    if not (as_bidder or as_partner):
        return Check(False, "ZW_ANNOUNCE_NOT_BIDDER", REF_ANNOUNCE, p)
    if (sp.pagat_by if item == PAGAT else sp.valat_by) is not None:
        return Check(False, "ZW_ALREADY_ANNOUNCED", REF_ANNOUNCE, p)
    if item == PAGAT and TRUMP_I not in state.dealt_hands[seat]:
        return Check(False, "ZW_PAGAT_NEEDS_I", REF_ANNOUNCE, p)
    return Check(True, "ZW_PARTNER_ANNOUNCES" if as_partner else "ZW_ANNOUNCE_OK",
                 REF_ANNOUNCE, p)


def _check_double(state: ZwanzigerState, seat: int, call: str, item: str, t: int,
                  p: dict[str, object]) -> Check:
    sp = state.speech
    p = {**p, "call": call, "call_ja": _ja(call)}
    chain = sp.chains.get(item)
    if chain is None:
        return Check(False, "ZW_DOUBLE_NO_ITEM", REF_DOUBLING, p)
    right = chain.next_call()
    if right is None:
        return Check(False, "ZW_DOUBLE_COMPLETE", REF_DOUBLING, p)
    if call != right:
        return Check(False, "ZW_DOUBLE_WRONG_CALL", REF_DOUBLING,
                     {**p, "right": right, "right_ja": _ja(right)})
    against = chain.against_side_next()
    if (seat in declarer_side(state)) == against:
        return Check(False, "ZW_DOUBLE_WRONG_SIDE", REF_DOUBLING,
                     {**p, "side_ja": SIDE_JA[against], "side": SIDE_EN[against]})
    if not in_window(chain.last, turn=t, seats=SEATS):
        return Check(False, "ZW_DOUBLE_TOO_OLD", REF_DOUBLING, {**p, "last": chain.last})
    return Check(True, "ZW_DOUBLE_OK", REF_DOUBLING, {**p, "mult": 2 * chain.multiplier})


def statements(state: ZwanzigerState, seat: int, turn: int | None = None) -> list[str]:
    """What ``seat`` may still say at ``turn`` (announcements, then calls), ``done`` aside."""
    sp = state.speech
    t = sp.turn if turn is None else turn
    out = [it for it in (PAGAT, VALAT) if t < LAP
           and check_statement(state, seat, it, t).allowed]
    for item in (GAME_ITEM, PAGAT, VALAT):
        chain = sp.chains.get(item)
        if chain is not None and chain.next_call() is not None:
            what = f"{chain.next_call()}:{item}"
            if check_statement(state, seat, what, t).allowed:
                out.append(what)
    return out


def apply_statement(state: ZwanzigerState, seat: int, what: str) -> None:
    sp = state.speech
    kind, item = parse_statement(what) or ("done", "")
    sp.said.append((sp.turn, seat, what))
    if kind == "done":
        end_turn(state)
        return
    if kind == "announce":
        if item == PAGAT:
            sp.pagat_by = seat
        else:
            sp.valat_by = seat
        sp.chains[item] = Chain(item, created=sp.turn)
    else:
        sp.chains[item].raise_(turn=sp.turn, seat=seat)
    if seat != sp.declarer and (kind in ("announce", "re")):
        sp.revealed = True
    after_statement(state, seat)


def after_statement(state: ZwanzigerState, seat: int) -> None:
    """End the turn by itself when the speaker has nothing more he may say."""
    if not statements(state, seat):
        end_turn(state)


def end_turn(state: ZwanzigerState) -> None:
    sp = state.speech
    sp.turn += 1
    sp.bid_said = False
    while sp.turn >= LAP:
        if statements(state, sp.seat_at(sp.turn)):
            return
        lasts = [c.last for c in sp.chains.values() if c.next_call() is not None]
        if not lasts or sp.turn > max(lasts) + SEATS - 1:
            sp.finished = True
            return
        sp.turn += 1


@dataclass(frozen=True)
class OpenItem:
    """One doublable item as a trainer shows it: its level and who may raise it when."""

    item: str
    level: int
    last: int                              # turn of its creation or last raise
    next_call: str | None
    turns: tuple[tuple[int, int], ...]     # (turn, seat) at which the next call is open


def open_items(state: ZwanzigerState) -> list[OpenItem]:
    """Every item now standing, with the turns (from now on) at which its next call may be
    made and by whom, if nothing else is said in between (spec §2.5, D-B5)."""
    sp = state.speech
    out = []
    for key in (GAME_ITEM, PAGAT, VALAT):
        chain = sp.chains.get(key)
        if chain is None:
            continue
        call = chain.next_call()
        turns: list[tuple[int, int]] = []
        if call is not None and not sp.finished:
            for t in range(max(sp.turn, chain.last + 1), chain.last + SEATS):
                seat = sp.seat_at(t)
                if check_statement(state, seat, f"{call}:{key}", t).allowed:
                    turns.append((t, seat))
        out.append(OpenItem(key, chain.level, chain.last, call, tuple(turns)))
    return out


__all__ = ["CONTRACTS", "OpenItem", "Speech", "open_items"]
