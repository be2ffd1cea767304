"""The follow-obligation checker: seeded deals per game, the core follow rule, and the
static figure every widget cell leaves (issue 2, item 9)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.errors import InvalidNotation, TarockError
from tarock_tutor.core.tricks import legal_plays
from tarock_tutor.widgets.follow import (
    GAMES,
    follow_check,
    follow_checker,
    follow_figure,
    led_choices,
    show_follow,
)

# hand and talon sizes of each registered game's deal, from the specs (a game not listed
# here is still checked for a sound deal below)
DEAL_SIZES = {
    "cego3": (3, 13, 12),            # cego-dreierles.md §2.3
    "cego4": (4, 11, 10),            # §2.3
    "dreierles3": (3, 16, 6),        # §3.3
    "neunzehnerrufen": (4, 12, 6),   # neunzehner-zwanziger-sicilian.md §1.4
    "zwanzigerrufen": (4, 10, 0),    # §2.3
}


def test_the_checker_reads_the_registry() -> None:
    """One entry per registered game and table size, and a pack-only one for unused packs."""
    from tarock_tutor.core.cards import PACKS
    from tarock_tutor.core.registry import GAMES as REGISTERED

    for spec in REGISTERED.values():
        sizes = {v.seats for v in spec.variants}
        mine = [g for g in GAMES.values() if g.key in {v.key for v in spec.variants}]
        assert sorted(g.seats for g in mine) == sorted(sizes)
    used = {g.pack.key for g in GAMES.values()}
    assert used == set(PACKS)


@pytest.mark.parametrize("key", list(GAMES))
def test_each_game_deals_its_seed_sizes_and_uses_every_card_once(key: str) -> None:
    g = GAMES[key]
    d = g.deal(11)
    assert len(d.hands) == g.seats
    if key in DEAL_SIZES:
        seats, hand, talon = DEAL_SIZES[key]
        assert (len(d.hands), len(d.talon)) == (seats, talon)
        assert all(len(h) == hand for h in d.hands)
    dealt = [c for h in d.hands for c in h] + list(d.talon)
    assert len(dealt) == len(set(dealt)) and all(c in g.pack for c in dealt)
    assert len(d.hands[g.first]) > 0
    assert g.deal(11) == d  # seeded


def brute_force(hand: tuple[Card, ...], led: Card) -> set[Card]:
    """Seed 000's wording, card by card (spec cego-dreierles.md §1.4)."""
    same = {c for c in hand if c.suit is led.suit}
    if same:
        return same
    trumps = {c for c in hand if c.suit is Suit.TRUMP}
    return trumps or set(hand)


@pytest.mark.parametrize("key", sorted(DEAL_SIZES))
def test_checker_agrees_with_the_rule_for_every_possible_led_card(key: str) -> None:
    for seed in (1, 2, 3):
        for led in led_choices(key, seed=seed):
            r = follow_check(key, seed=seed, led=led)
            assert set(r.legal) == brute_force(r.hand, led)
            assert list(r.legal) == legal_plays(r.hand, [led])


def test_sicilian_fugitive_may_always_follow_but_never_lead() -> None:
    seed = next(s for s in range(1, 200)
                if any(c.suit is Suit.FOOL for c in follow_check("sicilian", seed=s).hand))
    lead = follow_check("sicilian", seed=seed)
    fool = next(c for c in lead.hand if c.suit is Suit.FOOL)
    assert fool not in lead.legal
    assert lead.legality.special[fool][0] == "FUGITIVE_MAY_NOT_LEAD"
    for led in led_choices("sicilian", seed=seed)[:20]:
        r = follow_check("sicilian", seed=seed, led=led)
        assert fool in r.legal


def test_led_card_must_come_from_another_hand() -> None:
    r = follow_check("cego4", seed=5)
    own = r.hand[0]
    with pytest.raises(TarockError, match="own hand"):
        follow_check("cego4", seed=5, led=own)
    talon_card = GAMES["cego4"].deal(5).talon[0]
    with pytest.raises(TarockError, match="talon"):
        follow_check("cego4", seed=5, led=talon_card)
    with pytest.raises(InvalidNotation, match="'S7'"):
        follow_check("cego3", seed=5, led="S7")  # not in the 51-card pack
    with pytest.raises(TarockError, match="unknown game 'tapp'"):
        follow_check("tapp", seed=1)
    with pytest.raises(TarockError, match="seat 4"):
        follow_check("cego4", seed=1, seat=4)


def test_static_figure_shows_hand_trick_and_japanese_reason() -> None:
    led = led_choices("cego4", seed=7)[0]
    r = follow_check("cego4", seed=7, led=led)
    html = follow_figure("cego4", seed=7, led=led, table=True)
    assert r.reason("ja") in html
    assert html.count("<svg") == 2  # the trick and the hand
    for chunk in html.split("<svg")[1:]:
        ET.fromstring("<svg" + chunk.split("</svg>")[0] + "</svg>")
    assert "出せるカード" in html and "<table" in html
    assert show_follow("cego4", seed=7, led=led)._repr_html_() == follow_figure(
        "cego4", seed=7, led=led)
    assert "この席がリードします" in follow_figure("zwanzigerrufen", seed=1)


def test_widget_builds_and_redraws_when_the_led_card_changes() -> None:
    box = follow_checker("cego4", seed=7, led="H1").widget
    (game_dd, seed_in, led_dd), out = box.children[0].children, box.children[1]
    assert out.value == follow_figure("cego4", seed=7, led="H1")
    other = next(v for _, v in led_dd.options if v and v != "H1")
    led_dd.value = other
    assert out.value == follow_figure("cego4", seed=7, led=other)
    game_dd.value = "sicilian"  # the led choices are rebuilt for the new pack
    assert led_dd.value in {c.code for c in led_choices("sicilian", seed=7)} | {""}
    assert "シチリア" in out.value
    seed_in.value = 8
    assert "シード 8" in out.value


@pytest.mark.parametrize(("game", "cited"), [
    ("cego4", "ツェゴの規則集 §1.4"),                        # cego-dreierles.md §1.4 Following
    ("dreierles3", "ドライアーレスの規則集 §3.9"),            # cego-dreierles.md §3.9 Play
    ("neunzehnerrufen", "ノインツェーナールーフェンの規則集 §1.10"),  # n-z-s.md §1.10 Play
    ("zwanzigerrufen", "ツヴァンツィガールーフェンの規則集 §2.6"),   # n-z-s.md §2.6 Play
    ("sicilian", "シチリアのタロッキの規則集 §3.8"),          # n-z-s.md §3.8 Play
])
def test_each_game_cites_its_own_play_section_and_names_cards_in_japanese(
        game: str, cited: str) -> None:
    """Issue 21: the Zwanzigerrufen and Sicilian checks cited Cego's §1.4, and the
    playable list showed card codes (T16 T14 …) to the reader."""
    html = follow_figure(game, seed=1)
    assert f"根拠: {cited}" in html
    listed = html.split("出せるカード:</b>")[1].split("<br>")[0]
    assert not re.search(r"\bT\d{1,2}\b|\bSk\b|\b[SCHD](?:[KQNJ]|\d{1,2})\b", listed), listed
