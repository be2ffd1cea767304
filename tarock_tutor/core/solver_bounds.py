"""Sure tricks for the exact solver's quick bounds (:meth:`~.solver_search.Search.bounds`).

:func:`cashed`: the top cards of the plain suits that the player on lead takes one
after another whatever the others play.  It holds where the follow rule is the shared
one (follow suit, else trump, else anything; one exempt card free of it changes
nothing here), trumps win and no two cards tie, so:

* a seat that holds a card of the suit led must play one (the exempt card aside), so
  it cannot trump; a seat without trumps never can (trumps never come back);
* with no trump in a trick, the highest card of the suit led wins it.

So if the leader holds the top ``c`` cards of a plain suit still in play and every
other seat that still holds a trump holds at least ``n ≤ c`` cards of that suit, the
leader can lead his top ``n`` cards of it and win each trick with no trump in it,
keeping the lead.  Those tricks leave every other suit's count in the hands of the
seats with trumps as it was (they follow suit), and a suit's top cards in the
leader's hand stay his, so he can go on with the next suit the same way.  Those
cards (and as many tricks) go to the leader's side whatever the others play, once
that side chooses to lead them: a bound for the side that chooses the leader's cards.

It also holds with one exempt card (its holder may dodge one obligation: counted),
but only where the game's follow context never changes the play (the solver's
``context_free``, from ``ExactPlay.context`` being ``None``).

Measured (6 tricks, 20 positions per deal kind, the first seeds that reach play,
total nodes, every value equal; the side's leads only): in the eight deal kinds of
the speed benchmark, −0.2 % to −9.8 % (−2.4 % in the slowest, 468,249 → 456,891;
−9.0 % in the one with an exempt card, 369,711 → 336,355).  CPU a little lower or
even (interleaved, ``bench_solver.py --compare``, 2 rounds, after/before: 0.95–1.03):
a call costs about 3–10 µs and the lower bound's new piles miss the value cache more
often.  With two tricks
left it is not worked out: there it cost more than it saved (about half the calls
for a tenth of the nodes).

:func:`given`: every seat plays one card to each trick, so to the tricks a side
surely wins (:func:`trump_tricks_of`: of one seat's trumps, as many as are left when
each higher trump of the other side beats one; or the cash's tricks) every seat
gives as many cards; where the objective's value rises
with a card's value (``Objective.rises_with_value``: a count that adds a
non-decreasing function of each card's value, at a fixed number of cards), those are
worth at least the seat's lowest cards, which then count as that side's (the low
end for the side, the high end's cards the side cannot have for the other).  A
distinct card may be one given but counts nothing (its exchange is not promised).
Where the promise holds only at some positions (``Objective.rises_at``, from the
position's ``extra``: a debt still open may make the value read which cards the pile
holds), the given cards count only there (``SureCards.of``'s ``rises``).
Measured (6 tricks, 20 positions per deal kind, total nodes, every value equal):
see ``benchmarks/solver_notes.md``, session 8.

:func:`master_trumps`: a seat whose run of top trumps is longer than any other seat's
trumps takes a trick with each of them and each card of its plain suits' top runs
that every other seat with a trump holds as many cards of, whoever leads (with given
cards as above); where it holds every trump, all its top runs (session 11: 8 tricks,
a solo against three, −2 % to −6 % nodes; the longer run, session 13: a few nodes).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tarock_tutor.core.kernel import Kernel

__all__ = ["SureCards", "cashed", "given", "master_trumps", "suit_tops",
           "trump_tricks_of"]


class SureCards:
    """The cards each side surely takes from a position at a trick's start, for the
    solver's quick bounds: the run of top trumps (:func:`top_run`; trumps win, no two
    cards tie, and no capture hook moves them: ``moved_ok`` says a capture hook moves
    only the objective's ``distinct`` cards) and, with three tricks left or more, the
    side's leader's cash (:func:`cashed`; the shared follow rule at every lead and
    follow, no context that changes the play, ``context_free``; the leader one of the
    side's seats whose cards the side chooses).  The other side's cash is not worked
    out: in five deal kinds (6 tricks, 20 positions each) it changed the total nodes by
    under 0.05 %, at the same cost per call as the side's.  ``team``: each seat's side
    for the piles (True: the side); ``chooser``: whether the side chooses its cards;
    ``low``: the cards that are not distinct by pack value, lowest first, where the
    value rises with a card's value (then each seat's lowest cards given to the tricks
    either side surely wins count, :func:`given`), else empty.

    Kept, so that a new table entry's bounds cost less: the part that reads only the
    trumps each seat holds (the top runs and the trump tricks, :meth:`trump_part`) by
    the trumps in play (a card never changes hands in a search, so they say who holds
    each; most calls find it), and each seat's given cards by its cards that may be
    given and their count (:meth:`given`).  One object serves one search's kernel."""

    def __init__(self, k: Kernel, distinct: int, moved_ok: bool, team: Sequence[bool],
                 chooser: Sequence[bool], context_free: bool,
                 low: Sequence[int] = ()) -> None:
        r = k.r
        self.team = team
        self.low = tuple(low) if r.plain_winner else ()
        self.distinct = distinct
        self.top = (r.suit_mask[0] & ~distinct
                    if r.plain_winner and (r.rules.capture is None or moved_ok) else 0)
        self.shared = bool(self.top) and (r.fast or (r.exempt_rule and (
            r.rules.context is None or context_free)))   # the cash holds at every lead
        self.cash_at = [self.shared and chooser[s] and team[s] for s in range(len(k.hands))]
        self.plain = tuple(r.suit_mask[s] for s in range(1, 5) if r.suit_mask[s])
        self.trumps = r.suit_mask[0]
        self.stop = distinct if r.rules.capture is not None else 0
        self.exempt_stop = r.exempt | self.stop   # (master_trumps: none of them in play)
        self.suits = (self.trumps, *self.plain)
        self.tops: dict[int, int] = {}   # cards in play -> the top card of each suit
        # the trumps each seat holds (and whether given cards count) -> trump_part
        self.by_trumps: dict[int, tuple[int, int, int, int]] = {}
        self.gives: dict[tuple[int, int], int] = {}   # (a seat's cards, tricks) -> given
        self.masters: dict[int, tuple[int, int, tuple[int, ...]]] = {}   # trumps -> master_run
        self.cash_used = False   # the last call of of() counted the leader's cash

    def trump_part(self, hands: Sequence[int], in_play: int,
                   low: bool) -> tuple[int, int, int, int]:
        """(the side's sure top trumps, the other side's, the tricks each surely
        takes by trumps): :meth:`of`'s part that reads only the trumps each seat holds
        (``low``: given cards count, so the tricks by :func:`trump_tricks_of`)."""
        team = self.team
        sure, lost = top_run(hands, in_play & self.top, team)
        if low:   # (the tricks count most where they bring given cards)
            won_ours, won_theirs = trump_tricks_of(hands, in_play & self.trumps,
                                                   in_play & self.top, team)
        else:
            won_ours = won_theirs = 0
            if sure or lost:   # each of one seat's top trumps wins a trick of its own
                run = sure | lost
                for h in hands:
                    n = (h & run).bit_count()
                    if n > won_ours:
                        won_ours = n
                if lost:
                    won_ours, won_theirs = 0, won_ours
        return sure, lost, won_ours, won_theirs

    def of(self, k: Kernel, in_play: int, rises: bool = True,
           cash: bool = True) -> tuple[int, int, int, int]:
        """(the side's sure cards, the other side's, the tricks each surely takes);
        ``in_play``: the cards in the hands; ``rises``: the value rises with a card's
        value at this position (``Objective.rises_at``).  The tricks: where given
        cards count (``low`` and ``rises``), :func:`trump_tricks_of`, else the most
        sure top trumps one seat holds (each wins a trick of its own); or the
        leader's cash (not with ``cash`` false; ``cash_used`` then tells whether
        it counted)."""
        hands = k.hands
        low = self.low if rises else ()
        # the trumps in play, and so (a card never changes hands) those each seat holds
        by = (in_play & self.trumps) << 1 | (1 if low else 0)
        known = self.by_trumps.get(by)
        if known is None:
            known = self.by_trumps[by] = self.trump_part(hands, in_play, bool(low))
        sure, lost, won_ours, won_theirs = known
        leader = k.to_move
        self.cash_used = False
        if self.cash_at[leader] and k.tricks_left > 2 and cash:   # (two tricks: it costs more)
            tops = self.tops.get(in_play)
            if tops is None:
                tops = self.tops[in_play] = suit_tops(in_play, self.suits)
            if hands[leader] & tops:
                got, n = cashed(hands, k.order, leader, self.plain, self.trumps, self.stop,
                                k.r.exempt, in_play)
                if got & ~sure or n > won_ours:
                    self.cash_used = True
                    sure |= got
                    won_ours = max(won_ours, n)
        if self.shared and not in_play & self.exempt_stop:
            t = in_play & self.trumps   # (who holds each trump: kept by those in play)
            master = self.masters.get(t)
            if master is None:
                master = self.masters[t] = master_run(hands, t)
            seat, got, armed = master
            if seat >= 0:
                got |= master_plain(hands, seat, armed, self.plain, in_play)
                n = got.bit_count()
                if self.team[seat]:
                    if n > won_ours:
                        sure, won_ours = got, n
                elif n > won_theirs:
                    lost, won_theirs = got, n
        if low:
            if won_ours:
                sure |= self.given(hands, sure, won_ours, low)
            if won_theirs:
                lost |= self.given(hands, lost, won_theirs, low)
        return sure, lost, won_ours, won_theirs

    def given(self, hands: Sequence[int], taken: int, tricks: int, low: Sequence[int]) -> int:
        """:func:`given`, each seat's part kept by the cards it may give and how many
        (the same hand and count, the same lowest cards)."""
        out = 0
        parts = self.gives
        for h in hands:
            rest = h & ~taken
            n = tricks - (h & taken).bit_count()
            if n > 0 and rest:
                got = parts.get((rest, n))
                if got is None:
                    got = parts[(rest, n)] = given((rest,), 0, n, low, self.distinct)
                out |= got
        return out


