"""Schemathesis against /api/schema/: every operation, as a player and as an organiser, with real ids.

Each operation gets a bounded number of generated requests (``EXAMPLES``), valid and invalid, sent
in-process through the WSGI app. Path ids are the ids of a small world of real objects (a league
with a season and a match, a tournament with an entrant, a deck, a game in progress) or, for one
request in three, whatever the generator chose. Every answer must be no server error and must
match the schema (status code, content type, body), with the one error shape for refusals.
"""

from __future__ import annotations

import zlib

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, given, settings
from rest_framework.authtoken.models import Token
from schemathesis import checks

from league.wsgi import application
from tests.game_counts import games
from tests.games.helpers import start

# A request the schema allows may still be refused by a rule (a wrong password, a move out of turn):
# refusing it with 4xx is right, so "schema-valid data is accepted" is not asked. Ignoring the
# token is what the anonymous reads do on purpose. Everything else is checked.
EXCLUDED = [checks.positive_data_acceptance, checks.ignored_auth]
EXAMPLES = int(__import__("os").environ.get("FUZZ_EXAMPLES") or games(full=25, quick=8))


@pytest.fixture
def in_test_transaction():
    """Requests go straight to the WSGI app, whose request signals would close the test's connection
    (Django's own test client disconnects them the same way)."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def world(owner, opponent, in_test_transaction):
    """Real objects for the path ids, and a token each for a player and an organiser."""
    from games.engines.doomtown.cards import load_deck_file
    from league.decks.cards import cards_load
    from league.decks.formats import default_deck_format
    from league.models import Deck, League
    from league.services.reporting import SeatEntry, match_record
    from league.tournaments.services import tournament_create, tournament_register
    from tests.league.results import studios
    from tests.league.tournaments.conftest import event_settings

    league = League.objects.create(name="Gem Theatre League", slug="gem", game="studios")
    league.organisers.add(owner.player)
    league.members.add(owner.player, opponent.player)
    season = league.seasons.create(name="Spring")
    match = match_record(
        season=season,
        reporter=opponent.player,
        entries=[SeatEntry(opponent.player, studios(20)), SeatEntry(owner.player, studios(10))],
    )
    cards_load()
    fmt = default_deck_format()
    swiss = event_settings(game="studios", format="swiss", cut_size=None)
    tournament = tournament_create(organiser=owner.player, settings=swiss)
    registration = tournament_register(tournament=tournament, player=opponent.player, deck=None)
    deck = Deck.objects.create(
        owner=opponent.player, game="doomtown", name="Law Dogs", contents=load_deck_file("starter-law-dogs"), format=fmt
    )
    session = start(opponent, "me", "me")
    ids = {
        "slug": league.slug,
        "season_id": season.pk,
        "match_id": match.pk,
        "tournament_id": tournament.pk,
        "registration_id": registration.pk,
        "deck_id": deck.pk,
        "session_id": session.pk,
        "player_id": opponent.player.pk,
        "game": "studios",
        "number": 1,
    }
    tokens = {"player": Token.objects.create(user=opponent).key, "organiser": Token.objects.create(user=owner).key}
    return ids, tokens


def _fuzz(world, role):
    """Every operation's generated cases; failures are collected so one run reports them all."""
    ids, tokens = world
    schema = schemathesis.openapi.from_wsgi("/api/schema/", application)
    failures = []
    checked = 0
    for result in schema.get_all_operations():
        operation = result.ok()

        @given(case=operation.as_strategy())
        @settings(
            max_examples=EXAMPLES,
            derandomize=True,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def run(case):
            for name, value in list((case.path_parameters or {}).items()):
                if name in ids and zlib.crc32(str(value).encode()) % 3:  # stable across runs
                    case.path_parameters[name] = ids[name]
            case.call_and_validate(headers={"Authorization": f"Token {tokens[role]}"}, excluded_checks=EXCLUDED)

        try:
            run()
        except (AssertionError, BaseExceptionGroup) as error:  # every failure is reported, with its operation
            failures.append(f"{operation.label}: {str(error)[:800]}")
        checked += 1
    assert checked >= 50, f"only {checked} operations in the schema"
    assert not failures, f"{len(failures)} of {checked} operations failed as {role}:\n" + "\n\n".join(failures)


def test_no_operation_errors_or_breaks_its_schema_for_a_player(world):
    _fuzz(world, "player")


def test_no_operation_errors_or_breaks_its_schema_for_an_organiser(world):
    _fuzz(world, "organiser")
