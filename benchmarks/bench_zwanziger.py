"""Throughput of the Zwanzigerrufen engine: random complete deals per second and
actions per second, without and with Farberl, through the public protocol
(``games.new_deal``, ``games.playout``, ``score_sheet``).  Prints figures; asserts
nothing about speed.

Each setting is run ``repeat`` times and the best run is kept, timed in CPU time
of this process, so that other work on a shared machine disturbs the figures less.

Run: ``.venv/bin/python benchmarks/bench_zwanziger.py [deals] [repeat]``
"""

from __future__ import annotations

import sys
import time

from tarock_tutor import games
from tarock_tutor.games.zwanziger import fixed_policy


def bench(deals: int, *, farberl: bool, policy: bool) -> tuple[float, float]:
    actions = 0
    start = time.process_time()
    for i in range(deals):
        g = games.new_deal("zwanzigerrufen", seed=i, farberl=farberl)
        done = games.playout(g, seed=i, policy=fixed_policy if policy else None)
        done.score_sheet()
        actions += len(done.history)
    took = time.process_time() - start
    return deals / took, actions / took


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    repeat = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    for farberl in (False, True):
        for policy in (False, True):
            dps, aps = max(bench(deals, farberl=farberl, policy=policy) for _ in range(repeat))
            name = f"{'farberl' if farberl else 'plain'}/{'policy' if policy else 'random'}"
            print(f"{name:16s} {dps:8.1f} deals/s  {aps:10.1f} actions/s  ({deals} deals, "
                  f"best of {repeat})")


if __name__ == "__main__":
    main()
