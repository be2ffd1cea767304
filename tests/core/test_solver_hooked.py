"""The search's path inside tricks for a follow rule of a game's own
(:mod:`tarock_tutor.core.solver_hooked`), on Dreierles' Räuber forms with rules of
their own (spec cego-dreierles.md §3.12.3: Steinmauern's Pfeife and Stieß/21
restrictions, the Iffezheim alternative): the same values, nodes and lines as the
general path, where the special duties fire too (positions built with the Pfeife,
the Stieß and trump 21 still in play); the context it asks once per lead equals the
game's context function on the kernel at every later card of the trick, and its legal
cards and their order equal the kernel's and the general path's; the last two tricks
on masks equal alpha-beta on the kernel."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from tarock_tutor.core import solver, solver_hooked
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import kernel_of, solve
from tarock_tutor.core.solver_hooked import Contexts, HookedTricks, hooked_kernel
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.dreierles.trick_rules import PFEIFE, STIESS, T21
from tarock_tutor.solver_check import DEAL_KINDS, case_id, play_position
from tests.core.ending_check import check_endings, record_endings

OWN_RULES = [("dreierles3", {"raeuber_pfeife": "steinmauern"}),
             ("dreierles4", {"raeuber_pfeife": "iffezheim"})]
IDS = ["steinmauern", "iffezheim"]
SPECIAL = (PFEIFE, STIESS, T21)

# the codes of the special duties (trick_rules.py) each form must show in the walks
DUTIES = {"steinmauern": {"PFEIFE_FORCED", "T21_NOT_ON_STIESS", "PFEIFE_MAY_NOT_LEAD"},
          "iffezheim": {"IFFEZHEIM_MUST_PLAY", "IFFEZHEIM_PFEIFE_THIRD",
                        "IFFEZHEIM_NOT_TOGETHER"}}


def _raeuber(variant: str, options: dict[str, Any], seed: int, left: int,
             mid: bool) -> Any:
    state = play_position(variant, seed=seed, tricks_left=left, mid_trick=mid,
                          prefer=("pass",), **options)
    return state if state.deal_view().contract == "raeuber" else None


def _bring_back(k: Kernel, seed: int) -> int:
    """Put the Pfeife, the Stieß and trump 21 back in play where they lie in finished
    tricks: each goes to the hand of a seat other than the mover (by ``seed``, a seat
    not given one yet first) in exchange for a card of that hand, which takes its
    place in the trick (a trump where the special card led it: every suit led stays
    as it was, so the context does too).  Returns how many."""
    r = k.r
    trumps = r.suit_mask[0]
    specials = 0
    for c in SPECIAL:
        specials |= 1 << r.index[c]
    rng = random.Random(seed)
    moved = 0
    given: set[int] = set()
    for c in SPECIAL:
        x = r.index[c]
        t = next((t for t in k.history if x in t.cards), None)
        if t is None:
            continue
        fit = trumps if t.cards[0] == x else -1
        seats = [s for s in k.order if s != k.to_move and k.hands[s] & fit & ~specials]
        if not seats:
            continue
        fresh = [s for s in seats if s not in given]
        q = rng.choice(fresh or seats)
        given.add(q)
        mine = k.hands[q] & fit & ~specials
        y = (mine & -mine).bit_length() - 1
        k.hands[q] ^= 1 << y | 1 << x
        t.cards[t.cards.index(x)] = y
        k.piles[t.winner] ^= 1 << y | 1 << x
        moved += 1
    return moved


def _brought_back(variant: str, options: dict[str, Any], seeds: range,
                  left: int) -> Iterator[tuple[Kernel, Any, int]]:
    """Räuber positions at a trick's start with ``left`` tricks left, one per seed
    that deals a Räuber, on the kernel (``solver.kernel_of`` as it is when asked),
    the special cards brought back into play: (the kernel, its exact-play bundle, how
    many cards were brought back)."""
    for seed in seeds:
        state = _raeuber(variant, options, seed, left, False)
        if state is not None:
            k, ep = solver.kernel_of(state)
            yield k, ep, _bring_back(k, seed)


def _two_trump_leads(k: Kernel) -> None:
    """At a trick's start, let exactly two finished tricks count as led with a trump
    (the others with a plain suit): the next trump lead is then the third, from which
    on Steinmauern's Pfeife must fall (the context reads only the suits led)."""
    assert not k.trick_cards
    plain = next(s for s in range(1, 5) if k.r.suit_mask[s])
    for n, t in enumerate(k.history):
        k.history[n] = t._replace(lead=0 if n < 2 else
                                  k.r.suit[t.cards[0]] or plain)


