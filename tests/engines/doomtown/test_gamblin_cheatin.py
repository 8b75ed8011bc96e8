"""Cheatin' while Gamblin': after a cheatin' lowball hand the other players' traits act, then
Cheatin' Resolutions that need no shootout, one per cheater, never against yourself."""

from __future__ import annotations

import json

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.nightfall import hand_size
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, home, influence
from games.engines.replay import replay
from tests.engines.doomtown.card_scenario import deck_of, game, give
from tests.engines.doomtown.scenario import ENGINE, act, at_noon, dude_in_play, first_random_game, take, to_hand

LEGAL = ["Ezrael Jones", "Pat's Perch", "El Anónimo", "Pancho Castillo", "Avie Cline"]  # distinct cards
CHEATIN = ["Clint Ramsey", "Clint Ramsey", "El Anónimo", "Pancho Castillo", "Avie Cline"]  # one card twice


def copies(state, seat: int, name: str) -> list[int]:
    return [c for c in range(len(state.table)) if state.table[c].owner == seat and state.table[c].name == name]


def on_top(state, seat: int, names: list[str]) -> list[int]:
    """These cards go on top of ``seat``'s deck, the last on top (a name twice: two copies; never
    a card in play, and one in the hand only when no other copy is left)."""
    placed: list[int] = []
    for name in names:
        found = [c for c in copies(state, seat, name) if c not in placed and c not in state.play[seat]]
        card = sorted(found, key=lambda c: c in state.hand[seat])[0]
        placed.append(card)
        take(state, card)
        state.deck[seat].append(card)
    return placed


def gamblin(state, hands: dict[int, list[str]], pulls: dict[int, list[str]] | None = None):
    """Leave High Noon and play the next Gamblin' with these lowball hands (``pulls``: the cards
    under them, pulled next)."""
    for seat, names in (pulls or {}).items():
        on_top(state, seat, names)
    for seat, names in hands.items():
        on_top(state, seat, names)
    state.stack.pop()
    state.stack[-1]["step"] = "gamblin"
    state.events = []
    flow.advance(state)
    return state


def window(state):
    return next((f for f in state.stack if f["kind"] == "lowball_cheatin"), None)


def resolutions(state) -> list[dict]:
    return [a for a in state.legal_actions(state.to_act()[0]) if a["type"] == "ability"]


def test_a_trait_about_cheatin_hands_fires_at_gamblin():
    state = game(["Philip Swinford", *LEGAL], ["Clint Ramsey"])
    dude_in_play(state, 0, "Philip Swinford")
    gamblin(state, {0: LEGAL, 1: CHEATIN}, pulls={0: ["Clint Ramsey"]})
    clint = state.deck[0][-1]

    assert state.stack[-1]["kind"] == "pick" and state.stack[-1]["then"] == "swinford"
    act(state, "pick", choice="trade")
    traded = state.hand[0][0]
    act(state, "pick", card=traded)
    assert traded in state.discard[0] and clint in state.hand[0]
    assert window(state) is None  # nobody holds a Cheatin' Resolution: no window after the trait


def test_padre_ernesto_boots_his_miracle_to_draw_when_an_opponent_cheats_at_gamblin():
    state = game(["Padre Ernesto de Diaz", "Consecration"], ["Clint Ramsey"])
    ernesto = dude_in_play(state, 0, "Padre Ernesto de Diaz")
    miracle = give(state, 0, "Consecration", ernesto)
    gamblin(state, {0: LEGAL, 1: CHEATIN})
    hand = len(state.hand[0])

    assert state.stack[-1]["then"] == "ernesto" and state.stack[-1]["seat"] == 0
    act(state, "pick", card=miracle)

    assert state.booted[miracle] and len(state.hand[0]) == hand + 1


def test_a_trait_does_not_fire_without_a_cheatin_lowball_hand():
    state = game(["Philip Swinford", *LEGAL], ["Clint Ramsey", "Ezrael Jones", "Pat's Perch"])
    dude_in_play(state, 0, "Philip Swinford")
    to_hand(state, 0, "Pat's Perch")
    gamblin(state, {0: ["Ezrael Jones", "El Anónimo", "Pancho Castillo", "Avie Cline", "Clint Ramsey"], 1: LEGAL})

    assert not any(f["kind"] == "pick" for f in state.stack)


