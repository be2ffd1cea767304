"""Zwanzigerrufen (seed 002, Akagiri 1995; spec neunzehner-zwanziger-sicilian.md §2):
the Austrian calling game of 40 cards, in the simple 1995 form with the optional
Farberl.

Through the shared protocol (``games.new_deal("zwanzigerrufen", seed=…)``):
``Bid(seat, "rufer" | "farberl" | "solo" | "pass")`` in the first lap,
``Call(seat, card)`` after a Rufer, ``Announce(seat, what)`` with ``pagat``,
``valat``, a doubling call such as ``kontra:game``, ``re:pagat``, ``sub:valat``,
or ``done`` to end one's turn; then ``Play(seat, card)``.

>>> from tarock_tutor import games
>>> g = games.new_deal("zwanzigerrufen", seed=2)
>>> g.phase.value, g.to_move, [str(a) for a in g.legal_actions()]
('auction', 0, ['0 bid rufer', '0 bid solo'])
>>> g.explain(Bid(0, "pass")).code
'ZW_ELDEST_MUST_BID'
>>> g.apply(Bid(0, "rufer"))
>>> [str(a) for a in g.legal_actions()]
['0 call T19']
>>> done = games.playout(g, seed=1)
>>> done.is_terminal, sum(done.score_sheet().totals()), sum(done.card_points())
(True, 0, 88)
"""

from __future__ import annotations

from tarock_tutor.core.protocol import Announce, Bid, Call, Play
from tarock_tutor.core.registry import GAMES, GameSpec, register_game

from . import messages as messages
from .exact import exact_play
from .facts import FACT_TAGS, score_facts
from .labels import LABELS
from .parts.calls import OpenItem, open_items
from .parts.reader import ReaderError, error_ja, follow_position
from .parts.rules import CONTRACTS, GAME, PACK, REF_PLAY, called_trump
from .parts.speech import Speech
from .policy import fixed_policy
from .scoring import ScoreInputError, score_deal
from .state import ZwanzigerState, seeded_deal
from .trick_rules import FOLLOW, deal_rules
from .variants import OPTIONS, VARIANT

__all__ = ["CONTRACTS", "GAME", "LABELS", "OPTIONS", "PACK", "SPEC", "VARIANT", "Announce",
           "Bid", "Call", "OpenItem", "Play", "ReaderError", "ScoreInputError", "Speech",
           "ZwanzigerState", "called_trump", "error_ja", "fixed_policy", "follow_position",
           "messages", "open_items", "score_deal", "score_facts", "seeded_deal"]

# A second import of this file (pytest's doctest collection with importlib) finds the
# game already registered and keeps that registration.
SPEC = GAMES.get(GAME) or register_game(GameSpec(
    GAME, "Zwanzigerrufen", "ツヴァンツィガールーフェン", (VARIANT,), ZwanzigerState,
    default_dealer=3, policy=fixed_policy, labels=LABELS, score_facts=score_facts,
    fact_tags=FACT_TAGS, follow_ref=REF_PLAY, exact_play=exact_play,
    # The shared follow rule in seed 002's words; seed 002 counts plainly: card values
    # added, no batches, the Glatzen 0, the whole pack 88 (core.counting.count_plain).
    counting="plain", follow_rule=FOLLOW,
    trick_rules=deal_rules))
