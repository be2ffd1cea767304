"""Doubling chains: Kontra, Re(kontra), Sub(kontra) … on one item each.

Several Tarock games let the players double an item (the game, an announced
bonus) in turns: the side against the item doubles, the side of the item
answers, and so on, each call doubling the value again.  A :class:`Chain`
keeps one item's level, the turn of its last change and every call made on
it; the rules of *who* may call and *when* stay with the game, which asks
:meth:`Chain.next_call`, :meth:`Chain.against_side_next` and
:func:`in_window`.

For example, a game with three levels and a one-lap window:

>>> c = Chain("game", created=0)
>>> c.next_call(), c.against_side_next(), c.multiplier
('kontra', True, 1)
>>> c.raise_(turn=1, seat=1)
'kontra'
>>> c.raise_(turn=2, seat=2), c.multiplier, c.next_call()
('re', 4, 'sub')
>>> in_window(c.last, turn=5, seats=4), in_window(c.last, turn=6, seats=4)
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tarock_tutor.core.errors import TarockError

CALLS: tuple[str, ...] = ("kontra", "re", "sub")
"""The calls in order; level ``k`` (after ``k`` calls) multiplies by ``2**k``."""


def in_window(last: int, *, turn: int, seats: int) -> bool:
    """Whether a change at turn ``last`` may still be answered at ``turn``: only a change
    made since the speaker's own previous turn (``turn - seats + 1 .. turn - 1``)."""
    return turn - seats < last < turn


@dataclass
class Chain:
    """One doublable item: its level, the turn of its creation or last raise, the calls."""

    key: str
    created: int
    calls: tuple[str, ...] = CALLS
    level: int = 0
    last: int = -1
    history: list[tuple[int, int, str]] = field(default_factory=list)  # (turn, seat, call)

    def __post_init__(self) -> None:
        if self.last < 0:
            self.last = self.created

    @property
    def multiplier(self) -> int:
        return int(2 ** self.level)

    def next_call(self) -> str | None:
        """The call that would raise this item next (``None``: the chain is complete)."""
        return self.calls[self.level] if self.level < len(self.calls) else None

    def against_side_next(self) -> bool:
        """Whether the next call belongs to the side against the item (Kontra, Sub)."""
        return self.level % 2 == 0

    def raise_(self, *, turn: int, seat: int) -> str:
        call = self.next_call()
        if call is None:
            raise TarockError(f"{self.key}: the doubling chain is complete "
                              f"({' → '.join(self.calls)})",
                              code="DOUBLING_COMPLETE")
        self.level += 1
        self.last = turn
        self.history.append((turn, seat, call))
        return call
