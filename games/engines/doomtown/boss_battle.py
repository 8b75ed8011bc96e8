"""The Boss Battle! Variant (option ``boss_battle``): Heroes, a team, against one Villain.

The rulebook's play changes, each plugged into the flow through ``VARIANT`` (``flow.py`` layers it
over the core rules and the Automaton seat; nothing changes unless the option is set):

- the Villain's outfit gets +1 production, and its hand limit and starting hand +1, for each Hero
  after the first (hooks ``PRODUCTION`` and ``HAND_SIZE``, the ``reveal`` day step);
- after Gamblin' an event card is flipped and replaces the previous one (``boss_events.py``);
- victory is checked the Boss Battle way at Sundown (the Heroes' 3 victory points, else the
  Villain at Sundown of the 5th turn), and a side that would have won under the normal rules gets
  +1 stud bonus for its posses the next day (hook ``POSSE_BONUSES``);
- Ghost Miners: the Villain's Out of the Woodwork (a play in the shootout play window).

- the Villain's ability may apply once per opposing Hero for 1 more ghost rock
  (``boss_extra_uses.py``): offered among its Noon plays and shootout plays, and paid by an
  Automaton Villain whenever it can (its choice decision).

What the rules leave open is decided in RULINGS.md ("Boss Battle"); what is not played,
``not_implemented`` says to the lobby and the table.

The variant's running record lives on the day frame (the bottom of the stack, never popped) under
``boss``: the event cards left, the active event, and the stud bonus for the next day.

Option value: ``{"scenario": "ghost_miners", "villain": 1, "stand_together": false}``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.base import Action, seat_ref
from games.engines.doomtown import boss_events, boss_extra_uses, hooks
from games.engines.doomtown.abilities import windows
from games.engines.doomtown.abilities.joining import gunslinger_joins
from games.engines.doomtown.automaton_rules import automaton_seat
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.sundown import control_at_sundown, end_game, influence_at_sundown
from games.engines.doomtown.town import bullet_type, bullets, influence
from games.engines.doomtown.zones import add_bounty, draw_into

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

SCENARIOS = {"ghost_miners": "Ghost Miners", "showstopper": "The Showstopper"}
# Scenarios whose setup needs a card this pool does not hold: refused, with the reason.
CANNOT_SET_UP = {
    "showstopper": "The Showstopper cannot be set up: its Villain's starting gang is Ivor Hawley (exp. 1), "
    "who is not in this card pool (data/cards.json)",
}
HEROES_WIN_AT = 3  # victory points
VILLAIN_WINS_ON = 5  # at Sundown of this turn
WOODWORK = "Out of the Woodwork"
OPTION_HELP = (
    "a Boss Battle: {'scenario': 'ghost_miners', 'villain': N, 'stand_together': false}; every other seat "
    "is a Hero; the scenario's own end replaces max_days; default: none"
)


def not_implemented() -> list[str]:
    """The rulebook's Boss Battle rules this engine does not play, for the lobby and the table."""
    return [] if boss_events.EVENTS else [boss_events.NOT_AVAILABLE]


# ---- the option ---------------------------------------------------------------------------------


def check_option(value: Any, players: int) -> None:
    """Raise ValueError unless ``value`` is None or a valid Boss Battle setting for this game."""
    if value is None:
        return
    if not isinstance(value, dict) or set(value) - {"scenario", "villain", "stand_together"}:
        raise ValueError("option boss_battle takes {'scenario', 'villain', 'stand_together'}")
    scenario = value.get("scenario")
    if scenario not in SCENARIOS:
        raise ValueError(f"option boss_battle: scenario must be one of {', '.join(SCENARIOS)}")
    if scenario in CANNOT_SET_UP:
        raise ValueError(f"option boss_battle: {CANNOT_SET_UP[scenario]}")
    villain = value.get("villain")
    if not isinstance(villain, int) or isinstance(villain, bool) or not 0 <= villain < players:
        raise ValueError(f"option boss_battle: villain must be a seat 0..{players - 1}")
    if not isinstance(value.get("stand_together", False), bool):
        raise ValueError("option boss_battle: stand_together is true or false")


def check_factions(state: DoomtownState) -> None:
    """ "Note that each faction can only be picked once": two outfits of one faction are refused."""
    if setting(state) is None:
        return
    seen: dict[str | None, int] = {}
    for seat, outfit in enumerate(state.table.outfits):
        faction = state.table[outfit].card.faction
        if faction in seen:
            raise ValueError(
                f"option boss_battle: each faction can only be picked once ({seat_ref(seen[faction])} and "
                f"{seat_ref(seat)} both play {faction})"
            )
        seen[faction] = seat


