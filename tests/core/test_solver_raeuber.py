"""Räuber in the exact solver's value (issue 18 item 2): each plays for himself, the
search is paranoid from the mover, and the value is the mover's own result on the
Räuber sheet (in twelfths, ``PARTS``) × 100 + the card points the others took.

Hand-built end positions where the card that keeps the mover's own card points
lowest is not the best one: the sheet reads who took the most.  Every expected value
is counted by hand from the rules (spec cego-dreierles.md §1.2 card values, §1.3 the
count: ``F − 2⌊n/3⌋ − [n mod 3 ≠ 0]`` with blanks 1, §2.13, §3.12.4)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from fractions import Fraction
from itertools import product
from typing import Any

import pytest

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.solver import SCORE, Objective, kernel_of, key_baden, sheet_and_points
from tarock_tutor.core.solver_each import TopBounds
from tarock_tutor.core.solver_search import Search
from tarock_tutor.core.solver_sheet import PARTS, each_for_himself
from tarock_tutor.solver_check import exact_card_values, play_position
from tests.core.ending_check import check_endings, record_endings


def card_values(state: Any, hands: dict[int, str], piles: dict[int, str],
                objective: Objective | None = None) -> dict[str, int]:
    """Each legal card of the seat to move in ``state``, who leads a position with
    ``hands`` and ``piles`` (one string a seat), valued by the game's objective (or
    ``objective``), paranoid from that seat."""
    k0, ep = kernel_of(state)
    r = k0.r
    seats = len(k0.hands)
    mover = state.trickplay.to_move
    k = Kernel(r, [r.mask(parse_cards(hands.get(s, ""))) for s in range(seats)],
               leader=mover,
               piles=[r.mask(parse_cards(piles.get(s, ""))) for s in range(seats)],
               won=[len(parse_cards(piles.get(s, ""))) // len(hands) for s in range(seats)],
               history=list(k0.history))
    obj = objective or ep.objective
    assert obj.side is None
    s = Search(k, obj, ep.history_key, frozenset({mover}), None, None)
    return exact_card_values(k, s)


def minus_own_points(state: Any) -> Objective:
    """The value Räuber had before the sheet: minus the mover's card points."""
    pack = state.trickplay.pack
    return Objective(SCORE, None, lambda pile, won, extra: -count_baden(pile, pack))


def test_dreierles_raeuber_pushes_the_most_points_past_the_mover() -> None:
    """§3.12.4 (three players): the most points pays 2 to each other player.  Seat 0
    moves with 17 points, seat 1 has 3, seat 2 has 16 (piles counted below).
    ♠10: seat 1 follows ♠N and wins, then leads ♦4 and wins it too (8 + 5 card
    values, 6 cards: +9): seat 0 stays on 17, the most, and pays 4 → −4·1200 + 12 + 16.
    ♥N: seat 2 takes it with ♥Q and overtakes him; the worst for seat 0 is seat 1
    throwing ♠N on it (♥N 3 + ♠N 3 + ♥Q 4 = 10, −2: seat 2 has 24), then his ♠10
    wins ♠8 and ♦4 (3, −2: 18 for him) → +2·1200 + 3 + 24.  The card points alone
    choose ♠10 (17 against 18)."""
    state = play_position("dreierles3", seed=0, tricks_left=2, prefer=("pass",))
    assert state.contract == "raeuber" and state.trickplay.to_move == 0
    hands = {0: "HN S10", 1: "SN D4", 2: "S8 HQ"}
    piles = {0: "DQ SJ S7 H2 CK HJ SK S9 DJ",   # 4+2+1+1+5+2+5+1+2 = 23, 9 cards: 17
             1: "C8 DN H4",                      # 1+3+1 = 5, 3 cards: 3
             2: "DK HK D3 C9 CN C10 SQ C7 D2"}   # 5+5+1+1+3+1+4+1+1 = 22, 9 cards: 16
    values = card_values(state, hands, piles)
    assert values == {"S10": -4 * 1200 + 12 + 16, "HN": 2 * 1200 + 3 + 24}
    assert sheet_and_points(values["HN"], 1200) == (2, 27)
    old = card_values(state, hands, piles, minus_own_points(state))
    assert old == {"S10": -17, "HN": -18}


