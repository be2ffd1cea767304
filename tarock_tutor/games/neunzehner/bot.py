"""Neunzehnerrufen's hand evaluator for the computer player (:mod:`tarock_tutor.bots`).

Seed 001 (Neunzehnerrufen) ranks the contracts by their multipliers (ルーファー 1倍
up to ソロ 6倍) and its bonus table says what the sources count as a strong hand:
8, 10 or 12 trumps, the Trull (Sküs, 21, 1), Kings.  The bot counts trumps, each
of 18 or higher once more, and half a point per King, and bids the highest
contract the count reaches: 6 → Rufer, 13 → Dreier, 14 → Zweier, 15 → Einer,
16 → Solo.  These are decisions of this module, checked by simulation
(``benchmarks/sim_contracts.py``, 160 deals, the tester's mean score per deal by
count band): the talon contracts and Solo lost heavily in every band up to 12
(at 10–12: Dreier −18, Zweier −67, Einer −165, Solo −223, against Rufer +24 and
passing +10), so they wait for hands stronger than the simulation met.  It
announces nothing of its own: the declarations are the fixed policy's.  (Announcing
Pagat ultimo holding the 1 with a count of 9 or more was tried and cost points: on
the same 70 deals, 4 players, the gain per deal over the fixed policy was −0.61
with it and +1.57 without.)

Discards (the declarer's, the neighbours' one card, the 2-player dealer's): seed 001
and spec §1.7 forbid laying away a King, the XXI, the I or the Sküs, and a trump
unless the hand is short of other cards, and count the discards for the
discarder's own side (the declarer side's for it, the others' for the opponents).
The sources say nothing on which cards to lay away; this module's rule
(:func:`~tarock_tutor.games.neunzehner.parts.hand_eval.best_discard`): first the
cards that empty a plain suit (a void lets the hand trump it), then the most card
points (they are safe there), and the lowest trumps when trumps must go.  Checked
with ``benchmarks/sim_decisions.py --deals 200 --jobs 2`` against the fixed
policy's discard (fewest points), the tester's score difference per paired deal
with its 95 % interval: first on seeds 1–200 (``--phases exchange``; the rule was not
changed after it): 4 players +2.65 [+1.42, +3.89] (142 paired deals), 2 players
+3.09 [+1.15, +5.02] (94), 3 players with dummy +1.98 [+0.67, +3.29] (136), dealer's
dummy +1.45 [+0.02, +2.88] (142); reported on fresh seeds 5001–5200 (``--first 5001``,
all three phases): 4 players +3.29 [+1.93, +4.65] (141 paired), 2 players +3.42 [+1.75, +5.10] (97),
3 players with dummy +3.06 [+1.53, +4.58] (144), dealer's dummy +4.65 [+3.12, +6.18]
(141).

The call is no choice: seed 001 names the card — the highest trump from XIX down
that the declarer does not hold (2 players: the highest from XIX down in either
dummy) — so a declarer can neither call a card he holds nor pick a stronger
partner, and the one legal call is returned.

The staged looks of a Dreier, Zweier or Einer stay the fixed policy's (take the
first packet, loss multiplier 1).  Seed 001 says only that a later packet multiplies
a loss and that refused cards go to the opponents.  The rule tried
(:func:`talon_choice`: a packet valued like the bidding count plus a quarter per
plain card point below the King; take it unless an unseen packet of its size is
worth more than :data:`MARGIN` more on average; the last one unless an earlier one
was better by more than that; going back, the best earlier one) lost:
``benchmarks/sim_n19_talon.py --deals 50`` (seeds 1–50, the tester made to bid each
contract, the three forms with an auction) paired 26 deals, −24 per paired deal
pooled, the 3-player Zweier −192 [−295, −89] on 3; an Einer never differed.

In the dummy forms the dummy is laid open (seed 001: "ダミーは表向きにされます"),
so :func:`seen` tells the card player every seat sees the dummies' hands, the trumps
discarded face up and the refused talon packets.  :func:`exact_for` gives the card
player the objective of a sampled deal: the partner it guesses from that deal, and
for the declarer's discards those laid face up plus cards the deal leaves out of
every hand — never the true ones, which only the discarding seat knows.

In the four-player form the playouts behind each card (:func:`playout_style`) play
the simple trick heuristic with no random cards and lead the cheapest suit card:
with random cards and random leads the values were so noisy that the defenders lost
to the fixed policy in the play of the same Rufer (issue 19, 200 duplicate deals at
beginner with guided playouts: −0.69 per defending seat).  With these playouts, over
1000 duplicate deals (``bench_bots.py``, same level): +0.69 per seat in the same
contract (−0.10 before), +0.85 [+0.62, +1.07] per deal (+0.07 [−0.22, +0.36] before).
The dummy forms keep the levels' playouts (they already beat the fixed policy).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from tarock_tutor.bots.evaluate import first_of, mover, pick_hidden, trump_strength
from tarock_tutor.bots.player import PlayoutStyle
from tarock_tutor.bots.sampling import Seen
from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Discard, GameState, Take
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.solver import ExactPlay

from .parts.contracts import PACK
from .parts.hand_eval import best_discard, packet_value
from .phase_names import Phases

__all__ = ["LADDER", "MARGIN", "choose", "exact_for", "playout_style", "seen", "side_for",
           "strength", "talon_choice"]

LADDER = ((16, "solo"), (15, "einer"), (14, "zweier"), (13, "dreier"), (6, "rufer"))


MARGIN = 1.0
"""How much worse than the comparison a packet may be and still be taken."""

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
    if state.phase is Phases.EXCHANGE:
        discards = [a for a in legal if isinstance(a, Discard)]
        best = best_discard(hand, [a.cards for a in discards])
        return next(a for a in discards if a.cards == best)
    if state.phase is Phases.CALL:
        return legal[0]   # the rule names the one card (spec §1.8)
    return None   # the staged looks: the fixed policy's (module doc)


def talon_choice(state: GameState, hand: Sequence[Card], legal: list[Action]) -> Action | None:
    """The staged looks tried and not adopted (module doc): accept a packet unless it
    is worth clearly less than an unseen packet of its size on average; the last
    packet unless an earlier one was clearly better; going back, the best earlier
    packet.  Only ``benchmarks/sim_n19_talon.py`` calls it."""
    st: Any = state
    staged = st.staged
    packets = [[st.talon[i] for i in p] for p in staged.packets]
    takes = {a.what: a for a in legal if isinstance(a, Take)}
    if staged.must_return:
        k = max(range(1, len(packets)), key=lambda k: (packet_value(packets[k - 1]), -k))
        return takes.get(f"back{k}")
    now = packets[staged.looking]
    seen = {c for p in packets[:staged.looking + 1] for c in p}
    if staged.looking == len(packets) - 1:
        earlier = max(packet_value(p) for p in packets[:-1])
        wanted = "accept" if packet_value(now) >= earlier - MARGIN else "reject"
        return takes.get(wanted)
    unseen = [c for c in PACK.cards if c not in hand and c not in seen]
    mean = sum(packet_value([c]) for c in unseen) / max(1, len(unseen))
    wanted = "accept" if packet_value(now) >= mean * len(now) - MARGIN else "reject"
    return takes.get(wanted)


def seen(state: GameState, seat: int) -> Seen:
    """The open dummies' hands, the trumps discarded face up and the talon packets
    refused face up (spec §1.7: they go to the opponents), which every seat sees."""
    st: Any = state
    tp = getattr(state, "trickplay", None)
    refused = tuple(c for c in st.exposed_talon if c in st.untaken_talon())
    return Seen(open_hands=tuple(getattr(tp, "controllers", {}) or ()),
                out_of_play=tuple(st.face_up_discards) + refused)


def exact_for(state: GameState, seat: int, hands: dict[int, list[Card]],
              rest: list[Card], rng: Rng) -> ExactPlay | None:
    """The objective on a sampled deal (``rest``: the cards it leaves in no hand)."""
    st: Any = state
    guess: Any = copy.copy(state)
    side = side_for(state, seat, hands)
    if side is not None:
        guess.partner = next((s for s in side if s != st.declarer), None)
    known = set(seen(state, seat).out_of_play)
    pool = [c for c in rest if c not in known]
    discards: dict[int, tuple[Card, ...]] = {}
    for s, cards in st.discards.items():
        if s not in guess.declarer_side:
            continue
        if st.trickplay.acting(s) == seat:
            discards[s] = tuple(cards)   # his own
            continue
        face = [c for c in cards if c.suit is Suit.TRUMP]
        discards[s] = tuple(pick_hidden(face, pool, len(cards), rng))
        pool = [c for c in pool if c not in discards[s]]
    guess.discards = discards
    ep: ExactPlay = game_of(state.variant).exact_play(guess)  # type: ignore[misc]
    return ep


def side_for(state: GameState, seat: int,
             hands: dict[int, list[Card]]) -> frozenset[int] | None:
    """The declarer's side as ``seat`` must guess it on a sampled deal: in a Rufer
    whose partner ``seat`` does not know yet (seed 001: the holder of the called
    trump is the partner, unknown until he shows himself), the seat holding the
    called card in the sample (none: the declarer plays alone).  ``None``: the
    side is known, the card player uses the true one."""
    st: Any = state
    if st.contract != "rufer" or st.partner is None or st.partner_revealed \
            or seat == st.partner or st.called_card is None:
        return None
    holder = next((s for s, h in hands.items() if st.called_card in h), None)
    return frozenset({st.declarer} if holder is None else {st.declarer, holder})


def playout_style(state: GameState) -> PlayoutStyle | None:
    """The four-player form's playouts (module doc); ``None``: the level's own."""
    if state.variant.key != "neunzehnerrufen":
        return None
    return PlayoutStyle(noise=0, lead_low=True)
