"""Random play on the kernel, this checkout against another one, in one process.

The loop is ``bench_cego.kernel_deal``'s (a fresh :class:`~tarock_tutor.core.kernel.Kernel`
per deal at the first lead of one of 400 seeded Cego deals, then ``legal``/``play``
with random cards to the end).  Both checkouts' ``tarock_tutor`` are imported side by
side (each under its own module objects) and measured in alternating chunks of deals
with the same random choices, so a shared machine's load falls on both alike; prints
actions per CPU second (``time.process_time``) of each and their ratio.  Asserts
nothing; the two sides must play the same number of cards (same legal sets).

Run:  PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_kernel_play.py OTHER_CHECKOUT
      [--players 3 4] [--chunk 500] [--rounds 40]
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import sys
import time
from typing import Any

_STARTS = 400


def _load(root: str | None) -> tuple[Any, ...]:
    """(Kernel class, the 400 starts per player count) of the checkout at ``root``
    (``None``: the one already first on the path)."""
    for name in [m for m in sys.modules if m == "tarock_tutor" or m.startswith("tarock_tutor.")]:
        del sys.modules[name]
    if root is not None:
        sys.path.insert(0, root)
    try:
        kernel = importlib.import_module("tarock_tutor.core.kernel")
        solver = importlib.import_module("tarock_tutor.core.solver")
        check = importlib.import_module("tarock_tutor.solver_check")
    finally:
        if root is not None:
            sys.path.remove(root)
    out: list[Any] = [kernel.Kernel]
    for players in (3, 4):
        starts = []
        for seed in range(_STARTS):
            k, _ = solver.kernel_of(check.play_position(f"cego{players}", seed=seed,
                                                        tricks_left=None))
            starts.append((k.r, tuple(k.hands), k.leader))
        out.append(starts)
    return tuple(out)


def _run(kernel: Any, starts: list[tuple[Any, tuple[int, ...], int]], first: int,
         deals: int, rng: random.Random) -> int:
    randrange = rng.randrange
    plays = 0
    for n in range(first, first + deals):
        rules, hands, leader = starts[n % len(starts)]
        k = kernel(rules, hands, leader=leader)
        while k.hands[k.to_move]:
            m = k.legal()
            pick = randrange(m.bit_count())
            while pick:
                m &= m - 1
                pick -= 1
            k.play((m & -m).bit_length() - 1)
            plays += 1
    return plays


def main() -> None:
    ap = argparse.ArgumentParser(description="kernel random play: this checkout against another")
    ap.add_argument("other", help="the other checkout's root (holding tarock_tutor/)")
    ap.add_argument("--players", type=int, nargs="+", default=[3, 4], choices=[3, 4])
    ap.add_argument("--chunk", type=int, default=500, help="deals per measurement (500)")
    ap.add_argument("--rounds", type=int, default=40, help="measurements per side (40)")
    a = ap.parse_args()
    if a.chunk < 1 or a.rounds < 1:
        ap.error("--chunk and --rounds must be at least 1")
    if not os.path.isfile(os.path.join(a.other, "tarock_tutor", "core", "kernel.py")):
        ap.error(f"{a.other!r} holds no tarock_tutor/core/kernel.py: give the root of "
                 "another checkout (e.g. git archive main tarock_tutor | tar -x -C DIR)")
    sides = {"other": _load(a.other), "this": _load(None)}
    files = {name: side[0].play.__code__.co_filename for name, side in sides.items()}
    if os.path.realpath(files["other"]) == os.path.realpath(files["this"]):
        ap.error(f"both sides import the same kernel ({files['this']}): put this checkout "
                 "first on PYTHONPATH and name another one")
    for players in a.players:
        cpu = dict.fromkeys(sides, 0.0)
        acts = dict.fromkeys(sides, 0)
        for side in sides.values():   # warm up
            _run(side[0], side[players - 2], 0, 50, random.Random(0))
        for r in range(a.rounds):
            for name in (list(sides) if r % 2 == 0 else list(sides)[::-1]):
                side = sides[name]
                c0 = time.process_time()
                acts[name] += _run(side[0], side[players - 2], r * a.chunk, a.chunk,
                                   random.Random(r))
                cpu[name] += time.process_time() - c0
        for name in sides:
            print(f"Cego {players}p {name:5}  actions {acts[name]:>10,}  CPU {cpu[name]:7.3f} s"
                  f"  actions/CPU-s {acts[name] / cpu[name]:>10,.0f}")
        same = "" if acts["this"] == acts["other"] else "  (different actions: legal sets differ!)"
        print(f"Cego {players}p this/other actions per CPU second: "
              f"{cpu['other'] / cpu['this']:.3f}{same}")


if __name__ == "__main__":
    main()
