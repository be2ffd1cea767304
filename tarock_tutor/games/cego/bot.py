"""Cego's hand evaluator for the computer player (:mod:`tarock_tutor.bots`).

What a hand is worth, from the sources:

* **Solo hand** (seed 000 Cego, 3 players: "配られた手札の中に切札が9枚以上あるか、
  切札が8枚あってその中の少なくとも2枚が18かそれ以上のカード"; 4 players: 8 trumps, or 7
  with two of 18 or higher; spec cego-dreierles.md, the Solo-hand penalty): the bot bids
  Solo with a Solo hand, since holding one and not bidding it risks the penalty.
* **Cego** (take the talon): the sources set no threshold; the bot bids it with two
  trumps fewer than a Solo hand, counting each trump of 18 or higher once more
  (a decision of this module, to be checked by simulation with ``bench_bots.py``).
* **Exchange in a Cego contract** (seed 000: "デクレアラーは手札のうち2枚を残して他の
  カードを裏向きに捨てます ... 最後にさらに1枚のカードを裏向きに捨てます"; "捨て札された
  カードはプレイの後にデクレアラーの取ったカードとみなして計算します", unless he takes no
  trick; spec §2.4 row 1, §2.5, §2.10).  The sources say what the laid-away cards count
  for, not which to choose; this module's decisions (:mod:`.parts.layaway`): keep the
  two highest trumps other than the Pfeife (fewer than two: the fixed policy's keep);
  after the talon, lay away a suit's only card unless it is the King (a void to trump
  in), else the most valuable card of a suit without its King (else the fixed policy's
  discard).  Checked by simulation against the fixed policy's keep and discard
  (which keep the strongest cards, a King ranking with the trump 14, and lay away the
  most valuable suit card, Kings first), on seeds not used to tune them:
  ``sim_decisions.py --variants cego3,cego4 --deals 1000 --first 5001 --jobs 1``
  (beginner level; the other seats play the fixed policy): cego3, the tester
  declared Cego in 312 deals and chose differently in 286, scoring +3.94 against
  +2.02 per deal, difference **+1.92 [95 % CI +1.49, +2.35]**; cego4, 236 and 213
  deals, −0.15 against −3.83, **+3.68 [+2.86, +4.49]**.  Tuning (seeds 1–400, 400
  deals per form; per paired deal, cego3 then cego4): this discard with the fixed
  keep +1.91, +1.54 (109 and 78 paired deals), with this keep too +2.25, +2.38.
  Other discards, with the fixed keep: the Pfeife first +1.52, +1.44; singletons
  only +2.27, +1.42 but on 83 and 55 deals (less in all); any singleton, Kings
  included, +1.56, +0.60.  Other keeps, with this discard: the two most valuable
  cards −0.43, −1.65; the best trump and the best King +1.14, +1.00; the trump 21
  laid away when the Stieß is not held +2.03, +2.28.

Everything else (the other contracts' keeps, whose discards are forced; the forced
opener; Räuber) is left to the game's fixed policy.

In card play, :func:`exact_for` gives the card player the objective of a sampled
deal: the declarer's set-aside cards (the talon in Solo, else the legage) are the
cards that sample leaves out of every hand, never the true ones, which only the
declarer knows (and in Solo nobody).
"""

from __future__ import annotations

import copy
from typing import Any

from tarock_tutor.bots.evaluate import first_of, high_trumps, trumps
from tarock_tutor.bots.sampling import Seen
from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Discard, GameState, Keep
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.solver import ExactPlay

from .parts.contracts import CEGO, SOLO
from .parts.layaway import cego_discard, cego_keep
from .phase_names import Phases

__all__ = ["choose", "exact_for", "is_solo_hand", "seen", "strength"]


def is_solo_hand(hand: tuple[Card, ...] | list[Card], players: int) -> bool:
    """The seed's Solo hand (see the module doc)."""
    n, high = trumps(hand), high_trumps(hand, 18)
    need = 9 if players == 3 else 8
    return n >= need or (n >= need - 1 and high >= 2)


def strength(hand: tuple[Card, ...] | list[Card]) -> int:
    """Trumps, with each trump of 18 or higher counted twice."""
    return trumps(hand) + high_trumps(hand, 18)


def choose(state: GameState, rng: Rng) -> Action | None:
    """The bid or the Cego discard for the seat to move (``None``: the fixed policy
    decides)."""
    if state.phase is Phases.EXCHANGE:
        return _exchange(state)
    if state.phase is not Phases.AUCTION or state.to_move is None:
        return None
    hand = state.hands[state.to_move]  # type: ignore[attr-defined]
    players = state.variant.seats
    legal = state.legal_actions()
    if is_solo_hand(hand, players):
        return first_of(legal, ("solo", "cego", "pass"))
    need = (9 if players == 3 else 8) - 2
    if strength(hand) >= need + 2:
        return first_of(legal, ("cego", "pass"))
    return first_of(legal, ("pass",))


def _exchange(state: GameState) -> Action | None:
    """The Cego contract's keep and free extra discard (:mod:`.parts.layaway`); the
    other contracts' keeps stay the fixed policy's (their discards are forced)."""
    st: Any = state
    legal = state.legal_actions()
    if st.contract != CEGO or not legal:
        return None
    if isinstance(legal[0], Keep):
        want = cego_keep(st.held[st.declarer])
        return None if want is None else next(
            (a for a in legal if isinstance(a, Keep) and set(a.cards) == set(want)), None)
    pick = cego_discard([a.cards[0] for a in legal if isinstance(a, Discard)], st.pack)
    return None if pick is None else Discard(legal[0].seat, (pick,))


def seen(state: GameState, seat: int) -> Seen:
    """The declarer's kept cards lie face up until the first lead (seed 000: "残した
    カードは、最初のリードを行うまで表向けにテーブルに置いておきます"): every seat knows
    they are in his hand until played.  A kept card he then discards leaves the table
    before everyone's eyes, so it is no longer known to be held."""
    held: dict[int, tuple[Card, ...]] = {}
    for a in state.history:
        if isinstance(a, Keep):
            held[a.seat] = held.get(a.seat, ()) + a.cards
        elif isinstance(a, Discard) and a.seat in held:
            held[a.seat] = tuple(c for c in held[a.seat] if c not in a.cards)
    st: Any = state
    own = tuple(st.legage) if seat == st.declarer else ()   # he set them aside himself
    return Seen(held=held, out_of_play=own)


def exact_for(state: GameState, seat: int, hands: dict[int, list[Card]],
              rest: list[Card], rng: Rng) -> ExactPlay | None:
    """The objective on a sampled deal (``rest``: the cards it leaves in no hand)."""
    st: Any = copy.copy(state)
    if st.contract == SOLO:
        st.talon = tuple(rest)
    else:
        st.legage = list(rest)
    ep: ExactPlay = game_of(state.variant).exact_play(st)  # type: ignore[misc]
    return ep
