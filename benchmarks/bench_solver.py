"""Exact solver speed (issue 18, item 4): per variant, random deal positions with 4, 6
and 8 tricks left; median, p95 and max time and nodes of :func:`solve`, and the same
positions through a plain alpha-beta (no table, no merging) side by side as a ratio.
Prints figures; asserts nothing.

    .venv/bin/python benchmarks/bench_solver.py [--positions 20] [--tricks 4,6,8]
        [--variants cego3,...] [--plain-tricks 4,6] [--plain-cap 20] [--cap S]
        [--max-nodes N] [--browser] [--compare PATH [--rounds N]]

The plain alpha-beta is run with a time cap per position (``--plain-cap`` seconds);
a capped run counts as the cap, so its ratio is then a lower bound (marked ``≥``).
``--cap`` stops the solver itself the same way (the count of stopped positions is
printed; their time is then the CPU time spent until the stop, so the figures are
lower bounds).  The cap is the solver's own wall-clock budget: on a machine loaded
by other work a position gets less CPU in the same wall time, stops sooner, and its
figures say less; node counts do not depend on the load.  ``--max-nodes N`` stops it
after N nodes instead, which does not depend on the load (a stopped position counts
the time and nodes until the stop: lower bounds again).
``--browser`` runs the same positions under Pyodide in headless Chromium (the
vendored Pyodide of the live book, ``_vendor/live``; Debian's ``chromium``), solver
only.  The machine this ran on is shared: CPU time per position is what is timed
(``time.process_time``), in the browser wall time (``performance.now``).
``--compare PATH`` measures this checkout ("after") against another checkout of the
package at ``PATH`` ("before", e.g. ``git archive BASE tarock_tutor | tar -x -C
/tmp/base``) on the same positions: one worker process per checkout, each with its
own checkout first on ``sys.path``, the two asked in turn per position (A B, then B A
on the next), ``--rounds`` times, so load on the machine falls on both alike.  Per
variant and tricks left it prints the nodes and the CPU time (median of the rounds per
position) of each side, p50/p95/max and the ratio after/before of the summed CPU
time, and it says so when any card's value differs between the two.

Goals (issue 18): ≤ 6 tricks left p95 ≤ 0.3 s in CPython and ≤ 1 s in the browser;
8 tricks p95 ≤ 3 s in CPython.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from serve_worker import Pair, p95, spread

ROOT = Path(__file__).resolve().parents[1]


def positions(variant: str, tricks: int, count: int) -> list[tuple[str, int, int]]:
    """(variant, seed, tricks left): the first ``count`` seeds ``play_position`` turns
    into positions (a seed none of whose deals reaches play is skipped)."""
    from tarock_tutor.core.errors import TarockError
    from tarock_tutor.solver_check import play_position

    out: list[tuple[str, int, int]] = []
    seed = 0
    while len(out) < count:
        try:
            play_position(variant, seed=seed, tricks_left=tricks)
            out.append((variant, seed, tricks))
        except TarockError:
            pass
        seed += 1
    return out


def run_one(variant: str, seed: int, tricks: int, plain: bool = False,
            cap: float | None = None, max_nodes: int | None = None) -> tuple[float, int, bool]:
    """(seconds, nodes, finished) of one solve."""
    from tarock_tutor.core.solver import solve
    from tarock_tutor.solver_check import play_position

    state = play_position(variant, seed=seed, tricks_left=tricks)
    clock = time.process_time
    t0 = clock()
    sol = solve(state, table=not plain, merge=not plain, max_seconds=cap, max_nodes=max_nodes)
    return clock() - t0, sol.nodes, sol.exact


def stats(rows: list[tuple[float, int, bool]]) -> str:
    ts = [t for t, _, _ in rows]
    ns = [n for _, n, _ in rows]
    return (f"{statistics.median(ts):8.3f} {p95(ts):8.3f} {max(ts):8.3f} "
            f"{statistics.median(ns):>9,.0f} {p95(ns):>10,.0f} {max(ns):>10,.0f}")


HEAD = (f"{'variant':<32} {'left':>4} {'n':>3} {'med s':>8} {'p95 s':>8} {'max s':>8} "
        f"{'med nodes':>9} {'p95 nodes':>10} {'max nodes':>10}")


def cpython(args: argparse.Namespace, variants: list[str]) -> None:
    print("CPython", sys.version.split()[0], "- CPU seconds per position")
    print(HEAD + f" | {'plain med s':>11} {'plain p95 s':>11} {'ratio med':>9}")
    for v in variants:
        for tricks in args.tricks:
            rows = [run_one(*p, cap=args.cap, max_nodes=args.max_nodes)
                    for p in positions(v, tricks, args.positions)]
            line = f"{v:<32} {tricks:>4} {len(rows):>3} {stats(rows)}"
            cut = sum(1 for _, _, ok in rows if not ok)
            if cut:
                line += (f" ({cut} stopped at --cap {args.cap:g} s)" if args.max_nodes is None
                         else f" ({cut} stopped at the cap)")
            if tricks in args.plain_tricks:
                plain = [run_one(*p, plain=True, cap=args.plain_cap)
                         for p in positions(v, tricks, args.positions)]
                capped = any(not ok for _, _, ok in plain)
                pm = statistics.median(t for t, _, _ in plain)
                ratio = pm / max(statistics.median(t for t, _, _ in rows), 1e-9)
                line += (f" | {pm:11.3f} {p95([t for t, _, _ in plain]):11.3f} "
                         f"{'≥' if capped else ' '}{ratio:8.1f}x")
            print(line, flush=True)


PAGE = """<!doctype html><meta charset="utf-8"><title>bench_solver</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
try {
  const py = await loadPyodide({ indexURL: "./pyodide/" });
  const zip = await (await fetch("./tt.zip")).arrayBuffer();
  py.unpackArchive(zip, "zip", { extractDir: "/home/pyodide" });
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide')");
  const jobs = await (await fetch("./jobs.json")).json();
  py.globals.set("jobs_json", JSON.stringify(jobs));
  window.result = py.runPython(`
import json
from tarock_tutor.core.solver import solve
from tarock_tutor.solver_check import play_position
from js import performance
out = []
for variant, seed, tricks in json.loads(jobs_json):
    state = play_position(variant, seed=seed, tricks_left=tricks)
    t0 = performance.now()
    sol = solve(state)
    out.append([variant, tricks, (performance.now() - t0) / 1000, sol.nodes, sol.exact])
json.dumps(out)
`);
} catch (e) { window.result = JSON.stringify({ error: String(e) }); }
</script>"""


def browser(args: argparse.Namespace, variants: list[str]) -> None:
    import shutil
    import tempfile
    import zipfile

    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    import browsing
    from playwright.sync_api import sync_playwright

    pyodide = next((ROOT / "_vendor" / "live" / "_static" / "live").glob("pyodide-*"))
    jobs = [p for v in variants for t in args.tricks for p in positions(v, t, args.positions)]
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        shutil.copytree(pyodide, site / "pyodide")
        with zipfile.ZipFile(site / "tt.zip", "w") as z:
            for f in (ROOT / "tarock_tutor").rglob("*.py"):
                z.write(f, f.relative_to(ROOT).as_posix())
        (site / "jobs.json").write_text(json.dumps(jobs))
        (site / "index.html").write_text(PAGE)
        with browsing.serve(site) as url, sync_playwright() as pw:
            b = browsing.launch(pw)
            page = b.new_page()
            page.goto(url + "index.html")
            page.wait_for_function("window.result !== undefined", timeout=3_600_000)
            raw: Any = json.loads(page.evaluate("window.result"))
            b.close()
    if isinstance(raw, dict):
        print("browser run failed:", raw["error"])
        return
    print("Pyodide in headless Chromium - wall seconds per position (performance.now)")
    print(HEAD)
    for v in variants:
        for tricks in args.tricks:
            rows = [(t, n, ok) for vv, tt, t, n, ok in raw if vv == v and tt == tricks]
            if rows:
                print(f"{v:<32} {tricks:>4} {len(rows):>3} {stats(rows)}", flush=True)


def solve_job(variant: str, seed: int, tricks: int,
              max_nodes: int | None) -> list[Any]:
    """[CPU seconds, nodes, exact, every card's value] of one solve (``--serve``)."""
    from tarock_tutor.core.solver import solve
    from tarock_tutor.solver_check import play_position

    state = play_position(variant, seed=seed, tricks_left=tricks)
    t0 = time.process_time()
    sol = solve(state, max_nodes=max_nodes)
    spent = time.process_time() - t0
    return [spent, sol.nodes, sol.exact, [v for _, v in sol.values]]


def serve() -> None:
    """The worker of ``--compare``: one JSON job a line on stdin, one JSON answer."""
    for line in sys.stdin:
        print(json.dumps(solve_job(*json.loads(line))), flush=True)


def compare(args: argparse.Namespace, variants: list[str], before_path: Path) -> None:
    workers = Pair(__file__, before_path, ROOT)
    print(f"before: {before_path}\nafter:  {ROOT}\n{args.rounds} rounds per position, "
          "interleaved; CPU s and nodes p50 p95 max")
    print(f"{'variant':<26} {'left':>4} {'n':>3} | {'before s':>20} {'after s':>20} "
          f"{'ratio':>6} | {'before nodes':>26} {'after nodes':>26}")
    try:
        for v in variants:
            for tricks in args.tricks:
                tb: list[float] = []
                ta: list[float] = []
                nb: list[float] = []
                na: list[float] = []
                differ = cut = 0
                for p in positions(v, tricks, args.positions):
                    got_b, got_a = workers.ask(json.dumps([*p, args.max_nodes]), args.rounds)
                    tb.append(statistics.median(r[0] for r in got_b))
                    ta.append(statistics.median(r[0] for r in got_a))
                    nb.append(got_b[0][1])
                    na.append(got_a[0][1])
                    rb, ra = got_b[0], got_a[0]
                    cut += (not rb[2]) + (not ra[2])
                    differ += rb[2] and ra[2] and rb[3] != ra[3]
                line = (f"{v:<26} {tricks:>4} {len(tb):>3} | {spread(tb, '6.3f')} "
                        f"{spread(ta, '6.3f')} {sum(ta) / max(sum(tb), 1e-9):6.2f} | "
                        f"{spread(nb, '8,.0f')} {spread(na, '8,.0f')}")
                if cut:
                    line += f" ({cut} runs stopped at the cap)"
                if differ:
                    line += f"  VALUES DIFFER in {differ} positions!"
                print(line, flush=True)
    finally:
        workers.close()


def main() -> None:
    if sys.argv[1:2] == ["--serve"]:
        serve()
        return
    sys.path.insert(0, str(ROOT))
    from tarock_tutor.games import variant_keys

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--tricks", type=lambda s: [int(x) for x in s.split(",")],
                    default=[4, 6, 8])
    ap.add_argument("--plain-tricks", type=lambda s: [int(x) for x in s.split(",") if x],
                    default=[4, 6])
    ap.add_argument("--plain-cap", type=float, default=20.0)
    ap.add_argument("--cap", type=float, default=None,
                    help="stop the solver itself after this many seconds per position")
    ap.add_argument("--max-nodes", type=int, default=None,
                    help="stop the solver itself after this many nodes per position "
                         "(unlike --cap, the same on a loaded machine)")
    ap.add_argument("--variants", default=",".join(variant_keys()))
    ap.add_argument("--browser", action="store_true")
    ap.add_argument("--compare", type=Path, default=None,
                    help="another checkout to measure against, position by position")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    if args.compare is not None and not (args.compare / "tarock_tutor" / "core"
                                         / "kernel.py").is_file():
        ap.error(f"--compare {args.compare}: no tarock_tutor/core/kernel.py there (give the "
                 "root of another checkout)")
    variants = args.variants.split(",")
    if args.compare is not None:
        compare(args, variants, args.compare.resolve())
    elif args.browser:
        browser(args, variants)
    else:
        cpython(args, variants)


if __name__ == "__main__":
    main()
