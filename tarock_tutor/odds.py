"""Exact odds for the five games: the counting of :mod:`tarock_tutor.core.odds` with
each game's deal (hand sizes, talon, a dealer who sits out) read from the engine,
and the hand types the rules name (Trull, trump counts for Solo, …), cited.

Everything is counted, nothing sampled; answers are :class:`~fractions.Fraction`.

>>> from fractions import Fraction
>>> dealt_shape("dreierles4")          # the dealer (seat 0) sits out
((0, 16, 16, 16), 6)
>>> trull = hand_type("zwanzigerrufen", "trull")
>>> dealt_chance("zwanzigerrufen", trull) == Fraction(10 * 9 * 8, 40 * 39 * 38)
True
>>> s = at_table("neunzehnerrufen", 0, hand="T21 T20 T18 T17 T16 HK HQ SK S10 C9 CK DK")
>>> s.piles, s.sizes
((1, 2, 3, 'talon'), (12, 12, 12, 6))
>>> s.where(parse_cards("T19")[0])[TALON]    # 6 of the 42 unseen cards lie in the talon
Fraction(1, 7)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb

from tarock_tutor.core.cards import KING, SKUS, Card, Pack, Suit, card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_number
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.odds import TALON, OddsError, PileKey, Situation, pile_ja, suit_ja
from tarock_tutor.core.variants import Variant, get_variant

__all__ = ["HAND_TYPES", "TALON", "HandType", "OddsError", "Situation", "at_table",
           "before_deal", "dealt_chance", "dealt_hands", "dealt_shape", "formula_ja",
           "hand_type", "hand_types", "parse_cards", "percent", "table_dealer"]

CardsLike = str | Iterable[Card]


def _variant(variant: str | Variant) -> Variant:
    import tarock_tutor.games  # noqa: F401  (the games register their variants)

    if isinstance(variant, Variant):
        return variant
    if not isinstance(variant, str):
        raise TarockError(f"a variant is named by text such as 'cego3', not {variant!r}",
                          code="VARIANT_NOT_TEXT", params={"value": repr(variant)[:30]})
    return get_variant(variant)


def dealt_hands(variant: str | Variant, seed: int = 0, *, dealer: int | None = None
                ) -> tuple[tuple[Card, ...], ...]:
    """The hands the engine's seeded dealer gives (the whole deal of a staged one)."""
    from tarock_tutor.games import new_deal

    state = new_deal(_variant(variant).key, seed=seed, dealer=dealer)
    return state.deal_view().dealt


def dealt_shape(variant: str | Variant, *, dealer: int | None = None
                ) -> tuple[tuple[int, ...], int]:
    """Cards dealt to each seat and to the talon, as the engine deals the variant."""
    return _shape(_variant(variant).key, dealer)


@lru_cache(maxsize=64)
def _shape(key: str, dealer: int | None) -> tuple[tuple[int, ...], int]:
    sizes = tuple(len(h) for h in dealt_hands(key, dealer=dealer))
    return sizes, len(get_variant(key).pack) - sum(sizes)


def table_dealer(variant: str | Variant, dealer: int | None = None) -> int:
    """The dealer of a deal: as given, else the game's default (as ``new_deal`` deals)."""
    from tarock_tutor.core.registry import game_of

    return game_of(_variant(variant)).default_dealer if dealer is None else dealer


def _book_order(seats: int, dealer: int) -> list[int]:
    """Engine seats in the order the book numbers them (席1, 席2, …)."""
    return sorted(range(seats), key=lambda s: seat_number(s, dealer, seats))


def _check_seat(seat: object, seats: int) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
        raise OddsError(f"seat must be a seat number 0..{seats - 1}, not {seat!r}",
                        "ODDS_BAD_SEAT", value=repr(seat)[:30])
    return seat


def at_table(variant: str | Variant, seat: int, *, hand: CardsLike,
             played: Mapping[int, CardsLike] | None = None,
             shown: Mapping[int, CardsLike] | None = None,
             talon: CardsLike | None = None, gone: CardsLike = (),
             voids: Mapping[PileKey, Iterable[Suit]] | None = None,
             dealer: int | None = None) -> Situation:
    """What ``seat`` knows at the table: its ``hand`` now, the cards each seat has
    ``played``, hands ``shown`` face up (a dummy), the ``talon`` if it was exposed,
    other cards it has seen (``gone``: its own discards) and the ``voids`` shown.
    The other seats' unseen cards and an unexposed talon are the hidden piles."""
    v = _variant(variant)
    pack = v.pack
    dealer = table_dealer(v, dealer)
    sizes, talon_size = dealt_shape(v, dealer=dealer)
    _check_seat(seat, v.seats)
    played = dict(played or {})
    shown = dict(shown or {})
    for s in [*played, *shown]:
        _check_seat(s, v.seats)
    if seat in shown:
        raise OddsError("the seat's own hand goes in hand=, not in shown=",
                        "ODDS_OWN_HAND_SHOWN")
    seen: list[Card] = []
    hidden: dict[PileKey, int] = {}
    for s in _book_order(v.seats, dealer):
        out = [*_as_cards(played.get(s, ()), pack), *_as_cards(shown.get(s, ()), pack)]
        seen += out
        if s != seat and sizes[s] - len(out) > 0:
            hidden[s] = sizes[s] - len(out)
        elif s != seat and sizes[s] - len(out) < 0:
            raise OddsError(f"seat {s} is said to have shown {len(out)} cards but holds "
                            f"only {sizes[s]}", "ODDS_SHOWN_TOO_MANY",
                            where=pile_ja(s, v.seats, dealer), size=sizes[s], count=len(out))
    if talon is None:
        if talon_size:
            hidden[TALON] = talon_size
    else:
        seen += _as_cards(talon, pack)
    seen += _as_cards(gone, pack)
    return Situation.build(pack, hidden, mine=_as_cards(hand, pack), seen=seen,
                           voids=voids, seats=v.seats, dealer=dealer)