def test_cego_raeuber_takes_points_to_make_the_caller_the_loser() -> None:
    """§2.13: the most points loses 5, the caller (dealer's right, seat 1 here) 10;
    net = 4·entry − Σ entries (§2.14).  Seat 3 moves with 7 points, seat 0 has 12,
    seat 1 (the caller) 21, seat 2 none.
    ♠J: seat 0 must follow ♠N and wins, then his ♦4 wins the clubs: all 8 cards
    (16 card values) to seat 0, 16 cards 33 → 33 − 10 − 1 = 22, the most: −5 for
    him, +5 net for seat 3 → 5·1200 + 22 + 21.
    ♣J: the caller wins it with ♣Q; the others' best is seat 0 throwing ♠N on it
    (10 card values: the caller ends with 16 cards, 39 → 28), then seat 3's ♠J wins
    ♠8, ♦4, ♥J (6: 8 cards, 16 → 11): the caller has the most, −10, +10 net for
    seat 3 → 10·1200 + 12 + 28.  The card points alone choose ♠J (7 against 11)."""
    state = play_position("cego4", seed=1, tricks_left=2, prefer=("pass",))
    assert state.contract == "raeuber" and state.trickplay.to_move == 3
    assert (state.dealer + 1) % 4 == 1
    hands = {3: "SJ CJ", 0: "SN D4", 1: "S8 CQ", 2: "HJ C7"}
    piles = {3: "DN S9 DK C9",                                # 10, 4 cards: 7
             0: "C10 S10 HQ H2 D1 S7 CK CN",                  # 17, 8 cards: 12
             1: "D2 C8 HK SK H1 DQ H3 HN D3 H4 DJ SQ"}        # 29, 12 cards: 21
    values = card_values(state, hands, piles)
    assert values == {"SJ": 5 * 1200 + 22 + 21, "CJ": 10 * 1200 + 12 + 28}
    old = card_values(state, hands, piles, minus_own_points(state))
    assert old == {"SJ": -7, "CJ": -11}


def _in_twelfths(results: list[Fraction]) -> bool:
    """Every result is a whole number of twelfths: the solver keeps it exact."""
    return all((r * PARTS).denominator == 1 for r in results)


@pytest.mark.parametrize("ties", ["each_tied_player_full", "split"])
def test_cego_nets_are_exact_in_twelfths(ties: str) -> None:
    """Decision C8 ``split`` shares a penalty in a tie, so a net may be a fraction
    (two tied: −5/2 each …); every tie pattern of four players, for each mover."""
    from tarock_tutor.games.cego import score_raeuber

    for caller in range(4):
        for mover in range(4):
            nets = [Fraction(score_raeuber(points=p, caller=caller, ties=ties).net[mover])
                    for p in product(range(3), repeat=4)]
            assert _in_twelfths(nets)


@pytest.mark.parametrize(("table", "kontras"), [(3, 0), (4, 0), (4, 1), (4, 3)])
def test_dreierles_totals_are_exact_in_twelfths(table: int, kontras: int) -> None:
    """§3.12.4: three tied at a table of four pay 2/3 each (× 2 per Kontra)."""
    from tarock_tutor.games.dreierles.scoring import score_raeuber

    dealer = table - 1
    active = [s for s in range(table) if s != dealer] if table == 4 else [0, 1, 2]
    for mover in active:
        totals = [Fraction(score_raeuber(table=table, dealer=dealer, kontras=kontras,
                                         points=dict(zip(active, p, strict=True)))
                           .totals()[mover]) for p in product(range(3), repeat=3)]
        assert Fraction(-2, 3) * 2 ** kontras in totals or table == 3
        assert _in_twelfths(totals)


