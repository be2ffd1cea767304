"""Issue 20, item 2: the checker cannot crash.  A card played before the play phase is
no revoke: it is refused (``WRONG_PHASE``) and the rest is left unchecked, under
``python -O`` as well (no ``assert`` stands between a record and the state)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tarock_tutor import games
from tarock_tutor.core.checker import check_text
from tarock_tutor.core.errors import IllegalAction
from tarock_tutor.core.protocol import Bid, Discard, Phase, Play
from tarock_tutor.games.cego.phase_names import Phases

ROOT = Path(__file__).resolve().parents[2]

# The smallest crash of the issue: Cego 3p, seed 1, 席2 (engine seat 1) holds T19 and
# is to bid first; playing it in the auction cannot have happened.
CEGO_PLAY_IN_AUCTION = '[Game "cego3"]\n[Seed "1"]\n[Dealer "0"]\n1 play T19\n2 bid pass\n'


def test_card_played_in_the_auction_is_wrong_phase_not_a_revoke() -> None:
    report = check_text(CEGO_PLAY_IN_AUCTION)
    assert [(x.code, x.line, x.trick) for x in report.irregularities] == [
        ("WRONG_PHASE", 4, None)]
    assert report.state is not None and report.state.phase is Phases.AUCTION
    assert report.state.history == []
    assert report.readable and not report.valid and report.sheet is None


def test_the_same_under_python_O() -> None:
    code = ("from tarock_tutor import games\n"
            "from tarock_tutor.core.checker import check_text\n"
            f"r = check_text({CEGO_PLAY_IN_AUCTION!r})\n"
            "print(sys.flags.optimize, [x.code for x in r.irregularities],"
            " r.state.phase.value, len(r.state.history))\n")
    out = subprocess.run([sys.executable, "-O", "-c", "import sys\n" + code],
                         capture_output=True, text=True, cwd=ROOT, timeout=120,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["1", "['WRONG_PHASE']", "auction", "0"]


@pytest.mark.parametrize("variant", games.variant_keys())
def test_unchecked_apply_of_a_wrong_kind_is_refused(variant: str) -> None:
    """``apply(check=False)`` of an action the phase does not take raises WRONG_PHASE in
    every game (it used to reach an ``assert`` in the phase handler)."""
    state = games.new_deal(variant, seed=3)
    seat = state.to_move
    assert seat is not None
    card = state.variant.pack.cards[0]
    wrong = Play(seat, card) if state.phase is not Phase.PLAY else Bid(seat, "pass")
    with pytest.raises(IllegalAction) as info:
        state.apply(wrong, check=False)
    assert info.value.verdict.code == "WRONG_PHASE"
    assert state.history == []


def test_unchecked_apply_after_the_end_is_game_over() -> None:
    done = games.playout(games.new_deal("cego3", seed=2), seed=5)
    with pytest.raises(IllegalAction) as info:
        done.apply(Discard(0, ()), check=False)
    assert info.value.verdict.code == "GAME_OVER"


@pytest.mark.parametrize("variant", games.variant_keys())
def test_a_card_played_before_the_play_phase_in_every_game(variant: str) -> None:
    state = games.new_deal(variant, seed=3)
    text = games.dump_record(state)
    seat = state.to_move
    assert seat is not None
    card = state.variant.pack.cards[0]
    report = check_text(text + f"{seat + 1} play {card.code}\n")   # 席 number
    codes = [x.code for x in report.irregularities]
    assert codes and codes[0] in ("WRONG_PHASE", "NOT_IN_HAND"), codes
    assert report.state is not None and report.state.history == []


@pytest.mark.parametrize(("before", "amount", "line"), [
    ("", "3" + "9" * 300, 4),
    ("0 bid offer_41\n1 bid offer_21\n2 bid offer_43\n", "9" * 5000, 7),
])
def test_a_huge_bargaining_number_is_refused_not_converted(before: str, amount: str,
                                                           line: int) -> None:
    """Found by benchmarks/fuzz_records.py (seed 20): a Sicilian offer of hundreds of
    digits reached ``int()`` in the labels (``ValueError``); it is an unknown statement
    (the bargaining offers 1..54, spec §3.4)."""
    seat = before.count("\n")
    text = f'[Game "sicilian"]\n[Seed "2"]\n[Dealer "3"]\n{before}{seat} bid offer_{amount}\n'
    report = check_text(text)
    assert [(x.code, x.line) for x in report.irregularities] == [("BARGAIN_UNKNOWN", line)]
    assert report.status == "irregular"
