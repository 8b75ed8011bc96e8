"""What the database benchmarks share: a throwaway database for their data, and where they ran."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.db import connection
from django.test.utils import setup_test_environment, teardown_test_environment


@contextmanager
def throwaway_database() -> Iterator[None]:
    """A fresh test database (``test_`` + the configured name) while the block runs, dropped after."""
    setup_test_environment()
    old_name = connection.settings_dict["NAME"]
    connection.creation.create_test_db(verbosity=0, autoclobber=True, serialize=False)
    try:
        yield
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
        teardown_test_environment()


def conditions() -> dict[str, Any]:
    """The database the figures were measured on and the machine's load average at the end."""
    return {"database": connection.vendor, "load_average_at_end": [round(load, 2) for load in os.getloadavg()]}
