"""Issue 19, Zwanzigerrufen and 4-player Neunzehnerrufen: the card player's playouts
without random cards that lead low, and Zwanzigerrufen's Farberl bid."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.bots import Bot, PlayoutStyle
from tarock_tutor.bots.player import _game_module, _Search
from tarock_tutor.core.cards import Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Bid, GameState, Phase
from tarock_tutor.core.solver import kernel_of
from tarock_tutor.games.zwanziger.bot import FARBERL_FROM, farberl_strength


def _first_lead(variant: str, seed: int) -> GameState:
    """The deal at its first card (everything before it played by the fixed policy)."""
    state = games.new_deal(variant, seed=seed)
    policy = games.game_of(state.variant).policy
    while state.phase is not Phase.PLAY:
        state.apply(policy(state, Rng(0)))
    return state


@pytest.mark.parametrize(("variant", "styled"), [
    ("zwanzigerrufen", True), ("neunzehnerrufen", True), ("neunzehnerrufen-2p", False),
    ("neunzehnerrufen-3p-dummy", False), ("cego3", False)])
def test_only_the_two_forms_ask_for_the_new_playouts(variant: str, styled: bool) -> None:
    """The other forms keep the level's playouts (their benchmarks stay valid)."""
    state = _first_lead(variant, 2)
    ask = getattr(_game_module(state), "playout_style", None)
    style = ask(state) if ask is not None else None
    assert (style == PlayoutStyle(noise=0, lead_low=True)) is styled
    assert styled or style is None


@pytest.mark.parametrize("variant", ["zwanzigerrufen", "neunzehnerrufen"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_low_leading_playout_leads_the_cheapest_suit_card(variant: str, seed: int) -> None:
    """The lead of a styled playout: the suit card (no tarock) worth fewest points, the
    lowest of those; the legal cards are read from the deal, not from the kernel."""
    state = _first_lead(variant, seed)
    k, ep = kernel_of(state)
    search = _Search(k, ep.objective.side or frozenset(), ep, 1,
                     style=PlayoutStyle(noise=0, lead_low=True))
    pack = k.r.rules.pack
    suit_cards = [a.card for a in state.legal_actions() if a.card.suit is not Suit.TRUMP]
    want = min(suit_cards, key=lambda c: (pack.value[c], pack.strength[c]))
    assert k.r.cards[search.guided_card(k.legal())] == want
    unstyled = _Search(k, ep.objective.side or frozenset(), ep, 1)
    assert unstyled.guided_card(k.legal()) == -1   # the levels' playouts lead at random


def test_a_playout_without_random_cards_ignores_the_generator() -> None:
    """``noise=0``: every playout of a position is the same, whatever the generator."""
    state = _first_lead("neunzehnerrufen", 4)
    k, ep = kernel_of(state)
    side = ep.objective.side or frozenset()
    still = {_Search(k, side, ep, 1, style=PlayoutStyle(noise=0, lead_low=True)).rollout(
        Rng(r), guided=True) for r in range(8)}
    noisy = {_Search(k, side, ep, 1).rollout(Rng(r), guided=True) for r in range(8)}
    assert len(still) == 1
    assert len(noisy) > 1   # else the check above proves nothing


def test_farberl_count() -> None:
    """Two per King, one per Queen, one per Sküs, XXI and XX (bot.farberl_strength)."""
    assert farberl_strength(parse_cards("T15 T14 T9 T1 SK CK HK HQ DQ DN")) == 8
    assert farberl_strength(parse_cards("Sk T21 T20 T19 SQ S10 CN HJ D1 DJ")) == 4


def _auction_turn(seed: int, seat: int, farberl: bool) -> GameState:
    state = games.new_deal("zwanzigerrufen", seed=seed, farberl=farberl)
    policy = games.game_of(state.variant).policy
    while state.to_move != seat:
        state.apply(policy(state, Rng(0)))
    assert any(isinstance(a, Bid) for a in state.legal_actions())
    return state


def test_a_farberl_hand_bids_farberl_where_the_option_is_on() -> None:
    """Seed 39, seat 2 holds T15 T14 T9 T1 SK CK HK HQ DQ DN: three Kings and two
    Queens, a Farberl count of 8 (the threshold the simulation in the module doc
    set), and too few tarocks for a Solo; without the option he can only pass."""
    assert FARBERL_FROM == 8
    with_option = _auction_turn(39, 2, True)
    assert Bot("beginner").decide(with_option, Rng(1)).action == Bid(2, "farberl")
    without = _auction_turn(39, 2, False)
    assert Bot("beginner").decide(without, Rng(1)).action == Bid(2, "pass")


def test_a_weaker_hand_does_not_bid_farberl() -> None:
    """Seat 0 of seed 39 (the eldest, first to bid) has a Farberl count below 8: the
    simulation found Farberl losing there, so he bids something else."""
    state = _auction_turn(39, 0, True)
    hand = state.hands[0]   # type: ignore[attr-defined]
    assert farberl_strength(hand) < FARBERL_FROM
    action = Bot("beginner").decide(state, Rng(1)).action
    assert isinstance(action, Bid) and action.bid != "farberl"
