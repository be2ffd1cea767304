"""Dreierles' hand evaluator for the computer player (:mod:`tarock_tutor.bots`).

The bids (seed 003 Dreierles: "弱いものから順に、3枚(Dreier)、2枚(Zweier)、1枚(Einer)、
ソロ(Solo)"; spec cego-dreierles.md) say how many talon cards the declarer may
exchange: the fewer, the stronger the hand must be.  The sources give no
thresholds; this module counts trumps, each trump of 18 or higher (and the Sküs)
once more, and half a point per King, and bids the highest contract the count
reaches: 7 → Dreier, 12 → Einer (Zweier from 12 too, where Einer is no longer
open), 14 → Solo.  These are decisions of this module, checked by simulation
(``benchmarks/sim_contracts.py``, 160 deals, 3 players, the tester's mean score per
deal by count band): passing and Dreier were even at 8–10 (+2.2, +2.0); at 10–12
Dreier was best (+6.0; Zweier +4.1, Einer −0.5); at 12–14 Einer (+13.3) and Zweier
(+11.8) beat Dreier (+6.3) and Solo (+3.8); Solo lost below 12 (−4.9 at 10–12).
Kontra (seed 003: only a player who had no chance to bid after a Solo) with a count
of 9 or more.

**Discards** (seed 003: the declarer lays away as many cards as he took, no King and
no trump, and "デクレアラーが捨てたカードはデクレアラーのものになり"; spec §3.5, §3.10):
the sources say what the discards count for, not which to choose.  This module's
decision (:mod:`.parts.layaway`): lay away the most valuable card of a suit whose
King is not in hand (a court another player's King could catch), else the most
valuable card that may go; the fixed policy lays away its cheapest cards.  Checked
by simulation on seeds not used to tune it,
``sim_decisions.py --variants dreierles3,dreierles4 --deals 1000 --first 5001 --jobs 2``
(beginner level; the other seats play the fixed policy): dreierles3, the tester
declared in 338 deals and discarded differently in 337, scoring +4.31 against +2.22
per deal, difference **+2.09 [95 % CI +1.33, +2.86]**; dreierles4, 236 and 233
deals, +5.88 against +4.27, **+1.61 [+0.33, +2.89]**.  Tuning (seeds 1–400, per
paired deal, dreierles3 then dreierles4): this rule +1.03, +2.50; the most valuable
card whatever the King +0.57, +1.57; first emptying a suit that the remaining
discards can empty, then the most valuable card −0.09, −0.24.

In card play, :func:`exact_for` counts for the declarer the discards a defender can
know: those laid face up, and for the others cards the sampled deal leaves out of
every hand and out of the talon the defender has seen — never the true discards.
"""

from __future__ import annotations

import copy
from typing import Any

from tarock_tutor.bots.evaluate import first_of, mover, pick_hidden, trump_strength
from tarock_tutor.bots.sampling import Seen
from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Discard, GameState
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.solver import ExactPlay

from .parts.layaway import dreierles_discard
from .phase_names import Phases

__all__ = ["LADDER", "choose", "exact_for", "seen", "strength"]

LADDER = ((14, "solo"), (12, "einer"), (12, "zweier"), (7, "dreier"))


strength = trump_strength
"""The hand value the bidding thresholds below are set against."""


def choose(state: GameState, rng: Rng) -> Action | None:
    here = mover(state)
    if here is None:
        return None
    hand, legal = here
    if state.phase is Phases.EXCHANGE:
        pick = dreierles_discard([a.cards[0] for a in legal if isinstance(a, Discard)], hand)
        return None if pick is None else Discard(legal[0].seat, (pick,))
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


def exact_for(state: GameState, seat: int, hands: dict[int, list[Card]],
              rest: list[Card], rng: Rng) -> ExactPlay | None:
    """The objective on a sampled deal (``rest``: the cards it leaves in no hand)."""
    st: Any = state
    if st.declarer is None or seat == st.declarer or not st.discards:
        return None   # no discards, or his own: he knows them
    talon_seen = set(seen(state, seat).out_of_play) - set(st.face_up)
    guess = pick_hidden(list(st.face_up), [c for c in rest if c not in talon_seen],
                        len(st.discards), rng)
    copy_: Any = copy.copy(state)
    copy_.discards = guess
    ep: ExactPlay = game_of(state.variant).exact_play(copy_)  # type: ignore[misc]
    return ep
