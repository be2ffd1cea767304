"""Messages by code (issue 17 item 5): bad input through each public entry carries a
stable code, and its Japanese is looked up by that code, never by matching English.

Each case names the entry point, the input, the code and a sentence that quotes the
input; every Japanese text is also checked for English words leaking through."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from tarock_tutor import games, odds, scorepad
from tarock_tutor.bots import Bot
from tarock_tutor.cli import main
from tarock_tutor.core.errors import InvalidNotation, InvalidRecord, TarockError, error_ja
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Bid
from tarock_tutor.games import cego, neunzehner

_ENGLISH = re.compile(r"\b(must|not|the|seat|number|given|cannot|unknown|needs|hands?|cards?"
                      r"|record|line|action|allowed|turn|whole|option|after|file)\b", re.I)


def no_english(text: str) -> bool:
    """No English word of the engine's messages outside a quoted input 「…」."""
    return not _ENGLISH.search(re.sub(r"「[^」]*」", "", text))


def raised(call: Callable[[], object]) -> TarockError:
    with pytest.raises(TarockError) as info:
        call()
    return info.value


VALID = games.dump_record(games.playout(games.new_deal("cego3", seed=2), seed=1))

CASES: list[tuple[str, Callable[[], object], str, str]] = [
    ("names", lambda: games.new_deal("cego3", seed=1, names=["a"]), "NAMES_COUNT",
     "名前は席の数(3人)だけ"),
    ("dealer", lambda: games.new_deal("cego3", seed=1, dealer=7), "SEAT_RANGE",
     "ディーラーの席の番号は 0〜2 の整数で指定します(席1〜席3にあたります)。「7」は使えません。"),
    ("hands", lambda: games.new_deal("cego3", hands=["T1"]), "HANDS_COUNT",
     "このゲームは3席です。手札も3つ書いてください(1つでは合いません)。"),
    ("seed and hands", lambda: games.new_deal("cego3", seed=1, hands=["T1"] * 3),
     "SEED_AND_HANDS_GIVEN", "シードか手札のどちらか一方"),
    ("neither", lambda: games.new_deal("cego3"), "NO_SEED_NO_HANDS", "シード「seed=…」"),
    ("variant type", lambda: games.new_deal(3), "VARIANT_NOT_TEXT",  # type: ignore[arg-type]
     "「3」は使えません"),
    ("unknown variant", lambda: games.new_deal("tapp", seed=1), "UNKNOWN_GAME",
     "「tapp」というゲームはありません"),
    ("playout", lambda: games.playout("x"), "NOT_A_STATE",  # type: ignore[arg-type]
     "「'x'」は使えません"),
    ("undo", lambda: games.new_deal("cego3", seed=1).undo(), "NOTHING_TO_UNDO", "戻せません"),
    ("not an action", lambda: games.new_deal("cego3", seed=1).explain("1 bid pass"),  # type: ignore[arg-type]
     "NOT_AN_ACTION", "行動ではありません: 「'1 bid pass'」"),
    ("seat text", lambda: games.new_deal("cego3", seed=1).explain(Bid("1", "pass")),  # type: ignore[arg-type]
     "SEAT_NOT_NUMBER", "「'1'」は使えません"),
    ("cards", lambda: parse_cards("T1 XX"), "BAD_CARD", "「XX」というカードは読めません"),
    ("cards type", lambda: parse_cards(5), "CARDS_NOT_TEXT",  # type: ignore[arg-type]
     "「5」は読めません"),
    ("record turn", lambda: games.load_record(
        '[Game "cego3"]\n[Seed "1"]\n[Dealer "1"]\n3 bid pass\n'), "NOT_YOUR_TURN",
     "4行目: 「席3: ビッド パス」は不可: 今は席2の番です(席3ではありません)。"),
    ("record line", lambda: games.load_record("hello"), "LINE_NOT_ACTION", "「hello」"),
    ("bot level", lambda: Bot("master"), "BOT_UNKNOWN_LEVEL",
     "そのレベルはありません: 「master」。"),
    ("bot knob", lambda: Bot("beginner", samples=0), "BOT_BAD_KNOB",
     "samples には 1 以上の整数を指定してください(「0」)。"),
    ("scorepad game", lambda: scorepad.start("tapp", ["a", "b", "c"]), "PAD_UNKNOWN_GAME",
     "そのゲームはありません:「tapp」。"),
    ("scorepad names", lambda: scorepad.start("cego3", ["a", "b"]), "PAD_NAMES_COUNT",
     "名前は3人分が必要です(2人分あります)。"),
    ("scorepad points", lambda: scorepad.add_facts(
        scorepad.start("cego3", ["a", "b", "c"]), contract="solo", declarer=0, points=-1),
     "PAD_BAD_POINTS", "点数「-1」は0〜999の整数で入力します。"),
    ("scorepad partner", lambda: scorepad.add_facts(
        scorepad.start("zwanzigerrufen", ["a", "b", "c", "d"]), contract="rufer", declarer=1,
        partner=1, points=40), "PAD_PARTNER_IS_DECLARER",
        "パートナーはデクレアラーとは別の席です。"),
    ("cego score seat", lambda: cego.score_contract(players=3, contract="solo", declarer=5,
                                                   declarer_points=40), "SEAT_RANGE",
     "デクレアラーの席の番号は 0〜2 の整数で指定します(席1〜席3にあたります)。「5」は使えません。"),
    ("cego points", lambda: cego.units(99), "POINTS_RANGE",
     "点数は 0〜70 の整数で指定します(「99」は使えません)。"),
    ("neunzehner contract", lambda: neunzehner.random_playout(
        neunzehner.new_game("4p", seed=1), 1, contract="grand"), "UNKNOWN_CONTRACT",
     "そのコントラクトはありません: 「grand」。選べるのは ルーファー、ドライアー(3枚)"),
    ("odds seat", lambda: odds.at_table("cego3", 5, hand=""), "ODDS_BAD_SEAT",
     "席の番号が正しくありません: 5。"),
    ("odds own hand", lambda: odds.at_table("cego3", 0, hand="T21", shown={0: "T21"}),
     "ODDS_OWN_HAND_SHOWN", "自分の手札は「見えている手札」ではなく、手札として指定します。"),
    ("scorepad fact", lambda: scorepad.parse_extra("Kontra"), "PAD_BAD_FACT_FORM",
     "「Kontra」は「名前=値」の形で書きます(例: Kontra=2)。"),
]


