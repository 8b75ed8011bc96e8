"""How gunicorn serves the app: one configuration for ``manage.py start``, the Docker image and ``benchmark api``.

Use it with ``gunicorn league.wsgi -c python:league.gunicorn_conf``; the command line may still set
the bind address, the number of workers and the access log.
"""

from __future__ import annotations

import gc
from typing import Any

# ``python -m gunicorn`` and these arguments, then the bind address and any other options.
SERVE = ["-m", "gunicorn", "league.wsgi", "--config", "python:league.gunicorn_conf"]

workers = 2
# Threads let one worker answer the table's polls while an eager bot move runs in another thread.
threads = 4


def post_worker_init(worker: Any) -> None:
    """Load the URLs (and with them every view and engine), then freeze what is loaded.

    A frozen object is never walked by the garbage collector again: the collections a request
    triggers then look only at that request's objects, not at the whole loaded app.
    """
    from django.urls import get_resolver

    get_resolver().url_patterns  # noqa: B018 - imports the views, the engines and their card data
    gc.collect()
    gc.freeze()
