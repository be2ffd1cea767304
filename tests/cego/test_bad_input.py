"""Bad input never gives a deep traceback or a silently wrong result: every refusal
names its reason code (spec §0.3 protocol; style.md §4)."""

from __future__ import annotations

import pytest

from tarock_tutor.core.errors import IllegalAction, InvalidNotation, TarockError, VariantError
from tarock_tutor.core.notation import parse_card
from tarock_tutor.core.protocol import Announce, Bid, Discard, Keep, Play
from tarock_tutor.games import cego

A3, B3, C3 = 1, 2, 0


def refused(g: cego.CegoState, action: object) -> str:
    with pytest.raises(IllegalAction) as info:
        g.apply(action)  # type: ignore[arg-type]
    assert not info.value.verdict.allowed
    assert str(action) in str(info.value)
    return info.value.verdict.code


def test_wrong_seat_is_refused() -> None:
    """protocol: only the player to move may act."""
    g = cego.new_game(players=3, seed=1)
    assert refused(g, cego.bid(B3, "solo")) == "NOT_YOUR_TURN"
    assert g.history == []


def test_unknown_and_impossible_bids() -> None:
    """§2.6: unknown bids, jumps and senior raises are refused with their codes."""
    g = cego.new_game(players=3, seed=2)
    assert refused(g, cego.bid(A3, "grand")) == "UNKNOWN_BID"
    for seat in (A3, B3, C3):
        g.apply(cego.bid(seat, "pass"))
    g.apply(cego.bid(A3, "cego"))
    assert refused(g, cego.bid(B3, "pfeife")) == "BID_ONE_STEP_ONLY"
    assert refused(g, cego.bid(B3, "piccolo")) == "NEGATIVE_NOT_AVAILABLE"
    assert refused(g, cego.bid(B3, "raeuber")) == "RAEUBER_NOT_AVAILABLE"


def test_wrong_phase_actions() -> None:
    """A card play during the auction, or a bid during play, is refused (WRONG_PHASE)."""
    g = cego.new_game(players=3, seed=3)
    assert refused(g, Play(A3, g.dealt_hands[A3][0])) == "WRONG_PHASE"
    assert refused(g, Keep(A3, g.dealt_hands[A3][:2])) == "WRONG_PHASE"
    g.apply(cego.bid(A3, "solo"))
    g.apply(cego.bid(B3, "pass"))
    g.apply(cego.bid(C3, "pass"))
    assert refused(g, Bid(A3, "pass")) == "WRONG_PHASE"
    assert refused(g, cego.keep(A3, g.dealt_hands[A3][0])) == "NO_EXCHANGE"


def test_card_not_in_hand_and_follow_rule() -> None:
    """§1.4: a card not held is NOT_IN_HAND; a wrong suit gets the follow code."""
    g = cego.new_game(players=3, seed=4)
    g.apply(cego.bid(A3, "solo"))
    g.apply(cego.bid(B3, "pass"))
    g.apply(cego.bid(C3, "pass"))
    foreign = g.dealt_hands[B3][0]
    assert refused(g, Play(A3, foreign)) == "NOT_IN_HAND"
    for seed in range(50):
        g = cego.new_game(players=3, seed=seed)
        g.apply(cego.bid(A3, "solo"))
        g.apply(cego.bid(B3, "pass"))
        g.apply(cego.bid(C3, "pass"))
        g.apply(g.legal_actions()[0])
        legal = {a.card for a in g.legal_actions()}  # type: ignore[attr-defined]
        wrong = [c for c in g.hand(B3) if c not in legal]
        if wrong:
            code = refused(g, Play(B3, wrong[0]))
            assert code in ("MUST_FOLLOW_SUIT", "MUST_TRUMP", "MUST_PLAY_TRUMP")
            return
    pytest.fail("no follow refusal found")


def test_game_over_refuses_everything() -> None:
    g = cego.random_playout(cego.new_game(players=3, seed=5), seed=5)
    assert refused(g, cego.bid(0, "pass")) == "GAME_OVER"
    assert g.legal_actions() == []


def test_keep_and_discard_errors_raise_illegal_action() -> None:
    """§2.4: wrong keep count, foreign card, wrong discard count."""
    g = cego.new_game(players=3, seed=6)
    for seat in (A3, B3, C3):
        g.apply(cego.bid(seat, "pass"))
    g.apply(cego.bid(A3, "cego"))
    g.apply(cego.bid(B3, "pass"))
    g.apply(cego.bid(C3, "pass"))
    h = g.dealt_hands[A3]
    assert refused(g, Keep(A3, h[:3])) == "WRONG_KEEP_COUNT"
    assert refused(g, Keep(A3, (h[0], g.dealt_hands[B3][0]))) == "NOT_IN_HAND"
    assert refused(g, Keep(B3, h[:2])) == "NOT_YOUR_TURN"
    g.apply(Keep(A3, h[:2]))
    assert refused(g, Discard(A3, g.hand(A3)[:2])) == "WRONG_DISCARD_COUNT"
    assert refused(g, Discard(A3, (g.dealt_hands[B3][0],))) == "NOT_IN_HAND"


