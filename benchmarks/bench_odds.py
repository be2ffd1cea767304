"""Exact odds: how long the counting takes per variant (issue 18, item 6).  Prints
figures; asserts nothing.

For each variant and a few seeded deals, from the first seat dealt cards: where
the highest trump it lacks lies, the split of the trumps, and the dealt chance of
the rules' hand types — without voids, and with one other seat void in trumps and
a second in hearts (the case that needs the dynamic programme).  Times are CPU
seconds of this process (``time.process_time``), median and worst over the deals;
the odds page runs the same code in the reader's browser (Pyodide, slower).

Run:  PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_odds.py [deals per variant]
"""

from __future__ import annotations

import statistics
import sys
import time

from tarock_tutor import odds
from tarock_tutor.core.cards import Suit
from tarock_tutor.core.odds import OddsError, Situation, _ways
from tarock_tutor.games import variant_keys


def one(key: str, seed: int, voids: bool) -> float | None:
    hands = odds.dealt_hands(key, seed)
    seat = next(s for s, h in enumerate(hands) if h)
    others = [s for s, h in enumerate(hands) if h and s != seat]
    _ways.cache_clear()   # time a cold start: no counts kept from the last deal
    start = time.process_time()
    try:
        s: Situation = odds.at_table(
            key, seat, hand=hands[seat],
            voids={others[0]: [Suit.TRUMP], others[1]: [Suit.HEARTS]} if voids else None)
    except OddsError:
        return None
    target = next(c for c in s.pack.suit_cards(Suit.TRUMP) if c in s.unseen)
    s.where(target)
    s.split(Suit.TRUMP)
    for kind in odds.hand_types(key):
        odds.dealt_chance(key, kind, seat=others[0], situation=s)
    return time.process_time() - start


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print(f"{'variant':34} {'voids':>5} {'median s':>9} {'max s':>7} {'deals':>5}")
    for key in variant_keys():
        for voids in (False, True):
            times = [t for seed in range(deals) if (t := one(key, seed, voids)) is not None]
            if not times:
                print(f"{key:34} {voids!s:>5} {'-':>9} {'-':>7} {0:>5}")
                continue
            print(f"{key:34} {voids!s:>5} {statistics.median(times):9.3f} "
                  f"{max(times):7.3f} {len(times):5}")


if __name__ == "__main__":
    main()
