"""``Verdict`` words an action through the labels it was given (issue 17 item 5): it
never looks its game up in the global registry, so a game that is not registered (or a
verdict made outside a state) is worded the same way."""

from __future__ import annotations

import ast
from pathlib import Path

from tarock_tutor import games
from tarock_tutor.core import protocol
from tarock_tutor.core.labels import Labels, Term
from tarock_tutor.core.protocol import Bid, RuleRef, Verdict
from tarock_tutor.games.cego.labels import LABELS as CEGO_LABELS
from tarock_tutor.games.cego.pack import CEGO51


def test_verdict_uses_the_labels_it_is_given() -> None:
    mine = Labels("nowhere", (Term("grand", "大きな賭け"),), kinds={"bid": "宣言"})
    v = Verdict(False, "NOT_YOUR_TURN", Bid(0, "grand"), rule=RuleRef("protocol"),
                params={"seat": 0, "to_move": 1, "what": "grand"}, game="nowhere",
                labels=mine)
    assert v.action_ja() == "「席1: 宣言 大きな賭け」"
    assert v.params_ja()["what"] == "大きな賭け"
    plain = Verdict(False, "NOT_YOUR_TURN", Bid(0, "grand"), game="nowhere")
    assert "grand" in plain.action_ja() and plain.params_ja() == {}


def test_a_state_passes_its_game_labels_and_pack() -> None:
    state = games.new_deal("cego3", seed=1)
    v = state.explain(Bid(0, "solo"))   # seat 席2 is to move
    assert v.labels is CEGO_LABELS and v.pack is CEGO51
    assert v.message("ja").startswith("「席1: ビッド ソロ」は不可")


def test_protocol_does_not_import_the_registry() -> None:
    tree = ast.parse(Path(protocol.__file__).read_text(encoding="utf-8"))
    froms = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert "tarock_tutor.core.registry" not in {n.module for n in froms}
    assert not {a.name for n in froms for a in n.names} & {"GAMES", "REGISTRY", "game_of"}
