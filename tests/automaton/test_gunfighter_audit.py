"""What an independent audit found the Gunfighter reading differently from the rulebook's
"Automaton Variant" and "Archetype: Gunfighter" (shared/rules/doomtown-weird-west.txt), one
scenario per point, each quoting the text it enforces."""

from __future__ import annotations

from automaton.strategies.gunfighter import card_abilities, targets
from automaton.strategies.gunfighter.abilities import ability_step
from automaton.strategies.gunfighter.priorities import pick
from automaton.strategies.gunfighter.reflexes import automaton_hand
from games.engines.doomtown import flow
from games.engines.doomtown.abilities.windows import ask
from games.engines.doomtown.noon import noon_legal
from games.engines.doomtown.shootout import new_shootout
from games.engines.doomtown.town import TOWN_SQUARE, home
from tests.automaton import gunfighter_scenarios as scene
from tests.automaton.gunfighter_scenarios import AUTOMATON, HUMAN


def _play_until_noon(state, human_first: str) -> list[str]:
    """Play on (the human answering ``human_first`` when offered, else its first choice) until
    High Noon comes back; the Automaton's explanations on the way."""
    said = []
    while state.stack[-1]["kind"] != "noon":
        seat = state.to_act()[0]
        if seat == AUTOMATON:
            said.append(scene.step(state)[1])
            continue
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a["type"] == human_first), legal[0]))
    return said


# ---- 1. a refused call-out is not a shootout -------------------------------------------------


def test_a_refused_call_out_lets_the_play_go_on_to_a_card_an_ability_and_recompense():
    """Automaton Pulls: "If a shootout starts during this process, do not proceed further after it
    ends": refused, no shootout started, so the pull still plays a card (or an ability, or gains
    its recompense)."""
    state = scene.at_noon()
    ike = scene.dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    scene.dude(state, AUTOMATON, "Ramiro Mendoza", TOWN_SQUARE)
    before = state.stash[AUTOMATON]
    action, _ = scene.pull(state, "Point Blank")  # K♣: a call-out
    assert action["type"] == "callout"
    scene.step(state)
    scene.act(state, "refuse")

    assert state.stack[-1] == {**state.stack[-1], "kind": "automaton_choice", "stage": "card"}
    _, why = scene.decide(state)
    assert "its call-out was refused: no shootout started, so the play goes on" in why
    said = _play_until_noon(state, "pass")
    assert state.at[ike] == home(state, HUMAN) and state.booted[ike]
    assert state.stash[AUTOMATON] == before + 1, "no card, no ability: the recompense"
    assert any("no applicable ability" in line for line in said)


def test_an_accepted_call_out_ends_the_play_once_its_shootout_is_over():
    """The same sentence: an accepted call-out starts a shootout, and the play stops there."""
    state = scene.at_noon()
    scene.dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    scene.dude(state, AUTOMATON, "Ramiro Mendoza", TOWN_SQUARE)
    before = state.stash[AUTOMATON]
    scene.pull(state, "Point Blank")
    scene.step(state)
    scene.act(state, "accept")
    said = _play_until_noon(state, "accept")
    assert not any("play a card" in line or "recompense" in line for line in said)
    assert state.stash[AUTOMATON] <= before + 1  # no recompense after the shootout (a bounty aside)


# ---- 2. priorities that read card abilities --------------------------------------------------


def test_posses_pass_over_a_dude_whose_goods_let_him_join_later():
    """Target Priorities, Posses: "{dudes without abilities that let them join later}" comes first:
    a dude with a Pinto can ride in later, so another joins now."""
    state = scene.at_noon(decks=["starter-law-dogs", "starter-outlaws"])
    rider = scene.dude(state, AUTOMATON, "Pancho Castillo", TOWN_SQUARE)
    scene.goods(state, AUTOMATON, "Pinto", rider)
    other = scene.dude(state, AUTOMATON, "Allie Hensman", TOWN_SQUARE)
    assert card_abilities.joins_later(state, rider) and not card_abilities.joins_later(state, other)
    chosen = pick([rider, other], targets.posses(state), lambda d: d, state)
    assert chosen.choice == other and chosen.reason == "dudes without abilities that let them join later"


