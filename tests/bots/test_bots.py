"""The computer player (issue 19): legal actions only, reproducible, sampled deals
consistent with what the seat has seen, bad levels refused by name in Japanese."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tarock_tutor import games
from tarock_tutor.bots import LEVELS, Bot, BotError, get_level
from tarock_tutor.bots.player import _game_module as _game_bot
from tarock_tutor.bots.sampling import Seen, consistent, sample_deals, view_of
from tarock_tutor.core.cards import Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError, error_ja
from tarock_tutor.core.protocol import Discard, Phase
from tarock_tutor.core.solver import kernel_of

VARIANTS = games.variant_keys()


def _play(variant: str, seed: int, bot: Bot, rng_seed: int) -> list[str]:
    state = games.new_deal(variant, seed=seed)
    rng = Rng(rng_seed)
    out = []
    while not state.is_terminal:
        legal = state.legal_actions()
        action = bot(state, rng)
        assert action in legal, (variant, seed, str(action))
        state.apply(action)
        out.append(str(action))
    assert sum(state.score_sheet().totals()) == 0
    return out


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=3)
@given(seed=st.integers(0, 2**32), rng_seed=st.integers(0, 1000))
def test_bot_only_chooses_legal_actions(variant: str, seed: int, rng_seed: int) -> None:
    """Every action of a whole deal is in ``legal_actions()`` (every game and form)."""
    _play(variant, seed, Bot("beginner", samples=2), rng_seed)


@pytest.mark.parametrize("variant", ["cego3", "neunzehnerrufen-2p", "sicilian"])
def test_same_seed_same_play(variant: str) -> None:
    bot = Bot("intermediate")
    first = _play(variant, 11, bot, 4)
    assert _play(variant, 11, Bot("intermediate"), 4) == first


def test_a_different_generator_seed_can_change_the_play() -> None:
    """The generator really drives the choices (else the test above proves nothing)."""
    plays = {tuple(_play("cego4", 5, Bot("beginner", samples=1), r)) for r in range(6)}
    assert len(plays) > 1


def _positions(variant: str, seed: int) -> list[games.GameState]:  # type: ignore[name-defined]
    """States of one deal at every card decision (played on by the fixed policy)."""
    state = games.new_deal(variant, seed=seed)
    spec = games.game_of(state.variant)
    rng = Rng(seed)
    out = []
    while not state.is_terminal:
        if state.phase is Phase.PLAY and getattr(state, "trickplay", None) is not None \
                and len(state.legal_actions()) > 1:
            out.append(state.copy())
        state.apply(spec.policy(state, rng))
    return out


def _check_against_history(state: games.GameState, me: int,  # type: ignore[name-defined]
                           hands: list[list[str]], seen: Seen) -> None:
    """Independent of the sampler: read the tricks and the seat's hand from the state."""
    tp = state.trickplay
    sampled = {s: set(h) for s, h in enumerate(hands)}
    # the seat's own hand (and every hand it controls) exactly as it is
    for s in tp.order:
        if tp.acting(s) == me:
            assert sampled[s] == {c.code for c in tp.hand(s)}
    played = [c.code for t in tp.tricks for c in t.cards] + [c.code for c in tp.current]
    own_discards = {c.code for a in state.history if a.seat == me and isinstance(a, Discard)
                    for c in a.cards}
    all_held = [c for s in tp.order for c in sampled[s]]
    assert len(all_held) == len(set(all_held))   # no card twice
    assert not set(all_held) & set(played)
    assert not set(all_held) & own_discards
    for s in tp.order:
        assert len(sampled[s]) == len(tp.hand(s))
    # what the game's rules show: open hands exactly, cards out of play, cards held
    for s in seen.open_hands:
        assert sampled[s] == {c.code for c in tp.hand(s)}
    assert not set(all_held) & {c.code for c in seen.out_of_play}
    for s, cards in seen.held.items():
        assert {c.code for c in cards} - set(played) <= sampled[s]
    # shown voids: a seat that did not follow the suit led holds none of it now
    tricks = [list(zip(t.seats, t.cards, strict=True)) for t in tp.tricks]
    tricks.append(list(zip(tp.current_seats, tp.current, strict=True)))
    for trick in tricks:
        led = next((c.suit for _, c in trick if c.suit is not Suit.FOOL), None)
        for s, c in trick:
            if led is not None and c.suit not in (led, Suit.FOOL):
                suits = {c2.suit for c2 in tp.pack.cards if c2.code in sampled[s]}
                assert led not in suits, (s, c.code, sorted(sampled[s]))


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=2)
@given(seed=st.integers(0, 2**32))
@example(seed=12991)   # cego4: the declarer keeps ♦N ♦K face up, then discards ♦K
def test_sampled_deals_are_consistent_with_what_the_seat_saw(variant: str, seed: int) -> None:
    positions = _positions(variant, seed)
    if not positions:
        return   # a deal without card play (e.g. a Sicilian bargain)
    for state in positions[::3]:
        k, _ = kernel_of(state)
        me = k.acting(k.to_move)
        seen = _game_bot(state).seen(state, me) if hasattr(_game_bot(state), "seen") \
            else Seen()
        view = view_of(state, k, seen)
        deals = sample_deals(state, k, view, Rng(3), 4)
        assert deals, variant
        for hands in deals:
            assert consistent(k, hands)
            _check_against_history(state, view.seat,
                                   [[c.code for c in k.r.cards_of(m)] for m in hands], seen)


