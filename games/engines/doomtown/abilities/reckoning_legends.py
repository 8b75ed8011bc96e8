"""Legends of There Comes a Reckoning: Darius Hellstromme (after an opposing dude is discarded or aced
in a shootout), Jasper Stone (after posses form, a marked opposing dude whose ace rewards the
shooter), Raven (in-town deeds taken from their owners, a deed chosen at Noon) and Ezekiah Grimme
(spells dearer by their copies in play, and spells taken from his player's pulls and deck)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.attaching import may_take
from games.engines.doomtown.abilities.core import NOON, Use, ability, hook, trait
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.discard_piles import discard_shut
from games.engines.doomtown.abilities.legends import leaders_stud_penalty
from games.engines.doomtown.abilities.reacts import DUDE_ACED, DUDE_DISCARDED, react
from games.engines.doomtown.abilities.targets import in_town_locations, is_gadget
from games.engines.doomtown.abilities.totems import is_totem
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import opponent, side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.table import SKILLS
from games.engines.doomtown.tokens import GUNSLINGER
from games.engines.doomtown.town import TOWN_SQUARE, attachments, bullets, deed_controller, dudes_of, home
from games.engines.doomtown.zones import attach, draw_into, pay, unique_blocked

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

HELLSTROMME_PENALTY = 2  # bullets off the leader's shooter without a Gadget Weapon
JASPER_BONUS = 2  # bullets of Jasper's shooter against the marked dude
# An effect on Jasper for the shootout, set to the marked opposing dude (on the legend: it outlasts
# the dude's leaving play, which ends the effects on the dude).
JASPER_MARK = "jasper_mark"


def _fights(state: DoomtownState) -> list[Frame]:
    return [frame for frame in state.stack if frame["kind"] == "shootout"]


def _shooting_side(state: DoomtownState, dude: int) -> tuple[Frame, int] | None:
    """The shootout and side in which ``dude`` is the declared shooter, if any."""
    for fight in _fights(state):
        if dude in fight["shooter"]:
            return fight, fight["shooter"].index(dude)
    return None


def gadget_weapons(state: DoomtownState, dude: int) -> list[int]:
    return [item for item in attachments(state, dude) if state.table[item].has("Weapon") and is_gadget(state, item)]


# ---- Darius Hellstromme ------------------------------------------------------------------------------


@trait("Darius Hellstromme", stats=("bullets",))
def hellstromme(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its player leading a shootout: their shooter without a Gadget Weapon has 2 bullets less."""
    seat = state.table[source].owner
    found = _shooting_side(state, card)
    if found is None or state.table[card].owner != seat:
        return amount
    fight, side = found
    if fight["leader_seat"] != seat or side != seat or gadget_weapons(state, card):
        return amount
    return amount - HELLSTROMME_PENALTY


def _ready_gadget_weapons(u: Use) -> list[list[int]]:
    """[weapon to boot, dude to reward]: an unbooted Gadget Weapon in the user's posse, and a dude of
    theirs with a Gadget Weapon."""
    weapons = [w for d in u.my_posse() for w in gadget_weapons(u.state, d) if not u.state.booted[w]]
    armed = [d for d in u.my_dudes() if gadget_weapons(u.state, d)]
    return [[weapon, dude] for weapon in weapons for dude in armed]


def _hellstromme_applies(u: Use, data: dict[str, Any]) -> bool:
    dude = data["dude"]
    return u.fight is not None and controller(u.state, dude) != u.seat and bool(_ready_gadget_weapons(u))


@react("Darius Hellstromme", (DUDE_DISCARDED, DUDE_ACED), applies=_hellstromme_applies)
def hellstromme_react(u: Use, data: dict[str, Any]) -> None:
    """boot a Gadget Weapon in your posse: your dude with a Gadget Weapon gets a permanent control point;
    a discarded opposing dude is aced instead"""
    options = [f"{weapon} {dude}" for weapon, dude in _ready_gadget_weapons(u)]
    texts = {
        option: f"Boot {u.state.table[int(option.split()[0])].name}: {u.state.table[int(option.split()[1])].name} "
        "gets a permanent control point"
        for option in options
    }
    ask(u.state, u.seat, "hellstromme", options, texts=texts, dude=data["dude"])