def test_posses_count_shootout_abilities_only_if_they_can_still_be_used_after_joining():
    """Posses: "{dudes with Shootout or Resolution abilities (printed or attached) that can be used
    after joining}": a Winchester that must boot counts while unbooted; a dude whose own ability
    boots him loses it by booting to join."""
    state = scene.at_noon(decks=["starter-outlaws", "starter-anarchists"])
    xui = scene.dude(state, AUTOMATON, "Xui Yin Chen", TOWN_SQUARE)
    assert card_abilities.fights_after_joining(state, xui, boots_to_join=False)
    assert not card_abilities.fights_after_joining(state, xui, boots_to_join=True)
    state = scene.at_noon()
    tommy = scene.dude(state, AUTOMATON, "Tommy Harden", TOWN_SQUARE)
    rifle = scene.goods(state, AUTOMATON, "Winchester Model 1873", tommy)
    assert card_abilities.fights_after_joining(state, tommy, boots_to_join=True)
    state.booted[rifle] = 1
    assert not card_abilities.fights_after_joining(state, tommy, boots_to_join=True)


def test_a_diamond_move_reads_a_deed_ability_that_affects_dudes_there():
    """♦: "{deed with an ability (printed or attached) affecting dudes at that deed}": Charlie's
    Place gives a dude there +2 or -2 bullets, so a dude moving there can be affected."""
    state = scene.at_noon(decks=["starter-law-dogs", "starter-outlaws"])
    place = scene.deed(state, AUTOMATON, "Charlie's Place")
    ranch = scene.deed(state, AUTOMATON, "Clanton Ranch")
    mover = scene.dude(state, AUTOMATON, "Pancho Castillo")
    assert card_abilities.affects_dudes_at(state, AUTOMATON, place, mover)
    assert not card_abilities.affects_dudes_at(state, AUTOMATON, ranch, mover)


def test_goods_go_to_the_dude_that_gets_a_special_bonus_from_them():
    """Goods and Spells (receiving): "{card without an attachment of that type}, then {card that
    gets a special bonus from that type of card}": Baijiu Jar gives +3 value and +1 influence at a
    Saloon, so the dude standing in the Dead Dog Tavern gets it."""
    state = scene.at_noon(decks=["starter-outlaws", "starter-anarchists"])
    tavern = scene.deed(state, AUTOMATON, "Dead Dog Tavern")
    at_saloon = scene.dude(state, AUTOMATON, "Xui Yin Chen", tavern)
    at_home = scene.dude(state, AUTOMATON, "Randall")
    (jar,) = scene.hand(state, AUTOMATON, "Baijiu Jar")
    assert card_abilities.special_bonus_from(state, jar, at_saloon)
    assert not card_abilities.special_bonus_from(state, jar, at_home)
    chosen = pick([at_home, at_saloon], targets.receiving(state, jar)[:2], lambda d: d, state)
    assert chosen.choice == at_saloon and chosen.reason == "a card that gets a special bonus from that type of card"


def test_a_pull_prefers_a_dude_that_gets_a_special_effect_related_to_it():
    """Pulls (making): "{dude that gets a special effect related to the pull}, then {highest
    skill}": Valeria Batten invents with her Huckster skill (a trait of her own for the test)."""
    state = scene.at_noon(decks=["starter-outlaws", "starter-fearmongers"])
    valeria = scene.dude(state, AUTOMATON, "Valeria Batten")
    other = scene.dude(state, AUTOMATON, "Alfred Byrne")
    assert card_abilities.special_pull_effect(state, valeria, "Mad Scientist")
    assert not card_abilities.special_pull_effect(state, other, "Mad Scientist")
    chosen = pick([other, valeria], targets.pull_maker(state, "Mad Scientist"), lambda d: d, state)
    assert chosen.choice == valeria and chosen.reason == "a dude that gets a special effect related to the pull"


