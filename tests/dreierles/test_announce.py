"""Before play (cego-dreierles.md §3.6–3.8, §3.12.2, §3.13): Zehn Druck, the Pfeife
announcement, "fertig", who may knock, Kontra and Re up to the table's limit."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import IllegalAction
from tarock_tutor.core.protocol import Announce, Phase
from tarock_tutor.games.dreierles.phase_names import Phases


def legal(state):
    return [str(a) for a in state.legal_actions()]


def to_fertig(state):
    while state.phase is Phases.EXCHANGE:
        state.apply(state.legal_actions()[0])
    return state


def test_dr07_flow_kontra_then_re_then_play(act):
    """DR-07: A Dreier, B and C pass after the bid (neither had Dreier open): B knocks,
    A says Re; the default limit of two ends the window."""
    state = to_fertig(act(games.new_deal("dreierles3", seed=8),
                          "1 bid dreier", "2 bid pass", "0 bid pass"))
    assert state.passed_open == set()
    act(state, "1 announce fertig")
    assert state.queue == [2, 0] and legal(state) == ["2 announce kontra", "2 announce pass"]
    act(state, "2 announce kontra")
    assert legal(state) == ["1 announce re", "1 announce pass"]
    act(state, "1 announce re")
    assert state.phase is Phase.PLAY and state.doublings == 2
    v = state.explain(Announce(2, "kontra"))
    assert not v.allowed and v.code == "KONTRA_LIMIT" and v.params == {"limit": 2}
    done = games.playout(state, seed=1)
    assert done.score_sheet().items[0].multiplier == 4


def test_one_knock_per_step_and_passing_closes_the_window(act):
    """D-K2: the first defender's Kontra counts for the side; if both pass, play starts."""
    state = to_fertig(act(games.new_deal("dreierles3", seed=8),
                          "1 bid dreier", "2 bid pass", "0 bid pass"))
    act(state, "1 announce fertig", "2 announce pass", "0 announce pass")
    assert state.phase is Phase.PLAY and state.doublings == 0


def test_higher_limit_allows_kontra_re_kontra(act):
    state = to_fertig(act(games.new_deal("dreierles3", seed=8, max_doublings=3),
                          "1 bid dreier", "2 bid pass", "0 bid pass"))
    act(state, "1 announce fertig", "2 announce pass", "0 announce kontra", "1 announce re")
    assert state.phase is Phases.ANNOUNCE and state.queue == [2, 0]
    act(state, "2 announce kontra")
    assert state.phase is Phase.PLAY and state.doublings == 3


def test_no_knocking_at_limit_zero(act):
    state = to_fertig(act(games.new_deal("dreierles3", seed=8, max_doublings=0),
                          "1 bid dreier", "2 bid pass", "0 bid pass"))
    act(state, "1 announce fertig")
    assert state.phase is Phase.PLAY


def test_defender_who_passed_with_dreier_open_may_not_knock(act):
    """§3.8 rule 2: A passed before anybody bid; only C may knock."""
    state = to_fertig(act(games.new_deal("dreierles3", seed=8),
                          "1 bid pass", "2 bid dreier", "0 bid pass"))
    act(state, "2 announce fertig")
    assert state.queue == [0]
    v = state.explain(Announce(1, "kontra"))
    assert not v.allowed and v.code == "KONTRA_BARRED_PASSED_OPEN"
    with pytest.raises(IllegalAction, match="Dreier was still open"):
        state.apply(Announce(1, "kontra"))


def test_both_barred_play_starts_after_fertig(act):
    state = to_fertig(act(games.new_deal("dreierles3", seed=8),
                          "1 bid pass", "2 bid pass", "0 bid dreier"))
    act(state, "0 announce fertig")
    assert state.phase is Phase.PLAY
    assert state.explain(Announce(1, "kontra")).code == "KONTRA_BARRED_PASSED_OPEN"


