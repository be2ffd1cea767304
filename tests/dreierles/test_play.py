"""Play (cego-dreierles.md §3.7, §3.9, §3.12.3): the Räuber restrictions with exact
legal lists on real deals, and the last-trick Pfeife (silent, announced, forced early
with the tricks re-awarded)."""

from __future__ import annotations

from tarock_tutor import games
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Phase, Play

PFEIFE_DEAL = {  # three at the table, dealer 0: seat 1 leads Räuber
    1: "Sk T21 T20 T1 T4 S7 CK CQ CN CJ C10 C9 C8 C7 HK HQ",
    2: "SK T11 T10 T9 T8 HJ H1 H2 H3 H4 DK DQ DN DJ D1 D2",
    0: "T19 T18 T17 T16 T15 T14 T13 T12 T7 T6 T5 S8 S9 S10 SJ HN",
}
PFEIFE_TALON = "T3 T2 SQ SN D3 D4"


def codes(state, seat, text):
    return [str(a.card) for a in state.legal_actions()] if text is None else \
        state.explain(Play(seat, parse_cards(text)[0])).code


def legal_cards(state):
    return sorted(a.card.code for a in state.legal_actions())


def raeuber(arrange, act, hands, talon, **options):
    state = arrange(hands=hands, talon=talon, **options)
    act(state, "1 bid pass", "2 bid pass", "0 bid pass", "0 announce pass", "1 announce pass",
        "2 announce pass")
    assert state.phase is Phase.PLAY and state.to_move == 1
    return state


def test_raeuber_pfeife_not_led_not_early_then_forced_from_third_trump_lead(arrange, act):
    """§3.12.3 items 2 and 4, decision D7 (≥ 3: carried over when the holder led the
    third trump trick himself)."""
    state = raeuber(arrange, act, PFEIFE_DEAL, PFEIFE_TALON)
    hand1 = sorted(c for c in PFEIFE_DEAL[1].split() if c != "T1")
    assert legal_cards(state) == hand1                          # Pfeife may not be led
    assert codes(state, 1, "T1") == "PFEIFE_MAY_NOT_LEAD"
    act(state, "1 play Sk", "2 play T8", "0 play T5")           # trump lead 1
    act(state, "1 play T21", "2 play T9", "0 play T6")          # trump lead 2
    act(state, "1 play T20", "2 play T10", "0 play T7")         # trump lead 3, led by the holder
    act(state, "1 play S7", "2 play SK", "0 play S8")           # seat 2 wins, leads a trump
    act(state, "2 play T11", "0 play T12")
    assert legal_cards(state) == ["T1"]                         # forced although T4 is held
    assert codes(state, 1, "T4") == "PFEIFE_FORCED"


def test_raeuber_pfeife_not_voluntarily_before_third_lead(arrange, act):
    hands = {1: "T19 T18 S7 S8 S9 S10 SJ SN SQ SK CK CQ CN CJ C10 C9",
             2: "T1 T5 T6 HK HQ HN HJ H1 H2 H3 H4 DK DQ DN DJ D1"}
    state = raeuber(arrange, act, hands, "D2 D3 D4 C8 C7 T2")
    act(state, "1 play T19")
    assert legal_cards(state) == ["T5", "T6"]
    assert codes(state, 2, "T1") == "PFEIFE_NOT_YET"


def test_raeuber_t21_not_onto_the_stiess(arrange, act):
    """§3.12.3 item 3: T21 may not join the Stieß — unless it is the only legal card."""
    lead = "Sk CK CQ CN CJ C10 C9 C8 C7 HK HQ HN HJ H1 H2 H3"
    state = raeuber(arrange, act, {1: lead, 2: "T21 T5 SK SQ SN SJ S10 S9 S8 S7 DK DQ DN DJ "
                                             "D1 D2"}, "H4 D3 D4 T2 T3 T4")
    act(state, "1 play Sk")
    assert legal_cards(state) == ["T5"]
    assert codes(state, 2, "T21") == "T21_NOT_ON_STIESS"
    state = raeuber(arrange, act, {1: lead, 2: "T21 SK SQ SN SJ S10 S9 S8 S7 DK DQ DN DJ D1 "
                                             "D2 D3"}, "H4 D4 T2 T3 T4 T5")
    act(state, "1 play Sk")
    assert legal_cards(state) == ["T21"]                        # normal rule first
    assert codes(state, 2, "T21") == "MUST_PLAY_TRUMP"


def test_achertal_option_has_no_restrictions(arrange, act):
    state = raeuber(arrange, act, PFEIFE_DEAL, PFEIFE_TALON, raeuber_pfeife="achertal")
    assert "T1" in legal_cards(state)


