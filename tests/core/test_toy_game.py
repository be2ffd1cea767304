"""Issue 17, "Done when": a toy game with its own pack, its own phase names, its own
follow and winner rules and its own counting registers, deals, plays, records,
replays, is checked by ``tarock-tutor check`` and renders, with no change to the
package: everything it needs is declared in this file.

The toy game, "Mondschein" (invented for this test): three players, a twelve-card
pack of its own (four moons, four hearts, four leaves; the pack key ``toy-moon12``),
four cards each, no talon.

* **Vow** (phase ``toy-vow``, 誓い): from the dealer's left, each seat vows
  ``bright`` or ``dark`` once.
* **Play** (the shared trick play): follow the led suit if you can; a void player
  may play anything (moons are *not* compulsory), and moon 4 may never be led
  unless it is the last card in hand.
* **Winner**: a moon takes the trick (the highest moon); without one, the *lowest*
  card of the led suit wins.
* **Counting** (``toy-moon``): each heart counts its rank, each moon 1; a pile that
  holds all four hearts counts double.
* **Score**: the seat with the most points (the first in seat order on a tie) wins 2,
  the others pay 1 each; a ``bright`` vow that did not win pays 1 more to the winner.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, ClassVar

import pytest

from tarock_tutor import games
from tarock_tutor.cli import main
from tarock_tutor.core.cards import Card, Names, Pack, Suit, card, register_pack, unregister_pack
from tarock_tutor.core.checker import check_text
from tarock_tutor.core.counting import register_method, unregister_method
from tarock_tutor.core.dealing import Deal, deal, packet_plan
from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.labels import Labels, Term
from tarock_tutor.core.messages import register
from tarock_tutor.core.phases import Check, PhasedState, PhaseHandler, PlayPhase
from tarock_tutor.core.protocol import Action, Announce, DealView, Phase, Play, RuleRef
from tarock_tutor.core.registry import GameSpec, register_game, unregister_game
from tarock_tutor.core.scoring import LineItem, ScoreSheet, team_1v_rest
from tarock_tutor.core.setup import Setup, resolve_deal
from tarock_tutor.core.trickplay import TrickPlay
from tarock_tutor.core.tricks import FollowRule, Legality, TrickHooks, led_suit, standard_legality
from tarock_tutor.core.variants import Variant
from tarock_tutor.render.report import report_page
from tarock_tutor.render.svg import hand_svg, trick_svg

REF = RuleRef("toy rules (this test)", "§1")
MOONS, HEARTS, LEAVES = Suit.TRUMP, Suit.HEARTS, Suit.CLUBS
_SUIT_JA = {MOONS: "月", HEARTS: "ハート", LEAVES: "葉"}


def _toy_pack() -> Pack:
    cards = tuple(card(s, r) for s in (MOONS, HEARTS, LEAVES) for r in (4, 3, 2, 1))
    return Pack("toy-moon12", "twelve-card Mondschein pack", cards,
                strength={c: c.rank for c in cards},
                value={c: c.rank if c.suit is HEARTS else 1 if c.suit is MOONS else 0
                       for c in cards},
                names={c: Names(f"toy {c.code}", f"{_SUIT_JA[c.suit]}の{c.rank}",
                                f"{c.rank} of toy {c.suit.name.lower()}") for c in cards},
                source="this test")


PACK = _toy_pack()
MOON4 = card(MOONS, 4)
VOW = Phase.declare("toy-vow", "誓い")
TOY = Variant("toy3", "toy", "Mondschein", seats=3, pack_key=PACK.key)

register({"TOY_VOW_OK": {"ja": "誓えます。", "en": "You may vow."},
          "TOY_UNKNOWN_VOW": {"ja": "「{vow}」という誓いはありません。", "en": "No vow {vow}."},
          "TOY_MOON4_NOT_LED": {"ja": "月の4はリードできません(最後の1枚のときを除く)。",
                                "en": "Moon 4 may not be led unless it is the last card."},
          "TOY_VOID_FREE": {"ja": "台札のスートがないので、どのカードでも出せます。",
                            "en": "Void in the led suit: any card may be played."}},
         game="toy")


def count_moon(cards: Iterable[Card], pack: Pack) -> int:
    """The toy's counting: hearts by rank, moons 1 each, doubled with all four hearts.

    >>> count_moon([card(Suit.HEARTS, r) for r in (1, 2, 3, 4)] + [MOON4], PACK)
    22
    """
    pile = list(cards)
    points = sum(pack.value[c] for c in pile)
    return 2 * points if sum(c.suit is HEARTS for c in pile) == 4 else points


class MoonFollow(FollowRule):
    """Follow suit; a void player is free (no compulsory moon); moon 4 not led."""

    key = "toy_moon"

    def legality(self, hand: Sequence[Card], trick: Sequence[Card],
                 context: Any = None) -> Legality:
        suit = led_suit(trick)
        if suit is None:
            if MOON4 in hand and len(hand) > 1:
                rest = tuple(c for c in hand if c is not MOON4)
                return Legality(rest, "FREE_LEAD", REF, {},
                                {MOON4: ("TOY_MOON4_NOT_LED", REF)})
            return standard_legality(hand, trick)
        same = tuple(c for c in hand if c.suit is suit)
        if same:
            return standard_legality(hand, trick)
        return Legality(tuple(hand), "TOY_VOID_FREE", REF)


MOON_FOLLOW = MoonFollow()


def moon_winner(cards: Sequence[Card], pack: Pack, context: Any) -> int:
    """The highest moon, else the lowest card of the led suit."""
    moons = [i for i, c in enumerate(cards) if c.suit is MOONS]
    if moons:
        return max(moons, key=lambda i: cards[i].rank)
    suit = cards[0].suit
    return min((i for i, c in enumerate(cards) if c.suit is suit), key=lambda i: cards[i].rank)


MOON_RULES = TrickHooks(MOON_FOLLOW, winner=moon_winner, ref=REF)
"""The toy's trick rules as one bundle: its play phase and the kernel read this."""


