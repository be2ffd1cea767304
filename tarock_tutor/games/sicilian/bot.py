"""Sicilian Tarocchi's hand evaluator for the computer player (:mod:`tarock_tutor.bots`).

What the sources say a hand is worth, and what this module decides where they are
silent (seed 004 Sicilian Tarocchi; spec neunzehner-zwanziger-sicilian.md §3):

* **The count** of the "20"/"15" bids (:func:`~.parts.deal.hand_value`, seed 004,
  spec §3.7: only the 10- and 5-point cards) is the sources' own measure.  The bot
  plays Solo with a count of 40 or more, as the fixed policy does (checked by
  ``benchmarks/sim_contracts.py``, 160 deals: Solo lost on average in every band of
  counts below 36 the simulation met, −11 at 30–32 and −24 at 34–36, where passing
  gave −4.7 and +15.7).
* **Bargain** (spec §3.4, D-C3).  Seed 004: "まず、プレイを行うとマイナス点になりそうな
  人から" offers or "shuffle" are said, i.e. by those who expect to lose by playing.
  The seed gives no measure for that; this module's is the *strength* of the first
  ten cards, :func:`~.parts.evaluator.strength`: the count, 7 per trump, 15 more for
  the dealer.  The weights come from a least-squares fit of the tester's score when
  it forces play (``benchmarks/fit_sicilian_bargain.py``: 1,200 deals, seeds
  100001–101200, the tester the computer player at beginner level, the others the
  fixed policy): score ≈ −14.2 + 0.46 × count + 3.15 × trumps + 6.8 for the dealer,
  so a strength of 32 (``EVEN``) is worth 0 and two points of strength about one
  point of score.  A non-dealer below 32 says "shuffle" (it costs nothing: if anyone
  would rather play, the hand is played as if it had waited), or waits when someone
  already offered, to take a share; the dealer never shuffles (his mean was above 0
  in every band of count of that run, +1.6 at counts 0–4, the lowest).  In the
  takes the bot says "play" when (strength − 32) / 2 beats the largest take it may
  make, else takes that much.  No offer of points: against
  takers who take whatever is offered, a shuffle does the same for nothing.
  ``sim_decisions.py --phases bargain``, tuned on seeds 1–300 (difference per
  paired deal: mark 24 +7.05 on 132, 32 +5.21 on 170, 40 +3.44 on 194 pairs; 32 is
  kept, the fit's own break-even); reported on fresh seeds 5001–5300: +6.74
  [+4.21, +9.27] per paired deal on 164 of 300 deals (evaluator +5.32, fixed −1.42).
* **Exchange** (spec §3.6, D-C5: no King, trump or Fugitive unless forced, so the
  trumps are kept by the rule itself).  The sources say nothing of what to throw;
  this module makes as many voids in the plain suits as the discard can (a void
  lets the hand trump that suit), and among those discards throws the lowest
  cards, as the fixed policy does.  Banking the courts instead (Queens, Cavalli,
  Maids: the discard counts for the exchanger's side) did worse on seeds 1–600:
  +0.54 [−1.83, +2.91] on 143 pairs against +1.95 [−0.64, +4.54] on 115 for
  voids-then-lowest.  Reported on fresh seeds 5001–5600: +0.55 [−2.32, +3.42] on
  131 pairs of 143 exchanges reached; not worse (the interval spans 0), so kept.
* **Call** (spec §3.7, D-C7: the King rule of the seed is lost, the choice is free).
  This module calls the King (Queen) of the suit the caller holds most of, then of
  the most points, so he can lead it to his partner's King.  On seeds 1–600 +6.13
  [−0.29, +12.55] on 23 pairs (the suit of the most points first +3.86 [−3.84,
  +11.55] on 21, the shortest suit −1.37 [−10.90, +8.16] on 19); on fresh seeds
  5001–5600 −2.87 [−11.70, +5.96] on 23 pairs; on 3,000 fresh deals, seeds
  20001–23000, +2.08 [−2.40, +6.57] on 106 pairs.  The calls differ from the fixed
  policy's (the first King allowed) in only 106 of those 3,000 deals; the largest run
  says not worse, so the rule is kept, but its sign is not settled.

All three phases together (``--phases`` left out; the "20" and the King call are in
the call phase), fresh seeds 9301–9900: +3.53 [+2.10, +4.97] on 442 of 600 deals
(before the King call was adopted: the same seeds +3.95 [+2.50, +5.40] on 430, and
seeds 9001–9300 +2.28 [+0.41, +4.15] on 199 of 300).

The "20" itself is said whenever the count allows it, as in the fixed policy.  Every
figure above is ``benchmarks/sim_decisions.py --variants sicilian --phases P --deals N
--first F`` at the beginner level (the tester's other decisions by the computer player,
the other seats by the fixed policy), in points per paired deal with a 95 % interval.

In card play, :func:`exact_for` gives the card player the objective of a sampled
deal: the exchanger's discard is the cards the deal leaves out of every hand (only
the exchanger knows the true one), and while the called card is unseen the partner
is its holder in the sample (none: the caller plays alone, decision D-C8).
"""

from __future__ import annotations

import copy
from typing import Any

from tarock_tutor.bots.evaluate import first_of
from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Call, Discard, GameState
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.solver import ExactPlay
from tarock_tutor.games.sicilian.phase_names import Phases

from .parts.deal import FIRST_STAGE, hand_value
from .parts.evaluator import bargain_choice, call_choice, discard_choice

__all__ = ["SOLO_FROM", "choose", "exact_for"]

SOLO_FROM = 40
"""The count from which the bot plays Solo."""


def choose(state: GameState, rng: Rng) -> Action | None:
    seat = state.to_move
    if seat is None:
        return None
    value = hand_value(state.held[seat])  # type: ignore[attr-defined]
    legal = state.legal_actions()
    if state.phase is Phases.AUCTION:
        return first_of(legal, ("solo",) if value >= SOLO_FROM else ("pass",))
    st: Any = state
    if state.phase is Phases.BARGAIN:
        return bargain_choice(st.bargain, seat, st.dealt[seat][:FIRST_STAGE],
                              dealer=seat == st.dealer, legal=legal)
    if state.phase is Phases.EXCHANGE and all(isinstance(a, Discard) for a in legal):
        return discard_choice(st.held[seat], legal)
    if state.phase is Phases.CALL and legal and all(isinstance(a, Call) for a in legal):
        return call_choice(st.held[seat], legal)
    return None


def exact_for(state: GameState, seat: int, hands: dict[int, list[Card]],
              rest: list[Card], rng: Rng) -> ExactPlay | None:
    """The objective on a sampled deal (``rest``: the cards it leaves in no hand)."""
    st: Any = state
    guess: Any = copy.copy(state)
    if st.exchanger is not None and seat != st.exchanger and st.discard:
        guess.discard = tuple(rest)
    if st.called is not None and not st.partner_revealed and seat != st.partner:
        holder = next((s for s, h in hands.items() if st.called in h), None)
        guess.partner = holder
        guess.alone = holder is None
    ep: ExactPlay = game_of(state.variant).exact_play(guess)  # type: ignore[misc]
    return ep
