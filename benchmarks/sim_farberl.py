"""Checks Zwanzigerrufen's Farberl threshold by simulation (issue 19).

``zwanzigerrufen`` with the Farberl option.  For every deal one seat (seed mod 4)
is the *tester*.  The deal is played twice: once with the tester bidding Farberl
at its first turn in the auction (the deal counts only where that is legal) and
passing after, once with the tester's usual bid; every other decision of the
tester is the computer player's, the other seats play the engine's fixed policy,
as in ``bench_bots.py``.  The table gives, per Farberl count of the tester's hand
(``games.zwanziger.bot.farberl_strength``), the tester's mean score both ways: the
threshold (``FARBERL_FROM``) belongs where Farberl starts to win.

Run:  PYTHONPATH=$PWD .venv/bin/python benchmarks/sim_farberl.py --deals 400 --jobs 2
      [--level beginner --guided yes]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from collections.abc import Sequence
from multiprocessing import Pool

from tarock_tutor import games
from tarock_tutor.bots import Bot
from tarock_tutor.bots.evaluate import first_of
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Bid
from tarock_tutor.games.zwanziger.bot import farberl_strength

Task = tuple[int, str, bool]   # seed, level, guided


def _play(seed: int, tester: int, farberl: bool, bot: Bot) -> float | None:
    """The tester's score (``None``: Farberl was not legal at its first turn)."""
    state = games.new_deal("zwanzigerrufen", seed=seed, farberl=True)
    fixed = games.game_of(state.variant).policy
    rngs = {s: Rng(seed * 7919 + s) for s in range(4)}
    bids = 0
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        if seat != tester:
            action = fixed(state, rngs[seat])
        elif farberl and state.phase.value == "auction" and any(
                isinstance(a, Bid) for a in legal):
            pick = first_of(legal, ("farberl",) if bids == 0 else ("pass",))
            if pick is None and bids == 0:
                return None
            bids += 1
            action = pick if pick is not None else bot(state, rngs[seat])
        else:
            action = bot(state, rngs[seat])
        state.apply(action)
    return float(state.score_sheet().totals()[tester])


def one(task: Task) -> tuple[int, float | None, float]:
    """The tester's Farberl count, its score with Farberl and with its usual bid."""
    seed, level, guided = task
    bot = Bot(level, guided=guided)
    tester = seed % 4
    hand = games.new_deal("zwanzigerrufen", seed=seed, farberl=True).hands[tester]  # type: ignore[attr-defined]
    usual = _play(seed, tester, False, bot)
    assert usual is not None
    return farberl_strength(hand), _play(seed, tester, True, bot), usual


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--level", default="beginner")
    p.add_argument("--guided", choices=("yes", "no"), default="yes")
    args = p.parse_args(argv)
    tasks = [(seed, args.level, args.guided == "yes") for seed in range(1, args.deals + 1)]
    bands: dict[int, list[tuple[float, float]]] = defaultdict(list)
    with Pool(max(1, args.jobs)) as pool:
        for count, farberl, usual in pool.imap_unordered(one, tasks):
            if farberl is not None:
                bands[min(count, 9)].append((farberl, usual))
    print(f"sim_farberl: {args.deals} deals, level {args.level}, guided {args.guided}")
    print(f"{'count':>5} {'hands':>5} {'Farberl':>8} {'usual bid':>9}")
    for count in sorted(bands):
        rows = bands[count]
        print(f"{count:>5} {len(rows):>5} {statistics.fmean(f for f, _ in rows):>+8.1f} "
              f"{statistics.fmean(u for _, u in rows):>+9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
