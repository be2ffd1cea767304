"""Merging and relative-rank table keys under a follow rule of the game's own that
names the cards it reads (``FollowRule.named_cards``), on Dreierles' Räuber forms
(spec cego-dreierles.md §3.12.3: Steinmauern's Pfeife and Stieß/21 restrictions, the
Iffezheim alternative): the declaration is true (the rule's answers move with any
exchange of same-suit cards that leaves the named ones alone), and the search with
merging on gives every card the value it has with merging off, in random positions
and in positions with the Pfeife, the Stieß and trump 21 brought back into play."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarock_tutor.core import search_tables
from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.solver import kernel_of, solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.core.tricks import FollowRule
from tarock_tutor.games.dreierles.parts.rules import PACK
from tarock_tutor.games.dreierles.trick_rules import (
    RAEUBER_IFFEZHEIM,
    RAEUBER_PFEIFE,
    RaeuberContext,
)
from tests.core.test_solver_hooked import IDS, OWN_RULES, SPECIAL, _positions

RULES = [RAEUBER_PFEIFE, RAEUBER_IFFEZHEIM]


def _exchange(rng: random.Random, named: tuple[Card, ...]) -> dict[Card, Card]:
    """A random exchange of the pack's cards within each suit that leaves ``named``
    where they are."""
    out: dict[Card, Card] = {c: c for c in named}
    for suit in Suit:
        free = [c for c in PACK.cards if c.suit is suit and c not in named]
        moved = free[:]
        rng.shuffle(moved)
        out.update(zip(free, moved, strict=True))
    return out


def _equivariant(rule: FollowRule, named: tuple[Card, ...], tries: int) -> bool:
    """Whether, over ``tries`` random hands, tricks (led by a trump often, the named
    cards often among them) and contexts, the rule's legal cards after an exchange
    of unnamed same-suit cards are the exchanged legal cards."""
    rng = random.Random(7)
    cards = list(PACK.cards)
    for _ in range(tries):
        rng.shuffle(cards)
        pool = [*SPECIAL, *cards[:12]] if rng.random() < .5 else cards[:15]
        pool = list(dict.fromkeys(pool))
        rng.shuffle(pool)
        size = rng.randint(0, 3)
        trick, hand = pool[:size], pool[size:size + rng.randint(1, 8)]
        ctx = RaeuberContext(rng.randint(0, 5), rng.randint(0, 8))
        swap = _exchange(rng, named)
        before = {swap[c] for c in rule.legality(hand, trick, ctx).cards}
        after = set(rule.legality([swap[c] for c in hand], [swap[c] for c in trick],
                                  ctx).cards)
        if before != after:
            return False
    return True


@pytest.mark.parametrize("rule", RULES, ids=IDS)
def test_named_cards_are_all_the_rule_reads(rule: FollowRule) -> None:
    """The declaration (``named_cards``) that the search's merging relies on: the
    legal cards follow any exchange of same-suit cards that leaves the Pfeife, the
    Stieß and 21 alone; and no name can be left out (with any one of them free to
    move, some exchange changes an answer)."""
    named = type(rule).__dict__["named_cards"]
    assert set(named) == set(SPECIAL)
    assert _equivariant(rule, named, 3000)
    for c in named:
        assert not _equivariant(rule, tuple(x for x in named if x is not c), 3000), c


@pytest.mark.parametrize(("variant", "options"), OWN_RULES, ids=IDS)
def test_search_merges_and_keeps_the_named_cards_apart(variant: str,
                                                       options: dict[str, Any]) -> None:
    """The rule's named cards are never merged and have pattern codes of their own;
    the search keys by relative ranks and merges the other cards."""
    state = _positions(variant, options, 1, left=5)[0]
    k, ep = kernel_of(state)
    s = Search(k, ep.objective, ep.history_key, frozenset({k.acting(k.to_move)}), None, None)
    assert s.mergeable
    named = search_tables.named_mask(k.r)
    assert named == k.r.mask(SPECIAL)
    for c in SPECIAL:
        i = k.r.index[c]
        assert s.merge_class[i] == -1
        assert s.card_code.count(s.card_code[i]) == 1
    assert sum(1 for x in s.merge_class if x >= 0) == len(k.r.cards) - len(SPECIAL)


@pytest.mark.parametrize(("variant", "options"), OWN_RULES, ids=IDS)
@pytest.mark.parametrize("specials", [False, True], ids=["random", "specials"])
def test_merging_equals_no_merging(variant: str, options: dict[str, Any], specials: bool,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """With merging and relative-rank keys (the default) and without (``merge=False``:
    every card searched, the table keyed by the hands themselves): the same value of
    every card and the same best value, at 3-6 tricks left, at a trick's start and
    inside one, in random positions and in positions with the Pfeife, the Stieß and 21
    brought back into play (and two trump leads done)."""
    for state in _positions(variant, options, 8, monkeypatch if specials else None):
        merged, plain = solve(state), solve(state, merge=False)
        assert merged.values == plain.values
        assert merged.value == plain.value
        assert plain.value_of(merged.best) == plain.value
