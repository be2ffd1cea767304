"""Output tables fit their column at desktop width (issue 17's loose ends: at 1000 px,
26 tables on 11 pages scrolled sideways, because book.css kept small print in a cell
on one line and made every table a scrolling block).  Only a narrow phone (480 px
or less) may scroll a table inside itself; the phone sweep in test_pages.py checks
that nothing sticks out of the page there.

The pages are read as a reader without Python in the browser sees them (the live
worker is not started): the static outputs and each panel's static twin, which is
the panel's first figure, drawn by the same CSS rules as the live panel.
"""

from __future__ import annotations

from typing import Any

import browsing
import pytest

DESKTOP_WIDTH = 1000

WIDE_TABLES = """
() => {
  const wide = [];
  const tables = document.querySelectorAll(
    "article .cell_output table, article .widget-html-content table");
  let seen = 0;
  for (const table of tables) {
    if (!table.getClientRects().length) continue;          // hidden (a closed panel)
    seen += 1;
    const column = table.closest(".cell_output") || table.parentElement;
    const right = column.getBoundingClientRect().right;
    // the table itself, and every box between it and the output, shows all of it
    let scrolled = null;
    for (let el = table; el && el !== column.parentElement; el = el.parentElement) {
      if (el.scrollWidth > el.clientWidth + 1 &&
          /(auto|scroll)/.test(getComputedStyle(el).overflowX)) { scrolled = el; break; }
    }
    const r = table.getBoundingClientRect();
    if (scrolled || r.right > right + 1) {
      const head = (table.querySelector("caption, th, td") || table).textContent;
      wide.push(`${head.trim().slice(0, 30)}: ${Math.round(r.width)} px` +
                (scrolled ? ` (scrolls in ${scrolled.tagName.toLowerCase()})` : "") +
                ` > column ${Math.round(column.getBoundingClientRect().width)} px`);
    }
  }
  return { seen, wide };
}
"""


def table_pages() -> list[str]:
    """The pages with a table in a cell's output (the static HTML says so)."""
    found = []
    for name in browsing.pages():
        html = (browsing.SITE / name).read_text(encoding="utf-8")
        if "cell_output" in html and "<table" in html:
            found.append(name)
    return found


TABLE_PAGES = table_pages() if (browsing.SITE / "index.html").is_file() else []


@pytest.fixture(scope="module")
def desktop_1000(browser: Any) -> Any:
    context = browser.new_context(viewport={"width": DESKTOP_WIDTH, "height": 900},
                                  locale="ja-JP")
    # the static page: no live worker (typeof Worker === "undefined" keeps it off)
    context.add_init_script("delete window.Worker;")
    yield context
    context.close()


@pytest.mark.parametrize("page_name", browsing.site_params(TABLE_PAGES))
def test_output_tables_fit_the_column_at_desktop_width(desktop_1000: Any, site_url: str,
                                                       page_name: str) -> None:
    page = desktop_1000.new_page()
    try:
        page.goto(site_url + page_name, wait_until="load")
        found = page.evaluate(WIDE_TABLES)
        assert found["wide"] == [], found["wide"]
        sideways = browsing.overflow(page)
        assert sideways["scrollWidth"] <= sideways["width"], sideways
    finally:
        page.close()


def test_the_sweep_saw_the_pages_with_tables() -> None:
    """Guards against an empty sweep: the score sheets, legal tables and reports."""
    if not TABLE_PAGES:
        pytest.skip(browsing.NO_SITE)
    assert len(TABLE_PAGES) >= 11, TABLE_PAGES