def setting(state: DoomtownState) -> dict[str, Any] | None:
    return state.options.get("boss_battle")


def villain(state: DoomtownState) -> int | None:
    found = setting(state)
    return None if found is None else found["villain"]


def heroes(state: DoomtownState) -> list[int]:
    found = villain(state)
    return [] if found is None else [seat for seat in range(state.players) if seat != found]


def opponents(state: DoomtownState, seat: int) -> list[int]:
    """The seats playing against ``seat``: in a Boss Battle the other side (team-mates are not
    opponents), otherwise every other seat."""
    boss = villain(state)
    if boss is None:
        return [other for other in range(state.players) if other != seat]
    return heroes(state) if seat == boss else [boss]


def record(state: DoomtownState) -> dict[str, Any] | None:
    """The variant's running record (None before the gangs are revealed, or without the variant)."""
    return state.stack[0].get("boss") if state.stack else None


def event_priority_applies(state: DoomtownState) -> bool:
    """Ghost Miners with the Automaton as Villain: its Gunfighter gives first priority to the dudes
    who can help fulfil the current event (the Automaton section's modification)."""
    found = setting(state)
    return found is not None and found["scenario"] == "ghost_miners" and found["villain"] == automaton_seat(state)


def _extra_heroes(state: DoomtownState, seat: int) -> int:
    """How much the Villain's production, hand limit and starting hand grow: 1 per Hero after the first."""
    return len(heroes(state)) - 1 if seat == villain(state) else 0


# ---- setup, production, hand size ----------------------------------------------------------------


def _reveal(core: hooks.Step) -> hooks.Step:
    """The starting hands are drawn as the gangs are revealed: the Villain draws its extra cards
    then, and the event deck is made."""

    def run(state: DoomtownState, frame: Frame) -> None:
        core(state, frame)
        found = setting(state)
        if found is None:
            return
        seat = found["villain"]
        draw_into(state, seat, state.hand[seat], _extra_heroes(state, seat))
        stand_together = found.get("stand_together", False)
        frame["boss"] = {
            "events": boss_events.event_names(len(heroes(state)), stand_together),
            "event": None,
            "removed": [],
            "stand_together": stand_together,
            "bonus": {"day": 0, "seats": []},
        }

    return run


def _production_step(core: hooks.Step) -> hooks.Step:
    """ "After the Gamblin' phase each turn, an event card is flipped and becomes active, and any
    previous events are removed from the game": the flip comes before Production."""

    def run(state: DoomtownState, frame: Frame) -> None:
        found = record(state)
        if found is not None:
            boss_events.flip(state, found)
        core(state, frame)

    return run


def _villain_production(state: DoomtownState, seat: int, amount: int) -> int:
    return amount + _extra_heroes(state, seat)


def _villain_hand_size(state: DoomtownState, seat: int, size: int) -> int:
    return size + _extra_heroes(state, seat)


# ---- victory ---------------------------------------------------------------------------------------


def would_have_won(state: DoomtownState, control: list[int], influence_now: list[int]) -> dict[str, list[int]]:
    """Seats of each side that would have won under the normal rules (RULINGS.md "Boss Battle"):
    a Hero whose control points exceed the Villain's influence; the Villain when its control points
    exceed every Hero's influence."""
    boss = villain(state)
    assert boss is not None
    team = heroes(state)
    return {
        "heroes": [seat for seat in team if control[seat] > influence_now[boss]],
        "villain": [boss] if control[boss] > max(influence_now[seat] for seat in team) else [],
    }


def team_victory_points(state: DoomtownState) -> int:
    return sum(state.vp[seat] for seat in heroes(state))


def _sundown(core: hooks.Step) -> hooks.Step:
    """Victory is checked the Boss Battle way: "if the Heroes have 3 victory points, they win ...
    Otherwise, if it is Sundown on the 5th turn, the Villain has succeeded"."""

    def run(state: DoomtownState, frame: Frame) -> None:
        found = record(state)
        if found is None:
            core(state, frame)
            return
        state.phase = "sundown"
        control = [control_at_sundown(state, seat) for seat in range(state.players)]
        influence_now = [influence_at_sundown(state, seat) for seat in range(state.players)]
        winning = would_have_won(state, control, influence_now)
        for seat in winning["heroes"]:
            state.vp[seat] += 1  # a Hero beating the Villain scores as in the Multiplayer Variant
        sides = [*(heroes(state) if winning["heroes"] else []), *winning["villain"]]
        found["bonus"] = {"day": state.day + 1, "seats": sides}
        if sides:
            state.note({"type": "boss_bonus", "seats": sides, "day": state.day + 1})
        team = heroes(state)
        if team_victory_points(state) >= HEROES_WIN_AT:
            end_game(state, [seat in team for seat in range(state.players)], "the Heroes have 3 victory points")
        elif state.day >= VILLAIN_WINS_ON:
            reason = "Sundown on the 5th turn: the Villain has overrun the town"
            end_game(state, [seat not in team for seat in range(state.players)], reason)
        else:
            frame["step"] = "nightfall"

    return run


