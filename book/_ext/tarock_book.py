"""The book's own Sphinx extension (listed in _config.yml as a local extension).

* **Live widgets.**  On every notebook page that shows widgets it adds
  ``_static/live/live.js`` and a JSON block with the page's code cells, the
  address of Pyodide and the wheels to install; the script runs the cells in the
  reader's browser and swaps the static widget pictures for live ones.  The
  wheels are the three fetched by scripts/vendor_live.sh, the project's own
  wheel and the small runtime in ``browser/`` (built here at every build, so
  they always match the engine).
* **Search** that finds German, Italian and Japanese spellings (tarock_search),
  and indexes what a reader sees: not the notebooks' code (shown only on request)
  nor the card pictures' labels.
* **Precompressed files**: a gzipped twin (``x.gz``) of every large text or
  WebAssembly file, for hosts that serve precompressed files (scripts/serve.py
  does, as nginx ``gzip_static`` and Netlify do): a first widget page then
  downloads about half as much.
* **Clean-up**: the sphinx-thebe scripts Jupyter Book adds to every page (twice,
  which raised ``THEBE_JS_URL has already been declared``) are dropped; the book
  does not use Thebe and they pointed at a third-party host.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import re
import shutil
import subprocess
import time
import tomllib
import zipfile
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging
from tarock_search import (
    JS_SPLITTER,
    Synonyms,
    TarockJapanese,
    glossary_groups,
    glossary_terms,
    terms_spelt,
)

logger = logging.getLogger(__name__)
HERE = Path(__file__).resolve().parent
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
LIVE = "_static/live"
SNAPSHOT = "python-start.bin"
SNAPSHOT_RAW = "python-start.mem"   # the memory unzipped, only until its brotli twin is made
MAX_DATA_FILE = 1_000_000


# -- wheels ---------------------------------------------------------------------

def make_wheel(name: str, version: str, files: dict[str, bytes],
               requires_python: str = ">=3.11") -> tuple[str, bytes]:
    """A pure-Python wheel, byte-for-byte reproducible (fixed times, sorted names)."""
    dist = f"{name.replace('-', '_')}-{version}"
    info = f"{dist}.dist-info"
    meta = {
        f"{info}/METADATA": (f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
                             f"Requires-Python: {requires_python}\n").encode(),
        f"{info}/WHEEL": (b"Wheel-Version: 1.0\nGenerator: tarock_book\n"
                          b"Root-Is-Purelib: true\nTag: py3-none-any\n"),
    }
    entries = {**files, **meta}
    record = "".join(
        f"{path},sha256={_b64(hashlib.sha256(data).digest())},{len(data)}\n"
        for path, data in sorted(entries.items())) + f"{info}/RECORD,,\n"
    entries[f"{info}/RECORD"] = record.encode()
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(entries):
            zi = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            zi.external_attr = 0o644 << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(zi, entries[path])
    return f"{dist}-py3-none-any.whl", buf.getvalue()


def _b64(digest: bytes) -> str:
    import base64
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def _tree(base: Path, package: Path) -> dict[str, bytes]:
    return {p.relative_to(base).as_posix(): p.read_bytes()
            for p in sorted(package.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}


def project_wheel(root: Path) -> tuple[str, bytes]:
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return make_wheel(project["name"], project["version"],
                      _tree(root, root / project["name"]),
                      project.get("requires-python", ">=3.11"))


def runtime_wheel() -> tuple[str, bytes]:
    browser = HERE / "browser"
    return make_wheel("tarock_tutor_live_runtime", "1", _tree(browser, browser))


# -- build events -----------------------------------------------------------------

def _on_builder_inited(app: Sphinx) -> None:
    if app.builder.format != "html":
        return
    root = Path(app.confdir)
    vendor = root / "_vendor" / "live" / LIVE
    pyodide = sorted(vendor.glob("pyodide-*"))
    vendored = sorted((vendor / "wheels").glob("*.whl"))
    if not pyodide or not vendored:
        logger.warning("the live book's Python is missing from _vendor/live; "
                       "run bash scripts/vendor_live.sh (scripts/setup.sh does)")
        app.tarock_live = None  # type: ignore[attr-defined]
        return
    built = dict([project_wheel(root), runtime_wheel()])
    urls = [f"{LIVE}/wheels/{w.name}" for w in vendored]
    urls += [f"{LIVE}/wheels/{name}?v={_short_hash(data)}" for name, data in built.items()]
    worker = HERE.parent / "_static" / "live" / "live-worker.js"
    # The snapshot is made after the pages are written; its address carries a hash
    # of everything it is made from, so a changed engine is never read from a cache.
    inputs = b"".join([pyodide[-1].name.encode(), (HERE / "make_snapshot.mjs").read_bytes(),
                       *(w.read_bytes() for w in vendored), *built.values()])
    # The worker's own address says where Pyodide and the snapshot are (relative
    # to it), so it starts loading them before the page's first message.
    query = urlencode({"v": _short_hash(worker.read_bytes()), "pyodide": f"{pyodide[-1].name}/",
                       "snapshot": f"{SNAPSHOT}?v={_short_hash(inputs)}"}, safe="/")
    app.tarock_live = {  # type: ignore[attr-defined]
        "pyodide_dir": pyodide[-1],
        "worker": f"{LIVE}/live-worker.js?{query}",
        "wheels": urls,
        "vendored": vendored,
        "built": built,
        "folders": {},
    }


SVG = re.compile(r"<svg\b.*?</svg>", re.IGNORECASE | re.DOTALL)


def searchable(doctree: nodes.document) -> nodes.document:
    """A copy of a page's doctree with what search should not see taken out: the
    code of notebook cells (folded away on the page) and the card pictures (their
    labels name cards in three languages and would match every card word)."""
    copy = doctree.deepcopy()
    for node in list(copy.findall(nodes.container)):
        if "cell_input" in node.get("classes", []) and node.parent is not None:
            node.parent.remove(node)
    for raw in list(copy.findall(nodes.raw)):
        text = raw.astext()
        if "<svg" in text and raw.parent is not None:
            raw.parent.replace(raw, nodes.raw("", SVG.sub(" ", text), format=raw["format"]))
    return copy


WIDGET_STATIC_NOTE = "静的な HTML で読んでいる"


class PanelsWithoutCode(SphinxPostTransform):
    """Before a widget panel, no toggle that unfolds its code: a reader opening
    「コードを表示」 wants the code that computes a result, not the ipywidgets set-up
    of the panel.  And the pages' note for readers of the static HTML (「静的な HTML で
    読んでいるときは…」) is marked ``tt-static-note``, so book.css hides it once the
    page's panels are live.  Runs before myst-nb folds the hidden inputs away (199)."""

    default_priority = 190
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        for cell in list(self.document.findall(nodes.container)):
            if cell.get("nb_element") != "cell_code" or not cell.children:
                continue
            source = cell.children[0]
            if (source.get("nb_element") == "cell_code_source"
                    and WIDGET_VIEW in cell.children[-1].astext()):
                cell.remove(source)
                cell["hide_mode"] = None
        for note in self.document.findall(nodes.Admonition):
            if WIDGET_STATIC_NOTE in note.astext():
                note["classes"].append("tt-static-note")


