"""A simple fixed player for example deals (the GameSpec policy): bids by trump
count, discards its cheapest cards, announces Zehn Druck when it may, never
knocks, and in play wins valuable tricks cheaply, feeds points to a partner who
is winning, and otherwise gives away its cheapest card (in Räuber: ducks).

>>> from tarock_tutor import games
>>> from tarock_tutor.core.dealing import Rng
>>> state = games.new_deal("dreierles3", seed=11)
>>> str(fixed_policy(state, Rng(0)))
'1 bid pass'
"""

from __future__ import annotations

from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.hand import Trick
from tarock_tutor.core.protocol import Action, Announce, Bid, Discard, GameState, Phase, Play

from .parts.rules import PACK, PASS, RAEUBER, ZEHN_DRUCK

WANT = ((11, "solo"), (9, "einer"), (8, "zweier"), (7, "dreier"))


def _cheap(c: Card) -> tuple[int, int]:
    return PACK.value[c], PACK.strength[c] + (100 if c.is_trump else 0)


def _bid(state: GameState, legal: list[Action]) -> Action:
    seat = legal[0].seat
    hand: list[Card] = state.hands[seat]  # type: ignore[attr-defined]
    trumps = sum(1 for c in hand if c.is_trump)
    for need, bid in WANT:
        if trumps >= need:
            for a in legal:
                if isinstance(a, Bid) and a.bid == bid:
                    return a
            break
    return next(a for a in legal if isinstance(a, Bid) and a.bid == PASS)


def _play(state: GameState, plays: list[Play]) -> Action:
    tp = state.trickplay  # type: ignore[attr-defined]
    seat = plays[0].seat
    cards = [p.card for p in plays]
    by_card = {p.card: p for p in plays}
    raeuber = state.contract == RAEUBER  # type: ignore[attr-defined]
    if not tp.current:
        trumps = [c for c in cards if c.is_trump]
        if not raeuber and len(trumps) >= 3:
            return by_card[max(trumps, key=lambda c: PACK.strength[c])]
        return by_card[min(cards, key=_cheap)]

    def wins(c: Card) -> bool:
        trick = Trick((*zip(tp.current_seats, tp.current, strict=True), (seat, c)), PACK)
        return trick.winner == seat

    winning = [c for c in cards if wins(c)]
    if raeuber:
        losing = [c for c in cards if c not in winning]
        return by_card[max(losing, key=_cheap) if losing else min(cards, key=_cheap)]
    leader_side = tp.current_trick.winner
    declarer = state.declarer  # type: ignore[attr-defined]
    partner_wins = leader_side != declarer and seat != declarer
    if partner_wins and not winning:
        return by_card[max(cards, key=_cheap)]
    if winning and sum(PACK.value[c] for c in tp.current) >= 3:
        return by_card[min(winning, key=_cheap)]
    return by_card[min(cards, key=_cheap)]


def fixed_policy(state: GameState, rng: Rng) -> Action:
    """The engine's fixed player (``rng`` is unused: the choices are deterministic)."""
    legal = state.legal_actions()
    if state.phase is Phase.AUCTION:
        return _bid(state, legal)
    if state.phase is Phase.EXCHANGE:
        return min((a for a in legal if isinstance(a, Discard)), key=lambda a: _cheap(
            a.cards[0]))
    if state.phase is Phase.ANNOUNCE:
        for what in (ZEHN_DRUCK, "fertig", PASS):
            for a in legal:
                if isinstance(a, Announce) and a.what == what:
                    return a
        return legal[-1]
    return _play(state, [a for a in legal if isinstance(a, Play)])
