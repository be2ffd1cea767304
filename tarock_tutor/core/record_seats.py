"""Seat numbers in records: people write 席1 … 席n, the engine counts 0 … n−1.

A record of format version 2 names every seat (actions, ``[Hand]``, ``[Dealer]``,
``[Declarer]``, ``[Partner]``) by the number people use at the table: 席k is the
engine's seat k−1, in every game, whoever deals.  Version 1 wrote the engine's
numbers; such a record (``[Format "1"]``, or no Format tag and a seat written as 0,
which version 2 never has) is still read and marked as converted
(examples on a game's pack: ``tests/core/test_generic_doc_examples.py``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tarock_tutor.core.errors import Problem, TarockError
from tarock_tutor.core.protocol import Action, Verdict
from tarock_tutor.core.variants import get_variant

if TYPE_CHECKING:
    from tarock_tutor.core.records import Record


FORMAT_VERSION = 2
"""Records name seats 席1 … 席n (version 1 numbered them from 0)."""
SEAT_TAGS = ("Dealer",)
"""Header tags whose value is a seat: read into the engine's number, written as 席 numbers."""
FACT_SEAT_TAGS_V1 = ("Declarer", "Partner")
"""The seat-valued fact tags version 1 had.  Fact tags stay as people write them (席
numbers; each game's fact reader turns them into engine seats), so a version-1 record's
are shifted up by one when it is read."""
CONVERTED_JA = ("この記録は旧形式(席を0から数える番号)で書かれていたため、"
                "席1〜席{n}の番号に読み替えました。")
"""The note a report shows for a version-1 record."""


def quote(text: str, limit: int = 40) -> str:
    """``text`` quoted for a message, cut short when it is long."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + f"… ({len(text)} chars)"


def _seats_of(game: str) -> int | None:
    try:
        return get_variant(game).seats
    except TarockError:
        return None


def to_engine_seats(rec: Record) -> list[Problem]:
    """Settle the record's version and turn its seats into the engine's (in place).

    Version 2 (a ``[Format "2"]`` tag, or no Format tag and no seat written as 0) names
    seats 1 … n; version 1 (``[Format "1"]``, or a seat 0 with no Format tag) 0 … n−1.
    A seat outside the table is refused, naming it as written and the valid seats."""
    errors: list[Problem] = []
    version = rec.tags.pop("Format", None)
    line = rec.lines.pop("Format", 1)
    def digits(t: str) -> bool:
        v = rec.tags[t].strip()
        return v.isascii() and v.isdigit() and len(v) <= 3

    tag_seats = {t: rec.tags[t].strip() for t in SEAT_TAGS if t in rec.tags and digits(t)}
    fact_seats = {t: rec.tags[t].strip() for t in FACT_SEAT_TAGS_V1
                  if t in rec.tags and digits(t)}
    if version is None:
        zero = (any(a.seat == 0 for a in rec.actions) or "0" in rec.hands
                or "0" in tag_seats.values() or "0" in fact_seats.values())
        rec.format = 1 if zero else FORMAT_VERSION
    elif version.strip() in ("1", "2"):
        rec.format = int(version)
    else:
        errors.append(Problem(line, 1, "RECORD_FORMAT_UNKNOWN",
                              f"unknown record format {quote(version, 12)}; this program "
                              "reads formats 1 and 2", {"value": version[:12]}))
        return errors
    rec.converted = rec.format == 1
    shift = 1 if rec.format == 2 else 0
    n = _seats_of(rec.tags.get("Game", ""))
    low, high = shift, (n - 1 + shift if n is not None else None)
    valid = f"席1〜席{n}" if n is not None else "席1 and up"
    written = f"{low}..{high}" if high is not None else ""

    def bad(seat: int) -> bool:
        return seat < low or (high is not None and seat > high)

    def why(seat: str) -> str:
        return (f"seat {quote(seat, 12)} is not a seat of this table: the seats are {valid}"
                + (f" (written {written} in this format-1 record)" if shift == 0 and written
                   else ""))

    def off_table(where: int, column: int, seat: str, prefix: str = "") -> Problem:
        return Problem(where, column, "SEAT_NOT_AT_TABLE", prefix + why(seat),
                       {"seat": seat[:12], "seats": valid})

    for i, a in enumerate(rec.actions):
        if bad(a.seat):
            errors.append(off_table(a.line, a.columns[0] if a.columns else 1, str(a.seat)))
        rec.actions[i] = replace(a, seat=a.seat - shift)
    hands: dict[str, str] = {}
    for key, cards in rec.hands.items():
        where = rec.lines.pop(f"Hand:{key}", 1)
        k = key.strip()
        if k.isascii() and k.isdigit() and len(k) <= 3:
            if bad(int(k)):
                errors.append(off_table(where, 1, key))
            k = str(int(k) - shift)
        if k in hands:
            errors.append(Problem(where, 1, "HAND_TWICE",
                                  f"seat {quote(key, 12)} has a second [Hand] tag",
                                  {"seat": key[:12]}))
        hands[k] = cards
        rec.lines[f"Hand:{k}"] = where
    rec.hands = hands
    for tag, value in tag_seats.items():
        if bad(int(value)):
            errors.append(off_table(rec.lines.get(tag, 1), 1, value, f"[{tag}]: "))
        rec.tags[tag] = str(int(value) - shift)
    if rec.converted:
        for tag, value in fact_seats.items():
            rec.tags[tag] = str(int(value) + 1)
    return errors


def seat_text(seat: int) -> str:
    """An engine seat as a record writes it (席 number)."""
    return str(seat + 1)


def action_line(action: Action) -> str:
    """An action as a record line: ``2 play HK`` for engine seat 1 (席2).

    >>> from tarock_tutor.core.protocol import Bid
    >>> action_line(Bid(0, "pass"))
    '1 bid pass'
    """
    try:
        text = str(action)
    except (AttributeError, TypeError, ValueError):
        return repr(action)
    if not isinstance(action.seat, int) or isinstance(action.seat, bool):
        return text
    return seat_text(action.seat) + text[len(str(action.seat)):]


def verdict_en(verdict: Verdict) -> str:
    """A refused action's English explanation with seats as a record names them
    (席 numbers), for messages about a record's lines.

    >>> from tarock_tutor.core.protocol import Bid, RuleRef
    >>> v = Verdict(False, "NOT_YOUR_TURN", Bid(0, "pass"), rule=RuleRef("protocol"),
    ...             params={"to_move": 2, "seat": 0})
    >>> verdict_en(v)
    "'1 bid pass' is not allowed: It is seat 3's turn, not seat 1's. (rule: protocol)"
    """
    from tarock_tutor.core import messages
    from tarock_tutor.core.protocol import SEAT_PARAMS

    params = {k: v + 1 if k in SEAT_PARAMS and isinstance(v, int) and not isinstance(v, bool)
              else v for k, v in verdict.params.items()}
    body = messages.text(verdict.code, "en", game=verdict.game, **params)
    if verdict.allowed:
        return body
    what = repr(action_line(verdict.action)) if verdict.action is not None else "?"
    return f"{what} is not allowed: {body} (rule: {verdict.rule})"
