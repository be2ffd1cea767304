"""The spoken procedure of spec §2.5: exact legal lists through an auction with
doublings, and every refusal with its reason code and rule."""

from __future__ import annotations

import pytest

from tarock_tutor.core.errors import IllegalAction
from tarock_tutor.core.protocol import Phase


def code(state, zw, line):
    v = state.explain(zw.action(line))
    assert v.rule.source and v.game == "zwanzigerrufen"
    return v.allowed, v.code


def test_exact_legal_lists_through_b15(zw):
    """Every legal list of the B-15 procedure, in the engine's order."""
    g = zw.deal()
    steps = [
        ("0 bid rufer", ["0 bid rufer", "0 bid solo"]),
        ("0 call T20", ["0 call T20"]),
        ("0 announce pagat", ["0 announce pagat", "0 announce valat", "0 announce done"]),
        ("0 announce done", ["0 announce valat", "0 announce done"]),
        ("1 bid pass", ["1 bid solo", "1 bid pass"]),
        ("1 announce kontra:game",
         ["1 announce kontra:game", "1 announce kontra:pagat", "1 announce done"]),
        ("1 announce done", ["1 announce kontra:pagat", "1 announce done"]),
        ("2 bid pass", ["2 bid solo", "2 bid pass"]),
        ("2 announce re:game", ["2 announce valat", "2 announce re:game", "2 announce done"]),
        ("2 announce done", ["2 announce valat", "2 announce done"]),
        ("3 bid pass", ["3 bid solo", "3 bid pass"]),
        ("3 announce sub:game",
         ["3 announce sub:game", "3 announce kontra:pagat", "3 announce done"]),
        ("3 announce kontra:pagat", ["3 announce kontra:pagat", "3 announce done"]),
        ("0 announce re:pagat", ["0 announce re:pagat", "0 announce done"]),
        ("1 announce done", ["1 announce sub:pagat", "1 announce done"]),
        ("3 announce sub:pagat", ["3 announce sub:pagat", "3 announce done"]),
    ]
    for line, expected in steps:
        assert zw.legal(g) == expected, line
        g.apply(zw.action(line))
    assert g.phase is Phase.PLAY


def test_refusals_in_the_b15_procedure(zw):
    g = zw.deal()
    assert code(g, zw, "0 bid pass") == (False, "ZW_ELDEST_MUST_BID")
    assert code(g, zw, "0 bid dreier") == (False, "ZW_UNKNOWN_BID")
    assert code(g, zw, "0 bid farberl") == (False, "ZW_FARBERL_NOT_PLAYED")
    assert code(g, zw, "0 announce valat") == (False, "ZW_BID_FIRST")
    assert code(g, zw, "0 call T20") == (False, "ZW_NO_CALL")
    zw.run(g, "0 bid rufer")
    assert code(g, zw, "0 call T19") == (False, "ZW_CALL_WRONG")
    assert code(g, zw, "0 announce done") == (False, "ZW_CALL_NOW")
    assert code(g, zw, "0 bid solo") == (False, "ZW_BID_ONCE")
    zw.run(g, "0 call T20", "0 announce pagat", "0 announce done")
    assert code(g, zw, "1 bid rufer") == (False, "ZW_RUFER_ONLY_ELDEST")
    assert code(g, zw, "1 announce kontra:game") == (False, "ZW_BID_FIRST")
    zw.run(g, "1 bid pass")
    assert code(g, zw, "1 announce pagat") == (False, "ZW_ANNOUNCE_NOT_BIDDER")
    assert code(g, zw, "1 announce re:game") == (False, "ZW_DOUBLE_WRONG_CALL")
    assert code(g, zw, "1 announce kontra:valat") == (False, "ZW_DOUBLE_NO_ITEM")
    assert code(g, zw, "1 announce double") == (False, "ZW_UNKNOWN_STATEMENT")
    zw.run(g, "1 announce kontra:game", "1 announce done", "2 bid pass")
    # S2 holds the called XX: he is on the declarer side and may not say Kontra.
    assert code(g, zw, "2 announce kontra:pagat") == (False, "ZW_DOUBLE_WRONG_SIDE")
    assert code(g, zw, "2 announce pagat") == (False, "ZW_ALREADY_ANNOUNCED")
    assert code(g, zw, "2 announce valat") == (True, "ZW_PARTNER_ANNOUNCES")
    zw.run(g, "2 announce re:game", "2 announce done", "3 bid pass", "3 announce sub:game",
           "3 announce kontra:pagat")
    assert code(g, zw, "0 announce valat") == (False, "ZW_ANNOUNCE_LAP_OVER")
    assert code(g, zw, "0 announce sub:pagat") == (False, "ZW_DOUBLE_WRONG_CALL")
    v = g.explain(zw.action("0 announce kontra:game"))
    assert v.code == "ZW_DOUBLE_COMPLETE" and "スブコントラ" in v.message("ja")
    with pytest.raises(IllegalAction, match="Subkontra"):
        g.apply(zw.action("0 announce kontra:game"))


