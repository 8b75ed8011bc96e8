"""Playwright on Debian's chromium (never a downloaded browser); skipped locally when it is missing."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest

from tests.conftest import IN_CI, require_service

# Playwright's sync API runs an event loop in the test thread; the ORM calls the tests make are safe.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# Each phase's screenshot is a CI artefact; a developer's run skips them (a tenth of the browser
# tests' CPU) unless asked with SCREENSHOTS=1. A screenshot of a failure is always taken.
SCREENSHOTS = IN_CI or os.environ.get("SCREENSHOTS") == "1"
REQUEST_GRACE_SECONDS = 15
LAUNCH_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser():
    require_service(Path(CHROMIUM).exists(), f"no chromium at {CHROMIUM} (apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
        yield launched
        launched.close()


@pytest.fixture(autouse=True)
def requests_finish_before_the_flush(request):
    """A click's request may still be running on the live server when a test ends; flushing the
    database under it deadlocks on PostgreSQL, so the test waits for the server's request threads."""
    if "live_server" not in request.fixturenames:
        yield
        return
    request.getfixturevalue("live_server")  # set up first, so this one is torn down before it
    yield
    for thread in threading.enumerate():
        if thread.name.endswith("(process_request_thread)"):
            thread.join(timeout=REQUEST_GRACE_SECONDS)


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.set_default_timeout(30_000)
    yield context.new_page()
    context.close()


def screenshot(page, name: str, *, full_page: bool = True, failure: bool = False) -> None:
    if not (SCREENSHOTS or failure):
        return
    from playwright.sync_api import Error

    ARTIFACTS.mkdir(exist_ok=True)
    path = str(ARTIFACTS / f"{name}.png")
    try:
        page.screenshot(path=path, full_page=full_page)
    except Error as error:
        # A loaded CI machine's Chromium now and then cannot capture a frame (seen once in the
        # phone sweep, whose pages are at most 3,400 px tall); a second capture succeeds.
        if "Unable to capture screenshot" not in str(error):
            raise
        page.wait_for_timeout(250)
        page.screenshot(path=path, full_page=full_page)


def log_in(page, live_server, username: str) -> None:
    page.goto(f"{live_server.url}/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", f"pw-{username}")
    page.click("main button:has-text('Log in')")
    page.wait_for_url(lambda url: "/accounts/login/" not in url)


def wait_for_settled_table(page) -> None:
    """htmx has swapped and settled the table (table.js fits the board once it has)."""
    page.wait_for_function("() => !document.querySelector('.htmx-settling, .htmx-swapping')", polling=50)


def wait_for_new_table(page, version: str | None) -> None:
    """The table is redrawn past `version` and settled."""
    page.wait_for_function("(before) => document.querySelector('#live').dataset.version !== before", arg=version)
    wait_for_settled_table(page)


class Watch:
    """Console errors and failed requests of a page, collected as they happen."""

    def __init__(self, page) -> None:
        self.problems: list[str] = []
        page.on(
            "console",
            lambda message: (
                message.type == "error"
                and not _favicon(message.location.get("url", ""))
                and self.problems.append(message.text)
            ),
        )
        page.on("pageerror", lambda error: self.problems.append(str(error)))
        # A request the browser itself cut off (a navigation or a closed page aborts what is in flight)
        # is not the site failing; anything else that fails to load is.
        page.on(
            "requestfailed",
            lambda request: request.failure != "net::ERR_ABORTED" and self.problems.append(f"failed {request.url}"),
        )
        page.on(
            "response",
            lambda response: (
                response.status >= 400
                and not _favicon(response.url)
                and self.problems.append(f"{response.status} {response.url}")
            ),
        )


def _favicon(url: str) -> bool:
    return url.endswith("/favicon.ico")  # the browser asks by itself; the site has none yet
