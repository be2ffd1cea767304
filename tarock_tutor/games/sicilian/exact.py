"""Sicilian Tarocchi's trick rules and objective for the kernel and the exact solver
(seed 004, spec §3.3, §3.8, decision D-C9).

The trick rules are the deal's own (:mod:`.trick_rules`, ``deal_rules``): the kernel's
capture hook is derived from the bundle's (:func:`~.trick_rules.capture_fugitive`) and its context
is the bundle's (:func:`~.trick_rules.must_lead_suit`), the very functions ``TrickPlay`` calls.

* The Fugitive's capture rule: it goes back to its owner's side; when the other
  side won its trick, the owner's side owes that side one blank at the end
  (:func:`~.scoring.pay_for_fugitive`, with the deal's ``fugitive_no_blank`` option).
* The dealer who is the called partner leads the called suit at his first lead
  (the follow hook's context, computed from the kernel's tricks).
* The value: the soloist's (or the "20" player's team's) points, Sicilian count of
  its pile (tricks, and the discard if the exchanger is on the side) after the
  Fugitive's blank, plus 5 for the last trick (§3.3).  The sheet (§3.9) is this
  count less a fixed base (× 3 for the soloist), so the card points order the cards
  as the sheet does: no other line of the sheet reads the tricks.
* The table's split (``split``): the count is a batch count, so the past enters only
  through its offset and ``n mod 3``, also while the debt is open or the Fugitive is
  still in a hand: then the class adds which side owes and whether the paying side
  has taken a blank already (piles only grow: it will pay that blank).  A debt fixed
  at a blank has no slack in the quick bounds (the value already counts it).
* Cost per node (``extra`` is asked at every trick's start): it answers first from
  the trick it last found the Fugitive in (while the same trick object stands at the
  same place), then from the seat last found holding it (a card never changes
  hands); ``pending`` keeps the trick that ended the special lead, and is no
  ``history_key`` where that lead cannot be due.  Figures: ``benchmarks/solver_notes.md``.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.kernel import Kernel, kernel_capture
from tarock_tutor.core.solver import CARD_POINTS, ExactPlay, Objective
from tarock_tutor.games.sicilian.parts.counting import count_sicilian

from .parts.deal import FUGITIVE, PACK, is_blank
from .scoring import LAST_TRICK, pay_for_fugitive
from .trick_rules import deal_rules, fugitive_owner


def exact_play(state: Any) -> ExactPlay:
    side = state.side(state.declarer_seat())
    mine = list(state.discard) if state.exchanger in side else []
    no_blank = state.options["fugitive_no_blank"]
    teams = {s: frozenset(state.side(s)) for s in range(state.trickplay.seats)}

    # --- the trick rules, from the deal's own bundle (trick_rules.py) -------------
    hooks = deal_rules(state)
    assert hooks.capture is not None
    capture = kernel_capture(hooks.capture, hooks.capture_cards)

    # the dealer's special lead can only be due when he is the called partner: else
    # the bundle's context is always None, and the kernel need not ask it
    special = state.called is not None and state.partner == state.dealer
    context = hooks.context if special else None

    # (ints for pending's loop over the kernel's tricks: no Suit list built per node)
    called_suit = int(state.called.suit) if special and state.called is not None else -1
    dealer = state.dealer
    ended: list[Any] = [None, -1]   # the trick last found to end it, and its place

    def pending(k: Kernel) -> bool:
        """The dealer's special lead is still to come: :func:`dealer_lead_pending`
        read from the kernel's own tricks (he has led none and none led the called
        suit; ``tests/sicilian/test_exact_hooks.py`` checks the two agree).  The
        trick found to end it is kept: while it stands at its place, it is over."""
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
    # --- end of the trick rules -------------------------------------------------------

    mine_base = sum(PACK.value[c] - (PACK.value[c] > 0) for c in mine)

    def split(pile: list[Card], won: int, ex: Any) -> tuple[int, Any] | None:
        """The count is a batch count (Σ value − counting cards + ⌊(n+1)/3⌋): offset
        ``Σ (value − 1 per counting card) + ⌊n/3⌋`` and the class ``n mod 3``, as
        :func:`~tarock_tutor.core.solver.split_batches`.  Once the Fugitive is played
        and owes nothing, or a debt is open and the debtor's side already has a blank
        (it pays that blank: ``n`` one less or one more), that is all.  Otherwise what
        the debt will move depends on the past only through ``n mod 3``, whether the
        Fugitive's side has a blank, and (a debt open) which side owes; the rest (who
        wins the Fugitive's trick, a blank taken later) is the future's."""
        owner, _, _, played, blank = ex
        n = len(pile) + len(mine)
        value = PACK.value
        base = mine_base
        for c in pile:
            v = value[c]
            base += v - 1 if v else 0
        if played and owner >= 0 and blank:
            n += -1 if owner in side else 1
        elif not played or owner >= 0:
            return base + n // 3, ("debt", n % 3, played, blank, owner in side)
        return base + n // 3, ("n", n % 3)

    # what the other side may pay with, in the order of its cards (the pack's, then
    # the discard if it is theirs): pay_for_fugitive gives the first blank, else the
    # Fugitive, so the other cards need not be listed
    payable = [c for c in PACK.cards if is_blank(c) or c == FUGITIVE]
    their_discard = [] if state.exchanger in side else list(state.discard)
    # the pack's card objects are pairwise unequal, so among them "is one of" is
    # "equals one of": ids (no card hashed) when every card asked about is the pack's
    pack_ids = frozenset(map(id, PACK.cards))
    out_ids = frozenset(map(id, state.discard))
    by_id = out_ids <= pack_ids

    def value(pile: list[Card], won: int, ex: Any) -> int:
        owner, _, last, _, _ = ex
        ours = [*pile, *mine]
        if owner >= 0:
            if owner in side:   # (the other side only receives)
                pay_for_fugitive(ours, [], no_blank)
            else:
                ids = set(map(id, ours))
                if by_id and ids <= pack_ids:
                    ids |= out_ids
                    theirs = [c for c in payable if id(c) not in ids]
                else:
                    gone = {*ours, *state.discard}
                    theirs = [c for c in payable if c not in gone]
                pay_for_fugitive(theirs + their_discard, ours, no_blank)
        return count_sicilian(ours, PACK) + (LAST_TRICK if last else 0)

    # the quick bounds: a blank adds at most 1 to the count, a counting card at most
    # its value; a debt still open may move a blank (1 point) or the Fugitive (10)
    gain = {c: max(v, 1) for c, v in PACK.value.items()}
    moved = PACK.value[FUGITIVE] if no_blank == "surrender" else 1

    def slack(k: Kernel) -> tuple[int, int]:
        owner, _, _, played, blank = extra(k)   # (finds the Fugitive's holder: held)
        if played or not k.hands[held[0]] & fugitive[2]:
            if owner < 0 or blank:
                # no debt, or one already fixed at a blank (the value counts it)
                return 0, LAST_TRICK
            d = moved   # (the debtor's side has no blank)
        else:
            # in a hand: piles only grow, so a holder's side that has taken a blank
            # pays a blank at the end
            taken = 0
            for s in team_seats[held[0]]:
                taken |= k.piles[s]
            d = 1 if taken & blank_mask[0] else moved
        return 2 * d, LAST_TRICK + 2 * d

    return ExactPlay(Objective(CARD_POINTS, side, value, extra=extra, distinct=(FUGITIVE,),
                               gain=gain, slack=slack, split=split),
                     context=context, capture=capture,
                     history_key=pending if special else None)
