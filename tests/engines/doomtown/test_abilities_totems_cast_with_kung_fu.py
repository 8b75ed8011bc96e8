"""Matthew Rising Sun casts Totems with his Kung Fu rating as if it were Shaman."""

from __future__ import annotations

from games.engines.doomtown.town import TOWN_SQUARE, home
from tests.engines.doomtown.card_scenario import abilities, game
from tests.engines.doomtown.scenario import dude_in_play
from tests.engines.doomtown.totem_scenario import cast, on_top, plant


def trail_at_home(pulled: str):
    """Spirit Trail (difficulty 6) planted at seat 0's home, where Matthew (Kung Fu 3) and a
    booted Walter stand; ``pulled`` is on top of the deck."""
    state = game(["Spirit Trail", "Matthew Rising Sun", "Walter Jameson", pulled])
    matthew = dude_in_play(state, 0, "Matthew Rising Sun")
    walter = dude_in_play(state, 0, "Walter Jameson", booted=True)
    trail = plant(state, 0, "Spirit Trail", home(state, 0))
    on_top(state, 0, pulled)
    return state, matthew, walter, trail


def test_matthew_casts_a_totem_with_his_kung_fu_rating():
    state, matthew, walter, trail = trail_at_home("Pancho Castillo")  # 5 + Kung Fu 3 beats 6
    assert {a["caster"] for a in abilities(state, trail)} == {matthew}
    cast(state, trail, matthew, [walter, TOWN_SQUARE])
    assert state.at[walter] == TOWN_SQUARE  # with a Shaman rating of 0 the pull of 5 would fail
    assert not state.table[matthew].has("Shaman")


def test_matthew_fails_a_totem_on_a_low_pull_and_casts_none_elsewhere():
    state, matthew, walter, trail = trail_at_home("Irving Patterson")  # 1 + 3 < 6
    cast(state, trail, matthew, [walter, TOWN_SQUARE])
    assert state.at[walter] == home(state, 0) and state.booted[trail]
    other, matthew, _, trail = trail_at_home("Pancho Castillo")
    other.at[matthew] = TOWN_SQUARE
    assert abilities(other, trail) == []
