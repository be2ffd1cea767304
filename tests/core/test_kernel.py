"""The bitmask kernel: hand-made positions for every hook, undo, bad input, and the
property that kernel and TrickPlay agree on legal sets, turns and winners along
random playouts of every deal kind (a few hundred positions per kind)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel, TrickRules, compile_rules
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.games.cego.pack import CEGO51, TAROCK54
from tarock_tutor.games.dreierles.trick_rules import (
    RAEUBER_IFFEZHEIM,
    RAEUBER_PFEIFE,
    RaeuberContext,
)
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.sicilian.trick_rules import SICILIAN_FOLLOW, SICILIAN_FUGITIVE
from tarock_tutor.games.zwanziger.pack import ZWANZIGER40
from tarock_tutor.games.zwanziger.trick_rules import FARBERL
from tarock_tutor.solver_check import DEAL_KINDS, kernel_walk, play_position


def codes(cards: list[Card]) -> set[str]:
    return {c.code for c in cards}


def kernel(pack, hands, *, leader=0, trick=(), **kw):
    r = compile_rules(TrickRules(pack, order=tuple(range(len(hands))), **kw))
    masks = [r.mask(parse_cards(h)) for h in hands]
    for seat, code in trick:
        masks[seat] |= r.mask(parse_cards(code))
    k = Kernel(r, masks, leader=leader)
    for _, code in trick:
        k.play(r.index[parse_cards(code)[0]])
    return k


def legal(k: Kernel) -> set[str]:
    return codes(k.r.cards_of(k.legal()))


class TestShared:
    """The shared rule (cego-dreierles.md §1.4): follow suit, else trump, else anything."""

    def test_lead_is_free(self):
        k = kernel(CEGO51, ["T3 HK H2", "S8 D1 C10", "T5 H1 SK"])
        assert legal(k) == {"T3", "HK", "H2"}

    def test_follow_suit(self):
        k = kernel(CEGO51, ["H1 S8 C10", "T3 HK H2", "T5 D1 SK"], trick=[(0, "H1")])
        assert legal(k) == {"HK", "H2"}

    def test_void_must_trump(self):
        k = kernel(CEGO51, ["H1 S8 C10", "T3 T7 D2", "T5 D1 SK"], trick=[(0, "H1")])
        assert legal(k) == {"T3", "T7"}

    def test_void_without_trump_discards(self):
        k = kernel(CEGO51, ["H1 S8 C10", "SK D2 C9", "T5 D1 S9"], trick=[(0, "H1")])
        assert legal(k) == {"SK", "D2", "C9"}

    def test_trump_led_no_trump_anything(self):
        k = kernel(CEGO51, ["T1 S8 C10", "SK D2 C9", "T5 D1 S9"], trick=[(0, "T1")])
        assert legal(k) == {"SK", "D2", "C9"}

    def test_winner_highest_trump_then_led_suit(self):
        k = kernel(TAROCK54, ["H4 S8", "H1 S9", "T2 S10", "HK SK"])
        for code in ("H4", "H1", "T2", "HK"):
            k.play(k.r.index[parse_cards(code)[0]])
        assert k.history[-1].winner == 2 and k.to_move == 2
        k2 = kernel(TAROCK54, ["H4 S8", "H1 S9", "S10 T2", "HQ SK"])
        for code in ("H4", "H1", "S10", "HQ"):
            k2.play(k2.r.index[parse_cards(code)[0]])
        assert k2.history[-1].winner == 3   # red pips reversed: HQ beats H1 (a pip)

    def test_demoted_court_ranks_below_the_pips(self):
        strength = dict(CEGO51.strength)
        strength[parse_cards("HK")[0]] = 0
        k = kernel(CEGO51, ["HK S8", "H3 S9", "H4 S10"], strength=strength)
        for code in ("HK", "H3", "H4"):
            k.play(k.r.index[parse_cards(code)[0]])
        assert k.history[-1].winner == 1   # H3 (strength 2) beats H4 (1) and the kept HK (0)


class TestHooks:
    def test_fugitive(self):
        """Spec §3.8, D-C9: never led unless the last card; may replace any card."""
        k = kernel(SICILIAN63, ["Fu H7 T3", "S5 S6", "S7 S8", "S9 S10"],
                   follow=SICILIAN_FUGITIVE)
        assert legal(k) == {"H7", "T3"}
        k = kernel(SICILIAN63, ["S5 S6", "Fu H7 T3", "S7 S8", "S9 S10"],
                   follow=SICILIAN_FUGITIVE, trick=[(0, "S5")])
        assert legal(k) == {"T3", "Fu"}
        k = kernel(SICILIAN63, ["Fu", "S5", "S7", "S9"], follow=SICILIAN_FUGITIVE)
        assert legal(k) == {"Fu"}

    def test_a_lead_only_context_is_asked_at_leads_only(self):
        """Spec §3.8 (the called dealer's first lead): the rule reads its context at a
        lead only (``context_at_lead_only``), so inside a trick the kernel answers by
        the exempt form without asking the context."""
        asked: list[int] = []

        def must_lead_cups(k: Kernel) -> Suit:
            asked.append(k.played_in_trick())
            return Suit.HEARTS

        k = kernel(SICILIAN63, ["S5 H7 T3", "Fu H8 S6", "S7 S8 H9", "S9 S10 H10"],
                   follow=SICILIAN_FOLLOW, context=must_lead_cups)
        assert legal(k) == {"H7"}
        assert asked == [0]
        k.play(k.r.index[parse_cards("H7")[0]])
        assert legal(k) == {"H8", "Fu"}
        k.play(k.r.index[parse_cards("Fu")[0]])
        assert legal(k) == {"H9"}
        assert asked == [0]

    def test_fugitive_never_wins_and_the_next_card_sets_the_suit(self):
        k = kernel(SICILIAN63, ["Fu", "S5", "T3", "S9"], follow=SICILIAN_FUGITIVE)
        for code in ("Fu", "S5"):
            k.play(k.r.index[parse_cards(code)[0]])
        assert legal(k) == {"T3"}
        k.play(k.r.index[parse_cards("T3")[0]])
        k.play(k.r.index[parse_cards("S9")[0]])
        assert k.history[-1].winner == 2

    def test_raeuber_pfeife_hook(self):
        """Spec §3.12.3 (Steinmauern): the Pfeife may not be led; 21 not on the Stieß."""
        ctx = RaeuberContext(0, 0)
        k = kernel(TAROCK54, ["T1 T5 H3", "Sk H4", "T21 T2"], follow=RAEUBER_PFEIFE,
                   context=lambda _k: ctx)
        assert legal(k) == {"T5", "H3"}
        k = kernel(TAROCK54, ["Sk H4", "T21 T2", "T1 H3"], follow=RAEUBER_PFEIFE,
                   context=lambda _k: RaeuberContext(1, 0), trick=[(0, "Sk")])
        assert legal(k) == {"T2"}

    def test_raeuber_pfeife_forced_on_third_trump_lead(self):
        k = kernel(TAROCK54, ["T7 H4", "T1 T5", "T21 T2"], follow=RAEUBER_PFEIFE,
                   context=lambda _k: RaeuberContext(3, 2), trick=[(0, "T7")])
        assert legal(k) == {"T1"}

    def test_iffezheim(self):
        """Spec §3.12.3 (Iffezheim, decision D7): 21 and the Stieß first."""
        k = kernel(TAROCK54, ["T21 T1 T5 H3", "Sk H4", "T2 H2"], follow=RAEUBER_IFFEZHEIM,
                   context=lambda _k: RaeuberContext(0, 0))
        assert legal(k) == {"T21"}

    def test_farberl_trump_does_not_win_unless_led(self):
        """Seed 002, spec §2.6: a void player must still play a tarock, which cannot win."""
        k = kernel(ZWANZIGER40, ["HK S10", "T5 SK", "HQ SQ", "HJ SJ"], follow=FARBERL,
                   trumps_win=False, trick=[(0, "HK")])
        assert legal(k) == {"T5"}
        for code in ("T5", "HQ", "HJ"):
            k.play(k.r.index[parse_cards(code)[0]])
        assert k.history[-1].winner == 0

    def test_controller_chooses_a_dummy_s_cards(self):
        r = compile_rules(TrickRules(TAROCK54, order=(0, 1, 2, 3), controllers={2: 0}))
        k = Kernel(r, [0, 0, 0, 0], leader=0)
        assert [k.acting(s) for s in range(4)] == [0, 1, 0, 3]

    def test_a_seat_that_sits_out_is_skipped(self):
        r = compile_rules(TrickRules(TAROCK54, order=(1, 2, 3)))
        k = Kernel(r, [0, *(r.mask(parse_cards(h)) for h in ("H1 H2", "H3 H4", "HK HQ"))],
                   leader=3)
        k.play(k.r.index[parse_cards("HK")[0]])
        assert k.to_move == 1


class TestBadInput:
    def test_foreign_card(self):
        r = compile_rules(TrickRules(ZWANZIGER40, order=(0, 1, 2, 3)))
        with pytest.raises(TarockError, match="T2 is not in the 40-card pack"):
            r.mask(parse_cards("T2"))

    def test_leader_not_playing(self):
        r = compile_rules(TrickRules(TAROCK54, order=(1, 2, 3)))
        with pytest.raises(TarockError, match="leader \\(seat 0\\) does not play"):
            Kernel(r, [0, 0, 0, 0], leader=0)

    def test_undo_with_nothing_played(self):
        r = compile_rules(TrickRules(TAROCK54, order=(0, 1, 2)))
        with pytest.raises(TarockError, match="nothing to take back"):
            Kernel(r, [1, 2, 4], leader=0).undo()


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 30))
def test_undo_restores_everything(seed, steps):
    """Play random legal cards, then take them all back: the kernel is as it was."""
    state = play_position("sicilian", seed=seed % 50, tricks_left=12)
    from tarock_tutor.core.solver import kernel_of

    k, _ = kernel_of(state)
    before = (list(k.hands), list(k.piles), list(k.won), k.to_move, k.leader, k.lead,
              list(k.trick_cards), len(k.history))
    rng = random.Random(seed)
    done = 0
    while done < steps and (k.trick_cards or k.hands[k.to_move]):
        m = k.legal()
        cards = [i for i in range(m.bit_length()) if m >> i & 1]
        k.play(rng.choice(cards))
        done += 1
    for _ in range(done):
        k.undo()
    assert (list(k.hands), list(k.piles), list(k.won), k.to_move, k.leader, k.lead,
            list(k.trick_cards), len(k.history)) == before


@pytest.mark.parametrize("case", DEAL_KINDS, ids=lambda c: "-".join([c[0], *c[1]]))
def test_kernel_agrees_with_trickplay(case):
    """Legal sets, the seat to move, trick winners and piles along random playouts
    from the first lead: at least 200 positions per deal kind."""
    variant, prefer, options = case
    compared = seed = 0
    while compared < 200:
        state = play_position(variant, seed=seed, tricks_left=None, prefer=prefer, **options)
        compared += kernel_walk(state, random.Random(seed))
        seed += 1
    assert compared >= 200
