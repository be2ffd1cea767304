"""Record format version 2 (issue 20, item 1): records name seats 席1 … 席n, the
numbers people use at the table, fixed whoever deals (席k is the engine's seat k−1).
Version-1 records (seats from 0) are still read and converted, with a note."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor import games
from tarock_tutor.cli import main
from tarock_tutor.core.checker import check_text
from tarock_tutor.core.errors import InvalidRecord, error_ja
from tarock_tutor.core.record_json import FORMAT, from_json, to_json
from tarock_tutor.core.records import dumps, load, parse_text

ROOT = Path(__file__).parents[2]
V1 = Path(__file__).parent / "records_v1"
BOOK = ROOT / "book" / "disputes" / "records"

# A Cego 3p deal as a person types it: no Format tag, seats 1-3, Anna deals (席1), so
# Bernd (席2) is forehand and opens; hands from the book's case 1 (cego3_revoke.txt).
TYPED = """[Game "cego3"]
[Dealer "1"]
[Names "Anna, Bernd, Clara"]
[Hand "1" "DJ CQ T10 T18 S10 SJ Sk T2 D1 T11 T7 T3 DK"]
[Hand "2" "T19 H3 CN H1 T9 T8 HK T20 T12 T16 T5 HJ T13"]
[Hand "3" "C10 T4 HQ T15 SN HN T14 CJ T21 DQ SQ C8 D3"]
[Talon "H4 S9 T1 SK DN T6 T17 C9 S8 CK D2 H2"]
2 bid pass
3 bid pass
1 bid solo
2 bid pass
3 bid pass
1 play Sk
2 play T16
3 play T15
"""


def test_a_record_typed_by_hand_with_seat_numbers_checks() -> None:
    report = check_text(TYPED)
    assert report.valid and not report.notes and report.irregularities == []
    state = report.state
    assert state is not None and state.dealer == 0 and state.to_move == 0   # 席1 leads
    assert [a.seat for a in state.history] == [1, 2, 0, 1, 2, 0, 1, 2]
    assert state.setup.hands is not None and state.setup.hands[0][0].code == "DJ"


def test_a_typed_record_out_of_turn_names_the_seats_as_typed() -> None:
    """The forehand is 席2 (the dealer 席1's next seat); 席3 speaking first is told so."""
    text = TYPED.replace("2 bid pass\n3 bid pass\n1 bid solo", "3 bid pass\n2 bid pass\n1 bid solo")
    report = check_text(text)
    [x] = report.irregularities
    assert (x.code, x.seat, x.seat_ja, x.line, x.action) == ("NOT_YOUR_TURN", 2, "席3", 8,
                                                              "3 bid pass")
    assert "今は席2の番です(席3ではありません)" in x.text_ja
    assert "It is seat 2's turn, not seat 3's" in x.text_en


@pytest.mark.parametrize(("line", "shown"), [
    ("4 bid pass", "'4'"), ("0 bid pass", "'0'")])
def test_a_seat_off_the_table_is_refused_with_the_valid_seats(line: str, shown: str) -> None:
    text = '[Game "cego3"]\n[Format "2"]\n[Seed "3"]\n' + line + "\n"
    with pytest.raises(InvalidRecord) as err:
        load(text)
    assert err.value.line == 4 and err.value.column == 1
    assert f"seat {shown} is not a seat of this table: the seats are 席1〜席3" in str(err.value)
    assert "この卓の席は席1〜席3です" in error_ja(err.value)


@pytest.mark.parametrize(("tag", "bad"), [
    ('[Dealer "4"]', "[Dealer]: seat '4'"), ('[Hand "4" "HK"]', "seat '4'")])
def test_seat_tags_off_the_table_are_refused(tag: str, bad: str) -> None:
    with pytest.raises(InvalidRecord, match="the seats are 席1〜席3") as err:
        parse_text(f'[Game "cego3"]\n{tag}\n')
    assert bad in str(err.value) and err.value.line == 2


def test_a_seat_written_twice_in_hand_tags_is_refused() -> None:
    with pytest.raises(InvalidRecord, match="seat '01' has a second \\[Hand\\] tag"):
        parse_text('[Game "cego3"]\n[Hand "1" "HK"]\n[Hand "01" "SK"]\n')


def test_an_unknown_format_is_refused() -> None:
    with pytest.raises(InvalidRecord, match="unknown record format '3'"):
        parse_text('[Game "cego3"]\n[Format "3"]\n1 bid pass\n')


def test_a_version_1_record_reads_with_the_conversion_note(capsys) -> None:
    """The book's case 1 as it was written before format 2 (engine seats, Anna = 0)."""
    old = (V1 / "cego3_revoke_v1.txt").read_text(encoding="utf-8")
    new = (BOOK / "cego3_revoke.txt").read_text(encoding="utf-8")
    rec = parse_text(old)
    assert (rec.format, rec.converted) == (1, True)
    r1, r2 = check_text(old), check_text(new)
    assert r1.notes == ["この記録は旧形式(席を0から数える番号)で書かれていたため、"
                        "席1〜席3の番号に読み替えました。"]
    assert r2.notes == []
    assert r1.state is not None and r2.state is not None
    assert r1.state.history == r2.state.history and r1.state.setup == r2.state.setup
    assert [(x.seat_ja, x.trick, x.action) for x in r1.irregularities] == [
        ("席1", 4, "1 play SJ")] == [(x.seat_ja, x.trick, x.action) for x in r2.irregularities]
    assert r1.text_ja().splitlines()[1].startswith("注: この記録は旧形式")
    assert check_text(old).to_dict()["notes"] == r1.notes
    [x] = r2.to_dict()["irregularities"]
    assert (x["seat"], x["seat_ja"], x["action"]) == (1, "席1", "1 play SJ")   # JSON: 席 numbers
    from tarock_tutor.render.report import report_html

    assert "<p>注: この記録は旧形式" in report_html(r1) and "旧形式" not in report_html(r2)
    path = ROOT / "tests" / "core" / "records_v1" / "cego3_revoke_v1.txt"
    assert main(["check", str(path)]) == 1
    assert "注: この記録は旧形式" in capsys.readouterr().out


def test_a_version_1_remembered_result_is_converted() -> None:
    """No actions, [Declarer "0"]: a seat written as 0, so version 1 (Anna = 0)."""
    old = check_text((V1 / "n19_remembered_35_v1.txt").read_text(encoding="utf-8"))
    new = check_text((BOOK / "n19_remembered_35.txt").read_text(encoding="utf-8"))
    assert old.notes and not new.notes
    assert old.sheet is not None and new.sheet is not None
    assert old.sheet.totals() == new.sheet.totals()


def test_format_1_tag_is_read_as_engine_seats() -> None:
    rec = parse_text('[Game "cego3"]\n[Format "1"]\n[Dealer "2"]\n1 bid pass\n')
    assert rec.converted and rec.tags["Dealer"] == "2" and rec.actions[0].seat == 1
    with pytest.raises(InvalidRecord, match=r"seat '3' .*written 0\.\.2"):
        parse_text('[Game "cego3"]\n[Format "1"]\n3 bid pass\n')


def test_dumps_writes_format_2() -> None:
    done = games.playout(games.new_deal("neunzehnerrufen", seed=4), seed=2)
    text = dumps(done)
    lines = text.splitlines()
    assert lines[:3] == ['[Game "neunzehnerrufen"]', '[Format "2"]', '[Seed "4"]']
    assert lines[3] == '[Dealer "4"]'   # the default dealer, engine seat 3, is 席4
    seats = [int(ln.split()[0]) for ln in lines if ln[:1].isdigit()]
    assert set(seats) == {1, 2, 3, 4}
    assert [a.seat + 1 for a in done.history] == seats


def test_json_version_2_and_version_1_both_read() -> None:
    text = (BOOK / "cego4_after_solo.txt").read_text(encoding="utf-8")
    twin = json.loads(to_json(text))
    assert twin["format"] == FORMAT == "tarock-tutor-record/2"
    assert twin["tags"]["Dealer"] == "1" and sorted(twin["hands"]) == ["1", "2", "3", "4"]
    assert {a[0] for a in twin["actions"]} == {1, 2, 3, 4}
    state = load(from_json(json.dumps(twin)))
    v1 = dict(twin, format="tarock-tutor-record/1",
              tags=dict(twin["tags"], Dealer="0"),
              hands={str(int(k) - 1): v for k, v in twin["hands"].items()},
              actions=[[a[0] - 1, *a[1:]] for a in twin["actions"]])
    old = load(from_json(json.dumps(v1)))
    assert old.history == state.history and old.setup == state.setup
    assert check_text(from_json(json.dumps(v1))).notes
    bad = dict(twin, actions=[[0, "bid", "pass"]])
    with pytest.raises(InvalidRecord, match="the seats are 席1〜席4"):
        from_json(json.dumps(bad))


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["cego3", "cego4", "dreierles3", "dreierles4", "neunzehnerrufen",
                        "neunzehnerrufen-3p-dummy", "zwanzigerrufen", "sicilian"]),
       st.integers(0, 10_000), st.integers(0, 10_000), st.data())