def _index_what_readers_see(app: Sphinx) -> None:
    glossary = Path(app.srcdir) / "book" / "glossary.md"
    if glossary.is_file():
        text = glossary.read_text(encoding="utf-8")
        terms = glossary_terms(text)
        TarockJapanese.synonyms = Synonyms(glossary_groups(text), terms_spelt(text))
        # the search page's excerpts look for the same spellings; its query and scorer
        # know every term as one word, with its games
        TarockJapanese.js_splitter_code = JS_SPLITTER.replace(
            "var TT_GROUPS = [];",
            "var TT_GROUPS = " + json.dumps(TarockJapanese.synonyms.groups, ensure_ascii=False)
            + ";").replace(
            "var TT_PHRASES = {};",
            "var TT_PHRASES = " + json.dumps(terms, ensure_ascii=False) + ";")
    builder = app.builder
    index_page = getattr(builder, "index_page", None)
    if index_page is None:
        return

    def index_page_shown(pagename: str, doctree: nodes.document, title: str) -> None:
        index_page(pagename, searchable(doctree), title)

    builder.index_page = index_page_shown  # type: ignore[attr-defined]


def _boot_js() -> str:
    """boot.js without its comment block (it is inlined into every live page)."""
    text = (HERE.parent / "_static" / "live" / "boot.js").read_text(encoding="utf-8")
    return text[text.index("*/") + 2:].strip().replace("</", "<\\/")


