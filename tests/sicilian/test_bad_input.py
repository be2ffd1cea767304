"""Bad input gets a clear error naming the input and the rule: malformed cards and
actions, impossible deals, broken records, impossible score inputs."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import InvalidNotation, InvalidRecord, TarockError
from tarock_tutor.core.protocol import Bid, Discard
from tarock_tutor.games.sicilian import (
    SicilianSession,
    score_bargain,
    score_partnership,
    score_solo,
)


def seeded_hands(seed=3):
    g = games.new_deal("sicilian", seed=seed)
    return [" ".join(c.code for c in h) for h in g.dealt], " ".join(c.code for c in g.talon)


def test_typed_in_deal_needs_15_cards_each_and_a_talon_of_3():
    hands, talon = seeded_hands()
    short = [hands[0].rsplit(" ", 1)[0], *hands[1:]]
    with pytest.raises(TarockError, match=r"seat 0 holds 14 cards; a deal of .* gives 15"):
        games.new_deal("sicilian", hands=short, talon=talon)
    with pytest.raises(TarockError, match="the talon has 2 cards"):
        games.new_deal("sicilian", hands=hands, talon=talon.rsplit(" ", 1)[0])


def test_typed_in_deal_refuses_a_card_twice_and_a_foreign_card():
    hands, talon = seeded_hands()
    first = hands[0].split()[0]
    twice = [hands[0], hands[1], hands[2], hands[3].split(" ", 1)[1] + " " + first]
    with pytest.raises(TarockError, match="dealt twice: " + first):
        games.new_deal("sicilian", hands=twice, talon=talon)
    with pytest.raises(InvalidNotation, match="T21"):
        games.new_deal("sicilian", hands=[hands[0].replace(first, "T21"), *hands[1:]],
                       talon=talon)


def test_malformed_card_in_a_discard_is_refused_by_name():
    g = games.new_deal("sicilian", seed=1)
    with pytest.raises(InvalidRecord, match="line 11, column 11: cannot read card 'X9'"):
        games.load_record('[Game "sicilian"]\n[Seed "1"]\n0 bid wait\n1 bid wait\n'
                          '2 bid wait\n3 bid wait\n0 bid pass\n1 bid pass\n2 bid pass\n'
                          '3 bid pass\n3 discard X9 S5 S6\n')
    assert g.explain(Discard(0, ("S5",))).code == "WRONG_PHASE"


def test_record_with_an_illegal_action_names_its_line():
    text = '[Game "sicilian"]\n[Seed "1"]\n0 bid offer_6\n1 bid take_2\n'
    with pytest.raises(InvalidRecord, match="line 4") as err:
        games.load_record(text)
    assert "offers" in str(err.value)


def test_unknown_option_value_is_refused():
    with pytest.raises(TarockError, match="discard_rule"):
        games.new_deal("sicilian", seed=1, discard_rule="anything")


def test_discard_and_knock_of_the_wrong_type_are_refused_with_a_code():
    from tarock_tutor.core.protocol import Announce
    from tarock_tutor.games.sicilian.parts.arrange import arranged

    g = arranged()
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "wait"))
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "pass"))
    v = g.explain(Discard(3, ("S5", "S6", "S7")))   # type: ignore[arg-type]
    assert not v.allowed and v.code == "DISCARD_NOT_CARDS" and "S5" in v.message("en")
    v = g.explain(Announce(3, ["knock"]))            # type: ignore[arg-type]
    assert not v.allowed and v.code == "WRONG_PHASE"


def test_bid_that_is_not_text_is_refused_with_a_code():
    g = games.new_deal("sicilian", seed=1)
    v = g.explain(Bid(0, 7))   # type: ignore[arg-type]
    assert not v.allowed and v.code == "BARGAIN_UNKNOWN"


@pytest.mark.parametrize("call", [
    lambda: score_solo(1, 110), lambda: score_solo(4, 50), lambda: score_solo(1, -1),
    lambda: score_solo(True, 50), lambda: score_partnership((0, 0), dealer=3, points=50),
    lambda: score_partnership((0, 1, 2), dealer=3, points=50),
    lambda: score_bargain((1, 2, 3, 4)), lambda: score_bargain((1, -1)),
    lambda: SicilianSession(dealer=4)])
def test_impossible_score_inputs(call):
    with pytest.raises(TarockError):
        call()


def test_session_refuses_an_unfinished_deal_or_the_wrong_dealer():
    s = SicilianSession(dealer=3)
    with pytest.raises(TarockError, match="finished"):
        s.add(games.new_deal("sicilian", seed=1))
    done = games.playout(games.new_deal("sicilian", seed=1, dealer=0), seed=1)
    with pytest.raises(TarockError, match="dealt by seat 0"):
        s.add(done)
