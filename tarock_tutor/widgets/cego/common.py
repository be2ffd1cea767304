"""Shared pieces of the Cego pages: Japanese names in the book's spelling, seat
letters, verdict boxes, card rows and input checks.

The Japanese terms follow the prose chapter (book/cego/rules3.md, rules4.md,
book/glossary.md): アイネ・レーレ rather than the seed's かす1, ゼルプスト for
the senior's hold.  Seats are named as in the prose and in spec
cego-dreierles.md §4: A is the dealer's right (Vorhand), then B, C (and D);
the dealer speaks last.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from tarock_tutor.core import messages
from tarock_tutor.core.cards import SKUS, Card, Pack, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.protocol import Action, Announce, Bid, Discard, Keep, Play, Verdict
from tarock_tutor.core.scoring import LineItem, ScoreSheet
from tarock_tutor.games.cego.scoring import pack_for
from tarock_tutor.widgets.follow import StaticFigure

__all__ = [
    "BID_JA",
    "CONTRACT_JA",
    "NO_COLOUR",
    "OK_COLOUR",
    "StaticFigure",
    "as_card",
    "as_cards",
    "book_sheet",
    "card_ja",
    "cards_ja",
    "check_players",
    "error_html",
    "message_ja",
    "option_label",
    "seat_letter",
    "seat_names",
    "verdict_box",
]

CONTRACT_JA: dict[str, str] = {
    "solo": "ソロ", "cego": "ツェゴ", "eine": "アイネ", "eine_leere": "アイネ・レーレ",
    "zwei_leere": "ツヴァイ・レーレ", "zwei_verschiedene": "ツヴァイ・フェアシーデネ",
    "pfeife": "プファイフェ", "piccolo": "ピッコロ", "bettel": "ベッテル", "raeuber": "ロイバー"}
BID_JA: dict[str, str] = {**CONTRACT_JA, "pass": "パス", "hold": "ゼルプスト"}

OK_COLOUR, NO_COLOUR = "#1a8f3c", "#b3261e"

def card_ja(c: Card) -> str:
    """A short name in the prose's style: ``切札20``, ``シュティース``, ``♥K``, ``♦2``."""
    if c.suit is Suit.TRUMP:
        return "シュティース" if c.rank == SKUS else f"切札{c.rank}"
    return c.symbol


def option_label(c: Card, pack: Pack) -> str:
    """A dropdown label: the short name, and the full Japanese name when it says more."""
    short, full = card_ja(c), pack.name(c, "ja")
    return short if full == short else f"{short} {full}"


def cards_ja(cards: Iterable[Card]) -> str:
    return " ".join(card_ja(c) for c in cards)


def check_players(players: int) -> int:
    if players not in (3, 4):
        raise TarockError(f"Cego is played by 3 or 4 players, not {players!r} "
                          "(spec cego-dreierles.md §2.2)")
    return players


def seat_letter(seat: int, *, players: int, dealer: int = 0) -> str:
    """``A`` for the dealer's right, then ``B``, ``C`` (``D``); the dealer is last."""
    return "ABCD"[(seat - dealer - 1) % players]


def seat_names(players: int, dealer: int = 0) -> tuple[str, ...]:
    """``A(席1)`` … per seat number, the dealer marked (ディーラー)."""
    out = []
    for s in range(players):
        name = f"{seat_letter(s, players=players, dealer=dealer)}(席{s}"
        out.append(name + (",ディーラー)" if s == dealer else ")"))
    return tuple(out)


def as_card(c: Card | str, pack: Pack, what: str = "card") -> Card:
    out = parse_card(c, pack) if isinstance(c, str) else c
    if out not in pack:
        raise TarockError(f"{what} {out.code!r} is not a card of the {pack.title}")
    return out


