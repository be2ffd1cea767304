"""Cego for three and four players, after Dummett as told by seed 000
(Akagiri 1997), with the restorations and decisions of spec cego-dreierles.md §2.

The public API, in the order a notebook meets it:

* ``new_game(players=3, seed=0, dealer=0, *, hands=None, talon=None, **options)
  -> CegoState`` deals (spec §2.3: talon first, then one packet each from the
  dealer's right) or takes a typed-in deal (``hands=[…]`` for every seat and the
  ``talon``; or some cards placed by hand, ``hands={seat: "T21 Sk …"}``, the rest
  filled from the seed, see ``arrange_deal``).  Options are the rule options of
  :mod:`.variants` (``face_card_as_pip``, ``raeuber_ties`` …).
* :class:`CegoState` — ``phase``, ``to_move``, ``legal_actions()``,
  ``legal_plays()``, ``explain(action) -> Verdict``, ``apply(action)`` (raises
  ``IllegalAction``), ``history``, ``copy()``, ``undo()``,
  ``CegoState.replay(setup, history)``; views
  ``hands``/``hand(seat)``, ``dealt_hands``, ``talon``, ``dealer``,
  ``declarer``, ``contract``, ``after_solo``, ``auction`` (``.log``,
  ``.stage_ja``), ``kept``, ``shown`` (face-up kept cards), ``legage``,
  ``verification_discard``, ``current_trick``, ``tricks`` (core ``Trick``),
  ``captured``, ``tricks_won``, ``solo_hands``, ``pfeife_broken``,
  ``exposed``; ``card_points()``, ``result_score() -> DealScore``,
  ``score_sheet() -> ScoreSheet``.
* ``bid(seat, what)``, ``keep(seat, *cards)``, ``discard(seat, card)``,
  ``play(seat, card)``, ``expose(seat)`` build actions from short text.
* ``solo_hand_check(hand, players) -> SoloHandCheck`` (``is_solo_hand``,
  ``trumps``, ``high_trumps``, ``reason_ja``, ``reason_en``).
* Score without playing: ``score_contract(players=, contract=, declarer=,
  declarer_points= | declarer_cards=, took_trick=True, after_solo=False,
  pfeife_broken=False)``, ``score_exposure(...)``, ``score_negative(...)``,
  ``score_raeuber(points=, caller=, ties=)``; ``units(points)``,
  ``card_points(cards, players)``, ``multiplier(contract, after_solo=, won=)``.
  Each returns a :class:`DealScore` (``entries``: the traditional columns,
  ``net``, ``sheet``: cited zero-sum line items).
* :class:`CegoSession` collects deals (``dealer`` rotates); ``columns()``,
  ``sheet()``, ``settlement()`` (every pair settles the difference of their
  columns), ``net()``.
* ``random_playout(state, seed) -> CegoState`` finishes a copy of a deal with
  random legal actions (the state given is left as it was).
* ``record.dumps(state)`` / ``record.loads(text)``: a deal (seeded or typed in)
  as a record, replayed through the rules.
* ``policy.choose(state)``: the engine's fixed player (``SPEC.policy``).

The rules live one module per phase — :mod:`.phases.auction` (with the machine
in :mod:`.parts.bidding`), :mod:`.phases.exchange` (rules in :mod:`.parts.keeps`),
:mod:`.phases.play` — over the derived state of :mod:`.parts.base`; terms in
:mod:`.labels`, reason codes in :mod:`.messages` (the shape every game shares:
``tarock_tutor/games/README.md``).

Malformed input (a seat that is not a number, a card that is not a card, a
hand or pile of an impossible size, an unknown contract or option value)
raises a :class:`~tarock_tutor.core.errors.TarockError` that names the input;
a well-formed but illegal action raises ``IllegalAction`` with its verdict.

>>> from tarock_tutor.games import cego
>>> g = cego.new_game(players=3, seed=1, dealer=0)
>>> g.phase.value, g.to_move, [a.bid for a in g.legal_actions()]
('auction', 1, ['solo', 'pass'])
>>> for a in ("1 pass", "2 pass", "0 pass"):
...     g.apply(cego.bid(*a.split()))
>>> [a.bid for a in g.legal_actions()]     # seat 1 must open Cego
['cego']
>>> v = g.explain(cego.bid(1, "pass"))
>>> v.allowed, v.code
(False, 'MUST_OPEN_CEGO')
>>> done = cego.random_playout(g, seed=5)     # a finished copy; g stays as it was
>>> done.phase.value, g.phase.value
('finished', 'auction')
>>> sum(done.score_sheet().totals())
0
>>> cego.score_contract(players=3, contract="cego", declarer=1, declarer_points=36).net
(-1, 2, -1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Announce, Bid, Discard, Keep, Play
from tarock_tutor.core.registry import GameSpec, register_game
from tarock_tutor.core.setup import Setup

from . import messages as messages
from . import policy as policy
from .exact import exact_play
from .facts import FACT_TAGS, score_facts
from .labels import LABELS
from .parts import record as record
from .parts.actions import EXPOSE
from .parts.contracts import (
    ALL_CONTRACTS,
    CONTRACTS,
    LADDER,
    as_card,
    as_seat,
    feasible,
    multiplier,
    ref,
    successor,
)
from .parts.dealing import arrange_deal
from .parts.points import SoloHandCheck, card_points, solo_hand_check, units
from .parts.session import CegoSession
from .phases.auction import BIDS, HOLD, PASS, Auction, AuctionResult
from .phases.exchange import check_discard, check_keep, forced_discard, legal_keeps
from .scoring import DealScore, score_contract, score_exposure, score_negative, score_raeuber
from .state import CegoState
from .trick_rules import FOLLOW, deal_rules
from .variants import CEGO3, CEGO4, OPTIONS, variant_for

__all__ = [
    "ALL_CONTRACTS",
    "BIDS",
    "CEGO3",
    "CEGO4",
    "CONTRACTS",
    "EXPOSE",
    "HOLD",
    "LABELS",
    "LADDER",
    "OPTIONS",
    "PASS",
    "Auction",
    "AuctionResult",
    "CegoSession",
    "CegoState",
    "DealScore",
    "SoloHandCheck",
    "arrange_deal",
    "bid",
    "card_points",
    "check_discard",
    "check_keep",
    "discard",
    "expose",
    "feasible",
    "forced_discard",
    "legal_keeps",
    "multiplier",
    "new_game",
    "play",
    "random_playout",
    "score_contract",
    "score_exposure",
    "score_negative",
    "score_raeuber",
    "solo_hand_check",
    "successor",
    "units",
]


def new_game(players: int = 3, seed: int = 0, dealer: int = 0, *,
             hands: Mapping[int, Sequence[Card] | str] | Sequence[Sequence[Card] | str]
             | None = None,
             talon: Sequence[Card] | str | None = None, **options: Any) -> CegoState:
    """A new deal of Cego: the seeded deal of spec §2.3, or a typed-in one.

    The book's short name for :func:`tarock_tutor.games.new_deal`, the one way generic
    code starts a deal: ``new_game(players=n, seed=s, dealer=d)`` is
    ``new_deal(f"cego{n}", seed=s, dealer=d)``.  It adds one thing for worked examples:
    some hands given and the rest filled from the shuffle.

    ``hands`` (every hand, or a mapping seat → some cards) and ``talon`` fix
    cards for worked examples; cards not given are filled from a shuffle with
    ``seed``, and the whole deal becomes a typed-in deal (its record carries
    every hand).  An impossible deal is refused with a ``TarockError``.

    >>> g = new_game(players=4, seed=3, dealer=2)
    >>> [len(h) for h in g.hands], len(g.talon), g.to_move
    ([11, 11, 11, 11], 10, 3)
    >>> g = new_game(players=3, hands={1: "Sk T21 T20 T19"})
    >>> g.dealt_hands[1][:4], g.seed, g.arranged
    ((Card('Sk'), Card('T21'), Card('T20'), Card('T19')), None, True)
    """
    variant = variant_for(players)
    opts = variant.options(**options)
    if hands is None and talon is None:
        return CegoState(Setup.seeded(variant, seed, dealer=dealer, options=opts))
    given = arrange_deal(players, hands or {}, talon, seed=seed)
    return CegoState(Setup.arranged_deal(variant, given.hands, given.talon, dealer=dealer,
                                         options=opts))


def bid(seat: int | str, what: str) -> Bid:
    """A bid: ``solo``, ``pass``, ``hold``, a ladder contract, ``piccolo``, ``bettel``,
    ``raeuber`` (or ``cego`` to stay in Cego at the Räuber choice)."""
    if not isinstance(what, str):
        raise TarockError(f"a bid is text such as 'pass', 'cego' or 'hold', not {what!r}; "
                          f"the bids are {', '.join(BIDS)} (spec §2.6–2.7)",
                          code="ACTION_FIELD",
                          params={"field": "ビッド",
                                  "expect": "「pass」「cego」「hold」のようなビッドの名前(文字)",
                                  "value": repr(what)[:30]})
    return Bid(as_seat(seat), what)


def keep(seat: int, *cards: Card | str) -> Keep:
    """Cards kept from the hand, e.g. ``keep(1, "S8", "S9")``."""
    return Keep(as_seat(seat), tuple(as_card(c, "kept card") for c in cards))


def discard(seat: int, c: Card | str) -> Discard:
    return Discard(as_seat(seat), (as_card(c, "discarded card"),))


def play(seat: int, c: Card | str) -> Play:
    return Play(as_seat(seat), as_card(c, "played card"))


def expose(seat: int) -> Announce:
    """The declarer's exposure instead of the first lead (spec §2.8)."""
    return Announce(as_seat(seat), EXPOSE)


def random_playout(state: CegoState, seed: int = 0) -> CegoState:
    """A finished copy of ``state``, played on with random legal actions (``state`` is left
    as it was, as :func:`tarock_tutor.games.playout` leaves it)."""
    if not isinstance(state, CegoState):
        raise TarockError(f"random_playout needs a CegoState (from new_game), not {state!r}",
                          code="NOT_A_STATE", params={"value": repr(state)[:30]})
    out = state.copy()
    rng = Rng(seed)
    while not out.is_terminal:
        acts = out.legal_actions()
        out.apply(acts[rng.below(len(acts))])
    return out


SPEC = register_game(GameSpec("cego", "Cego", "ツェゴ", (CEGO3, CEGO4), CegoState,
                              default_dealer=0, policy=policy.policy, labels=LABELS,
                              score_facts=score_facts, fact_tags=FACT_TAGS,
                              follow_ref=ref("§1.4"), exact_play=exact_play,
    # The shared follow rule in seed 000's words; the Baden count as seed 000
    # phrases it (blanks 0, each group of three adjusted; core.counting.count_baden).
    counting="baden", follow_rule=FOLLOW,
    trick_rules=deal_rules))
