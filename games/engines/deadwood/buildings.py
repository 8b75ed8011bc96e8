"""The 26 building tiles: what each is, where its tile goes back to, and what annexing it does.

Control abilities (Sheriff's Office toll, Hotel, Laundry, Stage Depot, Undertaker) are read by the
code that needs them through ``state.controllers(kind)``; annex abilities are below, in tile order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from games.engines.base import seat_ref
from games.engines.deadwood.frames import Action, Frame, automatic, decision
from games.engines.deadwood.tokens import HIRE_COST, MINE, OWNER, RAIL, RANCH, STRENGTH, STRENGTH_NAME, SUPPLY, gang

if TYPE_CHECKING:
    from games.engines.deadwood.state import DeadwoodState


@dataclass(frozen=True)
class TileSpec:
    kind: str
    back: str  # "X", "1", "2", "3" or "station" (set aside with the railroad tiles)
    summary: str

    @property
    def home_stack(self) -> int:
        """Index of the stack a destroyed or unplaceable tile goes under (the X Saloon joins stack 1)."""
        return {"X": 0, "1": 0, "2": 1, "3": 2}[self.back]


_GUNSMITH = "annex: $1 and two cartridges"
_BLACKSMITH = "annex: $1 and a pony"
_GENERAL_STORE = "annex: $1, then move another of your cowboys in town to a different building"
_LAUNDRY = "annex: $1; control: the Church returns one more poster per Laundry held"
_SALOON = "annex: hire a cowboy to the Abandoned Mine (Greenhorn $0, Gunslinger $1, Trail Boss $3)"

TILES: tuple[TileSpec, ...] = (
    TileSpec("Church", "X", "annex: return a wanted poster to the box; never a shootout here"),
    TileSpec("Saloon", "X", _SALOON),
    TileSpec("Sheriff's Office", "X", "annex: move the Sheriff; control: $1 toll from others at protected plots"),
    TileSpec("Town Hall", "X", "annex: return a poster, lay the railroad, build one tile from each stack"),
    TileSpec("Gunsmith", "1", _GUNSMITH),
    TileSpec("Hotel", "1", "annex: $2; control: $2 per railroad tile, $4 for the Train Station"),
    TileSpec("Laundry", "1", _LAUNDRY),
    TileSpec("Stage Depot", "1", "annex: $2 and build a tile; control: $10 if the game ends without the station"),
    TileSpec("Undertaker", "1", "annex: $1; control: $1 per cowboy killed"),
    # Bank to General Store are stack 1 too (project ruling 9): the rulebook's own "identical to
    # the Blacksmith in the first building stack" places them there, not its misplaced heading.
    # Tile ids stay in the order the rulebook lists the tiles.
    TileSpec("Bank", "1", "annex: $5 and a wanted poster"),
    TileSpec("Blacksmith", "1", _BLACKSMITH),
    TileSpec("Casino", "1", "annex: take $1 from another player"),
    TileSpec("General Store", "1", _GENERAL_STORE),
    TileSpec("Gunsmith", "2", _GUNSMITH),
    TileSpec("Blacksmith", "2", _BLACKSMITH),
    TileSpec("Gold Mine", "2", "annex: roll a die for $0/$0/$1/$2/$3/$5"),
    TileSpec("General Store", "2", _GENERAL_STORE),
    TileSpec("Laundry", "2", _LAUNDRY),
    TileSpec("Saloon", "2", _SALOON),
    TileSpec("Fortune Teller", "3", "annex: $1, then look at a stack and put it back in any order"),
    TileSpec("Courthouse", "3", "annex: everyone pays $1 per poster held or takes another poster"),
    TileSpec("Grifter", "3", "annex: $1, then send two rival cowboys from town or ranches to the mine"),
    TileSpec("Newspaper", "3", "annex: $1, then give a wanted poster to any player"),
    TileSpec("Dance Hall", "3", "annex: $1, then bring one or two of your cowboys home"),
    TileSpec("Telegraph Office", "3", "annex: $1, then move two posters box -> Crime Pool or back"),
    TileSpec("Train Station", "station", "no ability; placing it ends the game"),
)
KIND = tuple(spec.kind for spec in TILES)
TILE_COUNT = len(TILES)
CHURCH, SALOON_X, SHERIFFS_OFFICE, TOWN_HALL = 0, 1, 2, 3
STATION = KIND.index("Train Station")
FIXED_START = {CHURCH: "Church", SHERIFFS_OFFICE: "Sheriff's Office", TOWN_HALL: "Town Hall"}
STACK_COUNT = 3
GOLD_MINE_PAYS = (0, 0, 1, 2, 3, 5)  # by die value 1..6
_IDS_BY_KIND: dict[str, tuple[int, ...]] = {
    kind: tuple(t for t, other in enumerate(KIND) if other == kind) for kind in dict.fromkeys(KIND)
}


def tile_ids(kind: str) -> tuple[int, ...]:
    return _IDS_BY_KIND[kind]


def where_label(state: DeadwoodState, place: int) -> str:
    if place == MINE:
        return "the Abandoned Mine"
    if place == RANCH:
        return "the ranch"
    return building_label(state, place)


def building_label(state: DeadwoodState, plot: int) -> str:
    """ "the Saloon"; a building that stands twice in town also says where ("the Blacksmith in row 2, ...")."""
    kind = KIND[state.plot_tile[plot]]
    # Counted from the tiles of its kind, not by scanning the town: labels are made for every hit.
    twice = sum(1 for tile in _IDS_BY_KIND[kind] if state.building_plot[tile] >= 0) > 1
    return f"the {kind} in {state.board.plot_words(plot)}" if twice else f"the {kind}"


def place_key(state: DeadwoodState, place: int) -> str:
    return {MINE: "mine", RANCH: "ranch"}.get(place) or state.board.plot_ids[place]


def place_from_key(state: DeadwoodState, key: str) -> int:
    return {"mine": MINE, "ranch": RANCH}.get(key, state.board.index.get(key, -99))


def optional(options: list[Action], decline: Action) -> list[Action]:
    """A "may" ability: the options plus a way to decline, or nothing to decide when there is no option."""
    return [*options, decline] if options else []


def cowboy_at(state: DeadwoodState, seat: int, place: int, strength: int) -> int:
    for cowboy in gang(seat):
        if state.loc[cowboy] == place and STRENGTH[cowboy] == strength:
            return cowboy
    raise AssertionError("legal action names a cowboy that is not there")


# ---------------------------------------------------------------------- annexing


def annex(state: DeadwoodState, seat: int, cowboy: int, plot: int, from_plot: int) -> None:
    """The annexed building's ability, in full and in order (some steps push decisions)."""
    kind = state.kind_at(plot)
    state.events.append({"type": "annex", "seat": seat, "building": kind})
    ANNEX[kind](state, seat, cowboy, from_plot)  # type: ignore[index]


