"""The Deadwood game state: tokens, tiles, cowboys and the decision stack, plus the shared moves.

Rules live in the modules that register frame kinds (town, shootout, buildings, railroad, endgame);
this module holds the data, the apply loop, JSON, clone, view and determinisation.
"""

from __future__ import annotations

from typing import Any

from games.engines.base import Action, Event, GameState, IllegalAction, Result
from games.engines.deadwood import buildings, endgame, railroad, shootout, town  # noqa: F401  (register frames)
from games.engines.deadwood.board import BOARD, Board
from games.engines.deadwood.buildings import CHURCH, KIND, STATION, TILE_COUNT, TILES, tile_ids
from games.engines.deadwood.frames import FRAMES, Frame, copy_frame
from games.engines.deadwood.setup import setup
from games.engines.deadwood.tokens import (
    BOOT_HILL,
    BOX,
    CARTRIDGES,
    COWBOYS,
    GANG_SIZE,
    MINE,
    MONEY_TOTAL,
    OPEN,
    OWNER,
    PLACE_NAMES,
    PONIES,
    POSTERS,
    RAIL,
    STRENGTH,
    SUPPLY,
    gang,
)
from games.engines.rng import Rng

_STATE_FIELDS = (
    "players",
    "options",
    "cash",
    "cartridges",
    "ponies",
    "posters",
    "supply_money",
    "supply_cartridges",
    "supply_ponies",
    "pool",
    "box",
    "loc",
    "plot_tile",
    "stacks",
    "top_known",
    "bottom_public",
    "route",
    "station_plot",
    "sheriff",
    "start_seat",
    "current",
    "turn",
    "stack",
    "ending",
    "phase",
    "final",
    "last_roll",
    "fixed_rolls",
)