def trump_tricks_of(hands: Sequence[int], trumps: int, counted: int,
                    team: Sequence[bool]) -> tuple[int, int]:
    """(the side's, the other side's) sure tricks by trumps.  A trick with a trump of
    one seat in it goes to that seat's side unless a higher trump of the other side
    is in it, and each seat's trumps lie in tricks of their own; so of one seat's
    trumps (those in ``counted``) as many win as are left when each higher trump of
    the other side (``trumps``: every trump in play) beats one: for the seat's top
    ``n`` trumps, the lowest of them at ``b``, at least ``n`` less the other side's
    trumps above ``b`` (matching them one to one, from the top).  The most over each
    side's seats.

    Seat 0 (the side) holds bits 5 and 2, seat 1 bits 4 and 3: seat 1's two may beat
    bit 2 only (one trick; bit 5 wins its own), and bit 5 only one of seat 1's two:

    >>> trump_tricks_of([0b10_0100, 0b01_1000], 0b11_1100, 0b11_1100, [True, False])
    (1, 1)
    """
    ours = theirs = 0
    for s, h in enumerate(hands):
        if team[s]:
            ours |= h
        else:
            theirs |= h
    ours &= trumps
    theirs &= trumps
    mine = other = 0
    for s, h in enumerate(hands):
        x = h & counted
        if not x:
            continue
        if team[s]:
            if x.bit_count() > mine:
                mine = _free(x, theirs, mine)
        elif x.bit_count() > other:
            other = _free(x, ours, other)
    return mine, other


