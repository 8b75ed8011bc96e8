"""Action cards of the packs beyond the base set: played from the hand, then discarded, as the
base set's are (``action_cards.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.callouts import answer_due, call_out
from games.engines.doomtown.abilities.core import CHEATIN, JOB, NOON, RESOLUTION, SHOOTOUT, Use, action
from games.engines.doomtown.abilities.joining import join_posse, may_join
from games.engines.doomtown.abilities.lending import lend
from games.engines.doomtown.abilities.restraints import makes_no_callouts
from games.engines.doomtown.abilities.rounds import (
    raise_rank,
    reduce_casualties,
    shown_rank,
    spare_casualties,
    toll_on_cheatin,
)
from games.engines.doomtown.abilities.targets import (
    has_keyword_item,
    in_town_locations,
    my_hand_legal,
    my_posse,
    pairs,
    their_posse,
)
from games.engines.doomtown.abilities.techniques import performer, technique
from games.engines.doomtown.abilities.windows import ask, ask_discards, ask_live, live_options, picker
from games.engines.doomtown.abilities.would import move_or_boot, send_home
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current, leave_posses
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjacent,
    adjusted_stat,
    attachments,
    bullet_type,
    bullets,
    control_points_of_card,
    deed_controller,
    dudes_of,
    home,
    in_town,
    influence,
    kung_fu,
    locations,
)
from games.engines.doomtown.zones import add_bounty, boot, draw_card, gain, leave_play, pay, protected

if TYPE_CHECKING:
    from games.engines.doomtown.frames import Frame
    from games.engines.doomtown.state import DoomtownState

HEIST_BULLETS = 3  # Heist: the bullets its posse needs
TAKEOVER_MAX = 3  # Hostile Takeover: the most ghost rock it gains
GRIM_TOLL, GRIM_BULLETS = 2, 2  # Grim Servant O' Death: casualties on a cheatin' hand, bullets for the stud
FEUD_POINT = "point"  # Frontier Feud: the opponent gives the control point rather than fight
AGENDA_MAX = 3  # The Winning Agenda: the most cards it cycles, the most rank it adds


def _draw(u: Use) -> None:
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)


@picker("nothing_more")
def _nothing_more(state: DoomtownState, frame: dict[str, Any], _: Any) -> None:
    """Nothing follows the discard."""


# ---- Noon --------------------------------------------------------------------------------------------


@action("Fleet-Footed", NOON, targets=lambda u: [d for d in u.my_dudes() if u.state.at[d] != home(u.state, u.seat)])
def fleet_footed(u: Use, dude: int) -> None:
    """send your dude home booted"""
    send_home(u.state, u.seat, dude)


@action("Fleet-Footed", SHOOTOUT, targets=lambda u: pairs(my_posse(u), their_posse(u)))
def fleet_footed_fight(u: Use, target: list[int]) -> None:
    """your dude +1 bullets, an opposing dude -1 bullets"""
    mine, theirs = target
    effects.add(u.state, "bullets", mine, 1, until="shootout")
    effects.add(u.state, "bullets", theirs, -1, until="shootout")


@action("Play for Blood", NOON)
def play_for_blood(u: Use, _: None) -> None:
    """draw a card, then discard a card"""
    _draw(u)
    ask_discards(u.state, u.seat, 1, "nothing_more")


def _ranks_tied(u: Use) -> bool:
    mine, theirs = u.my_side(), u.their_side()
    if mine is None or theirs is None:
        return False
    fight = current(u.state)
    if fight.get("hands") is None or fight["hands"][mine] is None:
        return False
    return shown_rank(fight, mine) == shown_rank(fight, theirs)


@action("Play for Blood", RESOLUTION, when=_ranks_tied)
def play_for_blood_rank(u: Use, _: None) -> None:
    """the draw hand ranks are tied: your rank +1"""
    side = u.my_side()
    assert side is not None  # _ranks_tied
    raise_rank(current(u.state), side, 1)


@action("Ready Fer Anythin'", NOON, targets=lambda u: u.my_dudes())
def ready_fer_anythin(u: Use, dude: int) -> None:
    """your dude: +1 influence with a Sidekick, a card with a Weapon, a stud with Attire, +1 bullets with a Horse"""
    if has_keyword_item(u, dude, "Sidekick"):
        effects.add(u.state, "influence", dude, 1, until="turn")
    if has_keyword_item(u, dude, "Weapon"):
        _draw(u)
    if has_keyword_item(u, dude, "Attire"):
        effects.add(u.state, "bullet_type", dude, until="turn", set_to="stud")
    if has_keyword_item(u, dude, "Horse"):
        effects.add(u.state, "bullets", dude, 1, until="turn")


def _augments(u: Use) -> list[list[int]]:
    spells = [card for card in u.state.play[u.seat] if u.state.table[card].type == "spell"]
    return [[spell, dude] for spell in spells for dude in u.my_dudes()]


def _masonic_augment(u: Use, target: list[int]) -> None:
    """discard your spell: your dude gets +1 bullets and +1 influence (an unbooted spell pays back its cost)"""
    spell, dude = target
    unbooted = not u.state.booted[spell]
    leave_play(u.state, spell, ace=False)
    until = "shootout" if u.fight is not None else "turn"
    effects.add(u.state, "bullets", dude, 1, until=until)
    effects.add(u.state, "influence", dude, 1, until=until)
    if unbooted:
        u.gain(u.state.table[spell].num("cost"))


for _timing in (NOON, SHOOTOUT):
    action("Masonic Augment", _timing, targets=_augments)(_masonic_augment)


# ---- Shootout ----------------------------------------------------------------------------------------


def _booted_theirs(u: Use) -> list[int]:
    return [d for d in their_posse(u) if u.state.booted[d]]


@action("Suppressing Fire", SHOOTOUT, targets=_booted_theirs)
def suppressing_fire(u: Use, dude: int) -> None:
    """an opposing booted dude becomes a draw"""
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="draw")


def _cover(u: Use) -> list[list[int]]:
    """Your dude in the posse, booting themselves or one of their Weapons."""
    found = []
    for dude in my_posse(u):
        weapons = [w for w in attachments(u.state, dude) if u.state.table[w].has("Weapon")]
        found += [[dude, card] for card in [dude, *weapons] if not u.state.booted[card]]
    return found


@action("Suppressing Fire", SHOOTOUT, targets=_cover)
def suppressing_fire_stud(u: Use, target: list[int]) -> None:
    """boot your dude or their Weapon: the dude becomes a stud"""
    dude, booted = target
    u.state.booted[booted] = 1
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")


def _vamoosin_targets(u: Use) -> list[int]:
    budget = u.state.stash[u.seat]
    return [d for d in u.all_dudes() if u.state.bounty[d] > 0 and u.in_fight(d) and influence(u.state, d) <= budget]


@action("Vamoosin'", SHOOTOUT, targets=_vamoosin_targets, does=("home",))
def vamoosin(u: Use, dude: int) -> None:
    """send a wanted dude home (it costs their influence)"""
    u.pay(influence(u.state, dude))
    send_home(u.state, u.seat, dude, boot=False)


def _very_wanted(u: Use) -> list[list[Any]]:
    fighting = [d for posse in u.fight["posse"] for d in posse] if u.fight is not None else []
    return [[d, kind] for d in fighting if u.state.bounty[d] >= 3 for kind in ("stud", "draw")]


@action("You Had ONE Job!", SHOOTOUT, targets=_very_wanted)
def you_had_one_job(u: Use, target: list[Any]) -> None:
    """a dude with 3 or more bounty becomes a stud or a draw"""
    dude, kind = target
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to=kind)


def _legal_hands(u: Use) -> list[int]:
    fight = u.fight
    if fight is None or fight.get("hands") is None:
        return []
    return [side for side, hand in enumerate(fight["hands"]) if hand is not None and not hand["cheatin"]]


@action("You Had ONE Job!", RESOLUTION, when=lambda u: bool(_legal_hands(u)))
def you_had_one_job_casualties(u: Use, _: None) -> None:
    """every player who showed a legal hand takes 2 fewer casualties"""
    for side in _legal_hands(u):
        reduce_casualties(u.state, current(u.state), side, 2)


# ---- until after the next Upkeep: Swagger, Like a Bull... ----------------------------------------------


def _swagger_moves(u: Use) -> list[list[int]]:
    return [
        [d, place]
        for d in u.my_dudes()
        if not u.state.booted[d]
        for place in [*locations(u.state), *[home(u.state, s) for s in range(u.state.players)]]
        if place != u.state.at[d] and adjacent(u.state, u.state.at[d], place)
    ]


@action("Swagger", NOON, targets=_swagger_moves)
def swagger(u: Use, target: list[int]) -> None:
    """move your unbooted dude next door; +1 influence to control deeds until after the next Upkeep"""
    dude, place = target
    u.state.at[dude] = place
    effects.add(u.state, "control_strength", dude, 1, until="upkeep")


@action("Like a Bull...", CHEATIN, at_gamblin=True)
def like_a_bull(u: Use, _: None) -> None:
    """the cheater pays 1 GR or discards a random card; in a shootout you take 1 casualty fewer"""
    cheater = u.extra["cheater"]
    texts = {"pay": "Pay 1 GR", "discard": "Discard a random card"}
    options = [o for o in ("pay", "discard") if (o == "pay" and u.state.stash[cheater] > 0) or
               (o == "discard" and u.state.hand[cheater])]  # fmt: skip
    ask(u.state, cheater, "like_a_bull", options, texts=texts)
    side = u.my_side()
    if side is not None:
        reduce_casualties(u.state, current(u.state), side, 1)


@picker("like_a_bull")
def _like_a_bull(state: DoomtownState, frame: dict[str, Any], choice: str) -> None:
    seat = frame["seat"]
    if choice == "pay":
        pay(state, seat, 1)
    else:
        hand = sorted(state.hand[seat])
        card = hand[state.rng.below(len(hand))]
        state.hand[seat].remove(card)
        state.discard[seat].append(card)


def _shootout_deed(u: Use) -> int | None:
    fight = u.fight
    if fight is None:
        return None
    place = int(fight["location"])
    return place if place >= 0 and u.state.table[place].type == "deed" else None


@action("Like a Bull...", RESOLUTION, when=lambda u: _shootout_deed(u) is not None)
def like_a_bull_deed(u: Use, _: None) -> None:
    """the shootout is at a deed: boot it; no control points nor production until after the next Upkeep"""
    deed = _shootout_deed(u)
    assert deed is not None  # its "when"
    boot(u.state, deed)
    for stat in ("control", "production"):
        effects.add(u.state, stat, deed, until="upkeep", set_to=0)


# ---- jobs with a posse requirement: Heist --------------------------------------------------------------


def _heist_jobs(u: Use) -> list[list[int]]:
    leaders = [d for d in u.my_dudes() if not u.state.booted[d]]
    marks = [p for p in in_town_locations(u.state) if p >= 0 and u.state.table[p].type == "deed"]
    return pairs(leaders, marks)


@action("Heist", JOB, targets=_heist_jobs)
def heist(u: Use, target: list[int]) -> None:
    """job on an in-town deed (a posse of 3 bullets or more): gain its production, the leader takes 2 bounty"""
    leader, mark = target
    start_job(u.state, u.seat, leader, mark, then="heist")
    u.state.stack[-1]["fight_rules"] = {"posse_bullets_at_least": HEIST_BULLETS}


@job_end("heist")
def _heist_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    leader, mark, seat = frame["leader_dude"], frame["mark"], frame["leader_seat"]
    if not succeeded or not any(mark in cards for cards in state.play):
        return
    gain(state, seat, max(0, adjusted_stat(state, "production", mark, state.table[mark].num("production"))))
    if any(leader in cards for cards in state.play):
        add_bounty(state, leader, 2)
        if state.table[mark].owner != seat:
            state.booted[leader] = 0


# ---- Hostile Takeover, Fannin' the Hammer -----------------------------------------------------------------


def _takeovers(u: Use) -> list[list[Any]]:
    found = []
    for dude in u.my_dudes():
        place = u.state.at[dude]
        if u.state.booted[dude] or bullet_type(u.state, dude) != "stud" or place < 0:
            continue
        deed = u.state.table[place]
        theirs = deed.type == "deed" and deed.owner != u.seat and not u.state.booted[place]
        if theirs and deed_controller(u.state, place) == u.seat:
            found += [[dude, choice] for choice in ("keep", "ace")]
    return found


@action("Hostile Takeover", NOON, targets=_takeovers)
def hostile_takeover(u: Use, target: list[Any]) -> None:
    """boot your stud at a deed you control but do not own and the deed: gain their bullets (at most 3);
    ace this card for a permanent control point on the deed and influence on the stud"""
    dude, choice = target
    deed = u.state.at[dude]
    u.state.booted[dude] = 1
    boot(u.state, deed)
    u.gain(min(bullets(u.state, dude), TAKEOVER_MAX))
    if choice == "ace" and u.card in u.state.discard[u.seat]:
        u.state.discard[u.seat].remove(u.card)
        u.state.boot_hill[u.seat].append(u.card)
        effects.add(u.state, "control", deed, 1, until="play")
        effects.add(u.state, "influence", dude, 1, until="play")


def _gunslingers(u: Use) -> list[int]:
    return [d for d in my_posse(u) if not u.state.booted[d] and bullets(u.state, d) > 0]


@action("Fannin' the Hammer", SHOOTOUT, targets=_gunslingers)
def fannin_the_hammer(u: Use, dude: int) -> None:
    """boot your dude: as many opposing dudes as their bullets get -1 bullets (0 printed bullets: a draw)"""
    u.state.booted[dude] = 1
    targets = their_posse(u)
    count = bullets(u.state, dude)
    if len(targets) <= count:
        for target in targets:
            _fanned(u.state, target, u.seat)
    else:
        ask(u.state, u.seat, "fannin", targets, left=count, verb="Fan the hammer at")


def _fanned(state: DoomtownState, dude: int, seat: int) -> None:
    effects.add(state, "bullets", dude, -1, until="shootout", by=seat)
    if state.table[dude].num("bullets") == 0:
        effects.add(state, "bullet_type", dude, until="shootout", set_to="draw", by=seat)


@picker("fannin")
def _fannin(state: DoomtownState, frame: dict[str, Any], dude: int) -> None:
    _fanned(state, dude, frame["seat"])
    rest = [d for d in frame["options"] if d != dude]
    if frame["left"] > 1 and rest:
        ask(state, frame["seat"], "fannin", rest, left=frame["left"] - 1, verb=frame["verb"])


# ---- The Winning Agenda ----------------------------------------------------------------------------------


def _agenda_count(u: Use, dude: int) -> int:
    return min(influence(u.state, dude), AGENDA_MAX)


def _agenda_dudes(u: Use) -> list[int]:
    """Your dudes with influence, when the hand (but this card) holds as many cards to discard."""
    return [d for d in u.my_dudes() if 0 < _agenda_count(u, d) <= len(u.state.hand[u.seat]) - 1]


@action("The Winning Agenda", NOON, targets=_agenda_dudes)
def the_winning_agenda(u: Use, dude: int) -> None:
    """your dude: discard as many cards as their influence (at most 3), then draw as many"""
    count = _agenda_count(u, dude)
    ask_discards(u.state, u.seat, count, "agenda_draws", draws=count)


@picker("agenda_draws")
def _agenda_draws(state: DoomtownState, frame: dict[str, Any], _: Any) -> None:
    for _ in range(frame["draws"]):
        card = draw_card(state, frame["seat"])
        if card is not None:
            state.hand[frame["seat"]].append(card)


@action("The Winning Agenda", CHEATIN, targets=lambda u: [d for d in u.my_dudes() if _agenda_count(u, d) > 0])
def the_winning_agenda_rank(u: Use, dude: int) -> None:
    """your dude: your hand rank goes up by their influence (at most 3)"""
    side = u.my_side()
    if side is not None:
        raise_rank(current(u.state), side, _agenda_count(u, dude))


# ---- Monkey Goes to the Mountain, Disarm, You're A Daisy If You Do -------------------------------------


def _mountain_paths(u: Use) -> list[list[int]]:
    fight = u.fight
    if fight is None:
        return []
    homes = {home(u.state, seat) for seat in range(u.state.players)}
    places = [p for p in locations(u.state) if p not in homes and adjacent(u.state, fight["location"], p)]
    stay = [foe for foe in their_posse(u) if protected(u.state, foe, "leave_fight")]  # SuAnne Bettelyuon
    return [[foe, place] for foe in their_posse(u) if foe not in stay for place in places]


@technique("Monkey Goes to the Mountain", targets=_mountain_paths)
def monkey_goes_to_the_mountain(u: Use, target: list[int]) -> None:
    """this unbooted dude and an opposing dude with no more bullets than their Kung Fu go next door and leave"""
    foe, place = target
    dude = performer(u)
    if u.state.booted[dude] or bullets(u.state, foe) > (kung_fu(u.state, dude) or 0):
        return
    if protected(u.state, dude, "leave_fight"):
        return  # both go, or neither: the performer cannot leave (SuAnne Bettelyuon)
    for moved in (dude, foe):
        leave_posses(u.state, moved)
        u.state.at[moved] = place


def _disarms(u: Use) -> list[list[Any]]:
    """An opposing attachment, and (with a legal hand) your dude who gets the bonus."""
    items = [item for dude in u.opposing_dudes() for item in attachments(u.state, dude) if not u.state.booted[item]]
    mine: list[Any] = u.my_dudes() if my_hand_legal(u) else [None]
    return [[item, dude] for item in items for dude in mine]


@action("Disarm", CHEATIN, targets=_disarms, does=("boot",), at_gamblin=True)
def disarm(u: Use, target: list[Any]) -> None:
    """boot an opposing attachment (in a shootout ace it, a Unique one is discarded); you ignore casualties
    this round; with a legal hand your dude gets +2 bullets and is a stud until after Sundown"""
    item, dude = target
    boot(u.state, item)
    if u.fight is not None:
        leave_play(u.state, item, ace=not u.state.table[item].card.unique)
        side = u.my_side()
        if side is not None:
            spare_casualties(current(u.state), side)
    if dude is not None:
        effects.add(u.state, "bullets", dude, 2, until="turn")
        effects.add(u.state, "bullet_type", dude, until="turn", set_to="stud")


def _daisy_pairs(u: Use) -> list[list[int]]:
    studs = [
        d
        for d in u.my_dudes()
        if u.state.at[d] == TOWN_SQUARE and not u.state.booted[d] and bullet_type(u.state, d) == "stud"
    ]
    foes = [d for d in u.opposing_dudes() if u.state.at[d] != home(u.state, u.state.table[d].owner)]
    return pairs(studs, foes)


@action("You're A Daisy If You Do", NOON, targets=_daisy_pairs)
def youre_a_daisy(u: Use, target: list[int]) -> None:
    """boot your stud in the town square: an opposing dude comes there (booted if they have more control
    points, else unbooted) and your stud calls them out"""
    stud, foe = target
    u.state.booted[stud] = 1
    more = control_points_of_card(u.state, foe) > control_points_of_card(u.state, stud)
    if not more:
        u.state.booted[foe] = 0
    call_out(u.state, u.seat, stud, foe)  # answered once the move (and any react to it) is done
    move_or_boot(u.state, u.seat, foe, to=TOWN_SQUARE, boot=more)


# ---- Frontier Feud: a point, or a shootout fought alone -------------------------------------------------


def _feuders(u: Use) -> list[int]:
    return [d for d in u.my_dudes() if not u.state.booted[d] and in_town(u.state, u.state.at[d])]


@action("Frontier Feud", NOON, targets=_feuders)
def frontier_feud(u: Use, dude: int) -> None:
    """your unbooted dude in town goes booted to the town square; your opponent gives them a permanent
    control point, or moves a dude of theirs in town there to call them out, nobody else joining"""
    opponent = (u.seat + 1) % u.state.players  # with more players, the next one (RULINGS 395)
    texts = {FEUD_POINT: f"Give {u.state.table[dude].name} a permanent control point"}
    ask_live(u.state, opponent, "frontier_feud", dude=dude, asking_seat=u.seat, texts=texts)
    move_or_boot(u.state, u.seat, dude, to=TOWN_SQUARE, boot=True)  # before the answer: above it on the stack


@live_options("frontier_feud")
def _feud_answers(state: DoomtownState, frame: Frame) -> list[Any]:
    """The point, or (while the feuding dude stands in the town square) one of the player's dudes in town."""
    dude, seat = frame["dude"], frame["seat"]
    if state.at[dude] != TOWN_SQUARE or not any(dude in cards for cards in state.play):
        return [FEUD_POINT]
    challengers = [d for d in dudes_of(state, seat) if in_town(state, state.at[d]) and not makes_no_callouts(state, d)]
    return [FEUD_POINT, *challengers]


