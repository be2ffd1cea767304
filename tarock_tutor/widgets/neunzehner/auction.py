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
from functools import partial
from html import escape

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Bid, GameState, Verdict
from tarock_tutor.games.neunzehner import CONTRACTS, PACK, NeunzehnerState, new_game
from tarock_tutor.games.neunzehner.phase_names import Phases
from tarock_tutor.render.svg import hand_svg

from .. import auction
from ..auction import AuctionStep
from ..common import shown, verdict_box
from ..trainer import Panel
from .names import FORM_JA, check_form, ja, roles, seat_label, seat_no

__all__ = ["AuctionStep", "auction_figure", "auction_table_html", "auction_trainer",
           "play_auction", "show_auction", "try_bid"]

ALL_BIDS: tuple[str, ...] = (*CONTRACTS, "pass", "hold")


def _standing(state: GameState) -> str:
    """The highest bid after a call and its holder (``—`` before the first bid)."""
    assert isinstance(state, NeunzehnerState) and state.auction is not None
    a = state.auction
    return f"{ja(a.current)}({seat_no(a.standing)})" if a.current is not None else "—"


def play_auction(form: str, seed: int, bids: Sequence[str], *, dealer: int = 3
                 ) -> tuple[NeunzehnerState, list[AuctionStep]]:
    """Deal ``form`` with ``seed`` and make the bids in turn (each by the seat to move;
    each step notes the highest bid standing after it).

    An illegal bid raises :class:`IllegalAction` with its verdict; a bid after the
    end of the auction, or any auction in the 2-player form, raises TarockError.
    """
    state = new_game(check_form(form), seed=seed, dealer=dealer)
    if state.auction is None:
        raise TarockError(f"the {form!r} form has no auction: the dealer's opponent always "
                          "plays a Rufer (規則集 §1.13, D-A15)",
                          code="WIDGET_WRONG_MOMENT")
    return state, auction.play_auction(state, bids, after=_standing)


def try_bid(form: str, seed: int, bids: Sequence[str], attempt: str, *, dealer: int = 3
            ) -> Verdict:
    """The verdict on ``attempt`` by the seat to move after ``bids``."""
    state, _ = play_auction(form, seed, bids, dealer=dealer)
    return auction.try_bid(state, attempt)


def _names(bids: Sequence[str]) -> str:
    return "、".join(ja(b) for b in bids)


def auction_table_html(state: NeunzehnerState, steps: Sequence[AuctionStep]) -> str:
    """The auction so far: one row per call, with the choices the speaker had."""
    table = auction.steps_table_html(steps, seat_name=lambda s: seat_label(state, s), word=ja,
                                     verdicts=True, after_head="最高ビッド(持ち主)")
    if state.phase is Phases.AUCTION:
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
    if state.phase is Phases.AUCTION and show_hand:
        seat = state.to_move
        assert seat is not None
        parts.append(hand_svg(state.hand(seat), pack=PACK, width=36,
                              label=f"{seat_label(state, seat)} の手札"))
    if attempt is not None:
        if state.phase is not Phases.AUCTION:
            raise TarockError("the auction is over; no bid can be attempted",
                              code="WIDGET_WRONG_MOMENT")
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


def auction_trainer(form: str = "4p", seed: int = 1) -> Panel:
    """The panel: one button per call; an illegal choice is explained and not made."""
    forms = ("4p", "3p_dummy", "4p_dealer_dummy")
    return auction.auction_trainer({FORM_JA[f]: partial(new_game, f) for f in forms},
                                   bids=ALL_BIDS, phase=Phases.AUCTION, seed=seed,
                                   scenario=FORM_JA[check_form(form)],
                                   picture=auction_picture, roles=roles)
