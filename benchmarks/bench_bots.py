"""Strength and speed of the computer player (issue 19, "Strength, measured").

Duplicate deals: every deal is played once with the opponent policy in every seat,
and then once per seat with the computer player in that seat and the opponent in
all the others, so the computer holds each hand once.  Per deal and seat the
*gain* is the computer's score in that seat minus the opponent's score in the same
seat of the same deal; the table gives, per variant and opponent, the computer's
mean score per deal and its mean gain per deal (each averaged over the seats it
held), with a 95 % confidence interval over deals (normal approximation), and the
time per decision of the computer (decisions with more than one legal action:
median and p95, CPython, this machine).

Variants are named as ``games.variant_keys()`` gives them, with ``+option`` for an
option switched on (``zwanzigerrufen+farberl``: Zwanzigerrufen with Farberl).

Diagnostics: each seat's gain is also split by whether the bot's deal reached the
same contract with the same declarer as the opponent's (``same``: the gain came
from the play and the later decisions) or not (``other``: the bidding differed).

Opponents: ``fixed`` (``GameSpec.policy``, the engine's heuristic player) and
``random`` (seeded random legal actions).  A dummy seat that never chooses an
action is not rotated over.

Run:  PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_bots.py --deals 1000 --jobs 16
      [--level intermediate] [--samples N --rollouts N --exact-tricks N --guided yes|no]
      [--variants cego3,zwanzigerrufen+farberl] [--opponents fixed,random]
      [--raw out.jsonl]  (each deal's result as it finishes; a long run can be cut)
Table of raw files:  ... bench_bots.py --table-from a.jsonl,b.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from tarock_tutor import games
from tarock_tutor.bots import Bot
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import GameState, Phase
from tarock_tutor.core.registry import Policy, random_policy

Task = tuple[str, int, str, str, dict[str, Any]]   # variant, seed, opponent, level, knobs
Result = tuple[str, str, float, float, list[float], list[tuple[bool, float]], int]
"""variant, opponent, score, gain, decision times, (same contract?, gain) per seat, seed"""


def _new_deal(variant: str, seed: int) -> GameState:
    key, *flags = variant.split("+")
    options: dict[str, Any] = dict.fromkeys(flags, True)
    return games.new_deal(key, seed=seed, **options)


def _contract(state: GameState) -> tuple[object, object]:
    """Who declared what (the diagnostics' "same contract")."""
    st: Any = state
    if hasattr(st, "declarer_seat"):
        try:
            return st.declarer_seat(), (st.game_kind, st.called)
        except ValueError:
            return None, None
    return getattr(st, "declarer", None), getattr(st, "contract", None)


def _acting(state: GameState) -> int:
    s = state.to_move
    assert s is not None
    tp = getattr(state, "trickplay", None)
    if state.phase is Phase.PLAY and tp is not None:
        return int(tp.acting(s))
    return s


def _play(variant: str, seed: int, policies: dict[int, Policy], default: Policy,
          timed: set[int], times: list[float]) -> tuple[GameState, set[int]]:
    state = _new_deal(variant, seed)
    rngs = {s: Rng(seed * 7919 + s) for s in range(state.variant.seats)}
    actors: set[int] = set()
    while not state.is_terminal:
        who = _acting(state)
        actors.add(who)
        choose = policies.get(who, default)
        if who in timed and len(state.legal_actions()) > 1:
            t0 = time.perf_counter()
            action = choose(state, rngs[who])
            times.append(time.perf_counter() - t0)
        else:
            action = choose(state, rngs[who])
        state.apply(action)
    return state, actors


def _opponent(name: str, variant: str) -> Policy:
    if name == "random":
        return random_policy
    return games.game_of(_new_deal(variant, 0).variant).policy


def one_deal(task: Task) -> Result:
    variant, seed, opponent, level, knobs = task
    other = _opponent(opponent, variant)
    bot = Bot(level, **knobs)
    times: list[float] = []
    base, actors = _play(variant, seed, {}, other, set(), times)
    base_totals = [float(x) for x in base.score_sheet().totals()]
    scores, gains, split = [], [], []
    for seat in sorted(actors):
        done, _ = _play(variant, seed, {seat: bot}, other, {seat}, times)
        own = float(done.score_sheet().totals()[seat])
        scores.append(own)
        gains.append(own - base_totals[seat])
        split.append((_contract(done) == _contract(base), own - base_totals[seat]))
    return (variant, opponent, statistics.fmean(scores), statistics.fmean(gains), times,
            split, seed)


def _ci(xs: Sequence[float]) -> str:
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return f"{m:+.2f}"
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return f"{m:+.2f} [{m - half:+.2f}, {m + half:+.2f}]"


def _split(xs: Sequence[float]) -> str:
    """A diagnostics cell: seats in the bucket and their mean gain."""
    return f"n={len(xs)} {statistics.fmean(xs):+.2f}" if xs else "n=0"


def _quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=20, help="deals per variant and opponent")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--level", default="intermediate")
    p.add_argument("--variants", default=",".join(games.variant_keys()))
    p.add_argument("--opponents", default="fixed,random")
    p.add_argument("--first-seed", type=int, default=1)
    p.add_argument("--samples", type=int, default=None, help="knob: sampled deals")
    p.add_argument("--rollouts", type=int, default=None, help="knob: playouts per card")
    p.add_argument("--exact-tricks", type=int, default=None,
                   help="knob: tricks from the end searched exactly")
    p.add_argument("--guided", choices=("yes", "no"), default=None, help="knob")
    p.add_argument("--cap", default="", help="fewer deals for an opponent: random:100")
    p.add_argument("--raw", help="append each deal's result to this file (JSON lines), "
                                 "as it finishes")
    p.add_argument("--table-from", help="print the table of the results in these raw "
                                        "files (comma-separated) instead of playing")
    args = p.parse_args(argv)
    if args.table_from:
        results = [_load(line) for path in args.table_from.split(",")
                   for line in Path(path).read_text(encoding="utf-8").splitlines()
                   if line.strip()]
        seeds = {(r[0], r[1], r[6]) for r in results}
        if len(seeds) != len(results):
            raise SystemExit("a deal is in the raw files twice")
        names = list(dict.fromkeys(r[0] for r in results))
        print(f"bench_bots: table of {len(results)} deals from {args.table_from}")
        _table(names, list(dict.fromkeys(r[1] for r in results)), results)
        return 0
    knobs: dict[str, Any] = {k: getattr(args, k) for k in ("samples", "rollouts", "exact_tricks")
                             if getattr(args, k) is not None}
    if args.guided is not None:
        knobs["guided"] = args.guided == "yes"
    Bot(args.level, **knobs)   # refuse an unknown level or knob before starting
    variants = [v for v in args.variants.split(",") if v]
    opponents = [o for o in args.opponents.split(",") if o]
    cap = {o: int(n) for o, n in (x.split(":") for x in args.cap.split(",") if x)}
    # deal by deal across the variants, so that a run cut short covers them all alike
    tasks: list[Task] = [(v, args.first_seed + i, o, args.level, knobs)
                         for i in range(args.deals) for o in opponents for v in variants
                         if i < cap.get(o, args.deals)]
    t0 = time.perf_counter()
    raw = open(args.raw, "a", encoding="utf-8") if args.raw else None   # noqa: SIM115
    results = []
    with Pool(max(1, args.jobs)) as pool:
        for r in pool.imap_unordered(one_deal, tasks, chunksize=1):
            results.append(r)
            if raw is not None:
                raw.write(json.dumps(r) + "\n")
                raw.flush()
    if raw is not None:
        raw.close()
    elapsed = time.perf_counter() - t0
    print(f"bench_bots: level {args.level} {knobs or ''}, {args.deals} duplicate deals per "
          f"variant and opponent, {args.jobs} job(s), {elapsed:.1f} s wall, "
          f"Python {sys.version.split()[0]}")
    _table(variants, opponents, results)
    return 0


