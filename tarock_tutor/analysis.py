"""Deal analysis: "where did I lose points?"

For every card played from a chosen trick to the end of a finished record, the
double-dummy solver (:func:`tarock_tutor.core.solver.solve`: every hand open)
gives the value of the position before the card and after it, the best card
and its line.  A card that gave away points is marked (1, 3 or 6 points and
more; where the value is the score sheet with the card points breaking ties, any
point of the sheet is a big loss), and so is a card that turned the result (the
player's total on the score sheet changed sign along the best lines).  The first
card that turned the result is the deal's first decisive mistake; where none did,
the first big loss.

The verdict is the one of a game played with all cards open: a card that loses
points double-dummy may still have been the best guess at the table.

Generic: it reads the record checker and the game registry and names no game.

Bad input raises an :class:`AnalysisError` with a Japanese sentence (``ja``) and
the CLI's exit code: an unfinished record or one without play (3), an
irregularity the analysis cannot pass (4), a position too deep for the budget (5).

>>> from tarock_tutor import games
>>> state = games.playout(games.new_deal("cego3", seed=2), seed=5)
>>> first_trick_of_last(state, 6) == len(state.trickplay.tricks) - 5
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card
from tarock_tutor.core.checker import CheckReport, check_text
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja
from tarock_tutor.core.protocol import GameState, Play
from tarock_tutor.core.record_seats import action_line
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.solver import exact_play_of, sheet_and_points, value_ja

DEFAULT_TRICKS = 6
"""Without ``from_trick``, the analysis starts this many tricks before the end."""
DEFAULT_SECONDS = 30.0
"""The solver's time budget for the first (deepest) position."""
MARKS = ((6, "大きな損"), (3, "損"), (1, "小さな損"))
"""Points given away → the mark a card gets (the first threshold it reaches)."""


class SolutionLike(Protocol):
    """What the analysis reads of a :class:`tarock_tutor.core.solver.Solution`."""

    @property
    def seat(self) -> int: ...
    @property
    def values(self) -> tuple[tuple[Play, int], ...]: ...
    @property
    def best(self) -> Play: ...
    @property
    def value(self) -> int: ...
    @property
    def line(self) -> tuple[Play, ...]: ...
    @property
    def maximizing(self) -> bool: ...
    @property
    def unit(self) -> str: ...
    @property
    def exact(self) -> bool: ...


Solver = Callable[..., SolutionLike]


class AnalysisError(TarockError):
    """A record the analysis cannot answer: a stable ``code`` and its ``params``; ``ja``
    (why, in Japanese) is the code's sentence from the message registry; ``exit_code``
    for the CLI."""

    exit_code = 2

    def __init__(self, message: str, code: str, **params: Any) -> None:
        super().__init__(message, code=code, params=params)
        self.ja = messages.text(code, "ja", **params)


_LATER = "--from-trick でもっと後のトリックを指定するか、--seconds で時間を延ばしてください。"

messages.register({
    "AN_UNREADABLE": {"ja": "記録を読めません。{first}", "en": "the record cannot be read"},
    "AN_NO_PLAY": {"ja": "この記録にはカードのプレイがないため、分析できません。",
                   "en": "the record has no card play"},
    "AN_CANNOT_FOLLOW": {"ja": "{line}行目で記録をたどれなくなります({why})。ありえない行動の"
                               "あとの局面は分析できません。",
                         "en": "line {line}: the record cannot be followed"},
    "AN_UNFINISHED": {"ja": "記録がディールの最後まで書かれていないため、分析できません"
                            "(最後のトリックまでのプレイを記録してください)。",
                      "en": "the record stops before the end of the deal"},
    "AN_NO_TRICKS": {"ja": "このディールはカードをプレイせずに終わったため、分析するトリックが"
                           "ありません。",
                     "en": "the deal ended without card play"},
    "AN_NO_SUCH_TRICK": {"ja": "トリック番号{value}はこのディールにありません(1〜{played}番目を"
                               "指定してください)。",
                         "en": "from_trick {value} is not a trick of this deal (1-{played})"},
    "AN_REVOKE": {"ja": "{line}行目({trick}番目のトリック)の{seat}のカードはフォローの規則に"
                        "反しています。規則に反したカードは評価できないので、{next}番目以降の"
                        "トリックを指定してください。",
                  "en": "a revoke in trick {trick}"},
    "AN_TOO_DEEP": {"ja": "制限時間{seconds}秒では局面を読み切れませんでした。" + _LATER,
                    "en": "the solver's budget ran out"},
    "AN_TOO_DEEP_FROM": {"ja": "{trick}番目のトリックからの局面は、制限時間{seconds}秒では"
                               "読み切れませんでした。" + _LATER,
                         "en": "trick {trick}: not solved within {seconds} s"},
    "AN_TOO_DEEP_CARD": {"ja": "{trick}番目のトリックの局面が制限時間{seconds}秒で読み切れ"
                               "ませんでした。",
                         "en": "trick {trick}: not solved within {seconds} s"},
    "AN_NOT_LEGAL": {"ja": "{trick}番目のトリックの{seat}のカードは規則上出せないカードです。",
                     "en": "the card is not among the solver's legal cards"},
})


