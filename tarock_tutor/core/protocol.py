"""The one game protocol all five games share.

A game state is a phase machine.  Its truth is its :class:`~tarock_tutor.core.setup.Setup`
(variant, options, dealer, and a seed or the explicit hands) and the history of
frozen actions; everything else (hands, tricks, phase, whose turn) is derived
and can be rebuilt with :meth:`GameState.replay`.

Each state offers the triad of *pokerkit*: ``can_apply`` (bool), ``verify``
(raises :class:`~tarock_tutor.core.errors.IllegalAction`) and ``apply``; and
``explain(action)`` returns a :class:`Verdict` with a stable reason code, the
legal alternatives and a rule reference.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.rule_refs import Citation as Citation  # re-exported
from tarock_tutor.core.rule_refs import RuleRef as RuleRef  # re-exported

if TYPE_CHECKING:
    from tarock_tutor.core.cards import Pack
    from tarock_tutor.core.labels import Labels
    from tarock_tutor.core.scoring import ScoreSheet
    from tarock_tutor.core.setup import Setup
    from tarock_tutor.core.trickplay import TrickPlay
    from tarock_tutor.core.variants import Options, Variant


class Phase(str):
    """A phase of a game's phase machine: a value the game declares, with its Japanese name.

    The core declares only the two every game shares: :attr:`PLAY` (the trick play of
    :mod:`tarock_tutor.core.trickplay`) and :attr:`FINISHED`; each game declares its
    others with :meth:`declare`.  Phases are interned by value, so ``state.phase is
    some_phase`` compares them, and two games that declare the same value with the same
    Japanese name share one object.

    >>> deal_phase = Phase.declare("toy-deal", "配り")
    >>> Phase("toy-deal") is deal_phase, deal_phase.ja, deal_phase.value
    (True, '配り', 'toy-deal')
    >>> Phase.declare("toy-deal", "別の名前")
    Traceback (most recent call last):
    ...
    tarock_tutor.core.errors.TarockError: phase 'toy-deal' is already declared as 配り, not 別の名前
    >>> Phase("no-such-phase")
    Traceback (most recent call last):
    ...
    tarock_tutor.core.errors.TarockError: unknown phase 'no-such-phase'; declared: ...
    """

    ja: str
    _declared: ClassVar[dict[str, Phase]] = {}
    PLAY: ClassVar[Phase]
    FINISHED: ClassVar[Phase]

    def __new__(cls, value: str) -> Phase:
        found = cls._declared.get(value)
        if found is None:
            raise TarockError(f"unknown phase {value!r}; declared: "
                              f"{', '.join(sorted(cls._declared))}",
                              code="UNKNOWN_PHASE", params={"value": str(value)[:30]})
        return found

    @classmethod
    def declare(cls, value: str, ja: str) -> Phase:
        """The phase ``value`` with the Japanese name ``ja`` (declared once per value)."""
        found = cls._declared.get(value)
        if found is not None:
            if found.ja != ja:
                raise TarockError(f"phase {value!r} is already declared as {found.ja}, "
                                  f"not {ja}")
            return found
        phase = str.__new__(cls, value)
        phase.ja = ja
        cls._declared[value] = phase
        return phase

    @classmethod
    def is_declared(cls, value: str) -> bool:
        return value in cls._declared

    @property
    def value(self) -> str:
        return str.__str__(self)

    def __str__(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        return f"Phase({str.__str__(self)!r})"

    def __reduce__(self) -> tuple[type[Phase], tuple[str]]:
        return (Phase, (str.__str__(self),))

    def __copy__(self) -> Phase:
        return self

    def __deepcopy__(self, memo: Any) -> Phase:
        return self


Phase.PLAY = Phase.declare("play", "プレイ")
Phase.FINISHED = Phase.declare("finished", "終了")


# ----------------------------------------------------------------------------
# Actions: frozen, small, typed.  Games may define more (subclass Action).

@dataclass(frozen=True)
class Action:
    seat: int

    kind: ClassVar[str] = "action"

    def args(self) -> tuple[str, ...]:
        return ()

    def __str__(self) -> str:
        try:
            args = self.args()
        except AttributeError:  # a malformed action (e.g. a card given as text) still prints
            args = tuple(repr(v) for k, v in vars(self).items() if k != "seat")
        return " ".join(str(x) for x in (self.seat, self.kind, *args))


@dataclass(frozen=True)
class Bid(Action):
    """A call in the auction; ``bid`` is a contract id or ``pass``/``hold``."""

    bid: str
    kind: ClassVar[str] = "bid"

    def args(self) -> tuple[str, ...]:
        return (self.bid,)


@dataclass(frozen=True)
class Keep(Action):
    """Cards kept from one's own hand before taking the talon (a game that asks for it)."""

    cards: tuple[Card, ...]
    kind: ClassVar[str] = "keep"

    def args(self) -> tuple[str, ...]:
        return tuple(c.code for c in self.cards)


@dataclass(frozen=True)
class Discard(Action):
    cards: tuple[Card, ...]
    kind: ClassVar[str] = "discard"

    def args(self) -> tuple[str, ...]:
        return tuple(c.code for c in self.cards)


