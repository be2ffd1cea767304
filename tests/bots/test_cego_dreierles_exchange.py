"""The exchange evaluators of Cego and Dreierles (issue 19 item 1): what the computer
declarer keeps and lays away, pinned on hand-built deals where the rule the module
states decides the choice, and legal on seeded deals."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Bid, Discard, GameState, Keep, Phase
from tarock_tutor.games import cego
from tarock_tutor.games.cego import bot as cego_bot

CEGO_AUCTION = ("1 pass", "2 pass", "0 pass", "1 cego", "2 pass", "0 pass")
"""Three players: nobody says Solo, Vorhand must open Cego (spec §2.6), the others pass."""


def _cego_exchange(hand: str, talon: str) -> GameState:
    g = cego.new_game(players=3, hands={1: hand}, talon=talon, seed=4)
    for b in CEGO_AUCTION:
        g.apply(cego.bid(*b.split()))
    assert g.phase.value == "exchange" and g.to_move == 1
    return g


def _codes(action: object) -> list[str]:
    assert isinstance(action, Keep | Discard)
    return sorted(c.code for c in action.cards)


LOW_TRUMPS = "T1 T13 T8 T2 HK SK SQ S9 H2 CN C8 DJ D1"


def test_cego_keep_is_the_two_highest_trumps_not_kings() -> None:
    """Spec §2.4 row 1: the Cego declarer keeps any two cards.  The evaluator keeps
    trumps (they win whatever suit is led) over the Kings, which the fixed policy
    ranks with the trump 14 and so keeps here; the Kings laid away still count for
    the declarer in the legage (§2.10)."""
    g = _cego_exchange(LOW_TRUMPS, "T21 T20 T19 T18 T17 T16 T15 T14 HQ H1 H3 C9")
    choice = cego_bot.choose(g, Rng(1))
    assert choice in g.legal_actions()
    assert _codes(choice) == ["T13", "T8"]
    fixed = games.game_of(g.variant).policy(g, Rng(1))
    assert _codes(fixed) == ["HK", "SK"]   # the fixed policy's keep, for contrast


def test_cego_keep_passes_the_pfeife_over() -> None:
    """The Pfeife (trump 1, worth 5) is the lowest trump: kept, it falls to any higher
    trump; laid away, its 5 points are the declarer's."""
    g = _cego_exchange("T1 T3 T2 HK SQ S9 H2 CN C8 DJ D1 D2 D3",
                       "T21 T20 T19 T18 T17 T16 T15 T14 HQ H1 H3 C9")
    assert _codes(cego_bot.choose(g, Rng(1))) == ["T2", "T3"]


def test_cego_keep_with_one_trump_is_left_to_the_fixed_policy() -> None:
    g = _cego_exchange("T13 HK SK SQ S9 H2 CN C8 DJ D1 D2 D3 H4",
                       "T21 T20 T19 T18 T17 T16 T15 T14 HQ H1 H3 C9")
    assert cego_bot.choose(g, Rng(1)) is None


def _after_keep(talon: str) -> GameState:
    g = _cego_exchange(LOW_TRUMPS, talon)
    g.apply(cego_bot.choose(g, Rng(1)))   # type: ignore[arg-type]
    assert g.phase.value == "exchange"    # the extra discard comes next
    return g


def test_cego_discard_makes_a_void() -> None:
    """With one club only (after the talon), the club is laid away: the suit is void,
    so the declarer can trump it (spec §2.5: the extra discard is any card)."""
    g = _after_keep("T21 T20 T19 T18 T17 T16 T15 T14 HQ H1 H3 C9")
    choice = cego_bot.choose(g, Rng(1))
    assert choice in g.legal_actions()
    assert _codes(choice) == ["C9"]


def test_cego_discard_keeps_a_lone_king_and_lays_away_an_unguarded_queen() -> None:
    """A lone King stays (led, it wins its suit unless a defender is void); with no
    other singleton the most valuable card of a suit without its King goes to the
    legage, where it counts for the declarer."""
    g = _after_keep("T21 T20 T19 T18 T17 T16 T15 T14 DK HQ HN H1")
    assert _codes(cego_bot.choose(g, Rng(1))) == ["HQ"]


@pytest.mark.parametrize("variant", ["cego3", "cego4", "dreierles3", "dreierles4"])
def test_exchange_choices_are_legal_on_seeded_deals(variant: str) -> None:
    """On 40 seeded deals the evaluator's exchange actions (or ``None``: the fixed
    policy) are legal, and the same generator seed gives the same choice."""
    module = games.game_of(games.new_deal(variant, seed=1).variant)
    bot_module = {"cego": cego_bot}.get(variant[:-1])
    if bot_module is None:
        from tarock_tutor.games.dreierles import bot as bot_module
    reached = 0
    for seed in range(1, 41):
        state = games.new_deal(variant, seed=seed)
        rng = Rng(seed)
        while not state.is_terminal and state.phase is not Phase.PLAY:
            if state.phase.value == "exchange":
                reached += 1
                mine = bot_module.choose(state, Rng(seed))
                assert mine == bot_module.choose(state, Rng(seed + 1))
                if mine is not None:
                    assert mine in state.legal_actions()
                    state.apply(mine)
                    continue
            state.apply(module.policy(state, rng))
    assert reached > 0


def _dreierles_exchange(hand: str, talon: str, contract: str) -> GameState:
    """Three players, dealer 0: seat 1 bids ``contract``, the others pass (spec §3.4)."""
    from tarock_tutor.core.setup import Setup
    from tarock_tutor.games.dreierles import DREIERLES3, DreierlesState

    mine, top = parse_cards(hand), parse_cards(talon)
    rest = [c for c in DREIERLES3.pack.strength if c not in mine and c not in top]
    setup = Setup.arranged_deal(DREIERLES3, [rest[:16], mine, rest[16:32]],
                                [*top, *rest[32:]], dealer=0)
    g = DreierlesState(setup)
    for seat, bid in ((1, contract), (2, "pass"), (0, "pass")):
        g.apply(Bid(seat, bid))
    assert g.phase.value == "exchange" and g.to_move == 1
    return g


def test_dreierles_discards_the_courts_a_king_elsewhere_would_catch() -> None:
    """Seed 003 / spec §3.5 and §3.10: the discards count for the declarer whatever
    happens in play, and no King or trump may go.  The Cavall of clubs (3 points),
    whose King another player holds, is laid away first; the Queen of hearts stays,
    since the declarer holds her King (led first, it leaves her the top heart), and
    the other two discards are blanks of the suits without their King.  (The fixed
    policy lays away a blank first.)"""
    from tarock_tutor.games.dreierles import bot as drl_bot

    g = _dreierles_exchange("Sk T21 T20 T19 T18 T17 T10 T9 T8 HK HQ S7 S8 C9 CN D4",
                            "T3 C8 C7", "dreier")
    fixed = games.game_of(g.variant).policy(g, Rng(1))
    assert isinstance(fixed, Discard) and g.pack.value[fixed.cards[0]] == 1  # type: ignore[attr-defined]
    picked = []
    for _ in range(3):
        choice = drl_bot.choose(g, Rng(1))
        assert choice in g.legal_actions()
        picked += _codes(choice)
        g.apply(choice)   # type: ignore[arg-type]
    assert picked[0] == "CN"
    assert all(c[0] in "SCD" and c[1:] in "789 10 4" for c in picked[1:]), picked
    assert g.phase.value == "announce"
