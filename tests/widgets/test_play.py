"""The play table 「コンピューターと対戦」 (tarock_tutor.widgets.play), driven through its
Python API: a whole deal with a hint and an undo, illegal tries, bad seats and levels,
the record it writes and what it shows (Japanese, no card codes)."""

from __future__ import annotations

import re

import pytest

from tarock_tutor import games
from tarock_tutor.bots import BotError
from tarock_tutor.core.checker import check_text
from tarock_tutor.core.errors import error_ja
from tarock_tutor.core.protocol import Phase, Play
from tarock_tutor.widgets.play import PlayError, PlayTable, play_example

PAGES = ["cego3", "cego4", "dreierles3", "dreierles4", "neunzehnerrufen", "zwanzigerrufen",
         "sicilian"]


def visible(html: str) -> str:
    """The text a reader reads, as tests/browser/test_visible_text.py counts it: the card
    pictures (``<svg>``: the shared renderer's faces and tooltips) are left out."""
    html = re.sub(r"<svg.*?</svg>", " ", html, flags=re.S)
    return re.sub(r"<[^>]+>", " ", html)


def assert_no_codes(t: PlayTable, html: str) -> None:
    """No card is shown by its notation code (切札21, not T21), and no English reason code."""
    text = visible(html)
    for c in t.pack.cards:
        assert not re.search(rf"(?<![A-Za-z0-9_]){re.escape(c.code)}(?![A-Za-z0-9_])", text), (
            c.code, text)
    assert not re.search(r"[A-Z]{3,}_[A-Z_]+", text)        # MUST_FOLLOW_SUIT and the like


def play_through(t: PlayTable) -> tuple[int, bool, bool]:
    """The reader plays the last legal choice each time; one hint and one undo on the way."""
    decisions, hinted, undone = 0, False, False
    for _ in range(400):
        if not t.my_turn:
            break
        if decisions == 1 and not hinted:
            d = t.hint()
            assert d is not None and d.action in t.state.legal_actions()
            assert "ヒント" in t.note and t.label(d.action) in t.note
            assert_no_codes(t, t.note)
            hinted = True
        if decisions == 2 and not undone:
            before = t.marks[-1]
            assert t.undo()
            assert len(t.state.history) == before and t.my_turn
            undone = True
        assert_no_codes(t, t.html())
        t.act(t.choices()[-1])
        decisions += 1
    return decisions, hinted, undone


@pytest.mark.parametrize("variant", PAGES)
def test_a_whole_deal_with_hint_and_undo(variant: str) -> None:
    seat = 2 if variant == "dreierles4" else 1      # dreierles4: 席1 deals and sits out
    t = PlayTable(variant, seat=seat, seed=4, level="beginner", analysis_seconds=1.0)
    decisions, hinted, undone = play_through(t)
    assert t.state.is_terminal and t.choices() == []
    html = t.html()
    assert "ディールが終わりました" in html and "合計" in html
    assert "どこで点を失ったか" in html
    assert_no_codes(t, html)
    # the record is read back by the checker (what `tarock-tutor check` runs) as valid
    report = check_text(t.record())
    assert report.readable and report.valid, [x.text_ja for x in report.irregularities]
    assert games.load_record(t.record()).history == t.state.history
    assert decisions >= 3 and hinted and undone


def test_a_seat_that_sits_out_is_told_so() -> None:
    t = PlayTable("dreierles4", seat=1, seed=4, level="beginner", analysis_seconds=1.0)
    assert t.sits_out and t.state.is_terminal and t.marks == []
    assert "休み、またはダミー" in t.html()
    t.reset(seat=2)
    assert not t.sits_out and t.my_turn


def test_every_computer_move_is_from_another_seat_and_the_reader_moves_his_own() -> None:
    t = PlayTable("cego3", seat=2, seed=7, level="beginner", analysis_seconds=1.0)
    mine = set()
    while t.my_turn:
        a = t.choices()[0]
        mine.add(len(t.state.history))
        t.act(a)
    for i, a in enumerate(t.state.history):
        acting = a.seat   # cego has no dummy: the seat of an action is who chose it
        assert (acting == t.me) == (i in mine), (i, a)
    assert t.me == 1      # 席2 is engine seat 1 (labels: 席k = seat k-1)


