"""Search finds German and Italian terms with umlauts and ß, and both common
Japanese spellings (issue 12, item 3): the splitter (book/_ext/tarock_search.py)
here in Python, and the built search page in Chromium."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote

import browsing
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "book" / "_ext"))
from tarock_search import tokens


def test_german_words_stay_whole_and_lose_their_accents() -> None:
    assert tokens("Stieß, Sküs, König und Räuber") == ["stiess", "skus", "konig", "und",
                                                       "rauber"]
    assert tokens("STIESS") == tokens("Stieß")


def test_japanese_spellings_meet() -> None:
    assert tokens("切り札") == tokens("切札") == ["切札"]
    assert tokens("切り札を出す") == tokens("切札を出す")


def test_japanese_runs_become_bigrams() -> None:
    assert tokens("逃亡者") == ["逃亡", "亡者"]
    assert tokens("ツェゴ(Cego)") == ["ツェ", "ェゴ", "cego"]


SEARCHES = [
    ("切り札", ["book/cego/rules3.html", "book/neunzehner/rules.html"]),
    ("逃亡者", ["book/sicilian/rules.html"]),
    ("Stieß", ["book/cego/rules3.html"]),
    ("Stiess", ["book/cego/rules3.html"]),
    ("Sküs", ["book/neunzehner/rules.html"]),
    ("König", ["book/cego/rules3.html"]),
    ("Räuber", ["book/cego/rules4.html"]),
    ("Quetzalcoatl", []),
]


def results(page: Any, site_url: str, query: str) -> list[str]:
    page.goto(site_url + "search.html?q=" + quote(query))
    page.wait_for_function("document.querySelector('#search-results .search-summary')")
    links: list[str] = page.eval_on_selector_all(
        "#search-results ul.search li a", "els => els.map(e => e.getAttribute('href'))")
    return [link.split("#")[0].split("?")[0] for link in links]


@pytest.mark.parametrize(("query", "expected"), browsing.site_params(SEARCHES))
def test_search_finds_the_page(desktop: Any, site_url: str, query: str,
                               expected: list[str]) -> None:
    page = desktop.new_page()
    watch = browsing.Watch().attach(page)
    try:
        found = results(page, site_url, query)
        if expected:
            assert set(expected) <= set(found), found
        else:
            assert found == []
        assert watch.problems() == []
    finally:
        page.close()
