"""scripts/serve.py sends a precompressed twin as a static host with precompressed
files does (nginx gzip_static/brotli_static): brotli first, then gzip, each only to a
browser that takes it, and the file itself otherwise (issue 21: the first load)."""

from __future__ import annotations

import gzip
import importlib.util
import sys
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _serve_module() -> Any:
    spec = importlib.util.spec_from_file_location("tt_serve", ROOT / "scripts" / "serve.py")
    assert spec is not None and spec.loader is not None
    module = sys.modules.setdefault(spec.name, importlib.util.module_from_spec(spec))
    if not hasattr(module, "make_server"):
        spec.loader.exec_module(module)
    return module


@pytest.fixture
def site(tmp_path: Path) -> Iterator[str]:
    body = b"console.log('x');\n" * 100
    (tmp_path / "a.js").write_bytes(body)
    (tmp_path / "a.js.gz").write_bytes(gzip.compress(body))
    (tmp_path / "a.js.br").write_bytes(b"brotli bytes")   # the server does not decode
    (tmp_path / "b.js").write_bytes(body)
    (tmp_path / "b.js.gz").write_bytes(gzip.compress(body))
    server = _serve_module().make_server(tmp_path)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def _get(url: str, accept: str) -> tuple[str | None, str | None, bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept})
    with urllib.request.urlopen(request) as answer:
        return (answer.headers.get("Content-Encoding"), answer.headers.get("Content-Type"),
                answer.read())


def test_brotli_twin_first_then_gzip_then_the_file(site: str) -> None:
    assert _get(site + "a.js", "gzip, deflate, br, zstd")[:2] == ("br", "text/javascript")
    assert _get(site + "a.js", "gzip, deflate, br")[2] == b"brotli bytes"
    encoding, _, data = _get(site + "a.js", "gzip, deflate")
    assert encoding == "gzip" and gzip.decompress(data) == b"console.log('x');\n" * 100
    assert _get(site + "a.js", "identity")[0] is None
    assert _get(site + "b.js", "br, gzip")[0] == "gzip"          # no brotli twin
    assert _get(site + "a.js", "br;q=1.0, gzip;q=0.5")[0] == "br"


def _error_output(exc: BaseException, capsys: pytest.CaptureFixture[str]) -> str:
    """What the book's server prints when a request raised ``exc``."""
    server = _serve_module().make_server(ROOT)
    try:
        try:
            raise exc
        except BaseException:
            server.handle_error(None, ("127.0.0.1", 1))
    finally:
        server.server_close()
    return capsys.readouterr().err


@pytest.mark.parametrize("exc", [ConnectionResetError(104, "reset by peer"),
                                 BrokenPipeError(32, "broken pipe")])
def test_a_connection_the_browser_dropped_prints_nothing(
        exc: BaseException, capsys: pytest.CaptureFixture[str]) -> None:
    assert _error_output(exc, capsys) == ""


def test_any_other_error_is_still_reported(capsys: pytest.CaptureFixture[str]) -> None:
    err = _error_output(ValueError("a real fault"), capsys)
    assert "ValueError: a real fault" in err and "Traceback" in err


@pytest.mark.parametrize("port", ["eighty", "0", "70000", "-1"])
def test_a_bad_port_gets_a_clear_error(port: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert _serve_module().main(["serve.py", port]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: the port must be a number from 1 to 65535") and repr(port) in err
