"""The Boss Battle! Variant: one scenario test per play change and per Ghost Miners rule, quoting the
rulebook, and the win conditions in hand-made states."""

from __future__ import annotations

import pytest

from automaton.strategies.gunfighter.targets import opposing_mark
from games.engines.doomtown import boss_battle, boss_events, flow, shootout
from games.engines.doomtown.abilities.nightfall import hand_size
from games.engines.doomtown.boss_events import Event
from games.engines.doomtown.town import TOWN_SQUARE, production
from games.engines.doomtown.zones import add_bounty
from tests.engines.doomtown.boss_scenario import DECKS, GHOST_MINERS, boss_at_noon, to_next_noon
from tests.engines.doomtown.card_scenario import fight
from tests.engines.doomtown.scenario import ENGINE, dude_in_play, noon_seat, to_hand


def through_the_day(state):
    """Everyone passes High Noon; the game goes on to the next day's High Noon."""
    while state.stack[-1]["kind"] == "noon":
        seat = state.to_act()[0]
        state.apply(seat, next(a for a in state.legal_actions(seat) if a["type"] == "pass"))
    to_next_noon(state)


def sundown_now(state):
    """Check victory now, as at Sundown (the day frame's Sundown step, with the variants over it)."""
    flow.DAY_STEPS["sundown"](state, state.stack[0])


# ---- setup ---------------------------------------------------------------------------------------


def test_setup_refuses_a_faction_picked_twice():
    """ "Note that each faction can only be picked once.\""""
    options = {"decks": ["starter-outlaws", "starter-outlaws"], "boss_battle": {"scenario": GHOST_MINERS, "villain": 0}}
    with pytest.raises(ValueError, match="each faction can only be picked once"):
        ENGINE.new_game(players=2, seed=1, options=options)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"scenario": "nope", "villain": 0}, "scenario must be one of"),
        ({"scenario": GHOST_MINERS, "villain": 2}, "villain must be a seat 0..1"),
        ({"scenario": GHOST_MINERS}, "villain must be a seat"),
        ({"scenario": GHOST_MINERS, "villain": 0, "heroes": 1}, "takes"),
        ({"scenario": GHOST_MINERS, "villain": 0, "stand_together": "yes"}, "stand_together"),
        ({"scenario": "showstopper", "villain": 0}, "Ivor Hawley \\(exp. 1\\), who is not in this card pool"),
    ],
)
def test_a_bad_setting_is_refused_clearly(value, message):
    with pytest.raises(ValueError, match=message):
        ENGINE.new_game(players=2, seed=1, options={"decks": DECKS[:2], "boss_battle": value})


def test_every_other_seat_is_a_hero():
    state = boss_at_noon(players=4, villain=2)
    assert boss_battle.villain(state) == 2 and boss_battle.heroes(state) == [0, 1, 3]