def test_the_same_seed_gives_the_same_deal_and_play() -> None:
    a = PlayTable("dreierles3", seat=3, seed=11, level="beginner")
    b = PlayTable("dreierles3", seat=3, seed=11, level="beginner")
    for t in (a, b):
        while t.my_turn:
            t.act(t.choices()[0])
    assert a.state.history == b.state.history


def test_an_illegal_card_gets_the_verdict_in_japanese_and_is_not_played() -> None:
    for seed in range(1, 40):
        t = PlayTable("cego4", seat=1, seed=seed, level="beginner")
        while t.my_turn:
            st = t.state
            if st.phase is Phase.PLAY and st.to_move == t.me:
                legal = {a.card for a in st.legal_actions() if isinstance(a, Play)}
                hand = list(st.trickplay.hand(t.me))       # type: ignore[attr-defined]
                bad = [c for c in hand if c not in legal]
                if bad:
                    n = len(st.history)
                    v = t.try_card(t.pack.name(bad[0], "ja"))
                    assert not v.allowed and len(t.state.history) == n
                    assert "✗ 不可" in t.note and v.text in t.note
                    assert_no_codes(t, t.note)
                    return
            t.act(t.choices()[0])
    pytest.fail("no position with a card the reader may not play")


def test_bad_input_is_refused_in_japanese() -> None:
    with pytest.raises(PlayError) as seat:
        PlayTable("cego3", seat=4)
    assert "席1〜席3" in error_ja(seat.value)
    with pytest.raises(BotError) as level:
        PlayTable("cego3", level="名人")
    assert "名人" in error_ja(level.value) and "初級" in error_ja(level.value)
    t = PlayTable("cego3", seat=1, seed=2, level="beginner")
    with pytest.raises(PlayError) as typed:
        t.try_card("ハートの十一")
    assert "ハートの十一" in error_ja(typed.value)
    assert not t.undo() and "戻せる手がありません" in t.note    # nothing chosen yet


def test_the_static_example_is_a_finished_deal() -> None:
    html = play_example("zwanzigerrufen", seed=3, analysis_seconds=1.0)
    assert "全席コンピューター" in html and "ディールが終わりました" in html and "合計" in html


def test_dummy_forms_seat_the_reader_where_he_chooses() -> None:
    """Without a seat, the reader sits where actions are chosen: in the two-player form
    with two dummies 席1 (engine seat 0) is a dummy, so 席2."""
    t = PlayTable("neunzehnerrufen-2p", seed=4, level="beginner", analysis_seconds=1.0)
    assert t.seat_no == 2 and not t.sits_out
    assert play_through(t)[1:] == (True, True) and t.state.is_terminal


def test_the_panel_plays_through_its_buttons() -> None:
    from tarock_tutor.widgets.play import play_panel

    p = play_panel(["cego3", "cego4"], seed=2, level="beginner")
    p.table.analysis_seconds = 1.0
    assert [o for o, _ in p.seat.options] == ["席1", "席2", "席3"]
    p.form.value = "cego4"
    assert p.table.variant == "cego4" and len(p.seat.options) == 4
    buttons = {b.description: b for b in p.controls}
    assert set(buttons) == {"新しい配り", "この番号で配る", "ヒント", "一手戻す", "記録を書き出す"}
    buttons["ヒント"].click()
    assert "ヒント" in p.out.value
    for _ in range(200):
        if not p.choice_box.children:
            break
        labels = [b.description for b in p.choice_box.children]
        assert labels == [p.table.label(a) for a in p.table.choices()]
        p.choice_box.children[0].click()
    assert "ディールが終わりました" in p.out.value
    buttons["記録を書き出す"].click()
    assert check_text(p.export.value).valid and "download=" in p.download.value
    seed = p.table.seed
    buttons["新しい配り"].click()
    assert p.table.seed == seed + 1 and p.choice_box.children


def test_a_long_list_of_choices_is_one_list_and_a_button() -> None:
    """The Sicilian's first offer has 57 choices (1 … 54 points, シャッフル, 待つ, プレイします):
    a list and これにする instead of 57 buttons; the list's choice is the one taken."""
    from tarock_tutor.widgets.play import play_panel

    p = play_panel("sicilian", seed=1, level="beginner")
    t = p.table
    pick, go = p.choice_box.children
    assert len(t.choices()) == 57 and go.description == "これにする"
    assert [label for label, _ in pick.options] == [t.label(a) for a in t.choices()]
    wanted = t.choices()[-1]
    pick.value = len(t.choices()) - 1
    go.click()
    assert t.state.history[t.marks[0]] == wanted
