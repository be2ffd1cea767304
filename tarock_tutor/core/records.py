"""Deal records: lenient in, strict out (after python-chess's PGN and pokerkit's PHH).

A record is readable text: tag pairs, then one action a line, ``seat kind args``::

    [Game "toy3"]
    [Seed "42"]
    [Dealer "1"]
    [Option "toy.pass_is_final" "true"]
    ; a comment
    2 bid solo
    3 bid pass

Seats are the numbers people use at the table, 席1 … 席n, fixed whoever deals
(format version 2; 席k is the engine's seat k−1).  A deal typed in from a real
table has no seed: it carries every hand and the talon instead
(``[Hand "1" "T21 Sk HK …"]`` … ``[Talon "…"]``).  Version-1 records, which
numbered seats from 0 (``[Format "1"]``, or no Format tag and a seat written
as 0), are still read: :func:`parse_text` converts them and marks the record
``converted``.  Inside the program every seat is the engine's (0 … n−1).  The record
code reads the game registry (:mod:`tarock_tutor.core.registry`) and names no
game: any registered game is written and read the same way.

:func:`loads` collects every syntax error with its line and column before it
gives up, then replays the actions through the game's own rules, so an illegal
action is reported with its line and the rule's verdict.  :func:`dumps` writes
the canonical form; the JSON twin is in
:mod:`tarock_tutor.core.record_json`.

>>> rec = parse_text('[Game "demo"]\\n[Seed "7"]\\n1 bid solo\\n2 play HK\\n')
>>> rec.tags["Game"], rec.format, [(a.seat, a.kind, a.args) for a in rec.actions]
('demo', 2, [(0, 'bid', ('solo',)), (1, 'play', ('HK',))])
>>> parse_text('[Game "demo"]\\n0 bid solo\\n').converted   # seat 0: version 1
True
>>> parse_text('[Game "demo"]\\nX bid solo\\n')
Traceback (most recent call last):
...
tarock_tutor.core.errors.InvalidRecord: line 2, column 1: seat 'X' is not a seat number ...
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from tarock_tutor.core.cards import Pack
from tarock_tutor.core.errors import (
    IllegalAction,
    InvalidNotation,
    InvalidRecord,
    Problem,
    TarockError,
)
from tarock_tutor.core.labels import known_games
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.option_text import fmt as _fmt
from tarock_tutor.core.option_text import option_value as option_value  # re-exported
from tarock_tutor.core.option_text import option_values as option_values  # re-exported
from tarock_tutor.core.protocol import (
    Action,
    Announce,
    Bid,
    Call,
    Discard,
    GameState,
    Keep,
    Play,
    Take,
    Verdict,
)
from tarock_tutor.core.record_seats import (
    FORMAT_VERSION,
    action_line,
    quote,
    seat_text,
    to_engine_seats,
    verdict_en,
)
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.setup import Setup
from tarock_tutor.core.variants import get_variant

_TAG = re.compile(r'^\[(\w+)((?:\s+"(?:[^"\\]|\\.)*")+)\]\s*$')
_VALUE = re.compile(r'"((?:[^"\\]|\\.)*)"')


MAX_RECORD_CHARS = 1_000_000
"""A record longer than this is refused at once (a real deal's record is a few KB)."""
MAX_ACTIONS = 5_000
"""More action lines than this cannot be one deal (the longest has a few hundred)."""
MAX_ERRORS = 50
"""At most this many problems are collected before the reader stops."""
_WORD = re.compile(r"\S+")


def cut(text: str, limit: int = 40) -> str:
    """``text`` cut short for a Japanese message (which puts it in 「」)."""
    return text if len(text) <= limit else text[:limit] + f"…({len(text)}文字)"


@dataclass(frozen=True)
class RawAction:
    line: int
    seat: int
    kind: str
    args: tuple[str, ...]
    columns: tuple[int, ...] = field(default=(), compare=False)  # seat, kind, each arg


@dataclass
class Record:
    """A parsed record before replay: tags, options and raw actions with positions."""

    tags: dict[str, str] = field(default_factory=dict)
    options: dict[str, str] = field(default_factory=dict)
    actions: list[RawAction] = field(default_factory=list)
    hands: dict[str, str] = field(default_factory=dict)   # engine seat (as text) → cards
    lines: dict[str, int] = field(default_factory=dict)   # tag or option → its line
    format: int = FORMAT_VERSION   # the version the record was written in
    converted: bool = False        # read from version 1 (seats from 0), converted



RECORD_TAGS = ("Game", "Seed", "Dealer", "Names", "Talon", "Format", "Version", "Event",
               "Site", "Date", "Round")
"""Tags of a record's header (a remembered result adds its game's fact tags)."""

ACTION_KINDS = ("play", "call", "keep", "discard", "bid", "take", "announce")


def check_size(text: str) -> None:
    """Refuse a record too large to be one deal, before reading any of it."""
    if len(text) > MAX_RECORD_CHARS:
        raise InvalidRecord(f"the record has {len(text):,} characters; a deal's record has at "
                            f"most {MAX_RECORD_CHARS:,} (is this the right file?)", line=1,
                            column=1, code="RECORD_TOO_LARGE",
                            params={"chars": f"{len(text):,}", "limit": f"{MAX_RECORD_CHARS:,}"})


def split_lines(text: str) -> list[str]:
    """Lines as an editor counts them: only ``\\n`` (with an optional ``\\r``) ends a line,
    so form feeds or U+2028 inside a line do not shift the line numbers."""
    lines = text.split("\n")
    return [ln[:-1] if ln.endswith("\r") else ln for ln in lines]


def parse_text(text: str) -> Record:
    """Read the text form; all syntax errors are collected and raised together.

    Bounded on any input: a record over :data:`MAX_RECORD_CHARS` characters or
    with over :data:`MAX_ACTIONS` actions is refused with one error, at most
    :data:`MAX_ERRORS` problems are collected, and long tokens are cut short in
    the messages."""
    if not isinstance(text, str):
        raise InvalidRecord(f"a record is text, not {type(text).__name__}",
                            code="RECORD_NOT_TEXT", params={"type": type(text).__name__})
    check_size(text)
    if text.startswith("\ufeff"):   # a UTF-8 byte order mark, as some editors write
        text = text[1:]
    rec = Record()
    errors: list[Problem] = []
    content = False
    for no, raw in enumerate(split_lines(text), start=1):
        if len(errors) >= MAX_ERRORS:
            break
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        content = True
        indent = len(raw) - len(raw.lstrip()) + 1
        if line.startswith("["):
            m = _TAG.match(line)
            if not m:
                errors.append(Problem(no, indent, "TAG_MALFORMED",
                                      f"malformed tag {quote(line)}; expected [Name \"value\"]",
                                      {"text": cut(line)}))
                continue
            values = [v.replace('\\"', '"') for v in _VALUE.findall(m.group(2))]
            if m.group(1) in ("Option", "Hand"):
                if len(values) != 2:
                    what = "a key and a value" if m.group(1) == "Option" else "a seat and cards"
                    errors.append(Problem(no, indent, "TAG_ARITY",
                                          f"a {m.group(1)} tag needs {what}: {quote(line)}",
                                          {"tag": m.group(1), "text": cut(line),
                                           "what": "設定名と値" if m.group(1) == "Option"
                                           else "席とカード"}))
                    continue
                target = rec.options if m.group(1) == "Option" else rec.hands
                target[values[0]] = values[1]
                rec.lines[f"{m.group(1)}:{values[0]}"] = no
            else:
                rec.tags[m.group(1)] = values[0]
                rec.lines[m.group(1)] = no
            continue
        words = [(mm.group(), mm.start() + 1) for mm in _WORD.finditer(raw)]
        seat = words[0][0]
        is_seat = seat.isascii() and seat.isdigit()
        if len(words) < 2:
            code = "ACTION_TOO_SHORT" if is_seat else "LINE_NOT_ACTION"
            errors.append(Problem(no, indent, code, f"action {quote(line)} needs at least a "
                                  "seat and a kind (e.g. '1 play HK')", {"text": cut(line)}))
            continue
        if not is_seat or len(seat) > 3:
            looks = words[1][0].lower() in ACTION_KINDS
            errors.append(Problem(no, words[0][1], "BAD_SEAT" if looks else "LINE_NOT_ACTION",
                                  f"seat {quote(seat, 12)} is not a seat number (expected "
                                  "'seat kind args…', e.g. '1 play HK')",
                                  {"seat": quote(seat, 12)[1:-1] if looks else seat[:12],
                                   "text": cut(line)}))
            continue
        if len(rec.actions) >= MAX_ACTIONS:
            errors.append(Problem(no, indent, "TOO_MANY_ACTIONS",
                                  f"more than {MAX_ACTIONS:,} actions: no deal is that long",
                                  {"limit": f"{MAX_ACTIONS:,}"}))
            break
        rec.actions.append(RawAction(no, int(seat), words[1][0].lower(),
                                     tuple(w for w, _ in words[2:]),
                                     tuple(c for _, c in words)))
    if "Game" not in rec.tags and not errors:
        games = known_games()
        errors.append(Problem(1, 1, "RECORD_NO_GAME" if content else "RECORD_EMPTY",
                              'the record has no [Game "…"] tag', {"games": games}))
    if len(errors) < MAX_ERRORS:
        errors += to_engine_seats(rec)
    if errors:
        first = errors[0]
        more = len(errors) - 1
        raise InvalidRecord(first.message + (
            f" (and {more}{'+' if len(errors) >= MAX_ERRORS else ''} more)" if more else ""),
            line=first.line, column=first.column, code=first.code, params=first.params,
            errors=tuple(f"line {p.line}, column {p.column}: {p.message}" for p in errors),
            problems=tuple(errors))
    return rec


def action_from_raw(raw: RawAction, pack: Pack) -> Action:
    """Turn a raw line into a frozen action of the protocol's kinds."""
    kind, seat, args = raw.kind, raw.seat, raw.args
    try:
        if kind == "play" and len(args) == 1:
            return Play(seat, parse_card(args[0], pack))
        if kind == "call" and len(args) == 1:
            return Call(seat, parse_card(args[0], pack))
        if kind == "keep":
            return Keep(seat, tuple(parse_cards(args, pack)))
        if kind == "discard":
            return Discard(seat, tuple(parse_cards(args, pack)))
        if kind == "bid" and len(args) == 1:
            return Bid(seat, args[0])
        if kind == "take" and len(args) == 1:
            return Take(seat, args[0])
        if kind == "announce" and len(args) == 1:
            return Announce(seat, args[0])
    except InvalidNotation as err:
        column, bad = _bad_arg(raw, pack)
        raise InvalidRecord(str(err), line=raw.line, column=column, code="BAD_CARD",
                            params={"card": bad}) from None
    known = ["play CARD", "call CARD", "keep CARDS", "discard CARDS", "bid ID", "take ID",
             "announce ID"]
    raise InvalidRecord(f"cannot read action {quote(kind, 20)} with arguments "
                        f"{quote(' '.join(args))}; known actions: {', '.join(known)}",
                        line=raw.line, column=raw.columns[1] if len(raw.columns) > 1 else None,
                        code="UNKNOWN_ACTION_KIND",
                        params={"kind": " ".join((kind, *args))[:40], "kinds": "、".join(known)})


def _bad_arg(raw: RawAction, pack: Pack) -> tuple[int | None, str]:
    """The column and text of the first argument that is not a card of ``pack``."""
    for i, arg in enumerate(raw.args):
        try:
            parse_card(arg, pack)
        except InvalidNotation:
            return (raw.columns[i + 2] if len(raw.columns) > i + 2 else None), arg[:20]
    return (raw.columns[2] if len(raw.columns) > 2 else None), " ".join(raw.args)[:20]


Refusal = Callable[[RawAction, Action, Verdict], bool]
"""Told of an action the rules refuse; ``True``: it stands as played (a revoke the table
played on) and the replay goes on, ``False``: the replay stops there."""


def replay(rec: Record, state: GameState, *, on_refusal: Refusal | None = None
           ) -> GameState:
    """Apply every action of ``rec`` to ``state`` (a new deal made from its tags): the one
    replay loop (:func:`load_record` and the record checker both use it).

    A line that is not an action raises :class:`InvalidRecord` with its line and column.
    An illegal action raises one carrying the verdict, unless ``on_refusal`` is given:
    then it is told, and says whether the action stands."""
    pack = state.variant.pack
    for raw in rec.actions:
        action = action_from_raw(raw, pack)
        try:
            if on_refusal is None:
                state.apply(action)
                continue
            verdict = state.explain(action)
        except IllegalAction as err:
            raise InvalidRecord(f"illegal action {as_written(raw, rec)!r}: "
                                f"{verdict_en(err.verdict)}", line=raw.line, column=1,
                                code=err.verdict.code, verdict=err.verdict) from None
        except TarockError as err:
            raise InvalidRecord(str(err), line=raw.line, column=1, code=err.code,
                                params=err.params) from err
        if verdict.allowed:
            state.apply(action, check=False)
        elif not on_refusal(raw, action, verdict):
            break
        else:
            try:
                state.apply(action, check=False)   # the deal went on as it was played
            except TarockError:
                break
    return state


def as_written(raw: RawAction, rec: Record) -> str:
    """An action line as the record wrote it (its own seat numbering)."""
    seat = raw.seat + (1 if rec.format == FORMAT_VERSION else 0)
    return " ".join((str(seat), raw.kind, *raw.args))


def dumps(state: GameState, *, tags: Mapping[str, str] | None = None) -> str:
    """The canonical text of a state's record (format version 2, seats as 席 numbers):
    the setup (game, seed or hands, dealer, names, non-default options), then the actions.
    ``tags`` are written as given (a seat-valued one as a 席 number)."""
    setup = state.setup
    out = [f'[Game "{state.variant.key}"]', f'[Format "{FORMAT_VERSION}"]']
    if setup.seed is not None:
        out.append(f'[Seed "{setup.seed}"]')
    out.append(f'[Dealer "{seat_text(setup.dealer)}"]')
    if setup.names:
        out.append(f'[Names "{escape(", ".join(setup.names))}"]')
    for k, v in (tags or {}).items():
        out.append(f'[{k} "{escape(str(v))}"]')
    if setup.hands is not None:
        for seat, hand in enumerate(setup.hands):
            out.append(f'[Hand "{seat_text(seat)}" "{" ".join(c.code for c in hand)}"]')
        out.append(f'[Talon "{" ".join(c.code for c in setup.talon or ())}"]')
    for spec in state.variant.options_spec:
        value = state.options[spec.key]
        if value != spec.default:
            out.append(f'[Option "{spec.key}" "{escape(_fmt(value))}"]')
    out.extend(action_line(a) for a in state.history)
    return "\n".join(out) + "\n"


def escape(s: str) -> str:
    """A tag value with its quotes escaped, as :func:`dumps` writes it."""
    return s.replace('"', '\\"')


def setup_from_record(rec: Record) -> Setup:
    """The setup a record's tags describe (variant, options, dealer, seed or hands)."""
    key = rec.tags.get("Game", "")
    try:
        variant = get_variant(key)
        spec = game_of(variant)
    except TarockError:
        from tarock_tutor.core.variants import REGISTRY

        raise InvalidRecord(f"unknown game {key!r} in the [Game] tag; known: "
                            f"{', '.join(sorted(REGISTRY))}",
                            line=rec.lines.get("Game", 1), code="UNKNOWN_GAME",
                            params={"given": key[:40], "games": known_games()}) from None
    values = option_values(variant, rec.options, rec.lines)
    try:
        options = variant.options(**values)
        dealer = _whole(rec.tags["Dealer"], "Dealer", variant.seats - 1,
                        rec.lines.get("Dealer")) if "Dealer" in rec.tags \
            else spec.default_dealer
        names = tuple(n.strip() for n in rec.tags["Names"].split(",")) \
            if "Names" in rec.tags else ()
        if rec.hands:
            seats = range(variant.seats)
            missing = [str(s) for s in seats if str(s) not in rec.hands]
            extra = sorted(set(rec.hands) - {str(s) for s in seats})
            if missing or extra:
                raise InvalidRecord(
                    f"a typed-in deal needs one [Hand] tag for each seat 席1〜席{variant.seats}"
                    + (f"; missing: {', '.join(_shown(m, rec) for m in missing)}"
                       if missing else "")
                    + (f"; not seats: {', '.join(_shown(x, rec) for x in extra)}"
                       if extra else ""),
                    line=rec.lines.get("Game", 1), code="HANDS_INCOMPLETE",
                    params={"seats": f"席1〜席{variant.seats}", "detail": (
                        (f"足りない席: {', '.join(_shown(m, rec) for m in missing)}。"
                         if missing else "")
                        + (f"席ではないもの: {', '.join(_shown(e, rec)[:8] for e in extra[:5])}。"
                           if extra else ""))})
            if "Seed" in rec.tags:
                raise InvalidRecord("a record has either a [Seed] or [Hand] tags, not both",
                                    line=rec.lines["Seed"], code="SEED_AND_HANDS")
            _check_hand_cards(rec, variant.pack, variant.seats)
            return Setup.arranged_deal(variant, [rec.hands[str(s)] for s in seats],
                                       rec.tags.get("Talon", ""), dealer=dealer,
                                       options=options, names=names)
        seed = _whole(rec.tags.get("Seed", "0"), "Seed", 2**64 - 1, rec.lines.get("Seed"))
        return Setup.seeded(variant, seed, dealer=dealer, options=options, names=names)
    except InvalidRecord:
        raise
    except TarockError as err:
        raise InvalidRecord(f"bad record header: {err}", line=rec.lines.get("Game", 1),
                            code=getattr(err, "code", ""),
                            params=getattr(err, "params", {})) from None


def _shown(key: str, rec: Record) -> str:
    """A hand's seat key as the record wrote it."""
    k = key.strip()
    if rec.format == 2 and k.isascii() and k.isdigit() and len(k) <= 3:
        return repr(str(int(k) + 1))
    return repr(key)


def _check_hand_cards(rec: Record, pack: Pack, seats: int) -> None:
    """A card typo in a ``[Hand]`` or ``[Talon]`` tag, reported on that tag's line."""
    tags = [(f"Hand:{s}", rec.hands[str(s)]) for s in range(seats)]
    tags.append(("Talon", rec.tags.get("Talon", "")))
    for where, cards in tags:
        for word in cards.replace(",", " ").split():
            try:
                parse_card(word, pack)
            except InvalidNotation as err:
                raise InvalidRecord(str(err), line=rec.lines.get(where), code="BAD_CARD",
                                    params={"card": word[:20]}) from None


def _whole(raw: str, tag: str, high: int, line: int | None) -> int:
    from tarock_tutor.core.problems import whole_number

    value = whole_number(raw, 0, high)
    if value is None:
        raise InvalidRecord(f"the [{tag}] tag must be a whole number 0..{high}, not "
                            f"{quote(raw)}", line=line, code="BAD_NUMBER_TAG",
                            params={"tag": tag, "value": raw[:30], "low": 0, "high": high})
    return value


def load(text: str) -> GameState:
    """Read any registered game's record and replay it through that game's rules.

    Syntax errors are collected with their lines; the first illegal action stops
    the replay with its line and the rule's verdict (``InvalidRecord``)."""
    if not isinstance(text, str):
        raise InvalidRecord(f"a record is text, not {type(text).__name__}",
                            code="RECORD_NOT_TEXT", params={"type": type(text).__name__})
    rec = parse_text(text)
    setup = setup_from_record(rec)
    spec = game_of(setup.variant)
    try:
        state = spec.new_state(setup)
    except InvalidRecord:
        raise
    except TarockError as err:
        raise InvalidRecord(str(err), line=rec.lines.get("Game", 1), code=err.code,
                            params=err.params) from None
    return replay(rec, state)
