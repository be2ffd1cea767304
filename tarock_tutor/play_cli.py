"""``tarock-tutor play``: one deal in the terminal against the computer, and
``tarock-tutor deal … --players LEVEL``: a deal played by computer players.

Everything a person reads here is Japanese: cards by their Japanese names, seats
as the book names them (:func:`~tarock_tutor.core.labels.seat_ja`, read back by
:func:`parse_seat`, the one place a typed seat is understood), the engine's own
verdicts for an illegal try.  A typo, an illegal card or an unknown command gets
a message and the prompt again; end of input (Ctrl-D) or Ctrl-C ends the deal
cleanly and, with ``--record``, writes the record so far.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TextIO

from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError, error_ja
from tarock_tutor.core.labels import seat_ja, seat_number
from tarock_tutor.core.notation import parse_card
from tarock_tutor.core.protocol import Action, GameState, Phase, Play
from tarock_tutor.core.registry import GameSpec

__all__ = ["add_parsers", "parse_seat", "play", "run"]

HELP_JA = ("番号で行動を選びます。カードはカード名(例: ハートのキング)でも選べます。"
           "「手札」で手札、「ヘルプ」でこの説明、「終了」で中断します。")
QUIT = {"終了", "やめる", "quit", "exit", "q"}
HELP = {"ヘルプ", "help", "?", "\uff1f"}
HAND = {"手札", "hand"}


def parse_seat(text: str | int, *, dealer: int, seats: int) -> int:
    """The engine seat of a seat as a person names it (``3``, ``席3``), in the book's
    convention (the inverse of :func:`~tarock_tutor.core.labels.seat_number`).

    >>> [parse_seat(f"席{n}", dealer=0, seats=3) for n in (1, 2, 3)]
    [0, 1, 2]
    """
    raw = str(text).strip().removeprefix("席")
    if raw.isascii() and raw.isdigit() and len(raw) <= 3:
        n = int(raw)
        for s in range(seats):
            if seat_number(s, dealer, seats) == n:
                return s
    raise TarockError(f"no seat {text!r} at a table of {seats}", code="SEAT_NOT_AT_TABLE",
                      params={"seat": str(text)[:20], "seats": f"席1〜席{seats}"})


def add_parsers(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    pl = sub.add_parser("play", help="play a deal in the terminal against the computer")
    pl.add_argument("variant", help="e.g. cego3, neunzehnerrufen, sicilian")
    pl.add_argument("--seat", default="1", help="your seat as the book numbers it (席1 = 1)")
    pl.add_argument("--seed", default="1", help="0 .. 2**64-1 (ASCII digits)")
    pl.add_argument("--level", default="intermediate",
                    help="beginner (初級), intermediate (中級) or expert (上級)")
    pl.add_argument("--record", metavar="FILE",
                    help="write the deal's record here at the end (also when stopped)")


class _Table:
    def __init__(self, state: GameState, spec: GameSpec, out: TextIO) -> None:
        self.state = state
        self.spec = spec
        self.out = out
        self.pack = state.variant.pack
        self.tricks_seen = 0

    def seat(self, s: int) -> str:
        return seat_ja(s, self.state.dealer, self.state.variant.seats)

    def action(self, a: Action) -> str:
        return self.spec.labels.action(a, self.pack, dealer=self.state.dealer,
                                       seats=self.state.variant.seats)

    def say(self, text: str) -> None:
        print(text, file=self.out)

    def cards(self, cards: object) -> str:
        return "・".join(self.pack.name(c, "ja") for c in self.pack.sorted(cards))  # type: ignore[arg-type]

    def show_tricks(self) -> None:
        tp = self.state.deal_view().trickplay
        if tp is None:
            return
        while self.tricks_seen < len(tp.tricks):
            t = tp.tricks[self.tricks_seen]
            self.tricks_seen += 1
            won = "" if t.winner is None else f" → {self.seat(t.winner)}の勝ち"
            self.say(f"  トリック{self.tricks_seen}: {self.cards(t.cards)}{won}")


def acting_seat(state: GameState) -> int | None:
    """Who chooses the next action: the seat to move, or its controller (a dummy)."""
    return state.deal_view().acting


def _hand_of(state: GameState, seat: int) -> object:
    return state.deal_view().hand(seat)


def _read_choice(t: _Table, legal: list[Action], text: str) -> Action | None:
    """The action a typed line names, or ``None`` after saying why (in Japanese)."""
    text = text.strip()
    if text.isdigit():
        n = int(text)
        if 1 <= n <= len(legal):
            return legal[n - 1]
        t.say(f"番号は 1〜{len(legal)} で選んでください(「{text}」)。")
        return None
    for a in legal:
        if text and (text == t.action(a).split(": ", 1)[-1]
                     or (isinstance(a, Play) and text == t.pack.name(a.card, "ja"))):
            return a
    seat = legal[0].seat
    card = next((c for c in t.pack.cards if t.pack.name(c, "ja") == text), None)
    if card is None:
        try:
            card = parse_card(text, t.pack)
        except TarockError:
            card = None
    if card is not None and t.state.phase is Phase.PLAY:
        t.say(t.state.explain(Play(seat, card)).message("ja"))
        return None
    t.say(f"読めない入力です: 「{text}」。{HELP_JA}")
    return None


def play(variant: str, *, seat: str = "1", seed: int = 1, level: str = "intermediate",
         record: str | None = None, read: Callable[[str], str] = input,
         out: TextIO | None = None) -> int:
    """Play one deal; 0 when it was played to the end, 1 when stopped, 2 on bad options."""
    from tarock_tutor import games
    from tarock_tutor.bots import Bot

    try:
        state = games.new_deal(variant, seed=seed)
        me = parse_seat(seat, dealer=state.dealer, seats=state.variant.seats)
        bot = Bot(level)
    except TarockError as err:
        print(f"エラー: {error_ja(err)}", file=sys.stderr)
        return 2
    spec = games.game_of(state.variant)
    t = _Table(state, spec, out if out is not None else sys.stdout)
    rng = Rng(seed)
    t.say(f"{spec.title_ja}({state.variant.key})、シード{seed}。あなたは{t.seat(me)}、"
          f"相手はコンピューター({bot.level.ja})です。{HELP_JA}")
    code = 0
    try:
        while not state.is_terminal:
            who = acting_seat(state)
            if who != me:
                a = bot(state, rng)
                state.apply(a)
                t.say(t.action(a))
                t.show_tricks()
                continue
            legal = state.legal_actions()
            mover = state.to_move
            assert mover is not None
            hand = _hand_of(state, mover)
            t.say(f"【{state.phase.ja}】{t.seat(mover)}の番。手札: {t.cards(hand)}")
            tp = state.deal_view().trickplay
            if state.phase is Phase.PLAY and tp is not None and tp.current:
                t.say(f"  場: {t.cards(tp.current)}")
            for n, a in enumerate(legal, 1):
                t.say(f"  {n}. {t.action(a).split(': ', 1)[-1]}")
            while True:
                line = read("> ").strip()
                if line in QUIT:
                    raise KeyboardInterrupt
                if line in HELP:
                    t.say(HELP_JA)
                    continue
                if line in HAND:
                    t.say(f"手札: {t.cards(hand)}")
                    continue
                choice = _read_choice(t, legal, line)
                if choice is not None:
                    break
            state.apply(choice)
            t.say(t.action(choice))
            t.show_tricks()
        t.say("ディール終了。得点表:")
        t.say(state.score_sheet().to_text())
    except (EOFError, KeyboardInterrupt):
        t.say("\n中断しました。")
        code = 1
    if record:
        try:
            with open(record, "w", encoding="utf-8") as fh:
                fh.write(games.dump_record(state))
            t.say(f"記録を {record} に書きました。")
        except OSError as err:
            print(f"エラー: 記録を書けません({record}): {err.strerror}", file=sys.stderr)
            return 2
    return code


def run(args: argparse.Namespace) -> int:
    from tarock_tutor.cli_input import whole_flag
    from tarock_tutor.core.setup import SEED_LIMIT

    seed = whole_flag(args.seed, "--seed", SEED_LIMIT - 1)
    return play(args.variant, seat=args.seat, seed=seed if seed is not None else 1,
                level=args.level, record=args.record)


def deal_by_bots(variant: str, seed: int, level: str, out: TextIO | None = None) -> int:
    """``deal VARIANT --seed S --players LEVEL``: the record of a deal the computer
    played in every seat (the output is itself a record; the sheet as comments)."""
    from tarock_tutor import games
    from tarock_tutor.bots import Bot

    try:
        bot = Bot(level)
        state = games.new_deal(variant, seed=seed)
    except TarockError as err:
        print(f"エラー: {error_ja(err)}", file=sys.stderr)
        return 2
    done = games.playout(state, seed, policy=bot)
    out = out if out is not None else sys.stdout
    print(f"; コンピューター({bot.level.ja})が全席でプレイしたディール", file=out)
    print(games.dump_record(done), end="", file=out)
    for line in done.score_sheet().to_text().splitlines():
        print("; " + line, file=out)
    return 0
