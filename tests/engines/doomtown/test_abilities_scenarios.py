"""Card ability scenarios: helpers that put cards into a real game, and tests of the framework
itself (windows, once per turn, JSON and clones, random games with abilities in use).

Each card test starts from a real game at High Noon (``at_noon``), places the cards it needs and
acts only through ``legal_actions``/``apply``.
"""

from __future__ import annotations

from games.engines.doomtown import flow, shootout
from games.engines.doomtown.cards import cards_by_name, normalise_name
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.test_engine_rules import (
    ENGINE,
    act,
    at_noon,
    dude_in_play,
    is_legal,
    named,
    noon_seat,
    take,
)

FILLER = ["Clint Ramsey", "El Anónimo", "Pancho Castillo", "Avie Cline", "Ezrael Jones", "Pat's Perch"]


def code(name: str) -> str:
    return cards_by_name()[normalise_name(name)][0].code


def deck_of(names: list[str], outfit: str = "24012") -> dict:
    """A small deck: these cards once each, plus a few cards without abilities to draw."""
    cards = {}
    for name in [*names, *FILLER]:
        cards[code(name)] = cards.get(code(name), 0) + 1
    return {"name": "scenario", "outfit": outfit, "cards": [{"code": c, "quantity": q} for c, q in cards.items()]}


def game(mine: list[str], theirs: list[str] = (), outfit: str = "24012") -> object:
    """A game at High Noon where seat 0 (``outfit``) holds ``mine`` and seat 1 (Law Dogs) ``theirs``."""
    state = at_noon(decks=(deck_of(mine, outfit=outfit), deck_of(list(theirs), outfit="24009")))
    for seat in (0, 1):
        state.stash[seat] += 10
        state.bank -= 10
    noon_seat(state, 0)
    return state


def deed(state, seat: int, name: str) -> int:
    """Put a deed of ``seat`` into play (on its street, or out of town)."""
    card = named(state, seat, name)
    take(state, card)
    state.play[seat].append(card)
    (state.out_of_town if state.table[card].has("Out of Town") else state.street)[seat].append(card)
    return card


def give(state, seat: int, name: str, dude: int) -> int:
    """Attach a goods or spell of ``seat`` to ``dude``."""
    card = named(state, seat, name)
    take(state, card)
    state.play[seat].append(card)
    state.attached_to[card] = dude
    return card


def _noon_turn(state, seat: int) -> None:
    if state.stack[-1]["kind"] == "noon":
        noon_seat(state, seat)


def abilities(state, card: int, seat: int = 0) -> list[dict]:
    """The ability actions of ``card`` open now (at High Noon: on ``seat``'s turn)."""
    _noon_turn(state, seat)
    seat = state.to_act()[0]
    return [a for a in state.legal_actions(seat) if a["type"] == "ability" and a["card"] == card]


def use(state, card: int, target=None, ability: int = 0, seat: int = 0):
    _noon_turn(state, seat)
    return act(state, "ability", card=card, target=target, ability=ability)


def fight(state, mine: list[int], theirs: list[int], location: int = TOWN_SQUARE, step: str = "plays"):
    """A shootout between seat 0 (leader) and seat 1 at ``location``, advanced to ``step``."""
    frame = shootout.new_shootout(
        state, location=location, leader=0, mark=1, leader_dude=mine[0], mark_dude=theirs[0], job=False
    )
    for dude in mine:
        state.at[dude] = location
    for dude in theirs:
        state.at[dude] = location
    frame["posse"][0].extend(mine)
    frame["posse"][1].extend(theirs)
    frame["step"] = step
    state.stack.append(frame)
    return frame