def toy_deal(seed: int) -> Deal:
    return deal(PACK, seed=seed, plan=packet_plan(seats=3, first=1, packets=[4]), seats=3)


class VowPhase(PhaseHandler["ToyState"]):
    phase = VOW
    accepts: ClassVar[tuple[type[Action], ...]] = (Announce,)

    def to_move(self, state: ToyState) -> int | None:
        return (state.dealer + 1 + len(state.vows)) % 3

    def legal(self, state: ToyState) -> list[Action]:
        seat = self.to_move(state)
        assert seat is not None
        return [Announce(seat, "bright"), Announce(seat, "dark")]

    def check(self, state: ToyState, action: Action) -> Check:
        what = self.expect(state, action, Announce).what
        if what in ("bright", "dark"):
            return Check(True, "TOY_VOW_OK", REF)
        return Check(False, "TOY_UNKNOWN_VOW", REF, {"vow": what})

    def apply(self, state: ToyState, action: Action) -> None:
        a = self.expect(state, action, Announce)
        state.vows[a.seat] = a.what

    def done(self, state: ToyState) -> bool:
        return len(state.vows) == 3

    def next_phase(self, state: ToyState) -> Phase:
        return Phase.PLAY


class MoonTricks(PlayPhase):
    def make(self, state: Any) -> TrickPlay:
        return TrickPlay.from_hooks(PACK, state.hands, MOON_RULES, order=(0, 1, 2),
                                    leader=(state.dealer + 1) % 3)


class ToyState(PhasedState):
    game_key = "toy"
    handlers: ClassVar[dict[Phase, PhaseHandler[Any]]] = {VOW: VowPhase(),
                                                          Phase.PLAY: MoonTricks()}

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.hands = resolve_deal(setup, toy_deal).hands
        self.vows: dict[int, str] = {}
        self.enter(VOW)

    def points(self) -> list[int]:
        tp = self.trickplay
        return [count_moon(pile, PACK) for pile in tp.captured] if tp else [0, 0, 0]

    def deal_view(self) -> DealView:
        tp = self.trickplay
        now = self.hands if tp is None else tuple(tuple(tp.hand(s)) for s in range(3))
        return DealView(now, self.hands, (), tp, None, to_move=self.to_move)

    def score_sheet(self) -> ScoreSheet:
        sheet = ScoreSheet(("席1", "席2", "席3"))
        if not self.is_terminal:
            return sheet
        pts = self.points()
        best = pts.index(max(pts))
        sheet.add(LineItem("game", "勝ち", team_1v_rest(best, 3, 1), base=1, multiplier=1,
                           rule=REF))
        for seat, vow in sorted(self.vows.items()):
            if vow == "bright" and seat != best:
                amounts = [0, 0, 0]
                amounts[seat], amounts[best] = -1, 1
                sheet.add(LineItem("vow", "誓いの失敗", tuple(amounts), base=1, multiplier=1,
                                   rule=REF))
        return sheet


