"""The exchange (cego-dreierles.md §3.5): the talon in order, discards one at a time,
never a king or a trump (decision D2 when impossible), what everybody sees, and who
owns the talon after play."""

from __future__ import annotations

from tarock_tutor import games
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Discard
from tarock_tutor.games.dreierles.phase_names import Phases

KINGS_AND_TRUMPS = "SK CK HK DK Sk T21 T1 T20 T19 T18 T17 T16 T15 T14 T13 T12"


def test_top_k_talon_cards_go_to_the_declarer_in_order(arrange, act):
    for bid, k in (("dreier", 3), ("zweier", 2), ("einer", 1)):
        state = games.new_deal("dreierles3", seed=8)
        act(state, f"1 bid {bid}", "2 bid pass", "0 bid pass")
        assert state.phase is Phases.EXCHANGE and state.to_move == 1
        assert state.taken == state.talon[:k]
        assert len(state.hands[1]) == 16 + k
        assert all(c in state.hands[1] for c in state.talon[:k])


def test_exact_discard_list_excludes_kings_and_trumps(arrange, act):
    state = arrange(hands={1: "SK T5 T6 S10 S9 HQ H4 CJ", 2: "", 0: ""}, talon="DK T2 D4")
    act(state, "1 bid dreier", "2 bid pass", "0 bid pass")
    hand = state.hands[1]
    expected = sorted((c for c in hand if not c.is_trump and c.code[1] != "K"),
                      key=state.pack.sort_key)
    assert [a.cards[0] for a in state.legal_actions()] == expected
    assert parse_cards("D4")[0] in expected
    codes = {code: state.explain(Discard(1, parse_cards(code))).code
             for code in ("SK", "DK", "T5", "T2", "S10", "D4")}
    assert codes == {"SK": "NO_KING_DISCARD", "DK": "NO_KING_DISCARD",
                     "T5": "NO_TRUMP_DISCARD", "T2": "NO_TRUMP_DISCARD",
                     "S10": "DISCARD_OK", "D4": "DISCARD_OK"}
    v = state.explain(Discard(1, tuple(parse_cards("S10 S9"))))
    assert not v.allowed and v.code == "DISCARD_ONE_CARD"
    v = state.explain(Discard(1, tuple(parse_cards("C10"))))
    assert not v.allowed and v.code == "NOT_IN_HAND"


def test_d2_too_few_plain_cards_plain_trumps_face_up(arrange, act):
    """Decision D2: kings and trumps only → trumps other than the Droll, face up."""
    state = arrange(hands={1: KINGS_AND_TRUMPS}, talon="T2 T3 T4")
    act(state, "1 bid dreier", "2 bid pass", "0 bid pass")
    options = [a.cards[0].code for a in state.legal_actions()]
    assert "Sk" not in options and "T21" not in options and "T1" not in options
    assert "SK" not in options and "T2" in options and len(options) == 19 - 4 - 3
    assert state.explain(Discard(1, tuple(parse_cards("T21")))).code == "NO_DROLL_DISCARD"
    assert state.explain(Discard(1, tuple(parse_cards("SK")))).code == "NO_KING_DISCARD"
    v = state.explain(Discard(1, tuple(parse_cards("T2"))))
    assert v.allowed and v.code == "DISCARD_TRUMP_FACE_UP"
    act(state, "1 discard T2", "1 discard T3", "1 discard T4")
    assert state.face_up == parse_cards("T2 T3 T4")


def test_talon_as_each_seat_sees_it(arrange, act):
    state = games.new_deal("dreierles3", seed=8)
    act(state, "1 bid zweier", "2 bid pass", "0 bid pass")
    top = list(state.talon[:2])
    assert state.talon_view(2) == top + [None] * 4      # turned up for everybody
    assert state.talon_view(1) == top + [None] * 4
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert state.phase is Phases.ANNOUNCE
    assert state.talon_view(2) == list(state.talon)        # the defenders may look
    assert state.talon_view(0) == list(state.talon)
    assert state.talon_view(1) == top + [None] * 4        # the declarer may not


def test_solo_no_exchange_defenders_see_and_own_the_talon(arrange, act):
    state = games.new_deal("dreierles3", seed=8)
    act(state, "1 bid solo", "2 bid pass", "0 bid pass")
    assert state.phase is Phases.ANNOUNCE and state.taken == ()
    assert state.talon_view(2) == list(state.talon)
    assert state.talon_view(1) == [None] * 6
    done = games.playout(state, seed=3)
    r = done.result()
    assert all(c in r.defender_pile for c in done.talon)


def test_discards_count_for_declarer_rest_of_talon_for_defenders(arrange, act):
    """§3.5 item 4: unconditionally, unlike Cego."""
    for seed in range(6):
        state = games.new_deal("dreierles4", seed=seed, dealer=seed % 4)
        first = state.to_move
        act(state, f"{first} bid dreier")
        while state.phase is Phases.AUCTION:
            state.apply(state.legal_actions()[-1])
        done = games.playout(state, seed=seed)
        r = done.result()
        assert all(c in r.declarer_pile for c in done.discards)
        assert all(c in r.defender_pile for c in done.talon[3:])
        assert r.declarer_points + r.defender_points == 70
        assert r.declarer_points >= 1   # §3.10: a Dreier declarer always keeps his discards


def test_raeuber_talon_unseen(arrange, act):
    state = games.new_deal("dreierles3", seed=8)
    act(state, "1 bid pass", "2 bid pass", "0 bid pass")
    assert all(state.talon_view(s) == [None] * 6 for s in range(3))


def test_cards_shown_face_up(arrange, act):
    """§3.5 the turned-up talon cards, D2 face-up trumps, §3.7 an announced Pfeife."""
    hand = "T1 T21 T20 T19 T18 T17 T16 T15 T14 T13 SQ SN S10 S9 S8 S7"
    state = act(arrange(hands={1: hand}, talon="H4 H3 H2"),
                "1 bid dreier", "2 bid pass", "0 bid pass")
    assert state.shown == state.talon[:3]
    while state.phase is Phases.EXCHANGE:
        state.apply(state.legal_actions()[0])
    act(state, "1 announce pfeife")
    assert state.shown[-1].code == "T1"