def test_only_bidders_option(act):
    """D-K4 alternative: only a defender who bid may knock."""
    state = to_fertig(act(games.new_deal("dreierles3", seed=8, kontra_barred="only_bidders"),
                          "1 bid dreier", "2 bid zweier", "0 bid pass"))
    act(state, "2 announce fertig")
    assert state.queue == [1]
    assert state.explain(Announce(0, "kontra")).code == "KONTRA_BARRED_NOT_BIDDER"


def test_sitting_out_dealer_may_not_knock_unless_the_option(act):
    """D5: the dealer knocks only in Räuber by default."""
    state = to_fertig(act(games.new_deal("dreierles4", seed=8, dealer=3),
                          "0 bid dreier", "1 bid pass", "2 bid pass"))
    act(state, "0 announce fertig")
    assert state.queue == [1, 2]
    assert state.explain(Announce(3, "kontra")).code == "DEALER_CANNOT_KNOCK"
    state = to_fertig(act(games.new_deal("dreierles4", seed=8, dealer=3, dealer_kontra=True),
                          "0 bid dreier", "1 bid pass", "2 bid pass"))
    act(state, "0 announce fertig")
    assert state.queue == [1, 2, 3]


def test_dealer_pays_doubled_result():
    """D-K5: Kontra doubles the result, which the sitting-out dealer pays too."""
    from tarock_tutor.games.dreierles.scoring import score_game

    sheet = score_game(table=4, declarer=0, contract="dreier", points=50, doublings=1)
    assert sheet.totals() == (24, -8, -8, -8)


def test_zehn_druck_needs_ten_trumps_and_comes_first(arrange, act):
    ten = "Sk T21 T20 T19 T18 T17 T16 T15 T14 T13 SQ SN S10 S9 S8 S7"
    state = act(arrange(hands={1: ten}, talon="H4 H3 H2"),
                "1 bid dreier", "2 bid pass", "0 bid pass")
    to_fertig(state)
    assert legal(state) == ["1 announce zehn_druck", "1 announce fertig"]
    act(state, "1 announce zehn_druck")
    assert state.explain(Announce(1, "zehn_druck")).code == "ALREADY_ANNOUNCED"
    assert state.explain(Announce(1, "pfeife")).code == "PFEIFE_NOT_HELD"
    nine = arrange(hands={1: ten.replace("T13", "C10")}, talon="H4 H3 H2")
    to_fertig(act(nine, "1 bid dreier", "2 bid pass", "0 bid pass"))
    v = nine.explain(Announce(1, "zehn_druck"))
    assert not v.allowed and v.code == "ZEHN_DRUCK_NEEDS_TEN" and v.params == {"trumps": 9}


def test_pfeife_announcement_then_no_zehn_druck(arrange, act):
    hand = "T1 T21 T20 T19 T18 T17 T16 T15 T14 T13 SQ SN S10 S9 S8 S7"
    state = to_fertig(act(arrange(hands={1: hand}, talon="H4 H3 H2"),
                          "1 bid dreier", "2 bid pass", "0 bid pass"))
    assert legal(state) == ["1 announce zehn_druck", "1 announce pfeife", "1 announce fertig"]
    act(state, "1 announce pfeife")
    assert state.explain(Announce(1, "zehn_druck")).code == "ANNOUNCE_ORDER"
    assert state.explain(Announce(1, "kontra")).code == "KONTRA_NOT_NOW"
    assert state.explain(Announce(1, "hello")).code == "UNKNOWN_ANNOUNCE"


def test_declarers_unannounced_zehn_druck_does_not_count(arrange, act):
    """§3.6: the declarer's ten trumps count only if announced before play."""
    ten = "Sk T21 T20 T19 T18 T17 T16 T15 T14 T13 SQ SN S10 S9 S8 S7"
    for announce, expect in ((True, True), (False, False)):
        state = to_fertig(act(arrange(hands={1: ten}, talon="H4 H3 H2"),
                              "1 bid dreier", "2 bid pass", "0 bid pass"))
        if announce:
            act(state, "1 announce zehn_druck")
        act(state, "1 announce fertig", "2 announce pass", "0 announce pass")
        done = games.playout(state, seed=2)
        keys = [(i.key, i.amounts[1] > 0) for i in done.score_sheet().items]
        assert (("zehn_druck", True) in keys) is expect


