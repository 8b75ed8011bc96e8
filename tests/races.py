"""Races for the tests: calls run at the same moment from their own threads (each with its own
database connection), and a slug chosen before another request saved the same one."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from typing import Any

from django.db import connection

Refusals = Mapping[type[BaseException], Callable[[Any], object]]


def race(*calls: Callable[[], object], refusals: Refusals) -> list[object]:
    """What each call returned, or what ``refusals`` makes of the error it raised (the first type that
    matches); every call starts at one barrier and closes its connection after."""
    barrier = threading.Barrier(len(calls))
    outcomes: list[object] = [None] * len(calls)

    def run(index: int, call: Callable[[], object]) -> None:
        try:
            barrier.wait()
            outcomes[index] = call()
        except tuple(refusals) as error:
            outcomes[index] = next(seen(error) for kind, seen in refusals.items() if isinstance(error, kind))
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(index, call)) for index, call in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return outcomes


def stale_slug_first(monkeypatch: Any, slug: str) -> list[str]:
    """The next ``free_slug`` answers ``slug`` as a request would that chose it before another request
    saved it; later calls answer for real. Returns the answers given, in order."""
    from league import slugs

    chosen: list[str] = []
    real = slugs.free_slug

    def stale_then_fresh(model: Any, name: str, fallback: str) -> str:
        chosen.append(slug if not chosen else real(model, name, fallback))
        return chosen[-1]

    monkeypatch.setattr(slugs, "free_slug", stale_then_fresh)
    return chosen
