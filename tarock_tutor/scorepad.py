"""A score pad for an evening at one table: the deals as records, the running totals
per person, and who pays whom.

The pad keeps nothing but record texts (plus the table: game, names, first
dealer).  Every deal is a record built by the package's own record writer
(:func:`tarock_tutor.core.records.dumps`) and scored by the generic checker
(:func:`tarock_tutor.core.checker.check_text`), exactly as ``tarock-tutor score
R1 R2 …`` scores the exported files, so the pad and the command line cannot
disagree.  Nothing here names a game: the remembered facts go to the game's
``score_facts`` through the checker, whatever facts that game reads.

Seats are the table's fixed numbers 席1…席n, one column per person for the whole
evening; the dealer is a role that passes on by one seat each deal.

>>> pad = start("cego3", ["A", "B", "C"])
>>> pad = add_facts(pad, contract="solo", declarer=2, points=40)
>>> tally = score(pad)
>>> tally.totals, tally.settlement
((-2, -2, 4), [(0, 2, 2), (1, 2, 2)])
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tarock_tutor import games
from tarock_tutor.core import messages
from tarock_tutor.core.checker import CheckReport, check_text
from tarock_tutor.core.errors import TarockError, error_ja
from tarock_tutor.core.record_seats import seat_text
from tarock_tutor.core.records import dumps
from tarock_tutor.core.registry import GameSpec, game_of
from tarock_tutor.core.scoring import Amount, ScoreSheet, settle_pairs
from tarock_tutor.core.setup import Setup
from tarock_tutor.core.variants import REGISTRY, Variant, get_variant

STORAGE_KEY = "tarock-tutor.scorepad"
"""The key under which the book's page keeps the evening (the browser's localStorage)."""
FORMAT = "tarock-tutor-scorepad/1"
MAX_NAME = 20
MAX_DEALS = 200
EXPORT_MARK = "; ==== "
"""Starts the comment line before each record of an exported evening."""
_NAME_BAD = re.compile(r'[,"\\\[\]\n\r\t]')
_TAG_NAME = re.compile(r"^[A-Za-z]\w{0,30}$")
_RESERVED = {"Game", "Seed", "Dealer", "Names", "Option", "Hand", "Talon", "Contract",
             "Declarer", "Partner", "Points", "Format"}


class ScorePadError(TarockError):
    """Bad input to the pad: a stable code and its parameters; the sentence a reader sees
    (``ja``) is the code's, looked up in the message registry."""

    def __init__(self, code: str, en: str, **params: Any) -> None:
        super().__init__(en, code=code, params=params)
        self.ja = messages.text(code, "ja", **params)


messages.register({
    "PAD_UNKNOWN_GAME": {"ja": "そのゲームはありません:「{value}」。",
                         "en": "unknown game {value}"},
    "PAD_NAMES_COUNT": {"ja": "名前は{seats}人分が必要です({count}人分あります)。",
                        "en": "{seats} names are needed, not {count}"},
    "PAD_BAD_NAME": {"ja": "席{seat}の名前「{value}」は使えません({most}文字まで、カンマ・"
                           "引用符・角括弧なし)。",
                     "en": "the name {value} of seat {seat} is not allowed"},
    "PAD_SAME_NAME": {"ja": "同じ名前が2人にあります。名前は一人ずつ変えてください。",
                      "en": "two seats have the same name"},
    "PAD_BAD_SEAT": {"ja": "{what}は席1〜席{seats}から選びます。",
                     "en": "{what_en} must be a seat 1..{seats}"},
    "PAD_PARTNER_IS_DECLARER": {"ja": "パートナーはデクレアラーとは別の席です。",
                                "en": "the partner cannot be the declarer"},
    "PAD_NO_CONTRACT": {"ja": "契約を選んでください。", "en": "no contract"},
    "PAD_BAD_POINTS": {"ja": "点数「{value}」は0〜999の整数で入力します。",
                       "en": "points {value} out of range"},
    "PAD_BAD_FACT_NAME": {"ja": "「{key}」は事実の名前として使えません。",
                          "en": "fact name {key} is not allowed"},
    "PAD_BAD_FACT": {"ja": "「{key}」の値「{value}」は使えません。",
                     "en": "fact value {value} of {key} is not allowed"},
    "PAD_BAD_FACT_FORM": {"ja": "「{value}」は「名前=値」の形で書きます(例: Kontra=2)。",
                          "en": "fact {value} is not KEY=VALUE"},
    "PAD_FACT_NOT_READ": {"ja": "「{key}」はこのゲームの結果の項目にありません。使える項目: {tags}",
                          "en": "fact {key} is not a fact tag of this game"},
    "PAD_OTHER_GAME": {"ja": "この記録は別のゲーム({record_game})のものです。今夜のゲームは"
                             "{evening_game}です。",
                       "en": "the record is of another game"},
    "PAD_FULL": {"ja": "一晩に記入できるのは{most}ディールまでです。",
                 "en": "at most {most} deals"},
    "PAD_NO_SCORE": {"ja": "この記録には点数がつきません: {why}",
                     "en": "the record has no score sheet"},
    "PAD_EMPTY": {"ja": "記録を貼り付けてください。", "en": "nothing pasted"},
    "PAD_NO_DEAL": {"ja": "そのディールはありません。", "en": "no deal {value}"},
    "PAD_BAD_SAVED": {"ja": "保存されていたスコアシートを読めませんでした。",
                      "en": "the kept score pad cannot be read"},
})


