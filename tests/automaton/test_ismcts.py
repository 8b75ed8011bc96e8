"""The search AI: reproducible, blind to what its seat cannot see, and playing whole games."""

from __future__ import annotations

import dataclasses
import importlib
import json

import pytest

from automaton.selfplay import play_game
from automaton.strategies import UnknownBot, get_bot
from automaton.strategies.ismcts.search import Budget, placement_rewards, value_rewards
from games.engines import Rng, action_key, get_engine

PLAYERS = {"townbuilder": 2, "studios": 4, "deadwood": 3, "doomtown": 2}


def positions(game: str, seed: int, count: int, every: int = 7):
    """(state, seat) at decisions with a real choice along a seeded random game."""
    state = get_engine(game).new_game(players=PLAYERS[game], seed=seed)
    rng = Rng(seed)
    found = []
    plies = 0
    while not state.is_over() and len(found) < count:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        plies += 1
        if len(legal) > 1 and plies % every == 0:
            found.append((state.clone(), seat))
        state.apply(seat, rng.choice(legal))
    return found


# Hard in every game, and the town builder's Expert, whose leaves read its fitted odds.
BLIND_BOTS = [(game, "ismcts:40") for game in sorted(PLAYERS)] + [("townbuilder", "ismcts:expert:40")]


@pytest.mark.parametrize(("game", "name"), BLIND_BOTS)
def test_the_same_information_set_gives_the_same_choice_whatever_the_hidden_cards(game, name):
    bot = get_bot(name, game)
    for state, seat in positions(game, seed=11, count=4):
        other_world = state.determinize(seat, Rng(12345))
        assert other_world.view(seat) == state.view(seat)
        # The deal the search starts from depends only on the view, not on where the real cards lie.
        assert state.determinize(seat, Rng(5)) == other_world.determinize(seat, Rng(5))
        real = bot.choose(state, seat, Rng(77))
        real_stats = bot.last_result.root
        imagined = bot.choose(other_world, seat, Rng(77))
        assert action_key(imagined) == action_key(real)
        assert bot.last_result.root == real_stats


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_an_iteration_budget_replays_exactly_for_a_seed(game):
    from automaton.strategies.ismcts import make_bot

    state, seat = positions(game, seed=3, count=1)[0]
    # The tree's own iterations: a look counts its playouts, and Doomtown's gang pick (this position) is
    # the heuristic's.
    bot = make_bot(game, "60", look=None, anchor_alone=None)
    first = bot.choose(state, seat, Rng(9))
    stats = bot.last_result.root
    assert bot.last_result.iterations == 60
    assert action_key(bot.choose(state, seat, Rng(9))) == action_key(first)
    assert bot.last_result.root == stats


def test_searching_never_changes_the_state_it_is_given():
    from automaton.strategies.ismcts import make_bot

    state, seat = positions("doomtown", seed=5, count=1)[0]  # a gang pick: the heuristic's, or searched
    before = state.to_json()
    for bot in (get_bot("ismcts:30", "doomtown"), make_bot("doomtown", "30", anchor_alone=None)):
        bot.choose(state, seat, Rng(1))
        assert state.to_json() == before


def test_a_time_budget_stops_the_search():
    state, seat = positions("studios", seed=2, count=1)[0]
    bot = get_bot("ismcts", "studios")
    bot.budget = Budget(seconds=0.05)
    bot.choose(state, seat, Rng(1))
    assert 0.05 <= bot.last_result.seconds < 0.5
    assert bot.last_result.iterations >= 1


def _progress_heard(budget: Budget) -> tuple[list[int], int]:
    """The progress reports of one tree search on a Studios position, and the iterations it made."""
    from automaton.strategies.ismcts import make_bot

    state, seat = positions("studios", seed=2, count=1)[0]
    bot = make_bot("studios", look=None)
    bot.budget = budget
    heard: list[int] = []
    bot.progress = heard.append
    bot.choose(state, seat, Rng(1))
    return heard, bot.last_result.iterations


