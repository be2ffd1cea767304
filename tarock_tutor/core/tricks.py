"""Tricks: the shared follow obligation, its game-specific hooks, and the winner.

The shared rule (each game that follows it cites its own source for it):

1. the leader may lead any card;
2. trump led: play a trump if you have one, otherwise anything;
3. suit led: follow suit if you can, otherwise trump if you can, otherwise anything;
4. there is no duty to beat the cards already in the trick.

Games change this through a :class:`FollowRule` subclass (a card with a rule
of its own, a contract that changes what must be played …).

>>> from tarock_tutor.core.notation import parse_cards
>>> hand = parse_cards("T3 HK H2 S8")
>>> legal_plays(hand, parse_cards("H1"))
[Card('HK'), Card('H2')]
>>> legal_plays(hand, parse_cards("D1"))
[Card('T3')]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.core.protocol import Play, RuleRef, Verdict

FOLLOW_RULE_REF = RuleRef("seeds 000–004 (the shared follow rule; rule specs §1.4, §1.10)", "§1.4")

_JA_SUIT = {Suit.TRUMP: "切札", Suit.SPADES: "スペード", Suit.CLUBS: "クラブ",
            Suit.HEARTS: "ハート", Suit.DIAMONDS: "ダイヤ", Suit.FOOL: "逃亡者"}
_EN_SUIT = {Suit.TRUMP: "trumps", Suit.SPADES: "spades", Suit.CLUBS: "clubs",
            Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds", Suit.FOOL: "the Fugitive"}


def suit_params(suit: Suit) -> dict[str, str]:
    """A follow verdict's parameters naming the led suit (Japanese, and English for the
    engineering message)."""
    return {"suit": _JA_SUIT[suit], "suit_en": _EN_SUIT[suit]}


def led_suit(trick: Sequence[Card]) -> Suit | None:
    """The suit to follow: that of the first card that is not the Fugitive."""
    for c in trick:
        if c.suit is not Suit.FOOL:
            return c.suit
    return None


@dataclass(frozen=True)
class Legality:
    """The cards a player may play and the obligation that decided it."""

    cards: tuple[Card, ...]
    code: str
    rule: RuleRef = FOLLOW_RULE_REF
    params: dict[str, Any] = field(default_factory=dict)
    # cards refused (or allowed) for a reason of their own, e.g. the Fugitive
    special: dict[Card, tuple[str, RuleRef]] = field(default_factory=dict)


WinnerHook = Callable[[Sequence[Card], Pack, Any], int]
"""A game's own winner rule: the index (in play order) of the card that wins a full
trick, given the trick's cards, the pack and the follow hook's context.  The object
path (``TrickPlay(winner=...)``) and the kernel (``TrickRules(winner=...)``) call
the same function."""


CaptureRule = Callable[[Sequence[int], Sequence[Card], int], "Sequence[int] | None"]
"""A game's capture hook, written once over cards: (seats, cards in play order, the
winner's seat) → the seat that takes each card (play order), or ``None`` when the
winner takes them all.  ``TrickPlay`` applies it to its piles of cards; the kernel's
form (piles as masks) is derived from it by :func:`tarock_tutor.core.kernel.kernel_capture`."""


class TrickView(Protocol):
    """What a game's context and end-of-trick hooks may read of the play so far; both
    :class:`~tarock_tutor.core.trickplay.TrickPlay` and the kernel offer it, so a hook
    is written once for the explained path and for search."""

    @property
    def to_move(self) -> int | None: ...

    def led_suits(self) -> list[Suit | None]:
        """The suit led in each finished trick, in order."""
        ...

    def trick_leaders(self) -> list[int]:
        """The seat that led each finished trick, in order."""
        ...

    def current_lead(self) -> Suit | None:
        """The suit to follow in the trick in progress (``None``: none yet)."""
        ...

    def played_in_trick(self) -> int:
        """How many cards the trick in progress holds."""
        ...


# --- the shared rule, once -------------------------------------------------------
# Every engine asks this table: the explained path below (card by card), the
# object path's fast legality (:class:`~tarock_tutor.core.trickplay.TrickPlay`, hands
# kept by suit) and the kernel (:class:`~tarock_tutor.core.kernel.Kernel`, hands as
# bitmasks).  Each maps the answer onto its own containers; none decides the rule.

LEAD_SUIT, TRUMPS, ANY = 0, 1, 2
"""What the shared rule lets a player play to a led trick: the led suit, trumps, or
any card."""


def _obligation(trump_led: bool, holds_led: bool, holds_trump: bool) -> tuple[int, str]:
    """Rules 2 and 3 of the module docstring: (what may be played, the reason code)."""
    if holds_led:
        return LEAD_SUIT, "MUST_PLAY_TRUMP" if trump_led else "MUST_FOLLOW_SUIT"
    if not trump_led and holds_trump:
        return TRUMPS, "MUST_TRUMP"
    return ANY, "FREE_DISCARD"


OBLIGATION: tuple[tuple[int, str], ...] = tuple(
    _obligation(bool(k & 4), bool(k & 2), bool(k & 1)) for k in range(8))
"""The shared rule as a table, indexed by :func:`obligation_key`."""


def obligation_key(trump_led: bool, holds_led: object, holds_trump: object) -> int:
    """The index into :data:`OBLIGATION` (engines inline this: ``4*t + 2*l + h``).

    >>> [OBLIGATION[obligation_key(False, l, t)][1] for l, t in ((1, 1), (0, 1), (0, 0))]
    ['MUST_FOLLOW_SUIT', 'MUST_TRUMP', 'FREE_DISCARD']
    >>> OBLIGATION[obligation_key(True, 0, 0)]
    (2, 'FREE_DISCARD')
    """
    return (4 if trump_led else 0) | (2 if holds_led else 0) | (1 if holds_trump else 0)


def standard_legality(hand: Sequence[Card], trick: Sequence[Card]) -> Legality:
    """The shared follow rule (module docstring), read from :data:`OBLIGATION`."""
    suit = led_suit(trick) if trick else None
    if suit is None:  # a lead (or only a card of no suit led: nothing to follow yet)
        return Legality(tuple(hand), "FREE_LEAD")
    trump_led = suit is Suit.TRUMP
    same = tuple(c for c in hand if c.suit is suit)
    # the trumps are only looked for when the led suit is not held (else they are the
    # led suit, or the table's answer does not depend on them)
    trumps = same if trump_led or same else tuple(c for c in hand if c.suit is Suit.TRUMP)
    what, code = OBLIGATION[4 * trump_led + 2 * bool(same) + bool(trumps)]
    if what == ANY:
        return Legality(tuple(hand), code)
    return Legality(same if what == LEAD_SUIT else trumps, code, params=suit_params(suit))


class FollowRule:
    """The follow obligation as an object, so games can add their exceptions.

    Subclasses override :meth:`legality`; ``context`` carries whatever a game
    needs (e.g. how many trump leads there have been).
    """

    key = "standard"
    kernel_form = "standard"
    """The bitmask form the kernel uses for this rule (:mod:`tarock_tutor.core.kernel`);
    only a class that declares it itself gets one: others are asked card by card."""
    exempt_card: Card | None = None
    """For ``kernel_form = "exempt"``: the one card free of the obligation."""
    context_at_lead_only = False
    """True: :meth:`legality` reads its context only for a trick's first card (with a
    card on the table it answers as with ``None``), so the kernel asks the context at
    leads only; like ``kernel_form``, only a class that declares it itself has it."""
    context_fixed_in_trick = False
    """True: the context this rule is asked with reads only the finished tricks and the
    suit led (:class:`TrickView`'s ``led_suits``, ``trick_leaders``, ``current_lead``),
    never the seat to move or how many cards are down, so within a trick it is fixed
    once the lead is on the table: the search's hooked path
    (:mod:`~tarock_tutor.core.solver_hooked`) asks it once per lead card, not at every
    card.  Only a class that declares it itself has it."""
    named_cards: tuple[Card, ...] | None = None
    """The cards whose identity :meth:`legality` and :meth:`context_key` read (its
    exceptions), declared by a rule that otherwise reads only suits, whether a card is
    a trump and the order of ranks (never another card's identity, nor a duty to beat
    that names one), and whose context reads no card either (suits led, leaders, counts
    of tricks): the exact search then keeps these cards apart and merges the others as
    under the shared rule, keying its table by relative ranks
    (:attr:`~tarock_tutor.core.solver_search.Search.mergeable`).  ``None``: not
    declared (no merging).  Only a class that declares it itself has it."""

    def legality(self, hand: Sequence[Card], trick: Sequence[Card],
                 context: Any = None) -> Legality:
        return standard_legality(hand, trick)

    def context_key(self, context: Any) -> Any:
        """What :meth:`legality` reads of ``context``: two contexts with equal keys get
        the same answers for every hand and trick, so a search may keep the answers by
        the key (default: the context itself).  Hashable."""
        return context


STANDARD = FollowRule()


@dataclass(frozen=True)
class TrickHooks:
    """One deal's trick rules as the game states them (its ``trick_rules.py``): the
    follow rule and its context, the winner rule, the capture hook and what happens
    after a card or a trick.  The play phase builds its ``TrickPlay`` from this
    (:meth:`~tarock_tutor.core.trickplay.TrickPlay.from_hooks`) and the kernel is
    compiled from that ``TrickPlay`` and the same bundle, so no rule is written twice.

    ``context`` reads a :class:`TrickView`; ``strength`` is a deal's own strength
    order (a court card kept as a pip); ``on_play``/``on_trick`` change the game's own
    state only (the kernel does not search them: a game says so in its ``exact.py``)."""

    follow: FollowRule = STANDARD
    context: Callable[[TrickView], Any] | None = None
    winner: WinnerHook | None = None
    trumps_win: bool = True
    strength: Mapping[Card, int] | None = None
    capture: CaptureRule | None = None
    capture_cards: tuple[Card, ...] = ()
    """The only cards ``capture`` looks at (empty: it is asked after every trick); the
    kernel skips the hook for a trick without them."""
    on_play: Callable[[int, Card], None] | None = None
    on_trick: Callable[[Any], None] | None = None
    ref: RuleRef | None = None


def legal_plays(hand: Sequence[Card], trick: Sequence[Card], *,
                rule: FollowRule = STANDARD, context: Any = None) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (cards played so far)."""
    return list(rule.legality(hand, trick, context).cards)


def explain_play(hand: Sequence[Card], trick: Sequence[Card], played: Card, *, seat: int = 0,
                 rule: FollowRule = STANDARD, context: Any = None) -> Verdict:
    """Whether ``played`` may go to ``trick`` from ``hand``, and why.

    >>> from tarock_tutor.core.notation import parse_cards, parse_card
    >>> v = explain_play(parse_cards("T3 HK S8"), parse_cards("H1"), parse_card("S8"))
    >>> v.allowed, v.code, [str(a.card) for a in v.alternatives]
    (False, 'MUST_FOLLOW_SUIT', ['HK'])
    """
    action = Play(seat, played)
    if played not in hand:
        leg = rule.legality(hand, trick, context)
        return Verdict(False, "NOT_IN_HAND", action,
                       tuple(Play(seat, c) for c in leg.cards), leg.rule,
                       {"card": played.code})
    leg = rule.legality(hand, trick, context)
    alternatives = tuple(Play(seat, c) for c in leg.cards)
    params = dict(leg.params, card=played.code)
    if played in leg.special:
        code, ref = leg.special[played]
        return Verdict(played in leg.cards, code, action, alternatives, ref, params)
    return Verdict(played in leg.cards, leg.code, action, alternatives, leg.rule, params)


def trick_winner(trick: Sequence[Card], pack: Pack, *, trumps_win: bool = True) -> int:
    """Index (in play order) of the card that wins the trick.

    The highest trump wins; without a trump (or with ``trumps_win=False``, for a
    contract in which trumps have lost their power) the highest card of the led
    suit.  The Fugitive never wins.  Examples on a game's pack are in the tests; on
    a pack built here (a card's strength is its rank):

    >>> from tarock_tutor.core.cards import Names, Pack, Suit, card
    >>> cards = tuple(card(s, r) for s in (Suit.TRUMP, Suit.HEARTS) for r in (1, 2, 3))
    >>> demo = Pack("demo6", "six-card demo pack", cards, strength={c: c.rank for c in cards},
    ...             value={c: 1 for c in cards}, names={c: Names(c.code, c.code, c.code)
    ...                                                 for c in cards})
    >>> from tarock_tutor.core.notation import parse_cards
    >>> trick_winner(parse_cards("H1 H3 T1"), demo)   # the only trump
    2
    >>> trick_winner(parse_cards("H1 H3 H2"), demo)   # no trump: the highest heart
    1
    >>> trick_winner(parse_cards("H1 T3 H2"), demo, trumps_win=False)
    2
    """
    if not trick:
        raise ValueError("an empty trick has no winner")
    suit = led_suit(trick)
    strength = pack.strength
    best = -1
    best_key = (-1, -1)
    for i, c in enumerate(trick):
        if c.suit is Suit.FOOL:
            continue
        if trumps_win and c.suit is Suit.TRUMP:
            key = (2, strength[c])
        elif c.suit is suit:
            key = (1, strength[c])
        else:
            continue
        if key > best_key:
            best, best_key = i, key
    if best < 0:  # a trick of the Fugitive alone cannot happen in a real deal
        raise ValueError("no card in the trick can win it")
    return best
