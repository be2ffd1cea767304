"""The game registry: each game registers one :class:`GameSpec`.

Generic code (``tarock_tutor.games``, the CLI, records, the trainers, the
cross-game tests) reads this registry and never names a game; adding a game is
one :func:`register_game` call in that game's package
(examples on a game's pack: ``tests/core/test_generic_doc_examples.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.errors import VariantError
from tarock_tutor.core.labels import Labels
from tarock_tutor.core.protocol import Action, GameState, RuleRef
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.core.setup import Setup
from tarock_tutor.core.tricks import STANDARD, FollowRule, TrickHooks
from tarock_tutor.core.variants import Variant, get_variant, register_variant

if TYPE_CHECKING:
    from tarock_tutor.core.solver import ExactPlay

Policy = Callable[[GameState, Rng], Action]
"""A playing policy: the action a simple, fixed player takes (for example deals)."""

FactsScorer = Callable[[Setup, Mapping[str, str]], ScoreSheet]
"""Scores a partly remembered deal from record tags such as ``Contract``, ``Declarer``,
``Points`` or ``Pile`` (raises ``TarockError`` for impossible facts)."""


def random_policy(state: GameState, rng: Rng) -> Action:
    """Any legal action, chosen by the seeded generator."""
    return rng.choice(state.legal_actions())


@dataclass(frozen=True)
class GameSpec:
    """Everything generic code needs to know about one game."""

    key: str                                   # the game's id; equals Variant.game
    title: str                                 # the original name
    title_ja: str                              # e.g. "ツェゴ"
    variants: tuple[Variant, ...]
    new_state: Callable[[Setup], GameState]    # usually the state class itself
    default_dealer: int = 0
    policy: Policy = random_policy
    labels: Labels = field(default_factory=lambda: Labels(""))
    score_facts: FactsScorer | None = None
    fact_tags: tuple[str, ...] = ()            # every tag ``score_facts`` reads
    follow_ref: RuleRef | None = None          # where the game states its follow rule
    exact_play: Callable[[GameState], ExactPlay] | None = None
    """The deal's trick-rule hooks and objective for the kernel and the solver
    (a :class:`~tarock_tutor.core.solver.ExactPlay`; ``None``: not solvable)."""
    follow_rule: FollowRule = STANDARD
    """The follow rule of an ordinary deal (its game's own hooks, e.g. a card exempt
    from following); contracts may play under another (the play phase says)."""
    trick_rules: Callable[[Any], TrickHooks] | None = None
    """A deal's trick rules as one bundle (follow rule and context, winner rule, capture
    and end-of-trick hooks: a :class:`~tarock_tutor.core.tricks.TrickHooks`), from the
    game's ``trick_rules.py``; its play phase builds ``TrickPlay.from_hooks`` from it
    and the kernel is compiled from that ``TrickPlay`` (``None``: the shared rules)."""
    counting: str = ""
    """The key in :data:`~tarock_tutor.core.counting.METHODS` of the game's own way
    of counting card points (the CLI's default for its packs)."""

    def __post_init__(self) -> None:
        for v in self.variants:
            if v.game != self.key:
                raise VariantError(f"variant {v.key!r} belongs to game {v.game!r}, not "
                                   f"{self.key!r}")


GAMES: dict[str, GameSpec] = {}


def register_game(spec: GameSpec) -> GameSpec:
    """Register a game and its variants (once; a second, different spec is refused)."""
    old = GAMES.get(spec.key)
    if old is not None and old is not spec and not _same_game(old, spec):
        raise VariantError(f"game {spec.key!r} is registered twice")
    GAMES[spec.key] = spec   # a re-import of the same game (doctest collection) replaces it
    if isinstance(spec.new_state, type) and issubclass(spec.new_state, GameState):
        spec.new_state.labels = spec.labels   # its verdicts are worded in the game's terms
    for v in spec.variants:
        register_variant(v)
    return spec


def _same_game(a: GameSpec, b: GameSpec) -> bool:
    """The same game imported a second time (e.g. a module collected again by pytest)."""
    return ((a.key, a.title, a.title_ja) == (b.key, b.title, b.title_ja)
            and [v.key for v in a.variants] == [v.key for v in b.variants])


def unregister_game(key: str) -> None:
    """Remove a game and its variants (for tests that register a toy game)."""
    from tarock_tutor.core.variants import REGISTRY

    spec = GAMES.pop(key, None)
    if spec is not None:
        for v in spec.variants:
            REGISTRY.pop(v.key, None)


def games_with_pack(pack_key: str) -> list[GameSpec]:
    """The registered games that play a variant with this pack (registration order)."""
    return [g for g in GAMES.values() if any(v.pack_key == pack_key for v in g.variants)]


def game_of(variant: str | Variant) -> GameSpec:
    """The game a variant (key, alias or object) belongs to."""
    v = get_variant(variant) if isinstance(variant, str) else variant
    try:
        return GAMES[v.game]
    except KeyError:
        raise VariantError(f"variant {v.key!r} belongs to game {v.game!r}, which is not "
                           f"registered; known games: {', '.join(sorted(GAMES))}") from None
