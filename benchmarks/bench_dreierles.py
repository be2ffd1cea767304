"""Dreierles engine speed: complete random deals/second and actions/second, three and
four at the table, through the public protocol (``games.new_deal``,
``legal_actions``, checked ``apply``).  Prints figures; asserts nothing.

Run:  .venv/bin/python benchmarks/bench_dreierles.py [seconds per measurement]
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from tarock_tutor import games


def _measure(one_deal: Callable[[random.Random, int], int], seconds: float,
             repeat: int = 3) -> tuple[float, float, float]:
    """Best of ``repeat`` runs: (deals/s, actions/s, actions per deal)."""
    best = (0.0, 0.0, 0.0)
    for r in range(repeat):
        rng = random.Random(1000 + r)
        deals = actions = 0
        t0 = time.perf_counter()
        while (elapsed := time.perf_counter() - t0) < seconds:
            actions += one_deal(rng, deals)
            deals += 1
        if actions / elapsed > best[1]:
            best = (deals / elapsed, actions / elapsed, actions / deals)
    return best


def dreierles_deal(variant: str, table: int) -> Callable[[random.Random, int], int]:
    def one(rng: random.Random, k: int) -> int:
        g = games.new_deal(variant, seed=k, dealer=k % table)
        while not g.is_terminal:
            acts = g.legal_actions()
            g.apply(acts[rng.randrange(len(acts))])
        g.score_sheet()
        return len(g.history)
    return one


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    for label, variant, table in (("Dreierles 3p", "dreierles3", 3),
                                  ("Dreierles 4p (dealer sits out)", "dreierles4", 4)):
        deals, actions, per = _measure(dreierles_deal(variant, table), seconds)
        print(f"{label:32s} {deals:8.0f} deals/s  {actions:9.0f} actions/s  "
              f"({per:.1f} actions per deal, scored)")


if __name__ == "__main__":
    main()
