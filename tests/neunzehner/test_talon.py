"""Spec §1.7: Rufer draw, staged looks with multipliers and exposure, discards, ownership."""

from __future__ import annotations

import pytest

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Discard, Phase, Take
from tarock_tutor.games.neunzehner import (
    NeunzehnerState,
    StagedTalon,
    check_discard,
    legal_discards,
    new_game,
)
from tarock_tutor.games.neunzehner.parts.drive import auction_to

# every path of the staged looks and its Mt, as tabled in spec §1.7
PATHS = [
    ("dreier", ["accept"], 1), ("dreier", ["reject", "accept"], 2),
    ("dreier", ["reject", "reject", "back1"], 3),
    ("zweier", ["accept"], 1), ("zweier", ["reject", "accept"], 2),
    ("zweier", ["reject", "reject", "accept"], 3),
    ("zweier", ["reject", "reject", "reject", "back1"], 4),
    ("zweier", ["reject", "reject", "reject", "back2"], 5),
    *[("einer", ["reject"] * k + ["accept"], k + 1) for k in range(6)],
    *[("einer", ["reject"] * 6 + [f"back{k}"], 6 + k) for k in range(1, 6)],
]


@pytest.mark.parametrize(("contract", "steps", "mt"), PATHS)
def test_staged_look_multipliers(contract: str, steps: list[str], mt: int) -> None:
    """§1.7 table: Dreier 1…3, Zweier 1…5, Einer 1…11."""
    t = StagedTalon(contract)
    for s in steps:
        assert s in t.legal()
        t.apply(s)
    assert t.done and t.multiplier == mt


def test_staged_exact_lists() -> None:
    """§1.7: accept/reject while looking; after refusing all, back to any but the last."""
    t = StagedTalon("einer")
    for _ in range(6):
        assert t.legal() == ["accept", "reject"]
        t.apply("reject")
    assert t.legal() == ["back1", "back2", "back3", "back4", "back5"]
    assert t.check("back6")[0] == "N19_TALON_BAD_RETURN"
    assert t.check("accept")[0] == "N19_TALON_MUST_RETURN"
    d = StagedTalon("dreier")
    assert d.check("back1")[0] == "N19_TALON_RETURN_NOT_YET"
    assert d.check("peek")[0] == "N19_TALON_UNKNOWN"


def staged_game(contract: str, seed: int = 5) -> NeunzehnerState:
    g = new_game("4p", seed=seed)
    auction_to(g, declarer=1, contract=contract)
    return g


def test_dreier_in_a_deal_exposes_refused_cards_and_counts_untaken() -> None:
    """§1.7: refused cards go face up; after accepting B the declarer discards 3;
    the untaken A counts for the opponents."""
    g = staged_game("dreier")
    assert g.phase is Phase.TALON and g.to_move == 1
    assert g.legal_actions() == [Take(1, "accept"), Take(1, "reject")]
    assert g.view(1).talon_seen[:3] == g.talon[:3]        # the declarer's private look
    assert g.view(0).talon_seen == (None,) * 6
    g.apply(Take(1, "reject"))
    assert g.exposed_talon == g.talon[:3] and g.talon_multiplier == 2
    assert g.view(0).talon_seen[:3] == g.talon[:3]        # now face up for all
    g.apply(Take(1, "accept"))
    assert g.phase is Phase.EXCHANGE and len(g.hands[1]) == 15
    assert g.untaken_talon() == g.talon[:3]
    assert all(len(a.cards) == 3 for a in g.legal_actions() if isinstance(a, Discard))


def test_dreier_accepting_a_keeps_b_unseen() -> None:
    """§1.7: if A is accepted, nobody ever sees B."""
    g = staged_game("dreier")
    g.apply(Take(1, "accept"))
    for seat in range(4):
        assert g.view(seat).talon_seen[3:] == (None, None, None)


def test_einer_back_to_fifth_card() -> None:
    """§1.7 / A-9: Einer refusing all six and going back to card 5 → Mt 11."""
    g = staged_game("einer")
    for _ in range(6):
        g.apply(Take(1, "reject"))
    assert g.legal_actions() == [Take(1, f"back{k}") for k in range(1, 6)]
    g.apply(Take(1, "back5"))
    assert g.talon_multiplier == 11
    assert g.talon[4] in g.hands[1]
    assert set(g.exposed_talon) == set(g.talon) - {g.talon[4]}


