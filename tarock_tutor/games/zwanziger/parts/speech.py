"""The spoken part of a deal: bids, the partner call, announcements and doubling calls,
as one procedure in turns (spec neunzehner-zwanziger-sicilian.md §2.5).

Turn ``t`` belongs to seat ``(eldest + t) mod 4``.  In the first lap (t < 4) a
player first says his bid (or pass), then may announce and double; later only
doubling calls are possible, and only on items made or last raised since the
speaker's previous turn (decision D-B5).  A turn ends with ``done``, or by
itself when the speaker has nothing more he may say; turns in which a player
could say nothing are skipped, and the procedure ends when nobody can say
anything any more.  This module holds the data; :mod:`.bidding`, :mod:`.calling`
and :mod:`.calls` hold the rules as functions, and :mod:`..phases.auction` wraps
them as the phase handler.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from tarock_tutor.core.cards import Card
from tarock_tutor.core.doubling import Chain

from ..labels import ITEM_JA
from .rules import LAP_BIDS, PACK, SEATS

LAP = SEATS
SIDE_JA = {True: "ディフェンダー(デクレアラー側でない人)",
           False: "デクレアラー側(デクレアラーかパートナー)"}
BIDS_JA = "、".join(ITEM_JA[b] for b in LAP_BIDS)
SIDE_EN = {True: "a player not on the declarer side", False: "the declarer side"}


@dataclass
class Speech:
    """Everything said so far, and whose turn it is."""

    eldest: int
    turn: int = 0
    bid_said: bool = False            # the first-lap bid (or pass) of this turn is said
    contract: str | None = None
    declarer: int | None = None
    bid_turn: int = -1
    called: Card | None = None
    awaiting_call: bool = False
    pagat_by: int | None = None
    valat_by: int | None = None
    revealed: bool = False            # the partner has shown himself (announcement, Re)
    chains: dict[str, Chain] = field(default_factory=dict)
    said: list[tuple[int, int, str]] = field(default_factory=list)     # (turn, seat, what)
    voided: list[tuple[int, str, int]] = field(default_factory=list)   # (turn, item, level)
    finished: bool = False

    def seat_at(self, turn: int) -> int:
        return (self.eldest + turn) % SEATS


class SpeakingState(Protocol):
    """What the rules of the spoken procedure read from (and tell) the game state."""

    speech: Speech
    options: Mapping[str, Any]
    dealt_hands: tuple[tuple[Card, ...], ...]

    @property
    def partner(self) -> int | None: ...

    def call_for(self, seat: int) -> Card: ...

    def partner_changed(self) -> None: ...


def ja(x: str) -> str:
    return ITEM_JA.get(x, x)


def declarer_side(state: SpeakingState) -> frozenset[int]:
    sp = state.speech
    if sp.declarer is None:
        return frozenset()
    partner = state.partner
    return frozenset({sp.declarer} if partner is None else {sp.declarer, partner})


def card_params(c: Card) -> dict[str, str]:
    return {"card": c.code, "card_ja": PACK.name(c, "ja")}
