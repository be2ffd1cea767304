"""Every glossary term finds its rules page (issue 21, "Search"): each term of
book/glossary.md, in each spelling the glossary gives (German, Italian, the
katakana reading, the Japanese word) and in the ASCII spelling a reader without a
German keyboard types (ß → ss, ä → ae ...), has a rules page of its game among the
first three results, with an excerpt that quotes the page around the word.

The rules pages of a game are its rules pages (rules*.md, the dummies' page) and its
規則集 (reference.md); the glossary's ゲーム column says which games a term belongs
to (全部, or no column: any game).  Runs the built search page's own code
(searchtools.js with the book's language_data.js) in Chromium, one page load."""

from __future__ import annotations

import re
import sys
import unicodedata
from typing import Any

import browsing
import pytest

GLOSSARY = browsing.ROOT / "book" / "glossary.md"
GAMES = {"C": "cego", "D": "dreierles", "N": "neunzehner", "Z": "zwanziger", "S": "sicilian"}
RULES = re.compile(r"^book/(\w+)/(rules\d*|reference|dummies)$")
ASCII = {"ß": "ss", "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"}


def spellings(cell: str) -> list[str]:
    """The spellings in one glossary cell: 「Stieß, Gstieß」 → Stieß, Gstieß;
    「Eine (Einer)」 → Eine, Einer; 「英 deal」 → deal; notes in parentheses that are
    not a spelling (本書では…, 原典の表記は…) are left out."""
    if cell.startswith("英"):   # an English gloss: the pages are Japanese
        return []
    cell = re.sub(r"\*\*|「|」|'", "", cell.replace("」「", "、")).strip()
    if cell in ("", "―"):
        return []
    out = []
    for part in re.split(r"[、,/]| / ", re.sub(r"[((][^))]*[本原][^))]*[))]", "", cell)):
        part = part.strip()
        inner = re.findall(r"[((]([^))]+)[))]", part)
        part = re.sub(r"\s*[((][^))]*[))]", "", part).strip()
        for word in [part, *inner]:
            word = word.strip()
            if (len(word) >= 2 and not word.startswith(("本書", "原典", "xx"))
                    and not word.isdigit()           # search skips numbers (Sphinx)
                    and not re.fullmatch(r"[\u3040-\u309f]+", word)):  # a kana reading
                out.append(word)
    return out


def ascii_spelling(word: str) -> str:
    """Stieß → Stiess, Räuber → Raeuber, Königsrolle → Koenigsrolle (Latin letters only)."""
    out = []
    for ch in word:
        if ch in ASCII:
            out.append(ASCII[ch])
        elif unicodedata.name(ch, "").startswith("LATIN"):
            out.append("".join(c for c in unicodedata.normalize("NFKD", ch)
                               if not unicodedata.combining(c)))
        else:
            out.append(ch)
    return "".join(out)


def glossary_queries() -> list[tuple[str, tuple[str, ...]]]:
    """(query, games) for every spelling of every term; games () means any game."""
    queries: dict[str, set[str]] = {}
    header: list[str] = []
    section_games: tuple[str, ...] = ()
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section_games = ("sicilian",) if "シチリア" in line else ()
            header = []
            continue
        if not line.startswith("|") or set(line) <= set("|-"):
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if not header:
            header = cells
            continue
        row = dict(zip(header, cells, strict=False))
        games = section_games
        if "ゲーム" in row and row["ゲーム"] != "全部":
            games = tuple(GAMES[g] for g in re.findall(r"\b([CDNZS])\b", row["ゲーム"]))
        words = [*spellings(row["用語"]), *spellings(row.get("読み", "")),
                 *spellings(row.get("原語", ""))]
        for word in words:
            for query in dict.fromkeys([word, ascii_spelling(word)]):
                queries.setdefault(query, set()).update(games or ["*"])
    return [(q, tuple(sorted(g))) for q, g in queries.items()]


