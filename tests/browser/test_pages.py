"""Every page of the built book loads cleanly in Chromium (issue 12, item 5): no
request leaves 127.0.0.1, no response is an error (404 ...), no uncaught page error.

Pages with widgets are opened as on a phone (390 px wide): each goes live (Python
in the browser ran its cells, from the start-up snapshot, and the live widgets
replaced the static pictures), nothing sticks out sideways, and a screenshot is
kept in _build/browser-artifacts/phone/.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import browsing
import pytest

WIDGET_PAGES = browsing.widget_pages()
OTHER_PAGES = [p for p in browsing.pages() if p not in WIDGET_PAGES]


@pytest.mark.parametrize("page_name", browsing.site_params(OTHER_PAGES))
def test_page_loads_cleanly(desktop: Any, site_url: str, page_name: str) -> None:
    page = desktop.new_page()
    watch = browsing.Watch().attach(page)
    try:
        page.goto(site_url + page_name, wait_until="load")
        watch.settle(page)
        assert watch.problems() == []
    finally:
        page.close()


@pytest.mark.parametrize("page_name", browsing.site_params(WIDGET_PAGES))
def test_widget_page_live_on_a_phone(phone: Any, site_url: str, artifacts: Path,
                                     page_name: str) -> None:
    page = phone.new_page()
    watch = browsing.Watch().attach(page)
    try:
        page.goto(site_url + page_name, wait_until="load")
        live = browsing.wait_live(page)
        assert live["status"] == "ready", f"not live: {live['errors']}"
        assert live["errors"] == []
        assert live.get("snapshot") is True, "Python did not start from the snapshot"
        assert page.locator(".tt-live-widget .jupyter-widgets").count() >= 1
        assert page.locator(".tt-live-ready > .widget-subarea:visible").count() == 0, (
            "a static widget picture is still shown next to its live widget")
        watch.settle(page)
        assert watch.problems() == []
        shot = artifacts / "phone" / (page_name.removesuffix(".html").replace("/", "__")
                                      + ".png")
        shot.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shot), full_page=True)
        sideways = browsing.overflow(page)
        assert sideways["scrollWidth"] <= sideways["width"], sideways
        assert sideways["count"] == 0, sideways
    finally:
        page.close()


def test_site_has_widget_pages() -> None:
    """The sweeps above really exercised live pages (guards against an empty set)."""
    if not OTHER_PAGES:
        pytest.skip(browsing.NO_SITE)
    assert len(WIDGET_PAGES) >= 2, WIDGET_PAGES
