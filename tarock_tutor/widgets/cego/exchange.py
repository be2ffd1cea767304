"""The exchange trainer (spec cego-dreierles.md §2.4–2.5): keep cards for a contract,
take the talon, make the extra discard; every condition checked with a verdict.

>>> r = exchange_check(3, 1, "zwei_leere", keep="H1 H3")
>>> r.keep_verdict.code, r.forced.code if r.forced else None
('KEEP_OK', 'T1')
>>> exchange_check(3, 1, "zwei_leere", keep="H1 H3", discard="T6").discard_verdict.code
'MUST_DISCARD_LOWEST_TRUMP'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Discard, Keep, Verdict
from tarock_tutor.games.cego import (
    CONTRACTS,
    check_discard,
    check_keep,
    forced_discard,
    legal_keeps,
    new_game,
)
from tarock_tutor.games.cego.contracts import PFEIFE_CARD
from tarock_tutor.games.cego.exchange import is_allowed_discard_code, keep_rule
from tarock_tutor.render.svg import hand_svg

from .common import (
    CONTRACT_JA,
    NO_COLOUR,
    OK_COLOUR,
    StaticFigure,
    as_cards,
    card_ja,
    cards_ja,
    check_players,
    error_html,
    option_label,
    seat_names,
    verdict_box,
)

__all__ = ["EXCHANGE_CONTRACTS", "ExchangeCheck", "exchange_check", "exchange_figure",
           "exchange_trainer", "show_exchange"]

EXCHANGE_CONTRACTS: tuple[str, ...] = ("cego", "eine", "eine_leere", "zwei_leere",
                                       "zwei_verschiedene", "pfeife")

_KIND_JA = {"cego": "どの札でもよい", "eine": "どの札でもよい",
            "eine_leere": "切札以外の数札(1〜10)", "zwei_leere": "切札以外の数札(1〜10)",
            "zwei_verschiedene": "切札以外の数札(1〜10)", "pfeife": "切札1(プファイフェ)"}
_EXTRA_JA = {"cego": "好きな1枚", "zwei_leere": "手札で一番弱い切札",
             "zwei_verschiedene": "手札で一番強い切札"}


@dataclass(frozen=True)
class ExchangeCheck:
    """One exchange attempt on a seeded deal, judged step by step."""

    players: int
    seed: int
    seat: int
    dealer: int
    contract: str
    pack: Pack
    hand: tuple[Card, ...]
    talon: tuple[Card, ...]
    keep: tuple[Card, ...]
    keep_verdict: Verdict
    conditions: tuple[tuple[str, bool | None, str], ...]   # (condition, met, detail)
    after: tuple[Card, ...] = ()                      # kept cards + talon
    forced: Card | None = None                        # the discard the rule imposes
    discard: Card | None = None
    discard_verdict: Verdict | None = None

    @property
    def legage(self) -> tuple[Card, ...]:
        """The declarer's set-aside cards (hand minus kept, plus the extra discard)."""
        out = [c for c in self.hand if c not in self.keep]
        if self.discard is not None and self.discard_verdict is not None \
                and self.discard_verdict.allowed:
            out.append(self.discard)
        return tuple(out)

    @property
    def needs_discard(self) -> bool:
        return CONTRACTS[self.contract].extra_discard

    def _repr_html_(self) -> str:
        return exchange_figure_html(self)


def _conditions(contract: str, hand: Sequence[Card], keep: Sequence[Card], n: int,
                face_card_as_pip: bool) -> list[tuple[str, bool | None, str]]:
    rows: list[tuple[str, bool | None, str]] = []
    rows.append((f"残す枚数は{n}枚", len(keep) == n, f"{len(keep)}枚を選んだ"))
    missing = [card_ja(c) for c in keep if c not in hand]
    rows.append(("残す札は自分の手札から", not missing,
                 "すべて手札にある" if not missing else "手札にない: " + " ".join(missing)))
    kind = _KIND_JA[contract]
    if contract == "pfeife":
        ok = list(keep) == [PFEIFE_CARD]
    elif contract in ("eine_leere", "zwei_leere", "zwei_verschiedene"):
        ok = all(c.suit is not Suit.TRUMP and (c.rank <= 10 or (
            face_card_as_pip and contract != "eine_leere")) for c in keep)
        if face_card_as_pip and contract != "eine_leere":
            kind += "(特別ルールで絵札も可)"
    else:
        ok = True
    rows.append((f"残す札の種類: {kind}", ok, cards_ja(keep) or "(なし)"))
    if contract in ("zwei_leere", "zwei_verschiedene") and len(keep) == 2:
        same = keep[0].suit is keep[1].suit
        want_same = contract == "zwei_leere"
        rows.append(("2枚は同じスート" if want_same else "2枚は異なるスート", same == want_same,
                     "同じスート" if same else "異なるスート"))
    return rows


