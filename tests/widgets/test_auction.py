"""The generic auction piece (tarock_tutor.widgets.auction) driven with two games' data:
the bids open at each call, the refusals, the table and the trainer's tries.

Expected bids come from the rules: Cego 3 players (spec cego-dreierles.md §2.6: after
three passes in the first stage the forehand must open Cego, the next seat may go one
step up or pass) and Neunzehnerrufen (規則集 §1.6: the opener must bid, a bid must be
higher than the standing one).
"""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.protocol import Bid
from tarock_tutor.widgets.auction import (
    bid_tries,
    open_bids,
    play_auction,
    steps_table_html,
    try_bid,
)


def test_steps_record_open_bids_and_notes() -> None:
    g = games.new_deal("cego3", seed=1)
    steps = play_auction(g, ["pass", "pass", "pass", "cego", "eine"],
                         before=lambda s: f"before {len(s.history)}",
                         after=lambda s: f"after {len(s.history)}")
    assert [s.seat for s in steps] == [1, 2, 0, 1, 2]        # forehand (dealer's right) first
    assert steps[3].legal == ("cego",) and steps[4].legal == ("eine", "pass")
    assert (steps[4].before, steps[4].after) == ("before 4", "after 5")
    assert all(s.verdict.allowed for s in steps)
    assert open_bids(g) == ("hold", "pass")


def test_illegal_bid_raises_with_its_verdict() -> None:
    g = games.new_deal("neunzehnerrufen", seed=1)
    with pytest.raises(IllegalAction) as info:
        play_auction(g, ["rufer", "rufer"])
    assert info.value.verdict.code == "N19_BID_NOT_HIGHER"
    assert len(g.history) == 1                                 # the legal first bid stays


def test_no_bid_after_the_auction() -> None:
    g = games.new_deal("cego3", seed=1)
    play_auction(g, ["solo", "pass", "pass"])
    with pytest.raises(TarockError, match="after the auction ended"):
        play_auction(g, ["pass"])
    with pytest.raises(TarockError, match="after the auction ended"):
        try_bid(g, "pass")


def test_try_bid_does_not_change_the_state() -> None:
    g = games.new_deal("neunzehnerrufen", seed=1)
    v = try_bid(g, "pass")
    assert not v.allowed and v.code == "N19_OPENING_MUST_BID" and g.history == []


def test_table_columns_follow_the_notes_asked_for() -> None:
    g = games.new_deal("cego3", seed=1)
    steps = play_auction(g, ["pass"], before=lambda s: "S1")
    plain = steps_table_html(steps, seat_name=lambda s: f"seat{s}", word=str.upper)
    assert "<th" in plain and plain.count("<th") == 4 and "<b>PASS</b>" in plain
    full = steps_table_html(steps, seat_name=lambda s: f"seat{s}", word=str.upper,
                            before_head="ステージ", after_head="最高", verdicts=True)
    assert full.count("<th") == 7 and "S1" in full and steps[0].verdict.text in full


def test_bid_tries_offer_every_bid_to_the_seat_to_move() -> None:
    g = games.new_deal("cego3", seed=1)
    assert bid_tries(["solo", "cego"])(g) == [Bid(1, "solo"), Bid(1, "cego")]