def _positions(variant: str, options: dict[str, Any], count: int,
               monkeypatch: pytest.MonkeyPatch | None = None, left: int = 0) -> list[Any]:
    """Räuber positions with 3-6 tricks left (``left``: that many), half of them
    inside a trick; with ``monkeypatch``, the special cards brought back into play in
    each and, at a trick's start, two trump leads before it (through
    ``solver.kernel_of``, which the caller's solve then reads)."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        state = _raeuber(variant, options, seed, left or 3 + seed % 4, seed % 2 == 1)
        if state is not None:
            out.append((seed, state))
    if monkeypatch is not None:
        plain = solver.kernel_of
        by_state = {id(st): sd for sd, st in out}

        def with_specials(state: Any) -> tuple[Kernel, Any]:
            k, ep = plain(state)
            _bring_back(k, by_state.get(id(state), 0))
            if not k.trick_cards:
                _two_trump_leads(k)
            return k, ep
        monkeypatch.setattr(solver, "kernel_of", with_specials)
    return [st for _, st in out]


@pytest.mark.parametrize("case", DEAL_KINDS, ids=[case_id(c) for c in DEAL_KINDS])
def test_hooked_path_taken_where_the_rules_allow(case: Any) -> None:
    """Only the two Räuber forms with follow rules of their own take this path (every
    other kind has the shared rule or its exempt form, a winner rule of its own or a
    capture hook)."""
    variant, prefer, options = case
    state = play_position(variant, seed=3, tricks_left=4, prefer=prefer, **options)
    k, _ = kernel_of(state)
    own = options.get("raeuber_pfeife") in ("steinmauern", "iffezheim") \
        and state.deal_view().contract == "raeuber"
    assert hooked_kernel(k) == own


def _both(state: Any, monkeypatch: pytest.MonkeyPatch, **kw: Any) -> list[Any]:
    got = []
    for flag in (False, True):
        monkeypatch.setattr(solver_hooked, "HOOKED_PATH", flag)
        got.append(solve(state, **kw))
    return got


@pytest.mark.parametrize(("variant", "options"), OWN_RULES, ids=IDS)
@pytest.mark.parametrize("specials", [False, True], ids=["random", "specials"])
def test_hooked_path_equals_general_path(variant: str, options: dict[str, Any],
                                         specials: bool,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """With the path switched off (:data:`~.solver_hooked.HOOKED_PATH`: the tricks and
    the last two tricks on the kernel) and on: the same value of every card, the same
    nodes, best card and line, at 3-6 tricks left, at a trick's start and inside one,
    in random positions and in positions with the Pfeife, the Stieß and 21 in play."""
    for state in _positions(variant, options, 6, monkeypatch if specials else None):
        general, hooked = _both(state, monkeypatch)
        assert hooked.values == general.values
        assert hooked.nodes == general.nodes
        assert hooked.line == general.line
        assert hooked.best == general.best


@pytest.mark.parametrize(("variant", "options"), OWN_RULES, ids=IDS)
def test_hooked_path_stops_at_the_same_node(variant: str, options: dict[str, Any],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A node budget that runs out inside tricks stops both paths at the same count,
    and the kernel is whole again for the quick line that follows."""
    for n, state in enumerate(_positions(variant, options, 3, monkeypatch, left=6)):
        whole = solve(state).nodes   # (a budget that stops it on the way)
        general, hooked = _both(state, monkeypatch, max_nodes=whole * (n + 1) // 5)
        assert not general.exact
        assert (hooked.values, hooked.nodes, hooked.line) == \
            (general.values, general.nodes, general.line)


def _top(k: Kernel) -> int:
    """The card taking the trick on the table so far (trumps win, no ties)."""
    m = sum(1 << i for i in k.trick_cards)
    return ((m & k.r.suit_mask[0]) or (m & k.r.suit_mask[k.lead])).bit_length() - 1


@pytest.mark.parametrize(("variant", "options"), OWN_RULES, ids=IDS)
def test_context_and_legal_cards_equal_the_kernels(variant: str, options: dict[str, Any],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Down random lines from each position (the special cards brought back into
    play): the context :class:`~.solver_hooked.Contexts` gives at a trick's start
    equals the game's context function there, the one it gives for each lead card
    equals the function's answer on the kernel at every later card of that trick;
    the path's legal cards (the rule object's answers) are the kernel's, at a lead
    (``HookedTricks.legal``, which ``Search.moves`` reads) and after it, in the
    general path's order (``Search.ordered``; at a lead ``HookedTricks.ordered``,
    kept with the lead's answer, gives the same).  The walks meet each special duty."""
    fired: set[str] = set()
    rule_codes = 0
    for n, state in enumerate(_positions(variant, options, 6, monkeypatch)):
        k, ep = solver.kernel_of(state)
        obj = ep.objective
        s = Search(k, obj, ep.history_key, frozenset({k.acting(k.to_move)}), None, None)
        assert isinstance(s.fast, HookedTricks)
        fast = s.fast
        context = k.r.rules.context
        assert context is not None
        rng = random.Random(n)
        for _ in range(12):   # random lines, each taken back
            played = 0
            ctx = None
            while k.hands[k.to_move]:
                legal = k.legal()
                assert fast.legal() == legal   # (a lead's from the path's own answers)
                assert fast.ordered() == s.ordered()   # (a lead's order kept with them)
                if not k.trick_cards:
                    here = Contexts[int](k)
                    assert here.start()[0] == context(k)
                    lead = [i for i in range(legal.bit_length()) if legal >> i & 1]
                    for i in lead:   # asked before any is played, as the search does
                        here.after(i)
                    first = [i for i in lead if k.r.cards[i] in SPECIAL]
                    i = rng.choice(first if first and rng.random() < .5 else lead)
                    ctx = here.after(i)[0]
                else:
                    if ctx is None:   # a line from inside a trick: its context as it is
                        ctx = context(k)
                    assert ctx == context(k)
                    seat = k.to_move
                    _, order = fast.order_of(seat, k.hands[seat], list(k.trick_cards),
                                             _top(k), k.lead, ctx)
                    assert sum(1 << i for i in order) == legal
                    in_play = sum(1 << i for i in k.trick_cards)
                    for h in k.hands:
                        in_play |= h
                    # (the search merges equivalent cards: the rule names its own)
                    assert list(fast.merged(order, in_play)) == s.ordered()
                    answer = k.r.rules.follow.legality(k.r.cards_of(k.hands[seat]),
                                                       [k.r.cards[i] for i in k.trick_cards],
                                                       ctx)
                    fired.update(code for code, _ in answer.special.values())
                    fired.add(answer.code)
                    rule_codes += 1
                    i = rng.choice(order)
                if not k.trick_cards:
                    legal_lead = k.r.rules.follow.legality(k.r.cards_of(k.hands[k.to_move]),
                                                           [], context(k))
                    fired.update(code for code, _ in legal_lead.special.values())
                k.play(i)
                played += 1
            for _ in range(played):
                k.undo()
    assert rule_codes > 100
    assert DUTIES[IDS[[v for v, _ in OWN_RULES].index(variant)]] <= fired, fired


@pytest.mark.parametrize(("variant", "options"), OWN_RULES, ids=IDS)
def test_ending_on_masks_agrees_with_the_kernel(variant: str, options: dict[str, Any],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The last two tricks on masks with the rule object's answers
    (:class:`~.solver_hooked.HookedEnding` in ``Ending._two_on_masks``) give what
    alpha-beta over the kernel's own play gives, at every two-trick start reached from
    positions with three tricks left (the special cards brought back into play):
    the same value with the full window, and fail-soft answers on the same side of
    narrow windows."""
    made = record_endings(monkeypatch)
    rng = random.Random(18)
    checked = 0
    for k, ep, _ in _brought_back(variant, options, range(1, 40), 3):
        obj = ep.objective
        assert obj.bound is not None and obj.extra is not None
        obj.bound(k, obj.extra(k))
        ending = made[-1]
        checked += check_endings(k, ending, rng, hooked=True)
    assert checked >= 30, checked


def test_bring_back_puts_the_special_cards_in_play() -> None:
    """The positions built for the tests above do hold the special cards."""
    held = 0
    for variant, options in OWN_RULES:
        for k, _, _ in _brought_back(variant, options, range(1, 12), 4):
            in_play = 0
            for h in k.hands:
                in_play |= h
            held += sum(1 for c in SPECIAL if in_play >> k.r.index[c] & 1)
            assert len({h.bit_count() for s, h in enumerate(k.hands) if s in k.order}) == 1
    assert held >= 20, held


def _with_trump_leads(k: Kernel, leads: list[int], trumps: int) -> None:
    """Let the first ``trumps`` finished tricks count as led with a trump, the others
    with their own plain suit (``leads``: the suits led as dealt); the cards stay."""
    for n, t in enumerate(k.history):
        k.history[n] = t._replace(lead=0 if n < trumps else leads[n] or 1)


def _shared_table_misses(history_key: Any) -> tuple[int, int, int]:
    """Steinmauern positions at a trick's start (the special cards in play), each
    solved with one table (``Search.ab``, full window) under histories of the same
    cards with 2, 0, 3, 1 and every trick's trump leads before it, in turn, with
    ``history_key`` as the table's history key: (histories compared, how many the
    shared table answered otherwise than a fresh search, positions whose fresh values
    differ between the histories)."""
    from tarock_tutor.games.dreierles.exact import raeuber_history_key

    variant, options = OWN_RULES[0]
    fresh_key = raeuber_history_key("steinmauern")
    compared = wrong = differ = 0
    for k, ep, moved in _brought_back(variant, options, range(1, 40), 4):
        if not moved:
            continue
        leads = [t.lead for t in k.history]
        side = frozenset({k.acting(k.to_move)})
        shared = Search(k, ep.objective, history_key, side, None, None)
        seen = set()
        for trumps in (2, 0, 3, 1, len(leads)):
            _with_trump_leads(k, leads, trumps)
            alone = Search(k, ep.objective, fresh_key, side, None, None).ab(-10 ** 9, 10 ** 9)
            got = shared.ab(-10 ** 9, 10 ** 9)
            compared += 1
            wrong += got != alone
            seen.add(alone)
        differ += len(seen) > 1
    return compared, wrong, differ


def test_history_key_keeps_the_values() -> None:
    """One table shared by histories that differ only in what Steinmauern's rule reads
    of the past (the trump leads before the position: the Pfeife must fall on the
    third): with the game's history key (``raeuber_history_key``) every value equals
    a fresh search's; with no history key the table mixes them up and some value is
    wrong, so the key is needed (Iffezheim has none: its rule reads only the tricks
    done, which the cards left fix)."""
    from tarock_tutor.games.dreierles.exact import raeuber_history_key

    compared, wrong, differ = _shared_table_misses(raeuber_history_key("steinmauern"))
    assert compared >= 40 and differ >= 3 and wrong == 0, (compared, differ, wrong)
    _, wrong_without, _ = _shared_table_misses(None)
    assert wrong_without > 0


def test_history_key_holds_what_the_rule_reads() -> None:
    """Steinmauern's history key (``raeuber_history_key``): histories of the same
    cards with any number of trump leads before the position, where the key agrees,
    get the same answers of the rule object for the leader's cards and for every other
    hand after each of them (under the contexts the game's function gives)."""
    from tarock_tutor.games.dreierles.exact import raeuber_history_key

    variant, options = OWN_RULES[0]
    key = raeuber_history_key("steinmauern")
    assert key is not None and raeuber_history_key("iffezheim") is None
    compared = split = 0
    for k, _, _ in _brought_back(variant, options, range(1, 30), 4):
        context = k.r.rules.context
        assert context is not None
        leads = [t.lead for t in k.history]
        by_key: dict[Any, set[tuple[int, ...]]] = {}
        for trumps in range(len(k.history) + 1):   # that many trump leads before
            for n, t in enumerate(k.history):
                k.history[n] = t._replace(lead=0 if n < trumps else leads[n] or 1)
            answers = [k.r.follow_mask(k.hands[k.to_move], [], context(k))]
            hand = k.hands[k.to_move]
            for i in range(hand.bit_length()):
                if hand >> i & 1:
                    ctx = solver_hooked.lead_context(k, i)
                    answers += [k.r.follow_mask(k.hands[s], [i], ctx)
                                for s in k.order if s != k.to_move]
            by_key.setdefault(key(k), set()).add(tuple(answers))
        compared += 1
        split += len(by_key) > 1
        assert all(len(got) == 1 for got in by_key.values()), by_key
    assert compared >= 8 and split >= 4, (compared, split)


@pytest.mark.parametrize("form", IDS)
def test_context_key_groups_contexts_the_rule_answers_alike(form: str) -> None:
    """``FollowRule.context_key`` of each form: contexts with equal keys get the same
    legal cards, code and special reasons from the rule for random hands and tricks
    holding the Pfeife, the Stieß and 21 (and the keys do split: some hand is answered
    differently under the two keys)."""
    from tarock_tutor.games.dreierles.parts.rules import PACK
    from tarock_tutor.games.dreierles.trick_rules import RAEUBER_RULES, RaeuberContext

    rule = RAEUBER_RULES[form].follow
    rng = random.Random(7)
    others = [c for c in PACK.cards if c not in SPECIAL]
    contexts = [RaeuberContext(t, d) for t in range(7) for d in range(10)]
    split = 0
    for _ in range(300):
        hand = rng.sample(others, rng.randint(1, 5)) + rng.sample(SPECIAL, rng.randint(0, 3))
        rest = [c for c in PACK.cards if c not in hand]
        trick = rng.sample(rest, rng.randint(0, 2))
        if rng.random() < .5 and trick:
            trick[0] = rng.choice([c for c in rest if c.is_trump])
        by_key: dict[Any, set[Any]] = {}
        for ctx in contexts:
            got = rule.legality(hand, trick, ctx)
            by_key.setdefault(rule.context_key(ctx), set()).add(
                (got.cards, got.code, tuple(sorted((c.code, why[0])
                                                   for c, why in got.special.items()))))
        assert all(len(v) == 1 for v in by_key.values()), (hand, trick, by_key)
        split += len({next(iter(v)) for v in by_key.values()}) > 1
    assert split >= 10, split


def test_ending_trees_keep_the_rules_answers_apart(monkeypatch: pytest.MonkeyPatch) -> None:
    """``Ending`` keeps the last two tricks' play as a tree by the hands, the leader
    and the tables of the rule's answers it read (``HookedEnding.tables_key``): the
    lead's under the context at the trick's start and the followers' after a lead of
    each suit.  Steinmauern positions with two tricks left (the special cards brought
    back into play), each valued by one objective under histories with one and two
    trump leads before it in turn: the trick's start reads the same key either way,
    but after a trump lead the Pfeife is forced only in the second (the third trump
    lead), so a tree kept by the start's table alone would give the first history's
    answers to the second.  Every value equals a plain alpha-beta's on the kernel's
    own play, and some positions' values differ between the histories."""
    variant, options = OWN_RULES[0]
    compared = differ = 0
    for seed in range(1, 60):
        state = _raeuber(variant, options, seed, 2, False)
        if state is None:
            continue
        k, ep = kernel_of(state)
        if not _bring_back(k, seed) or len(k.history) < 2:
            continue
        leads = [t.lead for t in k.history]
        obj = ep.objective
        assert obj.bound is not None and obj.extra is not None
        side = frozenset({k.acting(k.to_move)})
        seen = set()
        for trumps in (1, 2, 1, 2):
            _with_trump_leads(k, leads, trumps)
            got = obj.bound(k, obj.extra(k))
            monkeypatch.setattr(solver_hooked, "HOOKED_PATH", False)
            plain = Search(k, obj, None, side, None, None, table=False,
                           merge=False).ab(-10 ** 9, 10 ** 9)
            monkeypatch.setattr(solver_hooked, "HOOKED_PATH", True)
            assert got == (plain, plain), (seed, trumps, got, plain)
            seen.add(plain)
            compared += 1
        differ += len(seen) > 1
    assert compared >= 40 and differ >= 2, (compared, differ)
