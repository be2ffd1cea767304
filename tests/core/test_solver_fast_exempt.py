"""The search's fast path inside tricks for the exempt follow form (Sicilian
Tarocchi's Fugitive, decision D-C9: free of the follow duty, never led but as the last
card, never wins its trick, kept by its owner's side through the capture hook, spec
§3.8): the same values, nodes and lines as the general path, with the Fugitive still
in a hand, with its debt open and with the dealer's special first lead still due; the
exempt form's masks as the rule object answers; and the kernel's whole-trick push and
pop running the capture hook as play and undo do."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarock_tutor.core import solver_fast
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel, exempt_follow
from tarock_tutor.core.protocol import Play
from tarock_tutor.core.solver import kernel_of, solve
from tarock_tutor.core.solver_fast import fast_kernel, plain_kernel
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.sicilian.trick_rules import FUGITIVE, SICILIAN_FUGITIVE
from tarock_tutor.solver_check import play_position

from .test_solver_fast import _snapshot

PREFER = ((), ("partnership", "pass"))


def _position(seed: int, tricks: int | None, prefer: tuple[str, ...], mid: bool = False) -> Any:
    """``play_position``'s deal from the first seed on from ``seed`` that reaches play."""
    for n in range(seed, seed + 40):
        try:
            return play_position("sicilian", seed=n, tricks_left=tricks, mid_trick=mid,
                                 prefer=prefer)
        except TarockError:   # (a seed none of whose deals reaches that contract)
            continue
    raise AssertionError(f"no play position from seed {seed}")


def _held(seed: int, tricks: int, prefer: tuple[str, ...], mid: bool) -> Any:
    """A deal played at random down to ``tricks`` tricks left (``mid``: a card or more
    into the next), the Fugitive played only when it is the one legal card (random
    play gets rid of it early, as it may always follow)."""
    state = _position(seed, None, prefer)
    rng = random.Random(seed)
    tp = state.deal_view().trickplay
    extra = rng.randrange(1, len(tp.order)) if mid else 0
    while tp.total - len(tp.tricks) > tricks or len(tp.current) < extra:
        acts = [a for a in state.legal_actions() if isinstance(a, Play)]
        keep = [a for a in acts if a.card != FUGITIVE] or acts
        state.apply(keep[rng.randrange(len(keep))])
    return state


def _same(state: Any) -> tuple[int, ...]:
    """Solve with the fast path off and on: the same values, nodes, line and best
    cards; the position's ``extra`` and nodes returned."""
    got = []
    for flag in (False, True):
        solver_fast.FAST_PATH = flag
        try:
            got.append(solve(state))
        finally:
            solver_fast.FAST_PATH = True
    general, fast = got
    assert fast.values == general.values
    assert fast.nodes == general.nodes
    assert fast.line == general.line
    assert fast.best == general.best
    k, ep = kernel_of(state)
    assert ep.objective.extra is not None
    return (*ep.objective.extra(k), fast.nodes)


def test_sicilian_takes_the_fast_path_without_the_two_trick_ending() -> None:
    for prefer in PREFER:
        k, _ = kernel_of(play_position("sicilian", seed=3, tricks_left=5, prefer=prefer))
        assert k.r.exempt_rule and k.r.capture_mask > 0
        assert fast_kernel(k)
        assert not plain_kernel(k)   # (solver_end: a plain trick, no capture hook)


@pytest.mark.parametrize("tricks", [3, 4, 5, 6])
def test_fast_path_equals_general_path_with_the_fugitive(tricks: int) -> None:
    """Positions with the Fugitive still in a hand (kept back in the play before) and
    positions from plain random play (where it has mostly gone, often leaving a debt:
    its trick won by the other side)."""
    held = debt = 0
    for n in range(4):
        prefer = PREFER[n % 2]
        for state in (_held(200 + n, tricks, prefer, n % 2 == 1),
                      _position(300 + n, tricks, prefer, n % 2 == 0)):
            owner, _, _, played, _, nodes = _same(state)
            held += not played
            debt += owner >= 0
            assert nodes > 0
    assert held >= 3 and debt >= 2, (held, debt)


def _special_state() -> Any:
    """A first-lead state whose dealer is the called partner (his first lead must be
    the called suit, spec §3.8): random bidding rarely gives one, the first found."""
    for seed in range(1, 400):
        try:
            st = play_position("sicilian", seed=seed, tricks_left=None)
        except TarockError:   # a seed none of whose deals reaches play
            continue
        if st.called is not None and st.partner == st.dealer:
            return st
    raise AssertionError("no deal with the called dealer")


