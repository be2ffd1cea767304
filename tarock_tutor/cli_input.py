"""Reading what a person types on the command line: number and seat flags, game names and
record files.  Every refusal carries a code (its Japanese is looked up by code).

Shared by :mod:`tarock_tutor.cli`, :mod:`tarock_tutor.dispute_cli` and
:mod:`tarock_tutor.play_cli`, which import it and not each other.
"""

from __future__ import annotations

import sys

from tarock_tutor.core.errors import TarockError


def flag_of(tag: str) -> str:
    """The ``score`` flag of a fact tag: ``PagatWonBy`` → ``--pagat-won-by``."""
    return "--" + "".join("-" + c.lower() if c.isupper() and i else c.lower()
                          for i, c in enumerate(tag))


def fact_flags() -> dict[str, list[str]]:
    """Every fact tag a registered game reads, with the games that read it."""
    from tarock_tutor import games

    out: dict[str, list[str]] = {}
    for key, spec in sorted(games.GAMES.items()):
        for tag in spec.fact_tags:
            out.setdefault(tag, []).append(key)
    return out


def whole_flag(raw: str | None, flag: str, high: int) -> int | None:
    """A number flag read as records read numbers: ASCII digits, ``0..high``, its length
    bounded before ``int()`` (``--seed ３`` and ``--playout -1`` are refused)."""
    from tarock_tutor.core.problems import whole_number

    if raw is None:
        return None
    value = whole_number(raw, 0, high)
    if value is None:
        raise TarockError(f"{flag} must be a whole number 0..{high}, not {raw[:30]!r}",
                          code="CLI_BAD_NUMBER",
                          params={"flag": flag, "low": 0, "high": high, "value": raw[:30]})
    return value


def known_variant(key: str) -> object:
    """The variant a command names; an unknown one lists the games there are."""
    from tarock_tutor.core.labels import known_games
    from tarock_tutor.core.variants import get_variant

    try:
        return get_variant(key)
    except TarockError:
        raise TarockError(f"unknown variant {key!r}", code="UNKNOWN_GAME",
                          params={"given": key[:40], "games": known_games()}) from None


def seat_flag(raw: str | None, flag: str, seats: int) -> int | None:
    """The engine seat of a seat a person typed (席1 … 席n), read as records read
    numbers (ASCII digits, bounded); anything else is refused, naming the input as typed
    and the valid seats."""
    from tarock_tutor.core.problems import whole_number

    if raw is None:
        return None
    value = whole_number(raw, 1, seats)
    if value is None:
        raise TarockError(f"{flag} {raw[:30]!r}: not a seat of this table; the seats are "
                          f"1 … {seats} (席1〜席{seats})", code="CLI_BAD_SEAT",
                          params={"flag": flag, "high": seats, "value": raw[:30]})
    return value - 1


def read_record_file(path: str) -> str:
    """A record file's text: at most :data:`~tarock_tutor.core.records.MAX_RECORD_CHARS`
    bytes are read, and it must be UTF-8 (a byte order mark is allowed)."""
    from tarock_tutor.core.records import MAX_RECORD_CHARS

    limit = MAX_RECORD_CHARS * 4   # UTF-8 takes at most 4 bytes a character
    try:
        if path == "-":
            data = sys.stdin.buffer.read(limit + 1)
        else:
            with open(path, "rb") as fh:
                data = fh.read(limit + 1)
    except OSError as err:
        raise TarockError(f"cannot read record {path!r}: {err.strerror}",
                          code="FILE_UNREADABLE", params={"path": path[:80]}) from None
    if len(data) > limit:
        raise TarockError(f"{path}: the file is larger than {limit:,} bytes; a deal's record "
                          "is a few kilobytes (is this the right file?)", code="FILE_TOO_LARGE",
                          params={"path": path[:80], "limit": f"{limit:,}"})
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data[:err.start].count(b"\n") + 1
        raise TarockError(f"{path}: line {line}: byte {err.start} is not UTF-8 text "
                          f"({data[err.start:err.start + 1]!r}); save the record as UTF-8",
                          code="FILE_NOT_UTF8", params={"path": path[:80], "line": line}
                          ) from None
    if "\x00" in text:
        raise TarockError(f"{path}: the file holds binary data (a NUL character), not a record",
                          code="FILE_BINARY", params={"path": path[:80]})
    return text
