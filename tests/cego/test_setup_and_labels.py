"""The deal as data (issue 7 item 2), the game's registration and its labels.

Spec cego-dreierles.md §2.3: 13 cards each and a talon of 12 for three players,
11 and 10 for four; every card of the pack once."""

from __future__ import annotations

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.registry import GAMES
from tarock_tutor.games import cego
from tarock_tutor.games.cego.labels import LABELS


def typed_in(players: int, seed: int = 5) -> tuple[list[str], str]:
    g = cego.new_game(players=players, seed=seed)
    return ([" ".join(c.code for c in h) for h in g.dealt_hands],
            " ".join(c.code for c in g.talon))


@pytest.mark.parametrize("players", [3, 4])
def test_2_3_typed_in_deal_plays_records_and_replays(players: int) -> None:
    hands, talon = typed_in(players)
    g = games.new_deal(f"cego{players}", hands=hands, talon=talon, dealer=1)
    assert g.seed is None and g.arranged and g.dealer == 1
    done = games.playout(g, seed=3, policy=cego.SPEC.policy)
    text = games.dump_record(done)
    assert '[Hand "1"' in text and "[Seed" not in text
    again = games.load_record(text)
    assert again.history == done.history
    assert again.score_sheet().to_text() == done.score_sheet().to_text()
    assert again.undo().history == done.history[:-1]


@pytest.mark.parametrize(("change", "pattern"), [
    (lambda h, t: ([h[0][3:], *h[1:]], t), r"seat 0 holds 12 cards"),
    (lambda h, t: (h, t + " " + h[0][:3]), r"talon has 13 cards.*dealt twice"),
    (lambda h, t: ([h[0].replace(h[0].split()[0], "S7"), *h[1:]], t),
     r"S7.*not in the 51-card pack"),
    (lambda h, t: (h[:2], t), r"3 seats, but 2 hands"),
])
def test_2_3_impossible_typed_in_deals_are_refused(change: object, pattern: str) -> None:
    """A typed-in deal of the wrong shape (counts, a card twice, a card of another
    pack — S7 is not in the 3-player Cego pack) is refused, naming the problem."""
    hands, talon = typed_in(3)
    h, t = change(hands, talon)  # type: ignore[operator]
    with pytest.raises(TarockError, match=pattern):
        games.new_deal("cego3", hands=h, talon=t)


def test_worked_example_hands_become_a_typed_in_deal() -> None:
    """``hands={seat: …}`` places some cards and fills the rest from the seed; the
    state is then a typed-in deal, so its record carries every hand."""
    g = cego.new_game(players=3, seed=4, hands={2: "Sk T21 T20"})
    assert g.dealt_hands[2][:3] == tuple(g.pack.sorted(g.dealt_hands[2][:3]))
    assert g.setup.hands is not None and g.setup.hands[2][:1] == g.dealt_hands[2][:1]
    done = cego.random_playout(g, seed=1)
    assert cego.record.loads(cego.record.dumps(done)).history == done.history


def test_the_game_is_registered_with_its_policy_and_labels() -> None:
    spec = GAMES["cego"]
    assert spec is cego.SPEC and spec.new_state is cego.CegoState
    assert spec.policy is cego.policy.policy and spec.labels is LABELS
    g = games.playout(games.new_deal("cego4", seed=11), policy=spec.policy)
    assert g.is_terminal and sum(g.score_sheet().totals()) == 0


def test_labels_follow_the_book() -> None:
    """book/glossary.md: the contract names and ゼルプスト as the book spells them."""
    assert [LABELS.term(c) for c in cego.LADDER] == [
        "ツェゴ", "アイネ", "アイネ・レーレ", "ツヴァイ・レーレ", "ツヴァイ・フェアシーデネ",
        "プファイフェ"]
    assert LABELS.term("hold") == "ゼルプスト" and LABELS.original("raeuber") == "Räuber"
    assert all(cego.CONTRACTS[c].ja == LABELS.term(c) for c in cego.ALL_CONTRACTS)


def test_verdict_params_carry_ids_and_the_text_names_the_contract() -> None:
    """Namespaced codes; parameters are ids; the Japanese text words them (§2.4–2.5)."""
    g = cego.new_game(players=3, seed=1)
    for a in ("1 solo", "2 pass", "0 pass"):
        g.apply(cego.bid(*a.split()))
    v = g.explain(cego.discard(1, g.hand(1)[0]))
    assert (v.code, v.game, dict(v.params)) == ("NO_EXCHANGE", "cego", {"contract": "solo"})
    assert "ソロ" in v.text and "solo" not in v.text
    g = cego.new_game(players=3, seed=14)
    for a in ("1 pass", "2 pass", "0 pass", "1 cego"):
        g.apply(cego.bid(*a.split()))
    v = g.explain(cego.bid(2, "eine_leere"))
    assert (v.code, dict(v.params)) == ("BID_ONE_STEP_ONLY", {"next": "eine"})
    assert "アイネ" in v.text