class UnfinishedRecord(AnalysisError):
    """The record has no play, or stops before the end of the deal."""

    exit_code = 3


class IrregularRecord(AnalysisError):
    """An action that cannot have happened before trick N, or a revoke inside the analysis."""

    exit_code = 4


class TooDeep(AnalysisError):
    """The solver's budget ran out before the value was exact."""

    exit_code = 5


@dataclass(frozen=True)
class CardVerdict:
    """One card played, judged with every hand open."""

    trick: int                    # 1-based trick number
    seat: int                     # engine seat whose card it was
    card: Card
    before: int                   # the position's value before the card (best play)
    after: int                    # the value after the card as played
    best: Card                    # a best card (the card itself when it was best)
    line: tuple[Play, ...]        # the best line from here, starting with ``best``
    maximizing: bool              # the player wanted the value high
    turned: bool                  # the player's result on the sheet changed sign
    exact: bool
    scale: int = 0                # the solver's scale: value = sheet × scale + card points

    @property
    def loss(self) -> int:
        """What the card gave away in the solver's value (0 for a best card)."""
        return self.before - self.after if self.maximizing else self.after - self.before

    @property
    def losses(self) -> tuple[int | Fraction, int | None]:
        """(sheet, card points) the card gave away; with no scale, (value, ``None``)."""
        sb, pb = sheet_and_points(self.before, self.scale)
        sa, pa = sheet_and_points(self.after, self.scale)
        sign = 1 if self.maximizing else -1
        return sign * (sb - sa), None if pb is None or pa is None else sign * (pb - pa)

    @property
    def mark(self) -> str:
        """小さな損 (≥ 1), 損 (≥ 3), 大きな損 (≥ 6) or ``""``; with a scale, a point
        of the sheet lost is 大きな損, else the card points count."""
        sheet, points = self.losses
        if points is not None:
            if sheet > 0:
                return MARKS[0][1]
            if sheet < 0:
                return ""
            return next((m for limit, m in MARKS if points >= limit), "")
        return next((m for limit, m in MARKS if self.loss >= limit), "")