# ---- play changes ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_villains_outfit_gets_one_production_per_hero_after_the_first(players):
    """ "The Villain's outfit card gets an additional +1 production for each Hero after the first.\""""
    state = boss_at_noon(players=players, villain=0)
    plain = ENGINE.new_game(players=players, seed=1, options={"decks": DECKS[:players]})
    to_next_noon(plain)
    assert production(state, 0) == production(plain, 0) + players - 2
    assert [production(state, s) for s in range(1, players)] == [production(plain, s) for s in range(1, players)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_villains_hand_limit_and_starting_hand_grow_per_hero_after_the_first(players):
    """ "The Villain's hand limit and starting hand are increased by 1 for each Hero after the first.\""""
    state = boss_at_noon(players=players, villain=0)
    assert hand_size(state, 0) == 5 + players - 2
    assert len(state.hand[0]) == 5 + players - 2
    assert all(hand_size(state, seat) == 5 and len(state.hand[seat]) == 5 for seat in range(1, players))


@pytest.fixture
def test_events(monkeypatch):
    """Event cards for the flip (the rulebook gives no texts: these test names stand for cards)."""
    seen = []

    def card(name, affiliation):
        return Event(
            name,
            affiliation,
            starts=lambda state, boss: seen.append(("starts", name)),
            ends=lambda state, boss: seen.append(("ends", name)),
        )

    events = {
        "Hero test 1": card("Hero test 1", "hero"),
        "Hero test 2": card("Hero test 2", "hero"),
        "Hero test 3": card("Hero test 3", "hero"),
        "Villain test 1": card("Villain test 1", "villain"),
        "Villain test 2": card("Villain test 2", "villain"),
        "Villain test 3": card("Villain test 3", "villain"),
        boss_events.STAND_TOGETHER: card(boss_events.STAND_TOGETHER, "hero"),
    }
    monkeypatch.setattr(boss_events, "EVENTS", events)
    return seen


def test_the_event_deck_holds_two_cards_per_hero_and_two_per_villain(test_events):
    """ "By default, this deck should have 2 Hero cards per Hero player, and 2 Villain cards per Villain player.\""""
    names = boss_events.event_names(heroes=1, stand_together=False)
    affiliations = sorted(boss_events.EVENTS[name].affiliation for name in names)
    assert affiliations == ["hero", "hero", "villain", "villain"]
    assert len(boss_events.event_names(heroes=2, stand_together=False)) == 6  # 4 Hero cards are all there are


def test_an_event_is_flipped_after_gamblin_and_replaces_the_previous_one(test_events):
    """ "After the Gamblin' phase each turn, an event card is flipped and becomes active, and any
    previous events are removed from the game.\""""
    state = boss_at_noon(players=2, villain=1)
    first = boss_battle.record(state)["event"]
    assert first is not None and test_events == [("starts", first)]
    through_the_day(state)
    second = boss_battle.record(state)["event"]
    assert second not in (None, first)
    assert boss_battle.record(state)["removed"] == [first]
    assert test_events == [("starts", first), ("ends", first), ("starts", second)]
    assert first not in boss_battle.record(state)["events"]


def test_stand_together_is_the_first_turns_event_when_asked_for(test_events):
    """ "make sure to include the event Stand Together, and put it on top of the event deck after it is
    shuffled (so it is the first turn's event card).\""""
    for seed in (1, 2, 3):
        state = boss_at_noon(players=2, villain=1, seed=seed, stand_together=True)
        assert boss_battle.record(state)["event"] == boss_events.STAND_TOGETHER


def test_without_event_texts_no_event_is_flipped_and_the_lobby_is_told():
    """The rulebook gives no event text: the scenario is played without events, and says so."""
    state = boss_at_noon(players=2, villain=1)
    assert boss_events.EVENTS == {}
    assert boss_battle.record(state)["event"] is None
    assert boss_events.NOT_AVAILABLE in boss_battle.not_implemented()


def test_the_ghost_miners_priority_reads_the_current_events_helpers(test_events, monkeypatch):
    """ "first priority goes to any dudes who can help fulfill the conditions of the current event"."""
    state = boss_at_noon(players=2, villain=1, automaton=True)
    event = boss_battle.record(state)["event"]
    helper = next(card for card in state.play[0] if state.table[card].type == "dude")
    helps = Event(event, boss_events.EVENTS[event].affiliation, helps=lambda s, dude: dude == helper)
    monkeypatch.setitem(boss_events.EVENTS, event, helps)
    assert boss_events.event_helpers(state, boss_battle.record(state)) == {helper}
    first_name, first = opposing_mark(state)[0]
    assert first_name == "can help fulfil the current event" and first(helper) and not first(helper + 1)


def test_the_priority_is_not_used_without_the_automaton_as_villain():
    state = boss_at_noon(players=2, villain=1)
    assert opposing_mark(state)[0][0] == "highest control points"


# ---- victory -----------------------------------------------------------------------------------------


def test_the_heroes_win_with_three_victory_points():
    """ "When Victory is checked, if the Heroes have 3 victory points, they win.\""""
    state = boss_at_noon(players=3, villain=1)
    state.vp[0], state.vp[2] = 2, 1  # a team: the Heroes' points together
    sundown_now(state)
    assert state.outcome["placements"] == [1, 3, 1]  # two Heroes share first place
    assert state.outcome["scores"] == [0.5, 0.0, 0.5]
    assert state.outcome["details"]["reason"] == "the Heroes have 3 victory points"


def test_the_villain_wins_at_sundown_of_the_fifth_turn():
    """ "Otherwise, if it is Sundown on the 5th turn, the Villain has succeeded at their schemes and
    overrun the town!\""""
    state = boss_at_noon(players=3, villain=1)
    state.day = 4
    sundown_now(state)
    assert state.outcome is None and state.stack[0]["step"] == "nightfall"
    state.day = 5
    sundown_now(state)
    assert state.outcome["placements"] == [2, 1, 2]


def test_the_heroes_three_points_come_first_on_the_fifth_turn():
    state = boss_at_noon(players=2, villain=0)
    state.day, state.vp[1] = 5, 3
    sundown_now(state)
    assert state.outcome["placements"] == [2, 1]


def test_normal_rules_do_not_end_a_boss_battle(monkeypatch):
    """Beating the Villain's influence scores a victory point (RULINGS.md) but wins nothing yet."""
    state = boss_at_noon(players=2, villain=1)
    monkeypatch.setattr(boss_battle, "control_at_sundown", lambda s, seat: 5 if seat == 0 else 0)
    monkeypatch.setattr(boss_battle, "influence_at_sundown", lambda s, seat: 1)
    sundown_now(state)
    assert state.outcome is None and state.vp == [1, 0]


def test_a_side_that_would_have_won_gets_a_stud_bonus_the_next_day(monkeypatch):
    """ "When victory is checked, if either side would have won under the normal rules, they get a +1
    stud bullet bonus to their posses during the next day.\""""
    state = boss_at_noon(players=3, villain=1)
    monkeypatch.setattr(boss_battle, "control_at_sundown", lambda s, seat: {0: 4, 1: 6, 2: 0}[seat])
    monkeypatch.setattr(boss_battle, "influence_at_sundown", lambda s, seat: {0: 3, 1: 3, 2: 5}[seat])
    sundown_now(state)  # Hero 0's 4 CP beat the Villain's 3 influence; the Villain's 6 beat both Heroes
    day = state.day
    assert boss_battle.record(state)["bonus"] == {"day": day + 1, "seats": [0, 2, 1]}
    hero = dude_in_play(state, 2, next(state.table[c].name for c in state.play[2] if state.table[c].type == "dude"))
    villain = next(c for c in state.play[1] if state.table[c].type == "dude")
    frame = fight_between(state, hero, villain)
    plain = shootout.bonuses(state, frame, 2)
    state.day = day + 1
    assert shootout.bonuses(state, frame, 2) == (plain[0] + 1, plain[1])
    state.day = day + 2  # only during the next day
    assert shootout.bonuses(state, frame, 2) == plain


def test_no_bonus_when_no_side_would_have_won(monkeypatch):
    state = boss_at_noon(players=2, villain=1)
    monkeypatch.setattr(boss_battle, "control_at_sundown", lambda s, seat: 0)
    sundown_now(state)
    assert boss_battle.record(state)["bonus"]["seats"] == []


def fight_between(state, leader, mark):
    frame = shootout.new_shootout(
        state,
        location=-1,
        leader=state.table[leader].owner,
        mark=state.table[mark].owner,
        leader_dude=leader,
        mark_dude=mark,
        job=False,
    )
    for dude in (leader, mark):
        state.at[dude] = -1
        frame["posse"][state.table[dude].owner].append(dude)
    frame["shooter"][state.table[leader].owner] = leader
    frame["shooter"][state.table[mark].owner] = mark
    return frame


# ---- Ghost Miners: Out of the Woodwork ---------------------------------------------------------------


def woodwork_fight(villain=1):
    state = boss_at_noon(players=2, villain=villain)
    mine = [next(c for c in state.play[0] if state.table[c].type == "dude")]
    theirs = [c for c in state.play[1] if state.table[c].type == "dude"][:2]
    frame = fight(state, mine, theirs)
    flow.advance(state)
    return state, frame


def villain_turn(state, seat=1):
    while state.to_act() != [seat]:
        other = state.to_act()[0]
        state.apply(other, next(a for a in state.legal_actions(other) if a["type"] == "pass"))


def test_out_of_the_woodwork_brings_a_gunslinger_and_one_bounty():
    """ "Repeat Shootout: A 2 stud Gunslinger Token joins your posse and one dude in your posse gains 1 bounty.\""""
    state, frame = woodwork_fight()
    villain_turn(state)
    uses = [a for a in state.legal_actions(1) if a["type"] == "boss_ability"]
    assert [a["dude"] for a in uses] == [None, *frame["posse"][1]]
    dude = frame["posse"][1][0]
    before = state.bounty[dude]
    state.apply(1, next(a for a in uses if a["dude"] == dude))
    token = frame["posse"][1][-1]
    assert state.table[token].name == "Gunslinger" and state.table[token].card.token
    assert state.bounty[dude] == before + 1
    state.check_invariants()


def test_out_of_the_woodwork_may_put_the_bounty_on_the_gunslinger():
    state, frame = woodwork_fight()
    villain_turn(state)
    state.apply(1, next(a for a in state.legal_actions(1) if a["type"] == "boss_ability" and a["dude"] is None))
    token = frame["posse"][1][-1]
    assert state.bounty[token] == 1


def test_out_of_the_woodwork_only_once_per_shootout():
    """ "You may use this ability only once per shootout.\""""
    state, frame = woodwork_fight()
    villain_turn(state)
    state.apply(1, next(a for a in state.legal_actions(1) if a["type"] == "boss_ability"))
    assert frame["woodwork"]
    if state.to_act() == [0]:
        state.apply(0, next(a for a in state.legal_actions(0) if a["type"] == "pass"))
    assert not any(a["type"] == "boss_ability" for a in state.legal_actions(state.to_act()[0]))


def test_only_the_villain_of_ghost_miners_has_out_of_the_woodwork():
    state, frame = woodwork_fight(villain=0)  # seat 1 is a Hero now
    while state.stack[-1]["kind"] == "plays":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        assert not any(a["type"] == "boss_ability" for a in legal if seat == 1)
        if seat == 0:
            break
        state.apply(seat, next(a for a in legal if a["type"] == "pass"))


def test_the_automaton_villain_uses_it_first_on_its_own_weakest_dude():
    """RULINGS.md (Boss Battle): the Automaton uses it at once, its bounty as a penalty reversed for
    own dudes (a draw dude, then without influence, then the lowest bullets; the token counts)."""
    state = boss_at_noon(players=2, villain=1, automaton=True)
    mine = [next(c for c in state.play[0] if state.table[c].type == "dude")]
    theirs = [c for c in state.play[1] if state.table[c].type == "dude"]
    fight(state, mine, theirs)
    flow.advance(state)
    villain_turn(state)
    legal = state.legal_actions(1)
    assert len(legal) == 1 and legal[0]["type"] == "boss_ability"
    candidates = [None, *theirs]
    assert legal[0]["dude"] == min(candidates, key=lambda d: boss_battle._penalty_order(state, d))


# ---- the view --------------------------------------------------------------------------------------


def test_the_view_shows_the_team_the_event_the_points_and_the_villains_ability():
    state = boss_at_noon(players=3, villain=1)
    state.vp[0] = 2
    shown = state.view(0)["boss_battle"]
    assert shown["scenario_name"] == "Ghost Miners" and shown["villain"] == 1 and shown["heroes"] == [0, 2]
    assert shown["team_victory_points"] == 2 and shown["heroes_win_at"] == 3 and shown["villain_wins_on"] == 5
    assert shown["event"] is None and shown["events_left"] == 0
    assert [a["name"] for a in shown["abilities"]] == ["Out of the Woodwork"]
    assert shown["not_implemented"] == [boss_events.NOT_AVAILABLE]  # the Villain's payment is played
    assert ENGINE.new_game(players=2, seed=1).view(0)["boss_battle"] is None


# ---- the Villain's ability once per opposing Hero ---------------------------------------------------


def wanted_heroes(players=3):
    """The Villain (First Peoples) at High Noon with Too Much Attention in hand, a wanted dude of each Hero in town."""
    decks = ["starter-outlaws", "starter-first-peoples", "starter-law-dogs"][:players]
    state = boss_at_noon(players=players, villain=1, decks=decks)
    card = to_hand(state, 1, "Too Much Attention")
    wanted = []
    for seat in boss_battle.heroes(state):
        dude = next(c for c in state.play[seat] if state.table[c].type == "dude")
        state.at[dude], state.booted[dude] = TOWN_SQUARE, 0
        add_bounty(state, dude, 1)
        wanted.append(dude)
    noon_seat(state, 1)
    return state, card, wanted


def test_the_villain_may_pay_one_more_for_an_ability_to_apply_once_per_opposing_hero():
    """ "When the Villain uses an ability, they may pay 1 ghost rock (in addition to any other costs) in
    order to let the ability apply once per opposing Hero. If the ability targets an opposing dude, it
    may only affect a given dude once.\""""
    state, card, (first, second) = wanted_heroes()
    stash = state.stash[1]
    offered = [a for a in state.legal_actions(1) if a.get("per_hero") and a["card"] == card]
    assert [a["target"] for a in offered if a["ability"] == 0] == [first, second]
    state.apply(1, next(a for a in offered if a["ability"] == 0 and a["target"] == first))
    assert state.booted[first] and state.stash[1] == stash - 1  # the card costs 0, the extra use 1
    picks = state.legal_actions(1)
    assert [(a["type"], a["card"]) for a in picks] == [("pick", second)]  # only the other Hero's dude
    state.apply(1, picks[0])
    assert state.booted[second]
    state.check_invariants()


def test_with_one_hero_there_is_nothing_to_pay_for():
    state, card, _ = wanted_heroes(players=2)
    assert not any(a.get("per_hero") for a in state.legal_actions(1))


def test_the_active_events_abilities_are_noon_plays_of_its_team_once_a_turn(test_events, monkeypatch):
    """ "If the event has any abilities itself, the appropriate team (i.e. Villains or Heroes) is able
    to use those abilities.\""""
    used = []
    ability = boss_events.EventAbility("test: gain 1 ghost rock", lambda state, seat: used.append(seat))
    state = boss_at_noon(players=3, villain=1)
    event = boss_battle.record(state)["event"]
    team = boss_events.EVENTS[event].affiliation
    monkeypatch.setitem(boss_events.EVENTS, event, Event(event, team, abilities=(ability,)))
    users = boss_battle.heroes(state) if team == "hero" else [1]
    others = [seat for seat in range(3) if seat not in users]
    noon_seat(state, others[0])
    assert not any(a["type"] == "event_ability" for a in state.legal_actions(others[0]))
    noon_seat(state, users[0])
    state.apply(users[0], next(a for a in state.legal_actions(users[0]) if a["type"] == "event_ability"))
    assert used == [users[0]] and state.stack[-1]["seat"] == (users[0] + 1) % 3
    for seat in users:  # once a turn for the whole team
        noon_seat(state, seat)
        assert not any(a["type"] == "event_ability" for a in state.legal_actions(seat))
