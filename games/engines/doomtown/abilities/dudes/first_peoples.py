"""The First Peoples' dudes: their traits (stat changes while in play) and their abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.callouts import answer_due, cannot_refuse
from games.engines.doomtown.abilities.core import JOB, NOON, RESOLUTION, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.costs import paid_from_hand, play_cost
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.dudes.common import fight_of, reveal_into_hand
from games.engines.doomtown.abilities.extra_uses import grant_extra_use
from games.engines.doomtown.abilities.from_discard import offer_dude_or_deed, offer_goods
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.reacts import GAME_START, react
from games.engines.doomtown.abilities.restrictions import refuses
from games.engines.doomtown.abilities.rounds import shown_rank
from games.engines.doomtown.abilities.targets import callout_marks, fighters, their_posse, value_against
from games.engines.doomtown.abilities.totems import is_totem, may_plant, planted_at, totems_at
from games.engines.doomtown.abilities.windows import PICKS, ask, ask_discards, picker
from games.engines.doomtown.abilities.would import move_or_boot, send_home
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current, leave_posses, opponent, side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.town import (
    NOWHERE,
    TOWN_SQUARE,
    adjacent,
    adjusted_stat,
    attachments,
    controls,
    dudes_at,
    home,
    influence,
    is_holy_ground,
    locations,
    value,
)
from games.engines.doomtown.zones import attach, draw_card, leave_play, pay, unique_blocked

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


@hook("nightfall_discards", "Alexander Sequoia")
def _sequoia(state: DoomtownState, dude: int, seat: int) -> int:
    """In the town square his player may discard one more card at Nightfall."""
    return 1 if seat == state.table[dude].owner and state.at[dude] == TOWN_SQUARE else 0


@ability("Alexander Sequoia", NOON, when=lambda u: u.state.at[u.card] == TOWN_SQUARE and bool(u.state.booted[u.card]))
def alexander_sequoia(u: Use, _: None) -> None:
    """in the town square: unboot Alexander"""
    u.state.booted[u.card] = 0


@trait("Enapay", stats=("influence",), own=True)
def enapay(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+2 influence during High Noon."""
    return amount + 2 if state.phase == "noon" else amount


@ability("Enapay", NOON, boot=True,
         targets=lambda u: [d for d in dudes_at(u.state, u.state.at[u.card]) if d != u.card])  # fmt: skip
def enapay_blessing(u: Use, dude: int) -> None:
    """another dude here gets +1 influence this turn"""
    effects.add(u.state, "influence", dude, 1, until="turn")


def _totem_places(u: Use) -> list[int]:
    places = {planted_at(u.state, c) for seat in u.state.play for c in seat if is_totem(u.state, c)}
    return sorted(places - {u.state.at[u.card], NOWHERE})


@ability("Mazatl", NOON, targets=_totem_places)
def mazatl(u: Use, place: int) -> None:
    """move Mazatl to a Totem's location"""
    u.state.at[u.card] = place


