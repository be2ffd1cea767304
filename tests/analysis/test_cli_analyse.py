"""``tarock-tutor analyse`` (issue 18 item 5, "Done when"): every record of the book's
disputes part and a typed-in record of each game, with the real solver; each refusal
with its exit code and one Japanese sentence on stderr."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tarock_tutor import games
from tarock_tutor.cli import main
from tarock_tutor.core.checker import check_text
from tarock_tutor.core.labels import seat_ja

RECORDS = Path(__file__).parents[2] / "book" / "disputes" / "records"
CODE = re.compile(r"\b(?:T\d{1,2}|Sk|[SCHD](?:K|Q|N|J|\d{1,2}))\b")
LATIN = re.compile(r"[A-Za-z]{3,}")
EXPECTED = {"n19_remembered_35.txt": 3}   # a remembered result: no card play to analyse


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.txt")), ids=lambda p: p.name)
def test_every_disputes_record(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["analyse", str(path), "--seconds", "10"])
    out, err = capsys.readouterr()
    assert rc == EXPECTED.get(path.name, 0), err
    if rc == 0:
        assert "ダブルダミー" in out and "勝負を分けた最初の誤り" in out
        assert not CODE.search(out)
        # whose result the values are: the deal's declarer and partners, by seat
        state = check_text(path.read_text(encoding="utf-8")).state
        assert state is not None
        view = state.deal_view()
        if view.declarer is None:   # each for himself (Räuber)
            assert "数値はその手番の人自身の最終結果" in out
        else:
            names = "と".join(seat_ja(s, state.dealer, state.variant.seats)
                             for s in sorted({view.declarer, *view.partners}))
            assert f"数値はデクレアラー側({names})の最終結果" in out
    else:
        assert not LATIN.search(err.replace(str(path), ""))


def typed_in(variant: str, seed: int) -> str:
    """A seeded deal's record with its hands and talon typed in instead of the seed."""
    start = games.new_deal(variant, seed=seed)
    hands, talon = start.hands, getattr(start, "talon", None) or ()   # type: ignore[attr-defined]
    if variant == "sicilian":   # typed in: every player's 15 cards in deal order (spec §3.4)
        from tarock_tutor.games.sicilian.parts.deal import seeded_deal

        d = seeded_deal(seed, dealer=start.dealer)
        hands, talon = d.hands, d.talon
    text = games.dump_record(games.playout(games.new_deal(variant, seed=seed), seed))
    lines = [line for line in text.splitlines() if not line.startswith("[Seed")]
    k = next(i for i, line in enumerate(lines) if not line.startswith("["))
    tags = [f'[Hand "{i + 1}" "{" ".join(c.code for c in h)}"]'   # 席 numbers
            for i, h in enumerate(hands)]
    tags.append(f'[Talon "{" ".join(c.code for c in talon)}"]')
    return "\n".join([*lines[:k], *tags, *lines[k:]]) + "\n"


@pytest.mark.parametrize("variant,seed", [("cego3", 4), ("dreierles3", 13),
                                          ("neunzehnerrufen", 31), ("zwanzigerrufen", 1),
                                          ("sicilian", 30)])
def test_typed_in_record_of_each_game(variant: str, seed: int, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    text = typed_in(variant, seed)
    assert "[Seed" not in text and "[Hand" in text
    path = tmp_path / "deal.txt"
    path.write_text(text, encoding="utf-8")
    assert main(["analyse", str(path), "--json", "--seconds", "5"]) == 0
    out = capsys.readouterr().out
    assert '"double_dummy": true' in out and '"decisive"' in out


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    rc = main(["analyse", *args])
    return rc, capsys.readouterr().err


def test_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """3 unfinished, 4 a revoke inside the analysis, 5 too deep, 2 a bad budget or
    trick; each answered in Japanese."""
    full = typed_in("cego3", 4)
    cut = tmp_path / "cut.txt"
    cut.write_text("\n".join(full.splitlines()[:-2]) + "\n", encoding="utf-8")
    revoke = str(RECORDS / "cego3_revoke.txt")
    cases = [([str(cut)], 3, "最後まで"),
             ([revoke, "--from-trick", "2"], 4, "フォローの規則"),
             ([revoke, "--from-trick", "5", "--seconds", "0.001"], 5, "読み切れ"),
             ([revoke, "--seconds", "0"], 2, "正の秒数"),
             ([revoke, "--from-trick", "99"], 2, "トリック番号99")]
    for args, code, words in cases:
        rc, err = _run(args, capsys)
        assert (rc, words in err) == (code, True), (args, err)
        words_only = re.sub(r"--from-trick|--seconds", "", err.replace(args[0], ""))
        assert not LATIN.search(words_only), err
