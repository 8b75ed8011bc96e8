"""Card ability scenarios: helpers that put cards into a real game, and tests of the framework
itself (windows, once per turn, JSON and clones, random games with abilities in use).

Each card test starts from a real game at High Noon (``at_noon``), places the cards it needs and
acts only through ``legal_actions``/``apply``.
"""

from __future__ import annotations

from games.engines.doomtown import flow
from tests.engines.doomtown.card_scenario import abilities, deed, fight, game, use
from tests.engines.doomtown.scenario import ENGINE, dude_in_play, is_legal

# ---- the framework -----------------------------------------------------------------------------


def test_it_offers_a_deed_ability_at_noon_only_to_the_deeds_controller_and_once_a_turn():
    state = game(["Clanton Ranch"])
    ranch = deed(state, 0, "Clanton Ranch")
    state.dealer = 1
    assert abilities(state, ranch, seat=1) == []
    before = state.stash[0]

    use(state, ranch)

    assert state.stash[0] == before + 1 and state.booted[ranch]
    state.booted[ranch] = 0
    assert abilities(state, ranch) == []  # used this turn
    flow._dawn(state, {"step": "dawn"})
    assert abilities(state, ranch)
    state.check_invariants()


def test_it_keeps_effects_and_used_abilities_through_json_and_clones():
    state = game(["Yan Li's Tailoring"])
    tailor = deed(state, 0, "Yan Li's Tailoring")
    dude = dude_in_play(state, 0, "Clint Ramsey")
    use(state, tailor, dude)

    copy = ENGINE.from_json(state.to_json())
    clone = state.clone()

    assert copy.effects == state.effects == clone.effects and state.effects
    assert copy.used == state.used == clone.used == [f"{tailor}/0"]
    clone.effects.append({"stat": "value", "card": dude, "amount": 1, "until": "turn"})
    assert len(state.effects) == 1


def test_it_skips_a_shootout_window_nobody_can_use_and_opens_one_from_the_dealer():
    state = game(["Pagliaccio"])
    clown = dude_in_play(state, 0, "Pagliaccio")
    foe = dude_in_play(state, 1, "Clint Ramsey")
    plain = dude_in_play(state, 0, "Clint Ramsey")
    frame = fight(state, [plain], [foe])
    flow.advance(state)
    assert state.stack[-1]["kind"] != "plays"  # Clint has nothing to use: straight to the draw
    state.stack[:] = [f for f in state.stack if f is not frame and f.get("kind") != "redraw"]

    fight(state, [clown], [foe])
    flow.advance(state)

    assert state.stack[-1]["kind"] == "plays" and state.to_act() == [0]
    assert is_legal(state, "pass") and abilities(state, clown)


def test_it_lets_random_bots_use_abilities_in_games_between_decks():
    from automaton.selfplay import play_game

    used = 0
    for seed in range(1, 9):
        record = play_game("doomtown", players=2, seed=seed, bots=["random", "random"], check_invariants=True)
        assert record.error is None, f"seed {seed}: {record.error}"
        used += sum(1 for entry in record.actions if entry["action"]["type"] == "ability")
    assert used > 0


def test_it_round_trips_json_clones_and_views_without_leaks_while_abilities_are_used():
    from automaton.selfplay import play_game

    record = play_game("doomtown", players=2, seed=3, bots=["random", "random"], options={"decks": [
        "starter-outlaws", "starter-law-dogs"]})  # fmt: skip
    state = ENGINE.new_game(players=2, seed=3, options=record.options)
    for entry in record.actions:
        assert ENGINE.from_json(state.to_json()).to_json() == state.to_json()
        assert state.clone().to_json() == state.to_json()
        for viewer in (0, 1):
            hidden = {state.table[c].card.code for c in state.hidden_from(viewer)} - {
                state.table[c].card.code for c in range(len(state.table)) if c not in state.hidden_from(viewer)
            }
            text = str(state.view(viewer))
            assert not any(f"'code': '{code}'" in text for code in hidden)
        state.apply(entry["seat"], entry["action"])
    assert any(entry["action"]["type"] == "ability" for entry in record.actions)
