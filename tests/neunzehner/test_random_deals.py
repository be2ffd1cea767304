"""Random complete deals in every form (spec §0.4, §1.3, §1.13): every card once,
70 card points, zero-sum sheets, replay to the same state and sheet, no leaks."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor.core.protocol import Phase
from tarock_tutor.games.neunzehner import (
    CONTRACTS,
    FORMS,
    PACK,
    NeunzehnerState,
    new_game,
    random_playout,
)

deals = st.tuples(st.sampled_from(FORMS), st.integers(0, 2**40), st.integers(0, 3),
                  st.sampled_from(CONTRACTS), st.integers(0, 2**20),
                  st.sampled_from([35, 36]), st.sampled_from(["own_column", "controller"]))


def snapshot(g: NeunzehnerState) -> tuple[object, ...]:
    return (g.phase, g.to_move, tuple(g.hand(s) for s in range(4)), tuple(g.tricks),
            g.contract, g.declarer, g.partner, g.called_card, g.talon_multiplier,
            tuple(sorted(g.discards.items())), tuple(sorted(g.controller.items())),
            tuple(sorted(g.exposed)), g.pagat_announced_by, g.valat_announced_by)


@settings(max_examples=50, deadline=None)
@given(deals)
def test_random_complete_deal_invariants(params: tuple[int | str, ...]) -> None:
    """§0.4 / §1.3: the usual invariants for every form, contract and scoring option."""
    form, seed, dealer, contract, play_seed, ref, fold = params
    assert isinstance(form, str) and isinstance(seed, int) and isinstance(dealer, int)
    assert isinstance(contract, str) and isinstance(play_seed, int)
    g = new_game(form, seed=seed, dealer=dealer, loss_reference=ref, dummy_result_to=fold)
    at_start = Counter(c for h in g.hands for c in h) + Counter(g.untaken_talon())
    assert at_start == Counter(PACK.cards)  # (2p: the declarer has already drawn)
    done = random_playout(g, play_seed, contract=contract)
    assert done.is_terminal and len(done.tricks) == 12
    assert all(not h for h in done.hands)
    everything = [c for t in done.tricks for c in t.cards]
    everything += [c for d in done.discards.values() for c in d] + list(done.untaken_talon())
    assert Counter(everything) == Counter(PACK.cards)  # every card exactly once
    mine, theirs = done.card_points()
    assert mine + theirs == 70
    sheet = done.score_sheet()
    assert sum(sheet.totals()) == 0 and all(sum(i.amounts) == 0 for i in sheet.items)
    game = sheet.items[0]
    assert game.achieved == (mine >= 36)
    again = NeunzehnerState.replay(done.setup, done.history)
    assert again.dealer == dealer
    assert snapshot(again) == snapshot(done)
    assert again.score_sheet().totals() == sheet.totals()
    assert [i.amounts for i in again.score_sheet().items] == [i.amounts for i in sheet.items]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(FORMS), st.integers(0, 2**40), st.integers(0, 2**20))
def test_views_never_leak_the_partner(form: str, seed: int, play_seed: int) -> None:
    """§1.8 / §4.4: before the reveal, nobody but the partner learns who he is."""
    g = random_playout(new_game(form, seed=seed), play_seed, contract="rufer")
    state = new_game(form, seed=seed)
    for a in g.history:
        state.apply(a)
        for s in range(4):
            v = state.view(s)
            if not state.partner_revealed and s != state.partner:
                assert v.partner is None
            for other, cards in v.exposed_hands.items():
                assert other in state.exposed and cards == state.hand(other)
    assert state.phase is Phase.FINISHED


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(FORMS), st.integers(0, 2**40), st.integers(0, 2**20))
def test_every_legal_action_is_explained_as_allowed(form: str, seed: int, k: int) -> None:
    """One protocol: explain() allows exactly what legal_actions() lists (sampled)."""
    g = new_game(form, seed=seed)
    step = 0
    while not g.is_terminal:
        legal = g.legal_actions()
        assert legal, g.phase
        for a in legal[:5]:
            v = g.explain(a)
            assert v.allowed, (a, v.code)
        g.apply(legal[(k + step) % len(legal)])
        step += 1
    assert len(g.score_sheet().totals()) == 4


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(FORMS), st.integers(0, 2**40), st.integers(0, 3),
       st.integers(0, 2**20))
def test_record_round_trip(form: str, seed: int, dealer: int, play_seed: int) -> None:
    """The history is the truth: a text record replays to the same state and sheet."""
    from tarock_tutor.games.neunzehner import from_record, to_record

    g = random_playout(new_game(form, seed=seed, dealer=dealer, trump_discard="any_trump"),
                       play_seed)
    again = from_record(to_record(g))
    assert snapshot(again) == snapshot(g)
    assert again.score_sheet().totals() == g.score_sheet().totals()
