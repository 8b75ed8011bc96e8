"""Token dudes (``tokens.py``) and the cards that make them: Judge Harry Somerset (Exp.1), Shane &
Graves Security, Bounty Hunter, Spirit Dance, Many Speak As One. Each scenario starts from a real
game at High Noon and acts through ``legal_actions``/``apply``."""

from __future__ import annotations

from automaton.selfplay import play_game
from games.engines import Rng, get_engine
from games.engines.doomtown import flow
from games.engines.doomtown.abilities.windows import usable
from games.engines.doomtown.casualties import casualty_options
from games.engines.doomtown.fight import current
from games.engines.doomtown.tokens import ANCESTOR_SPIRIT, GUNSLINGER, is_token, make_token
from games.engines.doomtown.town import TOWN_SQUARE, deed_controller, home, influence, total_influence, upkeep
from games.engines.doomtown.validation import validate
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import abilities, deck_of, deed, fight, game, give, use, wanted
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, noon_seat, to_hand, top_card_of_value

ENGINE = get_engine("doomtown")
FIRST_PEOPLES, LAW_DOGS = "24007", "24009"
HARRY = "Judge Harry Somerset (Exp.1)"


def newest(state) -> int:
    """The card id made last (a token's)."""
    return len(state.table) - 1


def fight_it_out(state) -> None:
    """Both players take their first legal action until the shootout is over."""
    while any(frame["kind"] == "shootout" for frame in state.stack):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])


def all_posses_done(state) -> None:
    while state.stack[-1]["kind"] == "posse":
        act(state, "posse_done")


# ---- the token machinery -----------------------------------------------------------------------


def test_a_token_takes_the_next_card_id_and_survives_json_and_clones():
    state = game([])
    size = len(state.table)
    other = state.clone()

    token = make_token(state, GUNSLINGER, 0, TOWN_SQUARE)

    assert token == size and state.table[token].name == "Gunslinger" and state.table[token].owner == 0
    assert token in state.play[0] and state.at[token] == TOWN_SQUARE and is_token(state, token)
    assert len(other.table) == size  # the clone's table is its own
    reloaded = ENGINE.from_json(state.to_json())
    assert reloaded == state and reloaded.table[token].name == "Gunslinger"
    assert state.clone() == state
    state.check_invariants()


def test_a_token_leaving_play_is_removed_from_the_game_not_aced_or_discarded():
    state = game([])
    gunslinger = make_token(state, GUNSLINGER, 0, TOWN_SQUARE, permanent=True)
    spirit = make_token(state, ANCESTOR_SPIRIT, 0, TOWN_SQUARE)

    leave_play(state, gunslinger, ace=True)
    leave_play(state, spirit, ace=False)

    assert state.removed[0] == [gunslinger, spirit]
    assert gunslinger not in state.boot_hill[0] and spirit not in state.discard[0]
    shown = state.view(1)["seats"][0]["removed_from_game"]
    assert [card["name"] for card in shown] == ["Gunslinger", "Ancestor Spirit"]
    assert ENGINE.from_json(state.to_json()) == state
    state.check_invariants()


def test_determinizing_keeps_tokens_where_they_are():
    state = game([])
    token = make_token(state, GUNSLINGER, 1, TOWN_SQUARE)
    other = state.determinize(0, Rng(5))
    assert token in other.play[1] and other.table[token].name == "Gunslinger"
    other.check_invariants()


def test_the_invariants_catch_a_token_in_a_discard_pile():
    state = game([])
    token = make_token(state, GUNSLINGER, 0, TOWN_SQUARE)
    leave_play(state, token, ace=False)
    state.removed[0].remove(token)
    state.discard[0].append(token)
    try:
        state.check_invariants()
    except AssertionError as error:
        assert "token" in str(error)
    else:
        raise AssertionError("a token in a discard pile went unnoticed")


