"""Seat names a person reads (issue 20, item 1): 席k is engine seat k−1 in every game,
whoever deals; the dealer and the forehand are roles beside the number (book style
sheet §4).  Each case below was wrong before: the numbers were counted from the
dealer's right, so they moved with the deal."""

from __future__ import annotations

from tarock_tutor import games
from tarock_tutor.core.labels import seat_ja, seat_number, seat_role_ja
from tarock_tutor.core.protocol import Bid
from tarock_tutor.games.sicilian.parts.session import SicilianSession
from tarock_tutor.games.sicilian.scoring import score_partnership


def test_seat_numbers_do_not_depend_on_the_dealer() -> None:
    for seats in (3, 4):
        for dealer in range(seats):
            assert [seat_number(s, dealer, seats) for s in range(seats)] == \
                list(range(1, seats + 1))
            assert [seat_ja(s, dealer, seats) for s in range(seats)] == \
                [f"席{k}" for k in range(1, seats + 1)]


def test_roles_move_with_the_dealer_and_names_stay_with_the_seat() -> None:
    names = ("Anna", "Bernd", "Clara", "Dieter")
    assert [seat_role_ja(s, dealer=3, seats=4, names=names) for s in range(4)] == [
        "席1 Anna(先手)", "席2 Bernd", "席3 Clara", "席4 Dieter(ディーラー)"]
    assert [seat_role_ja(s, dealer=0, seats=4, names=names) for s in range(4)] == [
        "席1 Anna(ディーラー)", "席2 Bernd(先手)", "席3 Clara", "席4 Dieter"]


def test_an_off_table_seat_is_named_as_typed_with_the_valid_seats() -> None:
    assert seat_ja(4, seats=4) == "席番号5(この卓の席は席1〜席4)"


def test_cego_totals_line_is_in_seat_order_whoever_deals() -> None:
    """Before: a Cego 3p sheet read 席3, 席1, 席2 for engine seats 0, 1, 2 (dealer 0)."""
    for dealer in range(3):
        done = games.playout(games.new_deal("cego3", seed=5, dealer=dealer), seed=1)
        assert done.score_sheet().players == ("席1", "席2", "席3")


def test_zwanziger_sheet_columns_are_fixed_whoever_deals() -> None:
    for dealer in range(4):
        done = games.playout(games.new_deal("zwanzigerrufen", seed=3, dealer=dealer), seed=2)
        assert done.score_sheet().players == ("席1", "席2", "席3", "席4")


def test_sicilian_ledger_names_a_team_by_its_fixed_seats_after_the_deal_moves() -> None:
    """Before: with the deal passed to engine seat 0, the team of engine seats 1 and 3
    (席2・席4) was printed 席1・席3."""
    item = score_partnership((1, 3), dealer=0, points=62)
    assert item.label_ja.startswith("パートナー(席2・席4): 62点")
    session = SicilianSession(dealer=3)
    session.add_items([item], played=True)
    assert session.ledger().players == ("席1", "席2", "席3", "席4")


def test_whose_turn_is_said_in_seat_numbers() -> None:
    """Cego 3p, engine seat 0 deals: 席2 (engine 1) is the forehand and speaks first."""
    deal = games.new_deal("cego3", seed=4)
    verdict = deal.explain(Bid(2, "solo"))
    assert verdict.code == "NOT_YOUR_TURN"
    assert verdict.text == "今は席2の番です(席3ではありません)。"
