"""Table furniture shared by the phase machine: the deal, the dealer's rotation, finished
tricks, and a printable stand-in for malformed actions (spec §1.4, §1.10)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Deal, deal, packet_plan
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action

from .contracts import PACK

_MASK = (1 << 64) - 1


@dataclass(frozen=True)
class Quoted(Action):
    """Stands in for a malformed action inside a verdict, so that the refusal can quote it
    (``str()`` of e.g. ``Play(0, None)`` would fail on the missing card code)."""

    text: str = ""
    kind: ClassVar[str] = "?"

    def __str__(self) -> str:
        return self.text


def printable(action: Action) -> Action:
    """``action`` itself, or a :class:`Quoted` copy when it cannot be printed."""
    try:
        str(action)
    except (AttributeError, TypeError, ValueError):
        seat = action.seat if isinstance(action.seat, int) else -1
        return Quoted(seat, repr(action))
    return action


@dataclass(frozen=True)
class Trick:
    """A finished trick: its leader, the cards in play order and the winning seat."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    def seat_of(self, i: int) -> int:
        return (self.leader + i) % 4

    def card_of(self, seat: int) -> Card:
        return self.cards[(seat - self.leader) % 4]


def next_dealer(dealer: int) -> int:
    """The deal passes anticlockwise, to the dealer's right: the next seat in play order
    (spec §1.4)."""
    if not isinstance(dealer, int) or isinstance(dealer, bool) or dealer not in range(4):
        raise TarockError(f"dealer must be a seat 0..3, got {dealer!r} (spec §1.4)")
    return (dealer + 1) % 4


def deal_for(seed: int, dealer: int, attempt: int = 0) -> Deal:
    """Talon 6 first, then two rounds of 6 from the dealer's right (spec §1.4)."""
    plan = packet_plan(seats=4, first=(dealer + 1) % 4, talon_first=6, packets=[6, 6])
    s = seed if attempt == 0 else (seed + attempt * 0x9E3779B97F4A7C15) & _MASK
    return deal(PACK, seed=s, plan=plan, seats=4)
