"""Cego's playing policy (the engine's fixed player, ``GameSpec.policy``): a small,
deterministic way of choosing legal actions, so the book's example deals and live
follow checks play on by themselves.  It is no strategy advice: it only
has to be legal, reproducible and not absurd.

* auction: the scripted bids, else pass where passing is allowed (the forced
  Cego opener opens; at the 4-player Räuber choice the opener stays in Cego);
* keep: the kept set with the strongest cards; discard: the most valuable
  suit card, which the set-aside pile then secures for the declarer;
* play: lead the strongest card; follow with the cheapest card that takes the
  trick, or else the cheapest card by value and strength.
"""

from __future__ import annotations

from collections.abc import Sequence

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.protocol import Action, Bid, Discard, GameState, Keep, Play
from tarock_tutor.core.tricks import trick_winner
from tarock_tutor.games.cego.phase_names import Phases

from .parts.base import CegoDeal

__all__ = ["choose", "policy", "run_auction", "step"]


def _bid_choice(state: CegoDeal) -> Action:
    legal = [a for a in state.legal_actions() if isinstance(a, Bid)]
    for wanted in ("pass", "cego"):
        for a in legal:
            if a.bid == wanted:
                return a
    return legal[0]


def _keep_choice(state: CegoDeal, legal: Sequence[Keep]) -> Keep:
    strength = state.pack.strength
    return max(legal, key=lambda k: sum(strength[c] for c in k.cards))


def _discard_choice(state: CegoDeal, legal: Sequence[Discard]) -> Discard:
    pack = state.pack
    return max(legal, key=lambda d: (d.cards[0].suit is not Suit.TRUMP,
                                     pack.value[d.cards[0]], -pack.strength[d.cards[0]]))


def _play_choice(state: CegoDeal, legal: Sequence[Play]) -> Play:
    pack = state.pack
    trick = [c for _, c in state.current_trick]
    if not trick:
        return max(legal, key=lambda p: pack.strength[p.card])
    lead_seat = state.current_trick[0][0]
    now = (lead_seat + trick_winner(trick, pack)) % state.players
    me = legal[0].seat
    d = state.declarer
    if d is not None and state.contract != "raeuber" and me != d and now != d:
        # a fellow defender is winning: add the most valuable suit card, else the least
        return max(legal, key=lambda p: (p.card.suit is not Suit.TRUMP,
                                         pack.value[p.card] if p.card.suit is not Suit.TRUMP
                                         else 0, -pack.strength[p.card]))
    winners: list[Play] = []
    for p in legal:
        if trick_winner([*trick, p.card], pack) == len(trick):
            winners.append(p)
    if winners:
        return min(winners, key=lambda p: pack.strength[p.card])
    return min(legal, key=lambda p: (pack.value[p.card], pack.strength[p.card]))


def choose(state: CegoDeal) -> Action:
    """The policy's action for the player to move."""
    legal = state.legal_actions()
    if not legal:
        raise TarockError(f"no action to choose: the deal is {state.phase.value}",
                          code="GAME_OVER")
    if state.phase is Phases.AUCTION:
        return _bid_choice(state)
    keeps = [a for a in legal if isinstance(a, Keep)]
    if keeps:
        return _keep_choice(state, keeps)
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards:
        return _discard_choice(state, discards)
    plays = [a for a in legal if isinstance(a, Play)]
    return _play_choice(state, plays) if plays else legal[0]


def policy(state: GameState, rng: Rng) -> Action:
    """The policy in the registry's form (it needs no randomness: ``rng`` is unused)."""
    if not isinstance(state, CegoDeal):
        raise TarockError(f"the Cego policy plays Cego deals, not {state!r}",
                          code="NOT_VARIANT_OF",
                          params={"value": repr(state)[:30], "title": "ツェゴ"})
    return choose(state)


def step(state: CegoDeal) -> Action:
    """Apply the policy's action; returns it."""
    a = choose(state)
    state.apply(a)
    return a


def run_auction(state: CegoDeal, bids: Sequence[str] = ()) -> CegoDeal:
    """Make the scripted ``bids`` (each by the seat to move), then let the policy finish."""
    for i, b in enumerate(bids):
        if state.phase is not Phases.AUCTION:
            raise TarockError(f"bid {i + 1} ({b!r}) comes after the auction ended",
                              code="BID_AFTER_AUCTION", params={"value": str(b)[:30]})
        seat = state.to_move
        assert seat is not None
        v = state.explain(Bid(seat, b))
        if not v.allowed:
            raise IllegalAction(v)
        state.apply(Bid(seat, b))
    while state.phase is Phases.AUCTION:
        step(state)
    return state
