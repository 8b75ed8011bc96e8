"""Cards that keep other players' card effects off a dude or a goods (``abilities/protection.py``):
Shield of Faith, Strength of the Ancestors, Sword of the Spirit, Bio-Charge Neutralizer; and Thirst
for Blood. Each scenario starts from a real game and acts through ``legal_actions``/``apply``."""

from __future__ import annotations

from collections import Counter

from automaton.selfplay import play_game
from games.engines.doomtown import flow
from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import NOON, SHOOTOUT
from games.engines.doomtown.abilities.protection import raise_shield
from games.engines.doomtown.abilities.windows import usable
from games.engines.doomtown.abilities.would import move_or_boot, remove_from_fight
from games.engines.doomtown.cards import load_deck_file
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, home, influence
from games.engines.doomtown.zones import leave_play, protected
from tests.engines.doomtown.card_scenario import abilities, at_resolution, fight, game, give, use
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, named, noon_seat, take, to_hand
from tests.game_counts import games


def on_top(state, seat: int, name: str) -> None:
    """The next pull of ``seat`` is this card."""
    card = named(state, seat, name)
    take(state, card)
    state.deck[seat].append(card)


def targets(state, card: int, seat: int = 0) -> list:
    return [a["target"] for a in abilities(state, card, seat=seat)]


# ---- Shield of Faith -----------------------------------------------------------------------------


def shielded_fight(pull: str = "El Anónimo"):
    """Ezrael Jones (Blessed 1) knows Shield of Faith; with Clint Ramsey (a Shotgun) he fights
    Pagliaccio (value 2) in the town square. ``pull`` is seat 0's next pull."""
    state = game(["Shield of Faith", "Shotgun", "Pagliaccio"], ["Pagliaccio"])
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    shield = give(state, 0, "Shield of Faith", ezrael)
    gun = give(state, 0, "Shotgun", clint)
    clown = dude_in_play(state, 1, "Pagliaccio", at=TOWN_SQUARE)
    state.dealer = 0
    on_top(state, 0, pull)
    frame = fight(state, [ezrael, clint], [clown])
    flow.advance(state)
    return state, shield, gun, clown, frame


def test_shield_of_faith_keeps_card_effects_from_acing_another_players_dude_this_shootout():
    state, shield, gun, clown, frame = shielded_fight()  # 8 + Blessed 1 against 7
    assert abilities(state, gun)  # the Shotgun could ace Pagliaccio

    use(state, shield)

    assert not [a for a in usable(state, 0, "shootout") if a["card"] == gun]  # its ace would do nothing
    with effects.acting(0, gun, SHOOTOUT):  # an ace that is part of a larger effect
        remove_from_fight(state, clown, ace=True, collector=0)
    assert clown in state.play[1] and clown in frame["posse"][1]  # even its own player's effect fails
    assert state.booted[shield] and frame["fewer_casualties"][0] == 1
    state.check_invariants()


def test_shield_of_faith_fails_its_skill_test_and_needs_its_dude_in_the_shootout():
    state, shield, gun, clown, frame = shielded_fight(pull="Pagliaccio")  # 2 + 1 against 7
    use(state, shield)
    assert state.booted[shield] and "shield_of_faith" not in frame and "fewer_casualties" not in frame

    act(state, "pass")  # seat 1
    use(state, gun, clown)
    assert clown in state.boot_hill[1]

    state, shield, gun, clown, frame = shielded_fight()
    frame["posse"][0].remove(state.attached_to[shield])  # Ezrael left the posse
    assert abilities(state, shield) == []


def test_shield_of_faith_lets_cheatin_resolutions_and_the_casualties_through():
    state = game(["Ricochet", "Pancho Castillo"], ["Erik Samson", "Clint Ramsey"])
    card = to_hand(state, 0, "Ricochet")
    ezrael = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [ezrael], [erik, clint])
    raise_shield(frame)
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AS 3C 4D 9S"}, {0: ezrael, 1: erik})

    use(state, card)  # a cheatin' resolution: the cheater's shooter is discarded all the same

    assert erik in state.discard[1]
    state.stack.append({"kind": "casualties", "seat": 1, "left": 1, "first": True})
    act(state, "casualty", card=clint, how="discard")  # casualties are the game's rule, not a card effect
    assert clint in state.discard[1]
    state.check_invariants()


