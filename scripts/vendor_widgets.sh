#!/usr/bin/env bash
# Fetch the two JavaScript files the static book needs to show ipywidgets offline:
#   embed-amd.js  from @jupyter-widgets/html-manager@1.0.6 (package/dist/embed-amd.js)
#   require.js    from requirejs@2.3.4 (package/require.js)
# into _vendor/widgets/_static/widgets/, and the bundle's icon fonts (the .woff2
# files of package/dist/; every browser the book supports takes woff2) into
# _vendor/widgets/_static/widgets/fonts/ (book/_static/live/widget-fonts.js points
# the bundle there).  _config.yml lists _vendor/widgets in
# html_extra_path, so the built site gets _static/widgets/{require,embed-amd}.js, and
# live.js loads them on a page that goes live (nb_ipywidgets_js is empty: no page
# lists them).  They are not in a source _static/ folder on purpose: Jupyter Book
# would then add them to every page.
# Idempotent: files that are already there are kept.  Needs npm and the npm registry
# the first time only.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEST="$ROOT/_vendor/widgets/_static/widgets"
HTML_MANAGER="@jupyter-widgets/html-manager@1.0.6"
REQUIREJS="requirejs@2.3.4"

if [[ -s "$DEST/embed-amd.js" && -s "$DEST/require.js" && -f "$ROOT/_vendor/widgets/.fonts-complete" ]]; then
  exit 0
fi
command -v npm >/dev/null || { echo "error: npm is needed to fetch the widget JavaScript" >&2; exit 1; }
echo "==> fetching widget JavaScript ($HTML_MANAGER, $REQUIREJS) into _vendor/widgets"
mkdir -p "$DEST"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

fetch() {  # fetch <package@version> <path inside the tarball> <target file name>
  local spec="$1" inner="$2" target="$3" tarball
  tarball="$(cd "$WORK" && npm pack --silent "$spec" | tail -n 1)"
  mkdir -p "$WORK/x"
  tar -xzf "$WORK/$tarball" -C "$WORK/x" "package/$inner"
  mv "$WORK/x/package/$inner" "$DEST/$target.tmp"
  mv "$DEST/$target.tmp" "$DEST/$target"
  rm -rf "$WORK/x"
}

[[ -s "$DEST/embed-amd.js" ]] || fetch "$HTML_MANAGER" dist/embed-amd.js embed-amd.js
[[ -s "$DEST/require.js" ]] || fetch "$REQUIREJS" require.js require.js
if [[ ! -f "$ROOT/_vendor/widgets/.fonts-complete" ]]; then
  tarball="$(cd "$WORK" && npm pack --silent "$HTML_MANAGER" | tail -n 1)"
  mkdir -p "$WORK/f" "$DEST/fonts"
  tar -xzf "$WORK/$tarball" -C "$WORK/f" --wildcards 'package/dist/*.woff2'
  mv "$WORK"/f/package/dist/*.woff2 "$DEST/fonts/"
  touch "$ROOT/_vendor/widgets/.fonts-complete"
fi
echo "    widget JavaScript: $(find "$DEST" -type f | wc -l) files, $(du -sh "$DEST" | cut -f1)"
