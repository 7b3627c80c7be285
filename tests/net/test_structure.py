"""How the host is built: its modules form no import circle, and its guards run in the declared order."""
from __future__ import annotations

import ast
from pathlib import Path

import desktop.net
from desktop.net.guards import GUARDS

PACKAGE = "desktop.net"
FOLDER = Path(desktop.net.__file__).parent


def _module(name: str) -> str | None:
    """The package's module that an imported name is, or lives in ("__init__" for the package itself)."""
    if name == PACKAGE:
        return "__init__"
    if name.startswith(PACKAGE + "."):
        module = name[len(PACKAGE) + 1:].split(".")[0]
        return module if (FOLDER / f"{module}.py").exists() else "__init__"
    return None


def imports_of(path: Path) -> set[str]:
    """Every module of the package that `path` imports anywhere: top level, in functions, under TYPE_CHECKING."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(_module(alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: level 1 is this package, 2 its parent...
                parts = PACKAGE.split(".")[: len(PACKAGE.split(".")) - (node.level - 1)]
                base = ".".join(parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:  # `from . import protocol` imports protocol.py; `from .x import y`, x.py
                submodule = f"{base}.{alias.name}"
                is_module = base == PACKAGE and (FOLDER / f"{alias.name}.py").exists()
                found.add(_module(submodule if is_module else base))
    found.discard(None)
    found.discard(path.stem)
    return found


def test_the_modules_of_desktop_net_form_no_import_circle():
    graph = {path.stem: imports_of(path) for path in FOLDER.glob("*.py")}
    assert "host" in graph and "seating" in graph["host"], "the graph should see host.py's imports"
    circles = []

    def visit(module: str, trail: list[str]) -> None:
        if module in trail:
            circles.append(trail[trail.index(module):] + [module])
            return
        for imported in sorted(graph.get(module, ())):
            visit(imported, trail + [module])

    for module in sorted(graph):
        visit(module, [])
    assert not circles, "import circles: " + "; ".join(" -> ".join(c) for c in circles[:5])


def test_no_part_of_the_host_imports_host_py():
    parts = ["inbox", "seating", "bot_seats", "local", "decision_window", "timers", "playing", "guards", "tcp", "parts"]
    for part in parts:
        assert "host" not in imports_of(FOLDER / f"{part}.py"), f"{part}.py imports host.py"


def test_the_guards_are_one_list_in_the_declared_order():
    assert [(guard.name, guard.code) for guard in GUARDS] == [
        ("within rate", "rate_limited"), ("known message", "malformed"), ("greeted", "hello_first"),
        ("token", "bad_token"), ("started", "game_not_started"), ("recording", "table_stopped"),
        ("not over", "game_over"), ("pending", "not_pending"), ("legal", "*"), ("sequence", "stale_sequence"),
    ]
    assert [guard.commands_only for guard in GUARDS] == [False] * 3 + [True] * 7
