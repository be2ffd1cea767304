"""The each-for-himself low end while the mover ducks (``core/solver_forced.py``):
``Forced.take`` against the same fixed play walked on the kernel, the low end at
every trick start with three tricks left against a plain alpha-beta (three seats as
well, where the search does not read it: ``FORCED_SEATS``), the bound switched off
and on (the same values, fewer nodes), and the count's form checked."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any

import pytest

from tarock_tutor.core import solver_ending as se
from tarock_tutor.core import solver_forced as sf
from tarock_tutor.core import solver_search as ss
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import Objective, kernel_of, solve
from tarock_tutor.core.solver_each import Ending, TopBounds
from tarock_tutor.core.solver_search import Search
from tarock_tutor.solver_check import play_position
from tests.core.test_solver_raeuber import trick_starts

KINDS = [("cego4", {}), ("dreierles3", {"raeuber_pfeife": "achertal"})]
IDS = [f"{v}-{o.get('raeuber_pfeife', '')}" for v, o in KINDS]


def positions(variant: str, options: dict[str, Any], left: int, seeds: Iterable[int]
              ) -> Iterator[tuple[int, Any, Kernel, Objective]]:
    """(seed, state, kernel, objective) of the Räuber deals among ``seeds`` (all passed)."""
    for seed in seeds:
        try:
            state = play_position(variant, seed=seed, tricks_left=left, prefer=("pass",),
                                  **options)
        except TarockError:
            continue
        if state.contract != "raeuber":
            continue
        k, ep = kernel_of(state)
        yield seed, state, k, ep.objective


def walked_take(k: Kernel, mover: int, gains: list[int]) -> int:
    """The most value the mover takes while he plays by ``Forced``'s rule, over every
    play of the others, walked on the kernel (its own legal cards and winners)."""
    if not k.hands[k.to_move]:
        return 0
    legal = k.legal()
    if k.to_move == mover:
        cards = k.trick_cards
        if not cards:
            legal &= -legal   # his lowest card
        else:   # the highest card that does not take the trick so far, else his lowest
            ducks = 0
            for i in range(legal.bit_length()):
                if legal >> i & 1 and k.winner_index([*cards, i], k.lead) != len(cards):
                    ducks |= 1 << i
            legal = 1 << (ducks.bit_length() - 1) if ducks else legal & -legal
    best = 0
    for i in range(legal.bit_length()):
        if legal >> i & 1:
            before = k.piles[mover]
            k.play(i)
            got = sum(gains[j] for j in range(len(gains)) if (k.piles[mover] & ~before) >> j & 1)
            best = max(best, got + walked_take(k, mover, gains))
            k.undo()
    return best


@pytest.mark.parametrize(("variant", "options"), KINDS, ids=IDS)
def test_forced_take_is_the_fixed_play_walked_on_the_kernel(variant: str,
                                                            options: dict[str, Any]) -> None:
    checked = positive = 0
    for _, _, k, _ in positions(variant, options, 3, range(12)):
        mover = k.to_move
        gains = [k.r.rules.pack.value[c] for c in k.r.cards]
        forced = sf.Forced(k, mover, gains)
        limited = sf.Forced(k, mover, gains)
        assert forced.usable

        def check(k: Kernel = k, forced: sf.Forced = forced, mover: int = mover,
                  gains: list[int] = gains, limited: sf.Forced = limited) -> None:
            nonlocal checked, positive
            got = forced.take(k)
            assert got == walked_take(k, mover, gains)
            for limit in (got - 1, got, got + 3):   # with a limit, on a fresh memo
                fresh = sf.Forced(k, mover, gains).take(k, limit)
                assert fresh > limit if got > limit else fresh == got, (got, limit, fresh)
                assert fresh <= got
            # (and on one memo kept over the walk, asked with limits first)
            first = limited.take(k, 0)   # (the first line that takes anything)
            assert first == got == 0 or 0 < first <= got, (first, got)
            assert got - 1 < limited.take(k, got - 1) <= got
            assert limited.take(k) == got
            checked += 1
            positive += got > 0
        trick_starts(k, check, 2)
    assert checked >= 50 and positive >= 10, (checked, positive)


def test_the_take_at_four_seats_is_kept_by_relative_ranks(monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    """cego4: the take at four seats (``Forced._four``, its answers at two and three
    cards each kept by relative ranks too, ``RANKED``) at every trick start with four
    tricks left below positions with five, on one memo kept over the walk: the same
    with the ranks and without (and some against the play walked on the kernel),
    and the ranks spare searches: fewer calls of ``_four``."""
    calls = {True: 0, False: 0}
    four = sf.Forced._four

    def counted(self: sf.Forced, hands: list[int], leader: int, limit: int) -> int:
        calls[bool(sf.RANKED)] += 1
        return four(self, hands, leader, limit)
    monkeypatch.setattr(sf.Forced, "_four", counted)
    checked = 0
    for _, _, k, _ in positions("cego4", {}, 5, range(10)):
        mover = k.to_move
        gains = [k.r.rules.pack.value[c] for c in k.r.cards]
        on, off = sf.Forced(k, mover, gains), sf.Forced(k, mover, gains)

        def check(k: Kernel = k, on: sf.Forced = on, off: sf.Forced = off,
                  mover: int = mover, gains: list[int] = gains) -> None:
            nonlocal checked
            if k.tricks_left != 4:
                return
            if not checked % 50:
                assert on.take(k) == walked_take(k, mover, gains)
            monkeypatch.setattr(sf, "RANKED", ())
            without = off.take(k)
            monkeypatch.setattr(sf, "RANKED", (2, 3))
            assert on.take(k) == without
            checked += 1
        trick_starts(k, check, 4)
    assert checked >= 200 and calls[True] < 0.95 * calls[False], (checked, calls)


@pytest.mark.parametrize(("variant", "options"), KINDS, ids=IDS)
def test_ducking_low_end_holds_and_is_sharper(variant: str, options: dict[str, Any],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """At every trick start of every line from positions with four tricks left (the
    position itself too), as soon as three are left: low <= a plain alpha-beta's value
    (no table, no bounds), and the low end is higher than with the bound switched off
    at some of them.  Given the search's beta (a few about the low end), the low end
    reaches beta wherever the one without it does, and is never higher than that."""
    monkeypatch.setattr(sf, "FORCED_SEATS", 3)
    checked = raised = 0
    cuts = 0
    for _, state, k, obj in positions(variant, options, 4, range(10)):
        side = frozenset({k.acting(k.to_move)})
        off = kernel_of(state)[1].objective   # the same deal, its own objective's caches

        def check(k: Kernel = k, obj: Objective = obj, off: Objective = off,
                  side: frozenset[int] = side) -> None:
            nonlocal checked, raised, cuts
            if k.tricks_left not in sf.FORCED_TRICKS:
                return
            assert obj.bound is not None and obj.extra is not None
            assert off.bound is not None and off.extra is not None
            lo, _ = obj.bound(k, obj.extra(k), None)
            betas = (lo - 7, lo - 1, lo, lo + 1, lo + 9)
            for beta in betas:
                got, _ = obj.bound(k, obj.extra(k), beta)
                assert got <= lo and (got >= beta or lo < beta), (lo, beta, got)
            exact = Search(k, obj, None, side, None, None, table=False,
                           merge=False).ab(-10 ** 9, 10 ** 9)
            assert lo <= exact, (lo, exact)
            monkeypatch.setattr(sf, "FORCED", False)
            old, _ = off.bound(k, off.extra(k))
            monkeypatch.setattr(sf, "FORCED", True)
            assert old <= lo
            cuts += sum(lo >= beta > old for beta in betas)
            checked += 1
            raised += old < lo
        trick_starts(k, check, 3)
    assert checked >= 20 and raised >= 5 and cuts >= 5, (checked, raised, cuts)


def test_ducking_keeps_the_values_with_fewer_nodes(monkeypatch: pytest.MonkeyPatch) -> None:
    """cego4: every card's value the same with the bound and without it, and fewer
    nodes with it (5 tricks left, seeds 1-7: 17,626 without, 15,961 with at session
    11's first round; the bench's 6-trick seed 28: 58,188 without, 9,982 with)."""
    got = []
    for left, seeds in ((5, range(1, 8)), (6, range(28, 29))):
        on = off = 0
        for _, state, _, _ in positions("cego4", {}, left, seeds):
            with_it = solve(state)
            monkeypatch.setattr(sf, "FORCED", False)
            without = solve(state)
            monkeypatch.setattr(sf, "FORCED", True)
            assert with_it.values == without.values
            on += with_it.nodes
            off += without.nodes
        got.append((on, off))
    (on5, off5), (on6, off6) = got
    assert on5 < 0.95 * off5 and on6 < 0.5 * off6, got
    # seed 28: 7,872 at the second round, 4,937 with the take's own trick kept from the
    # others' batches (rounding over one trick fewer once he takes any)
    assert on6 < 6_000, got
    # the bench's 6-trick seed 23 with it (349,766 nodes without it): 92,596 at the
    # first round, now 62,688 if read at three tricks alone, 50,454 without the
    # piles' sizes mod 3 (rounding's rests), 8,996 with all
    state = next(positions("cego4", {}, 6, range(23, 24)))[1]
    assert solve(state).nodes < 20_000
    # seed 2 (the p95 at the second round): 44,283 then, 42,515 with the take's own
    # trick kept from the others' batches
    state = next(positions("cego4", {}, 6, range(2, 3)))[1]
    assert solve(state).nodes < 43_000


def test_the_mover_tries_his_ducking_card_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """cego4 (``Objective.mover_ducks``): the mover, following, tries first the card
    ``Forced``'s fixed play ducks with (the highest that does not take the trick:
    ``search_tables.duck_keys``), so the ducking low ends below it reach the window
    sooner; the same values, far fewer nodes.  The bench's 6-trick seed 2: 28,127
    nodes, 42,515 with neither this nor the asking again (session 13)."""
    state = next(positions("cego4", {}, 6, range(2, 3)))[1]
    with_it = solve(state)
    monkeypatch.setattr(TopBounds, "mover_ducks", lambda self, k: False)
    without = solve(state)
    assert with_it.values == without.values
    assert with_it.nodes < 30_000 < 40_000 < without.nodes, (with_it.nodes, without.nodes)


def test_a_table_entry_asks_its_low_end_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """cego4: a table entry whose ducking low end fell short of one pass's beta asks
    it again when a later pass comes with a lower beta (``solver_search.REASK``); the
    same values, fewer nodes (the bench's 6-trick seeds 1, 4, 28: 10,740 nodes,
    11,440 without, session 13)."""
    on = off = 0
    for _, state, _, _ in positions("cego4", {}, 6, (1, 4, 28)):
        with_it = solve(state)
        monkeypatch.setattr(ss, "REASK", False)
        without = solve(state)
        monkeypatch.setattr(ss, "REASK", True)
        assert with_it.values == without.values
        on += with_it.nodes
        off += without.nodes
    assert on < 0.96 * off, (on, off)


def test_ducking_low_asks_possible_once_per_mark() -> None:
    """``ducking_low`` asks ``possible`` only at the mark at or below the mover's high
    end (the low ends, each plus one, the others' high ends): the same low end as
    asking it at his high end itself, over random ends, and at most one call per
    mark."""
    rng = random.Random(7)
    order = (0, 1, 2, 3)
    top = TopBounds(order, 0, len, len, {}, None,
                    lambda at: sum((i + 1) * 5 ** i for i, b in enumerate(at) if b), 100)
    calls = checked = 0

    def possible(low: list[int], high: list[int]) -> tuple[int, int, int]:
        nonlocal calls
        calls += 1
        return top._possible(low, high)
    for _ in range(300):
        low = [rng.randrange(0, 30) for _ in order]
        high = [x + rng.randrange(0, 40) for x in low]
        m = rng.randrange(4)
        own = low[m] - rng.randrange(0, 4)
        _, lo_p, _ = top._possible(low, high)
        calls = 0
        at = sf.ducking_low(possible, low, high, m, own, [1, 2, 3], 40, lo_p, 6, 100)
        for r in range(0, high[m] - own + 2):
            duck = list(high)
            duck[m] = max(own + r, low[m])
            p = max(lo_p, top._possible(low, duck)[1]) if own + r < high[m] else lo_p
            for w in (0, 5, 50):
                assert at(w, r) == p * 100 + max(46 - w, 6), (low, high, m, own, r, w)
                checked += 1
        marks = {*low, *[x + 1 for x in low], *[x for i, x in enumerate(high) if i != m]}
        assert calls <= len(marks), (calls, marks)
    assert checked >= 5_000


def test_ending_trees_play_one_of_equal_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """cego4: the Räuber endings' trees (``Ending._tree``) hold one of a hand's cards
    of one suit and value with nothing in play between them: every card's value the
    same as with every such card played, with fewer ends."""
    ends = {True: 0, False: 0}
    merging = True
    tree, tree4 = Ending._tree, Ending._tree4

    def count(node: tuple[Any, ...], places: int) -> int:
        return len(node) if places == 1 else sum(count(c, places - 1) for c in node)

    def counted(self: Ending, k: Kernel) -> tuple[list[bool], tuple[Any, ...]]:
        if not merging:
            self.same = None
        got = tree(self, k) if self.same is None else tree4(self, k)
        ends[merging] += count(got[1], len(got[0]))
        return got
    monkeypatch.setattr(Ending, "_tree", counted)
    monkeypatch.setattr(Ending, "_tree4", counted)
    for _, state, _, _ in positions("cego4", {}, 4, range(1, 8)):
        with_it = solve(state)
        merging = False
        without = solve(state)
        merging = True
        assert with_it.values == without.values
    assert 0 < ends[True] < 0.95 * ends[False], ends


def test_ending_tree_at_four_seats_is_the_tree() -> None:
    """cego4: ``Ending._tree4`` (four seats on nested loops) builds the same tree as
    ``Ending._tree`` at every trick start with two tricks left below positions with
    three (the search asks the first)."""
    checked = merged = 0
    for _, _, k, _ in positions("cego4", {}, 3, range(20)):
        ending = Ending(k.to_move, lambda k, piles: 0)

        def check(k: Kernel = k, ending: Ending = ending) -> None:
            nonlocal checked, merged
            if k.tricks_left != 2:
                return
            ending.value(k)   # (its roles and rules, on first use)
            assert ending.same is not None
            got = ending._tree4(k)
            assert got == ending._tree(k)
            same, ending.same = ending.same, None
            merged += got != ending._tree(k)
            ending.same = same
            checked += 1
        trick_starts(k, check, 2)
    assert checked >= 120 and merged >= 20, (checked, merged)


def test_ending_walk_at_four_places_is_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    """cego4: ``Ending._walk4`` (a tree of four places walked on nested loops) gives
    the value of the recursive walk at every trick start with two tricks left below
    positions with three, reading as many ends (the same alpha-beta cuts)."""

    class Reads(dict[tuple[int, ...], int]):
        n = 0

        def get(self, key: Any, default: Any = None) -> Any:
            Reads.n += 1
            return super().get(key, default)
    checked = 0
    reads = {True: 0, False: 0}
    for _, _, k, _ in positions("cego4", {}, 3, range(20)):
        # (each end a value of its piles alone, varied enough to cut differently)
        ending = Ending(k.to_move, lambda k, piles: hash(tuple(piles)) % 1000)

        def check(k: Kernel = k, ending: Ending = ending) -> None:
            nonlocal checked
            if k.tricks_left != 2:
                return
            got = {}
            for on in (True, False):
                monkeypatch.setattr(se, "WALK4", on)
                ending.at_end = Reads()
                before = Reads.n
                got[on] = ending.value(k)
                reads[on] += Reads.n - before
            assert got[True] == got[False]
            checked += 1
        trick_starts(k, check, 2)
    monkeypatch.setattr(se, "WALK4", True)
    assert checked >= 120 and reads[True] == reads[False] > 0, (checked, reads)


def test_the_count_must_be_the_batch_count() -> None:
    sf.check_batches(1, 2, 2)   # two blanks: 2 - 1
    sf.check_batches(16, 21, 8)   # 21 - 2·2 - 1
    with pytest.raises(TarockError) as info:
        sf.check_batches(2, 2, 2)
    assert info.value.code == "SOLVER_COUNT_SHAPE"
    assert [sf.batches(n) for n in range(7)] == [0, 1, 1, 2, 3, 3, 4]
    # a seat with one card that takes two tricks of four: batches(9) - batches(1) = 5,
    # with two cards: batches(10) - batches(2) = 6 (the most, as rounding counts it)
    assert sf.rounding(4, 2, 1) == 6
    assert sf.rounding(4, 3, 3) == 9 and sf.rounding(3, 2, 2) == 4