# ---- 3. choices a card hands back ------------------------------------------------------------


def test_make_the_smart_choice_on_an_automaton_dude_keeps_it_in_the_shootout():
    """Programmed Reflexes, Fleeing: "Never flees from shootouts": offered to send its dude home
    booted (Make the Smart Choice), it stays, whatever order the options come in."""
    for options in (["home", "stay"], ["stay", "home"]):
        state = scene.at_noon()
        ramiro = scene.dude(state, AUTOMATON, "Ramiro Mendoza", TOWN_SQUARE)
        texts = {"home": "Send Ramiro Mendoza home booted", "stay": "Ramiro Mendoza stays in the shootout"}
        ask(state, AUTOMATON, "smart_choice", options, texts=texts, dude=ramiro)
        action, why = scene.decide(state)
        assert action["choice"] == "stay" and "never flees from shootouts" in why


def test_an_optional_effect_handed_back_is_taken_and_words_follow_the_tie_break():
    """Reacts "Always use them when possible", Paying "Always pays": a trade offered by Philip
    Swinford is made, not declined; other word choices go by the tie-break, not the engine's order."""
    state = scene.at_noon()
    texts = {"trade": "Philip Swinford: discard a card to draw one", "keep": "Philip Swinford: keep your hand"}
    ask(state, AUTOMATON, "swinford", ["keep", "trade"], texts=texts)
    action, why = scene.decide(state)
    assert action["choice"] == "trade" and "rather than declining it" in why
    state.stack.pop()
    texts = {"shuffle": "Shuffle them into the deck", "discard": "Discard the five cards", "return": "Put them back"}
    ask(state, AUTOMATON, "dingler", ["shuffle", "return", "discard"], texts=texts)
    action, why = scene.decide(state)
    assert action["choice"] == "discard" and "tie-break" in why


# ---- 4. hand size ----------------------------------------------------------------------------


def test_it_discards_down_to_its_current_maximum_hand_size():
    """ "If the Automaton has more cards in hand than its maximum hand size after an Automaton pull
    is resolved, discard down to hand size": Randall, with its dudes at three in-town locations,
    makes that six, so a sixth card is kept; without him it goes."""
    for with_randall, kept in ((True, 6), (False, 5)):
        state = scene.at_noon(decks=["starter-outlaws", "starter-anarchists"])
        a_deed = next(c for c in state.deck[AUTOMATON] if state.table[c].type == "deed")
        deed_here = scene.deed(state, AUTOMATON, state.table[a_deed].name)
        if with_randall:
            scene.dude(state, AUTOMATON, "Randall")
            scene.dude(state, AUTOMATON, "Xui Yin Chen", TOWN_SQUARE)
            scene.dude(state, AUTOMATON, "Hao-T'e Zui, The Mad Monk", deed_here)
        by_value = sorted(state.deck[AUTOMATON], key=lambda c: -state.table[c].stat_value)
        scene.hand(state, AUTOMATON, *[state.table[c].name for c in by_value[:5]])  # a King at the left
        low = next(c for c in reversed(by_value) if state.table[c].stat_value and c not in state.hand[AUTOMATON])
        scene.pull(state, state.table[low].name)  # lower than the King: the pull passes
        _play_until_noon(state, "pass")
        assert len(state.hand[AUTOMATON]) == kept


# ---- 5. Walters Creek Distillery -------------------------------------------------------------


