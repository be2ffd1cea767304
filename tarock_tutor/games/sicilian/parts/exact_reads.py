"""What Sicilian Tarocchi's exact objective (:mod:`.exact`) reads of the kernel's
position at every trick's start, kept cheap (seed 004, spec §3.8, decision D-C9).

* ``extra``: the Fugitive's debt, whether it is played, whether the side took the
  last trick and whether the side that may pay has a blank.  It answers first from
  the finished trick it last found the Fugitive in (while the same trick object
  stands at the same place: a trick is a tuple that never changes), then from the
  seat last found holding it (a card never changes hands).
* ``pending``: the dealer's special lead still to come
  (:func:`~.trick_rules.dealer_lead_pending` on the kernel's tricks), keeping the
  trick that ended it.

``tests/sicilian/test_exact_hooks.py`` checks both against a fresh reading and the
bundle's own functions, with cards taken back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from tarock_tutor.core.kernel import Kernel

from ..trick_rules import fugitive_owner
from .deal import FUGITIVE, PACK, is_blank

Extra = tuple[int, int, bool, bool, bool]


class Reads(NamedTuple):
    """The readers :func:`readers` makes for one deal."""

    extra: Callable[[Kernel], Extra]
    pending: Callable[[Kernel], bool]
    holder: Callable[[Kernel], int]
    """The seat holding the Fugitive (-1: none), once ``extra`` has been asked."""
    piles_blank: Callable[[Kernel, int], bool]
    """The seat's side has taken a blank (its piles; the discard not counted)."""


