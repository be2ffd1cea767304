"""Seeded random complete deals for 3 and 4 players (random legal actions in every
phase): every card used exactly once, card points total 70 (3p with the +1 of §2.10),
zero-sum score sheets, and replay of the history to the same state and sheet."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor.core.counting import count_baden
from tarock_tutor.games import cego

SEEDS = st.integers(min_value=0, max_value=2**32)
PLAYERS = st.sampled_from([3, 4])
OPTIONS = st.fixed_dictionaries({
    "face_card_as_pip": st.booleans(),
    "raeuber_ties": st.sampled_from(["each_tied_player_full", "split"]),
    "exposure_multiple_offenders": st.sampled_from(["each_pays", "first_after_declarer"]),
})


def play_out(players: int, seed: int, dealer: int, options: dict[str, object]
             ) -> cego.CegoState:
    g = cego.new_game(players=players, seed=seed, dealer=dealer % players, **options)
    return cego.random_playout(g, seed=seed ^ 0x5EED)


@settings(max_examples=50, deadline=None)
@given(players=PLAYERS, seed=SEEDS, dealer=st.integers(0, 3), options=OPTIONS)
def test_every_card_used_exactly_once(players: int, seed: int, dealer: int,
                                      options: dict[str, object]) -> None:
    """§2.2–2.3: the deal and the end of play account for every card of the pack once."""
    g = play_out(players, seed, dealer, options)
    dealt = [c for h in g.dealt_hands for c in h] + list(g.talon)
    assert sorted(c.index for c in dealt) == sorted(c.index for c in g.pack.cards)
    if g.exposed:
        return
    played = [c for t in g.tricks for c in t.cards]
    assert len(played) == len(set(played))
    assert sorted(c.index for c in played) == sorted(
        c.index for p in g.captured for c in p)
    assert g.contract is not None
    if len(g.tricks) == len(g.dealt_hands[0]):
        held = [] if g.contract in ("solo", "piccolo", "bettel", "raeuber") else g.legage
        every = played + list(held)
        if g.contract in ("solo", "piccolo", "bettel", "raeuber"):
            every += list(g.talon)
        assert sorted(c.index for c in every) == sorted(c.index for c in g.pack.cards)
        assert all(len(h) == 0 for h in g.hands)


@settings(max_examples=50, deadline=None)
@given(players=PLAYERS, seed=SEEDS, dealer=st.integers(0, 3))
def test_card_points_total_70(players: int, seed: int, dealer: int) -> None:
    """§1.3 / §2.10: declarer and defenders always make 70 together (3p: the +1 goes to
    the declarer, or to the defenders if he took no trick); Räuber piles count alone."""
    g = play_out(players, seed, dealer, {})
    if g.exposed or g.contract in ("piccolo", "bettel"):
        return
    if g.contract == "raeuber":
        pile = [c for p in g.captured for c in p]
        assert len(pile) == 44
        pts = g.result_score().points
        assert pts == tuple(count_baden(p, g.pack) for p in g.captured)
        return
    mine, theirs = g.card_points()
    assert mine + theirs == 70
    assert g.result_score().declarer_points == mine
    d = g.declarer
    assert d is not None
    if g.tricks_won[d]:
        bonus = 1 if players == 3 else 0
        assert mine == count_baden(g.declarer_pile(), g.pack) + bonus


@settings(max_examples=50, deadline=None)
@given(players=PLAYERS, seed=SEEDS, dealer=st.integers(0, 3), options=OPTIONS)
def test_score_sheet_zero_sum(players: int, seed: int, dealer: int,
                              options: dict[str, object]) -> None:
    """§2.14: every line item and the deal's net changes sum to zero; net = N·entry − Σ."""
    g = play_out(players, seed, dealer, options)
    r = g.result_score()
    assert all(sum(item.amounts) == 0 for item in r.sheet.items)
    assert sum(r.net) == 0
    total = sum(r.entries)
    assert r.net == tuple(players * e - total for e in r.entries)
    assert all(e >= 0 for e in r.entries) or g.contract == "raeuber"


@settings(max_examples=50, deadline=None)
@given(players=PLAYERS, seed=SEEDS, dealer=st.integers(0, 3), options=OPTIONS)
def test_history_replays_to_the_same_state(players: int, seed: int, dealer: int,
                                           options: dict[str, object]) -> None:
    """The history is the truth: replay gives the same hands, tricks and sheet; every
    legal action is also explained as allowed."""
    g = play_out(players, seed, dealer, options)
    h = cego.CegoState.replay(g.setup, g.history)
    assert h.describe() == g.describe()
    assert h.captured == g.captured and h.legage == g.legage
    assert h.result_score().net == g.result_score().net
    assert [i.label_ja for i in h.score_sheet()] == [i.label_ja for i in g.score_sheet()]
    # replay from the middle, checking every step's legal list against explain
    k = len(g.history) // 2
    m = g.undo()
    assert len(m.history) == len(g.history) - 1
    part = cego.CegoState.replay(g.setup, g.history[:k])
    for a in part.legal_actions():
        assert part.explain(a).allowed
    assert part.explain(g.history[k]).allowed
