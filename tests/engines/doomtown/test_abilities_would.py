"""React windows in the rulebook's order: after-windows open until all pass in a row, and events
about to happen (a dude aced, or discarded as a casualty) that an "instead" trait (Harrowed) or
react (Lay On Hands) replaces."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.town import TOWN_SQUARE, home
from tests.engines.doomtown.card_scenario import at_resolution, fight, game, give, on_top, use
from tests.engines.doomtown.scenario import (
    ROSALEEN,
    YASMIN,
    act,
    at_game_start,
    dude_in_play,
    is_legal,
    to_hand,
    with_cards,
)

HEALER = ["Ezrael Jones", "Lay On Hands", "El Anónimo", "Clint Ramsey", "Walter Jameson", "Avie Cline"]


def test_an_after_window_stays_open_until_every_player_passed_in_a_row():
    state = at_game_start(
        with_cards("starter-anarchists", YASMIN), other=with_cards("starter-outlaws", ROSALEEN), other_grifter="Grifter"
    )
    dealer, other = state.dealer, 1 - state.dealer
    act(state, "react_pass")
    assert state.to_act() == [other]
    grifter = next(c for c in state.play[other] if state.table[c].has("Grifter"))
    act(state, "react", card=grifter)
    while state.stack[-1]["kind"] != "react":  # the Grifter's own choices
        state.apply(other, state.legal_actions(other)[0])

    assert state.to_act() == [dealer]  # the dealer passed, but not in a row with everyone
    act(state, "react_pass")
    assert not any(frame["kind"] in ("react", "react_window") for frame in state.stack)


def healer(theirs=("Pancho Castillo",), pull="Clint Ramsey"):
    """Ezrael Jones (Blessed 1) knows Lay On Hands; El Anónimo fights Pancho in the town square;
    seat 0's next pull is ``pull`` (Clint Ramsey: 11 + 1 passes the Miracle's 6)."""
    state = game(HEALER, list(theirs))
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    spell = give(state, 0, "Lay On Hands", ezrael)
    on_top(state, 0, pull)
    anonimo = dude_in_play(state, 0, "El Anónimo", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    frame = fight(state, [anonimo], [pancho])
    return state, ezrael, spell, anonimo, frame


def take_casualty(state, card, how, left=1):
    state.stack.append({"kind": "casualties", "seat": 0, "left": left, "first": True})
    act(state, "casualty", card=card, how=how)


def test_lay_on_hands_sends_a_casualty_home_booted_instead_and_keeps_them_booted_through_nightfall():
    state, ezrael, spell, anonimo, frame = healer()
    take_casualty(state, anonimo, "discard")
    assert state.to_act() == [0] and is_legal(state, "react", card=spell)
    act(state, "react", card=spell)

    assert anonimo in state.play[0] and anonimo not in state.discard[0]
    assert state.at[anonimo] == home(state, 0) and state.booted[anonimo] and anonimo not in frame["posse"][0]
    assert state.booted[ezrael] and state.booted[spell]
    assert not any(f["kind"] == "casualties" for f in state.stack)  # the casualty stays covered
    state.check_invariants()

    state.stack = [{"kind": "day", "step": "nightfall"}]
    flow.advance(state)
    while state.stack[-1]["kind"] == "night":
        act(state, "night_keep")
    assert state.booted[anonimo] and not state.booted[ezrael]


def test_lay_on_hands_may_pass_and_the_casualty_is_discarded():
    state, ezrael, spell, anonimo, frame = healer()
    take_casualty(state, anonimo, "ace", left=2)
    act(state, "react_pass")
    assert anonimo in state.boot_hill[0] and not state.booted[spell]


def test_lay_on_hands_saves_a_dude_aced_by_another_players_ability():
    state = game(["Shotgun", "Pancho Castillo"], ["Ezrael Jones", "Lay On Hands", "Walter Jameson", "Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    gun = give(state, 0, "Shotgun", pancho)
    ezrael = dude_in_play(state, 1, "Ezrael Jones", at=TOWN_SQUARE)
    spell = give(state, 1, "Lay On Hands", ezrael)
    on_top(state, 1, "Clint Ramsey")
    walter = dude_in_play(state, 1, "Walter Jameson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [walter])
    flow.advance(state)

    use(state, gun, walter)
    assert state.to_act() == [1]
    act(state, "react", card=spell)

    assert walter in state.play[1] and state.at[walter] == home(state, 1) and state.booted[walter]
    assert walter not in frame["posse"][1]
    state.check_invariants()


def test_lay_on_hands_is_not_for_the_blessed_nor_when_too_far_or_booted():
    state, ezrael, spell, anonimo, frame = healer()
    frame["posse"][0].append(ezrael)
    take_casualty(state, ezrael, "discard")  # not for the Blessed himself
    assert ezrael not in state.play[0] and state.stack[-1]["kind"] != "react"

    state, ezrael, spell, anonimo, frame = healer()
    state.at[ezrael] = home(state, 1)
    frame["location"] = state.at[anonimo] = home(state, 0)  # homes are not adjacent to each other
    take_casualty(state, anonimo, "discard")
    assert anonimo not in state.play[0] and state.stack[-1]["kind"] != "react"

    state, ezrael, spell, anonimo, frame = healer()
    state.booted[ezrael] = 1  # booting the Blessed is a cost
    take_casualty(state, anonimo, "discard")
    assert anonimo not in state.play[0] and state.stack[-1]["kind"] != "react"


def test_lay_on_hands_failing_its_test_lets_the_dude_go_and_works_once_a_turn():
    state, ezrael, spell, anonimo, frame = healer(pull="Walter Jameson")  # 1 + Blessed 1: fails
    take_casualty(state, anonimo, "discard")
    act(state, "react", card=spell)
    assert anonimo in state.discard[0] and state.booted[ezrael] and state.booted[spell]

    state, ezrael, spell, anonimo, frame = healer()
    take_casualty(state, anonimo, "discard")
    act(state, "react", card=spell)
    state.booted[spell] = state.booted[ezrael] = 0
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [clint], [frame["posse"][1][0]])
    take_casualty(state, clint, "discard")
    assert clint not in state.play[0] and state.stack[-1]["kind"] != "react"  # used this turn


def test_a_harrowed_dude_aced_by_an_ability_is_discarded_instead_and_lay_on_hands_cannot_save_them():
    state = game(["Point Blank", "Pancho Castillo"], ["Avie Cline", "Clint Ramsey", "Ezrael Jones", "Lay On Hands"])
    card = to_hand(state, 0, "Point Blank")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)  # Harrowed
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 1, "Lay On Hands", dude_in_play(state, 1, "Ezrael Jones", at=TOWN_SQUARE))
    frame = fight(state, [pancho], [avie, clint])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"}, {0: pancho, 1: clint})

    use(state, card, pancho)
    act(state, "pick", card=avie)

    assert avie in state.discard[1] and avie not in state.boot_hill[1]
    assert state.stack[-1]["kind"] != "react"  # a discard that is no casualty: no Lay On Hands
    state.check_invariants()


def test_a_harrowed_dude_aced_as_a_casualty_goes_to_boot_hill_unless_lay_on_hands_saves_them():
    state, ezrael, spell, anonimo, frame = healer()
    avie = dude_in_play(state, 0, "Avie Cline", at=TOWN_SQUARE)
    frame["posse"][0].append(avie)
    take_casualty(state, avie, "ace", left=3)
    assert is_legal(state, "react", card=spell)
    act(state, "react_pass")
    assert avie in state.boot_hill[0]
