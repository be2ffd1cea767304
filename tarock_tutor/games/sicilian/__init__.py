"""Sicilian Tarocchi for four players (seed 004, Akagiri 1993 after Dummett,
*Twelve Tarot Games*, 1980; spec neunzehner-zwanziger-sicilian.md §3).

The public API:

* ``new_game(seed=0, dealer=3, *, hands=None, talon=(), **options)`` — a deal,
  seeded or typed in.  A typed-in deal gives each player's **15 cards in deal
  order** (the first 10 are the first stage, held during the bargaining) and
  the 3 talon cards; ``games.new_deal("sicilian", hands=…, talon=…)`` is the same.
* :class:`SicilianState` — the shared protocol (``phase``, ``to_move``,
  ``legal_actions()``, ``explain()``, ``apply()``, ``score_sheet()``) and views:
  ``hands``, ``dealt``, ``talon``, ``bottom_card``, ``bargain``, ``soloist``,
  ``discard``, ``twenty``, ``partner``, ``called``, ``knocks``, ``count()``.
* Actions (records: one line each): ``bid offer_x|shuffle|wait|play|take_x``
  (bargaining), ``bid solo|pass``, ``discard C C C``, ``bid twenty|fifteen|zero``,
  ``call SK``, ``announce knock|knock_20|knock_19`` (before a lead), ``play C``.
* Scores: ``score_solo``, ``score_partnership``, ``score_bargain``;
  :class:`SicilianSession` (ledger, dealer rotation, redeals), ``next_dealer``.
* Cards: ``hand_value`` (the "20"/"15" count), ``tarot78_name`` (the 78-card
  substitute), ``policy`` (a fixed player for example deals).

>>> from tarock_tutor import games
>>> g = games.new_deal("sicilian", seed=1)
>>> g.phase.value, g.to_move, len(g.hands[0]), g.dealer
('bargain', 0, 10, 3)
>>> for bid in ("offer_6", "shuffle", "wait", "wait"):
...     g.apply(Bid(g.to_move, bid))
>>> [a.bid for a in g.legal_actions()]        # seat 2 takes at most 6 - 1 = 5
['take_1', 'take_2', 'take_3', 'take_4', 'take_5', 'play']
>>> g.apply(Bid(2, "take_4")); g.apply(Bid(3, "take_2"))
>>> g.score_sheet().totals(), next_dealer(g)
((-6, 0, 4, 2), 3)
"""

from __future__ import annotations

from tarock_tutor.core.protocol import Bid
from tarock_tutor.core.registry import GameSpec, register_game
from tarock_tutor.core.setup import Setup

from . import messages as _messages  # noqa: F401  (registers the reason codes)
from .exact import exact_play
from .facts import FACT_TAGS, score_facts
from .labels import LABELS
from .parts.counting import count_sicilian
from .parts.deal import hand_value, seeded_deal, tarot78_name
from .parts.session import SicilianSession
from .policy import policy
from .scoring import score_bargain, score_partnership, score_solo
from .state import SicilianState, next_dealer
from .trick_rules import FOLLOW, deal_rules
from .variants import GAME, OPTIONS, SICILIAN, ref

__all__ = ["OPTIONS", "SICILIAN", "Bid", "SicilianSession", "SicilianState", "count_sicilian",
           "hand_value",
           "new_game", "next_dealer", "policy", "score_bargain", "score_partnership",
           "score_solo", "seeded_deal", "tarot78_name"]


def new_game(seed: int = 0, dealer: int = 3, *, hands: object = None, talon: object = (),
             **options: object) -> SicilianState:
    """A deal: seeded, or typed in (each hand its 15 cards in deal order, the talon 3)."""
    if hands is not None:
        setup = Setup.arranged_deal(SICILIAN, hands, talon, dealer=dealer,  # type: ignore[arg-type]
                                    options=options)
    else:
        setup = Setup.seeded(SICILIAN, seed, dealer=dealer, options=options)
    return SicilianState(setup)


SPEC = register_game(GameSpec(GAME, "Sicilian Tarocchi", "シチリアのタロッキ", (SICILIAN,),
                              SicilianState, default_dealer=3, policy=policy,
                              labels=LABELS, score_facts=score_facts, fact_tags=FACT_TAGS,
                              follow_ref=ref("§3.8"), exact_play=exact_play,
    # The shared follow rule in seed 004's words, with the Fugitive's own rule.
    counting="sicilian", follow_rule=FOLLOW,
    trick_rules=deal_rules))