AnnexEffect = Callable[["DeadwoodState", int, int, int], None]


def _church(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
    laundries = state.controllers("Laundry").count(seat)
    if from_plot >= 0 and state.kind_at(from_plot) == "Laundry":
        laundries += 1  # the General Store move keeps the Laundry's bonus for the cowboy leaving it
    most = min(1 + laundries, state.posters[seat])
    if most > 1:
        state.stack.append({"kind": "church_posters", "seat": seat, "most": most})
    else:
        state.return_posters(seat, 1)


def _money(amount: int) -> AnnexEffect:
    def effect(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
        state.gain(seat, amount)

    return effect


def _money_then(amount: int, frame: dict[str, object]) -> AnnexEffect:
    def effect(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
        state.gain(seat, amount)
        state.stack.append({**frame, "seat": seat})

    return effect


def _town_hall(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
    state.return_posters(seat, 1)
    state.stack.append({"kind": "draw_buildings", "seat": seat})
    if state.station_plot < 0:
        state.stack.append({"kind": "rail", "seat": seat})


def _gunsmith(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
    state.gain(seat, 1)
    state.gain_cartridges(seat, 2)


def _blacksmith(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
    state.gain(seat, 1)
    state.gain_pony(seat)


def _bank(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
    state.gain(seat, 5)
    state.take_poster(seat)


def _general_store(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
    state.gain(seat, 1)
    state.stack.append({"kind": "gs_pick", "seat": seat, "exclude": cowboy})


def _gold_mine(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
    value = state.roll_die()
    state.last_roll = {"seat": seat, "for": "Gold Mine", "values": [value]}
    state.gain(seat, GOLD_MINE_PAYS[value - 1])


def _courthouse(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
    queue = [(seat + step) % state.players for step in range(state.players)]
    state.stack.append({"kind": "courthouse", "seat": seat, "queue": queue})


def _newspaper(state: DeadwoodState, seat: int, cowboy: int, from_plot: int) -> None:
    state.gain(seat, 1)
    if state.pool:
        state.stack.append({"kind": "newspaper", "seat": seat})


ANNEX: dict[str, AnnexEffect] = {
    "Church": _church,
    "Saloon": lambda state, seat, cowboy, from_plot: state.stack.append({"kind": "hire", "seat": seat}),
    "Sheriff's Office": lambda state, seat, cowboy, from_plot: state.stack.append({"kind": "sheriff", "seat": seat}),
    "Town Hall": _town_hall,
    "Gunsmith": _gunsmith,
    "Hotel": _money(2),
    "Laundry": _money(1),
    "Stage Depot": _money_then(2, {"kind": "stage_stack"}),
    "Undertaker": _money(1),
    "Bank": _bank,
    "Blacksmith": _blacksmith,
    "Casino": lambda state, seat, cowboy, from_plot: state.stack.append({"kind": "casino", "seat": seat}),
    "General Store": _general_store,
    "Gold Mine": _gold_mine,
    "Fortune Teller": _money_then(1, {"kind": "ft_stack"}),
    "Courthouse": _courthouse,
    "Grifter": _money_then(1, {"kind": "grifter", "left": 2}),
    "Newspaper": _newspaper,
    "Dance Hall": _money_then(1, {"kind": "dance_hall", "left": 2}),
    "Telegraph Office": _money_then(1, {"kind": "telegraph"}),
}
assert set(ANNEX) == set(KIND) - {"Train Station"}


# ---------------------------------------------------------------------- decisions the annexes ask for


def _church_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    return [
        {"type": "return_posters", "count": n, "label": f"Return {n} wanted poster{'s' * (n > 1)} to the box"}
        for n in range(1, frame["most"] + 1)
    ]


def _church_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    state.return_posters(frame["seat"], action["count"])


def _hire_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    strengths = sorted({STRENGTH[c] for c in gang(seat) if state.loc[c] == SUPPLY})
    options: list[Action] = [
        {"type": "hire", "strength": s, "label": f"Hire a {STRENGTH_NAME[s]} ({_price(HIRE_COST[s])}) to the mine"}
        for s in strengths
        if HIRE_COST[s] <= state.cash[seat]
    ]
    return optional(options, {"type": "hire_none", "label": "Hire nobody"})


def _hire_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    if action["type"] == "hire":
        seat = frame["seat"]
        state.pay(seat, HIRE_COST[action["strength"]])
        state.move_cowboy(cowboy_at(state, seat, SUPPLY, action["strength"]), MINE)


def _sheriff_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    board, tiles = state.board, state.plot_tile
    return [
        {"type": "sheriff", "at": index, "label": f"Move the Sheriff to guard {_guarded(state, plots)}"}
        for index, plots in enumerate(board.intersections)
        if any(tiles[plot] >= 0 for plot in plots)
    ]


def _price(dollars: int) -> str:
    return f"${dollars}" if dollars else "free"


def _guarded(state: DeadwoodState, plots: tuple[int, ...]) -> str:
    """The three plots the Sheriff would protect, named by what stands on them."""
    names = []
    for plot in plots:
        tile = state.plot_tile[plot]
        if tile >= 0:
            names.append(building_label(state, plot))
        else:
            names.append(f"the {'railroad' if tile == RAIL else 'open plot'} in {state.board.plot_words(plot)}")
    return ", ".join(names[:-1]) + " and " + names[-1]


def _sheriff_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    state.sheriff = action["at"]


def _draw_buildings(state: DeadwoodState, frame: Frame) -> None:
    state.stack.pop()
    drawn = [state.draw_tile(index) for index in range(STACK_COUNT) if state.stacks[index]]
    for tile in reversed(drawn):  # stack 1's tile is placed first
        state.stack.append({"kind": "place_tile", "seat": frame["seat"], "tile": tile})


def _place_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    kind, ids = KIND[frame["tile"]], state.board.plot_ids
    return [
        {
            "type": "build",
            "plot": ids[plot],
            "label": f"Build the {kind} on the open plot in {state.board.plot_words(plot)}",
        }
        for plot in state.open_building_plots()
    ]


def _place_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    state.place_tile(frame["tile"], state.board.index[action["plot"]])


def _place_nowhere(state: DeadwoodState, frame: Frame) -> None:
    state.stack.pop()
    state.put_under_stack(frame["tile"])


def _stage_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    return [
        {"type": "draw", "stack": index + 1, "label": f"Draw the top tile of stack {index + 1}"}
        for index, stack in enumerate(state.stacks)
        if stack
    ]


def _stage_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    tile = state.draw_tile(action["stack"] - 1)
    state.stack.append({"kind": "place_tile", "seat": frame["seat"], "tile": tile})


def _casino_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    return [
        {"type": "rob", "seat": other, "label": f"Take $1 from {seat_ref(other)}"}
        for other in range(state.players)
        if other != seat and state.cash[other] > 0
    ]


def _casino_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    state.transfer(action["seat"], frame["seat"], 1)


def _gs_destinations(state: DeadwoodState, seat: int, cowboy: int) -> list[int]:
    here = state.loc[cowboy]
    return [p for p, tile in enumerate(state.plot_tile) if tile >= 0 and p != here and state.may_arrive(seat, p)]


def _gs_pick_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    options = []
    for cowboy in gang(seat):
        place = state.loc[cowboy]
        if place >= 0 and cowboy != frame["exclude"] and _gs_destinations(state, seat, cowboy):
            options.append(
                {
                    "type": "gs_pick",
                    "from": place_key(state, place),
                    "label": f"Move your {STRENGTH_NAME[STRENGTH[cowboy]]} from {where_label(state, place)}",
                }
            )
    return options


def _gs_pick_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    place = place_from_key(state, action["from"])
    cowboy = next(c for c in state.occupants[place] if OWNER[c] == frame["seat"])
    state.stack.append({"kind": "gs_move", "seat": frame["seat"], "cowboy": cowboy})


def _gs_move_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    ids = state.board.plot_ids
    return [
        {"type": "gs_move", "to": ids[plot], "label": f"Move him to {where_label(state, plot)}"}
        for plot in _gs_destinations(state, frame["seat"], frame["cowboy"])
    ]


def _gs_move_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    cowboy = frame["cowboy"]
    state.arrive(frame["seat"], cowboy, state.board.index[action["to"]], from_plot=state.loc[cowboy])


def _ft_stack_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    options: list[Action] = [
        {"type": "ft_examine", "stack": index + 1, "label": f"Examine and rearrange stack {index + 1}"}
        for index, stack in enumerate(state.stacks)
        if stack
    ]
    return optional(options, {"type": "ft_skip", "label": "Leave the stacks alone"})


def _ft_stack_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    if action["type"] == "ft_examine":
        index = action["stack"] - 1
        tiles, state.stacks[index] = state.stacks[index], []
        state.stack.append({"kind": "ft_arrange", "seat": frame["seat"], "stack": index, "left": tiles, "placed": []})


def _ft_arrange_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    kinds = list(dict.fromkeys(KIND[t] for t in frame["left"]))
    if len(kinds) < 2:
        return []
    place = len(frame["placed"]) + 1
    return [
        {"type": "ft_put", "building": kind, "label": f"Put the {kind} at position {place} from the top"}
        for kind in kinds
    ]


def _ft_arrange_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    tile = next(t for t in frame["left"] if KIND[t] == action["building"])
    frame["left"].remove(tile)
    frame["placed"].append(tile)


def _ft_arrange_done(state: DeadwoodState, frame: Frame) -> None:
    """The rest of the stack is one kind (or nothing): the order is settled and the seat knows it."""
    state.stack.pop()
    index, seat = frame["stack"], frame["seat"]
    state.stacks[index] = frame["placed"] + frame["left"]
    for player, known in enumerate(state.top_known):
        known[index] = len(state.stacks[index]) if player == seat else 0
    state.bottom_public[index] = 0


def _courthouse_fines(state: DeadwoodState, frame: Frame) -> None:
    queue = frame["queue"]
    while queue:
        seat = queue.pop(0)
        owed = state.posters[seat]
        if not owed:
            continue
        if state.cash[seat] < owed:
            state.take_poster(seat)  # cannot pay in full: the poster instead, his money kept [payments]
        elif state.pool:
            state.stack.append({"kind": "fine", "seat": seat, "amount": owed})
            return
        else:
            state.pay(seat, owed)  # no poster left to take instead: the fine is the only way
    state.stack.pop()


def _fine_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    amount = frame["amount"]
    return [
        {"type": "pay_fine", "label": f"Pay the Courthouse ${amount}"},
        {"type": "refuse_fine", "label": "Refuse and take a wanted poster"},
    ]


def _fine_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    if action["type"] == "pay_fine":
        state.pay(frame["seat"], frame["amount"])
    else:
        state.take_poster(frame["seat"])


def _grifter_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    seat, loc = frame["seat"], state.loc
    options: dict[tuple[int, int, int], Action] = {}
    for player in range(state.players):
        if player == seat:
            continue
        for cowboy in gang(player):
            place = loc[cowboy]
            if place >= 0 or place == RANCH:
                key = (player, place, STRENGTH[cowboy])
                options[key] = {
                    "type": "grift",
                    "seat": player,
                    "from": place_key(state, place),
                    "strength": STRENGTH[cowboy],
                    "label": f"Send {seat_ref(player)}'s {STRENGTH_NAME[STRENGTH[cowboy]]} from "
                    f"{where_label(state, place)} to the mine",
                }
    return list(options.values())


def _move_one_of_two(state: DeadwoodState, frame: Frame, owner: int, action: Action, to: int) -> None:
    """Grifter and Dance Hall: move the named cowboy; the frame ends after the second."""
    place = place_from_key(state, action["from"])
    state.move_cowboy(cowboy_at(state, owner, place, action["strength"]), to)
    frame["left"] -= 1
    if not frame["left"]:
        state.stack.pop()


def _grifter_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    _move_one_of_two(state, frame, action["seat"], action, MINE)


def _newspaper_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    if not state.pool:
        return []
    return [
        {"type": "give_poster", "to": player, "label": f"Give a wanted poster to {seat_ref(player)}"}
        for player in range(state.players)
    ]


def _newspaper_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    state.take_poster(action["to"])


def homeward_options(state: DeadwoodState, seat: int, kind: str, verb: str) -> list[Action]:
    """One action per (place, strength) of the seat's cowboys in town or at the mine."""
    options: dict[tuple[int, int], Action] = {}
    for cowboy in gang(seat):
        place = state.loc[cowboy]
        if place >= 0 or place == MINE:
            options[(place, STRENGTH[cowboy])] = {
                "type": kind,
                "from": place_key(state, place),
                "strength": STRENGTH[cowboy],
                "label": f"{verb} {STRENGTH_NAME[STRENGTH[cowboy]]} from {where_label(state, place)}",
            }
    return list(options.values())


def _dance_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    options = homeward_options(state, frame["seat"], "dance", "Bring home your")
    return optional(options, {"type": "dance_done", "label": "Bring nobody (else) home"})


def _dance_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    if action["type"] == "dance_done":
        state.stack.pop()
    else:
        _move_one_of_two(state, frame, frame["seat"], action, RANCH)


def _telegraph_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    options = []
    if state.box:
        options.append({"type": "telegraph", "move": "add", "label": "Move two posters from the box to the Crime Pool"})
    if state.pool:
        options.append(
            {"type": "telegraph", "move": "remove", "label": "Move two posters from the Crime Pool to the box"}
        )
    return options


def _telegraph_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    if action["move"] == "add":
        moved = min(2, state.box)
        state.box -= moved
        state.pool += moved
    else:
        moved = min(2, state.pool)
        state.pool -= moved
        state.box += moved
        if not state.pool:
            state.trigger_end("crime_pool_empty")


decision("church_posters", _church_legal, _church_resolve)
decision("hire", _hire_legal, _hire_resolve)
decision("sheriff", _sheriff_legal, _sheriff_resolve)
automatic("draw_buildings", _draw_buildings)
decision("place_tile", _place_legal, _place_resolve, on_empty=_place_nowhere)
decision("stage_stack", _stage_legal, _stage_resolve)
decision("casino", _casino_legal, _casino_resolve)
decision("gs_pick", _gs_pick_legal, _gs_pick_resolve)
decision("gs_move", _gs_move_legal, _gs_move_resolve)
decision("ft_stack", _ft_stack_legal, _ft_stack_resolve)
decision("ft_arrange", _ft_arrange_legal, _ft_arrange_resolve, on_empty=_ft_arrange_done)
automatic("courthouse", _courthouse_fines)
decision("fine", _fine_legal, _fine_resolve)
decision("grifter", _grifter_legal, _grifter_resolve)
decision("newspaper", _newspaper_legal, _newspaper_resolve)
decision("dance_hall", _dance_legal, _dance_resolve)
decision("telegraph", _telegraph_legal, _telegraph_resolve)
