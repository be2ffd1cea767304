"""Räuber in the exact solver (issue 18 item 2): the same random Räuber positions
solved with the sheet value (the mover's own result on the Räuber sheet × 100 + the
card points the others took, the others' piles in the table key) and with the old
value (minus the mover's card points), side by side: median, p95 and max CPU time
and nodes, and how often the best cards differ.  Prints figures; asserts nothing.

    .venv/bin/python benchmarks/bench_solver_raeuber.py [--positions 20] [--tricks 4,6]
        [--variants cego4,dreierles3]
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import replace
from typing import Any
from unittest import mock

from tarock_tutor.core import solver
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.errors import TarockError
from tarock_tutor.solver_check import play_position

KINDS: list[tuple[str, dict[str, Any]]] = [
    ("cego4", {}),
    ("dreierles3", {"raeuber_pfeife": "steinmauern"}),
    ("dreierles4", {"raeuber_pfeife": "iffezheim"}),
    ("dreierles3", {"raeuber_pfeife": "achertal"}),
]


GAME_EXACT_PLAY = solver.exact_play_of


def old_exact_play(state: Any) -> solver.ExactPlay:
    """The game's exact play with Räuber's value as it was: minus the mover's points."""
    ep = GAME_EXACT_PLAY(state)
    pack = state.deal_view().trickplay.pack
    obj = solver.Objective(solver.SCORE, None,
                           lambda pile, won, extra: -count_baden(pile, pack))
    return replace(ep, objective=obj)


def p95(xs: list[float]) -> float:
    return sorted(xs)[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--tricks", type=lambda s: [int(x) for x in s.split(",")], default=[4, 6])
    ap.add_argument("--variants", default="", help="variants to keep (default: all)")
    args = ap.parse_args()
    keep = set(args.variants.split(",")) if args.variants else None
    print(f"{'deal kind':<34} {'left':>4} {'n':>3} {'value':>6} {'median s':>9} {'p95 s':>7} "
          f"{'max s':>7} {'median nodes':>12} {'max nodes':>9} {'best differs':>12}")
    old = mock.patch.object(solver, "exact_play_of", old_exact_play)
    for variant, options in KINDS:
        if keep is not None and variant not in keep:
            continue
        for left in args.tricks:
            states = []
            seed = 0
            while len(states) < args.positions and seed < 20 * args.positions:
                seed += 1
                try:
                    st = play_position(variant, seed=seed, tricks_left=left, prefer=("pass",),
                                       **options)
                except TarockError:
                    continue
                if st.contract == "raeuber":
                    states.append(st)
            bests: dict[str, list[set[str]]] = {}
            name = "-".join([variant, *map(str, options.values())]) or variant
            for label, patch in (("sheet", None), ("points", old)):
                times, nodes, best = [], [], []
                for st in states:
                    if patch is not None:
                        patch.start()
                    try:
                        t = time.process_time()
                        sol = solver.solve(st)
                        times.append(time.process_time() - t)
                    finally:
                        if patch is not None:
                            patch.stop()
                    nodes.append(sol.nodes)
                    best.append({p.card.code for p, v in sol.values if v == sol.value})
                bests[label] = best
                differs = "" if label == "sheet" else str(sum(
                    a.isdisjoint(b) for a, b in zip(bests["sheet"], best, strict=True)))
                if times:
                    print(f"{name:<34} {left:>4} {len(times):>3} {label:>6} "
                          f"{statistics.median(times):>9.3f} {p95(times):>7.3f} "
                          f"{max(times):>7.3f} {statistics.median(nodes):>12.0f} "
                          f"{max(nodes):>9} {differs:>12}")


if __name__ == "__main__":
    main()
