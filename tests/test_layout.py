"""The package's layout: no import cycles between kg's modules, one lexicon of names."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "kg"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """Every kg module ``path`` imports, at the top or inside a function."""
    found: set[str] = set()
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {name for name in found if name == "kg" or name.startswith("kg.")}


def import_graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    return {name: {m for m in imports_of(path) if m in modules and m != name} for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


# Packages import their own modules to re-export them (kg.cli lists its commands,
# kg.report its parts); a module importing its package's __init__ back is not a design cycle.
def without_package_reexports(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    return {name: {t for t in targets if not (name.startswith(t + ".") and t != "kg")} for name, targets in graph.items()}


def test_no_import_cycle_between_kg_modules():
    graph = without_package_reexports(import_graph())
    assert cycles(graph) == []


def test_engine_depends_on_pipeline_not_the_reverse():
    graph = import_graph()
    assert "kg.pipeline" in graph["kg.engine"]
    assert "kg.engine" not in graph["kg.pipeline"]


@pytest.mark.parametrize("module", ["kg.resolve", "kg.aliases", "kg.extract.entities"])
def test_the_name_lexicon_comes_from_kg_names(module):
    graph = import_graph()
    assert "kg.names" in graph[module]
    assert "kg.extract.entities" not in graph["kg.resolve"]
