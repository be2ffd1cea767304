"""Bidding: exact legal lists in every auction state spec §2.6–2.7 describes, and the
bidding-legality assertions of spec §4.2 (seat letters as in test_worked_examples)."""

from __future__ import annotations

from tarock_tutor.games import cego

A3, B3, C3 = 1, 2, 0
A4, B4, C4, D4 = 1, 2, 3, 0
ALL_PASS_3 = [(A3, "pass"), (B3, "pass"), (C3, "pass")]
ALL_PASS_4 = [(A4, "pass"), (B4, "pass"), (C4, "pass"), (D4, "pass")]


def bids(g: cego.CegoState) -> list[str]:
    return [a.bid for a in g.legal_actions()]  # type: ignore[attr-defined]


def run(g: cego.CegoState, calls: list[tuple[int, str]]) -> cego.CegoState:
    for seat, what in calls:
        g.apply(cego.bid(seat, what))
    return g


def code(g: cego.CegoState, seat: int, what: str) -> str:
    v = g.explain(cego.bid(seat, what))
    assert not v.allowed
    return v.code


def test_stage1_solo_or_pass_from_dealers_right() -> None:
    """§2.6 stage 1: seat 1 (dealer's right) speaks first; only Solo or pass."""
    g = cego.new_game(players=3, seed=1)
    assert (g.to_move, bids(g)) == (A3, ["solo", "pass"])
    assert code(g, A3, "cego") == "STAGE1_SOLO_OR_PASS"
    g = cego.new_game(players=3, seed=1, dealer=2)
    assert g.to_move == 0


def test_stage1_ends_at_the_first_solo() -> None:
    """§2.6: stage 1 ends when someone says Solo; the others bid from his right."""
    g = run(cego.new_game(players=3, seed=2), [(A3, "pass"), (B3, "solo")])
    assert g.to_move == C3 and bids(g) == ["cego", "pass"]
    assert code(g, C3, "solo") == "SOLO_ONLY_IN_STAGE1"
    g.apply(cego.bid(C3, "cego"))
    assert g.to_move == A3 and bids(g) == ["eine", "pass"]


def test_stage2a_vorhand_must_open_cego() -> None:
    """§2.6 stage 2a: after three passes the dealer's right must bid Cego."""
    g = run(cego.new_game(players=3, seed=3), ALL_PASS_3)
    assert (g.to_move, bids(g)) == (A3, ["cego"])
    assert code(g, A3, "pass") == "MUST_OPEN_CEGO"
    assert code(g, A3, "eine") == "MUST_OPEN_CEGO"


def test_spec_4_2_junior_may_not_jump() -> None:
    """§4.2: after A's forced Cego, B may not bid Eine Leere (jump): only Eine or pass."""
    g = run(cego.new_game(players=3, seed=4, hands={B3: "S8 S9 H1"}), ALL_PASS_3)
    g.apply(cego.bid(A3, "cego"))
    assert bids(g) == ["eine", "pass"]
    assert code(g, B3, "eine_leere") == "BID_ONE_STEP_ONLY"
    assert code(g, B3, "cego") == "BID_ONE_STEP_ONLY"
    assert code(g, B3, "hold") == "NO_BID_TO_HOLD"


def test_spec_4_2_senior_may_only_hold_or_pass() -> None:
    """§4.2: A (senior) may not answer B's Eine with Eine Leere — only hold or pass."""
    g = run(cego.new_game(players=3, seed=5, hands={A3: "S8 S9 H1"}), ALL_PASS_3)
    run(g, [(A3, "cego"), (B3, "eine")])
    assert (g.to_move, bids(g)) == (A3, ["hold", "pass"])
    assert code(g, A3, "eine_leere") == "SENIOR_HOLD_OR_PASS"


def test_third_player_enters_against_the_survivor() -> None:
    """§2.6 stage 2a: the third player waits until one of the first two passed."""
    g = run(cego.new_game(players=3, seed=6), ALL_PASS_3)
    run(g, [(A3, "cego"), (B3, "eine"), (A3, "hold")])
    assert g.to_move == B3                      # the duel goes on between A and B
    g.apply(cego.bid(B3, "pass"))
    assert (g.to_move, bids(g)[-1]) == (C3, "pass")
    g.apply(cego.bid(C3, "pass"))
    assert (g.declarer, g.contract) == (A3, "eine")


def test_spec_4_2_no_two_same_suit_pips_no_zwei_leere() -> None:
    """§4.2: without two pips of one suit a player may neither bid nor hold Zwei Leere
    (face_card_as_pip off); with the option a court can stand in (§2.4)."""
    hands = {A3: "S8 H1 D1 SK SQ T2 T3 T4 T5 T6 T7 T8 T9", B3: "C8 C9 H2 H3"}
    calls = [*ALL_PASS_3, (A3, "cego"), (B3, "eine"), (A3, "hold"), (B3, "eine_leere"),
             (A3, "hold")]
    g = run(cego.new_game(players=3, hands=hands), calls)
    # B (junior) bids Zwei Leere; A (senior) lacks two pips of one suit
    g.apply(cego.bid(B3, "zwei_leere"))
    assert bids(g) == ["pass"]
    assert code(g, A3, "hold") == "NEED_TWO_PIPS_SAME_SUIT"
    g2 = run(cego.new_game(players=3, hands=hands, face_card_as_pip=True), calls)
    g2.apply(cego.bid(B3, "zwei_leere"))
    assert bids(g2) == ["hold", "pass"]


