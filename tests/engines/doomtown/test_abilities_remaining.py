"""The last base-set cards: No Turning Back, Comin' Up Roses, Owl's Insight, Mother Bear's Rage and
Marcia Ridge. Each scenario starts from a real game at High Noon and acts through
``legal_actions``/``apply`` (RULINGS.md 162-164, 167, 168)."""

from __future__ import annotations

from automaton.selfplay import play_game
from automaton.strategies import get_bot
from games.engines import Rng
from games.engines.doomtown.abilities.hand_changes import straight_and_flush_changes, stronger_first
from games.engines.doomtown.abilities.nightfall import hand_size
from games.engines.doomtown.abilities.rounds import settle
from games.engines.doomtown.cards import load_deck_file
from games.engines.doomtown.fight import current
from games.engines.doomtown.poker import JOKER_CODE, evaluate, parse_card, parse_hand
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, home
from tests.engines.doomtown.card_scenario import (
    abilities,
    at_resolution,
    deed,
    fight,
    game,
    give,
    no_turning_back_fight,
    revealed_duel,
    use,
)
from tests.engines.doomtown.scenario import ENGINE, act, dude_in_play, named, to_hand, top_card_of_value
from tests.game_counts import games


def play_on(state, until) -> None:
    """Each player takes a pass (else the first legal action) until ``until(state)``."""
    while not until(state):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a["type"] == "pass"), legal[0]))


# ---- No Turning Back ---------------------------------------------------------------------------


