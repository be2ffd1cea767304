"""Issue 7, "Done when": a toy game registered from a test deals, plays, records and
replays through the generic entry points with no other change to the package.

The toy game is the smallest game the engine can express: three players, the
Cego pack without talon-sized leftovers (17 cards each), one bid round ("play" or
"pass"; all pass ends the deal), then tricks under the shared follow rule.  Its
score: the bidder wins 1 from each other player with more than half the card
count, else pays 1 to each.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tarock_tutor import games
from tarock_tutor.cli import main
from tarock_tutor.core.cards import CEGO51
from tarock_tutor.core.dealing import Deal, deal, packet_plan
from tarock_tutor.core.errors import IllegalAction, InvalidRecord, TarockError
from tarock_tutor.core.labels import Labels, Term
from tarock_tutor.core.messages import register
from tarock_tutor.core.phases import Check, PhasedState, PhaseHandler, PlayPhase
from tarock_tutor.core.protocol import Action, Bid, DealView, Phase, RuleRef
from tarock_tutor.core.registry import GameSpec, register_game, unregister_game
from tarock_tutor.core.scoring import LineItem, ScoreSheet, team_1v_rest
from tarock_tutor.core.setup import Setup, resolve_deal
from tarock_tutor.core.trickplay import TrickPlay
from tarock_tutor.core.variants import Variant

TOY = Variant("toy3", "toy", "Toy", seats=3, pack_key="cego51")
REF = RuleRef("toy rules", "§1")
register({"TOY_BID_OK": {"ja": "ビッドできます。", "en": "You may bid."},
          "TOY_UNKNOWN_BID": {"ja": "{bid} というビッドはありません。", "en": "No bid {bid}."}},
         game="toy")


def toy_deal(seed: int) -> Deal:
    plan = packet_plan(seats=3, first=1, packets=[17])
    return deal(CEGO51, seed=seed, plan=plan, seats=3)


class Auction(PhaseHandler["ToyState"]):
    phase = Phase.AUCTION
    accepts: ClassVar[tuple[type[Action], ...]] = (Bid,)

    def to_move(self, state: ToyState) -> int | None:
        return (state.dealer + 1 + len(state.bids)) % 3

    def legal(self, state: ToyState) -> list[Action]:
        seat = self.to_move(state)
        assert seat is not None
        return [Bid(seat, "play"), Bid(seat, "pass")]

    def check(self, state: ToyState, action: Action) -> Check:
        assert isinstance(action, Bid)
        if action.bid in ("play", "pass"):
            return Check(True, "TOY_BID_OK", REF)
        return Check(False, "TOY_UNKNOWN_BID", REF, {"bid": action.bid})

    def apply(self, state: ToyState, action: Action) -> None:
        assert isinstance(action, Bid)
        state.bids.append((action.seat, action.bid))

    def done(self, state: ToyState) -> bool:
        return any(b == "play" for _, b in state.bids) or len(state.bids) == 3

    def next_phase(self, state: ToyState) -> Phase:
        return Phase.PLAY if state.declarer is not None else Phase.FINISHED


class Tricks(PlayPhase):
    def make(self, state: Any) -> TrickPlay:
        return TrickPlay(CEGO51, state.hands, order=(0, 1, 2), leader=state.declarer)


class ToyState(PhasedState):
    game_key = "toy"
    handlers: ClassVar[dict[Phase, PhaseHandler[Any]]] = {Phase.AUCTION: Auction(),
                                                          Phase.PLAY: Tricks()}

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        d = resolve_deal(setup, toy_deal)
        self.hands = d.hands
        self.bids: list[tuple[int, str]] = []
        self.enter(Phase.AUCTION)

    @property
    def declarer(self) -> int | None:
        return next((s for s, b in self.bids if b == "play"), None)

    def deal_view(self) -> DealView:
        tp = self.trickplay
        now = self.hands if tp is None else tuple(tuple(tp.hand(s)) for s in range(3))
        return DealView(now, self.hands, (), tp, self.declarer, to_move=self.to_move)

    def score_sheet(self) -> ScoreSheet:
        sheet = ScoreSheet(("席1", "席2", "席3"))
        d = self.declarer
        if d is None or self.trickplay is None:
            return sheet
        pts = sum(CEGO51.value[c] for c in self.trickplay.captured[d])
        won = 1 if 2 * pts > CEGO51.total_value else -1
        sheet.add(LineItem("game", "ゲーム", team_1v_rest(d, 3, won), base=1, multiplier=1,
                           rule=REF))
        return sheet


@pytest.fixture
def toy():
    spec = register_game(GameSpec("toy", "Toy", "トイ", (TOY,), ToyState, default_dealer=0,
                                  labels=Labels("toy", [Term("play", "プレイ")])))
    yield spec
    unregister_game("toy")


def test_toy_game_deals_plays_records_and_replays(toy, tmp_path, capsys):
    state = games.new_deal("toy3", seed=5)
    assert state.phase is Phase.AUCTION and [str(a) for a in state.legal_actions()] == [
        "1 bid play", "1 bid pass"]
    v = state.explain(Bid(1, "double"))
    assert not v.allowed and v.code == "TOY_UNKNOWN_BID" and v.game == "toy"
    assert "double" in v.message("ja")
    with pytest.raises(IllegalAction):
        state.apply(Bid(2, "play"))  # not seat 2's turn
    state.apply(Bid(1, "play"))
    assert state.phase is Phase.PLAY and state.to_move == 1
    done = games.playout(state, seed=3)
    assert done.is_terminal and len(done.trickplay.tricks) == 17
    assert sum(done.score_sheet().totals()) == 0
    text = games.dump_record(done)
    again = games.load_record(text)
    assert again.history == done.history
    assert again.score_sheet().totals() == done.score_sheet().totals()
    path = tmp_path / "toy.txt"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert f"記録の{len(done.history)}手はすべて規則どおりです" in capsys.readouterr().out


def test_toy_game_typed_in_deal_and_refusals(toy):
    seeded = games.new_deal("toy3", seed=9)
    hands = [" ".join(c.code for c in h) for h in seeded.hands]
    typed = games.new_deal("toy3", hands=hands)
    assert typed.seed is None and typed.hands == seeded.hands
    done = games.playout(typed, seed=1)
    again = games.load_record(games.dump_record(done))
    assert again.history == done.history and again.setup == done.setup
    assert '[Hand "1"' in games.dump_record(done)   # 席1 = engine seat 0
    broken = [hands[0], hands[1], hands[2].rsplit(" ", 1)[0] + " " + hands[0].split()[0]]
    with pytest.raises(TarockError, match="dealt twice") as err:
        games.new_deal("toy3", hands=broken)
    assert "seat" not in str(err.value) or "holds" not in str(err.value)
    with pytest.raises(TarockError, match="seat 2 holds 16"):
        games.new_deal("toy3", hands=[hands[0], hands[1], hands[2].rsplit(" ", 1)[0]])
    with pytest.raises(TarockError, match="nothing to undo"):
        seeded.undo()
    with pytest.raises(InvalidRecord, match="line 3"):
        games.load_record('[Game "toy3"]\n[Seed "1"]\n[Option "x" "y"]\n')


def test_toy_game_is_gone_after_unregistering():
    with pytest.raises(TarockError):
        games.new_deal("toy3", seed=1)
