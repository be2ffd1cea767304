"""The hand's count and the partner call (spec neunzehner-zwanziger-sicilian.md §3.5–3.6):
what a hand is worth for "20" and "15", the cards a "20" may name, and one call phase
played by the example player.

>>> hand_value_of("SK CK HK DK T19 S5 S6 S7 S8 S9 S10 C5 C6 C7 C8")
25
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from tarock_tutor import games
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Action, Bid, Call
from tarock_tutor.games.sicilian import SicilianState, hand_value, policy
from tarock_tutor.games.sicilian.phase_names import Phases
from tarock_tutor.render.svg import hand_svg

from ..common import Twinned, figure_panel, shown, table_html
from .names import PACK, callable_for, card_ja, cards_ja, error_line, ja, read_cards_ja, seat_no

__all__ = ["EXAMPLES", "call_walk", "call_walk_figure", "examples_figure", "finder_figure",
           "hand_value_of", "partner_finder", "show_call_walk", "show_examples", "show_finder"]

START = "T20 T18 T17 SK SQ SN SJ S10 C9 C8 H7 H6 D5 D4 Mi"
EXAMPLES: tuple[tuple[str, int], ...] = (
    ("T20 T19 SQ SN SJ CQ CN CJ HQ HN HJ DQ DN DJ S10", 15),
    ("T20 T1 S5 S6 S7 S8 S9 S10 C5 C6 C7 C8 C9 C10 H5", 20),
    ("SK CK HK DK T19 S5 S6 S7 S8 S9 S10 C5 C6 C7 C8", 25),
    ("Fu T16 S5 S6 S7 S8 S9 S10 C5 C6 C7 C8 C9 C10 H5", 15),
)
"""Hands of the page and their count by §3.5 (worked by hand from the spec's values)."""


def hand_value_of(text: str) -> int:
    return hand_value(parse_cards(text, PACK))


def finder_figure(text: str) -> str:
    """The reader's hand: its counting cards framed, its count, "20" and "15", the calls."""
    hand, error = read_cards_ja(text, what="手札", most=15)
    if error:
        return error_line(error)
    v = hand_value(hand)
    counted = [c for c in hand if PACK.value[c] in (5, 10)]
    calls = "、".join(PACK.name(c) for c in callable_for(hand)) or "(なし)"
    return (hand_svg(hand, pack=PACK, width=34, per_row=15, highlight=counted, dim_others=True,
                     label="手札(数えるカードを強調)")
            + f"<div>手札の点数: <b>{v}</b> 点 — 「20」は{_can(v >= 20)}、"
              f"「15」は{_can(v == 15)}。<br>"
              f"「20」を言って「15」がなかったときに指名できるカード: {escape(calls)}</div>")


def _can(yes: bool) -> str:
    return "言えます" if yes else "言えません"


def partner_finder(hand: str = START) -> Twinned:
    """A hand box and its count, "20"/"15" and the cards it may call."""
    import ipywidgets as w

    box = w.Text(value=hand, description="手札", layout=w.Layout(width="40em"))
    return Twinned(finder_figure(hand), figure_panel([box], lambda: finder_figure(box.value)))


def examples_figure(examples: Sequence[tuple[str, int]] = EXAMPLES) -> str:
    """Hands, their count and the cards each may call; a wrong count is refused."""
    rows = []
    for text, want in examples:
        hand = parse_cards(text, PACK)
        if hand_value(hand) != want:
            raise TarockError(f"the hand {text!r} counts {hand_value(hand)}, not {want}")
        rows.append((escape(cards_ja(hand)), str(want),
                     escape("、".join(card_ja(c) for c in callable_for(hand)))))
    return table_html(("手札", "点数", "指名できるカード"), rows)


def _said(a: Action) -> str:
    return ja(a.bid) if isinstance(a, Bid) else card_ja(a.card) if isinstance(a, Call) else ""


Row = tuple[str, str, str, str]


def call_walk(seed: int = 4, dealer: int = 3) -> tuple[SicilianState, list[Row]]:
    """A deal where all wait and pass; the dealer exchanges and the example player calls.
    Each row: seat, hand count, what he could say, what he said."""
    g = games.new_deal("sicilian", seed=seed, dealer=dealer)
    assert isinstance(g, SicilianState)
    for bid in ["wait"] * 4 + ["pass"] * 4:
        seat = g.to_move
        if seat is None or g.phase not in (Phases.BARGAIN, Phases.AUCTION):
            raise TarockError(f"seed {seed}: the deal left the opening before all passed",
                              code="WIDGET_WRONG_MOMENT")
        g.apply(Bid(seat, bid))
    g.apply(policy(g, Rng(0)))          # the dealer's exchange
    rows = []
    while g.phase is Phases.CALL and g.to_move is not None:
        seat = g.to_move
        choice = policy(g, Rng(0))
        what = "、".join(_said(a) for a in g.legal_actions())
        said = f"{_said(choice)} を指名" if isinstance(choice, Call) else _said(choice)
        rows.append((seat_no(seat, dealer), str(hand_value(g.hands[seat])), what, said))
        g.apply(choice)
    return g, rows


def call_walk_figure(seed: int = 4, dealer: int = 3) -> str:
    """The call phase as a table, and the teams it made."""
    g, rows = call_walk(seed, dealer)
    if g.twenty is None or g.trickplay is None:
        raise TarockError(f"seed {seed}: nobody said \"20\"",
                          code="WIDGET_WRONG_MOMENT")
    team = " と ".join(seat_no(s, dealer)
                       for s in sorted(g.side(g.twenty), key=lambda s: (s - dealer - 1) % 4))
    return (table_html(("席", "手札の点数", "言えること", "言ったこと"),
                       [[escape(x) for x in r] for r in rows])
            + f"<p>チーム: <b>{team}</b>(最初のリードは「20」の人の右隣、"
              f"{seat_no(g.trickplay.leader, dealer)})</p>")


show_finder = shown(finder_figure)
show_examples = shown(examples_figure)
show_call_walk = shown(call_walk_figure)
