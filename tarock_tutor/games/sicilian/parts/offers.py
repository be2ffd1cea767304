"""The bargaining's record: who said what, the pot and what is left (spec §3.4, D-C3).

>>> b = Bargain(order=(0, 1, 2, 3))
>>> b.take_range(1), Bargain(order=(0, 1, 2, 3), pot=6, left=6, stage=TAKES,
...                          spoken={0: ("offer", 6), 1: ("shuffle", 0)}).take_range(2)
((0, 0), (1, 5))
"""

from __future__ import annotations

from dataclasses import dataclass, field

OFFERS, TAKES = "offers", "takes"


@dataclass
class Bargain:
    """The bargaining so far: who said what, the pot and what is left of it."""

    order: tuple[int, ...]                       # play order, dealer's right first
    spoken: dict[int, tuple[str, int]] = field(default_factory=dict)
    stage: str = OFFERS
    pointer: int = 0                             # index into ``order`` of the next poll
    waits: int = 0                               # consecutive waits since the last word
    pot: int = 0
    left: int = 0
    result: str | None = None                    # "play", "throw_in", "no_taker"

    def unspoken(self) -> list[int]:
        return [s for s in self.order if s not in self.spoken]

    def to_move(self) -> int | None:
        if self.result is not None:
            return None
        n = len(self.order)
        for k in range(n):
            s = self.order[(self.pointer + k) % n]
            if s not in self.spoken:
                return s
        return None

    def rest_after(self, seat: int) -> int:
        """Unspoken players who will still speak after ``seat`` in the takes."""
        return sum(1 for s in self.unspoken() if s != seat)

    def take_range(self, seat: int) -> tuple[int, int]:
        """(least, most) that ``seat`` may take now (spec §3.4 Phase T)."""
        rest = self.rest_after(seat)
        if rest == 0:
            return self.left, self.left
        most = max(0, self.left - rest)
        least = 1 if self.left >= rest + 1 else 0
        return least, most

    def payments(self) -> tuple[int, ...]:
        """Offers −x, takes +x, by seat."""
        out = [0] * len(self.order)
        for s, (kind, x) in self.spoken.items():
            out[s] += -x if kind == "offer" else x if kind == "take" else 0
        return tuple(out)
