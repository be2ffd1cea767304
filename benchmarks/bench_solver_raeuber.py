"""Räuber in the exact solver (issue 18 item 2): the same random Räuber positions
solved with the sheet value (the mover's own result on the Räuber sheet × 100 + the
card points the others took, the others' piles in the table key) and with the old
value (minus the mover's card points), side by side: median, p95 and max CPU time
and nodes, and how often the best cards differ.  Prints figures; asserts nothing.

    .venv/bin/python benchmarks/bench_solver_raeuber.py [--positions 20] [--tricks 4,6]
        [--variants cego4,dreierles3] [--compare PATH [--rounds N]]

``--compare PATH`` times the sheet value only, this checkout ("after") against the
package at ``PATH`` ("before", e.g. ``git archive BASE tarock_tutor | tar -x -C
/tmp/base``), on the same positions: one worker process per checkout
(``serve_worker.py``), the two asked in turn per position (A B, then B A on the
next), ``--rounds`` times, so load on the machine falls on both alike.  Per deal kind
and tricks left it prints CPU seconds (median of the rounds per position) and nodes,
p50/p95/max of each side, the ratio after/before of the summed CPU time, and it says
so when any card's value differs between the two.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any
from unittest import mock

from serve_worker import Pair, p95, spread

from tarock_tutor.core import solver
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.errors import TarockError
from tarock_tutor.solver_check import play_position

ROOT = Path(__file__).resolve().parents[1]

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


def seeds(kind: int, left: int, count: int) -> list[int]:
    """The first ``count`` seeds whose position (all passed) is a Räuber deal."""
    variant, options = KINDS[kind]
    out: list[int] = []
    seed = 0
    while len(out) < count and seed < 20 * count:
        seed += 1
        try:
            st = play_position(variant, seed=seed, tricks_left=left, prefer=("pass",),
                               **options)
        except TarockError:
            continue
        if st.deal_view().contract == "raeuber":
            out.append(seed)
    return out


def solve_job(kind: int, seed: int, left: int) -> list[Any]:
    """[CPU seconds, nodes, every card's value] of one solve (``--serve``)."""
    variant, options = KINDS[kind]
    st = play_position(variant, seed=seed, tricks_left=left, prefer=("pass",), **options)
    t = time.process_time()
    sol = solver.solve(st)
    return [time.process_time() - t, sol.nodes, [v for _, v in sol.values]]


def compare(args: argparse.Namespace, keep: set[str] | None, before_path: Any) -> None:
    """This checkout against ``before_path``, position by position (see the module doc)."""
    workers = Pair(__file__, before_path, ROOT)
    print(f"before: {before_path}\nafter:  {ROOT}\n{args.rounds} rounds per position, "
          "interleaved; CPU s and nodes p50 p95 max")
    print(f"{'deal kind':<28} {'left':>4} {'n':>3} | {'before s':>20} {'after s':>20} "
          f"{'ratio':>6} | {'before nodes':>32} {'after nodes':>32}")
    try:
        for kind, (variant, options) in enumerate(KINDS):
            if keep is not None and variant not in keep:
                continue
            name = "-".join([variant, *map(str, options.values())])
            for left in args.tricks:
                tb: list[float] = []
                ta: list[float] = []
                nb: list[float] = []
                na: list[float] = []
                differ = 0
                for seed in seeds(kind, left, args.positions):
                    got_b, got_a = workers.ask(json.dumps([kind, seed, left]), args.rounds)
                    tb.append(statistics.median(r[0] for r in got_b))
                    ta.append(statistics.median(r[0] for r in got_a))
                    nb.append(got_b[0][1])
                    na.append(got_a[0][1])
                    differ += got_b[0][2] != got_a[0][2]
                if not tb:
                    continue
                line = (f"{name:<28} {left:>4} {len(tb):>3} | {spread(tb, '6.3f')} "
                        f"{spread(ta, '6.3f')} {sum(ta) / max(sum(tb), 1e-9):6.2f} | "
                        f"{spread(nb, '10,.0f')} {spread(na, '10,.0f')}")
                if differ:
                    line += f"  VALUES DIFFER in {differ} positions!"
                print(line, flush=True)
    finally:
        workers.close()


def main() -> None:
    if sys.argv[1:2] == ["--serve"]:
        for line in sys.stdin:
            print(json.dumps(solve_job(*json.loads(line))), flush=True)
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--tricks", type=lambda s: [int(x) for x in s.split(",")], default=[4, 6])
    ap.add_argument("--variants", default="", help="variants to keep (default: all)")
    ap.add_argument("--compare", type=Path, default=None,
                    help="another checkout to measure against, position by position")
    ap.add_argument("--rounds", type=int, default=1)
    args = ap.parse_args()
    if args.compare is not None and not (args.compare / "tarock_tutor" / "core"
                                         / "kernel.py").is_file():
        ap.error(f"--compare {args.compare}: no tarock_tutor/core/kernel.py there (give the "
                 "root of another checkout)")
    keep = set(args.variants.split(",")) if args.variants else None
    if args.compare is not None:
        compare(args, keep, args.compare.resolve())
        return
    print(f"{'deal kind':<34} {'left':>4} {'n':>3} {'value':>6} {'median s':>9} {'p95 s':>7} "
          f"{'max s':>7} {'median nodes':>12} {'max nodes':>9} {'best differs':>12}")
    old = mock.patch.object(solver, "exact_play_of", old_exact_play)
    for kind, (variant, options) in enumerate(KINDS):
        if keep is not None and variant not in keep:
            continue
        for left in args.tricks:
            states = [play_position(variant, seed=seed, tricks_left=left, prefer=("pass",),
                                    **options) for seed in seeds(kind, left, args.positions)]
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