@pytest.fixture
def toy() -> Iterator[GameSpec]:
    register_pack(PACK)
    register_method("toy-moon", count_moon)
    spec = register_game(GameSpec("toy", "Mondschein", "月明かり", (TOY,), ToyState,
                                  default_dealer=0, follow_rule=MOON_FOLLOW,
                                  trick_rules=lambda state: MOON_RULES,
                                  counting="toy-moon",
                                  labels=Labels("toy", [Term("bright", "明"),
                                                        Term("dark", "暗")])))
    yield spec
    unregister_game("toy")
    unregister_method("toy-moon")
    unregister_pack(PACK.key)


def _hands(text: str) -> list[str]:
    return [h.strip() for h in text.split("|")]


# Hands chosen by hand: seat 1 leads (dealer 0).  Codes are the core's notation.
HANDS = _hands("T3 H4 C1 C2 | T4 H1 H2 C4 | T1 T2 H3 C3")


def test_toy_deals_from_its_own_pack(toy: GameSpec) -> None:
    state = games.new_deal("toy3", seed=5)
    dealt = [c for h in state.hands for c in h]
    assert sorted(dealt, key=PACK.sort_key) == PACK.sorted(PACK.cards)   # every card once
    assert [len(h) for h in state.hands] == [4, 4, 4]
    assert state.variant.pack is PACK and state.phase is VOW and state.phase.ja == "誓い"


def test_toy_vow_phase_legal_explain_apply(toy: GameSpec) -> None:
    state = games.new_deal("toy3", hands=HANDS)
    assert [str(a) for a in state.legal_actions()] == ["1 announce bright", "1 announce dark"]
    v = state.explain(Announce(1, "grey"))
    assert not v.allowed and v.code == "TOY_UNKNOWN_VOW" and "grey" in v.message("ja")
    with pytest.raises(IllegalAction):
        state.apply(Announce(2, "dark"))    # not seat 2's turn
    for seat, vow in ((1, "bright"), (2, "dark"), (0, "dark")):
        state.apply(Announce(seat, vow))
    assert state.phase is Phase.PLAY and state.to_move == 1


def test_toy_follow_rule_and_winner(toy: GameSpec) -> None:
    state = games.new_deal("toy3", hands=HANDS)
    for seat, vow in ((1, "dark"), (2, "dark"), (0, "dark")):
        state.apply(Announce(seat, vow))
    # Seat 1 holds moon 4 with other cards: it may not be led (the toy's own hook).
    assert [str(a) for a in state.legal_actions()] == ["1 play C4", "1 play H1", "1 play H2"]
    v = state.explain(Play(1, card(MOONS, 4)))
    assert not v.allowed and v.code == "TOY_MOON4_NOT_LED"
    state.apply(Play(1, card(HEARTS, 2)))
    # Seat 2 holds a heart: must follow.
    assert [str(a) for a in state.legal_actions()] == ["2 play H3"]
    state.apply(Play(2, card(HEARTS, 3)))
    # Seat 0 holds a heart too (H4); plays it.
    state.apply(Play(0, card(HEARTS, 4)))
    # No moon: the lowest heart (H2, seat 1) wins.
    assert state.trickplay.tricks[0].winner == 1 and state.to_move == 1
    state.apply(Play(1, card(LEAVES, 4)))
    # Seat 2 holds C3: must follow; seat 0 holds leaves.
    assert [str(a) for a in state.legal_actions()] == ["2 play C3"]
    state.apply(Play(2, card(LEAVES, 3)))
    state.apply(Play(0, card(LEAVES, 1)))
    assert state.trickplay.tricks[1].winner == 0
    # Seat 0 leads a leaf; seat 1 is void: anything goes, moons not compulsory.
    state.apply(Play(0, card(LEAVES, 2)))
    assert [str(a) for a in state.legal_actions()] == ["1 play T4", "1 play H1"]
    assert state.explain(Play(1, card(HEARTS, 1))).code == "TOY_VOID_FREE"
    state.apply(Play(1, card(MOONS, 4)))
    state.apply(Play(2, card(MOONS, 1)))
    assert state.trickplay.tricks[2].winner == 1   # the highest moon
    # Last trick: seat 1 leads H1 (moon 4 is gone); seat 2 void plays T2; seat 0 T3.
    state.apply(Play(1, card(HEARTS, 1)))
    state.apply(Play(2, card(MOONS, 2)))
    state.apply(Play(0, card(MOONS, 3)))
    assert state.is_terminal and state.trickplay.tricks[3].winner == 0
    # Piles: seat 1 took H2 H3 H4, T4 T1 C2; seat 0 took C4 C3 C1, H1 T2 T3.
    assert state.points() == [1 + 1 + 1, 2 + 3 + 4 + 1 + 1, 0]
    assert list(state.score_sheet().totals()) == [-1, 2, -1]