def exchange_check(players: int, seed: int, contract: str, *,
                   keep: Sequence[Card | str] | str, discard: Card | str | None = None,
                   dealer: int = 0, seat: int | None = None,
                   hands: Mapping[int, Sequence[Card] | str] | None = None,
                   talon: Sequence[Card] | str | None = None,
                   face_card_as_pip: bool = False) -> ExchangeCheck:
    """Judge keeping ``keep`` (and then discarding ``discard``) as declarer of ``contract``.

    The hand is the dealt hand of ``seat`` (default: A, the dealer's right) in the
    deal given by ``seed`` (or by ``hands``/``talon`` placed on it).
    """
    check_players(players)
    if contract not in EXCHANGE_CONTRACTS:
        raise TarockError(f"{contract!r} has no exchange with the talon; the exchange "
                          f"contracts are {', '.join(EXCHANGE_CONTRACTS)} "
                          "(spec cego-dreierles.md §2.4)")
    g = new_game(players=players, seed=seed, dealer=dealer, hands=hands, talon=talon,
                 face_card_as_pip=face_card_as_pip)
    s = (dealer + 1) % players if seat is None else seat
    if not isinstance(s, int) or not 0 <= s < players:
        raise TarockError(f"seat {s!r} is not a seat of a {players}-player game")
    hand = g.dealt_hands[s]
    kept = tuple(as_cards(keep, players, "kept cards"))
    info = CONTRACTS[contract]
    code, params = check_keep(contract, hand, kept, face_card_as_pip=face_card_as_pip)
    kv = Verdict(code == "KEEP_OK", code, Keep(s, kept), (), keep_rule(contract, code), params)
    conds = _conditions(contract, hand, kept, info.keep, face_card_as_pip)
    courts = [c for c in kept if c.is_court]
    if face_card_as_pip and contract in ("zwei_leere", "zwei_verschiedene") and courts:
        conds.append(("絵札は、そのスートの数札が足りないときだけ数札の代わりにできる",
                      code != "COURT_ONLY_IF_SHORT_OF_PIPS", cards_ja(courts)))
    if not kv.allowed:
        return ExchangeCheck(players, seed, s, dealer, contract, g.pack, hand, g.talon, kept,
                             kv, tuple(conds))
    after = (*kept, *g.talon)
    forced = forced_discard(contract, after)
    conds.append((f"タロン{len(g.talon)}枚を全部取る", True,
                  f"{len(kept)} + {len(g.talon)} = {len(after)}枚"))
    dv: Verdict | None = None
    dc: Card | None = None
    if info.extra_discard:
        want = _EXTRA_JA[contract] + (f"({card_ja(forced)})" if forced is not None else "")
        if discard is not None:
            dc = as_cards([discard], players, "discard")[0]
            dcode, rule, dparams = check_discard(contract, after, (dc,))
            dv = Verdict(is_allowed_discard_code(dcode), dcode, Discard(s, (dc,)), (), rule,
                         dparams)
            conds.append((f"追加の捨て札: {want}", dv.allowed, card_ja(dc)))
        else:
            conds.append((f"追加の捨て札: {want}", None, "まだ選んでいない"))
    size = 13 if players == 3 else 11
    final = len(after) - (1 if info.extra_discard else 0)
    conds.append((f"最後の手札は{size}枚、捨て札(レガージュ)は{len(g.talon)}枚", final == size,
                  f"手札{final}枚、捨て札{len(hand) - len(kept) + len(after) - final}枚"))
    return ExchangeCheck(players, seed, s, dealer, contract, g.pack, hand, g.talon, kept, kv,
                         tuple(conds), after, forced, dc, dv)


def _conditions_html(r: ExchangeCheck) -> str:
    cell = 'style="border:1px solid #bbb;padding:2px 6px"'
    rows = [f"<tr><th {cell}>条件</th><th {cell}>判定</th><th {cell}>この選び方</th></tr>"]
    for text, ok, detail in r.conditions:
        mark = ("—" if ok is None else f'<span style="color:{OK_COLOUR}">✓</span>' if ok
                else f'<span style="color:{NO_COLOUR}">✗</span>')
        rows.append(f"<tr><td {cell}>{escape(text)}</td><td {cell} align=center>{mark}</td>"
                    f"<td {cell}>{escape(detail)}</td></tr>")
    return ('<table style="border-collapse:collapse;font-size:0.9em;margin:0.4em 0">'
            + "".join(rows) + "</table>")


