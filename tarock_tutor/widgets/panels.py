"""Small generic pieces the game pages share, beside :mod:`.common` and :mod:`.trainer`.

- :class:`Figures`: several HTML figures shown as one cell's outputs, one after another
  (a hand per seat, then the talon …), so a notebook cell is one call.
- :func:`explained`: the engine's verdict on an action, as the verdict box of the game.
- :class:`LivePanel` and :func:`live_panel`: controls and a figure redrawn from them, shown
  with the figure's static twin first (the page teaches without a kernel).
- :func:`seed_panel`: a seed box and a figure drawn from that seed.
- :func:`record_head`: the first lines of a deal's text record.
- :func:`state_of`: a figure of one game refuses another game's deal with a clear error.

>>> Figures(["<p>a</p>", "<p>b</p>"]).html
'<p>a</p><p>b</p>'
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Concatenate, ParamSpec, TypeVar

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Action, GameState

from .common import figure_panel, game_key, pack_of, twin, verdict_box

__all__ = ["Figures", "LivePanel", "explained", "figures", "live_panel", "record_head",
           "seed_panel", "state_of"]

S = TypeVar("S", bound=GameState)
P = ParamSpec("P")
R = TypeVar("R")


class Figures:
    """HTML figures displayed as separate outputs of one cell (empty ones left out)."""

    def __init__(self, parts: Iterable[str]) -> None:
        self.parts = [p for p in parts if p]

    @property
    def html(self) -> str:
        return "".join(self.parts)

    def _repr_html_(self) -> str:
        return self.html

    def _ipython_display_(self) -> None:
        from IPython.display import HTML, display

        for part in self.parts:
            display(HTML(part))  # type: ignore[no-untyped-call]


def figures(*parts: str) -> Figures:
    """``figures(table, note)``: each fragment its own output, in order."""
    return Figures(parts)


def explained(state: GameState, action: Action) -> str:
    """The verdict box of ``state.explain(action)`` (the action is not applied)."""
    return verdict_box(state.explain(action), game=game_key(state), pack=pack_of(state))


class LivePanel:
    """An ipywidgets panel that, displayed, shows its static twin first."""

    def __init__(self, widget: Any, static: str) -> None:
        self.widget, self.static = widget, static

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(twin(self.static))  # type: ignore[no-untyped-call]
        display(self.widget)  # type: ignore[no-untyped-call]


def live_panel(controls: Sequence[Any], draw: Callable[[], str]) -> LivePanel:
    """Controls and the figure ``draw()`` gives, redrawn on every change (bad input shows
    the error box); the first figure is the static twin."""
    widget = figure_panel(controls, draw)
    return LivePanel(widget, widget.children[-1].value)


def seed_panel(draw: Callable[[int], str], seed: int = 1) -> LivePanel:
    """A seed box above the figure ``draw(seed)``: another seed, another deal."""
    import ipywidgets as w

    box = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="シード",
                           layout=w.Layout(width="12em"))
    return live_panel([box], lambda: draw(int(box.value)))


def record_head(record: str, lines: int) -> str:
    """The first ``lines`` lines of a text record, then ``…``.

    >>> record_head("a\\nb\\nc", 2)
    'a\\nb\\n…'
    """
    return "\n".join(record.splitlines()[:lines]) + "\n…"


def state_of(cls: type[S], game: str) -> Callable[[Callable[Concatenate[S, P], R]],
                                                   Callable[Concatenate[GameState, P], R]]:
    """Decorates a figure whose first argument is a deal of one game, so that it takes any
    deal (``games.new_deal`` gives a plain ``GameState``): a deal of another game (or
    anything else) is refused with a :class:`TarockError` naming both, instead
    of failing deep inside on a missing attribute.

    >>> @state_of(GameState, "any game")
    ... def f(state: GameState) -> str:
    ...     return "ok"
    >>> f("deal")
    Traceback (most recent call last):
    ...
    tarock_tutor.core.errors.TarockError: 'deal' is not a deal of any game; ...
    """
    def decorate(figure: Callable[Concatenate[S, P], R]
                 ) -> Callable[Concatenate[GameState, P], R]:
        @functools.wraps(figure)
        def checked(state: GameState, /, *args: P.args, **kwargs: P.kwargs) -> R:
            if not isinstance(state, cls):
                what = type(state).__name__ if isinstance(state, GameState) else repr(state)
                raise TarockError(f"{what} is not a deal of {game}; this figure shows "
                                  f"{game} only",
                                  code="NOT_A_STATE", params={"value": what[:30]})
            return figure(state, *args, **kwargs)
        return checked
    return decorate
