"""Boss Battle! in the browser, on a desktop and a phone: the lobby's fields start a Ghost Miners
battle of two hot-seat Heroes against the Automaton, and the table shows the scenario's panel with
no sideways scroll, no console error and no failed request. Screenshots go to test-artifacts/."""

from __future__ import annotations

import pytest

from games.models import GameSession
from tests.browser.conftest import log_in, screenshot
from tests.browser.test_table import Watch

pytestmark = pytest.mark.browser
SIZES = ((1280, 900), (390, 844))


def _no_sideways_scroll(page, where: str) -> None:
    width, inner = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width <= inner, f"{where}: the page scrolls sideways ({width} > {inner})"


def test_a_boss_battle_from_the_lobby_to_the_table(browser, live_server, owner):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    watch = Watch(page)
    log_in(page, live_server, owner.username)
    page.goto(f"{live_server.url}/play/?game=doomtown")
    page.select_option("#new-game select[name=seat_0]", "me")
    page.select_option("#new-game select[name=seat_1]", "me")
    page.select_option("#new-game select[name=seat_2]", "bot:gunfighter")
    page.select_option("#new-game select[name=boss_scenario]", "ghost_miners")
    page.select_option("#new-game select[name=boss_villain]", "2")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        _no_sideways_scroll(page, f"lobby at {width}px")
        page.locator("#boss-battle").scroll_into_view_if_needed()
        screenshot(page, f"boss-battle-lobby-{width}", full_page=False)
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#live")
    session = GameSession.objects.get(pk=int(page.url.rstrip("/").split("/")[-1]))
    assert session.options["boss_battle"] == {"scenario": "ghost_miners", "villain": 2}
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.reload()
        panel = page.locator("section.boss-battle-panel")
        assert panel.is_visible() and "Ghost Miners" in panel.inner_text()
        _no_sideways_scroll(page, f"table at {width}px")
        panel.scroll_into_view_if_needed()
        screenshot(page, f"boss-battle-table-{width}", full_page=False)
    assert watch.problems == []
    context.close()
