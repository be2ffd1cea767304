"""Zwanzigerrufen's own names on top of the shared ones: the items that may be doubled
and their levels in the book's words, the deal of worked example B-15, and a scripted
deal.  The one place where the widgets reach past the game package's public names
(the item names and the Trull live in its modules).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tarock_tutor import games
from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.protocol import Action, Announce, Bid, Call
from tarock_tutor.games.zwanziger import GAME, PACK, ZwanzigerState
from tarock_tutor.games.zwanziger.labels import ITEM_JA
from tarock_tutor.games.zwanziger.parts.rules import TRULL

from ..common import action_ja, card_ja, cards_ja
from ..panels import state_of

__all__ = ["B15_HANDS", "CALL_JA", "GAME", "ITEM_JA", "LEVEL_JA", "PACK", "TRULL", "Step",
           "action_of", "after", "cards", "say", "short_ja", "words", "zwanziger_deal"]

# The hands of worked example B-15 (spec neunzehner-zwanziger-sicilian.md §2.12), 席1 … 席4.
B15_HANDS = ("T1 T21 T19 T18 T17 T16 T15 SK SQ HK", "T14 T13 T12 SN SJ S10 CK CQ CN CJ",
             "T20 T11 T10 T9 T8 C10 HQ HN HJ H1", "Sk T7 T6 T5 T4 DK DQ DN DJ D1")
CALL_JA = {None: "―", "kontra": "コントラ", "re": "リコントラ", "sub": "スブコントラ"}
zwanziger_deal = state_of(ZwanzigerState, "Zwanzigerrufen")
"""Decorator: the figure's first argument must be a Zwanzigerrufen deal (else a TarockError)."""
LEVEL_JA = {0: "なし", 1: "コントラ(2倍)", 2: "リコントラ(4倍)", 3: "スブコントラ(8倍)"}

Step = tuple[int, type, str]
"""A scripted action: ``(seat, Bid | Call | Announce, argument)``."""


def cards(text: str) -> list[Card]:
    """Cards of the 40-card pack from notation."""
    return parse_cards(text, PACK)


def short_ja(items: Iterable[Card]) -> str:
    return cards_ja(items, PACK)


def action_of(step: Step) -> Action:
    seat, kind, arg = step
    if kind is Call:
        return Call(seat, parse_card(arg, PACK))
    if kind in (Bid, Announce):
        return kind(seat, arg)
    raise TarockError(f"a scripted step is a Bid, Call or Announce, not {kind!r}",
                      code="NOT_AN_ACTION", params={"value": str(kind)[:30]})


def after(script: Sequence[Step], hands: Sequence[str] = B15_HANDS,
          **options: object) -> ZwanzigerState:
    """The deal of ``hands`` with the scripted actions applied (each checked by the engine)."""
    g = games.new_deal(GAME, hands=list(hands), **options)  # type: ignore[arg-type]
    if not isinstance(g, ZwanzigerState):
        raise TarockError(f"{GAME} gave no Zwanzigerrufen deal")
    for step in script:
        g.apply(action_of(step))
    return g


def say(what: str, seat: int) -> str:
    """One spoken statement in the book's words: a call names its trump."""
    if what.startswith("call "):
        return "指名 " + card_ja(parse_card(what[5:], PACK), PACK)
    return action_ja(Announce(seat, what), GAME, PACK)



def words(action: Action) -> str:
    return action_ja(action, GAME, PACK)

