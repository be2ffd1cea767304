"""The errors a user can meet.  All are ``ValueError`` subclasses and quote the input."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tarock_tutor.core.protocol import Verdict


class TarockError(ValueError):
    """Base class of every error tarock_tutor raises for bad input.

    ``code`` (with ``params``) names the kind of error stably; its Japanese sentence is
    looked up by code (:func:`error_ja`), never by matching the English message."""

    verdict: Verdict | None = None   # an illegal action's verdict, when there is one
    ja: str = ""                     # a sentence of its own (errors not yet given a code)

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

    verdict: Verdict

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        super().__init__(verdict.message("en"), code=verdict.code)


class InvalidRecord(TarockError):
    """A record file that cannot be read or replayed; carries line and column."""

    def __init__(self, message: str, *, line: int | None = None,
                 column: int | None = None, errors: tuple[str, ...] = (),
                 code: str = "", params: Mapping[str, Any] | None = None,
                 problems: tuple[Problem, ...] = (), verdict: Verdict | None = None) -> None:
        self.verdict = verdict
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


_FALLBACK_JA: tuple[tuple[type[TarockError], str], ...] = (
    (InvalidNotation, "カードの書き方を読めません"),
    (InvalidRecord, "記録を読めません"),
    (VariantError, "そのゲームかルールの設定は選べません"),
    (TarockError, "入力が規則に合いません"),
)


def error_ja(err: BaseException) -> str:
    """The reader's Japanese for an error, chosen by what the error carries, never by its
    English message: an illegal action's verdict; else its stable ``code`` and ``params``
    through the message registry (:mod:`tarock_tutor.core.messages`); else the sentence
    the error was raised with (``ja``); else a plain sentence for its kind, quoting the
    input (``params["value"]``).  A record's line number comes first.

    >>> error_ja(TarockError("dealer must be a seat number 0..2, not 7", code="SEAT_RANGE",
    ...                      params={"what": "ディーラー", "value": 7, "high": 3, "last": 2}))
    'ディーラーの席の番号は 0〜2 の整数で指定します(席1〜席3にあたります)。「7」は使えません。'
    >>> error_ja(InvalidNotation("cannot read 'x'"))
    'カードの書き方を読めません。'
    """
    if not isinstance(err, TarockError):
        return "入力が規則に合いません。"
    where = f"{err.line}行目: " if isinstance(err, InvalidRecord) and err.line is not None \
        else ""
    verdict = err.verdict
    if verdict is not None:
        return where + verdict.message("ja")
    if err.code:
        from tarock_tutor.core import messages, problems  # noqa: F401  (registers codes)

        if messages.is_registered(err.code):
            return where + messages.text(err.code, "ja", **err.params)
    if err.ja:
        return where + err.ja
    base = next(text for kind, text in _FALLBACK_JA if isinstance(err, kind))
    value = err.params.get("value")
    return where + base + (f": 「{value}」" if value is not None else "") + "。"