def exchange_figure_html(r: ExchangeCheck) -> str:
    pack = r.pack
    names = seat_names(r.players, r.dealer)
    info = CONTRACTS[r.contract]
    shown = "表向きに見せる" if info.shows_kept else "見せない"
    parts = [f"<div><b>{r.players}人ツェゴ、{CONTRACT_JA[r.contract]}</b> — シード {r.seed}、"
             f"デクレアラー {escape(names[r.seat])}。手札から{info.keep}枚を残す"
             f"(残した札は{shown})。"
             '<br><small style="color:#555">根拠: seed 000; spec cego-dreierles.md §2.4–2.5'
             "</small></div>",
             hand_svg(r.hand, pack=pack, highlight=[c for c in r.keep if c in r.hand],
                      dim_others=True, width=36, per_row=13,
                      label="配られた手札(緑の枠が残す札)"),
             verdict_box(r.keep_verdict)]
    if r.keep_verdict.allowed:
        n = len(legal_keeps(r.contract, r.hand))
        parts.append(f"<div style='font-size:0.9em'>この手札で許される残し方は全部で{n}通り"
                     "です。</div>")
        parts.append(hand_svg(r.talon, pack=pack, sort=False, width=30, per_row=12,
                              label="タロン(誰にも見せずに手札へ)"))
        lit = [r.forced] if r.forced is not None else []
        parts.append(hand_svg(r.after, pack=pack, highlight=lit, width=36, per_row=14,
                              label=f"タロンを取った後の手札 {len(r.after)}枚"
                              + ("(緑の枠が捨てるべき切札)" if lit else "")))
        if r.discard_verdict is not None:
            parts.append(verdict_box(r.discard_verdict, alternatives_label="捨てられる札"))
        parts.append(hand_svg(r.legage, pack=pack, width=30, per_row=13,
                              label=f"捨て札(レガージュ){len(r.legage)}枚"
                              + ("(追加の1枚はまだ)" if r.needs_discard and (
                                  r.discard_verdict is None or not r.discard_verdict.allowed)
                                 else "(伏せて置き、後でデクレアラーの取り札に数える)")))
    parts.append(_conditions_html(r))
    return "<div>" + "".join(f"<div>{p}</div>" for p in parts) + "</div>"


def exchange_figure(players: int, seed: int, contract: str, *,
                    keep: Sequence[Card | str] | str, discard: Card | str | None = None,
                    **kwargs: Any) -> str:
    """Static HTML of :func:`exchange_check`."""
    return exchange_figure_html(exchange_check(players, seed, contract, keep=keep,
                                               discard=discard, **kwargs))


def show_exchange(players: int, seed: int, contract: str, *,
                  keep: Sequence[Card | str] | str, discard: Card | str | None = None,
                  **kwargs: Any) -> StaticFigure:
    return StaticFigure(exchange_figure(players, seed, contract, keep=keep, discard=discard,
                                        **kwargs))


def exchange_trainer(players: int = 3, *, seed: int = 1, contract: str = "zwei_leere") -> Any:
    """Pick a contract, tick the cards to keep, choose the extra discard; see each check."""
    import ipywidgets as w

    count = w.ToggleButtons(options=[("3人", 3), ("4人", 4)], value=players,
                            description="人数")
    seed_in = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="シード")
    cdd = w.Dropdown(options=[(CONTRACT_JA[c], c) for c in EXCHANGE_CONTRACTS], value=contract,
                     description="コントラクト")
    keep_sel = w.SelectMultiple(description="残す札", rows=8)
    disc = w.Dropdown(description="捨てる札")
    out = w.HTML()
    busy = {"on": False}

    def hand_options() -> None:
        busy["on"] = True
        try:
            g = new_game(players=int(count.value), seed=int(seed_in.value))
            s = (g.dealer + 1) % g.players
            hand = g.dealt_hands[s]
            keep_sel.options = [(option_label(c, g.pack), c.code) for c in g.pack.sorted(hand)]
            keep_sel.value = ()
            every = g.pack.sorted([*hand, *g.talon])
            disc.options = [("(まだ選ばない)", "")] + [
                (option_label(c, g.pack), c.code) for c in every]
            disc.value = ""
        finally:
            busy["on"] = False
        redraw()

    def redraw(*_: Any) -> None:
        if busy["on"]:
            return
        try:
            if not keep_sel.value:
                g = new_game(players=int(count.value), seed=int(seed_in.value))
                n = CONTRACTS[str(cdd.value)].keep
                out.value = (hand_svg(g.dealt_hands[(g.dealer + 1) % g.players], pack=g.pack,
                                      width=36, per_row=13, label="A の配られた手札")
                             + f"<div>残す札を{n}枚選んでください。</div>")
                return
            out.value = exchange_figure(int(count.value), int(seed_in.value), str(cdd.value),
                                        keep=list(keep_sel.value), discard=disc.value or None)
        except TarockError as e:
            out.value = error_html(e)

    count.observe(lambda *_: hand_options(), names="value")
    seed_in.observe(lambda *_: hand_options(), names="value")
    for ctl in (cdd, keep_sel, disc):
        ctl.observe(redraw, names="value")
    hand_options()
    return w.VBox([w.HBox([count, seed_in]), cdd, w.HBox([keep_sel, disc]), out])