class DeadwoodState(GameState):
    board: Board = BOARD
    # the fields saved (_STATE_FIELDS), set by setup.setup, from_doc and clone
    players: int
    options: dict[str, Any]
    cash: list[int]
    cartridges: list[int]
    ponies: list[int]
    posters: list[int]
    supply_money: int
    supply_cartridges: int
    supply_ponies: int
    pool: int  # posters still to hand out
    box: int  # posters back in the box
    loc: list[int]  # per cowboy: a plot, or a place (tokens.py)
    plot_tile: list[int]  # per plot: a building tile, OPEN or RAIL
    stacks: list[list[int]]  # the three building stacks, top first
    top_known: list[list[int]]  # per seat, per stack: how many top tiles it has seen
    bottom_public: list[int]  # per stack: how many bottom tiles everyone has seen
    route: list[int]
    station_plot: int
    sheriff: int
    start_seat: int
    current: int
    turn: int
    stack: list[Frame]
    ending: str | None
    phase: str
    final: dict[str, Any]
    last_roll: dict[str, Any] | None
    fixed_rolls: list[int]
    rng: Rng
    # indexes rebuilt from the fields (rebuild_indexes) and per-action scratch
    occupants: list[list[int]]
    building_plot: list[int]
    _legal: list[Action] | None
    events: list[Event]

    # ------------------------------------------------------------------ contract

    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        return [self.stack[-1]["seat"]]

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == "over" or self.stack[-1]["seat"] != seat:
            return []
        if self._legal is None:
            self._legal = FRAMES[self.stack[-1]["kind"]].legal(self, self.stack[-1])  # type: ignore[misc]
        return self._legal

    def apply(self, seat: int, action: Action) -> list[Event]:
        if self.phase == "over":
            raise IllegalAction("the game is over")
        frame = self.stack[-1]
        if frame["seat"] != seat:
            raise IllegalAction(f"it is seat {frame['seat']}'s decision, not seat {seat}'s")
        chosen = _match(self.legal_actions(seat), action, frame)
        self._legal = None
        events: list[Event] = []
        self.events = events
        FRAMES[frame["kind"]].resolve(self, frame, chosen)
        self.advance()
        return events

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result:
        return endgame.result(self)

    def advance(self) -> None:
        """Run automatic frames and drop choiceless ones until a seat must decide or the game ends."""
        stack = self.stack
        while True:
            if not stack:
                if self.phase == "over":
                    self._legal = []
                    return
                endgame.end_turn(self)
                continue
            top = stack[-1]
            kind = FRAMES[top["kind"]]
            if kind.legal is None:
                kind.resolve(self, top, {})
                continue
            legal = kind.legal(self, top)
            if legal:
                self._legal = legal
                return
            if kind.on_empty is not None:
                kind.on_empty(self, top)
            else:
                stack.pop()

    # ------------------------------------------------------------------ tokens and money

    def gain(self, seat: int, amount: int) -> int:
        """Money from the supply, as far as the supply goes."""
        paid = min(amount, self.supply_money)
        self.supply_money -= paid
        self.cash[seat] += paid
        return paid

    def pay(self, seat: int, amount: int) -> int:
        """Money to the supply, as far as the player can pay."""
        paid = min(amount, self.cash[seat])
        self.cash[seat] -= paid
        self.supply_money += paid
        return paid

    def transfer(self, payer: int, payee: int, amount: int) -> int:
        paid = min(amount, self.cash[payer])
        self.cash[payer] -= paid
        self.cash[payee] += paid
        return paid

    def gain_cartridges(self, seat: int, amount: int) -> None:
        taken = min(amount, self.supply_cartridges)
        self.supply_cartridges -= taken
        self.cartridges[seat] += taken

    def spend_cartridges(self, seat: int, amount: int) -> None:
        self.cartridges[seat] -= amount
        self.supply_cartridges += amount

    def gain_pony(self, seat: int) -> None:
        if self.supply_ponies:
            self.supply_ponies -= 1
            self.ponies[seat] += 1

    def spend_pony(self, seat: int) -> None:
        self.ponies[seat] -= 1
        self.supply_ponies += 1

    def take_poster(self, seat: int) -> bool:
        """A wanted poster from the Crime Pool; emptying the pool ends the game after this turn."""
        if not self.pool:
            return False
        self.pool -= 1
        self.posters[seat] += 1
        if not self.pool:
            self.trigger_end("crime_pool_empty")
        return True

    def return_posters(self, seat: int, count: int) -> int:
        returned = min(count, self.posters[seat])
        self.posters[seat] -= returned
        self.box += returned
        return returned

    def roll_die(self) -> int:
        """One die: the next of ``fixed_rolls`` if any are laid down (scenario tests, physical dice
        entered at the table), otherwise the state's own RNG."""
        if self.fixed_rolls:
            return self.fixed_rolls.pop(0)
        return 1 + self.rng.below(len(self.board.die_faces))

    def trigger_end(self, reason: str) -> None:
        if self.ending is None:
            self.ending = reason
            self.events.append({"type": "end_triggered", "reason": reason})

    # ------------------------------------------------------------------ cowboys and buildings

    def move_cowboy(self, cowboy: int, to: int) -> None:
        where = self.loc[cowboy]
        if where >= 0:
            self.occupants[where].remove(cowboy)
        if to >= 0:
            self.occupants[to].append(cowboy)
        self.loc[cowboy] = to

    def kill(self, cowboy: int, shootout_plot: int = -1, survivor: int = -1) -> None:
        """Boot Hill; the Undertaker pays $1 (to the survivor when the shootout is at the Undertaker).
        The game ends after this turn if the gang has no cowboy left in play: cowboys still in the
        supply were never hired and do not count (project ruling 7)."""
        self.move_cowboy(cowboy, BOOT_HILL)
        owner = OWNER[cowboy]
        self.events.append({"type": "killed", "seat": owner, "strength": STRENGTH[cowboy]})
        if self.phase == "play":
            if shootout_plot >= 0 and self.kind_at(shootout_plot) == "Undertaker":
                if survivor >= 0:
                    self.gain(OWNER[survivor], 1)
            else:
                for seat in self.controllers("Undertaker"):
                    self.gain(seat, 1)
        if not self.cowboys_in_play(owner):
            self.trigger_end("gang_wiped_out")

    def cowboys_in_play(self, seat: int) -> list[int]:
        """Hired cowboys still alive: in the ranch, the mine or town (the only ones that count as
        alive, that can act and that can make a stand in the Final Shootout)."""
        return [c for c in gang(seat) if self.loc[c] >= MINE and self.loc[c] != SUPPLY]

    def kind_at(self, plot: int) -> str | None:
        tile = self.plot_tile[plot]
        return KIND[tile] if tile >= 0 else None

    def controllers(self, kind: str) -> list[int]:
        """Seats with a cowboy at a building of this kind (several only at the Church)."""
        seats: list[int] = []
        for tile in tile_ids(kind):
            plot = self.building_plot[tile]
            if plot >= 0:
                seats.extend(OWNER[c] for c in self.occupants[plot])
        return seats

    def protected(self, plot: int) -> bool:
        return plot in self.board.protected_by[self.sheriff]

    def may_arrive(self, seat: int, plot: int) -> bool:
        """Placement rules for a cowboy going to a building (placing or General Store moves)."""
        tile = self.plot_tile[plot]
        if tile < 0 or tile == STATION:
            return False
        here = self.occupants[plot]
        if not here:
            return True
        for cowboy in here:
            if OWNER[cowboy] == seat:
                return False
        return tile == CHURCH or plot not in self.board.protected_by[self.sheriff]

    def arrive(self, seat: int, cowboy: int, plot: int, from_plot: int = -1) -> None:
        """A cowboy reaches a building: the Sheriff's toll, then a shootout or the chance to annex."""
        if self.protected(plot):
            for sheriff in self.controllers("Sheriff's Office"):
                if sheriff != seat and self.transfer(seat, sheriff, 1):
                    self.events.append({"type": "toll", "seat": seat, "to": sheriff})
        rivals = [c for c in self.occupants[plot] if c != cowboy]
        self.move_cowboy(cowboy, plot)
        if rivals and self.plot_tile[plot] != CHURCH:
            self.stack.append(shootout.new_shootout(self, cowboy, rivals[0], plot))
        else:
            self.stack.append(town.annex_offer(seat, cowboy, plot, from_plot))

    def destroy(self, plot: int) -> None:
        """A railroad tile or the Train Station lands here: the building returns under its stack."""
        tile = self.plot_tile[plot]
        if tile < 0:
            return
        for cowboy in list(self.occupants[plot]):
            self.move_cowboy(cowboy, MINE)
        self.plot_tile[plot] = OPEN
        self.building_plot[tile] = -1
        self.put_under_stack(tile)
        self.events.append({"type": "destroyed", "building": KIND[tile], "plot": self.board.plot_ids[plot]})

    def put_under_stack(self, tile: int) -> None:
        index = TILES[tile].home_stack
        self.stacks[index].append(tile)
        self.bottom_public[index] += 1

    def draw_tile(self, index: int) -> int:
        tile = self.stacks[index].pop(0)
        for known in self.top_known:
            if known[index]:
                known[index] -= 1
        self.bottom_public[index] = min(self.bottom_public[index], len(self.stacks[index]))
        return tile

    def place_tile(self, tile: int, plot: int) -> None:
        self.plot_tile[plot] = tile
        self.building_plot[tile] = plot
        self.events.append({"type": "built", "building": KIND[tile], "plot": self.board.plot_ids[plot]})

    def open_building_plots(self) -> list[int]:
        """Open plots next to at least one building tile: where new buildings may go."""
        tiles = self.plot_tile
        return [
            plot
            for plot, tile in enumerate(tiles)
            if tile == OPEN and any(tiles[near] >= 0 for near in self.board.adjacent[plot])
        ]

    # ------------------------------------------------------------------ persistence

    def to_json(self) -> dict[str, Any]:
        doc = {name: getattr(self, name) for name in _STATE_FIELDS}
        doc["rng"] = self.rng.to_json()
        doc["version"] = self.engine.version
        copied: dict[str, Any] = _deep_copy(doc)
        return copied

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> DeadwoodState:
        state = cls.__new__(cls)
        copied = _deep_copy(doc)
        for name in _STATE_FIELDS:
            setattr(state, name, copied[name])
        state.rng = Rng.from_json(copied["rng"])
        state.rebuild_indexes()
        return state

    def rebuild_indexes(self) -> None:
        self.occupants = [[] for _ in self.plot_tile]
        for cowboy, where in enumerate(self.loc):
            if where >= 0:
                self.occupants[where].append(cowboy)
        self.building_plot = [-1] * TILE_COUNT
        for plot, tile in enumerate(self.plot_tile):
            if tile >= 0:
                self.building_plot[tile] = plot
        self._legal = None
        self.events = []

    def clone(self) -> DeadwoodState:
        new = DeadwoodState.__new__(DeadwoodState)
        new.players = self.players
        new.options = self.options
        new.cash = self.cash[:]
        new.cartridges = self.cartridges[:]
        new.ponies = self.ponies[:]
        new.posters = self.posters[:]
        new.supply_money = self.supply_money
        new.supply_cartridges = self.supply_cartridges
        new.supply_ponies = self.supply_ponies
        new.pool = self.pool
        new.box = self.box
        new.loc = self.loc[:]
        new.plot_tile = self.plot_tile[:]
        new.building_plot = self.building_plot[:]
        new.occupants = [here[:] for here in self.occupants]
        new.stacks = [stack[:] for stack in self.stacks]
        new.top_known = [known[:] for known in self.top_known]
        new.bottom_public = self.bottom_public[:]
        new.route = self.route[:]
        new.station_plot = self.station_plot
        new.sheriff = self.sheriff
        new.start_seat = self.start_seat
        new.current = self.current
        new.turn = self.turn
        new.stack = [copy_frame(frame) for frame in self.stack]
        new.ending = self.ending
        new.phase = self.phase
        new.final = _deep_copy(self.final)
        new.last_roll = self.last_roll
        new.fixed_rolls = self.fixed_rolls[:]
        new.rng = self.rng.clone()
        new._legal = None
        new.events = []
        return new

    def determinize(self, seat: int, rng: Any) -> DeadwoodState:
        """Reshuffle the stack orders ``seat`` cannot know; the dice to come are reseeded too."""
        new = self.clone()
        for index, stack in enumerate(new.stacks):
            known_top = min(new.top_known[seat][index], len(stack))
            known_bottom = min(new.bottom_public[index], len(stack) - known_top)
            middle = sorted(stack[known_top : len(stack) - known_bottom])  # the real order must not show
            rng.shuffle(middle)
            stack[known_top : len(stack) - known_bottom] = middle
        for frame in new.stack:
            if frame["kind"] == "ft_arrange" and frame["seat"] != seat:
                tiles = sorted(frame["left"] + frame["placed"])
                rng.shuffle(tiles)
                frame["left"], frame["placed"] = tiles[: len(frame["left"])], tiles[len(frame["left"]) :]
        new.rng = Rng(rng.next64())
        new.fixed_rolls = []
        return new

    # ------------------------------------------------------------------ what a seat may see

    def view(self, seat: int | None) -> dict[str, Any]:
        board = self.board
        plots = []
        for plot, tile in enumerate(self.plot_tile):
            if tile == OPEN and not self.occupants[plot]:
                continue
            plots.append(
                {
                    "plot": board.plot_ids[plot],
                    "tile": "railroad" if tile == RAIL else KIND[tile] if tile >= 0 else None,
                    "ability": TILES[tile].summary if tile >= 0 else None,
                    "protected": self.protected(plot),
                    "cowboys": [{"seat": OWNER[c], "strength": STRENGTH[c]} for c in self.occupants[plot]],
                }
            )
        gangs = []
        for player in range(self.players):
            where: dict[str, list[int]] = {name: [] for name in PLACE_NAMES.values() if name != "box"}
            where["town"] = []
            for cowboy in gang(player):
                place = self.loc[cowboy]
                where["town" if place >= 0 else PLACE_NAMES[place]].append(STRENGTH[cowboy])
            gangs.append(
                {
                    "seat": player,
                    "cash": self.cash[player],
                    "cartridges": self.cartridges[player],
                    "ponies": self.ponies[player],
                    "posters": self.posters[player],
                    "cowboys": where,
                }
            )
        return {
            "game": "deadwood",
            "viewer": seat,
            "players": self.players,
            "options": self.options,
            "phase": self.phase,
            "turn": self.turn,
            "current": self.current,
            "start_seat": self.start_seat,
            "to_act": self.to_act(),
            "plots": plots,
            "sheriff": list(map(board.plot_ids.__getitem__, board.intersections[self.sheriff])),
            "gangs": gangs,
            "supply": {"money": self.supply_money, "cartridges": self.supply_cartridges, "ponies": self.supply_ponies},
            "crime_pool": self.pool,
            "posters_in_box": self.box,
            "stacks": [
                {"stack": index + 1, "count": len(stack), "contents": sorted(KIND[t] for t in stack)}
                for index, stack in enumerate(self.stacks)
            ],
            "railroad": {
                "route": [board.plot_ids[p] for p in self.route],
                "tiles_left": board.rail_tiles - len(self.route),
                "station": board.plot_ids[self.station_plot] if self.station_plot >= 0 else None,
            },
            "decisions": [public_frame(frame, seat) for frame in self.stack],
            "last_roll": self.last_roll,
            "ending": self.ending,
            "final": self.final,
            "result": endgame.result(self).to_json() if self.phase == "over" else None,
            "unimplemented": self.unimplemented(),
        }

    def redact_action(self, seat: int, action: Action, viewer: int | None) -> Action:
        if action.get("type") == "ft_put" and viewer != seat:
            return {"type": "ft_put", "label": "puts a tile back on the stack"}
        return action

    # ------------------------------------------------------------------ invariants

    def check_invariants(self) -> None:
        players = range(self.players)
        assert self.supply_money + sum(self.cash) == MONEY_TOTAL, "money not conserved"
        assert self.supply_cartridges + sum(self.cartridges) == CARTRIDGES, "cartridges not conserved"
        assert self.supply_ponies + sum(self.ponies) == PONIES, "ponies not conserved"
        assert self.pool + self.box + sum(self.posters) == POSTERS, "wanted posters not conserved"
        assert min(self.cash + self.cartridges + self.ponies + self.posters) >= 0, "negative holding"
        assert min(self.supply_money, self.supply_cartridges, self.supply_ponies, self.pool, self.box) >= 0
        in_play = self.players * GANG_SIZE
        loc = self.loc
        assert len(loc) == COWBOYS, "45 cowboys must be somewhere"
        assert BOX not in loc[:in_play] and loc[in_play:].count(BOX) == COWBOYS - in_play, "absent gangs stay boxed"
        fighting = {frame["plot"] for frame in self.stack if frame["kind"] == "shootout"}
        in_town = 0
        for plot, here in enumerate(self.occupants):
            if not here:
                continue
            in_town += len(here)
            name = self.board.plot_ids[plot]
            assert self.plot_tile[plot] >= 0, f"cowboys on {name}, a plot without a building"
            assert all(loc[c] == plot for c in here), f"cowboys listed at {name} are elsewhere"
            assert len({OWNER[c] for c in here}) == len(here), f"two cowboys of one gang at {name}"
            if self.plot_tile[plot] != CHURCH:
                assert len(here) <= (2 if plot in fighting else 1), f"crowded {name}"
        assert in_town == sum(1 for where in loc if where >= 0), "a cowboy in town is missing from his plot"
        pending = [t for frame in self.stack for t in frame_tiles(frame)]
        placed = [t for t in self.plot_tile if t >= 0]
        stacked = [t for stack in self.stacks for t in stack]
        reserve = [STATION] if self.station_plot < 0 and STATION not in placed else []
        everything = sorted(placed + stacked + pending + reserve)
        assert everything == list(range(TILE_COUNT)), "26 buildings not accounted for"
        for tile, plot in enumerate(self.building_plot):
            assert plot < 0 or self.plot_tile[plot] == tile
        assert all(self.plot_tile[p] == RAIL for p in self.route)
        assert self.phase == "over" or (self.stack and self.stack[-1]["seat"] in players), "nobody to decide"