def test_the_consistency_check_refuses_a_revoke() -> None:
    """A deal giving a seat the suit it failed to follow is refused by the replay."""
    for state in (p for seed in range(1, 12) for p in _positions("cego3", seed)):
        k, _ = kernel_of(state)
        tp = state.trickplay
        for t in tp.tricks:
            led = t.cards[0].suit
            for s, c in zip(t.seats, t.cards, strict=True):
                if c.suit is not led and k.acting(s) != k.acting(k.to_move):
                    # give s a card of the led suit held by another seat, swapping one back
                    for other in tp.order:
                        mine = [x for x in tp.hand(other) if x.suit is led]
                        if other != s and mine and tp.hand(s):
                            hands = list(k.hands)
                            a, b = k.r.index[mine[0]], k.r.index[tp.hand(s)[0]]
                            hands[other] = hands[other] & ~(1 << a) | 1 << b
                            hands[s] = hands[s] & ~(1 << b) | 1 << a
                            assert consistent(k, list(k.hands))
                            assert not consistent(k, hands)
                            return
    pytest.fail("no revoke situation found in the deal")


@pytest.mark.parametrize("name", ["master", "", "5", "Beginner!"])
def test_unknown_level_is_refused_by_name(name: str) -> None:
    with pytest.raises(BotError) as err:
        Bot(name)
    assert isinstance(err.value, TarockError)
    ja = error_ja(err.value)
    assert f"「{name}」" in ja and "初級" in ja and "上級" in ja


def test_levels_by_key_and_japanese_name() -> None:
    assert [get_level(lv.ja).key for lv in LEVELS.values()] == [
        "beginner", "intermediate", "expert"]
    assert get_level(" Expert ").key == "expert"


@pytest.mark.parametrize("knob", [{"samples": 0}, {"rollouts": -1}, {"max_nodes": True}])
def test_bad_knobs_are_refused(knob: dict[str, object]) -> None:
    with pytest.raises(BotError):
        Bot("beginner", **knob)  # type: ignore[arg-type]


def test_bot_refuses_what_is_no_state() -> None:
    with pytest.raises(TarockError):
        Bot()("cego3", Rng(1))  # type: ignore[arg-type]


def test_cego_solo_hand_is_the_seeds() -> None:
    """Seed 000: 9 trumps, or 8 with two of 18+ (3 players); one fewer with 4."""
    from tarock_tutor.core.notation import parse_cards
    from tarock_tutor.games.cego.bot import is_solo_hand

    eight_low = parse_cards("T2 T3 T4 T5 T6 T7 T8 T17 HK S8 C7 D1 D2")
    eight_high = parse_cards("T2 T3 T4 T5 T6 T7 T18 Sk HK S8 C7 D1 D2")
    assert not is_solo_hand(eight_low, 3)
    assert is_solo_hand(eight_high, 3)
    assert is_solo_hand(eight_low, 4)


@pytest.mark.parametrize("variant", ["zwanzigerrufen", "neunzehnerrufen"])
def test_a_hidden_partner_is_guessed_from_the_sampled_deal(variant: str) -> None:
    """Seed 001 / spec §2.5: the holder of the called trump is the partner, unknown to
    the others until shown; on a sampled deal the bot takes the seat that holds it there."""
    import importlib

    module = importlib.import_module(
        f"tarock_tutor.games.{'zwanziger' if variant.startswith('zw') else 'neunzehner'}.bot")
    for seed in range(40):
        for state in _positions(variant, seed):
            st: object = state
            partner = getattr(st, "partner", None)
            declarer = getattr(st, "declarer", None)
            if partner is None or partner == declarer:
                continue
            outsider = next(s for s in range(4) if s not in (partner, declarer))
            called = getattr(st, "called", None) or getattr(st, "called_card", None)
            hands: dict[int, list[object]] = {s: [] for s in range(4)}
            guess = module.side_for(state, outsider, {**hands, outsider: [called]})
            if guess is None:
                continue   # the partner has shown himself already
            assert guess == frozenset({declarer, outsider})
            assert module.side_for(state, outsider, hands) == frozenset({declarer})
            assert module.side_for(state, partner, hands) is None   # he knows himself
            return
    pytest.fail("no position with a hidden partner found")


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_bots_endgame_search_agrees_with_the_solver(variant: str) -> None:
    """The bot's own alpha-beta (on the true hands) gives every card the exact value
    the project's solver (``core.solver.solve``) gives it, with ≤ 3 tricks left."""
    from tarock_tutor.bots.player import _Search
    from tarock_tutor.core.solver import solve

    checked = 0
    for seed in (3, 4):
        for state in _positions(variant, seed):
            k, ep = kernel_of(state)
            if bin(k.hands[k.to_move]).count("1") > 3:
                continue
            me = k.acting(k.to_move)
            side = ep.objective.side if ep.objective.side is not None else frozenset({me})
            search = _Search(k, side, ep, 10 ** 7)
            sol = solve(state)
            for play, value in sol.values:
                k.play(k.r.index[play.card])
                assert search.ab(-10 ** 9, 10 ** 9) == value, (variant, seed, str(play))
                k.undo()
                checked += 1
    assert checked


def test_a_time_budget_still_gives_a_legal_card() -> None:
    """With a tiny time budget the bot stops after its first sampled deal."""
    state = _positions("sicilian", 6)[0]
    legal = state.legal_actions()
    decision = Bot("expert", max_seconds=1e-9).decide(state, Rng(2))
    assert decision.action in legal
    assert decision.method == "sampling" and decision.samples == 1