@dataclass(frozen=True)
class Evening:
    """One table's evening: the game, one name per seat, who dealt first, the deals."""

    variant: str
    names: tuple[str, ...]
    first_dealer: int
    records: tuple[str, ...] = ()

    @property
    def seats(self) -> int:
        return get_variant(self.variant).seats


@dataclass(frozen=True)
class DealResult:
    """One deal of the evening as the checker reads it."""

    record: str
    report: CheckReport
    dealer: int | None

    @property
    def sheet(self) -> ScoreSheet | None:
        return self.report.sheet

    def problem_ja(self) -> str:
        """Why this deal has no score ("" when it has one)."""
        if self.sheet is not None:
            return ""
        said = [x.text_ja for x in self.report.irregularities] + self.report.unchecked
        return " ".join(said) or "点数を計算できませんでした。"


@dataclass(frozen=True)
class Tally:
    """The evening scored: each deal, the totals per seat, and a settlement."""

    deals: tuple[DealResult, ...]
    totals: tuple[Amount, ...]
    settlement: list[tuple[int, int, Amount]] = field(default_factory=list)


def variant_label(key: str) -> str:
    """The Japanese name of a variant, as the pad's game menu shows it."""
    v = get_variant(key)
    return v.aliases.get("ja") or f"{game_of(v).title_ja}({v.seats}人)"


def variant_choices() -> list[tuple[str, str]]:
    """(Japanese name, key) of every variant, the menu of the pad."""
    return [(variant_label(k), k) for k in games.variant_keys()]


def start(variant: str, names: Sequence[str], *, first_dealer: int | None = None
          ) -> Evening:
    """A new evening; a blank name becomes the seat's number (席k)."""
    try:
        v = get_variant(variant)
    except TarockError:
        raise ScorePadError("PAD_UNKNOWN_GAME",
                            f"unknown game {variant!r}; known: {', '.join(sorted(REGISTRY))}",
                            value=str(variant)[:40]) from None
    if len(names) != v.seats:
        raise ScorePadError("PAD_NAMES_COUNT", f"{v.key} seats {v.seats}, not {len(names)} names",
                            seats=v.seats, count=len(names))
    clean = tuple(n.strip() or f"席{i + 1}" for i, n in enumerate(names))
    for i, n in enumerate(clean):
        if len(n) > MAX_NAME or _NAME_BAD.search(n):
            raise ScorePadError("PAD_BAD_NAME", f"name {n!r} of seat {i} is not allowed",
                                seat=i + 1, value=n[:MAX_NAME], most=MAX_NAME)
    if len(set(clean)) != len(clean):
        raise ScorePadError("PAD_SAME_NAME", f"names {clean!r} repeat")
    dealer = game_of(v).default_dealer if first_dealer is None else first_dealer
    if not (isinstance(dealer, int) and 0 <= dealer < v.seats):
        raise ScorePadError("PAD_BAD_SEAT",
                            f"first dealer {dealer!r} is not a seat 0..{v.seats - 1}",
                            what="最初のディーラー", what_en="the first dealer", seats=v.seats)
    return Evening(v.key, clean, dealer)


def dealer_of(evening: Evening, index: int) -> int:
    """The dealer of deal ``index`` (0-based): the deal passes on one seat each time."""
    return (evening.first_dealer + index) % evening.seats


def next_dealer(evening: Evening) -> int:
    """Who deals next: the seat after the last deal's dealer (as its record says, so a
    corrected dealer carries on), or the first dealer."""
    last = _dealer_tag(evening.records[-1]) if evening.records else None
    if last is None:
        return dealer_of(evening, len(evening.records))
    return (last + 1) % evening.seats


def seat_fact(seat: int) -> str:
    """A seat as a fact tag writes it (the 席 number of the engine seat ``seat``: fact
    tags are read as people write them)."""
    return seat_text(seat)


