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
from functools import partial
from html import escape
from typing import Any

from tarock_tutor import games
from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action, Discard, GameState, Keep, Verdict
from tarock_tutor.games.cego import (
    CONTRACTS,
    CegoState,
    check_discard,
    check_keep,
    forced_discard,
    legal_keeps,
    new_game,
)
from tarock_tutor.games.cego.labels import LABELS
from tarock_tutor.games.cego.phase_names import Phases
from tarock_tutor.games.cego.phases.exchange import is_allowed_discard_code, keep_rule
from tarock_tutor.games.cego.policy import run_auction
from tarock_tutor.render.svg import hand_svg, talon_svg

from ..common import NO_COLOUR, OK_COLOUR, shown, table_html, verdict_box
from ..trainer import Panel, Start, trainer
from .auction import auction_picture, bid_tries
from .names import as_cards, card_ja, check_players, ja, roles, seat_names

__all__ = ["EXCHANGE_CONTRACTS", "ExchangeCheck", "exchange_check", "exchange_figure",
           "exchange_report", "exchange_trainer", "show_exchange"]

EXCHANGE_CONTRACTS: tuple[str, ...] = ("cego", "eine", "eine_leere", "zwei_leere",
                                       "zwei_verschiedene", "pfeife")

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
                          "(spec cego-dreierles.md §2.4)",
                          code="CEGO_NO_EXCHANGE",
                          params={"contract": LABELS.term(str(contract))[:30]})
    g = new_game(players=players, seed=seed, dealer=dealer, hands=hands, talon=talon,
                 face_card_as_pip=face_card_as_pip)
    s = (dealer + 1) % players if seat is None else seat
    if not isinstance(s, int) or not 0 <= s < players:
        raise TarockError(f"seat {s!r} is not a seat of a {players}-player game",
                          code="SEAT_RANGE",
                          params={"what": "プレイヤー", "value": repr(s)[:30], "high": players,
                                  "last": players - 1})
    hand = g.dealt_hands[s]
    kept = tuple(as_cards(keep, players, "kept cards"))
    info = CONTRACTS[contract]
    code, params = check_keep(contract, hand, kept, face_card_as_pip=face_card_as_pip)
    kv = Verdict(code == "KEEP_OK", code, Keep(s, kept), (), keep_rule(contract, code), params,
                 game="cego", labels=LABELS)
    conds: list[tuple[str, bool | None, str]] = [
        (f"手札から{info.keep}枚を残す({ja(contract)}の条件)", kv.allowed, kv.text)]
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
        want = f"{card_ja(forced)}を捨てる" if forced is not None else "好きな1枚を捨てる"
        if discard is not None:
            dc = as_cards([discard], players, "discard")[0]
            dcode, rule, dparams = check_discard(contract, after, (dc,))
            dv = Verdict(is_allowed_discard_code(dcode), dcode, Discard(s, (dc,)), (), rule,
                         dparams, game="cego", labels=LABELS)
            conds.append((f"追加の捨て札: {want}", dv.allowed, f"{card_ja(dc)}: {dv.text}"))
        else:
            conds.append((f"追加の捨て札: {want}", None, "まだ選んでいない"))
    size = 13 if players == 3 else 11
    final = len(after) - (1 if info.extra_discard else 0)
    conds.append((f"最後の手札は{size}枚、捨て札(レガージュ)は{len(g.talon)}枚", final == size,
                  f"手札{final}枚、捨て札{len(hand) - len(kept) + len(after) - final}枚"))
    return ExchangeCheck(players, seed, s, dealer, contract, g.pack, hand, g.talon, kept, kv,
                         tuple(conds), after, forced, dc, dv)


def exchange_report(r: ExchangeCheck) -> str:
    """The check as lines of text: the verdict on the kept cards, the discard the rule
    imposes and the verdict on the one made, then each condition (✓ met, ✗ not, — moot)."""
    lines = [f"残す札: {r.keep_verdict.text}"]
    if r.needs_discard:
        made = r.discard_verdict.text if r.discard_verdict is not None else "(まだ捨てていません)"
        forced = card_ja(r.forced) if r.forced is not None else "なし"
        lines.append(f"捨てなければならない切札: {forced} / 捨て札: {made}")
    lines += [f"{'✓' if ok else '—' if ok is None else '✗'} {text} / {detail}"
              for text, ok, detail in r.conditions]
    return "\n".join(lines)


