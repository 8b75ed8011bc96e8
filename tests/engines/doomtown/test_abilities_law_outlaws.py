"""Law Dogs and Outlaws cards of the starter and Automaton decks: each card's effect in a real game
and its restrictions."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.rounds import settle
from games.engines.doomtown.poker import evaluate
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    bullet_type,
    bullets,
    control_points_of_card,
    home,
    influence,
    production,
)
from tests.engines.doomtown.card_scenario import (
    abilities,
    at_resolution,
    deed,
    discard_first,
    fight,
    finish_posses,
    game,
    give,
    hurt_at_resolution,
    in_discard,
    on_top,
    taken,
    use,
    wanted,
)
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand


def reveal(state, frame, names: dict[int, list[str]]) -> None:
    """Each seat's draw hand holds these cards; the hands are revealed now."""
    for seat, cards in names.items():
        state.draw[seat] = taken(state, seat, cards)
    frame["step"] = "reveal"
    flow.advance(state)


# ---- Law Dogs ----------------------------------------------------------------------------------


def test_hattie_delorre_gives_an_opposing_wanted_dude_minus_3_bullets():
    state = game(["Hattie DeLorre"], ["Pancho Castillo"])
    hattie = dude_in_play(state, 0, "Hattie DeLorre", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    frame = fight(state, [hattie], [pancho])
    flow.advance(state)
    assert state.stack[-1]["kind"] != "plays"  # Pancho is not wanted: nothing to use

    state.stack[:] = [f for f in state.stack if f is not frame and f["kind"] != "redraw"]
    wanted(state, pancho)
    fight(state, [hattie], [pancho])
    flow.advance(state)
    assert [a["target"] for a in abilities(state, hattie)] == [pancho]
    use(state, hattie, pancho)

    assert bullets(state, pancho) == 0  # 3 - 3
    state.check_invariants()


def test_bass_reeves_costs_a_law_dogs_outfit_1_less_per_opposing_wanted_dude():
    state = game(["Bass Reeves"], ["Clint Ramsey", "Pancho Castillo"], outfit="24009")
    bass = to_hand(state, 0, "Bass Reeves")
    for name in ("Clint Ramsey", "Pancho Castillo"):
        wanted(state, dude_in_play(state, 1, name))
    mine = dude_in_play(state, 0, "Ezrael Jones")
    wanted(state, mine)  # his own wanted dudes do not count
    assert play_cost(state, 0, bass, None) == 9 - 2

    outlaws = game(["Bass Reeves"], ["Clint Ramsey"])
    card = to_hand(outlaws, 0, "Bass Reeves")
    wanted(outlaws, dude_in_play(outlaws, 1, "Clint Ramsey"))
    assert play_cost(outlaws, 0, card, None) == 9  # not a Law Dogs outfit


def test_bass_reeves_boots_or_calls_out_a_nearby_wanted_dude():
    state = game(["Bass Reeves"], ["Clint Ramsey", "Pancho Castillo"])
    bass = dude_in_play(state, 0, "Bass Reeves", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo")  # at home
    assert abilities(state, bass) == []  # nobody is wanted
    wanted(state, clint)
    wanted(state, pancho)

    targets = {tuple(a["target"]) for a in abilities(state, bass)}
    assert targets == {(clint, "boot"), (clint, "call out"), (pancho, "boot")}  # never a call-out at home

    use(state, bass, [clint, "boot"])
    assert state.booted[clint] and not state.booted[bass]
    assert abilities(state, bass) == []  # once a turn


def test_bass_reeves_moves_and_boots_when_a_callout_next_door_is_accepted():
    state = game(["Bass Reeves"], ["Clint Ramsey", "Cattle Market"])
    perch = deed(state, 1, "Cattle Market")  # on the street, next to the town square
    bass = dude_in_play(state, 0, "Bass Reeves", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=perch)
    wanted(state, clint)

    use(state, bass, [clint, "call out"])
    assert state.to_act() == [1]
    act(state, "accept")

    assert state.at[bass] == perch and state.booted[bass]
    assert state.stack[-1]["kind"] == "posse"  # the shootout at the mark's location is forming
    state.check_invariants()


def test_bass_reeves_cannot_act_booted():
    state = game(["Bass Reeves"], ["Clint Ramsey"])
    bass = dude_in_play(state, 0, "Bass Reeves", at=TOWN_SQUARE, booted=True)
    wanted(state, dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE))
    assert abilities(state, bass) == []


def test_bass_reeves_raises_a_legal_hand_against_a_cheater_by_one():
    state = game(["Bass Reeves"], ["Clint Ramsey"])
    bass = dude_in_play(state, 0, "Bass Reeves", at=TOWN_SQUARE)
    frame = fight(state, [bass], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    frame["hands"] = [evaluate("2H 3H 5D 8C JS").to_json(), evaluate("7S 7S 7D KS 4C").to_json()]
    frame["rank_bonus"] = [0, 0]

    settle(state, frame)
    assert frame["rank_bonus"] == [1, 0]

    frame["hands"][0] = evaluate("9S 9S 5D 8C JS").to_json()  # cheatin' too
    frame["rank_bonus"] = [0, 0]
    settle(state, frame)
    assert frame["rank_bonus"] == [0, 0]


LEGAL = ["Clint Ramsey", "El Anónimo", "Pancho Castillo", "Pat's Perch", "Avie Cline"]  # JS 8S 5S 8D 10S


def test_philip_swinford_trades_a_card_when_an_opponent_reveals_a_cheatin_hand():
    state = game(["Philip Swinford", "Mustang", "Tusk"], ["Clint Ramsey", "Clint Ramsey"])
    dude_in_play(state, 0, "Philip Swinford")
    to_hand(state, 0, "Mustang")  # the draw hand below takes the rest of the hand
    mine = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    theirs = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    frame = fight(state, [mine], [theirs])
    frame["shooter"] = [mine, theirs]
    tusk = on_top(state, 0, "Tusk")
    reveal(state, frame, {0: LEGAL, 1: ["Clint Ramsey", *LEGAL[:4]]})  # two JS: cheatin'
    hand = len(state.hand[0])

    assert frame["cheatin"] == [False, True] and state.to_act() == [0]
    act(state, "pick", choice="trade")
    discarded = discard_first(state)

    assert discarded in state.discard[0] and tusk in state.hand[0] and len(state.hand[0]) == hand
    state.check_invariants()


def test_philip_swinford_stays_quiet_without_a_cheater():
    state = game(["Philip Swinford"])
    dude_in_play(state, 0, "Philip Swinford")
    mine = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    frame = fight(state, [mine], [dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)])
    reveal(state, frame, {0: LEGAL, 1: [*LEGAL[:4], "Ezrael Jones"]})
    assert not any(f["kind"] == "pick" for f in state.stack)


def test_fancy_new_hat_keeps_other_players_from_lowering_its_dudes_influence():
    state = game(["Fancy New Hat", "Walter Jameson", "The Mayor's Office"], ["The Mayor's Office", "Hustings"])
    office = deed(state, 1, "The Mayor's Office")
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)  # nearby
    plain = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 0, "Fancy New Hat", walter)
    before = influence(state, walter)

    state.stack[-1]["seat"] = 1
    use(state, office, [walter, -1], seat=1)
    assert influence(state, walter) == before  # another player's ability

    effects_before = len(state.effects)
    use(state, deed(state, 0, "The Mayor's Office"), [walter, -1])
    assert len(state.effects) == effects_before + 1 and influence(state, walter) == before - 1  # his own player's
    assert control_points_of_card(state, walter) == 0
    state.check_invariants()

    hustings = deed(state, 1, "Hustings")
    for dude in (walter, plain):
        state.at[dude] = home(state, 0)
        state.booted[dude] = 1
    assert influence(state, plain) == 0  # Hustings: 1 - 1
    assert influence(state, walter) == before - 1  # only his own Mayor's Office still counts
    assert hustings in state.play[1]


