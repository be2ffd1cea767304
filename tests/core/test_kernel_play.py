"""The kernel's play path where the follow rule is the shared one: the rule as masks
(:func:`~tarock_tutor.core.kernel.obligation_masks`, read from ``OBLIGATION``) against
the explained path's answer, the trick's end written out in ``Kernel.play`` against
``Kernel._finish``, and the seat tables a compiled deal's kernels share."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.kernel import (
    Finished,
    Kernel,
    TrickRules,
    compile_rules,
    obligation_masks,
)
from tarock_tutor.core.solver import kernel_of
from tarock_tutor.core.tricks import ANY, OBLIGATION, standard_legality
from tarock_tutor.games.cego.pack import TAROCK54
from tarock_tutor.solver_check import play_position

CEGO = compile_rules(TrickRules(TAROCK54, order=(0, 1, 2)))


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_masks_answer_as_the_shared_rule(data):
    """Rules 2 and 3 of ``core.tricks`` (follow suit, else trump, else anything), as
    ``standard_legality`` answers them card by card, for every suit led and hands
    that hold or lack the led suit and trumps."""
    r = CEGO
    lead_card = data.draw(st.sampled_from([c for c in r.cards if c.suit is not Suit.FOOL]))
    others = [c for c in r.cards if c is not lead_card]
    hand = data.draw(st.lists(st.sampled_from(others), min_size=1, max_size=14, unique=True))
    first, then = r.obey[int(lead_card.suit)]
    m = r.mask(hand)
    got = m & first or m & then or m
    assert set(r.cards_of(got)) == set(standard_legality(hand, [lead_card]).cards)


def test_every_case_of_the_table():
    """Each of the table's cases a hand can be in, on a small pack of masks: suit 0 is
    trumps (0b1000), suit 1 is 0b0011 and suit 2 0b0100."""
    masks = obligation_masks((0b1000, 0b0011, 0b0100))
    first, then = masks[1]          # suit 1 led
    hands = {0b0001: 0b0001, 0b1001: 0b0001, 0b1100: 0b1000, 0b0100: 0b0100}
    assert {h: h & first or h & then or h for h in hands} == hands
    first, then = masks[0]          # trumps led
    assert [h & first or h & then or h for h in (0b1011, 0b0011)] == [0b1000, 0b0011]


def test_a_table_that_is_no_order_of_choices():
    """A table where holding both the led suit and trumps frees the hand (while holding
    only one of them binds it) cannot be read as first/then masks: a clear error."""
    table = [(ANY, "X") if k & 3 == 3 else OBLIGATION[k] for k in range(8)]
    with pytest.raises(ValueError, match="no order of choices for suit 1"):
        obligation_masks((0b1000, 0b0011, 0b0100), table)


@pytest.mark.parametrize("variant", ["cego3", "cego4"])
@pytest.mark.parametrize("seed", range(6))
def test_trick_end_in_play_matches_finish(variant, seed):
    """Random playouts: the trick's end written out in ``play`` leaves the same hands,
    piles, tricks won, history and turn as ``_finish`` (the general code), and undo
    takes every card back."""
    k, _ = kernel_of(play_position(variant, seed=seed, tricks_left=None))
    assert k._simple
    other = Kernel(k.r, k.hands, leader=k.leader)
    other._simple = False            # the general trick's end
    start = (list(k.hands), list(k.piles), list(k.won), k.to_move, k.leader, k.lead)
    rng = random.Random(seed)
    plays = 0
    while k.hands[k.to_move]:
        m = k.legal()
        assert m == other.legal()
        cards = [i for i in range(m.bit_length()) if m >> i & 1]
        i = rng.choice(cards)
        k.play(i)
        other.play(i)
        plays += 1
        assert (k.hands, k.piles, k.won, k.to_move, k.leader, k.lead, k.tricks_left,
                k.trick_seats, k.trick_cards) == (
            other.hands, other.piles, other.won, other.to_move, other.leader, other.lead,
            other.tricks_left, other.trick_seats, other.trick_cards)
        assert k.history == other.history
    assert all(type(t) is Finished for t in k.history)
    for _ in range(plays):
        k.undo()
    assert (k.hands, k.piles, k.won, k.to_move, k.leader, k.lead) == start
    assert not k.history and not k.trick_cards


def test_seat_tables_are_shared_and_kept():
    """Kernels of one compiled deal share its seat tables (made once per hand count),
    which playing does not change."""
    r = compile_rules(TrickRules(TAROCK54, order=(1, 2, 3)))
    a = Kernel(r, [0, 1, 2, 4], leader=1)
    b = Kernel(r, [0, 8, 16, 32], leader=2)
    assert a.next is b.next and a._seats_from is b._seats_from
    assert list(a.next) == [0, 2, 3, 1]
    assert a._seats_from == ([], [1, 2, 3], [2, 3, 1], [3, 1, 2])
    for i in (0, 1, 2):
        a.play(i)
    assert a.history[0].winner == 3 and a.piles[3] == 7
    assert list(b.next) == [0, 2, 3, 1] and b._seats_from[1] == [1, 2, 3]
    c = Kernel(r, [0, 1, 2, 4, 0], leader=3)     # five hands: a table of its own
    assert c.next is not a.next and list(c.next) == [0, 2, 3, 1, 0]