def test_partner_reveals_himself_by_announcing(zw):
    g = zw.deal()
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce done", "1 bid pass", "1 announce done",
           "2 bid pass")
    assert not g.speech.revealed
    zw.run(g, "2 announce valat")
    assert g.speech.revealed and g.speech.valat_by == 2


def test_rufer_side_valat_blocks_solo_and_farberl(zw):
    """§2.5: no overcall after a Rufer-side Valat; Farberl too by D-B4."""
    g = zw.deal(farberl=True)
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce valat", "0 announce done")
    assert zw.legal(g) == ["1 bid pass"]
    assert code(g, zw, "1 bid solo") == (False, "ZW_VALAT_BLOCKS_OVERCALL")
    assert code(g, zw, "1 bid farberl") == (False, "ZW_VALAT_BLOCKS_OVERCALL")
    g = zw.deal(farberl=True, valat_blocks_farberl=False)
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce valat", "0 announce done")
    assert zw.legal(g) == ["1 bid farberl", "1 bid pass"]


def test_farberl_between_rufer_and_solo(zw):
    g = zw.deal(farberl=True)
    assert zw.legal(g) == ["0 bid rufer", "0 bid farberl", "0 bid solo"]
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce done")
    assert zw.legal(g) == ["1 bid farberl", "1 bid solo", "1 bid pass"]
    zw.run(g, "1 bid farberl", "1 announce done")
    assert zw.legal(g) == ["2 bid solo", "2 bid pass"]
    assert code(g, zw, "2 bid farberl") == (False, "ZW_NOT_HIGHER")
    zw.run(g, "2 bid solo")
    assert g.contract == "solo" and g.declarer == 2 and g.partner is None
    zw.run(g, "2 announce done")
    assert zw.legal(g) == ["3 bid pass"]
    assert code(g, zw, "3 bid solo") == (False, "ZW_NOT_HIGHER")


def test_overcall_voids_calls_and_their_doublings(zw):
    """§2.5 item 3: the Rufer's Pagat and the Kontras on it vanish with the Rufer."""
    g = zw.deal()
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce pagat", "0 announce done",
           "1 bid pass", "1 announce kontra:game", "1 announce kontra:pagat",
           "2 bid pass", "2 announce done", "3 bid solo")
    assert g.levels() == {"game": 0} and g.speech.pagat_by is None and g.called is None
    assert g.speech.voided == [(3, "game", 1), (3, "pagat", 1)]
    assert zw.legal(g) == ["3 announce valat", "3 announce done"]
    assert code(g, zw, "3 announce pagat") == (False, "ZW_PAGAT_NEEDS_I")
    zw.run(g, "3 announce done")
    # The Solo was made at t3: S0 (t4), S1 (t5) and S2 (t6) may still say Kontra.
    assert zw.legal(g) == ["0 announce kontra:game", "0 announce done"]
    zw.run(g, "0 announce done", "1 announce done", "2 announce done")
    assert g.phase is Phase.PLAY


