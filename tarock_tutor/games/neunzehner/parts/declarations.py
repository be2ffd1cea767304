"""Hand declarations and play announcements (spec §1.9, seed 001).

Items, checked against the hand after the exchange:

=================  =======================================  =====
item               condition                                value
=================  =======================================  =====
``trumps8``        8 or more trumps (the Sküs counts)       4
``trumps10``       10 or more trumps                        8
``trumps12``       12 trumps                                12
``trull``          Sküs, XXI and I                          8
``four_kings``     all four Kings                           8
``honneurs``       trull cards + Kings ≥ 4                  4
``grosse_honneurs`` 3 trull + ≥1 King, or 4 Kings + ≥1 trull 12
=================  =======================================  =====

At most one trump-count item; at most one of the four honour items, except
Trull together with Four kings (16).  Announcements: ``pagat_ultimo`` (only
by the holder of the I, D-A8; ±20) and ``valat`` (±40).

>>> from tarock_tutor.core.notation import parse_cards
>>> hand = parse_cards("Sk T21 T1 T20 T19 T18 T17 T16 HK SK CK DK")
>>> best_declaration(hand)
Declaration(items=('trumps8', 'trull', 'four_kings'), value=20)
>>> check_declaration(hand, "trumps8+trull+honneurs").code
'N19_DECL_HONOUR_COMBINATION'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Announce, Verdict

from ..labels import GAME, LABELS
from .contracts import KINGS, PACK, REF_DECLARE, TRULL, TRUMP_I

TRUMPS8, TRUMPS10, TRUMPS12 = "trumps8", "trumps10", "trumps12"
TRULL_ITEM, FOUR_KINGS, HONNEURS, GROSSE = "trull", "four_kings", "honneurs", "grosse_honneurs"
PAGAT, VALAT = "pagat_ultimo", "valat"
DONE = "done"
VOLUNTEER, DECLINE = "dummy_volunteer", "dummy_decline"

TRUMP_ITEMS: tuple[str, ...] = (TRUMPS8, TRUMPS10, TRUMPS12)
HONOUR_ITEMS: tuple[str, ...] = (TRULL_ITEM, FOUR_KINGS, HONNEURS, GROSSE)
HAND_ITEMS: tuple[str, ...] = TRUMP_ITEMS + HONOUR_ITEMS
ANNOUNCEMENTS: tuple[str, ...] = (PAGAT, VALAT)

VALUE: dict[str, int] = {TRUMPS8: 4, TRUMPS10: 8, TRUMPS12: 12, TRULL_ITEM: 8,
                         FOUR_KINGS: 8, HONNEURS: 4, GROSSE: 12}
ANNOUNCED_VALUE: dict[str, int] = {PAGAT: 20, VALAT: 40}
SILENT_VALUE: dict[str, int] = {PAGAT: 10, VALAT: 20}



@dataclass(frozen=True)
class Declaration:
    """A set of hand-declaration items (in canonical order) and its value."""

    items: tuple[str, ...]
    value: int


def as_cards(hand: str | Iterable[Card], what: str = "hand") -> list[Card]:
    """A hand given as cards or as text (``"Sk T21 T1"``); anything else raises."""
    if isinstance(hand, str):
        return parse_cards(hand)
    try:
        cards = list(hand)
    except TypeError:
        raise TarockError(f"a {what} must be a sequence of cards or a text such as "
                          f"'Sk T21 T1', got {hand!r}",
                          code="CARDS_NOT_TEXT", params={"value": repr(hand)[:30]}) from None
    bad = [c for c in cards if not isinstance(c, Card)]
    if bad:
        raise TarockError(f"a {what} must hold Card objects (use parse_cards), got {bad[0]!r}",
                          code="CARDS_NOT_TEXT", params={"value": repr(bad[0])[:30]})
    return cards


def held(hand: Iterable[Card], item: str) -> bool:
    """Whether ``hand`` meets the condition of a hand-declaration ``item``."""
    cards = set(hand)
    trumps = sum(1 for c in cards if c.suit is Suit.TRUMP)
    trull = len(cards & TRULL)
    kings = len(cards & KINGS)
    if item == TRUMPS8:
        return trumps >= 8
    if item == TRUMPS10:
        return trumps >= 10
    if item == TRUMPS12:
        return trumps >= 12
    if item == TRULL_ITEM:
        return trull == 3
    if item == FOUR_KINGS:
        return kings == 4
    if item == HONNEURS:
        return trull + kings >= 4
    if item == GROSSE:
        return (trull == 3 and kings >= 1) or (kings == 4 and trull >= 1)
    if item == PAGAT:
        return TRUMP_I in cards
    return item == VALAT


def combination_problem(items: Sequence[str]) -> tuple[str, str] | None:
    """``(code, item)`` if the items break a combination rule or are unknown or repeated."""
    seen: list[str] = []
    for it in items:
        if it not in HAND_ITEMS and it not in ANNOUNCEMENTS:
            return "N19_DECL_UNKNOWN", it
        if it in seen:
            return "N19_DECL_REPEATED", it
        if it in TRUMP_ITEMS and any(s in TRUMP_ITEMS for s in seen):
            return "N19_DECL_TWO_TRUMP_COUNTS", it
        if it in HONOUR_ITEMS:
            honours = {s for s in seen if s in HONOUR_ITEMS}
            if honours and honours | {it} != {TRULL_ITEM, FOUR_KINGS}:
                return "N19_DECL_HONOUR_COMBINATION", it
        seen.append(it)
    return None


def canonical(items: Iterable[str]) -> tuple[str, ...]:
    order = HAND_ITEMS + ANNOUNCEMENTS
    return tuple(sorted(items, key=order.index))


def parse_declaration(declaration: str | Iterable[str]) -> tuple[str, ...]:
    """``"trumps10+grosse_honneurs"`` or a list of items → a tuple of items."""
    if isinstance(declaration, str):
        return tuple(p.strip() for p in declaration.replace(",", "+").split("+") if p.strip())
    try:
        items = tuple(declaration)
    except TypeError:
        raise TarockError(f"a declaration is a text such as 'trumps8+trull' or a list of "
                          f"items, got {declaration!r} (spec §1.9)",
                          code="NZ_DECLARATION_NOT_TEXT",
                          params={"value": repr(declaration)[:30]}) from None
    bad = [it for it in items if not isinstance(it, str)]
    if bad:
        raise TarockError(f"declaration items are words such as 'trull', got {bad[0]!r} "
                          "(spec §1.9)",
                          code="NZ_DECLARATION_NOT_TEXT", params={"value": repr(bad[0])[:30]})
    return items


def declaration_value(items: Iterable[str]) -> int:
    """The value of hand-declaration items (announcements are scored after the play)."""
    return sum(VALUE.get(it, 0) for it in items)


def legal_items(hand: Iterable[Card], already: Sequence[str]) -> list[str]:
    """Hand items that may still be added to ``already`` by the holder of ``hand``."""
    cards = list(hand)
    return [it for it in HAND_ITEMS
            if it not in already and held(cards, it)
            and combination_problem([*already, it]) is None]


def check_declaration(hand: str | Iterable[Card], declaration: str | Iterable[str]
                      ) -> Verdict:
    """Whether ``declaration`` (items, or ``"a+b"``) may be declared with ``hand``.

    Announcements (``pagat_ultimo``, ``valat``) may be included; the verdict's
    ``params`` carry the hand value and the best legal declaration.
    """
    cards = as_cards(hand)
    items = parse_declaration(declaration)
    action = Announce(0, "+".join(items))
    best = best_declaration(cards)
    params: dict[str, object] = {"best": "+".join(best.items), "best_value": best.value}
    alt = (Announce(0, "+".join(best.items)),) if best.items else ()
    problem = combination_problem(items)
    if problem is not None:
        code, it = problem
        return Verdict(False, code, action, alt, REF_DECLARE,
                       {**params, "item": it}, GAME, labels=LABELS, pack=PACK)
    for it in items:
        if not held(cards, it):
            code = "N19_PAGAT_NOT_HOLDER" if it == PAGAT else "N19_DECL_NOT_HELD"
            return Verdict(False, code, action, alt, REF_DECLARE,
                           {**params, "item": it}, GAME, labels=LABELS, pack=PACK)
    return Verdict(True, "N19_DECLARATION_OK", action, alt, REF_DECLARE,
                   {**params, "value": declaration_value(items)}, GAME, labels=LABELS,
                   pack=PACK)


def best_declaration(hand: str | Iterable[Card]) -> Declaration:
    """The most valuable legal set of hand items (ties: fewer items first)."""
    cards = as_cards(hand)
    avail = [it for it in HAND_ITEMS if held(cards, it)]
    best = Declaration((), 0)
    for r in range(1, 4):
        for combo in combinations(avail, r):
            if combination_problem(combo) is None:
                v = declaration_value(combo)
                if v > best.value:
                    best = Declaration(canonical(combo), v)
    return best
