"""Goods of the later packs that change call-outs (The Bloody Star) and Gadgets that change a pull or
a draw hand (Decimator Array, Analytical Cognisizer, Devil's Six Gun, Magnum Opus Tenebri), each in
a real game with what keeps it shut."""

from __future__ import annotations

from games.engines.doomtown.abilities.inventing import invent_skill
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.casualties import casualty_options
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, home, upkeep, value
from tests.engines.doomtown.card_scenario import (
    abilities,
    armed_at_resolution,
    fight,
    game,
    give,
    pick,
    plays,
    use,
    wanted,
)
from tests.engines.doomtown.scenario import (
    act,
    dude_in_play,
    is_legal,
    named,
    noon_seat,
    take,
    to_hand,
    top_card_of_value,
)

# ---- The Bloody Star ----------------------------------------------------------------------------------


def test_the_bloody_star_is_bought_for_two_bounty_but_never_for_a_deputy():
    state = game(["The Bloody Star", "Clint Ramsey", "Tommy Harden"])
    clint = dude_in_play(state, 0, "Clint Ramsey")
    tommy = dude_in_play(state, 0, "Tommy Harden")  # a Deputy
    star = to_hand(state, 0, "The Bloody Star")
    noon_seat(state, 0)
    assert not is_legal(state, "buy", card=star, dude=tommy)
    act(state, "buy", card=star, dude=clint)
    assert state.attached_to[star] == clint and state.bounty[clint] == 2
    state.check_invariants()


def starred_at_home(leader_wanted: bool):
    """Seat 1's Clint wears the star at home; seat 0's Pancho (wanted or not) stands there with him."""
    state = game(["Pancho Castillo"], ["Clint Ramsey", "The Bloody Star", "Avie Cline"])
    clint = dude_in_play(state, 1, "Clint Ramsey")
    star = give(state, 1, "The Bloody Star", clint)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=home(state, 1))
    if leader_wanted:
        wanted(state, pancho)
    noon_seat(state, 0)
    return state, pancho, clint, star


def test_the_bloody_star_dude_is_called_out_at_home_and_cannot_refuse_a_dude_without_bounty():
    state, pancho, clint, _ = starred_at_home(leader_wanted=False)
    act(state, "callout", dude=pancho, mark=clint)
    assert is_legal(state, "accept") and not is_legal(state, "refuse")


def test_the_bloody_star_dude_may_refuse_a_wanted_dude_and_others_at_home_stay_safe():
    state, pancho, clint, _ = starred_at_home(leader_wanted=True)
    avie = dude_in_play(state, 1, "Avie Cline")  # at home too, without a star
    assert not is_legal(state, "callout", dude=pancho, mark=avie)
    act(state, "callout", dude=pancho, mark=clint)
    assert is_legal(state, "refuse")


def test_the_bloody_star_of_a_dude_away_from_home_changes_nothing_there():
    state, pancho, clint, _ = starred_at_home(leader_wanted=True)
    state.at[pancho] = state.at[clint] = TOWN_SQUARE
    act(state, "callout", dude=pancho, mark=clint)
    assert is_legal(state, "refuse")


# ---- Magnum Opus Tenebri ------------------------------------------------------------------------------


def test_magnum_opus_tenebri_is_invented_by_a_huckster_with_the_huckster_skill():
    state = game(["Magnum Opus Tenebri", "Avie Cline", "Clint Ramsey"])
    avie = dude_in_play(state, 0, "Avie Cline")  # Huckster 0, no Mad Scientist skill
    clint = dude_in_play(state, 0, "Clint Ramsey")
    opus = to_hand(state, 0, "Magnum Opus Tenebri")
    noon_seat(state, 0)
    assert invent_skill(state, avie, opus) == "Huckster" and invent_skill(state, clint, opus) is None
    assert is_legal(state, "invent", card=opus, dude=avie) and not is_legal(state, "invent", card=opus, dude=clint)


def opus_fight(avie_booted: bool = False):
    """Avie (Opus: 1 bullet), Alan Campbell (an Abomination, 3) and Pancho (3) fight Tommy Harden
    (value 3), Erik Samson (6) and Clint Ramsey (11) in the town square: 7 bullets in the posse."""
    state = game(["Magnum Opus Tenebri", "Avie Cline", "Alan Campbell", "Pancho Castillo"],
                 ["Tommy Harden", "Erik Samson", "Clint Ramsey"])  # fmt: skip
    mine = [dude_in_play(state, 0, name, at=TOWN_SQUARE) for name in ("Avie Cline", "Alan Campbell", "Pancho Castillo")]
    theirs = [dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in ("Tommy Harden", "Erik Samson", "Clint Ramsey")]
    opus = give(state, 0, "Magnum Opus Tenebri", mine[0])
    state.booted[mine[0]] = int(avie_booted)
    plays(state, mine, theirs)
    return state, opus, mine, theirs


