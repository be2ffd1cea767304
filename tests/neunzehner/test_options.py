"""Spec §1.14: every decision of game A is a named, annotated rule option."""

from __future__ import annotations

import pytest

from tarock_tutor.core.variants import get_variant
from tarock_tutor.games.neunzehner import OPTIONS, VARIANTS, new_game, random_playout

DECISIONS = ["D-A1", "D-A2", "D-A3", "D-A4", "D-A5", "D-A6", "D-A7", "D-A8", "D-A9",
             "D-A10", "D-A11", "D-A12", "D-A13", "D-A14", "D-A15", "D-A16", "end of game"]


@pytest.mark.parametrize("dec", DECISIONS)
def test_every_decision_is_an_option(dec: str) -> None:
    """§1.14: each decision id appears in exactly one option's reference."""
    hits = [o for o in OPTIONS if f"({dec})" in o.ref or f"(formerly {dec})" in o.ref]
    assert len(hits) == 1, dec
    o = hits[0]
    assert o.source_says and o.missing and o.chosen and o.why and o.title_ja
    assert "§1." in o.ref


def test_defaults_follow_the_spec() -> None:
    """§1.14 defaults: loss reference 35, own dummy column, strict trump discards."""
    opts = VARIANTS["4p"].options()
    assert opts["loss_reference"] == 35
    assert opts["dummy_result_to"] == "own_column"
    assert opts["trump_discard"] == "only_if_short"


def test_variants_are_registered_by_key_and_alias() -> None:
    assert get_variant("neunzehnerrufen") is VARIANTS["4p"]
    assert get_variant("neunzehnerrufen-2p") is VARIANTS["2p"]
    assert get_variant("Neunzehnerrufen") is VARIANTS["4p"]


def test_loss_reference_option_in_a_deal() -> None:
    """§1.11: with loss_reference=36 a lost game costs one more point per multiplier."""
    for seed in range(400):
        a = random_playout(new_game("4p", seed=seed), seed, contract="rufer")
        p, _ = a.card_points()
        if p <= 35:
            b = random_playout(new_game("4p", seed=seed, loss_reference=36), seed,
                               contract="rufer")
            assert b.card_points()[0] == p  # same seed, same play
            ga, gb = a.score_sheet().items[0], b.score_sheet().items[0]
            assert ga.base == 35 - p and gb.base == 36 - p
            return
    pytest.fail("no lost Rufer found")


@pytest.mark.parametrize("form", ["3p_dummy", "2p"])
def test_dummy_result_to_controller_folds_the_column(form: str) -> None:
    """§1.13 D-A11: the option moves each dummy's result to its controller."""
    for seed in range(5):
        own = random_playout(new_game(form, seed=seed), seed, contract="dreier")
        folded = random_playout(new_game(form, seed=seed, dummy_result_to="controller"),
                                seed, contract="dreier")
        t_own, t_fold = own.score_sheet().totals(), folded.score_sheet().totals()
        for d in own.dummies:
            assert t_fold[d] == 0
        expect = list(t_own)
        for d in own.dummies:
            expect[own.controller[d]] += expect[d]
            expect[d] = 0
        assert list(t_fold) == expect


def test_dealer_dummy_keeps_the_dealers_column() -> None:
    """§1.13 (dealer's hand as dummy): the dealer pays/receives that seat's result."""
    g = random_playout(new_game("4p_dealer_dummy", seed=2, dummy_result_to="controller"),
                       2, contract="rufer")
    assert g.play_dummy == 3
    item = g.score_sheet().items[0]
    assert item.amounts[3] != 0 or item.base == 0
