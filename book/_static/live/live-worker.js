/*
 * The live book's Python, in a Web Worker (started by boot.js in the page's
 * head): Pyodide, the wheels, then the page's code cells.  It plays the part of a
 * Jupyter kernel for the page's widget manager: comm messages go both ways as
 * plain JSON.
 *
 * Its own address says where Pyodide and the start-up snapshot are
 * (live-worker.js?v=…&pyodide=pyodide-…/&snapshot=python-start.bin?v=…, both
 * relative to this file), so Python starts loading as soon as this script runs,
 * before the page's first message arrives (the page may be busy for a while).
 *
 * From the page:  {type: "start", wheels, files, cwd, cells, slots, stored}
 *                 {type: "comm", msgId, commId, msgType, data, metadata, buffers}
 * To the page:    {type: "publish", msgType, content, metadata, buffers, parent}
 *                 {type: "display", modelId}      a widget view a shown cell displayed
 *                 {type: "idle", msgId, ok}       a comm message is fully handled
 *                 {type: "timing", name, at}      (epoch ms)
 *                 {type: "snapshot", used, cached}  whether Python came from the
 *                                                 snapshot; whether that was kept from before
 *                 {type: "kept", ok, text}        the snapshot was (not) written to
 *                                                 Cache Storage after the start
 *                 {type: "store", key, value}    keep in the page's localStorage
 *                 {type: "done"} / {type: "error", text}
 */
let py = null; // the tt_live module
let parent = null; // the page message Python is answering
let cellShown = false;
let chain = Promise.resolve();
const LATER_MS = 1500; // how long the project's own files wait after the start
const afterStart = []; // what runs (not waited for) once the page's widgets are up

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
  store(key, value) {
    post({ type: "store", key: String(key), value: String(value) });
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

// The snapshot file is gzipped, so any host can serve it; a host with
// precompressed files sends its brotli twin (the raw memory, a third smaller),
// which the browser has unpacked by the time the bytes arrive here.
async function gunzip(bytes) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes; // the brotli twin, or a host unzipped it
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// The unzipped snapshot is kept in the browser's Cache Storage (under its
// address, which carries a hash of what it was made from), so a page opened
// again skips the download and the unzipping (~0.3 s).  Without Cache Storage
// (file://, storage turned off) it is unzipped every time.
const SNAPSHOT_CACHE = "tarock-tutor-live-snapshot";

async function openCache() {
  try {
    return self.caches ? await self.caches.open(SNAPSHOT_CACHE) : null;
  } catch (e) {
    return null;
  }
}

let snapshotCached = false; // this start's snapshot came from Cache Storage

async function snapshotFrom(url) {
  const cache = await openCache();
  const hit = cache && (await cache.match(url).catch(() => null));
  if (hit) {
    const bytes = new Uint8Array(await hit.arrayBuffer());
    snapshotCached = true;
    return bytes;
  }
  const bytes = await gunzip(await fetchBytes(url));
  // Written once the page's widgets are up (it would slow this start down), and
  // only the current snapshot is kept: an older build's goes.
  if (cache) afterStart.push(() => keep(cache, url, bytes));
  return bytes;
}

// The page hears when the write has ended and how ({type: "kept"}), so whoever
// checks the cache (tests/browser) waits for that instead of guessing.
async function keep(cache, url, bytes) {
  try {
    for (const request of await cache.keys()) if (request.url !== url) await cache.delete(request);
    await cache.put(url, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    post({ type: "kept", ok: true });
  } catch (e) {
    console.debug("[live book] snapshot not cached", e);
    post({ type: "kept", ok: false, text: String(e) });
  }
}

// Pyodide restores a snapshot into the memory the module starts with; this
// build's is smaller than the book's snapshot, so grow it first (only while
// Pyodide instantiates its module, only as much as the snapshot needs).  The
// snapshot is a promise here: Pyodide awaits it before it instantiates.
//
// Pyodide fetches its WebAssembly as soon as it is called, but compiles it only
// when it instantiates, after the snapshot is in.  So its own request for the
// .wasm is watched (no second download), compiled as it streams in, and the
// compiled module is what it then instantiates: the compiling is done while the
// snapshot still downloads.  If early compiling fails, Pyodide's own way is used.
function prepareModule(snapshot, wasmURL) {
  const saved = { fetch: self.fetch };
  let compiled = null;
  self.fetch = function (input, init) {
    const answer = saved.fetch.call(this, input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!compiled && url === wasmURL) {
      compiled = answer.then((response) => WebAssembly.compileStreaming(response.clone()));
      compiled.catch(() => {});
    }
    return answer;
  };
  // Pyodide also instantiates a small helper module of its own (once per worker):
  // only a module with memory waits for the snapshot, and a failed snapshot
  // leaves every module as it is (the fresh start after it uses them).
  const grow = async (result) => {
    const memory = result.instance && result.instance.exports.memory;
    if (!memory) return result;
    const bytes = await snapshot.then((b) => b.length, () => 0);
    if (memory.buffer.byteLength < bytes) {
      memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / 65536));
    }
    return result;
  };
  for (const name of ["instantiate", "instantiateStreaming"]) {
    saved[name] = WebAssembly[name];
    WebAssembly[name] = async function (...args) {
      if (name === "instantiateStreaming" && compiled) {
        const module = await compiled.catch(() => null);
        if (module) {
          return grow({ instance: await saved.instantiate(module, args[1]), module });
        }
      }
      return grow(await saved[name].apply(this, args));
    };
  }
  return () => {
    self.fetch = saved.fetch;
    WebAssembly.instantiate = saved.instantiate;
    WebAssembly.instantiateStreaming = saved.instantiateStreaming;
  };
}

