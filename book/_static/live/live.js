/*
 * The live book: the widgets on a notebook page answer in the reader's browser.
 *
 * On a page with widgets, tarock_book.py (the book's Sphinx extension) puts a JSON
 * block (#tt-live-config) in the page's head (the wheels to install: ipywidgets,
 * comm, traitlets, the project's own wheel and the small runtime in
 * book/_ext/browser/; the page's code cells and how many widgets the page shows),
 * and right after it boot.js, which starts live-worker.js at once: Python boots
 * and runs the cells up to the last one that shows a widget, off the main thread,
 * while the page loads.  This script (async) then puts each live widget where the
 * static picture of it was.  The static pictures stay for readers without
 * JavaScript, and come back if anything fails.  The widget manager
 * (@jupyter-widgets/html-manager: require.js, widget-fonts.js, embed-amd.js, 4.4 MB)
 * is loaded here, only on a page that goes live, as soon as its panels are in
 * place (so it is parsed while Python downloads and starts); the page does not
 * list it, so a reader without a worker downloads none of it.  Its comms
 * talk to the worker.
 */
(function () {
  "use strict";
  const WIDGET_VIEW = "application/vnd.jupyter.widget-view+json";
  if (!document.getElementById("tt-live-config") || typeof Worker === "undefined") return;
  const live = (window.ttLive = { status: "loading", errors: [], timings: {} });
  const TEXT = {
    loading: "ブラウザ内の Python を準備しています…(初めて開くときは回線の速さにより数秒から十秒ほどかかります。準備ができると、このパネルを操作できます)",
    ready: "ライブ: このパネルはブラウザ内の Python で動いています",
    error: "ライブにできませんでした。準備ができたときの静的な図を表示しています。",
    failed: "Python の処理でエラーが起きました(詳しくはブラウザのコンソール)。",
  };
  const mark = (name, at) => {
    live.timings[name] = Math.round(at === undefined ? performance.now() : at - performance.timeOrigin);
  };
  const uuid = () =>
    (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2) + Date.now()).replace(/-/g, "");

  let badges = [];
  function setStatus(status, detail) {
    live.status = status;
    document.documentElement.dataset.ttLive = status;
    for (const b of badges) {
      b.badge.dataset.state = status;
      b.badge.textContent = detail || TEXT[status];
    }
  }
  function report(error) {
    live.errors.push(String((error && (error.message || error)) || error));
    console.warn("[live book]", error);
  }
  function fail(error) {
    report(error);
    for (const b of badges) {
      b.output.classList.remove("tt-live-pending", "tt-live-ready");
      b.host.replaceChildren();
    }
    setStatus("error");
    if (worker) worker.terminate();
  }

  // ---- Python started in the head (boot.js); its worker is taken over here
  const boot = window.ttLiveBoot || { at: performance.now(), messages: [], error: "boot.js did not run" };
  mark("start", performance.timeOrigin + boot.at);
  const worker = boot.worker;
  const early = boot.messages; // worker messages that came before the widget manager
  let manager = null;
  const WIDGET_STATE = 'script[type="application/vnd.jupyter.widget-state+json"]';
  let managerAsked = false;
  let pageReady = false; // the badges are in place (the manager is asked for after that)
  const addScript = (path, attrs) =>
    new Promise((resolve, reject) => {
      const script = document.createElement("script");
      const root = new URL(document.documentElement.dataset.content_root || "./", location.href);
      script.src = new URL(path, root).href;
      Object.assign(script.dataset, attrs || {});
      script.async = false;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`could not load ${path}`));
      document.head.appendChild(script);
    });
  function loadManager() {
    if (managerAsked || !pageReady || live.status === "error") return;
    managerAsked = true;
    mark("manager");
    // The bundle draws every stored widget state it finds when it loads: the live
    // widgets replace those pictures, so it is given none.
    for (const tag of document.querySelectorAll(WIDGET_STATE)) tag.type = "application/x-tt-widget-state";
    addScript("_static/widgets/require.js")
      .then(() => addScript("_static/live/widget-fonts.js"))
      .then(() => addScript("_static/widgets/embed-amd.js", { jupyterWidgetsCdn: "" }))
      .then(() => {
        window.require(["@jupyter-widgets/html-manager"], (htmlManager) => {
          if (live.status === "error") return;
          manager = new htmlManager.HTMLManager();
          for (const m of early.splice(0)) handle(m);
        }, fail);
      })
      .catch(fail);
  }
  // The manager is asked for as soon as the page's panels are in place: its 4.4 MB
  // of JavaScript (0.7 MB as brotli) then arrive and are parsed while Python's
  // files download and Python starts, not after the cells.  Measured under a
  // 20 Mbit/s throttle (benchmarks/bench_site.py): asked for once the snapshot was
  // in, with Pyodide's downloads alongside the snapshot's, the page waited 1.5–2 s
  // after the cells for it; asked for once Python ran, 3.7 s.
  if (worker) {
    worker.onmessage = (event) => {
      if (manager || event.data.type === "error") return handle(event.data);
      early.push(event.data);
    };
    worker.onerror = (event) => fail(event.message || "the worker failed to start");
    // Leaving the page stops Python at once, so the next page's starts sooner.
    addEventListener("pagehide", (event) => {
      if (!event.persisted) worker.terminate();
    });
  }

  // ---- comms: the widget manager's side of the kernel protocol
  const comms = new Map();
  const pending = new Map(); // msgId -> callbacks of a message the worker is handling
  const shownViews = [];

  class Comm {
    constructor(id, target) {
      this.comm_id = id;
      this.target_name = target;
      this._onMsg = null;
      this._onClose = null;
      this._early = [];
    }
    on_msg(cb) {
      this._onMsg = cb;
      for (const m of this._early.splice(0)) cb(m);
    }
    on_close(cb) {
      this._onClose = cb;
    }
    _receive(msg) {
      if (this._onMsg) this._onMsg(msg);
      else this._early.push(msg);
    }
    open() {
      return "";
    }
    send(data, callbacks, metadata, buffers) {
      return this._toWorker("comm_msg", data, callbacks, metadata, buffers);
    }
    close(data, callbacks, metadata, buffers) {
      return this._toWorker("comm_close", data, callbacks, metadata, buffers);
    }
    _toWorker(msgType, data, callbacks, metadata, buffers) {
      const msgId = uuid();
      pending.set(msgId, callbacks);
      const copies = Array.from(buffers || [], (b) =>
        (ArrayBuffer.isView(b) ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : new Uint8Array(b)).slice().buffer);
      worker.postMessage({ type: "comm", msgId, commId: this.comm_id, msgType, data, metadata, buffers: copies }, copies);
      return msgId;
    }
  }

  function handle(m) {
    switch (m.type) {
      case "publish": {
        const msg = {
          header: { msg_id: uuid(), msg_type: m.msgType },
          parent_header: m.parent ? { msg_id: m.parent } : {},
          metadata: m.metadata,
          content: m.content,
          buffers: m.buffers.map((b) => new DataView(b)),
        };
        const id = m.content.comm_id;
        if (m.msgType === "comm_open") {
          const comm = new Comm(id, m.content.target_name);
          comms.set(id, comm);
          manager.handle_comm_open(comm, msg).catch(report);
        } else if (comms.has(id)) {
          const comm = comms.get(id);
          if (m.msgType === "comm_close") {
            comms.delete(id);
            if (comm._onClose) comm._onClose(msg);
          } else {
            comm._receive(msg);
          }
        }
        break;
      }
      case "idle": {
        const callbacks = pending.get(m.msgId);
        pending.delete(m.msgId);
        if (!m.ok) {
          report("a widget callback raised an exception");
          setStatus("ready", TEXT.failed);
        }
        const status = callbacks && callbacks.iopub && callbacks.iopub.status;
        if (status) {
          status({
            header: { msg_type: "status" },
            parent_header: { msg_id: m.msgId },
            content: { execution_state: "idle" },
          });
        }
        break;
      }
      case "display":
        shownViews.push(m.modelId);
        break;
      case "snapshot":
        live.snapshot = m.used;
        live.snapshotCached = m.cached;
        break;
      case "kept":
        live.snapshotKept = m.ok ? true : m.text;
        break;
      case "store":
        try {
          localStorage.setItem(m.key, m.value);
        } catch (e) {
          report(e);
        }
        break;
      case "timing":
        mark(m.name, m.at);
        break;
      case "done":
        attach().catch(fail);
        break;
      case "error":
        fail(m.text);
        break;
    }
  }

  async function attach() {
    if (shownViews.length < badges.length) {
      throw new Error(`the cells showed ${shownViews.length} widgets; the page has ${badges.length}`);
    }
    await Promise.all(
      badges.map(async (b, k) => {
        const model = await manager.get_model(shownViews[k]);
        const view = await manager.create_view(model);
        await manager.display_view(view, b.host);
        b.output.classList.remove("tt-live-pending");
        b.output.classList.add("tt-live-ready");
      })
    );
    mark("ready");
    setStatus("ready");
  }

  // ---- the page: badges, and the widget manager once require.js has it
  function onPage() {
    const slots = Array.from(document.querySelectorAll(`script[type="${WIDGET_VIEW}"]`));
    badges = slots.map((script) => {
      const badge = document.createElement("div");
      badge.className = "tt-live-status";
      badge.setAttribute("role", "status");
      const host = document.createElement("div");
      host.className = "tt-live-widget";
      // The cell's static picture (an output of its own, above) shows until the
      // live widget is ready; the badge goes where the widget will be.
      script.before(badge);
      script.after(host);
      script.parentElement.classList.add("tt-live-pending");
      return { badge, host, output: script.parentElement };
    });
    setStatus(live.status); // "loading", or "error" if the worker failed already
    pageReady = true;
    const failed = early.find((m) => m.type === "error");
    if (failed) return fail(failed.text);
    loadManager();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", onPage);
  else onPage();
  if (boot.error || !worker) fail(boot.error || "no worker");
})();
