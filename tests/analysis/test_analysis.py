"""Deal analysis (issue 18 item 5), with a plain minimax over the game states in place of
the solver: the analysis' own bookkeeping (which cards, which values, marks, the first
decisive mistake) and every refusal with its exit code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tarock_tutor import games
from tarock_tutor.analysis import (
    AnalysisError,
    CardVerdict,
    IrregularRecord,
    TooDeep,
    UnfinishedRecord,
    analyse_text,
)
from tarock_tutor.core.errors import error_ja
from tarock_tutor.core.notation import parse_card
from tarock_tutor.core.protocol import Play

from .fake_solver import fake_solve, slow_solve

RECORDS = Path(__file__).parents[2] / "book" / "disputes" / "records"
VARIANTS = ["cego3", "cego4", "dreierles3", "dreierles4", "neunzehnerrufen",
            "neunzehnerrufen-3p-dummy", "zwanzigerrufen", "sicilian"]
CODE = re.compile(r"\b(?:T\d{1,2}|Sk|[SCHD](?:K|Q|N|J|\d{1,2}))\b")


def finished(variant: str, seed: int):   # type: ignore[no-untyped-def]
    for s in range(seed, seed + 20):     # a deal with card play (not bargained away)
        state = games.playout(games.new_deal(variant, seed=s), seed=s)
        tp = getattr(state, "trickplay", None)
        if tp is not None and len(tp.tricks) >= 2:
            return state
    raise AssertionError(f"no played deal for {variant}")


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_card_of_the_last_tricks_judged_in_order(variant: str) -> None:
    """The analysed cards are exactly the record's plays from trick N, and the value after
    a card is the value before the next one (both are the same position)."""
    state = finished(variant, 1)
    n = len(state.trickplay.tricks)
    a = analyse_text(games.dump_record(state), from_trick=n - 1, solver=fake_solve)
    plays = [p for p in state.history if isinstance(p, Play)]
    per_trick = len(state.trickplay.tricks[-1].plays)
    expected = plays[-(len(state.trickplay.tricks[-2].plays) + per_trick):]
    assert [(c.seat, c.card) for c in a.cards] == [(p.seat, p.card) for p in expected]
    assert [c.trick for c in a.cards] == sorted(c.trick for c in a.cards)
    assert {c.trick for c in a.cards} == {n - 1, n}
    for c, nxt in zip(a.cards, a.cards[1:], strict=False):
        assert c.after == nxt.before
    for c in a.cards:
        assert c.loss >= 0
        assert (c.loss == 0) == (c.best == c.card)
        assert c.line[0].card == c.best or c.loss == 0


def test_marks_follow_the_issue_thresholds() -> None:
    """≥ 1, ≥ 3 and ≥ 6 points given away (issue 18 item 5), either side of the table."""
    card = parse_card("HK")
    marks = []
    for loss in (0, 1, 2, 3, 5, 6, 40):
        high = CardVerdict(1, 0, card, 50, 50 - loss, card, (), True, False, True)
        low = CardVerdict(1, 1, card, 50, 50 + loss, card, (), False, False, True)
        assert high.loss == low.loss == loss
        assert high.mark == low.mark
        marks.append(high.mark)
    assert marks == ["", "小さな損", "小さな損", "損", "損", "大きな損", "大きな損"]


def test_a_sheet_with_card_points_breaking_ties_marks_and_words_each_part() -> None:
    """Value = sheet × 100 + card points (Zwanzigerrufen, a Pfeife contract): a
    point of the sheet lost is a big loss whatever the card points; an equal sheet
    marks the card points lost by the same thresholds; the text names which part."""
    from tarock_tutor.analysis import Analysis

    card = parse_card("HK")

    def verdict(before: int, after: int, maximizing: bool = True) -> CardVerdict:
        return CardVerdict(1, 0, card, before, after, card, (), maximizing, False, True, 100)

    a = Analysis("zwanzigerrufen", "ツヴァンツィガールーフェン", 1, 10, "score", (), 0, 4,
                 scale=100)
    sheet_lost = verdict(312, 150)            # +3 and 12 points, then +1 and 50 points
    assert sheet_lost.losses == (2, -38) and sheet_lost.mark == "大きな損"
    assert a.loss_ja(sheet_lost) == "得点表で2点"
    points_lost = verdict(352, 347)           # the same sheet (+3), 52 then 47 points
    assert points_lost.losses == (0, 5) and points_lost.mark == "損"
    assert a.loss_ja(points_lost) == "カード点で5点"
    defender = verdict(-153, -52, maximizing=False)   # −2 and 47, then −1 and 48
    assert defender.losses == (1, 1) and defender.mark == "大きな損"
    assert a.value_ja(-153) == "得点表-2・カード点47"
    assert "得点表+3・カード点52 → 得点表+3・カード点47" in a.verdict_ja(points_lost)


def test_a_lost_point_is_found_and_named_in_japanese() -> None:
    """Some seeded random deal loses points in its last two tricks; the text names the
    seat as the book does and the cards in Japanese, never by their codes."""
    for seed in range(40):
        state = finished("neunzehnerrufen", seed)
        n = len(state.trickplay.tricks)
        a = analyse_text(games.dump_record(state), from_trick=n - 1, solver=fake_solve)
        if a.decisive is not None:
            break
    else:
        pytest.fail("no random deal lost points in its last two tricks")
    d = a.decisive
    assert d is not None and d.loss > 0
    text = a.text_ja()
    assert "ダブルダミー" in text
    assert f"勝負を分けた最初の誤り: {d.trick}番目のトリックの{a.seat_ja(d.seat)}" in text
    assert not CODE.search(text), CODE.search(text)
    data = a.to_dict()
    assert data["cards"][data["decisive"]]["loss"] == d.loss


def _record(variant: str = "cego3", seed: int = 3) -> str:
    return games.dump_record(finished(variant, seed))


def test_unfinished_record_exit_3() -> None:
    lines = _record().splitlines()
    with pytest.raises(UnfinishedRecord) as err:
        analyse_text("\n".join(lines[:-3]) + "\n", solver=fake_solve)
    assert err.value.exit_code == 3 and "最後まで" in err.value.ja


def test_record_without_play_exit_3() -> None:
    text = (RECORDS / "n19_remembered_35.txt").read_text(encoding="utf-8")
    with pytest.raises(UnfinishedRecord) as err:
        analyse_text(text, solver=fake_solve)
    assert err.value.exit_code == 3


def test_impossible_action_before_trick_n_exit_4() -> None:
    """A card the player never held (line named), then nothing can be followed."""
    lines = _record().splitlines()
    first_play = next(i for i, line in enumerate(lines) if " play " in line)
    seat = lines[first_play].split()[0]
    other = next(line.split()[2] for line in lines[first_play + 1:]
                 if " play " in line and line.split()[0] != seat)
    lines[first_play] = f"{seat} play {other}"
    with pytest.raises(IrregularRecord) as err:
        analyse_text("\n".join(lines) + "\n", solver=fake_solve)
    assert err.value.exit_code == 4 and f"{first_play + 1}行目" in err.value.ja


def test_revoke_inside_the_analysis_exit_4_and_default_starts_after_it() -> None:
    """cego3_revoke.txt: 席3's revoke in trick 4 (line 23).  From trick 4 it is refused; by
    default the analysis starts after it and says the position follows a revoke."""
    text = (RECORDS / "cego3_revoke.txt").read_text(encoding="utf-8")
    with pytest.raises(IrregularRecord) as err:
        analyse_text(text, from_trick=4, solver=fake_solve)
    assert err.value.exit_code == 4 and "23行目" in err.value.ja and "5番目以降" in err.value.ja
    a = analyse_text(text, from_trick=12, solver=fake_solve)
    assert a.from_trick == 12 and [c.trick for c in a.cards] == [12] * 3 + [13] * 3
    assert "リボーク" in a.notes[0]


def test_too_deep_for_the_budget_exit_5() -> None:
    state = finished("cego3", 3)
    with pytest.raises(TooDeep) as err:
        analyse_text(games.dump_record(state), from_trick=len(state.trickplay.tricks),
                     solver=slow_solve)
    assert err.value.exit_code == 5 and "読み切れ" in err.value.ja
    n = len(state.trickplay.tricks)
    assert err.value.code == "AN_TOO_DEEP_FROM" and err.value.params["trick"] == n
    assert error_ja(err.value).startswith(f"{n}番目のトリックからの局面は、制限時間")
    assert error_ja(err.value).endswith("--seconds で時間を延ばしてください。")


@pytest.mark.parametrize("trick", [0, 14, -2])
def test_from_trick_outside_the_deal(trick: int) -> None:
    with pytest.raises(AnalysisError) as err:
        analyse_text(_record(), from_trick=trick, solver=fake_solve)
    assert err.value.exit_code == 2 and f"トリック番号{trick}" in err.value.ja


def test_unreadable_record_exit_2() -> None:
    with pytest.raises(AnalysisError) as err:
        analyse_text('[Game "nosuchgame"]\n', solver=fake_solve)
    assert err.value.exit_code == 2 and "読めません" in err.value.ja


def test_html_draws_each_trick_and_marks_the_decisive_card() -> None:
    for seed in range(40):
        state = finished("neunzehnerrufen", seed)
        n = len(state.trickplay.tricks)
        a = analyse_text(games.dump_record(state), from_trick=n - 1, solver=fake_solve)
        if a.decisive is not None:
            break
    html = a._repr_html_()
    assert html.count("<svg") == 2 and html.count("★") == 1
    words = re.sub(r"<[^>]*>", " ", re.sub(r"<svg.*?</svg>", "", html, flags=re.S))
    assert "ダブルダミー" in html and not CODE.search(words)


@pytest.mark.parametrize("variant", VARIANTS)
def test_with_the_solver_values_chain_from_card_to_card(variant: str) -> None:
    """With the real solver and a declarer side, the value after a card is the value of
    the next position: one exact game value passed along the actual play."""
    from tarock_tutor.core.solver import exact_play_of

    state = finished(variant, 2)
    n = len(state.trickplay.tricks)
    a = analyse_text(games.dump_record(state), from_trick=max(1, n - 2))
    if exact_play_of(state).objective.side is None:   # each for himself: paranoid per mover
        pytest.skip("each plays for himself in this deal")
    for c, nxt in zip(a.cards, a.cards[1:], strict=False):
        assert c.after == nxt.before
    assert all(c.exact and c.loss >= 0 for c in a.cards)
