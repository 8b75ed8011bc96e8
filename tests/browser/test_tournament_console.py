"""The staff console and the hand-pairing page in chromium, on a 390 px phone and a desktop:
a rematch entered by hand is saved and its warning shown; the finish button asks first."""

from __future__ import annotations

import pytest

from league.models import Round
from tests.browser.conftest import log_in, screenshot
from tests.league.tournaments.conftest import deck_format, entered, players, swiss_cut  # noqa: F401 (fixtures)


@pytest.fixture
def second_round(request, owner):
    """The tournament fixtures live with the tournament tests: fetched by name, not as parameters."""
    from league.tournaments.services import tournament_start_round
    from tests.league.tournaments.conftest import play_round

    event = request.getfixturevalue("swiss_cut")
    request.getfixturevalue("entered")
    first = tournament_start_round(tournament_id=event.pk, actor=owner.player)
    play_round(event, first)
    tournament_start_round(tournament_id=event.pk, actor=owner.player)
    regs = {r.player_id: r.pk for r in event.registrations.all()}
    return event, [
        [regs[s.player_id] for s in m.seats.order_by("seat")] for m in first.matches.order_by("table_number")
    ]


@pytest.mark.parametrize(("width", "label"), [(390, "phone"), (1280, "desktop")])
def test_a_rematch_paired_by_hand_shows_its_warning_on_the_console(
    browser, live_server, owner, second_round, width, label
):
    event, tables = second_round
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    try:
        log_in(page, live_server, owner.username)
        page.goto(f"{live_server.url}/tournaments/{event.pk}/console/pairings/")
        for row, table in enumerate(tables):
            for seat, registration in enumerate(table):
                page.select_option(f"select[name=table-{row}-{seat}]", str(registration))
        screenshot(page, f"tournament-hand-pairing-{label}")
        page.click("button:has-text('Save round 2 pairings')")
        page.wait_for_url(lambda url: url.endswith("/console/"))
        assert page.locator("text=meet for the 2nd time").first.is_visible()
        assert page.locator("text=Pause the clock").is_visible()
        screenshot(page, f"tournament-console-warnings-{label}")
        asked = []
        page.on("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
        page.click("button:has-text('Finish the event')")
        assert asked and asked[0].startswith("Finish Gomorra Open?")
        assert Round.objects.filter(tournament=event).count() == 2
    finally:
        context.close()


@pytest.mark.parametrize(("width", "label"), [(390, "phone"), (1280, "desktop")])
def test_standings_bracket_and_timer_pages_of_a_finished_cut(browser, live_server, owner, request, width, label):
    from league.tournaments.services import tournament_start_round
    from tests.league.tournaments.conftest import play_round

    event = request.getfixturevalue("swiss_cut")
    request.getfixturevalue("entered")
    type(event).objects.filter(pk=event.pk).update(third_place=True)
    event.refresh_from_db()
    for _ in range(5):
        play_round(event, tournament_start_round(tournament_id=event.pk, actor=owner.player))
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/tournaments/{event.pk}/standings/")
        assert page.locator("th abbr", has_text="W-L-D").is_visible()
        screenshot(page, f"tournament-standings-{label}")
        page.goto(f"{live_server.url}/tournaments/{event.pk}/bracket/")
        assert page.locator("svg text", has_text="Third place").is_visible()
        screenshot(page, f"tournament-bracket-{label}")
        page.goto(f"{live_server.url}/tournaments/{event.pk}/timer/")
        assert page.locator("button", has_text="Full screen").is_visible()
        screenshot(page, f"tournament-timer-{label}")
    finally:
        context.close()
