"""Search for a Japanese book full of German and Italian words.

Sphinx's Japanese search splits the indexed text with TinySegmenter, which cuts
German words at every umlaut and ß (``König`` becomes ``k``/``ö``/``nig``), while
the page's JavaScript does not segment the query at all, so ``Stieß``, ``König``,
``切り札`` found nothing.  This language replaces it, with one rule on both sides
(:func:`tokens` here, the same steps in :data:`JS_SPLITTER` for the query):

1. NFKC, lower case, spelling variants to one form (切り札 → 切札 ...);
2. Latin letters lose their accents and ß becomes ss (``Sküs`` = ``Skus``,
   ``Stieß`` = ``Stiess``), and the German ASCII spellings ae/oe/ue become a/o/u
   (``Raeuber`` = ``Räuber``), so a reader without a German keyboard finds them too;
3. Latin and digit runs are words, other spellings of a word become the book's
   (:data:`SPELLINGS`: ``Skiz`` = ``Sküs``); Japanese runs are cut into overlapping
   two-character pieces (bigrams), so any word of two or more characters is found
   wherever it occurs, without a dictionary.

4. The glossary (book/glossary.md) is the book's list of synonyms: a page that
   writes a term one way (ロイバー) is also found under the glossary's other
   spellings of it (Räuber, Raeuber), so every spelling finds the rules pages.

The search page also gets (in the same script, :data:`JS_SPLITTER`) a scorer that
puts a game's rules pages and reference before its worked examples, and excerpts
that find the word whatever its spelling and never quote the pages' code.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Iterator

from sphinx.search.ja import SearchJapanese

# Okurigana variants a reader may type: the book writes the right-hand form.
VARIANTS = (("切り札", "切札"), ("取り札", "取札"), ("捨て札", "捨札"), ("組み札", "組札"))
CJK = "\u3005\u3006\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN = re.compile(f"[{CJK}]+|[^\\W{CJK}]+")
_IS_CJK = re.compile(f"[{CJK}]")
_ACCENTS = re.compile("[\u0300-\u036f]")
_ASCII_UMLAUT = re.compile("([aou])e")
# Other spellings of the book's words, as players and sources write them: Sküs is
# also written Skis and Skiz (Dummett, *The Game of Tarot*, 1980; pagat.com).
SPELLINGS = {"skiz": "skus", "skis": "skus"}


def normalize(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    for variant, canonical in VARIANTS:
        text = text.replace(variant, canonical)
    text = _ACCENTS.sub("", unicodedata.normalize("NFKD", text))
    text = unicodedata.normalize("NFKC", text).replace("ß", "ss")
    return _ASCII_UMLAUT.sub(r"\1", text)


_PUNCT = re.compile("[\\s\u3001-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]")


def phrase_key(text: str) -> str:
    """A term as one search word (the JS ``ttKey``): folded, without spaces and
    Japanese punctuation.

    >>> phrase_key("席1〜席4"), phrase_key("Pagat Ultimo")
    ('席1席4', 'pagatultimo')
    """
    return _PUNCT.sub("", normalize(text))


def tokens(text: str) -> list[str]:
    """>>> tokens("Stieß と 切り札、König, Raeuber, Skiz")
    ['stiess', 'と', '切札', 'konig', 'rauber', 'skus']
    """
    out: list[str] = []
    for run in _TOKEN.findall(normalize(text)):
        if len(run) > 2 and _IS_CJK.match(run):
            out.extend(run[i:i + 2] for i in range(len(run) - 1))
        else:
            out.append(SPELLINGS.get(run, run))
    return out


JS_SPLITTER = """
/* tarock_tutor: the same steps as tarock_search.tokens() in the book's extension. */
var TT_VARIANTS = @VARIANTS@;
var TT_SPELLINGS = @SPELLINGS@;
var TT_GROUPS = [];  /* the glossary's spellings of each term (set below, at build) */
/* every glossary spelling as one word (ttKey) -> the games it belongs to (set at build) */
var TT_PHRASES = {};
var TT_CJK = "@CJK@";
/* One character at a time, so that a place in the folded text maps back to the
   page's own text (the excerpt quotes the page, not the folded form). */
