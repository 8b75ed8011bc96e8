"""Benchmark suites for ``manage.py benchmark SUITE``: each module has ``run(quick: bool) -> dict``."""

SUITES = ("engines", "ai", "pairing", "standings", "api", "waiting", "boss_battle")