def _short_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


def _is_thebe(asset: Any) -> bool:
    filename = str(getattr(asset, "filename", asset) or "")
    body = str(getattr(asset, "attributes", {}).get("body", ""))
    return "thebe" in filename or "THEBE_JS_URL" in body


def _is_widget_state(asset: Any) -> bool:
    kind = str(getattr(asset, "attributes", {}).get("type", ""))
    return kind == "application/vnd.jupyter.widget-state+json"


def notebook_cells(app: Sphinx, pagename: str) -> list[dict[str, Any]] | None:
    """The page's code cells, in order, as the build executed them."""
    path = Path(app.env.doc2path(pagename))
    if path.suffix != ".ipynb":
        return None
    nb = json.loads(path.read_text(encoding="utf-8"))
    cells = []
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        tags = set(cell.get("metadata", {}).get("tags", []))
        if "skip-execution" in tags:
            continue
        source = cell.get("source", "")
        cells.append({
            "source": "".join(source) if isinstance(source, list) else source,
            "shown": not tags & {"remove-cell", "remove-output"},
            "raises": "raises-exception" in tags,
        })
    return cells


def folder_files(folder: Path) -> dict[str, bytes]:
    """The files a notebook in ``folder`` may read by a relative path (records, data):
    everything in the folder and its subfolders except notebooks, pages, hidden and
    ``_`` folders, and subfolders that are chapters of their own (with pages)."""
    files: dict[str, bytes] = {}

    def walk(here: Path) -> None:
        for p in sorted(here.iterdir()):
            if p.name.startswith((".", "_")):
                continue
            if p.is_dir():
                if not any(p.glob("*.ipynb")) and not any(p.glob("*.md")):
                    walk(p)
            elif p.suffix not in (".ipynb", ".md") and p.stat().st_size <= MAX_DATA_FILE:
                files[p.relative_to(folder).as_posix()] = p.read_bytes()

    walk(folder)
    return files


def _folder_bundle(app: Sphinx, folder: Path) -> dict[str, str] | None:
    """The page's working folder for the live kernel, and a zip of its data files."""
    live = app.tarock_live  # type: ignore[attr-defined]
    root = Path(app.srcdir)
    rel = folder.relative_to(root).as_posix()
    if rel not in live["folders"]:
        files = folder_files(folder)
        data = _zip(files) if files else b""
        live["folders"][rel] = data
    data = live["folders"][rel]
    bundle = {"cwd": rel}
    if data:
        bundle["files"] = f"{LIVE}/files/{_bundle_name(rel)}?v={_short_hash(data)}"
    return bundle


def _bundle_name(rel: str) -> str:
    return (rel.replace("/", "-") or "root") + ".zip"


