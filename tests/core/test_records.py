"""Record syntax: lenient reading with positions, a JSON twin, clear errors."""

from __future__ import annotations

import pytest

from tarock_tutor.core.errors import InvalidRecord
from tarock_tutor.core.notation import parse_card
from tarock_tutor.core.protocol import Discard, Play
from tarock_tutor.core.record_json import from_json, to_json
from tarock_tutor.core.records import action_from_raw, option_value, parse_text
from tarock_tutor.games.cego.pack import TAROCK54

GOOD = """[Game "cego3"]
[Seed "42"]
[Option "cego.pass_is_final" "true"]
; comment: seats are 席 numbers (席1 is the engine's seat 0)
2 bid cego
3 discard HK S10
1 play T21
"""


def test_parse_good_record():
    rec = parse_text(GOOD)
    assert rec.tags == {"Game": "cego3", "Seed": "42"}
    assert rec.options == {"cego.pass_is_final": "true"}
    assert [(a.line, a.seat, a.kind) for a in rec.actions] == [
        (5, 1, "bid"), (6, 2, "discard"), (7, 0, "play")]
    assert action_from_raw(rec.actions[1], TAROCK54) == Discard(
        2, (parse_card("HK"), parse_card("S10")))
    assert action_from_raw(rec.actions[2], TAROCK54) == Play(0, parse_card("T21"))


def test_all_syntax_errors_are_collected_with_lines():
    bad = '[Game "x"\nX bid a\n1\n[Option "k"]\n'
    with pytest.raises(InvalidRecord) as err:
        parse_text(bad)
    e = err.value
    assert e.line == 1 and "malformed tag" in str(e) and "(and 3 more)" in str(e)
    assert [m.split(":")[0] for m in e.errors] == [
        "line 1, column 1", "line 2, column 1", "line 3, column 1", "line 4, column 1"]


def test_missing_game_tag():
    with pytest.raises(InvalidRecord, match=r"no \[Game"):
        parse_text("1 bid solo\n")


def test_bad_card_in_an_action_names_the_line():
    rec = parse_text('[Game "g"]\n\n2 play HX\n')
    with pytest.raises(InvalidRecord, match=r"line 3, column 8: cannot read card 'HX'"):
        action_from_raw(rec.actions[0], TAROCK54)


def test_unknown_action_kind():
    rec = parse_text('[Game "g"]\n1 dance HK\n')
    with pytest.raises(InvalidRecord, match=r"cannot read action 'dance'.*known actions"):
        action_from_raw(rec.actions[0], TAROCK54)


def test_json_twin_round_trip():
    """The JSON twin drops the comment line and adds a Format line: same lines."""
    assert parse_text(from_json(to_json(GOOD))).actions == parse_text(GOOD).actions
    with pytest.raises(InvalidRecord, match="not a JSON record"):
        from_json("{]")


def test_option_values_are_typed():
    assert option_value("true", (False, True)) is True
    assert option_value("36", (35, 36)) == 36
    with pytest.raises(InvalidRecord, match="'maybe' is not one of false, true"):
        option_value("maybe", (False, True))


def test_malformed_actions_still_print():
    """A verdict quotes the action; a malformed one must not crash while being quoted."""
    from tarock_tutor.core.protocol import Bid

    assert str(Bid(0, None)) == "0 bid None"  # type: ignore[arg-type]
    assert str(Play(1, "HK")) == "1 play 'HK'"  # type: ignore[arg-type]
