"""Card points, achievement units and the solo-hand test of Cego (spec
cego-dreierles.md §1.3, §1.5, §2.8, §2.10).

>>> units(36), units(35)
(1, -1)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.core.counting import baden_units, count_baden
from tarock_tutor.core.errors import TarockError
from tarock_tutor.games.cego.pack import CEGO51, TAROCK54

from .contracts import as_cards
from .contracts import ref as _ref

REF_POINTS = _ref("§2.10 (3p +1 restored from the Scribd club sheet)")
REF_UNITS = _ref("§1.5 / §2.11 achievement table")
REF_SOLO_HAND = _ref("§2.8 solo hand")


def pack_for(players: int) -> Pack:
    if players == 3:
        return CEGO51
    if players == 4:
        return TAROCK54
    raise TarockError(f"Cego is played by 3 or 4 players, not {players!r}",
                      code="PLAYERS_COUNT",
                      params={"title": "ツェゴ", "choices": "3か4", "value": repr(players)[:20]})


def sizes(players: int) -> tuple[int, int]:
    """(talon, hand) sizes: 12 and 13 for three players, 10 and 11 for four (§2.3)."""
    pack_for(players)
    return (12, 13) if players == 3 else (10, 11)


def check_points(points: object, what: str = "card points") -> int:
    """Card points are a whole number from 0 to 70 (spec §1.3: the pack counts 70)."""
    if not isinstance(points, int) or isinstance(points, bool) or not 0 <= points <= 70:
        raise TarockError(f"{what} must be a whole number between 0 and 70, not {points!r} "
                          "(spec §1.3, §2.10)", code="POINTS_RANGE",
                          params={"value": repr(points)[:30], "low": 0, "high": 70})
    return points


def units(points: int) -> int:
    """Achievement units for the declarer's card points (spec §1.5; no zero band):
    the core's :func:`~tarock_tutor.core.counting.baden_units`, which Dreierles shares.

    >>> [units(p) for p in (70, 65, 36, 35, 31, 30, 5, 0)]
    [8, 7, 1, -1, -1, -2, -7, -8]
    """
    return baden_units(check_points(points))


def card_points(cards: Iterable[Card], players: int, *, took_trick: bool = True) -> int:
    """The declarer's card points from his whole pile (tricks + set-aside cards):
    the Baden count, +1 in the 3-player game; 0 if he took no trick (§2.10).

    A pile of a declarer who took a trick holds the set-aside cards (or the Solo
    talon: 12 / 10 cards, §2.5) plus whole tricks of 3 / 4 cards; any other size
    is refused, since it would silently miscount (e.g. a forgotten legage).
    """
    pack = pack_for(players)
    pile = list(as_cards(cards, "declarer's pile"))
    for c in pile:
        if c not in pack:
            raise TarockError(f"card {c.code!r} is not in the {pack.title}",
                              code="CARD_NOT_IN_PACK", params={"typed": c.code})
    if len(set(pile)) != len(pile):
        raise TarockError("a card is listed twice in the declarer's pile",
                          code="CARD_TWICE",
                          params={"card": next(c.code for c in pile if pile.count(c) > 1)})
    if not took_trick:
        return 0
    talon, hand = sizes(players)
    n = len(pile)
    if not (talon + players <= n <= talon + players * hand and (n - talon) % players == 0):
        raise TarockError(
            f"a {players}-player declarer who took a trick holds his {talon} set-aside cards "
            f"(or the Solo talon) plus whole tricks of {players}: {talon + players}, "
            f"{talon + 2 * players}, … {talon + players * hand} cards, not {n} "
            "(spec §2.5, §2.10)",
            code="CEGO_PILE_SIZE",
            params={"players": players, "talon": talon, "low": talon + players,
                    "high": talon + players * hand, "count": n})
    return count_baden(pile, pack) + (1 if players == 3 else 0)


@dataclass(frozen=True)
class SoloHandCheck:
    """Whether a dealt hand is a *solo hand* (spec §2.8) and why, in Japanese and English."""

    is_solo_hand: bool
    trumps: int
    high_trumps: int          # trumps of 18 or higher (the Stieß included)
    reason_ja: str
    reason_en: str

    def __bool__(self) -> bool:
        return self.is_solo_hand


def solo_hand_check(hand: Iterable[Card] | str, players: int) -> SoloHandCheck:
    """3 players: 9+ trumps, or 8 with two ≥ 18; 4 players: 8+, or 7 with two ≥ 18.

    >>> solo_hand_check("Sk T19 T2 T3 T4 T5 T6 T7 S8 S9 S10 H1 H2", 3).is_solo_hand
    True
    >>> r = solo_hand_check("T21 T2 T3 T4 T5 T6 T7 T8 S8 S9 S10 H1 H2", 3)
    >>> r.is_solo_hand, r.trumps, r.high_trumps
    (False, 8, 1)
    >>> print(r.reason_ja[:32])
    切札8枚のうち18以上が1枚だけなので、ソロの手札ではありません
    """
    pack = pack_for(players)
    cards = list(as_cards(hand, "hand"))
    _, size = sizes(players)
    for c in cards:
        if c not in pack:
            raise TarockError(f"card {c.code!r} is not in the {pack.title}",
                              code="CARD_NOT_IN_PACK", params={"typed": c.code})
    if len(set(cards)) != len(cards):
        raise TarockError("a card is listed twice in the hand",
                          code="CARD_TWICE",
                          params={"card": next(c.code for c in cards if cards.count(c) > 1)})
    if len(cards) != size:
        raise TarockError(f"the solo-hand test judges a dealt {players}-player hand of {size} "
                          f"cards, not {len(cards)} (spec §2.3, §2.8)",
                          code="HAND_SIZE",
                          params={"need": size, "count": len(cards),
                                  "rule": f"{players}人のツェゴの配られた手札。規則集 §2.3、§2.8"})
    many, some = (9, 8) if players == 3 else (8, 7)
    trumps = [c for c in cards if c.suit is Suit.TRUMP]
    t = len(trumps)
    high = sum(1 for c in trumps if c.rank >= 18)
    rule_ja = f"{players}人ゲームの基準: {many}枚以上、または{some}枚で18以上が2枚以上"
    rule_en = f"{players}-player rule: {many}+ trumps, or {some} with two of 18 or higher"
    if t >= many:
        return SoloHandCheck(True, t, high, f"切札が{t}枚あるので、ソロの手札です({rule_ja})。",
                             f"{t} trumps: a solo hand ({rule_en}).")
    if t == some and high >= 2:
        return SoloHandCheck(True, t, high,
                             f"切札{t}枚のうち18以上が{high}枚あるので、ソロの手札です({rule_ja})。",
                             f"{t} trumps, {high} of them 18 or higher: a solo hand ({rule_en}).")
    if t == some:
        return SoloHandCheck(False, t, high,
                             f"切札{t}枚のうち18以上が{high}枚だけなので、ソロの手札ではありません"
                             f"({rule_ja})。",
                             f"{t} trumps but only {high} of 18 or higher: not a solo hand "
                             f"({rule_en}).")
    return SoloHandCheck(False, t, high, f"切札が{t}枚しかないので、ソロの手札ではありません"
                         f"({rule_ja})。", f"only {t} trumps: not a solo hand ({rule_en}).")
