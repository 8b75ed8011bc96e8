from __future__ import annotations

import pytest

from games.engines import engines
from games.models import GameSession
from tests.browser.conftest import log_in, screenshot

pytestmark = pytest.mark.browser
OTHER_GAMES = [engine.key for engine in engines() if engine.key != "townbuilder"]
MOVES = 12


def _start_from_lobby(page, live_server, game: str, seats: dict[str, str], seed: str = "") -> GameSession:
    page.goto(f"{live_server.url}/play/?game={game}")
    for name, value in seats.items():
        page.select_option(f"#new-game select[name={name}]", value)
    page.fill("#new-game input[name=seed]", seed)
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#live")
    return GameSession.objects.get(pk=int(page.url.rstrip("/").split("/")[-1]))


def _choose(page) -> bool:
    """Click one of my legal actions (ending the action phase when offered); False if the game is over."""
    # Selectors, not wait_for_function: the page's Content-Security-Policy forbids evaluating strings.
    page.wait_for_selector("#live .action-form button, #summary", timeout=60_000)
    if page.query_selector("#summary"):
        return False
    version = page.get_attribute("#live", "data-version")
    end = page.query_selector("#live .action-form button:has-text('End the action phase')")
    (end or page.query_selector("#live .action-form button")).click()
    page.wait_for_selector(f"#live:not([data-version='{version}']), #error", state="attached")
    error = page.query_selector("#error")
    assert error is None, error.inner_text()
    return True


def test_moves_against_the_heuristic_bot_are_logged_to_who_made_them_and_replay(page, live_server, owner):
    """A dozen moves of a town builder game (test_table plays whole games of each game to the end)."""
    log_in(page, live_server, owner.username)
    session = _start_from_lobby(page, live_server, "townbuilder", {"seat_0": "me", "seat_1": "bot:heuristic"}, "77")
    screenshot(page, "townbuilder-start")
    for _ in range(MOVES):
        assert _choose(page), "the game ended early"
    screenshot(page, "townbuilder-midgame")

    assert session.log.filter(user=None).exists() and session.log.filter(user=owner).count() == MOVES

    page.click("text=Replay")
    page.click("#stage a:has-text('Start')")
    page.wait_for_selector("#stage >> text=Move 0 of")
    page.click("#stage a:has-text('Forward')")
    page.wait_for_selector("#stage >> text=Move 1 of")
    screenshot(page, "townbuilder-replay")


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_game_of_each_other_engine_starts_in_the_browser(page, live_server, owner, game):
    log_in(page, live_server, owner.username)
    session = _start_from_lobby(page, live_server, game, {"seat_0": "me", "seat_1": "bot:random"}, "5")
    screenshot(page, f"{game}-start")

    assert page.query_selector("#live .board") is not None
    assert _choose(page)
    screenshot(page, f"{game}-after-a-move")
    assert session.log.filter(user=owner).count() == 1


def test_the_lobby_and_a_move_work_without_javascript(browser, live_server, owner):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    try:
        log_in(page, live_server, owner.username)
        session = _start_from_lobby(page, live_server, "townbuilder", {"seat_0": "me", "seat_1": "me"}, "3")
        page.click("#live .action-form button >> nth=0")
        page.wait_for_load_state()
        screenshot(page, "townbuilder-without-javascript")

        session.refresh_from_db()
        assert session.version == 1
        assert page.query_selector("#live[data-version='1']") is not None
    finally:
        context.close()
