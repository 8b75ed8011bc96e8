"""Every page type of the site in chromium on a 390 px phone and a 1280 px desktop: no sideways
page scroll, no console error, no failed request; a screenshot of each in test-artifacts/. Then the
confirm and dispute buttons, whose answers update the page in place.

One browser, one live server and one load of the demo data for the whole sweep, so it stays fast.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from django.core.management import call_command
from django.urls import reverse

from tests.browser.conftest import screenshot

SIZES = {"phone": (390, 844), "desktop": (1280, 900)}
PASSWORD = "deadwood-demo"


@dataclass
class Visit:
    """One browser tab that records what went wrong on it."""

    page: object
    problems: list[str] = field(default_factory=list)

    @classmethod
    def open(cls, browser, width: int, height: int) -> Visit:
        context = browser.new_context(viewport={"width": width, "height": height})
        context.set_default_timeout(15_000)
        visit = cls(context.new_page())
        visit.page.on(
            "console",
            lambda m: (
                visit.problems.append(f"console: {m.text} ({m.location.get('url')})") if m.type == "error" else None
            ),
        )
        visit.page.on("pageerror", lambda error: visit.problems.append(f"script: {error}"))
        visit.page.on(
            "response",
            lambda r: (
                visit.problems.append(f"{r.status} {r.url}")
                if r.status >= 400 and r.request.resource_type != "document"
                else None
            ),
        )
        return visit

    def log_in(self, base: str, username: str) -> None:
        self.page.goto(f"{base}/accounts/login/")
        self.page.fill("input[name=username]", username)
        self.page.fill("input[name=password]", PASSWORD)
        self.page.click("main button[type=submit]")
        self.page.wait_for_url(lambda url: "/accounts/login/" not in url)

    def check(self, url: str, name: str, label: str, *, status: int = 200) -> None:
        self.problems.clear()
        response = self.page.goto(url)
        self.page.wait_for_load_state("load")
        assert response.status == status, f"{name}: {url} answered {response.status}"
        page_width = self.page.evaluate("document.documentElement.scrollWidth")
        view_width = self.page.evaluate("window.innerWidth")
        screenshot(self.page, f"site-{name}-{label}")
        assert page_width <= view_width, f"{name} at {view_width} px is {page_width} px wide"
        # An error page's own status is what was asked for; chromium logs it, and nothing else may fail.
        expected = f"status of {status} " if status != 200 else None
        problems = [p for p in self.problems if not (expected and expected in p and p.endswith(f"({url})"))]
        assert not problems, f"{name} at {view_width} px: {problems}"

    def close(self) -> None:
        self.page.context.close()


@pytest.fixture
def demo(transactional_db):
    call_command("demo", verbosity=0, stdout=open("/dev/null", "w"))  # noqa: SIM115 (closed with the process)
    from league.models import Deck, League, Match, Player, Tournament

    league = League.objects.get(slug="gem-theatre")
    finished = Tournament.objects.filter(rounds__isnull=False).order_by("pk").first()
    return {
        "league": league,
        "match": Match.objects.filter(season__league=league).exclude(status="open").order_by("pk").first(),
        "player": Player.objects.get(user__username="alice"),
        "event": finished,
        "deck": Deck.objects.filter(ready_made_key__isnull=False).order_by("pk").first(),
    }


def pages(demo) -> list[tuple[str, str, int]]:
    league, event = demo["league"], demo["event"]
    return [
        ("home", reverse("home"), 200),
        ("leagues", reverse("league-list"), 200),
        ("league", reverse("league-detail", args=[league.slug]), 200),
        ("match", reverse("match-detail", args=[demo["match"].pk]), 200),
        ("report", reverse("league-report", args=[league.slug]), 200),
        ("league-console", reverse("league-console", args=[league.slug]), 200),
        ("player", reverse("player-profile", args=[demo["player"].pk]), 200),
        ("tournaments", reverse("tournament-list"), 200),
        ("event", reverse("tournament-detail", args=[event.pk]), 200),
        ("event-console", reverse("tournament-console", args=[event.pk]), 200),
        ("pairings", reverse("tournament-round", args=[event.pk, 1]), 200),
        ("standings", reverse("tournament-standings", args=[event.pk]), 200),
        ("bracket", reverse("tournament-bracket", args=[event.pk]), 200),
        ("timer", reverse("tournament-timer", args=[event.pk]), 200),
        ("decks", reverse("deck-list"), 200),
        ("deck", reverse("deck-detail", args=[demo["deck"].pk]), 200),
        ("solo", reverse("solo-index"), 200),
        ("play", reverse("lobby"), 200),
        ("profile", reverse("profile"), 200),
        ("not-found", "/no-such-page/", 404),
    ]


@pytest.mark.parametrize("label", ["phone", "desktop"])
def test_every_page_type_fits_the_screen_without_errors(browser, live_server, demo, label):
    base = live_server.url
    organiser = Visit.open(browser, *SIZES[label])
    player = Visit.open(browser, *SIZES[label])
    visitor = Visit.open(browser, *SIZES[label])
    try:
        for name in ("login", "signup"):
            visitor.check(f"{base}{reverse(name)}", name, label)
        organiser.log_in(base, "alice")
        for name, path, status in pages(demo):
            organiser.check(f"{base}{path}", name, label, status=status)
        player.log_in(base, "bob")
        forbidden = reverse("league-console", args=[demo["league"].slug])
        player.check(f"{base}{forbidden}", "forbidden", label, status=403)
        if label == "phone":
            page = organiser.page
            page.goto(f"{base}/")
            assert not page.locator("#site-menu").is_visible()
            page.click("label.menu-button")
            assert page.locator("#site-menu a", has_text="Tournaments").is_visible()
            screenshot(page, "site-menu-open-phone", full_page=False)
    finally:
        for visit in (organiser, player, visitor):
            visit.close()


@pytest.mark.parametrize("label", ["phone", "desktop"])
def test_confirming_and_disputing_update_the_page_in_place(browser, live_server, demo, label):
    from league.models import Match, Player, Standing
    from league.services.reporting import SeatEntry, match_record

    league = demo["league"]
    alice, bob = (Player.objects.get(user__username=name) for name in ("alice", "bob"))
    season = league.current_season()
    league.members.add(alice, bob)
    entries = [
        SeatEntry(bob, {"dollars": 5, "credits": 0, "rank": 1}),
        SeatEntry(alice, {"dollars": 90, "credits": 9, "rank": 6}),
    ]
    to_confirm = match_record(season=season, reporter=alice, entries=entries)
    to_dispute = match_record(season=season, reporter=alice, entries=entries)
    played_before = Standing.objects.get(season=season, player=bob).played
    visit = Visit.open(browser, *SIZES[label])
    try:
        visit.log_in(live_server.url, "bob")
        page = visit.page
        page.goto(f"{live_server.url}{reverse('league-detail', args=[league.slug])}")
        bob_row = page.locator("#standings tr", has_text="Bob Bullock")
        games_cell = bob_row.locator("td").nth(3)  # "counted/played" when a season counts fewer than played
        assert games_cell.inner_text().split("/")[-1] == str(played_before)
        badge_before = int(page.locator("#waiting-badge").inner_text())
        visit.problems.clear()

        page.locator(f"#pending-{to_confirm.pk} button", has_text="Confirm").click()

        page.wait_for_selector("text=Confirmed. Thank you.")
        assert games_cell.inner_text().split("/")[-1] == str(played_before + 1)
        confirmed_line = page.locator(f"#matches .match-line:has(a[href='/matches/{to_confirm.pk}/'])")
        assert confirmed_line.locator(".badge").inner_text() == "Confirmed"
        assert int(page.locator("#waiting-badge").inner_text()) == badge_before - 1
        assert int(page.locator("#menu-badge").inner_text()) == badge_before - 1
        assert page.url.endswith(f"/leagues/{league.slug}/"), "answered in place, no navigation"
        screenshot(page, f"site-confirmed-in-place-{label}")

        page.goto(f"{live_server.url}{reverse('match-detail', args=[to_dispute.pk])}")
        page.fill("#answer [name=reason]", "I scored 12 dollars, not 5")
        page.locator("#answer button", has_text="Dispute").click()

        page.wait_for_selector("text=Disputed: an organiser will look at it.")
        assert page.locator("#match-status .badge").inner_text() == "Disputed"
        assert "I scored 12 dollars" in page.locator("#match-seats").inner_text()
        assert "Disputed by Bob Bullock" in page.locator("#match-history").inner_text()
        screenshot(page, f"site-disputed-in-place-{label}")
        assert not visit.problems, visit.problems
        assert Match.objects.get(pk=to_dispute.pk).status == Match.Status.DISPUTED
    finally:
        visit.close()
