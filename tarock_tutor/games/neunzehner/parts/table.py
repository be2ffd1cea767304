"""The deal and the dealer's rotation (spec §1.4), and the 2-player redeal rule (D-A16).

A seeded deal is our own shuffle: talon 6 first, then two rounds of 6 from the
dealer's right.  In the 2-player form a seeded deal is dealt again while neither
dummy holds a trump from XIX down (there would be nothing to call, spec §1.13);
a deal typed in by hand that breaks this rule is refused by name.

>>> d, redeals = seeded_deal("4p", 1, dealer=3)
>>> [len(h) for h in d.hands], len(d.talon), redeals
([12, 12, 12, 12], 6, 0)
>>> dummy_seats("2p", 3), dummy_seats("3p_dummy", 3), dummy_seats("4p", 3)
((0, 2), (1,), ())
"""

from __future__ import annotations

from tarock_tutor.core.dealing import Deal, deal, packet_plan
from tarock_tutor.core.errors import TarockError

from .calling import called_card_among
from .contracts import PACK

_MASK = (1 << 64) - 1
SEATS = 4


def next_dealer(dealer: int) -> int:
    """The deal passes anticlockwise, to the dealer's right: the next seat in play order
    (spec §1.4)."""
    if not isinstance(dealer, int) or isinstance(dealer, bool) or dealer not in range(SEATS):
        raise TarockError(f"dealer must be a seat 0..3, got {dealer!r} (spec §1.4)",
                          code="SEAT_RANGE",
                          params={"what": "ディーラー", "value": repr(dealer)[:30], "high": SEATS,
                                  "last": SEATS - 1})
    return (dealer + 1) % SEATS


def order_from(seat: int) -> list[int]:
    """The four seats in play order, starting with ``seat``."""
    return [(seat + i) % SEATS for i in range(SEATS)]


def dummy_seats(form: str, dealer: int) -> tuple[int, ...]:
    """The dummies of a form: 3 players, the seat opposite the dealer; 2 players, the
    dealer's two neighbours (spec §1.13).  The dealer-dummy form decides later."""
    if form == "3p_dummy":
        return ((dealer + 2) % SEATS,)
    if form == "2p":
        return ((dealer + 1) % SEATS, (dealer + 3) % SEATS)
    return ()


def deal_for(seed: int, dealer: int, attempt: int = 0) -> Deal:
    """Talon 6 first, then two rounds of 6 from the dealer's right (spec §1.4)."""
    plan = packet_plan(seats=SEATS, first=(dealer + 1) % SEATS, talon_first=6, packets=[6, 6])
    s = seed if attempt == 0 else (seed + attempt * 0x9E3779B97F4A7C15) & _MASK
    return deal(PACK, seed=s, plan=plan, seats=SEATS)


def seeded_deal(form: str, seed: int, *, dealer: int) -> tuple[Deal, int]:
    """The seeded deal of a form and how many redeals it took (D-A16, 2 players only)."""
    d = deal_for(seed, dealer)
    redeals = 0
    if form == "2p":
        dummies = dummy_seats(form, dealer)
        while called_card_among([d.hands[s] for s in dummies]) is None:
            redeals += 1
            d = deal_for(seed, dealer, redeals)
    return d, redeals


def check_typed_in(form: str, d: Deal, dealer: int) -> None:
    """Refuse a typed-in 2-player deal with no trump ≤ XIX in either dummy (D-A16)."""
    if form != "2p":
        return
    dummies = dummy_seats(form, dealer)
    if called_card_among([d.hands[s] for s in dummies]) is None:
        raise TarockError(
            f"impossible 2-player deal: neither dummy (seats {dummies[0]} and {dummies[1]}) "
            "holds a trump from XIX down, so there is no card to call; the rule "
            "two_player_no_trump (decision D-A16, spec §1.13) makes the dealer deal again",
            code="DEAL_IMPOSSIBLE",
            params={"detail": "2人の形で、どちらのダミーにも19以下の切札がなく、呼ぶカードが"
                              "ありません(決定 D-A16、規則集 §1.13)。",
                    "detail_en": "no trump from XIX down in either dummy"})
