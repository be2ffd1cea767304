"""Exact odds by counting: where the cards a seat cannot see may lie.

A seat knows its own hand, the cards it has seen played or exposed, and the
suits another seat has shown it lacks (it did not follow).  Every deal that
agrees with that knowledge is equally likely (the shuffle is uniform), so a
probability is a ratio of two counts of deals.  The unseen cards are grouped
into classes of cards that may lie in the same piles (a void rules a whole
suit out of a pile); a count is then a sum of products of multinomial
coefficients, found by a small dynamic programme over the classes.  No
sampling: every answer is an exact :class:`fractions.Fraction`
(examples on a game's pack: ``tests/core/test_generic_doc_examples.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb, factorial
from typing import Any

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.notation import parse_cards

__all__ = ["TALON", "OddsError", "PileKey", "Situation", "pattern_table", "pile_ja", "suit_ja"]

TALON = "talon"
PileKey = int | str
"""A hidden pile: a seat number, or ``"talon"`` (any other text names a pile of its own)."""

_SUIT_JA = {Suit.TRUMP: "切札", Suit.SPADES: "スペード", Suit.CLUBS: "クラブ",
            Suit.HEARTS: "ハート", Suit.DIAMONDS: "ダイヤ", Suit.FOOL: "逃亡者"}


class OddsError(TarockError):
    """A question the odds cannot answer because what is 'known' is impossible.

    It carries a stable ``code`` and its ``params``; the reader's sentence (``ja``, what
    :func:`~tarock_tutor.core.errors.error_ja` shows) is the code's, from the message
    registry; the English message stays the Python API's."""

    def __init__(self, message: str, code: str, **params: Any) -> None:
        super().__init__(message, code=code, params=params)
        self.ja = messages.text(code, "ja", **params)


messages.register({
    "ODDS_NOT_A_SUIT": {"ja": "スートの指定が正しくありません: {value}。", "en": "not a suit"},
    "ODDS_NOT_A_CARD": {"ja": "{what}に、カードでないもの({value})があります。",
                        "en": "not a card"},
    "ODDS_CARD_NOT_IN_PACK": {"ja": "{what}の{name}は、このゲームのパックにないカードです。",
                              "en": "not in the pack"},
    "ODDS_CARD_TWICE": {"ja": "{name}が2回出てきます({first}と{where})。"
                              "どのカードもパックに1枚しかありません。",
                        "en": "a card is listed twice"},
    "ODDS_BAD_PILE_SIZE": {"ja": "{where}の見えない枚数({value})が正しくありません。",
                           "en": "a pile cannot hold that many unseen cards"},
    "ODDS_SIZES_MISMATCH": {"ja": "見えないカードは{unseen}枚ですが、見えない場所の枚数の合計は"
                                  "{hidden}枚です。手札・見えたカード・各席の枚数を確かめてください。",
                            "en": "{unseen} cards are unseen but the hidden piles hold {hidden}"},
    "ODDS_VOID_NOT_HIDDEN": {"ja": "{where}は見えない場所ではないので、「持っていないスート」を"
                                   "指定できません。",
                             "en": "a void was given for a pile that is not hidden"},
    "ODDS_NO_DEAL": {"ja": "ありえない状況です: {named}とすると、見えないカードを配る方法が"
                           "ひとつもありません。",
                     "en": "the voids leave no possible deal of the unseen cards"},
    "ODDS_NOT_HIDDEN": {"ja": "{where}は、ここでは見えない場所ではありません。",
                        "en": "not a hidden pile here"},
    "ODDS_CARD_SEEN": {"ja": "{name}は見えているカードです(自分の手札か、すでに見えたカード)。",
                       "en": "the card is not unseen"},
    "ODDS_CARD_ASKED_TWICE": {"ja": "同じカードが2回指定されています。",
                              "en": "a card is asked about twice"},
    "ODDS_CARD_IN_TWO_GROUPS": {"ja": "{name}が2つのグループに入っています。",
                                "en": "a card is in two groups"},
    "ODDS_BAD_SEAT": {"ja": "席の番号が正しくありません: {value}。", "en": "not a seat: {value}"},
    "ODDS_OWN_HAND_SHOWN": {"ja": "自分の手札は「見えている手札」ではなく、手札として指定します。",
                            "en": "the seat's own hand goes in hand="},
    "ODDS_SHOWN_TOO_MANY": {"ja": "{where}は{size}枚しか持っていないのに、{count}枚が見えたことに"
                                  "なっています。",
                            "en": "more cards shown than held"},
    "ODDS_UNKNOWN_HAND_TYPE": {"ja": "この手の種類({value})は、このゲームの規則にありません。",
                               "en": "no such hand type"},
    "ODDS_NO_TRUMP_LEFT": {"ja": "探せる切札がありません。カードを選んでください。",
                           "en": "no unseen trump to look for"},
})