def _conditions_html(r: ExchangeCheck) -> str:
    marks = {None: "—", True: f'<span style="color:{OK_COLOUR}">✓</span>',
             False: f'<span style="color:{NO_COLOUR}">✗</span>'}
    return table_html(("条件", "判定", "この選び方"),
                      [(escape(t), marks[ok], escape(d)) for t, ok, d in r.conditions])


def exchange_figure_html(r: ExchangeCheck) -> str:
    pack = r.pack
    names = seat_names(r.players, r.dealer)
    info = CONTRACTS[r.contract]
    shown = "表向きに見せる" if info.shows_kept else "見せない"
    parts = [f"<div><b>{r.players}人ツェゴ、{ja(r.contract)}</b> — シード {r.seed}、"
             f"デクレアラー {escape(names[r.seat])}。手札から{info.keep}枚を残す"
             f"(残した札は{shown})。"
             '<br><small style="color:#555">根拠: 規則集 §2.4–2.5</small></div>',
             hand_svg(r.hand, pack=pack, highlight=[c for c in r.keep if c in r.hand],
                      dim_others=True, width=36, per_row=13,
                      label="配られた手札(緑の枠が残す札)"),
             verdict_box(r.keep_verdict, game="cego")]
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
            parts.append(verdict_box(r.discard_verdict, alternatives_label="捨てられる札",
                                     game="cego"))
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


show_exchange = shown(exchange_figure)


def exchange_tries(g: GameState) -> list[Action]:
    """Bids in the auction; in the exchange, every card of the hand as the extra discard."""
    if g.phase is Phases.AUCTION:
        return list(bid_tries(g))
    legal = g.legal_actions()
    if g.to_move is None or not all(isinstance(a, Discard) for a in legal):
        return []
    assert isinstance(g, CegoState)
    return [Discard(g.to_move, (c,)) for c in g.pack.sorted(g.hand(g.to_move))]


def exchange_picture(g: GameState) -> str:
    """The trainer's picture: the auction, then the declarer's hand, talon and set-aside cards."""
    assert isinstance(g, CegoState)
    if g.phase is Phases.AUCTION or g.declarer is None:
        return auction_picture(g)
    d = g.declarer
    name = seat_names(g.players, g.dealer)[d]
    kept = g.kept or ()
    parts = [f"<div>デクレアラー {escape(name)}、<b>{ja(g.contract or '')}</b></div>",
             hand_svg(g.hand(d), pack=g.pack, width=34, per_row=14, highlight=kept,
                      label=f"{name}の手札" + ("(緑の枠が残した札)" if kept else ""))]
    if g.legage:
        parts.append(hand_svg(g.legage, pack=g.pack, width=28, per_row=14,
                              label=f"捨て札(レガージュ){len(g.legage)}枚"))
    if not kept:   # the declarer keeps before he sees the talon
        parts.append(talon_svg(g.talon, pack=g.pack, face_up=False, width=28,
                               label=f"タロン{len(g.talon)}枚(残す札を決めてから取ります)"))
    return "".join(f"<div>{p}</div>" for p in parts)


def _to_exchange(players: int, *, seed: int) -> CegoState:
    g = new_game(players=players, seed=seed)
    run_auction(g)
    return g


def exchange_trainer(players: int = 3, *, seed: int = 1) -> Panel:
    """Keep and discard as declarer: after the policy's auction (the forced Cego), or after
    an auction you bid yourself; every choice is judged by the engine."""
    scenarios: dict[str, Start] = {}
    for n in (3, 4):
        scenarios[f"{n}人: ツェゴの交換"] = partial(_to_exchange, n)
        scenarios[f"{n}人: ビッドから"] = partial(games.new_deal, f"cego{n}")
    return trainer(scenarios, seed=seed, scenario=f"{check_players(players)}人: ツェゴの交換",
                   phases={Phases.AUCTION, Phases.EXCHANGE}, tries=exchange_tries,
                   picture=exchange_picture, roles=roles)
