"""Cego's package keeps the shape of issue 7: one module per phase, no import circle
inside the game (every import counted, ``TYPE_CHECKING`` ones too), no file over
~250 lines; the engine's one trick type is the core's ``Trick``."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from tarock_tutor.core.hand import Trick
from tarock_tutor.core.phases import PhasedState, PlayPhase
from tarock_tutor.core.protocol import Phase
from tarock_tutor.games import cego

_spec = importlib.util.spec_from_file_location(
    "engine_structure", Path(__file__).parent.parent / "test_engine_structure.py")
assert _spec is not None and _spec.loader is not None
structure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(structure)

ROOT = Path(cego.__file__).parent


def test_cego_has_no_import_circle() -> None:
    graph = structure.import_graph(ROOT, "tarock_tutor.games.cego")
    assert structure.find_cycle(graph) is None
    # the phases read the shared deal state; the state class is above them all
    for phase in ("phases.auction", "phases.exchange", "phases.play"):
        assert "parts.base" in graph[phase] and "state" not in graph[phase]
    assert "phases" in graph["state"]
    assert {"phases.auction", "phases.exchange", "phases.play"} <= graph["phases"]


def test_cego_files_are_short() -> None:
    sizes = {str(p.relative_to(ROOT)): len(p.read_text(encoding="utf-8").splitlines())
             for p in ROOT.rglob("*.py")}
    assert max(sizes.values()) <= structure.MAX_LINES, sizes


def test_one_handler_per_phase_and_the_core_trick() -> None:
    assert issubclass(cego.CegoState, PhasedState)
    assert set(cego.CegoState.handlers) == {Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY}
    assert isinstance(cego.CegoState.handlers[Phase.PLAY], PlayPhase)
    g = cego.random_playout(cego.new_game(players=4, seed=7), seed=1)
    assert g.tricks and all(type(t) is Trick for t in g.tricks)
    assert g.tricks is g.trickplay.tricks   # one list, kept by the core's trick play
    assert not hasattr(cego, "TrickRecord")
