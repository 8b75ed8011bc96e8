"""Look What I Found!, Debt of Blood and Puttin' On Airs: each in a real shootout or High Noon, with
what keeps it shut (a Unique Weapon, a shut discard pile, not enough ghost rock, no dude lost this
turn, no bounty to shed)."""

from __future__ import annotations

from games.engines.doomtown.abilities.callouts import call_out
from games.engines.doomtown.abilities.effects import acting
from games.engines.doomtown.abilities.would import lose_dude, remove_from_fight
from games.engines.doomtown.posses import posse_candidates, posse_frame
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, influence
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import (
    abilities,
    fight,
    game,
    in_discard,
    in_square,
    plays,
    stash,
    use,
    wanted,
)
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, noon_seat, to_hand


def found_fight(weapons: list[str], legend: str | None = None):
    """Seat 0's Pancho against Clint in the town square, holding Look What I Found!, with ``weapons``
    in the discard pile."""
    state = game(["Look What I Found!", "Pancho Castillo", *weapons], ["Clint Ramsey"], legend=legend)
    card = to_hand(state, 0, "Look What I Found!")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    piled = in_discard(state, 0, weapons)
    plays(state, [pancho], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    return state, card, pancho, piled


def test_look_what_i_found_attaches_a_discarded_weapon_and_boots_one():
    state, card, pancho, (shotgun, needle) = found_fight(["Shotgun", "Adler's Needle"])
    assert [a["target"] for a in abilities(state, card)] == [[shotgun, pancho]]  # Adler's Needle is Unique
    rock = state.stash[0]
    use(state, card, [shotgun, pancho])
    assert state.attached_to[shotgun] == pancho and state.stash[0] == rock - 1 - 3  # the card, then the Shotgun
    act(state, "pick", card=shotgun)
    assert state.booted[shotgun]


def test_look_what_i_found_needs_the_ghost_rock_and_an_open_discard_pile():
    state, card, pancho, (shotgun,) = found_fight(["Shotgun"])
    stash(state, 0, 2)
    assert abilities(state, card) == []
    shut, card, pancho, _ = found_fight(["Shotgun"], legend="Lacy O'Malley")
    assert abilities(shut, card) == []


def blood_game():
    state = game(["Debt of Blood", "Pancho Castillo", "Ezrael Jones"], ["Clint Ramsey"])
    card = to_hand(state, 0, "Debt of Blood")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    return state, card, pancho, ezrael


def test_debt_of_blood_at_noon_needs_a_dude_aced_by_an_opponent():
    state, card, pancho, ezrael = blood_game()
    assert abilities(state, card) == []
    leave_play(state, ezrael, ace=True)  # by the game's own rules, not an opposing card
    assert abilities(state, card) == []
    state, card, pancho, ezrael = blood_game()
    with acting(1, None, "noon"):
        leave_play(state, ezrael, ace=False)  # an opposing card discards him: not enough at Noon
    assert abilities(state, card) == []
    state, card, pancho, ezrael = blood_game()
    with acting(1, None, "noon"):
        remove_from_fight(state, pancho, ace=True)  # an opposing card aces him
    use(state, card, ezrael, ability=1)
    assert bullets(state, ezrael) == 4 and bullet_type(state, ezrael) == "stud"


def test_debt_of_blood_in_a_shootout_counts_a_discarded_casualty():
    state, card, pancho, ezrael = blood_game()
    plays(state, [pancho, ezrael], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    assert abilities(state, card) == []
    state, card, pancho, ezrael = blood_game()
    lose_dude(state, ezrael, ace=False, casualty=True)
    plays(state, [pancho], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    use(state, card, pancho)
    assert bullets(state, pancho) == 6 and bullet_type(state, pancho) == "stud"


def test_look_what_i_found_counts_its_own_cost_before_the_weapons():
    state, card, pancho, (shotgun,) = found_fight(["Shotgun"])
    stash(state, 0, 3)  # the Shotgun alone, not the card too
    assert abilities(state, card) == []
    stash(state, 0, 4)
    assert [a["target"] for a in abilities(state, card)] == [[shotgun, pancho]]


def test_puttin_on_airs_raises_influence_sheds_a_bounty_and_keeps_the_dude_out_of_fights():
    state = game(["Puttin' On Airs", "Pancho Castillo", "Ezrael Jones"], ["Clint Ramsey"])
    card = to_hand(state, 0, "Puttin' On Airs")
    (pancho, ezrael), (clint,) = (
        in_square(state, 0, "Pancho Castillo", "Ezrael Jones"),
        in_square(state, 1, "Clint Ramsey"),
    )
    wanted(state, pancho)
    assert [pancho, True] in [a["target"] for a in abilities(state, card)]
    assert [ezrael, True] not in [a["target"] for a in abilities(state, card)]  # no bounty to shed
    use(state, card, [pancho, True])
    assert influence(state, pancho) == 3 and state.bounty[pancho] == 0
    noon_seat(state, 0)
    assert not is_legal(state, "callout", dude=pancho) and is_legal(state, "callout", dude=ezrael)
    call_out(state, 0, pancho, clint)  # a card effect's call-out: none either
    assert state.stack[-1]["kind"] == "noon"
    frame = fight(state, [ezrael], [clint])
    assert pancho not in [d for d, _ in posse_candidates(state, posse_frame(0, "nearby", TOWN_SQUARE))]
    frame["leader_seat"], frame["mark_seat"] = 1, 0  # on the mark's side he may join
    assert pancho in [d for d, _ in posse_candidates(state, posse_frame(0, "nearby", TOWN_SQUARE))]