def _free(x: int, beat: int, best: int) -> int:
    """The most of the trumps ``x`` (one seat's) that no trump of ``beat`` may beat,
    one each (see :func:`trump_tricks_of`), or ``best`` if that is more."""
    left = x.bit_count()
    n = 0
    while x:
        b = x.bit_length() - 1
        x ^= 1 << b
        n += 1
        above = (beat >> b).bit_count()
        if left - above <= best:   # (no lower cut can do better)
            break
        if n - above > best:
            best = n - above
    return best


def given(hands: Sequence[int], taken: int, tricks: int, low: Sequence[int],
          distinct: int) -> int:
    """The lowest cards each seat surely gives to ``tricks`` tricks that one side
    surely wins (``taken``: the cards known to go to that side).  Every seat plays a
    card to each of those tricks, so at least ``tricks`` of its cards go there; those
    in ``taken`` count, and of the rest the value (which never falls when a card is
    exchanged for one worth as much or more, ``Objective.rises_with_value``) is at
    least that of its lowest ones.  A distinct card of the seat (``distinct``), whose
    exchange the value does not promise, may be one of them: it counts as given but
    adds nothing.  ``low``: the masks of the cards that are not distinct, by pack
    value, lowest first.

    Seat 1 gives one card to a trick: its lowest, bit 1 (mask ``0b0110`` worth 1, bit
    4 worth 2); seat 0's card is known (``taken``).  With bit 1 distinct, seat 1 may
    give that one: nothing is counted.

    >>> given([0b0001, 0b1_0010], 0b0001, 1, (0b0110, 0b1_1000), 0)
    2
    >>> given([0b0001, 0b1_0010], 0b0001, 1, (0b0100, 0b1_1000), 0b0010)
    0
    """
    out = 0
    for h in hands:
        rest = h & ~taken
        n = tricks - (h & taken).bit_count() - (rest & distinct).bit_count()
        for m in low:
            if n <= 0:
                break
            got = rest & m
            if got:
                c = got.bit_count()
                if c > n:
                    got = _low(got, n)
                    c = n
                out |= got
                n -= c
    return out


