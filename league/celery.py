"""The Celery app: reads CELERY_* settings and finds tasks.py in every installed app."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "league.settings")

app = Celery("league")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
