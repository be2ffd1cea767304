"""Write the golden playthroughs: one complete deal a file, with its score sheet.

Each file is a deal record (``games.dump_record``) followed by the expected score
sheet (``sheet.to_text()``) as trailing ``; `` comment lines.  The files are made
once, from the engine as it stands, and then only read: ``tests/test_playthroughs.py``
replays every record and compares the sheet, so a change of behaviour anywhere in
an engine shows up as a changed score sheet (or a record that no longer replays).

A case is a deal (seeded, or typed in: every hand and the talon), optional scripted
opening actions (``"seat kind args"``, to reach a contract a random auction seldom
finds), and the seed of the random playout that finishes it.

Run:  .venv/bin/python tests/playthroughs/make.py [--force] [file …]
(without ``--force`` an existing file is never overwritten).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tarock_tutor import games
from tarock_tutor.core import records
from tarock_tutor.core.protocol import GameState

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Case:
    file: str
    variant: str
    dealer: int
    playout: int                       # seed of the random playout that finishes the deal
    seed: int | None = None
    hands: tuple[str, ...] = ()        # typed-in deal: every hand …
    talon: str = ""                    # … and the talon
    script: tuple[str, ...] = ()       # opening actions "seat kind args" (engine seats 0…n−1;
    #                                    the files are written in record format 2, seats 1…n)
    options: dict[str, Any] = field(default_factory=dict)
    note: str = ""


CASES: tuple[Case, ...] = (
    # Cego, 3 players: Zwei Leere keeping a court card as a pip (its trick rank drops).
    Case("cego3.txt", "cego3", dealer=0, seed=69, playout=69,
         options={"face_card_as_pip": True},
         note="Cego 3p, seeded: Zwei Leere with a court card kept as a pip"),
    # Cego, 4 players: Zwei Verschiedene keeping a court card as a pip.
    Case("cego4.txt", "cego4", dealer=2, seed=18, playout=18,
         options={"face_card_as_pip": True, "stop_negative_early": True},
         note="Cego 4p, seeded: Zwei Verschiedene with a court card kept as a pip"),
    # Cego, 4 players: Bettel lost at the second trick and stopped early.
    Case("cego4-bettel.txt", "cego4", dealer=0, seed=136, playout=136,
         options={"stop_negative_early": True},
         note="Cego 4p, seeded: Bettel lost, play stops early (option C10)"),
    # Cego, 3 players: the declarer exposes instead of leading (spec §2.8).
    Case("cego3-exposed.txt", "cego3", dealer=2, seed=11, playout=11,
         note="Cego 3p, seeded: exposure instead of the first lead"),
    # Cego, 3 players, typed in: Pfeife after a Solo bid, the Pfeife lost late.
    Case("cego3-typed.txt", "cego3", dealer=0, playout=1,
         hands=("C8 H4 DN D2 T13 SJ T21 H3 T3 D1 S8 T15 T1",
                "Sk DJ CQ T19 HJ T18 T17 T4 T2 CN T11 DQ D3",
                "T9 T20 H1 SN T5 S10 T6 CK SQ H2 S9 T14 HQ"),
         talon="HN CJ DK T12 T7 HK T8 SK T10 C10 C9 T16",
         script=("1 bid solo", "2 bid cego", "0 bid eine", "2 bid hold", "0 bid eine_leere",
                 "2 bid hold", "0 bid zwei_leere", "2 bid hold", "0 bid zwei_verschiedene",
                 "2 bid hold", "0 bid pfeife", "2 bid pass"),
         note="Cego 3p, typed in: Pfeife after a Solo bid; the Pfeife is lost late"),
    # Cego, 4 players, typed in: the forced Cego opener turns the deal into Räuber.
    Case("cego4-typed.txt", "cego4", dealer=0, playout=5,
         hands=("T7 C9 SN T3 CJ H1 T11 T5 D2 T4 H3",
                "T20 HK T12 C10 SQ D1 T2 T10 T13 T1 T21",
                "C7 HQ H2 T18 HJ CN T8 S8 S9 T6 Sk",
                "S10 SJ T16 T19 H4 D4 T15 HN CQ DQ C8"),
         talon="T9 T17 SK T14 S7 DN D3 DK DJ CK",
         script=("1 bid pass", "2 bid pass", "3 bid pass", "0 bid pass",
                 "1 bid pass", "2 bid pass", "3 bid pass", "0 bid pass",
                 "1 bid cego", "2 bid pass", "3 bid pass", "0 bid pass", "1 bid raeuber"),
         note="Cego 4p, typed in: Räuber after the forced Cego opening"),
)


def start(case: Case) -> GameState:
    if case.hands:
        state = games.new_deal(case.variant, hands=list(case.hands), talon=case.talon,
                               dealer=case.dealer, **case.options)
    else:
        state = games.new_deal(case.variant, seed=case.seed, dealer=case.dealer,
                               **case.options)
    pack = state.variant.pack
    for line in case.script:
        seat, kind, *args = line.split()
        raw = records.RawAction(0, int(seat), kind, tuple(args))
        state.apply(records.action_from_raw(raw, pack))
    return state


def text_of(case: Case) -> str:
    done = games.playout(start(case), seed=case.playout)
    sheet = done.score_sheet().to_text()
    head = f"; {case.note}\n" if case.note else ""
    return head + games.dump_record(done) + "".join(f"; {line}\n"
                                                    for line in sheet.splitlines())


def main(argv: list[str], cases: tuple[Case, ...] | None = None) -> None:
    """Write the cases' files (``--force`` overwrites; names select some); the other
    games' make scripts pass their own cases."""
    force = "--force" in argv
    wanted = {a for a in argv if not a.startswith("--")}
    for case in CASES if cases is None else cases:
        if wanted and case.file not in wanted:
            continue
        path = HERE / case.file
        if path.exists() and not force:
            print(f"kept    {case.file} (exists; --force overwrites)")
            continue
        path.write_text(text_of(case), encoding="utf-8")
        print(f"wrote   {case.file}")


if __name__ == "__main__":
    main(sys.argv[1:])
