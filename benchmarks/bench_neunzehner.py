"""Throughput of the Neunzehnerrufen engine: random complete deals per second and
actions per second, per form.  Prints figures; asserts nothing about speed.

Each form is run ``repeat`` times and the best run is kept, timed in CPU time of
this process, so that other work on a shared machine disturbs the figures less.

Run: ``.venv/bin/python benchmarks/bench_neunzehner.py [deals_per_form] [repeat]``
"""

from __future__ import annotations

import sys
import time

from tarock_tutor.games.neunzehner import CONTRACTS, FORMS, new_game, random_playout


def bench(form: str, deals: int) -> tuple[float, float]:
    actions = 0
    start = time.process_time()
    for i in range(deals):
        g = random_playout(new_game(form, seed=i), i, contract=CONTRACTS[i % len(CONTRACTS)])
        g.score_sheet()
        actions += len(g.history)
    took = time.process_time() - start
    return deals / took, actions / took


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    repeat = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    for form in FORMS:
        dps, aps = max(bench(form, deals) for _ in range(repeat))
        print(f"{form:16s} {dps:8.1f} deals/s  {aps:10.1f} actions/s  ({deals} deals, "
              f"best of {repeat})")


if __name__ == "__main__":
    main()