def pile_ja(pile: PileKey, seats: int | None = None, dealer: int | None = None) -> str:
    """A pile as the book names it: a seat through the book's one seat helper
    (:func:`~tarock_tutor.core.labels.seat_ja`), the talon as タロン.

    >>> pile_ja(TALON), pile_ja(2, 4)
    ('タロン', '席3')
    """
    if pile == TALON:
        return "タロン"
    if isinstance(pile, int):
        return seat_ja(pile, dealer, seats)
    return str(pile)


def suit_ja(suit: Suit, pack: Pack | None = None) -> str:
    """A suit as the pack's own card names call it (a pack may name its suits in
    words of its own; an example on such a pack is in the tests).

    >>> suit_ja(Suit.HEARTS)
    'ハート'
    """
    if pack is not None and suit not in (Suit.TRUMP, Suit.FOOL):
        for c in pack.cards:
            if c.suit is suit:
                return pack.name(c).split("の")[0]
    return _SUIT_JA[suit]


# ----------------------------------------------------------------------------
# Counting

Classes = tuple[tuple[int, int], ...]
"""Unseen cards grouped as ``(how many, bitmask of the piles they may lie in)``."""


def _multinomial(n: int, parts: Iterable[int]) -> int:
    out = factorial(n)
    for p in parts:
        out //= factorial(p)
    return out


def _compositions(m: int, piles: Sequence[int], caps: Sequence[int]) -> Iterator[list[int]]:
    """Every way to split ``m`` into the listed piles, none above its capacity."""
    if not piles:
        if m == 0:
            yield []
        return
    first, rest = piles[0], piles[1:]
    room = sum(caps[p] for p in rest)
    for k in range(max(0, m - room), min(m, caps[first]) + 1):
        for tail in _compositions(m - k, rest, caps):
            yield [k, *tail]


def _normal(classes: Iterable[tuple[int, int]], caps: Sequence[int]) -> Classes:
    """Masks reduced to the piles with room left, equal masks merged, empty classes gone
    (the count does not depend on why cards were grouped, only where they may go)."""
    open_mask = sum(1 << p for p, c in enumerate(caps) if c)
    merged: dict[int, int] = {}
    for m, mask in classes:
        if m:
            key = mask & open_mask
            merged[key] = merged.get(key, 0) + m
    return tuple(sorted(((m, k) for k, m in merged.items()), key=lambda x: (x[0], x[1])))


def ways(classes: Iterable[tuple[int, int]], caps: Sequence[int]) -> int:
    """The number of deals of the unseen cards: class ``(m, mask)`` holds ``m`` distinct
    cards, each only in a pile of ``mask``; pile ``p`` receives exactly ``caps[p]`` cards.

    >>> ways([(4, 0b11)], (2, 2))            # C(4, 2)
    6
    >>> ways([(2, 0b01), (2, 0b11)], (2, 2))  # the first two are forced into pile 0
    1
    >>> ways([(3, 0b01)], (2, 1))
    0
    """
    caps = tuple(caps)
    return _ways(_normal(classes, caps), caps)