def test_thisll_hurt_in_the_morning_replaces_cheatin_cards_and_makes_the_cheater_pay_or_ace():
    state, frame, hurt, shown, replacement = hurt_at_resolution()
    assert state.to_act() == [0]
    before = state.stash[:]

    use(state, hurt, [shown[1]])

    assert frame["hand_cards"][1] == [shown[0], *shown[2:], replacement]
    assert not frame["cheatin"][1] and frame["hands"][1]["name"] == "Pair"  # JS 9S 8S 8D 5S
    assert state.to_act() == [1]  # a legal hand: pay 1 GR or ace the card
    act(state, "pick", choice="pay")
    assert state.stash[1] == before[1] - 1 and state.stash[0] == before[0] + 1
    state.check_invariants()


def test_thisll_hurt_in_the_morning_aces_the_card_the_cheater_will_not_pay_for():
    state, _, hurt, shown, _ = hurt_at_resolution()

    use(state, hurt, [shown[0], shown[2]])
    act(state, "pick", choice="ace")
    act(state, "pick", choice="ace")

    assert shown[0] in state.boot_hill[1] and shown[2] in state.boot_hill[1]
    state.check_invariants()


def test_thisll_hurt_in_the_morning_needs_a_cheater():
    state = game(["This'll Hurt in the Morning'", "Ezrael Jones"])
    mine = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    frame = fight(state, [mine], [dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)])
    to_hand(state, 0, "This'll Hurt in the Morning'")
    frame["hand_cards"] = [[], in_discard(state, 1, ["Clint Ramsey", "El Anónimo", "Pancho Castillo", "Avie Cline",
                                                     "Pat's Perch"])]  # fmt: skip
    at_resolution(state, frame, {0: "2H 3H 5D 8C KD", 1: "JS QS 8S 5S 10S"}, {0: mine})
    assert not any(f["kind"] == "plays" for f in state.stack)