def test_raeuber_kontra_once_round_from_last_to_pass(act):
    """§3.12.2 and DR-17: four at the table, D deals: the order is C, D, A, B; each
    Kontra doubles."""
    state = act(games.new_deal("dreierles4", seed=3, dealer=3),
                "0 bid pass", "1 bid pass", "2 bid pass")
    assert state.queue == [2, 3, 0, 1]
    assert legal(state) == ["2 announce kontra", "2 announce pass"]
    assert state.explain(Announce(2, "zehn_druck")).code == "NOT_IN_RAEUBER"
    act(state, "2 announce pass", "3 announce kontra", "0 announce kontra", "1 announce pass")
    assert state.phase is Phase.PLAY and state.doublings == 2
    assert state.to_move == 0   # dealer's right leads
    done = games.playout(state, seed=5)
    assert done.score_sheet().items[0].multiplier == 4


def test_raeuber_kontra_three_players_starts_with_dealer(act):
    state = act(games.new_deal("dreierles3", seed=3, dealer=1),
                "2 bid pass", "0 bid pass", "1 bid pass")
    assert state.queue == [1, 2, 0]


def test_last_round_only_those_after_the_solo_may_knock(act):
    """§3.13: only players who had no chance to bid because of the earlier Solo."""
    state = act(games.new_deal("dreierles3", seed=8, last_round_raeuber_or_solo=True),
                "1 bid pass", "2 bid solo", "0 bid pass")
    act(state, "2 announce fertig")
    assert state.queue == [0]
    assert state.explain(Announce(1, "kontra")).code == "KONTRA_BARRED_LAST_ROUND"


def test_last_round_solo_double_option(act):
    for flag, mult in ((False, 1), (True, 2)):
        state = act(games.new_deal("dreierles3", seed=8, last_round_raeuber_or_solo=True,
                                   last_round_solo_double=flag),
                    "1 bid solo", "2 bid pass", "0 bid pass", "1 announce fertig",
                    "2 announce pass", "0 announce pass")
        done = games.playout(state, seed=1)
        # §3.11: Solo's bid multiplier 4, × 2 more by the §3.13 option
        assert done.score_sheet().items[0].multiplier == 4 * mult


def test_only_declarer_announces(act):
    state = to_fertig(act(games.new_deal("dreierles3", seed=8),
                          "1 bid dreier", "2 bid pass", "0 bid pass"))
    act(state, "1 announce fertig")
    assert state.explain(Announce(2, "fertig")).code == "ONLY_DECLARER_ANNOUNCES"
    assert state.explain(Announce(2, "re")).code == "RE_ONLY_AFTER_KONTRA"
    act(state, "2 announce kontra")
    assert state.explain(Announce(1, "kontra")).code == "DECLARER_SAYS_RE"


def test_session_rounds_dealer_rotation_and_last_round():
    """§3.13: the deal passes to the right; whole rounds; the last round 'Räuber oder Solo'."""
    from tarock_tutor.core.errors import TarockError
    from tarock_tutor.games.dreierles import DreierlesSession

    s = DreierlesSession("dreierles4", rounds=2, first_dealer=1, last_round_raeuber_or_solo=True)
    dealers, last = [], []
    for k in range(8):
        dealers.append(s.dealer)
        last.append(s.in_last_round)
        state = s.new_deal(seed=k)
        assert state.options["last_round_raeuber_or_solo"] is last[-1]
        s.record(games.playout(state, seed=k))
    assert dealers == [1, 2, 3, 0, 1, 2, 3, 0] and last == [False] * 4 + [True] * 4
    assert s.finished and len(s.sheet().items) == 8 and sum(s.sheet().totals()) == 0
    with pytest.raises(TarockError, match="session is over"):
        s.new_deal(seed=9)
    other = DreierlesSession("dreierles3")
    with pytest.raises(TarockError, match="next dealer is seat 0"):
        other.record(games.playout(games.new_deal("dreierles3", seed=1, dealer=2), seed=1))
    with pytest.raises(TarockError, match="whole rounds"):
        DreierlesSession("dreierles3", rounds=0)