def master_trumps(hands: Sequence[int], trumps: int, plain: Sequence[int],
                  in_play: int) -> tuple[int, int]:
    """(seat, its winners) where the seat that holds the top trump in play holds a run
    of top trumps (``m`` of them, each above every other seat's trump) longer than any
    other seat's trumps, else (-1, 0): that run, and the top run of each plain suit
    ``P`` of the seat where every other seat that holds a trump holds at least as
    many cards of ``P`` as the seat does (every card of a suit with no such seat).
    Each of them takes a trick of its own whatever the others play and whoever
    leads, under the shared follow rule with no exempt card in play and no capture
    hook's card (the caller's checks).  Proof (the seat X, its run ``M``):

    * Until X wins a trick it never leads and never parts with a counted card without
      winning with it.  A trump led: X must play a trump, plays one of ``M``, and
      wins (no other trump is above it).  A suit led that X lacks: X holds a trump
      (``m ≥ 1``, none of ``M`` played yet), trumps with one of ``M``, and wins.  A
      suit ``P`` led that X holds: X follows; a counted card of ``P`` is the highest
      card of ``P`` in play, so it wins unless another seat trumps; a seat with a
      trump holds at least as many cards of ``P`` as X, and keeps that margin (while
      it has a trump it never discards: it follows or trumps; each trick of ``P``
      takes one card of ``P`` from each), so it is never void of ``P`` while X holds
      one, and a seat with no trump never trumps.  So X's counted cards all stay his
      or win.
    * At X's first trick (which it wins), X has ``m' ≥ m - 1`` cards of ``M`` left
      and every other seat at most ``m'`` trumps: before, each had fewer than ``m``
      and X parted with none of ``M``; in that trick X played one of ``M`` only where
      a trump was led (each other seat with a trump followed with one) or X trumped
      (then ``m - 1 ≥`` each count), else it won with a plain card (``m' = m``).
    * From then on X leads (from the start, with ``m' = m``, if X is on lead now):
      its ``m'`` cards of ``M`` win each and draw a trump from every seat that still
      has one, so after them no other seat has a trump; then each counted plain
      card, the highest of its suit in play, wins.

    With no other seat holding a trump every top run counts (session 11's *sole
    trump holder*).

    Seat 1 holds the top two trumps (bits 9, 8) and seat 0 one (bit 7): seat 1's
    run (two) is longer; seat 1's top club (bit 3) counts since seat 0 holds as
    many clubs (bits 2, 1), its spade (bit 5) not (seat 0 holds none).

    >>> master_trumps([0b00_1000_0110, 0b11_0010_1001], 0b11_1000_0000,
    ...               (0b1111, 0b111_0000), 0b11_1010_1111)
    (1, 776)
    """
    x, got, armed = master_run(hands, in_play & trumps)
    if x < 0:
        return -1, 0
    return x, got | master_plain(hands, x, armed, plain, in_play)