def test_walters_creek_distillery_boots_a_saloon_only_to_draw():
    """Solo Mode, Walters Creek Distillery (High): "If a card is drawn due to this ability, do not
    discard down": the rule assumes the draw, so the Saloon is booted for the trade, never for
    nothing."""
    state = scene.at_noon(decks=["starter-law-dogs", "starter-fearmongers"])
    distillery = scene.deed(state, AUTOMATON, "Walters Creek Distillery")
    saloon = scene.deed(state, AUTOMATON, "Cliff's #4 Saloon")
    scene.hand(state, AUTOMATON, "Soul Cage")
    plays = noon_legal(state, {"kind": "noon", "seat": AUTOMATON, "passes": 0})
    assert {tuple(a["target"]) for a in plays if a.get("card") == distillery} >= {(saloon, "saloon")}
    action, _ = ability_step(state, AUTOMATON, plays, "diamonds")
    assert action["card"] == distillery and action["target"] == [saloon, "saloon, trade a card"]


# ---- 6. jokers -------------------------------------------------------------------------------


def test_a_joker_is_aced_even_when_its_clubs_round_started_a_shootout():
    """ "If a Joker is pulled, do the effects for pulling a ♥, ♠, ♦, and ♣ in that order, then ace
    the joker": the ♣ call-out's shootout ends the play, and the joker is still aced."""
    state = scene.at_noon()
    scene.dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    scene.dude(state, AUTOMATON, "Ramiro Mendoza", TOWN_SQUARE)
    joker = scene.named(state, AUTOMATON, "Joker (black)")
    scene.pull(state, "Joker (black)")
    _play_until_noon(state, "accept")
    assert joker in state.boot_hill[AUTOMATON] and joker not in state.hand[AUTOMATON]


# ---- 7. discards from the right, by position -------------------------------------------------


def test_nightfall_discards_the_right_most_copy_of_a_card_held_twice():
    """Discards: "Always discard cards starting from the right": of two copies, the right-most goes,
    so the left copy stays where the pass check reads it."""
    state = scene.at_noon()
    names = [state.table[c].name for c in state.deck[AUTOMATON]]
    twice = next(name for name in names if names.count(name) >= 2)
    once = next(name for name in names if name != twice)
    left, _, right = scene.hand(state, AUTOMATON, twice, once, twice)
    state.stack = [{"kind": "day", "step": "nightfall"}]
    flow.advance(state)
    while state.to_act() != [AUTOMATON]:
        scene.act(state, "night_keep")
    _, why = scene.step(state)
    assert right in state.discard[AUTOMATON] and left in state.hand[AUTOMATON]
    assert why.endswith("the right-most card")


def test_a_card_held_twice_is_played_from_its_right_most_copy():
    """Play a card: "the right-most one": of two copies, the right-most is played."""
    state = scene.at_noon()
    scene.dude(state, AUTOMATON, "Ramiro Mendoza")
    left, right = scene.hand(state, AUTOMATON, "Winchester Model 1873", "Winchester Model 1873")
    scene.pull(state, "Quickdraw Handgun")  # 8♥ at the left, then the two Winchesters
    scene.act(state, "automaton_no_move")
    action, _ = scene.decide(state)
    assert action["type"] == "buy" and action["card"] == right and action["card"] != left


# ---- 8. building deeds -----------------------------------------------------------------------


def test_building_alternates_by_the_deeds_it_has_built_not_the_deeds_standing():
    """Building Deeds: "Alternate between building on the left and right side of their street,
    starting on the left": after building one deed (left) that has since left play, the next goes
    on the right."""
    state = scene.at_noon()
    scene.pull(state, "Circle M Ranch")  # 8♦, nobody to move
    scene.act(state, "automaton_no_move")
    action, why = scene.decide(state)
    assert action["type"] == "build" and action["end"] == "left" and "its first deed" in why
    scene.step(state)
    ranch = scene.named(state, AUTOMATON, "Circle M Ranch")
    state.street[AUTOMATON].remove(ranch)
    state.play[AUTOMATON].remove(ranch)
    state.discard[AUTOMATON].append(ranch)  # it left play: one deed stands less, one was still built
    state.stack[-1]["seat"] = AUTOMATON
    scene.pull(state, "Hustings")
    scene.act(state, "automaton_no_move")
    action, why = scene.decide(state)
    assert action["type"] == "build" and action["end"] == "right"
    assert "it built its last deed on the left" in why and "deeds built" not in why