def _setup(evening: Evening, dealer: int) -> tuple[Setup, GameSpec]:
    v: Variant = get_variant(evening.variant)
    return Setup.seeded(v, 0, dealer=dealer, names=evening.names), game_of(v)


def facts_record(evening: Evening, *, contract: str, declarer: int,
                 partner: int | None = None, points: int | None = None,
                 extra: Mapping[str, str] | None = None, dealer: int | None = None) -> str:
    """The record of a remembered result (no hands, no play), written by the package's
    own record writer: the table's names and dealer, then the fact tags."""
    n = evening.seats
    seats = (("デクレアラー", "declarer", declarer), ("パートナー", "partner", partner),
             ("ディーラー", "dealer", dealer))
    for what, what_en, seat in seats:
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < n):
            raise ScorePadError("PAD_BAD_SEAT", f"{what_en} {seat!r} is not a seat 0..{n - 1}",
                                what=what, what_en=what_en, seats=n)
    if partner is not None and partner == declarer:
        raise ScorePadError("PAD_PARTNER_IS_DECLARER", "the partner cannot be the declarer")
    if not contract.strip():
        raise ScorePadError("PAD_NO_CONTRACT", "no contract")
    facts = {"Contract": contract.strip(), "Declarer": seat_fact(declarer)}
    if partner is not None:
        facts["Partner"] = seat_fact(partner)
    if points is not None:
        if not (isinstance(points, int) and 0 <= points <= 999):
            raise ScorePadError("PAD_BAD_POINTS", f"points {points!r} out of range",
                                value=str(points)[:20])
        facts["Points"] = str(points)
    for key, value in (extra or {}).items():
        if not _TAG_NAME.match(key) or key in _RESERVED:
            raise ScorePadError("PAD_BAD_FACT_NAME", f"fact name {key!r} is not allowed",
                                key=key[:40])
        if not value.strip() or _NAME_BAD.search(value) or len(value) > 40:
            raise ScorePadError("PAD_BAD_FACT", f"fact value {value!r} is not allowed",
                                key=key[:40], value=value[:40])
        tags = game_of(get_variant(evening.variant)).fact_tags
        if key not in tags:
            raise ScorePadError("PAD_FACT_NOT_READ", f"fact {key!r} is not a fact tag of this game",
                                key=key, tags="、".join(tags))
        facts[key] = value.strip()
    setup, spec = _setup(evening, next_dealer(evening) if dealer is None else dealer)
    return dumps(spec.new_state(setup), tags=facts)


def parse_extra(text: str) -> dict[str, str]:
    """Further facts typed as ``Kontra=2 AfterSolo=true`` (spaces, commas or lines)."""
    out: dict[str, str] = {}
    for word in re.split(r"[\s,、]+", text.strip()):
        if not word:
            continue
        key, sep, value = word.partition("=")
        if not sep or not key or not value:
            raise ScorePadError("PAD_BAD_FACT_FORM", f"fact {word!r} is not KEY=VALUE",
                                value=word[:40])
        out[key] = value
    return out


def check_deal(evening: Evening, record: str) -> DealResult:
    """Score one record as the command line does; a record of another game is refused."""
    report = check_text(record)
    if report.readable and report.variant and report.variant != evening.variant:
        raise ScorePadError("PAD_OTHER_GAME",
                            f"record of {report.variant}, the evening plays {evening.variant}",
                            record_game=variant_label(report.variant),
                            evening_game=variant_label(evening.variant))
    state = report.state
    dealer = state.setup.dealer if state is not None else _dealer_tag(record)
    return DealResult(record, report, dealer)


def _dealer_tag(record: str) -> int | None:
    from tarock_tutor.core.records import parse_text, setup_from_record

    try:
        return setup_from_record(parse_text(record)).dealer
    except TarockError:
        return None


def add_record(evening: Evening, record: str) -> Evening:
    """The evening with one more deal (a record's text), refused unless it scores."""
    if len(evening.records) >= MAX_DEALS:
        raise ScorePadError("PAD_FULL", f"at most {MAX_DEALS} deals", most=MAX_DEALS)
    text = record.strip() + "\n"
    result = check_deal(evening, text)
    if result.sheet is None:
        raise ScorePadError("PAD_NO_SCORE", "the record has no score sheet",
                            why=result.problem_ja())
    return replace(evening, records=(*evening.records, text))


def add_facts(evening: Evening, **facts: Any) -> Evening:
    """The evening with one more remembered result (see :func:`facts_record`)."""
    return add_record(evening, facts_record(evening, **facts))


def add_pasted(evening: Evening, text: str) -> Evening:
    """One pasted record, or a whole exported evening (its records in order)."""
    records = split_export(text)
    if not records:
        raise ScorePadError("PAD_EMPTY", "nothing pasted")
    for rec in records:
        evening = add_record(evening, rec)
    return evening