def test_a_token_dude_pays_no_upkeep_counts_its_influence_and_can_be_a_casualty():
    state = game([], ["Erik Samson"])
    before = total_influence(state, 0)
    spirit = make_token(state, ANCESTOR_SPIRIT, 0, TOWN_SQUARE)
    gunslinger = make_token(state, GUNSLINGER, 0, TOWN_SQUARE)

    assert upkeep(state, 0, spirit) == upkeep(state, 0, gunslinger) == 0
    assert influence(state, spirit) == 1 and total_influence(state, 0) == before + 1
    fight(state, [gunslinger], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    assert {(c, how) for c, how, _ in casualty_options(state, 0)} == {(gunslinger, "discard"), (gunslinger, "ace")}


def test_judge_harry_cannot_be_in_a_starting_gang():
    deck = deck_of([HARRY, "Erik Samson"], LAW_DOGS)
    state = ENGINE.new_game(players=2, seed=3, options={"decks": [deck, deck]})
    picks = [a["card"] for a in state.legal_actions(state.to_act()[0]) if a["type"] == "gang_pick"]
    names = {state.table[card].name for card in picks}
    assert "Erik Samson" in names and HARRY not in names

    deck["cards"] = [{**entry, "starting": 1} if entry["code"] == "24073" else entry for entry in deck["cards"]]
    messages = [issue["message"] for issue in validate(deck)["errors"]]
    assert any("starting gang" in message and HARRY in message for message in messages)


# ---- Judge Harry Somerset (Exp.1) --------------------------------------------------------------


def harry_game():
    state = game([HARRY], ["Erik Samson"], outfit=LAW_DOGS)
    harry = dude_in_play(state, 0, HARRY)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE, booted=True)
    return state, harry, erik


def test_judge_harry_leads_a_job_with_a_booted_gunslinger_and_discards_the_wanted_mark():
    state, harry, erik = harry_game()
    wanted(state, erik, 2)
    stash = state.stash[0]

    use(state, harry, erik)
    gunslinger = newest(state)
    assert state.table[gunslinger].name == "Gunslinger" and state.booted[gunslinger] and state.booted[harry]
    assert gunslinger in current(state)["posse"][0]
    all_posses_done(state)  # Erik's player does not oppose

    assert erik in state.discard[1] and state.stash[0] == stash + 2  # the mark's bounty is collected
    assert gunslinger in state.removed[0] and gunslinger not in state.play[0]
    assert state.at[harry] == home(state, 0)
    state.check_invariants()


def test_judge_harry_marks_only_a_wanted_dude_and_only_while_unbooted():
    state, harry, erik = harry_game()
    assert abilities(state, harry) == []
    wanted(state, erik)
    assert [a["target"] for a in abilities(state, harry)] == [erik]
    state.booted[harry] = 1
    assert abilities(state, harry) == []


def test_the_gunslinger_fights_for_harry_when_the_job_is_opposed_and_leaves_after():
    state, harry, erik = harry_game()
    wanted(state, erik)
    use(state, harry, erik)
    gunslinger = newest(state)
    act(state, "posse_done")  # Harry's side
    while state.stack[-1]["kind"] == "posse" and state.stack[-1]["seat"] == 0:
        act(state, "posse_done")
    act(state, "join", dude=erik)
    act(state, "posse_done")
    fight_frame = current(state)
    assert fight_frame["posse"][0] == [harry, gunslinger] and fight_frame["posse"][1] == [erik]
    fight_it_out(state)
    assert gunslinger in state.removed[0]
    state.check_invariants()


# ---- Shane & Graves Security -------------------------------------------------------------------


def security_game():
    state = game(["Shane & Graves Security", "General Store", "Pancho Castillo"], ["Erik Samson", "Clint Ramsey"])
    security = deed(state, 0, "Shane & Graves Security")
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    erik = dude_in_play(state, 1, "Erik Samson")
    return state, security, pancho, erik