def _as_cards(cards: CardsLike, pack: Pack) -> list[Card]:
    return list(parse_cards(cards, pack)) if isinstance(cards, str) else list(cards)


def before_deal(variant: str | Variant, *, dealer: int | None = None) -> Situation:
    """Nothing known yet: every seat's hand and the talon are hidden."""
    v = _variant(variant)
    dealer = table_dealer(v, dealer)
    sizes, talon_size = dealt_shape(v, dealer=dealer)
    hidden: dict[PileKey, int] = {s: sizes[s] for s in _book_order(v.seats, dealer) if sizes[s]}
    if talon_size:
        hidden[TALON] = talon_size
    return Situation.build(v.pack, hidden, seats=v.seats, dealer=dealer)


# ----------------------------------------------------------------------------
# Hand types the rules name

@dataclass(frozen=True)
class HandType:
    """A kind of dealt hand a rule names: groups of cards and a test on how many of
    each the hand holds."""

    key: str
    ja: str
    groups: Callable[[Variant], list[list[Card]]]
    test: Callable[[Variant, tuple[int, ...]], bool]
    ref: str


def _trull(v: Variant) -> list[list[Card]]:
    """The three 5-point trumps: the top trump (Sküs/Stieß), 21 and 1."""
    return [[card(Suit.TRUMP, r)] for r in (SKUS, 21, 1)]


def _trumps(v: Variant) -> list[list[Card]]:
    return [list(v.pack.suit_cards(Suit.TRUMP))]


def _kings(v: Variant) -> list[list[Card]]:
    return [[c for c in v.pack.cards if c.rank == KING and not c.is_trump]]


def _solo_groups(v: Variant) -> list[list[Card]]:
    trumps = v.pack.suit_cards(Suit.TRUMP)
    return [[c for c in trumps if c.rank >= 18], [c for c in trumps if c.rank < 18]]


def _cego_solo(v: Variant, k: tuple[int, ...]) -> bool:
    """Cego solo hand, judged on the dealt hand: 3 players ≥ 9 trumps, or exactly 8
    with ≥ 2 of 18 and above; 4 players one trump fewer (spec cego-dreierles.md §2.8)."""
    need = 9 if v.seats == 3 else 8
    high, low = k
    return high + low >= need or (high + low == need - 1 and high >= 2)


def _valued(v: Variant) -> list[list[Card]]:
    """The cards the Sicilian '20'/'15' bids count: the pack's 10- and 5-point cards."""
    return [[c for c in v.pack.cards if v.pack.value[c] == 10],
            [c for c in v.pack.cards if v.pack.value[c] == 5]]


def _every(v: Variant, k: tuple[int, ...]) -> bool:
    return all(x == 1 for x in k)


_N19 = "neunzehner-zwanziger-sicilian.md"

