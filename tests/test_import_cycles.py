"""No import circles in the package (issue 17 item 6), found with ``ast``.

Two graphs: the imports a module runs when it is imported (module level, not under
``TYPE_CHECKING``) must have no cycle at all; every import, the lazy ones inside
functions too, must not join the command-line modules or the Cego widget modules in
a circle (``cli`` ↔ ``dispute_cli`` and ``example`` ↔ ``play`` were two).  Lazy
imports of a renderer from ``_repr_html_`` are the pattern the style guide asks for,
so they are allowed elsewhere."""

from __future__ import annotations

import ast
from pathlib import Path

import tarock_tutor

ROOT = Path(tarock_tutor.__file__).parent


def modules() -> dict[str, Path]:
    out = {}
    for path in ROOT.rglob("*.py"):
        parts = ["tarock_tutor", *path.relative_to(ROOT).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _at_load(tree: ast.Module) -> list[ast.stmt]:
    """Statements run at import time: the body, ``try`` and plain ``if`` blocks (not an
    ``if TYPE_CHECKING:`` block), never a function's body."""
    todo, out = list(tree.body), []
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            out.append(node)
        elif isinstance(node, ast.Try):
            todo += node.body + node.orelse + node.finalbody
        elif isinstance(node, ast.If) and "TYPE_CHECKING" not in ast.unparse(node.test):
            todo += node.body + node.orelse
    return out


def graph(*, lazy: bool) -> dict[str, set[str]]:
    mods = modules()
    edges: dict[str, set[str]] = {}
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        nodes = [n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom)] \
            if lazy else _at_load(tree)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        out: set[str] = set()
        for node in nodes:
            if isinstance(node, ast.Import):
                out |= {a.name for a in node.names if a.name in mods}
                continue
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                base = ".".join(up + ([node.module] if node.module else []))
            for a in node.names:
                sub = f"{base}.{a.name}"
                out.add(sub if sub in mods else base)
        edges[name] = {m for m in out if m in mods and m != name}
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycle_at_load_time() -> None:
    assert cycles(graph(lazy=False)) == []


def test_the_two_named_circles_are_gone_even_lazily() -> None:
    watched = {"tarock_tutor.cli", "tarock_tutor.dispute_cli", "tarock_tutor.play_cli",
               "tarock_tutor.cli_input", "tarock_tutor.widgets.cego.example",
               "tarock_tutor.widgets.cego.play", "tarock_tutor.widgets.cego.finish"}
    assert [c for c in cycles(graph(lazy=True)) if watched & set(c)] == []


def test_the_finder_finds_a_circle() -> None:
    """The finder itself: a made-up circle of three is found, a chain is not."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
