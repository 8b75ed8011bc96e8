"""Action cards: each one's effect in a real game, and what stops it."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.rounds import settle
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, home
from tests.engines.doomtown.card_scenario import abilities, at_resolution, fight, game, give, resolution_fight, use
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand


def shootout_with(card_name: str, mine: list[str], theirs: list[str], their_cards: list[str] = ()):
    """Seat 0 holds ``card_name``; its dudes ``mine`` fight seat 1's ``theirs`` in the town square."""
    state = game([card_name, *mine], [*theirs, *their_cards])
    card = to_hand(state, 0, card_name)
    my_dudes = [dude_in_play(state, 0, name, at=TOWN_SQUARE) for name in mine]
    their_dudes = [dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in theirs]
    frame = fight(state, my_dudes, their_dudes)
    flow.advance(state)
    return state, card, my_dudes, their_dudes, frame


def test_calling_the_cavalry_makes_a_stud_and_gives_the_most_horses_a_rank():
    state, card, (tommy,), (clint,), frame = shootout_with("Calling the Cavalry", ["Tommy Harden"], ["Clint Ramsey"])
    assert abilities(state, card)
    use(state, card, tommy)

    assert bullet_type(state, tommy) == "stud" and card in state.discard[0]
    assert frame["cavalry"] == frame["round"]


def test_calling_the_cavalry_gives_the_rank_only_to_a_posse_with_more_horses():
    state = game(["Calling the Cavalry", "Guide Horse", "Erik Samson"], ["Clint Ramsey"])
    card = to_hand(state, 0, "Calling the Cavalry")
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 0, "Guide Horse", erik)
    frame = fight(state, [erik], [clint])
    flow.advance(state)
    use(state, card, erik)
    frame["rank_bonus"] = [0, 0]
    frame["hands"] = [None, None]

    settle(state, frame)

    assert frame["rank_bonus"] == [1, 0]


def test_calling_the_cavalry_is_not_a_noon_play():
    state = game(["Calling the Cavalry"])
    card = to_hand(state, 0, "Calling the Cavalry")
    assert abilities(state, card) == []


def test_faster_on_the_draw_helps_a_deputy_and_hurts_an_opposing_dude():
    state, card, (tommy,), (clint,), _ = shootout_with("Faster on the Draw", ["Tommy Harden"], ["Clint Ramsey"])
    use(state, card, [tommy, clint])

    assert bullets(state, tommy) == 2 and bullet_type(state, tommy) == "stud"
    assert bullets(state, clint) == 0
    state.check_invariants()


def test_sun_in_yer_eyes_gives_both_effects_only_for_a_ghost_rock():
    state, card, (tommy,), (clint,), _ = shootout_with("Sun in Yer Eyes", ["Tommy Harden"], ["Clint Ramsey"])
    state.bank += state.stash[0]
    state.stash[0] = 0
    assert not any(a["target"][1] == "both" for a in abilities(state, card))
    state.stash[0], state.bank = 1, state.bank - 1

    use(state, card, [clint, "both"])

    assert bullets(state, clint) == 0 and bullet_type(state, clint) == "draw" and state.stash[0] == 0


def test_the_stakes_just_rose_makes_your_dude_a_stud():
    state, card, (erik,), _, _ = shootout_with("The Stakes Just Rose", ["Erik Samson"], ["Clint Ramsey"])
    use(state, card, erik)
    assert bullet_type(state, erik) == "stud"


def test_make_em_sweat_boots_your_dude_and_strips_the_bullets_of_another():
    state, card, (pancho,), (erik,), _ = shootout_with("Make 'Em Sweat", ["Pancho Castillo"], ["Erik Samson"])
    use(state, card, [pancho, erik])

    assert state.booted[pancho] and bullets(state, erik) == 0 and state.booted[erik]


def test_make_em_sweat_needs_an_unbooted_dude_of_yours():
    state, card, (pancho,), _, _ = shootout_with("Make 'Em Sweat", ["Pancho Castillo"], ["Erik Samson"])
    state.booted[pancho] = 1
    assert abilities(state, card) == []


def test_pistol_whip_sends_an_opposing_dude_home_booted():
    state, card, (pancho,), (erik,), frame = shootout_with("Pistol Whip", ["Pancho Castillo"], ["Erik Samson"])
    use(state, card, [pancho, erik])

    assert state.at[erik] == home(state, 1) and state.booted[erik] and erik not in frame["posse"][1]
    assert not any(f["kind"] == "shootout" for f in state.stack)  # the opposing posse is empty: it ends
    state.check_invariants()


def test_nightmare_at_noon_lowers_a_posse_and_makes_weak_shooters_draws():
    state, card, (pancho,), (erik,), frame = shootout_with("Nightmare at Noon", ["Pancho Castillo"], ["Erik Samson"])
    use(state, card, 1)

    assert bullets(state, erik) == 1 and bullet_type(state, erik) == "draw"
    assert bullet_type(state, pancho) == "stud"


