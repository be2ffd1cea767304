"""Score sheets stay zero-sum; rule options are validated data."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tarock_tutor.core.errors import TarockError, VariantError
from tarock_tutor.core.protocol import RuleRef
from tarock_tutor.core.scoring import (
    LineItem,
    ScoreSheet,
    settle_pairs,
    team_1v_rest,
    team_2v2,
)
from tarock_tutor.core.variants import OptionSpec, Variant


def test_payment_patterns():
    """neunzehner-zwanziger-sicilian.md §0.4: team_2v2 and team_1v3."""
    assert team_2v2([0, 2], [1, 3], 4, 5) == (5, -5, 5, -5)
    assert team_1v_rest(1, 4, 3) == (-3, 9, -3, -3)
    assert team_1v_rest(1, 4, -3) == (3, -9, 3, 3)


def test_line_item_must_sum_to_zero():
    with pytest.raises(TarockError, match="does not sum to zero"):
        LineItem("bad", "悪い", (1, 1, -1))


def test_sheet_totals_and_fractions():
    sheet = ScoreSheet(("A", "B", "C", "D"))
    sheet.add(LineItem("raeuber", "ラウバー", (Fraction(-2, 3), Fraction(-2, 3),
                                                Fraction(-2, 3), 2), rule=RuleRef("x")))
    sheet.add(LineItem("game", "ゲーム", team_1v_rest(0, 4, 1)))
    assert sheet.totals() == (Fraction(7, 3), Fraction(-5, 3), Fraction(-5, 3), 1)
    assert sheet.is_zero_sum()
    with pytest.raises(TarockError, match="has 3 amounts for 4 players"):
        sheet.add(LineItem("short", "短い", (1, -1, 0)))


def test_settle_pairs_pays_everything():
    totals = (7, -3, -5, 1)
    pay = settle_pairs(totals)
    bal = list(totals)
    for payer, payee, amt in pay:
        bal[payer] += amt
        bal[payee] -= amt
    assert bal == [0, 0, 0, 0]
    with pytest.raises(TarockError, match="do not sum to zero"):
        settle_pairs((1, 1))


def test_option_defaults_must_be_choices():
    with pytest.raises(VariantError, match="default 3 is not among"):
        OptionSpec("x", 3, (1, 2), ref="r")


def test_variant_options_validation():
    spec = OptionSpec("g.mode", "a", ("a", "b"), ref="spec §9")
    v = Variant("g", "g", "G", seats=4, pack_key="tarock54", options=(spec,))
    assert dict(v.options()) == {"g.mode": "a"}
    with pytest.raises(VariantError, match=r"cannot be 'c'; allowed values: 'a', 'b' \(spec §9\)"):
        v.options(**{"g.mode": "c"})
    with pytest.raises(VariantError, match=r"unknown rule option 'g\.mod'"):
        v.options(**{"g.mod": "a"})
    d = v.derive("g-club", "Club G")
    assert d.parent == "g" and d.key == "g-club" and d.pack.key == "tarock54"


def test_option_values_must_have_the_declared_type():
    """``1 == True`` in Python; a rule option must still refuse 1 for a yes/no option."""
    spec = OptionSpec("g.flag", False, (False, True), ref="spec §9")
    v = Variant("g2", "g", "G", seats=4, pack_key="tarock54", options=(spec,))
    with pytest.raises(VariantError, match="cannot be 1"):
        v.options(**{"g.flag": 1})
    assert v.options(**{"g.flag": True})["g.flag"] is True
