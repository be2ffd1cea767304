"""Search for a Japanese book full of German and Italian words.

Sphinx's Japanese search splits the indexed text with TinySegmenter, which cuts
German words at every umlaut and ß (``König`` becomes ``k``/``ö``/``nig``), while
the page's JavaScript does not segment the query at all, so ``Stieß``, ``König``,
``切り札`` found nothing.  This language replaces it, with one rule on both sides
(:func:`tokens` here, the same steps in :data:`JS_SPLITTER` for the query):

1. NFKC, lower case, spelling variants to one form (切り札 → 切札 ...);
2. Latin letters lose their accents and ß becomes ss (``Sküs`` = ``Skus``,
   ``Stieß`` = ``Stiess``), so a reader without a German keyboard finds them too;
3. Latin and digit runs are words; Japanese runs are cut into overlapping
   two-character pieces (bigrams), so any word of two or more characters is found
   wherever it occurs, without a dictionary.
"""

from __future__ import annotations

import json
import re
import unicodedata

from sphinx.search.ja import SearchJapanese

# Okurigana variants a reader may type: the book writes the right-hand form.
VARIANTS = (("切り札", "切札"), ("取り札", "取札"), ("捨て札", "捨札"), ("組み札", "組札"))
CJK = "\u3005\u3006\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN = re.compile(f"[{CJK}]+|[^\\W{CJK}]+")
_IS_CJK = re.compile(f"[{CJK}]")
_ACCENTS = re.compile("[\u0300-\u036f]")


def normalize(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    for variant, canonical in VARIANTS:
        text = text.replace(variant, canonical)
    text = _ACCENTS.sub("", unicodedata.normalize("NFKD", text))
    return unicodedata.normalize("NFKC", text).replace("ß", "ss")


def tokens(text: str) -> list[str]:
    """>>> tokens("Stieß と 切り札、König")
    ['stiess', 'と', '切札', 'konig']
    """
    out: list[str] = []
    for run in _TOKEN.findall(normalize(text)):
        if len(run) > 2 and _IS_CJK.match(run):
            out.extend(run[i:i + 2] for i in range(len(run) - 1))
        else:
            out.append(run)
    return out


JS_SPLITTER = """
/* tarock_tutor: the same steps as tarock_search.tokens() in the book's extension. */
var TT_VARIANTS = @VARIANTS@;
var TT_CJK = "@CJK@";
var splitQuery = function (query) {
  var text = query.normalize("NFKC").toLowerCase();
  TT_VARIANTS.forEach(function (v) { text = text.split(v[0]).join(v[1]); });
  text = text.normalize("NFKD").replace(/[\\u0300-\\u036f]/g, "").normalize("NFKC");
  text = text.replace(/\\u00df/g, "ss");
  var token = new RegExp("[" + TT_CJK + "]+|(?:(?![" + TT_CJK + "])[\\\\p{L}\\\\p{N}_])+", "gu");
  var isCjk = new RegExp("^[" + TT_CJK + "]", "u");
  var out = [];
  (text.match(token) || []).forEach(function (run) {
    if (run.length > 2 && isCjk.test(run)) {
      for (var i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
    } else {
      out.push(run);
    }
  });
  return out;
};
""".replace("@VARIANTS@", json.dumps(VARIANTS, ensure_ascii=False)).replace(
    "@CJK@", CJK.encode("unicode_escape").decode("ascii").replace("\\", "\\\\"))


class TarockJapanese(SearchJapanese):
    """``html_search_language: ja`` with :func:`tokens` on both sides."""

    js_splitter_code = JS_SPLITTER

    def init(self, options: dict[str, str]) -> None:
        pass  # no TinySegmenter

    def split(self, input: str) -> list[str]:
        return tokens(input)

    def word_filter(self, stemmed_word: str) -> bool:
        return len(stemmed_word) > 1 or bool(_IS_CJK.match(stemmed_word))
