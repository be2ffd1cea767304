"""The bargaining (spec neunzehner-zwanziger-sicilian.md §3.4): the trainer panel that
steps through offers and takes, and scripted bargains with what each seat could say.

>>> calls = [(0, "offer_6"), (1, "shuffle"), (2, "wait"), (3, "wait"), (2, "take_4")]
>>> g, steps = bargain_walk(1, calls, tries={4: ["take_6"]})
>>> steps[4][1], steps[4][2]["take_6"].allowed
(('take_1', 'take_2', 'take_3', 'take_4', 'take_5', 'play'), False)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from html import escape

from tarock_tutor import games
from tarock_tutor.core.errors import IllegalAction
from tarock_tutor.core.protocol import Bid, GameState, Verdict
from tarock_tutor.games.sicilian import SicilianState
from tarock_tutor.games.sicilian.phase_names import Phases
from tarock_tutor.render.svg import hand_svg

from ..auction import open_bids
from ..common import shown, table_html
from ..trainer import Panel, trainer
from .names import PACK, ja, seat_no

__all__ = ["bargain_picture", "bargain_trainer", "bargain_walk", "bargain_walk_figure",
           "show_bargain_walk"]

WORD = {"offer": "offer_{}", "take": "take_{}", "shuffle": "shuffle", "play": "play"}


def _said(kind: str, x: object) -> str:
    return ja(WORD[kind].format(x))


def bargain_picture(state: GameState) -> str:
    """The trainer's picture: the pot, what each seat has said, the hand of the seat to
    speak (its first 10 cards)."""
    assert isinstance(state, SicilianState)
    b = state.bargain
    rows = [(seat_no(s, state.dealer),
             escape(_said(*b.spoken[s])) if s in b.spoken else "(まだ話していない)")
            for s in state.order]
    head = (f"出された点の合計: <b>{b.pot}</b> 点、残り: <b>{b.left}</b> 点"
            f"(段階: {'出す' if b.stage == 'offers' else '貰う'})")
    seat = state.to_move
    hand = "" if seat is None else hand_svg(state.hands[seat], pack=PACK, width=34, per_row=10,
                                            label=f"{seat_no(seat, state.dealer)}の10枚")
    return f"<div>{head}</div>{table_html(('席', '発言'), rows)}{hand}"


def bargain_tries(state: GameState) -> list[Bid]:
    """In the takes, asking for more than the pot may be tried (and is refused)."""
    assert isinstance(state, SicilianState)
    if state.bargain.stage == "takes" and state.to_move is not None:
        return [Bid(state.to_move, "take_54")]
    return []


def bargain_trainer(seed: int = 1) -> Panel:
    """Offer, shuffle, wait, take, play: each call judged by the engine."""
    return trainer({"新しい配り": partial(games.new_deal, "sicilian")}, seed=seed,
                   phases={Phases.BARGAIN}, tries=bargain_tries, picture=bargain_picture)


Step = tuple[int, tuple[str, ...], dict[str, Verdict]]


def bargain_walk(seed: int, calls: Sequence[tuple[int, str]], *,
                 tries: Mapping[int, Sequence[str]] | None = None, dealer: int = 3
                 ) -> tuple[SicilianState, list[Step]]:
    """Deal and make ``calls`` (seat, bid) in turn.  Each step: the seat, the bids open
    to it, and the engine's verdicts on the bids ``tries`` names for that call number
    (0-based), tried before it.  A call the engine refuses raises :class:`IllegalAction`."""
    g = games.new_deal("sicilian", seed=seed, dealer=dealer)
    assert isinstance(g, SicilianState)
    steps: list[Step] = []
    for i, (seat, bid) in enumerate(calls):
        tried = {t: g.explain(Bid(seat, t)) for t in (tries or {}).get(i, ())}
        steps.append((seat, open_bids(g), tried))
        v = g.explain(Bid(seat, bid))
        if not v.allowed:
            raise IllegalAction(v)
        g.apply(Bid(seat, bid))
    return g, steps


def bargain_walk_figure(seed: int, calls: Sequence[tuple[int, str]], *, show: Sequence[int],
                        tries: Mapping[int, Sequence[str]] | None = None,
                        dealer: int = 3) -> str:
    """A scripted bargain: for the calls numbered in ``show`` (0-based), what that seat
    could say and the engine's reason on each bid tried there; then the score sheet."""
    g, steps = bargain_walk(seed, calls, tries=tries, dealer=dealer)
    rows = []
    for i in show:
        seat, bids, tried = steps[i]
        rows.append((f"{seat_no(seat, dealer)} が言えること", "、".join(map(ja, bids))))
        rows += [(f"{seat_no(seat, dealer)} の{ja(t)}", v.text) for t, v in tried.items()]
    return (table_html(("問い", "答え"), [(escape(a), escape(b)) for a, b in rows])
            + g.score_sheet()._repr_html_())


show_bargain_walk = shown(bargain_walk_figure)
