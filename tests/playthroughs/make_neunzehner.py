"""Golden playthroughs of Neunzehnerrufen, one or more complete deals per form.

Same format and machinery as ``make.py`` (a deal record followed by its score
sheet as ``; `` lines); the seeded cases were written from the engine before it
moved onto the shared phase handlers (issue 7), the typed-in ones (every hand and
the talon) once typed-in deals worked.

Run:  .venv/bin/python tests/playthroughs/make_neunzehner.py [--force] [file …]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from make import Case, main

CASES: tuple[Case, ...] = (
    Case("n19-4p.txt", "neunzehnerrufen", dealer=3, seed=11, playout=11,
         script=("0 bid rufer", "1 bid pass", "2 bid pass", "3 bid pass"),
         note="Neunzehnerrufen 4p, seeded: a Rufer with the Rufer draw and the call"),
    Case("n19-4p-zweier.txt", "neunzehnerrufen", dealer=1, seed=23, playout=23,
         script=("2 bid rufer", "3 bid zweier", "2 bid pass", "0 bid pass", "1 bid pass",
                 "3 take reject", "3 take reject", "3 take reject", "3 take back2"),
         options={"loss_reference": 36},
         note="Neunzehnerrufen 4p, seeded: a Zweier taking packet 2 on the way back"),
    Case("n19-3p-dummy.txt", "neunzehnerrufen-3p-dummy", dealer=3, seed=7, playout=7,
         script=("0 bid solo", "2 bid pass", "3 bid pass"),
         options={"dummy_result_to": "controller"},
         note="Neunzehnerrufen 3p + dummy, seeded: a Solo; who plays the dummy"),
    Case("n19-4p-dealer-dummy.txt", "neunzehnerrufen-4p-dealer-dummy", dealer=0, seed=5,
         playout=5, script=("1 bid rufer", "2 bid pass", "3 bid pass", "0 bid pass"),
         note="Neunzehnerrufen 4p, the dealer's hand a dummy, seeded: a Rufer"),
    Case("n19-2p.txt", "neunzehnerrufen-2p", dealer=3, seed=3, playout=3,
         note="Neunzehnerrufen 2p + two dummies, seeded"),
    # Typed in (every hand and the talon, top first), one per form.
    Case("n19-4p-typed.txt", "neunzehnerrufen", dealer=3, playout=1,
         hands=("Sk T21 T1 HK CK DK T12 H2 SK C10 DJ SJ",
                "T11 D4 S10 DQ S8 T20 T18 T7 T19 SN H3 C7",
                "T2 T4 CQ T16 C9 D3 HQ T5 DN D2 T17 HJ",
                "CJ T3 HN T8 H1 T6 T14 S7 T10 D1 SQ S9"),
         talon="T15 CN H4 T9 C8 T13",
         script=("0 bid solo", "1 bid pass", "2 bid pass", "3 bid pass"),
         note="Neunzehnerrufen 4p, typed in: a Solo with Trull and Four kings in hand"),
    Case("n19-3p-dummy-typed.txt", "neunzehnerrufen-3p-dummy", dealer=1, playout=2,
         hands=("C7 H4 T18 HJ Sk T13 C10 T4 T12 D2 T10 T9",
                "HK HN CN T2 DN T3 S10 T6 SN D1 HQ SK",
                "T19 T1 T21 H3 T20 T7 CK DK SJ C8 T8 H2",
                "D3 CQ DJ S7 T15 T5 T16 T14 S8 DQ SQ D4"),
         talon="T17 T11 C9 H1 S9 CJ",
         script=("2 bid rufer", "0 bid pass", "1 bid pass"),
         note="Neunzehnerrufen 3p + dummy, typed in: a Rufer, the dummy opposite the dealer"),
    Case("n19-4p-dealer-dummy-typed.txt", "neunzehnerrufen-4p-dealer-dummy", dealer=3,
         playout=3,
         hands=("T15 Sk T21 T20 T18 T17 T16 T14 C9 D1 C8 S7",
                "C7 T11 T12 CK DQ H3 SJ T6 T5 HQ SK H2",
                "DK DN CJ D4 S10 T7 T19 T13 H1 T10 DJ HK",
                "SN HJ T2 CN S9 D3 CQ C10 S8 D2 T8 HN"),
         talon="T3 H4 T4 T1 SQ T9",
         script=("0 bid einer", "1 bid pass", "2 bid pass", "3 bid pass"),
         note="Neunzehnerrufen 4p, the dealer's hand a dummy, typed in: an Einer"),
    Case("n19-2p-typed.txt", "neunzehnerrufen-2p", dealer=0, playout=4,
         hands=("D1 T8 T16 T3 T21 HQ CK T7 S9 T4 T15 DJ",
                "T19 T18 H4 D3 T10 T1 DN T11 D2 SQ D4 H2",
                "T12 CQ S8 T13 S10 SK DQ C7 H3 CJ T6 Sk",
                "HJ S7 T9 CN T20 SN T17 DK T5 HK T14 SJ"),
         talon="HN H1 C8 C10 T2 C9",
         note="Neunzehnerrufen 2p + two dummies, typed in: the XIX in a dummy"),
)


if __name__ == "__main__":
    main(sys.argv[1:], CASES)
