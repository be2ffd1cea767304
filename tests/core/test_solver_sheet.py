"""The score-sheet values of the exact solver (issue 18 item 2): hand-built end
positions whose best card changes because of a bonus the sheet reads from the
tricks (Pagat Ultimo, Valat), each expected value counted by hand from the rules.

The positions are built on the kernel of a seeded deal (its contract, declarer and
trick rules) with chosen hands and piles; the solver's search then values each
legal card with the game's own objective (``GameSpec.exact_play``)."""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import count_austrian
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.solver import kernel_of, sheet_and_points
from tarock_tutor.core.solver_search import Search
from tarock_tutor.solver_check import exact_card_values, play_position


def card_values(state: Any, hands: list[str], pile: list[Card], won: list[int]
                ) -> dict[str, int]:
    """Each legal card of seat 0 (to lead) in a position with ``hands`` (one string a
    seat), the declarer side's ``pile`` and tricks ``won`` per seat, valued by the
    game's objective for ``state``'s deal."""
    k0, ep = kernel_of(state)
    r = k0.r
    k = Kernel(r, [r.mask(parse_cards(h)) for h in hands], leader=0,
               piles=[r.mask(pile) if s == 0 else 0 for s in range(len(hands))],
               won=won, history=list(k0.history))
    obj = ep.objective
    assert obj.side is not None
    s = Search(k, obj, ep.history_key, obj.side, None, None)
    return exact_card_values(k, s)


def test_zwanziger_silent_pagat_holds_the_i_for_the_last_trick() -> None:
    """Spec §2.7: Pagat Ultimo, silent, is the last trick won with the I: 1 from each
    opponent, so the Solo declarer's column gains 3.  Seat 0 (Solo) holds the I and
    the ♥K; nobody else holds a trump or a heart above the Queen, so either card
    wins its trick.  Led first, the I wins the first trick (no Pagat); the ♥K first
    keeps the I for the last trick (Pagat).  Both lines take the same cards: the card
    points tie, only the sheet differs, by 3 (value = sheet × 100 + card points)."""
    state = play_position("zwanzigerrufen", seed=0, tricks_left=2)
    assert state.contract == "solo" and state.declarer == 0 and state.speech.pagat_by is None
    hands = ["T1 HK", "HQ S10", "HN C10", "HJ D1"]
    pile = parse_cards("Sk T21 SK CK DK SQ CQ DQ T20 T19 T18 T17")
    # plain count (§2.2): Sk 5 + T21 5 + 3 Kings 15 + 3 Queens 12 + 4 tarocks 4 = 41,
    # then the two last tricks: I 5, ♥K 5, ♥Q 4, ♥N 3, ♥J 2, pips 0 = 19 → 60
    values = card_values(state, hands, pile, won=[4, 2, 1, 1])
    assert set(values) == {"T1", "HK"}
    (king_sheet, king_points), (i_sheet, i_points) = (
        sheet_and_points(values[c], 100) for c in ("HK", "T1"))
    assert king_points == i_points == 60
    assert king_sheet - i_sheet == 3
    assert max(values, key=values.__getitem__) == "HK"


def test_zwanziger_silent_valat_adds_to_the_game() -> None:
    """Spec §2.7: a silent Valat (all ten tricks) scores 6, team pattern (×3 for the
    Solo declarer), in addition to the game.  Seat 0 (Solo, every trick so far)
    holds XXI and ♥K; seat 1 holds XX and ♠10.  XXI first draws the XX, then ♥K
    wins too (Valat); ♥K first: seat 1, void in hearts, trumps with XX, and XXI
    takes ♠10 back.  Plain count: the last eight cards are 13 points (XXI 5, ♥K 5,
    XX 1, ♥J 2, pips 0), the XXI line keeps them all, the ♥K line 5 of them (♠10,
    XXI, ♣10, ♦1); with the 75 points before, the game is won either way."""
    state = play_position("zwanzigerrufen", seed=0, tricks_left=2)
    assert state.contract == "solo" and state.declarer == 0
    assert state.speech.valat_by is None
    hands = ["T21 HK", "T20 S10", "H1 C10", "HJ D1"]
    held = set(parse_cards(" ".join(hands)))
    pile = [c for c in state.variant.pack.cards if c not in held]   # eight tricks, 75 pts
    values = card_values(state, hands, pile, won=[8, 0, 0, 0])
    (valat_sheet, valat_points), (lost_sheet, lost_points) = (
        sheet_and_points(values[c], 100) for c in ("T21", "HK"))
    assert valat_points == 75 + 13 and lost_points == 75 + 5
    assert valat_sheet - lost_sheet == 3 * 6
    assert max(values, key=values.__getitem__) == "T21"


