"""The exchange (規則集 §3.4–3.5): the talon as each seat sees it, the cards that may be
discarded, the discard trainer, and whose points the talon's cards become.

>>> ex = to_exchange(seed=8)
>>> ex.phase.value, len(ex.taken)
('exchange', 3)
>>> talon_seen(ex, 1).count('data-card="back"')
3
"""

from __future__ import annotations

from functools import partial

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action, Bid, Discard, GameState
from tarock_tutor.games.dreierles import DreierlesState
from tarock_tutor.games.dreierles.phase_names import Phases
from tarock_tutor.render.svg import hand_svg

from ..common import cards_row_html, hand_of, table_html
from ..panels import explained
from ..trainer import Panel, trainer
from .names import dreierles_deal, player_name, seat_names

__all__ = [
    "EXCHANGE_SCENARIOS",
    "discard_figures",
    "discard_trainer",
    "discard_tries",
    "discards_svg",
    "taken_hand_svg",
    "talon_piles_table",
    "talon_seen",
    "talon_views",
    "to_exchange",
]


def to_exchange(bid: str = "dreier", *, seed: int) -> DreierlesState:
    """A three-player deal in which 席2 bids ``bid`` and the others pass."""
    state = games.new_deal("dreierles3", seed=seed)
    if not isinstance(state, DreierlesState):
        raise TarockError("dreierles3 gave no Dreierles deal",
                          code="WIDGET_WRONG_MOMENT")
    for b in (bid, "pass", "pass"):
        seat = state.to_move
        if seat is None:
            raise TarockError(f"bid {bid!r} leaves no exchange to show (規則集 §3.3)",
                              code="WIDGET_WRONG_MOMENT")
        state.apply(Bid(seat, b))
    return state


EXCHANGE_SCENARIOS = {"ドライアー(3枚)": partial(to_exchange, "dreier"),
                      "ツヴァイアー(2枚)": partial(to_exchange, "zweier"),
                      "アイナー(1枚)": partial(to_exchange, "einer")}


@dreierles_deal
def talon_seen(state: DreierlesState, seat: int) -> str:
    """The six talon cards in order, face down where ``seat`` has not seen them."""
    view = state.talon_view(seat)
    caps = [f"{i + 1}枚目" for i in range(len(view))]
    down = [i for i, c in enumerate(view) if c is None]
    return cards_row_html(list(state.talon), pack=state.pack, captions=caps, face_down=down,
                          width=38)


@dreierles_deal
def talon_views(state: DreierlesState, seats: tuple[int, ...]) -> list[str]:
    """One talon picture per seat, headed by who looks."""
    return [f"<p><b>{player_name(state, s)}から見たタロン</b></p>" + talon_seen(state, s)
            for s in seats]


@dreierles_deal
def taken_hand_svg(state: DreierlesState) -> str:
    """The declarer's hand, the cards taken from the talon framed."""
    seat = state.declarer if state.declarer is not None else 0
    return hand_svg(state.hands[seat], pack=state.pack, width=34, per_row=19,
                    highlight=state.taken,
                    label=f"{seat_names(state)[seat]}の手札"
                          f"(タロンから受け取った{len(state.taken)}枚を枠で示す)")


@dreierles_deal
def discard_figures(state: DreierlesState) -> list[str]:
    """The cards that may be discarded now, lit; then the verdicts on a king, a trump and
    the first allowed card."""
    seat = state.to_move
    if seat is None or state.phase is not Phases.EXCHANGE:
        raise TarockError("no discard is due: the deal is not in its exchange (規則集 §3.4)",
                          code="WIDGET_WRONG_MOMENT")
    hand = state.hands[seat]
    legal = [a.cards[0] for a in state.legal_actions() if isinstance(a, Discard)]
    out = [hand_svg(hand, pack=state.pack, width=34, per_row=19, highlight=legal,
                    dim_others=True, label="捨てられる札")]
    king = next(c for c in hand if c.code.endswith("K") and not c.is_trump)
    trump = next(c for c in hand if c.is_trump)
    return out + [explained(state, Discard(seat, (c,))) for c in (king, trump, legal[0])]


@dreierles_deal
def discards_svg(state: DreierlesState) -> str:
    seat = seat_names(state)[state.declarer if state.declarer is not None else 0]
    return hand_svg(state.discards, pack=state.pack, sort=False, width=38,
                    label=f"{seat}の捨て札(伏せて置く。デクレアラーの点)")


def discard_tries(state: GameState) -> list[Action]:
    """Every card of the hand as a discard, allowed or not."""
    seat = state.to_move
    return [Discard(seat, (c,)) for c in hand_of(state, seat)] if seat is not None else []


def discard_trainer(seed: int = 8) -> Panel:
    """The discard panel: Dreier, Zweier or Einer; every card of the hand is offered."""
    return trainer(EXCHANGE_SCENARIOS, seed=seed, phases={Phases.EXCHANGE}, tries=discard_tries)


@dreierles_deal
def talon_piles_table(done: DreierlesState) -> str:
    """After the play: each side's pile, its points, and the talon cards it holds."""
    r = done.result()
    decl = done.declarer if done.declarer is not None else 0
    names = seat_names(done)
    defenders = "・".join(names[s] for s in sorted(done.active) if s != decl)
    rest = len(done.talon) - len(done.discards)
    rows = [[f"デクレアラー({names[decl]})",
             f"{len(r.declarer_pile)}枚", f"{r.declarer_points}点",
             f"捨て札{len(done.discards)}枚を含む"],
            [f"ディフェンダー({defenders})", f"{len(r.defender_pile)}枚",
             f"{r.defender_points}点", f"タロンの残り{rest}枚を含む"]]
    return table_html(["山", "枚数", "カードの点数", "タロンの札"], rows)
