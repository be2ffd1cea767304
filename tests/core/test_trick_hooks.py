"""Each game's trick rules as one bundle (``GameSpec.trick_rules``, issue 17 item 1 /
issue 18 item 1): the play phase's ``TrickPlay`` is built from it, the kernel compiled
from the same bundle agrees with the object path (legal sets, the seat to move,
winners and captured piles), and a capture hook written once over cards acts the
same on both paths."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from tarock_tutor.core.cards import Card
from tarock_tutor.core.kernel import Kernel, compile_rules, kernel_capture, rules_from
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.registry import GAMES, game_of
from tarock_tutor.core.trickplay import TrickPlay
from tarock_tutor.core.tricks import TrickHooks
from tarock_tutor.games.cego.pack import CEGO51
from tarock_tutor.solver_check import DEAL_KINDS, case_id, kernel_walk, play_position


def test_every_game_names_its_trick_rules() -> None:
    import tarock_tutor.games  # noqa: F401  (registers the five games)

    games = {v[0] for v in DEAL_KINDS}
    specs = {game_of(v).key: game_of(v) for v in games}
    assert len(specs) == 5 and set(specs) <= set(GAMES)
    assert [k for k, spec in specs.items() if spec.trick_rules is None] == []


@pytest.mark.parametrize("case", DEAL_KINDS, ids=case_id)
def test_play_phase_builds_its_trickplay_from_the_bundle(case: Any) -> None:
    variant, prefer, options = case
    state = play_position(variant, seed=0, tricks_left=None, prefer=prefer, **options)
    tp: TrickPlay = state.deal_view().trickplay
    spec = game_of(variant)
    assert spec.trick_rules is not None
    hooks = spec.trick_rules(state)
    assert isinstance(tp.hooks, TrickHooks)
    # the same rule objects (closures are made per call: compare what they are)
    assert (tp.rule, tp.winner_hook, tp.trumps_win) == (hooks.follow, hooks.winner,
                                                        hooks.trumps_win)
    assert (tp.capture is None) == (hooks.capture is None)
    assert (tp.context is None) == (hooks.context is None)


@pytest.mark.parametrize("case", DEAL_KINDS, ids=case_id)
def test_kernel_from_the_bundle_alone_agrees_with_trickplay(case: Any) -> None:
    """At least 200 positions per deal kind, from the first lead and from random
    positions with 5 tricks left (history and piles carried over)."""
    variant, prefer, options = case
    compared = seed = 0
    while compared < 200:
        left = None if seed % 2 == 0 else 5
        state = play_position(variant, seed=seed, tricks_left=left, mid_trick=left is not None,
                              prefer=prefer, **options)
        compared += kernel_walk(state, random.Random(seed), bundle_only=True)
        seed += 1
    assert compared >= 200


def _third_to_last(seats: Sequence[int], cards: Sequence[Card], winner: int) -> list[int] | None:
    """A made-up capture rule: a heart in the trick goes to the seat that played last."""
    if not any(c.suit.name == "HEARTS" for c in cards):
        return None
    return [seats[-1] if c.suit.name == "HEARTS" else winner for c in cards]


def test_a_capture_hook_acts_the_same_on_both_paths() -> None:
    hooks = TrickHooks(capture=_third_to_last)
    hands = [parse_cards(h) for h in ("T3 HK", "H2 S8", "T5 H1")]
    tp = TrickPlay.from_hooks(CEGO51, hands, hooks, order=(0, 1, 2), leader=0)
    rules = compile_rules(rules_from(tp))
    k = Kernel(rules, [rules.mask(h) for h in hands], leader=0)
    for code in ("HK", "H2", "H1", "T3", "S8", "T5"):
        c = parse_cards(code)[0]
        tp.play(tp.to_move or 0, c)
        k.play(rules.index[c])
    # trick 1 (HK H2 H1, seat 0 wins): every heart goes to seat 2, who played last;
    # trick 2 (T3 S8 T5, seat 2 wins): no heart, all to the winner
    assert [t.winner for t in tp.tricks] == [0, 2]
    assert [sorted(c.code for c in p) for p in tp.captured] == [
        [], [], sorted(["HK", "H2", "H1", "T3", "S8", "T5"])]
    assert [sorted(c.code for c in rules.cards_of(p)) for p in k.piles] == [
        sorted(c.code for c in p) for p in tp.captured]
    for _ in range(6):
        k.undo()
    assert k.piles == [0, 0, 0]


def test_kernel_capture_without_a_change_gives_all_to_the_winner() -> None:
    rules = compile_rules(rules_from(TrickPlay(CEGO51, [[], [], []], order=(0, 1, 2),
                                               leader=0)))
    hook = kernel_capture(lambda seats, cards, winner: None)
    assert hook(Kernel(rules, [0, 0, 0], leader=0), [0, 1, 2], [1, 4, 9], 2) == {
        2: 1 << 1 | 1 << 4 | 1 << 9}


def test_kernel_capture_asks_the_rule_once_per_trick() -> None:
    """The capture hook's pile masks are kept per trick (seats, cards, winner): the
    rule reads nothing else, and search meets the same trick again and again."""
    rules = compile_rules(rules_from(TrickPlay(CEGO51, [[], [], []], order=(0, 1, 2),
                                               leader=0)))
    asked: list[int] = []

    def third_keeps_its_card(seats: Sequence[int], cards: Sequence[Card],
                             winner: int) -> list[int]:
        asked.append(winner)
        return [winner, winner, seats[2]]

    hook = kernel_capture(third_keeps_its_card)
    k = Kernel(rules, [0, 0, 0], leader=0)
    want = {0: 1 << 1 | 1 << 4, 2: 1 << 9}
    assert hook(k, [0, 1, 2], [1, 4, 9], 0) == want
    assert hook(k, [0, 1, 2], [1, 4, 9], 0) == want
    assert asked == [0]
    assert hook(k, [0, 1, 2], [1, 4, 9], 1) == {1: 1 << 1 | 1 << 4, 2: 1 << 9}
    assert asked == [0, 1]
    other = compile_rules(rules_from(TrickPlay(CEGO51, [[], [], []], order=(0, 1, 2),
                                               leader=0)))   # new compiled rules: asked anew
    assert hook(Kernel(other, [0, 0, 0], leader=0), [0, 1, 2], [1, 4, 9], 0) == want
    assert asked == [0, 1, 0]
