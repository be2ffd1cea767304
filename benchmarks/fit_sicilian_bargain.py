"""What a Sicilian hand of ten cards is worth if it is played: the measure behind the
bargain rule of ``games/sicilian/bot.py`` (issue 19).

For every deal one seat (``seed mod 4``) says "play" in the bargain, so the hand is
always played; it is the computer player (:class:`~tarock_tutor.bots.Bot`) in every
later phase, the other seats play the fixed policy.  Printed: the tester's mean score
by band of count (the "20" count of its first ten cards), dealer and non-dealer
apart, and the least-squares fit  score ≈ a + b × count + c × trumps + d × dealer.

Run:  PYTHONPATH=$PWD .venv/bin/python benchmarks/fit_sicilian_bargain.py
      [--first 100001] [--deals 1200] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from simlib import play_tester, run

from tarock_tutor import games
from tarock_tutor.bots import Bot
from tarock_tutor.core.cards import Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Bid, GameState
from tarock_tutor.games.sicilian import hand_value

Row = tuple[int, int, bool, float]   # count, trumps, dealer, score


def one(seed: int) -> Row:
    bot = Bot("beginner", guided=True)
    state: Any = games.new_deal("sicilian", seed=seed)
    tester = seed % 4
    first = list(state.hands[tester])

    def decide(st: GameState, seat: int, rng: Rng) -> Action:
        return Bid(seat, "play") if st.phase.value == "bargain" else bot(st, rng)

    score = play_tester(state, seed, tester, decide)
    assert score is not None
    trumps = sum(1 for c in first if c.suit is Suit.TRUMP)
    return hand_value(first), trumps, tester == state.dealer, score


def fit(rows: Sequence[Row]) -> list[float]:
    """Least squares by the normal equations (4 unknowns, Gauss–Jordan)."""
    xs = [[1.0, float(c), float(t), float(d)] for c, t, d, _ in rows]
    ys = [s for *_, s in rows]
    n = 4
    m = [[sum(x[i] * x[j] for x in xs) for j in range(n)]
         + [sum(x[i] * y for x, y in zip(xs, ys, strict=True))] for i in range(n)]
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[p] = m[p], m[i]
        for r in range(n):
            if r != i:
                f = m[r][i] / m[i][i]
                m[r] = [a - f * b for a, b in zip(m[r], m[i], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--first", type=int, default=100001)
    p.add_argument("--deals", type=int, default=1200)
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args(argv)
    t0 = time.perf_counter()
    seeds = range(args.first, args.first + args.deals)
    rows = run(one, seeds, args.jobs, chunksize=4)
    print(f"fit_sicilian_bargain: {args.deals} deals from seed {args.first}, "
          f"{time.perf_counter() - t0:.0f} s wall, {args.jobs} job(s)")
    bands: dict[tuple[bool, int], list[float]] = defaultdict(list)
    for c, _, d, s in rows:
        bands[(d, min(c // 5 * 5, 30))].append(s)
    for (d, lo), xs in sorted(bands.items()):
        half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
        print(f"{'dealer' if d else 'other':<7} count {lo:>2}{'+' if lo == 30 else '':<2}"
              f" n={len(xs):>4}  mean {statistics.fmean(xs):+6.2f} ±{half:.2f}")
    try:
        a, b, c, d = fit(rows)
    except ZeroDivisionError:
        print("fit: too few kinds of hand for four unknowns; give more --deals")
        return 0
    print(f"fit: score ≈ {a:+.2f} {b:+.3f} × count {c:+.2f} × trumps {d:+.2f} × dealer")
    return 0


if __name__ == "__main__":
    sys.exit(main())