def test_no_answer_to_a_call_more_than_one_lap_old(zw):
    """D-B5: at t5 S1 may answer t2..t4 only; the Valat of t0 is too old."""
    g = zw.deal()
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce valat", "0 announce done",
           "1 bid pass", "1 announce done", "2 bid pass",  # S2 (partner) has nothing to add
           "3 bid pass", "3 announce kontra:game", "3 announce done", "0 announce re:game")
    assert g.speech.turn == 5 and g.to_move == 1
    assert zw.legal(g) == ["1 announce sub:game", "1 announce done"]
    allowed, c = code(g, zw, "1 announce kontra:valat")
    assert (allowed, c) == (False, "ZW_DOUBLE_TOO_OLD")


def test_quiet_auction_ends_after_one_lap(zw):
    """Nobody doubles: after the first lap nothing may be raised, play begins."""
    g = zw.deal()
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce done")
    for seat in (1, 2, 3):
        zw.run(g, f"{seat} bid pass", f"{seat} announce done")
    assert g.phase is Phase.PLAY and g.to_move == 0 and g.levels() == {"game": 0}


def test_the_call_is_the_highest_missing_tarock(zw):
    """§2.5 (D-B3): XX, else XIX, …; never Sküs or XXI."""
    from tarock_tutor.core.notation import parse_cards
    from tarock_tutor.games.zwanziger import called_trump

    assert called_trump(parse_cards("Sk T21 T20 T19 T18 T17 T16 T15 T14 T13")).code == "T12"
    assert called_trump(parse_cards("T20 T19 T18 T17 T16 T15 T14 T13 T12 T11")).code == "T10"
    hands = list(zw.B15_HANDS)
    hands[0], hands[2] = hands[2], hands[0]       # S0 now holds XX: he calls XIX
    g = zw.deal(hands)
    zw.run(g, "0 bid rufer")
    assert zw.legal(g) == ["0 call T19"]
    zw.run(g, "0 call T19")
    assert g.partner == 2 and g.declarer_side == (0, 2)


def test_open_items_show_who_may_raise_what_and_when(zw):
    """The trainer's table: at t5 of B-15 the Pagat's Sub is open to S1 (t5) and S3 (t7)."""
    from tarock_tutor.games.zwanziger import open_items

    g = zw.deal()
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce pagat", "0 announce done",
           "1 bid pass", "1 announce kontra:game", "1 announce done",
           "2 bid pass", "2 announce re:game", "2 announce done",
           "3 bid pass", "3 announce sub:game", "3 announce kontra:pagat",
           "0 announce re:pagat")
    rows = {o.item: o for o in open_items(g)}
    assert (rows["game"].level, rows["game"].next_call, rows["game"].turns) == (3, None, ())
    assert (rows["pagat"].level, rows["pagat"].last, rows["pagat"].next_call) == (2, 4, "sub")
    assert rows["pagat"].turns == ((5, 1), (7, 3))


def test_the_partner_stays_hidden_until_revealed_or_played(zw):
    """§2.5: the holder of the called tarock is known to himself only, until he announces,
    says Re, or plays the card."""
    g = zw.deal()
    zw.run(g, "0 bid rufer", "0 call T20", "0 announce done")
    for seat in (1, 2, 3):
        zw.run(g, f"{seat} bid pass", f"{seat} announce done")
    assert [g.known_partner(s) for s in range(4)] == [None, None, 2, None]
    zw.run(g, "0 play SK", "1 play SN", "2 play T20")
    assert [g.known_partner(s) for s in range(4)] == [2, 2, 2, 2]
    h = zw.deal()
    zw.run(h, "0 bid rufer", "0 call T20", "0 announce done", "1 bid pass",
           "1 announce kontra:game", "2 bid pass")
    assert h.known_partner(0) is None
    zw.run(h, "2 announce re:game")
    assert h.known_partner(0) == 2 and h.known_partner(3) == 2
    s = zw.deal()
    zw.run(s, "0 bid solo")
    assert s.known_partner(1) is None and s.partner is None
