"""The book's own Sphinx extension (listed in _config.yml as a local extension).

* **Live widgets.**  On every notebook page that shows widgets it adds
  ``_static/live/live.js`` and a JSON block with the page's code cells, the
  address of Pyodide and the wheels to install; the script runs the cells in the
  reader's browser and swaps the static widget pictures for live ones.  The
  wheels are the three fetched by scripts/vendor_live.sh, the project's own
  wheel and the small runtime in ``browser/`` (built here at every build, so
  they always match the engine).
* **Search** that finds German, Italian and Japanese spellings (tarock_search).
* **Clean-up**: the sphinx-thebe scripts Jupyter Book adds to every page (twice,
  which raised ``THEBE_JS_URL has already been declared``) are dropped; the book
  does not use Thebe and they pointed at a third-party host.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import subprocess
import time
import tomllib
import zipfile
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from sphinx.application import Sphinx
from sphinx.util import logging
from tarock_search import TarockJapanese

logger = logging.getLogger(__name__)
HERE = Path(__file__).resolve().parent
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
LIVE = "_static/live"
SNAPSHOT = "python-start.bin"
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
        context["script_files"] = [js for js in context["script_files"] if not _is_thebe(js)]
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
                  [*live["vendored"], *(out / name for name in live["built"])])


def make_snapshot(pyodide_dir: Path, target: Path, wheels: list[Path]) -> None:
    """Python's memory after start-up and imports, for the readers' browsers
    (make_snapshot.mjs, in Node; npm, which the build needs anyway, brings Node)."""
    node = shutil.which("node")
    if node is None:
        logger.warning("no node on PATH: the live book cannot get its start-up snapshot")
        return
    started = time.perf_counter()
    result = subprocess.run([node, str(HERE / "make_snapshot.mjs"), str(pyodide_dir),
                             str(target), *map(str, wheels)],
                            capture_output=True, text=True, timeout=600, check=False)
    if result.returncode != 0 or not target.is_file():
        logger.warning("making the live book's start-up snapshot failed:\n%s",
                       (result.stderr or result.stdout)[-2000:])
        return
    logger.info("live book: start-up snapshot %.1f MB (gzip) in %.0f s",
                target.stat().st_size / 1e6, time.perf_counter() - started)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_search_language(TarockJapanese)
    app.add_css_file("live/book.css")
    app.connect("builder-inited", _on_builder_inited)
    app.connect("html-page-context", _on_page)
    app.connect("build-finished", _on_finished)
    app.connect("build-finished", _drop_source_maps)
    app.connect("build-finished", _write_root_redirect, priority=400)  # before the TOC's
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
