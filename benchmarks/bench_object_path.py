"""The explained path's speed for every registered variant: random legal deals played
through ``legal_actions()``, ``explain(action)`` and ``apply(action)`` (issue 17, "Speed
of the object path").  Prints figures; asserts nothing.

Each deal starts from a seeded ``games.new_deal`` (not timed); every step asks for the
legal actions, explains the one a seeded ``random.Random`` picks, and applies it.  The
figure is actions per second of this process's CPU time (``time.process_time``), which
other load on a shared machine disturbs far less than wall-clock time.

Two modes:

* ``bench_object_path.py [seconds per variant] [repeat]``: this checkout alone, the best
  of ``repeat`` runs per variant.
* ``bench_object_path.py --compare PATH [--rounds N] [--seconds S]``: this checkout
  ("after") against another checkout of the package at ``PATH`` ("before", for example
  ``git archive cf6893b | tar -x -C /tmp/base``).  One worker process per checkout
  (each with its own checkout first on ``sys.path``) measures the same seeded deals and
  the same random choices; the runs alternate per variant, A B, B A, … for ``N``
  rounds, so load on the machine falls on both alike.  A variant's deal count is chosen
  once (about ``S`` CPU seconds in the "before" checkout) and used by both.  Prints the
  median and the spread (lowest–highest) of each side and the ratio after/before of
  the medians; a line is marked when the two checkouts did not play the same actions.

Run:  .venv/bin/python benchmarks/bench_object_path.py --compare /tmp/base --rounds 7
"""

from __future__ import annotations

import hashlib
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from serve_worker import Worker

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError

HERE = Path(__file__).resolve().parents[1]   # the checkout this script belongs to



def _play_out(state: Any, rng: random.Random) -> int:
    """Play ``state`` to its end with random legal actions, each explained then
    applied (the object path); the number of actions."""
    n = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        state.explain(action)
        state.apply(action)
        n += 1
    return n

def deals(variant: str, count: int) -> list[Any]:
    """The first ``count`` seeds' deals of ``variant`` that start (seed 1, 2, …)."""
    out: list[Any] = []
    seed = 0
    while len(out) < count:
        seed += 1
        try:
            out.append(games.new_deal(variant, seed=seed))
        except TarockError:
            continue
    return out


def play(states: list[Any]) -> tuple[float, int]:
    """(CPU seconds, actions) for playing ``states`` to the end: the measured work."""
    rng = random.Random(7)
    actions = 0
    spent = 0.0
    for state in states:
        t0 = time.process_time()
        actions += _play_out(state, rng)
        spent += time.process_time() - t0
    return spent, actions


def digest(variant: str, count: int) -> str:
    """A fingerprint of the actions the measured work plays (not timed)."""
    rng = random.Random(7)
    h = hashlib.sha256()
    for state in deals(variant, count):
        while not state.is_terminal:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            state.apply(action)
            h.update(f"{action}|".encode())
    return h.hexdigest()[:12]


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
        actions += _play_out(state, rng)
        spent += time.process_time() - t0
    return actions / spent, actions


def serve() -> None:
    """The worker of ``--compare``: one request a line on stdin, one answer a line.

    ``keys`` → the variant keys; ``where`` → the checkout imported; ``digest V N`` →
    the fingerprint; ``time V N`` → ``CPU-seconds actions``."""
    for line in sys.stdin:
        cmd, *args = line.split()
        if cmd == "keys":
            answer = " ".join(games.variant_keys())
        elif cmd == "where":
            answer = str(Path(games.__file__).resolve().parents[2])
        elif cmd == "digest":
            answer = digest(args[0], int(args[1]))
        else:
            spent, n = play(deals(args[0], int(args[1])))
            answer = f"{spent!r} {n}"
        print(answer, flush=True)


def worker_rate(worker: Worker, variant: str, count: int) -> float:
    """Actions per CPU-second of ``count`` seeded deals in the worker's checkout."""
    spent, n = worker.ask(f"time {variant} {count}").split()
    return int(n) / float(spent)


def compare(before_path: Path, rounds: int, seconds: float) -> None:
    before, after = Worker(__file__, before_path), Worker(__file__, HERE)
    try:
        keys = [k for k in after.ask("keys").split() if k in set(before.ask("keys").split())]
        print(f"before: {before.ask('where')}\nafter:  {after.ask('where')}\n"
              f"{rounds} rounds per variant, interleaved; actions per CPU-second, "
              f"median (lowest–highest)\n")
        print(f"{'variant':<32} {'deals':>5} {'before':>24} {'after':>24} {'ratio':>6}")
        for variant in keys:
            probe = 10
            spent = float(before.ask(f"time {variant} {probe}").split()[0])
            count = max(probe, round(seconds * probe / max(spent, 1e-6)))
            same = before.ask(f"digest {variant} {count}") == after.ask(
                f"digest {variant} {count}")
            b: list[float] = []
            a: list[float] = []
            for r in range(rounds):
                pair = ((before, b), (after, a)) if r % 2 == 0 else ((after, a), (before, b))
                for worker, out in pair:
                    out.append(worker_rate(worker, variant, count))
            mb, ma = statistics.median(b), statistics.median(a)
            print(f"{variant:<32} {count:>5} {mb:>9,.0f} ({min(b):>6,.0f}–{max(b):>6,.0f}) "
                  f"{ma:>9,.0f} ({min(a):>6,.0f}–{max(a):>6,.0f}) {ma / mb:>6.2f}"
                  + ("" if same else "  (not the same actions!)"), flush=True)
    finally:
        before.close()
        after.close()


def main(argv: list[str]) -> None:
    if argv[:1] == ["--serve"]:
        serve()
        return
    if argv[:1] == ["--compare"]:
        if len(argv) < 2:
            raise SystemExit("usage: bench_object_path.py --compare PATH [--rounds N] "
                             "[--seconds S]")
        opts = dict(zip(argv[2::2], argv[3::2], strict=False))
        compare(Path(argv[1]).resolve(), int(opts.get("--rounds", 7)),
                float(opts.get("--seconds", 0.5)))
        return
    seconds = float(argv[0]) if argv else 2.0
    repeat = int(argv[1]) if len(argv) > 1 else 3
    print(f"{'variant':<36} {'actions/CPU-s':>14} {'actions':>9}")
    for variant in games.variant_keys():
        best, n = max(rate(variant, seconds) for _ in range(repeat))
        print(f"{variant:<36} {best:>14,.0f} {n:>9}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
