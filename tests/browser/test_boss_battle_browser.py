"""Boss Battle! in the browser, on a desktop and a phone: the lobby's fields start a Ghost Miners
battle of two hot-seat Heroes against the Automaton, and the table shows the scenario's panel with
no sideways scroll, no console error and no failed request; a Villain's "pay 1 to apply it once per
Hero" reads as a sentence among its moves and is clicked through. Screenshots go to test-artifacts/."""

from __future__ import annotations

import pytest

from games.models import GameSession
from games.services import SeatSpec, session_create
from tests.browser.conftest import Watch, log_in, screenshot, wait_for_new_table

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


def _villain_with_a_hex(owner) -> GameSession:
    """A hot-seat Boss Battle at the Villain's High Noon turn, its Paralysis Mark open against a dude of
    each Hero in town square (the position of the engine's once-per-Hero tests)."""
    from tests.engines.doomtown.boss_scenario import VILLAIN, battle, hex_at_town_square

    state = battle()
    hex_at_town_square(state, pulled=13)
    session = session_create(
        engine_key="doomtown",
        created_by=owner,
        seats=[SeatSpec("me"), SeatSpec("me"), SeatSpec("me")],
        options=dict(state.options),
        seed=1,  # battle() is the seed-1 game
    )
    GameSession.objects.filter(pk=session.pk).update(state=state.to_json())
    assert state.to_act() == [VILLAIN]
    return session


def test_the_villains_once_per_hero_payment_reads_in_words_and_is_clickable(browser, live_server, owner):
    session = _villain_with_a_hex(owner)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    watch = Watch(page)
    log_in(page, live_server, owner.username)
    page.goto(f"{live_server.url}/play/{session.pk}/")
    paid = page.locator("#live .action-form button", has_text="and once more on each other Hero")
    assert paid.count() >= 2  # one per Hero dude it may start with
    text = paid.first.inner_text()
    assert "Paralysis Mark" in text and "(one pull decides for all) (+1 GR)" in text and "{" not in text
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        paid.first.scroll_into_view_if_needed()
        _no_sideways_scroll(page, f"the Villain's moves at {width}px")
        screenshot(page, f"boss-battle-per-hero-{width}", full_page=False)
    paid.first.click()
    picks = page.locator("#live .action-form button", has_text="Apply it also to")
    picks.first.wait_for()
    assert all(name in " ".join(picks.all_inner_texts()) for name in ("Hattie DeLorre", "Rob Wilby"))
    screenshot(page, "boss-battle-per-hero-pick-390", full_page=False)
    version = page.get_attribute("#live", "data-version")
    picks.first.click()
    wait_for_new_table(page, version)
    assert watch.problems == []
    context.close()