def test_no_turning_back_at_noon_aces_your_dude_for_its_cost_in_ghost_rock():
    state = game(["No Turning Back", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "No Turning Back")
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    erik = dude_in_play(state, 1, "Erik Samson")
    assert {a["target"] for a in abilities(state, card)} == {pancho}  # only a dude its player owns
    stash = state.stash[0]

    use(state, card, pancho)

    assert pancho in state.boot_hill[0] and card in state.discard[0]
    assert state.stash[0] == stash + state.table[pancho].num("cost") > stash
    assert erik in state.play[1]
    state.check_invariants()


def test_no_turning_back_needs_a_dude_of_yours_and_is_no_shootout_play():
    state = game(["No Turning Back"], ["Erik Samson"])
    card = to_hand(state, 0, "No Turning Back")
    dude_in_play(state, 1, "Erik Samson")
    for dude in list(state.play[0]):
        if state.table[dude].type == "dude":
            state.play[0].remove(dude)
            state.discard[0].append(dude)
    assert abilities(state, card) == []


def test_no_turning_back_spares_this_rounds_casualties_makes_a_stud_and_nobody_of_yours_flees():
    state, card, pancho, clint, erik, frame = no_turning_back_fight({0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"})
    before = bullets(state, pancho)
    assert [a["target"] for a in abilities(state, card)] == [[clint, pancho]]

    use(state, card, [clint, pancho], ability=1)

    assert clint in state.boot_hill[0] and state.stash[0] >= 0
    assert bullets(state, pancho) == before + 2 and bullet_type(state, pancho) == "stud"
    play_on(state, lambda s: frame["step"] in ("flee_next", "next", "plays", "end") or s.stack[-1]["kind"] == "flee")
    assert frame["casualties"][0] == 0 and frame["loser"] == 0 and pancho in frame["posse"][0]
    assert [f["seat"] for f in state.stack if f["kind"] == "flee"] == [1]  # the loser, seat 0, is never asked
    play_on(state, lambda s: frame["round"] == 2 or frame["step"] == "end")
    assert bullet_type(state, pancho) == "stud"  # until the shootout ends, not the round
    state.check_invariants()


def test_no_turning_back_needs_another_dude_to_ace():
    state = game(["No Turning Back", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "No Turning Back")
    for dude in list(state.play[0]):
        if state.table[dude].type == "dude":
            state.play[0].remove(dude)
            state.discard[0].append(dude)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"}, {0: pancho, 1: erik})
    assert card in state.hand[0] and not any(f["kind"] == "plays" for f in state.stack)  # no window opened
    assert current(state) is frame and frame["step"] != "resolutions"


# ---- Comin' Up Roses ---------------------------------------------------------------------------


def roses_fight(mine: str, theirs: str):
    """Pancho (seat 0, holding Comin' Up Roses) against Erik; the draw hands revealed."""
    return revealed_duel("Comin' Up Roses", mine, theirs)


def test_comin_up_roses_changes_the_suit_of_a_card_without_a_duplicate_value():
    state, card, frame = roses_fight("2S 3S 5S 8C KS", "AS AH 3C 4D 9S")
    assert [a["target"] for a in abilities(state, card)] == [["8C to 8S"]]  # only a change that helps

    use(state, card, ["8C to 8S"])

    assert frame["hands"][0]["name"] == "Flush" and card in state.discard[0]
    assert frame["step"] != "resolutions" and frame["rank_bonus"][0] == 0  # the +2 is the cheatin' resolution's
    state.check_invariants()


def test_comin_up_roses_does_not_change_a_card_whose_value_is_duplicated_nor_offer_useless_changes():
    state, card, _ = roses_fight("8S 8C 2S 3S 5S", "AS AH 3C 4D 9S")  # 8C may not change, 8S is a spade
    assert abilities(state, card) == []
    state, card, _ = roses_fight("2S 3H 5D 8C KS", "AS AH 3C 4D 9S")  # no flush a suit away
    assert abilities(state, card) == []


def test_comin_up_roses_against_a_cheater_makes_a_straight_and_gives_plus_two_while_it_holds():
    state, card, frame = roses_fight("2S 3H 5D 8C KS", "AS AS 3C 4D 9S")
    offered = [a["target"] for a in abilities(state, card) if a["ability"] == 1]
    assert offered == [["8C to 4C", "KS to 6S"], ["8C to AC", "KS to 4S"]]  # strongest first

    use(state, card, ["8C to 4C", "KS to 6S"], ability=1)

    assert frame["hands"][0]["name"] == "Straight" and not frame["hands"][0]["cheatin"]
    assert sorted(frame["draw_codes"][0]) == sorted(parse_hand("2S 3H 4C 5D 6S"))
    assert frame["step"] != "resolutions" and frame["rank_bonus"][0] == 2  # the round was tallied with +2
    frame["rank_bonus"] = [0, 0]  # a later round of the same shootout
    frame["hands"][0] = evaluate("2H 2D 5C 9S KS").to_json()
    settle(state, frame)
    assert frame["rank_bonus"][0] == 0  # no straight or flush: no bonus
    frame["hands"][0] = evaluate("3H 8H 9H JH KH").to_json()
    settle(state, frame)
    assert frame["rank_bonus"][0] == 2
    state.check_invariants()


def test_comin_up_roses_against_a_cheater_keeps_a_straight_already_made_for_the_plus_two():
    state, card, frame = roses_fight("2S 3H 4D 5C 6S", "AS AS 3C 4D 9S")
    offered = [a["target"] for a in abilities(state, card) if a["ability"] == 1]
    assert offered == [["2S to 7S", "3H to 8H"], ["2S to 7S"], ["2S to 2H"]]  # higher straights, or keep it

    use(state, card, ["2S to 2H"], ability=1)

    assert frame["hands"][0]["name"] == "Straight" and frame["rank_bonus"][0] == 2


def test_comin_up_roses_cheatin_resolution_needs_a_cheater_and_a_shootout():
    state, card, _ = roses_fight("2S 3H 5D 8C KS", "AS AH 3C 4D 9S")
    assert all(a["ability"] == 0 for a in abilities(state, card))
    state = game(["Comin' Up Roses"])
    assert abilities(state, to_hand(state, 0, "Comin' Up Roses")) == []  # no draw hand at High Noon


def test_comin_up_roses_new_values_never_match_another_and_a_joker_counts_for_the_straight():
    codes = parse_hand("JOKER 3H 5H 9C KC")
    for texts in stronger_first(codes, straight_and_flush_changes(codes)):
        changed = list(codes)
        for text in texts:
            old, new = (parse_card(card) for card in text.split(" to "))
            changed[changed.index(old)] = new
        values = [code // 4 for code in changed if code != JOKER_CODE]
        assert len(values) == len(set(values))
    best = stronger_first(codes, straight_and_flush_changes(codes))[0]
    assert best == ["3H to JC", "5H to QC"]  # 9C JC QC KC and the joker as 10C


# ---- Owl's Insight -------------------------------------------------------------------------------

FIRST_PEOPLES = "24007"


def owl_fight(pulled: int, their_hand: str = "AS AS 3C 4D 9S", in_fight: bool = True):
    """Speaks-With-Earth (Shaman 1) with Owl's Insight fights Erik; Shotgun, Spirit Dance and Soul
    Blast in hand; seat 1 shows ``their_hand`` (cheatin' by default); the pull is ``pulled``."""
    mine = ["Speaks-With-Earth", "Owl's Insight", "Shotgun", "Spirit Dance", "Soul Blast", "Pancho Castillo"]
    state = game([*mine, "Mother Bear's Rage"], ["Erik Samson"], outfit=FIRST_PEOPLES)  # a 5 to pull
    shaman = dude_in_play(state, 0, "Speaks-With-Earth", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    spell = give(state, 0, "Owl's Insight", shaman)
    state.discard[0].extend(state.hand[0])
    state.hand[0].clear()
    for name in ("Shotgun", "Spirit Dance", "Soul Blast"):
        to_hand(state, 0, name)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    top_card_of_value(state, 0, pulled)
    frame = fight(state, [shaman, pancho] if in_fight else [pancho], [erik])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: their_hand}, {0: pancho, 1: erik})
    return state, spell, shaman, pancho, frame


def pick(state, choice) -> None:
    act(state, "pick", **({"card": choice} if isinstance(choice, int) else {"choice": choice}))


def test_owls_insight_attaches_cards_for_one_less_draws_up_and_spares_two_casualties():
    state, spell, shaman, pancho, frame = owl_fight(pulled=5)  # 5 + Shaman 1 >= 5
    shotgun, dance, blast = (named(state, 0, name) for name in ("Shotgun", "Spirit Dance", "Soul Blast"))
    state.bank += state.stash[0] - 3
    state.stash[0] = 3

    use(state, spell)

    assert state.booted[spell] and frame["fewer_casualties"][0] == 2
    assert {a.get("card") for a in state.legal_actions(0)} == {shaman, pancho, None}  # None: "done"
    pick(state, pancho)
    assert {a.get("card") for a in state.legal_actions(0)} == {shotgun}  # no spell for a dude without the skill
    pick(state, shotgun)
    assert state.attached_to[shotgun] == pancho and state.stash[0] == 1  # 3 less 1
    pick(state, shaman)
    assert {a.get("card") for a in state.legal_actions(0)} == {dance}  # a Spirit, not a Hex; 2 less 1 <= 1
    pick(state, dance)
    assert state.attached_to[dance] == shaman and state.stash[0] == 0
    pick(state, "done")

    assert blast in state.hand[0] and len(state.hand[0]) == hand_size(state, 0)
    state.check_invariants()


def test_owls_insight_fails_a_low_pull_and_needs_a_cheater_and_its_shaman_in_the_fight():
    state, spell, *_ = owl_fight(pulled=1)  # 1 + 1 < 5 (Soul Blast pulled from the hand)
    hand = list(state.hand[0])
    use(state, spell)
    assert state.booted[spell] and state.hand[0] == hand and not any(f["kind"] == "pick" for f in state.stack)
    assert abilities(state, spell) == []  # booted
    state, spell, *_ = owl_fight(pulled=5, their_hand="AS AH 3C 4D 9S")
    assert abilities(state, spell) == []  # nobody cheated
    state, spell, *_ = owl_fight(pulled=5, in_fight=False)
    assert abilities(state, spell) == []


# ---- Mother Bear's Rage ---------------------------------------------------------------------------


def rage_game(pulled: int):
    """Mother Bear's Rage planted at seat 0's General Store, where Speaks-With-Earth (Shaman 1)
    stands; the street runs home, General Store, Yan Li's Tailoring. Erik is at the Tailoring (a
    deed next door), Pancho in the town square (next door, no deed), Clint at seat 1's home."""
    state = game(["Speaks-With-Earth", "Mother Bear's Rage", "General Store", "Yan Li's Tailoring", "Soul Blast"],
                 ["Erik Samson", "Clint Ramsey"], outfit=FIRST_PEOPLES)  # fmt: skip
    store, tailor = deed(state, 0, "General Store"), deed(state, 0, "Yan Li's Tailoring")
    shaman = dude_in_play(state, 0, "Speaks-With-Earth", at=store)
    totem = give(state, 0, "Mother Bear's Rage", shaman)
    state.attached_to[totem] = store
    erik = dude_in_play(state, 1, "Erik Samson", at=tailor)
    dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    dude_in_play(state, 1, "Clint Ramsey")
    top_card_of_value(state, 0, pulled)
    return state, totem, shaman, tailor, erik


def test_mother_bears_rage_calls_out_a_dude_at_an_adjacent_deed_with_a_gunslinger():
    state, totem, shaman, tailor, erik = rage_game(pulled=8)  # 8 + Shaman 1 >= 5
    assert [a["target"] for a in abilities(state, totem)] == [[tailor, erik]]  # no deed, or a home
    size = len(state.table)

    use(state, totem, [tailor, erik])

    gunslinger = size
    assert state.table[gunslinger].name == "Gunslinger" and state.at[gunslinger] == tailor
    assert bullets(state, gunslinger) == 2 and bullet_type(state, gunslinger) == "stud"
    assert state.booted[totem] and state.stack[-1]["kind"] == "answer"
    act(state, "accept")
    frame = current(state)
    assert frame["location"] == tailor and frame["posse"][0] == [gunslinger] and frame["posse"][1] == [erik]
    play_on(state, lambda s: not any(f["kind"] == "shootout" for f in s.stack))
    assert gunslinger in state.removed[0]  # gone after its shootout
    assert abilities(state, totem) == []  # booted, and used this turn
    state.check_invariants()


def test_a_refused_mother_bears_rage_gunslinger_leaves_at_once():
    state, totem, shaman, tailor, erik = rage_game(pulled=8)
    use(state, totem, [tailor, erik])
    gunslinger = len(state.table) - 1

    act(state, "refuse")

    assert gunslinger in state.removed[0] and state.at[erik] != tailor and state.booted[erik]
    state.check_invariants()


def test_mother_bears_rage_fails_a_low_pull_and_needs_a_shaman_at_the_totem():
    state, totem, _, tailor, erik = rage_game(pulled=1)  # 1 + 1 < 5
    size = len(state.table)
    use(state, totem, [tailor, erik])
    assert len(state.table) == size and state.booted[totem]
    state, totem, shaman, *_ = rage_game(pulled=8)
    state.at[shaman] = home(state, 0)
    assert abilities(state, totem) == []


def test_random_players_use_mother_bears_rage_and_finish_the_game():
    for seed in range(1, 6):
        state, totem, *_ = rage_game(pulled=8)
        random_bots_finish(state, totem, seed)


# ---- Marcia Ridge --------------------------------------------------------------------------------


def marcia_game():
    """Marcia (seat 0, influence 2) and Erik (seat 1, influence 1) in the town square; seat 1 owns
    Charlie's Place (on its street, next to the town square) and Clanton Ranch (out of town)."""
    state = game(["Marcia Ridge"], ["Charlie's Place", "Clanton Ranch", "Erik Samson", "Clint Ramsey"])
    place, ranch = deed(state, 1, "Charlie's Place"), deed(state, 1, "Clanton Ranch")
    state.dealer = 1  # the Ranch pays a player who is not the Dealer
    marcia = dude_in_play(state, 0, "Marcia Ridge", at=TOWN_SQUARE)
    dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    return state, marcia, place, ranch


def test_marcia_ridge_lets_her_player_use_a_deed_next_to_the_town_square_as_if_she_were_there():
    state, marcia, place, _ = marcia_game()
    assert [a["target"] for a in abilities(state, place)] == [[marcia, 2], [marcia, -2]]  # she counts as there

    use(state, place, [marcia, 2])

    assert bullets(state, marcia) == 2 and state.booted[place]
    state.booted[place] = 0
    assert abilities(state, place) == []  # once a turn, whoever used it
    assert abilities(state, place, seat=1) == []
    state.check_invariants()


def test_marcia_ridge_needs_the_town_square_more_influence_there_and_a_deed_next_to_it():
    state, marcia, place, ranch = marcia_game()
    assert abilities(state, ranch) == []  # out of town: not next to the town square
    state.dealer = 0
    assert abilities(state, ranch, seat=1)  # its controller may
    dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)  # 2 against 2: no more influence
    assert abilities(state, place) == []
    state, marcia, place, _ = marcia_game()
    state.at[marcia] = home(state, 0)
    assert abilities(state, place) == []


def test_random_players_use_a_deed_through_marcia_ridge_and_finish_the_game():
    for seed in range(1, 6):
        state, marcia, place, _ = marcia_game()
        random_bots_finish(state, place, seed)


# ---- whole games -------------------------------------------------------------------------------

REMAINING = {"24253": "No Turning Back", "24234": "Comin' Up Roses"}  # common enough in random games


def with_remaining_cards(key: str) -> dict:
    """A provided deck plus four copies of each card of this file."""
    deck = load_deck_file(key)
    extra = [{"code": code, "name": name, "quantity": 4} for code, name in REMAINING.items()]
    return {**deck, "cards": [*deck["cards"], *extra]}


def test_random_players_use_these_cards_in_whole_games_that_replay_exactly():
    used: set[str] = set()
    for seed in range(1, games(full=24, quick=8) + 1):  # both cards are used by seed 2
        options = {"decks": [with_remaining_cards("starter-first-peoples"), with_remaining_cards("starter-law-dogs")]}
        record = play_game(
            "doomtown", players=2, seed=seed, bots=["random", "random"], options=options,
            check_invariants=True, record_hashes=True,
        )  # fmt: skip
        assert record.error is None and record.finished
        replayed = ENGINE.new_game(players=2, seed=seed, options=options)
        for entry in record.actions:
            action = entry["action"]
            if action["type"] == "ability":
                used.add(replayed.table[action["card"]].card.code)
            replayed.apply(entry["seat"], action)
            assert replayed.state_hash() == entry["hash"]
    assert set(REMAINING) <= used


def random_bots_finish(state, card: int, seed: int) -> None:
    """Random bots use ``card`` now (one of its actions, at random), then play the game out; the
    invariants hold after every action, and JSON keeps the state."""
    rng, bot = Rng(seed), get_bot("random", "doomtown")
    seat = state.to_act()[0]
    offered = [a for a in state.legal_actions(seat) if a["type"] == "ability" and a["card"] == card]
    assert offered
    state.apply(seat, rng.choice(offered))
    for _ in range(3000):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.determinize(seat, rng), seat, rng))
        state.check_invariants()
    assert state.is_over()
    assert ENGINE.from_json(state.to_json()) == state


def test_random_players_use_owls_insight_and_finish_the_game():
    for seed in range(1, 6):
        state, spell, *_ = owl_fight(pulled=5)
        random_bots_finish(state, spell, seed)
