"""Dudes whose abilities change a revealed shootout draw hand: Ying-Ssi Chieh T'ang pays the
opposing player to draw into it and discard from it."""

from __future__ import annotations

from games.engines.doomtown.poker import parse_hand
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import at_resolution, fight, game, on_top, pick, stash
from tests.engines.doomtown.scenario import act, dude_in_play

MINE = "2H 5D 7C 9S JH"


def ying_ssi_fight(*, in_posse: bool = True, rock: int = 3, top: str = "Clint Ramsey"):
    """Ying-Ssi (in the posse or at home) and Pancho against Avie; seat 0 showed a jack high and
    holds ``rock``; Clint Ramsey (the jack of spades) tops seat 0's deck."""
    state = game(["Ying-Ssi Chieh T'ang", "Pancho Castillo", "Clint Ramsey", "Joker (red)"], ["Avie Cline"])
    ying = dude_in_play(state, 0, "Ying-Ssi Chieh T'ang", at=TOWN_SQUARE if in_posse else None)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    frame = fight(state, [pancho, ying] if in_posse else [pancho], [avie])
    frame["draw_codes"] = [parse_hand(MINE), parse_hand("3S 3D 8C 9D KC")]
    frame["draw_hands"] = [[], []]
    stash(state, 0, rock)
    drawn = on_top(state, 0, top)
    at_resolution(state, frame, {0: MINE, 1: "3S 3D 8C 9D KC"}, {0: pancho, 1: avie})
    return state, frame, ying, drawn


def offered(state, card) -> bool:
    return any(a.get("card") == card for a in state.legal_actions(state.to_act()[0]) if a["type"] == "ability")


def test_ying_ssi_pays_the_opponent_draws_into_the_draw_hand_and_discards_from_it():
    state, frame, ying, drawn = ying_ssi_fight()
    rock = state.stash[1]
    act(state, "ability", card=ying)
    assert state.stash[0] == 2 and state.stash[1] == rock + 1
    assert drawn in state.discard[0] and drawn in frame["draw_hands"][0]
    assert {a["choice"] for a in state.legal_actions(0)} == {"2H", "5D", "7C", "9S", "JH", "JS"}
    pick(state, "2H")
    assert sorted(frame["draw_codes"][0]) == sorted(parse_hand("5D 7C 9S JH JS"))
    assert frame["hands"][0]["rank"] == 2 and not frame["cheatin"][0]  # a pair of jacks
    assert not offered(state, ying)  # once a turn
    state.check_invariants()


def test_ying_ssi_needs_to_be_in_the_posse_and_a_ghost_rock_to_pay():
    for in_posse, rock in ((False, 3), (True, 0)):
        state, frame, ying, _ = ying_ssi_fight(in_posse=in_posse, rock=rock)
        assert not offered(state, ying)
        assert frame["hands"][0]["rank"] == 1


def test_ying_ssi_aces_a_joker_he_drew_and_kept_in_the_draw_hand():
    state, frame, ying, joker = ying_ssi_fight(top="Joker (red)")
    act(state, "ability", card=ying)
    pick(state, "2H")
    assert joker in state.boot_hill[0] and joker not in state.discard[0]
    assert frame["hands"][0]["rank"] == 2  # the joker pairs the jack
    state.check_invariants()