def test_neunzehner_silent_valat_is_worth_more_than_its_card_points() -> None:
    """Spec §1.12: a silent Valat (every trick) scores 20, settled 1 v 3 in a Solo
    (60 in the declarer's column); the game is (P − 35) × 6 for a won Solo (§1.11,
    Mb = 6), also ×3 in his column.  Seat 0 (Solo, every trick so far) holds XXI and
    ♥K; seat 1 holds XX and a spade.  ♥K first: seat 1, void in hearts, trumps with
    XX and takes the trick (no Valat); XXI first draws the XX, then ♥K wins too."""
    state = play_position("neunzehnerrufen", seed=18, tricks_left=2)
    assert state.contract == "solo" and state.declarer == 0
    assert state.pagat_announced_by is None and state.valat_announced_by is None
    hands = ["T21 HK", "T20 S7", "H1 C7", "H2 D1"]
    held = set(parse_cards(" ".join(hands)))
    talon = parse_cards("S8 S9 C8 C9 D2 D3")   # the untaken talon: not the declarer's
    pile = [c for c in state.variant.pack.cards if c not in held and c not in talon]
    values = card_values(state, hands, pile, won=[10, 0, 0, 0])
    assert set(values) == {"T21", "HK"}
    every = count_austrian([*pile, *parse_cards("T21 HK T20 S7 H1 C7 H2 D1")],
                           state.variant.pack)
    # ♥K first: seat 1 takes ♥K XX ♥1 ♥2; the declarer takes ♠7 XXI ♣7 ♦1 (void: trumps)
    short = count_austrian([*pile, *parse_cards("S7 T21 C7 D1")], state.variant.pack)
    # the declarer's column: 3 × (P − 35) × 6, plus 3 × 20 for the Valat
    assert values["T21"] - values["HK"] == 3 * 6 * (every - short) + 3 * 20
    assert max(values, key=values.__getitem__) == "T21"


def cego_pfeife_deal() -> Any:
    """Seed 17 of Cego for three, bid up to the Pfeife by the declarer (seat 0): the
    first ladder bid that names a contract is taken, the Pfeife when it is legal;
    played on to its last two tricks (the hands are then replaced)."""
    import random

    from tarock_tutor.core.protocol import Phase
    from tarock_tutor.games import new_deal

    st = new_deal("cego3", seed=17)
    rng = random.Random(17)
    while st.phase is not Phase.PLAY:
        acts = st.legal_actions()
        liked = ([a for a in acts if str(a).endswith(" pfeife")]
                 or [a for a in acts if "pass" not in str(a) and "solo" not in str(a)] or acts)
        st.apply(liked[rng.randrange(len(liked))])
    while len(st.trickplay.tricks) < 11:   # then the first legal card, to 2 tricks left
        st.apply(st.legal_actions()[0])
    return st


CEGO_UNITS = [(70, 8), (65, 7), (60, 6), (55, 5), (50, 4), (45, 3), (40, 2), (36, 1),
              (31, -1), (26, -2), (21, -3), (16, -4), (11, -5), (6, -6), (1, -7), (0, -8)]
"""Spec §1.5: the lowest card points of each band and its units."""


def test_cego_pfeife_lost_after_the_first_trick_breaks_the_contract() -> None:
    """Spec §2.9, §2.11: in the Pfeife contract, the Pfeife (trump 1) played after the
    first trick and lost breaks the contract: −1 unit at 36 points or more.  Seat 0
    holds the Pfeife and XXI; seat 1 holds trump 2 and ♥1.  XXI first draws trump 2,
    then the Pfeife wins the last trick; the Pfeife first loses to trump 2 (broken),
    and XXI takes the last trick.  Value: the declarer's net × 100 + card points; with
    three players his net is twice his score (net = 3 × entry − Σ entries, §2.14),
    the score units × 6 (Pfeife, no Solo bid, §2.12)."""
    from tarock_tutor.core.counting import count_baden

    state = cego_pfeife_deal()
    assert state.contract == "pfeife" and state.declarer == 0 and not state.after_solo
    hands = ["T1 T21", "T2 H1", "H2 S8"]
    held = set(parse_cards(" ".join(hands)))
    pack = state.variant.pack
    rest = [c for c in pack.cards if c not in held and c not in state.legage]
    pile = rest[:24]   # eight of the eleven tricks played so far
    values = card_values(state, hands, pile, won=[8, 2, 1])
    assert set(values) == {"T1", "T21"}

    def expected(last_cards: str, broken: bool) -> int:
        points = count_baden([*pile, *parse_cards(last_cards), *state.legage], pack) + 1
        units = next(u for low, u in CEGO_UNITS if points >= low)
        if broken and points >= 36:
            units = -1
        return 2 * units * 6 * 100 + points

    assert values["T21"] == expected("T1 T21 T2 H1 H2 S8", broken=False)
    assert values["T1"] == expected("H1 T21 H2", broken=True) or \
        values["T1"] == expected("H1 T21 S8", broken=True)
    assert max(values, key=values.__getitem__) == "T21"


