"""Shared fixtures: the healthchecks personas (owner, opponent, outsider) and service guards."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

IN_CI = os.environ.get("CI", "").lower() == "true"

# Speed is measured by the benchmarks, not by hypothesis: on a loaded 2-core machine its 200 ms
# deadline failed examples that took 0.05 ms when run again.
settings.register_profile("league", deadline=None)
settings.load_profile("league")


def cache_bytecode_outside_the_tree() -> None:
    """Where bytecode is not written (PYTHONDONTWRITEBYTECODE), every run, and every xdist worker
    and subprocess in it, compiled the project and rewrote the test modules' asserts again (7 s of
    CPU a process). They go to a cache outside the tree instead (PYTHONPYCACHEPREFIX, which never
    changes what loads); the environment hands it to the workers and subprocesses started later."""
    if not sys.dont_write_bytecode:
        return
    prefix = sys.pycache_prefix or str(Path(tempfile.gettempdir()) / f"deadwood-pycache-{os.getuid()}")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix = prefix
    sys.dont_write_bytecode = False


cache_bytecode_outside_the_tree()  # before pytest imports the test modules and xdist starts its workers


def pytest_configure(config: pytest.Config) -> None:
    """Random-game tests play their full counts in CI, under ``-m slow`` or with FULL_GAMES=1."""
    from tests import game_counts

    marks = config.getoption("markexpr") or ""
    selects_slow = "slow" in marks and "not slow" not in marks
    game_counts.FULL = IN_CI or selects_slow or os.environ.get("FULL_GAMES") == "1"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under pytest-xdist each process has its own test database (``test_NAME_gw0``...), so the
    tests that need the real Celery worker, which reads ``test_NAME``, are left for a serial run:
    ``pytest -p no:xdist -m worker`` (``.ci/run`` runs it after the parallel one)."""
    if not hasattr(config, "workerinput"):  # not an xdist process
        return
    serial = [item for item in items if item.get_closest_marker("worker")]
    if serial:
        config.hook.pytest_deselected(items=serial)
        items[:] = [item for item in items if not item.get_closest_marker("worker")]


def require_service(available: bool, reason: str) -> None:
    """Skip locally when a service is missing; fail under CI=true, where every service must be up."""
    if available:
        return
    if IN_CI:
        pytest.fail(f"CI=true but {reason}")
    pytest.skip(reason)


def make_user(django_user_model, username: str, *, organiser: bool = False):
    from django.contrib.auth.models import Permission

    from league.models import Player

    user = django_user_model.objects.create_user(username=username, password="pw-" + username)
    Player.objects.create(user=user, display_name=username.title())
    if organiser:
        user.user_permissions.add(Permission.objects.get(codename="organise_events"))
    return user


@pytest.fixture(autouse=True)
def fresh_cache():
    """Each test starts with no counted login failures (the cache is process memory in tests)."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(autouse=True)
def eager_tasks(request):
    """Tasks run in the test's own process and transaction, even when CI configures a real broker.

    Tests marked ``worker`` get the configured mode back explicitly (whatever an earlier test left
    behind): they exercise the real broker and worker processes.
    """
    from django.conf import settings

    from league.celery import app

    saved = app.conf.task_always_eager, app.conf.task_eager_propagates
    real_worker = bool(request.node.get_closest_marker("worker"))
    app.conf.task_always_eager = settings.CELERY_TASK_ALWAYS_EAGER if real_worker else True
    app.conf.task_eager_propagates = True
    yield
    app.conf.task_always_eager, app.conf.task_eager_propagates = saved


@pytest.fixture
def owner(db, django_user_model):
    return make_user(django_user_model, "alice", organiser=True)


@pytest.fixture
def opponent(db, django_user_model):
    return make_user(django_user_model, "bob")


@pytest.fixture
def outsider(db, django_user_model):
    return make_user(django_user_model, "charlie")
