"""Neunzehnerrufen's 54-card Tarock pack (seed 001; spec
neunzehner-zwanziger-sicilian.md §1.2), registered with the core."""

from __future__ import annotations

from tarock_tutor.core.cards import register_pack
from tarock_tutor.games.tarock_deck import tarock54

NEUNZEHNER54 = register_pack(tarock54(
    "neunzehner54", "54-card Tarock pack (Neunzehnerrufen)",
    top="Sküs", top_ja="スキュース", mond=True,
    source="seed 001 (Neunzehnerrufen, after Philebus, Tarocchi); "
    "spec neunzehner-zwanziger-sicilian.md §1.2"))
