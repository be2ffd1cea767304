"""Bad input never gives a deep traceback or a wrong result: clear errors, reason codes."""

from __future__ import annotations

import pytest

from tarock_tutor.core.errors import IllegalAction, TarockError, VariantError
from tarock_tutor.core.messages import MESSAGES
from tarock_tutor.core.notation import parse_card
from tarock_tutor.core.protocol import Bid, Call, Discard, Phase, Play, Take
from tarock_tutor.games.neunzehner import (
    ScoreInputError,
    new_game,
    random_playout,
    score_deal,
)
from tarock_tutor.games.neunzehner.messages import CODES
from tarock_tutor.games.neunzehner.parts.drive import auction_script, auction_to


def test_unknown_form_and_options() -> None:
    """Variants (§1.14): unknown form, option key or value → VariantError naming it."""
    with pytest.raises(VariantError, match="'5p'"):
        new_game("5p")
    with pytest.raises(VariantError, match="loss_ref"):
        new_game("4p", loss_ref=36)
    with pytest.raises(VariantError, match="loss_reference"):
        new_game("4p", loss_reference=34)


def test_bad_dealer_and_seat() -> None:
    with pytest.raises(TarockError, match="dealer"):
        new_game("4p", dealer=7)
    with pytest.raises(TarockError, match="seat"):
        new_game("4p").view(4)


def test_score_sheet_before_the_end() -> None:
    with pytest.raises(TarockError, match="not finished"):
        new_game("4p").score_sheet()


@pytest.mark.parametrize(("kwargs", "match"), [
    ({"contract": "sechser", "declarer": 0, "declarer_points": 40}, "unknown contract"),
    ({"contract": "rufer", "declarer": 0, "declarer_points": 40}, "partner"),
    ({"contract": "solo", "declarer": 0, "partner": 2, "declarer_points": 40}, "partner"),
    ({"contract": "rufer", "declarer": 0, "partner": 0, "declarer_points": 40}, "partner"),
    ({"contract": "solo", "declarer": 0, "declarer_points": 71}, "0..70"),
    ({"contract": "solo", "declarer": 5, "declarer_points": 40}, "seat"),
    ({"contract": "dreier", "declarer": 0, "declarer_points": 40, "talon_multiplier": 4},
     "1..3"),
    ({"contract": "solo", "declarer": 0, "declarer_points": 40, "talon_multiplier": 2},
     "1..1"),
    ({"contract": "solo", "declarer": 0, "declarer_points": 40,
      "declarations": {1: ["trull", "honneurs"]}}, "N19_DECL_HONOUR_COMBINATION"),
    ({"contract": "solo", "declarer": 0, "declarer_points": 40,
      "declarations": {1: ["valat"]}}, "not a hand item"),
    ({"contract": "solo", "declarer": 0, "declarer_points": 40, "all_tricks": "us"},
     "all_tricks"),
])
def test_score_calculator_refuses_impossible_input(kwargs: dict[str, object],
                                                   match: str) -> None:
    """§1.5, §1.7, §1.9, §1.11: the calculator names the bad input and the rule."""
    with pytest.raises(ScoreInputError, match=match):
        score_deal(**kwargs)  # type: ignore[arg-type]


def test_illegal_actions_raise_with_verdicts() -> None:
    """One protocol: apply() raises IllegalAction carrying the verdict and its code."""
    g = new_game("4p", seed=3)
    with pytest.raises(IllegalAction) as err:
        g.apply(Bid(0, "pass"))
    assert err.value.verdict.code == "N19_OPENING_MUST_BID"
    assert "'0 bid pass'" in str(err.value)  # the refused input is quoted
    auction_to(g, declarer=0, contract="rufer")
    assert g.phase is Phase.EXCHANGE
    with pytest.raises(IllegalAction) as err:
        g.apply(Take(0, "accept"))
    assert err.value.verdict.code == "WRONG_PHASE"
    with pytest.raises(IllegalAction) as err:
        g.apply(Discard(1, ()))
    assert err.value.verdict.code == "NOT_YOUR_TURN"
    king = next(c for c in g.hands[0] if c.rank == 14 and not c.is_trump) \
        if any(c.rank == 14 and not c.is_trump for c in g.hands[0]) else parse_card("T21")
    others = [c for c in g.hands[0] if c != king][:3]
    v = g.explain(Discard(0, (king, *others)))
    assert not v.allowed and v.code in ("N19_DISCARD_HONOUR", "NOT_IN_HAND")


