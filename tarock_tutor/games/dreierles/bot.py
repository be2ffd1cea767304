"""Dreierles' hand evaluator for the computer player (:mod:`tarock_tutor.bots`).

The bids (seed 003 Dreierles: "弱いものから順に、3枚(Dreier)、2枚(Zweier)、1枚(Einer)、
ソロ(Solo)"; spec cego-dreierles.md) say how many talon cards the declarer may
exchange: the fewer, the stronger the hand must be.  The sources give no
thresholds; this module counts trumps, each trump of 18 or higher (and the Sküs)
once more, and half a point per King, and bids the highest contract the count
reaches (7 → Dreier, 9 → Zweier, 11 → Einer, 13 → Solo: decisions of this module,
to be checked by simulation with ``bench_bots.py``).  Kontra (seed 003: only a
player who had no chance to bid after a Solo) with a count of 9 or more.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.bots.evaluate import first_of, mover, trump_strength
from tarock_tutor.bots.sampling import Seen
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, GameState

from .phase_names import Phases

__all__ = ["LADDER", "choose", "seen", "strength"]

LADDER = ((13, "solo"), (11, "einer"), (9, "zweier"), (7, "dreier"))


strength = trump_strength
"""The hand value the bidding thresholds below are set against."""


def choose(state: GameState, rng: Rng) -> Action | None:
    here = mover(state)
    if here is None:
        return None
    hand, legal = here
    value = strength(hand)
    if state.phase is Phases.AUCTION:
        wanted = [bid for need, bid in LADDER if value >= need]
        return first_of(legal, (*wanted, "pass"))
    if state.phase is Phases.ANNOUNCE and value >= 9:
        return first_of(legal, ("kontra",))
    return None


def seen(state: GameState, seat: int) -> Seen:
    """Talon cards this seat has seen and that nobody took (seed 003: in a Solo "ディフェンダー
    がすべてのタロンを見て"; spec §3.5, the defenders see the rest of the talon after the
    exchange) and trumps discarded face up (decision D2) lie in no hand."""
    st: Any = state
    taken = set(st.taken)
    rest = tuple(c for c in st.talon_view(seat) if c is not None and c not in taken)
    return Seen(out_of_play=rest + tuple(st.face_up))
