"""The worker process behind ``--compare`` (``bench_object_path.py``,
``bench_solver.py``): the calling script run again with ``--serve`` and another
checkout first on its path, asked one line at a time, so that two checkouts are
timed in turn in the same run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


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
