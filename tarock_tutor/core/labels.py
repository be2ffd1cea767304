"""Names a reader sees: one labels table per game, one seat convention for all.

Verdict parameters and actions carry ids (``"pass"``, ``"dreier"``, a card
code); a game's :class:`Labels` turns them into the book's Japanese, with the
German or Italian original and its katakana reading kept beside it.  Engines,
widgets and the book read the same table, so a term is spelled in one place.

>>> labels = Labels("toy", [Term("solo", "ソロ", "Solo", "ゾロ")])
>>> labels.term("solo"), labels.original("solo"), labels.term("unknown")
('ソロ', 'Solo', 'unknown')
>>> from tarock_tutor.core.protocol import Bid
>>> labels.action(Bid(0, "solo"))
'席1: ビッド ソロ'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.protocol import Action

KIND_JA: Mapping[str, str] = {
    "bid": "ビッド", "keep": "キープ", "discard": "捨て札", "take": "タロン",
    "call": "パートナー指名", "announce": "宣言", "play": "プレイ",
}


def seat_number(seat: int, dealer: int | None = None, seats: int | None = None) -> int:
    """The number a person reads and types for an engine seat: 席k is engine seat k−1,
    fixed for the table whoever deals (the book's style sheet, §4).  ``dealer`` and
    ``seats`` are accepted for callers that pass them and change nothing: the dealer
    is a role shown beside the seat (:func:`seat_role_ja`), not a shift of the numbers.

    >>> [seat_number(s, dealer=0, seats=3) for s in range(3)]
    [1, 2, 3]
    >>> [seat_number(s, dealer=3, seats=4) for s in range(4)]
    [1, 2, 3, 4]
    """
    return seat + 1


def engine_seat(number: int) -> int:
    """The engine seat of the person's seat number ``number`` (席1 is engine seat 0).

    >>> engine_seat(1), engine_seat(4)
    (0, 3)
    """
    return number - 1


def seat_ja(seat: int, dealer: int | None = None, seats: int | None = None) -> str:
    """``席1`` … as a person reads a seat (engine seat + 1, whoever deals); a number
    that is no seat of the table is shown as given, with the valid range.

    >>> seat_ja(0), seat_ja(2, dealer=0, seats=3)
    ('席1', '席3')
    >>> seat_ja(7, dealer=3, seats=4)
    '席番号8(この卓の席は席1〜席4)'
    """
    if seats is not None and not 0 <= seat < seats:
        return f"席番号{seat + 1}(この卓の席は席1〜席{seats})"
    return f"席{seat_number(seat)}"


DEALER_JA = "ディーラー"
FOREHAND_JA = "先手"


def seat_columns(seats: int, names: tuple[str, ...] = ()) -> tuple[str, ...]:
    """A score sheet's column heads for a deal: ``席1`` … ``席n``, with each player's name
    when the record gives names, so a person is found by seat and by name.

    >>> seat_columns(3), seat_columns(3, ("Anna", "Bernd", "Clara"))
    (('席1', '席2', '席3'), ('席1 Anna', '席2 Bernd', '席3 Clara'))
    """
    return tuple(seat_ja(s) + (f" {names[s].strip()}" if s < len(names) and names[s].strip()
                               else "") for s in range(seats))


def forehand_of(dealer: int, seats: int) -> int:
    """The engine seat of the forehand (先手), the first to bid and lead: the next seat in
    turn order after the dealer, in every game."""
    return (dealer + 1) % seats


def seat_role_ja(seat: int, *, dealer: int | None = None, seats: int | None = None,
                 names: tuple[str, ...] = ()) -> str:
    """A seat with its player's name and its role this deal: ``席1(ディーラー)``,
    ``席2 花子(先手)``.  The number is fixed; the roles move with the deal.

    >>> seat_role_ja(0, dealer=0, seats=3)
    '席1(ディーラー)'
    >>> seat_role_ja(1, dealer=0, seats=3, names=("A", "花子", "C"))
    '席2 花子(先手)'
    """
    roles = []
    if dealer is not None and seat == dealer:
        roles.append(DEALER_JA)
    if dealer is not None and seats and seat == forehand_of(dealer, seats):
        roles.append(FOREHAND_JA)
    name = names[seat] if 0 <= seat < len(names) and names[seat].strip() else ""
    return (seat_ja(seat, seats=seats) + (f" {name.strip()}" if name else "")
            + (f"({'・'.join(roles)})" if roles else ""))


@dataclass(frozen=True)
class Term:
    """One game term: its id, the book's Japanese, the original and its reading."""

    id: str
    ja: str
    original: str = ""   # German or Italian, as the sources spell it
    reading: str = ""    # katakana reading of the original


class Labels:
    """A game's terms by id, and the Japanese of its actions."""

    def __init__(self, game: str, terms: Iterable[Term] = (), *,
                 kinds: Mapping[str, str] | None = None) -> None:
        self.game = game
        self.terms: dict[str, Term] = {}
        for t in terms:
            if t.id in self.terms:
                raise ValueError(f"term {t.id!r} is defined twice for {game!r}")
            self.terms[t.id] = t
        self.kinds = {**KIND_JA, **(kinds or {})}

    def term(self, id: str) -> str:
        """The Japanese of ``id`` (the id itself when the table has none)."""
        t = self.terms.get(id)
        return t.ja if t is not None else id

    def original(self, id: str) -> str:
        t = self.terms.get(id)
        return t.original if t is not None else ""

    def seat(self, seat: int, dealer: int | None = None, seats: int | None = None) -> str:
        return seat_ja(seat, dealer, seats)

    def card(self, c: Card, pack: Pack | None = None) -> str:
        if pack is not None and c in pack:
            return pack.name(c, "ja")
        return c.code

    def action(self, action: Action, pack: Pack | None = None, *, dealer: int | None = None,
               seats: int | None = None) -> str:
        """``席2: ビッド パス`` — the action as the book writes it."""
        kind = self.kinds.get(action.kind, action.kind)
        words: list[str] = []
        for name, value in vars(action).items():
            if name == "seat":
                continue
            if isinstance(value, Card):
                words.append(self.card(value, pack))
            elif isinstance(value, tuple) and all(isinstance(v, Card) for v in value):
                words.append("・".join(self.card(v, pack) for v in value))
            else:
                words.append(self.term(str(value)))
        return f"{self.seat(action.seat, dealer, seats)}: {' '.join([kind, *words])}"


def known_games() -> str:
    """The registered variants as a reader chooses them: ``key = 名前(3人)、…``."""
    from tarock_tutor.core.variants import REGISTRY

    return "、".join(f"{k} = {variant_ja(REGISTRY[k])}" for k in sorted(REGISTRY))


def variant_ja(variant: Any) -> str:
    """A variant's Japanese name (its ``ja`` alias, else the game's and the seats)."""
    alias = variant.aliases.get("ja")
    if alias:
        return str(alias)
    from tarock_tutor.core.registry import GAMES

    spec = GAMES.get(variant.game)
    return f"{spec.title_ja if spec else variant.title}({variant.seats}人)"