HAND_TYPES: dict[str, tuple[HandType, ...]] = {
    "cego": (
        HandType("solo_hand", "ソロ向きの手(配られた手で、3人なら切札9枚以上か18以上を2枚含む8枚、"
                 "4人なら8枚以上か18以上を2枚含む7枚)", _solo_groups, _cego_solo,
                 "seed 000; spec cego-dreierles.md §2.8"),
    ),
    "dreierles": (
        HandType("droll", "ドロール(シュティース・切札21・切札1の3枚)", _trull, _every,
                 "seed 003; spec cego-dreierles.md §3.6"),
        HandType("koenigsrolle", "ケーニヒスロレ(キング4枚)", _kings,
                 lambda v, k: k[0] == 4, "spec cego-dreierles.md §3.6"),
        HandType("zehn_druck", "ツェーン・ドルック(切札10枚以上)", _trumps,
                 lambda v, k: k[0] >= 10, "spec cego-dreierles.md §3.6"),
    ),
    "neunzehnerrufen": (
        HandType("trull", "トルル(スキュース・モンド・パガットの3枚)", _trull, _every,
                 f"seed 001; spec {_N19} §1.9"),
        HandType("trumps8", "切札8枚以上", _trumps, lambda v, k: k[0] >= 8,
                 f"seed 001; spec {_N19} §1.9"),
        HandType("trumps10", "切札10枚以上", _trumps, lambda v, k: k[0] >= 10,
                 f"seed 001; spec {_N19} §1.9"),
        HandType("trumps12", "切札12枚(全部が切札)", _trumps, lambda v, k: k[0] == 12,
                 f"seed 001; spec {_N19} §1.9"),
        HandType("four_kings", "キング4枚", _kings, lambda v, k: k[0] == 4,
                 f"seed 001; spec {_N19} §1.9"),
    ),
    "zwanzigerrufen": (
        HandType("trull", "トルル(スキュース・モンド・パガットの3枚、配られたらすぐ宣言)",
                 _trull, _every, f"seed 002; spec {_N19} §2.4"),
    ),
    "sicilian": (
        HandType("twenty", "「20」を言える手(10点札と5点札の合計が20以上、配られた15枚で)",
                 _valued, lambda v, k: 10 * k[0] + 5 * k[1] >= 20,
                 f"seed 004; spec {_N19} §3.7"),
        HandType("fifteen", "「15」を言える手(10点札と5点札の合計がちょうど15)",
                 _valued, lambda v, k: 10 * k[0] + 5 * k[1] == 15,
                 f"seed 004; spec {_N19} §3.7"),
    ),
}


def hand_types(variant: str | Variant) -> tuple[HandType, ...]:
    """The hand types the rules of the variant's game name (none: an empty tuple)."""
    return HAND_TYPES.get(_variant(variant).game, ())


def hand_type(variant: str | Variant, key: str) -> HandType:
    for t in hand_types(variant):
        if t.key == key:
            return t
    v = _variant(variant)
    raise OddsError(f"no hand type {key!r} in {v.key}; known: "
                    f"{', '.join(t.key for t in hand_types(v)) or 'none'}",
                    "ODDS_UNKNOWN_HAND_TYPE", value=repr(key)[:30])


def dealt_chance(variant: str | Variant, kind: HandType, *, seat: int | None = None,
                 situation: Situation | None = None) -> Fraction:
    """The chance that ``seat`` (default: the first seat dealt any cards) is dealt a
    hand of ``kind``; from ``situation`` when given (e.g. after seeing one's own
    hand, the chance of another seat)."""
    v = _variant(variant)
    s = situation if situation is not None else before_deal(v)
    if seat is None:
        seat = next(p for p in s.piles if isinstance(p, int))
    return s.chance(seat, kind.groups(v), lambda k: kind.test(v, k))


# ----------------------------------------------------------------------------
# The formula in Japanese

def percent(p: Fraction) -> str:
    """``12.3%``; the exact fraction is shown beside it where it matters.

    >>> percent(Fraction(1, 8))
    '12.5%'
    """
    return f"{float(p) * 100:.1f}%"


def formula_ja(s: Situation, cards: Sequence[Card], pile: PileKey) -> str:
    """How the chance that ``pile`` holds one of ``cards`` is counted, in Japanese:
    a hypergeometric count when no void bears on it, else the count of deals."""
    i = s.piles.index(pile)
    n_all, n, k = len(s.unseen), s.sizes[i], len(cards)
    where = s.name(pile)
    names = "・".join(s.pack.name(c) for c in cards)
    if any(s.voids):
        return (f"「持っていないスート」がわかっているので、見えないカード{n_all}枚の配り方のうち"
                f"条件に合うものを数えます。全部で{s.total():,}通りの配り方があり、"
                f"そのうち{where}に{names}がないものの割合を1から引いた値です。")
    if k == 1:
        return (f"見えないカードは{n_all}枚で、そのうち{n}枚が{where}にあります。"
                f"どのカードも同じ確からしさでどこにでも来るので、{names}が{where}にある確率は"
                f" {n}/{n_all} です。")
    return (f"超幾何分布で数えます。見えないカード{n_all}枚から{where}の{n}枚を選ぶ選び方は"
            f" C({n_all},{n}) = {comb(n_all, n):,} 通り。{names}の{k}枚をどれも含まない選び方は"
            f" C({n_all - k},{n}) = {comb(n_all - k, n):,} 通り。"
            f"したがって確率は 1 − C({n_all - k},{n})/C({n_all},{n}) です。")


def split_ja(s: Situation, suit: Suit) -> str:
    """One sentence for the distribution table of ``suit``."""
    m = sum(1 for c in s.unseen if c.suit is suit)
    who = "・".join(s.name(p) for p in s.piles)
    return (f"見えない{suit_ja(suit, s.pack)}{m}枚が{who}にどう分かれるか。"
            f"分け方ごとに、その枚数を各場所に配る方法の数(多項係数)と残りのカードを"
            f"配る方法の数を掛け、全体の配り方の数で割っています。")
