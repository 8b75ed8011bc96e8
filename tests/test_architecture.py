"""The rules engines and the bot strategies stay pure Python.

Every package under games/engines and every module under automaton/strategies (found on disk, so
engines and bots added later are covered too) is imported in a fresh interpreter, which must not
load Django, DRF, Celery or the project's Django side.
"""

from __future__ import annotations

import json
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ROOT / "games" / "engines"
STRATEGIES = ROOT / "automaton" / "strategies"
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
    return groups


def forbidden(loaded: list[str]) -> list[str]:
    return [m for m in loaded if m.split(".")[0] in FORBIDDEN_ROOTS or m in FORBIDDEN_MODULES]


def test_it_discovers_the_engines_and_strategies_on_disk():
    groups = import_groups()
    assert "games.engines.townbuilder" in groups
    assert "games.engines.townbuilder.scoring" in groups["games.engines.townbuilder"]
    assert "automaton.strategies.heuristic_townbuilder" in groups


@pytest.mark.parametrize(("group", "modules"), sorted(import_groups().items()))
def test_it_imports_without_django_rest_framework_or_celery(group, modules):
    env = {key: value for key, value in os.environ.items() if key != "DJANGO_SETTINGS_MODULE"}
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
