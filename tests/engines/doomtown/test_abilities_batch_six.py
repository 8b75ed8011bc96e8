"""The sixth batch: joining without booting (Roan, Shortcut), production changes, a deed's own job."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.town import TOWN_SQUARE, control_points_of_card, production
from tests.engines.doomtown.test_abilities_scenarios import abilities, deed, game, give, use
from tests.engines.doomtown.test_engine_rules import act, dude_in_play, is_legal, to_hand


def callout_next_door(mine: list[str], extra: list[str] = ()):
    """Walter calls out Clint in the town square; Erik waits at home, next door."""
    state = game(["Walter Jameson", "Erik Samson", *mine], ["Clint Ramsey"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    erik = dude_in_play(state, 0, "Erik Samson")
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    return state, walter, erik, clint


def test_roan_lets_its_dude_join_from_next_door_without_booting():
    state, walter, erik, clint = callout_next_door(["Roan"])
    roan = give(state, 0, "Roan", erik)
    act(state, "callout", dude=walter, mark=clint)
    act(state, "accept")

    act(state, "join", dude=erik, react=roan)

    assert not state.booted[erik] and state.booted[roan] and state.at[erik] == TOWN_SQUARE


def test_a_booted_roan_offers_no_free_join():
    state, walter, erik, clint = callout_next_door(["Roan"])
    roan = give(state, 0, "Roan", erik)
    state.booted[roan] = 1
    act(state, "callout", dude=walter, mark=clint)
    act(state, "accept")
    assert not is_legal(state, "join", dude=erik, react=roan)


def test_shortcut_is_played_to_join_without_booting_or_to_move_at_noon():
    state, walter, erik, clint = callout_next_door(["Shortcut"])
    card = to_hand(state, 0, "Shortcut")
    assert [a["target"] for a in abilities(state, card) if a["target"][0] == erik]
    act(state, "callout", dude=walter, mark=clint)
    act(state, "accept")

    act(state, "join", dude=erik, react=card)

    assert not state.booted[erik] and card in state.discard[0]


def test_the_orphanage_trades_control_for_production_until_after_production():
    state = game(["The Orphanage", "The Mayor's Office"])
    orphanage = deed(state, 0, "The Orphanage")
    market = deed(state, 0, "The Mayor's Office")  # 2 control points
    assert control_points_of_card(state, market) == 2
    before = production(state, 0)

    use(state, orphanage)

    assert control_points_of_card(state, market) == 1 and production(state, 0) == before + 2
    flow._production(state, {"step": "production"})
    assert control_points_of_card(state, market) == 2


def test_epidemic_laboratory_grows_after_a_successful_job_by_a_skilled_leader():
    state = game(["Epidemic Laboratory", "Nicodemus Whateley", "Walter Jameson"])
    lab = deed(state, 0, "Epidemic Laboratory")
    nico = dude_in_play(state, 0, "Nicodemus Whateley")
    walter = dude_in_play(state, 0, "Walter Jameson")
    assert [a["target"] for a in abilities(state, lab)] == [nico]  # Walter has no skill
    printed = control_points_of_card(state, lab)

    use(state, lab, nico)
    while state.stack[-1]["kind"] == "posse":
        act(state, "posse_done")

    assert control_points_of_card(state, lab) == printed + 1 and walter in state.play[0]


def test_jaels_guile_makes_the_cheater_boot_or_discard_wanted_dudes_first():
    from tests.engines.doomtown.test_abilities_scenarios import at_resolution, fight

    state = game(["Jael's Guile", "Pancho Castillo"], ["Erik Samson", "Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    guile = give(state, 0, "Jael's Guile", pancho)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    state.bounty[clint], state.bank = 1, state.bank - 1
    frame = fight(state, [pancho], [erik, clint])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AS 3C 4D 9S"}, {0: pancho, 1: erik})

    use(state, guile)
    assert state.to_act() == [1]
    assert {a["choice"] for a in state.legal_actions(1)} == {f"boot {clint}", f"discard {clint}"}
    act(state, "pick", choice=f"discard {clint}")
    act(state, "pick", choice=f"boot {erik}")

    assert clint in state.discard[1] and state.booted[erik] and state.booted[guile]
    state.check_invariants()
