"""Checks the hand evaluators' bidding thresholds by simulation (issue 19).

For every deal one seat (rotating with the deal number) is the *tester*.  The deal
is played once per choice the evaluator weighs — each contract of the game's ladder,
and passing: at its first turn in the auction the tester bids that contract (when
it is legal there; else the deal counts for no choice), and passes at its later
turns; every other decision of the tester is the computer player's
(:class:`~tarock_tutor.bots.Bot`: exchanges by its evaluator or the fixed policy,
cards by sampling), and the other seats play the engine's fixed policy, as in
``bench_bots.py``.  The table gives, per band of the evaluator's hand value (the
``strength`` the thresholds are set against), the tester's mean score for each
choice: a threshold is right where the best choice changes (the thresholds in use
are in each ``games/<game>/bot.py``).

Run:  PYTHONPATH=$PWD .venv/bin/python benchmarks/sim_contracts.py --deals 200 --jobs 2
      [--variants cego3,dreierles3] [--level beginner --guided yes]
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any

from simlib import Skip, package, play_tester, run

from tarock_tutor import games
from tarock_tutor.bots import Bot
from tarock_tutor.bots.evaluate import first_of
from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Bid, GameState

CHOICES = {   # the ladder each evaluator climbs, strongest first, then passing
    "cego": ("solo", "cego", "pass"),
    "dreierles": ("solo", "einer", "zweier", "dreier", "pass"),
    "neunzehner": ("solo", "einer", "zweier", "dreier", "rufer", "pass"),
    "zwanziger": ("solo", "rufer", "pass"),
    "sicilian": ("solo", "pass"),
}
Task = tuple[str, int, str, dict[str, Any]]   # variant, seed, level, knobs


def _strength(variant: str) -> Callable[[Sequence[Card]], float]:
    game = package(variant)
    if game == "sicilian":
        return importlib.import_module("tarock_tutor.games.sicilian.parts.deal").hand_value  # type: ignore[no-any-return]
    return importlib.import_module(f"tarock_tutor.games.{game}.bot").strength  # type: ignore[no-any-return]


def _hand(state: GameState, seat: int) -> list[Card]:
    st: Any = state
    return list(st.dealt[seat]) if hasattr(st, "dealt") else list(st.hands[seat])


def _play(variant: str, seed: int, tester: int, choice: str | None, bot: Bot) -> tuple[
        float, str | None]:
    """The tester's score, and its first bid (``None``: the choice was not legal)."""
    first: list[str] = []
    ladder = CHOICES[package(variant)]

    def decide(state: GameState, seat: int, rng: Rng) -> Action:
        legal = state.legal_actions()
        if state.phase.value in ("auction", "bidding") and any(
                isinstance(a, Bid) and a.bid in ladder for a in legal):
            wanted = (choice,) if not first and choice is not None else ("pass",)
            pick = first_of(legal, wanted)
            if not first:
                if pick is None:
                    raise Skip
                first.append(wanted[0])
            else:
                first.append("")
            return pick if pick is not None else bot(state, rng)
        return bot(state, rng)

    score = play_tester(games.new_deal(variant, seed=seed), seed, tester, decide)
    return (0.0, None) if score is None else (score, first[0] if first else None)


def one(task: Task) -> tuple[str, float, dict[str, float]]:
    """variant, the tester's hand value, its score per choice that was legal."""
    variant, seed, level, knobs = task
    bot = Bot(level, **knobs)
    seats = games.new_deal(variant, seed=seed).variant.seats
    tester = seed % seats
    start = games.new_deal(variant, seed=seed)
    value = float(_strength(variant)(_hand(start, tester)))
    scores: dict[str, float] = {}
    for choice in CHOICES[package(variant)]:
        score, first = _play(variant, seed, tester, choice, bot)
        if first is not None:
            scores[choice] = score
    return variant, value, scores


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--level", default="beginner")
    p.add_argument("--guided", choices=("yes", "no"), default="yes")
    p.add_argument("--variants", default="cego3,dreierles3,neunzehnerrufen,zwanzigerrufen,"
                                         "sicilian")
    p.add_argument("--band", type=float, default=2.0, help="width of a hand-value band")
    args = p.parse_args(argv)
    knobs = {"guided": args.guided == "yes"}
    variants = [v for v in args.variants.split(",") if v]
    tasks: list[Task] = [(v, 1 + i, args.level, knobs) for v in variants
                         for i in range(args.deals)]
    t0 = time.perf_counter()
    rows = run(one, tasks, args.jobs, chunksize=4)
    print(f"sim_contracts: {args.deals} deals per variant, level {args.level} {knobs}, "
          f"{time.perf_counter() - t0:.0f} s wall")
    for v in variants:
        choices = CHOICES[package(v)]
        print(f"\n{v}: the tester's mean score per choice (n) by hand-value band")
        print(f"{'band':<10}" + "".join(f"{c:>16}" for c in choices))
        bands: dict[int, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
        for variant, value, scores in rows:
            if variant == v:
                for c, s in scores.items():
                    bands[int(value // args.band)][c].append(s)
        for b in sorted(bands):
            cells = []
            for c in choices:
                xs = bands[b][c]
                cells.append(f"{statistics.fmean(xs):+7.2f} ({len(xs):>3})" if xs else "-")
            lo = b * args.band
            print(f"{f'{lo:g}–{lo + args.band:g}':<10}" + "".join(f"{x:>16}" for x in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
