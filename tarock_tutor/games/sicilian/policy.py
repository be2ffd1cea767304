"""A simple, fixed player for example deals (never a strong one).

Bargaining: with few counting cards in the first ten, offer 2; a taker takes as
much as allowed; otherwise wait.  Solo with 40 or more in 10- and 5-point cards.
Discard the weakest free cards.  "20" and "15" whenever allowed; call the first
King (Queen) allowed.  In play: knock once for Giove and once for the 19 when
leading; the lowest legal card, but a counting card onto a trick the own side
already wins, and the Fugitive instead of giving a counting card away.
"""

from __future__ import annotations

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Announce, Bid, Discard, GameState, Phase, Play

from .parts.deal import FUGITIVE, PACK, hand_value


def _key(a: Action) -> tuple[int, int, int]:
    assert isinstance(a, Play)
    c = a.card
    return (PACK.value[c], int(c.suit is Suit.TRUMP), PACK.strength[c])


def policy(state: GameState, rng: Rng) -> Action:
    """The fixed policy (``rng`` breaks nothing: the choice is deterministic)."""
    from .state import SicilianState

    assert isinstance(state, SicilianState)
    legal = state.legal_actions()
    seat = legal[0].seat
    phase = state.phase
    if phase is Phase.BARGAIN:
        ids = {a.bid: a for a in legal if isinstance(a, Bid)}
        takes = sorted((int(i[5:]) for i in ids if i.startswith("take_")), reverse=True)
        if takes:
            return ids[f"take_{takes[0]}"]
        weak = hand_value(state.held[seat]) == 0
        return ids["offer_2" if weak else "wait"]
    if phase is Phase.AUCTION:
        strong = hand_value(state.held[seat]) >= 40
        return next(a for a in legal if isinstance(a, Bid) and a.bid == (
            "solo" if strong else "pass"))
    if phase is Phase.EXCHANGE:
        return min(legal, key=lambda a: sum(PACK.value[c] * 100 + PACK.strength[c]
                                            for c in a.cards) if isinstance(a, Discard) else 0)
    if phase is Phase.CALL:
        return legal[0]   # "20"/"15" when allowed (listed first), else the first King
    knocks = [a for a in legal if isinstance(a, Announce)]
    told = {k[2] for k in state.knocks if k[1] == seat}
    fresh = [a for a in knocks if a.what != "knock" and a.what not in told]
    if fresh:
        return fresh[0]
    plays = [a for a in legal if isinstance(a, Play)]
    cheap = [a for a in plays if a.card is not FUGITIVE] or plays
    tp = state.trickplay
    assert tp is not None
    if any(c is not FUGITIVE for c in tp.current):
        winning = tp.current_trick.winner
        if winning is not None and winning in state.side(seat):
            return max(cheap, key=_key)
        lowest = min(cheap, key=_key)
        if PACK.value[lowest.card] > 0 and len(plays) > len(cheap):
            return next(a for a in plays if a.card is FUGITIVE)   # save a counting card
        return lowest
    return min(cheap, key=_key)
