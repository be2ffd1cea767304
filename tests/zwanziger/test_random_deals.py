"""Random complete deals (Hypothesis): every card once, 88 card points, zero-sum sheet,
replay of the record, and a typed-in deal that plays and replays like the seeded one."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor import games
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Phase
from tarock_tutor.games.zwanziger import fixed_policy
from tarock_tutor.games.zwanziger.pack import ZWANZIGER40
from tarock_tutor.games.zwanziger.phase_names import Phases

DEALS = dict(seed=st.integers(0, 2**32), moves=st.integers(0, 10**6), dealer=st.integers(0, 3),
             farberl=st.booleans())


def play_random(state, moves):
    rng = Rng(moves)
    while not state.is_terminal:
        legal = state.legal_actions()
        for a in legal:
            assert state.explain(a).allowed, a
        state.apply(rng.choice(legal))
    return state


@given(**DEALS)
@settings(max_examples=60, deadline=None)
def test_random_complete_deal_invariants(seed, moves, dealer, farberl):
    g = games.new_deal("zwanzigerrufen", seed=seed, dealer=dealer, farberl=farberl)
    dealt = [c for h in g.dealt_hands for c in h]
    assert [len(h) for h in g.dealt_hands] == [10] * 4
    assert Counter(dealt) == Counter(ZWANZIGER40.cards)          # every card once
    assert g.to_move == (dealer + 1) % 4                          # the eldest speaks first
    play_random(g, moves)
    tp = g.trickplay
    assert len(tp.tricks) == 10 and all(len(t.cards) == 4 for t in tp.tricks)
    assert Counter(c for pile in tp.captured for c in pile) == Counter(ZWANZIGER40.cards)
    assert sum(g.card_points()) == 88
    sheet = g.score_sheet()
    assert sheet.is_zero_sum() and sheet.items[0].key == "game"
    if g.contract == "farberl":
        assert tp.tricks[0].leader == g.declarer
    else:
        assert tp.tricks[0].leader == g.eldest
    again = games.load_record(games.dump_record(g))
    assert again.history == g.history and again.score_sheet().totals() == sheet.totals()


@given(seed=st.integers(0, 2**32), moves=st.integers(0, 10**6))
@settings(max_examples=20, deadline=None)
def test_typed_in_deal_plays_and_replays_like_the_seeded_one(seed, moves):
    seeded = games.new_deal("zwanzigerrufen", seed=seed)
    typed = games.new_deal("zwanzigerrufen",
                           hands=[" ".join(c.code for c in h) for h in seeded.dealt_hands])
    assert typed.seed is None and typed.dealt_hands == seeded.dealt_hands
    a, b = play_random(seeded, moves), play_random(typed, moves)
    assert a.history == b.history and a.score_sheet().totals() == b.score_sheet().totals()
    text = games.dump_record(b)
    assert '[Hand "1"' in text
    again = games.load_record(text)
    assert again.setup == b.setup and again.history == b.history


def test_fixed_policy_finishes_deals():
    for seed in range(40):
        g = games.playout(games.new_deal("zwanzigerrufen", seed=seed, farberl=True), seed=0,
                          policy=fixed_policy)
        assert g.phase is Phase.FINISHED and g.score_sheet().is_zero_sum()


def test_direction_changes_no_turn_or_score():
    """Option ``direction``: seats are numbered in play order, so anticlockwise play
    only moves the eldest to the dealer's right; the deal itself is identical."""
    a = games.playout(games.new_deal("zwanzigerrufen", seed=11), seed=3)
    b = games.playout(games.new_deal("zwanzigerrufen", seed=11, direction="anticlockwise"),
                      seed=3)
    assert a.history == b.history and a.score_sheet().totals() == b.score_sheet().totals()
    assert a.table_side(a.eldest) == "left" and b.table_side(b.eldest) == "right"


@given(seed=st.integers(0, 2**32), moves=st.integers(0, 10**6), farberl=st.booleans())
@settings(max_examples=60, deadline=None)
def test_random_auctions_keep_the_doubling_rules(seed, moves, farberl):
    """§2.5 on random auctions: Kontra and Sub only from outside the declarer side, Re
    only from inside; each item raised at most three times; the trainer's table of open
    calls agrees with the legal list at every step."""
    from tarock_tutor.core.protocol import Announce
    from tarock_tutor.games.zwanziger import open_items

    g = games.new_deal("zwanzigerrufen", seed=seed, farberl=farberl)
    rng = Rng(moves)
    while g.phase is Phases.AUCTION:
        legal = g.legal_actions()
        seat = g.to_move
        said = {a.what for a in legal if isinstance(a, Announce)}
        speaking = not g.speech.awaiting_call and (g.speech.turn >= 4 or g.speech.bid_said)
        for o in open_items(g) if speaking else ():   # first lap: the bid comes first
            now = (g.speech.turn, seat) in o.turns
            assert now == (f"{o.next_call}:{o.item}" in said), (o, said)
        for what in said - {"done", "pagat", "valat"}:
            call = what.split(":")[0]
            assert (seat in g.declarer_side) == (call == "re"), (what, seat)
        g.apply(rng.choice(legal))
    assert all(0 <= lv <= 3 for lv in g.levels().values())
    assert g.contract is not None and (g.partner is None) == (g.contract != "rufer")
