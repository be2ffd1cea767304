"""One trainer for every game and phase, built only on the protocol.

A :class:`Trainer` holds a game state started by a *scenario* (called with
``seed=``: a fresh deal, or a deal brought to the exchange or the first lead).  In the phases
it trains it offers one choice per legal action (plus any *tries* the page wants
the reader to be able to attempt and see refused), asks the engine's
``explain`` for the verdict, applies allowed actions, and can undo, deal again,
or let the game's policy move.  :func:`trainer` wraps it in ipywidgets;
displayed in a notebook it also leaves the static picture of its first state,
so the page teaches without a kernel.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from html import escape
from typing import Any

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action, GameState, Phase, Play, Verdict
from tarock_tutor.render.svg import hand_svg

from .common import (
    action_ja,
    box,
    error_html,
    game_key,
    hand_of,
    pack_of,
    policy_choice,
    seat_of,
    seat_roles,
    twin,
    verdict_box,
)

__all__ = ["Panel", "Trainer", "trainer", "trainer_figure"]

Start = Callable[..., GameState]
"""A scenario: called with ``seed=``, it returns the state the trainer starts from."""
Picture = Callable[[GameState], str]
MAX_BUTTONS = 14


def hand_picture(state: GameState) -> str:
    """The default picture: the hand of the seat to move, its legal cards framed."""
    seat = state.to_move
    if seat is None:
        return ""
    legal = [a.card for a in state.legal_actions() if isinstance(a, Play)]
    return hand_svg(hand_of(state, seat), pack=pack_of(state), width=34, per_row=13,
                    highlight=legal, dim_others=bool(legal),
                    label=f"{seat_of(state, seat, seat_roles(state, seat))}の手札")


class Trainer:
    """The state of a trainer panel and its moves (no ipywidgets: tests drive it)."""

    def __init__(self, scenarios: Mapping[str, Start], *, seed: int = 1,
                 scenario: str | None = None, phases: Collection[Phase] = (),
                 tries: Callable[[GameState], Sequence[Action]] | None = None,
                 picture: Picture | None = None,
                 roles: Callable[[GameState, int], list[str]] = seat_roles,
                 policy: Callable[[GameState], Action] | None = None,
                 alternatives_label: str = "選べるもの", seeded: bool = True,
                 list_plays: bool = True) -> None:
        """``seeded=False``: every scenario is one fixed deal (typed in), so the
        panel shows no seed box and no 別の配り button (they would change nothing).
        ``list_plays=False``: the picture lists the playable cards itself, so the
        line above it names only the other choices (no list shown twice)."""
        if not scenarios:
            raise TarockError("a trainer needs at least one scenario",
                              code="TRAINER_NO_SCENARIO")
        self.scenarios = dict(scenarios)
        self.scenario = scenario if scenario is not None else next(iter(self.scenarios))
        if self.scenario not in self.scenarios:
            raise TarockError(f"unknown scenario {self.scenario!r}; choose one of "
                              f"{', '.join(self.scenarios)}",
                              code="BAD_CHOICE",
                              params={"option": "場面", "value": str(self.scenario)[:30],
                                      "values": "、".join(self.scenarios)})
        self.phases = frozenset(phases)
        self.tries, self.picture, self.roles = tries, picture or hand_picture, roles
        self.policy = policy or policy_choice
        self.alternatives_label = alternatives_label
        self.seeded = seeded
        self.list_plays = list_plays
        self.seed, self.note, self.error = seed, "", ""
        self.reset()

    def reset(self, *, scenario: str | None = None, seed: int | None = None) -> None:
        """Deal again (the same or another seed and scenario); the history starts anew."""
        self.scenario = scenario if scenario is not None else self.scenario
        self.seed = seed if seed is not None else self.seed
        self.note, self.error = "", ""
        try:
            self.state = self.scenarios[self.scenario](seed=self.seed)
        except TarockError as e:
            self.error = error_html(e)
            return
        self.game = game_key(self.state)
        self.pack = pack_of(self.state)
        self.start = len(self.state.history)

    @property
    def active(self) -> bool:
        """Whether the reader acts now (a phase this trainer teaches, deal not over)."""
        if self.error or self.state.is_terminal:
            return False
        return not self.phases or self.state.phase in self.phases

    def choices(self) -> list[Action]:
        """One choice per legal action, after the tries the page offers (legal or not)."""
        if not self.active:
            return []
        tried = list(self.tries(self.state)) if self.tries is not None else []
        return self.ordered([*tried, *self.state.legal_actions()])

    def ordered(self, actions: Iterable[Action]) -> list[Action]:
        """``actions`` without repeats, card plays first in the pack's display order
        (the order of the hand picture), then the other actions as the game gave them."""
        unique = list(dict.fromkeys(actions))
        plays = [a for a in unique if isinstance(a, Play)]
        order = {c: i for i, c in enumerate(self.pack.sorted([a.card for a in plays]))}
        return (sorted(plays, key=lambda a: order[a.card])
                + [a for a in unique if not isinstance(a, Play)])

    def label(self, a: Action) -> str:
        return action_ja(a, self.game, self.pack)

    def act(self, action: Action) -> Verdict:
        """The engine's verdict on ``action``; an allowed action is applied."""
        v = self.state.explain(action)
        v = replace(v, alternatives=tuple(self.ordered(v.alternatives)))
        self.note = verdict_box(v, alternatives_label=self.alternatives_label, game=self.game,
                                pack=self.pack)
        if v.allowed:
            self.state.apply(action)
        return v

    def auto(self) -> Action | None:
        """Let the game's policy make the move of the seat to move."""
        if self.error or self.state.is_terminal:
            return None
        a = self.policy(self.state)
        self.act(a)
        self.note = box(f"おまかせ: {escape(self.seat(a.seat))} — {escape(self.label(a))}")
        return a

    def undo(self) -> bool:
        """Take back the last action (not past the scenario's start)."""
        if self.error or len(self.state.history) <= self.start:
            return False
        self.state = self.state.undo()
        self.note = ""
        return True

    def seat(self, seat: int) -> str:
        return seat_of(self.state, seat, self.roles(self.state, seat))

    def record(self) -> str:
        """The deal so far as a record (paste it into the disputes checker or a file)."""
        from tarock_tutor.core.records import dumps

        return dumps(self.state)

    def html(self) -> str:
        """The picture of the moment: whose turn, the choices, the game's figure, the verdict."""
        if self.error:
            return self.error
        st = self.state
        if self.active and st.to_move is not None:
            head = (f"<b>{st.phase.ja}</b> — {escape(self.seat(st.to_move))} の番です。"
                    + self._choices_html(self.ordered(st.legal_actions())))
        elif st.is_terminal:
            head = "<b>ディールが終わりました。</b>"
        else:
            head = (f"<b>{st.phase.ja}</b> — この練習の段階は終わりました"
                    "(「1手戻す」「最初から」、またはおまかせで先へ)。")
        return (self.note + box(head, ok=None) + f"<div>{self.picture(st)}</div>")


    def _choices_html(self, legal: list[Action]) -> str:
        """The legal choices in words: the cards (unless the picture lists them), then
        any other action (an announcement is not a card)."""
        plays = list(dict.fromkeys(self.label(a) for a in legal if isinstance(a, Play)))
        others = list(dict.fromkeys(self.label(a) for a in legal if not isinstance(a, Play)))
        if not plays:
            plays, others = others, []
        elif not self.list_plays:
            plays = []
        lines = []
        if plays:
            said = ("、".join(plays) if len(plays) <= MAX_BUTTONS
                    else f"{len(plays)}通り(一覧から選びます)")
            lines.append(f"{self.alternatives_label}: <b>{escape(said)}</b>")
        if others:
            lines.append(f"札のほかに選べる手: <b>{escape('、'.join(others))}</b>")
        return "".join(f"<br>{line}" for line in lines)


