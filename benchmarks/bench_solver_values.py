"""What counting the score sheet costs the solver (issue 18 item 2): the same random
positions solved with the card points alone (the value before the sheet was added)
and with the game's own objective (Neunzehnerrufen: the declarer's sheet with Pagat
Ultimo and Valat; Zwanzigerrufen: its sheet × 100 + card points).  Prints the median
and maximum time and the median nodes of each, side by side.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_solver_values.py [--tricks 6]
        [--positions 12]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tarock_tutor.core import solver
from tarock_tutor.core.counting import count_austrian, count_plain
from tarock_tutor.core.solver import CARD_POINTS, ExactPlay, Objective, split_batches
from tarock_tutor.solver_check import play_position


def points_zwanziger(state: Any) -> ExactPlay:
    from tarock_tutor.games.zwanziger.parts.rules import PACK

    return ExactPlay(Objective(CARD_POINTS, frozenset(state.declarer_side),
                               lambda p, w, e: count_plain(p, PACK),
                               split=lambda p, w, e: (count_plain(p, PACK), 0),
                               gain=PACK.value))


def points_neunzehner(state: Any) -> ExactPlay:
    from tarock_tutor.games.neunzehner.parts.contracts import PACK

    side = state.declarer_side
    kept = [c for s in side for c in state.discards.get(s, ())]
    return ExactPlay(Objective(CARD_POINTS, side,
                               lambda p, w, e: count_austrian([*p, *kept], PACK),
                               split=lambda p, w, e: split_batches([*p, *kept], PACK.value),
                               gain=PACK.value))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tricks", type=int, default=6)
    ap.add_argument("--positions", type=int, default=12)
    args = ap.parse_args()
    own = solver.exact_play_of
    cases: list[tuple[str, Callable[[Any], ExactPlay]]] = [
        ("zwanzigerrufen", points_zwanziger), ("neunzehnerrufen", points_neunzehner)]
    try:
        for variant, points in cases:
            for name, objective in (("card points", points), ("sheet", own)):
                solver.exact_play_of = objective
                times, nodes = [], []
                for seed in range(args.positions):
                    state = play_position(variant, seed=seed, tricks_left=args.tricks)
                    t0 = time.perf_counter()
                    sol = solver.solve(state)
                    times.append(time.perf_counter() - t0)
                    nodes.append(sol.nodes)
                print(f"{variant}, {args.tricks} tricks left, {name:11}: median "
                      f"{statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} "
                      f"ms, median nodes {statistics.median(nodes):.0f}")
    finally:
        solver.exact_play_of = own
    return 0


if __name__ == "__main__":
    sys.exit(main())
