"""The errors a user can meet.  All are ``ValueError`` subclasses and quote the input."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tarock_tutor.core.protocol import Verdict


class TarockError(ValueError):
    """Base class of every error tarock_tutor raises for bad input.

    ``code`` (with ``params``) names the kind of error stably; its Japanese sentence is
    looked up by code (:func:`error_ja`), never by matching the English message."""

    def __init__(self, *args: object, code: str = "",
                 params: Mapping[str, Any] | None = None) -> None:
        super().__init__(*args)
        self.code = code
        self.params: dict[str, Any] = dict(params or {})


@dataclass(frozen=True)
class Problem:
    """One problem of a record, where it is: line, column, code and its parameters."""

    line: int | None
    column: int | None
    code: str
    message: str                                   # English (the Python API's)
    params: Mapping[str, Any] = field(default_factory=dict)

    def text_ja(self) -> str:
        from tarock_tutor.core import messages, problems  # noqa: F401  (registers codes)

        return messages.text(self.code, "ja", **self.params)


class InvalidNotation(TarockError):
    """A card or card list could not be read."""


class IllegalAction(TarockError):
    """An action that the rules do not allow in this state; carries the verdict."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        super().__init__(verdict.message("en"), code=verdict.code)


class InvalidRecord(TarockError):
    """A record file that cannot be read or replayed; carries line and column."""

    def __init__(self, message: str, *, line: int | None = None,
                 column: int | None = None, errors: tuple[str, ...] = (),
                 code: str = "", params: Mapping[str, Any] | None = None,
                 problems: tuple[Problem, ...] = ()) -> None:
        self.line = line
        self.column = column
        self.errors = errors
        where = ""
        if line is not None:
            where = f"line {line}" + (f", column {column}" if column is not None else "") + ": "
        super().__init__(where + message, code=code, params=params)
        self.problems = problems or ((Problem(line, column, code, message, self.params),)
                                     if code else ())


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
    where = ""
    if isinstance(err, InvalidRecord) and err.line is not None:
        where = f"{err.line}行目: "
    code = getattr(err, "code", "")
    if code:
        from tarock_tutor.core import messages, problems  # noqa: F401  (registers codes)

        if messages.is_registered(code):
            return where + messages.text(code, "ja", **getattr(err, "params", {}))
    text = str(err)
    m = _QUOTED.search(text)
    q = f"「{m.group(1) or m.group(2)}」" if m else ""
    low = text.lower()
    seats = _SEAT_RANGE.search(text)   # a seat off the table: say which seats there are
    valid = f"この卓の席は{seats.group(0)}です。" if seats else ""
    for key, template in _HINTS_JA:
        if key in low:
            return where + template.format(q=q or "(入力)") + valid
    return where + "入力が規則に合いません" + (f": {q}" if q else "") + "。"
