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
* What the objective reads of the kernel at every trick's start (``extra``, and
  ``pending``: the special lead, the table's ``history_key`` where it can be due)
  is :mod:`.parts.exact_reads`, kept cheap there.  Figures: ``benchmarks/solver_notes.md``.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.kernel import Kernel, kernel_capture
from tarock_tutor.core.solver import CARD_POINTS, ExactPlay, Objective
from tarock_tutor.games.sicilian.parts.counting import count_sicilian

from .parts.deal import FUGITIVE, PACK, is_blank
from .parts.exact_reads import readers
from .scoring import LAST_TRICK, pay_for_fugitive
from .trick_rules import deal_rules


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
    reads = readers(state, side, teams, special)   # (parts/exact_reads.py)
    extra = reads.extra
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

    # the compiled rules last asked, their trumps, the Fugitive's bit
    trumps_of: list[Any] = [None, 0, 0]
    seats_of: list[tuple[int, ...]] = [(), ()]   # the side's seats, the others', by kernel

    def last_trick(k: Kernel, leading: bool = False) -> int:
        """1: the side surely takes the last trick, -1: the other side does, 0: open.
        Where trumps win and no two cards tie (the kernel's ``plain_winner``; the
        capture hook moves only the Fugitive, which wins no trick), a seat ``x`` that
        keeps a trump ``h`` above every trump of the other side to the last trick wins
        it there (hands only shrink).  He surely can, whatever the others play, if:

        * he holds nothing but trumps, each above every trump of the other side (any
          of them is ``h``); or
        * he holds nothing but trumps, the highest ``h``: every card of his is legal at
          every trick (he follows trumps, or trumps a plain suit led; no rule makes him
          beat a card), so he plays another one until ``h`` is his last card; or
        * he does not hold the Fugitive, and his trumps above every trump of every
          other seat (the *top* ones, ``h`` among them) are more than his other cards.
          He leads one of his other cards while he has one, and plays one wherever it
          is legal; only where none is (a trump led, or a suit he lacks, and he holds no
          other trump) he plays his lowest top trump, which wins the trick, so he
          leads the next and plays one of his other cards there.  So before the
          ``j``-th such trick he has played at least ``j - 1`` other cards and at most
          ``j - 1`` top trumps: while he still holds another card, ``j`` is at most
          their number, so he holds two top trumps or more there and keeps ``h``; with
          top trumps alone left, the rule above.

        The last two keep ``h`` back where a line of the core's quick bounds leads it
        first: the side's leader's cash (:func:`~tarock_tutor.core.solver_bounds.cashed`,
        asked only at a leader's own lead) leads his top trumps and counts the other
        side's trumps that must follow them; so for the side's seats they count only
        where that seat is not the one to lead now, or (``leading``: the objective's
        ``slack_leading``) where the bounds leave the cash out.  For the other side's
        seats the bounds hold no such line (they read the other side's cards for
        every line)."""
        r = k.r
        if trumps_of[0] is not r:
            trumps_of[:] = [r, r.suit_mask[0] if r.plain_winner else 0,
                            1 << r.index[FUGITIVE] if FUGITIVE in r.index else 0]
        trumps = trumps_of[1]
        hands = k.hands
        if len(seats_of[0]) + len(seats_of[1]) != len(hands):
            seats_of[:] = [tuple(s for s in range(len(hands)) if s in side),
                           tuple(s for s in range(len(hands)) if s not in side)]
        ours = theirs = 0
        for s in seats_of[0]:
            ours |= hands[s]
        for s in seats_of[1]:
            theirs |= hands[s]
        ours &= trumps
        theirs &= trumps
        if k.trick_cards or not (ours or theirs):
            return 0
        # only the side holding the top trump in play can have such a seat (the masks
        # are disjoint: the larger holds the highest bit)
        if ours > theirs:
            seats, sign, other, lead = seats_of[0], 1, theirs, -1 if leading else k.to_move
        else:
            seats, sign, other, lead = seats_of[1], -1, ours, -1
        both = ours | theirs
        for s in seats:
            h = hands[s]
            t = h & trumps
            if t < other:   # (none above every trump of the other side)
                continue
            if h == t:   # trumps only: each above theirs, or keep the highest
                if (t & -t) > other or s != lead:
                    return sign
            elif s != lead and not h & trumps_of[2]:
                top = t >> (both & ~t).bit_length()   # (shifted: only counted)
                if 2 * top.bit_count() > h.bit_count():
                    return sign
        return 0

    def slack(k: Kernel, leading: bool = False) -> tuple[int, int]:
        owner, _, _, played, blank = extra(k)   # (finds the Fugitive's holder)
        holder = -1 if played else reads.holder(k)
        if holder < 0:
            # no debt, or one already fixed at a blank (the value counts it); else
            # the debtor's side has no blank
            d = 0 if owner < 0 or blank else moved
        else:
            # in a hand: piles only grow, so a holder's side that has taken a blank
            # pays a blank at the end
            d = 1 if reads.piles_blank(k, holder) else moved
        last = last_trick(k, leading)
        # the last trick's bonus: sure (the low end gains it), out, or open
        return (2 * d - LAST_TRICK if last > 0 else 2 * d,
                2 * d if last < 0 else LAST_TRICK + 2 * d)

    def slack_leading(k: Kernel) -> tuple[int, int]:
        """``slack`` with the side's seat on lead keeping his trump (no cash)."""
        return slack(k, True)

    surrenders = no_blank == "surrender"

    def rises_at(ex: Any) -> bool:
        """The value (at this position's ``extra``) never falls when a card other than
        the Fugitive is exchanged for one of at least its value, unless the Fugitive
        is played, its debt is open with no blank on the debtor's side yet and a side
        without a blank surrenders the Fugitive: then the value reads whether the pile
        holds a blank (the side owing: a blank exchanged away makes it pay the
        Fugitive; the side owed: the other side pays a blank instead of the Fugitive
        once the side's pile lacks one; ``tests/sicilian/test_given_cards.py`` has
        both).  Otherwise it is the count (Σ (value − 1 per counting card) +
        ⌊(n+1)/3⌋) of the pile, less or plus one blank where the debtor's side has
        one already, or with at most a blank moved where a side without one pays
        nothing (a blank exchanged away then pays nothing, or lets the other side pay
        one: never less)."""
        owner, _, _, played, blank = ex
        return not (played and owner >= 0 and not blank and surrenders)

    return ExactPlay(Objective(CARD_POINTS, side, value, extra=extra, distinct=(FUGITIVE,),
                               gain=gain, slack=slack, slack_leading=slack_leading,
                               split=split,
                               rises_with_value=True, rises_at=rises_at),
                     context=context, capture=capture,
                     history_key=reads.pending if special else None)