@trait("Zachary Deloria", own=True)
def zachary_deloria(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Town square: +1 influence; First Peoples: bullets from the most influential of his dudes there."""
    if stat == "influence" and state.at[card] == TOWN_SQUARE:
        return amount + 1
    owner = state.table[card].owner
    if stat == "bullets" and state.table[home(state, owner)].card.faction == "1stpeoples":
        here = [d for d in dudes_at(state, state.at[card]) if state.table[d].owner == owner]
        return amount + max((influence(state, d) for d in here), default=0)
    return amount


def _frog(u: Use, _: None) -> None:
    """discard a card for +1 bullets (+2 for a heart)"""
    ask_discards(u.state, u.seat, 1, "frog", frog=u.card)


@picker("frog")
def _frog_bullets(state: DoomtownState, frame: Frame, card: int) -> None:
    bonus = 2 if state.table[card].card.suit == "hearts" else 1
    effects.add(state, "bullets", frame["frog"], bonus, until="shootout" if fight_of(state, frame["frog"]) else "turn")


def _has_hand(u: Use) -> bool:
    return bool(u.state.hand[u.seat])


ability("Smiling Frog", NOON, when=_has_hand)(_frog)


ability("Smiling Frog", SHOOTOUT, when=_has_hand)(_frog)


@ability("The Mixer", SHOOTOUT, targets=fighters)
def the_mixer(u: Use, dude: int) -> None:
    """a dude ignores the bullet changes made by your opponents' cards"""
    effects.add(u.state, "mixer", dude, until="shootout", set_to=u.seat)


@hook("lends_deed", "Marcia Ridge")
def _marcia_lends(state: DoomtownState, marcia: int, deed: int) -> bool:
    """Marcia Ridge in the town square, her player with more influence there than each other:
    they use the deeds next to it as their controller would, Marcia as if there (RULINGS.md 168)."""
    if state.at[marcia] != TOWN_SQUARE or state.table[deed].type != "deed" or effects.silenced(state, marcia):
        return False
    if not adjacent(state, TOWN_SQUARE, deed):
        return False
    there = [0] * state.players
    for dude in dudes_at(state, TOWN_SQUARE):
        there[controller(state, dude)] += influence(state, dude)
    seat = state.table[marcia].owner
    return all(there[seat] > amount for other, amount in enumerate(there) if other != seat)


@ability("Francisco Rosales", JOB, when=lambda u: not u.state.booted[u.card])
def francisco_rosales(u: Use, _: None) -> None:
    """job on the town square (he leads, booting): success attaches a Sidekick or Horse from your discards, 2 GR less"""
    start_job(u.state, u.seat, u.card, TOWN_SQUARE, boot_leader=True, then="rosales")


@job_end("rosales")
def _rosales_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if succeeded:
        offer_goods(state, frame["leader_seat"], ("Sidekick", "Horse"), less=2)


@hook("recruit_helpers", "Eagle Woman That All Look At")
def _eagle_woman_helpers(state: DoomtownState, seat: int, card: int) -> list[int]:
    """A First Peoples player's dudes: one of them lowers her cost by their influence."""
    first_peoples = state.table[home(state, seat)].card.faction == "1stpeoples"
    return [d for d in state.play[seat] if state.table[d].type == "dude"] if first_peoples else []


def _spirits_here(u: Use, place: int) -> list[int]:
    """Your unbooted Spirits at ``place``: on your dudes there, or Totems planted there."""
    return [
        c for c in u.state.play[u.seat]
        if u.state.table[c].has("Spirit") and not u.state.booted[c]
        and (u.state.attached_to[c] == place or u.state.at[u.state.attached_to[c]] == place)
    ]  # fmt: skip


def _eagle_calls(u: Use, shamans: list[int], bootable: Any) -> list[list[Any]]:
    """[shaman, Spirit to boot, dude to boot or "none"] for each of your Shamans."""
    found = []
    for shaman in shamans:
        here = u.state.at[shaman]
        gained = u.state.table[shaman].rating("Shaman") is not None and not effects.silenced(u.state, shaman)
        if not gained or f"{shaman}/eagle" in u.state.used:
            continue
        for spirit in _spirits_here(u, here):
            found += [[shaman, spirit, dude] for dude in [*bootable(here), "none"]]
    return found


def _eagle(u: Use, target: list[Any]) -> None:
    """a Shaman boots a Spirit there: Eagle Woman moves to them (joining a shootout posse); may boot a dude there"""
    shaman, spirit, dude = target
    u.state.used.append(f"{shaman}/eagle")  # each Shaman has the ability once a turn
    u.state.booted[spirit] = 1
    fight = u.fight
    if fight is not None and not u.in_fight(u.card):
        join_posse(u.state, current(u.state), u.seat, u.card)
    else:
        u.state.at[u.card] = u.state.at[shaman]
    if dude != "none":
        move_or_boot(u.state, u.seat, dude, boot=True)


ability("Eagle Woman That All Look At", NOON, repeat=True,
        targets=lambda u: _eagle_calls(u, u.my_dudes(), lambda here: dudes_at(u.state, here)))(_eagle)  # fmt: skip


ability("Eagle Woman That All Look At", SHOOTOUT, repeat=True, brings=True,
        targets=lambda u: _eagle_calls(u, u.my_posse(), lambda here: fighters(u)))(_eagle)  # fmt: skip


def _mariel_outnumbers(u: Use) -> bool:
    """Not running a job, and her posse has more total influence than the opposing one."""
    fight = current(u.state)
    running_job = fight["job"] and u.my_side() == fight["leader_seat"]
    mine = sum(influence(u.state, d) for d in u.my_posse())
    return not running_job and mine > sum(influence(u.state, d) for d in u.their_posse())


@ability("Mariel Lewis", SHOOTOUT, when=_mariel_outnumbers, targets=their_posse)
def mariel_lewis(u: Use, dude: int) -> None:
    """more influence in her posse (no job of yours): an opposing dude leaves the posse for home, unbooted"""
    send_home(u.state, u.seat, dude, boot=False)


def _opposing_arrival_here(u: Use, data: dict[str, Any]) -> bool:
    return data["to"] == u.state.at[u.card] and controller(u.state, data["dude"]) != u.seat


@react("Speaks-With-Earth", "moved", applies=_opposing_arrival_here)
def speaks_with_earth(u: Use, data: dict[str, Any]) -> None:
    """boot the opposing dude who moved here; you may unboot a Totem here for one more use"""
    u.state.booted[data["dude"]] = 1
    totems = [t for t in totems_at(u.state, u.state.at[u.card]) if u.state.booted[t]]
    texts = {"none": "Unboot no Totem"}
    ask(u.state, u.seat, "totem_again", [*totems, "none"] if totems else [], verb="Unboot", texts=texts)


@picker("totem_again")
def _totem_again(state: DoomtownState, frame: Frame, choice: Any) -> None:
    if choice != "none":
        state.booted[choice] = 0
        grant_extra_use(state, choice)


def _lydias_spirits(u: Use) -> list[list[int]]:
    spirits = [s for s in attachments(u.state, u.card) if u.state.table[s].has("Spirit") and not u.state.booted[s]]
    return [[spirit, dude] for spirit in spirits for dude in u.my_posse()]


@ability("Lydia Bear-Hands", RESOLUTION, boot=True, targets=_lydias_spirits)
def lydia_bear_hands(u: Use, target: list[int]) -> None:
    """boot Lydia's Spirit: one of your dudes is Harrowed until the end of the shootout"""
    spirit, dude = target
    u.state.booted[spirit] = 1
    effects.add(u.state, "harrowed", dude, until="shootout", set_to=True)


@react("Sifting Squirrel", GAME_START, applies=lambda u, _: bool(u.state.deck[u.seat]))
def sifting_squirrel(u: Use, _: dict[str, Any]) -> None:
    """draw a card, then discard a card; a Spirit or Technique discarded draws another"""
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)
    ask_discards(u.state, u.seat, 1, "squirrel_discarded")