def test_progress_is_reported_while_thinking():
    heard, iterations = _progress_heard(Budget(seconds=0.6))
    assert heard and heard == sorted(heard) and heard[-1] <= iterations


def test_a_search_shorter_than_the_report_interval_still_reports_its_playouts():
    """The last report comes at the end, not from the clock: a search that ends before its first
    interval (a short budget, or a loaded machine) still tells the table how many playouts it made."""
    heard, iterations = _progress_heard(Budget(iterations=3))
    assert heard and heard[-1] == iterations == 3


def test_bad_budgets_and_levels_are_refused():
    with pytest.raises(ValueError):
        Budget()
    with pytest.raises(ValueError):
        Budget(iterations=0)
    with pytest.raises(UnknownBot, match="level"):
        get_bot("ismcts:genius", "studios")
    with pytest.raises(UnknownBot, match="level"):
        get_bot("random:hard", "studios")
    with pytest.raises(ValueError, match="unknown search settings"):
        get_bot("ismcts", "studios", cleverness=3)


def test_rewards_share_the_places_for_any_number_of_players():
    assert placement_rewards([1, 2]) == [1.0, 0.0]
    assert placement_rewards([1, 1]) == [0.5, 0.5]
    assert placement_rewards([2, 1, 3, 4]) == pytest.approx([2 / 3, 1.0, 1 / 3, 0.0])
    assert placement_rewards([1, 1, 3]) == pytest.approx([0.75, 0.75, 0.0])
    spread = value_rewards([10.0, 0.0, 0.0, -10.0], scale=5.0)
    assert spread[0] > spread[1] > spread[3]
    assert spread[1] == pytest.approx(spread[2])
    assert sum(spread) == pytest.approx(2.0)  # n/2: every pair shares one unit
    assert all(0.0 <= reward <= 1.0 for reward in value_rewards([1e9, -1e9], scale=1.0))


@pytest.mark.parametrize("game", sorted(PLAYERS))
@pytest.mark.parametrize("opponent", ["random", "heuristic"])
def test_seeded_games_against_random_and_the_heuristic_finish_without_error(game, opponent):
    players = PLAYERS[game]
    budget = "ismcts:8" if game == "doomtown" else "ismcts:15"
    bots = [budget] + [opponent] * (players - 1)
    record = play_game(game, players=players, seed=21, bots=bots, check_invariants=True)
    assert record.error is None
    assert record.finished


class FixedChoice:
    """A stand-in anchor bot: always the same move."""

    def __init__(self, action):
        self.action = action

    def choose(self, state, seat, rng):
        return self.action


def test_the_anchor_bots_move_is_kept_unless_the_searchs_own_mean_beats_it_by_the_margin(monkeypatch):
    from automaton.strategies.ismcts import make_bot

    state, seat = next(
        (s, seat) for s, seat in positions("studios", seed=4, count=12) if len(s.legal_actions(seat)) > 2
    )
    searched = make_bot("studios", "80", look=None)  # the tree's choice, anchored (not the look's)
    own = searched.choose(state, seat, Rng(3))
    means = {key: row["mean"] for key, row in searched.last_result.root.items()}
    weaker = next(action for action in state.legal_actions(seat) if means[action_key(action)] < means[action_key(own)])
    for margin, expected in ((1.0, weaker), (-1.0, own)):
        bot = make_bot("studios", "80", look=None, anchor="fixed", anchor_margin=margin)
        monkeypatch.setitem(bot.knowledge._bots, "fixed", FixedChoice(weaker))
        assert action_key(bot.choose(state, seat, Rng(3))) == action_key(expected)
    gap = means[action_key(own)] - means[action_key(weaker)]
    bot = make_bot("studios", "80", look=None, anchor="fixed", anchor_margin=gap / 2)
    monkeypatch.setitem(bot.knowledge._bots, "fixed", FixedChoice(weaker))
    assert action_key(bot.choose(state, seat, Rng(3))) == action_key(own)  # clearly better: the search's own


