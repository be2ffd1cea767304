"""A checked deal as one HTML page or SVG picture: the verdict, the dealt hands, the
tricks with the irregular card marked, and the cited score sheet.

Seats are named as people name them everywhere on the page, in the text and in the
pictures alike: 席1 … 席n (the engine's seat + 1, whoever deals), with the player's
name where the record gives one, and the dealer's and forehand's roles beside the
hands."""

from __future__ import annotations

from html import escape

from tarock_tutor.core.cards import Card
from tarock_tutor.core.checker import CheckReport
from tarock_tutor.core.labels import seat_ja, seat_role_ja
from tarock_tutor.core.protocol import GameState
from tarock_tutor.render.html import score_sheet_html
from tarock_tutor.render.svg import hand_svg, trick_svg

_COLOURS = {"valid": "#1b5e20", "irregular": "#b71c1c", "unreadable": "#6d4c00",
            "unfinished": "#0d47a1"}
"""Red only for a real irregularity; an unreadable input or an unfinished record is not
one (issue 20)."""


def report_html(report: CheckReport, *, title: str = "") -> str:
    """The report as an HTML fragment (the CLI wraps it into a page)."""
    colour = _COLOURS[report.status]
    parts = ['<div class="tt-report" style="max-width:100%;overflow-x:auto">',
             f"<h3>{escape(title or report.title_ja or '記録')}</h3>",
             f'<p style="color:{colour};font-weight:bold">判定: '
             f"{escape(report.heading_ja)}</p>"]
    parts += [f"<p>注: {escape(n)}</p>" for n in report.notes]
    if report.irregularities:
        parts.append("<ul>")
        for x in report.irregularities:
            where = "、".join(w for w in (f"{x.line}行目" if x.line else "",
                                         f"{x.trick}つ目のトリック" if x.trick else "",
                                         report.who(x)) if w)
            legal = (f"<br><small>出せたもの: {escape('、'.join(x.legal_ja or x.legal))}</small>"
                     if x.legal else "")
            did = f"「{escape(x.action_ja)}」は不可。" if x.action_ja else ""
            parts.append(f"<li><b>{escape(where)}</b>: {did}{escape(x.text_ja)}{legal}</li>")
        parts.append("</ul>")
    parts += [f"<p>確認済み: {escape(c)}</p>" for c in report.checked]
    parts += [f"<p>未確認: {escape(c)}</p>" for c in report.unchecked]
    state = report.state
    if state is not None:
        pack = state.variant.pack
        hands = dealt_hands(state)
        if hands:
            parts.append("<h4>配られた手札</h4>")
            n = state.variant.seats
            names = state.setup.names
            parts += [f"<div>{escape(seat_role_ja(s, dealer=state.dealer, seats=n, names=names))}"
                      f": {hand_svg(hands[s], pack=pack)}</div>"
                      for s in range(len(hands)) if hands[s]]
        tp = state.deal_view().trickplay
        if tp is not None and tp.tricks:
            parts.append("<h4>トリック</h4>")
            who = trick_seat_names(state)
            width = 56 if state.setup.names else 44
            marked: dict[int, set[int]] = {}
            for x in report.irregularities:
                if x.trick is not None and x.seat is not None:
                    marked.setdefault(x.trick, set()).add(x.seat)
            for i, t in enumerate(tp.tricks, start=1):
                svg = trick_svg(t.plays, pack=pack, winner=t.winner, seat_names=who,
                                width=width, marked=marked.get(i, ()))
                parts.append(f"<div>{i}: {svg}</div>")
    if report.sheet is not None:
        parts.append("<h4>得点表</h4>" + score_sheet_html(report.sheet))
    parts.append("</div>")
    return "".join(parts)


def trick_seat_names(state: GameState) -> tuple[str, ...]:
    """The name under a card in a trick: ``席2``, or ``席2 Bernd`` with names."""
    names = state.setup.names
    return tuple(seat_ja(s) + (f" {names[s]}" if s < len(names) and names[s] else "")
                 for s in range(state.variant.seats))


def dealt_hands(state: GameState) -> tuple[tuple[Card, ...], ...]:
    """The hands as dealt: typed in, or as the game's deal left them."""
    if state.setup.hands is not None:
        return state.setup.hands
    return state.deal_view().dealt


def report_page(report: CheckReport, *, title: str = "") -> str:
    """A complete, self-contained HTML page (UTF-8, no external resources)."""
    body = report_html(report, title=title)
    return ("<!DOCTYPE html><html lang=\"ja\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{escape(title or report.title_ja)}</title>"
            "<style>svg{max-width:100%;height:auto}body{font-family:sans-serif}</style>"
            f"</head><body>{body}</body></html>\n")
