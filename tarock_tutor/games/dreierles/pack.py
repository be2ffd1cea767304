"""Dreierles plays with Cego's 54-card pack (seed 003; spec cego-dreierles.md §3.1):
the same object, registered once more from here so that the game's own package
makes it known."""

from __future__ import annotations

from tarock_tutor.core.cards import register_pack
from tarock_tutor.games.cego.pack import TAROCK54

PACK = register_pack(TAROCK54)
