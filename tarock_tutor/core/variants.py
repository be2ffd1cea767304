"""Variants and rule options as cited data.

Every open decision of the specs becomes an :class:`OptionSpec` with its
default, its allowed values and four short texts the book shows as an
annotation: what the source says, what is missing or disputed, what we chose,
and why.  :class:`Options` is a validated, frozen mapping of chosen values.

>>> spec = OptionSpec("demo.ties", False, (False, True), ref="spec §0",
...                   source_says="…", missing="…", chosen="…", why="…")
>>> v = Variant("demo", "demo", "Demo", seats=3, pack_key="demo-pack", options=(spec,))
>>> v.options().get("demo.ties")
False
>>> v.options(**{"demo.ties": True})["demo.ties"]
True
>>> v.options(**{"demo.tie": True})
Traceback (most recent call last):
...
tarock_tutor.core.errors.VariantError: unknown rule option 'demo.tie' for variant 'demo'; ...
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from tarock_tutor.core.cards import PACKS, Pack, get_pack
from tarock_tutor.core.errors import VariantError


@dataclass(frozen=True)
class OptionSpec:
    """One named rule option (a decision the sources leave open, or a regional variant)."""

    key: str
    default: Any
    choices: tuple[Any, ...]
    ref: str
    source_says: str = ""
    missing: str = ""
    chosen: str = ""
    why: str = ""
    title_ja: str = ""

    def __post_init__(self) -> None:
        if self.default not in self.choices:
            raise VariantError(f"option {self.key!r}: default {self.default!r} is not among "
                               f"its choices {self.choices!r}")


def cited_option(spec: str, key: str, default: Any, choices: tuple[Any, ...], section: str,
                 decision: str = "", *, says: str, missing: str, chosen: str, why: str,
                 ja: str) -> OptionSpec:
    """An option as the games declare them: cited by spec file, section and (if it
    has one) decision id, with its annotation (what the source says, what is
    missing, what we chose and why) and its Japanese title.

    >>> o = cited_option("rules.md", "fast", False, (False, True), "§3.8", "D-K9",
    ...                  says="s", missing="m", chosen="c", why="w", ja="速い")
    >>> o.ref, o.title_ja
    ('rules.md §3.8 (D-K9)', '速い')
    """
    return OptionSpec(key, default, choices, ref=f"{spec} {section}"
                      + (f" ({decision})" if decision else ""), source_says=says,
                      missing=missing, chosen=chosen, why=why, title_ja=ja)


class Options(Mapping[str, Any]):
    """The chosen value of every option of a variant (frozen, validated)."""

    __slots__ = ("_values", "_variant")

    def __init__(self, variant: Variant, values: Mapping[str, Any]) -> None:
        self._variant = variant.key
        self._values = dict(values)

    def __getitem__(self, key: str) -> Any:
        try:
            return self._values[key]
        except KeyError:
            raise VariantError(f"unknown rule option {key!r} for variant "
                               f"{self._variant!r}",
                               code="UNKNOWN_OPTION",
                               params={"option": str(key)[:30],
                                       "options": "、".join(self._values)}) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return hash(tuple(sorted((k, repr(v)) for k, v in self._values.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Options) and self._values == other._values

    def __repr__(self) -> str:
        return f"Options({self._values!r})"


@dataclass(frozen=True)
class Variant:
    """A game as played by one rule set: seats, pack, and the options it recognises."""

    key: str
    game: str
    title: str
    seats: int
    pack_key: str
    options_spec: tuple[OptionSpec, ...] = field(default=(), repr=False)
    aliases: Mapping[str, str] = field(default_factory=dict)  # lang -> name
    source: str = ""
    parent: str | None = None

    def __init__(self, key: str, game: str, title: str, *, seats: int, pack_key: str,
                 options: tuple[OptionSpec, ...] = (), aliases: Mapping[str, str] | None = None,
                 source: str = "", parent: str | None = None) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "game", game)
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "pack_key", pack_key)
        object.__setattr__(self, "options_spec", tuple(options))
        object.__setattr__(self, "aliases", dict(aliases or {}))
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "parent", parent)
        keys = [o.key for o in self.options_spec]
        if len(set(keys)) != len(keys):
            raise VariantError(f"variant {key!r} defines an option twice")

    @property
    def pack(self) -> Pack:
        pack = PACKS.get(self.pack_key)   # the common case without a try (hot path)
        return pack if pack is not None else get_pack(self.pack_key)

    def option(self, key: str) -> OptionSpec:
        for o in self.options_spec:
            if o.key == key:
                return o
        keys = [o.key for o in self.options_spec]
        raise VariantError(f"unknown rule option {key!r} for variant {self.key!r}; known "
                           f"options: {', '.join(keys)}", code="UNKNOWN_OPTION",
                           params={"option": str(key)[:40], "options": "、".join(keys)})

    def options(self, **overrides: Any) -> Options:
        """Defaults with ``overrides`` applied; unknown keys and values are refused."""
        values = {o.key: o.default for o in self.options_spec}
        for k, v in overrides.items():
            spec = self.option(k)
            if not any(v == c and type(v) is type(c) for c in spec.choices):  # 1 is not True
                raise VariantError(f"rule option {k!r} cannot be {v!r}; allowed values: "
                                   f"{', '.join(repr(c) for c in spec.choices)} ({spec.ref})",
                                   code="BAD_OPTION_VALUE",
                                   params={"option": k, "value": repr(v)[:40], "values": "、".join(
                                       str(c).lower() if isinstance(c, bool) else str(c)
                                       for c in spec.choices)})
            values[k] = v
        return Options(self, values)

    def derive(self, key: str, title: str, *, seats: int | None = None,
               pack_key: str | None = None, options: tuple[OptionSpec, ...] | None = None,
               source: str | None = None) -> Variant:
        """A variant based on this one (e.g. a club's house rules, or a four-player form
        of a three-player game)."""
        return Variant(key, self.game, title,
                       seats=self.seats if seats is None else seats,
                       pack_key=self.pack_key if pack_key is None else pack_key,
                       options=self.options_spec if options is None else options,
                       aliases={}, source=self.source if source is None else source,
                       parent=self.key)


REGISTRY: dict[str, Variant] = {}


def register_variant(v: Variant) -> Variant:
    if v.key in REGISTRY and REGISTRY[v.key] is not v and REGISTRY[v.key] != v:
        raise VariantError(f"variant {v.key!r} is registered twice")
    REGISTRY[v.key] = v
    return v


def get_variant(key: str) -> Variant:
    """Find a registered variant by key or alias.

    Games register theirs when imported; ``tarock_tutor.games`` imports all of
    them (the core itself never imports a game)."""
    if key in REGISTRY:
        return REGISTRY[key]
    low = key.lower()
    for v in REGISTRY.values():
        if low == v.key.lower() or low in (a.lower() for a in v.aliases.values()):
            return v
    raise VariantError(f"unknown variant {key!r}; known variants: {', '.join(sorted(REGISTRY))}",
                       code="UNKNOWN_GAME",
                       params={"given": str(key)[:40], "games": "、".join(sorted(REGISTRY))})
