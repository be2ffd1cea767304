"""Browser tests of the built book: served on 127.0.0.1, driven in Debian's Chromium.

They need the built site (_build/html); scripts/test.sh builds it first and runs
them after the build.  Without a built site they are skipped with that reason.
Screenshots go to _build/browser-artifacts/ (kept by CI as test artifacts).
Point them at another built site with TT_SITE=/path/to/html.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # importlib mode: no implicit path
import browsing

NO_SITE = browsing.NO_SITE


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    if not (browsing.SITE / "index.html").is_file():
        pytest.skip(NO_SITE)
    with browsing.serve() as base:
        yield base


@pytest.fixture(scope="session")
def browser(site_url: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = browsing.launch(pw)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def desktop(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="ja-JP")
    yield context
    context.close()


@pytest.fixture(scope="module")
def phone(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  device_scale_factor=1, is_mobile=True, has_touch=True,
                                  locale="ja-JP")
    yield context
    context.close()


@pytest.fixture(scope="session")
def artifacts() -> Any:
    browsing.ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return browsing.ARTIFACTS
