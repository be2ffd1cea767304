"""Farberl play (seed 002; spec §2.6): tarocks are a plain suit that cannot win unless
led, but a player void in the led suit must still play a tarock; the declarer leads.
Checked through the engine and against the core's ``FARBERL`` hook."""

from __future__ import annotations

from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Phase
from tarock_tutor.core.tricks import legal_plays, trick_winner
from tarock_tutor.games.zwanziger.pack import ZWANZIGER40
from tarock_tutor.games.zwanziger.trick_rules import FARBERL

AUCTION = ("0 bid rufer", "0 call T20", "0 announce done", "1 bid farberl", "1 announce done",
           "2 bid pass", "2 announce done", "3 bid pass", "3 announce done", "0 announce done")


def farberl_deal(zw):
    g = zw.run(zw.deal(farberl=True), *AUCTION)
    assert g.phase is Phase.PLAY and g.contract == "farberl"
    return g


def test_declarer_leads_in_farberl(zw):
    g = farberl_deal(zw)
    assert g.to_move == 1
    assert zw.legal(g)[:2] == ["1 play T14", "1 play T13"]


def test_void_player_must_still_play_a_tarock_which_cannot_win(zw):
    g = farberl_deal(zw)
    zw.run(g, "1 play CK")
    assert zw.legal(g) == ["2 play C10"]                    # follow suit
    zw.run(g, "2 play C10")
    v = g.explain(zw.action("3 play DK"))
    assert not v.allowed and v.code == "FARBERL_MUST_PLAY_TAROCK" and "Farberl" in str(v.rule)
    assert sorted(str(a) for a in v.alternatives) == sorted(
        ["3 play Sk", "3 play T7", "3 play T6", "3 play T5", "3 play T4"])
    zw.run(g, "3 play Sk")
    assert g.explain(zw.action("0 play SK")).code == "FARBERL_MUST_PLAY_TAROCK"
    zw.run(g, "0 play T21")
    trick = g.trickplay.tricks[0]
    assert trick.winner == 1 and g.to_move == 1            # the King of clubs wins


def test_led_tarocks_follow_tarock_order(zw):
    g = farberl_deal(zw)
    zw.run(g, "1 play T14")
    assert zw.legal(g) == ["2 play T20", "2 play T11", "2 play T10", "2 play T9", "2 play T8"]
    zw.run(g, "2 play T20", "3 play T7", "0 play T21")
    assert g.trickplay.tricks[0].winner == 0                # XXI is the highest tarock led


def test_the_same_trick_in_a_rufer_is_won_by_the_trump(zw):
    """The contrast: outside Farberl a tarock on a suit lead wins (§2.6)."""
    g = zw.deal()
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce done")
    for seat in (1, 2, 3):
        zw.run(g, f"{seat} bid pass", f"{seat} announce done")
    zw.run(g, "0 play HK")
    assert g.explain(zw.action("1 play CK")).code == "MUST_TRUMP"
    zw.run(g, "1 play T12", "2 play HQ", "3 play T4")
    assert g.trickplay.tricks[0].winner == 1                # XII beats the King led


def test_core_farberl_hook_matches_the_spec():
    """The core hook: the legal cards are the shared rule's; only the wording changes;
    the winner needs ``trumps_win=False``."""
    hand = parse_cards("T5 T4 DK")
    assert legal_plays(hand, parse_cards("CK"), rule=FARBERL) == parse_cards("T5 T4")
    assert legal_plays(parse_cards("DK DQ"), parse_cards("CK"), rule=FARBERL) == parse_cards(
        "DK DQ")
    assert legal_plays(hand, parse_cards("T9"), rule=FARBERL) == parse_cards("T5 T4")
    assert legal_plays(hand, parse_cards("DQ"), rule=FARBERL) == parse_cards("DK")
    assert trick_winner(parse_cards("CQ T21 CK Sk"), ZWANZIGER40, trumps_win=False) == 2
    assert trick_winner(parse_cards("T4 CK T5 S10"), ZWANZIGER40, trumps_win=False) == 2


def test_trick_in_progress_shows_the_farberl_winner(zw):
    """Core fix (TrickPlay.current_trick): with ``trumps_win=False`` the winner so far
    is the led suit's highest card, not the tarock."""
    g = farberl_deal(zw)
    zw.run(g, "1 play CK", "2 play C10", "3 play Sk")
    assert g.trickplay.current_trick.winner == 1
    r = zw.deal()
    zw.run(r, "0 bid rufer", "0 call T20", "0 announce done")
    for seat in (1, 2, 3):
        zw.run(r, f"{seat} bid pass", f"{seat} announce done")
    zw.run(r, "0 play HK", "1 play T12")
    assert r.trickplay.current_trick.winner == 1          # the shared rule: XII wins
