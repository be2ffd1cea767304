"""The live book's Python side: runs under Pyodide in the reader's browser.

The page's JavaScript (book/_static/live/live.js) installs the wheels, calls
:func:`setup` with a *bridge* and then :func:`run_cell` for the notebook's cells.
The bridge has two methods, both taking JSON text:

``bridge.publish(msg_type, content_json, metadata_json, buffers)``
    a ``comm_open``/``comm_msg``/``comm_close`` for the page's widget manager,
    exactly what a Jupyter kernel would send;
``bridge.display(bundle_json)``
    a rich output displayed outside any Output widget (the page only uses
    widget views; its static outputs are already on the page);
``bridge.store(key, value)``
    keep ``value`` under ``key`` in the page's ``localStorage`` (a worker has none).

:data:`storage` is what a widget keeps across reloads (the score pad): the page
reads its ``tarock-tutor.*`` entries of ``localStorage`` before Python starts and
hands them to :func:`setup`; each write goes back to ``localStorage`` at once.

Messages from widget views come back through :func:`deliver`.  This module only
needs ``comm`` and ``ipywidgets``; the IPython names they import come from the
small stand-in next to this file (``IPython/``), so the start stays light.
"""

from __future__ import annotations

import ast
import json
import sys
import traceback
from typing import Any

import comm
from comm.base_comm import BaseComm
from IPython.core import display_functions

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

_bridge: Any = None
_namespace: dict[str, Any] = {"__name__": "__main__", "__builtins__": __builtins__}
_capturing: list[Any] = []  # Output widgets whose ``with`` block is running


def _json(obj: Any) -> str:
    return json.dumps(obj, default=str, ensure_ascii=False)


class BrowserComm(BaseComm):
    """A comm whose messages go straight to the page's widget manager."""

    def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None,
                    buffers: Any = None, **keys: Any) -> None:
        if _bridge is None:
            return
        content = {"comm_id": self.comm_id, "data": data or {}, **keys}
        _bridge.publish(msg_type, _json(content), _json(metadata or {}),
                        _to_js([bytes(b) for b in buffers or ()]))


def _to_js(buffers: list[bytes]) -> Any:
    try:
        from pyodide.ffi import to_js  # type: ignore[import-not-found]
    except ImportError:  # plain CPython (tests)
        return buffers
    return to_js(buffers)


def deliver(comm_id: str, msg_json: str, buffers: Any = None) -> bool:
    """Hand a message from a widget view to its comm; False when a callback failed."""
    msg = json.loads(msg_json)
    raw = buffers.to_py() if hasattr(buffers, "to_py") else buffers or ()
    msg["buffers"] = [memoryview(b.to_bytes() if hasattr(b, "to_bytes") else bytes(b))
                      for b in raw]
    target = comm.get_comm_manager().get_comm(comm_id)
    if target is None:
        return True
    try:
        if msg.get("header", {}).get("msg_type") == "comm_close":
            target.handle_close(msg)
        else:
            target.handle_msg(msg)
    except Exception:
        traceback.print_exc()
        return False
    return True


# -- display -----------------------------------------------------------------

class _Hooks:
    def publish(self, obj: Any, *, raw: bool = False, metadata: Any = None,
                display_id: str | None = None, update: bool = False) -> None:
        if _capturing:
            data = obj if raw else display_functions.format_display_data(obj)[0]
            _append(_capturing[-1], {"output_type": "display_data", "data": data,
                                     "metadata": metadata or {}})
            return
        if raw:
            data = obj
        elif hasattr(obj, "_ipython_display_"):
            obj._ipython_display_()
            return
        elif hasattr(obj, "_repr_mimebundle_"):
            data = display_functions.format_display_data(obj)[0]
        else:
            return  # an HTML/SVG picture: the static page already shows it
        if WIDGET_VIEW in data and _bridge is not None:
            _bridge.display(_json({WIDGET_VIEW: data[WIDGET_VIEW]}))

    def clear(self, wait: bool = False) -> None:
        if _capturing:
            out = _capturing[-1]
            if wait:
                out._tt_clear_pending = True
            else:
                out.outputs = ()


