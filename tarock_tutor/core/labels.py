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
    """The book's number of an engine seat (see the book's style sheet, §4): seats are
    counted in turn order from the dealer's right (先手), so the dealer is the last
    seat.  Without a dealer, engine seat 0 is 1, seat 1 is 2, …

    >>> [seat_number(s, dealer=0, seats=3) for s in range(3)]   # dealer = seat 0
    [3, 1, 2]
    >>> [seat_number(s, dealer=3, seats=4) for s in range(4)]
    [1, 2, 3, 4]
    """
    if dealer is None or seats is None:
        return seat + 1
    return (seat - dealer - 1) % seats + 1


def seat_ja(seat: int, dealer: int | None = None, seats: int | None = None) -> str:
    """``席1`` … as the book writes a seat (relative to the dealer when given); a number
    that is no seat of the table is shown as given.

    >>> seat_ja(7, dealer=3, seats=4)
    '席番号7(この卓にない席)'
    """
    if seats is not None and not 0 <= seat < seats:
        return f"席番号{seat}(この卓にない席)"
    return f"席{seat_number(seat, dealer, seats)}"


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
    """The registered variants as a reader chooses them: ``cego3 = ツェゴ(3人)、…``."""
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
