"""Cego's own names on top of the shared ones: seats numbered from the dealer's right
(the dealer speaks last, book style sheet §4) and the player count check.  Terms come
from the game's labels (``ja(id)``).
"""

from __future__ import annotations

from collections.abc import Sequence

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.protocol import GameState
from tarock_tutor.games.cego.scoring import pack_for

from ..common import as_cards as _as_cards
from ..common import card_ja as _card_ja
from ..common import seat_name, seat_roles, term

__all__ = ["as_cards", "card_ja", "cards_ja", "check_players", "ja", "option_label", "roles",
           "seat_names", "short"]

GAME = "cego"

def ja(id: str) -> str:
    """A Cego term (contract, bid, stage) in the book's Japanese."""
    return term(GAME, id)


def check_players(players: int) -> int:
    if players not in (3, 4):
        raise TarockError(f"Cego is played by 3 or 4 players, not {players!r} "
                          "(spec cego-dreierles.md §2.2)",
                          code="PLAYERS_COUNT",
                          params={"title": "ツェゴ", "choices": "3か4",
                                  "value": repr(players)[:20]})
    return players


def roles(state: GameState, seat: int) -> list[str]:
    """先手, declarer and dealer (the shared roles)."""
    return seat_roles(state, seat)


def short(state: GameState, seat: int) -> str:
    """``席1`` … without roles (under a card, in a note)."""
    return seat_ja(seat, state.dealer, state.variant.seats)


def seat_names(players: int, dealer: int = 0) -> tuple[str, ...]:
    """``席1(ディーラー)``, ``席2(先手)`` … per engine seat (席k is engine seat k−1)."""
    return tuple(seat_name(s, ["先手" if s == (dealer + 1) % players else "",
                               "ディーラー" if s == dealer else ""], dealer=dealer, seats=players)
                 for s in range(players))


def card_ja(c: Card) -> str:
    return _card_ja(c, pack_for(4))


def cards_ja(cards: Sequence[Card]) -> str:
    return " ".join(card_ja(c) for c in cards)


def option_label(c: Card, pack: Pack) -> str:
    """A dropdown label: the short name, and the full Japanese name when it says more."""
    short, full = card_ja(c), pack.name(c, "ja")
    return short if full == short else f"{short} {full}"


def as_cards(cards: Sequence[Card | str] | str, players: int, what: str = "cards") -> list[Card]:
    """Cards of the Cego pack for ``players`` from notation or Card objects; no repeats."""
    return _as_cards(cards, pack_for(check_players(players)), what)