def _append(out: Any, output: dict[str, Any]) -> None:
    if getattr(out, "_tt_clear_pending", False):
        out._tt_clear_pending = False
        out.outputs = ()
    if (output["output_type"] == "stream" and out.outputs
            and out.outputs[-1].get("output_type") == "stream"
            and out.outputs[-1].get("name") == output["name"]):
        last = dict(out.outputs[-1])
        last["text"] = last["text"] + output["text"]
        out.outputs = (*out.outputs[:-1], last)
    else:
        out.outputs = (*out.outputs, output)


class _Stream:
    """stdout/stderr inside ``with output_widget:``."""

    def __init__(self, out: Any, name: str) -> None:
        self.out, self.name = out, name

    def write(self, text: str) -> int:
        if text:
            _append(self.out, {"output_type": "stream", "name": self.name, "text": text})
        return len(text)

    def flush(self) -> None:
        pass


def _patch_output_widget() -> None:
    """``with out:`` captures into the widget's ``outputs`` (no kernel to route by id)."""
    import ipywidgets

    def enter(self: Any) -> Any:
        _capturing.append(self)
        self._tt_saved = (sys.stdout, sys.stderr)
        sys.stdout, sys.stderr = _Stream(self, "stdout"), _Stream(self, "stderr")
        return self

    def exit(self: Any, etype: Any, evalue: Any, tb: Any) -> bool:
        sys.stdout, sys.stderr = self._tt_saved
        _capturing.remove(self)
        if etype is None:
            return False
        _append(self, {"output_type": "error", "ename": etype.__name__,
                       "evalue": str(evalue),
                       "traceback": traceback.format_exception(etype, evalue, tb)})
        return True  # shown in the widget, as in a notebook

    ipywidgets.Output.__enter__ = enter
    ipywidgets.Output.__exit__ = exit


# -- kept entries (the page's localStorage) ------------------------------------

class BrowserStorage:
    """The page's ``localStorage`` entries for this book, mirrored: reads are local,
    writes go to the page through the bridge."""

    def __init__(self) -> None:
        self._items: dict[str, str] = {}

    def get(self, key: str, default: str | None = None) -> str | None:
        return self._items.get(key, default)

    def __setitem__(self, key: str, value: str) -> None:
        self._items[key] = value
        if _bridge is not None:
            _bridge.store(key, value)

    def load(self, items_json: str) -> None:
        try:
            items = json.loads(items_json or "{}")
        except ValueError:
            items = {}
        if isinstance(items, dict):
            self._items = {k: v for k, v in items.items()
                           if isinstance(k, str) and isinstance(v, str)}


storage = BrowserStorage()


# -- set-up and cells ----------------------------------------------------------

def setup(bridge: Any, stored_json: str = "{}") -> None:
    """Connect comms and display to the page; import ipywidgets once, up front;
    ``stored_json``: the page's kept entries (see :data:`storage`)."""
    global _bridge
    _bridge = bridge
    storage.load(stored_json)
    comm.create_comm = lambda *args, **kwargs: BrowserComm(*args, **kwargs)
    display_functions.hooks = _Hooks()
    _patch_output_widget()


def _without_magics(source: str) -> str:
    """Notebook-only syntax (``%magic``, ``!shell``) cannot run here: comment it out."""
    return "\n".join("# " + line if line.lstrip().startswith(("%", "!")) else line
                     for line in source.splitlines())


def run_cell(source: str, name: str = "<cell>") -> None:
    """Run one cell like IPython: a final bare expression is displayed."""
    tree = ast.parse(_without_magics(source), filename=name, mode="exec")
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr) and not source.rstrip().endswith(";"):
        last = ast.Expression(tree.body.pop().value)
    exec(compile(tree, name, "exec"), _namespace)
    if last is not None:
        value = eval(compile(last, name, "eval"), _namespace)
        if value is not None:
            display_functions.display(value)