def master_run(hands: Sequence[int], t: int) -> tuple[int, int, tuple[int, ...]]:
    """:func:`master_trumps`' part that reads the trumps alone (``t``: those in play):
    (the seat, its run of top trumps, the other seats that hold a trump) where the
    run is longer than each other seat's trumps, else (-1, 0, ())."""
    if not t:
        return -1, 0, ()
    top = 1 << (t.bit_length() - 1)
    x = 0
    while not hands[x] & top:
        x += 1
    got = _run(t, hands[x], 0)
    m = got.bit_count()
    armed = []
    for s, o in enumerate(hands):
        if s != x and o & t:
            if (o & t).bit_count() >= m:
                return -1, 0, ()
            armed.append(s)
    return x, got, tuple(armed)


def master_plain(hands: Sequence[int], x: int, armed: Sequence[int], plain: Sequence[int],
                 in_play: int) -> int:
    """:func:`master_trumps`' plain cards: seat ``x``'s top run of each plain suit
    where every seat in ``armed`` holds at least as many cards of it as ``x``."""
    h = hands[x]
    got = 0
    for mask in plain:
        rest = in_play & mask
        mine = rest & h
        if mine:
            run = _run(rest, h, 0)
            if run:
                n = mine.bit_count()
                for s in armed:
                    if (hands[s] & rest).bit_count() < n:
                        break
                else:
                    got |= run
    return got


def suit_tops(in_play: int, suits: Sequence[int]) -> int:
    """The mask of the top card in play of each suit (``suits``: their masks).

    >>> bin(suit_tops(0b0110_0101, (0b1111, 0b1111_0000)))
    '0b1000100'
    """
    tops = 0
    for m in suits:
        if in_play & m:
            tops |= 1 << ((in_play & m).bit_length() - 1)
    return tops


def top_run(hands: Sequence[int], top: int, team: Sequence[bool]) -> tuple[int, int]:
    """(the side's, the other side's) sure top trumps: with trumps winning and no ties
    the highest trump still in play wins its own trick, and so does every next one
    down while the same team holds them all.  ``top``: the trumps in play that count
    (none a capture hook may move); ``team``: each seat's side (True: the side).

    >>> top_run([0b0101, 0b0010], 0b0111, [True, False])   # seat 0 holds the top one
    (4, 0)
    >>> top_run([0b1000, 0b0110], 0b1110, [True, False])
    (8, 0)
    >>> top_run([0b0001, 0b0110], 0b0111, [True, False])   # seat 1 holds the top two
    (0, 6)
    """
    sure = lost = 0
    first = None
    while top:
        b = 1 << (top.bit_length() - 1)
        top ^= b
        holder = 0
        while not hands[holder] & b:
            holder += 1
        ours = team[holder]
        if first is None:
            first = ours
        elif ours != first:
            break
        if ours:
            sure |= b
        else:
            lost |= b
    return sure, lost


