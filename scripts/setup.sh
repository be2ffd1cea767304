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
echo "Done.  Handouts to print: _build/pdf/handouts.pdf (one sheet per game and page)."
echo "To open the book: $(realpath -s --relative-to="$PWD" "$PY" 2>/dev/null || echo "$PY") $(realpath -s --relative-to="$PWD" "$ROOT/scripts/serve.py" 2>/dev/null || echo "$ROOT/scripts/serve.py"), then http://127.0.0.1:8000/ in your browser."
if [[ "${1:-}" == "--serve" ]]; then
  exec "$PY" "$ROOT/scripts/serve.py" 8000
fi
