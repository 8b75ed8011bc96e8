"""The last spells and action cards of the pool (Remedy, Intercession, ...): each in a real game,
with what keeps it shut (booted, a failed skill test, no fitting event, wrong timing)."""

from __future__ import annotations

from games.engines.doomtown.abilities.effects import add as add_effect
from games.engines.doomtown.abilities.rounds import kept_in_fight
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets
from tests.engines.doomtown.card_scenario import abilities, game, give, on_top, plays, reacts_offered, use
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand

# ---- Remedy -------------------------------------------------------------------------------------------


def _remedy_fight():
    """Lydia (Shaman 0) with Remedy against Pancho (3 bullets) holding a Shotgun and a Mustang."""
    state = game(["Lydia Bear-Hands", "Remedy", "Clint Ramsey", "Walter Jameson"], ["Pancho Castillo", "Shotgun"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    remedy = give(state, 0, "Remedy", lydia)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    shotgun = give(state, 1, "Shotgun", pancho)
    frame = plays(state, [lydia], [pancho])
    return state, lydia, remedy, pancho, shotgun, frame


def test_remedy_keeps_printed_bullets_and_weapons_and_counts_later_changes():
    state, lydia, remedy, pancho, _, frame = _remedy_fight()
    add_effect(state, "bullets", pancho, 2, until="shootout", by=1)  # a bonus made before Remedy
    assert bullets(state, pancho) == 3 + 1 + 2
    assert sorted(a["target"] for a in abilities(state, remedy)) == sorted([lydia, pancho])
    on_top(state, 0, "Clint Ramsey")  # 11 + 0 passes Spirit 7
    use(state, remedy, pancho)
    assert state.booted[remedy]
    assert bullets(state, pancho) == 3 + 1  # printed and the Shotgun's bonus; the earlier +2 is gone
    assert kept_in_fight(state, pancho, "card") and kept_in_fight(state, pancho, "flee")
    add_effect(state, "bullets", pancho, 1, until="shootout", by=0)  # made after Remedy: it counts
    assert bullets(state, pancho) == 3 + 1 + 1
    frame["round"] += 1  # next round: Remedy's round is over
    state.effects = [e for e in state.effects if e["until"] != "round"]
    assert bullets(state, pancho) == 3 + 1 + 2 + 1 and not kept_in_fight(state, pancho, "card")
    assert abilities(state, remedy) == []  # booted


def test_remedy_does_nothing_when_its_pull_fails():
    state, _, remedy, pancho, _, _ = _remedy_fight()
    add_effect(state, "bullets", pancho, 2, until="shootout", by=1)
    on_top(state, 0, "Walter Jameson")  # 1 + 0 misses 7
    use(state, remedy, pancho)
    assert state.booted[remedy] and bullets(state, pancho) == 6
    assert not kept_in_fight(state, pancho, "card")


def test_remedy_is_no_noon_play():
    state = game(["Lydia Bear-Hands", "Remedy"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    remedy = give(state, 0, "Remedy", lydia)
    assert abilities(state, remedy) == []


# ---- Intercession -------------------------------------------------------------------------------------


def _intercession_fight(theirs: str = "Erik Samson"):
    """Ezrael (Blessed 1) with Intercession and Walter at home against ``theirs`` (with Calling the Cavalry)."""
    state = game(["Ezrael Jones", "Intercession", "Walter Jameson", "Clint Ramsey", "Pancho Castillo"],
                 [theirs, "Calling the Cavalry"])  # fmt: skip
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    spell = give(state, 0, "Intercession", ezrael)
    walter = dude_in_play(state, 0, "Walter Jameson")
    erik = dude_in_play(state, 1, theirs, at=TOWN_SQUARE)
    cavalry = to_hand(state, 1, "Calling the Cavalry")
    plays(state, [ezrael], [erik])
    return state, ezrael, spell, walter, erik, cavalry


def test_intercession_makes_your_dude_a_stud_after_an_opposing_dude_becomes_one():
    state, ezrael, spell, walter, erik, cavalry = _intercession_fight()
    act(state, "pass")
    act(state, "ability", card=cavalry, target=erik, ability=0)
    assert bullet_type(state, erik) == "stud" and reacts_offered(state) == [spell]
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 passes Miracle 5
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
    assert reacts_offered(state) == []  # Pancho was a stud already: he became nothing


def test_intercession_does_not_answer_your_own_studs():
    state, ezrael, spell, _, _, _ = _intercession_fight()
    add_effect(state, "bullet_type", ezrael, until="shootout", set_to="stud", by=0)
    assert reacts_offered(state) == []


def test_intercession_unboots_and_arms_a_dude_on_each_side():
    state, ezrael, spell, walter, erik, _ = _intercession_fight()
    state.booted[walter] = state.booted[erik] = 1
    assert [walter, erik] in [a["target"] for a in abilities(state, spell)]
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 passes Miracle 7
    use(state, spell, [walter, erik])
    assert not state.booted[walter] and not state.booted[erik]
    assert bullets(state, walter) == 2 and bullets(state, erik) == 4
    assert abilities(state, spell) == []  # booted


def test_intercession_rallies_nobody_when_its_pull_fails():
    state, ezrael, spell, walter, erik, _ = _intercession_fight()
    state.booted[walter] = 1
    on_top(state, 0, "Pancho Castillo")  # 5 + 1 misses Miracle 7
    use(state, spell, [walter, erik])
    assert state.booted[walter] and state.booted[spell] and bullets(state, erik) == 2