def as_cards(cards: Sequence[Card | str] | str, players: int, what: str = "cards") -> list[Card]:
    """Cards of the Cego pack for ``players`` from notation or Card objects; no repeats."""
    pack = pack_for(check_players(players))
    if isinstance(cards, str):
        out = list(parse_cards(cards, pack))
    else:
        out = [as_card(c, pack, what) for c in cards]
    seen: set[Card] = set()
    for c in out:
        if c in seen:
            raise TarockError(f"card {c.code!r} is named twice in the {what}")
        seen.add(c)
    return out


def _param_ja(params: Mapping[str, Any]) -> dict[str, Any]:
    """Message parameters with bid ids, contract names and card codes in Japanese; the
    ``*_ja`` variants the engine's texts may use are filled from the same values."""
    out = dict(params)
    de = {"Cego": "cego", "Eine": "eine", "Eine Leere": "eine_leere",
          "Zwei Leere": "zwei_leere", "Zwei Verschiedene": "zwei_verschiedene",
          "Pfeife": "pfeife", "Solo": "solo"}
    for key in ("bid", "next", "contract"):
        value = out.get(key)
        if isinstance(value, str):
            ja = BID_JA.get(de.get(value, value), value)
            out[key] = ja
            out[f"{key}_ja"] = ja
    if isinstance(out.get("card"), str):
        with contextlib.suppress(TarockError):
            out["card"] = card_ja(parse_card(out["card"]))
    return out


def message_ja(code: str, params: Mapping[str, Any] | None = None) -> str:
    """The Japanese text of a reason code, with bid ids in Japanese and the book's spelling."""
    return messages.text(code, "ja", **_param_ja(params or {}))


def action_ja(a: Action | None) -> str:
    """An action in the book's Japanese words."""
    if a is None:
        return ""
    if isinstance(a, Bid):
        return BID_JA.get(a.bid, a.bid)
    if isinstance(a, Play):
        return card_ja(a.card)
    if isinstance(a, Keep):
        return "残す: " + cards_ja(a.cards)
    if isinstance(a, Discard):
        return "捨てる: " + cards_ja(a.cards)
    if isinstance(a, Announce):
        return "手札公開" if a.what == "expose" else a.what
    return str(a)


def verdict_box(v: Verdict, *, alternatives_label: str = "選べるもの") -> str:
    """A verdict as a coloured box: mark, action, reason code, Japanese text, rule."""
    colour = OK_COLOUR if v.allowed else NO_COLOUR
    mark = "✓ 可" if v.allowed else "✗ 不可"
    lines = [f'<b style="color:{colour}">{mark}</b> {escape(action_ja(v.action))} '
             f'<code style="font-size:0.85em">{escape(v.code)}</code>',
             f"<div>{escape(message_ja(v.code, v.params))}</div>"]
    if v.alternatives and not v.allowed:
        alts = "、".join(dict.fromkeys(escape(action_ja(a)) for a in v.alternatives))
        lines.append(f"<div>{alternatives_label}: {alts}</div>")
    if str(v.rule):
        lines.append(f'<div style="color:#555;font-size:0.85em">根拠: {escape(str(v.rule))}'
                     "</div>")
    return box("".join(lines), ok=v.allowed)


def box(body: str, *, ok: bool | None = None) -> str:
    colour = "#888" if ok is None else OK_COLOUR if ok else NO_COLOUR
    return (f'<div style="border-left:4px solid {colour};padding:4px 8px;margin:4px 0">'
            f"{body}</div>")


def book_sheet(sheet: ScoreSheet, names: Sequence[str] | None = None, *,
               title: str | None = None) -> ScoreSheet:
    """The engine's sheet with the book's spelling and, if given, names and a title."""
    items = [LineItem(i.key, i.label_ja, i.amounts, i.base, i.multiplier,
                      i.announced, i.achieved, i.rule, i.note) for i in sheet.items]
    players = tuple(names) if names is not None else sheet.players
    if len(players) != len(sheet.players):
        raise TarockError(f"{len(players)} names for a sheet of {len(sheet.players)} players")
    return ScoreSheet(players, items, title=sheet.title if title is None else title)


def error_html(e: Exception) -> str:
    return f'<div style="color:{NO_COLOUR}">{escape(str(e))}</div>'
