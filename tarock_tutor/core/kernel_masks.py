"""The shared follow rule on masks, as the kernel and the search's fast path read it.

The rule is written once, as the table :data:`~tarock_tutor.core.tricks.OBLIGATION`
(led suit, trumps or anything, from which of the two the hand holds);
:func:`obligation_masks` reads it as two masks per suit led for
:meth:`~tarock_tutor.core.kernel.Kernel.legal`, and :func:`exempt_follow` answers the
exempt form's follower (the rule with one card free of it) for the kernel and the
search's fast path alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.tricks import ANY, LEAD_SUIT, OBLIGATION, TRUMPS

__all__ = ["exempt_follow", "obligation_masks"]

_TRUMP = int(Suit.TRUMP)
_OBLIGED = tuple(what for what, _ in OBLIGATION)   # the shared rule, without its codes


def obligation_masks(suit_mask: Sequence[int], table: Sequence[tuple[int, str]] = OBLIGATION,
                     ) -> tuple[tuple[int, int], ...]:
    """The shared rule (``table``: :data:`~tarock_tutor.core.tricks.OBLIGATION`) as masks: for
    each suit led, the two masks ``(first, then)`` for which the cards a hand may play
    are ``hand & first or hand & then or hand`` (0: no second choice), found by asking
    the table in every case a hand can be in (holding the led suit or not, trumps or
    not), so :meth:`Kernel.legal` is a lookup and one or two ``&``.  A table that no
    such pair answers raises ``ValueError`` (a fault of the code, not of any input).

    >>> obligation_masks((0b1000, 0b0011, 0b0100))[1]    # trumps 0b1000; suit 1 led
    (3, 8)
    >>> obligation_masks((0b1000, 0b0011, 0b0100))[0]    # trumps led
    (8, 0)
    """
    obliged = [what for what, _ in table]
    return tuple(_first_then(suit_mask, lead, obliged) for lead in range(len(suit_mask)))


_CHOICES = ((), (LEAD_SUIT,), (TRUMPS,), (LEAD_SUIT, TRUMPS), (TRUMPS, LEAD_SUIT))
"""The orders of choices :func:`obligation_masks` tries, the shortest first."""


def _first_then(suit_mask: Sequence[int], lead: int, obliged: Sequence[int]) -> tuple[int, int]:
    trump_led = lead == _TRUMP
    same = {LEAD_SUIT: LEAD_SUIT, TRUMPS: LEAD_SUIT if trump_led else TRUMPS, ANY: ANY}
    cases = [(holds_led, holds_trump) for holds_led in (0, 1) for holds_trump in (0, 1)
             if not trump_led or holds_led == holds_trump]   # (led trumps: one suit)
    for choice in _CHOICES:
        for holds_led, holds_trump in cases:
            held = {LEAD_SUIT: holds_led, TRUMPS: holds_trump}
            told = obliged[(4 if trump_led else 0) | 2 * holds_led | holds_trump]
            mine = next((what for what in choice if held[what]), ANY)
            if same[mine] != same[told]:
                break
        else:
            masks = [suit_mask[lead] if what == LEAD_SUIT else suit_mask[_TRUMP]
                     for what in choice] + [0, 0]
            return masks[0], masks[1]
    raise ValueError(f"the shared rule is no order of choices for suit {lead}")


def exempt_follow(hand: int, exempt: int, lead: int, suit_mask: Sequence[int]) -> int:
    """The exempt form's legal cards for a follower (a card on the table; ``lead``:
    the suit led, -1 while only a suitless card is): the shared rule
    (:data:`~tarock_tutor.core.tricks.OBLIGATION`) on the hand without the ``exempt``
    card (a mask), which may be played besides.  :meth:`Kernel.legal` and the
    search's fast path (:mod:`~.solver_fast`) both ask this function.

    >>> bin(exempt_follow(0b1101, 0b1000, 1, (0b0001, 0b0010, 0b0100)))   # must trump
    '0b1001'
    """
    own = hand & exempt
    others = hand ^ own
    if not others or lead < 0:
        return hand
    led = others & suit_mask[lead]
    trumps = others & suit_mask[_TRUMP]
    what = _OBLIGED[(4 if lead == _TRUMP else 0) | (2 if led else 0) | (1 if trumps else 0)]
    return (led if what == LEAD_SUIT else trumps if what == TRUMPS else others) | own