def trainer_figure(scenarios: Mapping[str, Start], **kwargs: Any) -> str:
    """Static HTML of a trainer's first state (what the panel shows before any click)."""
    return Trainer(scenarios, **kwargs).html()


Callback = Callable[..., None]


def button_row(buttons: Sequence[tuple[str, Callback]]) -> list[Any]:
    """One ipywidgets button per (caption, on-click callback), each as wide as its caption."""
    import ipywidgets as w

    row = []
    for caption, fn in buttons:
        b = w.Button(description=caption, layout=w.Layout(width="auto"))
        b.on_click(fn)
        row.append(b)
    return row


def choice_row(options: Sequence[Action], label: Callable[[Action], str],
               act: Callable[[Action], None]) -> list[Any]:
    """The choices of the seat to move: a button per action, or, past :data:`MAX_BUTTONS`
    (a bid of any number of points), one list and a 「これにする」 button."""
    import ipywidgets as w

    if len(options) <= MAX_BUTTONS:
        return button_row([(label(a), lambda _, a=a: act(a)) for a in options])
    pick = w.Dropdown(options=[(label(a), i) for i, a in enumerate(options)], value=0,
                      layout=w.Layout(width="auto"))
    go = w.Button(description="これにする", button_style="primary", layout=w.Layout(width="auto"))
    go.on_click(lambda _: act(options[int(pick.value)]))
    return [pick, go]


