#!/usr/bin/env python3
"""Serve the built book on this machine only:  .venv/bin/python scripts/serve.py [PORT]

Binds 127.0.0.1 (default port 8000) and serves _build/html with the types the live
book needs whatever the system's MIME table says: ``.mjs`` as JavaScript (Pyodide's
loader is an ES module) and ``.wasm`` as application/wasm.  The browser tests and
benchmarks/bench_site.py use :func:`make_server` from here.
"""

from __future__ import annotations

import contextlib
import sys
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

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


class BookHandler(SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}
    quiet = False
    errors: ClassVar[list[str]] = []  # "404 /path" for every answer >= 400 (tests read it)

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        if str(code).isdigit() and int(code) >= 400:
            self.errors.append(f"{code} {self.path}")
        super().log_request(code, size)

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class QuietBookHandler(BookHandler):
    quiet = True


def make_server(directory: Path = SITE, port: int = 0, *,
                quiet: bool = True) -> ThreadingHTTPServer:
    """A server for ``directory`` on 127.0.0.1 (port 0: any free port)."""
    handler = QuietBookHandler if quiet else BookHandler
    return ThreadingHTTPServer(("127.0.0.1", port), partial(handler, directory=str(directory)))


def main(argv: list[str]) -> int:
    port = int(argv[1]) if len(argv) > 1 else 8000
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
