#!/usr/bin/env bash
# Set everything up and build the live book:  bash scripts/setup.sh [--serve]
# (.venv with the package; the widget JavaScript and the in-browser Python the site
# serves; Debian's Chromium for the browser tests, when apt-get can install it).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
ensure_env
ensure_browser || echo "warning: no Chromium: the book builds, the browser tests cannot run" >&2
ensure_widget_js
ensure_live_runtime
build_book
# the printable handouts (one-page summaries and blank score sheets of every game)
bash "$ROOT/scripts/build_pdf.sh" \
  || echo "warning: the PDF handouts could not be printed (see above)" >&2
echo
echo "The book is built in $ROOT/_build/html.  Its widgets run in the browser, which"
echo "needs the site served over http (file:// pages show the static pictures only):"
echo "  $PY $ROOT/scripts/serve.py      # then open http://127.0.0.1:8000/"
echo "The printable handouts (PDF) are in $ROOT/_build/pdf (handouts.pdf: all of them)."
if [[ "${1:-}" == "--serve" ]]; then
  exec "$PY" "$ROOT/scripts/serve.py" 8000
fi
