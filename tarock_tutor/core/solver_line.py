"""The exact search's two lines from the root: one quick estimate (:func:`greedy`) to
centre the first window on, and the principal line (:func:`principal_line`) that
keeps the solved value.  Pure Python, no game named."""

from __future__ import annotations

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.protocol import Play
from tarock_tutor.core.solver_search import Budget, Search
from tarock_tutor.core.trickplay import play_action

__all__ = ["greedy", "principal_line"]


def greedy(k: Kernel, s: Search) -> int:
    """The value of one quick line (each side takes its strongest card): an estimate."""
    played = 0
    while k.trick_cards or k.hands[k.to_move]:
        k.play(s.moves()[0])
        played += 1
    v = s.final()
    for _ in range(played):
        k.undo()
    return v


def principal_line(k: Kernel, s: Search, first: int, value: int) -> tuple[Play, ...]:
    """The principal line: at each step a play that keeps the position's value.  If
    the budget runs out while it is built, the line stops there (shorter)."""
    out: list[Play] = []
    played = 0
    i = first
    try:
        while True:
            out.append(play_action(k.to_move, k.r.cards[i]))
            k.play(i)
            played += 1
            if not k.trick_cards and not k.hands[k.to_move]:
                break
            nxt = None
            for m in s.ordered():
                k.play(m)
                try:
                    v = s.exact(value)
                finally:
                    k.undo()
                if v == value:
                    nxt = m
                    break
            if nxt is None:   # cannot happen: some move keeps the value
                raise TarockError("the principal line lost its value")
            i = nxt
    except Budget:
        pass
    finally:
        for _ in range(played):
            k.undo()
    return tuple(out)
