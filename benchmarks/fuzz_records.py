"""Fuzz the record reader and the checker (issues 11 and 20): mutated valid records of
every variant — complete deals, unfinished ones and remembered results — through
``games.load_record`` and ``check_text``, and mutated JSON twins through ``from_json``.
Prints, per entry point, how many inputs were tried, how many loaded, how many were
refused with a clear error (a ``TarockError``; for ``check_text`` a report that is not
valid), how many crashed (any other exception), and the slowest and largest inputs.
Prints figures; asserts nothing.

Run:  .venv/bin/python benchmarks/fuzz_records.py [mutations] [seed] [max_seconds]
"""

from __future__ import annotations

import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from typing import Any

from tarock_tutor import games
from tarock_tutor.core.checker import check_text
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.records import from_json, to_json
from tarock_tutor.core.registry import game_of

JUNK = ["²", "①", "\x0c", "\u2028", "\ufeff", "\x00", "[", "]", '"', "9" * 50, "T", "HK",
        " play ", " bid ", "\n", "\r\n", "Sk", "ä", "𝕏", "-1", "99999999999999999999999",
        "9" * 5000, "١", "３", "{", "}", ",", ":", "null", "[]", '"format"', " 1 play T19\n",
        '[Kontra "3"]\n', '[Points "40"]\n', '[Bonuses "1:droll"]\n', "\\", "'"]


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


def bases() -> list[str]:
    """Complete deals, the same deals cut short, and remembered results, of every variant."""
    out = []
    for key in games.variant_keys():
        facts_of = _facts_of(key)
        for seed in (1, 2):
            done = games.playout(games.new_deal(key, seed=seed), seed=seed)
            text = games.dump_record(done)
            out.append(text)
            lines = text.splitlines()
            out.append("\n".join(lines[:len(lines) // 2]) + "\n")
            if facts_of is not None:
                out.append(f'[Game "{key}"]\n[Dealer "{done.dealer}"]\n' + "".join(
                    f'[{k} "{v}"]\n' for k, v in facts_of(done).items()))
    return out


def _facts_of(key: str) -> Callable[[Any], dict[str, str]] | None:
    """The game's ``facts_of`` (a finished deal's remembered result), if it has one."""
    import importlib

    package = type(games.new_deal(key, seed=0)).__module__.rsplit(".", 1)[0]
    if game_of(key).score_facts is None:
        return None
    return getattr(importlib.import_module(package + ".facts"), "facts_of", None)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    limit = float(sys.argv[3]) if len(sys.argv) > 3 else float("inf")
    texts = bases()
    twins = [to_json(t) for t in texts]
    outcomes: dict[str, Counter[str]] = {k: Counter() for k in
                                         ("load_record", "from_json", "check_text")}
    crashes: list[str] = []
    slowest = (0.0, 0, "")
    largest = 0
    tried = 0
    t_all = time.perf_counter()

    def run(name: str, fn: Callable[[str], Any], arg: str) -> None:
        nonlocal slowest
        t0 = time.perf_counter()
        try:
            result = fn(arg)
            ok = result.valid if name == "check_text" else True
            outcomes[name]["loaded" if ok else "refused"] += 1
        except TarockError:
            outcomes[name]["refused"] += 1
        except Exception:
            outcomes[name]["crashed"] += 1
            if len(crashes) < 5:
                crashes.append(f"{name}: {arg[:300]!r}\n" + traceback.format_exc(limit=4))
        dt = time.perf_counter() - t0
        if dt > slowest[0]:
            slowest = (dt, len(arg), name)

    while tried < n and time.perf_counter() - t_all < limit:
        tried += 1
        if rng.random() < 0.25:
            data = mutate(rng.choice(twins), rng)
            largest = max(largest, len(data))
            run("from_json", from_json, data)
            continue
        text = mutate(rng.choice(texts), rng)
        largest = max(largest, len(text))
        run("load_record", games.load_record, text)
        run("check_text", check_text, text)
    total = time.perf_counter() - t_all
    print(f"mutations tried: {tried:,} of {n:,} asked (from {len(texts)} records of "
          f"{len(games.variant_keys())} variants and their JSON twins; seed "
          f"{sys.argv[2] if len(sys.argv) > 2 else 1})")
    print(f"{'entry point':<14}{'calls':>10}{'loaded/valid':>14}{'refused':>10}{'crashed':>9}")
    for name, c in outcomes.items():
        print(f"{name:<14}{sum(c.values()):>10,}{c['loaded']:>14,}{c['refused']:>10,}"
              f"{c['crashed']:>9,}")
    print(f"slowest input: {slowest[0] * 1000:.1f} ms ({slowest[1]:,} characters, "
          f"{slowest[2]})")
    print(f"largest input: {largest:,} characters")
    print(f"total time:    {total:.1f} s ({tried / total:,.0f} mutations/s)")
    for crash in crashes:
        print("--- crash ---\n" + crash)


if __name__ == "__main__":
    main()
