"""Legends of There Comes a Reckoning: Darius Hellstromme and Jasper Stone (their traits in a shootout,
their reacts after an opposing dude falls or posses form), Raven (an outgunned leader, deeds taken
from their owners, her Noon deed) and Ezekiah Grimme (spell costs, spells from pulls and the deck),
each in a real game with what keeps it shut."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.abilities.sundown import during_sundown
from games.engines.doomtown.shootout import bonuses
from games.engines.doomtown.sundown import control_at_sundown
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    bullets,
    control_points,
    control_points_of_card,
    deed_controller,
    home,
)
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import abilities, deed, fight, game, give, on_top, reacts_offered, use
from tests.engines.doomtown.scenario import act, dude_in_play, named, take

HELLSTROMME, JASPER = "Darius Hellstromme", "Jasper Stone"


def duel(legend: str, mine: list[str], theirs: list[str], gadget: str | None = None, where: int = TOWN_SQUARE):
    """Seat 0 (with ``legend``) leads ``mine`` against seat 1's ``theirs`` at ``where``; the first of
    ``mine`` carries ``gadget``. Returns the state, the fight, the legend, seat 0's and seat 1's dudes."""
    state = game([*mine, *([gadget] if gadget else [])], theirs, legend=legend)
    my_dudes = [dude_in_play(state, 0, name, at=where) for name in mine]
    their_dudes = [dude_in_play(state, 1, name, at=where) for name in theirs]
    if gadget:
        give(state, 0, gadget, my_dudes[0])
    frame = fight(state, my_dudes, their_dudes, location=where)
    return state, frame, state.table.legends[0], my_dudes, their_dudes


def test_hellstromme_weakens_the_leaders_shooter_without_a_gadget_weapon():
    state, frame, _, (pancho,), (clint,) = duel(HELLSTROMME, ["Pancho Castillo"], ["Clint Ramsey"])
    frame["shooter"] = [pancho, clint]
    assert bullets(state, pancho) == 1 and bullets(state, clint) == 2
    armed, frame, _, (pancho,), _ = duel(HELLSTROMME, ["Pancho Castillo"], ["Clint Ramsey"], gadget="Hydro-Puncher")
    unarmed_shooting = bullets(armed, pancho)
    frame["shooter"][0] = pancho
    assert bullets(armed, pancho) == unarmed_shooting  # a Gadget Weapon: no penalty


def test_hellstromme_aces_a_discarded_opposing_dude_and_rewards_a_gadget_wielder():
    state, frame, legend, (pancho,), (clint, avie) = duel(
        HELLSTROMME, ["Pancho Castillo"], ["Clint Ramsey", "Avie Cline"], gadget="Hydro-Puncher"
    )
    weapon = next(c for c in state.play[0] if state.table[c].name == "Hydro-Puncher")
    before = control_points_of_card(state, pancho)
    leave_play(state, clint, ace=False)
    flow.advance(state)
    assert reacts_offered(state) == [legend]
    act(state, "react", card=legend)
    act(state, "pick", choice=f"{weapon} {pancho}")
    assert clint in state.boot_hill[1] and clint not in state.discard[1]
    assert control_points_of_card(state, pancho) == before + 1
    assert state.booted[weapon] and state.booted[legend]
    leave_play(state, avie, ace=True)
    flow.advance(state)
    assert reacts_offered(state) == []  # the legend is booted


def test_hellstromme_needs_an_opposing_dude_and_an_unbooted_gadget_weapon():
    state, frame, legend, (pancho, ezrael), (clint,) = duel(
        HELLSTROMME, ["Pancho Castillo", "Ezrael Jones"], ["Clint Ramsey"], gadget="Hydro-Puncher"
    )
    leave_play(state, ezrael, ace=False)  # his own dude
    flow.advance(state)
    assert reacts_offered(state) == []
    weapon = next(c for c in state.play[0] if state.table[c].name == "Hydro-Puncher")
    state.booted[weapon] = 1
    leave_play(state, clint, ace=True)
    flow.advance(state)
    assert reacts_offered(state) == []


def test_jasper_stone_counts_only_the_shooter_away_from_home():
    state, frame, _, (pancho, ezrael), (clint,) = duel(JASPER, ["Pancho Castillo", "Ezrael Jones"], ["Clint Ramsey"])
    frame["shooter"] = [pancho, clint]
    assert bonuses(state, frame, 0) == (3, 0)  # Ezrael's draw bonus does not count
    at_home, frame, _, (pancho, _), (clint,) = duel(
        JASPER, ["Pancho Castillo", "Ezrael Jones"], ["Clint Ramsey"], where=-1
    )
    frame["location"] = home(at_home, 0)
    frame["shooter"] = [pancho, clint]
    assert bonuses(at_home, frame, 0) == (3, 1)


def jasper_marks_clint():
    """Jasper Stone's player (Pancho) marks Clint as posses form; Pancho and Avie shoot."""
    state, frame, legend, (pancho,), (clint, avie) = duel(JASPER, ["Pancho Castillo"], ["Clint Ramsey", "Avie Cline"])
    after(state, "posses_formed")
    flow.advance(state)
    act(state, "react", card=legend)
    act(state, "pick", card=clint)
    frame["shooter"] = [pancho, avie]
    return state, frame, legend, pancho, clint


