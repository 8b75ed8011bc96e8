"""A bounded HTTP load generator for loopback benchmarks (threads, one request per connection)."""

from __future__ import annotations

import http.client
import os
import socket
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from league import gunicorn_conf
from league.benchmarks.stats import percentile

BASE_DIR = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def gunicorn_server(env: dict[str, str] | None = None):
    """Serve the app on a loopback port as ``manage.py start`` does (its gunicorn configuration and
    access log); yields the port and stops the server after."""
    port = free_port()
    cmd = [sys.executable, *gunicorn_conf.SERVE, "--bind", f"127.0.0.1:{port}", "--access-logfile", "-"]
    server_env = {**os.environ, "STATIC_MANIFEST": "0", "WHITENOISE_USE_FINDERS": "1", **(env or {})}
    # The access log is written as the service writes it, then dropped: the figures go to stdout.
    proc = subprocess.Popen(cmd, cwd=BASE_DIR, env=server_env, stdout=subprocess.DEVNULL)
    try:
        wait_until_serving(port)
        yield port
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def wait_until_serving(port: int, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            status, _ = request(port, "GET", "/baseline")
            if status == 200:
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"gunicorn did not answer on port {port} within {timeout}s")


def request(
    port: int, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


@dataclass
class Burst:
    """What one burst of load on one path saw: each request's latency (seconds), the failures, its length."""

    latencies: list[float]
    failures: int
    seconds: float


def load(port: int, path: str, *, seconds: float, concurrency: int, make_request: Any = None) -> dict[str, Any]:
    """Hit ``path`` from ``concurrency`` threads for ``seconds``; report rate, latency and failures.

    ``make_request(port)`` may replace the plain GET (it returns a status code).
    """
    return _figures(path, [burst(port, path, seconds=seconds, concurrency=concurrency, make_request=make_request)])


def load_beside_baseline(
    port: int, path: str, *, seconds: float, concurrency: int, make_request: Any = None, bursts: int = 4
) -> dict[str, Any]:
    """``load``'s figures for ``path``, taken in ``bursts`` bursts each after a burst of ``/baseline`` as
    long, and ``ratio_to_baseline``: the path's requests over the baseline's in those neighbouring bursts.

    On a shared machine both rates drift by 15 % or more within a minute; a ratio to one baseline burst
    taken at the start moved with that drift, a ratio of bursts taken side by side holds.
    """
    beside: list[Burst] = []
    measured: list[Burst] = []
    for _ in range(bursts):
        beside.append(burst(port, "/baseline", seconds=seconds / bursts, concurrency=concurrency))
        measured.append(burst(port, path, seconds=seconds / bursts, concurrency=concurrency, make_request=make_request))
    figures = _figures(path, measured)
    baseline = _figures("/baseline", beside)
    figures["baseline_requests_per_second"] = baseline["requests_per_second"]
    figures["ratio_to_baseline"] = round(figures["requests_per_second"] / (baseline["requests_per_second"] or 1), 3)
    return figures


def burst(port: int, path: str, *, seconds: float, concurrency: int, make_request: Any = None) -> Burst:
    latencies: list[float] = []
    failures = [0]
    lock = threading.Lock()
    stop_at = time.perf_counter() + seconds

    def worker() -> None:
        mine: list[float] = []
        bad = 0
        while time.perf_counter() < stop_at:
            started = time.perf_counter()
            status = make_request(port) if make_request else request(port, "GET", path)[0]
            mine.append(time.perf_counter() - started)
            if status >= 400:
                bad += 1
        with lock:
            latencies.extend(mine)
            failures[0] += bad

    started = time.perf_counter()
    threads = [threading.Thread(target=worker) for _ in range(concurrency)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return Burst(latencies, failures[0], time.perf_counter() - started)


def _figures(path: str, bursts: list[Burst]) -> dict[str, Any]:
    latencies = [latency for one in bursts for latency in one.latencies]
    elapsed = sum(one.seconds for one in bursts)
    return {
        "path": path,
        "requests": len(latencies),
        "failures": sum(one.failures for one in bursts),
        "requests_per_second": round(len(latencies) / elapsed, 1),
        "p50_ms": round(percentile(latencies, 0.50) * 1000, 2),
        "p95_ms": round(percentile(latencies, 0.95) * 1000, 2),
        "p99_ms": round(percentile(latencies, 0.99) * 1000, 2),
    }