@pytest.mark.parametrize(("name", "call", "code", "ja"), CASES, ids=[c[0] for c in CASES])
def test_bad_input_has_a_code_and_japanese(name: str, call: Callable[[], object], code: str,
                                           ja: str) -> None:
    err = raised(call)
    assert err.code == code
    text = error_ja(err)
    assert ja in text and no_english(text), text


def test_error_ja_never_matches_english_text() -> None:
    """An error without a code is not given a sentence chosen from its English words
    (``names=['a']`` once read as a seat error because its message said "seat")."""
    plain = "入力が規則に合いません。"
    assert error_ja(TarockError("names must be 3 texts, one per seat")) == plain
    assert error_ja(InvalidNotation("cannot read card 'x'")) == "カードの書き方を読めません。"
    assert error_ja(InvalidRecord("unknown contract", line=4)) == "4行目: 記録を読めません。"
    assert error_ja(TarockError("x", params={"value": "zz"})) == "入力が規則に合いません: 「zz」。"


@pytest.mark.parametrize(("argv", "ja"), [
    (["deal", "cego3", "--seed", "-1"], "--seed は 0〜"),
    (["deal", "cego3", "--seed", "1", "--dealer", "a"], "「a」はこの卓の席ではありません"),
    (["deal", "tapp", "--seed", "1"], "「tapp」というゲームはありません"),
    (["legal", "--pack", "cego51", "--hand", "T² HK"], "「T²」"),
    (["replay", "/nonexistent/deal.txt"], "「/nonexistent/deal.txt」を読めません"),
])
def test_cli_refusals_are_japanese(argv: list[str], ja: str,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("エラー: ") and ja in err and no_english(err), err


def test_cli_replay_is_japanese(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "deal.txt"
    good.write_text(VALID, encoding="utf-8")
    assert main(["replay", str(good)]) == 0
    out = capsys.readouterr().out
    n = sum(1 for line in VALID.splitlines() if line[:1].isdigit())
    assert out.startswith(f"ツェゴ(3人): 記録の{n}手はすべて規則どおりです(いまの段階: 終了)。")
    assert no_english(out)
    bad = tmp_path / "bad.txt"
    bad.write_text('[Game "cego3"]\n[Seed "1"]\n[Dealer "1"]\n1 play HK\n', encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "4行目: 「席1: プレイ ハートのキング」は不可" in err and no_english(err), err
