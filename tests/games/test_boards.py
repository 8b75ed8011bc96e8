from __future__ import annotations

import pytest

from games.boards import GENERIC_TEMPLATE, board_for, tree_rows
from games.boards.doomtown import CARD_W
from games.engines import Rng, engines, get_engine
from tests.engines.doomtown.card_scenario import CHEATIN_HAND, LEGAL_HAND, resolution_fight
from tests.engines.doomtown.scenario import act


def _midgame(game: str, players: int, plies: int = 40, seed: int = 3):
    state = get_engine(game).new_game(players=players, seed=seed)
    rng = Rng(seed)
    for _ in range(plies):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_the_townbuilder_board_shows_my_hand_and_only_the_count_of_the_other():
    state = _midgame("townbuilder", 2)
    view = state.view(0)

    template, board = board_for("townbuilder", view, 0)

    opponent, me = board["areas"]
    assert template == "games/boards/townbuilder.html"
    assert (me["seat"], me["title"], opponent["seat"]) == (0, "You", 1)
    assert sum(card["count"] for card in me["hand"]) == view["players"][0]["hand_count"]
    assert opponent["hand"] == [] and len(opponent["backs"]) == view["players"][1]["hand_count"]
    assert [slot["empty"] for slot in me["slots"]].count(False) == len(view["players"][0]["town"])


@pytest.mark.parametrize("game", [engine.key for engine in engines()])
def test_every_built_game_has_its_own_board(game):
    engine = get_engine(game)
    state = _midgame(game, engine.min_players)

    template, board = board_for(game, state.view(0), 0)

    assert template == f"games/boards/{game}.html" and board["width"] > 0


def test_the_studios_board_draws_every_kept_roll_newest_first_with_its_die_face():
    from django.template.loader import render_to_string

    from tests.engines.studios.staging import area, cast, do, new_game, put_scene, rng_rolling

    state = new_game(players=2)
    put_scene(state, "saloon", 2)  # budget $3M
    state.shots[area("saloon")] = 1
    cast(state, 0, "saloon", on_card=False, index=1, chips=1)
    cast(state, 1, "saloon", on_card=True, index=0)
    state.rng = rng_rolling(2, 5, 4, 1)
    do(state, 0, "act")

    _, board = board_for("studios", state.view(1), 1, {0: "Ann", 1: "Bob"})
    html = render_to_string("games/boards/studios.html", {"board": board})

    wrap, acted = board["rolls"]
    assert (wrap["where"], [die["value"] for die in wrap["dice"]]) == ("Saloon", [5, 4, 1])
    assert wrap["text"] == "bonus: Ann $2, Bob $1"  # the lowest role gets the third die
    assert acted["who"]["name"] == "Ann" and acted["text"] == " + 1 practice = 3 vs budget $3M" and acted["success"]
    assert [len(die["pips"]) for die in acted["dice"] + wrap["dice"]] == [2, 5, 4, 1]
    assert "Saloon wrapped" in html and "Ann acted at Saloon" in html and html.count('class="d6"') == 4


def test_a_game_without_a_board_module_is_listed_as_a_tree():
    template, board = board_for("chess", {"turn": 3, "pieces": [{"king": "e1"}], "moves": []}, 0)

    assert template == GENERIC_TEMPLATE
    assert board["rows"] == tree_rows({"turn": 3, "pieces": [{"king": "e1"}], "moves": []})
    assert [row["name"] for row in board["rows"]] == ["turn", "pieces", "pieces 1", "king", "moves"]


@pytest.mark.parametrize("game", [engine.key for engine in engines()])
def test_every_board_target_a_legal_action_names_is_drawn(game):
    from django.template.loader import render_to_string

    from games.boards import board_targets

    engine = get_engine(game)
    checked = 0
    for seed in range(10):
        state = _midgame(game, engine.min_players, plies=15 + 25 * seed, seed=seed)
        if state.is_over():
            continue
        seat = state.to_act()[0]
        template, board = board_for(game, state.view(seat), seat)
        html = render_to_string(template, {"board": board})
        for action in state.legal_actions(seat):
            for target in board_targets(game, action):
                assert f'data-target="{target}"' in html, (action, target)
                checked += 1
    assert checked > 0, "some legal action can be picked on the board"


def test_the_doomtown_streets_draw_every_location_and_dude_with_player_and_card_texts_escaped():
    state = _midgame("doomtown", 2, plies=120, seed=2)
    view = state.view(0)
    names = {0: '<b>"Al" & Co</b>', 1: "Zoë"}

    _, board = board_for("doomtown", view, 0, names)
    svg = str(board["svg"])

    assert svg.startswith('<svg class="board board-doomtown"') and svg.endswith("</svg>")
    assert "<b>" not in svg and "&lt;b&gt;&quot;Al&quot; &amp; Co&lt;/b&gt;" in svg
    for seat in view["seats"]:
        for location in seat["street"] + seat["out_of_town"]:
            assert f'data-target="loc:{location["id"]}"' in svg
    dudes = [item for item in view["in_play"] if item["type"] == "dude" and item["attached_to"] < 0]
    assert dudes, "a mid-game has dudes in town"
    for dude in dudes:
        assert f'<g class="dude{" booted" if dude["booted"] else ""}" data-target="card:{dude["id"]}"' in svg


