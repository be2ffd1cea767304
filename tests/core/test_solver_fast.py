"""The search's fast path inside tricks (:mod:`tarock_tutor.core.solver_fast`): the
same values, nodes and lines as the general path on random positions of every deal
kind; taken by every kind with the shared follow rule and a plain winner; the
kernel's whole-trick push and pop agree with playing and taking back card by card."""

from __future__ import annotations

import random

import pytest

from tarock_tutor.core import solver_fast, solver_search
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import kernel_of, solve
from tarock_tutor.core.solver_fast import fast_kernel, plain_kernel
from tarock_tutor.solver_check import DEAL_KINDS, play_position

KIND_IDS = ["-".join([c[0], *c[1], *map(str, c[2].values())]) for c in DEAL_KINDS]


def _positions(case, count, tricks=(4, 3, 5)):
    variant, prefer, options = case
    for seed in range(count):
        yield play_position(variant, seed=100 + seed, tricks_left=tricks[seed % len(tricks)],
                            mid_trick=seed % 2 == 1, prefer=prefer, **options)


@pytest.mark.parametrize("case", DEAL_KINDS, ids=KIND_IDS)
def test_fast_path_equals_general_path(case, monkeypatch):
    for state in _positions(case, 3):
        monkeypatch.setattr(solver_fast, "FAST_PATH", False)
        general = solve(state)
        monkeypatch.setattr(solver_fast, "FAST_PATH", True)
        fast = solve(state)
        assert fast.values == general.values
        assert fast.nodes == general.nodes
        assert fast.line == general.line
        assert fast.best == general.best


# the kinds whose tricks do not follow the shared rule (or its exempt form) with a
# plain winner: Dreierles' Räuber Pfeife forms (their own follow rules), Farberl (its
# own winner rule); Sicilian's exempt form: tests/core/test_solver_fast_exempt.py
GENERAL_ONLY = {"dreierles3-pass-steinmauern", "dreierles4-pass-iffezheim",
                "zwanzigerrufen-farberl-pass-True"}
# the kinds on the fast path by the exempt form, with a capture hook: not the shared
# rule's own plain tricks (solver_end's two-trick ending is not theirs)
EXEMPT_FORM = {"sicilian", "sicilian-partnership-pass"}


@pytest.mark.parametrize("variant", ["zwanzigerrufen", "neunzehnerrufen-3p-dummy", "cego4"])
def test_fast_path_stops_at_the_same_node(variant, monkeypatch):
    # a node budget that runs out inside tricks: the same count stops both paths, and
    # the hands and the kernel are whole again for the quick line that follows
    for seed in range(3):
        state = play_position(variant, seed=seed, tricks_left=6)
        got = []
        for flag in (False, True):
            monkeypatch.setattr(solver_fast, "FAST_PATH", flag)
            got.append(solve(state, max_nodes=700 + 300 * seed))
        assert not got[0].exact
        assert got[1].values == got[0].values
        assert got[1].nodes == got[0].nodes
        assert got[1].line == got[0].line


@pytest.mark.parametrize(("case", "kind"), list(zip(DEAL_KINDS, KIND_IDS, strict=True)),
                         ids=KIND_IDS)
def test_fast_path_taken_where_the_rules_allow(case, kind):
    state = next(_positions(case, 1))
    k, _ = kernel_of(state)
    assert fast_kernel(k) == (kind not in GENERAL_ONLY)
    assert plain_kernel(k) == (kind not in GENERAL_ONLY | EXEMPT_FORM)


def _snapshot(k: Kernel) -> tuple[object, ...]:
    # (copies: the kernel hands a finished trick's own lists back on undo)
    history = [(t.leader, list(t.seats), list(t.cards), t.lead, t.winner, t.gains)
               for t in k.history]
    return (list(k.hands), list(k.piles), list(k.won), history,
            k.leader, k.to_move, k.tricks_left, list(k.trick_cards), list(k.trick_seats),
            k.lead)


@pytest.mark.parametrize("variant", ["zwanzigerrufen", "neunzehnerrufen-3p-dummy",
                                     "dreierles4", "cego3"])
def test_push_trick_matches_play(variant):
    for seed in range(5):
        k, _ = kernel_of(play_position(variant, seed=seed, tricks_left=3))
        before = _snapshot(k)
        leader = k.leader
        cards = []
        for _ in range(k.size):   # each seat's lowest legal card
            legal = k.legal()
            i = (legal & -legal).bit_length() - 1
            cards.append(i)
            k.play(i)
        played = _snapshot(k)
        for _ in cards:
            k.undo()
        assert _snapshot(k) == before
        last = _snapshot(k)[3][-1:]
        mask = sum(1 << i for i in cards)
        for s in range(len(k.hands)):
            k.hands[s] &= ~mask
        lead = k.r.suit[cards[0]]
        winner = played[4]
        k.push_trick(list(cards), lead, winner, mask)
        assert _snapshot(k) == played
        k.pop_trick(leader, winner, mask)
        for s, i in zip(k._seats_from[leader], cards, strict=False):
            k.hands[s] |= 1 << i
        assert _snapshot(k) == before
        assert _snapshot(k)[3][-1:] == last
        # a pushed trick may be taken back card by card as well
        for s in range(len(k.hands)):
            k.hands[s] &= ~mask
        k.push_trick(list(cards), lead, winner, mask)
        for _ in cards:
            k.undo()
        assert _snapshot(k) == before


def _ranked(s: solver_search.Search) -> tuple[int, ...]:
    """hands_key by its definition: every card in play, lowest first, its pattern code
    (a tie with the card in play just below it has its own code) and its rank given to
    the hand that holds it."""
    hands = s.k.hands
    in_play = [i for i in range(len(s.k.r.cards)) if any(h >> i & 1 for h in hands)]
    pid, out = 1, [0] * len(hands)
    for rank, i in enumerate(in_play):
        tie = rank > 0 and s.same_rank_below[i] >> in_play[rank - 1] & 1
        pid = pid << 8 | (s.card_code_tie[i] if tie else s.card_code[i])
        holder = next(seat for seat, h in enumerate(hands) if h >> i & 1)
        out[holder] |= 1 << rank
    return (pid, *out)


@pytest.mark.parametrize("variant", ["zwanzigerrufen", "neunzehnerrufen-2p", "dreierles3",
                                     "cego4"])
def test_hands_key_by_suit_matches_definition(variant):
    """hands_key numbers each suit's part: two trick starts share a key exactly where
    the definition (:func:`_ranked`) gives them the same ranks."""
    count = 0
    for seed in range(6):
        k, ep = kernel_of(play_position(variant, seed=seed, tricks_left=2 + seed % 4))
        side = frozenset({k.acting(k.to_move)}) if ep.objective.side is None \
            else ep.objective.side
        s = solver_search.Search(k, ep.objective, ep.history_key, side, None, None)
        seen: dict[tuple[int, ...], tuple[int, ...]] = {}
        back: dict[tuple[int, ...], tuple[int, ...]] = {}
        rng = random.Random(seed)
        for _ in range(40):   # trick starts down random lines from the position
            played = 0
            while k.hands[k.to_move]:
                key, ranked = s.hands_key(), _ranked(s)
                # the same key exactly where the definition gives the same ranks
                assert seen.setdefault(key, ranked) == ranked
                assert back.setdefault(ranked, key) == key
                for _ in range(k.size):
                    k.play(rng.choice(s.moves()))
                    played += 1
            for _ in range(played):
                k.undo()
        count += len(seen)
    assert count > 100