def test_jasper_stone_marks_an_opposing_dude_and_rewards_the_shooter_when_it_is_aced():
    state, frame, legend, pancho, clint = jasper_marks_clint()
    assert bullets(state, pancho) == 5  # +2 against Clint
    before = control_points_of_card(state, pancho)
    leave_play(state, clint, ace=True)
    assert control_points_of_card(state, pancho) == before + 1
    frame["shooter"] = [None, None]
    assert bullets(state, pancho) == 4  # permanent +1; Clint is gone, so no +2


def test_jasper_stone_discarded_mark_gives_nothing():
    state, frame, legend, pancho, clint = jasper_marks_clint()
    leave_play(state, clint, ace=False)
    frame["shooter"] = [None, None]
    assert bullets(state, pancho) == 3 and state.booted[legend]


# ---- Raven -------------------------------------------------------------------------------------------

RAVEN = "Raven"


def test_raven_costs_her_leading_posse_two_stud_bonus_cards_when_outgunned():
    state, frame, _, (pancho,), (clint, erik) = duel(RAVEN, ["Pancho Castillo"], ["Clint Ramsey", "Erik Samson"])
    frame["shooter"] = [pancho, clint]
    assert bonuses(state, frame, 0) == (1, 0)  # 3 bullets against 4: a stud of 3, less 2
    even, frame, _, (pancho,), (clint,) = duel(RAVEN, ["Pancho Castillo"], ["Clint Ramsey"])
    frame["shooter"] = [pancho, clint]
    assert bonuses(even, frame, 0) == (3, 0)
    marked, frame, _, (pancho,), (clint, erik) = duel(RAVEN, ["Pancho Castillo"], ["Clint Ramsey", "Erik Samson"])
    frame["leader_seat"], frame["mark_seat"] = 1, 0  # her player is the mark: no penalty
    frame["shooter"] = [pancho, clint]
    assert bonuses(marked, frame, 0) == (3, 0)


def taken_deed():
    """Seat 0 (Raven) holds Pancho at seat 1's Cattle Market, out-influencing Erik there."""
    state = game(["Pancho Castillo", "General Store", "Pat's Perch"], ["Cattle Market", "Erik Samson"], legend=RAVEN)
    market = deed(state, 1, "Cattle Market")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=market)
    erik = dude_in_play(state, 1, "Erik Samson", at=market)
    return state, state.table.legends[0], market, pancho, erik


def test_raven_gives_a_control_point_at_sundown_to_the_player_who_took_as_many_deeds():
    state, _, market, pancho, _ = taken_deed()
    assert deed_controller(state, market) == 0
    assert control_at_sundown(state, 0) == control_points(state, 0) + 1
    assert control_at_sundown(state, 1) == control_points(state, 1)


def test_raven_gives_no_control_point_to_a_player_who_took_fewer_deeds():
    state = game(["General Store", "Pat's Perch"], ["Erik Samson"], legend=RAVEN)
    store = deed(state, 0, "General Store")
    dude_in_play(state, 1, "Erik Samson", at=store)
    assert deed_controller(state, store) == 1
    assert control_at_sundown(state, 0) == control_points(state, 0)


def test_raven_arms_her_shooter_at_an_in_town_deed_she_chose():
    state, legend, market, pancho, erik = taken_deed()
    perch = deed(state, 0, "Pat's Perch")  # Out of Town: not offered
    assert [a["target"] for a in abilities(state, legend)] == [market]
    assert perch not in state.street[0]
    use(state, legend, market)
    assert state.booted[legend] and abilities(state, legend) == []
    frame = fight(state, [pancho], [erik], location=market)
    frame["shooter"] = [pancho, erik]
    assert bullets(state, pancho) == 5 and bullets(state, erik) == 2
    frame["location"] = TOWN_SQUARE
    assert bullets(state, pancho) == 3


def test_raven_rewards_the_next_shootout_won_there_once():
    state, legend, market, pancho, erik = taken_deed()
    use(state, legend, market)
    frame = fight(state, [pancho], [erik], location=market)
    frame["posse"][1] = []  # seat 1's posse is gone: seat 0 wins
    frame["step"] = "end"
    flow.advance(state)
    assert frame not in state.stack and bullets(state, pancho) == 4  # permanent +1
    state.check_invariants()
    during_sundown(state)  # the reward is given once
    assert bullets(state, pancho) == 4


def test_raven_rewards_control_at_sundown_of_a_deed_she_does_not_own_and_lets_her_player_choose():
    state, legend, market, pancho, erik = taken_deed()
    clint = dude_in_play(state, 0, "Clint Ramsey", at=market)
    use(state, legend, market)
    during_sundown(state)
    assert sorted(a["card"] for a in state.legal_actions(0) if a["type"] == "pick") == sorted([pancho, clint])
    act(state, "pick", card=clint)
    assert bullets(state, clint) == 3 and bullets(state, pancho) == 3