@lru_cache(maxsize=65536)
def _ways(classes: Classes, caps: tuple[int, ...]) -> int:
    if sum(m for m, _ in classes) != sum(caps):
        return 0
    if not classes:
        return 1
    (m, mask), rest = classes[-1], classes[:-1]
    piles = [p for p in range(len(caps)) if mask >> p & 1]
    if not rest:   # the last class fills what is left, if it may
        if any(caps[p] for p in range(len(caps)) if not mask >> p & 1):
            return 0
        return _multinomial(m, (caps[p] for p in piles))
    total = 0
    for split in _compositions(m, piles, caps):
        left = list(caps)
        for p, k in zip(piles, split, strict=True):
            left[p] -= k
        inner = _ways(_normal(rest, left), tuple(left))
        if inner:
            total += _multinomial(m, split) * inner
    return total


# ----------------------------------------------------------------------------
# What a seat knows

def _suit(suit: object) -> Suit:
    """A suit given as :class:`Suit` (or its number); anything else is refused by name."""
    if isinstance(suit, Suit):
        return suit
    if isinstance(suit, int) and not isinstance(suit, bool) and suit in set(Suit):
        return Suit(suit)
    raise OddsError(f"{suit!r} is not a suit", "ODDS_NOT_A_SUIT", value=repr(suit)[:30])


def _cards_of(cards: str | Iterable[Card], pack: Pack, what: str) -> tuple[Card, ...]:
    out = tuple(parse_cards(cards, pack)) if isinstance(cards, str) else tuple(cards)
    for c in out:
        if not isinstance(c, Card):
            raise OddsError(f"{what}: {c!r} is not a card", "ODDS_NOT_A_CARD",
                            what=what_ja(what), value=repr(c)[:30])
        if c not in pack:
            raise OddsError(f"{what}: card {c.code!r} is not in the {pack.title}",
                            "ODDS_CARD_NOT_IN_PACK", what=what_ja(what), name=c.symbol)
    return out


_WHAT_JA = {"hand": "自分の手札", "seen": "見えたカード", "query": "たずねたカード"}


def what_ja(what: str) -> str:
    return _WHAT_JA.get(what.split(" ")[0], "入力")


