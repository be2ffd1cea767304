"""Following under the Farberl (規則集 §2.9): the same position under both rules, the
follow checker, and the play trainer on the deal of worked example B-13's shape.

>>> "ファルバール" in compare_html("T5 T4 DK", "CK CQ", "T5")
True
"""

from __future__ import annotations

from html import escape

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action, Announce, Bid, Call, GameState, Phase, Play
from tarock_tutor.core.tricks import STANDARD, legal_plays, trick_winner
from tarock_tutor.games.zwanziger import ZwanzigerState, error_ja, follow_position
from tarock_tutor.games.zwanziger.trick_rules import FARBERL
from tarock_tutor.render.html import legal_table_html
from tarock_tutor.render.svg import trick_svg

from ..common import NO_COLOUR, card_ja, hand_of, seat_of, table_html
from ..panels import LivePanel, live_panel
from ..trainer import Panel, hand_picture, trainer
from .names import PACK, Step, after, cards, short_ja

__all__ = ["CASES", "FARBERL_SCRIPT", "case_figures", "checker_html", "compare_html",
           "farberl_deal", "farberl_trainer", "follow_checker", "play_picture", "play_tries"]

SEATS4 = ["1人目", "2人目", "3人目", "4人目"]

# Three positions of the page: (title, hand, the trick so far, the card played last).
CASES = [
    ("クラブがリードされ、クラブがない", "T5 T4 DK", "CK CQ", "T5"),
    ("クラブがリードされ、クラブも切札もない", "DK DQ H1", "CK CQ", "DK"),
    ("切札がリードされた", "T9 T4 HK", "T7 T20", "T9"),
]

# 席1 bids Rufer and calls the XX, 席2 overcalls with the Farberl, everybody else passes.
FARBERL_SCRIPT: list[Step] = [
    (0, Bid, "rufer"), (0, Call, "T20"), (0, Announce, "done"), (1, Bid, "farberl"),
    (1, Announce, "done"), (2, Bid, "pass"), (2, Announce, "done"), (3, Bid, "pass"),
    (3, Announce, "done"), (0, Announce, "done")]


def compare_html(hand: str, trick: str, last: str) -> str:
    """One position under both rules: the legal cards, and who wins once ``last`` is played."""
    h, t = cards(hand), cards(trick)
    rows = []
    for name, rule, trumps_win in (("ふつうのプレイ", STANDARD, True),
                                   ("ファルバール", FARBERL, False)):
        legal = legal_plays(h, t, rule=rule)
        full = [*t, *cards(last)]
        won = trick_winner(full, PACK, trumps_win=trumps_win)
        rows.append([name, escape(short_ja(legal)),
                     f"{escape(card_ja(full[won], PACK))}({SEATS4[won]})"])
    played = card_ja(cards(last)[0], PACK)
    return table_html(["ルール", "出してよいカード", f"{escape(played)} を出したときの勝ち"],
                      rows)


def case_figures() -> list[str]:
    """Each of :data:`CASES` with its heading, the hand and the trick."""
    return [f"<h4>{escape(title)}</h4><p>手札: {escape(short_ja(cards(hand)))}"
            f" ― 台札: {escape(short_ja(cards(trick)))}</p>" + compare_html(hand, trick, last)
            for title, hand, trick, last in CASES]


def checker_html(hand: str, trick: str, farberl: bool) -> str:
    """Every card of the typed-in hand, playable or not and why; who wins the trick so far."""
    try:
        h, t = follow_position(hand, trick)
        out = legal_table_html(h, t, pack=PACK, rule=FARBERL if farberl else STANDARD)
        if len(t) >= 2:
            won = trick_winner(t, PACK, trumps_win=not farberl)
            out += f"<p>いま勝っているのは {escape(card_ja(t[won], PACK))}({SEATS4[won]})です。</p>"
        return out
    except TarockError as e:  # the reader's input, explained in Japanese
        return (f'<div style="color:{NO_COLOUR}"><b>入力を受け付けられません</b>: '
                f"{escape(error_ja(e))}</div>")


def follow_checker(hand: str = "T5 T4 DK SQ", trick: str = "CK CQ",
                   farberl: bool = True) -> LivePanel:
    """The checker panel: a hand, a trick, the Farberl on or off."""
    import ipywidgets as w

    hand_in = w.Text(value=hand, description="手札")
    trick_in = w.Text(value=trick, description="台札")
    farberl_in = w.Checkbox(value=farberl, description="ファルバール")
    return live_panel([hand_in, trick_in, farberl_in],
                      lambda: checker_html(hand_in.value, trick_in.value, farberl_in.value))


def farberl_deal(seed: int = 0) -> ZwanzigerState:
    """The hands of B-15 with the Farberl option, bid as :data:`FARBERL_SCRIPT`: 席2 plays
    the Farberl and leads (``seed`` is ignored: one fixed deal)."""
    return after(FARBERL_SCRIPT, farberl=True)


def play_picture(g: GameState) -> str:
    """The trick in progress (or the last one), then the hand of the seat to move."""
    tp = g.trickplay if isinstance(g, ZwanzigerState) else None
    names = {s: seat_of(g, s) for s in range(4)}
    pic = ""
    if tp is not None and tp.current:
        pic = trick_svg(list(zip(tp.current_seats, tp.current, strict=True)), pack=PACK,
                        seat_names=names, label="いまのトリック")
    elif tp is not None and tp.tricks:
        last = tp.tricks[-1]
        pic = trick_svg(last.plays, pack=PACK, winner=last.winner, seat_names=names,
                        label="前のトリック")
    return pic + hand_picture(g)


def play_tries(g: GameState) -> list[Action]:
    """Every card of the hand, playable or not."""
    seat = g.to_move
    return [Play(seat, c) for c in hand_of(g, seat)] if seat is not None else []


def farberl_trainer() -> Panel:
    """The play panel on :func:`farberl_deal`: every card of the hand is offered."""
    return trainer({"ファルバール(計算例 B-13 の形)": farberl_deal}, seed=0,
                   phases={Phase.PLAY}, picture=play_picture, tries=play_tries, seeded=False)