@picker("squirrel_discarded")
def _squirrel_discarded(state: DoomtownState, frame: Frame, card: int | None) -> None:
    if card is not None and (state.table[card].has("Spirit") or state.table[card].has("Technique")):
        PICKS["draw_one"](state, frame, None)


@trait("Yiska", stats=("bullets",), own=True)
def yiska(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+2 bullets while he has a Sidekick."""
    return amount + 2 if any(state.table[i].has("Sidekick") for i in attachments(state, card)) else amount


@ability("Charley Bull", SHOOTOUT, targets=their_posse)
def charley_bull(u: Use, dude: int) -> None:
    """an opposing dude loses as many bullets as Charley has influence"""
    effects.add(u.state, "bullets", dude, -influence(u.state, u.card), until="shootout")


def _klah_targets(u: Use) -> list[list[int]]:
    sidekicks = [i for i in attachments(u.state, u.card) if u.state.table[i].has("Sidekick") and not u.state.booted[i]]
    mates = [d for d in u.my_posse() if any(u.state.table[i].has("Sidekick") for i in attachments(u.state, d))]
    return [[sidekick, dude] for sidekick in sidekicks for dude in mates]


@ability("Klah", SHOOTOUT, boot=True, targets=_klah_targets)
def klah(u: Use, target: list[int]) -> None:
    """boot his Sidekick: a dude of your posse with a Sidekick gets +1 bullets"""
    sidekick, dude = target
    u.state.booted[sidekick] = 1
    effects.add(u.state, "bullets", dude, 1, until="shootout")


def _opposing_sidekicks(u: Use) -> list[int]:
    return [i for d in their_posse(u) for i in attachments(u.state, d) if u.state.table[i].has("Sidekick")]


@ability("Winona Rein-Breaker", SHOOTOUT, boot=True, cost=1, targets=_opposing_sidekicks, does=("discard",))
def winona_rein_breaker(u: Use, sidekick: int) -> None:
    """pay 1 ghost rock: discard an opposing Sidekick"""
    leave_play(u.state, sidekick, ace=False)


def _geronimo_targets(u: Use) -> list[int]:
    here = u.state.at[u.card]
    if here < 0 or here == home(u.state, u.seat):
        return []
    return [c for c in attachments(u.state, here) if u.state.table[c].owner != u.seat]


@ability("Geronimo", NOON, targets=_geronimo_targets, does=("discard",))
def geronimo(u: Use, card: int) -> None:
    """away from home: discard a card you do not own attached to his location, and gain 1 ghost rock"""
    leave_play(u.state, card, ace=False)
    u.gain(1)


def _owl_places(state: DoomtownState) -> list[int]:
    return [
        where for where in locations(state) if is_holy_ground(state, where) or (where >= 0 and totems_at(state, where))
    ]


def _owl_moves(u: Use) -> list[list[int]]:
    return [[dude, where] for dude in u.my_dudes() for where in _owl_places(u.state) if where != u.state.at[dude]]


@ability("Fears No Owls", NOON, targets=_owl_moves)
def fears_no_owls(u: Use, target: list[int]) -> None:
    """move your dude to a Holy Ground location or a deed with a Totem"""
    dude, where = target
    move_or_boot(u.state, u.seat, dude, to=where)


def _tsintah_costs(u: Use) -> list[int]:
    here = current(u.state)["location"]
    spirits = [i for i in attachments(u.state, u.card) if u.state.table[i].has("Spirit")]
    mine = [t for t in totems_at(u.state, here) if u.state.table[t].owner == u.seat] if here >= 0 else []
    return [c for c in spirits + mine if not u.state.booted[c]]


@ability("Tsintah", SHOOTOUT, targets=_tsintah_costs)
def tsintah(u: Use, card: int) -> None:
    """boot her Spirit or your Totem here: she becomes a stud, with +1 bullets on or next to Holy Ground"""
    u.state.booted[card] = 1
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")
    here = current(u.state)["location"]
    holy = is_holy_ground(u.state, here) or (here >= 0 and u.state.table[here].type == "deed"
                                             and any(is_holy_ground(u.state, w) and adjacent(u.state, here, w)
                                                     for w in locations(u.state)))  # fmt: skip
    if holy:
        effects.add(u.state, "bullets", u.card, 1, until="shootout")


@trait("Black Elk (Exp.1)", stats=("control_strength",), own=True)
def black_elk(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """At a deed his Shaman rating, not his influence, counts for its control."""
    where = state.at[card]
    if where >= 0 and state.table[where].type == "deed":
        return adjusted_stat(state, "Shaman", card, state.table[card].rating("Shaman") or 0)
    return amount


def _miles_sidekicks(u: Use) -> list[int]:
    fight = current(u.state)
    mine, theirs = u.my_side(), u.their_side()
    if mine is None or theirs is None or not fight["hands"] or fight["hands"][mine] is None:
        return []
    if fight["hands"][mine]["cheatin"] or shown_rank(fight, mine) <= shown_rank(fight, theirs):
        return []
    return [i for i in attachments(u.state, u.card) if u.state.table[i].has("Sidekick") and not u.state.booted[i]]


@ability("Monomi Miles", RESOLUTION, boot=True, targets=_miles_sidekicks)
def monomi_miles(u: Use, sidekick: int) -> None:
    """a legal, higher hand: boot his Sidekick; both posses take his Kung Fu rating in more casualties"""
    u.state.booted[sidekick] = 1
    more = current(u.state).setdefault("more_casualties", [0] * u.state.players)
    for side in (u.my_side(), u.their_side()):
        if side is not None:
            more[side] += u.state.table[u.card].rating("Kung Fu") or 0


def _nearby(state: DoomtownState, here: int, where: int) -> bool:
    return where == here or adjacent(state, here, where)


def _leychaai_moves(u: Use) -> list[list[int]]:
    here = u.state.at[u.card]
    near = [d for d in u.my_dudes() if _nearby(u.state, here, u.state.at[d])]
    sidekicks = [i for d in near for i in attachments(u.state, d)
                 if u.state.table[i].has("Sidekick") and not u.state.table[i].has("Spirit")]  # fmt: skip
    return [[s, d] for s in sidekicks for d in near if d != u.state.attached_to[s]]


def _leychaai(u: Use, target: list[int]) -> None:
    """move a non-Spirit Sidekick between your dudes here or next door"""
    sidekick, dude = target
    u.state.attached_to[sidekick] = dude


ability("Leychaa'i Youngheart", NOON, targets=_leychaai_moves)(_leychaai)
ability("Leychaa'i Youngheart", SHOOTOUT, targets=_leychaai_moves)(_leychaai)


@ability('Feichi "Suitcase" Lee', SHOOTOUT, boot=True, targets=their_posse, does=("boot",))
def feichi_suitcase_lee(u: Use, dude: int) -> None:
    """boot an opposing dude; if Feichi has more influence, another of your dudes may join your posse"""
    if influence(u.state, u.card) > influence(u.state, dude):
        others = [d for d in u.my_dudes() if not u.in_fight(d)]
        if others:
            ask(u.state, u.seat, "feichi", [*others, "none"], verb="Join the posse:", texts={"none": "Nobody joins"})
    move_or_boot(u.state, u.seat, dude, boot=True)


@picker("feichi")
def _feichi_joins(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    fight = current(state)
    if choice != "none" and isinstance(choice, int):
        join_posse(state, fight, frame["seat"], choice)


def _bear_targets(u: Use) -> list[list[int]]:
    if u.state.booted[u.card]:
        return []
    tokens = [d for d in u.my_dudes() if u.state.table[d].card.token]
    return [[token, foe] for token in tokens for foe in their_posse(u)]


@ability("Charging Bear", SHOOTOUT, targets=_bear_targets, does=("home",))
def charging_bear(u: Use, target: list[int]) -> None:
    """unbooted: ace your token dude to send an opposing dude home booted; Charging Bear becomes a stud"""
    token, foe = target
    leave_posses(u.state, token)
    leave_play(u.state, token, ace=True)
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")
    send_home(u.state, u.seat, foe)


# ---- Too Tough to Die ------------------------------------------------------------------------------------


@hook("casting_skill", "Matthew Rising Sun")
def matthew_rising_sun(state: DoomtownState, dude: int, spell: int) -> str | None:
    """He casts Totems with his Kung Fu rating as if it were Shaman (he does not become a Shaman)."""
    return "Kung Fu" if state.table[spell].has("Totem") else None


# ---- Out for Blood ---------------------------------------------------------------------------------------


@ability("Nathaniel Tuwikaa", NOON, targets=lambda u: callout_marks(u, u.card))
def nathaniel_tuwikaa(u: Use, mark: int) -> None:
    """call out a dude here: in that shootout influence, not bullets, sets how many cards each side draws"""
    answer_due(
        u.state,
        {"kind": "answer", "seat": u.state.table[mark].owner, "leader_seat": u.seat, "leader_dude": u.card,
         "mark_dude": mark, "must_accept": cannot_refuse(u.state, u.card, mark), "on_accept": "influence_draws"}
    )  # fmt: skip


@picker("influence_draws")
def _influence_draws(state: DoomtownState, frame: Frame, _: None) -> None:
    current(state)["influence_draws"] = True


hook("holds", "Jackie Sanjuro")(refuses("Weapon", unless="Melee"))


@trait("Jackie Sanjuro", stats=("value", "bullet_type"), own=True)
def jackie_sanjuro(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """The only dude of his player's posse: +4 value and a stud."""
    fight = fight_of(state, card)
    if fight is None or fight["posse"][state.table[card].owner] != [card]:
        return amount
    return amount + 4 if stat == "value" else "stud"


# ---- Hell's Comin' With Me ----------------------------------------------------------------------------


@ability("Tawodi", JOB, targets=lambda u: [] if u.state.booted[u.card] else [TOWN_SQUARE])
def tawodi(u: Use, mark: int) -> None:
    """job on the town square (he boots and leads): success plays a dude or deed from your discard pile,
    2 GR less (at least 1)"""
    start_job(u.state, u.seat, u.card, mark, boot_leader=True, then="tawodi")


@job_end("tawodi")
def _tawodi_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if succeeded:
        offer_dude_or_deed(state, frame["leader_seat"], less=2, floor=1)


def _buffalo_marks(u: Use) -> list[int]:
    return [] if u.state.booted[u.card] else u.opposing_dudes()


@ability("Speaks-with-Buffalo", JOB, targets=_buffalo_marks)
def speaks_with_buffalo(u: Use, mark: int) -> None:
    """job on an opposing dude, he a stud, influence setting the draws: success unboots him, draw 2, discard 2"""
    start_job(u.state, u.seat, u.card, mark, boot_leader=True, then="buffalo")
    u.state.stack[-1]["fight_rules"] = {"influence_draws": True, "studs": [u.card]}


@trait("Speaks-with-Buffalo", stats=("bullet_type",), own=True)
def _buffalo_stud(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    fight = fight_of(state, card)
    return "stud" if fight is not None and card in fight.get("studs", []) else amount


@job_end("buffalo")
def _buffalo_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if not succeeded:
        return
    seat, leader = frame["leader_seat"], frame["leader_dude"]
    if leader in state.play[seat]:
        state.booted[leader] = 0
    for _ in range(2):
        drawn = draw_card(state, seat)
        if drawn is not None:
            state.hand[seat].append(drawn)
    ask_discards(state, seat, 2, "nothing_more")


# ---- Welcome to Deadwood ------------------------------------------------------------------------------


@trait('Lewis "Grizzly" Evans', stats=("bullet_type",), own=True)
def lewis_evans(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud while the opposing posse holds no Weapon."""
    fight = fight_of(state, card)
    if fight is None:
        return amount
    theirs = side_posse(state, fight, opponent(fight, fight["side"][state.table[card].owner]))
    armed = any(state.table[item].has("Weapon") for dude in theirs for item in attachments(state, dude))
    return amount if armed else "stud"


def _lewis_marks(u: Use) -> list[int]:
    if len(u.my_posse()) < 2:
        return []
    return [d for d in their_posse(u) if not u.state.booted[d] and value_against(u, d) < value(u.state, u.card)]


@ability('Lewis "Grizzly" Evans', SHOOTOUT, boot=True, targets=_lewis_marks, does=("boot",))
def lewis_grizzly_evans(u: Use, foe: int) -> None:
    """(another dude in his posse) boot an opposing dude of lower value; neither adds to draw hands unless alone"""
    for dude in (u.card, foe):
        effects.add(u.state, "held_back", dude, until="shootout", set_to=True)
    move_or_boot(u.state, u.seat, foe, boot=True)


@trait('"Professor" Duncan (Exp.1)', stats=("bullet_type",), own=True)
def professor_duncan(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud at a location with a Totem."""
    where = state.at[card]
    return "stud" if where >= 0 and totems_at(state, where) else amount


def _duncan_sees(u: Use, data: dict[str, Any]) -> bool:
    totem, state = data["card"], u.state
    if not is_totem(state, totem) or state.table[totem].owner != u.seat:
        return False
    where = planted_at(state, totem)
    if where != state.at[u.card]:
        return False
    return [state.table[t].title for t in totems_at(state, where)].count(state.table[totem].title) == 1


@react('"Professor" Duncan (Exp.1)', "enters_play", boot=False, applies=_duncan_sees)
def professor_duncan_draws(u: Use, _: dict[str, Any]) -> None:
    """after you play a Totem at his location, the only one of its name there: draw a card"""
    drawn = draw_card(u.state, u.seat)
    if drawn is not None:
        u.state.hand[u.seat].append(drawn)


# ---- Debt of Blood ----------------------------------------------------------------------------------


@hook("stays_in_fight", "SuAnne Bettelyuon")
def _suanne_stays(state: DoomtownState, dude: int, how: str) -> bool:
    """No card effect takes her out of her shootout (she may still flee)."""
    return how == "card" and fight_of(state, dude) is not None


def _suanne_discards(u: Use) -> list[int]:
    fight = u.fight
    return [] if fight is None or u.card in fight.get("once", []) else sorted(u.state.hand[u.seat])


@ability("SuAnne Bettelyuon", SHOOTOUT, repeat=True, targets=_suanne_discards)
def suanne_bettelyuon(u: Use, card: int) -> None:
    """discard a card: she is a stud; a Technique also gives her +1 bullets and +1 value (once per shootout)"""
    current(u.state).setdefault("once", []).append(u.card)
    u.state.hand[u.seat].remove(card)
    u.state.discard[u.seat].append(card)
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")
    if u.state.table[card].has("Technique"):
        effects.add(u.state, "bullets", u.card, 1, until="shootout")
        effects.add(u.state, "value", u.card, 1, until="shootout")


def _dakota_discards(u: Use) -> list[int]:
    """The card to discard (its cost): at a deed, with a Totem in the discard pile or among the hand's other cards."""
    state, where = u.state, u.state.at[u.card]
    if where < 0 or state.table[where].type != "deed":
        return []
    hand = sorted(state.hand[u.seat])
    if any(is_totem(state, card) for card in open_discard(state, u.seat)):
        return hand
    return [card for card in hand if is_totem(state, card)]  # discarding the Totem itself, then fetching it back


@ability("Dakota Katzeek", NOON, boot=True, targets=_dakota_discards)
def dakota_katzeek(u: Use, card: int) -> None:
    """at a deed, discard a card: a Totem from your discard pile to your hand, which may be planted here at once"""
    u.state.hand[u.seat].remove(card)
    u.state.discard[u.seat].append(card)
    totems, seen = [], set()
    for found in sorted(open_discard(u.state, u.seat)):
        if is_totem(u.state, found) and u.state.table[found].title not in seen:
            seen.add(u.state.table[found].title)
            totems.append(found)
    ask(u.state, u.seat, "dakota", totems, verb="Dakota Katzeek: take", deed=u.state.at[u.card])


@picker("dakota")
def _dakota_takes(state: DoomtownState, frame: Frame, totem: int) -> None:
    seat, deed = frame["seat"], frame["deed"]
    reveal_into_hand(state, seat, totem, state.discard[seat])
    cost = play_cost(state, seat, totem, deed)
    if cost <= state.stash[seat] and may_plant(state, totem, deed) and not unique_blocked(state, seat, totem):
        texts = {"plant": f"Plant {state.table[totem].name} here ({cost} GR)", "keep": "Keep it in your hand"}
        ask(state, seat, "dakota_plants", ["plant", "keep"], texts=texts, card=totem, deed=deed)


@picker("dakota_plants")
def _dakota_plants(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice != "plant":
        return
    seat, totem, deed = frame["seat"], frame["card"], frame["deed"]
    pay(state, seat, play_cost(state, seat, totem, deed))
    state.hand[seat].remove(totem)
    paid_from_hand(state, seat, totem)
    attach(state, totem, deed, seat)


@hook("totem_planted", "Ghost Dancers")
def _ghost_dancers_plant(state: DoomtownState, dancers: int) -> int:
    """The Totem they hold is planted at the deed they stand at (elsewhere, nowhere: RULINGS 403)."""
    where = state.at[dancers]
    return where if where >= 0 and state.table[where].type == "deed" else NOWHERE


def _ghost_dancers_totems(u: Use) -> list[int]:
    """Totems of the hand (one per title) Ghost Dancers may take now, their cost paid: unbooted, at a
    location their player controls, with that player's unbooted Shaman there, holding no Totem yet."""
    state, where = u.state, u.state.at[u.card]
    if state.booted[u.card] or not controls(state, u.seat, where):
        return []
    if any(is_totem(state, card) for card in attachments(state, u.card)):
        return []  # they hold one Totem at most
    shamans = [d for d in dudes_at(state, where) if d in state.play[u.seat] and not state.booted[d]]
    if not any(state.table[d].rating("Shaman") is not None for d in shamans):
        return []
    found, seen = [], set()
    for card in sorted(state.hand[u.seat]):
        if not is_totem(state, card) or state.table[card].title in seen or unique_blocked(state, u.seat, card):
            continue
        if may_plant(state, card, where) and play_cost(state, u.seat, card, where) <= state.stash[u.seat]:
            seen.add(state.table[card].title)
            found.append(card)
    return found


@ability("Ghost Dancers", NOON, targets=_ghost_dancers_totems)
def ghost_dancers(u: Use, totem: int) -> None:
    """unbooted at your location with your unbooted Shaman: pay for a Totem of your hand and attach it to them"""
    state = u.state
    pay(state, u.seat, play_cost(state, u.seat, totem, state.at[u.card]))
    state.hand[u.seat].remove(totem)
    paid_from_hand(state, u.seat, totem)
    attach(state, totem, u.card, u.seat)
