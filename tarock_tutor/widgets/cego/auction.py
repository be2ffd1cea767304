"""The Cego auction trainer (spec cego-dreierles.md §2.6–2.7): a scripted auction as a
table, single bids explained, and an ipywidgets panel that steps seat by seat.

Bids are the engine's ids: ``solo``, ``pass``, ``hold`` (ゼルプスト), the ladder
``cego`` … ``pfeife``, and in 4-player Cego ``piccolo``, ``bettel``, ``raeuber``.

>>> g, steps = play_auction(3, 1, ["pass", "pass", "pass", "cego", "eine", "pass", "pass"])
>>> g.declarer, g.contract, [s.bid for s in steps][-3:]
(2, 'eine', ['eine', 'pass', 'pass'])
>>> try_bid(3, 1, ["pass", "pass", "pass", "cego"], "eine_leere").code
'BID_ONE_STEP_ONLY'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from html import escape
from typing import Any

from tarock_tutor import games
from tarock_tutor.core.cards import Card
from tarock_tutor.core.protocol import Bid, GameState, Verdict
from tarock_tutor.games.cego import BIDS, CegoState, new_game
from tarock_tutor.games.cego.phase_names import Phases
from tarock_tutor.render.svg import hand_svg

from .. import auction
from ..auction import AuctionStep
from ..common import action_ja, box, rule_ja, shown, verdict_box
from ..trainer import Panel
from .names import check_players, ja, roles, seat_names, short

__all__ = ["CG04_BIDS", "CG04_HANDS", "AuctionStep", "auction_figure", "auction_table_html",
           "auction_trainer", "bid_cases_figure", "bid_figure", "bid_report", "play_auction",
           "show_auction", "show_bid", "show_bid_cases", "try_bid"]

Hands = Mapping[int, Sequence[Card] | str] | None

CG04_BIDS: tuple[str, ...] = (
    "pass", "pass", "pass", "cego", "eine", "hold", "eine_leere", "hold", "zwei_leere",
    "pass", "zwei_verschiedene", "hold", "pfeife", "pass")
"""Spec cego-dreierles.md §4.2, CG-04: the bidding trace of the broken Pfeife (three passes
of the first stage, then A Cego, B Eine, A hold, … C Pfeife, B pass)."""

CG04_HANDS: dict[int, str] = {1: "S8 S9 H2", 2: "C8 C9 D2", 0: "T1 S10 H3"}
"""Cards set into the deal of seed 0 (dealer 席1) so that each bid of :data:`CG04_BIDS` is
one the bidder's hand allows: pips for 席2's Eine Leere and 席3's Zwei bids, the T1 for
席1's Pfeife; the rest is dealt as the seed gives."""


def stage_note(g: GameState) -> str:
    """The stage of the auction a seat speaks in (each step's note)."""
    assert isinstance(g, CegoState)
    return g.auction.stage_ja


def play_auction(players: int, seed: int, bids: Sequence[str], *, dealer: int = 0,
                 hands: Hands = None, **options: Any) -> tuple[CegoState, list[AuctionStep]]:
    """Deal and make ``bids`` in turn, each by the seat to move (each step notes the
    auction's stage).

    An illegal bid raises :class:`IllegalAction` carrying its verdict; a bid after
    the auction ended raises :class:`TarockError`.
    """
    g = new_game(players=check_players(players), seed=seed, dealer=dealer, hands=hands,
                 **options)
    return g, auction.play_auction(g, bids, before=stage_note)


def try_bid(players: int, seed: int, bids: Sequence[str], attempt: str, *, dealer: int = 0,
            hands: Hands = None, **options: Any) -> Verdict:
    """The verdict on ``attempt`` by the seat to move after the legal ``bids``."""
    g, _ = play_auction(players, seed, bids, dealer=dealer, hands=hands, **options)
    return auction.try_bid(g, attempt)


def bid_report(v: Verdict) -> str:
    """A verdict on a bid as three lines: allowed or not with the reason, the rule it rests
    on, and the bids the seat may make instead."""
    return "\n".join([f"{'許される' if v.allowed else '許されない'} — {v.text}",
                      f"根拠: {rule_ja(v.rule, 'cego')}",
                      f"選べるもの: {'、'.join(action_ja(a, 'cego') for a in v.alternatives)}"])


def result_html(g: CegoState) -> str:
    if g.phase is Phases.AUCTION:
        names = seat_names(g.players, g.dealer)
        seat = g.to_move
        assert seat is not None
        return box(f"<b>{escape(g.auction.stage_ja)}</b> — 次は {escape(names[seat])} の番です。")
    assert g.declarer is not None and g.contract is not None
    names = seat_names(g.players, g.dealer)
    extra = "(ソロのビッドのあと: 倍率が1段上)" if g.after_solo and g.contract != "solo" else ""
    return box(f"<b>オークション終了</b> — デクレアラーは {escape(names[g.declarer])}、"
               f"コントラクトは <b>{ja(g.contract)}</b>{extra}。",
               ok=True)


