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


PHONE = """
() => {
  const seen = (el) =>
    el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  // card text as shown: the font size times the picture's scale on the screen
  const smallText = [];
  for (const svg of document.querySelectorAll("article svg[viewBox]:not(.svg-inline--fa)")) {
    if (!seen(svg) || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) continue;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    for (const t of svg.querySelectorAll("text")) {
      const px = parseFloat(t.getAttribute("font-size") || "16") * scale;
      if (px < 10.95) smallText.push(`${t.textContent} ${px.toFixed(1)} px`);
    }
  }
  // touch targets of the live panels (WCAG 2.5.5: 44 x 44 px)
  const smallTargets = [];
  for (const el of document.querySelectorAll(".tt-live-widget button, .tt-live-widget select, " +
                                             ".tt-live-widget input:not([type=hidden])")) {
    if (!seen(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.height < 43.5 || (el.tagName === "BUTTON" && r.width < 43.5)) {
      smallTargets.push(`${el.tagName.toLowerCase()} "${(el.textContent || "").trim()}" ` +
                        `${Math.round(r.width)}x${Math.round(r.height)}`);
    }
  }
  // a citation in a table cell stays on one line
  const wrappedCitations = [];
  for (const el of document.querySelectorAll("article td small")) {
    if (!seen(el) || !el.textContent.includes("§")) continue;
    if (el.getClientRects().length > 1) wrappedCitations.push(el.textContent.trim());
  }
  return { smallText: smallText.slice(0, 8), smallTargets: smallTargets.slice(0, 8),
           wrappedCitations: wrappedCitations.slice(0, 8) };
}
"""


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
        # issue 21, clutter: once live, no static twin, no note for static readers,
        # and no toggle that unfolds a panel's code
        assert page.locator(".tt-static-figure:visible, .tt-static-note:visible").count() == 0
        assert page.locator(".cell:has(.tt-live-widget) details.hide").count() == 0
        phone_check = page.evaluate(PHONE)
        assert phone_check["smallText"] == [], phone_check["smallText"]
        assert phone_check["smallTargets"] == [], phone_check["smallTargets"]
        assert phone_check["wrappedCitations"] == [], phone_check["wrappedCitations"]
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


KEPT = """async () => {
  const cache = await caches.open("tarock-tutor-live-snapshot");
  return (await cache.keys()).map((r) => r.url);
}"""


@pytest.mark.parametrize("page_name", browsing.site_params(WIDGET_PAGES[:1]))
def test_a_page_opened_again_starts_from_the_kept_snapshot(browser: Any, site_url: str,
                                                           page_name: str) -> None:
    """The unzipped start-up snapshot is kept in Cache Storage after the first start
    (an older build's entry is dropped), and the next start uses it and answers."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(site_url + "search.html", wait_until="load")  # a page without Python
        page.evaluate("""async () => {
          const cache = await caches.open("tarock-tutor-live-snapshot");
          await cache.put(location.origin + "/_static/live/python-start.bin?v=older",
                          new Response("an older build's snapshot"));
        }""")
        page.goto(site_url + page_name, wait_until="load")
        first = browsing.wait_live(page)
        assert first["status"] == "ready", first["errors"]
        assert first["snapshot"] is True and first["snapshotCached"] is False
        # The worker says when its write ended.  (Polling the cache's keys from
        # wait_for_function cannot wait for it: Playwright calls the predicate
        # synchronously, so an async one passes at once, microsoft/playwright#29132.)
        page.wait_for_function("window.ttLive.snapshotKept !== undefined", timeout=60_000)
        assert page.evaluate("window.ttLive.snapshotKept") is True, \
            page.evaluate("window.ttLive.snapshotKept")
        kept = page.evaluate(KEPT)
        assert len(kept) == 1, kept
        assert "python-start.bin?v=" in kept[0] and not kept[0].endswith("v=older")

        page.goto(site_url + page_name, wait_until="load")
        again = browsing.wait_live(page)
        assert again["status"] == "ready", again["errors"]
        assert again["snapshot"] is True and again["snapshotCached"] is True
        host = page.locator(".tt-live-widget").first
        before = host.inner_text()
        button = host.locator("button.widget-button:not([disabled])").first
        button.click()
        page.wait_for_function("(before) => document.querySelector('.tt-live-widget')"
                               ".innerText !== before", arg=before, timeout=15_000)
        assert page.evaluate("window.ttLive.errors") == []
    finally:
        context.close()


@pytest.mark.parametrize("page_name", browsing.site_params(WIDGET_PAGES[:1]))
def test_without_its_snapshot_python_starts_afresh(browser: Any, site_url: str,
                                                   page_name: str) -> None:
    """A host that lost the snapshot (404): Python starts the slow way, from the
    wheels, and the page still goes live and answers."""
    context = browser.new_context()
    try:
        context.route("**/python-start.bin*", lambda route: route.fulfill(status=404))
        page = context.new_page()
        page.goto(site_url + page_name, wait_until="load")
        live = browsing.wait_live(page)
        assert live["status"] == "ready", live["errors"]
        assert live["snapshot"] is False
        host = page.locator(".tt-live-widget").first
        before = host.inner_text()
        host.locator("button.widget-button:not([disabled])").first.click()
        page.wait_for_function("(before) => document.querySelector('.tt-live-widget')"
                               ".innerText !== before", arg=before, timeout=30_000)
    finally:
        context.close()


def test_a_console_error_fails_a_page(desktop: Any) -> None:
    """Issue 21: the browser tests fail on an error a script writes to the console
    (the theme's "Got invalid theme mode" was caught and logged, never thrown)."""
    page = desktop.new_page()
    try:
        watch = browsing.Watch().attach(page)
        page.set_content("<script>console.error('Got invalid theme mode: . Resetting to auto.')"
                         "</script>")
        page.wait_for_timeout(100)
        problems = watch.problems()
        assert len(problems) == 1
        assert problems[0].startswith("console error: Got invalid theme mode: .")
    finally:
        page.close()


TWIN_PAGES = [p for p in WIDGET_PAGES  # pages whose panels leave a static twin
              if "tt-static-figure" in (browsing.SITE / p).read_text(encoding="utf-8")]


@pytest.mark.parametrize("page_name", browsing.site_params(TWIN_PAGES[:3]))
def test_a_printed_widget_page_shows_each_panels_static_picture(browser: Any, site_url: str,
                                                                page_name: str) -> None:
    """Issue 21: on paper every panel is its static picture, open (it was a closed
    disclosure, so a printed page showed only the collapsed line), with no badge,
    no live controls and no note about reading the page in a browser."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(site_url + page_name, wait_until="load")
        browsing.wait_live(page)
        page.emulate_media(media="print")
        figures = page.locator(".tt-static-figure")
        assert figures.count() >= 1
        for i in range(figures.count()):
            assert figures.nth(i).is_visible()
            assert figures.nth(i).locator("xpath=ancestor::details[not(@open)]").count() == 0
        assert page.locator(".tt-live-widget:visible, .tt-live-status:visible, "
                            ".tt-static-note:visible").count() == 0
    finally:
        context.close()
