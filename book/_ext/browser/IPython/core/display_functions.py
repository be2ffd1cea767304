"""display(), clear_output() and friends, routed through a replaceable hook."""

from __future__ import annotations

import base64
import uuid
from typing import Any


class _Hooks:
    """``tt_live`` replaces these; the defaults print, like IPython with no shell."""

    def publish(self, obj: Any, *, raw: bool = False, metadata: Any = None,
                display_id: str | None = None, update: bool = False) -> None:
        print(obj if raw else repr(obj))

    def clear(self, wait: bool = False) -> None:
        pass


hooks = _Hooks()

_REPRS = (
    ("text/html", "_repr_html_"),
    ("image/svg+xml", "_repr_svg_"),
    ("text/markdown", "_repr_markdown_"),
    ("text/latex", "_repr_latex_"),
    ("application/json", "_repr_json_"),
    ("application/javascript", "_repr_javascript_"),
    ("image/png", "_repr_png_"),
    ("image/jpeg", "_repr_jpeg_"),
)


def format_display_data(obj: Any, include: Any = None,
                        exclude: Any = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The mime bundle of ``obj``, as IPython's formatters would build it."""
    data: dict[str, Any] = {}
    metadata: dict[str, Any] = {}
    method = getattr(obj, "_repr_mimebundle_", None)
    if callable(method):
        result = method(include=include, exclude=exclude)
        if isinstance(result, tuple):
            result, md = result
            metadata.update(md or {})
        data.update(result or {})
    for mime, name in _REPRS:
        if mime in data:
            continue
        method = getattr(obj, name, None)
        if not callable(method):
            continue
        value = method()
        if isinstance(value, tuple):
            value, md = value
            metadata[mime] = md
        if value is None:
            continue
        if isinstance(value, bytes):
            value = base64.b64encode(value).decode("ascii")
        data[mime] = value
    data.setdefault("text/plain", repr(obj))
    return data, metadata


def display(*objs: Any, include: Any = None, exclude: Any = None, metadata: Any = None,
            transient: Any = None, display_id: Any = None, raw: bool = False,
            clear: bool = False, **kwargs: Any) -> DisplayHandle | None:
    if display_id is True:
        display_id = uuid.uuid4().hex
    if clear:
        clear_output(wait=True)
    for obj in objs:
        hooks.publish(obj, raw=raw, metadata=metadata, display_id=display_id)
    return DisplayHandle(display_id) if display_id else None


def update_display(obj: Any, *, display_id: str, **kwargs: Any) -> None:
    hooks.publish(obj, display_id=display_id, update=True)


def clear_output(wait: bool = False) -> None:
    hooks.clear(wait)


def publish_display_data(data: dict[str, Any], metadata: Any = None, **kwargs: Any) -> None:
    hooks.publish(data, raw=True, metadata=metadata)


class DisplayHandle:
    def __init__(self, display_id: str | None = None) -> None:
        self.display_id = display_id or uuid.uuid4().hex

    def display(self, obj: Any, **kwargs: Any) -> None:
        display(obj, display_id=self.display_id, **kwargs)

    def update(self, obj: Any, **kwargs: Any) -> None:
        update_display(obj, display_id=self.display_id, **kwargs)
