"""Bidding, the call and the doubling calls (規則集 §2.5–2.8): what has been said, the
items standing open and who may still raise them, the trainer, a scripted procedure.

>>> g = after(B15_SCRIPT)
>>> g.levels()
{'game': 3, 'pagat': 3}
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from html import escape
from typing import Any, cast

from tarock_tutor import games
from tarock_tutor.core.protocol import Action, Announce, Bid, Call, GameState
from tarock_tutor.games.zwanziger import ZwanzigerState, open_items
from tarock_tutor.games.zwanziger.phase_names import Phases
from tarock_tutor.render.svg import hand_svg

from ..common import card_ja, seat_of, seat_roles, table_html
from ..trainer import Panel, trainer
from .names import (
    B15_HANDS,
    CALL_JA,
    GAME,
    ITEM_JA,
    LEVEL_JA,
    PACK,
    Step,
    action_of,
    after,
    say,
    words,
    zwanziger_deal,
)

__all__ = ["B15_SCRIPT", "CALL_SCENARIOS", "call_tries", "calls_picture", "calls_trainer",
           "levels_note", "open_html", "said_html", "script_table"]

# Worked example B-15's procedure: Rufer calling the XX with Pagat announced; Kontra, Re
# and Sub on the game; Kontra, Re and Sub on the Pagat.
B15_SCRIPT: list[Step] = [
    (0, Bid, "rufer"), (0, Call, "T20"), (0, Announce, "pagat"), (0, Announce, "done"),
    (1, Bid, "pass"), (1, Announce, "kontra:game"), (1, Announce, "done"),
    (2, Bid, "pass"), (2, Announce, "re:game"), (2, Announce, "done"),
    (3, Bid, "pass"), (3, Announce, "sub:game"), (3, Announce, "kontra:pagat"),
    (0, Announce, "re:pagat"), (1, Announce, "done"), (3, Announce, "sub:pagat"),
]


def _b15(seed: int) -> GameState:
    return games.new_deal(GAME, hands=list(B15_HANDS))


CALL_SCENARIOS: dict[str, Callable[..., GameState]] = {
    "ふつう": partial(games.new_deal, GAME),
    "ファルバールあり": partial(games.new_deal, GAME, farberl=True),
    "計算例 B-15 の配り": _b15,
}


@zwanziger_deal
def said_html(g: ZwanzigerState) -> str:
    """What has been said, turn by turn (the engine's record of the procedure), and the
    items made void by a later bid."""
    rows = [[str(turn), escape(seat_of(g, seat)), escape(say(what, seat))]
            for turn, seat, what in g.speech.said]
    rows += [[str(turn), "", escape(f"(無効になった: {ITEM_JA[item]}、{LEVEL_JA[level]})")]
             for turn, item, level in g.speech.voided]
    return table_html(["手番", "席", "発言"], rows) if rows else ""


@zwanziger_deal
def open_html(g: ZwanzigerState) -> str:
    """Every standing item: its level, its last change, and who may raise it when."""
    rows = []
    for o in open_items(cast(Any, g)):   # the state offers what SpeakingState reads
        who = "、".join(f"手番{t} {seat_of(g, s)}" for t, s in o.turns) or "(もう誰も上げられない)"
        rows.append([escape(ITEM_JA[o.item]), LEVEL_JA[o.level], str(o.last),
                     CALL_JA[o.next_call], escape(who)])
    return table_html(["項目", "いまの段階", "最後の変化(手番)", "次の宣言", "言える手番と席"],
                      rows) if rows else ""


def calls_picture(g: GameState) -> str:
    """The bid standing, the hand of the seat to move (in the auction), what was said and
    the open items."""
    if not isinstance(g, ZwanzigerState):
        return ""
    seat = g.to_move
    head = ""
    if g.contract is not None and g.declarer is not None:
        who = seat_of(g, g.declarer, seat_roles(g, g.declarer))
        called = f"、指名 {card_ja(g.called, PACK)}" if g.called is not None else ""
        head = f"<p>いまのビッド: <b>{ITEM_JA[g.contract]}</b>({escape(who)}{called})</p>"
    hand = ""
    if seat is not None and g.phase is Phases.AUCTION:
        hand = hand_svg(g.hand(seat), pack=PACK, width=32, per_row=10,
                        label=f"{seat_of(g, seat, seat_roles(g, seat))}の手札")
    return head + hand + said_html(g) + open_html(g)


def call_tries(g: GameState) -> list[Action]:
    """Statements a reader may try, allowed or not: pass, Rufer, Pagat, Kontra and Re."""
    seat = g.to_move
    if seat is None:
        return []
    return [Bid(seat, "pass"), Bid(seat, "rufer"), Announce(seat, "pagat"),
            Announce(seat, "kontra:game"), Announce(seat, "re:game")]


def calls_trainer(seed: int = 1) -> Panel:
    """The auction panel: bids, the call and the doubling calls, with the record and the
    open items below."""
    return trainer(CALL_SCENARIOS, seed=seed, phases={Phases.AUCTION}, picture=calls_picture,
                   tries=call_tries)


def script_table(script: Sequence[Step], hands: Sequence[str] = B15_HANDS
                 ) -> tuple[ZwanzigerState, str]:
    """The deal after ``script``, and a table: turn, seat, statement, what was allowed then."""
    g = after([], hands)
    rows = []
    for step in script:
        action = action_of(step)
        legal = "、".join(words(a) for a in g.legal_actions())
        rows.append([str(g.speech.turn), escape(seat_of(g, action.seat)), escape(words(action)),
                     escape(legal)])
        g.apply(action)
    return g, table_html(["手番", "席", "発言", "その時に選べた発言"], rows)


@zwanziger_deal
def levels_note(g: ZwanzigerState) -> str:
    """``ゲーム: …  パガット・ウルティモ: …`` — each standing item at its level."""
    return "  ".join(f"{ITEM_JA[k]}: {LEVEL_JA[v]}" for k, v in g.levels().items())