def test_cego_pfeife_values_equal_the_plain_minimax() -> None:
    """The Pfeife contract's score value (with ``extra``, the broken Pfeife) agrees
    with the plain minimax at the leaves, two tricks before the end."""
    from tarock_tutor.core.solver import solve
    from tarock_tutor.solver_check import brute_force

    state = cego_pfeife_deal()
    sol = solve(state)
    assert {p.card: v for p, v in sol.values} == brute_force(state)
    assert sol.unit == "score" and sol.scale == 100


def test_dreierles_silent_pfeife_is_kept_for_the_last_trick() -> None:
    """Spec §3.7: the declarer's Pfeife (trump 1) winning the last trick scores +1
    Fach from each other person, silent: +2 in his column with three players.
    Seat 0 (Solo) holds the Pfeife and ♥K; nobody else holds a trump or a higher
    heart.  ♥K first keeps the Pfeife for the last trick; the Pfeife first wins the
    first of the two tricks (no line).  Same cards either way: only the sheet
    differs, by 2 (value = sheet × 100 + card points)."""
    state = play_position("dreierles3", seed=36, tricks_left=2)
    assert state.contract == "solo" and state.declarer == 0 and not state.announced
    hands = ["T1 HK", "H1 S10", "H2 C10"]
    held = set(parse_cards(" ".join(hands)))
    pile = [c for c in state.variant.pack.cards if c not in held][:24]
    values = card_values(state, hands, pile, won=[8, 3, 3])
    assert set(values) == {"T1", "HK"}
    assert values["HK"] % 100 == values["T1"] % 100
    assert values["HK"] // 100 - values["T1"] // 100 == 2


def test_dreierles_announced_pfeife_played_early_gives_the_rest_away() -> None:
    """Spec §3.7: an announced Pfeife played before the last trick fails (−2 Fach
    from each other person) and that trick and every later one go to the defenders
    for counting.  Seat 0 (Solo, the Pfeife announced) holds it and ♥K; seat 1 holds
    trump 2 and ♥1, so the Pfeife loses wherever it falls.  ♥K first: he counts the
    ♥K trick, then the Pfeife loses the last trick (−2).  The Pfeife first: it falls
    early (−2) and the ♥K trick he wins after it is given away.  Card points alone
    (no re-award) tie the two; the sheet's count makes ♥K the one best card."""
    from tarock_tutor.core.counting import count_baden
    from tarock_tutor.games.dreierles.parts.result import bonuses_of
    from tarock_tutor.games.dreierles.scoring import score_game

    state = play_position("dreierles3", seed=36, tricks_left=2)
    state.announced = [*state.announced, "pfeife"]
    hands = ["T1 HK", "T2 H1", "H2 C10"]
    held = set(parse_cards(" ".join(hands)))
    pack = state.variant.pack
    pile = [c for c in pack.cards if c not in held][:24]
    values = card_values(state, hands, pile, won=[8, 3, 3])

    def expected(points: int) -> int:
        sheet = score_game(table=3, declarer=0, contract="solo", points=points,
                           doublings=state.doublings, bonuses=bonuses_of(state), pfeife=-2,
                           pfeife_announced=True, dealer=state.dealer)
        return int(sheet.totals()[0]) * 100 + points

    with_king = count_baden([*pile, *parse_cards("HK H1 H2")], pack)
    assert values["HK"] == expected(with_king)
    assert values["T1"] == expected(count_baden(pile, pack))
    assert max(values, key=values.__getitem__) == "HK"


def test_dreierles_pfeife_values_equal_the_plain_minimax() -> None:
    """The declarer holding the Pfeife: the score value (the Pfeife line and the
    re-award read from the kernel's tricks) agrees with the plain minimax."""
    from tarock_tutor.core.solver import solve
    from tarock_tutor.solver_check import brute_force

    for announce in (False, True):
        state = play_position("dreierles3", seed=36, tricks_left=2)
        if announce:
            state.announced = [*state.announced, "pfeife"]
        sol = solve(state)
        assert sol.unit == "score" and sol.scale == 100
        assert {p.card: v for p, v in sol.values} == brute_force(state)