def readers(state: Any, side: frozenset[int], teams: Mapping[int, frozenset[int]],
            special: bool) -> Reads:
    """The readers of one deal: ``side`` the side whose value is searched, ``teams``
    each seat's side, ``special`` the dealer is the called partner."""
    # (ints for pending's loop over the kernel's tricks: no Suit list built per node)
    called_suit = int(state.called.suit) if special and state.called is not None else -1
    dealer = state.dealer
    ended: list[Any] = [None, -1]   # the trick last found to end it, and its place

    def pending(k: Kernel) -> bool:
        """The dealer's special lead is still to come:
        :func:`~.trick_rules.dealer_lead_pending` read from the kernel's own tricks
        (he has led none and none led the called suit).  The trick found to end it
        is kept: while it stands at its place, it is over."""
        hist = k.history
        at = ended[1]
        if 0 <= at < len(hist) and hist[at] is ended[0]:
            return False
        for n, t in enumerate(hist):
            if t.leader == dealer or t.lead == called_suit:
                ended[0], ended[1] = t, n
                return False
        return True

    fugitive: list[Any] = [None, 0, 0]   # the compiled rules last asked, its index, bit
    held = [0]   # the seat last found holding the Fugitive (a card never changes hands)
    owners: dict[tuple[int, int], int] = {}   # (seat that played it, winner) -> owner or -1

    # the finished trick the Fugitive was last found in, its place in the kernel's
    # tricks, the debt it left; before the end: extra's answer when it reads no pile
    # (no debt, or a blank in the debtor's side's discard), else that side's seats
    # and the answers with a blank and without (a trick is a tuple that never
    # changes: while the same object stands at that place, the answer is the same)
    found: list[Any] = [None, -1, (-1, -1), None, (), None, None]

    def played_debt(k: Kernel, f: int) -> tuple[bool, tuple[int, int]]:
        """(the Fugitive is in a finished trick, (debtor, creditor) or (-1, -1))."""
        hist = k.history
        for n, t in enumerate(hist):
            cards = t.cards
            if f not in cards:
                continue
            # the hook's answer reads only who played the Fugitive and who won: cached
            by = (t.seats[cards.index(f)], t.winner)
            owner = owners.get(by, -2)
            if owner == -2:
                got = fugitive_owner(state, t.seats, [k.r.cards[i] for i in cards], t.winner)
                owner = owners[by] = -1 if got is None else got
            debt = (owner, t.winner) if owner >= 0 else (-1, -1)
            found[0], found[1], found[2] = t, n, debt
            found[3], found[4] = (-1, -1, False, True, False), ()
            if owner >= 0:
                found[5:] = [(owner, t.winner, False, True, b) for b in (True, False)]
                blank = _has_blank(k, owner) and discard_blank[owner]
                found[3] = found[5] if blank else None
                found[4] = team_seats[owner]
            return True, debt   # the Fugitive is in one trick only
        return False, (-1, -1)

    def extra(k: Kernel) -> tuple[int, int, bool, bool, bool]:
        """(debtor, creditor or -1, -1; the side took the last trick; the Fugitive
        is played; its side (the debtor's, or the holder's while it is in a hand)
        has a blank among the cards it has taken or discarded).

        Called at every trick's start of the search, so the usual case comes first:
        before the end (the mover holds a card), the Fugitive in the finished trick it
        was last found in (the same trick object at the same place)."""
        hist = k.history
        at = found[1]
        if k.hands[k.to_move] and 0 <= at < len(hist) and hist[at] is found[0]:
            quiet: tuple[int, int, bool, bool, bool] | None = found[3]
            if quiet is not None:
                return quiet
            piles, taken = k.piles, 0   # (_has_blank for the debtor's side, inline)
            for s in found[4]:
                taken |= piles[s]
            got: tuple[int, int, bool, bool, bool] = found[5 if taken & blank_mask[0] else 6]
            return got
        return extra_anew(k)

    def extra_anew(k: Kernel) -> tuple[int, int, bool, bool, bool]:
        """``extra`` at the end, or with the Fugitive elsewhere: from the seat last
        found holding it (a card never changes hands), else from the tricks."""
        if fugitive[0] is not k.r:
            f = k.r.index[FUGITIVE]
            fugitive[0], fugitive[1], fugitive[2] = k.r, f, 1 << f
        hands = k.hands
        # the end: no card on the table and none in hand (each holds as many)
        last = (not k.trick_cards and not hands[k.to_move] and not any(hands)
                and bool(k.history) and k.history[-1].winner in side)
        hist = k.history
        at = found[1]
        if 0 <= at < len(hist) and hist[at] is found[0]:
            owner, creditor = found[2]
            return (owner, creditor, last, True, owner >= 0 and _has_blank(k, owner))
        bit = fugitive[2]
        payer = held[0]
        if not hands[payer] & bit:
            payer = -1
            for s, h in enumerate(hands):
                if h & bit:
                    payer = held[0] = s
                    break
        if payer >= 0:
            return (-1, -1, last, False, _has_blank(k, payer))
        if fugitive[1] in k.trick_cards:
            return (-1, -1, last, False, False)
        played, debt = played_debt(k, fugitive[1])   # in a finished trick (if dealt)
        payer = debt[0]
        return (*debt, last, played, payer >= 0 and _has_blank(k, payer))

    blanks = [c for c in PACK.cards if is_blank(c)]
    blank_mask = [0]   # the blanks' mask (0: not read from the compiled rules yet)
    team_seats = {s: tuple(t) for s, t in teams.items()}
    discard_blank: dict[int, bool] = {}   # a seat's team has a blank in the discard

    def _has_blank(k: Kernel, seat: int) -> bool:
        """The seat's team has a blank in its piles or its discard (piles only grow:
        it then pays a blank if it owes one at the end)."""
        bm = blank_mask[0]
        if not bm:
            bm = blank_mask[0] = k.r.mask(blanks)
            ours = bool(k.r.mask(state.discard) & bm)
            discard_blank.update((s, ours and state.exchanger in t) for s, t in teams.items())
        if discard_blank[seat]:
            return True
        piles = k.piles
        taken = 0
        for s in team_seats[seat]:
            taken |= piles[s]
        return bool(taken & bm)

    def holder(k: Kernel) -> int:
        return held[0] if k.hands[held[0]] & fugitive[2] else -1

    def piles_blank(k: Kernel, seat: int) -> bool:
        taken = 0
        for s in team_seats[seat]:
            taken |= k.piles[s]
        return bool(taken & blank_mask[0])

    return Reads(extra, pending, holder, piles_blank)