def _zip(files: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(files):
            zi = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(zi, files[path])
    return buf.getvalue()


def _on_page(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
             doctree: Any) -> None:
    live = getattr(app, "tarock_live", None)
    body = context.get("body", "")
    if live and WIDGET_VIEW in body:
        cells = notebook_cells(app, pagename)
        if cells is not None:
            config = {key: live[key] for key in ("worker", "wheels")}
            config["cells"] = cells
            config.update(_folder_bundle(app, Path(app.env.doc2path(pagename)).parent) or {})
            config["slots"] = body.count(f'<script type="{WIDGET_VIEW}">')
            text = json.dumps(config, ensure_ascii=False).replace("</", "<\\/")
            # In the head, with boot.js inlined after it, so Python starts before
            # the page's other scripts are fetched; live.js (async) takes over.
            context["metatags"] = (context.get("metatags", "")
                                   + '\n<script type="application/json" id="tt-live-config">'
                                   + text + "</script>\n<script>" + _boot_js() + "</script>")
            app.add_js_file("live/live.js", priority=200, loading_method="async")
    # The book's own icon, so browsers do not ask for /favicon.ico (a 404 on any
    # static host); the theme leaves html_favicon out of the page.
    context["metatags"] = (context.get("metatags", "") + '\n<link rel="icon" type="image/svg+xml" '
                           f'href="{context["pathto"]("_static/favicon.svg", 1)}">')
    if "script_files" in context:
        # The widgets' stored state too: nothing draws it (live.js makes the widgets
        # anew in the reader's Python; each widget cell has its own static picture).
        context["script_files"] = [js for js in context["script_files"]
                                   if not _is_thebe(js) and not _is_widget_state(js)]
    if "css_files" in context:
        context["css_files"] = [css for css in context["css_files"] if not _is_thebe(css)]


REDIRECT = """<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8">
<meta http-equiv="Refresh" content="0; url={url}">
<link rel="icon" type="image/svg+xml" href="_static/favicon.svg">
<title>{title}</title></head>
<body><p><a href="{url}">{title}</a></p></body></html>
"""


def _write_root_redirect(app: Sphinx, exception: Exception | None) -> None:
    """The site's index.html: the redirect to the first page that Jupyter Book's
    TOC extension would write (it writes none when one exists), with the icon link
    (else browsers ask for /favicon.ico) and a link for readers without refresh."""
    index = Path(app.outdir) / "index.html"
    if exception is not None or app.builder.format != "html" or app.config.root_doc == "index":
        return
    url = f"{app.config.root_doc}.html"
    index.write_text(REDIRECT.format(url=escape(url), title=escape(app.config.html_title or url)),
                     encoding="utf-8")


def _drop_source_maps(app: Sphinx, exception: Exception | None) -> None:
    """The theme's source maps (3 MB) only serve a developer's browser tools: cut them,
    and the comments that name them (so even those tools ask for nothing missing)."""
    if exception is not None or app.builder.format != "html":
        return
    static = Path(app.outdir) / "_static"
    for source_map in static.rglob("*.map"):
        source_map.unlink()
    for path in [*static.rglob("*.js"), *static.rglob("*.css")]:
        text = path.read_bytes()
        if b"sourceMappingURL=" in text:
            kept = [line for line in text.split(b"\n")
                    if not line.lstrip().startswith((b"//# sourceMappingURL=",
                                                     b"/*# sourceMappingURL="))]
            if len(kept) < text.count(b"\n") + 1:
                path.write_bytes(b"\n".join(kept))


COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".txt", ".map"}
MIN_COMPRESSED = 8_000


def _precompress(app: Sphinx, exception: Exception | None) -> None:
    """Write ``x.gz`` next to every large text or WebAssembly file of the site, where
    gzip saves a tenth or more (a stale twin is replaced, a useless one removed)."""
    if exception is not None or app.builder.format != "html":
        return
    saved = 0
    for path in sorted(Path(app.outdir).rglob("*")):
        if path.suffix not in COMPRESSIBLE or not path.is_file():
            continue
        twin = path.with_name(path.name + ".gz")
        data = path.read_bytes()
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        if len(data) < MIN_COMPRESSED or len(packed) > 0.9 * len(data):
            twin.unlink(missing_ok=True)
            continue
        if not twin.is_file() or twin.read_bytes() != packed:
            twin.write_bytes(packed)
        saved += len(data) - len(packed)
    logger.info("precompressed twins save %.1f MB over the wire", saved / 1e6)
    _brotli_twins(app)


BROTLI_MIN = 100_000      # smaller files gain a few kB at most from brotli over gzip
BROTLI_QUALITY = 11       # the site's fixed files (Pyodide, the widget manager): cached
SNAPSHOT_QUALITY = 10     # changes with the engine, so made at every build: 11 took minutes


