"""Fuzz the record reader (issue 11): mutated valid records of every variant through
``games.load_record`` and the checker; prints how many were tried, how many were refused
with a clear error, how many crashed (anything but a TarockError), and the slowest and
largest inputs.  Prints figures; asserts nothing.

Run:  .venv/bin/python benchmarks/fuzz_records.py [mutations] [seed]
"""

from __future__ import annotations

import random
import sys
import time
import traceback
from collections import Counter

from tarock_tutor import games
from tarock_tutor.core.checker import check_text
from tarock_tutor.core.errors import TarockError

JUNK = ["²", "①", "\x0c", "\u2028", "\ufeff", "\x00", "[", "]", '"', "9" * 50, "T", "HK",
        " play ", " bid ", "\n", "\r\n", "Sk", "ä", "𝕏", "-1", "99999999999999999999999"]


def mutate(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 4)):
        if not text:
            break
        i = rng.randrange(len(text))
        edit = rng.choice(("delete", "insert", "replace", "swap", "dup", "cut", "grow"))
        if edit == "delete":
            text = text[:i] + text[i + rng.randint(1, 8):]
        elif edit == "insert":
            text = text[:i] + rng.choice(JUNK) + text[i:]
        elif edit == "replace":
            text = text[:i] + rng.choice(JUNK) + text[i + 1:]
        elif edit == "cut":
            text = text[:i]
        elif edit == "grow":
            text = text + rng.choice(JUNK) * rng.randint(1, 5000)
        else:
            lines = text.split("\n")
            j, k = rng.randrange(len(lines)), rng.randrange(len(lines))
            if edit == "swap":
                lines[j], lines[k] = lines[k], lines[j]
            else:
                lines.insert(j, lines[k])
            text = "\n".join(lines)
    return text


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    bases = []
    for key in games.variant_keys():
        for seed in (1, 2):
            bases.append(games.dump_record(games.playout(games.new_deal(key, seed=seed),
                                                         seed=seed)))
    outcomes: Counter[str] = Counter()
    crashes: list[str] = []
    slowest = (0.0, 0)
    largest = 0
    t_all = time.perf_counter()
    for _ in range(n):
        text = mutate(rng.choice(bases), rng)
        largest = max(largest, len(text))
        t0 = time.perf_counter()
        try:
            games.load_record(text)
            check_text(text)
            outcomes["loaded"] += 1
        except TarockError:
            outcomes["refused with a clear error"] += 1
        except Exception:
            outcomes["crashed"] += 1
            if len(crashes) < 5:
                crashes.append(traceback.format_exc(limit=3))
        dt = time.perf_counter() - t0
        if dt > slowest[0]:
            slowest = (dt, len(text))
    total = time.perf_counter() - t_all
    print(f"mutations tried:   {n:,} (from {len(bases)} complete records of "
          f"{len(games.variant_keys())} variants)")
    for k in ("loaded", "refused with a clear error", "crashed"):
        print(f"{k + ':':<30}{outcomes[k]:,}")
    print(f"slowest input:     {slowest[0] * 1000:.1f} ms ({slowest[1]:,} characters)")
    print(f"largest input:     {largest:,} characters")
    print(f"total time:        {total:.1f} s ({n / total:,.0f} records/s)")
    for c in crashes:
        print("--- crash ---\n" + c)


if __name__ == "__main__":
    main()
