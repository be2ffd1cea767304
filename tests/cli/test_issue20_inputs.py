"""Issue 20: each input of the bullets "A silent wrong score", "Remembered results are
missing", "The checker crashes" and "Messages that mislead", fed as it was reported;
each gets the right score or a clear error (asserted by its stable code and exit code,
not by its sentence)."""

from __future__ import annotations

import json

import pytest

from tarock_tutor import games
from tarock_tutor.cli import main, whole_flag
from tarock_tutor.core.checker import check_text
from tarock_tutor.core.errors import TarockError
from tarock_tutor.render.report import report_html

ZW_KONTRA = ('[Game "zwanzigerrufen"]\n[Dealer "4"]\n[Contract "rufer"]\n[Declarer "1"]\n'
             '[Partner "3"]\n[Points "50"]\n[Kontra "3"]\n')


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


# --- A silent wrong score ---------------------------------------------------------------
def test_zwanziger_remembered_kontra_is_scored_with_the_doubling(tmp_path, capsys) -> None:
    """Rufer won, Subkontra (level 3): 1 × 2³ = 8 each way (spec §2.5, §2.7)."""
    report = check_text(ZW_KONTRA)
    assert report.status == "valid" and report.sheet is not None
    assert report.sheet.totals() == (8, -8, 8, -8)
    path = tmp_path / "kontra.txt"
    path.write_text(ZW_KONTRA, encoding="utf-8")
    code, out, _ = _run(["score", str(path), "--json"], capsys)
    assert code == 0 and json.loads(out)["sheets"][0]["totals"] == ["8", "-8", "8", "-8"]
    code, out, _ = _run(["score", "zwanzigerrufen", "--contract", "rufer", "--declarer", "1",
                         "--partner", "3", "--points", "50", "--kontra", "3", "--json"], capsys)
    assert code == 0 and json.loads(out)["sheets"][0]["totals"] == ["8", "-8", "8", "-8"]


def test_a_tag_the_game_does_not_read_is_refused_by_name(capsys) -> None:
    text = '[Game "cego3"]\n[Contract "solo"]\n[Declarer "1"]\n[Points "40"]\n[Kontra "1"]\n'
    report = check_text(text)
    assert report.status == "unreadable" and report.sheet is None
    x = report.irregularities[0]
    assert (x.code, x.line) == ("FACT_TAG_UNKNOWN", 5) and "Contract" in x.text_ja
    code, _, err = _run(["score", "cego3", "--contract", "solo", "--declarer", "1",
                         "--points", "40", "--kontra", "1"], capsys)
    assert code == 2 and "--kontra" in err and "--after-solo" in err


# --- Remembered results are missing ------------------------------------------------------
@pytest.mark.parametrize(("argv", "totals"), [
    (["sicilian", "--contract", "solo", "--declarer", "2", "--points", "60"],
     ["-5", "15", "-5", "-5"]),
    (["dreierles3", "--contract", "dreier", "--declarer", "2", "--points", "41",
      "--kontra", "1"], ["-4", "8", "-4"]),
    (["dreierles3", "--contract", "raeuber", "--raeuber-points", "1:30 2:20 3:20"],
     ["-4", "2", "2"]),
    (["dreierles3", "--contract", "dreier", "--declarer", "2", "--points", "41",
      "--pfeife", "won", "--pfeife-announced", "true"], ["-4", "8", "-4"]),
])
def test_remembered_results_for_sicilian_and_dreierles(argv, totals, capsys) -> None:
    code, out, err = _run(["score", *argv, "--json"], capsys)
    assert code == 0, err
    assert json.loads(out)["sheets"][0]["totals"] == totals


# --- The checker crashes ----------------------------------------------------------------
@pytest.mark.parametrize(("variant", "tags", "tag"), [
    ("cego3", {"Contract": "solo", "Declarer": "1", "Points": "9" * 5000}, "Points"),
    ("cego3", {"Contract": "solo", "Declarer": "9" * 5000, "Points": "40"}, "Declarer"),
    ("neunzehnerrufen", {"Contract": "rufer", "Declarer": "9" * 5000, "Partner": "2",
                         "Points": "40"}, "Declarer"),
    ("neunzehnerrufen", {"Contract": "rufer", "Declarer": "0", "Partner": "9" * 5000,
                         "Points": "40"}, "Partner"),
    ("dreierles3", {"Contract": "dreier", "Declarer": "1", "Points": "41",
                    "Kontra": "9" * 5000}, "Kontra"),
])
def test_huge_fact_numbers_get_a_clear_error(variant, tags, tag) -> None:
    text = f'[Game "{variant}"]\n' + "".join(f'[{k} "{v}"]\n' for k, v in tags.items())
    report = check_text(text)
    x = report.irregularities[0]
    assert report.status == "unreadable"
    assert x.code in ("FACT_BAD_NUMBER", "FACT_BAD_SEAT")
    assert x.line == list(tags).index(tag) + 2      # the tag's own line


@pytest.mark.parametrize("tag", ["Seed", "Dealer"])
def test_huge_header_numbers_get_a_clear_error(tag) -> None:
    report = check_text(f'[Game "cego3"]\n[{tag} "{"9" * 5000}"]\n1 bid pass\n')
    assert [(x.code, x.line) for x in report.irregularities] == [("BAD_NUMBER_TAG", 2)]