@pytest.mark.parametrize("gathered", [1, 2, 6])  # six: a full line of five and one more below
def test_the_dudes_in_the_doomtown_town_square_lie_centred_in_its_band_like_its_title(gathered):
    from games.engines.doomtown.town import TOWN_SQUARE

    view = _midgame("doomtown", 2, plies=120, seed=3).view(0)
    dudes = [item for item in view["in_play"] if item["type"] == "dude" and item["attached_to"] < 0]
    assert len(dudes) >= gathered, "the mid-game has enough dudes to gather"
    elsewhere = view["seats"][0]["street"][0]["id"]
    for n, dude in enumerate(dudes):
        dude["at"] = TOWN_SQUARE if n < gathered else elsewhere

    _, board = board_for("doomtown", view, 0, {})

    square = board["square"]
    faces = square["dudes"]
    assert len(faces) == gathered
    for top in {face["y"] for face in faces}:
        line = [face for face in faces if face["y"] == top]
        left_margin = min(face["x"] for face in line) - square["x"]
        right_margin = square["x"] + square["w"] - max(face["x"] for face in line) - CARD_W
        assert abs(left_margin - right_margin) <= 1, (top, left_margin, right_margin)


def test_a_doomtown_location_is_filled_by_what_it_is_home_out_of_town_or_a_deed():
    from games.boards.doomtown_svg import town_svg

    street = {"who": {"name": "Ann"}, "colour": "#123456"}
    place = {"id": 7, "x": 0, "y": 0, "h": 90, "name": "Mine", "facts": {}, "dudes": [], "line": "", "summary": ""}
    board = {
        "width": 200,
        "height": 100,
        "streets": [
            {
                **street,
                "locations": [
                    {**place, "home": True, "out_of_town": False},
                    {**place, "home": False, "out_of_town": True},
                    {**place, "home": False, "out_of_town": False},
                ],
            }
        ],
        "square": {"id": -1, "x": 8, "y": 0, "w": 184, "h": 60, "dudes": [], "conditions": ["Tumblebleeds!"]},
    }

    svg = str(town_svg(board))

    assert [svg.count(fill) for fill in ("#f3ead6", "#e8e1cf", "#fffaf0")] == [1, 1, 1]
    assert svg.count("⌂ Mine") == 1 and "Mine: Ann's home" in svg
    assert "Town Square · Tumblebleeds!</text>" in svg  # a card lying on the town square itself


def test_a_three_player_doomtown_shootout_shows_the_sides_of_the_players_in_it_only():
    # A shootout frame holds a slot per player; a player outside the shootout has no side (None)
    # and no shown hand yet: the board once indexed a two-slot default and broke at every such fight.
    for seed in range(4, 9):
        state = _midgame("doomtown", 3, plies=0, seed=seed)
        rng = Rng(seed)
        for _ in range(80):
            view = state.view(0)
            fight = next((f for f in reversed(view["decision"]) if f.get("kind") == "shootout"), None)
            if fight is not None and None in fight["side"]:
                break
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        else:
            continue
        names = {0: "Ann", 1: "Bo", 2: "Cy"}
        _, board = board_for("doomtown", view, 0, names)
        shown = [side["who"] for side in board["shootout"]["sides"]]
        in_it = [names[seat] for seat, side in enumerate(fight["side"]) if side is not None]
        assert [who["name"] for who in shown] == in_it
        return
    pytest.fail("no seeded three-player game reached a shootout with a player outside it")


def test_a_doomtown_dude_lent_for_a_shootout_shows_whose_it_is_in_its_borrowers_posse():
    state, frame, [pancho], [erik, avie], [card] = resolution_fight(
        ["I'm Your Huckleberry", "Pancho Castillo"], ["Erik Samson", "Avie Cline"], {0: LEGAL_HAND, 1: CHEATIN_HAND}
    )
    act(state, "ability", card=card, target=avie)
    _, board = board_for("doomtown", state.view(0), 0, {0: "Ann", 1: "Bo"})
    mine, theirs = board["shootout"]["sides"]
    assert [(dude["name"], dude["lent_by"]) for dude in mine["posse"]] == [
        ("Pancho Castillo", None),
        ("Avie Cline", "Bo"),
    ]
    assert [(dude["name"], dude["lent_by"]) for dude in theirs["posse"]] == [("Erik Samson", None)]
