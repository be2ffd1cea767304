"""The command line answers table questions and reports bad input without a traceback."""

from __future__ import annotations

import pytest

from tarock_tutor.cli import main


def test_legal_lists_cards_and_reason(capsys):
    assert main(["legal", "--pack", "tarock54", "--hand", "T3 HK S8", "--trick", "D1"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "legal: T3"
    assert "切札を出さなければなりません" in out


def test_refused_card_exits_1(capsys):
    rc = main(["legal", "--pack", "tarock54", "--hand", "T3 HK S8", "--trick", "D1",
               "--card", "S8", "--lang", "en"])
    assert rc == 1
    assert "must trump" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [(["legal", "--pack", "cego51", "--hand", "T3 X9"], "cannot read card 'X9'"),
     (["legal", "--pack", "cego51", "--hand", "T3 S7"], "'S7' (S7) is not in the 51-card"),
     (["count", "--pack", "zwanziger40", "T2"], "'T2' (T2) is not in the 40-card"),
     (["count", "--pack", "tarock54", "HK", "HK"], "listed twice")],
)
def test_bad_input_is_a_clear_error(argv, fragment, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and fragment in err and "Traceback" not in err


def test_count_uses_the_pack_s_own_method(capsys):
    main(["count", "--pack", "sicilian63", "T20", "T1", "Fu"])
    main(["count", "--pack", "zwanziger40", "HK", "H1"])
    assert capsys.readouterr().out.split() == ["28", "5"]
