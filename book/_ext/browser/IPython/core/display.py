"""The display classes the book's notebooks use (HTML, SVG, Markdown ...)."""

from __future__ import annotations

import json
from typing import Any

from .display_functions import display


class DisplayObject:
    def __init__(self, data: Any = None, url: str | None = None, filename: str | None = None,
                 metadata: Any = None) -> None:
        if data is None and filename is not None:
            with open(filename, "rb" if self._binary else "r") as fh:
                data = fh.read()
        self.data = data
        self.url = url
        self.filename = filename
        self.metadata = metadata

    _binary = False

    def __repr__(self) -> str:
        return f"<{type(self).__module__}.{type(self).__name__} object>"


class TextDisplayObject(DisplayObject):
    pass


class HTML(TextDisplayObject):
    def _repr_html_(self) -> Any:
        return self.data

    def __html__(self) -> Any:
        return self.data


class SVG(DisplayObject):
    def _repr_svg_(self) -> Any:
        return self.data


class Markdown(TextDisplayObject):
    def _repr_markdown_(self) -> Any:
        return self.data


class Latex(TextDisplayObject):
    def _repr_latex_(self) -> Any:
        return self.data


class Math(TextDisplayObject):
    def _repr_latex_(self) -> Any:
        return f"$\\displaystyle {self.data}$"


class Pretty(TextDisplayObject):
    def __repr__(self) -> str:
        return str(self.data)


class Javascript(TextDisplayObject):
    def _repr_javascript_(self) -> Any:
        return self.data


class JSON(DisplayObject):
    def _repr_json_(self) -> Any:
        return json.loads(self.data) if isinstance(self.data, str) else self.data


class Image(DisplayObject):
    _binary = True

    def __init__(self, data: Any = None, url: str | None = None, filename: str | None = None,
                 format: str = "png", **kwargs: Any) -> None:
        super().__init__(data, url, filename)
        self.format = "jpeg" if format in ("jpg", "jpeg") or str(filename).endswith(
            (".jpg", ".jpeg")) else "png"

    def _repr_png_(self) -> Any:
        return self.data if self.format == "png" else None

    def _repr_jpeg_(self) -> Any:
        return self.data if self.format == "jpeg" else None


def _show_as(cls: type[DisplayObject]) -> Any:
    def show(*objs: Any, raw: bool = False, **kwargs: Any) -> None:
        display(*(cls(o) if raw else o for o in objs))
    return show


display_html = _show_as(HTML)
display_svg = _show_as(SVG)
display_markdown = _show_as(Markdown)
display_latex = _show_as(Latex)
display_json = _show_as(JSON)
display_javascript = _show_as(Javascript)
