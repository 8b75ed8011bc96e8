"""The league list, a new league, and a league's page: standings, recent matches, pending confirmations."""

from __future__ import annotations

from league.models import League
from league.services.standings import standings_refresh
from tests.league.results import confirmed_win, reported_win, standing_row


def played(season, owner, opponent, confirm=True):
    if not confirm:
        return reported_win(season, owner.player, opponent.player)
    match = confirmed_win(season, owner.player, opponent.player)
    standings_refresh(season_id=season.pk)
    return match


def test_it_lists_leagues_to_anyone(client, league):
    response = client.get("/leagues/")
    assert response.status_code == 200
    assert "Gem Theatre League" in response.content.decode()


def test_it_lets_an_organiser_create_a_league(client, owner):
    client.force_login(owner)
    response = client.post("/leagues/new/", {"name": "Deadwood Nights", "game": "deadwood"})
    assert response.status_code == 302
    league = League.objects.get(slug="deadwood-nights")
    assert league.is_run_by(owner.player)
    assert league.seasons.count() == 1


def test_any_player_creates_a_league_and_runs_it_under_a_slug_made_from_its_name(client, outsider, league):
    client.force_login(outsider)
    for _ in range(2):
        response = client.post("/leagues/new/", {"name": "Gem Theatre League", "game": "deadwood"})
        assert response.status_code == 302
    made = League.objects.filter(slug__startswith="gem-theatre-league").order_by("pk")
    assert [league.slug for league in made] == ["gem-theatre-league", "gem-theatre-league-2"]
    assert all(league.is_run_by(outsider.player) for league in made)
    assert not league.is_run_by(outsider.player)


def test_a_visitor_is_sent_to_log_in_before_creating_a_league(client, db):
    response = client.post("/leagues/new/", {"name": "Mine", "game": "deadwood"})
    assert response.status_code == 302 and "/login/" in response["Location"]
    assert not League.objects.exists()


def test_site_staff_moderate_a_league_they_did_not_create(league, outsider):
    assert not league.is_run_by(outsider.player)
    outsider.is_staff = True
    outsider.save()
    outsider.player.user.refresh_from_db()
    assert league.is_run_by(outsider.player)


def test_a_refusal_is_a_styled_page_that_says_why_and_what_next(client, league, outsider):
    client.force_login(outsider)
    response = client.get(f"/leagues/{league.slug}/console/")
    page = response.content.decode()
    assert response.status_code == 403
    assert "You may not do this" in page and "What next?" in page and "site-header" in page


def test_a_missing_page_is_styled_and_the_api_keeps_its_json(client, db):
    page = client.get("/leagues/no-such-league/")
    assert page.status_code == 404 and "Nothing at this address" in page.content.decode()
    api = client.get("/api/no-such-thing/")
    assert api.status_code == 404 and api.json()["code"] == "not_found"


def test_it_shows_public_standings_and_recent_matches(client, season, owner, opponent):
    played(season, owner, opponent)
    response = client.get("/leagues/gem/")
    body = response.content.decode()
    assert response.status_code == 200
    assert body.index("Alice") < body.index("Bob")
    assert "1-0-0" in body and "Confirmed" in body


def test_it_sorts_the_standings_in_an_htmx_fragment(client, season, owner, opponent):
    played(season, owner, opponent)
    response = client.get("/leagues/gem/", {"sort": "player"}, headers={"HX-Request": "true", "HX-Target": "standings"})
    body = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in body and 'id="standings"' in body
    descending = client.get(
        "/leagues/gem/", {"sort": "-player"}, headers={"HX-Request": "true", "HX-Target": "standings"}
    )
    text = descending.content.decode()
    assert text.index("Bob") < text.index("Alice")


def test_it_paginates_the_standings(client, season, owner, opponent, django_user_model):
    from tests.conftest import make_user

    played(season, owner, opponent)
    for n in range(60):
        player = make_user(django_user_model, f"extra{n:02d}").player
        standing_row(season, player, 3 + n, season.league.created_at, rank=3 + n, games=1, played=1, losses=1)
    body = client.get("/leagues/gem/", {"page": 2}).content.decode()
    table = body.split('id="standings"')[1].split("<h2>Matches</h2>")[0]
    assert "Page 2 of 2" in table and "Extra59" in table and "Alice" not in table


def test_it_shows_my_pending_confirmations_to_me_only(client, season, owner, opponent, outsider):
    match = played(season, owner, opponent, confirm=False)
    client.force_login(opponent)
    assert f"pending-{match.pk}" in client.get("/leagues/gem/").content.decode()
    client.force_login(outsider)
    assert f"pending-{match.pk}" not in client.get("/leagues/gem/").content.decode()


def test_it_lets_an_outsider_join(client, league, outsider):
    client.force_login(outsider)
    client.post("/leagues/gem/join/")
    assert league.members.filter(pk=outsider.player.pk).exists()


def test_it_answers_404_for_an_unknown_league(client, db):
    assert client.get("/leagues/nowhere/").status_code == 404


def test_it_shows_a_league_that_has_no_season_yet(client, league):
    response = client.get("/leagues/gem/")
    assert response.status_code == 200 and "No confirmed results yet" in response.content.decode()


def test_it_lists_every_match_of_the_season_a_page_at_a_time(client, season, owner, opponent):
    from league.services.queries import MATCHES_PER_PAGE

    for _ in range(MATCHES_PER_PAGE + 3):
        played(season, owner, opponent, confirm=False)

    first = client.get("/leagues/gem/").content.decode().split('<div id="matches">')[1]
    second = client.get("/leagues/gem/", {"matches": 2}, headers={"HX-Request": "true", "HX-Target": "matches"})

    assert first.count('class="match-line"') == MATCHES_PER_PAGE and "Page 1 of 2" in first
    assert f'hx-get="?season={season.pk}&amp;matches=2"' in first or f'hx-get="?season={season.pk}&matches=2"' in first
    assert second.content.decode().count('class="match-line"') == 3
    assert "<html" not in second.content.decode()


def test_standings_explain_their_tiebreakers_and_read_w_l_d_as_tournaments_do(client, season, owner, opponent):
    played(season, owner, opponent)

    table = client.get("/leagues/gem/").content.decode().split('id="standings"')[1].split("<h2>Matches</h2>")[0]

    assert '<abbr title="Strength of schedule (Cobra)' in table and "What the tiebreakers mean" in table
    assert "W-L-D" in table and '<td class="num">1-0-0</td>' in table and '<td class="num">0-1-0</td>' in table
