"""The one gunicorn configuration that ``manage.py start``, the Docker image and ``benchmark api`` serve with."""

from __future__ import annotations

import gc
from pathlib import Path

from league import gunicorn_conf
from league.benchmarks import http_load

ROOT = Path(__file__).resolve().parents[2]


def test_a_worker_freezes_the_loaded_app_so_collections_skip_it():
    try:
        gunicorn_conf.post_worker_init(worker=None)
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_start_the_docker_image_and_the_benchmark_all_name_the_configuration():
    start = (ROOT / "league/management/commands/start.py").read_text()
    assert "gunicorn_conf.SERVE" in start and "--threads" not in start
    assert '"--config", "python:league.gunicorn_conf"' in (ROOT / "docker/Dockerfile").read_text()
    assert "gunicorn_conf.SERVE" in Path(http_load.__file__).read_text()
    assert gunicorn_conf.SERVE[-2:] == ["--config", "python:league.gunicorn_conf"]
    assert gunicorn_conf.threads > 1  # polls are answered while an eager bot move runs
