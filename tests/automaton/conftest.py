"""Fixtures for bot tests (shared with the game-session tests)."""

from tests.games.conftest import eager_celery

__all__ = ["eager_celery"]