def test_shield_of_faith_ends_with_the_shootout_and_never_guards_against_its_owners_own_effects():
    state, shield, gun, clown, frame = shielded_fight()
    use(state, shield)
    ezrael = state.attached_to[shield]
    with effects.acting(0, gun, SHOOTOUT):
        assert protected(state, clown, "ace") and protected(state, clown, "discard")
        assert not protected(state, ezrael, "ace")  # seat 0's effects may still ace its own dudes
    with effects.acting(1, None, SHOOTOUT):
        assert protected(state, ezrael, "discard")

    state.stack.remove(frame)

    with effects.acting(0, gun, SHOOTOUT):
        assert not protected(state, clown, "ace")


# ---- Strength of the Ancestors -------------------------------------------------------------------


def facing_a_hex(spell: str, dude: str, pull: str, mine: list[str]):
    """``dude`` of seat 0 knows ``spell`` in the town square, where Nicodemus Whateley (Huckster 3)
    stands for seat 1 with a Paralysis Mark sure to pass (seat 1 pulls Clint Ramsey, 11); ``pull``
    is seat 0's next pull. Returns the state, the dude, the spell, Nicodemus and the Mark."""
    state = game([spell, dude, *mine, "Pagliaccio"], ["Paralysis Mark", "Nicodemus Whateley"])
    mine_dude = dude_in_play(state, 0, dude, at=TOWN_SQUARE)
    card = give(state, 0, spell, mine_dude)
    nico = dude_in_play(state, 1, "Nicodemus Whateley", at=TOWN_SQUARE)
    mark = give(state, 1, "Paralysis Mark", nico)
    on_top(state, 0, pull)
    on_top(state, 1, "Clint Ramsey")
    return state, mine_dude, card, nico, mark


def strengthened(pull: str = "Pancho Castillo"):
    """Enapay (Shaman 1) knows Strength of the Ancestors."""
    state, enapay, spirit, _, mark = facing_a_hex("Strength of the Ancestors", "Enapay", pull, [])
    return state, enapay, spirit, mark


def test_strength_of_the_ancestors_makes_a_stud_no_other_player_can_boot():
    state, enapay, spirit, mark = strengthened()  # 5 + Shaman 1 against 5
    printed = bullets(state, enapay)

    use(state, spirit)

    assert bullets(state, enapay) == printed + 3 and bullet_type(state, enapay) == "stud" and state.booted[spirit]
    assert enapay not in targets(state, mark, seat=1)  # its only effect, a boot, would do nothing
    with effects.acting(1, mark, NOON):  # a boot that is part of a larger effect
        move_or_boot(state, 1, enapay, boot=True)
    assert not state.booted[enapay]
    state.check_invariants()


def test_strength_of_the_ancestors_keeps_a_dude_from_being_sent_home_booted():
    state = game(["Strength of the Ancestors", "Enapay"], ["Soul Blast", "Pistol Whip", "Nicodemus Whateley"])
    enapay = dude_in_play(state, 0, "Enapay", at=TOWN_SQUARE)
    spirit = give(state, 0, "Strength of the Ancestors", enapay)
    nico = dude_in_play(state, 1, "Nicodemus Whateley", at=TOWN_SQUARE)
    blast = give(state, 1, "Soul Blast", nico)
    whip = to_hand(state, 1, "Pistol Whip")
    on_top(state, 0, "Pancho Castillo")
    use(state, spirit)
    state.dealer = 1
    frame = fight(state, [enapay], [nico])
    flow.advance(state)
    on_top(state, 1, "Clint Ramsey")  # Soul Blast: 11 + Huckster 3 against grit 12, by 2: sent home booted
    assert targets(state, whip, seat=1) == []  # sending home booted is all it does to Enapay

    use(state, blast, enapay, seat=1)

    assert state.at[enapay] == TOWN_SQUARE and not state.booted[enapay] and enapay in frame["posse"][0]
    assert state.booted[blast] and not state.booted[nico]  # the test passed (a failure boots Nicodemus)
    state.check_invariants()


