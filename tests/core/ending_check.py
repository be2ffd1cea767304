"""A check shared by the Räuber ending tests: at every two-trick start reached from
a kernel position, ``Ending._two_on_masks`` against alpha-beta over the kernel's own
play (``Ending._ab``)."""

from __future__ import annotations

import random
from typing import Any

from tarock_tutor.core.kernel import Kernel


def check_endings(k: Kernel, ending: Any, rng: random.Random, *, hooked: bool = False) -> int:
    """Walk every line from ``k`` to its two-trick starts; at each, the ending on
    masks must give the exact value with the full window, and with narrow windows a
    fail-soft answer on the same side of the window (the value itself inside it).
    ``hooked``: the ending must take a follow rule's own answers.  Returns how many
    two-trick starts were checked."""
    if not k.trick_cards and k.tricks_left == 2:
        if not ending.maxer:
            ending.value(k)   # the seats' roles and the rules, on first use
        assert ending.masks
        assert (ending.hooked is not None) == hooked
        on_masks = ending._two_on_masks(k, -10 ** 9, 10 ** 9)
        ending.masks = False
        try:
            exact = ending._ab(k, -10 ** 9, 10 ** 9)
            assert on_masks == exact
            for _ in range(3):
                a = exact + rng.randint(-1500, 1500)
                b = a + rng.choice((1, 2, 50, 1200))
                ending.masks = True
                got = ending._two_on_masks(k, a, b)
                ending.masks = False
                if a < exact < b:
                    assert got == exact
                elif exact <= a:
                    assert exact <= got <= a
                else:
                    assert b <= got <= exact
        finally:
            ending.masks = True
        return 1
    n = 0
    legal = k.legal()
    for i in range(legal.bit_length()):
        if legal >> i & 1:
            k.play(i)
            n += check_endings(k, ending, rng, hooked=hooked)
            k.undo()
    return n


def record_endings(monkeypatch: Any) -> list[Any]:
    """Every :class:`~tarock_tutor.core.solver_each.Ending` made from now on, in the
    order made (``monkeypatch``: pytest's fixture, undone after the test)."""
    from tarock_tutor.core import solver_each

    made: list[Any] = []
    init = solver_each.Ending.__init__

    def record(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        made.append(self)
    monkeypatch.setattr(solver_each.Ending, "__init__", record)
    return made
