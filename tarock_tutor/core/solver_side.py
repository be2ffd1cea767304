"""The quick bounds of the side at a trick's start (:meth:`~.solver_search.Search.bounds`):
the low end from the side's pile and its sure cards (:mod:`~.solver_bounds`), less the
objective's slack; the high end from the largest pile it can still end with.  Kept apart
from :mod:`~.solver_search` for that module's size."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tarock_tutor.core.solver_search import Search

__all__ = ["side_bounds"]


def side_bounds(s: Search, ex: object) -> tuple[int, int]:
    """:meth:`~.solver_search.Search.bounds` at the kernel's trick start, from the
    points still in play (``ex``: the position's ``extra``): the side ends with at
    least what it holds plus the cards it surely takes (:class:`~.solver_bounds.SureCards`: the top
    trumps and the leader's cash), and at most the largest pile it can end with,
    without the other side's sure cards."""
    k = s.k
    pile, won = s.pile_won()
    in_play = 0
    for h in k.hands:
        in_play |= h
    rises = s.rises_at is None or s.rises_at(ex)
    sure, lost, won_ours, won_theirs = s.sure_cards.of(k, in_play, rises)
    drop, jump = s.obj.slack(k) if s.obj.slack is not None else (0, 0)
    # the value never falls as the pile grows: the largest pile it can end with
    hi = s.value(pile | (in_play & ~lost), won + k.tricks_left - won_theirs, ex) + jump
    lo = s.value(pile | sure, won + won_ours, ex) - drop
    if s.slack_leading is not None and s.pile_side[k.to_move]:
        keep = s.slack_leading(k)[0]   # (a line of the leader's own: no cash)
        if keep < drop:
            if s.sure_cards.cash_used:
                sure, _, won_ours, _ = s.sure_cards.of(k, in_play, rises, False)
                lo = max(lo, s.value(pile | sure, won + won_ours, ex) - keep)
            else:
                lo += drop - keep
    if s.floor is not None:
        lo = max(lo, s.floor(k, ex))
    return lo, hi