def auction_table_html(g: CegoState, steps: Sequence[AuctionStep]) -> str:
    """The auction as a table: turn, stage, seat, bids open to him, the bid made."""
    names = seat_names(g.players, g.dealer)
    return auction.steps_table_html(steps, seat_name=names.__getitem__, word=ja,
                                    before_head="ステージ") + result_html(g)


def auction_figure(players: int, seed: int, bids: Sequence[str], *, dealer: int = 0,
                   hands: Hands = None, show_hands: bool = False, **options: Any) -> str:
    """Static HTML of a scripted auction (optionally with the dealt hands)."""
    g, steps = play_auction(players, seed, bids, dealer=dealer, hands=hands, **options)
    parts = []
    if show_hands:
        names = seat_names(players, dealer)
        for k in range(players):
            s = (dealer + 1 + k) % players
            parts.append(hand_svg(g.dealt_hands[s], pack=g.pack, width=30, per_row=13,
                                  label=f"{names[s]}の配られた手札"))
    parts.append(auction_table_html(g, steps))
    return "<div>" + "".join(f"<div>{p}</div>" for p in parts) + "</div>"


show_auction = shown(auction_figure)


def bid_figure(players: int, seed: int, bids: Sequence[str], attempt: str, *, dealer: int = 0,
               hands: Hands = None, show_hand: bool = True, **options: Any) -> str:
    """Static HTML: the auction so far, the hand of the seat to move, the verdict on ``attempt``."""
    g, steps = play_auction(players, seed, bids, dealer=dealer, hands=hands, **options)
    v = auction.try_bid(g, attempt)
    names = seat_names(players, dealer)
    seat = g.to_move
    assert seat is not None
    so_far = "、".join(f"{short(g, s.seat)} {ja(s.bid)}" for s in steps) or "(なし)"
    parts = [f"<div>ここまで: {escape(so_far)}</div>"]
    if show_hand:
        parts.append(hand_svg(g.dealt_hands[seat], pack=g.pack, width=30, per_row=13,
                              label=f"{names[seat]}の配られた手札"))
    parts.append(f"<div>{escape(names[seat])} が「{escape(ja(attempt))}」"
                 "と言おうとすると:</div>")
    parts.append(verdict_box(v, alternatives_label="言えるビッド", game="cego"))
    return "<div>" + "".join(parts) + "</div>"


show_bid = shown(bid_figure)


def bid_cases_figure(players: int, seed: int, cases: Sequence[tuple[Sequence[str], str]], *,
                     dealer: int = 0) -> str:
    """Several attempts, each after its own bids so far: a line ``ここまで: … → …`` and the
    engine's verdict (no hands shown)."""
    parts = []
    for before, attempt in cases:
        so_far = "、".join(ja(b) for b in before) or "(なし)"
        parts.append(f"<div>ここまで: {escape(so_far)} → {escape(ja(attempt))}</div>"
                     + bid_figure(players, seed, before, attempt, dealer=dealer,
                                  show_hand=False))
    return "<div>" + "".join(parts) + "</div>"


show_bid_cases = shown(bid_cases_figure)


def auction_picture(g: GameState) -> str:
    """The trainer's picture: the auction so far and the hand of the seat to speak."""
    assert isinstance(g, CegoState)
    bids = [a.bid for a in g.history if isinstance(a, Bid)]
    replay, steps = play_auction(g.players, g.seed or 0, bids, dealer=g.dealer)
    parts = [auction_table_html(replay, steps) if steps else result_html(replay)]
    if g.phase is Phases.AUCTION and g.to_move is not None:
        parts.append(hand_svg(g.dealt_hands[g.to_move], pack=g.pack, width=34, per_row=13,
                              label=f"{seat_names(g.players, g.dealer)[g.to_move]}の配られた手札"))
    return "".join(f"<div>{p}</div>" for p in parts)


bid_tries = auction.bid_tries(BIDS)


def auction_trainer(players: int = 3, *, seed: int = 1) -> Panel:
    """Step through an auction: every bid may be tried; refused ones are explained."""
    return auction.auction_trainer(
        {f"{n}人": partial(games.new_deal, f"cego{n}") for n in (3, 4)}, bids=BIDS,
        phase=Phases.AUCTION,
        seed=seed, scenario=f"{check_players(players)}人", picture=auction_picture, roles=roles)
