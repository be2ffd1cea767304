"""The errors a user can meet.  All are ``ValueError`` subclasses and quote the input."""

from __future__ import annotations

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
