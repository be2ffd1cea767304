"""The score pad (issue 20, item 5): an evening's deals as records, the totals per
person, who pays whom, the kept state, and the export that ``tarock-tutor score R1 R2 …``
scores to the same totals."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor import cli
from tarock_tutor import scorepad as pad
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.setup import Setup
from tarock_tutor.core.variants import get_variant


def example() -> pad.Evening:
    """Cego for three (cego-dreierles.md §1.5 bands, §2.12 multipliers, §2.14 net)."""
    e = pad.start("cego3", ["アキ", "ベン", "チカ"])
    e = pad.add_facts(e, contract="solo", declarer=1, points=40)   # +2 units ×1: won
    e = pad.add_facts(e, contract="eine", declarer=2, points=30)   # −2 units ×2: lost
    return pad.add_facts(e, contract="cego", declarer=0, points=42)  # +2 units ×1: won


def test_cego3_evening_totals_follow_the_spec() -> None:
    """§2.14, 3 players: a declarer's score S is +2S for him and −S for each defender.
    Deal 1: S = 2 → (−2, +4, −2); deal 2: S = −4 → (+4, +4, −8); deal 3: S = 2 →
    (+4, −2, −2); the evening (6, 6, −12): チカ pays 6 to アキ and 6 to ベン."""
    tally = pad.score(example())
    assert [d.sheet.totals() for d in tally.deals if d.sheet] == [
        (-2, 4, -2), (4, 4, -8), (4, -2, -2)]
    assert tally.totals == (6, 6, -12)
    assert tally.settlement == [(2, 0, 6), (2, 1, 6)]


def test_the_dealer_passes_on_one_seat_each_deal() -> None:
    e = example()
    assert [d.dealer for d in pad.score(e).deals] == [0, 1, 2]
    assert pad.next_dealer(e) == 0


def write_files(evening: pad.Evening, folder: Path) -> list[str]:
    paths = []
    for name, text in pad.export_files(evening):
        (folder / name).write_text(text, encoding="utf-8")
        paths.append(str(folder / name))
    return paths


def cli_totals(paths: list[str]) -> list[str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli.main(["score", *paths, "--json"])
    assert code == 0
    result: list[str] = json.loads(out.getvalue())["totals"]
    return result


def test_export_replays_to_the_same_totals_through_the_cli(tmp_path: Path) -> None:
    e = example()
    assert cli_totals(write_files(e, tmp_path)) == [str(t) for t in pad.score(e).totals]


def test_export_text_splits_back_into_the_same_records() -> None:
    e = example()
    assert pad.split_export(pad.export_text(e)) == list(e.records)
    again = pad.add_pasted(pad.start("cego3", ["アキ", "ベン", "チカ"]), pad.export_text(e))
    assert again == e


def test_kept_state_round_trips() -> None:
    e = example()
    assert pad.from_json(pad.to_json(e)) == e


@pytest.mark.parametrize("saved", ["", "{", "[]", '{"format": "x"}',
                                   '{"format": "tarock-tutor-scorepad/1", "variant": "cego3"}',
                                   '{"format": "tarock-tutor-scorepad/1", "variant": "nope", '
                                   '"names": ["a"], "first_dealer": 0, "records": []}'])
def test_a_broken_kept_state_is_refused_by_code(saved: str) -> None:
    with pytest.raises(pad.ScorePadError) as err:
        pad.from_json(saved)
    assert err.value.code in {"PAD_BAD_SAVED", "PAD_UNKNOWN_GAME"}


@pytest.mark.parametrize(("names", "code"), [
    (["a", "b"], "PAD_NAMES_COUNT"),
    (["a", "b", "a"], "PAD_SAME_NAME"),
    (["a,b", "c", "d"], "PAD_BAD_NAME"),
    (['"x"', "c", "d"], "PAD_BAD_NAME"),
    (["x" * 21, "c", "d"], "PAD_BAD_NAME"),
])
def test_bad_names_are_refused(names: list[str], code: str) -> None:
    with pytest.raises(pad.ScorePadError) as err:
        pad.start("cego3", names)
    assert err.value.code == code
    assert err.value.ja  # the sentence the panel shows


def test_blank_names_become_seat_numbers() -> None:
    assert pad.start("cego3", ["", " ", "C"]).names == ("席1", "席2", "C")


def test_unknown_game_is_refused() -> None:
    with pytest.raises(pad.ScorePadError) as err:
        pad.start("skat", ["a", "b", "c"])
    assert err.value.code == "PAD_UNKNOWN_GAME"


@pytest.mark.parametrize(("facts", "code"), [
    ({"contract": "solo", "declarer": 3, "points": 40}, "PAD_BAD_SEAT"),
    ({"contract": "solo", "declarer": 0, "partner": 0, "points": 40},
     "PAD_PARTNER_IS_DECLARER"),
    ({"contract": "", "declarer": 0, "points": 40}, "PAD_NO_CONTRACT"),
    ({"contract": "solo", "declarer": 0, "points": -1}, "PAD_BAD_POINTS"),
    ({"contract": "solo", "declarer": 0, "points": 40, "extra": {"Game": "x"}},
     "PAD_BAD_FACT_NAME"),
    ({"contract": "solo", "declarer": 0, "points": 40, "extra": {"AfterSolo": 'a"b'}},
     "PAD_BAD_FACT"),
    ({"contract": "piccolo", "declarer": 0, "points": 40}, "PAD_NO_SCORE"),
    ({"contract": "solo", "declarer": 0, "points": 71}, "PAD_NO_SCORE"),
])
def test_impossible_facts_are_refused(facts: dict[str, object], code: str) -> None:
    with pytest.raises(pad.ScorePadError) as err:
        pad.add_facts(pad.start("cego3", ["a", "b", "c"]), **facts)
    assert err.value.code == code


def test_a_fact_the_checker_drops_is_refused_not_ignored() -> None:
    """Issue 20: a tag the checker does not pass on to the game would be scored as if
    it were absent; the pad refuses it instead (no game reads a Trinkgeld)."""
    e = pad.start("cego3", ["a", "b", "c"])
    with pytest.raises(pad.ScorePadError) as err:
        pad.add_facts(e, contract="solo", declarer=0, points=40, extra={"Trinkgeld": "2"})
    assert err.value.code == "PAD_FACT_NOT_READ"
    after = pad.add_facts(e, contract="solo", declarer=0, points=40,
                          extra={"AfterSolo": "true"})
    assert '[AfterSolo "true"]' in after.records[0]


def test_parse_extra() -> None:
    assert pad.parse_extra("Kontra=2, AfterSolo=true") == {"Kontra": "2",
                                                           "AfterSolo": "true"}
    with pytest.raises(pad.ScorePadError):
        pad.parse_extra("Kontra")


def test_a_record_of_another_game_is_refused() -> None:
    other = pad.facts_record(pad.start("dreierles3", ["a", "b", "c"]), contract="dreier",
                             declarer=1, points=41)
    with pytest.raises(pad.ScorePadError) as err:
        pad.add_record(pad.start("cego3", ["a", "b", "c"]), other)
    assert err.value.code == "PAD_OTHER_GAME"


def test_an_unreadable_paste_is_refused() -> None:
    with pytest.raises(pad.ScorePadError) as err:
        pad.add_pasted(pad.start("cego3", ["a", "b", "c"]), "hello")
    assert err.value.code == "PAD_NO_SCORE"
    with pytest.raises(pad.ScorePadError) as err:
        pad.add_pasted(pad.start("cego3", ["a", "b", "c"]), "  \n")
    assert err.value.code == "PAD_EMPTY"


def test_a_played_record_can_be_pasted(tmp_path: Path) -> None:
    from tarock_tutor import games

    done = games.playout(games.new_deal("cego3", seed=2), seed=5)
    e = pad.add_pasted(example(), games.dump_record(done))
    assert pad.score(e).totals == tuple(
        a + b for a, b in zip((6, 6, -12), done.score_sheet().totals(), strict=True))
    assert cli_totals(write_files(e, tmp_path)) == [str(t) for t in pad.score(e).totals]


def test_a_corrected_dealer_carries_on() -> None:
    """The next deal goes to the seat after whoever really dealt the last one."""
    e = pad.add_facts(pad.start("cego3", ["a", "b", "c"]), contract="solo", declarer=1,
                      points=40, dealer=2)
    assert pad.next_dealer(e) == 0


def test_remove_deal() -> None:
    e = example()
    assert pad.remove_deal(e, 2).records == e.records[:2]
    with pytest.raises(pad.ScorePadError):
        pad.remove_deal(e, 3)


def test_every_variant_is_offered_with_a_japanese_name() -> None:
    from tarock_tutor import games

    choices = pad.variant_choices()
    assert [k for _, k in choices] == games.variant_keys()
    assert all(label and label.isascii() is False for label, _ in choices)


def test_contract_choices_are_what_the_game_scores() -> None:
    """Every offered contract scores; a game without remembered results offers none."""
    for _, key in pad.variant_choices():
        v = get_variant(key)
        spec = game_of(v)
        offered = pad.contract_choices(key)
        if spec.score_facts is None:
            assert offered == ()
            continue
        assert offered, key
        e = pad.start(key, [f"p{i}" for i in range(v.seats)])
        seat = (spec.default_dealer + 1) % v.seats
        for _, contract in offered:
            ok = False
            for partner in (None, (seat + 1) % v.seats):
                for points in (0, 35, 61, 100):
                    try:
                        pad.add_facts(e, contract=contract, declarer=seat, partner=partner,
                                      points=points, dealer=spec.default_dealer)
                    except pad.ScorePadError:
                        continue
                    ok = True
            assert ok, (key, contract)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 70),
                          st.sampled_from(["solo", "cego", "eine"])), min_size=1, max_size=5))
def test_totals_are_the_sum_of_the_games_own_sheets(deals: list[tuple[int, int, str]]) -> None:
    """Independent path: each deal scored by the game's ``score_facts`` directly."""
    e = pad.start("cego3", ["a", "b", "c"])
    v = get_variant("cego3")
    spec = game_of(v)
    assert spec.score_facts is not None
    want = [0, 0, 0]
    for declarer, points, contract in deals:
        e = pad.add_facts(e, contract=contract, declarer=declarer, points=points)
        sheet = spec.score_facts(Setup.seeded(v, 0, dealer=0),
                                 {"Contract": contract, "Declarer": pad.seat_fact(declarer),
                                  "Points": str(points)})
        want = [a + b for a, b in zip(want, sheet.totals(), strict=True)]
    assert list(pad.score(e).totals) == want
    assert sum(pad.score(e).totals) == 0


def test_a_kontra_chain_is_scored_in_the_pad() -> None:
    """Issue 20's silent wrong score, through the pad: a Rufer won with Subkontra
    (level 3) is 1 × 2³ = 8 each way (Zwanzigerrufen spec §2.5, §2.7)."""
    e = pad.start("zwanzigerrufen", ["a", "b", "c", "d"])
    e = pad.add_facts(e, contract="rufer", declarer=0, partner=2, points=50,
                      extra={"Kontra": "3"})
    assert '[Kontra "3"]' in e.records[0] and '[Declarer "1"]' in e.records[0]
    assert list(pad.score(e).totals) == [8, -8, 8, -8]
