"""Checks the hand evaluators' exchanges, discards, calls and offers by simulation
(issue 19: "checked by simulation ... where the rules leave it open").

For every deal one seat (seat ``seed mod seats``) is the *tester*.  The deal is
played twice with the same seeded generators: once with the computer player
(:class:`~tarock_tutor.bots.Bot`) in the tester's seat, and once the same except
that the tester's decisions in the named phases are the engine's fixed policy's
(``GameSpec.policy``) instead of the game's evaluator (``games/<game>/bot.py``).
The other seats play the fixed policy, as in ``bench_bots.py``.  A deal counts
where the tester reached one of the phases; it is *paired* where the two testers'
actions in those phases differ (any of them, not only the first: a Cego exchange
begins with the keep, and the discard after it may differ alone).  Per variant the
table gives the deals reached, the paired deals, the tester's mean score with the
evaluator and with the fixed policy on the paired deals, and the mean difference
with a 95 % confidence interval (normal approximation): above 0, the evaluator's
choices scored better.

Phases by game (``--phases`` overrides them for every variant)::

    cego: exchange            dreierles: exchange
    neunzehner: talon, exchange, call
    sicilian: bargain, exchange, call

Run:  PYTHONPATH=$PWD .venv/bin/python benchmarks/sim_decisions.py --deals 200 --jobs 2
      [--variants cego3,sicilian] [--phases exchange] [--level beginner --guided yes]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from simlib import new_deal, package, play_tester, run

from tarock_tutor import games
from tarock_tutor.bots import Bot
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, GameState

PHASES = {
    "cego": ("exchange",),
    "dreierles": ("exchange",),
    "neunzehner": ("talon", "exchange", "call"),
    "zwanziger": (),
    "sicilian": ("bargain", "exchange", "call"),
}
Task = tuple[str, int, tuple[str, ...] | None, str, dict[str, Any]]
Row = tuple[str, bool, bool, float, float]   # variant, reached, differ, evaluator, fixed


def _play(variant: str, seed: int, tester: int, phases: tuple[str, ...], bot: Bot,
          evaluator: bool) -> tuple[float, list[Action]]:
    """The tester's score, and its actions in ``phases``."""
    taken: list[Action] = []

    def decide(state: GameState, seat: int, rng: Rng) -> Action:
        if state.phase.value not in phases:
            return bot(state, rng)
        action = bot(state, rng) if evaluator else games.game_of(state.variant).policy(state, rng)
        taken.append(action)
        return action

    score = play_tester(new_deal(variant, seed), seed, tester, decide)
    assert score is not None
    return score, taken


def one(task: Task) -> Row:
    variant, seed, wanted, level, knobs = task
    bot = Bot(level, **knobs)
    start = new_deal(variant, seed)
    phases = wanted if wanted is not None else PHASES[package(variant)]
    tester = seed % start.variant.seats
    ev, ev_taken = _play(variant, seed, tester, phases, bot, True)
    if not ev_taken:
        return variant, False, False, ev, ev
    fx, fx_taken = _play(variant, seed, tester, phases, bot, False)
    return variant, True, ev_taken != fx_taken, ev, fx


def table(rows: Sequence[Row], variants: Sequence[str]) -> list[str]:
    out = [f"{'variant':<32}{'reached':>8}{'differ':>8}{'evaluator':>11}{'fixed':>9}"
           f"   {'difference [95% CI]':<24}"]
    for v in variants:
        mine = [r for r in rows if r[0] == v]
        pairs = [(r[3], r[4]) for r in mine if r[2]]
        reached = sum(1 for r in mine if r[1])
        if not pairs:
            out.append(f"{v:<32}{reached:>8}{0:>8}{'-':>11}{'-':>9}   -")
            continue
        diffs = [a - b for a, b in pairs]
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        out.append(f"{v:<32}{reached:>8}{len(pairs):>8}"
                   f"{statistics.fmean(a for a, _ in pairs):>+11.2f}"
                   f"{statistics.fmean(b for _, b in pairs):>+9.2f}"
                   f"   {mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}]")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--first", type=int, default=1, help="first seed")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--level", default="beginner")
    p.add_argument("--guided", choices=("yes", "no"), default="yes")
    p.add_argument("--phases", default="", help="comma-separated phase names")
    p.add_argument("--variants", default="cego3,cego4,dreierles3,dreierles4,neunzehnerrufen,"
                                         "neunzehnerrufen-2p,neunzehnerrufen-3p-dummy,"
                                         "neunzehnerrufen-4p-dealer-dummy,sicilian")
    args = p.parse_args(argv)
    knobs = {"guided": args.guided == "yes"}
    wanted = tuple(x for x in args.phases.split(",") if x) or None
    variants = [v for v in args.variants.split(",") if v]
    tasks: list[Task] = [(v, args.first + i, wanted, args.level, knobs) for v in variants
                         for i in range(args.deals)]
    t0 = time.perf_counter()
    rows = run(one, tasks, args.jobs)
    print(f"sim_decisions: {args.deals} deals per variant from seed {args.first}, level "
          f"{args.level} {knobs}, phases {wanted or 'by game'}, "
          f"{time.perf_counter() - t0:.0f} s wall, {args.jobs} job(s)")
    print("\n".join(table(rows, variants)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