def test_doomtowns_starting_gang_is_the_heuristics_pick_with_no_search(monkeypatch):
    """Where the seat's one-day leaves judge a whole game's start, the tree's gang picks gambled
    (``MEASUREMENTS.md``): the heuristic picks, in a world dealt from the seat's view."""
    import automaton.strategies.ismcts as ismcts
    from automaton.strategies.ismcts import make_bot

    state = get_engine("doomtown").new_game(players=2, seed=230)
    seat = state.to_act()[0]
    assert state.stack[-1]["kind"] == "gang"
    searched = make_bot("doomtown", "40", anchor_alone=None)
    searched.choose(state, seat, Rng(3))
    assert searched.last_result.iterations == 40  # without the rule the tree decides the pick
    rng = Rng(3)
    expected = get_bot("heuristic", "doomtown").choose(state.determinize(seat, rng), seat, rng)

    def no_search(*args, **kwargs):
        raise AssertionError("the gang pick was searched")

    monkeypatch.setattr(ismcts, "search", no_search)
    bot = make_bot("doomtown", "40")
    assert action_key(bot.choose(state, seat, Rng(3))) == action_key(expected)
    assert bot.last_result.iterations == 0 and bot.last_explanation == ""


def turns_of_judged_leaves(level: str) -> set[int]:
    """The turns, counted from the searching seat's own, at which a town-builder search at ``level``
    (30 playouts from an action-phase decision) judged its unfinished leaves."""
    from automaton.strategies.ismcts import make_bot

    state, seat = next(
        (s, seat)
        for s, seat in positions("townbuilder", seed=6, count=8)
        if s.phase == "action" and s.current == seat and not any(s.final)
    )
    bot = make_bot("townbuilder", level)
    judged_turns = []
    score = bot.knowledge.rewards

    def noting_the_turn(world):
        judged_turns.append((world.turn, world.is_over()))
        return score(world)

    bot.knowledge.rewards = noting_the_turn
    bot.choose(state, seat, Rng(2))
    assert len(judged_turns) == 30
    return {turn - state.turn for turn, over in judged_turns if not over}


def test_a_town_builder_playout_is_scored_when_the_searchers_next_turn_has_ended():
    """The rival's reply (the Normal bot's own play) and the searcher's next turn are played out
    before a leaf is judged, not just the rest of the searcher's turn."""
    # The searcher's turn, the rival's, the searcher's next: a leaf is judged as the rival's next begins.
    assert turns_of_judged_leaves("30") == {3}


def test_the_town_builders_expert_judges_its_leaves_at_the_moment_its_odds_were_fitted_to():
    """Expert's leaves are judged where Hard's are, as the searcher's next turn ends: a turn's start
    seen from the seat whose turn just ended, the positions ``townbuilder_odds`` was fitted on."""
    assert turns_of_judged_leaves("expert:30") == {3}


def test_a_level_resolves_to_its_budget_and_the_games_settings_for_it():
    """Hard (``hard`` or ``N`` iterations) is each game's knowledge as it stands, and so is Expert
    where a game gives it no settings of its own; the town builder's Expert scores its leaves by the
    fitted odds, at its lobby budget or at exactly N iterations as ``expert:N``, never as ``N``."""
    from automaton.strategies.ismcts import LEVELS, make_bot
    from automaton.strategies.ismcts.knowledge import knowledge_for, townbuilder_chances

    for game in PLAYERS:
        for level in ("hard", "1600"):
            assert make_bot(game, level).knowledge == knowledge_for(game)
        if game not in ("townbuilder", "doomtown"):
            assert not knowledge_for(game).levels
            assert make_bot(game, "expert").knowledge == knowledge_for(game)
    doomtown = knowledge_for("doomtown")
    assert not doomtown.look_everywhere and doomtown.tree_iterations is None
    assert doomtown.levels == {"expert": {"look_everywhere": True, "tree_iterations": 370}}
    assert make_bot("doomtown", "expert:1850").knowledge == make_bot("doomtown", "expert").knowledge
    townbuilder = knowledge_for("townbuilder")
    assert townbuilder.levels == {"expert": {"chances": townbuilder_chances}}
    expert = make_bot("townbuilder", "expert")
    assert expert.budget == LEVELS["expert"] and expert.knowledge.chances is townbuilder_chances
    assert dataclasses.replace(expert.knowledge, chances=None) == townbuilder
    counted = make_bot("townbuilder", "expert:5500")
    assert counted.budget == Budget(iterations=5500) and counted.knowledge == expert.knowledge
    assert make_bot("townbuilder", "expert", chances=None).knowledge == townbuilder  # a tuning knob still wins
    for level in ("hard:", "expert:0", "expert:many", "1600:2", "genius:100"):
        with pytest.raises(UnknownBot):
            get_bot(f"ismcts:{level}", "townbuilder")