def test_magnum_opus_tenebri_sends_home_a_dude_of_lower_value_than_the_posse_bullets():
    state, opus, (avie, alan, _), (tommy, erik, clint) = opus_fight()
    assert sorted(a["target"] for a in abilities(state, opus)) == sorted([tommy, erik])  # not Clint (11)
    use(state, opus, erik)  # 7 - 6: too close to ace
    assert state.booted[avie] and state.booted[opus] and state.booted[erik]
    assert state.at[erik] == home(state, 1) and alan in state.play[0]
    state.check_invariants()


def test_magnum_opus_tenebri_may_ace_an_abomination_to_ace_a_dude_four_below():
    state, opus, (_, alan, _), (tommy, _, _) = opus_fight()
    use(state, opus, tommy)  # 7 - 3
    pick(state, alan)
    while state.stack[-1]["kind"] == "react":
        act(state, "react_pass")
    assert alan in state.boot_hill[0] and tommy in state.boot_hill[1]
    state.check_invariants()


def test_magnum_opus_tenebri_aces_nobody_when_declined_and_needs_its_dude_unbooted():
    state, opus, (_, alan, _), (tommy, _, _) = opus_fight()
    use(state, opus, tommy)
    pick(state, "none")
    assert alan in state.play[0] and tommy in state.play[1] and state.at[tommy] == home(state, 1)
    booted, opus, _, _ = opus_fight(avie_booted=True)
    assert abilities(booted, opus) == []


# ---- Decimator Array ----------------------------------------------------------------------------------


def test_decimator_array_makes_its_mad_scientist_cheaper_and_worthier_and_itself_a_sidekick():
    state = game(["Decimator Array", 'Chuan "Jen" Qí'], outfit="24004")  # her faction: upkeep as printed
    jen = dude_in_play(state, 0, 'Chuan "Jen" Qí')  # Mad Scientist 0, value 5, upkeep 1
    array = give(state, 0, "Decimator Array", jen)
    assert value(state, jen) == 8 and upkeep(state, 0, jen) == 0 and has_keyword(state, array, "Sidekick")


def test_decimator_array_gives_nothing_to_a_dude_without_the_skill():
    state = game(["Decimator Array", "Clint Ramsey"])
    clint = dude_in_play(state, 0, "Clint Ramsey")
    array = give(state, 0, "Decimator Array", clint)
    assert value(state, clint) == 11 and not has_keyword(state, array, "Sidekick")


