"""The benchmark scripts that compare this checkout with another, or read kept
answers, refuse a path that holds no checkout or no file (and
``bench_kernel_play.py`` this same checkout on both sides) with a clear message and
exit status 2, before any timing: no traceback, no figures measured against the
wrong code."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, str(ROOT / "benchmarks" / script), *args],
                          capture_output=True, text=True, env=env, timeout=300, cwd=ROOT)


@pytest.mark.parametrize(("script", "args", "says"), [
    ("bench_kernel_play.py", ["{nowhere}", "--rounds", "1", "--chunk", "1"],
     "holds no tarock_tutor/core/kernel.py"),
    ("bench_solver.py", ["--compare", "{nowhere}", "--tricks", "4", "--positions", "1",
                         "--variants", "cego3"], "no tarock_tutor/core/kernel.py there"),
    ("bench_solver_raeuber.py", ["--compare", "{nowhere}", "--tricks", "4",
                                 "--positions", "1"], "no tarock_tutor/core/kernel.py there"),
    ("bench_solver_agree.py", ["--walk", "0", "--brute", "1", "--kinds", "cego3",
                               "--against", "{nowhere}"], "no such file of kept minimax"),
], ids=["kernel_play", "solver", "solver_raeuber", "solver_agree"])
def test_a_path_with_nothing_there_is_refused(script: str, args: list[str], says: str,
                                              tmp_path: Path) -> None:
    got = _run(script, *[a.format(nowhere=tmp_path / "nowhere") for a in args])
    assert got.returncode == 2, got.stderr
    assert says in got.stderr
    assert "Traceback" not in got.stderr


def test_the_same_checkout_is_refused() -> None:
    got = _run("bench_kernel_play.py", str(ROOT), "--rounds", "1", "--chunk", "1")
    assert got.returncode == 2
    assert "both sides import the same kernel" in got.stderr
