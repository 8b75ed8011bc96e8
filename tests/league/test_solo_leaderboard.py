"""The solo leaderboard: ordering per setup, ranks, the pages, the API and the finished game's summary."""

from __future__ import annotations

from datetime import timedelta

from django.urls import reverse
from django.utils import timezone

from league.models import SoloResult
from league.services.solo import setup_key, solo_best_per_player, solo_setups, solo_top_games
from tests.league.solo_games import play_solo_to_the_end, start_solo

LAW_DOGS = setup_key("automaton-law-dogs", "gunfighter", [])
OUTLAWS = setup_key("automaton-outlaws", "gunfighter", ["quick_reactions"])


def _result(user, score, *, setup=LAW_DOGS, days_ago=0, won=False):
    deck, archetype, twists = setup.split("/")
    row = SoloResult.objects.create(
        player=user.player,
        session=start_solo(user),
        automaton_deck=deck,
        archetype=archetype,
        twists=[] if twists == "-" else twists.split("+"),
        setup_key=setup,
        score=score,
        breakdown={"total": score, "lines": []},
        won=won,
    )
    SoloResult.objects.filter(pk=row.pk).update(created_at=timezone.now() - timedelta(days=days_ago))
    return SoloResult.objects.get(pk=row.pk)


def test_the_leaderboard_lists_each_players_best_game_best_first(owner, opponent, outsider):
    _result(owner, 12)
    best_owner = _result(owner, 30)
    best_opponent = _result(opponent, 25)
    _result(outsider, 99, setup=OUTLAWS)

    assert solo_best_per_player(LAW_DOGS) == [best_owner, best_opponent]
    assert [row.score for row in solo_top_games(LAW_DOGS)] == [30, 25, 12]
    assert [row.score for row in solo_top_games(None)] == [99, 30, 25, 12]


def test_an_equal_score_reached_earlier_ranks_first(owner, opponent):
    later = _result(owner, 20, days_ago=1)
    earlier = _result(opponent, 20, days_ago=5)

    assert solo_best_per_player(LAW_DOGS) == [earlier, later]


def test_the_rank_counts_other_players_bests_on_the_same_setup_only(owner, opponent, outsider):
    _result(opponent, 40)
    _result(opponent, 35)
    _result(outsider, 10)
    _result(outsider, 90, setup=OUTLAWS)
    _result(owner, 50)  # the owner's own better game does not push this one down
    mine = _result(owner, 20)

    assert mine.rank_on_setup() == 2


def test_the_setups_list_every_setup_with_its_games_and_best(owner, opponent):
    _result(owner, 5)
    _result(opponent, 8)
    _result(owner, 3, setup=OUTLAWS)

    setups = solo_setups()
    assert [(row["setup_key"], row["games"], row["best"]) for row in setups] == [(LAW_DOGS, 2, 8), (OUTLAWS, 1, 3)]
    assert setups[1]["label"] == "automaton-outlaws · Gunfighter · Quick Reactions"


def test_the_leaderboard_page_links_each_row_to_its_replay(client, owner, opponent):
    mine = _result(owner, 30)
    _result(opponent, 25)

    index = client.get(reverse("solo-index"))
    page = client.get(reverse("solo-leaderboard", args=[LAW_DOGS]))

    assert index.status_code == 200 and reverse("solo-leaderboard", args=[LAW_DOGS]).encode() in index.content
    assert reverse("game-replay", args=[mine.session_id]).encode() in index.content  # best games on any setup
    assert page.status_code == 200
    assert reverse("game-replay", args=[mine.session_id]).encode() in page.content
    assert page.content.index(b"Alice") < page.content.index(b"Bob")


def test_an_unplayed_setup_has_no_leaderboard_page(client, db):
    assert client.get(reverse("solo-leaderboard", args=["automaton-outlaws/gunfighter/-"])).status_code == 404


def test_my_solo_history_lists_only_my_games(client, owner, opponent):
    mine = _result(owner, 30)
    theirs = _result(opponent, 25)
    client.force_login(owner)

    page = client.get(reverse("solo-mine"))

    assert reverse("game-replay", args=[mine.session_id]).encode() in page.content
    assert reverse("game-replay", args=[theirs.session_id]).encode() not in page.content
    assert client.logout() is None and client.get(reverse("solo-mine")).status_code == 302


def test_the_api_gives_the_setups_the_leaderboard_and_my_history(client, owner, opponent):
    _result(owner, 30)
    _result(owner, 10)
    _result(opponent, 25)

    setups = client.get(reverse("api-solo-setups")).json()
    board = client.get(reverse("api-solo-leaderboard"), {"setup": LAW_DOGS}).json()
    missing = client.get(reverse("api-solo-leaderboard"), {"setup": OUTLAWS})
    anonymous = client.get(reverse("api-solo-mine"))
    client.force_login(owner)
    mine = client.get(reverse("api-solo-mine")).json()

    assert setups == [
        {"setup": LAW_DOGS, "label": "automaton-law-dogs · Gunfighter · no twists", "games": 3, "best": 30}
    ]
    assert [(row["player"], row["score"]) for row in board["best_per_player"]] == [("Alice", 30), ("Bob", 25)]
    assert [row["score"] for row in board["top_games"]] == [30, 25, 10]
    assert board["best_per_player"][0]["replay_url"].endswith("/replay/")
    assert missing.status_code == 404 and anonymous.status_code == 401
    assert sorted(row["score"] for row in mine) == [10, 30]


def test_the_finished_game_summary_shows_my_bragging_rights_and_rank(client, owner, opponent):
    _result(opponent, 10_000)  # someone on the same setup scored more
    finished = play_solo_to_the_end(start_solo(owner, seed=3), owner)
    row = SoloResult.objects.get(session=finished)
    client.force_login(owner)

    page = client.get(reverse("game", args=[finished.pk])).content.decode()

    assert f"Your Bragging Rights: <strong>{row.score}</strong>" in page
    assert "rank 2 on this setup" in page
    assert reverse("solo-leaderboard", args=[row.setup_key]) in page