# ---- 9. posse formation ----------------------------------------------------------------------


def test_a_job_nobody_can_oppose_gets_no_extra_dudes():
    """Posse Formation: "Always attempt to bring two extra dudes to a shootout or a job that can be
    opposed": no opposing dude can reach the job, so the leader goes alone."""
    state = scene.at_noon()
    leader = scene.dude(state, AUTOMATON, "Ramiro Mendoza")
    scene.dude(state, AUTOMATON, "Tommy Harden")
    fight = new_shootout(
        state, location=TOWN_SQUARE, leader=AUTOMATON, mark=HUMAN, leader_dude=leader, mark_dude=None, job=True
    )
    fight["posse"][AUTOMATON].append(leader)
    state.stack.append(fight)
    state.stack.append({"kind": "posse", "seat": AUTOMATON, "mode": "at_leader", "location": home(state, AUTOMATON)})
    assert any(a["type"] == "join" for a in state.legal_actions(AUTOMATON)), "Tommy Harden could join"
    action, why = scene.decide(state)
    assert action["type"] == "posse_done" and "a job nobody can oppose" in why


# ---- 10. explanations say what decided -------------------------------------------------------


def test_the_shootout_hand_line_names_the_criterion_that_chose():
    """Shootout Hands: the highest rank, then a legal hand, then the stronger, then fewer jokers:
    the explanation names the first on which the chosen hand beats the next best, not the list."""
    state = scene.at_noon()
    ramiro = scene.dude(state, AUTOMATON, "Ramiro Mendoza", TOWN_SQUARE)
    ike = scene.dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    fight = new_shootout(
        state, location=TOWN_SQUARE, leader=AUTOMATON, mark=HUMAN, leader_dude=ramiro, mark_dude=ike, job=False
    )
    fight["posse"] = [[ike], [ramiro]]
    state.stack.append(fight)
    pool = [c for c in state.deck[AUTOMATON] if state.table[c].poker is not None and state.table[c].type != "joker"]
    values: dict[int, list[int]] = {}
    for card in pool:
        values.setdefault(state.table[card].stat_value, []).append(card)
    paired = next(v for v, cards in values.items() if len(cards) >= 2)
    singles = [cards[0] for v, cards in sorted(values.items()) if v != paired]
    high = singles[:1] + singles[2:4] + singles[5:7]  # five values, no straight
    pair = values[paired][:2] + singles[:3]
    legal = [
        {"type": "automaton_hand", "use": None, "cards": sorted(high), "label": "Show the high card"},
        {"type": "automaton_hand", "use": None, "cards": sorted(pair), "label": "Show the pair"},
    ]
    action, why = automaton_hand(state, AUTOMATON, legal, {})
    assert action["label"] == "Show the pair" and why == "Show the pair: the highest rank"
    _, why = automaton_hand(state, AUTOMATON, legal[:1], {})
    assert why == "Show the high card: the only hand it can show"


def test_copies_of_one_card_are_named_only_for_copies():
    """No reason names a rule that did not decide: two options of one card are not "copies of one
    card", and which is taken does not hang on the order they came in."""
    state = scene.at_noon()
    ramiro = scene.dude(state, AUTOMATON, "Ramiro Mendoza")
    options = [{"dude": ramiro, "end": "right"}, {"dude": ramiro, "end": "left"}]
    first = pick(options, [], lambda o: o["dude"], state)
    second = pick(list(reversed(options)), [], lambda o: o["dude"], state)
    assert first.choice == second.choice and "copies" not in first.reason
    left, right = scene.hand(state, AUTOMATON, "Winchester Model 1873", "Winchester Model 1873")
    assert pick([left, right], [], lambda c: c, state).reason == "copies of one card: any will do"
