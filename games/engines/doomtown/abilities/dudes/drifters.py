"""Drifters (dudes of no faction) and token dudes: their traits (stat changes while in play) and their abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import JOB, NOON, RESOLUTION, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.declared_plays import PLAY_DECLARED
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.dudes.common import at_foreign_deed, fight_of
from games.engines.doomtown.abilities.from_discard import offer_goods
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.inventing import huckster_invents_mystical
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.lending import in_posse_of_controller, lend
from games.engines.doomtown.abilities.react_choices import react_choosing
from games.engines.doomtown.abilities.reacts import (
    ACTION_DECLARED,
    CASUALTIES_TAKEN,
    LOWBALL_WON,
    VICTORY_CHECKED,
    react,
)
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.abilities.reveals import Shown
from games.engines.doomtown.abilities.rounds import NOT_CHEATIN, RANKS, lock
from games.engines.doomtown.abilities.targets import grit_against
from games.engines.doomtown.abilities.windows import ask, ask_live, live_options, picker
from games.engines.doomtown.abilities.would import LOSE_DUDE, move_or_boot, remove_from_fight, send_home
from games.engines.doomtown.fight import current, leave_posses, posses_held, send_home_booted
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.skills import skill_margin
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    attachments,
    bullets,
    control_points_of_card,
    dudes_of,
    home,
    in_town,
    influence,
    is_private,
)
from games.engines.doomtown.zones import attach, draw_card, leave_play, pay, put_into_play, unique_blocked

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


@trait("Walter Jameson", stats=("influence",), own=True)
def walter_jameson(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 influence at a deed an opponent owns."""
    where = state.at[card]
    if where >= 0 and state.table[where].type == "deed" and state.table[where].owner != state.table[card].owner:
        return amount + 1
    return amount


@ability("Angela Payne", NOON, boot=True, when=at_foreign_deed)
def angela_payne(u: Use, _: None) -> None:
    """at a deed you do not own: gain 2 ghost rock"""
    u.gain(2)


def _at_deed(state: DoomtownState, dude: int) -> bool:
    return state.at[dude] >= 0 and state.table[state.at[dude]].type == "deed"


