"""Helpers that drive a deal to a chosen point (for notebooks, examples and tests).

>>> from tarock_tutor.games.neunzehner import new_game
>>> g = new_game("4p", seed=3)
>>> [str(b) for b in auction_to(g, declarer=2, contract="einer")]
['0 bid rufer', '1 bid pass', '2 bid einer', '0 bid pass', '3 bid pass']
"""

from __future__ import annotations

from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action, Bid, Phase

from .base import NeunzehnerTable
from .contracts import CONTRACTS, PASS, RUFER, contracts_ja


def auction_script(bidders: tuple[int, ...], declarer: int, contract: str) -> list[Bid]:
    """Bids that make ``declarer`` play ``contract`` (a Rufer only the eldest can play:
    the opening is forced and every later bid must be higher)."""
    if contract not in CONTRACTS:
        raise TarockError(f"unknown contract {contract!r}; contracts: {', '.join(CONTRACTS)}",
                          code="UNKNOWN_CONTRACT", params={"value": str(contract)[:30],
                                                           "contracts": contracts_ja()})
    if declarer not in bidders:
        raise TarockError(f"seat {declarer} does not bid in this form (bidders {bidders})",
                          code="NZ_NOT_A_BIDDER", params={"seat": declarer + 1})
    first = bidders[0]
    if declarer == first:
        return [Bid(first, contract), *(Bid(s, PASS) for s in bidders[1:])]
    if contract == RUFER:
        raise TarockError("only the eldest hand can end up with a Rufer (spec §1.6)",
                          code="NZ_RUFER_ELDEST")
    out = [Bid(first, RUFER)]
    i = bidders.index(declarer)
    out += [Bid(s, PASS) for s in bidders[1:i]]
    out += [Bid(declarer, contract), Bid(first, PASS)]
    out += [Bid(s, PASS) for s in bidders[i + 1:]]
    return out


def auction_to(state: NeunzehnerTable, *, declarer: int, contract: str) -> list[Bid]:
    """Apply :func:`auction_script` to a state in its auction; returns the bids."""
    if state.auction is None or state.auction.log:
        raise TarockError("auction_to() needs a state whose auction has not started",
                          code="NZ_AUCTION_STARTED")
    bids = auction_script(state.auction.bidders, declarer, contract)
    for b in bids:
        state.apply(b)
    return bids


def advance_until(state: NeunzehnerTable, phase: Phase, seed: int = 0) -> list[Action]:
    """Apply random legal actions until ``phase`` is reached (or the deal ends)."""
    rng = Rng(seed)
    done: list[Action] = []
    while state.phase is not phase and not state.is_terminal:
        a = rng.choice(state.legal_actions())
        state.apply(a)
        done.append(a)
    return done
