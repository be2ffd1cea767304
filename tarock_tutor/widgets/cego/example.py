"""One complete annotated Cego deal for the book (spec cego-dreierles.md §2.3–2.14):
hands, auction, exchange, every trick as a picture with a note, counting, score.

The deal is seeded, the auction scripted, and the rest chosen by the simple
policy of the engine (:mod:`tarock_tutor.games.cego.policy`), so the same seed always tells
the same story.

>>> g = example_deal(3, seed=1, bids=["pass", "pass", "pass", "cego", "eine", "pass", "pass"])
>>> g.phase.value, g.contract, len(g.tricks)
('finished', 'eine', 13)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Bid, Phase
from tarock_tutor.games.cego import CONTRACTS, CegoState, new_game
from tarock_tutor.games.cego.phase_names import Phases
from tarock_tutor.games.cego.policy import run_auction, step
from tarock_tutor.render.svg import hand_svg

from .. import auction
from ..common import StaticFigure, box
from .auction import auction_table_html, stage_note
from .finish import counting_part, score_part
from .names import card_ja, cards_ja, check_players, ja, seat_names, short
from .play import trick_record_html

__all__ = ["EXAMPLE_NOTES", "auction_part", "counting_part", "example_deal", "exchange_part",
           "hands_part", "score_part", "show", "tricks_part"]


EXAMPLE_NOTES: dict[tuple[int, int], dict[int, str]] = {
    (3, 6): {
        1: "デクレアラーの 席3 がリードします。タロンから来た切札15は、席1 の切札18に負けます。",
        2: "席1 はシュティースをリードして、確実に1トリック取ります。",
        5: "席3 の切札は切札1(プファイフェ)だけになっていて、切札のリードには切札を出さなければ"
           "ならないので、5点の切札1を 席2 に取られます。",
        6: "席3 にはもう切札がなく、台札も切札なので、何でも出せます。"
           "席3 は点数のない ♦3 を出します。",
        10: "ここから 席3 が最後の4トリックを続けて取ります。"
            "席2 と 席1 の切札はもう尽きているので、席3 の ♠、♣、♦ がそのまま通ります。",
    },
    (4, 4): {
        1: "席3 はタロンから来たシュティースをリードして、まず1トリックを確保します。",
        2: "席1 は味方の 席4 が勝っていると見て、切札1(5点)を出しますが、最後の 席2 が切札20で"
           "取ります。席2 もディフェンダーなので、この5点はディフェンダー側の点数です。",
        6: "♣ は 席3 が残して見せた札のスートです。席3 は ♣ を出さなければならず、"
           "♣7 を出します。席1 の ♣K が勝ちます。",
        10: "終盤は、切札の尽きた相手に 席3 の ♣J と ♣8 が通ります。",
    },
}
"""The book's notes on the tricks of its two annotated deals, keyed by (players, seed)
(book/cego/example_3p.ipynb, example_4p.ipynb; tests keep them true of the deals)."""


def example_deal(players: int, *, seed: int, bids: Sequence[str] = (), dealer: int = 0,
                 until: Phase = Phase.FINISHED) -> CegoState:
    """Deal, make the scripted bids, and let the policy play on until ``until``."""
    check_players(players)
    g = new_game(players=players, seed=seed, dealer=dealer)
    run_auction(g, bids)
    order = [Phases.AUCTION, Phases.EXCHANGE, Phase.PLAY, Phase.FINISHED]
    while g.phase is not until and order.index(g.phase) < order.index(until):
        step(g)
    return g


def show(html: str) -> StaticFigure:
    return StaticFigure(html)


def _names(g: CegoState) -> tuple[str, ...]:
    return seat_names(g.players, g.dealer)


def hands_part(g: CegoState) -> str:
    """The dealt hands in speaking order, and the talon face up (for the reader only)."""
    names = _names(g)
    parts = []
    for k in range(g.players):
        s = (g.dealer + 1 + k) % g.players
        parts.append(hand_svg(g.dealt_hands[s], pack=g.pack, width=34, per_row=13,
                              label=f"{names[s]}の配られた手札"))
    parts.append(hand_svg(g.talon, pack=g.pack, sort=False, width=30, per_row=12,
                          label=f"タロン{len(g.talon)}枚(プレイヤーは見ていません)"))
    return "<div>" + "".join(f"<div>{p}</div>" for p in parts) + "</div>"


def auction_part(g: CegoState) -> str:
    """The auction as a table, replayed from the history (legal bids at each step)."""
    replay = type(g)(g.setup)
    bids: list[str] = []
    for a in g.history:
        if not isinstance(a, Bid):
            break
        bids.append(a.bid)
    steps = auction.play_auction(replay, bids, before=stage_note)
    return auction_table_html(replay, steps)


def exchange_part(g: CegoState) -> str:
    """What the declarer kept, the talon taken, the set-aside cards (and the forced discard)."""
    if g.declarer is None or g.contract is None:
        raise TarockError("the auction is not over yet; there is no exchange to show",
                          code="WIDGET_WRONG_MOMENT")
    names = _names(g)
    info = CONTRACTS[g.contract]
    if not info.keep:
        tal = "デクレアラーの取り札になります" if g.contract == "solo" else "誰の点にもなりません"
        return box(f"{ja(g.contract)}には交換がありません。タロンは伏せたままで、"
                   f"{tal}。", ok=None)
    shown = "表向きに置いて見せます" if info.shows_kept else "伏せたままです"
    parts = [f"<div>{escape(names[g.declarer])} は {cards_ja(g.kept)} を残し({shown})、"
             f"残りの{len(g.dealt_hands[g.declarer]) - len(g.kept)}枚を伏せて捨て、"
             f"タロン{len(g.talon)}枚を取ります。</div>"]
    if g.legage:
        parts.append(hand_svg(g.legage, pack=g.pack, width=30, per_row=13,
                              label=f"捨て札(レガージュ){len(g.legage)}枚"))
    if info.extra_discard:
        last = g.legage[-1] if g.legage else None
        why = {"cego": "好きな1枚", "zwei_leere": "一番弱い切札",
               "zwei_verschiedene": "一番強い切札"}[g.contract]
        if last is not None:
            parts.append(f"<div>タロンを取った後の追加の捨て札({why}): {card_ja(last)}</div>")
    if g.phase is not Phases.EXCHANGE:
        lit = g.kept if info.shows_kept else ()
        parts.append(hand_svg(_hand_at_first_lead(g), pack=g.pack, highlight=lit, width=34,
                              per_row=13, label=f"{names[g.declarer]}のプレイ開始時の手札"
                              + ("(緑の枠は表向きに見せている札)" if lit else "")))
    return "<div>" + "".join(f"<div>{p}</div>" for p in parts) + "</div>"


def _hand_at_first_lead(g: CegoState) -> list[Card]:
    played = [c for t in g.tricks for s, c in t.plays if s == g.declarer]
    played += [c for s, c in g.current_trick if s == g.declarer]
    assert g.declarer is not None
    return g.pack.sorted([*g.hand(g.declarer), *played])


def tricks_part(g: CegoState, *, notes: dict[int, str] | None = None) -> str:
    """Every played trick as a picture with its note (``notes`` adds a sentence by trick no.)."""
    extra = notes or {}
    parts = []
    for i in range(len(g.tricks)):
        parts.append(trick_record_html(g, i))
        if i + 1 in extra:
            parts.append(f"<div style='margin-left:2em;color:#333'>{escape(extra[i + 1])}</div>")
    won = g.tricks_won
    parts.append("<div>取ったトリック: " + "、".join(
        f"{short(g, s)} {won[s]}" for s in range(g.players)) + "</div>")
    return "<div>" + "".join(parts) + "</div>"