@picker("frontier_feud")
def _feud_answered(state: DoomtownState, frame: Frame, choice: Any) -> None:
    dude = frame["dude"]
    if choice == FEUD_POINT:
        effects.add(state, "control", dude, 1, until="play", by=frame["asking_seat"])
        return
    state.at[choice] = TOWN_SQUARE
    answer_due(state, {"kind": "answer", "seat": frame["asking_seat"], "leader_seat": frame["seat"],
                       "leader_dude": choice, "mark_dude": dude, "on_accept": "fought_alone"})  # fmt: skip


@picker("fought_alone")
def _fought_alone(state: DoomtownState, frame: Frame, _: None) -> None:
    current(state)["closed"] = True  # nobody else joins, to its end (as Howling Howell Melton's duel)


# ---- Grim Servant O' Death: a dude called from home, or a stud and a toll on cheatin' -------------------


def _called_from_home(u: Use) -> list[int]:
    """Dudes at home, out of the shootout, of the side the user opposes when it is the mark's (RULINGS 396)."""
    fight = u.fight
    if fight is None or u.my_side() is None or u.opposing_side() != fight["mark_seat"]:
        return []
    state = u.state
    return [
        d for d in u.opposing_dudes()
        if fight["side"][controller(state, d)] == fight["mark_seat"] and not u.in_fight(d)
        and state.at[d] == home(state, state.table[d].owner)
    ]  # fmt: skip