def test_strength_of_the_ancestors_keeps_a_mugged_dude_from_going_home_booted_after_the_job():
    state = game(["Mugging", "Pancho Castillo"], ["Strength of the Ancestors", "Enapay"])
    mugging = to_hand(state, 0, "Mugging")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    enapay = dude_in_play(state, 1, "Enapay", at=TOWN_SQUARE)
    spirit = give(state, 1, "Strength of the Ancestors", enapay)
    on_top(state, 1, "Pancho Castillo")
    use(state, spirit, seat=1)

    use(state, mugging, [pancho, enapay])
    while state.stack[-1]["kind"] in ("posse", "invite"):  # nobody opposes: the job succeeds
        act(state, "posse_done" if state.stack[-1]["kind"] == "posse" else "invite_done")

    assert state.at[enapay] == TOWN_SQUARE and not state.booted[enapay]  # the job's card could not send it home
    assert state.at[pancho] == home(state, 0) and state.booted[pancho]  # the job's rule for its posse
    state.check_invariants()


def test_strength_of_the_ancestors_ends_when_the_dude_leaves_its_location_or_the_turn_ends():
    state, enapay, spirit, mark = strengthened()
    printed = bullets(state, enapay)
    use(state, spirit)

    noon_seat(state, 0)
    act(state, "move", dude=enapay, to=home(state, 0))
    assert bullets(state, enapay) == printed  # (Enapay is a stud anyway)
    state.at[enapay] = TOWN_SQUARE  # back again: the effects stay gone
    assert bullets(state, enapay) == printed

    state, enapay, spirit, mark = strengthened()
    use(state, spirit)
    effects.end_of_turn(state)
    assert bullets(state, enapay) == printed
    use(state, mark, enapay, seat=1)
    assert state.booted[enapay]


def test_strength_of_the_ancestors_fails_its_skill_test_and_is_used_once_booted():
    state, enapay, spirit, mark = strengthened(pull="Pagliaccio")  # 2 + 1 against 5
    printed = bullets(state, enapay)

    use(state, spirit)

    assert bullets(state, enapay) == printed and state.booted[spirit] and abilities(state, spirit) == []
    use(state, mark, enapay, seat=1)
    assert state.booted[enapay]


# ---- Sword of the Spirit -------------------------------------------------------------------------


def sworded(pull: str = "El Anónimo"):
    """Ezrael Jones (Blessed 1) knows Sword of the Spirit."""
    return facing_a_hex("Sword of the Spirit", "Ezrael Jones", pull, ["Bowie Knife"])


def test_sword_of_the_spirit_gives_a_bullet_and_with_a_melee_weapon_a_stud_opposing_spells_cannot_touch():
    state, ezrael, sword, nico, mark = sworded()
    printed = bullets(state, ezrael)
    assert ezrael in targets(state, sword) and nico in targets(state, sword)  # any dude

    use(state, sword, ezrael)

    assert bullets(state, ezrael) == printed + 1 and bullet_type(state, ezrael) != "stud"
    assert ezrael in targets(state, mark, seat=1)  # no Melee Weapon yet
    knife = give(state, 0, "Bowie Knife", ezrael)
    assert bullet_type(state, ezrael) == "stud" and bullets(state, ezrael) == printed + 1 + 1
    assert ezrael not in targets(state, mark, seat=1)
    effects.add(state, "bullets", ezrael, -2, until="turn", by=1)  # not a spell's: it counts
    assert bullets(state, ezrael) == printed
    state.effects.pop()
    with effects.acting(1, mark, "noon"):
        effects.add(state, "bullets", ezrael, -2, until="turn")  # a spell's: ignored
    assert bullets(state, ezrael) == printed + 2
    state.effects.pop()

    leave_play(state, knife, ace=False)
    assert ezrael in targets(state, mark, seat=1) and bullet_type(state, ezrael) != "stud"
    state.check_invariants()