def _stud_bonus(state: DoomtownState, fight: Frame, side: int, found: tuple[int, int]) -> tuple[int, int]:
    """ "+1 stud bullet bonus to their posses during the next day"."""
    boss = record(state)
    if boss is None or boss["bonus"]["day"] != state.day or side not in boss["bonus"]["seats"]:
        return found
    return found[0] + 1, found[1]


# ---- Ghost Miners: Out of the Woodwork -------------------------------------------------------------


def _woodwork_fight(state: DoomtownState, seat: int) -> Frame | None:
    """The shootout in whose play window the Villain may use Out of the Woodwork now ("Repeat
    Shootout ... only once per shootout"): its posse is in it, and it has not used it there."""
    found = setting(state)
    if found is None or found["scenario"] != "ghost_miners" or seat != found["villain"]:
        return None
    fight: Frame | None = next((f for f in reversed(state.stack) if f["kind"] == "shootout"), None)
    if fight is None or fight["step"] != "shooters" or fight.get("woodwork") or not fight["posse"][seat]:
        return None  # "shooters" follows the shootout play window: the window is open
    return fight


def _may_use_woodwork(state: DoomtownState, seat: int) -> bool:
    return _woodwork_fight(state, seat) is not None


def _penalty_order(state: DoomtownState, dude: int | None) -> tuple[bool, bool, int, int]:
    """The Automaton's own dude to take the bounty (a penalty: the Target Priorities reversed for
    own dudes): a draw dude, then one without influence, then the lowest bullets; None is the
    Gunslinger token (a 2-bullet stud without influence), which joins first."""
    if dude is None:
        return True, False, 2, -1
    return bullet_type(state, dude) == "stud", influence(state, dude) > 0, bullets(state, dude), dude