@dataclass(frozen=True)
class Situation:
    """What one seat knows: the pack, the hidden piles with the number of unseen cards
    each holds, the unseen cards, and the suits each pile is known to lack."""

    pack: Pack
    piles: tuple[PileKey, ...]
    sizes: tuple[int, ...]
    unseen: tuple[Card, ...]
    voids: tuple[frozenset[Suit], ...]
    seats: int | None = None
    dealer: int | None = None

    @classmethod
    def build(cls, pack: Pack, hidden: Mapping[PileKey, int], *,
              mine: str | Iterable[Card] = (), seen: str | Iterable[Card] = (),
              voids: Mapping[PileKey, Iterable[Suit]] | None = None,
              seats: int | None = None, dealer: int | None = None) -> Situation:
        """``hidden`` maps each pile the seat cannot see to its number of unseen cards;
        ``mine`` is the seat's hand, ``seen`` every other card it has seen (played,
        exposed, its own discards); ``voids`` the suits a pile has shown it lacks.
        ``seats`` and ``dealer`` only name the seats for a reader."""
        own = _cards_of(mine, pack, "hand")
        other = _cards_of(seen, pack, "seen cards")
        counted: dict[Card, str] = {}
        for c, where in [(c, "hand") for c in own] + [(c, "seen") for c in other]:
            if c in counted:
                first = counted[c]
                raise OddsError(
                    f"card {c.code!r} is listed twice (in the {first} and in the {where})",
                    "ODDS_CARD_TWICE", name=pack.name(c), first=what_ja(first),
                    where=what_ja(where))
            counted[c] = where
        piles = tuple(hidden)
        sizes = tuple(hidden.values())
        for p, n in zip(piles, sizes, strict=True):
            where = pile_ja(p, seats, dealer)
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise OddsError(f"pile {p!r} cannot hold {n!r} unseen cards",
                                "ODDS_BAD_PILE_SIZE", where=where, value=repr(n)[:30])
        unseen = tuple(c for c in pack.cards if c not in counted)
        if sum(sizes) != len(unseen):
            raise OddsError(
                f"{len(unseen)} cards are unseen but the hidden piles hold {sum(sizes)}",
                "ODDS_SIZES_MISMATCH", unseen=len(unseen), hidden=sum(sizes))
        void_sets: list[frozenset[Suit]] = [frozenset() for _ in piles]
        for p, suits in (voids or {}).items():
            if p not in piles:
                raise OddsError(f"a void was given for {p!r}, which is no hidden pile",
                                "ODDS_VOID_NOT_HIDDEN", where=pile_ja(p, seats, dealer))
            one = isinstance(suits, int | str)   # a single suit, or text that is none
            got = frozenset(_suit(x) for x in ([suits] if one else suits))
            void_sets[piles.index(p)] = got
        s = cls(pack, piles, sizes, unseen, tuple(void_sets), seats, dealer)
        if s.total() == 0:
            named = "、".join(
                f"{pile_ja(p, seats, dealer)}に{'・'.join(suit_ja(x, pack) for x in sorted(v))}なし"
                for p, v in zip(piles, void_sets, strict=True) if v)
            raise OddsError("the voids leave no possible deal of the unseen cards",
                            "ODDS_NO_DEAL", named=named)
        return s

    def name(self, pile: PileKey) -> str:
        """The pile as the book names it (席2, タロン)."""
        return pile_ja(pile, self.seats, self.dealer)

    # --- counting -----------------------------------------------------------
    def _mask(self, c: Card) -> int:
        return sum(1 << i for i, v in enumerate(self.voids) if c.suit not in v)

    def _classes(self, cards: Iterable[Card],
                 restrict: Callable[[Card], int] | None = None) -> list[tuple[int, int]]:
        count: dict[int, int] = {}
        for c in cards:
            mask = self._mask(c) & (restrict(c) if restrict else -1)
            count[mask] = count.get(mask, 0) + 1
        return [(m, mask) for mask, m in count.items()]

    def total(self) -> int:
        """The number of deals of the unseen cards that agree with what is known."""
        return ways(self._classes(self.unseen), self.sizes)

    def _pile(self, pile: PileKey) -> int:
        if pile not in self.piles:
            raise OddsError(f"{pile!r} is not a hidden pile here", "ODDS_NOT_HIDDEN",
                            where=self.name(pile))
        return self.piles.index(pile)

    def _unseen(self, cards: str | Iterable[Card]) -> tuple[Card, ...]:
        got = _cards_of(cards, self.pack, "query")
        for c in got:
            if c not in self.unseen:
                raise OddsError(f"card {c.code!r} is not unseen: this seat knows where it is",
                                "ODDS_CARD_SEEN", name=self.pack.name(c))
        if len(set(got)) != len(got):
            raise OddsError("a card is asked about twice", "ODDS_CARD_ASKED_TWICE")
        return got

    def where(self, c: Card | str) -> dict[PileKey, Fraction]:
        """The chance of each hidden pile holding ``c``."""
        (c,) = self._unseen(c if isinstance(c, str) else [c])
        total = self.total()
        rest = [x for x in self.unseen if x is not c]
        out: dict[PileKey, Fraction] = {}
        for i, p in enumerate(self.piles):
            if not self._mask(c) >> i & 1 or not self.sizes[i]:
                out[p] = Fraction(0)
                continue
            caps = list(self.sizes)
            caps[i] -= 1
            out[p] = Fraction(ways(self._classes(rest), caps), total)
        return out

    def chance_any(self, cards: str | Iterable[Card], pile: PileKey) -> Fraction:
        """The chance that ``pile`` holds at least one of ``cards``."""
        targets = set(self._unseen(cards))
        i = self._pile(pile)
        keep_out = ~(1 << i)
        none = ways(self._classes(self.unseen, lambda c: keep_out if c in targets else -1),
                    self.sizes)
        return 1 - Fraction(none, self.total())

    def chance_all(self, cards: str | Iterable[Card], pile: PileKey) -> Fraction:
        """The chance that ``pile`` holds every one of ``cards``."""
        targets = set(self._unseen(cards))
        i = self._pile(pile)
        if any(not self._mask(c) >> i & 1 for c in targets) or len(targets) > self.sizes[i]:
            return Fraction(0)
        caps = list(self.sizes)
        caps[i] -= len(targets)
        rest = [c for c in self.unseen if c not in targets]
        return Fraction(ways(self._classes(rest), caps), self.total())

    def split(self, suit: Suit) -> dict[tuple[int, ...], Fraction]:
        """How the unseen cards of ``suit`` split among the hidden piles: each vector of
        counts (in the order of :attr:`piles`) with its chance; impossible ones left out."""
        suit = _suit(suit)
        ours = [c for c in self.unseen if c.suit is suit]
        rest = [c for c in self.unseen if c.suit is not suit]
        total = self.total()
        out: dict[tuple[int, ...], Fraction] = {}
        if not ours:
            return {tuple(0 for _ in self.piles): Fraction(1)}
        allowed = [i for i in range(len(self.piles)) if self._mask(ours[0]) >> i & 1]
        for split in _compositions(len(ours), allowed, self.sizes):
            counts = [0] * len(self.piles)
            for i, k in zip(allowed, split, strict=True):
                counts[i] = k
            left = [n - k for n, k in zip(self.sizes, counts, strict=True)]
            n = _multinomial(len(ours), split) * ways(self._classes(rest), left)
            if n:
                out[tuple(counts)] = Fraction(n, total)
        return out

    def holding(self, pile: PileKey, groups: Sequence[str | Iterable[Card]]
                ) -> dict[tuple[int, ...], Fraction]:
        """The joint chance of how many unseen cards of each group ``pile`` holds
        (groups must not overlap; cards already seen count in no group)."""
        i = self._pile(pile)
        sets = [set(_cards_of(g, self.pack, "query")) & set(self.unseen) for g in groups]
        tag: dict[Card, int] = {}
        for g, cards in enumerate(sets):
            for c in cards:
                if c in tag:
                    raise OddsError(f"card {c.code!r} is in two groups",
                                    "ODDS_CARD_IN_TWO_GROUPS", name=self.pack.name(c))
                tag[c] = g
        classes: dict[tuple[int, int], int] = {}
        for c in self.unseen:
            key = (tag.get(c, -1), self._mask(c))
            classes[key] = classes.get(key, 0) + 1
        items = sorted(classes.items())
        total = self.total()
        out: dict[tuple[int, ...], Fraction] = {}
        caps_after = list(self.sizes)
        caps_after[i] = 0

        def walk(j: int, room: int, taken: list[int], weight: int) -> None:
            if j == len(items):
                if room:
                    return
                left = [(m - k, mask) for ((_, mask), m), k in zip(items, taken, strict=True)]
                n = weight * ways(left, caps_after)
                if n:
                    key = tuple(sum(k for ((g, _), _m), k in zip(items, taken, strict=True)
                                    if g == want) for want in range(len(sets)))
                    out[key] = out.get(key, Fraction(0)) + Fraction(n, total)
                return
            (_, mask), m = items[j]
            top = min(m, room) if mask >> i & 1 else 0
            for k in range(top + 1):
                walk(j + 1, room - k, [*taken, k], weight * comb(m, k))

        walk(0, self.sizes[i], [], 1)
        return out

    def chance(self, pile: PileKey, groups: Sequence[str | Iterable[Card]],
               test: Callable[[tuple[int, ...]], bool]) -> Fraction:
        """The chance that ``test`` holds for the counts :meth:`holding` gives."""
        return sum((p for k, p in self.holding(pile, groups).items() if test(k)), Fraction(0))


def pattern_table(split: Mapping[tuple[int, ...], Fraction]) -> list[tuple[str, Fraction]]:
    """A split grouped by pattern, largest share first (``4-2-1``), most likely first.

    >>> pattern_table({(2, 1): Fraction(3, 8), (1, 2): Fraction(3, 8), (3, 0): Fraction(1, 4)})
    [('2-1', Fraction(3, 4)), ('3-0', Fraction(1, 4))]
    """
    out: dict[str, Fraction] = {}
    for counts, p in split.items():
        key = "-".join(str(k) for k in sorted(counts, reverse=True))
        out[key] = out.get(key, Fraction(0)) + p
    return sorted(out.items(), key=lambda kv: (-kv[1], kv[0]))
