"""The state of one Sicilian deal: a thin phase machine over the handlers of
bargaining, solo bidding, exchange, partnerships and play (spec §3).

A deal ends in one of five ways (``outcome``): ``played``, ``throw_in`` (the
bargaining settled it: offers and takes are scored), ``no_taker`` (all four
offered or shuffled: nothing paid), ``no_twenty`` (a partnership game where
nobody could or would say "20").  All but ``played`` are redeals by the same
dealer (:func:`next_dealer`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from tarock_tutor.core.labels import seat_columns
from tarock_tutor.core.phases import PhaseHandler
from tarock_tutor.core.protocol import Phase
from tarock_tutor.core.scoring import LineItem, ScoreSheet

from .parts.table import SicilianTable
from .phases import HANDLERS
from .scoring import Count, count_hand, score_bargain, score_partnership, score_solo
from .variants import ref


class SicilianState(SicilianTable):
    """One deal of Sicilian Tarocchi, from the bargaining to the score sheet."""

    handlers: ClassVar[Mapping[Phase, PhaseHandler[Any]]] = HANDLERS

    def count(self) -> Count:
        """The side points of the finished hand (raises before the end of play)."""
        if self.outcome != "played" or self.phase is not Phase.FINISHED:
            raise ValueError("the hand has not been played to the end")
        return count_hand(self)

    def score_sheet(self) -> ScoreSheet:
        names = seat_columns(4, self.setup.names)
        sheet = ScoreSheet(names, title="シチリアのタロッキ")
        if self.phase is not Phase.FINISHED:
            return sheet
        if self.outcome == "throw_in":
            sheet.add(score_bargain(self.bargain.payments(),
                                    note="プレイなし: 同じディーラーが配り直し"))
        elif self.outcome == "no_taker":
            sheet.add(score_bargain((0, 0, 0, 0), note="全員が「出す」側で貰う人がいない: "
                                    "支払いなし、同じディーラーが配り直し(判断 D-C3)"))
        elif self.outcome == "no_twenty":
            sheet.add(LineItem("no_twenty", "「20」なし: プレイなし、同じディーラーが配り直し",
                               (0, 0, 0, 0), rule=ref("§3.7")))
        else:
            c = self.count()
            if self.game_kind == "partnership":
                sheet.add(score_partnership(c.side, dealer=self.dealer, points=c.points))
            else:
                sheet.add(score_solo(self.declarer_seat(), c.points, dealer=self.dealer))
        return sheet


def next_dealer(state: SicilianState) -> int:
    """Who deals next: the same dealer after a hand not played, else the dealer's right
    (the deal passes anticlockwise, seed 004, spec §3.4)."""
    if state.phase is not Phase.FINISHED:
        raise ValueError("the deal is not finished yet")
    return state.dealer if state.redeal else (state.dealer + 1) % 4
