"""Every line the command line prints for a person is Japanese (issue 17 item 5), and
``legal`` applies the follow rule of the game that plays the pack (issue 17 item 2)."""

from __future__ import annotations

import pytest

from tarock_tutor.cli import main
from tests.core.test_error_codes import no_english


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    rc = main(argv)
    captured = capsys.readouterr()
    return rc, captured.out + captured.err


def test_legal_lists_cards_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    """A heart led, the hand holds hearts: only hearts (spec cego §1.4, shared follow rule)."""
    rc, out = run(["legal", "--pack", "cego51", "--hand", "T3 HK H2 S8", "--trick", "H1"],
                  capsys)
    assert rc == 0
    assert out.splitlines() == [
        "出せるカード: ハートのキング、ハートの2",
        "台札のスート(ハート)を持っているので、そのスートを出さなければなりません。"]


def test_legal_card_allowed_and_refused(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = run(["legal", "--pack", "tarock54", "--hand", "T3 HK S8", "--trick", "D1",
                   "--card", "T3"], capsys)
    assert rc == 0
    assert out.startswith("出せます: ") and no_english(out), out
    rc, out = run(["legal", "--pack", "tarock54", "--hand", "T3 HK S8", "--trick", "D1",
                   "--card", "S8"], capsys)
    assert rc == 1
    # the pack's first game is Cego: its rules state the shared follow rule in §1.4
    # (cego-dreierles.md §1.4 Following), cited with the game's name
    assert out == ("出せません: 台札のスート(ダイヤ)がなく切札があるので、切札を出さなければ"
                   "なりません。(根拠: ツェゴの規則集 §1.4)\n"), out


def test_legal_uses_the_sicilian_fugitive_exception(capsys: pytest.CaptureFixture[str]) -> None:
    """The Fugitive may be played instead of a card one must follow with (Sicilian spec
    §3.8, decision D-C9); the shared rule alone would refuse it."""
    argv = ["legal", "--pack", "sicilian63", "--hand", "T3 Fu S8 HK", "--trick", "H10"]
    rc, out = run(argv, capsys)
    assert rc == 0
    lines = out.splitlines()
    assert lines[0] == "出せるカード: 杯(コッペ)のキング(レ)、逃亡者(フジュトゥ)"
    assert lines[2].startswith("逃亡者") and "フォローの義務に関係なく" in lines[2]
    assert no_english(out), out
    rc, out = run([*argv, "--card", "Fu"], capsys)
    assert rc == 0 and out.startswith("出せます: 逃亡者はフォローの義務に関係なく"), out
    rc, out = run([*argv, "--card", "S8"], capsys)
    assert rc == 1 and out.startswith("出せません: "), out


# book/glossary.md: the Italian suits Spade, Bastoni, Coppe, Denari are 剣、棒、杯、貨
ITALIAN = {"S": "剣", "C": "棒", "H": "杯", "D": "貨"}
FRENCH = ("ハート", "ダイヤ", "スペード", "クラブ")


@pytest.mark.parametrize("suit", "SCHD")
def test_legal_names_the_sicilian_packs_suits(suit: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 17's loose ends: ``legal --pack sicilian63`` said 台札のスート(ハート) for a
    led 杯 card.  Follow and trump refusals name the Italian suit and cite the Sicilian
    rules' play section (n-z-s.md §3.8), never Cego's §1.4."""
    other = "H" if suit != "H" else "S"
    follow = ["legal", "--pack", "sicilian63", "--hand", f"T3 {suit}9 Fu", "--trick", f"{suit}7"]
    trump = ["legal", "--pack", "sicilian63", "--hand", f"T3 {other}9 Fu", "--trick", f"{suit}7"]
    outs = []
    for argv, refused in ((follow, "T3"), (trump, f"{other}9")):
        rc, out = run(argv, capsys)
        assert rc == 0
        outs.append(out.splitlines()[1])
        rc, out = run([*argv, "--card", refused], capsys)
        assert rc == 1
        assert out.endswith("(根拠: シチリアのタロッキの規則集 §3.8)\n"), out
        outs.append(out)
    for out in outs:
        assert f"台札のスート({ITALIAN[suit]})" in out, out
        assert not any(name in out for name in FRENCH) and no_english(out), out


def test_packs_are_listed_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = run(["packs"], capsys)
    assert rc == 0
    assert "cego51          51枚  ツェゴ" in out.splitlines()
    assert "cards" not in out and no_english(out), out


def test_english_only_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = run(["legal", "--pack", "cego51", "--hand", "T3 HK H2 S8", "--trick", "H1",
                   "--lang", "en"], capsys)
    assert rc == 0 and out.splitlines()[0] == "legal: HK H2"


def test_variants_name_each_game_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = run(["variants"], capsys)
    assert rc == 0
    rows = [line.split(maxsplit=1) for line in out.splitlines()]
    assert ["cego3", "ツェゴ(3人)"] in rows
    assert all(len(r) == 2 and no_english(r[1]) for r in rows), out
