"""The last base-set cards: No Turning Back, Comin' Up Roses, Owl's Insight, Mother Bear's Rage and
Marcia Ridge. Each scenario starts from a real game at High Noon and acts through
``legal_actions``/``apply`` (RULINGS.md 162-166)."""

from __future__ import annotations

from automaton.selfplay import play_game
from games.engines.doomtown.cards import load_deck_file
from games.engines.doomtown.fight import current
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets
from tests.engines.doomtown.test_abilities_scenarios import abilities, at_resolution, fight, game, use
from tests.engines.doomtown.test_engine_rules import ENGINE, dude_in_play, to_hand


def play_on(state, until) -> None:
    """Each player takes a pass (else the first legal action) until ``until(state)``."""
    while not until(state):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a["type"] == "pass"), legal[0]))


# ---- No Turning Back ---------------------------------------------------------------------------


def test_no_turning_back_at_noon_aces_your_dude_for_its_cost_in_ghost_rock():
    state = game(["No Turning Back", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "No Turning Back")
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    erik = dude_in_play(state, 1, "Erik Samson")
    assert {a["target"] for a in abilities(state, card)} == {pancho}  # only a dude its player owns
    stash = state.stash[0]

    use(state, card, pancho)

    assert pancho in state.boot_hill[0] and card in state.discard[0]
    assert state.stash[0] == stash + state.table[pancho].num("cost") > stash
    assert erik in state.play[1]
    state.check_invariants()


def test_no_turning_back_needs_a_dude_of_yours_and_is_no_shootout_play():
    state = game(["No Turning Back"], ["Erik Samson"])
    card = to_hand(state, 0, "No Turning Back")
    dude_in_play(state, 1, "Erik Samson")
    for dude in list(state.play[0]):
        if state.table[dude].type == "dude":
            state.play[0].remove(dude)
            state.discard[0].append(dude)
    assert abilities(state, card) == []


def resolution_fight(hands):
    """Pancho (seat 0, with Clint at home) against Erik in the town square, hands revealed."""
    state = game(["No Turning Back", "Pancho Castillo", "Clint Ramsey"], ["Erik Samson"])
    card = to_hand(state, 0, "No Turning Back")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, hands, {0: pancho, 1: erik})
    return state, card, pancho, clint, erik, frame


def test_no_turning_back_spares_this_rounds_casualties_makes_a_stud_and_nobody_of_yours_flees():
    state, card, pancho, clint, erik, frame = resolution_fight({0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"})
    before = bullets(state, pancho)
    assert [a["target"] for a in abilities(state, card)] == [[clint, pancho]]

    use(state, card, [clint, pancho], ability=1)

    assert clint in state.boot_hill[0] and state.stash[0] >= 0
    assert bullets(state, pancho) == before + 2 and bullet_type(state, pancho) == "stud"
    play_on(state, lambda s: frame["step"] in ("flee_next", "next", "plays", "end") or s.stack[-1]["kind"] == "flee")
    assert frame["casualties"][0] == 0 and frame["loser"] == 0 and pancho in frame["posse"][0]
    assert [f["seat"] for f in state.stack if f["kind"] == "flee"] == [1]  # the loser, seat 0, is never asked
    play_on(state, lambda s: frame["round"] == 2 or frame["step"] == "end")
    assert bullet_type(state, pancho) == "stud"  # until the shootout ends, not the round
    state.check_invariants()


def test_no_turning_back_needs_another_dude_to_ace():
    state = game(["No Turning Back", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "No Turning Back")
    for dude in list(state.play[0]):
        if state.table[dude].type == "dude":
            state.play[0].remove(dude)
            state.discard[0].append(dude)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"}, {0: pancho, 1: erik})
    assert card in state.hand[0] and not any(f["kind"] == "plays" for f in state.stack)  # no window opened
    assert current(state) is frame and frame["step"] != "resolutions"


# ---- whole games -------------------------------------------------------------------------------

REMAINING = {"24253": "No Turning Back"}


def with_remaining_cards(key: str) -> dict:
    """A provided deck plus two copies of each card of this file."""
    deck = load_deck_file(key)
    extra = [{"code": code, "name": name, "quantity": 2} for code, name in REMAINING.items()]
    return {**deck, "cards": [*deck["cards"], *extra]}


def test_random_players_use_these_cards_in_whole_games_that_replay_exactly():
    used: set[str] = set()
    for seed in range(1, 9):
        options = {"decks": [with_remaining_cards("starter-first-peoples"), with_remaining_cards("starter-law-dogs")]}
        record = play_game(
            "doomtown", players=2, seed=seed, bots=["random", "random"], options=options,
            check_invariants=True, record_hashes=True,
        )  # fmt: skip
        assert record.error is None and record.finished
        replayed = ENGINE.new_game(players=2, seed=seed, options=options)
        for entry in record.actions:
            action = entry["action"]
            if action["type"] == "ability":
                used.add(replayed.table[action["card"]].card.code)
            replayed.apply(entry["seat"], action)
            assert replayed.state_hash() == entry["hash"]
    assert set(REMAINING) <= used
