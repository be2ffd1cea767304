"""Golden playthroughs of Dreierles, three and four at the table.

Same format and machinery as ``make.py`` (a deal record followed by its score sheet
as ``; `` lines): seeded deals with a scripted opening that reaches each contract
kind (Kontra and Re, Räuber with Kontras, the sitting-out dealer) and typed-in
deals (every hand and the talon), finished by a seeded random playout.

Run:  .venv/bin/python tests/playthroughs/make_dreierles.py [--force] [file …]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from make import Case, main

CASES: tuple[Case, ...] = (
    Case("dreierles3.txt", "dreierles3", dealer=0, seed=8, playout=8,
         script=("1 bid dreier", "2 bid pass", "0 bid pass"),
         note="Dreierles 3p, seeded: a Dreier; the window for Kontra and Re after 'fertig'"),
    Case("dreierles4.txt", "dreierles4", dealer=3, seed=21, playout=21,
         script=("0 bid pass", "1 bid zweier", "2 bid pass"),
         note="Dreierles 4p, seeded: a Zweier; the sitting-out dealer pays and receives"),
    Case("dreierles3-raeuber.txt", "dreierles3", dealer=1, seed=5, playout=5,
         script=("2 bid pass", "0 bid pass", "1 bid pass", "1 announce kontra",
                 "2 announce pass", "0 announce kontra"),
         note="Dreierles 3p, seeded: Räuber with two Kontras (Steinmauern rules)"),
    Case("dreierles4-raeuber.txt", "dreierles4", dealer=0, seed=13, playout=13,
         script=("1 bid pass", "2 bid pass", "3 bid pass", "3 announce pass",
                 "0 announce kontra", "1 announce pass", "2 announce pass"),
         note="Dreierles 4p, seeded: Räuber; the sitting-out dealer knocks"),
    Case("dreierles3-typed.txt", "dreierles3", dealer=0, playout=3,
         hands=("T4 T3 T2 C9 C8 C7 HK HQ HN HJ H1 H2 H3 H4 DK DQ",
                "Sk T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T1",
                "T7 T6 T5 SK SQ SN SJ S10 S9 S8 S7 CK CQ CN CJ C10"),
         talon="DN DJ D1 D2 D3 D4",
         script=("1 bid solo", "2 bid pass", "0 bid pass", "1 announce zehn_druck",
                 "1 announce pfeife", "1 announce fertig"),
         note="Dreierles 3p, typed in: a Solo with Zehn Druck and the Pfeife announced"),
    Case("dreierles4-typed.txt", "dreierles4", dealer=2, playout=4,
         hands=("Sk T21 T1 SK CK HK DK T20 T19 T18 T17 T16 S10 S9 S8 S7",
                "T15 T14 T13 T12 T11 T10 SQ SN SJ CQ CN CJ C10 C9 C8 C7",
                "",
                "T9 T8 T7 T6 T5 T4 HQ HN HJ H1 H2 H3 DQ DN DJ D1"),
         talon="T3 T2 H4 D2 D3 D4",
         script=("3 bid pass", "0 bid einer", "1 bid pass", "0 discard S7"),
         note="Dreierles 4p, typed in: an Einer with the Droll and four kings"),
)


if __name__ == "__main__":
    main(sys.argv[1:], CASES)
