"""Records and the command line for Dreierles: ``tarock-tutor deal/replay/score`` and the
record checker, through the generic entry points only."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.cli import main
from tarock_tutor.core.checker import check_text
from tarock_tutor.core.errors import TarockError
from tarock_tutor.games.dreierles import score_facts


def test_cli_deal_and_replay(tmp_path, capsys):
    assert main(["deal", "dreierles4", "--seed", "3", "--dealer", "2", "--playout", "1"]) == 0
    record = capsys.readouterr().out
    assert '[Game "dreierles4"]' in record and '[Dealer "2"]' in record
    path = tmp_path / "deal.txt"
    path.write_text(record, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "ドライアーレス(4人)" in out and "合計" in out


def test_replay_reports_the_illegal_line(tmp_path, capsys):
    done = games.playout(games.new_deal("dreierles3", seed=4), seed=2)
    lines = games.dump_record(done).splitlines()
    i = next(k for k, line in enumerate(lines) if " bid " in line)
    seat = lines[i].split()[0]
    lines[i] = f"{seat} bid vierer"
    path = tmp_path / "bad.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["replay", str(path)]) != 0
    assert f"{i + 1}行目: " in capsys.readouterr().err


def test_checker_reports_a_finished_deal():
    text = games.dump_record(games.playout(games.new_deal("dreierles3", seed=6), seed=1))
    report = check_text(text)
    assert report.valid and report.finished and sum(report.sheet.totals()) == 0


def test_remembered_result_scores_the_play_result():
    setup = games.new_deal("dreierles4", seed=0, dealer=3).setup
    sheet = score_facts(setup, {"Contract": "zweier", "Declarer": "2", "Points": "47"})
    assert sheet.totals() == (-6, 18, -6, -6)            # DR-19
    pile = "Sk T21 HK SK CK SQ HQ CN DN HJ SJ " + "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 " \
        "T13 T14 T15 T16 T17"
    sheet = score_facts(setup, {"Contract": "dreier", "Declarer": "1", "Pile": pile})
    assert sheet.items[0].base == 2                      # DR-01: 41 points


@pytest.mark.parametrize(("facts", "code", "tag"), [
    # Räuber is remembered by each player's points (issue 20), not by a declarer's
    ({"Contract": "raeuber", "Declarer": "1", "Points": "30"}, "FACT_MISSING",
     "RaeuberPoints"),
    ({"Contract": "dreier", "Declarer": "4", "Points": "30"}, "FACT_IMPOSSIBLE", "Declarer"),
    ({"Contract": "dreier", "Declarer": "1", "Points": "0"}, "FACT_IMPOSSIBLE", "Points"),
    ({"Contract": "dreier", "Declarer": "1", "Points": "70"}, "FACT_BAD_NUMBER", "Points"),
    ({"Contract": "zweier", "Declarer": "1", "Pile": "Sk T21 HK"}, "FACT_IMPOSSIBLE", "Pile"),
    ({"Contract": "einer", "Declarer": "1"}, "FACT_MISSING", "Points"),
])
def test_impossible_remembered_results_are_refused(facts, code, tag):
    setup = games.new_deal("dreierles4", seed=0, dealer=3).setup
    with pytest.raises(TarockError) as err:
        score_facts(setup, facts)
    assert (err.value.code, err.value.params["tag_key"]) == (code, tag)
