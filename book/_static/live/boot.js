/*
 * The live book's first step, inlined by tarock_book.py into the head of every
 * page with live widgets, just after its #tt-live-config block: it starts the
 * Python worker before the page's other scripts are even fetched.  live.js
 * (async) takes over window.ttLiveBoot: the worker and its early messages.
 */
(function () {
  "use strict";
  var tag = document.getElementById("tt-live-config");
  if (!tag || typeof Worker === "undefined") return;
  var boot = (window.ttLiveBoot = { at: performance.now(), messages: [], error: null, worker: null });
  try {
    var cfg = JSON.parse(tag.textContent);
    var root = new URL(document.documentElement.dataset.content_root || "./", location.href);
    var url = function (path) { return new URL(path, root).href; };
    // The worker's address says where Pyodide and the snapshot are, so Python
    // starts loading before this page's message reaches it.
    boot.worker = new Worker(url(cfg.worker), { type: "module" });
    boot.worker.onmessage = function (event) { boot.messages.push(event.data); };
    boot.worker.onerror = function (event) { boot.error = event.message || "the worker failed to start"; };
    // What widgets keep across reloads (the score pad): the worker has no
    // localStorage, so its entries go with the start and come back as "store".
    var stored = {};
    try {
      for (var i = 0; i < localStorage.length; i++) {
        var key = localStorage.key(i);
        if (key && key.indexOf("tarock-tutor.") === 0) stored[key] = localStorage.getItem(key);
      }
    } catch (e) { /* storage turned off: nothing is kept */ }
    boot.worker.postMessage({
      type: "start",
      wheels: cfg.wheels.map(url),
      files: cfg.files ? url(cfg.files) : null,
      cwd: cfg.cwd || "",
      cells: cfg.cells,
      slots: cfg.slots,
      stored: stored,
    });
  } catch (e) {
    boot.error = String((e && e.message) || e);
  }
})();