def _load(line: str) -> Result:
    v, o, score, gain, times, split, seed = json.loads(line)
    return v, o, score, gain, times, [(bool(a), float(b)) for a, b in split], seed


def _table(variants: Sequence[str], opponents: Sequence[str], results: list[Result]) -> None:
    print(f"{'variant':<32} {'vs':<7} {'deals':>5}  {'computer score/deal [95% CI]':<30} "
          f"{'gain over opponent/deal [95% CI]':<32} {'t/decision med':>14} {'p95':>7}  "
          f"{'gain/seat: same contract':<26} {'other contract':<24}")
    for v in variants:
        for o in opponents:
            rows = [r for r in results if r[0] == v and r[1] == o]
            if not rows:
                continue
            times = [t for r in rows for t in r[4]] or [float("nan")]
            same = [g for r in rows for ok, g in r[5] if ok]
            moved = [g for r in rows for ok, g in r[5] if not ok]
            print(f"{v:<32} {o:<7} {len(rows):>5}  {_ci([r[2] for r in rows]):<30} "
                  f"{_ci([r[3] for r in rows]):<32} {statistics.median(times) * 1e3:>11.1f} ms "
                  f"{_quantile(times, 0.95) * 1e3:>5.0f}ms  "
                  f"{_split(same):<26} {_split(moved):<24}")


if __name__ == "__main__":
    sys.exit(main())
