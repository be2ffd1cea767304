"""Why an action is allowed or refused: one Verdict per action (reason code, legal
alternatives, rule reference), for every phase of :class:`~.state.CegoState`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import (
    Action,
    Announce,
    Bid,
    Discard,
    Keep,
    Phase,
    Play,
    RuleRef,
    Verdict,
)
from tarock_tutor.core.tricks import explain_play

from . import messages as _messages
from .actions import EXPOSE
from .contracts import CONTRACTS
from .contracts import ref as _ref
from .exchange import check_discard, check_keep, is_allowed_discard_code, keep_rule

if TYPE_CHECKING:
    from .state import CegoState

REF_EXPOSE = _ref("§2.8 exposure ('Hosen runter')")
REF_PROTOCOL = RuleRef("protocol")
REF_EXCHANGE = _ref("§2.5 exchange procedure")


def check_shape(action: object) -> None:
    """Refuse a malformed action (a wrong type, not merely an illegal move) with a
    :class:`TarockError` that names the input, before any rule looks at it."""
    if not isinstance(action, Action):
        raise TarockError(f"{action!r} is not an action; build one with cego.bid, cego.keep, "
                          "cego.discard, cego.play or cego.expose")
    seat = action.seat
    kind = type(action).__name__
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise TarockError(f"{kind}.seat must be a seat number, not {seat!r}")
    if isinstance(action, Bid) and not isinstance(action.bid, str):
        raise TarockError(f"Bid.bid must be a bid id such as 'pass' or 'cego', not "
                          f"{action.bid!r} (spec §2.6–2.7)")
    if isinstance(action, Announce) and not isinstance(action.what, str):
        raise TarockError(f"Announce.what must be text such as 'expose', not {action.what!r}")
    if isinstance(action, Play) and not isinstance(action.card, Card):
        raise TarockError(f"Play.card must be a Card, not {action.card!r} "
                          "(cego.play(seat, 'T21') reads notation)")
    if isinstance(action, Keep | Discard):
        cards = action.cards
        if not isinstance(cards, tuple | list) or not all(isinstance(c, Card) for c in cards):
            raise TarockError(f"{kind}.cards must be a tuple of Cards, not {cards!r} "
                              f"(cego.{kind.lower()}(seat, 'S8', …) reads notation)")


def explain_action(state: CegoState, action: Action) -> Verdict:
    check_shape(action)
    refusal = state.generic_refusal(action)
    if refusal is not None:
        return refusal
    ph = state.phase
    alts = tuple(state.legal_actions())
    if ph is Phase.AUCTION and isinstance(action, Bid):
        if action.bid in state.auction.legal_bids():
            return Verdict(True, "BID_OK", action, alts, state.auction.rule_for_allowed(),
                           {"bid": action.bid})
        code, rule, params = state.auction.refusal(action.bid)
        return Verdict(False, code, action, alts, rule, params)
    if ph is Phase.EXCHANGE and isinstance(action, Keep) and not state.kept:
        assert state.result is not None
        contract = state.result.contract
        code, params = check_keep(contract, state.hand_cards(action.seat), action.cards,
                                  face_card_as_pip=state.court_as_pip)
        return Verdict(code == "KEEP_OK", code, action, alts, keep_rule(contract, code),
                       params)
    if ph is Phase.EXCHANGE and isinstance(action, Discard) and state.kept:
        assert state.result is not None
        code, rule, params = check_discard(state.result.contract, state.hand_cards(action.seat),
                                           action.cards)
        return Verdict(is_allowed_discard_code(code), code, action, alts, rule, params)
    if ph is Phase.PLAY and isinstance(action, Play):
        return explain_play(state.hand_cards(action.seat), state.trick_cards, action.card,
                            seat=action.seat)
    if ph is Phase.PLAY and isinstance(action, Announce) and action.what == EXPOSE:
        if state.expose_open() and action.seat == state.declarer:
            return Verdict(True, "EXPOSE_OK", action, alts, REF_EXPOSE)
        ja, en = _messages.WHEN_EXPOSE[state.n]
        return Verdict(False, "EXPOSE_NOT_AVAILABLE", action, alts, REF_EXPOSE,
                       {"when": ja, "when_en": en})
    if isinstance(action, Keep | Discard):
        if ph is Phase.EXCHANGE:
            order = "KEEP_DONE" if isinstance(action, Keep) else "KEEP_FIRST"
            return Verdict(False, order, action, alts, REF_EXCHANGE)
        held = state.contract
        if held is not None and not CONTRACTS[held].keep:
            return Verdict(False, "NO_EXCHANGE", action, alts, REF_EXCHANGE,
                           {"contract": CONTRACTS[held].de,
                            "contract_ja": CONTRACTS[held].ja})
    if isinstance(action, Announce) and action.what != EXPOSE:
        return Verdict(False, "UNKNOWN_ACTION", action, alts, REF_PROTOCOL,
                       {"action": str(action)})
    if isinstance(action, Bid | Keep | Discard | Play | Announce):
        return Verdict(False, "WRONG_PHASE", action, alts, REF_PROTOCOL,
                       {"phase": state.phase.ja})
    return Verdict(False, "UNKNOWN_ACTION", action, alts, REF_PROTOCOL,
                   {"action": str(action)})