def at_resolution(state, frame, hands: dict[int, str], shooters: dict[int, int]) -> None:
    """Revealed hands (poker notation) and shooters, then the resolution window opens."""
    from games.engines.doomtown.poker import evaluate

    frame["hands"] = [None, None]
    frame["hand_keys"] = [-1, -1]
    frame["cheatin"] = [False, False]
    frame["rank_bonus"] = [0, 0]
    for seat, text in hands.items():
        result = evaluate(text)
        frame["hands"][seat] = result.to_json()
        frame["hand_keys"][seat] = result.key
        frame["cheatin"][seat] = result.cheatin
    frame["shooter"] = [shooters.get(0), shooters.get(1)]
    frame["step"] = "resolutions"
    flow.advance(state)


# ---- the framework -----------------------------------------------------------------------------


def test_it_offers_a_deed_ability_at_noon_only_to_the_deeds_controller_and_once_a_turn():
    state = game(["Clanton Ranch"])
    ranch = deed(state, 0, "Clanton Ranch")
    state.dealer = 1
    assert abilities(state, ranch, seat=1) == []
    before = state.stash[0]

    use(state, ranch)

    assert state.stash[0] == before + 1 and state.booted[ranch]
    state.booted[ranch] = 0
    assert abilities(state, ranch) == []  # used this turn
    flow._dawn(state, {"step": "dawn"})
    assert abilities(state, ranch)
    state.check_invariants()


def test_it_keeps_effects_and_used_abilities_through_json_and_clones():
    state = game(["Yan Li's Tailoring"])
    tailor = deed(state, 0, "Yan Li's Tailoring")
    dude = dude_in_play(state, 0, "Clint Ramsey")
    use(state, tailor, dude)

    copy = ENGINE.from_json(state.to_json())
    clone = state.clone()

    assert copy.effects == state.effects == clone.effects and state.effects
    assert copy.used == state.used == clone.used == [f"{tailor}/0"]
    clone.effects.append({"stat": "value", "card": dude, "amount": 1, "until": "turn"})
    assert len(state.effects) == 1


def test_it_skips_a_shootout_window_nobody_can_use_and_opens_one_from_the_dealer():
    state = game(["Pagliaccio"])
    clown = dude_in_play(state, 0, "Pagliaccio")
    foe = dude_in_play(state, 1, "Clint Ramsey")
    plain = dude_in_play(state, 0, "Clint Ramsey")
    frame = fight(state, [plain], [foe])
    flow.advance(state)
    assert state.stack[-1]["kind"] != "plays"  # Clint has nothing to use: straight to the draw
    state.stack[:] = [f for f in state.stack if f is not frame and f.get("kind") != "redraw"]

    fight(state, [clown], [foe])
    flow.advance(state)

    assert state.stack[-1]["kind"] == "plays" and state.to_act() == [0]
    assert is_legal(state, "pass") and abilities(state, clown)


def test_it_lets_random_bots_use_abilities_in_games_between_decks():
    from automaton.selfplay import play_game

    used = 0
    for seed in range(1, 9):
        record = play_game("doomtown", players=2, seed=seed, bots=["random", "random"], check_invariants=True)
        assert record.error is None, f"seed {seed}: {record.error}"
        used += sum(1 for entry in record.actions if entry["action"]["type"] == "ability")
    assert used > 0


def test_it_round_trips_json_clones_and_views_without_leaks_while_abilities_are_used():
    from automaton.selfplay import play_game

    record = play_game("doomtown", players=2, seed=3, bots=["random", "random"], options={"decks": [
        "starter-outlaws", "starter-law-dogs"]})  # fmt: skip
    state = ENGINE.new_game(players=2, seed=3, options=record.options)
    for entry in record.actions:
        assert ENGINE.from_json(state.to_json()).to_json() == state.to_json()
        assert state.clone().to_json() == state.to_json()
        for viewer in (0, 1):
            hidden = {state.table[c].card.code for c in state.hidden_from(viewer)} - {
                state.table[c].card.code for c in range(len(state.table)) if c not in state.hidden_from(viewer)
            }
            text = str(state.view(viewer))
            assert not any(f"'code': '{code}'" in text for code in hidden)
        state.apply(entry["seat"], entry["action"])
    assert any(entry["action"]["type"] == "ability" for entry in record.actions)
