"""The rules engines, the bot strategies and the league maths stay pure Python; apps depend one way.

Every package under games/engines, every module under automaton/strategies and every module under
league/tournament (found on disk, so engines, bots and formats added later are covered too) is
imported in a fresh interpreter, which must not load Django, DRF, Celery or the project's Django
side. The games app never imports the automaton app's services, tasks or receivers: it announces
a due bot turn (``games.services.bot_turn_due``) and the automaton app subscribes.
"""

from __future__ import annotations

import ast
import json
import os
import pkgutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ROOT / "games" / "engines"
STRATEGIES = ROOT / "automaton" / "strategies"
TOURNAMENT = ROOT / "league" / "tournament"
FORBIDDEN_ROOTS = ("django", "rest_framework", "celery", "league")
FORBIDDEN_MODULES = ("games.models",)

IMPORT_AND_REPORT = """
import importlib, json, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
print(json.dumps(sorted(sys.modules)))
"""


def modules_under(directory: Path, prefix: str) -> list[str]:
    """Dotted names of every module below ``directory``, found without importing anything."""
    names = []
    for info in pkgutil.iter_modules([str(directory)]):
        name = f"{prefix}.{info.name}"
        names.append(name)
        if info.ispkg:
            names += modules_under(directory / info.name, name)
    return names


def import_groups() -> dict[str, list[str]]:
    """One group per engine package (with all its modules), the shared engine modules, and each strategy."""
    groups = {"games.engines": ["games.engines"]}
    for info in pkgutil.iter_modules([str(ENGINES)]):
        name = f"games.engines.{info.name}"
        if info.ispkg:
            groups[name] = [name, *modules_under(ENGINES / info.name, name)]
        else:
            groups["games.engines"].append(name)
    groups["automaton.strategies"] = ["automaton.strategies"]
    for name in modules_under(STRATEGIES, "automaton.strategies"):
        groups[name] = [name]
    for name in ["league.tournament", *modules_under(TOURNAMENT, "league.tournament")]:
        groups[name] = [name]
    return groups


def forbidden(loaded: list[str]) -> list[str]:
    """What a pure module may not load: the league package itself only for its pure maths."""
    pure_league = ("league", "league.tournament")
    return [
        m
        for m in loaded
        if (m.split(".")[0] in FORBIDDEN_ROOTS and not (m in pure_league or m.startswith("league.tournament.")))
        or m in FORBIDDEN_MODULES
    ]


def test_it_discovers_the_engines_and_strategies_on_disk():
    groups = import_groups()
    assert "games.engines.townbuilder" in groups
    assert "games.engines.townbuilder.scoring" in groups["games.engines.townbuilder"]
    assert "automaton.strategies.heuristic_townbuilder" in groups
    assert "league.tournament.swiss" in groups


def _fresh_interpreter_env() -> dict[str, str]:
    """The caller's environment less Django's settings (and with the bytecode cache conftest.py set)."""
    return {key: value for key, value in os.environ.items() if key != "DJANGO_SETTINGS_MODULE"}


@pytest.mark.parametrize(("group", "modules"), sorted(import_groups().items()))
def test_it_imports_without_django_rest_framework_or_celery(group, modules):
    env = _fresh_interpreter_env()
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_AND_REPORT, *modules],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, f"importing {group} failed:\n{done.stderr}"
    loaded = json.loads(done.stdout)
    assert forbidden(loaded) == [], f"{group} pulls in {forbidden(loaded)[:10]}"


def test_the_league_package_loads_no_celery_by_itself():
    """Celery comes with Django's start (``LeagueConfig.ready``), not with ``import league``."""
    test_it_imports_without_django_rest_framework_or_celery("league", ["league"])


@cache  # several tests read the same files
def _imports(path: Path) -> frozenset[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return frozenset(found)


def test_the_games_app_never_imports_the_automaton_app():
    """Only the pure bot catalogue (automaton.strategies) is shared; the dependency runs automaton -> games."""
    offenders = sorted(
        f"{path.relative_to(ROOT)}: {name}"
        for path in (ROOT / "games").rglob("*.py")
        for name in _imports(path)
        if name.split(".")[0] == "automaton" and not name.startswith("automaton.strategies")
    )
    assert offenders == []


TOURNAMENTS = ROOT / "league" / "tournaments"
# What code outside league/tournaments/ may import of it: the services' one door, the models
# (league.models re-exports them), the url modules Django includes, and the demo loader.
TOURNAMENTS_DOORS = (
    "league.tournaments.services",
    "league.tournaments.models",
    "league.tournaments.urls",
    "league.tournaments.urls_api",
    "league.tournaments.demo",
)


def _python_files(*roots: Path) -> list[Path]:
    return [path for root in roots for path in root.rglob("*.py") if ".venv" not in path.parts]


@cache
def _is_module(dotted: str) -> bool:
    path = ROOT.joinpath(*dotted.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def _imported_modules(path: Path) -> set[str]:
    """Modules a file imports, ``from package import module`` included (names of objects are not modules)."""
    return {name for name in _imports(path) if _is_module(name)}


def test_tournaments_are_reached_only_through_their_package_doors():
    outside = [
        path
        for path in _python_files(ROOT / "league", ROOT / "games", ROOT / "automaton", ROOT / "tests")
        if TOURNAMENTS not in path.parents
    ]
    offenders = sorted(
        f"{path.relative_to(ROOT)}: {name}"
        for path in outside
        for name in _imported_modules(path)
        if name.startswith("league.tournaments.") and name not in TOURNAMENTS_DOORS
    )
    assert offenders == []


def test_tournament_services_never_import_its_pages_or_api():
    """The workflow is shared by pages and the API; it never depends on either."""
    offenders = sorted(
        f"{path.relative_to(ROOT)}: {name}"
        for path in _python_files(TOURNAMENTS / "services")
        for name in _imports(path)
        if name.startswith(("league.tournaments.views", "league.tournaments.api", "league.tournaments.forms"))
    )
    assert offenders == []


def test_the_tournament_maths_knows_nothing_of_the_django_side():
    """league.tournament (pure) never imports league.tournaments (Django); the import test above
    catches it at run time, this catches it in the source, imports inside functions included."""
    offenders = sorted(
        f"{path.relative_to(ROOT)}: {name}"
        for path in _python_files(TOURNAMENT)
        for name in _imports(path)
        if name.split(".")[:2] == ["league", "tournaments"]
    )
    assert offenders == []
