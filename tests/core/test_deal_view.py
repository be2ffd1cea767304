"""``GameState.deal_view()``: the one typed view generic code reads (issue 17 item 2).

The expected values come from the deals typed in here (the pack cut in order into the
hand sizes the specs give) and from the seating rules of the specs, never from the
engine's own output."""

from __future__ import annotations

import random

import pytest

from tarock_tutor import games
from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import DealView, GameState, Phase, Play
from tarock_tutor.core.variants import get_variant

# variant, dealer, cards per seat (0: sits out), talon: cego-dreierles.md §2.3/§3.3,
# neunzehner-zwanziger-sicilian.md §1.4 (12 each + 6), §2.2 (10 each, no talon),
# §3.2 (15 each + 3)
SIZES = [
    ("cego3", 0, (13, 13, 13), 12),
    ("cego4", 0, (11, 11, 11, 11), 10),
    ("dreierles3", 0, (16, 16, 16), 6),
    ("dreierles4", 0, (0, 16, 16, 16), 6),
    ("neunzehnerrufen", 3, (12, 12, 12, 12), 6),
    ("neunzehnerrufen-3p-dummy", 3, (12, 12, 12, 12), 6),
    ("neunzehnerrufen-2p", 3, (12, 12, 12, 12), 6),
    ("zwanzigerrufen", 3, (10, 10, 10, 10), 0),
    ("sicilian", 0, (15, 15, 15, 15), 3),
]


def typed(key: str, dealer: int, sizes: tuple[int, ...]
          ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The pack in its own order, cut into the hands and the talon."""
    cards = list(get_variant(key).pack)
    hands, at = [], 0
    for n in sizes:
        hands.append(tuple(cards[at:at + n]))
        at += n
    return tuple(hands), tuple(cards[at:])


@pytest.mark.parametrize(("key", "dealer", "sizes", "talon"), SIZES)
def test_view_of_a_typed_in_deal(key: str, dealer: int, sizes: tuple[int, ...],
                                 talon: int) -> None:
    hands, rest = typed(key, dealer, sizes)
    assert len(rest) == talon
    state = games.new_deal(key, hands=hands, talon=rest, dealer=dealer)
    view = state.deal_view()
    pack = state.variant.pack
    assert isinstance(view, DealView)
    assert view.dealt == hands and view.talon == rest
    assert view.to_move == state.to_move
    if key == "neunzehnerrufen-2p":   # no bidding: the non-dealer declares a Rufer and
        assert view.declarer == (dealer + 2) % 4 and view.contract == "rufer"  # draws (§1.13)
        return
    # Sicilian: 10 of the 15 cards are in hand while the bargain runs (spec §3.2)
    held = [h[:10] if key == "sicilian" else h for h in hands]
    assert view.hands == tuple(tuple(pack.sorted(h)) for h in held)
    assert view.trickplay is None and view.tricks == ()
    assert view.declarer is None and view.contract is None and view.partners == ()
    # the first to speak sits at the dealer's right (the next seat in engine order)
    assert view.eldest == (dealer + 1) % len(sizes)
    assert view.acting == state.to_move


@pytest.mark.parametrize(("key", "dummies"), [
    ("neunzehnerrufen", ()),
    ("neunzehnerrufen-3p-dummy", (1,)),     # opposite the dealer (席4): spec §1.13
    ("neunzehnerrufen-2p", (0, 2)),         # the dealer's two neighbours: spec §1.13
])
def test_neunzehner_dummies(key: str, dummies: tuple[int, ...]) -> None:
    assert games.new_deal(key, seed=3, dealer=3).deal_view().dummies == dummies


def to_play(key: str, seed: int) -> GameState:
    """A seeded deal driven by random legal actions to its first card (skipping deals
    that end before any card is played)."""
    for s in range(seed, seed + 50):
        state, rng = games.new_deal(key, seed=s), random.Random(s)
        while state.phase is not Phase.PLAY and not state.is_terminal:
            acts = state.legal_actions()
            state.apply(acts[rng.randrange(len(acts))])
        if state.phase is Phase.PLAY:
            return state
    raise AssertionError(f"no deal of {key} reached the play")


@pytest.mark.parametrize("key", [k for k, *_ in SIZES])
def test_view_in_the_play(key: str) -> None:
    state = to_play(key, 11)
    view = state.deal_view()
    tp = view.trickplay
    assert tp is not None and tp is state.trickplay   # type: ignore[attr-defined]
    pack = state.variant.pack
    assert view.hands == tuple(tuple(pack.sorted(tp.hand(s))) for s in range(len(view.hands)))
    assert view.declarer is not None and view.contract is not None
    assert view.declarer not in view.partners and view.declarer not in view.dummies
    # a card played shows in the view's hand and tricks
    mover = state.to_move
    assert mover is not None
    card = next(a.card for a in state.legal_actions() if isinstance(a, Play))
    assert card in view.hand(mover)
    state.apply(Play(mover, card))
    assert card not in state.deal_view().hand(mover)
    # a seat of the dummy forms is chosen by its controller (spec §1.13)
    after = state.deal_view()
    if after.to_move is not None:
        assert after.acting == tp.acting(after.to_move)


def test_view_hand_refuses_a_seat_off_the_table() -> None:
    view = games.new_deal("cego3", seed=1).deal_view()
    for bad in (3, -1, True, "0"):
        with pytest.raises(TarockError, match="seat"):
            view.hand(bad)  # type: ignore[arg-type]


def test_no_getattr_probe_of_a_state_in_generic_code() -> None:
    """Generic code reads the typed view, never ``getattr(state, …)`` (issue 17 item 2)."""
    import re
    from pathlib import Path

    import tarock_tutor

    root = Path(tarock_tutor.__file__).parent
    probe = re.compile(r"getattr\((state|st|self\.state|tp|view)\b")
    found = [f"{p.relative_to(root)}:{n}" for p in sorted(root.rglob("*.py"))
             if "games" not in p.relative_to(root).parts
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if probe.search(line)]
    assert found == []
