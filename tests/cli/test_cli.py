"""The command line answers table questions and reports bad input without a traceback."""

from __future__ import annotations

import re

import pytest

from tarock_tutor.cli import main
from tarock_tutor.core.labels import variant_ja
from tarock_tutor.core.variants import get_variant


def test_legal_lists_cards_and_reason(capsys):
    assert main(["legal", "--pack", "tarock54", "--hand", "T3 HK S8", "--trick", "D1"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "出せるカード: 切札3"
    assert "切札を出さなければなりません" in out


def test_refused_card_exits_1(capsys):
    rc = main(["legal", "--pack", "tarock54", "--hand", "T3 HK S8", "--trick", "D1",
               "--card", "S8", "--lang", "en"])
    assert rc == 1
    assert "must trump" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [(["legal", "--pack", "cego51", "--hand", "T3 X9"], "「X9」"),
     (["legal", "--pack", "cego51", "--hand", "T3 S7"], "「S7」はこのゲームのパックにない"),
     (["count", "--pack", "zwanziger40", "T2"], "「T2」はこのゲームのパックにない"),
     (["count", "--pack", "tarock54", "HK", "HK"], "2回書かれています")],
)
def test_bad_input_is_a_clear_error(argv, fragment, capsys):
    """Errors reach a person in Japanese (issue 20: no English exception text)."""
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("エラー: ") and fragment in err and "Traceback" not in err


def test_count_uses_the_pack_s_own_method(capsys):
    main(["count", "--pack", "sicilian63", "T20", "T1", "Fu"])
    main(["count", "--pack", "zwanziger40", "HK", "H1"])
    assert capsys.readouterr().out.split() == ["28", "5"]


@pytest.mark.parametrize("variant", ["cego3", "cego4", "neunzehnerrufen", "neunzehnerrufen-2p"])
def test_deal_playout_output_is_a_record_that_replays(variant, tmp_path, capsys):
    assert main(["deal", variant, "--seed", "11", "--playout", "3"]) == 0
    text = capsys.readouterr().out
    path = tmp_path / "deal.txt"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    title = variant_ja(get_variant(variant))
    assert out.startswith(f"{title}: 記録の") and "すべて規則どおりです" in out and "合計" in out
    # the totals printed by replay are the ones recorded as comments by deal
    assert out.splitlines()[-1].split("合計")[1].split() == \
        text.splitlines()[-1].split("合計")[1].split()


def test_replay_reports_the_illegal_line(tmp_path, capsys):
    main(["deal", "cego3", "--seed", "2", "--playout", "1"])
    lines = capsys.readouterr().out.splitlines()
    first_action = next(i for i, ln in enumerate(lines) if ln[:1].isdigit())
    seat = int(lines[first_action].split()[0])
    lines[first_action] = f"{seat % 3 + 1} bid pass"   # the next 席 (1, 2, 3)
    path = tmp_path / "bad.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{first_action + 1}行目: 「席{seat % 3 + 1}: ビッド パス」は不可" in err
    assert f"今は席{seat}の番です" in err and not re.search(r"[A-Za-z]{3,}", err.split(": ", 2)[2])


def test_replay_unknown_game_and_missing_file(tmp_path, capsys):
    path = tmp_path / "g.txt"
    path.write_text('[Game "tapp"]\n1 bid solo\n', encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert "「tapp」というゲームはありません" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "nope.txt")]) == 2
    assert "nope.txt」を読めません" in capsys.readouterr().err


def test_unknown_variant_in_deal(capsys):
    assert main(["deal", "tapp4", "--seed", "1"]) == 2
    err = capsys.readouterr().err   # the games there are, so the reader can pick one
    assert "「tapp4」というゲームはありません" in err and "cego3 = ツェゴ(3人)" in err
