"""Issue 21: a reader never sees engine text; the deal's sheet title says シード, not ``seed``,
and an action after the auction is explained in Japanese."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError, error_ja
from tarock_tutor.widgets.neunzehner import show_auction


def test_sheet_title_names_the_deal_in_japanese() -> None:
    state = games.playout(games.new_deal("neunzehnerrufen", seed=11))
    title = state.score_sheet().title
    assert title.endswith("シード 11 の配り") and "seed" not in title


def test_a_bid_after_the_auction_is_refused_in_japanese() -> None:
    bids = ["rufer", "dreier", "hold", "zweier", "pass", "pass", "solo", "hold", "pass", "pass"]
    with pytest.raises(TarockError) as err:
        show_auction("4p", 1, bids)
    assert error_ja(err.value) == "オークションはもう終わっています。「pass」は受け付けられません。"