def test_shane_and_graves_security_sends_a_gunslinger_into_a_shootout_at_the_deed():
    state, security, pancho, erik = security_game()
    fight(state, [pancho], [erik], location=security)
    flow.advance(state)

    act(state, "ability", card=security)
    gunslinger = newest(state)

    assert state.booted[security] and current(state)["posse"][0] == [pancho, gunslinger]
    assert state.at[gunslinger] == security and state.table[gunslinger].name == "Gunslinger"
    state.check_invariants()


def test_shane_and_graves_security_reaches_an_adjacent_deed_but_not_the_town_square():
    state, security, pancho, erik = security_game()
    store = deed(state, 0, "General Store")  # next to the Security on the street
    fight(state, [pancho], [erik], location=store)
    flow.advance(state)
    assert is_legal(state, "ability", card=security)

    state, security, pancho, erik = security_game()
    fight(state, [pancho], [erik], location=TOWN_SQUARE)
    flow.advance(state)
    assert not (state.stack[-1]["kind"] == "plays" and is_legal(state, "ability", card=security))


def test_shane_and_graves_security_is_for_its_controller_and_must_be_unbooted():
    state, security, pancho, erik = security_game()
    dude_in_play(state, 1, "Clint Ramsey", at=security)
    store = deed(state, 0, "General Store")
    fight(state, [pancho], [erik], location=store)
    assert deed_controller(state, security) == 1  # the other player controls it now
    users = [seat for seat in (0, 1) if any(a["card"] == security for a in usable(state, seat, "shootout"))]
    assert users == [1]

    state, security, pancho, erik = security_game()
    state.booted[security] = 1
    fight(state, [pancho], [erik], location=security)
    flow.advance(state)
    assert not (state.stack[-1]["kind"] == "plays" and is_legal(state, "ability", card=security))


# ---- Bounty Hunter -----------------------------------------------------------------------------


def test_bounty_hunter_calls_out_a_wanted_dude_who_cannot_refuse_and_the_gunslinger_leaves_after():
    state = game(["Bounty Hunter"], ["Erik Samson"])
    card = to_hand(state, 0, "Bounty Hunter")
    erik = dude_in_play(state, 1, "Erik Samson")  # even at his home
    wanted(state, erik)
    stash = state.stash[0]

    use(state, card, erik)
    gunslinger = newest(state)
    assert state.stash[0] == stash - 2 and card in state.discard[0]
    assert state.at[gunslinger] == home(state, 1) and state.table[gunslinger].owner == 0
    assert [a["type"] for a in state.legal_actions(1)] == ["accept"]
    act(state, "accept")
    assert current(state)["leader_dude"] == gunslinger and current(state)["posse"][0] == [gunslinger]
    fight_it_out(state)
    assert gunslinger in state.removed[0]
    state.check_invariants()


def test_bounty_hunter_needs_a_wanted_opposing_dude_and_its_cost():
    state = game(["Bounty Hunter", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "Bounty Hunter")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    wanted(state, pancho)
    assert abilities(state, card) == []  # only his own dude is wanted
    wanted(state, erik)
    assert [a["target"] for a in abilities(state, card)] == [erik]
    state.bank += state.stash[0] - 1
    state.stash[0] = 1
    assert abilities(state, card) == []


# ---- Spirit Dance ------------------------------------------------------------------------------


def dance_game(pulled: int):
    state = game(["Speaks-With-Earth", "Spirit Dance"], ["Erik Samson"], outfit=FIRST_PEOPLES)
    shaman = dude_in_play(state, 0, "Speaks-With-Earth", at=TOWN_SQUARE)
    dance = give(state, 0, "Spirit Dance", shaman)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    top_card_of_value(state, 0, pulled)
    return state, shaman, dance, erik


def test_spirit_dance_brings_a_gunslinger_into_the_posse_on_a_passed_test():
    state, shaman, dance, erik = dance_game(pulled=9)  # 9 + Shaman 1 = 10
    fight(state, [shaman], [erik])
    flow.advance(state)

    act(state, "ability", card=dance)
    gunslinger = newest(state)

    assert state.booted[dance] and current(state)["posse"][0] == [shaman, gunslinger]
    assert not state.booted[gunslinger] and state.at[gunslinger] == TOWN_SQUARE
    state.check_invariants()


def test_spirit_dance_does_nothing_on_a_failed_test_and_needs_its_dude_in_the_fight():
    state, shaman, dance, erik = dance_game(pulled=8)
    size = len(state.table)
    fight(state, [shaman], [erik])
    flow.advance(state)
    act(state, "ability", card=dance)
    assert len(state.table) == size and current(state)["posse"][0] == [shaman]

    state, shaman, dance, erik = dance_game(pulled=9)
    other = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [other], [erik])
    flow.advance(state)
    assert state.stack[-1]["kind"] != "plays" or not is_legal(state, "ability", card=dance)


