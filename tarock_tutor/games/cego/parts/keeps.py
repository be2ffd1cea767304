"""What may be kept and discarded in the talon contracts (spec cego-dreierles.md §2.4–2.5).

Every refused keep or discard gets a reason code; the legal lists are exact.

>>> from tarock_tutor.core.notation import parse_cards
>>> hand = parse_cards("T1 T5 S8 S9 HK H2")
>>> check_keep("zwei_leere", hand, parse_cards("S8 S9"))
('KEEP_OK', {})
>>> check_keep("zwei_leere", hand, parse_cards("S8 H2"))[0]
'KEEP_SAME_SUIT'
>>> forced_discard("zwei_verschiedene", parse_cards("T3 T17 S8"))
Card('T17')
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import RuleRef

from .contracts import (
    CEGO,
    CONTRACTS,
    EINE_LEERE,
    PFEIFE,
    PFEIFE_CARD,
    ZWEI_LEERE,
    ZWEI_VERSCHIEDENE,
    ContractInfo,
    as_cards,
    check_contract,
    is_pip,
)
from .contracts import ref as _ref

REF_KEEP = {k: _ref(f"§2.4 row {i} and §2.5") for i, k in enumerate(
    ("solo", "cego", "eine", "eine_leere", "zwei_leere", "zwei_verschiedene", "pfeife"))}
REF_COURT = _ref("§2.4 optional rule cego.face_card_as_pip")
REF_DISCARD = _ref("§2.4 'extra discard' column and §2.5")
REF_NO_TRUMP = _ref("§2.4 / §2.15 C5 (cego.no_trump_for_forced_discard)")


def _court_allowed(c: Card, hand: Sequence[Card], courts_in_keep: int, need: int) -> bool:
    """A court may stand in for a missing pip of its suit (optional rule)."""
    pips = sum(1 for x in hand if x.suit is c.suit and x.rank <= 10)
    return courts_in_keep <= max(0, need - pips)


def exchange_contract(contract: str) -> ContractInfo:
    """The contract row, refusing unknown ids and contracts without an exchange."""
    info = check_contract(contract)
    if not info.keep:
        raise TarockError(f"{info.de} has no exchange with the talon, so nothing is kept or "
                          f"discarded (spec §2.4–2.5)",
                          code="CEGO_NO_EXCHANGE", params={"contract": info.ja})
    return info


def check_keep(contract: str, hand: Sequence[Card], keep: Sequence[Card], *,
               face_card_as_pip: bool = False) -> tuple[str, dict[str, Any]]:
    """``("KEEP_OK", {})`` or the reason code (and parameters) for a refused keep."""
    info = exchange_contract(contract)
    hand, keep = as_cards(hand, "hand"), as_cards(keep, "kept cards")
    if len(keep) != info.keep:
        return "WRONG_KEEP_COUNT", {"contract": contract, "n": info.keep, "given": len(keep)}
    if len(set(keep)) != len(keep):
        dup = next(c for c in keep if list(keep).count(c) > 1)
        return "DUPLICATE_CARD", {"card": dup.code}
    for c in keep:
        if c not in hand:
            return "NOT_IN_HAND", {"card": c.code}
    if contract == PFEIFE:
        if keep[0] != PFEIFE_CARD:
            return "KEEP_MUST_BE_PFEIFE", {"card": keep[0].code}
        return "KEEP_OK", {}
    if contract == EINE_LEERE:
        if not is_pip(keep[0]):
            return "KEEP_MUST_BE_PIP", {"contract": contract, "card": keep[0].code}
        return "KEEP_OK", {}
    if contract in (ZWEI_LEERE, ZWEI_VERSCHIEDENE):
        for c in keep:
            if c.suit is Suit.TRUMP or (not is_pip(c) and not face_card_as_pip):
                return "KEEP_MUST_BE_PIP", {"contract": contract, "card": c.code}
        a, b = keep
        if contract == ZWEI_LEERE and a.suit is not b.suit:
            return "KEEP_SAME_SUIT", {}
        if contract == ZWEI_VERSCHIEDENE and a.suit is b.suit:
            return "KEEP_DIFFERENT_SUITS", {}
        for c in keep:
            if c.is_court:
                courts = sum(1 for x in keep if x.is_court and x.suit is c.suit)
                need = 2 if contract == ZWEI_LEERE else 1
                if not _court_allowed(c, hand, courts, need):
                    return "COURT_ONLY_IF_SHORT_OF_PIPS", {"card": c.code}
    return "KEEP_OK", {}


def keep_rule(contract: str, code: str) -> RuleRef:
    return REF_COURT if code == "COURT_ONLY_IF_SHORT_OF_PIPS" else REF_KEEP[contract]


def legal_keeps(contract: str, hand: Sequence[Card], *,
                face_card_as_pip: bool = False) -> list[tuple[Card, ...]]:
    """Every legal set of kept cards, in hand order."""
    n = exchange_contract(contract).keep
    hand = as_cards(hand, "hand")
    if contract == PFEIFE:
        return [(PFEIFE_CARD,)] if PFEIFE_CARD in hand else []
    if contract == CEGO or (n == 1 and contract != EINE_LEERE):
        return list(combinations(hand, n))
    if contract == EINE_LEERE:
        return [(c,) for c in hand if is_pip(c)]
    if face_card_as_pip:
        return [combo for combo in combinations(hand, n)
                if check_keep(contract, hand, combo, face_card_as_pip=True)[0] == "KEEP_OK"]
    same = contract == ZWEI_LEERE
    return [(a, b) for a, b in combinations(hand, 2)
            if is_pip(a) and is_pip(b) and (a.suit is b.suit) == same]


def forced_discard(contract: str, hand: Sequence[Card]) -> Card | None:
    """The one card Zwei Leere (lowest trump) or Zwei Verschiedene (highest trump) must
    discard; ``None`` when any card will do (Cego, or no trump in hand: decision C5)."""
    if contract not in CONTRACTS:
        check_contract(contract)
    if contract not in (ZWEI_LEERE, ZWEI_VERSCHIEDENE):
        return None
    if isinstance(hand, str):
        hand = as_cards(hand, "hand")
    trumps = [c for c in hand if c.suit is Suit.TRUMP]
    if not trumps:
        return None
    if contract == ZWEI_LEERE:
        return min(trumps, key=lambda c: c.rank)
    return max(trumps, key=lambda c: c.rank)


def check_discard(contract: str, hand: Sequence[Card], cards: Sequence[Card]
                  ) -> tuple[str, RuleRef, dict[str, Any]]:
    """Reason code, rule and parameters for the single extra discard."""
    if not exchange_contract(contract).extra_discard:
        raise TarockError(f"{CONTRACTS[contract].de} has no extra discard after taking the "
                          "talon (spec §2.4)",
                          code="CEGO_NO_EXCHANGE", params={"contract": CONTRACTS[contract].ja})
    hand, cards = as_cards(hand, "hand"), as_cards(cards, "discarded cards")
    if len(cards) != 1:
        return "WRONG_DISCARD_COUNT", REF_DISCARD, {"given": len(cards)}
    c = cards[0]
    if c not in hand:
        return "NOT_IN_HAND", REF_DISCARD, {"card": c.code}
    must = forced_discard(contract, hand)
    if must is None:
        if contract == CEGO:
            return "DISCARD_OK", REF_DISCARD, {}
        return "NO_TRUMP_ANY_DISCARD", REF_NO_TRUMP, {}
    if c == must:
        return "DISCARD_OK", REF_DISCARD, {}
    code = ("MUST_DISCARD_LOWEST_TRUMP" if contract == ZWEI_LEERE
            else "MUST_DISCARD_HIGHEST_TRUMP")
    return code, REF_DISCARD, {"card": must.code}


def legal_discards(contract: str, hand: Sequence[Card]) -> list[Card]:
    must = forced_discard(contract, hand)
    return list(hand) if must is None else [must]


def is_allowed_discard_code(code: str) -> bool:
    return code in ("DISCARD_OK", "NO_TRUMP_ANY_DISCARD")


__all__ = ["check_discard", "check_keep", "forced_discard", "is_allowed_discard_code",
           "keep_rule", "legal_discards", "legal_keeps"]
