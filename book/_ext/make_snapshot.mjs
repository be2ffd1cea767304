// Make the live book's Python start-up snapshot (run by tarock_book.py at build time):
//   node make_snapshot.mjs PYODIDE_DIR OUT_FILE RAW_FILE WHEEL...
// Boots Pyodide in Node with the wheels installed, imports what every live page
// needs (ipywidgets, the runtime, every module of tarock_tutor), and writes the
// interpreter's memory, gzipped.  A reader's browser then restores Python from it
// instead of starting the interpreter and importing everything again (seconds
// less on every page).  Pyodide marks snapshots experimental; live.js falls back
// to a normal start when the snapshot is missing or cannot be used.
// OUT_FILE is gzipped (any host can serve it as is); RAW_FILE, the memory itself,
// is what tarock_book.py makes the brotli twin OUT_FILE.br from (a third smaller;
// the browser unpacks it itself, and live-worker.js takes the bytes as they come).
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const [pyodideDir, outFile, rawFile, ...wheels] = process.argv.slice(2);
// Emscripten takes the program name and "_" from argv; keep build paths out of
// the snapshot that every reader downloads.
process.argv.splice(1);
const indexURL = resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
// PYTHONOPTIMIZE=2 (python -OO): the code objects in the snapshot carry no
// docstrings and no asserts, which makes the download 0.6 MB (7 %) smaller.  No
// module the live pages run reads a docstring (the CLI does, and the pages never
// run it).
const py = await loadPyodide({ indexURL, _makeSnapshot: true, env: { PYTHONOPTIMIZE: "2" } });
const site = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const wheel of wheels) py.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: site });
py.runPython(`
import importlib, pkgutil
importlib.invalidate_caches()
import comm, ipywidgets, IPython.display, tt_live
import os, sys
os.environ.pop("_", None)
import tarock_tutor
for info in pkgutil.walk_packages(tarock_tutor.__path__, "tarock_tutor."):
    if not info.name.endswith("__main__"):
        importlib.import_module(info.name)
`);
const snapshot = py.makeMemorySnapshot();
writeFileSync(outFile, gzipSync(snapshot, { level: 9 }));
writeFileSync(rawFile, snapshot);
console.log(`snapshot: ${(snapshot.length / 1e6).toFixed(1)} MB, written to ${outFile}`);