def test_each_for_himself_reads_every_pile_at_the_end() -> None:
    """The generic objective: the value waits for the end of play (the others' piles
    arrive in ``extra``); a seat that does not play is refused."""
    pack = play_position("dreierles3", seed=0, tricks_left=2, prefer=("pass",)).trickplay.pack

    def count(cards: list[Card]) -> int:
        return count_baden(cards, pack)

    def key(cards: list[Card]) -> Any:
        return key_baden(cards, pack)

    obj = each_for_himself(mover=1, seats=(0, 1, 2), count=count, key=key,
                           sheet=lambda pts: Fraction(-2, 3) if pts[1] == max(pts) else 2,
                           scale=100)
    mine = parse_cards("HK HQ HN")                 # 5 + 4 + 3 − 2 = 10
    assert obj.value(mine, 1, ("end", (9, 4))) == -800 + 13     # −2/3 in twelfths: −8
    assert obj.scale == 1200 and sheet_and_points(-800 + 13, obj.scale) == (Fraction(-2, 3), 13)
    assert obj.value(mine, 1, ("end", (11, 4))) == 2 * 1200 + 15
    with pytest.raises(TarockError, match="only at the end of play"):
        obj.value(mine, 1, ((0, ("n", 0)), ()))
    fifths = each_for_himself(mover=1, seats=(0, 1, 2), count=count, key=key,
                              sheet=lambda pts: Fraction(1, 5), scale=100)
    with pytest.raises(TarockError) as info:
        fifths.value(mine, 1, ("end", (9, 4)))
    assert info.value.code == "SOLVER_SHEET_PART"
    with pytest.raises(TarockError, match="does not count"):
        each_for_himself(mover=3, seats=(0, 1, 2), count=count, key=key,
                         sheet=lambda pts: 0, scale=100)


def test_key_baden_follows_the_final_count() -> None:
    """Two piles with the same key end with the same count whatever joins them: the
    batch split once two blanks are in (§1.3), else the values themselves."""
    pack = play_position("dreierles3", seed=0, tricks_left=2, prefer=("pass",)).trickplay.pack
    a, b = parse_cards("S7 S8 HK"), parse_cards("C7 C8 DK")
    assert key_baden(a, pack) == key_baden(b, pack) == (5, ("n", 0))  # 1 + 1 + 5 − 2
    assert key_baden(parse_cards("HK HQ"), pack) == (4, 5)
    for more in ("", "SK", "SK SQ", "S9 S10 SQ SN"):
        extra = parse_cards(more)
        assert count_baden([*a, *extra], pack) == count_baden([*b, *extra], pack)


RAEUBER_KINDS = [("cego4", {}), ("dreierles3", {"raeuber_pfeife": "steinmauern"}),
                 ("dreierles4", {"raeuber_pfeife": "iffezheim"}),
                 ("dreierles3", {"raeuber_pfeife": "achertal"})]


def raeuber_positions(variant: str, options: dict[str, Any],
                      tricks_left: Callable[[int], int]
                      ) -> Iterator[tuple[int, Any, Kernel, Objective]]:
    """(seed, state, kernel, objective) of the Räuber deals among seeds 0-29, each played to
    ``tricks_left(seed)`` tricks left (all passed)."""
    for seed in range(30):
        try:
            state = play_position(variant, seed=seed, tricks_left=tricks_left(seed),
                                  prefer=("pass",), **options)
        except TarockError:
            continue
        if state.contract != "raeuber":
            continue
        k, ep = kernel_of(state)
        obj = ep.objective
        assert obj.bound is not None and obj.extra is not None
        yield seed, state, k, obj


@pytest.mark.parametrize(("variant", "options"), RAEUBER_KINDS,
                         ids=[f"{v}-{o.get('raeuber_pfeife', '')}" for v, o in RAEUBER_KINDS])
def test_raeuber_quick_bounds_hold_the_exact_value(variant: str, options: dict[str, Any]
                                                   ) -> None:
    """The objective's own bounds (who may still take the most, ``TopBounds``): at a
    trick's start with 1-3 tricks left, low <= the plain minimax value <= high; where
    they say the sheet is known, the value lies on that sheet (its offset less the
    others' points: the sheet part of low and high agree)."""
    from tarock_tutor.solver_check import brute_force

    checked = decided = 0
    for seed, state, k, obj in raeuber_positions(variant, options, lambda seed: 1 + seed % 3):
        assert obj.bound is not None and obj.extra is not None
        ex = obj.extra(k)
        lo, hi = obj.bound(k, ex)
        value = max(brute_force(state).values())   # the mover maximises his own value
        assert lo <= value <= hi, (seed, lo, value, hi)
        if ex[0] == "d":
            decided += 1
            assert sheet_and_points(lo, obj.scale)[0] == sheet_and_points(value, obj.scale)[0]
        checked += 1
    assert checked >= 8 and decided >= 1, (checked, decided)


