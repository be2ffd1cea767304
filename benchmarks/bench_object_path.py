"""The explained path's speed for every registered variant: random legal deals played
through ``legal_actions()``, ``explain(action)`` and ``apply(action)`` (issue 17, "Speed
of the object path").  Prints figures; asserts nothing.

Each deal starts from a seeded ``games.new_deal`` (not timed); every step asks for the
legal actions, explains the one a seeded ``random.Random`` picks, and applies it.  The
figure is actions per second of this process's CPU time (``time.process_time``), which
other load on a shared machine disturbs far less than wall-clock time; the best of
``repeat`` runs is kept.  To compare two versions, run the script from each checkout in
the same minutes (``PYTHONPATH=<checkout> .venv/bin/python benchmarks/bench_object_path.py``).

Run:  .venv/bin/python benchmarks/bench_object_path.py [seconds per variant] [repeat]
"""

from __future__ import annotations

import random
import sys
import time

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError


def rate(variant: str, seconds: float) -> tuple[float, int]:
    """(actions per CPU second, actions) for random deals of ``variant``."""
    rng = random.Random(7)
    actions = 0
    spent = 0.0
    seed = 0
    while spent < seconds:
        seed += 1
        try:
            state = games.new_deal(variant, seed=seed)
        except TarockError:
            continue
        t0 = time.process_time()
        while not state.is_terminal:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            state.explain(action)
            state.apply(action)
            actions += 1
        spent += time.process_time() - t0
    return actions / spent, actions


def main(argv: list[str]) -> None:
    seconds = float(argv[0]) if argv else 2.0
    repeat = int(argv[1]) if len(argv) > 1 else 3
    print(f"{'variant':<36} {'actions/CPU-s':>14} {'actions':>9}")
    for variant in games.variant_keys():
        best, n = max(rate(variant, seconds) for _ in range(repeat))
        print(f"{variant:<36} {best:>14,.0f} {n:>9}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
