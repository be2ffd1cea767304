/*
 * The live book's Python, in a Web Worker (started by live.js): Pyodide, the
 * wheels, then the page's code cells.  It plays the part of a Jupyter kernel for
 * the page's widget manager: comm messages go both ways as plain JSON.
 *
 * From the page:  {type: "start", indexURL, snapshot, wheels, files, cwd, cells, slots}
 *                 {type: "comm", msgId, commId, msgType, data, metadata, buffers}
 * To the page:    {type: "publish", msgType, content, metadata, buffers, parent}
 *                 {type: "display", modelId}      a widget view a shown cell displayed
 *                 {type: "idle", msgId, ok}       a comm message is fully handled
 *                 {type: "timing", name, at}      (epoch ms)
 *                 {type: "snapshot", used}        whether Python came from the snapshot
 *                 {type: "done"} / {type: "error", text}
 */
let py = null; // the tt_live module
let parent = null; // the page message Python is answering
let cellShown = false;
let chain = Promise.resolve();

const post = (message) => self.postMessage(message);
const mark = (name) => post({ type: "timing", name, at: performance.timeOrigin + performance.now() });

const bridge = {
  publish(msgType, contentJson, metadataJson, buffers) {
    const list = buffers && buffers.toJs ? buffers.toJs() : buffers || [];
    if (buffers && buffers.destroy) buffers.destroy();
    const copies = Array.from(list, (b) => b.slice().buffer);
    post({
      type: "publish",
      msgType,
      content: JSON.parse(contentJson),
      metadata: JSON.parse(metadataJson),
      buffers: copies,
      parent,
    }, copies);
  },
  display(bundleJson) {
    if (cellShown) {
      post({ type: "display", modelId: JSON.parse(bundleJson)["application/vnd.jupyter.widget-view+json"].model_id });
    }
  },
};

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.url}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function gunzip(bytes) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes; // a host already unzipped it
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Pyodide restores a snapshot into the memory the module starts with; this
// build's is smaller than the book's snapshot, so grow it first (only while
// Pyodide instantiates its module, only as much as the snapshot needs).
function growMemoryTo(bytes) {
  const saved = {};
  for (const name of ["instantiate", "instantiateStreaming"]) {
    saved[name] = WebAssembly[name];
    WebAssembly[name] = async function (...args) {
      const result = await saved[name].apply(this, args);
      const memory = result.instance && result.instance.exports.memory;
      if (memory && memory.buffer.byteLength < bytes) {
        memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / 65536));
      }
      return result;
    };
  }
  return () => Object.assign(WebAssembly, saved);
}

async function loadPython(m) {
  const snapshotBytes = m.snapshot ? fetchBytes(m.snapshot).then(gunzip) : null;
  if (snapshotBytes) snapshotBytes.catch(() => {}); // reported where it is awaited
  const { loadPyodide } = await import(m.indexURL + "pyodide.mjs");
  const options = {
    indexURL: m.indexURL,
    stdout: (text) => console.debug(text),
    stderr: (text) => console.warn(text),
  };
  if (m.snapshot) {
    let restore = null;
    try {
      const snapshot = await snapshotBytes;
      mark("snapshot");
      restore = growMemoryTo(snapshot.length);
      return [await loadPyodide({ ...options, _loadSnapshot: snapshot }), true];
    } catch (e) {
      console.warn("[live book] the start-up snapshot could not be used; starting Python afresh", e);
    } finally {
      if (restore) restore();
    }
  }
  return [await loadPyodide(options), false];
}

async function start(m) {
  mark("worker");
  const [pyodide, fromSnapshot] = await loadPython(m);
  post({ type: "snapshot", used: fromSnapshot });
  mark("pyodide");
  const install = async (urls) => {
    const wheels = await Promise.all(urls.map(fetchBytes));
    const site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
    for (const wheel of wheels) pyodide.unpackArchive(wheel, "wheel", { extractDir: site });
    pyodide.runPython("import importlib; importlib.invalidate_caches()");
    mark("wheels");
  };
  // From the snapshot every module is already imported, so the widgets need no
  // files; the project's own files (data, tracebacks) follow once they are up.
  if (!fromSnapshot) await install(m.wheels);
  // The notebook's folder, as the build's kernel had it: cells read files by
  // relative paths (records, data).
  const home = ("/home/pyodide/" + m.cwd).replace(/\/$/, "");
  pyodide.FS.mkdirTree(home);
  if (m.files) pyodide.unpackArchive(await fetchBytes(m.files), "zip", { extractDir: home });
  pyodide.FS.chdir(home);
  py = pyodide.pyimport("tt_live");
  py.setup(bridge);
  mark("setup");
  let shown = 0;
  const countShown = bridge.display;
  bridge.display = (json) => {
    if (cellShown) shown += 1;
    countShown(json);
  };
  for (const [i, cell] of m.cells.entries()) {
    if (shown >= m.slots) break;
    cellShown = cell.shown;
    try {
      py.run_cell(cell.source, `<cell ${i + 1}>`);
    } catch (e) {
      if (!cell.raises) throw e;
    }
  }
  cellShown = false;
  mark("cells");
  post({ type: "done" });
  if (fromSnapshot) await install(m.wheels.filter((url) => /\/tarock_tutor-[^/]*\.whl/.test(url)));
}

function deliver(m) {
  const msg = {
    header: { msg_id: m.msgId, msg_type: m.msgType },
    parent_header: {},
    metadata: m.metadata || {},
    content: { comm_id: m.commId, data: m.data || {} },
  };
  parent = m.msgId;
  let ok = true;
  try {
    ok = py.deliver(m.commId, JSON.stringify(msg), (m.buffers || []).map((b) => new Uint8Array(b)));
  } finally {
    parent = null;
    post({ type: "idle", msgId: m.msgId, ok });
  }
}

self.onmessage = (event) => {
  const m = event.data;
  chain = chain
    .then(() => (m.type === "start" ? start(m) : deliver(m)))
    .catch((e) => post({ type: "error", text: String((e && e.message) || e) }));
};
