"""Bad input to the core's public pieces carries a code, and its Japanese is the code's
sentence (issue 17 item 5): one bad input each, the code, the exact Japanese, and no
English word leaking through."""
# ruff: noqa: E501  (the expected sentences are kept whole, as a reader sees them)

from __future__ import annotations

from collections.abc import Callable

import pytest

from tarock_tutor import games
from tarock_tutor.core.cards import get_pack
from tarock_tutor.core.checker import what_if
from tarock_tutor.core.counting import baden_units
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import error_ja
from tarock_tutor.core.hand import Hand, Trick
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Phase
from tarock_tutor.core.solver import solve
from tests.core.test_error_codes import no_english, raised

CASES: list[tuple[str, Callable[[], object], str, str]] = [
    ("pack", lambda: get_pack("tarock78"), "UNKNOWN_PACK",
     "「tarock78」というパックはありません。選べるパック: cego51、neunzehner54、sicilian63、tarock54、zwanziger40"),
    ("hand twice", lambda: Hand.parse("T1 T1"), "CARD_TWICE",
     "「切札1」が2回書かれています。どのカードもパックに1枚しかありません。"),
    ("hand pack", lambda: Hand.parse("S7", get_pack("cego51")), "CARD_NOT_IN_PACK",
     "「S7」はこのゲームのパックにないカードです。"),
    ("remove", lambda: Hand.parse("T1").without(parse_cards("T2")), "CARDS_NOT_IN_HAND",
     "切札2は手札にないので、取り除けません。"),
    ("trick size", lambda: Trick.parse("T1 T2 T3 T4 T5", seats=4), "TRICK_SIZE",
     "4人のトリックには多くても4枚です(5枚では多すぎます)。"),
    ("trick seat", lambda: Trick.parse("T1 T2").card_of(3), "SEAT_NOT_IN_TRICK",
     "席4はこのトリックにカードを出していません。"),
    ("trick twice", lambda: Trick.parse("T1 T1"), "CARD_TWICE",
     "「切札1」が2回書かれています。どのカードもパックに1枚しかありません。"),
    ("seed", lambda: Rng("7"), "SEED_RANGE",  # type: ignore[arg-type]
     "シードは 0 から 2**64−1 までの整数で指定します(「'7'」は使えません)。"),
    ("points", lambda: baden_units(71), "POINTS_RANGE",
     "点数は 0〜70 の整数で指定します(「71」は使えません)。"),
    ("phase", lambda: Phase("nap"), "UNKNOWN_PHASE", "「nap」という段階はありません。"),
    ("solve state", lambda: solve("x"), "NOT_A_STATE",  # type: ignore[arg-type]
     "ディールの状態(new_deal で作ったもの)が要ります(「'x'」は使えません)。"),
    ("solve limit", lambda: solve(games.new_deal("cego3", seed=1), max_nodes=0),
     "SOLVER_BAD_LIMIT", "max_nodes は正の数で指定します(「0」は使えません)。"),
    ("solve phase", lambda: solve(games.new_deal("cego3", seed=1)), "SOLVER_NOT_IN_PLAY",
     "最善手の計算はカードのプレイ中の局面でだけできます(いまはビッドの段階です)。"),
    ("what if", lambda: what_if(games.new_deal("cego3", seed=1), []), "WHATIF_UNFINISHED",
     "このディールはまだ終わっていないので、比べる点数がありません。"),
]


@pytest.mark.parametrize(("name", "call", "code", "ja"), CASES, ids=[c[0] for c in CASES])
def test_bad_input_has_a_code_and_japanese(name: str, call: Callable[[], object], code: str,
                                           ja: str) -> None:
    err = raised(call)
    assert err.code == code
    text = error_ja(err)
    assert text == ja and no_english(text), text