@dataclass(frozen=True)
class Analysis:
    """A deal's cards from ``from_trick`` on, each with its verdict."""

    variant: str
    game_ja: str
    from_trick: int
    tricks: int                   # tricks played in the deal
    unit: str                     # the solver's unit: "card points" or "score"
    cards: tuple[CardVerdict, ...]
    dealer: int
    seats: int
    notes: tuple[str, ...] = ()   # Japanese remarks (a revoke before the analysis …)
    scale: int = 0                # value = sheet × scale + card points (0: one number)
    side: tuple[int, ...] = ()    # the engine seats whose result the values are (the
    #                               declarer's side); empty where each plays for himself

    @property
    def decisive(self) -> CardVerdict | None:
        """The first card that turned the result, else the first big loss (≥ 6, or a
        point of the sheet where card points break its ties)."""
        return (next((c for c in self.cards if c.turned), None)
                or next((c for c in self.cards if c.mark == MARKS[0][1]), None))

    def seat_ja(self, seat: int) -> str:
        return seat_ja(seat, self.dealer, self.seats)

    def card_ja(self, c: Card) -> str:
        from tarock_tutor.core.variants import get_variant

        return get_variant(self.variant).pack.name(c, "ja")

    def line_ja(self, line: Sequence[Play], limit: int = 8) -> str:
        """``席1 ハートのキング → 席2 切札3 → …``."""
        words = [f"{self.seat_ja(p.seat)} {self.card_ja(p.card)}" for p in line[:limit]]
        return " → ".join(words) + (" → …" if len(line) > limit else "")

    @property
    def unit_ja(self) -> str:
        if self.scale:
            return "得点表の点。得点表が同じならカード点"
        return "得点表の点" if self.unit == "score" else "カード点"

    @property
    def whose_ja(self) -> str:
        """Whose result the values are, the declarer's side named by its seats
        (``数値はデクレアラー側(席1と席3)の最終結果(カード点)です。``), or, where each
        plays for himself, the player's own."""
        if self.side:
            names = "と".join(self.seat_ja(s) for s in self.side)
            return f"数値はデクレアラー側({names})の最終結果({self.unit_ja})です。"
        return ("各自が自分のために打つコントラクトなので、数値はその手番の人自身の"
                f"最終結果({self.unit_ja})です。")

    def value_ja(self, value: int) -> str:
        """A value as the reader reads it: ``52`` or ``得点表+2・カード点52``."""
        return value_ja(value, self.scale)

    def loss_ja(self, c: CardVerdict) -> str:
        """What a card gave away: ``3点``, ``得点表で2点`` or ``カード点で3点``."""
        sheet, points = c.losses
        if points is None:
            return f"{c.loss}点"
        return f"得点表で{sheet}点" if sheet > 0 else f"カード点で{points}点"

    def text_ja(self) -> str:
        """The analysis as the CLI prints it."""
        out = [f"{self.game_ja}: {self.from_trick}番目から{self.tricks}番目のトリックの分析",
               "判定は全員の手札を見たうえでの最善(ダブルダミー)です。実際の卓では"
               "見えないカードがあるので、最善でない一手が悪手とは限りません。",
               self.whose_ja]
        out += list(self.notes)
        trick = 0
        for c in self.cards:
            if c.trick != trick:
                trick = c.trick
                out.append(f"— {trick}番目のトリック")
            out.append("  " + self.verdict_ja(c))
        d = self.decisive
        out.append("勝負を分けた最初の誤り: " + (
            f"{d.trick}番目のトリックの{self.seat_ja(d.seat)}の{self.card_ja(d.card)}"
            if d is not None else "なし"))
        return "\n".join(out)

    def verdict_ja(self, c: CardVerdict) -> str:
        """One card's line: value before → after, mark, best card and its line."""
        head = (f"{self.seat_ja(c.seat)} {self.card_ja(c.card)}: {self.value_ja(c.before)} → "
                f"{self.value_ja(c.after)}")
        if c.loss <= 0:
            return head + "(最善)"
        tags = [f"{c.mark}: {self.loss_ja(c)}を失った"] + (["勝敗が入れ替わった"] if c.turned
                                                          else [])
        return (head + f"({'、'.join(tags)})  最善は{self.card_ja(c.best)}、"
                f"続く手順: {self.line_ja(c.line)}")

    def to_dict(self) -> dict[str, Any]:
        d = self.decisive
        return {"variant": self.variant, "from_trick": self.from_trick, "tricks": self.tricks,
                "unit": self.unit, "scale": self.scale, "double_dummy": True,
                "notes": list(self.notes), "side": list(self.side),
                "side_ja": [self.seat_ja(s) for s in self.side],
                "cards": [{"trick": c.trick, "seat": c.seat, "seat_ja": self.seat_ja(c.seat),
                           "card": c.card.code, "card_ja": self.card_ja(c.card),
                           "before": c.before, "after": c.after, "loss": c.loss,
                           "mark": c.mark, "turned": c.turned, "best": c.best.code,
                           "best_ja": self.card_ja(c.best),
                           "line": [f"{p.seat} {p.card.code}" for p in c.line],
                           "line_ja": self.line_ja(c.line, limit=len(c.line)),
                           "exact": c.exact} for c in self.cards],
                "decisive": None if d is None else self.cards.index(d)}

    def _repr_html_(self) -> str:
        from tarock_tutor.render.analysis import analysis_html

        return str(analysis_html(self))


# ----------------------------------------------------------------------------

def _default_solver() -> Solver:
    from tarock_tutor.core import solver

    return solver.solve


def first_trick_of_last(state: GameState, n: int) -> int:
    """The number of the first of the last ``n`` tricks played in a finished deal."""
    return max(1, len(_tricks(state)) - n + 1)