def test_sword_of_the_spirit_is_used_once_a_turn_and_fails_its_skill_test():
    state, ezrael, sword, nico, mark = sworded(pull="Pagliaccio")  # 2 + 1 against 7
    printed = bullets(state, ezrael)

    use(state, sword, ezrael)

    assert bullets(state, ezrael) == printed and abilities(state, sword) == []  # not booted, but used
    state.used = []
    assert abilities(state, sword)


# ---- Bio-Charge Neutralizer ----------------------------------------------------------------------


def neutralized():
    """Clint Ramsey carries a Bio-Charge Neutralizer in the town square, next to El Anónimo."""
    state = game(["Bio-Charge Neutralizer", "Hiding in the Shadows"], ["Unprepared", "Erik Samson"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    other = dude_in_play(state, 0, "El Anónimo", at=TOWN_SQUARE)
    neutralizer = give(state, 0, "Bio-Charge Neutralizer", clint)
    return state, clint, other, neutralizer


def test_bio_charge_neutralizer_makes_a_stud_that_cannot_be_traded_or_targeted_by_others():
    state, clint, other, neutralizer = neutralized()
    assert bullet_type(state, clint) == "stud"
    assert not is_legal(state, "trade", card=neutralizer)
    unprepared = to_hand(state, 1, "Unprepared")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    state.dealer = 1
    fight(state, [clint], [erik])
    flow.advance(state)

    offered = targets(state, unprepared, seat=1)

    assert clint in offered and not any(isinstance(t, list) and neutralizer in t for t in offered)
    with effects.acting(1, unprepared, SHOOTOUT):
        assert protected(state, neutralizer, "boot") and protected(state, neutralizer, "discard")
    with effects.acting(0, neutralizer, SHOOTOUT):
        assert not protected(state, neutralizer, "discard")


def test_bio_charge_neutralizer_passes_to_another_dude_here_unless_the_pull_is_a_club():
    state, clint, other, neutralizer = neutralized()
    assert targets(state, neutralizer) == [other]
    on_top(state, 0, "Pat's Perch")  # a diamond

    use(state, neutralizer, other)

    assert state.attached_to[neutralizer] == other and state.booted[neutralizer]
    assert bullet_type(state, other) == "stud" and abilities(state, neutralizer) == []  # booted
    state.check_invariants()

    state, clint, other, neutralizer = neutralized()
    on_top(state, 0, "Hiding in the Shadows")  # a club
    use(state, neutralizer, other)
    assert neutralizer in state.discard[0]


def test_bio_charge_neutralizer_needs_another_of_your_dudes_at_its_location():
    state, clint, other, neutralizer = neutralized()
    state.at[other] = home(state, 0)
    assert abilities(state, neutralizer) == []


# ---- Thirst for Blood ----------------------------------------------------------------------------


def thirsty():
    """Ezrael Jones (a draw, influence 1) and Pagliaccio (influence 0) fight Erik Samson."""
    state = game(["Thirst for Blood", "Pagliaccio"], ["Erik Samson"])
    card = to_hand(state, 0, "Thirst for Blood")
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    clown = dude_in_play(state, 0, "Pagliaccio", at=TOWN_SQUARE)  # influence 0
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    state.dealer = 0
    frame = fight(state, [ezrael, clown], [erik])
    flow.advance(state)
    return state, card, ezrael, clown, frame


def test_thirst_for_blood_gives_a_stud_or_two_bullets_or_both_for_a_bounty():
    state, card, ezrael, clown, frame = thirsty()
    assert targets(state, card) == [[ezrael, "stud"], [ezrael, "bullets"], [ezrael, "both"]]  # 0 influence: no
    printed, worth = bullets(state, ezrael), influence(state, ezrael)

    use(state, card, [ezrael, "both"])

    assert bullet_type(state, ezrael) == "stud" and bullets(state, ezrael) == printed + 2
    assert state.bounty[ezrael] == 1 and influence(state, ezrael) == worth - 1
    state.check_invariants()

    state, card, ezrael, clown, frame = thirsty()
    use(state, card, [ezrael, "bullets"])
    assert bullets(state, ezrael) == printed + 2 and bullet_type(state, ezrael) != "stud" and not state.bounty[ezrael]


def test_thirst_for_blood_lowers_influence_past_the_shootout_until_after_sundown():
    state, card, ezrael, clown, frame = thirsty()
    printed, worth = bullets(state, ezrael), influence(state, ezrael)
    use(state, card, [ezrael, "stud"])

    effects.expire(state, "shootout", "round")  # the shootout is over

    assert bullet_type(state, ezrael) != "stud" and bullets(state, ezrael) == printed
    assert influence(state, ezrael) == worth - 1  # still at Sundown
    effects.end_of_turn(state)  # Nightfall
    assert influence(state, ezrael) == worth


def test_thirst_for_blood_is_a_shootout_play_for_a_dude_in_your_posse():
    state, card, ezrael, clown, frame = thirsty()
    frame["posse"][0].remove(ezrael)
    assert targets(state, card) == []
    state = game(["Thirst for Blood"])
    card = to_hand(state, 0, "Thirst for Blood")
    dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    assert abilities(state, card) == []  # High Noon


# ---- random games --------------------------------------------------------------------------------


def starter_with(key: str, codes: list[str]) -> dict:
    """A starter deck with four copies of each of these cards added."""
    deck = load_deck_file(key)
    return {**deck, "cards": [*deck["cards"], *({"code": code, "quantity": 4} for code in codes)]}


def test_random_bots_use_every_protection_card_without_error():
    law_dogs = starter_with("starter-law-dogs", ["24196", "24200", "24254"])  # Shield, Sword, Thirst
    entrepreneurs = starter_with("starter-entrepreneurs", ["24176", "24196"])  # Bio-Charge, Shield
    first_peoples = starter_with("starter-first-peoples", ["24202"])  # Strength
    cards = ("Shield of Faith", "Sword of the Spirit", "Bio-Charge Neutralizer", "Thirst for Blood")
    cards += ("Strength of the Ancestors",)
    shield_cast = [170, 183]  # a shootout with a Blessed dude holding the Shield is rare: these seeds have one
    # The quick sample still uses every card: Bio-Charge Neutralizer first at seed 8, Strength at 9.
    plays = [(seed, [law_dogs, entrepreneurs]) for seed in [*range(1, games(full=60, quick=10) + 1), *shield_cast]]
    plays += [(seed, [first_peoples, law_dogs]) for seed in range(1, games(full=20, quick=10) + 1)]
    used, errors = Counter(), []
    for seed, decks in plays:
        record = play_game(
            "doomtown", players=2, seed=seed, bots=["random", "random"], options={"decks": decks}, check_invariants=True
        )
        if record.error or not record.finished:
            errors.append(f"seed {seed}: {record.error or 'unfinished'}")
        labels = [entry["action"]["label"] for entry in record.actions if entry["action"]["type"] == "ability"]
        used.update(name for label in labels for name in cards if label.startswith(f"{name}:"))

    assert errors == []
    assert set(used) == set(cards), used


def test_targets_naming_amounts_are_never_taken_for_protected_cards():
    state = game(["Pagliaccio"], ["Flame-Thrower", "Clint Ramsey"])
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    thrower = give(state, 1, "Flame-Thrower", clint)
    clown = dude_in_play(state, 0, "Pagliaccio", at=TOWN_SQUARE)
    for card in (1, 2, 3):  # seat 0's cards whose ids are the amounts, in play and hiding in the shadows
        assert state.table[card].owner == 0
        if card not in state.play[0]:
            take(state, card)
            state.play[0].append(card)
        effects.add(state, "shadows", card, until="turn", by=0)
    state.dealer = 1
    fight(state, [clown], [clint])
    flow.advance(state)

    assert targets(state, thrower, seat=1) == [1, 2, 3]  # ghost rock to pay, not cards
