"""HTML for the book: score sheets, verdicts and tables of legal plays, in Japanese.

Plain strings with inline styles (no stylesheet to ship), so the same output
works in a notebook, in the static book and under Pyodide.

>>> from tarock_tutor.core.scoring import LineItem, ScoreSheet, team_1v_rest
>>> sheet = ScoreSheet(("A", "B", "C"), [LineItem("game", "ゲーム", team_1v_rest(0, 3, 2))])
>>> "<table" in score_sheet_html(sheet) and "+4" in score_sheet_html(sheet)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from html import escape
from typing import Any

from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.core.protocol import Action, Play, Verdict
from tarock_tutor.core.scoring import Amount, ScoreSheet
from tarock_tutor.core.tricks import FollowRule, explain_play, legal_plays
from tarock_tutor.render.svg import _generic_ja as card_ja

__all__ = ["legal_table_html", "pack_table_html", "score_sheet_html", "verdict_html"]

_TABLE = ('style="border-collapse:collapse;font-size:0.9em;margin:0.4em 0;'
          'font-family:inherit"')
_CELL = 'style="border:1px solid #bbb;padding:2px 6px;text-align:{align}{extra}"'
_OK, _NO = "#1a8f3c", "#b3261e"


def _td(body: str, align: str = "left", tag: str = "td", *, nowrap: bool = False) -> str:
    extra = ";white-space:nowrap" if nowrap or tag == "th" else ""
    return f"<{tag} {_CELL.format(align=align, extra=extra)}>{body}</{tag}>"


def _amount(a: Amount | None, *, signed: bool = True) -> str:
    if a is None:
        return "—"
    if isinstance(a, Fraction) and a.denominator != 1:
        sign = "+" if signed and a > 0 else ""
        return f"{sign}{a.numerator}/{a.denominator}"
    n = int(a)
    return f"{n:+d}" if signed and n != 0 else str(n)


def _flag(value: bool | None, yes: str, no: str) -> str:
    return "—" if value is None else yes if value else no


def score_sheet_html(sheet: ScoreSheet) -> str:
    """A score sheet as a table: one row per line item, one column per seat, totals last.

    The 予告 column says whether an item was announced before play (Pagat, Valat …);
    an item that is never announced (the game itself, a declared bonus) shows —.
    A game whose rules call that saying 宣言 (``sheet.announce_word``) heads it so."""
    word = escape(sheet.announce_word)
    head = ["項目", "基本点", "倍率", word, "達成", "根拠", *map(escape, sheet.players)]
    rows = ["<tr>" + "".join(_td(h, "center", "th") for h in head) + "</tr>"]
    for item in sheet.items:
        label = escape(item.label_ja)
        if item.note:
            label += f'<br><small style="color:#555">{escape(item.note)}</small>'
        cells = [_td(label), _td(_amount(item.base, signed=False), "right"),
                 _td(_amount(item.multiplier, signed=False), "right"),
                 _td(_flag(item.announced, f"{word}あり", f"{word}なし"), "center"),
                 _td(_flag(item.achieved, "達成", "失敗"), "center"),
                 _td(f"<small>{escape(item.rule.ja())}</small>")]
        cells += [_td(_amount(a), "right") for a in item.amounts]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    totals = [_td("<b>合計</b>"), *(_td("") for _ in range(5)),
              *(_td(f"<b>{_amount(t)}</b>", "right") for t in sheet.totals())]
    rows.append('<tr style="background:#f3f3f3">' + "".join(totals) + "</tr>")
    caption = (f'<caption style="text-align:left;font-weight:bold">{escape(sheet.title)}'
               "</caption>" if sheet.title else "")
    return f"<table {_TABLE}>{caption}{''.join(rows)}</table>"


_PIP_SUITS = (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)   # named ♥K, not a code


def _action_text(a: Action) -> str:
    if isinstance(a, Play):
        return a.card.symbol if a.card.suit in _PIP_SUITS else card_ja(a.card)
    return str(a)


def verdict_html(verdict: Verdict, *, lang: str = "ja") -> str:
    """A verdict as a coloured box: allowed or not, the reason, the legal alternatives, the rule."""
    colour = _OK if verdict.allowed else _NO
    mark = "✓ 可" if verdict.allowed else "✗ 不可"
    what = escape(verdict.action_ja()) if verdict.action is not None else ""
    reason = escape(verdict.text if lang == "ja" else verdict.message(lang))
    alts = "、".join(escape(_action_text(a)) for a in verdict.alternatives)
    lines = [f'<b style="color:{colour}">{mark}</b> {what}', f"<div>{reason}</div>"]
    if alts and not verdict.allowed:
        kind = ("出せるカード" if all(isinstance(a, Play) for a in verdict.alternatives)
                else "選べるもの")
        lines.append(f"<div>{kind}: {alts}</div>")
    where = verdict.rule.ja()
    if where:
        lines.append(f'<div style="color:#555;font-size:0.85em">根拠: {escape(where)}</div>')
    return (f'<div style="border-left:4px solid {colour};padding:4px 8px;margin:4px 0">'
            + "".join(lines) + "</div>")


def legal_table_html(hand: Sequence[Card], trick: Sequence[Card], *, pack: Pack | None = None,
                     rule: FollowRule | None = None, context: Any = None) -> str:
    """Every card of ``hand``: may it go to ``trick``, and why (in words; a suit card as
    ``♥K``, a trump or the Fugitive by its Japanese name, never a notation code)."""
    kwargs: dict[str, Any] = {"context": context}
    if rule is not None:
        kwargs["rule"] = rule
    ordered = pack.sorted(hand) if pack is not None else list(hand)
    legal = set(legal_plays(hand, trick, **kwargs))
    rows = ["<tr>" + "".join(_td(h, "center", "th") for h in ("カード", "可否", "理由"))
            + "</tr>"]
    for c in ordered:
        v = explain_play(hand, trick, c, **kwargs)
        name = escape(c.symbol if c.suit in _PIP_SUITS
                      else pack.name(c, "ja") if pack is not None and c in pack else card_ja(c))
        ok = c in legal
        mark = (f'<span style="color:{_OK}">✓</span>' if ok
                else f'<span style="color:{_NO}">✗</span>')
        rows.append("<tr>" + _td(name, nowrap=True) + _td(mark, "center")
                    + _td(f"<small>{escape(v.text)}</small>")
                    + "</tr>")
    return f"<table {_TABLE}>{''.join(rows)}</table>"


def pack_table_html(pack: Pack, *, suits: Sequence[Suit] | None = None) -> str:
    """The names and values of a pack: notation (what a reader types), local name,
    Japanese, value.

    Cards come in display order (trumps highest first, then ♠ ♣ ♥ ♦ strongest
    first); ``suits`` restricts the table to some suits.
    """
    head = ("表記", "現地名", "日本語", "点数")
    rows = ["<tr>" + "".join(_td(h, "center", "th") for h in head) + "</tr>"]
    for c in pack.sorted(pack.cards):
        if suits is not None and c.suit not in suits:
            continue
        n = pack.names[c]
        v = pack.value[c]
        value = f"<b>{v}</b>" if v > pack.blank_value else str(v)
        rows.append("<tr>" + _td(f"<code>{escape(c.code)}</code>", "center")
                    + _td(escape(n.local)) + _td(escape(n.ja))
                    + _td(value, "right") + "</tr>")
    return f"<table {_TABLE}>{''.join(rows)}</table>"