def analyse_text(text: str, *, from_trick: int | None = None,
                 max_seconds: float = DEFAULT_SECONDS, solver: Solver | None = None
                 ) -> Analysis:
    """Check a record (text form), then :func:`analyse` it."""
    report = check_text(text)
    if not report.readable:
        first = report.irregularities[0].text_ja if report.irregularities else ""
        raise AnalysisError("the record cannot be read", "AN_UNREADABLE", first=first)
    return analyse(report, from_trick=from_trick, max_seconds=max_seconds, solver=solver)


def analyse_seeded(variant: str, seed: int, *, from_trick: int | None = None,
                   max_seconds: float = DEFAULT_SECONDS, solver: Solver | None = None
                   ) -> Analysis:
    """A seeded deal played out with seeded random legal cards (both ``seed``), analysed:
    the book's worked examples, reproducible with ``tarock-tutor deal VARIANT --seed S
    --playout S``."""
    from tarock_tutor import games

    done = games.playout(games.new_deal(variant, seed=seed), seed)
    return analyse_text(games.dump_record(done), from_trick=from_trick,
                        max_seconds=max_seconds, solver=solver)


def analyse(report: CheckReport, *, from_trick: int | None = None,
            max_seconds: float = DEFAULT_SECONDS, solver: Solver | None = None) -> Analysis:
    """The analysis of a checked record from trick ``from_trick`` (default: the last
    :data:`DEFAULT_TRICKS`, earlier while the first position solves well inside the budget)."""
    solve = solver or _default_solver()
    state = report.state
    if state is None or state.deal_view().trickplay is None:
        raise UnfinishedRecord("the record has no card play", "AN_NO_PLAY")
    stopped = [x for x in report.irregularities if not _passed(x, report)]
    if stopped:
        x = stopped[0]
        raise IrregularRecord(f"line {x.line}: the record cannot be followed ({x.code})",
                              "AN_CANNOT_FOLLOW", line=x.line, why=x.text_ja)
    if not state.is_terminal:
        raise UnfinishedRecord("the record stops before the end of the deal", "AN_UNFINISHED")
    positions = _positions(state)
    played = len(_tricks(state))
    if not positions.play_at:
        raise UnfinishedRecord("the deal ended without card play", "AN_NO_TRICKS")
    if from_trick is not None and not 1 <= from_trick <= played:
        raise AnalysisError(f"from_trick {from_trick} is not a trick of this deal (1-{played})",
                            "AN_NO_SUCH_TRICK", value=from_trick, played=played)
    revokes = {x.trick: x for x in report.irregularities if x.trick is not None}
    start = from_trick or first_trick_of_last(state, DEFAULT_TRICKS)
    if from_trick is None and revokes:
        start = max(start, max(revokes) + 1)
        if start > played:
            raise IrregularRecord("a revoke in the last trick", "AN_REVOKE",
                                  **_revoke_params(revokes[played]))
    inside = [t for t in revokes if t >= start]
    if inside:
        raise IrregularRecord(f"a revoke in trick {inside[0]}", "AN_REVOKE",
                              **_revoke_params(revokes[inside[0]]))
    deadline = max_seconds
    t0 = time.perf_counter()
    root = _solve(solve, positions, start, max_seconds)
    if from_trick is None:   # deeper while the budget allows (each trick costs 3–10× more)
        while start > 1 and not any(t >= start - 1 for t in revokes):
            spent = time.perf_counter() - t0
            if spent * 20 > deadline:
                break
            try:
                deeper = _solve(solve, positions, start - 1, deadline - spent)
            except TooDeep:
                break
            start, root = start - 1, deeper
    cards = _verdicts(state, positions, start, root, solve, max_seconds)
    spec = game_of(state.variant)
    notes = tuple(f"({t}番目のトリックの{x.seat_ja}のリボークのあとの局面を、実際に"
                  "配られたとおりに分析しています。)" for t, x in sorted(revokes.items()))
    side = exact_play_of(positions.before(positions.first_of(start))).objective.side
    return Analysis(state.variant.key, spec.title_ja, start, played, root.unit, tuple(cards),
                    state.dealer, state.variant.seats, notes, getattr(root, "scale", 0),
                    tuple(sorted(side or ())))


def _tricks(state: GameState) -> Sequence[Any]:
    return state.deal_view().tricks


def _passed(x: Any, report: CheckReport) -> bool:
    """An irregularity the deal went on after (a revoke: the card stands as played)."""
    state = report.state
    return (x.trick is not None and state is not None
            and any(action_line(a) == x.action for a in state.history if isinstance(a, Play)))


