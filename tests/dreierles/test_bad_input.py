"""Bad input gives a clear error naming the input and the rule."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import (
    IllegalAction,
    InvalidNotation,
    InvalidRecord,
    TarockError,
    VariantError,
)
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Announce, Bid, Discard, Play
from tarock_tutor.games.dreierles.scoring import score_game, score_raeuber


def seeded_hands(variant="dreierles3", dealer=0):
    s = games.new_deal(variant, seed=1, dealer=dealer)
    return [" ".join(c.code for c in h) for h in s.dealt], " ".join(c.code for c in s.talon)


def test_malformed_card_in_a_typed_in_hand():
    hands, talon = seeded_hands()
    hands[0] = hands[0].replace(hands[0].split()[0], "X9")
    with pytest.raises(InvalidNotation, match="X9"):
        games.new_deal("dreierles3", hands=hands, talon=talon)


def test_impossible_deals_are_named():
    hands, talon = seeded_hands()
    with pytest.raises(TarockError, match="the talon has 5 cards"):
        games.new_deal("dreierles3", hands=hands, talon=talon.rsplit(" ", 1)[0])
    dup = hands[1].split()[0]
    broken = [hands[0], hands[1], hands[2].replace(hands[2].split()[0], dup)]
    with pytest.raises(TarockError, match="dealt twice"):
        games.new_deal("dreierles3", hands=broken, talon=talon)


def test_four_at_the_table_the_dealer_holds_nothing():
    hands, talon = seeded_hands("dreierles4", dealer=2)
    assert hands[2] == ""
    moved = hands[0].split()
    wrong = [" ".join(moved[1:]), hands[1], moved[0], hands[3]]
    with pytest.raises(TarockError, match="seat 2 holds 1 cards"):
        games.new_deal("dreierles4", hands=wrong, talon=talon, dealer=2)


def test_unknown_option_and_value():
    with pytest.raises(VariantError, match="max_doublings"):
        games.new_deal("dreierles3", seed=1, max_doublings=7)
    with pytest.raises(VariantError, match="kontra_bared"):
        games.new_deal("dreierles3", seed=1, kontra_bared="x")


def test_illegal_actions_raise_with_the_rule():
    state = games.new_deal("dreierles3", seed=1)
    with pytest.raises(IllegalAction, match=r"§3\.4"):
        state.apply(Bid(1, "sechser"))
    v = state.explain(Play(1, parse_cards("T5")[0]))
    assert not v.allowed and v.code == "WRONG_PHASE"
    v = state.explain(Discard(1, ("S8",)))  # a card given as text, not a Card
    assert not v.allowed
    with pytest.raises(TarockError, match="not an action"):
        state.explain("1 bid solo")
    with pytest.raises(TarockError, match="seat number"):
        state.explain(Announce("one", "kontra"))


def test_broken_record_names_the_line():
    done = games.playout(games.new_deal("dreierles3", seed=3), seed=1)
    lines = games.dump_record(done).splitlines()
    bad = next(i for i, line in enumerate(lines) if " play " in line)
    lines[bad] = lines[bad].rsplit(" ", 1)[0] + " ZZ"
    with pytest.raises(InvalidRecord, match=f"line {bad + 1}"):
        games.load_record("\n".join(lines) + "\n")
    lines = games.dump_record(done).splitlines()
    first_play = next(i for i, line in enumerate(lines) if " play " in line)
    seat = lines[first_play].split()[0]
    lines[first_play] = f"{seat} bid solo"
    with pytest.raises(InvalidRecord, match=f"line {first_play + 1}"):
        games.load_record("\n".join(lines) + "\n")


def test_impossible_score_inputs():
    with pytest.raises(TarockError, match="0 to 70"):
        score_game(table=3, declarer=0, contract="dreier", points=71)
    with pytest.raises(TarockError, match="not a Dreierles bid"):
        score_game(table=3, declarer=0, contract="vierer", points=40)
    with pytest.raises(TarockError, match="3 or 4"):
        score_game(table=5, declarer=0, contract="dreier", points=40)
    with pytest.raises(TarockError, match="declarer must be a seat"):
        score_game(table=3, declarer=3, contract="dreier", points=40)
    with pytest.raises(TarockError, match="three active players"):
        score_raeuber(table=4, dealer=0, points={0: 20, 1: 20, 2: 20})


def test_unfinished_deal_has_no_result():
    with pytest.raises(TarockError, match="not finished"):
        games.new_deal("dreierles3", seed=1).score_sheet()
