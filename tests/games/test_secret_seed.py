"""The seed is every hidden card: a server secret while the game runs, published with the replay after."""

from __future__ import annotations

import pytest
from django.urls import reverse

from automaton.services import bot_rng
from games.engines import Rng
from games.models import GameSession
from tests.games.helpers import play_out, start

pytestmark = pytest.mark.django_db


def _bodies(api, session_id):
    urls = [reverse(name, args=[session_id]) for name in ("api-session-view", "api-session-legal", "api-session-log")]
    return {url: api.get(url).content.decode() for url in urls}


def test_a_game_the_server_deals_never_shows_its_seed_while_it_runs(api):
    created = api.post(reverse("api-session-create"), {"game": "townbuilder", "seats": ["me", "me"]}, format="json")

    session = GameSession.objects.get()
    secret = str(session.seed)
    assert created.status_code == 201 and not session.chosen_deal
    assert created.json()["seed"] is None and secret not in created.content.decode()
    for url, body in _bodies(api, session.pk).items():
        assert secret not in body, url
    seat = session.load_state().to_act()[0]
    legal = api.get(reverse("api-session-legal", args=[session.pk]), {"seat": seat}).json()["actions"]
    moved = api.post(
        reverse("api-session-submit", args=[session.pk]),
        {"seat": seat, "action": legal[0], "expected_version": session.version},
        format="json",
    )
    assert moved.status_code == 201 and moved.json()["state_hash"] is None  # a digest of the hidden cards


def test_the_seed_is_published_once_the_game_is_over(api, client, owner):
    session = play_out(start(owner, "me", "me", seed=None), owner)

    assert session.is_finished()
    view = api.get(reverse("api-session-view", args=[session.pk])).json()
    assert view["session"]["seed"] == session.seed
    client.force_login(owner)
    replay = client.get(reverse("game-replay", args=[session.pk]))
    assert f"Deal number {session.seed}" in replay.content.decode()


def test_a_chosen_deal_is_marked_and_kept_secret_until_the_end(api):
    api.post(
        reverse("api-session-create"), {"game": "studios", "seats": ["me", "me"], "seed": 8_765_432_109}, format="json"
    )

    session = GameSession.objects.get()
    assert session.chosen_deal and session.seed == 8_765_432_109
    assert all("8765432109" not in body for body in _bodies(api, session.pk).values())


def test_a_deal_number_beyond_the_range_is_refused(api):
    response = api.post(
        reverse("api-session-create"), {"game": "studios", "seats": ["me", "me"], "seed": 2**64}, format="json"
    )

    assert response.status_code == 400 and set(response.json()["errors"]) == {"seed"}
    assert not GameSession.objects.exists()


def test_a_bots_stream_is_a_one_way_function_of_the_seed_and_the_ply():
    seed = 4_611_686_018_427_388_039

    assert bot_rng(seed, 3) == bot_rng(seed, 3)  # a redelivered task makes the same choice
    assert bot_rng(seed, 3) != bot_rng(seed, 4) and bot_rng(seed, 3) != bot_rng(seed + 1, 3)
    # Not a fork of the game's own stream, whose mixing can be run backwards to the seed.
    assert bot_rng(seed, 3) != Rng(seed).fork(3) and bot_rng(seed, 3).state != Rng(seed).next64()


def test_the_lobby_names_the_seed_a_deal_number_for_friendly_games(client, owner):
    client.force_login(owner)

    page = client.get(reverse("lobby")).content.decode()

    assert "Deal number" in page and "never rated" in page and "Seed" not in page


def test_a_seat_reads_only_its_own_decklist_and_the_others_cover(api, owner, opponent):
    from games.engines.doomtown.cards import load_deck_file
    from games.services import SeatSpec, session_create

    decks = [load_deck_file("starter-law-dogs"), load_deck_file("starter-outlaws")]
    session = session_create(
        engine_key="doomtown",
        created_by=owner,
        seats=[SeatSpec("me"), SeatSpec("player", user=opponent)],
        options={"decks": decks},
    )

    shown = api.get(reverse("api-session-view", args=[session.pk])).json()["session"]["options"]["decks"]

    assert shown[0] == session.options["decks"][0]
    assert shown[1] == {"name": session.options["decks"][1]["name"], "outfit": session.options["decks"][1]["outfit"]}