def test_raven_passes_over_a_dude_with_a_permanent_bullet_bonus():
    state, legend, market, pancho, erik = taken_deed()
    use(state, legend, market)
    state.effects.append({"stat": "bullets", "card": pancho, "until": "play", "amount": 1})
    during_sundown(state)
    assert bullets(state, pancho) == 4 and state.stack[-1]["kind"] != "pick"


# ---- Ezekiah Grimme --------------------------------------------------------------------------------

GRIMME = "Ezekiah Grimme"


def grimme_hexer(extra: list[str] = (), theirs: list[str] = ()):
    """Seat 0 (Ezekiah Grimme) has Avie Cline (Huckster 0) in the town square holding Shadow Walk."""
    state = game(["Avie Cline", "Shadow Walk", "Blood Curse", *extra], list(theirs), legend=GRIMME)
    avie = dude_in_play(state, 0, "Avie Cline", at=TOWN_SQUARE)
    walk = give(state, 0, "Shadow Walk", avie)
    return state, state.table.legends[0], avie, walk


def test_grimme_raises_a_spells_cost_by_its_copies_in_play():
    state, _, avie, walk = grimme_hexer(theirs=["Shadow Walk", "Avie Cline"])
    assert play_cost(state, 0, named(state, 0, "Blood Curse"), TOWN_SQUARE) == 1  # printed: none in play
    assert play_cost(state, 0, walk, TOWN_SQUARE) == 0  # printed 0, no other copy in play
    give(state, 1, "Shadow Walk", dude_in_play(state, 1, "Avie Cline"))
    assert play_cost(state, 0, walk, TOWN_SQUARE) == 1  # the other player's copy counts too


def test_grimme_attaches_a_spell_pulled_for_a_successful_cast_booted():
    state, legend, avie, walk = grimme_hexer()
    curse = on_top(state, 0, "Blood Curse")  # 12 passes the Hex's 7
    stash = state.stash[0]
    use(state, walk, home(state, 0))
    assert reacts_offered(state) == [legend]
    act(state, "react", card=legend)
    assert state.attached_to[curse] == avie and state.booted[curse] and state.booted[legend]
    assert state.stash[0] == stash - 1 and curse not in state.discard[0]
    state.check_invariants()


def test_grimme_needs_a_spell_pulled_and_the_rock_to_pay_for_it():
    state, legend, avie, walk = grimme_hexer()
    on_top(state, 0, "Clint Ramsey")  # a dude pulled
    use(state, walk, home(state, 0))
    assert reacts_offered(state) == []
    poor, legend, avie, walk = grimme_hexer()
    on_top(poor, 0, "Blood Curse")
    poor.bank, poor.stash[0] = poor.bank + poor.stash[0], 0  # nothing left to pay with
    use(poor, walk, home(poor, 0))
    assert reacts_offered(poor) == []


def test_grimme_reveals_five_cards_for_a_skilled_dude_to_take_a_spell():
    state, legend, avie, walk = grimme_hexer(extra=["Phantasm"])
    dude_in_play(state, 0, "Pancho Castillo")  # not skilled
    names = ("El Anónimo", "Ezrael Jones", "Clint Ramsey", "Phantasm", "Blood Curse")
    top = [on_top(state, 0, name) for name in names]
    deck, discard = len(state.deck[0]), list(state.discard[0])
    assert [a["target"] for a in abilities(state, legend)] == [avie]
    use(state, legend, avie)
    offered = [a.get("card", a.get("choice")) for a in state.legal_actions(0) if a["type"] == "pick"]
    assert sorted(c for c in offered if c != "none") == sorted(top[3:]) and "none" in offered
    act(state, "pick", card=top[3])
    assert state.attached_to[top[3]] == avie and not state.booted[top[3]] and state.booted[avie]
    assert len(state.deck[0]) == deck - 1 and state.discard[0] == discard and state.booted[legend]
    assert set(top) - {top[3]} <= set(state.deck[0])
    state.check_invariants()


def test_grimme_offers_no_spell_his_player_has_two_copies_of_in_play():
    state, legend, avie, walk = grimme_hexer(extra=["Shadow Walk", "Shadow Walk"])
    second, third = [c for c in range(len(state.table)) if state.table[c].name == "Shadow Walk" and c != walk][:2]
    give_card(state, second, avie)
    take(state, third)
    state.deck[0].append(third)  # on top
    use(state, legend, avie)
    assert state.stack[-1]["kind"] != "pick"  # nothing to take: the revealed cards went back
    assert third in state.deck[0]
    state.check_invariants()


def give_card(state, card: int, dude: int) -> None:
    take(state, card)
    state.play[state.table[card].owner].append(card)
    state.attached_to[card] = dude