/* Japanese punctuation and brackets do not count: 「15」の段階 = 15の段階 */
var TT_PUNCT = /[\\u3001-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65]/;
var ttFold = function (text) {
  var out = [], at = [];
  Array.from(text).forEach(function (ch, i) {
    if (TT_PUNCT.test(ch)) return;
    var f = ch.normalize("NFKC").toLowerCase().normalize("NFKD")
      .replace(/[\\u0300-\\u036f]/g, "").normalize("NFKC").replace(/\\u00df/g, "ss");
    Array.from(f).forEach(function (c) { out.push(c); at.push(i); });
  });
  var folded = [], map = [];
  for (var j = 0; j < out.length; j++) {
    folded.push(out[j]); map.push(at[j]);
    if ("aou".indexOf(out[j]) >= 0 && out[j + 1] === "e") j++;
  }
  return { text: folded.join(""), map: map, chars: Array.from(text) };
};
var splitQuery = function (query) {
  var text = query.normalize("NFKC").toLowerCase();
  TT_VARIANTS.forEach(function (v) { text = text.split(v[0]).join(v[1]); });
  text = ttFold(text).text;
  var token = new RegExp("[" + TT_CJK + "]+|(?:(?![" + TT_CJK + "])[\\\\p{L}\\\\p{N}_])+", "gu");
  var isCjk = new RegExp("^[" + TT_CJK + "]", "u");
  var out = [];
  (text.match(token) || []).forEach(function (run) {
    if (run.length > 2 && isCjk.test(run)) {
      for (var i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
    } else {
      out.push(TT_SPELLINGS[run] || run);
    }
  });
  /* a glossary term of several pieces is searched as one word, which only pages
     writing the whole term have (phrase search): a Japanese one (デクレアラー側,
     席1〜席4) as that word alone, since Sphinx ranks a page by its best word and
     lets a page miss the short ones (席); a Latin one (Pagat Ultimo) also by its words */
  var key = text.replace(/\\s+/g, "");
  if (out.length > 1 && Object.prototype.hasOwnProperty.call(TT_PHRASES, key)) {
    if (new RegExp("[" + TT_CJK + "]", "u").test(key)) return [key];
    out.push(key);
  }
  return out;
};
var ttKey = function (query) {
  var text = query.normalize("NFKC").toLowerCase();
  TT_VARIANTS.forEach(function (v) { text = text.split(v[0]).join(v[1]); });
  return ttFold(text).text.replace(/\\s+/g, "");
};
/* Rules pages and references first, worked examples (notebooks) after. */
Scorer.score = function (result) {
  var docname = result[0], score = result[4], filename = result[5] || "";
  var name = docname.split("/").pop();
  if (/^(rules\\d*|dummies)$/.test(name)) score += 12;
  else if (name === "reference") score += 9;
  else if (docname === "book/glossary" || name === "summary") score += 4;
  if (/\\.ipynb$/.test(filename)) score -= 3;
  /* a term of some games only (the glossary's ゲーム column): their pages first */
  var games = TT_PHRASES[ttKey(new URLSearchParams(location.search).get("q") || "")];
  if (games && games.indexOf(docname.split("/")[1]) >= 0) score += 10;
  return score;
};
/* The excerpt: the page's prose around the word as the reader spelt it (Stiess
   finds Stieß, Raeuber finds Räuber), never the code, widget data or card labels. */
Search.makeSearchSummary = function (htmlText, keywords, anchor) {
  var doc = new DOMParser().parseFromString(htmlText, "text/html");
  var main = doc.querySelector('[role="main"]');
  if (!main) return null;
  if (anchor) main = main.querySelector(anchor) || main;
  main.querySelectorAll(".headerlink, script, style, svg, .cell_input, details.hide, " +
                        ".tt-live-status, .toggle-details, nav, .prev-next-area")
    .forEach(function (el) { el.remove(); });
  var text = (main.textContent || "").replace(/\\s+/g, " ").trim();
  if (!text) return null;
  var f = ttFold(text);
  /* the words of the query again (a Japanese word came as overlapping pairs),
     each with the glossary's other spellings of it */
  var words = [];
  Array.from(keywords).forEach(function (k) {
    var last = words[words.length - 1];
    if (last && k.length === 2 && last.slice(-1) === k[0] && /[^\\x00-\\x7f]/.test(k)) {
      words[words.length - 1] = last + k[1];
    } else {
      words.push(k);
    }
  });
  /* the reader's own words first (the page's ?q=, with its numbers: 「15」の段階),
     then the phrase the search words make (Pagat Ultimo), then each word */
  var typed = ttFold((new URLSearchParams(location.search).get("q") || "").normalize("NFKC")
    .toLowerCase()).text.replace(/\\s+/g, " ").trim();
  var wanted = typed ? [typed] : [];
  if (words.length > 1) wanted.push(words.join(" "));
  words.forEach(function (w) {
    wanted.push(w);
    TT_GROUPS.forEach(function (g) { if (g.indexOf(w) >= 0) wanted.push.apply(wanted, g); });
  });
  /* a Latin word as a whole word (Re is not the re of Dreierles) */
  var find = function (k) {
    var latin = /^[a-z0-9 ]+$/.test(k), i = f.text.indexOf(k);
    while (latin && i >= 0 && (/[a-z0-9]/.test(f.text[i - 1] || "") ||
                               /[a-z0-9]/.test(f.text[i + k.length] || ""))) {
      i = f.text.indexOf(k, i + 1);
    }
    return i;
  };
  var hits = wanted.concat(Array.from(keywords)).map(find);
  var hit = hits.filter(function (i) { return i >= 0; })[0];
  var at = hit === undefined ? 0 : f.map[hit];
  var start = Math.max(at - 60, 0);
  var piece = f.chars.slice(start, start + 200).join("");
  var summary = document.createElement("p");
  summary.classList.add("context");
  summary.textContent = (start > 0 ? "…" : "") + piece.trim() +
    (start + 200 < f.chars.length ? "…" : "");
  return summary;
};
""".replace("@VARIANTS@", json.dumps(VARIANTS, ensure_ascii=False)).replace(
    "@SPELLINGS@", json.dumps(SPELLINGS)).replace(
    "@CJK@", CJK.encode("unicode_escape").decode("ascii").replace("\\", "\\\\"))


_CELL_NOTE = re.compile(r"[((][^))]*(?:本書|原典)[^))]*[))]")


def _cell_spellings(cell: str) -> list[str]:
    """The spellings in one glossary cell (「Stieß, Gstieß」, 「Eine (Einer)」);
    English glosses (英 …), dashes and notes (本書では…) are not spellings."""
    cell = cell.strip()
    if not cell or cell.startswith(("英", "―")):
        return []
    cell = re.sub(r"\*\*|「|」|'", "", _CELL_NOTE.sub("", cell.replace("」「", "、")))
    out = []
    for part in re.split(r"[、,/]", cell):
        inner = re.findall(r"[((]([^))]+)[))]", part)
        head = re.sub(r"\s*[((][^))]*[))]", "", part).strip()
        out += [w.strip() for w in [head, *inner] if w.strip()]
    return out


def _searchable(word: str) -> bool:
    return (len(word) >= 2 and not word.isdigit()
            and not re.fullmatch(r"[\u3040-\u309f]+", word))   # a kana reading


def _table_rows(markdown: str) -> Iterator[tuple[str, list[str], dict[str, str]]]:
    r"""(heading, cells, row) for each body row of the Markdown tables: the last
    ``## `` heading above it ("" before the first), its cells in order, and the
    cells by their column's header; the separator row (|-|-|) is skipped.

    >>> list(_table_rows("## A\n| 用語 | 読み |\n|-|-|\n| Sküs | シュキス |"))
    [('## A', ['Sküs', 'シュキス'], {'用語': 'Sküs', '読み': 'シュキス'})]
    """
    heading = ""
    header: list[str] = []
    for line in markdown.splitlines():
        if line.startswith("## "):
            heading = line
        if not line.startswith("|"):
            header = []
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if set("".join(cells)) <= set("-: "):
            continue
        if not header:
            header = cells
            continue
        yield heading, cells, dict(zip(header, cells, strict=False))


def glossary_groups(markdown: str) -> list[list[str]]:
    """Groups of spellings of one term, from the glossary's tables: the term, its
    reading and its source word.  A row naming several terms (König, Dame, …) with
    as many readings is paired term by term."""
    groups: list[list[str]] = []
    for _, cells, row in _table_rows(markdown):
        columns = [_cell_spellings(row.get(name, "")) for name in ("用語", "読み", "原語")]
        columns = [c for c in columns if c]
        if len(columns) < 2:
            continue                       # one column: several terms, not spellings
        if len({len(c) for c in columns}) == 1:
            found = [list(words) for words in zip(*columns, strict=True)]
        else:
            found = [[w for c in columns for w in c]]
        # the source's spelling (原典の表記は「…」) and the book's name (**逃亡者**)
        meaning = row.get("意味", "")
        extra = re.findall(r"「([^」]+)」", "".join(re.findall(
            r"原典の表記は((?:「[^」]+」)+)", " ".join(cells))))
        extra += re.findall(r"\*\*([^*]+)\*\*", meaning)
        found = [g + extra for g in found]
        groups += [list(dict.fromkeys(w for w in g if _searchable(w))) for g in found]
    return [g for g in groups if len(g) > 1]


GAME_DIRS = {"C": "cego", "D": "dreierles", "N": "neunzehner", "Z": "zwanziger",
             "S": "sicilian"}


def _glossary_rows(markdown: str) -> Iterator[tuple[list[str], set[str]]]:
    """(spellings, games) for each row of the glossary's tables: the searchable
    spellings of its term, reading and source word, and the book folders of the
    games the row names (the ゲーム column, or the Sicilian section; none: every game)."""
    for heading, _, row in _table_rows(markdown):
        games = {"sicilian"} if "シチリア" in heading else set()
        if row.get("ゲーム", "全部") != "全部":
            games = {GAME_DIRS[g] for g in re.findall(r"\b([CDNZS])\b", row["ゲーム"])}
        yield [w for name in ("用語", "読み", "原語") for w in _cell_spellings(row.get(name, ""))
               if _searchable(w)], games


def glossary_terms(markdown: str) -> dict[str, list[str]]:
    r"""Every glossary spelling as its :func:`phrase_key`, with its games ([]: every
    game).

    >>> glossary_terms("## x\n| 用語 | 読み | ゲーム |\n|-|-|-|\n| Kontra | コントラ | D, Z |")
    {'kontra': ['dreierles', 'zwanziger'], 'コントラ': ['dreierles', 'zwanziger']}
    """
    terms: dict[str, set[str]] = {}
    for words, games in _glossary_rows(markdown):
        for word in words:
            terms.setdefault(phrase_key(word), set()).update(games)
    return {key: sorted(games) for key, games in terms.items()}


def terms_spelt(markdown: str) -> list[str]:
    """Every glossary spelling as the glossary writes it."""
    return list(dict.fromkeys(w for words, _ in _glossary_rows(markdown) for w in words))


class Synonyms:
    """Finds the glossary spellings in a text (a Latin spelling as a whole word, a
    Japanese one anywhere) and gives the search words of their other spellings,
    and of a term of several pieces (デクレアラー側) also the whole term as one
    word (:func:`phrase_key`), which the query gets too (phrase search).

    >>> s = Synonyms([["Räuber", "ロイバー"]], ["デクレアラー側"])
    >>> s.extra_tokens("デクレアラー側の(Räuber)")
    ['rauber', 'ロイ', 'イバ', 'バー', 'ロイバー', 'デクレアラー側']
    """

    def __init__(self, groups: list[list[str]], phrases: Iterable[str] = ()) -> None:
        self.groups = [[normalize(w) for w in g] for g in groups]
        self.words: dict[str, set[int]] = {}
        for i, g in enumerate(self.groups):
            for w in g:
                self.words.setdefault(w, set()).add(i)
        self.phrases = {normalize(w) for w in phrases if len(tokens(w)) > 1}
        every = set(self.words) | self.phrases
        latin = sorted((w for w in every if not _IS_CJK.search(w)), key=len, reverse=True)
        cjk = sorted((w for w in every if _IS_CJK.search(w)), key=len, reverse=True)
        alternatives = [r"(?<![^\W_])" + re.escape(w) + r"(?![^\W_])" for w in latin]
        alternatives += [re.escape(w) for w in cjk]
        self.pattern = re.compile("|".join(alternatives)) if alternatives else None

    def _word(self, word: str) -> list[str]:
        pieces = tokens(word)
        return [*pieces, phrase_key(word)] if len(pieces) > 1 else pieces

    def extra_tokens(self, text: str) -> list[str]:
        if self.pattern is None:
            return []
        seen = [m.group(0) for m in self.pattern.finditer(normalize(text))]
        found = {i for w in seen for i in self.words.get(w, ())}
        out = [t for i in sorted(found) for w in self.groups[i] for t in self._word(w)]
        return out + [phrase_key(w) for w in dict.fromkeys(seen) if w in self.phrases]


class TarockJapanese(SearchJapanese):
    """``html_search_language: ja`` with :func:`tokens` on both sides, and the
    glossary's spellings of a term wherever the page writes one of them
    (``synonyms`` is set by the book's extension from book/glossary.md)."""

    js_splitter_code = JS_SPLITTER
    synonyms = Synonyms([])

    def init(self, options: dict[str, str]) -> None:
        pass  # no TinySegmenter

    def split(self, input: str) -> list[str]:
        return tokens(input) + self.synonyms.extra_tokens(input)

    def word_filter(self, stemmed_word: str) -> bool:
        return len(stemmed_word) > 1 or bool(_IS_CJK.match(stemmed_word))
