"""The screenshot helper: a capture Chromium could not take is tried once more; other errors stand."""

from __future__ import annotations

import pytest
from playwright.sync_api import Error

from tests.browser import conftest


class FlakyPage:
    def __init__(self, failures: list[str]) -> None:
        self.failures = failures
        self.saved: list[str] = []

    def screenshot(self, path: str, full_page: bool) -> None:
        if self.failures:
            raise Error(self.failures.pop(0))
        self.saved.append(path)

    def wait_for_timeout(self, milliseconds: int) -> None:
        pass


@pytest.fixture
def artifacts(monkeypatch, tmp_path):
    monkeypatch.setattr(conftest, "SCREENSHOTS", True)
    monkeypatch.setattr(conftest, "ARTIFACTS", tmp_path)
    return tmp_path


def test_a_frame_chromium_could_not_capture_is_captured_again(artifacts):
    page = FlakyPage(["Page.screenshot: Unable to capture screenshot"])
    conftest.screenshot(page, "site-home-phone")
    assert page.saved == [str(artifacts / "site-home-phone.png")]


def test_a_second_failure_or_any_other_error_fails_the_test(artifacts):
    with pytest.raises(Error, match="Unable to capture"):
        conftest.screenshot(FlakyPage(["Unable to capture screenshot"] * 2), "site-home-phone")
    with pytest.raises(Error, match="Target closed"):
        conftest.screenshot(FlakyPage(["Target closed"]), "site-home-phone")
