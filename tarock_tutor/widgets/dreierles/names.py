"""Dreierles's own names on top of the shared ones: the seats with the roles the pages
name (先手, the dealer who sits out with four, the declarer), and the one place where
the widgets reach past the game package's public names (scoring, the discard rule and
the Räuber trump-lead count live in its modules).
"""

from __future__ import annotations

from collections.abc import Iterable

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.games.cego.pack import TAROCK54
from tarock_tutor.games.dreierles import KEY, SPEC, DreierlesState
from tarock_tutor.games.dreierles.phases.exchange import discard_choices
from tarock_tutor.games.dreierles.phases.play import trump_leads
from tarock_tutor.games.dreierles.scoring import score_game, score_raeuber

from ..common import cards_ja as _cards_ja
from ..common import term
from ..panels import state_of

__all__ = ["GAME", "PACK", "bidder_name", "blanks", "cards_ja", "discard_choices",
           "dreierles_deal", "ja",
           "player_name", "reading", "score_game", "score_raeuber", "seat_names", "trump_leads"]

GAME = KEY
PACK: Pack = TAROCK54
dreierles_deal = state_of(DreierlesState, "Dreierles")
"""Decorator: the figure's first argument must be a Dreierles deal (else a TarockError)."""


def blanks(n: int) -> list[Card]:
    """The first ``n`` cards worth one point (the blanks), to fill a pile in an exercise."""
    return [c for c in PACK.cards if PACK.value[c] == 1][:n]


def ja(id: str) -> str:
    """A Dreierles term (bid, announcement) in the book's Japanese."""
    return term(GAME, id)


def reading(id: str) -> str:
    """The plain name of a term, without the page's gloss: ``アイナー`` (not ``アイナー(1枚)``)."""
    t = SPEC.labels.terms.get(id)
    return t.reading if t is not None and t.reading else ja(id)


def cards_ja(cards: Iterable[Card]) -> str:
    return _cards_ja(cards, PACK)


def _named(state: DreierlesState, seat: int, roles: list[str]) -> str:
    said = f"({'・'.join(roles)})" if roles else ""
    return seat_ja(seat, state.dealer, state.table) + said


def bidder_name(state: DreierlesState, seat: int) -> str:
    """The auction's names: ``席2(先手)``; the dealer ``席1(ディーラー)``, or with four at
    the table ``席4(ディーラー・休み)`` (the dealer sits out, §3.1)."""
    roles = ["先手"] if seat == state.active[0] else []
    if seat == state.dealer:
        roles.append("ディーラー・休み" if state.table == 4 else "ディーラー")
    return _named(state, seat, roles)


def player_name(state: DreierlesState, seat: int) -> str:
    """After the auction: ``席2(デクレアラー)``, ``席1(ディーラー)``."""
    roles = ["デクレアラー"] if seat == state.declarer else []
    roles += ["ディーラー"] if seat == state.dealer else []
    return _named(state, seat, roles)


def seat_names(state: DreierlesState) -> dict[int, str]:
    """Plain seat names, ``{0: "席1", …}`` (席k is engine seat k−1, whoever deals)."""
    return {s: seat_ja(s, state.dealer, state.table) for s in range(state.table)}
