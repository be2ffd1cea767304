"""The specs' worked examples that a table could remember as a result (contract,
declarer, points or the counted pile) written as records and checked through the CLI
(issue 11).  Expected ledgers are the specs' own figures; seats map as the game tests
map them (Cego 3p: A=1, B=2, C=0; 4p: A=1, B=2, C=3, D=0; Neunzehnerrufen S0..S3)."""

from __future__ import annotations

import json

import pytest

from tarock_tutor.cli import main

CG01_PILE = "Sk T21 HK SK CQ DQ HN SJ DJ " + " ".join(f"T{r}" for r in range(2, 20))
CG15_PILE = "T21 SK HK CQ DN HJ " + " ".join(
    f"T{r}" for r in (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)) + " S7 S8 C7 C8"

CASES = [
    # (id, variant, tags, options, expected totals by engine seat)
    ("CG-01", "cego3", {"Contract": "cego", "Declarer": "1", "Pile": CG01_PILE}, {},
     (-1, 2, -1)),
    ("CG-07", "cego3", {"Contract": "eine_leere", "Declarer": "0", "Points": "47",
                        "AfterSolo": "true"}, {}, (24, -12, -12)),
    ("CG-08", "cego3", {"Contract": "solo", "Declarer": "1", "Points": "58"}, {},
     (-5, 10, -5)),
    ("CG-09", "cego3", {"Contract": "solo", "Declarer": "1", "Points": "28"}, {},
     (4, -8, 4)),
    ("CG-13", "cego3", {"Contract": "cego", "Declarer": "0", "Points": "40",
                        "AfterSolo": "true"}, {}, (8, -4, -4)),
    ("CG-15", "cego4", {"Contract": "eine", "Declarer": "2", "Pile": CG15_PILE}, {},
     (6, 6, -18, 6)),
    ("A-5", "neunzehnerrufen", {"Contract": "rufer", "Declarer": "0", "Partner": "2",
                                "Points": "35"}, {}, (0, 0, 0, 0)),
    ("A-5/36", "neunzehnerrufen", {"Contract": "rufer", "Declarer": "0", "Partner": "2",
                                   "Points": "35"}, {"loss_reference": "36"}, (-1, 1, -1, 1)),
    ("A-7", "neunzehnerrufen", {"Contract": "dreier", "Declarer": "1", "Points": "44",
                                "TalonMultiplier": "3"}, {}, (-27, 81, -27, -27)),
    ("A-9", "neunzehnerrufen", {"Contract": "einer", "Declarer": "0", "Points": "34",
                                "TalonMultiplier": "11"}, {}, (-165, 55, 55, 55)),
]


@pytest.mark.parametrize(("case", "variant", "tags", "options", "totals"), CASES,
                         ids=[c[0] for c in CASES])
def test_worked_example_as_a_remembered_record(case, variant, tags, options, totals,
                                               tmp_path, capsys):
    lines = [f"; worked example {case}", f'[Game "{variant}"]']
    # a record names seats 席1…席n: engine seat s is written s + 1
    lines += [f'[{k} "{int(v) + 1 if k in ("Declarer", "Partner") else v}"]'
              for k, v in tags.items()]
    lines += [f'[Option "{k}" "{v}"]' for k, v in options.items()]
    path = tmp_path / f"{case.replace('/', '_')}.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["check", str(path)]) == 0
    assert "確認していません" in capsys.readouterr().out
    assert main(["score", str(path), "--json"]) == 0
    sheet = json.loads(capsys.readouterr().out)["sheets"][0]
    assert tuple(int(a) for a in sheet["totals"]) == totals
