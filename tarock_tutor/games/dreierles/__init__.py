"""Dreierles (ドライアーレス) for three, or four at the table with the dealer sitting
out — Cego's ancestor from Baden (seed 003, Akagiri 2019, after McLeod and Martin
on pagat.com; spec cego-dreierles.md §1 and §3).

>>> from tarock_tutor import games
>>> deal = games.new_deal("dreierles3", seed=5)
>>> [str(a) for a in deal.legal_actions()]
['1 bid dreier', '1 bid zweier', '1 bid einer', '1 bid solo', '1 bid pass']
>>> done = games.playout(deal, seed=2)
>>> done.is_terminal, sum(done.score_sheet().totals())
(True, 0)
>>> games.load_record(games.dump_record(done)).history == done.history
True
"""

from __future__ import annotations

from tarock_tutor.core.registry import GameSpec, register_game

from .exact import exact_play
from .facts import FACT_TAGS, score_facts
from .labels import LABELS
from .parts.base import active_seats, deal_for
from .parts.rules import KEY, LADDER, REF_PLAY
from .parts.session import DreierlesSession
from .policy import fixed_policy
from .state import DreierlesState
from .trick_rules import FOLLOW, deal_rules
from .variants import DREIERLES3, DREIERLES4, VARIANTS

__all__ = [
           "DREIERLES3",
           "DREIERLES4",
           "KEY",
           "LABELS",
           "LADDER",
           "SPEC",
           "VARIANTS",
           "DreierlesSession",
           "DreierlesState",
           "active_seats",
           "deal_for",
           "fixed_policy",
           "score_facts",
]


SPEC = register_game(GameSpec(KEY, "Dreierles", "ドライアーレス", VARIANTS, DreierlesState,
                             default_dealer=0, policy=fixed_policy, labels=LABELS,
                             score_facts=score_facts, fact_tags=FACT_TAGS,
                             follow_ref=REF_PLAY, exact_play=exact_play,
    # The Baden count as seed 003 phrases it (the same as the Austrian count: it
    # settles the leftover with valued cards, decision
    # count.leftover_with_valued_cards, spec §1.3).
    counting="baden", follow_rule=FOLLOW,
    trick_rules=deal_rules))
