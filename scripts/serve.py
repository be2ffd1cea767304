#!/usr/bin/env python3
"""Serve the built book on this machine only:  .venv/bin/python scripts/serve.py [PORT]

Binds 127.0.0.1 (default port 8000) and serves _build/html with the types the live
book needs whatever the system's MIME table says: ``.mjs`` as JavaScript (Pyodide's
loader is an ES module) and ``.wasm`` as application/wasm.  Where the build left a
precompressed twin of a file (``x.wasm.br`` or ``x.wasm.gz`` next to ``x.wasm``,
written by the book's extension) and the browser accepts that encoding, the twin is
sent (brotli first), as static hosts with precompressed files do (nginx
``gzip_static``/``brotli_static``, Netlify, Cloudflare Pages).  The
browser tests and benchmarks/bench_site.py use :func:`make_server` from here; the
benchmark also gives it a :class:`Throttle` (a slow network for every request,
the worker's included) and reads the bytes it sent.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, BinaryIO, ClassVar

SITE = Path(__file__).resolve().parents[1] / "_build" / "html"
TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".woff2": "font/woff2",
}




@dataclass
class Throttle:
    """A shared slow link: ``rate`` bytes per second for all answers together (one
    browser on one line), and ``latency`` seconds before each answer starts (a round
    trip).  Counts the bytes sent (``sent``), headers included."""

    rate: float
    latency: float
    sent: int = 0
    _free_at: float = 0.0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def wait_turn(self, nbytes: int) -> None:
        with self._lock:
            start = max(time.monotonic(), self._free_at)
            self._free_at = start + nbytes / self.rate
            self.sent += nbytes
            done = self._free_at
        time.sleep(max(0.0, done - time.monotonic()))


class _SlowWriter:
    """The socket's writer, paced by a :class:`Throttle` in small pieces."""

    CHUNK = 16 * 1024

    def __init__(self, raw: BinaryIO, throttle: Throttle) -> None:
        self.raw, self.throttle = raw, throttle

    def write(self, data: bytes) -> int:
        view = memoryview(data)
        for i in range(0, len(view), self.CHUNK):
            piece = view[i:i + self.CHUNK]
            self.throttle.wait_turn(len(piece))
            self.raw.write(piece)
        return len(view)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


class BookHandler(SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}
    quiet = False
    errors: ClassVar[list[str]] = []  # "404 /path" for every answer >= 400 (tests read it)
    throttle: ClassVar[Throttle | None] = None

    def setup(self) -> None:
        super().setup()
        if self.throttle is not None:
            self.wfile = _SlowWriter(self.wfile, self.throttle)  # type: ignore[assignment,arg-type]

    def handle_one_request(self) -> None:
        if self.throttle is not None:
            time.sleep(self.throttle.latency)
        super().handle_one_request()

    def send_head(self) -> Any:
        """The file, or its precompressed twin (``x.br``, else ``x.gz``) when there is
        one and the browser takes that encoding."""
        path = self.translate_path(self.path)
        accepted = {e.split(";")[0].strip()
                    for e in self.headers.get("Accept-Encoding", "").split(",")}
        twin = encoding = None
        if not os.path.isdir(path) and not self.headers.get("Range"):
            for suffix, name in ((".br", "br"), (".gz", "gzip")):
                if name in accepted and os.path.isfile(path + suffix):
                    twin, encoding = path + suffix, name
                    break
        if twin is None:
            return super().send_head()
        f = open(twin, "rb")  # noqa: SIM115 (closed by the caller, as in http.server)
        try:
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", encoding)
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
            self.send_header("Last-Modified",
                             self.date_time_string(int(os.stat(path).st_mtime)))
            self.end_headers()
        except Exception:
            f.close()
            raise
        return f

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        if str(code).isdigit() and int(code) >= 400:
            self.errors.append(f"{code} {self.path}")
        super().log_request(code, size)

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class QuietBookHandler(BookHandler):
    quiet = True


DROPPED = (ConnectionResetError, BrokenPipeError, ConnectionAbortedError)
"""What a request raises when the browser closed its connection before the answer
was sent (a page left, a download cancelled): nothing went wrong on this side."""


class BookServer(ThreadingHTTPServer):
    """The threading server, silent about connections the browser dropped (the base
    class prints a traceback for each) and reporting every other error as before."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], DROPPED):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path = SITE, port: int = 0, *, quiet: bool = True,
                throttle: Throttle | None = None) -> ThreadingHTTPServer:
    """A server for ``directory`` on 127.0.0.1 (port 0: any free port); with
    ``throttle``, every answer goes through that slow link."""
    base = QuietBookHandler if quiet else BookHandler
    handler = type(base.__name__, (base,), {"throttle": throttle}) if throttle else base
    return BookServer(("127.0.0.1", port), partial(handler, directory=str(directory)))


def main(argv: list[str]) -> int:
    port = 8000
    if len(argv) > 1:
        if not argv[1].isdigit() or not 0 < int(argv[1]) < 65536:
            print(f"error: the port must be a number from 1 to 65535, not {argv[1]!r}",
                  file=sys.stderr)
            return 2
        port = int(argv[1])
    if not (SITE / "index.html").is_file():
        print(f"error: no built book in {SITE}; run: bash scripts/setup.sh", file=sys.stderr)
        return 1
    server = make_server(SITE, port, quiet=False)
    print(f"serving {SITE} at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C stops)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
