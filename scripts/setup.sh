#!/usr/bin/env bash
# Set everything up and build the book:  bash scripts/setup.sh [--serve]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
ensure_env
ensure_widget_js
build_book
# The printable handouts (book/appendix/print.md); the book stays usable without them.
bash "$ROOT/scripts/build_pdf.sh" \
  || echo "warning: the PDF handouts were not built (see above); the HTML book is complete" >&2
echo
echo "The book is built: open $ROOT/_build/html/index.html in a browser"
echo "or serve it:  $PY -m http.server --bind 127.0.0.1 8000 --directory $ROOT/_build/html"
if [[ "${1:-}" == "--serve" ]]; then
  exec "$PY" -m http.server --bind 127.0.0.1 8000 --directory "$ROOT/_build/html"
fi
