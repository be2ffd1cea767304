"""Checks Neunzehnerrufen's staged talon looks by simulation (issue 19).

The evaluator bids a Dreier, Zweier or Einer only with a very strong hand, so the
talon phase is rare in ``sim_decisions.py``.  Here the tester (a bidding seat chosen
by the seed) is made to bid the contract at its first turn and to pass later; every
other seat plays the fixed policy (which passes, so the tester declares).  Each
deal is played twice with the same seeded generators: the tester's staged looks by
the evaluator's rule (``games/neunzehner/bot.py``, :func:`talon_choice`, called here
directly: the computer player itself keeps the fixed policy's looks, which this
script showed to be better), then by the fixed policy (accept the first packet).
Every other decision of the tester is the computer player's.  The table is
``sim_decisions.py``'s: deals reached, paired deals (the two testers' first talon
actions differ), mean scores on the paired deals and the mean difference with a
95 % confidence interval.

Run:  PYTHONPATH=$PWD .venv/bin/python benchmarks/sim_n19_talon.py --deals 150 --jobs 2
      [--variants neunzehnerrufen,neunzehnerrufen-3p-dummy] [--contracts dreier,einer]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

from sim_decisions import Row, table
from simlib import Skip, play_tester, run

from tarock_tutor import games
from tarock_tutor.bots import Bot
from tarock_tutor.bots.evaluate import first_of
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action
from tarock_tutor.games.neunzehner.bot import talon_choice

Task = tuple[str, str, int, str]   # variant, contract, seed, level


def _play(variant: str, contract: str, seed: int, bot: Bot, evaluator: bool
          ) -> tuple[float, list[Action]] | None:
    """The tester's score and its talon actions (``None``: it could not declare)."""
    state: Any = games.new_deal(variant, seed=seed)
    bidders = [s for s in range(state.variant.seats) if s not in state.dummies]
    tester = bidders[seed % len(bidders)]
    bids = 0
    taken: list[Action] = []

    def decide(st: Any, seat: int, rng: Rng) -> Action:
        nonlocal bids
        if st.phase.value == "auction":
            pick = first_of(st.legal_actions(), (contract,) if bids == 0 else ("pass",))
            if pick is None:
                raise Skip
            bids += 1
            return pick
        if st.phase.value == "talon":
            tried = talon_choice(st, st.hands[seat], st.legal_actions()) if evaluator else None
            action = tried if tried is not None else games.game_of(st.variant).policy(st, rng)
            taken.append(action)
            return action
        return bot(st, rng)

    score = play_tester(state, seed, tester, decide)
    if score is None or state.declarer != tester or state.contract != contract:
        return None
    return score, taken


def one(task: Task) -> Row:
    variant, contract, seed, level = task
    bot = Bot(level, guided=True)
    name = f"{variant}:{contract}"
    ev = _play(variant, contract, seed, bot, True)
    if ev is None:
        return name, False, False, 0.0, 0.0
    fx = _play(variant, contract, seed, bot, False)
    assert fx is not None
    return name, True, ev[1][0] != fx[1][0], ev[0], fx[0]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--first", type=int, default=1, help="first seed")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--level", default="beginner")
    p.add_argument("--contracts", default="dreier,zweier,einer")
    p.add_argument("--variants", default="neunzehnerrufen,neunzehnerrufen-3p-dummy,"
                                         "neunzehnerrufen-4p-dealer-dummy")
    args = p.parse_args(argv)
    names = [f"{v}:{c}" for v in args.variants.split(",") if v
             for c in args.contracts.split(",") if c]
    tasks: list[Task] = [(*n.split(":"), args.first + i, args.level)  # type: ignore[misc]
                         for n in names for i in range(args.deals)]
    t0 = time.perf_counter()
    rows = run(one, tasks, args.jobs)
    print(f"sim_n19_talon: {args.deals} deals per row from seed {args.first}, level "
          f"{args.level}, {time.perf_counter() - t0:.0f} s wall, {args.jobs} job(s)")
    print("\n".join(table(rows, names)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
