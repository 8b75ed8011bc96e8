"""Engine lookup by key. Each engine is a package ``games.engines.<key>`` exposing ``ENGINE``."""

from __future__ import annotations

import importlib
from types import ModuleType

from games.engines.base import Engine

# The catalogue's order (games.catalogue.GAMES): every list of games on the site reads the same.
ENGINE_KEYS = ("deadwood", "studios", "townbuilder", "doomtown")


class UnknownEngine(KeyError):
    pass


def import_if_present(module_name: str) -> ModuleType | None:
    """The module, or None when it does not exist; a module it imports that is missing still raises."""
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        return None


def get_engine(key: str) -> Engine:
    if key not in ENGINE_KEYS:
        raise UnknownEngine(f"unknown game {key!r}; engines: {', '.join(ENGINE_KEYS)}")
    module = import_if_present(f"games.engines.{key}")
    if module is None:
        raise UnknownEngine(f"the {key} engine is not built yet")
    engine: Engine | None = getattr(module, "ENGINE", None)
    if engine is None:  # the package exists (e.g. Doomtown poker) before its engine does
        raise UnknownEngine(f"the {key} engine is not built yet")
    return engine


def engines() -> list[Engine]:
    """Every engine that is built, in catalogue order."""
    found = []
    for key in ENGINE_KEYS:
        try:
            found.append(get_engine(key))
        except UnknownEngine:
            continue
    return found
