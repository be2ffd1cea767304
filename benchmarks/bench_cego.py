"""Cego engine speed: complete random deals/second and actions/second for 3 and 4
players, with OpenSpiel's ``tarok(players=3)`` measured in the same run as a reference
(issue 3, "Speed").  Prints figures; asserts nothing.

Both engines are driven by the same loop: ask for the legal actions, pick one with
the same ``random.Random``, apply it (OpenSpiel's chance nodes are sampled the same
way).  Our ``apply`` checks every action; OpenSpiel's ``apply_action`` checks too.

The machine is shared, so besides wall-clock rates the table gives actions per
second of this process's CPU time (``time.process_time``), which other load
disturbs far less; compare engines by that column when the machine is busy.

The kernel rows (issue 18) play the trick-play phase of Cego deals on the bitmask
kernel (:mod:`tarock_tutor.core.kernel`): each "deal" starts a fresh kernel at the
first lead of a seeded deal (400 deals bid and exchanged beforehand, not timed) and
plays random legal cards to the end; an action is one card.  OpenSpiel is optional:
with ``open_spiel`` importable (for example from a separate venv, /work/osvenv, run
with ``PYTHONPATH=. /work/osvenv/bin/python benchmarks/bench_cego.py``) its row is
measured in the same run.  The engines take turns, run by run (best of three each),
so the machine's drifts in speed fall on all of them alike.

Run:  .venv/bin/python benchmarks/bench_cego.py [seconds per measurement]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from tarock_tutor.games import cego

Row = tuple[float, float, float, float]


def _once(one_deal: Callable[[random.Random, int], int], seconds: float, r: int) -> Row:
    """One run of ``seconds``: (deals/s, actions/s, actions per deal, actions per CPU
    second), the random choices seeded by the run's number ``r``."""
    rng = random.Random(1000 + r)
    deals = actions = 0
    t0, c0 = time.perf_counter(), time.process_time()
    while (elapsed := time.perf_counter() - t0) < seconds:
        actions += one_deal(rng, deals)
        deals += 1
    cpu = max(time.process_time() - c0, 1e-9)
    return deals / elapsed, actions / elapsed, actions / deals, actions / cpu


def _measure_all(engines: list[tuple[str, Callable[[random.Random, int], int]]],
                 seconds: float, repeat: int = 3) -> list[tuple[str, Row]]:
    """Each engine's best of ``repeat`` runs (by actions per CPU second), the engines
    taking turns run by run (so a machine that speeds up or slows down during the
    benchmark does so for all of them alike, and the ratios compare like with like)."""
    best: dict[str, Row] = {name: (0.0, 0.0, 0.0, 0.0) for name, _ in engines}
    for r in range(repeat):
        for name, one_deal in engines:
            got = _once(one_deal, seconds, r)
            if got[3] > best[name][3]:
                best[name] = got
    return [(name, best[name]) for name, _ in engines]


def cego_deal(players: int) -> Callable[[random.Random, int], int]:
    def one(rng: random.Random, k: int) -> int:
        g = cego.new_game(players=players, seed=k, dealer=k % players)
        while not g.is_terminal:
            acts = g.legal_actions()
            g.apply(acts[rng.randrange(len(acts))])
        return len(g.history)
    return one


def kernel_deal(players: int) -> Callable[[random.Random, int], int]:
    from tarock_tutor.core.kernel import Kernel
    from tarock_tutor.core.solver import kernel_of
    from tarock_tutor.solver_check import play_position

    starts = []
    for seed in range(400):
        k, _ = kernel_of(play_position(f"cego{players}", seed=seed, tricks_left=None))
        starts.append((k.r, tuple(k.hands), k.leader))

    def one(rng: random.Random, n: int) -> int:
        rules, hands, leader = starts[n % len(starts)]
        k = Kernel(rules, hands, leader=leader)
        plays = 0
        randrange = rng.randrange
        while k.hands[k.to_move]:
            m = k.legal()
            count = m.bit_count()
            pick = randrange(count)
            while pick:          # drop the lowest set bits until the chosen one
                m &= m - 1
                pick -= 1
            k.play((m & -m).bit_length() - 1)
            plays += 1
        return plays
    return one


def openspiel_deal() -> Callable[[random.Random, int], int] | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("tarok(players=3)")

    def one(rng: random.Random, k: int) -> int:
        s = game.new_initial_state()
        n = 0
        while not s.is_terminal():
            if s.is_chance_node():
                outcomes = s.chance_outcomes()
                s.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                acts = s.legal_actions()
                s.apply_action(acts[rng.randrange(len(acts))])
            n += 1
        return n
    return one


def main() -> None:
    ap = argparse.ArgumentParser(description="Cego engine speed against OpenSpiel's tarok")
    ap.add_argument("seconds", nargs="?", type=float, default=2.0,
                    help="seconds per measurement (default 2)")
    seconds = ap.parse_args().seconds
    if not seconds > 0:
        ap.error(f"seconds must be positive, not {seconds}")
    engines = [("tarock_tutor Cego 3p", cego_deal(3)), ("tarock_tutor Cego 4p", cego_deal(4)),
               ("kernel Cego 3p (card play)", kernel_deal(3)),
               ("kernel Cego 4p (card play)", kernel_deal(4))]
    ref = openspiel_deal()
    if ref is None:
        print("OpenSpiel not installed (pip install open_spiel): no reference figures.")
    else:
        engines.append(("OpenSpiel tarok(players=3)", ref))
    rows = _measure_all(engines, seconds)
    ref_row = rows[-1][1] if ref is not None else None
    print(f"{'engine':<28} {'deals/s':>10} {'actions/s':>12} {'actions/deal':>13}"
          f" {'actions/CPU-s':>14}"
          + ("" if ref_row is None else f" {'actions/s ratio':>16} {'deals/s ratio':>14}"
                                         f" {'CPU-s ratio':>12}"))
    for name, (dps, aps, apd, acpu) in rows:
        line = f"{name:<28} {dps:>10,.0f} {aps:>12,.0f} {apd:>13.1f} {acpu:>14,.0f}"
        if ref_row is not None:
            line += (f" {aps / ref_row[1]:>16.2f} {dps / ref_row[0]:>14.2f}"
                     f" {acpu / ref_row[3]:>12.2f}")
        print(line)
    if ref_row is not None:
        print("Note: random OpenSpiel tarok deals are short (random bids often reach "
              "contracts that end at the first lost trick), so compare actions/s.")


if __name__ == "__main__":
    main()
