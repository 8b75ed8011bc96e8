"""A match page says each game's scoring in the rulebook's words, rows by place; the report form
for a game played at a real table offers people only."""

from __future__ import annotations

from league.models import League
from league.result_lines import match_notes, seat_lines
from league.services.reporting import SeatEntry, match_record
from tests.league.results import studios


def test_a_seats_fields_are_named_as_the_result_form_names_them():
    assert seat_lines("studios", {"dollars": 20, "credits": 3, "rank": 2}) == [
        ("Dollars", "20"),
        ("Credits", "3"),
        ("Rank 2 × 5", "10"),
    ]
    assert seat_lines("townbuilder", {"points": 31, "hand_value": 4}) == [("Points", "31"), ("Final hand value", "4")]
    assert seat_lines("doomtown", {"outcome": "win", "control": None, "influence": None}) == [("Outcome", "won")]


def test_a_deadwood_seat_shows_its_fine_from_the_rulebooks_table():
    assert seat_lines("deadwood", {"cash": 30, "posters": 3}) == [
        ("Cash ($)", "30"),
        ("Wanted posters", "3"),
        ("Fine", "−$6"),
    ]
    assert ("Fine", "−$0") not in seat_lines("deadwood", {"cash": 30, "posters": 0})


def test_match_notes_name_the_seat_and_say_only_what_happened():
    names = ["Alice", "Bob", "Calamity"]

    assert match_notes("deadwood", {"final_shootout_winner": 1, "final_shootout_no_survivor": False}, names) == [
        "Final Shootout winner: Bob."
    ]
    assert match_notes("deadwood", {"final_shootout_winner": None, "final_shootout_no_survivor": True}, names) == [
        "Nobody survived the Final Shootout."
    ]
    assert match_notes("doomtown", {"went_to_time": False}, names) == []


def test_the_match_page_lists_seats_by_place_in_words(client, season, owner, opponent):
    match = match_record(
        season=season,
        reporter=owner.player,
        entries=[SeatEntry(owner.player, studios(5)), SeatEntry(opponent.player, studios(30, credits=2))],
    )

    body = client.get(f"/matches/{match.pk}/").content.decode()
    table = body.split('id="match-seats"')[1].split("</table>")[0]

    assert table.index(opponent.player.display_name) < table.index(owner.player.display_name)
    assert "Dollars: 30 · Credits: 2 · Rank 1 × 5: 5" in table
    assert "dollars" not in table and "rank_points" not in table


def test_the_report_form_offers_the_leagues_players_and_no_bots(client, owner, opponent, db):
    league = League.objects.create(name="Saloon Nights", slug="saloon-nights", game="deadwood")
    league.members.add(owner.player, opponent.player)
    league.seasons.create(name="Season 1")
    client.force_login(owner)

    form = client.get(f"/leagues/{league.slug}/report/").content.decode()

    assert opponent.player.display_name in form
    assert "bot:" not in form and "Bot:" not in form
