"""``from IPython.display import HTML, display`` in the live book."""

from __future__ import annotations

from .core.display import (
    HTML,
    JSON,
    SVG,
    DisplayObject,
    Image,
    Javascript,
    Latex,
    Markdown,
    Math,
    Pretty,
    TextDisplayObject,
    display_html,
    display_javascript,
    display_json,
    display_latex,
    display_markdown,
    display_svg,
)
from .core.display_functions import (
    DisplayHandle,
    clear_output,
    display,
    publish_display_data,
    update_display,
)

__all__ = [
    "HTML", "JSON", "SVG", "DisplayHandle", "DisplayObject", "Image", "Javascript", "Latex",
    "Markdown", "Math", "Pretty", "TextDisplayObject", "clear_output", "display",
    "display_html", "display_javascript", "display_json", "display_latex",
    "display_markdown", "display_svg", "publish_display_data", "update_display",
]
