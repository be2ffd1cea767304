"""Golden playthroughs of Sicilian Tarocchi: seeded and typed-in deals with their sheets.

Same format and machinery as ``make.py`` (a deal record followed by its score sheet
as ``; `` lines).  A random player nearly always offers in the bargaining, so the
played deals script the bargaining (everybody waits) and let the rest be random.
A typed-in deal lists each player's 15 cards in deal order (the first 10 are held
during the bargaining) and the 3 talon cards.

Run:  .venv/bin/python tests/playthroughs/make_sicilian.py [--force] [file …]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from make import Case, main

WAIT = ("0 bid wait", "1 bid wait", "2 bid wait", "3 bid wait")
TYPED = ("T1 S5 S6 S7 S8 S9 C5 C6 C7 C8 S10 C9 C10 H5 H6",
         "T20 T18 T17 T15 T14 T13 SQ SN SJ CQ H7 H8 H9 H10 D5",
         "T19 T16 SK T12 T11 T10 T9 CN CJ HQ D6 D7 D8 D9 D10",
         "Fu CK HK DK T8 T7 T6 T5 T4 T3 HN HJ DQ DN DJ")
TYPED_TALON = "T2 Mi D4"

CASES: tuple[Case, ...] = (
    Case("sic-throw-in.txt", "sicilian", dealer=3, seed=9, playout=9,
         script=("0 bid offer_6", "1 bid shuffle", "2 bid wait", "3 bid wait",
                 "2 bid take_4", "3 bid take_2"),
         note="Sicilian Tarocchi, seeded: the throw-in of worked example C-9"),
    Case("sic-solo.txt", "sicilian", dealer=3, seed=21, playout=21,
         script=(*WAIT, "0 bid pass", "1 bid solo", "2 bid solo"),
         note="Sicilian Tarocchi, seeded: two Solos, seat 1 has priority (as in C-13)"),
    Case("sic-partnership.txt", "sicilian", dealer=1, seed=4, playout=4,
         script=("2 bid wait", "3 bid wait", "0 bid wait", "1 bid wait",
                 "2 bid pass", "3 bid pass", "0 bid pass", "1 bid pass"),
         note="Sicilian Tarocchi, seeded, dealer seat 1: a called King; the Fugitive pays a blank"),
    Case("sic-typed.txt", "sicilian", dealer=3, playout=3, hands=TYPED, talon=TYPED_TALON,
         script=(*WAIT, "0 bid pass", "1 bid pass", "2 bid pass", "3 bid pass",
                 "3 discard HN HJ DJ", "0 bid zero", "1 bid twenty", "2 bid zero",
                 "3 bid zero", "0 bid zero", "1 call CK", "2 announce knock_19"),
         note="Sicilian Tarocchi, typed in: '20', no '15', the dealer holds the called King"),
)


if __name__ == "__main__":
    main(sys.argv[1:], CASES)
