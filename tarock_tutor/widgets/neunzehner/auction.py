"""The auction trainer (規則集 §1.6): a scripted auction as a table, one bid explained,
and the ipywidgets panel that steps through an auction seat by seat.

>>> state, steps = play_auction("4p", 1, ["rufer", "dreier", "hold", "zweier", "pass",
...                                       "pass", "solo", "hold", "pass"])
>>> state.declarer, state.contract, [s.verdict.code for s in steps][:3]
(1, 'solo', ['N19_BID_OK', 'N19_BID_OK', 'N19_HOLD_OK'])
>>> try_bid("4p", 1, ["rufer"], "rufer").code
'N19_BID_NOT_HIGHER'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from html import escape

from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.protocol import Bid, GameState, Phase, Verdict
from tarock_tutor.games.neunzehner import CONTRACTS, PACK, NeunzehnerState, new_game
from tarock_tutor.render.svg import hand_svg

from ..common import shown, verdict_box
from ..trainer import Panel, trainer
from .names import FORM_JA, check_form, ja, roles, seat_label, seat_no

__all__ = ["AuctionStep", "auction_figure", "auction_table_html", "auction_trainer",
           "play_auction", "show_auction", "try_bid"]

ALL_BIDS: tuple[str, ...] = (*CONTRACTS, "pass", "hold")


@dataclass(frozen=True)
class AuctionStep:
    """One call of the auction: who spoke, what was open to him, what he said, the verdict."""

    seat: int
    legal: tuple[str, ...]
    bid: str
    verdict: Verdict
    standing: int | None
    current: str | None


def play_auction(form: str, seed: int, bids: Sequence[str], *, dealer: int = 3
                 ) -> tuple[NeunzehnerState, list[AuctionStep]]:
    """Deal ``form`` with ``seed`` and make the bids in turn (each by the seat to move).

    An illegal bid raises :class:`IllegalAction` with its verdict; a bid after the
    end of the auction, or any auction in the 2-player form, raises TarockError.
    """
    state = new_game(check_form(form), seed=seed, dealer=dealer)
    if state.auction is None:
        raise TarockError(f"the {form!r} form has no auction: the dealer's opponent always "
                          "plays a Rufer (規則集 §1.13, D-A15)")
    steps: list[AuctionStep] = []
    for i, bid in enumerate(bids):
        if state.phase is not Phase.AUCTION:
            raise TarockError(f"bid {i + 1} ({bid!r}) comes after the auction ended "
                              f"(declarer {seat_no(state.declarer)}, {state.contract})",
                              code="BID_AFTER_AUCTION", params={"value": str(bid)[:30]})
        seat = state.to_move
        assert seat is not None
        legal = tuple(state.auction.legal())
        verdict = state.explain(Bid(seat, bid))
        if not verdict.allowed:
            raise IllegalAction(verdict)
        state.apply(Bid(seat, bid))
        steps.append(AuctionStep(seat, legal, bid, verdict, state.auction.standing,
                                 state.auction.current))
    return state, steps


def try_bid(form: str, seed: int, bids: Sequence[str], attempt: str, *, dealer: int = 3
            ) -> Verdict:
    """The verdict on ``attempt`` by the seat to move after ``bids``."""
    state, _ = play_auction(form, seed, bids, dealer=dealer)
    if state.phase is not Phase.AUCTION:
        raise TarockError("the auction is over; there is nobody left to bid")
    seat = state.to_move
    assert seat is not None
    return state.explain(Bid(seat, attempt))


def _names(bids: Sequence[str]) -> str:
    return "、".join(ja(b) for b in bids)


def auction_table_html(state: NeunzehnerState, steps: Sequence[AuctionStep]) -> str:
    """The auction so far: one row per call, with the choices the speaker had."""
    th = "".join(f'<th style="border:1px solid #bbb;padding:2px 6px">{h}</th>'
                 for h in ("手番", "席", "選べたビッド", "ビッド", "判定",
                           "最高ビッド(持ち主)"))
    rows = [f"<tr>{th}</tr>"]
    td = '<td style="border:1px solid #bbb;padding:2px 6px">'
    for i, s in enumerate(steps, 1):
        top = (f"{ja(s.current or '')}({seat_no(s.standing)})"
               if s.current is not None else "—")
        rows.append("<tr>" + "".join(f"{td}{x}</td>" for x in (
            str(i), escape(seat_label(state, s.seat)), escape(_names(s.legal)),
            f"<b>{escape(ja(s.bid))}</b>",
            escape(s.verdict.text), escape(top))) + "</tr>")
    table = ('<table style="border-collapse:collapse;font-size:0.9em;margin:0.4em 0">'
             + "".join(rows) + "</table>")
    if state.phase is Phase.AUCTION:
        seat = state.to_move
        assert seat is not None and state.auction is not None
        tail = (f"次は {escape(seat_label(state, seat))} の番です。選べるのは "
                f"{escape(_names(state.auction.legal()))} です。")
    else:
        tail = (f"ビッド終了:<b>{seat_no(state.declarer)}</b> が "
                f"<b>{escape(ja(state.contract or 'rufer'))}</b> のデクレアラーです。")
    return table + f"<div>{tail}</div>"


def auction_figure(form: str, seed: int, bids: Sequence[str], *, attempt: str | None = None,
                   show_hand: bool = True, dealer: int = 3) -> str:
    """Static HTML: the auction table, the hand of the next speaker, an attempted bid judged."""
    state, steps = play_auction(form, seed, bids, dealer=dealer)
    parts = [f'<div><b>ノインツェーナールーフェン {escape(FORM_JA[form])}</b> — シード {seed}、'
             "ビッドは先手(ディーラーの右隣)から(規則集 §1.6)</div>",
             auction_table_html(state, steps)]
    if state.phase is Phase.AUCTION and show_hand:
        seat = state.to_move
        assert seat is not None
        parts.append(hand_svg(state.hand(seat), pack=PACK, width=36,
                              label=f"{seat_label(state, seat)} の手札"))
    if attempt is not None:
        if state.phase is not Phase.AUCTION:
            raise TarockError("the auction is over; no bid can be attempted")
        seat = state.to_move
        assert seat is not None
        parts.append(verdict_box(state.explain(Bid(seat, attempt))))
    return "<div>" + "".join(parts) + "</div>"


show_auction = shown(auction_figure)


def auction_picture(state: GameState) -> str:
    """The trainer's picture: the auction so far and the hand of the seat to speak."""
    assert isinstance(state, NeunzehnerState)
    bids = [a.bid for a in state.history if isinstance(a, Bid)]
    return auction_figure(state.form, state.seed or 0, bids)


def bid_tries(state: GameState) -> list[Bid]:
    """Every call of the game may be tried; the engine refuses those not open now."""
    seat = state.to_move
    return [] if seat is None else [Bid(seat, b) for b in ALL_BIDS]


def auction_trainer(form: str = "4p", seed: int = 1) -> Panel:
    """The panel: one button per call; an illegal choice is explained and not made."""
    forms = ("4p", "3p_dummy", "4p_dealer_dummy")
    return trainer({FORM_JA[f]: partial(new_game, f) for f in forms},
                   seed=seed, scenario=FORM_JA[check_form(form)], phases={Phase.AUCTION},
                   tries=bid_tries, picture=auction_picture, roles=roles,
                   alternatives_label="言えるビッド")