def test_a_cheatin_resolution_is_played_against_the_cheater_at_gamblin():
    state = game(["Coachwhip!", "Ezrael Jones"], ["Clint Ramsey", "Erik Samson"])
    whip = to_hand(state, 0, "Coachwhip!")
    erik = dude_in_play(state, 1, "Erik Samson")
    gamblin(state, {0: LEGAL, 1: CHEATIN})

    offered = resolutions(state)
    assert [a["against"] for a in offered] == [1] and state.stack[-1]["seat"] == 0
    act(state, "ability", card=whip, against=1)
    act(state, "pick", card=erik)  # a legal hand chooses the cheater's dude

    assert state.booted[erik] and erik in state.play[1]  # booted, not aced: this is no shootout
    assert whip in state.discard[0] and window(state) is None


def test_only_one_cheatin_resolution_is_played_against_each_cheater():
    state = game(["Coachwhip!", "Flight of the Lepus", "Ezrael Jones"], ["Clint Ramsey", "Erik Samson"])
    whip = to_hand(state, 0, "Coachwhip!")
    lepus = to_hand(state, 0, "Flight of the Lepus")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    gamblin(state, {0: LEGAL, 1: CHEATIN})
    assert {a["card"] for a in resolutions(state)} == {whip, lepus}

    act(state, "ability", card=whip, against=1)
    act(state, "pick", card=erik)

    assert window(state) is None and lepus in state.hand[0]  # the cheater has had theirs
    assert state.to_act() and state.stack[-1]["kind"] != "lowball_cheatin"


def test_a_cheater_cannot_play_a_cheatin_resolution_against_themself():
    state = game(["Ezrael Jones"], ["Coachwhip!", "Clint Ramsey"])
    to_hand(state, 1, "Coachwhip!")
    gamblin(state, {0: LEGAL, 1: CHEATIN})

    assert window(state) is None


def test_cheatin_resolutions_that_need_a_shootout_are_not_offered_and_no_window_opens():
    names = ["Ricochet", "It's Not What You Know...", "Bottom Dealin'", "Pair of Six-Shooters", "Ezrael Jones"]
    state = game(names, ["Clint Ramsey"])
    for name in ("Ricochet", "It's Not What You Know...", "Bottom Dealin'"):
        to_hand(state, 0, name)
    give(state, 0, "Pair of Six-Shooters", dude_in_play(state, 0, "Ezrael Jones"))
    gamblin(state, {0: ["Pat's Perch", "El Anónimo", "Pancho Castillo", "Avie Cline", "Clint Ramsey"], 1: CHEATIN})

    assert window(state) is None
    assert [e["seat"] for e in state.events if e["type"] == "cheatin"] == [1]


def test_the_window_does_not_open_when_nobody_can_act():
    state = game(["Ezrael Jones"], ["Clint Ramsey"])
    gamblin(state, {0: LEGAL, 1: CHEATIN})

    assert window(state) is None and state.phase != "gamblin"


def test_flight_of_the_lepus_sends_dudes_home_without_booting_at_gamblin():
    state = game(["Flight of the Lepus", "Ezrael Jones"], ["Clint Ramsey", "Erik Samson"])
    lepus = to_hand(state, 0, "Flight of the Lepus")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    gamblin(state, {0: LEGAL, 1: CHEATIN})
    assert all(a["target"][0] == "stay" for a in resolutions(state))  # booting is for shootouts

    act(state, "ability", card=lepus, target=["stay", erik], against=1)

    assert state.at[erik] == home(state, 1) and not state.booted[erik]


def test_soul_cage_brings_an_abomination_into_play_at_its_dude_at_gamblin():
    state = game(["Soul Cage", "Ezrael Jones", "Bobo"], ["Clint Ramsey"])
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    cage = give(state, 0, "Soul Cage", ezrael)
    bobo = copies(state, 0, "Bobo")[0]  # cost 1: within the cheatin' pair's rank 2
    take(state, bobo)
    state.discard[0].append(bobo)
    gamblin(state, {0: LEGAL, 1: CHEATIN})
    assert [a["target"] for a in resolutions(state) if a["card"] == cage] == [bobo]

    act(state, "ability", card=cage, target=bobo, against=1)

    assert bobo in state.play[0] and state.at[bobo] == TOWN_SQUARE and state.booted[cage]


def test_soul_cage_is_not_offered_when_booted():
    state = game(["Soul Cage", "Ezrael Jones", "Bobo"], ["Clint Ramsey"])
    cage = give(state, 0, "Soul Cage", dude_in_play(state, 0, "Ezrael Jones"))
    state.booted[cage] = 1
    bobo = copies(state, 0, "Bobo")[0]
    take(state, bobo)
    state.discard[0].append(bobo)
    gamblin(state, {0: LEGAL, 1: CHEATIN})

    assert window(state) is None