def test_rufer_draw_order_four_players() -> None:
    """§1.7 Rufer: declarer talon I–IV, right neighbour V, left neighbour VI, opposite none."""
    g = new_game("4p", seed=8)
    auction_to(g, declarer=0, contract="rufer")
    seen = []
    while g.phase is Phase.EXCHANGE:
        seat, idx = g.exchanging or (None, ())
        seen.append((seat, idx))
        assert all(g.talon[i] in g.hands[seat] for i in idx)  # type: ignore[index]
        g.apply(g.legal_actions()[0])
    assert seen == [(0, (0, 1, 2, 3)), (1, (4,)), (3, (5,))]
    assert g.phase is Phase.CALL


def test_rufer_draw_order_three_players_skips_dummy() -> None:
    """§1.13 (3 players) step 3, D-A12: the other two live players draw in play order."""
    g = new_game("3p_dummy", seed=8)
    auction_to(g, declarer=0, contract="rufer")
    order = []
    while g.phase is Phase.EXCHANGE:
        assert g.exchanging is not None
        order.append(g.exchanging)
        g.apply(g.legal_actions()[0])
    assert order == [(0, (0, 1, 2, 3)), (2, (4,)), (3, (5,))]


def test_two_player_exchange() -> None:
    """§1.13 (2 players) D-A15: declarer 4, dealer 1; talon VI unused, for the dealer's side."""
    g = new_game("2p", seed=8)
    order = []
    while g.phase is Phase.EXCHANGE:
        assert g.exchanging is not None
        order.append(g.exchanging)
        g.apply(g.legal_actions()[0])
    assert order == [(1, (0, 1, 2, 3)), (3, (4,))]
    assert g.untaken_talon() == (g.talon[5],)


HAND = parse_cards("HK SK CK DK Sk T21 T1 T5 T6 S10 HQ")


def test_discard_exact_lists() -> None:
    """§1.7 D-A5: plain non-King cards first; trumps only to fill up, never K/XXI/I/Sküs."""
    assert legal_discards(HAND, 1) == [(parse_cards("S10")[0],), (parse_cards("HQ")[0],)]
    assert legal_discards(HAND, 2) == [tuple(parse_cards("S10 HQ"))]
    assert legal_discards(HAND, 4) == [tuple(parse_cards("T6 T5 S10 HQ"))]


@pytest.mark.parametrize(("cards", "n", "code"), [
    ("HK S10", 2, "N19_DISCARD_HONOUR"),
    ("T21 S10", 2, "N19_DISCARD_HONOUR"),
    ("T1 S10", 2, "N19_DISCARD_HONOUR"),
    ("Sk S10", 2, "N19_DISCARD_HONOUR"),
    ("T5 S10", 2, "N19_DISCARD_TRUMP_NOT_FORCED"),
    ("S10", 2, "N19_DISCARD_COUNT"),
    ("C10 S10", 2, "NOT_IN_HAND"),
    ("S10 HQ", 2, "N19_DISCARD_OK"),
    ("T5 T6 S10 HQ", 4, "N19_DISCARD_OK"),
])
def test_discard_reason_codes(cards: str, n: int, code: str) -> None:
    """§1.7: every discard refusal has its own reason code."""
    assert check_discard(HAND, parse_cards(cards), n)[0] == code


def test_discard_same_card_twice() -> None:
    """§1.7: a discard naming one card twice is refused with its own code."""
    s10 = parse_cards("S10")[0]
    assert check_discard(HAND, [s10, s10], 2)[0] == "N19_DISCARD_DUPLICATE"


def test_discard_any_trump_option() -> None:
    """Option trump_discard='any_trump' (D-A5 alternative): trumps II–XX may go freely."""
    assert check_discard(HAND, parse_cards("T5 S10"), 2, trump_rule="any_trump")[0] == \
        "N19_DISCARD_OK"
    assert len(legal_discards(HAND, 2, trump_rule="any_trump")) == 6  # C(4, 2)


def test_discarded_trumps_lie_face_up_and_ownership() -> None:
    """§1.7/§1.8: trump discards are face up; each player's discard counts for his side."""
    for seed in range(200):
        g = new_game("4p", seed=seed, trump_discard="any_trump")
        auction_to(g, declarer=0, contract="rufer")
        legal = g.legal_actions()
        with_trump = [a for a in legal if isinstance(a, Discard)
                      and any(c.suit is Suit.TRUMP for c in a.cards)]
        if with_trump:
            g.apply(with_trump[0])
            assert set(g.face_up_discards) == {c for c in with_trump[0].cards
                                              if c.suit is Suit.TRUMP}
            assert g.view(2).face_up_discards == g.face_up_discards
            return
    pytest.fail("no seed below 200 offers a trump discard")