def frame_tiles(frame: Frame) -> list[int]:
    """Building tiles held by a frame while a player places or rearranges them."""
    if frame["kind"] == "place_tile":
        return [frame["tile"]]
    if frame["kind"] == "ft_arrange":
        held: list[int] = frame["left"] + frame["placed"]
        return held
    return []


def public_frame(frame: Frame, viewer: int | None) -> dict[str, Any]:
    shown: dict[str, Any] = {"kind": frame["kind"], "seat": frame["seat"]}
    if frame["kind"] == "ft_arrange":
        shown["stack"] = frame["stack"] + 1
        if viewer == frame["seat"]:
            shown["order_from_top"] = [KIND[t] for t in frame["left"]]
            shown["arranged_from_top"] = [KIND[t] for t in frame["placed"]]
        return shown
    for key, value in frame.items():
        if key in ("kind", "seat"):
            continue
        if key == "tile":
            value = KIND[value]
        elif key in ("plot",) and isinstance(value, int) and value >= 0:
            value = BOARD.plot_ids[value]
        shown[key] = value
    return shown


def _match(legal: list[Action], action: Action, frame: Frame) -> Action:
    for candidate in legal:
        if candidate is action:
            return candidate
    if not isinstance(action, dict):
        raise IllegalAction(f"an action is a dict taken from legal_actions, not {action!r}")
    wanted = {key: value for key, value in action.items() if key != "label"}
    for candidate in legal:
        if len(candidate) == len(wanted) + 1 and all(candidate.get(k, _MISSING) == v for k, v in wanted.items()):
            return candidate
    raise IllegalAction(
        f"not a legal action now: {action.get('label') or wanted}; seat {frame['seat']} is deciding "
        f"{_deciding(frame)} (one of: {'; '.join(candidate['label'] for candidate in legal[:4])}"
        f"{'; ...' * (len(legal) > 4)})"
    )


