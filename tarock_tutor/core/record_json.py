"""The JSON twin of a record (:data:`FORMAT`, schema ``record.schema.json`` in the
package): :func:`to_json` from a record's text, :func:`from_json` back to the text,
validated by :func:`~tarock_tutor.core.records.parse_text` both ways."""

from __future__ import annotations

import json
from typing import Any

from tarock_tutor.core.errors import InvalidRecord
from tarock_tutor.core.record_seats import SEAT_TAGS, quote, seat_text
from tarock_tutor.core.records import check_size, escape, parse_text

__all__ = ["FORMAT", "FORMAT_V1", "from_json", "schema", "to_json"]


FORMAT = "tarock-tutor-record/2"
"""The JSON twin's format version (its JSON Schema: ``record.schema.json`` in the package);
seats are 席 numbers.  ``tarock-tutor-record/1`` (seats from 0) is still read."""
FORMAT_V1 = "tarock-tutor-record/1"


def schema() -> dict[str, Any]:
    """The published JSON Schema of the JSON twin."""
    from importlib.resources import files

    text = files("tarock_tutor").joinpath("record.schema.json").read_text(encoding="utf-8")
    out: dict[str, Any] = json.loads(text)
    return out


def to_json(text: str) -> str:
    """The JSON twin of a record's text (format :data:`FORMAT`)."""
    rec = parse_text(text)
    tags = {k: seat_text(int(v)) if k in SEAT_TAGS and v.isascii() and v.isdigit() else v
            for k, v in rec.tags.items()}
    hands = {seat_text(int(k)) if k.isdigit() else k: v for k, v in rec.hands.items()}
    return json.dumps({"format": FORMAT, "tags": tags, "options": rec.options,
                       "hands": hands,
                       "actions": [[a.seat + 1, a.kind, *a.args] for a in rec.actions]},
                      ensure_ascii=False, indent=1)


def from_json(data: str) -> str:
    """Back from the JSON twin to the text form (validated by :func:`parse_text`)."""
    if not isinstance(data, str):
        raise InvalidRecord(f"a JSON record is text, not {type(data).__name__}",
                            code="RECORD_NOT_TEXT", params={"type": type(data).__name__})
    check_size(data)
    try:
        obj = json.loads(data)
        if not isinstance(obj, dict):
            raise TypeError("the top level must be an object with tags and actions")
        version = obj.get("format", FORMAT)
        if version not in (FORMAT, FORMAT_V1):
            raise ValueError(f"format {version!r} is not {FORMAT!r} (or {FORMAT_V1!r})")
        tags, options, actions = obj["tags"], obj.get("options", {}), obj["actions"]
        hands = obj.get("hands", {})
        if not isinstance(hands, dict) or not all(isinstance(v, str) for v in hands.values()):
            raise TypeError("hands must map seats to card texts")
        if not (isinstance(tags, dict) and isinstance(options, dict)
                and isinstance(actions, list)):
            raise TypeError("tags and options must be objects, actions a list")
        if not all(isinstance(v, str) for v in [*tags.values(), *options.values()]):
            raise TypeError("tag and option values must be strings")
        if not all(isinstance(a, list) and all(isinstance(x, str | int) and
                                               not isinstance(x, bool) for x in a)
                   for a in actions):
            raise TypeError("each action must be a list of strings and numbers")
        if "Format" in tags:
            raise ValueError("the format is given by the \"format\" key, not a Format tag")
        lines = [f'[Format "{1 if version == FORMAT_V1 else 2}"]']
        lines += [f'[{k} "{escape(v)}"]' for k, v in tags.items()]
        lines += [f'[Option "{k}" "{escape(v)}"]' for k, v in options.items()]
        lines += [f'[Hand "{escape(str(k))}" "{escape(v)}"]' for k, v in hands.items()]
        lines += [" ".join(str(x) for x in a) for a in actions]
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as err:
        raise InvalidRecord(f"not a JSON record: {quote(str(err), 200)}", code="NOT_JSON_RECORD",
                            params={"detail": quote(str(err), 80)}) from None
    text = "\n".join(lines) + "\n"
    parse_text(text)
    return text
