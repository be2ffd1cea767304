"""Deals consistent with what one seat has seen, for card play by sampling.

Generic: nothing here names a game.  A :class:`View` is one seat's knowledge in
the play phase, read from the deal's kernel (:func:`~tarock_tutor.core.solver.kernel_of`):
the hands it knows exactly (its own, the dummies it plays for, any hand a game
shows openly), the cards already played, the cards it knows lie out of play (its
own discards, an exposed talon) and the voids the others have shown by not
following.  :func:`sample_deals` deals the unknown cards to the hidden hands at
random within those constraints, and keeps only deals that pass
:func:`consistent`: the whole trick history replayed on the kernel with the
sampled hands, every card played legal under the game's own follow rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.protocol import Discard, GameState

__all__ = ["Seen", "View", "consistent", "played_by", "sample_deals", "view_of"]

_TRUMP = int(Suit.TRUMP)
_FOOL = int(Suit.FOOL)


@dataclass(frozen=True)
class Seen:
    """What a game's rules show a seat beyond its own hand and the tricks (a game's
    ``bot.seen(state, seat)`` gives it): hands laid open, cards known to lie in no
    hand (an exposed talon), cards known to lie in a given hand (cards shown face up
    that are still held)."""

    open_hands: tuple[int, ...] = ()
    out_of_play: tuple[Card, ...] = ()
    held: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class View:
    """What ``seat`` knows in the play phase (masks over the kernel's card indices)."""

    seat: int                            # the seat that decides (a dummy's controller)
    known: tuple[tuple[int, int], ...]   # (seat, hand mask) of the hands it knows exactly
    hidden: tuple[tuple[int, int], ...]  # (seat, hand size) of the hands it must guess
    unknown: int                         # the cards whose place it does not know
    voids: tuple[tuple[int, int], ...]   # (seat, mask of cards it cannot hold)
    held: tuple[tuple[int, int], ...] = ()   # (seat, cards known to be in that hand)


def played_by(k: Kernel) -> dict[int, int]:
    """Each seat's mask of the cards it has played (finished tricks and this one)."""
    out: dict[int, int] = {}
    for t in k.history:
        for s, i in zip(t.seats, t.cards, strict=True):
            out[s] = out.get(s, 0) | 1 << i
    for s, i in zip(k.trick_seats, k.trick_cards, strict=True):
        out[s] = out.get(s, 0) | 1 << i
    return out


def _tricks(k: Kernel) -> Iterable[tuple[Sequence[int], Sequence[int]]]:
    for t in k.history:
        yield t.seats, t.cards
    if k.trick_cards:
        yield k.trick_seats, k.trick_cards


def _shown_voids(k: Kernel) -> dict[int, int]:
    """Suits a seat showed it lacked: it played neither the suit led nor, when that was
    no trump, a trump (the shared follow rule; the final check judges by the game's)."""
    r = k.r
    voids: dict[int, int] = {}
    for seats, cards in _tricks(k):
        lead = -1
        for s, i in zip(seats, cards, strict=True):
            suit = r.suit[i]
            if suit == _FOOL:
                continue
            if lead < 0:
                lead = suit
                continue
            if suit != lead:
                m = r.suit_mask[lead]
                if lead != _TRUMP and suit != _TRUMP:
                    m |= r.suit_mask[_TRUMP]
                voids[s] = voids.get(s, 0) | m
    return voids


def view_of(state: GameState, k: Kernel, seen: Seen | None = None) -> View:
    """The knowledge of the seat to move (its controller's, for a dummy): its own
    hands, the tricks, its own discards (from ``state.history``) and what the game's
    rules show it (``seen``)."""
    seen = seen or Seen()
    me = k.acting(k.to_move)
    r = k.r
    opened = set(seen.open_hands)
    known = tuple((s, k.hands[s]) for s in k.order if k.acting(s) == me or s in opened)
    known_seats = {s for s, _ in known}
    hidden = tuple((s, bin(k.hands[s]).count("1")) for s in k.order if s not in known_seats)
    out = 0
    for c in seen.out_of_play:
        out |= r.mask([c])
    for a in state.history:
        if a.seat == me and isinstance(a, Discard):
            out |= r.mask(a.cards)
    everything = (1 << len(r.cards)) - 1
    seen_mask = out
    for _, m in known:
        seen_mask |= m
    for m in played_by(k).values():
        seen_mask |= m
    held = []
    for s, cards in seen.held.items():
        m = r.mask(cards) if s not in known_seats else 0
        m &= ~seen_mask   # still held, and not already placed
        if m:
            held.append((s, m))
            seen_mask |= m
    voids = _shown_voids(k)
    return View(me, known, hidden, everything & ~seen_mask,
                tuple((s, voids.get(s, 0)) for s, _ in hidden), tuple(held))


def _deal_once(view: View, rng: Rng, use_voids: bool) -> dict[int, int] | None:
    """One random placement of the unknown cards (``None``: a dead end)."""
    voids = dict(view.voids) if use_voids else {}
    need = dict(view.hidden)
    for s, m in view.held:
        need[s] -= bin(m).count("1")
    cards = []
    m = view.unknown
    while m:
        low = m & -m
        cards.append(low.bit_length() - 1)
        m ^= low
    cards = rng.shuffle(cards)
    # the most constrained cards first: those few hidden hands may hold
    cards.sort(key=lambda i: sum(1 for s in need if not voids.get(s, 0) >> i & 1))
    spare = len(cards) - sum(need.values())   # cards that lie out of play (talon …)
    if spare < 0:
        return None
    hands = {s: 0 for s in need}
    for i in cards:
        places = [(s, n) for s, n in need.items() if n and not voids.get(s, 0) >> i & 1]
        weights = [n for _, n in places] + ([spare] if spare > 0 else [])
        idx = _pick(weights, rng)
        if idx < 0:
            return None
        if idx < len(places):
            s = places[idx][0]
            hands[s] |= 1 << i
            need[s] -= 1
        else:
            spare -= 1
    if any(need.values()):
        return None
    for s, m in view.held:
        hands[s] |= m
    return hands


def _pick(weights: Sequence[int], rng: Rng) -> int:
    """An index chosen with probability proportional to its weight (-1: all zero)."""
    x = rng.below(sum(weights)) if sum(weights) else -1
    if x < 0:
        return -1
    for idx, w in enumerate(weights):
        if x < w:
            return idx
        x -= w
    return -1


def consistent(k: Kernel, hands: Sequence[int]) -> bool:
    """Whether the current ``hands`` agree with the whole trick history: every card
    each seat played was legal (by the game's own follow rule) from the hand it then
    held, with this deal's hands."""
    start = list(hands)
    for s, m in played_by(k).items():
        if start[s] & m:
            return False   # a card both played and still held
        start[s] |= m
    tricks = list(_tricks(k))
    leader = tricks[0][0][0] if tricks else k.leader
    replay = Kernel(k.r, start, leader=leader)
    for seats, cards in tricks:
        for s, i in zip(seats, cards, strict=True):
            if replay.to_move != s or not replay.legal() >> i & 1:
                return False
            replay.play(i)
    return all(replay.hands[s] == hands[s] for s in k.order)


def sample_deals(state: GameState, k: Kernel, view: View, rng: Rng, count: int, *,
                 tries: int = 40) -> list[list[int]]:
    """Up to ``count`` full sets of hands (kernel masks, one per seat) consistent with
    ``view`` and the trick history; fewer when consistent deals are hard to find."""
    out: list[list[int]] = []
    base = list(k.hands)
    for s, m in view.known:
        base[s] = m
    attempts = 0
    use_voids = True
    while len(out) < count and attempts < count * tries:
        attempts += 1
        if attempts == count * tries // 2 and not out:
            use_voids = False   # the shown voids are the shared rule's guess: drop them
        placed = _deal_once(view, rng, use_voids)
        if placed is None:
            continue
        hands = list(base)
        for s, m in placed.items():
            hands[s] = m
        if consistent(k, hands):
            out.append(hands)
    return out
