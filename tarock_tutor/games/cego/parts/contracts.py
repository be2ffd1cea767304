"""Cego contracts: the ladder, what each keeps from the dealt hand, and multipliers.

Contract ids follow spec cego-dreierles.md §2.4 (names restored there from the
Scribd club sheet, MUPFEL and German Wikipedia 2004; mechanics from seed 000).

>>> LADDER[0], successor("zwei_verschiedene"), successor("pfeife") is None
('cego', 'pfeife', True)
>>> multiplier("solo", after_solo=True, won=False), multiplier("eine", after_solo=False, won=True)
(2, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tarock_tutor.core.cards import Card, Suit, card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.problems import seat_what_ja
from tarock_tutor.core.protocol import Citation, RuleRef

from ..labels import LABELS

SEED = "seed 000 (Cego, Akagiri 1997, after Dummett)"
SPEC = "cego-dreierles.md"


ref = Citation(SEED, SPEC)  # a rule reference to seed 000 and a section of the Cego spec


PFEIFE_CARD = card(Suit.TRUMP, 1)

SOLO = "solo"
CEGO = "cego"
EINE = "eine"
EINE_LEERE = "eine_leere"
ZWEI_LEERE = "zwei_leere"
ZWEI_VERSCHIEDENE = "zwei_verschiedene"
PFEIFE = "pfeife"
PICCOLO = "piccolo"
BETTEL = "bettel"
RAEUBER = "raeuber"

LADDER: tuple[str, ...] = (CEGO, EINE, EINE_LEERE, ZWEI_LEERE, ZWEI_VERSCHIEDENE, PFEIFE)
"""The stage-2 ladder, lowest first (spec §2.6)."""

NEGATIVE: tuple[str, ...] = (PICCOLO, BETTEL)
ALL_CONTRACTS: tuple[str, ...] = (SOLO, *LADDER, PICCOLO, BETTEL, RAEUBER)


@dataclass(frozen=True)
class ContractInfo:
    """One row of the contract table (spec §2.4)."""

    key: str
    ja: str                   # the book's name (from .labels)
    de: str                   # the original name
    keep: int                 # cards kept from the own hand (0 = no exchange)
    extra_discard: bool       # one more card goes after taking the talon
    shows_kept: bool          # kept card(s) lie face up until the first lead
    rule: RuleRef


def _row(key: str, keep: int, extra_discard: bool, shows_kept: bool, section: str
         ) -> ContractInfo:
    return ContractInfo(key, LABELS.term(key), LABELS.original(key), keep, extra_discard,
                        shows_kept, ref(section))


CONTRACTS: dict[str, ContractInfo] = {row.key: row for row in (
    _row(SOLO, 0, False, False, "§2.4 row 0"),
    _row(CEGO, 2, True, False, "§2.4 row 1"),
    _row(EINE, 1, False, False, "§2.4 row 2"),
    _row(EINE_LEERE, 1, False, True, "§2.4 row 3"),
    _row(ZWEI_LEERE, 2, True, True, "§2.4 row 4"),
    _row(ZWEI_VERSCHIEDENE, 2, True, True, "§2.4 row 5"),
    _row(PFEIFE, 1, False, True, "§2.4 row 6"),
    _row(PICCOLO, 0, False, False, "§2.4 4p rows, §2.13"),
    _row(BETTEL, 0, False, False, "§2.4 4p rows, §2.13"),
    _row(RAEUBER, 0, False, False, "§2.4 4p rows, §2.7 item 4, §2.13"),
)}
"""The contract table; names from :mod:`..labels` (the book's spelling)."""

# {contract: ((plain won, plain lost), (after-solo won, after-solo lost))}, spec §2.12
MULTIPLIERS: dict[str, tuple[tuple[int, int] | None, tuple[int, int]]] = {
    SOLO: (None, (1, 2)),
    CEGO: ((1, 1), (2, 2)),
    EINE: ((2, 2), (3, 3)),
    EINE_LEERE: ((3, 3), (4, 4)),
    ZWEI_LEERE: ((4, 4), (5, 5)),
    ZWEI_VERSCHIEDENE: ((5, 5), (6, 6)),
    PFEIFE: ((6, 6), (7, 7)),
}
MULTIPLIER_REF = ref("§2.12 (seed table; Scribd value table agrees)")

FIXED_VALUES: dict[str, int] = {PICCOLO: 10, BETTEL: 15}
RAEUBER_LOSS, RAEUBER_CALLER_LOSS = 5, 10


def check_contract(key: str) -> ContractInfo:
    """The contract row for ``key``; an unknown id raises :class:`TarockError`."""
    try:
        return CONTRACTS[key]
    except KeyError:
        raise TarockError(f"unknown Cego contract {key!r}; known contracts: "
                          f"{', '.join(ALL_CONTRACTS)}",
                          code="UNKNOWN_CONTRACT",
                          params={"value": str(key)[:30],
                                  "contracts": "、".join(CONTRACTS[k].ja for k in ALL_CONTRACTS)}
                          ) from None


def as_seat(seat: object, what: str = "seat") -> int:
    """A seat number from an int or a digit string (``"1"``); anything else is refused."""
    if isinstance(seat, str) and seat.strip().isascii() and seat.strip().isdigit() \
            and len(seat.strip()) <= 3:   # bounded before int(); ASCII digits only
        return int(seat)
    if isinstance(seat, int) and not isinstance(seat, bool):
        return seat
    raise TarockError(f"{what} must be a seat number (0, 1, 2 …), not {seat!r}",
                      code="SEAT_NOT_NUMBER", params={"value": repr(seat)[:30]})


def check_seat(seat: int, players: int, what: str) -> None:
    """Refuse anything but an engine seat ``0..players-1`` (``what`` names whose seat)."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise TarockError(f"{what} must be a seat 0..{players - 1}, not {seat!r}",
                          code="SEAT_RANGE", params={"what": seat_what_ja(what),
                                                     "value": repr(seat)[:30],
                                                     "high": players, "last": players - 1})


def as_card(x: object, what: str = "card") -> Card:
    """An interned card from a :class:`Card` or its notation (``"T21"``, ``"SK"``)."""
    if isinstance(x, Card):
        return card(x.suit, x.rank)
    if isinstance(x, str):
        return parse_card(x)
    raise TarockError(f"{what}: {x!r} is not a card (give a Card or notation such as "
                      "'T21', 'Sk', 'SK', 'H1')",
                      code="NOT_A_CARD", params={"value": repr(x)[:30]})


def as_cards(xs: object, what: str = "cards") -> tuple[Card, ...]:
    """Cards from notation text or a sequence of cards/notation (repeats are kept, so a
    caller can report them with its own reason code)."""
    if isinstance(xs, str):
        return tuple(parse_cards(xs))
    if not isinstance(xs, Iterable) or isinstance(xs, bytes | Card):
        raise TarockError(f"{what}: expected a list of cards or notation text, not {xs!r}",
                          code="CARDS_NOT_TEXT", params={"value": repr(xs)[:30]})
    return tuple(as_card(x, what) for x in xs)


def successor(contract: str) -> str | None:
    """The contract one step up the ladder (``None`` above Pfeife)."""
    if contract not in LADDER:
        raise TarockError(f"{contract!r} is not on the bidding ladder "
                          f"({', '.join(LADDER)}; spec §2.6)",
                          code="CEGO_NOT_ON_LADDER", params={"value": str(contract)[:30]})
    i = LADDER.index(contract)
    return LADDER[i + 1] if i + 1 < len(LADDER) else None


def multiplier(contract: str, *, after_solo: bool, won: bool) -> int:
    """The contract multiplier of spec §2.12 (seed table)."""
    if contract not in MULTIPLIERS:
        raise TarockError(f"contract {contract!r} has no multiplier (Piccolo, Bettel and "
                          f"Räuber score fixed values, spec §2.13)",
                          code="CEGO_NO_MULTIPLIER", params={"value": str(contract)[:30]})
    plain, solo = MULTIPLIERS[contract]
    row = solo if after_solo else plain
    if row is None:
        raise TarockError("a Solo contract exists only after a Solo bid (spec §2.12)",
                          code="CEGO_SOLO_AFTER_SOLO")
    return row[0] if won else row[1]


# ---------------------------------------------------------------------------
# Pips, feasibility of bids on the dealt hand (spec §2.4 last column)

def is_pip(c: Card) -> bool:
    """A numbered suit card (1–10), the only kind a *Leere* contract may keep."""
    return c.suit is not Suit.TRUMP and c.rank <= 10


def _suit_counts(hand: Iterable[Card], *, courts: bool) -> dict[Suit, int]:
    out: dict[Suit, int] = {}
    for c in hand:
        if c.suit is Suit.TRUMP:
            continue
        if courts or c.rank <= 10:
            out[c.suit] = out.get(c.suit, 0) + 1
    return out


def feasible(contract: str, hand: Sequence[Card], *, face_card_as_pip: bool = False) -> bool:
    """Whether a player holding ``hand`` could carry out ``contract`` (bid or hold).

    >>> from tarock_tutor.core.notation import parse_cards
    >>> h = parse_cards("T1 S8 H1 HK")
    >>> feasible("zwei_leere", h), feasible("zwei_leere", h, face_card_as_pip=True)
    (False, True)
    >>> feasible("zwei_verschiedene", h), feasible("pfeife", h)
    (True, True)
    """
    check_contract(contract)
    if isinstance(hand, str) or not all(isinstance(c, Card) for c in hand):
        hand = as_cards(hand, "hand")
    if contract == EINE_LEERE:
        return any(is_pip(c) for c in hand)
    if contract == ZWEI_LEERE:
        counts = _suit_counts(hand, courts=face_card_as_pip)
        return any(n >= 2 for n in counts.values())
    if contract == ZWEI_VERSCHIEDENE:
        return len(_suit_counts(hand, courts=face_card_as_pip)) >= 2
    if contract == PFEIFE:
        return PFEIFE_CARD in hand
    return True


FEASIBILITY_CODE: dict[str, str] = {
    EINE_LEERE: "NEED_PIP_CARD",
    ZWEI_LEERE: "NEED_TWO_PIPS_SAME_SUIT",
    ZWEI_VERSCHIEDENE: "NEED_PIPS_TWO_SUITS",
    PFEIFE: "NEED_PFEIFE",
}