def test_fast_path_equals_general_path_with_the_special_lead_due() -> None:
    """The dealer's special lead still to come (the table's history key and the rule's
    context at leads): the same hands cut down to a few cards each, any seat leading,
    searched with the fast path off and on."""
    st = _special_state()
    rng = random.Random(7)
    seen_due = 0
    for n in range(6):
        k0, ep = kernel_of(st)
        assert ep.history_key is not None and ep.context is not None
        size = 3 + n % 3
        hands = []
        for h in k0.hands:   # each seat's cards cut down, the Fugitive kept
            cards = [i for i in range(h.bit_length()) if h >> i & 1]
            keep = rng.sample(cards, size)
            if h & k0.r.exempt and not any(1 << i == k0.r.exempt for i in keep):
                keep[0] = k0.r.exempt.bit_length() - 1
            hands.append(sum(1 << i for i in keep))
        got = []
        for flag in (False, True):
            k = Kernel(k0.r, hands, leader=k0.order[n % 4])
            seen_due += flag and ep.history_key(k)
            solver_fast.FAST_PATH = flag
            try:
                s = Search(k, ep.objective, ep.history_key, ep.objective.side or frozenset(),
                           None, None, context_free=False)
            finally:
                solver_fast.FAST_PATH = True
            assert (s.fast is not None) == flag
            got.append((s.exact(), s.nodes, k.hands, k.history))
        assert got[0] == got[1]
    assert seen_due


def test_the_exempt_form_is_the_rule_object_s() -> None:
    """:func:`exempt_follow` (the kernel's and the fast path's follow masks) gives the
    cards ``SicilianFugitiveFollow`` (the explained path's rule) allows, on random
    hands and tricks, the Fugitive held or not."""
    k, _ = kernel_of(play_position("sicilian", seed=1, tricks_left=5))
    r = k.r
    rng = random.Random(18)
    cards = list(SICILIAN63.cards)
    held = 0
    for _ in range(2000):
        rng.shuffle(cards)
        hand = cards[:rng.randint(1, 9)]
        trick = [c for c in cards[9:13] if c != FUGITIVE][:rng.randint(1, 3)]
        if rng.random() < 0.5 and FUGITIVE not in hand and FUGITIVE not in trick:
            hand[0] = FUGITIVE
        held += FUGITIVE in hand
        lead = r.suit[r.index[trick[0]]]
        want = r.mask(list(SICILIAN_FUGITIVE.legality(hand, trick).cards))
        assert exempt_follow(r.mask(hand), r.exempt, lead, r.suit_mask) == want, (hand, trick)
    assert held > 500


def test_push_trick_runs_the_capture_hook_as_play_does() -> None:
    """A trick holding the Fugitive pushed whole gives the same hands, piles, tricks and
    shares (the Fugitive back to its owner when the other side wins it) as playing it
    card by card, and pop_trick (or undo) takes it all back."""
    split = 0
    for seed in range(12):
        k, _ = kernel_of(_held(400 + seed, 3 + seed % 3, PREFER[seed % 2], False))
        f = k.r.exempt
        if not any(h & f for h in k.hands):
            continue
        rng = random.Random(seed)
        before = _snapshot(k)
        leader = k.leader
        cards = []
        for _ in range(k.size):   # the Fugitive where legal, else a random legal card
            legal = k.legal()
            i = f.bit_length() - 1 if legal & f else rng.choice(
                [j for j in range(legal.bit_length()) if legal >> j & 1])
            cards.append(i)
            k.play(i)
        played = _snapshot(k)
        gains = k.history[-1].gains
        for _ in cards:
            k.undo()
        assert _snapshot(k) == before
        mask = sum(1 << i for i in cards)
        winner = played[4]
        for s in range(len(k.hands)):
            k.hands[s] &= ~mask
        k.push_trick(list(cards), k.r.suit[cards[0]], winner, mask)
        assert _snapshot(k) == played
        assert k.history[-1].gains == gains
        k.pop_trick(leader, winner, mask)
        for s, i in zip(k._seats_from[leader], cards, strict=False):
            k.hands[s] |= 1 << i
        assert _snapshot(k) == before
        for s in range(len(k.hands)):
            k.hands[s] &= ~mask
        k.push_trick(list(cards), k.r.suit[cards[0]], winner, mask)
        for _ in cards:
            k.undo()
        assert _snapshot(k) == before
        if mask & f and len(gains) == 2:
            split += 1
    assert split >= 2   # the Fugitive went back to its owner in some of them


def test_fast_path_stops_at_the_same_node_with_the_fugitive() -> None:
    """A node budget that runs out inside tricks (some of them holding the Fugitive):
    the same count stops both paths, and the kernel is whole again for the quick line
    that follows (the same values and line)."""
    for n, seed in enumerate((1, 3, 5)):
        state = _position(seed, 6, ())
        got = []
        for flag in (False, True):
            solver_fast.FAST_PATH = flag
            try:
                got.append(solve(state, max_nodes=700 + 300 * n))
            finally:
                solver_fast.FAST_PATH = True
        assert not got[0].exact
        assert got[1].values == got[0].values
        assert got[1].nodes == got[0].nodes
        assert got[1].line == got[0].line