def remove_deal(evening: Evening, index: int) -> Evening:
    if not 0 <= index < len(evening.records):
        raise ScorePadError("PAD_NO_DEAL", f"no deal {index}", value=index)
    return replace(evening, records=evening.records[:index] + evening.records[index + 1:])


def score(evening: Evening) -> Tally:
    """Every deal scored, the totals per seat (column) and who pays whom."""
    deals = tuple(check_deal(evening, r) for r in evening.records)
    n = evening.seats
    totals: list[Amount] = [0] * n
    for d in deals:
        if d.sheet is not None:
            for i, a in enumerate(d.sheet.totals()):
                totals[i] += a
    return Tally(deals, tuple(totals), settle_pairs(totals))


def export_files(evening: Evening) -> list[tuple[str, str]]:
    """The deals as files (name, text) for ``tarock-tutor score deal01.txt deal02.txt …``."""
    width = max(2, len(str(len(evening.records))))
    return [(f"deal{i + 1:0{width}d}.txt", r) for i, r in enumerate(evening.records)]


def export_text(evening: Evening) -> str:
    """The whole evening in one text: each record after a comment line naming its file
    (records ignore comment lines, so each part is a record as it stands)."""
    return "".join(f"{EXPORT_MARK}{name} ====\n{text}" for name, text in export_files(evening))


def split_export(text: str) -> list[str]:
    """The records of :func:`export_text` (a text without the marks is one record)."""
    parts: list[list[str]] = [[]]
    for line in text.replace("\r\n", "\n").split("\n"):
        if line.startswith(EXPORT_MARK):
            parts.append([])
        else:
            parts[-1].append(line)
    return [t.strip() + "\n" for t in ("\n".join(p) for p in parts) if t.strip()]


def to_json(evening: Evening) -> str:
    """The evening as the page keeps it."""
    return json.dumps({"format": FORMAT, "variant": evening.variant,
                       "names": list(evening.names), "first_dealer": evening.first_dealer,
                       "records": list(evening.records)}, ensure_ascii=False)


def from_json(data: str) -> Evening:
    """An evening kept by :func:`to_json`; anything else is refused with one error."""
    try:
        obj = json.loads(data)
        if not isinstance(obj, dict) or obj.get("format") != FORMAT:
            raise ValueError("not a score pad")
        names, records = obj["names"], obj["records"]
        if not (isinstance(names, list) and all(isinstance(x, str) for x in names)
                and isinstance(records, list) and all(isinstance(x, str) for x in records)
                and isinstance(obj["variant"], str) and type(obj["first_dealer"]) is int):
            raise ValueError("wrong types")
    except (ValueError, KeyError, TypeError, RecursionError):
        raise ScorePadError("PAD_BAD_SAVED", "the kept score pad cannot be read") from None
    evening = start(obj["variant"], names, first_dealer=obj["first_dealer"])
    return replace(evening, records=tuple(records[:MAX_DEALS]))


@functools.lru_cache(maxsize=32)
def contract_choices(variant: str) -> tuple[tuple[str, str], ...]:
    """(Japanese name, id) of the contracts the game scores from a remembered result:
    the game's terms that its ``score_facts`` accepts for some declarer side's points."""
    v = get_variant(variant)
    spec = game_of(v)
    if spec.score_facts is None:
        return ()
    setup = Setup.seeded(v, 0, dealer=spec.default_dealer)
    seat = (spec.default_dealer + 1) % v.seats   # forehand: a seat that plays in any variant
    found = []
    for term in spec.labels.terms.values():
        if _scores(spec, setup, term.id, seat):
            found.append((term.ja, term.id))
    return tuple(found)


def _scores(spec: GameSpec, setup: Setup, contract: str, seat: int) -> bool:
    if spec.score_facts is None:
        return False
    for partner in (None, (seat + 1) % setup.variant.seats):
        for points in (0, 35, 61, 100):
            facts = {"Contract": contract, "Declarer": seat_fact(seat), "Points": str(points)}
            if partner is not None:
                facts["Partner"] = seat_fact(partner)
            try:
                spec.score_facts(setup, facts)
            except TarockError:
                continue
            return True
    return False


def person_totals(evening: Evening, tally: Tally) -> list[tuple[str, Amount]]:
    return list(zip(evening.names, tally.totals, strict=True))


def problems_ja(err: BaseException) -> str:
    """The sentence a reader sees for a refused entry."""
    return error_ja(err)


def names_of(seats: Iterable[int], evening: Evening) -> list[str]:
    return [evening.names[s] for s in seats]