def _deciding(frame: Frame) -> str:
    if frame["kind"] == "shootout":
        return f"the shootout's next step ({frame['step'].replace('_', ' ')})"
    return _DECIDING[frame["kind"]]


_MISSING = object()
# What a seat is deciding, for error messages.
_DECIDING = {
    "turn": "his turn (hit the town or head back to the ranch)",
    "recall_more": "whether to head back with more cowboys",
    "annex": "whether to annex his building",
    "church_posters": "how many wanted posters the Church takes back",
    "hire": "whom to hire at the Saloon",
    "sheriff": "where to move the Sheriff",
    "place_tile": "where to build a new building",
    "stage_stack": "which stack the Stage Depot draws from",
    "casino": "whom the Casino robs",
    "gs_pick": "which cowboy the General Store moves",
    "gs_move": "where the General Store moves his cowboy",
    "ft_stack": "which stack the Fortune Teller examines",
    "ft_arrange": "the Fortune Teller's new stack order",
    "fine": "whether to pay the Courthouse",
    "grifter": "whom the Grifter sends to the mine",
    "newspaper": "who gets the Newspaper's wanted poster",
    "dance_hall": "whom the Dance Hall brings home",
    "telegraph": "which way the Telegraph Office moves posters",
    "rail": "where to lay the railroad",
    "rail_annexes": "the order of the railroad's annexes",
    "fs_cowboy": "his Final Shootout cowboy",
    "fs_cartridges": "his Final Shootout cartridges",
    "fs_target": "his Final Shootout target",
    "fs_allocate": "where to aim his first roll",
    "fs_roll": "his first Final Shootout roll",
    "fs_fire": "the next Final Shootout volley",
}


def _deep_copy(value: Any) -> Any:
    if type(value) is dict:
        return {key: _deep_copy(item) for key, item in value.items()}
    if type(value) is list:
        return [_deep_copy(item) for item in value]
    return value


def new_state(players: int, seed: int, options: dict[str, Any]) -> DeadwoodState:
    """Setup exactly as printed (see RULINGS.md for the start player roll-off)."""
    return setup(DeadwoodState.__new__(DeadwoodState), players, seed, options)