# ---- Outlaws -----------------------------------------------------------------------------------


def test_baker_andrews_takes_a_bounty_to_raise_a_cheatin_hand():
    state = game(["Baker Andrews"])
    baker = dude_in_play(state, 0, "Baker Andrews", at=TOWN_SQUARE)
    frame = fight(state, [baker], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    at_resolution(state, frame, {0: "7S 7S 7D KS 4C", 1: "2H 3H 5D 8C JS"}, {0: baker})

    use(state, baker)

    assert state.bounty[baker] == 1 and frame["rank_bonus"][0] == 1
    state.check_invariants()


def test_baker_andrews_needs_a_cheatin_hand():
    state = game(["Baker Andrews"])
    baker = dude_in_play(state, 0, "Baker Andrews", at=TOWN_SQUARE)
    frame = fight(state, [baker], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    at_resolution(state, frame, {0: "7S 7H 7D KS 4C", 1: "2H 3H 5D 8C JS"}, {0: baker})
    assert not any(f["kind"] == "plays" for f in state.stack)


def test_dave_slim_gorman_discards_his_shootout_hex_to_make_every_dude_a_draw():
    state = game(['Dave "Slim" Gorman', "Shadow Walk", "Jessica Patchett"])
    dave = dude_in_play(state, 0, 'Dave "Slim" Gorman')
    walk = give(state, 0, "Shadow Walk", dave)
    mine = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    theirs = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [mine], [theirs])
    flow.advance(state)
    on_top(state, 0, "Jessica Patchett")  # K: the Hex 7 test succeeds

    use(state, walk, "keep", ability=1)
    assert state.stack[-1]["kind"] == "react" and state.to_act() == [0]
    act(state, "react", card=dave)

    assert walk in state.discard[0]
    assert all(bullet_type(state, d) == "draw" for posse in frame["posse"] for d in posse)
    assert {dave, mine} <= set(frame["posse"][0])
    state.check_invariants()


def test_dave_slim_gorman_needs_the_hex_still_in_play():
    state = game(['Dave "Slim" Gorman', "Shadow Walk", "Jessica Patchett"])
    dave = dude_in_play(state, 0, 'Dave "Slim" Gorman')
    walk = give(state, 0, "Shadow Walk", dave)
    mine = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [mine], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)
    on_top(state, 0, "Jessica Patchett")

    use(state, walk, "discard", ability=1)  # Shadow Walk discards itself

    assert not any(f["kind"] == "react" for f in state.stack)


def test_jessica_patchett_costs_an_outlaws_outfit_1_less_per_own_wanted_dude():
    state = game(["Jessica Patchett", "Clint Ramsey"])
    jessica = to_hand(state, 0, "Jessica Patchett")
    wanted(state, dude_in_play(state, 0, "Clint Ramsey"))
    wanted(state, dude_in_play(state, 1, "Clint Ramsey"))  # an opposing wanted dude does not count
    assert play_cost(state, 0, jessica, None) == 10 - 1


def test_jessica_patchett_leads_a_job_on_the_most_bullets_and_aces_the_mark():
    state = game(["Jessica Patchett"], ["Clint Ramsey", "Pancho Castillo"])
    jessica = dude_in_play(state, 0, "Jessica Patchett", at=TOWN_SQUARE)
    dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)  # 2 bullets
    pancho = dude_in_play(state, 1, "Pancho Castillo")  # 3 bullets
    assert [a["target"] for a in abilities(state, jessica)] == [pancho]

    use(state, jessica, pancho)
    events = finish_posses(state)

    assert any(e["type"] == "job_succeeded" for e in events)
    assert pancho in state.boot_hill[1]
    assert state.booted[jessica] and state.at[jessica] == home(state, 0)
    state.check_invariants()


def test_jessica_patchett_cannot_lead_a_job_booted():
    state = game(["Jessica Patchett"], ["Pancho Castillo"])
    jessica = dude_in_play(state, 0, "Jessica Patchett", booted=True)
    dude_in_play(state, 1, "Pancho Castillo")
    assert abilities(state, jessica) == []