def woodwork_actions(state: DoomtownState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    fight = _woodwork_fight(state, seat)
    if frame["window"] != "shootout" or fight is None or windows.play_start_offers(state, frame):
        return []
    dudes: list[int | None] = [None, *fight["posse"][seat]]
    actions: list[Action] = [
        {
            "type": "boss_ability",
            "ability": "woodwork",
            "dude": dude,
            "label": f"{WOODWORK}: a 2-stud Gunslinger joins your posse and "
            f"{'it' if dude is None else state.table[dude].name} gains 1 bounty",
        }
        for dude in dudes
    ]
    if seat == automaton_seat(state):  # RULINGS.md "Boss Battle": it uses the ability at once
        return [min(actions, key=lambda action: _penalty_order(state, action["dude"]))]
    return actions


def _out_of_the_woodwork(state: DoomtownState, seat: int, action: Action) -> None:
    fight = _woodwork_fight(state, seat)
    assert fight is not None
    fight["woodwork"] = True
    token = gunslinger_joins(state, fight, seat)
    dude = token if action["dude"] is None else action["dude"]
    state.note({"type": "boss_ability", "ability": WOODWORK, "seat": seat, "token": token, "dude": dude})
    add_bounty(state, dude, 1)


def _paid_uses(state: DoomtownState, frame: Frame, legal: list[Action]) -> list[Action]:
    """The Villain's uses that may apply once per opposing Hero for 1 more ghost rock."""
    seat = frame["seat"]
    if seat != villain(state) or seat == automaton_seat(state):
        return []
    return boss_extra_uses.offers(state, seat, legal, heroes(state))


def _use_per_hero(state: DoomtownState, frame: Frame, action: Action, core: hooks.Decision) -> None:
    core_legal, core_act = core
    legal = core_legal(state, frame)  # as offered: nothing has changed since
    boss_extra_uses.use_per_hero(
        state, frame["seat"], action, legal, heroes(state), lambda plain: core_act(state, frame, plain)
    )


def _automaton_choice(core: hooks.Decision) -> hooks.Decision:
    """An Automaton Villain's chosen ability use is paid to apply once per opposing Hero whenever it
    can be (Gunfighter RULINGS.md 36)."""
    core_legal, core_act = core

    def choice_legal(state: DoomtownState, frame: Frame) -> list[Action]:
        legal = core_legal(state, frame)
        if frame["seat"] != villain(state) or frame["stage"] == "discard":
            return legal
        return boss_extra_uses.automaton_offers(state, frame["seat"], legal, heroes(state))

    def choice_act(state: DoomtownState, frame: Frame, action: Action) -> None:
        if action.get(boss_extra_uses.PER_HERO):
            _use_per_hero(state, frame, action, core)
        else:
            core_act(state, frame, action)

    return choice_legal, choice_act


def _plays(core: hooks.Decision) -> hooks.Decision:
    """The Villain's scenario ability is one more play of its shootout play window; its ability
    uses may apply once per opposing Hero."""
    core_legal, core_act = core

    def plays_legal(state: DoomtownState, frame: Frame) -> list[Action]:
        extra = woodwork_actions(state, frame)
        if extra and frame["seat"] == automaton_seat(state):
            return extra
        legal = core_legal(state, frame)
        return legal + extra + _paid_uses(state, frame, legal)

    def plays_act(state: DoomtownState, frame: Frame, action: Action) -> None:
        if action.get(boss_extra_uses.PER_HERO):
            _use_per_hero(state, frame, action, core)
        elif action["type"] == "boss_ability":
            windows.begin_play(state, frame)
            _out_of_the_woodwork(state, frame["seat"], action)
            windows.play_done(state, passed=False)
        else:
            core_act(state, frame, action)

    return plays_legal, plays_act


def _event_abilities(state: DoomtownState, frame: Frame) -> list[Action]:
    """The active event's abilities the seat's team may use (an Automaton seat plays by its pulls)."""
    seat = frame["seat"]
    if setting(state) is None or seat == automaton_seat(state):
        return []
    team = boss_events.VILLAIN if seat == villain(state) else boss_events.HERO
    return boss_events.ability_actions(state, record(state), team)


def _noon(core: hooks.Decision) -> hooks.Decision:
    """The Villain's Noon ability uses may apply once per opposing Hero; the active event's abilities
    are Noon plays of its team."""
    core_legal, core_act = core

    def noon_legal(state: DoomtownState, frame: Frame) -> list[Action]:
        legal = core_legal(state, frame)
        return legal + _paid_uses(state, frame, legal) + _event_abilities(state, frame)

    def noon_act(state: DoomtownState, frame: Frame, action: Action) -> None:
        if action.get(boss_extra_uses.PER_HERO):
            _use_per_hero(state, frame, action, core)
        elif action["type"] == "event_ability":
            boss = record(state)
            assert boss is not None
            seat = frame["seat"]
            frame["passes"] = 0  # a play like any other: the turn goes on to the next player
            frame["seat"] = (seat + 1) % state.players
            boss_events.use_ability(state, boss, seat, action)
        else:
            core_act(state, frame, action)

    return noon_legal, noon_act


# ---- what the table shows ---------------------------------------------------------------------------

WOODWORK_TEXT = (
    "Repeat Shootout: a 2-stud Gunslinger token joins your posse and one dude in your posse gains 1 bounty "
    "(once per shootout)"
)


def public_view(state: DoomtownState) -> dict[str, Any] | None:
    """The Boss Battle as every seat may see it: the sides, the active event, the victory points,
    the stud bonus and the scenario's abilities (the event cards left are a count)."""
    found = setting(state)
    if found is None:
        return None
    boss = record(state)
    scenario = found["scenario"]
    return {
        "scenario": scenario,
        "scenario_name": SCENARIOS[scenario],
        "villain": found["villain"],
        "heroes": heroes(state),
        "team_victory_points": team_victory_points(state),
        "heroes_win_at": HEROES_WIN_AT,
        "villain_wins_on": VILLAIN_WINS_ON,
        "event": None if boss is None else boss["event"],
        "events_left": 0 if boss is None else len(boss["events"]),
        "bonus": None if boss is None else dict(boss["bonus"]),
        "abilities": [{"name": WOODWORK, "seat": found["villain"], "text": WOODWORK_TEXT}]
        if scenario == "ghost_miners"
        else [],
        "not_implemented": not_implemented(),
    }


# ---- how the variant plugs in (flow.py layers it over the core rules and the Automaton's) -----------

VARIANT = hooks.Variant(
    name="boss_battle",
    wrap_day_steps={"reveal": _reveal, "production": _production_step, "sundown": _sundown},
    wrap_decisions={"plays": _plays, "noon": _noon, "automaton_choice": _automaton_choice},
    plugs={
        hooks.PRODUCTION: (_villain_production,),
        hooks.HAND_SIZE: (_villain_hand_size,),
        hooks.POSSE_BONUSES: (_stud_bonus,),
        hooks.OWN_PLAYS: (_may_use_woodwork,),
    },
)