async function loadPython(m) {
  // Everything at once: Pyodide's loader starts fetching its runtime, WebAssembly
  // and standard library as soon as it is called and awaits the snapshot only
  // before it instantiates, so those downloads share the line with the snapshot's
  // instead of queueing behind it (benchmarks/bench_site.py: the snapshot first,
  // then Pyodide, left the WebAssembly to compile after the last byte came).
  const snapshot = m.snapshot
    ? snapshotFrom(m.snapshot).then((bytes) => {
        mark("snapshot");
        return bytes;
      })
    : null;
  if (snapshot) snapshot.catch(() => {}); // reported below, when Pyodide awaits it
  const { loadPyodide } = await import(m.indexURL + "pyodide.mjs");
  const options = {
    indexURL: m.indexURL,
    stdout: (text) => console.debug(text),
    stderr: (text) => console.warn(text),
  };
  if (snapshot) {
    const restore = prepareModule(snapshot, m.indexURL + "pyodide.asm.wasm");
    try {
      return [await loadPyodide({ ...options, _loadSnapshot: snapshot }), true];
    } catch (e) {
      console.warn("[live book] the start-up snapshot could not be loaded or used; starting Python afresh", e);
    } finally {
      restore();
    }
  }
  return [await loadPyodide(options), false];
}

// Python starts loading now, from this file's own address.
const python = (() => {
  const here = new URL(self.location.href);
  const pyodide = here.searchParams.get("pyodide");
  const snapshot = here.searchParams.get("snapshot");
  mark("worker");
  if (!pyodide) return Promise.reject(new Error(`no pyodide= in the worker's address ${here}`));
  return loadPython({
    indexURL: new URL(pyodide, here).href,
    snapshot: snapshot ? new URL(snapshot, here).href : null,
  });
})();
python.catch(() => {}); // reported when start() awaits it

async function start(m) {
  const [pyodide, fromSnapshot] = await python;
  post({ type: "snapshot", used: fromSnapshot, cached: snapshotCached });
  mark("pyodide");
  const install = async (urls) => unpack(await Promise.all(urls.map(fetchBytes)));
  const unpack = (wheels) => {
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
  py.setup(bridge, JSON.stringify(m.stored || {}));
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
  for (const job of afterStart.splice(0)) job();
  if (fromSnapshot) {
    // Not needed to answer a click (every module is imported already), so it
    // waits until the reader's first clicks are answered; the wheel downloads
    // outside the queue and only its unpacking takes a turn in it, so a click
    // never waits for the download (456 kB, about 0.2 s at 20 Mbit/s).
    const project = m.wheels.filter((url) => /\/tarock_tutor-[^/]*\.whl/.test(url));
    setTimeout(() => {
      Promise.all(project.map(fetchBytes))
        .then((wheels) => queue(() => unpack(wheels)))
        .catch((e) => console.debug("[live book] the project's files did not come", e));
    }, LATER_MS);
  }
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

// One thing at a time: the start, each comm message, the late wheel install.
function queue(job) {
  chain = chain.then(job).catch((e) => post({ type: "error", text: String((e && e.message) || e) }));
}

self.onmessage = (event) => {
  const m = event.data;
  queue(() => (m.type === "start" ? start(m) : deliver(m)));
};
