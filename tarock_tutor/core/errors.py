"""The errors a user can meet.  All are ``ValueError`` subclasses and quote the input."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tarock_tutor.core.protocol import Verdict


class TarockError(ValueError):
    """Base class of every error tarock_tutor raises for bad input."""


class InvalidNotation(TarockError):
    """A card or card list could not be read."""


class IllegalAction(TarockError):
    """An action that the rules do not allow in this state; carries the verdict."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        super().__init__(verdict.message("en"))


class InvalidRecord(TarockError):
    """A record file that cannot be read or replayed; carries line and column."""

    def __init__(self, message: str, *, line: int | None = None,
                 column: int | None = None, errors: tuple[str, ...] = ()) -> None:
        self.line = line
        self.column = column
        self.errors = errors
        where = ""
        if line is not None:
            where = f"line {line}" + (f", column {column}" if column is not None else "") + ": "
        super().__init__(where + message)


class VariantError(TarockError):
    """An unknown variant, unknown rule option or an option value out of range."""


_SEAT_RANGE = re.compile(r"席1〜席\d+")
_QUOTED = re.compile(r"'([^']{1,60})'|\"([^\"]{1,60})\"")
_HINTS_JA: tuple[tuple[str, str], ...] = (
    ("impossible deal", "ありえない配り方です(枚数、重複、ほかのパックのカードを"
                        "確かめてください)。"),
    ("not in the", "{q}はこのゲームのパックにないカードです。"),
    ("twice", "{q}が2回書かれています。どのカードもパックに1枚しかありません。"),
    ("cannot read card", "カードの書き方を読めません: {q}。切札は「T1」〜「T21」、最上位の切札は"
                         "「Sk」、スートのカードはスートの文字「S」「C」「H」「D」に「K」「Q」「N」"
                         "「J」か数字を付けて書きます(例:「HK」「S10」「D1」)。"),
    ("after the auction ended", "オークションはもう終わっています。{q}は受け付けられません。"),
    ("2**64", "シードは 0 から 2**64−1 までの整数で指定します。"),
    ("whole number", "数として読めません: {q}。0以上の整数で入力してください。"),
    ("seat", "席の番号が正しくありません: {q}。"),
    ("unknown contract", "そのコントラクトはありません: {q}。"),
    ("unknown variant", "そのゲームはありません: {q}。"),
    ("rule option", "そのルールの設定は選べません: {q}。"),
    ("option", "ルールの設定が正しくありません: {q}。"),
    ("points", "点数が正しくありません: {q}。"),
)


def error_ja(err: BaseException) -> str:
    """A Japanese explanation of a bad input for a reader (the English message stays the
    Python API's): the verdict's reason for an illegal action, else a sentence chosen by
    what the error is about, quoting the input it names."""
    verdict = getattr(err, "verdict", None)
    if verdict is not None:
        return str(verdict.message("ja"))
    own = getattr(err, "ja", None)   # an error that carries its own Japanese sentence
    if isinstance(own, str) and own:
        return own
    text = str(err)
    m = _QUOTED.search(text)
    q = f"「{m.group(1) or m.group(2)}」" if m else ""
    where = ""
    if isinstance(err, InvalidRecord) and err.line is not None:
        where = f"{err.line}行目: "
    low = text.lower()
    seats = _SEAT_RANGE.search(text)   # a seat off the table: say which seats there are
    valid = f"この卓の席は{seats.group(0)}です。" if seats else ""
    for key, template in _HINTS_JA:
        if key in low:
            return where + template.format(q=q or "(入力)") + valid
    return where + "入力が規則に合いません" + (f": {q}" if q else "") + "。"