class Panel:
    """A trainer's ipywidgets box; displayed, it shows its static twin first."""

    def __init__(self, t: Trainer) -> None:
        import ipywidgets as w

        self.trainer, self.static = t, t.html()
        row = w.Layout(flex_flow="row wrap")
        self.scenario = w.Dropdown(options=list(t.scenarios), value=t.scenario,
                                   description="設定", layout=w.Layout(width="auto"))
        self.seed = w.BoundedIntText(value=t.seed, min=0, max=2**31 - 1, description="シード",
                                     layout=w.Layout(width="12em"))
        buttons = [("別の配り", self._next_deal)] if t.seeded else []
        buttons += [("最初から", self._restart), ("1手戻す", self._undo),
                    ("おまかせで1手", self._auto), ("記録に書き出す", self._export)]
        self.controls = button_row(buttons)
        self.choice_box = w.HBox(layout=row)
        # The choice buttons are made once and relabelled on every redraw: a new
        # button is three new widget models for the page to build (in the live book,
        # 42 for a 14-card hand on the first click, most of its answer time).
        self._pool: list[Any] = []
        self._options: list[Action] = []
        self._pool_layout = w.Layout(width="auto")   # one layout shared by the pool
        self.out = w.HTML()
        self.export = w.Textarea(layout=w.Layout(width="100%", height="10em",
                                                 display="none"))
        self.seed.observe(lambda _: self._restart(), names="value")
        self.scenario.observe(lambda _: self._restart(), names="value")
        top = [self.scenario] if len(t.scenarios) > 1 else []
        top += [self.seed] if t.seeded else []
        self.widget = w.VBox([w.HBox(top, layout=row),
                              w.HBox(self.controls, layout=row), self.choice_box, self.out,
                              self.export])
        self.redraw()

    def redraw(self) -> None:

        t = self.trainer
        options = self._options = t.choices()
        if len(options) <= MAX_BUTTONS:   # the pooled buttons, relabelled
            kids: list[Any] = [self._choice_button(i, t.label(a)) for i, a in enumerate(options)]
        else:
            kids = choice_row(options, t.label, self._act)
        self.choice_box.children = kids
        self.out.value = t.html()

    def _choice_button(self, i: int, label: str) -> Any:
        """The ``i``-th choice button of the pool (made the first time), labelled."""
        import ipywidgets as w

        while len(self._pool) <= i:
            b = w.Button(layout=self._pool_layout)
            b.on_click(partial(self._choose, len(self._pool)))
            self._pool.append(b)
        button = self._pool[i]
        if button.description != label:
            button.description = label
        return button

    def _choose(self, k: int, *_: Any) -> None:
        if k < len(self._options):   # a click on a button no longer shown does nothing
            self._act(self._options[k])

    def _act(self, a: Action) -> None:
        self.trainer.act(a)
        self.redraw()

    def _auto(self, *_: Any) -> None:
        self.trainer.auto()
        self.redraw()

    def _undo(self, *_: Any) -> None:
        self.trainer.undo()
        self.redraw()

    def _restart(self, *_: Any) -> None:
        self.trainer.reset(scenario=str(self.scenario.value), seed=int(self.seed.value))
        self.redraw()

    def _export(self, *_: Any) -> None:
        self.export.value = self.trainer.record()
        self.export.layout.display = None

    def _next_deal(self, *_: Any) -> None:
        self.seed.value = int(self.seed.value) + 1   # observed: deals again

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(twin(self.static))  # type: ignore[no-untyped-call]
        display(self.widget)  # type: ignore[no-untyped-call]


def trainer(scenarios: Mapping[str, Start], **kwargs: Any) -> Panel:
    """A trainer panel (see :class:`Trainer` for the arguments)."""
    return Panel(Trainer(scenarios, **kwargs))