def test_junior_cannot_bid_an_impossible_step() -> None:
    """§2.6 rule 3: a junior without a pip card may only pass at Eine → Eine Leere."""
    hands = {B3: "T2 T3 T4 T5 T6 T7 T8 T9 T10 SK CK HK DK"}
    g = run(cego.new_game(players=3, hands=hands), [*ALL_PASS_3, (A3, "cego")])
    g.apply(cego.bid(B3, "eine"))
    g.apply(cego.bid(A3, "hold"))
    assert bids(g) == ["pass"]
    assert code(g, B3, "eine_leere") == "NEED_PIP_CARD"


def test_spec_4_2_after_solo_second_may_only_open_cego() -> None:
    """§4.2: after the Solo bidder's right-hand neighbour passes, the other may only open
    Cego (not Eine or higher); a pass then leaves the Solo bidder as declarer."""
    g = run(cego.new_game(players=3, seed=7), [(A3, "solo"), (B3, "pass")])
    assert bids(g) == ["cego", "pass"]
    assert code(g, C3, "eine") == "OPENING_BID_IS_CEGO"
    assert code(g, C3, "hold") == "NO_BID_TO_HOLD"
    g.apply(cego.bid(C3, "pass"))
    assert (g.declarer, g.contract, g.after_solo) == (A3, "solo", True)


def test_after_solo_pass_is_final() -> None:
    """§2.6 stage 2b: a pass is final; the Solo bidder takes no further part."""
    g = run(cego.new_game(players=3, seed=8), [(A3, "solo"), (B3, "cego"), (C3, "pass")])
    assert (g.declarer, g.contract, g.after_solo) == (B3, "cego", True)


def test_4p_stage2_exact_lists_and_bettel_ends() -> None:
    """§2.7 item 3: Piccolo/Bettel/pass once each; after Piccolo only Bettel or pass;
    Bettel ends the auction at once."""
    g = run(cego.new_game(players=4, seed=9), ALL_PASS_4)
    assert (g.to_move, bids(g)) == (A4, ["piccolo", "bettel", "pass"])
    assert code(g, A4, "cego") == "STAGE2_PICCOLO_BETTEL_OR_PASS"
    g.apply(cego.bid(A4, "piccolo"))
    assert bids(g) == ["bettel", "pass"]
    assert code(g, B4, "piccolo") == "ONLY_BETTEL_AFTER_PICCOLO"
    g.apply(cego.bid(B4, "bettel"))
    assert (g.declarer, g.contract, g.phase.value) == (B4, "bettel", "play")


def test_4p_all_pass_stage2_goes_to_stage3() -> None:
    """§2.7 item 4: two rounds of passes → stage 3 with the forced Cego opener."""
    g = run(cego.new_game(players=4, seed=10), ALL_PASS_4 * 2)
    assert (g.to_move, bids(g)) == (A4, ["cego"])
    assert code(g, A4, "piccolo") == "NEGATIVE_NOT_AVAILABLE"


def test_spec_4_2_4p_after_solo_no_negative_contracts() -> None:
    """§4.2: after a stage-1 Solo, Piccolo, Bettel and Räuber are illegal."""
    g = run(cego.new_game(players=4, seed=11), [(A4, "solo")])
    assert (g.to_move, bids(g)) == (B4, ["cego", "pass"])
    assert code(g, B4, "piccolo") == "NEGATIVE_NOT_AVAILABLE"
    assert code(g, B4, "bettel") == "NEGATIVE_NOT_AVAILABLE"
    assert code(g, B4, "raeuber") == "RAEUBER_NOT_AVAILABLE"
    run(g, [(B4, "pass"), (C4, "pass"), (D4, "pass")])
    assert (g.declarer, g.contract) == (A4, "solo")


def test_spec_4_2_raeuber_refused_if_anyone_else_bid() -> None:
    """§4.2: the Räuber conversion is refused if anyone else bid in stage 3."""
    g = run(cego.new_game(players=4, seed=12), ALL_PASS_4 * 2)
    run(g, [(A4, "cego"), (B4, "eine"), (A4, "hold"), (B4, "pass"), (C4, "pass")])
    assert code(g, D4, "raeuber") == "RAEUBER_NOT_AVAILABLE"
    g.apply(cego.bid(D4, "pass"))
    assert (g.declarer, g.contract) == (A4, "eine")
    assert g.phase.value == "exchange"


def test_raeuber_choice_may_stay_in_cego() -> None:
    """§2.7 item 4: the forced opener may also simply play Cego."""
    g = run(cego.new_game(players=4, seed=13), ALL_PASS_4 * 2)
    run(g, [(A4, "cego"), (B4, "pass"), (C4, "pass"), (D4, "pass")])
    assert code(g, A4, "pass") == "RAEUBER_OR_CEGO"
    g.apply(cego.bid(A4, "cego"))
    assert (g.declarer, g.contract, g.phase.value) == (A4, "cego", "exchange")


def test_auction_log_and_verdict_messages() -> None:
    """Every verdict has a Japanese and English message and a rule reference."""
    g = run(cego.new_game(players=3, seed=14), ALL_PASS_3)
    v = g.explain(cego.bid(A3, "pass"))
    assert "ツェゴ" in v.message("ja") and "Cego" in v.message("en")
    assert "§2.6" in str(v.rule)
    assert g.auction.log == [(A3, "pass"), (B3, "pass"), (C3, "pass")]
