"""Issue 20, item 3: remembered results for every game, scored by the same sheet code
as a played deal.  Each deal is played out, its remembered result (what a table writes
down) derived, the result scored from those facts alone, and the two sheets compared
line item by line item (label, amounts, base, multiplier, rule)."""

from __future__ import annotations

import importlib
from collections import Counter

import pytest

from tarock_tutor import games
from tarock_tutor.core.checker import check_text
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Bid, GameState
from tarock_tutor.core.registry import game_of

FACTS = {"cego": "cego", "dreierles": "dreierles", "neunzehnerrufen": "neunzehner",
         "sicilian": "sicilian", "zwanzigerrufen": "zwanziger"}


def passer(state: GameState, rng: Rng) -> Action:
    """Pass whenever passing is legal (reaches Räuber, throw-ins and no-taker hands)."""
    legal = state.legal_actions()
    return next((a for a in legal if isinstance(a, Bid) and a.bid == "pass"),
                rng.choice(legal))


def _facts_of(variant: str):
    return importlib.import_module(
        f"tarock_tutor.games.{FACTS[game_of(variant).key]}.facts").facts_of


@pytest.mark.parametrize("variant", games.variant_keys())
def test_every_game_has_remembered_results_with_declared_tags(variant: str) -> None:
    spec = game_of(variant)
    assert spec.score_facts is not None and "Contract" in spec.fact_tags


@pytest.mark.parametrize("variant", games.variant_keys())
@pytest.mark.parametrize("passing", [False, True])
def test_facts_of_a_played_deal_score_the_same_sheet(variant: str, passing: bool) -> None:
    spec, facts_of = game_of(variant), _facts_of(variant)
    seen: Counter[str] = Counter()
    for seed in range(25):
        done = games.playout(games.new_deal(variant, seed=seed), seed=seed,
                             policy=passer if passing else None)
        facts = facts_of(done)
        assert set(facts) <= set(spec.fact_tags)
        seen.update(facts.keys())
        played, remembered = done.score_sheet(), spec.score_facts(done.setup, facts)
        assert remembered.players == played.players
        assert list(remembered.items) == list(played.items), (seed, facts)
        # the same result written as a record is checked and scored the same way
        text = f'[Game "{variant}"]\n[Dealer "{done.dealer + 1}"]\n' + "".join(
            f'[{k} "{v}"]\n' for k, v in facts.items())
        report = check_text(text)
        assert report.status == "valid", report.text_ja()
        assert report.sheet is not None and report.sheet.totals() == played.totals()
    assert seen["Contract"] == 25


@pytest.mark.parametrize(("variant", "tags"), [
    ("zwanzigerrufen", {"Kontra", "PagatKontra", "ValatKontra", "PagatAnnounced",
                        "ValatAnnounced", "AllTricks", "Trull", "Partner"}),
    ("dreierles3", {"Kontra", "Bonuses", "Pfeife", "PfeifeAnnounced"}),
    ("neunzehnerrufen", {"Declarations", "PagatAnnounced", "ValatAnnounced",
                         "TalonMultiplier", "AllTricks"}),
    ("neunzehnerrufen-2p", {"Partner", "Controllers", "PagatWonBy"}),
    ("cego4", {"AfterSolo", "TricksWon"}),
])
def test_the_round_trip_covers_the_chains_bonuses_and_pfeife(variant: str,
                                                              tags: set[str]) -> None:
    """The comparison above is not vacuous: random deals reach these facts."""
    facts_of = _facts_of(variant)
    seen: set[str] = set()
    for seed in range(200):
        seen |= set(facts_of(games.playout(games.new_deal(variant, seed=seed), seed=seed)))
    assert tags <= seen


@pytest.mark.parametrize(("variant", "facts", "totals"), [
    # the silent wrong score: Rufer won (1 Fach, spec §2.7) × 2³ for Subkontra
    ("zwanzigerrufen", {"Contract": "rufer", "Declarer": "1", "Partner": "3",
                        "Points": "50", "Kontra": "3"}, (8, -8, 8, -8)),
    # Dreierles §3.11: 41 points in a Dreier = 2 Fach from each; Kontra doubles it
    ("dreierles3", {"Contract": "dreier", "Declarer": "2", "Points": "41", "Kontra": "1"},
     (-4, 8, -4)),
    # game (−2, 4, −2); §3.6 席3's Droll, 1 Fach from every other person (−1, −1, 2);
    # §3.7 the declarer's silent Pfeife won in the last trick, 1 from each (−1, 2, −1)
    ("dreierles3", {"Contract": "dreier", "Declarer": "2", "Points": "41",
                    "Bonuses": "3:droll", "Pfeife": "won"}, (-4, 5, -1)),
    # §3.12.4: the most card points pays 2 to each other player
    ("dreierles3", {"Contract": "raeuber", "RaeuberPoints": "1:30 2:20 3:20"}, (-4, 2, 2)),
    # Cego §2.13: Räuber, the most points subtracts 5 in his own column (10 for the caller,
    # 席2 here); §2.14 sheet scoring nets a −5 entry among four to −15 / +5 each
    ("cego4", {"Contract": "raeuber", "RaeuberPoints": "1:30 2:20 3:10 4:10"},
     (-15, 5, 5, 5)),
    ("cego4", {"Contract": "raeuber", "RaeuberPoints": "1:10 2:30 3:10 4:10"},
     (10, -30, 10, 10)),
    # Cego §2.13: Bettel with no trick won is worth 15 from each defender
    ("cego4", {"Contract": "bettel", "Declarer": "3", "TricksWon": "0"}, (-15, -15, 45, -15)),
    # Sicilian §3.9: a Solo is (points − 55) × 3; each defender (109 − points) − 54
    ("sicilian", {"Contract": "solo", "Declarer": "2", "Points": "60"}, (-5, 15, -5, -5)),
    ("sicilian", {"Contract": "throw_in", "Payments": "-3 1 0 2"}, (-3, 1, 0, 2)),
])
def test_remembered_results_score_by_the_rules(variant: str, facts: dict[str, str],
                                               totals: tuple[object, ...]) -> None:
    """Seats in fact tags are 席 numbers (席k is engine seat k−1, the totals' index)."""
    setup = games.new_deal(variant, seed=0).setup
    assert game_of(variant).score_facts(setup, facts).totals() == totals
