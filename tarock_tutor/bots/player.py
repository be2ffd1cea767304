"""The computer player: one :class:`Bot` for every game and form.

A bot is a :data:`~tarock_tutor.core.registry.Policy` (called with a state and a
seeded :class:`~tarock_tutor.core.dealing.Rng`, it returns one of
``state.legal_actions()``), deterministic for the generator's seed.

* Outside card play (bids, exchanges, calls, announcements, doubling, offers) it
  asks the game's own ``bot`` module (``tarock_tutor.games.<game>.bot.choose``: a hand
  evaluator citing the sources), and falls back to the game's fixed policy
  (``GameSpec.policy``) where that module has no opinion.
* In card play it samples deals consistent with what its seat has seen
  (:mod:`tarock_tutor.bots.sampling`); on each it values every legal card, exactly
  by alpha-beta on the kernel when few tricks remain, else by random playouts on
  the kernel; the card with the best average wins.  The value is the game's own
  (``GameSpec.exact_play``'s objective, for the declarer's side); a seat outside
  that side minimises it, and where each plays for himself the seat maximises its
  own.  The objective is built per sampled deal by the game's ``bot.exact_for``
  from what that deal says about the hidden parts — a talon nobody saw, another
  seat's discards (the cards the sample leaves in no hand), a partner not yet
  known (the holder of the called card in the sample) — so the decision depends
  only on what the seat may know, never on the true deal.  Candidate cards are
  taken in the pack's order, so neither does it depend on the order of
  ``legal_actions()``.  A game's ``bot.narrow_plays(state, plays)`` may first hold
  back cards the sampling would undervalue (Zwanzigerrufen's I, kept for a Pagat).

Levels are budgets (:data:`LEVELS`): 初級 ``beginner``, 中級 ``intermediate``,
上級 ``expert``.

>>> from tarock_tutor import games
>>> bot = Bot("beginner")
>>> done = games.playout(games.new_deal("cego3", seed=2), seed=5, policy=bot)
>>> done.is_terminal
True
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import CompiledRules, Kernel, compile_rules
from tarock_tutor.core.messages import register
from tarock_tutor.core.protocol import Action, GameState, Phase, Play
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.solver import ExactPlay, kernel_of

from .sampling import played_by, sample_deals, view_of

_TRUMP = int(Suit.TRUMP)

__all__ = ["LEVELS", "Bot", "BotError", "Decision", "Level", "PlayoutStyle", "get_level"]


class BotError(TarockError):
    """A computer player asked for with a level (or a knob) that does not exist; its
    Japanese is looked up by ``code`` (:func:`~tarock_tutor.core.errors.error_ja`)."""


register({
    "BOT_UNKNOWN_LEVEL": {"ja": "そのレベルはありません: 「{value}」。選べるのは {levels} です。",
                          "en": "unknown level {value}; known: {known}"},
    "BOT_NO_DEAL": {"ja": "見えているカードと矛盾しない配り方が見つかりませんでした。",
                    "en": "no consistent deal found"},
    "BOT_BAD_KNOB": {"ja": "{knob} には 1 以上の整数を指定してください(「{value}」)。",
                     "en": "{knob} must be a whole number >= 1, not {value}"},
})


@dataclass(frozen=True)
class Level:
    """The knobs of one level: sampled deals per card decision, playouts per card
    and deal, how many tricks from the end the search is exact, the node budget of
    one exact search (over it: playouts instead), and an optional time budget per
    decision (``None``: none; with one, play is reproducible only while it is not hit),
    and whether playouts follow a simple trick heuristic (``guided``: partner winning →
    add points, else win cheaply if possible, else throw the cheapest; one card in
    four at random) instead of uniformly random legal cards."""

    key: str
    ja: str
    samples: int
    rollouts: int
    exact_tricks: int
    max_nodes: int
    max_seconds: float | None = None
    guided: bool = True


LEVELS: dict[str, Level] = {
    "beginner": Level("beginner", "初級", samples=3, rollouts=1, exact_tricks=1,
                      max_nodes=2_000, guided=False),
    "intermediate": Level("intermediate", "中級", samples=8, rollouts=2, exact_tricks=2,
                          max_nodes=20_000),
    "expert": Level("expert", "上級", samples=16, rollouts=3, exact_tricks=3,
                    max_nodes=60_000),
}
DEFAULT_LEVEL = "intermediate"


def get_level(name: str | Level) -> Level:
    """A level by key (``beginner`` …) or Japanese name (``初級`` …); others are refused.

    >>> get_level("上級").key
    'expert'
    >>> get_level("master")
    Traceback (most recent call last):
    ...
    tarock_tutor.bots.player.BotError: unknown level 'master'; known: beginner, intermediate, expert
    """
    if isinstance(name, Level):
        return name
    if isinstance(name, str):
        for lv in LEVELS.values():
            if name.strip().lower() in (lv.key, lv.ja):
                return lv
    known = ", ".join(LEVELS)
    ja = "、".join(f"{lv.ja}({lv.key})" for lv in LEVELS.values())
    raise BotError(f"unknown level {name!r}; known: {known}", code="BOT_UNKNOWN_LEVEL",
                   params={"value": str(name)[:30], "levels": ja, "known": known})


@dataclass(frozen=True)
class Decision:
    """What the bot chose and why: each candidate card's mean value for its own seat
    (the declarer side's value, negated where the seat plays against it; empty outside
    card play), the deals sampled and how the cards were judged."""

    action: Action
    values: tuple[tuple[Action, float], ...] = ()
    samples: int = 0
    method: str = "evaluator"   # "evaluator", "policy", "forced", "sampling"


@dataclass(frozen=True)
class PlayoutStyle:
    """How guided playouts play, as a game's ``bot.playout_style(state)`` may ask: one
    card in ``noise`` at random (0: never, so one playout per card and deal is all
    there is), and whether a lead is the cheapest plain-suit card (``lead_low``)
    instead of a random one.  The default is the levels' own."""

    noise: int = 4
    lead_low: bool = False


