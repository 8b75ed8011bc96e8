"""Zero-setup start: migrate, collect static files, load demo data, serve on 127.0.0.1:8000."""

from __future__ import annotations

import os
import sys

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

from league import gunicorn_conf


class Command(BaseCommand):
    help = "Prepare the database and demo data, then serve the app with gunicorn."

    def add_arguments(self, parser):
        parser.add_argument("--bind", default="127.0.0.1:8000")
        parser.add_argument("--workers", type=int, default=gunicorn_conf.workers)
        parser.add_argument("--no-serve", action="store_true", help="prepare only (used by the Docker entrypoint)")

    def handle(self, *args, **opts):
        call_command("migrate", interactive=False, verbosity=0)
        call_command("collectstatic", interactive=False, verbosity=0)
        call_command("demo")
        if opts["no_serve"]:
            return
        mode = "eager in-process tasks" if settings.CELERY_TASK_ALWAYS_EAGER else "Celery broker"
        self.stdout.write(f"Serving on http://{opts['bind']}/ ({settings.DATABASES['default']['ENGINE']}, {mode})")
        sys.stdout.flush()
        os.execvp(
            sys.executable,
            [
                sys.executable,
                *gunicorn_conf.SERVE,
                "--bind",
                opts["bind"],
                "--workers",
                str(opts["workers"]),
                "--access-logfile",
                "-",
            ],
        )
