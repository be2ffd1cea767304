"""The generic trainer (tarock_tutor.widgets.trainer) on every registered game: it knows
only the protocol, so any game that registers a GameSpec gets a working panel."""

from __future__ import annotations

from functools import partial

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Phase
from tarock_tutor.core.registry import GAMES
from tarock_tutor.games.cego.phase_names import Phases
from tarock_tutor.widgets.common import action_ja
from tarock_tutor.widgets.trainer import Trainer, trainer_figure

VARIANTS = sorted(v.key for spec in GAMES.values() for v in spec.variants)


@pytest.mark.parametrize("key", VARIANTS)
def test_trainer_plays_any_registered_game_to_the_end(key: str) -> None:
    t = Trainer({key: partial(games.new_deal, key)}, seed=3)
    assert t.choices() == list(dict.fromkeys(t.state.legal_actions()))
    first = t.choices()[0]
    v = t.act(first)
    assert v.allowed and t.state.history[-1] == first and "✓ 可" in t.html()
    for _ in range(600):
        if t.state.is_terminal:
            break
        t.auto()
    assert t.state.is_terminal and t.choices() == []
    assert "ディールが終わりました" in t.html()
    assert t.undo() and not t.state.is_terminal


@pytest.mark.parametrize("key", VARIANTS)
def test_labels_and_verdicts_are_japanese_without_codes(key: str) -> None:
    t = Trainer({key: partial(games.new_deal, key)}, seed=1)
    game = GAMES[t.game].key
    for a in t.choices():
        assert action_ja(a, game, t.pack)            # every choice has a label
    html = t.html()
    assert "seed 0" not in html and ".md" not in html
    v = t.act(t.choices()[0])
    assert v.code not in t.note and v.text in t.note


def test_trainer_stops_outside_its_phases_and_refuses_bad_scenarios() -> None:
    t = Trainer({"4": partial(games.new_deal, "cego4")}, seed=2, phases={Phases.AUCTION})
    while t.active:
        t.act(t.state.legal_actions()[-1])
    assert t.state.phase is not Phases.AUCTION and t.choices() == []
    assert "この練習の段階は終わりました" in t.html()
    while t.undo():
        pass
    assert len(t.state.history) == t.start == 0 and t.active    # back at the deal, no further
    with pytest.raises(TarockError, match="unknown scenario"):
        Trainer({"a": partial(games.new_deal, "cego3")}, scenario="b")
    bad = Trainer({"a": partial(games.new_deal, "cego3")}, seed=-1)
    assert "入力を受け付けられません" in bad.html() and bad.choices() == []


def test_the_static_figure_is_the_first_picture() -> None:
    scenarios = {"3": partial(games.new_deal, "cego3")}
    assert trainer_figure(scenarios, seed=4) == Trainer(scenarios, seed=4).html()


@pytest.mark.parametrize("key", VARIANTS)
def test_export_as_record_replays_to_the_same_deal(key: str) -> None:
    """Issue 11: every trainer exports the deal so far as a record the checker reads."""
    from tarock_tutor.core.checker import check_text

    t = Trainer({key: partial(games.new_deal, key)}, seed=5)
    for _ in range(7):
        t.auto()
    again = games.load_record(t.record())
    assert again.history == t.state.history and again.setup == t.state.setup
    assert check_text(t.record()).valid


def test_a_panel_of_one_typed_in_deal_offers_no_other_deal() -> None:
    """seeded=False (the scenario ignores the seed): no seed box, no 別の配り."""
    from tarock_tutor.widgets.trainer import Panel

    def labels(panel: Panel) -> list[str]:
        top, buttons = panel.widget.children[0], panel.widget.children[1]
        return ([b.description for b in buttons.children]
                + [getattr(c, "description", "") for c in top.children])

    seeded = Panel(Trainer({"k": partial(games.new_deal, "cego3")}, seed=1))
    assert "別の配り" in labels(seeded) and "シード" in labels(seeded)
    fixed = Panel(Trainer({"k": partial(games.new_deal, "cego3")}, seed=1, seeded=False))
    assert "別の配り" not in labels(fixed) and "シード" not in labels(fixed)
    assert "最初から" in labels(fixed)


def _cego_follow_trainer(**kwargs: object) -> Trainer:
    from tarock_tutor.widgets.cego.play import live_deal, play_picture, play_tries, roles

    return Trainer({"3人": partial(live_deal, 3)}, seed=1, phases={Phase.PLAY},
                   tries=play_tries, picture=play_picture, roles=roles,
                   alternatives_label="出せる札", **kwargs)  # type: ignore[arg-type]


def test_follow_panel_lists_cards_in_hand_order_once_and_no_announcement_as_a_card() -> None:
    """Issue 21 (clutter): the playable list was unsorted, repeated the picture's list
    and named 手札公開 (an announcement, Cego rules §2.9) among the cards."""
    from tarock_tutor.core.protocol import Play

    t = _cego_follow_trainer()
    plays = [a for a in t.choices() if isinstance(a, Play)]
    others = [a for a in t.choices() if not isinstance(a, Play)]
    # cards first, in the order the hand picture draws them (the pack's order)
    assert [a.card for a in plays] == t.pack.sorted([a.card for a in plays])
    assert t.choices() == plays + others and len(set(t.choices())) == len(t.choices())
    head = t.html().split("</div>")[0]
    cards_line = head.split("出せる札:")[1].split("<br>")[0]
    assert "手札公開" not in cards_line
    assert "札のほかに選べる手: <b>手札公開</b>" in head
    # with the picture listing the cards itself, the line above it names only the rest
    quiet = _cego_follow_trainer(list_plays=False).html().split("</div>")[0]
    assert "出せる札" not in quiet and "手札公開" in quiet


def test_a_refused_card_offers_the_allowed_cards_in_hand_order() -> None:
    from tarock_tutor.core.protocol import Play

    t = _cego_follow_trainer()
    t.act(t.choices()[0])                      # the lead; the next seat must answer it
    refused = next(a for a in t.choices() if not t.state.explain(a).allowed)
    v = t.act(refused)
    cards = [a.card for a in v.alternatives if isinstance(a, Play)]
    assert not v.allowed and cards and cards == t.pack.sorted(cards)


def test_a_panel_relabels_its_choice_buttons_instead_of_making_new_ones() -> None:
    """Issue 21 (first load): each new button is three widget models the live page must
    build; 別の配り made 42 of them.  The buttons are kept and relabelled, and each
    still plays the choice its label names in the new deal."""
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.trainer import Panel

    p = Panel(_cego_follow_trainer(list_plays=False))
    first = list(p.choice_box.children)
    p.controls[0].click()                      # 別の配り: seed 2
    t = p.trainer
    assert t.seed == 2 and t.state.history[t.start:] == []
    after = list(p.choice_box.children)
    assert all(any(b is old for old in first) for b in after)
    assert [b.description for b in after] == [t.label(a) for a in t.choices()]
    wanted = t.choices()[-1]
    after[-1].click()
    assert t.state.history[t.start:] == [wanted]
    gone = [b for b in first if not any(b is now for now in p.choice_box.children)]
    if gone:                                   # a button no longer shown plays nothing
        before = list(t.state.history)
        gone[0].click()
        assert t.state.history == before