def test_kidnappin_discards_the_mark_and_puts_bounty_on_the_posse():
    state = game(["Kidnappin'", "Pancho Castillo", "Ezrael Jones"], ["Clint Ramsey"])
    card = to_hand(state, 0, "Kidnappin'")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)  # 3 bullets
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)  # 2 bullets

    use(state, card, [pancho, clint])
    assert state.booted[pancho]
    act(state, "join", dude=ezrael)
    events = finish_posses(state)

    assert any(e["type"] == "job_succeeded" for e in events)
    assert clint in state.discard[1]
    assert state.bounty[pancho] == state.bounty[ezrael] == 1
    state.check_invariants()


def test_kidnappin_fails_when_the_posse_has_no_more_bullets_than_the_mark():
    state = game(["Kidnappin'", "Ezrael Jones"], ["Clint Ramsey"])
    card = to_hand(state, 0, "Kidnappin'")
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)  # 1 bullet
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)  # 2 bullets

    use(state, card, [ezrael, clint])
    events = finish_posses(state)

    assert any(e["type"] == "job_failed" for e in events)
    assert clint in state.play[1] and state.bounty[ezrael] == 1
    state.check_invariants()


def test_mugging_boots_the_marks_goods_and_aces_them_on_success():
    state = game(["Mugging", "Pancho Castillo"], ["Clint Ramsey", "Shotgun", "Fancy New Hat"])
    card = to_hand(state, 0, "Mugging")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    shotgun = give(state, 1, "Shotgun", clint)
    hat = give(state, 1, "Fancy New Hat", clint)

    use(state, card, [pancho, clint, shotgun])
    assert state.booted[shotgun] and not state.booted[hat] and not state.booted[pancho]
    finish_posses(state)

    assert state.at[clint] == home(state, 1) and state.booted[clint]
    act(state, "pick", card=shotgun)
    assert shotgun in state.boot_hill[1] and hat in state.play[1]  # only booted cards
    state.check_invariants()


def test_mugging_needs_an_unbooted_leader():
    state = game(["Mugging", "Pancho Castillo"], ["Clint Ramsey"])
    card = to_hand(state, 0, "Mugging")
    dude_in_play(state, 0, "Pancho Castillo", booted=True)
    dude_in_play(state, 1, "Clint Ramsey")
    assert abilities(state, card) == []


def test_pinned_down_makes_the_dude_the_first_casualty_and_weaker_as_a_shooter():
    state = game(["Pinned Down", "Pancho Castillo"], ["Clint Ramsey", "El Anónimo"])
    card = to_hand(state, 0, "Pinned Down")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    other = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [clint, other])
    flow.advance(state)

    use(state, card, clint)
    assert bullets(state, clint) == 2
    frame["shooter"][1] = clint
    assert bullets(state, clint) == 0  # 2 - 3, no lower than 0
    frame["shooter"][1] = other
    assert bullets(state, clint) == 2

    state.stack.append({"kind": "casualties", "seat": 1, "left": 1, "first": True})
    assert {a["card"] for a in state.legal_actions(1)} == {clint}


