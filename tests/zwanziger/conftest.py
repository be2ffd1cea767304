"""Shared test helpers: the typed-in deal of worked example B-15 and a script runner."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.core.notation import parse_card
from tarock_tutor.core.protocol import Action, Announce, Bid, Call, Play

# S0 holds the I and lacks XX (so he calls XX); S2 holds XX (the partner).
B15_HANDS = (
    "T1 T21 T19 T18 T17 T16 T15 SK SQ HK",
    "T14 T13 T12 SN SJ S10 CK CQ CN CJ",
    "T20 T11 T10 T9 T8 C10 HQ HN HJ H1",
    "Sk T7 T6 T5 T4 DK DQ DN DJ D1",
)


def action(line: str) -> Action:
    seat_text, kind, arg = line.split()
    seat = int(seat_text)
    if kind == "bid":
        return Bid(seat, arg)
    if kind == "call":
        return Call(seat, parse_card(arg))
    if kind == "announce":
        return Announce(seat, arg)
    assert kind == "play"
    return Play(seat, parse_card(arg))


def deal(hands=B15_HANDS, **options):
    return games.new_deal("zwanzigerrufen", hands=list(hands), dealer=3, **options)


def run(state, *lines: str):
    for line in lines:
        state.apply(action(line))
    return state


def legal(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


class Helpers:
    """The helpers above, handed to tests as the ``zw`` fixture."""

    B15_HANDS = B15_HANDS
    action = staticmethod(action)
    deal = staticmethod(deal)
    run = staticmethod(run)
    legal = staticmethod(legal)


@pytest.fixture
def zw() -> Helpers:
    return Helpers()
