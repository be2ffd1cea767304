"""First-lap bids of the spoken procedure (spec neunzehner-zwanziger-sicilian.md
§2.5): one bid each, the eldest must bid, Rufer only by the eldest, only strictly
higher, a Rufer-side Valat blocks overcalls (D-B4).  The partner call a Rufer
makes is in :mod:`.calling`, the announcements and doubling calls in :mod:`.calls`."""

from __future__ import annotations

from tarock_tutor.core.doubling import Chain
from tarock_tutor.core.phases import Check

from .rules import (
    FARBERL,
    GAME_ITEM,
    LAP_BIDS,
    PASS,
    REF_AUCTION,
    REF_CALL,
    REF_VALAT_BLOCK,
    RUFER,
    SOLO,
    contract_rank,
)
from .speech import BIDS_JA, LAP, SpeakingState, card_params, ja


def check_bid(state: SpeakingState, seat: int, bid: str) -> Check:
    sp = state.speech
    if sp.turn >= LAP or sp.bid_said:
        return Check(False, "ZW_BID_ONCE", REF_AUCTION)
    if sp.awaiting_call:
        return Check(False, "ZW_CALL_NOW", REF_CALL, card_params(state.call_for(seat)))
    p = {"bid": bid, "bid_ja": ja(bid)}
    if bid not in LAP_BIDS:
        return Check(False, "ZW_UNKNOWN_BID", REF_AUCTION,
                     {**p, "bids": ", ".join(LAP_BIDS), "bids_ja": BIDS_JA})
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
                         {**p, "contract": sp.contract, "contract_ja": ja(sp.contract)})
        if sp.contract == RUFER and sp.valat_by is not None and (
                bid == SOLO or state.options["valat_blocks_farberl"]):
            return Check(False, "ZW_VALAT_BLOCKS_OVERCALL", REF_VALAT_BLOCK, p)
    return Check(True, "ZW_BID_OK", REF_AUCTION, p)


def apply_bid(state: SpeakingState, seat: int, bid: str) -> None:
    sp = state.speech
    sp.bid_said = True
    sp.said.append((sp.turn, seat, bid))
    if bid == PASS:
        return
    for key, chain in sp.chains.items():   # an overcall voids the old calls (§2.5 item 3)
        sp.voided.append((sp.turn, key, chain.level))
    sp.contract, sp.declarer, sp.bid_turn = bid, seat, sp.turn
    sp.called, sp.pagat_by, sp.valat_by, sp.revealed = None, None, None, False
    # Doubling: three levels and a one-lap window (seed 002; spec
    # neunzehner-zwanziger-sicilian.md §2.5).
    sp.chains = {GAME_ITEM: Chain(GAME_ITEM, created=sp.turn)}
    sp.awaiting_call = bid == RUFER
    state.partner_changed()