def test_toy_plays_out_records_replays_and_checks(toy: GameSpec, tmp_path: Any,
                                                  capsys: Any) -> None:
    done = games.playout(games.new_deal("toy3", seed=7), seed=3)
    assert done.is_terminal and len(done.trickplay.tricks) == 4
    assert sum(done.score_sheet().totals()) == 0
    piles = done.trickplay.captured
    assert PACK.sorted(c for pile in piles for c in pile) == PACK.sorted(PACK.cards)
    assert done.points() == [count_moon(pile, PACK) for pile in piles]
    text = games.dump_record(done)
    again = games.load_record(text)
    assert again.history == done.history
    assert again.score_sheet().totals() == done.score_sheet().totals()
    report = check_text(text)
    assert report.valid and report.finished and report.sheet is not None
    path = tmp_path / "toy.txt"
    path.write_text(text, encoding="utf-8")
    assert main(["check", str(path)]) == 0
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"記録の{len(done.history)}手はすべて規則どおりです" in out
    # A card the toy's follow rule refuses is an irregularity the checker reports.
    broken = check_text(_revoked())
    assert not broken.valid
    assert [(x.code, x.seat, x.trick) for x in broken.irregularities] == [
        ("MUST_FOLLOW_SUIT", 2, 1)]


def _revoked() -> str:
    """The hand-made deal above with seat 2 playing a moon to the heart lead although
    he holds H3 (a revoke under the toy's follow rule)."""
    state = games.new_deal("toy3", hands=HANDS)
    for action in (Announce(1, "dark"), Announce(2, "dark"), Announce(0, "dark"),
                   Play(1, card(HEARTS, 2))):
        state.apply(action)
    return games.dump_record(state).rstrip("\n") + "\n3 play T1\n"   # 席3 = seat 2


def test_toy_counts_by_its_own_method_from_the_cli(toy: GameSpec, capsys: Any) -> None:
    assert main(["count", "--pack", PACK.key, "H1 H2 H3 H4 T1"]) == 0
    assert capsys.readouterr().out.strip() == "22"
    assert main(["legal", "--pack", PACK.key, "--hand", "T3 C1", "--trick", "H2"]) == 0


def test_toy_renders(toy: GameSpec) -> None:
    done = games.playout(games.new_deal("toy3", seed=7), seed=3)
    svg = hand_svg(done.hands[0], pack=PACK)
    assert svg.startswith("<svg") and "月の" in hand_svg(PACK.cards, pack=PACK)
    t = done.trickplay.tricks[0]
    assert trick_svg(t.plays, pack=PACK, winner=t.winner).startswith("<svg")
    page = report_page(check_text(games.dump_record(done)))
    assert page.startswith("<!DOCTYPE html>") and "<svg" in page


def test_toy_pack_and_game_are_gone_after_unregistering() -> None:
    with pytest.raises(TarockError):
        games.new_deal("toy3", seed=1)
    with pytest.raises(TarockError, match="unknown pack 'toy-moon12'"):
        from tarock_tutor.core.cards import get_pack
        get_pack("toy-moon12")


def test_toy_kernel_reads_the_same_rules_as_trickplay(toy: GameSpec) -> None:
    """The bitmask kernel, compiled from the toy's own trick-rule bundle (the follow
    rule object and winner function its ``TrickPlay`` calls), agrees with the object path on
    every legal set and every trick's winner along seeded random deals."""
    import random

    from tarock_tutor.core.kernel import Kernel, compile_rules, rules_from

    rng = random.Random(11)
    positions = 0
    for seed in range(40):
        state = games.new_deal("toy3", seed=seed)
        for seat in ((state.dealer + k) % 3 for k in (1, 2, 3)):
            state.apply(Announce(seat, rng.choice(("bright", "dark"))))
        tp = state.trickplay
        assert tp.hooks is toy.trick_rules(state) is MOON_RULES
        rules = compile_rules(rules_from(tp))
        assert (rules.rules.follow, rules.rules.winner) == (MOON_FOLLOW, moon_winner)
        k = Kernel(rules, [rules.mask(tp.hand(s)) for s in range(3)], leader=tp.leader)
        while not state.is_terminal:
            legal = state.legal_actions()
            assert k.to_move == tp.to_move
            assert set(rules.cards_of(k.legal())) == {a.card for a in legal if isinstance(a, Play)}
            action = legal[rng.randrange(len(legal))]
            assert isinstance(action, Play)
            state.apply(action)
            k.play(rules.index[action.card])
            positions += 1
        assert [t.winner for t in k.history] == [t.winner for t in tp.tricks]
        assert [rules.cards_of(p) for p in k.piles] == [
            sorted(pile, key=rules.index.__getitem__) for pile in tp.captured]
    assert positions == 40 * 12
