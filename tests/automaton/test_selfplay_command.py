"""`manage.py selfplay`: the JSON summary other tools read (DESIGN.md)."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import CommandError, call_command

from automaton.management.commands.selfplay import automaton_option

KEYS = {
    "game",
    "games",
    "finished",
    "errors",
    "mean_actions",
    "wins_by_bot",
    "mean_placement_by_bot",
    "seconds",
    "actions_per_second",
}


def selfplay(*args: str) -> dict:
    out = io.StringIO()
    call_command("selfplay", *args, "--json", stdout=out)
    return json.loads(out.getvalue())


def test_it_prints_the_design_keys_and_repeats_the_last_bot():
    summary = selfplay("townbuilder", "--players", "2", "--games", "3", "--seed", "4", "--bots", "heuristic")

    assert set(summary) >= KEYS
    assert summary["bots"] == ["heuristic", "heuristic"]
    assert summary["finished"] == 3 and summary["errors"] == 0


def test_it_gives_the_same_figures_for_the_same_seed():
    first = selfplay("studios", "--players", "3", "--games", "2", "--seed", "9")
    second = selfplay("studios", "--players", "3", "--games", "2", "--seed", "9")

    assert first["mean_actions"] == second["mean_actions"]
    assert first["mean_placement_by_bot"] == second["mean_placement_by_bot"]


def test_it_names_an_unknown_game_or_bot():
    with pytest.raises(CommandError, match="unknown game"):
        selfplay("chess", "--players", "2", "--games", "1")
    with pytest.raises(CommandError, match="unknown bot"):
        selfplay("townbuilder", "--players", "2", "--games", "1", "--bots", "genius")


def test_a_doomtown_gunfighter_seat_plays_as_the_automaton():
    assert automaton_option("doomtown", ["random", "gunfighter"], 2, {}) == {
        "automaton": {"seat": 1, "archetype": "gunfighter", "twists": []}
    }
    assert automaton_option("doomtown", ["random"], 2, {}) == {}
    assert automaton_option("doomtown", ["gunfighter"], 2, {"automaton": {"seat": 1}}) == {}


def test_a_deck_file_is_read_by_the_command_and_played(tmp_path):
    from games.engines.doomtown.cards import load_deck_file

    deck = tmp_path / "my-deck.json"
    deck.write_text(json.dumps(load_deck_file("starter-law-dogs")))

    summary = selfplay("doomtown", "--games", "1", "--seed", "2", "--deck", str(deck), "--deck", "starter-outlaws")

    assert summary["finished"] == 1 and summary["errors"] == 0


def test_an_unreadable_deck_file_is_a_clear_error(tmp_path):
    with pytest.raises(CommandError, match="cannot read the deck file"):
        selfplay("doomtown", "--games", "1", "--deck", str(tmp_path / "missing.json"))


def test_doomtown_random_decks_give_every_game_new_legal_decks():
    summary = selfplay("doomtown", "--games", "3", "--seed", "5", "--random-decks", "all")
    implemented = selfplay("doomtown", "--games", "2", "--random-decks", "implemented", "--bots", "gunfighter,random")

    assert summary["finished"] == 3 and summary["errors"] == 0
    assert implemented["finished"] == 2 and implemented["errors"] == 0
    with pytest.raises(CommandError, match="random-decks"):
        selfplay("townbuilder", "--games", "1", "--random-decks", "all")