def test_the_glossary_gives_terms_in_every_script() -> None:
    """The parser above reads the glossary (guards the sweep below against a
    parser that reads nothing)."""
    queries = dict(glossary_queries())
    assert len(queries) >= 150
    for term in ("Stieß", "Stiess", "シュティース", "Räuber", "Raeuber", "ロイバー", "Sküs",
                 "Skues", "Fuggitivo", "Giove", "切札", "Pagat"):
        assert term in queries, term
    assert queries["Giove"] == ("sicilian",) and queries["Räuber"] == ("cego", "dreierles")


SEARCH = """
async ([query, top]) => {
  while (!Search._index) await new Promise((r) => setTimeout(r, 20));
  history.replaceState(null, "", "?q=" + encodeURIComponent(query));  // as the form sends it
  const [q, terms, excluded, highlight, objects] = Search._parseQuery(query);
  const results = Search._performSearch(q, terms, excluded, highlight, objects).reverse();
  const out = [];
  for (const [docname, , anchor] of results.slice(0, top)) {
    const html = await (await fetch(docname + ".html")).text();
    const summary = Search.makeSearchSummary(html, terms, anchor);
    out.push([docname, summary ? summary.textContent : ""]);
  }
  return out;
}
"""


sys.path.insert(0, str(browsing.ROOT / "book" / "_ext"))
from tarock_search import glossary_groups, normalize  # noqa: E402

GROUPS = glossary_groups(GLOSSARY.read_text(encoding="utf-8"))


def fold(text: str) -> str:
    """The search's own folding (tarock_search.normalize), to compare an excerpt with
    the query however each is spelt."""
    return re.sub(r"[\W_]+", "", normalize(text))


def sweep() -> list[tuple[str, tuple[str, ...]]]:
    """Every spelling, none expected to fail: the terms once missing from the rules
    pages (the Italian suit and court names, venti/quindici, Brettle, Kontra/Re in
    Dreierles, リボーク, シード, 'u Fujutu) are written there now, and a term of
    several pieces (デクレアラー側, 席1〜席4) or of some games only (コントラ,
    パートナーのゲーム) is searched as one word with its games' pages first
    (book/_ext/tarock_search.py)."""
    return glossary_queries()


@pytest.fixture(scope="module")
def search_page(desktop: Any, site_url: str) -> Any:
    page = desktop.new_page()
    watch = browsing.Watch().attach(page)
    page.goto(site_url + "search.html", wait_until="load")
    yield page
    assert watch.problems() == []
    page.close()


@pytest.mark.parametrize(("query", "games"), browsing.site_params(sweep()))
def test_glossary_term_finds_its_rules_page(search_page: Any, query: str,
                                            games: tuple[str, ...]) -> None:
    found = search_page.evaluate(SEARCH, [query, 3])
    rules = [(doc, excerpt) for doc, excerpt in found
             if (m := RULES.match(doc)) and ("*" in games or m.group(1) in games)]
    assert rules, f"{query!r} ({', '.join(games)}): top 3 are {[d for d, _ in found]}"
    doc, excerpt = rules[0]
    assert ".ipynb" not in excerpt and "...." not in excerpt, excerpt
    # the excerpt quotes the page where it writes the term (in this spelling or in
    # another of the glossary's spellings of it)
    spelt = {query} | {w for g in GROUPS if fold(query) in map(fold, g) for w in g}
    assert any(written(w, excerpt) for w in spelt), f"{doc}: {excerpt!r}"


def written(word: str, text: str) -> bool:
    """``word`` is in ``text`` however spelt; a Latin one as a word of its own (Re
    is not the re of Dreierles).

    >>> written("Re", "Dreierles"), written("Re", "レ(Re、キング)")
    (False, True)
    >>> written("ロイバー", "ロイ・バー"), written("Pagat Ultimo", "(Pagat-Ultimo)")
    (True, True)
    """
    if word.isascii():
        def words(s: str) -> str:
            return " " + re.sub(r"[\W_]+", " ", normalize(s)) + " "
        return words(word) in words(text)
    return fold(word) in fold(text)
