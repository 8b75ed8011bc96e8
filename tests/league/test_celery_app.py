"""The Celery app loads where Django starts, so tasks sent from the web process use its settings."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECK = """
import django, sys
django.setup()
from automaton.tasks import play_bot_turn
print(play_bot_turn.app.main, "league.celery" in sys.modules)
"""


def test_django_setup_loads_the_league_celery_app_for_every_task():
    done = subprocess.run(
        [sys.executable, "-c", CHECK],
        cwd=ROOT,
        env={"DJANGO_SETTINGS_MODULE": "league.settings", **os.environ},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert done.stdout.split() == ["league", "True"]