class _OutOfNodes(Exception):
    pass


@dataclass
class _Search:
    k: Kernel
    side: frozenset[int]
    ep: ExactPlay
    max_nodes: int
    nodes: int = 0
    leaf: dict[tuple[int, int, Any], int] = field(default_factory=dict)
    values: tuple[int, ...] = ()
    style: PlayoutStyle = field(default_factory=PlayoutStyle)

    def __post_init__(self) -> None:
        pack = self.k.r.rules.pack
        self.values = tuple(pack.value[c] for c in self.k.r.cards)

    def final(self) -> int:
        k = self.k
        pile = 0
        won = 0
        for s in self.side:
            pile |= k.piles[s]
            won += k.won[s]
        obj = self.ep.objective
        extra = obj.extra(k) if obj.extra is not None else None
        key = (pile, won, extra)
        v = self.leaf.get(key)
        if v is None:
            v = self.leaf[key] = obj.value(k.r.cards_of(pile), won, extra)
        return v

    def ab(self, alpha: int, beta: int) -> int:
        k = self.k
        if not k.trick_cards and not k.hands[k.to_move]:
            return self.final()
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise _OutOfNodes
        maxer = k.acting(k.to_move) in self.side
        legal = k.legal()
        best = -10 ** 9 if maxer else 10 ** 9
        while legal:
            top = legal.bit_length() - 1
            legal ^= 1 << top
            k.play(top)
            try:
                v = self.ab(alpha, beta)
            finally:
                k.undo()
            if maxer:
                best = max(best, v)
                alpha = max(alpha, v)
            else:
                best = min(best, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def rollout(self, rng: Rng, guided: bool) -> int:
        k = self.k
        played = 0
        while k.trick_cards or k.hands[k.to_move]:
            legal = k.legal()
            noise = self.style.noise
            i = self.guided_card(legal) if guided and (not noise or rng.below(noise)) else -1
            if i < 0:
                n = bin(legal).count("1")
                pick = rng.below(n)
                for _ in range(pick):
                    legal &= legal - 1
                i = (legal & -legal).bit_length() - 1
            k.play(i)
            played += 1
        v = self.final()
        for _ in range(played):
            k.undo()
        return v


    def guided_card(self, legal: int) -> int:
        """The playout heuristic's card (-1: play at random: a lead unless the style leads
        low, or a deal the trick rules cannot judge)."""
        k = self.k
        if legal & (legal - 1) == 0:
            return -1
        r = k.r
        if not k.trick_cards:
            if not self.style.lead_low:
                return -1
            plain = legal & ~r.suit_mask[_TRUMP] or legal
            best, key = -1, (10 ** 9, 10 ** 9)
            while plain:
                low = plain & -plain
                i = low.bit_length() - 1
                plain ^= low
                if (self.values[i], r.power[i]) < key:
                    best, key = i, (self.values[i], r.power[i])
            return best
        try:
            now = k.trick_seats[k.winner_index(k.trick_cards, k.lead)]
        except TarockError:
            return -1
        value = self.values
        cards = []
        m = legal
        while m:
            low = m & -m
            cards.append(low.bit_length() - 1)
            m ^= low
        mine = k.acting(k.to_move) in self.side
        if (k.acting(now) in self.side) == mine:
            return max(cards, key=lambda i: (value[i], -r.power[i]))
        trick = list(k.trick_cards)
        winners = []
        for i in cards:
            lead = k.lead if k.lead >= 0 else r.suit[i]
            try:
                if k.winner_index([*trick, i], lead) == len(trick):
                    winners.append(i)
            except TarockError:
                continue
        if winners:
            return min(winners, key=lambda i: (r.power[i], value[i]))
        return min(cards, key=lambda i: (value[i], r.power[i]))


Chooser = Callable[[GameState, Rng], Action | None]


def _game_module(state: GameState) -> Any:
    """The game's ``bot`` module (``tarock_tutor.games.<game>.bot``), if it has one."""
    spec = game_of(state.variant)
    package = ".".join(spec.new_state.__module__.split(".")[:3])
    try:
        return importlib.import_module(package + ".bot")
    except ImportError:
        return None


def _rules_for(r: CompiledRules, ep: ExactPlay) -> CompiledRules:
    """The compiled rules with a sampled deal's capture and context hooks (the same
    object when the hooks are the true deal's or absent)."""
    if ep.capture is r.rules.capture and ep.context is r.rules.context:
        return r
    return compile_rules(replace(r.rules, capture=ep.capture, context=ep.context))


class Bot:
    """A computer player at a level (see the module doc); optional knobs override it."""

    def __init__(self, level: str | Level = DEFAULT_LEVEL, *, samples: int | None = None,
                 rollouts: int | None = None, exact_tricks: int | None = None,
                 max_nodes: int | None = None, max_seconds: float | None = None,
                 guided: bool | None = None) -> None:
        lv = get_level(level)
        self.level = Level(lv.key, lv.ja,
                           samples if samples is not None else lv.samples,
                           rollouts if rollouts is not None else lv.rollouts,
                           exact_tricks if exact_tricks is not None else lv.exact_tricks,
                           max_nodes if max_nodes is not None else lv.max_nodes,
                           max_seconds if max_seconds is not None else lv.max_seconds,
                           lv.guided if guided is None else guided)
        for name in ("samples", "rollouts", "max_nodes"):
            value = getattr(self.level, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise BotError(f"{name} must be a whole number ≥ 1, not {value!r}",
                               code="BOT_BAD_KNOB", params={"knob": name,
                                                            "value": repr(value)[:30]})

    def __repr__(self) -> str:
        return f"Bot({self.level.key!r})"

    def __call__(self, state: GameState, rng: Rng) -> Action:
        return self.decide(state, rng).action

    def decide(self, state: GameState, rng: Rng) -> Decision:
        """The action for the seat to move, with the values behind it."""
        if not isinstance(state, GameState):
            raise TarockError(f"a computer player needs a game state, not {state!r}",
                              code="NOT_A_STATE", params={"value": repr(state)[:30]})
        legal = state.legal_actions()
        if not legal:
            raise TarockError(f"no action to choose: the deal is {state.phase.value}",
                              code="GAME_OVER")
        if len(legal) == 1:
            return Decision(legal[0], method="forced")
        module = _game_module(state)
        if module is not None:
            own = module.choose(state, rng)
            if own is not None and own in legal:
                return Decision(own)
        plays = [a for a in legal if isinstance(a, Play)]
        narrow = getattr(module, "narrow_plays", None)
        if narrow is not None and len(plays) > 1:   # cards the game's evaluator holds back
            plays = narrow(state, plays) or plays
        if state.phase is Phase.PLAY and plays:
            if len(plays) == 1:
                return Decision(plays[0], method="forced")
            try:
                return self._sample_play(state, rng, plays)
            except TarockError:
                pass   # no kernel for this deal: the fixed policy plays
        fixed = game_of(state.variant).policy(state, rng)
        return Decision(fixed if fixed in legal else legal[0], method="policy")

    def _sample_play(self, state: GameState, rng: Rng, plays: list[Play]) -> Decision:
        lv = self.level
        k, ep = kernel_of(state)
        me = k.acting(k.to_move)
        module = _game_module(state)
        guess = getattr(module, "exact_for", None)
        seen = module.seen(state, me) if module is not None and hasattr(module, "seen") \
            else None
        view = view_of(state, k, seen)
        deals = sample_deals(state, k, view, rng, lv.samples)
        if not deals:
            raise TarockError("no consistent deal found",
                              code="BOT_NO_DEAL")
        styled = getattr(module, "playout_style", None)
        style = (styled(state) if styled is not None else None) or PlayoutStyle()
        index = {p: k.r.index[p.card] for p in plays}
        plays = sorted(plays, key=index.__getitem__)   # the order of legal_actions() is no input
        totals = dict.fromkeys(plays, 0.0)
        exact = bin(k.hands[k.to_move]).count("1") <= lv.exact_tricks
        deadline = None if lv.max_seconds is None else time.perf_counter() + lv.max_seconds
        used = 0
        trick = list(zip(k.trick_seats, k.trick_cards, strict=True))
        gone = 0
        for m in played_by(k).values():
            gone |= m
        everything = (1 << len(k.r.cards)) - 1
        for hands in deals:
            if deadline is not None and used and time.perf_counter() > deadline:
                break
            used += 1
            here, rules = ep, k.r
            if guess is not None:   # the objective from this sample, never the true deal's
                cards = {s: k.r.cards_of(hands[s]) for s in k.order}
                held = 0
                for m in hands:
                    held |= m
                rest = k.r.cards_of(everything & ~held & ~gone)
                here = guess(state, me, cards, rest, rng) or ep
                rules = _rules_for(k.r, here)
            obj = here.objective
            side_here = obj.side if obj.side is not None else frozenset({me})
            kk = Kernel(rules, hands, leader=k.leader, trick=trick, piles=k.piles, won=k.won,
                        history=k.history)
            sign = 1 if me in side_here else -1
            search = _Search(kk, side_here, here, lv.max_nodes, style=style)
            for p in plays:
                kk.play(index[p])
                try:
                    v = float(self._value(search, exact, rng))
                finally:
                    kk.undo()
                totals[p] += sign * v
        means = tuple((p, totals[p] / used) for p in plays)
        best = max(means, key=lambda pv: pv[1])[0]   # the first of equals: deterministic
        return Decision(best, means, used, "sampling")

    def _value(self, search: _Search, exact: bool, rng: Rng) -> float:
        if exact:
            search.nodes = 0
            try:
                return search.ab(-10 ** 9, 10 ** 9)
            except _OutOfNodes:
                pass
        guided = self.level.guided
        n = 1 if guided and not search.style.noise else self.level.rollouts   # all alike
        return sum(search.rollout(rng, guided) for _ in range(n)) / n
