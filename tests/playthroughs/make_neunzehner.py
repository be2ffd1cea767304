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

from make import HERE, Case, text_of

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
)


def main(argv: list[str]) -> None:
    force = "--force" in argv
    wanted = {a for a in argv if not a.startswith("--")}
    for case in CASES:
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
