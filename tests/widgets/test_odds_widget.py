"""The odds panel (issue 18, item 6): what it shows, in Japanese only, and its
static twin."""

from __future__ import annotations

import re

import pytest

from tarock_tutor.core.cards import KING, Suit, card
from tarock_tutor.core.errors import error_ja
from tarock_tutor.odds import OddsError, dealt_hands
from tarock_tutor.widgets.common import error_html
from tarock_tutor.widgets.odds import chance_ja, hand_types_table, odds_figure, odds_panel

# Card codes a reader must never see (T21, Sk, HK, S10 …), outside SVG markup.
CODE = re.compile(r"(?<![A-Za-z0-9#])(T\d{1,2}|Sk|Mi|Fu|[SCHD](?:K|Q|N|J|10|[1-9]))(?![A-Za-z0-9])")


def visible_text(html: str) -> str:
    no_svg = re.sub(r"<svg.*?</svg>", "", html, flags=re.S)
    return re.sub(r"<[^>]+>", " ", no_svg)


def test_where_table_is_one_third_each_without_talon() -> None:
    """Zwanzigerrufen has no talon (spec §2.3): a trump the seat lacks is with each of the
    three others with chance 10/30 = 1/3."""
    text = visible_text(odds_figure("zwanzigerrufen", seed=2, seat=0))
    assert text.count("33.3%(1/3)") == 3
    for seat in ("席2", "席3", "席4"):
        assert seat in text
    assert "タロン" not in text.split("はどこに")[1].split("分かれ方")[0]


def test_figure_is_japanese_only() -> None:
    for key in ("cego3", "dreierles4", "neunzehnerrufen", "sicilian", "zwanzigerrufen"):
        text = visible_text(odds_figure(key, seed=4, suit=Suit.HEARTS,
                                        void=(2, Suit.TRUMP)))
        assert not CODE.search(text), (key, CODE.search(text))
        assert not re.search(r"[A-Za-z]{4,}", text), key


def test_void_and_talon_are_stated() -> None:
    text = visible_text(odds_figure("neunzehnerrufen", seed=1, void=(1, Suit.HEARTS),
                                    talon_seen=True))
    assert "席2はハートを持っていない" in text
    assert "タロンは公開済み" in text
    assert "タロン 6枚" not in text


def test_named_card_and_default_target() -> None:
    hands = dealt_hands("sicilian", 3)
    king = next(card(s, KING) for s in (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)
                if card(s, KING) not in hands[0])
    from tarock_tutor.games.sicilian.pack import SICILIAN63

    text = visible_text(odds_figure("sicilian", seed=3, seat=0, card=king))
    assert f"{SICILIAN63.name(king)}はどこに?" in text
    assert "31.2%(5/16)" in text          # 15 of the 48 unseen cards in each other hand
    assert "6.2%(1/16)" in text           # 3 of 48 in the talon


def test_own_card_is_refused_in_japanese() -> None:
    hands = dealt_hands("cego3", 1)
    mine = hands[0][0]
    with pytest.raises(OddsError) as err:
        odds_figure("cego3", seed=1, seat=0, card=mine)
    msg = error_ja(err.value)
    assert "見えているカード" in msg
    assert not CODE.search(visible_text(error_html(err.value)))


def test_hand_types_table_names_every_game() -> None:
    text = visible_text(hand_types_table())
    for title in ("ツェゴ", "ドライアーレス", "ノインツェーナールーフェン", "シチリアのタロッキ",
                  "ツヴァンツィガールーフェン"):
        assert title in text
    assert "0.9%(55/6201)" in text   # Trull in 12 of 54: 12·11·10 / (54·53·52)
    assert not CODE.search(text)


def test_chance_ja_keeps_long_fractions_out() -> None:
    from fractions import Fraction

    assert chance_ja(Fraction(1, 3)) == "33.3%(1/3)"
    assert chance_ja(Fraction(1, 100003)) == "0.0%"


def test_panel_redraws_on_a_new_seed() -> None:
    pytest.importorskip("ipywidgets")
    panel = odds_panel("zwanzigerrufen", seed=2)
    controls, out = panel.children[0].children, panel.children[-1]
    before = out.value
    seed_in = controls[1]
    seed_in.value = 3
    assert out.value != before
    void_dd, void_suit = controls[6], controls[7]
    void_dd.value = 2
    void_suit.value = int(Suit.TRUMP)
    assert "席3は切札を持っていない" in visible_text(out.value)


def test_dummy_hand_shown() -> None:
    """Neunzehnerrufen for three: the dummy's 12 cards are seen, so 30 stay hidden: each
    live hand holds 12 of them and the talon 6 (spec §1.13)."""
    text = visible_text(odds_figure("neunzehnerrufen-3p-dummy", seed=4, seat=0, shown=1))
    assert "席2の手札は公開済み(ダミー)" in text
    assert "40.0%(2/5)" in text and "20.0%(1/5)" in text
    assert "席2 12枚" not in text