def test_bad_options_players_and_cards() -> None:
    """Unknown options, option values, player counts and card notation are refused."""
    with pytest.raises(VariantError, match="face_card"):
        cego.new_game(players=3, face_card_as_pips=True)
    with pytest.raises(VariantError, match="raeuber_ties"):
        cego.new_game(players=4, raeuber_ties="coin")
    with pytest.raises(VariantError, match="3 or 4"):
        cego.new_game(players=5)
    with pytest.raises(TarockError, match="dealer"):
        cego.new_game(players=3, dealer=3)
    with pytest.raises(InvalidNotation):
        cego.play(1, "X9")
    with pytest.raises(TarockError, match="not in the"):
        cego.new_game(players=3, hands={1: "S7"})          # removed in the 51-card pack
    with pytest.raises(TarockError, match="placed twice"):
        cego.new_game(players=3, hands={1: "SK", 2: "SK"})
    with pytest.raises(TarockError, match="can hold 13"):
        cego.new_game(players=3, hands={1: "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14"})


def test_score_calculator_errors() -> None:
    with pytest.raises(TarockError, match="exactly one"):
        cego.score_contract(players=3, contract="cego", declarer=1)
    with pytest.raises(TarockError, match="between 0 and 70"):
        cego.score_contract(players=3, contract="cego", declarer=1, declarer_points=71)
    with pytest.raises(TarockError, match="after a Solo"):
        cego.score_contract(players=3, contract="solo", declarer=1, declarer_points=40)
    with pytest.raises(TarockError, match="seat"):
        cego.score_contract(players=3, contract="cego", declarer=3, declarer_points=40)
    with pytest.raises(TarockError, match="4-player"):
        cego.score_negative(players=3, contract="piccolo", declarer=1, tricks_won=1)
    with pytest.raises(TarockError, match="twice"):
        cego.card_points([parse_card("SK"), parse_card("SK")], 3)
    with pytest.raises(TarockError, match="not finished"):
        cego.new_game(players=3).result_score()


def test_record_round_trip_and_illegal_line() -> None:
    """Records: a seeded deal is written with its dealer and replays to the same sheet;
    an illegal action is reported with its line number and the rule's verdict."""
    from tarock_tutor.core.errors import InvalidRecord
    from tarock_tutor.games.cego import record

    g = cego.random_playout(cego.new_game(players=3, seed=77, dealer=1,
                                          face_card_as_pip=True), seed=7)
    text = record.dumps(g)
    assert '[Option "face_card_as_pip" "true"]' in text
    h = record.loads(text)
    assert h.describe() == g.describe() and h.result_score().net == g.result_score().net
    # 席2 deals, so 席3 (the dealer's right) opens; 席1 may not
    bad = '[Game "cego3"]\n[Seed "77"]\n[Dealer "2"]\n1 bid solo\n'
    with pytest.raises(InvalidRecord, match="It is seat 3's turn, not seat 1's") as info:
        record.loads(bad)
    assert info.value.line == 4
    # issue 7: a deal whose hands were given by hand is written with its hands and
    # replays to the same deal
    arranged = cego.new_game(players=3, hands={1: "T1"})
    again = record.loads(record.dumps(arranged))
    assert again.dealt_hands == arranged.dealt_hands and again.talon == arranged.talon


def test_exchange_order_and_contracts_without_exchange() -> None:
    """§2.5: keep first, then the one discard; Solo has no exchange (NO_EXCHANGE)."""
    g = cego.new_game(players=3, seed=6)
    for seat, what in ((A3, "pass"), (B3, "pass"), (C3, "pass"), (A3, "cego"),
                       (B3, "pass"), (C3, "pass")):
        g.apply(cego.bid(seat, what))
    h = g.dealt_hands[A3]
    assert refused(g, Discard(A3, h[:1])) == "KEEP_FIRST"
    g.apply(Keep(A3, h[:2]))
    assert refused(g, Keep(A3, h[:2])) == "KEEP_DONE"
    s = cego.new_game(players=3, seed=6)
    for seat, what in ((A3, "solo"), (B3, "pass"), (C3, "pass")):
        s.apply(cego.bid(seat, what))
    assert refused(s, Keep(A3, s.dealt_hands[A3][:2])) == "NO_EXCHANGE"
    assert refused(s, Announce(A3, "kontra")) == "UNKNOWN_ACTION"