@dataclass(frozen=True)
class Take(Action):
    """Take talon cards (a packet index, a card, or all)."""

    what: str
    kind: ClassVar[str] = "take"

    def args(self) -> tuple[str, ...]:
        return (self.what,)


@dataclass(frozen=True)
class Call(Action):
    """Call a partner card (the games with a called partner)."""

    card: Card
    kind: ClassVar[str] = "call"

    def args(self) -> tuple[str, ...]:
        return (self.card.code,)


@dataclass(frozen=True)
class Announce(Action):
    """An announcement, declaration, doubling or other spoken choice (``what`` is its id)."""

    what: str
    kind: ClassVar[str] = "announce"

    def args(self) -> tuple[str, ...]:
        return (self.what,)


@dataclass(frozen=True)
class Play(Action):
    card: Card
    kind: ClassVar[str] = "play"

    def args(self) -> tuple[str, ...]:
        return (self.card.code,)


A = TypeVar("A", bound=Action)


# ----------------------------------------------------------------------------

def _well_formed(action: Action) -> bool:
    """Every argument is text, a card or a tuple of cards (the seat a plain number)."""
    for key, value in vars(action).items():
        if key == "seat":
            if not isinstance(value, int) or isinstance(value, bool):
                return False
        elif not (isinstance(value, str | Card) or (
                isinstance(value, tuple) and all(isinstance(c, Card) for c in value))):
            return False
    return True


SEAT_PARAMS = ("seat", "to_move", "declarer", "partner", "leader", "winner", "caller",
               "holder", "dealer_seat")
"""Verdict parameters that hold a seat number (written as 席1 … in Japanese)."""


@dataclass(frozen=True)
class Verdict:
    """The answer to "may I do this?": allowed or not, why, what else, which rule."""

    allowed: bool
    code: str
    action: Action | None
    alternatives: tuple[Action, ...] = ()
    rule: RuleRef = field(default_factory=lambda: RuleRef(""))
    params: Mapping[str, Any] = field(default_factory=dict)
    game: str = ""   # the namespace the code is worded in ("" = shared)
    dealer: int | None = None   # with ``seats``: to name seats as the book does (席1 …)
    seats: int | None = None
    # how the game words its actions and terms: given by whoever makes the verdict (the
    # state passes its own), so the verdict never looks a game up in a global registry
    labels: Labels | None = field(default=None, compare=False, repr=False)
    pack: Pack | None = field(default=None, compare=False, repr=False)

    def params_ja(self) -> dict[str, Any]:
        """The parameters with seat numbers written as the book names seats."""
        from tarock_tutor.core.labels import seat_ja

        out = dict(self.params)
        phase = out.get("phase")
        if isinstance(phase, str) and Phase.is_declared(phase):
            out["phase"] = Phase(phase).ja
        for key in SEAT_PARAMS:
            value = out.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                out[key] = seat_ja(value, self.dealer, self.seats)
        if self.labels is not None:   # ids of the game's terms (bids, contracts …) in Japanese
            terms = self.labels.terms
            for key, value in out.items():
                if isinstance(value, str) and value in terms and key not in SEAT_PARAMS:
                    out[key] = terms[value].ja
        return out

    @property
    def text(self) -> str:
        """The reason alone, in Japanese (no quoted action, no rule)."""
        return messages.text(self.code, "ja", game=self.game, **self.params_ja())

    def message(self, lang: str = "ja") -> str:
        """The explanation in ``lang``; a refused action is quoted and its rule named.

        The Japanese names the book's rules reference (規則集 §…); the English keeps the
        engineering reference for the Python API."""
        if lang == "ja":
            body = self.text
            if self.allowed:
                return body
            where = self.rule.ja()
            return f"{self.action_ja()}は不可: {body}" + (f"(根拠: {where})" if where else "")
        body = messages.text(self.code, lang, game=self.game, **self.params)
        if self.allowed:
            return body
        what = repr(str(self.action)) if self.action is not None else "?"
        return f"{what} is not allowed: {body} (rule: {self.rule})"

    def action_ja(self) -> str:
        """The action as the book writes it, through the labels the verdict was given."""
        if self.action is None:
            return "?"
        if not _well_formed(self.action):   # a malformed action is quoted as it was given
            try:
                return repr(str(self.action))
            except (AttributeError, TypeError, ValueError):
                return repr(self.action)
        from tarock_tutor.core.labels import Labels

        labels = self.labels if self.labels is not None else Labels(self.game)
        try:
            return "「" + labels.action(self.action, self.pack, dealer=self.dealer,
                                         seats=self.seats) + "」"
        except (AttributeError, TypeError, ValueError):
            return repr(str(self.action))

    def __str__(self) -> str:
        return self.message("en")

    def _repr_html_(self) -> str:
        from tarock_tutor.render.html import verdict_html

        return verdict_html(self)


S = TypeVar("S", bound="GameState")

