"""The last spells and action cards of the pool (Remedy, Intercession, ...): each in a real game,
with what keeps it shut (booted, a failed skill test, no fitting event, wrong timing)."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.core import REGISTRY, Use
from games.engines.doomtown.abilities.effects import add as add_effect
from games.engines.doomtown.abilities.rounds import adjust_casualties, cheatin_shown, kept_in_fight
from games.engines.doomtown.poker import parse_hand
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, control_points_of_card
from tests.engines.doomtown import card_scenario as scene
from tests.engines.doomtown.scenario import act, dude_in_play, noon_seat, to_hand
from tests.engines.doomtown.test_gamblin_cheatin import CHEATIN, LEGAL, gamblin, resolutions

# ---- Remedy -------------------------------------------------------------------------------------------


def _remedy_fight():
    """Lydia (Shaman 0) with Remedy against Pancho (3 bullets) holding a Shotgun."""
    state = scene.game(["Lydia Bear-Hands", "Remedy", "Clint Ramsey", "Walter Jameson"], ["Pancho Castillo", "Shotgun"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    remedy = scene.give(state, 0, "Remedy", lydia)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    shotgun = scene.give(state, 1, "Shotgun", pancho)
    frame = scene.plays(state, [lydia], [pancho])
    return state, lydia, remedy, pancho, shotgun, frame


def test_remedy_keeps_printed_bullets_and_weapons_and_counts_later_changes():
    state, lydia, remedy, pancho, _, frame = _remedy_fight()
    add_effect(state, "bullets", pancho, 2, until="shootout", by=1)  # a bonus made before Remedy
    assert bullets(state, pancho) == 3 + 1 + 2
    assert sorted(a["target"] for a in scene.abilities(state, remedy)) == sorted([lydia, pancho])
    scene.on_top(state, 0, "Clint Ramsey")  # 11 + 0 passes Spirit 7
    scene.use(state, remedy, pancho)
    assert state.booted[remedy]
    assert bullets(state, pancho) == 3 + 1  # printed and the Shotgun's bonus; the earlier +2 is gone
    assert kept_in_fight(state, pancho, "card") and kept_in_fight(state, pancho, "flee")
    add_effect(state, "bullets", pancho, 1, until="shootout", by=0)  # made after Remedy: it counts
    assert bullets(state, pancho) == 3 + 1 + 1
    frame["round"] += 1  # next round: Remedy's round is over
    state.effects = [e for e in state.effects if e["until"] != "round"]
    assert bullets(state, pancho) == 3 + 1 + 2 + 1 and not kept_in_fight(state, pancho, "card")
    assert scene.abilities(state, remedy) == []  # booted


def test_remedy_does_nothing_when_its_pull_fails():
    state, _, remedy, pancho, _, _ = _remedy_fight()
    add_effect(state, "bullets", pancho, 2, until="shootout", by=1)
    scene.on_top(state, 0, "Walter Jameson")  # 1 + 0 misses 7
    scene.use(state, remedy, pancho)
    assert state.booted[remedy] and bullets(state, pancho) == 6
    assert not kept_in_fight(state, pancho, "card")


def test_remedy_is_no_noon_play():
    state = scene.game(["Lydia Bear-Hands", "Remedy"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    remedy = scene.give(state, 0, "Remedy", lydia)
    assert scene.abilities(state, remedy) == []


# ---- Intercession -------------------------------------------------------------------------------------


def _intercession_fight(theirs: str = "Erik Samson"):
    """Ezrael (Blessed 1) with Intercession and Walter at home against ``theirs`` (with Calling the Cavalry)."""
    state = scene.game(["Ezrael Jones", "Intercession", "Walter Jameson", "Clint Ramsey", "Pancho Castillo"],
                 [theirs, "Calling the Cavalry"])  # fmt: skip
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    spell = scene.give(state, 0, "Intercession", ezrael)
    walter = dude_in_play(state, 0, "Walter Jameson")
    erik = dude_in_play(state, 1, theirs, at=TOWN_SQUARE)
    cavalry = to_hand(state, 1, "Calling the Cavalry")
    scene.plays(state, [ezrael], [erik])
    return state, ezrael, spell, walter, erik, cavalry


def test_intercession_makes_your_dude_a_stud_after_an_opposing_dude_becomes_one():
    state, ezrael, spell, walter, erik, cavalry = _intercession_fight()
    act(state, "pass")
    act(state, "ability", card=cavalry, target=erik, ability=0)
    assert bullet_type(state, erik) == "stud" and scene.reacts_offered(state) == [spell]
    scene.on_top(state, 0, "Clint Ramsey")  # 11 + 1 passes Miracle 5
    act(state, "react", card=spell)
    assert state.booted[spell]
    assert sorted(a["card"] for a in state.legal_actions(0)) == sorted([ezrael, walter])
    act(state, "pick", card=walter)
    assert bullet_type(state, walter) == "stud"
    assert [e["until"] for e in state.effects if e["card"] == walter] == ["shootout"]


def test_intercession_waits_for_a_dude_who_was_a_draw():
    state, _, spell, _, pancho, cavalry = _intercession_fight("Pancho Castillo")
    act(state, "pass")
    act(state, "ability", card=cavalry, target=pancho, ability=0)
    assert scene.reacts_offered(state) == []  # Pancho was a stud already: he became nothing


def test_intercession_does_not_answer_your_own_studs():
    state, ezrael, spell, _, _, _ = _intercession_fight()
    add_effect(state, "bullet_type", ezrael, until="shootout", set_to="stud", by=0)
    assert scene.reacts_offered(state) == []


def test_intercession_unboots_and_arms_a_dude_on_each_side():
    state, ezrael, spell, walter, erik, _ = _intercession_fight()
    state.booted[walter] = state.booted[erik] = 1
    assert [walter, erik] in [a["target"] for a in scene.abilities(state, spell)]
    scene.on_top(state, 0, "Clint Ramsey")  # 11 + 1 passes Miracle 7
    scene.use(state, spell, [walter, erik])
    assert not state.booted[walter] and not state.booted[erik]
    assert bullets(state, walter) == 2 and bullets(state, erik) == 4
    assert scene.abilities(state, spell) == []  # booted


def test_intercession_rallies_nobody_when_its_pull_fails():
    state, ezrael, spell, walter, erik, _ = _intercession_fight()
    state.booted[walter] = 1
    scene.on_top(state, 0, "Pancho Castillo")  # 5 + 1 misses Miracle 7
    scene.use(state, spell, [walter, erik])
    assert state.booted[walter] and state.booted[spell] and bullets(state, erik) == 2


# ---- going home booted by the rules: Cloak, Any Port in a Storm; Friends in High Places ----------------


def _called_out(mark: str, leader: str = "Clint Ramsey", theirs: tuple[str, ...] = ()):
    """Seat 0's ``leader`` in the town square calls out seat 1's ``mark`` there."""
    state = scene.game([leader], [mark, *theirs])
    mine = dude_in_play(state, 0, leader, at=TOWN_SQUARE)
    marked = dude_in_play(state, 1, mark, at=TOWN_SQUARE)
    return state, mine, marked


def _call(state, leader: int, mark: int) -> None:
    noon_seat(state, 0)
    act(state, "callout", dude=leader, mark=mark)


def test_cloak_keeps_its_refusing_dude_unbooted_where_it_stands():
    state, clint, ezrael = _called_out("Ezrael Jones", theirs=("Cloak", "Pancho Castillo"))
    cloak = scene.give(state, 1, "Cloak", ezrael)
    _call(state, clint, ezrael)
    assert scene.reacts_offered(state) == []  # being called out is not yet going home
    act(state, "refuse")
    assert scene.reacts_offered(state) == [cloak]
    scene.on_top(state, 1, "Pancho Castillo")  # 5 + 1 passes Miracle 5
    act(state, "react", card=cloak)
    assert state.at[ezrael] == TOWN_SQUARE and not state.booted[ezrael] and state.booted[cloak]
    assert state.stack[-1]["kind"] == "noon"  # no shootout


def test_cloak_fails_and_its_dude_goes_home_booted():
    state, clint, ezrael = _called_out("Ezrael Jones", theirs=("Cloak", "Walter Jameson"))
    cloak = scene.give(state, 1, "Cloak", ezrael)
    _call(state, clint, ezrael)
    act(state, "refuse")
    scene.on_top(state, 1, "Walter Jameson")  # 1 + 1 misses Miracle 5
    act(state, "react", card=cloak)
    assert state.at[ezrael] == state.table.outfits[1] and state.booted[ezrael]


def test_cloak_answers_only_a_refusal_of_its_own_dude():
    state, clint, ezrael = _called_out("Ezrael Jones", theirs=("Cloak", "Pancho Castillo"))
    cloak = scene.give(state, 1, "Cloak", ezrael)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    _call(state, clint, pancho)
    act(state, "refuse")
    assert scene.reacts_offered(state) == [] and state.at[pancho] == state.table.outfits[1]
    state.booted[cloak] = 1
    _call(state, clint, ezrael)
    act(state, "refuse")  # a booted Cloak: nothing to use
    assert state.at[ezrael] == state.table.outfits[1]


def test_friends_in_high_places_lets_a_more_influential_dude_refuse_where_it_stands():
    state, clint, pancho = _called_out("Pancho Castillo", theirs=("Friends in High Places",))
    friends = to_hand(state, 1, "Friends in High Places")
    _call(state, clint, pancho)  # Pancho's 2 influence beats Clint's 1
    assert scene.reacts_offered(state) == [friends]
    act(state, "react", card=friends)
    assert friends in state.discard[1]
    act(state, "refuse")
    assert state.at[pancho] == TOWN_SQUARE and not state.booted[pancho]


def test_friends_in_high_places_needs_more_influence_and_an_unbooted_dude():
    state, anonimo, pancho = _called_out("Pancho Castillo", "El Anónimo", theirs=("Friends in High Places",))
    to_hand(state, 1, "Friends in High Places")
    _call(state, anonimo, pancho)  # 2 against 2: not more
    assert scene.reacts_offered(state) == []
    act(state, "refuse")
    assert state.at[pancho] == state.table.outfits[1] and state.booted[pancho]


def test_friends_in_high_places_makes_a_stud_of_the_more_influential_posse():
    state = scene.game(["Clint Ramsey"], ["Pancho Castillo", "Walter Jameson", "Friends in High Places"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    walter = dude_in_play(state, 1, "Walter Jameson", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    friends = to_hand(state, 1, "Friends in High Places")
    scene.plays(state, [clint], [walter, pancho])  # the mark's side plays first
    assert [a["target"] for a in state.legal_actions(1) if a.get("card") == friends] == [walter]  # Pancho: a stud
    act(state, "ability", card=friends, target=walter)
    assert bullet_type(state, walter) == "stud"


def test_friends_in_high_places_makes_no_stud_without_more_influence():
    state = scene.game(["Clint Ramsey", "Pancho Castillo"], ["Walter Jameson", "Friends in High Places"])
    mine = [dude_in_play(state, 0, name, at=TOWN_SQUARE) for name in ("Clint Ramsey", "Pancho Castillo")]
    walter = dude_in_play(state, 1, "Walter Jameson", at=TOWN_SQUARE)
    friends = to_hand(state, 1, "Friends in High Places")
    scene.plays(state, mine, [walter])
    assert state.stack[-1]["kind"] == "shooter"  # the plays passed by themselves: nothing to play
    assert friends in state.hand[1]


def test_any_port_in_a_storm_takes_a_refusing_dude_to_your_deed_and_unboots_for_one_ghost_rock():
    state, clint, pancho = _called_out("Pancho Castillo", theirs=("Any Port in a Storm", "Charlie's Place"))
    port = to_hand(state, 1, "Any Port in a Storm")
    saloon = scene.deed(state, 1, "Charlie's Place")
    _call(state, clint, pancho)
    act(state, "refuse")
    assert scene.reacts_offered(state) == [port]
    act(state, "react", card=port)
    act(state, "pick", card=saloon)
    stash_before = state.stash[1]
    act(state, "pick", choice="pay")
    assert state.at[pancho] == saloon and not state.booted[pancho] and state.stash[1] == stash_before - 1


def test_any_port_in_a_storm_moves_a_fleeing_dude_booted():
    state = scene.game(
        ["Clint Ramsey"], ["Pancho Castillo", "Walter Jameson", "Any Port in a Storm", "Charlie's Place"]
    )
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    pancho, walter = (dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in ("Pancho Castillo", "Walter Jameson"))
    port = to_hand(state, 1, "Any Port in a Storm")
    saloon = scene.deed(state, 1, "Charlie's Place")
    scene.fight(state, [clint], [pancho, walter], step="flee")
    flow.advance(state)
    while state.to_act()[0] != 1:
        act(state, "fight")
    act(state, "flee", dude=walter)
    assert scene.reacts_offered(state) == [port]
    act(state, "react", card=port)
    act(state, "pick", card=saloon)
    act(state, "pick", choice="keep")
    assert state.at[walter] == saloon and state.booted[walter]


def test_any_port_in_a_storm_needs_another_deed_of_yours_in_town():
    state, clint, pancho = _called_out("Pancho Castillo", theirs=("Any Port in a Storm", "Pat's Perch"))
    to_hand(state, 1, "Any Port in a Storm")
    scene.deed(state, 1, "Pat's Perch")  # out of town
    _call(state, clint, pancho)
    act(state, "refuse")
    assert scene.reacts_offered(state) == [] and state.at[pancho] == state.table.outfits[1]


# ---- One-Eyed Jacks are Wild ------------------------------------------------------------------------------

WILD = "One-Eyed Jacks are Wild"


def test_one_eyed_jacks_are_wild_turns_a_card_into_any_other_against_a_cheater():
    state, card, frame = scene.revealed_duel(WILD, "8S 8C 8D 3S 5H", "AS AS 3C 4D 9S")
    offered = [a["target"] for a in scene.abilities(state, card)]
    assert offered[:2] == ["keep", "3S to 8H"]  # four of a kind first, a card the hand lacks
    assert len(offered) == len(set(offered))
    scene.use(state, card, "3S to 8H")
    assert frame["hands"][0]["name"] == "Four of a Kind" and not frame["hands"][0]["cheatin"]
    assert sorted(frame["draw_codes"][0]) == sorted(parse_hand("8S 8C 8D 8H 5H"))
    assert card in state.discard[0]


def test_one_eyed_jacks_are_wild_makes_your_cheatin_hand_legal():
    state, card, frame = scene.revealed_duel(
        "One-Eyed Jacks are Wild", "8S 8S 8D 3S 5H", "AS AS 3C 4D 9S"
    )  # both cheated
    scene.use(state, card, "keep")
    assert not frame["cheatin"][0] and not frame["hands"][0]["cheatin"]
    assert frame["hands"][0]["name"] == "Three of a Kind"


def test_one_eyed_jacks_are_wild_waits_for_a_cheater():
    state, card, _ = scene.revealed_duel(WILD, "8S 8C 8D 3S 5H", "AS AH 3C 4D 9S")
    assert scene.abilities(state, card) == []


def test_one_eyed_jacks_are_wild_draws_a_card_at_gamblin():
    state = scene.game(["One-Eyed Jacks are Wild", *LEGAL], ["Clint Ramsey"])
    card = to_hand(state, 0, "One-Eyed Jacks are Wild")
    gamblin(state, {0: LEGAL, 1: CHEATIN})
    (play,) = [a for a in resolutions(state) if a["card"] == card]
    before = list(state.hand[0])
    state.apply(0, play)
    assert card not in state.hand[0] and len(state.hand[0]) == len(before)  # played one card, drew one
    assert set(state.hand[0]) - set(before)


# ---- Frontier Feud ---------------------------------------------------------------------------------------


def _feud():
    """Seat 0's Clint and Walter at home with Frontier Feud against seat 1's Pancho and Erik at home."""
    state = scene.game(["Frontier Feud", "Clint Ramsey", "Walter Jameson"], ["Pancho Castillo", "Erik Samson"])
    card = to_hand(state, 0, "Frontier Feud")
    clint, walter = (dude_in_play(state, 0, name) for name in ("Clint Ramsey", "Walter Jameson"))
    pancho, erik = (dude_in_play(state, 1, name) for name in ("Pancho Castillo", "Erik Samson"))
    return state, card, clint, walter, pancho, erik


def test_frontier_feud_ends_in_a_permanent_control_point():
    state, card, clint, _, _, _ = _feud()
    scene.use(state, card, clint)
    assert state.at[clint] == TOWN_SQUARE and state.booted[clint] and card in state.discard[0]
    assert state.to_act() == [1]
    act(state, "pick", choice="point")
    assert control_points_of_card(state, clint) == 1
    state.effects = [e for e in state.effects if e["until"] != "turn"]  # the day is over: the point stays
    assert control_points_of_card(state, clint) == 1


def test_frontier_feud_ends_in_a_shootout_nobody_else_joins():
    state, card, clint, walter, pancho, erik = _feud()
    state.at[walter] = state.at[erik] = TOWN_SQUARE  # they could join from where they stand
    scene.use(state, card, clint)
    picks = [a for a in state.legal_actions(1) if a["type"] == "pick"]
    assert sorted(a.get("card", a.get("choice")) for a in picks if "card" in a) == sorted([pancho, erik])
    act(state, "pick", card=pancho)
    assert state.at[pancho] == TOWN_SQUARE
    assert [a["type"] for a in state.legal_actions(0)] == ["accept"]  # Clint is booted: no refusing
    act(state, "accept")
    fight = next(f for f in state.stack if f["kind"] == "shootout")
    assert fight["closed"] and fight["posse"][0] == [clint] and fight["posse"][1] == [pancho]
    assert all(f["kind"] not in ("posse", "invite") for f in state.stack)


def test_frontier_feud_needs_an_unbooted_dude_in_town_at_noon():
    state, card, clint, walter, _, _ = _feud()
    state.booted[clint] = 1
    assert [a["target"] for a in scene.abilities(state, card)] == [walter]
    state.booted[walter] = 1
    assert scene.abilities(state, card) == []


# ---- Grim Servant O' Death --------------------------------------------------------------------------------


def _grim(leading: bool = True):
    """Clint (seat 0, holding Grim Servant O' Death) against Pancho in the town square; Erik (seat 1)
    and Walter (seat 0) at home; seat 0 leads (or, with ``leading`` False, is the mark)."""
    state = scene.game(["Grim Servant O' Death", "Clint Ramsey", "Walter Jameson"], ["Pancho Castillo", "Erik Samson"])
    card = to_hand(state, 0, "Grim Servant O' Death")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    walter = dude_in_play(state, 0, "Walter Jameson")
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson")
    frame = scene.fight(state, [clint], [pancho])
    if leading:
        flow.advance(state)
        if state.to_act() == [1]:
            act(state, "pass")
    else:
        frame["leader_seat"], frame["mark_seat"] = 1, 0
    return state, card, frame, clint, walter, pancho, erik


def test_grim_servant_brings_an_opposing_dude_from_home():
    state, card, frame, _, _, _, erik = _grim()
    assert [a["target"] for a in scene.abilities(state, card)] == [erik]
    scene.use(state, card, erik)
    assert state.to_act() == [1]
    act(state, "pick", choice="join")
    assert erik in frame["posse"][1] and state.at[erik] == TOWN_SQUARE
    assert frame.get("cheatin_toll") is None


def test_grim_servant_refused_makes_a_stud_and_tolls_a_cheatin_hand():
    state, card, frame, clint, walter, _, erik = _grim()
    scene.use(state, card, erik)
    act(state, "pick", choice="stay")
    assert state.at[erik] == state.table.outfits[1]
    assert sorted(a["card"] for a in state.legal_actions(0) if a["type"] == "pick") == sorted([clint, walter])
    act(state, "pick", card=walter)
    assert bullet_type(state, walter) == "stud" and bullets(state, walter) == 2
    frame.update(loser=0, casualties=[1, 0], cheatin=[False, False])
    adjust_casualties(state, frame)
    assert frame["casualties"] == [1, 0]  # a legal hand: no toll
    cheatin_shown(state, 1)  # revealed cheatin', then made legal: it was cheatin' this round
    adjust_casualties(state, frame)
    assert frame["casualties"] == [1, 2]
    frame["round"] += 1
    frame.update(casualties=[1, 0], cheatin=[False, True])
    adjust_casualties(state, frame)
    assert frame["casualties"] == [1, 0]  # only the round it was played in


def test_grim_servant_is_the_leaders_and_needs_a_dude_at_home():
    state, card, _, _, _, _, erik = _grim(leading=False)
    assert REGISTRY[state.table[card].card.code][0].targets(Use(state, 0, card)) == []  # seat 0 is the mark
    state, card, _, _, _, _, erik = _grim()
    state.at[erik] = state.table.outfits[0]  # away from his own home
    assert scene.abilities(state, card) == []


# ---- Dancing Butterfly ------------------------------------------------------------------------------------

NOT_WHAT = "It's Not What You Know..."


def _butterfly(their_hand: str = scene.CHEATIN_HAND, my_hand: str = scene.LEGAL_HAND):
    """Lydia (Shaman 0) with Dancing Butterfly, two It's Not What You Know... in hand and Pat's Perch,
    against Erik: the hands revealed, resolutions open."""
    state = scene.game(["Lydia Bear-Hands", "Dancing Butterfly", NOT_WHAT, NOT_WHAT, "Clint Ramsey"], ["Erik Samson"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    spell = scene.give(state, 0, "Dancing Butterfly", lydia)
    perch = scene.deed(state, 0, "Pat's Perch")
    knows = scene.taken(state, 0, [NOT_WHAT, NOT_WHAT])
    state.hand[0].extend(knows)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = scene.fight(state, [lydia], [erik])
    scene.at_resolution(state, frame, {0: my_hand, 1: their_hand}, {0: lydia, 1: erik})
    if state.to_act() == [1]:
        act(state, "pass")
    return state, spell, knows, perch, erik, frame


def _plays_of(state, card: int) -> list[dict]:
    return [a for a in state.legal_actions(state.to_act()[0]) if a.get("card") == card and a["type"] == "ability"]


def test_dancing_butterfly_lets_a_second_cheatin_resolution_be_played():
    state, spell, knows, _, _, frame = _butterfly()
    scene.on_top(state, 0, "Clint Ramsey")  # 11 + 0 passes Spirit 10
    scene.use(state, spell)
    assert state.booted[spell] and state.to_act() == [1]
    act(state, "pick", choice="allow")
    if state.to_act() == [1]:
        act(state, "pass")
    act(state, "ability", card=knows[0], ability=1)
    if state.to_act() == [1]:
        act(state, "pass")
    assert 1 in [a["ability"] for a in _plays_of(state, knows[1])]  # the second one may follow
    act(state, "ability", card=knows[1], ability=1)
    assert set(knows) <= set(state.discard[0])


def test_without_dancing_butterfly_a_cheater_suffers_one_cheatin_resolution():
    state, _, knows, _, _, _ = _butterfly()
    act(state, "ability", card=knows[0], ability=1)
    assert knows[1] in state.hand[0] and 1 not in [a["ability"] for a in _plays_of(state, knows[1])]


def test_dancing_butterfly_cancelled_sends_a_dude_home_for_a_point_of_control():
    state, spell, knows, perch, erik, frame = _butterfly()
    scene.on_top(state, 0, "Clint Ramsey")
    scene.use(state, spell)
    act(state, "pick", choice="cancel")
    act(state, "pick", card=erik)
    act(state, "pick", card=perch)
    assert control_points_of_card(state, perch) == 1 + state.table[perch].num("control")
    assert state.booted[erik] and erik not in frame["posse"][1]
    assert frame.get("punishable_again") is None


def test_dancing_butterfly_needs_your_legal_hand_against_a_cheater():
    state, spell, _, _, _, _ = _butterfly(their_hand=scene.LEGAL_HAND)
    assert _plays_of(state, spell) == []
    state, spell, _, _, _, _ = _butterfly(my_hand=scene.CHEATIN_HAND)
    assert _plays_of(state, spell) == []


def test_any_port_in_a_storm_takes_a_job_posse_dude_to_your_deed():
    state = scene.game(["Epidemic Laboratory", "Nicodemus Whateley", "Any Port in a Storm", "Charlie's Place"])
    lab = scene.deed(state, 0, "Epidemic Laboratory")
    saloon = scene.deed(state, 0, "Charlie's Place")
    nico = dude_in_play(state, 0, "Nicodemus Whateley")
    port = to_hand(state, 0, "Any Port in a Storm")
    scene.use(state, lab, nico)
    while state.stack[-1]["kind"] == "posse":
        act(state, "posse_done")
    assert scene.reacts_offered(state) == [port]  # the job succeeded: Nicodemus would go home booted
    act(state, "react", card=port)
    act(state, "pick", card=saloon)
    act(state, "pick", choice="keep")
    assert state.at[nico] == saloon and state.booted[nico]


# ---- Fallen Star ------------------------------------------------------------------------------------------


def _fallen_star(walter_booted: bool = False):
    """Seat 0's Clint and Walter (holding Fallen Star) against Pancho, whose player holds Test of Wills."""
    state = scene.game(["Fallen Star", "Clint Ramsey", "Walter Jameson"], ["Pancho Castillo", "Test of Wills"])
    star = to_hand(state, 0, "Fallen Star")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE, booted=walter_booted)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    wills = to_hand(state, 1, "Test of Wills")
    scene.plays(state, [clint, walter], [pancho])  # the mark's side plays first
    return state, star, clint, walter, wills


def test_fallen_star_makes_the_ability_choose_another_dude_of_your_posse():
    state, star, clint, walter, wills = _fallen_star()
    act(state, "ability", card=wills, target=clint)
    assert not state.booted[clint] and scene.reacts_offered(state) == [star]  # the effect waits
    act(state, "react", card=star)
    act(state, "pick", card=walter)
    assert state.booted[walter] and not state.booted[clint] and star in state.discard[0]
    assert all(f["kind"] != "ability_resolves" for f in state.stack)
    assert state.stack[-1]["kind"] == "shooter"  # the plays went on: nobody had another, on to the shooters


def test_fallen_star_passed_lets_the_ability_resolve_on_its_choice():
    state, star, clint, walter, wills = _fallen_star()
    act(state, "ability", card=wills, target=clint)
    act(state, "react_pass")
    assert state.booted[clint] and not state.booted[walter] and star in state.hand[0]


def test_fallen_star_needs_another_unbooted_dude_of_the_posse():
    state, star, clint, walter, wills = _fallen_star(walter_booted=True)
    act(state, "ability", card=wills, target=clint)
    assert state.booted[clint] and scene.reacts_offered(state) == []
