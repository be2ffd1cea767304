"""The deal as data: everything a deal starts from, before the first action.

A :class:`Setup` names the variant, the rule options, the dealer and either a
seed (the hands come from our own shuffle) or the hands and talon themselves
(a deal typed in from a real table).  With the history of actions it is the
whole truth of a deal: replay, copy, undo and records keep all of it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Deal
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.problems import seat_what_ja
from tarock_tutor.core.variants import Options, Variant

SEED_LIMIT = 1 << 64

CardsLike = Sequence[Card] | str


def check_seat(seat: object, seats: int, what: str = "seat") -> int:
    """``seat`` as a seat number ``0..seats-1``; anything else is refused by name."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
        raise TarockError(f"{what} must be a seat number 0..{seats - 1}, not {seat!r}",
                          code="SEAT_RANGE", params={"what": seat_what_ja(what),
                                                     "value": repr(seat)[:30], "high": seats,
                                                     "last": seats - 1})
    return seat


def check_seed(seed: object) -> int:
    """A seed is a whole number in ``0 .. 2**64-1`` (never silently reduced)."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TarockError(f"seed {seed!r} must be a whole number from 0 to 2**64 - 1",
                          code="SEED_RANGE", params={"value": repr(seed)[:30]})
    if not 0 <= seed < SEED_LIMIT:
        raise TarockError(f"seed {seed} is out of range: a seed is a whole number from 0 to "
                          "2**64 - 1", code="SEED_RANGE", params={"value": str(seed)[:30]})
    return seed


@dataclass(frozen=True)
class Setup:
    """Variant, options, dealer, and a seed *or* the explicit hands and talon."""

    variant: Variant
    options: Options
    dealer: int
    seed: int | None = None
    hands: tuple[tuple[Card, ...], ...] | None = None
    talon: tuple[Card, ...] | None = None
    names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.variant, Variant):
            raise TarockError(f"a setup needs a Variant, not {self.variant!r}",
                              code="NOT_A_VARIANT", params={"value": repr(self.variant)[:30]})
        if not isinstance(self.options, Options):
            raise TarockError(f"a setup needs Options (variant.options(...)), not "
                              f"{self.options!r}", code="NOT_OPTIONS",
                              params={"value": repr(self.options)[:30]})
        check_seat(self.dealer, self.variant.seats, "dealer")
        if self.hands is None:
            if self.talon is not None:
                raise TarockError("a talon was given without the hands; give every hand "
                                  "and the talon, or a seed", code="TALON_WITHOUT_HANDS")
            check_seed(self.seed)
        elif self.seed is not None:
            raise TarockError("give either a seed or the hands, not both",
                              code="SEED_AND_HANDS_GIVEN")
        if len(self.names) not in (0, self.variant.seats) or not all(
                isinstance(n, str) for n in self.names):
            raise TarockError(f"names must be {self.variant.seats} texts, one per seat, not "
                              f"{self.names!r}", code="NAMES_COUNT",
                              params={"seats": self.variant.seats, "count": len(self.names),
                                      "value": repr(self.names)[:40]})

    @property
    def arranged(self) -> bool:
        return self.hands is not None

    @classmethod
    def seeded(cls, variant: Variant, seed: int, *, dealer: int,
               options: Mapping[str, Any] | Options | None = None,
               names: Sequence[str] = ()) -> Setup:
        return cls(variant, _options(variant, options), dealer, seed=seed, names=tuple(names))

    @classmethod
    def arranged_deal(cls, variant: Variant, hands: Sequence[CardsLike],
                      talon: CardsLike = (), *, dealer: int,
                      options: Mapping[str, Any] | Options | None = None,
                      names: Sequence[str] = ()) -> Setup:
        """A deal typed in by hand: every hand (text such as ``"T21 Sk HK"`` or cards)
        and the talon in order, top first."""
        pack = variant.pack
        if isinstance(hands, str) or not isinstance(hands, Sequence):
            raise TarockError(f"hands must be a list with one hand per seat, not {hands!r}",
                              code="HANDS_NOT_LIST", params={"value": repr(hands)[:30]})
        if len(hands) != variant.seats:
            raise TarockError(f"{variant.title} has {variant.seats} seats, but "
                              f"{len(hands)} hands were given", code="HANDS_COUNT",
                              params={"seats": variant.seats, "count": len(hands)})
        parsed = tuple(_cards(h, pack, f"hand of seat {i}") for i, h in enumerate(hands))
        return cls(variant, _options(variant, options), dealer, hands=parsed,
                   talon=_cards(talon, pack, "talon"), names=tuple(names))


def _options(variant: Variant, options: Mapping[str, Any] | Options | None) -> Options:
    if isinstance(options, Options):
        return options
    return variant.options(**dict(options or {}))


def _cards(cards: object, pack: Any, what: str) -> tuple[Card, ...]:
    if isinstance(cards, str):
        return tuple(parse_cards(cards, pack))
    if isinstance(cards, Sequence) and all(isinstance(c, Card) for c in cards):
        return tuple(cards)
    if isinstance(cards, Sequence) and all(isinstance(c, str) for c in cards):
        return tuple(parse_cards(list(cards), pack))
    raise TarockError(f"the {what} must be cards or text such as 'T21 Sk HK', not {cards!r}",
                      code="CARDS_NOT_TEXT", params={"value": repr(cards)[:30]})


def resolve_deal(setup: Setup, seeded: Callable[[int], Deal]) -> Deal:
    """The hands and talon a setup starts from.

    A seeded setup is dealt by ``seeded`` (the game's own deal).  Typed-in hands
    are checked against the shape of that deal: the same number of cards per
    seat and in the talon, every card of the pack exactly once, none foreign."""
    if setup.hands is None:
        assert setup.seed is not None
        return seeded(setup.seed)
    shape = seeded(0)
    pack = setup.variant.pack
    hands, talon = setup.hands, setup.talon or ()
    problems: list[str] = []
    ja: list[str] = []
    for seat, (hand, want) in enumerate(zip(hands, shape.hands, strict=True)):
        if len(hand) != len(want):
            problems.append(f"seat {seat} holds {len(hand)} cards; a deal of "
                            f"{setup.variant.title} gives {len(want)}")
            ja.append(f"[Hand \"{seat}\"] は{len(hand)}枚です(配られるのは{len(want)}枚)")
    if len(talon) != len(shape.talon):
        problems.append(f"the talon has {len(talon)} cards; a deal of {setup.variant.title} "
                        f"leaves {len(shape.talon)}")
        ja.append(f"タロンは{len(talon)}枚です(残るのは{len(shape.talon)}枚)")
    every = [c for h in hands for c in h] + list(talon)
    foreign = sorted({c.code for c in every if c not in pack})
    if foreign:
        problems.append(f"not cards of the {pack.title}: {', '.join(foreign)}")
        ja.append(f"このゲームのパックにないカード: {', '.join(foreign)}")
    twice_cards = sorted((c for c, n in Counter(every).items() if n > 1), key=lambda c: c.code)
    if twice_cards:
        problems.append(f"dealt twice: {', '.join(c.code for c in twice_cards)}")
        ja.append("2回書かれているカード: " + "、".join(_card_ja(pack, c) for c in twice_cards))
    missing = pack.sorted(set(pack.cards) - set(every))
    if missing and not problems:
        problems.append(f"missing from the deal: {', '.join(c.code for c in missing)}")
        ja.append("どこにも書かれていないカード: " + "、".join(_card_ja(pack, c) for c in missing))
    if problems:
        detail_en = "; ".join(problems)
        raise TarockError("impossible deal: " + detail_en, code="DEAL_IMPOSSIBLE",
                          params={"detail": "。".join(ja) + "。", "detail_en": detail_en})
    return Deal(None, hands, talon)


def _card_ja(pack: Any, card: Card) -> str:
    try:
        return str(pack.name(card, "ja"))
    except (AttributeError, KeyError, TypeError, ValueError):
        return card.code
