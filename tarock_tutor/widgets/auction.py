"""One auction piece for every game with a bidding phase: make a scripted list of bids,
judge one more, show the calls as a table, and the trainer panel that steps through an
auction seat by seat.  A game passes in what differs as data: its bid ids, its seat
names, its words for a bid, and an optional note per call (the stage a seat spoke in,
or the highest bid standing after it).  tests/widgets/test_auction.py drives it with
two games' data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from html import escape

from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.protocol import Bid, GameState, Phase, Verdict

from .common import seat_roles, table_html
from .trainer import Panel, Picture, Start, trainer

__all__ = ["AuctionStep", "Note", "auction_trainer", "bid_tries", "open_bids", "play_auction",
           "steps_table_html", "try_bid"]

Note = Callable[[GameState], str]
"""A game's note on the moment of a call (an empty string when it has none)."""


@dataclass(frozen=True)
class AuctionStep:
    """One call: who spoke, the bids open to him, what he said, the engine's verdict, and
    the game's notes just before (``before``) and just after (``after``) the call."""

    seat: int
    legal: tuple[str, ...]
    bid: str
    verdict: Verdict
    before: str = ""
    after: str = ""


def open_bids(state: GameState) -> tuple[str, ...]:
    """The bids the seat to move may make now, in the engine's order."""
    return tuple(a.bid for a in state.legal_actions() if isinstance(a, Bid))


def _speaker(state: GameState, what: str, bid: str) -> int:
    seat = state.to_move
    if seat is None or not open_bids(state):
        raise TarockError(f"{what} comes after the auction ended",
                          code="BID_AFTER_AUCTION", params={"value": bid[:30]})
    return seat


def play_auction(state: GameState, bids: Sequence[str], *, before: Note | None = None,
                 after: Note | None = None) -> list[AuctionStep]:
    """Make ``bids`` on ``state`` in turn, each by the seat to move; the steps made.

    An illegal bid raises :class:`IllegalAction` carrying its verdict (the bids before it
    stay made); a bid once the auction has ended raises :class:`TarockError`.
    """
    steps: list[AuctionStep] = []
    for i, bid in enumerate(bids):
        seat = _speaker(state, f"bid {i + 1} ({bid!r})", bid)
        legal = open_bids(state)
        note = before(state) if before is not None else ""
        verdict = state.explain(Bid(seat, bid))
        if not verdict.allowed:
            raise IllegalAction(verdict)
        state.apply(Bid(seat, bid))
        steps.append(AuctionStep(seat, legal, bid, verdict, note,
                                 after(state) if after is not None else ""))
    return steps


def try_bid(state: GameState, attempt: str) -> Verdict:
    """The engine's verdict on ``attempt`` by the seat to move (the state is not changed)."""
    return state.explain(Bid(_speaker(state, f"the bid {attempt!r}", attempt), attempt))


def steps_table_html(steps: Sequence[AuctionStep], *, seat_name: Callable[[int], str],
                     word: Callable[[str], str], before_head: str = "",
                     after_head: str = "", verdicts: bool = False) -> str:
    """The calls as a table: turn, [the note before], seat, bids open, the bid,
    [the verdict's reason], [the note after].  The bracketed columns appear when their
    head is given (``verdicts=True`` for the reason)."""
    head = ["手番", *([before_head] if before_head else []), "席", "選べたビッド", "ビッド",
            *(["判定"] if verdicts else []), *([after_head] if after_head else [])]
    rows = []
    for i, s in enumerate(steps, 1):
        row = [str(i), *([escape(s.before)] if before_head else []), escape(seat_name(s.seat)),
               escape("、".join(word(b) for b in s.legal)), f"<b>{escape(word(s.bid))}</b>"]
        row += [escape(s.verdict.text)] if verdicts else []
        row += [escape(s.after)] if after_head else []
        rows.append(row)
    return table_html(head, rows)


def bid_tries(bids: Sequence[str]) -> Callable[[GameState], list[Bid]]:
    """The trainer's tries: every bid of the game, so a refused one can be explained."""
    def tries(state: GameState) -> list[Bid]:
        seat = state.to_move
        return [] if seat is None else [Bid(seat, b) for b in bids]
    return tries


def auction_trainer(scenarios: Mapping[str, Start], *, bids: Sequence[str], phase: Phase,
                    seed: int = 1,
                    scenario: str | None = None, picture: Picture | None = None,
                    roles: Callable[[GameState, int], list[str]] = seat_roles) -> Panel:
    """The panel: one button per bid of the game; an illegal choice is explained and not
    made, an allowed one is made and the next seat speaks; ``phase`` is the game's
    auction phase."""
    return trainer(scenarios, seed=seed, scenario=scenario, phases={phase},
                   tries=bid_tries(bids), picture=picture, roles=roles,
                   alternatives_label="言えるビッド")
