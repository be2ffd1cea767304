"""Legal-play generations per second on seeded random positions (issue 2, item 11).

Prints figures; asserts nothing.  Run:  .venv/bin/python benchmarks/bench_legal.py
"""

from __future__ import annotations

import time

from tarock_tutor.core.cards import PACKS, Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.tricks import standard_legality, trick_winner


def positions(pack_key: str, n: int, seed: int) -> list[tuple[list[Card], list[Card]]]:
    pack = PACKS[pack_key]
    rng = Rng(seed)
    out = []
    for _ in range(n):
        cards = rng.shuffle(pack.cards)
        size = 1 + rng.below(13)
        led = rng.below(4)
        out.append((cards[:size], cards[size:size + led]))
    return out


def bench(pack_key: str, n: int = 20000, repeat: int = 5) -> tuple[float, float]:
    pos = positions(pack_key, n, seed=12345)
    pack = PACKS[pack_key]
    best_legal = best_win = float("inf")
    full: list[list[Card]] = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for hand, trick in pos:
            standard_legality(hand, trick)
        best_legal = min(best_legal, time.perf_counter() - t0)
        full = [(hand + trick + hand)[:4] for hand, trick in pos if len(hand + trick) >= 4]
        t0 = time.perf_counter()
        for cards in full:
            trick_winner(cards, pack)
        best_win = min(best_win, time.perf_counter() - t0)
    return n / best_legal, len(full) / best_win


def main() -> None:
    print(f"{'pack':<14} {'legal-play generations/s':>26} {'trick winners/s':>18}")
    for key in PACKS:
        legal, win = bench(key)
        print(f"{key:<14} {legal:>26,.0f} {win:>18,.0f}")


if __name__ == "__main__":
    main()