def trick_starts(k: Kernel, check: Callable[[], None], least: int) -> int:
    """Down every line of play below the kernel's position while ``least`` tricks or
    more are left, ``check()`` at each trick's start (the kernel standing there);
    returns how many starts were checked."""
    n = 0
    if k.tricks_left >= least:
        if not k.trick_cards:
            check()
            n = 1
        legal = k.legal()
        for i in range(legal.bit_length()):
            if legal >> i & 1:
                k.play(i)
                n += trick_starts(k, check, least)
                k.undo()
    return n


@pytest.mark.parametrize(("variant", "options"), RAEUBER_KINDS,
                         ids=[f"{v}-{o.get('raeuber_pfeife', '')}" for v, o in RAEUBER_KINDS])
def test_raeuber_bounds_hold_at_every_trick_start(variant: str, options: dict[str, Any]) -> None:
    """The bounds count the tricks the holder of the top trumps surely wins: with them
    he takes one card of every other hand that plays (the least valuable ones at
    least), and the other seats share the other tricks (the most valuable cards at
    most); a seat that sits the deal out holds no cards.  At every trick's start of
    every line from a few positions with 3 tricks left, low <= the value of a plain
    alpha-beta (no table, no bounds) <= high."""
    checked = 0
    for _, _, k, obj in raeuber_positions(variant, options, lambda seed: 3):
        side = frozenset({k.acting(k.to_move)})

        def check(k: Kernel = k, obj: Objective = obj, side: frozenset[int] = side) -> None:
            assert obj.bound is not None and obj.extra is not None
            lo, hi = obj.bound(k, obj.extra(k))
            exact = Search(k, obj, None, side, None, None, table=False,
                           merge=False).ab(-10 ** 9, 10 ** 9)
            assert lo <= exact <= hi, (lo, exact, hi)
        checked += trick_starts(k, check, 2)
    assert checked >= 20, checked


def test_a_sheet_that_reads_more_than_the_losers_is_refused() -> None:
    """The quick bounds read the sheet once per set of losers; a sheet that reads the
    card points themselves (here: the mover's own points) is refused at the end of
    play, not silently bounded wrong."""
    pack = play_position("dreierles3", seed=0, tricks_left=2, prefer=("pass",)).trickplay.pack
    obj = each_for_himself(mover=1, seats=(0, 1, 2), count=lambda cs: count_baden(cs, pack),
                           key=lambda cs: key_baden(cs, pack), sheet=lambda pts: -pts[1],
                           scale=100, gain=pack.value)
    mine = parse_cards("HK HQ HN")                 # 5 + 4 + 3 − 2 = 10
    with pytest.raises(TarockError) as info:
        obj.value(mine, 1, ("end", (9, 4)))
    assert info.value.code == "SOLVER_SHEET_SHAPE"
    same = each_for_himself(mover=1, seats=(0, 1, 2), count=lambda cs: count_baden(cs, pack),
                            key=lambda cs: key_baden(cs, pack),
                            sheet=lambda pts: -2 if pts[1] == max(pts) else 1, scale=100,
                            gain=pack.value)
    assert same.value(mine, 1, ("end", (9, 4))) == -2 * 1200 + 13


@pytest.mark.parametrize(("variant", "options"), RAEUBER_KINDS,
                         ids=[f"{v}-{o.get('raeuber_pfeife', '')}" for v, o in RAEUBER_KINDS])
def test_raeuber_bound_is_exact_with_two_tricks_left(variant: str, options: dict[str, Any]
                                                    ) -> None:
    """With two tricks left the objective's bound works the ending out (``Ending``):
    low == high == the plain minimax value, at the position and again after every
    first trick's play (the kernel is left as it was)."""
    from tarock_tutor.solver_check import brute_force

    checked = 0
    for seed, state, k, obj in raeuber_positions(variant, options, lambda seed: 2):
        assert obj.bound is not None and obj.extra is not None
        before = (list(k.hands), list(k.piles), len(k.history), k.to_move)
        lo, hi = obj.bound(k, obj.extra(k))
        value = max(brute_force(state).values())   # the mover maximises his own value
        assert lo == value == hi, (seed, lo, value, hi)
        assert (list(k.hands), list(k.piles), len(k.history), k.to_move) == before
        checked += 1
    assert checked >= 4, checked


