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
from dataclasses import dataclass
from functools import partial
from html import escape
from typing import Any

from tarock_tutor import games
from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.protocol import Bid, GameState, Phase, Verdict
from tarock_tutor.games.cego import BIDS, CegoState, new_game
from tarock_tutor.render.svg import hand_svg

from ..common import box, shown, table_html, verdict_box
from ..trainer import Panel, trainer
from .names import check_players, ja, roles, seat_names, short

__all__ = ["AuctionStep", "auction_figure", "auction_table_html", "auction_trainer",
           "bid_figure", "play_auction", "show_auction", "show_bid", "try_bid"]

Hands = Mapping[int, Sequence[Card] | str] | None


@dataclass(frozen=True)
class AuctionStep:
    """One call: who spoke in which stage, what was open to him, what he said."""

    seat: int
    stage_ja: str
    legal: tuple[str, ...]
    bid: str
    verdict: Verdict


def _start(players: int, seed: int, dealer: int, hands: Hands, options: Mapping[str, Any]
           ) -> CegoState:
    check_players(players)
    return new_game(players=players, seed=seed, dealer=dealer, hands=hands, **options)


def play_auction(players: int, seed: int, bids: Sequence[str], *, dealer: int = 0,
                 hands: Hands = None, **options: Any) -> tuple[CegoState, list[AuctionStep]]:
    """Deal and make ``bids`` in turn, each by the seat to move.

    An illegal bid raises :class:`IllegalAction` carrying its verdict; a bid after
    the auction ended raises :class:`TarockError`.
    """
    g = _start(players, seed, dealer, hands, options)
    steps: list[AuctionStep] = []
    for i, b in enumerate(bids):
        if g.phase is not Phase.AUCTION:
            raise TarockError(f"bid {i + 1} ({b!r}) comes after the auction ended "
                              f"(declarer seat {g.declarer}, {g.contract})",
                              code="BID_AFTER_AUCTION", params={"value": str(b)[:30]})
        seat = g.to_move
        assert seat is not None
        stage = g.auction.stage_ja
        legal = tuple(a.bid for a in g.legal_actions() if isinstance(a, Bid))
        v = g.explain(Bid(seat, b))
        if not v.allowed:
            raise IllegalAction(v)
        g.apply(Bid(seat, b))
        steps.append(AuctionStep(seat, stage, legal, b, v))
    return g, steps


def try_bid(players: int, seed: int, bids: Sequence[str], attempt: str, *, dealer: int = 0,
            hands: Hands = None, **options: Any) -> Verdict:
    """The verdict on ``attempt`` by the seat to move after the legal ``bids``."""
    g, _ = play_auction(players, seed, bids, dealer=dealer, hands=hands, **options)
    if g.phase is not Phase.AUCTION:
        raise TarockError(f"the auction is over after {len(bids)} bids; nobody can bid "
                          f"{attempt!r}")
    seat = g.to_move
    assert seat is not None
    return g.explain(Bid(seat, attempt))


def _bids_ja(bids: Sequence[str]) -> str:
    return "、".join(ja(b) for b in bids)


def result_html(g: CegoState) -> str:
    if g.phase is Phase.AUCTION:
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
    """The auction as a table: step, stage, seat, bids open to him, the bid made."""
    names = seat_names(g.players, g.dealer)
    rows = [(str(i), escape(s.stage_ja), escape(names[s.seat]), escape(_bids_ja(s.legal)),
             f"<b>{escape(ja(s.bid))}</b>") for i, s in enumerate(steps, 1)]
    return table_html(("手", "ステージ", "席", "言えたビッド", "ビッド"), rows) + result_html(g)


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
    v = try_bid(players, seed, bids, attempt, dealer=dealer, hands=hands, **options)
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


def auction_picture(g: GameState) -> str:
    """The trainer's picture: the auction so far and the hand of the seat to speak."""
    assert isinstance(g, CegoState)
    bids = [a.bid for a in g.history if isinstance(a, Bid)]
    replay, steps = play_auction(g.players, g.seed or 0, bids, dealer=g.dealer)
    parts = [auction_table_html(replay, steps) if steps else result_html(replay)]
    if g.phase is Phase.AUCTION and g.to_move is not None:
        parts.append(hand_svg(g.dealt_hands[g.to_move], pack=g.pack, width=34, per_row=13,
                              label=f"{seat_names(g.players, g.dealer)[g.to_move]}の配られた手札"))
    return "".join(f"<div>{p}</div>" for p in parts)


def bid_tries(g: GameState) -> list[Bid]:
    """Every bid of the game may be tried; the engine refuses those not open now."""
    seat = g.to_move
    return [] if seat is None else [Bid(seat, b) for b in BIDS]


def auction_trainer(players: int = 3, *, seed: int = 1) -> Panel:
    """Step through an auction: every bid may be tried; refused ones are explained."""
    return trainer({f"{n}人": partial(games.new_deal, f"cego{n}") for n in (3, 4)},
                   seed=seed, scenario=f"{check_players(players)}人", phases={Phase.AUCTION},
                   tries=bid_tries, picture=auction_picture, roles=roles,
                   alternatives_label="言えるビッド")
