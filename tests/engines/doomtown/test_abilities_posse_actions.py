"""Shootout action cards that shape the posses (Twilight Is Upon Us, Hell's Comin' With Me!,
Takin' Cover, Murdered in Tombstone, Test of Wills, Behold White Bull, As Nature and God Intended)
and the one Headline a
shootout allows: each in a real shootout, with what keeps it shut."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.effects import blank_cards, expire
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.casualties import casualty_options
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, control_points_of_card, influence
from tests.engines.doomtown.card_scenario import abilities, game, give, is_dude, on_top, plays, reacts_offered
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, stack_deck, to_hand


def square_fight(mine: list[str], theirs: list[str], cards: list[str], home: list[str] = (), deck: list[str] = ()):
    """Seat 0's ``mine`` against seat 1's ``theirs`` in the town square, seat 0 to play, holding
    ``cards``; seat 1's deck holds the other cards named in ``theirs``; seat 0's ``home`` dudes
    wait at home, its ``deck`` cards stay in the deck."""
    state = game([*mine, *home, *cards, *deck], theirs)
    held = [to_hand(state, 0, name) for name in cards]
    my_dudes = [dude_in_play(state, 0, name, at=TOWN_SQUARE) for name in mine]
    waiting = [dude_in_play(state, 0, name) for name in home]
    their_dudes = [dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in theirs if is_dude(name)]
    frame = plays(state, my_dudes, their_dudes)
    return state, frame, my_dudes, waiting, their_dudes, held


def test_twilight_brings_a_skilled_dude_and_arms_the_shooters_beside_one():
    state, frame, (pancho,), (ezrael,), (clint,), (card,) = square_fight(
        ["Pancho Castillo"], ["Clint Ramsey"], ["Twilight Is Upon Us"], home=["Ezrael Jones"]
    )
    assert {a["target"] for a in abilities(state, card)} == {None, ezrael}
    act(state, "ability", card=card, target=ezrael)
    assert ezrael in frame["posse"][0] and state.at[ezrael] == TOWN_SQUARE
    frame["shooter"] = [pancho, clint]
    assert bullets(state, pancho) == 5  # a skilled dude beside him
    assert bullets(state, clint) == 2  # none in the Law Dogs' posse
    frame["shooter"] = [ezrael, clint]
    assert bullets(state, ezrael) == 3 and bullets(state, pancho) == 3  # only the shooter gains


def test_twilight_without_a_skilled_dude_gives_nothing():
    state, frame, (pancho,), _, (clint,), (card,) = square_fight(["Pancho Castillo"], ["Clint Ramsey"],
                                                                ["Twilight Is Upon Us"])  # fmt: skip
    assert [a["target"] for a in abilities(state, card)] == [None]
    act(state, "ability", card=card, target=None)
    frame["shooter"] = [pancho, clint]
    assert bullets(state, pancho) == 3


def test_takin_cover_spares_the_dude_unless_the_round_is_lost_by_three():
    state, frame, (pancho, ezrael), _, _, (card,) = square_fight(
        ["Pancho Castillo", "Ezrael Jones"], ["Clint Ramsey"], ["Takin' Cover"]
    )
    act(state, "ability", card=card, target=pancho)
    assert bullets(state, pancho) == 2
    frame["loser"], frame["lost_by"] = 0, 2
    assert {card for card, _, _ in casualty_options(state, 0)} == {ezrael}
    frame["lost_by"] = 3
    assert {card for card, _, _ in casualty_options(state, 0)} == {pancho, ezrael}


def test_hells_comin_brings_a_dude_and_plays_their_sidekick():
    state, frame, (ezrael,), (pancho,), (clint,), (card,) = square_fight(
        ["Ezrael Jones"], ["Clint Ramsey", "Mustang"], ["Hell's Comin' With Me!"],
        home=["Pancho Castillo"], deck=["Faithful Hound"],
    )  # fmt: skip
    hound = give(state, 0, "Faithful Hound", pancho)
    horse = give(state, 1, "Mustang", clint)
    assert abilities(state, hound) == []  # Pancho is not in the shootout
    act(state, "ability", card=card, target=pancho)
    assert pancho in frame["posse"][0]
    assert is_legal(state, "pick", choice="none")
    picks = [a for a in state.legal_actions(0) if a["type"] == "pick" and a["choice"] != "none"]
    assert picks and all("Faithful Hound" in a["label"] for a in picks)
    act(state, "pick", choice=picks[0]["choice"])
    assert state.booted[hound] and horse in state.play[1]


def test_hells_comin_without_a_sidekick_only_brings_the_dude():
    state, frame, _, (pancho,), _, (card,) = square_fight(
        ["Ezrael Jones"], ["Clint Ramsey"], ["Hell's Comin' With Me!"], home=["Pancho Castillo"]
    )
    act(state, "ability", card=card, target=pancho)
    assert pancho in frame["posse"][0] and state.stack[-1]["kind"] != "pick"


def test_murdered_in_tombstone_makes_a_stud_and_lets_each_side_fetch_a_cheatin_resolution():
    state, frame, (ezrael,), _, _, (card, kept) = square_fight(
        ["Ezrael Jones"], ["Clint Ramsey"], ["Murdered in Tombstone", "Pat's Perch"], deck=["Like a Bull..."]
    )
    bull = on_top(state, 0, "Like a Bull...")
    act(state, "ability", card=card, target=ezrael)
    assert bullet_type(state, ezrael) == "stud"
    assert is_legal(state, "pick", card=bull) and is_legal(state, "pick", choice="none")
    assert not is_legal(state, "pick", card=kept)  # no Cheatin' Resolution
    act(state, "pick", card=bull)
    assert bull in state.hand[0]
    act(state, "pick", card=kept)  # the discard that pays for it
    assert kept in state.discard[0]
    assert state.stack[-1]["seat"] == 1 and is_legal(state, "pick", choice="none")
    act(state, "pick", choice="none")
    assert state.stack[-1]["kind"] != "pick"  # both searches done: the shootout goes on


def test_only_one_headline_is_played_per_shootout():
    state, frame, (pancho,), _, (clint,), (twilight, murdered) = square_fight(
        ["Pancho Castillo"], ["Clint Ramsey"], ["Twilight Is Upon Us", "Murdered in Tombstone"]
    )
    assert abilities(state, murdered)
    act(state, "ability", card=twilight, target=None)
    assert frame["headline"] and abilities(state, murdered) == []


def test_test_of_wills_boots_an_opposing_card_and_blanks_a_goods():
    state, frame, (pancho,), _, (clint,), (card,) = square_fight(
        ["Pancho Castillo"], ["Clint Ramsey", "Shotgun"], ["Test of Wills"]
    )
    shotgun = give(state, 1, "Shotgun", clint)
    assert {clint, shotgun} <= {a["target"] for a in abilities(state, card)}
    assert pancho not in {a["target"] for a in abilities(state, card)}
    act(state, "ability", card=card, target=shotgun)
    assert state.booted[shotgun] and shotgun in blank_cards(state)


def test_test_of_wills_holds_the_posses_only_for_the_posse_with_more_bullets():
    state, frame, (pancho,), (ezrael,), (clint,), (card,) = square_fight(
        ["Pancho Castillo"], ["Clint Ramsey"], ["Test of Wills"], home=["Ezrael Jones"]
    )
    after(state, "posses_formed")
    flow.advance(state)
    act(state, "react", card=card)  # 3 bullets against 2
    assert frame["posses_held"]
    weaker, frame, _, _, _, (card,) = square_fight(["Ezrael Jones"], ["Clint Ramsey"], ["Test of Wills"])
    after(weaker, "posses_formed")
    flow.advance(weaker)
    assert reacts_offered(weaker) == []


EMRE = "Emre, The Turkish Bear (Exp.1)"
KUNG_FU_PASS = "Pancho Castillo"  # value 5: Emre's Kung Fu test passes


def white_bull_fight():
    state = game([EMRE, "Behold White Bull", KUNG_FU_PASS], ["Clint Ramsey", "Avie Cline"])
    emre = dude_in_play(state, 0, EMRE, at=TOWN_SQUARE)
    foes = [dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in ("Clint Ramsey", "Avie Cline")]
    card = to_hand(state, 0, "Behold White Bull")
    stack_deck(state, 0, [KUNG_FU_PASS])
    frame = plays(state, [emre], foes)
    return state, frame, emre, foes, card


def perform_white_bull(state, card, emre) -> None:
    act(state, "ability", card=card, target=[emre])
    act(state, "react_pass")  # Emre's own react to his Technique comes first


def test_behold_white_bull_sends_the_opposing_posse_home_for_control_points():
    state, frame, emre, foes, card = white_bull_fight()
    extra = influence(state, emre)
    points = control_points_of_card(state, emre)
    perform_white_bull(state, card, emre)
    assert frame["more_casualties"] == [extra, extra]
    assert state.to_act() == [1]
    act(state, "pick", choice="home")
    assert all(not frame["posse"][1] for _ in foes) and all(state.booted[f] for f in foes)
    assert control_points_of_card(state, emre) == points + 2 and not state.booted[emre]


def test_behold_white_bull_stood_against_keeps_its_dude_booted():
    state, frame, emre, foes, card = white_bull_fight()
    perform_white_bull(state, card, emre)
    act(state, "pick", choice="stay")
    assert frame["posse"][1] == foes and state.booted[emre]
    booted, frame, emre, foes, card = white_bull_fight()
    booted.booted[emre] = 1
    assert abilities(booted, card) == []  # its dude must be unbooted


def test_as_nature_and_god_intended_disarms_weapons_and_makes_kung_fu_studs_for_a_round():
    state, frame, (pancho,), _, (yunxu,), (card,) = square_fight(
        ["Pancho Castillo"], ["Yunxu Jiang"], ["As Nature and God Intended"], deck=["Winchester Model 1873"]
    )
    rifle = give(state, 0, "Winchester Model 1873", pancho)
    armed = bullets(state, pancho)
    assert armed > 3 and abilities(state, rifle) and bullet_type(state, yunxu) == "draw"
    act(state, "ability", card=card, target=None)
    assert bullets(state, pancho) == 3 and bullet_type(state, yunxu) == "stud"
    assert abilities(state, rifle) == []
    expire(state, "round")
    assert bullets(state, pancho) == armed and bullet_type(state, yunxu) == "draw"
