#!/usr/bin/env bash
# Fetch what the live book runs in the reader's browser, so the built site serves it
# itself (no third-party host at run time):
#   the core of Pyodide   from npm pyodide@$PYODIDE_VERSION (no packages of its own)
#   three pure-Python wheels from PyPI: ipywidgets, comm, traitlets
# into _vendor/live/_static/live/.  _config.yml lists _vendor/live in
# html_extra_path, so the site gets _static/live/pyodide-<version>/ and
# _static/live/wheels/.  The project's own wheel is built by book/_ext/tarock_book.py
# at every book build (it changes with the engine).
# Idempotent: a stamp records the versions; nothing is fetched when it matches.
# Needs npm, the npm registry and PyPI the first time only.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PY="${PY:-$ROOT/.venv/bin/python}"
PYODIDE_VERSION="314.0.6"
WHEELS=("ipywidgets==8.1.9" "comm==0.2.3" "traitlets==5.16.1")
DEST="$ROOT/_vendor/live/_static/live"
STAMP="$ROOT/_vendor/live/.stamp"
WANT="pyodide@$PYODIDE_VERSION ${WHEELS[*]}"

if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$WANT" ]]; then
  exit 0
fi
command -v npm >/dev/null || { echo "error: npm is needed to fetch Pyodide" >&2; exit 1; }
echo "==> fetching the in-browser Python (pyodide@$PYODIDE_VERSION, ${WHEELS[*]}) into _vendor/live"
rm -rf "$ROOT/_vendor/live"
mkdir -p "$DEST/pyodide-$PYODIDE_VERSION" "$DEST/wheels"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

tarball="$(cd "$WORK" && npm pack --silent "pyodide@$PYODIDE_VERSION" | tail -n 1)"
# Only what loadPyodide() fetches: the loader, the runtime, the standard library and
# the lock file (no console pages, type declarations or source maps).
for f in pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json; do
  tar -xzf "$WORK/$tarball" -C "$WORK" "package/$f"
  mv "$WORK/package/$f" "$DEST/pyodide-$PYODIDE_VERSION/$f"
done
# The loader names its source map; drop the comment so no browser asks for a file
# we do not ship.
sed -i '/^\/\/# sourceMappingURL=/d' "$DEST/pyodide-$PYODIDE_VERSION/pyodide.mjs"

"$PY" -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
  -d "$DEST/wheels" "${WHEELS[@]}"
echo "$WANT" > "$STAMP"
echo "    in-browser Python: $(du -sh "$DEST" | cut -f1) in _vendor/live"