def _revoke_params(x: Any) -> dict[str, Any]:
    """The parameters of ``AN_REVOKE`` for an irregularity of the checker."""
    return {"line": x.line, "trick": x.trick, "seat": x.seat_ja, "next": x.trick + 1}


@dataclass
class _Positions:
    """The states before each card play, rebuilt on demand (the solver may keep them)."""

    state: GameState
    play_at: list[tuple[int, int]]   # (history index, trick number) of each card play

    def before(self, k: int) -> GameState:
        """A fresh state just before card play ``k`` (revokes before it applied as played)."""
        index = self.play_at[k][0] if k < len(self.play_at) else len(self.state.history)
        return _rebuild(self.state, index)

    def first_of(self, trick: int) -> int:
        return next(k for k, (_, t) in enumerate(self.play_at) if t == trick)


def _rebuild(state: GameState, upto: int) -> GameState:
    spec = game_of(state.variant)
    fresh = spec.new_state(state.setup)
    for a in state.history[:upto]:
        fresh.apply(a, check=False)
    return fresh


def _positions(state: GameState) -> _Positions:
    spec = game_of(state.variant)
    walk = spec.new_state(state.setup)
    play_at = []
    for i, a in enumerate(state.history):
        if isinstance(a, Play):
            play_at.append((i, len(_tricks(walk)) + 1))
        walk.apply(a, check=False)
    return _Positions(state, play_at)


def _call(solve: Solver, state: GameState, seconds: float) -> SolutionLike:
    """One solve; a budget that runs out while the solver draws its line (its private
    ``_Budget`` escaping, seen with the solver of 26 Nov 2026) counts as not exact."""
    try:
        return solve(state, max_seconds=seconds)
    except TarockError:
        raise
    except Exception as err:
        if type(err).__name__ != "_Budget":
            raise
        raise TooDeep("the solver's budget ran out", "AN_TOO_DEEP",
                      seconds=f"{seconds:g}") from None


def _solve(solve: Solver, positions: _Positions, trick: int, seconds: float) -> SolutionLike:
    sol = _call(solve, positions.before(positions.first_of(trick)), seconds)
    if not sol.exact:
        raise TooDeep(f"trick {trick}: not solved within {seconds:g} s", "AN_TOO_DEEP_FROM",
                      trick=trick, seconds=f"{seconds:g}")
    return sol


def _verdicts(state: GameState, positions: _Positions, start: int, root: SolutionLike,
              solve: Solver, seconds: float) -> list[CardVerdict]:
    first = positions.first_of(start)
    sols = [root]
    for k in range(first + 1, len(positions.play_at)):
        sol = _call(solve, positions.before(k), seconds)
        if not sol.exact:
            raise TooDeep(f"card {k}: not solved within {seconds:g} s", "AN_TOO_DEEP_CARD",
                          trick=positions.play_at[k][1], seconds=f"{seconds:g}")
        sols.append(sol)
    out = []
    for j, k in enumerate(range(first, len(positions.play_at))):
        sol = sols[j]
        played = state.history[positions.play_at[k][0]]
        assert isinstance(played, Play)
        after = dict((p.card, v) for p, v in sol.values)
        if played.card not in after:
            raise IrregularRecord(f"card {played} is not among the solver's legal cards",
                                  "AN_NOT_LEGAL", trick=positions.play_at[k][1],
                                  seat=seat_ja(played.seat, state.dealer, state.variant.seats))
        rest = sols[j + 1].line if j + 1 < len(sols) else ()
        turned = _turned(positions, k, sol.line, (played, *rest), played.seat)
        out.append(CardVerdict(positions.play_at[k][1], played.seat, played.card, sol.value,
                               after[played.card], sol.best.card if after[played.card] !=
                               sol.value else played.card, sol.line, sol.maximizing,
                               turned, sol.exact, getattr(sol, "scale", 0)))
    return out


def _turned(positions: _Positions, k: int, best: Sequence[Play], played: Sequence[Play],
            seat: int) -> bool:
    """Did the card change the sign of the player's total on the sheet (best lines)?"""
    def outcome(line: Sequence[Play]) -> int:
        state = positions.before(k)
        for p in line:
            if state.is_terminal:
                break
            state.apply(p, check=False)
        if not state.is_terminal:
            return 0
        totals = state.score_sheet().totals()
        if seat >= len(totals):
            return 0
        t = totals[seat]
        return (t > 0) - (t < 0)
    return outcome(best) > outcome(played)