def _brotli_twins(app: Sphinx) -> None:
    """Write ``x.br`` next to the large files (brotli_twins.mjs, in Node), and the
    snapshot's: brotli of the raw memory, 5.5 MB where the gzipped file is 8.5 MB
    (measured November 2026).  The worker takes whichever bytes come: gzip it unpacks
    itself, the brotli twin the browser has already unpacked.  Results are cached in
    .cache/brotli by content, so an unchanged file costs nothing the next build."""
    out = Path(app.outdir)
    raw = out / LIVE / SNAPSHOT_RAW
    node = shutil.which("node")
    if node is None:
        raw.unlink(missing_ok=True)
        return
    cache = Path(app.confdir) / ".cache" / "brotli"
    big = [p for p in sorted(out.rglob("*")) if p.suffix in COMPRESSIBLE and p.is_file()
           and p.stat().st_size >= BROTLI_MIN]
    started = time.perf_counter()
    snapshot = [raw] if raw.is_file() else []
    for quality, files in ((BROTLI_QUALITY, big), (SNAPSHOT_QUALITY, snapshot)):
        if not files:
            continue
        result = subprocess.run([node, str(HERE / "brotli_twins.mjs"), str(cache), str(quality),
                                 *map(str, files)], capture_output=True, text=True,
                                timeout=1800, check=False)
        if result.returncode != 0:
            logger.warning("brotli twins failed:\n%s", (result.stderr or result.stdout)[-2000:])
    if raw.is_file():
        twin = raw.with_name(raw.name + ".br")
        if twin.is_file():
            twin.replace(out / LIVE / (SNAPSHOT + ".br"))
        raw.unlink()
    logger.info("brotli twins made in %.0f s", time.perf_counter() - started)


def _on_finished(app: Sphinx, exception: Exception | None) -> None:
    live = getattr(app, "tarock_live", None)
    if exception is not None or not live:
        return
    out = Path(app.outdir) / LIVE / "wheels"
    out.mkdir(parents=True, exist_ok=True)
    for name, data in live["built"].items():
        (out / name).write_bytes(data)
    for rel, data in live["folders"].items():
        if data:
            (Path(app.outdir) / LIVE / "files").mkdir(parents=True, exist_ok=True)
            (Path(app.outdir) / LIVE / "files" / _bundle_name(rel)).write_bytes(data)
    make_snapshot(live["pyodide_dir"], Path(app.outdir) / LIVE / SNAPSHOT,
                  Path(app.outdir) / LIVE / SNAPSHOT_RAW,
                  [*live["vendored"], *(out / name for name in live["built"])])


def make_snapshot(pyodide_dir: Path, target: Path, raw: Path, wheels: list[Path]) -> None:
    """Python's memory after start-up and imports, for the readers' browsers
    (make_snapshot.mjs, in Node; npm, which the build needs anyway, brings Node)."""
    node = shutil.which("node")
    if node is None:
        logger.warning("no node on PATH: the live book cannot get its start-up snapshot")
        return
    started = time.perf_counter()
    result = subprocess.run([node, str(HERE / "make_snapshot.mjs"), str(pyodide_dir),
                             str(target), str(raw), *map(str, wheels)],
                            capture_output=True, text=True, timeout=600, check=False)
    if result.returncode != 0 or not target.is_file():
        logger.warning("making the live book's start-up snapshot failed:\n%s",
                       (result.stderr or result.stdout)[-2000:])
        return
    logger.info("live book: start-up snapshot %.1f MB (gzip) in %.0f s",
                target.stat().st_size / 1e6, time.perf_counter() - started)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_search_language(TarockJapanese)
    app.add_post_transform(PanelsWithoutCode)
    app.add_css_file("live/book.css")
    app.connect("builder-inited", _on_builder_inited)
    app.connect("builder-inited", _index_what_readers_see)
    app.connect("html-page-context", _on_page)
    app.connect("build-finished", _on_finished)
    app.connect("build-finished", _drop_source_maps)
    app.connect("build-finished", _write_root_redirect, priority=400)  # before the TOC's
    app.connect("build-finished", _precompress, priority=900)  # after every file is written
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