def test_round_trip_keeps_history(variant: str, seed: int, play: int, data) -> None:
    seats = games.new_deal(variant, seed=seed).variant.seats
    dealer = data.draw(st.integers(0, seats - 1))
    done = games.playout(games.new_deal(variant, seed=seed, dealer=dealer), seed=play)
    text = dumps(done)
    again = load(text)
    assert again.history == done.history and again.setup == done.setup
    assert dumps(again) == text
    assert load(from_json(to_json(text))).history == done.history
    assert f'[Dealer "{dealer + 1}"]' in text


def test_cli_seats_are_seat_numbers(capsys) -> None:
    """``score`` and ``deal`` take 席 numbers; 0 or n+1 is refused with the valid range.
    CG-08 (spec cego-dreierles.md): a Solo with 58 points wins 10, each defender −5."""
    assert main(["score", "cego3", "--contract", "solo", "--declarer", "2",
                 "--points", "58", "--json"]) == 0
    sheet = json.loads(capsys.readouterr().out)["sheets"][0]
    assert sheet["players"] == ["席1", "席2", "席3"] and sheet["totals"] == ["-5", "10", "-5"]
    for bad in ("0", "4"):
        assert main(["score", "cego3", "--contract", "solo", "--declarer", bad,
                     "--points", "58"]) == 2
        err = capsys.readouterr().err
        assert f"「{bad}」" in err and "席1〜席3" in err
    assert main(["deal", "cego3", "--seed", "5", "--dealer", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [ln.split(":")[0] for ln in out] == ["; 席1", "; 席2(ディーラー)", "; 席3(先手)"]
    assert main(["deal", "cego3", "--seed", "5", "--dealer", "4"]) == 2
    err = capsys.readouterr().err
    assert "--dealer" in err and "「4」" in err and "席1〜席3" in err


def test_a_session_keeps_each_person_in_one_column(tmp_path, capsys) -> None:
    """The deal passes round (席1, 席2, 席3 deal in turn); the columns of every sheet and
    of the session's totals stay 席1 Anna, 席2 Bernd, 席3 Clara."""
    paths, totals = [], [0, 0, 0]
    for k, seed in enumerate((11, 12, 13)):
        done = games.playout(games.new_deal("cego3", seed=seed, dealer=k,
                                            names=("Anna", "Bernd", "Clara")), seed=seed)
        text = dumps(done)
        assert f'[Dealer "{k + 1}"]' in text
        path = tmp_path / f"deal{k + 1}.txt"
        path.write_text(text, encoding="utf-8")
        paths.append(str(path))
        assert done.score_sheet().players == ("席1 Anna", "席2 Bernd", "席3 Clara")
        totals = [t + x for t, x in zip(totals, done.score_sheet().totals(), strict=True)]
    assert main(["score", *paths, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == ["席1 Anna", "席2 Bernd", "席3 Clara"]
    assert [int(t) for t in data["totals"]] == totals
    assert main(["score", *paths]) == 0
    out = capsys.readouterr().out.splitlines()
    line = out[out.index("== セッションの合計(3ディール)") + 1]
    assert line.split()[0:2] == ["席1", "Anna"] and "席2 Bernd" in line and "席3 Clara" in line


def test_a_declarer_off_the_table_is_refused_by_the_fact_reader() -> None:
    """Fact tags name seats as people write them (席1〜席n); the game's fact reader
    refuses one off the table, on its line, with the valid seats."""
    from tarock_tutor.core.checker import check_text

    bad = check_text('[Game "cego3"]\n[Contract "solo"]\n[Declarer "5"]\n[Points "40"]\n')
    assert bad.status == "unreadable"
    assert [(x.code, x.line) for x in bad.irregularities] == [("FACT_BAD_SEAT", 3)]
    assert "席1〜席3" in bad.text_ja()
    good = check_text('[Game "cego3"]\n[Contract "solo"]\n[Declarer "3"]\n[Points "40"]\n')
    assert good.sheet is not None and good.sheet.totals()[2] > 0   # 席3 is engine seat 2