def test_decimator_array_is_a_sidekick_that_covers_a_casualty():
    state = game(["Decimator Array", "Seamus O'Toole"], ["Clint Ramsey"])
    seamus = dude_in_play(state, 0, "Seamus O'Toole", at=TOWN_SQUARE)
    array = give(state, 0, "Decimator Array", seamus)
    fight(state, [seamus], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    assert (array, "discard", 1) in casualty_options(state, 0)


def test_decimator_array_invented_unboots_one_of_your_mad_scientists():
    state = game(["Decimator Array", "Seamus O'Toole", "Arnold Stewart"])
    seamus = dude_in_play(state, 0, "Seamus O'Toole")
    arnold = dude_in_play(state, 0, "Arnold Stewart", booted=True)
    array = to_hand(state, 0, "Decimator Array")
    top_card_of_value(state, 0, 11)  # 11 + 2 beats 6
    noon_seat(state, 0)
    act(state, "invent", card=array, dude=seamus)
    assert state.attached_to[array] == seamus and state.booted[seamus]
    options = [a["card"] for a in state.legal_actions(0) if a["type"] == "pick"]
    assert sorted(options) == sorted([seamus, arnold])
    pick(state, arnold)
    assert not state.booted[arnold]
    state.check_invariants()


def decimator_fight(booted: bool = False):
    drawn = ("2H 5D 7C 9S JH", "3S 4D 8C 10S KH")
    return armed_at_resolution("Seamus O'Toole", "Decimator Array", "Pancho Castillo", drawn, booted=booted)


def test_decimator_array_turns_a_card_into_a_heart_or_a_heart_into_another_value():
    state, frame, array = decimator_fight()
    targets = [a["target"] for a in state.legal_actions(0) if a["type"] == "ability" and a["card"] == array]
    assert ["5D", "5H"] in targets and ["2H", "5H"] in targets
    assert ["5D", "6D"] not in targets and ["2H", "2S"] not in targets
    assert len(targets) == 3 + 2 * 12  # three cards become hearts, two hearts take another value
    act(state, "ability", card=array, target=["2H", "9H"])  # a pair of nines, legal
    assert frame["hands"][0]["rank"] == 2 and not frame["cheatin"][0] and state.booted[array]


def test_decimator_array_stays_shut_once_booted():
    state, _, array = decimator_fight(booted=True)
    assert not [a for a in state.legal_actions(0) if a["type"] == "ability" and a["card"] == array]


# ---- Devil's Six Gun ----------------------------------------------------------------------------------

SIX_GUN_HANDS = ("2H 5D 7C 9S JH", "AS AS 3D 4C 9H")  # seat 1 cheats


def six_gun_fight(jokers: tuple[str, ...] = ("Joker (red)",), booted: bool = False, their_hand: str = SIX_GUN_HANDS[1]):
    """Clint with the Six Gun against a cheater, seat 0's jokers in Boot Hill (red) or the discard pile (black)."""

    def put_jokers_away(state):
        for name in jokers:
            joker = named(state, 0, name)
            take(state, joker)
            (state.boot_hill if name == "Joker (red)" else state.discard)[0].append(joker)

    drawn = (SIX_GUN_HANDS[0], their_hand)
    return armed_at_resolution(
        "Clint Ramsey",
        "Devil's Six Gun",
        "Pancho Castillo",
        drawn,
        booted=booted,
        extra=list(jokers),
        prepare=put_jokers_away,
    )


def six_gun_calls(state, gun) -> list[list[str]]:
    return [a["target"] for a in state.legal_actions(0) if a["type"] == "ability" and a["card"] == gun]


def test_devils_six_gun_makes_a_stud():
    state, _, gun = six_gun_fight()
    assert bullet_type(state, state.attached_to[gun]) == "stud"


def test_devils_six_gun_calls_a_joker_from_boot_hill_as_the_card_declared_and_shuffles_it_back():
    state, frame, gun = six_gun_fight()
    joker = named(state, 0, "Joker (red)")
    assert ["2H", "9D"] in six_gun_calls(state, gun)
    act(state, "ability", card=gun, target=["2H", "9D"])  # 9D for the 2H: a pair of nines, legal
    assert frame["hands"][0]["rank"] == 2 and not frame["cheatin"][0] and state.booted[gun]
    assert joker in state.deck[0] and joker not in state.boot_hill[0]
    state.check_invariants()


def test_devils_six_gun_lets_its_player_choose_which_joker_answers():
    state, _, gun = six_gun_fight(jokers=("Joker (red)", "Joker (black)"))
    black = named(state, 0, "Joker (black)")
    act(state, "ability", card=gun, target=["5D", "9D"])
    pick(state, black)
    assert black in state.deck[0] and named(state, 0, "Joker (red)") in state.boot_hill[0]


def test_devils_six_gun_stays_shut_without_a_joker_booted_or_against_a_legal_hand():
    assert six_gun_calls(*six_gun_fight(jokers=())[::2]) == []
    assert six_gun_calls(*six_gun_fight(booted=True)[::2]) == []
    assert six_gun_calls(*six_gun_fight(their_hand="3S 4D 8C 10S KH")[::2]) == []


# ---- Analytical Cognisizer -------------------------------------------------------------------------


def test_analytical_cognisizer_once_invented_unboots_its_scientist_and_draws_a_card():
    state = game(["Seamus O'Toole", "Analytical Cognisizer"])
    seamus = dude_in_play(state, 0, "Seamus O'Toole")
    cognisizer = to_hand(state, 0, "Analytical Cognisizer")
    top_card_of_value(state, 0, 11)  # 11 + 2 meets 6
    hand = len(state.hand[0])
    noon_seat(state, 0)
    act(state, "invent", card=cognisizer, dude=seamus)
    assert state.attached_to[cognisizer] == seamus and not state.booted[seamus]
    assert len(state.hand[0]) == hand  # the Cognisizer left the hand, a card was drawn


def cognisizer_beside_seamus(apart=False, goods_in_hand=True):
    """Seat 0's Seamus O'Toole and Diego Linares (a Flame-Thrower: a Weapon Gadget) fighting in the
    town square with an Analytical Cognisizer on a dude there (``apart``: they fight at seat 0's home,
    the Cognisizer stands at seat 1's, on another street), a Shotgun in the hand (or no goods), and
    a club on top of the deck."""
    names = ["Seamus O'Toole", "Diego Linares", "Flame-Thrower", "Analytical Cognisizer", "Clint Ramsey", "Shotgun"]
    state = game([*names, "Technological Exhibition"], ["Clint Ramsey"])
    where = home(state, 0) if apart else TOWN_SQUARE
    seamus = dude_in_play(state, 0, "Seamus O'Toole", at=where)
    diego = dude_in_play(state, 0, "Diego Linares", at=where)
    thrower = give(state, 0, "Flame-Thrower", diego)
    holder = dude_in_play(state, 0, "Clint Ramsey", at=home(state, 1) if apart else where)
    cognisizer = give(state, 0, "Analytical Cognisizer", holder)
    shotgun = to_hand(state, 0, "Shotgun") if goods_in_hand else None
    state.discard[0].extend(c for c in state.hand[0] if state.table[c].type == "goods" and c != shotgun)
    state.hand[0][:] = [c for c in state.hand[0] if state.table[c].type != "goods" or c == shotgun]
    foe = dude_in_play(state, 1, "Clint Ramsey", at=where)
    plays(state, [seamus, diego], [foe], location=where)
    top = named(state, 0, "Technological Exhibition")  # a club
    take(state, top)
    state.deck[0].append(top)
    return state, seamus, diego, thrower, cognisizer, shotgun


def test_analytical_cognisizer_makes_a_gadgets_club_pull_a_heart_for_a_goods_of_the_hand():
    state, seamus, diego, thrower, cognisizer, shotgun = cognisizer_beside_seamus()
    before = bullet_type(state, diego)
    use(state, seamus, [diego, thrower])
    assert state.stack[-1]["kind"] == "react" and bullet_type(state, diego) == before  # pulled, not yet read
    act(state, "react", card=cognisizer)
    pick(state, shotgun)
    assert shotgun in state.discard[0] and state.booted[cognisizer]
    assert bullet_type(state, diego) == before  # a heart: the Flame-Thrower's +2, no zero draw
    assert any(e["stat"] == "bullets" and e["card"] == thrower and e.get("amount") == 2 for e in state.effects)


def test_a_gadgets_pull_the_cognisizer_lets_pass_keeps_its_club():
    state, seamus, diego, thrower, cognisizer, shotgun = cognisizer_beside_seamus()
    use(state, seamus, [diego, thrower])
    act(state, "react_pass")
    assert bullet_type(state, diego) == "draw" and shotgun in state.hand[0] and not state.booted[cognisizer]


def test_analytical_cognisizer_needs_a_goods_to_discard_an_unbooted_self_and_a_pull_nearby():
    state, seamus, diego, thrower, cognisizer, _ = cognisizer_beside_seamus(goods_in_hand=False)
    use(state, seamus, [diego, thrower])
    assert bullet_type(state, diego) == "draw"  # no goods in the hand: no window, the club is read

    state, seamus, diego, thrower, cognisizer, _ = cognisizer_beside_seamus()
    state.booted[cognisizer] = 1
    use(state, seamus, [diego, thrower])
    assert bullet_type(state, diego) == "draw"  # booted

    state, seamus, diego, thrower, cognisizer, _ = cognisizer_beside_seamus(apart=True)
    assert not is_legal(state, "react", card=cognisizer)
    use(state, seamus, [diego, thrower])
    assert bullet_type(state, diego) == "draw"  # the pull is neither at its location nor next to it


def test_analytical_cognisizer_does_not_answer_an_invention_pull_whose_suit_is_never_read():
    state = game(["Seamus O'Toole", "Analytical Cognisizer", "Hydro-Puncher", "Shotgun", "Walter Jameson"])
    seamus = dude_in_play(state, 0, "Seamus O'Toole")
    cognisizer = give(state, 0, "Analytical Cognisizer", seamus)
    to_hand(state, 0, "Shotgun")
    puncher = to_hand(state, 0, "Hydro-Puncher")
    top_card_of_value(state, 0, 1)
    noon_seat(state, 0)
    act(state, "invent", card=puncher, dude=seamus)
    assert puncher in state.discard[0] and state.stack[-1]["kind"] == "noon" and not state.booted[cognisizer]
