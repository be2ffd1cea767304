"""The public protocol end to end: the command line replays a Sicilian record and
prints its sheet; a typed-in record carries every hand (15 cards in deal order) and
the talon; a record cut short replays to an unfinished deal."""

from __future__ import annotations

from pathlib import Path

from tarock_tutor import games
from tarock_tutor.cli import main

PLAYTHROUGHS = Path(__file__).resolve().parents[1] / "playthroughs"


def test_cli_replays_a_typed_in_record(capsys):
    path = PLAYTHROUGHS / "sic-typed.txt"
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "シチリアのタロッキ" in out and "パートナー" in out


def test_typed_in_record_has_15_cards_a_hand_and_the_talon():
    text = (PLAYTHROUGHS / "sic-typed.txt").read_text(encoding="utf-8")
    hands = [line for line in text.splitlines() if line.startswith("[Hand ")]
    assert len(hands) == 4
    assert all(len(line.split('"')[3].split()) == 15 for line in hands)
    assert '[Talon "T2 Mi D4"]' in text
    state = games.load_record(text)
    assert state.is_terminal and state.seed is None
    assert [len(h) for h in state.dealt] == [15, 15, 15, 15]


def test_a_record_cut_short_is_an_unfinished_deal():
    text = (PLAYTHROUGHS / "sic-solo.txt").read_text(encoding="utf-8")
    body = [line for line in text.splitlines() if not line.startswith(";")]
    state = games.load_record("\n".join(body[:-5]) + "\n")
    assert not state.is_terminal and state.to_move is not None
    assert len(state.score_sheet()) == 0
