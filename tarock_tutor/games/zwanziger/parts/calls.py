"""Announcements and doubling calls of the spoken procedure (spec
neunzehner-zwanziger-sicilian.md §2.5): who may announce Pagat and Valat, Kontra, Re
and Sub per item within the one-lap window (D-B5), the end of a turn and of the
procedure, and the trainer's view of who may still raise what."""

from __future__ import annotations

from dataclasses import dataclass

from tarock_tutor.core.doubling import CALLS, Chain, in_window
from tarock_tutor.core.phases import Check

from .rules import (
    GAME_ITEM,
    PAGAT,
    REF_ANNOUNCE,
    REF_AUCTION,
    REF_CALL,
    REF_DOUBLING,
    RUFER,
    SEATS,
    TRUMP_I,
    VALAT,
)
from .speech import LAP, SIDE_EN, SIDE_JA, SpeakingState, card_params, declarer_side, ja


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


def check_statement(state: SpeakingState, seat: int, what: str, turn: int | None = None
                    ) -> Check:
    sp = state.speech
    t = sp.turn if turn is None else turn
    parsed = parse_statement(what) if isinstance(what, str) else None
    if parsed is None:
        return Check(False, "ZW_UNKNOWN_STATEMENT", REF_AUCTION, {"what": str(what)})
    if t < LAP and not sp.bid_said and turn is None:
        return Check(False, "ZW_BID_FIRST", REF_AUCTION)
    if sp.awaiting_call:
        return Check(False, "ZW_CALL_NOW", REF_CALL, card_params(state.call_for(seat)))
    kind, item = parsed
    if kind == "done":
        return Check(True, "ZW_DONE_OK", REF_AUCTION)
    p: dict[str, object] = {"item": item, "item_ja": ja(item)}
    if kind == "announce":
        return _check_announce(state, seat, item, t, p)
    return _check_double(state, seat, kind, item, t, p)


def _check_announce(state: SpeakingState, seat: int, item: str, t: int,
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


def _check_double(state: SpeakingState, seat: int, call: str, item: str, t: int,
                  p: dict[str, object]) -> Check:
    sp = state.speech
    p = {**p, "call": call, "call_ja": ja(call)}
    chain = sp.chains.get(item)
    if chain is None:
        return Check(False, "ZW_DOUBLE_NO_ITEM", REF_DOUBLING, p)
    right = chain.next_call()
    if right is None:
        return Check(False, "ZW_DOUBLE_COMPLETE", REF_DOUBLING, p)
    if call != right:
        return Check(False, "ZW_DOUBLE_WRONG_CALL", REF_DOUBLING,
                     {**p, "right": right, "right_ja": ja(right)})
    against = chain.against_side_next()
    if (seat in declarer_side(state)) == against:
        return Check(False, "ZW_DOUBLE_WRONG_SIDE", REF_DOUBLING,
                     {**p, "side_ja": SIDE_JA[against], "side": SIDE_EN[against]})
    if not in_window(chain.last, turn=t, seats=SEATS):
        return Check(False, "ZW_DOUBLE_TOO_OLD", REF_DOUBLING, {**p, "last": chain.last})
    return Check(True, "ZW_DOUBLE_OK", REF_DOUBLING, {**p, "mult": 2 * chain.multiplier})


def statements(state: SpeakingState, seat: int, turn: int | None = None) -> list[str]:
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


def apply_statement(state: SpeakingState, seat: int, what: str) -> None:
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


def after_statement(state: SpeakingState, seat: int) -> None:
    """End the turn by itself when the speaker has nothing more he may say."""
    if not statements(state, seat):
        end_turn(state)


def end_turn(state: SpeakingState) -> None:
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


def open_items(state: SpeakingState) -> list[OpenItem]:
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