@picker("hellstromme")
def _hellstromme_reward(state: DoomtownState, frame: Frame, choice: str) -> None:
    weapon, rewarded = (int(part) for part in choice.split())
    state.booted[weapon] = 1
    effects.add(state, "control", rewarded, 1, until="play")
    fallen = frame["dude"]
    owner = state.table[fallen].owner
    if fallen in state.discard[owner] and not discard_shut(state, owner):  # RULINGS 348
        state.discard[owner].remove(fallen)
        state.boot_hill[owner].append(fallen)


# ---- Jasper Stone ----------------------------------------------------------------------------------


@trait("Jasper Stone", stats=("no_backup", "bullets"))
def jasper_stone(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Away from its player's home only their shooter counts toward the draw hand bonuses; their shooter
    has +2 bullets against the dude marked by its react while their posse holds a non-token dude."""
    seat = state.table[source].owner
    if state.table[card].owner != seat or state.table[card].type != "dude":
        return amount
    if stat == "no_backup":
        fighting = any(
            card in fight["posse"][seat] and fight["location"] != home(state, seat) for fight in _fights(state)
        )
        return True if fighting else amount
    found = _shooting_side(state, card)
    if found is None:
        return amount
    fight, side = found
    marked = _marked(state, source)
    facing = side_posse(state, fight, opponent(fight, side))
    real = any(not state.table[d].card.token for d in side_posse(state, fight, side))
    return amount + JASPER_BONUS if real and any(d in facing for d in marked) else amount


def _marked(state: DoomtownState, legend: int) -> list[int]:
    return [e["set"] for e in state.effects if e["stat"] == JASPER_MARK and e["card"] == legend]


def _jasper_applies(u: Use, _: dict[str, Any]) -> bool:
    return u.fight is not None and u.my_side() is not None and bool(u.their_posse())


@react("Jasper Stone", "posses_formed", applies=_jasper_applies)
def jasper_stone_react(u: Use, _: dict[str, Any]) -> None:
    """mark a dude of the opposing posse: your shooter has +2 bullets against them; if they are aced,
    your shooter gets a permanent control point and +1 bullets"""
    ask(u.state, u.seat, "jasper_mark", u.their_posse(), verb="Mark", legend=u.card)


@picker("jasper_mark")
def _jasper_marks(state: DoomtownState, frame: Frame, dude: int) -> None:
    effects.add(state, JASPER_MARK, frame["legend"], until="shootout", set_to=dude)


@hook("dude_aced", "Jasper Stone")
def _jasper_mark_aced(state: DoomtownState, dude: int) -> None:
    """The marked dude aced: the shooter its marker declared this round is rewarded (RULINGS 349)."""
    for effect in state.effects:
        if effect["stat"] != JASPER_MARK or effect["set"] != dude:
            continue
        seat = state.table[effect["card"]].owner
        for fight in _fights(state):
            side = fight["side"][seat]
            shooter = None if side is None else fight["shooter"][side]
            if shooter is not None and any(shooter in cards for cards in state.play):
                effects.add(state, "control", shooter, 1, until="play", by=seat)
                effects.add(state, "bullets", shooter, 1, until="play", by=seat)


# ---- Raven -------------------------------------------------------------------------------------------

RAVEN_DEED = "raven_deed"  # on Raven for the turn, set to the deed chosen: her player's shooter there +2 bullets
RAVEN_WATCH = "raven_watch"  # on Raven until the reward for that deed is given (or the turn ends)
RAVEN_BONUS = 2


def _raven_marks(state: DoomtownState, legend: int, stat: str) -> list[int]:
    return [e["set"] for e in state.effects if e["stat"] == stat and e["card"] == legend]


@hook("posse_bonuses", "Raven")
def _raven_outgunned(
    state: DoomtownState, legend: int, fight: Frame, side: int, found: tuple[int, int]
) -> tuple[int, int]:
    """Her player leading with fewer bullets in the posse than the opposing posse: 2 fewer stud bonus cards."""
    theirs = sum(bullets(state, d) for d in side_posse(state, fight, opponent(fight, side)))
    return leaders_stud_penalty(
        state, legend, fight, side, found, lambda posse: sum(bullets(state, d) for d in posse) < theirs
    )


def _taken_deeds(state: DoomtownState, seat: int) -> int:
    """In-town deeds ``seat`` controls and does not own."""
    return sum(
        1
        for deed in in_town_locations(state)
        if deed != TOWN_SQUARE and state.table[deed].type == "deed"
        and state.table[deed].owner != seat and deed_controller(state, deed) == seat
    )  # fmt: skip


@hook("sundown_control", "Raven")
def _raven_control(state: DoomtownState, legend: int, amount: int) -> int:
    """During Sundown, one more control point while no other player has taken more in-town deeds
    from their owners than her player (none each counts: RULINGS 421)."""
    seat = state.table[legend].owner
    mine = _taken_deeds(state, seat)
    others = [_taken_deeds(state, other) for other in range(state.players) if other != seat]
    return amount + 1 if all(mine >= theirs for theirs in others) else amount


def _in_town_deeds(u: Use) -> list[int]:
    return [place for place in in_town_locations(u.state) if place >= 0 and u.state.table[place].type == "deed"]


@ability("Raven", NOON, boot=True, targets=_in_town_deeds)
def raven(u: Use, deed: int) -> None:
    """choose an in-town deed: your shooter +2 bullets in shootouts there this turn; the next shootout
    you win there, or your control of it at Sundown when you do not own it, gives your dude there a
    permanent +1 bullets"""
    effects.add(u.state, RAVEN_DEED, u.card, until="turn", set_to=deed)
    effects.add(u.state, RAVEN_WATCH, u.card, until="turn", set_to=deed)


@trait("Raven", stats=("bullets",))
def _raven_shooter(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    marks = _raven_marks(state, source, RAVEN_DEED)
    if not marks:
        return amount
    found = _shooting_side(state, card)
    seat = state.table[source].owner
    if found is None or found[1] != seat or state.table[card].owner != seat:
        return amount
    return amount + RAVEN_BONUS * marks.count(found[0]["location"])


@hook("shootout_ends", "Raven")
def _raven_won_there(state: DoomtownState, legend: int, fight: Frame) -> None:
    seat = state.table[legend].owner
    if fight["winner"] == seat and fight["location"] in _raven_marks(state, legend, RAVEN_WATCH):
        _raven_reward(state, legend, fight["location"])


@hook("during_sundown", "Raven")
def _raven_sundown(state: DoomtownState, legend: int) -> None:
    seat = state.table[legend].owner
    for deed in _raven_marks(state, legend, RAVEN_WATCH):
        in_play = any(deed in cards for cards in state.play)
        if in_play and state.table[deed].owner != seat and deed_controller(state, deed) == seat:
            _raven_reward(state, legend, deed)


def _permanent_bullets(state: DoomtownState, dude: int) -> bool:
    return any(
        e["card"] == dude and e["stat"] == "bullets" and e["until"] == "play" and e.get("amount", 0) > 0
        for e in state.effects
    )


def _raven_reward(state: DoomtownState, legend: int, deed: int) -> None:
    """The watch on ``deed`` ends; a dude of her player's there without a permanent bullet bonus
    (a Gunslinger leaving with its shootout excepted) gets one, her player choosing among several."""
    state.effects = [
        e for e in state.effects if not (e["stat"] == RAVEN_WATCH and e["card"] == legend and e["set"] == deed)
    ]
    seat = state.table[legend].owner
    there = [
        d for d in dudes_of(state, seat)
        if state.at[d] == deed and state.table[d].card.code != GUNSLINGER and not _permanent_bullets(state, d)
    ]  # fmt: skip
    if len(there) == 1:
        effects.add(state, "bullets", there[0], 1, until="play", by=seat)
    else:
        ask(state, seat, "raven_reward", there, verb="Give a permanent +1 bullets to")


@picker("raven_reward")
def _raven_rewards(state: DoomtownState, frame: Frame, dude: int) -> None:
    if any(dude in cards for cards in state.play):
        effects.add(state, "bullets", dude, 1, until="play", by=frame["seat"])


# ---- Ezekiah Grimme --------------------------------------------------------------------------------

GRIMME_REVEALS = 5  # his Noon ability: the top cards of the deck revealed
GRIMME_COPIES = 2  # a spell his player already has this many copies of in play is not taken


@hook("play_cost", "Ezekiah Grimme")
def _grimme_surcharge(state: DoomtownState, legend: int, card: int, where: int | None, cost: int) -> int:
    """Any player's spell costs 1 more to attach per copy of it in play (RULINGS 422)."""
    if state.table[card].type != "spell":
        return cost
    title = state.table[card].title
    return cost + sum(
        1 for cards in state.play for other in cards if other != card and state.table[other].title == title
    )


def _may_learn(state: DoomtownState, seat: int, spell: int, dude: int) -> bool:
    """``dude`` may take ``spell`` (not a Totem: it goes to a location), its player paying all costs."""
    if state.table[spell].type != "spell" or is_totem(state, spell) or unique_blocked(state, seat, spell):
        return False
    return may_take(state, seat, spell, dude) and play_cost(state, seat, spell, state.at[dude]) <= state.stash[seat]


def _learn(state: DoomtownState, seat: int, spell: int, dude: int, *, booted: bool) -> None:
    pay(state, seat, play_cost(state, seat, spell, state.at[dude]))
    state.discard[seat].remove(spell)
    attach(state, spell, dude, seat)
    state.booted[spell] = int(booted)
    state.note({"type": "attached", "seat": seat, "card": spell, "to": dude})


def _grimme_applies(u: Use, data: dict[str, Any]) -> bool:
    spell, dude, pulled = data["spell"], data["dude"], data.get("pulled")
    state = u.state
    return (
        pulled is not None
        and dude in state.play[u.seat]
        and state.attached_to[spell] == dude
        and pulled in state.discard[u.seat]
        and not discard_shut(state, u.seat)
        and _may_learn(state, u.seat, pulled, dude)
    )


@react("Ezekiah Grimme", "cast", applies=_grimme_applies)
def grimme_react(u: Use, data: dict[str, Any]) -> None:
    """your dude cast a spell attached to them pulling a spell: that spell attaches to them booted (paying for it)"""
    _learn(u.state, u.seat, data["pulled"], data["dude"], booted=True)


def _skilled(u: Use) -> list[int]:
    return [
        d for d in u.my_dudes() if not u.state.booted[d] and any(u.state.table[d].rating(s) is not None for s in SKILLS)
    ]


@ability("Ezekiah Grimme", NOON, boot=True, targets=_skilled)
def grimme(u: Use, dude: int) -> None:
    """boot your skilled dude: reveal your top 5 cards; it may take a spell you have fewer than 2 in play of
    (paying for it); the rest are shuffled back"""
    state, seat = u.state, u.seat
    state.booted[dude] = 1
    revealed: list[int] = []
    draw_into(state, seat, revealed, GRIMME_REVEALS)
    state.note({"type": "revealed", "seat": seat, "cards": list(revealed)})
    state.discard[seat].extend(revealed)  # face up beside the deck while the choice is made (RULINGS 422)
    spells = [card for card in revealed if _fewer_than_two(state, seat, card) and _may_learn(state, seat, card, dude)]
    if spells:
        texts = {"none": "Take no spell"}
        ask(state, seat, "grimme", [*spells, "none"], verb="Attach", texts=texts, dude=dude, revealed=revealed)
    else:
        _shuffle_back(state, seat, revealed)


def _fewer_than_two(state: DoomtownState, seat: int, card: int) -> bool:
    title = state.table[card].title
    return sum(1 for other in state.play[seat] if state.table[other].title == title) < GRIMME_COPIES


@picker("grimme")
def _grimme_takes(state: DoomtownState, frame: Frame, choice: Any) -> None:
    seat, dude = frame["seat"], frame["dude"]
    if choice != "none" and dude in state.play[seat] and _may_learn(state, seat, choice, dude):
        _learn(state, seat, choice, dude, booted=False)
    _shuffle_back(state, seat, [card for card in frame["revealed"] if card != choice])


def _shuffle_back(state: DoomtownState, seat: int, cards: list[int]) -> None:
    for card in cards:
        state.discard[seat].remove(card)
        state.deck[seat].append(card)
    state.rng.shuffle(state.deck[seat])