def test_finished_deal_refuses_everything() -> None:
    g = random_playout(new_game("4p", seed=3), 1)
    assert g.legal_actions() == []
    assert g.explain(Play(0, parse_card("T5"))).code == "GAME_OVER"
    assert g.explain(Call(0, parse_card("T19"))).code == "GAME_OVER"


def test_auction_script_refuses_impossible_requests() -> None:
    with pytest.raises(TarockError, match="eldest"):
        auction_script((0, 1, 2, 3), 2, "rufer")
    with pytest.raises(TarockError, match="does not bid"):
        auction_script((0, 2, 3), 1, "solo")
    with pytest.raises(TarockError, match="unknown contract"):
        auction_script((0, 1, 2, 3), 0, "bettel")


def test_every_code_has_japanese_and_english() -> None:
    """Every reason code the engine uses is registered in both languages."""
    for code in CODES:
        assert MESSAGES[code]["ja"] and MESSAGES[code]["en"]
    v = new_game("4p").explain(Bid(0, "pass"))
    assert "パス" in v.message("ja") and "pass" in v.message("en")


def test_non_card_inputs_are_refused_not_crashed() -> None:
    """Bad input: strings where cards belong, numbers where words belong → reason codes."""
    g = new_game("4p", seed=3)
    assert g.explain(Bid(0, 3)).code == "N19_UNKNOWN_BID"  # type: ignore[arg-type]
    auction_to(g, declarer=0, contract="rufer")
    v = g.explain(Discard(0, ("HK", "S10", "C10", "D1")))  # type: ignore[arg-type]
    assert not v.allowed and v.code == "NOT_IN_HAND"
    g2 = new_game("4p", seed=3)
    auction_to(g2, declarer=1, contract="dreier")
    assert g2.explain(Take(1, 2)).code == "N19_TALON_UNKNOWN"  # type: ignore[arg-type]
    g3 = random_playout(new_game("4p", seed=3), 2)
    g4 = new_game("4p", seed=3)
    for a in g3.history:
        if g4.phase is Phase.PLAY:
            break
        g4.apply(a)
    v = g4.explain(Play(g4.to_move or 0, "HK"))  # type: ignore[arg-type]
    assert not v.allowed and v.code == "NOT_IN_HAND"


def test_bad_records_name_the_line() -> None:
    """Records: an illegal action is reported with its line and the rule's verdict."""
    from tarock_tutor.core.errors import InvalidRecord
    from tarock_tutor.games.neunzehner import from_record

    text = '[Game "neunzehnerrufen"]\n[Seed "3"]\n[Dealer "4"]\n1 bid pass\n'
    with pytest.raises(InvalidRecord) as err:
        from_record(text)
    assert err.value.line == 4 and "may not pass" in str(err.value)
    with pytest.raises(InvalidRecord, match="not a Neunzehnerrufen form"):
        from_record('[Game "cego4"]\n')
    with pytest.raises(InvalidRecord, match=r"\[Dealer\]: seat '9' .* 席1〜席4") as bad_dealer:
        from_record('[Game "neunzehnerrufen"]\n[Dealer "9"]\n')
    assert (bad_dealer.value.code, bad_dealer.value.line) == ("SEAT_NOT_AT_TABLE", 2)


def test_messages_fill_every_field() -> None:
    """Every verdict the engine gives reads fully in ja and en (no unfilled {fields})."""
    from tarock_tutor.core.notation import parse_cards
    from tarock_tutor.core.protocol import Announce

    probes = [Bid(0, "pass"), Bid(1, "hold"), Bid(0, "zweier"), Take(0, "accept"),
              Take(1, "back1"), Take(1, "reject"), Call(0, parse_card("T19")),
              Announce(0, "trumps12"), Announce(0, "pagat_ultimo"), Announce(0, "valat"),
              Announce(0, "nonsense"), Announce(2, "dummy_volunteer")]
    for form in ("4p", "3p_dummy", "4p_dealer_dummy", "2p"):
        g = random_playout(new_game(form, seed=8), 3, contract="einer")
        replayed = new_game(form, seed=8)
        for a in g.history:
            seat = replayed.to_move or 0
            extra = [type(p)(seat, *p.args()) if not isinstance(p, Call)  # type: ignore[arg-type]
                     else Call(seat, p.card) for p in probes]
            extra += [Discard(seat, tuple(parse_cards("T21 S10"))), Play(seat, parse_card("HK"))]
            for probe in [a, *extra]:
                v = replayed.explain(probe)
                for lang in ("ja", "en"):
                    msg = v.message(lang)
                    assert "{" not in msg, (probe, v.code, msg)
            replayed.apply(a)