def test_a_doomtown_fight_begun_below_the_root_is_over_before_its_leaf_is_scored(monkeypatch):
    """Mid-fight the evaluation sees only the next round's odds: a callout is judged by its end."""
    from automaton.strategies.ismcts import make_bot
    from automaton.strategies.ismcts.knowledge import Knowledge, doomtown_fight_under_way

    state, seat = next(
        (s, seat)
        for s, seat in positions("doomtown", seed=1, count=20, every=1)
        if s.stack[-1]["kind"] == "noon" and any(action["type"] == "callout" for action in s.legal_actions(seat))
    )
    bot = make_bot("doomtown", "60")
    bot.knowledge.look = None  # the race is close here: the tree's own leaves are under test, not the look
    mid_fight = []
    score = Knowledge.rewards

    def noting_fights(knowledge, world):
        mid_fight.append(doomtown_fight_under_way(world) and not world.is_over())
        return score(knowledge, world)

    monkeypatch.setattr(Knowledge, "rewards", noting_fights)  # the search's copy of the knowledge is rooted
    bot.choose(state, seat, Rng(2))
    assert any(json.loads(key)["type"] == "callout" for key in bot.last_result.root)  # fights were tried
    assert len(mid_fight) == 60 and not any(mid_fight)


def test_the_town_builder_tree_weighs_its_root_moves_and_leaves_the_rest_to_the_heuristic(monkeypatch):
    """Moves tried below a root move count in its mean: a build, which leaves more of the turn to
    decide, sank below ending the turn. So the tree holds the root's moves only."""
    from automaton.strategies.ismcts import make_bot

    search = importlib.import_module("automaton.strategies.ismcts.search")  # the package's ``search`` is the function
    state, seat = next((s, seat) for s, seat in positions("townbuilder", seed=6, count=8) if s.phase == "action")
    nodes_chosen_from = []
    select_or_expand = search._select_or_expand

    def noting_the_node(node, *rest):
        nodes_chosen_from.append(node)
        return select_or_expand(node, *rest)

    monkeypatch.setattr(search, "_select_or_expand", noting_the_node)
    make_bot("townbuilder", "40").choose(state, seat, Rng(2))
    assert len(nodes_chosen_from) == 40
    assert all(node is nodes_chosen_from[0] for node in nodes_chosen_from)


def test_the_town_builder_search_keeps_the_heuristics_move_unless_its_own_is_clearly_better():
    from automaton.strategies.ismcts import make_bot
    from tests.automaton.test_ismcts_positions import position

    state, seat = position("townbuilder", 2, 6, 38)
    unanchored = make_bot("townbuilder", "60", anchor="")
    own = unanchored.choose(state, seat, Rng(3))
    means = {key: row["mean"] for key, row in unanchored.last_result.root.items()}
    usual = get_bot("heuristic", "townbuilder").choose(state, seat, Rng(3))
    # The premise: the search's own pick (a demolition) beats the heuristic's by less than the margin.
    assert action_key(own) != action_key(usual)
    assert 0 < means[action_key(own)] - means[action_key(usual)] < 0.02
    assert action_key(make_bot("townbuilder", "60").choose(state, seat, Rng(3))) == action_key(usual)