ON_MASKS = [("cego4", {}), ("dreierles3", {"raeuber_pfeife": "achertal"})]


@pytest.mark.parametrize(("variant", "options"), ON_MASKS,
                         ids=[f"{v}-{o.get('raeuber_pfeife', '')}" for v, o in ON_MASKS])
def test_raeuber_ending_on_masks_agrees_with_the_kernel(variant: str, options: dict[str, Any],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The last two tricks worked out on the hands' masks (``Ending._two_on_masks``,
    taken where the follow rule is the shared one, trumps win and no capture hook:
    Cego's Räuber and Achertal; the forms with follow rules of their own take it with
    the rule's answers, ``test_solver_hooked.py``) give
    what alpha-beta over the kernel's own play gives, at every two-trick start reached
    from a few positions with three tricks left: the same value with the full window,
    and with narrow windows a fail-soft answer on the same side of the window (the
    value itself inside it)."""
    import random


    made = record_endings(monkeypatch)
    rng = random.Random(18)
    checked = 0
    for _, _, k, obj in raeuber_positions(variant, options, lambda seed: 3):
        ending = made[-1]
        assert obj.bound is not None and obj.extra is not None
        obj.bound(k, obj.extra(k))

        checked += check_endings(k, ending, rng)
    assert checked >= 20, checked


@pytest.mark.parametrize(("variant", "options"), RAEUBER_KINDS[1:3],
                         ids=[f"{v}-{o.get('raeuber_pfeife', '')}" for v, o in RAEUBER_KINDS[1:3]])
def test_raeuber_split_by_extra_is_the_split(variant: str, options: dict[str, Any]) -> None:
    """The search reads a Räuber position's (offset, class) from ``extra`` alone
    (``Objective.split_by_extra``): at every trick's start of every line from a few
    positions with 3 tricks left it equals ``split`` with the mover's pile and tricks,
    and with any other pile (the split reads the piles through ``extra``)."""
    checked = 0
    for _, _, k, obj in raeuber_positions(variant, options, lambda seed: 3):
        assert obj.split is not None and obj.split_by_extra is not None
        mover = k.to_move

        def check(k: Kernel = k, obj: Objective = obj, mover: int = mover) -> None:
            assert obj.split is not None and obj.split_by_extra is not None
            ex = obj.extra(k) if obj.extra is not None else None
            got = obj.split_by_extra(ex)
            assert got == obj.split(k.r.cards_of(k.piles[mover]), k.won[mover], ex)
            assert got == obj.split([], 0, ex)
        checked += trick_starts(k, check, 1)
    assert checked >= 20, checked


@pytest.mark.parametrize("seats", [3, 4])
def test_possible_losers_by_set_tables_is_the_plain_check(seats: int) -> None:
    """``TopBounds._possible`` (each set's lowest high end and highest low end built
    set by set) against the plain check of every set of losers: all of them can end
    on the lowest high end t among them and every other seat below t; over random
    ends, the same seats that may lose and the same lowest and highest results."""
    rng = random.Random(11)
    order = tuple(range(seats))
    top = TopBounds(order, 0, len, len, {}, None,
                    lambda at: sum((i + 1) * 5 ** i for i, b in enumerate(at) if b), 100)
    for _ in range(2_000):
        low = [rng.randrange(0, 25) for _ in order]
        high = [x + rng.randrange(0, 30) for x in low]
        results = []
        may = 0
        for m in range(1, 1 << seats):
            inside = [i for i in order if m >> i & 1]
            t = min(high[i] for i in inside)
            if (all(high[i] >= max(low) for i in inside)
                    and max(low[i] for i in inside) <= t
                    and all(low[i] < t for i in order if not m >> i & 1)):
                may |= m
                results.append(top.losers[m])
        assert top._possible(low, high) == (may, min(results), max(results)), (low, high)
