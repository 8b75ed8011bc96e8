"""Spells (and goods: Forsaken Hound, Bulletproof Vest, Claws, Adler's Needle) of the packs beyond the base set
that bend a shootout's rounds: who may flee or leave, the posses' bonuses, what a cheatin' hand
costs. Each in a real game, with what stops it (a failed skill test, no target, the wrong posse,
the wrong round)."""

from __future__ import annotations

import pytest

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.effects import add as add_effect
from games.engines.doomtown.abilities.fight_spells import nightmares, stoic_draws
from games.engines.doomtown.abilities.protection import immune
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.abilities.reveals import hands_revealed
from games.engines.doomtown.abilities.rounds import may_flee, pinned
from games.engines.doomtown.abilities.would import lose_dude, remove_from_fight, send_home
from games.engines.doomtown.fight import leave_posses
from games.engines.doomtown.shootout import bonuses, flee_legal
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, control_points_of_card, influence, value
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import (
    CHEATIN_HAND,
    LEGAL_HAND,
    abilities,
    at_resolution,
    fight,
    game,
    give,
    on_top,
    pick,
    plays,
    taken,
    use,
)
from tests.engines.doomtown.scenario import act, dude_in_play, named, to_hand

LOSING = {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"}  # seat 0 loses the round: it resolves first
CASTERS = {"Hex": "Valeria Batten", "Miracle": "Ezrael Jones", "Spirit": "Lydia Bear-Hands"}


def cast_in_fight(spell: str, kind: str, mine: list[str] = (), theirs: list[str] = ("Clint Ramsey",)):
    """Seat 0's caster of ``kind`` holding ``spell`` (and ``mine`` beside them) fights seat 1's
    ``theirs`` in the town square, open for seat 0's plays: (state, frame, caster, spell, my other
    dudes, their dudes)."""
    state = game([CASTERS[kind], spell, *mine, "Walter Jameson"], list(theirs))  # Walter: a pull of 1
    caster = dude_in_play(state, 0, CASTERS[kind], at=TOWN_SQUARE)
    card = give(state, 0, spell, caster)
    others = [dude_in_play(state, 0, name, at=TOWN_SQUARE) for name in mine]
    foes = [dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in theirs]
    frame = plays(state, [caster, *others], foes)
    return state, frame, caster, card, others, foes


def pass_plays(state) -> None:
    """Both players pass until the round's shooters are chosen and hands drawn."""
    while state.stack[-1]["kind"] == "plays":
        act(state, "pass")


def flee_choices(state, frame, seat: int) -> list[int]:
    return [a["dude"] for a in flee_legal(state, {"kind": "flee", "seat": seat}) if a["type"] == "flee"]


# ---- Forsaken Hound ------------------------------------------------------------------------------


def hound_at_resolution(item: str = "Forsaken Hound"):
    """Seat 0's Clint (carrying ``item``) and Pancho lost the round's hands to El Anónimo and Allie;
    seat 0 holds a card."""
    state = game(["Clint Ramsey", item, "Pancho Castillo", "Jon Longstride"], ["El Anónimo", "Allie Hensman"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    hound = give(state, 0, item, clint)
    to_hand(state, 0, "Jon Longstride")
    anon, allie = (dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in ("El Anónimo", "Allie Hensman"))
    assert abilities(state, hound) == []  # a Resolution: not at High Noon
    frame = fight(state, [clint, pancho], [anon, allie])
    at_resolution(state, frame, LOSING, {0: clint, 1: anon})
    return state, frame, hound, (clint, pancho), (anon, allie)


def test_forsaken_hound_keeps_its_dude_and_an_opposing_one_from_fleeing_this_round():
    state, frame, hound, (clint, pancho), (anon, allie) = hound_at_resolution()
    assert {a["target"] for a in abilities(state, hound)} == {anon, allie}
    use(state, hound, anon)
    assert state.booted[hound] and abilities(state, hound) == []
    assert flee_choices(state, frame, 0) == [pancho] and flee_choices(state, frame, 1) == [allie]
    frame["round"] += 1  # only this round
    assert flee_choices(state, frame, 1) == [anon, allie]


def test_a_dude_kept_from_fleeing_can_still_be_sent_home_by_a_card():
    state, frame, hound, _, (anon, _allie) = hound_at_resolution()
    use(state, hound, anon)
    send_home(state, 0, anon)
    assert state.at[anon] != TOWN_SQUARE and anon not in frame["posse"][1]


# ---- Bulletproof Vest ----------------------------------------------------------------------------


def test_bulletproof_vest_keeps_its_dude_from_booting_to_join_from_next_door():
    state = game(["Clint Ramsey", "Pancho Castillo", "Bulletproof Vest", "Jon Longstride"], ["El Anónimo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    pancho, jon = dude_in_play(state, 0, "Pancho Castillo"), dude_in_play(state, 0, "Jon Longstride")
    give(state, 0, "Bulletproof Vest", pancho)
    fight(state, [clint], [dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)], step="posse_leader")
    flow.advance(state)
    assert [a["dude"] for a in state.legal_actions(0) if a["type"] == "join"] == [jon]


def test_bulletproof_vest_spares_a_casualty_for_a_card_from_the_hand():
    state, frame, hound, (clint, pancho), _ = hound_at_resolution(item="Bulletproof Vest")
    assert state.hand[0]
    use(state, hound)
    card = state.hand[0][0]
    pick(state, card)
    assert card in state.discard[0] and state.booted[hound]
    assert frame["casualties"] == [0, 0]  # the lost round's one casualty is spared


def test_bulletproof_vest_needs_a_card_in_hand():
    state, frame, vest, _, _ = hound_at_resolution(item="Bulletproof Vest")
    state.discard[0].extend(state.hand[0])
    state.hand[0].clear()
    assert abilities(state, vest) == []
    act(state, "pass")
    assert frame["casualties"] == [1, 0]


# ---- Nightmare Realm -----------------------------------------------------------------------------


def test_nightmare_realm_fails_below_its_difficulty():
    state, frame, valeria, realm, _, (clint,) = cast_in_fight("Nightmare Realm", "Hex")
    on_top(state, 0, "Walter Jameson")  # 1 + Huckster 1 reaches 2, not 3
    use(state, realm, clint)
    assert state.booted[realm] and bullets(state, valeria) == 0 and not pinned(frame, clint)


def test_nightmare_realm_holds_a_dude_and_wears_them_down_before_each_rounds_shooters():
    state, frame, valeria, realm, _, (clint,) = cast_in_fight("Nightmare Realm", "Hex")
    assert abilities(state, realm, seat=0) and (bullets(state, clint), value(state, clint)) == (2, 11)
    on_top(state, 0, "Pancho Castillo")  # 5 + 1 reaches 3
    use(state, realm, clint)  # nobody has another play: the shooters come next
    assert bullets(state, valeria) == 1 and frame["shooter"] == [valeria, clint]
    assert (bullets(state, clint), value(state, clint)) == (1, 10)
    send_home(state, 0, clint)  # no card takes them out this round, nor may they flee
    assert clint in frame["posse"][1] and state.at[clint] == TOWN_SQUARE
    assert flee_choices(state, frame, 1) == []
    frame["round"] += 1  # the next round: free to go, and weaker again before its shooters
    assert flee_choices(state, frame, 1) == [clint]
    nightmares(state, frame)
    assert (bullets(state, clint), value(state, clint)) == (0, 9)


# ---- the posses' bonuses -------------------------------------------------------------------------


def test_mischievous_coyote_swaps_the_stud_and_draw_bonuses_for_this_round():
    state, frame, lydia, coyote, (pancho,), (clint,) = cast_in_fight(
        "Mischievous Coyote", "Spirit", ["Pancho Castillo"]
    )
    on_top(state, 0, "Clint Ramsey")  # 11 + Shaman 0 reaches 9
    use(state, coyote)
    frame["shooter"] = [pancho, clint]
    assert bonuses(state, frame, 0) == (1, 3)  # Pancho's 3 studs and Lydia's draw, swapped
    frame["round"] += 1
    assert bonuses(state, frame, 0) == (3, 1)


def test_mischievous_coyote_needs_a_stud_and_a_draw_dude_in_the_posse():
    state, frame, lydia, coyote, _, _ = cast_in_fight("Mischievous Coyote", "Spirit")
    assert abilities(state, coyote) == []  # Lydia alone: a draw dude, no stud


def test_malison_gives_a_bonus_of_the_dudes_type_and_influence_if_they_fall():
    state, frame, valeria, malison, _, (clint, allie) = cast_in_fight(
        "Malison", "Hex", theirs=("Clint Ramsey", "Allie Hensman")
    )
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 reaches 9
    use(state, malison, clint)
    frame["shooter"] = [valeria, clint]
    assert bonuses(state, frame, 0) == (1, 0)  # Clint is a stud; Valeria shoots with 0 bullets
    remove_from_fight(state, clint, ace=True)
    assert bonuses(state, frame, 0) == (0, 0) and influence(state, valeria) == 2
    leave_play(state, allie, ace=True)  # not the cursed dude: nothing more
    assert influence(state, valeria) == 2


def test_malison_fails_below_its_difficulty():
    state, frame, valeria, malison, _, (clint,) = cast_in_fight("Malison", "Hex")
    on_top(state, 0, "Pancho Castillo")  # 5 + 1 misses 9
    use(state, malison, clint)
    frame["shooter"] = [valeria, clint]
    assert state.booted[malison] and bonuses(state, frame, 0) == (0, 0)


def fallen(state, seat: int, names: list[str]) -> None:
    state.boot_hill[seat].extend(taken(state, seat, names))


def test_dies_irae_backs_the_shooter_up_with_four_of_boot_hill_and_nobody_flees():
    state, frame, ezrael, dies_irae, _, (clint,) = cast_in_fight("Dies Irae", "Miracle", ["El Anónimo", "Avie Cline"])
    on_top(state, 0, "Clint Ramsey")  # 11 + Blessed 1 reaches 8
    use(state, dies_irae)
    fallen(state, 0, ["Walter Jameson", "Clint Ramsey", "El Anónimo", "Avie Cline", "Pancho Castillo"])
    frame["posse"][0] = [ezrael]
    frame["shooter"] = [ezrael, clint]
    assert bonuses(state, frame, 0) == (3, 2)  # three studs and one draw of five, plus Ezrael's bullet
    assert not may_flee(frame, 0) and may_flee(frame, 1)
    frame["round"] += 1
    assert bonuses(state, frame, 0) == (0, 1)


def test_mountain_lions_den_arms_the_posse_against_other_players_bullet_changes():
    state = game(["Lydia Bear-Hands", "Mountain Lion's Den", "Pancho Castillo", "Clint Ramsey"], ["Clint Ramsey"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    den = give(state, 0, "Mountain Lion's Den", TOWN_SQUARE)  # a Totem: planted at the location
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    plays(state, [lydia, pancho], [clint])
    on_top(state, 0, "Clint Ramsey")  # 11 + Shaman 0 reaches 6
    act(state, "ability", card=den, caster=lydia, target=None, ability=0)
    assert (bullets(state, lydia), bullets(state, pancho)) == (1, 4)
    add_effect(state, "bullets", pancho, -2, until="shootout", by=1)
    add_effect(state, "bullet_type", pancho, until="shootout", set_to="draw", by=1)
    add_effect(state, "bullets", lydia, until="shootout", set_to=0, by=1)
    assert (bullets(state, pancho), bullet_type(state, pancho), bullets(state, lydia)) == (4, "stud", 1)
    add_effect(state, "bullets", pancho, -1, until="shootout", by=0)  # its own player's effects still count
    add_effect(state, "bullets", clint, -1, until="shootout", by=0)  # and the opposing posse has no den
    assert (bullets(state, pancho), bullets(state, clint)) == (3, 1)


# ---- Retribution ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "aced"),
    [({0: LEGAL_HAND, 1: CHEATIN_HAND}, True), ({0: CHEATIN_HAND, 1: CHEATIN_HAND}, False),
     ({0: LEGAL_HAND, 1: LEGAL_HAND}, False)],
)  # fmt: skip
def test_retribution_aces_the_chosen_dude_when_their_player_cheats_against_a_legal_hand(hands, aced):
    state, frame, ezrael, spell, _, (allie, clint) = cast_in_fight(
        "Retribution", "Miracle", theirs=("Allie Hensman", "Clint Ramsey")
    )
    assert {a["target"] for a in abilities(state, spell)} == {allie, clint}
    on_top(state, 0, "Walter Jameson")  # 1 + Blessed 1 reaches Allie's value 1
    use(state, spell, allie)
    state.stack.pop()  # the window: the round's hands are shown below
    at_resolution(state, frame, hands, {0: ezrael, 1: clint})
    hands_revealed(state, frame)
    assert (allie in state.boot_hill[1]) is aced and (allie in frame["posse"][1]) is not aced


def test_retribution_on_a_high_value_dude_needs_a_high_pull():
    state, frame, ezrael, spell, _, (clint,) = cast_in_fight("Retribution", "Miracle")
    on_top(state, 0, "Pancho Castillo")  # 5 + 1 misses Clint's value 11
    use(state, spell, clint)
    assert state.booted[spell] and "retribution" not in frame


# ---- Claws ---------------------------------------------------------------------------------------


def test_claws_grow_only_on_a_harrowed_dude_or_an_abomination_and_no_opponent_touches_them():
    state = game(["Avie Cline", "Claws", "Clint Ramsey"], ["Clint Ramsey"])
    avie = dude_in_play(state, 0, "Avie Cline", at=TOWN_SQUARE)  # Harrowed
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    claws = named(state, 0, "Claws")
    assert may_attach(state, claws, avie) and not may_attach(state, claws, clint)
    give(state, 0, "Claws", avie)
    assert immune(state, claws, 1, None) and not immune(state, claws, 0, None)


@pytest.mark.parametrize(("their_gun", "shown"), [(None, (2, "stud")), ("Shotgun", (0, "draw"))])
def test_claws_make_a_stud_unless_an_unbooted_ranged_weapon_opposes_them(their_gun, shown):
    state = game(["Avie Cline", "Claws"], ["Clint Ramsey", "Shotgun"])
    avie = dude_in_play(state, 0, "Avie Cline", at=TOWN_SQUARE)
    give(state, 0, "Claws", avie)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    if their_gun:
        give(state, 1, their_gun, clint)
    plays(state, [avie], [clint])
    assert (bullets(state, avie), bullet_type(state, avie)) == shown


# ---- Adler's Needle ------------------------------------------------------------------------------


def needled():
    """Clint (Adler's Needle) fights Walter in the town square; El Anónimo waits at seat 1's home."""
    state = game(["Clint Ramsey", "Adler's Needle"], ["Walter Jameson", "El Anónimo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    needle = give(state, 0, "Adler's Needle", clint)
    walter = dude_in_play(state, 1, "Walter Jameson", at=TOWN_SQUARE)
    anon = dude_in_play(state, 1, "El Anónimo")
    frame = plays(state, [clint], [walter])
    return state, frame, clint, needle, anon


def test_adlers_needle_dares_a_dude_nearby_to_join_and_marks_a_coward():
    state, frame, clint, needle, anon = needled()
    assert [a["target"] for a in abilities(state, needle)] == [anon]
    use(state, needle, anon)
    assert state.to_act() == [1]
    pick(state, "stay")
    assert control_points_of_card(state, clint) == 1 and influence(state, anon) == 2  # at home
    state.at[anon] = TOWN_SQUARE
    assert influence(state, anon) == 1


def test_adlers_needle_answered_by_joining():
    state, frame, clint, needle, anon = needled()
    use(state, needle, anon)
    pick(state, "join")
    assert anon in frame["posse"][1] and control_points_of_card(state, clint) == 0


# ---- Stoic Buffalo -------------------------------------------------------------------------------


def test_stoic_buffalo_draws_a_card_at_each_pass_this_round():
    state, frame, lydia, buffalo, (pancho,), (clint,) = cast_in_fight("Stoic Buffalo", "Spirit", ["Pancho Castillo"])
    on_top(state, 0, "Clint Ramsey")  # 11 + Shaman 0 reaches 9
    hand = len(state.hand[0])
    use(state, buffalo)  # then seat 0, with nothing more to play, passes by itself: a card
    assert not state.booted[buffalo] and len(state.hand[0]) == hand + 1
    frame["round"] += 1
    stoic_draws(state, 0)  # a pass in the next round draws nothing
    assert len(state.hand[0]) == hand + 1


def test_stoic_buffalo_fails_below_its_difficulty():
    state, frame, lydia, buffalo, _, _ = cast_in_fight("Stoic Buffalo", "Spirit")
    on_top(state, 0, "Walter Jameson")  # 1 misses 9
    hand = len(state.hand[0])
    use(state, buffalo)
    assert len(state.hand[0]) == hand


# ---- We Stand Amazed -----------------------------------------------------------------------------


@pytest.mark.parametrize(("casualty", "saved"), [("Walter Jameson", True), ("El Anónimo", False)])  # grit 2, 12
def test_we_stand_amazed_sends_a_casualty_home_booted_when_the_pull_beats_their_grit(casualty, saved):
    state, frame, ezrael, spell, (dude,), (clint,) = cast_in_fight("We Stand Amazed", "Miracle", [casualty])
    on_top(state, 0, "Pancho Castillo")  # 5 + Blessed 1: beats 2, not 12
    leave_posses(state, dude)
    lose_dude(state, dude, ace=False, casualty=True)
    flow.advance(state)
    act(state, "react", card=spell)
    while state.stack[-1]["kind"] == "react":
        act(state, "react_pass")
    flow.advance(state)
    assert state.booted[spell] and (dude in state.play[0]) is saved and (dude in state.discard[0]) is not saved
    if saved:
        assert state.at[dude] == state.table.outfits[0] and state.booted[dude]


def test_we_stand_amazed_does_not_answer_an_ace():
    state, frame, ezrael, spell, (walter,), _ = cast_in_fight("We Stand Amazed", "Miracle", ["Walter Jameson"])
    leave_posses(state, walter)
    lose_dude(state, walter, ace=True, casualty=True)
    flow.advance(state)
    assert state.stack[-1]["kind"] != "react" and walter in state.boot_hill[0]