def cashed(hands: Sequence[int], seats: Sequence[int], leader: int,
           plain: Sequence[int], trumps: int, stop: int, exempt: int,
           in_play: int = -1) -> tuple[int, int]:
    """(mask of cards, tricks) the ``leader`` takes by leading first the run of top
    trumps in his hand, then the top cards of the ``plain`` suits (their masks) one
    after another (see the module doc).  ``trumps``: the mask of every trump;
    ``stop``: cards whose trick may go elsewhere (a capture hook's cards), where a
    run stops; ``exempt``: a card free of the follow rule (its holder may keep a trump
    once by playing it); ``in_play``: the cards in the hands, when the caller has it.

    The leader (seat 0) holds the ace and king of a suit (bits 3, 2); seat 1 holds
    a trump (bit 8) and two cards of the suit, seat 2 a card of another suit (bit 4)
    and no trump: he cannot trump, seat 1 must follow twice.

    >>> cashed([0b1100, 0b1_0000_0011, 0b0001_0000], (0, 1, 2), 0, (0b1111,),
    ...        0b11_0000_0000, 0, 0)
    (15, 2)

    With one card of the suit, seat 1 may trump the second lead: one trick (seat 2's
    card of the suit does not stop it).

    >>> cashed([0b1100, 0b1_0000_0001, 0b0001_0010], (0, 1, 2), 0, (0b1111,),
    ...        0b11_0000_0000, 0, 0)
    (11, 1)

    If the leader holds the higher trump (bit 9), he leads it first: seat 1 must
    follow with his only trump, and then cannot trump the suit.

    >>> cashed([0b10_0000_1100, 0b1_0000_0001, 0b0001_0010], (0, 1, 2), 0, (0b1111,),
    ...        0b11_0000_0000, 0, 0)
    (783, 3)
    """
    hand = hands[leader]
    if in_play < 0:
        in_play = 0
        for s in seats:
            in_play |= hands[s]
    runs = []   # (suit mask, the leader's run of its top cards)
    for m in plain:
        rest = in_play & m
        if rest and hand >> (rest.bit_length() - 1) & 1:
            run = _run(rest, hand, stop)
            if run:
                runs.append((m, run))
    rest = in_play & trumps
    got = _run(rest, hand, stop) if rest and hand >> (rest.bit_length() - 1) & 1 else 0
    if not got and not runs:
        return 0, 0
    tricks = r = got.bit_count()
    left = [0] * len(hands)   # the trumps each other seat may still hold after the run
    for s in seats:
        t = hands[s] & trumps
        if s != leader and t:
            ex = 1 if hands[s] & exempt else 0
            left[s] = t.bit_count() - r + ex
            if left[s] <= 0 and not ex:
                got |= t   # he had to follow with all of them
    for m, run in runs:
        n = c = run.bit_count()
        for s in seats:
            if left[s] > 0:
                n = min(n, (hands[s] & m).bit_count())
        if not n:
            continue
        for s in seats:   # a seat with no more of the suit than leads plays all of it
            held = hands[s] & m
            if s != leader and held and held.bit_count() <= n and not hands[s] & exempt:
                got |= held
        tricks += n
        got |= run if n == c else _top(run, n)
    return got & ~stop, tricks


def _run(cards: int, hand: int, stop: int) -> int:
    """The top ``cards`` (of one suit) while ``hand`` holds them and none is in ``stop``:
    those above the highest card that breaks the run.

    >>> bin(_run(0b1011_0110, 0b1010_0110, 0)), bin(_run(0b1011_0110, 0b1010_0110, 1 << 7))
    ('0b10100000', '0b0')
    """
    breaks = (cards & ~hand) | (cards & stop)
    if not breaks:
        return cards
    top = breaks.bit_length()
    return cards >> top << top


def _low(cards: int, n: int) -> int:
    """The ``n`` lowest of ``cards``."""
    out = 0
    while n:
        b = cards & -cards
        out |= b
        cards ^= b
        n -= 1
    return out


def _top(cards: int, n: int) -> int:
    """The ``n`` highest of ``cards``."""
    out = 0
    while n:
        b = 1 << (cards.bit_length() - 1)
        out |= b
        cards ^= b
        n -= 1
    return out

