"""Reading a remembered result's tags (``[Contract "solo"]``, ``[Kontra "2"]`` …): the
shared, bounded readers every game's ``score_facts`` uses.  Each refusal is a
:class:`~tarock_tutor.core.errors.TarockError` with a stable code (``FACT_BAD_NUMBER``,
``FACT_BAD_SEAT``, ``FACT_BAD_CHOICE``, ``FACT_MISSING``, ``FACT_IMPOSSIBLE``), the tag it
is about (``tag_key``, so the checker names its line) and the valid choices.

Seats are the engine's numbers, as everywhere in records (0 … n−1).

>>> number({"Points": "40"}, "Points", 0, 70)
40
>>> try:
...     number({"Points": "9" * 5000}, "Points", 0, 70)
... except TarockError as err:
...     print(err.code, err.params["high"])
FACT_BAD_NUMBER 70
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tarock_tutor.core import problems
from tarock_tutor.core.errors import TarockError

Facts = Mapping[str, str]

TRUE_WORDS = ("true", "yes", "1")
FALSE_WORDS = ("false", "no", "0")


def _quote(raw: str) -> str:
    return raw if len(raw) <= 30 else raw[:30] + "…"


def missing(tag: str, what_ja: str = "") -> TarockError:
    return TarockError(f"a remembered result needs [{tag}]", code="FACT_MISSING",
                       params={"what": what_ja or f"[{tag}]", "tag_key": tag})


def impossible(tag: str, en: str, ja: str) -> TarockError:
    """Facts that no deal can produce (``ja``: the reason, for a reader)."""
    return TarockError(en, code="FACT_IMPOSSIBLE",
                       params={"detail": ja, "detail_en": en, "tag_key": tag})


def number(facts: Facts, tag: str, low: int, high: int, *, default: int | None = None) -> int:
    """A whole number ``low..high`` in ASCII digits (length bounded before ``int()``)."""
    raw = facts.get(tag)
    if raw is None:
        if default is None:
            raise missing(tag)
        return default
    value = problems.whole_number(raw, low, high)
    if value is None:
        raise TarockError(f"{tag} must be a whole number {low}..{high}, not {_quote(raw)!r}",
                          code="FACT_BAD_NUMBER", params={"tag": tag, "value": _quote(raw),
                                                          "low": low, "high": high,
                                                          "tag_key": tag})
    return value


def written(seat: int) -> str:
    """An engine seat as a fact tag writes it (席 number): ``written(0) == "1"``."""
    return str(seat + 1)


def seat(facts: Facts, tag: str, seats: int) -> int:
    """The engine seat of a seat written as people write it, 席1 … 席n (required)."""
    value = optional_seat(facts, tag, seats)
    if value is None:
        raise missing(tag)
    return value


def optional_seat(facts: Facts, tag: str, seats: int) -> int | None:
    """The engine seat of a seat written 1 … n (席1 … 席n), or ``None`` when the tag is
    absent.  Fact tags are read as people write them: 席k is engine seat k−1."""
    raw = facts.get(tag)
    if raw is None:
        return None
    value = problems.whole_number(raw, 1, seats)
    if value is None:
        raise TarockError(f"{tag} must be a seat number 1..{seats}, not {_quote(raw)!r}",
                          code="FACT_BAD_SEAT", params={"tag": tag, "value": _quote(raw),
                                                        "seats": f"1〜{seats}(席1〜席{seats})",
                                                        "tag_key": tag})
    return value - 1


def seat_list(facts: Facts, tag: str, seats: int) -> tuple[int, ...]:
    """Seats (席 numbers) separated by commas or spaces (``"1,3"``), each once; absent:
    none."""
    raw = facts.get(tag, "")
    out: list[int] = []
    for word in raw.replace(",", " ").split()[:seats + 1]:
        s = seat({tag: word}, tag, seats)
        if s in out:
            raise TarockError(f"{tag} names seat {word!r} twice", code="FACT_BAD_SEAT",
                              params={"tag": tag, "value": _quote(raw),
                                      "seats": f"1〜{seats}(それぞれ1回)", "tag_key": tag})
        out.append(s)
    if len(raw.replace(",", " ").split()) > seats:
        raise TarockError(f"{tag} names more than {seats} seats", code="FACT_BAD_SEAT",
                          params={"tag": tag, "value": _quote(raw),
                                  "seats": f"1〜{seats}(それぞれ1回)", "tag_key": tag})
    return tuple(out)


def numbers(facts: Facts, tag: str, count: int, low: int, high: int) -> tuple[int, ...]:
    """Exactly ``count`` whole numbers separated by commas or spaces (one per seat)."""
    raw = facts.get(tag)
    if raw is None:
        raise missing(tag)
    words = raw.replace(",", " ").split()
    if len(words) != count:
        raise TarockError(f"{tag} lists {count} numbers, one per seat, not {_quote(raw)!r}",
                          code="FACT_BAD_NUMBER",
                          params={"tag": f"{tag}(席ごとに{count}つ)", "value": _quote(raw),
                                  "low": low, "high": high, "tag_key": tag})
    return tuple(number({tag: w}, tag, low, high) for w in words)


def choice(facts: Facts, tag: str, choices: Sequence[str], *, default: str | None = None
           ) -> str:
    """One of ``choices`` (case-insensitive)."""
    raw = facts.get(tag)
    if raw is None:
        if default is None:
            raise missing(tag)
        return default
    value = raw.strip().lower()
    if value not in choices:
        raise TarockError(f"{tag} cannot be {_quote(raw)!r}; choices: {', '.join(choices)}",
                          code="FACT_BAD_CHOICE", params={"tag": tag, "value": _quote(raw),
                                                          "choices": "、".join(choices),
                                                          "tag_key": tag})
    return value


def flag(facts: Facts, tag: str) -> bool:
    """``true``/``yes``/``1`` or ``false``/``no``/``0`` (absent: false)."""
    value = choice(facts, tag, (*TRUE_WORDS, *FALSE_WORDS), default="false")
    return value in TRUE_WORDS


def pairs(facts: Facts, tag: str, seats: int, limit: int = 12) -> tuple[tuple[int, str], ...]:
    """``seat:value`` pairs separated by spaces or commas (``"1:droll 2:zehn_druck"``)."""
    out: list[tuple[int, str]] = []
    words = facts.get(tag, "").replace(",", " ").split()
    for word in words[:limit + 1]:
        s, sep, value = word.partition(":")
        if not sep or not value or len(out) >= limit:
            raise TarockError(f"{tag} lists seat:value pairs, not {_quote(word)!r}",
                              code="FACT_BAD_CHOICE",
                              params={"tag": tag, "value": _quote(word),
                                      "choices": "席:値 の組(例: 1:droll 2:zehn_druck)",
                                      "tag_key": tag})
        out.append((seat({tag: s}, tag, seats), value.lower()))
    return tuple(out)
