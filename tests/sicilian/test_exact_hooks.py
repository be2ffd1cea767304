"""The exact solver's Sicilian hooks read from the kernel agree with the bundle's own
functions (``parts/exact_reads.py``'s ``pending`` is :func:`dealer_lead_pending` on the kernel's
tricks)."""

from __future__ import annotations

import random

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import kernel_of
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.sicilian.trick_rules import SICILIAN_FOLLOW, dealer_lead_pending
from tarock_tutor.solver_check import play_position


def _special_states(count: int) -> list:
    """First-lead states whose dealer is the called partner (the special lead due)."""
    out = []
    seed = 0
    while len(out) < count and seed < 400:
        seed += 1
        try:
            st = play_position("sicilian", seed=seed, tricks_left=None)
        except TarockError:   # a seed none of whose deals reaches play
            continue
        if st.called is not None and st.partner == st.dealer:
            out.append(st)
    return out


def test_pending_agrees_with_the_bundle() -> None:
    states = _special_states(1)   # (random bidding rarely gives one: the first found)
    assert len(states) == 1
    seen = {True: 0, False: 0}
    for n, st in enumerate(states):
        rng = random.Random(n)
        for _ in range(40):
            k0, ep = kernel_of(st)
            assert ep.history_key is not None
            # the same hands with any seat leading (the dealer leads the first trick
            # here, which ends the special lead before the called suit is ever led)
            k = Kernel(k0.r, k0.hands, leader=rng.choice(k0.order))
            while k.hands[k.to_move]:
                if not k.trick_cards and k.history and rng.random() < 0.3:
                    # take-backs over a trick or two (the hook keeps what it found)
                    for _ in range(rng.randint(1, 8)):
                        if k.trick_cards or k.history:
                            k.undo()
                    continue
                if not k.trick_cards:
                    got = ep.history_key(k)
                    assert got == dealer_lead_pending(st, k)
                    seen[got] += 1
                legal = k.legal()
                cards = [i for i in range(legal.bit_length()) if legal >> i & 1]
                k.play(rng.choice(cards))
    assert seen[True] and seen[False]   # both answers were met


PLAIN = (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)


def test_the_follow_rule_reads_its_context_at_leads_only() -> None:
    """``SicilianFollow.context_at_lead_only`` (the kernel then asks the context at
    leads only): with a card on the table every context answers as ``None`` does;
    at a lead (spec §3.8, the called dealer's first lead) a suit can change it."""
    assert SICILIAN_FOLLOW.context_at_lead_only
    rng = random.Random(18)
    cards = list(SICILIAN63.cards)
    changed_at_lead = 0
    for _ in range(400):
        rng.shuffle(cards)
        hand = cards[:rng.randint(1, 8)]
        trick = cards[8:8 + rng.randint(0, 3)]
        plain = SICILIAN_FOLLOW.legality(hand, trick, None)
        for suit in PLAIN:   # (the called suit: a king's)
            got = SICILIAN_FOLLOW.legality(hand, trick, suit)
            if trick:
                assert got == plain, (hand, trick, suit)
            else:
                changed_at_lead += got != plain
    assert changed_at_lead


def test_extra_with_its_caches_agrees_with_a_fresh_one() -> None:
    """``extra`` answers from what it found last (the Fugitive's trick, its holder);
    along random play with take-backs it and ``slack`` (which reads it) agree with a
    fresh objective's, which finds everything anew, at every trick's start and at the
    end."""
    from tarock_tutor.games.sicilian.exact import exact_play

    kinds = {"held": 0, "played": 0, "debt, a blank": 0, "debt, no blank": 0}
    seed = 0
    checked = 0
    while checked < 12 and seed < 200:
        seed += 1
        try:
            st = play_position("sicilian", seed=seed, tricks_left=None)
        except TarockError:
            continue
        checked += 1
        k, ep = kernel_of(st)
        extra, slack = ep.objective.extra, ep.objective.slack
        assert extra is not None and slack is not None
        rng = random.Random(seed)
        for _ in range(120):
            if k.trick_cards and rng.random() < 0.2:
                k.undo()
                continue
            if not k.trick_cards:
                fresh = exact_play(st).objective
                assert fresh.extra is not None and fresh.slack is not None
                got = extra(k)
                assert got == fresh.extra(k), (seed, k.history)
                assert slack(k) == fresh.slack(k), (seed, k.history)
                kinds["played" if got[3] else "held"] += 1
                if got[0] >= 0:
                    kinds["debt, a blank" if got[4] else "debt, no blank"] += 1
                if not k.hands[k.to_move]:   # the end: back a few cards, on again
                    for _ in range(rng.randint(1, 9)):
                        k.undo()
                    continue
            legal = k.legal()
            k.play(rng.choice([i for i in range(legal.bit_length()) if legal >> i & 1]))
    assert all(kinds.values()), kinds   # each case was met


def test_value_of_a_debt_reads_cards_by_equality() -> None:
    """D-C9: a debt the other side owes moves its first blank into the side's pile
    (scoring.pay_for_fugitive).  The value looks the pack's own card objects up by
    id; equal cards that are other objects give the same value."""
    from tarock_tutor.core.cards import Card
    from tarock_tutor.games.sicilian.exact import exact_play
    from tarock_tutor.games.sicilian.parts.counting import count_sicilian
    from tarock_tutor.games.sicilian.parts.deal import FUGITIVE, is_blank

    st = play_position("sicilian", seed=3, tricks_left=6)
    obj = exact_play(st).objective
    assert obj.side is not None
    payer = next(s for s in range(4) if s not in obj.side)
    ex = (payer, payer, False, True, False)   # the other side owes (its creditor: any)
    mine = list(st.discard) if st.exchanger in obj.side else []
    rest = [c for c in SICILIAN63.cards if c not in st.discard and c != FUGITIVE]
    blanks = [c for c in rest if is_blank(c)]
    pile = [*blanks[:6], *(c for c in rest[::3] if c not in blanks[:6])]   # the first blanks
    blank = next(c for c in rest if is_blank(c) and c not in pile)
    want = count_sicilian([*pile, *mine, blank], SICILIAN63)
    copies = [Card(c.suit, c.rank) for c in pile]
    assert copies == pile and all(a is not b for a, b in zip(copies, pile, strict=True))
    assert obj.value(pile, 0, ex) == obj.value(copies, 0, ex) == want
    # the side holds every blank in play: the others pay with one of their
    # discard's, else with the Fugitive (option "surrender"), else not at all
    pile = [*blanks, *(c for c in rest[:8] if c not in blanks)]
    theirs = [] if st.exchanger in obj.side else [c for c in st.discard if is_blank(c)]
    paid = theirs[:1] or ([FUGITIVE] if st.options["fugitive_no_blank"] == "surrender"
                          else [])
    want = count_sicilian([*pile, *mine, *paid], SICILIAN63)
    copies = [Card(c.suit, c.rank) for c in pile]
    assert obj.value(pile, 0, ex) == obj.value(copies, 0, ex) == want
