"""Sicilian Tarocchi engine speed: complete random deals/second and actions/second.
Prints figures; asserts nothing.

Two drivers, both through the public protocol (``legal_actions`` then a checked
``apply``): uniformly random legal actions (most deals end in the bargaining, as a
random player nearly always offers), and random actions that wait in the bargaining,
so nearly every deal is played to the last trick; plus the engine's fixed policy.

Run:  .venv/bin/python benchmarks/bench_sicilian.py [seconds per measurement]
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from tarock_tutor import games
from tarock_tutor.core.protocol import Bid
from tarock_tutor.games.sicilian import policy
from tarock_tutor.games.sicilian.phase_names import Phases


def _measure(one_deal: Callable[[random.Random, int], tuple[int, bool]], seconds: float,
             repeat: int = 3) -> tuple[float, float, float, float]:
    """Best of ``repeat`` runs: (deals/s, actions/s, actions per deal, share played)."""
    best = (0.0, 0.0, 0.0, 0.0)
    for r in range(repeat):
        rng = random.Random(1000 + r)
        deals = actions = played = 0
        t0 = time.perf_counter()
        while (elapsed := time.perf_counter() - t0) < seconds:
            n, was_played = one_deal(rng, deals)
            actions += n
            played += was_played
            deals += 1
        if actions / elapsed > best[1]:
            best = (deals / elapsed, actions / elapsed, actions / deals, played / deals)
    return best


def random_deal(wait_share: float) -> Callable[[random.Random, int], tuple[int, bool]]:
    def one(rng: random.Random, k: int) -> tuple[int, bool]:
        g = games.new_deal("sicilian", seed=k, dealer=k % 4)
        while not g.is_terminal:
            acts = g.legal_actions()
            if g.phase is Phases.BARGAIN and rng.random() < wait_share:
                quiet = [a for a in acts if isinstance(a, Bid) and a.bid in ("wait", "play")]
                if quiet:
                    g.apply(quiet[0])
                    continue
            g.apply(acts[rng.randrange(len(acts))])
        return len(g.history), g.outcome == "played"
    return one


def policy_deal(rng: random.Random, k: int) -> tuple[int, bool]:
    done = games.playout(games.new_deal("sicilian", seed=k, dealer=k % 4), policy=policy)
    return len(done.history), done.outcome == "played"


def main(seconds: float) -> None:
    rows = [("random legal actions", random_deal(0.0)),
            ("random, waiting in the bargaining", random_deal(0.9)),
            ("the engine's fixed policy", policy_deal)]
    print(f"Sicilian Tarocchi, best of 3 runs of {seconds:g} s each")
    for name, fn in rows:
        deals, actions, per, share = _measure(fn, seconds)
        print(f"  {name:36s} {deals:8.1f} deals/s  {actions:9.0f} actions/s  "
              f"{per:5.1f} actions/deal  {share:4.0%} played")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 2.0)
