"""Golden playthroughs of Zwanzigerrufen: seeded and typed-in deals with their sheets.

Same format and machinery as ``make.py`` (a deal record followed by its score
sheet as ``; `` lines).  The typed-in deal is the one of the tests for worked
example B-15 (S0 holds the I and lacks XX; S2 holds XX).

Run:  .venv/bin/python tests/playthroughs/make_zwanziger.py [--force] [file …]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from make import Case, main

B15 = ("T1 T21 T19 T18 T17 T16 T15 SK SQ HK",
       "T14 T13 T12 SN SJ S10 CK CQ CN CJ",
       "T20 T11 T10 T9 T8 C10 HQ HN HJ H1",
       "Sk T7 T6 T5 T4 DK DQ DN DJ D1")

CASES: tuple[Case, ...] = (
    Case("zw-rufer.txt", "zwanzigerrufen", dealer=3, seed=12, playout=12,
         script=("0 bid rufer", "0 call T20", "0 announce done", "1 bid pass"),
         note="Zwanzigerrufen, seeded: a Rufer, the rest of the calls at random"),
    Case("zw-solo.txt", "zwanzigerrufen", dealer=1, seed=40, playout=40,
         script=("2 bid rufer", "2 call T19", "2 announce done", "3 bid solo"),
         note="Zwanzigerrufen, seeded, dealer seat 1: a Solo over the eldest's Rufer"),
    Case("zw-b15-typed.txt", "zwanzigerrufen", dealer=3, playout=2, hands=B15,
         script=("0 bid rufer", "0 call T20", "0 announce pagat", "0 announce done",
                 "1 bid pass", "1 announce kontra:game", "1 announce done",
                 "2 bid pass", "2 announce re:game", "2 announce done",
                 "3 bid pass", "3 announce sub:game", "3 announce kontra:pagat",
                 "0 announce re:pagat", "1 announce done", "3 announce sub:pagat"),
         note="Zwanzigerrufen, typed in: the calls of worked example B-15, then random play"),
    Case("zw-farberl-typed.txt", "zwanzigerrufen", dealer=3, playout=5, hands=B15,
         options={"farberl": True},
         script=("0 bid rufer", "0 call T20", "0 announce done", "1 bid farberl",
                 "1 announce done", "2 bid pass", "2 announce kontra:game",
                 "3 bid pass"),
         note="Zwanzigerrufen with Farberl, typed in: a Farberl over the Rufer, Kontra"),
)


if __name__ == "__main__":
    main(sys.argv[1:], CASES)