@trait("Rattler Young 'Un", stats=("control_strength",), own=True)
def rattler_young_un(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """At a deed his bullets, not his influence, count for its control."""
    if _at_deed(state, card):
        return bullets(state, card)
    return amount


@ability("Rattler Young 'Un", SHOOTOUT, when=lambda u: len(u.their_posse()) == 1)
def rattler_young_un_stud(u: Use, _: None) -> None:
    """only one opposing dude: Rattler becomes a stud"""
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


@hook("joins_posse", "Jacqueline Isham")
def _jacqueline(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining the mark's side (or opposing a job) makes her a stud for the shootout."""
    seat = state.table[dude].owner
    if fight["side"][seat] == fight["mark_seat"]:
        effects.add(state, "bullet_type", dude, until="shootout", set_to="stud")


@hook("joins_posse", '"Mahogany" Jackson')
def _mahogany(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining a posse discards the top two cards of his owner's deck."""
    seat = state.table[dude].owner
    for _ in range(2):
        card = draw_card(state, seat)
        if card is not None:
            state.discard[seat].append(card)


@hook("joins_posse", "Ramiro Mendoza")
def _ramiro(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining a posse: his owner pays 1 ghost rock or discards him."""
    seat = state.table[dude].owner
    options = (["pay"] if state.stash[seat] >= 1 else []) + ["discard"]
    texts = {"pay": "Pay 1 GR to keep Ramiro Mendoza", "discard": "Discard Ramiro Mendoza"}
    ask(state, seat, "ramiro", options, texts=texts, dude=dude)


@picker("ramiro")
def _ramiro_choice(state: DoomtownState, frame: Frame, choice: str) -> None:
    seat, dude = frame["seat"], frame["dude"]
    if choice == "pay":
        pay(state, seat, 1)
        return
    remove_from_fight(state, dude, ace=False)


NICODEMUS_MOST = 3  # control points his helpers can give him


def _nicodemus_helpers(u: Use) -> list[int]:
    """Your unbooted dudes with influence at in-town deeds, each once a turn, while he has room."""
    if control_points_of_card(u.state, u.card) >= NICODEMUS_MOST:
        return []
    return [
        d
        for d in u.my_dudes()
        if _at_deed(u.state, d)
        and not u.state.table[u.state.at[d]].has("Out of Town")
        and not u.state.booted[d]
        and influence(u.state, d) >= 1
        and f"{d}/nicodemus" not in u.state.used
    ]


@ability("Nicodemus Whateley", NOON, repeat=True, targets=_nicodemus_helpers)
def nicodemus_whateley(u: Use, dude: int) -> None:
    """your dude at an in-town deed boots to give Nicodemus a control point (3 at most)"""
    u.state.booted[dude] = 1
    u.state.used.append(f"{dude}/nicodemus")  # the ability each of those dudes gains, once a turn
    effects.add(u.state, "control", u.card, 1, until="play")


@hook("settle", "Nicodemus Whateley")
def _nicodemus_loses_control(state: DoomtownState, dude: int) -> None:
    """At Nightfall, or whenever he is at home, Nicodemus loses all his control points."""
    at_home = state.at[dude] == home(state, state.table[dude].owner)
    if (at_home or state.phase == "nightfall") and any(
        e["card"] == dude and e["stat"] == "control" for e in state.effects
    ):
        state.effects = [e for e in state.effects if not (e["card"] == dude and e["stat"] == "control")]
        state.note({"type": "control_lost", "card": dude})


@trait('Coinneach "Ken" Càrn', stats=("control",), own=True)
def ken_carn(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In the town square: a control point for each faction among his player's dudes."""
    if state.at[card] != TOWN_SQUARE:
        return amount
    factions = {f for d in dudes_of(state, state.table[card].owner) for f in state.table[d].card.factions}
    return amount + len(factions)


@ability("Carmilla", NOON, targets=lambda u: [d for d in u.opposing_dudes() if u.state.at[d] == u.state.at[u.card]],
         does=("boot",))  # fmt: skip
def carmilla(u: Use, dude: int) -> None:
    """a Huckster test against an opposing dude's grit here: that dude boots; failed, Carmilla boots"""
    if skill_margin(u.state, u.seat, u.card, "Huckster", grit_against(u, dude)) >= 0:
        move_or_boot(u.state, u.seat, dude, boot=True)
    else:
        u.state.booted[u.card] = 1


def _camillus_entered(u: Use, data: dict[str, Any]) -> bool:
    others = [d for d in u.my_dudes() if d != u.card]
    return data["card"] == u.card and u.state.phase == "noon" and bool(others)


@react("Camillus S. Fly", "enters_play", boot=False, applies=_camillus_entered)
def camillus_s_fly(u: Use, _: dict[str, Any]) -> None:
    """entering play at High Noon: one of your other dudes becomes a stud today"""
    ask(u.state, u.seat, "camillus", [d for d in u.my_dudes() if d != u.card], verb="Make a stud:")


@picker("camillus")
def _camillus_stud(state: DoomtownState, frame: Frame, dude: int) -> None:
    effects.add(state, "bullet_type", dude, until="turn", set_to="stud", by=frame["seat"])


def _willa_targets(u: Use) -> list[int]:
    return [d for d in u.my_posse() if d != u.card]


@ability("Willa Mae MacGowan (Exp.1)", RESOLUTION, targets=_willa_targets)
def willa_mae_macgowan(u: Use, dude: int) -> None:
    """discard Willa Mae: a dude of your posse goes home, booted unless the opposing hand is cheatin'"""
    fight = current(u.state)
    theirs = fight["hands"][u.their_side()] if fight["hands"] else None
    leave_posses(u.state, u.card)
    leave_play(u.state, u.card, ace=False)
    send_home(u.state, u.seat, dude, boot=not (theirs is not None and theirs["cheatin"]))


def _yarbrough_targets(u: Use) -> list[int]:
    here = u.state.at[u.card]
    return [i for d in u.all_dudes() if u.state.at[d] == here for i in attachments(u.state, d)
            if u.state.table[i].has("Sidekick") or u.state.table[i].has("Horse")]  # fmt: skip


def _yarbrough(u: Use, card: int) -> None:
    """discard a Sidekick or Horse here: TLC John +1 bullets, +1 influence and a stud today; one of
    yours: no upkeep for him at the next Upkeep"""
    yours = u.state.table[card].owner == u.seat
    leave_play(u.state, card, ace=False)
    effects.add(u.state, "bullets", u.card, 1, until="turn")
    effects.add(u.state, "influence", u.card, 1, until="turn")
    effects.add(u.state, "bullet_type", u.card, until="turn", set_to="stud")
    if yours:
        effects.add(u.state, "upkeep", u.card, until="upkeep", set_to=0)


ability("TLC John Yarbrough", NOON, targets=_yarbrough_targets, does=("discard",))(_yarbrough)
ability("TLC John Yarbrough", SHOOTOUT, targets=_yarbrough_targets, does=("discard",))(_yarbrough)


# ---- Hell's Comin' With Me, Debt of Blood ------------------------------------------------------------------


@trait("Nicole Sumner", stats=("bullets", "influence"), own=True)
def nicole_sumner(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """While wanted: +3 bullets and no influence."""
    if state.bounty[card] <= 0:
        return amount
    return amount + 3 if stat == "bullets" else 0


@react(
    "Nicole Sumner",
    LOWBALL_WON,
    boot=False,
    applies=lambda u, data: data["seat"] == u.seat and u.state.bounty[u.card] > 0,
)
def nicole_sumner_clears(u: Use, data: dict[str, Any]) -> None:
    """after you win lowball: her bounty goes back to the bank"""
    u.state.bank += u.state.bounty[u.card]
    u.state.bounty[u.card] = 0


def _bogue_hurt(u: Use, data: dict[str, Any]) -> bool:
    return u.fight is not None and data["side"] == u.my_side() and u.card in u.my_posse()


@react("James Bogue", CASUALTIES_TAKEN, boot=False, applies=_bogue_hurt)
def james_bogue(u: Use, data: dict[str, Any]) -> None:
    """after his posse took casualties: +1 bullets for the rest of the shootout"""
    effects.add(u.state, "bullets", u.card, 1, until="shootout")


def _moquin_cancels(u: Use, data: dict[str, Any]) -> bool:
    """Moquin is in your posse and an opposing player declared a Shootout ability on an action
    card printed without a cost (RULINGS 258: a printed cost of 0)."""
    fight = u.fight
    if fight is None or u.card not in u.my_posse() or fight["side"][data["seat"]] in (None, u.my_side()):
        return False
    facts = u.state.table[data["card"]]
    return facts.type == "action" and facts.card.cost == 0


@react("Agent Moquin", ACTION_DECLARED, applies=_moquin_cancels)
def agent_moquin(u: Use, data: dict[str, Any]) -> None:
    """an opponent declared a Shootout ability of an action card with no printed cost: cancel it (the
    card is discarded without effect)"""
    u.state.note({"type": "cancelled", "seat": data["seat"], "card": data["card"], "by": u.card})


# ---- There Comes a Reckoning -------------------------------------------------------------------------


def _f1_places(u: Use) -> list[int]:
    others = [d for d in u.my_dudes() if d != u.card and in_town(u.state, u.state.at[d])]
    return sorted({u.state.at[d] for d in others})


@react("F1 Burch", "enters_play", boot=False, applies=lambda u, data: data["card"] == u.card and bool(_f1_places(u)))
def f1_burch(u: Use, _: dict[str, Any]) -> None:
    """move him to the in-town location of another of your dudes; you may attach a goods there (not Unique,
    not a Gadget) from your hand or discard pile, 1 GR cheaper"""
    ask(u.state, u.seat, "f1_burch", _f1_places(u), verb="F1 Burch moves to", dude=u.card)


def _plain_goods(state: DoomtownState, card: int) -> bool:
    facts = state.table[card]
    return not facts.card.unique and not facts.has("Gadget")


@picker("f1_burch")
def _f1_burch_moves(state: DoomtownState, frame: Frame, place: int) -> None:
    state.at[frame["dude"]] = place
    offer_goods(state, frame["seat"], None, less=1, fits=_plain_goods, from_hand=True, at=place)


@hook("stays_home", "Agent Provocateur")
def _provocateur_stays_home(state: DoomtownState, card: int) -> bool:
    """He never leaves his player's home (rooted.py); he enters play only there, as recruited."""
    return True


@hook("holds", "Agent Provocateur")
def _provocateur_holds(state: DoomtownState, dude: int, card: int) -> bool:
    """No card attaches to him."""
    return False


@hook("keeps_off", "Agent Provocateur")
def _provocateur_keeps_off(state: DoomtownState, agent: int, effect: dict[str, Any], timing: str | None) -> bool:
    """His traits are never removed; his player's dudes where he stands gain permanent control points
    from jobs only."""
    card = effect["card"]
    if card == agent and effect["stat"] == "blank":
        return True
    facts = state.table[card]
    here = facts.type == "dude" and facts.owner == state.table[agent].owner and state.at[card] == state.at[agent]
    gains = effect["stat"] == "control" and effect["until"] == "play" and effect.get("amount", 0) > 0
    return here and gains and timing != JOB


def _provocateur_recruits(state: DoomtownState, seat: int) -> list[int]:
    """Dudes of the hand he may bring in: not Gadgets (invented only), not blocked as unique, paid for 4 GR less."""
    return [
        card
        for card in sorted(state.hand[seat])
        if state.table[card].type == "dude"
        and not state.table[card].has("Gadget")
        and not unique_blocked(state, seat, card)
        and max(0, play_cost(state, seat, card, None) - 4) <= state.stash[seat]
    ]


@react(
    "Agent Provocateur", VICTORY_CHECKED, boot=False, applies=lambda u, _: bool(_provocateur_recruits(u.state, u.seat))
)
def agent_provocateur(u: Use, _: dict[str, Any]) -> None:
    """after victory is checked at Sundown: ace him (nothing prevents it) to play a dude from your hand
    for 4 GR less"""
    leave_play(u.state, u.card, ace=True)  # straight to Boot Hill: no window where anything could stop it
    ask_live(u.state, u.seat, "provocateur_recruit")


@live_options("provocateur_recruit")
def _provocateur_options(state: DoomtownState, frame: dict[str, Any]) -> list[int]:
    return _provocateur_recruits(state, frame["seat"])


@picker("provocateur_recruit")
def _provocateur_recruit(state: DoomtownState, frame: Frame, dude: int) -> None:
    from games.engines.doomtown import noon  # noon imports the card modules

    noon.PLAYS["recruit"](state, frame["seat"], {"type": "recruit", "card": dude, "discount": 4})


# ---- Too Tough to Die ----------------------------------------------------------------------------------


@hook("posses_formed", "Virginia Ann Earp")
@hook("joins_posse", "Virginia Ann Earp")
def virginia_ann_earp(state: DoomtownState, fight: Frame, dude: int) -> None:
    """While she is in the shootout, no Shootout, React or non-Cheatin' Resolution ability changes a hand rank."""
    lock(fight, RANKS, NOT_CHEATIN, while_in=dude)


# ---- Out for Blood -------------------------------------------------------------------------------------


@trait("Byron Decker", stats=("influence",), own=True)
def byron_decker(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """With a Gadget Weapon: +1 influence."""
    armed = any(state.table[g].has("Gadget") and state.table[g].has("Weapon") for g in attachments(state, card))
    return amount + 1 if armed else amount


def _byron_spares(u: Use) -> list[int]:
    return [d for d in u.my_posse() if d != u.card]


def _byron_would_die(u: Use, event: dict[str, Any]) -> bool:
    shot = event["casualty"] or event["timing"] in (SHOOTOUT, RESOLUTION)
    return event["dude"] == u.card and event["ace"] and shot and bool(_byron_spares(u))


@react("Byron Decker", LOSE_DUDE, boot=False, applies=_byron_would_die)
def byron_decker_spared(u: Use, event: dict[str, Any]) -> None:
    """before he is aced in a shootout: discard another dude of your posse instead"""
    ask(u.state, u.seat, "byron", _byron_spares(u), verb="Discard instead of Byron Decker")


@picker("byron")
def _byron_discards(state: DoomtownState, frame: Frame, dude: int) -> None:
    remove_from_fight(state, dude, ace=False)


hook("posses_formed", "Valeria Batten (Exp.1)")(virginia_ann_earp)  # the same rank lock
hook("joins_posse", "Valeria Batten (Exp.1)")(virginia_ann_earp)
hook("invent_skill", "Valeria Batten (Exp.1)")(huckster_invents_mystical)


def _valeria_boots(u: Use) -> list[int]:
    return [d for d in u.my_dudes() if not u.state.booted[d]]


def _carter_may_enter(u: Use) -> bool:
    wanted = any(u.state.bounty[d] > 0 for d in u.their_posse())
    return wanted and not unique_blocked(u.state, u.seat, u.card)


@ability("Carter Richardson", SHOOTOUT, from_hand=True, enters_play=True, when=_carter_may_enter)
def carter_richardson(u: Use, _: None) -> None:
    """a wanted dude in the opposing posse: play him from your hand into your posse, paying his cost"""
    fight = current(u.state)
    u.state.at[u.card] = fight["location"]
    put_into_play(u.state, u.card, u.seat)
    join_posse(u.state, fight, u.seat, u.card)


def _most_wanted_places(u: Use) -> list[int]:
    wanted = [d for d in u.all_dudes() if u.state.bounty[d] > 0 and d != u.card]
    most = max((u.state.bounty[d] for d in wanted), default=0)
    return sorted({u.state.at[d] for d in wanted if u.state.bounty[d] == most} - {u.state.at[u.card]})


@ability("Carter Richardson", NOON, targets=_most_wanted_places)
def carter_richardson_hunts(u: Use, place: int) -> None:
    """move to where a wanted dude with the highest bounty stands"""
    u.state.at[u.card] = place


@ability("Valeria Batten (Exp.1)", NOON, targets=_valeria_boots)
def valeria_batten_exp(u: Use, dude: int) -> None:
    """boot one of your dudes: +1 influence for the day"""
    u.state.booted[dude] = 1
    effects.add(u.state, "influence", dude, 1, until="turn")


# ---- Welcome to Deadwood -------------------------------------------------------------------------------


@hook("noon_starts", "New Varney Nosferatu")
def new_varney_nosferatu(state: DoomtownState, card: int) -> None:
    """At the beginning of High Noon, in a Public location: it goes home booted."""
    if not is_private(state, state.at[card]):
        send_home_booted(state, card)


# ---- Hell's Comin' With Me -----------------------------------------------------------------------------

JOHN_RADCLIFFE = 'John "Aces" Radcliffe (Exp.1)'


def _gadget_weapon(state: DoomtownState, card: int) -> bool:
    facts = state.table[card]
    return facts.type == "goods" and facts.has("Gadget") and facts.has("Weapon")


@trait(JOHN_RADCLIFFE, stats=("bullet_type", "tradeable"))
def john_radcliffe(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud while he has a Gadget Weapon; his goods are never traded away."""
    if stat == "tradeable":
        return False if state.attached_to[card] == source else amount
    if card == source and any(_gadget_weapon(state, item) for item in attachments(state, card)):
        return "stud"
    return amount


def _john_arms(u: Use) -> dict[str, int]:
    """Gadget Weapons he may take ("zone card" -> cost): from the hand free, from the discard pile at their cost."""
    state, found = u.state, {}
    for zone, cards in (("hand", state.hand[u.seat]), ("discard", open_discard(state, u.seat))):
        for card in sorted(cards):
            cost = 0 if zone == "hand" else state.table[card].num("cost")
            if not _gadget_weapon(state, card) or cost > state.stash[u.seat]:
                continue
            if may_attach(state, card, u.card) and not unique_blocked(state, u.seat, card):
                found[f"{zone} {card}"] = cost
    return found


def _john_entered(u: Use, data: dict[str, Any]) -> bool:
    return data["card"] == u.card and bool(_john_arms(u))


@react(JOHN_RADCLIFFE, "enters_play", boot=False, applies=_john_entered)
def john_radcliffe_arms(u: Use, _: dict[str, Any]) -> None:
    """after he enters play: attach a Gadget Weapon from your hand (free) or discard pile (its cost), not invented"""
    arms = _john_arms(u)
    texts = {
        choice: f"Attach {u.state.table[int(choice.split()[1])].name} from your {choice.split()[0]} ({cost} GR)"
        for choice, cost in arms.items()
    }
    ask(u.state, u.seat, "john_arms", list(arms), texts=texts, dude=u.card)


@picker("john_arms")
def _john_attaches(state: DoomtownState, frame: Frame, choice: str) -> None:
    zone, card = choice.split()[0], int(choice.split()[1])
    seat = frame["seat"]
    getattr(state, zone)[seat].remove(card)
    if zone == "discard":
        pay(state, seat, state.table[card].num("cost"))
    attach(state, card, frame["dude"], seat)
    keep_one(state, seat, card, frame["dude"])


QUATERMAN = "QUATERMAN PRIME"  # a Gadget dude: it enters play only by being invented, at its inventor's location


@hook("fixed_bullets", QUATERMAN)
def _quaterman_bullets(state: DoomtownState, card: int) -> bool:
    """Only his attached goods change his bullets (``effects.adjust`` reads this hook)."""
    return True


@hook("unmoved_by_cards", QUATERMAN)
def _quaterman_unmoved(state: DoomtownState, card: int) -> bool:
    """No card effect boots or moves him (``protection.stopped`` reads this hook)."""
    return True


@hook("hands_revealed", QUATERMAN)
def _quaterman_cheaters(state: DoomtownState, card: int, shown: Shown) -> None:
    """In his shootout, each player who revealed a cheatin' hand takes 1 more casualty this round."""
    fight = fight_of(state, card)
    if fight is None:
        return
    more = fight.setdefault("more_casualties", [0] * state.players)
    for seat, cheated in shown.items():
        if cheated:
            more[seat] += 1


def _johnnys_dudes(u: Use, data: dict[str, Any]) -> list[int]:
    return u.all_dudes() if data["seat"] == u.seat else []  # only after his own player's play


@react_choosing("Johnny Brocklehurst", PLAY_DECLARED, _johnnys_dudes, "Change the influence of", boot=False)
def johnny_brocklehurst(state: DoomtownState, frame: dict[str, Any], dude: int) -> None:
    """after you declare a play: a dude gets +1 or -1 influence for that play"""
    texts = {"+1": f"{state.table[dude].name} gets +1 influence", "-1": f"{state.table[dude].name} gets -1 influence"}
    span = frame["event_data"]["span"]
    ask(state, frame["seat"], "johnny_brocklehurst", ["+1", "-1"], texts=texts, dude=dude, span=span)


@picker("johnny_brocklehurst")
def _johnny_brocklehurst_sign(state: DoomtownState, frame: Frame, sign: str) -> None:
    effects.add(state, "influence", frame["dude"], 1 if sign == "+1" else -1, until=frame["span"])


# ---- Alferd Packer: the opposing side may buy him over, again and again --------------------------

ALFERD_PRICE = 3


def _alferd_buyable(u: Use) -> bool:
    """Alferd fights in his controller's posse and ``u``'s player is on the other side."""
    fight = u.fight
    if fight is None or posses_held(u.state):
        return False
    holder = in_posse_of_controller(u.state, fight, u.card)
    mine = fight["side"][u.seat]
    return holder is not None and holder != u.seat and mine is not None and mine != fight["side"][holder]


@ability("Alferd Packer", SHOOTOUT, cost=ALFERD_PRICE, repeat=True, anyone=True, when=_alferd_buyable)
def alferd_packer(u: Use, _: None) -> None:
    """(his opponents) pay 3 GR: he joins your posse under your control for the rest of the shootout"""
    lend(u.state, current(u.state), u.card, u.seat, home_after=False)
