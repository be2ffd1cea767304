"""Agreement checks at scale (issue 18, items 1 and 3), for every deal kind the tests
cover (every variant, and the contracts with trick-rule hooks):

* kernel against ``TrickPlay``: legal sets, the seat to move, trick winners and piles
  compared along random playouts from the first lead, until at least ``--walk``
  positions per deal kind (default 10,000);
* the solver against a plain minimax (no pruning, no table, no merging) on random
  positions with 1–4 tricks left, at a trick's start or inside it (``--brute``
  positions per deal kind, default 10,000; 4 tricks in four-player games take up to
  a second each in the plain minimax, so the full run takes hours on a busy machine).

Prints counts, disagreements and the rate (positions per second, wall clock); exits
1 if any disagreement.  ``--jobs N`` spreads the seeds over N worker processes.

The plain minimax is nearly all of the time and does not change when the solver does,
so its answers can be kept: ``--save-brute FILE`` appends one JSON line per position
(deal kind, seed, each legal card's value), and ``--against FILE`` checks the solver
against those lines instead of running the minimax again (a seed the file lacks is
run as usual).  A changed solver is then checked on the same positions in minutes.

    .venv/bin/python benchmarks/bench_solver_agree.py [--walk 10000] [--brute 10000]
        [--kinds cego3,sicilian] [--jobs 2] [--save-brute FILE | --against FILE]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Play
from tarock_tutor.core.solver import solve
from tarock_tutor.solver_check import (
    DEAL_KINDS,
    brute_force,
    kernel_walk,
    play_position,
)

Kind = tuple[str, tuple[str, ...], dict[str, Any]]


BUNDLE = False   # --bundle: the kernel from the trick-rule bundle alone
KNOWN: dict[tuple[str, int], dict[str, int]] = {}   # --against: kept minimax answers


def _init(bundle: bool, known: dict[tuple[str, int], dict[str, int]]) -> None:
    global BUNDLE, KNOWN
    BUNDLE = bundle
    KNOWN = known


def kind_name(kind: Kind) -> str:
    variant, prefer, options = kind
    return "-".join([variant, *prefer, *map(str, options.values())])


def walk_seed(job: tuple[Kind, int]) -> tuple[int, str]:
    """(positions compared, disagreement or "") for one seed's random playout."""
    (variant, prefer, options), seed = job
    try:
        state = play_position(variant, seed=seed, tricks_left=None, prefer=prefer, **options)
    except TarockError:   # no deal from this seed reached play
        return 0, ""
    try:
        return kernel_walk(state, random.Random(seed), bundle_only=BUNDLE), ""
    except AssertionError as e:
        return 1, f"walk disagreement seed {seed}: {e}"


def brute_seed(job: tuple[Kind, int]) -> tuple[int, str, dict[str, int] | None]:
    """(1 if a position was checked, disagreement or "", the minimax's values by card
    code) for one seed: 1-4 tricks left by the seed, every third position inside a
    trick."""
    kind, seed = job
    variant, prefer, options = kind
    try:
        state = play_position(variant, seed=seed, tricks_left=1 + seed % 4,
                              mid_trick=seed % 3 == 1, prefer=prefer, **options)
    except TarockError:
        return 0, "", None
    sol = solve(state)
    expected = KNOWN.get((kind_name(kind), seed))
    if expected is None:
        expected = {c.code: v for c, v in brute_force(state).items()}
    got = {p.card.code: v for p, v in sol.values}
    legal = [a for a in state.legal_actions() if isinstance(a, Play)]
    if got != expected or [p for p, _ in sol.values] != legal or \
            sol.value != dict(sol.values)[sol.best]:
        return 1, f"solver disagreement seed {seed}", expected
    return 1, "", expected


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--walk", type=int, default=10_000)
    ap.add_argument("--brute", type=int, default=10_000)
    ap.add_argument("--kinds", default="", help="variants to keep (default: all kinds)")
    ap.add_argument("--bundle", action="store_true",
                    help="walk with the kernel compiled from the game's trick-rule bundle "
                         "alone (kernel_from), not through the exact-play hooks (kernel_of)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--save-brute", default="", help="append the minimax answers to FILE")
    ap.add_argument("--against", default="", help="check against the answers kept in FILE")
    args = ap.parse_args()
    keep = set(args.kinds.split(",")) if args.kinds else None
    known: dict[tuple[str, int], dict[str, int]] = {}
    if args.against and not Path(args.against).is_file():
        ap.error(f"--against {args.against}: no such file of kept minimax answers")
    if args.against:
        for n, line in enumerate(Path(args.against).read_text().splitlines(), 1):
            try:
                row = json.loads(line)
                known[(str(row["kind"]), int(row["seed"]))] = {
                    str(c): int(v) for c, v in row["values"].items()}
            except (ValueError, KeyError, TypeError, AttributeError) as e:
                sys.exit(f"{args.against}, line {n}: not a kept minimax answer ({e})")
        print(f"{len(known)} kept minimax answers from {args.against}")
    bad = 0
    print(f"{'deal kind':<44} {'walked':>8} {'brute':>7} {'bad':>4} {'seconds':>8} "
          f"{'brute/s':>8}")
    with contextlib.ExitStack() as stack:
        save = stack.enter_context(open(args.save_brute, "a")) if args.save_brute else None
        pool = stack.enter_context(multiprocessing.Pool(args.jobs, initializer=_init,
                                                        initargs=(args.bundle, known)))
        for kind in DEAL_KINDS:
            variant = kind[0]
            if keep is not None and variant not in keep:
                continue
            name = kind_name(kind)
            t0 = time.perf_counter()
            walked = errors = 0
            seed = 0
            while walked < args.walk:   # in rounds of seeds until enough positions
                batch = [(kind, s) for s in range(seed, seed + 8 * args.jobs)]
                seed += len(batch)
                for n, msg in pool.imap(walk_seed, batch):
                    walked += n
                    if msg:
                        errors += 1
                        print(f"  {name} {msg}")
            t1 = time.perf_counter()
            brute = 0
            jobs = [(kind, s) for s in range(args.brute)]
            for (_, seed), (n, msg, values) in zip(jobs, pool.imap(brute_seed, jobs,
                                                                   chunksize=4),
                                                 strict=True):
                brute += n
                if save is not None and values is not None and (name, seed) not in known:
                    save.write(json.dumps({"kind": name, "seed": seed, "values": values}) + "\n")
                    save.flush()
                if msg:
                    errors += 1
                    print(f"  {name} {msg}")
            t2 = time.perf_counter()
            bad += errors
            print(f"{name:<44} {walked:>8} {brute:>7} {errors:>4} {t2 - t0:>8.1f} "
                  f"{brute / max(t2 - t1, 1e-9):>8.1f}", flush=True)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
