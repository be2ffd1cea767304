"""Rule options written as text (a record's ``[Option]`` tags, the CLI's ``--option``):
each value read in its declared type; an unknown option or value is refused naming the
option and what may be chosen (codes ``UNKNOWN_OPTION``, ``BAD_OPTION_VALUE``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarock_tutor.core.errors import InvalidRecord, TarockError

__all__ = ["fmt", "option_value", "option_values"]


def fmt(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def option_value(raw: str, choices: tuple[Any, ...]) -> Any:
    """Read an option value in its declared type (bool, int or str)."""
    for c in choices:
        if fmt(c) == raw.strip().lower() or str(c) == raw.strip():
            return c
    raise InvalidRecord(f"option value {raw!r} is not one of "
                        f"{', '.join(fmt(c) for c in choices)}", code="BAD_OPTION_VALUE",
                        params={"value": raw[:40], "values": "、".join(fmt(c) for c in choices),
                                "option": "?"})


def option_values(variant: Any, raw: Mapping[str, str],
                  lines: Mapping[str, int] | None = None) -> dict[str, Any]:
    """Option values given as text (a record's ``[Option]`` tags, the CLI's ``--option``),
    each read in its declared type; an unknown option or value names the option, and
    its allowed values or the options there are."""
    values: dict[str, Any] = {}
    for k, v in raw.items():
        line = (lines or {}).get(f"Option:{k}")
        try:
            spec = variant.option(k)
        except TarockError:
            keys = [o.key for o in variant.options_spec]
            raise InvalidRecord(f"unknown rule option {k!r}; known options: {', '.join(keys)}",
                                line=line, code="UNKNOWN_OPTION",
                                params={"option": k[:40], "options": "、".join(keys)}) from None
        try:
            values[k] = option_value(v, spec.choices)
        except InvalidRecord as err:
            raise InvalidRecord(f"option {k!r}: {err}", line=line, code="BAD_OPTION_VALUE",
                                params={**err.params, "option": k}) from None
    return values
