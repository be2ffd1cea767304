"""The built site's size and the time from opening a page to the first widget
answering a click, cold and warm, in headless Chromium (issue 12).

Prints figures; asserts nothing.  Needs a built book (bash scripts/setup.sh):

    .venv/bin/python benchmarks/bench_site.py [--runs 3] [--mbit 20 --latency-ms 40] [PAGE ...]

The slow network is made by the test server itself (scripts/serve.py ``Throttle``):
one shared 20 Mbit/s link and 40 ms before each answer, for every request the
page and its Python worker make (DevTools network emulation is set per page target,
and the worker that downloads Python is a target of its own).  ``--mbit 0``: no
throttle.  "Downloaded" is what the server sent during the cold run and 2 s after
it, headers included (the brotli or gzip twins where the build made them, as a
host that serves precompressed files would send; Chromium asks for br from
127.0.0.1 as it does over https).

*Cold*: a fresh browser context (empty cache).  *Warm*: the same page opened
again in that context (HTTP cache, compiled WebAssembly and the unzipped Python
snapshot in Cache Storage kept).  The clock starts
at navigation; "answer" is when the live widget's text changes after a click on
its first button (or, without buttons, after choosing another option in its
first drop-down).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
import browsing

DEFAULT_PAGES = [  # the live page of each game the browser tests drive
    "book/cego/follow_live.html", "book/dreierles/raeuber_trainer.html",
    "book/neunzehner/auction_trainer.html", "book/zwanziger/calls_trainer.html",
    "book/sicilian/bargaining_trainer.html",
]

FIRST_ANSWER = """
async () => {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  while (!(window.ttLive && window.ttLive.status !== "loading")) await sleep(10);
  if (window.ttLive.status !== "ready") return { error: window.ttLive.errors.join("; ") };
  const host = document.querySelector(".tt-live-widget");
  const before = host.innerText;
  const button = host.querySelector("button.widget-button:not([disabled])");
  const select = host.querySelector("select");
  const clicked = performance.now();
  if (button) {
    button.click();
  } else {
    select.selectedIndex = (select.selectedIndex + 1) % select.options.length;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }
  while (host.innerText === before) {
    if (performance.now() - clicked > 30000) return { error: "no answer within 30 s" };
    await sleep(2);
  }
  return { ready: window.ttLive.timings.ready, clicked, answer: performance.now(),
           timings: window.ttLive.timings };
}
"""


def du(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def mb(n: float) -> str:
    return f"{n / 1e6:6.1f} MB"


def site_size(site: Path) -> None:
    total = du(site)
    live = site / "_static" / "live"
    parts = {
        "Pyodide (runtime + stdlib)": sum(du(p) for p in live.glob("pyodide-*")),
        "Python start-up snapshot (gzip)": sum(p.stat().st_size for p in live.glob("*.bin")),
        "  its brotli twin (sent instead where the host can)":
            sum(p.stat().st_size for p in live.glob("*.bin.br")),
        "wheels (ipywidgets, comm, traitlets, project, runtime)": du(live / "wheels"),
        "widget JavaScript + fonts": du(site / "_static" / "widgets"),
        "search index": (site / "searchindex.js").stat().st_size,
    }
    print(f"site {site}: {mb(total)} in {sum(1 for p in site.rglob('*') if p.is_file())} files")
    for name, size in parts.items():
        print(f"  {name:<56} {mb(size)}")
    counted = sum(size for name, size in parts.items() if not name.startswith(" "))
    print(f"  {'everything else (pages, theme, images, twins)':<56} {mb(total - counted)}")


def measure(browser: Any, url: str, runs: int, link: Any) -> None:
    cold: list[float] = []
    warm: list[float] = []
    answered: dict[str, list[float]] = {"cold": [], "warm": []}  # click to answer, ms
    transferred: list[int] = []
    last: dict[str, Any] = {}
    last_warm: dict[str, Any] = {}
    for _ in range(runs):
        context = browser.new_context()
        page = context.new_page()
        for kind in ("cold", "warm"):
            sent = link.sent
            page.goto(url, wait_until="commit")
            result = page.evaluate(FIRST_ANSWER)
            if "error" in result:
                print(f"  {kind}: {result['error']}", flush=True)
                return
            (cold if kind == "cold" else warm).append(result["answer"] / 1000)
            answered[kind].append(result["answer"] - result["clicked"])
            if kind == "cold":
                page.wait_for_timeout(2000)   # what the page still loads after answering
                transferred.append(link.sent - sent)
                last = result
            else:
                last_warm = result
        context.close()
    print(f"{url}")
    print(f"  first answer, cold: median {statistics.median(cold):5.2f} s "
          f"(runs: {', '.join(f'{x:.2f}' for x in cold)}); "
          f"downloaded {mb(statistics.median(transferred))}")
    print(f"  first answer, warm: median {statistics.median(warm):5.2f} s "
          f"(runs: {', '.join(f'{x:.2f}' for x in warm)})")
    print("  click to answer, ms: " + "; ".join(
        f"{kind} {', '.join(f'{x:.0f}' for x in times)}" for kind, times in answered.items()))
    for kind, run in (("cold", last), ("warm", last_warm)):
        print(f"  last {kind} run, ms since navigation: "
              + ", ".join(f"{k} {v}" for k, v in run["timings"].items())
              + f", click {run['clicked']:.0f}, answer {run['answer']:.0f}")


def main() -> None:
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages", nargs="*", default=DEFAULT_PAGES)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--mbit", type=float, default=20.0,
                        help="link speed in Mbit/s for every request (0: no throttle)")
    parser.add_argument("--latency-ms", type=float, default=40.0,
                        help="wait before each answer, in ms (with --mbit)")
    args = parser.parse_args()
    if not (browsing.SITE / "index.html").is_file():
        sys.exit("no built book: run bash scripts/setup.sh first")
    from playwright.sync_api import sync_playwright

    site_size(browsing.SITE)
    throttle = browsing.serve_module().Throttle
    link = (throttle(args.mbit * 1e6 / 8, args.latency_ms / 1000) if args.mbit > 0
            else throttle(float("inf"), 0.0))
    print("network: " + (f"{args.mbit:g} Mbit/s shared, {args.latency_ms:g} ms before each answer"
                         " (the server's throttle: the page's and the worker's requests)"
                         if args.mbit > 0 else "not throttled"))
    with browsing.serve(throttle=link) as base, sync_playwright() as pw:
        browser = browsing.launch(pw)
        for page in args.pages:
            measure(browser, base + page, args.runs, link)
        browser.close()


if __name__ == "__main__":
    main()
