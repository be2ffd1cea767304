"""Every rule option is annotated: in its own data and on the game's decisions page."""

from __future__ import annotations

from pathlib import Path

import pytest

from tarock_tutor import games
from tarock_tutor.core.variants import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
PAGES = {"cego": ROOT / "book" / "cego" / "decisions.md",
         "neunzehnerrufen": ROOT / "book" / "neunzehner" / "decisions.md",
         "dreierles": ROOT / "book" / "dreierles" / "decisions.md",
         "zwanzigerrufen": ROOT / "book" / "zwanziger" / "decisions.md",
         "sicilian": ROOT / "book" / "sicilian" / "decisions.md"}
OPTIONS = [(v.key, o) for v in (REGISTRY[k] for k in games.variant_keys())
           for o in v.options_spec]


@pytest.mark.parametrize(("variant", "option"), OPTIONS,
                         ids=[f"{k}:{o.key}" for k, o in OPTIONS])
def test_option_is_cited_and_annotated(variant, option):
    assert option.ref, "every option cites the spec section or decision it follows"
    assert option.source_says and option.chosen and option.why
    page = PAGES[REGISTRY[variant].game].read_text(encoding="utf-8")
    assert option.key in page, f"{option.key} is not annotated on {PAGES[REGISTRY[variant].game]}"
    assert repr(option.default) in page or str(option.default) in page
