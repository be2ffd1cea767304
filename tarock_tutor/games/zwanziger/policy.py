"""A simple, fixed playing policy for example deals (no search, no hidden information).

Bidding: the eldest bids Solo with seven tarocks including two trull cards, else
Rufer; the others bid Solo only with eight tarocks.  Announcements: Pagat when
holding the I and six tarocks.  Doubling: Kontra on the game when holding five
tarocks or more, Re on the game with seven; otherwise ``done``.  Play: win the trick cheaply when
it can be won, otherwise throw the cheapest legal card; the I is kept for the last
trick when the seat has another legal card.
"""

from __future__ import annotations

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Bid, GameState, Phase, Play
from tarock_tutor.core.tricks import trick_winner

from .parts.rules import PACK, SOLO, TRULL, TRUMP_I


def _tarocks(hand: tuple[Card, ...]) -> int:
    return sum(1 for c in hand if c.suit is Suit.TRUMP)


def _speak(state: GameState, legal: list[Action]) -> Action:
    seat = legal[0].seat
    hand: tuple[Card, ...] = state.hands[seat]  # type: ignore[attr-defined]
    n = _tarocks(hand)
    trull = len(TRULL & set(hand))
    whats = {str(a.args()[0]): a for a in legal}
    if isinstance(legal[0], Bid):
        strong = (n >= 7 and trull >= 2) if "rufer" in whats else n >= 8
        if strong and SOLO in whats:
            return whats[SOLO]
        return whats.get("rufer") or whats.get("pass") or legal[0]
    if "pagat" in whats and TRUMP_I in hand and n >= 6:
        return whats["pagat"]
    if "kontra:game" in whats and n >= 5:
        return whats["kontra:game"]
    if "re:game" in whats and n >= 7:
        return whats["re:game"]
    return whats.get("done", legal[0])


def _play(state: GameState, legal: list[Play]) -> Play:
    tp = state.trickplay  # type: ignore[attr-defined]
    strength = PACK.strength
    if len(legal) > 1:  # keep the I (Pagat) for the last trick
        legal = [p for p in legal if p.card is not TRUMP_I]

    def cheap(p: Play) -> tuple[int, int]:
        return (PACK.value[p.card], strength[p.card])

    if not tp.current:
        return max(legal, key=lambda p: (p.card.suit is not Suit.TRUMP, -cheap(p)[0],
                                         strength[p.card]))
    winners = []
    for p in legal:
        trial = [*tp.current, p.card]
        if trick_winner(trial, PACK, trumps_win=tp.trumps_win) == len(trial) - 1:
            winners.append(p)
    if winners:
        return min(winners, key=lambda p: strength[p.card] + 100 * (p.card.suit is Suit.TRUMP))
    return min(legal, key=cheap)


def fixed_policy(state: GameState, rng: Rng) -> Action:
    """The engine's example player (``rng`` is unused: the policy is deterministic)."""
    legal = state.legal_actions()
    if state.phase is Phase.PLAY:
        plays = [a for a in legal if isinstance(a, Play)]
        return _play(state, plays)
    if len(legal) == 1:
        return legal[0]
    return _speak(state, legal)

