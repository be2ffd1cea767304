"""``tarock-tutor play`` and ``deal --players`` (issue 19, the terminal)."""

from __future__ import annotations

import io
import itertools
import subprocess
import sys
from pathlib import Path

import pytest

from tarock_tutor import games
from tarock_tutor.cli import main
from tarock_tutor.play_cli import parse_seat, play


def _run(args: list[str], stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tarock_tutor.cli", *args], input=stdin,
                          capture_output=True, text=True, timeout=600, check=False)


def test_play_through_standard_input_to_the_end(tmp_path: Path) -> None:
    """Answer "1" at every prompt: the deal is played to the score sheet, and the
    record written is a finished deal that replays."""
    rec = tmp_path / "deal.txt"
    done = _run(["play", "cego3", "--seed", "3", "--level", "beginner", "--record", str(rec)],
                "1\n" * 300)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    assert "ディール終了" in done.stdout and "合計" in done.stdout
    state = games.load_record(rec.read_text(encoding="utf-8"))
    assert state.is_terminal


@pytest.mark.parametrize("variant", ["neunzehnerrufen-2p", "sicilian", "zwanzigerrufen"])
def test_typos_and_illegal_cards_get_japanese_and_the_prompt_again(variant: str) -> None:
    answers = itertools.cycle(["zz", "切札21", "0", "1"])
    out = io.StringIO()
    code = play(variant, seat="2", seed=5, level="beginner", read=lambda _: next(answers),
                out=out)
    text = out.getvalue()
    assert code == 0
    assert "読めない入力です: 「zz」" in text
    assert "番号は 1〜" in text
    assert "ディール終了" in text
    for english in ("Traceback", "Error", "seat ", "not allowed"):
        assert english not in text


def test_an_illegal_card_gets_the_engines_verdict() -> None:
    """A card named during play that the seat may not play: the verdict, then the prompt."""
    out = io.StringIO()
    names = [games.new_deal("cego3", seed=3).variant.pack.name(c, "ja")
             for c in games.new_deal("cego3", seed=3).variant.pack.cards]
    answers = itertools.chain.from_iterable(itertools.repeat([*names[:5], "1"]))
    assert play("cego3", seed=3, level="beginner", read=lambda _: next(answers), out=out) == 0
    assert "は不可:" in out.getvalue()


def test_end_of_input_stops_cleanly_and_writes_the_record_so_far(tmp_path: Path) -> None:
    rec = tmp_path / "part.txt"
    done = _run(["play", "cego4", "--seed", "2", "--level", "beginner", "--record", str(rec)],
                "1\n")
    assert done.returncode == 1
    assert "中断しました" in done.stdout and "Traceback" not in done.stderr
    state = games.load_record(rec.read_text(encoding="utf-8"))
    assert not state.is_terminal and state.history


@pytest.mark.parametrize(("args", "words"), [
    (["--level", "master"], "「master」"),
    (["--seat", "7"], "「7」"),
    (["--seat", "席0"], "「席0」"),
])
def test_a_level_or_seat_that_does_not_exist_is_refused_by_name(
        args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "cego3", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and "エラー" in err and "Traceback" not in err


def test_parse_seat_inverts_the_books_numbering() -> None:
    from tarock_tutor.core.labels import seat_number

    for seats, dealer in ((3, 0), (4, 3), (4, 1)):
        for s in range(seats):
            assert parse_seat(seat_number(s, dealer, seats), dealer=dealer, seats=seats) == s


def test_deal_by_computer_players_writes_a_record(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "dreierles4", "--seed", "8", "--players", "beginner"]) == 0
    text = capsys.readouterr().out
    state = games.load_record(text)
    assert state.is_terminal and state.seed == 8
    assert main(["deal", "dreierles4", "--seed", "8", "--players", "grandmaster"]) == 2
    assert "「grandmaster」" in capsys.readouterr().err