def test_a_gunslinger_joining_at_a_private_deed_of_the_other_side_gains_bounty():
    state, shaman, dance, erik = dance_game(pulled=9)
    frame = fight(state, [shaman], [erik], location=home(state, 1))  # a Private location
    frame["formed"] = True
    flow.advance(state)
    act(state, "ability", card=dance)
    assert state.bounty[newest(state)] == 1
    state.check_invariants()


# ---- Many Speak As One -------------------------------------------------------------------------


def spirits_game(pulled: int):
    state = game(["Speaks-With-Earth", "Many Speak As One"], outfit=FIRST_PEOPLES)
    shaman = dude_in_play(state, 0, "Speaks-With-Earth", at=TOWN_SQUARE)
    spell = give(state, 0, "Many Speak As One", shaman)
    top_card_of_value(state, 0, pulled)
    return state, shaman, spell


def test_many_speak_as_one_puts_an_ancestor_spirit_here_that_leaves_at_the_end_of_the_turn():
    state, shaman, spell = spirits_game(pulled=8)  # 8 + Shaman 1 = 9
    before = total_influence(state, 0)

    use(state, spell)
    spirit = newest(state)

    assert state.table[spirit].name == "Ancestor Spirit" and state.at[spirit] == TOWN_SQUARE
    assert state.booted[spell] and total_influence(state, 0) == before + 1
    state.check_invariants()
    while state.day == 1:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a["type"] in ("pass", "night_keep")), legal[0]))
    assert spirit in state.removed[0]
    state.check_invariants()


def test_an_ancestor_spirit_that_leaves_its_location_leaves_the_game():
    state, shaman, spell = spirits_game(pulled=8)
    use(state, spell)
    spirit = newest(state)
    noon_seat(state, 0)
    act(state, "move", dude=spirit, to=home(state, 0))
    assert spirit in state.removed[0] and spirit not in state.play[0]
    state.check_invariants()


def test_many_speak_as_one_fails_a_low_pull_and_is_used_once():
    state, shaman, spell = spirits_game(pulled=5)
    size = len(state.table)
    use(state, spell)
    assert len(state.table) == size and state.booted[spell]
    assert abilities(state, spell) == []


# ---- whole games -------------------------------------------------------------------------------


def test_random_games_with_token_makers_keep_the_invariants_and_replay_exactly():
    made = 0
    for seed in range(1, 13):
        options = {"decks": ["starter-law-dogs", "starter-first-peoples"]}
        record = play_game(
            "doomtown", players=2, seed=seed, bots=["random", "random"], options=options,
            check_invariants=True, record_hashes=True,
        )  # fmt: skip
        assert record.error is None and record.finished
        made += len(record.state.tokens)
        replayed = ENGINE.new_game(players=2, seed=seed, options=options)
        for entry in record.actions:
            replayed.apply(entry["seat"], entry["action"])
            assert replayed.state_hash() == entry["hash"]
    assert made > 0