def test_consecration_makes_a_stud_with_more_influence_at_gamblin():
    state = game(["Consecration", "Ezrael Jones"], ["Clint Ramsey"])
    ezrael = dude_in_play(state, 0, "Ezrael Jones")
    consecration = give(state, 0, "Consecration", ezrael)
    before = influence(state, ezrael)
    gamblin(state, {0: LEGAL, 1: CHEATIN}, pulls={0: ["Clint Ramsey"]})  # 11 + Blessed 1 against 7

    act(state, "ability", card=consecration, target=ezrael, against=1)

    assert bullet_type(state, ezrael) == "stud" and influence(state, ezrael) == before + 2


def test_fetch_takes_a_card_of_the_lowball_hand_into_the_play_hand():
    state = game(["Avie Cline", "Fetch", "Clint Ramsey", *LEGAL], ["Clint Ramsey"])
    avie = dude_in_play(state, 0, "Avie Cline")
    fetch_card = give(state, 0, "Fetch", avie)
    gamblin(state, {0: LEGAL, 1: CHEATIN}, pulls={0: ["Clint Ramsey"]})  # 11 + Hex against 5
    perch = next(c for c in window(state)["draw_hands"][0] if state.table[c].name == "Pat's Perch")

    act(state, "ability", card=fetch_card, against=1)
    act(state, "pick", card=perch)

    assert perch in state.hand[0] and state.booted[fetch_card]


def test_owls_insight_attaches_from_the_hand_and_draws_up_at_gamblin():
    state = game(["Speaks-With-Earth", "Owl's Insight", "Shotgun"], ["Clint Ramsey"], outfit="24007")
    shaman = dude_in_play(state, 0, "Speaks-With-Earth")
    spell = give(state, 0, "Owl's Insight", shaman)
    state.discard[0].extend(state.hand[0])
    state.hand[0].clear()
    shotgun = to_hand(state, 0, "Shotgun")
    gamblin(state, {0: LEGAL, 1: CHEATIN}, pulls={0: ["Clint Ramsey"]})  # 11 + Shaman 1 against 5

    act(state, "ability", card=spell, against=1)
    act(state, "pick", card=shaman)
    act(state, "pick", card=shotgun)
    act(state, "pick", choice="done")

    assert state.attached_to[shotgun] == shaman and state.booted[spell]
    assert len(state.hand[0]) == hand_size(state, 0)


def test_three_players_two_cheaters_each_get_one_resolution():
    decks = [deck_of(["Coachwhip!", "Clint Ramsey", "Erik Samson"]) for _ in range(3)]
    state = at_noon(decks=decks)
    for seat in range(3):
        state.stash[seat] += 10
        state.bank -= 10
        to_hand(state, seat, "Coachwhip!")
        dude_in_play(state, seat, "Erik Samson")
    gamblin(state, {0: LEGAL, 1: CHEATIN, 2: CHEATIN})
    frame = window(state)
    assert frame is not None and frame["cheatin"] == [False, True, True]

    played: list[tuple[int, int]] = []
    while window(state) is not None:
        seat = state.to_act()[0]
        if state.stack[-1]["kind"] == "pick":
            act(state, "pick", card=state.legal_actions(seat)[0]["card"])
            continue
        against = {a["against"] for a in resolutions(state)}
        assert seat not in against and not against & {cheater for _, cheater in played}
        first = resolutions(state)[0]
        played.append((seat, first["against"]))
        act(state, "ability", card=first["card"], against=first["against"])

    assert sorted(cheater for _, cheater in played) == [1, 2]  # one each, never by themselves
    assert all(seat != cheater for seat, cheater in played)


def _random_game_in_the_window():
    """A random game between two provided decks, played until a Gamblin' cheatin' window waits."""
    options = {"decks": ["starter-outlaws", "automaton-outlaws"]}
    return first_random_game(
        range(1, 200), lambda seed: options, lambda state: state.stack[-1]["kind"] == "lowball_cheatin", fork=3
    )


def test_a_game_in_the_window_round_trips_through_json_and_replays():
    state, seed, options, record = _random_game_in_the_window()

    restored = ENGINE.from_json(json.loads(json.dumps(state.to_json())))
    assert restored == state and restored.legal_actions(restored.to_act()[0]) == state.legal_actions(state.to_act()[0])
    replayed = replay("doomtown", players=2, seed=seed, options=options, actions=record)
    assert replayed.state_hash() == state.state_hash()
    seat = state.to_act()[0]
    for copy in (state, restored):
        copy.apply(seat, copy.legal_actions(seat)[-1])
    assert restored.state_hash() == state.state_hash()
