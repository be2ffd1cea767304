"""「コンピューターと対戦」: the reader takes one seat, the computer players the others.

One panel for every registered game and form (it names no game):

* :class:`PlayTable` holds the deal and its moves without ipywidgets (tests drive
  it): the computer (:class:`~tarock_tutor.bots.Bot`) moves for every seat but the
  reader's until the reader must choose; :meth:`~PlayTable.act` asks the engine's
  verdict; :meth:`~PlayTable.hint` says what the computer would do in the reader's
  seat and why; :meth:`~PlayTable.undo` goes back to the reader's previous
  decision; at the end :meth:`~PlayTable.html` shows the score sheet and the deal
  analysis, and :meth:`~PlayTable.record` is the record ``tarock-tutor check`` reads.
* :func:`play_panel` wraps it in ipywidgets; displayed, it first shows a finished
  example deal (every seat played by the computer), so the page teaches without a
  kernel.

Seats are the book's fixed 席1 … 席n (:func:`~tarock_tutor.core.labels.seat_ja`).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any
from urllib.parse import quote

from tarock_tutor import games
from tarock_tutor.bots import DEFAULT_LEVEL, LEVELS, Bot, Decision, get_level
from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.labels import seat_ja, seat_number, variant_ja
from tarock_tutor.core.protocol import Action, GameState, Phase, Play, Verdict
from tarock_tutor.core.records import dumps
from tarock_tutor.core.variants import get_variant
from tarock_tutor.render.html import score_sheet_html
from tarock_tutor.render.svg import hand_svg

from .common import StaticFigure, box, error_html, pack_of, verdict_box
from .trainer import button_row, choice_row

__all__ = ["PLAY_LEVEL", "PlayError", "PlayTable", "play_example", "play_panel"]

PLAY_LEVEL = DEFAULT_LEVEL
"""The page's default level: the bots' default (中級), measured well under the
browser goal of 2 s per computer card (see the module's tests and the benchmark)."""

_METHOD_JA = {
    "forced": "選べる手はこれひとつだけです。",
    "evaluator": ("このゲームの手札の評価(原典が手札の強さについて言うことに基づく目安)"
                  "による選択です。"),
    "policy": "本書のエンジンの決まった方針による選択です。",
}


class PlayError(TarockError):
    """A seat, level or move the play table cannot take (said in Japanese)."""

    def __init__(self, message: str, code: str, **params: Any) -> None:
        super().__init__(message, code=code, params=params)
        self.ja = messages.text(code, "ja", **params)   # read by core.errors.error_ja


def acting_seat(state: GameState) -> int | None:
    """Who chooses the next action: the seat to move, or its controller (a dummy's)."""
    return state.deal_view().acting


class PlayTable:
    """One deal against the computer, from the deal to the score sheet."""

    def __init__(self, variant: str, *, seat: int | None = None, seed: int = 1,
                 level: str = PLAY_LEVEL, analysis_seconds: float = 8.0) -> None:
        """``seat`` is the book's seat number (席1 = 1; default the first seat that
        chooses actions: not a dummy, nor a seat that sits out); ``level`` a key or
        初級/中級/上級."""
        self.variant = variant
        self.analysis_seconds = analysis_seconds
        self.seed, self.note = seed, ""
        self.log: list[str] = []
        self.timings: list[float] = []
        self.bot = Bot(get_level(level))
        self.reset(seed=seed, seat=seat)

    # -- moves ---------------------------------------------------------------------------

    def reset(self, *, seed: int | None = None, seat: int | None = None,
              level: str | None = None, variant: str | None = None) -> None:
        """A new deal (this or another seed, seat, level or form); the computer moves
        until the reader's first decision.  Without a seat (a new form): the seat kept
        if it chooses actions in the new form, else the first seat that does."""
        if level is not None:
            self.bot = Bot(get_level(level))
        self.seed = self.seed if seed is None else seed
        state = games.new_deal(variant or self.variant, seed=self.seed)
        self.variant = state.variant.key
        n = state.variant.seats
        wanted = seat if seat is not None else _playing_seat(state, getattr(self, "seat_no", 1))
        if not isinstance(wanted, int) or isinstance(wanted, bool) or not 1 <= wanted <= n:
            raise PlayError(f"no seat {wanted!r} at a table of {n}", "SEAT_NOT_AT_TABLE",
                            seat=str(wanted)[:20], seats=f"席1〜席{n}")
        self.seat_no = wanted
        self.me = next(s for s in range(n) if seat_number(s, state.dealer, n) == wanted)
        self.state, self.pack = state, pack_of(state)
        self.spec = games.game_of(state.variant)
        self.marks: list[int] = []
        self.note, self.log, self.analysis, self.timings = "", [], "", []
        self.sits_out = self.me not in choosing_seats(state)
        self.advance()

    def rng(self) -> Rng:
        """The computer's generator for this position: the same seed, the same play."""
        return Rng(self.seed * 1_000_003 + len(self.state.history))

    def advance(self) -> None:
        """The computer moves for the other seats until the reader must choose."""
        while not self.state.is_terminal and acting_seat(self.state) != self.me:
            started = time.perf_counter()
            a = self.bot(self.state, self.rng())
            if self.state.phase is Phase.PLAY and isinstance(a, Play):
                self.timings.append(time.perf_counter() - started)
            self.state.apply(a)
            self.log.append(self.said(a))

    @property
    def my_turn(self) -> bool:
        return not self.state.is_terminal and acting_seat(self.state) == self.me

    def choices(self) -> list[Action]:
        """The reader's legal actions (cards in the pack's order first); none when it is
        not the reader's turn."""
        if not self.my_turn:
            return []
        legal = self.state.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        order = {c: i for i, c in enumerate(self.pack.sorted([a.card for a in plays]))}
        return (sorted(plays, key=lambda a: order[a.card])
                + [a for a in legal if not isinstance(a, Play)])

    def act(self, action: Action) -> Verdict:
        """The engine's verdict on the reader's ``action``; an allowed one is applied and
        the computer answers."""
        if not self.my_turn:
            raise PlayError("it is not the reader's turn", "PLAY_NOT_READERS_TURN")
        v = self.state.explain(action)
        if not v.allowed:
            self.note = verdict_box(v, game=self.spec.key, pack=self.pack)
            return v
        self.marks.append(len(self.state.history))
        self.state.apply(action)
        self.log.append(self.said(action))
        self.note = ""
        self.advance()
        return v

    def try_card(self, name: str) -> Verdict:
        """A card typed by its Japanese name (free input): the verdict, applied if legal."""
        card = next((c for c in self.pack.cards if self.pack.name(c, "ja") == name.strip()),
                    None)
        mover = self.state.to_move
        if card is None or mover is None or self.state.phase is not Phase.PLAY:
            raise PlayError(f"cannot play {name!r} here", "PLAY_CARD_NAME_UNREADABLE",
                            name=str(name)[:30])
        return self.act(Play(mover, card))

    def undo(self) -> bool:
        """Back to the reader's previous decision (the computer's answers with it)."""
        if not self.marks:
            self.note = box("戻せる手がありません(まだあなたは何も選んでいません)。")
            return False
        n = self.marks.pop()
        st = self.state
        self.state = type(st).replay(st.setup, st.history[:n])
        self.log = [self.said(a) for a in self.state.history]
        self.note = box("あなたの直前の選択の前に戻しました。")
        self.analysis = ""
        return True

    def hint(self) -> Decision | None:
        """What the computer would do in the reader's seat, shown with the values behind it."""
        if not self.my_turn:
            self.note = box("いまはあなたの番ではないので、ヒントはありません。")
            return None
        d = self.bot.decide(self.state, self.rng())
        self.note = box(self._hint_html(d))
        return d

    # -- words ---------------------------------------------------------------------------

    def seat(self, s: int) -> str:
        name = seat_ja(s, self.state.dealer, self.state.variant.seats)
        return name + ("(あなた)" if s == self.me else "")

    def label(self, a: Action) -> str:
        """An action in the game's words, without the seat (cards by their full names)."""
        text = self.spec.labels.action(a, self.pack, dealer=self.state.dealer,
                                       seats=self.state.variant.seats)
        return text.split(": ", 1)[-1]

    def said(self, a: Action) -> str:
        return f"{self.seat(a.seat)}: {self.label(a)}"

    def cards(self, cards: Iterable[Card]) -> str:
        return "・".join(self.pack.name(c, "ja") for c in self.pack.sorted(list(cards)))

    def _hint_html(self, d: Decision) -> str:
        head = f"<b>ヒント</b>: コンピューターなら <b>{escape(self.label(d.action))}</b>。"
        if d.method != "sampling" or not d.values:
            return head + "<br>" + _METHOD_JA.get(d.method, "")
        rows = sorted(d.values, key=lambda av: -av[1])
        items = "".join(f"<li>{escape(self.label(a))}: 平均 {v:+.1f}</li>" for a, v in rows)
        return (head + f"<br>見えていないカードを、これまでに見えたことと矛盾しないように"
                f"{d.samples}通り配り直し、それぞれで各カードを最後まで打って比べました。"
                "数字はあなたの側から見た平均の値(このゲームの得点の単位)で、大きいほど"
                f"良い手です。<ul>{items}</ul>")

    def record(self) -> str:
        """The deal so far as a record (``tarock-tutor check`` reads it)."""
        return dumps(self.state)

    def mean_seconds(self) -> float | None:
        return sum(self.timings) / len(self.timings) if self.timings else None

    def html(self) -> str:
        """What the panel shows now: whose turn, the table, the reader's hand, the moves
        so far; at the end the score sheet and the deal analysis."""
        st = self.state
        parts = [self.note]
        if self.sits_out:
            parts.append(box(f"{escape(self.seat(self.me))}にはこの配りでカードが配られない"
                             "か、この席のカードはほかの人が出します(休み、またはダミー)。"
                             "この席が選ぶ手はないので、ほかの席を選んでください。"))
        if st.is_terminal:
            parts.append(box("<b>ディールが終わりました。</b>得点表と分析です。", ok=True))
            parts.append(score_sheet_html(st.score_sheet()))
            parts.append(self.analysis_html())
        else:
            mover = st.to_move
            whose = self.seat(mover) if mover is not None else ""
            parts.append(box(f"<b>{escape(st.phase.ja)}</b> — {escape(whose)}の番です。"
                             + ("あなたの選択をボタンで選んでください。" if self.my_turn else "")))
            parts.append(self._table_html())
        parts.append(self._log_html())
        mean = self.mean_seconds()
        if mean is not None:
            parts.append(f'<div style="color:#555;font-size:0.8em">コンピューターの考える時間: '
                         f"1枚あたり平均 {mean:.2f} 秒、最長 {max(self.timings):.2f} 秒"
                         f"({len(self.timings)}枚)</div>")
        return "".join(parts)

    def analysis_html(self) -> str:
        """The deal analysis ("where did I lose points?"), computed once per finished deal."""
        if not self.analysis:
            from .analysis import analysis_page

            self.analysis = ("<h4>分析: どこで点を失ったか</h4>"
                             + analysis_page(self.record(), seconds=self.analysis_seconds))
        return self.analysis

    def _table_html(self) -> str:
        st = self.state
        tp = st.deal_view().trickplay
        out = []
        if st.phase is Phase.PLAY and tp is not None:
            current = tp.current
            said = self.cards(current) if current else "(まだ誰も出していません)"
            out.append(f"<div>場: {escape(said)}({len(tp.tricks)}トリック終了)</div>")
        if self.my_turn:
            mover = st.to_move
            assert mover is not None
            hand = _hand(st, mover)
            legal = [a.card for a in st.legal_actions() if isinstance(a, Play)]
            out.append(hand_svg(hand, pack=self.pack, width=34, per_row=9, highlight=legal,
                                dim_others=bool(legal), label=f"{self.seat(mover)}の手札"))
            out.append(f"<div>手札: {escape(self.cards(hand))}</div>")
        return "".join(out)

    def _log_html(self) -> str:
        if not self.log:
            return ""
        lines = "".join(f"<li>{escape(x)}</li>" for x in self.log[-12:])
        return (f'<details><summary>これまでの進行({len(self.log)}手、最近の12手)</summary>'
                f"<ol start=\"{max(1, len(self.log) - 11)}\">{lines}</ol></details>")


def choosing_seats(state: GameState) -> set[int]:
    """The seats that choose an action somewhere in this deal (found by playing a copy out
    with random legal actions): not a seat that sits out, nor a dummy, which its
    controller plays."""
    st, rng, found = state.copy(), Rng(0), set()
    while not st.is_terminal:
        who = acting_seat(st)
        if who is not None:
            found.add(who)
        legal = st.legal_actions()
        st.apply(legal[rng.below(len(legal))])
    return found


def _playing_seat(state: GameState, wanted: int) -> int:
    """``wanted`` (a seat number) if that seat chooses actions, else the first that does."""
    n = state.variant.seats
    players = choosing_seats(state)
    numbers = {seat_number(s, state.dealer, n): s for s in range(n)}
    if wanted in numbers and numbers[wanted] in players:
        return wanted
    return next((k for k in sorted(numbers) if numbers[k] in players), 1)


def _hand(state: GameState, seat: int) -> list[Card]:
    return list(state.deal_view().hand(seat))


def play_example(variant: str, *, seed: int = 1, seat: int | None = None,
                 level: str = "beginner",
                 analysis_seconds: float = 8.0) -> str:
    """A finished example deal (the computer in every seat, the reader's seat too): the
    static picture a page shows without a kernel."""
    t = PlayTable(variant, seat=seat, seed=seed, level=level,
                  analysis_seconds=analysis_seconds)
    while t.my_turn:
        t.act(t.bot(t.state, t.rng()))
    return (box(f"<b>例</b>: シード{seed}の配りを、全席コンピューター"
                f"({escape(t.bot.level.ja)})が最後まで打ったものです。") + t.html())


class PlayPanel:
    """The ipywidgets face of a :class:`PlayTable`."""

    def __init__(self, t: PlayTable, static: str = "", forms: Sequence[str] = ()) -> None:
        import ipywidgets as w

        self.table, self.static = t, static
        row = w.Layout(flex_flow="row wrap")
        auto = w.Layout(width="auto")
        forms = list(forms) or [t.variant]
        self.form = w.Dropdown(options=[(_form_ja(k), k) for k in forms], value=t.variant,
                               description="形式", layout=auto)
        self.seat = w.Dropdown(options=self._seats(), value=t.seat_no,
                               description="あなたの席", layout=auto,
                               style={"description_width": "initial"})
        self.level = w.Dropdown(options=[(lv.ja, lv.key) for lv in LEVELS.values()],
                                value=t.bot.level.key, description="レベル", layout=auto)
        self.seed = w.BoundedIntText(value=t.seed, min=0, max=2**31 - 1, description="シード",
                                     layout=w.Layout(width="12em"))
        buttons = [("新しい配り", self._new), ("この番号で配る", self._deal),
                   ("ヒント", self._hint), ("一手戻す", self._undo),
                   ("記録を書き出す", self._export)]
        self.controls = button_row(buttons)
        self.choice_box = w.HBox(layout=row)
        self.choice_box.add_class("tt-play-choices")
        self.out = w.HTML()
        self.out.add_class("tt-play-out")
        self.download = w.HTML()
        self.export = w.Textarea(layout=w.Layout(width="100%", height="10em", display="none"))
        top = ([self.form] if len(forms) > 1 else []) + [self.seat, self.level, self.seed]
        self.form.observe(lambda _: self._deal(form=True), names="value")
        self.widget = w.VBox([w.HBox(top, layout=row),
                              w.HBox(self.controls, layout=row), self.choice_box, self.out,
                              self.download, self.export], layout=w.Layout(max_width="100%"))
        self.widget.add_class("tt-play")
        self.redraw()

    def redraw(self) -> None:

        t = self.table
        self.choice_box.children = choice_row(t.choices(), t.label, self._act)
        self.out.value = t.html()

    def _busy(self) -> None:
        self.out.value = "<p>コンピューターが考えています…</p>" + self.out.value

    def _act(self, a: Action) -> None:
        self.choice_box.children = []
        self._busy()
        self.table.act(a)
        self.redraw()

    def _hint(self, *_: Any) -> None:
        self.table.hint()
        self.redraw()

    def _undo(self, *_: Any) -> None:
        self.table.undo()
        self.redraw()

    def _seats(self) -> list[tuple[str, int]]:
        return [(f"席{k}", k) for k in range(1, self.table.state.variant.seats + 1)]

    def _deal(self, *_: Any, form: bool = False) -> None:
        self._busy()
        t = self.table
        try:
            t.reset(seed=int(self.seed.value), seat=None if form else int(self.seat.value),
                    level=str(self.level.value), variant=str(self.form.value))
        except TarockError as e:
            self.choice_box.children = []
            self.out.value = error_html(e)
            return
        if form:
            self.seat.options = self._seats()
            self.seat.value = t.seat_no
        self.download.value = ""
        self.redraw()

    def _new(self, *_: Any) -> None:
        self.seed.value = int(self.seed.value) + 1
        self._deal()

    def _export(self, *_: Any) -> None:
        text = self.table.record()
        self.export.value = text
        self.export.layout.display = None
        self.download.value = (f'<a download="tarock-{escape(self.table.variant)}-'
                               f'{self.table.seed}.txt" href="data:text/plain;charset=utf-8,'
                               f'{quote(text)}">記録をファイルとして保存</a>'
                               "(<code>tarock-tutor check</code> で確かめられます)")

    def _ipython_display_(self) -> None:
        from IPython.display import display

        if self.static:
            display(StaticFigure(  # type: ignore[no-untyped-call]
                '<div class="tt-static-figure" style="margin:4px 0">'
                '<div class="tt-static-caption" style="font-size:0.85em;color:#555">'
                "終わったディールの例(静的な図)</div>" + self.static + "</div>"))
        display(self.widget)  # type: ignore[no-untyped-call]


def _form_ja(key: str) -> str:
    return variant_ja(get_variant(key))


def play_panel(variant: str | Sequence[str], *, seat: int | None = None, seed: int = 1,
               level: str = PLAY_LEVEL, example_seed: int | None = None) -> PlayPanel:
    """The play panel of ``variant`` (or of several forms of one game, the first shown
    first).  Displayed, it first leaves a finished example deal (seed ``example_seed``,
    default ``seed``) as the picture the page keeps without a kernel; in the browser's
    Python (Pyodide) that picture is not computed again, the live panel replaces it."""
    forms = [variant] if isinstance(variant, str) else list(variant)
    if not forms:
        raise PlayError("no form to play", "PLAY_NO_FORM")
    static = "" if sys.platform == "emscripten" else play_example(
        forms[0], seed=seed if example_seed is None else example_seed, seat=seat)
    return PlayPanel(PlayTable(forms[0], seat=seat, seed=seed, level=level), static, forms)
