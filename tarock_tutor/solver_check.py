"""Checks for the kernel and the solver (kept out of the core, since it names the games'
deal kinds): random play positions, a plain minimax, and the kernel-against-``TrickPlay``
walk (used by the tests and the benchmarks).

>>> state = play_position("cego3", seed=3, tricks_left=2)
>>> state.phase.value
'play'
>>> sol = solve(state)
>>> sol.value == brute_force(state)[sol.best.card]
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, cast

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel, kernel_from
from tarock_tutor.core.protocol import GameState, Phase, Play
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.solver import kernel_of, solve
from tarock_tutor.core.solver_search import Search

__all__ = ["CEGO_PFEIFE_BIDS", "DEAL_KINDS", "bounds_walk", "brute_force", "kernel_walk",
           "minimax", "plain_search", "play_position", "solve"]

CEGO_PFEIFE_BIDS = ("pfeife", "zwei_verschiedene", "zwei_leere", "eine_leere", "eine", "cego",
                    "hold", "=pfeife")
"""Up Cego's ladder to the Pfeife (spec §2.4: only the holder of T1 can bid it, over
Zwei Verschiedene), and only deals that end there."""

# The deal kinds the kernel and solver checks cover: every variant, and the
# contracts whose trick rules have hooks or whose value reads the tricks (Räuber in
# both Dreierles forms and in Cego, Piccolo and Bettel, Cego's Pfeife contract,
# Farberl, the Sicilian partnership game).
DEAL_KINDS: list[tuple[str, tuple[str, ...], dict[str, Any]]] = [
    ("cego3", (), {}),
    ("cego3", ("pass",), {}),                                   # Räuber, 3 players
    ("cego4", (), {}),
    ("cego4", ("piccolo", "pass"), {}),
    ("cego4", ("bettel", "pass"), {}),
    ("cego4", ("pass",), {}),                                   # Räuber, 4 players
    ("dreierles3", (), {}),
    ("dreierles4", (), {}),                                     # the dealer sits out
    ("dreierles3", ("pass",), {"raeuber_pfeife": "steinmauern"}),
    ("dreierles4", ("pass",), {"raeuber_pfeife": "iffezheim"}),
    ("dreierles3", ("pass",), {"raeuber_pfeife": "achertal"}),
    ("neunzehnerrufen", (), {}),
    ("neunzehnerrufen-2p", (), {}),                             # dummies
    ("neunzehnerrufen-3p-dummy", (), {}),
    ("neunzehnerrufen-4p-dealer-dummy", (), {}),
    ("sicilian", (), {}),
    ("sicilian", ("partnership", "pass"), {}),
    ("zwanzigerrufen", (), {}),
    ("zwanzigerrufen", ("farberl", "pass"), {"farberl": True}),
    ("cego3", CEGO_PFEIFE_BIDS, {}),    # the Pfeife contract (last: keeps DEAL_KINDS[::3])
]


def case_id(case: tuple[str, tuple[str, ...], dict[str, Any]]) -> str:
    variant, prefer, options = case
    return "-".join([variant, *prefer, *map(str, options.values())])



def play_position(variant: str, *, seed: int, tricks_left: int | None,
                  mid_trick: bool = False, prefer: tuple[str, ...] = (), tries: int = 50,
                  **options: Any) -> GameState:
    """A deal of ``variant`` played by random legal actions until ``tricks_left``
    tricks remain (at a trick's start, or a random number of cards into it;
    ``None``: at the first lead).
    Before play, an action whose record text ends in one of the ``prefer`` words
    (``"pass"``, ``"bettel"`` …) is taken when legal, to reach a given contract; a
    word ``"=name"`` keeps only deals whose contract is ``name``.
    Deals that never reach play (or that contract) are skipped (the next attempt)."""
    from tarock_tutor.games import new_deal

    need = {w[1:] for w in prefer if w.startswith("=")}
    for attempt in range(tries):
        rng = random.Random(seed * 7919 + attempt)
        spec = game_of(variant)
        state = new_deal(variant, seed=seed * 1000 + attempt, dealer=spec.default_dealer,
                         **options)
        while not state.is_terminal and state.phase is not Phase.PLAY:
            acts = state.legal_actions()
            liked = [a for a in acts for w in prefer if str(a).endswith(" " + w)]
            pick = liked or acts
            state.apply(pick[rng.randrange(len(pick))])
        if state.phase is not Phase.PLAY or (need and state.deal_view().contract
                                             not in need):
            continue
        tp = state.deal_view().trickplay
        if tricks_left is None:
            return state
        if tp is None or tp.total < tricks_left:
            continue
        extra = rng.randrange(len(tp.order)) if mid_trick else 0
        while not state.is_terminal and (tp.total - len(tp.tricks) > tricks_left
                                         or len(tp.current) < extra):
            acts = [a for a in state.legal_actions() if isinstance(a, Play)]
            state.apply(acts[rng.randrange(len(acts))])
        if state.phase is Phase.PLAY and tp.to_move is not None:
            return state
    raise TarockError(f"no play position for {variant} from seed {seed}")


def minimax(s: Search, at_start: Callable[[int], None] | None = None) -> int:
    """The plain minimax value below the search's kernel position (no pruning, no
    table).  ``at_start``: called with the value at each trick's start that has two
    tricks left or more, the kernel standing there (for tests of the quick bounds)."""
    k = s.k
    if not k.trick_cards and not k.hands[k.to_move]:
        return s.final()
    vals = []
    legal = k.legal()
    while legal:
        low = legal & -legal
        legal ^= low
        k.play(low.bit_length() - 1)
        vals.append(minimax(s, at_start))
        k.undo()
    v = max(vals) if s.maxer[k.to_move] else min(vals)
    if at_start is not None and not k.trick_cards and k.tricks_left >= 2:
        at_start(v)
    return v


def plain_search(state: GameState, *, as_solved: bool = False) -> Search:
    """A search on the position's kernel and objective with no table and no merging
    (for :func:`minimax` and :func:`bounds_walk`); ``as_solved``: its quick bounds as
    :func:`~tarock_tutor.core.solver.solve` has them (the game's follow context
    never changing the play where ``ExactPlay.context`` is ``None``: the leader's
    cash and the bounds that need the shared rule at every lead)."""
    k, ep = kernel_of(state)
    obj = ep.objective
    side = frozenset({k.acting(k.to_move)}) if obj.side is None else obj.side
    return Search(k, obj, None, side, None, None, table=False, merge=False,
                  context_free=as_solved and ep.context is None)


def bounds_walk(s: Search, note: Callable[[int, int, int], None]) -> int:
    """:func:`minimax`, checking at each trick's start with two tricks left or more
    that the search's quick bounds hold the value (``AssertionError`` where not); then
    ``note(low, value, high)`` (for tests of an objective's bounds)."""
    def at(v: int) -> None:
        lo, hi = s.bounds()
        if not lo <= v <= hi:
            raise AssertionError(f"quick bounds {lo}..{hi} miss the value {v}")
        note(lo, v, hi)
    return minimax(s, at)


def brute_force(state: GameState) -> dict[Card, int]:
    """Each legal card's value by plain minimax on the kernel: no pruning, no table,
    no merging (for checking the solver on small positions)."""
    s = plain_search(state)
    k = s.k
    out = {}
    legal = k.legal()
    while legal:
        low = legal & -legal
        legal ^= low
        i = low.bit_length() - 1
        k.play(i)
        out[k.r.cards[i]] = minimax(s)
        k.undo()
    return out


def kernel_walk(state: GameState, rng: random.Random, *, bundle_only: bool = False) -> int:
    """Play ``state`` (a copy) to the end with random legal cards, checking at every
    step that the kernel's legal set and trick winners equal the object path's
    (``bundle_only``: the kernel compiled from the game's trick-rule bundle alone,
    :func:`~tarock_tutor.core.kernel.kernel_from`, not from its exact-play hooks).
    Returns the number of positions compared; raises ``AssertionError`` on a
    disagreement."""
    state = state.copy()
    tp: Any = cast(Any, state).trickplay
    k: Kernel = kernel_from(tp) if bundle_only else kernel_of(state)[0]
    compared = 0
    while state.phase is Phase.PLAY and tp.to_move is not None:
        plays = [a for a in state.legal_actions() if isinstance(a, Play)]
        expected = {a.card for a in plays}
        got = set(k.r.cards_of(k.legal()))
        assert got == expected, (sorted(map(str, got)), sorted(map(str, expected)))
        assert k.to_move == tp.to_move, (k.to_move, tp.to_move)
        compared += 1
        a = plays[rng.randrange(len(plays))]
        done = len(tp.tricks)
        state.apply(a)
        k.play(k.r.index[a.card])
        if len(tp.tricks) > done:
            assert k.history[-1].winner == tp.tricks[-1].winner
            assert [k.r.cards_of(p) for p in k.piles] == [
                sorted(p, key=lambda c: k.r.index[c]) for p in tp.captured], "piles"
    return compared


def exact_card_values(k: Kernel, search: Any) -> dict[str, int]:
    """Each legal card's exact value (by card code) at the kernel's position, searched
    with ``search`` (a :class:`~tarock_tutor.core.solver_search.Search` on ``k``)."""
    out = {}
    legal = k.legal()
    while legal:
        i = legal.bit_length() - 1
        legal ^= 1 << i
        k.play(i)
        out[k.r.cards[i].code] = search.exact()
        k.undo()
    return out
