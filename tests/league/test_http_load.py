"""``benchmark api``'s ratios: each page's bursts alternate with ``/baseline``'s, and the ratio divides their totals."""

from __future__ import annotations

from league.benchmarks import http_load
from league.benchmarks.http_load import Burst, load_beside_baseline


def test_a_page_is_measured_in_bursts_alternating_with_the_baseline_and_divided_by_them(monkeypatch):
    calls: list[str] = []
    # The machine slows down half-way: the baseline's rate halves with the page's, the ratio holds.
    rates = {"/baseline": [400, 400, 200, 200], "/page": [100, 100, 50, 50]}

    def fake_burst(port, path, *, seconds, concurrency, make_request=None):
        calls.append(path)
        count = int(rates[path][len([c for c in calls if c == path]) - 1] * seconds)
        return Burst([0.01] * count, failures=1 if path == "/page" else 0, seconds=seconds)

    monkeypatch.setattr(http_load, "burst", fake_burst)

    figures = load_beside_baseline(0, "/page", seconds=2.0, concurrency=8)

    assert calls == ["/baseline", "/page"] * 4
    assert figures["requests"] == 150 and figures["failures"] == 4
    assert figures["requests_per_second"] == 75.0 and figures["baseline_requests_per_second"] == 300.0
    assert figures["ratio_to_baseline"] == 0.25
