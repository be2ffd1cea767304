"""Random complete deals (Hypothesis): every card exactly once, 109 points, zero-sum
sheets and ledger, records that replay, and typed-in deals that play like seeded ones."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor import games
from tarock_tutor.core.dealing import Rng
from tarock_tutor.games.sicilian import SicilianSession, count_sicilian, policy
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.sicilian.phase_names import Phases
from tarock_tutor.games.sicilian.scoring import LAST_TRICK


def lively(state, rng: Rng):
    """Random legal actions, but mostly waiting in the bargaining so hands get played."""
    legal = state.legal_actions()
    if state.phase is Phases.BARGAIN and rng.below(10) < 8:
        wait = [a for a in legal if a.bid in ("wait", "play")]
        if wait:
            return wait[0]
    return rng.choice(legal)


def check_played(done) -> None:
    c = done.count()
    both = list(c.pile) + list(c.other_pile)
    assert Counter(both) == Counter(SICILIAN63.cards)            # every card once
    other = count_sicilian(c.other_pile, SICILIAN63) + (0 if c.last_trick else LAST_TRICK)
    assert c.points + other == 109
    tp = done.trickplay
    assert len(tp.tricks) == 15 and all(len(t) == 4 for t in tp.tricks)
    played = [card for t in tp.tricks for card in t.cards]
    assert len(set(played)) == 60 and set(played) | set(done.discard) == set(SICILIAN63.cards)


@given(seed=st.integers(0, 2**32), moves=st.integers(0, 2**32), dealer=st.integers(0, 3))
@settings(max_examples=60)
def test_random_complete_deals(seed, moves, dealer):
    state = games.new_deal("sicilian", seed=seed, dealer=dealer)
    done = games.playout(state, seed=moves, policy=lively)
    sheet = done.score_sheet()
    assert done.is_terminal and sum(sheet.totals()) == 0 and len(sheet) == 1
    if done.outcome == "played":
        check_played(done)
    again = games.load_record(games.dump_record(done))
    assert again.history == done.history and again.score_sheet().totals() == sheet.totals()


@given(seed=st.integers(0, 2**32), moves=st.integers(0, 2**32))
@settings(max_examples=20)
def test_typed_in_deal_plays_and_replays_like_the_seeded_one(seed, moves):
    seeded = games.new_deal("sicilian", seed=seed)
    hands = [" ".join(c.code for c in h) for h in seeded.dealt]
    talon = " ".join(c.code for c in seeded.talon)
    typed = games.new_deal("sicilian", hands=hands, talon=talon)
    assert typed.seed is None and typed.dealt == seeded.dealt and typed.hands == seeded.hands
    a = games.playout(seeded, seed=moves, policy=lively)
    b = games.playout(typed, seed=moves, policy=lively)
    assert a.history == b.history and a.score_sheet().totals() == b.score_sheet().totals()
    again = games.load_record(games.dump_record(b))
    assert again.setup == b.setup and again.history == b.history


def test_policy_deals_and_a_zero_sum_session():
    """The engine's fixed player finishes deals; a session of 12 deals sums to zero and
    passes the deal on only after a played hand."""
    session = SicilianSession(dealer=3)
    kinds = Counter()
    for n in range(12):
        dealer = session.dealer
        done = games.playout(games.new_deal("sicilian", seed=n, dealer=dealer), policy=policy)
        kinds[done.outcome] += 1
        session.add(done)
        assert session.dealer == (dealer if done.outcome != "played" else (dealer + 1) % 4)
    assert sum(session.totals()) == 0 and len(session.ledger()) == 12
    assert kinds["played"] >= 3
