"""Talon procedures: the discard rule and the staged looks (spec §1.7).

Discard rule (seed 001, decision D-A5): never a King, the XXI, the I or the
Sküs; a trump only when the hand holds fewer non-trump non-King cards than
cards to discard, and then every such card goes and trumps II–XX fill up.
Discarded trumps lie face up.

>>> from tarock_tutor.core.notation import parse_cards
>>> hand = parse_cards("HK SK CK DK Sk T21 T1 T5 T6 S10 HQ")
>>> legal_discards(hand, 2)
[(Card('S10'), Card('HQ'))]
>>> [" ".join(c.code for c in d) for d in legal_discards(hand, 3)]
['T6 S10 HQ', 'T5 S10 HQ']
>>> check_discard(hand, parse_cards("T5 HQ"), 2)[0]
'N19_DISCARD_TRUMP_NOT_FORCED'

The staged looks of Dreier, Zweier and Einer: the declarer sees the packets
in turn, accepting one or refusing it (refused cards are turned face up);
after refusing all he goes back to one of the earlier packets (not the last).

>>> t = StagedTalon("zweier")
>>> t.legal(), t.multiplier
(['accept', 'reject'], 1)
>>> t.apply("reject"); t.apply("reject"); t.apply("reject")
>>> t.legal(), t.multiplier
(['back1', 'back2'], 4)
>>> t.apply("back2"); t.taken, t.multiplier, t.exposed_indices()
(1, 5, (0, 1, 4, 5))
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.errors import TarockError

from .contracts import NEVER_DISCARD, PACK, PACKETS, talon_multiplier

ACCEPT, REJECT = "accept", "reject"
_BACK = re.compile(r"back(0|[1-9][0-9]*)")


def discardable_plain(hand: Sequence[Card]) -> list[Card]:
    """Suit cards other than Kings, in display order."""
    return PACK.sorted(c for c in hand if c.suit is not Suit.TRUMP and c not in NEVER_DISCARD)


def discardable_trumps(hand: Sequence[Card]) -> list[Card]:
    """Trumps II–XX, highest first."""
    return PACK.sorted(c for c in hand if c.suit is Suit.TRUMP and c not in NEVER_DISCARD)


def forced_trumps(hand: Sequence[Card], n: int, *, trump_rule: str = "only_if_short") -> int:
    """How many trumps a discard of ``n`` cards must contain (0 unless short)."""
    if trump_rule == "any_trump":
        return 0
    return max(0, n - len(discardable_plain(hand)))


def legal_discards(hand: Sequence[Card], n: int, *, trump_rule: str = "only_if_short"
                   ) -> list[tuple[Card, ...]]:
    """Every legal discard of ``n`` cards, each a tuple in display order."""
    if not isinstance(n, int) or n < 0:
        raise TarockError(f"the number of cards to discard must be 0 or more, got {n!r} "
                          "(spec §1.7)",
                          code="WHOLE_AT_LEAST",
                          params={"what": "捨てるカードの枚数", "low": 0, "value": repr(n)[:20]})
    plain = discardable_plain(hand)
    trumps = discardable_trumps(hand)
    if n == 0:
        return [()]
    if trump_rule == "any_trump":
        pool = PACK.sorted([*trumps, *plain])
        return list(combinations(pool, n))
    if len(plain) >= n:
        return list(combinations(plain, n))
    k = n - len(plain)
    return [tuple(PACK.sorted([*t, *plain])) for t in combinations(trumps, k)]


def check_discard(hand: Sequence[Card], cards: Sequence[Card], n: int, *,
                  trump_rule: str = "only_if_short") -> tuple[str, dict[str, Any]]:
    """The reason code of discarding ``cards`` from ``hand`` when ``n`` must go."""
    if not isinstance(cards, list | tuple | set | frozenset):
        return "NOT_IN_HAND", {"card": repr(cards)}
    cards = list(cards)
    for c in cards:
        if not isinstance(c, Card):
            return "NOT_IN_HAND", {"card": repr(c)}
    if len(cards) != n:
        return "N19_DISCARD_COUNT", {"need": n, "got": len(cards)}
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            return "N19_DISCARD_DUPLICATE", {"card": c.code}
        seen.add(c)
    for c in cards:
        if c not in hand:
            return "NOT_IN_HAND", {"card": c.code}
    for c in cards:
        if c in NEVER_DISCARD:
            return "N19_DISCARD_HONOUR", {"card": c.code}
    trumps = [c for c in cards if c.suit is Suit.TRUMP]
    if trump_rule != "any_trump" and len(trumps) > forced_trumps(hand, n):
        return "N19_DISCARD_TRUMP_NOT_FORCED", {"card": trumps[-1].code}
    return "N19_DISCARD_OK", {}


@dataclass
class StagedTalon:
    """The state of the staged looks of one Dreier, Zweier or Einer."""

    contract: str
    looking: int = 0                       # 0-based packet now being looked at
    rejected: list[int] = field(default_factory=list)
    taken: int | None = None               # 0-based packet finally taken
    returned: bool = False

    def __post_init__(self) -> None:
        if self.contract not in PACKETS:
            raise TarockError(f"only a Dreier, Zweier or Einer has staged looks, not "
                              f"{self.contract!r} (spec §1.7)",
                              code="NZ_NO_STAGED_LOOKS", params={"value": str(self.contract)[:30]})

    @property
    def packets(self) -> tuple[tuple[int, ...], ...]:
        return PACKETS[self.contract]

    @property
    def done(self) -> bool:
        return self.taken is not None

    @property
    def must_return(self) -> bool:
        return self.taken is None and self.looking >= len(self.packets)

    @property
    def multiplier(self) -> int:
        """``Mt`` now: fixed once taken; else what taking the cheapest option would cost."""
        if self.taken is not None:
            return talon_multiplier(self.contract, self.taken + 1, returned=self.returned)
        if self.must_return:
            return talon_multiplier(self.contract, 1, returned=True)
        return talon_multiplier(self.contract, self.looking + 1, returned=False)

    def legal(self) -> list[str]:
        if self.taken is not None:
            return []
        if self.must_return:
            return [f"back{k}" for k in range(1, len(self.packets))]
        return [ACCEPT, REJECT]

    def check(self, what: str) -> tuple[str, dict[str, Any]]:
        n = len(self.packets)
        if not isinstance(what, str):
            return "N19_TALON_UNKNOWN", {"what": repr(what)}
        if what in (ACCEPT, REJECT):
            if self.must_return:
                return "N19_TALON_MUST_RETURN", {}
            size = len(self.packets[self.looking])
            if what == ACCEPT:
                return "N19_TALON_ACCEPT", {"n": size, "multiplier": self.looking + 1}
            return "N19_TALON_REJECT", {"n": size}
        back = _BACK.fullmatch(what)
        if back is not None:
            k = int(back.group(1))
            if not self.must_return:
                return "N19_TALON_RETURN_NOT_YET", {}
            if not 1 <= k < n:
                return "N19_TALON_BAD_RETURN", {"last": n - 1}
            return "N19_TALON_RETURN", {"packet": k,
                                        "multiplier": talon_multiplier(self.contract, k,
                                                                       returned=True)}
        return "N19_TALON_UNKNOWN", {"what": what}

    def apply(self, what: str) -> None:
        if what == ACCEPT:
            self.taken = self.looking
        elif what == REJECT:
            self.rejected.append(self.looking)
            self.looking += 1
        else:
            self.taken = int(what[4:]) - 1
            self.returned = True

    def seen_indices(self) -> tuple[int, ...]:
        """Talon indices the declarer has looked at so far (privately or exposed)."""
        upto = min(self.looking, len(self.packets) - 1)
        return tuple(i for p in range(upto + 1) for i in self.packets[p])

    def exposed_indices(self) -> tuple[int, ...]:
        """Talon indices lying face up on the table (refused and not taken back)."""
        return tuple(i for p in self.rejected if p != self.taken for i in self.packets[p])

    def taken_indices(self) -> tuple[int, ...]:
        return () if self.taken is None else self.packets[self.taken]
