"""Pictures and tables built from the core: SVG cards (:mod:`.svg`), HTML sheets (:mod:`.html`).

This layer imports only :mod:`tarock_tutor.core` and the standard library.
"""

from __future__ import annotations

from tarock_tutor.render.svg import card_svg, hand_svg, talon_svg, trick_svg

__all__ = ["card_svg", "hand_svg", "talon_svg", "trick_svg"]
