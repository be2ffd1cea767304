"""Card notation: round trips and clear errors for every kind of bad token."""

from __future__ import annotations

import pytest

from tarock_tutor.core.cards import PACKS
from tarock_tutor.core.errors import InvalidNotation
from tarock_tutor.core.notation import format_cards, parse_card, parse_cards
from tarock_tutor.games.cego.pack import CEGO51
from tarock_tutor.games.sicilian.pack import SICILIAN63


@pytest.mark.parametrize("pack", list(PACKS.values()), ids=list(PACKS))
def test_round_trip_ascii_and_unicode(pack):
    for style in ("ascii", "unicode"):
        text = format_cards(pack.cards, style=style)
        assert parse_cards(text, pack) == list(pack.cards)


@pytest.mark.parametrize(
    ("token", "code"),
    [("T21", "T21"), ("txxi", "T21"), ("Sk", "Sk"), ("Sküs", "Sk"), ("Stieß", "Sk"),
     ("stiess", "Sk"), ("SK", "SK"), ("sk", "SK"),
     ("Mi", "Mi"), ("Fool", "Fu"), ("HK", "HK"), ("♥K", "HK"), ("K♥", "HK"),
     ("hA", "H1"), ("SC", "SN"), ("DM", "DJ"), ("♠10", "S10"), ("c8", "C8"), (" H2 ", "H2")],
)
def test_accepted_forms(token, code):
    assert parse_card(token).code == code


@pytest.mark.parametrize(
    ("token", "fragment"),
    [("", "empty token"), ("X9", "no suit or trump prefix"), ("T22", "out of range 1..21"),
     ("T0", "out of range 1..21"), ("H11", "out of range 1..10"), ("HZ", "unknown rank 'Z'"),
     ("S", "no suit or trump prefix"), ("♠", "no suit or trump prefix"),
     ("K", "no suit or trump prefix"), ("T", "no suit or trump prefix")],
)
def test_malformed_tokens_name_the_token_and_the_forms(token, fragment):
    with pytest.raises(InvalidNotation) as err:
        parse_card(token)
    msg = str(err.value)
    assert repr(token) in msg and fragment in msg and "accepted forms" in msg


def test_non_string_token():
    with pytest.raises(InvalidNotation, match="expected a string"):
        parse_card(21)  # type: ignore[arg-type]


def test_card_not_in_pack():
    with pytest.raises(InvalidNotation, match=r"'S7' \(S7\) is not in the 51-card pack"):
        parse_card("S7", CEGO51)
    with pytest.raises(InvalidNotation, match="not in the 63-card Sicilian"):
        parse_card("Sk", SICILIAN63)


def test_duplicates_refused():
    with pytest.raises(InvalidNotation, match="listed twice"):
        parse_cards("HK T21 ♥K")


def test_japanese_names_need_the_pack():
    assert format_cards(parse_cards("T21 HK"), style="ja", pack=CEGO51) == "切札21、ハートのキング"
    with pytest.raises(ValueError, match="needs the pack"):
        format_cards(parse_cards("T21"), style="ja")


def test_the_error_is_a_value_error():
    with pytest.raises(ValueError):
        parse_card("??")
