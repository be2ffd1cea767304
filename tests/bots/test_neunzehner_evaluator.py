"""Neunzehnerrufen's evaluator outside the auction (issue 19): discards, staged talon
looks and the call, each pinned on positions where the rule it follows decides."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Action, Call, Discard, Take
from tarock_tutor.core.setup import Setup
from tarock_tutor.games.neunzehner import bot
from tarock_tutor.games.neunzehner.parts.drive import auction_script
from tarock_tutor.games.neunzehner.parts.hand_eval import best_discard, discard_key
from tarock_tutor.games.neunzehner.parts.staged_talon import StagedTalon, legal_discards
from tarock_tutor.games.neunzehner.phase_names import Phases
from tarock_tutor.games.neunzehner.state import NeunzehnerState
from tarock_tutor.games.neunzehner.variants import variant_for

FORMS = ("4p", "2p", "3p_dummy", "4p_dealer_dummy")


def _codes(cards: object) -> list[str]:
    return [c.code for c in cards]  # type: ignore[attr-defined]


def _best(hand: str, n: int) -> list[str]:
    cards = parse_cards(hand)
    return _codes(best_discard(cards, legal_discards(cards, n)))


def test_a_lone_plain_card_is_laid_away_to_make_a_void() -> None:
    """One heart below the King: laying it away leaves no heart, so hearts can be
    trumped; the spade Queen's 4 points do not outweigh the void."""
    assert _best("H2 SQ S7 CK C8 T21 T15 T9 T4", 1) == ["H2"]


def test_a_king_alone_cannot_be_laid_away_so_points_decide() -> None:
    """The lone King may not be discarded (seed 001); with no void to make, the card
    with most points (the Queen, 4) goes: it counts for the discarding side."""
    assert _best("HK SQ S7 S8 CK C8 T21 T15", 1) == ["SQ"]


def test_four_discards_empty_two_suits() -> None:
    """Four cards to lay away: the two short suits without a King go entirely."""
    assert sorted(_best("H1 H2 DQ DJ S7 S8 S9 SK CK CQ CN T21 T20 T19 T5 T4", 4)) == \
        sorted(["H1", "H2", "DQ", "DJ"])


def test_forced_trump_discards_are_the_lowest() -> None:
    """Short of plain cards (seed 001: trumps only when forced), the discard keeps the
    higher trumps: the plain card and the lowest trumps go."""
    assert sorted(_best("HK SK CK DK S7 T21 T1 T20 T19 T5 T2", 3)) == sorted(["S7", "T2", "T5"])


def test_the_discard_key_counts_voids_then_points() -> None:
    hand = parse_cards("HK HQ S7 T12 T3")
    assert discard_key(hand, parse_cards("S7")) > discard_key(hand, parse_cards("HQ"))


def _at(form: str, seed: int, contract: str, phase: object) -> NeunzehnerState:
    """A deal where the eldest declares ``contract``, run by the evaluator up to ``phase``."""
    state = NeunzehnerState(Setup.seeded(variant_for(form), seed, dealer=3))
    if state.auction is not None:
        for b in auction_script(state.auction.bidders, state.auction.bidders[0], contract):
            state.apply(b)
    while state.phase is not phase:
        state.apply(bot.choose(state, Rng(seed)) or state.legal_actions()[0])
    return state


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_exchange_choice_is_legal_and_the_best_discard(form: str, seed: int) -> None:
    state = _at(form, seed, "rufer", Phases.EXCHANGE)
    while state.phase is Phases.EXCHANGE:
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        action = bot.choose(state, Rng(seed))
        assert isinstance(action, Discard) and action in legal
        best = max(discard_key(state.hands[seat], a.cards)
                   for a in legal if isinstance(a, Discard))
        assert discard_key(state.hands[seat], action.cards) == best
        state.apply(action)
    action = bot.choose(state, Rng(seed))
    assert isinstance(action, Call) and state.legal_actions() == [action]


@pytest.mark.parametrize("form", ["4p", "3p_dummy", "4p_dealer_dummy"])
@pytest.mark.parametrize("contract", ["dreier", "zweier", "einer"])
def test_the_talon_rule_is_legal_and_the_player_keeps_the_fixed_looks(
        form: str, contract: str) -> None:
    """The tried rule always gives a legal look; the computer player leaves the looks
    to the fixed policy (``choose`` gives ``None``), which simulation found better."""
    for seed in range(1, 6):
        state = _at(form, seed, contract, Phases.TALON)
        while state.phase is Phases.TALON:
            seat = state.to_move
            assert seat is not None and bot.choose(state, Rng(seed)) is None
            legal = state.legal_actions()
            action = bot.talon_choice(state, state.hands[seat], legal)
            assert action is not None and action in legal
            state.apply(action)


def _looks(contract: str, talon: str, steps: list[str]) -> SimpleNamespace:
    staged = StagedTalon(contract)
    for s in steps:
        staged.apply(s)
    return SimpleNamespace(staged=staged, talon=tuple(parse_cards(talon)))


def _take(state: SimpleNamespace, hand: str) -> str:
    legal: list[Action] = [Take(0, w) for w in state.staged.legal()]
    action = bot.talon_choice(state, parse_cards(hand), legal)  # type: ignore[arg-type]
    assert isinstance(action, Take) and action in legal
    return action.what


HAND = "Sk T21 T20 T18 T17 T16 T14 T13 HK SK C7 D1"


def test_a_packet_of_high_trumps_is_taken() -> None:
    """XX-class trumps and a King are worth more than three unseen cards on average."""
    assert _take(_looks("dreier", "T19 T15 CK H1 H2 S7", []), HAND) == "accept"


def test_a_packet_of_low_plain_cards_is_refused() -> None:
    """Three pips add no trick and almost no points: an unseen packet is better on
    average by more than the margin, so the first look refuses it."""
    assert _take(_looks("dreier", "H1 H2 S7 T19 T15 CK", []), HAND) == "reject"


def test_the_last_packet_is_refused_only_for_a_clearly_better_earlier_one() -> None:
    """Zweier, both earlier pairs refused: the last pair of pips is refused because
    the first pair (two high trumps) is much better, and going back takes it."""
    state = _looks("zweier", "T19 T15 H3 H4 S7 S8", ["reject", "reject"])
    assert _take(state, HAND) == "reject"
    state.staged.apply("reject")
    assert _take(state, HAND) == "back1"


def test_going_back_takes_the_better_earlier_packet() -> None:
    state = _looks("zweier", "H3 H4 T19 T15 S7 S8", ["reject", "reject", "reject"])
    assert _take(state, HAND) == "back2"