def test_outgunned_boots_the_shooter_of_the_posse_with_more_bullets_for_two_ranks():
    state, frame, [pancho], [erik], [card] = resolution_fight(
        ["Outgunned", "Pancho Castillo"], ["Erik Samson"], {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"}
    )

    use(state, card)

    assert state.booted[pancho] and frame["rank_bonus"][0] == 2


def test_outgunned_needs_an_unbooted_shooter():
    state = game(["Outgunned", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "Outgunned")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE, booted=True)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"}, {0: pancho, 1: erik})

    assert state.stack[-1]["kind"] != "plays" and card in state.hand[0]  # nothing usable: no window


def test_its_not_what_you_know_lowers_a_rank_by_one_or_a_cheater_by_four():
    state, frame, [pancho], [erik], [card] = resolution_fight(
        ["It's Not What You Know...", "Pancho Castillo"], ["Erik Samson"], {0: "2S 3H 5D 8C KS", 1: "AS AS 3C 4D 9S"}
    )
    assert {a["ability"] for a in abilities(state, card)} == {0, 1}  # seat 1 cheated: both uses open

    use(state, card, None, ability=1)

    assert frame["rank_bonus"][1] == -4 and frame["punished"] == [1]


def test_ricochet_discards_the_cheaters_shooter_and_spares_a_legal_hand():
    state, frame, [pancho], [erik, clint], [card] = resolution_fight(
        ["Ricochet", "Pancho Castillo"], ["Erik Samson", "Clint Ramsey"], {0: "2S 3H 5D 8C KS", 1: "AS AS 3C 4D 9S"}
    )
    hand = len(state.hand[0])

    use(state, card)

    assert erik in state.discard[1] and erik not in frame["posse"][1]
    assert frame["casualties"][0] == 0 and len(state.hand[0]) == hand  # played one card, drew one
    state.check_invariants()


def test_ricochet_needs_a_cheatin_opponent():
    state, frame, [pancho], [erik], [card] = resolution_fight(
        ["Ricochet", "Pancho Castillo"], ["Erik Samson"], {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"}
    )
    assert state.stack[-1]["kind"] != "plays" and card in state.hand[0]


def test_coachwhip_lets_a_legal_hand_choose_the_cheaters_dude_to_ace():
    state = game(["Coachwhip!", "Pancho Castillo"], ["Erik Samson", "Clint Ramsey"])
    card = to_hand(state, 0, "Coachwhip!")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey")
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AS 3C 4D 9S"}, {0: pancho, 1: erik})

    use(state, card)
    assert state.to_act() == [0] and state.stack[-1]["kind"] == "pick"
    act(state, "pick", card=clint)

    assert clint in state.boot_hill[1]
    state.check_invariants()


def test_ridden_down_boots_your_horse_to_send_a_dude_without_one_home():
    state = game(["Ridden Down", "Guide Horse", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "Ridden Down")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    horse = give(state, 0, "Guide Horse", pancho)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)

    use(state, card, [horse, erik])

    assert state.booted[horse] and state.booted[erik] and state.at[erik] == home(state, 1)


def test_ridden_down_needs_an_unbooted_horse():
    state = game(["Ridden Down", "Guide Horse", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "Ridden Down")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    horse = give(state, 0, "Guide Horse", pancho)
    state.booted[horse] = 1
    dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    assert abilities(state, card) == []


def test_hiding_in_the_shadows_keeps_a_dude_from_opposing_shootout_abilities():
    state = game(["Pagliaccio"], ["Hiding in the Shadows", "Erik Samson"])
    shadows = to_hand(state, 1, "Hiding in the Shadows")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    clown = dude_in_play(state, 0, "Pagliaccio", at=TOWN_SQUARE)
    use(state, shadows, erik, seat=1)

    fight(state, [clown], [erik])
    flow.advance(state)

    assert state.stack[-1]["kind"] != "plays"  # Pagliaccio has nobody to target


def test_ambush_aces_the_mark_of_a_successful_job_and_puts_bounty_on_the_posse():
    state = game(["Ambush", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "Ambush")
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    state.booted[erik] = 1

    use(state, card, [pancho, erik])
    assert state.booted[pancho]
    while state.stack[-1]["kind"] == "posse":
        act(state, "posse_done")

    assert erik in state.boot_hill[1]
    assert state.bounty[pancho] == 1
    state.check_invariants()


def test_ambush_needs_an_unbooted_leader():
    state = game(["Ambush", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "Ambush")
    dude_in_play(state, 0, "Pancho Castillo", booted=True)
    dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    assert abilities(state, card) == []


def test_too_much_attention_boots_a_wanted_dude_or_a_card_worth_control():
    state = game(["Too Much Attention"], ["Erik Samson"])
    card = to_hand(state, 0, "Too Much Attention")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    assert not any(a["ability"] == 0 for a in abilities(state, card))  # nobody is wanted
    state.bounty[erik], state.bank = 1, state.bank - 1

    use(state, card, erik)

    assert state.booted[erik] and card in state.discard[0]