def test_a_deal_the_sheet_cannot_score_falls_back_to_card_points() -> None:
    """A computer player's guess of a hidden partner may leave a Rufer without one
    (spec §1.5: a Rufer has a partner); the sheet refuses it, and the objective is
    the side's card points, as before the sheet was counted."""
    import copy

    from tarock_tutor.core.registry import game_of
    from tarock_tutor.core.solver import CARD_POINTS, SCORE

    for seed in range(40):
        state = play_position("neunzehnerrufen", seed=seed, tricks_left=3, prefer=("rufer",))
        if state.contract == "rufer" and state.partner is not None:
            break
    else:
        raise AssertionError("no Rufer with a partner in 40 seeded deals")
    spec = game_of(state.variant)
    assert spec.exact_play is not None
    assert spec.exact_play(state).objective.unit == SCORE
    guess = copy.copy(state)
    guess.partner = None
    assert spec.exact_play(guess).objective.unit == CARD_POINTS


def test_dreierles_declarer_s_pfeife_random_positions_equal_the_plain_minimax() -> None:
    """Random positions (1–3 tricks left, at a trick's start or inside it) where the
    declarer still holds the Pfeife, silent and announced: the solver's sheet values
    equal the plain minimax's, which reads the same objective only at the leaves."""
    from tarock_tutor.core.solver import solve
    from tarock_tutor.games.dreierles.parts.rules import PFEIFE
    from tarock_tutor.solver_check import brute_force

    checked = 0
    for seed in range(400):
        variant = ("dreierles3", "dreierles4")[seed % 2]
        state = play_position(variant, seed=seed, tricks_left=1 + seed % 3,
                              mid_trick=seed % 3 == 1)
        d = state.declarer
        if state.contract == "raeuber" or d is None or PFEIFE not in state.trickplay.hand(d):
            continue
        if seed % 2:
            state.announced = [*state.announced, "pfeife"]
        sol = solve(state)
        assert sol.unit == "score"
        assert {p.card: v for p, v in sol.values} == brute_force(state), seed
        checked += 1
        if checked == 6:
            break
    assert checked >= 4


def test_neunzehner_silent_pagat_holds_the_i_for_the_last_trick() -> None:
    """Spec §1.12: the last trick won with the I (Pagat Ultimo, silent) scores 10 for
    the winner's team, 1 v 3 in a Solo: 30 in the declarer's column.  Seat 0 (Solo)
    holds the I and ♥K, nobody else a trump or a heart above the Queen: ♥K first
    keeps the I for the last trick, the I first wins the first one (no Pagat).  The
    same cards either way, so the game value is the same: only the 30 differ."""
    state = play_position("neunzehnerrufen", seed=18, tricks_left=2)
    assert state.contract == "solo" and state.declarer == 0
    assert state.pagat_announced_by is None
    hands = ["T1 HK", "HQ S7", "HN C7", "HJ D1"]
    held = set(parse_cards(" ".join(hands)))
    pile = [c for c in state.variant.pack.cards if c not in held][:24]
    values = card_values(state, hands, pile, won=[6, 2, 1, 1])
    assert set(values) == {"T1", "HK"}
    assert values["HK"] - values["T1"] == 3 * 10


def test_sheet_extra_reads_only_the_tallies() -> None:
    """``Objective.extra_by_tally``: the sheet objective's ``extra`` at a trick's start
    with cards still held is the Valat status alone (2: no trick played yet, 1: the
    side took every trick, -1: none, 0: some), so the search may keep it by the side's
    tricks and the tricks played (``Search.start``, checked against asking the
    objective and ``split`` directly)."""
    seen = set()
    for variant in ("zwanzigerrufen", "neunzehnerrufen", "neunzehnerrufen-3p-dummy"):
        for seed in range(12):
            state = play_position(variant, seed=seed, tricks_left=2 + seed % 9)
            k, ep = kernel_of(state)
            obj = ep.objective
            if obj.extra is None or k.trick_cards:
                continue
            assert obj.extra_by_tally and obj.side is not None
            played = len(k.history)
            won = sum(k.won[s] for s in obj.side)
            want = 2 if not played else 1 if won == played else -1 if not won else 0
            assert obj.extra(k) == want
            seen.add(want)
            s = Search(k, obj, ep.history_key, obj.side, None, None)
            assert s.by_tally
            assert s.start() == (want, *s.split(want))
            assert s.start() == (want, *s.split(want))   # the kept answer
    assert {0, 1, 2} <= seen, seen   # the positions reach more than one status
