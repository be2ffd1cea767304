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
from tarock_search import (
    Synonyms,
    _table_rows,
    glossary_groups,
    glossary_terms,
    phrase_key,
    terms_spelt,
    tokens,
)

GLOSSARY = (Path(__file__).resolve().parents[2] / "book" / "glossary.md").read_text(
    encoding="utf-8")


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



def test_a_glossary_term_of_several_pieces_is_also_one_word() -> None:
    """A page writing デクレアラー側 gets it as one search word; a page with only its
    pieces (デクレアラー … 側) does not, so the phrase finds the page that writes it."""
    synonyms = Synonyms([], terms_spelt(GLOSSARY))
    assert "デクレアラー側" in synonyms.extra_tokens("デクレアラー側の取り札")
    assert "デクレアラー側" not in synonyms.extra_tokens("デクレアラーの右側")
    assert phrase_key("席1〜席4") in synonyms.extra_tokens("席は席1〜席4で呼びます")
    assert synonyms.extra_tokens("切札") == []      # one piece: no phrase word
    assert synonyms.extra_tokens("ツェゴ") == ["ツェゴ"]


def test_the_glossary_says_which_games_a_term_belongs_to() -> None:
    """The glossary's ゲーム column (D, Z) and its Sicilian section; none: every game."""
    terms = glossary_terms(GLOSSARY)
    assert terms[phrase_key("コントラ")] == ["dreierles", "zwanziger"]
    assert terms[phrase_key("パートナーのゲーム")] == ["sicilian"]
    assert terms[phrase_key("Räuber")] == ["cego", "dreierles"]
    assert terms[phrase_key("デクレアラー側")] == []


def test_glossary_tables_are_read_row_by_row() -> None:
    """One reader of the glossary's tables (book/_ext/tarock_search.py, _table_rows)
    serves both the synonym groups and the games of a term: the separator row is no
    row, a line outside a table ends it (the next table has its own header), and
    each row knows the ``##`` section above it."""
    text = ("| 用語 | 読み |\n|:-|-:|\n| Sküs | シュキス |\n\n## シチリアのタロッキ\n"
            "| 原語 | 読み |\n|-|-|\n| Matto | マット |")
    assert list(_table_rows(text)) == [
        ("", ["Sküs", "シュキス"], {"用語": "Sküs", "読み": "シュキス"}),
        ("## シチリアのタロッキ", ["Matto", "マット"], {"原語": "Matto", "読み": "マット"}),
    ]
    # the columns in the order 用語, 読み, 原語
    assert glossary_groups(text) == [["Sküs", "シュキス"], ["マット", "Matto"]]
    assert glossary_terms(text) == {"skus": [], "シュキス": [], "matto": ["sicilian"],
                                    "マット": ["sicilian"]}

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
