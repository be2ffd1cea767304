"""Bad input gets a clear error naming the input and the rule."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import InvalidNotation, InvalidRecord, TarockError, VariantError
from tarock_tutor.core.notation import parse_card
from tarock_tutor.core.protocol import Bid, Call
from tarock_tutor.games.zwanziger import ScoreInputError, score_deal


def test_card_not_in_the_pack_is_refused(zw):
    g = zw.deal()
    g.apply(Bid(0, "rufer"))
    with pytest.raises(InvalidNotation, match=r"'T2'.*not in the 40-card pack"):
        parse_card("T2", g.variant.pack)  # trumps II and III are removed (§2.2)
    text = '[Game "zwanzigerrufen"]\n[Seed "2"]\n[Dealer "3"]\n0 bid rufer\n0 call T3\n'
    with pytest.raises(InvalidRecord, match="line 5"):
        games.load_record(text)
    with pytest.raises(TarockError, match=r"Call.card must be a Card"):
        g.explain(Call(0, "T20"))  # type: ignore[arg-type]


def test_bid_of_the_wrong_type(zw):
    v = zw.deal().explain(Bid(0, 3))  # type: ignore[arg-type]
    assert not v.allowed and v.code == "ZW_UNKNOWN_BID" and "3" in v.message("en")


def test_impossible_typed_in_deals(zw):
    hands = list(zw.B15_HANDS)
    with pytest.raises(TarockError, match="seat 3 holds 9"):
        zw.deal([*hands[:3], hands[3].rsplit(" ", 1)[0]])
    with pytest.raises(TarockError, match="dealt twice: T1"):
        zw.deal([*hands[:3], hands[3].replace("D1", "T1")])
    with pytest.raises(TarockError, match="the talon has 1 cards"):
        games.new_deal("zwanzigerrufen", hands=hands, talon="HK")


def test_unknown_option_value():
    with pytest.raises(VariantError, match="farberl"):
        games.new_deal("zwanzigerrufen", seed=1, farberl="yes")
    with pytest.raises(VariantError, match="unknown rule option"):
        games.new_deal("zwanzigerrufen", seed=1, farbel=True)


def test_record_with_an_illegal_action_names_line_and_rule():
    text = '[Game "zwanzigerrufen"]\n[Seed "2"]\n[Dealer "3"]\n0 bid pass\n'
    with pytest.raises(InvalidRecord, match=r"line 4.*eldest must bid"):
        games.load_record(text)


@pytest.mark.parametrize(("kwargs", "match"), [
    (dict(contract="dreier", declarer=0, declarer_points=50), "unknown contract"),
    (dict(contract="rufer", declarer=0, declarer_points=50), "one partner"),
    (dict(contract="solo", declarer=0, partner=1, declarer_points=50), "one partner"),
    (dict(contract="solo", declarer=4, declarer_points=50), "declarer must be a seat"),
    (dict(contract="solo", declarer=0, declarer_points=89), "0..88"),
    (dict(contract="solo", declarer=0, declarer_points=50, levels={"game": 4}), "levels 0..3"),
    (dict(contract="solo", declarer=0, declarer_points=50, levels={"pagat": 1}),
     "only an announced"),
    (dict(contract="solo", declarer=0, declarer_points=50, pagat_announced_by=1),
     "not on the declarer side"),
    (dict(contract="solo", declarer=0, declarer_points=80, all_tricks="declarer_side"),
     "all 88 points"),
    (dict(contract="solo", declarer=0, declarer_points=88, all_tricks="declarer_side",
          pagat_won_by=2), "cannot win the last trick"),
])
def test_impossible_score_inputs(kwargs, match):
    with pytest.raises(ScoreInputError, match=match):
        score_deal(**kwargs)


def test_unfinished_deal_has_no_sheet(zw):
    with pytest.raises(TarockError, match="not finished"):
        zw.deal().score_sheet()


def test_remembered_result_through_the_cli(capsys):
    """``tarock-tutor score zwanzigerrufen --contract … --declarer … --points …``."""
    from tarock_tutor.cli import main

    assert main(["score", "zwanzigerrufen", "--contract", "solo", "--declarer", "2",
                 "--points", "60"]) == 0
    out = capsys.readouterr().out
    assert "+12" in out and "-4" in out
    with pytest.raises(TarockError, match="Kontra must be"):
        from tarock_tutor.core.setup import Setup
        from tarock_tutor.games.zwanziger import VARIANT, score_facts
        score_facts(Setup.seeded(VARIANT, 0, dealer=3),
                    {"Contract": "rufer", "Declarer": "1", "Partner": "3", "Points": "50",
                     "Kontra": "4"})
