"""Contracts, multipliers and the citations every other module shares.

Seed 001 gives five contracts, weakest first, each with a bid multiplier
``Mb`` (spec neunzehner-zwanziger-sicilian.md §1.5).  The staged talon looks
split the six talon cards into packets; accepting packet ``k`` (1-based) on
its first look costs ``k`` times on a loss, going back to packet ``k`` after
every packet was refused costs ``n + k`` times, where ``n`` is the number of
packets (spec §1.7: Dreier 1…3, Zweier 1…5, Einer 1…11).

>>> [talon_multiplier(EINER, k, returned=False) for k in (1, 6)]
[1, 6]
>>> talon_multiplier(EINER, 5, returned=True), max_talon_multiplier(ZWEIER)
(11, 5)
"""

from __future__ import annotations

from tarock_tutor.core.cards import SKUS, Card, Pack, Suit, card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Citation
from tarock_tutor.games.neunzehner.pack import NEUNZEHNER54

PACK: Pack = NEUNZEHNER54

RUFER, DREIER, ZWEIER, EINER, SOLO = "rufer", "dreier", "zweier", "einer", "solo"
CONTRACTS: tuple[str, ...] = (RUFER, DREIER, ZWEIER, EINER, SOLO)
PASS, HOLD = "pass", "hold"

BID_MULTIPLIER: dict[str, int] = {RUFER: 1, DREIER: 3, ZWEIER: 4, EINER: 5, SOLO: 6}
TALON_TAKE: dict[str, int] = {RUFER: 4, DREIER: 3, ZWEIER: 2, EINER: 1, SOLO: 0}

# Packets of talon indices for the staged looks (talon[0] = first card dealt, D-A2).
PACKETS: dict[str, tuple[tuple[int, ...], ...]] = {
    DREIER: ((0, 1, 2), (3, 4, 5)),
    ZWEIER: ((0, 1), (2, 3), (4, 5)),
    EINER: ((0,), (1,), (2,), (3,), (4,), (5,)),
}

SPEC = "neunzehner-zwanziger-sicilian.md"
SEED = "seed 001"


ref = Citation(SEED, SPEC)  # a spec section (and the seed, which it restates)


REF_DEAL = ref("§1.4")
REF_CONTRACTS = ref("§1.5")
REF_AUCTION = ref("§1.6")
REF_DISCARD = ref("§1.7", "(discard rule, D-A5)")
REF_RUFER_DRAW = ref("§1.7", "(Rufer draw)")
REF_STAGED = ref("§1.7", "(staged looks)")
REF_CALL = ref("§1.8", "(D-A6)")
REF_DECLARE = ref("§1.9")
REF_PLAY = ref("§1.10", "[R:DESK] [R:SEED002]")
REF_SCORE = ref("§1.11", "[R:TCZVYS]")
REF_BONUS = ref("§1.12")
REF_DUMMY = ref("§1.13")

TRUMP_I = card(Suit.TRUMP, 1)
TRUMP_XIX = card(Suit.TRUMP, 19)
TRUMP_XXI = card(Suit.TRUMP, 21)
SKUES = card(Suit.TRUMP, SKUS)
TRULL: frozenset[Card] = frozenset({SKUES, TRUMP_XXI, TRUMP_I})
KINGS: frozenset[Card] = frozenset(c for c in PACK.cards if c.suit is not Suit.TRUMP
                                   and c.rank == 14)
NEVER_DISCARD: frozenset[Card] = TRULL | KINGS


def contract_rank(contract: str) -> int:
    return CONTRACTS.index(contract)


def talon_multiplier(contract: str, packet: int, *, returned: bool) -> int:
    """``Mt`` for taking ``packet`` (1-based) first time or on the way back (spec §1.7)."""
    if contract not in PACKETS:
        raise TarockError(f"only a Dreier, Zweier or Einer has staged looks, not {contract!r} "
                          "(spec §1.7)",
                          code="NZ_NO_STAGED_LOOKS", params={"value": str(contract)[:30]})
    n = len(PACKETS[contract])
    last = n - 1 if returned else n
    if not isinstance(packet, int) or isinstance(packet, bool) or not 1 <= packet <= last:
        raise TarockError(f"a {contract} can take packet 1..{last}"
                          f"{' on the way back' if returned else ''}, not {packet!r} "
                          "(spec §1.7)",
                          code="NZ_PACKET_RANGE",
                          params={"last": last, "value": repr(packet)[:20]})
    return n + packet if returned else packet


def max_talon_multiplier(contract: str) -> int:
    """The largest ``Mt`` a contract can reach (1 for Rufer and Solo)."""
    if contract not in CONTRACTS:
        raise TarockError(f"unknown contract {contract!r}; contracts: {', '.join(CONTRACTS)} "
                          "(spec §1.5)", code="UNKNOWN_CONTRACT",
                          params={"value": str(contract)[:30], "contracts": contracts_ja()})
    if contract not in PACKETS:
        return 1
    n = len(PACKETS[contract])
    return 2 * n - 1


def contracts_ja() -> str:
    """The contracts as a reader reads them (ルーファー、ドライアー …), for messages."""
    from ..labels import LABELS

    return "、".join(LABELS.term(c) for c in CONTRACTS)
