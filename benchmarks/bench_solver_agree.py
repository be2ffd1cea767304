"""Agreement checks at scale (issue 18, items 1 and 3), for every deal kind the tests
cover (every variant, and the contracts with trick-rule hooks):

* kernel against ``TrickPlay``: legal sets, the seat to move, trick winners and piles
  compared along random playouts from the first lead, until at least ``--walk``
  positions per deal kind (default 10,000);
* the solver against a plain minimax (no pruning, no table, no merging) on random
  positions with 1–4 tricks left, at a trick's start or inside it (``--brute``
  positions per deal kind, default 10,000; 4 tricks in four-player games take up to
  a second each in the plain minimax, so the full run takes hours on a busy machine).

Prints counts and disagreements; exits 1 if any.

    .venv/bin/python benchmarks/bench_solver_agree.py [--walk 10000] [--brute 10000]
        [--kinds cego3,sicilian]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--walk", type=int, default=10_000)
    ap.add_argument("--brute", type=int, default=10_000)
    ap.add_argument("--kinds", default="", help="variants to keep (default: all kinds)")
    ap.add_argument("--bundle", action="store_true",
                    help="walk with the kernel compiled from the game's trick-rule bundle "
                         "alone (kernel_from), not through the exact-play hooks (kernel_of)")
    args = ap.parse_args()
    keep = set(args.kinds.split(",")) if args.kinds else None
    bad = 0
    print(f"{'deal kind':<44} {'walked':>8} {'brute':>7} {'bad':>4} {'seconds':>8}")
    for variant, prefer, options in DEAL_KINDS:
        if keep is not None and variant not in keep:
            continue
        name = "-".join([variant, *prefer, *map(str, options.values())])
        t0 = time.perf_counter()
        walked = seed = 0
        errors = 0
        while walked < args.walk:
            try:
                state = play_position(variant, seed=seed, tricks_left=None, prefer=prefer,
                                      **options)
            except TarockError:   # no deal from this seed reached play
                seed += 1
                continue
            try:
                walked += kernel_walk(state, random.Random(seed), bundle_only=args.bundle)
            except AssertionError as e:
                errors += 1
                print(f"  walk disagreement {name} seed {seed}: {e}")
            seed += 1
        brute = 0
        for seed in range(args.brute):
            try:
                state = play_position(variant, seed=seed, tricks_left=1 + seed % 4,
                                      mid_trick=seed % 3 == 1, prefer=prefer, **options)
            except TarockError:
                continue
            sol = solve(state)
            expected = brute_force(state)
            got = {p.card: v for p, v in sol.values}
            legal = [a for a in state.legal_actions() if isinstance(a, Play)]
            if got != expected or [p for p, _ in sol.values] != legal or \
                    sol.value != dict(sol.values)[sol.best]:
                errors += 1
                print(f"  solver disagreement {name} seed {seed}")
            brute += 1
        bad += errors
        print(f"{name:<44} {walked:>8} {brute:>7} {errors:>4} {time.perf_counter() - t0:>8.1f}",
              flush=True)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
