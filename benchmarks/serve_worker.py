"""The worker process behind ``--compare`` (``bench_object_path.py``,
``bench_solver.py``, ``bench_solver_raeuber.py``): the calling script run again with
``--serve`` and another checkout first on its path, asked one line at a time, so that
two checkouts are timed in turn in the same run (:class:`Pair`)."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any


class Worker:
    """``script --serve`` with ``checkout`` first on its path: one request a line on
    its standard input, one answer a line on its standard output."""

    def __init__(self, script: str, checkout: Path) -> None:
        env = dict(os.environ, PYTHONPATH=str(checkout))
        self.proc = subprocess.Popen([sys.executable, script, "--serve"], env=env,
                                     cwd=checkout, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def ask(self, request: str) -> str:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(request + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        if not answer:
            raise SystemExit(f"the worker stopped on {request[:200]!r}")
        return answer

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


class Pair:
    """A "before" and an "after" worker of the same script, asked in turn: before
    then after, and the other way round on the next request, so that load on the
    machine falls on both alike."""

    def __init__(self, script: str, before: Path, after: Path) -> None:
        self.before, self.after = Worker(script, before), Worker(script, after)
        self.flip = False

    def ask(self, request: str, rounds: int) -> tuple[list[Any], list[Any]]:
        """Each side's JSON answers to ``request``, ``rounds`` of them (before, after)."""
        got: dict[str, list[Any]] = {"b": [], "a": []}
        for _ in range(rounds):
            pair = (("a", self.after), ("b", self.before)) if self.flip else \
                (("b", self.before), ("a", self.after))
            self.flip = not self.flip
            for side, w in pair:
                got[side].append(json.loads(w.ask(request)))
        return got["b"], got["a"]

    def close(self) -> None:
        self.before.close()
        self.after.close()


def p95(xs: Sequence[float]) -> float:
    """The 95th percentile by rank (of 20 values the 19th)."""
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, round(0.95 * len(s)) - 1))]


def spread(xs: Sequence[float], fmt: str) -> str:
    """Median, p95 and max, each formatted by ``fmt``."""
    return " ".join(format(x, fmt) for x in (statistics.median(xs), p95(xs), max(xs)))
