"""Rule references: where a rule comes from (:class:`RuleRef`) and how a game cites
its sources (:class:`Citation`).  Re-exported by :mod:`tarock_tutor.core.protocol`,
where verdicts carry them."""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Citation", "RuleRef"]


@dataclass(frozen=True)
class RuleRef:
    """Where a rule comes from: a source (seed, spec, book) and a section.

    ``str()`` is the engineering reference (for the Python API); :meth:`ja` is what a
    reader sees: the section of the book's rules reference, never a file name.

    >>> RuleRef("rules.md", "§2.6 (seed 000)").ja()
    '規則集 §2.6'
    >>> RuleRef("protocol").ja()
    '進行の決まり'
    """

    source: str
    section: str = ""

    def __str__(self) -> str:
        return f"{self.source} {self.section}".strip()

    @property
    def sections(self) -> tuple[str, ...]:
        """The section numbers cited, e.g. ``("2.6",)``."""
        return tuple(m.group(1) for m in _SECTION.finditer(f"{self.source} {self.section}"))

    def ja(self) -> str:
        """The reference as the book writes it: 規則集 §2.6 (or 進行の決まり)."""
        if self.source == "protocol":
            return "進行の決まり"
        secs = self.sections
        return f"規則集 §{secs[0]}" if secs else ""


_SECTION = re.compile(r"§\s*(\d+(?:\.\d+)*)")


@dataclass(frozen=True)
class Citation:
    """How one game cites its rules: its seed text and its spec; called with a
    section (and a tag: a decision, a cross-check), it gives the :class:`RuleRef`.

    >>> ref = Citation("seed 009 (Example)", "example.md")
    >>> str(ref("§3.8", "(D-K2)"))
    'seed 009 (Example); spec example.md §3.8 (D-K2)'
    >>> ref("§3.8").ja()
    '規則集 §3.8'
    """

    seed: str
    spec: str

    def __call__(self, section: str, tag: str = "") -> RuleRef:
        return RuleRef(f"{self.seed}; spec {self.spec}", f"{section} {tag}".strip())
