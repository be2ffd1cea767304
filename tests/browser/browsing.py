"""Serve the built book and drive Debian's Chromium (shared by the browser tests
and benchmarks/bench_site.py).

Never downloads a browser: Playwright's Python package drives the system's
``chromium`` (scripts/env.sh installs it with apt-get when it is missing).
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(__import__("os").environ.get("TT_SITE", ROOT / "_build" / "html"))
ARTIFACTS = ROOT / "_build" / "browser-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
LIVE_TIMEOUT_MS = 120_000
NO_SITE = (f"no built book in {SITE} (build it first: bash scripts/setup.sh; "
           "scripts/test.sh builds it before running these tests)")


def serve_module() -> Any:
    spec = importlib.util.spec_from_file_location("tt_serve", ROOT / "scripts" / "serve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)   # its dataclasses look themselves up there
    module = sys.modules[spec.name]
    if not hasattr(module, "make_server"):
        spec.loader.exec_module(module)
    return module


SERVED_ERRORS: list[str] = []
"""Every answer >= 400 the test server gave (also for requests a page never sees,
such as the browser's own /favicon.ico)."""


@contextmanager
def serve(directory: Path = SITE, throttle: Any = None) -> Iterator[str]:
    """Serve ``directory`` on 127.0.0.1 (a free port); yields the base URL.
    ``throttle``: a scripts/serve.py ``Throttle`` every answer goes through."""
    server = serve_module().make_server(directory, throttle=throttle)
    server.RequestHandlerClass.func.errors = SERVED_ERRORS  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def chromium() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        raise RuntimeError("no chromium on PATH: run bash scripts/setup.sh "
                           "(it installs Debian's chromium with apt-get)")
    return path


def launch(playwright: Any) -> Any:
    return playwright.chromium.launch(executable_path=chromium(), args=CHROMIUM_ARGS)


def pages(site: Path = SITE) -> list[str]:
    """Every HTML page of the site, relative to its root."""
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html")
                  if not p.relative_to(site).parts[0].startswith(("_", ".")))


def site_params(values: list[Any]) -> list[Any]:
    """Test parameters that need the built site; one skipped parameter without it."""
    import pytest

    if not (SITE / "index.html").is_file():
        arity = len(values[0]) if values and isinstance(values[0], tuple) else 1
        return [pytest.param(*[None] * arity, marks=pytest.mark.skip(reason=NO_SITE),
                             id="no-site")]
    return values


def widget_pages(site: Path = SITE) -> list[str]:
    """The pages that go live (the book's extension gave them a live config)."""
    return [p for p in pages(site)
            if 'id="tt-live-config"' in (site / p).read_text(encoding="utf-8")]


@dataclass
class Watch:
    """What a page did that a reader would not want: requests leaving 127.0.0.1,
    responses >= 400, uncaught errors, and errors written to the console (a script
    that catches its own error and logs it, as the theme does, is still an error)."""

    external: list[str] = field(default_factory=list)
    bad: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)
    inflight: set[Any] = field(default_factory=set)
    served_from: int = 0

    def attach(self, page: Any) -> Watch:
        self.served_from = len(SERVED_ERRORS)
        page.on("request", self._request)
        page.on("response", self._response)
        page.on("requestfinished", lambda r: self.inflight.discard(r))
        page.on("requestfailed", self._failed)
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("console", self._console)
        return self

    def _console(self, message: Any) -> None:
        if message.type == "error":
            where = message.location.get("url", "") if message.location else ""
            self.console.append(f"{message.text} ({where})" if where else message.text)

    def _request(self, request: Any) -> None:
        url = request.url
        if url.startswith(("data:", "blob:", "about:")):
            return
        self.inflight.add(request)
        if urlsplit(url).hostname != "127.0.0.1":
            self.external.append(url)

    def _failed(self, request: Any) -> None:
        self.inflight.discard(request)
        if "ERR_ABORTED" not in str(request.failure):  # cut short by a navigation
            self.bad.append(f"failed ({request.failure}) {request.url}")

    def settle(self, page: Any, quiet_ms: int = 200, timeout_ms: int = 30_000) -> None:
        """Wait until no request has been in flight for ``quiet_ms`` (fonts, icons and
        anything the page asks for late are then caught)."""
        waited = quiet = 0
        while quiet < quiet_ms and waited < timeout_ms:
            page.wait_for_timeout(50)
            waited += 50
            quiet = 0 if self.inflight else quiet + 50

    def _response(self, response: Any) -> None:
        if response.status >= 400:
            self.bad.append(f"{response.status} {response.url}")

    def problems(self) -> list[str]:
        served = [f"server answered {e}" for e in SERVED_ERRORS[self.served_from:]]
        return ([f"left 127.0.0.1: {u}" for u in self.external] + self.bad + served
                + [f"page error: {e}" for e in self.errors]
                + [f"console error: {e}" for e in self.console])


OVERFLOW = """
() => {
  const width = document.documentElement.clientWidth;
  const scrolls = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(a).overflowX)) return true;
    }
    return false;
  };
  const offenders = [];
  for (const el of document.querySelectorAll("article.bd-article *")) {
    const r = el.getBoundingClientRect();
    if (r.width && r.height && r.right > width + 1 && !scrolls(el)) {
      offenders.push(`${el.tagName.toLowerCase()}.${[...el.classList].join(".")} ` +
                     `right=${Math.round(r.right)}`);
    }
  }
  return { width, scrollWidth: document.documentElement.scrollWidth,
           offenders: offenders.slice(0, 8), count: offenders.length };
}
"""


def overflow(page: Any) -> dict[str, Any]:
    """What sticks out of the viewport sideways (ignoring what scrolls in its own box)."""
    result: dict[str, Any] = page.evaluate(OVERFLOW)
    return result


def wait_live(page: Any, timeout_ms: int = LIVE_TIMEOUT_MS) -> dict[str, Any]:
    """Wait until the page's widgets are live (or failed); returns ``window.ttLive``."""
    page.wait_for_function("window.ttLive && window.ttLive.status !== 'loading'",
                           timeout=timeout_ms)
    live: dict[str, Any] = page.evaluate("window.ttLive")
    return live


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def html_text(html: str, *, fold: bool = False) -> str:
    """What ``textContent`` of that HTML gives in the browser (whitespace folded to
    single spaces with ``fold``): what a panel's Python side says it shows."""
    parser = _Text()
    parser.feed(html)
    parser.close()
    text = "".join(parser.parts)
    return " ".join(text.split()) if fold else text
