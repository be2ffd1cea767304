"""The exact solver's Sicilian hooks read from the kernel agree with the bundle's own
functions (``exact.py``'s ``pending`` is :func:`dealer_lead_pending` on the kernel's
tricks)."""

from __future__ import annotations

import random

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import kernel_of
from tarock_tutor.games.sicilian.trick_rules import dealer_lead_pending
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
                if not k.trick_cards:
                    got = ep.history_key(k)
                    assert got == dealer_lead_pending(st, k)
                    seen[got] += 1
                legal = k.legal()
                cards = [i for i in range(legal.bit_length()) if legal >> i & 1]
                k.play(rng.choice(cards))
    assert seen[True] and seen[False]   # both answers were met
