"""``benchmarks/bench_kernel_play.py`` refuses a comparison that would measure one
checkout against itself (a path holding no checkout, or the same one), with a clear
message and exit status 2, before any timing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "benchmarks" / "bench_kernel_play.py"


def _run(other: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, str(SCRIPT), other, "--rounds", "1", "--chunk", "1"],
                          capture_output=True, text=True, env=env, timeout=300, cwd=ROOT)


def test_a_path_without_a_checkout_is_refused(tmp_path: Path) -> None:
    got = _run(str(tmp_path / "nowhere"))
    assert got.returncode == 2
    assert "holds no tarock_tutor/core/kernel.py" in got.stderr
    assert "actions/CPU-s" not in got.stdout


def test_the_same_checkout_is_refused() -> None:
    got = _run(str(ROOT))
    assert got.returncode == 2
    assert "both sides import the same kernel" in got.stderr