# --- Messages that mislead ----------------------------------------------------------------
@pytest.mark.parametrize(("text", "code", "line"), [
    ('[Game "tarok"]\n1 bid pass\n', "UNKNOWN_GAME", 1),
    ('[Game "cego3"\n1 bid pass\n', "TAG_MALFORMED", 1),
    ("", "RECORD_EMPTY", 1),
    ("   \n\n", "RECORD_EMPTY", 1),
    ('hello world\n[Game "cego3"]\n', "LINE_NOT_ACTION", 1),
    ('[Game "cego3"]\n[Seed "1"]\n[Dealer "0"]\n1 play HX\n', "BAD_CARD", 4),
])
def test_unreadable_input_is_not_an_irregularity(text, code, line, tmp_path, capsys) -> None:
    report = check_text(text)
    assert report.status == "unreadable" and not report.readable
    assert (report.irregularities[0].code, report.irregularities[0].line) == (code, line)
    assert "不備あり" not in report.text_ja() and "#b71c1c" not in report_html(report)
    path = tmp_path / "r.txt"
    path.write_text(text, encoding="utf-8")
    code_, out, _ = _run(["check", str(path)], capsys)
    assert code_ == 2 and out.startswith("判定: 記録として読めません")


def test_unknown_game_lists_the_games(tmp_path, capsys) -> None:
    x = check_text('[Game "tarok"]\n').irregularities[0]
    assert x.code == "UNKNOWN_GAME"
    assert all(k in x.text_ja for k in games.variant_keys())


def test_card_typo_in_a_hand_tag_names_its_line() -> None:
    seeded = games.new_deal("cego3", seed=3)
    hands = [" ".join(c.code for c in h) for h in seeded.hands]
    hands[2] = hands[2].replace(hands[2].split()[0], "ZZ", 1)
    text = ('[Game "cego3"]\n[Dealer "0"]\n' + "".join(
        f'[Hand "{i}" "{h}"]\n' for i, h in enumerate(hands))
        + f'[Talon "{" ".join(c.code for c in seeded.talon)}"]\n')
    x = check_text(text).irregularities[0]
    assert (x.code, x.line) == ("BAD_CARD", 5) and "「ZZ」" in x.text_ja


def test_misspelt_option_names_the_option_and_its_values(tmp_path, capsys) -> None:
    path = tmp_path / "d.txt"
    path.write_text(games.dump_record(games.playout(games.new_deal("cego4", seed=3), seed=2)),
                    encoding="utf-8")
    code, out, err = _run(["score", str(path), "--option", "raeuber_ties=splitt"], capsys)
    assert code == 2 and out == ""
    assert "raeuber_ties" in err and "split" in err and "each_tied_player_full" in err
    code, _, err = _run(["score", str(path), "--option", "raeuber_tie=split"], capsys)
    assert code == 2 and "raeuber_ties" in err      # the options there are


def test_unfinished_record_says_what_is_missing(tmp_path, capsys) -> None:
    text = '[Game "cego3"]\n[Seed "1"]\n[Dealer "0"]\n1 bid pass\n'
    report = check_text(text)
    assert report.status == "unfinished" and report.valid and report.sheet is None
    assert "次は席" in report.unchecked[-1]
    path = tmp_path / "u.txt"
    path.write_text(text, encoding="utf-8")
    for cmd in ("check", "score"):
        code, out, _ = _run([cmd, str(path)], capsys)
        assert code == 3 and not out.startswith("判定: 問題なし")


def test_report_heading_names_the_game_in_japanese() -> None:
    done = games.playout(games.new_deal("cego3", seed=2), seed=5)
    report = check_text(games.dump_record(done))
    head = report.text_ja().splitlines()[0]
    assert head == "判定: 問題なし(ツェゴ(3人))" and "cego3" not in report_html(report)


@pytest.mark.parametrize(("argv", "flag"), [
    (["deal", "cego3", "--seed", "３"], "--seed"),
    (["deal", "cego3", "--seed", "1", "--dealer", "١"], "--dealer"),
    (["deal", "cego3", "--seed", "1", "--dealer", "4"], "--dealer"),
    (["deal", "cego3", "--seed", "1", "--playout", "-1"], "--playout"),
    (["deal", "cego3", "--seed", "9" * 5000], "--seed"),
    (["score", "cego3", "--contract", "solo", "--declarer", "1", "--points", "٤٠"], "Points"),
    (["score", "cego3", "--contract", "solo", "--declarer", "３", "--points", "40"],
     "Declarer"),
])
def test_cli_numbers_are_read_as_records_read_them(argv, flag, capsys) -> None:
    code, out, err = _run(argv, capsys)
    assert code == 2 and out == "" and err.startswith("エラー: ") and flag in err


@pytest.mark.parametrize("raw", ["３", "-1", "1.0", "", "9" * 5000])
def test_whole_flag_codes(raw: str) -> None:
    with pytest.raises(TarockError) as err:
        whole_flag(raw, "--seed", 2**64 - 1)
    assert err.value.code == "CLI_BAD_NUMBER"
    assert whole_flag("18446744073709551615", "--seed", 2**64 - 1) == 2**64 - 1


def test_impossible_facts_are_irregular_unreadable_facts_are_not(capsys) -> None:
    sits_out = ('[Game "dreierles4"]\n[Dealer "3"]\n[Contract "dreier"]\n[Declarer "3"]\n'
                '[Points "40"]\n')
    report = check_text(sits_out)
    assert report.status == "irregular"
    assert [(x.code, x.line) for x in report.irregularities] == [("FACT_IMPOSSIBLE", 4)]
    typo = sits_out.replace('[Points "40"]', '[Points "4O"]')
    report = check_text(typo.replace('[Declarer "3"]', '[Declarer "1"]'))
    assert report.status == "unreadable"
    assert [(x.code, x.line) for x in report.irregularities] == [("FACT_BAD_NUMBER", 5)]