def test_lemat_revolver_adds_its_dudes_bullets_against_a_cheater():
    state = game(["LeMat Revolver", "Pancho Castillo"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    lemat = give(state, 0, "LeMat Revolver", pancho)
    frame = fight(state, [pancho], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    at_resolution(state, frame, {0: "2H 3H 5D 8C KD", 1: "7S 7S 7D KS 4C"}, {0: pancho})

    use(state, lemat)

    assert frame["rank_bonus"][0] == 4 and state.booted[lemat]  # Pancho's 3 and the LeMat's 1


SEVENS_FOURS_FIVE = ["Baker Andrews", "Cattle Market", "Tusk", "Belligerence", "Mustang"]  # 7S 7D 4H 4C 5H


def lemat_at_resolution(top: str, shooter: bool = True):
    """Pancho (3 stud) carries the LeMat; his side showed 7 7 4 4 5 with ``top`` on the discard pile."""
    state = game(["LeMat Revolver", "Pancho Castillo", *SEVENS_FOURS_FIVE, "Shane & Graves Security"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    lemat = give(state, 0, "LeMat Revolver", pancho)
    helper = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [pancho, helper], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    hand = in_discard(state, 0, SEVENS_FOURS_FIVE)
    frame["hand_cards"], frame["discard_top"] = [hand, []], [in_discard(state, 0, [top])[0], None]
    at_resolution(state, frame, {0: "7S 7D 4H 4C 5H", 1: "2H 3H 5D 8C JS"}, {0: pancho if shooter else helper})
    return state, frame, lemat


def test_lemat_revolver_makes_three_pairs_with_the_top_of_the_discard_pile():
    state, frame, lemat = lemat_at_resolution("Shane & Graves Security")  # 5D: a third pair

    assert [a["ability"] for a in abilities(state, lemat)] == [1]
    use(state, lemat, ability=1)

    assert frame["rank_bonus"][0] == 4 and state.booted[lemat]


def test_lemat_revolver_needs_a_third_pair_and_its_dude_as_the_shooter():
    state, _, _ = lemat_at_resolution("Ezrael Jones")  # 9S: two pairs only
    assert not any(f["kind"] == "plays" for f in state.stack)

    state, _, _ = lemat_at_resolution("Shane & Graves Security", shooter=False)
    assert not any(f["kind"] == "plays" for f in state.stack)


def test_long_strides_ranch_saddles_a_horse_for_2_less_and_produces_more_with_two_horses():
    state = game(["Long Strides Ranch", "Mustang", "Pinto", "Pancho Castillo"])
    ranch = deed(state, 0, "Long Strides Ranch")
    pancho = dude_in_play(state, 0, "Pancho Castillo", booted=True)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    mustang = to_hand(state, 0, "Mustang")
    pinto = to_hand(state, 0, "Pinto")
    before, produced = state.stash[0], production(state, 0)

    use(state, ranch, [mustang, pancho])  # a booted dude at home still gets it
    assert state.attached_to[mustang] == pancho and state.stash[0] == before  # cost 2 - 2
    assert abilities(state, ranch) == []  # the ranch booted

    assert pinto in state.hand[0]
    give(state, 0, "Pinto", clint)  # bought another way: two Horses
    assert production(state, 0) == produced + 2
    state.check_invariants()


def test_long_strides_ranch_belongs_to_its_controller():
    state = game(["Long Strides Ranch", "Mustang"], ["Jessica Patchett"])
    ranch = deed(state, 0, "Long Strides Ranch")
    dude_in_play(state, 0, "Clint Ramsey")
    to_hand(state, 0, "Mustang")
    dude_in_play(state, 1, "Jessica Patchett", at=ranch)  # 3 influence takes the ranch
    assert abilities(state, ranch) == []


def test_the_sloane_gang_rewards_a_dude_still_in_the_town_square_at_nightfall():
    state = game(["Pancho Castillo"])
    sloane = home(state, 0)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    dude_in_play(state, 0, "Clint Ramsey")  # at home: not a target
    assert [a["target"] for a in abilities(state, sloane)] == [pancho]
    use(state, sloane, pancho)
    assert state.booted[pancho]

    state.stack = [{"kind": "day", "step": "nightfall"}]
    flow.advance(state)
    assert state.to_act() == [0] and {a.get("choice") for a in state.legal_actions(0)} == {"gain", "control"}
    act(state, "pick", choice="control")

    assert control_points_of_card(state, pancho) == 1
    state.check_invariants()


def test_the_sloane_gang_pays_1_per_opponent_and_nothing_once_the_dude_left():
    state = game(["Pancho Castillo"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    use(state, home(state, 0), pancho)
    before = state.stash[0]
    state.stack = [{"kind": "day", "step": "nightfall"}]
    flow.advance(state)
    act(state, "pick", choice="gain")
    assert state.stash[0] == before + 1

    other = game(["Pancho Castillo"])
    dude = dude_in_play(other, 0, "Pancho Castillo", at=TOWN_SQUARE)
    use(other, home(other, 0), dude)
    other.at[dude] = home(other, 0)
    other.stack = [{"kind": "day", "step": "nightfall"}]
    flow.advance(other)
    assert other.stack[-1]["kind"] == "night"


# ---- more base-set Law Dogs, Outlaws and drifters ----------------------------------------------


def laura_in_a_fight(bounty: int):
    state = game(["Laura Banks"], ["Clint Ramsey"])
    laura = dude_in_play(state, 0, "Laura Banks", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    wanted(state, clint, bounty)
    fight(state, [laura], [clint])
    flow.advance(state)
    return state, laura, clint


def test_laura_banks_gives_a_bounty_in_her_shootout():
    state, laura, clint = laura_in_a_fight(0)
    assert [clint, "remove"] not in [a["target"] for a in abilities(state, laura)]  # nothing to remove

    use(state, laura, [clint, "give"])

    assert state.bounty[clint] == 1
    assert state.stack[-1]["kind"] != "plays"  # once a turn: the window closed
    state.check_invariants()


def test_laura_banks_removes_a_bounty_in_her_shootout():
    state, laura, clint = laura_in_a_fight(2)
    use(state, laura, [clint, "remove"])
    assert state.bounty[clint] == 1
    state.check_invariants()


def test_clyde_owens_calls_out_a_dude_here_and_a_wanted_one_cannot_refuse():
    state = game(["Clyde Owens"], ["Clint Ramsey", "Pancho Castillo"])
    clyde = dude_in_play(state, 0, "Clyde Owens", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    dude_in_play(state, 1, "Pancho Castillo")  # at his home: no call-out there
    wanted(state, clint)
    assert [a["target"] for a in abilities(state, clyde)] == [clint]

    use(state, clyde, clint)

    assert [a["type"] for a in state.legal_actions(1)] == ["accept"]
    act(state, "accept")
    assert state.stack[-1]["kind"] == "posse"


def test_clyde_owens_lets_an_unwanted_dude_refuse_and_needs_to_be_unbooted():
    state = game(["Clyde Owens"], ["Clint Ramsey"])
    clyde = dude_in_play(state, 0, "Clyde Owens", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    use(state, clyde, clint)
    assert {a["type"] for a in state.legal_actions(1)} == {"accept", "refuse"}

    other = game(["Clyde Owens"], ["Clint Ramsey"])
    booted = dude_in_play(other, 0, "Clyde Owens", at=TOWN_SQUARE, booted=True)
    dude_in_play(other, 1, "Clint Ramsey", at=TOWN_SQUARE)
    assert abilities(other, booted) == []


def test_deborah_west_boots_her_melee_weapon_to_put_a_bounty_on_an_opposing_dude():
    state = game(["Deborah West (Exp.1)", "Bowie Knife"], ["Clint Ramsey"])
    deborah = dude_in_play(state, 0, "Deborah West (Exp.1)", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [deborah], [clint])
    flow.advance(state)
    knife = give(state, 0, "Bowie Knife", deborah)

    use(state, deborah, [knife, clint])

    assert state.booted[knife] and state.bounty[clint] == 1
    assert abilities(state, deborah) == []


def test_deborah_west_needs_a_miracle_or_melee_weapon():
    state = game(["Deborah West (Exp.1)"], ["Clint Ramsey"])
    deborah = dude_in_play(state, 0, "Deborah West (Exp.1)", at=TOWN_SQUARE)
    fight(state, [deborah], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)
    assert state.stack[-1]["kind"] != "plays"


def test_ma_florence_aims_has_her_bounty_as_influence_up_to_4():
    state = game(['"Ma" Florence Aims'])
    ma = dude_in_play(state, 0, '"Ma" Florence Aims')
    assert influence(state, ma) == 0
    wanted(state, ma, 3)
    assert influence(state, ma) == 3
    wanted(state, ma, 3)
    assert influence(state, ma) == 4


def test_milt_clemons_earns_1_ghost_rock_whenever_he_is_given_bounty():
    from games.engines.doomtown.zones import add_bounty

    state = game(["Milt Clemons"])
    milt = dude_in_play(state, 0, "Milt Clemons")
    other = dude_in_play(state, 0, "Clint Ramsey")
    before = state.stash[0]
    add_bounty(state, other)
    assert state.stash[0] == before
    add_bounty(state, milt, 2)
    assert state.stash[0] == before + 1
    state.check_invariants()


def test_padre_ernesto_boots_a_miracle_to_draw_when_an_opponent_cheats():
    state = game(["Padre Ernesto de Diaz", "Soothe", "Tusk"], ["Clint Ramsey", "Clint Ramsey"])
    ernesto = dude_in_play(state, 0, "Padre Ernesto de Diaz")
    soothe = give(state, 0, "Soothe", ernesto)
    mine = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    theirs = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    frame = fight(state, [mine], [theirs])
    frame["shooter"] = [mine, theirs]
    tusk = on_top(state, 0, "Tusk")
    reveal(state, frame, {0: LEGAL, 1: ["Clint Ramsey", *LEGAL[:4]]})

    assert {a.get("card", a.get("choice")) for a in state.legal_actions(0)} == {soothe, "keep"}
    act(state, "pick", card=soothe)

    assert state.booted[soothe] and tusk in state.hand[0]


def test_padre_ernesto_needs_an_unbooted_miracle():
    state = game(["Padre Ernesto de Diaz", "Soothe"], ["Clint Ramsey", "Clint Ramsey"])
    ernesto = dude_in_play(state, 0, "Padre Ernesto de Diaz")
    soothe = give(state, 0, "Soothe", ernesto)
    state.booted[soothe] = 1
    mine = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    frame = fight(state, [mine], [dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)])
    reveal(state, frame, {0: LEGAL, 1: ["Clint Ramsey", *LEGAL[:4]]})
    assert not any(f["kind"] == "pick" for f in state.stack)


def test_maria_kingsford_and_jose_morales_cast_better_in_a_shootout():
    from games.engines.doomtown.town import adjusted_stat

    state = game(["Maria Kingsford", "José Morales"])
    maria = dude_in_play(state, 0, "Maria Kingsford", at=TOWN_SQUARE)
    jose = dude_in_play(state, 0, "José Morales", at=TOWN_SQUARE)
    wanted(state, maria, 2)
    assert adjusted_stat(state, "Huckster", maria, 0) == adjusted_stat(state, "Huckster", jose, 0) == 0

    fight(state, [maria, jose], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    assert adjusted_stat(state, "Huckster", maria, 0) == 2  # her bounty
    assert adjusted_stat(state, "Huckster", jose, 0) == 3  # his bullets


def larry_in_a_fight(booted: bool = False, dealer: int = 1):
    state = game(['Larry "Sevens" Swift', "Shadow Walk"], ["Clint Ramsey", "Shotgun"])
    state.dealer = dealer
    larry = dude_in_play(state, 0, 'Larry "Sevens" Swift', at=TOWN_SQUARE, booted=booted)
    walk = give(state, 0, "Shadow Walk", larry)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    shotgun = give(state, 1, "Shotgun", clint)
    fight(state, [larry], [clint], step="formed")
    flow.advance(state)
    return state, larry, walk, shotgun


def test_larry_sevens_swift_boots_his_spell_and_takes_a_bounty_to_boot_an_opposing_attachment():
    state, larry, walk, shotgun = larry_in_a_fight()
    assert state.stack[-1]["kind"] == "react" and state.to_act() == [0]

    act(state, "react", card=larry)
    act(state, "pick", choice=f"{walk} {shotgun}")

    assert state.booted[walk] and state.booted[shotgun] and state.bounty[larry] == 1
    state.check_invariants()


def test_larry_sevens_swift_must_be_unbooted_unless_his_player_deals():
    state, *_ = larry_in_a_fight(booted=True)
    assert state.stack[-1]["kind"] != "react"

    state, larry, *_ = larry_in_a_fight(booted=True, dealer=0)
    assert state.stack[-1]["kind"] == "react"


def test_deadwood_miners_alliance_boots_a_dude_away_from_its_own_locations_for_bounty_and_ghost_rock():
    state = game(["Pancho Castillo", "Clint Ramsey"], ["Cattle Market"], outfit="24011")
    outfit = home(state, 0)
    market = deed(state, 1, "Cattle Market")  # Private
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=market)
    dude_in_play(state, 0, "Ezrael Jones")  # at home: not a target
    assert {a["target"] for a in abilities(state, outfit)} == {pancho, clint}
    before = state.stash[0]

    use(state, outfit, pancho)
    assert state.booted[pancho] and state.bounty[pancho] == 2 and state.stash[0] == before + 1
    state.booted[outfit] = 0
    state.used.clear()
    use(state, outfit, clint)
    assert state.bounty[clint] == 1 and state.stash[0] == before + 3
    state.check_invariants()


def test_deadwood_miners_alliance_dudes_with_4_bounty_hold_a_control_point_in_the_town_square():
    state = game(["Pancho Castillo"], outfit="24011")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    wanted(state, pancho, 3)
    assert control_points_of_card(state, pancho) == 0
    wanted(state, pancho)
    assert control_points_of_card(state, pancho) == 1
    state.at[pancho] = home(state, 0)
    assert control_points_of_card(state, pancho) == 0


def test_saved_by_grace_lets_a_skilled_dude_away_from_home_take_a_card_from_the_top_of_the_deck():
    state = game(["Padre Ernesto de Diaz", "Jessica Patchett", "Tusk"], outfit="24010")
    outfit = home(state, 0)
    ernesto = dude_in_play(state, 0, "Padre Ernesto de Diaz", at=TOWN_SQUARE)  # Blessed 1
    on_top(state, 0, "Jessica Patchett")  # the pull: 13 + 1 against 7
    tusk = on_top(state, 0, "Tusk")
    state.deck[0].insert(-1, state.deck[0].pop())  # Jessica on top, Tusk under her
    hand, before = len(state.hand[0]), state.stash[0]

    use(state, outfit, [ernesto, "Blessed"])
    offered = [a.get("card", a.get("choice")) for a in state.legal_actions(0)]
    assert tusk in offered and "none" in offered and len(offered) == min(6, len(state.deck[0])) + 1
    act(state, "pick", card=tusk)
    discard_first(state)

    assert tusk in state.hand[0] and len(state.hand[0]) == hand
    assert state.booted[ernesto] and state.stash[0] == before + 1
    state.check_invariants()


def test_saved_by_grace_needs_a_skilled_dude_away_from_home_and_a_passed_test():
    state = game(["Padre Ernesto de Diaz", "Belligerence"], outfit="24010")
    outfit = home(state, 0)
    ernesto = dude_in_play(state, 0, "Padre Ernesto de Diaz")
    dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)  # no skill
    assert abilities(state, outfit) == []

    state.at[ernesto] = TOWN_SQUARE
    on_top(state, 0, "Belligerence")  # 4 + 1 against 7
    before = state.stash[0]
    use(state, outfit, [ernesto, "Blessed"])
    assert not state.booted[ernesto] and state.stash[0] == before and state.stack[-1]["kind"] == "noon"


def drew_at_the_reveal(at_home: bool = True):
    state = game(["Drew Beauman", "Hydro-Puncher", "Jessica Patchett"], ["Clint Ramsey", "Clint Ramsey"])
    drew = dude_in_play(state, 0, "Drew Beauman", at=None if at_home else TOWN_SQUARE)
    puncher = to_hand(state, 0, "Hydro-Puncher")
    mine = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    theirs = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    frame = fight(state, [mine], [theirs])
    frame["shooter"] = [mine, theirs]
    on_top(state, 0, "Jessica Patchett")  # the invention pull
    reveal(state, frame, {0: LEGAL, 1: ["Clint Ramsey", *LEGAL[:4]]})
    return state, drew, puncher


def test_drew_beauman_invents_a_gadget_without_booting_when_an_opponent_cheats():
    state, drew, puncher = drew_at_the_reveal()
    before = state.stash[0]

    act(state, "pick", card=puncher)

    assert state.attached_to[puncher] == drew and not state.booted[drew]
    assert state.stash[0] == before - state.table[puncher].num("cost")
    state.check_invariants()


def test_drew_beauman_invents_only_where_his_player_has_control():
    state, *_ = drew_at_the_reveal(at_home=False)
    assert not any(f["kind"] == "pick" for f in state.stack)


# ---- neutral base-set actions --------------------------------------------------------------------


def test_ol_fashioned_hangin_aces_a_wanted_mark_and_gives_the_leader_a_control_point():
    state = game(["Ol' Fashioned Hangin'", "Pancho Castillo"], ["Clint Ramsey", "El Anónimo"])
    card = to_hand(state, 0, "Ol' Fashioned Hangin'")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    other = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    wanted(state, clint, 2)
    wanted(state, other, 1)  # one bounty is not enough
    assert [a["target"] for a in abilities(state, card)] == [[pancho, clint]]
    before = state.stash[0]

    use(state, card, [pancho, clint])
    events = finish_posses(state)

    assert any(e["type"] == "job_succeeded" for e in events)
    cost = state.table[card].num("cost")
    assert clint in state.boot_hill[1] and state.stash[0] == before - cost + 2  # its bounty collected
    assert control_points_of_card(state, pancho) == 1
    state.check_invariants()


def test_establishin_whos_in_charge_gives_an_in_town_deed_a_permanent_control_point():
    state = game(["Establishin' Who's in Charge", "Pancho Castillo", "Cattle Market", "Pat's Perch"])
    card = to_hand(state, 0, "Establishin' Who's in Charge")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    market = deed(state, 0, "Cattle Market")
    deed(state, 0, "Pat's Perch")  # Out of Town: not a mark
    assert [a["target"] for a in abilities(state, card)] == [[pancho, market]]
    before = control_points_of_card(state, market)

    use(state, card, [pancho, market])
    finish_posses(state)

    assert control_points_of_card(state, market) == before + 1
    state.check_invariants()


def test_make_the_smart_choice_cuts_bullets_by_influence_and_its_controller_may_run():
    state = game(["Make the Smart Choice", "Pancho Castillo"], ["Clint Ramsey", "El Anónimo"])
    card = to_hand(state, 0, "Make the Smart Choice")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    el = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)  # 2 bullets, 2 influence
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [el, clint])
    flow.advance(state)

    use(state, card, el)
    assert bullets(state, el) == 0 and state.to_act() == [1]
    act(state, "pick", choice="home")

    assert el not in frame["posse"][1] and state.at[el] == home(state, 1) and state.booted[el]
    state.check_invariants()