def test_raeuber_counts_each_player_alone_without_talon(arrange, act):
    state = raeuber(arrange, act, PFEIFE_DEAL, PFEIFE_TALON)
    done = games.playout(state, seed=4)
    r = done.result()
    tp = done.trickplay
    assert r.raeuber_points == {s: count_baden(tp.captured[s], done.pack) for s in (0, 1, 2)}
    assert sum(len(tp.captured[s]) for s in range(3)) == 48
    assert sum(done.score_sheet().totals()) == 0


# --- the last-trick Pfeife (§3.7) -----------------------------------------------------
TRUMP_SOLO = {1: "Sk T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T1",
              2: "T7 T6 T5 SK SQ SN SJ S10 S9 S8 S7 CK CQ CN CJ C10",
              0: "T4 T3 T2 C9 C8 C7 HK HQ HN HJ H1 H2 H3 H4 DK DQ"}
TRUMP_TALON = "DN DJ D1 D2 D3 D4"


def play_trumps_down(state):
    """The declarer (seat 1) leads his trumps from the top, the Pfeife last."""
    while not state.is_terminal:
        legal = state.legal_actions()
        if state.to_move == 1 and len(legal) > 1:
            state.apply(max((a for a in legal if a.card.code != "T1"),
                            key=lambda a: state.pack.strength[a.card]))
        else:
            state.apply(legal[0])
    return state


def test_silent_pfeife_wins_last_trick(arrange, act):
    state = act(arrange(hands=TRUMP_SOLO, talon=TRUMP_TALON), "1 bid solo", "2 bid pass",
                "0 bid pass", "1 announce fertig", "2 announce pass", "0 announce pass")
    r = play_trumps_down(state).result()
    assert r.pfeife_trick == 15 and r.pfeife == 1 and r.reawarded == ()
    item = next(i for i in state.score_sheet().items if i.key == "pfeife")
    assert item.amounts == (-1, 2, -1) and item.announced is False


def test_announced_pfeife_wins_last_trick(arrange, act):
    state = act(arrange(hands=TRUMP_SOLO, talon=TRUMP_TALON), "1 bid solo", "2 bid pass",
                "0 bid pass", "1 announce zehn_druck", "1 announce pfeife", "1 announce fertig",
                "2 announce pass", "0 announce pass")
    done = play_trumps_down(state)
    keys = {i.key: i.amounts for i in done.score_sheet().items}
    assert keys["pfeife"] == (-2, 4, -2)
    assert keys["zehn_druck"] == (-1, 2, -1) and keys["droll"] == (-1, 2, -1)


EARLY = {**TRUMP_SOLO, 1: "T1 Sk T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8"}


def play_first_legal(state):
    """Everybody plays his first legal card: the declarer leads the Pfeife at once."""
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    return state


def test_announced_pfeife_played_early_loses_that_and_later_tricks(arrange, act):
    """§3.7 and DR-13: the trick the Pfeife falls in and every later one go to the
    defenders for counting, whoever won them; the announcement costs 2."""
    state = act(arrange(hands=EARLY, talon=TRUMP_TALON), "1 bid solo", "2 bid pass",
                "0 bid pass", "1 announce pfeife", "1 announce fertig", "2 announce pass",
                "0 announce pass")
    done = play_first_legal(state)
    r = done.result()
    tricks = done.trickplay.tricks
    assert r.pfeife_trick == 0 and r.pfeife == -2 and r.reawarded == tuple(range(16))
    assert sum(t.winner == 1 for t in tricks) == 15          # he won every later trick …
    assert r.declarer_pile == () and r.declarer_points == 0  # … and keeps none of them
    items = {i.key: i for i in done.score_sheet().items}
    assert items["pfeife"].amounts == (2, -4, 2)
    game = items["game"]                     # Solo, 0 points (§3.11 row 0): the Fach cell
    assert (game.base, game.multiplier, game.base * game.multiplier) == (-8, 4, -32)


def test_silent_pfeife_played_early_scores_nothing(arrange, act):
    state = act(arrange(hands=EARLY, talon=TRUMP_TALON), "1 bid solo", "2 bid pass",
                "0 bid pass", "1 announce fertig", "2 announce pass", "0 announce pass")
    done = play_first_legal(state)
    r = done.result()
    assert r.pfeife == 0 and r.reawarded == () and r.pfeife_trick == 0
    assert "pfeife" not in [i.key for i in done.score_sheet().items]
    assert len(r.declarer_pile) == 45 and r.declarer_points == count_baden(
        r.declarer_pile, done.pack)


def test_declarer_leads_first_trick(act):
    state = act(games.new_deal("dreierles4", seed=8, dealer=0),
                "1 bid pass", "2 bid einer", "3 bid pass")
    while state.phase is not Phase.PLAY:
        state.apply(state.legal_actions()[0])
    assert state.to_move == 2 and state.trickplay.order == (1, 2, 3)