@action("Grim Servant O' Death", SHOOTOUT, targets=_called_from_home)
def grim_servant_o_death(u: Use, dude: int) -> None:
    """an opposing dude at home may join their posse; if not, your dude becomes a stud with +2 bullets and
    a cheatin' hand of theirs this round takes two more casualties"""
    owner = u.state.table[dude].owner
    options = ["join", "stay"] if may_join(Use(u.state, owner, dude), dude) else ["stay"]
    texts = {"join": f"{u.state.table[dude].name} joins the posse", "stay": "Stay at home"}
    ask(u.state, owner, "grim_servant", options, texts=texts, dude=dude, holder=u.seat)


@picker("grim_servant")
def _grim_servant_answered(state: DoomtownState, frame: Frame, choice: str) -> None:
    fight = current(state)
    if choice == "join":
        join_posse(state, fight, frame["seat"], frame["dude"])
        return
    toll_on_cheatin(fight, frame["seat"], GRIM_TOLL)
    ask(state, frame["holder"], "grim_servant_stud", dudes_of(state, frame["holder"]), verb="Make a stud of")


@picker("grim_servant_stud")
def _grim_servant_stud(state: DoomtownState, frame: Frame, dude: int) -> None:
    effects.add(state, "bullet_type", dude, until="shootout", set_to="stud")
    effects.add(state, "bullets", dude, GRIM_BULLETS, until="shootout")


# ---- I'm Your Huckleberry: an opposing dude fights for you for the rest of the shootout -------------


def _huckleberry_targets(u: Use) -> list[int | None]:
    """With a legal hand the player picks the opposing dude (one action each); otherwise one
    action, and the cheater picks."""
    if not u.their_posse():
        return []
    return list(u.their_posse()) if my_hand_legal(u) else [None]


@action("I'm Your Huckleberry", CHEATIN, targets=_huckleberry_targets)
def im_your_huckleberry(u: Use, dude: int | None) -> None:
    """an opposing dude (the cheater picks; you, if your hand is legal) fights for you, then goes home booted"""
    if dude is not None:
        lend(u.state, current(u.state), dude, u.seat, home_after=True)
        return
    ask(u.state, u.extra["cheater"], "huckleberry", u.their_posse(), verb="Lend", borrower=u.seat)


@picker("huckleberry")
def _huckleberry_lent(state: DoomtownState, frame: dict[str, Any], dude: int) -> None:
    lend(state, current(state), dude, frame["borrower"], home_after=True)