Hands = tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class DealView:
    """What generic code (checker, render, widgets, CLI) reads of a deal, typed.

    Engine truth, not one seat's knowledge: a hidden partner is named.  Built by
    each game's :meth:`GameState.deal_view`; ``trickplay`` is the live trick play
    (``None`` before the play phase).
    """

    hands: Hands                 # each seat's cards now, sorted for display
    dealt: Hands                 # the hands as dealt (a staged deal: all of it)
    talon: tuple[Card, ...] = ()
    trickplay: TrickPlay | None = None
    declarer: int | None = None
    partners: tuple[int, ...] = ()   # the declarer's partners (engine truth)
    dummies: tuple[int, ...] = ()    # seats whose cards another seat plays
    contract: str | None = None      # the contract's id in the game's terms
    eldest: int = 0                  # forehand: the first to speak
    to_move: int | None = None

    @property
    def tricks(self) -> tuple[Any, ...]:
        """The finished tricks (``core.hand.Trick``), none before the play."""
        return () if self.trickplay is None else tuple(self.trickplay.tricks)

    @property
    def acting(self) -> int | None:
        """Who chooses the next action: the seat to move, or its controller (a dummy's)."""
        s, tp = self.to_move, self.trickplay
        return s if s is None or tp is None or tp.finished else int(tp.acting(s))

    def hand(self, seat: int) -> tuple[Card, ...]:
        """One seat's cards now (a seat number outside the table is refused)."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.hands):
            raise TarockError(f"seat must be 0..{len(self.hands) - 1}, not {seat!r}",
                              code="SEAT_RANGE",
                              params={"what": "プレイヤー", "value": repr(seat)[:30],
                                      "high": len(self.hands), "last": len(self.hands) - 1})
        return self.hands[seat]


class GameState(ABC):
    """Base of every game's state.  Subclasses implement the abstract methods.

    The state's truth is ``setup`` plus ``history``; :meth:`replay`, :meth:`copy`
    and :meth:`undo` rebuild from exactly that, so nothing (dealer, typed-in
    hands) is lost on the way."""

    game_key: ClassVar[str] = ""
    labels: ClassVar[Labels | None] = None   # the game's wording, set when it registers
    _wording: tuple[str, int, int, Labels | None, Pack] | None = None

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.variant: Variant = setup.variant
        self.options: Options = setup.options
        self.seed: int | None = setup.seed      # None for a deal typed in by hand
        self.dealer: int = setup.dealer
        self.history: list[Action] = []

    # --- the protocol ---------------------------------------------------------
    @property
    @abstractmethod
    def phase(self) -> Phase: ...

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat that acts next (``None`` when finished)."""

    @abstractmethod
    def legal_actions(self) -> list[Action]: ...

    @abstractmethod
    def explain(self, action: Action) -> Verdict: ...

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Change the derived state; the action is known to be legal."""

    @abstractmethod
    def score_sheet(self) -> ScoreSheet: ...

    @abstractmethod
    def deal_view(self) -> DealView:
        """The typed view of the deal that generic code reads (see :class:`DealView`)."""

    # --- shared machinery -----------------------------------------------------
    def wording(self) -> tuple[str, int, int, Labels | None, Pack]:
        """(game, dealer, seats, labels, pack): what this deal's verdicts carry to word
        themselves, in :class:`Verdict`'s field order (``Verdict(…, params, *wording)``);
        built once, as none of it changes during a deal."""
        w = self._wording
        if w is None:
            v = self.variant
            w = self._wording = (self.game_key, self.dealer, v.seats, self.labels, v.pack)
        return w

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.FINISHED

    def can_apply(self, action: Action) -> bool:
        return self.explain(action).allowed

    def verify(self, action: Action) -> None:
        verdict = self.explain(action)
        if not verdict.allowed:
            raise IllegalAction(verdict)

    def apply(self, action: Action, *, check: bool = True) -> None:
        """Apply an action; with ``check`` (the default) an illegal one raises first."""
        if check:
            self.verify(action)
        self._apply(action)
        self.history.append(action)

    def generic_refusal(self, action: Action) -> Verdict | None:
        """The checks every game shares: finished, wrong seat."""
        if self.phase is Phase.FINISHED:
            return Verdict(False, "GAME_OVER", action, (), RuleRef("protocol"),
                           labels=self.labels, pack=self.variant.pack)
        if action.seat != self.to_move:
            return Verdict(False, "NOT_YOUR_TURN", action, tuple(self.legal_actions()),
                           RuleRef("protocol"), {"seat": action.seat, "to_move": self.to_move},
                           *self.wording())
        return None

    @classmethod
    def replay(cls: type[S], setup: Setup, history: Sequence[Action] = ()) -> S:
        """Rebuild a state from its truth; every action is checked again."""
        state = cls(setup)
        for a in history:
            state.apply(a)
        return state

    def copy(self: S) -> S:
        return type(self).replay(self.setup, self.history)

    def undo(self: S) -> S:
        """A new state without the last action (refused at the start of a deal)."""
        if not self.history:
            raise TarockError("nothing to undo: no action has been taken in this deal yet",
                              code="NOTHING_TO_UNDO")
        return type(self).replay(self.setup, self.history[:-1])

